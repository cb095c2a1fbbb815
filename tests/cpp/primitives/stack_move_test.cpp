// StackMove: the top k pieces of a stack move k steps, in order, onto anything, and the stack
// belongs to its top piece (Pogo); hand-checked move lists from docs/rules.md. Pogo's paths of
// three steps (the U, by option) are in games/pogo_test.cpp, stacks of 64 pieces in
// tall_stacks_test.cpp.
#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "builtin_games.hpp"
#include "rule_checks.hpp"

namespace stack_move_test {

namespace {

using boardlab::State;
using rule_checks::check_not_over;
using rule_checks::expected;
using rule_checks::move_texts;

using builtin::pogo;

}  // namespace

TEST_CASE("pogo: the top k pieces move in order onto anything; a stack is its top's", "[rules]") {
  // a1 (BWW) is W's; c1 (WB) is B's. Lifting two from a1 leaves its B, which becomes B's.
  State<> s(pogo, "3/3/(BWW)1(WB) 0 - 0");
  // a1, height 3: k = 1 a2 b1; k = 2 a3 b2 c1; k = 3 a2 b1 b3 c2 (as in the corner test).
  CHECK(move_texts(s) == expected({"1a1-a2", "1a1-b1", "2a1-a3", "2a1-b2", "2a1-c1", "3a1-a2",
                                   "3a1-b1", "3a1-b3", "3a1-c2"}));
  s.play("2a1-c1");
  CHECK(s.text() == "3/3/B1(WBWW) 1 - 1");
  // W tops every non-empty cell but a1: nobody has won yet.
  check_not_over(s.outcome());
  s.undo();
  s.play("3a1-c2");
  CHECK(s.text() == "3/2(BWW)/2(WB) 1 - 1");
}

}  // namespace stack_move_test

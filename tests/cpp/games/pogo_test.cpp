// Pogo (docs/rules.md): a stack of three moved by 1, 2 and 3 steps from a corner and from the
// centre, with and without the three-step U (the three_step_u option). The top k pieces moving in
// order are in primitives/stack_move_test.cpp, the win by topping every stack in
// conditions/all_stacks_controlled_test.cpp.
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

namespace pogo_test {

namespace {

using boardlab::Game;
using boardlab::State;
using rule_checks::expected;
using rule_checks::move_texts;

using builtin::pogo;

}  // namespace

TEST_CASE("pogo: a stack of three in a corner, by 1, 2 and 3 steps", "[rules]") {
  // W stack of three on a1, one B on c3. k = 1: a2, b1. k = 2 (never straight back): a1-a2-a3,
  // a1-a2-b2, a1-b1-b2, a1-b1-c1. k = 3: a1-a2-a3-b3, a1-a2-b2-{b3, c2, b1 (a U)},
  // a1-b1-c1-c2, a1-b1-b2-{b3, c2, a2 (a U)}.
  const State<> s(pogo, "2B/3/(WWW)2 0 - 0");
  CHECK(move_texts(s) == expected({"1a1-a2", "1a1-b1", "2a1-a3", "2a1-b2", "2a1-c1", "3a1-a2",
                                   "3a1-b1", "3a1-b3", "3a1-c2"}));

  // Without the U, a2 and b1 are out of reach of three steps (and stay so, because no step goes
  // straight back: a1-a2-a3-a2 is no path).
  const Game<> no_u{boardlab::games::pogo({.three_step_u = false})};
  const State<> t(no_u, "2B/3/(WWW)2 0 - 0");
  CHECK(move_texts(t) ==
        expected({"1a1-a2", "1a1-b1", "2a1-a3", "2a1-b2", "2a1-c1", "3a1-b3", "3a1-c2"}));
}

TEST_CASE("pogo: a stack of three in the centre; every three-step move is a U", "[rules]") {
  // b2: k = 1 the four edge midpoints, k = 2 the four corners (never back to b2), k = 3 the edge
  // midpoints again, each only by a U (b2-b3-a3-a2 and its turns).
  const State<> s(pogo, "2B/1(WWW)1/3 0 - 0");
  CHECK(move_texts(s) == expected({"1b2-a2", "1b2-b1", "1b2-b3", "1b2-c2", "2b2-a1", "2b2-a3",
                                   "2b2-c1", "2b2-c3", "3b2-a2", "3b2-b1", "3b2-b3", "3b2-c2"}));

  const Game<> no_u{boardlab::games::pogo({.three_step_u = false})};
  const State<> t(no_u, "2B/1(WWW)1/3 0 - 0");
  CHECK(move_texts(t) ==
        expected({"1b2-a2", "1b2-b1", "1b2-b3", "1b2-c2", "2b2-a1", "2b2-a3", "2b2-c1", "2b2-c3"}));
}

}  // namespace pogo_test

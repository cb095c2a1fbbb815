// Step: one cell in each of its directions, onto the cells its `onto` allows (Breakthrough's
// forward steps onto empty cells and diagonal captures; Clobber's orthogonal steps onto enemies
// only); hand-checked move lists from docs/rules.md.
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

namespace step_test {

namespace {

using boardlab::State;
using rule_checks::check_not_over;
using rule_checks::expected;
using rule_checks::move_texts;

using builtin::breakthrough;
using builtin::clobber;

}  // namespace

TEST_CASE("breakthrough: captures are diagonal only", "[rules]") {
  // W d4 with B d5 straight ahead (blocked) and B e5 diagonally ahead (captured); c5 empty.
  State<> s(breakthrough, "8/8/8/3BB3/3W4/8/8/8 0 - 10");
  CHECK(move_texts(s) == expected({"d4-c5", "d4-e5"}));

  // B's view: d5 is blocked by W d4 straight ahead, e5 captures it diagonally.
  const State<> b(breakthrough, "8/8/8/3BB3/3W4/8/8/8 1 - 11");
  CHECK(move_texts(b) == expected({"d5-c4", "d5-e4", "e5-d4", "e5-e4", "e5-f4"}));

  s.play("d4xe5");
  CHECK(s.text() == "8/8/8/3BW3/8/8/8/8 1 - 11");
  check_not_over(s.outcome());
}

TEST_CASE("clobber: a piece steps orthogonally onto an enemy only", "[rules]") {
  // W c3 has B on c4, b3 and c2, its own W on d3, and B b2 only diagonally; W d3 has nothing
  // next to it but its own pieces and empty cells; W d2 has B c2.
  const char* board = "6/2B3/1BWW2/1BBW2/6";
  State<> w(clobber, std::string(board) + " 0 - 10");
  CHECK(move_texts(w) == expected({"c3-b3", "c3-c2", "c3-c4", "d2-c2"}));
  // B b2 is hemmed in by its own b3 and c2; B c2 takes c3 or d2.
  const State<> b(clobber, std::string(board) + " 1 - 11");
  CHECK(move_texts(b) == expected({"b3-c3", "c2-c3", "c2-d2", "c4-c3"}));

  w.play("c3xc4");
  CHECK(w.text() == "6/2W3/1B1W2/1BBW2/6 1 - 11");
  check_not_over(w.outcome());
  CHECK(move_texts(w) == expected({"c2-d2"}));
}

}  // namespace step_test

// Leap: over one adjacent piece to the cell beyond, the leapt piece staying (Skateboards'
// pogostick over a trashcan, its own piece or an enemy), blocked by a friendly or neutral piece on
// the landing cell; hand-checked move lists from docs/rules.md. International draughts' flying
// kings are in games/international_draughts_test.cpp, checkers' chains in
// games/checkers_test.cpp.
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

namespace leap_test {

namespace {

using boardlab::State;
using rule_checks::check_not_over;
using rule_checks::expected;
using rule_checks::moves_from;

using builtin::skateboards;

}  // namespace

TEST_CASE("skateboards: a pogostick leaps a trashcan, its own piece and an enemy", "[rules]") {
  // P c3; P c4 (north, own), T d4 (north-east), S b2 (south-west); P h8 and h1 far away.
  const State<> s(skateboards, "7P/8/8/8/2PT4/2P5/1S6/7P 0 - 20");
  // N: c4 own, leap to c5. NE: d4 T, leap to e5. E d3, SE d2, S c2, W b3, NW b4: steps.
  // SW: b2 S captured by a step, or leapt to a1 (the leapt piece is not affected).
  CHECK(moves_from(s, "c3") == expected({"c3-a1", "c3-b2", "c3-b3", "c3-b4", "c3-c2", "c3-c5",
                                         "c3-d2", "c3-d3", "c3-e5"}));
}

TEST_CASE("skateboards: a leap is blocked by a friendly or neutral piece on the landing cell",
          "[rules]") {
  // P c3. N: P c4 then P c5 (blocked). NE: T d4 then T e5 (blocked). E: S d3 then S e3 (step
  // captures d3, leap captures e3). S: T c2 then c1 empty. NW: P b4 then a5 empty.
  State<> s(skateboards, "8/8/8/2P1T3/1PPT4/2PSS3/2T5/8 0 - 20");
  CHECK(moves_from(s, "c3") ==
        expected({"c3-a5", "c3-b2", "c3-b3", "c3-c1", "c3-d2", "c3-d3", "c3-e3"}));

  // The leap onto e3 captures e3 only: the leapt S on d3 stays.
  s.play("c3-e3");
  CHECK(s.text() == "8/8/8/2P1T3/1PPT4/3SP3/2T5/8 1 - 21");
  check_not_over(s.outcome());
}

}  // namespace leap_test

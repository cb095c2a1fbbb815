// RegionHolds: at least `count` of the pieces in a region (Skateboards' Attacker wins with P on
// all four slab cells), whoever is to move; three of the four are not enough.
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

namespace region_holds_test {

namespace {

using boardlab::Player;
using boardlab::State;
using rule_checks::check_not_over;
using rule_checks::check_win;

using builtin::skateboards;

}  // namespace

TEST_CASE("skateboards: P on all four slab cells wins for the Attacker", "[rules]") {
  const State<> s(skateboards, "8/8/8/3PP3/3PP3/8/8/S7 1 - 30");
  check_win(s.outcome(), Player::zero, 1);
  CHECK(s.outcome().condition == 1);
  CHECK(s.legal_moves().empty());

  // Three of the four are not enough.
  const State<> three(skateboards, "8/8/8/3PP3/3P4/8/8/S6P 1 - 30");
  check_not_over(three.outcome());

  // Reached by a move: the fourth P steps onto e4.
  State<> play(skateboards, "8/8/8/3PP3/3P4/5P2/8/S7 0 - 30");
  play.play("f3-e4");
  CHECK(play.text() == "8/8/8/3PP3/3PP3/8/8/S7 1 - 31");
  check_win(play.outcome(), Player::zero, 1);
}

}  // namespace region_holds_test

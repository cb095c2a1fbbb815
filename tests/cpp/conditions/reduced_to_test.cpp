// ReducedTo and NoPiecesLeft together, in the game's order (Skateboards: three or fewer P lose
// for the Attacker, no S left wins for it, and when both hold the first listed decides); rules
// that do not speak of "the mover" hold whoever is to move.
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

namespace reduced_to_test {

namespace {

using boardlab::Player;
using boardlab::State;
using rule_checks::check_not_over;
using rule_checks::check_win;

using builtin::skateboards;

}  // namespace

TEST_CASE("skateboards: three or fewer P lose, no S left wins, in that order", "[rules]") {
  const State<> three_p(skateboards, "P7/8/8/8/8/8/8/PP4S1 0 - 30");
  check_win(three_p.outcome(), Player::one, 2);
  CHECK(three_p.outcome().condition == 2);
  CHECK(three_p.legal_moves().empty());

  const State<> four_p(skateboards, "P7/8/8/8/8/8/8/PP4SP 0 - 30");
  check_not_over(four_p.outcome());

  const State<> no_s(skateboards, "P7/8/8/8/8/8/8/PP4P1 1 - 30");
  check_win(no_s.outcome(), Player::zero, 0);
  CHECK(no_s.outcome().condition == 0);
  CHECK(no_s.legal_moves().empty());

  // These rules do not speak of "the mover": they hold whoever is to move.
  const State<> three_p_other_side(skateboards, "P7/8/8/8/8/8/8/PP4S1 1 - 30");
  check_win(three_p_other_side.outcome(), Player::one, 2);
  const State<> no_s_other_side(skateboards, "P7/8/8/8/8/8/8/PP4P1 0 - 30");
  check_win(no_s_other_side.outcome(), Player::zero, 0);
  const State<> slab_other_side(skateboards, "8/8/8/3PP3/3PP3/8/8/S7 0 - 30");
  check_win(slab_other_side.outcome(), Player::zero, 1);

  // Both: rule 1 (no S left) comes first.
  const State<> both(skateboards, "P7/8/8/8/8/8/8/PP6 1 - 30");
  check_win(both.outcome(), Player::zero, 0);
  CHECK(both.outcome().condition == 0);

  // Capturing the last S: a1 steps onto b2.
  State<> last(skateboards, "8/8/8/8/8/8/1S6/P1PP3P 0 - 20");
  last.play("a1-b2");
  CHECK(last.text() == "8/8/8/8/8/8/1P6/2PP3P 1 - 21");
  check_win(last.outcome(), Player::zero, 0);
}

}  // namespace reduced_to_test

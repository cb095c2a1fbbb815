// AllStacksControlled: the mover wins by topping every stack (Pogo); the same board with the
// other player to move is no win (When::winner_moved).
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

namespace all_stacks_controlled_test {

namespace {

using boardlab::Player;
using boardlab::State;
using rule_checks::check_not_over;
using rule_checks::check_win;

using builtin::pogo;

}  // namespace

TEST_CASE("pogo: the mover wins by topping every stack", "[rules]") {
  State<> s(pogo, "3/1B1/(WW)2 0 - 0");
  s.play("2a1-b2");
  CHECK(s.text() == "3/1(BWW)1/3 1 - 1");
  check_win(s.outcome(), Player::zero, 0);
  CHECK(s.legal_moves().empty());

  // The same board with W to move: the mover is B, who tops nothing, so nobody has won, and W
  // can move its stack (k = 1: a2 b1 b3 c2; k = 2 corners; k = 3 the U moves).
  const State<> w_to_move(pogo, "3/1(BWW)1/3 0 - 1");
  check_not_over(w_to_move.outcome());
  CHECK(w_to_move.legal_moves().size() == 12);
}

}  // namespace all_stacks_controlled_test

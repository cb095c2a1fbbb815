// Reaches: a piece in a region wins (Breakthrough's far rank, for either side), and conditions
// about "the mover" (When::winner_moved) hold only when the winner made the last move, whether
// the position was played or typed in.
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

namespace {

using boardlab::Game;
using boardlab::Player;
using boardlab::State;
using rule_checks::check_not_over;
using rule_checks::check_win;
using rule_checks::expected;
using rule_checks::move_texts;

using builtin::breakthrough;

}  // namespace

TEST_CASE("breakthrough: reaching the far rank wins", "[rules]") {
  State<> s(breakthrough, "6B1/1W6/8/8/8/8/8/8 0 - 10");
  CHECK(move_texts(s) == expected({"b7-a8", "b7-b8", "b7-c8"}));
  s.play("b7-b8");
  CHECK(s.text() == "1W4B1/8/8/8/8/8/8/8 1 - 11");
  check_win(s.outcome(), Player::zero, 0);
  CHECK(s.legal_moves().empty());

  State<> b(breakthrough, "8/8/8/8/8/8/1B6/6W1 1 - 11");
  b.play("b2-a1");
  check_win(b.outcome(), Player::one, 1);
}

TEST_CASE("outcome: 'the mover wins' conditions hold only when the winner moved last", "[rules]") {
  // W on a8 (the far rank), W b2, B h8. With B to move, W made the last move: W has won.
  const State<> w_moved(breakthrough, "W6B/8/8/8/8/8/1W6/8 1 - 11");
  check_win(w_moved.outcome(), Player::zero, 0);
  CHECK(w_moved.outcome().condition == 0);
  CHECK(w_moved.legal_moves().empty());

  // The same board with W to move (typed in): B moved last, so the condition does not hold; W
  // plays on with b2 (a8 cannot move).
  const State<> w_to_move(breakthrough, "W6B/8/8/8/8/8/1W6/8 0 - 10");
  check_not_over(w_to_move.outcome());
  CHECK(move_texts(w_to_move) == expected({"b2-a3", "b2-b3", "b2-c3"}));

  // A variant whose far-rank rule is When::always: W to move has won all the same.
  boardlab::GameSpec spec = boardlab::games::breakthrough();
  spec.end_conditions[0].when = boardlab::When::always;
  const Game<> always{spec};
  const State<> a(always, "W6B/8/8/8/8/8/1W6/8 0 - 10");
  check_win(a.outcome(), Player::zero, 0);
  CHECK(a.legal_moves().empty());

  // Reaching a position by moves or typing it in gives the same outcome.
  State<> played(breakthrough, "6B1/1W6/8/8/8/8/8/8 0 - 10");
  played.play("b7-b8");
  const State<> typed(breakthrough, played.text());
  CHECK(played.outcome() == typed.outcome());
}

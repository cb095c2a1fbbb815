// Reaches: a piece in a region wins (Breakthrough's far rank, for either side), and conditions
// about "the mover" (When::winner_moved) hold only when the winner made the last move, whether
// the position was played or typed in.
#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "builtin_games.hpp"
#include "rule_checks.hpp"
#include "spec_errors.hpp"

namespace reaches_test {

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

namespace {

// A race up a 3x4 board: A (player 0, first to move) and B (player 1) step north; the first on
// the top rank wins, but B may answer A's arrival by arriving too (Reaches::answer).
boardlab::GameSpec race(std::string_view start) {
  boardlab::GameSpec s;
  s.name = "race";
  s.files = 3;
  s.ranks = 4;
  s.add_region("top", "a4 b4 c4");
  s.add_kind('A', boardlab::Owner::zero, "runner");
  s.add_kind('B', boardlab::Owner::one, "runner");
  for (const char k : {'A', 'B'})
    s.moves(k, boardlab::Step{.directions = boardlab::directions({boardlab::Direction::north}),
                              .onto = boardlab::Targets::empty});
  s.add_end(boardlab::Reaches{.pieces = boardlab::Pieces::kind('A'),
                              .region = "top",
                              .winner = Player::zero,
                              .answer = 'B'});
  s.add_end(boardlab::Reaches{
      .pieces = boardlab::Pieces::kind('B'), .region = "top", .winner = Player::one});
  s.start = start;
  return s;
}

}  // namespace

TEST_CASE("reaches with an answer: the other player may arrive too, for a draw", "[rules]") {
  const auto game = std::make_unique<const Game<>>(race("3/A1B/3/1B1 0 - 0"));
  State<> s(*game);
  s.play("a3-a4");  // B's piece on c3 can answer
  check_not_over(s.outcome());
  CHECK(move_texts(s) == expected({"b1-b2", "c3-c4"}));
  s.play("c3-c4");
  CHECK(s.outcome().result == boardlab::Result::draw);
  CHECK(s.outcome().reason == boardlab::Reason::condition);
  CHECK(s.outcome().condition == 0);
  CHECK(s.legal_moves().empty());
  s.undo();
  s.play("b1-b2");  // no answer: A wins
  check_win(s.outcome(), Player::zero, 0);
  // No piece of B can arrive on the next move: A wins on arrival.
  State<> far(*game, "3/A2/3/2B 0 - 0");
  far.play("a3-a4");
  check_win(far.outcome(), Player::zero, 0);
  // B arriving first wins at once (its condition has no answer).
  State<> first(*game, "3/2B/A2/3 1 - 1");
  first.play("c3-c4");
  check_win(first.outcome(), Player::one, 1);
}

TEST_CASE("reaches with an answer: what the spec check refuses", "[rules]") {
  boardlab::GameSpec s = race("3/3/3/A1B 0 - 0");
  s.end_conditions[0].when = boardlab::When::winner_moved;
  CHECK(test_specs::spec_error(s) ==
        "end condition 1: a Reaches with an answer is checked after every move "
        "(when = 'always')");
  s = race("3/3/3/A1B 0 - 0");
  s.end_conditions[0].answer = 'A';
  CHECK(test_specs::spec_error(s) ==
        "end condition 1: answer: kind 'A' is not the other player's (the one who "
        "may answer)");
  s.end_conditions[0].answer = 'Z';
  CHECK(test_specs::spec_error(s) == "end condition 1: answer: no piece kind has the symbol 'Z'");
  s = race("3/3/3/A1B 0 - 0");
  s.end_conditions[1] =
      boardlab::NoPiecesLeft{.pieces = boardlab::Pieces::kind('A'), .winner = Player::one};
  s.end_conditions[1].answer = 'A';
  CHECK(test_specs::spec_error(s) == "end condition 2: only a Reaches may have an answer");
  // No move gives check where no kind is royal.
  s = race("3/3/3/A1B 0 - 0");
  s.checks_allowed = false;
  CHECK(test_specs::spec_error(s) ==
        "checks_allowed = false needs a royal kind (royal = true): without one no move gives "
        "check");
}

}  // namespace reaches_test

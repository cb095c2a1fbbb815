// A player to move without a legal move (GameSpec::no_legal_move): loses (Breakthrough, Clobber),
// before the ply limit; passes, two passes in a row ending the game (NoMoveResult::passes);
// passes only while the other player can move, the count of pieces deciding when neither can
// (othello: passes_or_ends, EndScore::most_pieces); and the count deciding a drawn end of
// another game.
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
#include "move_lists.hpp"
#include "rule_checks.hpp"

namespace no_legal_move_test {

namespace {

using namespace boardlab;
using boardlab::Game;
using boardlab::Outcome;
using boardlab::Player;
using boardlab::Reason;
using boardlab::Result;
using boardlab::State;
using builtin::breakthrough;
using builtin::clobber;
using move_lists::turn_texts;
using rule_checks::check_no_move_loss;
using rule_checks::Texts;

}  // namespace

TEST_CASE("breakthrough: a player to move with no legal move loses", "[rules]") {
  // One file: W a4 blocked head-on by B a5, and no diagonal exists.
  const Game<> narrow{boardlab::games::breakthrough({.files = 1})};
  const State<> s(narrow, "1/1/1/B/W/1/1/1 0 - 10");
  CHECK(s.legal_moves().empty());
  check_no_move_loss(s.outcome(), Player::one);
  // B to move in the same board can capture nothing either.
  const State<> b(narrow, "1/1/1/B/W/1/1/1 1 - 11");
  check_no_move_loss(b.outcome(), Player::zero);

  // 8x8: W a7 blocked by B a8, its diagonal b8 holds its own W, which cannot step off the board
  // (and has not won: the mover is B).
  const State<> full(breakthrough, "BW6/W7/8/8/8/8/8/8 0 - 10");
  CHECK(full.legal_moves().empty());
  check_no_move_loss(full.outcome(), Player::one);

  // The loss comes before the ply limit.
  const Game<> narrow10{boardlab::games::breakthrough({.files = 1, .max_plies = 10})};
  const State<> both(narrow10, "1/1/1/B/W/1/1/1 0 - 10");
  check_no_move_loss(both.outcome(), Player::one);
}

TEST_CASE("clobber: a player to move with no legal move loses", "[rules]") {
  // Pieces of both colours left, none next to an enemy: whoever is to move loses.
  const State<> w(clobber, "W5/6/6/6/5B 0 - 20");
  CHECK(w.legal_moves().empty());
  check_no_move_loss(w.outcome(), Player::one);
  const State<> b(clobber, "W5/6/6/6/5B 1 - 21");
  check_no_move_loss(b.outcome(), Player::zero);

  // Taking the last enemy piece wins the same way: the opponent has no move left.
  State<> last(clobber, "6/6/6/6/WB4 0 - 10");
  last.play("a1-b1");
  CHECK(last.text() == "6/6/6/6/1W4 1 - 11");
  check_no_move_loss(last.outcome(), Player::zero);

  // The smallest board: W's one move, then B has none.
  const Game<> two{boardlab::games::clobber({.files = 2, .ranks = 1})};
  CHECK(boardlab::perft(two, two.start(), 1) == 1);
  CHECK(boardlab::perft(two, two.start(), 2) == 0);
}

TEST_CASE("a player with no move passes, and two passes in a row end the game") {
  GameSpec s;
  s.name = "passing";
  s.files = 3;
  s.ranks = 1;
  s.add_kind('W', Owner::zero, "white")
      .moves('W', Step{.directions = dir::orthogonal, .onto = Targets::empty});
  s.add_kind('B', Owner::one, "black")
      .moves('B', Step{.directions = dir::orthogonal, .onto = Targets::empty});
  s.no_legal_move = NoMoveResult::passes;
  // Two W at the start: the positions below need them (no position holds more than the start).
  s.start = "WBW 0 - 0";
  const Game<> game{s};
  CHECK(turn_texts(game, "WB1 0 - 0") == Texts{"pass"});
  State<> state(game, "WB1 0 - 0");
  state.play("pass");
  CHECK(state.text() == "WB1 1 - 1 pass");
  CHECK(turn_texts(game, "WB1 1 - 1 pass") == Texts{"b1-c1"});
  State<> both(game, "WBW 1 - 1 pass");
  both.play("pass");
  CHECK(both.text() == "WBW 0 - 2 both_passed");
  CHECK(both.outcome() == Outcome{Result::draw, Player::zero, Reason::both_passed, -1});
  CHECK(both.legal_turns().empty());
  both.undo();
  CHECK(both.text() == "WBW 1 - 1 pass");
}

TEST_CASE("a player who cannot move passes while the other can; neither: the count decides",
          "[flips]") {
  const auto game = std::make_unique<const Game<>>(games::othello());
  // W (to move) has no drop that brackets a B; B has c1.
  CHECK(turn_texts(*game, "8/8/8/8/8/8/8/BW6 1 B59W59 9") == Texts{"pass"});
  State<> state(*game, "8/8/8/8/8/8/8/BW6 1 B59W59 9");
  state.play("pass");
  CHECK(turn_texts(*game, format_position(*game, state.position())) == Texts{"B@c1"});
  state.play("B@c1");
  // Now neither can move: no pass, the game is over, B has three discs to none.
  CHECK(state.outcome() == Outcome{Result::win, Player::zero, Reason::no_legal_move, -1});
  CHECK(state.legal_moves().empty());
  // Equal counts draw.
  const State<> equal(*game, "8/8/8/8/8/8/8/B6W 0 B59W59 9");
  CHECK(equal.outcome() == Outcome{Result::draw, Player::zero, Reason::no_legal_move, -1});
  const State<> white(*game, "8/8/8/8/8/8/8/WW5B 1 B59W58 9");
  CHECK(white.outcome() == Outcome{Result::win, Player::one, Reason::no_legal_move, -1});
}

TEST_CASE("the count decides a drawn end of other games too", "[flips]") {
  // A game whose no-legal-move rule draws, scored by the count: the player to move with none
  // ends the game, and the more pieces win.
  GameSpec s = games::tic_tac_toe();
  s.end_score = EndScore::most_pieces;
  const auto game = std::make_unique<const Game<>>(s);
  State<> state(*game, "XOX/XOO/OX1 0 X1 8");
  state.play("X@c1");
  CHECK(state.outcome() == Outcome{Result::win, Player::zero, Reason::no_legal_move, -1});
}

}  // namespace no_legal_move_test

// Racing kings (docs/rules.md, "Racing kings"): no move gives check; the first king on the
// last rank wins, but black may answer white's arrival by arriving too, which draws. Perft from
// the start is Fairy-Stockfish's (docs/perft.md); random games against it are in
// tests/python/test_chess.py.
#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "builtin_games.hpp"
#include "rule_checks.hpp"

namespace racing_kings_test {

namespace {
using boardlab::Player;
using boardlab::Result;
using boardlab::State;
using rule_checks::expected;
using rule_checks::move_texts;
using rule_checks::moves_from;
}  // namespace

TEST_CASE("racing kings: no move may give check", "[rules]") {
  const boardlab::Game<>& game = builtin::game_named("racing_kings");
  CHECK(boardlab::perft(game, game.start(), 3) == 11264);
  // The rook would check from e2 (the file) and a5 (the rank); the king's moves are all legal.
  State<> s(game, "8/8/8/4k3/8/8/R7/7K 0 - 0");
  CHECK(moves_from(s, "a2") == expected({"a2-a1", "a2-a3", "a2-a4", "a2-a6", "a2-a7", "a2-a8",
                                         "a2-b2", "a2-c2", "a2-d2", "a2-f2", "a2-g2", "a2-h2"}));
  CHECK(moves_from(s, "h1") == expected({"h1-g1", "h1-g2", "h1-h2"}));
  // A king's move that uncovers a check by its own rook is not legal either: off the first rank
  // it would open the rook's line to g1.
  State<> uncover(game, "8/8/8/8/8/8/8/R1K3k1 0 - 0");
  CHECK(moves_from(uncover, "c1") == expected({"c1-b1", "c1-d1"}));
}

TEST_CASE("racing kings: black may answer white's arrival, and draws by arriving", "[rules]") {
  const boardlab::Game<>& game = builtin::game_named("racing_kings");
  State<> s(game, "8/1k4K1/8/8/8/8/8/8 0 - 0");
  s.play("g7-g8");  // black's king can reach the last rank: the game goes on
  rule_checks::check_not_over(s.outcome());
  s.play("b7-b8");
  CHECK(s.outcome().result == Result::draw);
  CHECK(s.outcome().reason == boardlab::Reason::condition);
  CHECK(s.outcome().condition == 0);
  s.undo();
  s.play("b7-a6");  // black did not answer: white wins
  rule_checks::check_win(s.outcome(), Player::zero, 0);
  // Black's king cannot reach the last rank at once: white wins on arrival.
  State<> far(game, "8/6K1/1k6/8/8/8/8/8 0 - 0");
  far.play("g7-g8");
  rule_checks::check_win(far.outcome(), Player::zero, 0);
  // Black's king arrives first: black wins at once.
  State<> black(game, "8/1k6/8/8/8/8/6K1/8 1 - 1");
  black.play("b7-b8");
  rule_checks::check_win(black.outcome(), Player::one, 1);
}

}  // namespace racing_kings_test

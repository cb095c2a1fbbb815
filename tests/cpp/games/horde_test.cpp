// Horde (docs/rules.md, "Horde"): white's pawns double-step from the first rank, with no cell
// open to en passant; white with no piece left loses; white with no move is stalemated (a
// draw), black mated loses. Perft from the start is Fairy-Stockfish's (docs/perft.md); random
// games against it are in tests/python/test_chess.py.
#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "builtin_games.hpp"
#include "rule_checks.hpp"

namespace horde_test {

namespace {
using boardlab::Player;
using boardlab::State;
using rule_checks::expected;
using rule_checks::move_texts;
}  // namespace

TEST_CASE("horde: perft from the start and the first rank's double step", "[rules]") {
  const boardlab::Game<>& game = builtin::game_named("horde");
  CHECK(boardlab::perft(game, game.start(), 3) == 1274);
  CHECK(boardlab::format_fen(game, game.start()) ==
        "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1");
  // From the first rank a pawn goes one or two cells; the cell it passes is no en passant
  // target (black's pawn on b3 may not take on a2), the one from the second rank's is.
  State<> s(game, "4k3/8/8/8/8/1p6/8/P6P 0 - 0");
  CHECK(move_texts(s) == expected({"a1-a2", "a1-a3", "h1-h2", "h1-h3"}));
  s.play("a1-a3");
  CHECK(s.text() == "4k3/8/8/8/8/Pp6/8/7P 1 - 1");
  CHECK(move_texts(s) == expected({"b3-b2", "e8-d7", "e8-d8", "e8-e7", "e8-f7", "e8-f8"}));
  State<> t(game, "4k3/8/8/8/2p5/8/1P6/8 0 - 0");
  t.play("b2-b4");
  CHECK(t.text() == "4k3/8/8/8/1Pp5/8/8/8 1 - 1 en_passant=b3");
}

TEST_CASE("horde: white loses with no piece left, draws when stalemated", "[rules]") {
  const boardlab::Game<>& game = builtin::game_named("horde");
  State<> s(game, "4k3/8/8/8/8/8/3p4/4P3 1 - 1");
  s.play("d2-e1=q");  // takes white's last piece
  rule_checks::check_win(s.outcome(), Player::one, 0);
  // White's pawn blocked, no other piece: no move, and no king to be in check.
  State<> blocked(game, "4k3/8/8/8/8/8/4p3/4P3 0 - 0");
  CHECK(blocked.outcome().result == boardlab::Result::draw);
  CHECK(blocked.outcome().reason == boardlab::Reason::no_legal_move);
  // Black mated by pawns and a queen.
  State<> mate(game, "7k/6Q1/5P2/8/8/8/8/8 1 - 1");
  rule_checks::check_no_move_loss(mate.outcome(), Player::zero);
}

}  // namespace horde_test

// Crazyhouse (docs/rules.md, "Crazyhouse"): a taken piece changes side into the taker's reserve
// (a promoted one as a pawn) and is dropped back on an empty cell, a pawn not on the first or
// last rank; FEN's pockets and promoted pieces; undo. Perft from the start is Fairy-Stockfish's
// (docs/perft.md); random games against it are in tests/python/test_chess.py.
#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "builtin_games.hpp"
#include "rule_checks.hpp"

namespace crazyhouse_test {

namespace {
using boardlab::Player;
using boardlab::State;
using rule_checks::expected;
using rule_checks::move_texts;
}  // namespace

TEST_CASE("crazyhouse: a taken piece goes to the taker's reserve and drops back", "[rules]") {
  const boardlab::Game<>& game = builtin::game_named("crazyhouse");
  CHECK(boardlab::perft(game, game.start(), 3) == 8902);
  State<> s(game);
  CHECK(boardlab::format_fen(game, s.position()) ==
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1");
  for (const char* m : {"e2-e4", "d7-d5", "e4-d5", "d8-d5", "b1-c3"}) s.play(m);
  // Fairy-Stockfish's FEN of the same game; the drop resets nothing (the count is 1 since the
  // queen's capture).
  CHECK(boardlab::format_fen(game, s.position()) ==
        "rnb1kbnr/ppp1pppp/8/3q4/8/2N5/PPPP1PPP/R1BQKBNR[Pp] b KQkq - 1 3");
  CHECK(s.text() ==
        "rnb1kbnr/ppp1pppp/8/3q4/8/2N5/PPPP1PPP/R1BQKBNR 1 P1p1 5 quiet=1,castling=a1e1h1a8e8h8");
  // Black's pawn drops on any empty cell but those of the first and last ranks: 34 empty
  // cells, b1 and d8 among them.
  int pawn_drops = 0;
  for (const auto& m : move_texts(s))
    if (m.starts_with("p@")) ++pawn_drops;
  CHECK(pawn_drops == 34 - 2);
  s.play("p@e2");  // a drop, which sets the fifty-move count to 0 as a capture does
  CHECK(boardlab::format_fen(game, s.position()) ==
        "rnb1kbnr/ppp1pppp/8/3q4/8/2N5/PPPPpPPP/R1BQKBNR[P] w KQkq - 0 4");
  s.undo();
  s.undo();
  CHECK(s.text() == "rnb1kbnr/ppp1pppp/8/3q4/8/8/PPPP1PPP/RNBQKBNR 0 P1p1 4 castling=a1e1h1a8e8h8");
}

TEST_CASE("crazyhouse: a promoted piece is taken as a pawn", "[rules]") {
  const boardlab::Game<>& game = builtin::game_named("crazyhouse");
  State<> s(game, "1r2k3/P7/8/8/8/8/8/4K3 0 - 0");
  s.play("a7-a8=Q");
  CHECK(s.text() == "Qr2k3/8/8/8/8/8/8/4K3 1 - 1 promoted=a8");
  CHECK(boardlab::format_fen(game, s.position()) == "Q~r2k3/8/8/8/8/8/8/4K3[] b - - 0 1");
  const std::string fen = boardlab::format_fen(game, s.position());
  CHECK(boardlab::format_position(game, boardlab::parse_fen(game, fen)) == s.text());
  s.play("b8-a8");  // the queen goes to black's reserve as a pawn
  CHECK(s.text() == "r3k3/8/8/8/8/8/8/4K3 0 p1 2");
  CHECK(boardlab::format_fen(game, s.position()) == "r3k3/8/8/8/8/8/8/4K3[p] w - - 0 2");
  s.undo();
  CHECK(s.text() == "Qr2k3/8/8/8/8/8/8/4K3 1 - 1 promoted=a8");
  // The promoted queen keeps its mark as it moves, and takes black's rook into white's reserve.
  s.play("e8-d7");
  s.play("a8-b8");
  CHECK(s.text() == "1Q6/3k4/8/8/8/8/8/4K3 1 R1 3 promoted=b8");
}

TEST_CASE("crazyhouse: what position text and FEN refuse", "[rules]") {
  const boardlab::Game<>& game = builtin::game_named("crazyhouse");
  // A rook may be a promoted pawn; a king may not.
  CHECK(State<>(game, "4k3/8/8/8/8/8/8/R3K3 0 - 0 promoted=a1").position().promoted.test(0));
  CHECK_THROWS_WITH(State<>(game, "4k3/8/8/8/8/8/8/R3K3 0 - 0 promoted=e1"),
                    Catch::Contains("cell e1 holds no piece of a kind a remembered promotion"));
  CHECK_THROWS_WITH(boardlab::parse_fen(game, "4k3/8/8/8/8/8/8/4K3 w - - 0 1"),
                    Catch::Contains("no reserve in brackets"));
  CHECK_THROWS_WITH(boardlab::parse_fen(game, "4k3/8/8/8/8/8/8/4K3[K] w - - 0 1"),
                    Catch::Contains("'K' is not a kind this game drops"));
  CHECK_THROWS_WITH(boardlab::parse_fen(game, "4k3/8/8/8/8/8/8/4K~3[] w - - 0 1"),
                    Catch::Contains("no piece of a kind a remembered promotion"));
}

}  // namespace crazyhouse_test

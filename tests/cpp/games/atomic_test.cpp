// Atomic chess (docs/rules.md, "Atomic"): a capture explodes the taker and the pieces but pawns
// next to where it lands; a king cannot take; a move may not explode one's own king, and one
// that explodes the other wins whatever else; kings side by side are never in check; explosions
// take castling rights. The positions and their moves are worked out by hand from those rules.
// Perft from the start is python-chess's and pyffish's (docs/perft.md); random games against
// both are in tests/python/test_chess.py.
#include <algorithm>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "builtin_games.hpp"
#include "rule_checks.hpp"

namespace atomic_test {

namespace {
using boardlab::Player;
using boardlab::State;
using rule_checks::expected;
using rule_checks::move_texts;
using rule_checks::moves_from;
}  // namespace

TEST_CASE("atomic: perft from the start", "[rules]") {
  const boardlab::Game<>& game = builtin::game_named("atomic");
  CHECK(boardlab::perft(game, game.start(), 3) == 8902);
  // Chess's is 197,281: at the fourth ply captures next to a king explode it.
  CHECK(boardlab::perft(game, game.start(), 4) == 197326);
}

TEST_CASE("atomic: a capture explodes the taker and the pieces but pawns around it", "[rules]") {
  const boardlab::Game<>& game = builtin::game_named("atomic");
  // The bishop takes the knight on e5: the bishop, the knight and the rook on f6 leave, the pawn
  // on d6 stays.
  State<> s(game, "4k3/8/3p1r2/4n3/8/8/1B6/4K3 0 - 0");
  s.play("b2-e5");
  CHECK(s.text() == "4k3/8/3p4/8/8/8/8/4K3 1 - 1");
  s.undo();
  CHECK(s.text() == "4k3/8/3p1r2/4n3/8/8/1B6/4K3 0 - 0");
  CHECK(s.position().hash == State<>(game, s.text()).position().hash);
  // En passant explodes where the pawn lands (d6), not where the taken pawn stood: the knight
  // on c7 leaves, the pawn on e7 stays.
  State<> ep(game, "4k3/2n1p3/8/3pP3/8/8/8/4K3 0 - 0 en_passant=d6");
  ep.play("e5-d6");
  CHECK(ep.text() == "4k3/4p3/8/8/8/8/8/4K3 1 - 1");
  ep.undo();
  CHECK(ep.text() == "4k3/2n1p3/8/3pP3/8/8/8/4K3 0 - 0 en_passant=d6");
  // A promotion that takes explodes the new queen with the rest.
  State<> promotes(game, "1n2k3/P7/8/8/8/8/8/4K3 0 - 0");
  promotes.play("a7-b8=Q");
  CHECK(promotes.text() == "4k3/8/8/8/8/8/8/4K3 1 - 1");
}

TEST_CASE("atomic: two captures may leave one position, and are two moves", "[rules]") {
  const boardlab::Game<>& game = builtin::game_named("atomic");
  // The rook on d4 and the queen on e3 both take the knight on e4, and each explodes the other.
  State<> s(game, "4k3/8/8/8/3Rn3/4Q3/8/K7 0 - 0");
  const auto takes = moves_from(s, "d4");
  CHECK(std::count(takes.begin(), takes.end(), "d4-e4") == 1);
  const auto queen = moves_from(s, "e3");
  CHECK(std::count(queen.begin(), queen.end(), "e3-e4") == 1);
  State<> t = s;
  s.play("d4-e4");
  t.play("e3-e4");
  CHECK(s.text() == "4k3/8/8/8/8/8/8/K7 1 - 1");
  CHECK(t.text() == s.text());
  // Two captures on cells next to each other, each explosion taking both takers: the queen on g7
  // takes the bishop on h7, the rook on g8 the rook on h8; either leaves the kings alone.
  State<> u(game, "k5rR/6qB/8/8/8/8/8/K7 1 - 0");
  State<> v = u;
  u.play("g7-h7");
  v.play("g8-h8");
  CHECK(u.text() == "k7/8/8/8/8/8/8/K7 0 - 1");
  CHECK(v.text() == u.text());
}

TEST_CASE("atomic: an exploded rook takes its castling right with it", "[rules]") {
  const boardlab::Game<>& game = builtin::game_named("atomic");
  State<> s(game, "r3k3/1n6/8/8/8/8/8/1Q2K3 0 - 0 castling=a8e8");
  s.play("b1-b7");
  CHECK(s.text() == "4k3/8/8/8/8/8/8/4K3 1 - 1");
}

TEST_CASE("atomic: a king cannot take, nor may a move explode one's own king", "[rules]") {
  const boardlab::Game<>& game = builtin::game_named("atomic");
  // Chess lets the king take the knight on d2; here it would explode. f1 is the knight's.
  const State<> king(game, "4k3/8/8/8/8/8/3n4/4K3 0 - 0");
  CHECK(moves_from(king, "e1") == expected({"e1-d1", "e1-e2", "e1-f2"}));
  // The queen's capture on d2 would explode the king on e1 beside it.
  const State<> queen(game, "4k3/8/8/8/8/8/3n4/3QK3 0 - 0");
  CHECK(moves_from(queen, "d1") == expected({"d1-a1", "d1-a4", "d1-b1", "d1-b3", "d1-c1", "d1-c2",
                                             "d1-e2", "d1-f3", "d1-g4", "d1-h5"}));
}

TEST_CASE("atomic: kings side by side are not in check", "[rules]") {
  const boardlab::Game<>& game = builtin::game_named("atomic");
  // The rook on a1 would check the king on e1, but the black king beside it (d2) would explode
  // with its taker. The white king may go where it stays beside the black king (d1, e2) or
  // where nothing attacks it (f2), not to f1, along the rook's rank and away from the king.
  const State<> s(game, "8/8/8/8/8/8/3k4/r3K3 0 - 0");
  CHECK_FALSE(boardlab::in_check(game, s.position()));
  CHECK(move_texts(s) == expected({"e1-d1", "e1-e2", "e1-f2"}));
}

TEST_CASE("atomic: exploding the other king wins, check or not; checkmate wins", "[rules]") {
  const boardlab::Game<>& game = builtin::game_named("atomic");
  // White is in check from the rook on h1, yet the queen's capture on d7 explodes the black
  // king on e8 beside it, and that wins.
  State<> s(game, "4k3/3n4/8/8/8/8/3Q4/K6r 0 - 0");
  CHECK(boardlab::in_check(game, s.position()));
  const auto moves = move_texts(s);
  CHECK(std::find(moves.begin(), moves.end(), "d2-d7") != moves.end());
  s.play("d2-d7");
  CHECK(s.text() == "8/8/8/8/8/8/8/K6r 1 - 1");
  rule_checks::check_win(s.outcome(), Player::zero, 0);
  // A back-rank checkmate: nothing takes or blocks the rook on a8.
  const State<> mate(game, "R6k/6pp/8/8/8/8/8/4K3 1 - 1");
  rule_checks::check_no_move_loss(mate.outcome(), Player::zero);
}

}  // namespace atomic_test

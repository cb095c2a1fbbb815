// The shortcuts of royal legality (royal_legality.hpp) against the plain rule they stand for: a
// move is legal when the boards it would make leave no royal piece of the mover attacked.
// keep_royals_safe looks at most moves through pins, a lone royal piece's destinations all at
// once (attacked_cells) and, in check, the one checker's cell and the cells between
// (attackers_on); here every pseudo-legal move of random games is looked at on its own boards
// (leaves_royal_attacked), every cell by the look back from it (attacked_on), and every attacker
// alone.
#include <algorithm>
#include <string_view>
#include <vector>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "builtin_games.hpp"
#include "rule_checks.hpp"

namespace royal_legality_test {

namespace {

using boardlab::Game;
using boardlab::Move;
using boardlab::Player;
using boardlab::Position;
using Board = Game<>::Board;

// The moves of `p` by the plain rule: generation's moves (promotions chosen), then those whose
// boards leave no royal piece of the mover attacked, then (racing kings) those that give no check.
std::vector<Move> moves_by_plain_rule(const Game<>& game, const Position<64>& p) {
  Game<>::Moves list;
  const auto targets = boardlab::detail::target_boards(game, p);
  Move* end = boardlab::detail::generate_first_part(game, p, targets, list.begin());
  end = boardlab::detail::add_promotions(game, p, list.begin(), end);
  std::vector<Move> out;
  for (Move* m = list.begin(); m != end; ++m)
    if (!boardlab::detail::leaves_royal_attacked(game, p, *m) &&
        (game.checks_allowed() || !boardlab::detail::gives_check(game, p, *m)))
      out.push_back(*m);
  return out;
}

std::vector<Move> sorted(std::vector<Move> moves) {
  std::sort(moves.begin(), moves.end(), [](Move a, Move b) { return a.bits() < b.bits(); });
  return moves;
}

// Both players' attacks on every cell of `p`: all cells at once against each cell's look back,
// and each attacker found against that piece alone.
void check_attacks(const Game<>& game, const Position<64>& p) {
  for (const Player attacker : {Player::zero, Player::one}) {
    const Board all = boardlab::detail::attacked_cells(game, p.by_kind, p.occupied, p.occupied,
                                                       p.ply, game.board(), attacker);
    boardlab::for_each_cell(game.board(), [&](int cell) {
      CAPTURE(cell, int(attacker));
      const bool looked_back = boardlab::attacked(game, p, cell, attacker);
      CHECK(all.test(cell) == looked_back);
      if (game.captures_explode()) return;  // a lone piece would change what its royal allows
      const Board found = boardlab::detail::attackers_on<true>(game, p.by_kind, p.occupied,
                                                               p.occupied, p.ply, cell, attacker);
      CHECK(found.any() == looked_back);
      boardlab::for_each_cell(p.by_owner[boardlab::index(attacker)], [&](int piece) {
        CAPTURE(piece);
        CHECK(found.test(piece) == boardlab::detail::attacked_on(game, p.by_kind, Board::of(piece),
                                                                 p.occupied, p.ply, cell,
                                                                 attacker));
      });
    });
  }
}

// Plays `games` random games of `game` and checks every position on the way.
void check_random_games(const Game<>& game, int games, int positions_checked_for_attacks) {
  boardlab::Random random(7);
  int checks = 0, positions = 0, in_check = 0;
  for (int g = 0; g < games; ++g) {
    Position<64> p = game.start();
    for (;;) {
      const auto moves = boardlab::legal_moves(game, p);
      if (moves.empty()) break;
      ++positions;
      if (boardlab::in_check(game, p)) ++in_check;
      if (!game.captures_explode())
        CHECK(sorted({moves.begin(), moves.end()}) == sorted(moves_by_plain_rule(game, p)));
      if (checks++ < positions_checked_for_attacks) check_attacks(game, p);
      boardlab::apply_unchecked(game, p, moves[random.below(moves.size())]);
    }
  }
  // The games pass through checks, where the shortcuts differ most (none in racing kings).
  if (game.checks_allowed()) CHECK(in_check > positions / 50);
}

}  // namespace

TEST_CASE("royal legality: the legal moves are the plain rule's in random games", "[rules]") {
  for (const std::string_view name :
       {"chess", "chess960", "king_of_the_hill", "three_check", "gardner", "los_alamos", "horde",
        "racing_kings", "crazyhouse", "atomic"}) {
    CAPTURE(name);
    check_random_games(builtin::game_named(name), 4, 100);
  }
}

TEST_CASE("royal legality: in check, only a capture of a lone checker or a block helps",
          "[rules]") {
  const Game<>& chess = builtin::game_named("chess");
  const auto legal = [&](std::string_view text) {
    const boardlab::State<> s(chess, text);
    const auto moves = s.legal_moves();
    CHECK(sorted({moves.begin(), moves.end()}) == sorted(moves_by_plain_rule(chess, s.position())));
    return rule_checks::move_texts(s);
  };
  // The rook on e8 checks along the file: the knight on c7 takes it or blocks on e6, the
  // bishop blocks on e2 or e4; the knight on d2, pinned by the bishop on b4, may not block on
  // e4; the king steps to d1, f1 or f2 (e2 is on the rook's file, d2 its own knight's).
  CHECK(legal("4r2k/2N5/8/8/1b6/3B4/3N4/4K3 0 - 0") ==
        rule_checks::expected({"c7-e6", "c7-e8", "d3-e2", "d3-e4", "e1-d1", "e1-f1", "e1-f2"}));
  // Double check, by the rook on e8 and the knight on d3: the bishop could take either, but only
  // the king may move, and not to e2 (the rook's file) nor f2 (the knight's).
  CHECK(legal("4r2k/8/8/1B6/8/3n4/8/4K3 0 - 0") ==
        rule_checks::expected({"e1-d1", "e1-d2", "e1-f1"}));
  // A knight's check is not along a line: the rook takes it, the bishop cannot help, the king
  // steps anywhere but d2.
  CHECK(legal("7k/5R2/8/8/8/5n2/2B5/4K3 0 - 0") ==
        rule_checks::expected({"e1-d1", "e1-e2", "e1-f1", "e1-f2", "f7-f3"}));
}

}  // namespace royal_legality_test

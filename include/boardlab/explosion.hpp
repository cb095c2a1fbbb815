#pragma once
// Explosions (GameSpec::captures_explode, atomic chess): a capture removes the taking piece and
// every piece on a neighbour of the cell it lands on, but for explosion-proof kinds'
// (KindSpec::explosion_proof), with the taken one. Here: the explosion itself and its undoing
// (apply.hpp calls them), and the legality of moves where royal pieces may be exploded.
//
// The attacks of such a game (royal_legality.hpp, attacked_on) already leave out the captures
// that would explode the taker's own royal piece; what a move's own explosion does is looked at
// here, on the boards the move would make.
#include <cstdint>

#include "game.hpp"
#include "move.hpp"
#include "position.hpp"
#include "position_update.hpp"
#include "royal_legality.hpp"

namespace boardlab::detail {

// The pieces an explosion removed around its cell, as an undo record keeps them: their cells,
// and their kinds, eight bits each, by the index of the direction they stood in from the cell.
template <int N>
struct Exploded {
  typename Position<N>::Board cells{};
  std::uint64_t kinds = 0;
};

// The cells around `cell` whose pieces an explosion there removes, on the given boards.
template <int N>
constexpr typename Game<N>::Board blast_around(const Game<N>& game, int cell,
                                               const typename Game<N>::Board& occupied,
                                               const typename Game<N>::Board& proof) {
  return (game.board_tables().neighbours(cell) & occupied).without(proof);
}

// The explosion of a capture that landed on `to`: the taking piece there and the pieces around
// it that are not explosion-proof leave the board. Returned, not written into the caller's
// undo record (as take_enclosed's, apply.hpp).
template <int N>
constexpr Exploded<N> explode(const Game<N>& game, Position<N>& p, int to) {
  Exploded<N> out;
  out.cells = blast_around(game, to, p.occupied, game.explosion_proof_pieces(p));
  if (out.cells.any())
    for (int j = 0; j < direction_count; ++j) {
      const Direction d = Direction(j);
      if (!game.can_step(d).test(to) || !out.cells.test(to + game.offset(d))) continue;
      const int cell = to + game.offset(d);
      out.kinds |= std::uint64_t(p.top[cell]) << (8 * j);
      set_cell(game, p, cell, Stack{});
    }
  set_cell(game, p, to, Stack{});
  return out;
}

// Puts back the pieces around `to` that explode removed (the taking piece and the taken one are
// the undo record's kept cells).
template <int N>
constexpr void put_back_exploded(const Game<N>& game, Position<N>& p,
                                 const typename Position<N>::Board& cells, std::uint64_t kinds,
                                 int to) {
  for (int j = 0; j < direction_count; ++j) {
    const Direction d = Direction(j);
    if (!game.can_step(d).test(to) || !cells.test(to + game.offset(d))) continue;
    set_cell(game, p, to + game.offset(d), Stack::single(KindIndex((kinds >> (8 * j)) & 0xff)));
  }
}

// Whether `m`, played by the player to move in `p` in a game whose captures explode, is not
// legal for its royal pieces: it explodes one of the mover's, or leaves one attacked without
// exploding the other player's last. On the boards the move would make, as
// leaves_royal_attacked.
template <int N>
constexpr bool explosion_unsafe(const Game<N>& game, const Position<N>& p, Move m) {
  const Player enemy = opponent(p.side);
  // Royal kinds take no piece they leap (check_royals): a capture lands on it or en passant.
  const bool captures = m.type() == MoveType::en_passant ||
                        (m.type() == MoveType::move && p.by_owner[index(enemy)].test(m.to()));
  MoverBoards<N> b = mover_boards_after(game, p, m);
  if (captures) {
    auto blast = blast_around(game, m.to(), b.occupied, game.explosion_proof_pieces(p));
    blast.set(m.to());
    if ((b.royals & blast).any()) return true;
    b.occupied = b.occupied.without(blast);
    b.enemies = b.enemies.without(blast);
    const auto enemy_royals = game.royals(p, enemy);
    if (enemy_royals.any() && (enemy_royals & b.enemies).none()) return false;
  }
  return royal_attacked_on(game, p, b);
}

// Keeps the moves of [first, end) that explosion_unsafe lets through; returns the new end.
template <int N>
constexpr Move* keep_royals_safe_from_explosions(const Game<N>& game, const Position<N>& p,
                                                 Move* first, Move* end) {
  Move* kept = first;
  for (Move* m = first; m != end; ++m)
    if (!explosion_unsafe(game, p, *m)) *kept++ = *m;
  return kept;
}

}  // namespace boardlab::detail

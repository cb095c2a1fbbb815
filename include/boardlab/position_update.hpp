#pragma once
// The one way cells and reserve counts of a position change. set_cell keeps the stacks, the
// bitboards and the Zobrist hash in step; undoing a move is set_cell with the old contents, so it
// restores all three exactly.
#include <cstdint>

#include "force_inline.hpp"
#include "game_tables.hpp"
#include "piece.hpp"
#include "position.hpp"

namespace boardlab {

template <int N>
constexpr void set_cell(const GameTables<N>& game, Position<N>& p, int cell, Stack s) {
  const KindIndex old_top = p.top[cell];
  if (old_top != no_kind) {
    p.by_kind[old_top].reset(cell);
    p.by_owner[index(game.owner(old_top))].reset(cell);
    p.occupied.reset(cell);
    p.hash ^= game.cell_key(cell, p.stack(cell));
  }
  p.pieces[cell] = s.pieces;
  p.height[cell] = s.height;
  // The position's width, not the stack's: a stack kept by an undo record carries none.
  const KindIndex new_top = Stack{s.pieces, s.height, p.piece_bits}.top();
  p.top[cell] = new_top;
  if (new_top != no_kind) {
    p.by_kind[new_top].set(cell);
    p.by_owner[index(game.owner(new_top))].set(cell);
    p.occupied.set(cell);
    p.hash ^= game.cell_key(cell, s);
  }
}

template <int N>
constexpr void set_reserve(const GameTables<N>& game, Position<N>& p, KindIndex k, int count) {
  p.hash ^= game.reserve_key(k, p.reserve[k]) ^ game.reserve_key(k, count);
  p.reserve[k] = std::uint8_t(count);
}

// Closes the empty cell `cell` until the turn ends (Position::closed).
template <int N>
constexpr void close_cell(const GameTables<N>& game, Position<N>& p, int cell) {
  p.closed.set(cell);
  p.occupied.set(cell);
  p.hash ^= game.closed_key(cell);
}

// Opens the closed cell `cell` again as the piece it held comes back (undo).
template <int N>
constexpr void reopen_cell(const GameTables<N>& game, Position<N>& p, int cell) {
  p.closed.reset(cell);
  p.hash ^= game.closed_key(cell);
}

// Sets the closed cells to `cells`: all opened at the turn's end (`cells` empty), all closed
// again when that is undone. The cells are empty either way.
template <int N>
constexpr void set_closed_cells(const GameTables<N>& game, Position<N>& p,
                                const typename Position<N>::Board& cells) {
  for_each_cell(p.closed ^ cells, [&](int c) { p.hash ^= game.closed_key(c); });
  p.occupied = p.occupied.without(p.closed) | cells;
  p.closed = cells;
}

// The common case of set_cell(from, empty) then set_cell(to, piece of from): one piece moves
// to an empty cell or onto a single piece it captures. Same effect, fewer steps.
template <int N>
BOARDLAB_INLINE constexpr void move_single_piece(const GameTables<N>& game, Position<N>& p,
                                                 int from, int to) {
  using Board = typename Position<N>::Board;
  const KindIndex k = p.top[from];
  const KindIndex captured = p.top[to];
  const Board both = Board::of(from) | Board::of(to);
  // The captured piece leaves first: when it is of the mover's kind or side (a game may let a
  // piece take its own), taking it after the move would clear the mover's new bit.
  if (captured != no_kind) {
    p.by_kind[captured].reset(to);
    p.by_owner[index(game.owner(captured))].reset(to);
    p.occupied.reset(from);
    p.hash ^= game.piece_key(to, captured);
  } else {
    p.occupied ^= both;
  }
  p.by_kind[k] ^= both;
  p.by_owner[index(game.owner(k))] ^= both;
  p.hash ^= game.piece_key(from, k) ^ game.piece_key(to, k);
  p.top[from] = no_kind;
  p.top[to] = k;
  p.pieces[from] = 0;
  p.pieces[to] = k;
  p.height[from] = 0;
  p.height[to] = 1;
}

// set_cell for a cell that holds at most one piece and gets at most one (`k`, or no_kind for
// empty): undo's common case, where the kept stacks are single pieces. It skips decoding a stack's
// top at the position's run-time width, which set_cell pays on every call.
template <int N>
BOARDLAB_INLINE constexpr void set_single_cell(const GameTables<N>& game, Position<N>& p, int cell,
                                               KindIndex k) {
  const KindIndex old_top = p.top[cell];
  if (old_top != no_kind) {
    p.by_kind[old_top].reset(cell);
    p.by_owner[index(game.owner(old_top))].reset(cell);
    p.occupied.reset(cell);
    p.hash ^= game.piece_key(cell, old_top);
  }
  p.top[cell] = k;
  if (k == no_kind) {
    p.pieces[cell] = 0;
    p.height[cell] = 0;
    return;
  }
  p.pieces[cell] = k;
  p.height[cell] = 1;
  p.by_kind[k].set(cell);
  p.by_owner[index(game.owner(k))].set(cell);
  p.occupied.set(cell);
  p.hash ^= game.piece_key(cell, k);
}

// Single pieces taken off cells next to one cell (custodial capture's enclosed pieces, an
// explosion's), as an undo record keeps them: their cells, and their kinds, eight bits each, by
// the Direction they stand in from that cell.
template <int N>
struct TakenAround {
  typename Position<N>::Board cells{};
  std::uint64_t kinds = 0;
};

// Takes the pieces on `cells`, each a neighbour of `center`, off the board.
template <int N>
constexpr TakenAround<N> take_around(const GameTables<N>& game, Position<N>& p, int center,
                                     const typename Position<N>::Board& cells) {
  TakenAround<N> taken{cells, 0};
  if (cells.none()) return taken;
  for (int j = 0; j < direction_count; ++j) {
    const Direction d = Direction(j);
    if (!game.can_step(d).test(center) || !cells.test(center + game.offset(d))) continue;
    const int cell = center + game.offset(d);
    taken.kinds |= std::uint64_t(p.top[cell]) << (8 * j);
    set_cell(game, p, cell, Stack{});
  }
  return taken;
}

// Puts back the pieces take_around took around `center`.
template <int N>
constexpr void put_back_around(const GameTables<N>& game, Position<N>& p, int center,
                               const TakenAround<N>& taken) {
  for (int j = 0; j < direction_count; ++j) {
    const Direction d = Direction(j);
    if (!game.can_step(d).test(center) || !taken.cells.test(center + game.offset(d))) continue;
    set_cell(game, p, center + game.offset(d),
             Stack::single(KindIndex((taken.kinds >> (8 * j)) & 0xff)));
  }
}

// The hash computed from scratch; equals p.hash in every position the engine makes.
template <int N>
constexpr std::uint64_t recompute_hash(const GameTables<N>& game, const Position<N>& p) {
  std::uint64_t h = 0;
  for (int c = 0; c < game.cell_count(); ++c) h ^= game.cell_key(c, p.stack(c));
  for (int k = 0; k < game.kind_count(); ++k) h ^= game.reserve_key(k, p.reserve[k]);
  if (p.side == Player::one) h ^= game.side_key();
  for (int c = 0; c < game.cell_count(); ++c) {
    if (p.closed.test(c)) h ^= game.closed_key(c);
    if (p.unmoved.test(c)) h ^= game.unmoved_key(c);
    if (p.en_passant.test(c)) h ^= game.en_passant_key(c);
    if (p.promoted.test(c)) h ^= game.promoted_key(c);
  }
  h ^= game.checks_key(0, p.checks_given[0]) ^ game.checks_key(1, p.checks_given[1]);
  return h ^ game.turn_key(p.turn);
}

}  // namespace boardlab

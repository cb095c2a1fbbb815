#pragma once
// Making and unmaking moves. `apply_unchecked` returns an undo record that `undo` takes back; the
// caller owns the records (State keeps them in its history), so search needs no copies.
//
// Every change of a cell goes through `set_cell`, which keeps the stacks, the bitboards and the
// Zobrist hash in step; undo is set_cell with the old contents, so it restores all three exactly.
#include "force_inline.hpp"
#include "game.hpp"
#include "move.hpp"
#include "position.hpp"

namespace boardlab {

// The old contents of the cells a move changed.
struct Undo {
  Move move = Move::none();
  Stack from{};   // the move's start cell (drops: unused)
  Stack to{};     // its target cell
  Stack leapt{};  // the leapt-over cell, when the move captured it
};

template <int N>
constexpr void set_cell(const Game<N>& game, Position<N>& p, int cell, Stack s) {
  const Kind old_top = p.top[cell];
  if (old_top != no_kind) {
    p.by_kind[old_top].reset(cell);
    p.by_owner[index(game.owner(old_top))].reset(cell);
    p.occupied.reset(cell);
    p.hash ^= game.cell_key(cell, p.stack(cell));
  }
  p.pieces[cell] = s.pieces;
  p.height[cell] = s.height;
  const Kind new_top = s.top();
  p.top[cell] = new_top;
  if (new_top != no_kind) {
    p.by_kind[new_top].set(cell);
    p.by_owner[index(game.owner(new_top))].set(cell);
    p.occupied.set(cell);
    p.hash ^= game.cell_key(cell, s);
  }
}

template <int N>
constexpr void set_reserve(const Game<N>& game, Position<N>& p, Kind k, int count) {
  p.hash ^= game.reserve_key(k, p.reserve[k]) ^ game.reserve_key(k, count);
  p.reserve[k] = std::uint8_t(count);
}

// The common case of set_cell(from, empty) then set_cell(to, piece of from): one piece moves
// to an empty cell or onto a single piece it captures. Same effect, fewer steps.
template <int N>
BOARDLAB_INLINE constexpr void move_single_piece(const Game<N>& game, Position<N>& p, int from,
                                                 int to) {
  using Board = typename Position<N>::Board;
  const Kind k = p.top[from];
  const Kind captured = p.top[to];
  const Board both = Board::of(from) | Board::of(to);
  p.by_kind[k] ^= both;
  p.by_owner[index(game.owner(k))] ^= both;
  p.hash ^= game.piece_key(from, k) ^ game.piece_key(to, k);
  if (captured != no_kind) {
    p.by_kind[captured].reset(to);
    p.by_owner[index(game.owner(captured))].reset(to);
    p.occupied.reset(from);
    p.hash ^= game.piece_key(to, captured);
  } else {
    p.occupied ^= both;
  }
  p.top[from] = no_kind;
  p.top[to] = k;
  p.pieces[from] = 0;
  p.pieces[to] = k;
  p.height[from] = 0;
  p.height[to] = 1;
}

// Plays `m`, which must be legal in `p`: it is not checked (an illegal move leaves an
// inconsistent position). For search loops that take moves from legal_moves; the checked form
// is apply() in state.hpp.
template <int N>
BOARDLAB_INLINE constexpr Undo apply_unchecked(const Game<N>& game, Position<N>& p, Move m) {
  Undo u{};
  u.move = m;
  const int to = m.to();
  switch (m.type()) {
    case MoveType::drop: {
      const Kind k = m.dropped_kind();
      set_cell(game, p, to, Stack::single(k));
      set_reserve(game, p, k, p.reserve[k] - 1);
      break;
    }
    case MoveType::move: {
      const int from = m.from();
      u.from = p.stack(from);
      u.to = p.stack(to);
      if (u.from.height == 1 && u.to.height <= 1 && !(m.stacks() && u.to.height == 1)) {
        move_single_piece(game, p, from, to);
      } else {
        set_cell(game, p, from, Stack{});
        set_cell(game, p, to, m.stacks() ? u.to.with_on_top(u.from) : u.from);
      }
      if (m.captures_leapt()) {
        const int leapt = (from + to) / 2;
        u.leapt = p.stack(leapt);
        set_cell(game, p, leapt, Stack{});
      }
      break;
    }
    case MoveType::stack_move: {
      const int from = m.from();
      const int count = m.count();
      u.from = p.stack(from);
      u.to = p.stack(to);
      const Stack group = u.from.top_part(count);
      set_cell(game, p, from, u.from.without_top(count));
      set_cell(game, p, to, m.stacks() ? u.to.with_on_top(group) : group);
      break;
    }
  }
  p.side = opponent(p.side);
  p.hash ^= game.side_key();
  ++p.ply;
  return u;
}

// Takes back the move `u` was made for; `p` must be the position right after it.
template <int N>
constexpr void undo(const Game<N>& game, Position<N>& p, const Undo& u) {
  --p.ply;
  p.hash ^= game.side_key();
  p.side = opponent(p.side);
  const Move m = u.move;
  const int to = m.to();
  if (m.type() == MoveType::drop) {
    const Kind k = m.dropped_kind();
    set_cell(game, p, to, Stack{});
    set_reserve(game, p, k, p.reserve[k] + 1);
    return;
  }
  if (m.captures_leapt()) set_cell(game, p, (m.from() + to) / 2, u.leapt);
  set_cell(game, p, to, u.to);
  set_cell(game, p, m.from(), u.from);
}

// The hash computed from scratch; equals p.hash in every position the engine makes.
template <int N>
constexpr std::uint64_t recompute_hash(const Game<N>& game, const Position<N>& p) {
  std::uint64_t h = 0;
  for (int c = 0; c < game.cell_count(); ++c) h ^= game.cell_key(c, p.stack(c));
  for (int k = 0; k < game.kind_count(); ++k) h ^= game.reserve_key(k, p.reserve[k]);
  if (p.side == Player::one) h ^= game.side_key();
  return h;
}

}  // namespace boardlab

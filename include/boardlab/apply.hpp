#pragma once
// Making and unmaking moves. `apply_unchecked` returns an undo record that `undo` takes back; the
// caller owns the records (State keeps them in its history), so search needs no copies. Every
// cell changes through set_cell (position_update.hpp).
#include "force_inline.hpp"
#include "game.hpp"
#include "move.hpp"
#include "position.hpp"
#include "position_update.hpp"

namespace boardlab {

// The old contents of the cells a move changed.
struct Undo {
  Move move = Move::none();
  Stack from{};   // the move's start cell (drops: unused)
  Stack to{};     // its target cell
  Stack leapt{};  // the leapt-over cell, when the move captured it
};

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
      const KindIndex k = m.dropped_kind();
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
    const KindIndex k = m.dropped_kind();
    set_cell(game, p, to, Stack{});
    set_reserve(game, p, k, p.reserve[k] + 1);
    return;
  }
  if (m.captures_leapt()) set_cell(game, p, (m.from() + to) / 2, u.leapt);
  set_cell(game, p, to, u.to);
  set_cell(game, p, m.from(), u.from);
}

}  // namespace boardlab

#pragma once
// The majority capture rule (CaptureRule::most, international draughts): of the moves of a part,
// only those that begin or go on with a turn taking the most pieces are legal. Whether a move
// does is known only by playing the rest of the turn, so this rule looks ahead with apply; games
// without it never reach this code.
#include <algorithm>
#include <array>
#include <cstddef>

#include "apply.hpp"
#include "game.hpp"
#include "move.hpp"
#include "position.hpp"
#include "primitive_moves.hpp"

namespace boardlab {

namespace detail {

// The pieces one part takes off the board: the enemy stack it lands on (unless it stacks on
// it) and the stack it leaps over and captures. A Remove lifts the player's own piece: no capture.
template <int N>
constexpr int pieces_taken(const Game<N>& game, const Position<N>& p, Move m) {
  int taken = 0;
  if (m.captures_leapt()) taken += p.height[leapt_cell(game, p, m.from(), m.to())];
  const bool lands = m.type() == MoveType::move || m.type() == MoveType::stack_move;
  if (lands && !m.stacks() && p.by_owner[index(opponent(p.side))].test(m.to()))
    taken += p.height[m.to()];
  return taken;
}

template <int N>
constexpr int most_pieces_taken(const Game<N>& game, Position<N>& p);

// The most pieces a turn can take that goes on with `m` from `p` (put back as it was): what `m`
// takes and, when the turn may go on after it, the most the rest can take. A move that ends the
// turn is not played.
template <int N>
constexpr int most_taken_with(const Game<N>& game, Position<N>& p, Move m) {
  int taken = pieces_taken(game, p, m);
  if (m.then_part() == 0) return taken;
  const Undo u = apply_unchecked(game, p, m);
  if (p.turn.mid_turn()) taken += most_pieces_taken(game, p);
  undo(game, p, u);
  return taken;
}

// The most pieces the rest of the turn can take, from `p` (put back as it was).
template <int N>
constexpr int most_pieces_taken(const Game<N>& game, Position<N>& p) {
  typename Game<N>::Moves moves;
  generate_part_moves(game, p, moves);
  int most = 0;
  for (const Move m : moves) most = std::max(most, most_taken_with(game, p, m));
  return most;
}

// Keeps the moves of `list` (the moves of `p`'s current part) that begin or go on with a turn
// taking the most pieces; when no turn from here takes any, every move stays.
template <int N, int C>
constexpr void keep_most_taking(const Game<N>& game, const Position<N>& p, MoveList<C>& list) {
  if (list.size() < 2) return;
  // A copy to play on only when some move lets the turn go on (a quiet step of draughts does not).
  const bool looks_ahead =
      std::any_of(list.begin(), list.end(), [](Move m) { return m.then_part() != 0; });
  Position<N> q;
  if (looks_ahead) q = p;
  std::array<int, C> counts;  // written for each move before it is read
  int most = 0;
  for (int i = 0; i < list.size(); ++i) {
    counts[std::size_t(i)] =
        looks_ahead ? most_taken_with(game, q, list[i]) : pieces_taken(game, p, list[i]);
    most = std::max(most, counts[std::size_t(i)]);
  }
  if (most == 0) return;
  int kept = 0;
  for (int i = 0; i < list.size(); ++i)
    if (counts[std::size_t(i)] == most) list[kept++] = list[i];
  list.resize(kept);
}

}  // namespace detail

}  // namespace boardlab

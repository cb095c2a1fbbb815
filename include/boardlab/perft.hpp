#pragma once
// perft(p, 0) = 1; perft(p, d) = sum over legal moves m of perft(p after m, d - 1).
#include <cstdint>

#include "apply.hpp"
#include "game.hpp"
#include "outcome.hpp"

namespace boardlab {

// How the last ply is counted: `bulk` counts the moves of each position at depth 1 without
// playing them (the usual speed-up); `play_every_leaf` applies and undoes each one.
enum class Counting : std::uint8_t { bulk, play_every_leaf };

namespace detail {
template <int N>
constexpr std::uint64_t perft_in_place(const Game<N>& game, Position<N>& p, int depth,
                                       Counting counting) {
  if (depth == 0) return 1;
  typename Game<N>::Moves moves;
  legal_moves(game, p, moves);
  if (depth == 1 && counting == Counting::bulk) return std::uint64_t(moves.size());
  std::uint64_t n = 0;
  for (const Move m : moves) {
    const Undo u = apply_unchecked(game, p, m);
    n += perft_in_place(game, p, depth - 1, counting);
    undo(game, p, u);
  }
  return n;
}
}  // namespace detail

template <int N>
constexpr std::uint64_t perft(const Game<N>& game, Position<N> p, int depth,
                              Counting counting = Counting::bulk) {
  return detail::perft_in_place(game, p, depth, counting);
}

}  // namespace boardlab

#pragma once
// Uniformly random playouts: at every ply, generate all legal moves and pick one uniformly.
#include <cstdint>

#include "apply.hpp"
#include "force_inline.hpp"
#include "game.hpp"
#include "outcome.hpp"
#include "random.hpp"

namespace boardlab {

struct PlayoutResult {
  Outcome outcome{};
  int plies = 0;                   // plies played in the playout
  std::uint64_t moves_listed = 0;  // sum of the legal-move counts seen (branching factor * plies)
};

namespace detail {
// A random playout with `list_moves(p, moves)` filling the legal moves: the run-time
// legal_moves, or the shape-specialised loops (Shaped<S>, Compiled<G>::random_playout).
template <int N, class ListMoves>
BOARDLAB_INLINE constexpr PlayoutResult random_playout_with(const Game<N>& game, Position<N>& p,
                                                            Random& random,
                                                            const ListMoves& list_moves) {
  PlayoutResult result{};
  typename Game<N>::Moves moves;
  for (;;) {
    list_moves(p, moves);
    if (moves.empty()) break;
    result.moves_listed += std::uint64_t(moves.size());
    apply_unchecked(game, p, moves[random.below(moves.size())]);
    ++result.plies;
  }
  result.outcome = outcome_without_moves(game, p);
  return result;
}
}  // namespace detail

// Plays `p` to the end with uniformly random moves; `p` is left at the final position.
template <int N>
constexpr PlayoutResult random_playout(const Game<N>& game, Position<N>& p, Random& random) {
  return detail::random_playout_with(
      game, p, random,
      [&](const Position<N>& q, typename Game<N>::Moves& moves) { legal_moves(game, q, moves); });
}

}  // namespace boardlab

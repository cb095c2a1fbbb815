#pragma once
// Uniformly random playouts: at every ply, generate all legal moves and pick one uniformly.
#include <atomic>
#include <cstdint>

#include "apply.hpp"
#include "force_inline.hpp"
#include "game.hpp"
#include "outcome.hpp"
#include "random.hpp"

namespace boardlab {

struct PlayoutResult {
  Outcome outcome{};
  int plies = 0;                   // plies (whole turns) played in the playout
  std::uint64_t moves_listed = 0;  // sum of the legal-move counts seen (branching factor * plies)
  bool stopped = false;            // *stop was set before the game ended (outcome: none)
};

// How often a playout looks at its stop flag: a game with a long ply limit can run for seconds.
inline constexpr int plies_between_stop_checks = 1024;

namespace detail {
// A random playout with `list_moves(p, moves)` filling the legal moves: the run-time
// legal_moves, or the shape-specialised loops (Shaped<S>, Compiled<G>::random_playout).
template <int N, class ListMoves>
BOARDLAB_INLINE constexpr PlayoutResult random_playout_with(const Game<N>& game, Position<N>& p,
                                                            Random& random,
                                                            const ListMoves& list_moves,
                                                            const std::atomic<bool>* stop) {
  PlayoutResult result{};
  typename Game<N>::Moves moves;
  for (;;) {
    list_moves(p, moves);
    if (moves.empty()) break;
    result.moves_listed += std::uint64_t(moves.size());
    // A turn of several parts is played part by part, each chosen uniformly among the legal
    // ones (as OpenSpiel's random bots choose each action); it counts as one ply.
    apply_unchecked(game, p, moves[random.below(moves.size())]);
    if (p.turn.mid_turn()) continue;
    ++result.plies;
    if (stop && result.plies % plies_between_stop_checks == 0 &&
        stop->load(std::memory_order_relaxed)) {
      result.stopped = true;
      return result;
    }
  }
  result.outcome = outcome_without_moves(game, p);
  return result;
}
}  // namespace detail

// Plays `p` to the end with uniformly random moves; `p` is left at the final position. If `stop`
// is given and becomes true, the playout ends early (every 1024 plies it looks) with
// `stopped` set.
template <int N>
constexpr PlayoutResult random_playout(const Game<N>& game, Position<N>& p, Random& random,
                                       const std::atomic<bool>* stop = nullptr) {
  return detail::random_playout_with(
      game, p, random,
      [&](const Position<N>& q, typename Game<N>::Moves& moves) { legal_moves(game, q, moves); },
      stop);
}

}  // namespace boardlab

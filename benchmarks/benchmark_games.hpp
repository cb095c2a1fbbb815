#pragma once
// What bench_engine.cpp and fixed_work.cpp share: the four games whose figures
// docs/performance.md has kept since the first release, built by the compiler, and the positions
// of random games that listings and apply/undo are timed or counted on.
#include <boardlab/boardlab.hpp>
#include <vector>

namespace boardlab::benchmark_games {

// The compile-time path: specs evaluated and games built by the compiler.
inline constexpr Game<> skateboards_game{games::skateboards()};
inline constexpr Game<> pogo_game{games::pogo()};
inline constexpr Game<> pocket_battlefield_game{games::pocket_battlefield()};
inline constexpr Game<> breakthrough_game{games::breakthrough()};

// Positions met in random games, for timing generation and apply/undo on typical positions.
template <int N>
std::vector<Position<N>> sample_positions(const Game<N>& game, int count) {
  std::vector<Position<N>> out;
  Random random(7);
  while (int(out.size()) < count) {
    auto p = game.start();
    typename Game<N>::Moves moves;
    for (legal_moves(game, p, moves); !moves.empty(); legal_moves(game, p, moves)) {
      out.push_back(p);
      apply_unchecked(game, p, moves[random.below(moves.size())]);
    }
  }
  out.resize(std::size_t(count));
  return out;
}

}  // namespace boardlab::benchmark_games

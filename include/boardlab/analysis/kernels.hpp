#pragma once
// Batch work for games built at run time: the shape-specialised path (shape.hpp) when the game
// has the shape of a built-in game, else the generic functions.
//
//   const boardlab::Game<> game{spec_read_from_a_file};
//   const auto kernel = boardlab::kernel_for(game);
//   kernel.playout(game, position, random);    // as random_playout(game, position, random)
//
// Every option of a built-in game keeps its shape (board size, ply limit, regions, paths), and
// many variants share one (a Breakthrough or Skateboards of another size, a Pocket Battlefield
// with other hills). Results are those of the generic functions, move for move; only the speed
// differs. The shapes come from the registry, so a new built-in game is precompiled too.
#include <array>
#include <cstddef>

#include "../game.hpp"
#include "../games/registry.hpp"
#include "../kernel.hpp"
#include "../shape.hpp"

namespace boardlab {

namespace detail {
// The shapes of the built-in games whose default board fits Game<> (a game of turns of several
// parts, as amazons, has a shape that runs the generic functions: nothing to precompile).
inline constexpr std::size_t builtin_shape_count = [] {
  std::size_t count = 0;
  for (const games::BuiltinGame& g : games::registry) count += capacity_for(g.spec()) == 64;
  return count;
}();
inline constexpr auto builtin_shapes = [] {
  std::array<Shape, builtin_shape_count> out{};
  std::size_t i = 0;
  for (const games::BuiltinGame& g : games::registry)
    if (capacity_for(g.spec()) == 64) out[i++] = shape_of(Game<>{g.spec()});
  return out;
}();
}  // namespace detail

template <int N>
Kernel<N> kernel_for(const Game<N>& game) {
  return kernel_among<detail::builtin_shapes>(game);
}

}  // namespace boardlab

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
#include <utility>

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
// The registry index of each of those games.
inline constexpr auto builtin_shape_games = [] {
  std::array<std::size_t, builtin_shape_count> out{};
  std::size_t i = 0;
  for (std::size_t g = 0; g < games::registry.size(); ++g)
    if (capacity_for(games::registry[g].spec()) == 64) out[i++] = g;
  return out;
}();
// Each shape is a constant of its own, built from its game: a compiler bounds the steps of one
// constant expression (Clang's default stopped all the games' shapes built in one at 13 games),
// so that each game's tables count against a budget of their own.
template <std::size_t G>
inline constexpr Shape builtin_shape = shape_of(Game<>{games::registry[G].spec()});
template <std::size_t... I>
constexpr std::array<Shape, sizeof...(I)> builtin_shapes_of(std::index_sequence<I...>) {
  return {builtin_shape<builtin_shape_games[I]>...};
}
inline constexpr auto builtin_shapes =
    builtin_shapes_of(std::make_index_sequence<builtin_shape_count>{});
}  // namespace detail

template <int N>
Kernel<N> kernel_for(const Game<N>& game) {
  return kernel_among<detail::builtin_shapes>(game);
}

}  // namespace boardlab

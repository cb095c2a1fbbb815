#pragma once
// Batch work for games built at run time: the shape-specialised path (shape.hpp) when the game's
// shape is one precompiled here, else the generic functions.
//
//   const boardlab::Game<> game{spec_read_from_a_file};
//   const auto kernel = boardlab::kernel_for(game);
//   kernel.playout(game, position, random);    // as random_playout(game, position, random)
//
// Precompiled: the shapes of the built-in games, which every option of theirs keeps (board size,
// ply limit, regions, paths) and which many variants share (a Breakthrough or Skateboards of
// another size, a Pocket Battlefield with other hills). Results are those of the generic
// functions, move for move; only the speed differs.
#include <cstdint>
#include <iterator>
#include <type_traits>
#include <utility>

#include "../game.hpp"
#include "../games/breakthrough.hpp"
#include "../games/pocket_battlefield.hpp"
#include "../games/pogo.hpp"
#include "../games/skateboards.hpp"
#include "../notation.hpp"
#include "../perft.hpp"
#include "../shape.hpp"
#include "playout.hpp"

namespace boardlab {

// How one playout is played: random_playout<N>, a shape's (Shaped<S>), or a game's
// compile-time path (Compiled<G>).
template <int N>
using PlayoutFunction = PlayoutResult (*)(const Game<N>&, Position<N>&, Random&);
template <int N>
using PerftFunction = std::uint64_t (*)(const Game<N>&, Position<N>, int, Counting);

// The functions batch work calls for one game: kernel_for's choice.
template <int N>
struct Kernel {
  PlayoutFunction<N> playout = &random_playout<N>;
  PerftFunction<N> perft = &boardlab::perft<N>;
  bool shaped = false;  // false: the generic functions
};

namespace detail {
// Each entry instantiates Shaped<S> for every board capacity that asks (a few seconds of
// compile time in the files that include this header, none elsewhere).
inline constexpr Shape precompiled_shapes[] = {
    shape_of(Game<>{games::skateboards()}),
    shape_of(Game<>{games::pogo()}),
    shape_of(Game<>{games::pocket_battlefield()}),
    shape_of(Game<>{games::breakthrough()}),
};

template <int N, int... I>
Kernel<N> find_kernel(const Shape& shape, std::integer_sequence<int, I...>) {
  Kernel<N> kernel;
  auto match = [&]<int K>(std::integral_constant<int, K>) {
    if (!kernel.shaped && shape == precompiled_shapes[K]) {
      using Specialised = Shaped<precompiled_shapes[K]>;
      kernel.playout = &Specialised::template random_playout<N>;
      kernel.perft = &Specialised::template perft<N>;
      kernel.shaped = true;
    }
  };
  (match(std::integral_constant<int, I>{}), ...);
  return kernel;
}
}  // namespace detail

template <int N>
Kernel<N> kernel_for(const Game<N>& game) {
  constexpr int count = int(std::size(detail::precompiled_shapes));
  return detail::find_kernel<N>(shape_of(game), std::make_integer_sequence<int, count>{});
}

}  // namespace boardlab

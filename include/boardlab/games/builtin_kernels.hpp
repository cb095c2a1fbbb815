#pragma once
// The fastest kernel (kernel.hpp) compiled in for any game, built in or built at run time: a
// built-in game's compile-time path (compiled.hpp) for its default options, else the
// shape-specialised path (shape.hpp) when the game has the shape of a built-in game, else the
// generic functions. What a program hands search and batch work (analysis/), which know no game.
//
//   const boardlab::Game<> game{spec_read_from_a_file};
//   const auto kernel = boardlab::kernel_for(game);
//   kernel.playout(game, position, random);    // as random_playout(game, position, random)
//   boardlab::play_match(game, kernel, "mcts:1000", "random", {.games = 100});
//
// Every option of a built-in game keeps its shape (board size, ply limit, regions, paths), and
// many variants share one (a Breakthrough or Skateboards of another size, a Pocket Battlefield
// with other hills). Results are those of the generic functions, move for move; only the speed
// differs. The shapes come from the registry, so a new built-in game is precompiled too.
#include <array>
#include <cstddef>
#include <utility>

#include "../compiled.hpp"
#include "../game.hpp"
#include "../kernel.hpp"
#include "../shape.hpp"
#include "registry.hpp"

namespace boardlab {

namespace detail {
// Each shape is a constant of its own, built from its game on the board capacity the game needs:
// a compiler bounds the steps of one constant expression (Clang's default stopped all the games'
// shapes built in one at 13 games), so that each game's tables count against a budget of their
// own. A shape does not depend on the board's size, so a large game (gomoku's 15x15, havannah's
// hexagon) shares the generation precompiled for its shape with every smaller board of it.
template <std::size_t G>
inline constexpr Shape builtin_shape = [] {
  constexpr GameSpec spec = games::registry[G].spec();
  return shape_of(Game<capacity_for(spec)>{spec});
}();
template <std::size_t... I>
constexpr std::array<Shape, sizeof...(I)> builtin_shapes_of(std::index_sequence<I...>) {
  return {builtin_shape<I>...};
}
// A template whose value depends on its parameter, so that the compiler builds the shapes (some
// fifteen seconds of constant evaluation) only in a file that instantiates kernel_for, not in
// every file that includes this; the parameter is always 0.
template <int Zero>
inline constexpr auto builtin_shapes =
    builtin_shapes_of(std::make_index_sequence<games::registry.size() + std::size_t(Zero)>{});
}  // namespace detail

// Whether kernel_for gives the built-in games' shaped paths. A build may define
// BOARDLAB_GENERIC_KERNELS to have it give the generic functions for every game instead: the
// same results, slower, without compiling the shapes (minutes of compiling under sanitizers,
// which boardlab's own sanitizer build saves; its fuzzers run the shaped paths under them).
#ifdef BOARDLAB_GENERIC_KERNELS
inline constexpr bool precompiled_kernels = false;
#else
inline constexpr bool precompiled_kernels = true;
#endif

namespace detail {
// Whether `game` is the registry's game I with its default options; then `kernel` is its
// compile-time path (Compiled<default_game<I>>).
template <std::size_t I>
bool compiled_kernel_if_default(Kernel<64>& kernel, const Game<64>& game) {
  if constexpr (games::builds_at_compile_time<I>) {
    using Path = Compiled<games::default_game<I>>;
    // The names first: a whole spec's comparison for every game of the registry would cost a
    // search's start more than its first simulations.
    if (game.spec().name != Path::game.spec().name || !(game.spec() == Path::game.spec()))
      return false;
    kernel.playout_function = &Path::random_playout_of;
    kernel.perft_function = &Path::perft_of;
    kernel.legal_moves_function = &Path::legal_moves_of;
    kernel.condition_function = &Path::condition_outcome_of;
    kernel.shaped = kernel.compiled = true;
    return true;
  } else {
    (void)kernel, (void)game;
    return false;
  }
}
template <std::size_t... I>
bool compiled_kernel_if_builtin(Kernel<64>& kernel, const Game<64>& game,
                                std::index_sequence<I...>) {
  return (compiled_kernel_if_default<I>(kernel, game) || ...);
}
}  // namespace detail

// The kernel of the game's shape (the shaped one), whatever its options; kernel_for gives a
// built-in game with its default options its compile-time path instead. Benchmarks compare them.
template <int N>
Kernel<N> shape_kernel_for(const Game<N>& game) {
  if constexpr (!precompiled_kernels) {
    (void)game;
    return {};
  } else {
    // Written to depend on N, which a compiler instantiates only with kernel_for itself (a
    // non-dependent builtin_shapes<> would be built where this template is defined); every N
    // shares the one list.
    return kernel_among<detail::builtin_shapes<N - N>>(game);
  }
}

// A built-in game with its default options (its spec equal to the registry's) gets its
// compile-time path, Compiled<G>, where every offset and mask is a constant: Breakthrough's and
// Clobber's random playouts take three quarters and four fifths of the shaped path's time. Any
// other game gets its shape's kernel, or the generic functions.
template <int N>
Kernel<N> kernel_for(const Game<N>& game) {
  if constexpr (precompiled_kernels && N == 64) {
    Kernel<64> compiled;
    if (detail::compiled_kernel_if_builtin(compiled, game,
                                           std::make_index_sequence<games::registry.size()>{}))
      return compiled;
  }
  return shape_kernel_for(game);
}

// kernel_for as an object, for what takes a kernel for each of several games (analysis/sweep.hpp).
struct BuiltinKernels {
  template <int N>
  Kernel<N> operator()(const Game<N>& game) const {
    return kernel_for(game);
  }
};

// Each kernel_for<N> compiles every built-in game's playout and perft (tens of seconds). A
// program of several files that call it may compile them once: every file defines
// BOARDLAB_KERNELS_INSTANTIATED_ELSEWHERE, and one of them instantiates the three and the three
// shape_kernel_for (`template boardlab::Kernel<64> boardlab::kernel_for(const
// boardlab::Game<64>&);` and so on), as boardlab's own tests and Python module do.
#ifdef BOARDLAB_KERNELS_INSTANTIATED_ELSEWHERE
extern template Kernel<64> shape_kernel_for(const Game<64>&);
extern template Kernel<128> shape_kernel_for(const Game<128>&);
extern template Kernel<256> shape_kernel_for(const Game<256>&);
extern template Kernel<64> kernel_for(const Game<64>&);
extern template Kernel<128> kernel_for(const Game<128>&);
extern template Kernel<256> kernel_for(const Game<256>&);
#endif

}  // namespace boardlab

#pragma once
// The functions batch work and search call for one game (playouts, perft, move lists, end
// conditions), chosen among shape-specialised ones (shape.hpp) when the game's shape is one of a
// list compiled in, else the generic ones. The list is the caller's: games/builtin_kernels.hpp
// passes the shapes of the built-in games. Search and batch work (analysis/) take a kernel as a
// parameter, so that they know no game: the program that assembles them (the Python module, the
// command line, a benchmark) picks it.
//
//   constexpr Shape shapes[] = {shape_of(Game<>{my_spec()})};
//   const Kernel<64> kernel = kernel_among<shapes>(game);   // shaped if `game` has that shape
//   kernel.playout(game, position, random);                 // as random_playout(...)
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <type_traits>
#include <utility>

#include "game.hpp"
#include "perft.hpp"
#include "playout.hpp"
#include "random.hpp"
#include "shape.hpp"

namespace boardlab {

// How one playout is played: random_playout<N>, a shape's (Shaped<S>), or a game's
// compile-time path (Compiled<G>); the last argument is the stop flag (may be null).
template <int N>
using PlayoutFunction = PlayoutResult (*)(const Game<N>&, Position<N>&, Random&,
                                          const std::atomic<bool>*);
template <int N>
using PerftFunction = std::uint64_t (*)(const Game<N>&, Position<N>, int, Counting,
                                        const std::atomic<bool>*);

template <int N>
using LegalMovesFunction = void (*)(const Game<N>&, const Position<N>&, typename Game<N>::Moves&);

template <int N>
using ConditionFunction = Outcome (*)(const Game<N>&, const Position<N>&);

namespace detail {
// condition_outcome(game, p) as a kernel's function (the generic one takes the groups too).
template <int N>
Outcome generic_condition_outcome(const Game<N>& game, const Position<N>& p) {
  return condition_outcome(game, p);
}
}  // namespace detail

template <int N>
struct Kernel {
  PlayoutFunction<N> playout_function = &random_playout<N>;
  PerftFunction<N> perft_function = &boardlab::perft<N>;
  LegalMovesFunction<N> legal_moves_function = &boardlab::legal_moves<N, Game<N>::Moves::capacity>;
  ConditionFunction<N> condition_function = &detail::generic_condition_outcome<N>;
  bool shaped = false;    // false: the generic functions
  bool compiled = false;  // a built-in game's compile-time path (Compiled<G>), for its defaults

  // As random_playout(game, p, random, stop), on this kernel's path.
  PlayoutResult playout(const Game<N>& game, Position<N>& p, Random& random,
                        const std::atomic<bool>* stop = nullptr) const {
    return playout_function(game, p, random, stop);
  }
  // As legal_moves(game, p, moves), on this kernel's path (a search's expansions).
  void legal_moves(const Game<N>& game, const Position<N>& p,
                   typename Game<N>::Moves& moves) const {
    legal_moves_function(game, p, moves);
  }
  // As condition_outcome(game, p), on this kernel's path (the end conditions; a game that lists
  // its moves itself, as VectorEnv lists drops, asks whether it is over).
  Outcome condition_outcome(const Game<N>& game, const Position<N>& p) const {
    return condition_function(game, p);
  }
  // As perft(game, p, depth, counting, stop), on this kernel's path.
  std::uint64_t perft(const Game<N>& game, const Position<N>& p, int depth,
                      Counting counting = Counting::bulk,
                      const std::atomic<bool>* stop = nullptr) const {
    return perft_function(game, p, depth, counting, stop);
  }
};

// The generic functions for every game, as an object: for what takes a kernel for each of
// several games (analysis/sweep.hpp), when nothing is compiled in for them.
struct GenericKernels {
  template <int N>
  Kernel<N> operator()(const Game<N>&) const {
    return {};
  }
};

namespace detail {
template <const auto& Shapes, int N, std::size_t... I>
Kernel<N> find_kernel(const Shape& shape, std::index_sequence<I...>) {
  Kernel<N> kernel;
  auto match = [&]<std::size_t K>(std::integral_constant<std::size_t, K>) {
    if (!kernel.shaped && shape == Shapes[K]) {
      using Specialised = Shaped<Shapes[K]>;
      kernel.playout_function = &Specialised::template random_playout<N>;
      kernel.perft_function = &Specialised::template perft<N>;
      kernel.legal_moves_function = &Specialised::template legal_moves<N, Game<N>::Moves::capacity>;
      kernel.condition_function = &Specialised::template condition_outcome_of<N>;
      kernel.shaped = true;
    }
  };
  (match(std::integral_constant<std::size_t, I>{}), ...);
  return kernel;
}
}  // namespace detail

// The shaped kernel of the first of `Shapes` (a constexpr array of Shape with static storage)
// that is `game`'s shape, else the generic one. Each shape instantiates Shaped<S> for every
// board capacity that asks: seconds of compile time in the files that call this, none elsewhere.
template <const auto& Shapes, int N>
Kernel<N> kernel_among(const Game<N>& game) {
  constexpr std::size_t count = std::size(Shapes);
  return detail::find_kernel<Shapes, N>(shape_of(game), std::make_index_sequence<count>{});
}

}  // namespace boardlab

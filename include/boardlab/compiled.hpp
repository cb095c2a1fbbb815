#pragma once
// The compile-time path: generation specialised on a game known at compile time.
//
//   constexpr boardlab::Game<> breakthrough{boardlab::games::breakthrough()};
//   using Fast = boardlab::Compiled<breakthrough>;
//   Fast::legal_moves(position, moves);      // same moves, same order as legal_moves(game, ...)
//
// The game stays data: Compiled runs the loops of Shaped<shape_of(G)> (shape.hpp), unrolled on
// the game's kinds, primitives, directions and end conditions, on G itself, so that the compiler
// also sees every offset, mask and region as a constant, much as if the game had been written
// by hand. Games built at run time use the plain functions in primitive_moves.hpp and outcome.hpp,
// or Shaped when their shape is one the library precompiles (kernel.hpp,
// games/builtin_kernels.hpp).
#include <atomic>
#include <cstdint>
#include <type_traits>

#include "shape.hpp"

namespace boardlab {

// `G` must be a Game with static storage duration declared constexpr.
template <const auto& G>
struct Compiled {
  using GameType = std::remove_cvref_t<decltype(G)>;
  static constexpr int N = GameType::max_cells;
  using Moves = typename GameType::Moves;
  static constexpr const GameType& game = G;
  using Unrolled = Shaped<shape_of(G)>;  // the loops, unrolled on G's shape

  // As generate_moves(G, p, list).
  BOARDLAB_INLINE static constexpr void generate_moves(const Position<N>& p, Moves& list) {
    Unrolled::generate_moves(G, p, list);
  }

  // As condition_outcome(G, p, groups).
  BOARDLAB_INLINE static constexpr Outcome condition_outcome(
      const Position<N>& p, const DropGroups<N>* groups = nullptr) {
    return Unrolled::condition_outcome(G, p, groups);
  }

  // As legal_moves(G, p, list).
  BOARDLAB_INLINE static constexpr void legal_moves(const Position<N>& p, Moves& list) {
    Unrolled::legal_moves(G, p, list);
  }

  // As random_playout(G, p, random, stop).
  static constexpr PlayoutResult random_playout(Position<N>& p, Random& random,
                                                const std::atomic<bool>* stop = nullptr) {
    if constexpr (G.draws_drops_by_counting())
      return detail::drop_counted_random_playout(
          G, p, random,
          [](const Position<N>& q, const DropGroups<N>* groups)
              BOARDLAB_INLINE_LAMBDA { return condition_outcome(q, groups); },
          stop);
    if constexpr (detail::draws_by_counting(G))
      return detail::counted_random_playout(G, p, random, stop);
    if constexpr (Unrolled::draws_by_displacement(G))
      return detail::random_playout_drawing(
          G, p, random,
          [](const Position<N>& q, Random& r, std::uint64_t& listed)
              BOARDLAB_INLINE_LAMBDA { return Unrolled::draw_by_displacement(G, q, r, listed); },
          stop);
    return detail::random_playout_with(G, p, random, ListLegalMoves{}, stop);
  }

  // The same, in the form of a kernel's playout (kernel.hpp; the game argument is G itself).
  static PlayoutResult random_playout_of(const GameType&, Position<N>& p, Random& random,
                                         const std::atomic<bool>* stop) {
    return random_playout(p, random, stop);
  }

  // The same as condition_outcome, in the form of a kernel's (the game argument is G itself).
  static Outcome condition_outcome_of(const GameType&, const Position<N>& p) {
    return condition_outcome(p);
  }

  // The same as legal_moves, in the form of a kernel's (the game argument is G itself).
  static void legal_moves_of(const GameType&, const Position<N>& p, Moves& list) {
    legal_moves(p, list);
  }

  // As perft(G, p, depth, counting, stop).
  static constexpr std::uint64_t perft(Position<N> p, int depth, Counting counting = Counting::bulk,
                                       const std::atomic<bool>* stop = nullptr) {
    return detail::perft_in_place(G, p, depth, counting, ListLegalMoves{}, stop);
  }

  // The same, in the form of a kernel's perft (the game argument is G itself).
  static std::uint64_t perft_of(const GameType&, Position<N> p, int depth, Counting counting,
                                const std::atomic<bool>* stop) {
    return perft(p, depth, counting, stop);
  }

 private:
  // legal_moves with G itself, not a reference passed along, so that its data folds.
  struct ListLegalMoves {
    BOARDLAB_INLINE constexpr void operator()(const Position<N>& p, Moves& moves) const {
      Unrolled::legal_moves(G, p, moves);
    }
  };
};

}  // namespace boardlab

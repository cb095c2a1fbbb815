#pragma once
// The compile-time path: generation specialised on a game known at compile time.
//
//   constexpr boardlab::Game<> breakthrough{boardlab::games::breakthrough()};
//   using Fast = boardlab::Compiled<breakthrough>;
//   Fast::legal_moves(position, moves);      // same moves, same order as legal_moves(game, ...)
//
// The game stays data: Compiled unrolls the loops over the game's kinds, primitives and end
// conditions at compile time and inlines the engine's own per-primitive generation
// (detail::generate_rule), so the compiler sees every count, type, offset and mask as a
// constant, much as if the game had been written by hand. Games built at run time (variants,
// Python) use the plain functions in movegen.hpp and outcome.hpp, which this mirrors loop for loop.
#include <cstdint>
#include <type_traits>

#include "analysis/playout.hpp"
#include "apply.hpp"
#include "game.hpp"
#include "movegen.hpp"
#include "outcome.hpp"
#include "perft.hpp"

namespace boardlab {

// `G` must be a Game with static storage duration declared constexpr.
template <const auto& G>
struct Compiled {
  using GameType = std::remove_cvref_t<decltype(G)>;
  static constexpr int N = GameType::max_cells;
  using Moves = typename GameType::Moves;
  static constexpr const GameType& game = G;

  // As generate_moves(G, p, list).
  BOARDLAB_INLINE static constexpr void generate_moves(const Position<N>& p, Moves& list) {
    if (p.side == Player::zero)
      generate_for<Player::zero>(p, list);
    else
      generate_for<Player::one>(p, list);
  }

  // As condition_outcome(G, p).
  BOARDLAB_INLINE static constexpr Outcome condition_outcome(const Position<N>& p) {
    return p.mover() == Player::zero ? conditions_after<Player::zero>(p)
                                     : conditions_after<Player::one>(p);
  }

  // As legal_moves(G, p, list).
  BOARDLAB_INLINE static constexpr void legal_moves(const Position<N>& p, Moves& list) {
    if (p.ply >= G.max_plies() || condition_outcome(p).over()) {
      list.clear();
      return;
    }
    generate_moves(p, list);
  }

  // As random_playout(G, p, random).
  static constexpr PlayoutResult random_playout(Position<N>& p, Random& random) {
    return detail::random_playout_with(G, p, random, ListLegalMoves{});
  }

  // The same, in the form run_playouts takes (the game argument is G itself).
  static PlayoutResult random_playout_of(const GameType&, Position<N>& p, Random& random) {
    return random_playout(p, random);
  }

  // As perft(G, p, depth, counting).
  static constexpr std::uint64_t perft(Position<N> p, int depth,
                                       Counting counting = Counting::bulk) {
    return detail::perft_in_place(G, p, depth, counting, ListLegalMoves{});
  }

 private:
  // legal_moves as the shared playout and perft loops take it (a type whose call is inlined).
  struct ListLegalMoves {
    BOARDLAB_INLINE constexpr void operator()(const Position<N>& p, Moves& moves) const {
      legal_moves(p, moves);
    }
  };

  template <Player P>
  BOARDLAB_INLINE static constexpr void generate_for(const Position<N>& p, Moves& list) {
    Move* out = list.begin();
    const detail::TargetBoards<N> targets = detail::target_boards(G, p);
    if (detail::generate_drops(G, p, targets, out)) {
      detail::repeat(std::integral_constant<int, G.moving_kind_count(P)>{},
                     [&](auto i) BOARDLAB_INLINE_LAMBDA {
                       constexpr Kind k = G.moving_kind(P, decltype(i)::value);
                       const auto pieces = p.by_kind[k];
                       if (pieces.none()) return;
                       Move* const first = out;
                       detail::repeat(std::integral_constant<int, G.kind(k).rule_count>{},
                                      [&](auto r) BOARDLAB_INLINE_LAMBDA {
                                        constexpr const auto& rule =
                                            G.kind(k).rules[decltype(r)::value];
                                        out = detail::generate_rule(
                                            G, rule, p, targets, pieces, out,
                                            std::integral_constant<int, rule.direction_count>{});
                                      });
                       if constexpr (G.kind(k).dedupe) out = detail::remove_repeats(first, out);
                     });
    }
    list.resize(int(out - list.begin()));
  }

  template <Player Mover>
  BOARDLAB_INLINE static constexpr Outcome conditions_after(const Position<N>& p) {
    Outcome result{};
    detail::repeat(std::integral_constant<int, G.condition_count_after(Mover)>{},
                   [&](auto i) BOARDLAB_INLINE_LAMBDA {
                     constexpr int c = G.condition_after(Mover, decltype(i)::value);
                     if (!result.over() && condition_holds<N>(p, G.condition(c)))
                       result = {Result::win, G.condition(c).winner, Reason::condition, c};
                   });
    return result;
  }
};

}  // namespace boardlab

#pragma once
// A game's shape, and generation specialised on it.
//
// The shape is the structure of a game's move generation and end conditions without its board:
// for each player, the kinds that move and, for each, its primitives' types and direction
// counts; the number of end conditions checked after each player's move. Breakthrough has one
// shape whatever its size or ply limit; so do the Skateboards variants of any board size.
//
// Shaped<S> unrolls the loops over kinds, primitives, directions and end conditions of every game
// of shape S around the engine's own per-primitive code (detail::generate_rule, force-inlined);
// the board's data (offsets, masks, regions, kinds) is read from the game at run time. Same moves
// in the same order, same outcomes as the generic functions of movegen.hpp and outcome.hpp.
//
// Two users: Compiled<G> (compiled.hpp), a game known at compile time, where the data folds
// into constants too; and games built at run time (variants, Python) whose shape is one the
// library precompiles (kernel.hpp, analysis/kernels.hpp).
#include <array>
#include <atomic>
#include <cstdint>
#include <type_traits>

#include "apply.hpp"
#include "force_inline.hpp"
#include "game.hpp"
#include "movegen.hpp"
#include "outcome.hpp"
#include "perft.hpp"
#include "playout.hpp"

namespace boardlab {

struct Shape {
  struct RuleShape {
    Movement type = Movement::step;
    int direction_count = 0;
    friend constexpr bool operator==(const RuleShape&, const RuleShape&) = default;
  };
  struct KindShape {
    int rule_count = 0;
    std::array<RuleShape, max_primitives_per_kind> rules{};
    bool dedupe = false;
    friend constexpr bool operator==(const KindShape&, const KindShape&) = default;
  };
  struct PlayerShape {
    int moving_kind_count = 0;
    std::array<KindShape, max_kinds> kinds{};  // in the order of Game::moving_kind
    int condition_count = 0;                   // checked after this player's move
    friend constexpr bool operator==(const PlayerShape&, const PlayerShape&) = default;
  };
  std::array<PlayerShape, 2> players{};
  // Turn rules (parts, promotion, compulsory capture, passing: GameTables::has_turn_rules) are
  // played by the generic functions, which a shaped game then calls.
  bool turn_rules = false;
  friend constexpr bool operator==(const Shape&, const Shape&) = default;
};

template <int N>
constexpr Shape shape_of(const Game<N>& game) {
  Shape s;
  for (int pl = 0; pl < 2; ++pl) {
    Shape::PlayerShape& ps = s.players[pl];
    const Player player = Player(pl);
    ps.moving_kind_count = game.moving_kind_count(player);
    for (int i = 0; i < ps.moving_kind_count; ++i) {
      const auto& info = game.kind(game.moving_kind(player, i));
      ps.kinds[i].rule_count = info.rule_count;
      ps.kinds[i].dedupe = info.dedupe;
      for (int r = 0; r < info.rule_count; ++r)
        ps.kinds[i].rules[r] = {info.rules[r].type, info.rules[r].direction_count};
    }
    ps.condition_count = game.condition_count_after(player);
  }
  s.turn_rules = game.has_turn_rules();
  return s;
}

template <Shape S>
struct Shaped {
  // As generate_moves(game, p, list); `game` must have shape S.
  template <int N, int C>
  BOARDLAB_INLINE static constexpr void generate_moves(const Game<N>& game, const Position<N>& p,
                                                       MoveList<C>& list) {
    if constexpr (S.turn_rules)
      boardlab::generate_moves(game, p, list);
    else if (p.side == Player::zero)
      generate_for<Player::zero>(game, p, list);
    else
      generate_for<Player::one>(game, p, list);
  }

  // As condition_outcome(game, p, groups).
  template <int N>
  BOARDLAB_INLINE static constexpr Outcome condition_outcome(
      const Game<N>& game, const Position<N>& p, const DropGroups<N>* groups = nullptr) {
    if constexpr (S.turn_rules) return boardlab::condition_outcome(game, p, groups);
    return p.last_mover() == Player::zero ? conditions_after<Player::zero>(game, p, groups)
                                          : conditions_after<Player::one>(game, p, groups);
  }

  // As legal_moves(game, p, list).
  template <int N, int C>
  BOARDLAB_INLINE static constexpr void legal_moves(const Game<N>& game, const Position<N>& p,
                                                    MoveList<C>& list) {
    if (p.ply >= game.max_plies() || condition_outcome(game, p).over()) {
      list.clear();
      return;
    }
    generate_moves(game, p, list);
  }

  // As random_playout(game, p, random, stop).
  template <int N>
  static constexpr PlayoutResult random_playout(const Game<N>& game, Position<N>& p, Random& random,
                                                const std::atomic<bool>* stop = nullptr) {
    if constexpr (S.players[0].moving_kind_count == 0 && S.players[1].moving_kind_count == 0 &&
                  !S.turn_rules)
      if (game.draws_drops_by_counting())
        return detail::drop_counted_random_playout(
            game, p, random,
            [&](const Position<N>& q, const DropGroups<N>* groups)
                BOARDLAB_INLINE_LAMBDA { return condition_outcome(game, q, groups); },
            stop);
    return detail::random_playout_with(game, p, random, ListLegalMoves<N>{game}, stop);
  }

  // As perft(game, p, depth, counting, stop).
  template <int N>
  static constexpr std::uint64_t perft(const Game<N>& game, Position<N> p, int depth,
                                       Counting counting = Counting::bulk,
                                       const std::atomic<bool>* stop = nullptr) {
    return detail::perft_in_place(game, p, depth, counting, ListLegalMoves<N>{game}, stop);
  }

 private:
  // legal_moves as the shared playout and perft loops take it (a type whose call is inlined).
  template <int N>
  struct ListLegalMoves {
    const Game<N>& game;
    BOARDLAB_INLINE constexpr void operator()(const Position<N>& p,
                                              typename Game<N>::Moves& moves) const {
      legal_moves(game, p, moves);
    }
  };

  template <Player P, int N, int C>
  BOARDLAB_INLINE static constexpr void generate_for(const Game<N>& game, const Position<N>& p,
                                                     MoveList<C>& list) {
    constexpr const Shape::PlayerShape& player = S.players[index(P)];
    Move* out = list.begin();
    const detail::TargetBoards<N> targets = detail::target_boards(game, p);
    if (detail::generate_drops(game, p, targets, out)) {
      detail::repeat(
          std::integral_constant<int, player.moving_kind_count>{},
          [&](auto i) BOARDLAB_INLINE_LAMBDA {
            constexpr const Shape::KindShape& kind = player.kinds[decltype(i)::value];
            const KindIndex k = game.moving_kind(P, decltype(i)::value);
            const auto pieces = p.by_kind[k];
            if (pieces.none()) return;
            const auto& info = game.kind(k);
            Move* const first = out;
            detail::repeat(
                std::integral_constant<int, kind.rule_count>{}, [&](auto r) BOARDLAB_INLINE_LAMBDA {
                  constexpr Shape::RuleShape rule = kind.rules[decltype(r)::value];
                  out = detail::generate_rule(game, info.rules[decltype(r)::value], p, targets,
                                              pieces, out,
                                              std::integral_constant<int, rule.direction_count>{},
                                              std::integral_constant<Movement, rule.type>{});
                });
            if constexpr (kind.dedupe) out = detail::remove_repeats(first, out);
          });
    }
    list.resize(int(out - list.begin()));
  }

  template <Player Mover, int N>
  BOARDLAB_INLINE static constexpr Outcome conditions_after(const Game<N>& game,
                                                            const Position<N>& p,
                                                            const DropGroups<N>* groups) {
    Outcome result{};
    detail::repeat(
        std::integral_constant<int, S.players[index(Mover)].condition_count>{},
        [&](auto i) BOARDLAB_INLINE_LAMBDA {
          const int c = game.condition_after(Mover, decltype(i)::value);
          if (!result.over() && condition_holds_after_drop<N>(game, p, game.condition(c), groups))
            result = {Result::win, game.condition(c).winner, Reason::condition, c};
        });
    return result;
  }
};

}  // namespace boardlab

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
// in the same order, same outcomes as the generic functions of primitive_moves.hpp and outcome.hpp.
//
// Two users: Compiled<G> (compiled.hpp), a game known at compile time, where the data folds
// into constants too; and games built at run time (variants, Python) whose shape is one the
// library precompiles (kernel.hpp, games/builtin_kernels.hpp).
#include <array>
#include <atomic>
#include <cstdint>
#include <type_traits>

#include "apply.hpp"
#include "force_inline.hpp"
#include "game.hpp"
#include "outcome.hpp"
#include "perft.hpp"
#include "playout.hpp"
#include "primitive_moves.hpp"

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
  // Turn rules (parts, promotion, compulsory capture, passing, check: GameTables::has_turn_rules)
  // are played by the generic functions, which a shaped game then calls. Such a game's shape is
  // this flag alone (players left empty): whatever its kinds, its Shaped<S> runs the same code,
  // which one instantiation then serves for every such game (fourteen of the registry's shapes
  // were, each compiled for three board capacities: minutes of every build).
  bool turn_rules = false;
  friend constexpr bool operator==(const Shape&, const Shape&) = default;
};

template <int N>
constexpr Shape shape_of(const Game<N>& game) {
  Shape s;
  s.turn_rules = game.has_turn_rules();
  if (s.turn_rules) return s;
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
  return s;
}

namespace detail {
// The direction boards of every primitive of `player`: those a playout drawing by counting draws
// a move among (Shaped::draw_by_displacement).
constexpr int displacement_boards(const Shape::PlayerShape& player) {
  int boards = 0;
  for (int i = 0; i < player.moving_kind_count; ++i)
    for (int r = 0; r < player.kinds[i].rule_count; ++r)
      boards += player.kinds[i].rules[r].direction_count;
  return boards;
}
}  // namespace detail

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
    return game.last_mover(p) == Player::zero ? conditions_after<Player::zero>(game, p, groups)
                                              : conditions_after<Player::one>(game, p, groups);
  }

  // The same, in the form of a kernel's (kernel.hpp).
  template <int N>
  static Outcome condition_outcome_of(const Game<N>& game, const Position<N>& p) {
    return condition_outcome(game, p);
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
    // Counting the parts is faster than listing them (amazons: 1.3-1.5x), and draws the same
    // moves; the shaped listing gains nothing over it.
    if constexpr (S.turn_rules)
      if (detail::draws_by_counting(game))
        return detail::counted_random_playout(game, p, random, stop);
    if (draws_by_displacement(game))
      return detail::random_playout_drawing(
          game, p, random,
          [&](const Position<N>& q, Random& r, std::uint64_t& listed)
              BOARDLAB_INLINE_LAMBDA { return draw_by_displacement(game, q, r, listed); },
          stop);
    return detail::random_playout_with(game, p, random, ListLegalMoves<N>{game}, stop);
  }

  // True when every primitive of the game moves by displacement (detail::moves_by_displacement),
  // in a game without turn rules, drops or repeated move texts: a random playout then draws each
  // move by counting the cells of each direction's board instead of listing the moves
  // (draw_by_displacement), when the moves come in few direction boards (counts_displacements).
  // Measured on random playouts (benchmarks/, docs/performance.md): Clobber, Breakthrough and
  // Knightthrough play faster so, as writing a move costs more than a direction's popcount.
  template <int N>
  static constexpr bool draws_by_displacement(const Game<N>& game) {
    return counts_displacements && game.drop_kind_count(Player::zero) == 0 &&
           game.drop_kind_count(Player::one) == 0;
  }

  // A legal move drawn uniformly, with their number added to `listed`; Move::none() when there is
  // none (the game is over). legal_moves lists the moves in the order counted here (kind,
  // primitive, direction, target cell), so that a draw picks the move a draw from the list would:
  // the same games, move for move. Only for a game that draws_by_displacement.
  template <int N>
  BOARDLAB_INLINE static constexpr Move draw_by_displacement(const Game<N>& game,
                                                             const Position<N>& p, Random& random,
                                                             std::uint64_t& listed) {
    if (p.ply >= game.max_plies() || condition_outcome(game, p).over()) return Move::none();
    return p.side == Player::zero ? draw_displacement<Player::zero>(game, p, random, listed)
                                  : draw_displacement<Player::one>(game, p, random, listed);
  }

  // As perft(game, p, depth, counting, stop).
  template <int N>
  static constexpr std::uint64_t perft(const Game<N>& game, Position<N> p, int depth,
                                       Counting counting = Counting::bulk,
                                       const std::atomic<bool>* stop = nullptr) {
    return detail::perft_in_place(game, p, depth, counting, ListLegalMoves<N>{game}, stop);
  }

 private:
  // draws_by_displacement's part that the shape decides. Counting pays per direction board,
  // listing per move: with many boards of few moves each, listing is the cheaper. Measured on
  // random playouts (benchmarks/bench_engine.cpp, x86-64-v2): with 3 and 4 boards a player
  // (Breakthrough, Clobber, Knightthrough) they play 1.4 to 1.9 times as fast counted, with
  // Pocket Battlefield's 24 a sixth slower; the bound is a Step in every direction (8).
  static constexpr int most_counted_boards = 8;
  static constexpr bool counts_displacements = [] {
    if (S.turn_rules) return false;
    for (const Shape::PlayerShape& player : S.players) {
      if (detail::displacement_boards(player) > most_counted_boards) return false;
      for (int i = 0; i < player.moving_kind_count; ++i) {
        if (player.kinds[i].dedupe) return false;
        for (int r = 0; r < player.kinds[i].rule_count; ++r)
          if (!detail::moves_by_displacement(player.kinds[i].rules[r].type)) return false;
      }
    }
    return true;
  }();

  // draw_by_displacement for the side to move, P.
  template <Player P, int N>
  BOARDLAB_INLINE static constexpr Move draw_displacement(const Game<N>& game, const Position<N>& p,
                                                          Random& random, std::uint64_t& listed) {
    constexpr const Shape::PlayerShape& player = S.players[index(P)];
    constexpr int capacity = detail::displacement_boards(player);
    using Board = typename Game<N>::Board;
    // Each direction's targets, with what makes a target's move (as emit_whole writes it).
    std::array<Board, capacity> boards{};
    std::array<std::uint32_t, capacity> bases{};
    std::array<int, capacity> counts{};
    int used = 0, total = 0;
    const detail::TargetBoards<N> targets = detail::target_boards(game, p);
    for_each_primitive<P>(
        game, p,
        [&](const auto& rule, const Board& pieces, auto directions, auto type)
            BOARDLAB_INLINE_LAMBDA {
              const Board from = pieces & rule.from;
              if (from.none()) return;
              detail::for_each_shifted(game, rule, targets, from, targets.landing(rule), directions,
                                       type, [&](const Board& to, int back) BOARDLAB_INLINE_LAMBDA {
                                         boards[std::size_t(used)] = to;
                                         bases[std::size_t(used)] =
                                             rule.effect_bits - std::uint32_t(back);
                                         counts[std::size_t(used)] = to.count();
                                         total += counts[std::size_t(used)];
                                         ++used;
                                       });
            },
        [](auto) {});
    if (total == 0) return Move::none();
    listed += std::uint64_t(total);
    int pick = random.below(total), b = 0;
    while (pick >= counts[std::size_t(b)]) pick -= counts[std::size_t(b++)];
    const int to = detail::nth_cell(boards[std::size_t(b)], pick);
    return Move::from_bits(std::uint32_t(to) * 257u + bases[std::size_t(b)]);
  }

  // legal_moves as the shared playout and perft loops take it (a type whose call is inlined).
  template <int N>
  struct ListLegalMoves {
    const Game<N>& game;
    BOARDLAB_INLINE constexpr void operator()(const Position<N>& p,
                                              typename Game<N>::Moves& moves) const {
      legal_moves(game, p, moves);
    }
  };

  // Calls on_primitive(rule, pieces, directions, type) for each primitive of each kind of P that
  // has pieces on the board, in legal_moves' order, its direction count and type as
  // std::integral_constants; then on_kind_done(dedupe), the kind's KindShape::dedupe as one.
  template <Player P, int N, class OnPrimitive, class OnKindDone>
  BOARDLAB_INLINE static constexpr void for_each_primitive(const Game<N>& game,
                                                           const Position<N>& p,
                                                           OnPrimitive&& on_primitive,
                                                           OnKindDone&& on_kind_done) {
    constexpr const Shape::PlayerShape& player = S.players[index(P)];
    detail::repeat(std::integral_constant<int, player.moving_kind_count>{},
                   [&](auto i) BOARDLAB_INLINE_LAMBDA {
                     constexpr const Shape::KindShape& kind = player.kinds[decltype(i)::value];
                     const KindIndex k = game.moving_kind(P, decltype(i)::value);
                     const auto pieces = p.by_kind[k];
                     if (pieces.none()) return;
                     const auto& info = game.kind(k);
                     detail::repeat(
                         std::integral_constant<int, kind.rule_count>{},
                         [&](auto r) BOARDLAB_INLINE_LAMBDA {
                           constexpr Shape::RuleShape rule = kind.rules[decltype(r)::value];
                           on_primitive(info.rules[decltype(r)::value], pieces,
                                        std::integral_constant<int, rule.direction_count>{},
                                        std::integral_constant<Movement, rule.type>{});
                         });
                     on_kind_done(std::integral_constant<bool, kind.dedupe>{});
                   });
  }

  template <Player P, int N, int C>
  BOARDLAB_INLINE static constexpr void generate_for(const Game<N>& game, const Position<N>& p,
                                                     MoveList<C>& list) {
    Move* out = list.begin();
    const detail::TargetBoards<N> targets = detail::target_boards(game, p);
    if (detail::generate_drops(game, p, targets, out)) {
      Move* kind_first = out;
      for_each_primitive<P>(
          game, p,
          [&](const auto& rule, const auto& pieces, auto directions, auto type)
              BOARDLAB_INLINE_LAMBDA {
                out = detail::generate_rule(game, rule, p, targets, pieces, out, directions, type);
              },
          [&](auto dedupe) BOARDLAB_INLINE_LAMBDA {
            if constexpr (decltype(dedupe)::value) out = detail::remove_repeats(kind_first, out);
            kind_first = out;
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
            result = detail::win_unless_shared(game, p, decltype(i)::value, c);
        });
    return result;
  }
};

}  // namespace boardlab

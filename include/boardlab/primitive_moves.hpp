#pragma once
// Move generation: every primitive of every kind of the player to move, set-wise on bitboards
// where the primitive allows it (Step, Leap, OffsetLeap and a Slide limited in distance shift all
// pieces of a kind at once; a Slide to the board's edge goes piece by piece along precomputed rays,
// StackMove stack by stack). Writes into a caller's fixed-capacity list; no allocation.
//
// The public generate_moves (generate_moves.hpp) adds the rules that look ahead through the turn.
#include <bit>
#include <cstdint>
#include <type_traits>
#include <utility>

#include "explosion.hpp"
#include "force_inline.hpp"
#include "game.hpp"
#include "move.hpp"
#include "position.hpp"
#include "royal_legality.hpp"

namespace boardlab {

namespace detail {

// The cells of each target class, as the player to move sees them.
template <int N>
struct TargetBoards {
  using Board = typename Game<N>::Board;
  Board empty, enemy, friendly, neutral;

  // `select` holds all-ones or zero per class (Game::Rule::onto_select): masks, not branches.
  // This and landing are always inlined: at -O3 without -march, GCC left them calls in the
  // compiled perft of breakthrough once move generation grew with the chess family's rules.
  BOARDLAB_INLINE constexpr Board allowed(const std::array<std::uint64_t, 4>& select) const {
    Board b{};
    for (int w = 0; w < Game<N>::words; ++w)
      b.words[w] = (empty.words[w] & select[0]) | (enemy.words[w] & select[1]) |
                   (friendly.words[w] & select[2]) | (neutral.words[w] & select[3]);
    return b;
  }
  // The cells a move by `rule` may end on: its target classes, but its kind's barred cells
  // (KindSpec::barred), which slides still pass through.
  BOARDLAB_INLINE constexpr Board landing(const typename Game<N>::Rule& rule) const {
    return allowed(rule.onto_select) & rule.to;
  }
};

// Writes the move `to * factor + base` for each cell `to` of `targets`, lowest first.
//
// `sparse` (Rule::sparse(): a primitive with many directions, so few targets in each) writes the
// first two moves without a branch, advancing only past real ones: a loop whose exit depends on
// the number of targets mispredicts about once per direction, which costs more than two writes
// that may be dropped. MoveList keeps room past its capacity for them (MoveList::scratch).
template <int Words>
BOARDLAB_INLINE constexpr Move* emit_moves(Move* out, const Bitboard<Words>& targets,
                                           std::uint32_t factor, std::uint32_t base, bool sparse) {
  constexpr std::uint64_t top_bit = std::uint64_t(1) << 63;
  for (int w = 0; w < Words; ++w) {
    std::uint64_t x = targets.words[w];
    const std::uint32_t word_base = base + std::uint32_t(64 * w) * factor;
    if (sparse) {
      for (int k = 0; k < 2; ++k) {
        // For a non-empty x, x | top_bit has the same lowest bit; for an empty one it is defined.
        *out = Move::from_bits(std::uint32_t(std::countr_zero(x | top_bit)) * factor + word_base);
        out += x != 0;
        x &= x - 1;
      }
    }
    for (; x; x &= x - 1)
      *out++ = Move::from_bits(std::uint32_t(std::countr_zero(x)) * factor + word_base);
  }
  return out;
}

// A whole-cell move from (to - back) to each cell of `targets`. Its bits are
// from | to << 8 | effect; since from = to - back, that is to * 257 - back + effect.
template <int Words>
BOARDLAB_INLINE constexpr Move* emit_whole(Move* out, const Bitboard<Words>& targets, int back,
                                           std::uint32_t effect_bits, bool sparse) {
  return emit_moves(out, targets, 257u, effect_bits - std::uint32_t(back), sparse);
}

// A whole-cell move from `from` to each cell of `targets`: to << 8 | from | effect.
template <int Words>
BOARDLAB_INLINE constexpr Move* emit_from(Move* out, const Bitboard<Words>& targets, int from,
                                          std::uint32_t effect_bits) {
  return emit_moves(out, targets, 256u, effect_bits + std::uint32_t(from), false);
}

// Removes moves in [first, end) whose text repeats an earlier one, keeping the first.
constexpr Move* remove_repeats(Move* first, Move* end) {
  Move* kept = first;
  for (Move* m = first; m != end; ++m) {
    bool seen = false;
    for (Move* k = first; k != kept && !seen; ++k) seen = k->text_key() == m->text_key();
    if (!seen) *kept++ = *m;
  }
  return kept;
}

}  // namespace detail

namespace detail {

// Always inlined: every listing starts here, and GCC left it a call in the compiled paths.
template <int N>
BOARDLAB_INLINE constexpr TargetBoards<N> target_boards(const Game<N>& game, const Position<N>& p) {
  const Player me = p.side;
  return {game.board().without(p.occupied), p.by_owner[index(opponent(me))], p.by_owner[index(me)],
          p.by_owner[index(Owner::neutral)]};
}

// The empty cells from which a piece of `info`'s kind, dropped by the player to move, would turn
// some pieces over (Drop::flips). Set-wise, one direction at a time: the flippable pieces one
// step from a friendly piece, grown step by step along the run, and the empty cell one step past
// it, as othello programs find their moves.
template <int N>
constexpr typename Game<N>::Board flipping_cells(const Game<N>& game, const Position<N>& p,
                                                 const typename Game<N>::KindInfo& info,
                                                 const typename Game<N>::Board& empty) {
  const auto& board = game.board_tables();
  const auto flippable = p.by_kind[info.flipped_kind];
  const auto friendly = p.by_owner[index(p.side)];
  typename Game<N>::Board out{};
  for (int e = 0; e < direction_count; ++e) {
    if (!info.drop_flips[index(p.side)].contains(Direction(e))) continue;
    // The run goes from the dropped piece along e, so it is grown from the friendly end back.
    const Direction d = opposite(Direction(e));
    const auto step = [&](const auto& b) {
      return (b & board.can_step(d)).stepped(board.offset(d));
    };
    auto run = step(friendly) & flippable;
    for (int i = 2; i < board.longest_side() && run.any(); ++i) run |= step(run) & flippable;
    out |= step(run) & empty;
  }
  return out;
}

// The pieces a piece of kind k dropped on `to` by the player to move turns over: along each of
// its flip directions, the run of flippable pieces from `to` up to the first other cell, when
// that cell holds a friendly piece.
template <int N>
constexpr typename Game<N>::Board flipped_cells(const Game<N>& game, const Position<N>& p,
                                                KindIndex k, int to) {
  const auto& info = game.kind(k);
  const auto& board = game.board_tables();
  const auto flippable = p.by_kind[info.flipped_kind];
  const auto friendly = p.by_owner[index(p.side)];
  typename Game<N>::Board out{};
  for (int e = 0; e < direction_count; ++e) {
    const Direction d = Direction(e);
    if (!info.drop_flips[index(p.side)].contains(d)) continue;
    const auto& ray = board.ray(d, to);
    const auto stops = ray.without(flippable);
    if (stops.none()) continue;
    const int end = board.offset(d) > 0 ? stops.lowest() : stops.highest();
    if (!friendly.test(end)) continue;
    auto between = ray.without(board.ray(d, end));
    between.reset(end);
    out |= between;
  }
  return out;
}

// The cells whose neighbour along d is in `next`: `next` shifted back one step (a Drop's and a
// Remove's next_to).
template <int N>
BOARDLAB_INLINE constexpr typename Game<N>::Board with_neighbour_in(
    const Game<N>& game, const typename Game<N>::Board& next, Direction d) {
  return game.can_step(d) & next.stepped(-game.offset(d));
}

// The cells with a neighbour of the class a drop of `info`'s kind asks for (Drop::next_to), along
// its directions for the player to move: each direction's class cells, shifted back one step.
template <int N>
constexpr typename Game<N>::Board cells_next_to(const Game<N>& game, const Position<N>& p,
                                                const typename Game<N>::KindInfo& info) {
  const auto next = target_boards(game, p).allowed(info.drop_next_to_select);
  const DirectionSet directions = info.drop_next_to_directions[index(p.side)];
  typename Game<N>::Board out{};
  for (int e = 0; e < direction_count; ++e) {
    const Direction d = Direction(e);
    if (directions.contains(d)) out |= with_neighbour_in(game, next, d);
  }
  return out;
}

// The cells the player to move may drop a piece of kind k on (it holds one), `empty` being the
// empty cells.
template <int N>
BOARDLAB_INLINE constexpr typename Game<N>::Board drop_targets(
    const Game<N>& game, const Position<N>& p, KindIndex k, const typename Game<N>::Board& empty) {
  const auto& info = game.kind(k);
  auto cells = empty & info.drop_cells;
  if (info.drops_onto_pieces)  // onto stacks too (Drop::onto)
    cells |= target_boards(game, p).allowed(info.drop_onto_select) & info.drop_cells;
  if (const int falls = info.drop_falls[index(p.side)]; falls >= 0)
    cells &= game.board_tables().resting_cells(Direction(falls), p.occupied);
  if (info.must_flip) cells &= flipping_cells(game, p, info, empty);
  if (info.drop_needs_neighbour) cells &= cells_next_to(game, p, info);
  return cells;
}

// Whether the player to move has a piece of kind k to drop: one in the reserve, or a supply that
// never runs out (Drop::unlimited).
template <int N>
BOARDLAB_INLINE constexpr bool holds_drop(const Game<N>& game, const Position<N>& p, KindIndex k) {
  // An empty reserve is rare and an endless supply rarer: one test in the common case (the
  // two tests as one expression made othello's listing 6% more instructions).
  if (p.reserve[k] != 0) [[likely]]
    return true;
  return game.has_unlimited_drops() && game.kind(k).unlimited;
}

// The drops of the player to move; returns false when placement_first forbids other moves.
// Inlined, so that a compiled game without drops keeps no call to it.
template <int N>
BOARDLAB_INLINE constexpr bool generate_drops(const Game<N>& game, const Position<N>& p,
                                              const TargetBoards<N>& targets, Move*& out) {
  bool holds_drops = false;
  for (int i = 0; i < game.drop_kind_count(p.side); ++i) {
    const KindIndex k = game.drop_kind(p.side, i);
    if (!holds_drop(game, p, k)) continue;
    holds_drops = true;
    const auto cells = drop_targets(game, p, k, targets.empty);
    if (game.rotating_blocks() == 0) [[likely]] {
      for_each_cell(cells, [&](int to) { *out++ = Move::drop(k, to); });
    } else {
      // Each drop ends with a block's quarter turn, either way (GameSpec::rotating_blocks).
      const int turns = 2 * game.block_count();
      for_each_cell(cells, [&](int to) {
        for (int turn = 1; turn <= turns; ++turn) *out++ = Move::drop(k, to, turn);
      });
    }
  }
  return !(holds_drops && game.placement() == Placement::placement_first);
}

template <class F, int... I>
BOARDLAB_INLINE constexpr void repeat_each(F& f, std::integer_sequence<int, I...>) {
  (f(std::integral_constant<int, I>{}), ...);
}

// Calls f(i) for i in [0, count): a plain loop for an int count; unrolled, with i a constant, for
// a std::integral_constant count (Shaped and Compiled, shape.hpp and compiled.hpp).
template <class Count, class F>
BOARDLAB_INLINE constexpr void repeat(Count count, F&& f) {
  if constexpr (std::is_same_v<Count, int>) {
    for (int i = 0; i < count; ++i) f(i);
  } else {
    repeat_each(f, std::make_integer_sequence<int, Count::value>{});
  }
}

// The cells a slide from `cell` along `rule`'s directions reaches, to the board's edge: each
// direction's ray up to and including its first occupied cell, found without a loop over
// distances (Game::ray).
template <int N, class DirectionCount>
BOARDLAB_INLINE constexpr typename Game<N>::Board ray_reach(const Game<N>& game,
                                                            const typename Game<N>::Rule& rule,
                                                            const Position<N>& p, int cell,
                                                            DirectionCount directions) {
  typename Game<N>::Board reach{};
  repeat(directions, [&](auto j) BOARDLAB_INLINE_LAMBDA {
    const Direction d = rule.directions[j];
    const auto& ray = game.ray(d, cell);
    const auto blockers = ray & p.occupied;
    reach |= game.offset(d) > 0 ? through_lowest(ray, blockers)
                                : ray.without(game.ray(d, highest_blocker(blockers)));
  });
  return reach;
}

// The cells a flying Leap from `cell` lands on: along each direction, past the empty cells to the
// first piece, which must be of `over`, then the empty cells after it up to the next piece (its
// landing cells: a flying leap lands on empty cells only).
template <int N, class DirectionCount>
BOARDLAB_INLINE constexpr typename Game<N>::Board flying_reach(
    const Game<N>& game, const typename Game<N>::Rule& rule, const Position<N>& p,
    const TargetBoards<N>& targets, int cell, DirectionCount directions) {
  using Board = typename Game<N>::Board;
  const Board over = targets.allowed(rule.over_select);
  Board reach{};
  repeat(directions, [&](auto j) BOARDLAB_INLINE_LAMBDA {
    const Direction d = rule.directions[j];
    const Board blockers = game.ray(d, cell) & p.occupied;
    if (blockers.none()) return;
    const bool up = game.offset(d) > 0;
    const int leapt = up ? blockers.lowest() : highest_blocker(blockers);
    if (!over.test(leapt)) return;
    const Board& beyond = game.ray(d, leapt);
    const Board next = beyond & p.occupied;
    reach |=
        (up ? through_lowest(beyond, next) : beyond.without(game.ray(d, highest_blocker(next))));
  });
  return reach & targets.landing(rule);
}

// The cells a Slide of SlideDistance::pieces_on_line from `cell` reaches (before its `onto`):
// along each direction, the cell as many steps away as the line through `cell` holds pieces,
// when the board goes that far and the cells before it hold no piece `over` does not allow. A
// ray runs from the cell to the edge, so the count-th cell along it is `count` offsets away.
template <int N, class DirectionCount>
BOARDLAB_INLINE constexpr typename Game<N>::Board counted_reach(
    const Game<N>& game, const typename Game<N>::Rule& rule, const Position<N>& p,
    const TargetBoards<N>& targets, int cell, DirectionCount directions) {
  using Board = typename Game<N>::Board;
  const Board blocking = p.occupied.without(targets.allowed(rule.over_select));
  Board reach{};
  repeat(directions, [&](auto j) BOARDLAB_INLINE_LAMBDA {
    const Direction d = rule.directions[j];
    const Board& ahead = game.ray(d, cell);
    const int distance =
        1 + (ahead & p.occupied).count() + (game.ray(opposite(d), cell) & p.occupied).count();
    if (distance > ahead.count()) return;
    const int to = cell + distance * game.offset(d);
    Board between = ahead.without(game.ray(d, to));
    between.reset(to);
    if ((between & blocking).none()) reach.set(to);
  });
  return reach;
}

// The cell a Leap from `from` to `to` jumps over: halfway between for an adjacent one, and for
// a flying one the only piece between them (read before the move is played).
template <int N>
constexpr int leapt_cell(const Game<N>& game, const Position<N>& p, int from, int to) {
  if (!game.has_flying_leaps()) return (from + to) / 2;
  const int df = game.file_of(to) - game.file_of(from), dr = game.rank_of(to) - game.rank_of(from);
  const int step = (dr > 0) - (dr < 0), file_step = (df > 0) - (df < 0);
  const int offset = step * game.files() + file_step;
  int cell = from + offset;
  while (cell != to && !p.occupied.test(cell)) cell += offset;
  return cell;
}

// The empty cells a Shoot from `cell` reaches: a slide's, its distance limited or not.
template <int N, class DirectionCount>
BOARDLAB_INLINE constexpr typename Game<N>::Board shot_reach(const Game<N>& game,
                                                             const typename Game<N>::Rule& rule,
                                                             const Position<N>& p,
                                                             const TargetBoards<N>& targets,
                                                             int cell, DirectionCount directions) {
  using Board = typename Game<N>::Board;
  if (rule.along_rays) return ray_reach(game, rule, p, cell, directions) & targets.empty;
  Board reach{};
  repeat(directions, [&](auto j) BOARDLAB_INLINE_LAMBDA {
    const Direction d = rule.directions[j];
    Board reached = Board::of(cell);
    for (int distance = 1; distance <= rule.max_distance; ++distance) {
      reached = (reached & game.can_step(d)).stepped(game.offset(d)) & targets.empty;
      if (reached.none()) break;
      reach |= reached;
    }
  });
  return reach;
}

// A shot from `from` onto each cell of `targets`.
template <int Words, class Rule>
BOARDLAB_INLINE constexpr Move* emit_shots(Move* out, const Bitboard<Words>& targets, int from,
                                           const Rule& rule) {
  for_each_cell(targets, [&](int t) BOARDLAB_INLINE_LAMBDA {
    *out++ = Move::shot(from, t, rule.shot_kind, rule.effect_bits);
  });
  return out;
}

// Whether a primitive moves every piece of its kind at once, by one displacement a direction:
// its moves are then, direction by direction, the cells of one board each (for_each_shifted).
constexpr bool moves_by_displacement(Movement type) {
  return type == Movement::step || type == Movement::leap || type == Movement::offset_leap;
}

// Calls f(to, back) for each direction of a Step, Leap or OffsetLeap (moves_by_displacement), in
// legal_moves' order: `to` holds the cells the pieces of `from` reach that way, `back` the
// displacement, so that a move's origin is its target minus back. generate_rule writes the moves
// of each board; a playout may count them instead (Shaped::random_playout).
template <int N, class DirectionCount, class Type, class F>
BOARDLAB_INLINE constexpr void for_each_shifted(const Game<N>& game,
                                                const typename Game<N>::Rule& rule,
                                                const TargetBoards<N>& targets,
                                                const typename Game<N>::Board& from,
                                                const typename Game<N>::Board& onto,
                                                DirectionCount directions, Type type, F&& f) {
  using Board = typename Game<N>::Board;
  switch (Movement(type)) {
    case Movement::step:
      repeat(directions, [&](auto j) BOARDLAB_INLINE_LAMBDA {
        const Direction d = rule.directions[j];
        const int off = game.offset(d);
        f((from & game.can_step(d)).stepped(off) & onto, off);
      });
      break;
    case Movement::leap: {
      const Board over = targets.allowed(rule.over_select);
      repeat(directions, [&](auto j) BOARDLAB_INLINE_LAMBDA {
        const Direction d = rule.directions[j];
        const int off = game.offset(d);
        const Board middle = (from & game.can_step(d)).stepped(off) & over;
        f((middle & game.can_step(d)).stepped(off) & onto, 2 * off);
      });
      break;
    }
    case Movement::offset_leap:
      repeat(directions, [&](auto j) BOARDLAB_INLINE_LAMBDA {
        const int v = rule.leap_vectors[j];
        const int off = game.leap_offset(v);
        f((from & game.can_leap(v)).stepped(off) & onto, off);
      });
      break;
    default:
      break;
  }
}

// The moves one primitive (`rule`) gives the pieces of its kind. Shared by generate_part_moves
// below and the shape-specialised path (shape.hpp). `directions` and `type` are
// rule.direction_count and rule.type: plain values here, std::integral_constants there, so that the
// loop over directions unrolls and the switch folds; with a rule of a constexpr game (Compiled<G>)
// its offsets and masks fold into constants as well.
template <int N, class DirectionCount, class Type>
BOARDLAB_INLINE constexpr Move* generate_rule(const Game<N>& game,
                                              const typename Game<N>::Rule& rule,
                                              const Position<N>& p, const TargetBoards<N>& targets,
                                              const typename Game<N>::Board& pieces, Move* out,
                                              DirectionCount directions, Type type) {
  using Board = typename Game<N>::Board;
  const Board from = pieces & rule.from;
  if (from.none()) return out;
  const Board onto = targets.landing(rule);
  switch (Movement(type)) {
    case Movement::step:
    case Movement::leap:
    case Movement::offset_leap:
      for_each_shifted(game, rule, targets, from, onto, directions, type,
                       [&](const Board& to, int back) BOARDLAB_INLINE_LAMBDA {
                         out = emit_whole(out, to, back, rule.effect_bits, rule.sparse());
                       });
      break;
    case Movement::slide:
      if (rule.along_rays) {
        // Piece by piece, all directions' targets in one run of moves.
        for_each_cell(from, [&](int cell) BOARDLAB_INLINE_LAMBDA {
          out = emit_from(out, ray_reach(game, rule, p, cell, directions) & onto, cell,
                          rule.effect_bits);
        });
        break;
      }
      repeat(directions, [&](auto j) BOARDLAB_INLINE_LAMBDA {
        const Direction d = rule.directions[j];
        const int off = game.offset(d);
        Board reached = from;
        for (int distance = 1; distance <= rule.max_distance; ++distance) {
          reached = (reached & game.can_step(d)).stepped(off);
          if (reached.none()) break;
          if (distance >= rule.min_distance)
            out = emit_whole(out, reached & onto, distance * off, rule.effect_bits, rule.sparse());
          reached &= targets.empty;  // only empty cells let the slide go on
        }
      });
      break;
    case Movement::flying_leap:
      for_each_cell(from, [&](int cell) BOARDLAB_INLINE_LAMBDA {
        out = emit_from(out, flying_reach(game, rule, p, targets, cell, directions), cell,
                        rule.effect_bits);
      });
      break;
    case Movement::counted_slide:
      for_each_cell(from, [&](int cell) BOARDLAB_INLINE_LAMBDA {
        out = emit_from(out, counted_reach(game, rule, p, targets, cell, directions) & onto, cell,
                        rule.effect_bits);
      });
      break;
    case Movement::shoot:
      // Piece by piece (a shot follows one piece's move): the empty cells a slide reaches.
      for_each_cell(from, [&](int cell) BOARDLAB_INLINE_LAMBDA {
        out = emit_shots(out, shot_reach(game, rule, p, targets, cell, directions), cell, rule);
      });
      break;
    case Movement::remove: {
      // The pieces with a neighbour of the class next_to names, along the rule's directions
      // (no class named: every piece).
      const Board next = targets.allowed(rule.next_to_select);
      Board removable = from;
      if (rule.next_to_select != std::array<std::uint64_t, 4>{}) {
        removable = {};
        repeat(directions, [&](auto j) BOARDLAB_INLINE_LAMBDA {
          const Direction d = rule.directions[j];
          removable |= from & with_neighbour_in(game, next, d);
        });
      }
      for_each_cell(removable,
                    [&](int cell) BOARDLAB_INLINE_LAMBDA { *out++ = Move::removal(cell); });
      break;
    }
    case Movement::stack_move:
      for_each_cell(from, [&](int cell) BOARDLAB_INLINE_LAMBDA {
        const int most = rule.max_count < p.height[cell] ? rule.max_count : p.height[cell];
        for (int count = rule.min_count; count <= most; ++count) {
          Board to = game.stack_reach(cell, count, rule.path) & onto;
          to.reset(cell);
          for_each_cell(to, [&](int t) BOARDLAB_INLINE_LAMBDA {
            *out++ = Move::stack_move(cell, t, count, rule.effect_bits);
          });
        }
      });
      break;
    case Movement::castle:  // generate_first_part, which knows the kind
      break;
  }
  return out;
}

}  // namespace detail

namespace detail {

// The moves of a turn's first part: drops, then every kind's primitives of part 0.
template <int N>
BOARDLAB_INLINE constexpr Move* generate_first_part(const Game<N>& game, const Position<N>& p,
                                                    const TargetBoards<N>& targets, Move* out) {
  if (generate_drops(game, p, targets, out)) {
    // Read once, not once a kind: the games without turn rules pay a register's test for them.
    // An opening rule (before_ply) only in games with turn rules; castling and en passant read
    // the position's memory, and only their games look.
    const bool turn_rules = game.has_turn_rules();
    const bool reads_memory = turn_rules && (game.has_castling() || game.has_en_passant());
    for (int i = 0; i < game.moving_kind_count(p.side); ++i) {
      const KindIndex k = game.moving_kind(p.side, i);
      const auto pieces = p.by_kind[k];
      if (pieces.none()) continue;
      const auto& info = game.kind(k);
      Move* const first = out;
      for (int r = 0; r < info.rule_count; ++r) {
        if (turn_rules && info.rules[r].before_ply != 0 && p.ply >= info.rules[r].before_ply)
          continue;
        out = generate_rule(game, info.rules[r], p, targets, pieces, out,
                            info.rules[r].direction_count, info.rules[r].type);
      }
      if (reads_memory)
        for (int r = 0; r < info.rule_count; ++r) {
          const auto& rule = info.rules[r];
          if (rule.type == Movement::castle && game.has_castling())
            out = generate_castlings(game, p, rule, k, out);
          if (rule.en_passant && game.has_en_passant() && p.en_passant.any())
            out = generate_en_passant(game, p, rule, pieces, out);
        }
      if (info.dedupe) out = remove_repeats(first, out);
    }
  }
  return out;
}

// Whether `m` takes a piece: lands on an enemy, capturing it, or leaps one it captures.
template <int N>
constexpr bool captures(const Position<N>& p, Move m) {
  if (m.captures_leapt() || m.type() == MoveType::en_passant) return true;
  return m.type() == MoveType::move && !m.stacks() &&
         p.by_owner[index(opponent(p.side))].test(m.to());
}

// Whether a move from `from` to `to` goes straight on from the move `came_from` -> `from`: the
// same line, the same way.
template <int N>
constexpr bool goes_straight_on(const Game<N>& game, int came_from, int from, int to) {
  const int df = game.file_of(from) - game.file_of(came_from);
  const int dr = game.rank_of(from) - game.rank_of(came_from);
  const int mf = game.file_of(to) - game.file_of(from);
  const int mr = game.rank_of(to) - game.rank_of(from);
  return mf * dr == mr * df && mf * df + mr * dr > 0;
}

// The cells one piece standing on `cell` may move to (a Shoot: shoot onto) by `rule`, which is
// not a StackMove: a later part moves one piece, so its moves are one set of targets per rule.
template <int N>
constexpr typename Game<N>::Board piece_reach(const Game<N>& game,
                                              const typename Game<N>::Rule& rule,
                                              const Position<N>& p, const TargetBoards<N>& targets,
                                              int cell) {
  using Board = typename Game<N>::Board;
  const Board piece = Board::of(cell) & rule.from;
  if (piece.none()) return {};
  if (rule.type == Movement::shoot)
    return shot_reach(game, rule, p, targets, cell, rule.direction_count);
  const Board onto = targets.landing(rule);
  if (rule.type == Movement::slide && rule.along_rays)
    return ray_reach(game, rule, p, cell, rule.direction_count) & onto;
  if (rule.type == Movement::flying_leap)
    return flying_reach(game, rule, p, targets, cell, rule.direction_count);
  if (rule.type == Movement::counted_slide)
    return counted_reach(game, rule, p, targets, cell, rule.direction_count) & onto;
  Board reach{};
  for (int j = 0; j < rule.direction_count; ++j) {
    if (rule.type == Movement::offset_leap) {
      const int v = rule.leap_vectors[j];
      reach |= (piece & game.can_leap(v)).stepped(game.leap_offset(v));
      continue;
    }
    const Direction d = rule.directions[j];
    const int off = game.offset(d);
    if (rule.type == Movement::leap) {
      const Board middle =
          (piece & game.can_step(d)).stepped(off) & targets.allowed(rule.over_select);
      reach |= (middle & game.can_step(d)).stepped(off);
      continue;
    }
    // A Step, or a Slide limited in distance: it goes on over empty cells only.
    Board reached = piece;
    const int farthest = rule.type == Movement::step ? 1 : rule.max_distance;
    for (int distance = 1; distance <= farthest && reached.any(); ++distance) {
      reached = (reached & game.can_step(d)).stepped(off);
      if (distance >= rule.min_distance) reach |= reached & onto;
      reached &= targets.empty;
    }
  }
  return reach & onto;
}

// The cells of `reach` a piece on `cell` that came from `came_from` goes straight on to.
template <int N>
constexpr typename Game<N>::Board straight_on(const Game<N>& game, typename Game<N>::Board reach,
                                              int came_from, int cell) {
  typename Game<N>::Board kept{};
  for_each_cell(reach, [&](int t) {
    if (goes_straight_on(game, came_from, cell, t)) kept.set(t);
  });
  return kept;
}

// The cells the moving piece may go to by later rule `rule` in its turn's current part (none if
// the rule belongs to another part).
template <int N>
constexpr typename Game<N>::Board later_reach(const Game<N>& game,
                                              const typename Game<N>::Rule& rule,
                                              const Position<N>& p,
                                              const TargetBoards<N>& targets) {
  if (rule.part != p.turn.part) return {};
  const int cell = p.turn.cell;
  const auto reach = piece_reach(game, rule, p, targets, cell);
  return rule.heading == Heading::straight ? straight_on(game, reach, p.turn.came_from, cell)
                                           : reach;
}

// The moves of later rule `rule`, a StackMove, in the turn's current part (none if the rule
// belongs to another part): one per count, so not one set of targets.
template <int N>
constexpr Move* later_stack_moves(const Game<N>& game, const typename Game<N>::Rule& rule,
                                  const Position<N>& p, const TargetBoards<N>& targets, Move* out) {
  if (rule.part != p.turn.part) return out;
  const int cell = p.turn.cell;
  Move* const start = out;
  out = generate_rule(game, rule, p, targets, Game<N>::Board::of(cell), out, rule.direction_count,
                      rule.type);
  if (rule.heading == Heading::any) return out;
  Move* kept = start;
  for (Move* m = start; m != out; ++m)
    if (goes_straight_on(game, p.turn.came_from, cell, m->to())) *kept++ = *m;
  return kept;
}

// The moves of a later part of the turn: the moving piece's primitives of that part, from where
// it stands.
template <int N>
constexpr Move* generate_later_part(const Game<N>& game, const Position<N>& p,
                                    const TargetBoards<N>& targets, Move* out) {
  using Board = typename Game<N>::Board;
  const int cell = p.turn.cell;
  const auto& info = game.kind(p.top[cell]);
  Move* const first = out;
  for (int r = 0; r < info.later_rule_count; ++r) {
    const auto& rule = info.later_rules[r];
    if (rule.type == Movement::stack_move) {
      out = later_stack_moves(game, rule, p, targets, out);
      continue;
    }
    const Board to = later_reach(game, rule, p, targets);
    out = rule.type == Movement::shoot ? emit_shots(out, to, cell, rule)
                                       : emit_from(out, to, cell, rule.effect_bits);
  }
  if (info.later_dedupe) out = remove_repeats(first, out);
  return out;
}

// Whether a Slide or Shoot from `cell` has a move for certain: a first step lands on a cell it
// may stop on (an amazon's arrow always can: the cell the queen left is empty). False says
// nothing: a Slide onto enemies only may reach one further on.
template <int N>
constexpr bool slides_somewhere(const Game<N>& game, const typename Game<N>::Rule& rule,
                                const TargetBoards<N>& targets, int cell) {
  if (rule.type != Movement::slide && rule.type != Movement::shoot) return false;
  if (!rule.from.test(cell)) return false;
  const auto onto = rule.type == Movement::shoot ? targets.empty : targets.landing(rule);
  for (int j = 0; j < rule.direction_count; ++j) {
    const Direction d = rule.directions[j];
    if (game.can_step(d).test(cell) && onto.test(cell + game.offset(d))) return true;
  }
  return false;
}

// Whether the moving piece has a move in its turn's current part: generate_later_part's list is
// not empty, found without writing it.
template <int N>
constexpr bool later_part_has_move(const Game<N>& game, const Position<N>& p,
                                   const TargetBoards<N>& targets) {
  const auto& info = game.kind(p.top[p.turn.cell]);
  for (int r = 0; r < info.later_rule_count; ++r) {
    const auto& rule = info.later_rules[r];
    if (rule.type == Movement::stack_move) {
      typename Game<N>::Moves moves;
      if (later_stack_moves(game, rule, p, targets, moves.begin()) != moves.begin()) return true;
      continue;
    }
    if (rule.part != p.turn.part) continue;
    if (rule.heading == Heading::any && slides_somewhere(game, rule, targets, p.turn.cell))
      return true;
    if (later_reach(game, rule, p, targets).any()) return true;
  }
  return false;
}

// Each move of [first, end) whose piece promotes on landing gets its promotion, one move per
// choice (the first in place, the others after `end`); returns the new end.
template <int N>
constexpr Move* add_promotions(const Game<N>& game, const Position<N>& p, Move* first, Move* end) {
  if (!game.has_promotions()) return end;
  Move* out = end;
  for (Move* m = first; m != end; ++m) {
    if (m->type() != MoveType::move || !game.promotion_cells().test(m->to())) continue;
    const auto& info = game.kind(p.top[m->from()]);
    if (info.promotion_choice_count == 0 || info.promotes_at_turn_end ||
        !info.promotion_region.test(m->to()))
      continue;
    const Move base = *m;
    *m = base.promoted_to(info.promotion_choices[0]);
    for (int c = 1; c < info.promotion_choice_count; ++c)
      *out++ = base.promoted_to(info.promotion_choices[c]);
  }
  return out;
}

// Whether the player not to move would have a move of a turn's first part if it were their turn
// (NoMoveResult::passes_or_ends asks when the player to move has none; a copy, seldom made).
template <int N>
constexpr bool other_player_can_move(const Game<N>& game, const Position<N>& p) {
  Position<N> other = p;
  other.side = opponent(p.side);
  typename Game<N>::Moves moves;
  moves.resize(int(generate_first_part(game, other, target_boards(game, other), moves.begin()) -
                   moves.begin()));
  return !moves.empty();
}

// generate_part_moves for a game with turn rules (GameTables::has_turn_rules): parts, promotion,
// compulsory capture and passing.
template <int N, int C>
constexpr void generate_turn_moves(const Game<N>& game, const Position<N>& p, MoveList<C>& list) {
  const TargetBoards<N> targets = target_boards(game, p);
  Move* out = list.begin();
  if (p.turn.mid_turn()) {
    out = add_promotions(game, p, list.begin(), generate_later_part(game, p, targets, out));
    if (p.turn.may_stop) *out++ = Move::pass();
    list.resize(int(out - list.begin()));
    return;
  }
  out = add_promotions(game, p, list.begin(), generate_first_part(game, p, targets, out));
  if (game.has_royals()) {
    out = game.captures_explode() ? keep_royals_safe_from_explosions(game, p, list.begin(), out)
                                  : keep_royals_safe(game, p, list.begin(), out);
    if (!game.checks_allowed()) out = keep_checks_out(game, p, list.begin(), out);
  }
  if (game.capture_rule() == CaptureRule::compulsory) {
    // One pass: the moves before the first capture are dropped unread again.
    Move* m = list.begin();
    while (m != out && !captures(p, *m)) ++m;
    if (m != out) {
      Move* kept = list.begin();
      for (; m != out; ++m)
        if (captures(p, *m)) *kept++ = *m;
      out = kept;
    }
  }
  if (out == list.begin() &&
      (game.no_legal_move() == NoMoveResult::passes ||
       (game.no_legal_move() == NoMoveResult::passes_or_ends && other_player_can_move(game, p))))
    *out++ = Move::pass();
  list.resize(int(out - list.begin()));
}

// The moves of the turn's current part, before the rules that look ahead through the turn (the
// majority capture rule, majority.hpp); whether the game is over is not asked.
template <int N, int C>
constexpr void generate_part_moves(const Game<N>& game, const Position<N>& p, MoveList<C>& list) {
  if (game.has_turn_rules()) return generate_turn_moves(game, p, list);
  const TargetBoards<N> targets = target_boards(game, p);
  list.resize(int(generate_first_part(game, p, targets, list.begin()) - list.begin()));
}

}  // namespace detail

}  // namespace boardlab

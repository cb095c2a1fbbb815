#pragma once
// Move generation: every primitive of every kind of the player to move, set-wise on bitboards
// where the primitive allows it (Step, Leap and Slide shift all pieces of a kind at once; only
// StackMove walks stack by stack). Writes into a caller's fixed-capacity list; no allocation.
//
// `generate_moves` ignores whether the game is over; `legal_moves` (outcome.hpp) does not.
#include "game.hpp"
#include "move.hpp"
#include "position.hpp"

namespace boardlab {

namespace detail {

template <int N>
struct TargetBoards {
  using Board = typename Game<N>::Board;
  Board empty, enemy, friendly, neutral;

  constexpr Board allowed(Targets t) const {
    Board b{};
    if (t.empty_cells()) b |= empty;
    if (t.enemies()) b |= enemy;
    if (t.friends()) b |= friendly;
    if (t.neutrals()) b |= neutral;
    return b;
  }
};

// Pushes a move from (to - distance * offset) to each cell of `targets`.
template <int N, int C>
constexpr void push_whole(MoveList<C>& out, typename Game<N>::Board targets, int back,
                          std::uint32_t effect_bits) {
  for_each_cell(targets, [&](int to) { out.push(Move::whole(to - back, to, effect_bits)); });
}

// Destinations of the top part of a stack moved exactly `count` orthogonal steps from `from`,
// never straight back. Set-wise: one bitboard per direction of the last step (and, for
// bends_without_u, per sense of the last turn).
template <int N>
constexpr typename Game<N>::Board stack_destinations(const Game<N>& game, int from, int count,
                                                     Path path) {
  using Board = typename Game<N>::Board;
  constexpr std::array<Direction, 4> orth = {Direction::north, Direction::east, Direction::south,
                                             Direction::west};
  auto step = [&](const Board& b, int d) {
    return (b & game.can_step(orth[d])).shifted(game.offset(orth[d]));
  };
  const Board start = Board::of(from);
  if (path == Path::straight) {
    Board all{};
    for (int d = 0; d < 4; ++d) {
      Board b = start;
      for (int i = 0; i < count; ++i) b = step(b, d);
      all |= b;
    }
    return all;
  }
  // frontier[d][t]: cells reached with last step in orth[d] and last turn t (0 none, 1 right,
  // 2 left). Paths that never turn stay in t = 0.
  std::array<std::array<Board, 3>, 4> frontier{};
  for (int d = 0; d < 4; ++d) frontier[d][0] = step(start, d);
  for (int i = 1; i < count; ++i) {
    std::array<std::array<Board, 3>, 4> next{};
    for (int d = 0; d < 4; ++d)
      for (int t = 0; t < 3; ++t) {
        const Board& here = frontier[d][t];
        if (here.none()) continue;
        next[d][t] |= step(here, d);  // straight on
        const int right = (d + 1) % 4, left = (d + 3) % 4;
        if (path == Path::bends) {
          next[right][0] |= step(here, right);
          next[left][0] |= step(here, left);
        } else {
          if (t != 1) next[right][1] |= step(here, right);
          if (t != 2) next[left][2] |= step(here, left);
        }
      }
    frontier = next;
  }
  Board all{};
  for (auto& by_turn : frontier)
    for (auto& b : by_turn) all |= b;
  return all;
}

// Removes moves in [first, end) whose text repeats an earlier one, keeping the first.
template <int C>
constexpr void remove_repeats(MoveList<C>& out, int first) {
  int kept = first;
  for (int i = first; i < out.size(); ++i) {
    bool seen = false;
    for (int j = first; j < kept && !seen; ++j) seen = out[j].text_key() == out[i].text_key();
    if (!seen) out[kept++] = out[i];
  }
  out.resize(kept);
}

}  // namespace detail

template <int N, int C>
constexpr void generate_moves(const Game<N>& game, const Position<N>& p, MoveList<C>& out) {
  using Board = typename Game<N>::Board;
  out.clear();
  const Player me = p.side;
  const detail::TargetBoards<N> targets{game.board().without(p.occupied),
                                        p.by_owner[index(opponent(me))], p.by_owner[index(me)],
                                        p.by_owner[index(Owner::neutral)]};

  bool holds_drops = false;
  for (int i = 0; i < game.drop_kind_count(me); ++i) {
    const Kind k = game.drop_kind(me, i);
    if (p.reserve[k] == 0) continue;
    holds_drops = true;
    for_each_cell(targets.empty & game.kind(k).drop_cells,
                  [&](int to) { out.push(Move::drop(k, to)); });
  }
  if (holds_drops && game.placement() == Placement::placement_first) return;

  for (int i = 0; i < game.moving_kind_count(me); ++i) {
    const Kind k = game.moving_kind(me, i);
    const Board pieces = p.by_kind[k];
    if (pieces.none()) continue;
    const auto& info = game.kind(k);
    const int first = out.size();
    for (int r = 0; r < info.rule_count; ++r) {
      const auto& rule = info.rules[r];
      const Board from = pieces & rule.from;
      if (from.none()) continue;
      const Board onto = targets.allowed(rule.onto);
      switch (rule.type) {
        case PrimitiveType::step:
          for (int j = 0; j < rule.direction_count; ++j) {
            const Direction d = rule.directions[j];
            const int off = game.offset(d);
            const Board to = (from & game.can_step(d)).shifted(off) & onto;
            detail::push_whole<N>(out, to, off, rule.effect_bits);
          }
          break;
        case PrimitiveType::slide:
          for (int j = 0; j < rule.direction_count; ++j) {
            const Direction d = rule.directions[j];
            const int off = game.offset(d);
            Board reached = from;
            for (int distance = 1; distance <= rule.max_distance; ++distance) {
              reached = (reached & game.can_step(d)).shifted(off);
              if (reached.none()) break;
              detail::push_whole<N>(out, reached & onto, distance * off, rule.effect_bits);
              reached &= targets.empty;  // only empty cells let the slide go on
            }
          }
          break;
        case PrimitiveType::leap: {
          const Board over = targets.allowed(rule.over);
          for (int j = 0; j < rule.direction_count; ++j) {
            const Direction d = rule.directions[j];
            const int off = game.offset(d);
            const Board middle = (from & game.can_step(d)).shifted(off) & over;
            const Board to = (middle & game.can_step(d)).shifted(off) & onto;
            detail::push_whole<N>(out, to, 2 * off, rule.effect_bits);
          }
          break;
        }
        case PrimitiveType::stack_move:
          for_each_cell(from, [&](int cell) {
            const int most = rule.max_count < p.height[cell] ? rule.max_count : p.height[cell];
            for (int count = rule.min_count; count <= most; ++count) {
              Board to = detail::stack_destinations(game, cell, count, rule.path) & onto;
              to.reset(cell);
              for_each_cell(
                  to, [&](int t) { out.push(Move::stack_move(cell, t, count, rule.effect_bits)); });
            }
          });
          break;
        case PrimitiveType::drop:
          break;
      }
    }
    if (info.dedupe) detail::remove_repeats(out, first);
  }
}

}  // namespace boardlab

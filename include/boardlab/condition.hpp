#pragma once
// An end condition resolved for play: the kind it counts as an index (or all of a player's
// pieces), its regions as bitboards, a line's axes, a connection's steps. The spec has been
// checked (spec_check.hpp).
#include <array>
#include <cstdint>

#include "board_tables.hpp"
#include "force_inline.hpp"
#include "geometry.hpp"
#include "piece.hpp"
#include "rules.hpp"
#include "spec.hpp"

namespace boardlab {

template <int MaxCells>
struct Condition {
  using Board = typename BoardTables<MaxCells>::Board;

  ConditionType type = ConditionType::at_most;
  int kind = -1;  // -1: all pieces of `player`
  Player player = Player::zero;
  Board region{};
  Board to_region{};  // a connection's second region
  int count = 0;
  Player winner = Player::zero;
  When when = When::always;
  // An InARow's axes, each by one of its two directions (a direction and its opposite make the
  // same lines, so there are at most four); the board's tables give their shifts.
  LineLength length = LineLength::at_least;
  std::uint8_t axis_count = 0;
  std::array<Direction, 4> axes{};
  // A connection's or a group's directions that the board has (a hex board lacks two).
  std::uint8_t step_count = 0;
  std::array<Direction, direction_count> steps{};
  // A GroupTouches' regions, and a followed Connects' two (group_set >= 0), as bits of their
  // indices in the game's table of regions (a mask rather than their bitboards, so that other
  // conditions carry no more than two bytes).
  std::uint16_t touched = 0;
  // A group condition's GroupSet, an index in the game's table of them (-1 for other conditions).
  std::int8_t group_set = -1;
  // A Reaches' answering kind (Reaches::answer), or -1: none.
  std::int8_t answer_kind = -1;
};

// The pieces and steps along which a group condition (GroupTouches, Ring, a Connects of two
// named regions) grows its groups, and the regions its conditions ask about: the game keeps one
// for each different pieces and steps, which a playout follows drop by drop (group_tracker.hpp).
struct GroupSet {
  int kind = -1;  // -1: all pieces of `player`
  Player player = Player::zero;
  std::uint8_t step_count = 0;
  std::array<Direction, direction_count> steps{};
  std::uint16_t regions = 0;  // bits of region indices
  // A Ring grows over the set: its tracker counts each cell's neighbouring stones, which the
  // other group conditions never ask about.
  bool rings = false;
};
inline constexpr int max_group_sets = max_end_conditions;

// The four directions that stand for the four axes (each with its opposite).
inline constexpr std::array<Direction, 4> axis_directions{Direction::north, Direction::north_east,
                                                          Direction::east, Direction::south_east};

// Whether `pieces` holds a run of c.count cells along one of c's axes (exactly c.count when its
// length is exact). Set-wise: after k rounds `run` holds the cells that end a run of k + 1 (each
// round keeps the pieces one step ahead of a run; the cells with a neighbour that way are
// shifted, so no run wraps round an edge), so the check costs count - 1 shifts and ands an axis,
// whatever the number of pieces. Inlined: on a compile-time game the axes, the offsets and the
// count are constants, and a game of lines for both players checks two after every move
// (Pentago's playouts: 25% fewer instructions).
template <int MaxCells>
BOARDLAB_INLINE constexpr bool line_holds(const BoardTables<MaxCells>& board,
                                          const typename Condition<MaxCells>::Board& pieces,
                                          const Condition<MaxCells>& c) {
  for (int a = 0; a < c.axis_count; ++a) {
    const Direction d = c.axes[a];
    const int offset = board.offset(d);
    const auto& ahead = board.can_step(d);
    auto run = pieces;
    for (int k = 1; k < c.count && run.any(); ++k) run = pieces & (run & ahead).stepped(offset);
    if (c.length == LineLength::exactly) {
      // Ends of runs of exactly count: not the end of a longer run, and no piece one step ahead.
      const auto longer = pieces & (run & ahead).stepped(offset);
      const auto followed = (pieces & board.can_step(opposite(d))).stepped(-offset);
      run = run.without(longer).without(followed);
    }
    if (run.any()) return true;
  }
  return false;
}

// Whether a flood fill from `seed` through `pieces` along c's steps reaches a set for which
// `done` holds. On whole bitboards: each round grows the set a step along every direction, each
// direction from what the round has reached so far, so a chain that bends is followed in fewer
// rounds; the fill stops when it no longer grows.
template <int MaxCells, class Done>
BOARDLAB_INLINE constexpr bool flood_reaches(const BoardTables<MaxCells>& board,
                                             const typename Condition<MaxCells>::Board& pieces,
                                             typename Condition<MaxCells>::Board reached,
                                             const Condition<MaxCells>& c, const Done& done) {
  for (;;) {
    if (done(reached)) return true;
    auto grown = reached;
    for (int i = 0; i < c.step_count; ++i) {
      const Direction d = c.steps[i];
      grown |= pieces & (grown & board.can_step(d)).stepped(board.offset(d));
    }
    if (grown == reached) return false;
    reached = grown;
  }
}

// Whether `pieces` join c.region to c.to_region (a Connects): the pieces in c.region grow until
// they reach c.to_region.
template <int MaxCells>
constexpr bool connection_holds(const BoardTables<MaxCells>& board,
                                const typename Condition<MaxCells>::Board& pieces,
                                const Condition<MaxCells>& c) {
  const auto start = pieces & c.region;
  // Before both regions hold a piece (most of a game's opening) there is nothing to grow.
  if (start.none() || (pieces & c.to_region).none()) return false;
  return flood_reaches(board, pieces, start, c, [&](const auto& reached) BOARDLAB_INLINE_LAMBDA {
    return (reached & c.to_region).any();
  });
}

// Whether `pieces` form one group (an AllConnected): the group of the lowest piece grows until
// it holds them all.
template <int MaxCells>
constexpr bool group_holds(const BoardTables<MaxCells>& board,
                           const typename Condition<MaxCells>::Board& pieces,
                           const Condition<MaxCells>& c) {
  if (pieces.none()) return false;
  return flood_reaches(board, pieces, Condition<MaxCells>::Board::of(pieces.lowest()), c,
                       [&](const auto& reached)
                           BOARDLAB_INLINE_LAMBDA { return reached == pieces; });
}

// The group of `seed` in `pieces`: grown along c's steps until it no longer grows.
template <int MaxCells>
constexpr typename Condition<MaxCells>::Board grown_group(
    const BoardTables<MaxCells>& board, const typename Condition<MaxCells>::Board& pieces,
    typename Condition<MaxCells>::Board group, const Condition<MaxCells>& c) {
  flood_reaches(board, pieces, group, c, [&](const auto& reached) BOARDLAB_INLINE_LAMBDA {
    group = reached;
    return false;
  });
  return group;
}

// How many of c's touched regions `cells` has a piece in.
template <int MaxCells, class Regions>
constexpr int regions_touched(const typename Condition<MaxCells>::Board& cells,
                              const Condition<MaxCells>& c, const Regions& regions) {
  int n = 0;
  for (int i = 0; i < int(regions.size()); ++i)
    if ((c.touched >> i & 1) != 0 && (cells & regions[i]).any()) ++n;
  return n;
}

// Whether one group of `pieces` touches c.count of c's regions (a GroupTouches; `regions` is
// the game's table of region bitboards). Nothing is grown until all of `pieces` together touch
// that many, which rules out most positions of a game; then each group with a piece in one of
// the regions is grown once.
template <int MaxCells, class Regions>
constexpr bool group_touches_holds(const BoardTables<MaxCells>& board,
                                   const typename Condition<MaxCells>::Board& pieces,
                                   const Condition<MaxCells>& c, const Regions& regions) {
  if (regions_touched(pieces, c, regions) < c.count) return false;
  typename Condition<MaxCells>::Board seeds{};
  for (int i = 0; i < int(regions.size()); ++i)
    if ((c.touched >> i & 1) != 0) seeds |= pieces & regions[i];
  while (seeds.any()) {
    const auto group =
        grown_group(board, pieces, Condition<MaxCells>::Board::of(seeds.lowest()), c);
    if (regions_touched(group, c, regions) >= c.count) return true;
    seeds = seeds.without(group);
  }
  return false;
}

// Whether `pieces` form a ring round a cell on a hex board (a Ring). On the hex grid a set of
// cells that no path of other cells joins to the rim is walled in by a closed chain of
// `pieces`, and a closed chain of `pieces` walls in some cell that is not one of them, or else
// one of them all of whose six neighbours are `pieces`. So: the cells that are not `pieces`
// grow from the rim (the cells with a neighbour off the board), and a ring is there when some
// are left out, or when a piece has six neighbouring pieces. A ring needs six pieces.
template <int MaxCells>
constexpr bool ring_holds(const BoardTables<MaxCells>& board,
                          const typename Condition<MaxCells>::Board& pieces,
                          const Condition<MaxCells>& c) {
  if (pieces.count() < 6) return false;
  auto inner = board.board();
  auto surrounded = pieces;
  for (int i = 0; i < c.step_count; ++i) {
    const Direction d = c.steps[i];
    inner &= board.can_step(d);
    surrounded &= (pieces & board.can_step(opposite(d))).stepped(-board.offset(d));
  }
  if (surrounded.any()) return true;
  const auto open = board.board().without(pieces);
  const auto outside = grown_group(board, open, open.without(inner), c);
  return open.without(outside).any();
}

// `kind_of_symbol` finds a kind's index; `region_cells(name)` a region's cells,
// `region_index(name)` its index in the game's table.
template <int MaxCells, class KindOfSymbol, class RegionCells, class RegionIndex>
// Directions `geometry` lacks are left out of lines and connections.
constexpr Condition<MaxCells> resolve_condition(const EndCondition& e, BoardGeometry geometry,
                                                const KindOfSymbol& kind_of_symbol,
                                                const RegionCells& region_cells,
                                                const RegionIndex& region_index) {
  Condition<MaxCells> c{};
  c.type = e.type;
  c.winner = e.winner;
  c.when = e.when;
  c.count = e.count;
  if (e.type != ConditionType::all_stacks_controlled) {
    if (e.pieces.symbol != 0)
      c.kind = kind_of_symbol(e.pieces.symbol);
    else
      c.player = e.pieces.player;
  }
  if (e.type == ConditionType::region_holds) c.region = region_cells(e.region);
  if (e.answer != 0) c.answer_kind = std::int8_t(kind_of_symbol(e.answer));
  if (e.type == ConditionType::in_a_row) {
    c.length = e.length;
    for (const Direction d : axis_directions)
      if ((e.directions.contains(d) || e.directions.contains(opposite(d))) &&
          has_direction(geometry, d))
        c.axes[c.axis_count++] = d;
  }
  if (e.type == ConditionType::group_touches)
    for (const RegionName& r : e.regions)
      if (!r.empty()) c.touched |= std::uint16_t(1u << region_index(r));
  if (e.type == ConditionType::connects || e.type == ConditionType::all_connected ||
      e.type == ConditionType::group_touches || e.type == ConditionType::ring) {
    if (e.type == ConditionType::connects) {
      c.region = region_cells(e.region);
      c.to_region = region_cells(e.to_region);
    }
    const DirectionSet directions = e.type == ConditionType::ring ? dir::all : e.directions;
    for (int d = 0; d < direction_count; ++d)
      if (directions.contains(Direction(d)) && has_direction(geometry, Direction(d)))
        c.steps[c.step_count++] = Direction(d);
  }
  return c;
}

}  // namespace boardlab

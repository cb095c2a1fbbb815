#pragma once
// An end condition resolved for play: the kind it counts as an index (or all of a player's
// pieces), its region as a bitboard, a line's axes as shifts. The spec has been checked
// (spec_check.hpp).
#include <array>

#include "board_tables.hpp"
#include "geometry.hpp"
#include "piece.hpp"
#include "rules.hpp"
#include "spec.hpp"

namespace boardlab {

// One axis of an InARow condition, as the shift that moves every cell one step along it: the
// offset, and the cells that have a neighbour that way (so that no run wraps round an edge).
// `behind` is the same for the opposite direction, which an exact length needs.
template <int MaxCells>
struct LineAxis {
  using Board = typename BoardTables<MaxCells>::Board;
  int offset = 0;
  Board ahead{};
  Board behind{};
};

template <int MaxCells>
struct Condition {
  using Board = typename BoardTables<MaxCells>::Board;

  ConditionType type = ConditionType::at_most;
  int kind = -1;  // -1: all pieces of `player`
  Player player = Player::zero;
  Board region{};
  int count = 0;
  Player winner = Player::zero;
  When when = When::always;
  // An InARow's axes: a direction and its opposite make one axis, so there are at most four.
  LineLength length = LineLength::at_least;
  int axis_count = 0;
  std::array<LineAxis<MaxCells>, 4> axes{};
};

// The four directions that stand for the four axes (each with its opposite).
inline constexpr std::array<Direction, 4> axis_directions{Direction::north, Direction::north_east,
                                                          Direction::east, Direction::south_east};

// Whether `pieces` holds a run of c.count cells along one of c's axes (exactly c.count when its
// length is exact). Set-wise, as the issue of speed asks: after k rounds `run` holds the cells
// that end a run of k + 1 (each round keeps the pieces one step ahead of a run), so the check
// costs count - 1 shifts and ands an axis, whatever the number of pieces.
template <int MaxCells>
constexpr bool line_holds(const typename Condition<MaxCells>::Board& pieces,
                          const Condition<MaxCells>& c) {
  for (int a = 0; a < c.axis_count; ++a) {
    const LineAxis<MaxCells>& axis = c.axes[a];
    auto run = pieces;
    for (int k = 1; k < c.count && run.any(); ++k)
      run = pieces & (run & axis.ahead).stepped(axis.offset);
    if (c.length == LineLength::exactly) {
      // Ends of runs of exactly count: not the end of a longer run, and no piece one step ahead.
      const auto longer = pieces & (run & axis.ahead).stepped(axis.offset);
      const auto followed = (pieces & axis.behind).stepped(-axis.offset);
      run = run.without(longer).without(followed);
    }
    if (run.any()) return true;
  }
  return false;
}

// `kind_of_symbol` finds a kind's index; `region_cells(name)` a region's cells.
template <int MaxCells, class KindOfSymbol, class RegionCells>
constexpr Condition<MaxCells> resolve_condition(const EndCondition& e,
                                                const BoardTables<MaxCells>& board,
                                                const KindOfSymbol& kind_of_symbol,
                                                const RegionCells& region_cells) {
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
  if (e.type == ConditionType::in_a_row) {
    c.length = e.length;
    for (const Direction d : axis_directions)
      if (e.directions.contains(d) || e.directions.contains(opposite(d)))
        c.axes[c.axis_count++] = {board.offset(d), board.can_step(d), board.can_step(opposite(d))};
  }
  return c;
}

}  // namespace boardlab

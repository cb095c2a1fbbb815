#pragma once
// An end condition resolved for play: the kind it counts as an index (or all of a player's
// pieces), its region as a bitboard. The spec has been checked (spec_check.hpp).
#include "board_tables.hpp"
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
  int count = 0;
  Player winner = Player::zero;
  When when = When::always;
};

// `kind_of_symbol` finds a kind's index; `region_cells(name)` a region's cells.
template <int MaxCells, class KindOfSymbol, class RegionCells>
constexpr Condition<MaxCells> resolve_condition(const EndCondition& e,
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
  return c;
}

}  // namespace boardlab

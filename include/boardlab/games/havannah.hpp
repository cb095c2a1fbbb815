#pragma once
// Havannah (docs/rules.md, "Havannah"): Christian Freeling's game on a hexagon of hexagons.
// White (W, player 0, first) and black (B) take turns putting a stone on an empty cell. A player
// wins with a group of stones that forms a ring round at least one cell, a bridge joining two of
// the six corners, or a fork joining three of the six edges (a corner is no edge's cell). A full
// board without one is a draw. OpenSpiel's `havannah`, without its swap option: its cell (x, y)
// is boardlab's file x, rank 2 (size - 1) - y, so that its six neighbours are the hex board's.
#include <array>
#include <string>

#include "../spec.hpp"
#include "options.hpp"
#include "reserve_start.hpp"

namespace boardlab::games {

struct HavannahOptions {
  int board_size = 8;  // cells a side of the hexagon
  int max_plies = 0;   // 0: the number of cells (the board is full by then)
};

inline constexpr std::array havannah_options{
    option<&HavannahOptions::board_size>("board_size",
                                         "cells a side of the hexagon, 2 to 8 (its width is "
                                         "2 board_size - 1, at most 16)"),
    option<&HavannahOptions::max_plies>(
        "max_plies", "the game is drawn when the ply counter reaches this (0: the board is full)"),
};

constexpr GameSpec havannah(const HavannahOptions& options = {}) {
  const int size = options.board_size;
  // Compared with the half side, not 2 size - 1, which overflows for a size near INT_MAX.
  if (size < 2 || size > (max_board_side + 1) / 2)
    throw SpecError("havannah: board_size " + to_text(size) + " is not between 2 and " +
                    to_text((max_board_side + 1) / 2));
  const int m = size - 1, e = 2 * m;
  GameSpec s;
  s.name = "havannah";
  s.files = e + 1;
  s.ranks = e + 1;
  s.geometry = BoardGeometry::hex;
  // The rhombus' two far corners are not the hexagon's.
  CellSet outside{};
  int cells = 0;
  for (int f = 0; f <= e; ++f)
    for (int r = 0; r <= e; ++r) {
      if (f + r < m || f + r > 3 * m)
        outside.insert({f, r});
      else
        ++cells;
    }
  s.off_board = outside;
  // The corners and edges go round from the top-left corner, as OpenSpiel numbers them.
  const std::array<FileRank, 6> corners{{{0, e}, {m, e}, {e, m}, {e, 0}, {m, 0}, {0, m}}};
  std::array<CellSet, 6> edges{};
  for (int f = 0; f <= e; ++f)
    for (int r = 0; r <= e; ++r) {
      if (outside.contains({f, r})) continue;
      bool corner = false;
      for (const FileRank& c : corners) corner = corner || (c.file == f && c.rank == r);
      if (corner) continue;
      if (r == e) edges[0].insert({f, r});
      if (f + r == 3 * m) edges[1].insert({f, r});
      if (f == e) edges[2].insert({f, r});
      if (r == 0) edges[3].insert({f, r});
      if (f + r == m) edges[4].insert({f, r});
      if (f == 0) edges[5].insert({f, r});
    }
  constexpr std::array<const char*, 6> corner_names{"corner_1", "corner_2", "corner_3",
                                                    "corner_4", "corner_5", "corner_6"};
  constexpr std::array<const char*, 6> edge_names{"edge_1", "edge_2", "edge_3",
                                                  "edge_4", "edge_5", "edge_6"};
  std::array<RegionName, max_touched_regions> corner_regions{}, edge_regions{};
  for (int i = 0; i < 6; ++i) {
    CellSet corner{};
    corner.insert(corners[i]);
    s.add_region(corner_names[i], corner);
    corner_regions[i] = corner_names[i];
  }
  for (int i = 0; i < 6; ++i) {
    s.add_region(edge_names[i], edges[i]);
    edge_regions[i] = edge_names[i];
  }
  s.add_kind('W', Owner::zero, "white", "white");
  s.add_kind('B', Owner::one, "black", "black");
  s.moves('W', Drop{});
  s.moves('B', Drop{});
  // Only the mover's stones change, so only the mover's shapes are looked for; the cheap ones
  // first.
  for (const Player p : {Player::zero, Player::one}) {
    s.add_end(GroupTouches{.pieces = Pieces::of(p),
                           .regions = corner_regions,
                           .count = 2,
                           .winner = p,
                           .when = When::winner_moved});
    s.add_end(GroupTouches{.pieces = Pieces::of(p),
                           .regions = edge_regions,
                           .count = 3,
                           .winner = p,
                           .when = When::winner_moved});
    s.add_end(Ring{.pieces = Pieces::of(p), .winner = p, .when = When::winner_moved});
  }
  s.placement = Placement::anytime;
  s.no_legal_move = NoMoveResult::draws;
  s.max_plies = options.max_plies == 0 ? cells : options.max_plies;
  s.start = empty_board_with_reserves(s, 'W', 'B');
  return s;
}

}  // namespace boardlab::games

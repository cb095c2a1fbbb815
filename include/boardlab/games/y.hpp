#pragma once
// Y (docs/rules.md, "Y"): Craige Schensted's and Charles Titus's connection game on a triangle of
// hexagons. Black (B, player 0, first) and white (W) take turns putting a stone on an empty cell; a
// player wins with a group of stones that touches all three sides of the triangle (a corner cell
// lies on two sides). A full board always holds exactly one such group, so there is no draw.
// OpenSpiel's `y`: its cell (x, y) is boardlab's file x, rank y (the name `b2` in both), its
// action x + y board_size the cell's number (its O the black stone, its @ the white), the
// triangle the cells with x + y < board_size of a hex board's rhombus, whose six neighbours are
// OpenSpiel's.
#include <array>
#include <string>

#include "../spec.hpp"
#include "options.hpp"
#include "reserve_start.hpp"

namespace boardlab::games {

struct YOptions {
  // OpenSpiel's default is 19, whose rhombus (361 cells) is more than a board holds (256).
  int board_size = 16;  // cells a side of the triangle
  int max_plies = 0;    // 0: the number of cells (the board is full by then)
};

inline constexpr std::array y_options{
    option<&YOptions::board_size>("board_size", "cells a side of the triangle, 2 to 16"),
    option<&YOptions::max_plies>(
        "max_plies", "the game is drawn when the ply counter reaches this (0: the board is full)"),
};

constexpr GameSpec y(const YOptions& options = {}) {
  const int size = options.board_size;
  if (size < 2 || size > max_board_side)
    throw SpecError("y: board_size " + to_text(size) + " is not between 2 and " +
                    to_text(max_board_side));
  GameSpec s;
  s.name = "y";
  s.files = size;
  s.ranks = size;
  s.geometry = BoardGeometry::hex;
  // The rhombus' far half is not the triangle's.
  CellSet outside{}, first_rank{}, first_file{}, long_side{};
  int cells = 0;
  for (int f = 0; f < size; ++f)
    for (int r = 0; r < size; ++r) {
      if (f + r >= size) {
        outside.insert({f, r});
        continue;
      }
      ++cells;
      if (r == 0) first_rank.insert({f, r});
      if (f == 0) first_file.insert({f, r});
      if (f + r == size - 1) long_side.insert({f, r});
    }
  s.off_board = outside;
  s.add_region("side_1", first_rank);
  s.add_region("side_2", first_file);
  s.add_region("side_3", long_side);
  s.add_kind('B', Owner::zero, "black", "black");
  s.add_kind('W', Owner::one, "white", "white");
  s.moves('B', Drop{});
  s.moves('W', Drop{});
  // Only the mover's stones change, so only the mover's group is looked for.
  for (const Player p : {Player::zero, Player::one})
    s.add_end(GroupTouches{.pieces = Pieces::of(p),
                           .regions = {"side_1", "side_2", "side_3"},
                           .count = 3,
                           .winner = p,
                           .when = When::winner_moved});
  s.placement = Placement::anytime;
  // A full board has a winner; a player with no stone left has no move only on a full board.
  s.no_legal_move = NoMoveResult::draws;
  s.max_plies = options.max_plies == 0 ? cells : options.max_plies;
  s.start = empty_board_with_reserves(s, 'B', 'W');
  return s;
}

}  // namespace boardlab::games

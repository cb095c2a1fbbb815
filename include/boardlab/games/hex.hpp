#pragma once
// Hex (docs/rules.md, "Hex"): on a rhombus of hexagons, black (B, player 0, first) and white (W)
// take turns putting a stone on an empty cell. Black wins by joining the south and north edges
// (ranks 1 and last) with a chain of neighbouring black stones, white by joining the west and
// east edges (files a and last). A full board always has exactly one such chain, so there is no
// draw. OpenSpiel's `hex`, with its option names and its cell names: its rows are boardlab's
// ranks, and its action a is the cell numbered a (rank x columns + file).
#include <array>
#include <string>

#include "../spec.hpp"
#include "options.hpp"
#include "reserve_start.hpp"

namespace boardlab::games {

struct HexOptions {
  int board_size = 11;
  int num_cols = 0;   // 0: board_size
  int num_rows = 0;   // 0: board_size
  int max_plies = 0;  // 0: the number of cells (the board is full by then)
};

inline constexpr std::array hex_options{
    option<&HexOptions::board_size>("board_size", "the rhombus' side, 1 to 16"),
    option<&HexOptions::num_cols>("num_cols", "files, 1 to 16 (0: board_size)"),
    option<&HexOptions::num_rows>("num_rows", "ranks, 1 to 16 (0: board_size)"),
    option<&HexOptions::max_plies>(
        "max_plies", "the game is drawn when the ply counter reaches this (0: the board is full)"),
};

constexpr GameSpec hex(const HexOptions& options = {}) {
  const int files = options.num_cols != 0 ? options.num_cols : options.board_size;
  const int ranks = options.num_rows != 0 ? options.num_rows : options.board_size;
  if (files < 1 || ranks < 1 || files > max_board_side || ranks > max_board_side)
    throw SpecError("hex: board " + to_text(files) + "x" + to_text(ranks) +
                    " needs 1 to 16 columns and 1 to 16 rows");
  GameSpec s;
  s.name = "hex";
  s.files = files;
  s.ranks = ranks;
  s.geometry = BoardGeometry::hex;
  const int cells = files * ranks;
  s.max_plies = options.max_plies == 0 ? cells : options.max_plies;
  CellSet west{}, east{};
  for (int r = 0; r < ranks; ++r) {
    west.insert({0, r});
    east.insert({files - 1, r});
  }
  s.add_region("south", rank_cells(0, files));
  s.add_region("north", rank_cells(ranks - 1, files));
  s.add_region("west", west);
  s.add_region("east", east);
  s.add_kind('B', Owner::zero, "black", "black");
  s.add_kind('W', Owner::one, "white", "white");
  s.moves('B', Drop{});
  s.moves('W', Drop{});
  // Only the mover's stones change, so only the mover's chain is looked for.
  s.add_end(Connects{.pieces = Pieces::of(Player::zero),
                     .region = "south",
                     .to_region = "north",
                     .winner = Player::zero,
                     .when = When::winner_moved});
  s.add_end(Connects{.pieces = Pieces::of(Player::one),
                     .region = "west",
                     .to_region = "east",
                     .winner = Player::one,
                     .when = When::winner_moved});
  s.placement = Placement::anytime;
  // A full board has a winner; a player with no stone left has no move only on a full board.
  s.no_legal_move = NoMoveResult::draws;

  s.start = empty_board_with_reserves(files, ranks, 'B', 'W');
  return s;
}

}  // namespace boardlab::games

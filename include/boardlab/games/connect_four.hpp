#pragma once
// Connect four (docs/rules.md, "Connect four"): on a board of 7 columns and 6 rows standing
// upright, x and o take turns dropping a piece into a column; it falls to the lowest empty cell.
// Four in a row, column or diagonal wins; a full board is a draw. OpenSpiel's `connect_four`,
// with its option names: x (player 0) moves first.
#include <array>

#include "../spec.hpp"
#include "line_game.hpp"
#include "options.hpp"

namespace boardlab::games {

struct ConnectFourOptions {
  int columns = 7;
  int rows = 6;
  int x_in_row = 4;   // the line that wins
  int max_plies = 0;  // 0: columns x rows, when the board is full
};

inline constexpr std::array connect_four_options{
    option<&ConnectFourOptions::columns>("columns", "board width, 1 to 16"),
    option<&ConnectFourOptions::rows>("rows", "board height, 1 to 16"),
    option<&ConnectFourOptions::x_in_row>("x_in_row", "the pieces in a row that win"),
    option<&ConnectFourOptions::max_plies>(
        "max_plies", "the game is drawn when the ply counter reaches this (0: the board is full)"),
};

constexpr GameSpec connect_four(const ConnectFourOptions& options = {}) {
  return line_game_spec({.game = "connect_four",
                         .files = options.columns,
                         .ranks = options.rows,
                         .count = options.x_in_row,
                         .falls = directions({Direction::south}),
                         .max_plies = options.max_plies});
}

}  // namespace boardlab::games

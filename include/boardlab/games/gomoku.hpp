#pragma once
// Gomoku (docs/rules.md, "Gomoku"): on a 15x15 board, black (B, player 0, first) and white (W)
// take turns putting a stone on an empty cell; five in a row, column or diagonal wins; a full
// board is a draw. Free-style by default (a longer line wins too), as OpenSpiel's `gomoku`;
// `overline_wins = false` is standard gomoku, where only exactly five wins (a line of six does
// not, and the game goes on).
#include <array>

#include "../spec.hpp"
#include "line_game.hpp"
#include "options.hpp"

namespace boardlab::games {

struct GomokuOptions {
  int size = 15;  // a size x size board; over 8, it needs Game<128> or larger (15: Game<256>)
  int connect = 5;
  bool overline_wins = true;  // false: standard gomoku (exactly five)
  int max_plies = 0;          // 0: size x size, when the board is full
};

inline constexpr std::array gomoku_options{
    option<&GomokuOptions::size>("size", "board side, 1 to 16"),
    option<&GomokuOptions::connect>("connect", "the stones in a row that win"),
    option<&GomokuOptions::overline_wins>(
        "overline_wins",
        "true: a line longer than connect wins too (free-style); false: only exactly connect"),
    option<&GomokuOptions::max_plies>(
        "max_plies", "the game is drawn when the ply counter reaches this (0: the board is full)"),
};

constexpr GameSpec gomoku(const GomokuOptions& options = {}) {
  return line_game_spec(
      {.game = "gomoku",
       .files = options.size,
       .ranks = options.size,
       .first = 'B',
       .second = 'W',
       .first_name = "black",
       .second_name = "white",
       .first_colour = "black",
       .second_colour = "white",
       .count = options.connect,
       .length = options.overline_wins ? LineLength::at_least : LineLength::exactly,
       .max_plies = options.max_plies});
}

}  // namespace boardlab::games

#pragma once
// Tic-tac-toe (docs/rules.md, "Tic-tac-toe"): X and O take turns putting a piece on an empty cell
// of a 3x3 board; three in a row, column or diagonal wins; a full board is a draw. OpenSpiel's
// `tic_tac_toe`: x (player 0) moves first.
#include <array>

#include "../spec.hpp"
#include "line_game.hpp"
#include "options.hpp"

namespace boardlab::games {

struct TicTacToeOptions {
  int max_plies = 9;  // the board is full by then
};

inline constexpr std::array tic_tac_toe_options{
    option<&TicTacToeOptions::max_plies>(
        "max_plies", "the game is drawn when the ply counter reaches this (9: the board is full)"),
};

constexpr GameSpec tic_tac_toe(const TicTacToeOptions& options = {}) {
  return line_game_spec({.game = "tic_tac_toe", .max_plies = options.max_plies});
}

}  // namespace boardlab::games

#pragma once
// Pentago (docs/rules.md, "Pentago"): on a 6x6 board made of four 3x3 blocks, white (W, player
// 0, first) and black (B) take turns putting a marble on an empty cell and then turning one of
// the blocks a quarter turn, either way. Five in a row, column or diagonal wins, checked after
// the turn, for both players: a turn that makes a line for each is a draw, as is a full board.
// OpenSpiel's `pentago`: its action `a1s` is the drop on a1 then the turn of its block 0 one way.
#include <array>

#include "../spec.hpp"
#include "line_game.hpp"
#include "options.hpp"

namespace boardlab::games {

struct PentagoOptions {
  int size = 6;   // a size x size board, tiled by the blocks
  int block = 3;  // the side of the blocks that turn
  int connect = 5;
  int max_plies = 0;  // 0: size x size, when the board is full
};

inline constexpr std::array pentago_options{
    option<&PentagoOptions::size>("size", "board side, 2 to 16, a multiple of block"),
    option<&PentagoOptions::block>("block", "the side of the blocks that turn, 2 or more"),
    option<&PentagoOptions::connect>("connect", "the marbles in a row that win"),
    option<&PentagoOptions::max_plies>(
        "max_plies", "the game is drawn when the ply counter reaches this (0: the board is full)"),
};

constexpr GameSpec pentago(const PentagoOptions& options = {}) {
  GameSpec s = line_game_spec({.game = "pentago",
                               .files = options.size,
                               .ranks = options.size,
                               .first = 'W',
                               .second = 'B',
                               .first_name = "white",
                               .second_name = "black",
                               .first_colour = "white",
                               .second_colour = "black",
                               .count = options.connect,
                               .max_plies = options.max_plies});
  if (options.block < 2 || options.size % options.block != 0)
    throw SpecError("pentago: block " + to_text(options.block) + " is not 2 or more, dividing " +
                    "the board's side " + to_text(options.size));
  s.rotating_blocks = options.block;
  // A turn moves both players' marbles: either may have a line after it.
  for (int i = 0; i < s.end_condition_count; ++i) s.end_conditions[i].when = When::always;
  s.wins_at_once = WinsAtOnce::draw;
  return s;
}

}  // namespace boardlab::games

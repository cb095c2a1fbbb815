#pragma once
// Dots and boxes (docs/rules.md, "Dots and boxes"): on a grid of dots, the players take turns
// drawing a line between two neighbouring dots; a player who draws the fourth side of a box
// claims it and draws again. When every line is drawn, the player with more boxes wins (equal:
// a draw). OpenSpiel's `dots_and_boxes`, its option names and defaults (2x2 boxes).
//
// As data: the board is the grid of dots, lines and boxes, (2 x num_cols + 1) x (2 x num_rows +
// 1) cells: the dots (even file, even rank) are off the board, a line is a neutral piece dropped
// on a cell between two dots, and a box (odd file, odd rank) is claimed (KindSpec::claims) when
// its four orthogonal neighbours, its sides, are all drawn. A line cell is never claimed: two of
// its orthogonal neighbours are dots, off the board.
#include <array>

#include "../spec.hpp"
#include "options.hpp"

namespace boardlab::games {

struct DotsAndBoxesOptions {
  int num_rows = 2;   // boxes down
  int num_cols = 2;   // boxes across
  int max_plies = 0;  // 0: the number of lines (every line is drawn by then)
};

inline constexpr std::array dots_and_boxes_options{
    option<&DotsAndBoxesOptions::num_rows>("num_rows", "boxes down the board, 1 to 7"),
    option<&DotsAndBoxesOptions::num_cols>("num_cols", "boxes across the board, 1 to 7"),
    option<&DotsAndBoxesOptions::max_plies>(
        "max_plies",
        "the game is drawn when the ply counter reaches this (0: the number of lines, when "
        "every line is drawn)"),
};

constexpr GameSpec dots_and_boxes(const DotsAndBoxesOptions& options = {}) {
  // The board's side is at most 16 cells: 2 x 7 + 1.
  constexpr int most_boxes = (max_board_side - 1) / 2;
  if (options.num_rows < 1 || options.num_rows > most_boxes || options.num_cols < 1 ||
      options.num_cols > most_boxes)
    throw SpecError("dots_and_boxes: " + to_text(options.num_rows) + "x" +
                    to_text(options.num_cols) + " boxes: num_rows and num_cols go from 1 to " +
                    to_text(most_boxes));
  GameSpec s;
  s.name = "dots_and_boxes";
  s.files = 2 * options.num_cols + 1;
  s.ranks = 2 * options.num_rows + 1;
  CellSet dots{}, lines{};
  for (int r = 0; r < s.ranks; ++r)
    for (int f = 0; f < s.files; ++f) {
      if (f % 2 == 0 && r % 2 == 0) dots.insert({f, r});
      if ((f + r) % 2 == 1) lines.insert({f, r});
    }
  s.off_board = dots;
  s.add_region("lines", lines);
  s.add_kind('L', Owner::neutral, "line", "#34495e");
  s.add_kind('X', Owner::zero, "box of player 0", "#c0392b");
  s.add_kind('O', Owner::one, "box of player 1", "#2980b9");
  s.moves('L', Drop{.region = "lines", .unlimited = true});
  s.kind_by_symbol('X').claims = dir::orthogonal;
  s.kind_by_symbol('O').claims = dir::orthogonal;
  s.moves_again_after_claim = true;
  s.placement = Placement::anytime;
  // When every line is drawn nobody can move: the boxes decide.
  s.no_legal_move = NoMoveResult::draws;
  s.end_score = EndScore::most_pieces;
  const int line_count =
      options.num_rows * (options.num_cols + 1) + options.num_cols * (options.num_rows + 1);
  s.max_plies = options.max_plies == 0 ? line_count : options.max_plies;
  PositionText start;
  for (int r = s.ranks - 1; r >= 0; --r) {
    start.append_number(std::size_t(r % 2 == 0 ? options.num_cols : s.files));
    if (r > 0) start.append("/");
  }
  start.append(" 0 - 0");
  s.start = start;
  return s;
}

}  // namespace boardlab::games

#pragma once
// The start of a game in which two players put pieces from their reserves on an empty board
// (tic-tac-toe, connect four, gomoku, hex): each holds as many as the cells they can fill, the
// first player one more on a board of an odd number of cells, so that the board fills exactly
// when both run out.
#include "../spec.hpp"

namespace boardlab::games {

// Position text of the empty files x ranks board, `first` to move, the reserves as above. A
// reserve of none (the second player's on a board of one cell) is left out: position text
// lists no empty count.
constexpr PositionText empty_board_with_reserves(int files, int ranks, char first, char second) {
  PositionText text;
  for (int r = ranks - 1; r >= 0; --r) {
    text.append_number(std::size_t(files));
    if (r > 0) text.append("/");
  }
  const int cells = files * ranks;
  text.append(" 0 ").append(1, first).append_number(std::size_t((cells + 1) / 2));
  if (cells > 1) text.append(1, second).append_number(std::size_t(cells / 2));
  text.append(" 0");
  return text;
}

// The same for a board with cells left out (`spec`'s files, ranks and off_board, Havannah's
// hexagon): each rank lists its board cells only, and the reserves fill those.
constexpr PositionText empty_board_with_reserves(const GameSpec& spec, char first, char second) {
  PositionText text;
  int cells = 0;
  for (int r = spec.ranks - 1; r >= 0; --r) {
    int on_rank = 0;
    for (int f = 0; f < spec.files; ++f) on_rank += spec.off_board.contains({f, r}) ? 0 : 1;
    cells += on_rank;
    text.append_number(std::size_t(on_rank));
    if (r > 0) text.append("/");
  }
  text.append(" 0 ").append(1, first).append_number(std::size_t((cells + 1) / 2));
  if (cells > 1) text.append(1, second).append_number(std::size_t(cells / 2));
  text.append(" 0");
  return text;
}

}  // namespace boardlab::games

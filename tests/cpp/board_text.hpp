#pragma once
// Position text of a board with pieces put by cell names, for tests that set up positions by
// hand.
#include <string>
#include <string_view>
#include <vector>

#include <boardlab/boardlab.hpp>

namespace test_positions {

// Position text with W on `white` cells and B on `black` ones ("a1 b2"), then `rest` (by default
// player 0 to move, no reserve, ply 0).
inline std::string board_text(int files, int ranks, std::string_view white,
                              std::string_view black = "", std::string_view rest = " 0 - 0") {
  std::vector<char> cells(std::size_t(files * ranks), '.');
  auto put = [&](std::string_view names, char symbol) {
    const boardlab::CellSet set = boardlab::parse_cell_list(names, "test cells");
    for (int r = 0; r < ranks; ++r)
      for (int f = 0; f < files; ++f)
        if (set.contains({f, r})) cells[std::size_t(r * files + f)] = symbol;
  };
  put(white, 'W');
  put(black, 'B');
  std::string text;
  for (int r = ranks - 1; r >= 0; --r) {
    int empty = 0;
    for (int f = 0; f < files; ++f) {
      const char c = cells[std::size_t(r * files + f)];
      if (c == '.') {
        ++empty;
        continue;
      }
      if (empty) text += std::to_string(empty);
      empty = 0;
      text += c;
    }
    if (empty) text += std::to_string(empty);
    if (r) text += '/';
  }
  return text + std::string(rest);
}

}  // namespace test_positions

#pragma once
// Where the top part of a stack can go: the cells reached in exactly `count` orthogonal steps
// along a Path, never straight back (the StackMove primitive). Searched set-wise, one bitboard
// per direction of the last step, and kept in tables for the small counts a game uses.
#include <array>

#include "board_tables.hpp"
#include "primitives.hpp"

namespace boardlab {

template <int MaxCells>
class StackReach {
 public:
  using Board = typename BoardTables<MaxCells>::Board;

  // The cells reached from `from` in exactly `count` steps along `path` (the start cell itself
  // included when a path returns to it), searched.
  static constexpr Board search(const BoardTables<MaxCells>& board, int from, int count,
                                Path path) {
    constexpr std::array<Direction, 4> orth = {Direction::north, Direction::east, Direction::south,
                                               Direction::west};
    auto step = [&](const Board& b, int d) {
      return (b & board.can_step(orth[d])).stepped(board.offset(orth[d]));
    };
    const Board start = Board::of(from);
    if (path == Path::straight) {
      Board all{};
      for (int d = 0; d < 4; ++d) {
        Board b = start;
        for (int i = 0; i < count; ++i) b = step(b, d);
        all |= b;
      }
      return all;
    }
    // frontier[d][t]: cells reached with the last step in orth[d] and last turn t (0 none,
    // 1 right, 2 left). With Path::bends every turn is allowed, so only t = 0 is used.
    std::array<std::array<Board, 3>, 4> frontier{};
    for (int d = 0; d < 4; ++d) frontier[d][0] = step(start, d);
    for (int i = 1; i < count; ++i) {
      std::array<std::array<Board, 3>, 4> next{};
      for (int d = 0; d < 4; ++d)
        for (int t = 0; t < 3; ++t) {
          const Board& here = frontier[d][t];
          if (here.none()) continue;
          next[d][t] |= step(here, d);  // straight on
          const int right = (d + 1) % 4, left = (d + 3) % 4;
          if (path == Path::bends) {
            next[right][0] |= step(here, right);
            next[left][0] |= step(here, left);
          } else {
            if (t != 1) next[right][1] |= step(here, right);
            if (t != 2) next[left][2] |= step(here, left);
          }
        }
      frontier = next;
    }
    Board all{};
    for (auto& by_turn : frontier)
      for (auto& b : by_turn) all |= b;
    return all;
  }

  // Keeps a table of search() for `path` and counts up to table_counts (room for two paths:
  // a third is searched each time).
  constexpr void add_table(const BoardTables<MaxCells>& board, Path path) {
    int slot = 0;
    while (slot < table_slots && used_[slot] && path_[slot] != path) ++slot;
    if (slot == table_slots || used_[slot]) return;
    used_[slot] = true;
    path_[slot] = path;
    for (int count = 1; count <= table_counts; ++count)
      for (int c = 0; c < board.cell_count(); ++c)
        table_[slot][count - 1][c] = search(board, c, count, path);
  }

  // As search(), from a table when there is one.
  constexpr Board reach(const BoardTables<MaxCells>& board, int from, int count, Path path) const {
    if (count <= table_counts)
      for (int slot = 0; slot < table_slots; ++slot)
        if (used_[slot] && path_[slot] == path) return table_[slot][count - 1][from];
    return search(board, from, count, path);
  }

 private:
  static constexpr int table_slots = 2;
  static constexpr int table_counts = 4;
  std::array<bool, table_slots> used_{};
  std::array<Path, table_slots> path_{};
  std::array<std::array<std::array<Board, MaxCells>, table_counts>, table_slots> table_{};
};

}  // namespace boardlab

#pragma once
// A board's geometry resolved into tables: the board mask, the offset of each direction, the
// cells that have a neighbour in each direction, the ray from every cell in every direction (and
// all of them together, and the neighbours of every cell), and the leap vectors (OffsetLeap
// displacements) the game's kinds use. Built once per game (constexpr), read in every inner loop of
// move generation.
#include <array>
#include <string>
#include <string_view>

#include "bitboard.hpp"
#include "geometry.hpp"
#include "primitives.hpp"

namespace boardlab {

template <int MaxCells>
class BoardTables {
 public:
  using Board = Bitboard<MaxCells / 64>;

  constexpr BoardTables() = default;
  // The board must fit (1 to 16 files and ranks, at most MaxCells cells): check_spec says so.
  // `off_board` cells of the rectangle are left out: no cell steps, leaps or looks along a ray
  // onto them, so every primitive keeps off them without a test of its own. On a hex board the
  // two directions that are not neighbours there (geometry.hpp) have no steps and no rays, which
  // keeps every primitive, line and connection on the six others.
  constexpr BoardTables(int files, int ranks, const CellSet& off_board = {},
                        BoardGeometry geometry = BoardGeometry::square)
      : files_(files),
        ranks_(ranks),
        cells_(files * ranks),
        geometry_(geometry),
        off_board_(off_board) {
    for (int c = 0; c < cells_; ++c)
      if (on_board(file_of(c), rank_of(c))) {
        board_.set(c);
        ++rank_width_[rank_of(c)];
      }
    for (int d = 0; d < direction_count; ++d) {
      offset_[d] = rank_step[d] * files_ + file_step[d];
      if (!has_direction(geometry, Direction(d))) continue;
      for (int c = 0; c < cells_; ++c) {
        if (!board_.test(c)) continue;
        int f = file_of(c) + file_step[d], r = rank_of(c) + rank_step[d];
        if (on_board(f, r)) can_step_[d].set(c);
        int length = 0;
        for (; on_board(f, r); f += file_step[d], r += rank_step[d], ++length)
          rays_[d][c].set(cell(f, r));
        if (length > longest_ray_[d]) longest_ray_[d] = length;
        lines_[c] |= rays_[d][c];
        if (can_step_[d].test(c)) neighbours_[c].set(c + offset_[d]);
      }
    }
  }

  constexpr int files() const { return files_; }
  constexpr int ranks() const { return ranks_; }
  constexpr int cell_count() const { return cells_; }
  constexpr BoardGeometry geometry() const { return geometry_; }
  // The longer side: the farthest any straight move can go is one less.
  constexpr int longest_side() const { return files_ > ranks_ ? files_ : ranks_; }
  constexpr const Board& board() const { return board_; }
  constexpr int offset(Direction d) const { return offset_[index(d)]; }
  // Cells that have a neighbour in direction d (so shifting them by offset(d) stays on board).
  constexpr const Board& can_step(Direction d) const { return can_step_[index(d)]; }
  // The cells from `cell` (excluded) to the board's edge in direction d. Empty for a cell off the
  // board, so the ray from the last cell of the bitboard in a direction of increasing index (or
  // from cell 0 in a decreasing one) is empty, on the board or not.
  constexpr const Board& ray(Direction d, int cell) const { return rays_[index(d)][cell]; }
  // The most cells of any ray in direction d: a cell has at most this many in direction d and
  // its opposite together, for both lie on one line of the board.
  constexpr int longest_ray(Direction d) const { return longest_ray_[index(d)]; }
  // The rays from `cell` in every direction, and the cells one step away: where the pieces are
  // that could reach it by a slide or a step (royal_legality.hpp looks there first).
  constexpr const Board& lines(int cell) const { return lines_[cell]; }
  constexpr const Board& neighbours(int cell) const { return neighbours_[cell]; }

  // The leap vector numbered `v` (see add_leap): its offset in cell indices, and the cells a leap
  // by it may start from (those whose target is on the board).
  constexpr int leap_offset(int v) const { return leaps_[v].offset; }
  constexpr const Board& can_leap(int v) const { return leaps_[v].from; }
  constexpr Offset leap_displacement(int v) const { return leaps_[v].displacement; }
  constexpr int leap_vector_count() const { return leap_count_; }
  // The number of the leap vector of `displacement` (absolute: rank up the board), added if new.
  // The spec check bounds the number of distinct displacements by max_leap_vectors.
  constexpr int add_leap(Offset displacement) {
    for (int v = 0; v < leap_count_; ++v)
      if (leaps_[v].displacement == displacement) return v;
    LeapVector& l = leaps_[leap_count_];
    l.displacement = displacement;
    l.offset = displacement.rank * files_ + displacement.file;
    for (int c = 0; c < cells_; ++c)
      if (board_.test(c) &&
          on_board(file_of(c) + displacement.file, rank_of(c) + displacement.rank))
        l.from.set(c);
    return leap_count_++;
  }

  // Whether (file, rank) is a cell of the board: inside the rectangle and not off_board.
  constexpr bool on_board(int file, int rank) const {
    return in_rectangle(file, rank) && !off_board_.contains({file, rank});
  }
  constexpr bool in_rectangle(int file, int rank) const {
    return file >= 0 && file < files_ && rank >= 0 && rank < ranks_;
  }
  constexpr bool has_off_board_cells() const { return !off_board_.empty(); }
  // The cells of rank `rank` on the board, and the `i`-th of them from file a: position text
  // writes a rank's cells only (a rectangle's rank has `files` of them).
  constexpr int rank_width(int rank) const { return rank_width_[rank]; }
  constexpr int cell_of_rank(int rank, int i) const {
    for (int f = 0; f < files_; ++f)
      if (on_board(f, rank) && i-- == 0) return cell(f, rank);
    return -1;
  }
  constexpr const CellSet& off_board() const { return off_board_; }
  constexpr int cell(int file, int rank) const { return rank * files_ + file; }
  constexpr int file_of(int cell) const { return cell % files_; }
  constexpr int rank_of(int cell) const { return cell / files_; }
  // How many steps of the eight directions apart two cells are (the larger of the file and
  // rank differences): the length of a slide between cells of one line.
  constexpr int steps_between(int a, int b) const {
    const int df = file_of(a) - file_of(b), dr = rank_of(a) - rank_of(b);
    const int files = df < 0 ? -df : df, ranks = dr < 0 ? -dr : dr;
    return files > ranks ? files : ranks;
  }
  constexpr std::string cell_name_of(int cell) const {
    return cell_name(file_of(cell), rank_of(cell));
  }
  // The cell named at the start of `text` (greedily, as read_cell_name), or -1 when the text
  // starts with no cell name or names a cell off this board; `used` gets the characters read.
  constexpr int cell_named(std::string_view text, int& used) const {
    FileRank fr{};
    used = read_cell_name(text, fr);
    if (used == 0 || !on_board(fr.file, fr.rank)) return -1;
    return cell(fr.file, fr.rank);
  }
  // The cells where a piece falling along `d` comes to rest, with `occupied` occupied: those
  // whose next cell along d is off the board or occupied (the floor of connect four's columns).
  constexpr Board resting_cells(Direction d, const Board& occupied) const {
    const Direction up = opposite(d);
    return board_.without(can_step(d)) | (occupied & can_step(up)).stepped(offset(up));
  }
  // The cells of `set` (a board-independent cell set, all on this board) as a bitboard.
  constexpr Board board_of(const CellSet& set) const {
    Board b{};
    for (int r = 0; r < ranks_; ++r)
      for (int f = 0; f < files_; ++f)
        if (set.contains({f, r})) b.set(cell(f, r));
    return b;
  }

 private:
  int files_ = 0;
  int ranks_ = 0;
  int cells_ = 0;
  BoardGeometry geometry_ = BoardGeometry::square;
  CellSet off_board_{};
  Board board_{};
  std::array<int, max_board_side> rank_width_{};
  std::array<int, direction_count> offset_{};
  std::array<Board, direction_count> can_step_{};
  std::array<std::array<Board, MaxCells>, direction_count> rays_{};
  std::array<int, direction_count> longest_ray_{};
  std::array<Board, MaxCells> lines_{};
  std::array<Board, MaxCells> neighbours_{};
  struct LeapVector {
    Offset displacement{};
    int offset = 0;
    Board from{};
  };
  int leap_count_ = 0;
  std::array<LeapVector, max_leap_vectors> leaps_{};
};

}  // namespace boardlab

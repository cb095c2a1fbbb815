#pragma once
// Board geometry: cells, the eight directions, direction sets, square and hex boards, cell names.
//
// Cells are numbered rank by rank from the bottom-left corner:
//
//   rank 3 |  6  7  8        a 3x3 board: cell = rank * files + file
//   rank 2 |  3  4  5        a1 = 0, c1 = 2, a3 = 6, c3 = 8
//   rank 1 |  0  1  2
//            a  b  c
//
// A hex board keeps the same cells, names and numbers (file and rank are axial coordinates), and
// each rank is drawn half a cell right of the one below, so a rectangle of files x ranks is a
// rhombus of hexagons:
//
//         a3 b3 c3           a cell's six neighbours: east and west on its rank, north and
//       a2 b2 c2             north_west on the rank above, south and south_east below;
//     a1 b1 c1               b2's are c2, a2, b3, a3, b1, c1
//
// north_east and south_west are not neighbours on a hex board: no piece moves, and no line or
// connection runs, that way.
#include <array>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>

#include "enum_names.hpp"
#include "error.hpp"
#include "quoted_text.hpp"

namespace boardlab {

inline constexpr int max_board_side = 16;
inline constexpr int max_board_cells = max_board_side * max_board_side;

// Cells are plain `int` indices (see the picture above): move generation does arithmetic on them
// (to - offset) in its inner loops, and a Move stores each in a byte.

// The eight unit vectors, clockwise from north. The order matters: `opposite` adds 4, and
// `mirrored` (the view of the other player) reflects north and south.
enum class Direction : std::uint8_t {
  north,
  north_east,
  east,
  south_east,
  south,
  south_west,
  west,
  north_west
};
inline constexpr int direction_count = 8;

template <>
struct EnumNames<Direction> {
  static constexpr std::array<NamedValue<Direction>, direction_count> values{{
      {"north", Direction::north},
      {"north_east", Direction::north_east},
      {"east", Direction::east},
      {"south_east", Direction::south_east},
      {"south", Direction::south},
      {"south_west", Direction::south_west},
      {"west", Direction::west},
      {"north_west", Direction::north_west},
  }};
};

inline constexpr std::array<int, direction_count> file_step = {0, 1, 1, 1, 0, -1, -1, -1};
inline constexpr std::array<int, direction_count> rank_step = {1, 1, 0, -1, -1, -1, 0, 1};

constexpr int index(Direction d) { return static_cast<int>(d); }
constexpr Direction opposite(Direction d) { return Direction((index(d) + 4) % 8); }
// The same direction seen from the other side of the board: north and south swap.
constexpr Direction mirrored(Direction d) { return Direction((12 - index(d)) % 8); }

// The shape of the cells: squares with eight neighbours, or hexagons with six (see above).
enum class BoardGeometry : std::uint8_t { square, hex };

template <>
struct EnumNames<BoardGeometry> {
  static constexpr std::array<NamedValue<BoardGeometry>, 2> values{{
      {"square", BoardGeometry::square},
      {"hex", BoardGeometry::hex},
  }};
};

// Whether a cell of `geometry` has a neighbour in direction `d` (where the board goes on).
constexpr bool has_direction(BoardGeometry geometry, Direction d) {
  return geometry == BoardGeometry::square ||
         (d != Direction::north_east && d != Direction::south_west);
}

// A set of directions. A *relative* set is written from player 0's side (forward = north) and is
// mirrored for player 1, so one definition serves both players.
struct DirectionSet {
  std::uint8_t mask = 0;
  bool relative = false;

  constexpr bool empty() const { return mask == 0; }
  constexpr bool contains(Direction d) const { return (mask >> index(d)) & 1; }
  constexpr int size() const {
    int n = 0;
    for (int d = 0; d < direction_count; ++d) n += (mask >> d) & 1;
    return n;
  }
  // The absolute directions this set means for a piece of player `player` (0 or 1).
  constexpr DirectionSet for_player(int player) const {
    if (!relative || player == 0) return {mask, false};
    DirectionSet out{};
    for (int d = 0; d < direction_count; ++d)
      if ((mask >> d) & 1) out.mask |= std::uint8_t(1u << index(mirrored(Direction(d))));
    return out;
  }
  friend constexpr DirectionSet operator|(DirectionSet a, DirectionSet b) {
    if (a.relative != b.relative && !a.empty() && !b.empty())
      throw SpecError("direction set mixes relative (forward/backward) and absolute directions");
    return {std::uint8_t(a.mask | b.mask), a.relative || b.relative};
  }
  friend constexpr bool operator==(DirectionSet, DirectionSet) = default;
};

constexpr DirectionSet directions(std::initializer_list<Direction> list) {
  DirectionSet s{};
  for (Direction d : list) s.mask |= std::uint8_t(1u << index(d));
  return s;
}

namespace dir {
inline constexpr DirectionSet orthogonal =
    directions({Direction::north, Direction::east, Direction::south, Direction::west});
inline constexpr DirectionSet diagonal = directions(
    {Direction::north_east, Direction::south_east, Direction::south_west, Direction::north_west});
inline constexpr DirectionSet all = orthogonal | diagonal;
// Relative sets: "forward" is towards the opponent's side (north for player 0).
inline constexpr DirectionSet forward{directions({Direction::north}).mask, true};
inline constexpr DirectionSet forward_diagonal{
    directions({Direction::north_east, Direction::north_west}).mask, true};
inline constexpr DirectionSet forward_any = forward | forward_diagonal;
inline constexpr DirectionSet backward{directions({Direction::south}).mask, true};
inline constexpr DirectionSet backward_diagonal{
    directions({Direction::south_east, Direction::south_west}).mask, true};
inline constexpr DirectionSet sideways{directions({Direction::east, Direction::west}).mask, true};
}  // namespace dir

// The named direction sets as specs and variant files spell them.
inline constexpr std::array<NamedValue<DirectionSet>, 9> named_direction_sets{{
    {"orthogonal", dir::orthogonal},
    {"diagonal", dir::diagonal},
    {"all", dir::all},
    {"forward", dir::forward},
    {"forward_diagonal", dir::forward_diagonal},
    {"forward_any", dir::forward_any},
    {"backward", dir::backward},
    {"backward_diagonal", dir::backward_diagonal},
    {"sideways", dir::sideways},
}};

// The name of a named set equal to `set`, or "" when it has none (then list its directions).
constexpr std::string_view direction_set_name(DirectionSet set) {
  return name_in(named_direction_sets, set);
}

// Cell names: file letter a..p, then rank number 1..16, e.g. "c3", "p16".
constexpr std::string cell_name(int file, int rank) {
  std::string s(1, char('a' + file));
  if (rank + 1 >= 10) s.push_back(char('0' + (rank + 1) / 10));
  s.push_back(char('0' + (rank + 1) % 10));
  return s;
}

struct FileRank {
  int file = 0;
  int rank = 0;
};

// Reads a cell name at the start of `text`; returns the characters used, 0 if none.
// Reads greedily: "a10" is a10, never a1 followed by "0".
constexpr int read_cell_name(std::string_view text, FileRank& out) {
  if (text.empty() || text[0] < 'a' || text[0] > 'p') return 0;
  int i = 1;
  int number = 0;
  while (i < int(text.size()) && i < 3 && text[i] >= '0' && text[i] <= '9') {
    number = number * 10 + (text[i] - '0');
    ++i;
  }
  if (i == 1 || number < 1 || number > max_board_side || (i == 3 && text[1] == '0')) return 0;
  out = {text[0] - 'a', number - 1};
  return i;
}

// A set of cells of a board of any size up to 16x16, in board-independent coordinates
// (bit rank * 16 + file). Specs use it for regions before the board size is checked.
struct CellSet {
  std::array<std::uint64_t, 4> bits{};

  constexpr void insert(FileRank c) {
    const int i = c.rank * max_board_side + c.file;
    bits[i / 64] |= std::uint64_t(1) << (i % 64);
  }
  constexpr bool contains(FileRank c) const {
    const int i = c.rank * max_board_side + c.file;
    return (bits[i / 64] >> (i % 64)) & 1;
  }
  constexpr bool empty() const { return (bits[0] | bits[1] | bits[2] | bits[3]) == 0; }
  friend constexpr CellSet operator|(CellSet a, const CellSet& b) {
    for (int i = 0; i < 4; ++i) a.bits[i] |= b.bits[i];
    return a;
  }
  // a.without(b): the cells of a not in b.
  constexpr CellSet without(const CellSet& b) const {
    CellSet out = *this;
    for (int i = 0; i < 4; ++i) out.bits[i] &= ~b.bits[i];
    return out;
  }
  friend constexpr bool operator==(const CellSet&, const CellSet&) = default;
};

// Every cell of rank `rank` (0-based) on a board `files` wide.
constexpr CellSet rank_cells(int rank, int files) {
  CellSet s{};
  for (int f = 0; f < files; ++f) s.insert({f, rank});
  return s;
}

// Every cell of a files x ranks board.
constexpr CellSet all_cells(int files, int ranks) {
  CellSet s{};
  for (int r = 0; r < ranks; ++r) s = s | rank_cells(r, files);
  return s;
}

// Parses "b1 a2 c4" (cell names separated by spaces or commas). `what` and `name` name the input
// in errors: ("region", "slab") gives "region 'slab': 'z9' is not a cell name". The message is
// built only on error, so that a compile-time spec builds no string.
constexpr CellSet parse_cell_list(std::string_view text, std::string_view what,
                                  std::string_view name = {}) {
  CellSet set{};
  std::size_t i = 0;
  while (i < text.size()) {
    if (text[i] == ' ' || text[i] == ',') {
      ++i;
      continue;
    }
    std::size_t end = i;
    while (end < text.size() && text[end] != ' ' && text[end] != ',') ++end;
    const std::string_view word = text.substr(i, end - i);
    FileRank c{};
    if (read_cell_name(word, c) != int(word.size()))
      throw SpecError(std::string(what) + (name.empty() ? "" : " " + detail::quoted(name)) + ": " +
                      detail::quoted(word) + " is not a cell name");
    set.insert(c);
    i = end;
  }
  return set;
}

}  // namespace boardlab

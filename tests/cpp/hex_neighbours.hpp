#pragma once
// The cells around (file, rank) on boardlab's hex boards (docs/primitives.md, hex boards), as
// references written in tests walk them: north, south, east, west, north_west and south_east.
#include <array>

namespace test_boards {

inline constexpr std::array<std::array<int, 2>, 6> hex_neighbours{
    {{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {-1, 1}, {1, -1}}};

}  // namespace test_boards

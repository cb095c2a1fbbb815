// Hex boards (BoardGeometry::hex: six neighbours a cell): the neighbours, slides and lines of a
// hex board checked cell by cell by hand. Connections on hex boards are in
// conditions/connects_test.cpp, hex the game in games/hex_test.cpp.
#include <memory>
#include <string>
#include <string_view>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "board_text.hpp"
#include "move_lists.hpp"
#include "spec_errors.hpp"
#include "test_boards.hpp"

namespace hex_geometry_test {

namespace {

using namespace boardlab;
using move_lists::Texts;
using test_boards::board_spec;
using test_boards::connected;
using test_boards::moves_of;
using test_positions::board_text;

}  // namespace

TEST_CASE("a hex cell has six neighbours: not north_east, not south_west", "[hex]") {
  const GameSpec step = board_spec(3, 3, BoardGeometry::hex, Step{.directions = dir::all});
  CHECK(moves_of(step, "b2") == Texts{"b2-a2", "b2-a3", "b2-b1", "b2-b3", "b2-c1", "b2-c2"});
  // Corners: a1 has east and north only (its north_west and south_east are off the board); c1
  // has west, north and north_west; c3 has west and south.
  CHECK(moves_of(step, "a1") == Texts{"a1-a2", "a1-b1"});
  CHECK(moves_of(step, "c1") == Texts{"c1-b1", "c1-b2", "c1-c2"});
  CHECK(moves_of(step, "c3") == Texts{"c3-b3", "c3-c2"});
  // The same piece on a square board has all eight.
  const GameSpec square = board_spec(3, 3, BoardGeometry::square, Step{.directions = dir::all});
  CHECK(moves_of(square, "b2").size() == 8);
}

TEST_CASE("slides on a hex board run along its three axes", "[hex]") {
  const GameSpec slide = board_spec(4, 4, BoardGeometry::hex, Slide{.directions = dir::all});
  // From b2: east c2 d2, west a2, north b3 b4, south b1, north_west a3, south_east c1.
  CHECK(moves_of(slide, "b2") ==
        Texts{"b2-a2", "b2-a3", "b2-b1", "b2-b3", "b2-b4", "b2-c1", "b2-c2", "b2-d2"});
  // From d1 along north_west: c2, b3, a4; a piece on b3 stops it there (a capture of B).
  CHECK(moves_of(slide, "d1", "b3") ==
        Texts{"d1-a1", "d1-b1", "d1-b3", "d1-c1", "d1-c2", "d1-d2", "d1-d3", "d1-d4"});
}

TEST_CASE("lines on a hex board: three axes, none along north_east", "[hex]") {
  GameSpec s = board_spec(4, 4, BoardGeometry::hex, Drop{});
  s.add_end(InARow{.pieces = Pieces::of(Player::zero), .count = 3, .winner = Player::zero});
  CHECK(connected(s, "a1 b1 c1"));
  CHECK(connected(s, "b1 b2 b3"));
  CHECK(connected(s, "c1 b2 a3"));
  CHECK(connected(s, "d2 c3 b4"));
  // a1 b2 c3 is a line of squares, not of hexagons.
  CHECK_FALSE(connected(s, "a1 b2 c3"));
  CHECK_FALSE(connected(s, "b1 c2 d3"));
}

}  // namespace hex_geometry_test

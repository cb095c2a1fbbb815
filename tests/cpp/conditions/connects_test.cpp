// Connections (Connects): along chains that bend, that a missing direction or an enemy stone
// breaks, on hex boards (six neighbours), across the words of a larger board; followed drop by
// drop in playouts; and the spec errors (hex directions among them). Hex boards' own neighbours are
// in hex_geometry_test.cpp, hex the game in games/hex_test.cpp.
#include <memory>
#include <string>
#include <string_view>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "board_text.hpp"
#include "move_lists.hpp"
#include "playout_checks.hpp"
#include "spec_errors.hpp"
#include "test_boards.hpp"

namespace connects_test {

namespace {

using namespace boardlab;
using playout_checks::same_playouts;
using test_boards::board_spec;
using test_boards::connected;
using test_positions::board_text;
using test_specs::spec_error;

// A files x ranks board where W wins by joining region "from" to region "to" along `directions`.
GameSpec connection_spec(int files, int ranks, BoardGeometry geometry, std::string_view from,
                         std::string_view to, DirectionSet directions = dir::all) {
  GameSpec s = board_spec(files, ranks, geometry, Drop{});
  s.add_region("from", from);
  s.add_region("to", to);
  s.add_end(Connects{.pieces = Pieces::of(Player::zero),
                     .region = "from",
                     .to_region = "to",
                     .winner = Player::zero,
                     .directions = directions});
  return s;
}

}  // namespace

TEST_CASE("a connection follows a chain that bends, and nothing else", "[connections]") {
  // Rank 1 to rank 5 on a square board, orthogonal steps.
  const GameSpec s = connection_spec(5, 5, BoardGeometry::square, "a1 b1 c1 d1 e1",
                                     "a5 b5 c5 d5 e5", dir::orthogonal);
  CHECK(connected(s, "c1 c2 c3 c4 c5"));
  CHECK(connected(s, "a1 a2 b2 c2 c3 d3 d4 d5"));
  // A chain that goes down again on its way: up b, across the top of d, down to d2, and up e.
  CHECK(connected(s, "b1 b2 b3 b4 c4 d4 d3 d2 e2 e3 e4 e5 a5"));
  CHECK_FALSE(connected(s, "c1 c2 c4 c5"));
  CHECK_FALSE(connected(s, "c1 c2 c3 c4"));
  // A diagonal step is no connection along orthogonal directions; it is along all eight.
  CHECK_FALSE(connected(s, "a1 a2 b3 b4 b5"));
  const GameSpec any =
      connection_spec(5, 5, BoardGeometry::square, "a1 b1 c1 d1 e1", "a5 b5 c5 d5 e5", dir::all);
  CHECK(connected(any, "a1 a2 b3 b4 b5"));
  // The other player's pieces neither join nor break W's chains.
  CHECK_FALSE(connected(any, "a1 a2 b4 b5", "b3"));
  // No wrapping round the edge: e2 and a3 are consecutive cell numbers.
  CHECK_FALSE(connected(any, "e1 e2 a3 a4 a5"));
  // Regions that share a cell: one piece there joins them.
  const GameSpec corner = connection_spec(5, 5, BoardGeometry::square, "a1 a2", "a1 b1");
  CHECK(connected(corner, "a1"));
  CHECK_FALSE(connected(corner, "a2"));
}

TEST_CASE("a connection on a hex board steps to the six neighbours", "[connections][hex]") {
  const GameSpec s = connection_spec(3, 3, BoardGeometry::hex, "a1 b1 c1", "a3 b3 c3", dir::all);
  CHECK(connected(s, "c1 b2 a3"));
  CHECK(connected(s, "a1 a2 a3"));
  // North-east is no neighbour on hexagons: neither a1-b2-c3 nor b1-c2 joins.
  CHECK_FALSE(connected(s, "a1 b2 c3"));
  CHECK_FALSE(connected(s, "b1 c2 c3"));
  CHECK(connected(s, "c1 c2 b3"));  // north, then north-west
  CHECK_FALSE(connected(s, "c1 b3", "c2"));
}

TEST_CASE("connections across the words of larger boards", "[connections]") {
  // 16x16: a snake from rank 1 to rank 16 along file a, across rank 8 and up file p.
  std::string snake = "a1";
  for (int r = 2; r <= 8; ++r) snake += " a" + std::to_string(r);
  for (char f = 'b'; f <= 'p'; ++f) snake += std::string(" ") + f + "8";
  for (int r = 9; r <= 16; ++r) snake += " p" + std::to_string(r);
  std::string bottom, top;
  for (char f = 'a'; f <= 'p'; ++f) {
    bottom += std::string(" ") + f + "1";
    top += std::string(" ") + f + "16";
  }
  const GameSpec s = connection_spec(16, 16, BoardGeometry::square, bottom, top, dir::orthogonal);
  CHECK(connected<256>(s, snake));
  CHECK_FALSE(connected<256>(s, snake.substr(0, snake.size() - 4)));
}

TEST_CASE("bad connections and hex directions say what is wrong", "[connections][hex]") {
  GameSpec s = connection_spec(3, 3, BoardGeometry::square, "a1", "a3");
  s.end_conditions[0].to_region = RegionName("");
  CHECK(spec_error(s) == "end condition 1: a connection names two regions (region and to_region)");
  s.end_conditions[0].to_region = RegionName("nowhere");
  CHECK(spec_error(s) == "end condition 1: unknown region 'nowhere'");
  GameSpec none = connection_spec(3, 3, BoardGeometry::square, "a1", "a3", DirectionSet{});
  CHECK(spec_error(none) == "end condition 1: a connection needs directions");
  GameSpec forward = connection_spec(3, 3, BoardGeometry::square, "a1", "a3", dir::forward);
  CHECK(spec_error(forward) == "end condition 1: a connection's directions are absolute");
  GameSpec north_east = connection_spec(3, 3, BoardGeometry::hex, "a1", "a3",
                                        directions({Direction::north_east, Direction::south_west}));
  CHECK(spec_error(north_east) ==
        "end condition 1: north_east and south_west are not directions of a hex board (its six "
        "are north, north_west, west, south, south_east, east)");
  const GameSpec pawn = board_spec(3, 3, BoardGeometry::hex, Step{.directions = dir::forward});
  CHECK(spec_error(pawn) ==
        "kind 'W' primitive 1 (Step): relative directions (forward, backward, sideways) are not "
        "defined on a hex board; name absolute ones");
}

TEST_CASE("a connection followed drop by drop is the one found on the board", "[connections]") {
  // Hex's rules on a square 7x7 board, chains along the four orthogonal steps: a group touching
  // both regions of a player, followed as the playout drops, and looked for on the whole board.
  GameSpec s = games::hex({.board_size = 7});
  s.geometry = BoardGeometry::square;
  for (int c = 0; c < s.end_condition_count; ++c) s.end_conditions[c].directions = dir::orthogonal;
  const auto game = std::make_unique<const Game<64>>(s);
  REQUIRE(game->checks_groups_at_drops());
  REQUIRE(game->condition(0).group_set == 0);
  REQUIRE(game->condition(1).group_set == 1);
  same_playouts(*game, game->start(), 300);
  // A connection of a region to itself (any piece in it) is no group touching two regions: it is
  // looked for on the board only.
  GameSpec same = s;
  same.end_conditions[0].to_region = same.end_conditions[0].region;
  const auto itself = std::make_unique<const Game<64>>(same);
  CHECK(itself->condition(0).group_set == -1);
  CHECK(itself->condition(1).group_set == 0);
  same_playouts(*itself, itself->start(), 100);
}

}  // namespace connects_test

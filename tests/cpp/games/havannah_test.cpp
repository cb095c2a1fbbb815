// Havannah: the board and its start (docs/rules.md, "Havannah", draws the board and names its
// corners and edges), perft against OpenSpiel's on the small boards, a full board without a shape,
// black's shapes after black's move, and playouts that follow their groups against playouts of
// the listed moves. Its shapes on their own are in conditions/group_touches_test.cpp (bridges and
// forks) and conditions/ring_test.cpp. tests/python/test_openspiel.py checks perft and random
// games against OpenSpiel's havannah.
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "havannah_side3.hpp"
#include "playout_checks.hpp"

namespace havannah_test {

namespace {

using namespace boardlab;
using havannah_side3::outcome_of;
using havannah_side3::side3;
using playout_checks::check_unfollowed_condition;
using playout_checks::random_position;
using playout_checks::same_playouts;

}  // namespace

TEST_CASE("havannah: the hexagon, its corners, edges and start", "[havannah]") {
  const Game<>& g = side3();
  CHECK(g.cell_count() == 25);  // the 5x5 rhombus; 19 of its cells are the board's
  CHECK(g.board().count() == 19);
  CHECK(format_position(g, g.start()) == "3/4/5/4/3 0 W10B9 0");
  CHECK(g.max_plies() == 19);
  const auto region = [&](std::string_view name) {
    std::string cells;
    const auto board = g.region(g.region_index(name));
    for (int c = 0; c < g.cell_count(); ++c)
      if (board.test(c)) cells += (cells.empty() ? "" : " ") + g.cell_name_of(c);
    return cells;
  };
  CHECK(region("corner_1") == "a5");
  CHECK(region("corner_2") == "c5");
  CHECK(region("corner_3") == "e3");
  CHECK(region("corner_4") == "e1");
  CHECK(region("corner_5") == "c1");
  CHECK(region("corner_6") == "a3");
  CHECK(region("edge_1") == "b5");
  CHECK(region("edge_2") == "d4");
  CHECK(region("edge_3") == "e2");
  CHECK(region("edge_4") == "d1");
  CHECK(region("edge_5") == "b2");
  CHECK(region("edge_6") == "a4");
  // The default board: side 8, 169 cells, OpenSpiel's.
  static const Game<256> standard{games::havannah()};
  CHECK(standard.board().count() == 169);
  CHECK(perft(standard, standard.start(), 1) == 169);
  CHECK(perft(side3(), side3().start(), 2) == 19 * 18);
}

TEST_CASE("havannah: perft equals OpenSpiel's on the small boards", "[havannah]") {
  // pyspiel.load_game("havannah", {"board_size": n}), counted by tests/python/test_openspiel.py
  // too. On the side of 2 every cell but the centre is a corner: bridges from the third ply.
  const std::array<std::pair<int, std::vector<std::uint64_t>>, 3> cases = {{
      {2, {7, 42, 210, 600, 1296}},
      {3, {19, 342, 5814, 93024}},
      {4, {37, 1332, 46620}},
  }};
  for (const auto& [size, counts] : cases) {
    CAPTURE(size);
    const auto game = std::make_unique<const Game<>>(games::havannah({.board_size = size}));
    for (std::size_t d = 0; d < counts.size(); ++d)
      CHECK(perft(*game, game->start(), int(d + 1)) == counts[d]);
  }
}

TEST_CASE("havannah: a full board without a shape is a draw", "[havannah]") {
  // A random game of OpenSpiel's that fills the board (about one in a thousand does on side 3):
  // the last stone, e2, makes no shape either.
  State<64> s(side3());
  const char* cells[] = {"b4", "d2", "d4", "e3", "c4", "a4", "c2", "a5", "c1", "d1",
                         "e1", "c5", "a3", "d3", "c3", "b2", "b5", "b3", "e2"};
  int ply = 0;
  for (const char* cell : cells) {
    REQUIRE(!s.outcome().over());
    s.play(std::string(ply++ % 2 == 0 ? "W@" : "B@") + cell);
  }
  // White's largest group, b5 b4 c4 d4 c3 c2 c1, touches edges 1 and 2 and the corner c1 only.
  CHECK(s.text() == "BWB/BWWW/WBWBB/BWBW/WBW 1 - 19");
  CHECK(s.outcome() == Outcome{Result::draw, Player::zero, Reason::no_legal_move, -1});
}

TEST_CASE("havannah: black's shapes after black's move", "[havannah]") {
  // The bridge position with the colours swapped, black to have moved last.
  CHECK(outcome_of("BBB/WW1W/5/4/3 0 W7B6 6") ==
        Outcome{Result::win, Player::one, Reason::condition, 3});
}

TEST_CASE("havannah: playouts that follow their groups are those of the listed moves",
          "[havannah]") {
  std::array<int, 3> shapes{};  // games won by a bridge, a fork, a ring
  for (int size = 4; size <= 8; ++size) {
    CAPTURE(size);
    const auto game = std::make_unique<const Game<256>>(games::havannah({.board_size = size}));
    REQUIRE(game->checks_groups_at_drops());
    REQUIRE(game->group_set_count() == 2);  // each player's stones, along the six directions
    same_playouts(*game, game->start(), size == 8 ? 200 : 300);
    Random random(3);
    for (int i = 0; i < 300; ++i) {
      Position<256> p = game->start();
      const PlayoutResult r = random_playout(*game, p, random);
      if (r.outcome.reason == Reason::condition) ++shapes[r.outcome.condition % 3];
    }
  }
  // Every shape ends some of those games, so each way of reading the trackers is checked.
  CHECK(shapes[0] > 0);
  CHECK(shapes[1] > 0);
  CHECK(shapes[2] > 0);
  // From the middle of a game: the trackers start from the stones on the board.
  const auto standard = std::make_unique<const Game<256>>(games::havannah());
  same_playouts(*standard, random_position(*standard, 60, 5), 200);
}

TEST_CASE("havannah: a loop round a hole of the board is no ring; a ring made before the playout",
          "[havannah]") {
  // The cell e5 in the middle of the side-5 board taken off it: white's six stones round it make
  // a loop the trackers see closed, which walls in no cell of the board.
  GameSpec holed = games::havannah({.board_size = 5});
  holed.off_board.insert({4, 4});
  holed.start = games::empty_board_with_reserves(holed, 'W', 'B');
  const auto game = std::make_unique<const Game<128>>(holed);
  REQUIRE(game->checks_groups_at_drops());
  State<128> s(*game);
  const char* moves[] = {"W@e6", "B@a6", "W@f5", "B@c8", "W@f4",
                         "B@h2", "W@e4", "B@i4", "W@d5", "B@b7"};
  for (const char* m : moves) s.play(m);
  DropGroups<128> groups(*game, s.position());
  groups.drop(game->kind_of_symbol('W'), game->cell(3, 5));
  CHECK(groups.last(0).closes_loop);
  CHECK_FALSE(groups.last(0).surrounds);
  CHECK(groups.last(1).added == false);
  s.play("W@d6");
  CHECK_FALSE(s.outcome().over());
  // The State keeps its groups (state.hpp): it sees the loop closed and asks the board too.
  CHECK(s.follows_groups());
  CHECK(s.outcome() == outcome(*game, s.position()));
  CHECK(s.legal_moves().size() == legal_moves(*game, s.position()).size());
  same_playouts(*game, game->start(), 400);
  // Black's ring round c4 on the side-4 board, black to move: checked after black's moves only,
  // it has not ended the game, and a playout cannot follow groups from here (a drop elsewhere
  // would not see it). Black wins at its next drop, on the whole-board check.
  const auto small = std::make_unique<const Game<256>>(games::havannah({.board_size = 4}));
  const Position<256> black_ring =
      parse_position(*small, "W1W1/4W/1BB3/1B1B3/1BB3/W4/1W1W 1 W13B12 12");
  check_unfollowed_condition(*small, black_ring, 200,
                             Outcome{Result::win, Player::one, Reason::condition, 5});
}

}  // namespace havannah_test

// Groups touching regions (GroupTouches), rings (Ring) and Havannah built of them: bridges,
// forks and rings worked out by hand on the board of side 3, cell by cell (docs/rules.md,
// "Havannah", draws the board and names its corners and edges); shapes that look like them and
// are not (a corner is no edge; five of a ring's six; a triangle); the board and its start; and
// the spec errors. tests/python/test_openspiel.py checks perft and random games against
// OpenSpiel's havannah.
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "spec_errors.hpp"

namespace {

using namespace boardlab;
using test_specs::spec_error;

// The board of side 3: ranks 5 to 1 hold a5-c5, a4-d4, a3-e3, b2-e2, c1-e1. Corners a5 c5 e3 e1
// c1 a3; the edges' own cells b5 (1), d4 (2), e2 (3), d1 (4), b2 (5), a4 (6).
const Game<>& side3() {
  static const Game<> game{games::havannah({.board_size = 3})};
  return game;
}

Outcome outcome_of(std::string_view text) {
  const Position<64> p = parse_position(side3(), text);
  return outcome(side3(), p);
}

constexpr Outcome white_by(int condition) {
  return {Result::win, Player::zero, Reason::condition, condition};
}

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

TEST_CASE("havannah: a bridge joins two corners", "[havannah]") {
  // W a5 b5 c5: corners a5 and c5 by way of b5.
  CHECK(outcome_of("WWW/BB2/5/4/3 1 W7B7 5") == white_by(0));
  // W a5 and c5 without b5 (black holds it): no group joins them.
  CHECK(!outcome_of("WBW/4/5/4/3 1 W8B8 3").over());
  // A group on one corner only, however long.
  CHECK(!outcome_of("W2/W3/1WW2/BBB1/3 1 W6B6 7").over());
}

TEST_CASE("havannah: a fork joins three edges; a corner is no edge", "[havannah]") {
  // W b5 c4 d4 d3 e2: edges 1, 2 and 3.
  CHECK(outcome_of("1W1/2WW/3W1/BB1W/BB1 1 W5B5 9") == white_by(1));
  // W b5 c4 d4 e3: edges 1 and 2, and the corner e3, which is no edge's.
  CHECK(!outcome_of("1W1/2WW/4W/B3/BB1 1 W6B6 7").over());
  // Three edges touched by two groups (b5 c4 d4, and e2 alone): no fork.
  CHECK(!outcome_of("1W1/2WW/5/B2W/BB1 1 W6B6 7").over());
}

TEST_CASE("havannah: a ring round an empty cell, an enemy stone or an own stone", "[havannah]") {
  // W b4 c4 b3 d3 c2 d2 round the empty c3.
  CHECK(outcome_of("B1B/1WW1/BW1W1/1WW1/B1B 1 W4B4 11") == white_by(2));
  // Round black's c3.
  CHECK(outcome_of("B1B/1WW1/BWBW1/1WW1/2B 1 W4B4 11") == white_by(2));
  // Round white's own c3: seven stones, a filled hexagon.
  CHECK(outcome_of("B1B/1WW1/BWWWB/1WW1/B1B 1 W3B3 13") == white_by(2));
  // Five of the six: c3 reaches the rim through d2.
  CHECK(!outcome_of("B1B/1WW1/BW1W1/1W2/BBW 1 W4B4 11").over());
  // Six in a blob, c3 among them but d2 not: nothing is walled in.
  CHECK(!outcome_of("B1B/1WW1/BWWW1/1W2/B1B 1 W4B4 11").over());
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

TEST_CASE("havannah: GroupTouches and Ring spec errors", "[havannah]") {
  GameSpec s = games::havannah({.board_size = 3});
  s.end_condition_count = 0;
  GameSpec no_regions = s;
  no_regions.add_end(GroupTouches{.pieces = Pieces::of(Player::zero), .count = 1});
  CHECK(spec_error(no_regions) == "end condition 1: a group touching regions names none");
  GameSpec unknown = s;
  unknown.add_end(GroupTouches{
      .pieces = Pieces::of(Player::zero), .regions = {"corner_1", "nowhere"}, .count = 2});
  CHECK(spec_error(unknown).find("nowhere") != std::string::npos);
  GameSpec twice = s;
  twice.add_end(GroupTouches{
      .pieces = Pieces::of(Player::zero), .regions = {"corner_1", "corner_1"}, .count = 2});
  CHECK(spec_error(twice) == "end condition 1: region 'corner_1' is named twice");
  GameSpec gap = s;
  gap.add_end(GroupTouches{
      .pieces = Pieces::of(Player::zero), .regions = {"corner_1", "", "corner_2"}, .count = 2});
  CHECK(spec_error(gap) ==
        "end condition 1: region 2 of the list has no name, and a later one has");
  GameSpec too_many = s;
  too_many.add_end(GroupTouches{
      .pieces = Pieces::of(Player::zero), .regions = {"corner_1", "corner_2"}, .count = 3});
  CHECK(spec_error(too_many) ==
        "end condition 1: count 3 is not between 1 and 2 (the regions it names)");
  GameSpec square;
  square.name = "square";
  square.files = 4;
  square.ranks = 4;
  square.add_kind('W', Owner::zero, "white");
  square.add_kind('B', Owner::one, "black");
  square.moves('W', Drop{});
  square.start = "4/4/4/4 0 W8B8 0";
  square.add_end(Ring{.pieces = Pieces::of(Player::zero)});
  CHECK(spec_error(square) ==
        "end condition 1: a ring is found on a hex board only (geometry 'hex')");
  CHECK_THROWS_WITH(games::havannah({.board_size = 1}),
                    "havannah: board_size 1 is not between 2 and 8");
  CHECK_THROWS_WITH(games::havannah({.board_size = 9}),
                    "havannah: board_size 9 is not between 2 and 8");
}

namespace {

// Random playouts that follow the groups of their drops (group_tracker.hpp) against playouts of
// the listed moves, whose conditions are checked on the whole board: the same games, move for
// move, the same outcome (condition index included), from `start`.
template <int N>
void same_playouts(const Game<N>& game, const Position<N>& start, int playouts) {
  for (int seed = 0; seed < playouts; ++seed) {
    CAPTURE(seed);
    Position<N> tracked = start, listed = start;
    Random a{std::uint64_t(seed)}, b{std::uint64_t(seed)};
    const PlayoutResult x = random_playout(game, tracked, a);
    const PlayoutResult y = detail::random_playout_with(
        game, listed, b, [&](const Position<N>& q, auto& moves) { legal_moves(game, q, moves); },
        nullptr);
    REQUIRE(tracked == listed);
    REQUIRE(x.outcome == y.outcome);
    REQUIRE(x.plies == y.plies);
    REQUIRE(x.moves_listed == y.moves_listed);
  }
}

}  // namespace

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
  Position<256> middle = standard->start();
  Random random(5);
  for (int ply = 0; ply < 60; ++ply) {
    const auto moves = legal_moves(*standard, middle);
    REQUIRE(!moves.empty());
    apply_unchecked(*standard, middle, moves[random.below(moves.size())]);
  }
  same_playouts(*standard, middle, 200);
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
  same_playouts(*game, game->start(), 400);
  // Black's ring round c4 on the side-4 board, black to move: checked after black's moves only,
  // it has not ended the game, and a playout cannot follow groups from here (a drop elsewhere
  // would not see it). Black wins at its next drop, on the whole-board check.
  const auto small = std::make_unique<const Game<256>>(games::havannah({.board_size = 4}));
  const Position<256> black_ring =
      parse_position(*small, "W1W1/4W/1BB3/1B1B3/1BB3/W4/1W1W 1 W13B12 12");
  CHECK_FALSE(outcome(*small, black_ring).over());
  CHECK_FALSE(no_group_condition_holds(*small, black_ring));
  same_playouts(*small, black_ring, 200);
  Position<256> p = black_ring;
  Random random(1);
  const PlayoutResult r = random_playout(*small, p, random);
  CHECK(r.plies == 1);
  CHECK(r.outcome == Outcome{Result::win, Player::one, Reason::condition, 5});
}

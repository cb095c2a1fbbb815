// Pentago: perft from the start and from positions of random games, each count OpenSpiel's
// `pentago` (its actions written as boardlab's moves: `a1s` is `W@a1:a1cw`, its rotation r the
// block r / 2, turned clockwise as OpenSpiel draws it, rank 1 on top, when r is odd, which is
// counterclockwise as boardlab draws it); the start's moves; a win, a line made for each player
// by one turn (a draw) and a full board. Random games are compared move by move with OpenSpiel
// in tests/python/test_pentago.py.
#include <cstdint>
#include <memory>
#include <sstream>
#include <string>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "playout_checks.hpp"

namespace pentago_test {

namespace {

using namespace boardlab;

// The position after `moves`, move texts separated by spaces.
State<> after(const Game<>& game, const std::string& moves) {
  State<> state(game);
  std::istringstream in(moves);
  for (std::string m; in >> m;) state.play(m);
  return state;
}

}  // namespace

TEST_CASE("pentago's perft is OpenSpiel's, from the start and from random games", "[pentago]") {
  const auto game = std::make_unique<const Game<>>(games::pentago());
  CHECK(format_position(*game, game->start()) == "6/6/6/6/6/6 0 W18B18 0");
  // No line can form before white's fifth marble: the start's counts are products.
  CHECK(perft(*game, game->start(), 1) == 288);
  CHECK(perft(*game, game->start(), 2) == 288 * 280);
  CHECK(perft(*game, game->start(), 3) == 288 * 280 * 272);
  // OpenSpiel's perft (1, 2, 3) after random games (tests/python/test_pentago.py makes more).
  struct Case {
    const char* moves;
    std::uint64_t counts[3];
  };
  const Case cases[] = {
      {"W@e4:a4ccw B@e6:a4ccw W@b1:a4cw B@b6:a4cw W@e3:a4ccw B@f4:a4cw W@c1:d4ccw B@e6:a4cw "
       "W@b2:a1cw B@e1:d4cw W@d3:a4ccw B@d4:a1cw W@d2:a4ccw B@b4:a1ccw W@e5:d1ccw B@c2:d1cw "
       "W@d6:d1cw B@b3:a4ccw W@b1:d1ccw B@c3:a4ccw W@a6:a1cw B@f2:d1ccw",
       {112, 11440, 1037088}},
      {"W@a5:a4ccw B@e2:a1ccw W@e1:d4cw B@d2:a4ccw W@c6:d1ccw B@f1:a1cw W@a2:a1ccw B@a1:a1cw "
       "W@f6:a4ccw B@a1:a1ccw W@b3:d4ccw B@f6:a4cw W@c3:a4ccw B@a3:d1cw W@d3:d1cw B@c4:d1cw "
       "W@e4:a1cw B@d3:d1cw W@e6:d1cw",
       {136, 17280, 2028000}},
      {"W@f2:d4ccw B@b3:d4cw W@c5:d4cw B@d4:a1cw W@b1:d1ccw B@b3:d4cw W@f3:d1cw B@b2:d1cw "
       "W@d2:d4ccw B@d3:d1ccw W@a2:a1cw B@b4:d4cw W@a4:d4ccw B@c6:d1cw W@b6:a4cw B@a1:a1cw "
       "W@f6:a1cw B@f4:a4cw W@f1:a1cw B@b5:a4ccw",
       {128, 15120, 1676640}},
      {"W@b2:d4cw B@e3:d4ccw W@b6:d4cw B@a5:a1cw W@b5:d4ccw B@d6:d4cw W@a4:a4cw B@d2:a1cw "
       "W@f5:a4cw B@f3:a4cw W@d1:d1ccw B@d5:a4cw W@e6:a4ccw B@e3:a4cw W@b3:d1ccw B@b1:a1ccw "
       "W@e4:a4cw B@c1:a4ccw W@c3:d4ccw B@d4:a4ccw",
       {128, 14880, 1626800}},
      {"W@d2:d1ccw B@e4:a4cw W@a4:d4ccw B@a2:a4ccw W@e4:a4ccw B@a5:a4ccw W@a3:a1ccw B@a3:a4cw "
       "W@c2:d4ccw B@d6:d4cw W@f1:d4cw B@a6:a1cw W@c2:a4cw B@f6:a1cw W@e3:a4ccw B@c5:d1ccw "
       "W@c2:a1ccw B@c1:d4cw W@e1:d4cw B@b5:a4ccw W@d1:a1cw B@a3:a4cw W@e5:a4cw B@c5:d4cw "
       "W@a4:d4cw",
       {88, 6560, 440640}},
  };
  for (const Case& c : cases) {
    const State<> state = after(*game, c.moves);
    INFO(state.text());
    for (int depth = 1; depth <= 3; ++depth)
      CHECK(perft(*game, state.position(), depth) == c.counts[depth - 1]);
  }
}

}  // namespace pentago_test

namespace pentago_test {

TEST_CASE("five in a row wins after the turn; a turn that makes a line for each draws",
          "[pentago]") {
  const auto game = std::make_unique<const Game<>>(boardlab::games::pentago());
  // White's a1-d1 and e1: a line, the empty block a4:c6 turned.
  boardlab::State<> win(*game, "6/6/6/BBBB2/6/WWWW2 0 W14B14 8");
  win.play("W@e1:a4cw");
  CHECK(win.outcome().result == boardlab::Result::win);
  CHECK(win.outcome().winner == boardlab::Player::zero);
  // Turning a1:c3 clockwise instead takes white's a1-c1 up the a file, and black's a3-c3 down
  // the c file: no line.
  win.undo();
  win.play("W@e1:a1cw");
  CHECK(win.text() == "6/6/6/W1BB2/W1B3/W1BWW1 1 W13B14 9");
  CHECK(!win.outcome().over());
  // Turning d1:f3 clockwise takes f1 and the dropped f2 to d1 and e1 (white's a1-e1), and d1
  // and d2 to d3 and e3 (black's a3-e3): a line for each, a draw.
  boardlab::State<> both(*game, "6/6/6/BBB3/3B2/WWWB1W 0 W14B13 9");
  both.play("W@f2:d1cw");
  CHECK(both.text() == "6/6/6/BBBBB1/6/WWWWW1 1 W13B13 10");
  CHECK(both.outcome().result == boardlab::Result::draw);
}

}  // namespace pentago_test

namespace pentago_test {

TEST_CASE("pentago's playouts draw a drop and its turn by counting, move for move",
          "[pentago][playouts]") {
  using namespace boardlab;
  const auto game = std::make_unique<const Game<>>(games::pentago());
  // Not a game of plain drops (its moves' texts name turns), but its drops are counted.
  CHECK_FALSE(game->only_drops());
  REQUIRE(game->draws_drops_by_counting());
  CHECK_FALSE(game->checks_groups_at_drops());
  playout_checks::same_playouts(*game, game->start(), 300);
  int ends[3] = {};
  Random random{5};
  for (int playout = 0; playout < 300; ++playout) {
    Position<64> p = game->start();
    const Outcome o = random_playout(*game, p, random).outcome;
    ++ends[o.result == Result::draw ? 2 : index(o.winner)];
  }
  // Both players win some, and some are drawn.
  CHECK(ends[0] > 0);
  CHECK(ends[1] > 0);
  CHECK(ends[2] > 0);
}

}  // namespace pentago_test

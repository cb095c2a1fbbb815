// Knightthrough: its perft against an independent cell-loop count, and a knight reaching the
// far rank winning, capturing on any leap. Its leaps (OffsetLeap) are in
// primitives/offset_leap_test.cpp.
#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "move_lists.hpp"

namespace knightthrough_test {

namespace {

using namespace boardlab;
using move_lists::Texts;

}  // namespace

TEST_CASE("knightthrough's perft agrees with an independent count") {
  // Counted by a plain cell-loop program (a dictionary of cells, the four forward knight moves,
  // the game over after a piece reaches the far rank or the last enemy is taken), written apart
  // from the engine: 8x8 to depth 3, 6x6 to depth 4.
  const Game<> game{games::knightthrough()};
  CHECK(perft(game, game.start(), 1) == 40);
  CHECK(perft(game, game.start(), 2) == 1600);
  CHECK(perft(game, game.start(), 3) == 63520);
  const Game<> small{games::knightthrough({.files = 6, .ranks = 6})};
  CHECK(perft(small, small.start(), 1) == 28);
  CHECK(perft(small, small.start(), 2) == 784);
  CHECK(perft(small, small.start(), 3) == 21616);
  CHECK(perft(small, small.start(), 4) == 581938);
}

TEST_CASE("knightthrough: a knight reaching the far rank wins, captures on any leap") {
  const Game<> game{games::knightthrough()};
  CHECK(move_lists::part_texts(game, "7B/8/1B6/W7/8/8/8/8 0 - 9") == Texts{"a5-b7", "a5-c6"});
  State<> short_of_the_goal(game, "7B/8/1B6/W7/8/8/8/8 0 - 9");
  short_of_the_goal.play("a5-b7");
  CHECK_FALSE(short_of_the_goal.outcome().over());
  State<> reached(game, "7B/W7/8/8/8/8/8/8 0 - 9");
  reached.play("a7-c8");
  CHECK(reached.outcome() == Outcome{Result::win, Player::zero, Reason::condition, 0});
  State<> taken(game, "8/8/1B6/8/W7/8/8/8 0 - 9");
  taken.play("a4xb6");
  CHECK(taken.outcome() == Outcome{Result::win, Player::zero, Reason::condition, 2});
}

}  // namespace knightthrough_test

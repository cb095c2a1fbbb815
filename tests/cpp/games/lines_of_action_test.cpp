// Lines of Action: the start and its moves (OpenSpiel's list), perft from the start (OpenSpiel's
// counts, which tests/python/test_lines_of_action.py also checks against it), and who wins when
// one move joins both sides' pieces. Its counted slides are in primitives/slide_test.cpp, its
// groups in conditions/all_connected_test.cpp.
#include <memory>
#include <string>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "move_lists.hpp"

namespace lines_of_action_test {

namespace {

using namespace boardlab;
using move_lists::Texts;
using move_lists::turn_texts;

}  // namespace

TEST_CASE("lines of action: the start and its moves", "[lines_of_action]") {
  const auto game = std::make_unique<const Game<>>(games::lines_of_action());
  const State<> start(*game);
  CHECK(start.text() == "1BBBBBB1/W6W/W6W/W6W/W6W/W6W/W6W/1BBBBBB1 0 - 0");
  // OpenSpiel's list of black's first moves (they are also worked out in docs/rules.md): b1
  // goes six east along rank 1, two north along file b (b1, b8), two north-east (b1, h7);
  // north-west its line (b1, a2) would take it off the board.
  const Texts expected{"b1-b3", "b1-d3", "b1-h1", "b8-b6", "b8-d6", "b8-h8", "c1-a3", "c1-c3",
                       "c1-e3", "c8-a6", "c8-c6", "c8-e6", "d1-b3", "d1-d3", "d1-f3", "d8-b6",
                       "d8-d6", "d8-f6", "e1-c3", "e1-e3", "e1-g3", "e8-c6", "e8-e6", "e8-g6",
                       "f1-d3", "f1-f3", "f1-h3", "f8-d6", "f8-f6", "f8-h6", "g1-a1", "g1-e3",
                       "g1-g3", "g8-a8", "g8-e6", "g8-g6"};
  CHECK(turn_texts(*game, start.text()) == expected);
  // OpenSpiel's perft (its game ends on a repeated board, which first happens at ply 4, so the
  // counts agree to depth 4).
  CHECK(perft(*game, game->start(), 1) == 36);
  CHECK(perft(*game, game->start(), 2) == 1244);
  CHECK(perft(*game, game->start(), 3) == 44952);
  CHECK(perft(*game, game->start(), 4) == 1563208);
}

TEST_CASE("lines of action: a move that joins both sides wins for the mover", "[lines_of_action]") {
  const auto game = std::make_unique<const Game<>>(games::lines_of_action());
  // Black a1 takes white's stray c1 (rank 1 holds two pieces): white's h8 and h7 are then one
  // group, and so are black's c1 and d2. The mover wins.
  State<> both(*game, "7W/7W/8/8/8/8/3B4/B1W5 0 - 0");
  CHECK_FALSE(both.is_over());
  both.play("a1-c1");
  CHECK(both.outcome() == Outcome{Result::win, Player::zero, Reason::condition, 0});
  // With black's other piece on e2, the capture joins only white's pieces: white wins.
  State<> theirs(*game, "7W/7W/8/8/8/8/4B3/B1W5 0 - 0");
  theirs.play("a1-c1");
  CHECK(theirs.outcome() == Outcome{Result::win, Player::one, Reason::condition, 3});
  // White's c3 takes black's c1 (file c holds two pieces), and black's last piece, a1, is a
  // group of one: black wins, though white moved.
  State<> last(*game, "7W/8/8/8/8/2W5/8/B1B5 1 - 1");
  last.play("c3-c1");
  CHECK(last.outcome() == Outcome{Result::win, Player::zero, Reason::condition, 2});
  // No move: each line from a1 and from h8 would pass a white piece or leave the board.
  const State<> stuck(*game, "6WB/6WW/8/8/8/8/WW6/BW5W 0 - 0");
  CHECK(stuck.legal_moves().empty());
  CHECK(stuck.outcome() == Outcome{Result::win, Player::one, Reason::no_legal_move, -1});
}

}  // namespace lines_of_action_test

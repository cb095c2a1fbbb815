// Focus: the start and its perft (the counts of tests/python/focus_reference.py, a reference
// written apart from the engine, which tests/python/test_focus.py also plays random games
// against), a hand-checked list of moves with a reserve, and a player without a move losing.
#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "move_lists.hpp"

namespace focus_test {

namespace {

using namespace boardlab;
using move_lists::Texts;
using move_lists::turn_texts;

}  // namespace

TEST_CASE("focus's start and its perft are the reference's", "[focus]") {
  const auto game = std::make_unique<const Game<>>(games::focus());
  CHECK(format_position(*game, game->start()) ==
        "4/RRGGRR/1GGRRGG1/1RRGGRR1/1GGRRGG1/1RRGGRR1/GGRRGG/4 0 - 0");
  // python3 tests/python/focus_reference.py (and its perft at depth 4).
  const std::uint64_t expected[] = {68, 4460, 299912, 19521582};
  for (int depth = 1; depth <= 4; ++depth)
    CHECK(perft(*game, game->start(), depth) == expected[depth - 1]);
}

TEST_CASE(
    "a focus stack moves its top part as many cells as it has pieces; reserve pieces go "
    "anywhere",
    "[focus]") {
  const auto game = std::make_unique<const Game<>>(games::focus());
  // Red has one stack of two on d4 (G under R) and a piece in reserve; green has g5.
  const Texts moves = turn_texts(*game, "4/6/8/6G1/3(GR)4/8/6/4 0 R1 20");
  // One piece one cell, or both two cells, each way: eight moves, all on the board here.
  Texts expected{"1d4-c4", "1d4-d3", "1d4-d5", "1d4-e4", "2d4-b4", "2d4-d2", "2d4-d6", "2d4-f4"};
  // The reserve piece on any of the 52 cells.
  for (const char* cell :
       {"c1", "d1", "e1", "f1", "b2", "c2", "d2", "e2", "f2", "g2", "a3", "b3", "c3",
        "d3", "e3", "f3", "g3", "h3", "a4", "b4", "c4", "d4", "e4", "f4", "g4", "h4",
        "a5", "b5", "c5", "d5", "e5", "f5", "g5", "h5", "a6", "b6", "c6", "d6", "e6",
        "f6", "g6", "h6", "b7", "c7", "d7", "e7", "f7", "g7", "c8", "d8", "e8", "f8"})
    expected.push_back(std::string("R@") + cell);
  std::sort(expected.begin(), expected.end());
  CHECK(moves == expected);
  // Green, to move, has no stack of its own and no reserve: red wins.
  const State<> lost(*game, "4/6/8/8/3(GR)4/8/6/4 1 R1 21");
  CHECK(lost.outcome().winner == Player::zero);
  CHECK(lost.outcome().reason == Reason::no_legal_move);
}

}  // namespace focus_test

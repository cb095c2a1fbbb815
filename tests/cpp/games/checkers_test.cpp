// Checkers (English draughts): the published perft, a chain that branches (one turn per path),
// a chain ending when the man is crowned, compulsory capture by any piece that can, a king
// jumping both ways, and a player without moves losing; whole turn text, undo and the messages
// of moves that are not whole turns.
#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <type_traits>
#include <vector>

#include <boardlab/boardlab.hpp>
#include <boardlab/games/checkers.hpp>
#include <catch2/catch.hpp>

#include "move_lists.hpp"
#include "play_checks.hpp"
#include "spec_errors.hpp"

namespace checkers_test {

namespace {

using namespace boardlab;
using move_lists::Texts;
using move_lists::turn_texts;
using play_checks::checkers;
using play_checks::error_of;

}  // namespace

TEST_CASE("checkers: perft from the start is the published English draughts count") {
  // 7, 49, 302, 1469, 7361, 36768, 179740: the standard table of checkers perft (whole moves,
  // a capture chain one move), as engines such as Aart Bik's publish it.
  const Game<>& game = checkers();
  const std::uint64_t published[] = {7, 49, 302, 1469, 7361, 36768, 179740};
  for (int depth = 1; depth <= 7; ++depth) {
    CAPTURE(depth);
    CHECK(perft(game, game.start(), depth) == published[depth - 1]);
  }
  CHECK(perft(game, game.start(), 4, Counting::play_every_leaf) == 1469);
}

TEST_CASE("checkers: a chain that branches gives one turn per path") {
  // o on c3 jumps d4 to e5, then either d6 (to c7) or f6 (to g7).
  CHECK(turn_texts(checkers(), "7x/8/3x1x2/8/3x4/2o5/8/8 0 - 0") == Texts{"c3-e5-c7", "c3-e5-g7"});
  State<> state(checkers(), "7x/8/3x1x2/8/3x4/2o5/8/8 0 - 0");
  state.play("c3xe5xg7");
  CHECK(state.text() == "7x/6o1/3x4/8/8/8/8/8 1 - 1");
  state.undo();
  CHECK(state.text() == "7x/8/3x1x2/8/3x4/2o5/8/8 0 - 0");
  CHECK(error_of(checkers(), "7x/8/3x1x2/8/3x4/2o5/8/8 0 - 0", "c3-e5") ==
        "move 'c3-e5' is not a whole turn: the piece on e5 must go on, in position "
        "'7x/8/3x1x2/8/3x4/2o5/8/8 0 - 0'");
  CHECK(error_of(checkers(), "7x/8/3x1x2/8/3x4/2o5/8/8 0 - 0", "c3-e5-c7-a5") ==
        "move text 'c3-e5-c7-a5': the turn ends after 'c3-e5-c7'");
}

TEST_CASE("checkers: a chain ends when the man is crowned") {
  // b6 jumps c7 onto d8 and becomes a king; as a king it could jump e7 next, but the turn ends.
  CHECK(turn_texts(checkers(), "8/2x1x3/1o6/8/8/8/8/7X 0 - 0") == Texts{"b6-d8"});
  State<> state(checkers(), "8/2x1x3/1o6/8/8/8/8/7X 0 - 0");
  state.play("b6-d8");
  CHECK(state.text() == "3O4/4x3/8/8/8/8/8/7X 1 - 1");
  // A man stepping onto the far rank is crowned too.
  State<> step(checkers(), "8/o7/8/8/8/8/8/7X 0 - 0");
  step.play("a7-b8");
  CHECK(step.text() == "1O6/8/8/8/8/8/8/7X 1 - 1");
}

TEST_CASE("checkers: capturing is compulsory, by any piece that can") {
  // Two men can capture (a3 over b4, e3 over f4); g1 and the others could only step.
  CHECK(turn_texts(checkers(), "7x/8/8/8/1x3x2/o3o3/8/6o1 0 - 0") == Texts{"a3-c5", "e3-g5"});
  CHECK(turn_texts(checkers(), "7x/8/8/8/8/o3o3/8/6o1 0 - 0") ==
        Texts{"a3-b4", "e3-d4", "e3-f4", "g1-f2", "g1-h2"});
  CHECK(error_of(checkers(), "7x/8/8/8/1x3x2/o3o3/8/6o1 0 - 0", "g1-h2") ==
        "move 'g1-h2' is not legal in position '7x/8/8/8/1x3x2/o3o3/8/6o1 0 - 0'");
}

TEST_CASE("checkers: a king jumps both ways, and a player without moves loses") {
  CHECK(turn_texts(checkers(), "8/8/8/8/3x4/4O3/3x4/7X 0 - 0") == Texts{"e3-c1", "e3-c5"});
  // The man on a1 is blocked: b2 is taken, and the jump over it lands on c3, taken too.
  const State<> stuck(checkers(), "8/8/8/8/8/2x5/1x6/o7 0 - 4");
  CHECK(stuck.legal_turns().empty());
  CHECK(stuck.outcome() == Outcome{Result::win, Player::one, Reason::no_legal_move, -1});
}

}  // namespace checkers_test

// Shoot: an amazon's arrow, shot as part 1 after the queen's move, may fly back over the cells
// the queen crossed and onto the cell it left; a queen move alone is not a whole turn. The shot
// checks' messages are in primitives/then_test.cpp ("bad turn rules").
#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <type_traits>
#include <vector>

#include <boardlab/boardlab.hpp>
#include <boardlab/games/amazons.hpp>
#include <boardlab/games/checkers.hpp>
#include <boardlab/games/konane.hpp>
#include <catch2/catch.hpp>

#include "move_lists.hpp"
#include "play_checks.hpp"
#include "spec_errors.hpp"

namespace shoot_test {

namespace {

using namespace boardlab;
using move_lists::Texts;
using move_lists::turn_texts;
using play_checks::checkers;
using play_checks::error_of;

}  // namespace

TEST_CASE("amazons: the arrow may fly back over the cell the queen left") {
  const Game<> game{games::amazons({.size = 6})};
  // The queen on a1 moves a1-a4; its arrow may then fly back down the a-file, over the cells it
  // crossed, onto a2 or onto a1, the cell it left.
  const std::string start = "5B/6/6/6/6/W5 0 - 0";
  State<> state(game, start);
  state.play("a1-a4/a1");
  CHECK(state.text() == "5B/6/W5/6/6/A5 1 - 1");
  const Texts turns = turn_texts(game, start);
  CHECK(std::count(turns.begin(), turns.end(), "a1-a4/a2") == 1);
  CHECK(std::count(turns.begin(), turns.end(), "a1-a4/a1") == 1);
  CHECK(error_of(game, start, "a1-a4") ==
        "move 'a1-a4' is not a whole turn: the piece on a4 must go on, in position '" + start +
            "'");
  CHECK(error_of(game, start, "a1-a4/a4") ==
        "move 'a1-a4/a4' is not legal in position '5B/6/W5/6/6/6 0 - 0 a1-a4:1'");
}

}  // namespace shoot_test

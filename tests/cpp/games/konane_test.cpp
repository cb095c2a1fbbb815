// Konane: the opening removals, then straight jumps that may stop anywhere, and perft from the
// start against a separate cell-by-cell program (tests/python/konane_reference.py).
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

namespace konane_test {

namespace {

using namespace boardlab;
using move_lists::Texts;
using move_lists::turn_texts;
using play_checks::checkers;

}  // namespace

TEST_CASE("konane: the opening removals, then straight jumps that may stop anywhere") {
  const auto game = std::make_unique<const Game<>>(games::konane({.size = 4}));
  // Black lifts a stone of its centre cells or its corners; white one next to the hole.
  CHECK(turn_texts(*game, "WBWB/BWBW/WBWB/BWBW 0 - 0") == Texts{"xa1", "xb2", "xc3", "xd4"});
  State<> state(*game);
  state.play("xb2");
  CHECK(state.text() == "WBWB/BWBW/W1WB/BWBW 1 - 1");
  CHECK(turn_texts(*game, state.text()) == Texts{"xa2", "xb1", "xb3", "xc2"});
  state.play("xa2");
  CHECK(state.text() == "WBWB/BWBW/2WB/BWBW 0 - 2");
  // From now on only jumps; the removals are over (before_ply), though pieces stand next to holes.
  CHECK(turn_texts(*game, state.text()) == Texts{"b4-b2", "d2-b2"});
  state.play("d2-b2");
  CHECK(state.text() == "WBWB/BWBW/1B2/BWBW 1 - 3");
  state.undo();
  state.undo();
  CHECK(state.text() == "WBWB/BWBW/W1WB/BWBW 1 - 1");
  // A chain goes straight on and may stop after any jump: a1-a3 and a1-a3-a5, never a turn.
  const auto six = std::make_unique<const Game<>>(games::konane({.size = 6}));
  CHECK(turn_texts(*six, "6/6/6/W5/6/BW4 0 - 10") == Texts{"a1-c1"});
  CHECK(turn_texts(*six, "6/6/W5/6/W5/B1W3 0 - 10") == Texts{"a1-a3", "a1-a3-a5"});
  // Konane perft from the start agrees with a separate cell-by-cell program
  // (tests/python/konane_reference.py).
  const std::uint64_t six_by_six[] = {4, 12, 28, 156, 668, 4192, 22676};
  for (int depth = 1; depth <= 7; ++depth) {
    CAPTURE(depth);
    CHECK(perft(*six, six->start(), depth) == six_by_six[depth - 1]);
  }
}

}  // namespace konane_test

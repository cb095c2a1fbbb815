// Drop::unlimited: drops from a supply that never runs out take nothing from the reserve, which
// position text refuses to hold for the kind; the spec errors. Ataxx's clones are played in
// games/ataxx_test.cpp.
#include <memory>
#include <string>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "spec_errors.hpp"

namespace unlimited_test {

namespace {

using namespace boardlab;
using test_specs::spec_error;

GameSpec endless(Placement placement = Placement::anytime) {
  GameSpec s;
  s.name = "endless";
  s.files = 2;
  s.ranks = 2;
  s.add_kind('X', Owner::zero, "x");
  s.add_kind('O', Owner::one, "o");
  s.moves('X', Drop{.unlimited = true});
  s.moves('O', Drop{});
  s.placement = placement;
  s.start = "2/2 0 O1 0";
  return s;
}

}  // namespace

TEST_CASE("an unlimited drop takes nothing from the reserve", "[unlimited]") {
  const auto game = std::make_unique<const Game<>>(endless());
  State<> state(*game);
  state.play("X@a1");
  CHECK(state.text() == "2/X1 1 O1 1");
  state.play("O@b1");
  CHECK(state.text() == "2/XO 0 - 2");
  // O's reserve is empty: O passes nothing and has no move; X can still drop.
  state.play("X@a2");
  CHECK(state.outcome().over());
  CHECK(state.outcome().winner == Player::zero);
  state.undo();
  state.undo();
  state.undo();
  CHECK(state.text() == "2/2 0 O1 0");
  CHECK_THROWS_WITH(State<>(*game, "2/2 0 X1O1 0"),
                    Catch::Contains("reserve: 'X' is dropped from a supply that never runs out, "
                                    "so the reserve holds none"));
}

TEST_CASE("unlimited drops are refused where the supply must run out", "[unlimited]") {
  CHECK(spec_error(endless(Placement::placement_first)) ==
        "kind 'X' primitive 1 (Drop): unlimited: with placement = 'placement_first' a player "
        "who holds a piece to drop must drop, and an endless supply would never let a piece "
        "move; use placement = 'anytime'");
  GameSpec stacked = endless();
  stacked.moves('O',
                Step{.directions = dir::all, .onto = Targets::anything, .landing = Landing::stack});
  CHECK(spec_error(stacked) ==
        "kind 'X' primitive 1 (Drop): unlimited: a game with stacks holds a bounded number of "
        "pieces, so its supply cannot be endless");
}

}  // namespace unlimited_test

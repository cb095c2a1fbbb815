// Promotion with a choice of kinds: one move per kind, written with '='; a move that names none
// is not legal. Promotion that ends a capture chain is in games/checkers_test.cpp, promotion at
// the turn's end in games/international_draughts_test.cpp, the checks' messages in
// primitives/then_test.cpp ("bad turn rules").
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

namespace promotion_test {

namespace {

using namespace boardlab;
using move_lists::Texts;
using move_lists::turn_texts;
using play_checks::checkers;
using play_checks::error_of;

}  // namespace

TEST_CASE("promotion with a choice is one move per kind, written with '='") {
  GameSpec s;
  s.name = "pawns";
  s.files = 3;
  s.ranks = 3;
  s.add_region("far", "a3 b3 c3");
  s.add_kind('P', Owner::zero, "pawn").moves('P', Step{.directions = dir::forward});
  s.add_kind('Q', Owner::zero, "queen").moves('Q', Step{.directions = dir::all});
  s.add_kind('N', Owner::zero, "knight")
      .moves('N', OffsetLeap{.offset = {1, 2}, .symmetry = Symmetry::all});
  s.add_kind('k', Owner::one, "king").moves('k', Step{.directions = dir::all});
  s.promotes('P', Promotion{.region = "far", .to = "QN"});
  s.start = "2k/P2/3 0 - 0";
  const Game<> game{s};
  CHECK(turn_texts(game, "2k/P2/3 0 - 0") == Texts{"a2-a3=N", "a2-a3=Q"});
  State<> state(game, "2k/P2/3 0 - 0");
  state.play("a2-a3=N");
  CHECK(state.text() == "N1k/3/3 1 - 1");
  CHECK(error_of(game, "2k/P2/3 0 - 0", "a2-a3") ==
        "move 'a2-a3' is not legal in position '2k/P2/3 0 - 0'");
}

}  // namespace promotion_test

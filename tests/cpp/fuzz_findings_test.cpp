// Defects the fuzzers found (fuzz/crashes/README.md), each as the smallest input that shows
// it, written out here so that the test reads no files. A defect not fixed yet is tagged
// [!shouldfail]: the test passes while the defect is there and fails once it is fixed, as the
// reminder to drop the tag and the entry in fuzz/known_defects.hpp.
#include <memory>
#include <string_view>

#include <boardlab/analysis/action_index.hpp>
#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "position_checks.hpp"

namespace {

using namespace boardlab;

// A 3x3 game whose W may step onto anything, its own pieces included, capturing what stands
// there (fuzz/crashes/variant_spec/capture-own-piece).
GameSpec own_capture_spec() {
  GameSpec s;
  s.name = "own_capture";
  s.files = 3;
  s.ranks = 3;
  s.add_kind('W', Owner::zero, "white");
  s.add_kind('B', Owner::one, "black");
  s.moves('W', Step{.directions = dir::all, .onto = Targets::anything});
  s.moves('B', Step{.directions = dir::all, .onto = Targets::empty});
  s.start = "B2/3/WW1 0 - 0";
  return s;
}

}  // namespace

TEST_CASE("fuzz finding: a piece that captures one of its own side is still on its bitboards",
          "[fuzz]") {
  const Game<> game{own_capture_spec()};
  State<> state(game);
  state.play("a1-b1");  // the W on a1 takes the W on b1
  CHECK(position_checks::identical(state.position(), parse_position(game, state.text())));
  state.play("a3-a2");
  // The W on b1 steps to a1, b2, c1 and c2, and takes the B on a2.
  CHECK(state.legal_moves().size() == 5);
  CHECK_FALSE(state.is_over());
}

TEST_CASE("fuzz finding: shots of two kinds between the same cells have two action numbers",
          "[fuzz]") {
  // Found by the variant_spec fuzzer: the action index ordered shots by from and to only, so
  // of two shots a1/b1 that put different kinds there, one was not found by its number.
  GameSpec s;
  s.name = "two_shooters";
  s.files = 3;
  s.ranks = 1;
  s.add_kind('C', Owner::zero, "shoots B").moves('C', Shoot{.kind = 'B', .directions = dir::all});
  s.add_kind('S', Owner::zero, "shoots X").moves('S', Shoot{.kind = 'X', .directions = dir::all});
  s.add_kind('B', Owner::one, "block");
  s.add_kind('X', Owner::neutral, "arrow");
  s.start = "C1B 0 - 0";
  const Game<> game{s};
  const ActionIndex<64> actions(game);
  const int c_shot = actions.index_of(Move::shot(0, 1, game.kind_of_symbol('B'), 0));
  const int s_shot = actions.index_of(Move::shot(0, 1, game.kind_of_symbol('X'), 0));
  CHECK(c_shot >= 0);
  CHECK(s_shot >= 0);
  CHECK(c_shot != s_shot);
  for (const Move m : State<>(game).legal_moves()) CHECK(actions.index_of(m) >= 0);
  for (const Move m : State<>(game, "S1B 0 - 0").legal_moves()) CHECK(actions.index_of(m) >= 0);
}

TEST_CASE("fuzz finding: a konane jump that could go on is a whole turn when the text stops",
          "[fuzz]") {
  // fuzz/crashes/move_text/konane-jump-that-may-stop: the move_text harness wanted this
  // refused; konane lets a player stop after any jump, so the text is the jump and the stop.
  const auto game = std::make_unique<const Game<>>(games::konane());
  const std::string_view before =
      "WBWB1B2/BW2B2W/2W1WBW1/BWB2WBW/WB1B2WB/BWBWBWBW/WB1BWB2/BWBWBWBW 1 - 19";
  State<> state(*game, before);
  const Move jump = state.play("a4xc4");
  CHECK(game->cell_name_of(jump.from()) == "a4");
  CHECK(game->cell_name_of(jump.to()) == "c4");
  // White's stone stands on c4, black's on b4 is gone, and black is to move.
  CHECK(state.text() == "WBWB1B2/BW2B2W/2W1WBW1/BWB2WBW/2WB2WB/BWBWBWBW/WB1BWB2/BWBWBWBW 0 - 20");
  // The jump on to e4 is a turn of its own, written in full.
  State<> further(*game, before);
  further.play("a4xc4xe4");
  CHECK(further.text() == "WBWB1B2/BW2B2W/2W1WBW1/BWB2WBW/4W1WB/BWBWBWBW/WB1BWB2/BWBWBWBW 0 - 20");
  state.undo();
  CHECK(state.text() == before);
}

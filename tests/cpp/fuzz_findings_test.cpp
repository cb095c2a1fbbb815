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

namespace fuzz_findings_test {

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

TEST_CASE("fuzz finding: a piece that may capture one of its own side is refused", "[fuzz]") {
  // The finding was a W taking the W beside it and losing track of its bitboards; that was
  // fixed, and since issue 32 Game refuses the rule itself: a W taking its own W on b1 or on b2
  // leaves the same position, one move twice (move_effects_test.cpp).
  try {
    const Game<> game{own_capture_spec()};
    FAIL("a Step onto friendly pieces that captures them was accepted");
  } catch (const SpecError& e) {
    CHECK_THAT(e.what(), Catch::Contains("`onto` takes friendly pieces (landing 'capture')"));
  }
}

TEST_CASE("fuzz finding: shots of two kinds between the same cells have two action numbers",
          "[fuzz]") {
  // Found by the variant_spec fuzzer: the action index ordered shots by from and to only, so
  // of two shots b1/c1 that put different kinds there, one was not found by its number. (The
  // finding's shots were whole turns, which Game now refuses: any piece that sees a cell would
  // make the same shot. Here each shooter steps first, as the amazon moves before its arrow.)
  GameSpec s;
  s.name = "two_shooters";
  s.files = 4;
  s.ranks = 1;
  const Step step{.directions = dir::all, .onto = Targets::empty, .then = Then{.part = 1}};
  s.add_kind('C', Owner::zero, "shoots B")
      .moves('C', step)
      .moves('C', Shoot{.kind = 'B', .directions = dir::all, .part = 1});
  s.add_kind('S', Owner::zero, "shoots X")
      .moves('S', step)
      .moves('S', Shoot{.kind = 'X', .directions = dir::all, .part = 1});
  s.add_kind('B', Owner::one, "block");
  s.add_kind('X', Owner::neutral, "arrow");
  s.start = "C2B 0 - 0";
  const Game<> game{s};
  const ActionIndex<64> actions(game);
  const int c_shot = actions.index_of(Move::shot(1, 2, game.kind_of_symbol('B'), 0));
  const int s_shot = actions.index_of(Move::shot(1, 2, game.kind_of_symbol('X'), 0));
  CHECK(c_shot >= 0);
  CHECK(s_shot >= 0);
  CHECK(c_shot != s_shot);
  for (const char* text : {"C2B 0 - 0", "1C1B 0 - 0 a1-b1:1", "S2B 0 - 0", "1S1B 0 - 0 a1-b1:1"})
    for (const Move m : State<>(game, text).legal_moves()) {
      CAPTURE(text, format_move(game, m));
      CHECK(actions.index_of(m) >= 0);
    }
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

namespace {

// Pawns of player 0 that step forward and become queens on the top rank (a queen slides in the
// eight directions: 27 moves at most on 8x8, 28 by the capacity check's count), and a king of
// player 1
// (fuzz/crashes/variant_spec/promotion-past-move-capacity found the like on a board of 4 x 10).
GameSpec promoting_pawns(std::string_view start) {
  GameSpec s;
  s.name = "promoting_pawns";
  s.files = 8;
  s.ranks = 8;
  s.add_region("top", "a8 b8 c8 d8 e8 f8 g8 h8");
  s.add_kind('p', Owner::zero, "pawn");
  s.add_kind('Q', Owner::zero, "queen");
  s.add_kind('k', Owner::one, "king");
  s.moves('p', Step{.directions = dir::forward, .onto = Targets::empty});
  s.moves('Q', Slide{.directions = dir::all, .onto = Targets::empty});
  s.moves('k', Step{.directions = dir::all, .onto = Targets::empty_or_enemy});
  s.promotes('p', Promotion{.region = "top", .to = "Q"});
  s.start = start;
  return s;
}

}  // namespace

TEST_CASE("fuzz finding: no play leads from a valid position to one past the move capacity",
          "[fuzz]") {
  // The capacity check (1024 moves on Game<64>) counted each piece as its own kind: 17 pawns
  // passed, and all 17 promoted made a position the parser refused. Each piece now counts as the
  // kind of the most moves it may become, along the board's lines: a queen 4 x 7 = 28 on 8x8
  // (a direction and its opposite share a line of 8 cells), so 36 pawns fit (1008 moves) and 37
  // do not (1036).
  CHECK_THROWS_WITH(
      Game<>{promoting_pawns("7k/8/pppppppp/pppppppp/pppppppp/ppppp3/pppppppp/8 0 - 0")},
      Catch::Contains("so many pieces could have more than 1024 moves"));
  // The king's moves are not added: only the side to move's pieces move.
  const auto game = std::make_unique<const Game<>>(
      promoting_pawns("7k/8/pppppppp/pppppppp/pppppppp/pppp4/pppppppp/8 0 - 0"));
  State<> state(*game, "QQQQQQ1Q/6p1/7k/8/pppppppp/8/8/8 0 - 0");
  state.play("g7-g8");
  CHECK(state.text() == "QQQQQQQQ/8/7k/8/pppppppp/8/8/8 1 - 1");
  CHECK(State<>(*game, state.text()).text() == state.text());
  CHECK(State<>(*game, "QQQQQQQQ/QQQQQQQQ/7k/8/8/8/8/8 0 - 0").text() ==
        "QQQQQQQQ/QQQQQQQQ/7k/8/8/8/8/8 0 - 0");
}

}  // namespace fuzz_findings_test

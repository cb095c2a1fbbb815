// GameSpec::stack_limit: a stack grown past the limit loses pieces from its bottom, the mover's to
// the mover's reserve and the others out of the game, after a StackMove, a whole-stack move and a
// drop onto a stack; undo gives back the stacks and the reserve; the hash follows; the spec
// errors. Focus itself is in games/focus_test.cpp.
#include <memory>
#include <string>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "spec_errors.hpp"

namespace stack_limit_test {

namespace {

using namespace boardlab;
using test_specs::spec_error;

// Stacks of W and B on a 4x4 board, at most three high: top parts move straight, whole stacks
// step diagonally onto anything, and reserve pieces drop onto anything.
GameSpec capped(int limit = 3) {
  GameSpec s;
  s.name = "capped";
  s.files = 4;
  s.ranks = 4;
  s.stack_limit = limit;
  s.add_kind('W', Owner::zero, "white");
  s.add_kind('B', Owner::one, "black");
  for (const char k : {'W', 'B'}) {
    s.moves(k, StackMove{.min_count = 1, .max_count = 3, .path = Path::straight});
    s.moves(
        k, Step{.directions = dir::diagonal, .onto = Targets::anything, .landing = Landing::stack});
    s.moves(k, Drop{.onto = Targets::anything});
  }
  s.placement = Placement::anytime;
  s.start = "4/4/4/(WWB)(BBW)(BW)W 0 W2B2 0";
  return s;
}

// Plays `move` on `text`, checks the result, the hash, and that undo restores the text.
void check_play(const Game<>& game, const std::string& text, const std::string& move,
                const std::string& expected) {
  State<> state(game, text);
  state.play(move);
  CHECK(state.text() == expected);
  CHECK(state.position().hash == recompute_hash(game, state.position()));
  state.undo();
  CHECK(state.text() == text);
  CHECK(state.position().hash == recompute_hash(game, state.position()));
}

}  // namespace

TEST_CASE("a stack past the limit loses its bottom pieces, the mover's to its reserve",
          "[stack_limit]") {
  const auto game = std::make_unique<const Game<>>(capped());
  // W lifts two (B, W) off c1 onto a1's (WB): WBBW, one too many: the bottom W, W's own, goes
  // to W's reserve.
  check_play(*game, "4/4/4/(WB)1(BW)W 0 W2B2 4", "2c1-a1", "4/4/4/(BBW)2W 1 W3B2 5");
  // B steps a1's whole stack diagonally onto the empty b2: nothing to trim.
  check_play(*game, "4/4/4/(WWB)1(BW)W 1 W2B2 4", "a1-b2", "4/4/1(WWB)2/2(BW)W 0 W2B2 5");
  // B steps WWB onto b2's (BW): BWWWB, two too many: the bottom B, B's own, goes to B's
  // reserve, the W above it leaves the game.
  check_play(*game, "4/4/1(BW)2/(WWB)3 1 W2B2 4", "a1-b2", "4/4/1(WWB)2/4 0 W2B3 5");
  // W drops onto its own full stack: the bottom piece, its own, comes back to its reserve.
  check_play(*game, "4/4/4/(WWW)3 0 W2B2 4", "W@a1", "4/4/4/(WWW)3 1 W2B2 5");
  // B drops onto W's full stack: W's bottom piece leaves the game.
  check_play(*game, "4/4/4/(WWW)3 1 W2B2 4", "B@a1", "4/4/4/(WWB)3 0 W2B1 5");
}

TEST_CASE("a trim that takes another player's piece is a capture for the quiet-turn count",
          "[stack_limit]") {
  GameSpec s = capped();
  s.quiet_turn_limit = 10;
  const auto game = std::make_unique<const Game<>>(s);
  // B's step buries W and trims it out of the game: the count starts again.
  check_play(*game, "4/4/1(BW)2/(WWB)3 1 W2B2 4 quiet=3", "a1-b2", "4/4/1(WWB)2/4 0 W2B3 5");
  // W's trim sends only its own piece to its reserve: a quiet turn.
  check_play(*game, "4/4/4/(WB)1(BW)W 0 W2B2 4 quiet=3", "2c1-a1",
             "4/4/4/(BBW)2W 1 W3B2 5 quiet=4");
}

TEST_CASE("bad stack limits are refused, saying why", "[stack_limit]") {
  GameSpec s = capped(-1);
  CHECK(spec_error(s) == "stack_limit: -1 is not 0 (no limit) or a number of pieces from 2");
  CHECK(spec_error(capped(1)) == "stack_limit: 1 is not 0 (no limit) or a number of pieces from 2");
  s = capped();
  s.kinds[1].primitive_count = 2;  // B without its Drop
  CHECK(spec_error(s) ==
        "stack_limit: kind 'B' has no Drop, so its pieces trimmed into the reserve could never "
        "be played");
  GameSpec flat;
  flat.name = "flat";
  flat.files = 2;
  flat.ranks = 2;
  flat.stack_limit = 2;
  flat.add_kind('W', Owner::zero, "white");
  flat.moves('W', Drop{});
  flat.start = "2/2 0 W4 0";
  CHECK(spec_error(flat) == "stack_limit: no primitive puts a piece on another, so no stack grows");
}

}  // namespace stack_limit_test

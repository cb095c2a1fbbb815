// The quiet-turn limit (GameSpec::quiet_turn_limit, checkers' option): turns without a capture
// counted in the position and its text, a draw at the limit (before the no-legal-move rule), a
// capture in any part of a turn setting the count to 0, and bad counts in position text.
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

namespace quiet_turn_limit_test {

namespace {

using namespace boardlab;
using play_checks::checkers;
using test_specs::spec_error;

}  // namespace

TEST_CASE("checkers with a quiet-turn limit: turns without a capture are counted, and draw") {
  const auto game = std::make_unique<const Game<>>(games::checkers({.quiet_turn_limit = 3}));
  CHECK(game->quiet_turn_limit() == 3);
  State<> state(*game);
  state.play("c3-d4");
  CHECK(state.text() == "1x1x1x1x/x1x1x1x1/1x1x1x1x/8/3o4/o3o1o1/1o1o1o1o/o1o1o1o1 1 - 1 quiet=1");
  state.play("b6-a5");
  CHECK(state.position().quiet_turns == 2);
  CHECK(state.outcome() == Outcome{});
  state.play("g3-h4");
  // The third quiet turn draws, though both sides could still move.
  CHECK(state.text() == "1x1x1x1x/x1x1x1x1/3x1x1x/x7/3o3o/o3o3/1o1o1o1o/o1o1o1o1 1 - 3 quiet=3");
  CHECK(state.outcome() == Outcome{Result::draw, Player::zero, Reason::quiet_turns, -1});
  CHECK(state.legal_turns().empty());
  state.undo();
  CHECK(state.position().quiet_turns == 2);
  CHECK(state.outcome() == Outcome{});
  // The text reads back the same position, its count included.
  const std::string text = state.text();
  CHECK(State<>(*game, text).position() == state.position());
  // The default game counts nothing: no field is written, and none is read.
  State<> plain(checkers());
  plain.play("c3-d4");
  CHECK(plain.text() == "1x1x1x1x/x1x1x1x1/1x1x1x1x/8/3o4/o3o1o1/1o1o1o1o/o1o1o1o1 1 - 1");
}

TEST_CASE("a capture in any part of a turn sets the quiet-turn count to 0") {
  const auto game = std::make_unique<const Game<>>(games::checkers({.quiet_turn_limit = 40}));
  // c3 jumps d4 and then f6: two captures, one turn; the count was 7.
  State<> state(*game, "7x/8/5x2/8/3x4/2o5/8/8 0 - 30 quiet=7");
  state.play("c3xe5xg7");
  CHECK(state.text() == "7x/6o1/8/8/8/8/8/8 1 - 31");
  state.undo();
  CHECK(state.text() == "7x/8/5x2/8/3x4/2o5/8/8 0 - 30 quiet=7");
  // In the middle of the chain the count is already 0 (the first jump took a piece).
  state.play(state.legal_moves()[0]);
  CHECK(state.text() == "7x/8/5x2/4o3/8/8/8/8 0 - 30 c3-e5:1");
  // A count at the limit is a finished game, a draw, even where the player to move has no move
  // (the limit comes before the no-legal-move rule, as in OpenSpiel's checkers).
  CHECK(State<>(*game, "7x/8/8/8/8/8/8/8 0 - 90 quiet=40").outcome() ==
        Outcome{Result::draw, Player::zero, Reason::quiet_turns, -1});
  CHECK(State<>(*game, "7x/8/8/8/8/8/8/8 0 - 90 quiet=39").outcome() ==
        Outcome{Result::win, Player::one, Reason::no_legal_move, -1});
}

TEST_CASE("bad quiet-turn counts in position text say what is wrong") {
  const auto game = std::make_unique<const Game<>>(games::checkers({.quiet_turn_limit = 40}));
  auto error_in = [](const Game<>& g, std::string_view text) {
    try {
      (void)parse_position(g, text);
    } catch (const PositionError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  CHECK(
      error_in(checkers(), "7x/8/8/8/8/8/8/o7 0 - 9 quiet=3") ==
      "position text '7x/8/8/8/8/8/8/o7 0 - 9 quiet=3': 'quiet=3': this game counts no quiet turns "
      "(its quiet_turn_limit is 0)");
  CHECK(
      error_in(*game, "7x/8/8/8/8/8/8/o7 0 - 9 quiet=0") ==
      "position text '7x/8/8/8/8/8/8/o7 0 - 9 quiet=0': 'quiet=0' is not 'quiet=' and a number of "
      "turns from 1");
  CHECK(
      error_in(*game, "7x/8/8/8/8/8/8/o7 0 - 9 quiet=x") ==
      "position text '7x/8/8/8/8/8/8/o7 0 - 9 quiet=x': 'quiet=x' is not 'quiet=' and a number of "
      "turns from 1");
  CHECK(error_in(*game, "7x/8/8/8/8/8/8/o7 0 - 9 quiet=41") ==
        "position text '7x/8/8/8/8/8/8/o7 0 - 9 quiet=41': 'quiet=41': more quiet turns than the "
        "game's limit of 40");
  CHECK(error_in(*game, "7x/8/8/8/8/8/8/o7 0 - 9 ,quiet=4") ==
        "position text '7x/8/8/8/8/8/8/o7 0 - 9 ,quiet=4': turn ',quiet=4': nothing before the "
        "comma");
  CHECK(error_in(*game, "7x/8/8/8/8/8/8/o7 0 - 9 pass,4") ==
        "position text '7x/8/8/8/8/8/8/o7 0 - 9 pass,4': '4' is not 'quiet=' and a number of turns "
        "from 1");
  GameSpec negative = games::checkers();
  negative.quiet_turn_limit = -1;
  CHECK(spec_error(negative) == "quiet_turn_limit: -1 is not 0 (no limit) or a number of turns");
}

}  // namespace quiet_turn_limit_test

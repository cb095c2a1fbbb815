// The repetition rule (GameSpec::repetition_limit): a position's n-th occurrence in a state's
// history draws; the rule follows undo; with repetition_ignores_side the side to move does not
// count (OpenSpiel's lines of action); the checks refuse a limit of 1.
#include <memory>
#include <stdexcept>
#include <string>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "builtin_games.hpp"
#include "rule_checks.hpp"
#include "spec_errors.hpp"

namespace repetition_limit_test {

namespace {
using boardlab::Game;
using boardlab::Reason;
using boardlab::Result;
using boardlab::State;
using rule_checks::check_not_over;

void check_repetition_draw(const State<>& s) {
  CHECK(s.outcome().result == Result::draw);
  CHECK(s.outcome().reason == Reason::repetition);
  CHECK(s.outcome_without_moves() == s.outcome());
  CHECK(s.legal_moves().empty());
  CHECK(s.legal_turns().empty());
  CHECK(s.legal_turn_count() == 0);
}
}  // namespace

TEST_CASE("repetition: chess's third occurrence of a position draws", "[rules]") {
  const Game<>& chess = builtin::game_named("chess");
  State<> s(chess);
  const char* dance[] = {"g1-f3", "g8-f6", "f3-g1", "f6-g8"};
  for (const char* m : dance) s.play(m);  // the start, a second time
  check_not_over(s.outcome());
  CHECK_FALSE(s.repeated());
  for (int i = 0; i < 3; ++i) s.play(dance[i]);
  check_not_over(s.outcome());  // after g1-f3 g8-f6 f3-g1: only twice
  s.play(dance[3]);             // the start, a third time
  check_repetition_draw(s);
  CHECK_THROWS_AS(s.play("e2-e4"), boardlab::IllegalMoveError);
  CHECK_THROWS_WITH(s.play("e2-e4"), Catch::Contains("drawn by repetition"));
  CHECK_THROWS_AS(s.parse_turn("e2-e4"), boardlab::IllegalMoveError);
  s.undo();
  check_not_over(s.outcome());
  CHECK(s.legal_moves().size() == 22);  // black's knight f6 back, or anything else
  // The same board with other castling rights is another position: the kings' walks give back
  // the start's board twice, without its rights, which is no third occurrence of the start.
  State<> k(chess, "4k3/8/8/8/8/8/8/R3K2R 0 - 0 castling=a1e1h1");
  for (const char* m : {"e1-f1", "e8-f8", "f1-e1", "f8-e8", "e1-f1", "e8-f8", "f1-e1", "f8-e8"})
    k.play(m);
  check_not_over(k.outcome());
  k.play("e1-f1");  // the position after the first e1-f1, a third time
  check_repetition_draw(k);
}

TEST_CASE("repetition: a game without the rule never draws by it", "[rules]") {
  const Game<>& bt = builtin::game_named("breakthrough");
  CHECK(bt.repetition_limit() == 0);
  State<> s(bt, "8/8/8/3B4/8/8/8/3W4 0 - 0");
  CHECK_FALSE(s.repeated());
}

namespace {
// Two pieces stepping about a 3x3 board, A player 0's and B player 1's, no end condition: a
// board comes back after a triangle of A's against a shuffle of B's, the other player to move.
boardlab::GameSpec wanderers(bool ignores_side) {
  boardlab::GameSpec s;
  s.name = "wanderers";
  s.files = 3;
  s.ranks = 3;
  s.add_kind('A', boardlab::Owner::zero, "a");
  s.add_kind('B', boardlab::Owner::one, "b");
  for (const char k : {'A', 'B'})
    s.moves(k, boardlab::Step{.directions = boardlab::dir::all, .onto = boardlab::Targets::empty});
  s.repetition_limit = 2;
  s.repetition_ignores_side = ignores_side;
  s.start = "A2/3/2B 0 - 0";
  return s;
}
}  // namespace

TEST_CASE("repetition: the board alone, whoever is to move", "[rules]") {
  for (const bool ignores_side : {true, false}) {
    CAPTURE(ignores_side);
    const auto game = std::make_unique<const Game<>>(wanderers(ignores_side));
    State<> s(*game);
    for (const char* m : {"a3-b3", "c1-c2", "b3-b2", "c2-c1"}) s.play(m);
    check_not_over(s.outcome());
    s.play("b2-a3");  // the start's board, with B to move
    if (ignores_side) {
      check_repetition_draw(s);
    } else {
      check_not_over(s.outcome());
      for (const char* m : {"c1-c2", "a3-b3", "c2-c1"}) s.play(m);
      check_not_over(s.outcome());
      s.play("b3-a3");  // the board after the triangle, B to move again
      check_repetition_draw(s);
    }
  }
  // Lines of action's option is that rule, with a limit of 2.
  const boardlab::games::OptionSetting draws[] = {
      {"repetition_draws", boardlab::games::OptionValue::of(true)}};
  const boardlab::GameSpec loa = boardlab::games::builtin_game("lines_of_action").spec(draws);
  CHECK(loa.repetition_limit == 2);
  CHECK(loa.repetition_ignores_side);
  CHECK(boardlab::games::builtin("lines_of_action").repetition_limit == 0);
}

TEST_CASE("repetition: what the checks refuse", "[rules]") {
  boardlab::GameSpec spec = boardlab::games::builtin("breakthrough");
  spec.repetition_limit = 1;
  CHECK(test_specs::spec_error(spec) == "repetition_limit: 1 is not 0 (never) or from 2 to 255");
  spec.repetition_limit = 0;
  spec.repetition_ignores_side = true;
  CHECK(test_specs::spec_error(spec) ==
        "repetition_ignores_side: the game has no repetition_limit");
}

}  // namespace repetition_limit_test

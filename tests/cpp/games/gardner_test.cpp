// Gardner's minichess (docs/rules.md, "Gardner"): 5x5, no double step.
#include <memory>
#include <string>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "builtin_games.hpp"
#include "rule_checks.hpp"

namespace gardner_test {

namespace {
using boardlab::Player;
using boardlab::State;
using rule_checks::expected;
using rule_checks::move_texts;
using rule_checks::moves_from;
}  // namespace

TEST_CASE("gardner: the start's seven moves, no double step", "[rules]") {
  const boardlab::Game<>& game = builtin::game_named("gardner");
  CHECK(move_texts(State<>(game)) ==
        expected({"a2-a3", "b1-a3", "b1-c3", "b2-b3", "c2-c3", "d2-d3", "e2-e3"}));
  CHECK(boardlab::perft(game, game.start(), 4) == 4775);  // Fairy-Stockfish's gardner
}

}  // namespace gardner_test

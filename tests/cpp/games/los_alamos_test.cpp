// Los Alamos chess (docs/rules.md, "Los Alamos"): 6x6, no bishops, promotion to N, R or Q.
#include <memory>
#include <string>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "builtin_games.hpp"
#include "rule_checks.hpp"

namespace los_alamos_test {

namespace {
using boardlab::Player;
using boardlab::State;
using rule_checks::expected;
using rule_checks::move_texts;
using rule_checks::moves_from;
}  // namespace

TEST_CASE("los alamos: the start's ten moves, three promotions", "[rules]") {
  const boardlab::Game<>& game = builtin::game_named("los_alamos");
  CHECK(move_texts(State<>(game)) == expected({"a2-a3", "b1-a3", "b1-c3", "b2-b3", "c2-c3", "d2-d3",
                                               "e1-d3", "e1-f3", "e2-e3", "f2-f3"}));
  CHECK(moves_from(State<>(game, "3k2/P5/6/6/6/K5 0 - 0"), "a5") ==
        expected({"a5-a6=N", "a5-a6=Q", "a5-a6=R"}));
  CHECK(boardlab::perft(game, game.start(), 4) == 14332);  // Fairy-Stockfish's losalamos
}

}  // namespace los_alamos_test

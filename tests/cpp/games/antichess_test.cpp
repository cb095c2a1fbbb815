// Antichess (docs/rules.md, "Antichess"): captures compulsory (the king takes too: it is no
// royal piece), pawns promoting to a king as well; perft from the start (Fairy-Stockfish's).
#include <memory>
#include <string>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "builtin_games.hpp"
#include "rule_checks.hpp"

namespace antichess_test {

namespace {
using boardlab::Player;
using boardlab::State;
using rule_checks::expected;
using rule_checks::move_texts;
using rule_checks::moves_from;
}  // namespace

TEST_CASE("antichess: a capture is compulsory, the king is a piece like the others", "[rules]") {
  const boardlab::Game<>& game = builtin::game_named("antichess");
  CHECK(move_texts(State<>(game, "k7/8/8/8/8/8/3p4/4K3 0 - 0")) == expected({"e1-d2"}));
  CHECK(moves_from(State<>(game, "8/P7/8/8/8/8/8/k7 0 - 0"), "a7") ==
        expected({"a7-a8=B", "a7-a8=K", "a7-a8=N", "a7-a8=Q", "a7-a8=R"}));
  CHECK(boardlab::perft(game, game.start(), 3) == 8067);
}

}  // namespace antichess_test

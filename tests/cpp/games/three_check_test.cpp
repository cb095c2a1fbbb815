// Three-check (docs/rules.md, "Three-check"): the checks counted, the third winning, undone;
// the position text's and FEN's counters. Random games against Fairy-Stockfish's 3check are in
// tests/python/test_chess.py.
#include <memory>
#include <string>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "builtin_games.hpp"
#include "rule_checks.hpp"

namespace three_check_test {

namespace {
using boardlab::Player;
using boardlab::State;
using rule_checks::expected;
using rule_checks::move_texts;
using rule_checks::moves_from;
}  // namespace

TEST_CASE("three-check: each check counts, the third wins, undo takes it back", "[rules]") {
  const boardlab::Game<>& game = builtin::game_named("three_check");
  State<> s(game);
  for (const char* m : {"e2-e4", "f7-f6", "d1-h5"}) s.play(m);  // check 1 (h5-e8)
  CHECK(s.text() ==
        "rnbqkbnr/ppppp1pp/5p2/7Q/4P3/8/PPPP1PPP/RNB1KBNR 1 - 3 "
        "quiet=1,castling=a1e1h1a8e8h8,checks=1+0");
  CHECK(boardlab::format_fen(game, s.position()) ==
        "rnbqkbnr/ppppp1pp/5p2/7Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 2+3 1 2");
  s.play("g7-g6");
  s.play("h5-g6");  // check 2, a capture
  CHECK(s.text().ends_with(",checks=2+0"));
  for (const char* m : {"h7-g6", "f1-c4", "a7-a6"}) s.play(m);
  CHECK_FALSE(s.outcome().over());
  s.play("c4-f7");  // check 3: white wins, though black's king could take the bishop
  rule_checks::check_win(s.outcome(), Player::zero, 0);
  s.undo();
  CHECK_FALSE(s.outcome().over());
  CHECK(s.text().ends_with(",checks=2+0"));
}

}  // namespace three_check_test

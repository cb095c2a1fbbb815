// King of the hill (docs/rules.md, "King of the hill"): a king on d4, e4, d5 or e5 wins.
#include <memory>
#include <string>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "builtin_games.hpp"
#include "rule_checks.hpp"

namespace king_of_the_hill_test {

namespace {
using boardlab::Player;
using boardlab::State;
using rule_checks::expected;
using rule_checks::move_texts;
using rule_checks::moves_from;
}  // namespace

TEST_CASE("king of the hill: the king that reaches the centre wins", "[rules]") {
  const boardlab::Game<>& game = builtin::game_named("king_of_the_hill");
  State<> s(game, "7k/8/8/8/8/4K3/8/8 0 - 0");
  s.play("e3-e4");
  rule_checks::check_win(s.outcome(), Player::zero, 0);
  s.undo();
  s.play("e3-f4");
  rule_checks::check_not_over(s.outcome());
  CHECK(boardlab::perft(game, game.start(), 4) == 197281);
}

}  // namespace king_of_the_hill_test

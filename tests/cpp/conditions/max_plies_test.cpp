// The ply limit (GameSpec::max_plies): a draw at the limit and not before it, a win on the last
// ply still a win, and a player without a move losing before the limit draws (Skateboards' 300
// plies, Breakthrough's by option).
#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "builtin_games.hpp"
#include "rule_checks.hpp"

namespace max_plies_test {

namespace {

using boardlab::Game;
using boardlab::Outcome;
using boardlab::Player;
using boardlab::Reason;
using boardlab::Result;
using boardlab::State;
using rule_checks::check_not_over;
using rule_checks::check_win;

using builtin::breakthrough;
using builtin::skateboards;

}  // namespace

TEST_CASE("skateboards: the ply limit draws at 300 plies", "[rules]") {
  const State<> before(skateboards, "P6P/8/8/3S4/8/8/8/P6P 0 - 299");
  check_not_over(before.outcome());
  CHECK_FALSE(before.legal_moves().empty());

  const State<> at(skateboards, "P6P/8/8/3S4/8/8/8/P6P 0 - 300");
  CHECK(at.outcome().result == Result::draw);
  CHECK(at.outcome().reason == Reason::ply_limit);
  CHECK(at.legal_moves().empty());
}

TEST_CASE("breakthrough: the ply limit draws", "[rules]") {
  const Game<> game{boardlab::games::breakthrough({.max_plies = 10})};
  const State<> at_limit(game, "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW 0 - 10");
  const Outcome o = at_limit.outcome();
  CHECK(o.result == Result::draw);
  CHECK(o.reason == Reason::ply_limit);
  CHECK(o.over());
  CHECK(at_limit.legal_moves().empty());
  CHECK(boardlab::perft(game, at_limit.position(), 1) == 0);

  State<> before(game, "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW 0 - 9");
  check_not_over(before.outcome());
  CHECK(before.legal_moves().size() == 22);
  before.play("a2-a3");
  CHECK(before.outcome().result == Result::draw);
  CHECK(before.outcome().reason == Reason::ply_limit);

  // A win on the last ply is a win: the game's own conditions come first.
  State<> win(game, "6B1/1W6/8/8/8/8/8/8 0 - 9");
  win.play("b7-b8");
  check_win(win.outcome(), Player::zero, 0);
}

}  // namespace max_plies_test

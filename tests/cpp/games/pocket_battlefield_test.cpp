// Pocket Battlefield (docs/rules.md): which way a stack captures on each region (valleys
// diagonally, foot-hills orthogonally, hill-tops all eight ways, whoever owns the region),
// capture by stacking, no moving onto one's own stacks, the win on the opponent's hill-top, and
// every board size. Every expected list was worked out by hand from docs/rules.md and is written
// sorted.
#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "builtin_games.hpp"
#include "rule_checks.hpp"

namespace pocket_battlefield_test {

namespace {

using boardlab::Game;
using boardlab::Player;
using boardlab::State;
using rule_checks::check_not_over;
using rule_checks::check_win;
using rule_checks::expected;
using rule_checks::move_texts;
using rule_checks::moves_from;

using builtin::pocket_battlefield;

}  // namespace

TEST_CASE("pocket_battlefield: a valley stack captures diagonally only", "[rules]") {
  // G b2 (valley). Red's four: a3 c3 c1 (diagonal) and b1 (orthogonal). It takes the three
  // diagonal ones, not b1, and steps onto the empty a1 a2 b3 c2.
  const State<> s(pocket_battlefield, "4/R1R1/1G2/1RR1 0 - 10");
  CHECK(move_texts(s) == expected({"b2-a1", "b2-a2", "b2-a3", "b2-b3", "b2-c1", "b2-c2", "b2-c3"}));
  // All four orthogonal neighbours Red's: none taken, and it steps onto the four diagonals.
  const State<> boxed(pocket_battlefield, "4/1R2/RGR1/1R2 0 - 10");
  CHECK(move_texts(boxed) == expected({"b2-a1", "b2-a3", "b2-c1", "b2-c3"}));
}

TEST_CASE("pocket_battlefield: a foot-hill stack captures orthogonally only", "[rules]") {
  // G a2 (Gold's foot-hill). Enemies on a3 b2 (orthogonal) and b3 b1 (diagonal); a1 empty.
  const State<> s(pocket_battlefield, "4/RR2/GR2/1R2 0 - 10");
  CHECK(move_texts(s) == expected({"a2-a1", "a2-a3", "a2-b2"}));

  // R d3 (Red's foot-hill). Enemies on c3 d2 (orthogonal) and c4 c2 (diagonal); d4 empty.
  const State<> r(pocket_battlefield, "2G1/2GR/2GG/4 1 - 10");
  CHECK(move_texts(r) == expected({"d3-c3", "d3-d2", "d3-d4"}));
}

TEST_CASE("pocket_battlefield: a hill-top stack captures in all eight directions", "[rules]") {
  // G a1 (Gold's hill-top) with enemies on its three neighbours a2, b1, b2.
  const State<> corner(pocket_battlefield, "4/4/RR2/GR2 0 - 10");
  CHECK(move_texts(corner) == expected({"a1-a2", "a1-b1", "a1-b2"}));

  // A 5x5 board with Gold's hill-top on c3, every neighbour taken (Red has five pieces, so
  // Gold's fill the rest): it takes Red's four diagonal ones and c4, then the four orthogonal
  // ones and b2: all eight directions.
  const Game<> centre{boardlab::games::pocket_battlefield({.size = 5, .gold_hill_top = "c3"})};
  const State<> diagonal(centre, "5/1RRR1/1GGG1/1RGR1/5 0 - 10");
  CHECK(moves_from(diagonal, "c3") == expected({"c3-b2", "c3-b4", "c3-c4", "c3-d2", "c3-d4"}));
  const State<> orthogonal(centre, "5/1GRG1/1RGR1/1RRG1/5 0 - 10");
  CHECK(moves_from(orthogonal, "c3") == expected({"c3-b2", "c3-b3", "c3-c2", "c3-c4", "c3-d3"}));
}

TEST_CASE("pocket_battlefield: regions belong to nobody", "[rules]") {
  // R on its own hill-top d4 captures orthogonally (c4, d3) and diagonally (c3).
  const State<> red(pocket_battlefield, "2GR/2GG/4/4 1 - 10");
  CHECK(move_texts(red) == expected({"d4-c3", "d4-c4", "d4-d3"}));

  // G on Red's foot-hill c4 captures orthogonally: c3, and d4 (Red's hill-top); not the
  // diagonals b3 and d3; b4 it steps onto.
  State<> gold(pocket_battlefield, "2GR/1RRR/4/4 0 - 10");
  CHECK(move_texts(gold) == expected({"c4-b4", "c4-c3", "c4-d4"}));
  gold.play("c4-d4");
  CHECK(gold.text() == "3(RG)/1RRR/4/4 1 - 11");
  check_win(gold.outcome(), Player::zero, 0);
}

TEST_CASE("pocket_battlefield: capture by stacking, also onto a stack", "[rules]") {
  // G b2 (valley); c3 holds a stack of Red's, (GR); R a4.
  State<> s(pocket_battlefield, "R3/2(GR)1/1G2/4 0 - 10");
  CHECK(move_texts(s) ==
        expected({"b2-a1", "b2-a2", "b2-a3", "b2-b1", "b2-b3", "b2-c1", "b2-c2", "b2-c3"}));
  s.play("b2-c3");
  CHECK(s.text() == "R3/2(GRG)1/4/4 1 - 11");
  check_not_over(s.outcome());

  // The stack moves as one unit.
  s.play("a4-b4");
  s.play("c3-d2");
  CHECK(s.text() == "1R2/4/3(GRG)/4 1 - 13");

  // Taking the last Red stack wins for the mover.
  State<> last(pocket_battlefield, "4/2(GR)1/1G2/4 0 - 10");
  last.play("b2-c3");
  CHECK(last.text() == "4/2(GRG)1/4/4 1 - 11");
  check_win(last.outcome(), Player::zero, 2);
  CHECK(last.legal_moves().empty());
}

TEST_CASE("pocket_battlefield: no moving onto one's own stacks", "[rules]") {
  // G on c3, b2, c2 (all valley), R a4 far away. b2: c2 and c3 are Gold's. c2: b2 and c3.
  // c3: b2 and c2; d4 is Red's empty hill-top.
  const State<> s(pocket_battlefield, "R3/2G1/1GG1/4 0 - 10");
  CHECK(move_texts(s) == expected({"b2-a1", "b2-a2", "b2-a3", "b2-b1", "b2-b3", "b2-c1", "c2-b1",
                                   "c2-b3", "c2-c1", "c2-d1", "c2-d2", "c2-d3", "c3-b3", "c3-b4",
                                   "c3-c4", "c3-d2", "c3-d3", "c3-d4"}));
}

TEST_CASE("pocket_battlefield: a stack on the opponent's hill-top wins for the mover", "[rules]") {
  State<> s(pocket_battlefield, "R3/2G1/1GG1/4 0 - 10");
  s.play("c3-d4");
  CHECK(s.text() == "R2G/4/1GG1/4 1 - 11");
  check_win(s.outcome(), Player::zero, 0);
  CHECK(s.outcome().condition == 0);

  // The position of docs/perft.md: Red has just captured onto a1.
  const State<> red(pocket_battlefield, "1R1R/2R1/2G1/(GR)G1G 0 - 10");
  check_win(red.outcome(), Player::one, 1);
  CHECK(red.outcome().condition == 1);
}

TEST_CASE("pocket battlefield on every board size", "[stacks]") {
  // 2 x 16 pieces of two kinds can all stand on one cell.
  const auto game = std::make_unique<Game<256>>(boardlab::games::pocket_battlefield({.size = 16}));
  CHECK(game->max_stack_height() == 64);
  // Gold's 16 pieces on rank 1 step up: 2 from each corner, 3 from the 14 others.
  CHECK(boardlab::perft(*game, game->start(), 1) == 2 + 2 + 14 * 3);
}

}  // namespace pocket_battlefield_test

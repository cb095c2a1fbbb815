// Hex: the 2x2 board's perft counted by hand and a 3x3 game to its end (OpenSpiel checks the
// larger ones, tests/python/test_openspiel.py), its options, and playouts that follow their
// groups against playouts of the listed moves.
#include <memory>
#include <string>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "playout_checks.hpp"

namespace hex_test {

namespace {

using namespace boardlab;
using playout_checks::check_unfollowed_condition;
using playout_checks::random_position;
using playout_checks::same_playouts;

}  // namespace

TEST_CASE("hex: the 2x2 board's perft by hand, and a 3x3 game to its end", "[hex]") {
  const auto game = std::make_unique<const Game<>>(games::hex({.board_size = 2}));
  CHECK(format_position(*game, game->start()) == "2/2 0 B2W2 0");
  // Black wins at ply 3 with two stones on a1 a2, b1 b2 or b1 a2 (neighbours from rank 1 to
  // rank 2): 3 pairs x 2 orders x 2 cells for white's stone = 12 of the 24 games. In each of the
  // other 12 black holds a1 b1, a2 b2 or a1 b2, and white's last stone joins files a and b.
  CHECK(perft(*game, game->start(), 1) == 4);
  CHECK(perft(*game, game->start(), 2) == 12);
  CHECK(perft(*game, game->start(), 3) == 24);
  CHECK(perft(*game, game->start(), 4) == 12);
  CHECK(perft(*game, game->start(), 5) == 0);
  // On 1x1 the one cell is on all four edges: black's first stone wins; white holds none.
  const auto one = std::make_unique<const Game<>>(games::hex({.board_size = 1}));
  CHECK(format_position(*one, one->start()) == "1 0 B1 0");
  State<64> single(*one);
  single.play("B@a1");
  CHECK(single.outcome().winner == Player::zero);
  CHECK(single.outcome().reason == Reason::condition);

  const auto hex3 = std::make_unique<const Game<>>(games::hex({.board_size = 3}));
  State<64> s(*hex3);
  for (const char* m : {"B@c1", "W@a1", "B@b2", "W@a2"}) {
    s.play(m);
    CHECK_FALSE(s.is_over());
  }
  s.play("B@a3");  // c1 b2 a3 along north_west joins rank 1 to rank 3
  CHECK(s.outcome().over());
  CHECK(s.outcome().winner == Player::zero);
  CHECK(s.text() == "B2/WB1/W1B 1 B2W2 5");
}

TEST_CASE("hex's options: board_size, num_cols and num_rows", "[hex]") {
  const auto big = std::make_unique<const Game<128>>(games::hex());
  CHECK(big->files() == 11);
  CHECK(big->ranks() == 11);
  CHECK(big->max_plies() == 121);
  CHECK(perft(*big, big->start(), 2) == 121 * 120);
  const GameSpec wide = games::hex({.num_cols = 5, .num_rows = 3});
  CHECK(wide.files == 5);
  CHECK(wide.ranks == 3);
  std::string error;
  try {
    (void)games::hex({.board_size = 17});
  } catch (const SpecError& e) {
    error = e.what();
  }
  CHECK(error == "hex: board 17x17 needs 1 to 16 columns and 1 to 16 rows");
}

TEST_CASE("hex: playouts that follow their groups are those of the listed moves", "[hex]") {
  for (int size = 6; size <= 11; ++size) {
    CAPTURE(size);
    const auto game = std::make_unique<const Game<128>>(games::hex({.board_size = size}));
    // Each player's connection is a group touching its two edges, followed drop by drop.
    REQUIRE(game->checks_groups_at_drops());
    REQUIRE(game->group_set_count() == 2);
    same_playouts(*game, game->start(), 200);
  }
  const auto game = std::make_unique<const Game<128>>(games::hex());
  same_playouts(*game, random_position(*game, 40, 7), 200);
  // Black's stones join south to north, white has just moved: looked for after black's moves
  // only, the chain has not ended the game, and a playout cannot follow groups from here. Black
  // wins at its next drop, on the whole-board check.
  const auto small = std::make_unique<const Game<128>>(games::hex({.board_size = 6}));
  const Position<128> joined = parse_position(*small, "B3WW/B3WW/B3WW/B5/B5/B5 0 B12W12 12");
  check_unfollowed_condition(*small, joined, 100,
                             Outcome{Result::win, Player::zero, Reason::condition, 0});
}

}  // namespace hex_test

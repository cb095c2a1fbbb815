// Hex: the 2x2 board's perft counted by hand and a 3x3 game to its end (OpenSpiel checks the
// larger ones, tests/python/test_openspiel.py), and its options.
#include <memory>
#include <string>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

namespace {

using namespace boardlab;

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

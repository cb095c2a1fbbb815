// Amazons: the published perft of 10x10 and OpenSpiel's of 6x6, and playouts that draw each
// queen's move by counting its targets playing the very games the listed moves would. The arrow
// (Shoot) is in primitives/shoot_test.cpp.
#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <type_traits>
#include <vector>

#include <boardlab/boardlab.hpp>
#include <boardlab/games/amazons.hpp>
#include <boardlab/games/checkers.hpp>
#include <boardlab/games/konane.hpp>
#include <catch2/catch.hpp>

#include "move_lists.hpp"
#include "play_checks.hpp"
#include "spec_errors.hpp"

namespace amazons_test {

namespace {

using namespace boardlab;
using play_checks::checkers;

}  // namespace

TEST_CASE("amazons: perft from the start is the published count") {
  // 2176 and 4307152 for 10x10 (published amazons perft); the 6x6 counts agree with OpenSpiel.
  const auto wide = std::make_unique<const Game<128>>(games::amazons());
  CHECK(perft(*wide, wide->start(), 1) == 2176);
  CHECK(perft(*wide, wide->start(), 2) == 4307152);
  const Game<> small{games::amazons({.size = 6})};
  CHECK(format_position(small, small.start()) == "1B2B1/B4B/6/6/W4W/1W2W1 0 - 0");
  CHECK(perft(small, small.start(), 1) == 544);
  CHECK(perft(small, small.start(), 2) == 238532);
}

TEST_CASE("amazons playouts drawn by counting are the playouts of the listed moves") {
  // random_playout counts each queen's targets instead of listing the moves
  // (detail::draws_by_counting); the draws must pick the very moves the lists would.
  const auto wide = std::make_unique<const Game<128>>(games::amazons());
  const auto small = std::make_unique<const Game<>>(games::amazons({.size = 6}));
  CHECK(detail::draws_by_counting(*wide));
  CHECK(detail::draws_by_counting(*small));
  CHECK_FALSE(detail::draws_by_counting(checkers()));  // jumps and promotion: listed
  const auto same_games = [](const auto& game, int playouts) {
    using P = std::remove_cvref_t<decltype(game.start())>;
    for (int seed = 0; seed < playouts; ++seed) {
      CAPTURE(seed);
      P counted = game.start(), listed = game.start();
      Random a{std::uint64_t(seed)}, b{std::uint64_t(seed)};
      const PlayoutResult x = random_playout(game, counted, a);
      const PlayoutResult y = detail::random_playout_with(
          game, listed, b, [&](const P& q, auto& moves) { legal_moves(game, q, moves); }, nullptr);
      CHECK(counted == listed);
      CHECK(x.outcome == y.outcome);
      CHECK(x.plies == y.plies);
      CHECK(x.moves_listed == y.moves_listed);
    }
  };
  same_games(*small, 200);
  same_games(*wide, 40);
}

}  // namespace amazons_test

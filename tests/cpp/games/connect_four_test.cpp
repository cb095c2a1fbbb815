// Connect four: its perft from the start (7^n until a column fills), and a win on the last cell
// of a rank. Its falling drops are in primitives/drop_test.cpp.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "board_text.hpp"
#include "move_lists.hpp"

namespace connect_four_test {

namespace {

using namespace boardlab;
using test_positions::board_text;

}  // namespace

TEST_CASE("connect four's perft from the start, and a win on the last cell", "[lines]") {
  const auto game = std::make_unique<const Game<>>(games::connect_four());
  const std::uint64_t expected[] = {7, 49, 343, 2401, 16807, 117649, 823536};
  for (int depth = 1; depth <= 7; ++depth)
    CHECK(perft(*game, game->start(), depth) == expected[depth - 1]);
  // X's fourth piece on rank 1 wins, O's three above do not.
  State<> state(*game, "7/7/7/7/OOO4/XXX4 0 X18O18 6");
  CHECK_FALSE(state.is_over());
  state.play("X@d1");
  CHECK(state.outcome() == Outcome{Result::win, Player::zero, Reason::condition, 0});
}

}  // namespace connect_four_test

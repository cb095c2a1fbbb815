// Gomoku: free-style wins with six in a row, standard (overline_wins = false) only with exactly
// five. Exact lengths on their own are in conditions/in_a_row_test.cpp.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "board_text.hpp"
#include "move_lists.hpp"

namespace gomoku_test {

namespace {

using namespace boardlab;
using test_positions::board_text;

}  // namespace

TEST_CASE("gomoku: free-style wins with six, standard only with exactly five", "[lines]") {
  const auto free_style = std::make_unique<const Game<256>>(games::gomoku());
  const auto standard = std::make_unique<const Game<256>>(games::gomoku({.overline_wins = false}));
  // Black has b8-e8 and g8: f8 makes six in a row, a8 five.
  // board_text writes W (gomoku's white) first, then B.
  const std::string before = board_text(15, 15, "a1 a3 a5 a7 a9", "b8 c8 d8 e8 g8");
  const std::string text = before.substr(0, before.size() - 6) + " 0 B108W107 10";
  State<256> free_state(*free_style, text);
  free_state.play("B@f8");
  CHECK(free_state.outcome().result == Result::win);
  State<256> standard_state(*standard, text);
  standard_state.play("B@f8");
  CHECK_FALSE(standard_state.outcome().over());
  // Exactly five wins in both.
  State<256> five(*standard, text);
  five.play("B@a8");
  CHECK(five.outcome().result == Result::win);
}

}  // namespace gomoku_test

// NoPiecesLeft: taking the last enemy piece wins (Breakthrough). Its order against ReducedTo is
// in conditions/reduced_to_test.cpp.
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

namespace no_pieces_left_test {

namespace {

using boardlab::Player;
using boardlab::State;
using rule_checks::check_win;

using builtin::breakthrough;

}  // namespace

TEST_CASE("breakthrough: taking the last enemy piece wins", "[rules]") {
  State<> s(breakthrough, "8/8/8/4B3/3W4/8/8/8 0 - 10");
  s.play("d4-e5");
  CHECK(s.text() == "8/8/8/4W3/8/8/8/8 1 - 11");
  check_win(s.outcome(), Player::zero, 2);
}

}  // namespace no_pieces_left_test

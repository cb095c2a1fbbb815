// Breakthrough (docs/rules.md): the start's moves. Its steps and captures are in
// primitives/step_test.cpp, its wins in conditions/reaches_test.cpp and
// conditions/no_pieces_left_test.cpp, its ply limit and a player without a move in
// conditions/max_plies_test.cpp and conditions/no_legal_move_test.cpp.
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

namespace breakthrough_test {

namespace {

using boardlab::State;
using rule_checks::move_texts;
using rule_checks::Texts;

using builtin::breakthrough;

}  // namespace

TEST_CASE("breakthrough: the start has 22 moves, none onto an own piece", "[rules]") {
  // Only rank 2 can move: a2 and h2 have two moves each, b2..g2 three.
  const State<> s(breakthrough);
  Texts want;
  for (char f = 'a'; f <= 'h'; ++f) {
    const std::string from = std::string{f, '2'} + "-";
    if (f > 'a') want.push_back(from + char(f - 1) + "3");
    want.push_back(from + f + "3");
    if (f < 'h') want.push_back(from + char(f + 1) + "3");
  }
  std::sort(want.begin(), want.end());
  CHECK(move_texts(s) == want);
}

}  // namespace breakthrough_test

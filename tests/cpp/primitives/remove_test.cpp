// Remove: the checks' messages, naming the primitive. Konane's opening removals (a stone from
// the centre or a corner, then one next to the hole, only before ply 2) are played in
// games/konane_test.cpp.
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

namespace remove_test {

namespace {

using namespace boardlab;
using play_checks::checkers;
using test_specs::spec_error;

}  // namespace

TEST_CASE("bad removals are refused, saying which primitive and why") {
  GameSpec s = games::konane({.size = 4});
  s.kinds[1].primitives[2] = Remove{.next_to = Targets::empty};
  CHECK(spec_error(s) ==
        "kind 'W' primitive 3 (Remove): next_to needs the directions to look for the neighbour in");
  s.kinds[1].primitives[2] = Remove{.before_ply = -1};
  CHECK(spec_error(s) == "kind 'W' primitive 3 (Remove): before_ply -1 is not 0 (always) or a ply");
  s.kinds[1].primitives[2] = Remove{.from_region = "nowhere"};
  CHECK(spec_error(s) == "kind 'W' primitive 3 (Remove): unknown region 'nowhere'");
}

}  // namespace remove_test

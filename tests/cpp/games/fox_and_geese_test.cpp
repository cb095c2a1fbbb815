// Fox and geese: the cross (a board with cells left out), its start, the geese's steps and the
// fox's chains of jumps, which may stop after any jump. Boards with missing cells on their own are
// in board_mask_test.cpp.
#include <memory>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "move_lists.hpp"

namespace fox_and_geese_test {

namespace {

using namespace boardlab;
using move_lists::Texts;
using move_lists::turn_texts;

}  // namespace

TEST_CASE("fox and geese: the cross, its start and the fox's chains of jumps", "[board_mask]") {
  const auto game = std::make_unique<const Game<>>(games::fox_and_geese());
  CHECK(game->board().count() == 33);
  CHECK(format_position(*game, game->start()) == "3/3/7/3F3/GGGGGGG/GGG/GGG 0 - 0");
  // Hand-counted: rank 3's geese step up (not d3, under the fox) and, from a3, c3, e3 and g3
  // (cells where diagonal lines cross), diagonally onto b4 or f4.
  CHECK(turn_texts(*game, "3/3/7/3F3/GGGGGGG/GGG/GGG 0 - 0") ==
        Texts{"a3-a4", "a3-b4", "b3-b4", "c3-b4", "c3-c4", "e3-e4", "e3-f4", "f3-f4", "g3-f4",
              "g3-g4"});
  // The fox on d4, geese on d5, e5, c4 and a3. It steps to its five empty neighbours along
  // lines; jumps c4 to b4 (from where a3 cannot be jumped: beyond it is off the board), d5 to
  // d6 and on over e5 to f4 (a diagonal line through d6 and f4); e5 cannot be jumped from d4,
  // f6 is off the board. The jumps may stop after any of them.
  CHECK(turn_texts(*game, "3/3/3GG2/2GF3/G6/3/3 1 - 9") ==
        Texts{"d4-b4", "d4-c3", "d4-c5", "d4-d3", "d4-d6", "d4-d6-f4", "d4-e3", "d4-e4"});
}

}  // namespace fox_and_geese_test

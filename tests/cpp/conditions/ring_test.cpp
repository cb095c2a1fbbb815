// Ring: Havannah's ring round an empty cell, an enemy stone or an own stone, worked out by hand
// on the board of side 3; five of the six, or a blob with no cell walled in, is none. A loop round
// a hole of the board is in games/havannah_test.cpp, with the playouts that follow groups.
#include <string>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "havannah_side3.hpp"
#include "spec_errors.hpp"

namespace ring_test {

namespace {

using namespace boardlab;
using havannah_side3::outcome_of;
using havannah_side3::white_by;

}  // namespace

TEST_CASE("havannah: a ring round an empty cell, an enemy stone or an own stone", "[havannah]") {
  // W b4 c4 b3 d3 c2 d2 round the empty c3.
  CHECK(outcome_of("B1B/1WW1/BW1W1/1WW1/B1B 1 W4B4 11") == white_by(2));
  // Round black's c3.
  CHECK(outcome_of("B1B/1WW1/BWBW1/1WW1/2B 1 W4B4 11") == white_by(2));
  // Round white's own c3: seven stones, a filled hexagon.
  CHECK(outcome_of("B1B/1WW1/BWWWB/1WW1/B1B 1 W3B3 13") == white_by(2));
  // Five of the six: c3 reaches the rim through d2.
  CHECK(!outcome_of("B1B/1WW1/BW1W1/1W2/BBW 1 W4B4 11").over());
  // Six in a blob, c3 among them but d2 not: nothing is walled in.
  CHECK(!outcome_of("B1B/1WW1/BWWW1/1W2/B1B 1 W4B4 11").over());
}

}  // namespace ring_test

// GameSpec::wins_at_once: a move after which end conditions of both players hold is a draw
// (`draw`) or the first listed condition's win (`first_listed`, the default); a line made for the
// other player alone still wins for that player. Made here by a turned block
// (GameSpec::rotating_blocks), the way Pentago makes them; Pentago's own case is in
// games/pentago_test.cpp.
#include <memory>
#include <string>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "test_boards.hpp"

namespace wins_at_once_test {

namespace {

using namespace boardlab;

GameSpec threes(WinsAtOnce at_once) { return test_boards::turning_threes({}, at_once); }

}  // namespace

TEST_CASE("a turn that makes a line for each player draws, or goes to the first listed",
          "[rotating_blocks][wins_at_once]") {
  // W: a4 b4 (and a1); B: a3 b3 d3. W drops on c3 and turns c3:d4 clockwise: c3 -> c4 (W's
  // third) and d3 -> c3 (B's third).
  const std::string before = "WW2/BB1B/4/W3 0 W5B5 6";
  const auto drawn = std::make_unique<const Game<>>(threes(WinsAtOnce::draw));
  State<> state(*drawn, before);
  state.play("W@c3:c3cw");
  CHECK(state.text() == "WWW1/BBB1/4/W3 1 W4B5 7");
  CHECK(state.outcome().result == Result::draw);
  CHECK(state.outcome().reason == Reason::condition);
  CHECK(legal_moves(*drawn, state.position()).empty());
  // The other way, c3 -> d3 and d3 -> d4: no line for either.
  state.undo();
  state.play("W@c3:c3ccw");
  CHECK(!state.outcome().over());

  const auto first = std::make_unique<const Game<>>(threes(WinsAtOnce::first_listed));
  State<> listed(*first, before);
  listed.play("W@c3:c3cw");
  CHECK(listed.outcome().result == Result::win);
  CHECK(listed.outcome().winner == Player::zero);
  // A line the mover's turn makes for the other player alone wins for that player: W drops on
  // d4 and turns c3:d4 clockwise, d3's B to c3 (B: a3 b3 c3) and d4's W to d3.
  State<> gift(*drawn, "4/BB1B/4/WW1W 0 W5B5 6");
  gift.play("W@d4:c3cw");
  CHECK(gift.text() == "4/BBBW/4/WW1W 1 W4B5 7");
  CHECK(gift.outcome().result == Result::win);
  CHECK(gift.outcome().winner == Player::one);
}

}  // namespace wins_at_once_test

// Drop's onto: a piece put from the reserve on top of a stack of the classes named, and undo
// taking it off again; on a hex board with a stack limit (a family Focus does not belong to).
// The onto of moving primitives is played in the files of each primitive.
#include <memory>
#include <string>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "move_lists.hpp"
#include "spec_errors.hpp"

namespace onto_test {

namespace {

using namespace boardlab;
using move_lists::Texts;
using move_lists::turn_texts;
using test_specs::spec_error;

// W drops onto empty cells or W's own stacks; B only onto empty cells. A hex board of side 3
// (the rectangle's corners left out are no cells).
GameSpec towers(int limit = 0) {
  GameSpec s;
  s.name = "towers";
  s.files = 3;
  s.ranks = 2;
  s.geometry = BoardGeometry::hex;
  s.stack_limit = limit;
  s.add_kind('W', Owner::zero, "white");
  s.add_kind('B', Owner::one, "black");
  s.moves('W', Drop{.onto = Targets::empty | Targets::friendly});
  s.moves('B', Drop{});
  s.placement = Placement::anytime;
  s.start = "3/3 0 W6B6 0";
  return s;
}

}  // namespace

TEST_CASE("a drop onto a stack lands on top of it, and undo takes it off", "[onto]") {
  const auto game = std::make_unique<const Game<>>(towers());
  // W on a1 (one), b1 (WB: B's on top), c2 (WW): W may drop on the empty a2, b2, c1, on a1 and
  // c2 (its own on top), not on b1.
  CHECK(turn_texts(*game, "2(WW)/W(WB)1 0 W2B5 4") ==
        Texts{"W@a1", "W@a2", "W@b2", "W@c1", "W@c2"});
  State<> state(*game, "2(WW)/W(WB)1 0 W2B5 4");
  state.play("W@c2");
  CHECK(state.text() == "2(WWW)/W(WB)1 1 W1B5 5");
  state.undo();
  CHECK(state.text() == "2(WW)/W(WB)1 0 W2B5 4");
  // With a limit of two, the third W on c2 pushes the bottom one back to the reserve.
  const auto limited = std::make_unique<const Game<>>(towers(2));
  State<> capped(*limited, "2(WW)/W(WB)1 0 W2B5 4");
  capped.play("W@c2");
  CHECK(capped.text() == "2(WW)/W(WB)1 1 W2B5 5");
  CHECK(capped.position().hash == recompute_hash(*limited, capped.position()));
  capped.undo();
  CHECK(capped.text() == "2(WW)/W(WB)1 0 W2B5 4");
}

TEST_CASE("playouts follow no groups where drops land on stacks", "[onto]") {
  // A drop onto a stack takes the cell from the set of its top piece's owner: the groups kept
  // drop by drop (group_tracker.hpp) assume a drop only adds a piece.
  GameSpec s;
  s.name = "joined";
  s.files = 6;
  s.ranks = 6;
  s.add_kind('W', Owner::zero, "white");
  s.add_kind('B', Owner::one, "black");
  s.moves('W', Drop{});
  s.moves('B', Drop{});
  s.placement = Placement::anytime;
  s.add_region("left", "a1 a2 a3 a4 a5 a6");
  s.add_region("right", "f1 f2 f3 f4 f5 f6");
  s.add_end(Connects{.pieces = Pieces::of(Player::zero),
                     .region = "left",
                     .to_region = "right",
                     .winner = Player::zero,
                     .when = When::winner_moved});
  s.start = "6/6/6/6/6/6 0 W18B18 0";
  CHECK(std::make_unique<const Game<>>(s)->checks_groups_at_drops());
  s.kinds[0].primitives[0] = Drop{.onto = Targets::anything};
  CHECK(!std::make_unique<const Game<>>(s)->checks_groups_at_drops());
}

TEST_CASE("a drop onto stacks does not fall", "[onto]") {
  GameSpec s = towers();
  s.kinds[0].primitives[0] =
      Drop{.falls = directions({Direction::south}), .onto = Targets::anything};
  CHECK(spec_error(s) ==
        "kind 'W' primitive 1 (Drop): a piece dropped onto a stack does not fall; falls needs "
        "onto = 'empty'");
}

}  // namespace onto_test

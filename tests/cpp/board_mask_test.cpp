// Boards that leave cells of their rectangle out (GameSpec::off_board): no primitive moves onto,
// through or over such a cell, position text writes a rank's cells only, and bad masks, regions
// on missing cells and cell names of missing cells get clear errors. Hand-checked move lists on
// a 3x3 board without its centre. Fox and geese's cross is in games/fox_and_geese_test.cpp.
#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include <boardlab/analysis/observation.hpp>
#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "move_lists.hpp"

namespace board_mask_test {

namespace {

using namespace boardlab;
using move_lists::Texts;
using move_lists::turn_texts;

// A 3x3 ring: the centre b2 is not on the board. One kind of piece moves by `primitive`.
GameSpec ring(const Primitive& primitive, std::string_view start = "W2/2/3 0 - 0") {
  GameSpec s;
  s.name = "ring";
  s.files = 3;
  s.ranks = 3;
  s.add_off_board("b2");
  s.add_kind('W', Owner::zero, "white").moves('W', primitive);
  s.add_kind('B', Owner::one, "black");
  s.start = PositionText(start);
  return s;
}

std::string spec_error(const GameSpec& spec) {
  try {
    const Game<> game{spec};
  } catch (const SpecError& e) {
    return e.what();
  }
  return "no error";
}

template <class F>
std::string error_of(F&& f) {
  try {
    f();
  } catch (const Error& e) {
    return e.what();
  }
  return "no error";
}

}  // namespace

TEST_CASE("a missing cell stops slides and is never a target", "[board_mask]") {
  // The ring's position text: rank 2 has two cells, a2 and c2.
  const Game<> rook{ring(Slide{.directions = dir::orthogonal})};
  CHECK(turn_texts(rook, "W2/2/3 0 - 0") == Texts{"a3-a1", "a3-a2", "a3-b3", "a3-c3"});
  const Game<> queen{ring(Slide{.directions = dir::all})};
  // From a1 the diagonal to c3 crosses b2: not along the board.
  CHECK(turn_texts(queen, "3/2/W2 0 - 0") == Texts{"a1-a2", "a1-a3", "a1-b1", "a1-c1"});
  const Game<> king{ring(Step{.directions = dir::all})};
  CHECK(turn_texts(king, "3/2/1W1 0 - 0") == Texts{"b1-a1", "b1-a2", "b1-c1", "b1-c2"});
  CHECK(king.board().count() == 8);
  CHECK_FALSE(king.board().test(4));
}

TEST_CASE("leaps neither jump nor land on a missing cell", "[board_mask]") {
  // Over b2 would need a piece on it; onto b2 there is no cell.
  const Game<> jumper{ring(Leap{.directions = dir::all, .onto = Targets::empty})};
  CHECK(turn_texts(jumper, "3/B1/WB1 0 - 0") == Texts{"a1-a3", "a1-c1"});
  // A knight's leap from a1 reaches b3 and c2; with b3 gone only c2.
  GameSpec s = ring(OffsetLeap{.offset = {1, 2}, .symmetry = Symmetry::all}, "3/2/W2 0 - 0");
  CHECK(turn_texts(Game<>{s}, "3/2/W2 0 - 0") == Texts{"a1-b3", "a1-c2"});
  s.add_off_board("b3");
  s.start = "2/2/W2 0 - 0";
  CHECK(turn_texts(Game<>{s}, "2/2/W2 0 - 0") == Texts{"a1-c2"});
}

TEST_CASE("drops go on the board's cells only", "[board_mask]") {
  GameSpec s = ring(Drop{}, "3/2/3 0 W1 0");
  const Game<> game{s};
  CHECK(turn_texts(game, "3/2/3 0 W1 0") ==
        Texts{"W@a1", "W@a2", "W@a3", "W@b1", "W@b3", "W@c1", "W@c2", "W@c3"});
}

TEST_CASE("position text writes each rank's cells, and reads them back", "[board_mask]") {
  const Game<> game{ring(Step{.directions = dir::all})};
  const Position<64> p = parse_position(game, "1B1/WB/3 0 - 0");
  CHECK(p.stack(7).top() == game.kind_of_symbol('B'));  // b3
  CHECK(p.stack(3).top() == game.kind_of_symbol('W'));  // a2
  CHECK(p.stack(5).top() == game.kind_of_symbol('B'));  // c2
  CHECK(format_position(game, p) == "1B1/WB/3 0 - 0");
  CHECK(error_of([&] { parse_position(game, "3/3/3 0 - 0"); }) ==
        "position text '3/3/3 0 - 0': rank 2 has 3 cells, board has 2");
  CHECK(error_of([&] { parse_position(game, "3/1/3 0 - 0"); }) ==
        "position text '3/1/3 0 - 0': rank 2 has 1 cells, board has 2");
}

TEST_CASE("cell names of missing cells are refused in move text", "[board_mask]") {
  const Game<> game{ring(Step{.directions = dir::all})};
  State<> state(game, "3/2/W2 0 - 0");
  CHECK(error_of([&] { state.play("a1-b2"); }) ==
        "move text 'a1-b2': cell b2 is not on the board (off_board)");
  CHECK(error_of([&] { state.play("a1-d1"); }) ==
        "move text 'a1-d1': cell d1 is off the 3x3 board");
}

TEST_CASE("bad masks and regions on missing cells say what is wrong", "[board_mask]") {
  GameSpec outside = ring(Step{.directions = dir::all});
  outside.add_off_board("d1");
  CHECK(spec_error(outside) == "off_board: cell d1 is not on the 3x3 rectangle");
  GameSpec none = ring(Step{.directions = dir::all});
  none.add_off_board("a1 b1 c1 a2 c2 a3 b3 c3");
  CHECK(spec_error(none) == "off_board: no cell of the board is left");
  GameSpec region = ring(Step{.directions = dir::all});
  region.add_region("middle", "b1 b2");
  CHECK(spec_error(region) == "region 'middle': cell b2 is off the board (off_board)");
  CHECK(error_of([] {
          GameSpec s;
          s.add_off_board("a1 zz");
        }) == "off_board: 'zz' is not a cell name");
}

TEST_CASE("the observation of a masked board has a plane of its cells", "[board_mask]") {
  const Game<> game{ring(Step{.directions = dir::all})};
  const ObservationShape shape = observation_shape(game);
  // W and B planes, height, side, two reserves, the board's cells.
  CHECK(shape.planes == 2 + 1 + 1 + 2 + 1);
  std::vector<float> planes(shape.size());
  write_observation(game, game.start(), planes.data());
  const float* on_board = planes.data() + 6 * 9;
  CHECK(std::vector<float>(on_board, on_board + 9) ==
        std::vector<float>{1, 1, 1, 1, 0, 1, 1, 1, 1});
}

}  // namespace board_mask_test

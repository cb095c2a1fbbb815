// AllConnected: all of a side's pieces in one group, diagonals joining or not by its directions,
// across the words of a larger board; the other side's pieces neither join nor break it. Lines of
// Action, which is won so, is in games/lines_of_action_test.cpp; the spec errors of groups in
// primitives/slide_test.cpp ("counted slides and groups").
#include <memory>
#include <string>
#include <string_view>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "board_text.hpp"
#include "move_lists.hpp"
#include "spec_errors.hpp"
#include "test_boards.hpp"

namespace all_connected_test {

namespace {

using namespace boardlab;
using test_boards::board_spec;
using test_positions::board_text;

// Whether W's pieces (with B's on `black`) make W the winner by an AllConnected along
// `directions`, on a files x 8 board.
template <int N = 64>
bool grouped(std::string_view white, std::string_view black = "",
             DirectionSet directions = dir::all, int files = 8) {
  GameSpec s = board_spec(Drop{});
  s.files = files;
  s.start = PositionText(board_text(files, 8, ""));
  s.add_end(AllConnected{
      .pieces = Pieces::of(Player::zero), .winner = Player::zero, .directions = directions});
  const auto game = std::make_unique<const Game<N>>(s);
  const Position<N> p = parse_position(*game, board_text(files, 8, white, black));
  const Outcome o = condition_outcome(*game, p);
  return o.over() && o.winner == Player::zero && o.reason == Reason::condition;
}

}  // namespace

TEST_CASE("all of a side's pieces in one group, diagonals joining", "[all_connected]") {
  CHECK(grouped("a1 b2 c3"));
  CHECK(grouped("a1"));  // one piece is a group
  CHECK_FALSE(grouped(""));
  CHECK_FALSE(grouped("a1 c1"));
  // A group that bends back on itself, and one piece apart from it.
  CHECK(grouped("a1 b2 c1 d2 e3 e4 d5 c4"));
  CHECK_FALSE(grouped("a1 b2 c1 d2 e3 e4 d5 c4 h8"));
  // The other side's pieces neither join nor break it.
  CHECK_FALSE(grouped("a1 c1", "b1"));
  CHECK(grouped("a1 b2", "a2 b1"));
  // Along orthogonal directions only, a diagonal step is no join.
  CHECK_FALSE(grouped("a1 b2", "", dir::orthogonal));
  CHECK(grouped("a1 a2 b2", "", dir::orthogonal));
  // No wrapping round the edge: h1 and a2 are consecutive cell numbers.
  CHECK_FALSE(grouped("h1 a2"));
  // Groups across the two words of a 16x8 board, where cell 63 is p4 and cell 64 is a5.
  CHECK(grouped<128>("o4 p4 p5", "", dir::all, 16));
  CHECK(grouped<128>("a1 b2 c3 d4 e5 f6 g7 h8 i8 j7 k6 l5 m4 n3 o2 p1", "", dir::all, 16));
  CHECK_FALSE(grouped<128>("p4 a5", "", dir::all, 16));
}

}  // namespace all_connected_test

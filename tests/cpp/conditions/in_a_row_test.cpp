// Lines (InARow). Lines are found set-wise on bitboards, so the tests put runs where a shift
// could wrap round an edge (from file h to file a of the next rank on a one-word board, across the
// words of larger boards) and check each axis, exact lengths and overlines by hand; and the spec
// errors (a falling drop's among them). The games of lines are in games/tic_tac_toe_test.cpp,
// games/connect_four_test.cpp and games/gomoku_test.cpp, falling drops in
// primitives/drop_test.cpp.
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "board_text.hpp"
#include "spec_errors.hpp"

namespace in_a_row_test {

namespace {

using namespace boardlab;
using test_positions::board_text;
using test_specs::spec_error;

// A files x ranks board with W (player 0) and B (player 1) pieces that never move, and one line
// condition for W.
GameSpec line_spec(int files, int ranks, const InARow& line) {
  GameSpec s;
  s.name = "lines";
  s.files = files;
  s.ranks = ranks;
  s.add_kind('W', Owner::zero, "white");
  s.add_kind('B', Owner::one, "black");
  s.add_end(line);
  s.no_legal_move = NoMoveResult::draws;
  s.start = PositionText(board_text(files, ranks, ""));
  return s;
}

// Whether the line condition holds for W on `white`, on a board of the given size.
template <int N>
bool line_at(int files, int ranks, const InARow& line, std::string_view white,
             std::string_view black = "") {
  const GameSpec s = line_spec(files, ranks, line);
  const auto game = std::make_unique<const Game<N>>(s);
  const Position<N> p = parse_position(*game, board_text(files, ranks, white, black));
  const Outcome o = condition_outcome(*game, p);
  return o.over() && o.winner == Player::zero && o.reason == Reason::condition;
}

constexpr InARow three{.pieces = Pieces::of(Player::zero), .count = 3, .winner = Player::zero};

}  // namespace

TEST_CASE("a line of three along each axis, and none round an edge", "[lines]") {
  CHECK(line_at<64>(8, 8, three, "f1 g1 h1"));
  CHECK(line_at<64>(8, 8, three, "a1 a2 a3"));
  CHECK(line_at<64>(8, 8, three, "a1 b2 c3"));
  CHECK(line_at<64>(8, 8, three, "c1 b2 a3"));
  CHECK(line_at<64>(8, 8, three, "f6 g7 h8"));
  // Consecutive cell numbers that are no line: h1 (7) and a2 (8); h2, a3 by a diagonal step.
  CHECK_FALSE(line_at<64>(8, 8, three, "g1 h1 a2"));
  CHECK_FALSE(line_at<64>(8, 8, three, "g1 h2 a3"));
  CHECK_FALSE(line_at<64>(8, 8, three, "b1 a2 h2"));
  CHECK_FALSE(line_at<64>(8, 8, three, "h7 h8 a1"));
  CHECK_FALSE(line_at<64>(8, 8, three, "a1 b1 d1 e1 a2 b3"));
  // Another player's pieces make no line of W's, nor break one by standing beside it.
  CHECK_FALSE(line_at<64>(8, 8, three, "a1 b1", "c1"));
  CHECK(line_at<64>(8, 8, three, "b1 c1 d1", "a1 e1"));
}

TEST_CASE("a line's directions choose its axes; a direction and its opposite are one", "[lines]") {
  InARow orthogonal = three;
  orthogonal.directions = dir::orthogonal;
  CHECK(line_at<64>(3, 3, orthogonal, "a2 b2 c2"));
  CHECK(line_at<64>(3, 3, orthogonal, "b1 b2 b3"));
  CHECK_FALSE(line_at<64>(3, 3, orthogonal, "a1 b2 c3"));
  InARow south_west = three;
  south_west.directions = directions({Direction::south_west});
  CHECK(line_at<64>(3, 3, south_west, "a1 b2 c3"));
  CHECK_FALSE(line_at<64>(3, 3, south_west, "c1 b2 a3"));
  CHECK_FALSE(line_at<64>(3, 3, south_west, "a1 b1 c1"));
  InARow west = three;
  west.directions = directions({Direction::west});
  CHECK(line_at<64>(3, 3, west, "a3 b3 c3"));
  CHECK_FALSE(line_at<64>(3, 3, west, "a1 a2 a3"));
}

TEST_CASE("an exact length: an overline does not count, a run beside it may", "[lines]") {
  InARow five{.pieces = Pieces::of(Player::zero), .count = 5, .winner = Player::zero};
  InARow exactly_five = five;
  exactly_five.length = LineLength::exactly;
  CHECK(line_at<256>(15, 15, five, "a1 b1 c1 d1 e1"));
  CHECK(line_at<256>(15, 15, exactly_five, "a1 b1 c1 d1 e1"));
  CHECK(line_at<256>(15, 15, five, "a1 b1 c1 d1 e1 f1"));
  CHECK_FALSE(line_at<256>(15, 15, exactly_five, "a1 b1 c1 d1 e1 f1"));
  CHECK_FALSE(line_at<256>(15, 15, exactly_five, "c3 d4 e5 f6 g7 h8 i9"));
  CHECK_FALSE(line_at<256>(15, 15, exactly_five, "j1 j2 j3 j4 j5 j6"));
  // A gap ends a run: five, a gap, one more.
  CHECK(line_at<256>(15, 15, exactly_five, "a1 b1 c1 d1 e1 g1"));
  // An overline on one axis, exactly five on another through the same stone.
  CHECK(line_at<256>(15, 15, exactly_five, "a5 b5 c5 d5 e5 f5 c1 c2 c3 c4"));
  // Exactly five against the board's edges (o1 is the last file), the enemy's stones beside it.
  CHECK(line_at<256>(15, 15, exactly_five, "k15 l15 m15 n15 o15"));
  CHECK(line_at<256>(15, 15, exactly_five, "b1 c1 d1 e1 f1", "a1 g1"));
  // Four is not five, exactly or not; nor two runs of three and two on one rank.
  CHECK_FALSE(line_at<256>(15, 15, five, "a1 b1 c1 d1"));
  CHECK_FALSE(line_at<256>(15, 15, exactly_five, "n14 n15 o1 o2 o3"));
  CHECK_FALSE(line_at<256>(15, 15, five, "m15 n15 o15 a1 b1"));
}

TEST_CASE("lines across the words of larger boards", "[lines]") {
  InARow four{.pieces = Pieces::of(Player::zero), .count = 4, .winner = Player::zero};
  // 10x10: a7 is cell 60, so a7-d7 crosses from the first word to the second.
  CHECK(line_at<128>(10, 10, four, "a7 b7 c7 d7"));
  CHECK(line_at<128>(10, 10, four, "d4 e5 f6 g7"));
  CHECK_FALSE(line_at<128>(10, 10, four, "i6 j6 a7 b7"));
  // 16x16 on four words: the top rank and the last file, no wrap from p to a.
  CHECK(line_at<256>(16, 16, four, "m16 n16 o16 p16"));
  CHECK(line_at<256>(16, 16, four, "p13 p14 p15 p16"));
  CHECK_FALSE(line_at<256>(16, 16, four, "o4 p4 a5 b5"));
  CHECK_FALSE(line_at<256>(16, 16, four, "p1 a3 b4 c5"));
}

TEST_CASE("bad lines and falls say what is wrong", "[lines]") {
  InARow one = three;
  one.count = 1;
  CHECK(spec_error(line_spec(3, 3, one)) ==
        "end condition 1: count 1 is not between 2 and 3 (the board's longer side)");
  InARow long_line = three;
  long_line.count = 6;
  CHECK(spec_error(line_spec(5, 4, long_line)) ==
        "end condition 1: count 6 is not between 2 and 5 (the board's longer side)");
  InARow none = three;
  none.directions = {};
  CHECK(spec_error(line_spec(3, 3, none)) == "end condition 1: a line needs directions");
  InARow forward = three;
  forward.directions = dir::forward;
  CHECK(spec_error(line_spec(3, 3, forward)) ==
        "end condition 1: a line's directions are absolute (a line along a direction runs both "
        "ways)");
  GameSpec s = line_spec(3, 3, three);
  s.moves('W', Drop{.falls = dir::orthogonal});
  CHECK(spec_error(s) ==
        "kind 'W' primitive 1 (Drop): a piece falls one way; falls names 4 directions");
}

}  // namespace in_a_row_test

// Slides of the line's count of pieces (SlideDistance::pieces_on_line), groups (AllConnected),
// and Lines of Action built of them: move lists worked out by hand, cell by cell; groups along
// diagonals, across the words of a larger board and along fewer directions; who wins when one
// move joins both sides' pieces; perft from the start (OpenSpiel's counts, which
// tests/python/test_lines_of_action.py also checks against it); and the spec errors.
#include <memory>
#include <string>
#include <string_view>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "board_text.hpp"
#include "move_lists.hpp"
#include "spec_errors.hpp"

namespace {

using namespace boardlab;
using move_lists::Texts;
using move_lists::turn_texts;
using test_positions::board_text;
using test_specs::spec_error;

// An 8x8 board where W (player 0) moves by `w_moves` and B (player 1) never moves.
GameSpec board_spec(const Primitive& w_moves) {
  GameSpec s;
  s.name = "board";
  s.files = 8;
  s.ranks = 8;
  s.add_kind('W', Owner::zero, "white");
  s.add_kind('B', Owner::one, "black");
  s.moves('W', w_moves);
  s.no_legal_move = NoMoveResult::draws;
  s.start = PositionText(board_text(8, 8, ""));
  return s;
}

constexpr Slide counted{.directions = dir::all,
                        .onto = Targets::empty_or_enemy,
                        .distance = SlideDistance::pieces_on_line,
                        .over = Targets::friendly};

Texts moves_of(const GameSpec& s, std::string_view white, std::string_view black = "") {
  const auto game = std::make_unique<const Game<>>(s);
  return turn_texts(*game, board_text(8, 8, white, black));
}

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

TEST_CASE("a counted slide goes as far as its line holds pieces, over its own pieces only",
          "[counted_slide]") {
  const GameSpec s = board_spec(counted);
  // Rank 1 holds three pieces: a1 goes three cells east, passing its own c1, to d1; c1 would
  // pass the B on e1, so it does not go east, and west it would leave the board. Each file and
  // diagonal through a1 and c1 holds the piece alone: one cell.
  CHECK(moves_of(s, "a1 c1", "e1") == Texts{"a1-a2", "a1-b2", "a1-d1", "c1-b2", "c1-c2", "c1-d2"});
  // Two on rank 1: a1 lands on the B on c1 and takes it.
  CHECK(moves_of(s, "a1", "c1") == Texts{"a1-a2", "a1-b2", "a1-c1"});
  // ... but not on its own piece; c1 goes two east to e1.
  CHECK(moves_of(s, "a1 c1") == Texts{"a1-a2", "a1-b2", "c1-b2", "c1-c2", "c1-d2", "c1-e1"});
  // A B right next to a1 on a line of two blocks the move over it.
  CHECK(moves_of(s, "a1", "b1") == Texts{"a1-a2", "a1-b2"});
  // The line counts both ways from the piece: file d holds d1, d4 and d8, so d4 goes three
  // cells north (to d7) and south (onto d1, a capture); every other line holds d4 alone.
  CHECK(moves_of(s, "d4", "d1 d8") ==
        Texts{"d4-c3", "d4-c4", "d4-c5", "d4-d1", "d4-d7", "d4-e3", "d4-e4", "d4-e5"});
  // A diagonal: a1, c3 and h8 make three on the long one, so c3 goes three cells north-east,
  // to f6, and south-west it would leave the board; its other lines hold c3 alone.
  CHECK(moves_of(s, "c3", "a1 h8") ==
        Texts{"c3-b3", "c3-b4", "c3-c2", "c3-c4", "c3-d2", "c3-d3", "c3-f6"});
}

TEST_CASE("a counted slide's `over` says which pieces it passes", "[counted_slide]") {
  Slide over_any = counted;
  over_any.over = Targets::any_piece;
  CHECK(moves_of(board_spec(over_any), "a1", "b1") == Texts{"a1-a2", "a1-b2", "a1-c1"});
  Slide over_none = counted;
  over_none.over = Targets{};
  CHECK(moves_of(board_spec(over_none), "a1 b1 d1") ==
        Texts{"a1-a2", "a1-b2", "b1-a2", "b1-b2", "b1-c2", "d1-c2", "d1-d2", "d1-e2", "d1-g1"});
  // Only empty cells to land on: a capture is no move.
  Slide onto_empty = counted;
  onto_empty.onto = Targets::empty;
  CHECK(moves_of(board_spec(onto_empty), "a1", "c1") == Texts{"a1-a2", "a1-b2"});
}

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

TEST_CASE("lines of action: the start and its moves", "[lines_of_action]") {
  const auto game = std::make_unique<const Game<>>(games::lines_of_action());
  const State<> start(*game);
  CHECK(start.text() == "1BBBBBB1/W6W/W6W/W6W/W6W/W6W/W6W/1BBBBBB1 0 - 0");
  // OpenSpiel's list of black's first moves (they are also worked out in docs/rules.md): b1
  // goes six east along rank 1, two north along file b (b1, b8), two north-east (b1, h7);
  // north-west its line (b1, a2) would take it off the board.
  const Texts expected{"b1-b3", "b1-d3", "b1-h1", "b8-b6", "b8-d6", "b8-h8", "c1-a3", "c1-c3",
                       "c1-e3", "c8-a6", "c8-c6", "c8-e6", "d1-b3", "d1-d3", "d1-f3", "d8-b6",
                       "d8-d6", "d8-f6", "e1-c3", "e1-e3", "e1-g3", "e8-c6", "e8-e6", "e8-g6",
                       "f1-d3", "f1-f3", "f1-h3", "f8-d6", "f8-f6", "f8-h6", "g1-a1", "g1-e3",
                       "g1-g3", "g8-a8", "g8-e6", "g8-g6"};
  CHECK(turn_texts(*game, start.text()) == expected);
  // OpenSpiel's perft (its game ends on a repeated board, which first happens at ply 4, so the
  // counts agree to depth 4).
  CHECK(perft(*game, game->start(), 1) == 36);
  CHECK(perft(*game, game->start(), 2) == 1244);
  CHECK(perft(*game, game->start(), 3) == 44952);
  CHECK(perft(*game, game->start(), 4) == 1563208);
}

TEST_CASE("lines of action: a move that joins both sides wins for the mover", "[lines_of_action]") {
  const auto game = std::make_unique<const Game<>>(games::lines_of_action());
  // Black a1 takes white's stray c1 (rank 1 holds two pieces): white's h8 and h7 are then one
  // group, and so are black's c1 and d2. The mover wins.
  State<> both(*game, "7W/7W/8/8/8/8/3B4/B1W5 0 - 0");
  CHECK_FALSE(both.is_over());
  both.play("a1-c1");
  CHECK(both.outcome() == Outcome{Result::win, Player::zero, Reason::condition, 0});
  // With black's other piece on e2, the capture joins only white's pieces: white wins.
  State<> theirs(*game, "7W/7W/8/8/8/8/4B3/B1W5 0 - 0");
  theirs.play("a1-c1");
  CHECK(theirs.outcome() == Outcome{Result::win, Player::one, Reason::condition, 3});
  // White's c3 takes black's c1 (file c holds two pieces), and black's last piece, a1, is a
  // group of one: black wins, though white moved.
  State<> last(*game, "7W/8/8/8/8/2W5/8/B1B5 1 - 1");
  last.play("c3-c1");
  CHECK(last.outcome() == Outcome{Result::win, Player::zero, Reason::condition, 2});
  // No move: each line from a1 and from h8 would pass a white piece or leave the board.
  const State<> stuck(*game, "6WB/6WW/8/8/8/8/WW6/BW5W 0 - 0");
  CHECK(stuck.legal_moves().empty());
  CHECK(stuck.outcome() == Outcome{Result::win, Player::one, Reason::no_legal_move, -1});
}

TEST_CASE("counted slides and groups: spec errors say what is wrong", "[counted_slide]") {
  Slide free_over{.directions = dir::all, .over = Targets::friendly};
  CHECK(spec_error(board_spec(free_over)) ==
        "kind 'W' primitive 1 (Slide): a free slide passes empty cells only; `over` is for a "
        "slide of distance 'pieces_on_line'");
  Slide limited = counted;
  limited.max_distance = 3;
  CHECK(spec_error(board_spec(limited)) ==
        "kind 'W' primitive 1 (Slide): a slide of distance 'pieces_on_line' goes as far as the "
        "line's count of pieces: max_distance must be 0");
  Slide over_empty = counted;
  over_empty.over = Targets::empty | Targets::friendly;
  CHECK(spec_error(board_spec(over_empty)) ==
        "kind 'W' primitive 1 (Slide): `over` names the pieces a slide may pass (enemy, "
        "friendly, neutral); empty cells it always passes");
  GameSpec no_directions = board_spec(counted);
  no_directions.add_end(AllConnected{
      .pieces = Pieces::of(Player::zero), .winner = Player::zero, .directions = DirectionSet{}});
  CHECK(spec_error(no_directions) == "end condition 1: a group needs directions");
  GameSpec relative = board_spec(counted);
  relative.add_end(AllConnected{
      .pieces = Pieces::of(Player::zero), .winner = Player::zero, .directions = dir::forward});
  CHECK(spec_error(relative) == "end condition 1: a group's directions are absolute");
  CHECK_THROWS_WITH(games::lines_of_action({.size = 3}),
                    "lines_of_action: size 3 is not from 4 to 16");
}

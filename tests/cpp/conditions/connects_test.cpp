// Hex boards (BoardGeometry::hex: six neighbours a cell) and connections (Connects), and hex
// built of them. The neighbours, slides and lines of a hex board are checked cell by cell by
// hand; connections along chains that bend, that a missing direction or an enemy stone breaks,
// and across the words of a larger board; hex's perft on a 2x2 board counted by hand (OpenSpiel
// checks the larger ones, tests/python/test_openspiel.py); and the spec errors.
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

// A board of W (player 0) and B (player 1) pieces; W's primitive is `w_moves`, B never moves.
GameSpec board_spec(int files, int ranks, BoardGeometry geometry, const Primitive& w_moves) {
  GameSpec s;
  s.name = "board";
  s.files = files;
  s.ranks = ranks;
  s.geometry = geometry;
  s.add_kind('W', Owner::zero, "white");
  s.add_kind('B', Owner::one, "black");
  s.moves('W', w_moves);
  s.no_legal_move = NoMoveResult::draws;
  s.start = PositionText(board_text(files, ranks, ""));
  return s;
}

// The moves of W from `white`, as texts.
template <int N = 64>
Texts moves_of(const GameSpec& s, std::string_view white, std::string_view black = "") {
  const auto game = std::make_unique<const Game<N>>(s);
  return turn_texts(*game, board_text(s.files, s.ranks, white, black));
}

// A files x ranks board where W wins by joining region "from" to region "to" along `directions`.
GameSpec connection_spec(int files, int ranks, BoardGeometry geometry, std::string_view from,
                         std::string_view to, DirectionSet directions = dir::all) {
  GameSpec s = board_spec(files, ranks, geometry, Drop{});
  s.add_region("from", from);
  s.add_region("to", to);
  s.add_end(Connects{.pieces = Pieces::of(Player::zero),
                     .region = "from",
                     .to_region = "to",
                     .winner = Player::zero,
                     .directions = directions});
  return s;
}

// Whether W's connection holds with W on `white` and B on `black`.
template <int N = 64>
bool connected(const GameSpec& s, std::string_view white, std::string_view black = "") {
  const auto game = std::make_unique<const Game<N>>(s);
  const Position<N> p = parse_position(*game, board_text(s.files, s.ranks, white, black));
  const Outcome o = condition_outcome(*game, p);
  return o.over() && o.winner == Player::zero && o.reason == Reason::condition;
}

}  // namespace

TEST_CASE("a hex cell has six neighbours: not north_east, not south_west", "[hex]") {
  const GameSpec step = board_spec(3, 3, BoardGeometry::hex, Step{.directions = dir::all});
  CHECK(moves_of(step, "b2") == Texts{"b2-a2", "b2-a3", "b2-b1", "b2-b3", "b2-c1", "b2-c2"});
  // Corners: a1 has east and north only (its north_west and south_east are off the board); c1
  // has west, north and north_west; c3 has west and south.
  CHECK(moves_of(step, "a1") == Texts{"a1-a2", "a1-b1"});
  CHECK(moves_of(step, "c1") == Texts{"c1-b1", "c1-b2", "c1-c2"});
  CHECK(moves_of(step, "c3") == Texts{"c3-b3", "c3-c2"});
  // The same piece on a square board has all eight.
  const GameSpec square = board_spec(3, 3, BoardGeometry::square, Step{.directions = dir::all});
  CHECK(moves_of(square, "b2").size() == 8);
}

TEST_CASE("slides on a hex board run along its three axes", "[hex]") {
  const GameSpec slide = board_spec(4, 4, BoardGeometry::hex, Slide{.directions = dir::all});
  // From b2: east c2 d2, west a2, north b3 b4, south b1, north_west a3, south_east c1.
  CHECK(moves_of(slide, "b2") ==
        Texts{"b2-a2", "b2-a3", "b2-b1", "b2-b3", "b2-b4", "b2-c1", "b2-c2", "b2-d2"});
  // From d1 along north_west: c2, b3, a4; a piece on b3 stops it there (a capture of B).
  CHECK(moves_of(slide, "d1", "b3") ==
        Texts{"d1-a1", "d1-b1", "d1-b3", "d1-c1", "d1-c2", "d1-d2", "d1-d3", "d1-d4"});
}

TEST_CASE("lines on a hex board: three axes, none along north_east", "[hex]") {
  GameSpec s = board_spec(4, 4, BoardGeometry::hex, Drop{});
  s.add_end(InARow{.pieces = Pieces::of(Player::zero), .count = 3, .winner = Player::zero});
  CHECK(connected(s, "a1 b1 c1"));
  CHECK(connected(s, "b1 b2 b3"));
  CHECK(connected(s, "c1 b2 a3"));
  CHECK(connected(s, "d2 c3 b4"));
  // a1 b2 c3 is a line of squares, not of hexagons.
  CHECK_FALSE(connected(s, "a1 b2 c3"));
  CHECK_FALSE(connected(s, "b1 c2 d3"));
}

TEST_CASE("a connection follows a chain that bends, and nothing else", "[connections]") {
  // Rank 1 to rank 5 on a square board, orthogonal steps.
  const GameSpec s = connection_spec(5, 5, BoardGeometry::square, "a1 b1 c1 d1 e1",
                                     "a5 b5 c5 d5 e5", dir::orthogonal);
  CHECK(connected(s, "c1 c2 c3 c4 c5"));
  CHECK(connected(s, "a1 a2 b2 c2 c3 d3 d4 d5"));
  // A chain that goes down again on its way: up b, across the top of d, down to d2, and up e.
  CHECK(connected(s, "b1 b2 b3 b4 c4 d4 d3 d2 e2 e3 e4 e5 a5"));
  CHECK_FALSE(connected(s, "c1 c2 c4 c5"));
  CHECK_FALSE(connected(s, "c1 c2 c3 c4"));
  // A diagonal step is no connection along orthogonal directions; it is along all eight.
  CHECK_FALSE(connected(s, "a1 a2 b3 b4 b5"));
  const GameSpec any =
      connection_spec(5, 5, BoardGeometry::square, "a1 b1 c1 d1 e1", "a5 b5 c5 d5 e5", dir::all);
  CHECK(connected(any, "a1 a2 b3 b4 b5"));
  // The other player's pieces neither join nor break W's chains.
  CHECK_FALSE(connected(any, "a1 a2 b4 b5", "b3"));
  // No wrapping round the edge: e2 and a3 are consecutive cell numbers.
  CHECK_FALSE(connected(any, "e1 e2 a3 a4 a5"));
  // Regions that share a cell: one piece there joins them.
  const GameSpec corner = connection_spec(5, 5, BoardGeometry::square, "a1 a2", "a1 b1");
  CHECK(connected(corner, "a1"));
  CHECK_FALSE(connected(corner, "a2"));
}

TEST_CASE("a connection on a hex board steps to the six neighbours", "[connections][hex]") {
  const GameSpec s = connection_spec(3, 3, BoardGeometry::hex, "a1 b1 c1", "a3 b3 c3", dir::all);
  CHECK(connected(s, "c1 b2 a3"));
  CHECK(connected(s, "a1 a2 a3"));
  // North-east is no neighbour on hexagons: neither a1-b2-c3 nor b1-c2 joins.
  CHECK_FALSE(connected(s, "a1 b2 c3"));
  CHECK_FALSE(connected(s, "b1 c2 c3"));
  CHECK(connected(s, "c1 c2 b3"));  // north, then north-west
  CHECK_FALSE(connected(s, "c1 b3", "c2"));
}

TEST_CASE("connections across the words of larger boards", "[connections]") {
  // 16x16: a snake from rank 1 to rank 16 along file a, across rank 8 and up file p.
  std::string snake = "a1";
  for (int r = 2; r <= 8; ++r) snake += " a" + std::to_string(r);
  for (char f = 'b'; f <= 'p'; ++f) snake += std::string(" ") + f + "8";
  for (int r = 9; r <= 16; ++r) snake += " p" + std::to_string(r);
  std::string bottom, top;
  for (char f = 'a'; f <= 'p'; ++f) {
    bottom += std::string(" ") + f + "1";
    top += std::string(" ") + f + "16";
  }
  const GameSpec s = connection_spec(16, 16, BoardGeometry::square, bottom, top, dir::orthogonal);
  CHECK(connected<256>(s, snake));
  CHECK_FALSE(connected<256>(s, snake.substr(0, snake.size() - 4)));
}

TEST_CASE("hex: the 2x2 board's perft by hand, and a 3x3 game to its end", "[hex]") {
  const auto game = std::make_unique<const Game<>>(games::hex({.board_size = 2}));
  CHECK(format_position(*game, game->start()) == "2/2 0 B2W2 0");
  // Black wins at ply 3 with two stones on a1 a2, b1 b2 or b1 a2 (neighbours from rank 1 to
  // rank 2): 3 pairs x 2 orders x 2 cells for white's stone = 12 of the 24 games. In each of the
  // other 12 black holds a1 b1, a2 b2 or a1 b2, and white's last stone joins files a and b.
  CHECK(perft(*game, game->start(), 1) == 4);
  CHECK(perft(*game, game->start(), 2) == 12);
  CHECK(perft(*game, game->start(), 3) == 24);
  CHECK(perft(*game, game->start(), 4) == 12);
  CHECK(perft(*game, game->start(), 5) == 0);
  // On 1x1 the one cell is on all four edges: black's first stone wins; white holds none.
  const auto one = std::make_unique<const Game<>>(games::hex({.board_size = 1}));
  CHECK(format_position(*one, one->start()) == "1 0 B1 0");
  State<64> single(*one);
  single.play("B@a1");
  CHECK(single.outcome().winner == Player::zero);
  CHECK(single.outcome().reason == Reason::condition);

  const auto hex3 = std::make_unique<const Game<>>(games::hex({.board_size = 3}));
  State<64> s(*hex3);
  for (const char* m : {"B@c1", "W@a1", "B@b2", "W@a2"}) {
    s.play(m);
    CHECK_FALSE(s.is_over());
  }
  s.play("B@a3");  // c1 b2 a3 along north_west joins rank 1 to rank 3
  CHECK(s.outcome().over());
  CHECK(s.outcome().winner == Player::zero);
  CHECK(s.text() == "B2/WB1/W1B 1 B2W2 5");
}

TEST_CASE("hex's options: board_size, num_cols and num_rows", "[hex]") {
  const auto big = std::make_unique<const Game<128>>(games::hex());
  CHECK(big->files() == 11);
  CHECK(big->ranks() == 11);
  CHECK(big->max_plies() == 121);
  CHECK(perft(*big, big->start(), 2) == 121 * 120);
  const GameSpec wide = games::hex({.num_cols = 5, .num_rows = 3});
  CHECK(wide.files == 5);
  CHECK(wide.ranks == 3);
  std::string error;
  try {
    (void)games::hex({.board_size = 17});
  } catch (const SpecError& e) {
    error = e.what();
  }
  CHECK(error == "hex: board 17x17 needs 1 to 16 columns and 1 to 16 rows");
}

TEST_CASE("bad connections and hex directions say what is wrong", "[connections][hex]") {
  GameSpec s = connection_spec(3, 3, BoardGeometry::square, "a1", "a3");
  s.end_conditions[0].to_region = RegionName("");
  CHECK(spec_error(s) == "end condition 1: a connection names two regions (region and to_region)");
  s.end_conditions[0].to_region = RegionName("nowhere");
  CHECK(spec_error(s) == "end condition 1: unknown region 'nowhere'");
  GameSpec none = connection_spec(3, 3, BoardGeometry::square, "a1", "a3", DirectionSet{});
  CHECK(spec_error(none) == "end condition 1: a connection needs directions");
  GameSpec forward = connection_spec(3, 3, BoardGeometry::square, "a1", "a3", dir::forward);
  CHECK(spec_error(forward) == "end condition 1: a connection's directions are absolute");
  GameSpec north_east = connection_spec(3, 3, BoardGeometry::hex, "a1", "a3",
                                        directions({Direction::north_east, Direction::south_west}));
  CHECK(spec_error(north_east) ==
        "end condition 1: north_east and south_west are not directions of a hex board (its six "
        "are north, north_west, west, south, south_east, east)");
  const GameSpec pawn = board_spec(3, 3, BoardGeometry::hex, Step{.directions = dir::forward});
  CHECK(spec_error(pawn) ==
        "kind 'W' primitive 1 (Step): relative directions (forward, backward, sideways) are not "
        "defined on a hex board; name absolute ones");
}

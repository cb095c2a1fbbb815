// Lines (InARow) and falling drops (Drop::falls), and the games made of them: tic-tac-toe,
// connect four and gomoku. Lines are found set-wise on bitboards, so the tests put runs where a
// shift could wrap round an edge (from file h to file a of the next rank on a one-word board,
// across the words of larger boards) and check each axis, exact lengths and overlines by hand.
// The games are checked against published counts: tic-tac-toe's 255,168 finished games, connect
// four's perft.
#include <memory>
#include <string>
#include <string_view>
#include <vector>

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

TEST_CASE("a dropped piece falls to the lowest empty cell of its column", "[lines]") {
  const auto game = std::make_unique<const Game<>>(games::connect_four());
  CHECK(turn_texts(*game, format_position(*game, game->start())) ==
        Texts{"X@a1", "X@b1", "X@c1", "X@d1", "X@e1", "X@f1", "X@g1"});
  // d has three pieces, g is full: O drops onto d4, never onto g.
  CHECK(turn_texts(*game, "6O/6X/6O/3X2X/3O2O/3X2X 1 X16O17 9") ==
        Texts{"O@a1", "O@b1", "O@c1", "O@d4", "O@e1", "O@f1"});
  State<> state(*game);
  state.play("X@d1");
  CHECK_THROWS_AS(state.play("O@d3"), IllegalMoveError);
  state.play("O@d2");
  CHECK(format_position(*game, state.position()) == "7/7/7/7/3O3/3X3 0 X20O20 2");
}

TEST_CASE("falling drops rest on a missing cell, and a relative fall is each player's own",
          "[lines]") {
  GameSpec s;
  s.name = "falls";
  s.files = 3;
  s.ranks = 3;
  s.add_off_board("b2");
  s.add_kind('W', Owner::zero, "white").moves('W', Drop{.falls = dir::backward});
  s.add_kind('B', Owner::one, "black").moves('B', Drop{.falls = dir::backward});
  s.placement = Placement::anytime;
  s.start = "3/2/3 0 W3B3 0";
  const auto game = std::make_unique<const Game<>>(s);
  // W falls south (its backward): onto rank 1, or onto b3 above the missing b2.
  CHECK(turn_texts(*game, "3/2/3 0 W3B3 0") == Texts{"W@a1", "W@b1", "W@b3", "W@c1"});
  // B falls north: onto rank 3, or onto b1 below the hole.
  CHECK(turn_texts(*game, "3/2/3 1 W3B3 0") == Texts{"B@a3", "B@b1", "B@b3", "B@c3"});
  CHECK(turn_texts(*game, "W2/2/3 1 W2B3 1") == Texts{"B@a2", "B@b1", "B@b3", "B@c3"});
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

namespace {

struct GameCounts {
  std::uint64_t games = 0, first_wins = 0, second_wins = 0, draws = 0;
};

// Every game from `p` to its end, counted by result.
template <int N>
void count_games(const Game<N>& game, Position<N>& p, GameCounts& counts) {
  typename Game<N>::Moves moves;
  legal_moves(game, p, moves);
  if (moves.empty()) {
    const Outcome o = outcome_without_moves(game, p);
    ++counts.games;
    if (o.result == Result::draw) ++counts.draws;
    if (o.result == Result::win)
      ++(o.winner == Player::zero ? counts.first_wins : counts.second_wins);
    return;
  }
  for (const Move m : moves) {
    const Undo u = apply_unchecked(game, p, m);
    count_games(game, p, counts);
    undo(game, p, u);
  }
}

}  // namespace

TEST_CASE("tic-tac-toe: the 255,168 finished games, by result", "[lines]") {
  const auto game = std::make_unique<const Game<>>(games::tic_tac_toe());
  Position<64> p = game->start();
  GameCounts counts;
  count_games(*game, p, counts);
  // The published counts: 131,184 won by X, 77,904 by O, 46,080 drawn.
  CHECK(counts.games == 255168);
  CHECK(counts.first_wins == 131184);
  CHECK(counts.second_wins == 77904);
  CHECK(counts.draws == 46080);
  // Perft counts the games still going at each depth: all of them up to 4 plies.
  const std::uint64_t expected[] = {9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872};
  for (int depth = 1; depth <= 9; ++depth)
    CHECK(perft(*game, game->start(), depth) == expected[depth - 1]);
  // A full board without a line is a draw, by the no-legal-move rule.
  State<> state(*game, "XOX/XOO/OX1 0 X1 8");
  state.play("X@c1");
  CHECK(state.outcome() == Outcome{Result::draw, Player::zero, Reason::no_legal_move, -1});
}

TEST_CASE("connect four's perft from the start, and a win on the last cell", "[lines]") {
  const auto game = std::make_unique<const Game<>>(games::connect_four());
  const std::uint64_t expected[] = {7, 49, 343, 2401, 16807, 117649, 823536};
  for (int depth = 1; depth <= 7; ++depth)
    CHECK(perft(*game, game->start(), depth) == expected[depth - 1]);
  // X's fourth piece on rank 1 wins, O's three above do not.
  State<> state(*game, "7/7/7/7/OOO4/XXX4 0 X18O18 6");
  CHECK_FALSE(state.is_over());
  state.play("X@d1");
  CHECK(state.outcome() == Outcome{Result::win, Player::zero, Reason::condition, 0});
}

TEST_CASE("gomoku: free-style wins with six, standard only with exactly five", "[lines]") {
  const auto free_style = std::make_unique<const Game<256>>(games::gomoku());
  const auto standard = std::make_unique<const Game<256>>(games::gomoku({.overline_wins = false}));
  // Black has b8-e8 and g8: f8 makes six in a row, a8 five.
  // board_text writes W (gomoku's white) first, then B.
  const std::string before = board_text(15, 15, "a1 a3 a5 a7 a9", "b8 c8 d8 e8 g8");
  const std::string text = before.substr(0, before.size() - 6) + " 0 B108W107 10";
  State<256> free_state(*free_style, text);
  free_state.play("B@f8");
  CHECK(free_state.outcome().result == Result::win);
  State<256> standard_state(*standard, text);
  standard_state.play("B@f8");
  CHECK_FALSE(standard_state.outcome().over());
  // Exactly five wins in both.
  State<256> five(*standard, text);
  five.play("B@a8");
  CHECK(five.outcome().result == Result::win);
}

namespace {

// Plays the same random game twice from the start: by the playout (which draws a drop by
// counting cells in a game of drops only on a large board) and by listing the legal moves at
// every ply.
template <int N>
void check_counted_playouts(const GameSpec& spec, int games, bool counts) {
  const auto game = std::make_unique<const Game<N>>(spec);
  REQUIRE(game->only_drops());
  CHECK(game->draws_drops_by_counting() == counts);
  for (int seed = 0; seed < games; ++seed) {
    CAPTURE(seed);
    Random counted_random{std::uint64_t(seed)}, listed_random{std::uint64_t(seed)};
    Position<N> counted = game->start(), listed = game->start();
    const PlayoutResult a = random_playout(*game, counted, counted_random);
    typename Game<N>::Moves moves;
    const PlayoutResult b = detail::random_playout_drawing(
        *game, listed, listed_random,
        [&](const Position<N>& q, Random& r, std::uint64_t& moves_listed) {
          legal_moves(*game, q, moves);
          return detail::draw_listed(moves, r, moves_listed);
        },
        nullptr);
    CHECK(a.outcome == b.outcome);
    CHECK(a.plies == b.plies);
    CHECK(a.moves_listed == b.moves_listed);
    CHECK(counted == listed);
  }
}

}  // namespace

TEST_CASE("a game of drops only draws its playouts' drops by counting, move for move",
          "[lines][playouts]") {
  // Tic-tac-toe's few cells and connect four's falling drops are listed; gomoku's counted.
  check_counted_playouts<64>(games::tic_tac_toe(), 300, false);
  check_counted_playouts<64>(games::connect_four(), 300, false);
  check_counted_playouts<64>(games::gomoku({.size = 7, .connect = 4}), 300, true);
  check_counted_playouts<256>(games::gomoku(), 40, true);
  check_counted_playouts<128>(games::gomoku({.size = 9, .overline_wins = false}), 100, true);
  // Skateboards drops its trashcans first, but its pieces move: it lists its moves.
  CHECK_FALSE(Game<>(games::skateboards()).only_drops());
}

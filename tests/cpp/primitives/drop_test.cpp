// Drop: a piece falling to the lowest empty cell of its column (connect four's gravity), resting
// on a missing cell, each player's own relative fall; drops that turn pieces over (flips:
// every bracketed run in each direction and nothing else, undo, must_flip) and their spec errors;
// and games of drops only drawing their playouts' drops by counting, move for move.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "move_lists.hpp"
#include "spec_errors.hpp"

namespace drop_test {

namespace {

using namespace boardlab;
using move_lists::Texts;
using move_lists::turn_texts;
using test_specs::spec_error;

// Othello's rules on a small board, with the flips optional or not.
GameSpec flipping(bool must_flip, std::string_view start = "5/5/5/5/5 0 B9W9 0") {
  GameSpec s;
  s.name = "flipping";
  s.files = 5;
  s.ranks = 5;
  s.add_kind('B', Owner::zero, "black");
  s.add_kind('W', Owner::one, "white");
  s.moves('B', Drop{.flips = dir::all, .flipped = 'W', .must_flip = must_flip});
  s.moves('W', Drop{.flips = dir::all, .flipped = 'B', .must_flip = must_flip});
  s.placement = Placement::anytime;
  s.no_legal_move = NoMoveResult::passes_or_ends;
  s.end_score = EndScore::most_pieces;
  s.start = PositionText(start);
  return s;
}

}  // namespace

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

TEST_CASE("a drop turns every bracketed run, in each direction, and nothing else", "[flips]") {
  const auto game = std::make_unique<const Game<>>(flipping(true));
  // B drops on c3: the runs to the east (d3, then B on e3), north (c4, B on c5) and south-west
  // (b2, B on a1) turn; to the west b3 is W up to the edge (no B beyond it), to the north-east
  // d4 is W but e5 is empty: those stay.
  State<> state(*game, "2B2/1WWW1/1W1WB/1W3/B4 0 B5W4 10");
  const Position<64> before = state.position();
  state.play("B@c3");
  CHECK(format_position(*game, state.position()) == "2B2/1WBW1/1WBBB/1B3/B4 1 B4W4 11");
  // Undo puts the turned pieces back, hash included.
  state.undo();
  CHECK(state.position() == before);
  CHECK(state.position().hash == before.hash);
}

TEST_CASE("must_flip: only drops that turn something; without it every empty cell", "[flips]") {
  const std::string text = "5/5/1BW2/5/5 0 B9W9 0";
  const auto strict = std::make_unique<const Game<>>(flipping(true, text));
  CHECK(turn_texts(*strict, text) == Texts{"B@d3"});
  const auto loose = std::make_unique<const Game<>>(flipping(false, text));
  CHECK(turn_texts(*loose, text).size() == 23);
  State<> state(*loose, text);
  state.play("B@a1");
  CHECK(format_position(*loose, state.position()) == "5/5/1BW2/5/B4 1 B8W9 1");
}

TEST_CASE("bad flips say what is wrong", "[flips]") {
  GameSpec s = flipping(true);
  s.kinds[0].primitives[0].flipped = 0;
  CHECK(spec_error<64>(s) ==
        "kind 'B' primitive 1 (Drop): flips names no kind to turn (flipped is not given)");
  s.kinds[0].primitives[0].flipped = 'Q';
  CHECK(spec_error<64>(s) ==
        "kind 'B' primitive 1 (Drop): flips names no kind to turn (flipped 'Q' is no kind)");
  s.kinds[0].primitives[0].flipped = 'B';
  CHECK(spec_error<64>(s) ==
        "kind 'B' primitive 1 (Drop): flipped 'B' must be a kind of the other player");
  s.kinds[0].primitives[0] = Drop{.must_flip = true};
  CHECK(spec_error<64>(s) ==
        "kind 'B' primitive 1 (Drop): flipped and must_flip need flips (the directions it flips "
        "along)");
  GameSpec stacked = flipping(true);
  stacked.moves('B',
                Step{.directions = dir::all, .onto = Targets::enemy, .landing = Landing::stack});
  CHECK(spec_error<64>(stacked) ==
        "kind 'B' primitive 1 (Drop): flips turn single pieces; a game with stacks cannot flip");
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

}  // namespace drop_test

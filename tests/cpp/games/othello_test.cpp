// Drops that turn pieces over (Drop::flips), passing only while the other player can move
// (NoMoveResult::passes_or_ends), and games decided by the count of pieces (EndScore), with
// othello built of them: its published perft, hand-made flips in several directions at once,
// runs that flip nothing (open at the far end, broken by an empty cell, at the edge), undo, the
// end when neither player can move, and the spec errors.
#include <memory>
#include <string>
#include <string_view>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "move_lists.hpp"
#include "spec_errors.hpp"

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

TEST_CASE("othello's perft from the start is the published one", "[flips]") {
  const auto game = std::make_unique<const Game<>>(games::othello());
  CHECK(format_position(*game, game->start()) == "8/8/8/3BW3/3WB3/8/8/8 0 B60W60 0");
  CHECK(turn_texts(*game, "8/8/8/3BW3/3WB3/8/8/8 0 B60W60 0") ==
        Texts{"B@c4", "B@d3", "B@e6", "B@f5"});
  const std::uint64_t expected[] = {4, 12, 56, 244, 1396, 8200, 55092, 390216};
  for (int depth = 1; depth <= 8; ++depth)
    CHECK(perft(*game, game->start(), depth) == expected[depth - 1]);
}

namespace {
// The games that are over after exactly `depth` plies.
std::uint64_t games_over_at(const Game<>& game, Position<64>& p, int depth) {
  Game<>::Moves moves;
  legal_moves(game, p, moves);
  if (depth == 0) return moves.empty() ? 1 : 0;
  std::uint64_t n = 0;
  for (const Move m : moves) {
    const Undo u = apply_unchecked(game, p, m);
    n += games_over_at(game, p, depth - 1);
    undo(game, p, u);
  }
  return n;
}
}  // namespace

TEST_CASE("othello's deeper perft", "[flips][deep]") {
  const auto game = std::make_unique<const Game<>>(games::othello());
  CHECK(perft(*game, game->start(), 9) == 3005288);
  // The published 24,571,284 of depth 10 counts the 228 games already over after 9 plies (the
  // shortest othello games: one side's discs all turned) as going on with a pass each; in
  // boardlab, as in OpenSpiel, a finished game has no move.
  Position<64> p = game->start();
  CHECK(games_over_at(*game, p, 9) == 228);
  CHECK(perft(*game, game->start(), 10) == 24571284 - 228);
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

TEST_CASE("a player who cannot move passes while the other can; neither: the count decides",
          "[flips]") {
  const auto game = std::make_unique<const Game<>>(games::othello());
  // W (to move) has no drop that brackets a B; B has c1.
  CHECK(turn_texts(*game, "8/8/8/8/8/8/8/BW6 1 B59W59 9") == Texts{"pass"});
  State<> state(*game, "8/8/8/8/8/8/8/BW6 1 B59W59 9");
  state.play("pass");
  CHECK(turn_texts(*game, format_position(*game, state.position())) == Texts{"B@c1"});
  state.play("B@c1");
  // Now neither can move: no pass, the game is over, B has three discs to none.
  CHECK(state.outcome() == Outcome{Result::win, Player::zero, Reason::no_legal_move, -1});
  CHECK(state.legal_moves().empty());
  // Equal counts draw.
  const State<> equal(*game, "8/8/8/8/8/8/8/B6W 0 B59W59 9");
  CHECK(equal.outcome() == Outcome{Result::draw, Player::zero, Reason::no_legal_move, -1});
  const State<> white(*game, "8/8/8/8/8/8/8/WW5B 1 B59W58 9");
  CHECK(white.outcome() == Outcome{Result::win, Player::one, Reason::no_legal_move, -1});
}

TEST_CASE("the count decides a drawn end of other games too", "[flips]") {
  // A game whose no-legal-move rule draws, scored by the count: the player to move with none
  // ends the game, and the more pieces win.
  GameSpec s = games::tic_tac_toe();
  s.end_score = EndScore::most_pieces;
  const auto game = std::make_unique<const Game<>>(s);
  State<> state(*game, "XOX/XOO/OX1 0 X1 8");
  state.play("X@c1");
  CHECK(state.outcome() == Outcome{Result::win, Player::zero, Reason::no_legal_move, -1});
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

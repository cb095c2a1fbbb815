// Positions a game cannot hold are refused (position_rules.hpp; docs/rules.md, "Positions a game
// accepts"), each rule following from the spec: issue 32 found two kings accepted in brandubh,
// a reserve in checkers, and a checkers man on its crowning rank. Every position play reaches
// is still accepted: move_effects_test.cpp reads back each one on random games of every
// built-in game.
#include <memory>
#include <string>

#include <boardlab/boardlab.hpp>
#include <boardlab/games/amazons.hpp>
#include <boardlab/games/brandubh.hpp>
#include <boardlab/games/checkers.hpp>
#include <boardlab/games/international_draughts.hpp>
#include <boardlab/games/othello.hpp>
#include <boardlab/games/tic_tac_toe.hpp>
#include <catch2/catch.hpp>

#include "spec_errors.hpp"

namespace position_rules_test {

namespace {

using namespace boardlab;

// The PositionError's message for `text`, or "" when the game accepts it.
template <int N>
std::string refusal(const Game<N>& game, std::string_view text) {
  try {
    parse_position(game, text);
  } catch (const PositionError& e) {
    return e.what();
  }
  return "";
}

template <class Spec>
std::unique_ptr<const Game<128>> made(const Spec& spec) {
  return std::make_unique<const Game<128>>(spec);
}

}  // namespace

TEST_CASE("position rules: a reserve only of kinds the game drops", "[positions][errors]") {
  const auto checkers = made(games::checkers());
  CHECK(refusal(*checkers, "1x1x1x1x/x1x1x1x1/1x1x1x1x/8/8/o1o1o1o1/1o1o1o1o/o1o1o1o1 0 o1 0") ==
        "position text '1x1x1x1x/x1x1x1x1/1x1x1x1x/8/8/o1o1o1o1/1o1o1o1o/o1o1o1o1 0 o1 0': "
        "reserve: 'o' is never dropped in this game, so it has no reserve");
  // Tic-tac-toe drops its pieces from the reserve.
  const auto tic_tac_toe = made(games::tic_tac_toe());
  CHECK(refusal(*tic_tac_toe, "X2/3/3 1 X4O4 1").empty());
}

TEST_CASE("position rules: no more pieces than the start has, kinds a piece may become together",
          "[positions][errors]") {
  const auto brandubh = made(games::brandubh());
  CHECK(refusal(*brandubh, "3A3/3A3/3D3/AADKDAA/3D3/3A3/3AK2 0 - 0") ==
        "position text '3A3/3A3/3D3/AADKDAA/3D3/3A3/3AK2 0 - 0': board and reserve: 2 pieces of "
        "'K', where the game starts with 1 and no rule makes more");
  // Fewer is any count down to none: captured pieces leave.
  CHECK(refusal(*brandubh, "7/7/3D3/AAD1DAA/3D3/7/3K3 1 - 9").empty());
  // A checkers man may become a king: men and kings together are at most the start's twelve.
  const auto checkers = made(games::checkers());
  CHECK(
      refusal(*checkers, "1O1x1x1x/x1x1x1x1/1x1x1x1x/8/8/2o1o1o1/1o1o1o1o/o1o1o1o1 0 - 0").empty());
  CHECK(refusal(*checkers, "1O1x1x1x/x1x1x1x1/1x1x1x1x/8/8/o1o1o1o1/1o1o1o1o/o1o1o1o1 0 - 0") ==
        "position text '1O1x1x1x/x1x1x1x1/1x1x1x1x/8/8/o1o1o1o1/1o1o1o1o/o1o1o1o1 0 - 0': board "
        "and reserve: 13 pieces of 'o' and 'O', where the game starts with 12 and no rule makes "
        "more");
  // Tic-tac-toe: pieces on the board and in reserve add up to the start's reserve.
  const auto tic_tac_toe = made(games::tic_tac_toe());
  CHECK(refusal(*tic_tac_toe, "XX1/OO1/3 0 X3O3 4") ==
        "position text 'XX1/OO1/3 0 X3O3 4': board and reserve: 5 pieces of 'O', where the game "
        "starts with 4 and no rule makes more");
  // Othello's flips turn discs over: black and white count together (4 on the board, 60 a side
  // in reserve at the start).
  const auto othello = made(games::othello());
  CHECK(refusal(*othello, "8/8/8/3BBB2/3WB3/8/8/8 1 B59W60 1").empty());
  CHECK(refusal(*othello, "8/8/8/3BBB2/3WB3/8/8/8 1 B60W60 1") ==
        "position text '8/8/8/3BBB2/3WB3/8/8/8 1 B60W60 1': board and reserve: 125 pieces of 'B' "
        "and 'W', where the game starts with 124 and no rule makes more");
  // Amazons' arrows are shot from an unlimited supply: any number.
  const auto amazons = made(games::amazons());
  CHECK(refusal(*amazons,
                "AAAAAAAAAA/AAAAAAAAAA/AAAAAAAAAA/AAAAAAAAAA/3B2B3/B8B/10/"
                "W8W/10/3W2W3 0 - 80")
            .empty());
}

TEST_CASE("position rules: no piece on a cell it never stays on", "[positions][errors]") {
  // A man arriving on its crowning rank is crowned.
  const auto checkers = made(games::checkers());
  CHECK(refusal(*checkers, "8/2x1x3/1o6/8/8/8/8/7x 0 - 0") ==
        "position text '8/2x1x3/1o6/8/8/8/8/7x 0 - 0': board: 'x' stands on h1, where it never "
        "stays (a piece arriving there is promoted)");
  CHECK(refusal(*checkers, "8/2x1x3/1o6/8/8/8/8/7X 0 - 0").empty());
  // Brandubh's corners and throne are the king's alone.
  const auto brandubh = made(games::brandubh());
  CHECK(refusal(*brandubh, "7/7/7/7/3K3/7/A6 1 - 7") ==
        "position text '7/7/7/7/3K3/7/A6 1 - 7': board: 'A' stands on a1, where it never stays "
        "(the kind is barred from it)");
  CHECK(refusal(*brandubh, "7/7/7/2D4/7/7/K6 1 - 7").empty());
  // International draughts crowns a man only where its turn ends: in the middle of a capture
  // chain it may stand on the far rank (White's man jumped c9 from b8 and goes on over e9).
  const auto draughts = made(games::international_draughts());
  CHECK(refusal(*draughts, "3w6/4b5/10/10/10/10/10/10/10/10 0 - 5 b8-d10:1xc9").empty());
  CHECK(refusal(*draughts, "3w6/4b5/10/10/10/10/10/10/10/10 1 - 5") ==
        "position text '3w6/4b5/10/10/10/10/10/10/10/10 1 - 5': board: 'w' stands on d10, where "
        "it never stays (a piece arriving there is promoted)");
}

TEST_CASE("position rules: a StackMove carries a piece onto its promotion region unpromoted",
          "[positions]") {
  // Only whole-cell moves promote: the W a StackMove brings to the far rank stays a W, and the
  // position play reaches is read back (it was refused, the engine's own position).
  GameSpec s;
  s.name = "stacked_promotion";
  s.files = s.ranks = 3;
  s.add_region("far", "a3 b3 c3");
  s.add_kind('W', Owner::zero, "white").moves('W', StackMove{.min_count = 1, .max_count = 2});
  s.add_kind('Q', Owner::zero, "queen").moves('Q', StackMove{.min_count = 1, .max_count = 2});
  s.add_kind('B', Owner::one, "black").moves('B', StackMove{.min_count = 1, .max_count = 2});
  s.promotes('W', Promotion{.region = "far", .to = "Q"});
  s.start = "2B/3/W2 0 - 0";
  const Game<> game{s};
  State<> state(game);
  for (const char* move : {"1a1-a2", "1c3-c2", "1a2-a3"}) state.play(move);
  CHECK(state.text() == "W2/2B/3 1 - 3");
  CHECK(refusal(game, state.text()).empty());
}

}  // namespace position_rules_test

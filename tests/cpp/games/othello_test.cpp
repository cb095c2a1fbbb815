// Othello: its published perft from the start, and deeper, where the published count goes on
// with a pass from the games already over. Its flipping drops are in primitives/drop_test.cpp,
// passing while the other player can move and the count deciding in
// conditions/no_legal_move_test.cpp.
#include <cstdint>
#include <memory>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "move_lists.hpp"

namespace othello_test {

namespace {

using namespace boardlab;
using move_lists::Texts;
using move_lists::turn_texts;

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

}  // namespace othello_test

// Tic-tac-toe against its published counts: the 255,168 finished games by result, perft to the
// full board, and a full board without a line drawn by the no-legal-move rule.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "board_text.hpp"
#include "move_lists.hpp"

namespace tic_tac_toe_test {

namespace {

using namespace boardlab;
using test_positions::board_text;

}  // namespace

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

}  // namespace tic_tac_toe_test

// ActionIndex (analysis/action_index.hpp): the numbers of a game's moves. index_of reads drops
// and plain whole-cell moves from a table and the rest from a hash table; both are checked here
// against a search of the numbered moves one by one, on every built-in game, for every numbered
// move, every move of positions from random games, and moves no game of that board can have.
#include <boardlab/analysis/action_index.hpp>
#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>
#include <cstdint>
#include <random>
#include <string>

#include "builtin_games.hpp"

namespace action_index_test {

namespace {

namespace bl = boardlab;

// The number of the move with m's text, found by reading every numbered move.
template <int N>
int searched_index(const bl::ActionIndex<N>& actions, bl::Move m) {
  for (int i = 0; i < actions.size(); ++i)
    if (actions.move_at(i).text_key() == m.text_key()) return i;
  return -1;
}

template <int N>
void check_index(const bl::Game<N>& game, const bl::ActionIndex<N>& actions, bl::Move m) {
  INFO(game.name() << ": move bits " << m.bits());
  CHECK(actions.index_of(m) == searched_index(actions, m));
}

}  // namespace

TEST_CASE("action index: every move's number is the one a search of the numbered moves finds",
          "[action_index]") {
  builtin::for_each_game([]<std::size_t I>() {
    const auto& game = bl::games::default_game<I>;
    const bl::ActionIndex actions(game);
    for (int i = 0; i < actions.size(); ++i) CHECK(actions.index_of(actions.move_at(i)) == i);

    // Moves of positions from random games, with their effect bits (index_of reads the text).
    std::mt19937_64 rng(I);
    for (int g = 0; g < 20; ++g) {
      bl::State state(game);
      while (state.history_size() < 400) {
        typename std::remove_cvref_t<decltype(game)>::Moves moves;
        state.legal_moves(moves);
        if (moves.empty()) break;
        for (const bl::Move m : moves) {
          CHECK(actions.index_of(m) >= 0);
          check_index(game, actions, m);
          // A game of drops only numbers its moves by drop_index too (Python's legal_actions).
          if (game.only_drops()) {
            REQUIRE(m.type() == bl::MoveType::drop);
            CHECK(actions.drop_index(m.dropped_kind(), m.to()) == searched_index(actions, m));
          }
        }
        state.apply_unchecked(moves[std::size_t(rng() % moves.size())]);
      }
    }

    // Moves the game can never have: off the board, a drop with a from cell, a kind past the
    // game's, promotions and counts on plain moves.
    const int cells = game.cell_count();
    for (const int to : {0, cells - 1, cells, 255}) {
      for (int kind = 0; kind < 16; ++kind) {
        const bl::Move drop = bl::Move::drop(bl::KindIndex(kind), to);
        check_index(game, actions, drop);
        check_index(game, actions, bl::Move::from_bits(drop.bits() | 1u));
        check_index(game, actions, bl::Move::whole(0, to, 0).promoted_to(bl::KindIndex(kind)));
      }
      for (const int from : {0, 1, cells - 1, cells, 255}) {
        check_index(game, actions, bl::Move::whole(from, to, 0));
        check_index(game, actions, bl::Move::stack_move(from, to, 1, 0));
        check_index(game, actions, bl::Move::shot(from, to, bl::KindIndex(0), 0));
      }
    }
  });
}

TEST_CASE("action index: a drop's number by hand", "[action_index]") {
  const auto& game = builtin::game_named("tic_tac_toe");
  const bl::ActionIndex actions(game);
  // One drop a kind and a cell, by kind then cell (a1, b1, c1, a2, ...): X's 0-8, O's 9-17.
  REQUIRE(actions.size() == 18);
  const bl::KindIndex x = game.kind_of_symbol('X');
  const bl::KindIndex o = game.kind_of_symbol('O');
  CHECK(actions.index_of(bl::Move::drop(x, game.cell(0, 0))) == 0);
  CHECK(actions.index_of(bl::Move::drop(x, game.cell(1, 2))) == 7);
  CHECK(actions.index_of(bl::Move::drop(o, game.cell(0, 0))) == 9);
  CHECK(actions.index_of(bl::Move::drop(o, game.cell(2, 2))) == 17);
  CHECK(actions.index_of(bl::Move::drop(x, 9)) == -1);
  CHECK(actions.index_of(bl::Move::whole(0, 1, 0)) == -1);
}

}  // namespace action_index_test

// A variant of your own, built from boardlab's primitives: "Frog Crossing".
//
// 5x5 board. Each side has three frogs on its home rank; two neutral rocks sit in the way.
//
//   5 | . O O O .      X frogs: player 0, move first, head north (up)
//   4 | . . R . .      O frogs: player 1, head south (down)
//   3 | . . . . .      R rocks: neutral, never move
//   2 | . . R . .
//   1 | . X X X .
//       a b c d e
//
// A frog steps one cell forward (straight or diagonally) onto an empty cell, hops forward over
// an adjacent rock onto the empty cell beyond, or jumps over an adjacent enemy frog in any of
// the 8 directions onto the empty cell beyond, capturing it (as in checkers). Two frogs on the
// far rank win; so does capturing every enemy frog. A player with no move loses.

#include <boardlab/boardlab.hpp>
#include <iostream>

constexpr boardlab::GameSpec frog_crossing() {
  using namespace boardlab;
  GameSpec s;
  s.name = "frog_crossing";
  s.files = 5;
  s.ranks = 5;
  s.max_plies = 100;  // a draw when the ply counter reaches 100
  s.add_region("rank_5", "a5 b5 c5 d5 e5");
  s.add_region("rank_1", "a1 b1 c1 d1 e1");

  s.add_kind('X', Owner::zero, "x frog");
  s.add_kind('O', Owner::one, "o frog");
  s.add_kind('R', Owner::neutral, "rock");  // no primitives: it only stands in the way
  for (char frog : {'X', 'O'}) {
    // dir::forward_any is relative: north, north-east, north-west for X, mirrored for O.
    s.moves(frog, Step{.directions = dir::forward_any, .onto = Targets::empty});
    s.moves(frog,
            Leap{.directions = dir::forward_any, .over = Targets::neutral, .onto = Targets::empty});
    s.moves(frog, Leap{.directions = dir::all,
                       .over = Targets::enemy,
                       .onto = Targets::empty,
                       .leapt = Leapt::captured});
  }

  // Checked after every move, in this order; the first that holds ends the game.
  s.add_end(RegionHolds{
      .pieces = Pieces::kind('X'), .region = "rank_5", .count = 2, .winner = Player::zero});
  s.add_end(RegionHolds{
      .pieces = Pieces::kind('O'), .region = "rank_1", .count = 2, .winner = Player::one});
  s.add_end(NoPiecesLeft{.pieces = Pieces::kind('O'), .winner = Player::zero});
  s.add_end(NoPiecesLeft{.pieces = Pieces::kind('X'), .winner = Player::one});

  s.start = "1OOO1/2R2/5/2R2/1XXX1 0 - 0";
  return s;
}

// The spec is validated and its tables are built at compile time: a bad spec does not compile.
constexpr boardlab::Game<> game{frog_crossing()};

// Depth 1, counted by hand. The rock on c2 blocks one forward step of each X frog:
//   steps  b1-a2 b1-b2, c1-b2 c1-d2, d1-d2 d1-e2       6
//   hops   b1-d3 c1-c3 d1-b3 (over the rock on c2)     3   -> 9
static_assert(boardlab::perft(game, game.start(), 1) == 9);

// Depth 2. O's position is X's mirrored, so O also has 9 moves, unless X's move landed on a cell
// an O hop needs: b1-d3, c1-c3 and d1-b3 each take away one O hop (b5-d3, c5-c3, d5-b3). No frog
// is next to an enemy frog yet, so nobody can capture.
//   6 steps x 9 replies + 3 hops x 8 replies = 54 + 24 = 78
static_assert(boardlab::perft(game, game.start(), 2) == 78);

int main() {
  boardlab::State<> state{game};
  std::cout << "start: " << state.text() << "\nmoves:";
  for (const boardlab::Move m : state.legal_moves()) std::cout << ' ' << state.move_text(m);
  std::cout << '\n';
  for (int depth = 1; depth <= 4; ++depth)
    std::cout << "perft(" << depth << ") = " << boardlab::perft(game, game.start(), depth) << '\n';

  // X hops the rock, jumps d4 (capturing it) to e5, hops again, and jumps b4 to b5: two X on
  // rank 5.
  for (const char* move : {"c1-c3", "d5-d4", "c3-e5", "b5-b4", "d1-b3", "c5-d4", "b3-b5"}) {
    state.play(move);  // throws boardlab::IllegalMoveError for a move that is not legal
    std::cout << move << "  " << state.text() << '\n';
  }
  const boardlab::Outcome outcome = state.outcome();
  if (outcome.result == boardlab::Result::win)
    std::cout << "player " << boardlab::index(outcome.winner) << " wins (end condition "
              << outcome.condition + 1 << ")\n";
}

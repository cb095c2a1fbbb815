#pragma once
// Konane (docs/rules.md, "Konane"), the Hawaiian game of jumps: the board starts full in a
// checkered pattern; black first lifts one of its stones from the centre or a corner, white one
// of its own next to the hole; from then on every move jumps an adjacent enemy stone orthogonally
// onto the empty cell beyond, capturing it, and may go on jumping straight ahead, stopping where
// the player likes. A player who cannot move loses.
#include <array>
#include <string>

#include "../spec.hpp"
#include "options.hpp"
#include "square_board.hpp"

namespace boardlab::games {

struct KonaneOptions {
  int size = 8;  // the board is size x size: 6 and 8 are the common ones
  // Never reached: every turn takes a stone off the board, at most size * size of them.
  int max_plies = 300;
};

inline constexpr std::array konane_options{
    option<&KonaneOptions::size>("size", "board side, an even number from 4 to 16"),
    option<&KonaneOptions::max_plies>(
        "max_plies", "the game is drawn when the ply counter reaches this (300: never)"),
};

constexpr GameSpec konane(const KonaneOptions& options = {}) {
  const int n = options.size;
  GameSpec s = square_board_spec("konane", n, 4, options.max_plies);
  // Where black may lift its first stone: its two cells of the centre 2x2 and its two corners
  // (black stands where file + rank is even, from 0, so on a1).
  CellSet first_holes;
  for (const FileRank c : {FileRank{n / 2 - 1, n / 2 - 1}, FileRank{n / 2, n / 2}, FileRank{0, 0},
                           FileRank{n - 1, n - 1}})
    first_holes.insert(c);
  s.add_region("first_holes", first_holes);
  s.add_kind('B', Owner::zero, "black stone");
  s.add_kind('W', Owner::one, "white stone");
  for (const char symbol : {'B', 'W'}) {
    // A jump, and the jumps that go on straight ahead from where it landed, each optional.
    constexpr Then go_on{.part = 1, .continuation = Continuation::optional};
    s.moves(symbol, Leap{.directions = dir::orthogonal,
                         .over = Targets::enemy,
                         .onto = Targets::empty,
                         .leapt = Leapt::captured,
                         .then = go_on});
    s.moves(symbol, Leap{.directions = dir::orthogonal,
                         .over = Targets::enemy,
                         .onto = Targets::empty,
                         .leapt = Leapt::captured,
                         .part = 1,
                         .then = go_on,
                         .heading = Heading::straight});
  }
  // The opening: black's first turn lifts a stone of first_holes, white's one next to the hole.
  s.moves('B', Remove{.from_region = "first_holes", .before_ply = 1});
  s.moves('W', Remove{.directions = dir::orthogonal, .next_to = Targets::empty, .before_ply = 2});
  s.no_legal_move = NoMoveResult::loses;
  // Ranks from the top down; B wherever file + rank is even (0-based), so a1 is B.
  for (int r = n - 1; r >= 0; --r) {
    for (int f = 0; f < n; ++f) s.start.append(1, (f + r) % 2 == 0 ? 'B' : 'W');
    if (r > 0) s.start.append("/");
  }
  s.start.append(" 0 - 0");
  return s;
}

}  // namespace boardlab::games

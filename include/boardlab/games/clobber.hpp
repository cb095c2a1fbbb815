#pragma once
// Clobber (docs/rules.md, "Clobber"): the board starts full, in a checkered pattern; a piece
// moves only by stepping orthogonally onto an adjacent enemy piece, which it captures; a player
// with no legal move loses. The orientation and colours are OpenSpiel's (its `clobber` game),
// so that the two can be compared move for move: W (white, player 0) stands on a1 and moves
// first, on every board size.
//
// Every move removes a piece and a move needs two pieces on the board, so a game lasts at most
// files x ranks - 1 plies: 29 on the default board, 255 on the largest (16x16). The default
// max_plies of 300 is above that for every board, so the ply limit never ends a game of Clobber
// played from the start; only a smaller max_plies chosen by the user can.
#include <array>
#include <string>

#include "../spec.hpp"
#include "options.hpp"

namespace boardlab::games {

struct ClobberOptions {
  int files = 6;  // OpenSpiel's default: 5 rows of 6 columns; over 64 cells needs Game<128>
  int ranks = 5;
  int max_plies = 300;  // above the longest possible game (see the header comment)
};

inline constexpr std::array clobber_options{
    option<&ClobberOptions::files>("files", "board width, 1 to 16"),
    option<&ClobberOptions::ranks>("ranks", "board height, 1 to 16; at least 2 cells in all"),
    option<&ClobberOptions::max_plies>(
        "max_plies", "the game is drawn when the ply counter reaches this (300: never)"),
};

constexpr GameSpec clobber(const ClobberOptions& options = {}) {
  GameSpec s;
  s.name = "clobber";
  s.files = options.files;
  s.ranks = options.ranks;
  s.max_plies = options.max_plies;
  // One cell would hold a single white piece and no black one: no game.
  if (options.files < 1 || options.ranks < 1 || options.files > max_board_side ||
      options.ranks > max_board_side || options.files * options.ranks < 2)
    throw SpecError("clobber: board " + to_text(options.files) + "x" + to_text(options.ranks) +
                    " needs 1 to 16 files and 1 to 16 ranks, at least 2 cells");

  s.add_kind('W', Owner::zero, "white");
  s.add_kind('B', Owner::one, "black");
  for (char symbol : {'W', 'B'})
    s.moves(symbol, Step{.directions = dir::orthogonal, .onto = Targets::enemy});
  // No end condition of its own: a player without pieces has no move either.
  s.no_legal_move = NoMoveResult::loses;

  // Ranks from the top down; W wherever file + rank is even (0-based), so a1 is W.
  for (int r = options.ranks - 1; r >= 0; --r) {
    for (int f = 0; f < options.files; ++f) s.start.append(1, (f + r) % 2 == 0 ? 'W' : 'B');
    if (r > 0) s.start.append("/");
  }
  s.start.append(" 0 - 0");
  return s;
}

}  // namespace boardlab::games

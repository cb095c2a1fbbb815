#pragma once
// Othello (docs/rules.md, "Othello"): black (B, player 0, first) and white (W) take turns putting
// a disc on an empty cell so that it brackets a line of the opponent's discs, along any of the
// eight directions, against one of their own; every bracketed disc turns over. A player who
// cannot move passes; the game ends when neither can, and the player with more discs wins.
// OpenSpiel's `othello`, whose cell names (d3, c4, f5, e6 for black's first moves) are the
// standard notation's: its rows count from the top, boardlab's ranks from the bottom, and the
// start below is the standard one mirrored, so that the names agree (the rules are symmetric).
#include <array>
#include <string>

#include "../spec.hpp"
#include "options.hpp"

namespace boardlab::games {

struct OthelloOptions {
  int size = 8;  // a size x size board, even, 4 to 16; over 8 it needs Game<128> or more
  // 0: never reached. A game has at most size^2 - 4 drops and a pass is always followed by a
  // drop, so it lasts under 2 x (size^2 - 4) plies; the limit is that, or OpenSpiel's 128 if more.
  int max_plies = 0;
};

inline constexpr std::array othello_options{
    option<&OthelloOptions::size>("size", "board side, an even number from 4 to 16"),
    option<&OthelloOptions::max_plies>(
        "max_plies",
        "the game is drawn when the ply counter reaches this (0: never, 2 x (size^2 - 4) or 128)"),
};

constexpr GameSpec othello(const OthelloOptions& options = {}) {
  const int n = options.size;
  if (n < 4 || n > max_board_side || n % 2 != 0)
    throw SpecError("othello: size " + to_text(n) + " is not an even number from 4 to 16");
  GameSpec s;
  s.name = "othello";
  s.files = n;
  s.ranks = n;
  const int longest_game = 2 * (n * n - 4);
  s.max_plies = options.max_plies != 0 ? options.max_plies
                : longest_game > 128   ? longest_game
                                       : 128;
  s.add_kind('B', Owner::zero, "black", "black");
  s.add_kind('W', Owner::one, "white", "white");
  s.moves('B', Drop{.flips = dir::all, .flipped = 'W', .must_flip = true});
  s.moves('W', Drop{.flips = dir::all, .flipped = 'B', .must_flip = true});
  s.placement = Placement::anytime;
  s.no_legal_move = NoMoveResult::passes_or_ends;
  s.end_score = EndScore::most_pieces;

  // The four centre cells: B on the upper left and lower right of them, W on the others. Each
  // player holds as many discs as there are empty cells, so that none runs out (the official
  // rule gives a player who has run out the opponent's).
  const int middle = n / 2;  // rank index of the upper centre rank
  for (int rank = n - 1; rank >= 0; --rank) {
    if (rank != n - 1) s.start.append("/");
    if (rank == middle || rank == middle - 1) {
      const bool upper = rank == middle;
      s.start.append_number(std::size_t(middle - 1))
          .append(1, upper ? 'B' : 'W')
          .append(1, upper ? 'W' : 'B')
          .append_number(std::size_t(middle - 1));
    } else {
      s.start.append_number(std::size_t(n));
    }
  }
  const std::size_t empty = std::size_t(n * n - 4);
  s.start.append(" 0 B").append_number(empty).append("W").append_number(empty).append(" 0");
  return s;
}

}  // namespace boardlab::games

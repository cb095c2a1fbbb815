#pragma once
// The Game of the Amazons (docs/rules.md, "Amazons"): a turn moves one of the player's queens like
// a chess queen, then the queen shoots an arrow, moving like a queen from where it landed, onto an
// empty cell, which it blocks for good; a player who cannot move loses.
#include <array>
#include <cstddef>

#include "../spec.hpp"
#include "options.hpp"
#include "square_board.hpp"

namespace boardlab::games {

struct AmazonsOptions {
  int size = 10;        // the board is size x size; over 8, it needs Game<128> or larger
  int max_plies = 300;  // never reached: every turn fills a cell
};

inline constexpr std::array amazons_options{
    option<&AmazonsOptions::size>("size", "board side, an even number from 6 to 16"),
    option<&AmazonsOptions::max_plies>(
        "max_plies", "[decided] the game is drawn when the ply counter reaches this"),
};

constexpr GameSpec amazons(const AmazonsOptions& options = {}) {
  const int n = options.size;
  GameSpec s = square_board_spec("amazons", n, 6, options.max_plies);
  s.add_kind('W', Owner::zero, "white queen");
  s.add_kind('B', Owner::one, "black queen");
  s.add_kind('A', Owner::neutral, "arrow");
  for (char symbol : {'W', 'B'}) {
    s.moves(symbol, Slide{.directions = dir::all, .onto = Targets::empty, .then = Then{.part = 1}});
    s.moves(symbol, Shoot{.kind = 'A', .directions = dir::all, .part = 1});
  }
  s.no_legal_move = NoMoveResult::loses;

  // Four queens a side, as OpenSpiel and the 10x10 standard place them: two on the home rank at
  // files n/2 - 2 and n/2 + 1, two on the edges of rank n/2 - 1; the other side mirrored.
  auto home_rank = [&](char q) {
    const auto gap = std::size_t(n / 2 - 2);  // at least 1 on a board of 6 or more
    s.start.append_number(gap).append(1, q).append_number(2).append(1, q).append_number(gap);
  };
  auto edge_rank = [&](char q) {
    s.start.append(1, q).append_number(std::size_t(n - 2)).append(1, q);
  };
  auto empty_rank = [&] { s.start.append_number(std::size_t(n)); };
  // From the top rank down.
  for (int rank = n - 1; rank >= 0; --rank) {
    if (rank != n - 1) s.start.append("/");
    if (rank == n - 1)
      home_rank('B');
    else if (rank == n - 1 - (n / 2 - 2))
      edge_rank('B');
    else if (rank == n / 2 - 2)
      edge_rank('W');
    else if (rank == 0)
      home_rank('W');
    else
      empty_rank();
  }
  s.start.append(" 0 - 0");
  return s;
}

}  // namespace boardlab::games

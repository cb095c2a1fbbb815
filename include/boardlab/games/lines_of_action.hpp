#pragma once
// Lines of Action (docs/rules.md, "Lines of Action"), Claude Soucie's game from Sid Sackson's
// A Gamut of Games: a piece moves in a straight line exactly as many cells as there are pieces,
// of both sides, on that line; it may pass over its own pieces but not the enemy's, and takes an
// enemy piece it lands on. Whoever first has all their pieces in one group, diagonals joining,
// wins; the mover when a move joins both sides' pieces.
#include <array>
#include <string>

#include "../spec.hpp"
#include "options.hpp"

namespace boardlab::games {

struct LinesOfActionOptions {
  int size = 8;  // the board is size x size
  // OpenSpiel's max_game_length: the game is drawn when the ply counter reaches it.
  int max_plies = 1000;
  // OpenSpiel's repetition rule: the game is drawn as soon as a board repeats one of the game's,
  // whoever is to move.
  bool repetition_draws = false;
};

inline constexpr std::array lines_of_action_options{
    option<&LinesOfActionOptions::size>("size", "board side, 4 to 16"),
    option<&LinesOfActionOptions::max_plies>(
        "max_plies", "the game is drawn when the ply counter reaches this (OpenSpiel's 1000)"),
    option<&LinesOfActionOptions::repetition_draws>(
        "repetition_draws",
        "OpenSpiel's rule: the game is drawn when a board repeats one of the game's, whoever "
        "is to move"),
};

constexpr GameSpec lines_of_action(const LinesOfActionOptions& options = {}) {
  const int n = options.size;
  if (n < 4 || n > max_board_side)
    throw SpecError("lines_of_action: size " + to_text(n) + " is not from 4 to " +
                    to_text(max_board_side));
  GameSpec s;
  s.name = "lines_of_action";
  s.files = n;
  s.ranks = n;
  s.max_plies = options.max_plies;
  if (options.repetition_draws) {
    s.repetition_limit = 2;
    s.repetition_ignores_side = true;
  }
  s.add_kind('B', Owner::zero, "black", "black");
  s.add_kind('W', Owner::one, "white", "white");
  for (const char symbol : {'B', 'W'})
    s.moves(symbol, Slide{.directions = dir::all,
                          .onto = Targets::empty_or_enemy,
                          .distance = SlideDistance::pieces_on_line,
                          .over = Targets::friendly});
  // The mover's group first: a move that joins both sides' pieces wins for the mover.
  for (const When when : {When::winner_moved, When::always})
    for (const Player player : {Player::zero, Player::one})
      s.add_end(AllConnected{.pieces = Pieces::of(player), .winner = player, .when = when});
  s.no_legal_move = NoMoveResult::loses;
  // Black on the top and bottom ranks, white on the left and right files, the corners empty.
  for (int r = n - 1; r >= 0; --r) {
    if (r == n - 1 || r == 0)
      s.start.append("1").append(std::size_t(n - 2), 'B').append("1");
    else
      s.start.append("W").append_number(std::size_t(n - 2)).append("W");
    if (r > 0) s.start.append("/");
  }
  s.start.append(" 0 - 0");
  return s;
}

}  // namespace boardlab::games

#pragma once
// The games won by a line: two players take turns putting a piece of their own on an empty cell,
// and the first to have `count` in a row (orthogonally or diagonally) wins; a full board is a
// draw. Tic-tac-toe, connect four (pieces fall to the lowest empty cell of a column) and gomoku
// are such games; only their boards, lines and drops differ.
//
// Each player's pieces wait in the reserve (reserve_start.hpp), so that the board fills exactly
// when both run out: a player with none left has no move, and the game is drawn.
#include <string>
#include <string_view>

#include "../spec.hpp"
#include "reserve_start.hpp"

namespace boardlab::games {

struct LineGameRules {
  std::string_view game;
  int files = 3;
  int ranks = 3;
  char first = 'X';   // player 0's pieces, who moves first
  char second = 'O';  // player 1's
  std::string_view first_name = "x";
  std::string_view second_name = "o";
  std::string_view first_colour{};  // what pictures fill the pieces with ({}: the owner's)
  std::string_view second_colour{};
  int count = 3;  // the line that wins
  LineLength length = LineLength::at_least;
  DirectionSet falls{};  // where a dropped piece falls (Drop::falls); none: it stays put
  int max_plies = 0;     // 0: the number of cells (the board is full by then)
};

// SpecError naming the game when the board or the line does not fit.
constexpr GameSpec line_game_spec(const LineGameRules& rules) {
  if (rules.files < 1 || rules.ranks < 1 || rules.files > max_board_side ||
      rules.ranks > max_board_side)
    throw SpecError(std::string(rules.game) + ": board " + to_text(rules.files) + "x" +
                    to_text(rules.ranks) + " needs 1 to 16 files and 1 to 16 ranks");
  const int side = rules.files > rules.ranks ? rules.files : rules.ranks;
  if (rules.count < 2 || rules.count > side)
    throw SpecError(std::string(rules.game) + ": a line of " + to_text(rules.count) +
                    " is not between 2 and " + to_text(side) + " (the board's longer side)");
  GameSpec s;
  s.name = rules.game;
  s.files = rules.files;
  s.ranks = rules.ranks;
  const int cells = rules.files * rules.ranks;
  s.max_plies = rules.max_plies == 0 ? cells : rules.max_plies;
  s.add_kind(rules.first, Owner::zero, rules.first_name, rules.first_colour);
  s.add_kind(rules.second, Owner::one, rules.second_name, rules.second_colour);
  for (const char symbol : {rules.first, rules.second}) s.moves(symbol, Drop{.falls = rules.falls});
  // Only the mover's pieces change, so only the mover's line is looked for.
  for (const Player p : {Player::zero, Player::one})
    s.add_end(InARow{.pieces = Pieces::of(p),
                     .count = rules.count,
                     .winner = p,
                     .directions = dir::all,
                     .length = rules.length,
                     .when = When::winner_moved});
  s.placement = Placement::anytime;
  s.no_legal_move = NoMoveResult::draws;  // the board is full

  s.start = empty_board_with_reserves(rules.files, rules.ranks, rules.first, rules.second);
  return s;
}

}  // namespace boardlab::games

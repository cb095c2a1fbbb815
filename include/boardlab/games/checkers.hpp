#pragma once
// Checkers (English draughts; docs/rules.md, "Checkers"): men step diagonally forward, kings
// diagonally either way; a capture jumps an adjacent enemy and must go on jumping while the piece
// can; capturing is compulsory; a man reaching the far rank becomes a king, which ends the turn.
#include <array>

#include "../spec.hpp"
#include "options.hpp"

namespace boardlab::games {

struct CheckersOptions {
  int max_plies =
      1000;  // OpenSpiel's game length: the game is drawn when the ply counter reaches this
  // Turns in a row without a capture that draw the game; 0, the default, for none. 40 plays
  // OpenSpiel's checkers exactly (it draws after 40 actions without a capture; a capture chain is
  // captures only, so its 40 actions are 40 turns).
  int quiet_turn_limit = 0;
};

inline constexpr std::array checkers_options{
    option<&CheckersOptions::max_plies>(
        "max_plies", "[decided] the game is drawn when the ply counter reaches this"),
    option<&CheckersOptions::quiet_turn_limit>(
        "quiet_turn_limit",
        "the game is drawn after this many turns in a row without a capture (0: never; "
        "OpenSpiel: 40)"),
};

namespace detail {
// A kind's moves: steps to empty cells, and jumps over an enemy piece (captured) to the empty cell
// beyond, which the piece goes on making (part 1) while it can.
constexpr void checkers_moves(GameSpec& s, char symbol, DirectionSet directions) {
  s.moves(symbol, Step{.directions = directions, .onto = Targets::empty});
  constexpr Leap jump{.over = Targets::enemy, .onto = Targets::empty, .leapt = Leapt::captured};
  Leap first = jump, again = jump;
  first.directions = again.directions = directions;
  first.then = again.then = Then{.part = 1};
  again.part = 1;
  s.moves(symbol, first);
  s.moves(symbol, again);
}
}  // namespace detail

constexpr GameSpec checkers(const CheckersOptions& options = {}) {
  GameSpec s;
  s.name = "checkers";
  s.files = 8;
  s.ranks = 8;
  s.max_plies = options.max_plies;
  s.quiet_turn_limit = options.quiet_turn_limit;
  s.add_region("top_rank", rank_cells(7, 8));
  s.add_region("bottom_rank", rank_cells(0, 8));
  s.add_kind('o', Owner::zero, "man");
  s.add_kind('O', Owner::zero, "king");
  s.add_kind('x', Owner::one, "man");
  s.add_kind('X', Owner::one, "king");
  detail::checkers_moves(s, 'o', dir::forward_diagonal);
  detail::checkers_moves(s, 'x', dir::forward_diagonal);
  detail::checkers_moves(s, 'O', dir::diagonal);
  detail::checkers_moves(s, 'X', dir::diagonal);
  s.promotes('o', Promotion{.region = "top_rank", .to = "O"});
  s.promotes('x', Promotion{.region = "bottom_rank", .to = "X"});
  s.capture_rule = CaptureRule::compulsory;
  // A player who cannot move (no piece left, or every piece blocked) loses.
  s.no_legal_move = NoMoveResult::loses;
  // For search agents: a king is worth two men, and a man one more for each rank nearer its
  // crowning.
  s.evaluate({.type = TermType::material, .kind = 'o', .weight = 6});
  s.evaluate({.type = TermType::material, .kind = 'x', .weight = 6});
  s.evaluate({.type = TermType::material, .kind = 'O', .weight = 12});
  s.evaluate({.type = TermType::material, .kind = 'X', .weight = 12});
  s.evaluate({.type = TermType::distance, .kind = 'o', .region = "top_rank", .weight = 1});
  s.evaluate({.type = TermType::distance, .kind = 'x', .region = "bottom_rank", .weight = 1});
  s.start = "1x1x1x1x/x1x1x1x1/1x1x1x1x/8/8/o1o1o1o1/1o1o1o1o/o1o1o1o1 0 - 0";
  return s;
}

}  // namespace boardlab::games

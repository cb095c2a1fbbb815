#pragma once
// Focus (Sid Sackson, 1964; docs/rules.md, "Focus"): on an 8x8 board without three cells at each
// corner, red (R, player 0, first) and green (G) start with eighteen pieces each in pairs on the
// middle 6x6. A player moves a stack whose top piece is theirs, or its top part: k pieces go
// exactly k cells in a straight orthogonal line, onto any cell, landing on top of what is there.
// A stack taller than five loses its bottom pieces: the mover's go to the mover's reserve, the
// others leave the game. Instead of moving, a player may put a reserve piece on any cell, on top
// of what is there. A player who cannot move loses. No reference engine has it: the tests check
// it against a reference written apart (tests/python/focus_reference.py).
#include <array>

#include "../spec.hpp"
#include "options.hpp"

namespace boardlab::games {

struct FocusOptions {
  int max_plies = 300;
  int stack_limit = 5;  // the tallest stack; the bottom pieces above it are trimmed
};

inline constexpr std::array focus_options{
    option<&FocusOptions::max_plies>("max_plies",
                                     "the game is drawn when the ply counter reaches this"),
    option<&FocusOptions::stack_limit>(
        "stack_limit",
        "the tallest stack: a taller one loses pieces from its bottom, the mover's to the "
        "mover's reserve (2 to 16)"),
};

constexpr GameSpec focus(const FocusOptions& options = {}) {
  if (options.stack_limit < 2 || options.stack_limit > 16)
    throw SpecError("focus: stack_limit " + to_text(options.stack_limit) + " is not from 2 to 16");
  GameSpec s;
  s.name = "focus";
  s.files = 8;
  s.ranks = 8;
  s.add_off_board("a1 b1 a2 g1 h1 h2 a7 a8 b8 h7 g8 h8");
  s.max_plies = options.max_plies;
  s.stack_limit = options.stack_limit;
  s.add_kind('R', Owner::zero, "red", "#c0392b");
  s.add_kind('G', Owner::one, "green", "#27ae60");
  for (const char k : {'R', 'G'}) {
    // k pieces off the top go exactly k cells; a move of the whole stack is one of them.
    s.moves(k, StackMove{.min_count = 1,
                         .max_count = options.stack_limit,
                         .path = Path::straight,
                         .onto = Targets::anything,
                         .landing = Landing::stack});
    s.moves(k, Drop{.onto = Targets::anything});
  }
  s.placement = Placement::anytime;
  // Pairs of each colour, each rank the one below shifted by two: a red pair at the top left.
  s.start = "4/RRGGRR/1GGRRGG1/1RRGGRR1/1GGRRGG1/1RRGGRR1/GGRRGG/4 0 - 0";
  return s;
}

}  // namespace boardlab::games

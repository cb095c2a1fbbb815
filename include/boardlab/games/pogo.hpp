#pragma once
// Pogo (docs/rules.md, "Pogo"): 3x3, stacks. The top k pieces (k = 1..3) of a stack its owner tops
// move exactly k orthogonal steps onto anything; the mover wins when it tops every stack.
#include <array>

#include "../spec.hpp"
#include "options.hpp"

namespace boardlab::games {

struct PogoOptions {
  int max_plies = 300;       // [decided] the game is drawn when the ply counter reaches this
  bool three_step_u = true;  // [decided] a three-step path may bend twice and end next to its start
};

inline constexpr std::array pogo_options{
    option<&PogoOptions::max_plies>(
        "max_plies", "[decided] the game is drawn when the ply counter reaches this"),
    option<&PogoOptions::three_step_u>(
        "three_step_u", "[decided] a three-step path may bend twice and end next to its start"),
};

constexpr GameSpec pogo(const PogoOptions& options = {}) {
  GameSpec s;
  s.name = "pogo";
  s.files = 3;
  s.ranks = 3;
  s.max_plies = options.max_plies;

  s.add_kind('W', Owner::zero, "light");  // [decided] light moves first
  s.add_kind('B', Owner::one, "dark");
  const Path path = options.three_step_u ? Path::bends : Path::bends_without_u;
  for (char symbol : {'W', 'B'})
    s.moves(symbol, StackMove{.min_count = 1,
                              .max_count = 3,
                              .path = path,
                              .onto = Targets::anything,
                              .landing = Landing::stack});

  for (Player p : {Player::zero, Player::one})
    s.add_end(AllStacksControlled{.winner = p, .when = When::winner_moved});
  s.no_legal_move = NoMoveResult::loses;

  s.start = "(BB)(BB)(BB)/3/(WW)(WW)(WW) 0 - 0";
  return s;
}

}  // namespace boardlab::games

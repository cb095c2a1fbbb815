#pragma once
// Three-check (docs/rules.md, "Three-check"), as Fairy-Stockfish's 3check: chess, and a player
// who gives check for the third time wins.
#include <array>

#include "../spec.hpp"
#include "chess.hpp"
#include "options.hpp"

namespace boardlab::games {

struct ThreeCheckOptions {
  int checks = 3;  // the checks that win
  // [decided] The ply limit, a backstop (as chess's).
  int max_plies = 1000;
};

inline constexpr std::array three_check_options{
    option<&ThreeCheckOptions::checks>("checks", "the checks that win, 1 to 255 (5: five-check)"),
    option<&ThreeCheckOptions::max_plies>(
        "max_plies", "[decided] the game is drawn when the ply counter reaches this"),
};

constexpr GameSpec three_check(const ThreeCheckOptions& options = {}) {
  GameSpec s = detail::chess_without_material_rule({.max_plies = options.max_plies});
  s.name = "three_check";
  s.add_end(ChecksGiven{.count = options.checks, .winner = Player::zero});
  s.add_end(ChecksGiven{.count = options.checks, .winner = Player::one});
  return s;
}

}  // namespace boardlab::games

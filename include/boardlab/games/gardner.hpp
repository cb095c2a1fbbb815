#pragma once
// Gardner's minichess (docs/rules.md, "Gardner"), as Fairy-Stockfish's gardner: chess on 5x5,
// each side's five pieces on its back rank and five pawns before them; no double step, so no en
// passant, and no castling.
#include <array>

#include "../spec.hpp"
#include "chess.hpp"
#include "options.hpp"

namespace boardlab::games {

struct GardnerOptions {
  // [decided] The ply limit, until repetition is a rule of the game (as chess's).
  int max_plies = 1000;
};

inline constexpr std::array gardner_options{
    option<&GardnerOptions::max_plies>(
        "max_plies", "[decided] the game is drawn when the ply counter reaches this"),
};

constexpr GameSpec gardner(const GardnerOptions& options = {}) {
  GameSpec s;
  s.name = "gardner";
  s.files = 5;
  s.ranks = 5;
  s.max_plies = options.max_plies;
  detail::add_chess_pieces(s, {.castles = false, .double_steps = false});
  s.start = "rnbqk/ppppp/5/PPPPP/RNBQK 0 - 0";
  return s;
}

}  // namespace boardlab::games

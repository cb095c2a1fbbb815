#pragma once
// Gardner's minichess (docs/rules.md, "Gardner"), as Fairy-Stockfish's gardner: chess on 5x5,
// each side's five pieces on its back rank and five pawns before them; no double step, so no en
// passant, and no castling.
#include "../spec.hpp"
#include "chess.hpp"

namespace boardlab::games {

constexpr GameSpec gardner(const ChessOptions& options = {}) {
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

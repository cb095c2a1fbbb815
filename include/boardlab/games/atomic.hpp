#pragma once
// Atomic chess (docs/rules.md, "Atomic"), as Fairy-Stockfish's atomic: chess whose captures
// explode (GameSpec::captures_explode): the taking piece and every piece but a pawn next to the
// cell it lands on leave the board with the taken one. A king cannot take; a move may not
// explode one's own king, and one that explodes the other king wins at once, check or not; kings
// next to each other are never in check. Checkmate wins and stalemate draws, as in chess.
#include "../spec.hpp"
#include "chess.hpp"

namespace boardlab::games {

constexpr GameSpec atomic(const ChessOptions& options = {}) {
  GameSpec s = detail::chess_without_material_rule({.max_plies = options.max_plies});
  s.name = "atomic";
  s.captures_explode = true;
  s.kind_by_symbol('P').explosion_proof = true;
  s.kind_by_symbol('p').explosion_proof = true;
  s.add_end(NoPiecesLeft{.pieces = Pieces::kind('k'), .winner = Player::zero});
  s.add_end(NoPiecesLeft{.pieces = Pieces::kind('K'), .winner = Player::one});
  return s;
}

}  // namespace boardlab::games

#pragma once
// Antichess (docs/rules.md, "Antichess"), as Fairy-Stockfish's antichess: chess's pieces with no
// royal king and no castling, captures compulsory, pawns promoting to a king too; a player wins
// by losing every piece or by having no move.
#include "../spec.hpp"
#include "chess.hpp"

namespace boardlab::games {

constexpr GameSpec antichess(const ChessOptions& options = {}) {
  GameSpec s;
  s.name = "antichess";
  s.files = 8;
  s.ranks = 8;
  s.max_plies = options.max_plies;
  detail::add_chess_pieces(s, {.promotions = "NBRQK", .royal_king = false, .castles = false});
  s.capture_rule = CaptureRule::compulsory;
  s.no_legal_move = NoMoveResult::wins;
  s.add_end(NoPiecesLeft{.pieces = Pieces::of(Player::zero), .winner = Player::zero});
  s.add_end(NoPiecesLeft{.pieces = Pieces::of(Player::one), .winner = Player::one});
  s.start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR 0 - 0";
  return s;
}

}  // namespace boardlab::games

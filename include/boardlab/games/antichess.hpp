#pragma once
// Antichess (docs/rules.md, "Antichess"), as Fairy-Stockfish's antichess: chess's pieces with no
// royal king and no castling, captures compulsory, pawns promoting to a king too; a player wins
// by losing every piece or by having no move.
#include <array>

#include "../spec.hpp"
#include "chess.hpp"
#include "options.hpp"

namespace boardlab::games {

struct AntichessOptions {
  // [decided] The ply limit, until repetition is a rule of the game (as chess's).
  int max_plies = 1000;
};

inline constexpr std::array antichess_options{
    option<&AntichessOptions::max_plies>(
        "max_plies", "[decided] the game is drawn when the ply counter reaches this"),
};

constexpr GameSpec antichess(const AntichessOptions& options = {}) {
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

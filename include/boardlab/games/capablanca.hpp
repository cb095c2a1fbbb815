#pragma once
// Capablanca chess (docs/rules.md, "Capablanca"), as Fairy-Stockfish's capablanca: chess on 10x8
// with an archbishop (bishop and knight) and a chancellor (rook and knight) each, pawns
// promoting to either too; the king castles from f1 to i1 (the rook j1 to h1) or to c1 (the
// rook a1 to d1).
#include "../spec.hpp"
#include "chess.hpp"

namespace boardlab::games {

constexpr GameSpec capablanca(const ChessOptions& options = {}) {
  GameSpec s;
  s.name = "capablanca";
  s.files = 10;
  s.ranks = 8;
  s.max_plies = options.max_plies;
  detail::add_chess_pieces(s, {.kinds = "PNBRQKAC",
                               .promotions = "NBRQAC",
                               .castle = {.partner = 'R',
                                          .left_file = 2,
                                          .partner_left_file = 3,
                                          .right_file = 8,
                                          .partner_right_file = 7}});
  s.start = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR 0 - 0 castling=a1f1j1a8f8j8";
  return s;
}

}  // namespace boardlab::games

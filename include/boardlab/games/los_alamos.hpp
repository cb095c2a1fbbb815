#pragma once
// Los Alamos chess (docs/rules.md, "Los Alamos"), as Fairy-Stockfish's losalamos: chess on 6x6
// without bishops, pawns promoting to a knight, rook or queen; no double step, no castling.
#include "../spec.hpp"
#include "chess.hpp"

namespace boardlab::games {

constexpr GameSpec los_alamos(const ChessOptions& options = {}) {
  GameSpec s;
  s.name = "los_alamos";
  s.files = 6;
  s.ranks = 6;
  s.max_plies = options.max_plies;
  detail::add_chess_pieces(
      s, {.kinds = "PNRQK", .promotions = "NRQ", .castles = false, .double_steps = false});
  s.start = "rnqknr/pppppp/6/6/PPPPPP/RNQKNR 0 - 0";
  return s;
}

}  // namespace boardlab::games

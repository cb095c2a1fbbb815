#pragma once
// Horde (docs/rules.md, "Horde"), as Fairy-Stockfish's horde: white's thirty-six pawns and no
// king against black's chess army. White's pawns double-step from the first rank too (the cell
// they pass is not open to en passant); white loses when it has no piece left, black by
// checkmate; no move and no check is a draw.
#include "../spec.hpp"
#include "chess.hpp"

namespace boardlab::games {

constexpr GameSpec horde(const ChessOptions& options = {}) {
  GameSpec s;
  s.name = "horde";
  s.files = 8;
  s.ranks = 8;
  s.max_plies = options.max_plies;
  detail::add_chess_pieces(s, {});
  s.add_region("white_first_rank", rank_cells(0, s.files));
  // Not passable: Fairy-Stockfish opens no cell of the second rank to en passant.
  s.moves('P', Slide{.directions = dir::forward,
                     .onto = Targets::empty,
                     .max_distance = 2,
                     .min_distance = 2,
                     .from_region = "white_first_rank"});
  s.add_end(NoPiecesLeft{.pieces = Pieces::of(Player::zero), .winner = Player::one});
  s.start = "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP 0 - 0 castling=a8e8h8";
  return s;
}

}  // namespace boardlab::games

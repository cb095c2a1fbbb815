#pragma once
// Racing kings (docs/rules.md, "Racing kings"), as Fairy-Stockfish's racingkings: both armies
// side by side on the first two ranks, no pawns; no move may give check, and the first king to
// reach the last rank wins, but when white's arrives first, black may answer by bringing its
// king there too on the next move, which draws.
#include "../spec.hpp"
#include "chess.hpp"

namespace boardlab::games {

constexpr GameSpec racing_kings(const ChessOptions& options = {}) {
  GameSpec s;
  s.name = "racing_kings";
  s.files = 8;
  s.ranks = 8;
  s.max_plies = options.max_plies;
  detail::add_chess_pieces(s, {.kinds = "NBRQK", .castles = false, .double_steps = false});
  s.checks_allowed = false;
  s.add_region("goal", rank_cells(7, s.files));
  s.add_end(Reaches{
      .pieces = Pieces::kind('K'), .region = "goal", .winner = Player::zero, .answer = 'k'});
  s.add_end(Reaches{.pieces = Pieces::kind('k'), .region = "goal", .winner = Player::one});
  s.start = "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ 0 - 0";
  return s;
}

}  // namespace boardlab::games

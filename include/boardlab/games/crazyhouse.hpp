#pragma once
// Crazyhouse (docs/rules.md, "Crazyhouse"), as Fairy-Stockfish's crazyhouse: chess, and a piece
// taken changes side into the taker's reserve (a promoted piece as a pawn), from which a move may
// drop it on any empty cell (a pawn not on the first or last rank).
#include "../spec.hpp"
#include "chess.hpp"

namespace boardlab::games {

constexpr GameSpec crazyhouse(const ChessOptions& options = {}) {
  GameSpec s = detail::chess_without_material_rule({.max_plies = options.max_plies});
  s.name = "crazyhouse";
  s.placement = Placement::anytime;
  s.add_region("pawn_drops", rank_cells(1, s.files) | rank_cells(2, s.files) |
                                 rank_cells(3, s.files) | rank_cells(4, s.files) |
                                 rank_cells(5, s.files) | rank_cells(6, s.files));
  for (const char white : {'P', 'N', 'B', 'R', 'Q'}) {
    const char black = char(white - 'A' + 'a');
    const RegionName region = white == 'P' ? RegionName("pawn_drops") : RegionName{};
    s.moves(white, Drop{.region = region});
    s.moves(black, Drop{.region = region});
    s.captured_as(white, black);
    s.captured_as(black, white);
  }
  s.kind_by_symbol('P').promotion.demotes_when_taken = true;
  s.kind_by_symbol('p').promotion.demotes_when_taken = true;
  return s;
}

}  // namespace boardlab::games

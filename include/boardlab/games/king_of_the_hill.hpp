#pragma once
// King of the hill (docs/rules.md, "King of the hill"), as Fairy-Stockfish's kingofthehill:
// chess, and a king that reaches one of the four centre cells wins.
#include "../spec.hpp"
#include "chess.hpp"

namespace boardlab::games {

constexpr GameSpec king_of_the_hill(const ChessOptions& options = {}) {
  GameSpec s = detail::chess_without_material_rule({.max_plies = options.max_plies});
  s.name = "king_of_the_hill";
  s.add_region("hill", "d4 e4 d5 e5");
  s.add_end(Reaches{.pieces = Pieces::kind('K'), .region = "hill", .winner = Player::zero});
  s.add_end(Reaches{.pieces = Pieces::kind('k'), .region = "hill", .winner = Player::one});
  return s;
}

}  // namespace boardlab::games

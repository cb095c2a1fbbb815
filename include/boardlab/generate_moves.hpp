#pragma once
// The moves of a position's current part (of its turn): primitive_moves.hpp's, primitive by
// primitive, then the rule that looks ahead through the turn (majority.hpp). `generate_moves` does
// not ask whether the game is over; `legal_moves` (outcome.hpp) does.
#include "game.hpp"
#include "majority.hpp"
#include "move.hpp"
#include "position.hpp"
#include "primitive_moves.hpp"

namespace boardlab {

template <int N, int C>
constexpr void generate_moves(const Game<N>& game, const Position<N>& p, MoveList<C>& list) {
  detail::generate_part_moves(game, p, list);
  if (game.capture_rule() == CaptureRule::most) detail::keep_most_taking(game, p, list);
}

}  // namespace boardlab

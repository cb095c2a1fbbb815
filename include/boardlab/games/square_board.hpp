#pragma once
// The start of a game on a square board whose side is an even number (amazons, konane: their
// starts are symmetric about the centre, which an odd side has not).
#include <string>
#include <string_view>

#include "../spec.hpp"

namespace boardlab::games {

// A spec named `game` on a side x side board with the ply limit `max_plies`; SpecError naming
// the game when the side is not even or not from `smallest` to 16.
constexpr GameSpec square_board_spec(std::string_view game, int side, int smallest, int max_plies) {
  if (side < smallest || side > max_board_side || side % 2 != 0)
    throw SpecError(std::string(game) + ": size " + to_text(side) + " is not an even number from " +
                    to_text(smallest) + " to " + to_text(max_board_side));
  GameSpec s;
  s.name = game;
  s.files = side;
  s.ranks = side;
  s.max_plies = max_plies;
  return s;
}

}  // namespace boardlab::games

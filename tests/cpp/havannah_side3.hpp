#pragma once
// Havannah on the board of side 3, for the tests of its shapes (GroupTouches: bridges and forks;
// Ring) and of the game: positions by text, and their outcomes.
#include <string_view>

#include <boardlab/boardlab.hpp>

namespace havannah_side3 {

// The board of side 3: ranks 5 to 1 hold a5-c5, a4-d4, a3-e3, b2-e2, c1-e1. Corners a5 c5 e3 e1
// c1 a3; the edges' own cells b5 (1), d4 (2), e2 (3), d1 (4), b2 (5), a4 (6).
inline const boardlab::Game<>& side3() {
  static const boardlab::Game<> game{boardlab::games::havannah({.board_size = 3})};
  return game;
}

inline boardlab::Outcome outcome_of(std::string_view text) {
  const boardlab::Position<64> p = boardlab::parse_position(side3(), text);
  return boardlab::outcome(side3(), p);
}

constexpr boardlab::Outcome white_by(int condition) {
  return {boardlab::Result::win, boardlab::Player::zero, boardlab::Reason::condition, condition};
}

}  // namespace havannah_side3

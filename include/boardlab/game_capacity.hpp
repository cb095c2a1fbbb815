#pragma once
// The board capacity a game built at run time needs, and building it on that capacity: a game
// of up to 64 cells runs on Game<64> (one bitboard word, the fastest), up to 128 (amazons'
// 10x10, hex's 11x11) on Game<128>, larger ones on Game<256>.
//
//   boardlab::with_game(games::builtin("amazons"), [](const auto& game) {
//     std::printf("%llu\n", (unsigned long long)boardlab::perft(game, game.start(), 2));
//   });
#include <memory>
#include <utility>

#include "game.hpp"
#include "spec.hpp"

namespace boardlab {

// The smallest of 64, 128 and 256 cells that holds `spec`'s board; 256 for a board out of bounds,
// whose Game then says what is wrong with it.
constexpr int capacity_for(const GameSpec& spec) {
  const bool in_bounds = spec.files >= 1 && spec.ranks >= 1 && spec.files <= max_board_side &&
                         spec.ranks <= max_board_side;
  const int cells = in_bounds ? spec.files * spec.ranks : 256;
  return cells <= 64 ? 64 : cells <= 128 ? 128 : 256;
}

// Builds `spec`'s game on capacity_for(spec) cells (SpecError for a bad spec) and returns
// f(game); f takes any `const Game<N>&` and returns the same type for every N.
template <class F>
decltype(auto) with_game(const GameSpec& spec, F&& f) {
  switch (capacity_for(spec)) {
    case 64:
      return std::forward<F>(f)(*std::make_unique<const Game<64>>(spec));
    case 128:
      return std::forward<F>(f)(*std::make_unique<const Game<128>>(spec));
    default:
      return std::forward<F>(f)(*std::make_unique<const Game<256>>(spec));
  }
}

}  // namespace boardlab

#pragma once
// The ceiling: Breakthrough 8x8 written directly on two 64-bit words, with no primitives and no
// generality. Same rules and the same move choice as the engine's random_playout: list every
// legal move, pick one with Random::below. Used only to measure how close the generic engine
// comes to game-specific code.
#include <bit>
#include <boardlab/random.hpp>
#include <cstdint>

namespace handwritten {

struct BreakthroughResult {
  int winner = -1;
  int plies = 0;
};

inline constexpr std::uint64_t file_a = 0x0101010101010101ull;
inline constexpr std::uint64_t file_h = file_a << 7;
inline constexpr std::uint64_t rank_1 = 0xffull;
inline constexpr std::uint64_t rank_8 = rank_1 << 56;

// One playout from the start; bit i is cell i (a1 = 0, rank by rank), as in boardlab.
inline BreakthroughResult breakthrough_playout(boardlab::Random& random) {
  std::uint64_t white = 0xffffull;        // ranks 1-2
  std::uint64_t black = 0xffffull << 48;  // ranks 7-8
  struct Move {
    std::uint8_t from, to;
  };
  Move moves[96];
  int side = 0;
  for (int ply = 0;; ++ply) {
    if (ply >= 300) return {-1, ply};  // the same ply limit as the engine's default
    const std::uint64_t empty = ~(white | black);
    int n = 0;
    auto emit = [&](std::uint64_t targets, int back) {
      for (; targets; targets &= targets - 1) {
        const int to = std::countr_zero(targets);
        moves[n++] = {std::uint8_t(to - back), std::uint8_t(to)};
      }
    };
    if (side == 0) {
      emit((white << 8) & empty, 8);
      emit(((white & ~file_h) << 9) & ~white, 9);
      emit(((white & ~file_a) << 7) & ~white, 7);
    } else {
      emit((black >> 8) & empty, -8);
      emit(((black & ~file_a) >> 9) & ~black, -9);
      emit(((black & ~file_h) >> 7) & ~black, -7);
    }
    if (n == 0) return {1 - side, ply};
    const Move m = moves[random.below(n)];
    const std::uint64_t from = 1ull << m.from, to = 1ull << m.to;
    if (side == 0) {
      white ^= from | to;
      black &= ~to;
      if ((white & rank_8) || !black) return {0, ply + 1};
    } else {
      black ^= from | to;
      white &= ~to;
      if ((black & rank_1) || !white) return {1, ply + 1};
    }
    side = 1 - side;
  }
}

}  // namespace handwritten

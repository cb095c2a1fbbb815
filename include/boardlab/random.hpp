#pragma once
// A small, fast, seedable random number generator for playouts and search (xoshiro256**, seeded
// through SplitMix64). The same seed gives the same games on every platform.
#include <cstdint>

#include "splitmix64.hpp"

namespace boardlab {

class Random {
 public:
  constexpr explicit Random(std::uint64_t seed = 0) {
    SplitMix64 seeds(seed);
    for (auto& word : state_) word = seeds.next();
  }

  constexpr std::uint64_t next() {
    const std::uint64_t result = rotl(state_[1] * 5, 7) * 9;
    const std::uint64_t t = state_[1] << 17;
    state_[2] ^= state_[0];
    state_[3] ^= state_[1];
    state_[1] ^= state_[2];
    state_[0] ^= state_[3];
    state_[2] ^= t;
    state_[3] = rotl(state_[3], 45);
    return result;
  }

  // A number in [0, n), n >= 1: multiply-shift on 32 high bits. Its bias (below n / 2^32) is far
  // under what any playout statistic can see, and it needs no division.
  constexpr int below(int n) { return int(((next() >> 32) * std::uint64_t(n)) >> 32); }

 private:
  static constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  std::uint64_t state_[4]{};
};

}  // namespace boardlab

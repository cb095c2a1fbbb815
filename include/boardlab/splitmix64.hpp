#pragma once
// SplitMix64 (Steele, Lea and Flood 2014): a fixed, well-mixed function of 64 bits, and the tiny
// generator made of it. The engine draws its Zobrist keys and playout seeds from the function
// and seeds Random with the generator, so both are written once, here. constexpr and free of
// global state, so tables built from them can be computed by the compiler.
#include <cstdint>

namespace boardlab {

// mix64(x) is the generator's output for the state x: equal inputs give equal outputs, nearby
// inputs unrelated ones. mix64(0) == 0xe220a8397b1dcdaf.
constexpr std::uint64_t mix64(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

// The generator: each next() is mix64 of the state, which then advances by the golden-ratio
// increment. Too weak for statistics over long runs (use Random), strong enough for seeds,
// keys and reproducible test games.
class SplitMix64 {
 public:
  constexpr explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
  constexpr std::uint64_t next() {
    const std::uint64_t out = mix64(state_);
    state_ += 0x9e3779b97f4a7c15ull;
    return out;
  }

 private:
  std::uint64_t state_;
};

}  // namespace boardlab

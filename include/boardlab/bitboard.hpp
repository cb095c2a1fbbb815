#pragma once
// A set of cells as bits: bit i is cell i (see geometry.hpp). One 64-bit word serves boards of up
// to 64 cells; larger boards use more words. Bits beyond the board are kept zero by the engine
// (complement is taken against the board mask, never alone).
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

#include "force_inline.hpp"

namespace boardlab {

template <int Words>
struct Bitboard {
  static_assert(Words >= 1 && Words <= 4, "boards have at most 256 cells");
  std::array<std::uint64_t, Words> words{};

  // Bitboard::of(3) == {cell 3}
  // Each word is written whole: storing one word by index and then reading the board as one
  // 16-byte value stalls the load on its store (a tenth of amazons' 10x10 playouts). Inlined:
  // GCC left it a call in the generic playouts once apply_unchecked grew (a call a move).
  BOARDLAB_INLINE static constexpr Bitboard of(int cell) {
    Bitboard b{};
    const std::uint64_t bit = std::uint64_t(1) << bit_of(cell);
    for (int w = 0; w < Words; ++w) b.words[w] = unsigned(w) == word_of(cell) ? bit : 0;
    return b;
  }
  // The first `n` cells: first(3) == {0, 1, 2}
  static constexpr Bitboard first(int n) {
    Bitboard b{};
    for (int w = 0; w < Words; ++w) {
      const int bits = n - 64 * w;
      b.words[w] = bits >= 64 ? ~std::uint64_t(0) : bits <= 0 ? 0 : (std::uint64_t(1) << bits) - 1;
    }
    return b;
  }

  BOARDLAB_INLINE constexpr bool test(int cell) const {
    return (words[word_of(cell)] >> bit_of(cell)) & 1;
  }
  BOARDLAB_INLINE constexpr void set(int cell) {
    words[word_of(cell)] |= std::uint64_t(1) << bit_of(cell);
  }
  BOARDLAB_INLINE constexpr void reset(int cell) {
    words[word_of(cell)] &= ~(std::uint64_t(1) << bit_of(cell));
  }

  // A cell's word and bit. Unsigned, since a cell is never negative: a signed division by 64
  // costs a sign correction on every test, set and reset (a tenth of havannah's playouts).
  static constexpr unsigned word_of(int cell) { return Words == 1 ? 0 : unsigned(cell) / 64; }
  static constexpr unsigned bit_of(int cell) { return unsigned(cell) % 64; }

  // Always inlined, as `of`: a call where a word's test would do.
  BOARDLAB_INLINE constexpr bool any() const {
    std::uint64_t x = 0;
    for (auto w : words) x |= w;
    return x != 0;
  }
  BOARDLAB_INLINE constexpr bool none() const { return !any(); }
  constexpr explicit operator bool() const { return any(); }
  constexpr int count() const {
    int n = 0;
    for (auto w : words) n += std::popcount(w);
    return n;
  }
  // The lowest cell; the set must not be empty.
  constexpr int lowest() const {
    for (int w = 0; w < Words; ++w)
      if (words[w]) return 64 * w + std::countr_zero(words[w]);
    return -1;
  }
  // The highest cell; the set must not be empty.
  constexpr int highest() const {
    for (int w = Words - 1; w >= 0; --w)
      if (words[w]) return 64 * w + 63 - std::countl_zero(words[w]);
    return -1;
  }
  // Removes and returns the lowest cell; the set must not be empty.
  constexpr int pop_lowest() {
    for (int w = 0; w < Words; ++w) {
      if (words[w]) {
        const int c = 64 * w + std::countr_zero(words[w]);
        words[w] &= words[w] - 1;
        return c;
      }
    }
    return -1;
  }

  // Moves every cell index up by `n` (n may be negative: down). Bits shifted past either end
  // are lost; callers mask sources first so that no cell wraps around a board edge.
  constexpr Bitboard shifted(int n) const {
    if constexpr (Words == 1) {
      return {{n >= 0 ? words[0] << n : words[0] >> -n}};
    } else {
      Bitboard out{};
      if (n >= 0) {
        const int q = n / 64, r = n % 64;
        for (int w = Words - 1; w >= q; --w) {
          std::uint64_t v = words[w - q] << r;
          if (r && w - q - 1 >= 0) v |= words[w - q - 1] >> (64 - r);
          out.words[w] = v;
        }
      } else {
        const int m = -n, q = m / 64, r = m % 64;
        for (int w = 0; w + q < Words; ++w) {
          std::uint64_t v = words[w + q] >> r;
          if (r && w + q + 1 < Words) v |= words[w + q + 1] << (64 - r);
          out.words[w] = v;
        }
      }
      return out;
    }
  }

  // Moves every cell index by `n` (negative: down) where the caller guarantees that no cell
  // leaves the board (move generation masks with Game::can_step first). One word rotates, which
  // is a single branch-free instruction whatever the sign of n.
  constexpr Bitboard stepped(int n) const {
    if constexpr (Words == 1) {
      return {{std::rotl(words[0], n & 63)}};
    } else {
      // A step or a leap moves a cell by less than a word (a board is at most 16 cells wide):
      // each word then takes the bits that cross from one neighbour, in loops of fixed length
      // that the compiler unrolls.
      Bitboard out{};
      if (n > 0 && n < 64) {
        out.words[0] = words[0] << n;
        for (int w = 1; w < Words; ++w) out.words[w] = words[w] << n | words[w - 1] >> (64 - n);
      } else if (n < 0 && n > -64) {
        const int m = -n;
        for (int w = 0; w + 1 < Words; ++w) out.words[w] = words[w] >> m | words[w + 1] << (64 - m);
        out.words[Words - 1] = words[Words - 1] >> m;
      } else {
        return shifted(n);
      }
      return out;
    }
  }

  // The word-by-word operators are always inlined, as `of` and `any` are.
  BOARDLAB_INLINE constexpr Bitboard& operator|=(const Bitboard& o) {
    for (int w = 0; w < Words; ++w) words[w] |= o.words[w];
    return *this;
  }
  BOARDLAB_INLINE constexpr Bitboard& operator&=(const Bitboard& o) {
    for (int w = 0; w < Words; ++w) words[w] &= o.words[w];
    return *this;
  }
  BOARDLAB_INLINE constexpr Bitboard& operator^=(const Bitboard& o) {
    for (int w = 0; w < Words; ++w) words[w] ^= o.words[w];
    return *this;
  }
  BOARDLAB_INLINE friend constexpr Bitboard operator|(Bitboard a, const Bitboard& b) {
    return a |= b;
  }
  BOARDLAB_INLINE friend constexpr Bitboard operator&(Bitboard a, const Bitboard& b) {
    return a &= b;
  }
  BOARDLAB_INLINE friend constexpr Bitboard operator^(Bitboard a, const Bitboard& b) {
    return a ^= b;
  }
  // a.without(b): the cells of a not in b.
  BOARDLAB_INLINE constexpr Bitboard without(const Bitboard& b) const {
    Bitboard out = *this;
    for (int w = 0; w < Words; ++w) out.words[w] &= ~b.words[w];
    return out;
  }
  friend constexpr bool operator==(const Bitboard&, const Bitboard&) = default;
};

// Calls f(cell) for every cell of `b`, lowest first.
template <int Words, class F>
BOARDLAB_INLINE constexpr void for_each_cell(Bitboard<Words> b, F&& f) {
  for (int w = 0; w < Words; ++w) {
    std::uint64_t x = b.words[w];
    while (x) {
      f(64 * w + std::countr_zero(x));
      x &= x - 1;
    }
  }
}

namespace detail {
// byte_bits<T>[b][j]: bit j of the byte b, as a T.
template <class T>
inline constexpr auto byte_bits = [] {
  std::array<std::array<T, 8>, 256> table{};
  for (std::size_t b = 0; b < 256; ++b)
    for (std::size_t j = 0; j < 8; ++j) table[b][j] = T((b >> j) & 1);
  return table;
}();
}  // namespace detail

// Writes bits 0 .. count - 1 of `words` (64 a word, lowest first) to out[0 .. count - 1] as T's
// 0 and 1, eight bits a copy from a table: a shift a bit did not vectorise, and the planes and
// masks VectorEnv writes for every game at every step were most of a hex step.
template <class T>
constexpr void write_bits(const std::uint64_t* words, std::size_t count, T* out) {
  std::size_t i = 0;
  for (; i + 8 <= count; i += 8) {
    const auto& eight = detail::byte_bits<T>[(words[i / 64] >> (i % 64)) & 0xff];
    std::copy(eight.begin(), eight.end(), out + i);
  }
  for (; i < count; ++i) out[i] = T((words[i / 64] >> (i % 64)) & 1);
}

namespace detail {

// The cells of `ray` up to and including the lowest of `blockers` (all of `ray` without one), for
// a ray whose cell indices increase: x ^ (x - 1) keeps the bits through x's lowest, and the
// borrow of the subtraction runs across words without a branch or a table.
template <int Words>
BOARDLAB_INLINE constexpr Bitboard<Words> through_lowest(const Bitboard<Words>& ray,
                                                         const Bitboard<Words>& blockers) {
  Bitboard<Words> out{};
  std::uint64_t borrow = 1;
  for (int w = 0; w < Words; ++w) {
    const std::uint64_t x = blockers.words[w];
    out.words[w] = ray.words[w] & (x ^ (x - borrow));
    borrow &= std::uint64_t(x == 0);
  }
  return out;
}

// The highest cell of `blockers`, the first met along a ray whose cell indices decrease; with
// none, cell 0, whose rays that way are empty (Game::ray).
template <int Words>
BOARDLAB_INLINE constexpr int highest_blocker(const Bitboard<Words>& blockers) {
  // Each word's answer and a select by mask: a branch on which word holds the blocker
  // mispredicts often on a board of two words (amazons' 10x10).
  int found = 0;
  for (int w = 0; w < Words; ++w) {
    const std::uint64_t x = blockers.words[w];
    const int here = 64 * w + 63 - std::countl_zero(x | 1);
    const int keep = -int(x != 0);
    found = (here & keep) | (found & ~keep);
  }
  return found;
}

}  // namespace detail

}  // namespace boardlab

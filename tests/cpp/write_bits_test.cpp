// write_bits (bitboard.hpp): bits as 0s and 1s eight at a time from a table, checked against
// reading the bits one by one, for every count up to 200 and for bytes of every value.
#include <array>
#include <boardlab/bitboard.hpp>
#include <boardlab/splitmix64.hpp>
#include <catch2/catch.hpp>
#include <cstdint>
#include <vector>

namespace write_bits_test {

namespace {

template <class T>
void check_against_one_by_one(const std::vector<std::uint64_t>& words) {
  std::vector<std::size_t> counts;
  for (std::size_t count = 0; count <= 200; ++count) counts.push_back(count);
  counts.push_back(64 * words.size());
  for (const std::size_t count : counts) {
    // One past the count stays as it was: write_bits writes count values, no more.
    std::vector<T> out(count + 1, T(7));
    boardlab::write_bits(words.data(), count, out.data());
    INFO("count " << count);
    for (std::size_t i = 0; i < count; ++i) REQUIRE(out[i] == T((words[i / 64] >> (i % 64)) & 1));
    REQUIRE(out[count] == T(7));
  }
}

}  // namespace

TEST_CASE("write_bits writes each bit as 0 or 1", "[bitboard]") {
  // Every byte value once in the first 32 bytes (ascending), then mixed words.
  std::vector<std::uint64_t> words(32);
  for (std::size_t b = 0; b < 256; ++b) words[b / 8] |= std::uint64_t(b) << (8 * (b % 8));
  std::uint64_t state = 1;
  for (int w = 0; w < 3; ++w) words.push_back(boardlab::mix64(state++));
  check_against_one_by_one<float>(words);
  check_against_one_by_one<std::uint8_t>(words);
  // Constant evaluation gives the same (the observation is written in constexpr code too).
  constexpr auto ones = [] {
    const std::uint64_t word[] = {0b1011'0001};
    std::array<float, 9> out{};
    boardlab::write_bits(word, 9, out.data());
    return out;
  }();
  STATIC_REQUIRE(ones == std::array<float, 9>{1, 0, 0, 0, 1, 1, 0, 1, 0});
}

}  // namespace write_bits_test

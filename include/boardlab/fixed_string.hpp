#pragma once
// A string stored inline, so that specs are literal types usable in constexpr and copyable at
// run time without owning heap memory.
#include <array>
#include <cstddef>
#include <string>
#include <string_view>

#include "error.hpp"

namespace boardlab {

// Decimal text of a number; std::to_string is not constexpr in C++20, and specs, positions and
// their error messages are built in constant evaluation too.
constexpr std::string to_text(long long value) {
  unsigned long long magnitude = value < 0 ? 0ull - static_cast<unsigned long long>(value)
                                           : static_cast<unsigned long long>(value);
  char digits[24] = {};
  int n = 0;
  do {
    digits[n++] = char('0' + magnitude % 10);
    magnitude /= 10;
  } while (magnitude);
  if (value < 0) digits[n++] = '-';
  std::string out;
  while (n) out.push_back(digits[--n]);
  return out;
}

template <std::size_t Capacity>
class FixedString {
 public:
  constexpr FixedString() = default;
  // Implicit from literals and views so specs read naturally: `.region = "valley"`.
  constexpr FixedString(const char* text) : FixedString(std::string_view(text)) {}
  constexpr FixedString(std::string_view text) {
    if (text.size() > Capacity) {
      throw SpecError("text '" + std::string(text) + "' is longer than " + to_text(Capacity) +
                      " characters");
    }
    for (std::size_t i = 0; i < text.size(); ++i) chars_[i] = text[i];
    size_ = text.size();
  }

  constexpr std::string_view view() const { return {chars_.data(), size_}; }
  constexpr operator std::string_view() const { return view(); }
  constexpr bool empty() const { return size_ == 0; }
  constexpr std::size_t size() const { return size_; }
  constexpr std::string str() const { return std::string(view()); }

  friend constexpr bool operator==(const FixedString& a, const FixedString& b) {
    return a.view() == b.view();
  }

 private:
  std::array<char, Capacity> chars_{};
  std::size_t size_ = 0;
};

// Names of games, regions, piece kinds and options are at most this long.
inline constexpr int max_name_length = 31;
using Name = FixedString<max_name_length>;

}  // namespace boardlab

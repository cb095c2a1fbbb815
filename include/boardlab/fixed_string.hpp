#pragma once
// A string stored inline, so that specs are literal types usable in constexpr and copyable at
// run time without owning heap memory.
#include <array>
#include <cstddef>
#include <string>
#include <string_view>

#include "constexpr_string.hpp"
#include "error.hpp"
#include "quoted_text.hpp"

namespace boardlab {

namespace detail {

// The decimal digits of `value`, least significant first, in `out`; returns how many.
constexpr int reversed_digits(unsigned long long value, char (&out)[20]) {
  int n = 0;
  do {
    out[n++] = char('0' + value % 10);
    value /= 10;
  } while (value);
  return n;
}

}  // namespace detail

// Decimal text of a number; std::to_string is not constexpr in C++20, and specs, positions and
// their error messages are built in constant evaluation too.
constexpr std::string to_text(long long value) {
  const unsigned long long magnitude = value < 0 ? 0ull - static_cast<unsigned long long>(value)
                                                 : static_cast<unsigned long long>(value);
  char digits[20] = {};
  int n = detail::reversed_digits(magnitude, digits);
  std::string out(value < 0 ? "-" : "");
  while (n) out.push_back(digits[--n]);
  return out;
}

template <std::size_t Capacity>
class FixedString {
 public:
  constexpr FixedString() = default;
  // Implicit from literals and views so specs read naturally: `.region = "valley"`.
  constexpr FixedString(const char* text) : FixedString(std::string_view(text)) {}
  constexpr FixedString(std::string_view text) { append(text); }

  // Appending builds text (a start position, a cell list) in constant evaluation without
  // std::string, which Clang cannot evaluate with GCC 12's libstdc++.
  constexpr FixedString& append(std::string_view text) {
    if (text.size() > Capacity - size_) throw_too_long(text);
    for (char c : text) chars_[size_++] = c;
    return *this;
  }
  constexpr FixedString& append(std::size_t count, char c) {
    if (count > Capacity - size_) throw_too_long(std::string(count, c));
    for (std::size_t i = 0; i < count; ++i) chars_[size_++] = c;
    return *this;
  }
  // Decimal digits of a number that is not negative.
  constexpr FixedString& append_number(unsigned long long value) {
    char reversed[20] = {};
    const int n = detail::reversed_digits(value, reversed);
    char digits[20] = {};
    for (int i = 0; i < n; ++i) digits[i] = reversed[n - 1 - i];
    return append(std::string_view(digits, std::size_t(n)));
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
  // `more` did not fit after what is held.
  [[noreturn]] constexpr void throw_too_long(std::string_view more) const {
    std::string text(view());
    text.append(more);
    // The capacity counts bytes; only in ASCII text is a byte a character.
    bool ascii = true;
    for (char c : text) ascii = ascii && static_cast<unsigned char>(c) < 0x80;
    throw SpecError("text " + detail::quoted(text) + " is longer than " + to_text(Capacity) +
                    (ascii ? " characters" : " bytes of UTF-8"));
  }

  std::array<char, Capacity> chars_{};
  std::size_t size_ = 0;
};

// Names of games, regions, piece kinds and options are at most this long.
inline constexpr int max_name_length = 31;
using Name = FixedString<max_name_length>;

}  // namespace boardlab

#pragma once
// A string stored inline, so that specs are literal types usable in constexpr and copyable at
// run time without owning heap memory.
#include <array>
#include <cstddef>
#include <string>
#include <string_view>

#include "error.hpp"

namespace boardlab {

template <std::size_t Capacity>
class FixedString {
 public:
  constexpr FixedString() = default;
  // Implicit from literals and views so specs read naturally: `.region = "valley"`.
  constexpr FixedString(const char* text) : FixedString(std::string_view(text)) {}
  constexpr FixedString(std::string_view text) {
    if (text.size() > Capacity) {
      throw SpecError("text '" + std::string(text) + "' is longer than " +
                      std::to_string(Capacity) + " characters");
    }
    for (std::size_t i = 0; i < text.size(); ++i) chars_[i] = text[i];
    size_ = text.size();
  }

  constexpr std::string_view view() const { return {chars_.data(), size_}; }
  constexpr operator std::string_view() const { return view(); }
  constexpr bool empty() const { return size_ == 0; }
  constexpr std::size_t size() const { return size_; }
  std::string str() const { return std::string(view()); }

  friend constexpr bool operator==(const FixedString& a, const FixedString& b) {
    return a.view() == b.view();
  }

 private:
  std::array<char, Capacity> chars_{};
  std::size_t size_ = 0;
};

// Names of games, regions and piece kinds.
using Name = FixedString<31>;

}  // namespace boardlab

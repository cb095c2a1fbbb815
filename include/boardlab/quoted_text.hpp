#pragma once
// Input text shown inside error messages. Messages quote what the user wrote, and that text may
// be anything: bytes that are not UTF-8, control characters, a multi-byte character cut in two.
// A message must stay valid UTF-8 (Python decodes it; a terminal prints it), so every byte that
// is not part of a well-formed UTF-8 character, and every control character, is shown as \xNN.
#include <cstddef>
#include <string>
#include <string_view>

namespace boardlab {

namespace detail {

constexpr bool is_continuation_byte(unsigned char b) { return (b & 0xC0) == 0x80; }

// Length of the well-formed UTF-8 character starting at text[i] (1 to 4), or 0 when the bytes
// there are not one. Strict as Python's decoder: no overlong forms, no surrogates, nothing past
// U+10FFFF.
constexpr int utf8_character_length(std::string_view text, std::size_t i) {
  const auto byte = [&](std::size_t k) -> unsigned char {
    return k < text.size() ? static_cast<unsigned char>(text[k]) : 0;
  };
  const unsigned char lead = byte(i);
  if (i >= text.size()) return 0;
  if (lead < 0x80) return 1;
  int length = 0;
  unsigned char second_low = 0x80, second_high = 0xBF;
  if (lead >= 0xC2 && lead <= 0xDF) {
    length = 2;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    length = 3;
    if (lead == 0xE0) second_low = 0xA0;   // overlong below U+0800
    if (lead == 0xED) second_high = 0x9F;  // surrogates U+D800..U+DFFF
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    length = 4;
    if (lead == 0xF0) second_low = 0x90;   // overlong below U+10000
    if (lead == 0xF4) second_high = 0x8F;  // beyond U+10FFFF
  } else {
    return 0;
  }
  if (byte(i + 1) < second_low || byte(i + 1) > second_high) return 0;
  for (int k = 2; k < length; ++k)
    if (!is_continuation_byte(byte(i + std::size_t(k)))) return 0;
  return length;
}

constexpr void append_escaped_byte(std::string& out, unsigned char b) {
  constexpr char hex[] = "0123456789abcdef";
  out.append("\\x");
  out.push_back(hex[b >> 4]);
  out.push_back(hex[b & 15]);
}

// Appends text[i]'s character as shown in messages; returns the bytes it took.
constexpr std::size_t append_shown_character(std::string& out, std::string_view text,
                                             std::size_t i) {
  const int length = utf8_character_length(text, i);
  const auto b = static_cast<unsigned char>(text[i]);
  if (length == 0 || b < 0x20 || b == 0x7F) {
    append_escaped_byte(out, b);
    return 1;
  }
  out.append(text.substr(i, std::size_t(length)));
  return std::size_t(length);
}

// `text` between single quotes, as shown in messages.
constexpr std::string quoted(std::string_view text) {
  std::string out(1, '\'');
  for (std::size_t i = 0; i < text.size();) i += append_shown_character(out, text, i);
  out.push_back('\'');
  return out;
}

// The character that starts at text[i] (all of its bytes, when it is a UTF-8 character of
// several) between single quotes: "unknown piece symbol 'é'", never half of 'é'.
constexpr std::string quoted_character_at(std::string_view text, std::size_t i) {
  std::string out(1, '\'');
  append_shown_character(out, text, i);
  out.push_back('\'');
  return out;
}

// Bytes taken by the character at text[i]: its UTF-8 length, or 1 for a stray byte.
constexpr std::size_t character_bytes_at(std::string_view text, std::size_t i) {
  const int length = utf8_character_length(text, i);
  return length == 0 ? 1 : std::size_t(length);
}

}  // namespace detail

}  // namespace boardlab

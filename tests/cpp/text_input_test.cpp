// Text from users as it really comes: non-ASCII characters, bytes that are not UTF-8, numbers
// too large for any field, leading zeros. Each case is a defect that was found (hardening
// issue): the messages must be valid UTF-8 and say what was written, not a capped or cut
// version of it. And a capture written with 'x', read as '-'.
#include <string>
#include <string_view>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "builtin_games.hpp"

namespace text_input_test {

namespace {

using boardlab::GameSpec;
using boardlab::MoveSyntaxError;
using boardlab::PositionError;
using boardlab::SpecError;
using boardlab::State;
using builtin::breakthrough;
using builtin::pogo;
using builtin::skateboards;

// The message of the exception `f` throws, which must be of type E.
template <class E, class F>
std::string message_of(F&& f) {
  try {
    f();
  } catch (const E& e) {
    return e.what();
  }
  FAIL("no exception of the expected type");
  return {};
}

// Python's strict UTF-8 decoder, written out: the messages must pass it.
bool is_valid_utf8(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    const int n = boardlab::detail::utf8_character_length(s, i);
    if (n == 0) return false;
    i += std::size_t(n);
  }
  return true;
}

const std::string start_board = "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW";

}  // namespace

TEST_CASE("utf8_character_length follows the UTF-8 standard", "[text]") {
  using boardlab::detail::utf8_character_length;
  CHECK(utf8_character_length("a", 0) == 1);
  CHECK(utf8_character_length("\xc3\xa9", 0) == 2);          // é
  CHECK(utf8_character_length("\xe2\x82\xac", 0) == 3);      // €
  CHECK(utf8_character_length("\xf0\x9f\x8e\xb2", 0) == 4);  // 🎲
  CHECK(utf8_character_length("\xc3", 0) == 0);              // cut short
  CHECK(utf8_character_length("\xc3\x28", 0) == 0);          // no continuation byte
  CHECK(utf8_character_length("\xa9", 0) == 0);              // a continuation byte alone
  CHECK(utf8_character_length("\xc0\xaf", 0) == 0);          // overlong '/'
  CHECK(utf8_character_length("\xe0\x80\xaf", 0) == 0);      // overlong '/'
  CHECK(utf8_character_length("\xed\xa0\x80", 0) == 0);      // surrogate U+D800
  CHECK(utf8_character_length("\xf4\x90\x80\x80", 0) == 0);  // U+110000
  CHECK(utf8_character_length("\xff", 0) == 0);
}

TEST_CASE("quoted text escapes what is not UTF-8, and control characters", "[text]") {
  using boardlab::detail::quoted;
  CHECK(quoted("a2-a3") == "'a2-a3'");
  CHECK(quoted("\xc3\xa9t\xc3\xa9") == "'\xc3\xa9t\xc3\xa9'");
  CHECK(quoted("a\xff"
               "b") == "'a\\xffb'");
  CHECK(quoted("\xc3") == "'\\xc3'");
  CHECK(quoted("tab\there") == "'tab\\x09here'");
  CHECK(quoted(std::string_view("nul\0!", 5)) == "'nul\\x00!'");
}

TEST_CASE("position text: a non-ASCII symbol is shown whole", "[text]") {
  // Breakthrough's rank 8 with 'é' as its first cell: the message once held only the first
  // byte of 'é' (0xc3), which Python could not decode.
  const std::string text =
      "\xc3\xa9"
      "BBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW 0";
  const std::string m = message_of<PositionError>([&] { State<>(breakthrough, text); });
  CHECK(m == "position text '" + text + "': rank 8: unknown piece symbol '\xc3\xa9'");
  CHECK(is_valid_utf8(m));

  // A stray byte is escaped, in the quoted text and in the symbol.
  const std::string stray =
      "\xff"
      "BBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW 0";
  const std::string ms = message_of<PositionError>([&] { State<>(breakthrough, stray); });
  CHECK(ms == "position text '\\xff" + stray.substr(1) + "': rank 8: unknown piece symbol '\\xff'");
  CHECK(is_valid_utf8(ms));

  // Inside a stack (Pogo has stacks) and in the reserve (Skateboards has one).
  const std::string in_stack = "3/3/(W\xe2\x82\xac)(WW)(WW) 0";
  CHECK(message_of<PositionError>([&] { State<>(builtin::pogo, in_stack); }) ==
        "position text '" + in_stack + "': rank 1: unknown piece symbol '\xe2\x82\xac'");
  const std::string reserve =
      "1P4P1/P6P/8/3SS3/3SS3/8/P6P/1P4P1 0 \xc3\xa9"
      "6 0";
  CHECK(message_of<PositionError>([&] { State<>(skateboards, reserve); }) ==
        "position text '" + reserve + "': reserve: unknown piece symbol '\xc3\xa9'");
}

TEST_CASE("position text: numbers are shown as written, not capped", "[text]") {
  const std::string board = "1P4P1/P6P/8/3SS3/3SS3/8/P6P/1P4P1 0 ";
  // Was "count 9999999999": the parser's cap, not the number written.
  CHECK(message_of<PositionError>([&] { State<>(skateboards, board + "T99999999999999999999"); }) ==
        "position text '" + board +
            "T99999999999999999999': reserve: count 99999999999999999999 of 'T' is not between 1 "
            "and 255");
  CHECK(message_of<PositionError>([&] {
          State<>(breakthrough, start_board + " 0 - 99999999999999999999");
        }) == "position text '" + start_board +
                  " 0 - 99999999999999999999': ply 99999999999999999999 is more than 1000000000");
  // A run longer than any rank, also one too long to count.
  const std::string long_run =
      "BBBBBBBB/BBBBBBBB/123456789012345678901234567890/8/8/8/WWWWWWWW/WWWWWWWW 0";
  CHECK(message_of<PositionError>([&] { State<>(breakthrough, long_run); }) ==
        "position text '" + long_run +
            "': rank 6: a run of 123456789012345678901234567890 empty cells is longer than the "
            "board's 8 files");
  // Runs within a rank's length are counted exactly, as before.
  CHECK(message_of<PositionError>(
            [&] { State<>(breakthrough, "BBBBBBBB/BBBBBBBB/9/8/8/8/WWWWWWWW/WWWWWWWW 0"); }) ==
        "position text 'BBBBBBBB/BBBBBBBB/9/8/8/8/WWWWWWWW/WWWWWWWW 0': rank 6 has 9 cells, board "
        "has 8");
}

TEST_CASE("position text: leading zeros are refused", "[text]") {
  // "08" was read as 8: text that is not canonical must not be taken silently.
  const std::string zero_run = "BBBBBBBB/BBBBBBBB/08/8/8/8/WWWWWWWW/WWWWWWWW 0";
  CHECK(message_of<PositionError>([&] { State<>(breakthrough, zero_run); }) ==
        "position text '" + zero_run + "': rank 6: the run '08' has a leading zero");
  const std::string board = "1P4P1/P6P/8/3SS3/3SS3/8/P6P/1P4P1 0 ";
  CHECK(message_of<PositionError>([&] { State<>(skateboards, board + "T06 0"); }) ==
        "position text '" + board + "T06 0': reserve: count '06' of 'T' has a leading zero");
  CHECK(message_of<PositionError>([&] { State<>(breakthrough, start_board + " 0 - 007"); }) ==
        "position text '" + start_board + " 0 - 007': ply '007' has a leading zero");
  // Zero itself is the canonical ply of a start position.
  CHECK(State<>(breakthrough, start_board + " 0 - 0").position().ply == 0);
}

TEST_CASE("move text: non-ASCII, capped numbers and leading zeros", "[text]") {
  State<> s(skateboards);
  CHECK(message_of<MoveSyntaxError>([&] { s.play("\xc3\xa9@c3"); }) ==
        "move text '\xc3\xa9@c3': expected T@c3, d4-d8 or 2b1-c2");
  CHECK(message_of<MoveSyntaxError>([&] { s.play("\xff@c3"); }) ==
        "move text '\\xff@c3': unknown piece symbol '\\xff'");
  State<> p(builtin::pogo);
  CHECK(message_of<MoveSyntaxError>([&] { p.play("99999999999a1-a2"); }) ==
        "move text '99999999999a1-a2': count 99999999999 is not between 1 and 31");
  // "01a1-b1" was read as 1a1-b1.
  CHECK(message_of<MoveSyntaxError>([&] { p.play("01a1-a2"); }) ==
        "move text '01a1-a2': count '01' has a leading zero");
}

TEST_CASE("specs: two kinds with one symbol are refused as such", "[text]") {
  // Primitives are added by symbol, so the second Drop went to the first kind, and the error
  // said "the kind has two Drop primitives".
  GameSpec s;
  s.name = "clash";
  s.files = 3;
  s.ranks = 3;
  s.add_kind('T', boardlab::Owner::neutral, "trashcan").moves('T', boardlab::Drop{});
  CHECK(message_of<SpecError>([&] { s.add_kind('T', boardlab::Owner::neutral, "other"); }) ==
        "kind 'T': two kinds have this symbol");
  // A symbol byte that is no character is escaped in the message.
  GameSpec bad;
  bad.name = "bad";
  bad.files = 3;
  bad.ranks = 3;
  bad.add_kind('\xe9', boardlab::Owner::zero, "x").moves('\xe9', boardlab::Step{});
  bad.start = "3/3/3 0 - 0";
  CHECK(message_of<SpecError>([&] { boardlab::Game<>{bad}; }) ==
        "kind 1: symbol '\\xe9' is not an ASCII letter");
}

TEST_CASE("specs: names longer than their room say bytes when they are not ASCII", "[text]") {
  GameSpec s;
  CHECK(message_of<SpecError>([&] { s.name = boardlab::Name(std::string(40, 'a')); }) ==
        "text '" + std::string(40, 'a') + "' is longer than 31 characters");
  std::string e_acute;
  for (int i = 0; i < 20; ++i) e_acute += "\xc3\xa9";
  CHECK(message_of<SpecError>([&] { s.name = boardlab::Name(e_acute); }) ==
        "text '" + e_acute + "' is longer than 31 bytes of UTF-8");
}

TEST_CASE("FixedString builds text without std::string, and says when it is full", "[text]") {
  // The built-in games build their start positions this way at compile time.
  static_assert([] {
    boardlab::FixedString<8> f;
    f.append("ab").append(2, 'W').append_number(1203);
    return f.view() == "abWW1203";
  }());
  boardlab::FixedString<4> f;
  f.append("ab").append_number(12);
  CHECK(message_of<SpecError>([&] { f.append("x"); }) ==
        "text 'ab12x' is longer than 4 characters");
  CHECK(message_of<SpecError>([&] { f.append_number(7); }) ==
        "text 'ab127' is longer than 4 characters");
  CHECK(f.view() == "ab12");  // unchanged by the appends refused
}

TEST_CASE("move text: 'x' is accepted for '-', and format_move writes '-'", "[rules]") {
  State<> s(breakthrough, "8/8/8/3BB3/3W4/8/8/8 0 - 10");
  const boardlab::Move m = s.play("d4xe5");
  CHECK(s.move_text(m) == "d4-e5");
  CHECK(boardlab::format_move(s.game(), m) == "d4-e5");
  CHECK(s.last_move() == m);

  State<> p(pogo);
  const boardlab::Move stack_move = p.play("2a1xb2");
  CHECK(p.move_text(stack_move) == "2a1-b2");
  CHECK(p.text() == "(BB)(BB)(BB)/1(WW)1/1(WW)(WW) 1 - 1");
}

}  // namespace text_input_test

// Stacks of more than 16 pieces: a piece takes the fewest bits that number the game's kinds, so
// two kinds stack 64 pieces in a word, four 32, more 16. The random-game check against an
// independent Pogo is tests/python/test_tall_stacks.py; here the stack words by hand, and moves
// and undos on tall stacks keeping the position and its hash exact.
#include <string>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "builtin_games.hpp"

namespace tall_stacks_test {

namespace {

using boardlab::Game;
using boardlab::GameSpec;
using boardlab::Stack;
using boardlab::State;

static_assert(boardlab::stack_piece_bits_of(1) == 1 && boardlab::stack_piece_bits_of(2) == 1);
static_assert(boardlab::stack_piece_bits_of(3) == 2 && boardlab::stack_piece_bits_of(4) == 2);
static_assert(boardlab::stack_piece_bits_of(5) == 4 && boardlab::stack_piece_bits_of(16) == 4);
static_assert(boardlab::max_stack_move_count(2) == 31 && boardlab::max_stack_move_count(4) == 31 &&
              boardlab::max_stack_move_count(5) == 16);

// Pogo's rules on a 4x4 board lifting up to `lift` pieces, with `extra` kinds that never move
// (they widen the pieces only), from `start`.
GameSpec pogo_4x4(int lift, int extra = 0,
                  std::string_view start = "(BB)(BB)(BB)(BB)/4/4/(WW)(WW)(WW)(WW) 0 - 0") {
  GameSpec s = boardlab::games::pogo();
  s.files = 4;
  s.ranks = 4;
  for (int k = 0; k < s.kind_count; ++k) s.kinds[k].primitives[0].max_count = lift;
  for (int i = 0; i < extra; ++i) s.add_kind(char('X' + i), boardlab::Owner::zero, "still");
  s.start = boardlab::PositionText(start);
  return s;
}

std::string repeated(const std::string& s, int n) {
  std::string out;
  for (int i = 0; i < n; ++i) out += s;
  return out;
}

// A start of 32 pieces a side, which positions of every piece of a 64-piece game need (no
// position holds more pieces than the start: position_rules.hpp).
const std::string all_64 =
    "(" + repeated("B", 32) + ")3/4/4/(" + repeated("W", 32) + ")3 0 - 0";

}  // namespace

TEST_CASE("a stack's word at each width, by hand", "[stacks]") {
  // One bit a piece: W = 0, B = 1, bottom first: W B B W -> 0b0110.
  Stack one{0b0110, 4, 1};
  CHECK(one.at(0) == 0);
  CHECK(one.at(1) == 1);
  CHECK(one.at(2) == 1);
  CHECK(one.top() == 0);
  CHECK(one.top_part(3) == Stack{0b011, 3, 1});
  CHECK(one.without_top(3) == Stack{0b0, 1, 1});
  CHECK(one.without_top(1).top() == 1);
  // 64 pieces: B at the bottom, then 63 W, the top at bit 63.
  const Stack tall = Stack{1, 1, 1}.with_on_top(Stack{0, 63, 1});
  CHECK(tall.height == 64);
  CHECK(tall.pieces == 1);
  const Stack topped = Stack{0, 63, 1}.with_on_top(Stack::single(1));
  CHECK(topped.pieces == std::uint64_t(1) << 63);
  CHECK(topped.top() == 1);
  CHECK(topped.without_top(1) == Stack{0, 63, 1});
  // Two bits: kinds 0..3. An empty stack of the game's width takes its width to what it holds.
  const Stack two = Stack{0, 0, 2}.with_on_top(Stack::single(3)).with_on_top(Stack::single(2));
  CHECK(two.pieces == 0b1011);
  CHECK(two.piece_bits == 2);
  CHECK(two.at(0) == 3);
  CHECK(two.top() == 2);
  // Four bits, as before: kinds up to 15.
  const Stack four = Stack{0, 0, 4}.with_on_top(Stack::single(15)).with_on_top(Stack::single(9));
  CHECK(four.pieces == 0x9f);
  CHECK(four.top_part(1) == Stack::single(9));
}

TEST_CASE("the game's width follows its kinds", "[stacks]") {
  const Game<> two{pogo_4x4(4)};
  const Game<> three{pogo_4x4(4, 1)};
  const Game<> five{pogo_4x4(4, 3)};
  CHECK(two.stack_piece_bits() == 1);
  CHECK(two.max_stack_height() == 64);
  CHECK(three.stack_piece_bits() == 2);
  CHECK(three.max_stack_height() == 32);
  CHECK(five.stack_piece_bits() == 4);
  CHECK(five.max_stack_height() == 16);
  CHECK(builtin::pogo.max_stack_height() == 64);
  CHECK(builtin::skateboards.max_stack_height() == 32);  // three kinds
  // The counts a StackMove may lift: at most the tallest stack and what a move holds (31).
  CHECK_NOTHROW(Game<>{pogo_4x4(31)});
  CHECK_THROWS_WITH(Game<>{pogo_4x4(32)}, Catch::Contains("counts 1..32 are not within 1..31"));
  CHECK_NOTHROW(Game<>{pogo_4x4(16, 3)});
  CHECK_THROWS_WITH(Game<>{pogo_4x4(17, 3)}, Catch::Contains("counts 1..17 are not within 1..16"));
}

TEST_CASE("moves on stacks of 64 pieces keep the position and its hash exact", "[stacks]") {
  const Game<> game{pogo_4x4(31, 0, all_64)};
  // 33 pieces on a1 (W on top), 31 on d4 (B on top): every piece of a 64-piece game.
  const std::string a1 = "(" + repeated("BW", 16) + "W)", d4 = "(" + repeated("WB", 15) + "B)";
  const std::string text = "3" + d4 + "/4/4/" + a1 + "3 0 - 0";
  State<64> s{game, text};
  CHECK(s.text() == text);
  CHECK(s.position().height[0] == 33);
  CHECK(s.position().stack(0).top() == game.kind_of_symbol('W'));
  CHECK(s.position().stack(0).at(0) == game.kind_of_symbol('B'));
  // The top 31 pieces (the most a move lifts) go 31 steps, so to a cell an odd distance away.
  s.play("31a1-b1");
  CHECK(s.text() == "3" + d4 + "/4/4/(BW)(" + repeated("BW", 15) + "W)2 1 - 1");
  // The hash is the one a fresh read of the text gives.
  CHECK(s.position().hash == State<64>(game, s.text()).position().hash);
  s.undo();
  CHECK(s.text() == text);
  CHECK(s.position().hash == State<64>(game, text).position().hash);
  // Every move from here and back (the replies too in the [deep] case below).
  for (const boardlab::Move m : s.legal_moves()) {
    s.play(m);
    CHECK(s.position().hash == State<64>(game, s.text()).position().hash);
    s.undo();
    CHECK(s.text() == text);
  }
  // 65 pieces do not fit one word of one-bit pieces.
  CHECK_THROWS_WITH((State<64>{game, "3(B" + d4.substr(1) + "/4/4/" + a1 + "3 0 - 0"}),
                    Catch::Contains("65 pieces could stack higher than 64"));
  CHECK_THROWS_WITH((State<64>{game, "4/4/4/(" + repeated("W", 65) + ")3 0 - 0"}),
                    Catch::Contains("a stack of 65 pieces is higher than 64"));
}

// Three minutes under the sanitizers: with the [deep] cases, in the Release build.
TEST_CASE("every move and reply on stacks of 64 pieces keeps the position and its hash exact",
          "[stacks][deep]") {
  const Game<> game{pogo_4x4(31, 0, all_64)};
  const std::string a1 = "(" + repeated("BW", 16) + "W)", d4 = "(" + repeated("WB", 15) + "B)";
  const std::string text = "3" + d4 + "/4/4/" + a1 + "3 0 - 0";
  State<64> s{game, text};
  // Every move from here and back: the text and the hash come back each time.
  for (const boardlab::Move m : s.legal_moves()) {
    s.play(m);
    CHECK(s.position().hash == State<64>(game, s.text()).position().hash);
    for (const boardlab::Move reply : s.legal_moves()) {
      s.play(reply);
      CHECK(s.position().hash == State<64>(game, s.text()).position().hash);
      s.undo();
    }
    s.undo();
    CHECK(s.text() == text);
  }
}

}  // namespace tall_stacks_test

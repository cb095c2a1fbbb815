// Bad input gets the right exception type, derived from boardlab::Error, with a message that
// names the input and the place.
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "builtin_games.hpp"

namespace errors_test {

// Checks that `expr` throws `type` and that the exception's message matches `matcher` (a string
// matcher). `expr` runs twice, so it must leave nothing changed when it throws.
#define CHECK_ERROR(expr, type, matcher) \
  do {                                   \
    CHECK_THROWS_AS(expr, type);         \
    CHECK_THROWS_WITH(expr, matcher);    \
  } while (false)

namespace {

using boardlab::Game;
using boardlab::GameSpec;
using boardlab::IllegalMoveError;
using boardlab::MoveSyntaxError;
using boardlab::PositionError;
using boardlab::SpecError;
using boardlab::State;
using Catch::Matchers::Contains;
using Catch::Matchers::Equals;

static_assert(std::is_base_of_v<boardlab::Error, SpecError>);
static_assert(std::is_base_of_v<boardlab::Error, PositionError>);
static_assert(std::is_base_of_v<boardlab::Error, MoveSyntaxError>);
static_assert(std::is_base_of_v<boardlab::Error, IllegalMoveError>);
static_assert(std::is_base_of_v<std::invalid_argument, boardlab::Error>);

using builtin::breakthrough;
using builtin::pogo;
using builtin::skateboards;

// A small valid game to break one piece at a time.
GameSpec tiny_spec() {
  GameSpec s;
  s.name = "tiny";
  s.files = 3;
  s.ranks = 3;
  s.add_region("far", "a3 b3 c3");
  s.add_kind('W', boardlab::Owner::zero, "white")
      .moves('W', boardlab::Step{.directions = boardlab::dir::forward});
  s.add_kind('B', boardlab::Owner::one, "black")
      .moves('B', boardlab::Step{.directions = boardlab::dir::forward});
  s.add_end(boardlab::Reaches{.pieces = boardlab::Pieces::kind('W'), .region = "far"});
  s.start = "BBB/3/WWW 0 - 0";
  return s;
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// Position text
// ---------------------------------------------------------------------------------------------

TEST_CASE("position text: malformed fields", "[errors]") {
  const Game<>& bt = breakthrough;
  auto parse = [&](std::string_view text) { return boardlab::parse_position(bt, text); };
  const std::string board = "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW";

  CHECK_ERROR(parse(""), PositionError, Contains("position text ''") && Contains("empty"));
  CHECK_ERROR(parse(board), PositionError,
              Contains("position text '" + board + "'") && Contains("<side>"));
  CHECK_ERROR(parse(board + " 2"), PositionError,
              Contains(board + " 2'") && Contains("side to move '2'"));
  CHECK_ERROR(parse(board + "  0"), PositionError,
              Contains(board + "  0'") && Contains("single spaces"));
  CHECK_ERROR(parse(board + " 0 "), PositionError, Contains("single spaces"));
  CHECK_ERROR(parse(" " + board + " 0"), PositionError, Contains("single spaces"));
  CHECK_ERROR(parse(board + " 0 - 0 extra"), PositionError, Contains("four fields"));
  CHECK_ERROR(parse(board + " 0 - x"), PositionError,
              Contains(board + " 0 - x'") && Contains("ply 'x'"));
  CHECK_ERROR(parse(board + " 0 - -1"), PositionError, Contains("ply '-1'"));
  CHECK_ERROR(parse(board + " 0 - 12a"), PositionError, Contains("ply '12a'"));
}

TEST_CASE("position text: malformed boards", "[errors]") {
  const Game<>& bt = breakthrough;
  auto parse = [&](std::string_view text) { return boardlab::parse_position(bt, text); };

  // Unknown symbol on rank 6.
  const std::string unknown = "BBBBBBBB/BBBBBBBB/3Q4/8/8/8/WWWWWWWW/WWWWWWWW 0";
  CHECK_ERROR(parse(unknown), PositionError,
              Contains(unknown) && Contains("rank 6") && Contains("'Q'"));
  // A lowercase b is not B.
  CHECK_ERROR(parse("BBBBBBBB/BBBBBBBb/8/8/8/8/WWWWWWWW/WWWWWWWW 0"), PositionError,
              Contains("rank 7") && Contains("'b'"));

  // Rank 3 too long (a run, then a piece) and too short.
  CHECK_ERROR(parse("BBBBBBBB/BBBBBBBB/8/8/8/9/WWWWWWWW/WWWWWWWW 0"), PositionError,
              Contains("rank 3 has 9 cells, board has 8"));
  CHECK_ERROR(parse("BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWWW/WWWWWWWW 0"), PositionError,
              Contains("rank 2 has 9 cells, board has 8"));
  CHECK_ERROR(parse("BBBBBBBB/BBBBBBBB/8/8/8/7/WWWWWWWW/WWWWWWWW 0"), PositionError,
              Contains("rank 3 has 7 cells, board has 8"));
  CHECK_ERROR(parse("BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWW 0"), PositionError,
              Contains("rank 1 has 7 cells, board has 8"));
  // Two runs side by side read as one number: "44" is 44 cells, more than any rank has.
  CHECK_ERROR(parse("BBBBBBBB/BBBBBBBB/44/8/8/8/WWWWWWWW/WWWWWWWW 0"), PositionError,
              Contains("rank 6: a run of 44 empty cells is longer than the board's 8 files"));

  // Too many and too few ranks.
  const std::string nine = "BBBBBBBB/BBBBBBBB/8/8/8/8/8/WWWWWWWW/WWWWWWWW 0";
  CHECK_ERROR(parse(nine), PositionError, Contains(nine) && Contains("more than 8 ranks"));
  const std::string seven = "BBBBBBBB/BBBBBBBB/8/8/8/WWWWWWWW/WWWWWWWW 0";
  CHECK_ERROR(parse(seven), PositionError,
              Contains(seven) && Contains("board has 7 ranks, the game has 8"));

  // A run of zero, an empty stack, a stack in a game without stacks, an unclosed stack.
  CHECK_ERROR(parse("BBBBBBBB/BBBBBBBB/0/8/8/8/WWWWWWWW/WWWWWWWW 0"), PositionError,
              Contains("rank 6") && Contains("zero"));
  CHECK_ERROR(parse("BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/W0WWWWWWW 0"), PositionError,
              Contains("rank 1") && Contains("zero"));
  CHECK_ERROR(parse("BBBBBBBB/BBBBBBBB/8/8/3(WB)4/8/WWWWWWWW/WWWWWWWW 0"), PositionError,
              Contains("rank 4") && Contains("stacks are not allowed"));
  CHECK_ERROR(boardlab::parse_position(pogo, "3/()2/(WW)(WW)(WW) 0"), PositionError,
              Contains("rank 2") && Contains("'()'"));
  CHECK_ERROR(boardlab::parse_position(pogo, "3/3/(WW)(WW)(WB 0"), PositionError,
              Contains("rank 1") && Contains("'('"));

  // "(W)" is W, also in a game without stacks.
  CHECK(boardlab::format_position(bt, parse("BBBBBBBB/BBBBBBBB/8/8/3(W)4/8/WWWWWWWW/WWWWWWW1 0")) ==
        "BBBBBBBB/BBBBBBBB/8/8/3W4/8/WWWWWWWW/WWWWWWW1 0 - 0");
}

TEST_CASE("position text: malformed reserves", "[errors]") {
  const Game<>& sk = skateboards;
  auto parse = [&](std::string_view text) { return boardlab::parse_position(sk, text); };
  const std::string board = "1P4P1/P6P/8/3SS3/3SS3/8/P6P/1P4P1 0 ";

  CHECK_ERROR(parse(board + "T0 0"), PositionError,
              Contains(board + "T0 0") && Contains("reserve") && Contains("count 0"));
  CHECK_ERROR(parse(board + "X3 0"), PositionError,
              Contains(board + "X3 0") && Contains("reserve") && Contains("'X'"));
  CHECK_ERROR(parse(board + "T 0"), PositionError,
              Contains("reserve") && Contains("'T' has no count"));
  CHECK_ERROR(parse(board + "T3T3 0"), PositionError, Contains("reserve") && Contains("twice"));
  CHECK_ERROR(parse(board + "T256"), PositionError, Contains("reserve") && Contains("count 256"));
  // "-" and a missing reserve are both empty; the ply may be left out with the reserve.
  CHECK(boardlab::format_position(sk, parse("1P4P1/P6P/8/3SS3/3SS3/8/P6P/1P4P1 0")) ==
        "1P4P1/P6P/8/3SS3/3SS3/8/P6P/1P4P1 0 - 0");
  CHECK(boardlab::format_position(sk, parse(board + "T6")) == board + "T6 0");
}

TEST_CASE("position text: the input names itself in the message", "[errors]") {
  // A start position in a spec is named "start position" (and is a spec error: the spec's own
  // text); State passes "position text".
  CHECK_ERROR(State<>(breakthrough, "8/8 0"), PositionError, Contains("position text '8/8 0'"));
  GameSpec spec = tiny_spec();
  spec.start = "BBB/3/WWWW 0 - 0";
  CHECK_ERROR(Game<>{spec}, SpecError,
              Contains("start position 'BBB/3/WWWW 0 - 0'") && Contains("rank 1"));
}

// ---------------------------------------------------------------------------------------------
// Move text
// ---------------------------------------------------------------------------------------------

TEST_CASE("move text: malformed moves are MoveSyntaxError", "[errors]") {
  State<> s(breakthrough);
  const std::string before = s.text();
  CHECK_ERROR(s.play(""), MoveSyntaxError, Contains("move text ''"));
  CHECK_ERROR(s.play("a1"), MoveSyntaxError, Contains("move text 'a1'"));
  CHECK_ERROR(s.play("a1-"), MoveSyntaxError, Contains("move text 'a1-'"));
  CHECK_ERROR(s.play("a2+a3"), MoveSyntaxError, Contains("move text 'a2+a3'"));
  CHECK_ERROR(s.play("a2-a3 "), MoveSyntaxError, Contains("move text 'a2-a3 '"));
  CHECK_ERROR(s.play("z9-a1"), MoveSyntaxError, Contains("move text 'z9-a1'"));
  CHECK_ERROR(s.play("a9-a10"), MoveSyntaxError,
              Contains("move text 'a9-a10'") && Contains("a9") && Contains("off the 8x8 board"));
  CHECK_ERROR(s.play("a2-i3"), MoveSyntaxError, Contains("i3") && Contains("off the 8x8 board"));
  CHECK_ERROR(s.play("a0-a1"), MoveSyntaxError, Contains("move text 'a0-a1'"));
  CHECK_ERROR(s.play("0a2-a3"), MoveSyntaxError,
              Contains("move text '0a2-a3'") && Contains("count 0"));
  CHECK_ERROR(s.play("32a2-a3"), MoveSyntaxError,
              Contains("count 32") && Contains("between 1 and 31"));
  CHECK_ERROR(s.play("Q@a3"), MoveSyntaxError, Contains("move text 'Q@a3'") && Contains("'Q'"));
  CHECK(s.text() == before);

  State<> sk(skateboards);
  CHECK_ERROR(sk.play("T@z1"), MoveSyntaxError, Contains("move text 'T@z1'"));
  CHECK_ERROR(sk.play("T@a9"), MoveSyntaxError,
              Contains("move text 'T@a9'") && Contains("off the 8x8 board"));
  CHECK_ERROR(sk.play("T@c3x"), MoveSyntaxError, Contains("move text 'T@c3x'"));
}

TEST_CASE("move text: well-formed but illegal moves are IllegalMoveError", "[errors]") {
  State<> s(breakthrough);
  const std::string before = s.text();
  const std::uint64_t hash = s.hash();
  // A legal-looking Breakthrough move, two cells ahead.
  CHECK_ERROR(s.play("a2-a4"), IllegalMoveError, Contains("'a2-a4'") && Contains(before));
  // Moving the opponent's piece, an empty cell, backwards, a drop in a game without drops.
  CHECK_THROWS_AS(s.play("a7-a6"), IllegalMoveError);
  CHECK_THROWS_AS(s.play("a4-a5"), IllegalMoveError);
  CHECK_THROWS_AS(s.play("a2-a1"), IllegalMoveError);
  CHECK_THROWS_AS(s.play("W@a4"), IllegalMoveError);
  // A stack move in a game without stack moves.
  CHECK_THROWS_AS(s.play("1a2-a3"), IllegalMoveError);
  CHECK(s.text() == before);
  CHECK(s.hash() == hash);

  // Skateboards: a drop on an occupied cell, a piece move during the placement phase.
  State<> sk(skateboards);
  CHECK_ERROR(sk.play("T@b8"), IllegalMoveError, Contains("'T@b8'"));
  CHECK_THROWS_AS(sk.play("b1-b2"), IllegalMoveError);
  CHECK_THROWS_AS(sk.play("P@c3"), IllegalMoveError);

  // Pogo: a count above the stack's height, the opponent's stack, a move without count.
  State<> pg(pogo);
  CHECK_THROWS_AS(pg.play("3a1-a2"), IllegalMoveError);
  CHECK_THROWS_AS(pg.play("1a3-a2"), IllegalMoveError);
  CHECK_THROWS_AS(pg.play("a1-a2"), IllegalMoveError);

  // Any move in a finished game.
  State<> over(breakthrough, "1W4B1/8/8/8/8/8/8/8 1 - 11");
  CHECK_THROWS_AS(over.play("g8-g7"), IllegalMoveError);
}

TEST_CASE("State::play of an illegal Move changes nothing", "[errors]") {
  State<> s(breakthrough);
  // A move that is legal elsewhere: after a2-a3, b7-b6 the W on a3 may go to a4.
  State<> other(breakthrough);
  other.play("a2-a3");
  other.play("b7-b6");
  const boardlab::Move elsewhere = boardlab::parse_move(other.game(), other.position(), "a3-a4");

  const std::string before = s.text();
  const std::uint64_t hash = s.hash();
  CHECK_ERROR(s.play(elsewhere), IllegalMoveError, Contains("a3-a4") && Contains(before));
  CHECK(s.text() == before);
  CHECK(s.hash() == hash);
  CHECK(s.history_size() == 0);
  CHECK(s.position() == breakthrough.start());

  CHECK_THROWS_AS(s.play(boardlab::Move::whole(8, 40, 0)), IllegalMoveError);
  CHECK(s.text() == before);
  CHECK(s.hash() == hash);
}

TEST_CASE("State::undo on a fresh state throws std::out_of_range", "[errors]") {
  State<> s(pogo);
  CHECK_THROWS_AS(s.undo(), std::out_of_range);
  s.play("1a1-a2");
  s.undo();
  CHECK_THROWS_AS(s.undo(), std::out_of_range);
  CHECK(s.text() == "(BB)(BB)(BB)/3/(WW)(WW)(WW) 0 - 0");
}

// ---------------------------------------------------------------------------------------------
// Specs
// ---------------------------------------------------------------------------------------------

TEST_CASE("spec: the tiny spec used below is valid", "[errors]") {
  const Game<> game{tiny_spec()};
  CHECK(boardlab::perft(game, game.start(), 1) == 3);
}

TEST_CASE("spec: a region cell off the board", "[errors]") {
  GameSpec s = tiny_spec();
  s.add_region("outside", "a1 d1");
  CHECK_ERROR(Game<>{s}, SpecError,
              Contains("region 'outside'") && Contains("d1") && Contains("off the 3x3 board"));
  CHECK_ERROR(tiny_spec().add_region("bad", "a1 q1"), SpecError,
              Contains("region 'bad'") && Contains("'q1'"));
}

TEST_CASE("spec: two kinds with one symbol", "[errors]") {
  // add_kind refuses it at once; a spec whose kinds are written directly fails its check.
  GameSpec s = tiny_spec();
  CHECK_ERROR(s.add_kind('W', boardlab::Owner::one, "another white"), SpecError,
              Equals("kind 'W': two kinds have this symbol"));
  s.kinds[s.kind_count++] = s.kinds[0];
  CHECK_ERROR(Game<>{s}, SpecError, Equals("kind 'W': two kinds have this symbol"));
}

TEST_CASE("spec: a symbol that is not a letter", "[errors]") {
  GameSpec s = tiny_spec();
  s.add_kind('3', boardlab::Owner::one, "digit");
  CHECK_ERROR(Game<>{s}, SpecError, Contains("'3'") && Contains("not an ASCII letter"));
}

TEST_CASE("spec: an empty direction set", "[errors]") {
  GameSpec s = tiny_spec();
  s.moves('W', boardlab::Step{.directions = {}});
  CHECK_ERROR(Game<>{s}, SpecError,
              Contains("kind 'W' primitive 2 (Step)") && Contains("empty direction set"));
  GameSpec slide = tiny_spec();
  slide.moves('B', boardlab::Slide{});
  CHECK_ERROR(Game<>{slide}, SpecError,
              Contains("kind 'B' primitive 2 (Slide)") && Contains("empty direction set"));
}

TEST_CASE("spec: boards too large", "[errors]") {
  GameSpec s = tiny_spec();
  s.files = 17;
  CHECK_ERROR(Game<256>{s}, SpecError, Contains("board: 17x3") && Contains("16x16"));
  s.files = 3;
  s.ranks = 0;
  CHECK_ERROR(Game<>{s}, SpecError, Contains("board: 3x0"));

  // 9x9 needs more than one bitboard word.
  const GameSpec nine = boardlab::games::breakthrough({.files = 9, .ranks = 9});
  CHECK_ERROR(Game<64>{nine}, SpecError,
              Contains("board: 9x9") && Contains("81 cells") && Contains("Game<64>"));
  CHECK_NOTHROW(Game<128>{nine});
  // The built-in game's own option check.
  CHECK_ERROR(boardlab::games::breakthrough({.files = 17}), SpecError,
              Contains("breakthrough") && Contains("17x8"));
  // pocket_battlefield takes the largest board: its 32 pieces of two kinds fit one stack of 64.
  CHECK_NOTHROW(Game<>{boardlab::games::pocket_battlefield({.size = 8})});
  CHECK_NOTHROW(
      std::make_unique<Game<256>>(boardlab::games::pocket_battlefield({.size = 16})));
  CHECK_ERROR(boardlab::games::pocket_battlefield({.size = 17}), SpecError,
              Contains("pocket_battlefield") && Contains("size 17") && Contains("3 and 16"));
  CHECK_ERROR(boardlab::games::pocket_battlefield({.size = 2}), SpecError,
              Contains("pocket_battlefield") && Contains("size 2"));
  // clobber takes any board of 16x16 or less with a piece of each colour; 9x9 needs Game<128>.
  CHECK_ERROR(boardlab::games::clobber({.files = 17}), SpecError,
              Contains("clobber") && Contains("17x5"));
  CHECK_ERROR(boardlab::games::clobber({.ranks = 0}), SpecError,
              Contains("clobber") && Contains("6x0"));
  CHECK_ERROR(boardlab::games::clobber({.files = 1, .ranks = 1}), SpecError,
              Contains("clobber") && Contains("1x1") && Contains("at least 2 cells"));
  CHECK_NOTHROW(Game<>{boardlab::games::clobber({.files = 8, .ranks = 8})});
  CHECK_ERROR(Game<64>{boardlab::games::clobber({.files = 9, .ranks = 9})}, SpecError,
              Contains("board: 9x9") && Contains("Game<64>"));
  CHECK_NOTHROW(Game<128>{boardlab::games::clobber({.files = 9, .ranks = 9})});
  CHECK_NOTHROW(std::make_unique<Game<256>>(boardlab::games::clobber({.files = 16, .ranks = 16})));
}

TEST_CASE("spec: an unknown region named by a primitive or an end condition", "[errors]") {
  GameSpec by_primitive = tiny_spec();
  by_primitive.moves(
      'W', boardlab::Step{.directions = boardlab::dir::forward_diagonal, .from_region = "nowhere"});
  CHECK_ERROR(Game<>{by_primitive}, SpecError,
              Contains("kind 'W' primitive 2 (Step)") && Contains("unknown region 'nowhere'"));

  GameSpec by_drop = tiny_spec();
  by_drop.moves('B', boardlab::Drop{.region = "nowhere"});
  CHECK_ERROR(Game<>{by_drop}, SpecError,
              Contains("kind 'B' primitive 2 (Drop)") && Contains("unknown region 'nowhere'"));

  GameSpec by_end = tiny_spec();
  by_end.add_end(boardlab::Reaches{.pieces = boardlab::Pieces::kind('B'), .region = "nowhere"});
  CHECK_ERROR(Game<>{by_end}, SpecError,
              Contains("end condition 2") && Contains("unknown region 'nowhere'"));

  GameSpec no_region = tiny_spec();
  no_region.add_end(boardlab::RegionHolds{.pieces = boardlab::Pieces::kind('B')});
  CHECK_ERROR(Game<>{no_region}, SpecError,
              Contains("end condition 2") && Contains("names no region"));
}

TEST_CASE("spec: an end condition naming a missing kind", "[errors]") {
  GameSpec s = tiny_spec();
  s.add_end(boardlab::NoPiecesLeft{.pieces = boardlab::Pieces::kind('Q')});
  CHECK_ERROR(Game<>{s}, SpecError, Contains("end condition 2") && Contains("'Q'"));
}

TEST_CASE("spec: a neutral kind given a Step", "[errors]") {
  GameSpec s = tiny_spec();
  s.add_kind('T', boardlab::Owner::neutral, "trashcan");
  s.moves('T', boardlab::Drop{});
  s.moves('T', boardlab::Step{.directions = boardlab::dir::all});
  CHECK_ERROR(Game<>{s}, SpecError, Contains("kind 'T' primitive 2 (Step)") && Contains("neutral"));
}

TEST_CASE("spec: other invalid primitives and builders", "[errors]") {
  GameSpec counts = tiny_spec();
  counts.moves('W', boardlab::StackMove{.min_count = 2, .max_count = 1});
  CHECK_ERROR(Game<>{counts}, SpecError,
              Contains("kind 'W' primitive 2 (StackMove)") && Contains("counts 2..1"));

  GameSpec over = tiny_spec();
  over.moves('W', boardlab::Leap{.directions = boardlab::dir::all, .over = boardlab::Targets{}});
  CHECK_ERROR(Game<>{over}, SpecError,
              Contains("kind 'W' primitive 2 (Leap)") && Contains("`over`"));

  GameSpec onto = tiny_spec();
  onto.moves('W', boardlab::Step{.directions = boardlab::dir::all, .onto = boardlab::Targets{}});
  CHECK_ERROR(Game<>{onto}, SpecError,
              Contains("kind 'W' primitive 2 (Step)") && Contains("`onto`"));

  GameSpec negative = tiny_spec();
  negative.add_end(boardlab::ReducedTo{.pieces = boardlab::Pieces::kind('B'), .count = -1});
  CHECK_ERROR(Game<>{negative}, SpecError, Contains("end condition 2") && Contains("-1"));

  GameSpec plies = tiny_spec();
  plies.max_plies = 0;
  CHECK_ERROR(Game<>{plies}, SpecError, Contains("max_plies: 0"));

  CHECK_ERROR(tiny_spec().moves('Q', boardlab::Drop{}), SpecError, Contains("'Q'"));
}

TEST_CASE("spec: a start position text that does not parse", "[errors]") {
  GameSpec s = tiny_spec();
  s.start = "BBB/3/WWW 0 - zero";
  // The start is the spec's own text: a SpecError that names the start position and the place.
  CHECK_ERROR(Game<>{s}, SpecError,
              Contains("start position 'BBB/3/WWW 0 - zero'") && Contains("ply 'zero'"));

  s.start = "";
  CHECK_ERROR(Game<>{s}, SpecError, Contains("start position ''"));
}

TEST_CASE("spec: builtin names", "[errors]") {
  CHECK_ERROR(boardlab::games::builtin("shogi"), SpecError,
              Contains("'shogi'") && Contains("breakthrough"));
  for (std::string_view name : boardlab::games::builtin_names)
    CHECK_NOTHROW(boardlab::with_game(boardlab::games::builtin(name), [](const auto&) {}));
}

TEST_CASE("checked apply: an illegal move throws and leaves the position as it was", "[errors]") {
  const Game<>& game = breakthrough;
  auto p = game.start();
  const auto before = p;
  // a2-a4 is two steps: the well-formed move a1-a2 onto an own piece is illegal too.
  const boardlab::Move two_steps = boardlab::Move::whole(game.cell(0, 1), game.cell(0, 3), 0);
  const boardlab::Move onto_own = boardlab::Move::whole(game.cell(0, 0), game.cell(0, 1), 0);
  CHECK_THROWS_AS(boardlab::apply(game, p, two_steps), IllegalMoveError);
  CHECK_THROWS_AS(boardlab::apply(game, p, onto_own), IllegalMoveError);
  CHECK(p == before);
  CHECK(p.hash == before.hash);
  const boardlab::Move legal = boardlab::Move::whole(game.cell(0, 1), game.cell(0, 2), 0);
  const boardlab::Undo u = boardlab::apply(game, p, legal);
  CHECK(boardlab::format_position(game, p) == "BBBBBBBB/BBBBBBBB/8/8/8/W7/1WWWWWWW/WWWWWWWW 1 - 1");
  boardlab::undo(game, p, u);
  CHECK(p == before);
}

TEST_CASE("a kind's glyph is one character outside ASCII, in UTF-8", "[errors]") {
  const auto error = [](std::string_view glyph) {
    GameSpec s = boardlab::games::builtin("breakthrough");
    s.kinds[0].glyph = boardlab::Name(glyph);
    try {
      const auto game = std::make_unique<const Game<>>(s);
    } catch (const SpecError& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  CHECK(error("\xe2\x99\x94").empty());  // U+2654, the white king
  CHECK(error("\xc3\xa9").empty());      // U+00E9, two bytes
  for (const std::string_view bad : {std::string_view("K"), std::string_view("\xe2\x99"),
                                     std::string_view("\xe2\x99\x94\xe2\x99\x94"),
                                     std::string_view("\xc1\xa9"), std::string_view("\xe2K\x94")})
    CHECK_THAT(error(bad), Contains("is not one character outside ASCII, in UTF-8"));
}

}  // namespace errors_test

// The macro is this file's: files built after it in one unit (CMakeLists.txt) define their own.
#undef CHECK_ERROR

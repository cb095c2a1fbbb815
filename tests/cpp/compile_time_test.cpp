// The engine at compile time: tables of STATIC_REQUIREs (static_asserts) over the built-in games
// (perft, position and move text, apply/undo, outcomes), so a constexpr regression breaks the
// build. Perft depth 3 is the deepest that stays within GCC's default constexpr operation limit
// (2^25 operations) and a few seconds: pogo's depth 4 exceeds the limit.

#include <string_view>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "builtin_games.hpp"
#include "static_text.hpp"

namespace compile_time_test {

namespace {

namespace bl = boardlab;

using builtin::breakthrough;
using builtin::pocket_battlefield;
using builtin::pogo;
using builtin::skateboards;
constexpr bl::Game<> small_breakthrough{bl::games::breakthrough({.files = 5, .ranks = 5})};

// Position text: parse then format gives the canonical text back.
constexpr bool round_trips(const bl::Game<>& game, std::string_view text) {
  return bl::format_position(game, bl::parse_position(game, text)) == text;
}

// Plays `move` from `position`: the position after it is `expected`'s, and undo restores the
// position and a hash equal to recompute_hash. Positions are compared, not texts, so that this
// builds no std::string and runs at compile time with every standard library.
constexpr bool plays_and_undoes(const bl::Game<>& game, std::string_view position,
                                std::string_view move, std::string_view expected) {
  bl::State<> s(game, position);
  s.play(move);
  const bool played = s.position() == bl::parse_position(game, expected);
  s.undo();
  return played && s.position() == bl::parse_position(game, position) &&
         s.hash() == bl::recompute_hash(game, s.position());
}

constexpr bl::Outcome outcome_of(const bl::Game<>& game, std::string_view position) {
  return bl::outcome(game, bl::parse_position(game, position));
}

// Move text, parse then format.
constexpr bool move_round_trips(const bl::Game<>& game, std::string_view position,
                                std::string_view move, std::string_view canonical) {
  const auto p = bl::parse_position(game, position);
  return bl::format_move(game, bl::parse_move(game, p, move)) == canonical;
}
constexpr bool drop_round_trips() {
  return move_round_trips(skateboards, "1P4P1/P6P/8/3SS3/3SS3/8/P6P/1P4P1 0 T6 0", "T@c3", "T@c3");
}
constexpr bool stack_move_round_trips() {
  return move_round_trips(pogo, "(BB)(BB)(BB)/3/(WW)(WW)(WW) 0 - 0", "2a1-b2", "2a1-b2");
}
constexpr bool capture_round_trips() {
  return move_round_trips(breakthrough, "8/8/8/3BB3/3W4/8/8/8 0 - 10", "d4xe5", "d4-e5");
}

}  // namespace

TEST_CASE("compile time: perft from the start", "[compile_time]") {
  STATIC_REQUIRE(bl::perft(skateboards, skateboards.start(), 1) == 52);
  STATIC_REQUIRE(bl::perft(skateboards, skateboards.start(), 2) == 2652);
  STATIC_REQUIRE(bl::perft(skateboards, skateboards.start(), 3) == 132600);
  STATIC_REQUIRE(bl::perft(pogo, pogo.start(), 1) == 16);
  STATIC_REQUIRE(bl::perft(pogo, pogo.start(), 2) == 240);
  STATIC_REQUIRE(bl::perft(pogo, pogo.start(), 3) == 3787);
  STATIC_REQUIRE(bl::perft(pocket_battlefield, pocket_battlefield.start(), 1) == 10);
  STATIC_REQUIRE(bl::perft(pocket_battlefield, pocket_battlefield.start(), 2) == 100);
  STATIC_REQUIRE(bl::perft(pocket_battlefield, pocket_battlefield.start(), 3) == 1232);
  STATIC_REQUIRE(bl::perft(breakthrough, breakthrough.start(), 1) == 22);
  STATIC_REQUIRE(bl::perft(breakthrough, breakthrough.start(), 2) == 484);
  STATIC_REQUIRE(bl::perft(breakthrough, breakthrough.start(), 3) == 11132);
  // Playing every leaf counts the same.
  STATIC_REQUIRE(bl::perft(pogo, pogo.start(), 2, bl::Counting::play_every_leaf) == 240);
  // A custom size: rank 2 of a 5x5 board, two moves at each edge, three in between.
  STATIC_REQUIRE(bl::perft(small_breakthrough, small_breakthrough.start(), 1) == 13);
}

TEST_CASE("compile time: perft of middle-game positions", "[compile_time]") {
  // Piece moves rather than the drops of the skateboards start; stacks in pogo and
  // pocket_battlefield (docs/perft.md).
  STATIC_REQUIRE(bl::perft(skateboards,
                           bl::parse_position(
                               skateboards, "TP4P1/1P3S2/6T1/TT3P2/3SPS2/1S6/1PP1T3/3T2P1 0 - 20"),
                           2) == 2701);
  STATIC_REQUIRE(bl::perft(pogo, bl::parse_position(pogo, "B2/1(WBBBWW)W/(BWB)W1 0 - 40"), 2) ==
                 274);
  STATIC_REQUIRE(bl::perft(pocket_battlefield,
                           bl::parse_position(pocket_battlefield, "R1R1/(RG)2G/1(GR)2/3G 0 - 20"),
                           3) == 1466);
  STATIC_REQUIRE(bl::perft(breakthrough,
                           bl::parse_position(breakthrough,
                                              "1BB2BB1/1BB2B1B/B1BW1B1B/1B2W1B1/"
                                              "W3WWB1/1W4WW/WW1WB2W/3WWW1W 0 - 40"),
                           2) == 742);
  // A finished position has perft 0.
  STATIC_REQUIRE(bl::perft(pocket_battlefield,
                           bl::parse_position(pocket_battlefield, "1R1R/2R1/2G1/(GR)G1G 0 - 10"),
                           2) == 0);
}

TEST_CASE("compile time: position text", "[compile_time]") {
  STATIC_REQUIRE_TEXT(round_trips(skateboards, "1P4P1/P6P/8/3SS3/3SS3/8/P6P/1P4P1 0 T6 0"));
  STATIC_REQUIRE_TEXT(round_trips(skateboards, "TP4P1/P7/2S3T1/TT6/4S3/3PP2S/2S1T3/3T4 0 - 50"));
  STATIC_REQUIRE_TEXT(round_trips(pogo, "(BW)1(BBWB)/B1(WW)/BWW 0 - 20"));
  STATIC_REQUIRE_TEXT(round_trips(pocket_battlefield, "1G2/1G2/(RGRRGR)3/4 0 - 40"));
  STATIC_REQUIRE_TEXT(
      round_trips(breakthrough, "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW 0 - 0"));
  // Left-out fields are filled in, (W) is W.
  STATIC_REQUIRE_TEXT(bl::format_position(pogo, bl::parse_position(pogo, "3/1(W)1/3 1")) ==
                      "3/1W1/3 1 - 0");
  STATIC_REQUIRE_TEXT(bl::format_position(skateboards, skateboards.start()) ==
                      "1P4P1/P6P/8/3SS3/3SS3/8/P6P/1P4P1 0 T6 0");
  STATIC_REQUIRE_TEXT(bl::format_position(small_breakthrough, small_breakthrough.start()) ==
                      "BBBBB/BBBBB/5/WWWWW/WWWWW 0 - 0");
  STATIC_REQUIRE(bl::parse_position(pogo, "(BB)(BB)(BB)/3/(WW)(WW)(WW) 0 - 0") == pogo.start());
  STATIC_REQUIRE(bl::parse_position(pogo, "(BB)(BB)(BB)/3/(WW)(WW)(WW) 0 - 0").hash ==
                 pogo.start().hash);
  STATIC_REQUIRE(bl::recompute_hash(pogo, pogo.start()) == pogo.start().hash);
}

TEST_CASE("compile time: move text, apply and undo", "[compile_time]") {
  // Parsing: the 'x' form names the same move, d4 (cell 27) to e5 (cell 36).
  STATIC_REQUIRE(
      bl::parse_move(breakthrough, bl::parse_position(breakthrough, "8/8/8/3BB3/3W4/8/8/8 0"),
                     "d4xe5") ==
      bl::parse_move(breakthrough, bl::parse_position(breakthrough, "8/8/8/3BB3/3W4/8/8/8 0"),
                     "d4-e5"));
  STATIC_REQUIRE(bl::parse_move(breakthrough,
                                bl::parse_position(breakthrough, "8/8/8/3BB3/3W4/8/8/8 0"), "d4-e5")
                     .to() == 36);
  STATIC_REQUIRE(bl::parse_move(pogo, pogo.start(), "2a1-b2").count() == 2);
  STATIC_REQUIRE(bl::parse_move(skateboards, skateboards.start(), "T@c3").type() ==
                 bl::MoveType::drop);

  // Playing and taking back.
  STATIC_REQUIRE(plays_and_undoes(pocket_battlefield, "R3/2(GR)1/1G2/4 0 - 10", "b2-c3",
                                  "R3/2(GRG)1/4/4 1 - 11"));
  STATIC_REQUIRE(plays_and_undoes(pogo, "(BB)(BB)(BB)/3/(WW)(WW)(WW) 0 - 0", "2a1-b2",
                                  "(BB)(BB)(BB)/1(WW)1/1(WW)(WW) 1 - 1"));
  STATIC_REQUIRE(plays_and_undoes(skateboards, "1P4P1/P6P/8/3SS3/3SS3/8/P6P/1P4P1 0 T6 0", "T@c3",
                                  "1P4P1/P6P/8/3SS3/3SS3/2T5/P6P/1P4P1 1 T5 1"));
}

TEST_CASE("compile time: outcomes", "[compile_time]") {
  STATIC_REQUIRE_FALSE(
      outcome_of(breakthrough, "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW 0 - 0").over());
  STATIC_REQUIRE(outcome_of(pocket_battlefield, "1R1R/2R1/2G1/(GR)G1G 0 - 10") ==
                 bl::Outcome{bl::Result::win, bl::Player::one, bl::Reason::condition, 1});
  STATIC_REQUIRE(outcome_of(skateboards, "8/8/8/3PP3/3PP3/8/8/S7 1 - 30") ==
                 bl::Outcome{bl::Result::win, bl::Player::zero, bl::Reason::condition, 1});
  STATIC_REQUIRE(outcome_of(breakthrough, "BW6/W7/8/8/8/8/8/8 0 - 10") ==
                 bl::Outcome{bl::Result::win, bl::Player::one, bl::Reason::no_legal_move, -1});
  STATIC_REQUIRE(outcome_of(pogo, "3/1(BWW)1/3 1 - 1") ==
                 bl::Outcome{bl::Result::win, bl::Player::zero, bl::Reason::condition, 0});
  STATIC_REQUIRE_FALSE(outcome_of(pogo, "3/1(BWW)1/3 0 - 1").over());
  STATIC_REQUIRE(outcome_of(skateboards, "P6P/8/8/3S4/8/8/8/P6P 0 - 300") ==
                 bl::Outcome{bl::Result::draw, bl::Player::zero, bl::Reason::ply_limit, -1});
}

TEST_CASE("compile time: format_move", "[compile_time]") {
  STATIC_REQUIRE_TEXT(drop_round_trips());
  STATIC_REQUIRE_TEXT(stack_move_round_trips());
  STATIC_REQUIRE_TEXT(capture_round_trips());
}

TEST_CASE("compile time: the same values at run time", "[compile_time]") {
  // Computed into constexpr locals where the build allows, then checked, so a failure prints
  // the values.
  constexpr auto pogo_2 = bl::perft(pogo, pogo.start(), 2);
  CHECK(pogo_2 == 240);
  CHECK(bl::perft(pogo, pogo.start(), 2) == pogo_2);
  CHECK(bl::State<>(breakthrough).legal_moves().size() == 22);
}

}  // namespace compile_time_test

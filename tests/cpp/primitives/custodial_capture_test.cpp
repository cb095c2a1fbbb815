// Custodial capture (custody.hpp), barred cells (KindSpec::barred) and brandubh: hand-checked
// positions for each rule, undo, and the errors of bad specs.
#include <memory>
#include <string>
#include <string_view>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "move_lists.hpp"
#include "spec_errors.hpp"

namespace {

using namespace boardlab;
using move_lists::Texts;
using move_lists::turn_texts;
using test_specs::spec_error;

// After `move` from `position` in brandubh (with `options`): the position's text, and the outcome.
struct After {
  std::string text;
  Outcome outcome;
};

After after(const games::BrandubhOptions& options, std::string_view position,
            std::string_view move) {
  const auto game = std::make_unique<const Game<>>(games::brandubh(options));
  State<64> s(*game, position);
  const std::uint64_t hash_before = s.hash();
  s.play(move);
  After out{s.text(), s.outcome()};
  // Undo puts back the pieces taken, hash included.
  s.undo();
  CHECK(s.text() == std::string(position));
  CHECK(s.hash() == hash_before);
  CHECK(s.hash() == State<64>(*game, position).hash());
  return out;
}

After after(std::string_view position, std::string_view move) { return after({}, position, move); }

}  // namespace

TEST_CASE("brandubh: the start and its moves by hand", "[custody][brandubh]") {
  const auto game = std::make_unique<const Game<>>(games::brandubh());
  CHECK(format_position(*game, game->start()) == "3A3/3A3/3D3/AADKDAA/3D3/3A3/3A3 0 - 0");
  // d1 goes two cells each way along rank 1 (the corners are barred), d2 three each way; so do
  // the seven others by symmetry: 4 x 4 + 4 x 6.
  CHECK(turn_texts(*game, "3A3/3A3/3D3/AADKDAA/3D3/3A3/3A3 0 - 0").size() == 40);
  CHECK(perft(*game, game->start(), 1) == 40);
  CHECK(turn_texts(*game, "7/7/7/3K3/7/7/3A3 0 - 0") ==
        Texts{"d1-b1", "d1-c1", "d1-d2", "d1-d3", "d1-e1", "d1-f1"});
}

TEST_CASE("custodial capture: between two, and not by moving in between", "[custody][brandubh]") {
  // A d1-d3 encloses D c3 against A b3: taken. (K on g5 keeps the game going.)
  After a = after("7/7/6K/7/1AD4/7/3A3 0 - 0", "d1-d3");
  CHECK(a.text == "7/7/6K/7/1A1A3/7/7 1 - 1");
  CHECK_FALSE(a.outcome.over());
  // Moving in between two enemies is safe: D c1-c3 between A b3 and A d3 stays.
  a = after("7/7/6K/7/1A1A3/7/2D4 1 - 0", "c1-c3");
  CHECK(a.text == "7/7/6K/7/1ADA3/7/7 0 - 1");
  // Two at once, both sides of the moved piece: A d1-d3 takes D c3 (A b3) and D e3 (A f3).
  a = after("7/7/6K/7/1AD1DA1/7/3A3 0 - 0", "d1-d3");
  CHECK(a.text == "7/7/6K/7/1A1A1A1/7/7 1 - 1");
  // Along a file too, and not diagonally: A b5-b4 takes D b3 (A b2 beyond), not a3 or c3.
  a = after("7/7/1A4K/7/DDD4/1A5/7 0 - 0", "b5-b4");
  CHECK(a.text == "7/7/6K/1A5/D1D4/1A5/7 1 - 1");
  // A piece of the enclosed one's own beyond is no capture.
  a = after("7/7/1A4K/7/1D5/1D5/7 0 - 0", "b5-b4");
  CHECK(a.text == "7/7/6K/1A5/1D5/1D5/7 1 - 1");
}

TEST_CASE("custodial capture: hostile corners, the throne by option", "[custody][brandubh]") {
  // D b1 between A c1 (moved in from c3) and the empty corner a1: taken.
  After a = after("7/7/6K/7/2A4/7/1D5 0 - 0", "c3-c1");
  CHECK(a.text == "7/7/6K/7/7/7/2A4 1 - 1");
  // D d3 between A d2 (from b2) and the empty throne d4: safe by default, taken when the throne
  // is hostile.
  a = after("7/7/6K/7/3D3/1A5/7 0 - 0", "b2-d2");
  CHECK(a.text == "7/7/6K/7/3D3/3A3/7 1 - 1");
  a = after({.throne_hostile = true}, "7/7/6K/7/3D3/1A5/7 0 - 0", "b2-d2");
  CHECK(a.text == "7/7/6K/7/7/3A3/7 1 - 1");
  // Hostile only while empty: D d5 between A d6 and the throne the king sits on stays.
  a = after({.throne_hostile = true}, "7/A6/3D3/3K3/7/7/7 0 - 0", "a6-d6");
  CHECK(a.text == "7/3A3/3D3/3K3/7/7/7 1 - 1");
}

TEST_CASE("brandubh: the king is taken by two, or by four, and wins on a corner",
          "[custody][brandubh]") {
  // By two, as any piece: the attackers win.
  After a = after("7/7/7/7/1AK4/7/3A3 0 - 0", "d1-d3");
  CHECK(a.text == "7/7/7/7/1A1A3/7/7 1 - 1");
  CHECK(a.outcome.winner == Player::zero);
  CHECK(a.outcome.reason == Reason::condition);
  // king_surrounded: four attackers around him take him; three do not.
  a = after({.king_surrounded = true}, "7/7/7/2A4/1AK4/2A4/3A3 0 - 0", "d1-d3");
  CHECK(a.text == "7/7/7/2A4/1A1A3/2A4/7 1 - 1");
  CHECK(a.outcome.winner == Player::zero);
  a = after({.king_surrounded = true}, "7/7/7/2A4/1AK4/7/3A3 0 - 0", "d1-d3");
  CHECK(a.text == "7/7/7/2A4/1AKA3/7/7 1 - 1");
  CHECK_FALSE(a.outcome.over());
  // On the edge he cannot be surrounded: a4, a2 and b3 leave him (D f7 can still move).
  a = after({.king_surrounded = true}, "5D1/7/7/A6/K6/A6/1A5 0 - 0", "b1-b3");
  CHECK(a.text == "5D1/7/7/A6/KA5/A6/7 1 - 1");
  CHECK_FALSE(a.outcome.over());
  // The mover must close the pair: b3 beside him takes nothing (his other side is the edge).
  // He is left without a move, and so are his side: a blocked game is drawn.
  a = after("7/7/7/A6/K6/A6/1A5 0 - 0", "b1-b3");
  CHECK(a.text == "7/7/7/A6/KA5/A6/7 1 - 1");
  CHECK(a.outcome.result == Result::draw);
  CHECK(a.outcome.reason == Reason::no_legal_move);
  // An armed king takes: K d7-d5 encloses A c5 against D b5; an unarmed one does not.
  a = after("3K3/7/1DA4/7/7/7/5A1 1 - 0", "d7-d5");
  CHECK(a.text == "7/7/1D1K3/7/7/7/5A1 0 - 1");
  a = after({.king_armed = false}, "3K3/7/1DA4/7/7/7/5A1 1 - 0", "d7-d5");
  CHECK(a.text == "7/7/1DAK3/7/7/7/5A1 0 - 1");
  // The king on a corner wins.
  a = after("5A1/7/7/7/K6/7/7 1 - 0", "a3-a1");
  CHECK(a.text == "5A1/7/7/7/7/7/K6 0 - 1");
  CHECK(a.outcome.winner == Player::one);
  CHECK(a.outcome.reason == Reason::condition);
}

TEST_CASE("barred cells: passed over, never stopped on", "[custody][brandubh]") {
  const auto game = std::make_unique<const Game<>>(games::brandubh());
  // D d5 runs over the empty throne to d3, d2, d1 but stops on neither d4 nor a corner.
  Texts defender;
  for (const std::string& m : turn_texts(*game, "1K5/7/3D3/7/7/7/5A1 1 - 0"))
    if (m.starts_with("d5")) defender.push_back(m);
  CHECK(defender == Texts{"d5-a5", "d5-b5", "d5-c5", "d5-d1", "d5-d2", "d5-d3", "d5-d6", "d5-d7",
                          "d5-e5", "d5-f5", "d5-g5"});
  // The king may stop on both: K b7 reaches the corners a7 and g7, K d5 the throne.
  const Texts king = turn_texts(*game, "1K5/7/7/7/7/7/5A1 1 - 0");
  CHECK(king == Texts{"b7-a7", "b7-b1", "b7-b2", "b7-b3", "b7-b4", "b7-b5", "b7-b6", "b7-c7",
                      "b7-d7", "b7-e7", "b7-f7", "b7-g7"});
  CHECK(turn_texts(*game, "7/7/3K3/7/7/7/5A1 1 - 0").size() == 12);
  // Drops keep off barred cells too.
  GameSpec s;
  s.files = 2;
  s.ranks = 1;
  s.add_region("left", "a1");
  s.add_kind('X', Owner::zero, "x").moves('X', Drop{});
  s.bar('X', "left");
  s.placement = Placement::anytime;
  s.start = "2 0 X1 0";
  const auto drops = std::make_unique<const Game<>>(s);
  CHECK(turn_texts(*drops, "2 0 X1 0") == Texts{"X@b1"});
}

TEST_CASE("bad custodial captures and barred regions say what is wrong", "[custody]") {
  GameSpec s = games::brandubh();
  s.custodial.directions = dir::forward;
  CHECK(spec_error(s) == "custodial capture: its directions are absolute");
  s.custodial = {.directions = dir::orthogonal, .hostile = "nowhere"};
  CHECK(spec_error(s) == "custodial capture: unknown region 'nowhere'");
  s.custodial = {.hostile = "corners"};
  CHECK(spec_error(s) == "custodial capture: hostile cells need directions to capture along");
  s = games::brandubh();
  s.capture_rule = CaptureRule::compulsory;
  CHECK(spec_error(s) ==
        "custodial capture: capture_rule 'compulsory' counts the captures a move names, and "
        "custodial ones are not named; give capture_rule 'optional'");
  s = games::brandubh();
  s.leapt_removal = LeaptRemoval::at_turn_end;
  CHECK(spec_error(s) == "custodial capture and leapt_removal 'at_turn_end' do not go together");
  s = games::brandubh();
  s.moves(
      'A',
      Step{.directions = dir::orthogonal, .onto = Targets::friendly, .landing = Landing::stack});
  CHECK(spec_error(s) ==
        "custodial capture: it takes single pieces; a game with stacks cannot have it");
  s = games::brandubh();
  s.bar('D', "nowhere");
  CHECK(spec_error(s) == "kind 'D': barred: unknown region 'nowhere'");
}

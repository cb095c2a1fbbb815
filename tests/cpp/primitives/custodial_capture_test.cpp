// Custodial capture (custody.hpp): between two, not by moving in between, two at once, along
// files, against hostile corners and the throne by option, with undo putting the pieces back;
// and the errors of bad specs (barred regions among them). Brandubh's own rules are in
// games/brandubh_test.cpp.
#include <memory>
#include <string>
#include <string_view>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "brandubh_moves.hpp"
#include "move_lists.hpp"
#include "spec_errors.hpp"

namespace custodial_capture_test {

namespace {

using namespace boardlab;
using brandubh_moves::After;
using brandubh_moves::after;
using test_specs::spec_error;

}  // namespace

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

}  // namespace custodial_capture_test

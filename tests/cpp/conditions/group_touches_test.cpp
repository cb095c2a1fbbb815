// GroupTouches: Havannah's bridge (a group on two corners) and fork (on three edges; a corner is
// no edge), worked out by hand on the board of side 3, cell by cell, with shapes that look like
// them and are not; and the spec errors of GroupTouches and Ring.
#include <string>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "havannah_side3.hpp"
#include "spec_errors.hpp"

namespace group_touches_test {

namespace {

using namespace boardlab;
using havannah_side3::outcome_of;
using havannah_side3::white_by;
using test_specs::spec_error;

}  // namespace

TEST_CASE("havannah: a bridge joins two corners", "[havannah]") {
  // W a5 b5 c5: corners a5 and c5 by way of b5.
  CHECK(outcome_of("WWW/BB2/5/4/3 1 W7B7 5") == white_by(0));
  // W a5 and c5 without b5 (black holds it): no group joins them.
  CHECK(!outcome_of("WBW/4/5/4/3 1 W8B8 3").over());
  // A group on one corner only, however long.
  CHECK(!outcome_of("W2/W3/1WW2/BBB1/3 1 W6B6 7").over());
}

TEST_CASE("havannah: a fork joins three edges; a corner is no edge", "[havannah]") {
  // W b5 c4 d4 d3 e2: edges 1, 2 and 3.
  CHECK(outcome_of("1W1/2WW/3W1/BB1W/BB1 1 W5B5 9") == white_by(1));
  // W b5 c4 d4 e3: edges 1 and 2, and the corner e3, which is no edge's.
  CHECK(!outcome_of("1W1/2WW/4W/B3/BB1 1 W6B6 7").over());
  // Three edges touched by two groups (b5 c4 d4, and e2 alone): no fork.
  CHECK(!outcome_of("1W1/2WW/5/B2W/BB1 1 W6B6 7").over());
}

TEST_CASE("havannah: GroupTouches and Ring spec errors", "[havannah]") {
  GameSpec s = games::havannah({.board_size = 3});
  s.end_condition_count = 0;
  GameSpec no_regions = s;
  no_regions.add_end(GroupTouches{.pieces = Pieces::of(Player::zero), .count = 1});
  CHECK(spec_error(no_regions) == "end condition 1: a group touching regions names none");
  GameSpec unknown = s;
  unknown.add_end(GroupTouches{
      .pieces = Pieces::of(Player::zero), .regions = {"corner_1", "nowhere"}, .count = 2});
  CHECK(spec_error(unknown).find("nowhere") != std::string::npos);
  GameSpec twice = s;
  twice.add_end(GroupTouches{
      .pieces = Pieces::of(Player::zero), .regions = {"corner_1", "corner_1"}, .count = 2});
  CHECK(spec_error(twice) == "end condition 1: region 'corner_1' is named twice");
  GameSpec gap = s;
  gap.add_end(GroupTouches{
      .pieces = Pieces::of(Player::zero), .regions = {"corner_1", "", "corner_2"}, .count = 2});
  CHECK(spec_error(gap) ==
        "end condition 1: region 2 of the list has no name, and a later one has");
  GameSpec too_many = s;
  too_many.add_end(GroupTouches{
      .pieces = Pieces::of(Player::zero), .regions = {"corner_1", "corner_2"}, .count = 3});
  CHECK(spec_error(too_many) ==
        "end condition 1: count 3 is not between 1 and 2 (the regions it names)");
  GameSpec square;
  square.name = "square";
  square.files = 4;
  square.ranks = 4;
  square.add_kind('W', Owner::zero, "white");
  square.add_kind('B', Owner::one, "black");
  square.moves('W', Drop{});
  square.start = "4/4/4/4 0 W8B8 0";
  square.add_end(Ring{.pieces = Pieces::of(Player::zero)});
  CHECK(spec_error(square) ==
        "end condition 1: a ring is found on a hex board only (geometry 'hex')");
  CHECK_THROWS_WITH(games::havannah({.board_size = 1}),
                    "havannah: board_size 1 is not between 2 and 8");
  CHECK_THROWS_WITH(games::havannah({.board_size = 9}),
                    "havannah: board_size 9 is not between 2 and 8");
}

}  // namespace group_touches_test

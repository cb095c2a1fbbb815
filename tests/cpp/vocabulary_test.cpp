// The base layer's small pieces: enum names, named direction and target sets, SplitMix64
// against its published outputs, the perft table's slots, the C++ observation planes, the
// move text helpers.
#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "builtin_games.hpp"
#include "static_text.hpp"

namespace vocabulary_test {

namespace {
namespace bl = boardlab;
}

TEST_CASE("vocabulary: enum names, both ways, and the error for an unknown one", "[vocabulary]") {
  static_assert(bl::name_of(bl::Landing::stack) == "stack");
  static_assert(bl::name_of(bl::Path::bends_without_u) == "bends_without_u");
  static_assert(bl::name_of(bl::Direction::south_west) == "south_west");
  static_assert(bl::enum_from_name<bl::When>("when", "winner_moved") == bl::When::winner_moved);
  STATIC_REQUIRE_TEXT(bl::names_of<bl::NoMoveResult>() ==
                      "loses, wins, draws, passes, passes_or_ends, loses_in_check");
  STATIC_REQUIRE_TEXT(bl::names_of<bl::EndScore>() == "draw, most_pieces");
  STATIC_REQUIRE_TEXT(bl::names_of<bl::BoardGeometry>() == "square, hex");
  STATIC_REQUIRE_TEXT(bl::names_of<bl::Enclosure>() == "two_sides, all_sides, never");
  STATIC_REQUIRE_TEXT(bl::names_of<bl::SlideDistance>() == "free, pieces_on_line");
  STATIC_REQUIRE_TEXT(
      bl::names_of<bl::ConditionType>() ==
      "at_most, region_holds, all_stacks_controlled, in_a_row, connects, all_connected, "
      "group_touches, ring, checks_given");
  try {
    (void)bl::enum_from_name<bl::Landing>("landing", "bury");
    FAIL("no error");
  } catch (const bl::SpecError& e) {
    CHECK(std::string(e.what()) == "landing 'bury' is not one of capture, stack");
  }
}

TEST_CASE("vocabulary: named direction and target sets", "[vocabulary]") {
  static_assert(bl::direction_set_name(bl::dir::forward_diagonal) == "forward_diagonal");
  static_assert(bl::direction_set_name(bl::dir::orthogonal) == "orthogonal");
  // North and east, absolute, have no name: they are written as a list.
  static_assert(
      bl::direction_set_name(bl::directions({bl::Direction::north, bl::Direction::east})).empty());
  static_assert(bl::targets_name(bl::Targets::empty | bl::Targets::enemy) == "empty_or_enemy");
  static_assert(bl::targets_name(bl::Targets::empty | bl::Targets::neutral).empty());
}

TEST_CASE("splitmix64: the generator's published outputs", "[vocabulary]") {
  // The reference outputs of SplitMix64 seeded with 1234567 (and with 0).
  bl::SplitMix64 g(1234567);
  CHECK(g.next() == 6457827717110365317ull);
  CHECK(g.next() == 3203168211198807973ull);
  CHECK(g.next() == 9817491932198370423ull);
  static_assert(bl::mix64(0) == 0xe220a8397b1dcdafull);
}

TEST_CASE("perft table: slots of both parities are used; counts are exact at any size", "[perft]") {
  // Keys have their low bit forced to 1; the slot comes from the top bits, so even slots are
  // used too (they were not when the slot was the low bits).
  static_assert(bl::detail::table_slot(0x0000000000000001ull, 1) == 0);
  static_assert(bl::detail::table_slot(0x8000000000000001ull, 1) == 1);
  static_assert(bl::detail::table_slot((std::uint64_t(2) << 42) | 1, 22) == 2);
  static_assert(bl::detail::table_slot((std::uint64_t(3) << 42) | 1, 22) == 3);
  const auto& g = builtin::pocket_battlefield;
  for (int bits : {1, 4, 16}) {
    CAPTURE(bits);
    CHECK(bl::perft_with_table(g, g.start(), 5, bits) == 188115);  // docs/perft.md
  }
  CHECK_THROWS_AS(bl::perft_with_table(g, g.start(), 2, 0), bl::Error);
}

TEST_CASE("observation: the planes of the Skateboards start", "[vocabulary]") {
  const auto& g = builtin::skateboards;
  const bl::ObservationShape shape = bl::observation_shape(g);
  CHECK((shape.planes == 9 && shape.ranks == 8 && shape.files == 8));
  std::vector<float> planes(shape.size(), -1.0f);
  bl::write_observation(g, g.start(), planes.data());
  auto at = [&](int plane, const char* cell) {
    bl::FileRank fr{};
    REQUIRE(bl::read_cell_name(cell, fr) > 0);
    return planes[std::size_t(plane) * 64 + std::size_t(g.cell(fr.file, fr.rank))];
  };
  CHECK(at(0, "b8") == 1.0f);  // P
  CHECK(at(0, "d4") == 0.0f);
  CHECK(at(1, "d4") == 1.0f);  // S
  CHECK(at(3, "d4") == 1.0f);  // height
  CHECK(at(4, "e5") == 1.0f);  // the slab
  CHECK(at(4, "a1") == 0.0f);
  CHECK(at(5, "a1") == 0.0f);  // player 0 to move
  CHECK(at(8, "h8") == 6.0f);  // six T in the reserve
  float sum = 0;
  for (int c = 0; c < 64; ++c) sum += planes[std::size_t(c)];
  CHECK(sum == 8.0f);
}

TEST_CASE("observation: each plane's bound", "[vocabulary]") {
  auto bounds_of = [](const auto& g) {
    std::vector<float> out(std::size_t(bl::observation_shape(g).planes), -1.0f);
    bl::write_observation_bounds(g, out.data());
    return out;
  };
  // Skateboards: P S T, the height (no stacks), the slab, the side, the reserves (bytes).
  CHECK(bounds_of(builtin::skateboards) ==
        std::vector<float>{1, 1, 1, 1, 1, 1, 255, 255, 255});
  // Pogo's stacks reach 64 pieces of its two kinds.
  CHECK(bounds_of(builtin::pogo) == std::vector<float>{1, 1, 64, 1, 255, 255});
  // Checkers' turn planes: the piece that goes on, its part, the passes, the quiet turns (its
  // limit; at least 1 where there is none).
  for (const auto& [limit, bound] : {std::pair{40, 40.0f}, std::pair{0, 1.0f}}) {
    const auto checkers =
        std::make_unique<const bl::Game<>>(bl::games::checkers({.quiet_turn_limit = limit}));
    const auto bounds = bounds_of(*checkers);
    CHECK(std::vector<float>(bounds.end() - 4, bounds.end()) ==
          std::vector<float>{1, 255, 2, bound});
  }
}

TEST_CASE("move text: a move is found by its text; illegal moves name the position",
          "[vocabulary]") {
  const auto& g = builtin::breakthrough;
  const bl::Move m = bl::parse_move(g, g.start(), "a2-a3");
  CHECK(bl::legal_move_like(g, g.start(), bl::Move::from_bits(m.text_key())) == m);
  auto p = g.start();
  bl::apply(g, p, m);
  try {
    (void)bl::legal_move_like(g, p, m);
    FAIL("no error");
  } catch (const bl::IllegalMoveError& e) {
    CHECK(std::string(e.what()) ==
          "move 'a2-a3' is not legal in position "
          "'BBBBBBBB/BBBBBBBB/8/8/8/W7/1WWWWWWW/WWWWWWWW 1 - 1'");
  }
}

}  // namespace vocabulary_test

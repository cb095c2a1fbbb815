// Drop::next_to: a drop only onto an empty cell with a neighbour of the class named, along the
// directions named; with gravity (a family Ataxx's clones do not belong to: connect four whose
// pieces must touch one of their own) against a reference written here; the spec errors.
// Remove's next_to is played in games/konane_test.cpp.
#include <memory>
#include <string>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "move_lists.hpp"
#include "spec_errors.hpp"

namespace next_to_test {

namespace {

using namespace boardlab;
using move_lists::Texts;
using move_lists::turn_texts;
using test_specs::spec_error;

GameSpec touching(DirectionSet directions, Targets next_to, DirectionSet falls = {}) {
  GameSpec s;
  s.name = "touching";
  s.files = 4;
  s.ranks = 4;
  s.add_kind('X', Owner::zero, "x");
  s.add_kind('O', Owner::one, "o");
  s.add_kind('T', Owner::neutral, "trashcan");
  s.moves('X', Drop{.falls = falls, .directions = directions, .next_to = next_to});
  s.moves('O', Drop{.falls = falls});
  s.placement = Placement::anytime;
  s.start = "4/4/4/4 0 X17O17 0";
  return s;
}

}  // namespace

TEST_CASE("a drop with next_to goes only next to a cell of that class", "[next_to]") {
  // X on b2, O on c3, a trashcan on a4.
  const std::string position = "T3/2O1/1X2/4 0 X7O7 0";
  const auto friendly = std::make_unique<const Game<>>(touching(dir::all, Targets::friendly));
  CHECK(turn_texts(*friendly, position) ==
        Texts{"X@a1", "X@a2", "X@a3", "X@b1", "X@b3", "X@c1", "X@c2"});
  const auto orthogonal =
      std::make_unique<const Game<>>(touching(dir::orthogonal, Targets::friendly));
  CHECK(turn_texts(*orthogonal, position) == Texts{"X@a2", "X@b1", "X@b3", "X@c2"});
  // Next to an enemy or a trashcan, diagonally only.
  const auto enemy_or_neutral =
      std::make_unique<const Game<>>(touching(dir::diagonal, Targets::enemy | Targets::neutral));
  CHECK(turn_texts(*enemy_or_neutral, position) == Texts{"X@b3", "X@b4", "X@d2", "X@d4"});
  // Next to an empty cell along north: every empty cell below an empty one (not c2, under O).
  const auto empty =
      std::make_unique<const Game<>>(touching(directions({Direction::north}), Targets::empty));
  CHECK(turn_texts(*empty, position) ==
        Texts{"X@a1", "X@a2", "X@b3", "X@c1", "X@d1", "X@d2", "X@d3"});
}

namespace {

// The reference: X's legal drops with gravity (south) that must touch an X (any direction),
// from a grid of symbols, [rank][file].
Texts reference_drops(const std::array<std::string, 4>& rows) {
  Texts out;
  const auto at = [&](int f, int r) {
    return f < 0 || f > 3 || r < 0 || r > 3 ? '#' : rows[std::size_t(3 - r)][std::size_t(f)];
  };
  for (int f = 0; f < 4; ++f)
    for (int r = 0; r < 4; ++r) {
      if (at(f, r) != '.' || (r > 0 && at(f, r - 1) == '.')) continue;
      bool touches = false;
      for (int df = -1; df <= 1; ++df)
        for (int dr = -1; dr <= 1; ++dr)
          touches = touches || ((df || dr) && at(f + df, r + dr) == 'X');
      if (touches) out.push_back(std::string("X@") + char('a' + f) + char('1' + r));
    }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST_CASE("a falling drop that must touch a friendly piece agrees with a reference", "[next_to]") {
  const auto game = std::make_unique<const Game<>>(
      touching(dir::all, Targets::friendly, directions({Direction::south})));
  Random random(11);
  for (int g = 0; g < 300; ++g) {
    std::array<std::string, 4> rows{"....", "....", "....", "...."};
    // A random stack of pieces in each column, X or O at random, X to move.
    std::string text;
    for (int f = 0; f < 4; ++f) {
      const int height = random.below(5);
      for (int r = 0; r < height; ++r)
        rows[std::size_t(3 - r)][std::size_t(f)] = random.below(2) ? 'X' : 'O';
    }
    for (int r = 3; r >= 0; --r) {
      int run = 0;
      for (const char c : rows[std::size_t(3 - r)]) {
        if (c == '.') {
          ++run;
          continue;
        }
        if (run) text += char('0' + run);
        run = 0;
        text += c;
      }
      if (run) text += char('0' + run);
      if (r) text += '/';
    }
    CAPTURE(text);
    CHECK(turn_texts(*game, text + " 0 X1O1 0") == reference_drops(rows));
  }
}

TEST_CASE("bad neighbour rules of a drop are refused, saying which primitive and why",
          "[next_to]") {
  CHECK(spec_error(touching(dir::all, Targets{})) ==
        "kind 'X' primitive 1 (Drop): next_to and directions go together (the class of the "
        "neighbour, and where to look for it)");
  CHECK(spec_error(touching({}, Targets::friendly)) ==
        "kind 'X' primitive 1 (Drop): next_to and directions go together (the class of the "
        "neighbour, and where to look for it)");
  CHECK(spec_error(touching(dir::forward, Targets::friendly, directions({Direction::south}))) ==
        "kind 'X' primitive 1 (Drop): falls and directions are both relative or both absolute "
        "(one `relative` says it for both in a variant file)");
}

}  // namespace next_to_test

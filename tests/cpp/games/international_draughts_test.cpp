// International draughts: its published perft (counted the draughts programs' way, once per start
// cell, end cell and pieces taken, where chains round a ring differ), flying kings, the Turkish
// strike (leapt pieces leave at the turn's end: leapt_removal 'at_turn_end'), crowning only at
// the turn's end, and the closed cells of a turn's middle in position text. The majority rule it
// plays by is in primitives/capture_rule_test.cpp.
#include <cstdint>
#include <memory>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include <boardlab/boardlab.hpp>
#include <boardlab/games/checkers.hpp>
#include <boardlab/games/international_draughts.hpp>
#include <catch2/catch.hpp>

#include "move_lists.hpp"

namespace international_draughts_test {

namespace {

using namespace boardlab;
using move_lists::part_texts;
using move_lists::play_part;
using move_lists::Texts;
using move_lists::turn_texts;

}  // namespace

namespace {
const Game<128>& international() {
  static const auto game = std::make_unique<const Game<128>>(games::international_draughts());
  return *game;
}

// The turns of `p` counted as draughts programs count moves: one per start cell, end cell and
// set of pieces taken, however the chain went (a man may take a ring of pieces either way round).
std::uint64_t draughts_perft(const Game<128>& game, const Position<128>& p, int depth) {
  std::set<std::tuple<int, int, std::vector<int>>> seen;
  std::uint64_t n = 0;
  const Player enemy = opponent(p.side);
  for (const Turn& t : legal_turns(game, p)) {
    Position<128> q = p;
    apply_turn_unchecked(game, q, t);
    std::vector<int> taken;
    for_each_cell(p.by_owner[index(enemy)].without(q.by_owner[index(enemy)]),
                  [&](int c) { taken.push_back(c); });
    const Move last = t.parts[std::size_t(t.size - 1)];
    const int to =
        last.type() == MoveType::pass ? t.parts[std::size_t(t.size - 2)].to() : last.to();
    if (!seen.insert({t.first().from(), to, taken}).second) continue;
    n += depth == 1 ? 1 : draughts_perft(game, q, depth - 1);
  }
  return n;
}
}  // namespace

TEST_CASE("international draughts: perft from the start is the published count") {
  // 9, 81, 658, 4265, 27117, 167140, 1049442, 6483961, 41022423: the perft table of
  // international draughts that draughts programs publish, which counts a move once per start
  // cell, end cell and pieces taken. boardlab counts turns, and a chain that takes the same pieces
  // by another way round is another turn; up to depth 7 none does (depth 7 is with depth 8, in
  // the [deep] case below: a minute under the sanitizers).
  const std::uint64_t published[] = {9, 81, 658, 4265, 27117, 167140};
  const Game<128>& game = international();
  for (int depth = 1; depth <= 6; ++depth) {
    CAPTURE(depth);
    CHECK(perft(game, game.start(), depth) == published[depth - 1]);
  }
  CHECK(draughts_perft(game, game.start(), 6) == 167140);
}

TEST_CASE("international draughts: depth 7, and depth 8, where chains round a ring first differ",
          "[perft][deep]") {
  const Game<128>& game = international();
  CHECK(perft(game, game.start(), 7) == 1049442);
  CHECK(draughts_perft(game, game.start(), 8) == 6483961);
  CHECK(perft(game, game.start(), 8) == 6483971);
}

TEST_CASE("international draughts: flying kings, the Turkish strike, crowning at the turn's end") {
  const Game<128>& game = international();
  GameSpec at_once_spec = games::international_draughts();
  at_once_spec.leapt_removal = LeaptRemoval::at_once;
  const auto at_once = std::make_unique<const Game<128>>(at_once_spec);
  // The king on a1 flies over d4 to any empty cell before j10's piece; each takes one.
  CHECK(turn_texts(game, "9b/10/10/10/10/10/3b6/10/10/W9 0 - 0") ==
        Texts{"a1-e5", "a1-f6", "a1-g7", "a1-h8", "a1-i9"});
  // The king on g5 takes c9 (to b10) or i3 (to j2). Going on to take the other means crossing
  // the taken piece's cell, which is closed until the turn ends: with the pieces leaving at once
  // both would be taken, in either order, and the majority rule would ask for that.
  constexpr std::string_view strike = "10/2b7/7b2/10/10/6W3/10/8b1/7b2/10 0 - 0";
  CHECK(turn_texts(game, strike) == Texts{"g5-b10", "g5-j2"});
  CHECK(turn_texts(*at_once, strike) == Texts{"g5-b10-j2", "g5-j2-b10"});
  // In the middle of a turn the taken piece's cell is empty, closed, and written with an x.
  constexpr std::string_view fork = "10/4b5/10/10/3b3b2/2W7/10/10/10/10 0 - 0";
  CHECK(turn_texts(game, fork) == Texts{"c5-f8-d10", "c5-f8-i5", "c5-f8-j4"});
  State<128> state(game, fork);
  play_part(state, "c5-f8");
  CHECK(state.text() == "10/4b5/5W4/10/7b2/10/10/10/10/10 0 - 0 c5-f8:1xd6");
  CHECK(parse_position(game, state.text()) == state.position());
  CHECK(parse_position(game, state.text()).hash == state.position().hash);
  CHECK(part_texts(game, state.text()) == Texts{"f8-d10", "f8-i5", "f8-j4"});
  play_part(state, "f8-i5");
  CHECK(state.text() == "10/4b5/10/10/10/8W1/10/10/10/10 1 - 1");
  state.undo();
  CHECK(state.text() == fork);
  // A man that reaches the far rank in a chain and must jump on stays a man; one whose turn
  // ends there is crowned.
  constexpr std::string_view through = "10/2b1b5/1w8/10/10/10/10/10/9b/10 0 - 0";
  CHECK(turn_texts(game, through) == Texts{"b8-d10-f8"});
  State<128> man(game, through);
  man.play("b8-d10-f8");
  CHECK(man.text() == "10/10/5w4/10/10/10/10/10/9b/10 1 - 1");
  State<128> crowned(game, "10/2b7/1w8/10/10/10/10/10/9b/10 0 - 0");
  crowned.play("b8-d10");
  CHECK(crowned.text() == "3W6/10/10/10/10/10/10/10/9b/10 1 - 1");
  crowned.undo();
  CHECK(crowned.text() == "10/2b7/1w8/10/10/10/10/10/9b/10 0 - 0");
}

TEST_CASE("closed cells in position text: only in the middle of a turn, empty, once") {
  const Game<128>& game = international();
  const auto message = [&](std::string_view text) {
    try {
      (void)parse_position(game, text);
    } catch (const PositionError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  constexpr std::string_view mid = "10/4b5/5W4/10/7b2/10/10/10/10/10 0 - 0 c5-f8:1";
  CHECK(message(std::string(mid) + "xd6") == "no error");
  CHECK(message(std::string(mid) + "xd6xd6").find("cell d6 is closed twice") != std::string::npos);
  CHECK(message(std::string(mid) + "xe9").find("cell e9 holds a piece") != std::string::npos);
  CHECK(message(std::string(mid) + "x").find("expected a cell after 'x'") != std::string::npos);
  CHECK(message(std::string(mid) + "yd6").find("then the cells its jumps took") !=
        std::string::npos);
  const auto checkers = std::make_unique<const Game<>>(games::checkers());
  try {
    (void)parse_position(*checkers, "7x/8/3x1x2/4o3/8/8/8/8 0 - 0 c3-e5:1xd4");
    FAIL("no error");
  } catch (const PositionError& e) {
    CHECK(std::string(e.what()).find("no cell is closed in this game") != std::string::npos);
  }
}

}  // namespace international_draughts_test

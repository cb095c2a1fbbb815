// The majority capture rule (CaptureRule::most): hand-checked turn lists in checkers and konane
// played under it, where the longer chain is the only legal turn, mid-turn branches are cut to
// the longer ones, a stop is refused while a jump can take more, ties keep every longest turn,
// and a position without captures keeps every move.
#include <algorithm>
#include <cstdint>
#include <memory>
#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include <boardlab/boardlab.hpp>
#include <boardlab/games/amazons.hpp>
#include <boardlab/games/checkers.hpp>
#include <boardlab/games/international_draughts.hpp>
#include <boardlab/games/konane.hpp>
#include <catch2/catch.hpp>

#include "move_lists.hpp"

namespace {

using namespace boardlab;
using move_lists::part_texts;
using move_lists::Texts;
using move_lists::turn_texts;

// Plays the legal move (one part) whose text is `text`.
template <int N>
void play_part(State<N>& state, std::string_view text) {
  for (const Move m : state.legal_moves())
    if (state.move_text(m) == text) return state.play(m);
  FAIL("no legal part " << text << " in " << state.text());
}

GameSpec with_most(GameSpec s) {
  s.capture_rule = CaptureRule::most;
  return s;
}

// Men at c1 and a5; the a5 man takes one (a5-c7), the c1 man two (c1-e3-g5) or three
// (c1-e3-c5-a7, c1-e3-c5-e7).
constexpr std::string_view branching = "8/8/1x1x4/o7/3x1x2/8/3x4/2o5 0 - 0";

}  // namespace

TEST_CASE("majority rule: only the turns that take the most pieces") {
  const auto compulsory = std::make_unique<const Game<>>(games::checkers());
  const auto most = std::make_unique<const Game<>>(with_most(games::checkers()));
  CHECK(turn_texts(*compulsory, branching) ==
        Texts{"a5-c7", "c1-e3-c5-a7", "c1-e3-c5-e7", "c1-e3-g5"});
  CHECK(turn_texts(*most, branching) == Texts{"c1-e3-c5-a7", "c1-e3-c5-e7"});
  // Part by part: the first part is the c1 man's jump; on e3 the jump to g5, which would end the
  // turn with two, is not legal; on c5 both ways take the third piece.
  CHECK(part_texts(*most, branching) == Texts{"c1-e3"});
  State<> state(*most, branching);
  play_part(state, "c1-e3");
  CHECK(part_texts(*most, state.text()) == Texts{"e3-c5"});
  play_part(state, "e3-c5");
  CHECK(part_texts(*most, state.text()) == Texts{"c5-a7", "c5-e7"});
  // Refused with the usual message: the two-piece turn is not legal here.
  State<> other(*most, branching);
  CHECK_THROWS_AS(other.play("c1-e3-g5"), IllegalMoveError);
  CHECK_THROWS_AS(other.play("a5-c7"), IllegalMoveError);
}

TEST_CASE("majority rule: a position without captures keeps every move") {
  const auto compulsory = std::make_unique<const Game<>>(games::checkers());
  const auto most = std::make_unique<const Game<>>(with_most(games::checkers()));
  for (const std::string_view p :
       {"1x1x1x1x/x1x1x1x1/1x1x1x1x/8/8/o1o1o1o1/1o1o1o1o/o1o1o1o1 0 - 0",
        "8/8/8/8/8/8/8/2O4X 0 - 0"})
    CHECK(turn_texts(*most, p) == turn_texts(*compulsory, p));
  // Perft from the start: the first capture comes at ply 3 and every capture there takes one
  // piece, so the counts are checkers' own (7, 49, 302, 1469, 7361) until chains of different
  // lengths meet.
  const std::uint64_t published[] = {7, 49, 302, 1469, 7361};
  for (int depth = 1; depth <= 5; ++depth) {
    CAPTURE(depth);
    CHECK(perft(*most, most->start(), depth) == published[depth - 1]);
  }
}

TEST_CASE("majority rule: a chain that may stop must go on while going on takes more") {
  const auto konane = std::make_unique<const Game<>>(games::konane({.size = 6}));
  const auto most = std::make_unique<const Game<>>(with_most(games::konane({.size = 6})));
  constexpr std::string_view two_jumps = "6/6/W5/6/W5/B1W3 0 - 10";
  CHECK(turn_texts(*konane, two_jumps) == Texts{"a1-a3", "a1-a3-a5"});
  CHECK(turn_texts(*most, two_jumps) == Texts{"a1-a3-a5"});
  State<> state(*most, two_jumps);
  play_part(state, "a1-a3");
  // The stop (writing the turn "a1-a3") is gone: only the second jump.
  CHECK(state.legal_moves().size() == 1);
  CHECK_THROWS_AS(State<>(*most, two_jumps).play("a1-a3"), IllegalMoveError);
}

TEST_CASE("majority rule: the legal turns are the compulsory ones that take the most") {
  // Over the positions of random checkers games played under the rule: its turns are exactly
  // those of plain compulsory capture whose boards before and after differ by the most enemy
  // pieces, counted here on the boards, not by the rule's own count.
  const auto compulsory = std::make_unique<const Game<>>(games::checkers());
  const auto most = std::make_unique<const Game<>>(with_most(games::checkers()));
  Random random(2026);
  int positions = 0, cut = 0;
  for (int game = 0; game < 60; ++game) {
    State<> state(*most);
    while (!state.is_over()) {
      const Position<64> p = state.position();
      const Player enemy = opponent(p.side);
      std::vector<std::pair<int, std::string>> taken;
      int best = 0;
      for (const Turn& t : legal_turns(*compulsory, p)) {
        Position<64> q = p;
        apply_turn_unchecked(*compulsory, q, t);
        const int n = p.by_owner[index(enemy)].count() - q.by_owner[index(enemy)].count();
        taken.emplace_back(n, format_turn(*compulsory, t));
        best = std::max(best, n);
      }
      Texts expected;
      for (const auto& [n, text] : taken)
        if (n == best) expected.push_back(text);
      std::sort(expected.begin(), expected.end());
      const Texts got = turn_texts(*most, state.text());
      CAPTURE(state.text());
      REQUIRE(got == expected);
      ++positions;
      cut += int(taken.size() != expected.size());
      const auto turns = state.legal_turns();
      state.play(turns[std::size_t(random.below(int(turns.size())))]);
    }
  }
  // Enough positions, and enough of them where the rule cut something, for the check to mean
  // something (seeded: the same games every run).
  CHECK(positions > 3000);
  CHECK(cut > 20);
}

TEST_CASE("majority rule: a later part that takes nothing is refused") {
  // The rule plays each turn to its end; a chain of parts that take nothing might never end.
  GameSpec s = with_most(games::amazons({.size = 6}));
  try {
    const Game<> game{s};
    FAIL("no error");
  } catch (const SpecError& e) {
    CHECK(std::string(e.what()).find("under capture_rule 'most' every later part must take a "
                                     "piece") != std::string::npos);
  }
  CHECK_NOTHROW(Game<>{with_most(games::checkers())});
}

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

// The majority capture rule (CaptureRule::most): hand-checked turn lists in checkers and konane
// played under it, where the longer chain is the only legal turn, mid-turn branches are cut to
// the longer ones, a stop is refused while a jump can take more, ties keep every longest turn,
// and a position without captures keeps every move. International draughts, which plays by
// it, is in games/international_draughts_test.cpp.
#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <boardlab/boardlab.hpp>
#include <boardlab/games/amazons.hpp>
#include <boardlab/games/checkers.hpp>
#include <boardlab/games/konane.hpp>
#include <catch2/catch.hpp>

#include "move_lists.hpp"

namespace capture_rule_test {

namespace {

using namespace boardlab;
using move_lists::part_texts;
using move_lists::play_part;
using move_lists::Texts;
using move_lists::turn_texts;

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

}  // namespace capture_rule_test

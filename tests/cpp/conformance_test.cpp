// One conformance suite for every game, built-in or custom: random playouts that check, after
// every ply, that
//   - the incremental hash equals recompute_hash, and the bitboards agree with the stacks;
//   - formatting then parsing the position gives an equal position with an equal hash;
//   - every legal move applied and undone restores the exact position and hash;
//   - move texts are unique and round-trip through parse_move (the chosen one also in its other
//     spelling, capture_spelling);
//   - the outcome is over exactly when there is no legal move;
// and, at the end of a playout, that State::undo takes the game back through the same texts.
// Every built-in game's start is not over and has moves.
#include <algorithm>
#include <cstdint>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "position_checks.hpp"
#include "rule_checks.hpp"

namespace conformance_test {

namespace {

using boardlab::Game;
using boardlab::GameSpec;
using boardlab::Move;
using boardlab::Outcome;
using boardlab::Position;
using position_checks::identical;
using rule_checks::check_not_over;

// Reproducible games: boardlab's SplitMix64 taken modulo n (uniform enough for n far below 2^64),
// a source independent of the engine's own Random.
class TestRandom {
 public:
  explicit TestRandom(std::uint64_t seed) : source_(seed) {}
  int below(int n) { return int(source_.next() % std::uint64_t(n)); }

 private:
  boardlab::SplitMix64 source_;
};

struct Summary {
  int playouts = 0;
  long long plies = 0;
  long long moves_checked = 0;
  int failures = 0;
  int wins[2] = {0, 0};
  int draws = 0;
};

// Reports a failed property with where it happened; stops counting after a few.
class Reporter {
 public:
  Reporter(std::string_view game, std::uint64_t seed, Summary& summary)
      : game_(game), seed_(seed), summary_(summary) {}
  void at(int playout, int ply, const std::string& text) {
    playout_ = playout;
    ply_ = ply;
    text_ = text;
  }
  // `what` names the property, `move` the move it is about (if any). Builds no string unless
  // the check fails: this runs millions of times.
  bool check(bool ok, std::string_view what, std::string_view move = {}) {
    if (ok) return true;
    if (++summary_.failures <= 10) {
      std::ostringstream msg;
      msg << game_ << " (seed " << seed_ << ", playout " << playout_ << ", ply " << ply_
          << ") position '" << text_ << "': " << what;
      if (!move.empty()) msg << " (move " << move << ")";
      FAIL_CHECK(msg.str());
    }
    return false;
  }

 private:
  std::string_view game_;
  std::uint64_t seed_;
  Summary& summary_;
  int playout_ = 0;
  int ply_ = 0;
  std::string text_;
};

// Random playouts of `game`: `playouts` games from the start, moves chosen uniformly, or fewer
// when the moves checked reach `move_budget` first.
template <int N>
Summary conformance(const Game<N>& game, std::string_view label, std::uint64_t seed, int playouts,
                    long long move_budget) {
  Summary summary;
  Reporter r(label, seed, summary);
  TestRandom rng(seed);
  for (int i = 0; i < playouts && summary.failures == 0 && summary.moves_checked < move_budget;
       ++i) {
    boardlab::State<N> state(game);
    Position<N> p = game.start();
    std::vector<std::string> texts;
    while (true) {
      // State::undo takes back whole turns: the texts it comes back to are those of turn starts.
      if (!p.turn.mid_turn()) texts.push_back(boardlab::format_position(game, p));
      r.at(i, p.ply, boardlab::format_position(game, p));
      const auto moves = position_checks::check_position(game, p, r);
      summary.moves_checked += moves.size();
      if (moves.empty()) break;
      const Move m = moves[rng.below(moves.size())];
      const std::string mt = boardlab::format_move(game, m);
      if (const std::string with_x = boardlab::capture_spelling(game, m); !with_x.empty())
        r.check(boardlab::parse_move(game, p, with_x) == m,
                "parse_move with 'x' gives another move", with_x);

      // The engine path (apply) and the checked path (State::play with text) agree; the
      // apply + undo + re-apply of the chosen move lands on the same position.
      const Position<N> before = p;
      const boardlab::Undo u = boardlab::apply_unchecked(game, p, m);
      const Position<N> after = p;
      boardlab::undo(game, p, u);
      r.check(identical(p, before), "undo does not restore the position", mt);
      boardlab::apply_unchecked(game, p, m);
      r.check(identical(p, after), "re-applying gives another position", mt);
      if (game.has_turn_rules())
        state.apply_unchecked(boardlab::parse_move(game, state.position(), mt));
      else
        r.check(state.play(mt) == m, "State::play(text) plays another move", mt);
      r.check(identical(state.position(), p), "State and apply disagree", mt);
      ++summary.plies;
      if (summary.failures) break;
    }

    const Outcome o = boardlab::outcome(game, p);
    r.check(o.over(), "the playout ended in a position that is not over");
    if (o.result == boardlab::Result::draw) ++summary.draws;
    if (o.result == boardlab::Result::win) ++summary.wins[boardlab::index(o.winner)];

    // Back to the start through the same texts, with the hash right at every step.
    for (int k = int(texts.size()) - 1; k > 0 && summary.failures == 0; --k) {
      state.undo();
      r.check(state.text() == texts[std::size_t(k - 1)], "State::undo gives another text");
      r.check(state.hash() == boardlab::recompute_hash(game, state.position()),
              "hash after State::undo");
    }
    r.check(identical(state.position(), game.start()), "undoing every move is not the start");
    ++summary.playouts;
  }
  return summary;
}

// A custom game that uses what the built-in ones leave out: a Leap that captures the piece it
// jumps, a Slide of limited distance, drops at any time (owned and neutral, into regions),
// lowercase symbols and a draw for the player with no move.
GameSpec jumpers_spec() {
  using namespace boardlab;
  GameSpec s;
  s.name = "jumpers";
  s.files = 6;
  s.ranks = 6;
  s.max_plies = 120;
  s.add_region("centre", "c3 d3 c4 d4");
  s.add_region("top", "a6 b6 c6 d6 e6 f6");
  s.add_region("bottom", "a1 b1 c1 d1 e1 f1");
  s.add_kind('X', Owner::zero, "cross");
  s.add_kind('o', Owner::one, "nought");
  s.add_kind('N', Owner::neutral, "block");
  for (char symbol : {'X', 'o'}) {
    s.moves(symbol, Step{.directions = dir::forward_any, .onto = Targets::empty});
    s.moves(symbol, Leap{.directions = dir::diagonal,
                         .over = Targets::enemy,
                         .onto = Targets::empty,
                         .leapt = Leapt::captured});
    s.moves(symbol, Slide{.directions = dir::orthogonal, .max_distance = 2});
  }
  s.moves('X', Drop{});
  s.moves('o', Drop{.region = "top"});
  s.moves('N', Drop{.region = "centre"});
  s.placement = Placement::anytime;
  s.add_end(Reaches{.pieces = Pieces::kind('X'),
                    .region = "top",
                    .winner = Player::zero,
                    .when = When::winner_moved});
  s.add_end(Reaches{.pieces = Pieces::kind('o'),
                    .region = "bottom",
                    .winner = Player::one,
                    .when = When::winner_moved});
  s.add_end(NoPiecesLeft{.pieces = Pieces::of(Player::one), .winner = Player::zero});
  s.add_end(NoPiecesLeft{.pieces = Pieces::of(Player::zero), .winner = Player::one});
  s.no_legal_move = NoMoveResult::draws;
  s.start = "oooooo/6/6/6/6/XXXXXX 0 X1o1N2 0";
  return s;
}

// A custom stacking game: the top one or two pieces move straight one or two steps onto
// anything; a stack also captures (removes) an enemy stack diagonally next to it.
GameSpec towers_spec() {
  using namespace boardlab;
  GameSpec s;
  s.name = "towers";
  s.files = 5;
  s.ranks = 5;
  s.max_plies = 100;
  s.add_kind('A', Owner::zero, "a");
  s.add_kind('Z', Owner::one, "z");
  for (char symbol : {'A', 'Z'}) {
    s.moves(symbol, StackMove{.min_count = 1, .max_count = 2, .path = Path::straight});
    s.moves(symbol, Step{.directions = dir::diagonal, .onto = Targets::enemy});
  }
  for (Player p : {Player::zero, Player::one})
    s.add_end(AllStacksControlled{.winner = p, .when = When::winner_moved});
  s.add_end(ReducedTo{.pieces = Pieces::of(Player::zero), .count = 1, .winner = Player::one});
  s.no_legal_move = NoMoveResult::wins;
  s.start = "ZZZZZ/5/5/5/AAAAA 0 - 0";
  return s;
}

// Every legal move is checked at every ply, so a playout's cost is its plies times its moves:
// some 50 for tic-tac-toe, some 18,000 for gomoku. Each game gets the same budget of checked
// moves, 1,500 a playout asked for, rather than the same count of playouts, so that the long
// games (lines of action, gomoku, hex) do not take most of the run. The price: those games play
// fewer checked playouts here (gomoku about 245 of the 3,000, lines of action 786) than before.
constexpr long long moves_checked_per_playout = 1500;

template <int N>
void run_conformance(const Game<N>& game, std::string_view label, std::uint64_t seed,
                     int playouts) {
  const long long budget = playouts * moves_checked_per_playout;
  const Summary s = conformance(game, label, seed, playouts, budget);
  INFO(label << ": " << s.playouts << " playouts, " << s.plies << " plies, " << s.moves_checked
             << " moves checked; wins " << s.wins[0] << "/" << s.wins[1] << ", draws " << s.draws);
  CHECK(s.failures == 0);
  CHECK((s.playouts == playouts || s.moves_checked >= budget));
  CHECK(s.plies > 0);
}

// Debug and sanitizer builds run some 25 times slower than -O3: they play a fifth of the
// playouts, which keeps the sanitizer run of the non-deep tests within a minute.
#if defined(__SANITIZE_ADDRESS__) || !defined(NDEBUG)
constexpr int playout_divisor = 5;
#else
constexpr int playout_divisor = 1;
#endif

// Which games run_all plays: all, or one of two halves of about equal time (so that the deep
// run's two halves are tests of their own, side by side on two cores): the built-in games of
// even index, or those of odd index and the other games.
enum class Half { both, first, second };

// `playouts` per game; the larger boards, whose games are long, get a half or a quarter.
void run_all(int playouts, std::uint64_t seed, Half half = Half::both) {
  playouts /= playout_divisor;
  using namespace boardlab::games;
  SECTION("every built-in game with its default options") {
    for (std::size_t i = 0; i < registry.size(); ++i) {
      if ((half == Half::first && i % 2 == 1) || (half == Half::second && i % 2 == 0)) continue;
      boardlab::with_game(registry[i].spec(), [&](const auto& g) {
        run_conformance(g, registry[i].name, seed + i, playouts);
      });
    }
  }
  if (half == Half::first) return;
  SECTION("breakthrough 10x10 in Game<128>") {
    static const Game<128> g{breakthrough({.files = 10, .ranks = 10})};
    run_conformance(g, "breakthrough 10x10", seed + 4, playouts / 2);
  }
  SECTION("pocket_battlefield 5x5") {
    static const Game<> g{pocket_battlefield({.size = 5})};
    run_conformance(g, "pocket_battlefield 5x5", seed + 5, playouts);
  }
  SECTION("pocket_battlefield 8x8 in Game<128>") {
    static const Game<128> g{pocket_battlefield({.size = 8})};
    run_conformance(g, "pocket_battlefield 8x8", seed + 6, playouts / 4);
  }
  SECTION("pogo without the three-step U") {
    static const Game<> g{pogo({.three_step_u = false})};
    run_conformance(g, "pogo no U", seed + 7, playouts);
  }
  SECTION("checkers with a quiet-turn limit") {
    // 10, not OpenSpiel's 40, so that random games reach it often.
    static const auto g = std::make_unique<const Game<>>(checkers({.quiet_turn_limit = 10}));
    run_conformance(*g, "checkers quiet 10", seed + 9, playouts);
  }
  SECTION("skateboards in Game<256>") {
    static const Game<256> g{skateboards()};
    run_conformance(g, "skateboards in Game<256>", seed + 8, playouts / 4);
  }
  SECTION("custom: jumpers") {
    static const Game<> g{jumpers_spec()};
    run_conformance(g, "jumpers", seed + 9, playouts);
  }
  SECTION("custom: towers") {
    static const Game<> g{towers_spec()};
    run_conformance(g, "towers", seed + 10, playouts);
  }
}

// The same game in a wider Game<N> plays the same: same move texts at every ply.
template <int N1, int N2>
void check_same_play(const Game<N1>& a, const Game<N2>& b, std::uint64_t seed, int playouts) {
  TestRandom rng(seed);
  int mismatches = 0;
  for (int i = 0; i < playouts && mismatches == 0; ++i) {
    boardlab::State<N1> sa(a);
    boardlab::State<N2> sb(b);
    while (true) {
      std::vector<std::string> ta, tb;
      for (const Move m : sa.legal_moves()) ta.push_back(sa.move_text(m));
      for (const Move m : sb.legal_moves()) tb.push_back(sb.move_text(m));
      std::sort(ta.begin(), ta.end());
      std::sort(tb.begin(), tb.end());
      if (ta != tb || sa.text() != sb.text() || !(sa.outcome() == sb.outcome())) {
        ++mismatches;
        FAIL_CHECK("playout " << i << ": Game<" << N1 << "> and Game<" << N2 << "> differ at '"
                              << sa.text() << "'");
        break;
      }
      if (ta.empty()) break;
      const std::string& chosen = ta[std::size_t(rng.below(int(ta.size())))];
      sa.play(chosen);
      sb.play(chosen);
    }
  }
  CHECK(mismatches == 0);
}

std::vector<std::string> sorted_texts(const boardlab::State<>& s) {
  std::vector<std::string> texts;
  for (const Move m : s.legal_moves()) texts.push_back(s.move_text(m));
  std::sort(texts.begin(), texts.end());
  return texts;
}

}  // namespace

TEST_CASE("conformance: random playouts of every game", "[conformance]") { run_all(300, 0x5eed); }

TEST_CASE("conformance: many random playouts of every game (first half)",
          "[conformance][deep][first_half]") {
  run_all(3000, 0xdee9, Half::first);
}

TEST_CASE("conformance: many random playouts of every game (second half)",
          "[conformance][deep][second_half]") {
  run_all(3000, 0xdee9, Half::second);
}

TEST_CASE("conformance: the custom test games are what they claim", "[conformance]") {
  const Game<> jumpers{jumpers_spec()};
  // X c1 leaps the o on d2 to e3, capturing it; the o on b2 can be leapt too (to a3).
  boardlab::State<> s(jumpers, "6/6/6/6/1o1o2/2X3 0 - 10");
  const std::vector<std::string> texts = sorted_texts(s);
  // Steps forward onto empty cells: c2 only (b2 and d2 hold o). Leaps over an o: a3 (over b2)
  // and e3 (over d2). Slides of at most 2: b1 a1, d1 e1, c2 c3 (the c2 step and the c2 slide
  // are one move).
  const std::vector<std::string> want = {"c1-a1", "c1-a3", "c1-b1", "c1-c2",
                                         "c1-c3", "c1-d1", "c1-e1", "c1-e3"};
  CHECK(texts == want);
  s.play("c1-e3");
  CHECK(s.text() == "6/6/6/4X1/1o4/6 1 - 11");

  // Drops at any time, beside piece moves: X anywhere empty (34 cells), N into the centre.
  const boardlab::State<> x_drops(jumpers, "o5/6/6/6/6/5X 0 X1N1 10");
  CHECK(sorted_texts(x_drops).size() == 5 + 34 + 4);
  // o drops only on its top rank; o on a6 steps south (a5) and south-east (b5) and slides at
  // most two cells (a5 a4, b6 c6).
  const boardlab::State<> o_drops(jumpers, "o5/6/6/6/6/5X 1 o1N1 10");
  const std::vector<std::string> o_want = {"N@c3",  "N@c4",  "N@d3",  "N@d4",  "a6-a4",
                                           "a6-a5", "a6-b5", "a6-b6", "a6-c6", "o@b6",
                                           "o@c6",  "o@d6",  "o@e6",  "o@f6"};
  CHECK(sorted_texts(o_drops) == o_want);
  // X on a6 hemmed in by blocks (and it has not won: o moved last): no move is a draw here.
  const boardlab::State<> stuck(jumpers, "XN4/N5/6/5o/6/6 0 - 10");
  CHECK(stuck.legal_moves().empty());
  CHECK(stuck.outcome().result == boardlab::Result::draw);
  CHECK(stuck.outcome().reason == boardlab::Reason::no_legal_move);

  const Game<> towers{towers_spec()};
  CHECK(towers.has_stacks());
  // A's stack (ZA) on a2: the top one or both, straight; the whole stack captures b3
  // diagonally, removing it. (A second A, on e1, keeps A above ReducedTo's one stack.)
  boardlab::State<> t(towers, "5/5/1Z3/(ZA)4/4A 0 - 10");
  const std::vector<std::string> t_want = {"1a2-a1", "1a2-a3", "1a2-b2", "1e1-d1",
                                           "1e1-e2", "2a2-a4", "2a2-c2", "a2-b3"};
  CHECK(sorted_texts(t) == t_want);
  t.play("a2-b3");
  CHECK(t.text() == "5/5/1(ZA)3/5/4A 1 - 11");
  // A tops both stacks after A's move: the game is over, won by player 0 under condition 0
  // (winner alone would also hold for a game going on: it defaults to player 0).
  CHECK(t.outcome() == boardlab::Outcome{boardlab::Result::win, boardlab::Player::zero,
                                         boardlab::Reason::condition, 0});
  CHECK(t.legal_moves().empty());
  // One step of the top piece, straight, onto anything (own stacks too): a1 and e1 two
  // moves each, b1 c1 d1 three; no piece of two yet, no diagonal enemy.
  CHECK(boardlab::perft(towers, towers.start(), 1) == 13);
}

TEST_CASE("conformance: a game plays the same in a wider Game<N>", "[conformance]") {
  using namespace boardlab::games;
  static const Game<> sk64{skateboards()};
  static const Game<128> sk128{skateboards()};
  check_same_play(sk64, sk128, 11, 20);
  static const Game<> bt64{breakthrough()};
  static const Game<256> bt256{breakthrough()};
  check_same_play(bt64, bt256, 12, 20);
  static const Game<> pb64{pocket_battlefield()};
  static const Game<192> pb192{pocket_battlefield()};
  check_same_play(pb64, pb192, 13, 20);
}

TEST_CASE("outcome: the built-in start positions are not over", "[rules]") {
  for (std::string_view name : boardlab::games::builtin_names) {
    CAPTURE(name);
    boardlab::with_game(boardlab::games::builtin(name), [](const auto& game) {
      const boardlab::State s(game);
      check_not_over(s.outcome());
      CHECK_FALSE(s.legal_moves().empty());
    });
  }
}

}  // namespace conformance_test

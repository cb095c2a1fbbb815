// KindSpec::claims and GameSpec::moves_again_after_claim: an empty cell next to where a move
// lands, whose neighbours along the claiming directions are all on the board and occupied,
// gets a piece of the mover's claiming kind, after a drop and after a step, and undo takes it
// off; a claim gives another turn where the game says so; a game of drops on a hex board with
// claims all round, turns again and lines (a family dots and boxes does not belong to) against
// a reference written here, move by move; and the spec errors. Dots and boxes itself is in
// games/dots_and_boxes_test.cpp.
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "failure_report.hpp"
#include "hex_neighbours.hpp"
#include "position_checks.hpp"
#include "spec_errors.hpp"

namespace claims_test {

namespace {

using namespace boardlab;
using test_boards::hex_neighbours;
using test_specs::spec_error;

// W steps orthogonally and claims what its owner's moves enclose orthogonally (with kind w); B
// drops anywhere and claims with itself, what its drops enclose along the diagonals.
GameSpec enclosing() {
  GameSpec s;
  s.name = "enclosing";
  s.files = 4;
  s.ranks = 4;
  s.add_kind('W', Owner::zero, "white");
  s.add_kind('w', Owner::zero, "white's claim");
  s.add_kind('B', Owner::one, "black");
  s.moves('W', Step{.directions = dir::orthogonal, .onto = Targets::empty});
  s.moves('B', Drop{});
  s.kind_by_symbol('w').claims = dir::orthogonal;
  s.kind_by_symbol('B').claims = dir::diagonal;
  s.placement = Placement::anytime;
  s.start = "4/4/4/4 0 B12 0";
  return s;
}

}  // namespace

TEST_CASE("a move claims the empty cells next to it that it encloses", "[claims]") {
  const auto game = std::make_unique<const Game<>>(enclosing());
  // W c2-c3 fills the last orthogonal neighbour of b3 (a3, b4, b2 are taken): b3 is white's.
  // d3, beside c3 too, has no neighbour east of it, off the board: never enclosed.
  State<> step(*game, "1B2/B3/1B1B/W1W1 0 B8 0");
  step.play("c1-c2");
  CHECK(step.text() == "1B2/B3/1BWB/W3 1 B8 1");
  step.undo();
  State<> mover(*game, "1B2/B3/1BWB/W3 0 B8 0");
  mover.play("c2-c3");
  CHECK(mover.text() == "1B2/BwW1/1B1B/W3 1 B8 1");
  mover.undo();
  CHECK(mover.text() == "1B2/B3/1BWB/W3 0 B8 0");
  // B's drop on d4 encloses c3 along the diagonals (b2, b4, d2 taken): claimed as a B, though
  // its orthogonal neighbours are empty.
  State<> dropper(*game, "1W2/4/1W1W/4 1 B8 1");
  dropper.play("B@d4");
  CHECK(dropper.text() == "1W1B/2B1/1W1W/4 0 B7 2");
  dropper.undo();
  CHECK(dropper.text() == "1W2/4/1W1W/4 1 B8 1");
  // Without moves_again_after_claim the turn passes as always.
  CHECK(!game->has_turn_rules());
}

TEST_CASE("a shot claims what it encloses, as a drop does", "[claims]") {
  // Amazons' queens and arrows on 4x4, white's arrows claiming orthogonally with w.
  GameSpec s;
  s.name = "claiming_arrows";
  s.files = 4;
  s.ranks = 4;
  s.add_kind('Q', Owner::zero, "white queen");
  s.add_kind('q', Owner::one, "black queen");
  s.add_kind('A', Owner::neutral, "arrow");
  s.add_kind('w', Owner::zero, "white's claim");
  for (const char k : {'Q', 'q'}) {
    s.moves(k, Slide{.directions = dir::all, .onto = Targets::empty, .then = Then{.part = 1}});
    s.moves(k, Shoot{.kind = 'A', .directions = dir::all, .part = 1});
  }
  s.kind_by_symbol('w').claims = dir::orthogonal;
  s.start = "q3/4/4/3Q 0 - 0";
  const auto game = std::make_unique<const Game<>>(s);
  // The queen goes d1-d2 and shoots onto c2, the last empty neighbour of b2 (a2, b1 and b3 hold
  // arrows): b2 is white's. a1, whose west and south are off the board, is never claimed.
  State<> state(*game, "q3/1A2/A3/1A1Q 0 - 0");
  state.play_turn("d1-d2/c2");
  CHECK(state.text() == "q3/1A2/AwAQ/1A2 1 - 1");
  state.undo();
  CHECK(state.text() == "q3/1A2/A3/1A1Q 0 - 0");
}

TEST_CASE("a claim gives another turn, which undo takes back", "[claims]") {
  GameSpec s = enclosing();
  s.moves_again_after_claim = true;
  const auto game = std::make_unique<const Game<>>(s);
  State<> mover(*game, "1B2/B3/1BWB/W3 0 B8 0");
  mover.play("c2-c3");
  CHECK(mover.text() == "1B2/BwW1/1B1B/W3 0 B8 1 again");
  CHECK(mover.position().last_mover() == Player::zero);
  mover.play("c3-c4");
  CHECK(mover.text() == "1BW1/Bw2/1B1B/W3 1 B8 2");
  mover.undo();
  mover.undo();
  CHECK(mover.text() == "1B2/B3/1BWB/W3 0 B8 0");
}

namespace {

// The three axes of lines on a hex board.
constexpr std::array<std::array<int, 2>, 3> hex_axes{{{1, 0}, {0, 1}, {-1, 1}}};
constexpr int side = 5;

// Stones dropped from an endless supply on a 5x5 hex board; a stone's drop claims, as a stone
// of the mover, every empty cell next to it whose six neighbours are on the board and taken,
// and its player then drops again; four in a row along an axis wins; on a full board the
// player with more stones wins.
GameSpec hex_enclosures() {
  GameSpec s;
  s.name = "hex_enclosures";
  s.files = side;
  s.ranks = side;
  s.geometry = BoardGeometry::hex;
  s.add_kind('B', Owner::zero, "black");
  s.add_kind('W', Owner::one, "white");
  for (const char k : {'B', 'W'}) {
    s.moves(k, Drop{.unlimited = true});
    s.kind_by_symbol(k).claims = dir::all;
  }
  s.moves_again_after_claim = true;
  s.placement = Placement::anytime;
  s.add_end(InARow{
      .pieces = Pieces::kind('B'), .count = 4, .winner = Player::zero, .directions = dir::all});
  s.add_end(InARow{
      .pieces = Pieces::kind('W'), .count = 4, .winner = Player::one, .directions = dir::all});
  s.no_legal_move = NoMoveResult::draws;
  s.end_score = EndScore::most_pieces;
  s.max_plies = 100;
  s.start = "5/5/5/5/5 0 - 0";
  return s;
}

// The reference's game: a grid of symbols, the side to move, and how it ended.
struct Reference {
  std::array<std::array<char, side>, side> cells{};  // [rank][file], '.' for empty
  int to_move = 0;
  int winner = -2;  // -2: not over; -1: a draw; else the winner

  Reference() {
    for (auto& rank : cells) rank.fill('.');
  }
  static bool on(int f, int r) { return f >= 0 && f < side && r >= 0 && r < side; }
  bool line(char stone) const {
    for (int r = 0; r < side; ++r)
      for (int f = 0; f < side; ++f)
        for (const auto& [df, dr] : hex_axes) {
          int n = 0;
          while (n < 4 && on(f + n * df, r + n * dr) && cells[r + n * dr][f + n * df] == stone) ++n;
          if (n == 4) return true;
        }
    return false;
  }
  void drop(int f, int r) {
    const char stone = to_move == 0 ? 'B' : 'W';
    cells[r][f] = stone;
    std::array<std::array<int, 2>, 6> claimed{};
    int claims = 0;
    for (const auto& [df, dr] : hex_neighbours) {
      const int cf = f + df, cr = r + dr;
      if (!on(cf, cr) || cells[cr][cf] != '.') continue;
      bool enclosed = true;
      for (const auto& [ef, er] : hex_neighbours)
        enclosed = enclosed && on(cf + ef, cr + er) && cells[cr + er][cf + ef] != '.';
      if (enclosed) claimed[claims++] = {cf, cr};
    }
    for (int i = 0; i < claims; ++i) cells[claimed[i][1]][claimed[i][0]] = stone;
    // Only the mover's stones changed: only the mover can have made a line.
    if (line(stone)) {
      winner = to_move;
      return;
    }
    if (claims == 0) to_move = 1 - to_move;
    int stones[2] = {0, 0}, empty = 0;
    for (const auto& rank : cells)
      for (const char c : rank) {
        if (c == '.') ++empty;
        if (c == 'B') ++stones[0];
        if (c == 'W') ++stones[1];
      }
    if (empty == 0) winner = stones[0] == stones[1] ? -1 : stones[0] > stones[1] ? 0 : 1;
  }
};

}  // namespace

TEST_CASE("drops that claim on a hex board, with turns again and lines, agree with a reference",
          "[claims]") {
  const auto game = std::make_unique<const Game<>>(hex_enclosures());
  position_checks::FailureReport report;
  Random random(11);
  int claims = 0, ends[4] = {};  // ends: lines of each, then full boards won or drawn
  for (int g = 0; g < 600; ++g) {
    Position<64> p = game->start();
    Reference ref;
    for (;;) {
      for (int r = 0; r < side; ++r)
        for (int f = 0; f < side; ++f) {
          const KindIndex k = p.top[game->cell(f, r)];
          REQUIRE((k == no_kind ? '.' : game->symbol(k)) == ref.cells[r][f]);
        }
      const Outcome o = outcome(*game, p);
      REQUIRE(o.over() == (ref.winner != -2));
      const auto moves = position_checks::check_position(*game, p, report);
      if (o.over()) {
        REQUIRE(moves.empty());
        if (ref.winner == -1) {
          CHECK(o.result == Result::draw);
          ++ends[3];
        } else {
          CHECK(index(o.winner) == ref.winner);
          ++ends[o.reason == Reason::condition ? ref.winner : 2];
        }
        break;
      }
      REQUIRE(index(p.side) == ref.to_move);
      const Move m = moves[random.below(moves.size())];
      const int before = ref.to_move;
      ref.drop(game->file_of(m.to()), game->rank_of(m.to()));
      apply_unchecked(*game, p, m);
      if (ref.winner == -2 && ref.to_move == before) {
        ++claims;
        REQUIRE(p.turn.again == 1);
      }
    }
  }
  CHECK(report.count == 0);
  // Claims were made, and games ended each way: a line of each, a full board won.
  CHECK(claims > 0);
  CHECK(ends[0] > 0);
  CHECK(ends[1] > 0);
  CHECK(ends[2] + ends[3] > 0);
}

TEST_CASE("bad claims are refused, saying which kind and why", "[claims]") {
  GameSpec s = enclosing();
  s.kind_by_symbol('w').claims = dir::forward;
  CHECK(spec_error(s) ==
        "kind 'w': claims: the directions are absolute (north is north for both players); name "
        "them so");
  s.kind_by_symbol('w').claims = dir::orthogonal;
  s.kind_by_symbol('W').claims = dir::orthogonal;
  CHECK(spec_error(s) ==
        "kind 'w': claims: another kind of its owner claims already: a player claims with one "
        "kind");
  s.kind_by_symbol('W').claims = {};
  s.add_kind('N', Owner::neutral, "neutral");
  s.kind_by_symbol('N').claims = dir::orthogonal;
  CHECK(spec_error(s) ==
        "kind 'N': claims: a neutral kind claims for nobody: a kind of each player claims for it");
  s = enclosing();
  s.kind_by_symbol('B').converts = dir::all;
  CHECK(spec_error(s) == "kind 'w': claims: a game whose pieces convert cannot claim");
  s = enclosing();
  s.custodial.directions = dir::orthogonal;
  CHECK(spec_error(s) == "kind 'w': claims: a game with custodial capture cannot claim");
  s = enclosing();
  s.kind_by_symbol('w').claims = {};
  s.kind_by_symbol('B').claims = {};
  s.moves_again_after_claim = true;
  CHECK(spec_error(s) == "moves_again_after_claim: no kind claims (a kind's claims)");
  s = enclosing();
  s.moves_again_after_claim = true;
  s.moves('W',
          Step{.directions = dir::orthogonal, .onto = Targets::empty, .then = Then{.part = 1}});
  s.moves('W', Step{.directions = dir::orthogonal, .onto = Targets::empty, .part = 1});
  CHECK(spec_error(s) ==
        "moves_again_after_claim: a game whose turns have several parts (kind 'W' goes on with "
        "a part) cannot have it");
}

}  // namespace claims_test

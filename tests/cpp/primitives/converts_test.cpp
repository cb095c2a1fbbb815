// KindSpec::converts: the enemy pieces next to where a piece lands become its kind, after a drop
// and after a move, along the kind's own directions only, and undo puts them back; a game of
// steps on a hex board with conversion (a family Ataxx does not belong to) against a reference
// written here, move by move; and the spec errors. Ataxx itself is in games/ataxx_test.cpp.
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

namespace converts_test {

namespace {

using namespace boardlab;
using test_boards::hex_neighbours;
using test_specs::spec_error;

// W steps orthogonally and converts along the orthogonals; B drops anywhere and converts along
// the diagonals only.
GameSpec crossing() {
  GameSpec s;
  s.name = "crossing";
  s.files = 4;
  s.ranks = 4;
  s.add_kind('W', Owner::zero, "white");
  s.add_kind('B', Owner::one, "black");
  s.moves('W', Step{.directions = dir::orthogonal, .onto = Targets::empty});
  s.moves('B', Drop{});
  s.kind_by_symbol('W').converts = dir::orthogonal;
  s.kind_by_symbol('B').converts = dir::diagonal;
  s.placement = Placement::anytime;
  s.start = "4/4/4/4 0 B12 0";
  return s;
}

}  // namespace

TEST_CASE("a move converts the enemy pieces next to where it lands, along its directions",
          "[converts]") {
  const auto game = std::make_unique<const Game<>>(crossing());
  // W b2-b3: a3, c3 and b4 are orthogonal neighbours of b3 and turn; c4 is diagonal and stays.
  State<> state(*game, "1BB1/B1B1/4/1W2 0 B4 0");
  state.play("b1-b2");
  CHECK(state.text() == "1BB1/B1B1/1W2/4 1 B4 1");
  state.undo();
  state.play_turn("b1-b2");
  state.undo();
  State<> mover(*game, "1BB1/B1B1/1W2/4 0 B4 0");
  mover.play("b2-b3");
  CHECK(mover.text() == "1WB1/WWW1/4/4 1 B4 1");
  mover.undo();
  CHECK(mover.text() == "1BB1/B1B1/1W2/4 0 B4 0");
  // B's drop on c2 turns the diagonal b3 and d1, not the orthogonal c3 or b2.
  State<> dropper(*game, "4/1WW1/1W2/3W 1 B4 1");
  dropper.play("B@c2");
  CHECK(dropper.text() == "4/1BW1/1WB1/3B 0 B3 2");
  dropper.undo();
  CHECK(dropper.text() == "4/1WW1/1W2/3W 1 B4 1");
}

namespace {

// Steps on a 5x5 hex board with conversion all round, played by this reference on a grid of
// symbols: the engine's position after every move must be the reference's.
GameSpec hex_steps() {
  GameSpec s;
  s.name = "hex_steps";
  s.files = 5;
  s.ranks = 5;
  s.geometry = BoardGeometry::hex;
  s.add_kind('W', Owner::zero, "white");
  s.add_kind('B', Owner::one, "black");
  for (const char k : {'W', 'B'}) {
    s.moves(k, Step{.directions = dir::all, .onto = Targets::empty});
    s.kind_by_symbol(k).converts = dir::all;
  }
  s.max_plies = 60;
  s.start = "BBBBB/5/5/5/WWWWW 0 - 0";
  return s;
}

struct Grid {
  std::array<std::array<char, 5>, 5> cells{};  // [rank][file], '.' for empty
};

Grid grid_of(const Game<>& game, const Position<64>& p) {
  Grid g;
  for (int r = 0; r < 5; ++r)
    for (int f = 0; f < 5; ++f) {
      const KindIndex k = p.top[game.cell(f, r)];
      g.cells[r][f] = k == no_kind ? '.' : game.symbol(k);
    }
  return g;
}

// The reference's move: the piece goes from one cell to the other, then each neighbour of the
// other player's turns.
Grid reference_step(Grid g, int from_file, int from_rank, int to_file, int to_rank) {
  const char mover = g.cells[from_rank][from_file];
  const char enemy = mover == 'W' ? 'B' : 'W';
  g.cells[from_rank][from_file] = '.';
  g.cells[to_rank][to_file] = mover;
  for (const auto& [df, dr] : hex_neighbours) {
    const int f = to_file + df, r = to_rank + dr;
    if (f >= 0 && f < 5 && r >= 0 && r < 5 && g.cells[r][f] == enemy) g.cells[r][f] = mover;
  }
  return g;
}

}  // namespace

TEST_CASE("conversion on a hex board of steps agrees with a reference, move by move",
          "[converts]") {
  const auto game = std::make_unique<const Game<>>(hex_steps());
  position_checks::FailureReport report;
  Random random(7);
  for (int g = 0; g < 200; ++g) {
    Position<64> p = game->start();
    for (;;) {
      const auto moves = position_checks::check_position(*game, p, report);
      if (moves.empty()) break;
      const Move m = moves[random.below(moves.size())];
      const Grid expected =
          reference_step(grid_of(*game, p), game->file_of(m.from()), game->rank_of(m.from()),
                         game->file_of(m.to()), game->rank_of(m.to()));
      apply_unchecked(*game, p, m);
      REQUIRE(grid_of(*game, p).cells == expected.cells);
    }
  }
  CHECK(report.count == 0);
}

TEST_CASE("bad conversions are refused, saying which kind and why", "[converts]") {
  GameSpec s = crossing();
  s.kind_by_symbol('W').converts = dir::forward;
  CHECK(spec_error(s) ==
        "kind 'W': converts: the directions are absolute (north is north for both players); "
        "name them so");
  s.kind_by_symbol('W').converts = dir::all;
  s.custodial.directions = dir::orthogonal;
  CHECK(spec_error(s) == "kind 'W': converts: a game with custodial capture cannot convert");
  s.custodial = {};
  s.moves('W',
          Step{.directions = dir::diagonal, .onto = Targets::friendly, .landing = Landing::stack});
  CHECK(spec_error(s) ==
        "kind 'W': converts: it turns single pieces; a game with stacks cannot convert");
}

}  // namespace converts_test

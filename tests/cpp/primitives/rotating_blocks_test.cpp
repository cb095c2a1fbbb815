// GameSpec::rotating_blocks (a drop ends with a quarter turn of a block of the board):
// hand-checked turns both ways and their undo, the move list and its text; a game of falling
// drops with turning blocks and lines for either player (a family Pentago does not belong to)
// against a reference written here, move by move; the spec and text errors. Lines made for both
// players by one turn are in conditions/wins_at_once_test.cpp, Pentago in
// games/pentago_test.cpp.
#include <algorithm>
#include <array>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "position_checks.hpp"
#include "spec_errors.hpp"
#include "test_boards.hpp"

namespace rotating_blocks_test {

namespace {

using namespace boardlab;
using test_specs::spec_error;

GameSpec threes(DirectionSet falls = {}, WinsAtOnce at_once = WinsAtOnce::draw) {
  return test_boards::turning_threes(falls, at_once);
}

}  // namespace

TEST_CASE("a drop turns its block a quarter turn either way, and undo turns it back",
          "[rotating_blocks]") {
  const auto game = std::make_unique<const Game<>>(threes());
  // W on a2, B on b1; W drops on b2 and turns the block a1:b2 (its corner a1).
  const std::string before = "4/4/W3/1B2 0 W7B7 2";
  State<> state(*game, before);
  // Clockwise as drawn: a2 -> b2, b2 -> b1, b1 -> a1, a1 -> a2.
  state.play("W@b2:a1cw");
  CHECK(state.text() == "4/4/1W2/BW2 1 W6B7 3");
  state.undo();
  CHECK(state.text() == before);
  // The other way: a2 -> a1, b2 -> a2, b1 -> b2, a1 -> b1.
  state.play("W@b2:a1ccw");
  CHECK(state.text() == "4/4/WB2/W3 1 W6B7 3");
  state.undo();
  // Turning another block leaves this one: c3:d4's block is empty.
  state.play("W@b2:c3cw");
  CHECK(state.text() == "4/4/WW2/1B2 1 W6B7 3");
  state.undo();
  // A drop into the turned block's far corner: d4 goes to d3 clockwise.
  state.play("W@d4:c3cw");
  CHECK(state.text() == "4/3W/W3/1B2 1 W6B7 3");
  state.undo();
  CHECK(state.text() == before);

  // Every empty cell, each with the eight turns, in the order of the cells then the turns.
  const auto moves = legal_moves(*game, state.position());
  REQUIRE(moves.size() == 14 * 8);
  CHECK(format_move(*game, moves[0]) == "W@a1:a1ccw");
  CHECK(format_move(*game, moves[1]) == "W@a1:a1cw");
  CHECK(format_move(*game, moves[2]) == "W@a1:c1ccw");
  CHECK(format_move(*game, moves[7]) == "W@a1:c3cw");
  CHECK(format_move(*game, moves[8]) == "W@c1:a1ccw");
  Position<64> p = state.position();
  struct Report {
    int failed = 0;
    bool check(bool ok, std::string_view, std::string_view = {}) {
      failed += ok ? 0 : 1;
      return ok;
    }
  } report;
  position_checks::check_position(*game, p, report);
  CHECK(report.failed == 0);
}

TEST_CASE("move text names the turned block by its lower left cell and the way",
          "[rotating_blocks]") {
  const auto game = std::make_unique<const Game<>>(threes());
  const Position<64> p = game->start();
  CHECK(format_move(*game, parse_move(*game, p, "W@b3:a3ccw")) == "W@b3:a3ccw");
  const auto syntax = [&](std::string_view text) -> std::string {
    try {
      parse_move(*game, p, text);
    } catch (const MoveSyntaxError& e) {
      return e.what();
    }
    return "";
  };
  CHECK(syntax("W@b3") ==
        "move text 'W@b3': a drop names the block it turns after it, as in T@c3:a1cw or "
        "T@c3:a1ccw");
  CHECK(syntax("W@b3:b3cw") ==
        "move text 'W@b3:b3cw': no block has its lower left cell at 'b3' (blocks of 2x2 from "
        "a1)");
  CHECK(syntax("W@b3:e1cw") ==
        "move text 'W@b3:e1cw': no block has its lower left cell at 'e1' (blocks of 2x2 from "
        "a1)");
  CHECK(syntax("W@b3:c1") ==
        "move text 'W@b3:c1': a block turns \"cw\" (clockwise) or \"ccw\", after its cell");
  CHECK(syntax("W@b3:c1cww") == "move text 'W@b3:c1cww': expected T@c3, d4-d8 or 2b1-c2");
}

namespace {

// The reference: a grid of symbols, [rank][file], '.' for empty.
using Grid = std::array<std::array<char, 4>, 4>;

Grid grid_of(const Game<>& game, const Position<64>& p) {
  Grid g;
  for (int r = 0; r < 4; ++r)
    for (int f = 0; f < 4; ++f) {
      const KindIndex k = p.top[game.cell(f, r)];
      g[r][f] = k == no_kind ? '.' : game.symbol(k);
    }
  return g;
}

std::string cell_text(int f, int r) { return std::string(1, char('a' + f)) + char('1' + r); }

// The falling drops: onto an empty cell whose cell below is taken or off the board (a turned
// block may leave a piece with a hole under it: a drop may go into the hole or onto the piece).
std::vector<std::array<int, 2>> drop_cells(const Grid& g) {
  std::vector<std::array<int, 2>> out;
  for (int r = 0; r < 4; ++r)
    for (int f = 0; f < 4; ++f)
      if (g[r][f] == '.' && (r == 0 || g[r - 1][f] != '.')) out.push_back({f, r});
  return out;
}

Grid turned(Grid g, int corner_file, int corner_rank, bool clockwise) {
  const Grid old = g;
  // The 2x2 block's cells in clockwise order as drawn: top left, top right, bottom right,
  // bottom left; a clockwise turn moves each piece one place on.
  const std::array<std::array<int, 2>, 4> ring{{{0, 1}, {1, 1}, {1, 0}, {0, 0}}};
  for (int i = 0; i < 4; ++i) {
    const auto& from = ring[std::size_t(i)];
    const auto& to = ring[std::size_t(clockwise ? (i + 1) % 4 : (i + 3) % 4)];
    g[corner_rank + to[1]][corner_file + to[0]] = old[corner_rank + from[1]][corner_file + from[0]];
  }
  return g;
}

bool three_in_a_row(const Grid& g, char k) {
  const std::array<std::array<int, 2>, 4> axes{{{1, 0}, {0, 1}, {1, 1}, {1, -1}}};
  for (int r = 0; r < 4; ++r)
    for (int f = 0; f < 4; ++f)
      for (const auto& [df, dr] : axes) {
        int n = 0;
        for (int i = 0; i < 3; ++i) {
          const int ff = f + i * df, rr = r + i * dr;
          if (ff >= 0 && ff < 4 && rr >= 0 && rr < 4 && g[rr][ff] == k) ++n;
        }
        if (n == 3) return true;
      }
  return false;
}

}  // namespace

TEST_CASE("falling drops with turning blocks agree with a reference, move by move",
          "[rotating_blocks]") {
  const auto game = std::make_unique<const Game<>>(threes(directions({Direction::south})));
  struct Report {
    int failed = 0;
    bool check(bool ok, std::string_view what, std::string_view move = {}) {
      if (!ok && ++failed <= 5) FAIL_CHECK(std::string(what) + " " + std::string(move));
      return ok;
    }
  } report;
  Random random(11);
  int draws_at_once = 0, wins = 0, holes = 0;
  for (int game_number = 0; game_number < 300; ++game_number) {
    Position<64> p = game->start();
    for (;;) {
      const Grid g = grid_of(*game, p);
      const char mover = p.side == Player::zero ? 'W' : 'B';
      const bool white_line = three_in_a_row(g, 'W'), black_line = three_in_a_row(g, 'B');
      const Outcome o = outcome(*game, p);
      std::vector<std::string> expected;
      if (!white_line && !black_line && p.ply < 16)
        for (const auto& [f, r] : drop_cells(g))
          for (const auto& [cf, cr] :
               std::array<std::array<int, 2>, 4>{{{0, 0}, {2, 0}, {0, 2}, {2, 2}}})
            for (const char* way : {"ccw", "cw"})
              expected.push_back(std::string(1, mover) + "@" + cell_text(f, r) + ":" +
                                 cell_text(cf, cr) + way);
      const auto moves = position_checks::check_position(*game, p, report);
      std::vector<std::string> listed;
      for (const Move m : moves) listed.push_back(format_move(*game, m));
      std::sort(expected.begin(), expected.end());
      std::sort(listed.begin(), listed.end());
      REQUIRE(listed == expected);
      if (white_line && black_line) {
        REQUIRE(o.result == Result::draw);
        ++draws_at_once;
      } else if (white_line || black_line) {
        REQUIRE(o.result == Result::win);
        REQUIRE(o.winner == (white_line ? Player::zero : Player::one));
        ++wins;
      }
      if (moves.empty()) break;
      const Move m = moves[random.below(moves.size())];
      const std::string text = format_move(*game, m);
      const int f = text[2] - 'a', r = text[3] - '1';
      const int cf = text[5] - 'a', cr = text[6] - '1';
      Grid next = g;
      next[r][f] = mover;
      next = turned(next, cf, cr, text.substr(7) == "cw");
      apply_unchecked(*game, p, m);
      REQUIRE(grid_of(*game, p) == next);
      for (int rr = 1; rr < 4; ++rr)
        for (int ff = 0; ff < 4; ++ff) holes += next[rr][ff] != '.' && next[rr - 1][ff] == '.';
    }
  }
  CHECK(report.failed == 0);
  // The games reach what the rules are about: lines for each player at once, and pieces left
  // over holes by a turn.
  CHECK(draws_at_once > 0);
  CHECK(wins > 100);
  CHECK(holes > 100);
}

TEST_CASE("bad rotating blocks are refused, saying why", "[rotating_blocks]") {
  GameSpec s = threes();
  s.rotating_blocks = 1;
  CHECK(spec_error(s) == "rotating_blocks 1: is not 0 (none) or a block side from 2 to 16");
  s.rotating_blocks = 3;
  CHECK(spec_error(s) == "rotating_blocks 3: blocks of 3x3 do not tile the 4x4 board");
  s.rotating_blocks = 2;
  s.geometry = BoardGeometry::hex;
  CHECK(spec_error(s) ==
        "rotating_blocks 2: only square cells turn with a block (the board is hex)");
  s.geometry = BoardGeometry::square;
  s.add_off_board("a1");
  s.start = "4/4/4/1W2 0 W7B8 0";
  CHECK(spec_error(s) == "rotating_blocks 2: a board with off_board cells cannot have them");
  s = threes();
  s.kinds[0].primitives[0] = Drop{.onto = Targets::anything};
  CHECK(spec_error(s) == "rotating_blocks 2: a game with stacks cannot have them");
  s = threes();
  s.kinds[0].primitive_count = 0;
  s.kinds[1].primitive_count = 0;
  s.moves('W', Step{.directions = dir::all});
  CHECK(spec_error(s) == "rotating_blocks 2: no kind has a Drop, after which a block turns");
  s = threes();
  s.royal('W');
  CHECK(spec_error(s).starts_with("rotating_blocks 2: a game with royal kinds cannot have them"));
}

}  // namespace rotating_blocks_test

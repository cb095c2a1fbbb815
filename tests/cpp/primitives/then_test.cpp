// Every turn ends: Game refuses a kind whose moves can repeat within one turn without leaving a
// cell fewer occupied (issue 32: checkers with leapt 'stays' jumped back and forth for ever,
// perft overflowed the stack, playouts spun through Ctrl-C), and accepts every cycle that must
// end. A finite chain longer than a Turn holds is played part by part, counted by perft and
// played out; only what holds a whole turn refuses it, with one message.
#include <memory>
#include <string>
#include <vector>

#include <boardlab/analysis/batch.hpp>
#include <boardlab/boardlab.hpp>
#include <boardlab/games/checkers.hpp>
#include <catch2/catch.hpp>

#include "spec_errors.hpp"

namespace {

using namespace boardlab;
using test_specs::spec_error;

// Checkers whose jumps (part 0's and part 1's) are changed by `change`.
template <class Change>
GameSpec checkers_with_jumps(Change change) {
  GameSpec s = games::checkers();
  for (int k = 0; k < s.kind_count; ++k)
    for (int i = 0; i < s.kinds[k].primitive_count; ++i)
      if (s.kinds[k].primitives[i].type == PrimitiveType::leap) change(s.kinds[k].primitives[i]);
  return s;
}

// A 4x4 game whose W moves by `first`, then goes on with `again` (part 1, then part 1 again).
GameSpec chain_game(const Primitive& first, const Primitive& again,
                    std::string_view start = "4/1b2/4/W3 0 - 0") {
  GameSpec s;
  s.name = "chain";
  s.files = 4;
  s.ranks = 4;
  s.add_kind('W', Owner::zero, "white");
  s.add_kind('b', Owner::one, "black");
  s.moves('W', first);
  s.moves('W', again);
  s.moves('b', Step{.directions = dir::orthogonal, .onto = Targets::empty});
  s.start = PositionText(start);
  return s;
}

}  // namespace

TEST_CASE("turns: a jump that may leave its piece on the board can repeat for ever: refused",
          "[turns][errors]") {
  const GameSpec endless = checkers_with_jumps([](Primitive& p) {
    p.leapt = Leapt::stays;
    p.over = Targets::any_piece;
  });
  CHECK(spec_error(endless) ==
        "kind 'o' primitive 3 (Leap): then goes on to part 1, from which the turn can come back "
        "to this move, which need not take a piece (leapt 'stays', onto an empty cell): a turn "
        "could go on for ever. A move that can repeat within a turn must take a piece (a Leap "
        "with leapt 'captured') or end on one (onto without 'empty')");
  // Leaving the jumped piece is fine where the chain cannot come back: one jump a turn.
  const GameSpec one_jump = checkers_with_jumps([](Primitive& p) {
    p.leapt = Leapt::stays;
    p.then = Then{};
  });
  GameSpec single = one_jump;
  for (int k = 0; k < single.kind_count; ++k) {  // part 1's jumps, now unreachable, go
    KindSpec& ks = single.kinds[k];
    int kept = 0;
    for (int i = 0; i < ks.primitive_count; ++i)
      if (ks.primitives[i].part == 0) ks.primitives[kept++] = ks.primitives[i];
    for (int i = kept; i < ks.primitive_count; ++i) ks.primitives[i] = Primitive{};
    ks.primitive_count = kept;
  }
  CHECK(spec_error(single).empty());
}

TEST_CASE("turns: a cycle through several parts is found, and steps onto empty cells refused",
          "[turns][errors]") {
  // Part 1 goes to part 2, part 2 back to part 1: a Step onto empty cells closes the cycle.
  GameSpec s = chain_game(
      Step{.directions = dir::orthogonal, .onto = Targets::empty, .then = Then{.part = 1}},
      Step{.directions = dir::orthogonal,
           .onto = Targets::empty,
           .part = 1,
           .then = Then{.part = 2}});
  s.moves('W', Step{.directions = dir::orthogonal,
                    .onto = Targets::empty,
                    .part = 2,
                    .then = Then{.part = 1, .continuation = Continuation::optional}});
  CHECK(spec_error(s) ==
        "kind 'W' primitive 2 (Step): then goes on to part 2, from which the turn can come back "
        "to this move, which need not take a piece (onto an empty cell): a turn could go on for "
        "ever. A move that can repeat within a turn must take a piece (a Leap with leapt "
        "'captured') or end on one (onto without 'empty')");
}

TEST_CASE("turns: cycles that must end are accepted, and their turns end", "[turns]") {
  // Each repeated move ends on a piece (a capture, or a stack on it) or takes the jumped one:
  // every part leaves one cell fewer occupied.
  const Primitive captures_onto = Step{.directions = dir::orthogonal, .onto = Targets::enemy};
  Primitive repeat = captures_onto;
  repeat.part = 1;
  repeat.then = Then{.part = 1, .continuation = Continuation::optional};
  Primitive first = captures_onto;
  first.then = repeat.then;
  const GameSpec captures = chain_game(first, repeat, "4/bbbb/bbbb/W3 0 - 0");
  REQUIRE(spec_error(captures).empty());
  const Game<> game{captures};
  // W on a1 takes black pieces along any path of them: every playout ends.
  const BatchResults r = run_playouts(game, game.start(), 200, 1, 1);
  for (const int plies : r.plies) CHECK(plies <= game.max_plies());
  // Jumps whose jumped piece stays, landing on pieces only (a stack each time).
  Primitive jump = Leap{.directions = dir::orthogonal,
                        .over = Targets::any_piece,
                        .onto = Targets::any_piece,
                        .landing = Landing::stack,
                        .then = Then{.part = 1, .continuation = Continuation::optional}};
  Primitive jump_again = jump;
  jump_again.part = 1;
  CHECK(spec_error(chain_game(jump, jump_again, "4/bbbb/bbbb/W3 0 - 0")).empty());
}

TEST_CASE("turns: shots fill cells, so a cycle of shots ends, but not one with a capture",
          "[turns][errors]") {
  GameSpec s;
  s.name = "volley";
  s.files = 4;
  s.ranks = 4;
  s.add_kind('Q', Owner::zero, "queen");
  s.add_kind('q', Owner::one, "queen");
  s.add_kind('X', Owner::neutral, "arrow");
  s.moves('Q', Slide{.directions = dir::all, .onto = Targets::empty, .then = Then{.part = 1}});
  s.moves('Q', Shoot{.kind = 'X',
                     .directions = dir::all,
                     .part = 1,
                     .then = Then{.part = 1, .continuation = Continuation::optional}});
  s.moves('q', Slide{.directions = dir::all, .onto = Targets::empty});
  s.start = "3q/4/4/Q3 0 - 0";
  CHECK(spec_error(s).empty());
  // A queen that may also take in part 1 and shoot again undoes what the shots fill.
  s.moves('Q', Step{.directions = dir::all,
                    .onto = Targets::enemy,
                    .part = 1,
                    .then = Then{.part = 1, .continuation = Continuation::optional}});
  CHECK(spec_error(s) ==
        "kind 'Q' primitive 3 (Step): it can repeat within a turn together with primitive 2 "
        "(Shoot), which fills the cells it empties: a turn could go on for ever");
}

TEST_CASE("turns: a chain longer than a Turn holds is played, counted and refused as one turn",
          "[turns]") {
  // A 16x16 board, a man on a1 and kings along a snake that it can take in one chain of
  // more than max_parts_in_turn jumps: along rank 1, up file o, back along rank 15, down file a,
  // along rank 3.
  std::vector<std::pair<int, int>> landing{{0, 0}};  // (file, rank)
  auto go = [&](int df, int dr, int jumps) {
    for (int i = 0; i < jumps; ++i)
      landing.push_back({landing.back().first + 2 * df, landing.back().second + 2 * dr});
  };
  go(1, 0, 7);
  go(0, 1, 7);
  go(-1, 0, 7);
  go(0, -1, 6);
  go(1, 0, 6);
  REQUIRE(landing.size() - 1 > std::size_t(max_parts_in_turn));
  std::vector<std::string> rows(16, std::string(16, '.'));
  auto put = [&](int file, int rank, char c) {
    rows[std::size_t(15 - rank)][std::size_t(file)] = c;
  };
  put(0, 0, 'o');
  for (std::size_t i = 1; i < landing.size(); ++i)
    put((landing[i - 1].first + landing[i].first) / 2,
        (landing[i - 1].second + landing[i].second) / 2, 'X');
  std::string board;
  for (const std::string& row : rows) {
    int run = 0;
    for (const char c : row) {
      if (c == '.') {
        ++run;
        continue;
      }
      if (run) board += std::to_string(run);
      run = 0;
      board += c;
    }
    if (run) board += std::to_string(run);
    board += '/';
  }
  board.pop_back();
  GameSpec s = games::checkers();
  s.files = s.ranks = 16;
  s.regions[0].cells = rank_cells(15, 16);
  s.regions[1].cells = rank_cells(0, 16);
  for (int k = 0; k < s.kind_count; ++k)  // kings' moves for the men: the snake turns
    for (int i = 0; i < s.kinds[k].primitive_count; ++i)
      s.kinds[k].primitives[i].directions = dir::orthogonal;
  s.start = PositionText(board + " 0 - 0");
  const auto game = std::make_unique<const Game<256>>(s);
  const Position<256> start = game->start();
  // One turn: the whole snake (no other piece of W's moves, and the capture is compulsory).
  CHECK(perft(*game, start, 1) == 1);
  CHECK(perft(*game, start, 1, Counting::play_every_leaf) == 1);
  Position<256> p = start;
  int parts = 0;
  while (!legal_moves(*game, p).empty() && (parts == 0 || p.turn.mid_turn())) {
    apply_unchecked(*game, p, legal_moves(*game, p)[0]);
    ++parts;
  }
  CHECK(parts == int(landing.size()) - 1);
  const BatchResults r = run_playouts(*game, start, 4, 1, 1);
  CHECK(r.plies[0] >= 1);
  try {
    legal_turns(*game, start);
    FAIL("legal_turns held a turn longer than a Turn");
  } catch (const Error& e) {
    CHECK(std::string(e.what()) == turn_too_long_message());
  }
}

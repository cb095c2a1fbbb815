// Turns of several parts (a primitive's `part` and `then`): the position text of a turn's middle,
// read back the same; chains that go straight on only (Heading::straight) and may stop; the
// checks' messages of parts, headings, shots and promotion; moves marked as surely going on.
// Every turn ends: Game refuses a kind whose moves can repeat within one turn without leaving a
// cell fewer occupied (issue 32: checkers with leapt 'stays' jumped back and forth for ever,
// perft overflowed the stack, playouts spun through Ctrl-C), and accepts every cycle that must
// end. A finite chain longer than a Turn holds is played part by part, counted by perft and
// played out; only what holds a whole turn refuses it, with one message.
#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include <boardlab/analysis/batch.hpp>
#include <boardlab/boardlab.hpp>
#include <boardlab/games/builtin_kernels.hpp>
#include <boardlab/games/checkers.hpp>
#include <catch2/catch.hpp>

#include "move_lists.hpp"
#include "play_checks.hpp"
#include "spec_errors.hpp"

namespace then_test {

namespace {

using namespace boardlab;
using move_lists::Texts;
using move_lists::turn_texts;
using play_checks::checkers;
using play_checks::error_of;
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
  const BatchResults r = run_playouts(game, kernel_for(game), game.start(), 200, 1, 1);
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
  const BatchResults r = run_playouts(*game, kernel_for(*game), start, 4, 1, 1);
  CHECK(r.plies[0] >= 1);
  try {
    legal_turns(*game, start);
    FAIL("legal_turns held a turn longer than a Turn");
  } catch (const Error& e) {
    CHECK(std::string(e.what()) == turn_too_long_message());
  }
}

TEST_CASE("the middle of a turn has position text, read back the same") {
  const Game<>& game = checkers();
  Position<64> p = parse_position(game, "7x/8/3x1x2/8/3x4/2o5/8/8 0 - 0");
  apply_unchecked(game, p, parse_move(game, p, "c3-e5"));
  CHECK(format_position(game, p) == "7x/8/3x1x2/4o3/8/8/8/8 0 - 0 c3-e5:1");
  const Position<64> again = parse_position(game, format_position(game, p));
  CHECK(again == p);
  CHECK(again.hash == p.hash);
  CHECK(recompute_hash(game, p) == p.hash);
  CHECK(p.hash != parse_position(game, "7x/8/3x1x2/4o3/8/8/8/8 0 - 0").hash);
  CHECK_THROWS_WITH(parse_position(game, "7x/8/3x1x2/4o3/8/8/8/8 0 - 0 c3-e5:2"),
                    "position text '7x/8/3x1x2/4o3/8/8/8/8 0 - 0 c3-e5:2': turn 'c3-e5:2': no "
                    "piece of the side to move on e5 has a part 2");
  const Game<> breakthrough{games::breakthrough()};
  CHECK_THROWS_WITH(parse_position(breakthrough, "8/8/8/8/8/8/8/W6B 0 - 0 pass"),
                    "position text '8/8/8/8/8/8/8/W6B 0 - 0 pass': more than four fields");
}

TEST_CASE("a chain of jumps may be made straight on only, and stopped (Konane's)") {
  auto jumps = [](Heading heading) {
    GameSpec s;
    s.name = "jumps";
    s.files = 5;
    s.ranks = 5;
    s.add_kind('W', Owner::zero, "white");
    s.add_kind('B', Owner::one, "black");
    for (char symbol : {'W', 'B'}) {
      const Leap jump{.directions = dir::orthogonal,
                      .over = Targets::enemy,
                      .onto = Targets::empty,
                      .leapt = Leapt::captured,
                      .then = Then{.part = 1, .continuation = Continuation::optional}};
      Leap again = jump;
      again.part = 1;
      again.heading = heading;
      s.moves(symbol, jump);
      s.moves(symbol, again);
    }
    s.start = "5/5/5/2B2/WB1B1 0 - 0";
    return Game<>{s};
  };
  // a1 jumps b1 to c1; it may stop there, go on east over d1 to e1, or (turning) north over c2.
  const std::string position = "5/5/5/2B2/WB1B1 0 - 0";
  CHECK(turn_texts(jumps(Heading::straight), position) == Texts{"a1-c1", "a1-c1-e1"});
  CHECK(turn_texts(jumps(Heading::any), position) == Texts{"a1-c1", "a1-c1-c3", "a1-c1-e1"});
  const Game<> game = jumps(Heading::straight);
  State<> state(game, position);
  state.play("a1-c1");
  CHECK(state.text() == "5/5/5/2B2/2WB1 1 - 1");
  CHECK(error_of(game, position, "a1-c1-c3") ==
        "move 'a1-c1-c3' is not legal in position '5/5/5/2B2/2WB1 0 - 0 a1-c1:1?'");
}

TEST_CASE("bad turn rules are refused, saying which primitive and why") {
  auto spec_with = [](const Primitive& p) {
    GameSpec s;
    s.name = "bad";
    s.files = 3;
    s.ranks = 3;
    s.add_kind('W', Owner::zero, "white").moves('W', p);
    s.add_kind('B', Owner::one, "black");
    s.start = "3/3/W1B 0 - 0";
    return s;
  };
  CHECK(spec_error(spec_with(Step{.directions = dir::all, .then = Then{.part = 1}})) ==
        "kind 'W' primitive 1 (Step): then goes on to part 1, which has no primitive of the kind");
  CHECK(spec_error(spec_with(Step{.directions = dir::all, .part = 2})) ==
        "kind 'W' primitive 1 (Step): no primitive of the kind goes on to part 2");
  CHECK(spec_error(spec_with(Step{.directions = dir::all, .part = 9})) ==
        "kind 'W' primitive 1 (Step): parts are numbered 0 to 7, not 9");
  CHECK(spec_error(spec_with(Step{.directions = dir::all, .heading = Heading::straight})) ==
        "kind 'W' primitive 1 (Step): heading 'straight' needs a move before it in the turn "
        "(part 1 or later)");
  CHECK(spec_error(spec_with(Shoot{.kind = 'Z', .directions = dir::all})) ==
        "kind 'W' primitive 1 (Shoot): no piece kind has the symbol 'Z' it shoots");
  // Found by the fuzzer: shots that add moving pieces, or pieces to a game with stacks.
  CHECK(spec_error(spec_with(Shoot{.kind = 'W', .directions = dir::all})) ==
        "kind 'W' primitive 1 (Shoot): the kind it shoots, 'W', has primitives; shot pieces "
        "must never move (as arrows)");
  GameSpec stacking = spec_with(Shoot{.kind = 'B', .directions = dir::all});
  stacking.moves(
      'W', Step{.directions = dir::all, .onto = Targets::anything, .landing = Landing::stack});
  CHECK(spec_error(stacking) ==
        "kind 'W' primitive 1 (Shoot): a game with stacks holds at most 64 pieces, and shots add "
        "pieces without end");
  GameSpec promoting = spec_with(Step{.directions = dir::all});
  promoting.promotes('W', Promotion{.region = "far", .to = "W"});
  CHECK(spec_error(promoting) == "kind 'W' promotion: unknown region 'far'");
  promoting.add_region("far", "a3 b3 c3");
  promoting.promotes('W', Promotion{.region = "far", .to = "B"});
  CHECK(spec_error(promoting) == "kind 'W' promotion: 'B' belongs to another owner");
  promoting.promotes('W', Promotion{.region = "far", .to = "Q"});
  CHECK(spec_error(promoting) == "kind 'W' promotion: no piece kind has the symbol 'Q'");
}

TEST_CASE("a move whose next part surely has a move is marked so, and no other") {
  // Move::surely_goes_on spares the look at the next part after a move: the piece moved onto an
  // empty cell, so the cell behind it is empty, and its next part may go back there.
  const auto marks = [](const Step& step, const Shoot& shot, std::string_view position) {
    GameSpec s;
    s.name = "step_and_shoot";
    s.files = 3;
    s.ranks = 3;
    s.add_region("edge", "a1 b1 c1");
    s.add_kind('W', Owner::zero, "white").moves('W', step).moves('W', shot);
    s.add_kind('B', Owner::one, "black");
    s.add_kind('A', Owner::neutral, "arrow");
    s.start = "3/3/W2 0 - 0";
    const Game<> game{s};
    Game<>::Moves moves;
    legal_moves(game, parse_position(game, position), moves);
    Texts out;
    for (const Move m : moves)
      out.push_back(format_move(game, m) + (m.surely_goes_on() ? " sure" : ""));
    return out;
  };
  const Step up{.directions = dir::forward, .onto = Targets::empty, .then = Then{.part = 1}};
  const Shoot back{.kind = 'A', .directions = dir::backward, .part = 1};
  CHECK(marks(up, back, "3/3/W2 0 - 0") == Texts{"a1-a2 sure"});
  // Not when the shot cannot go back, the step may land on a piece, or the shot is not allowed
  // from every cell.
  const Shoot ahead{.kind = 'A', .directions = dir::forward, .part = 1};
  CHECK(marks(up, ahead, "3/3/W2 0 - 0") == Texts{"a1-a2"});
  Step onto_any = up;
  onto_any.onto = Targets::empty_or_enemy;
  CHECK(marks(onto_any, back, "3/3/W2 0 - 0") == Texts{"a1-a2"});
  Shoot from_edge = back;
  from_edge.from_region = "edge";
  CHECK(marks(up, from_edge, "3/3/W2 0 - 0") == Texts{"a1-a2"});
  // Unmarked, the look is made: from a2 an arrow ahead still flies, from a3 none can, so the
  // step to a3 ends the turn.
  {
    GameSpec s;
    s.name = "step_and_shoot_ahead";
    s.files = 1;
    s.ranks = 3;
    s.add_kind('W', Owner::zero, "white").moves('W', up).moves('W', ahead);
    s.add_kind('B', Owner::one, "black");
    s.add_kind('A', Owner::neutral, "arrow");
    s.start = "1/W/1 0 - 0";
    const Game<> game{s};
    CHECK(turn_texts(game, "1/1/W 0 - 0") == Texts{"a1-a2/a3"});
    CHECK(turn_texts(game, "1/W/1 0 - 0") == Texts{"a2-a3"});
  }
  // Amazons: every queen move is marked.
  const auto amazons = std::make_unique<const Game<128>>(games::amazons());
  Game<128>::Moves moves;
  legal_moves(*amazons, amazons->start(), moves);
  CHECK_FALSE(moves.empty());
  CHECK(std::all_of(moves.begin(), moves.end(), [](Move m) { return m.surely_goes_on(); }));
}

}  // namespace then_test

// Turns of several parts, promotion, compulsory capture and passing: hand-checked turn lists
// (a chain that branches, a chain ending on promotion, compulsory capture with two capturing
// pieces, an amazons arrow shot back over the cell its queen left, a straight-only chain), whole
// turn text and undo, position text of a turn's middle, the checks' messages, and the published
// perft of checkers and amazons.
#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include <boardlab/boardlab.hpp>
#include <boardlab/games/amazons.hpp>
#include <boardlab/games/checkers.hpp>
#include <boardlab/games/konane.hpp>
#include <catch2/catch.hpp>

#include "move_lists.hpp"

namespace {

using namespace boardlab;
using move_lists::Texts;
using move_lists::turn_texts;

template <int N>
std::string error_of(const Game<N>& game, std::string_view position, std::string_view move) {
  try {
    State<N> state(game, position);
    state.play(move);
  } catch (const Error& e) {
    return e.what();
  }
  return "no error";
}

std::string spec_error(const GameSpec& spec) {
  try {
    const Game<> game{spec};
  } catch (const SpecError& e) {
    return e.what();
  }
  return "no error";
}

// Built at run time, on the heap: a static Game would be constant-initialised, which costs Clang
// minutes of compile time.
const Game<>& checkers() {
  static const auto game = std::make_unique<const Game<>>(games::checkers());
  return *game;
}

}  // namespace

TEST_CASE("checkers: perft from the start is the published English draughts count") {
  // 7, 49, 302, 1469, 7361, 36768, 179740: the standard table of checkers perft (whole moves,
  // a capture chain one move), as engines such as Aart Bik's publish it.
  const Game<>& game = checkers();
  const std::uint64_t published[] = {7, 49, 302, 1469, 7361, 36768, 179740};
  for (int depth = 1; depth <= 7; ++depth) {
    CAPTURE(depth);
    CHECK(perft(game, game.start(), depth) == published[depth - 1]);
  }
  CHECK(perft(game, game.start(), 4, Counting::play_every_leaf) == 1469);
}

TEST_CASE("checkers: a chain that branches gives one turn per path") {
  // o on c3 jumps d4 to e5, then either d6 (to c7) or f6 (to g7).
  CHECK(turn_texts(checkers(), "7x/8/3x1x2/8/3x4/2o5/8/8 0 - 0") == Texts{"c3-e5-c7", "c3-e5-g7"});
  State<> state(checkers(), "7x/8/3x1x2/8/3x4/2o5/8/8 0 - 0");
  state.play("c3xe5xg7");
  CHECK(state.text() == "7x/6o1/3x4/8/8/8/8/8 1 - 1");
  state.undo();
  CHECK(state.text() == "7x/8/3x1x2/8/3x4/2o5/8/8 0 - 0");
  CHECK(error_of(checkers(), "7x/8/3x1x2/8/3x4/2o5/8/8 0 - 0", "c3-e5") ==
        "move 'c3-e5' is not a whole turn: the piece on e5 must go on, in position "
        "'7x/8/3x1x2/8/3x4/2o5/8/8 0 - 0'");
  CHECK(error_of(checkers(), "7x/8/3x1x2/8/3x4/2o5/8/8 0 - 0", "c3-e5-c7-a5") ==
        "move text 'c3-e5-c7-a5': the turn ends after 'c3-e5-c7'");
}

TEST_CASE("checkers: a chain ends when the man is crowned") {
  // b6 jumps c7 onto d8 and becomes a king; as a king it could jump e7 next, but the turn ends.
  CHECK(turn_texts(checkers(), "8/2x1x3/1o6/8/8/8/8/7X 0 - 0") == Texts{"b6-d8"});
  State<> state(checkers(), "8/2x1x3/1o6/8/8/8/8/7X 0 - 0");
  state.play("b6-d8");
  CHECK(state.text() == "3O4/4x3/8/8/8/8/8/7X 1 - 1");
  // A man stepping onto the far rank is crowned too.
  State<> step(checkers(), "8/o7/8/8/8/8/8/7X 0 - 0");
  step.play("a7-b8");
  CHECK(step.text() == "1O6/8/8/8/8/8/8/7X 1 - 1");
}

TEST_CASE("checkers: capturing is compulsory, by any piece that can") {
  // Two men can capture (a3 over b4, e3 over f4); g1 and the others could only step.
  CHECK(turn_texts(checkers(), "7x/8/8/8/1x3x2/o3o3/8/6o1 0 - 0") == Texts{"a3-c5", "e3-g5"});
  CHECK(turn_texts(checkers(), "7x/8/8/8/8/o3o3/8/6o1 0 - 0") ==
        Texts{"a3-b4", "e3-d4", "e3-f4", "g1-f2", "g1-h2"});
  CHECK(error_of(checkers(), "7x/8/8/8/1x3x2/o3o3/8/6o1 0 - 0", "g1-h2") ==
        "move 'g1-h2' is not legal in position '7x/8/8/8/1x3x2/o3o3/8/6o1 0 - 0'");
}

TEST_CASE("checkers: a king jumps both ways, and a player without moves loses") {
  CHECK(turn_texts(checkers(), "8/8/8/8/3x4/4O3/3x4/7X 0 - 0") == Texts{"e3-c1", "e3-c5"});
  // The man on a1 is blocked: b2 is taken, and the jump over it lands on c3, taken too.
  const State<> stuck(checkers(), "8/8/8/8/8/2x5/1x6/o7 0 - 4");
  CHECK(stuck.legal_turns().empty());
  CHECK(stuck.outcome() == Outcome{Result::win, Player::one, Reason::no_legal_move, -1});
}

TEST_CASE("amazons: perft from the start is the published count") {
  // 2176 and 4307152 for 10x10 (published amazons perft); the 6x6 counts agree with OpenSpiel.
  const auto wide = std::make_unique<const Game<128>>(games::amazons());
  CHECK(perft(*wide, wide->start(), 1) == 2176);
  CHECK(perft(*wide, wide->start(), 2) == 4307152);
  const Game<> small{games::amazons({.size = 6})};
  CHECK(format_position(small, small.start()) == "1B2B1/B4B/6/6/W4W/1W2W1 0 - 0");
  CHECK(perft(small, small.start(), 1) == 544);
  CHECK(perft(small, small.start(), 2) == 238532);
}

TEST_CASE("amazons: the arrow may fly back over the cell the queen left") {
  const Game<> game{games::amazons({.size = 6})};
  // The queen on a1 moves a1-a4; its arrow may then fly back down the a-file, over the cells it
  // crossed, onto a2 or onto a1, the cell it left.
  const std::string start = "5B/6/6/6/6/W5 0 - 0";
  State<> state(game, start);
  state.play("a1-a4/a1");
  CHECK(state.text() == "5B/6/W5/6/6/A5 1 - 1");
  const Texts turns = turn_texts(game, start);
  CHECK(std::count(turns.begin(), turns.end(), "a1-a4/a2") == 1);
  CHECK(std::count(turns.begin(), turns.end(), "a1-a4/a1") == 1);
  CHECK(error_of(game, start, "a1-a4") ==
        "move 'a1-a4' is not a whole turn: the piece on a4 must go on, in position '" + start +
            "'");
  CHECK(error_of(game, start, "a1-a4/a4") ==
        "move 'a1-a4/a4' is not legal in position '5B/6/W5/6/6/6 0 - 0 a1-a4:1'");
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

TEST_CASE("a player with no move passes, and two passes in a row end the game") {
  GameSpec s;
  s.name = "passing";
  s.files = 3;
  s.ranks = 1;
  s.add_kind('W', Owner::zero, "white")
      .moves('W', Step{.directions = dir::orthogonal, .onto = Targets::empty});
  s.add_kind('B', Owner::one, "black")
      .moves('B', Step{.directions = dir::orthogonal, .onto = Targets::empty});
  s.no_legal_move = NoMoveResult::passes;
  // Two W at the start: the positions below need them (no position holds more than the start).
  s.start = "WBW 0 - 0";
  const Game<> game{s};
  CHECK(turn_texts(game, "WB1 0 - 0") == Texts{"pass"});
  State<> state(game, "WB1 0 - 0");
  state.play("pass");
  CHECK(state.text() == "WB1 1 - 1 pass");
  CHECK(turn_texts(game, "WB1 1 - 1 pass") == Texts{"b1-c1"});
  State<> both(game, "WBW 1 - 1 pass");
  both.play("pass");
  CHECK(both.text() == "WBW 0 - 2 both_passed");
  CHECK(both.outcome() == Outcome{Result::draw, Player::zero, Reason::both_passed, -1});
  CHECK(both.legal_turns().empty());
  both.undo();
  CHECK(both.text() == "WBW 1 - 1 pass");
}

TEST_CASE("promotion with a choice is one move per kind, written with '='") {
  GameSpec s;
  s.name = "pawns";
  s.files = 3;
  s.ranks = 3;
  s.add_region("far", "a3 b3 c3");
  s.add_kind('P', Owner::zero, "pawn").moves('P', Step{.directions = dir::forward});
  s.add_kind('Q', Owner::zero, "queen").moves('Q', Step{.directions = dir::all});
  s.add_kind('N', Owner::zero, "knight")
      .moves('N', OffsetLeap{.offset = {1, 2}, .symmetry = Symmetry::all});
  s.add_kind('k', Owner::one, "king").moves('k', Step{.directions = dir::all});
  s.promotes('P', Promotion{.region = "far", .to = "QN"});
  s.start = "2k/P2/3 0 - 0";
  const Game<> game{s};
  CHECK(turn_texts(game, "2k/P2/3 0 - 0") == Texts{"a2-a3=N", "a2-a3=Q"});
  State<> state(game, "2k/P2/3 0 - 0");
  state.play("a2-a3=N");
  CHECK(state.text() == "N1k/3/3 1 - 1");
  CHECK(error_of(game, "2k/P2/3 0 - 0", "a2-a3") ==
        "move 'a2-a3' is not legal in position '2k/P2/3 0 - 0'");
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

TEST_CASE("checkers with a quiet-turn limit: turns without a capture are counted, and draw") {
  const auto game = std::make_unique<const Game<>>(games::checkers({.quiet_turn_limit = 3}));
  CHECK(game->quiet_turn_limit() == 3);
  State<> state(*game);
  state.play("c3-d4");
  CHECK(state.text() == "1x1x1x1x/x1x1x1x1/1x1x1x1x/8/3o4/o3o1o1/1o1o1o1o/o1o1o1o1 1 - 1 quiet=1");
  state.play("b6-a5");
  CHECK(state.position().quiet_turns == 2);
  CHECK(state.outcome() == Outcome{});
  state.play("g3-h4");
  // The third quiet turn draws, though both sides could still move.
  CHECK(state.text() == "1x1x1x1x/x1x1x1x1/3x1x1x/x7/3o3o/o3o3/1o1o1o1o/o1o1o1o1 1 - 3 quiet=3");
  CHECK(state.outcome() == Outcome{Result::draw, Player::zero, Reason::quiet_turns, -1});
  CHECK(state.legal_turns().empty());
  state.undo();
  CHECK(state.position().quiet_turns == 2);
  CHECK(state.outcome() == Outcome{});
  // The text reads back the same position, its count included.
  const std::string text = state.text();
  CHECK(State<>(*game, text).position() == state.position());
  // The default game counts nothing: no field is written, and none is read.
  State<> plain(checkers());
  plain.play("c3-d4");
  CHECK(plain.text() == "1x1x1x1x/x1x1x1x1/1x1x1x1x/8/3o4/o3o1o1/1o1o1o1o/o1o1o1o1 1 - 1");
}

TEST_CASE("a capture in any part of a turn sets the quiet-turn count to 0") {
  const auto game = std::make_unique<const Game<>>(games::checkers({.quiet_turn_limit = 40}));
  // c3 jumps d4 and then f6: two captures, one turn; the count was 7.
  State<> state(*game, "7x/8/5x2/8/3x4/2o5/8/8 0 - 30 quiet=7");
  state.play("c3xe5xg7");
  CHECK(state.text() == "7x/6o1/8/8/8/8/8/8 1 - 31");
  state.undo();
  CHECK(state.text() == "7x/8/5x2/8/3x4/2o5/8/8 0 - 30 quiet=7");
  // In the middle of the chain the count is already 0 (the first jump took a piece).
  state.play(state.legal_moves()[0]);
  CHECK(state.text() == "7x/8/5x2/4o3/8/8/8/8 0 - 30 c3-e5:1");
  // A count at the limit is a finished game, a draw, even where the player to move has no move
  // (the limit comes before the no-legal-move rule, as in OpenSpiel's checkers).
  CHECK(State<>(*game, "7x/8/8/8/8/8/8/8 0 - 90 quiet=40").outcome() ==
        Outcome{Result::draw, Player::zero, Reason::quiet_turns, -1});
  CHECK(State<>(*game, "7x/8/8/8/8/8/8/8 0 - 90 quiet=39").outcome() ==
        Outcome{Result::win, Player::one, Reason::no_legal_move, -1});
}

TEST_CASE("bad quiet-turn counts in position text say what is wrong") {
  const auto game = std::make_unique<const Game<>>(games::checkers({.quiet_turn_limit = 40}));
  auto error_in = [](const Game<>& g, std::string_view text) {
    try {
      (void)parse_position(g, text);
    } catch (const PositionError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  CHECK(
      error_in(checkers(), "7x/8/8/8/8/8/8/o7 0 - 9 quiet=3") ==
      "position text '7x/8/8/8/8/8/8/o7 0 - 9 quiet=3': 'quiet=3': this game counts no quiet turns "
      "(its quiet_turn_limit is 0)");
  CHECK(
      error_in(*game, "7x/8/8/8/8/8/8/o7 0 - 9 quiet=0") ==
      "position text '7x/8/8/8/8/8/8/o7 0 - 9 quiet=0': 'quiet=0' is not 'quiet=' and a number of "
      "turns from 1");
  CHECK(
      error_in(*game, "7x/8/8/8/8/8/8/o7 0 - 9 quiet=x") ==
      "position text '7x/8/8/8/8/8/8/o7 0 - 9 quiet=x': 'quiet=x' is not 'quiet=' and a number of "
      "turns from 1");
  CHECK(error_in(*game, "7x/8/8/8/8/8/8/o7 0 - 9 quiet=41") ==
        "position text '7x/8/8/8/8/8/8/o7 0 - 9 quiet=41': 'quiet=41': more quiet turns than the "
        "game's limit of 40");
  CHECK(error_in(*game, "7x/8/8/8/8/8/8/o7 0 - 9 ,quiet=4") ==
        "position text '7x/8/8/8/8/8/8/o7 0 - 9 ,quiet=4': turn ',quiet=4': nothing before the "
        "comma");
  CHECK(error_in(*game, "7x/8/8/8/8/8/8/o7 0 - 9 pass,4") ==
        "position text '7x/8/8/8/8/8/8/o7 0 - 9 pass,4': '4' is not 'quiet=' and a number of turns "
        "from 1");
  GameSpec negative = games::checkers();
  negative.quiet_turn_limit = -1;
  CHECK(spec_error(negative) == "quiet_turn_limit: -1 is not 0 (no limit) or a number of turns");
}

TEST_CASE("konane: the opening removals, then straight jumps that may stop anywhere") {
  const auto game = std::make_unique<const Game<>>(games::konane({.size = 4}));
  // Black lifts a stone of its centre cells or its corners; white one next to the hole.
  CHECK(turn_texts(*game, "WBWB/BWBW/WBWB/BWBW 0 - 0") == Texts{"xa1", "xb2", "xc3", "xd4"});
  State<> state(*game);
  state.play("xb2");
  CHECK(state.text() == "WBWB/BWBW/W1WB/BWBW 1 - 1");
  CHECK(turn_texts(*game, state.text()) == Texts{"xa2", "xb1", "xb3", "xc2"});
  state.play("xa2");
  CHECK(state.text() == "WBWB/BWBW/2WB/BWBW 0 - 2");
  // From now on only jumps; the removals are over (before_ply), though pieces stand next to holes.
  CHECK(turn_texts(*game, state.text()) == Texts{"b4-b2", "d2-b2"});
  state.play("d2-b2");
  CHECK(state.text() == "WBWB/BWBW/1B2/BWBW 1 - 3");
  state.undo();
  state.undo();
  CHECK(state.text() == "WBWB/BWBW/W1WB/BWBW 1 - 1");
  // A chain goes straight on and may stop after any jump: a1-a3 and a1-a3-a5, never a turn.
  const auto six = std::make_unique<const Game<>>(games::konane({.size = 6}));
  CHECK(turn_texts(*six, "6/6/6/W5/6/BW4 0 - 10") == Texts{"a1-c1"});
  CHECK(turn_texts(*six, "6/6/W5/6/W5/B1W3 0 - 10") == Texts{"a1-a3", "a1-a3-a5"});
  // Konane perft from the start agrees with a separate cell-by-cell program
  // (tests/python/konane_reference.py).
  const std::uint64_t six_by_six[] = {4, 12, 28, 156, 668, 4192, 22676};
  for (int depth = 1; depth <= 7; ++depth) {
    CAPTURE(depth);
    CHECK(perft(*six, six->start(), depth) == six_by_six[depth - 1]);
  }
}

TEST_CASE("bad removals are refused, saying which primitive and why") {
  GameSpec s = games::konane({.size = 4});
  s.kinds[1].primitives[2] = Remove{.next_to = Targets::empty};
  CHECK(spec_error(s) ==
        "kind 'W' primitive 3 (Remove): next_to needs the directions to look for the neighbour in");
  s.kinds[1].primitives[2] = Remove{.before_ply = -1};
  CHECK(spec_error(s) == "kind 'W' primitive 3 (Remove): before_ply -1 is not 0 (always) or a ply");
  s.kinds[1].primitives[2] = Remove{.from_region = "nowhere"};
  CHECK(spec_error(s) == "kind 'W' primitive 3 (Remove): unknown region 'nowhere'");
}

TEST_CASE("amazons playouts drawn by counting are the playouts of the listed moves") {
  // random_playout counts each queen's targets instead of listing the moves
  // (detail::draws_by_counting); the draws must pick the very moves the lists would.
  const auto wide = std::make_unique<const Game<128>>(games::amazons());
  const auto small = std::make_unique<const Game<>>(games::amazons({.size = 6}));
  CHECK(detail::draws_by_counting(*wide));
  CHECK(detail::draws_by_counting(*small));
  CHECK_FALSE(detail::draws_by_counting(checkers()));  // jumps and promotion: listed
  const auto same_games = [](const auto& game, int playouts) {
    using P = std::remove_cvref_t<decltype(game.start())>;
    for (int seed = 0; seed < playouts; ++seed) {
      CAPTURE(seed);
      P counted = game.start(), listed = game.start();
      Random a{std::uint64_t(seed)}, b{std::uint64_t(seed)};
      const PlayoutResult x = random_playout(game, counted, a);
      const PlayoutResult y = detail::random_playout_with(
          game, listed, b, [&](const P& q, auto& moves) { legal_moves(game, q, moves); }, nullptr);
      CHECK(counted == listed);
      CHECK(x.outcome == y.outcome);
      CHECK(x.plies == y.plies);
      CHECK(x.moves_listed == y.moves_listed);
    }
  };
  same_games(*small, 200);
  same_games(*wide, 40);
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

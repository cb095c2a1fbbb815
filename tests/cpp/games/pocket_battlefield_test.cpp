// The rules of the built-in games (docs/rules.md), checked on small positions whose move
// lists were worked out by hand from docs/rules.md. Every expected list is written sorted as byte
// strings and compared with the engine's move texts, sorted the same way.
#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "builtin_games.hpp"

namespace {

using boardlab::Game;
using boardlab::Outcome;
using boardlab::Player;
using boardlab::Reason;
using boardlab::Result;
using boardlab::State;
using Texts = std::vector<std::string>;

using builtin::breakthrough;
using builtin::clobber;
using builtin::pocket_battlefield;
using builtin::pogo;
using builtin::skateboards;

// The texts of all legal moves, sorted.
template <int N>
Texts move_texts(const State<N>& s) {
  Texts out;
  for (const boardlab::Move m : s.legal_moves()) out.push_back(boardlab::format_move(s.game(), m));
  std::sort(out.begin(), out.end());
  return out;
}

// The texts of the legal moves of the piece (or whole stack) on `cell`, sorted.
template <int N>
Texts moves_from(const State<N>& s, std::string_view cell) {
  const std::string prefix = std::string(cell) + "-";
  Texts out;
  for (const std::string& t : move_texts(s))
    if (t.rfind(prefix, 0) == 0) out.push_back(t);
  return out;
}

// A hand-written expected list; it must be written sorted.
Texts expected(std::initializer_list<const char*> texts) {
  Texts out(texts.begin(), texts.end());
  REQUIRE(std::is_sorted(out.begin(), out.end()));
  return out;
}

// A win by end condition number `condition` (from 0, in the game's order): the index too, so a
// win by another condition of the same winner fails.
void check_win(const Outcome& o, Player winner, int condition) {
  CHECK(o.result == Result::win);
  CHECK(o.winner == winner);
  CHECK(o.reason == Reason::condition);
  CHECK(o.condition == condition);
  CHECK(o.over());
}

// The player to move has no legal move, and loses: `winner` is the other player.
void check_no_move_loss(const Outcome& o, Player winner) {
  CHECK(o.result == Result::win);
  CHECK(o.winner == winner);
  CHECK(o.reason == Reason::no_legal_move);
  CHECK(o.condition == -1);
  CHECK(o.over());
}

void check_not_over(const Outcome& o) {
  CHECK(o.result == Result::none);
  CHECK(o.reason == Reason::none);
  CHECK_FALSE(o.over());
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// Skateboards, Pogosticks and Trashcans
// ---------------------------------------------------------------------------------------------

TEST_CASE("skateboards: a pogostick leaps a trashcan, its own piece and an enemy", "[rules]") {
  // P c3; P c4 (north, own), T d4 (north-east), S b2 (south-west); P h8 and h1 far away.
  const State<> s(skateboards, "7P/8/8/8/2PT4/2P5/1S6/7P 0 - 20");
  // N: c4 own, leap to c5. NE: d4 T, leap to e5. E d3, SE d2, S c2, W b3, NW b4: steps.
  // SW: b2 S captured by a step, or leapt to a1 (the leapt piece is not affected).
  CHECK(moves_from(s, "c3") == expected({"c3-a1", "c3-b2", "c3-b3", "c3-b4", "c3-c2", "c3-c5",
                                         "c3-d2", "c3-d3", "c3-e5"}));
}

TEST_CASE("skateboards: a leap is blocked by a friendly or neutral piece on the landing cell",
          "[rules]") {
  // P c3. N: P c4 then P c5 (blocked). NE: T d4 then T e5 (blocked). E: S d3 then S e3 (step
  // captures d3, leap captures e3). S: T c2 then c1 empty. NW: P b4 then a5 empty.
  State<> s(skateboards, "8/8/8/2P1T3/1PPT4/2PSS3/2T5/8 0 - 20");
  CHECK(moves_from(s, "c3") ==
        expected({"c3-a5", "c3-b2", "c3-b3", "c3-c1", "c3-d2", "c3-d3", "c3-e3"}));

  // The leap onto e3 captures e3 only: the leapt S on d3 stays.
  s.play("c3-e3");
  CHECK(s.text() == "8/8/8/2P1T3/1PPT4/3SP3/2T5/8 1 - 21");
  check_not_over(s.outcome());
}

TEST_CASE("skateboards: slides stop before a trashcan or a skateboard, capture at the end",
          "[rules]") {
  // S d4. N: d5 d6 empty, T d7. E: e4 empty, S f4. S: d3 empty, P d2 (captured at the end of the
  // slide). W: c4 b4 a4 empty. Diagonals: e5 empty, e3 P (captured), c3 T, c5 S (own).
  State<> s(skateboards, "P7/3T4/8/2S5/3S1S2/2T1P3/3P4/7P 1 - 21");
  CHECK(moves_from(s, "d4") == expected({"d4-a4", "d4-b4", "d4-c4", "d4-d2", "d4-d3", "d4-d5",
                                         "d4-d6", "d4-e3", "d4-e4", "d4-e5"}));

  // Taking d2 leaves three P: the Defender wins.
  s.play("d4-d2");
  CHECK(s.text() == "P7/3T4/8/2S5/5S2/2T1P3/3S4/7P 0 - 22");
  check_win(s.outcome(), Player::one, 2);
  CHECK(s.legal_moves().empty());
}

TEST_CASE("skateboards: a slide of length one captures; a trashcan next to it blocks it",
          "[rules]") {
  // S a1 in its corner with P a2 (north: the slide ends on it at once), T b1 (east: no slide),
  // b2 empty (its only diagonal). Four P in all.
  const State<> s(skateboards, "P6P/8/8/8/8/8/P7/ST5P 1 - 20");
  CHECK(move_texts(s) == expected({"a1-a2", "a1-b2"}));
}

TEST_CASE("skateboards: P on all four slab cells wins for the Attacker", "[rules]") {
  const State<> s(skateboards, "8/8/8/3PP3/3PP3/8/8/S7 1 - 30");
  check_win(s.outcome(), Player::zero, 1);
  CHECK(s.outcome().condition == 1);
  CHECK(s.legal_moves().empty());

  // Three of the four are not enough.
  const State<> three(skateboards, "8/8/8/3PP3/3P4/8/8/S6P 1 - 30");
  check_not_over(three.outcome());

  // Reached by a move: the fourth P steps onto e4.
  State<> play(skateboards, "8/8/8/3PP3/3P4/5P2/8/S7 0 - 30");
  play.play("f3-e4");
  CHECK(play.text() == "8/8/8/3PP3/3PP3/8/8/S7 1 - 31");
  check_win(play.outcome(), Player::zero, 1);
}

TEST_CASE("skateboards: three or fewer P lose, no S left wins, in that order", "[rules]") {
  const State<> three_p(skateboards, "P7/8/8/8/8/8/8/PP4S1 0 - 30");
  check_win(three_p.outcome(), Player::one, 2);
  CHECK(three_p.outcome().condition == 2);
  CHECK(three_p.legal_moves().empty());

  const State<> four_p(skateboards, "P7/8/8/8/8/8/8/PP4SP 0 - 30");
  check_not_over(four_p.outcome());

  const State<> no_s(skateboards, "P7/8/8/8/8/8/8/PP4P1 1 - 30");
  check_win(no_s.outcome(), Player::zero, 0);
  CHECK(no_s.outcome().condition == 0);
  CHECK(no_s.legal_moves().empty());

  // These rules do not speak of "the mover": they hold whoever is to move.
  const State<> three_p_other_side(skateboards, "P7/8/8/8/8/8/8/PP4S1 1 - 30");
  check_win(three_p_other_side.outcome(), Player::one, 2);
  const State<> no_s_other_side(skateboards, "P7/8/8/8/8/8/8/PP4P1 0 - 30");
  check_win(no_s_other_side.outcome(), Player::zero, 0);
  const State<> slab_other_side(skateboards, "8/8/8/3PP3/3PP3/8/8/S7 0 - 30");
  check_win(slab_other_side.outcome(), Player::zero, 1);

  // Both: rule 1 (no S left) comes first.
  const State<> both(skateboards, "P7/8/8/8/8/8/8/PP6 1 - 30");
  check_win(both.outcome(), Player::zero, 0);
  CHECK(both.outcome().condition == 0);

  // Capturing the last S: a1 steps onto b2.
  State<> last(skateboards, "8/8/8/8/8/8/1S6/P1PP3P 0 - 20");
  last.play("a1-b2");
  CHECK(last.text() == "8/8/8/8/8/8/1P6/2PP3P 1 - 21");
  check_win(last.outcome(), Player::zero, 0);
}

TEST_CASE("skateboards: the placement phase comes first, trashcans dropped alternately",
          "[rules]") {
  const Game<>& game = skateboards;
  State<> s(game);
  CHECK(s.text() == "1P4P1/P6P/8/3SS3/3SS3/8/P6P/1P4P1 0 T6 0");

  // Every empty cell: the 64 cells but the eight P and the four S of the start.
  const std::vector<std::string> occupied = {"b8", "g8", "a7", "h7", "a2", "h2",
                                             "b1", "g1", "d4", "e4", "d5", "e5"};
  auto drops_on_empty_cells = [&](const std::vector<std::string>& also_taken) {
    Texts out;
    for (char file = 'a'; file <= 'h'; ++file)
      for (char rank = '1'; rank <= '8'; ++rank) {
        const std::string cell{file, rank};
        if (std::find(occupied.begin(), occupied.end(), cell) != occupied.end()) continue;
        if (std::find(also_taken.begin(), also_taken.end(), cell) != also_taken.end()) continue;
        out.push_back("T@" + cell);
      }
    std::sort(out.begin(), out.end());
    return out;
  };

  // 64 cells less 8 P and 4 S: 52 empty cells (docs/perft.md: perft 1 of the start is 52).
  Texts start_moves = move_texts(s);
  CHECK(start_moves.size() == 52);
  CHECK(start_moves == drops_on_empty_cells({}));
  CHECK(s.side_to_move() == Player::zero);

  // One drop each in turn; player 1 must drop too, on the 51 cells left.
  s.play("T@c3");
  CHECK(s.text() == "1P4P1/P6P/8/3SS3/3SS3/2T5/P6P/1P4P1 1 T5 1");
  CHECK(s.side_to_move() == Player::one);
  CHECK(move_texts(s) == drops_on_empty_cells({"c3"}));
  CHECK(move_texts(s).size() == 51);

  const std::vector<std::pair<const char*, const char*>> drops = {
      {"T@f6", "1P4P1/P6P/5T2/3SS3/3SS3/2T5/P6P/1P4P1 0 T4 2"},
      {"T@a1", "1P4P1/P6P/5T2/3SS3/3SS3/2T5/P6P/TP4P1 1 T3 3"},
      {"T@h8", "1P4PT/P6P/5T2/3SS3/3SS3/2T5/P6P/TP4P1 0 T2 4"},
      {"T@c6", "1P4PT/P6P/2T2T2/3SS3/3SS3/2T5/P6P/TP4P1 1 T1 5"},
      {"T@f3", "1P4PT/P6P/2T2T2/3SS3/3SS3/2T2T2/P6P/TP4P1 0 - 6"},
  };
  for (const auto& [move, text] : drops) {
    CAPTURE(move);
    for (const std::string& t : move_texts(s)) CHECK(t.rfind("T@", 0) == 0);
    s.play(move);
    CHECK(s.text() == text);
  }

  // After the sixth drop the Attacker moves pieces; no drop is left.
  CHECK(s.side_to_move() == Player::zero);
  const Texts moves = move_texts(s);
  CHECK_FALSE(moves.empty());
  for (const std::string& t : moves) CHECK(t.find('@') == std::string::npos);
  // b1: b2, c2, c1 are empty; a1 holds T and a2 P, and the leaps over them leave the board.
  CHECK(moves_from(s, "b1") == expected({"b1-b2", "b1-c1", "b1-c2"}));
}

TEST_CASE("skateboards: the ply limit draws at 300 plies", "[rules]") {
  const State<> before(skateboards, "P6P/8/8/3S4/8/8/8/P6P 0 - 299");
  check_not_over(before.outcome());
  CHECK_FALSE(before.legal_moves().empty());

  const State<> at(skateboards, "P6P/8/8/3S4/8/8/8/P6P 0 - 300");
  CHECK(at.outcome().result == Result::draw);
  CHECK(at.outcome().reason == Reason::ply_limit);
  CHECK(at.legal_moves().empty());
}

// ---------------------------------------------------------------------------------------------
// Pogo
// ---------------------------------------------------------------------------------------------

TEST_CASE("pogo: a stack of three in a corner, by 1, 2 and 3 steps", "[rules]") {
  // W stack of three on a1, one B on c3. k = 1: a2, b1. k = 2 (never straight back): a1-a2-a3,
  // a1-a2-b2, a1-b1-b2, a1-b1-c1. k = 3: a1-a2-a3-b3, a1-a2-b2-{b3, c2, b1 (a U)},
  // a1-b1-c1-c2, a1-b1-b2-{b3, c2, a2 (a U)}.
  const State<> s(pogo, "2B/3/(WWW)2 0 - 0");
  CHECK(move_texts(s) == expected({"1a1-a2", "1a1-b1", "2a1-a3", "2a1-b2", "2a1-c1", "3a1-a2",
                                   "3a1-b1", "3a1-b3", "3a1-c2"}));

  // Without the U, a2 and b1 are out of reach of three steps (and stay so, because no step goes
  // straight back: a1-a2-a3-a2 is no path).
  const Game<> no_u{boardlab::games::pogo({.three_step_u = false})};
  const State<> t(no_u, "2B/3/(WWW)2 0 - 0");
  CHECK(move_texts(t) ==
        expected({"1a1-a2", "1a1-b1", "2a1-a3", "2a1-b2", "2a1-c1", "3a1-b3", "3a1-c2"}));
}

TEST_CASE("pogo: a stack of three in the centre; every three-step move is a U", "[rules]") {
  // b2: k = 1 the four edge midpoints, k = 2 the four corners (never back to b2), k = 3 the edge
  // midpoints again, each only by a U (b2-b3-a3-a2 and its turns).
  const State<> s(pogo, "2B/1(WWW)1/3 0 - 0");
  CHECK(move_texts(s) == expected({"1b2-a2", "1b2-b1", "1b2-b3", "1b2-c2", "2b2-a1", "2b2-a3",
                                   "2b2-c1", "2b2-c3", "3b2-a2", "3b2-b1", "3b2-b3", "3b2-c2"}));

  const Game<> no_u{boardlab::games::pogo({.three_step_u = false})};
  const State<> t(no_u, "2B/1(WWW)1/3 0 - 0");
  CHECK(move_texts(t) ==
        expected({"1b2-a2", "1b2-b1", "1b2-b3", "1b2-c2", "2b2-a1", "2b2-a3", "2b2-c1", "2b2-c3"}));
}

TEST_CASE("pogo: the top k pieces move in order onto anything; a stack is its top's", "[rules]") {
  // a1 (BWW) is W's; c1 (WB) is B's. Lifting two from a1 leaves its B, which becomes B's.
  State<> s(pogo, "3/3/(BWW)1(WB) 0 - 0");
  // a1, height 3: k = 1 a2 b1; k = 2 a3 b2 c1; k = 3 a2 b1 b3 c2 (as in the corner test).
  CHECK(move_texts(s) == expected({"1a1-a2", "1a1-b1", "2a1-a3", "2a1-b2", "2a1-c1", "3a1-a2",
                                   "3a1-b1", "3a1-b3", "3a1-c2"}));
  s.play("2a1-c1");
  CHECK(s.text() == "3/3/B1(WBWW) 1 - 1");
  // W tops every non-empty cell but a1: nobody has won yet.
  check_not_over(s.outcome());
  s.undo();
  s.play("3a1-c2");
  CHECK(s.text() == "3/2(BWW)/2(WB) 1 - 1");
}

TEST_CASE("pogo: the mover wins by topping every stack", "[rules]") {
  State<> s(pogo, "3/1B1/(WW)2 0 - 0");
  s.play("2a1-b2");
  CHECK(s.text() == "3/1(BWW)1/3 1 - 1");
  check_win(s.outcome(), Player::zero, 0);
  CHECK(s.legal_moves().empty());

  // The same board with W to move: the mover is B, who tops nothing, so nobody has won, and W
  // can move its stack (k = 1: a2 b1 b3 c2; k = 2 corners; k = 3 the U moves).
  const State<> w_to_move(pogo, "3/1(BWW)1/3 0 - 1");
  check_not_over(w_to_move.outcome());
  CHECK(w_to_move.legal_moves().size() == 12);
}

// ---------------------------------------------------------------------------------------------
// Pocket Battlefield
// ---------------------------------------------------------------------------------------------

TEST_CASE("pocket_battlefield: a valley stack captures diagonally only", "[rules]") {
  // G b2 (valley). Red's four: a3 c3 c1 (diagonal) and b1 (orthogonal). It takes the three
  // diagonal ones, not b1, and steps onto the empty a1 a2 b3 c2.
  const State<> s(pocket_battlefield, "4/R1R1/1G2/1RR1 0 - 10");
  CHECK(move_texts(s) ==
        expected({"b2-a1", "b2-a2", "b2-a3", "b2-b3", "b2-c1", "b2-c2", "b2-c3"}));
  // All four orthogonal neighbours Red's: none taken, and it steps onto the four diagonals.
  const State<> boxed(pocket_battlefield, "4/1R2/RGR1/1R2 0 - 10");
  CHECK(move_texts(boxed) == expected({"b2-a1", "b2-a3", "b2-c1", "b2-c3"}));
}

TEST_CASE("pocket_battlefield: a foot-hill stack captures orthogonally only", "[rules]") {
  // G a2 (Gold's foot-hill). Enemies on a3 b2 (orthogonal) and b3 b1 (diagonal); a1 empty.
  const State<> s(pocket_battlefield, "4/RR2/GR2/1R2 0 - 10");
  CHECK(move_texts(s) == expected({"a2-a1", "a2-a3", "a2-b2"}));

  // R d3 (Red's foot-hill). Enemies on c3 d2 (orthogonal) and c4 c2 (diagonal); d4 empty.
  const State<> r(pocket_battlefield, "2G1/2GR/2GG/4 1 - 10");
  CHECK(move_texts(r) == expected({"d3-c3", "d3-d2", "d3-d4"}));
}

TEST_CASE("pocket_battlefield: a hill-top stack captures in all eight directions", "[rules]") {
  // G a1 (Gold's hill-top) with enemies on its three neighbours a2, b1, b2.
  const State<> corner(pocket_battlefield, "4/4/RR2/GR2 0 - 10");
  CHECK(move_texts(corner) == expected({"a1-a2", "a1-b1", "a1-b2"}));

  // A 5x5 board with Gold's hill-top on c3, every neighbour taken (Red has five pieces, so
  // Gold's fill the rest): it takes Red's four diagonal ones and c4, then the four orthogonal
  // ones and b2: all eight directions.
  const Game<> centre{boardlab::games::pocket_battlefield({.size = 5, .gold_hill_top = "c3"})};
  const State<> diagonal(centre, "5/1RRR1/1GGG1/1RGR1/5 0 - 10");
  CHECK(moves_from(diagonal, "c3") == expected({"c3-b2", "c3-b4", "c3-c4", "c3-d2", "c3-d4"}));
  const State<> orthogonal(centre, "5/1GRG1/1RGR1/1RRG1/5 0 - 10");
  CHECK(moves_from(orthogonal, "c3") == expected({"c3-b2", "c3-b3", "c3-c2", "c3-c4", "c3-d3"}));
}

TEST_CASE("pocket_battlefield: regions belong to nobody", "[rules]") {
  // R on its own hill-top d4 captures orthogonally (c4, d3) and diagonally (c3).
  const State<> red(pocket_battlefield, "2GR/2GG/4/4 1 - 10");
  CHECK(move_texts(red) == expected({"d4-c3", "d4-c4", "d4-d3"}));

  // G on Red's foot-hill c4 captures orthogonally: c3, and d4 (Red's hill-top); not the
  // diagonals b3 and d3; b4 it steps onto.
  State<> gold(pocket_battlefield, "2GR/1RRR/4/4 0 - 10");
  CHECK(move_texts(gold) == expected({"c4-b4", "c4-c3", "c4-d4"}));
  gold.play("c4-d4");
  CHECK(gold.text() == "3(RG)/1RRR/4/4 1 - 11");
  check_win(gold.outcome(), Player::zero, 0);
}

TEST_CASE("pocket_battlefield: capture by stacking, also onto a stack", "[rules]") {
  // G b2 (valley); c3 holds a stack of Red's, (GR); R a4.
  State<> s(pocket_battlefield, "R3/2(GR)1/1G2/4 0 - 10");
  CHECK(move_texts(s) ==
        expected({"b2-a1", "b2-a2", "b2-a3", "b2-b1", "b2-b3", "b2-c1", "b2-c2", "b2-c3"}));
  s.play("b2-c3");
  CHECK(s.text() == "R3/2(GRG)1/4/4 1 - 11");
  check_not_over(s.outcome());

  // The stack moves as one unit.
  s.play("a4-b4");
  s.play("c3-d2");
  CHECK(s.text() == "1R2/4/3(GRG)/4 1 - 13");

  // Taking the last Red stack wins for the mover.
  State<> last(pocket_battlefield, "4/2(GR)1/1G2/4 0 - 10");
  last.play("b2-c3");
  CHECK(last.text() == "4/2(GRG)1/4/4 1 - 11");
  check_win(last.outcome(), Player::zero, 2);
  CHECK(last.legal_moves().empty());
}

TEST_CASE("pocket_battlefield: no moving onto one's own stacks", "[rules]") {
  // G on c3, b2, c2 (all valley), R a4 far away. b2: c2 and c3 are Gold's. c2: b2 and c3.
  // c3: b2 and c2; d4 is Red's empty hill-top.
  const State<> s(pocket_battlefield, "R3/2G1/1GG1/4 0 - 10");
  CHECK(move_texts(s) == expected({"b2-a1", "b2-a2", "b2-a3", "b2-b1", "b2-b3", "b2-c1", "c2-b1",
                                   "c2-b3", "c2-c1", "c2-d1", "c2-d2", "c2-d3", "c3-b3", "c3-b4",
                                   "c3-c4", "c3-d2", "c3-d3", "c3-d4"}));
}

TEST_CASE("pocket_battlefield: a stack on the opponent's hill-top wins for the mover", "[rules]") {
  State<> s(pocket_battlefield, "R3/2G1/1GG1/4 0 - 10");
  s.play("c3-d4");
  CHECK(s.text() == "R2G/4/1GG1/4 1 - 11");
  check_win(s.outcome(), Player::zero, 0);
  CHECK(s.outcome().condition == 0);

  // The position of docs/perft.md: Red has just captured onto a1.
  const State<> red(pocket_battlefield, "1R1R/2R1/2G1/(GR)G1G 0 - 10");
  check_win(red.outcome(), Player::one, 1);
  CHECK(red.outcome().condition == 1);
}

// ---------------------------------------------------------------------------------------------
// Breakthrough
// ---------------------------------------------------------------------------------------------

TEST_CASE("breakthrough: captures are diagonal only", "[rules]") {
  // W d4 with B d5 straight ahead (blocked) and B e5 diagonally ahead (captured); c5 empty.
  State<> s(breakthrough, "8/8/8/3BB3/3W4/8/8/8 0 - 10");
  CHECK(move_texts(s) == expected({"d4-c5", "d4-e5"}));

  // B's view: d5 is blocked by W d4 straight ahead, e5 captures it diagonally.
  const State<> b(breakthrough, "8/8/8/3BB3/3W4/8/8/8 1 - 11");
  CHECK(move_texts(b) == expected({"d5-c4", "d5-e4", "e5-d4", "e5-e4", "e5-f4"}));

  s.play("d4xe5");
  CHECK(s.text() == "8/8/8/3BW3/8/8/8/8 1 - 11");
  check_not_over(s.outcome());
}

TEST_CASE("breakthrough: the start has 22 moves, none onto an own piece", "[rules]") {
  // Only rank 2 can move: a2 and h2 have two moves each, b2..g2 three.
  const State<> s(breakthrough);
  Texts want;
  for (char f = 'a'; f <= 'h'; ++f) {
    const std::string from = std::string{f, '2'} + "-";
    if (f > 'a') want.push_back(from + char(f - 1) + "3");
    want.push_back(from + f + "3");
    if (f < 'h') want.push_back(from + char(f + 1) + "3");
  }
  std::sort(want.begin(), want.end());
  CHECK(move_texts(s) == want);
}

TEST_CASE("breakthrough: reaching the far rank wins", "[rules]") {
  State<> s(breakthrough, "6B1/1W6/8/8/8/8/8/8 0 - 10");
  CHECK(move_texts(s) == expected({"b7-a8", "b7-b8", "b7-c8"}));
  s.play("b7-b8");
  CHECK(s.text() == "1W4B1/8/8/8/8/8/8/8 1 - 11");
  check_win(s.outcome(), Player::zero, 0);
  CHECK(s.legal_moves().empty());

  State<> b(breakthrough, "8/8/8/8/8/8/1B6/6W1 1 - 11");
  b.play("b2-a1");
  check_win(b.outcome(), Player::one, 1);
}

TEST_CASE("breakthrough: taking the last enemy piece wins", "[rules]") {
  State<> s(breakthrough, "8/8/8/4B3/3W4/8/8/8 0 - 10");
  s.play("d4-e5");
  CHECK(s.text() == "8/8/8/4W3/8/8/8/8 1 - 11");
  check_win(s.outcome(), Player::zero, 2);
}

TEST_CASE("breakthrough: the ply limit draws", "[rules]") {
  const Game<> game{boardlab::games::breakthrough({.max_plies = 10})};
  const State<> at_limit(game, "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW 0 - 10");
  const Outcome o = at_limit.outcome();
  CHECK(o.result == Result::draw);
  CHECK(o.reason == Reason::ply_limit);
  CHECK(o.over());
  CHECK(at_limit.legal_moves().empty());
  CHECK(boardlab::perft(game, at_limit.position(), 1) == 0);

  State<> before(game, "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW 0 - 9");
  check_not_over(before.outcome());
  CHECK(before.legal_moves().size() == 22);
  before.play("a2-a3");
  CHECK(before.outcome().result == Result::draw);
  CHECK(before.outcome().reason == Reason::ply_limit);

  // A win on the last ply is a win: the game's own conditions come first.
  State<> win(game, "6B1/1W6/8/8/8/8/8/8 0 - 9");
  win.play("b7-b8");
  check_win(win.outcome(), Player::zero, 0);
}

TEST_CASE("breakthrough: a player to move with no legal move loses", "[rules]") {
  // One file: W a4 blocked head-on by B a5, and no diagonal exists.
  const Game<> narrow{boardlab::games::breakthrough({.files = 1})};
  const State<> s(narrow, "1/1/1/B/W/1/1/1 0 - 10");
  CHECK(s.legal_moves().empty());
  check_no_move_loss(s.outcome(), Player::one);
  // B to move in the same board can capture nothing either.
  const State<> b(narrow, "1/1/1/B/W/1/1/1 1 - 11");
  check_no_move_loss(b.outcome(), Player::zero);

  // 8x8: W a7 blocked by B a8, its diagonal b8 holds its own W, which cannot step off the board
  // (and has not won: the mover is B).
  const State<> full(breakthrough, "BW6/W7/8/8/8/8/8/8 0 - 10");
  CHECK(full.legal_moves().empty());
  check_no_move_loss(full.outcome(), Player::one);

  // The loss comes before the ply limit.
  const Game<> narrow10{boardlab::games::breakthrough({.files = 1, .max_plies = 10})};
  const State<> both(narrow10, "1/1/1/B/W/1/1/1 0 - 10");
  check_no_move_loss(both.outcome(), Player::one);
}

// ---------------------------------------------------------------------------------------------
// Clobber
// ---------------------------------------------------------------------------------------------

TEST_CASE("clobber: the start is checkered with W on a1 and fills the board", "[rules]") {
  CHECK(State<>(clobber).text() == "WBWBWB/BWBWBW/WBWBWB/BWBWBW/WBWBWB 0 - 0");
  // An even number of ranks puts B in the top-left corner; a1 stays W.
  const Game<> four{boardlab::games::clobber({.files = 4, .ranks = 4})};
  CHECK(State<>(four).text() == "BWBW/WBWB/BWBW/WBWB 0 - 0");
  const Game<> line{boardlab::games::clobber({.files = 3, .ranks = 1})};
  CHECK(State<>(line).text() == "WBW 0 - 0");
}

TEST_CASE("clobber: the start has one move per pair of orthogonal neighbours", "[rules]") {
  // Every orthogonal neighbour of a W is a B, so W's moves are the board's neighbour pairs,
  // each once: files x (ranks - 1) + ranks x (files - 1).
  CHECK(State<>(clobber).legal_moves().size() == 6 * 4 + 5 * 5);
  const Game<> four{boardlab::games::clobber({.files = 4, .ranks = 4})};
  CHECK(State<>(four).legal_moves().size() == 4 * 3 + 4 * 3);
  const Game<> two{boardlab::games::clobber({.files = 2, .ranks = 2})};
  CHECK(move_texts(State<>(two)) == expected({"a1-a2", "a1-b1", "b2-a2", "b2-b1"}));
}

TEST_CASE("clobber: a piece steps orthogonally onto an enemy only", "[rules]") {
  // W c3 has B on c4, b3 and c2, its own W on d3, and B b2 only diagonally; W d3 has nothing
  // next to it but its own pieces and empty cells; W d2 has B c2.
  const char* board = "6/2B3/1BWW2/1BBW2/6";
  State<> w(clobber, std::string(board) + " 0 - 10");
  CHECK(move_texts(w) == expected({"c3-b3", "c3-c2", "c3-c4", "d2-c2"}));
  // B b2 is hemmed in by its own b3 and c2; B c2 takes c3 or d2.
  const State<> b(clobber, std::string(board) + " 1 - 11");
  CHECK(move_texts(b) == expected({"b3-c3", "c2-c3", "c2-d2", "c4-c3"}));

  w.play("c3xc4");
  CHECK(w.text() == "6/2W3/1B1W2/1BBW2/6 1 - 11");
  check_not_over(w.outcome());
  CHECK(move_texts(w) == expected({"c2-d2"}));
}

TEST_CASE("clobber: a player to move with no legal move loses", "[rules]") {
  // Pieces of both colours left, none next to an enemy: whoever is to move loses.
  const State<> w(clobber, "W5/6/6/6/5B 0 - 20");
  CHECK(w.legal_moves().empty());
  check_no_move_loss(w.outcome(), Player::one);
  const State<> b(clobber, "W5/6/6/6/5B 1 - 21");
  check_no_move_loss(b.outcome(), Player::zero);

  // Taking the last enemy piece wins the same way: the opponent has no move left.
  State<> last(clobber, "6/6/6/6/WB4 0 - 10");
  last.play("a1-b1");
  CHECK(last.text() == "6/6/6/6/1W4 1 - 11");
  check_no_move_loss(last.outcome(), Player::zero);

  // The smallest board: W's one move, then B has none.
  const Game<> two{boardlab::games::clobber({.files = 2, .ranks = 1})};
  CHECK(boardlab::perft(two, two.start(), 1) == 1);
  CHECK(boardlab::perft(two, two.start(), 2) == 0);
}

TEST_CASE("clobber: every game ends by a player without moves, within cells - 1 plies", "[rules]") {
  // The header's argument for the default ply limit, played out: each move removes a piece.
  for (const auto& [files, ranks] : {std::pair{6, 5}, {4, 4}, {8, 8}, {1, 7}}) {
    CAPTURE(files, ranks);
    const Game<> game{boardlab::games::clobber({.files = files, .ranks = ranks})};
    CHECK(game.spec().max_plies > files * ranks - 1);
    boardlab::Random random(std::uint64_t(files * 100 + ranks));
    for (int g = 0; g < 200; ++g) {
      State<> s(game);
      while (!s.is_over()) {
        const auto moves = s.legal_moves();
        const int before = s.position().occupied.count();
        s.play(moves[random.below(int(moves.size()))]);
        REQUIRE(s.position().occupied.count() == before - 1);
      }
      CHECK(s.outcome().reason == Reason::no_legal_move);
      CHECK(s.ply() <= files * ranks - 1);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Outcomes are functions of the position
// ---------------------------------------------------------------------------------------------

TEST_CASE("outcome: 'the mover wins' conditions hold only when the winner moved last", "[rules]") {
  // W on a8 (the far rank), W b2, B h8. With B to move, W made the last move: W has won.
  const State<> w_moved(breakthrough, "W6B/8/8/8/8/8/1W6/8 1 - 11");
  check_win(w_moved.outcome(), Player::zero, 0);
  CHECK(w_moved.outcome().condition == 0);
  CHECK(w_moved.legal_moves().empty());

  // The same board with W to move (typed in): B moved last, so the condition does not hold; W
  // plays on with b2 (a8 cannot move).
  const State<> w_to_move(breakthrough, "W6B/8/8/8/8/8/1W6/8 0 - 10");
  check_not_over(w_to_move.outcome());
  CHECK(move_texts(w_to_move) == expected({"b2-a3", "b2-b3", "b2-c3"}));

  // A variant whose far-rank rule is When::always: W to move has won all the same.
  boardlab::GameSpec spec = boardlab::games::breakthrough();
  spec.end_conditions[0].when = boardlab::When::always;
  const Game<> always{spec};
  const State<> a(always, "W6B/8/8/8/8/8/1W6/8 0 - 10");
  check_win(a.outcome(), Player::zero, 0);
  CHECK(a.legal_moves().empty());

  // Reaching a position by moves or typing it in gives the same outcome.
  State<> played(breakthrough, "6B1/1W6/8/8/8/8/8/8 0 - 10");
  played.play("b7-b8");
  const State<> typed(breakthrough, played.text());
  CHECK(played.outcome() == typed.outcome());
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

TEST_CASE("move text: 'x' is accepted for '-', and format_move writes '-'", "[rules]") {
  State<> s(breakthrough, "8/8/8/3BB3/3W4/8/8/8 0 - 10");
  const boardlab::Move m = s.play("d4xe5");
  CHECK(s.move_text(m) == "d4-e5");
  CHECK(boardlab::format_move(s.game(), m) == "d4-e5");
  CHECK(s.last_move() == m);

  State<> p(pogo);
  const boardlab::Move stack_move = p.play("2a1xb2");
  CHECK(p.move_text(stack_move) == "2a1-b2");
  CHECK(p.text() == "(BB)(BB)(BB)/1(WW)1/1(WW)(WW) 1 - 1");
}

// Castle and the chess family's other primitives alone, in small games that are not chess:
// royal kinds (two royal pieces, a side without one, a royal piece that is not a king),
// NoMoveResult::loses_in_check, Castle in a game without royal kinds (no attack is asked) and on
// other files, with two partner kinds, the castling rights that two castlings to one side
// would need refused, a passable triple step taken en passant on either cell it passed, and the
// checks' messages. Chess itself is in games/chess_test.cpp.
#include <memory>
#include <string>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "rule_checks.hpp"
#include "spec_errors.hpp"

namespace castle_test {

namespace {

using namespace boardlab;
using rule_checks::expected;
using rule_checks::move_texts;
using rule_checks::moves_from;
using test_specs::spec_error;

// A 5x5 game: each side a royal general G (steps orthogonally) and rooks R; optionally a second
// royal kind, a duke D that steps diagonally.
GameSpec generals(bool dukes = false) {
  GameSpec s;
  s.name = "generals";
  s.files = 5;
  s.ranks = 5;
  s.add_kind('G', Owner::zero, "general").add_kind('R', Owner::zero, "rook");
  s.add_kind('g', Owner::one, "general").add_kind('r', Owner::one, "rook");
  for (const char c : {'G', 'g'}) s.moves(c, Step{.directions = dir::orthogonal}).royal(c);
  for (const char c : {'R', 'r'}) s.moves(c, Slide{.directions = dir::orthogonal});
  if (dukes) {
    s.add_kind('D', Owner::zero, "duke").add_kind('d', Owner::one, "duke");
    for (const char c : {'D', 'd'}) s.moves(c, Step{.directions = dir::diagonal}).royal(c);
  }
  s.no_legal_move = NoMoveResult::loses_in_check;
  s.start = "2g2/5/5/5/2G2 0 - 0";
  return s;
}

}  // namespace

TEST_CASE("royal: a general may not step where a rook attacks it, nor stay attacked",
          "[primitives]") {
  const Game<> game{generals()};
  // The black rook on a2 attacks rank 2: the general on c1 may not step up.
  const State<> s(game, "2g2/5/5/r4/2G2 0 - 0");
  CHECK(move_texts(s) == expected({"c1-b1", "c1-d1"}));
  // In check from the rook on c3: the general leaves the file, or the white rook blocks on c2,
  // or (from a3) takes the rook.
  const State<> checked(game, "2g2/5/2r2/R4/2G2 0 - 0");
  CHECK(move_texts(checked) == expected({"a2-c2", "c1-b1", "c1-d1"}));
  const State<> takes(game, "2g2/5/R1r2/5/2G2 0 - 0");
  CHECK(move_texts(takes) == expected({"a3-c3", "c1-b1", "c1-d1"}));
}

TEST_CASE("royal: with two royal pieces neither may be left attacked", "[primitives]") {
  const Game<> game{generals(true)};
  // The white rook on c2 shields the duke on e2 from the black rook on a2: it stays on rank 2
  // (or takes the rook), though the general on c1 is safe whatever it does.
  const State<> s(game, "4g/5/5/r1R1D/2G2 0 - 0");
  CHECK(moves_from(s, "c2") == expected({"c2-a2", "c2-b2", "c2-d2"}));
}

TEST_CASE("royal: a pinned piece stays between its royal piece and the pinner", "[primitives]") {
  // A leaper L jumps two cells orthogonally. Pinned on c2 by the black rook on c3 to the general
  // on c1, it may neither leap over the pinner to c4 (the file would open) nor leave the file; by
  // a rook on c4 it may take it. A rook pinned on c2 slides up to c3 and takes on c4, no farther.
  GameSpec s = generals();
  s.add_kind('L', Owner::zero, "leaper");
  s.moves('L', OffsetLeap{.offset = {0, 2}, .symmetry = Symmetry::all});
  const Game<> game{s};
  CHECK(moves_from(State<>(game, "2g2/5/2r2/2L2/2G2 0 - 0"), "c2").empty());
  CHECK(moves_from(State<>(game, "2g2/5/2r2/2L2/2G2 0 - 0"), "c1") == expected({"c1-b1", "c1-d1"}));
  CHECK(moves_from(State<>(game, "2g2/2r2/5/2L2/2G2 0 - 0"), "c2") == expected({"c2-c4"}));
  CHECK(moves_from(State<>(game, "2g2/2r2/5/2R2/2G2 0 - 0"), "c2") == expected({"c2-c3", "c2-c4"}));
  // Not pinned (the rook on d4 is off the file): every leap on the board.
  CHECK(moves_from(State<>(game, "2g2/3r1/5/2L2/2G2 0 - 0"), "c2") ==
        expected({"c2-a2", "c2-c4", "c2-e2"}));
}

TEST_CASE("royal: a side without royal pieces may leave anything attacked", "[primitives]") {
  const Game<> game{generals()};
  // White has no general: its rook may go anywhere; black's general is still royal.
  const State<> s(game, "2g2/5/5/5/R4 0 - 0");
  CHECK(moves_from(s, "a1").size() == 8);
  const State<> black(game, "2g2/5/5/5/2R2 1 - 1");
  CHECK(move_texts(black) == expected({"c5-b5", "c5-d5"}));
}

TEST_CASE("royal: loses_in_check: no move in check loses, out of check draws", "[primitives]") {
  const Game<> game{generals()};
  // Black's general on a5, the white rooks on a1 and b1: in check, no move.
  const Outcome mated = State<>(game, "g4/5/5/5/RR2G 1 - 1").outcome();
  CHECK(mated == Outcome{Result::win, Player::zero, Reason::no_legal_move, -1});
  CHECK(in_check(game, State<>(game, "g4/5/5/5/RR2G 1 - 1").position()));
  // On b5 with rooks on a1, c1 and e4: not attacked, and every step is.
  const Outcome stalemate = State<>(game, "1g3/4R/5/5/R1R1G 1 - 1").outcome();
  CHECK(stalemate == Outcome{Result::draw, Player::zero, Reason::no_legal_move, -1});
}

// A 6x3 board: a tower T castles with a wall W, landing on e1 and the wall on d1 (right) or on
// b1 and c1 (left). Nothing is royal: the enemy rook's attacks do not matter. With `gates`, a
// second partner kind, a gate G, which the tower castles with by a Castle of its own, so on its
// own files: c1 and d1 on the right, a1 and b1 on the left.
GameSpec towers(bool gates) {
  GameSpec s;
  s.name = "towers";
  s.files = 6;
  s.ranks = 3;
  s.add_kind('T', Owner::zero, "tower").add_kind('W', Owner::zero, "wall");
  if (gates) s.add_kind('G', Owner::zero, "gate");
  s.add_kind('r', Owner::one, "rook");
  s.moves('T', Castle{.partner = 'W',
                      .left_file = 1,
                      .partner_left_file = 2,
                      .right_file = 4,
                      .partner_right_file = 3});
  if (gates)
    s.moves('T', Castle{.partner = 'G',
                        .left_file = 0,
                        .partner_left_file = 1,
                        .right_file = 3,
                        .partner_right_file = 2});
  s.moves('r', Slide{.directions = dir::orthogonal});
  s.start = gates ? "r5/6/W2T1G 0 - 0 castling=a1d1f1" : "r5/6/W2T1W 0 - 0 castling=a1d1f1";
  return s;
}

TEST_CASE("castle: without royal kinds the cells between empty is all it asks, with each partner",
          "[primitives]") {
  struct Case {
    bool gates;
    const char* after_o_o;    // with the wall on f1 (or the gate: the tower stays on d1)
    const char* after_o_o_o;  // with the wall on a1: the tower on b1, the wall on c1
  };
  for (const Case& c : {Case{false, "r5/6/W2WT1 1 - 1", "r5/6/1TW2W 1 - 1"},
                        Case{true, "r5/6/W1GT2 1 - 1", "r5/6/1TW2G 1 - 1"}}) {
    const Game<> game{towers(c.gates)};
    State<> st(game);
    const std::string start = st.text();
    CHECK(move_texts(st) == expected({"O-O", "O-O-O"}));
    st.play("O-O");
    CHECK(st.text() == c.after_o_o);
    st.undo();
    CHECK(st.text() == start);
    st.play("O-O-O");
    CHECK(st.text() == c.after_o_o_o);
  }
  // A piece between: the right side is closed.
  const Game<> game{towers(false)};
  CHECK(move_texts(State<>(game, "6/6/W2TrW 0 - 0 castling=a1d1f1")) == expected({"O-O-O"}));
}

TEST_CASE("castle: one text a side: rights that would give two castlings to one side are refused",
          "[primitives][errors]") {
  const Game<> game{towers(true)};
  // The wall on a1 and the gate on c1 are both left of the tower on d1: two O-O-O.
  CHECK_THROWS_WITH(State<>(game, "6/6/W1GT2 0 - 0 castling=a1c1d1"),
                    Catch::Contains("'castling=a1c1d1': the piece on d1 would castle with both a1 "
                                    "and c1 on one side"));
  // Two towers of one player, each with a partner.
  CHECK_THROWS_WITH(State<>(game, "6/6/WT1T1G 0 - 0 castling=a1b1d1f1"),
                    Catch::Contains("'castling=a1b1d1f1': the pieces on b1 and d1 both castle (a "
                                    "player's castling rights are one piece's)"));
  // One Castle a pair of kinds: a second would be a second castling with one text.
  GameSpec s = towers(true);
  s.moves('T', Castle{.partner = 'W', .right_file = 5, .partner_right_file = 4});
  CHECK(spec_error(s) ==
        "kind 'T' primitive 3 (Castle): the kind already castles with 'W' "
        "(primitive 1)");
}

TEST_CASE("en passant: a passable triple step may be taken on either cell it passed",
          "[primitives]") {
  // A 3x6 board: runners S step or slide 2-3 cells forward from rank 1 (passable); hunters h
  // capture one cell diagonally forward, en passant too.
  GameSpec s;
  s.name = "runners";
  s.files = 3;
  s.ranks = 6;
  s.add_region("start", "a1 b1 c1");
  s.add_kind('S', Owner::zero, "runner").add_kind('h', Owner::one, "hunter");
  s.moves('S', Slide{.directions = dir::forward,
                     .onto = Targets::empty,
                     .max_distance = 3,
                     .min_distance = 2,
                     .passable = true,
                     .from_region = "start"});
  s.moves('S', Step{.directions = dir::forward, .onto = Targets::empty});
  s.moves('h',
          Step{.directions = dir::forward_diagonal, .onto = Targets::enemy, .en_passant = true});
  s.moves('h', Step{.directions = dir::forward, .onto = Targets::empty});
  s.start = "3/3/3/h1h/3/1S1 0 - 0";
  const Game<> game{s};
  State<> st(game);
  CHECK(move_texts(st) == expected({"b1-b2", "b1-b3", "b1-b4"}));
  st.play("b1-b4");
  CHECK(st.text() == "3/3/1S1/h1h/3/3 1 - 1 en_passant=b2b3");
  // Both hunters take it on b2, a passed cell, stepping diagonally forward (down).
  CHECK(move_texts(st) == expected({"a3-a2", "a3-b2", "c3-b2", "c3-c2"}));
  st.play("a3-b2");
  CHECK(st.text() == "3/3/3/2h/1h1/3 0 - 2");
}

TEST_CASE("the chess family's checks name what is wrong", "[primitives][errors]") {
  GameSpec s = generals();
  s.kinds[1].primitives[0] = Slide{.directions = dir::orthogonal, .min_distance = 0};
  CHECK(spec_error(s) ==
        "kind 'R' primitive 1 (Slide): min_distance 0 is not between 1 and max_distance");
  s.kinds[1].primitives[0] = Slide{.directions = dir::orthogonal, .passable = true};
  CHECK(spec_error(s) ==
        "kind 'R' primitive 1 (Slide): passable is for a free Slide onto 'empty' cells that ends "
        "the turn (a pawn's double step)");
  s.kinds[1].primitives[0] =
      Step{.directions = dir::orthogonal, .onto = Targets::empty, .en_passant = true};
  CHECK(spec_error(s) ==
        "kind 'R' primitive 1 (Step): en_passant is for a Step that captures (onto 'enemy', "
        "landing 'capture') and ends the turn");
  s = generals();
  s.moves('G', Castle{.partner = 'g',
                      .left_file = 0,
                      .partner_left_file = 1,
                      .right_file = 4,
                      .partner_right_file = 3});
  CHECK(spec_error(s) ==
        "kind 'G' primitive 2 (Castle): partner 'g' is not another kind of the same owner");
  s = generals();
  s.moves('G', Castle{.partner = 'R', .right_file = 7});
  CHECK(spec_error(s) ==
        "kind 'G' primitive 2 (Castle): file 7 is not a file of the 5-file board (0 to 4)");
  s = generals();
  s.kinds[0].royal = false;
  s.kinds[2].royal = false;
  CHECK(spec_error(s) == "no_legal_move 'loses_in_check' needs a royal kind (royal = true)");
  s = generals();
  s.moves('R', Leap{.directions = dir::orthogonal, .leapt = Leapt::captured});
  CHECK(spec_error(s) ==
        "royal kinds: kind 'R' primitive 2 (Leap) captures by leaping; a game with royal kinds "
        "cannot have it yet (docs/primitives.md, the chess family)");
}

}  // namespace castle_test

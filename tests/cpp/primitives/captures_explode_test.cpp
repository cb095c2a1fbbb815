// Explosions (GameSpec::captures_explode, KindSpec::explosion_proof) alone, in small games that
// are not chess: what a capture removes, at the board's edge, for a capture by leaping (the
// explosion is where the taker lands), the taken back move's position and hash; with royal kinds
// on a board of generals, the royal piece that cannot take, the capture that would explode the
// mover's own, royal pieces side by side; and the checks' messages. Atomic chess is in
// games/atomic_test.cpp.
#include <string>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "rule_checks.hpp"
#include "spec_errors.hpp"

namespace captures_explode_test {

namespace {

using namespace boardlab;
using rule_checks::expected;
using rule_checks::move_texts;
using rule_checks::moves_from;
using test_specs::spec_error;

// A 5x5 game of rooks R (slide orthogonally, take where they land), jumpers J (leap an enemy
// orthogonally and take it) and walls W (do not move, explosion-proof), without royal pieces.
GameSpec blasters() {
  GameSpec s;
  s.name = "blasters";
  s.files = 5;
  s.ranks = 5;
  for (const Owner owner : {Owner::zero, Owner::one}) {
    const bool white = owner == Owner::zero;
    s.add_kind(white ? 'R' : 'r', owner, "rook")
        .moves(white ? 'R' : 'r', Slide{.directions = dir::orthogonal});
    s.add_kind(white ? 'J' : 'j', owner, "jumper")
        .moves(white ? 'J' : 'j', Leap{.directions = dir::orthogonal,
                                       .over = Targets::enemy,
                                       .onto = Targets::empty,
                                       .leapt = Leapt::captured});
    s.add_kind(white ? 'W' : 'w', owner, "wall");
    s.kind_by_symbol(white ? 'W' : 'w').explosion_proof = true;
  }
  s.captures_explode = true;
  s.start = "5/5/5/5/5 0 - 0";
  return s;
}

// Each side a royal general G (steps in every direction) and rooks R, whose captures explode.
GameSpec generals() {
  GameSpec s;
  s.name = "generals";
  s.files = 5;
  s.ranks = 5;
  s.add_kind('G', Owner::zero, "general").add_kind('R', Owner::zero, "rook");
  s.add_kind('g', Owner::one, "general").add_kind('r', Owner::one, "rook");
  for (const char c : {'G', 'g'}) s.moves(c, Step{.directions = dir::all}).royal(c);
  for (const char c : {'R', 'r'}) s.moves(c, Slide{.directions = dir::orthogonal});
  s.no_legal_move = NoMoveResult::loses_in_check;
  s.captures_explode = true;
  s.start = "2g2/5/5/5/2G2 0 - 0";
  return s;
}

}  // namespace

TEST_CASE("captures_explode: the taker and the pieces around it leave, proof ones stay",
          "[primitives]") {
  const Game<> game{blasters()};
  // The rook takes on a4 in the corner's column: the black jumper on a5 and the white rook on b5
  // (the mover's own) leave with both rooks; the wall on b4 stays.
  State<> s(game, "jR3/rw3/5/5/R4 0 - 0");
  s.play("a1-a4");
  CHECK(s.text() == "5/1w3/5/5/5 1 - 1");
  s.undo();
  CHECK(s.text() == "jR3/rw3/5/5/R4 0 - 0");
  CHECK(s.position().hash == State<>(game, s.text()).position().hash);
  // A move that takes nothing explodes nothing.
  s.play("a1-a2");
  CHECK(s.text() == "jR3/rw3/5/R4/5 1 - 1");
}

TEST_CASE("captures_explode: a capture by leaping explodes where the taker lands", "[primitives]") {
  const Game<> game{blasters()};
  // The jumper takes the rook on c2 and lands on c3: the rooks on b4 and d4 leave with it, the
  // wall on d2 stays.
  State<> s(game, "5/1R1r1/5/2rw1/2J2 0 - 0");
  const auto jumps = moves_from(s, "c1");
  REQUIRE(jumps.size() == 1);
  s.play(jumps[0]);
  CHECK(s.text() == "5/5/5/3w1/5 1 - 1");
  s.undo();
  CHECK(s.text() == "5/1R1r1/5/2rw1/2J2 0 - 0");
}

TEST_CASE("captures_explode: a royal piece cannot take nor be exploded by its own side",
          "[primitives]") {
  const Game<> game{generals()};
  // The general on c2 may not take the rook on b3 (it would explode), nor go where the rook
  // attacks (b1, b2, c3, d3); the white rook may not take it either (the explosion reaches the
  // general beside it), but may take the black general, which wins.
  State<> s(game, "1R2g/5/1r3/2G2/5 0 - 0");
  CHECK_FALSE(in_check(game, s.position()));
  CHECK(moves_from(s, "c2") == expected({"c2-c1", "c2-d1", "c2-d2"}));
  CHECK(moves_from(s, "b5") == expected({"b5-a5", "b5-b4", "b5-c5", "b5-d5", "b5-e5"}));
  s.play("b5-e5");
  CHECK(s.text() == "5/5/1r3/2G2/5 1 - 1");
}

TEST_CASE("captures_explode: royal pieces side by side are not attacked", "[primitives]") {
  const Game<> game{generals()};
  // The rook on a2 would take the general on c2, but the black general on c3 beside it would
  // explode with its taker: no check. The general may go to b2 (the rook's rank, beside the
  // black general) or c1, d2 (beside it or unattacked), not onto the general.
  const State<> s(game, "5/5/2g2/r1G2/5 0 - 0");
  CHECK_FALSE(in_check(game, s.position()));
  CHECK(moves_from(s, "c2") ==
        expected({"c2-b1", "c2-b2", "c2-b3", "c2-c1", "c2-d1", "c2-d2", "c2-d3"}));
  // Away from it, the rook's rank is attacked.
  const State<> apart(game, "2g2/5/5/r1G2/5 0 - 0");
  CHECK(in_check(game, apart.position()));
}

TEST_CASE("captures_explode: the checks' messages", "[primitives]") {
  GameSpec proof_alone = blasters();
  proof_alone.captures_explode = false;
  CHECK(spec_error(proof_alone) ==
        "a kind is explosion_proof, but captures do not explode (captures_explode = true)");
  GameSpec to_reserve = blasters();
  to_reserve.kind_by_symbol('R').captured_as = 'r';
  to_reserve.moves('r', Drop{});
  CHECK(spec_error(to_reserve).find("captures_explode: kind 'R' goes to a reserve") !=
        std::string::npos);
  GameSpec custodial = blasters();
  custodial.custodial = {.directions = dir::orthogonal};
  CHECK(spec_error(custodial).find("captures_explode: custodial capture") != std::string::npos);
  GameSpec quiet = generals();
  quiet.checks_allowed = false;
  CHECK(spec_error(quiet).find("captures_explode: checks_allowed = false") != std::string::npos);
}

}  // namespace captures_explode_test

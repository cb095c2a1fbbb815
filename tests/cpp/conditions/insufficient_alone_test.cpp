// The insufficient-material rule (GameSpec::insufficient_alone and insufficient_on_one_colour),
// alone in a 5x5 game of royal generals G, knights N, bishops B and rooks R: royal pieces alone,
// or with one piece of a lone kind, or with pieces of the one-colour kinds all on one colour,
// draw; a second lone piece, bishops on both colours, or any other piece do not; an end
// condition that holds wins first; the rule without royal kinds; chess's own cases; the checks'
// messages.
#include <string>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "builtin_games.hpp"
#include "rule_checks.hpp"
#include "spec_errors.hpp"

namespace insufficient_alone_test {

namespace {
using namespace boardlab;
using rule_checks::check_not_over;
using test_specs::spec_error;

GameSpec generals() {
  GameSpec s;
  s.name = "generals";
  s.files = 5;
  s.ranks = 5;
  for (const Owner owner : {Owner::zero, Owner::one}) {
    const bool white = owner == Owner::zero;
    const auto symbol = [&](char c) { return white ? c : char(c - 'A' + 'a'); };
    s.add_kind(symbol('G'), owner, "general").moves(symbol('G'), Step{.directions = dir::all});
    s.royal(symbol('G'));
    s.add_kind(symbol('N'), owner, "knight")
        .moves(symbol('N'), OffsetLeap{.offset = {1, 2}, .symmetry = Symmetry::all});
    s.add_kind(symbol('B'), owner, "bishop").moves(symbol('B'), Slide{.directions = dir::diagonal});
    s.add_kind(symbol('R'), owner, "rook").moves(symbol('R'), Slide{.directions = dir::orthogonal});
  }
  s.no_legal_move = NoMoveResult::loses_in_check;
  s.insufficient_alone = "NBnb";
  s.insufficient_on_one_colour = "Bb";
  s.start = "2g2/5/5/5/2G2 0 - 0";
  return s;
}

void check_insufficient(const Outcome& o) {
  CHECK(o.result == Result::draw);
  CHECK(o.reason == Reason::insufficient_material);
}
}  // namespace

TEST_CASE("insufficient material: what cannot win draws, what can does not", "[rules]") {
  const Game<> game{GameSpec{generals()}};
  const auto outcome = [&](const char* text) { return State<>(game, text).outcome(); };
  check_insufficient(outcome("g4/5/5/5/4G 0 - 4"));       // the generals alone
  check_insufficient(outcome("g4/5/2N2/5/4G 0 - 4"));     // and one knight
  check_insufficient(outcome("g4/5/5/1b3/4G 0 - 4"));     // or one bishop
  check_insufficient(outcome("g4/5/B1b2/1b3/4G 0 - 4"));  // bishops all on one colour: a3 c3 b2
  check_not_over(outcome("g4/5/2N2/5/1n2G 0 - 4"));       // two knights
  check_not_over(outcome("g4/5/1Bb2/5/4G 0 - 4"));        // bishops on b3 and c3: both colours
  check_not_over(outcome("g4/5/2N2/1b3/4G 0 - 4"));       // a knight and a bishop
  check_not_over(outcome("g4/5/5/5/3RG 0 - 4"));          // a rook
  // Taking the last piece that could win draws at once.
  State<> s(game, "g4/5/2R2/1b3/4G 1 - 5");
  check_not_over(s.outcome());
  s.play("b2-c3");
  check_insufficient(s.outcome());
  CHECK(s.legal_moves().empty());
}

TEST_CASE("insufficient material: an end condition that holds wins first; no royal kinds",
          "[rules]") {
  GameSpec reach = generals();
  reach.add_region("top", "a5 b5 c5 d5 e5");
  reach.add_end(Reaches{.pieces = Pieces::kind('G'), .region = "top", .winner = Player::zero});
  const Game<> game{reach};
  State<> s(game, "g4/4G/5/5/5 0 - 4");
  check_insufficient(s.outcome());
  // The general arriving by taking the last rook: both hold, and the condition decides.
  State<> arriving(game, "r3g/G4/5/5/5 0 - 4");
  check_not_over(arriving.outcome());
  arriving.play("a4-a5");
  CHECK(arriving.outcome().result == Result::win);
  CHECK(arriving.outcome().reason == Reason::condition);
  // Without royal kinds, the rule counts every piece.
  GameSpec plain = generals();
  for (int k = 0; k < plain.kind_count; ++k) plain.kinds[k].royal = false;
  plain.no_legal_move = NoMoveResult::loses;
  const Game<> no_royals{plain};
  check_insufficient(State<>(no_royals, "5/5/2N2/5/5 0 - 4").outcome());
  check_not_over(State<>(no_royals, "g4/5/2N2/5/5 0 - 4").outcome());
}

TEST_CASE("insufficient material: chess draws as OpenSpiel and python-chess do", "[rules]") {
  const Game<>& chess = builtin::game_named("chess");
  check_insufficient(State<>(chess, "4k3/8/8/8/8/8/8/4K3 0 - 80").outcome());
  check_insufficient(State<>(chess, "4k3/8/8/8/8/8/8/3NK3 0 - 80").outcome());
  // Bishops on c1 and f8 both stand on dark cells; on c1 and c8, on two colours.
  check_insufficient(State<>(chess, "4kb2/8/8/8/8/8/8/2B1K3 0 - 80").outcome());
  check_not_over(State<>(chess, "2b1k3/8/8/8/8/8/8/2B1K3 0 - 80").outcome());
  check_not_over(State<>(chess, "4k3/8/8/8/8/8/8/2NNK3 0 - 80").outcome());
  check_not_over(State<>(chess, "4k3/8/8/8/8/8/4P3/4K3 0 - 80").outcome());
  // King of the hill's lone king may still walk to the hill.
  check_not_over(
      State<>(builtin::game_named("king_of_the_hill"), "4k3/8/8/8/8/8/8/4K3 0 - 80").outcome());
}

TEST_CASE("insufficient material: the checks' messages", "[rules]") {
  GameSpec unknown = generals();
  unknown.insufficient_alone = "NQ";
  CHECK(spec_error(unknown) == "insufficient_alone: no piece kind has the symbol 'Q'");
  GameSpec twice = generals();
  twice.insufficient_on_one_colour = "BbB";
  CHECK(spec_error(twice) == "insufficient_on_one_colour: the symbol 'B' is given twice");
  GameSpec hex = games::builtin("hex");
  hex.insufficient_on_one_colour = "B";
  CHECK(spec_error(hex).find("insufficient_on_one_colour: cells have two colours on a square "
                             "board only") != std::string::npos);
}

}  // namespace insufficient_alone_test

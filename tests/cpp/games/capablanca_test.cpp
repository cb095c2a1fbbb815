// Capablanca chess (docs/rules.md, "Capablanca"): 10x8 (Game<128>), the archbishop and the
// chancellor, castling to i1 or c1.
#include <memory>
#include <string>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "rule_checks.hpp"

namespace capablanca_test {

namespace {
using boardlab::Player;
using boardlab::State;
using rule_checks::expected;
using rule_checks::move_texts;
using rule_checks::moves_from;
}  // namespace

TEST_CASE("capablanca: the new pieces and the wider castling", "[rules]") {
  const auto game = std::make_unique<const boardlab::Game<128>>(boardlab::games::capablanca());
  CHECK(boardlab::legal_moves(*game, game->start()).size() == 28);
  CHECK(boardlab::perft(*game, game->start(), 3) == 25228);  // Fairy-Stockfish's capablanca
  // The archbishop on e4: a bishop's slides and a knight's leaps.
  const State<128> a(*game, "k9/10/10/10/4A5/10/10/K9 0 - 0");
  CHECK(moves_from(a, "e4").size() == 14 + 8);  // the slide NW takes the king on a8
  boardlab::State<128> s(*game, "r4k3r/10/10/10/10/10/10/R4K3R 0 - 0 castling=a1f1j1a8f8j8");
  s.play("O-O");
  CHECK(s.text() == "r4k3r/10/10/10/10/10/10/R6RK1 1 - 1 quiet=1,castling=a8f8j8");
  s.undo();
  s.play("O-O-O");
  CHECK(s.text() == "r4k3r/10/10/10/10/10/10/2KR5R 1 - 1 quiet=1,castling=a8f8j8");
}

}  // namespace capablanca_test

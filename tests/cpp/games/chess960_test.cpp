// Chess960 (docs/rules.md, "Chess960"): the starts by number, and castling from other files
// (the king already on its landing cell, a rook between). All 960 numbers and random games are
// checked against Fairy-Stockfish in tests/python/test_chess.py.
#include <memory>
#include <string>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "builtin_games.hpp"
#include "rule_checks.hpp"

namespace chess960_test {

namespace {
using boardlab::Player;
using boardlab::State;
using rule_checks::expected;
using rule_checks::move_texts;
using rule_checks::moves_from;
using rule_checks::Texts;
}  // namespace

TEST_CASE("chess960: starts by Scharnagl's number, castling from any files", "[rules]") {
  const boardlab::Game<> zero{boardlab::games::chess960({.position = 0})};
  CHECK(State<>(zero).text() ==
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR 0 - 0 castling=f1g1h1f8g8h8");
  CHECK(boardlab::perft(zero, zero.start(), 3) == 9006);  // Fairy-Stockfish's fischerandom
  CHECK(State<>(builtin::game_named("chess960")).text() ==
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR 0 - 0 castling=a1e1h1a8e8h8");
  // The king on g1 between its rooks: towards h1 the rook would land on f1, where the other
  // rook stands; towards f1 the king goes to c1 and that rook to d1.
  State<> s(zero, "6k1/8/8/8/8/8/8/5RKR 0 - 0 castling=f1g1h1");
  Texts castlings;
  for (const std::string& t : move_texts(s))
    if (t.rfind("O-", 0) == 0) castlings.push_back(t);
  CHECK(castlings == expected({"O-O-O"}));
  s.play("O-O-O");
  CHECK(s.text() == "6k1/8/8/8/8/8/8/2KR3R 1 - 1 quiet=1");
}

}  // namespace chess960_test

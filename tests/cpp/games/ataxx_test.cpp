// Ataxx: the published perft from the start (the counts Ataxx engines and Fairy-Stockfish give),
// the start's moves, a clone and a jump converting their neighbours, passing, a player without
// pieces losing, a full board counted, and FEN and UCI as Fairy-Stockfish writes them (its
// random games are compared move by move in tests/python/test_ataxx.py).
#include <cstdint>
#include <memory>
#include <string>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "move_lists.hpp"

namespace ataxx_test {

namespace {

using namespace boardlab;
using move_lists::Texts;
using move_lists::turn_texts;

std::string uci_of(const State<>& state, std::string_view text) {
  return format_uci(state.game(), state.position(), state.parse_part(text));
}

}  // namespace

TEST_CASE("ataxx's perft from the start is the published one", "[ataxx]") {
  const auto game = std::make_unique<const Game<>>(games::ataxx());
  CHECK(format_position(*game, game->start()) == "P5p/7/7/7/7/7/p5P 0 - 0");
  // Fairy-Stockfish's `go perft` from its start (and libataxx's published table).
  const std::uint64_t expected[] = {16, 256, 6460, 155888, 4752668};
  for (int depth = 1; depth <= 5; ++depth)
    CHECK(perft(*game, game->start(), depth) == expected[depth - 1]);
}

TEST_CASE("ataxx's first moves: six clones next to a piece, ten jumps two cells away", "[ataxx]") {
  const auto game = std::make_unique<const Game<>>(games::ataxx());
  CHECK(turn_texts(*game, "P5p/7/7/7/7/7/p5P 0 - 0") ==
        Texts{"P@a6", "P@b6", "P@b7", "P@f1", "P@f2", "P@g2", "a7-a5", "a7-b5", "a7-c5", "a7-c6",
              "a7-c7", "g1-e1", "g1-e2", "g1-e3", "g1-f3", "g1-g3"});
}

TEST_CASE("a clone and a jump turn every enemy piece next to where they land", "[ataxx]") {
  const auto game = std::make_unique<const Game<>>(games::ataxx());
  // The clone on b1 turns b2 and c1 (its neighbours), not c3.
  State<> clone(*game, "7/7/7/7/2p4/1p5/P1p4 0 - 0");
  clone.play_turn("P@b1");
  CHECK(clone.text() == "7/7/7/7/2p4/1P5/PPP4 1 - 1");
  clone.undo();
  CHECK(clone.text() == "7/7/7/7/2p4/1p5/P1p4 0 - 0");
  // The jump from a1 to c3 leaves a1 empty and turns b4, d3 and d4; e3 is two cells away.
  State<> jump(*game, "7/7/7/1p1p3/3pp2/7/P6 0 - 0");
  jump.play_turn("a1-c3");
  CHECK(jump.text() == "7/7/7/1P1P3/2PPp2/7/7 1 - 1 quiet=1");
  jump.undo();
  CHECK(jump.text() == "7/7/7/1p1p3/3pp2/7/P6 0 - 0");
}

TEST_CASE("a blocked ataxx player passes; one without pieces loses; a full board is counted",
          "[ataxx]") {
  const auto game = std::make_unique<const Game<>>(games::ataxx());
  // White's one piece has black pieces on every cell within two: a pass, written as
  // Fairy-Stockfish writes it, the piece's cell twice.
  State<> blocked(*game, "Pppppp1/ppppppp/ppppppp/7/7/7/7 0 - 0");
  CHECK(turn_texts(*game, blocked.text()) == Texts{"pass"});
  CHECK(uci_of(blocked, "pass") == "a7a7");
  blocked.play_turn("pass");
  CHECK(!blocked.outcome().over());
  // Black to move with no piece left: white wins at once.
  const State<> wiped(*game, "7/7/7/7/7/7/6P 1 - 1");
  CHECK(wiped.outcome().winner == Player::zero);
  CHECK(wiped.outcome().reason == Reason::condition);
  // A full board: neither can move, and white's 28 pieces beat black's 21.
  const State<> full(*game, "PPPPPPP/PPPPPPP/PPPPPPP/PPPPPPP/ppppppp/ppppppp/ppppppp 1 - 80");
  CHECK(full.outcome().winner == Player::zero);
  CHECK(full.outcome().reason == Reason::no_legal_move);
}

TEST_CASE("ataxx writes and reads Fairy-Stockfish's FEN and UCI", "[ataxx]") {
  const auto game = std::make_unique<const Game<>>(games::ataxx());
  State<> state(*game);
  CHECK(format_fen(*game, state.position()) == "P5p/7/7/7/7/7/p5P w - - 0 1");
  // Fairy-Stockfish's own start FEN has the counters straight after the side.
  CHECK(format_position(*game, parse_fen(*game, "P5p/7/7/7/7/7/p5P w 0 1")) == state.text());
  // A jump counts a quiet turn, a clone sets the count to 0; conversions do not count.
  for (const char* uci : {"g1e1", "a1c1"}) state.play(parse_uci(*game, state.position(), uci));
  CHECK(format_fen(*game, state.position()) == "P5p/7/7/7/7/7/2p1P2 w - - 2 2");
  state.play(parse_uci(*game, state.position(), "P@d1"));
  CHECK(format_fen(*game, state.position()) == "P5p/7/7/7/7/7/2PPP2 b - - 0 2");
  CHECK(format_position(*game, parse_fen(*game, "P5p/7/7/7/7/7/2PPP2 b - - 0 2")) == state.text());
  CHECK_THROWS_AS(parse_fen(*game, "P5p/7/7/7/7/7/p5P w 0"), PositionError);
}

}  // namespace ataxx_test

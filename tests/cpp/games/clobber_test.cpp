// Clobber (docs/rules.md): the checkered start on every board size, its moves, and every
// random game ending by a player without moves within cells - 1 plies. Its steps onto enemies are
// in primitives/step_test.cpp, the loss without a move in conditions/no_legal_move_test.cpp.
#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "builtin_games.hpp"
#include "rule_checks.hpp"

namespace clobber_test {

namespace {

using boardlab::Game;
using boardlab::Reason;
using boardlab::State;
using rule_checks::expected;
using rule_checks::move_texts;

using builtin::clobber;

}  // namespace

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

}  // namespace clobber_test

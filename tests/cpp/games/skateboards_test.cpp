// Skateboards, Pogosticks and Trashcans (docs/rules.md): the placement phase, trashcans dropped
// alternately before any piece moves. Its leaps are in primitives/leap_test.cpp, its slides in
// primitives/slide_test.cpp, its end conditions in conditions/ (no_pieces_left, region_holds,
// reduced_to) and its ply limit in conditions/max_plies_test.cpp.
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

namespace skateboards_test {

namespace {

using boardlab::Game;
using boardlab::Player;
using boardlab::State;
using rule_checks::expected;
using rule_checks::move_texts;
using rule_checks::moves_from;
using rule_checks::Texts;

using builtin::skateboards;

}  // namespace

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

}  // namespace skateboards_test

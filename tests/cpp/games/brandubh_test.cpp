// Brandubh: the start and its moves by hand, the king taken by two (or by four, by option) and
// winning on a corner, an armed king, and barred cells (the throne and corners: passed over,
// never stopped on, but by the king). Custodial capture itself is in
// primitives/custodial_capture_test.cpp.
#include <memory>
#include <string>
#include <string_view>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "brandubh_moves.hpp"
#include "move_lists.hpp"
#include "spec_errors.hpp"

namespace brandubh_test {

namespace {

using namespace boardlab;
using brandubh_moves::After;
using brandubh_moves::after;
using move_lists::Texts;
using move_lists::turn_texts;

}  // namespace

TEST_CASE("brandubh: the start and its moves by hand", "[custody][brandubh]") {
  const auto game = std::make_unique<const Game<>>(games::brandubh());
  CHECK(format_position(*game, game->start()) == "3A3/3A3/3D3/AADKDAA/3D3/3A3/3A3 0 - 0");
  // d1 goes two cells each way along rank 1 (the corners are barred), d2 three each way; so do
  // the seven others by symmetry: 4 x 4 + 4 x 6.
  CHECK(turn_texts(*game, "3A3/3A3/3D3/AADKDAA/3D3/3A3/3A3 0 - 0").size() == 40);
  CHECK(perft(*game, game->start(), 1) == 40);
  CHECK(turn_texts(*game, "7/7/7/3K3/7/7/3A3 0 - 0") ==
        Texts{"d1-b1", "d1-c1", "d1-d2", "d1-d3", "d1-e1", "d1-f1"});
}

TEST_CASE("brandubh: the king is taken by two, or by four, and wins on a corner",
          "[custody][brandubh]") {
  // By two, as any piece: the attackers win.
  After a = after("7/7/7/7/1AK4/7/3A3 0 - 0", "d1-d3");
  CHECK(a.text == "7/7/7/7/1A1A3/7/7 1 - 1");
  CHECK(a.outcome.winner == Player::zero);
  CHECK(a.outcome.reason == Reason::condition);
  // king_surrounded: four attackers around him take him; three do not.
  a = after({.king_surrounded = true}, "7/7/7/2A4/1AK4/2A4/3A3 0 - 0", "d1-d3");
  CHECK(a.text == "7/7/7/2A4/1A1A3/2A4/7 1 - 1");
  CHECK(a.outcome.winner == Player::zero);
  a = after({.king_surrounded = true}, "7/7/7/2A4/1AK4/7/3A3 0 - 0", "d1-d3");
  CHECK(a.text == "7/7/7/2A4/1AKA3/7/7 1 - 1");
  CHECK_FALSE(a.outcome.over());
  // On the edge he cannot be surrounded: a4, a2 and b3 leave him (D f7 can still move).
  a = after({.king_surrounded = true}, "5D1/7/7/A6/K6/A6/1A5 0 - 0", "b1-b3");
  CHECK(a.text == "5D1/7/7/A6/KA5/A6/7 1 - 1");
  CHECK_FALSE(a.outcome.over());
  // The mover must close the pair: b3 beside him takes nothing (his other side is the edge).
  // He is left without a move, and so are his side: a blocked game is drawn.
  a = after("7/7/7/A6/K6/A6/1A5 0 - 0", "b1-b3");
  CHECK(a.text == "7/7/7/A6/KA5/A6/7 1 - 1");
  CHECK(a.outcome.result == Result::draw);
  CHECK(a.outcome.reason == Reason::no_legal_move);
  // An armed king takes: K d7-d5 encloses A c5 against D b5; an unarmed one does not.
  a = after("3K3/7/1DA4/7/7/7/5A1 1 - 0", "d7-d5");
  CHECK(a.text == "7/7/1D1K3/7/7/7/5A1 0 - 1");
  a = after({.king_armed = false}, "3K3/7/1DA4/7/7/7/5A1 1 - 0", "d7-d5");
  CHECK(a.text == "7/7/1DAK3/7/7/7/5A1 0 - 1");
  // The king on a corner wins.
  a = after("5A1/7/7/7/K6/7/7 1 - 0", "a3-a1");
  CHECK(a.text == "5A1/7/7/7/7/7/K6 0 - 1");
  CHECK(a.outcome.winner == Player::one);
  CHECK(a.outcome.reason == Reason::condition);
}

TEST_CASE("barred cells: passed over, never stopped on", "[custody][brandubh]") {
  const auto game = std::make_unique<const Game<>>(games::brandubh());
  // D d5 runs over the empty throne to d3, d2, d1 but stops on neither d4 nor a corner.
  Texts defender;
  for (const std::string& m : turn_texts(*game, "1K5/7/3D3/7/7/7/5A1 1 - 0"))
    if (m.starts_with("d5")) defender.push_back(m);
  CHECK(defender == Texts{"d5-a5", "d5-b5", "d5-c5", "d5-d1", "d5-d2", "d5-d3", "d5-d6", "d5-d7",
                          "d5-e5", "d5-f5", "d5-g5"});
  // The king may stop on both: K b7 reaches the corners a7 and g7, K d5 the throne.
  const Texts king = turn_texts(*game, "1K5/7/7/7/7/7/5A1 1 - 0");
  CHECK(king == Texts{"b7-a7", "b7-b1", "b7-b2", "b7-b3", "b7-b4", "b7-b5", "b7-b6", "b7-c7",
                      "b7-d7", "b7-e7", "b7-f7", "b7-g7"});
  CHECK(turn_texts(*game, "7/7/3K3/7/7/7/5A1 1 - 0").size() == 12);
  // Drops keep off barred cells too.
  GameSpec s;
  s.files = 2;
  s.ranks = 1;
  s.add_region("left", "a1");
  s.add_kind('X', Owner::zero, "x").moves('X', Drop{});
  s.bar('X', "left");
  s.placement = Placement::anytime;
  s.start = "2 0 X1 0";
  const auto drops = std::make_unique<const Game<>>(s);
  CHECK(turn_texts(*drops, "2 0 X1 0") == Texts{"X@b1"});
}

}  // namespace brandubh_test

// OffsetLeap: leaps of any (file, rank) offset, by hand-checked move lists (a knight on a corner,
// in the middle, over pieces, by each symmetry, mirrored for player 1), against a cell-by-cell
// walk on every board width, and its checks' messages. Knightthrough is in
// games/knightthrough_test.cpp.
#include <algorithm>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include <boardlab/analysis/action_index.hpp>
#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "move_lists.hpp"

namespace offset_leap_test {

namespace {

using namespace boardlab;

// 'N' (player 0) and 'n' (player 1) leap by `leap`; 'X' is a neutral block that never moves.
GameSpec leaper_spec(int files, int ranks, const OffsetLeap& leap, std::string_view start) {
  GameSpec s;
  s.name = "leapers";
  s.files = files;
  s.ranks = ranks;
  s.add_kind('N', Owner::zero, "white leaper").moves('N', leap);
  s.add_kind('n', Owner::one, "black leaper").moves('n', leap);
  s.add_kind('X', Owner::neutral, "block").moves('X', Drop{});
  s.start = start;
  return s;
}

using move_lists::Texts;

constexpr OffsetLeap knight{.offset = {1, 2}, .symmetry = Symmetry::all};

}  // namespace

TEST_CASE("a knight on a corner has two moves, in the middle eight") {
  const Game<> game{leaper_spec(8, 8, knight, "8/8/8/8/8/8/8/N6n 0 - 0")};
  CHECK(move_lists::part_texts(game, "8/8/8/8/8/8/8/N6n 0 - 0") == Texts{"a1-b3", "a1-c2"});
  CHECK(move_lists::part_texts(game, "8/8/8/8/8/8/8/N6n 1 - 0") == Texts{"h1-f2", "h1-g3"});
  CHECK(move_lists::part_texts(game, "8/8/8/3N4/8/8/8/7n 0 - 0") ==
        Texts{"d5-b4", "d5-b6", "d5-c3", "d5-c7", "d5-e3", "d5-e7", "d5-f4", "d5-f6"});
}

TEST_CASE("a leap ignores what stands between, takes enemies and never lands on a friend") {
  const Game<> game{leaper_spec(4, 4, knight, "4/4/4/NN2 0 - 0")};
  // a1 is boxed in by blocks and a friend; b3 holds an enemy, c2 a friend.
  CHECK(move_lists::part_texts(game, "4/1n2/XXN1/NX2 0 - 0") ==
        Texts{"a1-b3", "c2-a3", "c2-b4", "c2-d4"});
  const Game<> quiet{leaper_spec(
      4, 4, OffsetLeap{.offset = {1, 2}, .symmetry = Symmetry::all, .onto = Targets::empty},
      "4/4/4/NN2 0 - 0")};
  CHECK(move_lists::part_texts(quiet, "4/1n2/XXN1/NX2 0 - 0") == Texts{"c2-a3", "c2-b4", "c2-d4"});
}

TEST_CASE("each symmetry gives its images, and player 1's offsets are mirrored") {
  const std::string middle = "5/5/2N2/5/n4 0 - 0";
  const std::string black_middle = "N4/5/2n2/5/5 1 - 0";
  const Game<> none{leaper_spec(5, 5, OffsetLeap{.offset = {1, 2}}, middle)};
  CHECK(move_lists::part_texts(none, middle) == Texts{"c3-d5"});
  CHECK(move_lists::part_texts(none, black_middle) == Texts{"c3-d1"});
  const Game<> left_right{
      leaper_spec(5, 5, OffsetLeap{.offset = {2, 1}, .symmetry = Symmetry::left_right}, middle)};
  CHECK(move_lists::part_texts(left_right, middle) == Texts{"c3-a4", "c3-e4"});
  CHECK(move_lists::part_texts(left_right, black_middle) == Texts{"c3-a2", "c3-e2"});
  // Images that coincide are one move: (1, 0) under all eight symmetries is the four orthogonal
  // steps, (2, 2) the four diagonal ones.
  const Game<> wazir{
      leaper_spec(5, 5, OffsetLeap{.offset = {1, 0}, .symmetry = Symmetry::all}, middle)};
  CHECK(move_lists::part_texts(wazir, middle) == Texts{"c3-b3", "c3-c2", "c3-c4", "c3-d3"});
  const Game<> alfil{
      leaper_spec(5, 5, OffsetLeap{.offset = {2, 2}, .symmetry = Symmetry::all}, middle)};
  CHECK(move_lists::part_texts(alfil, middle) == Texts{"c3-a1", "c3-a5", "c3-e1", "c3-e5"});
  CHECK(offset_images({1, 0}, Symmetry::all).count == 4);
  CHECK(offset_images({1, 2}, Symmetry::all).count == 8);
  CHECK(offset_images({0, 3}, Symmetry::left_right).count == 1);
}

TEST_CASE("a leap by the longest offset crosses a 16x16 board, and only from its corners") {
  const OffsetLeap corner_to_corner{.offset = {15, 15}, .symmetry = Symmetry::all};
  const std::string start = "15n/16/16/16/16/16/16/16/16/16/16/16/16/16/16/N15 0 - 0";
  const Game<256> game{leaper_spec(16, 16, corner_to_corner, start)};
  CHECK(move_lists::part_texts(game, start) == Texts{"a1-p16"});
  CHECK(move_lists::part_texts(game, "16/16/16/16/16/16/16/16/8N7/16/16/16/16/16/16/15n 0 - 0")
            .empty());
}

TEST_CASE("leaps agree with a walk in file and rank on every board width") {
  // Every offset up to 3 under all symmetries, from every cell of boards of 1 to 4 words.
  for (const auto& [files, ranks] : std::vector<std::pair<int, int>>{{8, 8}, {11, 9}, {16, 12}}) {
    for (int df = -3; df <= 3; ++df)
      for (int dr = -3; dr <= 3; ++dr) {
        if (df == 0 && dr == 0) continue;
        for (const Symmetry symmetry : {Symmetry::none, Symmetry::left_right, Symmetry::all}) {
          const OffsetLeap leap{.offset = {df, dr}, .symmetry = symmetry};
          std::string empty_rank = std::to_string(files);
          std::string start;
          for (int r = 0; r < ranks; ++r) start += (r ? "/" : "") + empty_rank;
          const Game<256> game{leaper_spec(files, ranks, leap, start + " 0 - 0")};
          const OffsetImages images = offset_images(leap.offset, symmetry);
          for (int cell = 0; cell < files * ranks; cell += 5) {
            Position<256> p = game.start();
            set_cell(game, p, cell, Stack::single(game.kind_of_symbol('N')));
            typename Game<256>::Moves moves;
            legal_moves(game, p, moves);
            std::set<int> generated, walked;
            for (const Move m : moves) generated.insert(m.to());
            const int f = cell % files, r = cell / files;
            for (int i = 0; i < images.count; ++i) {
              const int tf = f + images.offsets[i].file, tr = r + images.offsets[i].rank;
              if (tf >= 0 && tf < files && tr >= 0 && tr < ranks) walked.insert(tr * files + tf);
            }
            INFO("board " << files << "x" << ranks << " offset (" << df << ", " << dr
                          << ") symmetry " << int(symmetry) << " cell " << cell);
            CHECK(generated == walked);
            CHECK(int(moves.size()) == int(generated.size()));
          }
        }
      }
  }
}

TEST_CASE("an OffsetLeap beside a Step with a common displacement gives each move once") {
  GameSpec s = leaper_spec(5, 5, OffsetLeap{.offset = {1, 0}, .symmetry = Symmetry::all},
                           "5/5/2N2/5/n4 0 - 0");
  s.moves('N', Step{.directions = dir::all});
  const Game<> game{s};
  CHECK(game.kind(game.kind_of_symbol('N')).dedupe);
  CHECK(move_lists::part_texts(game, "5/5/2N2/5/n4 0 - 0") ==
        Texts{"c3-b2", "c3-b3", "c3-b4", "c3-c2", "c3-c4", "c3-d2", "c3-d3", "c3-d4"});
  // A knight beside a king shares no displacement: nothing to remove.
  GameSpec t = leaper_spec(5, 5, knight, "5/5/2N2/5/n4 0 - 0");
  t.moves('N', Step{.directions = dir::all});
  CHECK_FALSE(Game<>{t}.kind(0).dedupe);
}

TEST_CASE("the action index numbers every leap a piece can make from some cell") {
  const Game<> game{leaper_spec(3, 3, knight, "3/3/N1n 0 - 0")};
  const ActionIndex<64> actions(game);
  // On 3x3 a knight has two moves from each of the eight outer cells and none from the middle
  // (both players' knights make the same sixteen); the block may be dropped on any of 9 cells.
  CHECK(actions.size() == 16 + 9);
  CHECK(actions.index_of(Move::whole(game.cell(0, 0), game.cell(1, 2), 0)) >= 0);
  CHECK(actions.index_of(Move::whole(game.cell(1, 1), game.cell(2, 2), 0)) == -1);
}

TEST_CASE("bad offsets are refused, saying which primitive and why") {
  auto error_of = [](const OffsetLeap& leap) {
    try {
      const Game<> game{leaper_spec(5, 5, leap, "5/5/2N2/5/n4 0 - 0")};
    } catch (const SpecError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  CHECK(error_of(OffsetLeap{}) == "kind 'N' primitive 1 (OffsetLeap): offset (0, 0) leaps nowhere");
  CHECK(error_of(OffsetLeap{.offset = {16, 1}}) ==
        "kind 'N' primitive 1 (OffsetLeap): offset (16, 1) is not within -15..15 files and ranks");
  CHECK(error_of(OffsetLeap{.offset = {2, -16}}) ==
        "kind 'N' primitive 1 (OffsetLeap): offset (2, -16) is not within -15..15 files and ranks");
  // Five knight-like leapers of different offsets need 40 displacements, more than a game holds.
  GameSpec s = leaper_spec(8, 8, knight, "8/8/8/8/8/8/8/N6n 0 - 0");
  for (int k = 2; k <= 5; ++k)
    s.moves('N', OffsetLeap{.offset = {1, k + 1}, .symmetry = Symmetry::all});
  try {
    const Game<> game{s};
    FAIL("no error");
  } catch (const SpecError& e) {
    CHECK(std::string(e.what()) ==
          "kind 'N' primitive 5 (OffsetLeap): a game leaps by at most 32 different displacements");
  }
}

}  // namespace offset_leap_test

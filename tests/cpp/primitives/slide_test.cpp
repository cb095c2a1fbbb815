// Slide: stopping before a piece it may not take and capturing at the end (Skateboards' slides,
// hand-checked from docs/rules.md), the counted slides of Lines of Action (as far as the line
// holds pieces, over the pieces `over` allows; and the spec errors of counted slides and of
// groups), and slides against a cell-by-cell walk. Generation finds a Slide's reach along
// precomputed rays when its distance is not limited within the board, and distance by distance
// otherwise; both must give exactly the cells a walk in file/rank coordinates gives, on every board
// shape and bitboard width (the rays' ends and the no-blocker case differ with each).
#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "builtin_games.hpp"
#include "move_lists.hpp"
#include "rule_checks.hpp"
#include "spec_errors.hpp"
#include "test_boards.hpp"

namespace slide_test {

namespace {

using namespace boardlab;
using boardlab::Game;
using boardlab::Player;
using boardlab::State;
using builtin::skateboards;
using rule_checks::check_win;
using rule_checks::expected;
using rule_checks::move_texts;
using rule_checks::moves_from;
using rule_checks::Texts;
using test_boards::board_spec;
using test_boards::moves_of;
using test_specs::spec_error;

constexpr Slide counted{.directions = dir::all,
                        .onto = Targets::empty_or_enemy,
                        .distance = SlideDistance::pieces_on_line,
                        .over = Targets::friendly};

// The position text of `board` ('.' for an empty cell; row r is rank r + 1), `side` to move.
std::string position_text(const std::vector<std::string>& board, int side) {
  std::string text;
  for (int r = int(board.size()) - 1; r >= 0; --r) {
    int empties = 0;
    for (char c : board[std::size_t(r)]) {
      if (c == '.') {
        ++empties;
        continue;
      }
      if (empties) text += std::to_string(empties);
      empties = 0;
      text += c;
    }
    if (empties) text += std::to_string(empties);
    if (r) text += '/';
  }
  return text + (side ? " 1 - 0" : " 0 - 0");
}

// Rooks-and-queens: 'Q' (player 0) and 'q' (player 1) slide in all eight directions up to
// `max_distance` (0: no limit) onto empty or enemy cells; 'N' blocks and never moves.
GameSpec sliders_spec(int files, int ranks, int max_distance) {
  using namespace boardlab;
  GameSpec s;
  s.name = "sliders";
  s.files = files;
  s.ranks = ranks;
  s.add_kind('Q', Owner::zero, "queen");
  s.add_kind('q', Owner::one, "queen");
  s.add_kind('N', Owner::neutral, "block");
  for (char symbol : {'Q', 'q'})
    s.moves(symbol, Slide{.directions = dir::all,
                          .onto = Targets::empty_or_enemy,
                          .max_distance = max_distance});
  s.moves('N', Drop{});
  s.add_end(NoPiecesLeft{.pieces = Pieces::kind('q'), .winner = Player::zero});
  s.add_end(NoPiecesLeft{.pieces = Pieces::kind('Q'), .winner = Player::one});
  // An empty start: the test sets up positions of any number of queens, which a start holding
  // some would bound (position_rules.hpp).
  const std::vector<std::string> start(std::size_t(ranks), std::string(std::size_t(files), '.'));
  s.start = std::string_view(position_text(start, 0));
  return s;
}

// The (from, to) cells of the side to move's slides, walked cell by cell.
std::vector<std::pair<int, int>> walked_slides(const std::vector<std::string>& board, int side,
                                               int max_distance) {
  const int ranks = int(board.size()), files = int(board[0].size());
  const char own = side ? 'q' : 'Q', enemy = side ? 'Q' : 'q';
  const int limit = max_distance ? max_distance : files + ranks;
  std::vector<std::pair<int, int>> moves;
  for (int r = 0; r < ranks; ++r)
    for (int f = 0; f < files; ++f) {
      if (board[std::size_t(r)][std::size_t(f)] != own) continue;
      for (int df = -1; df <= 1; ++df)
        for (int dr = -1; dr <= 1; ++dr) {
          if (!df && !dr) continue;
          for (int k = 1; k <= limit; ++k) {
            const int tf = f + k * df, tr = r + k * dr;
            if (tf < 0 || tf >= files || tr < 0 || tr >= ranks) break;
            const char there = board[std::size_t(tr)][std::size_t(tf)];
            if (there == '.' || there == enemy) moves.emplace_back(r * files + f, tr * files + tf);
            if (there != '.') break;
          }
        }
    }
  std::sort(moves.begin(), moves.end());
  return moves;
}

// Compares generation with the walk on `positions` random boards of the game's shape.
template <int N>
void check_slides(int files, int ranks, int max_distance, std::uint64_t seed, int positions) {
  const Game<N> game{sliders_spec(files, ranks, max_distance)};
  boardlab::SplitMix64 source(seed);
  auto next = [&] { return source.next(); };
  int mismatches = 0;
  for (int i = 0; i < positions && mismatches < 3; ++i) {
    // Densities from nearly empty (long rays, often no blocker) to crowded.
    const int occupied_in_16 = 1 + i % 12;
    // At most 8 sliders, within the move capacity the game's validation allows.
    std::vector<std::string> board(std::size_t(ranks), std::string(std::size_t(files), '.'));
    int sliders = 0;
    for (auto& row : board)
      for (char& c : row)
        if (int(next() % 16) < occupied_in_16) {
          c = "QqNN"[next() % 4];
          if (c != 'N' && ++sliders > 8) c = 'N';
        }
    const int side = int(next() % 2);
    const std::string text = position_text(board, side);
    const auto p = boardlab::parse_position(game, text);
    typename Game<N>::Moves list;
    boardlab::generate_moves(game, p, list);
    std::vector<std::pair<int, int>> generated;
    for (const auto m : list) generated.emplace_back(m.from(), m.to());
    std::sort(generated.begin(), generated.end());
    if (generated != walked_slides(board, side, max_distance)) {
      ++mismatches;
      FAIL_CHECK(files << "x" << ranks << " max_distance " << max_distance << " Game<" << N
                       << ">: generation and walk differ at '" << text << "'");
    }
  }
  CHECK(mismatches == 0);
}

}  // namespace

TEST_CASE("slides: rays and distance steps both match a cell-by-cell walk", "[rules]") {
  // max_distance 0 and longest side - 1 take the rays; 2 and 3 step distance by distance.
  for (int max_distance : {0, 7, 2}) {
    check_slides<64>(8, 8, max_distance, 1, 300);
    check_slides<128>(8, 8, max_distance, 2, 100);
  }
  for (int max_distance : {0, 3}) {
    check_slides<64>(3, 9, max_distance, 3, 200);
    check_slides<64>(9, 3, max_distance, 4, 200);
    check_slides<64>(1, 7, max_distance, 5, 50);
    check_slides<64>(7, 1, max_distance, 6, 50);
    check_slides<64>(5, 5, max_distance, 7, 200);
    check_slides<128>(12, 10, max_distance, 8, 100);
    check_slides<128>(11, 11, max_distance, 9, 100);
    check_slides<256>(16, 16, max_distance, 10, 100);
    check_slides<256>(16, 9, max_distance, 11, 100);
  }
}

TEST_CASE("skateboards: slides stop before a trashcan or a skateboard, capture at the end",
          "[rules]") {
  // S d4. N: d5 d6 empty, T d7. E: e4 empty, S f4. S: d3 empty, P d2 (captured at the end of the
  // slide). W: c4 b4 a4 empty. Diagonals: e5 empty, e3 P (captured), c3 T, c5 S (own).
  State<> s(skateboards, "P7/3T4/8/2S5/3S1S2/2T1P3/3P4/7P 1 - 21");
  CHECK(moves_from(s, "d4") == expected({"d4-a4", "d4-b4", "d4-c4", "d4-d2", "d4-d3", "d4-d5",
                                         "d4-d6", "d4-e3", "d4-e4", "d4-e5"}));

  // Taking d2 leaves three P: the Defender wins.
  s.play("d4-d2");
  CHECK(s.text() == "P7/3T4/8/2S5/5S2/2T1P3/3S4/7P 0 - 22");
  check_win(s.outcome(), Player::one, 2);
  CHECK(s.legal_moves().empty());
}

TEST_CASE("skateboards: a slide of length one captures; a trashcan next to it blocks it",
          "[rules]") {
  // S a1 in its corner with P a2 (north: the slide ends on it at once), T b1 (east: no slide),
  // b2 empty (its only diagonal). Four P in all.
  const State<> s(skateboards, "P6P/8/8/8/8/8/P7/ST5P 1 - 20");
  CHECK(move_texts(s) == expected({"a1-a2", "a1-b2"}));
}

TEST_CASE("a counted slide goes as far as its line holds pieces, over its own pieces only",
          "[counted_slide]") {
  const GameSpec s = board_spec(counted);
  // Rank 1 holds three pieces: a1 goes three cells east, passing its own c1, to d1; c1 would
  // pass the B on e1, so it does not go east, and west it would leave the board. Each file and
  // diagonal through a1 and c1 holds the piece alone: one cell.
  CHECK(moves_of(s, "a1 c1", "e1") == Texts{"a1-a2", "a1-b2", "a1-d1", "c1-b2", "c1-c2", "c1-d2"});
  // Two on rank 1: a1 lands on the B on c1 and takes it.
  CHECK(moves_of(s, "a1", "c1") == Texts{"a1-a2", "a1-b2", "a1-c1"});
  // ... but not on its own piece; c1 goes two east to e1.
  CHECK(moves_of(s, "a1 c1") == Texts{"a1-a2", "a1-b2", "c1-b2", "c1-c2", "c1-d2", "c1-e1"});
  // A B right next to a1 on a line of two blocks the move over it.
  CHECK(moves_of(s, "a1", "b1") == Texts{"a1-a2", "a1-b2"});
  // The line counts both ways from the piece: file d holds d1, d4 and d8, so d4 goes three
  // cells north (to d7) and south (onto d1, a capture); every other line holds d4 alone.
  CHECK(moves_of(s, "d4", "d1 d8") ==
        Texts{"d4-c3", "d4-c4", "d4-c5", "d4-d1", "d4-d7", "d4-e3", "d4-e4", "d4-e5"});
  // A diagonal: a1, c3 and h8 make three on the long one, so c3 goes three cells north-east,
  // to f6, and south-west it would leave the board; its other lines hold c3 alone.
  CHECK(moves_of(s, "c3", "a1 h8") ==
        Texts{"c3-b3", "c3-b4", "c3-c2", "c3-c4", "c3-d2", "c3-d3", "c3-f6"});
}

TEST_CASE("a counted slide's `over` says which pieces it passes", "[counted_slide]") {
  Slide over_any = counted;
  over_any.over = Targets::any_piece;
  CHECK(moves_of(board_spec(over_any), "a1", "b1") == Texts{"a1-a2", "a1-b2", "a1-c1"});
  Slide over_none = counted;
  over_none.over = Targets{};
  CHECK(moves_of(board_spec(over_none), "a1 b1 d1") ==
        Texts{"a1-a2", "a1-b2", "b1-a2", "b1-b2", "b1-c2", "d1-c2", "d1-d2", "d1-e2", "d1-g1"});
  // Only empty cells to land on: a capture is no move.
  Slide onto_empty = counted;
  onto_empty.onto = Targets::empty;
  CHECK(moves_of(board_spec(onto_empty), "a1", "c1") == Texts{"a1-a2", "a1-b2"});
}

TEST_CASE("counted slides and groups: spec errors say what is wrong", "[counted_slide]") {
  Slide free_over{.directions = dir::all, .over = Targets::friendly};
  CHECK(spec_error(board_spec(free_over)) ==
        "kind 'W' primitive 1 (Slide): a free slide passes empty cells only; `over` is for a "
        "slide of distance 'pieces_on_line'");
  Slide limited = counted;
  limited.max_distance = 3;
  CHECK(spec_error(board_spec(limited)) ==
        "kind 'W' primitive 1 (Slide): a slide of distance 'pieces_on_line' goes as far as the "
        "line's count of pieces: max_distance must be 0");
  Slide over_empty = counted;
  over_empty.over = Targets::empty | Targets::friendly;
  CHECK(spec_error(board_spec(over_empty)) ==
        "kind 'W' primitive 1 (Slide): `over` names the pieces a slide may pass (enemy, "
        "friendly, neutral); empty cells it always passes");
  GameSpec no_directions = board_spec(counted);
  no_directions.add_end(AllConnected{
      .pieces = Pieces::of(Player::zero), .winner = Player::zero, .directions = DirectionSet{}});
  CHECK(spec_error(no_directions) == "end condition 1: a group needs directions");
  GameSpec relative = board_spec(counted);
  relative.add_end(AllConnected{
      .pieces = Pieces::of(Player::zero), .winner = Player::zero, .directions = dir::forward});
  CHECK(spec_error(relative) == "end condition 1: a group's directions are absolute");
  CHECK_THROWS_WITH(games::lines_of_action({.size = 3}),
                    "lines_of_action: size 3 is not from 4 to 16");
}

}  // namespace slide_test

// Slides against a cell-by-cell walk. Generation finds a Slide's reach along precomputed rays
// when its distance is not limited within the board, and distance by distance otherwise; both
// must give exactly the cells a walk in file/rank coordinates gives, on every board shape and
// bitboard width (the rays' ends and the no-blocker case differ with each).
#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

namespace {

using boardlab::Game;
using boardlab::GameSpec;

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

// Y against a reference written here apart from the engine, from the rules and OpenSpiel's
// coordinates: cells (x, y) with x + y < size, their six neighbours listed by hand, a winner
// found by a flood fill from each stone of the mover. Every game of the 2- and 3-cell-a-side
// triangles is played in both, and random games of larger ones, comparing at every ply the
// legal drops and the end. tests/python/test_openspiel.py compares random games with
// OpenSpiel's `y`.
#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "move_lists.hpp"
#include "playout_checks.hpp"

namespace y_test {

namespace {

using namespace boardlab;
using playout_checks::same_playouts;

struct Reference {
  int size;
  std::vector<int> stone;  // by x + y size: -1 empty, else the player
  int side = 0;
  int winner = -1;
  int placed = 0;

  explicit Reference(int n) : size(n), stone(std::size_t(n * n), -1) {}

  bool on_board(int x, int y) const { return x >= 0 && y >= 0 && x + y < size; }
  std::string name(int x, int y) const {
    return std::string(1, char('a' + x)) + std::to_string(y + 1);
  }
  int cells() const { return size * (size + 1) / 2; }
  bool over() const { return winner >= 0 || placed == cells(); }
  std::vector<std::string> moves() const {
    std::vector<std::string> out;
    if (over()) return out;
    for (int y = 0; y < size; ++y)
      for (int x = 0; x + y < size; ++x)
        if (stone[std::size_t(x + y * size)] < 0)
          out.push_back(std::string(side == 0 ? "B@" : "W@") + name(x, y));
    std::sort(out.begin(), out.end());
    return out;
  }
  // Whether the group of (x, y) touches the three sides: y = 0, x = 0, x + y = size - 1.
  bool wins_from(int x0, int y0) const {
    const int who = stone[std::size_t(x0 + y0 * size)];
    std::vector<bool> seen(stone.size());
    std::vector<std::pair<int, int>> todo{{x0, y0}};
    seen[std::size_t(x0 + y0 * size)] = true;
    bool sides[3] = {false, false, false};
    constexpr int dx[6] = {-1, 1, 0, 0, 1, -1}, dy[6] = {0, 0, -1, 1, -1, 1};
    while (!todo.empty()) {
      const auto [x, y] = todo.back();
      todo.pop_back();
      sides[0] = sides[0] || y == 0;
      sides[1] = sides[1] || x == 0;
      sides[2] = sides[2] || x + y == size - 1;
      for (int d = 0; d < 6; ++d) {
        const int nx = x + dx[d], ny = y + dy[d];
        if (!on_board(nx, ny)) continue;
        const std::size_t i = std::size_t(nx + ny * size);
        if (seen[i] || stone[i] != who) continue;
        seen[i] = true;
        todo.push_back({nx, ny});
      }
    }
    return sides[0] && sides[1] && sides[2];
  }
  void play(const std::string& move) {
    const int x = move[2] - 'a', y = std::stoi(move.substr(3)) - 1;
    REQUIRE(on_board(x, y));
    stone[std::size_t(x + y * size)] = side;
    ++placed;
    if (wins_from(x, y)) winner = side;
    side = 1 - side;
  }
};

template <int N>
void check_same(const Game<N>& game, const Position<N>& p, const Reference& ref) {
  CAPTURE(format_position(game, p));
  REQUIRE(index(p.side) == ref.side);
  REQUIRE(move_lists::part_texts(game, p) == ref.moves());
  const Outcome o = outcome(game, p);
  REQUIRE(o.over() == ref.over());
  if (ref.winner >= 0) {
    CHECK(o.reason == Reason::condition);
    CHECK((o.result == Result::win && index(o.winner) == ref.winner));
  }
  // A full board always has a winner: Y is never drawn.
  if (ref.over()) CHECK(ref.winner >= 0);
}

// Every game from `p` in both, depth first, with undo; counts the ends by winner.
template <int N>
void every_game(const Game<N>& game, Position<N>& p, const Reference& ref, long (&wins)[2],
                long& plies) {
  check_same(game, p, ref);
  if (ref.over()) {
    ++wins[ref.winner];
    return;
  }
  for (const Move m : legal_moves(game, p)) {
    Reference next = ref;
    next.play(format_move(game, m));
    const std::uint64_t hash = p.hash;
    const Undo<N> u = apply_unchecked(game, p, m);
    ++plies;
    REQUIRE(p.hash == recompute_hash(game, p));
    every_game(game, p, next, wins, plies);
    undo(game, p, u);
    REQUIRE(p.hash == hash);
  }
}

template <int N>
void random_games(const Game<N>& game, int size, int games, std::uint64_t seed, long (&wins)[2]) {
  Random random{seed};
  for (int g = 0; g < games; ++g) {
    Position<N> p = game.start();
    Reference ref(size);
    while (true) {
      check_same(game, p, ref);
      REQUIRE(parse_position(game, format_position(game, p)) == p);
      if (ref.over()) break;
      const auto moves = legal_moves(game, p);
      const Move m = moves[random.below(moves.size())];
      ref.play(format_move(game, m));
      apply_unchecked(game, p, m);
    }
    ++wins[ref.winner];
  }
}

}  // namespace

TEST_CASE("y: every game of the smallest triangles agrees with the reference", "[y]") {
  {
    // Three cells, each next to the others: black's second stone, on ply 3, joins two that
    // touch all three sides between them.
    const Game<> game{games::y({.board_size = 2})};
    CHECK(format_position(game, game.start()) == "1/2 0 B2W1 0");
    CHECK(perft(game, game.start(), 1) == 3);
    CHECK(perft(game, game.start(), 2) == 6);
    CHECK(perft(game, game.start(), 3) == 6);
    CHECK(perft(game, game.start(), 4) == 0);
    Position<64> p = game.start();
    long wins[2] = {}, plies = 0;
    every_game(game, p, Reference(2), wins, plies);
    CHECK(wins[0] == 6);
    CHECK(wins[1] == 0);
  }
  {
    // Six cells: no two stones touch the three sides (a corner's neighbours on the board lie on
    // its own sides), so the first four plies are every order of four cells.
    const Game<> game{games::y({.board_size = 3})};
    CHECK(format_position(game, game.start()) == "1/2/3 0 B3W3 0");
    CHECK(perft(game, game.start(), 4) == 6 * 5 * 4 * 3);
    Position<64> p = game.start();
    long wins[2] = {}, plies = 0;
    every_game(game, p, Reference(3), wins, plies);
    CHECK(wins[0] > 0);
    CHECK(wins[1] > 0);
  }
}

TEST_CASE("y: a game by hand, the board and the options", "[y]") {
  const auto game = std::make_unique<const Game<>>(games::y({.board_size = 4}));
  State<64> s(*game);
  // Black a1 (sides 1 and 2), b1, c1, d1 (sides 1 and 3): a row along the first side joins its
  // two corners; white stones elsewhere.
  for (const char* m : {"B@a1", "W@a2", "B@b1", "W@b2", "B@c1"}) {
    s.play(m);
    CHECK_FALSE(s.is_over());
  }
  s.play("W@a3");
  CHECK_FALSE(s.is_over());
  s.play("B@d1");
  CHECK(s.outcome().winner == Player::zero);
  CHECK(s.outcome().reason == Reason::condition);
  CHECK(s.text() == "1/W1/WW1/BBBB 1 B1W2 7");

  const auto full = std::make_unique<const Game<256>>(games::y());
  CHECK(full->files() == 16);
  CHECK(full->max_plies() == 136);
  // docs/perft.md: every empty cell is a move until a group of 16 stones or more.
  CHECK(perft(*full, full->start(), 2) == 136 * 135);
  CHECK(perft(*full, full->start(), 3) == 136 * 135 * 134);
  std::string error;
  try {
    (void)games::y({.board_size = 17});
  } catch (const SpecError& e) {
    error = e.what();
  }
  CHECK(error == "y: board_size 17 is not between 2 and 16");
}

TEST_CASE("y: random games agree with the reference, and playouts follow their groups", "[y]") {
  long wins[2] = {};
  const Game<> five{games::y({.board_size = 5})};
  random_games(five, 5, 400, 1, wins);
  const auto eleven = std::make_unique<const Game<128>>(games::y({.board_size = 11}));
  random_games(*eleven, 11, 60, 2, wins);
  const auto sixteen = std::make_unique<const Game<256>>(games::y());
  random_games(*sixteen, 16, 10, 3, wins);
  CHECK(wins[0] > 0);
  CHECK(wins[1] > 0);
  // The drop-counted playouts follow each player's group to the three sides, drop by drop.
  REQUIRE(sixteen->checks_groups_at_drops());
  same_playouts(*sixteen, sixteen->start(), 100);
  same_playouts(*eleven, eleven->start(), 200);
}

}  // namespace y_test

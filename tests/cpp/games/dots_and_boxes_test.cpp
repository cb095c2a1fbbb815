// Dots and boxes against a reference written here apart from the engine, from the rules (and
// OpenSpiel's numbering of lines): lines as two arrays of booleans, boxes by their four sides.
// Every game of the 1x1 and 1x2 boards is played in both, and random games of larger boards,
// comparing at every ply the legal lines, the side to move, the claimed boxes and the end.
// tests/python/test_openspiel.py compares random games with OpenSpiel's `dots_and_boxes`.
#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "move_lists.hpp"

namespace dots_and_boxes_test {

namespace {

using namespace boardlab;

// The reference: OpenSpiel's lines, horizontal ones (row 0 to rows, the top first; column 0 to
// cols - 1) then vertical ones (row 0 to rows - 1, column 0 to cols); boxes by row and column.
struct Reference {
  int rows, cols;
  std::vector<bool> drawn;
  std::vector<int> owner;  // -1: unclaimed
  int side = 0;
  int score[2] = {0, 0};

  Reference(int r, int c)
      : rows(r),
        cols(c),
        drawn(std::size_t((r + 1) * c + r * (c + 1))),
        owner(std::size_t(r * c), -1) {}

  int horizontal_count() const { return (rows + 1) * cols; }
  // The boardlab cell of line `i`: dots on even files and ranks, rank 0 at the bottom.
  std::string cell_name(int i) const {
    int file, rank;
    if (i < horizontal_count()) {
      const int row = i / cols, col = i % cols;
      file = 2 * col + 1;
      rank = 2 * rows - 2 * row;
    } else {
      const int j = i - horizontal_count(), row = j / (cols + 1), col = j % (cols + 1);
      file = 2 * col;
      rank = 2 * rows - 2 * row - 1;
    }
    return std::string(1, char('a' + file)) + std::to_string(rank + 1);
  }
  bool box_done(int row, int col) const {
    const auto h = [&](int r, int c) { return bool(drawn[std::size_t(r * cols + c)]); };
    const auto v = [&](int r, int c) {
      return bool(drawn[std::size_t(horizontal_count() + r * (cols + 1) + c)]);
    };
    return h(row, col) && h(row + 1, col) && v(row, col) && v(row, col + 1);
  }
  std::vector<std::string> moves() const {
    std::vector<std::string> out;
    for (int i = 0; i < int(drawn.size()); ++i)
      if (!drawn[std::size_t(i)]) out.push_back("L@" + cell_name(i));
    std::sort(out.begin(), out.end());
    return out;
  }
  void play(int i) {
    drawn[std::size_t(i)] = true;
    bool claimed = false;
    for (int row = 0; row < rows; ++row)
      for (int col = 0; col < cols; ++col)
        if (owner[std::size_t(row * cols + col)] < 0 && box_done(row, col)) {
          owner[std::size_t(row * cols + col)] = side;
          ++score[side];
          claimed = true;
        }
    if (!claimed) side = 1 - side;
  }
  int line_of(const std::string& move) const {
    for (int i = 0; i < int(drawn.size()); ++i)
      if ("L@" + cell_name(i) == move) return i;
    return -1;
  }
  bool over() const {
    return std::all_of(drawn.begin(), drawn.end(), [](bool d) { return d; });
  }
  // The winner, or -1 for a draw.
  int winner() const { return score[0] == score[1] ? -1 : score[0] > score[1] ? 0 : 1; }
};

// Both agree on the position: the side to move, the lines left, every box, and whether it is
// over and how.
template <int N>
void check_same(const Game<N>& game, const Position<N>& p, const Reference& ref) {
  CAPTURE(format_position(game, p));
  REQUIRE(index(p.side) == ref.side);
  REQUIRE(move_lists::part_texts(game, p) ==
          (ref.over() ? std::vector<std::string>{} : ref.moves()));
  for (int row = 0; row < ref.rows; ++row)
    for (int col = 0; col < ref.cols; ++col) {
      const int cell = game.cell(2 * col + 1, 2 * ref.rows - 2 * row - 1);
      const int who = ref.owner[std::size_t(row * ref.cols + col)];
      REQUIRE(p.top[cell] == (who < 0 ? no_kind : game.kind_of_symbol(who == 0 ? 'X' : 'O')));
    }
  const Outcome o = outcome(game, p);
  REQUIRE(o.over() == ref.over());
  if (ref.over()) {
    CHECK(o.reason == Reason::no_legal_move);
    if (ref.winner() < 0)
      CHECK(o.result == Result::draw);
    else
      CHECK((o.result == Result::win && index(o.winner) == ref.winner()));
  }
}

// Every game from `p` in both, depth first, with undo; counts the ends by winner (-1 draw).
template <int N>
void every_game(const Game<N>& game, Position<N>& p, Reference ref, long (&ends)[3]) {
  check_same(game, p, ref);
  if (ref.over()) {
    ++ends[ref.winner() + 1];
    return;
  }
  for (const Move m : legal_moves(game, p)) {
    const std::string text = format_move(game, m);
    Reference next = ref;
    next.play(ref.line_of(text));
    const std::uint64_t hash = p.hash;
    const Undo<N> u = apply_unchecked(game, p, m);
    REQUIRE(p.hash == recompute_hash(game, p));
    every_game(game, p, next, ends);
    undo(game, p, u);
    REQUIRE(p.hash == hash);
  }
}

template <int N>
void random_games(const Game<N>& game, int rows, int cols, int games, std::uint64_t seed,
                  long (&ends)[3]) {
  Random random{seed};
  for (int g = 0; g < games; ++g) {
    Position<N> p = game.start();
    Reference ref(rows, cols);
    while (true) {
      check_same(game, p, ref);
      // The text names a turn after a claim, and reads back as the same position.
      const std::string text = format_position(game, p);
      REQUIRE(parse_position(game, text) == p);
      if (ref.over()) break;
      const auto moves = legal_moves(game, p);
      const Move m = moves[random.below(moves.size())];
      const int before = ref.side;
      ref.play(ref.line_of(format_move(game, m)));
      apply_unchecked(game, p, m);
      CHECK((format_position(game, p).ends_with(" again") == (ref.side == before)));
    }
    ++ends[ref.winner() + 1];
  }
}

}  // namespace

TEST_CASE("dots and boxes: every game of 1x1 and 1x2 boxes agrees with the reference",
          "[dots_and_boxes]") {
  {
    const Game<> game{games::dots_and_boxes({.num_rows = 1, .num_cols = 1})};
    CHECK(format_position(game, game.start()) == "1/3/1 0 - 0");
    CHECK(move_lists::part_texts(game, game.start()) ==
          std::vector<std::string>{"L@a2", "L@b1", "L@b3", "L@c2"});
    Position<64> p = game.start();
    long ends[3] = {};
    every_game(game, p, Reference(1, 1), ends);
    // Four lines, no box before the last: the second player draws it and wins every game.
    CHECK(ends[0] == 0);
    CHECK(ends[1] == 0);
    CHECK(ends[2] == 24);
  }
  {
    const Game<> game{games::dots_and_boxes({.num_rows = 1, .num_cols = 2})};
    Position<64> p = game.start();
    long ends[3] = {};
    every_game(game, p, Reference(1, 2), ends);
    CHECK(ends[0] + ends[1] + ends[2] == 5040);  // 7 lines in every order
    CHECK(ends[0] > 0);
    CHECK(ends[1] > 0);
    CHECK(ends[2] > 0);
  }
}

TEST_CASE("dots and boxes: the start, perft, a claim and the turn after it", "[dots_and_boxes]") {
  const auto game = std::make_unique<const Game<>>(games::dots_and_boxes());
  CHECK(format_position(*game, game->start()) == "2/5/2/5/2 0 - 0");
  // Every line is a move whoever draws it, until the last: 12 x 11 x ...
  CHECK(perft(*game, game->start(), 1) == 12);
  CHECK(perft(*game, game->start(), 3) == 12 * 11 * 10);
  CHECK(perft(*game, game->start(), 5) == 12 * 11 * 10 * 9 * 8);
  State<> s(*game);
  // Player 0 draws the top of the lower left box, player 1 its left side, player 0 its right
  // side, player 1 its bottom: the box is player 1's, who draws again.
  for (const char* m : {"L@b3", "L@a2", "L@c2"}) s.play(m);
  CHECK(s.text() == "2/5/L1/L1L2/2 1 - 3");
  s.play("L@b1");
  CHECK(s.text() == "2/5/L1/LOL2/L1 1 - 4 again");
  CHECK(s.position().side == Player::one);
  CHECK(s.position().last_mover() == Player::one);
  s.undo();
  CHECK(s.text() == "2/5/L1/L1L2/2 1 - 3");
  // A line between two boxes claims both.
  State<> both(*game, "LL/L3L/LL/5/2 0 - 6");
  both.play("L@c4");
  CHECK(both.text() == "LL/LXLXL/LL/5/2 0 - 7 again");
  // Only a player who has claimed a box can have moved last, and only where claims give turns.
  CHECK_THROWS_WITH(State<>(*game, "2/5/2/5/2 0 - 0 again"),
                    Catch::Contains("the side to move has claimed no cell"));
  CHECK_THROWS_WITH(State<>(*game, "LL/LXLXL/LL/5/2 1 - 7 again"),
                    Catch::Contains("the side to move has claimed no cell"));
  const auto checkers = std::make_unique<const Game<>>(games::checkers());
  CHECK_THROWS_WITH(State<>(*checkers, format_position(*checkers, checkers->start()) + " again"),
                    Catch::Contains("no player moves again in this game"));
  // Turns of one move each: off the turn rules' path, 'again' its only turn state.
  CHECK(!game->has_turn_rules());
  CHECK(game->keeps_turn_state());
  CHECK_THROWS_WITH(State<>(*game, "2/5/2/5/2 0 - 0 pass"),
                    "position text '2/5/2/5/2 0 - 0 pass': turn 'pass': the only turn state of "
                    "this game is 'again' (moves_again_after_claim)");
  CHECK_THROWS_WITH(State<>(*game, "LL/LXLXL/LL/5/2 0 - 7 again,quiet=1"),
                    Catch::Contains("the only turn state of this game is 'again'"));
}

TEST_CASE("dots and boxes: random games of larger boards agree with the reference",
          "[dots_and_boxes]") {
  long ends[3] = {};
  const Game<> two{games::dots_and_boxes()};
  random_games(two, 2, 2, 400, 1, ends);
  const Game<> three_by_two{games::dots_and_boxes({.num_rows = 3, .num_cols = 2})};
  random_games(three_by_two, 3, 2, 200, 2, ends);
  // 15x15 cells: the largest board, Game<256>.
  const auto seven =
      std::make_unique<const Game<256>>(games::dots_and_boxes({.num_rows = 7, .num_cols = 7}));
  random_games(*seven, 7, 7, 20, 3, ends);
  CHECK(ends[0] > 0);
  CHECK(ends[1] > 0);
  CHECK(ends[2] > 0);
}

}  // namespace dots_and_boxes_test

// A State keeps the groups of its drops (State::follow_groups, group_tracker.hpp's
// KeptDropGroups) in the games whose playouts follow them: its legal moves and outcomes must be
// those of the whole-board check (legal_moves and outcome on its position alone) at every step
// of random games, through undo and copies, and from a position where a group condition holds
// that no drop has been checked for.
#include <algorithm>
#include <memory>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

namespace state_groups_test {

namespace {

using namespace boardlab;

// Plays `games` random games with `s` (a state at the start of its game or in the middle),
// now and then taking moves back or going on with a copy, and compares each step's moves and
// outcome with the whole-board check's. Returns how many steps the state followed its groups.
template <int N>
int check_random_games(const State<N>& from, int games, std::uint64_t seed) {
  Random random(seed);
  int followed = 0;
  for (int g = 0; g < games; ++g) {
    State<N> s = from;
    for (;;) {
      const auto moves = s.legal_moves();
      const auto listed = legal_moves(s.game(), s.position());
      REQUIRE(std::equal(moves.begin(), moves.end(), listed.begin(), listed.end()));
      REQUIRE(s.outcome() == outcome(s.game(), s.position()));
      followed += int(s.follows_groups());
      if (moves.empty()) break;
      const int roll = random.below(20);
      if (roll == 0 && s.history_size() >= 2) {
        s.undo();
        s.undo();
        CHECK_FALSE(s.follows_groups());  // until the next drop
        continue;
      }
      if (roll == 1) {
        const State<N> copy = s;  // a copy starts without the groups
        CHECK_FALSE(copy.follows_groups());
        s = copy;
      }
      s.apply_unchecked(moves[random.below(moves.size())]);
    }
  }
  return followed;
}

}  // namespace

TEST_CASE("state groups: havannah's listings at the last drop are the whole board's",
          "[state_groups]") {
  for (int size = 4; size <= 8; ++size) {
    CAPTURE(size);
    const auto game = std::make_unique<const Game<256>>(games::havannah({.board_size = size}));
    REQUIRE(game->checks_groups_at_drops());
    State<256> s(*game);
    CHECK_FALSE(s.follows_groups());
    s.play(legal_moves(*game, s.position())[0]);
    CHECK_FALSE(s.follows_groups());  // a copy playing one move pays nothing for them
    s.play(legal_moves(*game, s.position())[0]);
    CHECK(s.follows_groups());
    CHECK(check_random_games(State<256>(*game), size == 8 ? 20 : 60, 7 + size) > 0);
  }
}

TEST_CASE("state groups: hex's connection at the last drop is the whole board's",
          "[state_groups]") {
  const auto game = std::make_unique<const Game<128>>(games::hex());
  REQUIRE(game->checks_groups_at_drops());
  CHECK(check_random_games(State<128>(*game), 40, 11) > 0);
  // Hex 5x5 lists its drops (25 cells): it checks the whole board, and keeps no groups.
  const auto small = std::make_unique<const Game<64>>(games::hex({.board_size = 5}));
  REQUIRE_FALSE(small->checks_groups_at_drops());
  CHECK(check_random_games(State<64>(*small), 40, 12) == 0);
}

TEST_CASE("state groups: none kept while a group condition holds unchecked", "[state_groups]") {
  // Black's ring round c4 on the side-4 board, Black to move: rings are checked after their
  // owner's moves only, so the game goes on, and no groups can be kept from here (a drop
  // elsewhere would not see the ring). Black's drop ends the game on the whole-board check.
  const auto game = std::make_unique<const Game<256>>(games::havannah({.board_size = 4}));
  const State<256> ring(*game, "W1W1/4W/1BB3/1B1B3/1BB3/W4/1W1W 1 W13B12 12");
  CHECK_FALSE(ring.outcome().over());
  State<256> s = ring;
  s.apply_unchecked(s.legal_moves()[0]);
  CHECK_FALSE(s.follows_groups());
  CHECK(s.outcome() == Outcome{Result::win, Player::one, Reason::condition, 5});
  CHECK(s.legal_moves().empty());
  check_random_games(ring, 20, 13);
}

}  // namespace state_groups_test

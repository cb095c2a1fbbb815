#pragma once
// Random playouts that follow the groups of their drops (group_tracker.hpp) against playouts of
// the listed moves, whose conditions are checked on the whole board: the tests of the group
// conditions (havannah's shapes, connections) and of the games that have them.
#include <cstdint>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

namespace playout_checks {

// The same games, move for move, the same outcome (condition index included), from `start`.
template <int N>
void same_playouts(const boardlab::Game<N>& game, const boardlab::Position<N>& start,
                   int playouts) {
  using namespace boardlab;
  for (int seed = 0; seed < playouts; ++seed) {
    CAPTURE(seed);
    Position<N> tracked = start, listed = start;
    Random a{std::uint64_t(seed)}, b{std::uint64_t(seed)};
    const PlayoutResult x = random_playout(game, tracked, a);
    const PlayoutResult y = detail::random_playout_with(
        game, listed, b, [&](const Position<N>& q, auto& moves) { legal_moves(game, q, moves); },
        nullptr);
    REQUIRE(tracked == listed);
    REQUIRE(x.outcome == y.outcome);
    REQUIRE(x.plies == y.plies);
    REQUIRE(x.moves_listed == y.moves_listed);
  }
}

// The position `plies` uniformly random moves from the start of `game` (a game that lasts that
// long), for playouts from the middle of a game.
template <int N>
boardlab::Position<N> random_position(const boardlab::Game<N>& game, int plies,
                                      std::uint64_t seed) {
  using namespace boardlab;
  Position<N> p = game.start();
  Random random(seed);
  for (int ply = 0; ply < plies; ++ply) {
    const auto moves = legal_moves(game, p);
    REQUIRE(!moves.empty());
    apply_unchecked(game, p, moves[random.below(moves.size())]);
  }
  return p;
}

// `unfollowed` holds a group condition that no drop has been checked for yet (the last mover's
// opponent made it), so that the position is not over and a playout cannot follow its groups:
// the playouts must still be those of the listed moves, and the one of seed 1, whose first drop
// checks the whole board, ends at once with `expected`.
template <int N>
void check_unfollowed_condition(const boardlab::Game<N>& game,
                                const boardlab::Position<N>& unfollowed, int playouts,
                                const boardlab::Outcome& expected) {
  using namespace boardlab;
  CHECK_FALSE(outcome(game, unfollowed).over());
  CHECK_FALSE(no_group_condition_holds(game, unfollowed));
  same_playouts(game, unfollowed, playouts);
  Position<N> p = unfollowed;
  Random seeded(1);
  const PlayoutResult r = random_playout(game, p, seeded);
  CHECK(r.plies == 1);
  CHECK(r.outcome == expected);
}

}  // namespace playout_checks

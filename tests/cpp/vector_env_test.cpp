// VectorEnv (analysis/vector_env.hpp): a batch of games stepped together. Checked against the
// checked interface (State, its move text and its outcome) step by step, on every built-in game,
// with automatic resets, and by hand on tic-tac-toe. tests/threads/vector_env_test.cpp checks
// that the thread count changes nothing.
#include <boardlab/analysis/vector_env.hpp>
#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "builtin_games.hpp"

namespace vector_env_test {

namespace {

namespace bl = boardlab;

// The arrays a batch writes, owned here.
struct Buffers {
  std::vector<float> observations, rewards;
  std::vector<std::uint8_t> masks, terminated, truncated;
  std::vector<std::int8_t> current_player;

  template <int N>
  explicit Buffers(const bl::VectorEnv<N>& env)
      : observations(std::size_t(env.count()) * env.observation_size()),
        rewards(std::size_t(env.count()) * 2),
        masks(std::size_t(env.count()) * std::size_t(env.action_count())),
        terminated(std::size_t(env.count())),
        truncated(std::size_t(env.count())),
        current_player(std::size_t(env.count())) {}

  bl::VectorEnvOutput output() {
    return {observations.data(), masks.data(),     rewards.data(),
            terminated.data(),   truncated.data(), current_player.data()};
  }
};

// Steps `env` `steps` times with random legal actions, and beside it one State a game, which
// plays the same moves by their text: every step's observation, mask, rewards, flags and player
// must be what the State says. Returns the games that ended.
template <int N>
int check_against_states(const bl::Game<N>& game, int count, int threads, int steps,
                         std::uint64_t seed) {
  bl::VectorEnv<N> env(game, count, threads);
  Buffers out(env);
  env.reset(out.output());
  std::vector<bl::State<N>> states(static_cast<std::size_t>(count), bl::State<N>(game));
  std::vector<float> expected(env.observation_size());
  std::vector<std::int32_t> actions(static_cast<std::size_t>(count));
  int ended = 0;
  for (int step = 0; step < steps; ++step) {
    env.random_actions(seed + std::uint64_t(step), actions.data());
    env.step(actions.data(), out.output());
    for (int i = 0; i < count; ++i) {
      bl::State<N>& state = states[std::size_t(i)];
      const bl::Move part = env.actions().move_at(actions[std::size_t(i)]);
      INFO(game.name() << ", game " << i << ", step " << step << ", at '" << state.text()
                       << "', action " << actions[std::size_t(i)] << " ("
                       << bl::format_move(game, part) << ")");
      state.play(bl::legal_move_like(game, state.position(), part));
      const bl::Outcome o = state.outcome();
      const float* rewards = &out.rewards[2 * std::size_t(i)];
      if (o.over()) {
        ++ended;
        const bool by_ply_limit = o.reason == bl::Reason::ply_limit;
        REQUIRE(bool(out.terminated[std::size_t(i)]) == !by_ply_limit);
        REQUIRE(bool(out.truncated[std::size_t(i)]) == by_ply_limit);
        const float zero = o.result == bl::Result::win ? (o.winner == bl::Player::zero ? 1 : -1) : 0;
        REQUIRE(rewards[0] == zero);
        REQUIRE(rewards[1] == -zero);
        state = bl::State<N>(game);
      } else {
        REQUIRE(!out.terminated[std::size_t(i)]);
        REQUIRE(!out.truncated[std::size_t(i)]);
        REQUIRE(rewards[0] == 0);
        REQUIRE(rewards[1] == 0);
      }
      REQUIRE(bl::format_position(game, env.position(i)) == state.text());
      REQUIRE(out.current_player[std::size_t(i)] == bl::index(state.side_to_move()));
      bl::write_observation(game, state.position(), expected.data());
      REQUIRE(std::equal(expected.begin(), expected.end(),
                         out.observations.begin() + std::ptrdiff_t(i * env.observation_size())));
      std::vector<std::uint8_t> mask(std::size_t(env.action_count()));
      for (const bl::Move m : state.legal_moves()) mask[std::size_t(env.actions().index_of(m))] = 1;
      REQUIRE(std::equal(mask.begin(), mask.end(),
                         out.masks.begin() + std::ptrdiff_t(i) * env.action_count()));
    }
  }
  return ended;
}

}  // namespace

TEST_CASE("vector env: tic-tac-toe by hand, a win, a draw and the reset", "[vector_env]") {
  const auto& game = builtin::game_named("tic_tac_toe");
  bl::VectorEnv<64> env(game, 2, 1);
  Buffers out(env);
  env.reset(out.output());
  const auto action = [&](std::string_view text) {
    for (int a = 0; a < env.action_count(); ++a)
      if (bl::format_move(game, env.actions().move_at(a)) == text) return std::int32_t(a);
    FAIL("no action " << text);
    return std::int32_t(-1);
  };
  // Player 0 drops X, player 1 O: at the start each game has the nine cells for X.
  for (int i = 0; i < 2; ++i) {
    CHECK(out.current_player[std::size_t(i)] == 0);
    CHECK(std::count(out.masks.begin() + i * env.action_count(),
                     out.masks.begin() + (i + 1) * env.action_count(), 1) == 9);
  }
  // Game 0: X a1, O a2, X b1, O b2, X c1 wins on the first rank. Game 1: a draw,
  // X a1 O b2 X c3 O b1 X b3 O a3 X c1 O c2 X a2.
  const std::vector<std::string> zero = {"X@a1", "O@a2", "X@b1", "O@b2", "X@c1"};
  const std::vector<std::string> one = {"X@a1", "O@b2", "X@c3", "O@b1", "X@b3",
                                        "O@a3", "X@c1", "O@c2", "X@a2"};
  for (std::size_t ply = 0; ply < one.size(); ++ply) {
    // Game 0 starts again after its win: it plays its moves again from the start.
    const std::string& mine = zero[ply % zero.size()];
    std::int32_t actions[] = {action(mine), action(one[ply])};
    env.step(actions, out.output());
    const bool zero_won = ply == 4;
    CHECK(out.rewards[0] == (zero_won ? 1.0f : 0.0f));
    CHECK(out.rewards[1] == (zero_won ? -1.0f : 0.0f));
    CHECK(bool(out.terminated[0]) == zero_won);
    CHECK(out.current_player[0] == (zero_won ? 0 : int((ply % zero.size() + 1) % 2)));
    if (zero_won) CHECK(bl::format_position(game, env.position(0)) == bl::State<64>(game).text());
    const bool drawn = ply == one.size() - 1;
    CHECK(out.rewards[2] == 0.0f);
    CHECK(out.rewards[3] == 0.0f);
    CHECK(bool(out.terminated[1]) == drawn);
    CHECK(!out.truncated[0]);
    CHECK(!out.truncated[1]);
  }
  CHECK(bl::format_position(game, env.position(1)) == bl::State<64>(game).text());
}

TEST_CASE("vector env: an illegal action changes no game", "[vector_env]") {
  const auto& game = builtin::breakthrough;
  bl::VectorEnv<64> env(game, 3, 2);
  Buffers out(env);
  env.reset(out.output());
  std::vector<std::int32_t> actions(3);
  env.random_actions(7, actions.data());
  env.step(actions.data(), out.output());
  const std::string before = bl::format_position(game, env.position(0));
  env.random_actions(8, actions.data());
  const std::vector<std::int32_t> legal_of_two = [&] {
    std::vector<std::int32_t> out_actions;
    for (const std::int32_t a : env.legal_actions(2)) out_actions.push_back(a);
    return out_actions;
  }();
  std::int32_t illegal = 0;
  while (std::find(legal_of_two.begin(), legal_of_two.end(), illegal) != legal_of_two.end())
    ++illegal;
  actions[2] = illegal;
  CHECK_THROWS_WITH(env.step(actions.data(), out.output()),
                    Catch::StartsWith("VectorEnv.step: action " + std::to_string(illegal) +
                                      " of game 2 is not legal there (its legal actions: ") &&
                        Catch::EndsWith("); no game was stepped"));
  CHECK(bl::format_position(game, env.position(0)) == before);
}

TEST_CASE("vector env: bad counts and threads", "[vector_env]") {
  const auto& game = builtin::breakthrough;
  CHECK_THROWS_WITH(bl::VectorEnv<64>(game, 0, 1),
                    "VectorEnv: count 0 is not within 1..1048576");
  CHECK_THROWS_WITH(bl::VectorEnv<64>(game, 1, 0), "threads 0 is not within 1..1024");
}

TEST_CASE("vector env: every built-in game steps as State plays", "[vector_env]") {
  const auto& registry = bl::games::registry;
  for (std::size_t g = 0; g < registry.size(); ++g) {
    bl::with_game(registry[g].spec(), [&](const auto& game) {
      // Long enough for several games of the short ones to end and start again.
      const int ended = check_against_states(game, 6, 2, 120, 1000 + g);
      INFO(registry[g].name);
      if (registry[g].name == "tic_tac_toe" || registry[g].name == "breakthrough")
        CHECK(ended > 6);
    });
  }
}

TEST_CASE("vector env: a game cut by its ply limit is truncated, not terminated",
          "[vector_env]") {
  bl::GameSpec spec = bl::games::builtin("breakthrough");
  spec.max_plies = 3;
  const auto game = std::make_unique<const bl::Game<64>>(spec);
  CHECK(check_against_states(*game, 4, 1, 9, 5) == 12);
}

// Games of drops only whose drops are not all alike: a second kind of player 0 dropped only in a
// region, player 1's pieces falling, reserves that run out before the board fills. VectorEnv keeps
// such a game's actions as bits of the drop targets when each kind's drops are numbered by cell
// (the region a run of cells), and lists the moves otherwise (a scattered region); both must step
// as State plays.
TEST_CASE("vector env: drops in regions, falling and from short reserves step as State plays",
          "[vector_env]") {
  using namespace boardlab;
  const auto spec = [](const char* region_cells) {
    GameSpec s;
    s.name = "mixed_drops";
    s.files = 5;
    s.ranks = 4;
    s.max_plies = 40;
    s.add_region("low", region_cells);
    s.add_kind('X', Owner::zero, "cross");
    s.add_kind('Y', Owner::zero, "low cross");
    s.add_kind('o', Owner::one, "falling nought");
    s.moves('X', Drop{});
    s.moves('Y', Drop{.region = "low"});
    s.moves('o', Drop{.falls = directions({Direction::south})});
    s.add_end(InARow{.pieces = Pieces::of(Player::one),
                     .count = 3,
                     .winner = Player::one,
                     .directions = dir::all,
                     .when = When::winner_moved});
    s.placement = Placement::anytime;
    s.no_legal_move = NoMoveResult::draws;
    s.start = "5/5/5/5 0 X3Y4o8 0";
    return s;
  };
  for (const char* cells : {"a1 b1 c1 d1 e1 a2 b2", "a1 c1 e1 b2 d2"}) {
    INFO(cells);
    const Game<64> game{spec(cells)};
    CHECK(check_against_states(game, 5, 1, 30, 77) > 5);
  }
}

}  // namespace vector_env_test

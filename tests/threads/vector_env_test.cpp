// VectorEnv (analysis/vector_env.hpp) and its WorkerPool on threads, in the threads program so
// that ThreadSanitizer runs them: the same steps on any number of threads, a failing part
// rethrown after the others ended, and a pool reused for thousands of rounds.
#include <atomic>
#include <cstdint>
#include <stdexcept>
#include <vector>

#include <boardlab/analysis/vector_env.hpp>
#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "../cpp/builtin_games.hpp"

namespace {

namespace bl = boardlab;

// Every array of `steps` random steps of `count` breakthrough games on `threads` threads.
std::vector<float> stepped(int count, int threads, int steps) {
  bl::VectorEnv<64> env(builtin::breakthrough, count, threads);
  const std::size_t n = std::size_t(count);
  std::vector<float> observations(n * env.observation_size()), rewards(2 * n), all;
  std::vector<std::uint8_t> masks(n * std::size_t(env.action_count())), terminated(n),
      truncated(n);
  std::vector<std::int8_t> player(n);
  const bl::VectorEnvOutput out{observations.data(), masks.data(),     rewards.data(),
                                terminated.data(),   truncated.data(), player.data()};
  std::vector<std::int32_t> actions(n);
  env.reset(out);
  for (int step = 0; step < steps; ++step) {
    env.random_actions(std::uint64_t(step), actions.data());
    env.step(actions.data(), out);
    all.insert(all.end(), rewards.begin(), rewards.end());
    for (std::size_t i = 0; i < n; ++i) all.push_back(float(masks[i * 7] + player[i]));
  }
  all.insert(all.end(), observations.begin(), observations.end());
  return all;
}

}  // namespace

TEST_CASE("vector env on threads: the same steps on 1, 2 and 5 threads", "[threads]") {
  const auto one = stepped(23, 1, 150);
  CHECK(stepped(23, 2, 150) == one);
  CHECK(stepped(23, 5, 150) == one);
}

TEST_CASE("worker pool: every part once, round after round; a failure is rethrown", "[threads]") {
  bl::WorkerPool pool(3);
  std::vector<std::atomic<int>> runs(40);
  for (int round = 0; round < 2000; ++round)
    pool.run(40, [&](int part) { runs[std::size_t(part)].fetch_add(1); });
  for (const auto& r : runs) CHECK(r.load() == 2000);
  std::atomic<int> ran{0};
  CHECK_THROWS_WITH(pool.run(40,
                             [&](int part) {
                               ran.fetch_add(1);
                               if (part == 3) throw std::runtime_error("part 3 failed");
                             }),
                    "part 3 failed");
  CHECK(ran.load() <= 40);
  // The pool goes on after a failure.
  std::atomic<int> after{0};
  pool.run(10, [&](int) { after.fetch_add(1); });
  CHECK(after.load() == 10);
}

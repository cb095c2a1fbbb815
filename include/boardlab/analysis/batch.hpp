#pragma once
// Many random playouts on several threads. Playout i always uses the same random stream (from
// the seed and i), so results do not depend on the thread count.
#include <atomic>
#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

#include "../error.hpp"
#include "../game.hpp"
#include "../kernel.hpp"
#include "../playout.hpp"
#include "../random.hpp"
#include "../splitmix64.hpp"
#include "threads.hpp"

namespace boardlab {

struct BatchResults {
  std::vector<std::int8_t> winner;          // 0 or 1, or -1 for a draw
  std::vector<std::int32_t> plies;          // plies played in each playout
  std::vector<std::uint64_t> moves_listed;  // sum of legal-move counts over each playout
  double seconds = 0;                       // wall time
};

inline std::uint64_t playout_seed(std::uint64_t seed, std::uint64_t playout) {
  return mix64(seed ^ mix64(playout));
}

// The most threads batch work starts: more than any machine it runs on has cores, few enough
// that asking for absurdly many fails with a clear error rather than exhausting the system.
inline constexpr int max_batch_threads = 1024;

// Runs `count` playouts from `start` on `threads` threads, each through `kernel` (kernel.hpp:
// Kernel<N>{} for the generic functions, kernel_for(game) of games/builtin_kernels.hpp for the
// fastest compiled in; the same games with either); `done` (if
// given) counts finished playouts as they end, for progress reports from another thread;
// setting `*stop` (if given) makes the workers return early, within a playout too (the results
// are then partial). Throws Error for a negative count or a thread count outside
// 1..max_batch_threads; an exception in a worker (e.g. a thread that cannot be started) stops
// the others and is thrown here once all have ended.
template <int N>
BatchResults run_playouts(const Game<N>& game, const Kernel<N>& kernel, const Position<N>& start,
                          int count, std::uint64_t seed, int threads,
                          std::atomic<int>* done = nullptr,
                          const std::atomic<bool>* stop = nullptr) {
  const PlayoutFunction<N> playout = kernel.playout_function;
  if (count < 0) throw Error("playouts: count " + std::to_string(count) + " is negative");
  if (threads < 1 || threads > max_batch_threads)
    throw Error("playouts: threads " + std::to_string(threads) + " is not within 1.." +
                std::to_string(max_batch_threads));
  BatchResults r;
  r.winner.resize(std::size_t(count));
  r.plies.resize(std::size_t(count));
  r.moves_listed.resize(std::size_t(count));
  std::atomic<bool> failed{false};
  const auto started = std::chrono::steady_clock::now();
  auto work = [&](int first) {
    for (int i = first; i < count; i += threads) {
      if (failed.load(std::memory_order_relaxed) || (stop && stop->load(std::memory_order_relaxed)))
        return;
      Random random(playout_seed(seed, std::uint64_t(i)));
      Position<N> p = start;
      const PlayoutResult one = playout(game, p, random, stop);
      r.winner[std::size_t(i)] =
          one.outcome.result == Result::win ? std::int8_t(index(one.outcome.winner)) : -1;
      r.plies[std::size_t(i)] = one.plies;
      r.moves_listed[std::size_t(i)] = one.moves_listed;
      if (done && !one.stopped) done->fetch_add(1, std::memory_order_relaxed);
    }
  };
  run_on_threads(threads, work, [&] { failed = true; });
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  return r;
}

}  // namespace boardlab

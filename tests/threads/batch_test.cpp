// Playouts on threads (analysis/batch.hpp), in a program of their own so that ThreadSanitizer
// can run it without building every test (tools/test runs it in the Release, ASan/UBSan and TSan
// builds). Results must not depend on the thread count; stop, bad arguments and a failing worker
// must end the batch cleanly.
#include <atomic>
#include <chrono>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <thread>

#include <boardlab/analysis/batch.hpp>
#include <boardlab/boardlab.hpp>
#include <boardlab/games/builtin_kernels.hpp>
#include <catch2/catch.hpp>

#include "../cpp/builtin_games.hpp"

namespace {

namespace bl = boardlab;

// Every field of every playout.
bool same_results(const bl::BatchResults& a, const bl::BatchResults& b) {
  return a.winner == b.winner && a.plies == b.plies && a.moves_listed == b.moves_listed;
}

// A playout that never ends unless stopped: a game whose pieces shuttle forever (a ply limit
// beyond any test's patience), to test stopping within one playout.
bl::PlayoutResult endless_playout(const bl::Game<>&, bl::Position<64>&, bl::Random&,
                                  const std::atomic<bool>* stop) {
  bl::PlayoutResult r;
  while (!stop->load(std::memory_order_relaxed)) std::this_thread::yield();
  r.stopped = true;
  return r;
}

bl::PlayoutResult failing_playout(const bl::Game<>&, bl::Position<64>&, bl::Random&,
                                  const std::atomic<bool>*) {
  throw std::runtime_error("a worker failed");
}

}  // namespace

TEST_CASE("batch: results do not depend on the thread count", "[batch]") {
  builtin::for_each_game([]<std::size_t I>() {
    const bl::Game<>& game = bl::games::default_game<I>;
    INFO(std::string(game.name()));
    const auto one = bl::run_playouts(game, kernel_for(game), game.start(), 64, 0x5eed, 1);
    for (const int threads : {2, 3, 8}) {
      INFO("threads " << threads);
      CHECK(same_results(
          bl::run_playouts(game, kernel_for(game), game.start(), 64, 0x5eed, threads), one));
    }
    // The generic path (no precompiled kernel) gives the same games as the kernel.
    CHECK(same_results(bl::run_playouts(game, bl::Kernel<64>{}, game.start(), 64, 0x5eed, 2), one));
    // Each playout ended: a winner or a draw, and at least one ply.
    for (std::size_t i = 0; i < one.plies.size(); ++i) {
      CHECK(one.plies[i] >= 1);
      CHECK(one.winner[i] >= -1);
      CHECK(one.winner[i] <= 1);
    }
  });
}

TEST_CASE("batch: the done counter counts every playout", "[batch]") {
  std::atomic<int> done{0};
  const bl::Game<>& game = builtin::breakthrough;
  bl::run_playouts(game, kernel_for(game), game.start(), 100, 7, 4, &done);
  CHECK(done.load() == 100);
}

TEST_CASE("batch: a stop from another thread ends even an endless playout", "[batch]") {
  std::atomic<bool> stop{false};
  const bl::Game<>& game = builtin::pogo;
  const bl::Kernel<64> endless{.playout_function = &endless_playout};
  std::thread stopper([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    stop = true;
  });
  const auto r = bl::run_playouts(game, endless, game.start(), 1000, 1, 4, nullptr, &stop);
  stopper.join();
  CHECK(r.winner.size() == 1000);  // partial: the playouts not run keep their defaults
}

TEST_CASE("batch: a failing worker's exception reaches the caller", "[batch]") {
  const bl::Game<>& game = builtin::pogo;
  const bl::Kernel<64> failing{.playout_function = &failing_playout};
  for (const int threads : {1, 4}) {
    try {
      bl::run_playouts(game, failing, game.start(), 100, 1, threads);
      FAIL("no exception");
    } catch (const std::runtime_error& e) {
      CHECK(std::string(e.what()) == "a worker failed");
    }
  }
}

TEST_CASE("batch: absurd arguments are refused", "[batch]") {
  const bl::Game<>& game = builtin::pogo;
  CHECK_THROWS_MATCHES(bl::run_playouts(game, kernel_for(game), game.start(), -1, 1, 1), bl::Error,
                       Catch::Matchers::Message("playouts: count -1 is negative"));
  CHECK_THROWS_MATCHES(bl::run_playouts(game, kernel_for(game), game.start(), 1, 1, 0), bl::Error,
                       Catch::Matchers::Message("playouts: threads 0 is not within 1..1024"));
  CHECK_THROWS_MATCHES(bl::run_playouts(game, kernel_for(game), game.start(), 1, 1, 5000),
                       bl::Error,
                       Catch::Matchers::Message("playouts: threads 5000 is not within 1..1024"));
}

// run_on_threads (analysis/threads.hpp), the one way the library starts threads: every number
// runs once, a failing one stops the others through `abandon` and is thrown once all are
// joined, and MCTS's root threads and numbered jobs (matches) end the same way. Under
// ThreadSanitizer in tools/test. (A thread the system cannot start is tested from Python, in a
// process of limited address space: tests/python/test_shared_use.py.)
#include <atomic>
#include <stdexcept>
#include <vector>

#include <boardlab/analysis/numbered_jobs.hpp>
#include <boardlab/analysis/threads.hpp>
#include <catch2/catch.hpp>

namespace bl = boardlab;

TEST_CASE("run_on_threads runs every number once, the calling thread taking 0", "[threads]") {
  std::vector<std::atomic<int>> runs(8);
  bl::run_on_threads(8, [&](int t) { runs[std::size_t(t)].fetch_add(1); }, [] {});
  for (const auto& r : runs) CHECK(r.load() == 1);
}

TEST_CASE("a failing thread stops the others and its exception comes out once joined",
          "[threads]") {
  std::atomic<bool> abandoned{false};
  std::atomic<int> ended{0};
  const auto work = [&](int t) {
    if (t == 2) throw std::runtime_error("thread 2 failed");
    while (!abandoned.load()) {
    }
    ended.fetch_add(1);
  };
  CHECK_THROWS_WITH(bl::run_on_threads(4, work, [&] { abandoned = true; }), "thread 2 failed");
  CHECK(ended.load() == 3);  // all the others ended before it came out
}

TEST_CASE("numbered jobs stop at the first failure and start no more", "[threads]") {
  std::atomic<int> started{0};
  const auto job = [&](int i) {
    started.fetch_add(1);
    if (i == 5) throw bl::Error("job 5 failed");
  };
  CHECK_THROWS_WITH(bl::run_numbered_jobs(10'000, 4, nullptr, job), "job 5 failed");
  CHECK(started.load() < 10'000);
}

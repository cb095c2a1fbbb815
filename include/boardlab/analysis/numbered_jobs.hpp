#pragma once
// Numbered jobs on threads: matches, tournaments and sweeps hand out their games by number, so
// that what game i does depends on i alone, never on which thread takes it or when.
//
//   run_numbered_jobs(100, 2, stop, [&](int i) { results[i] = play(i); });
#include <atomic>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace boardlab {

// Runs job(0) .. job(count - 1) on up to `threads` threads, each number once. The first
// exception a job throws stops the others from starting new jobs and is rethrown here; `stop`
// (may be null) does the same without an exception: jobs not started are then not run.
template <class Job>
void run_numbered_jobs(int count, int threads, const std::atomic<bool>* stop, Job&& job) {
  std::atomic<int> next{0};
  std::atomic<bool> failed{false};
  std::exception_ptr failure;
  std::mutex failure_mutex;
  auto work = [&] {
    try {
      for (;;) {
        const int i = next.fetch_add(1);
        if (i >= count || failed || (stop && stop->load())) return;
        job(i);
      }
    } catch (...) {
      const std::lock_guard<std::mutex> lock(failure_mutex);
      if (!failure) failure = std::current_exception();
      failed = true;
    }
  };
  const int used = threads < count ? threads : count;
  if (used <= 1) {
    work();
  } else {
    std::vector<std::thread> pool;
    pool.reserve(std::size_t(used));
    for (int t = 0; t < used; ++t) pool.emplace_back(work);
    for (auto& th : pool) th.join();
  }
  if (failure) std::rethrow_exception(failure);
}

}  // namespace boardlab

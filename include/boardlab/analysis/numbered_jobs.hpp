#pragma once
// Numbered jobs on threads: matches, tournaments and sweeps hand out their games by number, so
// that what game i does depends on i alone, never on which thread takes it or when.
//
//   run_numbered_jobs(100, 2, stop, [&](int i) { results[i] = play(i); });
#include <atomic>

#include "threads.hpp"

namespace boardlab {

// Runs job(0) .. job(count - 1) on up to `threads` threads, each number once. The first
// exception a job throws stops the others from starting new jobs and is rethrown here; `stop`
// (may be null) does the same without an exception: jobs not started are then not run.
template <class Job>
void run_numbered_jobs(int count, int threads, const std::atomic<bool>* stop, Job&& job) {
  std::atomic<int> next{0};
  std::atomic<bool> failed{false};
  auto work = [&](int) {
    for (;;) {
      const int i = next.fetch_add(1);
      if (i >= count || failed || (stop && stop->load())) return;
      job(i);
    }
  };
  run_on_threads(threads < count ? threads : count, work, [&] { failed = true; });
}

}  // namespace boardlab

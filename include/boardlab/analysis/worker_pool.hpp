#pragma once
// Threads kept for many short rounds of work: a batch of environments is stepped thousands of
// times a second, each step a few microseconds a game, where starting threads every step
// (run_numbered_jobs) would cost more than the step.
//
//   WorkerPool pool(4);                       // the calling thread and three workers
//   pool.run(8, [&](int part) { ... });       // part 0 .. 7, each once; returns when all are done
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <exception>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "../error.hpp"
#include "threads.hpp"

namespace boardlab {

class WorkerPool {
 public:
  // The most threads a pool starts (the calling thread counts as one).
  static constexpr int max_threads = 1024;

  // Throws Error for a thread count outside 1..max_threads.
  explicit WorkerPool(int threads) : threads_(checked(threads)) {
    workers_.reserve(std::size_t(threads_ - 1));
    try {
      for (int t = 1; t < threads_; ++t)
        workers_.push_back(start_thread(threads_, [this] { serve(); }));
    } catch (...) {  // no more threads can be started (Error): stop those that did
      shut_down();
      throw;
    }
  }
  WorkerPool(const WorkerPool&) = delete;
  WorkerPool& operator=(const WorkerPool&) = delete;
  ~WorkerPool() { shut_down(); }

  int threads() const { return threads_; }

  // Calls job(0) .. job(parts - 1), each once, on the pool's threads and the calling one, and
  // returns when every call has returned. The first exception a call throws is rethrown here,
  // after the others have ended (parts not yet started are then skipped). Not reentrant: one
  // run at a time.
  void run(int parts, const std::function<void(int)>& job) {
    if (parts <= 0) return;
    if (threads_ == 1 || parts == 1) {
      for (int i = 0; i < parts; ++i) job(i);
      return;
    }
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      job_ = &job;
      parts_ = parts;
      next_.store(0, std::memory_order_relaxed);
      busy_ = int(workers_.size());
      failure_ = nullptr;
      ++round_;
    }
    wake_.notify_all();
    work();
    spin_until([this] { return busy_.load(std::memory_order_acquire) == 0; });
    std::unique_lock<std::mutex> lock(mutex_);
    done_.wait(lock, [this] { return busy_ == 0; });
    job_ = nullptr;
    if (failure_) std::rethrow_exception(std::exchange(failure_, nullptr));
  }

 private:
  static int checked(int threads) {
    if (threads < 1 || threads > max_threads)
      throw Error("threads " + std::to_string(threads) + " is not within 1.." +
                  std::to_string(max_threads));
    return threads;
  }

  // Waits a little without sleeping, until ready() or spin_time passes: a batch stepped in a
  // loop hands out its next round within microseconds, and a thread asleep on a condition
  // variable takes tens of them to wake (two threads stepped 4,096 tic-tac-toe games 1.2-1.4x
  // as fast as one without the spin, 1.8-1.9x with it). What the round hands over is still read
  // under the mutex after it.
  template <class Ready>
  static void spin_until(Ready ready) {
    const auto until = std::chrono::steady_clock::now() + spin_time;
    while (!ready() && std::chrono::steady_clock::now() < until) {
#if defined(__x86_64__) || defined(__i386__)
      __builtin_ia32_pause();
#endif
    }
  }
  static constexpr std::chrono::microseconds spin_time{100};

  // Takes parts until none is left.
  void work() {
    for (;;) {
      const int i = next_.fetch_add(1, std::memory_order_relaxed);
      if (i >= parts_) return;
      try {
        (*job_)(i);
      } catch (...) {
        const std::lock_guard<std::mutex> lock(mutex_);
        if (!failure_) failure_ = std::current_exception();
        next_.store(parts_, std::memory_order_relaxed);
      }
    }
  }

  void serve() {
    std::uint64_t seen = 0;
    for (;;) {
      spin_until([&] {
        return stopping_.load(std::memory_order_acquire) ||
               round_.load(std::memory_order_acquire) != seen;
      });
      {
        std::unique_lock<std::mutex> lock(mutex_);
        wake_.wait(lock, [&] { return stopping_ || round_ != seen; });
        if (stopping_) return;
        seen = round_;
      }
      work();
      {
        const std::lock_guard<std::mutex> lock(mutex_);
        --busy_;
      }
      done_.notify_one();
    }
  }

  void shut_down() {
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      stopping_ = true;
    }
    wake_.notify_all();
    for (auto& t : workers_)
      if (t.joinable()) t.join();
  }

  int threads_;
  std::vector<std::thread> workers_;
  std::mutex mutex_;
  std::condition_variable wake_, done_;
  const std::function<void(int)>* job_ = nullptr;
  int parts_ = 0;
  std::atomic<int> next_{0};
  // Written under the mutex; atomic so that spin_until may read them without it.
  std::atomic<int> busy_{0};  // workers still in the current round
  std::atomic<std::uint64_t> round_{0};
  std::atomic<bool> stopping_{false};
  std::exception_ptr failure_;
};

}  // namespace boardlab

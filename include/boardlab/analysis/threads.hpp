#pragma once
// Starting threads, the one way the library does it: a thread the system cannot start (too many
// threads, too little memory for their stacks) becomes the library's Error, never
// std::terminate (a std::thread destroyed unjoined) nor a bare std::system_error, and the
// threads that did start are joined before the error leaves.
//
//   run_on_threads(4, [&](int t) { work(t); }, [&] { stop = true; });
#include <atomic>
#include <exception>
#include <mutex>
#include <string>
#include <system_error>
#include <thread>
#include <utility>
#include <vector>

#include "../error.hpp"

namespace boardlab {

// The message of a thread that could not be started, out of `wanted`.
inline std::string thread_start_failure(int wanted, const std::system_error& e) {
  return "could not start " + std::to_string(wanted) + (wanted == 1 ? " thread: " : " threads: ") +
         e.what();
}

// A thread running `f`, one of `wanted` the caller is starting (for the message); Error when the
// system cannot start it.
template <class F>
std::thread start_thread(int wanted, F&& f) {
  try {
    return std::thread(std::forward<F>(f));
  } catch (const std::system_error& e) {
    throw Error(thread_start_failure(wanted, e));
  }
}

// Runs work(0) on the calling thread and work(1) .. work(threads - 1) on threads of their own,
// and returns when every one has returned. The first exception any of them throws (or a thread
// that cannot be started: Error) calls `abandon()`, which must make the others return soon (set
// the flag their loops read), and is rethrown here once every started thread has been joined;
// work(0) is not run when a thread could not be started.
template <class Work, class Abandon>
void run_on_threads(int threads, Work&& work, Abandon&& abandon) {
  std::exception_ptr failure;
  std::mutex failure_mutex;
  auto fail = [&](std::exception_ptr e) {
    {
      const std::lock_guard<std::mutex> lock(failure_mutex);
      if (failure) return;
      failure = std::move(e);
    }
    abandon();
  };
  auto guarded = [&](int t) {
    try {
      work(t);
    } catch (...) {
      fail(std::current_exception());
    }
  };
  std::vector<std::thread> pool;
  bool all_started = true;
  try {
    pool.reserve(std::size_t(threads > 1 ? threads - 1 : 0));
    for (int t = 1; t < threads; ++t)
      pool.push_back(start_thread(threads, [&guarded, t] { guarded(t); }));
  } catch (...) {
    all_started = false;
    fail(std::current_exception());
  }
  if (all_started) guarded(0);
  for (auto& t : pool) t.join();
  if (failure) std::rethrow_exception(failure);
}

}  // namespace boardlab

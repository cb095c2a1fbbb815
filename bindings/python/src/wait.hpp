#pragma once
// Long C++ work from Python: on a thread of its own with the GIL released, while the calling
// thread reports progress and looks for Ctrl-C (batch.cpp's playouts and perft, agents.cpp's
// searches and matches).
#include <pybind11/pybind11.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <mutex>

#include "kept_threads.hpp"

namespace boardlab::python {

namespace py = pybind11;

// Runs `work()` on a thread of its own (one kept between calls: kept_threads.hpp); every `tick`,
// and once when it ends, the calling thread takes the GIL, calls `report()` and checks for
// signals. Whatever `work` throws is thrown here, after it ended.
template <class Work, class Report>
void wait_for(Work&& work, std::atomic<bool>& stop, Report&& report,
              std::chrono::milliseconds tick = std::chrono::milliseconds(20)) {
  std::mutex mutex;
  std::condition_variable ended;
  bool finished = false;
  std::exception_ptr failure;
  py::gil_scoped_release release;
  KeptThreads::instance().run([&] {
    try {
      work();
    } catch (...) {
      failure = std::current_exception();
    }
    // Notified under the lock: once the caller sees `finished` it returns and these go.
    const std::lock_guard<std::mutex> lock(mutex);
    finished = true;
    ended.notify_one();
  });
  // The work refers to this frame: it must have ended before the frame goes.
  const auto wait_until_finished = [&] {
    std::unique_lock<std::mutex> lock(mutex);
    ended.wait(lock, [&] { return finished; });
  };
  try {
    for (;;) {
      bool last = false;
      {
        std::unique_lock<std::mutex> lock(mutex);
        last = ended.wait_for(lock, tick, [&] { return finished; });
      }
      {
        py::gil_scoped_acquire acquire;
        report();
        if (PyErr_CheckSignals() != 0) throw py::error_already_set();
      }
      if (last) break;
    }
  } catch (...) {
    stop = true;
    wait_until_finished();
    throw;
  }
  wait_until_finished();
  if (failure) std::rethrow_exception(failure);
}

}  // namespace boardlab::python

// Batch work from Python: playouts on threads and perft, in C++ with the GIL released, through
// the path the game's data chose (compiled, shaped or generic: game_data.cpp).
#include <pybind11/functional.h>
#include <pybind11/numpy.h>

#include <atomic>
#include <boardlab/analysis/batch.hpp>
#include <boardlab/position_text.hpp>
#include <chrono>
#include <functional>
#include <string>
#include <thread>

#include "core.hpp"

namespace boardlab::python {

namespace {

// Runs the playouts on worker threads while this thread reports progress (with the GIL) every
// 50 ms. If the callback raises, or Ctrl-C arrives, the workers are stopped before the exception
// goes on: a running std::thread must never be destroyed.
template <int N>
BatchResults playouts_with_progress(const GameData<N>& d, const Position<N>& start, int count,
                                    std::uint64_t seed, int threads,
                                    const std::function<void(int)>& progress) {
  std::atomic<int> done{0};
  std::atomic<bool> stop{false};
  BatchResults r;
  py::gil_scoped_release release;
  std::thread worker(
      [&] { r = run_playouts_with(d.playout, d.game, start, count, seed, threads, &done, &stop); });
  try {
    int reported = -1;
    for (;;) {
      const int now = done.load(std::memory_order_relaxed);
      if (now != reported) {
        py::gil_scoped_acquire acquire;
        if (progress) progress(now);
        if (PyErr_CheckSignals() != 0) throw py::error_already_set();
        reported = now;
      }
      if (now >= count) break;
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
  } catch (...) {
    stop = true;
    worker.join();
    throw;
  }
  worker.join();
  return r;
}

}  // namespace

void bind_batch(py::module_&, py::class_<PyGame>& game, py::class_<PyState>& state) {
  game.def(
      "playouts",
      [](const PyGame& g, const std::string& start_text, int count, std::uint64_t seed, int threads,
         const std::function<void(int)>& progress) {
        if (count < 0)
          throw py::value_error("playouts: count " + std::to_string(count) + " is negative");
        if (threads < 1) throw py::value_error("playouts: threads must be 1 or more");
        return g.visit([&](const auto& d) {
          const auto start =
              start_text.empty() ? d.game.start() : parse_position(d.game, start_text);
          const BatchResults r = playouts_with_progress(d, start, count, seed, threads, progress);
          py::dict out;
          out["winner"] = py::array_t<std::int8_t>(py::ssize_t(count), r.winner.data());
          out["plies"] = py::array_t<std::int32_t>(py::ssize_t(count), r.plies.data());
          out["moves_listed"] =
              py::array_t<std::uint64_t>(py::ssize_t(count), r.moves_listed.data());
          out["seconds"] = r.seconds;
          return out;
        });
      },
      py::arg("start_text") = "", py::arg("count") = 1000, py::arg("seed") = 0,
      py::arg("threads") = 1, py::arg("progress") = std::function<void(int)>());

  state.def(
      "perft",
      [](const PyState& s, int depth) {
        if (depth < 0)
          throw py::value_error("perft: depth " + std::to_string(depth) + " is negative");
        return s.visit([&](const auto& st) {
          const auto& data = s.template data<capacity_of<decltype(st)>>();
          py::gil_scoped_release release;
          return data.perft(st.game(), st.position(), depth, Counting::bulk);
        });
      },
      py::arg("depth"));
}

}  // namespace boardlab::python

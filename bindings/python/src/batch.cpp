// Batch work from Python: playouts on threads and perft, in C++ with the GIL released, through
// the path the game's data chose (compiled, shaped or generic: game_data.cpp). Both run on a
// worker thread while the calling thread waits with the GIL and looks for Ctrl-C (and reports
// progress): on a signal, or an exception in a progress callback, the work is stopped through
// its stop flag within a fraction of a second and the exception goes on.
#include <pybind11/functional.h>
#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <unistd.h>
#include <atomic>
#include <boardlab/analysis/batch.hpp>
#include <boardlab/position_text.hpp>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "core.hpp"
#include "wait.hpp"

namespace boardlab::python {

namespace {

// The bytes of physical memory, or 0 where the system does not say.
std::uint64_t physical_memory() {
#if defined(_SC_PHYS_PAGES) && defined(_SC_PAGE_SIZE)
  const long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGE_SIZE);
  if (pages > 0 && page > 0) return std::uint64_t(pages) * std::uint64_t(page);
#endif
  return 0;
}

// Refuses a count whose result arrays (13 bytes a playout, written twice: C++ then numpy) would
// take more than half of this machine's memory, before anything is allocated.
void check_playout_count(long long count) {
  constexpr std::uint64_t bytes_per_playout = 2 * (1 + 4 + 8);
  const std::uint64_t memory = physical_memory();
  if (memory != 0 && std::uint64_t(count) * bytes_per_playout > memory / 2)
    throw Error("playouts: " + std::to_string(count) + " playouts need " +
                std::to_string(std::uint64_t(count) * bytes_per_playout >> 20) +
                " MB of results, more than half of this machine's " + std::to_string(memory >> 20) +
                " MB; run them in smaller batches");
}

}  // namespace

void bind_batch(py::module_& m, py::class_<PyGame>& game, py::class_<PyState>& state) {
  m.attr("MAX_THREADS") = max_batch_threads;

  game.def(
      "playouts",
      [](const PyGame& g, const std::string& start_text, long long count, std::uint64_t seed,
         int threads, const std::optional<std::function<void(int)>>& progress) {
        if (count < 0 || count > 0x7fffffff)
          throw Error("playouts: count " + std::to_string(count) + " is not within 0.." +
                      std::to_string(0x7fffffff));
        if (threads < 1 || threads > max_batch_threads)
          throw Error("playouts: threads " + std::to_string(threads) + " is not within 1.." +
                      std::to_string(max_batch_threads));
        check_playout_count(count);
        return g.visit([&](const auto& d) {
          const auto start =
              start_text.empty() ? d.game.start() : parse_position(d.game, start_text);
          std::atomic<int> done{0};
          std::atomic<bool> stop{false};
          int reported = -1;
          BatchResults r;
          wait_for(
              [&] {
                r = run_playouts(d.game, d.kernel, start, int(count), seed, threads, &done, &stop);
              },
              stop,
              [&] {
                const int now = done.load(std::memory_order_relaxed);
                if (progress && now != reported) (*progress)(now);
                reported = now;
              });
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
      py::arg("threads") = 1, py::arg("progress") = py::none());

  state.def(
      "perft",
      [](const PyState& s, int depth) {
        if (depth < 0) throw Error("perft: depth " + std::to_string(depth) + " is negative");
        return s.visit([&](const auto& st) {
          const auto& data = s.template data<capacity_of<decltype(st)>>();
          // Copied while this thread holds the GIL: no Python thread can change it meanwhile.
          const auto position = st.position();
          std::atomic<bool> stop{false};
          std::uint64_t count = 0;
          wait_for(
              [&] { count = data.kernel.perft(st.game(), position, depth, Counting::bulk, &stop); },
              stop, [] {});
          return count;
        });
      },
      py::arg("depth"));
}

}  // namespace boardlab::python

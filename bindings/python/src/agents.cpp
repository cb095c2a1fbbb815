// Agents and matches from Python (analysis/agent.hpp, analysis/match.hpp): each search and each
// match runs in C++ with the GIL released, and stops on Ctrl-C (wait.hpp).
#include <pybind11/functional.h>
#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <atomic>
#include <boardlab/analysis/agent.hpp>
#include <boardlab/analysis/match.hpp>
#include <boardlab/analysis/match_statistics.hpp>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <variant>

#include "core.hpp"
#include "wait.hpp"

namespace boardlab::python {

namespace {

// An agent made for one game, of that game's capacity; it keeps the game's data alive.
class PyAgent {
 public:
  using Any = std::variant<std::unique_ptr<Agent<64>>, std::unique_ptr<Agent<128>>,
                           std::unique_ptr<Agent<256>>>;
  PyAgent(PyGame game, Any agent, std::string spec)
      : game_(std::move(game)), agent_(std::move(agent)), spec_(std::move(spec)) {}

  const PyGame& game() const { return game_; }
  const std::string& spec() const { return spec_; }
  template <int N>
  Agent<N>& agent() {
    return *std::get<std::unique_ptr<Agent<N>>>(agent_);
  }

 private:
  PyGame game_;
  Any agent_;
  std::string spec_;
};

PyAgent make_py_agent(const PyGame& g, const std::string& spec, std::uint64_t seed, int threads) {
  if (threads < 1 || threads > 256)
    throw Error("agent: threads " + std::to_string(threads) + " is not within 1..256");
  return g.visit([&](const auto& d) {
    return PyAgent(g, PyAgent::Any(make_agent(d.game, spec, seed, threads)), spec);
  });
}

}  // namespace

void bind_agents(py::module_& m, py::class_<PyGame>&, py::class_<PyState>&) {
  py::class_<PyAgent> agent(m, "Agent", "An agent of one game (analysis/agent.hpp).");
  refuse_new(agent, "use boardlab.Agent(game, text, seed)");
  agent.def_property_readonly("spec", &PyAgent::spec);
  agent.def(
      "choose",
      [](PyAgent& a, const PyState& s) {
        // An equal game (the same spec, read twice) has the same tables: its positions fit.
        if (a.game().data() != s.game().data() && !(a.game().spec() == s.game().spec()))
          throw Error("agent '" + a.spec() + "': the state is of another game");
        return s.visit([&](const auto& st) {
          constexpr int N = capacity_of<decltype(st)>;
          const auto& game = st.game();
          Position<N> p = st.position();  // copied while this thread holds the GIL
          if (legal_moves(game, p).empty())
            throw Error("agent '" + a.spec() + "': the game is over in this position");
          Agent<N>& chooser = a.template agent<N>();
          std::atomic<bool> stop{false};
          Turn turn;
          // A turn of several parts is chosen part by part, each a decision of the agent's.
          wait_for(
              [&] {
                do {
                  const Move part = chooser.choose(p, &stop);
                  if (stop) return;
                  turn.push(part);
                  apply_unchecked(game, p, part);
                } while (p.turn.mid_turn() && turn.size < max_parts_in_turn);
              },
              stop, [] {});
          return game.has_turn_rules() ? make_move(game, turn) : make_move(game, turn.first());
        });
      },
      py::arg("state"));
  m.def("make_agent", &make_py_agent, py::arg("game"), py::arg("spec"), py::arg("seed") = 0,
        py::arg("threads") = 1);

  m.def(
      "match",
      [](const PyGame& g, const std::string& agent_a, const std::string& agent_b, int games,
         std::uint64_t seed, int threads, int agent_threads,
         const std::optional<std::function<void(int)>>& progress) {
        return g.visit([&](const auto& d) {
          MatchSettings settings{games, seed, threads, agent_threads};
          std::atomic<int> done{0};
          std::atomic<bool> stop{false};
          int reported = -1;
          MatchReport r;
          wait_for([&] { r = play_match(d.game, agent_a, agent_b, settings, &done, &stop); }, stop,
                   [&] {
                     const int now = done.load(std::memory_order_relaxed);
                     if (progress && now != reported) (*progress)(now);
                     reported = now;
                   });
          const auto n = py::ssize_t(r.games.size());
          py::array_t<bool> a_first(n);
          py::array_t<std::int8_t> winner(n);
          py::array_t<std::int32_t> plies(n);
          for (py::ssize_t i = 0; i < n; ++i) {
            a_first.mutable_at(i) = r.games[std::size_t(i)].a_first;
            winner.mutable_at(i) = r.games[std::size_t(i)].winner;
            plies.mutable_at(i) = r.games[std::size_t(i)].plies;
          }
          py::dict out;
          out["a_first"] = a_first;
          out["winner"] = winner;
          out["plies"] = plies;
          out["seconds"] = r.seconds;
          return out;
        });
      },
      py::arg("game"), py::arg("agent_a"), py::arg("agent_b"), py::arg("games") = 100,
      py::arg("seed") = 0, py::arg("threads") = 1, py::arg("agent_threads") = 1,
      py::arg("progress") = py::none());

  m.def(
      "match_statistics",
      [](std::int64_t wins, std::int64_t draws, std::int64_t losses, std::int64_t first_wins,
         std::int64_t second_wins, std::int64_t side_draws, double confidence) {
        const MatchResults results{wins, draws, losses};
        const SideResults sides{first_wins, second_wins, side_draws};
        const Interval score = score_interval(results, confidence);
        const Interval elo = elo_interval(results, confidence);
        const Interval first = first_player_interval(sides, confidence);
        py::dict out;
        out["score"] = results.score();
        out["score_interval"] = py::make_tuple(score.low, score.high);
        out["elo"] = elo_difference(results.score());
        out["elo_interval"] = py::make_tuple(elo.low, elo.high);
        out["likelihood_of_superiority"] = likelihood_of_superiority(results);
        out["first_player_score"] = first_player_advantage(sides);
        out["first_player_interval"] = py::make_tuple(first.low, first.high);
        return out;
      },
      py::arg("wins"), py::arg("draws"), py::arg("losses"), py::arg("first_wins"),
      py::arg("second_wins"), py::arg("side_draws"), py::arg("confidence") = 0.95);
}

}  // namespace boardlab::python

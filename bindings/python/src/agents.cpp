// Agents and matches from Python (analysis/agent.hpp, analysis/match.hpp): each search and each
// match runs in C++ with the GIL released, and stops on Ctrl-C (wait.hpp). A side of a match may
// be an agent written in Python (PythonAgent): its games are played in order on the calling
// thread, which holds the GIL only while Python code runs.
#include <pybind11/functional.h>
#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <atomic>
#include <boardlab/analysis/agent.hpp>
#include <boardlab/analysis/balance.hpp>
#include <boardlab/analysis/match.hpp>
#include <boardlab/analysis/match_statistics.hpp>
#include <boardlab/analysis/tournament.hpp>
#include <boardlab/move_text.hpp>
#include <boardlab/position_text.hpp>
#include <boardlab/quoted_text.hpp>
#include <boardlab/turn.hpp>
#include <chrono>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <variant>
#include <vector>

#include "core.hpp"
#include "wait.hpp"

namespace boardlab::python {

namespace {

// An agent made for one game, of that game's capacity; it keeps the game's data alive. An agent
// is not safe to call from two threads at once (its search tree and random stream are its
// own), and a choice runs with the GIL released: Python threads sharing one agent take turns.
class PyAgent {
 public:
  using Any = std::variant<std::unique_ptr<Agent<64>>, std::unique_ptr<Agent<128>>,
                           std::unique_ptr<Agent<256>>>;
  PyAgent(PyGame game, Any agent, std::string spec)
      : game_(std::move(game)),
        agent_(std::move(agent)),
        spec_(std::move(spec)),
        busy_(std::make_unique<std::timed_mutex>()) {}

  const PyGame& game() const { return game_; }
  const std::string& spec() const { return spec_; }
  template <int N>
  Agent<N>& agent() {
    return *std::get<std::unique_ptr<Agent<N>>>(agent_);
  }

  // Holds the agent for one choice: waits while another thread's choice runs, and gives up
  // (an unlocked lock) once `stop` is set, so that Ctrl-C in a waiting thread is not held up by
  // the other's search.
  std::unique_lock<std::timed_mutex> hold(const std::atomic<bool>& stop) {
    std::unique_lock<std::timed_mutex> lock(*busy_, std::defer_lock);
    while (!lock.try_lock_for(std::chrono::milliseconds(10)))
      if (stop.load(std::memory_order_relaxed)) break;
    return lock;
  }

 private:
  PyGame game_;
  Any agent_;
  std::string spec_;
  std::unique_ptr<std::timed_mutex> busy_;  // a pointer: PyAgent is returned by value
};

// The evaluation of the terms `terms` (None: none, so the game's own) on `game`.
template <int N>
Evaluation evaluation_from(const Game<N>& game, py::handle terms) {
  if (terms.is_none()) return {};
  const std::vector<EvaluationTerm> list = evaluation_terms_from(terms);
  if (list.empty()) return {};
  return evaluation_of(game, std::span<const EvaluationTerm>(list));
}

PyAgent make_py_agent(const PyGame& g, const std::string& spec, std::uint64_t seed, int threads,
                      py::handle evaluation) {
  if (threads < 1 || threads > 256)
    throw Error("agent: threads " + std::to_string(threads) + " is not within 1..256");
  return g.visit([&](const auto& d) {
    return PyAgent(g,
                   PyAgent::Any(make_agent(d.game, d.kernel, spec, seed, threads,
                                           evaluation_from(d.game, evaluation))),
                   spec);
  });
}

// The calling thread of a match with a Python agent, seen from the C++ that runs there with the
// GIL released: each time it takes the GIL it reports the games finished, and a signal (Ctrl-C)
// that arrived becomes the KeyboardInterrupt it raises, which ends the match.
class CallingThread {
 public:
  CallingThread(const std::optional<std::function<void(int)>>& progress,
                const std::atomic<int>& done)
      : progress_(progress), done_(done) {}

  // With the GIL held.
  void report() {
    const int now = done_.load(std::memory_order_relaxed);
    if (progress_ && now != reported_) (*progress_)(now);
    reported_ = now;
  }
  void check() {
    report();
    if (PyErr_CheckSignals() != 0) throw py::error_already_set();
  }

 private:
  const std::optional<std::function<void(int)>>& progress_;
  const std::atomic<int>& done_;
  int reported_ = -1;
};

// A Python agent as agents.py hands it over: its name, `choose` (a _core.State -> what the
// agent chose) and `reset` (None, or called with each game's seed before the game). Owned by the
// binding's frame, which holds the GIL: the agents of its games borrow it, so that no reference
// count changes on a thread without the GIL.
struct PythonSide {
  std::string name;
  py::object choose;
  py::object reset;
};

// A Python agent in a game of a match. It is asked at the start of each of its turns, with the
// position as a State, and answers with a whole turn (a Move, or its text; in a game without
// turn parts, an action number too); the later parts of that turn are played from it without
// asking again.
template <int N>
class PythonAgent final : public Agent<N> {
 public:
  PythonAgent(const PyGame& game, const GameData<N>& data, const PythonSide& side,
              CallingThread& here, std::string_view where, int game_number)
      : game_(game), data_(data), side_(side), here_(here), where_(where), number_(game_number) {}

  Move choose(const Position<N>& p, const std::atomic<bool>* = nullptr) override {
    if (p.turn.mid_turn() && next_part_ < turn_.size) return turn_.parts[std::size_t(next_part_++)];
    const py::gil_scoped_acquire gil;
    here_.check();
    const py::object chosen = side_.choose(PyState(game_, PyState::Any(State<N>(data_.game, p))));
    turn_ = turn_of(chosen, p);
    next_part_ = 1;
    return turn_.first();
  }
  std::string name() const override { return side_.name; }

 private:
  // What the agent chose, as a legal turn of `p`; the library's error otherwise, naming the
  // agent, the game and the position.
  Turn turn_of(py::handle chosen, const Position<N>& p) const {
    const Game<N>& game = data_.game;
    const auto where = [&] {
      return std::string(where_) + ": agent " + detail::quoted(side_.name) + ", game " +
             std::to_string(number_) + ", position " + detail::quoted(format_position(game, p)) +
             ": it chose " + shown(chosen);
    };
    std::string text;
    if (py::isinstance<PyMove>(chosen)) {
      text = chosen.cast<const PyMove&>().text();
    } else if (auto t = utf8_of(chosen)) {
      text = *std::move(t);
    } else if (PyIndex_Check(chosen.ptr()) && !py::isinstance<py::bool_>(chosen)) {
      // Any whole number: a policy's numpy integer as well as an int.
      if (game.has_turn_rules())
        throw Error(where() +
                    ", an action number, which is one part of a turn in this game: "
                    "choose the whole turn's Move or text");
      const Py_ssize_t action = PyNumber_AsSsize_t(chosen.ptr(), nullptr);  // saturates
      if (action == -1 && PyErr_Occurred()) throw py::error_already_set();
      if (action < 0 || action >= data_.actions.size())
        throw IllegalMoveError(where() + ", which is not an action number from 0 to " +
                               std::to_string(data_.actions.size() - 1));
      Turn turn;
      try {
        turn.push(legal_move_like(game, p, data_.actions.move_at(int(action))));
      } catch (const IllegalMoveError& e) {
        throw IllegalMoveError(where() + ": " + e.what());
      }
      return turn;
    } else {
      throw Error(where() + ", which is not a Move, a move's text or an action number");
    }
    try {
      return parse_turn(game, p, text);
    } catch (const IllegalMoveError& e) {
      throw IllegalMoveError(where() + ": " + e.what());
    } catch (const MoveSyntaxError& e) {
      throw MoveSyntaxError(where() + ": " + e.what());
    }
  }

  const PyGame& game_;
  const GameData<N>& data_;
  const PythonSide& side_;
  CallingThread& here_;
  std::string_view where_;
  int number_;
  Turn turn_{};
  int next_part_ = 0;
};

// A C++ agent in a match with a Python agent: its searches run on a thread of their own while
// the calling thread watches for Ctrl-C (wait.hpp), as `Agent.choose` runs them; an instant
// choice runs where it is.
template <int N>
class WatchedAgent final : public Agent<N> {
 public:
  WatchedAgent(std::unique_ptr<Agent<N>> agent, CallingThread& here)
      : agent_(std::move(agent)), here_(here) {}
  Move choose(const Position<N>& p, const std::atomic<bool>* = nullptr) override {
    if (agent_->instant()) return agent_->choose(p);
    const py::gil_scoped_acquire gil;
    std::atomic<bool> stop{false};
    Move m;
    wait_for([&] { m = agent_->choose(p, &stop); }, stop, [&] { here_.report(); });
    return m;
  }
  std::string name() const override { return agent_->name(); }
  bool instant() const override { return agent_->instant(); }

 private:
  std::unique_ptr<Agent<N>> agent_;
  CallingThread& here_;
};

// The sides of a match or a tournament from Python: each an agent text or a Python agent (a
// tuple, PythonSide's fields). Once one is Python, every side plays in order, the C++ ones
// watched; the entrants borrow `python` (which must not grow after) and `here`.
template <int N>
std::vector<Entrant<N>> entrants_of(const PyGame& g, const GameData<N>& d,
                                    const std::vector<py::object>& agents, int agent_threads,
                                    const Evaluation& evaluation, std::vector<PythonSide>& python,
                                    CallingThread& here, std::string_view where) {
  python.reserve(agents.size());
  for (const py::object& a : agents)
    if (py::isinstance<py::tuple>(a)) {
      const auto t = a.cast<py::tuple>();
      python.push_back({t[0].cast<std::string>(), t[1], t[2]});
    }
  std::vector<Entrant<N>> out;
  std::size_t next_python = 0;
  for (const py::object& a : agents) {
    if (py::isinstance<py::tuple>(a)) {
      const PythonSide& side = python[next_python++];
      out.push_back({side.name,
                     [&g, &d, &side, &here, where](std::uint64_t seed, int game) {
                       if (!side.reset.is_none()) {
                         const py::gil_scoped_acquire gil;
                         side.reset(seed);
                       }
                       return std::unique_ptr<Agent<N>>(
                           std::make_unique<PythonAgent<N>>(g, d, side, here, where, game));
                     },
                     true});
      continue;
    }
    Entrant<N> e =
        text_entrant(d.game, d.kernel, text_argument<Error>(a, "agent"), agent_threads, evaluation);
    // Each game of a C++ agent also looks for Ctrl-C first: a tournament's games between two
    // instant agents would not take the GIL otherwise.
    if (!python.empty())
      e.make = [made = std::move(e.make), &here](std::uint64_t seed, int game) {
        {
          const py::gil_scoped_acquire gil;
          here.check();
        }
        return std::unique_ptr<Agent<N>>(std::make_unique<WatchedAgent<N>>(made(seed, game), here));
      };
    out.push_back(std::move(e));
  }
  return out;
}

// Runs `play` (a match or a tournament of `entrants`): on a thread of its own, watched by this
// one, when every side is C++; else here, with the GIL released, in order.
template <int N, class Play>
void play_watched(const std::vector<Entrant<N>>& entrants, std::atomic<bool>& stop,
                  CallingThread& here, Play&& play) {
  bool in_order = false;
  for (const Entrant<N>& e : entrants) in_order = in_order || e.in_order;
  if (!in_order) {
    wait_for(play, stop, [&] { here.report(); });
    return;
  }
  {
    const py::gil_scoped_release release;
    play();
  }
  here.report();
}

// A match's games as numpy arrays, one a field of MatchGame (the names of MatchResult's).
py::dict games_data(const std::vector<MatchGame>& games) {
  const auto n = py::ssize_t(games.size());
  py::array_t<bool> a_first(n), ply_limit(n);
  py::array_t<std::int8_t> winner(n);
  py::array_t<std::int32_t> plies(n), lead_changes(n), decided_at(n);
  py::array_t<std::int64_t> moves_listed(n);
  for (py::ssize_t i = 0; i < n; ++i) {
    const MatchGame& g = games[std::size_t(i)];
    a_first.mutable_at(i) = g.a_first;
    winner.mutable_at(i) = g.winner;
    ply_limit.mutable_at(i) = g.ply_limit;
    plies.mutable_at(i) = g.plies;
    moves_listed.mutable_at(i) = g.moves_listed;
    lead_changes.mutable_at(i) = g.lead_changes;
    decided_at.mutable_at(i) = g.decided_at;
  }
  py::dict out;
  out["a_first"] = a_first;
  out["winner"] = winner;
  out["ply_limit"] = ply_limit;
  out["plies"] = plies;
  out["moves_listed"] = moves_listed;
  out["lead_changes"] = lead_changes;
  out["decided_at"] = decided_at;
  return out;
}

// The games `games_data` made, read back (for the balance metrics of a MatchResult, and the
// table of a tournament played elsewhere); a_first is read when `data` has it.
std::vector<MatchGame> games_of(const py::dict& data, const char* where) {
  auto field = [&](const char* name) {
    return py::array_t<std::int64_t, py::array::forcecast>(data[name]);
  };
  const auto winner = field("winner"), ply_limit = field("ply_limit"), plies = field("plies"),
             listed = field("moves_listed"), leads = field("lead_changes"),
             decided = field("decided_at");
  const bool seats = data.contains("a_first");
  const auto a_first = seats ? field("a_first") : winner;
  const py::ssize_t n = winner.size();
  for (const auto* a : {&ply_limit, &plies, &listed, &leads, &decided, &a_first})
    if (a->ndim() != 1 || a->size() != n)
      throw Error(std::string(where) + ": the games' arrays are not all of one length");
  std::vector<MatchGame> games(static_cast<std::size_t>(n));
  for (py::ssize_t i = 0; i < n; ++i) {
    MatchGame& g = games[std::size_t(i)];
    if (seats) g.a_first = a_first.at(i) != 0;
    g.winner = std::int8_t(winner.at(i));
    g.ply_limit = ply_limit.at(i) != 0;
    g.plies = std::int32_t(plies.at(i));
    g.moves_listed = listed.at(i);
    g.lead_changes = std::int32_t(leads.at(i));
    g.decided_at = std::int32_t(decided.at(i));
  }
  return games;
}

py::tuple interval_value(const Interval& i) { return py::make_tuple(i.low, i.high); }

py::dict balance_data(const BalanceMetrics& m) {
  py::dict out;
  auto estimate = [&](const char* name, const Estimate& e) {
    out[name] = e.value;
    out[(std::string(name) + "_interval").c_str()] = interval_value(e.interval);
  };
  out["games"] = m.games;
  out["balance"] = m.balance;
  estimate("first_player", m.first_player);
  estimate("completion", m.completion);
  estimate("drawishness", m.drawishness);
  estimate("decisiveness", m.decisiveness);
  estimate("duration", m.duration);
  out["branching"] = m.branching;
  estimate("lead_changes", m.lead_changes);
  out["lead_changes_per_ply"] = m.lead_changes_per_ply;
  return out;
}

}  // namespace

// The table of agents (analysis/agent.hpp) as Python reads it: every help text that lists the
// agents (the command line's, `Agent`'s, docs/agents.md's) is written from it.
py::list agents_data() {
  py::list out;
  for (const AgentDescription& d : agent_descriptions()) {
    py::list settings;
    for (int i = 0; i < d.setting_count(); ++i) {
      const AgentSetting& s = d.settings[std::size_t(i)];
      py::dict setting;
      setting["name"] = std::string(s.name);
      setting["type"] = s.type == AgentSettingType::whole ? "whole" : "decimal";
      setting["low"] = s.type == AgentSettingType::whole ? py::object(py::int_((long long)s.low))
                                                         : py::object(py::float_(s.low));
      setting["high"] = s.type == AgentSettingType::whole ? py::object(py::int_((long long)s.high))
                                                          : py::object(py::float_(s.high));
      setting["range"] = agent_setting_range(s);
      setting["optional"] = s.optional;
      setting["help"] = std::string(s.help);
      settings.append(setting);
    }
    py::dict agent;
    agent["name"] = std::string(d.name);
    agent["usage"] = agent_usage(d);
    agent["short_usage"] = agent_short_usage(d);
    agent["help"] = std::string(d.help);
    agent["example"] = std::string(d.example);
    agent["settings"] = settings;
    out.append(agent);
  }
  return out;
}

void bind_agents(py::module_& m, py::class_<PyGame>&, py::class_<PyState>&) {
  m.attr("AGENTS") = agents_data();
  py::class_<PyAgent> agent(m, "Agent", "An agent of one game (analysis/agent.hpp).");
  refuse_new(agent, "use boardlab.Agent(game, text, seed)");
  agent.def_property_readonly("spec", &PyAgent::spec);
  agent.def(
      "last_search",
      [](PyAgent& a) -> py::object {
        // Read while no choice runs: a search on another thread writes the report.
        const std::atomic<bool> never{false};
        std::unique_lock<std::timed_mutex> held;
        {
          py::gil_scoped_release released;
          held = a.hold(never);
        }
        return a.game().visit([&](const auto& d) -> py::object {
          constexpr int N = std::remove_cvref_t<decltype(d.game)>::max_cells;
          const SearchSummary r = a.template agent<N>().last_search();
          if (!r.searched) return py::none();
          py::dict out;
          out["simulations"] = r.simulations;
          out["nodes"] = r.nodes;
          out["seconds"] = r.seconds;
          out["value"] = r.value ? py::object(py::float_(*r.value)) : py::object(py::none());
          out["proven"] = r.proven.empty() ? py::object(py::none()) : py::object(py::str(r.proven));
          if (r.score) {
            out["score"] = *r.score;
            out["depth"] = r.depth;
          }
          if (!r.moves.empty()) {
            py::dict moves;
            for (const RootMoveSummary& m : r.moves) {
              py::dict entry;
              entry["visits"] = m.visits;
              entry["value"] = m.value;
              moves[py::str(format_move(d.game, m.move))] = entry;
            }
            out["moves"] = moves;
          }
          return out;
        });
      },
      "What the last choice's search did (None before one, or for an agent that does not "
      "search): simulations, nodes, seconds, the root's value for the side to move (-1 to 1) "
      "and what it proved; MCTS adds each root move's visits and value, alpha-beta its score "
      "and depth.");
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
          const auto choose_turn = [&] {
            const auto held = a.hold(stop);
            if (!held.owns_lock()) return;  // stopped while another thread's choice ran
            do {
              if (turn.size == max_parts_in_turn) throw Error(turn_too_long_message());
              const Move part = chooser.choose(p, &stop);
              if (stop) return;
              turn.push(part);
              apply_unchecked(game, p, part);
            } while (p.turn.mid_turn());
          };
          // A search runs on a thread of its own, stopped by Ctrl-C; a random or greedy choice
          // takes microseconds, less than starting that thread (environments call this every
          // step).
          if (chooser.instant())
            choose_turn();
          else
            wait_for(choose_turn, stop, [] {});
          return move_object(s, st, turn);
        });
      },
      py::arg("state"));
  m.def("make_agent", &make_py_agent, py::arg("game"), py::arg("spec"), py::arg("seed") = 0,
        py::arg("threads") = 1, py::arg("evaluation") = py::none());

  m.def(
      "match",
      [](const PyGame& g, const py::object& agent_a, const py::object& agent_b, int games,
         std::uint64_t seed, int threads, int agent_threads,
         const std::optional<std::function<void(int)>>& progress, py::handle evaluation,
         int first_game, bool keep_moves) {
        return g.visit([&](const auto& d) {
          MatchSettings settings{
              games,      seed,      threads, agent_threads, evaluation_from(d.game, evaluation),
              first_game, keep_moves};
          std::atomic<int> done{0};
          std::atomic<bool> stop{false};
          CallingThread here(progress, done);
          std::vector<PythonSide> python;
          const auto entrants = entrants_of(g, d, {agent_a, agent_b}, agent_threads,
                                            settings.evaluation, python, here, "match");
          MatchReport r;
          play_watched(entrants, stop, here, [&] {
            r = play_match(d.game, entrants[0], entrants[1], settings, &done, &stop);
          });
          py::dict out = games_data(r.games);
          out["seconds"] = r.seconds;
          if (keep_moves) {
            // Each game's moves as their texts, which play_part reads back one by one.
            py::list moves;
            for (const MatchGame& played : r.games) {
              py::list texts;
              for (const Move m : played.moves) texts.append(format_move(d.game, m));
              moves.append(texts);
            }
            out["moves"] = moves;
          }
          return out;
        });
      },
      py::arg("game"), py::arg("agent_a"), py::arg("agent_b"), py::arg("games") = 100,
      py::arg("seed") = 0, py::arg("threads") = 1, py::arg("agent_threads") = 1,
      py::arg("progress") = py::none(), py::arg("evaluation") = py::none(), py::kw_only(),
      py::arg("first_game") = 0, py::arg("keep_moves") = false);

  m.def(
      "tournament",
      [](const PyGame& g, const std::vector<py::object>& agents, int games_per_pair,
         std::uint64_t seed, int threads, int agent_threads,
         const std::optional<std::function<void(int)>>& progress, py::handle evaluation) {
        return g.visit([&](const auto& d) {
          TournamentSettings settings{games_per_pair, seed, threads, agent_threads,
                                      evaluation_from(d.game, evaluation)};
          std::atomic<int> done{0};
          std::atomic<bool> stop{false};
          CallingThread here(progress, done);
          std::vector<PythonSide> python;
          const auto entrants = entrants_of(g, d, agents, agent_threads, settings.evaluation,
                                            python, here, "tournament");
          TournamentReport r;
          play_watched(entrants, stop, here,
                       [&] { r = play_tournament(d.game, entrants, settings, &done, &stop); });
          py::list pairings;
          for (const TournamentPairing& p : r.pairings) {
            py::dict pairing = games_data(p.report.games);
            pairing["a"] = p.a;
            pairing["b"] = p.b;
            pairings.append(pairing);
          }
          py::dict out;
          out["pairings"] = pairings;
          out["points"] = r.points;
          out["games"] = r.games;
          out["ratings"] = r.ratings;
          out["seconds"] = r.seconds;
          return out;
        });
      },
      py::arg("game"), py::arg("agents"), py::arg("games_per_pair") = 20, py::arg("seed") = 0,
      py::arg("threads") = 1, py::arg("agent_threads") = 1, py::arg("progress") = py::none(),
      py::arg("evaluation") = py::none());

  m.def("tournament_pair_seed", &tournament_pair_seed, py::arg("seed"), py::arg("a"), py::arg("b"));

  m.def(
      "tournament_table",
      [](const std::vector<std::string>& agents, const std::vector<py::dict>& pairings) {
        TournamentReport r;
        r.agents = agents;
        const int n = int(agents.size());
        for (const py::dict& p : pairings) {
          TournamentPairing pairing{p["a"].cast<int>(), p["b"].cast<int>(), {}};
          if (pairing.a < 0 || pairing.b <= pairing.a || pairing.b >= n)
            throw Error("tournament_table: pairing (" + std::to_string(pairing.a) + ", " +
                        std::to_string(pairing.b) + ") is not two of the " + std::to_string(n) +
                        " agents, the first the lower");
          for (const MatchGame& g : games_of(p, "tournament_table")) record_game(pairing.report, g);
          r.pairings.push_back(std::move(pairing));
        }
        tally_tournament(r);
        py::dict out;
        out["points"] = r.points;
        out["games"] = r.games;
        out["ratings"] = r.ratings;
        return out;
      },
      py::arg("agents"), py::arg("pairings"));

  m.def(
      "balance_metrics",
      [](const py::dict& games, double confidence) {
        return balance_data(balance_metrics(games_of(games, "balance"), confidence));
      },
      py::arg("games"), py::arg("confidence") = 0.95);

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

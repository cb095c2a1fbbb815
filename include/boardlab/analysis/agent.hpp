#pragma once
// The agents, by name: one table of their kinds, from which come the reading of agent texts
// (the grammar of agent_text.hpp), their errors, and every help text that lists the agents (the
// command line's, Python's `Agent`, docs/agents.md's table: `agent_descriptions()`).
//
//   make_agent(game, kernel_for(game), "mcts:1000", seed)   // MCTS, 1000 simulations a move
//
// A kind is a struct with `description` (name, help line, example, settings with their types
// and ranges: agent_text.hpp) and `make<N>(const AgentRequest<N>&)` (agent_interface.hpp),
// written in its agent's header. A new agent is that header and one line of BuiltinAgents.
// Each agent is deterministic for its seed (but the timed ones, whose work depends on the
// machine).
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "../error.hpp"
#include "../game.hpp"
#include "../quoted_text.hpp"
#include "agent_interface.hpp"
#include "agent_text.hpp"
#include "alphabeta_agent.hpp"
#include "evaluation.hpp"
#include "greedy_agent.hpp"
#include "mcts_agent.hpp"
#include "random_agent.hpp"

namespace boardlab {

// A table of agent kinds, in the order help texts list them.
template <class... Kinds>
struct AgentTable {
  static constexpr std::array<AgentDescription, sizeof...(Kinds)> descriptions{
      Kinds::description...};

  // Two kinds of one name would make a text mean whichever came first.
  static constexpr bool names_differ() {
    for (std::size_t i = 0; i < descriptions.size(); ++i)
      for (std::size_t j = i + 1; j < descriptions.size(); ++j)
        if (descriptions[i].name == descriptions[j].name) return false;
    return true;
  }
  static_assert(names_differ(), "two agent kinds of one name");

  // The agent of `text`, made by its kind's factory; Error quoting the text when no kind has
  // its name or its settings are not the kind's.
  template <int N>
  static std::unique_ptr<Agent<N>> make(const Game<N>& game, const Kernel<N>& kernel,
                                        std::string_view spec, std::uint64_t seed, int threads,
                                        const Evaluation& evaluation) {
    const AgentText text = read_agent_text(spec);
    std::unique_ptr<Agent<N>> made;
    const auto try_kind = [&]<class Kind>(Kind*) {
      if (text.name != Kind::description.name) return false;
      made = Kind::template make<N>(AgentRequest<N>{
          game, kernel, read_agent_settings(text, Kind::description), seed, threads, evaluation});
      return true;
    };
    if (!(try_kind(static_cast<Kinds*>(nullptr)) || ...))
      throw Error("agent " + detail::quoted(spec) + ": unknown agent (" + list() + ")");
    return made;
  }

  // "random, greedy, mcts:SIMULATIONS, ...": each kind's usage without its optional settings.
  static std::string list() {
    std::string out;
    for (const AgentDescription& d : descriptions)
      out += (out.empty() ? "" : ", ") + agent_short_usage(d);
    return out;
  }
};

// The library's agents. A new one: its header, included above, and its kind here.
using BuiltinAgents = AgentTable<RandomAgentKind, GreedyAgentKind, MctsAgentKind, MctsTimeAgentKind,
                                 AlphaBetaAgentKind, AlphaBetaTimeAgentKind>;

// Every built-in agent's description, in the order help texts list them.
inline constexpr const auto& agent_descriptions() { return BuiltinAgents::descriptions; }

// An agent from its text (agent_text.hpp's grammar, BuiltinAgents' names and settings); Error
// quoting the text when it is not one. `kernel` is what its searches play out and expand with
// (Kernel<N>{}: the generic functions; games/builtin_kernels.hpp's kernel_for(game): the
// fastest path compiled in; the same choices with either). `threads` is MCTS's root
// parallelisation; `evaluation` what greedy, alpha-beta and MCTS's cut rollouts score
// positions by (none: the game's own, evaluation.hpp).
template <int N>
std::unique_ptr<Agent<N>> make_agent(const Game<N>& game, const Kernel<N>& kernel,
                                     std::string_view spec, std::uint64_t seed, int threads = 1,
                                     const Evaluation& evaluation = {}) {
  return BuiltinAgents::make(game, kernel, spec, seed, threads, evaluation);
}

}  // namespace boardlab

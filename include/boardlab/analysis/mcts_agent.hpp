#pragma once
// `mcts` and `mcts_time`: the search of mcts.hpp as an agent, by simulations or by seconds a
// move, with its exploration constant as an optional second setting.
#include <memory>
#include <string>

#include "../game.hpp"
#include "agent_interface.hpp"
#include "evaluation.hpp"
#include "mcts.hpp"

namespace boardlab {

template <int N>
class MctsAgent final : public Agent<N> {
 public:
  MctsAgent(const Game<N>& game, const Kernel<N>& kernel, const MctsSettings& settings,
            std::uint64_t seed, Evaluation evaluation = {})
      : search_(game, kernel, settings, seed, evaluation) {}
  Move choose(const Position<N>& p, const std::atomic<bool>* stop = nullptr) override {
    const Move chosen = search_.choose(p, stop);
    searched_ = true;
    return chosen;
  }
  std::string name() const override {
    const MctsSettings& s = search_.settings();
    return s.seconds > 0 ? "mcts_time:" + std::to_string(s.seconds)
                         : "mcts:" + std::to_string(s.simulations);
  }
  const Mcts<N>& search() const { return search_; }
  SearchSummary last_search() const override {
    if (!searched_) return {};
    const MctsReport& r = search_.report();
    SearchSummary out;
    out.searched = true;
    out.simulations = r.simulations;
    out.nodes = r.nodes;
    out.seconds = r.seconds;
    std::uint64_t visits = 0;
    double reward = 0;  // rewards are in [0, 1] for the side to move: 2 r - 1 is in [-1, 1]
    for (const MctsRootMove& m : r.moves) {
      visits += m.visits;
      reward += m.reward;
      out.moves.push_back(
          {m.move, m.visits, m.visits > 0 ? 2 * m.reward / double(m.visits) - 1 : 0.0});
    }
    switch (r.root_proof) {
      case Proof::win:
        out.proven = "win";
        out.value = 1;
        break;
      case Proof::loss:
        out.proven = "loss";
        out.value = -1;
        break;
      case Proof::draw:
        out.proven = "draw";
        out.value = 0;
        break;
      case Proof::unknown:
        if (visits > 0) out.value = 2 * reward / double(visits) - 1;
        break;
    }
    return out;
  }

 private:
  Mcts<N> search_;
  bool searched_ = false;  // a choice was made: the search's report is its
};

inline constexpr AgentSetting mcts_exploration_setting{
    .name = "exploration",
    .type = AgentSettingType::decimal,
    .low = 0,
    .high = 1000,
    .help =
        "the UCT exploration constant, on rewards in [0, 1] (default 1.41421, the square "
        "root of 2)",
    .optional = true};

namespace detail {
template <int N>
std::unique_ptr<Agent<N>> make_mcts_agent(const AgentRequest<N>& r, MctsSettings s) {
  s.threads = r.threads;
  if (r.settings.given(1)) s.exploration = r.settings[1];
  return std::make_unique<MctsAgent<N>>(r.game, r.kernel, s, r.seed, r.evaluation);
}
}  // namespace detail

struct MctsAgentKind {
  static constexpr AgentDescription description{
      .name = "mcts",
      .help = "Monte Carlo tree search (UCT, MCTS-Solver), a number of simulations a move",
      .example = "mcts:1000:0.7",
      .settings = {{{.name = "simulations",
                     .type = AgentSettingType::whole,
                     .low = 1,
                     .high = 1e9,
                     .help = "simulations a move"},
                    mcts_exploration_setting}}};
  template <int N>
  static std::unique_ptr<Agent<N>> make(const AgentRequest<N>& r) {
    return detail::make_mcts_agent(r, {.simulations = int(r.settings[0])});
  }
};

struct MctsTimeAgentKind {
  static constexpr AgentDescription description{
      .name = "mcts_time",
      .help = "the same, for a number of seconds a move",
      .example = "mcts_time:0.5",
      .settings = {{seconds_a_move_setting, mcts_exploration_setting}}};
  template <int N>
  static std::unique_ptr<Agent<N>> make(const AgentRequest<N>& r) {
    return detail::make_mcts_agent(r, {.seconds = r.settings[0]});
  }
};

}  // namespace boardlab

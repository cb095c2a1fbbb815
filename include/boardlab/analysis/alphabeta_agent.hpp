#pragma once
// `alphabeta` and `alphabeta_time`: the search of alphabeta.hpp as an agent, to a depth or
// deepening for a number of seconds a move.
#include <memory>
#include <string>

#include "../game.hpp"
#include "agent_interface.hpp"
#include "alphabeta.hpp"
#include "evaluation.hpp"

namespace boardlab {

template <int N>
class AlphaBetaAgent final : public Agent<N> {
 public:
  AlphaBetaAgent(const Game<N>& game, const AlphaBetaSettings& settings, Evaluation evaluation = {})
      : settings_(settings), search_(game, settings, evaluation) {}
  Move choose(const Position<N>& p, const std::atomic<bool>* stop = nullptr) override {
    const Move chosen = search_.choose(p, stop);
    searched_ = true;
    return chosen;
  }
  SearchSummary last_search() const override {
    if (!searched_) return {};
    const AlphaBetaReport& r = search_.report();
    SearchSummary out;
    out.searched = true;
    out.nodes = r.nodes;
    out.seconds = r.seconds;
    out.score = r.score;
    out.depth = r.depth;
    if (r.proven()) {
      out.proven = r.score > 0 ? "win" : "loss";
      out.value = r.score > 0 ? 1 : -1;
    }
    return out;
  }
  std::string name() const override {
    return settings_.seconds > 0 ? "alphabeta_time:" + std::to_string(settings_.seconds)
                                 : "alphabeta:" + std::to_string(settings_.depth);
  }

 private:
  AlphaBetaSettings settings_;
  AlphaBeta<N> search_;
  bool searched_ = false;  // a choice was made: the search's report is its
};

struct AlphaBetaAgentKind {
  static constexpr AgentDescription description{
      .name = "alphabeta",
      .help = "negamax with alpha-beta pruning to a depth, iterative deepening",
      .example = "alphabeta:4",
      .settings = {{{.name = "depth",
                     .type = AgentSettingType::whole,
                     .low = 1,
                     .high = max_search_plies,
                     .help = "plies searched"}}}};
  template <int N>
  static std::unique_ptr<Agent<N>> make(const AgentRequest<N>& r) {
    return std::make_unique<AlphaBetaAgent<N>>(
        r.game, AlphaBetaSettings{.depth = int(r.settings[0])}, r.evaluation);
  }
};

struct AlphaBetaTimeAgentKind {
  static constexpr AgentDescription description{
      .name = "alphabeta_time",
      .help = "the same, deepening until a number of seconds a move is spent",
      .example = "alphabeta_time:0.5",
      .settings = {{seconds_a_move_setting}}};
  template <int N>
  static std::unique_ptr<Agent<N>> make(const AgentRequest<N>& r) {
    return std::make_unique<AlphaBetaAgent<N>>(
        r.game, AlphaBetaSettings{.depth = max_search_plies, .seconds = r.settings[0]},
        r.evaluation);
  }
};

}  // namespace boardlab

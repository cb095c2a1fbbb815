#pragma once
// `random`: uniform over the legal moves. The smallest agent, and so the model of one: a class
// of agent_interface.hpp's Agent, and its kind, the description texts name it by and the
// factory agent.hpp's table calls.
#include <memory>
#include <string>

#include "../error.hpp"
#include "../game.hpp"
#include "../outcome.hpp"
#include "../random.hpp"
#include "agent_interface.hpp"

namespace boardlab {

template <int N>
class RandomAgent final : public Agent<N> {
 public:
  RandomAgent(const Game<N>& game, std::uint64_t seed) : game_(&game), random_(seed) {}
  Move choose(const Position<N>& p, const std::atomic<bool>* = nullptr) override {
    typename Game<N>::Moves moves;
    legal_moves(*game_, p, moves);
    if (moves.empty()) throw Error("random agent: the game is over in this position");
    return moves[random_.below(moves.size())];
  }
  std::string name() const override { return "random"; }
  bool instant() const override { return true; }

 private:
  const Game<N>* game_;
  Random random_;
};

struct RandomAgentKind {
  static constexpr AgentDescription description{
      .name = "random", .help = "uniform over the legal moves", .example = "random"};
  template <int N>
  static std::unique_ptr<Agent<N>> make(const AgentRequest<N>& r) {
    return std::make_unique<RandomAgent<N>>(r.game, r.seed);
  }
};

}  // namespace boardlab

#pragma once
// An agent of one's own: it plays the first legal move, in the engine's order. docs/agents.md
// ("Writing an agent") shows this file; tests/cpp/agents_test.cpp plays it.
#include <boardlab/analysis/agent_interface.hpp>
#include <boardlab/error.hpp>
#include <boardlab/outcome.hpp>
#include <memory>
#include <string>

template <int N>
class FirstMoveAgent final : public boardlab::Agent<N> {
 public:
  explicit FirstMoveAgent(const boardlab::Game<N>& game) : game_(&game) {}
  boardlab::Move choose(const boardlab::Position<N>& p,
                        const std::atomic<bool>* = nullptr) override {
    const auto moves = boardlab::legal_moves(*game_, p);
    if (moves.empty()) throw boardlab::Error("first_move agent: the game is over");
    return moves[0];
  }
  std::string name() const override { return "first_move"; }
  bool instant() const override { return true; }

 private:
  const boardlab::Game<N>* game_;
};

// Its kind: how texts name it and what settings they give (none here; mcts_agent.hpp's kinds
// show settings with their types and ranges), and the factory a table of agents calls.
struct FirstMoveAgentKind {
  static constexpr boardlab::AgentDescription description{
      .name = "first_move", .help = "the first legal move", .example = "first_move"};
  template <int N>
  static std::unique_ptr<boardlab::Agent<N>> make(const boardlab::AgentRequest<N>& r) {
    return std::make_unique<FirstMoveAgent<N>>(r.game);
  }
};

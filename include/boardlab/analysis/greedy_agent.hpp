#pragma once
// `greedy`: one move deep. A move that wins at once, else the best evaluation after the move (for
// the mover), else a move that does not lose at once; ties broken at random by the seed.
#include <memory>
#include <string>

#include "../apply.hpp"
#include "../error.hpp"
#include "../game.hpp"
#include "../outcome.hpp"
#include "../random.hpp"
#include "agent_interface.hpp"
#include "evaluation.hpp"

namespace boardlab {

template <int N>
class GreedyAgent final : public Agent<N> {
 public:
  GreedyAgent(const Game<N>& game, std::uint64_t seed, Evaluation evaluation = {})
      : game_(&game), random_(seed), evaluation_(evaluation) {
    evaluation_ = evaluation_or_default(game, evaluation_);
  }
  Move choose(const Position<N>& p, const std::atomic<bool>* = nullptr) override {
    typename Game<N>::Moves moves;
    legal_moves(*game_, p, moves);
    if (moves.empty()) throw Error("greedy agent: the game is over in this position");
    long long best = 0;
    int ties = 0;
    Move chosen = moves[0];
    for (const Move m : moves) {
      Position<N> q = p;
      apply_unchecked(*game_, q, m);
      const long long score = score_after(q, p.side);
      if (ties == 0 || score > best) {
        best = score;
        chosen = m;
        ties = 1;
      } else if (score == best && random_.below(++ties) == 0) {
        chosen = m;  // reservoir sampling: each tied move equally likely
      }
    }
    return chosen;
  }
  std::string name() const override { return "greedy"; }
  bool instant() const override { return true; }

 private:
  // The position after a move, for the player who made it.
  long long score_after(const Position<N>& q, Player mover) const {
    constexpr long long decided = 1'000'000'000;
    const Outcome o = outcome(*game_, q);
    if (o.over()) {
      if (o.result == Result::draw) return 0;
      return o.winner == mover ? decided : -decided;
    }
    const int e = evaluate(*game_, evaluation_, q);
    return q.side == mover ? e : -e;
  }

  const Game<N>* game_;
  Random random_;
  Evaluation evaluation_;
};

struct GreedyAgentKind {
  static constexpr AgentDescription description{
      .name = "greedy",
      .help =
          "one move deep: a move that wins at once, else the best evaluation after the "
          "move, ties at random",
      .example = "greedy"};
  template <int N>
  static std::unique_ptr<Agent<N>> make(const AgentRequest<N>& r) {
    return std::make_unique<GreedyAgent<N>>(r.game, r.seed, r.evaluation);
  }
};

}  // namespace boardlab

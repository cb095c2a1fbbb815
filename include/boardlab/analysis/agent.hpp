#pragma once
// Agents: anything that chooses a move in a position, behind one interface, so that matches and
// studies take any of them. Made from a short text, as on the command line:
//
//   random                     uniform over the legal moves
//   greedy                     the move whose position evaluates best, one move deep
//   mcts:1000                  MCTS with 1000 simulations a move (1 to 10^9; mcts:1000:0.7 sets
//                              the exploration constant c = 0.7, 0 to 1000)
//   mcts_time:0.5              MCTS for 0.5 seconds a move (0.001 to 10^6; :C as mcts's)
//   alphabeta:4                alpha-beta to depth 4 (1 to max_search_plies)
//   alphabeta_time:0.5         alpha-beta deepening for 0.5 seconds a move (as mcts_time's)
//
// Each agent is deterministic for its seed (but the timed ones, whose work depends on the
// machine).
#include <atomic>
#include <memory>
#include <string>
#include <string_view>

#include "../apply.hpp"
#include "../error.hpp"
#include "../game.hpp"
#include "../outcome.hpp"
#include "../random.hpp"
#include "agent_text.hpp"
#include "alphabeta.hpp"
#include "evaluation.hpp"
#include "mcts.hpp"

namespace boardlab {

template <int N>
class Agent {
 public:
  virtual ~Agent() = default;
  // A legal move of `p`, which must not be over.
  virtual Move choose(const Position<N>& p, const std::atomic<bool>* stop = nullptr) = 0;
  virtual std::string name() const = 0;
  // Whether a choice takes one move list's work (no search): callers may then choose on their
  // own thread, without the machinery that lets a long search be stopped.
  virtual bool instant() const { return false; }
};

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

// One move deep: a move that wins at once, else the best evaluation after the move (for the
// mover), else a move that does not lose at once; ties broken at random by the seed.
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

template <int N>
class MctsAgent final : public Agent<N> {
 public:
  MctsAgent(const Game<N>& game, const MctsSettings& settings, std::uint64_t seed,
            Evaluation evaluation = {})
      : search_(game, settings, seed, evaluation) {}
  Move choose(const Position<N>& p, const std::atomic<bool>* stop = nullptr) override {
    return search_.choose(p, stop);
  }
  std::string name() const override {
    const MctsSettings& s = search_.settings();
    return s.seconds > 0 ? "mcts_time:" + std::to_string(s.seconds)
                         : "mcts:" + std::to_string(s.simulations);
  }
  const Mcts<N>& search() const { return search_; }

 private:
  Mcts<N> search_;
};

template <int N>
class AlphaBetaAgent final : public Agent<N> {
 public:
  AlphaBetaAgent(const Game<N>& game, const AlphaBetaSettings& settings, Evaluation evaluation = {})
      : settings_(settings), search_(game, settings, evaluation) {}
  Move choose(const Position<N>& p, const std::atomic<bool>* stop = nullptr) override {
    return search_.choose(p, stop);
  }
  std::string name() const override {
    return settings_.seconds > 0 ? "alphabeta_time:" + std::to_string(settings_.seconds)
                                 : "alphabeta:" + std::to_string(settings_.depth);
  }

 private:
  AlphaBetaSettings settings_;
  AlphaBeta<N> search_;
};

// An agent from its text (see the top of this file, and agent_text.hpp for the grammar); Error
// quoting the text when it is not one. `threads` is MCTS's root parallelisation; `evaluation`
// what greedy, alpha-beta and MCTS's cut rollouts score positions by (none: the game's own,
// evaluation.hpp).
template <int N>
std::unique_ptr<Agent<N>> make_agent(const Game<N>& game, std::string_view spec, std::uint64_t seed,
                                     int threads = 1, const Evaluation& evaluation = {}) {
  const AgentText text = read_agent_text(spec);
  const std::string_view name = text.name;
  // Seconds a move: a millisecond at least (below that a search does nothing measurable), and
  // under twelve days.
  const auto seconds = [&] {
    return agent_decimal(text, 0, "seconds", 0.001, 1e6, "0.001 to 1000000");
  };
  if (name == "random") {
    want_agent_settings(text, 0, 0, "random");
    return std::make_unique<RandomAgent<N>>(game, seed);
  }
  if (name == "greedy") {
    want_agent_settings(text, 0, 0, "greedy");
    return std::make_unique<GreedyAgent<N>>(game, seed, evaluation);
  }
  if (name == "mcts" || name == "mcts_time") {
    want_agent_settings(
        text, 1, 2,
        name == "mcts" ? "mcts:SIMULATIONS[:EXPLORATION]" : "mcts_time:SECONDS[:EXPLORATION]");
    MctsSettings s;
    s.threads = threads;
    if (name == "mcts")
      s.simulations = int(agent_whole(text, 0, "simulations", 1, 1'000'000'000));
    else
      s.seconds = seconds();
    if (text.setting_count == 2)
      s.exploration = agent_decimal(text, 1, "exploration", 0, 1000, "0 to 1000");
    return std::make_unique<MctsAgent<N>>(game, s, seed, evaluation);
  }
  if (name == "alphabeta" || name == "alphabeta_time") {
    want_agent_settings(text, 1, 1,
                        name == "alphabeta" ? "alphabeta:DEPTH" : "alphabeta_time:SECONDS");
    AlphaBetaSettings s;
    if (name == "alphabeta") {
      s.depth = int(agent_whole(text, 0, "depth", 1, max_search_plies));
    } else {
      s.seconds = seconds();
      s.depth = max_search_plies;
    }
    return std::make_unique<AlphaBetaAgent<N>>(game, s, evaluation);
  }
  throw Error("agent " + detail::quoted(spec) +
              ": unknown agent (random, greedy, mcts:SIMULATIONS, mcts_time:SECONDS, "
              "alphabeta:DEPTH, alphabeta_time:SECONDS)");
}

}  // namespace boardlab

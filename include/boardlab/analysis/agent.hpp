#pragma once
// Agents: anything that chooses a move in a position, behind one interface, so that matches and
// studies take any of them. Made from a short text, as on the command line:
//
//   random                     uniform over the legal moves
//   greedy                     the move whose position evaluates best, one move deep
//   mcts:1000                  MCTS with 1000 simulations a move (mcts:1000:0.7 sets c = 0.7)
//   mcts_time:0.5              MCTS for 0.5 seconds a move
//   alphabeta:4                alpha-beta to depth 4
//   alphabeta_time:0.5         alpha-beta deepening for 0.5 seconds a move
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

namespace detail {
inline double agent_number(std::string_view text, std::string_view field, std::string_view spec) {
  std::string s(field);
  std::size_t used = 0;
  double value = 0;
  try {
    value = std::stod(s, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != s.size() || s.empty() || !(value == value))
    throw Error("agent '" + std::string(spec) + "': " + std::string(text) + " '" + s +
                "' is not a number");
  return value;
}
}  // namespace detail

// An agent from its text (see the top of this file); Error naming the text when it is not one.
// `threads` is MCTS's root parallelisation; `evaluation` what greedy, alpha-beta and MCTS's cut
// rollouts score positions by (none: the game's own, evaluation.hpp).
template <int N>
std::unique_ptr<Agent<N>> make_agent(const Game<N>& game, std::string_view spec, std::uint64_t seed,
                                     int threads = 1, const Evaluation& evaluation = {}) {
  std::string_view name = spec, rest;
  if (const std::size_t colon = spec.find(':'); colon != std::string_view::npos) {
    name = spec.substr(0, colon);
    rest = spec.substr(colon + 1);
  }
  auto field = [&](int i) -> std::string_view {
    std::string_view r = rest;
    for (int k = 0; k < i; ++k) {
      const std::size_t c = r.find(':');
      if (c == std::string_view::npos) return {};
      r = r.substr(c + 1);
    }
    return r.substr(0, r.find(':'));
  };
  auto fields = [&]() {
    if (rest.empty()) return 0;
    int n = 1;
    for (const char c : rest) n += c == ':';
    return n;
  };
  auto want = [&](int least, int most) {
    if (fields() < least || fields() > most)
      throw Error("agent '" + std::string(spec) + "': " + std::string(name) + " takes " +
                  (least == most ? std::to_string(least)
                                 : std::to_string(least) + " to " + std::to_string(most)) +
                  " settings after ':'");
  };
  auto positive_int = [&](std::string_view what, std::string_view text) {
    const double v = detail::agent_number(what, text, spec);
    if (v < 1 || v > 1e9 || v != double(int(v)))
      throw Error("agent '" + std::string(spec) + "': " + std::string(what) + " '" +
                  std::string(text) + "' is not a whole number from 1 to 1000000000");
    return int(v);
  };
  auto positive_seconds = [&](std::string_view text) {
    const double v = detail::agent_number("seconds", text, spec);
    if (!(v > 0) || v > 1e6)
      throw Error("agent '" + std::string(spec) + "': seconds '" + std::string(text) +
                  "' is not a positive number of seconds");
    return v;
  };
  if (name == "random") {
    want(0, 0);
    return std::make_unique<RandomAgent<N>>(game, seed);
  }
  if (name == "greedy") {
    want(0, 0);
    return std::make_unique<GreedyAgent<N>>(game, seed, evaluation);
  }
  if (name == "mcts" || name == "mcts_time") {
    want(1, 2);
    MctsSettings s;
    s.threads = threads;
    if (name == "mcts")
      s.simulations = positive_int("simulations", field(0));
    else
      s.seconds = positive_seconds(field(0));
    if (fields() == 2) {
      s.exploration = detail::agent_number("exploration", field(1), spec);
      if (!(s.exploration >= 0))
        throw Error("agent '" + std::string(spec) + "': exploration '" + std::string(field(1)) +
                    "' is negative");
    }
    return std::make_unique<MctsAgent<N>>(game, s, seed, evaluation);
  }
  if (name == "alphabeta" || name == "alphabeta_time") {
    want(1, 1);
    AlphaBetaSettings s;
    if (name == "alphabeta") {
      s.depth = positive_int("depth", field(0));
      if (s.depth > max_search_plies)
        throw Error("agent '" + std::string(spec) + "': depth " + std::to_string(s.depth) +
                    " is more than " + std::to_string(max_search_plies));
    } else {
      s.seconds = positive_seconds(field(0));
      s.depth = max_search_plies;
    }
    return std::make_unique<AlphaBetaAgent<N>>(game, s, evaluation);
  }
  throw Error("agent '" + std::string(spec) +
              "': unknown agent (random, greedy, mcts:SIMULATIONS, mcts_time:SECONDS, "
              "alphabeta:DEPTH, alphabeta_time:SECONDS)");
}

}  // namespace boardlab

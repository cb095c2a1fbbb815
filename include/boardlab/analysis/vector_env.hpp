#pragma once
// A batch of games stepped together, for reinforcement learning at C++ speed (the pattern of
// EnvPool; pgx does it in JAX): one call plays an action in every game, on a pool of threads,
// and writes every game's observation, action mask, rewards and end flags into the caller's
// arrays. A game that ends starts again from the start position in the same step (automatic
// reset): its rewards and flags say how it ended, its observation and mask are the new game's.
//
//   VectorEnv<64> env(game, 1024, 2);               // 1024 games on two threads
//   env.reset(out);
//   for (;;) { choose(out, actions); env.step(actions, out); }
//
// An action is a number of the game's ActionIndex (one part of a turn in a game whose turns have
// several); the player to act in game i is out.current_player[i]. Rewards are both players':
// +1 to the winner and -1 to the loser on the step that ends a game, 0 otherwise and for a draw.
// `terminated` marks an ending by the rules, `truncated` one by the game's ply limit.
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "../apply.hpp"
#include "../error.hpp"
#include "../game.hpp"
#include "../outcome.hpp"
#include "../position.hpp"
#include "../random.hpp"
#include "../splitmix64.hpp"
#include "action_index.hpp"
#include "observation.hpp"
#include "worker_pool.hpp"

namespace boardlab {

// Where a step writes, per game i of the batch: arrays the caller owns, each of
// count x (the size shown) elements.
struct VectorEnvOutput {
  float* observations = nullptr;          // observation_shape(game).size(), from observation.hpp
  std::uint8_t* action_masks = nullptr;   // the game's action count: 1 for the legal actions
  float* rewards = nullptr;               // 2: player 0's, then player 1's
  std::uint8_t* terminated = nullptr;     // 1
  std::uint8_t* truncated = nullptr;      // 1
  std::int8_t* current_player = nullptr;  // 1: the player to act next (in the new game if reset)
};

// A legal move of one game of the batch, with its action number.
struct LegalAction {
  std::int32_t action;
  Move move;
};

template <int N>
class VectorEnv {
 public:
  // The most games in one batch.
  static constexpr int max_count = 1 << 20;

  // `count` games of `game` (which must outlive this) on `threads` threads, all at the start and
  // ready to step (reset() writes their first observations).
  // Throws Error for a count outside 1..max_count or threads outside 1..WorkerPool::max_threads.
  VectorEnv(const Game<N>& game, int count, int threads)
      : game_(game),
        actions_(game),
        observation_size_(observation_shape(game).size()),
        count_(checked_count(count)),
        pool_(threads),
        positions_(std::size_t(count_), game.start()),
        legal_(std::size_t(count_)),
        chosen_(std::size_t(count_)) {
    if (legal_moves(game, game.start()).empty())
      throw Error("VectorEnv: game '" + std::string(game.name()) +
                  "' is over at its start: there is nothing to step");
    // Every game starts ready to step, as reset() leaves it: one state, whatever was called
    // first (reset() is then only what writes the first observations).
    list_legal(0);
    std::fill(legal_.begin() + 1, legal_.end(), legal_[0]);
  }

  int count() const { return count_; }
  int action_count() const { return actions_.size(); }
  std::size_t observation_size() const { return observation_size_; }
  const Game<N>& game() const { return game_; }
  const ActionIndex<N>& actions() const { return actions_; }
  // Game i's position now (after the last step's reset, if it ended).
  const Position<N>& position(int i) const { return positions_[std::size_t(i)]; }
  // Game i's legal actions, ascending, with their moves.
  const std::vector<LegalAction>& legal(int i) const { return legal_[std::size_t(i)]; }

  // Every game back to the start; writes their observations and masks, with no rewards or ends.
  void reset(const VectorEnvOutput& out) {
    pool_.run(parts(), [&](int part) {
      for_part(part, [&](int i) {
        positions_[std::size_t(i)] = game_.start();
        list_legal(i);
        write(i, out, Outcome{});
      });
    });
  }

  // Plays actions[i] in game i, for every i, then writes the output. Throws Error, before any
  // game changes, when an action is not legal in its game.
  void step(const std::int32_t* actions, const VectorEnvOutput& out) {
    for (int i = 0; i < count_; ++i) chosen_[std::size_t(i)] = find_legal(i, actions[i]);
    pool_.run(parts(), [&](int part) {
      for_part(part, [&](int i) {
        Position<N>& p = positions_[std::size_t(i)];
        apply_unchecked(game_, p, legal_[std::size_t(i)][std::size_t(chosen_[std::size_t(i)])].move);
        list_legal(i);
        Outcome ended{};
        if (legal_[std::size_t(i)].empty()) {
          ended = outcome_without_moves(game_, p);
          p = game_.start();
          list_legal(i);
        }
        write(i, out, ended);
      });
    });
  }

  // A legal action of every game, drawn uniformly (the same for the same seed, whatever the
  // thread count): a random player, and a baseline for benchmarks.
  void random_actions(std::uint64_t seed, std::int32_t* out) {
    pool_.run(parts(), [&](int part) {
      for_part(part, [&](int i) {
        const auto& legal = legal_[std::size_t(i)];
        Random random(mix64(seed ^ mix64(std::uint64_t(i))));
        out[i] = legal[std::size_t(random.below(int(legal.size())))].action;
      });
    });
  }

 private:
  static int checked_count(int count) {
    if (count < 1 || count > max_count)
      throw Error("VectorEnv: count " + std::to_string(count) + " is not within 1.." +
                  std::to_string(max_count));
    return count;
  }

  // The games are cut in a few parts a thread, so that threads that finish early take more.
  int parts() const { return std::min(count_, pool_.threads() * 4); }
  template <class F>
  void for_part(int part, F&& f) const {
    const int n = parts();
    const int first = int(std::int64_t(count_) * part / n);
    const int last = int(std::int64_t(count_) * (part + 1) / n);
    for (int i = first; i < last; ++i) f(i);
  }

  // Game i's legal moves and their action numbers, by action (legal_moves lists none once the
  // game is over). The moves come nearly in action order already: the sort is cheap.
  void list_legal(int i) {
    typename Game<N>::Moves moves;
    legal_moves(game_, positions_[std::size_t(i)], moves);
    auto& legal = legal_[std::size_t(i)];
    legal.clear();
    for (const Move m : moves) legal.push_back({actions_.index_of(m), m});
    const auto by_action = [](const LegalAction& a, const LegalAction& b) {
      return a.action < b.action;
    };
    if (!std::is_sorted(legal.begin(), legal.end(), by_action))
      std::sort(legal.begin(), legal.end(), by_action);
  }

  // The place of `action` in game i's legal moves; Error when it is not one.
  int find_legal(int i, std::int32_t action) const {
    const auto& legal = legal_[std::size_t(i)];
    const auto it = std::lower_bound(
        legal.begin(), legal.end(), action,
        [](const LegalAction& a, std::int32_t wanted) { return a.action < wanted; });
    if (it != legal.end() && it->action == action) return int(it - legal.begin());
    std::string listed;
    for (std::size_t j = 0; j < legal.size() && j < 12; ++j)
      listed += (j ? ", " : "") + std::to_string(legal[j].action);
    if (legal.size() > 12) listed += ", ... (" + std::to_string(legal.size()) + " in all)";
    throw Error("VectorEnv.step: action " + std::to_string(action) + " of game " +
                std::to_string(i) + " is not legal there (its legal actions: " + listed +
                "); no game was stepped");
  }

  void write(int i, const VectorEnvOutput& out, const Outcome& ended) const {
    const Position<N>& p = positions_[std::size_t(i)];
    const std::size_t at = std::size_t(i);
    write_observation(game_, p, out.observations + at * observation_size_);
    std::uint8_t* mask = out.action_masks + at * std::size_t(actions_.size());
    std::fill(mask, mask + actions_.size(), std::uint8_t(0));
    for (const LegalAction& a : legal_[at]) mask[a.action] = 1;
    float* rewards = out.rewards + 2 * at;
    rewards[0] = rewards[1] = 0.0f;
    if (ended.result == Result::win) {
      rewards[index(ended.winner)] = 1.0f;
      rewards[1 - index(ended.winner)] = -1.0f;
    }
    out.terminated[at] = ended.over() && ended.reason != Reason::ply_limit;
    out.truncated[at] = ended.over() && ended.reason == Reason::ply_limit;
    out.current_player[at] = std::int8_t(index(p.side));
  }

  const Game<N>& game_;
  ActionIndex<N> actions_;
  std::size_t observation_size_;
  int count_;
  WorkerPool pool_;
  std::vector<Position<N>> positions_;
  std::vector<std::vector<LegalAction>> legal_;
  std::vector<int> chosen_;  // step: the place of each game's action in legal_
};

}  // namespace boardlab

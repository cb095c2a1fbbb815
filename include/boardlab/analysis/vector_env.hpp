#pragma once
// A batch of games stepped together, for reinforcement learning at C++ speed (the pattern of
// EnvPool; pgx does it in JAX): one call plays an action in every game, on a pool of threads,
// and writes every game's observation, action mask, rewards and end flags into the caller's
// arrays. A game that ends starts again from the start position in the same step (automatic
// reset): its rewards and flags say how it ended, its observation and mask are the new game's.
//
//   VectorEnv<64> env(game, kernel_for(game), 1024, 2);   // 1024 games on two threads
//   env.reset(out);
//   for (;;) { choose(out, actions); env.step(actions, out); }
//
// An action is a number of the game's ActionIndex (one part of a turn in a game whose turns have
// several); the player to act in game i is out.current_player[i]. Rewards are both players':
// +1 to the winner and -1 to the loser on the step that ends a game, 0 otherwise and for a draw.
// `terminated` marks an ending by the rules, `truncated` one by the game's ply limit.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include "../apply.hpp"
#include "../error.hpp"
#include "../game.hpp"
#include "../kernel.hpp"
#include "../outcome.hpp"
#include "../playout.hpp"
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
  // ready to step (reset() writes their first observations); their moves are listed by
  // `kernel`'s path (Kernel<N>{}: the generic one; kernel_for(game): a built-in game's shaped one).
  // Throws Error for a count outside 1..max_count or threads outside 1..WorkerPool::max_threads.
  VectorEnv(const Game<N>& game, const Kernel<N>& kernel, int count, int threads)
      : game_(game),
        kernel_(kernel),
        actions_(game),
        observation_size_(observation_shape(game).size()),
        count_(checked_count(count)),
        pool_(threads),
        words_((actions_.size() + 63) / 64),
        positions_(std::size_t(count_), game.start()),
        legal_(std::size_t(count_)),
        legal_bits_(std::size_t(count_) * std::size_t(words_)),
        legal_counts_(std::size_t(count_)),
        drops_(drop_actions_of(game, actions_)) {
    if (legal_moves(game, game.start()).empty())
      throw Error("VectorEnv: game '" + std::string(game.name()) +
                  "' is over at its start: there is nothing to step");
    // Every game starts ready to step, as reset() leaves it: one state, whatever was called
    // first (reset() is then only what writes the first observations).
    for (int i = 0; i < count_; ++i) list_legal(i);
  }
  VectorEnv(const Game<N>& game, int count, int threads)
      : VectorEnv(game, Kernel<N>{}, count, threads) {}

  int count() const { return count_; }
  int action_count() const { return actions_.size(); }
  std::size_t observation_size() const { return observation_size_; }
  const Game<N>& game() const { return game_; }
  const ActionIndex<N>& actions() const { return actions_; }
  // Game i's position now (after the last step's reset, if it ended).
  const Position<N>& position(int i) const { return positions_[std::size_t(i)]; }
  // Game i's legal actions, ascending.
  std::vector<std::int32_t> legal_actions(int i) const {
    std::vector<std::int32_t> out;
    const std::uint64_t* bits = legal_bits(i);
    for (int w = 0; w < words_; ++w)
      for (std::uint64_t b = bits[w]; b; b &= b - 1)
        out.push_back(std::int32_t(64 * w + std::countr_zero(b)));
    return out;
  }

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
    for (int i = 0; i < count_; ++i)
      if (!is_legal(i, actions[i])) throw not_legal(i, actions[i]);
    pool_.run(parts(), [&](int part) {
      // Only games of this part: another thread may be changing the next part's.
      const int last = part_first(part + 1);
      for_part(part, [&](int i) {
        if (i + prefetch_distance < last) prefetch(i + prefetch_distance);
        Position<N>& p = positions_[std::size_t(i)];
        apply_unchecked(game_, p, legal_move(i, actions[i]));
        list_legal(i);
        Outcome ended{};
        if (legal_counts_[std::size_t(i)] == 0) {
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
        Random random(mix64(seed ^ mix64(std::uint64_t(i))));
        // The k-th legal action in ascending order.
        int k = random.below(legal_counts_[std::size_t(i)]);
        const std::uint64_t* bits = legal_bits(i);
        for (int w = 0;; ++w) {
          const int here = std::popcount(bits[w]);
          if (k < here) {
            out[i] = 64 * w + detail::select_bit(bits[w], k);
            break;
          }
          k -= here;
        }
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
  int part_first(int part) const { return int(std::int64_t(count_) * part / parts()); }
  template <class F>
  void for_part(int part, F&& f) const {
    for (int i = part_first(part); i < part_first(part + 1); ++i) f(i);
  }

  // Asks the memory for what game i's step reads: its position (but its stacks, which a game
  // without stacks never reads) and its legal moves. A game's data is a kilobyte or two, read
  // at scattered places, which the hardware's prefetcher does not foresee: at 4,096 hex games,
  // a step waited for its first read of the position most of its time in set_cell.
  void prefetch(int i) const {
    const Position<N>& p = positions_[std::size_t(i)];
    const auto lines = [](const void* from, const void* to) {
      for (auto c = static_cast<const char*>(from); c < static_cast<const char*>(to); c += 64)
#if defined(__GNUC__)
        __builtin_prefetch(c);
#endif
    };
    lines(&p, p.pieces.data());
    lines(p.reserve.data(), &p + 1);
    const auto& legal = legal_[std::size_t(i)];
    lines(legal.data(), legal.data() + legal.size());
    lines(legal_bits(i), legal_bits(i) + words_);
  }
  static constexpr int prefetch_distance = 2;

  std::uint64_t* legal_bits(int i) { return &legal_bits_[std::size_t(i) * std::size_t(words_)]; }
  const std::uint64_t* legal_bits(int i) const {
    return &legal_bits_[std::size_t(i) * std::size_t(words_)];
  }
  bool is_legal(int i, std::int32_t action) const {
    return action >= 0 && action < actions_.size() &&
           (legal_bits(i)[action / 64] >> (action % 64)) & 1;
  }

  // In a game of drops only (Game::only_drops: tic-tac-toe, connect four, hex, gomoku), a drop
  // action's number is its kind's first drop action plus its cell, checked here against the
  // index for every drop: `moves` then holds each drop action's move and `bases` each kind's
  // first drop action less its first cell. In any other game, `moves` is empty.
  struct DropActions {
    std::vector<Move> moves;
    std::array<int, max_kinds> bases{};
  };
  static DropActions drop_actions_of(const Game<N>& game, const ActionIndex<N>& actions) {
    if (!game.only_drops() || game.capture_rule() == CaptureRule::most) return {};
    DropActions out{std::vector<Move>(std::size_t(actions.size()), Move::none()), {}};
    for (int k = 0; k < game.kind_count(); ++k) {
      const auto& info = game.kind(KindIndex(k));
      if (!info.droppable || info.drop_cells.none()) continue;
      const int first = info.drop_cells.lowest();
      const int base = actions.index_of(Move::drop(KindIndex(k), first)) - first;
      bool numbered_by_cell = true;
      for_each_cell(info.drop_cells, [&](int cell) {
        const Move drop = Move::drop(KindIndex(k), cell);
        numbered_by_cell = numbered_by_cell && actions.index_of(drop) == base + cell;
        if (numbered_by_cell) out.moves[std::size_t(base + cell)] = drop;
      });
      if (!numbered_by_cell) return {};
      out.bases[std::size_t(k)] = base;
    }
    return out;
  }

  // Game i's legal actions, in a game of drops only: the cells each kind the side to move holds
  // may be dropped on (drop_targets, as generate_drops lists them), shifted to the kind's first
  // action. A hex position's 121 drops are a few words, not 121 moves written, numbered and kept.
  void list_legal_drops(int i) {
    const Position<N>& p = positions_[std::size_t(i)];
    std::uint64_t* bits = legal_bits(i);
    std::fill(bits, bits + words_, std::uint64_t(0));
    int count = 0;
    if (p.ply < game_.max_plies() && !kernel_.condition_outcome(game_, p).over()) {
      const auto empty = game_.board().without(p.occupied);
      for (int d = 0; d < game_.drop_kind_count(p.side); ++d) {
        const KindIndex k = game_.drop_kind(p.side, d);
        if (!detail::holds_drop(game_, p, k)) continue;
        const auto cells = detail::drop_targets(game_, p, k, empty);
        count += cells.count();
        or_bits_at(cells, drops_.bases[k], bits);
      }
    }
    legal_counts_[std::size_t(i)] = count;
  }

  // bits |= `cells` moved up by `offset` bits (within the game's words_ words).
  void or_bits_at(const typename Game<N>::Board& cells, int offset, std::uint64_t* bits) const {
    const int shift = offset % 64;
    for (int w = 0; w < Game<N>::words; ++w) {
      const std::uint64_t x = cells.words[std::size_t(w)];
      const int to = offset / 64 + w;
      if (to < words_) bits[to] |= x << shift;
      if (shift != 0 && to + 1 < words_) bits[to + 1] |= x >> (64 - shift);
    }
  }

  // Game i's legal moves (legal_moves lists none once the game is over), kept in the order they
  // were listed, and the set of their action numbers: what the mask, the random draw and the
  // check of an action read, with neither a sort nor a search.
  void list_legal(int i) {
    if (!drops_.moves.empty()) return list_legal_drops(i);
    typename Game<N>::Moves moves;
    kernel_.legal_moves(game_, positions_[std::size_t(i)], moves);
    auto& legal = legal_[std::size_t(i)];
    legal.resize(std::size_t(moves.size()));
    std::uint64_t* bits = legal_bits(i);
    std::fill(bits, bits + words_, std::uint64_t(0));
    for (int j = 0; j < moves.size(); ++j) {
      const int a = actions_.index_of(moves[j]);
      legal[std::size_t(j)] = {a, moves[j]};
      bits[a / 64] |= std::uint64_t(1) << (a % 64);
    }
    // Counted from the set, which random_actions draws from.
    int count = 0;
    for (int w = 0; w < words_; ++w) count += std::popcount(bits[w]);
    legal_counts_[std::size_t(i)] = count;
  }

  // The legal move of game i whose action is `action` (one of its legal actions).
  Move legal_move(int i, std::int32_t action) const {
    if (!drops_.moves.empty()) return drops_.moves[std::size_t(action)];
    for (const LegalAction& a : legal_[std::size_t(i)])
      if (a.action == action) return a.move;
    return {};  // not reached: the action was checked
  }

  Error not_legal(int i, std::int32_t action) const {
    const std::vector<std::int32_t> legal = legal_actions(i);
    std::string listed;
    for (std::size_t j = 0; j < legal.size() && j < 12; ++j)
      listed += (j ? ", " : "") + std::to_string(legal[j]);
    if (legal.size() > 12) listed += ", ... (" + std::to_string(legal.size()) + " in all)";
    return Error("VectorEnv.step: action " + std::to_string(action) + " of game " +
                 std::to_string(i) + " is not legal there (its legal actions: " + listed +
                 "); no game was stepped");
  }

  void write(int i, const VectorEnvOutput& out, const Outcome& ended) const {
    const Position<N>& p = positions_[std::size_t(i)];
    const std::size_t at = std::size_t(i);
    write_observation(game_, p, out.observations + at * observation_size_);
    const std::size_t actions = std::size_t(actions_.size());
    write_bits(legal_bits(i), actions, out.action_masks + at * actions);
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
  Kernel<N> kernel_;
  ActionIndex<N> actions_;
  std::size_t observation_size_;
  int count_;
  WorkerPool pool_;
  int words_;  // a game's set of legal actions: words_ words of 64 bits
  std::vector<Position<N>> positions_;
  std::vector<std::vector<LegalAction>> legal_;  // each game's legal moves, as listed
  std::vector<std::uint64_t> legal_bits_;        // each game's legal actions, words_ words a game
  std::vector<int> legal_counts_;                // and how many they are
  DropActions drops_;                            // a game of drops only: legal_ then stays empty
};

}  // namespace boardlab

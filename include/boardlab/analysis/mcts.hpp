#pragma once
// Monte Carlo tree search: UCT with random rollouts and expansions on the kernel it is given
// (kernel.hpp: the generic functions, a shape's, or a built-in game's from
// games/builtin_kernels.hpp, which the caller picks: the search knows no game), MCTS-Solver backups
// of proven wins and losses, an optional cap on rollout length with the evaluation scoring where it
// stops, tree reuse between moves and root parallelisation. A decision is one move: in games whose
// turns have several parts (a capture chain), each part is a node of the tree, and the player to
// move is the position's side, which stays the same through a turn.
//
//   boardlab::Mcts<64> mcts{game, boardlab::kernel_for(game), {.simulations = 1000}, seed};
//   const boardlab::Move m = mcts.choose(position);
#include <array>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "../apply.hpp"
#include "../error.hpp"
#include "../game.hpp"
#include "../kernel.hpp"
#include "../outcome.hpp"
#include "../random.hpp"
#include "../splitmix64.hpp"
#include "evaluation.hpp"
#include "kept_block_allocator.hpp"
#include "threads.hpp"

namespace boardlab {

struct MctsSettings {
  // Simulations per decision (over all threads); ignored when `seconds` is set.
  int simulations = 1000;
  // > 0: search for this long per decision instead (not deterministic: the count depends on
  // the machine).
  double seconds = 0;
  // c of UCT's Q + c sqrt(ln N / n), on rewards in [0, 1].
  double exploration = 1.4142135623730951;
  // 0: rollouts play to the end. Else a rollout stops after this many moves and the evaluation
  // scores the position: 1 / (1 + exp(-evaluation / evaluation_scale)) for the side to move.
  int rollout_moves = 0;
  double evaluation_scale = 1.0;
  // Backs up proven results (a move to a won position, every move to a lost one), so that the
  // search plays a forced win it has found and avoids a forced loss while it can.
  bool solver = true;
  // Keeps the subtree of the position reached when the next decision comes from this one.
  bool reuse_tree = true;
  // Root parallelisation: independent trees, their root visits summed.
  int threads = 1;
  // The trees' memory, all threads together: once a tree is full, its leaves are rolled out
  // without being expanded (the search goes on, no deeper).
  int max_memory_mb = 1024;
};

// What the search knows of a node for the player who moved into it.
enum class Proof : std::uint8_t { unknown, win, loss, draw };

// One tree of one search thread.
template <int N>
class MctsTree {
 public:
  // 32 bytes: an expansion writes one for every legal move, and most are never entered, so
  // that the tree's memory (and the time the system takes to hand it over, page by page) is
  // mostly these. Nothing of the position is kept: reuse finds it again by playing the moves.
  struct Node {
    Move move = Move::none();  // the move from the parent
    int first_child = -1;      // -1: not expanded yet
    std::uint32_t visits = 0;
    std::uint16_t child_count = 0;  // 0 once expanded: the game is over in the position reached
    Player mover{};  // who played `move` (at the root: the opponent of the side to move)
    Proof proof = Proof::unknown;
    double reward = 0;  // summed, for `mover`
    // Kept at each visit for selection, which reads them for every child at every step down:
    // the mean reward and 1 / sqrt(visits) cost a division and a root a visit instead.
    float mean = 0;
    float inverse_sqrt_visits = 0;

    bool expanded() const { return first_child >= 0; }
    bool terminal() const { return first_child >= 0 && child_count == 0; }
  };
  static_assert(sizeof(Node) == 32);
  static_assert(Game<N>::Moves::capacity <= 65535, "a node counts its children in 16 bits");

  MctsTree(const Game<N>& game, const Kernel<N>& kernel, const MctsSettings& settings,
           const Evaluation& evaluation, std::uint64_t seed)
      : game_(&game),
        settings_(&settings),
        evaluation_(&evaluation),
        kernel_(kernel),
        random_(seed) {}

  // Makes `p` the root: the node of the old tree with its position when reuse finds one (the
  // positions two decisions apart are a few moves down), else a fresh tree.
  void set_root(const Position<N>& p) {
    const int found = settings_->reuse_tree && !nodes_.empty()
                          ? find_descendant(0, root_position_, p, 6)  // from the old root
                          : -1;
    root_position_ = p;
    if (found > 0) {
      reroot(found);
      return;
    }
    nodes_.clear();
    // A tree of a few thousand simulations fills some tens of thousands of nodes; grown from
    // nothing, a vector copies them at every doubling (a tenth of a short search's time). From a
    // block unit's worth on, the memory is kept from one search to the next (KeptBlockAllocator).
    const std::size_t first_nodes = KeptBlockAllocator<Node>::block_unit / sizeof(Node);
    nodes_.reserve(max_nodes() < first_nodes ? max_nodes() + 1 : first_nodes);
    Node root;
    root.mover = opponent(p.side);
    nodes_.push_back(root);
  }

  // Runs one simulation from the root; `stop` reaches into its rollout, which in a long game is
  // most of the time.
  void simulate(const std::atomic<bool>* stop = nullptr) {
    Position<N> p = root_position_;
    path_.clear();
    int node = 0;
    path_.push_back(node);
    // Down the tree to a node not expanded yet, or one whose result is known.
    while (nodes_[node].expanded() && !nodes_[node].terminal() &&
           !(settings_->solver && nodes_[node].proof != Proof::unknown && node != 0)) {
      node = select_child(nodes_[node]);
      apply_unchecked(*game_, p, nodes_[node].move);
      path_.push_back(node);
    }
    double reward_for_zero;  // the simulation's result for Player::zero, in [0, 1]
    if (nodes_[node].terminal() || nodes_[node].proof != Proof::unknown) {
      reward_for_zero = proof_reward_for_zero(nodes_[node]);
    } else if (!nodes_[node].expanded() && nodes_.size() >= max_nodes()) {
      reward_for_zero = rollout(p, stop);
    } else if (!nodes_[node].expanded()) {
      expand(node, p);
      if (nodes_[node].terminal()) {
        reward_for_zero = proof_reward_for_zero(nodes_[node]);
        if (settings_->solver) prove_upwards();
      } else {
        // A child drawn at random (the first of the lazy shuffle), then a rollout from it.
        const int child = draw_unvisited(nodes_[node].first_child,
                                         nodes_[node].first_child + nodes_[node].child_count);
        apply_unchecked(*game_, p, nodes_[child].move);
        path_.push_back(child);
        reward_for_zero = rollout(p, stop);
      }
    } else {
      reward_for_zero = rollout(p, stop);
    }
    const VisitTables& tables = visit_tables();
    for (const int n : path_) {
      Node& x = nodes_[n];
      ++x.visits;
      x.reward += x.mover == Player::zero ? reward_for_zero : 1 - reward_for_zero;
      if (x.visits < VisitTables::size) {
        x.mean = float(x.reward * tables.inverse[x.visits]);
        x.inverse_sqrt_visits = tables.inverse_sqrt[x.visits];
      } else {
        x.mean = float(x.reward / x.visits);
        x.inverse_sqrt_visits = float(1 / std::sqrt(double(x.visits)));
      }
    }
  }

  const auto& nodes() const { return nodes_; }
  std::size_t max_nodes() const {
    return std::size_t(settings_->max_memory_mb) * (std::size_t(1) << 20) / sizeof(Node) /
           std::size_t(settings_->threads);
  }
  const Node& root() const { return nodes_[0]; }

 private:
  // What backup and selection take of a visit count: 1 / n and 1 / sqrt(n) (a division and a
  // square root a node of the path, each some twenty cycles waited for, a tenth of a short
  // search's time), and sqrt(ln n); looked up below `size`, where nearly every node is.
  struct VisitTables {
    static constexpr std::uint32_t size = 1024;
    std::array<double, size> inverse{};
    std::array<float, size> inverse_sqrt{};
    std::array<double, size> sqrt_log{};
  };
  static const VisitTables& visit_tables() {
    static const VisitTables tables = [] {
      VisitTables t;
      for (std::uint32_t n = 1; n < VisitTables::size; ++n) {
        t.inverse[n] = 1 / double(n);
        t.inverse_sqrt[n] = float(1 / std::sqrt(double(n)));
        t.sqrt_log[n] = std::sqrt(std::log(double(n)));
      }
      t.sqrt_log[0] = 0;  // a node not visited yet: ln 1
      return t;
    }();
    return tables;
  }

  // The result for Player::zero of a node whose proof is known.
  static double proof_reward_for_zero(const Node& n) {
    if (n.proof == Proof::draw) return 0.5;
    const bool mover_wins = n.proof == Proof::win;
    return (n.mover == Player::zero) == mover_wins ? 1.0 : 0.0;
  }

  void expand(int node, const Position<N>& p) {
    typename Game<N>::Moves moves;
    kernel_.legal_moves(*game_, p, moves);
    if (moves.empty()) {
      const Outcome o = outcome_without_moves(*game_, p);
      Node& n = nodes_[node];
      n.first_child = 0;
      n.child_count = 0;
      n.proof = o.result == Result::draw ? Proof::draw
                : o.winner == n.mover    ? Proof::win
                                         : Proof::loss;
      return;
    }
    // A child holds its move, not its position: playing every move here would cost a whole
    // move generation's worth of applies per expansion; a simulation plays the moves it goes by.
    const int first = int(nodes_.size());
    nodes_.resize(nodes_.size() + std::size_t(moves.size()));
    for (int i = 0; i < moves.size(); ++i) {
      Node& child = nodes_[std::size_t(first + i)];
      child.move = moves[i];
      child.mover = p.side;
    }
    nodes_[node].first_child = first;
    nodes_[node].child_count = std::uint16_t(moves.size());
  }

  // The children are tried in an order of the seed's, not the generator's: shuffled lazily, as a
  // Fisher-Yates shuffle drawn one child at a time when the search first enters one. The visited
  // children stay before the unvisited ones, [first, end): one of those is drawn, put at `first`
  // and returned. Shuffling the whole list at expansion drew a number for every child, most never
  // entered.
  int draw_unvisited(int first, int end) {
    const int drawn = first + random_.below(end - first);
    const Move m = nodes_[std::size_t(first)].move;
    nodes_[std::size_t(first)].move = nodes_[std::size_t(drawn)].move;
    nodes_[std::size_t(drawn)].move = m;
    return first;
  }

  int select_child(const Node& n) {
    // c sqrt(ln N / n) as c sqrt(ln N) times the child's 1 / sqrt(n).
    const double exploration =
        settings_->exploration * (n.visits < VisitTables::size
                                      ? visit_tables().sqrt_log[n.visits]
                                      : std::sqrt(std::log(double(n.visits))));
    int best = n.first_child;
    double best_score = -1e300;
    for (int c = n.first_child; c < n.first_child + n.child_count; ++c) {
      const Node& child = nodes_[c];
      double score;
      if (child.proof != Proof::unknown && settings_->solver) {
        // A proven win is taken at once; a proven loss only when nothing else is left.
        if (child.proof == Proof::win) return c;
        score = child.proof == Proof::loss
                    ? -1e299
                    : 0.5 + exploration / std::sqrt(double(child.visits + 1));
      } else if (child.visits == 0) {
        return draw_unvisited(c, n.first_child + n.child_count);
      } else {
        score = child.mean + exploration * child.inverse_sqrt_visits;
      }
      if (score > best_score) {
        best_score = score;
        best = c;
      }
    }
    return best;
  }

  // Plays at random from `p` (its mover is the leaf's), to the end or to the rollout cap.
  double rollout(Position<N>& p, const std::atomic<bool>* stop) {
    if (settings_->rollout_moves <= 0) {
      const PlayoutResult r = kernel_.playout(*game_, p, random_, stop);
      return r.outcome.result == Result::draw ? 0.5 : r.outcome.winner == Player::zero ? 1.0 : 0.0;
    }
    typename Game<N>::Moves moves;
    for (int i = 0; i < settings_->rollout_moves; ++i) {
      kernel_.legal_moves(*game_, p, moves);
      if (moves.empty()) {
        const Outcome o = outcome_without_moves(*game_, p);
        return o.result == Result::draw ? 0.5 : o.winner == Player::zero ? 1.0 : 0.0;
      }
      apply_unchecked(*game_, p, moves[random_.below(moves.size())]);
    }
    kernel_.legal_moves(*game_, p, moves);
    if (moves.empty()) {
      const Outcome o = outcome_without_moves(*game_, p);
      return o.result == Result::draw ? 0.5 : o.winner == Player::zero ? 1.0 : 0.0;
    }
    const double e = evaluate(*game_, *evaluation_, p) / settings_->evaluation_scale;
    const double for_side = 1 / (1 + std::exp(-e));
    return p.side == Player::zero ? for_side : 1 - for_side;
  }

  // After a leaf was proven: the proofs it settles up the path.
  void prove_upwards() {
    for (int i = int(path_.size()) - 2; i >= 0; --i) {
      Node& parent = nodes_[path_[i]];
      if (parent.proof != Proof::unknown) return;
      // The side to move in the parent's position, who moves into each child.
      const Player side = nodes_[parent.first_child].mover;
      bool all_proven = true, some_draw = false, side_wins = false;
      for (int c = parent.first_child; c < parent.first_child + parent.child_count; ++c) {
        const Proof proof = nodes_[c].proof;
        if (proof == Proof::win) side_wins = true;
        if (proof == Proof::unknown) all_proven = false;
        if (proof == Proof::draw) some_draw = true;
      }
      // Children's proofs are for `side`, who moves into them; the parent's for its own mover.
      const bool same = parent.mover == side;
      if (side_wins)
        parent.proof = same ? Proof::win : Proof::loss;
      else if (all_proven && some_draw)
        parent.proof = Proof::draw;
      else if (all_proven)
        parent.proof = same ? Proof::loss : Proof::win;
      else
        return;
    }
  }

  // A node below `from` (whose position is `at`), at most `depth` moves down, whose position is
  // `p`: its hash and ply are p's.
  int find_descendant(int from, const Position<N>& at, const Position<N>& p, int depth) const {
    if (at.hash == p.hash && at.ply == p.ply && from != 0) return from;
    const Node& n = nodes_[from];
    if (depth == 0 || !n.expanded() || n.terminal()) return -1;
    for (int c = n.first_child; c < n.first_child + n.child_count; ++c) {
      if (nodes_[c].visits == 0) break;  // the unvisited children come last (draw_unvisited)
      Position<N> next = at;
      apply_unchecked(*game_, next, nodes_[c].move);
      if (next.ply > p.ply) continue;
      const int found = find_descendant(c, next, p, depth - 1);
      if (found > 0) return found;
    }
    return -1;
  }

  // Keeps only the subtree of `node`, with `node` as the root. Into the spare array, which then
  // changes places with the tree's: both keep their memory from one decision to the next.
  void reroot(int node) {
    Nodes& kept = spare_nodes_;
    kept.clear();
    kept.push_back(nodes_[std::size_t(node)]);
    for (std::size_t i = 0; i < kept.size(); ++i) {
      // By index and copies: push_back below moves the vector.
      if (!kept[i].expanded() || kept[i].terminal()) continue;
      const int old_first = kept[i].first_child, count = kept[i].child_count;
      kept[i].first_child = int(kept.size());
      for (int c = old_first; c < old_first + count; ++c) kept.push_back(nodes_[std::size_t(c)]);
    }
    nodes_.swap(kept);
  }

  const Game<N>* game_;
  const MctsSettings* settings_;
  const Evaluation* evaluation_;
  Kernel<N> kernel_;
  Random random_;
  Position<N> root_position_{};
  using Nodes = std::vector<Node, KeptBlockAllocator<Node>>;
  Nodes nodes_;
  Nodes spare_nodes_;  // reroot's
  std::vector<int> path_;
};

// What a search found at the root: each move's visits and mean reward for the side to move.
struct MctsRootMove {
  Move move = Move::none();
  std::uint64_t visits = 0;
  double reward = 0;  // summed over the trees
  Proof proof = Proof::unknown;
};

struct MctsReport {
  std::vector<MctsRootMove> moves;
  std::uint64_t simulations = 0;
  std::uint64_t nodes = 0;            // in the trees, after the search
  Proof root_proof = Proof::unknown;  // for the side to move
  double seconds = 0;
};

template <int N>
class Mcts {
 public:
  // `kernel`: the functions rollouts and expansions call; Kernel<N>{} gives the generic ones,
  // and any kernel gives the same search, move for move, only faster or slower.
  Mcts(const Game<N>& game, const Kernel<N>& kernel, const MctsSettings& settings,
       std::uint64_t seed, Evaluation evaluation = {})
      : game_(&game), settings_(settings), evaluation_(evaluation) {
    if (settings_.threads < 1 || settings_.threads > 256)
      throw Error("mcts: threads " + std::to_string(settings_.threads) + " is not within 1..256");
    if (settings_.seconds <= 0 && settings_.simulations < 1)
      throw Error("mcts: simulations " + std::to_string(settings_.simulations) +
                  " is not a positive number");
    if (!(settings_.exploration >= 0))
      throw Error("mcts: exploration " + std::to_string(settings_.exploration) + " is negative");
    if (settings_.rollout_moves < 0)
      throw Error("mcts: rollout_moves " + std::to_string(settings_.rollout_moves) +
                  " is negative");
    if (settings_.max_memory_mb < 1)
      throw Error("mcts: max_memory_mb " + std::to_string(settings_.max_memory_mb) +
                  " is not a positive number");
    if (!(settings_.evaluation_scale > 0)) throw Error("mcts: evaluation_scale must be positive");
    evaluation_ = evaluation_or_default(game, evaluation_);
    for (int t = 0; t < settings_.threads; ++t)
      trees_.emplace_back(game, kernel, settings_, evaluation_,
                          mix64(seed ^ mix64(std::uint64_t(t) + 1)));
  }

  // The trees point at this object's settings and evaluation.
  Mcts(const Mcts&) = delete;
  Mcts& operator=(const Mcts&) = delete;

  // The move the search prefers in `p`, which must not be over (Error otherwise). `stop`, when
  // set from elsewhere, ends the search early with the best move found so far.
  Move choose(const Position<N>& p, const std::atomic<bool>* stop = nullptr) {
    search(p, stop);
    return best_move();
  }

  // Searches `p` and reports the root's statistics (choose() takes the best of them).
  const MctsReport& search(const Position<N>& p, const std::atomic<bool>* stop = nullptr) {
    if (legal_moves(*game_, p).empty()) throw Error("mcts: the game is over in this position");
    const auto start = std::chrono::steady_clock::now();
    const int threads = settings_.threads;
    std::vector<std::uint64_t> counts(std::size_t(threads), 0);
    // Set when a search thread fails or cannot start: the others then end their searches.
    std::atomic<bool> abandoned{false};
    auto work = [&](int t) {
      MctsTree<N>& tree = trees_[std::size_t(t)];
      tree.set_root(p);
      const std::uint64_t budget =
          settings_.seconds > 0 ? ~std::uint64_t(0)
                                : std::uint64_t(settings_.simulations / threads +
                                                (t < settings_.simulations % threads ? 1 : 0));
      std::uint64_t done = 0;
      while (done < budget) {
        if (settings_.solver && tree.root().proof != Proof::unknown) break;
        tree.simulate(stop);
        ++done;
        if ((done & 63) == 0) {
          if ((stop && stop->load(std::memory_order_relaxed)) ||
              abandoned.load(std::memory_order_relaxed))
            break;
          if (settings_.seconds > 0 &&
              std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() >=
                  settings_.seconds)
            break;
        }
      }
      counts[std::size_t(t)] = done;
    };
    run_on_threads(threads, work, [&] { abandoned.store(true, std::memory_order_relaxed); });
    gather(counts);
    report_.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return report_;
  }

  const MctsReport& report() const { return report_; }
  const MctsSettings& settings() const { return settings_; }

 private:
  void gather(const std::vector<std::uint64_t>& counts) {
    report_ = {};
    for (const auto c : counts) report_.simulations += c;
    for (const MctsTree<N>& tree : trees_) {
      const auto& nodes = tree.nodes();
      report_.nodes += nodes.size();
      const auto& root = nodes[0];
      if (root.proof != Proof::unknown && report_.root_proof == Proof::unknown)
        // The root's proof is for its mover; the report's for the side to move.
        report_.root_proof = root.proof == Proof::draw  ? Proof::draw
                             : root.proof == Proof::win ? Proof::loss
                                                        : Proof::win;
      for (int c = root.first_child; c < root.first_child + root.child_count; ++c) {
        const auto& child = nodes[std::size_t(c)];
        MctsRootMove* entry = nullptr;
        for (auto& m : report_.moves)
          if (m.move == child.move) entry = &m;
        if (!entry) {
          report_.moves.push_back({child.move, 0, 0, Proof::unknown});
          entry = &report_.moves.back();
        }
        entry->visits += child.visits;
        entry->reward += child.reward;
        if (child.proof != Proof::unknown) entry->proof = child.proof;
      }
    }
  }

  Move best_move() const {
    const MctsRootMove* best = nullptr;
    auto rank = [](const MctsRootMove& m) {
      // A proven win first, a proven loss last; otherwise the most visited.
      return m.proof == Proof::win ? 2 : m.proof == Proof::loss ? 0 : 1;
    };
    for (const auto& m : report_.moves) {
      if (!best || rank(m) > rank(*best) ||
          (rank(m) == rank(*best) &&
           (m.visits > best->visits || (m.visits == best->visits && m.reward > best->reward))))
        best = &m;
    }
    return best ? best->move : Move::none();
  }

  const Game<N>* game_;
  MctsSettings settings_;
  Evaluation evaluation_;
  std::vector<MctsTree<N>> trees_;
  MctsReport report_;
};

}  // namespace boardlab

#pragma once
// Alpha-beta search: negamax with iterative deepening, a transposition table on the Zobrist hash,
// and move ordering (the table's move, then captures, then two killer moves a ply). A win scores
// `win_score` less the plies to it, so the search plays the quickest win and the slowest loss.
// In games whose turns have several parts, each part is a ply; the score changes sign only where
// the side to move changes.
//
//   boardlab::AlphaBeta<64> search{game, {.depth = 6}};
//   const boardlab::Move m = search.choose(position);
#include <atomic>
#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

#include "../apply.hpp"
#include "../error.hpp"
#include "../game.hpp"
#include "../outcome.hpp"
#include "../splitmix64.hpp"
#include "evaluation.hpp"
#include "kept_block_allocator.hpp"

namespace boardlab {

struct AlphaBetaSettings {
  int depth = 4;        // the deepest iteration, in plies (moves)
  double seconds = 0;   // > 0: also stop deepening (and cut the iteration short) at this time
  int table_bits = 20;  // the transposition table holds 2^table_bits entries
};

// Scores beyond every evaluation: a win in k plies scores win_score - k.
inline constexpr int win_score = 1'000'000;
inline constexpr int max_search_plies = 256;

struct AlphaBetaReport {
  Move best = Move::none();
  int score = 0;  // for the side to move
  int depth = 0;  // of the last iteration completed
  std::uint64_t nodes = 0;
  double seconds = 0;
  // The score is a proven result: a win or loss within the search depth.
  constexpr bool proven() const {
    return score > win_score - max_search_plies * 4 || score < -win_score + max_search_plies * 4;
  }
};

template <int N>
class AlphaBeta {
 public:
  AlphaBeta(const Game<N>& game, const AlphaBetaSettings& settings, Evaluation evaluation = {})
      : game_(&game), settings_(settings), evaluation_(evaluation) {
    if (settings_.depth < 1 || settings_.depth > max_search_plies)
      throw Error("alphabeta: depth " + std::to_string(settings_.depth) + " is not within 1.." +
                  std::to_string(max_search_plies));
    if (settings_.table_bits < 1 || settings_.table_bits > 28)
      throw Error("alphabeta: table_bits " + std::to_string(settings_.table_bits) +
                  " is not within 1..28");
    evaluation_ = evaluation_or_default(game, evaluation_);
    table_.resize(std::size_t(1) << settings_.table_bits);
  }

  Move choose(const Position<N>& p, const std::atomic<bool>* stop = nullptr) {
    return search(p, stop).best;
  }

  // Deepens from 1 to the settings' depth; each completed iteration's best move and score are
  // kept, so a search stopped in the middle of one reports the last complete one.
  const AlphaBetaReport& search(const Position<N>& root, const std::atomic<bool>* stop = nullptr) {
    if (legal_moves(*game_, root).empty())
      throw Error("alphabeta: the game is over in this position");
    start_ = std::chrono::steady_clock::now();
    stop_ = stop;
    stopped_ = false;
    report_ = {};
    for (auto& k : killers_) k = {Move::none(), Move::none()};
    Position<N> p = root;
    for (int depth = 1; depth <= settings_.depth; ++depth) {
      Move best = Move::none();
      const int score = negamax(p, depth, 0, -win_score - 1, win_score + 1, &best);
      if (stopped_) break;
      report_.best = best;
      report_.score = score;
      report_.depth = depth;
      if (report_.proven()) break;  // deeper iterations cannot change a proven result
    }
    report_.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    return report_;
  }

  const AlphaBetaReport& report() const { return report_; }

 private:
  enum class Bound : std::uint8_t { exact, lower, upper };
  struct Entry {
    std::uint64_t key = 0;
    Move move = Move::none();
    int score = 0;
    std::int16_t depth = -1;
    Bound bound = Bound::exact;
  };

  // The ply limit makes a position's value depend on its ply near the limit: the key then
  // carries the plies left.
  std::uint64_t key_of(const Position<N>& p) const {
    const int left = game_->max_plies() - p.ply;
    return left > max_search_plies ? p.hash : p.hash ^ mix64(std::uint64_t(left) + 0x9e37);
  }

  bool out_of_time() {
    if ((report_.nodes & 1023) != 0) return stopped_;
    if (stop_ && stop_->load(std::memory_order_relaxed)) stopped_ = true;
    if (settings_.seconds > 0 &&
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count() >=
            settings_.seconds)
      stopped_ = true;
    return stopped_;
  }

  bool captures(const Position<N>& p, Move m) const {
    if (m.captures_leapt() || m.type() == MoveType::en_passant) return true;
    const MoveType t = m.type();
    if (t != MoveType::move && t != MoveType::stack_move) return false;
    return p.by_owner[index(opponent(p.side))].test(m.to());
  }

  // Scores for move ordering: the table's move, captures, killers, then the rest as listed.
  int order_score(const Position<N>& p, Move m, Move table_move, int ply) const {
    if (m == table_move) return 4;
    if (captures(p, m)) return 3;
    if (ply < max_search_plies && (m == killers_[ply][0] || m == killers_[ply][1])) return 2;
    return 0;
  }

  int negamax(Position<N>& p, int depth, int ply, int alpha, int beta, Move* best_out) {
    ++report_.nodes;
    if (out_of_time()) return 0;
    typename Game<N>::Moves moves;
    legal_moves(*game_, p, moves);
    if (moves.empty()) {
      const Outcome o = outcome_without_moves(*game_, p);
      if (o.result == Result::draw) return 0;
      return o.winner == p.side ? win_score - ply : -win_score + ply;
    }
    if (depth == 0 || ply >= max_search_plies) return evaluate(*game_, evaluation_, p);

    const std::uint64_t key = key_of(p);
    Entry& entry = table_[key & (table_.size() - 1)];
    Move table_move = Move::none();
    if (entry.key == key) {
      table_move = entry.move;
      if (entry.depth >= depth && ply > 0) {
        const int s = from_table(entry.score, ply);
        if (entry.bound == Bound::exact) return s;
        if (entry.bound == Bound::lower && s >= beta) return s;
        if (entry.bound == Bound::upper && s <= alpha) return s;
      }
    }

    // Insertion sort by order score: lists are short and mostly in order already.
    std::array<int, Game<N>::move_capacity> scores{};
    for (int i = 0; i < moves.size(); ++i)
      scores[std::size_t(i)] = order_score(p, moves[i], table_move, ply);
    for (int i = 1; i < moves.size(); ++i) {
      const Move m = moves[i];
      const int s = scores[std::size_t(i)];
      int j = i;
      while (j > 0 && scores[std::size_t(j - 1)] < s) {
        moves[j] = moves[j - 1];
        scores[std::size_t(j)] = scores[std::size_t(j - 1)];
        --j;
      }
      moves[j] = m;
      scores[std::size_t(j)] = s;
    }

    const int alpha_in = alpha;
    int best_score = -win_score - 1;
    Move best = moves[0];
    for (const Move m : moves) {
      const Player side = p.side;
      const Undo<N> u = apply_unchecked(*game_, p, m);
      const bool same_side = p.side == side;
      const int score = same_side ? negamax(p, depth - 1, ply + 1, alpha, beta, nullptr)
                                  : -negamax(p, depth - 1, ply + 1, -beta, -alpha, nullptr);
      undo(*game_, p, u);
      if (stopped_) return 0;
      if (score > best_score) {
        best_score = score;
        best = m;
      }
      if (score > alpha) alpha = score;
      if (alpha >= beta) {
        if (!captures(p, m) && ply < max_search_plies && killers_[ply][0] != m) {
          killers_[ply][1] = killers_[ply][0];
          killers_[ply][0] = m;
        }
        break;
      }
    }
    entry.key = key;
    entry.move = best;
    entry.score = to_table(best_score, ply);
    entry.depth = std::int16_t(depth);
    entry.bound = best_score <= alpha_in ? Bound::upper
                  : best_score >= beta   ? Bound::lower
                                         : Bound::exact;
    if (best_out) *best_out = best;
    return best_score;
  }

  // Win scores are stored relative to the node, so that a table entry reached at another ply
  // gives the right distance to the win.
  static int to_table(int score, int ply) {
    if (score > win_score - max_search_plies * 4) return score + ply;
    if (score < -win_score + max_search_plies * 4) return score - ply;
    return score;
  }
  static int from_table(int score, int ply) {
    if (score > win_score - max_search_plies * 4) return score - ply;
    if (score < -win_score + max_search_plies * 4) return score + ply;
    return score;
  }

  const Game<N>* game_;
  AlphaBetaSettings settings_;
  Evaluation evaluation_;
  std::vector<Entry, KeptBlockAllocator<Entry>> table_;
  std::array<std::array<Move, 2>, max_search_plies> killers_{};
  AlphaBetaReport report_;
  std::chrono::steady_clock::time_point start_{};
  const std::atomic<bool>* stop_ = nullptr;
  bool stopped_ = false;
};

}  // namespace boardlab

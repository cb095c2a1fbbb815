#pragma once
// Uniformly random playouts: at every ply, generate all legal moves and pick one uniformly.
#include <array>
#include <atomic>
#include <bit>
#include <cstddef>
#include <cstdint>

#include "apply.hpp"
#include "force_inline.hpp"
#include "game.hpp"
#include "outcome.hpp"
#include "random.hpp"

namespace boardlab {

struct PlayoutResult {
  Outcome outcome{};
  int plies = 0;                   // plies (whole turns) played in the playout
  std::uint64_t moves_listed = 0;  // sum of the legal-move counts seen (branching factor * plies)
  bool stopped = false;            // *stop was set before the game ended (outcome: none)
};

// How often a playout looks at its stop flag: a game with a long ply limit can run for seconds.
inline constexpr int plies_between_stop_checks = 1024;

namespace detail {
// A random playout with `draw(p, random, moves_listed)` choosing each part: a legal move, drawn
// uniformly, with the number of legal moves added to moves_listed; Move::none() when there is
// none. A turn of several parts is played part by part, each chosen uniformly among the legal
// ones (as OpenSpiel's random bots choose each action); it counts as one ply. `ended`, when
// given, is the end conditions' outcome the last draw found (so not found again).
template <int N, class Draw>
BOARDLAB_INLINE constexpr PlayoutResult random_playout_drawing(const Game<N>& game, Position<N>& p,
                                                               Random& random, const Draw& draw,
                                                               const std::atomic<bool>* stop,
                                                               const Outcome* ended = nullptr) {
  PlayoutResult result{};
  // The generator's state in a local, which the compiler may keep in registers: through the
  // caller's reference, each write to the position could have changed it, so that every draw
  // loaded and stored it again.
  Random local = random;
  for (;;) {
    const Move m = draw(p, local, result.moves_listed);
    if (m == Move::none()) break;
    apply_unchecked(game, p, m);
    if (p.turn.mid_turn()) continue;
    ++result.plies;
    if (stop && result.plies % plies_between_stop_checks == 0 &&
        stop->load(std::memory_order_relaxed)) {
      result.stopped = true;
      random = local;
      return result;
    }
  }
  random = local;
  result.outcome = ended != nullptr && ended->over() ? *ended : outcome_without_moves(game, p);
  return result;
}

// The move drawn uniformly from `moves`, counted in moves_listed; Move::none() for no move.
template <int C>
BOARDLAB_INLINE constexpr Move draw_listed(const MoveList<C>& moves, Random& random,
                                           std::uint64_t& moves_listed) {
  if (moves.empty()) return Move::none();
  moves_listed += std::uint64_t(moves.size());
  return moves[random.below(moves.size())];
}

// select_in_byte[b][k]: the position of the k-th (from 0) set bit of the byte b.
inline constexpr auto select_in_byte = [] {
  std::array<std::array<std::uint8_t, 8>, 256> t{};
  for (int b = 0; b < 256; ++b)
    for (int bit = 0, seen = 0; bit < 8; ++bit)
      if ((b >> bit) & 1) t[std::size_t(b)][std::size_t(seen++)] = std::uint8_t(bit);
  return t;
}();

// The position of the `k`-th (from 0) set bit of `x`, which has more than k, found without a
// branch (the broadword select of Vigna, "Broadword implementation of rank/select queries",
// 2008): each byte's count of set bits summed up to it, the byte where that sum first passes k
// found by comparing all eight at once, then the bit within that byte from a table. A random
// drop draws a uniform k, so the branches of a search (halving the word by its halves' counts,
// then clearing bits one by one) went the wrong way half the time: on a Havannah playout's
// empty cells they were a sixth of its time.
constexpr int select_bit(std::uint64_t x, int k) {
  constexpr std::uint64_t ones = 0x0101010101010101ull, highs = 0x8080808080808080ull;
  std::uint64_t sums = x - ((x >> 1) & 0x5555555555555555ull);
  sums = (sums & 0x3333333333333333ull) + ((sums >> 2) & 0x3333333333333333ull);
  sums = ((sums + (sums >> 4)) & 0x0F0F0F0F0F0F0F0Full) * ones;  // byte i: bits in bytes 0..i
  // A byte's high bit is set where its sum is at most k: (128 + k) - sum never borrows, as
  // k < 64 and sum <= 64. The bytes before the one holding the bit are those.
  const int shift = 8 * std::popcount((((std::uint64_t(k) * ones) | highs) - sums) & highs);
  const int before = int(((sums << 8) >> shift) & 0xFF);
  return shift + select_in_byte[(x >> shift) & 0xFF][std::size_t(k - before)];
}

// The cell of the `index`-th (from 0) cell of `b`, lowest first.
template <int Words>
constexpr int nth_cell(const Bitboard<Words>& b, int index) {
  for (int w = 0; w < Words; ++w) {
    const int here = std::popcount(b.words[w]);
    if (index < here) return 64 * w + select_bit(b.words[w], index);
    index -= here;
  }
  return -1;
}

// Drawing a drop by counting, in a game where every move is a drop and the lists are long
// (Game::draws_drops_by_counting): the cells each kind may be dropped on are one set, so the
// playout counts them, draws a number below the total and finds that cell. legal_moves lists the
// drops in the same order (kind, then cell), so the draws pick the same moves: the same games,
// move for move, without writing the list (a gomoku position has some two hundred drops).
// `condition_outcome(p, groups)` is the end conditions' verdict on the caller's path (run-time,
// Shaped or Compiled; `groups` as condition_holds_after_drop); the game is over before the moves
// are looked at when it or the ply limit says so. Where the game follows the groups of its drops
// (Game::checks_groups_at_drops) and no group condition holds at the start, the playout keeps
// them drop by drop: no group condition can then hold before a drop, as the playout stops at
// the first that does.
template <int N, class ConditionOutcome>
BOARDLAB_INLINE constexpr PlayoutResult drop_counted_random_playout(
    const Game<N>& game, Position<N>& p, Random& random, const ConditionOutcome& condition_outcome,
    const std::atomic<bool>* stop) {
  const auto play = [&](DropGroups<N>* groups) BOARDLAB_INLINE_LAMBDA {
    Outcome ended{};
    const auto draw = [&](const Position<N>& q, Random& r,
                          std::uint64_t& listed) BOARDLAB_INLINE_LAMBDA {
      if (q.ply >= game.max_plies()) return Move::none();
      ended = condition_outcome(q, groups);
      if (ended.over()) return Move::none();
      const auto empty = game.board().without(q.occupied);
      const int kinds = game.drop_kind_count(q.side);
      // The count of every kind, and the cells of the first: most games drop one kind a player,
      // whose cells are then found once.
      std::array<int, max_kinds> counts{};
      typename Game<N>::Board first{};
      int first_kind = -1, total = 0;
      for (int i = 0; i < kinds; ++i) {
        const KindIndex k = game.drop_kind(q.side, i);
        if (!detail::holds_drop(game, q, k)) continue;
        const auto cells = drop_targets(game, q, k, empty);
        if (first_kind < 0) {
          first = cells;
          first_kind = i;
        }
        counts[i] = cells.count();
        total += counts[i];
      }
      if (total == 0) return Move::none();
      // Where blocks turn (GameSpec::rotating_blocks), each drop is one move a turn, listed
      // after its cell: the number drawn is the cell's times the turns, plus the turn's.
      const int turns = game.block_count() == 0 ? 1 : 2 * game.block_count();
      listed += std::uint64_t(total) * std::uint64_t(turns);
      int pick = r.below(total * turns), i = 0;
      const int turn = turns == 1 ? 0 : pick % turns + 1;
      pick /= turns;
      while (pick >= counts[i]) pick -= counts[i++];
      const KindIndex k = game.drop_kind(q.side, i);
      const int cell = nth_cell(i == first_kind ? first : drop_targets(game, q, k, empty), pick);
      if (groups != nullptr) groups->drop(k, cell);
      return Move::drop(k, cell, turn);
    };
    return random_playout_drawing(game, p, random, draw, stop, &ended);
  };
  if (game.checks_groups_at_drops() && no_group_condition_holds(game, p)) {
    DropGroups<N> groups(game, p);
    return play(&groups);
  }
  return play(nullptr);
}

// A random playout with `list_moves(p, moves)` filling the legal moves: the run-time
// legal_moves, or the shape-specialised loops (Shaped<S>, Compiled<G>::random_playout).
template <int N, class ListMoves>
BOARDLAB_INLINE constexpr PlayoutResult random_playout_with(const Game<N>& game, Position<N>& p,
                                                            Random& random,
                                                            const ListMoves& list_moves,
                                                            const std::atomic<bool>* stop) {
  typename Game<N>::Moves moves;
  return random_playout_drawing(
      game, p, random,
      [&](const Position<N>& q, Random& r, std::uint64_t& listed) BOARDLAB_INLINE_LAMBDA {
        list_moves(q, moves);
        return draw_listed(moves, r, listed);
      },
      stop);
}

// Drawing a part by counting. In a game with turn rules whose parts all move one piece to one of a
// set of targets, piece by piece (a Slide to the board's edge, a Shoot: amazons), the playout
// need not list the moves: it counts each piece's targets, draws a number below the total, and
// finds that target. legal_moves lists the same moves in the same order (kind, rule, piece by
// cell, target by cell), so the draws pick the same moves: the same games, move for move.
template <int N>
constexpr bool rule_draws_by_counting(const typename Game<N>::Rule& r) {
  return (r.type == Movement::shoot || (r.type == Movement::slide && r.along_rays)) &&
         r.heading == Heading::any && r.before_ply == 0;
}

template <int N>
constexpr bool draws_by_counting(const Game<N>& game) {
  // Counting draws among the moves generation makes; a royal piece's check would remove some.
  if (!game.has_turn_rules() || game.has_promotions() || game.has_royals() ||
      game.capture_rule() != CaptureRule::optional || game.passes())
    return false;
  for (int k = 0; k < game.kind_count(); ++k) {
    const auto& info = game.kind(KindIndex(k));
    if (info.droppable || info.dedupe || info.later_dedupe) return false;
    for (int r = 0; r < info.rule_count; ++r)
      if (!rule_draws_by_counting<N>(info.rules[r])) return false;
    for (int r = 0; r < info.later_rule_count; ++r)
      if (!rule_draws_by_counting<N>(info.later_rules[r])) return false;
  }
  return true;
}

// The targets of one piece on `cell` by `rule` (one that draws by counting); `landing` is
// targets.landing(rule), found once for all the rule's pieces.
template <int N>
BOARDLAB_INLINE constexpr typename Game<N>::Board counted_targets(
    const Game<N>& game, const typename Game<N>::Rule& rule, const Position<N>& p,
    const TargetBoards<N>& targets, const typename Game<N>::Board& landing, int cell) {
  if (rule.type == Movement::shoot)
    return shot_reach(game, rule, p, targets, cell, rule.direction_count);
  return ray_reach(game, rule, p, cell, rule.direction_count) & landing;
}

template <int N>
BOARDLAB_INLINE constexpr Move counted_move(const typename Game<N>::Rule& rule, int from, int to) {
  return rule.type == Movement::shoot ? Move::shot(from, to, rule.shot_kind, rule.effect_bits)
                                      : Move::whole(from, to, rule.effect_bits);
}

// Calls f(rule, cell, targets) for every piece of the part to move, in legal_moves' order, until
// f returns true.
template <int N, class F>
BOARDLAB_INLINE constexpr void for_each_counted_piece(const Game<N>& game, const Position<N>& p,
                                                      const TargetBoards<N>& targets, F&& f) {
  if (p.turn.mid_turn()) {
    const int cell = p.turn.cell;
    const auto& info = game.kind(p.top[cell]);
    for (int r = 0; r < info.later_rule_count; ++r) {
      const auto& rule = info.later_rules[r];
      if (rule.part != p.turn.part || !rule.from.test(cell)) continue;
      if (f(rule, cell, counted_targets(game, rule, p, targets, targets.landing(rule), cell)))
        return;
    }
    return;
  }
  for (int i = 0; i < game.moving_kind_count(p.side); ++i) {
    const KindIndex k = game.moving_kind(p.side, i);
    const auto& info = game.kind(k);
    for (int r = 0; r < info.rule_count; ++r) {
      const auto& rule = info.rules[r];
      const auto landing = targets.landing(rule);
      bool done = false;
      for_each_cell(p.by_kind[k] & rule.from, [&](int cell) {
        if (!done) done = f(rule, cell, counted_targets(game, rule, p, targets, landing, cell));
      });
      if (done) return;
    }
  }
}

// The pieces of the part to play with their targets, in legal_moves' order; `count` is -1 when
// more pieces move than it holds (the playout lists that part instead).
template <int N>
struct CountedPart {
  static constexpr int capacity = 32;
  struct Piece {
    const typename Game<N>::Rule* rule;
    int cell;
    typename Game<N>::Board targets;
  };
  std::array<Piece, capacity> pieces;
  int piece_count = 0;
  int count = 0;  // moves, the stop of a part that may stop included
};

template <int N>
constexpr void count_part(const Game<N>& game, const Position<N>& p, CountedPart<N>& part) {
  const TargetBoards<N> targets = target_boards(game, p);
  part.piece_count = part.count = 0;
  for_each_counted_piece(game, p, targets, [&](const auto& rule, int cell, const auto& to) {
    if (to.none()) return false;
    if (part.piece_count == CountedPart<N>::capacity) {
      part.count = -1;
      return true;
    }
    part.pieces[std::size_t(part.piece_count++)] = {&rule, cell, to};
    part.count += to.count();
    return false;
  });
  if (part.count >= 0 && p.turn.mid_turn() && p.turn.may_stop) ++part.count;
}

// Move number `pick` of a counted part.
template <int N>
constexpr Move counted_pick(const CountedPart<N>& part, int pick) {
  for (int i = 0; i < part.piece_count; ++i) {
    const auto& piece = part.pieces[std::size_t(i)];
    const int here = piece.targets.count();
    if (pick < here) return counted_move<N>(*piece.rule, piece.cell, nth_cell(piece.targets, pick));
    pick -= here;
  }
  return Move::pass();  // the stop, listed after the moves
}

// A random playout drawing by counting: random_playout_with's draws, without the lists.
template <int N>
constexpr PlayoutResult counted_random_playout(const Game<N>& game, Position<N>& p, Random& random,
                                               const std::atomic<bool>* stop) {
  CountedPart<N> part;
  typename Game<N>::Moves moves;
  const auto draw = [&](const Position<N>& q, Random& r, std::uint64_t& listed) {
    if (q.ply >= game.max_plies() || condition_outcome(game, q).over()) return Move::none();
    count_part(game, q, part);
    if (part.count < 0) {  // too many pieces to keep: the list
      generate_moves(game, q, moves);
      return draw_listed(moves, r, listed);
    }
    if (part.count == 0) return Move::none();
    listed += std::uint64_t(part.count);
    return counted_pick(part, r.below(part.count));
  };
  return random_playout_drawing(game, p, random, draw, stop);
}

}  // namespace detail

// Plays `p` to the end with uniformly random moves; `p` is left at the final position. If `stop`
// is given and becomes true, the playout ends early (every 1024 plies it looks) with
// `stopped` set.
template <int N>
constexpr PlayoutResult random_playout(const Game<N>& game, Position<N>& p, Random& random,
                                       const std::atomic<bool>* stop = nullptr) {
  if (detail::draws_by_counting(game)) return detail::counted_random_playout(game, p, random, stop);
  if (game.draws_drops_by_counting())
    return detail::drop_counted_random_playout(
        game, p, random,
        [&](const Position<N>& q, const DropGroups<N>* groups) {
          return condition_outcome(game, q, groups);
        },
        stop);
  return detail::random_playout_with(
      game, p, random,
      [&](const Position<N>& q, typename Game<N>::Moves& moves) { legal_moves(game, q, moves); },
      stop);
}

}  // namespace boardlab

#pragma once
// Outcomes and legal moves. The outcome is a function of the position alone (docs/rules.md, "Turns
// and outcomes"): the game's end conditions in order, then "the player to move has no legal move",
// then the ply limit. A position with an outcome has no legal moves.
#include <bit>

#include "apply.hpp"
#include "force_inline.hpp"
#include "game.hpp"
#include "generate_moves.hpp"
#include "group_tracker.hpp"
#include "move.hpp"
#include "position.hpp"

namespace boardlab {

template <int N>
BOARDLAB_INLINE constexpr bool condition_holds(const Game<N>& game, const Position<N>& p,
                                               const typename Game<N>::Condition& c) {
  const auto pieces = c.kind >= 0 ? p.by_kind[c.kind] : p.by_owner[index(c.player)];
  // The common counts (none left, one in a region) need no popcount.
  switch (c.type) {
    case ConditionType::at_most:
      return c.count == 0 ? pieces.none() : pieces.count() <= c.count;
    case ConditionType::region_holds:
      return c.count == 1 ? (pieces & c.region).any() : (pieces & c.region).count() >= c.count;
    case ConditionType::all_stacks_controlled:
      return p.occupied.without(p.by_owner[index(c.winner)]).none();
    case ConditionType::in_a_row:
      return line_holds<N>(game.board_tables(), pieces, c);
    case ConditionType::connects:
      return connection_holds<N>(game.board_tables(), pieces, c);
    case ConditionType::all_connected:
      return group_holds<N>(game.board_tables(), pieces, c);
    case ConditionType::group_touches:
      return group_touches_holds<N>(game.board_tables(), pieces, c, game.regions());
    case ConditionType::ring:
      return ring_holds<N>(game.board_tables(), pieces, c);
    case ConditionType::checks_given:
      return p.checks_given[index(c.winner)] >= c.count;
  }
  return false;
}

// As condition_holds, in a playout that follows the groups of its drops (`groups`, null for
// none; group_tracker.hpp): a group condition is then read off the last drop's group. Exact
// where that playout is (Game::checks_groups_at_drops, and no group condition held at its start).
template <int N>
BOARDLAB_INLINE constexpr bool condition_holds_after_drop(const Game<N>& game, const Position<N>& p,
                                                          const typename Game<N>::Condition& c,
                                                          const DropGroups<N>* groups) {
  if (groups != nullptr && c.group_set >= 0) {
    const GroupDrop& drop = groups->last(c.group_set);
    if (c.type == ConditionType::group_touches)
      return std::popcount(unsigned(drop.touched & c.touched)) >= c.count;
    if (c.type == ConditionType::connects) return (drop.touched & c.touched) == c.touched;
    // A new loop is a ring, but round a hole of the board itself: the flood tells them apart.
    if (drop.surrounds) return true;
    return drop.closes_loop &&
           ring_holds<N>(game.board_tables(),
                         c.kind >= 0 ? p.by_kind[c.kind] : p.by_owner[index(c.player)], c);
  }
  return condition_holds<N>(game, p, c);
}

// Whether no group condition (those condition_holds_after_drop looks at locally) holds in `p`,
// for either player: from such a position on, every drop may be checked locally.
template <int N>
constexpr bool no_group_condition_holds(const Game<N>& game, const Position<N>& p) {
  for (int c = 0; c < game.condition_count(); ++c) {
    const auto& condition = game.condition(c);
    if (condition.group_set < 0) continue;
    // Every group condition needs a piece (check_spec: a count of at least one region, a ring
    // of six), and a playout most often starts from an empty board.
    const auto& pieces =
        condition.kind >= 0 ? p.by_kind[condition.kind] : p.by_owner[index(condition.player)];
    if (pieces.any() && condition_holds<N>(game, p, condition)) return false;
  }
  return true;
}

// What a Reaches with an answer (Reaches::answer), number c, holding in `p`, gives: after the
// other player's answer, a draw if it brought a piece of the answering kind into the region and
// the winner's win otherwise; just after the winner's arrival, nothing while the other player has
// a legal move that would bring one there.
template <int N>
constexpr Outcome answered_arrival(const Game<N>& game, const Position<N>& p, int c) {
  const auto& condition = game.condition(c);
  const Outcome won{Result::win, condition.winner, Reason::condition, c};
  const auto arrived = [&](const Position<N>& q) {
    return (q.by_kind[condition.answer_kind] & condition.region).any();
  };
  if (p.side == condition.winner)
    return arrived(p) ? Outcome{Result::draw, Player::zero, Reason::condition, c} : won;
  typename Game<N>::Moves moves;
  generate_moves(game, p, moves);
  for (const Move m : moves) {
    Position<N> after = p;
    apply_unchecked(game, after, m);
    if (arrived(after)) return {};
  }
  return won;
}

namespace detail {
// The win of condition c (number i of those checked after this move), which holds in `p`, or a
// draw where a later condition of the other winner's holds too and the game draws wins at once
// (GameSpec::wins_at_once). A Reaches with an answer takes no part: it is decided after the
// answer, not by the move that made it hold.
template <int N>
constexpr Outcome win_unless_shared(const Game<N>& game, const Position<N>& p, int i, int c) {
  const Player winner = game.condition(c).winner;
  const Player mover = game.last_mover(p);
  if (game.draws_wins_at_once())
    for (int j = i + 1; j < game.condition_count_after(mover); ++j) {
      const auto& other = game.condition(game.condition_after(mover, j));
      if (other.winner != winner && other.answer_kind < 0 && condition_holds<N>(game, p, other))
        return {Result::draw, Player::zero, Reason::condition, c};
    }
  return {Result::win, winner, Reason::condition, c};
}
}  // namespace detail

// The first end condition that holds, as an outcome; Result::none if none does. Conditions
// checked only after their winner's move are skipped when the other player moved. `groups`: as
// condition_holds_after_drop.
template <int N>
constexpr Outcome conditions_after_move(const Game<N>& game, const Position<N>& p,
                                        const DropGroups<N>* groups = nullptr) {
  const Player mover = game.last_mover(p);
  for (int i = 0; i < game.condition_count_after(mover); ++i) {
    const int c = game.condition_after(mover, i);
    if (condition_holds_after_drop<N>(game, p, game.condition(c), groups)) {
      if (game.condition(c).answer_kind >= 0) [[unlikely]] {
        if (const Outcome o = answered_arrival(game, p, c); o.over()) return o;
        continue;
      }
      return detail::win_unless_shared(game, p, i, c);
    }
  }
  return {};
}

namespace detail {
// The end of a game with turn rules (GameTables::has_turn_rules), between turns, where its rules
// end it before its conditions: after both players passed, at the quiet-turn limit, or with
// insufficient material (condition_outcome has found one of them). Apart from condition_outcome,
// which every listing asks, because these are rare.
template <int N>
constexpr Outcome end_by_turn_rules(const Game<N>& game, const Position<N>& p) {
  if (const Outcome o = conditions_after_move(game, p); o.over()) return o;
  if (p.turn.passes >= 2) return scored_end(game, p, Reason::both_passed);
  if (game.quiet_turn_limit() != 0 && p.quiet_turns >= game.quiet_turn_limit()) {
    // A checkmate given by the move that reached the limit stands (chess's laws, 9.6).
    if (game.no_legal_move() == NoMoveResult::loses_in_check && in_check(game, p)) {
      typename Game<N>::Moves moves;
      generate_moves(game, p, moves);
      if (moves.empty()) return {Result::win, opponent(p.side), Reason::no_legal_move, -1};
    }
    return {Result::draw, Player::zero, Reason::quiet_turns, -1};
  }
  return {Result::draw, Player::zero, Reason::insufficient_material, -1};
}
}  // namespace detail

// As conditions_after_move, and in a game with turn rules: no outcome in the middle of a turn,
// and a draw after both players passed, after the quiet-turn limit or with insufficient material
// (unless a condition holds; before the no-legal-move rule, as OpenSpiel's checkers draws at its
// limit).
template <int N>
constexpr Outcome condition_outcome(const Game<N>& game, const Position<N>& p,
                                    const DropGroups<N>* groups = nullptr) {
  if (game.has_turn_rules()) {
    // The conditions are read between turns.
    if (p.turn.mid_turn()) return {};
    if (p.turn.passes >= 2 ||
        (game.quiet_turn_limit() != 0 && p.quiet_turns >= game.quiet_turn_limit()) ||
        (game.judges_material() && game.insufficient_material(p)))
      return detail::end_by_turn_rules(game, p);
  }
  return conditions_after_move(game, p, groups);
}

// The legal moves of `p` (none when the game is over). `groups`: as condition_holds_after_drop.
template <int N, int C>
constexpr void legal_moves(const Game<N>& game, const Position<N>& p, MoveList<C>& out,
                           const DropGroups<N>* groups) {
  if (p.ply >= game.max_plies() || condition_outcome(game, p, groups).over()) {
    out.clear();
    return;
  }
  generate_moves(game, p, out);
}
// (Apart, not a default argument: kernels take its address as a function of three.)
template <int N, int C>
constexpr void legal_moves(const Game<N>& game, const Position<N>& p, MoveList<C>& out) {
  legal_moves(game, p, out, static_cast<const DropGroups<N>*>(nullptr));
}

template <int N>
constexpr typename Game<N>::Moves legal_moves(const Game<N>& game, const Position<N>& p) {
  typename Game<N>::Moves out;
  legal_moves(game, p, out);
  return out;
}

// The end of a game the players cannot go on with (`reason`), scored by the game's EndScore.
template <int N>
constexpr Outcome scored_end(const Game<N>& game, const Position<N>& p, Reason reason) {
  if (game.end_score() == EndScore::most_pieces) {
    const int zero = p.by_owner[0].count(), one = p.by_owner[1].count();
    if (zero != one) return {Result::win, zero > one ? Player::zero : Player::one, reason, -1};
  }
  return {Result::draw, Player::zero, reason, -1};
}

// What the game-wide "no legal move" rule gives the player to move.
template <int N>
constexpr Outcome no_move_outcome(const Game<N>& game, const Position<N>& p) {
  switch (game.no_legal_move()) {
    case NoMoveResult::loses:
      return {Result::win, opponent(p.side), Reason::no_legal_move, -1};
    case NoMoveResult::wins:
      return {Result::win, p.side, Reason::no_legal_move, -1};
    case NoMoveResult::draws:
    case NoMoveResult::passes_or_ends:  // no pass: neither player can move
      return scored_end(game, p, Reason::no_legal_move);
    case NoMoveResult::loses_in_check:
      if (in_check(game, p)) return {Result::win, opponent(p.side), Reason::no_legal_move, -1};
      return {Result::draw, Player::zero, Reason::no_legal_move, -1};
    case NoMoveResult::passes:
      break;  // a player with no move passes: the list is never empty while the game goes on
  }
  return {};
}

// The outcome when the legal move list of `p` is already known to be empty (as in a playout
// loop): saves generating the moves again. `groups`: as condition_holds_after_drop.
template <int N>
constexpr Outcome outcome_without_moves(const Game<N>& game, const Position<N>& p,
                                        const DropGroups<N>* groups = nullptr) {
  if (const Outcome o = condition_outcome(game, p, groups); o.over()) return o;
  if (p.ply >= game.max_plies()) {
    typename Game<N>::Moves moves;
    generate_moves(game, p, moves);
    if (!moves.empty()) return {Result::draw, Player::zero, Reason::ply_limit, -1};
  }
  return no_move_outcome(game, p);
}

template <int N>
constexpr Outcome outcome(const Game<N>& game, const Position<N>& p,
                          const DropGroups<N>* groups = nullptr) {
  if (const Outcome o = condition_outcome(game, p, groups); o.over()) return o;
  typename Game<N>::Moves moves;
  generate_moves(game, p, moves);
  if (moves.empty()) return no_move_outcome(game, p);
  if (p.ply >= game.max_plies()) return {Result::draw, Player::zero, Reason::ply_limit, -1};
  return {};
}

// A game must be playable from its start: SpecError when its start position is already over
// (an end condition holds, the side to move has no move, or the start's ply is past the limit),
// where matches would report games of no moves, and environments could not step. Game<N> cannot
// run it itself (an outcome needs move generation, a layer above the tables): whatever makes a
// game from a spec at run time (a variant, a built-in game's options) calls it after Game<N>.
template <int N>
constexpr void check_start_not_over(const Game<N>& game) {
  const Outcome o = outcome(game, game.start());
  if (!o.over()) return;
  std::string why;
  switch (o.reason) {
    case Reason::condition:
      why = "end condition " + to_text(o.condition + 1) + " holds";
      break;
    case Reason::no_legal_move:
      why = "the player to move has no legal move";
      break;
    case Reason::ply_limit:
      why = "its ply " + to_text(game.start().ply) + " is at the limit, max_plies " +
            to_text(game.max_plies());
      break;
    default:
      why = "it is over (" + std::string(name_of(o.reason)) + ")";
  }
  throw SpecError("start position: the game is over before its first move: " + why);
}

}  // namespace boardlab

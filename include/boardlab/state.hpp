#pragma once
// A position with its game and its history: the convenient, checked interface (what the Python
// bindings and the command line use), and the checked `apply` on a Position. Search code may
// work on Position with apply_unchecked/undo directly.
#include <algorithm>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "apply.hpp"
#include "error.hpp"
#include "game.hpp"
#include "move_text.hpp"
#include "outcome.hpp"
#include "position_text.hpp"
#include "turn.hpp"

namespace boardlab {

// Plays `m` if it is legal in `p` and returns its undo record; otherwise throws
// IllegalMoveError and leaves `p` as it was. (apply_unchecked, apply.hpp, skips the check for
// search loops that take their moves from legal_moves.)
template <int N>
constexpr Undo<N> apply(const Game<N>& game, Position<N>& p, Move m) {
  typename Game<N>::Moves moves;
  legal_moves(game, p, moves);
  if (!moves.contains(m))
    throw IllegalMoveError(illegal_move_message(game, p, format_move(game, m)));
  return apply_unchecked(game, p, m);
}

template <int N = 64>
class State {
 public:
  using GameType = Game<N>;
  using Moves = typename Game<N>::Moves;

  // The game's start position. The game must outlive the state.
  constexpr explicit State(const Game<N>& game) : game_(&game), position_(game.start()) {}
  constexpr State(const Game<N>& game, const Position<N>& position)
      : game_(&game), position_(position) {}
  // Parses position text (throws PositionError).
  constexpr State(const Game<N>& game, std::string_view text)
      : game_(&game), position_(parse_position(game, text)) {}

  constexpr const Game<N>& game() const { return *game_; }
  constexpr const Position<N>& position() const { return position_; }
  constexpr Player side_to_move() const { return position_.side; }
  constexpr int ply() const { return position_.ply; }
  constexpr std::uint64_t hash() const { return position_.hash; }
  constexpr std::string text() const { return format_position(*game_, position_); }

  // The legal moves and the outcome, the history's repetitions counted (repeated()).
  constexpr Moves legal_moves() const {
    Moves out;
    legal_moves(out);
    return out;
  }
  constexpr void legal_moves(Moves& out) const {
    if (repeated()) return out.clear();
    boardlab::legal_moves(*game_, position_, out, groups_.get());
  }
  constexpr Outcome outcome() const {
    const Outcome o = boardlab::outcome(*game_, position_, groups_.get());
    return o.over() || !repeated() ? o : repetition_draw();
  }
  // As outcome(), when the legal moves are known to be none.
  constexpr Outcome outcome_without_moves() const {
    return repeated() ? repetition_draw()
                      : boardlab::outcome_without_moves(*game_, position_, groups_.get());
  }
  constexpr bool is_over() const { return outcome().over(); }
  // Whether the state keeps its position's groups (follow_groups, below), so that its listings
  // check the group conditions at the last drop only.
  constexpr bool follows_groups() const { return groups_.get() != nullptr; }

  // Whether the game is drawn by repetition (GameSpec::repetition_limit): between turns, the
  // position has occurred that many times in this state's history, itself included. A position
  // over by its own rules (checkmate) is that rather than a repetition.
  constexpr bool repeated() const {
    const int limit = game_->repetition_limit();
    if (limit == 0 || position_.turn.mid_turn()) return false;
    const std::uint64_t key = game_->repetition_key(position_);
    int seen = 1;
    for (int i = int(keys_.size()) - 1; i >= 0; --i)
      if (keys_[std::size_t(i)] == key && starts_turn(i) && ++seen >= limit) return true;
    return false;
  }

  // Plays `m` if it is legal here; otherwise throws IllegalMoveError and changes nothing.
  constexpr void play(Move m) {
    if (repeated()) throw IllegalMoveError(repetition_message(format_move(*game_, m)));
    // The state's own listing (its kept groups read, where it keeps them), not apply's.
    Moves moves;
    legal_moves(moves);
    if (!moves.contains(m))
      throw IllegalMoveError(illegal_move_message(*game_, position_, format_move(*game_, m)));
    apply_unchecked(m);
  }
  // Parses the text of a whole turn and plays it; returns its first part (throws
  // MoveSyntaxError, IllegalMoveError). In most games a turn is one move.
  constexpr Move play(std::string_view move_text) { return play_turn(move_text).first(); }
  // Plays a whole turn from legal_turns() or parse_turn().
  constexpr void play(const Turn& turn) {
    if (turn.size > 0 && repeated())
      throw IllegalMoveError(repetition_message(format_turn(*game_, turn)));
    for (const Move m : turn) apply_unchecked(m);
  }
  // Plays `m` without checking that it is legal: for search loops that take moves from
  // legal_moves(). An illegal move here leaves an inconsistent state.
  constexpr void apply_unchecked(Move m) {
    remember_key();
    history_.push_back(boardlab::apply_unchecked(*game_, position_, m));
    follow_groups(m);
  }

  // Whole turns, alike in every game. A turn is what a player does in one go (turn.hpp): in a
  // game whose turns have several parts a capture chain, or a queen's move and its arrow; in
  // any other game one move, and then these cost what that move's own functions cost (no copy
  // of the position, no allocation but the vectors legal_turns() and history_turns() return).
  // What the Python bindings call a Move is a whole turn.
  //
  // The legal whole turns (in most games, one a legal move); from the middle of a turn, every
  // way to finish it.
  constexpr std::vector<Turn> legal_turns() const {
    if (repeated()) return {};
    return boardlab::legal_turns(*game_, position_);
  }
  // Calls `each(const Turn&)` for every turn legal_turns() lists, in its order.
  template <class F>
  constexpr void for_each_legal_turn(F&& each) const {
    if (!repeated()) boardlab::for_each_legal_turn(*game_, position_, each);
  }
  constexpr int legal_turn_count() const {
    return repeated() ? 0 : boardlab::legal_turn_count(*game_, position_);
  }
  // The legal whole turn that `text` names here (throws MoveSyntaxError, IllegalMoveError). In a
  // game whose turns have several parts, parse_turn's reading (turn.hpp); in any other game the
  // text of one move, read as parse_move reads it (move_text.hpp: text after the move is a
  // syntax error).
  constexpr Turn parse_turn(std::string_view text) const {
    if (repeated()) throw IllegalMoveError(repetition_message(text));
    if (game_->has_turn_rules()) return boardlab::parse_turn(*game_, position_, text);
    return one_part_turn(boardlab::parse_move(*game_, position_, text));
  }
  // Reads the text of a whole turn as parse_turn (turn.hpp) reads it in every game, plays it and
  // returns it (throws MoveSyntaxError, IllegalMoveError; then nothing changes).
  constexpr Turn play_turn(std::string_view text) {
    if (repeated()) throw IllegalMoveError(repetition_message(text));
    const Turn turn = boardlab::parse_turn(*game_, position_, text);
    play(turn);
    return turn;
  }
  // Plays the legal whole turn whose text is `text`, a turn taken from another state (of this
  // game or another) whose first part was `first` there, and returns it. Where turns have one
  // part, `first`'s bits find the legal move with that text without reading it (the text
  // decides: bits of another board are never reinterpreted); otherwise, or when no legal move
  // has them, the text is read as parse_turn() reads it.
  constexpr Turn play_turn_like(Move first, std::string_view text) {
    if (game_->has_turn_rules()) return play_turn(text);
    Moves moves;
    legal_moves(moves);
    for (const Move m : moves)
      if (m.text_key() == first.text_key() && format_move(*game_, m) == text) {
        apply_unchecked(m);
        return one_part_turn(m);
      }
    const Turn turn = parse_turn(text);
    play(turn);
    return turn;
  }
  // Plays the legal whole turn with the text of `turn`, a turn this game listed (here or in
  // another position), and returns it; IllegalMoveError otherwise. Within one game a part's
  // text key names its text, so where turns have one part the move is found by that key
  // (play_part_like), without writing its text; otherwise the turn's text is read.
  constexpr Turn play_listed_turn(const Turn& turn) {
    if (!game_->has_turn_rules()) return one_part_turn(play_part_like(turn.first()));
    return play_turn(format_turn(*game_, turn));
  }
  constexpr std::string turn_text(const Turn& turn) const { return format_turn(*game_, turn); }
  // Whether the state is in the middle of a turn (a piece must or may go on): only where turns
  // have several parts, after play_part() or apply_unchecked().
  constexpr bool mid_turn() const { return position_.turn.mid_turn(); }
  // The last turn played, with the parts of it played so far (empty when no move has been):
  // what undo() takes back.
  constexpr Turn last_turn() const {
    Turn out{};
    int start = history_size() - 1;
    while (start > 0 && !starts_turn(start)) --start;
    for (int i = std::max(start, 0); i < history_size(); ++i) push_part(out, history_move(i));
    return out;
  }
  // Calls `each(const Turn&)` for every turn played, first to last, each with all its parts (the
  // last perhaps unfinished, as play_part() or apply_unchecked() left it).
  template <class F>
  constexpr void for_each_turn_played(F&& each) const {
    if (!game_->has_turn_rules()) {  // every part is a turn: no need to look for turn starts
      for (const auto& played : history_) each(one_part_turn(played.move));
      return;
    }
    Turn turn{};
    for (int i = 0; i < history_size(); ++i) {
      if (i > 0 && starts_turn(i)) {
        each(std::as_const(turn));
        turn.size = 0;
      }
      push_part(turn, history_move(i));
    }
    if (turn.size > 0) each(std::as_const(turn));
  }
  // The turns played, each with all its parts (in most games, one a move).
  constexpr std::vector<Turn> history_turns() const {
    std::vector<Turn> out;
    for_each_turn_played([&](const Turn& t) { out.push_back(t); });
    return out;
  }

  // Turn parts, alike in every game (in most games a part is a whole turn): each a Move, the
  // decision of one step of a turn, as actions number them (analysis/action_index.hpp).
  //
  // The legal part that `text` names here (parse_move, move_text.hpp).
  constexpr Move parse_part(std::string_view text) const {
    if (repeated()) throw IllegalMoveError(repetition_message(text));
    return boardlab::parse_move(*game_, position_, text);
  }
  // Reads a part's text as parse_part() does and plays it, perhaps leaving the state in the
  // middle of a turn; returns it.
  constexpr Move play_part(std::string_view text) {
    const Move m = parse_part(text);
    apply_unchecked(m);
    return m;
  }
  // Plays the legal part whose text is that of `m` (a part of this game, perhaps from another
  // position: legal_move_like, move_text.hpp) and returns it, or throws IllegalMoveError.
  constexpr Move play_part_like(Move m) {
    if (repeated()) throw IllegalMoveError(repetition_message(format_move(*game_, m)));
    const Move legal = legal_move_like(*game_, position_, m);
    apply_unchecked(legal);
    return legal;
  }

  // Takes back the last move (a whole turn: every part of it); throws std::out_of_range when no
  // move has been played.
  constexpr void undo() {
    if (history_.empty()) throw std::out_of_range("undo: no move has been played");
    groups_.forget();
    do {
      boardlab::undo(*game_, position_, history_.back());
      history_.pop_back();
      if (!keys_.empty()) keys_.pop_back();
    } while (position_.turn.mid_turn() && !history_.empty());
  }
  constexpr int history_size() const { return int(history_.size()); }
  constexpr Move last_move() const {
    return history_.empty() ? Move::none() : history_.back().move;
  }
  // The i-th part played (a move, in most games).
  constexpr Move history_move(int i) const { return history_[std::size_t(i)].move; }
  constexpr std::string move_text(Move m) const { return format_move(*game_, m); }

 private:
  static constexpr void push_part(Turn& turn, Move m) {
    if (turn.size == max_parts_in_turn) throw Error(turn_too_long_message());
    turn.push(m);
  }
  // The error for a move named `text` when the game is drawn by repetition: no move is legal
  // then, though the position alone would have some. (An error is no literal type: what a
  // constexpr function returns is its message.)
  constexpr std::string repetition_message(std::string_view text) const {
    return "move " + detail::quoted(text) +
           " is not legal: the game is drawn by repetition (position " +
           detail::quoted(format_position(*game_, position_)) + ")";
  }
  static constexpr Outcome repetition_draw() {
    return {Result::draw, Player::zero, Reason::repetition, -1};
  }
  // After `m` is played: the groups of the new position, where the game follows them
  // (Game::checks_groups_at_drops), drop by drop. Kept only from a position where no group
  // condition holds (which holds from then on: the game ends at the first that does), where
  // the last drop's group decides; any other move, and undo, forget them, and the second drop
  // after that starts them again (KeptDropGroups::worth_starting).
  constexpr void follow_groups(Move m) {
    if (std::is_constant_evaluated() || !game_->checks_groups_at_drops()) return;
    if (m.type() != MoveType::drop) return groups_.forget();
    if (groups_.get() != nullptr) return groups_.drop(m.dropped_kind(), m.to());
    if (groups_.worth_starting() && no_group_condition_holds(*game_, position_))
      groups_.start(*game_, position_);
  }
  // Before a part is played: the key of the position it is played from, in a game with a
  // repetition rule (keys_[i] is the i-th part's; other games keep none).
  constexpr void remember_key() {
    if (game_->repetition_limit() != 0) keys_.push_back(game_->repetition_key(position_));
  }
  // Whether the i-th part played began a turn (the position before it was between turns).
  constexpr bool starts_turn(int i) const {
    return TurnState::unpacked(history_[std::size_t(i)].turn).part == 0;
  }

  const Game<N>* game_;
  Position<N> position_;
  std::vector<Undo<N>> history_;
  std::vector<std::uint64_t> keys_;
  KeptDropGroups<N> groups_;  // follow_groups
};

}  // namespace boardlab

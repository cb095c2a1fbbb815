#pragma once
// A position with its game and its history: the convenient, checked interface (what the Python
// bindings and the command line use), and the checked `apply` on a Position. Search code may
// work on Position with apply_unchecked/undo directly.
#include <stdexcept>
#include <string>
#include <string_view>
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

  constexpr Moves legal_moves() const { return boardlab::legal_moves(*game_, position_); }
  constexpr void legal_moves(Moves& out) const { boardlab::legal_moves(*game_, position_, out); }
  constexpr Outcome outcome() const { return boardlab::outcome(*game_, position_); }
  constexpr bool is_over() const { return outcome().over(); }

  // Plays `m` if it is legal here; otherwise throws IllegalMoveError and changes nothing.
  constexpr void play(Move m) { history_.push_back(boardlab::apply(*game_, position_, m)); }
  // Parses the text of a whole turn and plays it; returns its first part (throws
  // MoveSyntaxError, IllegalMoveError). In most games a turn is one move.
  constexpr Move play(std::string_view move_text) {
    const Turn turn = parse_turn(*game_, position_, move_text);
    play(turn);
    return turn.first();
  }
  // Plays a whole turn from legal_turns() or parse_turn().
  constexpr void play(const Turn& turn) {
    for (const Move m : turn) apply_unchecked(m);
  }
  // The legal whole turns (in most games, one a legal move).
  constexpr std::vector<Turn> legal_turns() const {
    return boardlab::legal_turns(*game_, position_);
  }
  constexpr std::string turn_text(const Turn& turn) const { return format_turn(*game_, turn); }
  // Plays `m` without checking that it is legal: for search loops that take moves from
  // legal_moves(). An illegal move here leaves an inconsistent state.
  constexpr void apply_unchecked(Move m) {
    history_.push_back(boardlab::apply_unchecked(*game_, position_, m));
  }

  // Takes back the last move (a whole turn: every part of it); throws std::out_of_range when no
  // move has been played.
  constexpr void undo() {
    if (history_.empty()) throw std::out_of_range("undo: no move has been played");
    do {
      boardlab::undo(*game_, position_, history_.back());
      history_.pop_back();
    } while (position_.turn.mid_turn() && !history_.empty());
  }
  constexpr int history_size() const { return int(history_.size()); }
  // The turns played, each with all its parts (in most games, one a move).
  constexpr std::vector<Turn> history_turns() const {
    std::vector<Turn> out;
    for (const Undo<N>& u : history_) {
      if (out.empty() || TurnState::unpacked(u.turn).part == 0) out.emplace_back();
      out.back().push(u.move);
    }
    return out;
  }
  constexpr Move last_move() const {
    return history_.empty() ? Move::none() : history_.back().move;
  }
  constexpr Move history_move(int i) const { return history_[i].move; }
  constexpr std::string move_text(Move m) const { return format_move(*game_, m); }

 private:
  const Game<N>* game_;
  Position<N> position_;
  std::vector<Undo<N>> history_;
};

}  // namespace boardlab

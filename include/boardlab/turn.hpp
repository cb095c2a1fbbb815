#pragma once
// Whole turns. In a game whose turns have several parts (primitives.hpp, Then: a capture chain, a
// move and a shot) the engine plays a turn part by part, each part a Move; a Turn is the parts of
// one turn, as players write it and perft counts it:
//
//   c3-e5-g7     a chain of two jumps (c3xe5xg7 is read too)
//   d1-d7/g7     a queen's move, then its shot
//   pass         a turn passed
//
// After the first part each part is written without its from cell, which is where the moving
// piece stands; a part that ends the turn early (stopping where the rules allow it) is not written.
// In a game with one part a turn, a Turn is one Move and its text the move's.
#include <array>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "apply.hpp"
#include "error.hpp"
#include "game.hpp"
#include "move.hpp"
#include "move_text.hpp"
#include "outcome.hpp"
#include "position.hpp"

namespace boardlab {

// The most parts a turn may have (a capture chain of 31 jumps and its stop).
inline constexpr int max_parts_in_turn = 32;

// What every path that holds a whole turn says of one longer than that (a chain of captures can
// be, on a large board: Game refuses a chain that could go on for ever).
constexpr std::string turn_too_long_message() {
  return "a turn has more than " + to_text(max_parts_in_turn) + " parts";
}

struct Turn {
  int size = 0;
  std::array<Move, max_parts_in_turn> parts{};

  constexpr void push(Move m) { parts[std::size_t(size++)] = m; }
  constexpr Move first() const { return parts[0]; }
  constexpr const Move* begin() const { return parts.data(); }
  constexpr const Move* end() const { return parts.data() + size; }
  friend constexpr bool operator==(const Turn& a, const Turn& b) {
    if (a.size != b.size) return false;
    for (int i = 0; i < a.size; ++i)
      if (a.parts[std::size_t(i)] != b.parts[std::size_t(i)]) return false;
    return true;
  }
};

// The turn of one part `m`.
constexpr Turn one_part_turn(Move m) {
  Turn out{};
  out.push(m);
  return out;
}

namespace detail {
template <int N, class F>
constexpr void each_turn_from(const Game<N>& game, Position<N>& p, Turn& prefix, F& each) {
  typename Game<N>::Moves moves;
  legal_moves(game, p, moves);
  for (const Move m : moves) {
    if (prefix.size == max_parts_in_turn) throw Error(turn_too_long_message());
    prefix.push(m);
    const Undo u = apply_unchecked(game, p, m);
    if (p.turn.mid_turn())
      each_turn_from(game, p, prefix, each);
    else
      each(std::as_const(prefix));
    undo(game, p, u);
    --prefix.size;
  }
}

// What parse_turn says of text left after the turn's last part, which ends at `at`.
constexpr std::string turn_ends_message(std::string_view text, std::size_t at) {
  return "move text " + quoted(text) + ": the turn ends after " + quoted(text.substr(0, at));
}
}  // namespace detail

// Calls `each(const Turn&)` for every legal turn of `p` (none when the game is over), in the
// order of their parts' generation; from the middle of a turn, every way to finish it. In a game
// whose turns have one part (no GameTables::has_turn_rules) each is one legal move, listed
// without a copy of the position.
template <int N, class F>
constexpr void for_each_legal_turn(const Game<N>& game, const Position<N>& p, F&& each) {
  if (!game.has_turn_rules()) {
    typename Game<N>::Moves moves;
    legal_moves(game, p, moves);
    Turn turn{};
    turn.size = 1;
    for (const Move m : moves) {
      turn.parts[0] = m;
      each(std::as_const(turn));
    }
    return;
  }
  Position<N> q = p;
  Turn prefix{};
  detail::each_turn_from(game, q, prefix, each);
}

// The legal turns of `p` (none when the game is over), in the order of their parts' generation.
template <int N>
constexpr std::vector<Turn> legal_turns(const Game<N>& game, const Position<N>& p) {
  std::vector<Turn> out;
  for_each_legal_turn(game, p, [&](const Turn& t) { out.push_back(t); });
  return out;
}

// How many legal turns `p` has (in a game of one-part turns, its legal moves).
template <int N>
constexpr int legal_turn_count(const Game<N>& game, const Position<N>& p) {
  if (!game.has_turn_rules()) return legal_moves(game, p).size();
  int n = 0;
  for_each_legal_turn(game, p, [&](const Turn&) { ++n; });
  return n;
}

// The turn's text: its first part's, then each later part's without its from cell ("-g7" for a
// move, "/g7" for a shot); a stop that ends the turn early is not written.
template <int N>
constexpr std::string format_turn(const Game<N>& game, const Turn& turn) {
  std::string out = format_move(game, turn.first());
  for (int i = 1; i < turn.size; ++i) {
    const Move m = turn.parts[std::size_t(i)];
    switch (m.type()) {
      case MoveType::shot:
        out += "/" + game.cell_name_of(m.to());
        break;
      case MoveType::pass:
        break;
      default:
        out += "-" + game.cell_name_of(m.to()) + promotion_text(game, m);
    }
  }
  return out;
}

// Reads a turn's text and finds the legal turn it names in `p`: MoveSyntaxError for text that is
// not a turn of this game, IllegalMoveError for a turn that is not legal here or is not finished
// (a piece that must go on).
template <int N>
constexpr Turn parse_turn(const Game<N>& game, const Position<N>& p, std::string_view text) {
  if (!game.has_turn_rules()) {
    // One part, read and found in `p` itself: no copy of the position to play it on.
    const detail::PartText part = detail::read_part(game, text, 0, false, 0);
    const Move m = detail::find_part(game, p, part, text);
    if (part.used < text.size()) throw MoveSyntaxError(detail::turn_ends_message(text, part.used));
    return one_part_turn(m);
  }
  Turn turn{};
  Position<N> q = p;
  std::size_t at = 0;
  do {
    if (turn.size == max_parts_in_turn)
      throw MoveSyntaxError("move text " + detail::quoted(text) + ": more than " +
                            to_text(max_parts_in_turn) + " parts");
    const bool goes_on = turn.size > 0;
    const detail::PartText part = detail::read_part(game, text, at, goes_on, q.turn.cell);
    at += part.used;
    const Move m = detail::find_part(game, q, part, text);
    turn.push(m);
    apply_unchecked(game, q, m);
    if (at < text.size() && !q.turn.mid_turn())
      throw MoveSyntaxError(detail::turn_ends_message(text, at));
  } while (at < text.size());
  if (q.turn.mid_turn()) {
    // The stop must be legal: a part that may stop cannot under the majority rule while going on
    // takes more.
    typename Game<N>::Moves moves;
    generate_moves(game, q, moves);
    if (!q.turn.may_stop || !moves.contains(Move::pass()))
      throw IllegalMoveError("move " + detail::quoted(text) +
                             " is not a whole turn: the piece on " +
                             game.cell_name_of(q.turn.cell) + " must go on, in position " +
                             detail::quoted(format_position(game, p)));
    turn.push(Move::pass());
  }
  return turn;
}

// Plays the parts of `turn`, which must be legal in `p` (from legal_turns or parse_turn).
template <int N>
constexpr void apply_turn_unchecked(const Game<N>& game, Position<N>& p, const Turn& turn) {
  for (const Move m : turn) apply_unchecked(game, p, m);
}

}  // namespace boardlab

#pragma once
// Move text (docs/rules.md, "Move text"): the canonical format, and parsing that finds the legal
// move a text names, with errors that name the input and the place. All constexpr.
//
//   T@c3 (drop)   d4-d8 or d4xd8 (move)   2b1-c2 (top two pieces of b1)
#include <string>
#include <string_view>

#include "block_turn.hpp"
#include "error.hpp"
#include "game.hpp"
#include "move.hpp"
#include "outcome.hpp"
#include "position.hpp"
#include "position_text.hpp"
#include "quoted_text.hpp"

namespace boardlab {

// The message of the IllegalMoveError for a move, named by its text, that is not legal in `p`.
template <int N>
constexpr std::string illegal_move_message(const Game<N>& game, const Position<N>& p,
                                           std::string_view move_text) {
  return "move " + detail::quoted(move_text) + " is not legal in position " +
         detail::quoted(format_position(game, p));
}

// The text of the move's promotion: "=Q" when the piece becomes one of several kinds it may.
template <int N>
constexpr std::string promotion_text(const Game<N>& game, Move m) {
  if (!m.promotes() || !game.promotion_is_chosen(m.new_kind())) return "";
  return "=" + std::string(1, game.symbol(m.new_kind()));
}

// The text of a drop's turn of a block (Move::block_turn, GameSpec::rotating_blocks): ":a1cw", the
// block named by its lower left cell, turned clockwise ("cw") or not ("ccw"); empty for none.
template <int N>
constexpr std::string block_turn_text(const Game<N>& game, int turn) {
  if (turn == 0) return "";
  return ":" + game.cell_name_of(block_corner(game, turned_block(turn))) +
         (turns_clockwise(turn) ? "cw" : "ccw");
}

// The move's text: T@c3 (T@c3:a1cw where a block turns after it), d4-d8, 2b1-c2, d7/g7 (a shot from
// d7 onto g7), pass, e7-e8=Q, xd4 (the piece on d4 taken off: a Remove), O-O and O-O-O (castling
// with the partner on the higher files, or the lower); a capture en passant is written as the move
// it is (e5-d6).
template <int N>
constexpr std::string format_move(const Game<N>& game, Move m) {
  switch (m.type()) {
    case MoveType::drop:
      return std::string(1, game.symbol(m.dropped_kind())) + "@" + game.cell_name_of(m.to()) +
             block_turn_text(game, m.block_turn());
    case MoveType::stack_move:
      return to_text(m.count()) + game.cell_name_of(m.from()) + "-" + game.cell_name_of(m.to());
    case MoveType::move:
    case MoveType::en_passant:
      return game.cell_name_of(m.from()) + "-" + game.cell_name_of(m.to()) +
             promotion_text(game, m);
    case MoveType::castle:
      return game.file_of(m.to()) > game.file_of(m.from()) ? "O-O" : "O-O-O";
    case MoveType::shot:
      return game.cell_name_of(m.from()) + "/" + game.cell_name_of(m.to());
    case MoveType::pass:
      return "pass";
    case MoveType::remove:
      return "x" + game.cell_name_of(m.to());
  }
  return "?";
}

// The move's other text, its '-' between two cells written 'x' (d4xd8, 2b1xc2), which parse_move
// reads as the same move; empty for a move whose text has none: a drop, shot, pass or removal,
// and a castling, whose dashes (O-O) are no move's.
template <int N>
constexpr std::string capture_spelling(const Game<N>& game, Move m) {
  const MoveType t = m.type();
  if (t != MoveType::move && t != MoveType::en_passant && t != MoveType::stack_move) return {};
  std::string text = format_move(game, m);
  text[text.find('-')] = 'x';
  return text;
}

namespace detail {

// One part of a turn as its text says it, before it is matched against the legal moves.
struct PartText {
  MoveType type = MoveType::move;
  int from = 0, to = 0, count = 0;  // a drop's from: its turn of a block (Move::block_turn)
  KindIndex kind = 0;               // a drop's
  KindIndex promoted = no_kind;  // "=Q"
  std::size_t used = 0;          // characters read
};

// Reads the turn of a block that ends a drop in a game whose blocks turn (":a1cw", ":d4ccw") at
// `at` of `whole`, adding the characters it takes to `used`; MoveSyntaxError when it is missing
// or names no block.
template <int N>
constexpr int read_block_turn(const Game<N>& game, std::string_view whole, std::size_t at,
                              std::size_t& used) {
  const std::string_view text = whole.substr(at);
  const auto syntax = [&](const std::string& why) {
    return MoveSyntaxError("move text " + detail::quoted(whole) + ": " + why);
  };
  if (text.empty() || text[0] != ':')
    throw syntax("a drop names the block it turns after it, as in T@c3:a1cw or T@c3:a1ccw");
  FileRank fr{};
  const int n = read_cell_name(text.substr(1), fr);
  const int side = game.rotating_blocks();
  if (n == 0 || fr.file >= game.files() || fr.rank >= game.ranks() || fr.file % side != 0 ||
      fr.rank % side != 0)
    throw syntax("no block has its lower left cell at " +
                 detail::quoted(text.substr(1, n == 0 ? text.size() - 1 : std::size_t(n))) +
                 " (blocks of " + to_text(side) + "x" + to_text(side) + " from a1)");
  const std::string_view way = text.substr(1 + std::size_t(n));
  const bool clockwise = way.starts_with("cw");
  if (!clockwise && !way.starts_with("ccw"))
    throw syntax("a block turns \"cw\" (clockwise) or \"ccw\", after its cell");
  used += 1 + std::size_t(n) + (clockwise ? 2 : 3);
  return block_turn_code(block_at_corner(game, fr.file, fr.rank), clockwise);
}

// Reads the part at `start` of `whole`. In the middle of a turn (`goes_on`) a part is written
// without its from cell, which is where the moving piece stands: "-e5" (or "xe5") moves it on,
// "/g7" shoots from there.
template <int N>
constexpr PartText read_part(const Game<N>& game, std::string_view whole, std::size_t start,
                             bool goes_on, int moving_cell) {
  const std::string_view text = whole.substr(start);
  auto syntax = [&](const std::string& why) {
    return MoveSyntaxError("move text " + detail::quoted(whole) + ": " + why);
  };
  auto read_cell = [&](std::string_view s, int& cell) -> int {
    FileRank fr{};
    const int n = read_cell_name(s, fr);
    if (n == 0) return 0;
    if (fr.file >= game.files() || fr.rank >= game.ranks())
      throw syntax("cell " + std::string(s.substr(0, n)) + " is off the " + to_text(game.files()) +
                   "x" + to_text(game.ranks()) + " board");
    if (!game.board_tables().on_board(fr.file, fr.rank))
      throw syntax("cell " + std::string(s.substr(0, n)) + " is not on the board (off_board)");
    cell = game.cell(fr.file, fr.rank);
    return n;
  };
  const std::string form = "expected T@c3, d4-d8 or 2b1-c2";
  PartText out{};
  std::size_t i = 0;
  if (!goes_on && text == "pass") {
    out.type = MoveType::pass;
    out.used = 4;
    return out;
  }
  if (!goes_on && (text == "O-O" || text == "O-O-O")) {
    out.type = MoveType::castle;
    out.count = text == "O-O" ? 1 : 0;  // towards the higher files
    out.used = text.size();
    return out;
  }
  // 'x' is no file letter (files end at p), and a drop of a kind x reads x@: xd4 is a removal.
  if (!goes_on && text.size() >= 2 && text[0] == 'x' && text[1] != '@') {
    out.type = MoveType::remove;
    const int n = read_cell(text.substr(1), out.to);
    if (n == 0) throw syntax(form);
    out.from = out.to;
    out.used = 1 + std::size_t(n);
    return out;
  }
  if (!goes_on && text.size() >= 2 && text[1] == '@') {
    out.type = MoveType::drop;
    out.kind = game.kind_of_symbol(text[0]);
    if (out.kind == no_kind)
      throw syntax("unknown piece symbol " + detail::quoted_character_at(text, 0));
    const int n = read_cell(text.substr(2), out.to);
    if (n == 0) throw syntax(form);
    out.used = 2 + std::size_t(n);
    if (game.rotating_blocks() != 0)
      out.from = read_block_turn(game, whole, start + out.used, out.used);
    return out;
  }
  if (goes_on) {
    out.from = moving_cell;
  } else {
    long long number = 0;
    const int digits = detail::read_number(text, number);
    if (digits) {
      const std::string_view written = text.substr(0, std::size_t(digits));
      if (number < 1 || number > max_lifted_pieces)
        throw syntax("count " + std::string(written) + " is not between 1 and " +
                     to_text(max_lifted_pieces));
      if (written[0] == '0')
        throw syntax("count " + detail::quoted(written) + " has a leading zero");
      out.type = MoveType::stack_move;
      out.count = int(number);
      i = std::size_t(digits);
    }
    const int used_from = read_cell(text.substr(i), out.from);
    if (used_from == 0) throw syntax(form);
    i += std::size_t(used_from);
  }
  if (i >= text.size() || (text[i] != '-' && text[i] != 'x' && text[i] != '/')) throw syntax(form);
  if (text[i] == '/' && out.type == MoveType::move) out.type = MoveType::shot;
  ++i;
  const int used_to = read_cell(text.substr(i), out.to);
  if (used_to == 0) throw syntax(form);
  i += std::size_t(used_to);
  if (i < text.size() && text[i] == '=') {
    if (i + 1 >= text.size()) throw syntax("'=' names no kind to promote to");
    out.promoted = game.kind_of_symbol(text[i + 1]);
    if (out.promoted == no_kind)
      throw syntax("unknown piece symbol " + detail::quoted_character_at(text, i + 1));
    i += 2;
  }
  out.used = i;
  return out;
}

// The legal move of `p` that `part` names, or IllegalMoveError naming the whole text.
template <int N>
constexpr Move find_part(const Game<N>& game, const Position<N>& p, const PartText& part,
                         std::string_view whole) {
  typename Game<N>::Moves moves;
  legal_moves(game, p, moves);
  for (const Move m : moves) {
    // A capture en passant is written as a move.
    const MoveType type = m.type() == MoveType::en_passant ? MoveType::move : m.type();
    if (type != part.type) continue;
    if (part.type == MoveType::castle) {
      if ((game.file_of(m.to()) > game.file_of(m.from())) != (part.count == 1)) continue;
    } else if (part.type != MoveType::pass) {
      if (m.to() != part.to) continue;
      if (part.type == MoveType::drop ? m.dropped_kind() != part.kind || m.block_turn() != part.from
                                      : m.from() != part.from)
        continue;
      if (part.type == MoveType::stack_move && m.count() != part.count) continue;
    }
    const bool says_promotion = m.promotes() && game.promotion_is_chosen(m.new_kind());
    if (part.promoted == no_kind ? says_promotion
                                 : !says_promotion || m.new_kind() != part.promoted)
      continue;
    return m;
  }
  throw IllegalMoveError(illegal_move_message(game, p, whole));
}

}  // namespace detail

// Reads move text and finds the legal move it names in `p`. Throws MoveSyntaxError for text
// that is not a move of this game's board, IllegalMoveError for a move that is not legal here.
// In a game whose turns have several parts this reads one part, the turn's first (parse_turn,
// turn.hpp, reads a whole turn).
template <int N>
constexpr Move parse_move(const Game<N>& game, const Position<N>& p, std::string_view text) {
  const detail::PartText part = detail::read_part(game, text, 0, false, 0);
  if (part.used != text.size())
    throw MoveSyntaxError("move text " + detail::quoted(text) + ": expected T@c3, d4-d8 or 2b1-c2");
  return detail::find_part(game, p, part, text);
}

// The legal move among `legal` (the legal moves of `p`, listed already: a caller that keeps them)
// whose text is that of `m` (a move of this game, perhaps from another position), or
// IllegalMoveError.
template <int N, class Moves>
constexpr Move legal_move_like(const Game<N>& game, const Position<N>& p, const Moves& legal,
                               Move m) {
  for (const Move candidate : legal)
    if (candidate.text_key() == m.text_key()) return candidate;
  throw IllegalMoveError(illegal_move_message(game, p, format_move(game, m)));
}

// The same, listing the legal moves of `p` itself.
template <int N>
constexpr Move legal_move_like(const Game<N>& game, const Position<N>& p, Move m) {
  typename Game<N>::Moves moves;
  legal_moves(game, p, moves);
  return legal_move_like(game, p, moves, m);
}

}  // namespace boardlab

#pragma once
// Move text (docs/rules.md, "Move text"): the canonical format, and parsing that finds the legal
// move a text names, with errors that name the input and the place. All constexpr.
//
//   T@c3 (drop)   d4-d8 or d4xd8 (move)   2b1-c2 (top two pieces of b1)
#include <string>
#include <string_view>

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

// The move's text: T@c3, d4-d8 or 2b1-c2.
template <int N>
constexpr std::string format_move(const Game<N>& game, Move m) {
  switch (m.type()) {
    case MoveType::drop:
      return std::string(1, game.symbol(m.dropped_kind())) + "@" + game.cell_name_of(m.to());
    case MoveType::stack_move:
      return to_text(m.count()) + game.cell_name_of(m.from()) + "-" + game.cell_name_of(m.to());
    case MoveType::move:
      return game.cell_name_of(m.from()) + "-" + game.cell_name_of(m.to());
  }
  return "?";
}

// Reads move text and finds the legal move it names in `p`. Throws MoveSyntaxError for text
// that is not a move of this game's board, IllegalMoveError for a move that is not legal here.
template <int N>
constexpr Move parse_move(const Game<N>& game, const Position<N>& p, std::string_view text) {
  auto syntax = [&](const std::string& why) {
    return MoveSyntaxError("move text " + detail::quoted(text) + ": " + why);
  };
  auto read_cell = [&](std::string_view s, int& cell) -> int {
    FileRank fr{};
    const int used = read_cell_name(s, fr);
    if (used == 0) return 0;
    if (fr.file >= game.files() || fr.rank >= game.ranks())
      throw syntax("cell " + std::string(s.substr(0, used)) + " is off the " +
                   to_text(game.files()) + "x" + to_text(game.ranks()) + " board");
    cell = game.cell(fr.file, fr.rank);
    return used;
  };
  const std::string form = "expected T@c3, d4-d8 or 2b1-c2";

  MoveType type = MoveType::move;
  int from = 0, to = 0, count = 0;
  KindIndex kind = 0;
  if (text.size() >= 2 && text[1] == '@') {
    type = MoveType::drop;
    kind = game.kind_of_symbol(text[0]);
    if (kind == no_kind)
      throw syntax("unknown piece symbol " + detail::quoted_character_at(text, 0));
    const int used = read_cell(text.substr(2), to);
    if (used == 0 || 2 + used != int(text.size())) throw syntax(form);
  } else {
    std::size_t i = 0;
    long long n = 0;
    const int digits = detail::read_number(text, n);
    if (digits) {
      const std::string_view written = text.substr(0, std::size_t(digits));
      if (n < 1 || n > Stack::max_height)
        throw syntax("count " + std::string(written) + " is not between 1 and " +
                     to_text(Stack::max_height));
      if (written[0] == '0')
        throw syntax("count " + detail::quoted(written) + " has a leading zero");
      type = MoveType::stack_move;
      count = int(n);
      i = std::size_t(digits);
    }
    const int used_from = read_cell(text.substr(i), from);
    if (used_from == 0) throw syntax(form);
    i += std::size_t(used_from);
    if (i >= text.size() || (text[i] != '-' && text[i] != 'x')) throw syntax(form);
    ++i;
    const int used_to = read_cell(text.substr(i), to);
    if (used_to == 0 || i + std::size_t(used_to) != text.size()) throw syntax(form);
  }

  typename Game<N>::Moves moves;
  legal_moves(game, p, moves);
  for (const Move m : moves) {
    if (m.type() != type || m.to() != to) continue;
    if (type == MoveType::drop ? m.dropped_kind() == kind : m.from() == from && m.count() == count)
      return m;
  }
  throw IllegalMoveError(illegal_move_message(game, p, text));
}

// The legal move of `p` whose text is that of `m` (a move of this game, perhaps from another
// position), or IllegalMoveError.
template <int N>
constexpr Move legal_move_like(const Game<N>& game, const Position<N>& p, Move m) {
  typename Game<N>::Moves moves;
  legal_moves(game, p, moves);
  for (const Move legal : moves)
    if (legal.text_key() == m.text_key()) return legal;
  throw IllegalMoveError(illegal_move_message(game, p, format_move(game, m)));
}

}  // namespace boardlab

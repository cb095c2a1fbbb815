#pragma once
// UCI move text as Fairy-Stockfish writes it for the chess family and Ataxx: the move notation
// chess engines exchange, for games of one-part turns (docs/rules.md, "FEN and UCI"). FEN is in
// fen.hpp.
#include <string>
#include <string_view>

#include "error.hpp"
#include "game.hpp"
#include "move.hpp"
#include "move_text.hpp"
#include "outcome.hpp"
#include "position.hpp"
#include "position_text.hpp"
#include "quoted_text.hpp"
#include "royal_legality.hpp"

namespace boardlab {

// A move in UCI as Fairy-Stockfish writes it: from and to cells, a promotion's kind in lower case
// (`e7e8q`), a drop as `P@e4`, a pass as a piece's cell twice (below), a castling as the castling
// piece's move to where it lands (`e1g1`), or with `king_takes_rook` (Chess960's UCI) onto its
// partner (`e1h1`). A game's other moves (stacks, shots, removals) have no UCI; their own move text
// is written.
template <int N>
constexpr std::string format_uci(const Game<N>& game, const Position<N>& p, Move m,
                                 bool king_takes_rook = false) {
  const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; };
  const auto upper = [](char c) { return c >= 'a' && c <= 'z' ? char(c - 'a' + 'A') : c; };
  switch (m.type()) {
    case MoveType::move:
    case MoveType::en_passant:
      return game.cell_name_of(m.from()) + game.cell_name_of(m.to()) +
             (m.promotes() ? std::string(1, lower(game.symbol(m.new_kind()))) : "");
    case MoveType::drop:
      return std::string(1, upper(game.symbol(m.dropped_kind()))) + "@" +
             game.cell_name_of(m.to()) + block_turn_text(game, m.block_turn());
    case MoveType::castle: {
      if (king_takes_rook) return game.cell_name_of(m.from()) + game.cell_name_of(m.to());
      const auto at = detail::castle_cells(game, *game.castle_rule(p.top[m.from()], p.top[m.to()]),
                                           m.from(), m.to());
      return game.cell_name_of(m.from()) + game.cell_name_of(at.piece_to);
    }
    case MoveType::pass: {
      // Fairy-Stockfish passes with a piece that stays: the royal piece, else the lowest cell
      // of the mover's pieces (Ataxx's `a7a7`); `0000` when the mover has none.
      auto pieces = game.royals(p, p.side);
      if (pieces.none()) pieces = p.by_owner[index(p.side)];
      if (pieces.none()) return "0000";
      const std::string cell = game.cell_name_of(pieces.lowest());
      return cell + cell;
    }
    default:
      return format_move(game, m);
  }
}

// The legal move of `p` whose UCI (format_uci) is `text`: MoveSyntaxError for an empty text,
// IllegalMoveError for one that names no legal move.
template <int N>
constexpr Move parse_uci(const Game<N>& game, const Position<N>& p, std::string_view text,
                         bool king_takes_rook = false) {
  if (text.empty()) throw MoveSyntaxError("UCI move text '' is empty");
  typename Game<N>::Moves moves;
  legal_moves(game, p, moves);
  for (const Move m : moves)
    if (format_uci(game, p, m, king_takes_rook) == text) return m;
  throw IllegalMoveError("UCI move " + detail::quoted(text) + " is not legal in position " +
                         detail::quoted(format_position(game, p)));
}

}  // namespace boardlab

#pragma once
// Ataxx (docs/rules.md, "Ataxx"): on a 7x7 board white (P, player 0, first) and black (p) start
// with two pieces each in opposite corners. A turn either clones a piece onto an empty cell next
// to one of the mover's pieces (a drop from a supply that never runs out) or jumps a piece to an
// empty cell two cells away; either way every enemy piece next to where it lands becomes the
// mover's. A player who cannot move passes; a player left without pieces loses; when neither
// can move (the board is full) the one with more pieces wins. Fairy-Stockfish's `ataxx`, whose
// FEN and UCI boardlab writes (`P@f2` a clone, `g1e1` a jump, `a7a7` a pass), with its start and
// its rules: no fifty-move rule, no blocked cells.
#include <array>
#include <climits>

#include "../spec.hpp"
#include "options.hpp"

namespace boardlab::games {

struct AtaxxOptions {
  int size = 7;  // a size x size board, 4 to 16; over 8 it needs Game<128> or more
  // The ply limit, a draw (Fairy-Stockfish has none: jumps can go on for ever).
  int max_plies = 1000;
  // Turns in a row without a clone that draw the game; 0: none, as Fairy-Stockfish (the engines'
  // protocol for Ataxx draws at 100). The count is kept either way: FEN's halfmove clock.
  int quiet_turn_limit = 0;
};

inline constexpr std::array ataxx_options{
    option<&AtaxxOptions::size>("size", "board side, 4 to 16"),
    option<&AtaxxOptions::max_plies>("max_plies",
                                     "the game is drawn when the ply counter reaches this"),
    option<&AtaxxOptions::quiet_turn_limit>(
        "quiet_turn_limit",
        "the game is drawn after this many turns in a row without a clone (0: never, as "
        "Fairy-Stockfish)"),
};

constexpr GameSpec ataxx(const AtaxxOptions& options = {}) {
  const int n = options.size;
  if (n < 4 || n > max_board_side)
    throw SpecError("ataxx: size " + to_text(n) + " is not from 4 to 16");
  if (options.quiet_turn_limit < 0)
    throw SpecError("ataxx: quiet_turn_limit " + to_text(options.quiet_turn_limit) +
                    " is negative");
  GameSpec s;
  s.name = "ataxx";
  s.files = n;
  s.ranks = n;
  s.max_plies = options.max_plies;
  // Without a limit of its own, one the ply limit comes first (or as soon, at the largest ply
  // limit): the count is kept for FEN.
  s.quiet_turn_limit = options.quiet_turn_limit != 0 ? options.quiet_turn_limit
                       : options.max_plies < INT_MAX ? options.max_plies + 1
                                                      : options.max_plies;
  s.add_kind('P', Owner::zero, "white");
  s.add_kind('p', Owner::one, "black");
  for (const char symbol : {'P', 'p'}) {
    s.moves(symbol, Drop{.directions = dir::all, .next_to = Targets::friendly, .unlimited = true});
    // The jumps: every cell two steps away, knight's and alfil's leaps among them.
    for (const Offset offset : {Offset{2, 0}, Offset{2, 1}, Offset{2, 2}})
      s.moves(symbol,
              OffsetLeap{.offset = offset, .symmetry = Symmetry::all, .onto = Targets::empty});
    s.kind_by_symbol(symbol).converts = dir::all;
  }
  s.placement = Placement::anytime;
  s.no_legal_move = NoMoveResult::passes_or_ends;
  s.end_score = EndScore::most_pieces;
  for (const Player p : {Player::zero, Player::one})
    s.add_end(
        NoPiecesLeft{.pieces = Pieces::of(p), .winner = opponent(p), .when = When::winner_moved});
  // White in the top left and bottom right corners, black in the other two.
  const std::size_t inside = std::size_t(n - 2);
  s.start.append("P").append_number(inside).append("p");
  for (int rank = n - 2; rank >= 1; --rank) s.start.append("/").append_number(std::size_t(n));
  s.start.append("/p").append_number(inside).append("P 0 - 0");
  return s;
}

}  // namespace boardlab::games

#pragma once
// Explosions (GameSpec::captures_explode, atomic chess): a capture removes the taking piece and
// every piece on a neighbour of the cell it lands on, but for explosion-proof kinds'
// (KindSpec::explosion_proof), with the taken one. Here: the explosion itself (apply.hpp calls it;
// undo puts the pieces back with put_back_around), and the legality of moves where royal pieces
// may be exploded.
//
// The attacks of such a game (royal_legality.hpp, attacked_on) already leave out the captures
// that would explode the taker's own royal piece; what a move's own explosion does is looked at
// here, on the boards the move would make.
#include "game.hpp"
#include "move.hpp"
#include "position.hpp"
#include "position_update.hpp"
#include "royal_legality.hpp"

namespace boardlab::detail {

// The cells around `cell` whose pieces an explosion there removes, on the given boards.
template <int N>
constexpr typename Game<N>::Board blast_around(const Game<N>& game, int cell,
                                               const typename Game<N>::Board& occupied,
                                               const typename Game<N>::Board& proof) {
  return (game.board_tables().neighbours(cell) & occupied).without(proof);
}

// The explosion of a capture that landed on `to`: the taking piece there and the pieces around
// it that are not explosion-proof leave the board. Returns those around it, for the undo record
// (the taking and taken pieces are its kept cells); put_back_around puts them back.
template <int N>
constexpr TakenAround<N> explode(const Game<N>& game, Position<N>& p, int to) {
  const TakenAround<N> taken = take_around(
      game, p, to, blast_around(game, to, p.occupied, game.explosion_proof_of(p.by_kind)));
  set_cell(game, p, to, Stack{});
  return taken;
}

// Whether `m`, played by the player to move in `p` in a game whose captures explode, is not
// legal for its royal pieces: it explodes one of the mover's, or leaves one attacked without
// exploding the other player's last. On the boards the move would make, as
// leaves_royal_attacked; `proof` and `enemy_royals` are the position's explosion-proof pieces
// and the other player's royal pieces, found once for all its moves.
template <int N>
constexpr bool explosion_unsafe(const Game<N>& game, const Position<N>& p, Move m,
                                const typename Game<N>::Board& proof,
                                const typename Game<N>::Board& enemy_royals) {
  // Royal kinds take no piece they leap (check_royals): a capture lands on it or en passant
  // (detail::captures, a layer above, says the same of such a game's moves).
  const bool captures =
      m.type() == MoveType::en_passant ||
      (m.type() == MoveType::move && p.by_owner[index(opponent(p.side))].test(m.to()));
  MoverBoards<N> b = mover_boards_after(game, p, m);
  if (captures) {
    auto blast = blast_around(game, m.to(), b.occupied, proof);
    blast.set(m.to());
    if ((b.royals & blast).any()) return true;
    b.occupied = b.occupied.without(blast);
    b.enemies = b.enemies.without(blast);
    if (enemy_royals.any() && (enemy_royals & b.enemies).none()) return false;
  }
  return royal_attacked_on(game, p, b);
}

// Keeps the moves of [first, end) that explosion_unsafe lets through; returns the new end.
template <int N>
constexpr Move* keep_royals_safe_from_explosions(const Game<N>& game, const Position<N>& p,
                                                 Move* first, Move* end) {
  const auto proof = game.explosion_proof_of(p.by_kind);
  const auto enemy_royals = game.royals(p, opponent(p.side));
  Move* kept = first;
  for (Move* m = first; m != end; ++m)
    if (!explosion_unsafe(game, p, *m, proof, enemy_royals)) *kept++ = *m;
  return kept;
}

}  // namespace boardlab::detail

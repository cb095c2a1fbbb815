#pragma once
// Making and unmaking moves. `apply_unchecked` returns an undo record that `undo` takes back; the
// caller owns the records (State keeps them in its history), so search needs no copies. Every
// cell changes through set_cell (position_update.hpp).
#include <array>
#include <cstdint>

#include "block_turn.hpp"
#include "explosion.hpp"
#include "force_inline.hpp"
#include "game.hpp"
#include "move.hpp"
#include "position.hpp"
#include "position_update.hpp"
#include "primitive_moves.hpp"

namespace boardlab {

// The old contents of the cells a move changed, and where the turn stood before it.
template <int N = 64>
struct Undo {
  // The cells whose stacks are kept: the move's start cell (drops: unused), its target cell, and
  // the leapt-over cell when the move captured it.
  enum Kept : int { from_cell, to_cell, leapt_cell };

  Move move = Move::none();
  std::uint32_t turn = 0;  // TurnState::packed() before the move
  // The kept stacks' pieces and heights apart: as three Stacks they would hold 21 bytes of
  // padding, and every apply writes the record.
  std::array<std::uint64_t, 3> pieces{};
  std::array<std::uint8_t, 3> heights{};
  std::uint8_t leapt_at = 0;  // the leapt-over cell (a flying Leap's is not halfway)
  int quiet_turns = 0;        // Position::quiet_turns before the move (games that count them)

  constexpr Stack kept(Kept k, std::uint8_t piece_bits) const {
    return {pieces[k], heights[k], piece_bits};
  }
  constexpr void keep(Kept k, Stack s) {
    pieces[k] = s.pieces;
    heights[k] = s.height;
  }
  // Position::closed before a move that ended the turn and so opened them (in games whose jumped
  // pieces leave at the turn's end); for a drop, the pieces it turned over (Drop::flips: such a
  // game closes no cells, and a drop starts a turn, when none is closed); the pieces a move took
  // by custodial capture (custody.hpp: a game with it neither flips nor closes cells); those an
  // explosion removed around the target cell (explosion.hpp: a game whose captures explode has
  // neither custodial capture nor closed cells); else empty.
  typename Position<N>::Board cells{};
  // The kinds of the pieces taken by custodial capture or an explosion, eight bits each, by the
  // Direction they stood in from the move's target cell (TakenAround, position_update.hpp).
  std::uint64_t taken_kinds = 0;
  // Position::unmoved and Position::en_passant before the move (games that have them).
  typename Position<N>::Board unmoved{};
  typename Position<N>::Board en_passant{};
  std::uint8_t en_passant_piece = 0;
  std::array<std::uint8_t, 2> checks_given{};  // Position::checks_given before the move
  // The kind a taken piece went to the taker's reserve as (KindSpec::captured_as), or no_kind;
  // and how the move changed Position::promoted (PromotedChange bits).
  KindIndex to_reserve = no_kind;
  std::uint8_t promoted_change = 0;
};

// How a move changed the promoted pieces (Position::promoted), in Undo::promoted_change.
enum PromotedChange : std::uint8_t {
  promoted_piece_taken = 1,  // the piece it took was a promoted one
  promoted_piece_moved = 2,  // the piece that moved was a promoted one
  promoted_now = 4,          // the move promoted its piece, and the game remembers it
};

namespace detail {

// The enemy pieces that the mover's piece now on `to` encloses (custody.hpp): next to it along a
// custodial direction, with a capturing piece of the mover's or an empty hostile cell straight
// beyond (Enclosure::two_sides), or on every side (Enclosure::all_sides).
template <int N>
constexpr typename Game<N>::Board enclosed_pieces(const Game<N>& game, const Position<N>& p,
                                                  int to) {
  using Board = typename Game<N>::Board;
  const Board& enemies = p.by_owner[index(opponent(p.side))];
  const int count = game.custodial_direction_count();
  // Most moves stop next to no enemy: only then are the holding pieces worth finding.
  bool next_to_enemy = false;
  for (int j = 0; j < count && !next_to_enemy; ++j) {
    const Direction d = game.custodial_direction(j);
    next_to_enemy = game.can_step(d).test(to) && enemies.test(to + game.offset(d));
  }
  if (!next_to_enemy) return {};
  const Board holds = game.custodians(p, p.side) | game.hostile_cells().without(p.occupied);
  const auto held = [&](int cell, Direction d) {
    return game.can_step(d).test(cell) && holds.test(cell + game.offset(d));
  };
  Board taken{};
  for (int j = 0; j < count; ++j) {
    const Direction d = game.custodial_direction(j);
    if (!game.can_step(d).test(to)) continue;
    const int cell = to + game.offset(d);
    if (!enemies.test(cell)) continue;
    switch (game.kind(p.top[cell]).enclosure) {
      case Enclosure::two_sides:
        if (held(cell, d)) taken.set(cell);
        break;
      case Enclosure::all_sides: {
        bool all = true;
        for (int e = 0; e < count && all; ++e) all = held(cell, game.custodial_direction(e));
        if (all) taken.set(cell);
        break;
      }
      case Enclosure::never:
        break;
    }
  }
  return taken;
}

// Takes the pieces the piece just put on `to` encloses. Returned, not written into the caller's
// undo record: a record whose address escapes into a call the compiler does not inline keeps
// every store to it, and playouts, which drop the record, would pay for them at every move.
template <int N>
constexpr TakenAround<N> take_enclosed(const Game<N>& game, Position<N>& p, int to) {
  if (!game.kind(p.top[to]).custodian) return {};
  return take_around(game, p, to, enclosed_pieces(game, p, to));
}

// Turns the enemy pieces next to `to`, along the converting directions of the kind standing
// there (KindSpec::converts), into pieces of that kind: Ataxx's conversion. Returns what they
// were, by direction, as taken pieces are kept (a game that converts has no stacks).
template <int N>
constexpr TakenAround<N> convert_around(const Game<N>& game, Position<N>& p, int to) {
  const KindIndex k = p.top[to];
  const DirectionSet directions = game.kind(k).converts;
  TakenAround<N> changed{};
  const auto enemies = p.by_owner[index(opponent(p.side))];
  for (int j = 0; j < direction_count; ++j) {
    const Direction d = Direction(j);
    if (!directions.contains(d) || !game.can_step(d).test(to)) continue;
    const int cell = to + game.offset(d);
    if (!enemies.test(cell)) continue;
    changed.cells.set(cell);
    changed.kinds |= std::uint64_t(p.top[cell]) << (8 * j);
    set_cell(game, p, cell, Stack::single(k));
  }
  return changed;
}

// Puts a piece of the mover's claiming kind (KindSpec::claims) on every empty cell next to `to`
// whose neighbours along the claiming directions are all on the board and occupied: dots and
// boxes' box, once its four sides are drawn. Judged on the board as the move left it, all at
// once: a claimed cell encloses no other. Read from the claim tables (GameTables::claim_ring): a
// few bit tests. Returns the cells claimed, as taken pieces are kept (each was empty: undo
// empties them, unclaim).
template <int N>
constexpr TakenAround<N> claim_enclosed(const Game<N>& game, Position<N>& p, int to) {
  TakenAround<N> claimed{};
  const ClaimRing& next = game.claim_neighbours(p.side, to);
  for (int j = 0; j < next.count; ++j) {
    const int cell = next.cells[j];
    if (p.occupied.test(cell)) continue;
    const ClaimRing& ring = game.claim_ring(p.side, cell);
    bool enclosed = true;
    for (int e = 0; e < ring.count && enclosed; ++e) enclosed = p.occupied.test(ring.cells[e]);
    if (enclosed) claimed.cells.set(cell);
  }
  if (claimed.cells.any()) {
    const KindIndex k = game.claim_kind(p.side);
    for_each_cell(claimed.cells, [&](int c) { set_single_cell(game, p, c, k); });
  }
  return claimed;
}

// What the piece just put on `to` does to its neighbours: takes those it encloses (custodial
// capture), converts them, or claims the empty cells it encloses (spec_check allows a game one
// of the three).
template <int N>
constexpr TakenAround<N> change_neighbours(const Game<N>& game, Position<N>& p, int to) {
  if (game.converts_neighbours()) return convert_around(game, p, to);
  if (game.claims_cells()) return claim_enclosed(game, p, to);
  return take_enclosed(game, p, to);
}

// Keeps in the undo record the pieces taken around the move's target cell (custodial capture,
// an explosion) or converted there.
template <int N>
constexpr void keep_taken_around(Undo<N>& u, const TakenAround<N>& taken) {
  u.cells = taken.cells;
  u.taken_kinds = taken.kinds;
}

// Empties the cells a move claimed (KindSpec::claims), which were empty before it. A call, so
// that undo stays small enough for GCC to inline set_cell into it for the games without claims.
template <int N>
BOARDLAB_NOINLINE constexpr void unclaim(const Game<N>& game, Position<N>& p, const Undo<N>& u) {
  for_each_cell(u.cells, [&](int c) { set_single_cell(game, p, c, no_kind); });
}

// Puts back what keep_taken_around kept, if the game takes pieces around a cell (or empties
// the cells it claimed). Inlined: every undo of a move asks, and most games have neither.
template <int N>
BOARDLAB_INLINE constexpr void put_back_taken_around(const Game<N>& game, Position<N>& p,
                                                     const Undo<N>& u, int to) {
  // The record's cells first: they are empty after most moves of every game, and in the record
  // the compiler has at hand.
  if (u.cells.any() && game.keeps_pieces_around()) {
    if (game.claims_cells()) return unclaim(game, p, u);
    put_back_around(game, p, to, TakenAround<N>{u.cells, u.taken_kinds});
  }
}

// A stack taller than the game's stack_limit loses its bottom pieces: the mover's go to the
// mover's reserve, the others leave the game (Focus). Undo puts the cell's stacks back from the
// record and takes the reserve's pieces back (untrim_reserve). Returns whether a piece of another
// player's left the game: a capture, for the quiet-turn count.
template <int N>
constexpr bool trim_stack(const Game<N>& game, Position<N>& p, int cell) {
  const Stack s = p.stack(cell);
  const int excess = s.height - game.stack_limit();
  bool took = false;
  for (int level = 0; level < excess; ++level) {
    const KindIndex k = s.at(level);
    if (game.owner(k) == owner_of(p.side))
      set_reserve(game, p, k, p.reserve[k] + 1);
    else
      took = true;
  }
  set_cell(game, p, cell, s.without_bottom(excess));
  return took;
}

// Trims the stack on `cell` if the move made it taller than the limit. Asked only where a move
// puts pieces on others, so that games of single pieces, and single pieces' moves, pay nothing.
template <int N>
BOARDLAB_INLINE constexpr bool trim_if_tall(const Game<N>& game, Position<N>& p, int cell) {
  return game.stack_limit() != 0 && p.height[cell] > game.stack_limit() &&
         trim_stack(game, p, cell);
}

// Takes back from the reserve what trim_stack put there when `u`'s move was made, the mover to
// move again: the stack the move made is found again from the record's kept stacks.
template <int N>
constexpr void untrim_reserve(const Game<N>& game, Position<N>& p, const Undo<N>& u) {
  const Move m = u.move;
  const Stack target = u.kept(u.to_cell, p.piece_bits), from = u.kept(u.from_cell, p.piece_bits);
  Stack made{};
  switch (m.type()) {
    case MoveType::drop:
      made = target.with_on_top(Stack::single(m.dropped_kind()));
      break;
    case MoveType::stack_move:
      made = m.stacks() ? target.with_on_top(from.top_part(m.count())) : from.top_part(m.count());
      break;
    case MoveType::move:
      made = m.stacks() ? target.with_on_top(from) : from;
      break;
    default:
      return;
  }
  for (int level = 0; level < made.height - game.stack_limit(); ++level)
    if (const KindIndex k = made.at(level); game.owner(k) == owner_of(p.side))
      set_reserve(game, p, k, p.reserve[k] - 1);
}

// Takes a piece dropped onto a stack off it again (Drop::onto): the stack it was put on, from the
// record, and the reserve as it was before a trim.
template <int N>
constexpr void take_off_stack(const Game<N>& game, Position<N>& p, const Undo<N>& u) {
  if (game.stack_limit() != 0) untrim_reserve(game, p, u);
  set_cell(game, p, u.move.to(), u.kept(u.to_cell, p.piece_bits));
}

// A piece whose kind promotes where its turn ends (PromotionTiming::at_turn_end), ending its turn
// on `cell`, is promoted there.
template <int N>
constexpr void promote_at_turn_end(const Game<N>& game, Position<N>& p, int cell) {
  if (!game.has_promotions_at_turn_end()) return;
  const KindIndex k = p.top[cell];
  if (k == no_kind) return;
  const auto& info = game.kind(k);
  if (info.promotes_at_turn_end && info.promotion_region.test(cell))
    set_cell(game, p, cell, Stack::single(info.promotion_choices[0]));
}

// Ends the turn: the other player's begins, or the same player's again (TurnState::again).
template <int N>
constexpr void end_turn(const Game<N>& game, Position<N>& p, TurnState next) {
  p.hash ^= game.turn_key(p.turn) ^ game.turn_key(next);
  p.turn = next;
  if (!next.again) {
    p.side = opponent(p.side);
    p.hash ^= game.side_key();
  }
  ++p.ply;
}

// Ends the turn of a game whose players move again after a claim and that has no turn rules
// (dots and boxes): its turns are one move each, so the turn rules' path, which looks for a turn's
// next part, is not taken. `claimed`: the move claimed a cell. Returns the turn state before, for
// the undo record. A call, so that apply stays as small as it was for every other game; and the
// record is not handed to it, whose address would then escape and keep every store to it in
// playouts that drop it (take_enclosed).
template <int N>
BOARDLAB_NOINLINE constexpr std::uint32_t end_claiming_turn(const Game<N>& game, Position<N>& p,
                                                            bool claimed) {
  const std::uint32_t before = p.turn.packed();
  end_turn(game, p, TurnState{.again = std::uint8_t(claimed ? 1 : 0)});
  return before;
}

// Takes end_claiming_turn back: the turn state from the record, the side to move back unless
// the move claimed (its player moved again).
template <int N>
constexpr void reopen_claiming_turn(const Game<N>& game, Position<N>& p, const Undo<N>& u) {
  const TurnState before = TurnState::unpacked(u.turn);
  if (!p.turn.again) {
    p.hash ^= game.side_key();
    p.side = opponent(p.side);
  }
  p.hash ^= game.turn_key(p.turn) ^ game.turn_key(before);
  p.turn = before;
  --p.ply;
}

// After a move of a game with turn rules: the turn goes on with the moving piece's next part
// when the move says so and that part has a move (or may be stopped), else it ends, and the same
// player moves again when `again` (the move claimed a cell: GameSpec::moves_again_after_claim).
// A move that promotes, or a pass, ends the turn.
template <int N>
constexpr void after_part(const Game<N>& game, Position<N>& p, Move m, bool again) {
  if (m.promotes()) set_cell(game, p, m.to(), Stack::single(m.new_kind()));
  if (m.type() == MoveType::pass) {
    // A pass at the start of a turn passes the turn; in its middle it stops the turn there.
    const bool passed_turn = !p.turn.mid_turn();
    if (!passed_turn) promote_at_turn_end(game, p, p.turn.cell);
    return end_turn(game, p,
                    TurnState{.passes = std::uint8_t(passed_turn ? p.turn.passes + 1 : 0)});
  }
  const TurnState next{.part = std::uint8_t(m.then_part()),
                       .cell = std::uint8_t(m.to()),
                       .came_from = std::uint8_t(m.from()),
                       .may_stop = std::uint8_t(m.may_stop() ? 1 : 0)};
  const auto next_has_move = [&] {
    const TurnState before = p.turn;
    p.turn = next;
    const bool found = detail::later_part_has_move(game, p, detail::target_boards(game, p));
    p.turn = before;
    return found;
  };
  if (m.then_part() == 0 || m.promotes() || (!m.surely_goes_on() && !next_has_move())) {
    if (m.type() == MoveType::move || m.type() == MoveType::stack_move)
      promote_at_turn_end(game, p, m.to());
    return end_turn(game, p, TurnState{.again = std::uint8_t(again ? 1 : 0)});
  }
  p.hash ^= game.turn_key(p.turn) ^ game.turn_key(next);
  p.turn = next;
}

// Sets the castling rights (Position::unmoved), keeping the hash.
template <int N>
constexpr void set_unmoved(const Game<N>& game, Position<N>& p,
                           const typename Position<N>::Board& cells) {
  for_each_cell(p.unmoved ^ cells, [&](int c) { p.hash ^= game.unmoved_key(c); });
  p.unmoved = cells;
}

// Sets the checks `player` has given, keeping the hash.
template <int N>
constexpr void set_checks_given(const Game<N>& game, Position<N>& p, Player player, int count) {
  const int i = index(player);
  p.hash ^= game.checks_key(i, p.checks_given[std::size_t(i)]) ^ game.checks_key(i, count);
  p.checks_given[std::size_t(i)] = std::uint8_t(count);
}

// Marks or unmarks the piece on `cell` as promoted (Position::promoted), keeping the hash.
template <int N>
constexpr void flip_promoted(const Game<N>& game, Position<N>& p, int cell) {
  p.promoted ^= Position<N>::Board::of(cell);
  p.hash ^= game.promoted_key(cell);
}

// The cell of the piece `m` takes, or -1: a piece on its target cell, one it jumps, or one taken
// en passant (the captures of a game whose taken pieces go to a reserve: spec_check).
template <int N>
constexpr int taken_cell(const Game<N>& game, const Position<N>& p, Move m) {
  if (m.type() == MoveType::en_passant) return p.en_passant_piece;
  if (m.type() != MoveType::move) return -1;
  if (m.captures_leapt()) return leapt_cell(game, p, m.from(), m.to());
  const KindIndex k = p.top[m.to()];
  return k != no_kind && game.owner(k) == owner_of(opponent(p.side)) ? m.to() : -1;
}

// What move_to_reserve did, for undo: Undo::to_reserve and Undo::promoted_change.
struct ReserveChange {
  KindIndex to_reserve = no_kind;
  std::uint8_t promoted_change = 0;
};

// Before `m` changes the board: the piece it takes goes to the mover's reserve as its
// captured_as kind (demoted first if it was promoted), and the promoted marks follow the move.
// Returns what undo needs, not written into the caller's record (take_enclosed says why).
template <int N>
constexpr ReserveChange move_to_reserve(const Game<N>& game, Position<N>& p, Move m) {
  ReserveChange change{};
  const int taken = taken_cell(game, p, m);
  if (taken >= 0) {
    KindIndex k = p.top[taken];
    if (game.remembers_promotions() && p.promoted.test(taken)) {
      flip_promoted(game, p, taken);
      change.promoted_change |= promoted_piece_taken;
      k = game.demoted(k);
    }
    const KindIndex as = game.captured_as(k);
    if (as != no_kind) {
      set_reserve(game, p, as, p.reserve[as] + 1);
      change.to_reserve = as;
    }
  }
  if (!game.remembers_promotions()) return change;
  if ((m.type() == MoveType::move || m.type() == MoveType::en_passant) &&
      p.promoted.test(m.from())) {
    flip_promoted(game, p, m.from());
    flip_promoted(game, p, m.to());
    change.promoted_change |= promoted_piece_moved;
  } else if (m.promotes() && game.demoted(m.new_kind()) == p.top[m.from()]) {
    flip_promoted(game, p, m.to());
    change.promoted_change |= promoted_now;
  }
  return change;
}

// Takes back move_to_reserve.
template <int N>
constexpr void back_from_reserve(const Game<N>& game, Position<N>& p, const Undo<N>& u) {
  const Move m = u.move;
  if (u.promoted_change & (promoted_piece_moved | promoted_now)) flip_promoted(game, p, m.to());
  if (u.promoted_change & promoted_piece_moved) flip_promoted(game, p, m.from());
  if (u.promoted_change & promoted_piece_taken)
    flip_promoted(game, p, m.type() == MoveType::move && !m.captures_leapt() ? m.to() : u.leapt_at);
  if (u.to_reserve != no_kind) set_reserve(game, p, u.to_reserve, p.reserve[u.to_reserve] - 1);
}

// Sets the cells open to en passant and the piece that passed them, keeping the hash.
template <int N>
constexpr void set_en_passant(const Game<N>& game, Position<N>& p,
                              const typename Position<N>::Board& cells, int piece) {
  for_each_cell(p.en_passant ^ cells, [&](int c) { p.hash ^= game.en_passant_key(c); });
  p.en_passant = cells;
  p.en_passant_piece = std::uint8_t(piece);
}

// After a move (the board already changed, the side not yet): the cells it passed are open to en
// passant when the other player has a piece that could take there, and the pieces it moved or
// took lose their castling rights.
template <int N>
constexpr void update_memory(const Game<N>& game, Position<N>& p, Move m) {
  if (game.has_en_passant()) {
    typename Position<N>::Board passed{};
    if (m.passable()) {
      const int steps = game.steps_between(m.from(), m.to());
      const int step = (m.to() - m.from()) / steps;
      for (int c = m.from() + step; c != m.to(); c += step) passed.set(c);
      // Kept only where a piece of the other player could take en passant, as FEN writes it.
      if (!detail::can_take_en_passant(game, p, opponent(p.side), passed)) passed = {};
    }
    if (passed.any() || p.en_passant.any()) set_en_passant(game, p, passed, m.to());
  }
  if (game.has_castling() && p.unmoved.any()) {
    auto touched = Position<N>::Board::of(m.from());
    touched.set(m.to());
    if (m.type() == MoveType::drop || m.type() == MoveType::pass) touched = {};
    if ((p.unmoved & touched).any())
      set_unmoved(game, p, rights_left(game, p, p.unmoved.without(touched)));
  }
}

}  // namespace detail

// Plays `m`, which must be legal in `p`: it is not checked (an illegal move leaves an
// inconsistent position). For search loops that take moves from legal_moves; the checked form
// is apply() in state.hpp.
template <int N>
BOARDLAB_INLINE constexpr Undo<N> apply_unchecked(const Game<N>& game, Position<N>& p, Move m) {
  Undo<N> u{};
  u.move = m;
  const int to = m.to();
  // The position's memory of the chess family (quiet turns, castling rights, en passant, the
  // hand, explosions) is kept by games with turn rules only (GameTables::has_turn_rules): the
  // others pay one test for all of it.
  bool counts_quiet_turns = false, explodes = false, takes = false;
  if (game.has_turn_rules()) {
    // Read before the board changes: whether this part takes a piece, where the quiet-turn count
    // or an explosion (explosion.hpp) asks.
    counts_quiet_turns = game.quiet_turn_limit() != 0;
    const bool captured = (counts_quiet_turns || game.captures_explode()) && detail::captures(p, m);
    explodes = game.captures_explode() && captured;
    takes = counts_quiet_turns && captured;
    if (counts_quiet_turns && !takes && game.some_kind_resets_quiet_turns()) {
      const MoveType t = m.type();
      const KindIndex moved = t == MoveType::drop ? m.dropped_kind()
                              : t == MoveType::pass || t == MoveType::shot || t == MoveType::remove
                                  ? no_kind
                                  : p.top[m.from()];
      takes = moved != no_kind && game.resets_quiet_turns(moved);
    }
    if (game.has_castling()) u.unmoved = p.unmoved;
    if (game.has_en_passant()) {
      u.en_passant = p.en_passant;
      u.en_passant_piece = p.en_passant_piece;
    }
    if (game.captures_to_hand() || game.remembers_promotions()) {
      const detail::ReserveChange change = detail::move_to_reserve(game, p, m);
      u.to_reserve = change.to_reserve;
      u.promoted_change = change.promoted_change;
    }
    // A drop cannot be taken back, as a capture cannot (Fairy-Stockfish's fifty-move count, in
    // crazyhouse and in Ataxx, whose clones are drops).
    takes = takes || (counts_quiet_turns && m.type() == MoveType::drop);
  }
  switch (m.type()) {
    case MoveType::drop: {
      const KindIndex k = m.dropped_kind();
      if (game.drops_flip() && game.kind(k).flipped_kind != no_kind) {
        u.cells = detail::flipped_cells(game, p, k, to);
        for_each_cell(u.cells, [&](int c) { set_cell(game, p, c, Stack::single(k)); });
      }
      if (game.drops_onto_pieces() && p.height[to] != 0) {  // on top of a stack (Drop::onto)
        const Stack below = p.stack(to);
        u.keep(u.to_cell, below);
        set_cell(game, p, to, below.with_on_top(Stack::single(k)));
        takes |= detail::trim_if_tall(game, p, to);
      } else {
        // A drop lands on an empty cell (drop_targets): one piece where none was.
        set_single_cell(game, p, to, k);
      }
      if (!game.has_unlimited_drops() || !game.kind(k).unlimited)
        set_reserve(game, p, k, p.reserve[k] - 1);
      if (game.changes_neighbours())
        detail::keep_taken_around(u, detail::change_neighbours(game, p, to));
      // Last: the drop's own changes are made where it landed, before its block turns.
      if (game.rotating_blocks() != 0 && m.block_turn() != 0)
        play_block_turn(game, p, m.block_turn());
      break;
    }
    case MoveType::move: {
      const int from = m.from();
      const Stack moved = p.stack(from), target = p.stack(to);
      u.keep(u.from_cell, moved);
      u.keep(u.to_cell, target);
      if (moved.height == 1 && target.height <= 1 && !(m.stacks() && target.height == 1)) {
        move_single_piece(game, p, from, to);
      } else {
        set_cell(game, p, from, Stack{});
        set_cell(game, p, to, m.stacks() ? target.with_on_top(moved) : moved);
        takes |= detail::trim_if_tall(game, p, to);
      }
      if (m.captures_leapt()) {
        const int leapt = detail::leapt_cell(game, p, from, to);
        u.leapt_at = std::uint8_t(leapt);
        u.keep(u.leapt_cell, p.stack(leapt));
        set_cell(game, p, leapt, Stack{});
        if (game.has_turn_rules() && game.closes_leapt_cells()) close_cell(game, p, leapt);
      }
      if (game.changes_neighbours())
        detail::keep_taken_around(u, detail::change_neighbours(game, p, to));
      break;
    }
    case MoveType::stack_move: {
      const int from = m.from();
      const int count = m.count();
      const Stack stack = p.stack(from), target = p.stack(to);
      u.keep(u.from_cell, stack);
      u.keep(u.to_cell, target);
      const Stack group = stack.top_part(count);
      set_cell(game, p, from, stack.without_top(count));
      set_cell(game, p, to, m.stacks() ? target.with_on_top(group) : group);
      takes |= detail::trim_if_tall(game, p, to);
      break;
    }
    case MoveType::shot:
      u.keep(u.to_cell, p.stack(to));
      set_cell(game, p, to, Stack::single(m.new_kind()));
      // A shot's piece may enclose cells too (it takes nothing: custodial capture is a move's).
      if (game.claims_cells()) detail::keep_taken_around(u, detail::claim_enclosed(game, p, to));
      break;
    case MoveType::remove:
      u.keep(u.to_cell, p.stack(to));
      set_cell(game, p, to, Stack{});
      break;
    case MoveType::pass:
      break;
    case MoveType::castle: {
      const int from = m.from();
      const auto at =
          detail::castle_cells(game, *game.castle_rule(p.top[from], p.top[to]), from, to);
      const Stack piece = p.stack(from), partner = p.stack(to);
      u.keep(u.from_cell, piece);
      u.keep(u.to_cell, partner);
      set_cell(game, p, from, Stack{});
      set_cell(game, p, to, Stack{});
      set_cell(game, p, at.piece_to, piece);
      set_cell(game, p, at.partner_to, partner);
      break;
    }
    case MoveType::en_passant: {
      const int taken = p.en_passant_piece;
      u.leapt_at = std::uint8_t(taken);
      u.keep(u.leapt_cell, p.stack(taken));
      // The taking piece leaves in the explosion: undo puts it back from here.
      if (game.captures_explode()) u.keep(u.from_cell, p.stack(m.from()));
      move_single_piece(game, p, m.from(), to);
      set_cell(game, p, taken, Stack{});
      break;
    }
  }
  // One test for the games that keep no turn state, most of them.
  if (game.keeps_turn_state()) {
    if (!game.has_turn_rules()) {
      // The record's cells are the claimed ones (check_claims refuses what else keeps cells
      // there).
      u.turn = detail::end_claiming_turn(game, p, u.cells.any());
      return u;
    }
    if (game.has_en_passant() || game.has_castling()) detail::update_memory(game, p, m);
    u.turn = p.turn.packed();
    if (counts_quiet_turns) {
      if (game.has_custodial_capture() && u.cells.any()) takes = true;
      // A turn counts once, when it begins; any part that takes a piece sets the count to 0.
      u.quiet_turns = p.quiet_turns;
      if (takes)
        p.quiet_turns = 0;
      else if (!p.turn.mid_turn())
        ++p.quiet_turns;
    }
    // The record's cells are the claimed ones (check_claims refuses what else keeps cells there).
    const bool again = game.moves_again_after_claim() && u.cells.any();
    detail::after_part(game, p, m, again);
    // After a promotion, which the explosion takes too; before checks are counted.
    if (explodes) {
      const TakenAround<N> blown = detail::explode(game, p, to);
      detail::keep_taken_around(u, blown);
      if (game.has_castling() && (p.unmoved & blown.cells).any())
        detail::set_unmoved(game, p, detail::rights_left(game, p, p.unmoved.without(blown.cells)));
    }
    if (game.counts_checks()) {
      u.checks_given = p.checks_given;
      // A turn that ends with the other player's royal piece attacked gave check (counted up
      // to a byte's 255, the most a ChecksGiven asks for: a player without one may go on).
      if (!p.turn.mid_turn() && p.checks_given[index(p.last_mover())] < 255 && in_check(game, p))
        detail::set_checks_given(game, p, p.last_mover(),
                                 p.checks_given[index(p.last_mover())] + 1);
    }
    if (game.closes_leapt_cells() && !p.turn.mid_turn() && p.closed.any()) {
      u.cells = p.closed;
      set_closed_cells(game, p, {});
    }
    return u;
  }
  p.side = opponent(p.side);
  p.hash ^= game.side_key();
  ++p.ply;
  return u;
}

namespace detail {
// The cells undo restores: those the move changed, from the undo record.
template <int N>
BOARDLAB_INLINE constexpr void restore_cells(const Game<N>& game, Position<N>& p,
                                             const Undo<N>& u) {
  const Move m = u.move;
  const int to = m.to();
  switch (m.type()) {
    case MoveType::pass:
      return;
    case MoveType::shot:
      [[fallthrough]];
    case MoveType::remove:
      set_cell(game, p, to, u.kept(u.to_cell, p.piece_bits));
      return;
    case MoveType::drop: {
      const KindIndex k = m.dropped_kind();
      if (game.rotating_blocks() != 0 && m.block_turn() != 0)
        undo_block_turn(game, p, m.block_turn());
      if (game.changes_neighbours()) put_back_taken_around(game, p, u, to);
      if (game.drops_onto_pieces() && u.heights[u.to_cell] != 0)
        take_off_stack(game, p, u);
      else
        set_single_cell(game, p, to, no_kind);  // the dropped piece, alone on its cell
      if (!game.has_unlimited_drops() || !game.kind(k).unlimited)
        set_reserve(game, p, k, p.reserve[k] + 1);
      if (game.drops_flip() && u.cells.any()) {
        const KindIndex back = game.kind(k).flipped_kind;
        for_each_cell(u.cells, [&](int c) { set_cell(game, p, c, Stack::single(back)); });
      }
      return;
    }
    case MoveType::move:
      put_back_taken_around(game, p, u, to);
      break;
    case MoveType::stack_move:
      break;
    case MoveType::castle: {
      const Stack piece = u.kept(u.from_cell, p.piece_bits);
      const Stack partner = u.kept(u.to_cell, p.piece_bits);
      const auto at =
          castle_cells(game, *game.castle_rule(piece.top(), partner.top()), m.from(), to);
      set_cell(game, p, at.piece_to, Stack{});
      set_cell(game, p, at.partner_to, Stack{});
      set_cell(game, p, m.from(), piece);
      set_cell(game, p, to, partner);
      return;
    }
    case MoveType::en_passant:
      if (game.captures_explode()) {
        put_back_taken_around(game, p, u, to);
        set_cell(game, p, m.from(), u.kept(u.from_cell, p.piece_bits));
      } else {
        set_cell(game, p, m.from(), p.stack(to));
      }
      set_cell(game, p, to, Stack{});
      set_cell(game, p, u.leapt_at, u.kept(u.leapt_cell, p.piece_bits));
      return;
  }
  if (m.captures_leapt()) {
    const int leapt = u.leapt_at;
    set_cell(game, p, leapt, u.kept(u.leapt_cell, p.piece_bits));
    if (game.has_turn_rules() && game.closes_leapt_cells()) reopen_cell(game, p, leapt);
  }
  const int from = m.from();
  const auto to_height = u.heights[u.to_cell], from_height = u.heights[u.from_cell];
  if (from_height == 1 && to_height <= 1 && p.height[to] <= 1 && p.height[from] <= 1) {
    // A single piece went back where it came from: a kept stack of one piece is its kind.
    set_single_cell(game, p, to, to_height ? KindIndex(u.pieces[u.to_cell]) : no_kind);
    set_single_cell(game, p, from, KindIndex(u.pieces[u.from_cell]));
    return;
  }
  // A stack was made (a stack limit of 2 or more never trims two single pieces).
  if (game.stack_limit() != 0) untrim_reserve(game, p, u);
  set_cell(game, p, to, u.kept(u.to_cell, p.piece_bits));
  set_cell(game, p, from, u.kept(u.from_cell, p.piece_bits));
}
// Puts back the castling rights and en passant cells from before the move (a game with turn
// rules: the others keep none).
template <int N>
constexpr void restore_memory(const Game<N>& game, Position<N>& p, const Undo<N>& u) {
  if (game.captures_to_hand() || game.remembers_promotions()) back_from_reserve(game, p, u);
  if (game.has_castling()) set_unmoved(game, p, u.unmoved);
  if (game.has_en_passant()) set_en_passant(game, p, u.en_passant, u.en_passant_piece);
  if (game.counts_checks())
    for (const Player pl : {Player::zero, Player::one})
      set_checks_given(game, p, pl, u.checks_given[std::size_t(index(pl))]);
}
}  // namespace detail

namespace detail {
// undo for a game with turn rules (GameTables::has_turn_rules): a move may leave the turn in its
// middle, and the position's memory of the chess family comes back too.
template <int N>
constexpr void undo_with_turn_rules(const Game<N>& game, Position<N>& p, const Undo<N>& u) {
  // The move ended the turn unless the turn is still in its middle; the same player's goes on
  // after a claim (TurnState::again).
  const bool ended_turn = !p.turn.mid_turn(), same_side = p.turn.again != 0;
  const TurnState before = TurnState::unpacked(u.turn);
  p.hash ^= game.turn_key(p.turn) ^ game.turn_key(before);
  p.turn = before;
  p.quiet_turns = u.quiet_turns;
  if (ended_turn) {
    if (game.closes_leapt_cells() && u.cells.any()) set_closed_cells(game, p, u.cells);
    --p.ply;
    if (!same_side) {
      p.hash ^= game.side_key();
      p.side = opponent(p.side);
    }
  }
  // A shot may have claimed cells. A game with shots has turn rules (a shot that is a whole turn
  // is refused), so they are emptied here, not in restore_cells, whose size decides what GCC
  // inlines into every game's undo (there: apply and undo of pogo, 3% more instructions).
  if (game.claims_cells() && u.move.type() == MoveType::shot && u.cells.any()) unclaim(game, p, u);
  restore_cells(game, p, u);
  restore_memory(game, p, u);
}

// undo for a game that keeps a turn state: one with turn rules, or one whose only turn state is
// a claim's turn again (end_claiming_turn).
template <int N>
constexpr void undo_with_turn_state(const Game<N>& game, Position<N>& p, const Undo<N>& u) {
  if (game.has_turn_rules()) return undo_with_turn_rules(game, p, u);
  reopen_claiming_turn(game, p, u);
  restore_cells(game, p, u);
}
}  // namespace detail

// Takes back the move `u` was made for; `p` must be the position right after it.
template <int N>
constexpr void undo(const Game<N>& game, Position<N>& p, const Undo<N>& u) {
  // One test for the games that keep no turn state, most of them.
  if (game.keeps_turn_state()) return detail::undo_with_turn_state(game, p, u);
  --p.ply;
  p.hash ^= game.side_key();
  p.side = opponent(p.side);
  detail::restore_cells(game, p, u);
}

}  // namespace boardlab

#pragma once
// A position: what stands on every cell, the reserve, the side to move, the ply and the hash.
// The engine keeps two views of the board in step: per-cell stacks (what text and hashing need)
// and bitboards of the top pieces (what move generation needs). Only the engine's `set_cell`
// (position_update.hpp) writes cells, so the views cannot drift apart.
#include <array>
#include <cstdint>

#include "bitboard.hpp"
#include "force_inline.hpp"
#include "piece.hpp"

namespace boardlab {

// Where a turn stands, in games whose turns have several parts or may be passed (all zero
// otherwise, and then never read): the part the moving piece goes on with (0: a new turn
// starts), the cell it stands on and the cell its last move came from, whether it may stop, and
// how many turns in a row were passed; and whether the player to move also played the last turn
// (a turn that claimed a cell: GameSpec::moves_again_after_claim).
struct TurnState {
  std::uint8_t part = 0;
  std::uint8_t cell = 0;
  std::uint8_t came_from = 0;
  std::uint8_t may_stop = 0;
  std::uint8_t passes = 0;
  std::uint8_t again = 0;
  static constexpr std::uint32_t again_bit = 1u << 31;

  constexpr bool mid_turn() const { return part != 0; }
  // The state in one number (0 for a plain new turn): for the hash, and for undo records, which
  // it keeps as small as they were before turns had parts.
  constexpr std::uint32_t packed() const {
    return std::uint32_t(part) | std::uint32_t(cell) << 8 | std::uint32_t(came_from) << 16 |
           std::uint32_t(may_stop) << 24 | std::uint32_t(passes) << 25 | (again ? again_bit : 0);
  }
  static constexpr TurnState unpacked(std::uint32_t bits) {
    return {std::uint8_t(bits & 0xff),         std::uint8_t((bits >> 8) & 0xff),
            std::uint8_t((bits >> 16) & 0xff), std::uint8_t((bits >> 24) & 1),
            std::uint8_t((bits >> 25) & 0x3f), std::uint8_t(bits >> 31)};
  }
  friend constexpr bool operator==(const TurnState&, const TurnState&) = default;
};

template <int MaxCells>
struct Position {
  static_assert(MaxCells % 64 == 0 && MaxCells >= 64 && MaxCells <= 256);
  using Board = Bitboard<MaxCells / 64>;

  std::array<Board, max_kinds> by_kind{};  // cells whose top piece is of the kind
  std::array<Board, 3> by_owner{};         // cells whose top piece is player 0's, 1's, neutral
  Board occupied{};
  // The cells whose pieces this turn's jumps took, in a game whose jumped pieces leave at the
  // turn's end (LeaptRemoval::at_turn_end): empty, but closed to moves until the turn ends. They
  // are in `occupied` too, so that every primitive stops at them as at a piece, and in no owner's
  // set, so that none jumps or takes them. Empty between turns and in every other game.
  Board closed{};
  std::array<KindIndex, MaxCells> top{};  // kind of the top piece, or no_kind
  std::array<std::uint8_t, MaxCells> height{};
  std::array<std::uint64_t, MaxCells> pieces{};  // Stack::pieces of every cell
  std::array<std::uint8_t, max_kinds> reserve{};
  // The bits a piece takes in `pieces`: the game's (GameTables::stack_piece_bits), set where the
  // position is made from text.
  std::uint8_t piece_bits = 4;
  std::uint64_t hash = 0;
  int ply = 0;
  Player side = Player::zero;
  TurnState turn{};
  // Turns in a row, this one included once begun, that took no piece: counted only in a game with
  // a quiet-turn limit (GameSpec::quiet_turn_limit). Like the ply, not part of the hash.
  int quiet_turns = 0;
  // In a game with castling (Castle): the cells of the pieces that may still castle, unmoved
  // since the start (castling rights). A move from or onto a cell takes it out.
  Board unmoved{};
  // In a game with en passant: the cells the last move passed over (Slide::passable), open to a
  // capture en passant in this move only, and the cell of the piece that passed them.
  Board en_passant{};
  std::uint8_t en_passant_piece = 0;
  // In a game that counts checks (ChecksGiven): how many times each player has given check.
  std::array<std::uint8_t, 2> checks_given{};
  // In a game whose promoted pieces demote when taken (Promotion::demotes_when_taken): the cells
  // of the pieces that were promoted.
  Board promoted{};

  constexpr Position() { top.fill(no_kind); }
  // Always inlined: GCC left it a call a move in apply once apply grew.
  BOARDLAB_INLINE constexpr Stack stack(int cell) const {
    return {pieces[cell], height[cell], piece_bits};
  }
  // The player who made the last move ("the mover" of the rules): the one not to move.
  constexpr Player last_mover() const { return turn.again ? side : opponent(side); }

  // Same board, reserve, side, ply, turn state, closed cells, castling rights, en passant
  // cells, checks and promoted pieces (the hash follows from those).
  friend constexpr bool operator==(const Position& a, const Position& b) {
    return a.pieces == b.pieces && a.height == b.height && a.reserve == b.reserve &&
           a.side == b.side && a.ply == b.ply && a.turn == b.turn &&
           a.quiet_turns == b.quiet_turns && a.closed == b.closed && a.unmoved == b.unmoved &&
           a.en_passant == b.en_passant && a.checks_given == b.checks_given &&
           a.promoted == b.promoted &&
           (a.en_passant.none() || a.en_passant_piece == b.en_passant_piece);
  }
};

}  // namespace boardlab

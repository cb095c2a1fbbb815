#pragma once
// A position: what stands on every cell, the reserve, the side to move, the ply and the hash.
// The engine keeps two views of the board in step: per-cell stacks (what text and hashing need)
// and bitboards of the top pieces (what move generation needs). Only the engine's `set_cell`
// (position_update.hpp) writes cells, so the views cannot drift apart.
#include <array>
#include <cstdint>

#include "bitboard.hpp"
#include "piece.hpp"

namespace boardlab {

template <int MaxCells>
struct Position {
  static_assert(MaxCells % 64 == 0 && MaxCells >= 64 && MaxCells <= 256);
  using Board = Bitboard<MaxCells / 64>;

  std::array<Board, max_kinds> by_kind{};  // cells whose top piece is of the kind
  std::array<Board, 3> by_owner{};         // cells whose top piece is player 0's, 1's, neutral
  Board occupied{};
  std::array<KindIndex, MaxCells> top{};  // kind of the top piece, or no_kind
  std::array<std::uint8_t, MaxCells> height{};
  std::array<std::uint64_t, MaxCells> pieces{};  // Stack::pieces of every cell
  std::array<std::uint8_t, max_kinds> reserve{};
  std::uint64_t hash = 0;
  int ply = 0;
  Player side = Player::zero;

  constexpr Position() { top.fill(no_kind); }
  constexpr Stack stack(int cell) const { return {pieces[cell], height[cell]}; }
  // The player who made the last move ("the mover" of the rules): the one not to move.
  constexpr Player last_mover() const { return opponent(side); }
  [[deprecated("use last_mover(): mover() read as the side to move")]] constexpr Player mover()
      const {
    return last_mover();
  }

  // Same board, reserve, side and ply (the hash follows from those).
  friend constexpr bool operator==(const Position& a, const Position& b) {
    return a.pieces == b.pieces && a.height == b.height && a.reserve == b.reserve &&
           a.side == b.side && a.ply == b.ply;
  }
};

}  // namespace boardlab

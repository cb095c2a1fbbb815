#pragma once
// Zobrist keys: a position's hash is the xor of the keys of what it holds (each cell's stack,
// each reserve count, the side to move), so a move updates it by xoring the keys of what changed.
// The keys depend only on the board capacity, never on the game, and come from mix64.
#include <array>
#include <cstdint>

#include "piece.hpp"
#include "splitmix64.hpp"

namespace boardlab {

template <int MaxCells>
class ZobristKeys {
 public:
  constexpr ZobristKeys() {
    std::uint64_t seed = 0x626f6172646c6162ull;  // "boardlab"
    for (auto& kind : piece_keys_)
      for (auto& key : kind) key = mix64(seed++);
    side_key_ = mix64(seed++);
    reserve_seed_ = mix64(seed++);
    turn_seed_ = mix64(seed++);
    closed_seed_ = mix64(seed++);
    unmoved_seed_ = mix64(seed++);
    en_passant_seed_ = mix64(seed++);
    checks_seed_ = mix64(seed++);
    promoted_seed_ = mix64(seed++);
  }

  // The key of a single piece of kind k on `cell`.
  constexpr std::uint64_t piece_key(int cell, KindIndex k) const { return piece_keys_[k][cell]; }
  // The key of a cell holding `s` (0 when empty). Single pieces use the table; taller stacks
  // mix their packed contents, which keeps the table small.
  constexpr std::uint64_t cell_key(int cell, Stack s) const {
    if (s.height == 0) return 0;
    if (s.height == 1) return piece_keys_[s.pieces][cell];
    return mix64(s.pieces ^ mix64(std::uint64_t(cell) << 8 | s.height));
  }
  // In the hash when player 1 is to move.
  constexpr std::uint64_t side_key() const { return side_key_; }
  // The key of `count` pieces of kind `kind` in the reserve (0 for none).
  constexpr std::uint64_t reserve_key(int kind, int count) const {
    return count == 0 ? 0 : mix64(reserve_seed_ ^ std::uint64_t(kind << 16 | count));
  }
  // The key of a turn state (TurnState::packed; 0 for a plain new turn).
  constexpr std::uint64_t turn_key(std::uint64_t packed_turn) const {
    return packed_turn == 0 ? 0 : mix64(turn_seed_ ^ packed_turn);
  }

  // In the hash while `cell` is closed (Position::closed).
  constexpr std::uint64_t closed_key(int cell) const {
    return mix64(closed_seed_ ^ std::uint64_t(cell));
  }

  // In the hash while the piece on `cell` may castle (Position::unmoved).
  constexpr std::uint64_t unmoved_key(int cell) const {
    return mix64(unmoved_seed_ ^ std::uint64_t(cell));
  }
  // In the hash while `player` has given `count` checks (0 for none).
  constexpr std::uint64_t checks_key(int player, int count) const {
    return count == 0 ? 0 : mix64(checks_seed_ ^ std::uint64_t(player << 8 | count));
  }
  // In the hash while the piece on `cell` is a promoted one (Position::promoted).
  constexpr std::uint64_t promoted_key(int cell) const {
    return mix64(promoted_seed_ ^ std::uint64_t(cell));
  }
  // In the hash while `cell` is open to en passant (Position::en_passant).
  constexpr std::uint64_t en_passant_key(int cell) const {
    return mix64(en_passant_seed_ ^ std::uint64_t(cell));
  }

 private:
  std::array<std::array<std::uint64_t, MaxCells>, max_kinds> piece_keys_{};
  std::uint64_t side_key_ = 0;
  std::uint64_t reserve_seed_ = 0;
  std::uint64_t turn_seed_ = 0;
  std::uint64_t closed_seed_ = 0;
  std::uint64_t unmoved_seed_ = 0;
  std::uint64_t en_passant_seed_ = 0;
  std::uint64_t checks_seed_ = 0;
  std::uint64_t promoted_seed_ = 0;
};

}  // namespace boardlab

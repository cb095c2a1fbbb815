#pragma once
// Turning a square block of the board a quarter turn (GameSpec::rotating_blocks: Pentago's
// quadrants). The board is tiled by blocks of `side` cells a side, numbered from the one holding
// cell a1, along the ranks then up the board; a drop names its turn as 1 + 2 x block + 1 when
// clockwise (Move::block_turn). Clockwise is as the board is drawn, rank 1 at the bottom.
#include <array>
#include <cstddef>

#include "force_inline.hpp"
#include "game_tables.hpp"
#include "piece.hpp"
#include "position.hpp"
#include "position_update.hpp"

namespace boardlab {

// The block a drop's turn (Move::block_turn, not 0) turns, and whether clockwise.
constexpr int turned_block(int turn) { return (turn - 1) >> 1; }
constexpr bool turns_clockwise(int turn) { return ((turn - 1) & 1) != 0; }
// The turn of `block` one way.
constexpr int block_turn_code(int block, bool clockwise) {
  return 1 + 2 * block + (clockwise ? 1 : 0);
}

// The cell at the lower left of block `block`.
template <int N>
constexpr int block_corner(const GameTables<N>& game, int block) {
  const int side = game.rotating_blocks();
  const int across = game.files() / side;
  return game.cell(block % across * side, block / across * side);
}

// The block whose lower left cell is at (file, rank), a multiple of the side each.
template <int N>
constexpr int block_at_corner(const GameTables<N>& game, int file, int rank) {
  const int side = game.rotating_blocks();
  return rank / side * (game.files() / side) + file / side;
}

// Turns block `block` of `p` a quarter turn, clockwise or not. The game has no stacks
// (spec_check), so every cell holds one piece or none.
template <int N>
BOARDLAB_INLINE constexpr void turn_block(const GameTables<N>& game, Position<N>& p, int block,
                                          bool clockwise) {
  const int side = game.rotating_blocks();
  const int corner = block_corner(game, block);
  const int files = game.files();
  // Written before it is read: left uninitialised, as a move list is.
  std::array<KindIndex, N> before;
  for (int y = 0; y < side; ++y)
    for (int x = 0; x < side; ++x)
      before[std::size_t(y * side + x)] = p.top[corner + y * files + x];
  for (int y = 0; y < side; ++y)
    for (int x = 0; x < side; ++x) {
      // Clockwise the piece at (x, y) goes to (y, side - 1 - x); the other way to
      // (side - 1 - y, x).
      const int tx = clockwise ? y : side - 1 - y;
      const int ty = clockwise ? side - 1 - x : x;
      const int to = corner + ty * files + tx;
      const KindIndex k = before[std::size_t(y * side + x)];
      if (p.top[to] != k) set_single_cell(game, p, to, k);
    }
}

// Plays a drop's turn (Move::block_turn, not 0), and takes it back.
template <int N>
BOARDLAB_INLINE constexpr void play_block_turn(const GameTables<N>& game, Position<N>& p,
                                               int turn) {
  turn_block(game, p, turned_block(turn), turns_clockwise(turn));
}
template <int N>
BOARDLAB_INLINE constexpr void undo_block_turn(const GameTables<N>& game, Position<N>& p,
                                               int turn) {
  turn_block(game, p, turned_block(turn), !turns_clockwise(turn));
}

}  // namespace boardlab

#pragma once
// A move as a 32-bit value, and the fixed-capacity list move generation writes into. A move is
// one part of a turn; in most games every turn has one part (see Turn, turn.hpp).
//
//   bits  0-7   from cell (0 for a pass); a drop's turn of a block after it, 0 for none
//               (GameSpec::rotating_blocks: 1 + 2 x block + 1 when clockwise)
//   bits  8-15  to cell
//   bits 16-20  count of top pieces a StackMove lifts (1..31); the kind dropped, shot or
//               promoted to (drops, shots, promotions)
//   bits 21-23  type: 0 whole-cell move (Step, Slide, Leap, OffsetLeap), 1 StackMove, 2 Drop,
//               3 Shoot, 4 pass (a turn passed, or the end of a turn whose next part may stop),
//               5 Remove (from and to: the cell emptied), 6 Castle (from: the castling piece,
//               to: its partner's cell), 7 a capture en passant (to: the cell passed over)
//   bit  24     the moved piece is promoted to the kind of bits 16-20
//   bit  25     on an occupied target the mover is stacked on top (else the target is captured)
//   bit  26     a Leap captures the piece it jumps over
//   bits 27-29  the part of the turn the moved piece goes on with (0: the turn ends)
//   bit  30     that part is optional: the piece may stop instead; in a move that ends the
//               turn (bits 27-29 zero), the move passes cells open to en passant (Slide::passable)
//   bit  31     that part surely has a move (Game proves it from the rules: see surely_goes_on)
//
// Bits 0-24 are what the move text says; bits 25-31 are how the move is carried out, fixed by the
// primitive that made it. Move generation never lists two moves with the same text.
#include <array>
#include <cstdint>

#include "enum_names.hpp"
#include "piece.hpp"

namespace boardlab {

enum class MoveType : std::uint8_t {
  move = 0,
  stack_move = 1,
  drop = 2,
  shot = 3,
  pass = 4,
  remove = 5,
  castle = 6,
  en_passant = 7
};

// As Python's Move.type and its pickles spell them.
template <>
struct EnumNames<MoveType> {
  static constexpr std::array<NamedValue<MoveType>, 8> values{
      {{"move", MoveType::move},
       {"stack_move", MoveType::stack_move},
       {"drop", MoveType::drop},
       {"shot", MoveType::shot},
       {"pass", MoveType::pass},
       {"remove", MoveType::remove},
       {"castle", MoveType::castle},
       {"en_passant", MoveType::en_passant}}};
};

static_assert(max_lifted_pieces == 0x1f, "a move's count field holds bits 16-20");

class Move {
 public:
  static constexpr std::uint32_t promotes_bit = 1u << 24;
  static constexpr std::uint32_t stacks_bit = 1u << 25;
  static constexpr std::uint32_t captures_leapt_bit = 1u << 26;
  static constexpr int then_shift = 27;
  static constexpr std::uint32_t may_stop_bit = 1u << 30;
  // Shares its bit with may_stop_bit, which only a move that does not end the turn carries.
  static constexpr std::uint32_t passable_bit = 1u << 30;
  static constexpr std::uint32_t surely_goes_on_bit = 1u << 31;
  static constexpr std::uint32_t text_mask = (1u << 25) - 1;

  // Uninitialised, so a MoveList costs nothing to create; use Move::none() for "no move".
  Move() = default;
  static constexpr Move none() { return Move(0xffffffff); }
  static constexpr Move from_bits(std::uint32_t bits) { return Move(bits); }
  static constexpr Move whole(int from, int to, std::uint32_t effect_bits) {
    return Move(std::uint32_t(from) | std::uint32_t(to) << 8 | effect_bits);
  }
  static constexpr Move stack_move(int from, int to, int count, std::uint32_t effect_bits) {
    return Move(std::uint32_t(from) | std::uint32_t(to) << 8 | std::uint32_t(count) << 16 |
                1u << 21 | effect_bits);
  }
  // A drop; where blocks turn after drops (GameSpec::rotating_blocks), `block_turn` is 1 + 2 x
  // the block's number + 1 when clockwise (0: none turns).
  static constexpr Move drop(KindIndex kind, int to, int block_turn = 0) {
    return Move(std::uint32_t(block_turn) | std::uint32_t(to) << 8 | std::uint32_t(kind) << 16 |
                2u << 21);
  }
  static constexpr Move shot(int from, int to, KindIndex kind, std::uint32_t effect_bits) {
    return Move(std::uint32_t(from) | std::uint32_t(to) << 8 | std::uint32_t(kind) << 16 |
                3u << 21 | effect_bits);
  }
  static constexpr Move pass() { return Move(4u << 21); }
  static constexpr Move castle(int from, int partner) {
    return Move(std::uint32_t(from) | std::uint32_t(partner) << 8 | 6u << 21);
  }
  static constexpr Move en_passant(int from, int to) {
    return Move(std::uint32_t(from) | std::uint32_t(to) << 8 | 7u << 21);
  }
  static constexpr Move removal(int cell) {
    return Move(std::uint32_t(cell) | std::uint32_t(cell) << 8 | 5u << 21);
  }
  // This move, its piece promoted to `kind` (a whole-cell move).
  constexpr Move promoted_to(KindIndex kind) const {
    return Move((bits_ & ~(std::uint32_t(0x1f) << 16)) | std::uint32_t(kind) << 16 | promotes_bit);
  }

  constexpr int from() const { return bits_ & 0xff; }
  constexpr int to() const { return (bits_ >> 8) & 0xff; }
  constexpr int count() const { return (bits_ >> 16) & 0x1f; }
  // A drop's turn of a block (Move::drop with a turn, GameSpec::rotating_blocks): 0 for none,
  // else 1 + 2 x block + 1 when clockwise (block_turn.hpp reads it). A drop's only: other moves
  // hold their from cell in these bits.
  constexpr int block_turn() const { return bits_ & 0xff; }
  constexpr KindIndex dropped_kind() const { return KindIndex((bits_ >> 16) & 0xf); }
  // The kind a shot puts on the board, or a promotion makes of the piece.
  constexpr KindIndex new_kind() const { return KindIndex((bits_ >> 16) & 0xf); }
  constexpr MoveType type() const { return MoveType((bits_ >> 21) & 7); }
  constexpr bool promotes() const { return bits_ & promotes_bit; }
  constexpr bool stacks() const { return bits_ & stacks_bit; }
  constexpr bool captures_leapt() const { return bits_ & captures_leapt_bit; }
  // The part of the turn the moved piece goes on with, 0 when the turn ends with this move.
  constexpr int then_part() const { return (bits_ >> then_shift) & 7; }
  constexpr bool may_stop() const { return bits_ & may_stop_bit; }
  constexpr bool surely_goes_on() const { return bits_ & surely_goes_on_bit; }
  // The move ends the turn and leaves the cells it passed open to en passant (Slide::passable).
  constexpr bool passable() const {
    return (bits_ & (passable_bit | std::uint32_t(7) << then_shift)) == passable_bit;
  }
  constexpr std::uint32_t bits() const { return bits_; }
  // Equal text keys mean equal move texts.
  constexpr std::uint32_t text_key() const { return bits_ & text_mask; }

  friend constexpr bool operator==(Move, Move) = default;

 private:
  constexpr explicit Move(std::uint32_t bits) : bits_(bits) {}
  std::uint32_t bits_;
};

// Move generation writes into this; it never allocates. Game validation rejects specs whose
// positions could have more moves than `capacity` (see Game::max_moves).
template <int Capacity>
class MoveList {
 public:
  static constexpr int capacity = Capacity;
  // Room past `capacity` that generation may write to and then drop (see detail::emit_moves).
  static constexpr int scratch = 2;

  constexpr void push(Move m) { moves_[size_++] = m; }
  constexpr void clear() { size_ = 0; }
  constexpr void resize(int n) { size_ = n; }
  constexpr int size() const { return size_; }
  constexpr bool empty() const { return size_ == 0; }
  constexpr Move operator[](int i) const { return moves_[i]; }
  constexpr Move& operator[](int i) { return moves_[i]; }
  constexpr const Move* begin() const { return moves_.data(); }
  constexpr const Move* end() const { return moves_.data() + size_; }
  constexpr Move* begin() { return moves_.data(); }
  constexpr Move* end() { return moves_.data() + size_; }
  constexpr bool contains(Move m) const {
    for (int i = 0; i < size_; ++i)
      if (moves_[i] == m) return true;
    return false;
  }

 private:
  int size_ = 0;
  std::array<Move, Capacity + scratch> moves_;
};

}  // namespace boardlab

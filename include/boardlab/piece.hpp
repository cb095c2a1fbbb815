#pragma once
// Players, piece kinds and stacks.
#include <cstdint>

namespace boardlab {

// Player 0 sits at rank 1 and moves first; player 1 sits at the top.
enum class Player : std::uint8_t { zero = 0, one = 1 };
constexpr int index(Player p) { return static_cast<int>(p); }
constexpr Player opponent(Player p) { return Player(1 - index(p)); }

// Who a piece kind belongs to: a player, or nobody. Neutral pieces (e.g. trashcans) are nobody's
// enemy. Owner::zero and Owner::one are the owners of Player::zero's and Player::one's pieces.
enum class Owner : std::uint8_t {
  zero = 0,
  one = 1,
  neutral = 2,
};
constexpr int index(Owner o) { return static_cast<int>(o); }
constexpr Owner owner_of(Player p) { return Owner(index(p)); }

// A piece kind's index into the game's kinds (type and owner together, one symbol each).
using KindIndex = std::uint8_t;
inline constexpr int max_kinds = 16;
inline constexpr KindIndex no_kind = 0xff;

// The bits a piece takes in a stack: the fewest that number every kind of the game. A game of two
// kinds (Pogo, Pocket Battlefield, Focus) then stacks 64 pieces in one word, four kinds 32, more
// kinds 16; a game whose stacks never grow past one piece is unaffected by the width.
constexpr int stack_piece_bits_of(int kind_count) {
  return kind_count <= 2 ? 1 : kind_count <= 4 ? 2 : 4;
}
constexpr int max_stack_height_of(int piece_bits) { return 64 / piece_bits; }
// The most pieces one move lifts off a stack: what a Move's count field holds (move.hpp).
inline constexpr int max_lifted_pieces = 31;
// The most a StackMove may lift in a game of `kind_count` kinds.
constexpr int max_stack_move_count(int kind_count) {
  const int tallest = max_stack_height_of(stack_piece_bits_of(kind_count));
  return tallest < max_lifted_pieces ? tallest : max_lifted_pieces;
}

// The pieces on one cell, bottom to top, `piece_bits` bits a piece (the game's stack_piece_bits);
// with four:
//
//   pieces = ...| kind of piece 2 | kind of piece 1 | kind of bottom piece |   height = 3
//              bits 8-11          bits 4-7          bits 0-3
//
// so moving the top k pieces of a stack onto another is two shifts and an or. The bits above the
// top piece are zero, so a stack of one piece is its kind whatever the width.
struct Stack {
  static constexpr int max_height = max_stack_height_of(1);  // in any game; see max_stack_height
  std::uint64_t pieces = 0;
  std::uint8_t height = 0;
  std::uint8_t piece_bits = 4;

  static constexpr Stack single(KindIndex k) { return {k, 1}; }
  constexpr bool empty() const { return height == 0; }
  constexpr KindIndex at(int level) const {
    return KindIndex((pieces >> (piece_bits * level)) & ((1u << piece_bits) - 1));
  }
  constexpr KindIndex top() const {
    return height ? KindIndex(pieces >> (piece_bits * (height - 1))) : no_kind;
  }
  // The top `count` pieces, as a stack of their own.
  constexpr Stack top_part(int count) const {
    return {pieces >> (piece_bits * (height - count)), std::uint8_t(count), piece_bits};
  }
  // What is left after the top `count` pieces are lifted off.
  constexpr Stack without_top(int count) const {
    const int rest = height - count;
    return {rest == 0 ? 0 : pieces & ((std::uint64_t(1) << (piece_bits * rest)) - 1),
            std::uint8_t(rest), piece_bits};
  }
  // What is left after the bottom `count` pieces are taken away (fewer than the height).
  constexpr Stack without_bottom(int count) const {
    return {pieces >> (piece_bits * count), std::uint8_t(height - count), piece_bits};
  }
  // This stack with `group` put on top, keeping the group's order. The result has this stack's
  // width (an empty stack of the game's width takes a group made by `single`).
  constexpr Stack with_on_top(Stack group) const {
    if (height == 0) return {group.pieces, group.height, piece_bits};
    return {pieces | (group.pieces << (piece_bits * height)), std::uint8_t(height + group.height),
            piece_bits};
  }
  // The same pieces: stacks of one game share its width, and a single piece is its kind in any.
  friend constexpr bool operator==(const Stack& a, const Stack& b) {
    return a.pieces == b.pieces && a.height == b.height;
  }
};

}  // namespace boardlab

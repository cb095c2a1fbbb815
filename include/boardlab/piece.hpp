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
  player0 [[deprecated("use Owner::zero")]] = 0,
  player1 [[deprecated("use Owner::one")]] = 1,
};
constexpr int index(Owner o) { return static_cast<int>(o); }
constexpr Owner owner_of(Player p) { return Owner(index(p)); }

// A piece kind's index into the game's kinds (type and owner together, one symbol each).
using KindIndex = std::uint8_t;
using Kind [[deprecated("use KindIndex (Kind named an index, not a kind)")]] = KindIndex;
inline constexpr int max_kinds = 16;
inline constexpr KindIndex no_kind = 0xff;

// The pieces on one cell, bottom to top, four bits a piece:
//
//   pieces = ...| kind of piece 2 | kind of piece 1 | kind of bottom piece |   height = 3
//              bits 8-11          bits 4-7          bits 0-3
//
// so moving the top k pieces of a stack onto another is two shifts and an or.
struct Stack {
  static constexpr int max_height = 16;
  std::uint64_t pieces = 0;
  std::uint8_t height = 0;

  static constexpr Stack single(KindIndex k) { return {k, 1}; }
  constexpr bool empty() const { return height == 0; }
  constexpr KindIndex at(int level) const { return KindIndex((pieces >> (4 * level)) & 15); }
  constexpr KindIndex top() const { return height ? at(height - 1) : no_kind; }
  // The top `count` pieces, as a stack of their own.
  constexpr Stack top_part(int count) const {
    return {pieces >> (4 * (height - count)), std::uint8_t(count)};
  }
  // What is left after the top `count` pieces are lifted off.
  constexpr Stack without_top(int count) const {
    const int rest = height - count;
    return {rest == 0 ? 0 : pieces & ((std::uint64_t(1) << (4 * rest)) - 1), std::uint8_t(rest)};
  }
  // This stack with `group` put on top, keeping the group's order.
  constexpr Stack with_on_top(Stack group) const {
    if (height == 0) return group;
    return {pieces | (group.pieces << (4 * height)), std::uint8_t(height + group.height)};
  }
  friend constexpr bool operator==(const Stack&, const Stack&) = default;
};

}  // namespace boardlab

#pragma once
// What a position must satisfy to be one the game can hold, beyond the form of its text
// (docs/rules.md, "Positions a game accepts"). Every rule follows from the game's spec, so each
// variant gets its own: a reserve only of kinds that are dropped; no more pieces of a kind (and
// of the kinds it may have been) than the start has, where it has some and play makes no new
// ones; no piece on a cell it never stays on (its barred cells; its promotion region, which it
// leaves as another kind). Position text that breaks one is a PositionError naming the field.
#include <array>
#include <string>

#include "game_tables.hpp"
#include "position.hpp"
#include "quoted_text.hpp"

namespace boardlab {

// The pieces of each kind in `p`, on the board (stacks counted whole) and in reserve.
template <int N>
constexpr std::array<int, max_kinds> piece_counts(const GameTables<N>& game, const Position<N>& p) {
  std::array<int, max_kinds> counts{};
  for (int k = 0; k < game.kind_count(); ++k) counts[std::size_t(k)] = p.reserve[std::size_t(k)];
  for_each_cell(p.occupied, [&](int c) {
    const Stack s = p.stack(c);
    for (int level = 0; level < s.height; ++level) ++counts[std::size_t(s.at(level))];
  });
  return counts;
}

// Throws fail(why) (a PositionError) when `p` breaks a rule of the ones above; `counts` are its
// piece_counts. The piece-count rule applies once the game knows its start's counts (so not to
// the start itself, which sets them).
template <int N, class Fail>
constexpr void check_position_rules(const GameTables<N>& game, const Position<N>& p,
                                    const std::array<int, max_kinds>& counts, const Fail& fail) {
  auto symbol = [&](int k) {
    const char c = game.symbol(KindIndex(k));
    return detail::quoted(std::string_view(&c, 1));
  };
  for (int k = 0; k < game.kind_count(); ++k)
    if (p.reserve[std::size_t(k)] != 0 && !game.kind(k).droppable)
      throw fail("reserve: " + symbol(k) + " is never dropped in this game, so it has no reserve");
    else if (p.reserve[std::size_t(k)] != 0 && game.kind(k).unlimited)
      throw fail("reserve: " + symbol(k) +
                 " is dropped from a supply that never runs out, so the reserve holds none");
  for (int k = 0; k < game.kind_count(); ++k) {
    auto held = p.by_kind[std::size_t(k)] & game.cells_never_topped_by(k);
    // The piece in the middle of its turn may stand on its promotion region when it is promoted
    // only once the turn ends there (international draughts' man passing the far rank).
    if (p.turn.mid_turn() && game.kind(k).promotes_at_turn_end) held.reset(p.turn.cell);
    if (held.any())
      throw fail("board: " + symbol(k) + " stands on " + game.cell_name_of(held.lowest()) +
                 ", where it never stays (" +
                 (game.kind(k).promotion_region.test(held.lowest())
                      ? "a piece arriving there is promoted"
                      : "the kind is barred from it") +
                 ")");
  }
  if (!game.start_counted()) return;
  for (int k = 0; k < game.kind_count(); ++k) {
    const std::uint16_t kinds = game.kinds_becoming(k);
    int now = 0, start = 0;
    bool made = false;
    for (int j = 0; j < game.kind_count(); ++j)
      if (kinds >> j & 1u) {
        now += counts[std::size_t(j)];
        start += game.start_count(j);
        made = made || game.made_in_play(j);
      }
    // A start without any of them leaves their number open: a board for setting positions up
    // (the tests of a primitive, a puzzle), which no count of the start can bound.
    if (made || start == 0 || now <= start) continue;
    // Text only now: Clang cannot build a std::string at compile time with libstdc++, and
    // parsing must stay constexpr.
    std::string names;
    for (int j = 0; j < game.kind_count(); ++j)
      if (kinds >> j & 1u) names += (names.empty() ? "" : " and ") + symbol(j);
    throw fail("board and reserve: " + to_text(now) + " pieces of " + names + ", where the game " +
               "starts with " + to_text(start) + " and no rule makes more");
  }
}

}  // namespace boardlab

#pragma once
// The groups of a playout's drops, kept up to date drop by drop (a union-find), so that the group
// conditions (GroupTouches, Ring, a Connects of two named regions: a group touching both) are
// read off the dropped stone's group at no more than a few look-ups, where checking them on the
// whole board floods every group each ply.
//
// A random playout of drops (playout.hpp) keeps one tracker for each of the game's group sets
// (GroupSet: the pieces and steps a group condition grows over; havannah's bridge, fork and
// ring of one player share one). It is exact where a drop adds one piece to the sets of its
// kind and owner and takes none from any set (Game::checks_groups_at_drops), and from a position
// where no group condition holds: a group or ring that holds after a drop is then new, and holds
// the dropped stone.
#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "force_inline.hpp"
#include "game.hpp"

namespace boardlab {

// What one drop into a group set made.
struct GroupDrop {
  // The regions (bits of the GroupSet's `regions`) that the dropped stone's group touches now.
  std::uint16_t touched = 0;
  // The stone joined two of its neighbouring stones that were already one group, on two sides of
  // it: the group now walls in some cells (a new hole; a board with holes of its own may see one
  // that is none, which the caller confirms).
  bool closes_loop = false;
  // The stone, or a neighbouring stone, now has a stone on each of its neighbouring cells (told
  // only where a Ring grows over the set: GroupSet::rings).
  bool surrounds = false;
  // The drop added a stone to this set at all (else nothing of it changed).
  bool added = false;
};

template <int MaxCells>
class GroupTracker {
 public:
  using Board = typename Game<MaxCells>::Board;

  constexpr void clear() {
    members_ = {};
    touching_.fill(0);
    neighbours_.fill(0);
  }

  // Adds a stone of the set on `cell` (an empty cell of the set).
  BOARDLAB_INLINE constexpr GroupDrop add(const Game<MaxCells>& game, const GroupSet& set,
                                          int cell) {
    GroupDrop out;
    out.added = true;
    std::uint16_t touched = game.regions_of_cell(cell) & set.regions;
    parent_[cell] = std::uint8_t(cell);
    const int steps = set.step_count;
    // The neighbours round the cell in order (a hex board's six directions are listed in that
    // order, geometry.hpp), and which of them are stones of the set (bit i: neighbour i).
    std::array<int, direction_count> neighbour{};
    unsigned stones = 0;
    for (int i = 0; i < steps; ++i) {
      const Direction d = set.steps[i];
      if (!game.can_step(d).test(cell)) continue;
      const int n = cell + game.offset(d);
      neighbour[i] = n;
      const bool stone = members_.test(n);
      stones |= unsigned(stone) << i;
      if (set.rings && ++neighbours_[n] == steps && stone) out.surrounds = true;
    }
    // The first stone of each run of neighbouring stones: its neighbour before it (cyclically)
    // is none. The runs' groups join the cell's first, in order, so a run whose group is
    // already the cell's was one group with an earlier run before this stone: a new loop.
    const unsigned all = (1u << steps) - 1;
    const unsigned after_stone = ((stones << 1) | (stones >> (steps - 1))) & all;
    const unsigned run_starts = stones & ~after_stone;
    for (unsigned b = run_starts; b != 0; b &= b - 1) {
      const int root = find(neighbour[std::countr_zero(b)]);
      if (root == cell) {
        out.closes_loop = true;
        continue;
      }
      touched |= touching_[root];
      parent_[root] = std::uint8_t(cell);
    }
    // The other stones: one group with their run's first where steps that follow each other are
    // neighbouring cells (the hex grid), not necessarily with other step sets.
    for (unsigned b = stones & ~run_starts; b != 0; b &= b - 1) {
      const int root = find(neighbour[std::countr_zero(b)]);
      if (root == cell) continue;
      touched |= touching_[root];
      parent_[root] = std::uint8_t(cell);
    }
    if (set.rings && neighbours_[cell] == set.step_count) out.surrounds = true;
    members_.set(cell);
    touching_[cell] = touched;
    out.touched = touched;
    return out;
  }

 private:
  // The root of `cell`'s group, halving the path on the way.
  BOARDLAB_INLINE constexpr int find(int cell) {
    while (parent_[cell] != cell) {
      parent_[cell] = parent_[parent_[cell]];
      cell = parent_[cell];
    }
    return cell;
  }

  // Left unset until clear(): a playout's trackers are some kilobytes, and only the game's group
  // sets are used.
  Board members_;
  std::array<std::uint8_t, MaxCells> parent_;      // of a stone: a stone of its group, or itself
  std::array<std::uint16_t, MaxCells> touching_;   // of a root: the regions its group touches
  std::array<std::uint8_t, MaxCells> neighbours_;  // stones of the set beside each cell
};

// A playout's trackers, one a group set, and what the last drop made in each.
template <int MaxCells>
class DropGroups {
 public:
  // The groups of `p`'s pieces.
  constexpr DropGroups(const Game<MaxCells>& game, const Position<MaxCells>& p) : game_(game) {
    for (int s = 0; s < game.group_set_count(); ++s) {
      trackers_[s].clear();
      const GroupSet& set = game.group_set(s);
      auto pieces = set.kind >= 0 ? p.by_kind[set.kind] : p.by_owner[index(set.player)];
      while (pieces.any()) trackers_[s].add(game, set, pieces.pop_lowest());
    }
  }

  // Adds a piece of kind `k` dropped on `cell` to the sets it belongs to.
  BOARDLAB_INLINE constexpr void drop(KindIndex k, int cell) {
    const Owner owner = game_.kind(k).owner;
    for (int s = 0; s < game_.group_set_count(); ++s) {
      const GroupSet& set = game_.group_set(s);
      const bool in_set = set.kind >= 0
                              ? set.kind == k
                              : owner != Owner::neutral && index(set.player) == index(owner);
      last_[s] = in_set ? trackers_[s].add(game_, set, cell) : GroupDrop{};
    }
  }

  // What the last drop made in group set `s`.
  constexpr const GroupDrop& last(int s) const { return last_[s]; }

 private:
  const Game<MaxCells>& game_;
  std::array<GroupTracker<MaxCells>, max_group_sets> trackers_;
  std::array<GroupDrop, max_group_sets> last_{};
};

// The groups of a State's position, kept from one drop to the next (State's apply_unchecked), so
// that listing a position's moves reads the group conditions off the last drop as a playout does,
// instead of flooding the board at every step (Havannah's bridges, forks and rings, Hex's
// connection). At most one DropGroups, on the heap: some kilobytes that a state's copy does not
// take. A copy, and a state whose groups were forgotten, starts them at its second drop: a tree
// search that copies a state and plays one move on the copy pays nothing for them.
template <int MaxCells>
class KeptDropGroups {
 public:
  constexpr KeptDropGroups() = default;
  constexpr KeptDropGroups(const KeptDropGroups&) {}
  constexpr KeptDropGroups(KeptDropGroups&&) = default;
  constexpr KeptDropGroups& operator=(const KeptDropGroups&) {
    forget();
    return *this;
  }
  constexpr KeptDropGroups& operator=(KeptDropGroups&&) = default;

  // The groups of the position, with its last drop; null when they are not kept.
  constexpr const DropGroups<MaxCells>* get() const {
    return groups_.empty() ? nullptr : &groups_.front();
  }
  constexpr void forget() {
    groups_.clear();
    drops_unkept_ = 0;
  }
  // Counts a drop made while the groups are not kept: true from the second on, when they are
  // worth starting.
  constexpr bool worth_starting() { return ++drops_unkept_ >= 2; }
  // Keeps the groups of `p`, with no last drop: only where no group condition holds in `p`
  // (no_group_condition_holds, outcome.hpp), the caller's check.
  constexpr void start(const Game<MaxCells>& game, const Position<MaxCells>& p) {
    groups_.clear();
    groups_.emplace_back(game, p);
  }
  // Adds a drop of kind `k` on `cell` (kept groups only).
  constexpr void drop(KindIndex k, int cell) { groups_.front().drop(k, cell); }

 private:
  std::vector<DropGroups<MaxCells>> groups_;  // none, or the position's
  int drops_unkept_ = 0;                      // since they were last forgotten (or copied)
};

}  // namespace boardlab

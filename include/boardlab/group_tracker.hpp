#pragma once
// The groups of a playout's drops, kept up to date drop by drop (a union-find), so that the group
// conditions (GroupTouches, Ring) are read off the dropped stone's group at no more than a few
// look-ups, where checking them on the whole board floods every group each ply.
//
// A random playout of drops (playout.hpp) keeps one tracker for each of the game's group sets
// (GroupSet: the pieces and steps a group condition grows over; havannah's bridge, fork and
// ring of one player share one). It is exact where a drop adds one piece to the sets of its
// kind and owner and takes none from any set (Game::checks_groups_at_drops), and from a position
// where no group condition holds: a group or ring that holds after a drop is then new, and holds
// the dropped stone.
#include <array>
#include <cstdint>

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
  // The stone, or a neighbouring stone, now has a stone on each of its neighbouring cells.
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
    // The neighbours round the cell in order (a hex board's six directions are listed in that
    // order, geometry.hpp): the first stone of each run of neighbouring stones, and its group.
    std::array<int, direction_count> neighbour{};
    for (int i = 0; i < set.step_count; ++i) {
      const Direction d = set.steps[i];
      neighbour[i] = game.can_step(d).test(cell) ? cell + game.offset(d) : -1;
    }
    const auto member = [&](int i) BOARDLAB_INLINE_LAMBDA {
      return neighbour[i] >= 0 && members_.test(neighbour[i]);
    };
    std::array<int, direction_count> run_roots{};
    int runs = 0;
    bool before = member(set.step_count - 1);
    for (int i = 0; i < set.step_count; ++i) {
      const bool here = member(i);
      if (here && !before) {
        const int root = find(neighbour[i]);
        for (int j = 0; j < runs; ++j) out.closes_loop = out.closes_loop || run_roots[j] == root;
        run_roots[runs++] = root;
      }
      before = here;
    }
    // Join the groups round it: the cell is the new root, touching what they all touched.
    for (int i = 0; i < set.step_count; ++i) {
      if (neighbour[i] < 0) continue;
      const int n = neighbour[i];
      if (++neighbours_[n] == set.step_count && members_.test(n)) out.surrounds = true;
      if (!members_.test(n)) continue;
      const int root = find(n);
      if (root != cell) {
        touched |= touching_[root];
        parent_[root] = std::uint8_t(cell);
      }
    }
    if (neighbours_[cell] == set.step_count) out.surrounds = true;
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

}  // namespace boardlab

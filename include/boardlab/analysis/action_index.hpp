#pragma once
// A stable numbering of every move a game can ever have, for learning code that wants a fixed
// action space (OpenSpiel's "distinct actions").
//
// The moves are found from the board geometry and the primitives alone (an empty board, every
// kind on every cell it may stand on), then ordered: drops (by kind, then cell, then the block
// turned after it where blocks turn: GameSpec::rotating_blocks), whole-cell moves
// (by from, then to, then the kind promoted to), StackMoves (by count, from, to), shots (by kind,
// from, to), removals (by cell), castlings (by the piece's cell, then the partner's), captures en
// passant (by from, then to), and the pass. The same spec always gives the same numbering.
//
// In a game whose turns have several parts an action is one part of a turn (a jump of a chain, a
// queen's move or its shot): the view of a turn as a sequence of decisions, each from a small
// space, that learning code wants; legal_turns (turn.hpp) is the other view, whole turns.
#include <algorithm>
#include <cstdint>
#include <vector>

#include "../game.hpp"
#include "../move.hpp"
#include "../primitive_moves.hpp"

namespace boardlab {

template <int N>
class ActionIndex {
 public:
  explicit ActionIndex(const Game<N>& game) {
    for (int k = 0; k < game.kind_count(); ++k) {
      const auto& info = game.kind(k);
      if (info.droppable)
        for_each_cell(info.drop_cells, [&](int c) {
          if (game.block_count() == 0) add(Move::drop(KindIndex(k), c));
          for (int turn = 1; turn <= 2 * game.block_count(); ++turn)
            add(Move::drop(KindIndex(k), c, turn));
        });
      const std::size_t first = keys_.size();
      for (int r = 0; r < info.rule_count; ++r) add_rule(game, info.rules[r]);
      for (int r = 0; r < info.later_rule_count; ++r) add_rule(game, info.later_rules[r]);
      add_promotions(info, first);
    }
    if (game.has_turn_rules()) add(Move::pass());
    std::sort(keys_.begin(), keys_.end(),
              [](std::uint32_t a, std::uint32_t b) { return order(a) < order(b); });
    keys_.erase(std::unique(keys_.begin(), keys_.end()), keys_.end());
    build_slots();
    build_direct(game.cell_count(), game.kind_count());
  }

  int size() const { return int(keys_.size()); }
  // The move numbered i, by its text alone (Move::text_key, no effect bits): play it through
  // legal_move_like (move_text.hpp), which finds the legal move with that text.
  Move move_at(int i) const { return Move::from_bits(keys_[std::size_t(i)]); }
  // The number of the drop of kind `kind` on `cell`, a drop the game can make (index_of without
  // its checks: for the moves of a game of drops only, Game::only_drops).
  int drop_index(KindIndex kind, int cell) const {
    return direct_[std::size_t(drops_at_ + int(kind) * cells_ + cell)];
  }
  // The number of the move with m's text, or -1 if the game can never have such a move.
  int index_of(Move m) const {
    // Drops and plain whole-cell moves, the moves of most positions, straight from a table by
    // their fields: a Python step lists a few hundred actions (hex, gomoku), and the hash
    // lookup below was a tenth of the step.
    const std::uint32_t key = m.text_key();
    const std::uint32_t high = key >> 16;  // kind or count, type, promotion
    const bool on_board = m.from() < cells_ && m.to() < cells_;
    if (high == drop_high(m.dropped_kind())) {
      if (m.block_turn() != 0) return index_in_slots(key);  // a block turned after it
      if (!on_board || int(m.dropped_kind()) >= kinds_) return -1;
      return direct_[std::size_t(drops_at_ + int(m.dropped_kind()) * cells_ + m.to())];
    }
    if (high == 0 && whole_moves_direct_)
      return on_board ? direct_[std::size_t(m.from() * cells_ + m.to())] : -1;
    return index_in_slots(key);
  }

 private:
  // The number of the move with text key `key`, or -1, from the hash table.
  int index_in_slots(std::uint32_t key) const {
    // A hash table of the keys, open addressing, at most half full: a lookup for every legal
    // move is what listing a position's actions costs (Python's legal_actions, VectorEnv's
    // masks), where a binary search over the sorted keys took a tenth of a microsecond a move
    // on gomoku's 450 actions.
    for (std::size_t s = slot_of(key);; s = (s + 1) & slot_mask_) {
      const Slot slot = slots_[s];
      if (slot.index < 0) return -1;
      if (slot.key == key) return slot.index;
    }
  }

  // The high bits (16-24) of a drop's text key.
  static constexpr std::uint32_t drop_high(KindIndex kind) {
    return Move::drop(kind, 0).text_key() >> 16;
  }

  // direct_: every drop by kind and cell, then (when the board is small enough for a table of
  // cells x cells to stay in the cache) every plain whole-cell move by from and to; -1 where the
  // game has no such move.
  void build_direct(int cells, int kinds) {
    cells_ = cells;
    kinds_ = kinds;
    whole_moves_direct_ = cells <= max_cells_for_whole_moves;
    drops_at_ = whole_moves_direct_ ? cells * cells : 0;
    direct_.assign(std::size_t(drops_at_ + kinds * cells), -1);
    for (std::size_t i = 0; i < keys_.size(); ++i) {
      const Move m = Move::from_bits(keys_[i]);
      const std::uint32_t high = keys_[i] >> 16;
      if (high == drop_high(m.dropped_kind())) {
        if (m.block_turn() == 0)
          direct_[std::size_t(drops_at_ + int(m.dropped_kind()) * cells + m.to())] = int(i);
      } else if (high == 0 && whole_moves_direct_)
        direct_[std::size_t(m.from() * cells + m.to())] = int(i);
    }
  }
  static constexpr int max_cells_for_whole_moves = 128;  // 64 KiB of table at most

  // Sort key: type first (drops, moves, stack moves), then the fields in the documented order.
  static std::uint64_t order(std::uint32_t key) {
    const Move m = Move::from_bits(key);
    const std::uint64_t type_rank = m.type() == MoveType::drop         ? 0
                                    : m.type() == MoveType::move       ? 1
                                    : m.type() == MoveType::stack_move ? 2
                                    : m.type() == MoveType::shot       ? 3
                                    : m.type() == MoveType::remove     ? 4
                                    : m.type() == MoveType::castle     ? 5
                                    : m.type() == MoveType::en_passant ? 6
                                                                       : 7;
    // A drop's kind first, a shot's too (two kinds may be shot from one cell onto another), a
    // StackMove's count first; a promotion's kind last (after from and to). Distinct keys must
    // have distinct orders: the order alone numbers them.
    const std::uint64_t leading =
        m.type() == MoveType::drop || m.type() == MoveType::stack_move || m.type() == MoveType::shot
            ? std::uint64_t(m.count())
            : 0;
    const std::uint64_t promoted = m.promotes() ? 1 + std::uint64_t(m.new_kind()) : 0;
    // A drop's from field is the block it turns: after its cell.
    if (m.type() == MoveType::drop)
      return type_rank << 40 | leading << 32 | std::uint64_t(m.to()) << 16 |
             std::uint64_t(m.block_turn()) << 8;
    return type_rank << 40 | leading << 32 | std::uint64_t(m.from()) << 16 |
           std::uint64_t(m.to()) << 8 | promoted;
  }

  void add(Move m) { keys_.push_back(m.text_key()); }

  struct Slot {
    std::uint32_t key = 0;
    std::int32_t index = -1;  // -1: empty
  };
  std::size_t slot_of(std::uint32_t key) const {
    return std::size_t((std::uint64_t(key) * 0x9E3779B97F4A7C15ull) >> 32) & slot_mask_;
  }
  void build_slots() {
    std::size_t capacity = 4;
    while (capacity < 2 * keys_.size()) capacity *= 2;
    slots_.assign(capacity, Slot{});
    slot_mask_ = capacity - 1;
    for (std::size_t i = 0; i < keys_.size(); ++i) {
      std::size_t s = slot_of(keys_[i]);
      while (slots_[s].index >= 0) s = (s + 1) & slot_mask_;
      slots_[s] = {keys_[i], std::int32_t(i)};
    }
  }

  // The promoted forms of the kind's whole-cell moves (keys from `first` on) that land in its
  // promotion region.
  void add_promotions(const typename Game<N>::KindInfo& info, std::size_t first) {
    const std::size_t end = keys_.size();
    for (std::size_t i = first; i < end; ++i) {
      const Move m = Move::from_bits(keys_[i]);
      if (m.type() != MoveType::move || !info.promotion_region.test(m.to())) continue;
      for (int c = 0; c < info.promotion_choice_count; ++c)
        add(m.promoted_to(info.promotion_choices[c]));
    }
  }

  void add_rule(const Game<N>& game, const typename Game<N>::Rule& rule) {
    for_each_cell(rule.from, [&](int from) {
      if (rule.type == Movement::stack_move) {
        for (int count = rule.min_count; count <= rule.max_count; ++count) {
          auto to = game.stack_reach(from, count, rule.path);
          to.reset(from);
          for_each_cell(to, [&](int t) { add(Move::stack_move(from, t, count, 0)); });
        }
        return;
      }
      if (rule.type == Movement::remove) {
        add(Move::removal(from));
        return;
      }
      if (rule.type == Movement::castle) {
        // With any cell of its rank, where the partner may stand.
        for (int file = 0; file < game.files(); ++file)
          if (file != game.file_of(from))
            add(Move::castle(from, game.cell(file, game.rank_of(from))));
        return;
      }
      if (rule.en_passant)
        for (int j = 0; j < rule.direction_count; ++j)
          if (game.can_step(rule.directions[j]).test(from))
            add(Move::en_passant(from, from + game.offset(rule.directions[j])));
      if (rule.type == Movement::shoot) {
        for (int j = 0; j < rule.direction_count; ++j)
          for_each_cell(game.ray(rule.directions[j], from),
                        [&](int to) { add(Move::shot(from, to, rule.shot_kind, 0)); });
        return;
      }
      if (rule.type == Movement::offset_leap) {
        for (int j = 0; j < rule.direction_count; ++j) {
          const int v = rule.leap_vectors[j];
          if (game.can_leap(v).test(from)) add(Move::whole(from, from + game.leap_offset(v), 0));
        }
        return;
      }
      const Reach reach = game.reach(rule);
      for (int j = 0; j < rule.direction_count; ++j) {
        const Direction d = rule.directions[j];
        auto cell = Game<N>::Board::of(from);
        for (int distance = 1; distance <= reach.farthest; ++distance) {
          cell = (cell & game.can_step(d)).stepped(game.offset(d));
          if (cell.none()) break;
          if (distance >= reach.nearest) add(Move::whole(from, cell.lowest(), 0));
        }
      }
    });
  }

  std::vector<std::uint32_t> keys_;  // ascending by order()
  std::vector<Slot> slots_;          // keys_ by their hash: index_of's table
  std::size_t slot_mask_ = 0;
  std::vector<std::int32_t> direct_;  // see build_direct
  int cells_ = 0;
  int kinds_ = 0;
  int drops_at_ = 0;
  bool whole_moves_direct_ = false;
};

}  // namespace boardlab

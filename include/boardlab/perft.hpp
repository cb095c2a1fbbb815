#pragma once
// perft(p, 0) = 1; perft(p, d) = sum over legal moves m of perft(p after m, d - 1). A move is a
// whole turn: in a game whose turns have several parts, the parts of one turn are one move, as
// the published perft tables of checkers and amazons count them.
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "apply.hpp"
#include "error.hpp"
#include "game.hpp"
#include "outcome.hpp"
#include "splitmix64.hpp"

namespace boardlab {

// How the last ply is counted: `bulk` counts the moves of each position at depth 1 without
// playing them (the usual speed-up); `play_every_leaf` applies and undoes each one.
enum class Counting : std::uint8_t { bulk, play_every_leaf };

namespace detail {
// perft with `list_moves(p, moves)` filling the legal moves: the run-time legal_moves here, or
// the shape-specialised loops (Shaped<S>::perft, Compiled<G>::perft). The stop flag is read at
// nodes three or more plies above the leaves only, where it costs nothing measurable.
template <int N, class ListMoves>
constexpr std::uint64_t perft_in_place(const Game<N>& game, Position<N>& p, int depth,
                                       Counting counting, const ListMoves& list_moves,
                                       const std::atomic<bool>* stop) {
  if (depth == 0) return 1;
  typename Game<N>::Moves moves;
  list_moves(p, moves);
  if (depth == 1 && counting == Counting::bulk) {
    if (!game.has_turn_rules()) return std::uint64_t(moves.size());
    // Whole turns: a part that surely ends its turn counts one; the others count the turns
    // their rest can make.
    std::uint64_t turns = 0;
    for (const Move m : moves) {
      if (m.then_part() == 0 || m.promotes() || m.type() == MoveType::pass) {
        ++turns;
        continue;
      }
      const Undo u = apply_unchecked(game, p, m);
      turns += perft_in_place(game, p, p.turn.mid_turn() ? 1 : 0, counting, list_moves, stop);
      undo(game, p, u);
    }
    return turns;
  }
  if (stop && depth >= 3 && stop->load(std::memory_order_relaxed)) return 0;
  std::uint64_t n = 0;
  for (const Move m : moves) {
    const Undo u = apply_unchecked(game, p, m);
    // Within a turn (the piece goes on) the depth stays.
    n += perft_in_place(game, p, p.turn.mid_turn() ? depth : depth - 1, counting, list_moves, stop);
    undo(game, p, u);
  }
  return n;
}
}  // namespace detail

// The perft count of `p` at `depth`. If `stop` is given and becomes true, it returns early with a
// count that means nothing (the caller knows it stopped it).
template <int N>
constexpr std::uint64_t perft(const Game<N>& game, Position<N> p, int depth,
                              Counting counting = Counting::bulk,
                              const std::atomic<bool>* stop = nullptr) {
  return detail::perft_in_place(
      game, p, depth, counting,
      [&](const Position<N>& q, typename Game<N>::Moves& moves) { legal_moves(game, q, moves); },
      stop);
}

}  // namespace boardlab

namespace boardlab {

namespace detail {
// The transposition table's slot for `key`: its top `table_bits` bits (1 to 40), which are
// independent of the low bit that perft_with_table forces to 1 to mark a slot in use.
constexpr std::size_t table_slot(std::uint64_t key, int table_bits) {
  return std::size_t(key >> (64 - table_bits));
}
}  // namespace detail

// perft with a transposition table: positions reached again at the same remaining depth (the
// same ply, from one root) are counted once. Entries are keyed by the Zobrist hash and the
// depth; `table_bits` (1 to 40) sets the table to 2^table_bits entries (16 bytes each: 64 MB by
// default), always-replace.
// For the deep counts of docs/perft.md; a 64-bit hash collision would give a wrong count, which
// at these sizes (well under 2^32 positions) is vanishingly unlikely.
template <int N>
std::uint64_t perft_with_table(const Game<N>& game, Position<N> p, int depth, int table_bits = 22) {
  if (table_bits < 1 || table_bits > 40)
    throw Error("perft_with_table: table_bits " + std::to_string(table_bits) +
                " is not within 1..40");
  struct Entry {
    std::uint64_t key = 0;  // (hash ^ mix64(depth)) | 1; 0 = empty
    std::uint64_t count = 0;
  };
  std::vector<Entry> table(std::size_t(1) << table_bits);
  auto recurse = [&](auto& self, int d) -> std::uint64_t {
    // Turns of several parts: the plain count below the table (the turn state is in the hash,
    // so entries would be right, but the bulk count of whole turns is perft's).
    if (d == 1 && game.has_turn_rules()) return perft(game, p, 1);
    typename Game<N>::Moves moves;
    legal_moves(game, p, moves);
    if (d == 1) return std::uint64_t(moves.size());
    const std::uint64_t key = (p.hash ^ mix64(std::uint64_t(d))) | 1;
    Entry& e = table[detail::table_slot(key, table_bits)];
    if (e.key == key) return e.count;
    std::uint64_t n = 0;
    for (const Move m : moves) {
      const Undo u = apply_unchecked(game, p, m);
      n += self(self, p.turn.mid_turn() ? d : d - 1);
      undo(game, p, u);
    }
    table[detail::table_slot(key, table_bits)] = {key, n};
    return n;
  };
  return depth == 0 ? 1 : recurse(recurse, depth);
}

}  // namespace boardlab

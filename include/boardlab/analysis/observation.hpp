#pragma once
// A position as planes of numbers, for learning code (the layout docs/python.md shows; the
// Python bindings' State.observation() is this).
//
// Every plane is ranks x files, row r for rank r + 1, column f for file f. With K kinds and R
// regions, the planes are, in order:
//
//   0 .. K-1             1 where the top piece is of kind k
//   K                    the stack height
//   K+1 .. K+R           1 on the cells of region r
//   K+R+1                all 1 when player 1 is to move, else all 0
//   K+R+2 .. 2K+R+1      the reserve count of kind k, on every cell
//
// and in a game with turn rules (GameTables::has_turn_rules), where the position holds more
// than its board (TurnState, the quiet-turn count), four more, so that the planes say all the
// position says (a learner choosing a turn's parts must see which piece goes on):
//
//   2K+R+2               1 on the cell of the piece that goes on, in the middle of a turn
//   2K+R+3               the part it goes on with, on every cell (0 between turns)
//   2K+R+4               the passes in a row just played (0, 1 or 2), on every cell
//   2K+R+5               the quiet-turn count (Position::quiet_turns), on every cell
//
// then in a game whose jumped pieces leave at the turn's end (LeaptRemoval::at_turn_end) one
// plane with 1 on the cells this turn's jumps took (Position::closed: empty, but no piece may
// go there before the turn ends); in a game with castling one with 1 on the cells of the pieces
// that may still castle (Position::unmoved); in a game with en passant one with 1 on the cells
// open to it (Position::en_passant); in a game that counts checks two, player 0's and player 1's
// checks given, on every cell; in a game whose promoted pieces demote when taken one with 1 on
// the cells of the promoted pieces (Position::promoted); and in a game whose board leaves out
// cells of its rectangle
// (GameSpec::off_board) a last plane with 1 on the cells of the board, which an empty cell and a
// missing one share otherwise.
#include <algorithm>
#include <cstddef>

#include "../bitboard.hpp"
#include "../game.hpp"
#include "../position.hpp"

namespace boardlab {

struct ObservationShape {
  int planes = 0;
  int ranks = 0;
  int files = 0;
  constexpr std::size_t size() const { return std::size_t(planes) * ranks * files; }
};

namespace detail {

// The first plane of each group (-1 for a group the game lacks): the one place that orders them.
struct ObservationPlanes {
  int heights = 0, regions = 0, side = 0, reserves = 0;
  int turn = -1, closed = -1, unmoved = -1, en_passant = -1, checks = -1, promoted = -1, board = -1;
  int count = 0;
};

template <int N>
constexpr ObservationPlanes observation_planes(const Game<N>& game) {
  ObservationPlanes at;
  int next = game.kind_count();
  const auto take = [&](bool has, int planes) {
    if (!has) return -1;
    next += planes;
    return next - planes;
  };
  at.heights = take(true, 1);
  at.regions = take(true, game.region_count());
  at.side = take(true, 1);
  at.reserves = take(true, game.kind_count());
  at.turn = take(game.has_turn_rules(), 4);
  at.closed = take(game.closes_leapt_cells(), 1);
  at.unmoved = take(game.has_castling(), 1);
  at.en_passant = take(game.has_en_passant(), 1);
  at.checks = take(game.counts_checks(), 2);
  at.promoted = take(game.remembers_promotions(), 1);
  at.board = take(game.board_tables().has_off_board_cells(), 1);
  at.count = next;
  return at;
}

}  // namespace detail

template <int N>
constexpr ObservationShape observation_shape(const Game<N>& game) {
  return {detail::observation_planes(game).count, game.ranks(), game.files()};
}

// Writes the planes of `p` to `out`, which holds observation_shape(game).size() floats.
// Each plane is written once, without a branch a cell: VectorEnv writes one for every game at
// every step, and filling with zeros first and setting the pieces after was a third of a connect
// four step.
template <int N>
constexpr void write_observation(const Game<N>& game, const Position<N>& p, float* out) {
  const detail::ObservationPlanes at = detail::observation_planes(game);
  const int kinds = game.kind_count(), regions = game.region_count();
  const std::size_t area = std::size_t(game.cell_count());
  auto plane = [&](int i) { return out + std::size_t(i) * area; };
  auto fill = [&](int i, float value) { std::fill(plane(i), plane(i + 1), value); };
  for (int k = 0; k < kinds; ++k)
    write_bits(p.by_kind[std::size_t(k)].words.data(), area, plane(k));
  float* const heights = plane(at.heights);
  for (std::size_t c = 0; c < area; ++c) heights[c] = float(p.height[c]);
  for (int r = 0; r < regions; ++r)
    write_bits(game.region(r).words.data(), area, plane(at.regions + r));
  fill(at.side, p.side == Player::one ? 1.0f : 0.0f);
  for (int k = 0; k < kinds; ++k) fill(at.reserves + k, float(p.reserve[std::size_t(k)]));
  if (at.turn >= 0) {
    fill(at.turn, 0.0f);
    if (p.turn.mid_turn()) plane(at.turn)[p.turn.cell] = 1.0f;
    fill(at.turn + 1, float(p.turn.part));
    fill(at.turn + 2, float(p.turn.passes));
    fill(at.turn + 3, float(p.quiet_turns));
  }
  if (at.closed >= 0) write_bits(p.closed.words.data(), area, plane(at.closed));
  if (at.unmoved >= 0) write_bits(p.unmoved.words.data(), area, plane(at.unmoved));
  if (at.en_passant >= 0) write_bits(p.en_passant.words.data(), area, plane(at.en_passant));
  if (at.checks >= 0) {
    fill(at.checks, float(p.checks_given[0]));
    fill(at.checks + 1, float(p.checks_given[1]));
  }
  if (at.promoted >= 0) write_bits(p.promoted.words.data(), area, plane(at.promoted));
  if (at.board >= 0) write_bits(game.board().words.data(), area, plane(at.board));
}

// Writes the largest value write_observation puts on each plane to `out`, which holds
// observation_shape(game).planes floats: 1 on the planes of 0 and 1, the tallest stack on the
// height plane, a byte's 255 on the reserve counts, the turn's part and the checks given (the
// engine keeps them in bytes), 2 on the passes, the quiet-turn limit on the quiet-turn count (at
// least 1, so that no plane's bounds are equal). For the observation spaces of learning
// frameworks (Gymnasium's Box).
template <int N>
constexpr void write_observation_bounds(const Game<N>& game, float* out) {
  constexpr float byte = 255.0f;
  const detail::ObservationPlanes at = detail::observation_planes(game);
  std::fill(out, out + at.count, 1.0f);
  out[at.heights] = float(game.has_stacks() ? game.max_stack_height() : 1);
  std::fill(out + at.reserves, out + at.reserves + game.kind_count(), byte);
  if (at.turn >= 0) {
    out[at.turn + 1] = byte;
    out[at.turn + 2] = 2.0f;
    out[at.turn + 3] = float(std::max(1, game.quiet_turn_limit()));
  }
  if (at.checks >= 0) out[at.checks] = out[at.checks + 1] = byte;
}

}  // namespace boardlab

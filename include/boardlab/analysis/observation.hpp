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
// checks given, on every cell; and in a game whose board leaves out cells of its rectangle
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

template <int N>
constexpr ObservationShape observation_shape(const Game<N>& game) {
  const int turn_planes = game.has_turn_rules() ? 4 : 0;
  const int closed_plane = game.closes_leapt_cells() ? 1 : 0;
  const int memory_planes = (game.has_castling() ? 1 : 0) + (game.has_en_passant() ? 1 : 0) +
                            (game.counts_checks() ? 2 : 0);
  const int board_plane = game.board_tables().has_off_board_cells() ? 1 : 0;
  return {2 * game.kind_count() + game.region_count() + 2 + turn_planes + closed_plane +
              memory_planes + board_plane,
          game.ranks(), game.files()};
}

// Writes the planes of `p` to `out`, which holds observation_shape(game).size() floats.
// Each plane is written once, without a branch a cell: VectorEnv writes one for every game at
// every step, and filling with zeros first and setting the pieces after was a third of a connect
// four step.
template <int N>
constexpr void write_observation(const Game<N>& game, const Position<N>& p, float* out) {
  const int kinds = game.kind_count(), regions = game.region_count();
  const std::size_t area = std::size_t(game.cell_count());
  auto plane = [&](int i) { return out + std::size_t(i) * area; };
  auto fill = [&](int i, float value) { std::fill(plane(i), plane(i + 1), value); };
  for (int k = 0; k < kinds; ++k)
    write_bits(p.by_kind[std::size_t(k)].words.data(), area, plane(k));
  float* const heights = plane(kinds);
  for (std::size_t c = 0; c < area; ++c) heights[c] = float(p.height[c]);
  for (int r = 0; r < regions; ++r)
    write_bits(game.region(r).words.data(), area, plane(kinds + 1 + r));
  fill(kinds + 1 + regions, p.side == Player::one ? 1.0f : 0.0f);
  for (int k = 0; k < kinds; ++k) fill(kinds + 2 + regions + k, float(p.reserve[std::size_t(k)]));
  int next = 2 * kinds + regions + 2;
  if (game.has_turn_rules()) {
    fill(next, 0.0f);
    if (p.turn.mid_turn()) plane(next)[p.turn.cell] = 1.0f;
    fill(next + 1, float(p.turn.part));
    fill(next + 2, float(p.turn.passes));
    fill(next + 3, float(p.quiet_turns));
    next += 4;
  }
  if (game.closes_leapt_cells()) write_bits(p.closed.words.data(), area, plane(next++));
  if (game.has_castling()) write_bits(p.unmoved.words.data(), area, plane(next++));
  if (game.has_en_passant()) write_bits(p.en_passant.words.data(), area, plane(next++));
  if (game.counts_checks()) {
    fill(next++, float(p.checks_given[0]));
    fill(next++, float(p.checks_given[1]));
  }
  if (game.board_tables().has_off_board_cells())
    write_bits(game.board().words.data(), area, plane(next));
}

// Writes the largest value write_observation puts on each plane to `out`, which holds
// observation_shape(game).planes floats: 1 on the planes of 0 and 1, the tallest stack on the
// height plane, a byte's 255 on the reserve counts and the turn's part (the engine keeps them in
// bytes), 2 on the passes, the quiet-turn limit on the quiet-turn count (at least 1, so that no
// plane's bounds are equal). For the observation spaces of learning frameworks (Gymnasium's Box).
template <int N>
constexpr void write_observation_bounds(const Game<N>& game, float* out) {
  constexpr float byte = 255.0f;
  const int kinds = game.kind_count(), regions = game.region_count();
  std::fill(out, out + observation_shape(game).planes, 1.0f);
  out[kinds] = float(game.has_stacks() ? game.max_stack_height() : 1);
  std::fill(out + kinds + 2 + regions, out + 2 * kinds + 2 + regions, byte);
  if (game.has_turn_rules()) {
    const int turn = 2 * kinds + regions + 2;
    out[turn + 1] = byte;
    out[turn + 2] = 2.0f;
    out[turn + 3] = float(std::max(1, game.quiet_turn_limit()));
  }
  if (game.counts_checks()) {  // the two planes before the board's, if any: bytes too
    const int checks =
        observation_shape(game).planes - 2 - (game.board_tables().has_off_board_cells() ? 1 : 0);
    out[checks] = out[checks + 1] = byte;
  }
}

}  // namespace boardlab

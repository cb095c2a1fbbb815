#pragma once
// Knightthrough (docs/rules.md, "Knightthrough"): Breakthrough's board, start and goals, but every
// piece moves as a chess knight that only goes forward, and may capture on any of its moves.
#include <array>

#include "../spec.hpp"
#include "breakthrough.hpp"
#include "options.hpp"

namespace boardlab::games {

// The same options as Breakthrough, with the same meaning.
using KnightthroughOptions = BreakthroughOptions;

constexpr GameSpec knightthrough(const KnightthroughOptions& options = {}) {
  GameSpec s = detail::breakthrough_layout("knightthrough", options);
  // The four forward knight moves: one file and two ranks, or two files and one rank, ahead.
  for (char symbol : {'W', 'B'}) {
    s.moves(symbol, OffsetLeap{.offset = {1, 2}, .symmetry = Symmetry::left_right});
    s.moves(symbol, OffsetLeap{.offset = {2, 1}, .symmetry = Symmetry::left_right});
  }
  return s;
}

}  // namespace boardlab::games

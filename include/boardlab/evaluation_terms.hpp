#pragma once
// A game's own evaluation of positions, as data in its spec: what search agents (greedy,
// alpha-beta, MCTS with its rollouts cut short) and the balance metrics' lead changes use when
// not given another (analysis/evaluation.hpp compiles and reads it). Play never reads it.
//
// The value of a position for a player is the sum of its terms for that player minus the sum
// for the opponent; each term counts one player's pieces:
//
//   s.evaluate({.type = TermType::material, .kind = 'W', .weight = 10});
//   s.evaluate({.type = TermType::distance, .kind = 'W', .region = "top_rank", .weight = 1});
#include <array>
#include <cstdint>

#include "enum_names.hpp"
#include "fixed_string.hpp"
#include "piece.hpp"

namespace boardlab {

enum class TermType : std::uint8_t {
  material,  // each piece of the kind (kind 0: of every kind) worth `weight` to its owner
  region,    // each such piece standing on `region`
  distance,  // each such piece worth weight x (the board's farthest distance from `region` -
             // its own distance), in steps of the board's directions: nearer is better
  mobility,  // each legal move of the player to move (costs a move generation)
};

template <>
struct EnumNames<TermType> {
  static constexpr std::array<NamedValue<TermType>, 4> values{{
      {"material", TermType::material},
      {"region", TermType::region},
      {"distance", TermType::distance},
      {"mobility", TermType::mobility},
  }};
};

struct EvaluationTerm {
  TermType type = TermType::material;
  // The kind counted, by symbol; 0: every piece of `owner` (material: of both players, every
  // kind not neutral).
  char kind = 0;
  Owner owner = Owner::zero;
  Name region{};  // region and distance terms
  int weight = 1;
  friend constexpr bool operator==(const EvaluationTerm&, const EvaluationTerm&) = default;
};

inline constexpr int max_evaluation_terms = 12;
// Weights stay far from int's ends, so that a sum over a board of pieces cannot overflow.
inline constexpr int max_term_weight = 1'000'000;

}  // namespace boardlab

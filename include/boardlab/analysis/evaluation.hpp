#pragma once
// Position evaluations as data, for search agents (greedy, alpha-beta, MCTS rollouts cut short):
// a weighted sum of terms each read off the bitboards, from the side to move's point of view.
// Terms: material (a weight per kind, counting top pieces), pieces of a kind standing in a
// region, and mobility (legal moves of the side to move). A game without its own weights gets
// material_evaluation: every piece worth one, the piece count difference.
#include <array>
#include <string>

#include "../error.hpp"
#include "../game.hpp"
#include "../outcome.hpp"

namespace boardlab {

// Pieces of `kind` (no_kind: any of the owner's) on `region`, worth `weight` each to their owner.
struct RegionTerm {
  int region = 0;
  KindIndex kind = no_kind;
  Owner owner = Owner::zero;  // whose pieces, when `kind` is no_kind
  int weight = 0;
};

inline constexpr int max_region_terms = 8;

struct Evaluation {
  // Worth of one top piece of each kind to its owner (neutral kinds count for nobody).
  std::array<int, max_kinds> material{};
  std::array<RegionTerm, max_region_terms> region_terms{};
  int region_term_count = 0;
  // Worth of one legal move of the side to move: costs a move generation per evaluation.
  int mobility = 0;

  constexpr void add_region_term(const RegionTerm& term) {
    if (region_term_count == max_region_terms)
      throw Error("evaluation: more than " + std::to_string(max_region_terms) + " region terms");
    region_terms[region_term_count++] = term;
  }
};

// Every piece worth one: the difference of the players' piece counts.
template <int N>
constexpr Evaluation material_evaluation(const Game<N>& game) {
  Evaluation e;
  for (int k = 0; k < game.kind_count(); ++k) e.material[k] = 1;
  return e;
}

// `e`, or material_evaluation when `e` has no term: what an agent given no evaluation uses.
template <int N>
constexpr Evaluation evaluation_or_material(const Game<N>& game, const Evaluation& e) {
  const bool empty =
      e.material == std::array<int, max_kinds>{} && e.region_term_count == 0 && e.mobility == 0;
  return empty ? material_evaluation(game) : e;
}

// The evaluation of `p` for the side to move: its terms minus the opponent's.
template <int N>
constexpr int evaluate(const Game<N>& game, const Evaluation& e, const Position<N>& p) {
  const int me = index(p.side);
  int score = 0;
  for (int k = 0; k < game.kind_count(); ++k) {
    if (e.material[k] == 0) continue;
    const Owner owner = game.owner(KindIndex(k));
    if (owner == Owner::neutral) continue;
    const int count = p.by_kind[k].count() * e.material[k];
    score += index(owner) == me ? count : -count;
  }
  for (int i = 0; i < e.region_term_count; ++i) {
    const RegionTerm& t = e.region_terms[i];
    const Owner owner = t.kind == no_kind ? t.owner : game.owner(t.kind);
    if (owner == Owner::neutral) continue;
    const auto& pieces = t.kind == no_kind ? p.by_owner[index(owner)] : p.by_kind[t.kind];
    const int count = (pieces & game.region(t.region)).count() * t.weight;
    score += index(owner) == me ? count : -count;
  }
  if (e.mobility != 0) {
    typename Game<N>::Moves moves;
    generate_moves(game, p, moves);
    score += e.mobility * moves.size();
  }
  return score;
}

}  // namespace boardlab

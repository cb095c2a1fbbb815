#pragma once
// Position evaluations as data, for search agents (greedy, alpha-beta, MCTS rollouts cut short)
// and the balance metrics' lead: a weighted sum of terms each read off the bitboards, from the
// side to move's point of view. Terms: material (a weight per kind, counting top pieces), pieces
// of a kind standing in a region, closeness of pieces to a region, and mobility (legal moves of
// the side to move). A game's own evaluation is written in its spec (evaluation_terms.hpp);
// `game_evaluation` compiles it, and a game without one gets material_evaluation: every piece
// worth one, the piece count difference.
#include <array>
#include <cstdint>
#include <span>
#include <string>

#include "../error.hpp"
#include "../evaluation_terms.hpp"
#include "../game.hpp"
#include "../outcome.hpp"
#include "../spec_check.hpp"

namespace boardlab {

// Pieces of `kind` (no_kind: any of the owner's) on `region`, worth `weight` each to their owner.
struct RegionTerm {
  int region = 0;
  KindIndex kind = no_kind;
  Owner owner = Owner::zero;  // whose pieces, when `kind` is no_kind
  int weight = 0;
};

// Pieces of `kind` (no_kind: any of the owner's), each worth weight x closeness[its cell] to
// their owner: the board's farthest distance from a region less the cell's own distance.
struct DistanceTerm {
  KindIndex kind = no_kind;
  Owner owner = Owner::zero;
  int weight = 0;
  std::array<std::uint8_t, 256> closeness{};
};

inline constexpr int max_region_terms = 8;
inline constexpr int max_distance_terms = 4;

struct Evaluation {
  // Worth of one top piece of each kind to its owner (neutral kinds count for nobody).
  std::array<int, max_kinds> material{};
  std::array<RegionTerm, max_region_terms> region_terms{};
  int region_term_count = 0;
  std::array<DistanceTerm, max_distance_terms> distance_terms{};
  int distance_term_count = 0;
  // Worth of one legal move of the side to move: costs a move generation per evaluation.
  int mobility = 0;

  constexpr void add_region_term(const RegionTerm& term) {
    if (region_term_count == max_region_terms)
      throw Error("evaluation: more than " + std::to_string(max_region_terms) + " region terms");
    region_terms[region_term_count++] = term;
  }
  constexpr void add_distance_term(const DistanceTerm& term) {
    if (distance_term_count == max_distance_terms)
      throw Error("evaluation: more than " + std::to_string(max_distance_terms) +
                  " distance terms");
    distance_terms[distance_term_count++] = term;
  }
  constexpr bool empty() const {
    return material == std::array<int, max_kinds>{} && region_term_count == 0 &&
           distance_term_count == 0 && mobility == 0;
  }
};

// Every piece worth one: the difference of the players' piece counts.
template <int N>
constexpr Evaluation material_evaluation(const Game<N>& game) {
  Evaluation e;
  for (int k = 0; k < game.kind_count(); ++k) e.material[k] = 1;
  return e;
}

// For each cell of the board, the board's farthest distance from `region` less the cell's own,
// in steps along the board's directions over board cells (pieces ignored): the region's cells
// get the most, the farthest cells 0.
template <int N>
constexpr std::array<std::uint8_t, 256> closeness_to(const Game<N>& game, int region) {
  // A hex board's two directions that are not neighbours there have no steps (board_tables.hpp).
  const auto& board = game.board_tables();
  std::array<std::uint8_t, 256> distance{};
  for (auto& d : distance) d = 255;
  auto reached = game.region(region) & board.board();
  auto frontier = reached;
  int steps = 0, farthest = 0;
  while (frontier.any()) {
    // The mask keeps GCC from seeing a write past the table (cells are below N <= 256).
    for (auto cells = frontier; cells.any();)
      distance[std::size_t(cells.pop_lowest()) & 255] = std::uint8_t(steps);
    farthest = steps;
    auto next = frontier.without(frontier);
    for (int d = 0; d < direction_count; ++d)
      next |= (frontier & board.can_step(Direction(d))).stepped(board.offset(Direction(d)));
    frontier = next.without(reached) & board.board();
    reached |= frontier;
    ++steps;
  }
  std::array<std::uint8_t, 256> out{};
  for (int c = 0; c < game.cell_count(); ++c)
    out[std::size_t(c)] =
        distance[std::size_t(c)] == 255 ? 0 : std::uint8_t(farthest - distance[std::size_t(c)]);
  return out;
}

// The evaluation of `terms` (evaluation_terms.hpp) on `game`; material_evaluation when there are
// none. SpecError, naming the term, for a kind or region the game lacks or a weight too large.
template <int N>
constexpr Evaluation evaluation_of(const Game<N>& game, std::span<const EvaluationTerm> terms) {
  if (terms.empty()) return material_evaluation(game);
  const GameSpec& spec = game.spec();
  {
    // The spec's checks, on a copy holding these terms.
    GameSpec checked = spec;
    checked.evaluation_term_count = 0;
    for (const EvaluationTerm& t : terms) checked.evaluate(t);
    detail::check_evaluation(checked);
  }
  Evaluation e;
  auto region_index = [&](const Name& name) {
    for (int r = 0; r < spec.region_count; ++r)
      if (spec.regions[r].name == name) return r;
    return 0;  // unreachable: checked above
  };
  for (const EvaluationTerm& t : terms) {
    const KindIndex kind = t.kind == 0 ? no_kind : game.kind_of_symbol(t.kind);
    switch (t.type) {
      case TermType::material:
        for (int k = 0; k < game.kind_count(); ++k)
          if (kind == no_kind || k == kind) e.material[k] += t.weight;
        break;
      case TermType::region:
        if (e.region_term_count == max_region_terms)
          throw SpecError("evaluation: more than " + to_text(max_region_terms) + " region terms");
        e.add_region_term({region_index(t.region), kind, t.owner, t.weight});
        break;
      case TermType::distance:
        if (e.distance_term_count == max_distance_terms)
          throw SpecError("evaluation: more than " + to_text(max_distance_terms) +
                          " distance terms");
        e.add_distance_term(
            {kind, t.owner, t.weight, closeness_to(game, region_index(t.region))});
        break;
      case TermType::mobility:
        e.mobility += t.weight;
        break;
    }
  }
  return e;
}

// The evaluation written in `game`'s spec; material_evaluation when it has no term.
template <int N>
constexpr Evaluation game_evaluation(const Game<N>& game) {
  const GameSpec& spec = game.spec();
  return evaluation_of(
      game, std::span<const EvaluationTerm>(spec.evaluation.data(),
                                            std::size_t(spec.evaluation_term_count)));
}

// `e`, or the game's own evaluation when `e` has no term: what an agent given none uses.
template <int N>
constexpr Evaluation evaluation_or_default(const Game<N>& game, const Evaluation& e) {
  return e.empty() ? game_evaluation(game) : e;
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
  for (int i = 0; i < e.distance_term_count; ++i) {
    const DistanceTerm& t = e.distance_terms[i];
    const Owner owner = t.kind == no_kind ? t.owner : game.owner(t.kind);
    if (owner == Owner::neutral) continue;
    int sum = 0;
    for (auto pieces = t.kind == no_kind ? p.by_owner[index(owner)] : p.by_kind[t.kind];
         pieces.any();)
      sum += t.closeness[std::size_t(pieces.pop_lowest()) & 255];
    score += index(owner) == me ? sum * t.weight : -sum * t.weight;
  }
  if (e.mobility != 0) {
    typename Game<N>::Moves moves;
    generate_moves(game, p, moves);
    score += e.mobility * moves.size();
  }
  return score;
}

}  // namespace boardlab

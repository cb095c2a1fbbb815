#pragma once
// Variant sweeps: a match (match.hpp) and its balance metrics (balance.hpp) on each of several
// versions of a game, such as the points of a grid of a built-in game's options
// (games/option_grid.hpp: Skateboards' trashcans from 0 to 10, a board's sizes). Points are
// played one after another, each match on the settings' threads.
//
//   const auto grid = games::option_grid(games::builtin_game("skateboards"),
//       {{"trashcans", {OptionValue::of(0), OptionValue::of(6)}}});
//   const auto rows = boardlab::sweep_games(games::grid_specs(grid), "mcts:100", "mcts:100",
//       {.games = 100, .threads = 2}, BuiltinKernels{});
//   rows[1].metrics.first_player.value;   // the Attacker's score with six trashcans
#include <atomic>
#include <span>
#include <string>
#include <vector>

#include "../game_capacity.hpp"
#include "../spec.hpp"
#include "balance.hpp"
#include "match.hpp"

namespace boardlab {

// One version's match and its metrics.
struct SweepPoint {
  MatchReport report;
  BalanceMetrics metrics;
};

// A match of `agent_a` against `agent_b` on each game of `specs`, in order, their searches on
// `kernel_of(game)` (a function of any Game<N> answering its Kernel<N>: GenericKernels of
// kernel.hpp, BuiltinKernels of games/builtin_kernels.hpp); row i is specs[i]'s. `done` counts
// the games of all points, `stop` ends the sweep with the points finished so far (a point cut
// short is dropped). SpecError for a spec that is not a game; Error for bad agents or settings.
template <class KernelOf>
std::vector<SweepPoint> sweep_games(std::span<const GameSpec> specs, const std::string& agent_a,
                                    const std::string& agent_b, const MatchSettings& settings,
                                    const KernelOf& kernel_of, std::atomic<int>* done = nullptr,
                                    const std::atomic<bool>* stop = nullptr) {
  std::vector<SweepPoint> out;
  for (const GameSpec& spec : specs) {
    if (stop && stop->load()) break;
    SweepPoint point;
    point.report = with_game(spec, [&](const auto& game) {
      return play_match(game, kernel_of(game), agent_a, agent_b, settings, done, stop);
    });
    if (point.report.games_played < settings.games) break;  // stopped
    point.metrics = balance_metrics(point.report.games);
    out.push_back(std::move(point));
  }
  return out;
}

}  // namespace boardlab

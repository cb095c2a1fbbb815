#pragma once
// Variant sweeps: a match (match.hpp) and its balance metrics (balance.hpp) at every point of a
// grid of a built-in game's options, such as Skateboards' trashcans from 0 to 10 or a board's
// sizes. Points are played one after another, each match on the settings' threads.
//
//   const auto rows = boardlab::sweep_options(games::builtin_game("skateboards"),
//       {{"trashcans", {OptionValue::of(0), OptionValue::of(6)}}}, "mcts:100", "mcts:100",
//       {.games = 100, .threads = 2});
//   rows[1].metrics.first_player.value;   // the Attacker's score with six trashcans
#include <atomic>
#include <string>
#include <vector>

#include "../error.hpp"
#include "../game_capacity.hpp"
#include "../games/registry.hpp"
#include "balance.hpp"
#include "match.hpp"

namespace boardlab {

// One option of the grid and the values it takes.
struct SweepAxis {
  std::string option;
  std::vector<games::OptionValue> values;
};

// One point of the grid: its options, the match played there and its metrics.
struct SweepPoint {
  std::vector<games::OptionValue> values;  // one per axis, in the axes' order
  MatchReport report;
  BalanceMetrics metrics;
};

// Every point of the grid of `axes` (the last axis varying fastest), each a match of
// `agent_a` against `agent_b` on the game with those options; `done` counts the games of all
// points, `stop` ends the sweep with the points finished so far (a point cut short is dropped).
// SpecError for an option the game lacks or a value it refuses, naming the point; Error for
// bad agents or settings.
inline std::vector<SweepPoint> sweep_options(const games::BuiltinGame& game,
                                             const std::vector<SweepAxis>& axes,
                                             const std::string& agent_a,
                                             const std::string& agent_b,
                                             const MatchSettings& settings,
                                             std::atomic<int>* done = nullptr,
                                             const std::atomic<bool>* stop = nullptr) {
  std::size_t points = 1;
  for (const SweepAxis& axis : axes) {
    if (!game.has_option(axis.option))
      throw SpecError(games::unknown_option_message(game.name, game.options, axis.option));
    if (axis.values.empty())
      throw SpecError("sweep: option " + axis.option + " has no values");
    points *= axis.values.size();
    if (points > 100000) throw SpecError("sweep: more than 100000 points");
  }
  // Every point's game is built before any is played, so that a bad value fails at once.
  std::vector<GameSpec> specs;
  std::vector<std::vector<games::OptionValue>> grid;
  for (std::size_t p = 0; p < points; ++p) {
    std::vector<games::OptionValue> values(axes.size());
    std::vector<games::OptionSetting> settings_here;
    std::size_t rest = p;
    for (std::size_t a = axes.size(); a-- > 0;) {
      values[a] = axes[a].values[rest % axes[a].values.size()];
      rest /= axes[a].values.size();
    }
    for (std::size_t a = 0; a < axes.size(); ++a)
      settings_here.push_back({axes[a].option, values[a]});
    try {
      specs.push_back(game.spec(settings_here));
      with_game(specs.back(), [](const auto&) { return 0; });
    } catch (const SpecError& e) {
      std::string where;
      for (std::size_t a = 0; a < axes.size(); ++a)
        where += (a ? ", " : "") + axes[a].option + "=" + values[a].describe();
      throw SpecError("sweep: at " + where + ": " + e.what());
    }
    grid.push_back(std::move(values));
  }
  std::vector<SweepPoint> out;
  for (std::size_t p = 0; p < points; ++p) {
    if (stop && stop->load()) break;
    SweepPoint point;
    point.values = grid[p];
    point.report = with_game(specs[p], [&](const auto& g) {
      return play_match(g, agent_a, agent_b, settings, done, stop);
    });
    if (point.report.games_played < settings.games) break;  // stopped
    point.metrics = balance_metrics(point.report.games);
    out.push_back(std::move(point));
  }
  return out;
}

}  // namespace boardlab

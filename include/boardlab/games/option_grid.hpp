#pragma once
// Grids of a built-in game's options: every combination of some options' values, each point
// with its spec, built and checked before anything is played (a bad value fails at once, naming
// its point). What a variant sweep (analysis/sweep.hpp) plays a match at.
//
//   const auto grid = games::option_grid(games::builtin_game("skateboards"),
//                                        {{"trashcans", {OptionValue::of(0),
//                                        OptionValue::of(6)}}});
//   grid[1].spec;   // Skateboards with six trashcans
#include <cstddef>
#include <string>
#include <vector>

#include "../error.hpp"
#include "../game_capacity.hpp"
#include "../spec.hpp"
#include "options.hpp"
#include "registry.hpp"

namespace boardlab::games {

// One option of the grid and the values it takes.
struct OptionAxis {
  std::string option;
  std::vector<OptionValue> values;
};

// One point of the grid: its options' values (one per axis, in the axes' order) and its game.
struct OptionPoint {
  std::vector<OptionValue> values;
  GameSpec spec;
};

// The most points a grid may have: more is a mistake in the axes, not a study to wait for.
inline constexpr std::size_t max_grid_points = 100000;

// Every point of the grid of `axes`, the last axis varying fastest. SpecError for an option the
// game lacks, an axis without values, more than max_grid_points points, or a value the game
// refuses (naming the point: "sweep: at trashcans=41: ...").
inline std::vector<OptionPoint> option_grid(const BuiltinGame& game,
                                            const std::vector<OptionAxis>& axes) {
  std::size_t points = 1;
  for (const OptionAxis& axis : axes) {
    if (!game.has_option(axis.option))
      throw SpecError(unknown_option_message(game.name, game.options, axis.option));
    if (axis.values.empty()) throw SpecError("sweep: option " + axis.option + " has no values");
    points *= axis.values.size();
    if (points > max_grid_points)
      throw SpecError("sweep: more than " + std::to_string(max_grid_points) + " points");
  }
  std::vector<OptionPoint> grid;
  for (std::size_t p = 0; p < points; ++p) {
    OptionPoint point;
    point.values.resize(axes.size());
    std::size_t rest = p;
    for (std::size_t a = axes.size(); a-- > 0;) {
      point.values[a] = axes[a].values[rest % axes[a].values.size()];
      rest /= axes[a].values.size();
    }
    std::vector<OptionSetting> settings;
    for (std::size_t a = 0; a < axes.size(); ++a)
      settings.push_back({axes[a].option, point.values[a]});
    try {
      point.spec = game.spec(settings);
      with_game(point.spec, [](const auto&) { return 0; });  // the tables' own checks
    } catch (const SpecError& e) {
      std::string where;
      for (std::size_t a = 0; a < axes.size(); ++a)
        where += (a ? ", " : "") + axes[a].option + "=" + point.values[a].describe();
      throw SpecError("sweep: at " + where + ": " + e.what());
    }
    grid.push_back(std::move(point));
  }
  return grid;
}

// The grid's specs, in its order: what a sweep plays (analysis/sweep.hpp's sweep_games).
inline std::vector<GameSpec> grid_specs(const std::vector<OptionPoint>& grid) {
  std::vector<GameSpec> out;
  out.reserve(grid.size());
  for (const OptionPoint& point : grid) out.push_back(point.spec);
  return out;
}

}  // namespace boardlab::games

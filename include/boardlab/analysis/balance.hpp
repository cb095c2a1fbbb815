#pragma once
// Balance metrics of a game, after Browne's and Ludii's, computed from the games of any pair of
// agents (a match's games, match.hpp). docs/agents.md defines each; where a metric is a
// proportion or a mean it carries a confidence interval.
//
//   const auto report = boardlab::play_match(game, "mcts:1000", "mcts:1000", {.games = 200});
//   const boardlab::BalanceMetrics m = boardlab::balance_metrics(report.games);
//   m.first_player.value;   // the first player's score: 0.5 when moving first is worth nothing
#include <cmath>
#include <cstdint>
#include <span>
#include <vector>

#include "match.hpp"
#include "match_statistics.hpp"

namespace boardlab {

// A metric's value and its confidence interval (low == high == value where it has none).
struct Estimate {
  double value = 0;
  Interval interval{};
};

struct BalanceMetrics {
  std::int64_t games = 0;
  // 1 - |first player's wins - second player's wins| / games: 1 when the seats win as often.
  double balance = 1;
  // The first player's score (a win 1, a draw 1/2): 0.5 when moving first is worth nothing.
  Estimate first_player;
  // Share of the games that end by the rules, not by the ply limit (Wilson interval).
  Estimate completion;
  // Share of drawn games, the ply limit's included (Wilson interval).
  Estimate drawishness;
  // Mean share of a won game's plies played after the winner's lead became decisive
  // (MatchGame::decided_at): near 0 when the game stays open to the end, near 1 when it is
  // decided early and then played out. Over the won games only.
  Estimate decisiveness;
  // Plies a game.
  Estimate duration;
  // Legal moves at a decision, over every decision of every game (no interval: the decisions of
  // one game are not independent).
  double branching = 0;
  // Changes of the leader a game (MatchGame::lead_changes), and per ply.
  Estimate lead_changes;
  double lead_changes_per_ply = 0;
};

namespace balance_detail {

// The mean of `values` with its normal-approximation interval (sample variance with divisor
// n - 1; no interval from fewer than two values).
inline Estimate mean_estimate(const std::vector<double>& values, double confidence) {
  Estimate e;
  const auto n = double(values.size());
  if (values.empty()) return e;
  double sum = 0;
  for (double v : values) sum += v;
  e.value = sum / n;
  e.interval = {e.value, e.value};
  if (values.size() < 2) return e;
  double squares = 0;
  for (double v : values) squares += (v - e.value) * (v - e.value);
  const double z = -normal_quantile((1 - confidence) / 2);
  const double half = z * std::sqrt(squares / (n - 1) / n);
  e.interval = {e.value - half, e.value + half};
  return e;
}

}  // namespace balance_detail

// The metrics of `games` (any agents; they are about the game when both seats are played by
// the same agent). Error for a confidence outside (0, 1).
inline BalanceMetrics balance_metrics(std::span<const MatchGame> games, double confidence = 0.95) {
  using balance_detail::mean_estimate;
  BalanceMetrics m;
  m.games = std::int64_t(games.size());
  SideResults sides;
  std::int64_t limited = 0, plies = 0, listed = 0, changes = 0;
  std::vector<double> decided, lengths, leads;
  for (const MatchGame& g : games) {
    if (g.winner < 0)
      ++sides.draws;
    else
      ++(g.winner == 0 ? sides.first_player_wins : sides.second_player_wins);
    limited += g.ply_limit;
    plies += g.plies;
    listed += g.moves_listed;
    changes += g.lead_changes;
    if (g.winner >= 0)
      decided.push_back(g.plies == 0 ? 0.0 : double(g.plies - g.decided_at) / double(g.plies));
    lengths.push_back(double(g.plies));
    leads.push_back(double(g.lead_changes));
  }
  // Before the early return, so that an empty match still refuses a bad confidence.
  m.first_player = {first_player_advantage(sides), first_player_interval(sides, confidence)};
  if (m.games == 0) return m;
  const double n = double(m.games);
  m.balance = 1 - std::fabs(double(sides.first_player_wins - sides.second_player_wins)) / n;
  const std::int64_t completed = m.games - limited;
  m.completion = {double(completed) / n, wilson_interval(completed, m.games, confidence)};
  m.drawishness = {double(sides.draws) / n, wilson_interval(sides.draws, m.games, confidence)};
  m.decisiveness = mean_estimate(decided, confidence);
  m.duration = mean_estimate(lengths, confidence);
  m.branching = plies == 0 ? 0 : double(listed) / double(plies);
  m.lead_changes = mean_estimate(leads, confidence);
  m.lead_changes_per_ply = plies == 0 ? 0 : double(changes) / double(plies);
  return m;
}

}  // namespace boardlab

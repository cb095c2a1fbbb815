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
#include <limits>
#include <span>
#include <vector>

#include "match.hpp"
#include "match_statistics.hpp"

namespace boardlab {

// A metric's value and its confidence interval, which lies within the metric's range.
struct Estimate {
  double value = 0;
  Interval interval{};
};

struct BalanceMetrics {
  std::int64_t games = 0;
  // 1 - |first player's wins - second player's wins| / games: 1 when the seats win as often.
  double balance = 1;
  // The first player's score (a win 1, a draw 1/2): 0.5 when moving first is worth nothing.
  // Wilson interval, as a match's score (match_statistics.hpp).
  Estimate first_player;
  // Share of the games that end by the rules, not by the ply limit (Wilson interval).
  Estimate completion;
  // Share of drawn games, the ply limit's included (Wilson interval).
  Estimate drawishness;
  // Mean share of a won game's plies played after the winner's lead became decisive
  // (MatchGame::decided_at): near 0 when the game stays open to the end, near 1 when it is
  // decided early and then played out. Over the won games only. Wilson interval of the mean
  // share (0 with the interval [0, 1] when no game was won).
  Estimate decisiveness;
  // Plies a game (normal interval of the mean, clipped at 0).
  Estimate duration;
  // Legal moves at a decision, over every decision of every game (no interval: the decisions of
  // one game are not independent).
  double branching = 0;
  // Changes of the leader a game (MatchGame::lead_changes), and per ply (normal interval of
  // the mean, clipped at 0).
  Estimate lead_changes;
  double lead_changes_per_ply = 0;
};

namespace balance_detail {

// The share `count` of `games` with its Wilson interval ([0, 1] when there are no games).
inline Estimate share_estimate(std::int64_t count, std::int64_t games, double confidence) {
  return {games == 0 ? 0.0 : double(count) / double(games),
          wilson_interval(count, games, confidence)};
}

// The mean of values in [0, 1] with the Wilson interval of the mean over the values' count:
// conservative, as for a score with draws (match_statistics_detail::wilson_bounds). A normal
// interval reaches past 1 when the values crowd near it, and is a point when they are all 1.
inline Estimate mean_share_estimate(const std::vector<double>& shares, double confidence) {
  double sum = 0;
  for (double v : shares) sum += v;
  // Rounding is monotone, so the sum of values of at most 1 is at most their count: the mean
  // stays within [0, 1].
  const double mean = shares.empty() ? 0.0 : sum / double(shares.size());
  return {mean, match_statistics_detail::wilson_bounds(mean, double(shares.size()), confidence)};
}

// The mean of values of at least 0 and no upper bound, with its normal-approximation interval
// (sample variance with divisor n - 1), clipped at 0 since the mean cannot be negative. Fewer
// than two values show nothing of the spread, so their interval is everything from 0 up.
inline Estimate nonnegative_mean_estimate(const std::vector<double>& values, double confidence) {
  Estimate e;
  e.interval = {0, std::numeric_limits<double>::infinity()};
  if (values.empty()) return e;
  const auto n = double(values.size());
  double sum = 0;
  for (double v : values) sum += v;
  e.value = sum / n;
  if (values.size() < 2) return e;
  double squares = 0;
  for (double v : values) squares += (v - e.value) * (v - e.value);
  const double z = -normal_quantile((1 - confidence) / 2);
  const double half = z * std::sqrt(squares / (n - 1) / n);
  e.interval = {std::fmax(0.0, e.value - half), e.value + half};
  return e;
}

}  // namespace balance_detail

// The metrics of `games` (any agents; they are about the game when both seats are played by
// the same agent). Error for a confidence outside (0, 1).
inline BalanceMetrics balance_metrics(std::span<const MatchGame> games, double confidence = 0.95) {
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
  // First, so that every interval below is of a confidence already checked.
  m.first_player = {first_player_advantage(sides), first_player_interval(sides, confidence)};
  m.completion = balance_detail::share_estimate(m.games - limited, m.games, confidence);
  m.drawishness = balance_detail::share_estimate(sides.draws, m.games, confidence);
  m.decisiveness = balance_detail::mean_share_estimate(decided, confidence);
  m.duration = balance_detail::nonnegative_mean_estimate(lengths, confidence);
  m.lead_changes = balance_detail::nonnegative_mean_estimate(leads, confidence);
  if (m.games > 0)
    m.balance =
        1 - std::fabs(double(sides.first_player_wins - sides.second_player_wins)) / double(m.games);
  m.branching = plies == 0 ? 0 : double(listed) / double(plies);
  m.lead_changes_per_ply = plies == 0 ? 0 : double(changes) / double(plies);
  return m;
}

}  // namespace boardlab

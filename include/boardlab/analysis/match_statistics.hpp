#pragma once
// Statistics of a match between two agents: the expected score per game with its confidence
// interval, the Elo difference it implies, the likelihood of superiority, the Wilson interval of
// a win rate, and the first player's advantage when an agent plays itself.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>

#include "../error.hpp"

namespace boardlab {

struct Interval {
  double low = 0, high = 0;
};

namespace match_statistics_detail {

inline void check_count(std::int64_t count, const char* name) {
  if (count < 0)
    throw Error("match statistics: " + std::string(name) + " is " + std::to_string(count) +
                ", counts cannot be negative");
}

// NaN fails both comparisons, so it is rejected too.
inline void check_confidence(double confidence) {
  if (!(confidence > 0 && confidence < 1))
    throw Error("match statistics: confidence " + std::to_string(confidence) +
                " is not strictly between 0 and 1");
}

inline double score_of(std::int64_t wins, std::int64_t draws, std::int64_t losses) {
  const std::int64_t games = wins + draws + losses;
  if (games == 0) return 0.5;  // no evidence either way
  return (static_cast<double>(wins) + 0.5 * static_cast<double>(draws)) /
         static_cast<double>(games);
}

// Horner's rule, coefficients highest power first.
template <std::size_t Size>
constexpr double polynomial(const double (&coefficients)[Size], double x) {
  double value = 0;
  for (const double coefficient : coefficients) value = value * x + coefficient;
  return value;
}

}  // namespace match_statistics_detail

// Counted from agent A's point of view: A's wins are B's losses.
struct MatchResults {
  std::int64_t wins = 0, draws = 0, losses = 0;

  std::int64_t games() const { return wins + draws + losses; }

  // A's mean points per game, a win counting 1 and a draw 1/2.
  double score() const {
    match_statistics_detail::check_count(wins, "wins");
    match_statistics_detail::check_count(draws, "draws");
    match_statistics_detail::check_count(losses, "losses");
    return match_statistics_detail::score_of(wins, draws, losses);
  }
};

// The inverse of the standard normal CDF. Acklam's rational approximation (relative error below
// 1.2e-9) is polished by one Halley step on erfc, which takes it to about machine precision.
inline double normal_quantile(double p) {
  if (!(p >= 0 && p <= 1))
    throw Error("match statistics: probability " + std::to_string(p) + " is not in [0, 1]");
  if (p == 0) return -std::numeric_limits<double>::infinity();
  if (p == 1) return std::numeric_limits<double>::infinity();
  // 1 - p is exact for p >= 1/2, so the upper half loses nothing by going through the lower,
  // where the residual of the Halley step is a difference of small numbers, not of two near 1.
  if (p > 0.5) return -normal_quantile(1 - p);

  // Coefficients highest power first; each denominator's constant term is 1.
  constexpr double central_numerator[] = {-3.969683028665376e+01, 2.209460984245205e+02,
                                          -2.759285104469687e+02, 1.383577518672690e+02,
                                          -3.066479806614716e+01, 2.506628277459239e+00};
  constexpr double central_denominator[] = {-5.447609879822406e+01, 1.615858368580409e+02,
                                            -1.556989798598866e+02, 6.680131188771972e+01,
                                            -1.328068155288572e+01, 1};
  constexpr double tail_numerator[] = {-7.784894002430293e-03, -3.223964580411365e-01,
                                       -2.400758277161838e+00, -2.549732539343734e+00,
                                       4.374664141464968e+00,  2.938163982698783e+00};
  constexpr double tail_denominator[] = {7.784695709041462e-03, 3.224671290700398e-01,
                                         2.445134137142996e+00, 3.754408661907416e+00, 1};
  // Where Acklam hands over from the central fit to the tail fit.
  constexpr double tail_start = 0.02425;

  double x;
  if (p < tail_start) {
    const double q = std::sqrt(-2 * std::log(p));
    x = match_statistics_detail::polynomial(tail_numerator, q) /
        match_statistics_detail::polynomial(tail_denominator, q);
  } else {
    const double q = p - 0.5;
    const double r = q * q;
    x = q * match_statistics_detail::polynomial(central_numerator, r) /
        match_statistics_detail::polynomial(central_denominator, r);
  }

  constexpr double sqrt_two = 1.4142135623730950488;
  constexpr double sqrt_two_pi = 2.5066282746310005024;
  const double density = std::exp(-0.5 * x * x) / sqrt_two_pi;
  // At the smallest subnormal p the density underflows and the step would divide by zero;
  // Acklam's 1e-9 alone stands there (subnormal p hold too few bits for better anyway).
  if (density > 0) {
    const double residual = 0.5 * std::erfc(-x / sqrt_two) - p;
    const double newton_step = residual / density;
    x -= newton_step / (1 + 0.5 * x * newton_step);
  }
  return x;
}

namespace match_statistics_detail {

// The normal-approximation interval of the mean of per-game scores of 1, 1/2 and 0. The sample
// variance divides by n, the plug-in estimate: dividing by n - 1 instead would widen the
// interval by sqrt(n / (n - 1)), which is negligible at the sizes of real matches.
inline Interval mean_score_interval(std::int64_t wins, std::int64_t draws, std::int64_t losses,
                                    double confidence) {
  check_count(wins, "wins");
  check_count(draws, "draws");
  check_count(losses, "losses");
  check_confidence(confidence);
  const double mean = score_of(wins, draws, losses);
  const std::int64_t games = wins + draws + losses;
  if (games < 2) return {mean, mean};  // one game says nothing about the spread

  const double n = static_cast<double>(games);
  const double variance = (static_cast<double>(wins) * (1 - mean) * (1 - mean) +
                           static_cast<double>(draws) * (0.5 - mean) * (0.5 - mean) +
                           static_cast<double>(losses) * mean * mean) /
                          n;
  if (variance == 0) return {mean, mean};

  // (1 - confidence) / 2 keeps the precision of confidences close to 1, which 0.5 + c / 2 loses.
  const double z = -normal_quantile((1 - confidence) / 2);
  const double half_width = z * std::sqrt(variance / n);
  return {std::fmax(0.0, mean - half_width), std::fmin(1.0, mean + half_width)};
}

}  // namespace match_statistics_detail

inline Interval score_interval(const MatchResults& results, double confidence = 0.95) {
  return match_statistics_detail::mean_score_interval(results.wins, results.draws, results.losses,
                                                      confidence);
}

// The Elo rating difference (A minus B) under which A's expected score is `score`. A perfect or
// a null score is consistent with an unbounded difference, hence the infinities.
inline double elo_difference(double score) {
  if (!(score >= 0 && score <= 1))
    throw Error("match statistics: score " + std::to_string(score) + " is not in [0, 1]");
  if (score == 0) return -std::numeric_limits<double>::infinity();
  if (score == 1) return std::numeric_limits<double>::infinity();
  return -400 * std::log10(1 / score - 1);
}

// The Elo difference is increasing in the score, so the ends map to the ends.
inline Interval elo_interval(const MatchResults& results, double confidence = 0.95) {
  const Interval score = score_interval(results, confidence);
  return {elo_difference(score.low), elo_difference(score.high)};
}

// Unlike the normal approximation, the Wilson interval stays inside [0, 1] and keeps a nonzero
// width when every trial succeeds or every trial fails.
inline Interval wilson_interval(std::int64_t successes, std::int64_t trials,
                                double confidence = 0.95) {
  match_statistics_detail::check_count(successes, "successes");
  match_statistics_detail::check_count(trials, "trials");
  if (successes > trials)
    throw Error("match statistics: " + std::to_string(successes) + " successes out of only " +
                std::to_string(trials) + " trials");
  match_statistics_detail::check_confidence(confidence);
  if (trials == 0) return {0, 1};  // no trials rule out nothing

  const double n = static_cast<double>(trials);
  const double proportion = static_cast<double>(successes) / n;
  const double z = -normal_quantile((1 - confidence) / 2);
  const double z2 = z * z;
  const double denominator = 1 + z2 / n;
  const double centre = (proportion + z2 / (2 * n)) / denominator;
  const double half_width =
      z / denominator * std::sqrt(proportion * (1 - proportion) / n + z2 / (4 * n * n));
  // Rounding can push an end a hair past 0 or 1 when the proportion is 0 or 1.
  return {std::fmax(0.0, centre - half_width), std::fmin(1.0, centre + half_width)};
}

// The games of an agent against itself, counted by seat rather than by agent, to measure what
// moving first is worth.
struct SideResults {
  std::int64_t first_player_wins = 0, second_player_wins = 0, draws = 0;
};

// The first player's mean points per game; 0.5 means the seats are even.
inline double first_player_advantage(const SideResults& results) {
  const MatchResults as_match{results.first_player_wins, results.draws, results.second_player_wins};
  return as_match.score();
}

inline Interval first_player_interval(const SideResults& results, double confidence = 0.95) {
  return match_statistics_detail::mean_score_interval(results.first_player_wins, results.draws,
                                                      results.second_player_wins, confidence);
}

// The probability that A is the stronger agent, from the normal approximation to the
// wins-minus-losses difference. Draws carry no information about which agent is stronger, so
// they are left out.
inline double likelihood_of_superiority(const MatchResults& results) {
  match_statistics_detail::check_count(results.wins, "wins");
  match_statistics_detail::check_count(results.draws, "draws");
  match_statistics_detail::check_count(results.losses, "losses");
  const std::int64_t decisive = results.wins + results.losses;
  if (decisive == 0) return 0.5;
  const double margin = static_cast<double>(results.wins - results.losses);
  return 0.5 * (1 + std::erf(margin / std::sqrt(2 * static_cast<double>(decisive))));
}

}  // namespace boardlab

#pragma once
// Statistics of a match between two agents: the expected score per game with its confidence
// interval, the Elo difference it implies, the likelihood of superiority, the Wilson interval of
// a win rate, and the first player's advantage when an agent plays itself. Every interval lies
// within its quantity's range and keeps a width however one-sided the games.
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

// The Wilson score interval of a proportion observed over `trials`: the proportions p that a
// z-test with p's own variance p(1 - p) / n does not reject. Unlike the normal (Wald)
// interval, which uses the observed proportion's variance, it stays within [0, 1] and keeps a
// width when the observed proportion is 0 or 1, where that variance is 0.
//
// `proportion` may be the mean of values anywhere in [0, 1] rather than of 0s and 1s (a score
// with draws, a mean share of a game): such a value with mean p has a variance of at most
// p(1 - p) (the Bhatia-Davis inequality), so the interval is conservative for it, and exact
// when every value is 0 or 1.
inline Interval wilson_bounds(double proportion, double trials, double confidence) {
  if (trials == 0) return {0, 1};  // no trials rule out nothing
  const double z = -normal_quantile((1 - confidence) / 2);
  const double z2 = z * z;
  const double denominator = 1 + z2 / trials;
  const double centre = (proportion + z2 / (2 * trials)) / denominator;
  const double half_width =
      z / denominator *
      std::sqrt(proportion * (1 - proportion) / trials + z2 / (4 * trials * trials));
  Interval out{std::fmax(0.0, centre - half_width), std::fmin(1.0, centre + half_width)};
  // At a proportion of 0 or 1 that end is exactly 0 or 1, which rounding can miss by an ulp:
  // the Elo of a perfect score's high end would then be a finite few thousand, not unbounded.
  if (proportion == 0) out.low = 0;
  if (proportion == 1) out.high = 1;
  return out;
}

// The interval of the expected points per game (1, 1/2, 0): the Wilson interval of the score,
// with the games as its trials. A normal interval from the games' own spread shrinks to a point
// whenever every game ends alike (100 wins of 100, or all draws), claiming a certainty that no
// number of games gives. Counting a draw as half a win in the Wilson interval assumes the
// per-game variance s(1 - s) of a win-or-loss score, while draws lower it to s(1 - s) - d/4
// (d the share of draws): the interval is exact without draws and conservative with them.
inline Interval mean_score_interval(std::int64_t wins, std::int64_t draws, std::int64_t losses,
                                    double confidence) {
  check_count(wins, "wins");
  check_count(draws, "draws");
  check_count(losses, "losses");
  check_confidence(confidence);
  return wilson_bounds(score_of(wins, draws, losses), static_cast<double>(wins + draws + losses),
                       confidence);
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

// The Elo difference is increasing in the score, so the ends map to the ends. When A won every
// game the score interval reaches 1 and the high end is +infinity: no number of wins bounds how
// much stronger A may be. The low end stays finite, the Elo of n / (n + z^2) for n wins of n;
// mirrored for n losses of n.
inline Interval elo_interval(const MatchResults& results, double confidence = 0.95) {
  const Interval score = score_interval(results, confidence);
  return {elo_difference(score.low), elo_difference(score.high)};
}

// The Wilson interval of `successes` in `trials` (wilson_bounds above).
inline Interval wilson_interval(std::int64_t successes, std::int64_t trials,
                                double confidence = 0.95) {
  match_statistics_detail::check_count(successes, "successes");
  match_statistics_detail::check_count(trials, "trials");
  if (successes > trials)
    throw Error("match statistics: " + std::to_string(successes) + " successes out of only " +
                std::to_string(trials) + " trials");
  match_statistics_detail::check_confidence(confidence);
  if (trials == 0) return {0, 1};  // before the division by it
  const double n = static_cast<double>(trials);
  return match_statistics_detail::wilson_bounds(static_cast<double>(successes) / n, n, confidence);
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

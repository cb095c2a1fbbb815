// Match statistics against values worked out by hand (and checked in Python with the standard
// library's statistics.NormalDist and math.erf), so the code is not checked against itself.
// z95 = NormalDist().inv_cdf(0.975) = 1.9599639845400536, z99 = inv_cdf(0.995) = 2.5758293035489.
#include <cmath>
#include <cstdint>
#include <limits>

#include <boardlab/analysis/match_statistics.hpp>
#include <catch2/catch.hpp>

namespace {

using boardlab::Interval;
using boardlab::MatchResults;
using boardlab::SideResults;

constexpr double infinity = std::numeric_limits<double>::infinity();

Approx close(double expected) { return Approx(expected).epsilon(1e-9); }

}  // namespace

TEST_CASE("normal_quantile matches the inverse normal CDF", "[match]") {
  using boardlab::normal_quantile;
  CHECK(normal_quantile(0.5) == Approx(0.0).margin(1e-15));
  // The two-sided 95% and 99% z; the Halley step makes them good well beyond Acklam's 1.2e-9.
  CHECK(normal_quantile(0.975) == Approx(1.959963984540054).margin(1e-12));
  CHECK(normal_quantile(0.995) == Approx(2.5758293035489).margin(1e-12));
  CHECK(normal_quantile(0.001) == Approx(-3.090232306167813).margin(1e-12));
  CHECK(normal_quantile(0.025) == Approx(-1.9599639845400538).margin(1e-12));
  CHECK(normal_quantile(0.3) == Approx(-0.5244005127080407).margin(1e-12));
  CHECK(normal_quantile(0.9) == Approx(1.2815515655446008).margin(1e-12));
  // Where the approximation switches from its central fit to its tail fit.
  CHECK(normal_quantile(0.02425) == Approx(-1.9729610513118845).margin(1e-12));
  // Deep tails: inv_cdf(1e-10) and inv_cdf(1 - 1e-10); the second differs from minus the first
  // because 1 - 1e-10 is not exactly representable.
  CHECK(normal_quantile(1e-10) == close(-6.361340902404056));
  CHECK(normal_quantile(1 - 1e-10) == close(6.361340889697421));
  CHECK(normal_quantile(0.0) == -infinity);
  CHECK(normal_quantile(1.0) == infinity);
  CHECK_THROWS_AS(normal_quantile(-0.1), boardlab::Error);
  CHECK_THROWS_AS(normal_quantile(1.1), boardlab::Error);
  CHECK_THROWS_AS(normal_quantile(std::nan("")), boardlab::Error);
}

TEST_CASE("MatchResults counts games and scores half a point per draw", "[match]") {
  const MatchResults results{60, 20, 20};
  CHECK(results.games() == 100);
  CHECK(results.score() == close(0.7));                  // (60 + 20/2) / 100
  CHECK(MatchResults{1, 1, 2}.score() == close(0.375));  // (1 + 0.5) / 4
  CHECK(MatchResults{}.games() == 0);
  CHECK(MatchResults{}.score() == 0.5);
  CHECK_THROWS_AS((MatchResults{-1, 0, 5}.score()), boardlab::Error);
}

TEST_CASE("score_interval is mean +- z * sqrt(variance / n)", "[match]") {
  SECTION("60 wins, 20 draws, 20 losses") {
    // mean 0.7; variance = (60*0.3^2 + 20*0.2^2 + 20*0.7^2)/100 = (5.4 + 0.8 + 9.8)/100 = 0.16;
    // half-width = z95 * sqrt(0.16/100) = 1.9599639845400536 * 0.04 = 0.07839855938160215.
    const Interval interval = boardlab::score_interval(MatchResults{60, 20, 20});
    CHECK(interval.low == close(0.6216014406183978));
    CHECK(interval.high == close(0.7783985593816021));
    // At 99%: half-width = 2.5758293035489 * 0.04 = 0.103033172141956.
    const Interval wider = boardlab::score_interval(MatchResults{60, 20, 20}, 0.99);
    CHECK(wider.low == close(0.596966827858044));
    CHECK(wider.high == close(0.8030331721419559));
  }
  SECTION("5 wins, 3 draws, 2 losses") {
    // mean 6.5/10 = 0.65; variance = (5*0.35^2 + 3*0.15^2 + 2*0.65^2)/10
    // = (0.6125 + 0.0675 + 0.845)/10 = 0.1525; half-width = z95 * sqrt(0.01525) = 0.24203769750926.
    const Interval interval = boardlab::score_interval(MatchResults{5, 3, 2});
    CHECK(interval.low == close(0.4079623024907373));
    CHECK(interval.high == close(0.8920376975092628));
  }
  SECTION("mostly draws and losses") {
    // mean 5/100 = 0.05; variance = (10*0.45^2 + 90*0.05^2)/100 = (2.025 + 0.225)/100 = 0.0225;
    // half-width = z95 * 0.015 = 0.029399459768100808.
    const Interval interval = boardlab::score_interval(MatchResults{0, 10, 90});
    CHECK(interval.low == close(0.020600540231899195));
    CHECK(interval.high == close(0.07939945976810081));
  }
  SECTION("an end past 1 is clipped") {
    // mean 0.9; variance = (9*0.1^2 + 1*0.9^2)/10 = 0.09; half-width = z95 * 0.3/sqrt(10)
    // = 0.1859385096913684, so the high end 1.0859 is clipped to 1.
    const Interval interval = boardlab::score_interval(MatchResults{9, 0, 1});
    CHECK(interval.low == close(0.7140614903086316));
    CHECK(interval.high == 1.0);
  }
  SECTION("a win, a draw and a loss") {
    // mean 0.5; variance = (0.25 + 0 + 0.25)/3 = 1/6; half-width = z95 * sqrt(1/18)
    // = 0.4619679414498925.
    const Interval interval = boardlab::score_interval(MatchResults{1, 1, 1});
    CHECK(interval.low == close(0.038032058550107495));
    CHECK(interval.high == close(0.9619679414498925));
  }
}

TEST_CASE("score_interval has zero width when the games show no spread", "[match]") {
  const auto check_point = [](const MatchResults& results, double at) {
    const Interval interval = boardlab::score_interval(results);
    CHECK(interval.low == at);
    CHECK(interval.high == at);
  };
  check_point(MatchResults{}, 0.5);          // no games
  check_point(MatchResults{1, 0, 0}, 1.0);   // one game
  check_point(MatchResults{0, 1, 0}, 0.5);   // one game
  check_point(MatchResults{0, 12, 0}, 0.5);  // all draws: every score is 0.5
  check_point(MatchResults{30, 0, 0}, 1.0);  // all wins
  check_point(MatchResults{0, 0, 30}, 0.0);  // all losses
}

TEST_CASE("elo_difference is -400 log10(1/score - 1)", "[match]") {
  using boardlab::elo_difference;
  CHECK(elo_difference(0.5) == Approx(0.0).margin(1e-12));
  CHECK(elo_difference(0.7) == close(147.19071411783776));    // 400 * log10(7/3)
  CHECK(elo_difference(0.25) == close(-190.84850188786498));  // -400 * log10(3)
  CHECK(elo_difference(0.75) == close(190.84850188786498));   // 400 * log10(3)
  CHECK(elo_difference(0.9) == close(381.69700377572985));    // 400 * log10(9) = 800 log10(3)
  CHECK(elo_difference(1.0) == infinity);
  CHECK(elo_difference(0.0) == -infinity);
  CHECK_THROWS_AS(elo_difference(1.2), boardlab::Error);
  CHECK_THROWS_AS(elo_difference(-0.01), boardlab::Error);
  CHECK_THROWS_AS(elo_difference(std::nan("")), boardlab::Error);
}

TEST_CASE("elo_interval is the Elo of the score interval's ends", "[match]") {
  using boardlab::elo_interval;
  // -400 * log10(1/0.6216014406183978 - 1) and -400 * log10(1/0.7783985593816021 - 1).
  const Interval interval = elo_interval(MatchResults{60, 20, 20});
  CHECK(interval.low == close(86.22501520030423));
  CHECK(interval.high == close(218.2517776410748));
  // 5-3-2: the Elo of 0.4079623024907373 and of 0.8920376975092628.
  const Interval small = elo_interval(MatchResults{5, 3, 2});
  CHECK(small.low == close(-64.69173068746815));
  CHECK(small.high == close(366.84442798034));
  // 9-0-1: the high end of the score interval is clipped to 1, an unbounded Elo.
  const Interval clipped = elo_interval(MatchResults{9, 0, 1});
  CHECK(clipped.low == close(158.98518507251043));
  CHECK(clipped.high == infinity);

  const Interval all_wins = elo_interval(MatchResults{10, 0, 0});
  CHECK(all_wins.low == infinity);
  CHECK(all_wins.high == infinity);
  const Interval all_losses = elo_interval(MatchResults{0, 0, 10});
  CHECK(all_losses.low == -infinity);
  CHECK(all_losses.high == -infinity);
  const Interval no_games = elo_interval(MatchResults{});
  CHECK(no_games.low == Approx(0.0).margin(1e-12));
  CHECK(no_games.high == Approx(0.0).margin(1e-12));
}

TEST_CASE("wilson_interval is the Wilson score interval", "[match]") {
  using boardlab::wilson_interval;
  // 7 of 10: centre = (0.7 + z^2/20) / (1 + z^2/10) = 0.6444934400274221, half-width
  // = z / (1 + z^2/10) * sqrt(0.7*0.3/10 + z^2/400) = 0.24771529256627675.
  const Interval seven = wilson_interval(7, 10);
  CHECK(seven.low == close(0.39677814746114537));
  CHECK(seven.high == close(0.8922087325936989));
  // Same with z99.
  const Interval seven_99 = wilson_interval(7, 10, 0.99);
  CHECK(seven_99.low == close(0.32002467920110256));
  CHECK(seven_99.high == close(0.9204336834769342));
  // 50 of 100: centre 0.5, half-width z / (1 + z^2/100) * sqrt(0.0025 + z^2/40000).
  const Interval half = wilson_interval(50, 100);
  CHECK(half.low == close(0.4038315303659957));
  CHECK(half.high == close(0.5961684696340044));
  // None or all of 10: one end is 0 or 1 exactly, the other is 2 * z^2/20 / (1 + z^2/10) from it.
  const Interval none = wilson_interval(0, 10);
  CHECK(none.low == Approx(0.0).margin(1e-12));
  CHECK(none.high == close(0.27753279986288915));
  const Interval all = wilson_interval(10, 10);
  CHECK(all.low == close(0.7224672001371109));
  CHECK(all.high == Approx(1.0).margin(1e-12));
  // 1 of 1: centre (1 + z^2/2) / (1 + z^2), low = 1 / (1 + z^2).
  CHECK(wilson_interval(1, 1).low == close(0.20654931437723745));

  const Interval no_trials = wilson_interval(0, 0);
  CHECK(no_trials.low == 0.0);
  CHECK(no_trials.high == 1.0);
  CHECK_THROWS_AS(wilson_interval(-1, 10), boardlab::Error);
  CHECK_THROWS_AS(wilson_interval(1, -10), boardlab::Error);
  CHECK_THROWS_AS(wilson_interval(11, 10), boardlab::Error);
}

TEST_CASE("first_player_advantage scores the games by seat", "[match]") {
  const SideResults sides{55, 35, 10};
  CHECK(boardlab::first_player_advantage(sides) == close(0.6));  // (55 + 10/2) / 100
  CHECK(boardlab::first_player_advantage(SideResults{}) == 0.5);
  // variance = (55*0.4^2 + 10*0.1^2 + 35*0.6^2)/100 = (8.8 + 0.1 + 12.6)/100 = 0.215;
  // half-width = z95 * sqrt(0.00215) = 0.09087979128768049.
  const Interval interval = boardlab::first_player_interval(sides);
  CHECK(interval.low == close(0.5091202087123194));
  CHECK(interval.high == close(0.6908797912876805));
  const Interval all_draws = boardlab::first_player_interval(SideResults{0, 0, 8});
  CHECK(all_draws.low == 0.5);
  CHECK(all_draws.high == 0.5);
  CHECK_THROWS_AS(boardlab::first_player_advantage(SideResults{1, -2, 0}), boardlab::Error);
  CHECK_THROWS_AS(boardlab::first_player_interval(SideResults{1, 2, -3}), boardlab::Error);
}

TEST_CASE("likelihood_of_superiority ignores draws", "[match]") {
  using boardlab::likelihood_of_superiority;
  // 0.5 * (1 + erf(4 / sqrt(40))).
  CHECK(likelihood_of_superiority(MatchResults{12, 0, 8}) == close(0.8144533152386513));
  CHECK(likelihood_of_superiority(MatchResults{12, 50, 8}) == close(0.8144533152386513));
  CHECK(likelihood_of_superiority(MatchResults{8, 0, 12}) == close(0.18554668476134878));
  // 0.5 * (1 + erf(40 / sqrt(160))) = 0.5 * (1 + erf(sqrt(10))).
  CHECK(likelihood_of_superiority(MatchResults{60, 20, 20}) == close(0.9999961278917845));
  // 0.5 * (1 + erf(3 / sqrt(6))).
  CHECK(likelihood_of_superiority(MatchResults{3, 0, 0}) == close(0.9583677416682248));
  CHECK(likelihood_of_superiority(MatchResults{5, 3, 5}) == 0.5);
  CHECK(likelihood_of_superiority(MatchResults{0, 7, 0}) == 0.5);
  CHECK(likelihood_of_superiority(MatchResults{}) == 0.5);
  CHECK_THROWS_AS(likelihood_of_superiority(MatchResults{0, -1, 0}), boardlab::Error);
}

TEST_CASE("match statistics reject negative counts and confidences outside (0, 1)", "[match]") {
  using boardlab::Error;
  CHECK_THROWS_AS(boardlab::score_interval(MatchResults{-1, 0, 0}), Error);
  CHECK_THROWS_AS(boardlab::score_interval(MatchResults{0, -1, 0}), Error);
  CHECK_THROWS_AS(boardlab::score_interval(MatchResults{0, 0, -1}), Error);
  CHECK_THROWS_AS(boardlab::elo_interval(MatchResults{3, 0, -1}), Error);
  CHECK_THROWS_WITH(boardlab::score_interval(MatchResults{0, -4, 0}),
                    Catch::Matchers::StartsWith("match statistics: draws is -4"));

  const MatchResults results{6, 2, 2};
  for (const double confidence : {0.0, 1.0, -0.5, 1.5, std::nan("")}) {
    CHECK_THROWS_AS(boardlab::score_interval(results, confidence), Error);
    CHECK_THROWS_AS(boardlab::elo_interval(results, confidence), Error);
    CHECK_THROWS_AS(boardlab::wilson_interval(6, 10, confidence), Error);
    CHECK_THROWS_AS(boardlab::first_player_interval(SideResults{6, 2, 2}, confidence), Error);
  }
  // Checked even when there are too few games for the confidence to matter.
  CHECK_THROWS_AS(boardlab::score_interval(MatchResults{}, 2.0), Error);
  CHECK_THROWS_AS(boardlab::wilson_interval(0, 0, 0.0), Error);
}

// Match statistics against values worked out by hand (and checked in Python with the standard
// library's statistics.NormalDist and math.erf), so the code is not checked against itself.
// z95 = NormalDist().inv_cdf(0.975) = 1.9599639845400536, z99 = inv_cdf(0.995) = 2.5758293035489.
#include <cmath>
#include <cstdint>
#include <limits>

#include <boardlab/analysis/match_statistics.hpp>
#include <catch2/catch.hpp>

namespace match_statistics_test {

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

// The score's interval is the Wilson interval of the proportion s = (W + D/2) / n over n games:
// centre (s + z^2/(2n)) / (1 + z^2/n), half-width z / (1 + z^2/n) * sqrt(s(1 - s)/n + z^2/(4n^2)).
TEST_CASE("score_interval is the Wilson interval of the score", "[match]") {
  SECTION("60 wins, 20 draws, 20 losses") {
    // s = 0.7, n = 100: centre 0.6926013003586028, half-width 0.0884498466920695.
    const Interval interval = boardlab::score_interval(MatchResults{60, 20, 20});
    CHECK(interval.low == close(0.6041514536665333));
    CHECK(interval.high == close(0.7810511470506722));
    // The same with z99.
    const Interval wider = boardlab::score_interval(MatchResults{60, 20, 20}, 0.99);
    CHECK(wider.low == close(0.572572381123576));
    CHECK(wider.high == close(0.8025393437900948));
  }
  SECTION("6 wins, 2 draws, 2 losses: the score of 7 of 10") {
    // The published Wilson 95% interval of 7 successes in 10 trials, 0.3968 to 0.8922.
    const Interval interval = boardlab::score_interval(MatchResults{6, 2, 2});
    CHECK(interval.low == close(0.39677814746114537));
    CHECK(interval.high == close(0.8922087325936989));
  }
  SECTION("5 wins, 3 draws, 2 losses") {
    // s = 0.65, n = 10.
    const Interval interval = boardlab::score_interval(MatchResults{5, 3, 2});
    CHECK(interval.low == close(0.35367072351116896));
    CHECK(interval.high == close(0.8630694365299645));
  }
  SECTION("mostly draws and losses") {
    // s = 0.05, n = 100.
    const Interval interval = boardlab::score_interval(MatchResults{0, 10, 90});
    CHECK(interval.low == close(0.02154367915436798));
    CHECK(interval.high == close(0.11175046923191911));
  }
  SECTION("near the top, inside [0, 1] without clipping") {
    // s = 0.9, n = 10: a normal interval from the games' spread would reach 1.0859 here.
    const Interval interval = boardlab::score_interval(MatchResults{9, 0, 1});
    CHECK(interval.low == close(0.5958499732047616));
    CHECK(interval.high == close(0.982123786904927));
  }
  SECTION("a win, a draw and a loss") {
    // s = 0.5, n = 3.
    const Interval interval = boardlab::score_interval(MatchResults{1, 1, 1});
    CHECK(interval.low == close(0.1253344719102632));
    CHECK(interval.high == close(0.8746655280897369));
  }
}

TEST_CASE("score_interval keeps a width where the games cannot give certainty", "[match]") {
  constexpr double z95 = 1.9599639845400536;
  const double z2 = z95 * z95;
  SECTION("100 wins of 100") {
    // At s = 1 the Wilson ends are n / (n + z^2) and 1.
    const Interval interval = boardlab::score_interval(MatchResults{100, 0, 0});
    CHECK(interval.low == close(100 / (100 + z2)));  // 0.9630065017930143
    CHECK(interval.low < 1.0);
    CHECK(interval.high == 1.0);
  }
  SECTION("all wins, all losses") {
    const Interval wins = boardlab::score_interval(MatchResults{30, 0, 0});
    CHECK(wins.low == close(30 / (30 + z2)));  // 0.8864866068260314
    CHECK(wins.high == 1.0);
    // At s = 0 the ends are 0 and z^2 / (n + z^2).
    const Interval losses = boardlab::score_interval(MatchResults{0, 0, 30});
    CHECK(losses.low == 0.0);
    CHECK(losses.high == close(z2 / (30 + z2)));  // 0.11351339317396873
    const Interval ten_losses = boardlab::score_interval(MatchResults{0, 0, 10});
    CHECK(ten_losses.low == 0.0);
    CHECK(ten_losses.high == close(0.27753279986288915));  // the published Wilson 0 of 10
  }
  SECTION("all draws") {
    // s = 1/2, n = 12: every game scored 1/2, which does not make the expected score 1/2.
    const Interval interval = boardlab::score_interval(MatchResults{0, 12, 0});
    CHECK(interval.low == close(0.2537815976337061));
    CHECK(interval.high == close(0.7462184023662939));
  }
  SECTION("one game") {
    const Interval win = boardlab::score_interval(MatchResults{1, 0, 0});
    CHECK(win.low == close(1 / (1 + z2)));  // 0.20654931437723745
    CHECK(win.high == 1.0);
    // s = 1/2, n = 1: half-width z / (2 sqrt(1 + z^2)).
    const Interval draw = boardlab::score_interval(MatchResults{0, 1, 0});
    CHECK(draw.low == close(0.5 - z95 / (2 * std::sqrt(1 + z2))));  // 0.05462075552885198
    CHECK(draw.high == close(0.5 + z95 / (2 * std::sqrt(1 + z2))));
  }
  SECTION("no games rule out nothing") {
    const Interval interval = boardlab::score_interval(MatchResults{});
    CHECK(interval.low == 0.0);
    CHECK(interval.high == 1.0);
  }
  SECTION("every edge case: inside [0, 1], around the score, not a point") {
    for (const MatchResults& results :
         {MatchResults{}, MatchResults{1, 0, 0}, MatchResults{0, 1, 0}, MatchResults{0, 0, 1},
          MatchResults{0, 12, 0}, MatchResults{100, 0, 0}, MatchResults{0, 0, 100},
          MatchResults{99, 1, 0}, MatchResults{0, 1, 99}}) {
      for (const double confidence : {0.5, 0.95, 0.999999}) {
        const Interval interval = boardlab::score_interval(results, confidence);
        CAPTURE(results.wins, results.draws, results.losses, confidence);
        CHECK(interval.low >= 0.0);
        CHECK(interval.high <= 1.0);
        CHECK(interval.low <= results.score());
        CHECK(interval.high >= results.score());
        CHECK(interval.low < interval.high);
      }
    }
  }
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
  constexpr double z95 = 1.9599639845400536;
  const double z2 = z95 * z95;
  // -400 * log10(1/low - 1) and -400 * log10(1/high - 1) of the Wilson ends above.
  const Interval interval = elo_interval(MatchResults{60, 20, 20});
  CHECK(interval.low == close(73.44670814509277));
  CHECK(interval.high == close(220.93472009058254));
  const Interval small = elo_interval(MatchResults{5, 3, 2});
  CHECK(small.low == close(-104.74188701892405));
  CHECK(small.high == close(319.8181368529883));
  const Interval near_top = elo_interval(MatchResults{9, 0, 1});
  CHECK(near_top.low == close(67.43772488897359));
  CHECK(near_top.high == close(695.9562826624845));

  // A perfect score: the low end n / (n + z^2) is the Elo 400 log10(n / z^2), finite; the high
  // end 1 is consistent with any difference, however large.
  const Interval hundred_wins = elo_interval(MatchResults{100, 0, 0});
  CHECK(hundred_wins.low == close(400 * std::log10(100 / z2)));  // 566.2015271838911
  CHECK(hundred_wins.high == infinity);
  const Interval all_wins = elo_interval(MatchResults{10, 0, 0});
  CHECK(all_wins.low == close(400 * std::log10(10 / z2)));  // 166.20152718389102
  CHECK(all_wins.high == infinity);
  const Interval all_losses = elo_interval(MatchResults{0, 0, 10});
  CHECK(all_losses.low == -infinity);
  CHECK(all_losses.high == close(-400 * std::log10(10 / z2)));
  const Interval no_games = elo_interval(MatchResults{});
  CHECK(no_games.low == -infinity);
  CHECK(no_games.high == infinity);
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
  // Exactly, not within a margin: an end an ulp below 1 would give a perfect score a finite Elo.
  const Interval none = wilson_interval(0, 10);
  CHECK(none.low == 0.0);
  CHECK(none.high == close(0.27753279986288915));
  const Interval all = wilson_interval(10, 10);
  CHECK(all.low == close(0.7224672001371109));
  CHECK(all.high == 1.0);
  CHECK(wilson_interval(30, 30).high == 1.0);
  CHECK(wilson_interval(100, 100).high == 1.0);
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
  // The Wilson interval of s = 0.6 over n = 100.
  const Interval interval = boardlab::first_player_interval(sides);
  CHECK(interval.low == close(0.5020025867910618));
  CHECK(interval.high == close(0.6905987135675411));
  // Of s = 1/2 over n = 8: eight draws do not prove the seats even.
  const Interval all_draws = boardlab::first_player_interval(SideResults{0, 0, 8});
  CHECK(all_draws.low == close(0.21521606221387762));
  CHECK(all_draws.high == close(0.7847839377861223));
  const Interval none = boardlab::first_player_interval(SideResults{});
  CHECK(none.low == 0.0);
  CHECK(none.high == 1.0);
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

}  // namespace match_statistics_test

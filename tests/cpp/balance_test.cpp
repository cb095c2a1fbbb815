// Balance metrics (analysis/balance.hpp) against values computed by hand, the per-game records
// a match keeps (lead changes, the ply a game was decided) on a game played move by move, and
// tournaments (analysis/tournament.hpp) and sweeps (analysis/sweep.hpp).
#include <array>
#include <atomic>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include <boardlab/analysis/balance.hpp>
#include <boardlab/analysis/sweep.hpp>
#include <boardlab/analysis/tournament.hpp>
#include <boardlab/boardlab.hpp>
#include <boardlab/games/builtin_kernels.hpp>
#include <boardlab/games/option_grid.hpp>
#include <catch2/catch.hpp>

namespace balance_test {

namespace {

namespace bl = boardlab;

bl::MatchGame game_of(int winner, bool ply_limit, int plies, int listed, int leads,
                      int decided_at) {
  bl::MatchGame g;
  g.winner = std::int8_t(winner);
  g.ply_limit = ply_limit;
  g.plies = plies;
  g.moves_listed = listed;
  g.lead_changes = leads;
  g.decided_at = decided_at;
  return g;
}

// Plays the moves of a list, one a call: a game whose course the test knows.
template <int N>
class ScriptedAgent final : public bl::Agent<N> {
 public:
  ScriptedAgent(const bl::Game<N>& game, std::vector<std::string> moves, int first)
      : game_(&game), moves_(std::move(moves)), next_(first) {}
  bl::Move choose(const bl::Position<N>& p, const std::atomic<bool>* = nullptr) override {
    const bl::Move m = bl::parse_move(*game_, p, moves_.at(std::size_t(next_)));
    next_ += 2;  // the other agent plays the moves between
    return m;
  }
  std::string name() const override { return "scripted"; }

 private:
  const bl::Game<N>* game_;
  std::vector<std::string> moves_;
  int next_;
};

}  // namespace

TEST_CASE("balance metrics of four games, by hand", "[balance]") {
  // Seat 0 wins two, seat 1 one, one drawn by the ply limit.
  const std::vector<bl::MatchGame> games{
      game_of(0, false, 10, 100, 1, 5), game_of(0, false, 20, 200, 2, 20),
      game_of(1, false, 30, 300, 3, 0), game_of(-1, true, 300, 3000, 0, -1)};
  const bl::BalanceMetrics m = bl::balance_metrics(games);
  CHECK(m.games == 4);
  CHECK(m.balance == Approx(0.75));  // 1 - |2 - 1| / 4
  // Points 1, 1, 0, 1/2: the Wilson interval of the score 0.625 over 4 games.
  CHECK(m.first_player.value == Approx(0.625));
  CHECK(m.first_player.interval.low == Approx(0.2194265200653629));
  CHECK(m.first_player.interval.high == Approx(0.9081007708209878));
  // Wilson intervals of 3 in 4 and 1 in 4.
  CHECK(m.completion.value == Approx(0.75));
  CHECK(m.completion.interval.low == Approx(0.30064184258240184));
  CHECK(m.completion.interval.high == Approx(0.9544127391902995));
  CHECK(m.drawishness.value == Approx(0.25));
  CHECK(m.drawishness.interval.low == Approx(0.04558726080970055));
  CHECK(m.drawishness.interval.high == Approx(0.6993581574175981));
  // Won games played on after the decision: 5 of 10, 0 of 20, 30 of 30; the Wilson interval
  // of the mean 1/2 over 3 games (a normal one, 1/2 +- 0.565793, would reach 1.066).
  CHECK(m.decisiveness.value == Approx(0.5));
  CHECK(m.decisiveness.interval.low == Approx(0.1253344719102632));
  CHECK(m.decisiveness.interval.high == Approx(0.8746655280897369));
  // Lengths 10, 20, 30, 300: mean 90, sample standard deviation sqrt(59000 / 3), half-width
  // 1.959964 sqrt(59000 / 3) / 2 = 137.430610; the low end, -47.4, is clipped at 0 plies.
  CHECK(m.duration.value == Approx(90));
  CHECK(m.duration.interval.low == 0.0);
  CHECK(m.duration.interval.high == Approx(90 + 137.4306098912446));
  CHECK(m.branching == Approx(10));  // 3600 moves listed over 360 decisions
  CHECK(m.lead_changes.value == Approx(1.5));
  CHECK(m.lead_changes.interval.high == Approx(1.5 + 1.26515131188166));
  CHECK(m.lead_changes_per_ply == Approx(6.0 / 360));
}

TEST_CASE("balance metrics of no games, and a bad confidence", "[balance][errors]") {
  const bl::BalanceMetrics m = bl::balance_metrics({});
  CHECK(m.games == 0);
  CHECK(m.first_player.value == 0.5);
  CHECK_THROWS_AS(bl::balance_metrics({}, 1.0), bl::Error);
}

namespace {

constexpr double z95 = 1.9599639845400536;  // NormalDist().inv_cdf(0.975)
constexpr double infinity = std::numeric_limits<double>::infinity();

void check_interval(const bl::Estimate& e, double low, double high) {
  CHECK(e.interval.low == Approx(low).epsilon(1e-9).margin(1e-12));
  CHECK(e.interval.high == Approx(high).epsilon(1e-9).margin(1e-12));
}

}  // namespace

TEST_CASE("balance intervals of no games rule out nothing", "[balance]") {
  const bl::BalanceMetrics m = bl::balance_metrics({});
  check_interval(m.first_player, 0, 1);
  check_interval(m.completion, 0, 1);
  check_interval(m.drawishness, 0, 1);
  check_interval(m.decisiveness, 0, 1);
  CHECK(m.duration.interval.low == 0.0);
  CHECK(m.duration.interval.high == infinity);
  CHECK(m.lead_changes.interval.low == 0.0);
  CHECK(m.lead_changes.interval.high == infinity);
}

TEST_CASE("balance intervals of one game: a width, not a point", "[balance]") {
  // Seat 0 wins in 12 plies, decided at ply 6, two lead changes.
  const std::vector<bl::MatchGame> games{game_of(0, false, 12, 50, 2, 6)};
  const bl::BalanceMetrics m = bl::balance_metrics(games);
  const double z2 = z95 * z95;
  // Wilson of 1 in 1: 1 / (1 + z^2) to 1.
  check_interval(m.first_player, 1 / (1 + z2), 1);
  check_interval(m.completion, 1 / (1 + z2), 1);
  // Of 0 in 1: 0 to z^2 / (1 + z^2).
  check_interval(m.drawishness, 0, z2 / (1 + z2));
  // Of the mean share 1/2 over 1 game: 1/2 +- z / (2 sqrt(1 + z^2)).
  CHECK(m.decisiveness.value == Approx(0.5));
  check_interval(m.decisiveness, 0.5 - z95 / (2 * std::sqrt(1 + z2)),
                 0.5 + z95 / (2 * std::sqrt(1 + z2)));
  // One game shows nothing of the spread of a quantity with no upper bound.
  CHECK(m.duration.value == 12);
  CHECK(m.duration.interval.low == 0.0);
  CHECK(m.duration.interval.high == infinity);
  CHECK(m.lead_changes.value == 2);
  CHECK(m.lead_changes.interval.low == 0.0);
  CHECK(m.lead_changes.interval.high == infinity);
}

TEST_CASE("balance intervals of all draws and of all wins stay in range", "[balance]") {
  SECTION("all draws: no won game to measure decisiveness on") {
    const std::vector<bl::MatchGame> games(6, game_of(-1, true, 40, 400, 0, -1));
    const bl::BalanceMetrics m = bl::balance_metrics(games);
    // Wilson of the score 1/2 over 6 games.
    check_interval(m.first_player, 0.18761630648265054, 0.8123836935173494);
    const double z2 = z95 * z95;
    check_interval(m.drawishness, 6 / (6 + z2), 1);
    check_interval(m.completion, 0, z2 / (6 + z2));
    check_interval(m.decisiveness, 0, 1);
  }
  SECTION("all won, each decided from the start") {
    // Every won game's share after the decision is 1; five of them do not prove the mean 1.
    const std::vector<bl::MatchGame> games(5, game_of(1, false, 20, 100, 0, 0));
    const bl::BalanceMetrics m = bl::balance_metrics(games);
    const double z2 = z95 * z95;
    CHECK(m.decisiveness.value == 1.0);
    check_interval(m.decisiveness, 5 / (5 + z2), 1);  // 0.5655175352168254 to 1
    CHECK(m.decisiveness.interval.high == 1.0);
    check_interval(m.first_player, 0, z2 / (5 + z2));
    CHECK(m.first_player.interval.low == 0.0);
  }
}

TEST_CASE("decisiveness and lead changes stay in their ranges", "[balance]") {
  // Won games decided at the start, at the start, and at the end: shares 1, 1, 0, mean 2/3.
  // The normal interval, 2/3 +- 1.959964 * sqrt(1/3) / sqrt(3) = 2/3 +- 0.653321, reached 1.32.
  // Lead changes 0, 0, 0, 3: mean 3/4, sample standard deviation 3/2, so the normal interval
  // is 3/4 +- z * 3/4, from -0.72 (clipped at 0) to 3/4 (1 + z).
  const std::vector<bl::MatchGame> games{
      game_of(0, false, 10, 100, 0, 0), game_of(1, false, 10, 100, 0, 0),
      game_of(0, false, 10, 100, 0, 10), game_of(-1, false, 10, 100, 3, -1)};
  const bl::BalanceMetrics m = bl::balance_metrics(games);
  CHECK(m.decisiveness.value == Approx(2.0 / 3));
  // Wilson of 2/3 over 3.
  check_interval(m.decisiveness, 0.20765960080204782, 0.9385080552796038);
  CHECK(m.lead_changes.value == Approx(0.75));
  CHECK(m.lead_changes.interval.low == 0.0);
  CHECK(m.lead_changes.interval.high == Approx(0.75 * (1 + z95)));  // 2.2199729884050403
}

TEST_CASE("the ply a game was decided at", "[balance]") {
  // Player zero's evaluation after each ply; zero wins. The loser's best is 1 (ply 2), so the
  // winner leads decisively from the first ply after which it stays above 1: ply 3.
  CHECK(bl::detail::decided_at({0, 1, -1, 2, 3}, 0) == 3);
  // Never above the loser's best: decided at the end.
  CHECK(bl::detail::decided_at({0, 2, 1, 1}, 1) == 3);
  // Ahead from the start to the end.
  CHECK(bl::detail::decided_at({0, 1, 2}, 0) == 1);
  // A drop back below at the end.
  CHECK(bl::detail::decided_at({0, 3, 3, 0}, 0) == 3);
}

TEST_CASE("a match records lead changes and the decision of a game played move by move",
          "[balance][match]") {
  // Breakthrough from a position of three pawns a side: white takes first (white leads),
  // black takes back (a tie keeps the lead), black takes again (black leads: one change), then
  // black runs to the first rank.
  bl::GameSpec spec = bl::games::breakthrough();
  spec.start = "8/7B/2B5/3B4/2W1W3/8/W7/8 0 - 0";
  static const bl::Game<> game{spec};
  const std::vector<std::string> moves{"c4xd5", "c6xd5", "a2-a3", "d5xe4", "a3-a4",
                                       "e4-e3", "a4-a5", "e3-e2", "a5-a6", "e2-e1"};
  ScriptedAgent<64> white(game, moves, 0), black(game, moves, 1);
  const bl::MatchGame g = bl::play_game(game, white, black);
  CHECK(g.winner == 1);
  CHECK(g.plies == 10);
  CHECK_FALSE(g.ply_limit);
  CHECK(g.lead_changes == 1);
  // Material after each ply, white's view: 0 1 0 0 -1 -1 ... -1. White's best lead is 1,
  // black's never more than 1: decided at the end.
  CHECK(g.decided_at == 10);
  // The legal moves at each decision, counted through State.
  bl::State<> s(game);
  std::int64_t listed = 0;
  for (const std::string& m : moves) {
    listed += s.legal_moves().size();
    s.play(m);
  }
  CHECK(g.moves_listed == listed);
}

TEST_CASE("tournament ratings: two agents in closed form, three by the likelihood equations",
          "[tournament]") {
  // 8 of 10, plus the virtual draw: 8.5 of 11 against 2.5 of 11, strengths in the ratio 3.4.
  const auto two = bl::tournament_ratings({{0, 8}, {2, 0}}, {{0, 10}, {10, 0}});
  CHECK(two[0] - two[1] == Approx(400 * std::log10(3.4)));
  CHECK(two[0] + two[1] == Approx(0).margin(1e-9));
  const std::vector<std::vector<double>> points{{0, 7, 9}, {3, 0, 6.5}, {1, 3.5, 0}};
  const std::vector<std::vector<std::int64_t>> games{{0, 10, 10}, {10, 0, 10}, {10, 10, 0}};
  const auto r = bl::tournament_ratings(points, games);
  CHECK(r[0] > r[1]);
  CHECK(r[1] > r[2]);
  // At the maximum each agent's points (with the virtual draws) equal its expected points.
  for (std::size_t i = 0; i < 3; ++i) {
    double scored = 0, expected = 0;
    for (std::size_t j = 0; j < 3; ++j) {
      if (i == j) continue;
      scored += points[i][j] + 0.5;
      expected += 11.0 / (1 + std::pow(10.0, (r[j] - r[i]) / 400));
    }
    CHECK(scored == Approx(expected).epsilon(1e-9));
  }
}

TEST_CASE("a tournament: every pair plays, the result does not depend on threads", "[tournament]") {
  static const bl::Game<> game{bl::games::tic_tac_toe()};
  const std::vector<std::string> agents{"random", "alphabeta:9", "greedy"};
  const auto one =
      bl::play_tournament(game, kernel_for(game), agents, {.games_per_pair = 6, .seed = 3});
  const auto two = bl::play_tournament(game, kernel_for(game), agents,
                                       {.games_per_pair = 6, .seed = 3, .threads = 2});
  REQUIRE(one.pairings.size() == 3);
  CHECK(one.games_played == 18);
  for (std::size_t p = 0; p < 3; ++p) {
    CHECK(one.pairings[p].report.games_played == 6);
    for (std::size_t i = 0; i < 6; ++i) {
      CHECK(one.pairings[p].report.games[i].winner == two.pairings[p].report.games[i].winner);
      CHECK(one.pairings[p].report.games[i].plies == two.pairings[p].report.games[i].plies);
    }
  }
  // Perfect play never loses: alphabeta:9 scores at least half of each of its games.
  CHECK(one.points[1] >= 6.0);
  CHECK(one.pairings[0].report.results.wins == 0);  // random never beats it (pair (0, 1))
  CHECK(one.ratings[1] > one.ratings[0]);
  CHECK(one.games[0] == 12);
  CHECK(one.points[0] + one.points[1] + one.points[2] == Approx(18));
  CHECK_THROWS_WITH(bl::play_tournament(game, kernel_for(game), {"random"}, {}),
                    "tournament: 1 agents; a tournament takes 2 to 64");
  CHECK_THROWS_WITH(bl::play_tournament(game, kernel_for(game), {"random", "mcts:x"}, {}),
                    "agent 'mcts:x': simulations 'x' is not a whole number from 1 to 1000000000 "
                    "(digits only)");
}

TEST_CASE("a tournament's pairs are matches of the pair's seed, its table their tally",
          "[tournament]") {
  static const bl::Game<> game{bl::games::tic_tac_toe()};
  const std::vector<std::string> agents{"random", "greedy", "mcts:20"};
  const auto whole =
      bl::play_tournament(game, kernel_for(game), agents, {.games_per_pair = 5, .seed = 11});
  bl::TournamentReport apart;
  apart.agents = agents;
  for (const bl::TournamentPairing& p : whole.pairings) {
    const auto match =
        bl::play_match(game, kernel_for(game), agents[std::size_t(p.a)], agents[std::size_t(p.b)],
                       {.games = 5, .seed = bl::tournament_pair_seed(11, p.a, p.b)});
    REQUIRE(match.games_played == 5);
    for (std::size_t i = 0; i < 5; ++i) {
      CHECK(match.games[i].a_first == p.report.games[i].a_first);
      CHECK(match.games[i].winner == p.report.games[i].winner);
      CHECK(match.games[i].plies == p.report.games[i].plies);
      CHECK(match.games[i].moves_listed == p.report.games[i].moves_listed);
    }
    apart.pairings.push_back({p.a, p.b, match});
  }
  bl::tally_tournament(apart);
  CHECK(apart.games_played == whole.games_played);
  CHECK(apart.points == whole.points);
  CHECK(apart.games == whole.games);
  CHECK(apart.ratings == whole.ratings);
}

TEST_CASE("a sweep over an option: the ply limit's completion", "[sweep]") {
  using bl::games::OptionValue;
  // Tic-tac-toe cut at 4 plies never ends by the rules (a line needs 5); at 9 it always does.
  const auto grid =
      bl::games::option_grid(bl::games::builtin_game("tic_tac_toe"),
                             {{"max_plies", {OptionValue::of(4), OptionValue::of(9)}}});
  REQUIRE(grid.size() == 2);
  CHECK(grid[1].values[0].integer == 9);
  CHECK(grid[1].spec.max_plies == 9);
  const auto rows = bl::sweep_games(bl::games::grid_specs(grid), "random", "random",
                                    {.games = 10, .seed = 1}, bl::BuiltinKernels{});
  REQUIRE(rows.size() == 2);
  CHECK(rows[0].metrics.completion.value == 0);
  CHECK(rows[0].metrics.drawishness.value == 1);
  CHECK(rows[0].metrics.duration.value == 4);
  CHECK(rows[1].metrics.completion.value == 1);
  // Any kernel plays the same games: the generic functions give the same rows.
  const auto generic = bl::sweep_games(bl::games::grid_specs(grid), "random", "random",
                                       {.games = 10, .seed = 1}, bl::GenericKernels{});
  REQUIRE(generic.size() == 2);
  for (std::size_t i = 0; i < 2; ++i) CHECK(generic[i].report.games == rows[i].report.games);
  CHECK_THROWS_WITH(bl::games::option_grid(bl::games::builtin_game("tic_tac_toe"),
                                           {{"size", {OptionValue::of(3)}}}),
                    "game 'tic_tac_toe': unknown option 'size' (options: max_plies)");
  CHECK_THROWS_WITH(
      bl::games::option_grid(bl::games::builtin_game("skateboards"),
                             {{"trashcans", {OptionValue::of(6), OptionValue::of(41)}}}),
      "sweep: at trashcans=41: skateboards: trashcans 41 is not between 0 and 40");
}

TEST_CASE("skateboards' trashcans option sets the reserve", "[sweep][registry]") {
  using bl::games::OptionValue;
  const auto& g = bl::games::builtin_game("skateboards");
  CHECK(g.spec({{{"trashcans", OptionValue::of(0)}}}).start.view() ==
        "1P4P1/P6P/8/3SS3/3SS3/8/P6P/1P4P1 0 - 0");
  CHECK(g.spec({{{"trashcans", OptionValue::of(11)}}}).start.view() ==
        "1P4P1/P6P/8/3SS3/3SS3/8/P6P/1P4P1 0 T11 0");
  CHECK(g.spec().start.view() == "1P4P1/P6P/8/3SS3/3SS3/8/P6P/1P4P1 0 T6 0");
  // Without trashcans the Attacker moves at once. By symmetry, four times b8's and a7's moves:
  // b8 steps to a8, c8, b7, c7 and a7 to a8, b7, a6, b6; their one leap (over each other)
  // would leave the board.
  const bl::Game<> none{g.spec({{{"trashcans", OptionValue::of(0)}}})};
  CHECK(bl::perft(none, none.start(), 1) == 32);
}

}  // namespace balance_test

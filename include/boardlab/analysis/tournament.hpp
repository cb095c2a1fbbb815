#pragma once
// A round-robin tournament: every pair of agents plays a match (match.hpp), and the results are
// summed into a table of scores and Elo ratings. All games of all pairs are handed out to the
// threads by number, so the result does not depend on the thread count.
//
//   const auto t = boardlab::play_tournament(game, kernel_for(game),
//                                            {"random", "greedy", "mcts:300"},
//                                            {.games_per_pair = 20, .threads = 2});
//   t.ratings[2];   // mcts:300's Elo, the agents' mean being 0
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <type_traits>
#include <vector>

#include "../error.hpp"
#include "../game.hpp"
#include "../splitmix64.hpp"
#include "agent.hpp"
#include "match.hpp"
#include "numbered_jobs.hpp"

namespace boardlab {

struct TournamentSettings {
  int games_per_pair = 20;  // colours alternate within each pair, as in a match
  std::uint64_t seed = 0;
  int threads = 1;
  int agent_threads = 1;
  Evaluation evaluation{};  // as MatchSettings'
};

// The match of agents `a` < `b`, counted from a's point of view.
struct TournamentPairing {
  int a = 0, b = 0;
  MatchReport report;
};

struct TournamentReport {
  std::vector<std::string> agents;
  std::vector<TournamentPairing> pairings;  // (0, 1), (0, 2), ..., (1, 2), ...
  std::vector<double> points;               // each agent's points (a win 1, a draw 1/2)
  std::vector<std::int64_t> games;          // each agent's games
  std::vector<double> ratings;              // Elo, the agents' mean 0 (tournament_ratings)
  int games_played = 0;
  double seconds = 0;
};

// Elo ratings from a table of points: `points[i][j]` is what agent i scored against j in
// `games[i][j]` games. The Bradley-Terry model's maximum-likelihood strengths (Hunter's MM
// iteration), with one virtual draw added to each pair that played, so that an agent who won
// or lost every game keeps a finite rating; 400 log10 of the strengths, shifted to mean 0.
inline std::vector<double> tournament_ratings(const std::vector<std::vector<double>>& points,
                                              const std::vector<std::vector<std::int64_t>>& games) {
  const std::size_t n = points.size();
  std::vector<double> strength(n, 1.0), scored(n, 0.0);
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = 0; j < n; ++j)
      if (i != j && games[i][j] > 0) scored[i] += points[i][j] + 0.5;
  for (int round = 0; round < 10000; ++round) {
    double change = 0;
    for (std::size_t i = 0; i < n; ++i) {
      double denominator = 0;
      for (std::size_t j = 0; j < n; ++j)
        if (i != j && games[i][j] > 0)
          denominator += double(games[i][j] + 1) / (strength[i] + strength[j]);
      if (denominator == 0) continue;  // played nobody: stays at the mean
      const double next = scored[i] / denominator;
      change = std::fmax(change, std::fabs(std::log(next / strength[i])));
      strength[i] = next;
    }
    // The model fixes only ratios: keep the geometric mean at 1.
    double log_mean = 0;
    for (double s : strength) log_mean += std::log(s) / double(n);
    for (double& s : strength) s /= std::exp(log_mean);
    if (change < 1e-12) break;
  }
  std::vector<double> elo(n);
  for (std::size_t i = 0; i < n; ++i) elo[i] = 400 * std::log10(strength[i]);
  return elo;
}

// The seed of the match between agents a < b of a tournament of `seed`: each pair's games are
// those of a match of its own with this seed (match.hpp), so a pair can be played as a match.
inline std::uint64_t tournament_pair_seed(std::uint64_t seed, int a, int b) {
  return mix64(seed ^ mix64(std::uint64_t(a) * 64 + std::uint64_t(b)));
}

// Fills a report's table from its pairings' matches: each agent's points and games, the games
// played, the ratings. Apart from play_tournament so that pairings played elsewhere (Ray tasks,
// boardlab.distributed) give the table play_tournament would.
inline void tally_tournament(TournamentReport& report) {
  const std::size_t n = report.agents.size();
  std::vector<std::vector<double>> points(n, std::vector<double>(n));
  std::vector<std::vector<std::int64_t>> played(n, std::vector<std::int64_t>(n));
  report.games_played = 0;
  for (const TournamentPairing& pairing : report.pairings) {
    const MatchResults& r = pairing.report.results;
    const auto a = std::size_t(pairing.a), b = std::size_t(pairing.b);
    points[a][b] = double(r.wins) + 0.5 * double(r.draws);
    points[b][a] = double(r.losses) + 0.5 * double(r.draws);
    played[a][b] = played[b][a] = r.games();
    report.games_played += pairing.report.games_played;
  }
  report.points.assign(n, 0);
  report.games.assign(n, 0);
  for (std::size_t a = 0; a < n; ++a)
    for (std::size_t b = 0; b < n; ++b) {
      report.points[a] += points[a][b];
      report.games[a] += played[a][b];
    }
  report.ratings = tournament_ratings(points, played);
}

// Plays `games_per_pair` games between every two of `agents`; `done` counts finished games,
// `stop` ends the tournament early with the games finished so far. Error for fewer than two
// agents or bad settings. When an entrant plays in order (match.hpp), every game is played in
// order on the calling thread. (A span, its N taken from the game: a list of texts in braces
// is then the other overload's alone, not also a vector of Entrants built from two pointers.)
template <int N>
TournamentReport play_tournament(const Game<N>& game,
                                 std::type_identity_t<std::span<const Entrant<N>>> agents,
                                 const TournamentSettings& settings,
                                 std::atomic<int>* done = nullptr,
                                 const std::atomic<bool>* stop = nullptr) {
  if (agents.size() < 2 || agents.size() > 64)
    throw Error("tournament: " + std::to_string(agents.size()) +
                " agents; a tournament takes 2 to 64");
  if (settings.games_per_pair < 0)
    throw Error("tournament: games_per_pair " + std::to_string(settings.games_per_pair) +
                " is negative");
  if (settings.threads < 1 || settings.threads > 1024)
    throw Error("tournament: threads " + std::to_string(settings.threads) +
                " is not within 1..1024");
  const auto start = std::chrono::steady_clock::now();
  TournamentReport report;
  bool in_order = false;
  for (const Entrant<N>& a : agents) {
    report.agents.push_back(a.name);
    in_order = in_order || a.in_order;
  }
  const int n = int(agents.size());
  for (int a = 0; a < n; ++a)
    for (int b = a + 1; b < n; ++b) report.pairings.push_back({a, b, {}});
  const int per_pair = settings.games_per_pair;
  const long long total = (long long)(report.pairings.size()) * per_pair;
  if (total > 2'000'000'000LL)
    throw Error("tournament: " + std::to_string(total) + " games are too many");
  std::vector<std::optional<MatchGame>> games(static_cast<std::size_t>(total));
  run_numbered_jobs(int(total), in_order ? 1 : settings.threads, stop, [&](int job) {
    const TournamentPairing& pairing = report.pairings[std::size_t(job / per_pair)];
    games[std::size_t(job)] = detail::play_match_game(
        game, agents[std::size_t(pairing.a)], agents[std::size_t(pairing.b)],
        tournament_pair_seed(settings.seed, pairing.a, pairing.b), job % per_pair,
        settings.evaluation, stop);
    if (done && games[std::size_t(job)]) done->fetch_add(1);
  });

  for (std::size_t p = 0; p < report.pairings.size(); ++p)
    for (int i = 0; i < per_pair; ++i)
      if (const auto& g = games[p * std::size_t(per_pair) + std::size_t(i)])
        record_game(report.pairings[p].report, *g);
  tally_tournament(report);
  report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return report;
}

// The tournament of agent texts (agent.hpp), their searches on `kernel` (as make_agent's); Error
// for a bad text, before any game.
template <int N>
TournamentReport play_tournament(const Game<N>& game, const Kernel<N>& kernel,
                                 const std::vector<std::string>& agents,
                                 const TournamentSettings& settings,
                                 std::atomic<int>* done = nullptr,
                                 const std::atomic<bool>* stop = nullptr) {
  std::vector<Entrant<N>> entrants;
  for (const std::string& a : agents)
    entrants.push_back(text_entrant(game, kernel, a, settings.agent_threads, settings.evaluation));
  return play_tournament(game, std::span<const Entrant<N>>(entrants), settings, done, stop);
}

}  // namespace boardlab

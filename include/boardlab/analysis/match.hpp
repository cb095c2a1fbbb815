#pragma once
// A match: games between two agents, colours alternating, on threads. Game i is played by
// agents made afresh for it, with seeds from the match's seed and i, so every game (and so the
// whole result) is the same whatever the thread count and the order the threads take games in.
//
//   const auto report = boardlab::play_match(game, "mcts:1000", "random", {.games = 100});
//   report.results.score();  // agent A's mean points a game
#include <atomic>
#include <chrono>
#include <cstdint>
#include <exception>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "../error.hpp"
#include "../game.hpp"
#include "../outcome.hpp"
#include "../splitmix64.hpp"
#include "agent.hpp"
#include "match_statistics.hpp"

namespace boardlab {

struct MatchSettings {
  int games = 100;
  std::uint64_t seed = 0;
  int threads = 1;        // games played at once
  int agent_threads = 1;  // each MCTS agent's root threads
};

struct MatchGame {
  bool a_first = true;      // agent A played Player::zero
  std::int8_t winner = -1;  // the winning player (0 or 1), -1 for a draw
  std::int32_t plies = 0;   // moves played (a turn of several parts counts each)
};

struct MatchReport {
  MatchResults results;          // agent A's wins, draws, losses
  SideResults sides;             // by seat: Player::zero's wins, Player::one's, draws
  std::vector<MatchGame> games;  // in order; partial (games_played) when stopped
  int games_played = 0;
  double seconds = 0;
};

namespace detail {
inline std::uint64_t match_game_seed(std::uint64_t seed, int game, int role) {
  return mix64(seed ^ mix64(std::uint64_t(game) * 2 + std::uint64_t(role) + 0x51ed));
}
}  // namespace detail

// Plays one game from the start between `zero` and `one`; `stop` ends it early (winner -1,
// and the caller drops it).
template <int N>
MatchGame play_game(const Game<N>& game, Agent<N>& zero, Agent<N>& one,
                    const std::atomic<bool>* stop = nullptr) {
  Position<N> p = game.start();
  MatchGame out;
  typename Game<N>::Moves moves;
  for (;;) {
    if (stop && stop->load(std::memory_order_relaxed)) return out;
    legal_moves(game, p, moves);
    if (moves.empty()) break;
    Agent<N>& mover = p.side == Player::zero ? zero : one;
    const Move m = mover.choose(p, stop);
    if (stop && stop->load(std::memory_order_relaxed)) return out;
    if (!moves.contains(m))
      throw Error("match: agent " + mover.name() + " chose a move that is not legal");
    apply_unchecked(game, p, m);
    ++out.plies;
  }
  const Outcome o = outcome_without_moves(game, p);
  out.winner = o.result == Result::draw ? std::int8_t(-1) : std::int8_t(index(o.winner));
  return out;
}

// Plays settings.games games of `agent_a` against `agent_b` (agent texts, agent.hpp), A first in
// the even-numbered games. `done` counts finished games for progress reports; `stop` ends the
// match early with the games finished so far. Error for bad agent texts or settings.
template <int N>
MatchReport play_match(const Game<N>& game, std::string_view agent_a, std::string_view agent_b,
                       const MatchSettings& settings, std::atomic<int>* done = nullptr,
                       const std::atomic<bool>* stop = nullptr) {
  if (settings.games < 0)
    throw Error("match: games " + std::to_string(settings.games) + " is negative");
  if (settings.threads < 1 || settings.threads > 1024)
    throw Error("match: threads " + std::to_string(settings.threads) + " is not within 1..1024");
  // Made once here so that a bad text fails before any thread starts.
  make_agent(game, agent_a, 0, settings.agent_threads);
  make_agent(game, agent_b, 0, settings.agent_threads);

  const auto start = std::chrono::steady_clock::now();
  std::vector<MatchGame> games(std::size_t(settings.games));
  std::vector<char> finished(std::size_t(settings.games), 0);
  std::atomic<int> next{0};
  std::atomic<bool> failed{false};
  std::exception_ptr failure;
  std::mutex failure_mutex;
  auto work = [&] {
    try {
      for (;;) {
        const int i = next.fetch_add(1);
        if (i >= settings.games || failed || (stop && stop->load())) return;
        const bool a_first = i % 2 == 0;
        const auto a = make_agent(game, agent_a, detail::match_game_seed(settings.seed, i, 0),
                                  settings.agent_threads);
        const auto b = make_agent(game, agent_b, detail::match_game_seed(settings.seed, i, 1),
                                  settings.agent_threads);
        MatchGame g = a_first ? play_game(game, *a, *b, stop) : play_game(game, *b, *a, stop);
        if (stop && stop->load()) return;
        g.a_first = a_first;
        games[std::size_t(i)] = g;
        finished[std::size_t(i)] = 1;
        if (done) done->fetch_add(1);
      }
    } catch (...) {
      const std::lock_guard<std::mutex> lock(failure_mutex);
      if (!failure) failure = std::current_exception();
      failed = true;
    }
  };
  const int threads = settings.threads < settings.games ? settings.threads : settings.games;
  if (threads <= 1) {
    work();
  } else {
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t) pool.emplace_back(work);
    for (auto& th : pool) th.join();
  }
  if (failure) std::rethrow_exception(failure);

  MatchReport report;
  for (int i = 0; i < settings.games; ++i) {
    if (!finished[std::size_t(i)]) continue;
    const MatchGame& g = games[std::size_t(i)];
    report.games.push_back(g);
    ++report.games_played;
    if (g.winner < 0) {
      ++report.results.draws;
      ++report.sides.draws;
      continue;
    }
    const bool a_won = (g.winner == 0) == g.a_first;
    ++(a_won ? report.results.wins : report.results.losses);
    ++(g.winner == 0 ? report.sides.first_player_wins : report.sides.second_player_wins);
  }
  report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return report;
}

}  // namespace boardlab

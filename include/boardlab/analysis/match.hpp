#pragma once
// A match: games between two agents, colours alternating, on threads. Game i is played by
// agents made afresh for it, with seeds from the match's seed and i, so every game (and so the
// whole result) is the same whatever the thread count and the order the threads take games in,
// and a match can be played in pieces (MatchSettings::first_game) on several machines.
//
//   const auto report = boardlab::play_match(game, kernel_for(game), "mcts:1000", "random",
//                                            {.games = 100});
//   report.results.score();  // agent A's mean points a game
//
// A side is an agent text, or an Entrant: a name and a function that makes each game's agent,
// for agents outside the table of agent.hpp (a program's own, or one written in Python).
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../error.hpp"
#include "../game.hpp"
#include "../outcome.hpp"
#include "../splitmix64.hpp"
#include "agent.hpp"
#include "evaluation.hpp"
#include "match_statistics.hpp"
#include "numbered_jobs.hpp"

namespace boardlab {

struct MatchSettings {
  int games = 100;
  std::uint64_t seed = 0;
  int threads = 1;        // games played at once
  int agent_threads = 1;  // each MCTS agent's root threads
  // What the agents score positions by (greedy, alpha-beta, MCTS's cut rollouts) and who leads
  // after each move, for the lead changes and decisiveness of balance.hpp; no term: the game's
  // own evaluation (evaluation.hpp).
  Evaluation evaluation{};
  // The number of the first game played: the games are first_game .. first_game + games - 1 of
  // the match of this seed, seeds and colours included, so that pieces of a match played apart
  // (boardlab.distributed's Ray tasks) put together are the whole match.
  int first_game = 0;
  // Keep each game's moves (MatchGame::moves), for game records; off, a game keeps none and
  // costs nothing more.
  bool keep_moves = false;
};

// One game of a match, with what the balance metrics (balance.hpp) are computed from.
struct MatchGame {
  bool a_first = true;            // agent A played Player::zero
  std::int8_t winner = -1;        // the winning player (0 or 1), -1 for a draw
  bool ply_limit = false;         // drawn by the ply limit, not ended by the rules
  std::int32_t plies = 0;         // moves played (a turn of several parts counts each)
  std::int64_t moves_listed = 0;  // the legal moves at each decision, summed
  // Times the leader (the player the lead evaluation favours; a tie leads nobody) changed.
  std::int32_t lead_changes = 0;
  // In a won game, the first ply after which the winner's evaluation stayed above the best the
  // loser ever reached; the game's length when it never did; -1 for a draw.
  std::int32_t decided_at = -1;
  // The moves played, in order, each part of a turn of several parts one: only when asked
  // (MatchSettings::keep_moves), else empty.
  std::vector<Move> moves;

  bool operator==(const MatchGame&) const = default;
};

struct MatchReport {
  MatchResults results;          // agent A's wins, draws, losses
  SideResults sides;             // by seat: Player::zero's wins, Player::one's, draws
  std::vector<MatchGame> games;  // in order; partial (games_played) when stopped
  int games_played = 0;
  double seconds = 0;
};

// Adds a finished game to a report's games and counts.
inline void record_game(MatchReport& report, const MatchGame& g) {
  report.games.push_back(g);
  ++report.games_played;
  if (g.winner < 0) {
    ++report.results.draws;
    ++report.sides.draws;
    return;
  }
  const bool a_won = (g.winner == 0) == g.a_first;
  ++(a_won ? report.results.wins : report.results.losses);
  ++(g.winner == 0 ? report.sides.first_player_wins : report.sides.second_player_wins);
}

// One side of a match or a tournament: its name (in results and messages) and how game i's
// agent is made, from the seed of its seat in that game and i.
template <int N>
struct Entrant {
  std::string name;
  std::function<std::unique_ptr<Agent<N>>(std::uint64_t seed, int game)> make;
  // Its games are played one at a time, in the order of their numbers, on the calling thread:
  // for an agent that carries something from one game to the next, or that must run on that
  // thread (Python's, which holds the interpreter's lock while it chooses). Such an agent
  // plays the same games for the same seeds only if its choices follow from its seeds and the
  // games it has seen, and the order makes the games it has seen the same too.
  bool in_order = false;
};

// The entrant of an agent text: made once here, so that a bad text is an Error before any game.
template <int N>
Entrant<N> text_entrant(const Game<N>& game, const Kernel<N>& kernel, std::string_view text,
                        int agent_threads, const Evaluation& evaluation) {
  make_agent(game, kernel, text, 0, agent_threads, evaluation);
  return {std::string(text), [&game, kernel, text = std::string(text), agent_threads, evaluation](
                                 std::uint64_t seed, int) {
            return make_agent(game, kernel, text, seed, agent_threads, evaluation);
          }};
}

namespace detail {
inline std::uint64_t match_game_seed(std::uint64_t seed, int game, int role) {
  return mix64(seed ^ mix64(std::uint64_t(game) * 2 + std::uint64_t(role) + 0x51ed));
}

// The threads a match's games may take: one, the caller's, when a side plays in order.
template <int N>
int match_threads(int threads, const Entrant<N>& a, const Entrant<N>& b) {
  return a.in_order || b.in_order ? 1 : threads;
}
}  // namespace detail

namespace detail {
// The ply from which the winner's evaluation (`zero_view`: player zero's evaluation after each
// ply, from the start on) stays above the highest the loser reached at any time: Ludii's
// decisiveness threshold, taken as a lead kept to the end.
inline std::int32_t decided_at(const std::vector<int>& zero_view, int winner) {
  const int sign = winner == 0 ? 1 : -1;
  int loser_best = 0;
  for (int v : zero_view) loser_best = std::max(loser_best, -sign * v);
  const auto end = std::int32_t(zero_view.size()) - 1;  // the last position's ply
  auto at = end;
  if (at < 0 || sign * zero_view[std::size_t(at)] <= loser_best) return end < 0 ? 0 : end;
  while (at > 0 && sign * zero_view[std::size_t(at - 1)] > loser_best) --at;
  return at;
}
}  // namespace detail

// Plays one game from the start between `zero` and `one`; `stop` ends it early (winner -1,
// and the caller drops it). `lead` scores each position for the lead changes and decisiveness;
// `keep_moves` keeps the moves played in the game's `moves`.
template <int N>
MatchGame play_game(const Game<N>& game, Agent<N>& zero, Agent<N>& one,
                    const std::atomic<bool>* stop = nullptr, const Evaluation& lead = {},
                    bool keep_moves = false) {
  const Evaluation leader_evaluation = evaluation_or_default(game, lead);
  Position<N> p = game.start();
  MatchGame out;
  typename Game<N>::Moves moves;
  std::vector<int> zero_view;
  int leader = 0;  // the sign of the last evaluation that was not a tie: a tie changes nothing
  auto record_lead = [&] {
    const int e = evaluate(game, leader_evaluation, p);
    const int v = p.side == Player::zero ? e : -e;
    const int sign = (v > 0) - (v < 0);
    if (sign != 0) {
      out.lead_changes += leader != 0 && sign != leader;
      leader = sign;
    }
    zero_view.push_back(v);
  };
  record_lead();
  // The keys of the positions between turns so far, for the game's repetition rule (State's).
  std::vector<std::uint64_t> seen;
  const auto repeated = [&] {
    if (game.repetition_limit() == 0 || p.turn.mid_turn()) return false;
    return std::count(seen.begin(), seen.end(), game.repetition_key(p)) + 1 >=
           game.repetition_limit();
  };
  for (;;) {
    if (stop && stop->load(std::memory_order_relaxed)) return out;
    if (repeated()) break;
    legal_moves(game, p, moves);
    if (moves.empty()) break;
    out.moves_listed += moves.size();
    Agent<N>& mover = p.side == Player::zero ? zero : one;
    const Move m = mover.choose(p, stop);
    if (stop && stop->load(std::memory_order_relaxed)) return out;
    if (!moves.contains(m))
      throw Error("match: agent " + mover.name() + " chose a move that is not legal");
    if (game.repetition_limit() != 0 && !p.turn.mid_turn()) seen.push_back(game.repetition_key(p));
    apply_unchecked(game, p, m);
    ++out.plies;
    if (keep_moves) out.moves.push_back(m);
    record_lead();
  }
  const Outcome o = repeated() ? Outcome{Result::draw, Player::zero, Reason::repetition, -1}
                               : outcome_without_moves(game, p);
  out.winner = o.result == Result::draw ? std::int8_t(-1) : std::int8_t(index(o.winner));
  out.ply_limit = o.reason == Reason::ply_limit;
  if (out.winner >= 0) out.decided_at = detail::decided_at(zero_view, out.winner);
  return out;
}

namespace detail {
// Game `i` of the match of `seed` between `agent_a` and `agent_b`: its agents made for it from
// the seed and i, A first when i is even. The one definition of a match's game i, which matches
// and tournaments (each pair a match of its own seed) both play. Nothing when `stop` ended it.
template <int N>
std::optional<MatchGame> play_match_game(const Game<N>& game, const Entrant<N>& agent_a,
                                         const Entrant<N>& agent_b, std::uint64_t seed, int i,
                                         const Evaluation& evaluation,
                                         const std::atomic<bool>* stop, bool keep_moves = false) {
  const bool a_first = i % 2 == 0;
  const auto a = agent_a.make(match_game_seed(seed, i, 0), i);
  const auto b = agent_b.make(match_game_seed(seed, i, 1), i);
  MatchGame g = a_first ? play_game(game, *a, *b, stop, evaluation, keep_moves)
                        : play_game(game, *b, *a, stop, evaluation, keep_moves);
  if (stop && stop->load()) return std::nullopt;
  g.a_first = a_first;
  return g;
}
}  // namespace detail

// Plays games first_game .. first_game + games - 1 (settings) of `agent_a` against `agent_b`,
// A first in the even-numbered games. `done` counts finished games for progress reports;
// `stop` ends the match early with the games finished so far. Error for bad settings.
template <int N>
MatchReport play_match(const Game<N>& game, const Entrant<N>& agent_a, const Entrant<N>& agent_b,
                       const MatchSettings& settings, std::atomic<int>* done = nullptr,
                       const std::atomic<bool>* stop = nullptr) {
  if (settings.games < 0)
    throw Error("match: games " + std::to_string(settings.games) + " is negative");
  if (settings.first_game < 0)
    throw Error("match: first_game " + std::to_string(settings.first_game) + " is negative");
  // One past the last game's number stays an int, as games alone does.
  if (settings.games > std::numeric_limits<int>::max() - settings.first_game)
    throw Error("match: first_game " + std::to_string(settings.first_game) + " + games " +
                std::to_string(settings.games) + " is more than " +
                std::to_string(std::numeric_limits<int>::max()));
  if (settings.threads < 1 || settings.threads > 1024)
    throw Error("match: threads " + std::to_string(settings.threads) + " is not within 1..1024");
  const auto start = std::chrono::steady_clock::now();
  std::vector<std::optional<MatchGame>> games(std::size_t(settings.games));
  const int threads = detail::match_threads(settings.threads, agent_a, agent_b);
  run_numbered_jobs(settings.games, threads, stop, [&](int k) {
    games[std::size_t(k)] =
        detail::play_match_game(game, agent_a, agent_b, settings.seed, settings.first_game + k,
                                settings.evaluation, stop, settings.keep_moves);
    if (done && games[std::size_t(k)]) done->fetch_add(1);
  });

  MatchReport report;
  for (const std::optional<MatchGame>& g : games)
    if (g) record_game(report, *g);
  report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return report;
}

// The match of two agent texts (agent.hpp), their searches on `kernel` (as make_agent's); Error
// for a bad text, before any game.
template <int N>
MatchReport play_match(const Game<N>& game, const Kernel<N>& kernel, std::string_view agent_a,
                       std::string_view agent_b, const MatchSettings& settings,
                       std::atomic<int>* done = nullptr, const std::atomic<bool>* stop = nullptr) {
  return play_match(
      game, text_entrant(game, kernel, agent_a, settings.agent_threads, settings.evaluation),
      text_entrant(game, kernel, agent_b, settings.agent_threads, settings.evaluation), settings,
      done, stop);
}

}  // namespace boardlab

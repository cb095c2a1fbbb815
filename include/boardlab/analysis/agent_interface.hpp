#pragma once
// What every agent is: something that chooses a move in a position, behind one interface, so
// that matches and studies take any of them; and what the table of agents (agent.hpp) hands a
// factory to make one. An agent of its own is a header with a class of this interface and its
// kind (a description and a factory: see random_agent.hpp), and one line in agent.hpp's table.
#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../game.hpp"
#include "../kernel.hpp"
#include "../move.hpp"
#include "../position.hpp"
#include "agent_text.hpp"
#include "evaluation.hpp"

namespace boardlab {

// One move of a search's root, as the search saw it (MCTS: each root move).
struct RootMoveSummary {
  Move move = Move::none();
  std::uint64_t visits = 0;
  double value = 0;  // its mean result for the side to move, from -1 (a loss) to 1 (a win)
};

// What an agent's last choice did, for measuring searches on the work they actually did (an
// MCTS-Solver stops when the root is proven) and for showing them. An agent that does not
// search reports nothing (`searched` false).
struct SearchSummary {
  bool searched = false;
  std::uint64_t simulations = 0;  // MCTS: playouts run
  std::uint64_t nodes = 0;        // MCTS: nodes in its trees; alpha-beta: positions searched
  double seconds = 0;
  // The root's value for the side to move, from -1 (lost) to 1 (won): MCTS's mean result, or
  // a proven one; alpha-beta's only when proven, its scores being in the evaluation's units.
  std::optional<double> value;
  std::optional<int> score;  // alpha-beta: the root's score, in the evaluation's units
  int depth = 0;             // alpha-beta: the deepest iteration completed
  // "win", "loss" or "draw" for the side to move when the search proved it; empty otherwise.
  std::string_view proven;
  std::vector<RootMoveSummary> moves;  // MCTS: the root's moves
};

template <int N>
class Agent {
 public:
  virtual ~Agent() = default;
  // A legal move of `p`, which must not be over. In a turn of several parts each part is a
  // choice of its own: `p` may be in the middle of a turn.
  virtual Move choose(const Position<N>& p, const std::atomic<bool>* stop = nullptr) = 0;
  virtual std::string name() const = 0;
  // Whether a choice takes one move list's work (no search): callers may then choose on their
  // own thread, without the machinery that lets a long search be stopped.
  virtual bool instant() const { return false; }
  // What the last choose() did (SearchSummary); nothing for an agent that does not search.
  virtual SearchSummary last_search() const { return {}; }
};

// What a kind's factory makes an agent from: the game and the kernel its searches play out and
// expand with (kernel.hpp: the caller's choice), the text's settings (read against the kind's
// description, so within their ranges), the agent's seed, MCTS's root threads, and what
// positions are scored by (no term: the game's own evaluation, evaluation.hpp).
template <int N>
struct AgentRequest {
  const Game<N>& game;
  Kernel<N> kernel;
  AgentSettings settings;
  std::uint64_t seed = 0;
  int threads = 1;
  const Evaluation& evaluation;
};

// Seconds a move, for every timed agent: a millisecond at least (below that a search does
// nothing measurable), and under twelve days.
inline constexpr AgentSetting seconds_a_move_setting{.name = "seconds",
                                                     .type = AgentSettingType::decimal,
                                                     .low = 0.001,
                                                     .high = 1e6,
                                                     .help = "seconds a move"};

}  // namespace boardlab

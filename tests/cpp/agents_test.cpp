// Agents on positions whose answer is known by hand (Breakthrough: W moves up, B down; a pawn
// steps straight or diagonally forward onto an empty cell and captures diagonally forward; a
// pawn on the far rank, or the last enemy pawn taken, wins), alpha-beta against a plain minimax
// written here, and the agents' determinism for a seed.
#include <algorithm>
#include <atomic>
#include <string>
#include <vector>

#include <boardlab/analysis/agent.hpp>
#include <boardlab/analysis/match.hpp>
#include <boardlab/boardlab.hpp>
#include <boardlab/games/builtin_kernels.hpp>
#include <catch2/catch.hpp>

#include "../../examples/agents/first_move_agent.hpp"
#include "builtin_games.hpp"

namespace agents_test {

namespace {

using boardlab::AlphaBeta;
using boardlab::Evaluation;
using boardlab::Game;
using boardlab::kernel_for;
using boardlab::Mcts;
using boardlab::MctsSettings;
using boardlab::Move;
using boardlab::Position;
using boardlab::Proof;
using boardlab::win_score;

const Game<>& breakthrough() { return builtin::breakthrough; }

Position<64> at(const std::string& text) {
  return boardlab::parse_position(breakthrough(), text, "position text");
}

std::string text_of(const Position<64>& p, Move m) {
  (void)p;
  return boardlab::format_move(breakthrough(), m);
}

// Minimax without pruning or tables: the value for the side to move, wins scored as alpha-beta
// scores them (win_score less the plies to it).
int minimax(const Game<>& game, const Evaluation& e, Position<64>& p, int depth, int ply) {
  Game<>::Moves moves;
  boardlab::legal_moves(game, p, moves);
  if (moves.empty()) {
    const boardlab::Outcome o = boardlab::outcome_without_moves(game, p);
    if (o.result == boardlab::Result::draw) return 0;
    return o.winner == p.side ? win_score - ply : -win_score + ply;
  }
  if (depth == 0) return boardlab::evaluate(game, e, p);
  int best = -win_score - 1;
  for (const Move m : moves) {
    const boardlab::Player side = p.side;
    const auto u = boardlab::apply_unchecked(game, p, m);
    const int v = p.side == side ? minimax(game, e, p, depth - 1, ply + 1)
                                 : -minimax(game, e, p, depth - 1, ply + 1);
    boardlab::undo(game, p, u);
    best = std::max(best, v);
  }
  return best;
}

// W on a7 (a7-a8 and a7-b8 win) and e1; B on h8.
const char* const win_in_one = "7B/W7/8/8/8/8/8/4W3 0 - 0";
// W on c6, B on b8: c6-b7 and c6-d7 win on W's next move whatever B does (B's pawn cannot take
// a pawn straight ahead, and d7 is out of its reach); c6-c7 is taken by b8xc7, after which W has
// no pawn and loses.
const char* const win_in_three = "1B6/8/2W5/8/8/8/8/8 0 - 0";

}  // namespace

TEST_CASE("every agent but random takes a win in one", "[agents]") {
  const Position<64> p = at(win_in_one);
  for (const char* spec : {"greedy", "mcts:200", "mcts:200:0.5", "alphabeta:1", "alphabeta:3"}) {
    INFO(spec);
    const auto agent = boardlab::make_agent(breakthrough(), kernel_for(breakthrough()), spec, 7);
    const std::string move = text_of(p, agent->choose(p));
    CHECK((move == "a7-a8" || move == "a7-b8"));
  }
}

TEST_CASE("alpha-beta and MCTS-Solver prove a win in three plies", "[agents]") {
  const Position<64> p = at(win_in_three);
  AlphaBeta<64> deep{breakthrough(), {.depth = 3}};
  const auto& report = deep.search(p);
  CHECK(report.score == win_score - 3);
  CHECK(report.proven());
  const std::string move = text_of(p, report.best);
  CHECK((move == "c6-b7" || move == "c6-d7"));
  // Two plies do not see to the end: no proof.
  AlphaBeta<64> shallow{breakthrough(), {.depth = 2}};
  CHECK_FALSE(shallow.search(p).proven());

  Mcts<64> mcts{breakthrough(), kernel_for(breakthrough()), {.simulations = 3000}, 11};
  const auto& found = mcts.search(p);
  CHECK(found.root_proof == Proof::win);
  CHECK(found.simulations < 3000);  // it stopped once the root was proven
  const std::string chosen = text_of(p, mcts.choose(p));
  CHECK((chosen == "c6-b7" || chosen == "c6-d7"));
  // The search stops once a winning move is proven: that one is, and c6-c7 is never a win.
  for (const auto& m : found.moves) {
    if (text_of(p, m.move) == chosen) CHECK(m.proof == Proof::win);
    if (text_of(p, m.move) == "c6-c7") CHECK(m.proof != Proof::win);
  }
}

TEST_CASE("an agent's last search says what it did", "[agents]") {
  const auto kernel = kernel_for(breakthrough());
  const auto mcts = boardlab::make_agent(breakthrough(), kernel, "mcts:400", 3);
  CHECK_FALSE(mcts->last_search().searched);  // no choice yet
  // The start: no proof in 400 simulations, each down one root move.
  const Position<64> start = breakthrough().start();
  mcts->choose(start);
  const boardlab::SearchSummary s = mcts->last_search();
  CHECK(s.searched);
  CHECK(s.simulations == 400);
  CHECK(s.proven.empty());
  CHECK(s.moves.size() == std::size_t(boardlab::legal_moves(breakthrough(), start).size()));
  std::uint64_t visits = 0;
  double sum = 0;
  for (const auto& m : s.moves) {
    visits += m.visits;
    sum += double(m.visits) * m.value;
  }
  CHECK(visits == 400);
  REQUIRE(s.value.has_value());
  CHECK(*s.value == Approx(sum / 400));
  CHECK(s.nodes >= 1 + s.moves.size());

  // Win in three plies: both searches prove it, alpha-beta at depth 3 with the win's score.
  const Position<64> won = at(win_in_three);
  mcts->choose(won);
  CHECK(mcts->last_search().proven == "win");
  CHECK(mcts->last_search().value == 1.0);
  const auto alphabeta = boardlab::make_agent(breakthrough(), kernel, "alphabeta:5", 3);
  alphabeta->choose(won);
  const boardlab::SearchSummary a = alphabeta->last_search();
  CHECK(a.proven == "win");
  CHECK(a.score == win_score - 3);
  CHECK(a.depth == 3);
  CHECK(a.simulations == 0);

  const auto random = boardlab::make_agent(breakthrough(), kernel, "random", 3);
  random->choose(start);
  CHECK_FALSE(random->last_search().searched);
}

TEST_CASE("a greedy agent blunders where a search does not", "[agents]") {
  // W: b1, d6; B: c2 (one step from winning), h8. Worth 10 a W pawn on the seventh rank: greedy
  // plays d6-d7 and B's c2-c1 wins; taking c2 (b1-c2) is the only move that does not lose.
  boardlab::GameSpec spec = boardlab::games::breakthrough();
  boardlab::CellSet seventh{};
  for (int f = 0; f < 8; ++f) seventh.insert({f, 6});
  spec.add_region("seventh", seventh);
  const Game<> game{spec};
  Evaluation e = boardlab::material_evaluation(game);
  e.add_region_term(
      {.region = game.region_index("seventh"), .kind = game.kind_of_symbol('W'), .weight = 10});
  const Position<64> p = boardlab::parse_position(game, "7B/8/3W4/8/8/8/2B5/1W6 0 - 0", "text");
  boardlab::GreedyAgent<64> greedy{game, 3, e};
  CHECK(boardlab::format_move(game, greedy.choose(p)) == "d6-d7");
  AlphaBeta<64> search{game, {.depth = 2}, e};
  CHECK(boardlab::format_move(game, search.choose(p)) == "b1-c2");
  Mcts<64> mcts{game, kernel_for(game), {.simulations = 2000}, 5, e};
  CHECK(boardlab::format_move(game, mcts.choose(p)) == "b1-c2");
}

TEST_CASE("alpha-beta's score is plain minimax's at every depth", "[agents]") {
  // Breakthrough's pawns only go forward, so a position comes back only at its own ply: the table
  // never returns a deeper result, and the scores are exactly minimax's.
  // Worth more the further a pawn has come (ranks as regions), so that scores differ.
  boardlab::GameSpec spec = boardlab::games::breakthrough({.files = 5, .ranks = 5});
  for (int r = 0; r < 5; ++r) {
    boardlab::CellSet rank{};
    for (int f = 0; f < 5; ++f) rank.insert({f, r});
    spec.add_region(std::string("rank_") + char('1' + r), rank);
  }
  static const Game<> small{spec};
  Evaluation e = boardlab::material_evaluation(small);
  e.material = {};
  for (int k = 0; k < small.kind_count(); ++k) e.material[k] = 10;
  for (int r = 1; r < 4; ++r) {
    const std::string w = std::string("rank_") + char('1' + r),
                      b = std::string("rank_") + char('5' - r);
    e.add_region_term(
        {.region = small.region_index(w), .kind = small.kind_of_symbol('W'), .weight = r});
    e.add_region_term(
        {.region = small.region_index(b), .kind = small.kind_of_symbol('B'), .weight = r});
  }
  boardlab::Random random(2024);
  int positions = 0;
  for (int game_index = 0; game_index < 12; ++game_index) {
    Position<64> p = small.start();
    const int plies = 2 + game_index % 6;
    bool over = false;
    for (int i = 0; i < plies && !over; ++i) {
      const auto moves = boardlab::legal_moves(small, p);
      if (moves.empty())
        over = true;
      else
        boardlab::apply_unchecked(small, p, moves[random.below(moves.size())]);
    }
    if (over || boardlab::legal_moves(small, p).empty()) continue;
    ++positions;
    for (int depth = 1; depth <= 4; ++depth) {
      AlphaBeta<64> search{small, {.depth = depth}, e};
      Position<64> q = p;
      INFO(boardlab::format_position(small, p) << " depth " << depth);
      const int expected = minimax(small, e, q, depth, 0);
      CHECK(search.search(p).score == expected);
    }
  }
  CHECK(positions >= 10);
}

TEST_CASE("agents are deterministic for a seed", "[agents]") {
  const Position<64> p = breakthrough().start();
  for (const char* spec : {"random", "greedy", "mcts:300", "alphabeta:3"}) {
    INFO(spec);
    std::vector<std::string> first, second;
    for (auto* out : {&first, &second}) {
      const auto agent = boardlab::make_agent(breakthrough(), kernel_for(breakthrough()), spec, 99);
      Position<64> q = p;
      for (int i = 0; i < 8; ++i) {
        const Move m = agent->choose(q);
        out->push_back(boardlab::format_move(breakthrough(), m));
        boardlab::apply_unchecked(breakthrough(), q, m);
      }
    }
    CHECK(first == second);
  }
  // Root parallelisation: the same trees for the same thread count, whatever the scheduling.
  Mcts<64> a{breakthrough(), kernel_for(breakthrough()), {.simulations = 400, .threads = 2}, 1};
  Mcts<64> b{breakthrough(), kernel_for(breakthrough()), {.simulations = 400, .threads = 2}, 1};
  const auto& ra = a.search(p);
  const auto& rb = b.search(p);
  REQUIRE(ra.moves.size() == rb.moves.size());
  for (std::size_t i = 0; i < ra.moves.size(); ++i) {
    CHECK(ra.moves[i].move == rb.moves[i].move);
    CHECK(ra.moves[i].visits == rb.moves[i].visits);
  }
  CHECK(ra.simulations == 400);
}

TEST_CASE("MCTS keeps the subtree of the position it meets again", "[agents]") {
  Mcts<64> mcts{breakthrough(), kernel_for(breakthrough()), {.simulations = 500}, 3};
  Position<64> p = breakthrough().start();
  const Move first = mcts.choose(p);
  boardlab::apply_unchecked(breakthrough(), p, first);
  const auto reply = boardlab::legal_moves(breakthrough(), p)[0];
  boardlab::apply_unchecked(breakthrough(), p, reply);
  // The reused root already holds the visits the first search gave it.
  mcts.search(p);
  std::uint64_t visits = 0;
  for (const auto& m : mcts.report().moves) visits += m.visits;
  CHECK(visits > 500);
}

TEST_CASE("bad agent texts are errors that say what", "[agents][errors]") {
  const auto bad = [](const char* spec) {
    try {
      boardlab::make_agent(breakthrough(), kernel_for(breakthrough()), spec, 1);
    } catch (const boardlab::Error& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  // The grammar's own cases are agent_text_test.cpp's; these are each agent's settings.
  CHECK(bad("mcts") ==
        "agent 'mcts': mcts takes 1 to 2 settings, written mcts:SIMULATIONS[:EXPLORATION]");
  CHECK(bad("mcts:x") ==
        "agent 'mcts:x': simulations 'x' is not a whole number from 1 to 1000000000 (digits "
        "only)");
  CHECK(bad("mcts:0") ==
        "agent 'mcts:0': simulations '0' is not a whole number from 1 to 1000000000");
  CHECK(bad("mcts:10:-1") ==
        "agent 'mcts:10:-1': exploration '-1' is not a number from 0 to 1000 (a decimal such as "
        "0.5 or 1e-3)");
  CHECK(bad("alphabeta:300") ==
        "agent 'alphabeta:300': depth '300' is not a whole number from 1 to 256");
  CHECK(bad("mcts_time:0") ==
        "agent 'mcts_time:0': seconds '0' is not a number from 0.001 to 1000000");
  CHECK(bad("alphabeta_time:2e6") ==
        "agent 'alphabeta_time:2e6': seconds '2e6' is not a number from 0.001 to 1000000");
  CHECK(bad("random:3") == "agent 'random:3': random takes no settings, written random");
  CHECK(bad("greedy:1:2") == "agent 'greedy:1:2': greedy takes no settings, written greedy");
  CHECK(bad("minimax") ==
        "agent 'minimax': unknown agent (random, greedy, mcts:SIMULATIONS, mcts_time:SECONDS, "
        "alphabeta:DEPTH, alphabeta_time:SECONDS)");
  // A search of a finished game.
  const Position<64> over = at("W7/8/8/8/8/8/8/7B 1 - 1");
  AlphaBeta<64> search{breakthrough(), {.depth = 2}};
  CHECK_THROWS_AS(search.search(over), boardlab::Error);
  Mcts<64> mcts{breakthrough(), kernel_for(breakthrough()), {.simulations = 10}, 1};
  CHECK_THROWS_AS(mcts.search(over), boardlab::Error);
}

TEST_CASE("MCTS stops growing its tree at its memory bound", "[agents]") {
  // One megabyte; without the bound 3,000 simulations at Breakthrough's start grow about
  // 3,000 x 22 nodes.
  const MctsSettings settings{.simulations = 3000, .max_memory_mb = 1};
  const Evaluation e = boardlab::material_evaluation(breakthrough());
  boardlab::MctsTree<64> tree{breakthrough(), kernel_for(breakthrough()), settings, e, 8};
  tree.set_root(breakthrough().start());
  for (int i = 0; i < 3000; ++i) tree.simulate();
  const std::size_t bound = tree.max_nodes();
  CHECK(bound == (std::size_t(1) << 20) / sizeof(boardlab::MctsTree<64>::Node));
  CHECK(tree.nodes().size() >= bound);        // it filled up
  CHECK(tree.nodes().size() < bound + 1024);  // and grew by one expansion at most after
  CHECK(tree.root().visits == 3000);          // every simulation still ran
}

// docs/agents.md's agent written in C++ (examples/agents/first_move_agent.hpp), in a table of
// its own beside a built-in kind.

TEST_CASE("an agent of one's own: its header and one line of a table", "[agents][match]") {
  using MyAgents = boardlab::AgentTable<boardlab::RandomAgentKind, FirstMoveAgentKind>;
  CHECK(MyAgents::list() == "random, first_move");
  const auto agent =
      MyAgents::make(breakthrough(), kernel_for(breakthrough()), "first_move", 1, 1, {});
  const Position<64> start = breakthrough().start();
  CHECK(agent->choose(start) == boardlab::legal_moves(breakthrough(), start)[0]);
  try {
    MyAgents::make(breakthrough(), kernel_for(breakthrough()), "first_move:2", 1, 1, {});
    FAIL("no error");
  } catch (const boardlab::Error& e) {
    CHECK(std::string(e.what()) ==
          "agent 'first_move:2': first_move takes no settings, written first_move");
  }
  try {
    MyAgents::make(breakthrough(), kernel_for(breakthrough()), "mcts:10", 1, 1, {});
    FAIL("no error");
  } catch (const boardlab::Error& e) {
    CHECK(std::string(e.what()) == "agent 'mcts:10': unknown agent (random, first_move)");
  }

  // In a match, as an Entrant: against itself, every game is the one the first legal move of
  // each position gives, computed here by stepping the position.
  const boardlab::Entrant<64> first_move{"first_move", [](std::uint64_t seed, int) {
                                           return MyAgents::make(breakthrough(),
                                                                 kernel_for(breakthrough()),
                                                                 "first_move", seed, 1, {});
                                         }};
  const auto report =
      boardlab::play_match(breakthrough(), first_move, first_move, {.games = 4, .threads = 2});
  Position<64> p = breakthrough().start();
  int plies = 0;
  for (auto moves = boardlab::legal_moves(breakthrough(), p); !moves.empty();
       moves = boardlab::legal_moves(breakthrough(), p)) {
    boardlab::apply_unchecked(breakthrough(), p, moves[0]);
    ++plies;
  }
  const boardlab::Outcome o = boardlab::outcome_without_moves(breakthrough(), p);
  REQUIRE(report.games_played == 4);
  for (const boardlab::MatchGame& g : report.games) {
    CHECK(g.plies == plies);
    CHECK(g.winner == (o.result == boardlab::Result::draw ? -1 : int(boardlab::index(o.winner))));
  }
}

TEST_CASE("an entrant that plays in order plays its games one after another, in order",
          "[agents][match]") {
  std::vector<int> order;
  const boardlab::Entrant<64> recorded{
      "random",
      [&order](std::uint64_t seed, int game) {
        order.push_back(game);
        return boardlab::make_agent(breakthrough(), kernel_for(breakthrough()), "random", seed);
      },
      true};
  const auto in_order = boardlab::play_match(
      breakthrough(), recorded,
      boardlab::text_entrant(breakthrough(), kernel_for(breakthrough()), "random", 1, {}),
      {.games = 6, .seed = 5, .threads = 4, .first_game = 2});
  CHECK(order == std::vector<int>{2, 3, 4, 5, 6, 7});
  // The same games as the agent text's, played on threads.
  const auto by_text =
      boardlab::play_match(breakthrough(), kernel_for(breakthrough()), "random", "random",
                           {.games = 6, .seed = 5, .threads = 4, .first_game = 2});
  REQUIRE(in_order.games.size() == by_text.games.size());
  for (std::size_t i = 0; i < by_text.games.size(); ++i) {
    CHECK(in_order.games[i].plies == by_text.games[i].plies);
    CHECK(in_order.games[i].winner == by_text.games[i].winner);
  }
}

}  // namespace agents_test

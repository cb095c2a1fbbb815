// boardlab's throughput benchmarks (Google Benchmark). tools/bench runs them and prints the
// summary that docs/performance.md quotes. Not tests: nothing here asserts a speed.
#include <benchmark/benchmark.h>

#include <atomic>
#include <boardlab/analysis/batch.hpp>
#include <boardlab/analysis/mcts.hpp>
#include <boardlab/boardlab.hpp>
#include <boardlab/games/builtin_kernels.hpp>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "benchmark_games.hpp"
#include "handwritten_breakthrough.hpp"

namespace {

using namespace boardlab;

// The games timed here are a chosen four, not the registry's (benchmark_games.hpp): the figures
// of docs/performance.md have been kept for them since the first release, and
// tools/bench_compare compares these benchmarks by name across commits. (Amazons, below, times
// the run-time path of the registry.)
using namespace benchmark_games;

// Perft depths that take roughly a second on this kind of machine, counting the last ply in
// bulk and by playing every leaf.
struct Entry {
  const char* name;
  const Game<>* game;
  int bulk_depth;
  int every_leaf_depth;
  // The compile-time path of the same game (Compiled<G>), through plain function pointers.
  PlayoutFunction<64> compiled_playout;
  std::uint64_t (*compiled_perft)(Position<64>, int, Counting, const std::atomic<bool>*);
  void (*compiled_legal_moves)(const Position<64>&, Game<>::Moves&);
};
template <const auto& G>
constexpr Entry entry(const char* name, int bulk_depth, int every_leaf_depth) {
  return {name,
          &G,
          bulk_depth,
          every_leaf_depth,
          &Compiled<G>::random_playout_of,
          &Compiled<G>::perft,
          &Compiled<G>::legal_moves};
}
const Entry entries[] = {
    entry<skateboards_game>("skateboards", 5, 4),
    entry<pogo_game>("pogo", 7, 6),
    entry<pocket_battlefield_game>("pocket_battlefield", 7, 7),
    entry<breakthrough_game>("breakthrough", 6, 5),
};

// The run-time path, as the Python bindings take it: the spec built at run time (the game
// header's function called with options the compiler cannot see), validated and compiled into a
// heap-allocated Game.
std::unique_ptr<Game<>> breakthrough_built_at_run_time() {
  volatile int files = 8, ranks = 8;  // keep the compiler from folding the spec
  return std::make_unique<Game<>>(games::breakthrough({.files = files, .ranks = ranks}));
}

// Times `play_one()` (one playout, returning its plies) and reports playouts and plies per
// second and the mean length.
template <class PlayOne>
void time_playouts(benchmark::State& state, PlayOne&& play_one) {
  std::int64_t plies = 0, playouts = 0;
  for (auto _ : state) {
    plies += play_one();
    ++playouts;
  }
  state.counters["playouts_per_s"] =
      benchmark::Counter(double(playouts), benchmark::Counter::kIsRate);
  state.counters["plies_per_s"] = benchmark::Counter(double(plies), benchmark::Counter::kIsRate);
  state.counters["mean_plies"] = double(plies) / double(playouts);
}

// Playouts of `game` through `playout`: the compile-time path (Compiled<G>::random_playout_of),
// the shape-specialised one (shaped_playout), or the generic functions (random_playout<64>).
void random_playouts(benchmark::State& state, const Game<>* game, PlayoutFunction<64> playout) {
  Random random(2024);
  time_playouts(state, [&] {
    auto p = game->start();
    const PlayoutResult r = playout(*game, p, random, nullptr);
    benchmark::DoNotOptimize(r.outcome);
    return r.plies;
  });
}

// The playouts of shape_kernel_for(game), as batch work and Python play a game built at run time
// with other options than a built-in game's (kernel_for gives those defaults their compile-time
// path); the game's shape must be precompiled, or the figure would be the generic path's under
// another name.
PlayoutFunction<64> shaped_playout(const Game<>& game) {
  const Kernel<64> kernel = shape_kernel_for(game);
  if (!kernel.shaped) {
    std::fprintf(stderr, "no precompiled kernel for %s\n", game.spec().name.str().c_str());
    std::abort();
  }
  return kernel.playout_function;
}

// Amazons, built at run time as the registry builds it: 6x6 on one bitboard word, 10x10 on two
// (Game<128>); its playouts draw each part by counting (detail::draws_by_counting).
template <int N>
void amazons_playouts(benchmark::State& state, int size) {
  const auto game = std::make_unique<const Game<N>>(games::amazons({.size = size}));
  Random random(2024);
  time_playouts(state, [&] {
    auto p = game->start();
    const PlayoutResult r = random_playout(*game, p, random);
    benchmark::DoNotOptimize(r.outcome);
    return r.plies;
  });
}

// Compile-time playouts listing every ply's moves, as the hand-written loop does: random_playout
// draws the moves of these games by counting (Shaped::draws_by_displacement), the same games
// without the lists. Breakthrough's is the like-for-like comparison with the hand-written loop;
// each game's pair of figures is the counting's gain.
template <const auto& G>
PlayoutResult listed_playout(const Game<>&, Position<64>& p, Random& random,
                             const std::atomic<bool>* stop) {
  return detail::random_playout_with(
      G, p, random,
      [](const Position<64>& q, Game<>::Moves& moves) { Compiled<G>::legal_moves(q, moves); },
      stop);
}
constexpr Game<> clobber_game{games::clobber()};
constexpr Game<> knightthrough_game{games::knightthrough()};

void handwritten_breakthrough_playouts(benchmark::State& state) {
  Random random(2024);
  time_playouts(state, [&] {
    const auto r = handwritten::breakthrough_playout(random);
    benchmark::DoNotOptimize(r.winner);
    return r.plies;
  });
}

void perft_from_start(benchmark::State& state, const Entry* e, Counting counting, bool compiled) {
  const int depth = counting == Counting::bulk ? e->bulk_depth : e->every_leaf_depth;
  std::uint64_t leaves = 0;
  for (auto _ : state) {
    leaves = compiled ? e->compiled_perft(e->game->start(), depth, counting, nullptr)
                      : perft(*e->game, e->game->start(), depth, counting);
    benchmark::DoNotOptimize(leaves);
  }
  state.counters["depth"] = depth;
  state.counters["leaves"] = double(leaves);
  state.counters["leaves_per_s"] =
      benchmark::Counter(double(leaves) * double(state.iterations()), benchmark::Counter::kIsRate);
}

void legal_move_generation(benchmark::State& state, const Entry* e, bool compiled) {
  const auto positions = sample_positions(*e->game, 4096);
  Game<>::Moves moves;
  std::size_t i = 0;
  for (auto _ : state) {
    if (compiled)
      e->compiled_legal_moves(positions[i], moves);
    else
      legal_moves(*e->game, positions[i], moves);
    benchmark::DoNotOptimize(moves.begin());
    i = (i + 1) & 4095;
  }
  state.SetItemsProcessed(state.iterations());
}

void apply_and_undo(benchmark::State& state, const Game<>* game) {
  auto positions = sample_positions(*game, 4096);
  std::vector<Move> chosen;
  Random random(11);
  for (auto& p : positions) {
    const auto moves = legal_moves(*game, p);
    chosen.push_back(moves[random.below(moves.size())]);
  }
  std::size_t i = 0;
  for (auto _ : state) {
    Position<64>& p = positions[i];
    const Undo u = apply_unchecked(*game, p, chosen[i]);
    benchmark::DoNotOptimize(p.hash);
    undo(*game, p, u);
    i = (i + 1) & 4095;
  }
  state.SetItemsProcessed(state.iterations());
}

// MCTS decisions from the start, 1,000 simulations each (OpenSpiel's selection: c = sqrt 2 / 2 on
// rewards in [0, 1]), each by a new search as benchmarks/mcts_compare.py makes them: the tree's
// memory, its growth and the rollouts together. Reports simulations a second.
void mcts_decisions(benchmark::State& state, const Game<>* game) {
  const MctsSettings settings{.simulations = 1000, .exploration = 0.7071067811865476};
  std::uint64_t seed = 0, simulations = 0;
  const Kernel<64> kernel = kernel_for(*game);  // once, as a Python game keeps it
  for (auto _ : state) {
    Mcts<64> search{*game, kernel, settings, ++seed};
    benchmark::DoNotOptimize(search.choose(game->start()));
    simulations += search.report().simulations;
  }
  state.counters["simulations_per_s"] =
      benchmark::Counter(double(simulations), benchmark::Counter::kIsRate);
}

void batch_playouts(benchmark::State& state, const Game<>* game) {
  const int threads = int(state.range(0));
  const int count = 20000;
  const Kernel<64> kernel = kernel_for(*game);
  for (auto _ : state) {
    const BatchResults r = run_playouts(*game, kernel, game->start(), count, 5, threads);
    benchmark::DoNotOptimize(r.plies.data());
  }
  state.counters["playouts_per_s"] =
      benchmark::Counter(double(count) * double(state.iterations()), benchmark::Counter::kIsRate);
  state.counters["threads"] = threads;
}

// What line_check times on each position.
enum class LineWork {
  mover_line,  // the game's end check after a move (condition_outcome: the mover's line or chain)
  both_lines,  // every end condition, both players' lines or chains
  generation,  // the generation of the legal moves, for comparison
};

// What a line (or hex's chain, lines of action's groups, havannah's bridge, fork and ring: the
// groups are all grown by the same flood fill) costs against a move generation on the same
// positions (issue 11 asks no more).
template <int N>
void line_check(benchmark::State& state, GameSpec (*make)(), LineWork work) {
  const auto game = std::make_unique<const Game<N>>(make());
  const auto positions = sample_positions(*game, 4096);
  typename Game<N>::Moves moves;
  std::size_t i = 0;
  for (auto _ : state) {
    const Position<N>& p = positions[i];
    if (work == LineWork::mover_line) {
      benchmark::DoNotOptimize(condition_outcome(*game, p));
    } else if (work == LineWork::both_lines) {
      bool any = false;
      for (int c = 0; c < game->condition_count(); ++c)
        any = any || condition_holds<N>(*game, p, game->condition(c));
      benchmark::DoNotOptimize(any);
    } else {
      generate_moves(*game, p, moves);
      benchmark::DoNotOptimize(moves.begin());
    }
    i = (i + 1) & 4095;
  }
  state.SetItemsProcessed(state.iterations());
}
// What a drop-counted playout's group check costs a ply (group_tracker.hpp): the trackers take
// the drop, then the mover's conditions are read off them, along random games of `make`'s game
// (the trackers start afresh at each game's first drop, as a playout's do).
template <int N>
void tracked_group_check(benchmark::State& state, GameSpec (*make)()) {
  const auto game = std::make_unique<const Game<N>>(make());
  struct Ply {
    Position<N> after;
    KindIndex kind;
    int cell;
    bool first;
  };
  std::vector<Ply> plies;
  Random random(7);
  while (plies.size() < 4096) {
    auto p = game->start();
    typename Game<N>::Moves moves;
    bool first = true;
    for (legal_moves(*game, p, moves); !moves.empty() && plies.size() < 4096;
         legal_moves(*game, p, moves)) {
      const Move m = moves[random.below(moves.size())];
      apply_unchecked(*game, p, m);
      plies.push_back({p, m.dropped_kind(), m.to(), first});
      first = false;
    }
  }
  std::optional<DropGroups<N>> groups;
  std::size_t i = 0;
  for (auto _ : state) {
    const Ply& ply = plies[i];
    if (ply.first) groups.emplace(*game, game->start());
    groups->drop(ply.kind, ply.cell);
    benchmark::DoNotOptimize(condition_outcome(*game, ply.after, &*groups));
    i = (i + 1) & 4095;
  }
  state.SetItemsProcessed(state.iterations());
}

GameSpec connect_four_spec() { return games::connect_four(); }
GameSpec gomoku_spec() { return games::gomoku(); }
GameSpec exact_gomoku_spec() { return games::gomoku({.overline_wins = false}); }
GameSpec hex_spec() { return games::hex(); }
GameSpec lines_of_action_spec() { return games::lines_of_action(); }
GameSpec havannah_spec() { return games::havannah(); }

// The checked State's steps, from a Havannah position 60 plies in (State keeps its groups:
// state.hpp's follow_groups): a copy that plays one move and lists the next (a tree search's
// expansion, which starts no groups), or plays on to the end (a rollout through the State,
// which reads the group conditions off each drop).
enum class StateWork { copy_play_list, rollout };

void state_steps(benchmark::State& state, StateWork work) {
  const auto game = std::make_unique<const Game<256>>(games::havannah());
  boardlab::State<256> from(*game);
  Random random(5);
  for (int ply = 0; ply < 60; ++ply) {
    const auto moves = from.legal_moves();
    from.apply_unchecked(moves[random.below(moves.size())]);
  }
  const auto moves = from.legal_moves();
  std::size_t i = 0;
  for (auto _ : state) {
    boardlab::State<256> copy = from;
    if (work == StateWork::copy_play_list) {
      copy.apply_unchecked(moves[i++ % moves.size()]);
      benchmark::DoNotOptimize(copy.legal_moves().size());
      continue;
    }
    for (;;) {
      const auto listed = copy.legal_moves();
      if (listed.empty()) break;
      copy.apply_unchecked(listed[random.below(listed.size())]);
    }
    benchmark::DoNotOptimize(copy.ply());
  }
}

void sizes(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(state.iterations());
  state.counters["position_bytes"] = double(sizeof(Position<64>));
  state.counters["undo_bytes"] = double(sizeof(Undo<64>));
  state.counters["game_bytes"] = double(sizeof(Game<64>));
  state.counters["move_bytes"] = double(sizeof(Move));
  state.counters["position256_bytes"] = double(sizeof(Position<256>));
}

const std::unique_ptr<Game<>> runtime_breakthrough = breakthrough_built_at_run_time();

int register_all() {
  for (const Entry& e : entries) {
    const std::string n = e.name;
    benchmark::RegisterBenchmark(("playouts/" + n).c_str(), random_playouts, e.game,
                                 e.compiled_playout)
        ->MinTime(1.0)
        ->UseRealTime();
    benchmark::RegisterBenchmark(("playouts_generic/" + n).c_str(), random_playouts, e.game,
                                 &random_playout<64>)
        ->MinTime(1.0)
        ->UseRealTime();
    benchmark::RegisterBenchmark(("playouts_shaped/" + n).c_str(), random_playouts, e.game,
                                 shaped_playout(*e.game))
        ->MinTime(1.0)
        ->UseRealTime();
    benchmark::RegisterBenchmark(("perft_bulk/" + n).c_str(), perft_from_start, &e, Counting::bulk,
                                 true)
        ->Iterations(1)
        ->Unit(benchmark::kMillisecond)
        ->UseRealTime();
    benchmark::RegisterBenchmark(("perft_every_leaf/" + n).c_str(), perft_from_start, &e,
                                 Counting::play_every_leaf, true)
        ->Iterations(1)
        ->Unit(benchmark::kMillisecond)
        ->UseRealTime();
    benchmark::RegisterBenchmark(("perft_bulk_generic/" + n).c_str(), perft_from_start, &e,
                                 Counting::bulk, false)
        ->Iterations(1)
        ->Unit(benchmark::kMillisecond)
        ->UseRealTime();
    benchmark::RegisterBenchmark(("legal_moves/" + n).c_str(), legal_move_generation, &e, true);
    benchmark::RegisterBenchmark(("legal_moves_generic/" + n).c_str(), legal_move_generation, &e,
                                 false);
    benchmark::RegisterBenchmark(("apply_undo/" + n).c_str(), apply_and_undo, e.game);
  }
  benchmark::RegisterBenchmark("playouts/handwritten_breakthrough",
                               handwritten_breakthrough_playouts)
      ->MinTime(1.0)
      ->UseRealTime();
  // The games whose playouts draw by counting: each path's playouts, and MCTS on two of them.
  struct CountedPlayouts {
    const char* name;
    const Game<>* game;
    PlayoutFunction<64> playout;
  };
  const CountedPlayouts counted[] = {
      {"playouts_listed/breakthrough", &breakthrough_game, &listed_playout<breakthrough_game>},
      {"playouts/clobber", &clobber_game, &Compiled<clobber_game>::random_playout_of},
      {"playouts_listed/clobber", &clobber_game, &listed_playout<clobber_game>},
      {"playouts/knightthrough", &knightthrough_game,
       &Compiled<knightthrough_game>::random_playout_of},
      {"playouts_listed/knightthrough", &knightthrough_game, &listed_playout<knightthrough_game>},
  };
  for (const CountedPlayouts& c : counted)
    benchmark::RegisterBenchmark(c.name, random_playouts, c.game, c.playout)
        ->MinTime(1.0)
        ->UseRealTime();
  for (const auto& [name, game] : {std::pair{"mcts/clobber", &clobber_game},
                                   std::pair{"mcts/breakthrough", &breakthrough_game}})
    benchmark::RegisterBenchmark(name, mcts_decisions, game)->MinTime(1.0)->UseRealTime();
  benchmark::RegisterBenchmark("playouts/breakthrough_runtime_spec", random_playouts,
                               runtime_breakthrough.get(), shaped_playout(*runtime_breakthrough))
      ->MinTime(1.0)
      ->UseRealTime();
  benchmark::RegisterBenchmark("playouts_generic/breakthrough_runtime_spec", random_playouts,
                               runtime_breakthrough.get(), &random_playout<64>)
      ->MinTime(1.0)
      ->UseRealTime();
  benchmark::RegisterBenchmark("playouts/amazons_6x6", amazons_playouts<64>, 6)
      ->MinTime(1.0)
      ->UseRealTime();
  benchmark::RegisterBenchmark("playouts/amazons_10x10", amazons_playouts<128>, 10)
      ->MinTime(1.0)
      ->UseRealTime();
  benchmark::RegisterBenchmark("batch/breakthrough", batch_playouts, &breakthrough_game)
      ->Arg(1)
      ->Arg(2)
      ->Unit(benchmark::kMillisecond)
      ->UseRealTime();
  for (const auto& [work, label] : {std::pair{LineWork::mover_line, "mover_line"},
                                    std::pair{LineWork::both_lines, "both_lines"},
                                    std::pair{LineWork::generation, "generation"}}) {
    const std::string l = label;
    benchmark::RegisterBenchmark(("lines/connect_four/" + l).c_str(), line_check<64>,
                                 &connect_four_spec, work);
    benchmark::RegisterBenchmark(("lines/gomoku/" + l).c_str(), line_check<256>, &gomoku_spec,
                                 work);
    benchmark::RegisterBenchmark(("lines/gomoku_exactly_five/" + l).c_str(), line_check<256>,
                                 &exact_gomoku_spec, work);
    benchmark::RegisterBenchmark(("lines/hex/" + l).c_str(), line_check<128>, &hex_spec, work);
    benchmark::RegisterBenchmark(("lines/lines_of_action/" + l).c_str(), line_check<64>,
                                 &lines_of_action_spec, work);
    benchmark::RegisterBenchmark(("lines/havannah/" + l).c_str(), line_check<256>, &havannah_spec,
                                 work);
  }
  benchmark::RegisterBenchmark("lines/havannah/tracked", tracked_group_check<256>, &havannah_spec);
  benchmark::RegisterBenchmark("state/havannah/copy_play_list", state_steps,
                               StateWork::copy_play_list);
  benchmark::RegisterBenchmark("state/havannah/rollout", state_steps, StateWork::rollout);
  benchmark::RegisterBenchmark("sizes", sizes)->Iterations(1);
  return 0;
}
const int registered = register_all();

}  // namespace

BENCHMARK_MAIN();

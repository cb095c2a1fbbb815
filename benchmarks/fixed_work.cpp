// The work of bench_engine.cpp's benchmarks on its four games, in fixed amounts: for counting
// instructions (tools/instructions_compare runs it under callgrind in two checkouts). A shared
// machine's timings move by ten percent from one run to the next; a count of instructions does
// not move at all, so it shows a change of one percent that a timing cannot.
//
//   fixed_work GAME WORK [AMOUNT]
//
// GAME: skateboards, pogo, pocket_battlefield, breakthrough. WORK: playouts, playouts_generic
// (AMOUNT games from the start), perft, perft_generic (to depth AMOUNT, counting the last ply in
// bulk), legal_moves, legal_moves_generic (AMOUNT listings over 4,096 positions of random games),
// apply_undo (AMOUNT moves played and taken back on those positions). AMOUNT 0 does the setup
// alone, which the script subtracts. It prints a checksum of the work, so that none of it is
// left out by the compiler and both checkouts can be seen to do the same.
#include <boardlab/boardlab.hpp>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "benchmark_games.hpp"

namespace {

using namespace boardlab;

using namespace benchmark_games;

template <const auto& G>
int run(const std::string& work, long amount) {
  const Game<>& game = G;
  std::uint64_t checksum = 0;
  if (work == "playouts" || work == "playouts_generic") {
    Random random(2024);
    const bool compiled = work == "playouts";
    for (long i = 0; i < amount; ++i) {
      Position<64> p = game.start();
      const PlayoutResult r = compiled ? Compiled<G>::random_playout_of(game, p, random, nullptr)
                                       : random_playout<64>(game, p, random, nullptr);
      checksum += std::uint64_t(r.plies);
    }
  } else if (work == "perft") {
    if (amount > 0)
      checksum = Compiled<G>::perft(game.start(), int(amount), Counting::bulk, nullptr);
  } else if (work == "perft_generic") {
    if (amount > 0) checksum = perft(game, game.start(), int(amount), Counting::bulk);
  } else if (work == "legal_moves" || work == "legal_moves_generic") {
    const auto positions = sample_positions(game, 4096);
    Game<>::Moves moves;
    const bool compiled = work == "legal_moves";
    for (long i = 0; i < amount; ++i) {
      if (compiled)
        Compiled<G>::legal_moves(positions[std::size_t(i & 4095)], moves);
      else
        legal_moves(game, positions[std::size_t(i & 4095)], moves);
      checksum += std::uint64_t(moves.size());
    }
  } else if (work == "apply_undo") {
    auto positions = sample_positions(game, 4096);
    std::vector<Move> chosen;
    Random random(11);
    for (const auto& p : positions) {
      const auto moves = legal_moves(game, p);
      chosen.push_back(moves[random.below(moves.size())]);
    }
    for (long i = 0; i < amount; ++i) {
      Position<64>& p = positions[std::size_t(i & 4095)];
      const Undo u = apply_unchecked(game, p, chosen[std::size_t(i & 4095)]);
      checksum += p.hash;
      undo(game, p, u);
    }
  } else {
    std::fprintf(stderr, "fixed_work: no work %s\n", work.c_str());
    return 2;
  }
  std::printf("%llu\n", static_cast<unsigned long long>(checksum));
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: fixed_work GAME WORK [AMOUNT]\n");
    return 2;
  }
  const std::string game = argv[1], work = argv[2];
  const long amount = argc > 3 ? std::atol(argv[3]) : 1;
  if (game == "skateboards") return run<skateboards_game>(work, amount);
  if (game == "pogo") return run<pogo_game>(work, amount);
  if (game == "pocket_battlefield") return run<pocket_battlefield_game>(work, amount);
  if (game == "breakthrough") return run<breakthrough_game>(work, amount);
  std::fprintf(stderr, "fixed_work: no game %s\n", game.c_str());
  return 2;
}

// No allocation in move generation, apply or undo: global operator new is replaced by a
// counting one, and random games of every built-in game are played with legal_moves, apply and
// undo, random playouts and perft (generic and kernel_for's) while the count must stay zero. A
// program of its own (not in boardlab_tests) because replacing operator new affects the whole
// program, and the sanitizers replace it too.
#include <atomic>
#include <boardlab/boardlab.hpp>
#include <boardlab/games/builtin_kernels.hpp>
#include <cstdio>
#include <cstdlib>
#include <new>

namespace {
std::atomic<long> allocations{0};
}

void* operator new(std::size_t size) {
  allocations.fetch_add(1, std::memory_order_relaxed);
  if (void* p = std::malloc(size ? size : 1)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }

namespace {

// Plays `games` random games with the engine's Position interface and returns the allocations
// counted while doing so (games are built before counting starts).
template <int N>
long allocations_while_playing(const boardlab::Game<N>& game, int games) {
  using namespace boardlab;
  typename Game<N>::Moves moves;
  Random random(99);
  const Kernel<N> kernel = kernel_for(game);
  const long before = allocations.load();
  for (int g = 0; g < games; ++g) {
    Position<N> p = game.start();
    for (legal_moves(game, p, moves); !moves.empty(); legal_moves(game, p, moves)) {
      // Every move applied and taken back, then one played on.
      for (const Move m : moves) {
        const Undo u = apply_unchecked(game, p, m);
        undo(game, p, u);
      }
      apply_unchecked(game, p, moves[random.below(moves.size())]);
    }
    (void)outcome_without_moves(game, p);
    PlayoutResult r = random_playout(game, p, random);
    (void)r;
    Position<N> q = game.start();  // the batch path for games built at run time
    r = kernel.playout(game, q, random);
    (void)kernel.perft(game, game.start(), 2, Counting::play_every_leaf);
  }
  return allocations.load() - before;
}

}  // namespace

int main() {
  using namespace boardlab;
  int passed = 0, failed = 0;
  auto check = [&](const char* name, long count) {
    if (count == 0) {
      ++passed;
    } else {
      ++failed;
      std::printf("FAIL %s: %ld allocations in generate/apply/undo\n", name, count);
    }
  };
  static const Game<> skateboards{games::skateboards()};
  static const Game<> pogo{games::pogo()};
  static const Game<> pocket_battlefield{games::pocket_battlefield()};
  static const Game<> breakthrough{games::breakthrough()};
  static const Game<256> big_breakthrough{games::breakthrough({.files = 16, .ranks = 16})};
  check("skateboards", allocations_while_playing(skateboards, 50));
  check("pogo", allocations_while_playing(pogo, 50));
  check("pocket_battlefield", allocations_while_playing(pocket_battlefield, 50));
  check("breakthrough", allocations_while_playing(breakthrough, 50));
  check("breakthrough 16x16", allocations_while_playing(big_breakthrough, 5));
  // The check itself must be able to fail: State keeps a history, which allocates as it grows.
  {
    State<> state(breakthrough);
    const long before = allocations.load();
    for (int i = 0; i < 20 && !state.legal_moves().empty(); ++i)
      state.apply_unchecked(state.legal_moves()[0]);
    check("counter sees State's history growing (expected > 0)",
          allocations.load() - before > 0 ? 0 : 1);
  }
  std::printf("allocation: %d passed, %d failed\n", passed, failed);
  return failed == 0 ? 0 : 1;
}

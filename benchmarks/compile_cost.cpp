// Compiled (not run) by tools/bench to measure what including boardlab costs: the whole header
// plus perft on one game, as a user's first program would have.
#include <boardlab/boardlab.hpp>
#include <cstdio>

int main() {
  const boardlab::Game<> game{boardlab::games::breakthrough()};
  std::printf("%llu\n", static_cast<unsigned long long>(boardlab::perft(game, game.start(), 4)));
}

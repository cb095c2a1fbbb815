#include <boardlab/boardlab.hpp>
#include <cstdio>
// Built by the install test: proves an installed boardlab is usable with find_package.
int main() {
  constexpr boardlab::Game<> game{boardlab::games::breakthrough()};
  auto position = game.start();
  const auto leaves = boardlab::perft(game, position, 3);
  std::printf("breakthrough perft(3) = %llu\n", static_cast<unsigned long long>(leaves));
  return leaves == 11132 ? 0 : 1;
}

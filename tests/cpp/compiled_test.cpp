// The compile-time path (Compiled<G>) against the run-time path: the same legal moves in the
// same order, the same end-condition outcome, and the same playouts and perft counts, over
// random games of every built-in game; and the same docs/perft.md values at compile time.
#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "builtin_games.hpp"

namespace compiled_test {

// A build that tests the generic functions in place of the specialised paths (the sanitizer
// build, BOARDLAB_GENERIC_KERNELS in CMakeLists.txt) leaves these out: compiling the four games'
// compile-time paths there took five minutes. The fuzzers run these paths under the same
// sanitizers (fuzz/fuzz_games.hpp); the Release and Clang builds run this file.
#ifndef BOARDLAB_GENERIC_KERNELS
namespace {

namespace bl = boardlab;

using builtin::breakthrough;
using builtin::pocket_battlefield;
using builtin::pogo;
using builtin::skateboards;
constexpr bl::Game<> pogo_without_u{bl::games::pogo({.three_step_u = false})};

// Plays `games` random games; at every ply both paths must list identical moves and agree on
// the end conditions. Returns the number of positions compared.
template <const auto& G>
long compare_paths(int games, std::uint64_t seed) {
  using Fast = bl::Compiled<G>;
  bl::Random random(seed);
  long positions = 0;
  for (int g = 0; g < games; ++g) {
    auto p = G.start();
    for (;;) {
      typename Fast::Moves generic, compiled;
      bl::legal_moves(G, p, generic);
      Fast::legal_moves(p, compiled);
      REQUIRE(compiled.size() == generic.size());
      for (int i = 0; i < generic.size(); ++i) REQUIRE(compiled[i] == generic[i]);
      REQUIRE(Fast::condition_outcome(p) == bl::condition_outcome(G, p));
      ++positions;
      if (generic.empty()) break;
      bl::apply_unchecked(G, p, generic[random.below(generic.size())]);
    }
  }
  return positions;
}

template <const auto& G>
void compare_playouts_and_perft(int depth) {
  using Fast = bl::Compiled<G>;
  bl::Random a(5), b(5);
  for (int i = 0; i < 20; ++i) {
    auto p = G.start(), q = G.start();
    const auto generic = bl::random_playout(G, p, a);
    const auto compiled = Fast::random_playout(q, b);
    REQUIRE(compiled.plies == generic.plies);
    REQUIRE(compiled.outcome == generic.outcome);
    REQUIRE(q == p);
  }
  CHECK(Fast::perft(G.start(), depth) == bl::perft(G, G.start(), depth));
  CHECK(Fast::perft(G.start(), depth - 1, bl::Counting::play_every_leaf) ==
        bl::perft(G, G.start(), depth - 1));
}

}  // namespace

TEST_CASE("compiled: the same moves as the run-time path in random games", "[compiled]") {
  CHECK(compare_paths<skateboards>(20, 1) > 2000);
  CHECK(compare_paths<pogo>(20, 2) > 2000);
  CHECK(compare_paths<pocket_battlefield>(40, 3) > 1000);
  CHECK(compare_paths<breakthrough>(40, 4) > 2000);
  CHECK(compare_paths<pogo_without_u>(20, 5) > 2000);
}

TEST_CASE("compiled: the same playouts and perft", "[compiled]") {
  compare_playouts_and_perft<skateboards>(3);
  compare_playouts_and_perft<pogo>(4);
  compare_playouts_and_perft<pocket_battlefield>(4);
  compare_playouts_and_perft<breakthrough>(4);
}

TEST_CASE("compiled: docs/perft.md values at compile time", "[compiled][compile_time]") {
  STATIC_REQUIRE(bl::Compiled<skateboards>::perft(skateboards.start(), 2) == 2652);
  STATIC_REQUIRE(bl::Compiled<pogo>::perft(pogo.start(), 3) == 3787);
  STATIC_REQUIRE(bl::Compiled<pocket_battlefield>::perft(pocket_battlefield.start(), 3) == 1232);
  STATIC_REQUIRE(bl::Compiled<breakthrough>::perft(breakthrough.start(), 3) == 11132);
}

// From a position held in a variable, so that no compiler tries to fold the call (Clang tries
// constant evaluation of a constexpr call whose arguments are constants).
template <const auto& G>
std::uint64_t perft_from_start(int depth) {
  auto start = G.start();
  return bl::Compiled<G>::perft(start, depth);
}

TEST_CASE("compiled: docs/perft.md values from the start", "[compiled][deep]") {
  CHECK(perft_from_start<skateboards>(5) == 311875200);
  CHECK(perft_from_start<pogo>(6) == 13718601);
  CHECK(perft_from_start<pocket_battlefield>(7) == 30229244);
  CHECK(perft_from_start<breakthrough>(6) == 149264638);
}
#endif  // BOARDLAB_GENERIC_KERNELS

}  // namespace compiled_test

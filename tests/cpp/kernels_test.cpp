// The shape-specialised path for games built at run time (shape.hpp, games/builtin_kernels.hpp):
// which games get a precompiled kernel, and that it plays exactly as the generic functions do,
// move for move, on board sizes and options the built-in games were not compiled with.
#include <boardlab/boardlab.hpp>
#include <boardlab/games/builtin_kernels.hpp>
#include <catch2/catch.hpp>
#include <memory>
#include <type_traits>

#include "builtin_games.hpp"

namespace kernels_test {

namespace {

namespace bl = boardlab;

// Built at run time from options the compiler cannot fold, as the Python bindings build games.
template <int N = 64>
std::unique_ptr<bl::Game<N>> built_at_run_time(const bl::GameSpec& spec) {
  return std::make_unique<bl::Game<N>>(spec);
}

// A game of its own shape: one kind steps forward or drops, nothing else.
bl::GameSpec stepper_spec() {
  using namespace boardlab;
  GameSpec s;
  s.name = "stepper";
  s.files = 4;
  s.ranks = 4;
  s.add_region("top", "a4 b4 c4 d4");
  s.add_region("bottom", "a1 b1 c1 d1");
  s.add_kind('A', Owner::zero, "a");
  s.add_kind('Z', Owner::one, "z");
  for (char symbol : {'A', 'Z'}) s.moves(symbol, Step{.directions = dir::forward});
  s.add_end(Reaches{.pieces = Pieces::kind('A'), .region = "top", .winner = Player::zero});
  s.add_end(Reaches{.pieces = Pieces::kind('Z'), .region = "bottom", .winner = Player::one});
  s.start = "ZZZZ/4/4/AAAA 0 - 0";
  return s;
}

// Two kinds a player that move by every displacement primitive (Step, Leap, OffsetLeap; a Leap
// takes what it jumps), with a region to reach: a shape of its own whose random playouts draw by
// counting (Shaped::draws_by_displacement), over several kinds, primitives and directions (8
// direction boards a player, the most that are counted).
constexpr bl::GameSpec leaper_spec() {
  using namespace boardlab;
  GameSpec s;
  s.name = "leaper";
  s.files = 6;
  s.ranks = 6;
  s.add_region("top", "a6 b6 c6 d6 e6 f6");
  s.add_region("bottom", "a1 b1 c1 d1 e1 f1");
  s.add_kind('A', Owner::zero, "a stepper");
  s.add_kind('B', Owner::zero, "a leaper");
  s.add_kind('Y', Owner::one, "y stepper");
  s.add_kind('Z', Owner::one, "z leaper");
  for (char symbol : {'A', 'Y'}) {
    s.moves(symbol, Step{.directions = dir::forward_any, .onto = Targets::empty_or_enemy});
    s.moves(symbol,
            OffsetLeap{.offset = {1, 2}, .symmetry = Symmetry::left_right, .onto = Targets::enemy});
  }
  for (char symbol : {'B', 'Z'})
    s.moves(symbol, Leap{.directions = dir::forward_any,
                         .over = Targets::any_piece,
                         .onto = Targets::empty,
                         .leapt = Leapt::captured});
  s.add_end(Reaches{.pieces = Pieces::of(Player::zero), .region = "top", .winner = Player::zero});
  s.add_end(Reaches{.pieces = Pieces::of(Player::one), .region = "bottom", .winner = Player::one});
  s.start = "YZYZYZ/ZYZYZY/6/6/BABABA/ABABAB 0 - 0";
  return s;
}
constexpr bl::Game<> leaper{leaper_spec()};

// Shaped<S> itself is compiled only where the kernels are (not in the sanitizer build: see
// compiled_test.cpp).
#ifndef BOARDLAB_GENERIC_KERNELS
// Along random games of `game` (of shape S), Shaped<S> lists the generic moves in the same
// order and finds the same end-condition outcome; returns the positions compared.
template <bl::Shape S, int N>
long compare_moves(const bl::Game<N>& game, int games, std::uint64_t seed) {
  bl::Random random(seed);
  long positions = 0;
  for (int g = 0; g < games; ++g) {
    auto p = game.start();
    for (;;) {
      typename bl::Game<N>::Moves generic, shaped;
      bl::legal_moves(game, p, generic);
      bl::Shaped<S>::legal_moves(game, p, shaped);
      REQUIRE(shaped.size() == generic.size());
      for (int i = 0; i < generic.size(); ++i) REQUIRE(shaped[i] == generic[i]);
      REQUIRE(bl::Shaped<S>::condition_outcome(game, p) == bl::condition_outcome(game, p));
      ++positions;
      if (generic.empty()) break;
      bl::apply_unchecked(game, p, generic[random.below(generic.size())]);
    }
  }
  return positions;
}
#endif

// The kernel's playouts and perft against the generic ones.
template <int N>
void compare_kernel(const bl::Game<N>& game, int depth) {
  const bl::Kernel<N> kernel = bl::kernel_for(game);
  // A build with BOARDLAB_GENERIC_KERNELS (the sanitizer build) compares the generic ones.
  REQUIRE(kernel.shaped == bl::precompiled_kernels);
  bl::Random a(9), b(9);
  for (int i = 0; i < 20; ++i) {
    auto p = game.start(), q = game.start();
    const auto generic = bl::random_playout(game, p, a);
    const auto shaped = kernel.playout(game, q, b);
    REQUIRE(shaped.plies == generic.plies);
    REQUIRE(shaped.moves_listed == generic.moves_listed);
    REQUIRE(shaped.outcome == generic.outcome);
    REQUIRE(q == p);
  }
  // The end conditions at every position of a few listed random games.
  bl::Random c(11);
  for (int i = 0; i < 5; ++i) {
    auto p = game.start();
    for (auto moves = bl::legal_moves(game, p); !moves.empty(); moves = bl::legal_moves(game, p)) {
      REQUIRE(kernel.condition_outcome(game, p) == bl::condition_outcome(game, p));
      bl::apply_unchecked(game, p, moves[c.below(moves.size())]);
    }
    REQUIRE(kernel.condition_outcome(game, p) == bl::condition_outcome(game, p));
  }
  CHECK(kernel.perft(game, game.start(), depth, bl::Counting::bulk) ==
        bl::perft(game, game.start(), depth));
  CHECK(kernel.perft(game, game.start(), depth, bl::Counting::play_every_leaf) ==
        bl::perft(game, game.start(), depth));
}

}  // namespace

TEST_CASE("kernels: every option of a built-in game keeps its shape; other shapes are generic",
          "[kernels]") {
  using namespace boardlab::games;
  const auto shaped = [](const auto& game) { return bl::kernel_for(*game).shaped; };
  CHECK(shaped(built_at_run_time(skateboards({.max_plies = 80}))) == bl::precompiled_kernels);
  CHECK(shaped(built_at_run_time(pogo({.three_step_u = false}))) == bl::precompiled_kernels);
  CHECK(shaped(built_at_run_time(pocket_battlefield({.size = 5}))) == bl::precompiled_kernels);
  CHECK(shaped(built_at_run_time(breakthrough({.files = 6, .ranks = 7}))) ==
        bl::precompiled_kernels);
  CHECK(shaped(built_at_run_time<256>(breakthrough({.files = 12, .ranks = 12}))) ==
        bl::precompiled_kernels);
  CHECK(bl::shape_of(bl::Game<>{breakthrough({.files = 5, .ranks = 9})}) ==
        bl::shape_of(builtin::breakthrough));
  CHECK_FALSE(bl::shape_of(builtin::breakthrough) == bl::shape_of(builtin::skateboards));
  const auto stepper = built_at_run_time(stepper_spec());
  CHECK_FALSE(bl::kernel_for(*stepper).shaped);
  // The generic kernel is the generic functions: perft 4 moves, then 4 x 4.
  CHECK(bl::kernel_for(*stepper).perft(*stepper, stepper->start(), 2, bl::Counting::bulk) == 16);
}

#ifndef BOARDLAB_GENERIC_KERNELS
TEST_CASE("kernels: the same moves as the generic functions on other sizes and options",
          "[kernels]") {
  using namespace boardlab::games;
  constexpr bl::Shape bt = bl::shape_of(builtin::breakthrough);
  constexpr bl::Shape sk = bl::shape_of(builtin::skateboards);
  constexpr bl::Shape pb = bl::shape_of(builtin::pocket_battlefield);
  constexpr bl::Shape po = bl::shape_of(builtin::pogo);
  CHECK(compare_moves<bt>(*built_at_run_time(breakthrough({.files = 6, .ranks = 7})), 30, 1) > 500);
  CHECK(compare_moves<bt>(*built_at_run_time<256>(breakthrough({.files = 11, .ranks = 13})), 5, 2) >
        500);
  CHECK(compare_moves<sk>(*built_at_run_time(skateboards({.max_plies = 60})), 20, 3) > 500);
  CHECK(compare_moves<pb>(*built_at_run_time(pocket_battlefield({.size = 6})), 30, 4) > 500);
  CHECK(compare_moves<po>(*built_at_run_time(pogo({.three_step_u = false})), 20, 5) > 500);
}
#endif

TEST_CASE("kernels: the same playouts and perft as the generic functions", "[kernels]") {
  using namespace boardlab::games;
  compare_kernel(*built_at_run_time(skateboards({.max_plies = 120})), 3);
  compare_kernel(*built_at_run_time(pogo({.three_step_u = false})), 3);
  compare_kernel(*built_at_run_time(pocket_battlefield({.size = 5})), 3);
  compare_kernel(*built_at_run_time(breakthrough({.files = 7, .ranks = 6})), 4);
  compare_kernel(*built_at_run_time<256>(breakthrough({.files = 10, .ranks = 10})), 3);
  // Turns of two parts, whose kernels draw each part by counting (amazons_test.cpp: the generic
  // playouts' counted draws are the listed playouts' games).
  compare_kernel(*built_at_run_time(amazons({.size = 6})), 2);
  compare_kernel(*built_at_run_time<128>(amazons()), 1);
  compare_kernel(*built_at_run_time<128>(hex()), 2);
  // docs/perft.md: Breakthrough from the start, depth 4; Pogo, depth 3.
  const auto bt = built_at_run_time(breakthrough());
  CHECK(bl::kernel_for(*bt).perft(*bt, bt->start(), 4, bl::Counting::bulk) == 256036);
  const auto po = built_at_run_time(pogo());
  CHECK(bl::kernel_for(*po).perft(*po, po->start(), 3, bl::Counting::play_every_leaf) == 3787);
}

#ifndef BOARDLAB_GENERIC_KERNELS
namespace {
// The playouts of Shaped<S> and Compiled<G>, which draw G's moves by counting, against the
// generic ones, which draw from the listed moves: the same games, move for move.
template <const auto& G>
void compare_counted_playouts(int playouts, std::uint64_t seed) {
  using Counting = bl::Shaped<bl::shape_of(G)>;
  REQUIRE(Counting::draws_by_displacement(G));
  constexpr int N = std::remove_cvref_t<decltype(G)>::max_cells;
  const auto game = built_at_run_time<N>(G.spec());  // the run-time path, as Python's
  bl::Random a(seed), b(seed), c(seed);
  long plies = 0;
  for (int i = 0; i < playouts; ++i) {
    auto p = G.start(), q = G.start(), r = G.start();
    const auto listed = bl::random_playout(G, p, a);
    const auto shaped = Counting::random_playout(*game, q, b);
    const auto compiled = bl::Compiled<G>::random_playout(r, c);
    for (const bl::PlayoutResult& counted : {shaped, compiled}) {
      REQUIRE(counted.plies == listed.plies);
      REQUIRE(counted.moves_listed == listed.moves_listed);
      REQUIRE(counted.outcome == listed.outcome);
    }
    REQUIRE(q == p);
    REQUIRE(r == p);
    plies += listed.plies;
  }
  CHECK(plies > 10 * playouts);  // games, not positions over at once
}
constexpr bl::Game<> clobber_7x7{bl::games::clobber({.files = 7, .ranks = 7})};
constexpr bl::Game<> knightthrough_game{bl::games::knightthrough()};
constexpr bl::Game<128> clobber_9x9{bl::games::clobber({.files = 9, .ranks = 9})};
constexpr bl::Game<256> breakthrough_12x12{bl::games::breakthrough({.files = 12, .ranks = 12})};
}  // namespace

TEST_CASE("kernels: playouts drawn by counting play the listed playouts' games", "[kernels]") {
  compare_counted_playouts<builtin::clobber>(200, 1);
  compare_counted_playouts<clobber_7x7>(100, 2);
  compare_counted_playouts<clobber_9x9>(50, 3);  // two bitboard words
  compare_counted_playouts<builtin::breakthrough>(100, 4);
  compare_counted_playouts<breakthrough_12x12>(20, 5);  // four words
  compare_counted_playouts<knightthrough_game>(100, 6);
  compare_counted_playouts<leaper>(200, 7);
  // Pocket Battlefield's 24 direction boards a player are listed, not counted.
  CHECK_FALSE(bl::Shaped<bl::shape_of(builtin::pocket_battlefield)>::draws_by_displacement(
      builtin::pocket_battlefield));
  // Leaper's start, by hand. The A steppers (a1 c1 e1 b2 d2 f2) step only from rank 2, onto
  // rank 3 (b2: a3 b3 c3; d2: c3 d3 e3; f2: e3 f3), and find no enemy a (1, 2) leap away. The B
  // leapers (b1 d1 f1 a2 c2 e2) jump forward over a piece onto an empty cell only from rank 1 over
  // rank 2 (b1: b3 d3; d1: b3 d3 f3; f1: d3 f3).
  CHECK(bl::legal_moves(leaper, leaper.start()).size() == 8 + 7);
}
#endif

TEST_CASE("kernels: a built-in game with its default options gets its compile-time path",
          "[kernels]") {
  using namespace boardlab::games;
  const auto defaults = built_at_run_time(clobber());
  const auto wider = built_at_run_time(clobber({.files = 7}));
  CHECK(bl::kernel_for(*defaults).compiled == bl::precompiled_kernels);
  CHECK(bl::kernel_for(*defaults).shaped == bl::precompiled_kernels);
  CHECK_FALSE(bl::shape_kernel_for(*defaults).compiled);
  CHECK_FALSE(bl::kernel_for(*wider).compiled);
  CHECK(bl::kernel_for(*wider).shaped == bl::precompiled_kernels);
  // Its playouts, perft and move lists are the generic functions', move for move.
  compare_kernel(*defaults, 4);
  compare_kernel(*built_at_run_time(breakthrough()), 3);
  // Games of drops whose end conditions are lines (VectorEnv asks the kernel for them).
  compare_kernel(*built_at_run_time(tic_tac_toe()), 4);
  compare_kernel(*built_at_run_time(connect_four()), 3);
  const bl::Kernel<64> kernel = bl::kernel_for(*defaults);
  bl::Random random(11);
  long positions = 0;
  for (int g = 0; g < 20; ++g) {
    auto p = defaults->start();
    for (;;) {
      bl::Game<64>::Moves generic, from_kernel;
      bl::legal_moves(*defaults, p, generic);
      kernel.legal_moves(*defaults, p, from_kernel);
      REQUIRE(from_kernel.size() == generic.size());
      for (int i = 0; i < generic.size(); ++i) REQUIRE(from_kernel[i] == generic[i]);
      ++positions;
      if (generic.empty()) break;
      bl::apply_unchecked(*defaults, p, generic[random.below(generic.size())]);
    }
  }
  CHECK(positions > 300);
}

TEST_CASE("kernels: select_bit finds the k-th set bit of a word", "[kernels]") {
  // Against the plain way: clear the lowest set bit k times.
  const auto reference = [](std::uint64_t x, int k) {
    for (int i = 0; i < k; ++i) x &= x - 1;
    return std::countr_zero(x);
  };
  std::vector<std::uint64_t> words = {1,
                                      0x8000000000000000ull,
                                      ~std::uint64_t(0),
                                      0x8000000000000001ull,
                                      0x00FF00000000FF00ull,
                                      0xF0F0F0F0F0F0F0F0ull,
                                      0x0100000000000000ull};
  boardlab::Random random(42);
  for (int i = 0; i < 2000; ++i) {
    std::uint64_t x = random.next();
    if (i % 3 == 1) x &= random.next();  // sparser words
    if (i % 3 == 2) x &= random.next() & random.next();
    if (x != 0) words.push_back(x);
  }
  for (const std::uint64_t x : words)
    for (int k = 0; k < std::popcount(x); ++k) {
      INFO("word " << x << ", k " << k);
      REQUIRE(boardlab::detail::select_bit(x, k) == reference(x, k));
    }
  static_assert(boardlab::detail::select_bit(0b1011000, 2) == 6);
}

}  // namespace kernels_test

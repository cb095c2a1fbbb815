#pragma once
// The built-in games with their default options, from the registry, built once at compile time
// for the test files that share them (constexpr, so compile-time tests and Compiled<G> can use
// them too). Tests of one game's rules name it; tests of every game loop over the registry.
#include <boardlab/boardlab.hpp>
#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace builtin {

namespace games = boardlab::games;

inline constexpr const boardlab::Game<>& skateboards =
    games::default_game<games::builtin_index("skateboards")>;
inline constexpr const boardlab::Game<>& pogo = games::default_game<games::builtin_index("pogo")>;
inline constexpr const boardlab::Game<>& pocket_battlefield =
    games::default_game<games::builtin_index("pocket_battlefield")>;
inline constexpr const boardlab::Game<>& breakthrough =
    games::default_game<games::builtin_index("breakthrough")>;
inline constexpr const boardlab::Game<>& clobber =
    games::default_game<games::builtin_index("clobber")>;

// Calls f.template operator()<I>() for every game I of the registry that the compiler builds
// (games::builds_at_compile_time: its compiled game is games::default_game<I>), in registry
// order. Tests of every game at run time loop over the registry with boardlab::with_game.
template <class F>
void for_each_game(F&& f) {
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    (
        [&] {
          if constexpr (games::builds_at_compile_time<I>) f.template operator()<I>();
        }(),
        ...);
  }
  (std::make_index_sequence<games::registry.size()>{});
}

// The default game named `name`: compiled when the compiler builds it, else built once at run
// time (a game of 64 cells the compiler leaves out: the chess family).
inline const boardlab::Game<>& game_named(std::string_view name) {
  const boardlab::Game<>* found = nullptr;
  for_each_game([&]<std::size_t I>() {
    if (games::registry[I].name == name) found = &games::default_game<I>;
  });
  if (found != nullptr) return *found;
  static std::vector<std::unique_ptr<const boardlab::Game<>>> built;
  for (const auto& g : built)
    if (g->name() == name) return *g;
  const boardlab::GameSpec spec = games::builtin_game(name).spec();
  if (boardlab::capacity_for(spec) != 64)
    throw boardlab::SpecError("built-in game " + std::string(name) + " needs more than 64 cells");
  built.push_back(std::make_unique<const boardlab::Game<>>(spec));
  return *built.back();
}

}  // namespace builtin

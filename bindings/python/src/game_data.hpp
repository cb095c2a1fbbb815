#pragma once
// The engine's data for one Python game, over the engine's board capacities: a game of up to 64
// cells runs on Game<64> (one bitboard word, the fast path), one of up to 128 (amazons' 10x10,
// hex's 11x11) on Game<128>, a larger one on Game<256>. Python never sees the difference. Python
// states share it with their game.
#include <boardlab/analysis/action_index.hpp>
#include <boardlab/game.hpp>
#include <boardlab/kernel.hpp>
#include <boardlab/spec.hpp>
#include <memory>
#include <variant>

namespace boardlab::python {

template <int N>
struct GameData {
  explicit GameData(const GameSpec& spec) : game(spec), actions(game) {}
  Game<N> game;
  ActionIndex<N> actions;
  // What batch work and searches go through (make_game_data chooses, games/builtin_kernels.hpp):
  // a built-in game's compile-time path (Compiled<G>) when the spec is the very spec the library
  // compiles, else the shape-specialised path when the game's shape is precompiled, else the
  // generic one.
  Kernel<N> kernel;
  const char* batch_path = "generic";  // "compiled", "shaped" or "generic": which of the above
};

using AnyGameData = std::variant<std::unique_ptr<GameData<64>>, std::unique_ptr<GameData<128>>,
                                 std::unique_ptr<GameData<256>>>;

// Validates `spec` (SpecError) and builds its data.
std::shared_ptr<const AnyGameData> make_game_data(const GameSpec& spec);

// Calls f(data) with the GameData<N> of whichever capacity holds the game.
template <class F>
decltype(auto) visit_data(const AnyGameData& any, F&& f) {
  return std::visit([&](const auto& p) -> decltype(auto) { return f(*p); }, any);
}

}  // namespace boardlab::python

#pragma once
// One Python-facing game type over the engine's board capacities: a game of up to 64 cells runs
// on Game<64> (one bitboard word, the fast path), a larger one on Game<256>. Python never sees
// the difference.
#include <boardlab/analysis/action_index.hpp>
#include <boardlab/analysis/batch.hpp>
#include <boardlab/analysis/kernels.hpp>
#include <boardlab/boardlab.hpp>
#include <memory>
#include <string>
#include <variant>

namespace boardlab::python {

template <int N>
struct GameData {
  explicit GameData(const GameSpec& spec) : game(spec), actions(game) {
    const Kernel<N> kernel = kernel_for(game);
    playout = kernel.playout;
    perft = kernel.perft;
    batch_path = kernel.shaped ? "shaped" : "generic";
  }
  Game<N> game;
  ActionIndex<N> actions;
  // Batch work goes through these: the shape-specialised path when the game's shape is
  // precompiled (analysis/kernels.hpp), else the generic one; for a built-in game with its
  // default options (the very spec the library compiles), its compile-time path (Compiled<G>).
  PlayoutFunction<N> playout;
  PerftFunction<N> perft;
  const char* batch_path;  // "compiled", "shaped" or "generic": which of the above
};

using AnyGameData = std::variant<std::unique_ptr<GameData<64>>, std::unique_ptr<GameData<256>>>;

// The built-in games with default options, compiled into the module.
inline constexpr Game<> compiled_skateboards{games::skateboards()};
inline constexpr Game<> compiled_pogo{games::pogo()};
inline constexpr Game<> compiled_pocket_battlefield{games::pocket_battlefield()};
inline constexpr Game<> compiled_breakthrough{games::breakthrough()};

template <const auto& G>
void use_compiled_path(GameData<64>& data) {
  data.playout = &Compiled<G>::random_playout_of;
  data.batch_path = "compiled";
  data.perft = [](const Game<64>&, Position<64> p, int depth, Counting counting) {
    return Compiled<G>::perft(p, depth, counting);
  };
}

// `builtin` names a built-in game whose default spec `spec` is (the Python layer passes it only
// for boardlab.game(name) without options); "" for any other game.
inline std::shared_ptr<const AnyGameData> make_game_data(const GameSpec& spec,
                                                         const std::string& builtin = "") {
  if (spec.files * spec.ranks <= 64 && spec.files >= 1 && spec.ranks >= 1) {
    auto data = std::make_unique<GameData<64>>(spec);
    if (builtin == "skateboards") use_compiled_path<compiled_skateboards>(*data);
    if (builtin == "pogo") use_compiled_path<compiled_pogo>(*data);
    if (builtin == "pocket_battlefield") use_compiled_path<compiled_pocket_battlefield>(*data);
    if (builtin == "breakthrough") use_compiled_path<compiled_breakthrough>(*data);
    return std::make_shared<const AnyGameData>(std::move(data));
  }
  return std::make_shared<const AnyGameData>(std::make_unique<GameData<256>>(spec));
}

}  // namespace boardlab::python

#pragma once
// One Python-facing game type over the engine's board capacities: a game of up to 64 cells runs
// on Game<64> (one bitboard word, the fast path), a larger one on Game<256>. Python never sees
// the difference.
#include <boardlab/analysis/action_index.hpp>
#include <boardlab/analysis/batch.hpp>
#include <boardlab/boardlab.hpp>
#include <memory>
#include <string>
#include <variant>

namespace boardlab::python {

template <int N>
struct GameData {
  explicit GameData(const GameSpec& spec) : game(spec), actions(game) {}
  Game<N> game;
  ActionIndex<N> actions;
};

using AnyGameData = std::variant<std::unique_ptr<GameData<64>>, std::unique_ptr<GameData<256>>>;

inline std::shared_ptr<const AnyGameData> make_game_data(const GameSpec& spec) {
  if (spec.files * spec.ranks <= 64 && spec.files >= 1 && spec.ranks >= 1)
    return std::make_shared<const AnyGameData>(std::make_unique<GameData<64>>(spec));
  return std::make_shared<const AnyGameData>(std::make_unique<GameData<256>>(spec));
}

}  // namespace boardlab::python

// Builds a Python game's engine data and chooses its batch path. The only unit that compiles the
// built-in games' compile-time paths (seconds of compile time); the shape-specialised kernels
// it asks for are compiled in units of their own (CMakeLists.txt, boardlab_kernel_units).
#include "game_data.hpp"

#include <boardlab/analysis/kernels.hpp>
#include <boardlab/compiled.hpp>
#include <boardlab/game_capacity.hpp>
#include <boardlab/games/registry.hpp>
#include <cstddef>
#include <utility>

namespace boardlab::python {

namespace {

template <const auto& G>
void use_compiled_path(GameData<64>& data) {
  data.playout = &Compiled<G>::random_playout_of;
  data.perft = &Compiled<G>::perft_of;
  data.batch_path = "compiled";
}

// The compile-time path of the registry's game whose default spec `spec` is, if any (of the
// games the compiler builds: games::builds_at_compile_time).
template <std::size_t I>
void use_compiled_path_if(GameData<64>& data, const GameSpec& spec) {
  if constexpr (games::builds_at_compile_time<I>)
    if (spec == games::default_game<I>.spec()) use_compiled_path<games::default_game<I>>(data);
}

template <std::size_t... I>
void use_compiled_path_if_builtin(GameData<64>& data, const GameSpec& spec,
                                  std::index_sequence<I...>) {
  (use_compiled_path_if<I>(data, spec), ...);
}

template <int N>
std::unique_ptr<GameData<N>> build(const GameSpec& spec) {
  auto data = std::make_unique<GameData<N>>(spec);
  const Kernel<N> kernel = kernel_for(data->game);
  data->playout = kernel.playout_function;
  data->perft = kernel.perft_function;
  data->batch_path = kernel.shaped ? "shaped" : "generic";
  if constexpr (N == 64)
    use_compiled_path_if_builtin(*data, spec, std::make_index_sequence<games::registry.size()>{});
  return data;
}

}  // namespace

std::shared_ptr<const AnyGameData> make_game_data(const GameSpec& spec) {
  switch (capacity_for(spec)) {
    case 64:
      return std::make_shared<const AnyGameData>(build<64>(spec));
    case 128:
      return std::make_shared<const AnyGameData>(build<128>(spec));
    default:
      return std::make_shared<const AnyGameData>(build<256>(spec));
  }
}

}  // namespace boardlab::python

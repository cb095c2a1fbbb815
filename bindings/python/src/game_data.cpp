// Builds a Python game's engine data and chooses its batch path: kernel_for's, compiled in units
// of their own (CMakeLists.txt, boardlab_kernel_units).
#include "game_data.hpp"

#include <boardlab/game_capacity.hpp>
#include <boardlab/games/builtin_kernels.hpp>
#include <boardlab/outcome.hpp>

namespace boardlab::python {

namespace {

template <int N>
std::unique_ptr<GameData<N>> build(const GameSpec& spec) {
  auto data = std::make_unique<GameData<N>>(spec);
  check_start_not_over(data->game);
  data->kernel = kernel_for(data->game);
  data->batch_path = data->kernel.compiled ? "compiled"
                     : data->kernel.shaped ? "shaped"
                                           : "generic";
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

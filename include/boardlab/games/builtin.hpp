#pragma once
// The built-in games by name, for the command line and the Python bindings.
#include <array>
#include <string>
#include <string_view>

#include "../error.hpp"
#include "../spec.hpp"
#include "breakthrough.hpp"
#include "pocket_battlefield.hpp"
#include "pogo.hpp"
#include "skateboards.hpp"

namespace boardlab::games {

inline constexpr std::array<std::string_view, 4> builtin_names = {
    "skateboards", "pogo", "pocket_battlefield", "breakthrough"};

// The spec of a built-in game with default options but `max_plies`; throws SpecError for an
// unknown name.
constexpr GameSpec builtin(std::string_view name, int max_plies = 300) {
  if (name == "skateboards") return skateboards({.max_plies = max_plies});
  if (name == "pogo") return pogo({.max_plies = max_plies});
  if (name == "pocket_battlefield") return pocket_battlefield({.max_plies = max_plies});
  if (name == "breakthrough") return breakthrough({.max_plies = max_plies});
  std::string known;
  for (auto n : builtin_names) known += (known.empty() ? "" : ", ") + std::string(n);
  throw SpecError("game '" + std::string(name) + "' is not a built-in game (" + known + ")");
}

}  // namespace boardlab::games

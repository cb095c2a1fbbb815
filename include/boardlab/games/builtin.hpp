#pragma once
// The built-in games by name: games::builtin(name, max_plies), games::builtin_names. Both now
// come from the registry (registry.hpp), which this includes.
#include "registry.hpp"

#pragma once
// Deprecated: playout.hpp moved to the engine layer (shape.hpp and compiled.hpp use it). Include
// <boardlab/playout.hpp>; this header goes away in boardlab 0.2.
#include "../playout.hpp"

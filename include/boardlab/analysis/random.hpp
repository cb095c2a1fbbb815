#pragma once
// Deprecated: random.hpp moved to the engine layer (shape.hpp and compiled.hpp use it). Include
// <boardlab/random.hpp>; this header goes away in boardlab 0.2.
#include "../random.hpp"

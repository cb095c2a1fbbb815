#pragma once
// The built-in games with their default options, built once at compile time for the test files
// that share them (constexpr, so compile-time tests and Compiled<G> can use them too).
#include <boardlab/boardlab.hpp>

namespace builtin {

inline constexpr boardlab::Game<> skateboards{boardlab::games::skateboards()};
inline constexpr boardlab::Game<> pogo{boardlab::games::pogo()};
inline constexpr boardlab::Game<> pocket_battlefield{boardlab::games::pocket_battlefield()};
inline constexpr boardlab::Game<> breakthrough{boardlab::games::breakthrough()};

}  // namespace builtin

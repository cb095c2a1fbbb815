#pragma once
// The built-in games with their default options, built once for the test files that share them.
#include <boardlab/boardlab.hpp>

namespace builtin {

inline const boardlab::Game<>& skateboards() {
  static const boardlab::Game<> game{boardlab::games::skateboards()};
  return game;
}
inline const boardlab::Game<>& pogo() {
  static const boardlab::Game<> game{boardlab::games::pogo()};
  return game;
}
inline const boardlab::Game<>& pocket_battlefield() {
  static const boardlab::Game<> game{boardlab::games::pocket_battlefield()};
  return game;
}
inline const boardlab::Game<>& breakthrough() {
  static const boardlab::Game<> game{boardlab::games::breakthrough()};
  return game;
}

}  // namespace builtin

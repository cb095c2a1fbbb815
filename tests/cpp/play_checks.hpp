#pragma once
// The message a move played from a position gives, and checkers built once, for the tests of
// turns (chains, promotion, passes, quiet turns) that check what is refused and why.
#include <memory>
#include <string>
#include <string_view>

#include <boardlab/boardlab.hpp>
#include <boardlab/games/checkers.hpp>

namespace play_checks {

// The message of the boardlab::Error playing `move` from `position` throws, or "no error".
template <int N>
std::string error_of(const boardlab::Game<N>& game, std::string_view position,
                     std::string_view move) {
  try {
    boardlab::State<N> state(game, position);
    state.play(move);
  } catch (const boardlab::Error& e) {
    return e.what();
  }
  return "no error";
}

// Built at run time, on the heap: a static Game would be constant-initialised, which costs Clang
// minutes of compile time.
inline const boardlab::Game<>& checkers() {
  static const auto game = std::make_unique<const boardlab::Game<>>(boardlab::games::checkers());
  return *game;
}

}  // namespace play_checks

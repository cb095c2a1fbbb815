#pragma once
// The message a spec's checks give, for tests of what they reject.
#include <memory>
#include <string>

#include <boardlab/boardlab.hpp>

namespace test_specs {

// The SpecError a Game<N> of `spec` throws, or "" when the spec makes a game. On the heap: a
// Game<256> is too large for a test's stack.
template <int N = 256>
std::string spec_error(const boardlab::GameSpec& spec) {
  try {
    const auto game = std::make_unique<const boardlab::Game<N>>(spec);
  } catch (const boardlab::SpecError& e) {
    return e.what();
  }
  return "";
}

}  // namespace test_specs

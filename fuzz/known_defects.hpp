#pragma once
// Defects the fuzzers found that the library has not fixed yet. Each has its reproducer in
// fuzz/crashes/ and a test in tests/cpp/fuzz_findings_test.cpp that fails until it is fixed
// (docs/fuzzing.md, "Known defects"). With BOARDLAB_FUZZ_SKIP_KNOWN=1 (what tools/fuzz sets,
// unless told --known) a fuzzer keeps away from them, so that a run looks for other defects
// rather than finding these again and again. Remove an entry when its defect is fixed.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include <boardlab/primitives.hpp>
#include <boardlab/spec.hpp>

namespace fuzz {

inline bool skipping_known_defects() {
  static const bool skip = [] {
    const char* value = std::getenv("BOARDLAB_FUZZ_SKIP_KNOWN");
    return value != nullptr && *value != '\0' && std::string_view(value) != "0";
  }();
  return skip;
}

// Every known defect a spec could run into, kept away from when skipping_known_defects().
// None is known today: capture-own-piece, the one the variant fuzzer found, is fixed. When a
// finding cannot be fixed at once, its avoidance goes here, e.g. taking "friendly" out of the
// `onto` of capturing primitives.
// (An avoidance starts with `if (!skipping_known_defects()) return;`.)
inline void avoid_known_defects([[maybe_unused]] boardlab::GameSpec& spec) {}

}  // namespace fuzz

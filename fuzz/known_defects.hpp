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

// A Step, Slide or Leap that captures a piece of the mover's own side (`onto` allows friendly,
// landing = capture) leaves the moving piece out of its kind's and its owner's bitboards
// (move_single_piece in position_update.hpp xors the target bit away twice): that piece then
// never moves again, and end conditions stop counting it. Kept away from by taking "friendly"
// out of such a primitive's `onto`.
inline void avoid_capturing_own_pieces(boardlab::GameSpec& spec) {
  using namespace boardlab;
  for (int k = 0; k < spec.kind_count; ++k)
    for (int i = 0; i < spec.kinds[k].primitive_count; ++i) {
      Primitive& p = spec.kinds[k].primitives[i];
      if (p.type == PrimitiveType::drop || p.type == PrimitiveType::stack_move ||
          p.landing != Landing::capture || !p.onto.friends())
        continue;
      p.onto.bits &= std::uint8_t(~Targets::friendly_bit);
      if (p.onto.bits == 0) p.onto = Targets::empty;
    }
}

// Every known defect a spec could run into, kept away from when skipping_known_defects().
inline void avoid_known_defects(boardlab::GameSpec& spec) {
  if (!skipping_known_defects()) return;
  avoid_capturing_own_pieces(spec);
}

}  // namespace fuzz

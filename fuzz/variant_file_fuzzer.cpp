// Variant files as bytes (variant_file.hpp: toml++, then the schema). Text the reader refuses must
// raise SpecError; a spec it reads must be refused by Game with the library's own error, or
// build a game whose file, written and read again, is the same spec and the same game.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include <boardlab/boardlab.hpp>
#include <boardlab/variant_file.hpp>

#include "fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  boardlab::GameSpec spec;
  try {
    spec = boardlab::read_variant(text, "'fuzz.toml'");
  } catch (const boardlab::SpecError&) {
    return 0;  // refused input
  }
  try {
    boardlab::with_game(spec, [](const auto& game) { (void)game.start(); });
  } catch (const boardlab::SpecError&) {
    return 0;  // fields of the right types that do not make a game
  } catch (const boardlab::PositionError&) {
    return 0;  // a start the game cannot hold
  }
  const std::string written = boardlab::write_variant(spec);
  boardlab::GameSpec again;
  try {
    again = boardlab::read_variant(written, "'written.toml'");
  } catch (const boardlab::SpecError& e) {
    fuzz::fail(std::string("a game's own file does not read back: ") + e.what(), written);
  }
  fuzz::require(again == spec, "a game's own file reads back as another spec", written);
  fuzz::require(boardlab::write_variant(again) == written, "writing the file again changes it",
                written);
  return 0;
}

#include <boardlab/boardlab.hpp>
#include <boardlab/variant_file.hpp>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
// Built by the install test: proves an installed boardlab is usable with find_package, from
// games as constexpr data and from variant files.
//
//   consumer [EXPECTED VARIANTS_DIR]
//
// With arguments, reads every file EXPECTED lists (lines "file perft1 perft2 perft3", the
// numbers the Python package gives too) from VARIANTS_DIR and checks its perft; and writes
// every built-in game to a file, reads it back, and checks the spec and its perft.
namespace bl = boardlab;

namespace {

bool check_files(const std::filesystem::path& expected, const std::filesystem::path& dir) {
  std::ifstream list(expected);
  std::string line;
  int files = 0;
  while (std::getline(list, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string name;
    unsigned long long want[3]{};
    fields >> name >> want[0] >> want[1] >> want[2];
    const bl::GameSpec spec = bl::read_variant_file(dir / name);
    const bl::Game<256> game(spec);
    for (int depth = 1; depth <= 3; ++depth) {
      const unsigned long long got = bl::perft(game, game.start(), depth);
      if (got != want[depth - 1]) {
        std::printf("%s perft(%d) = %llu, not %llu\n", name.c_str(), depth, got, want[depth - 1]);
        return false;
      }
    }
    ++files;
  }
  std::printf("%d variant files read, their perft as listed\n", files);
  return files > 0;
}

bool check_builtin_exports(const std::filesystem::path& dir) {
  for (const bl::games::BuiltinGame& g : bl::games::registry) {
    const bl::GameSpec spec = g.spec();
    const std::filesystem::path path = dir / (std::string(g.name) + ".toml");
    std::ofstream(path) << bl::write_variant(spec);
    const bl::GameSpec read = bl::read_variant_file(path);
    const bl::Game<256> exported(read), builtin(spec);
    if (!(read == spec) ||
        bl::perft(exported, exported.start(), 2) != bl::perft(builtin, builtin.start(), 2)) {
      std::printf("%s: its variant file is another game\n", std::string(g.name).c_str());
      return false;
    }
  }
  std::printf("%zu built-in games written to files and read back\n", bl::games::registry.size());
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  constexpr boardlab::Game<> game{boardlab::games::breakthrough()};
  auto position = game.start();
  const auto leaves = boardlab::perft(game, position, 3);
  std::printf("breakthrough perft(3) = %llu\n", static_cast<unsigned long long>(leaves));
  if (leaves != 11132) return 1;
  if (argc < 3) return 0;
  try {
    const std::filesystem::path out = std::filesystem::temp_directory_path() / "boardlab_consumer";
    std::filesystem::create_directories(out);
    return check_files(argv[1], argv[2]) && check_builtin_exports(out) ? 0 : 1;
  } catch (const bl::Error& e) {
    std::printf("%s\n", e.what());
    return 1;
  }
}

# Sourced by tools/test and tools/run (bash). Provides:
#   boardlab_install_deps          installs what building boardlab and its tests needs, from
#                                  Debian's packages; does nothing when all of it is there
#   boardlab_install_package_deps  the same for building the Python package alone (tools/run):
#                                  a compiler, CMake and toml++
#   boardlab_install_fuzz_deps     the same for the fuzzers (tools/fuzz): Clang 19, its
#                                  libFuzzer and sanitizer runtimes, libc++
#   boardlab_configure DIR ARGS..  runs `cmake -S . -B DIR ARGS..`, with Ninja when available
#   boardlab_stage TEXT..          prints a stage header
#   BOARDLAB_JOBS                  parallel build/test jobs (default 2, the machine's cores)

boardlab_stage() {
  # The elapsed time shows which stage a slow CI run spent its minutes in.
  printf '\n==== %s (at %dm%02ds) ====\n' "$*" $((SECONDS / 60)) $((SECONDS % 60))
}

# apt-get as root, or through sudo when we are not root.
boardlab_apt_get() {
  if [[ $(id -u) -eq 0 ]]; then
    DEBIAN_FRONTEND=noninteractive apt-get "$@"
  else
    sudo DEBIAN_FRONTEND=noninteractive apt-get "$@"
  fi
}

boardlab_install_deps() {
  local missing=()
  [[ -f /usr/include/catch2/catch.hpp ]] || missing+=(catch2)
  [[ -f /usr/include/toml++/toml.h ]] || missing+=(libtomlplusplus-dev)
  command -v cmake >/dev/null 2>&1 || missing+=(cmake)
  command -v g++ >/dev/null 2>&1 || missing+=(g++)
  command -v ninja >/dev/null 2>&1 || missing+=(ninja-build)
  # The second compiler (tools/test builds with both), with libc++ and the fuzzing runtime
  # (tools/fuzz): Clang 19 is Debian 12's newest.
  command -v "$BOARDLAB_CLANG" >/dev/null 2>&1 || missing+=(clang-19)
  [[ -d /usr/lib/llvm-19/include/c++/v1 ]] || missing+=(libc++-19-dev libc++abi-19-dev)
  compgen -G "/usr/lib/llvm-19/lib/clang/19/lib/linux/libclang_rt.fuzzer-*.a" >/dev/null ||
    missing+=(libclang-rt-19-dev)
  # Fairy-Stockfish's engine, an oracle of the tests (Chess960's 960 starts' perft).
  [[ -x /usr/games/fairy-stockfish ]] || missing+=(fairy-stockfish)
  # The browser that tests/python/test_serve_browser.py drives (Playwright's own download of
  # one is not reachable from every machine that runs the tests).
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
  if ((${#missing[@]} == 0)); then
    return 0
  fi
  boardlab_stage "Installing build dependencies: ${missing[*]}"
  # The full set, not only what is missing: cheap when present, and it keeps one apt-get call.
  boardlab_apt_get update
  boardlab_apt_get install -y --no-install-recommends catch2 cmake g++ ninja-build libtomlplusplus-dev \
    clang-19 libc++-19-dev libc++abi-19-dev libclang-rt-19-dev fairy-stockfish chromium
}

boardlab_install_package_deps() {
  local missing=()
  command -v cmake >/dev/null 2>&1 || missing+=(cmake)
  command -v g++ >/dev/null 2>&1 || missing+=(g++)
  # variant_file.hpp reads TOML with toml++, header-only.
  [[ -f /usr/include/toml++/toml.h ]] || missing+=(libtomlplusplus-dev)
  if ((${#missing[@]} == 0)); then
    return 0
  fi
  boardlab_stage "Installing build dependencies: ${missing[*]}"
  boardlab_apt_get update
  boardlab_apt_get install -y --no-install-recommends "${missing[@]}"
}

# The Clang that tools/test and tools/fuzz build with.
BOARDLAB_CLANG=${BOARDLAB_CLANG:-clang++-19}

# Ninja builds faster than Make. An existing build directory keeps the generator it was
# configured with (CMake refuses to switch), so -G is only given for a fresh one.
boardlab_generator_args() {
  local build_dir=$1
  BOARDLAB_GENERATOR_ARGS=()
  if [[ ! -f "$build_dir/CMakeCache.txt" ]] && command -v ninja >/dev/null 2>&1; then
    BOARDLAB_GENERATOR_ARGS=(-G Ninja)
  fi
}

# Number of parallel jobs: the machines this project runs on have 2 cores.
BOARDLAB_JOBS=${BOARDLAB_JOBS:-2}

# Configures one build directory from the repository root: boardlab_configure DIR [cmake args...]
boardlab_configure() {
  local build_dir=$1
  shift
  boardlab_generator_args "$build_dir"
  cmake -S . -B "$build_dir" "${BOARDLAB_GENERATOR_ARGS[@]}" "$@"
}

# The Python that runs the package and its tests.
BOARDLAB_PYTHON=${BOARDLAB_PYTHON:-python3}

# Builds and installs the Python package from this checkout with pip (scikit-build-core and
# pybind11 come from PyPI as build dependencies): boardlab_install_python_package [EXTRA]
boardlab_install_python_package() {
  local target=.
  [[ $# -gt 0 ]] && target=".[$1]"
  "$BOARDLAB_PYTHON" -m pip install --quiet --disable-pip-version-check "$target"
}

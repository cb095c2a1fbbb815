# Sourced by tools/test and tools/run (bash). Provides:
#   boardlab_install_deps          installs what building boardlab and its tests needs, from
#                                  Debian's packages; does nothing when all of it is there
#   boardlab_install_fuzz_deps     the same for the fuzzers (tools/fuzz): Clang 19, its
#                                  libFuzzer and sanitizer runtimes, libc++
#   boardlab_configure DIR ARGS..  runs `cmake -S . -B DIR ARGS..`, with Ninja when available
#   boardlab_stage TEXT..          prints a stage header
#   BOARDLAB_JOBS                  parallel build/test jobs (default 2, the machine's cores)

boardlab_stage() {
  printf '\n==== %s ====\n' "$*"
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
  command -v cmake >/dev/null 2>&1 || missing+=(cmake)
  command -v g++ >/dev/null 2>&1 || missing+=(g++)
  command -v ninja >/dev/null 2>&1 || missing+=(ninja-build)
  if ((${#missing[@]} == 0)); then
    return 0
  fi
  boardlab_stage "Installing build dependencies: ${missing[*]}"
  # The full set, not only what is missing: cheap when present, and it keeps one apt-get call.
  boardlab_apt_get update
  boardlab_apt_get install -y --no-install-recommends catch2 cmake g++ ninja-build
}

# Clang 19 with libFuzzer and libc++ (the fuzzers need libc++: Clang cannot evaluate the
# library's constexpr std::string code with GCC 12's libstdc++), and CMake and Ninja.
BOARDLAB_FUZZ_PACKAGES=(clang-19 libclang-rt-19-dev libc++-19-dev libc++abi-19-dev cmake ninja-build)

boardlab_install_fuzz_deps() {
  local missing=() package
  for package in "${BOARDLAB_FUZZ_PACKAGES[@]}"; do
    case $package in
      # CMake and Ninja may come from elsewhere (pip): then their packages are not needed.
      cmake) command -v cmake >/dev/null 2>&1 && continue ;;
      ninja-build) command -v ninja >/dev/null 2>&1 && continue ;;
    esac
    [[ $(dpkg-query -W -f='${db:Status-Status}' "$package" 2>/dev/null) == installed ]] ||
      missing+=("$package")
  done
  if ((${#missing[@]} == 0)); then
    return 0
  fi
  boardlab_stage "Installing fuzzing dependencies: ${missing[*]}"
  boardlab_apt_get update
  boardlab_apt_get install -y --no-install-recommends "${missing[@]}"
}

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

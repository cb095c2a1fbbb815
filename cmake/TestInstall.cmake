# Script run by the ctest test `install_and_consume` (see CMakeLists.txt), as
#   cmake -D BOARDLAB_BINARY_DIR=... -D CONSUMER_SOURCE_DIR=... -D WORK_DIR=... [...] -P TestInstall.cmake
#
# 1. installs the configured boardlab build tree into WORK_DIR/prefix,
# 2. configures and builds CONSUMER_SOURCE_DIR as a separate project against that prefix,
# 3. runs the consumer program, which exits non-zero if the library misbehaves.
#
# Optional: CONFIG (for multi-config generators), CONSUMER_BUILD_TYPE, GENERATOR, MAKE_PROGRAM,
# CXX_COMPILER (the main build's, so the consumer is built the same way), SANITIZE and
# SANITIZER_FLAGS (a space-separated string; the consumer then runs under the sanitizers too).

foreach(var IN ITEMS BOARDLAB_BINARY_DIR CONSUMER_SOURCE_DIR WORK_DIR)
  if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
    message(FATAL_ERROR "TestInstall.cmake: -D ${var}=... is required")
  endif()
endforeach()

set(prefix ${WORK_DIR}/prefix)
set(consumer_build ${WORK_DIR}/consumer-build)

# Start from nothing each run: stale headers in the prefix or a stale consumer cache (say,
# from another compiler) would make the test pass or fail for the wrong reason.
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})

function(run_step what)
  message(STATUS "install_and_consume: ${what}")
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE result)
  if(NOT result EQUAL 0)
    message(FATAL_ERROR "install_and_consume: ${what} failed (${result})")
  endif()
endfunction()

set(install_args ${CMAKE_COMMAND} --install ${BOARDLAB_BINARY_DIR} --prefix ${prefix})
if(CONFIG)
  list(APPEND install_args --config ${CONFIG})
endif()
run_step("install into ${prefix}" ${install_args})

set(configure_args ${CMAKE_COMMAND} -S ${CONSUMER_SOURCE_DIR} -B ${consumer_build}
  -D CMAKE_PREFIX_PATH=${prefix}
  # Only the prefix above may satisfy find_package(boardlab), never a system-wide install.
  -D CMAKE_FIND_USE_PACKAGE_REGISTRY=OFF
  -D CMAKE_FIND_USE_SYSTEM_PACKAGE_REGISTRY=OFF)
if(GENERATOR)
  list(APPEND configure_args -G ${GENERATOR})
endif()
if(MAKE_PROGRAM)
  list(APPEND configure_args -D CMAKE_MAKE_PROGRAM=${MAKE_PROGRAM})
endif()
if(CXX_COMPILER)
  list(APPEND configure_args -D CMAKE_CXX_COMPILER=${CXX_COMPILER})
endif()
if(CONSUMER_BUILD_TYPE)
  list(APPEND configure_args -D CMAKE_BUILD_TYPE=${CONSUMER_BUILD_TYPE})
endif()
if(SANITIZE AND SANITIZER_FLAGS)
  list(APPEND configure_args
    -D CMAKE_CXX_FLAGS=${SANITIZER_FLAGS}
    -D CMAKE_EXE_LINKER_FLAGS=${SANITIZER_FLAGS})
endif()
run_step("configure ${CONSUMER_SOURCE_DIR}" ${configure_args})

set(build_args ${CMAKE_COMMAND} --build ${consumer_build})
if(CONFIG)
  list(APPEND build_args --config ${CONFIG})
endif()
run_step("build consumer" ${build_args})

# Single-config generators put the program at the top of the build tree, multi-config ones
# in a per-configuration folder.
set(consumer ${consumer_build}/consumer)
if(CONFIG AND EXISTS ${consumer_build}/${CONFIG}/consumer${CMAKE_EXECUTABLE_SUFFIX})
  set(consumer ${consumer_build}/${CONFIG}/consumer)
endif()
# With the variant files and their perft, so that reading files from an installed package is
# tested too (toml++ found through the package's find_dependency).
run_step("run consumer" ${consumer} ${EXPECTED_PERFT} ${VARIANTS_DIR})

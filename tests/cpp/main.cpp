// The one Catch2 main for boardlab_tests; every other file in tests/cpp/ holds only tests.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>

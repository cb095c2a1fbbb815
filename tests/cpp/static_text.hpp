#pragma once
// Compile-time checks of text (format_position, State::text, enum names) where the standard
// library's std::string works in constant evaluation, run-time checks of the same expression
// where it does not (Clang with GCC 12's libstdc++: boardlab/constexpr_string.hpp), so that
// every build checks every value.
#include <boardlab/constexpr_string.hpp>
#include <catch2/catch.hpp>

#if BOARDLAB_CONSTEXPR_STRING
#define STATIC_REQUIRE_TEXT(...) STATIC_REQUIRE(__VA_ARGS__)
#else
#define STATIC_REQUIRE_TEXT(...) REQUIRE(__VA_ARGS__)
#endif

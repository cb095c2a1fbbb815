#pragma once
// Whether std::string can be used in constant evaluation with this compiler and standard
// library. C++20 allows it, and GCC with libstdc++ and Clang with libc++ do it; Clang cannot
// evaluate the std::string of GCC 12's libstdc++ (its small-string buffer is a union member that
// libstdc++ 12 starts using in a way only GCC accepts in constant evaluation).
//
// boardlab's compile-time paths build no std::string unless they fail (a game spec, its start
// position, parsing, perft, playing and undoing moves all work at compile time everywhere); what
// returns text (format_position, State::text, format_move, the names of enums) is usable at
// compile time only where this is 1. Errors are still compile errors where it is 0, with a
// less helpful message.
#include <string>  // defines _GLIBCXX_RELEASE when the library is libstdc++

#if defined(__clang__) && defined(_GLIBCXX_RELEASE) && _GLIBCXX_RELEASE <= 12
#define BOARDLAB_CONSTEXPR_STRING 0
#else
#define BOARDLAB_CONSTEXPR_STRING 1
#endif

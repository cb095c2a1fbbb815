#pragma once
// BOARDLAB_INLINE: inlining the engine relies on in its hot paths. The compile-time path
// (compiled.hpp) needs the per-primitive generation and apply inlined into its loops so that
// the game's constants fold; compilers' own heuristics give up on them in larger programs.
#if defined(__GNUC__) || defined(__clang__)
#define BOARDLAB_INLINE [[gnu::always_inline]] inline
#else
#define BOARDLAB_INLINE inline
#endif

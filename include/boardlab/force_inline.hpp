#pragma once
// BOARDLAB_INLINE: inlining the engine relies on in its hot paths. The compile-time path
// (compiled.hpp) needs the per-primitive generation and apply inlined into its loops so that
// the game's constants fold; compilers' own heuristics give up on them in larger programs.
// BOARDLAB_INLINE_LAMBDA goes after a lambda's parameter list, for the loop bodies that
// detail::repeat unrolls.
#if defined(__GNUC__) || defined(__clang__)
#define BOARDLAB_INLINE [[gnu::always_inline]] inline
#define BOARDLAB_INLINE_LAMBDA __attribute__((always_inline))
#define BOARDLAB_NOINLINE [[gnu::noinline]]
#else
#define BOARDLAB_INLINE inline
#define BOARDLAB_INLINE_LAMBDA
#define BOARDLAB_NOINLINE
#endif

#pragma once
// The games the position and move text fuzzers read text of, chosen by an input byte: every
// built-in game with its default options, which also has a compile-time path (Compiled<G>) to
// compare the generic one with, and a few with other options, for what the defaults never
// reach: two-digit ranks, a path without the U, bitboards of two, three and four words.
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string_view>

#include <boardlab/boardlab.hpp>
#include <boardlab/compiled.hpp>
#include <boardlab/games/registry.hpp>

#include "builtin_games.hpp"

namespace fuzz {

// A compile-time path's legal_moves (Compiled<G>::legal_moves), or nullptr when the game has none.
template <int N>
using CompiledLegalMoves = void (*)(const boardlab::Position<N>&,
                                    typename boardlab::Game<N>::Moves&);

inline constexpr std::size_t games_with_other_options = 5;
inline constexpr std::size_t fuzz_game_count =
    boardlab::games::registry.size() + games_with_other_options;

namespace detail {
template <int N>
boardlab::Game<N> builtin_with(std::string_view name,
                               std::initializer_list<boardlab::games::OptionSetting> settings) {
  return boardlab::Game<N>{
      boardlab::games::builtin_game(name).spec({settings.begin(), settings.size()})};
}
}  // namespace detail

// Calls f(game, compiled_legal_moves) for game number `selector % fuzz_game_count`.
template <class F>
void with_fuzz_game(std::uint8_t selector, F&& f) {
  namespace games = boardlab::games;
  using games::OptionValue;
  const std::size_t choice = selector % fuzz_game_count;
  if (choice < games::registry.size()) {
    bool compiled = false;
    builtin::for_each_game([&]<std::size_t I>() {
      if (I != choice) return;
      compiled = true;
      f(games::default_game<I>,
        CompiledLegalMoves<64>(&boardlab::Compiled<games::default_game<I>>::legal_moves));
    });
    // A game built at run time (amazons' 10x10) has no compile-time path to compare with.
    if (!compiled)
      boardlab::with_game(games::registry[choice].spec(), [&]<int N>(const boardlab::Game<N>& g) {
        f(g, CompiledLegalMoves<N>{});
      });
    return;
  }
  switch (choice - games::registry.size()) {
    case 0: {
      static const auto g = detail::builtin_with<256>(
          "breakthrough", {{"files", OptionValue::of(16)}, {"ranks", OptionValue::of(16)}});
      return f(g, CompiledLegalMoves<256>{});
    }
    case 1: {
      static const auto g = detail::builtin_with<128>(
          "breakthrough", {{"files", OptionValue::of(7)}, {"ranks", OptionValue::of(12)}});
      return f(g, CompiledLegalMoves<128>{});
    }
    case 2: {
      static const auto g =
          detail::builtin_with<64>("pogo", {{"three_step_u", OptionValue::of(false)}});
      return f(g, CompiledLegalMoves<64>{});
    }
    case 3: {
      static const auto g = detail::builtin_with<64>(
          "pocket_battlefield",
          {{"size", OptionValue::of(8)}, {"red_hill_top", OptionValue::of("e5")}});
      return f(g, CompiledLegalMoves<64>{});
    }
    default: {
      static const auto g = detail::builtin_with<192>("skateboards", {});
      return f(g, CompiledLegalMoves<192>{});
    }
  }
}

}  // namespace fuzz

#pragma once
// The built-in games: one table, from which everything that lists games is derived (the shapes
// batch work precompiles, the Python bindings' compiled games and option lists, both command
// lines, the tests that run every game). Adding a game: its header, and one line in `registry`.
//
//   const Game<> pogo{games::builtin_game("pogo").spec({{"three_step_u",
//   OptionValue::of(false)}})}; for (const games::BuiltinGame& g : games::registry)
//   std::puts(g.name.data());
#include <array>
#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>

#include "../error.hpp"
#include "../game.hpp"
#include "../game_capacity.hpp"
#include "../spec.hpp"
#include "amazons.hpp"
#include "antichess.hpp"
#include "ataxx.hpp"
#include "atomic.hpp"
#include "brandubh.hpp"
#include "breakthrough.hpp"
#include "capablanca.hpp"
#include "checkers.hpp"
#include "chess.hpp"
#include "chess960.hpp"
#include "clobber.hpp"
#include "connect_four.hpp"
#include "crazyhouse.hpp"
#include "dots_and_boxes.hpp"
#include "focus.hpp"
#include "fox_and_geese.hpp"
#include "gardner.hpp"
#include "gomoku.hpp"
#include "havannah.hpp"
#include "hex.hpp"
#include "horde.hpp"
#include "international_draughts.hpp"
#include "king_of_the_hill.hpp"
#include "knightthrough.hpp"
#include "konane.hpp"
#include "lines_of_action.hpp"
#include "los_alamos.hpp"
#include "options.hpp"
#include "othello.hpp"
#include "pentago.hpp"
#include "pocket_battlefield.hpp"
#include "pogo.hpp"
#include "racing_kings.hpp"
#include "skateboards.hpp"
#include "three_check.hpp"
#include "tic_tac_toe.hpp"
#include "y.hpp"

namespace boardlab::games {

// A built-in game, with its options described but not their types.
struct BuiltinGame {
  std::string_view name;
  std::span<const OptionInfo> options;
  OptionValue (*default_value)(std::size_t option);
  GameSpec (*make)(std::string_view name, std::span<const OptionSetting> settings);

  // The spec with `settings` applied to the default options (SpecError for a bad option).
  constexpr GameSpec spec(std::span<const OptionSetting> settings = {}) const {
    return make(name, settings);
  }
  // The option named `option`, or nullptr.
  constexpr const OptionInfo* find_option(std::string_view option) const {
    for (const OptionInfo& o : options)
      if (o.name == option) return &o;
    return nullptr;
  }
  constexpr bool has_option(std::string_view option) const {
    return find_option(option) != nullptr;
  }
};

namespace detail {
template <class O>
struct OptionsOf;
template <class Options>
struct OptionsOf<Option<Options>> {
  using Type = Options;
};

template <const auto& Fields>
inline constexpr auto option_infos = [] {
  std::array<OptionInfo, Fields.size()> out{};
  for (std::size_t i = 0; i < Fields.size(); ++i) out[i] = Fields[i].info;
  return out;
}();

// The registry line of a game: its spec function `Make` (taking its options struct) and the
// list of that struct's options.
template <auto Make, const auto& Fields>
constexpr BuiltinGame builtin(std::string_view name) {
  using Options =
      typename OptionsOf<typename std::remove_cvref_t<decltype(Fields)>::value_type>::Type;
  return {name, option_infos<Fields>, [](std::size_t i) { return Fields[i].get(Options{}); },
          [](std::string_view game, std::span<const OptionSetting> settings) {
            return Make(options_from<Options>(game, Fields, settings));
          }};
}
}  // namespace detail

inline constexpr std::array registry{
    detail::builtin<skateboards, skateboards_options>("skateboards"),
    detail::builtin<pogo, pogo_options>("pogo"),
    detail::builtin<pocket_battlefield, pocket_battlefield_options>("pocket_battlefield"),
    detail::builtin<breakthrough, breakthrough_options>("breakthrough"),
    detail::builtin<knightthrough, breakthrough_options>("knightthrough"),
    detail::builtin<checkers, checkers_options>("checkers"),
    detail::builtin<clobber, clobber_options>("clobber"),
    detail::builtin<amazons, amazons_options>("amazons"),
    detail::builtin<konane, konane_options>("konane"),
    detail::builtin<fox_and_geese, fox_and_geese_options>("fox_and_geese"),
    detail::builtin<international_draughts, international_draughts_options>(
        "international_draughts"),
    detail::builtin<tic_tac_toe, tic_tac_toe_options>("tic_tac_toe"),
    detail::builtin<connect_four, connect_four_options>("connect_four"),
    detail::builtin<gomoku, gomoku_options>("gomoku"),
    detail::builtin<othello, othello_options>("othello"),
    detail::builtin<hex, hex_options>("hex"),
    detail::builtin<brandubh, brandubh_options>("brandubh"),
    detail::builtin<lines_of_action, lines_of_action_options>("lines_of_action"),
    detail::builtin<havannah, havannah_options>("havannah"),
    detail::builtin<chess, chess_options>("chess"),
    detail::builtin<chess960, chess960_options>("chess960"),
    detail::builtin<antichess, chess_options>("antichess"),
    detail::builtin<king_of_the_hill, chess_options>("king_of_the_hill"),
    detail::builtin<three_check, three_check_options>("three_check"),
    detail::builtin<gardner, chess_options>("gardner"),
    detail::builtin<los_alamos, chess_options>("los_alamos"),
    detail::builtin<capablanca, chess_options>("capablanca"),
    detail::builtin<horde, chess_options>("horde"),
    detail::builtin<racing_kings, chess_options>("racing_kings"),
    detail::builtin<crazyhouse, chess_options>("crazyhouse"),
    detail::builtin<atomic, chess_options>("atomic"),
    detail::builtin<ataxx, ataxx_options>("ataxx"),
    detail::builtin<focus, focus_options>("focus"),
    detail::builtin<pentago, pentago_options>("pentago"),
    detail::builtin<dots_and_boxes, dots_and_boxes_options>("dots_and_boxes"),
    detail::builtin<y, y_options>("y"),
};

inline constexpr std::array<std::string_view, registry.size()> builtin_names = [] {
  std::array<std::string_view, registry.size()> out{};
  for (std::size_t i = 0; i < registry.size(); ++i) out[i] = registry[i].name;
  return out;
}();

// The names of the built-in games, comma-separated, for messages.
constexpr std::string builtin_names_text() {
  std::string out;
  for (const BuiltinGame& g : registry) out += (out.empty() ? "" : ", ") + std::string(g.name);
  return out;
}

// The built-in game named `name`, or nullptr.
constexpr const BuiltinGame* find_builtin(std::string_view name) {
  for (const BuiltinGame& g : registry)
    if (g.name == name) return &g;
  return nullptr;
}

// The index in the registry of the game named `name`; throws SpecError for an unknown name.
constexpr std::size_t builtin_index(std::string_view name) {
  for (std::size_t i = 0; i < registry.size(); ++i)
    if (registry[i].name == name) return i;
  throw SpecError("game '" + std::string(name) + "' is not a built-in game (" +
                  builtin_names_text() + ")");
}

// The built-in game named `name`; throws SpecError for an unknown name.
constexpr const BuiltinGame& builtin_game(std::string_view name) {
  return registry[builtin_index(name)];
}

// The spec of a built-in game with default options but `max_plies` (every built-in game has
// that option: tests/cpp/registry_test.cpp checks); throws SpecError for an unknown name.
constexpr GameSpec builtin(std::string_view name, int max_plies = 300) {
  const OptionSetting plies[] = {{"max_plies", OptionValue::of(static_cast<long long>(max_plies))}};
  return builtin_game(name).spec(plies);
}

// Whether a game's legality or memory is played by the generic functions whatever the kernel:
// royal kinds (check), castling, en passant (the chess family).
constexpr bool plays_only_generic_rules(const GameSpec& spec) {
  for (int k = 0; k < spec.kind_count; ++k) {
    if (spec.kinds[k].royal) return true;
    for (int i = 0; i < spec.kinds[k].primitive_count; ++i)
      if (spec.kinds[k].primitives[i].type == PrimitiveType::castle ||
          spec.kinds[k].primitives[i].passable)
        return true;
  }
  return false;
}

// Whether built-in game I's default board fits Game<> (64 cells): such a game is also built by
// the compiler (default_game, Compiled<G>). A larger one (amazons' 10x10) is built at run time on
// the capacity it needs (with_game): a constexpr Game of several words per bitboard costs the
// compiler more than its compile-time path would save. So is a game of the chess family
// (plays_only_generic_rules): a compiled game buys it nothing, and the compiler's evaluation of
// its tables cost every test unit that lists the games about a second each.
template <std::size_t I>
inline constexpr bool builds_at_compile_time = capacity_for(registry[I].spec()) == 64 &&
                                               !plays_only_generic_rules(registry[I].spec());

// Built-in game I with its default options, built by the compiler (for Compiled<G>, and for
// tests that check every game at compile time).
template <std::size_t I>
requires builds_at_compile_time<I>
inline constexpr Game<> default_game{registry[I].spec()};

}  // namespace boardlab::games

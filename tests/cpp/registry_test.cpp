// The registry of built-in games (games/registry.hpp): the games and their options as data,
// games built from options given by name, the errors for bad options, and that everything
// derived from it (compiled default games, precompiled kernels) covers every game.
#include <boardlab/boardlab.hpp>
#include <boardlab/games/builtin_kernels.hpp>
#include <catch2/catch.hpp>
#include <climits>
#include <string>
#include <string_view>
#include <vector>

#include "builtin_games.hpp"

namespace registry_test {

namespace {

namespace bl = boardlab;
namespace games = boardlab::games;
using games::OptionSetting;
using games::OptionValue;

std::string error_of(std::string_view name, std::vector<OptionSetting> settings) {
  try {
    (void)games::builtin_game(name).spec(settings);
  } catch (const bl::SpecError& e) {
    return e.what();
  }
  return "no error";
}

}  // namespace

TEST_CASE("registry: the built-in games in order, each with a ply limit", "[registry]") {
  // The one test that names every game: it checks the registry itself (its order is what
  // messages, `boardlab games`, bl.games() and the action of default_game<I> show), so its
  // expected values cannot come from the registry. Every other test asks the registry.
  static_assert(games::registry.size() == 36);
  static_assert(
      games::builtin_names[0] == "skateboards" && games::builtin_names[1] == "pogo" &&
      games::builtin_names[2] == "pocket_battlefield" &&
      games::builtin_names[3] == "breakthrough" && games::builtin_names[4] == "knightthrough" &&
      games::builtin_names[5] == "checkers" && games::builtin_names[6] == "clobber" &&
      games::builtin_names[7] == "amazons" && games::builtin_names[8] == "konane" &&
      games::builtin_names[9] == "fox_and_geese" &&
      games::builtin_names[10] == "international_draughts" &&
      games::builtin_names[11] == "tic_tac_toe" && games::builtin_names[12] == "connect_four" &&
      games::builtin_names[13] == "gomoku" && games::builtin_names[14] == "othello" &&
      games::builtin_names[15] == "hex" && games::builtin_names[16] == "brandubh" &&
      games::builtin_names[17] == "lines_of_action" && games::builtin_names[18] == "havannah" &&
      games::builtin_names[19] == "chess" && games::builtin_names[20] == "chess960" &&
      games::builtin_names[21] == "antichess" && games::builtin_names[22] == "king_of_the_hill" &&
      games::builtin_names[23] == "three_check" && games::builtin_names[24] == "gardner" &&
      games::builtin_names[25] == "los_alamos" && games::builtin_names[26] == "capablanca" &&
      games::builtin_names[27] == "horde" && games::builtin_names[28] == "racing_kings" &&
      games::builtin_names[29] == "crazyhouse" && games::builtin_names[30] == "atomic" &&
      games::builtin_names[31] == "ataxx" && games::builtin_names[32] == "focus" &&
      games::builtin_names[33] == "pentago" && games::builtin_names[34] == "dots_and_boxes" &&
      games::builtin_names[35] == "y");
  static_assert(games::builtin_index("pocket_battlefield") == 2);
  CHECK(games::builtin_names_text() ==
        "skateboards, pogo, pocket_battlefield, breakthrough, knightthrough, checkers, clobber, "
        "amazons, konane, fox_and_geese, international_draughts, tic_tac_toe, connect_four, "
        "gomoku, othello, hex, brandubh, lines_of_action, havannah, chess, chess960, antichess, "
        "king_of_the_hill, three_check, gardner, los_alamos, capablanca, horde, racing_kings, "
        "crazyhouse, atomic, ataxx, focus, pentago, dots_and_boxes, y");
  for (const games::BuiltinGame& g : games::registry) {
    CAPTURE(g.name);
    CHECK(g.has_option("max_plies"));
    CHECK(g.spec().name.view() == g.name);
  }
}

TEST_CASE("registry: options with their types and the defaults of the options structs",
          "[registry]") {
  const games::BuiltinGame& pogo = games::builtin_game("pogo");
  REQUIRE(pogo.options.size() == 2);
  CHECK(pogo.options[0].name == "max_plies");
  CHECK(pogo.options[0].type == games::OptionType::integer);
  CHECK(pogo.default_value(0).integer == 300);
  CHECK(pogo.options[1].name == "three_step_u");
  CHECK(pogo.options[1].type == games::OptionType::boolean);
  CHECK(pogo.default_value(1).boolean == true);
  const games::BuiltinGame& pb = games::builtin_game("pocket_battlefield");
  std::vector<std::string_view> names;
  for (const auto& o : pb.options) names.push_back(o.name);
  CHECK(names == std::vector<std::string_view>{"size", "gold_hill_top", "red_hill_top",
                                               "gold_foot_hills", "red_foot_hills", "max_plies"});
  CHECK(pb.options[1].type == games::OptionType::text);
  CHECK(pb.default_value(1).text.empty());
  CHECK(pb.default_value(0).integer == 4);
}

TEST_CASE("registry: a game from options by name is the game of the options struct", "[registry]") {
  CHECK(games::builtin_game("breakthrough")
            .spec({{{"files", OptionValue::of(6LL)}, {"ranks", OptionValue::of(7LL)}}}) ==
        games::breakthrough({.files = 6, .ranks = 7}));
  CHECK(games::builtin_game("pogo").spec({{{"three_step_u", OptionValue::of(false)}}}) ==
        games::pogo({.three_step_u = false}));
  CHECK(games::builtin_game("pocket_battlefield")
            .spec({{{"size", OptionValue::of(5LL)}, {"gold_hill_top", OptionValue::of("c1")}}}) ==
        games::pocket_battlefield({.size = 5, .gold_hill_top = "c1"}));
  CHECK(games::builtin("skateboards", 80) == games::skateboards({.max_plies = 80}));
  CHECK_FALSE(games::builtin("skateboards", 80) == games::skateboards());
  // The default games the compiler builds are the registry's specs.
  builtin::for_each_game(
      []<std::size_t I>() { CHECK(games::default_game<I>.spec() == games::registry[I].spec()); });
}

TEST_CASE("registry: the games the compiler builds are those of up to 64 cells", "[registry]") {
  // Amazons' and international draughts' 10x10, hex's 11x11 and capablanca's 10x8 run on
  // Game<128>, gomoku's 15x15, havannah's 15x15 rhombus and y's 16x16 on Game<256>, built at
  // run time;
  // every other default board fits one word. The chess family is built at run time too: its
  // check, castling and en passant run the generic functions whatever the kernel.
  static_assert(!games::builds_at_compile_time<games::builtin_index("amazons")>);
  static_assert(!games::builds_at_compile_time<games::builtin_index("international_draughts")>);
  static_assert(games::builds_at_compile_time<games::builtin_index("checkers")>);
  static_assert(!games::builds_at_compile_time<games::builtin_index("chess")>);
  static_assert(!games::builds_at_compile_time<games::builtin_index("antichess")>);
  static_assert(games::plays_only_generic_rules(games::gardner()));
  static_assert(!games::plays_only_generic_rules(games::othello()));
  for (const games::BuiltinGame& g : games::registry) {
    CAPTURE(g.name);
    const bool wide = g.name == "amazons" || g.name == "international_draughts" ||
                      g.name == "hex" || g.name == "capablanca";
    const int expected = wide                                                          ? 128
                         : g.name == "gomoku" || g.name == "havannah" || g.name == "y" ? 256
                                                                                       : 64;
    CHECK(bl::capacity_for(g.spec()) == expected);
    bl::with_game(g.spec(), [&]<int N>(const bl::Game<N>& game) {
      CHECK(N == expected);
      CHECK(game.name() == g.name);
    });
  }
  CHECK(bl::capacity_for(games::amazons({.size = 8})) == 64);
  CHECK(bl::capacity_for(games::amazons({.size = 12})) == 256);
  CHECK(bl::capacity_for(games::clobber({.files = 16, .ranks = 8})) == 128);
  bl::GameSpec out_of_bounds = games::clobber();
  out_of_bounds.files = 17;
  CHECK(bl::capacity_for(out_of_bounds) == 256);
}

TEST_CASE("registry: bad options name the game and the option", "[registry][errors]") {
  CHECK(error_of("pogo", {{"size", OptionValue::of(4LL)}}) ==
        "game 'pogo': unknown option 'size' (options: max_plies, three_step_u)");
  CHECK(error_of("pogo", {{"three_step_u", OptionValue::of(3LL)}}) ==
        "game 'pogo': option three_step_u=3 is not of type boolean");
  CHECK(error_of("breakthrough", {{"files", OptionValue::of("8")}}) ==
        "game 'breakthrough': option files='8' is not of type integer");
  CHECK(error_of("breakthrough", {{"files", OptionValue::of(1LL << 40)}}) ==
        "game 'breakthrough': option files=1099511627776 is out of range");
  CHECK(error_of("pocket_battlefield", {{"gold_hill_top", OptionValue::of(std::string(40, 'a'))}})
            .find("longer than 31 characters") != std::string::npos);
  CHECK(error_of("breakthrough", {{"ranks", OptionValue::of(4LL)}}).find("8x4") !=
        std::string::npos);
  try {
    (void)games::builtin("shogi");
    FAIL("no error");
  } catch (const bl::SpecError& e) {
    // The registry's games, in its order.
    std::string names;
    for (const games::BuiltinGame& g : games::registry)
      names += (names.empty() ? "" : ", ") + std::string(g.name);
    CHECK(std::string(e.what()) == "game 'shogi' is not a built-in game (" + names + ")");
  }
}

TEST_CASE("registry: every game's shape is precompiled, whatever its options", "[registry]") {
  for (const games::BuiltinGame& g : games::registry) {
    CAPTURE(g.name);
    // Amazons' turns of two parts have a shape that runs the generic functions (shape.hpp).
    if (bl::capacity_for(g.spec()) != 64) continue;
    const auto game =
        std::make_unique<bl::Game<>>(g.spec({{{"max_plies", OptionValue::of(99LL)}}}));
    CHECK(bl::kernel_for(*game).shaped == bl::precompiled_kernels);
  }
}

TEST_CASE("registry: every integer option at the ends of int's range gives a game or a SpecError",
          "[registry][errors]") {
  // The sanitizer build turns an overflow in a game's checks into a failure here: havannah's
  // 2 * board_size - 1 overflowed for INT_MAX (fuzz/crashes/variant_spec/havannah-huge-size).
  const long long extremes[] = {INT_MIN, INT_MIN + 1, -1, 0, 1, 17, 1 << 20, INT_MAX - 1, INT_MAX};
  for (const games::BuiltinGame& g : games::registry)
    for (const games::OptionInfo& o : g.options) {
      if (o.type != games::OptionType::integer) continue;
      for (long long v : extremes) {
        CAPTURE(g.name, o.name, v);
        const std::string error = error_of(g.name, {{o.name, OptionValue::of(v)}});
        if (error != "no error") CHECK(error.find(std::string(g.name)) != std::string::npos);
      }
    }
}

}  // namespace registry_test

#pragma once
// Pocket Battlefield (docs/rules.md, "Pocket Battlefield"): stacks move as one unit to any empty
// neighbour, and capture by stacking on an enemy stack in the directions the region they stand in
// allows (valley: diagonal, foot-hills: orthogonal, hill-tops: all eight). The mover wins on the
// opponent's hill-top or when the opponent has no stack left.
#include <array>
#include <string>

#include "../spec.hpp"
#include "options.hpp"

namespace boardlab::games {

struct PocketBattlefieldOptions {
  int size = 4;  // [decided] a size x size board (3 to 16); Gold on rank 1, Red on the top rank
  // [decided] regions as cell lists; empty means the default: hill-tops in the corners a1 (Gold)
  // and the top-right (Red), foot-hills the hill-top's orthogonal neighbours.
  Name gold_hill_top{};
  Name red_hill_top{};
  FixedString<64> gold_foot_hills{};
  FixedString<64> red_foot_hills{};
  int max_plies = 300;  // [decided] the game is drawn when the ply counter reaches this
};

inline constexpr std::array pocket_battlefield_options{
    option<&PocketBattlefieldOptions::size>(
        "size", "[decided] a size x size board, 3 to 16; Gold on rank 1, Red on the top rank"),
    option<&PocketBattlefieldOptions::gold_hill_top>(
        "gold_hill_top", "[decided] Gold's hill-top as cell names; empty: a1"),
    option<&PocketBattlefieldOptions::red_hill_top>(
        "red_hill_top", "[decided] Red's hill-top as cell names; empty: the top-right corner"),
    option<&PocketBattlefieldOptions::gold_foot_hills>(
        "gold_foot_hills", "[decided] Gold's foot-hills as cell names; empty: b1 a2"),
    option<&PocketBattlefieldOptions::red_foot_hills>(
        "red_foot_hills",
        "[decided] Red's foot-hills as cell names; empty: the top-right corner's neighbours"),
    option<&PocketBattlefieldOptions::max_plies>(
        "max_plies", "[decided] the game is drawn when the ply counter reaches this"),
};

constexpr GameSpec pocket_battlefield(const PocketBattlefieldOptions& options = {}) {
  const int n = options.size;
  // Up to the largest board: the 2 * size pieces that can pile up on one cell are of two kinds,
  // so a stack holds them all (64 pieces, max_stack_height).
  if (n < 3 || n > max_board_side)
    throw SpecError("pocket_battlefield: size " + to_text(n) + " is not between 3 and " +
                    to_text(max_board_side));
  GameSpec s;
  s.name = "pocket_battlefield";
  s.files = n;
  s.ranks = n;
  s.max_plies = options.max_plies;

  // Defaults: hill-tops in the corners a1 and top-right, foot-hills their orthogonal neighbours.
  // An option given as cell names replaces its default.
  auto cells_or = [n](std::string_view option, std::string_view option_name, CellSet fallback) {
    if (option.empty()) return fallback;
    const CellSet set = parse_cell_list(option, "pocket_battlefield: option", option_name);
    // Checked here, where the option can be named; the spec check would name the region.
    for (int r = 0; r < max_board_side; ++r)
      for (int f = 0; f < max_board_side; ++f)
        if (set.contains({f, r}) && (f >= n || r >= n))
          throw SpecError("pocket_battlefield: option " + boardlab::detail::quoted(option_name) +
                          ": cell " + cell_name(f, r) + " is off the " + to_text(n) + "x" +
                          to_text(n) + " board");
    return set;
  };
  auto cells = [](std::initializer_list<FileRank> list) {
    CellSet set{};
    for (const FileRank c : list) set.insert(c);
    return set;
  };
  const CellSet gold_top = cells_or(options.gold_hill_top, "gold_hill_top", cells({{0, 0}}));
  const CellSet red_top = cells_or(options.red_hill_top, "red_hill_top", cells({{n - 1, n - 1}}));
  const CellSet gold_feet =
      cells_or(options.gold_foot_hills, "gold_foot_hills", cells({{1, 0}, {0, 1}}));
  const CellSet red_feet =
      cells_or(options.red_foot_hills, "red_foot_hills", cells({{n - 2, n - 1}, {n - 1, n - 2}}));
  s.add_region("gold_hill_top", gold_top);
  s.add_region("red_hill_top", red_top);
  s.add_region("hill_tops", gold_top | red_top);
  s.add_region("foot_hills", gold_feet | red_feet);
  s.add_region("valley", all_cells(n, n).without(gold_top | red_top).without(gold_feet | red_feet));

  s.add_kind('G', Owner::zero, "gold", "gold");
  s.add_kind('R', Owner::one, "red", "firebrick");
  for (char symbol : {'G', 'R'}) {
    s.moves(symbol, Step{.directions = dir::all, .onto = Targets::empty});
    s.moves(symbol, Step{.directions = dir::diagonal,
                         .onto = Targets::enemy,
                         .landing = Landing::stack,
                         .from_region = "valley"});
    s.moves(symbol, Step{.directions = dir::orthogonal,
                         .onto = Targets::enemy,
                         .landing = Landing::stack,
                         .from_region = "foot_hills"});
    s.moves(symbol, Step{.directions = dir::all,
                         .onto = Targets::enemy,
                         .landing = Landing::stack,
                         .from_region = "hill_tops"});
  }

  s.add_end(Reaches{.pieces = Pieces::kind('G'),
                    .region = "red_hill_top",
                    .winner = Player::zero,
                    .when = When::winner_moved});
  s.add_end(Reaches{.pieces = Pieces::kind('R'),
                    .region = "gold_hill_top",
                    .winner = Player::one,
                    .when = When::winner_moved});
  s.add_end(NoPiecesLeft{
      .pieces = Pieces::of(Player::one), .winner = Player::zero, .when = When::winner_moved});
  s.add_end(NoPiecesLeft{
      .pieces = Pieces::of(Player::zero), .winner = Player::one, .when = When::winner_moved});
  s.no_legal_move = NoMoveResult::loses;  // [decided]

  s.start.append(std::size_t(n), 'R');
  for (int r = 0; r < n - 2; ++r) s.start.append("/").append_number(std::size_t(n));
  s.start.append("/").append(std::size_t(n), 'G').append(" 0 - 0");
  return s;
}

}  // namespace boardlab::games

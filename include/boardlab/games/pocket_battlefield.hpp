#pragma once
// Pocket Battlefield (RULES.md section 4): stacks move as one unit to any empty neighbour, and
// capture by stacking on an enemy stack in the directions the region they stand in allows
// (valley: diagonal, foot-hills: orthogonal, hill-tops: all eight). The mover wins on the
// opponent's hill-top or when the opponent has no stack left.
#include <string>

#include "../spec.hpp"

namespace boardlab::games {

struct PocketBattlefieldOptions {
  int size = 4;  // [decided] a size x size board; Gold on rank 1, Red on the top rank
  // [decided] regions as cell lists; empty means the default: hill-tops in the corners a1 (Gold)
  // and the top-right (Red), foot-hills the hill-top's orthogonal neighbours.
  Name gold_hill_top{};
  Name red_hill_top{};
  FixedString<64> gold_foot_hills{};
  FixedString<64> red_foot_hills{};
  int max_plies = 300;  // [decided] the game is drawn when the ply counter reaches this
};

constexpr GameSpec pocket_battlefield(const PocketBattlefieldOptions& options = {}) {
  const int n = options.size;
  if (n < 3 || n > max_board_side)
    throw SpecError("pocket_battlefield: size " + std::to_string(n) + " is not between 3 and 16");
  GameSpec s;
  s.name = "pocket_battlefield";
  s.files = n;
  s.ranks = n;
  s.max_plies = options.max_plies;

  const std::string top_right = cell_name(n - 1, n - 1);
  const std::string gold_top = options.gold_hill_top.empty() ? "a1" : options.gold_hill_top.str();
  const std::string red_top = options.red_hill_top.empty() ? top_right : options.red_hill_top.str();
  const std::string gold_feet =
      options.gold_foot_hills.empty() ? std::string("b1 a2") : options.gold_foot_hills.str();
  const std::string red_feet = options.red_foot_hills.empty()
                                   ? cell_name(n - 2, n - 1) + " " + cell_name(n - 1, n - 2)
                                   : options.red_foot_hills.str();
  s.add_region("gold_hill_top", gold_top);
  s.add_region("red_hill_top", red_top);
  s.add_region("hill_tops", gold_top + " " + red_top);
  s.add_region("foot_hills", gold_feet + " " + red_feet);
  const CellSet valley = all_cells(n, n)
                             .without(parse_cell_list(gold_top + " " + red_top, "hill-tops"))
                             .without(parse_cell_list(gold_feet + " " + red_feet, "foot-hills"));
  s.add_region("valley", valley);

  s.add_kind('G', Owner::player0, "gold");
  s.add_kind('R', Owner::player1, "red");
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

  const std::string reds(std::size_t(n), 'R'), golds(std::size_t(n), 'G');
  std::string board = reds;
  for (int r = 0; r < n - 2; ++r) board += "/" + std::to_string(n);
  board += "/" + golds;
  s.start = PositionText(board + " 0 - 0");
  return s;
}

}  // namespace boardlab::games

#pragma once
// Breakthrough (docs/rules.md, "Breakthrough"): pieces step forward, straight or diagonally, and
// capture only diagonally forward; the mover wins on reaching the far rank or taking the last enemy
// piece.
#include <array>
#include <string>
#include <string_view>

#include "../spec.hpp"
#include "options.hpp"

namespace boardlab::games {

struct BreakthroughOptions {
  int files = 8;  // board size; boards over 64 cells need Game<128> or larger
  int ranks = 8;
  int max_plies = 300;  // [decided] the game is drawn when the ply counter reaches this
};

inline constexpr std::array breakthrough_options{
    option<&BreakthroughOptions::files>("files", "board width, 1 to 16"),
    option<&BreakthroughOptions::ranks>("ranks", "board height, 5 to 16"),
    option<&BreakthroughOptions::max_plies>(
        "max_plies", "[decided] the game is drawn when the ply counter reaches this"),
};

namespace detail {
// Breakthrough's board, kinds, goals and start, without the moves: Knightthrough shares them.
constexpr GameSpec breakthrough_layout(std::string_view name, const BreakthroughOptions& options) {
  GameSpec s;
  s.name = name;
  s.files = options.files;
  s.ranks = options.ranks;
  s.max_plies = options.max_plies;
  if (options.ranks < 5 || options.files < 1 || options.files > max_board_side ||
      options.ranks > max_board_side)
    throw SpecError(std::string(name) + ": board " + to_text(options.files) + "x" +
                    to_text(options.ranks) + " needs 1 to 16 files and 5 to 16 ranks");
  s.add_region("top_rank", rank_cells(options.ranks - 1, options.files));
  s.add_region("bottom_rank", rank_cells(0, options.files));

  s.add_kind('W', Owner::zero, "white");
  s.add_kind('B', Owner::one, "black");

  s.add_end(Reaches{.pieces = Pieces::kind('W'),
                    .region = "top_rank",
                    .winner = Player::zero,
                    .when = When::winner_moved});
  s.add_end(Reaches{.pieces = Pieces::kind('B'),
                    .region = "bottom_rank",
                    .winner = Player::one,
                    .when = When::winner_moved});
  s.add_end(NoPiecesLeft{
      .pieces = Pieces::of(Player::one), .winner = Player::zero, .when = When::winner_moved});
  s.add_end(NoPiecesLeft{
      .pieces = Pieces::of(Player::zero), .winner = Player::one, .when = When::winner_moved});
  s.no_legal_move = NoMoveResult::loses;
  // For search agents: a piece is worth ten, and one more for each rank it has come nearer its
  // goal, as the usual Breakthrough evaluations weigh material and advance.
  s.evaluate({.type = TermType::material, .weight = 10});
  s.evaluate({.type = TermType::distance, .kind = 'W', .region = "top_rank", .weight = 1});
  s.evaluate({.type = TermType::distance, .kind = 'B', .region = "bottom_rank", .weight = 1});

  // Two ranks of B at the top, two of W at the bottom, empty ranks between.
  const auto files = std::size_t(options.files);
  s.start.append(files, 'B').append("/").append(files, 'B');
  for (int r = 0; r < options.ranks - 4; ++r) s.start.append("/").append_number(files);
  s.start.append("/").append(files, 'W').append("/").append(files, 'W').append(" 0 - 0");
  return s;
}
}  // namespace detail

constexpr GameSpec breakthrough(const BreakthroughOptions& options = {}) {
  GameSpec s = detail::breakthrough_layout("breakthrough", options);
  for (char symbol : {'W', 'B'}) {
    s.moves(symbol, Step{.directions = dir::forward, .onto = Targets::empty});
    s.moves(symbol, Step{.directions = dir::forward_diagonal, .onto = Targets::empty_or_enemy});
  }
  return s;
}

}  // namespace boardlab::games

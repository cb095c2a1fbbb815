#pragma once
// Skateboards, Pogosticks and Trashcans (docs/rules.md, "Skateboards").
//
// Pogosticks (P, the Attacker, player 0) step or leap in all eight directions; Skateboards (S, the
// Defender, player 1) step diagonally and slide orthogonally; six neutral Trashcans (T) are
// placed first, alternately, starting with the Attacker, and never move (`trashcans` sets how
// many).
#include <array>

#include "../spec.hpp"
#include "options.hpp"

namespace boardlab::games {

struct SkateboardsOptions {
  int max_plies = 300;  // [decided] the game is drawn when the ply counter reaches this
  int trashcans = 6;    // placed first, alternately, the Attacker first
};

inline constexpr std::array skateboards_options{
    option<&SkateboardsOptions::max_plies>(
        "max_plies", "[decided] the game is drawn when the ply counter reaches this"),
    option<&SkateboardsOptions::trashcans>(
        "trashcans", "Trashcans placed before the first move, 0 to 40 (an odd number leaves "
                     "the first move to the Defender)"),
};

constexpr GameSpec skateboards(const SkateboardsOptions& options = {}) {
  // 40 leaves the pieces a dozen empty cells of the 52 the start leaves.
  if (options.trashcans < 0 || options.trashcans > 40)
    throw SpecError("skateboards: trashcans " + to_text(options.trashcans) +
                    " is not between 0 and 40");
  GameSpec s;
  s.name = "skateboards";
  s.files = 8;
  s.ranks = 8;
  s.max_plies = options.max_plies;
  s.add_region("slab", "d4 e4 d5 e5");

  s.add_kind('P', Owner::zero, "pogostick");
  s.add_kind('S', Owner::one, "skateboard");
  s.add_kind('T', Owner::neutral, "trashcan");
  s.moves('P', Step{.directions = dir::all, .onto = Targets::empty_or_enemy});
  s.moves(
      'P',
      Leap{.directions = dir::all, .over = Targets::any_piece, .onto = Targets::empty_or_enemy});
  s.moves('S', Step{.directions = dir::diagonal, .onto = Targets::empty_or_enemy});
  s.moves('S', Slide{.directions = dir::orthogonal, .onto = Targets::empty_or_enemy});
  s.moves('T', Drop{});
  s.placement = Placement::placement_first;  // all the T are placed before anything moves

  s.add_end(NoPiecesLeft{.pieces = Pieces::kind('S'), .winner = Player::zero});
  s.add_end(RegionHolds{
      .pieces = Pieces::kind('P'), .region = "slab", .count = 4, .winner = Player::zero});
  s.add_end(ReducedTo{.pieces = Pieces::kind('P'), .count = 3, .winner = Player::one});
  s.no_legal_move = NoMoveResult::loses;  // [decided]
  // For search agents: the Attacker takes four Skateboards to win and the Defender five
  // Pogosticks, so a Skateboard is worth five and a Pogostick four; a Pogostick on the slab
  // three more, and one for each step it has come nearer the slab.
  s.evaluate({.type = TermType::material, .kind = 'S', .weight = 5});
  s.evaluate({.type = TermType::material, .kind = 'P', .weight = 4});
  s.evaluate({.type = TermType::region, .kind = 'P', .region = "slab", .weight = 3});
  s.evaluate({.type = TermType::distance, .kind = 'P', .region = "slab", .weight = 1});

  s.start = "1P4P1/P6P/8/3SS3/3SS3/8/P6P/1P4P1 0 ";
  if (options.trashcans == 0)
    s.start.append("-");
  else
    s.start.append("T").append_number(std::size_t(options.trashcans));
  s.start.append(" 0");
  return s;
}

}  // namespace boardlab::games

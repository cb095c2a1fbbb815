#pragma once
// Brandubh (docs/rules.md, "Brandubh"), the Irish tafl game of the 7x7 board: eight attackers (A,
// player 0, first) besiege the king (K) and his four defenders (D). Every piece moves like a rook;
// the throne (d4) and the four corners are the king's alone, though any piece passes over the
// empty throne. A piece is taken when the mover encloses it between two of the mover's pieces on
// opposite sides, orthogonally, or between one and a hostile corner. The king wins on a corner;
// the attackers win by taking the king. The rules differ from source to source: each point where
// they do is an option.
#include <array>

#include "../spec.hpp"
#include "options.hpp"

namespace boardlab::games {

struct BrandubhOptions {
  // [decided] The king is taken as any piece is, between two attackers; true: only when enclosed
  // on all four sides (by attackers, or hostile cells), so never on the board's edge.
  bool king_surrounded = false;
  // [decided] The king takes part in captures (an armed king); false: he never does.
  bool king_armed = true;
  // [decided] The empty throne is hostile, as the corners are; false: only the corners.
  bool throne_hostile = false;
  int max_plies = 300;  // [decided] the game is drawn when the ply counter reaches this
};

inline constexpr std::array brandubh_options{
    option<&BrandubhOptions::king_surrounded>(
        "king_surrounded",
        "[decided] false: the king is taken by two, as any piece; true: by four"),
    option<&BrandubhOptions::king_armed>("king_armed",
                                         "[decided] true: the king takes part in captures"),
    option<&BrandubhOptions::throne_hostile>(
        "throne_hostile", "[decided] true: the empty throne is hostile, as the corners are"),
    option<&BrandubhOptions::max_plies>(
        "max_plies", "[decided] the game is drawn when the ply counter reaches this"),
};

constexpr GameSpec brandubh(const BrandubhOptions& options = {}) {
  GameSpec s;
  s.name = "brandubh";
  s.files = 7;
  s.ranks = 7;
  s.max_plies = options.max_plies;
  s.add_region("throne", "d4");
  s.add_region("corners", "a1 g1 a7 g7");
  s.add_region("restricted", "d4 a1 g1 a7 g7");
  s.add_region("hostile", options.throne_hostile ? "d4 a1 g1 a7 g7" : "a1 g1 a7 g7");

  s.add_kind('A', Owner::zero, "attacker", "firebrick");
  s.add_kind('D', Owner::one, "defender", "ivory");
  s.add_kind('K', Owner::one, "king", "gold");
  constexpr Slide rook{.directions = dir::orthogonal, .onto = Targets::empty};
  for (const char symbol : {'A', 'D', 'K'}) s.moves(symbol, rook);
  s.bar('A', "restricted");
  s.bar('D', "restricted");
  s.custodial = {.directions = dir::orthogonal, .hostile = "hostile"};
  s.custody('K', options.king_surrounded ? Enclosure::all_sides : Enclosure::two_sides,
            options.king_armed);

  s.add_end(Reaches{.pieces = Pieces::kind('K'), .region = "corners", .winner = Player::one});
  s.add_end(NoPiecesLeft{.pieces = Pieces::kind('K'), .winner = Player::zero});
  // [decided] A player who cannot move draws, as a blocked game does in the sources that say.
  s.no_legal_move = NoMoveResult::draws;
  s.start = "3A3/3A3/3D3/AADKDAA/3D3/3A3/3A3 0 - 0";
  return s;
}

}  // namespace boardlab::games

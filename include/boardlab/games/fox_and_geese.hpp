#pragma once
// Fox and Geese (docs/rules.md, "Fox and Geese"), the old hunt game of the 33-cell cross: many
// geese try to pen in one fox, which jumps them as in draughts. The cross is a 7x7 rectangle
// without its four 2x2 corners (GameSpec::off_board). Pieces move along the board's lines:
// orthogonal ones everywhere and, as usually drawn, diagonal ones through every other cell.
#include <array>

#include "../spec.hpp"
#include "options.hpp"

namespace boardlab::games {

struct FoxAndGeeseOptions {
  bool diagonals = true;        // diagonal lines through the cells where file + rank is even
  int geese = 13;               // 13, 15 or 17
  bool geese_move_back = true;  // a goose may step backwards (the 13-goose game's rule)
  int fox_wins_at = 3;          // the fox wins when this many geese or fewer are left
  int max_plies = 300;
};

inline constexpr std::array fox_and_geese_options{
    option<&FoxAndGeeseOptions::diagonals>(
        "diagonals", "diagonal lines through every other cell (false: orthogonal lines only)"),
    option<&FoxAndGeeseOptions::geese>("geese", "13, 15 or 17 geese"),
    option<&FoxAndGeeseOptions::geese_move_back>(
        "geese_move_back", "geese may step backwards (false: forwards and sideways only)"),
    option<&FoxAndGeeseOptions::fox_wins_at>(
        "fox_wins_at", "[decided] the fox wins when this many geese or fewer are left"),
    option<&FoxAndGeeseOptions::max_plies>(
        "max_plies", "[decided] the game is drawn when the ply counter reaches this"),
};

constexpr GameSpec fox_and_geese(const FoxAndGeeseOptions& options = {}) {
  if (options.geese != 13 && options.geese != 15 && options.geese != 17)
    throw SpecError("fox_and_geese: geese " + to_text(options.geese) + " is not 13, 15 or 17");
  if (options.fox_wins_at < 0 || options.fox_wins_at >= options.geese)
    throw SpecError("fox_and_geese: fox_wins_at " + to_text(options.fox_wins_at) +
                    " is not from 0 to one less than the geese");
  GameSpec s;
  s.name = "fox_and_geese";
  s.files = 7;
  s.ranks = 7;
  s.max_plies = options.max_plies;
  s.add_off_board("a1 b1 a2 b2 f1 g1 f2 g2 a6 b6 a7 b7 f6 g6 f7 g7");
  // The diagonal lines cross at the cells where file + rank is even (from 0: a3, c3, d4, ...);
  // a diagonal step from one of them lands on another, so a move along one starts there.
  if (options.diagonals) {
    CellSet cells;
    for (int rank = 0; rank < 7; ++rank)
      for (int file = 0; file < 7; ++file)
        if ((file + rank) % 2 == 0 && !s.off_board.contains({file, rank}))
          cells.insert({file, rank});
    s.add_region("crossings", cells);
  }
  s.add_kind('G', Owner::zero, "goose");
  s.add_kind('F', Owner::one, "fox");

  const DirectionSet goose_straight = options.geese_move_back
                                          ? dir::forward | dir::sideways | dir::backward
                                          : dir::forward | dir::sideways;
  const DirectionSet goose_diagonal = options.geese_move_back
                                          ? dir::forward_diagonal | dir::backward_diagonal
                                          : dir::forward_diagonal;
  s.moves('G', Step{.directions = goose_straight, .onto = Targets::empty});
  if (options.diagonals)
    s.moves('G',
            Step{.directions = goose_diagonal, .onto = Targets::empty, .from_region = "crossings"});

  // The fox steps along any line, or jumps a goose, and may go on jumping, in any direction,
  // stopping where it likes.
  constexpr Then go_on{.part = 1, .continuation = Continuation::optional};
  s.moves('F', Step{.directions = dir::orthogonal, .onto = Targets::empty});
  for (const int part : {0, 1})
    s.moves('F', Leap{.directions = dir::orthogonal,
                      .over = Targets::enemy,
                      .onto = Targets::empty,
                      .leapt = Leapt::captured,
                      .part = part,
                      .then = go_on});
  if (options.diagonals) {
    s.moves('F',
            Step{.directions = dir::diagonal, .onto = Targets::empty, .from_region = "crossings"});
    for (const int part : {0, 1})
      s.moves('F', Leap{.directions = dir::diagonal,
                        .over = Targets::enemy,
                        .onto = Targets::empty,
                        .leapt = Leapt::captured,
                        .from_region = "crossings",
                        .part = part,
                        .then = go_on});
  }
  s.add_end(
      ReducedTo{.pieces = Pieces::kind('G'), .count = options.fox_wins_at, .winner = Player::one});
  s.no_legal_move = NoMoveResult::loses;

  // Ranks from the top down, each listing its cells only (off_board ones are not written): the
  // fox on d4, geese on the bottom arm and rank 3, and with 15 or 17 the ends of rank 4 too.
  // A literal, not a std::string: Clang cannot build a libstdc++ 12 string in constant evaluation.
  const char* const rank4 = options.geese == 13 ? "3F3" : options.geese == 15 ? "G2F2G" : "GG1F1GG";
  s.start = "3/3/7/";
  s.start.append(rank4);
  s.start.append("/GGGGGGG/GGG/GGG 0 - 0");
  return s;
}

}  // namespace boardlab::games

#pragma once
// International draughts (docs/rules.md, "International draughts"), 10x10: men step diagonally
// forward and capture diagonally both ways; kings fly (move and capture along a whole diagonal);
// capturing is compulsory and the turn must take the most pieces; jumped pieces leave when the
// turn ends; a man is crowned only where its turn ends. Size 8 plays Brazilian draughts and 12
// Canadian draughts, which differ only in the board.
#include <array>

#include "../spec.hpp"
#include "options.hpp"
#include "square_board.hpp"

namespace boardlab::games {

struct InternationalDraughtsOptions {
  int size = 10;  // 8 (Brazilian), 10 or 12 (Canadian); each side fills size / 2 - 1 ranks
  int max_plies = 1000;
  // Turns in a row without a capture that draw the game; 0, the default, for none.
  int quiet_turn_limit = 0;
};

inline constexpr std::array international_draughts_options{
    option<&InternationalDraughtsOptions::size>(
        "size", "board side: 10, or 8 (Brazilian draughts) or 12 (Canadian draughts)"),
    option<&InternationalDraughtsOptions::max_plies>(
        "max_plies", "[decided] the game is drawn when the ply counter reaches this"),
    option<&InternationalDraughtsOptions::quiet_turn_limit>(
        "quiet_turn_limit",
        "the game is drawn after this many turns in a row without a capture (0: never)"),
};

constexpr GameSpec international_draughts(const InternationalDraughtsOptions& options = {}) {
  const int n = options.size;
  if (n != 8 && n != 10 && n != 12)
    throw SpecError("international_draughts: size " + to_text(n) + " is not 8, 10 or 12");
  GameSpec s = square_board_spec("international_draughts", n, 8, options.max_plies);
  s.quiet_turn_limit = options.quiet_turn_limit;
  s.add_region("top_rank", rank_cells(n - 1, n));
  s.add_region("bottom_rank", rank_cells(0, n));
  s.add_kind('w', Owner::zero, "man");
  s.add_kind('W', Owner::zero, "king");
  s.add_kind('b', Owner::one, "man");
  s.add_kind('B', Owner::one, "king");
  constexpr Leap man_jump{.directions = dir::diagonal,
                          .over = Targets::enemy,
                          .onto = Targets::empty,
                          .leapt = Leapt::captured,
                          .then = Then{.part = 1}};
  Leap king_jump = man_jump;
  king_jump.range = LeapRange::flying;
  // A capture: the jump that starts it (part 0) and the same jump going on with it (part 1).
  const auto captures_with = [&](char symbol, Leap jump) {
    s.moves(symbol, jump);
    jump.part = 1;
    s.moves(symbol, jump);
  };
  for (const char man : {'w', 'b'}) {
    s.moves(man, Step{.directions = dir::forward_diagonal, .onto = Targets::empty});
    captures_with(man, man_jump);
  }
  for (const char king : {'W', 'B'}) {
    s.moves(king, Slide{.directions = dir::diagonal, .onto = Targets::empty});
    captures_with(king, king_jump);
  }
  constexpr PromotionTiming where_the_turn_ends = PromotionTiming::at_turn_end;
  s.promotes('w', Promotion{.region = "top_rank", .to = "W", .timing = where_the_turn_ends});
  s.promotes('b', Promotion{.region = "bottom_rank", .to = "B", .timing = where_the_turn_ends});
  s.capture_rule = CaptureRule::most;
  s.leapt_removal = LeaptRemoval::at_turn_end;
  s.no_legal_move = NoMoveResult::loses;
  // Pieces on the dark cells (file + rank even, from 0: a1 is dark), size / 2 - 1 ranks a side.
  const int rows = n / 2 - 1;
  for (int r = n - 1; r >= 0; --r) {
    if (r >= rows && r < n - rows) {
      s.start.append(n == 8 ? "8" : n == 10 ? "10" : "12");
    } else {
      const char piece = r < rows ? 'w' : 'b';
      for (int f = 0; f < n; ++f)
        if ((f + r) % 2 == 0)
          s.start.append(1, piece);
        else
          s.start.append("1");
    }
    if (r > 0) s.start.append("/");
  }
  s.start.append(" 0 - 0");
  return s;
}

}  // namespace boardlab::games

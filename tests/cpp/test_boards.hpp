#pragma once
// Small boards of W (player 0) and B (player 1) pieces for the tests of one primitive or one
// condition: W moves by the primitive under test, B never moves, and a player without a move
// draws, so that only the rule under test decides anything.
#include <memory>
#include <string_view>

#include <boardlab/boardlab.hpp>

#include "board_text.hpp"
#include "move_lists.hpp"

namespace test_boards {

// A board of W (player 0) and B (player 1) pieces; W's primitive is `w_moves`, B never moves.
inline boardlab::GameSpec board_spec(int files, int ranks, boardlab::BoardGeometry geometry,
                                     const boardlab::Primitive& w_moves) {
  using namespace boardlab;
  GameSpec s;
  s.name = "board";
  s.files = files;
  s.ranks = ranks;
  s.geometry = geometry;
  s.add_kind('W', Owner::zero, "white");
  s.add_kind('B', Owner::one, "black");
  s.moves('W', w_moves);
  s.no_legal_move = NoMoveResult::draws;
  s.start = PositionText(test_positions::board_text(files, ranks, ""));
  return s;
}

// The same on a square 8x8 board.
inline boardlab::GameSpec board_spec(const boardlab::Primitive& w_moves) {
  return board_spec(8, 8, boardlab::BoardGeometry::square, w_moves);
}

// The moves of W from `white`, as texts.
template <int N = 64>
move_lists::Texts moves_of(const boardlab::GameSpec& s, std::string_view white,
                           std::string_view black = "") {
  const auto game = std::make_unique<const boardlab::Game<N>>(s);
  return move_lists::turn_texts(*game, test_positions::board_text(s.files, s.ranks, white, black));
}

// Whether an end condition of `s` makes W the winner with W on `white` and B on `black`.
template <int N = 64>
bool connected(const boardlab::GameSpec& s, std::string_view white, std::string_view black = "") {
  using namespace boardlab;
  const auto game = std::make_unique<const Game<N>>(s);
  const Position<N> p =
      parse_position(*game, test_positions::board_text(s.files, s.ranks, white, black));
  const Outcome o = condition_outcome(*game, p);
  return o.over() && o.winner == Player::zero && o.reason == Reason::condition;
}

// A 4x4 board of four 2x2 blocks, one of which turns after each drop (GameSpec::rotating_blocks);
// three in a row wins, for either player after any turn, and lines for both give `at_once`.
// The drops fall along `falls` (none: they stay put).
inline boardlab::GameSpec turning_threes(boardlab::DirectionSet falls,
                                         boardlab::WinsAtOnce at_once) {
  using namespace boardlab;
  GameSpec s;
  s.name = "threes";
  s.files = 4;
  s.ranks = 4;
  s.add_kind('W', Owner::zero, "white");
  s.add_kind('B', Owner::one, "black");
  for (const char k : {'W', 'B'}) s.moves(k, Drop{.falls = falls});
  s.rotating_blocks = 2;
  s.wins_at_once = at_once;
  for (const Player p : {Player::zero, Player::one})
    s.add_end(InARow{.pieces = Pieces::of(p),
                     .count = 3,
                     .winner = p,
                     .directions = dir::all,
                     .when = When::always});
  s.placement = Placement::anytime;
  s.no_legal_move = NoMoveResult::draws;
  s.max_plies = 16;
  s.start = "4/4/4/4 0 W8B8 0";
  return s;
}

}  // namespace test_boards

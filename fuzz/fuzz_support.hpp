#pragma once
// What the fuzz targets share. A broken property aborts, so that libFuzzer saves the input
// (an uncaught exception aborts too: only the error a target names as "rejected input" is
// caught). The checks are those of the conformance tests (tests/cpp/position_checks.hpp), plus
// what only pays when inputs are odd: every successor position, not only those on a playout.
#include <cstdio>
#include <cstdlib>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <utility>

#include <boardlab/boardlab.hpp>

#include "position_checks.hpp"

namespace fuzz {

[[noreturn]] inline void fail(std::string_view what, std::string_view where) {
  std::fprintf(stderr, "\nboardlab fuzz: %.*s\n  at %.*s\n", int(what.size()), what.data(),
               int(where.size()), where.data());
  std::fflush(stderr);
  std::abort();
}

inline void require(bool ok, std::string_view what, std::string_view where) {
  if (!ok) fail(what, where);
}

// The reporter position_checks::check_position takes: aborts at the first broken property,
// naming the position (its text, taken before the checks move pieces about) and the move.
class AbortingReport {
 public:
  explicit AbortingReport(std::string position_text) : position_text_(std::move(position_text)) {}
  void check(bool ok, std::string_view what, std::string_view move) const {
    if (ok) return;
    std::string where = "position '" + position_text_ + "'";
    if (!move.empty()) where += ", move '" + std::string(move) + "'";
    fail(what, where);
  }

 private:
  std::string position_text_;
};

// check_position's checks, aborting; returns the legal moves.
template <int N>
typename boardlab::Game<N>::Moves checked_moves(const boardlab::Game<N>& game,
                                                boardlab::Position<N>& p) {
  AbortingReport report(boardlab::format_position(game, p));
  return position_checks::check_position(game, p, report);
}

// What check_position leaves out, for each legal move `m` of `p`: its text with 'x' for '-'
// (capture_spelling) names it too; legal_move_like finds it again; the position it leads to is
// the one its own text describes, bitboards included (apply and undo can each be wrong in ways the
// other cancels, and parse(format(...)) rebuilds every bitboard from the stacks); and no other
// legal move has its text or leads to its position (one move listed twice biases random play and
// search: Game refuses the rules that would do that).
template <int N>
void check_successors(const boardlab::Game<N>& game, boardlab::Position<N>& p,
                      const typename boardlab::Game<N>::Moves& moves) {
  using boardlab::format_position;
  const std::string text = format_position(game, p);
  std::set<std::string> texts;
  // The position after a move: the move, the cell it took a piece on (-1: none), and whether it
  // is a drop that turns a block.
  struct Effect {
    std::string move;
    int taken_on;
    bool turns_block;
  };
  std::map<std::string, Effect> effects;
  for (const boardlab::Move m : moves) {
    const std::string mt = boardlab::format_move(game, m);
    const int taken_on = boardlab::detail::captures(p, m) ? m.to() : -1;
    const std::string where = "position '" + text + "', move '" + mt + "'";
    if (const std::string with_x = boardlab::capture_spelling(game, m); !with_x.empty())
      require(boardlab::parse_move(game, p, with_x) == m, "the 'x' spelling is another move",
              where);
    require(boardlab::legal_move_like(game, p, m) == m, "legal_move_like finds another move",
            where);
    const boardlab::Undo u = boardlab::apply_unchecked(game, p, m);
    const std::string after = format_position(game, p);
    boardlab::Position<N> reread{};
    try {
      reread = boardlab::parse_position(game, after);
    } catch (const boardlab::PositionError& e) {
      fail(std::string("the engine made a position its own parser refuses: ") + e.what(), where);
    }
    require(position_checks::identical(reread, p),
            "the position after the move differs from the one its text describes (a bitboard, "
            "the top-piece table or the hash)",
            where + ", after: '" + after + "'");
    require(texts.insert(mt).second, "two legal moves have one text", where);
    const bool turns_block = m.type() == boardlab::MoveType::drop && m.block_turn() != 0;
    const auto [first, distinct] = effects.emplace(after, Effect{mt, taken_on, turns_block});
    // Where captures explode, two captures whose explosions both take both takers (on one cell,
    // or on two cells next to each other), or a taking promotion's choices, leave one position;
    // so do two drops that each turn a block (an empty block turned either way, a block that a
    // half turn leaves alike turned either way): moves of their own still (the references list
    // each).
    const bool exploded_alike =
        game.captures_explode() && taken_on >= 0 && first->second.taken_on >= 0;
    const bool turned_alike = turns_block && first->second.turns_block;
    require(distinct || exploded_alike || turned_alike, "two legal moves lead to one position",
            where + " and '" + first->second.move + "', after: '" + after + "'");
    boardlab::undo(game, p, u);
  }
}

}  // namespace fuzz

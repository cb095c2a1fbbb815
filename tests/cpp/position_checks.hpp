#pragma once
// The properties every position of every game must have, shared by the conformance tests
// (which report a failure to Catch2 and go on) and the fuzzers in fuzz/ (which abort), so that
// both check exactly the same things.
#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include <boardlab/boardlab.hpp>

namespace position_checks {

// Every field of two positions, the bitboards and top-piece table included (Position's ==
// compares only what the text says).
template <int N>
bool identical(const boardlab::Position<N>& a, const boardlab::Position<N>& b) {
  for (std::size_t k = 0; k < a.by_kind.size(); ++k)
    if (a.by_kind[k].words != b.by_kind[k].words) return false;
  for (std::size_t o = 0; o < a.by_owner.size(); ++o)
    if (a.by_owner[o].words != b.by_owner[o].words) return false;
  return a.occupied.words == b.occupied.words && a.top == b.top && a.height == b.height &&
         a.pieces == b.pieces && a.reserve == b.reserve && a.hash == b.hash && a.ply == b.ply &&
         a.side == b.side && a.turn == b.turn && a.quiet_turns == b.quiet_turns &&
         a.unmoved == b.unmoved && a.en_passant == b.en_passant &&
         a.checks_given == b.checks_given && a.promoted == b.promoted;
}

// The checks of one position; returns its legal moves. `report.check(ok, what, move)` hears
// of every property (`what`), with the text of the move it is about when there is one; it
// must not build strings when `ok` holds, since this runs millions of times.
//   - the incremental hash equals recompute_hash;
//   - formatting then parsing gives an identical position (so the bitboards agree with the
//     stacks), and formatting that gives the same text;
//   - the outcome is over exactly when there is no legal move;
//   - every legal move's text parses back to it, and applying then undoing it restores the
//     exact position and hash;
//   - no two legal moves have the same text.
template <int N, class Report>
typename boardlab::Game<N>::Moves check_position(const boardlab::Game<N>& game,
                                                 boardlab::Position<N>& p, Report& report) {
  using boardlab::format_move;
  using boardlab::format_position;
  using boardlab::Move;
  const std::string text = format_position(game, p);

  report.check(p.hash == boardlab::recompute_hash(game, p), "incremental hash != recompute_hash",
               {});

  // Text round trip; a freshly parsed position also has bitboards built from scratch.
  const boardlab::Position<N> parsed = boardlab::parse_position(game, text);
  report.check(parsed == p, "parse(format(p)) != p", {});
  report.check(identical(parsed, p), "parse(format(p)) differs from p in a bitboard or the hash",
               {});
  report.check(format_position(game, parsed) == text, "format(parse(text)) != text", {});

  const typename boardlab::Game<N>::Moves moves = boardlab::legal_moves(game, p);
  const boardlab::Outcome outcome = boardlab::outcome(game, p);
  report.check(outcome.over() == moves.empty(), "outcome().over() != legal_moves().empty()", {});
  if (moves.empty())
    report.check(boardlab::outcome_without_moves(game, p) == outcome,
                 "outcome_without_moves != outcome", {});

  std::vector<std::string> texts;
  const boardlab::Position<N> before = p;
  for (const Move m : moves) {
    const std::string mt = format_move(game, m);
    report.check(boardlab::parse_move(game, p, mt) == m, "parse_move(text) is another move", mt);
    texts.push_back(mt);

    const boardlab::Undo u = boardlab::apply_unchecked(game, p, m);
    report.check(p.hash == boardlab::recompute_hash(game, p),
                 "hash after the move is not recompute_hash", mt);
    // A part that leaves the turn in its middle (the piece goes on) changes neither; a turn
    // that claimed a cell in a game where claims give turns is followed by the same side's.
    const bool turn_ended = !p.turn.mid_turn();
    report.check(turn_ended
                     ? p.ply == before.ply + 1 && (p.side != before.side) != bool(p.turn.again)
                     : p.ply == before.ply && p.side == before.side,
                 "ply or side after the move", mt);
    boardlab::undo(game, p, u);
    report.check(identical(p, before), "apply+undo does not restore the position", mt);
    if (!identical(p, before)) p = before;
  }
  std::sort(texts.begin(), texts.end());
  const auto repeat = std::adjacent_find(texts.begin(), texts.end());
  report.check(repeat == texts.end(), "two legal moves have the same text",
               repeat == texts.end() ? std::string_view{} : std::string_view(*repeat));
  return moves;
}

}  // namespace position_checks

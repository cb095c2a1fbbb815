#pragma once
// Checks of the rules of a game on positions worked out by hand (docs/rules.md): the legal
// moves as sorted texts against a hand-written sorted list, and outcomes checked field by field,
// so that a win by another condition, or by another rule, fails.
#include <algorithm>
#include <initializer_list>
#include <string>
#include <string_view>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "move_lists.hpp"

namespace rule_checks {

using move_lists::Texts;

// The texts of all legal moves, sorted.
template <int N>
Texts move_texts(const boardlab::State<N>& s) {
  Texts out;
  for (const boardlab::Move m : s.legal_moves()) out.push_back(boardlab::format_move(s.game(), m));
  std::sort(out.begin(), out.end());
  return out;
}

// The texts of the legal moves of the piece (or whole stack) on `cell`, sorted.
template <int N>
Texts moves_from(const boardlab::State<N>& s, std::string_view cell) {
  const std::string prefix = std::string(cell) + "-";
  Texts out;
  for (const std::string& t : move_texts(s))
    if (t.rfind(prefix, 0) == 0) out.push_back(t);
  return out;
}

// A hand-written expected list; it must be written sorted.
inline Texts expected(std::initializer_list<const char*> texts) {
  Texts out(texts.begin(), texts.end());
  REQUIRE(std::is_sorted(out.begin(), out.end()));
  return out;
}

// A win by end condition number `condition` (from 0, in the game's order): the index too, so a
// win by another condition of the same winner fails.
inline void check_win(const boardlab::Outcome& o, boardlab::Player winner, int condition) {
  CHECK(o.result == boardlab::Result::win);
  CHECK(o.winner == winner);
  CHECK(o.reason == boardlab::Reason::condition);
  CHECK(o.condition == condition);
  CHECK(o.over());
}

// The player to move has no legal move, and loses: `winner` is the other player.
inline void check_no_move_loss(const boardlab::Outcome& o, boardlab::Player winner) {
  CHECK(o.result == boardlab::Result::win);
  CHECK(o.winner == winner);
  CHECK(o.reason == boardlab::Reason::no_legal_move);
  CHECK(o.condition == -1);
  CHECK(o.over());
}

inline void check_not_over(const boardlab::Outcome& o) {
  CHECK(o.result == boardlab::Result::none);
  CHECK(o.reason == boardlab::Reason::none);
  CHECK_FALSE(o.over());
}

}  // namespace rule_checks

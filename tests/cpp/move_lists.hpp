#pragma once
// The legal moves of a position as sorted texts, for tests that compare them with hand-made
// lists: whole turns (a chain is one text) or the parts of the turn's current part; and a part
// played by its text.
#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

namespace move_lists {

using Texts = std::vector<std::string>;

template <int N>
Texts turn_texts(const boardlab::Game<N>& game, std::string_view position) {
  const boardlab::State<N> state(game, position);
  Texts out;
  for (const boardlab::Turn& t : state.legal_turns()) out.push_back(state.turn_text(t));
  std::sort(out.begin(), out.end());
  return out;
}

template <int N>
Texts part_texts(const boardlab::Game<N>& game, std::string_view position) {
  const boardlab::State<N> state(game, position);
  Texts out;
  for (const boardlab::Move m : state.legal_moves()) out.push_back(state.move_text(m));
  std::sort(out.begin(), out.end());
  return out;
}

// The same of a position at hand (a search's, its text not read again).
template <int N>
Texts part_texts(const boardlab::Game<N>& game, const boardlab::Position<N>& p) {
  Texts out;
  for (const boardlab::Move m : boardlab::legal_moves(game, p))
    out.push_back(boardlab::format_move(game, m));
  std::sort(out.begin(), out.end());
  return out;
}

// Plays the legal move (one part) whose text is `text`.
template <int N>
void play_part(boardlab::State<N>& state, std::string_view text) {
  for (const boardlab::Move m : state.legal_moves())
    if (state.move_text(m) == text) return state.play(m);
  FAIL("no legal part " << text << " in " << state.text());
}

}  // namespace move_lists

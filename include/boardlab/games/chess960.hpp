#pragma once
// Chess960 (docs/rules.md, "Chess960"), as Fairy-Stockfish's fischerandom: chess from one of 960
// starts, the back rank's pieces shuffled with the bishops on cells of both colours and the king
// between the rooks; castling puts the king and rook where they go in chess, from any files.
#include <array>
#include <string>

#include "../error.hpp"
#include "../spec.hpp"
#include "chess.hpp"
#include "options.hpp"

namespace boardlab::games {

struct Chess960Options {
  // The start by its number in Scharnagl's numbering, 0 to 959; 518 is chess's own.
  int position = 518;
  // [decided] The ply limit, a backstop (as chess's).
  int max_plies = 1000;
};

inline constexpr std::array chess960_options{
    option<&Chess960Options::position>(
        "position", "the start's number, 0 to 959 (Scharnagl's numbering; 518 is chess's)"),
    option<&Chess960Options::max_plies>(
        "max_plies", "[decided] the game is drawn when the ply counter reaches this"),
};

namespace detail {

// White's back rank of start `n` (Scharnagl's numbering), from file a: the light-squared bishop
// by n mod 4, the dark-squared one by the next base-4 digit, the queen on one of the six cells
// left by the base-6 digit, the knights by the last digit (0 to 9, the pairs of the five cells
// left in order), and rook, king, rook on the three cells left.
constexpr std::array<char, 8> chess960_back_rank(int n) {
  std::array<char, 8> rank{};
  rank[std::size_t(2 * (n % 4) + 1)] = 'B';
  n /= 4;
  rank[std::size_t(2 * (n % 4))] = 'B';
  n /= 4;
  const auto put_on_empty = [&](int which, char piece) {
    for (std::size_t f = 0; f < 8; ++f)
      if (rank[f] == 0 && which-- == 0) {
        rank[f] = piece;
        return;
      }
  };
  put_on_empty(n % 6, 'Q');
  n /= 6;
  constexpr std::array<std::array<int, 2>, 10> knights{
      {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}}};
  put_on_empty(knights[std::size_t(n)][1], 'N');  // the later one first: indices stay put
  put_on_empty(knights[std::size_t(n)][0], 'N');
  put_on_empty(0, 'R');
  put_on_empty(0, 'K');
  put_on_empty(0, 'R');
  return rank;
}

}  // namespace detail

constexpr GameSpec chess960(const Chess960Options& options = {}) {
  if (options.position < 0 || options.position > 959)
    throw SpecError("chess960: position " + to_text(options.position) +
                    " is not a start's number, 0 to 959");
  GameSpec s = chess({.max_plies = options.max_plies});
  s.name = "chess960";
  const std::array<char, 8> back = detail::chess960_back_rank(options.position);
  PositionText start{};
  for (const char c : back) start.append(1, char(c - 'A' + 'a'));
  start.append("/pppppppp/8/8/8/8/PPPPPPPP/");
  for (const char c : back) start.append(1, c);
  start.append(" 0 - 0 castling=");
  // The rooks and the king, white's then black's, by file.
  for (const char rank : {'1', '8'})
    for (std::size_t f = 0; f < 8; ++f)
      if (back[f] == 'R' || back[f] == 'K') start.append(1, char('a' + f)).append(1, rank);
  s.start = start;
  return s;
}

}  // namespace boardlab::games

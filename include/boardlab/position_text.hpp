#pragma once
// Position text (docs/rules.md, "Position text"): parsing with errors that name the input and
// the place, and the canonical format. All constexpr; written against a game's tables, so that
// Game<N> can parse its own start position.
//
//   <board> <side> [<reserve> [<ply>]]      "1P4P1/P6P/8/3SS3/3SS3/8/P6P/1P4P1 0 T6 0"
#include <algorithm>
#include <array>
#include <string>
#include <string_view>

#include "error.hpp"
#include "game_tables.hpp"
#include "position.hpp"
#include "position_update.hpp"

namespace boardlab {

namespace detail {

constexpr bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Reads a decimal number without sign; returns the characters used (0: none). Caps at ~1e9.
constexpr int read_number(std::string_view s, long long& value) {
  int i = 0;
  value = 0;
  while (i < int(s.size()) && is_digit(s[i])) {
    if (value < 1000000000) value = value * 10 + (s[i] - '0');
    ++i;
  }
  return i;
}

// Built by appending: GCC 12 warns falsely (-Wrestrict, PR 105651) on "'" + std::string(s).
// string_view::find, written out: GCC 12 cannot evaluate find at compile time on text inside a
// constexpr object when UBSan is on (its null-pointer check is then no constant expression).
constexpr std::size_t find_char(std::string_view s, char c, std::size_t from) {
  for (std::size_t i = from; i < s.size(); ++i)
    if (s[i] == c) return i;
  return std::string_view::npos;
}

constexpr std::string quoted(std::string_view s) {
  std::string out(1, '\'');
  out.append(s);
  out.push_back('\'');
  return out;
}

}  // namespace detail

// Reads position text into a position of `game` (a Game<N> or its tables), or throws
// PositionError naming `what`, the text and the place. Also rejects positions whose piece counts
// could stack higher than a stack holds or give more moves than a move list holds.
template <int N>
constexpr Position<N> parse_position(const GameTables<N>& game, std::string_view text,
                                     std::string_view what = "position text") {
  // The message is built only when something is wrong: cheaper, and constant evaluation under
  // UBSan cannot build strings from pointers into constexpr objects.
  auto fail = [&](const std::string& why) -> PositionError {
    return PositionError(std::string(what) + " " + detail::quoted(text) + ": " + why);
  };

  if (text.empty()) throw fail("is empty");
  // Split into fields at single spaces.
  std::array<std::string_view, 4> fields{};
  int field_count = 0;
  {
    std::size_t begin = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
      if (i < text.size() && text[i] != ' ') continue;
      if (i == begin) throw fail("fields must be separated by single spaces");
      if (field_count == 4) throw fail("more than four fields");
      fields[field_count++] = text.substr(begin, i - begin);
      begin = i + 1;
    }
  }
  if (field_count < 2) throw fail("expected '<board> <side> [<reserve> [<ply>]]'");

  Position<N> p{};
  std::array<int, max_kinds> pieces_of_kind{};
  int total_pieces = 0;

  // Board: ranks from the top down.
  const std::string_view board = fields[0];
  int rank = game.ranks() - 1;
  int file = 0;
  int rank_number_in_text = 1;
  auto rank_label = [&]() { return "rank " + to_text(rank + 1); };
  auto read_symbol = [&](char c) -> KindIndex {
    const KindIndex k = game.kind_of_symbol(c);
    if (k == no_kind)
      throw fail(rank_label() + ": unknown piece symbol '" + std::string(1, c) + "'");
    return k;
  };
  // Cells past the end of the rank are counted, not stored, so the error can say how many.
  auto place = [&](Stack s) {
    if (file < game.files()) set_cell(game, p, game.cell(file, rank), s);
    ++file;
  };
  auto end_rank = [&]() {
    if (file != game.files())
      throw fail(rank_label() + " has " + to_text(file) + " cells, board has " +
                 to_text(game.files()));
  };
  for (std::size_t i = 0; i < board.size();) {
    const char c = board[i];
    if (c == '/') {
      end_rank();
      --rank;
      ++rank_number_in_text;
      file = 0;
      if (rank < 0) throw fail("board has more than " + to_text(game.ranks()) + " ranks");
      ++i;
    } else if (detail::is_digit(c)) {
      long long run = 0;
      i += detail::read_number(board.substr(i), run);
      if (run == 0) throw fail(rank_label() + ": a run of zero empty cells");
      // Capped, so absurd runs cannot overflow the count; the error still reports the excess.
      file = std::min(file + int(std::min<long long>(run, max_board_cells)), 2 * max_board_cells);
    } else if (c == '(') {
      const std::size_t close = detail::find_char(board, ')', i);
      const std::size_t next_rank = detail::find_char(board, '/', i);
      if (close == std::string_view::npos ||
          (next_rank != std::string_view::npos && next_rank < close))
        throw fail(rank_label() + ": '(' without ')'");
      const std::string_view inside = board.substr(i + 1, close - i - 1);
      if (inside.empty()) throw fail(rank_label() + ": empty stack '()'");
      if (inside.size() > 1 && !game.has_stacks())
        throw fail(rank_label() + ": stacks are not allowed in this game");
      if (inside.size() > std::size_t(Stack::max_height))
        throw fail(rank_label() + ": a stack of " + to_text(inside.size()) +
                   " pieces is higher than " + to_text(Stack::max_height));
      Stack s{};
      for (char sc : inside) {
        const KindIndex k = read_symbol(sc);
        s = s.with_on_top(Stack::single(k));
        ++pieces_of_kind[k];
        ++total_pieces;
      }
      place(s);
      i = close + 1;
    } else {
      const KindIndex k = read_symbol(c);
      ++pieces_of_kind[k];
      ++total_pieces;
      place(Stack::single(k));
      ++i;
    }
  }
  if (rank > 0)
    throw fail("board has " + to_text(rank_number_in_text) + " ranks, the game has " +
               to_text(game.ranks()));
  end_rank();

  // Side to move.
  if (fields[1] == "0") {
    p.side = Player::zero;
  } else if (fields[1] == "1") {
    p.side = Player::one;
    p.hash ^= game.side_key();
  } else {
    throw fail("side to move " + detail::quoted(fields[1]) + " is not 0 or 1");
  }

  // Reserve.
  if (field_count >= 3 && fields[2] != "-") {
    const std::string_view r = fields[2];
    for (std::size_t i = 0; i < r.size();) {
      const KindIndex k = game.kind_of_symbol(r[i]);
      if (k == no_kind) throw fail("reserve: unknown piece symbol '" + std::string(1, r[i]) + "'");
      if (p.reserve[k] != 0)
        throw fail("reserve: symbol '" + std::string(1, r[i]) + "' is listed twice");
      long long count = 0;
      const int used = detail::read_number(r.substr(i + 1), count);
      if (used == 0) throw fail("reserve: symbol '" + std::string(1, r[i]) + "' has no count");
      if (count < 1 || count > 255)
        throw fail("reserve: count " + to_text(count) + " of '" + std::string(1, r[i]) +
                   "' is not between 1 and 255");
      set_reserve(game, p, k, int(count));
      pieces_of_kind[k] += int(count);
      total_pieces += int(count);
      i += 1 + used;
    }
  }

  // Ply.
  if (field_count == 4) {
    long long ply = 0;
    if (detail::read_number(fields[3], ply) != int(fields[3].size()) || ply > 1000000000)
      throw fail("ply " + detail::quoted(fields[3]) + " is not a number of plies");
    p.ply = int(ply);
  }

  if (game.has_stacks() && total_pieces > Stack::max_height)
    throw fail(to_text(total_pieces) + " pieces could stack higher than " +
               to_text(Stack::max_height));
  if (game.max_moves_of(pieces_of_kind) > GameTables<N>::move_capacity)
    throw fail("so many pieces could have more than " + to_text(GameTables<N>::move_capacity) +
               " moves");
  return p;
}

// The canonical text of `p`, always with all four fields.
template <int N>
constexpr std::string format_position(const GameTables<N>& game, const Position<N>& p) {
  std::string out;
  for (int rank = game.ranks() - 1; rank >= 0; --rank) {
    int run = 0;
    for (int file = 0; file < game.files(); ++file) {
      const Stack s = p.stack(game.cell(file, rank));
      if (s.empty()) {
        ++run;
        continue;
      }
      if (run) out += to_text(run);
      run = 0;
      if (s.height > 1) out += '(';
      for (int level = 0; level < s.height; ++level) out += game.symbol(s.at(level));
      if (s.height > 1) out += ')';
    }
    if (run) out += to_text(run);
    if (rank > 0) out += '/';
  }
  out += p.side == Player::zero ? " 0 " : " 1 ";
  bool any = false;
  for (int k = 0; k < game.kind_count(); ++k)
    if (p.reserve[k]) {
      out += game.symbol(KindIndex(k));
      out += to_text(p.reserve[k]);
      any = true;
    }
  if (!any) out += '-';
  out += ' ';
  out += to_text(p.ply);
  return out;
}

}  // namespace boardlab

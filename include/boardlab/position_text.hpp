#pragma once
// Position text (docs/rules.md, "Position text"): parsing with errors that name the input and
// the place, and the canonical format. All constexpr; written against a game's tables, so that
// Game<N> can parse its own start position.
//
//   <board> <side> [<reserve> [<ply> [<turn>]]]      "1P4P1/P6P/8/3SS3/3SS3/8/P6P/1P4P1 0 T6 0"
//
// <turn>, only in games with turn rules or whose players move again after a claim, says where a
// turn stands when it is not a plain new turn: `pass` (the last turn was passed; `both_passed` when
// the two last were), `again` (the player to move played the last turn too, which claimed a cell),
// or `c3-e5:1` (the piece that moved c3-e5 goes on with part 1 of its turn; `c3-e5:1?` when it may
// stop instead); and, in a game with a quiet-turn limit, `quiet=7` (7 turns in a row have taken
// nothing), after a comma when both are given: `c3-e5:1,quiet=7`.
#include <algorithm>
#include <array>
#include <string>
#include <string_view>

#include "error.hpp"
#include "game_tables.hpp"
#include "position.hpp"
#include "position_rules.hpp"
#include "position_update.hpp"
#include "quoted_text.hpp"

namespace boardlab {

// The largest ply a position text may give: far beyond any game's ply limit, and small enough
// that ply arithmetic cannot overflow an int.
inline constexpr int max_ply_in_text = 1000000000;

namespace detail {

constexpr bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Reads a decimal number without sign; returns the characters used (0: none). The value caps
// at ~1e9 (so nothing overflows); messages show the digits as written, never the capped value.
constexpr int read_number(std::string_view s, long long& value) {
  int i = 0;
  value = 0;
  while (i < int(s.size()) && is_digit(s[i])) {
    if (value < 1000000000) value = value * 10 + (s[i] - '0');
    ++i;
  }
  return i;
}

// string_view::find, written out: GCC 12 cannot evaluate find at compile time on text inside a
// constexpr object when UBSan is on (its null-pointer check is then no constant expression).
constexpr std::size_t find_char(std::string_view s, char c, std::size_t from) {
  for (std::size_t i = from; i < s.size(); ++i)
    if (s[i] == c) return i;
  return std::string_view::npos;
}

inline constexpr std::string_view quiet_prefix = "quiet=";

// The count of `quiet=N`, the turns in a row that took nothing (game with a quiet-turn limit).
template <int N, class Fail>
constexpr int read_quiet_turns(const GameTables<N>& game, std::string_view item, const Fail& fail) {
  if (game.quiet_turn_limit() == 0)
    throw fail(quoted(item) + ": this game counts no quiet turns (its quiet_turn_limit is 0)");
  const std::string_view digits =
      item.substr(0, quiet_prefix.size()) == quiet_prefix ? item.substr(quiet_prefix.size()) : "";
  long long count = 0;
  if (digits.empty() || read_number(digits, count) != int(digits.size()) ||
      (digits.size() > 1 && digits[0] == '0') || count == 0)
    throw fail(quoted(item) + " is not 'quiet=' and a number of turns from 1");
  if (count > game.quiet_turn_limit())
    throw fail(quoted(item) + ": more quiet turns than the game's limit of " +
               to_text(game.quiet_turn_limit()));
  return int(count);
}

inline constexpr std::string_view castling_prefix = "castling=";
inline constexpr std::string_view en_passant_prefix = "en_passant=";
inline constexpr std::string_view checks_prefix = "checks=";
inline constexpr std::string_view promoted_prefix = "promoted=";

constexpr bool starts_with(std::string_view s, std::string_view prefix) {
  return s.substr(0, prefix.size()) == prefix;
}

// The castling rights of `unmoved` that stand: a piece keeps its right while a piece it may
// castle with on its rank keeps one, so that equal positions have equal rights.
template <int N>
constexpr typename Position<N>::Board rights_left(const GameTables<N>& game, const Position<N>& p,
                                                  typename Position<N>::Board unmoved) {
  for (bool changed = true; changed;) {
    changed = false;
    for_each_cell(unmoved, [&](int c) {
      const KindIndex k = p.top[c];
      bool paired = false;
      for_each_cell(unmoved, [&](int other) {
        if (other == c || game.rank_of(other) != game.rank_of(c) || p.top[other] == no_kind) return;
        const KindIndex j = p.top[other];
        paired =
            paired || (game.castle_partners(k) >> j & 1u) || (game.castle_partners(j) >> k & 1u);
      });
      if (!paired) {
        unmoved.reset(c);
        changed = true;
      }
    });
  }
  return unmoved;
}

// Castling rights that would give a player two castlings to one side, which one text (O-O,
// O-O-O) cannot tell apart: two pieces that castle (`castler` and `other`), or two partners
// (`other` and `partner`) on one side of `castler`. A player's rights are one castling piece's,
// with at most one partner on each side of it. Cells only: messages are built where the text is
// refused, since the start positions are read in constant evaluation, where Clang makes no string.
struct AmbiguousCastling {
  int castler = -1;
  int other = -1;
  int partner = -1;  // -1: `other` castles too
  constexpr bool found() const { return other >= 0; }
};

template <int N>
constexpr AmbiguousCastling ambiguous_castling(const GameTables<N>& game, const Position<N>& p,
                                               const typename Position<N>::Board& unmoved) {
  for (int pl = 0; pl < 2; ++pl) {
    AmbiguousCastling a;
    for_each_cell(unmoved & p.by_owner[pl], [&](int c) {
      if (a.found() || game.castle_partners(p.top[c]) == 0) return;
      (a.castler >= 0 ? a.other : a.castler) = c;
    });
    if (a.found()) return a;
    if (a.castler < 0) continue;
    int sides[2] = {-1, -1};
    for_each_cell(unmoved & p.by_owner[pl], [&](int c) {
      if (a.found() || game.rank_of(c) != game.rank_of(a.castler) ||
          !(game.castle_partners(p.top[a.castler]) >> p.top[c] & 1u))
        return;
      int& side = sides[game.file_of(c) > game.file_of(a.castler)];
      if (side >= 0) {
        a.other = side;
        a.partner = c;
      }
      side = c;
    });
    if (a.found()) return a;
  }
  return {};
}

// Whether an item of the turn field is a count or a memory rather than where the turn stands.
constexpr bool is_memory_item(std::string_view item) {
  return starts_with(item, quiet_prefix) || starts_with(item, castling_prefix) ||
         starts_with(item, en_passant_prefix) || starts_with(item, checks_prefix) ||
         starts_with(item, promoted_prefix);
}

// Reads a run of cell names ("a1e1h1") into a set.
template <int N, class Bad>
constexpr typename Position<N>::Board read_cells(const GameTables<N>& game, std::string_view item,
                                                 std::string_view cells, const Bad& bad) {
  typename Position<N>::Board out{};
  if (cells.empty()) throw bad(quoted(item) + " names no cell");
  for (std::size_t at = 0; at < cells.size();) {
    int used = 0;
    const int c = game.board_tables().cell_named(cells.substr(at), used);
    if (c < 0) throw bad(quoted(item) + ": expected cell names, like 'a1e1h1'");
    if (out.test(c)) throw bad(quoted(item) + ": cell " + game.cell_name_of(c) + " is named twice");
    out.set(c);
    at += std::size_t(used);
  }
  return out;
}

// The piece that passed the cells `passed` in the last move: next to them along a direction of
// a passable Slide of its kind, a piece of the player not to move.
template <int N>
constexpr int passing_piece(const GameTables<N>& game, const Position<N>& p,
                            const typename Position<N>::Board& passed) {
  const Player mover = p.last_mover();
  for (int i = 0; i < game.moving_kind_count(mover); ++i) {
    const KindIndex k = game.moving_kind(mover, i);
    const auto& info = game.kind(k);
    for (int r = 0; r < info.rule_count; ++r) {
      const auto& rule = info.rules[r];
      if (!(rule.effect_bits & Move::passable_bit)) continue;
      for (int j = 0; j < rule.direction_count; ++j) {
        const Direction d = rule.directions[j];
        int found = -1;
        for_each_cell(passed & game.can_step(d), [&](int c) {
          const int next = c + game.offset(d);
          if (!passed.test(next) && p.top[next] == k) found = next;
        });
        if (found >= 0) return found;
      }
    }
  }
  return -1;
}

// The items of the turn field after where the turn stands: quiet=7, castling=..., en_passant=...
template <int N, class Fail>
constexpr void read_memory_items(const GameTables<N>& game, Position<N>& p, std::string_view items,
                                 const Fail& fail) {
  int order = 0;
  while (!items.empty()) {
    const std::size_t comma = find_char(items, ',', 0);
    const std::string_view item = items.substr(0, comma);
    items = comma == std::string_view::npos ? std::string_view{} : items.substr(comma + 1);
    const auto bad = [&](const std::string& why) { return fail(why); };
    const int kind = starts_with(item, castling_prefix)     ? 2
                     : starts_with(item, en_passant_prefix) ? 3
                     : starts_with(item, checks_prefix)     ? 4
                     : starts_with(item, promoted_prefix)   ? 5
                                                            : 1;
    if (kind <= order)
      throw fail(quoted(item) +
                 ": the items after the turn come once each, in the order quiet=, "
                 "castling=, en_passant=, checks=, promoted=");
    order = kind;
    if (kind == 1) {
      p.quiet_turns = read_quiet_turns(game, item, fail);
    } else if (kind == 2) {
      if (!game.has_castling())
        throw fail(quoted(item) + ": this game has no castling (no kind has a Castle)");
      const auto cells = read_cells(game, item, item.substr(castling_prefix.size()), bad);
      for_each_cell(cells, [&](int c) {
        if (p.top[c] == no_kind || !(game.castling_kinds() >> p.top[c] & 1u))
          throw fail(quoted(item) + ": cell " + game.cell_name_of(c) +
                     " holds no piece that castles or is castled with");
      });
      const auto paired = rights_left(game, p, cells);
      if (paired != cells)
        throw fail(quoted(item) + ": the piece on " +
                   game.cell_name_of(cells.without(paired).lowest()) +
                   " has no piece to castle with among the cells named on its rank");
      if (const AmbiguousCastling a = ambiguous_castling(game, p, cells); a.found())
        throw fail(quoted(item) + ": " +
                   (a.partner < 0 ? "the pieces on " + game.cell_name_of(a.castler) + " and " +
                                        game.cell_name_of(a.other) +
                                        " both castle (a player's castling rights are one "
                                        "piece's)"
                                  : "the piece on " + game.cell_name_of(a.castler) +
                                        " would castle with both " + game.cell_name_of(a.other) +
                                        " and " + game.cell_name_of(a.partner) + " on one side"));
      for_each_cell(cells, [&](int c) { p.hash ^= game.unmoved_key(c); });
      p.unmoved = cells;
    } else if (kind == 5) {
      if (!game.remembers_promotions())
        throw fail(quoted(item) +
                   ": this game remembers no promotion (no Promotion demotes_when_taken)");
      const auto cells = read_cells(game, item, item.substr(promoted_prefix.size()), bad);
      for_each_cell(cells, [&](int c) {
        if (p.top[c] == no_kind || game.demoted(p.top[c]) == no_kind)
          throw fail(quoted(item) + ": cell " + game.cell_name_of(c) +
                     " holds no piece of a kind a remembered promotion makes");
      });
      for_each_cell(cells, [&](int c) { p.hash ^= game.promoted_key(c); });
      p.promoted = cells;
    } else if (kind == 4) {
      if (!game.counts_checks())
        throw fail(quoted(item) + ": this game counts no checks (no ChecksGiven condition)");
      const std::string_view counts = item.substr(checks_prefix.size());
      const std::size_t plus = find_char(counts, '+', 0);
      long long given[2] = {0, 0};
      for (int pl = 0; pl < 2; ++pl) {
        const std::string_view digits = plus == std::string_view::npos ? std::string_view{}
                                        : pl == 0                      ? counts.substr(0, plus)
                                                                       : counts.substr(plus + 1);
        if (digits.empty() || read_number(digits, given[pl]) != int(digits.size()) ||
            (digits.size() > 1 && digits[0] == '0') || given[pl] > 255)
          throw fail(quoted(item) +
                     " is not 'checks=' and the checks each player gave, like 'checks=1+0'");
      }
      for (int pl = 0; pl < 2; ++pl) {
        p.hash ^= game.checks_key(pl, int(given[pl]));
        p.checks_given[std::size_t(pl)] = std::uint8_t(given[pl]);
      }
    } else {
      if (!game.has_en_passant())
        throw fail(quoted(item) +
                   ": this game has no en passant (no passable Slide and Step "
                   "with en_passant)");
      const auto cells = read_cells(game, item, item.substr(en_passant_prefix.size()), bad);
      if ((cells & p.occupied).any())
        throw fail(quoted(item) + ": cell " + game.cell_name_of((cells & p.occupied).lowest()) +
                   " holds a piece, and a cell passed over is empty");
      const int piece = passing_piece(game, p, cells);
      if (piece < 0)
        throw fail(quoted(item) +
                   ": no piece of the player who moved last stands where a "
                   "passable slide over these cells would have ended");
      for_each_cell(cells, [&](int c) { p.hash ^= game.en_passant_key(c); });
      p.en_passant = cells;
      p.en_passant_piece = std::uint8_t(piece);
    }
  }
}

}  // namespace detail

// Reads position text into a position of `game` (a Game<N> or its tables), or throws
// PositionError naming `what`, the text and the place. Also rejects positions whose piece counts
// could stack higher than a stack holds or give more moves than a move list holds, and those the
// game cannot hold (position_rules.hpp).
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
  std::array<std::string_view, 5> fields{};
  int field_count = 0;
  {
    const int most = game.keeps_turn_state() ? 5 : 4;
    std::size_t begin = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
      if (i < text.size() && text[i] != ' ') continue;
      if (i == begin) throw fail("fields must be separated by single spaces");
      if (field_count == most)
        throw fail(most == 4 ? "more than four fields" : "more than five fields");
      fields[field_count++] = text.substr(begin, i - begin);
      begin = i + 1;
    }
  }
  if (field_count < 2) throw fail("expected '<board> <side> [<reserve> [<ply>]]'");

  Position<N> p{};
  p.piece_bits = std::uint8_t(game.stack_piece_bits());
  std::array<int, max_kinds> pieces_of_kind{};
  int total_pieces = 0;

  // Board: ranks from the top down.
  const std::string_view board = fields[0];
  int rank = game.ranks() - 1;
  // Cells read in this rank: a long long, so that no text is long enough to overflow it and the
  // message can say how many there were.
  long long file = 0;
  int rank_number_in_text = 1;
  auto rank_label = [&]() { return "rank " + to_text(rank + 1); };
  auto read_symbol = [&](std::size_t at) -> KindIndex {
    const KindIndex k = game.kind_of_symbol(board[at]);
    if (k == no_kind)
      throw fail(rank_label() + ": unknown piece symbol " + detail::quoted_character_at(board, at));
    return k;
  };
  // Cells past the end of the rank are counted, not stored, so the error can say how many.
  const auto& board_tables = game.board_tables();
  auto place = [&](Stack s) {
    if (file < board_tables.rank_width(rank))
      set_cell(game, p, board_tables.cell_of_rank(rank, int(file)), s);
    ++file;
  };
  auto end_rank = [&]() {
    if (file != board_tables.rank_width(rank))
      throw fail(rank_label() + " has " + to_text(file) + " cells, board has " +
                 to_text(board_tables.rank_width(rank)));
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
      const int used = detail::read_number(board.substr(i), run);
      const std::string_view digits = board.substr(i, std::size_t(used));
      if (run == 0) throw fail(rank_label() + ": a run of zero empty cells");
      if (c == '0')
        throw fail(rank_label() + ": the run " + detail::quoted(digits) + " has a leading zero");
      // A run is counted exactly (the message says how many cells the rank has) unless it is
      // longer than any board's rank, when its digits, as written, are the message.
      if (run > max_board_side)
        throw fail(rank_label() + ": a run of " + std::string(digits) +
                   " empty cells is longer than the board's " + to_text(game.files()) + " files");
      file += run;
      i += std::size_t(used);
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
      if (inside.size() > std::size_t(game.max_stack_height()))
        throw fail(rank_label() + ": a stack of " + to_text(inside.size()) +
                   " pieces is higher than " + to_text(game.max_stack_height()));
      Stack s{0, 0, p.piece_bits};
      for (std::size_t at = i + 1; at < close; at += detail::character_bytes_at(board, at)) {
        const KindIndex k = read_symbol(at);
        s = s.with_on_top(Stack::single(k));
        ++pieces_of_kind[k];
        ++total_pieces;
      }
      place(s);
      i = close + 1;
    } else {
      const KindIndex k = read_symbol(i);
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
      auto symbol = [&] { return detail::quoted_character_at(r, i); };
      if (k == no_kind) throw fail("reserve: unknown piece symbol " + symbol());
      if (p.reserve[k] != 0) throw fail("reserve: symbol " + symbol() + " is listed twice");
      long long count = 0;
      const int used = detail::read_number(r.substr(i + 1), count);
      const std::string_view digits = r.substr(i + 1, std::size_t(used));
      if (used == 0) throw fail("reserve: symbol " + symbol() + " has no count");
      if (used > 1 && digits[0] == '0')
        throw fail("reserve: count " + detail::quoted(digits) + " of " + symbol() +
                   " has a leading zero");
      if (count < 1 || count > 255)
        throw fail("reserve: count " + std::string(digits) + " of " + symbol() +
                   " is not between 1 and 255");
      set_reserve(game, p, k, int(count));
      pieces_of_kind[k] += int(count);
      total_pieces += int(count);
      i += 1 + used;
    }
  }

  // Ply.
  if (field_count >= 4) {
    long long ply = 0;
    if (detail::read_number(fields[3], ply) != int(fields[3].size()))
      throw fail("ply " + detail::quoted(fields[3]) + " is not a number of plies");
    if (fields[3].size() > 1 && fields[3][0] == '0')
      throw fail("ply " + detail::quoted(fields[3]) + " has a leading zero");
    if (ply > max_ply_in_text)
      throw fail("ply " + std::string(fields[3]) + " is more than " + to_text(max_ply_in_text));
    p.ply = int(ply);
  }

  // Where the turn stands: a turn item, then the counts and memories the game keeps, each an item
  // of its own after a comma (quiet=7, castling=a1e1h1, en_passant=e3), in this order.
  if (field_count == 5) {
    std::string_view t = fields[4];
    // A game that keeps a turn state only to move again after a claim has nothing else there.
    if (!game.has_turn_rules() && t != "again")
      throw fail("turn " + detail::quoted(t) +
                 ": the only turn state of this game is 'again' (moves_again_after_claim)");
    std::string_view items = {};
    if (const std::size_t comma = detail::find_char(t, ',', 0); comma != std::string_view::npos) {
      if (comma == 0) throw fail("turn " + detail::quoted(t) + ": nothing before the comma");
      items = t.substr(comma + 1);
      t = t.substr(0, comma);
    }
    if (detail::is_memory_item(t)) {
      items = fields[4];
      t = {};
    }
    detail::read_memory_items(game, p, items, fail);
    TurnState turn{};
    if (t.empty()) {
      // only counts and memories
    } else if (t == "pass" || t == "both_passed") {
      turn.passes = t == "pass" ? 1 : 2;
    } else if (t == "again") {
      if (!game.moves_again_after_claim())
        throw fail("turn 'again': no player moves again in this game (moves_again_after_claim)");
      const KindIndex claimer = game.claim_kind(p.side);
      if (claimer == no_kind || p.by_kind[claimer].none())
        throw fail("turn 'again': the side to move has claimed no cell, so did not move last");
      turn.again = 1;
    } else {
      const auto bad = [&](const std::string& why) {
        return fail("turn " + detail::quoted(t) + ": " + why);
      };
      int from_used = 0, to_used = 0;
      const int from = game.board_tables().cell_named(t, from_used);
      if (from < 0 || from_used + 1 >= int(t.size()) || t[std::size_t(from_used)] != '-')
        throw bad("expected 'pass' or a move and the part it goes on with, like 'c3-e5:1'");
      const std::string_view rest = t.substr(std::size_t(from_used) + 1);
      const int to = game.board_tables().cell_named(rest, to_used);
      const std::string_view tail = rest.substr(std::size_t(to < 0 ? 0 : to_used));
      if (to < 0 || tail.size() < 2 || tail[0] != ':' || !detail::is_digit(tail[1]))
        throw bad("expected 'pass' or a move and the part it goes on with, like 'c3-e5:1'");
      std::size_t at = 2;
      const bool may_stop = at < tail.size() && tail[at] == '?';
      if (may_stop) ++at;
      // The cells this turn's jumps took, closed until it ends: "c1-e3:1xd2".
      typename Position<N>::Board closed{};
      while (at < tail.size()) {
        if (tail[at] != 'x')
          throw bad(
              "expected 'pass' or a move and the part it goes on with, like 'c3-e5:1', "
              "then the cells its jumps took, like 'xd4'");
        if (!game.closes_leapt_cells())
          throw bad(
              "no cell is closed in this game: its jumped pieces leave at once "
              "(leapt_removal 'at_once')");
        int used = 0;
        const int c = game.board_tables().cell_named(tail.substr(at + 1), used);
        if (c < 0) throw bad("expected a cell after 'x'");
        const std::string name = game.cell_name_of(c);
        if (closed.test(c)) throw bad("cell " + name + " is closed twice");
        if (!p.stack(c).empty())
          throw bad("cell " + name + " holds a piece: a cell closed by a jump is empty");
        closed.set(c);
        at += 1 + std::size_t(used);
      }
      set_closed_cells(game, p, closed);
      const int part = tail[1] - '0';
      if (part < 1 || part >= max_turn_parts)
        throw bad("part " + std::string(1, tail[1]) + " is not a later part (1 to " +
                  to_text(max_turn_parts - 1) + ")");
      const KindIndex k = p.top[to];
      bool has_part = false;
      if (k != no_kind && index(game.owner(k)) == index(p.side))
        for (int r = 0; r < game.kind(k).later_rule_count; ++r)
          has_part = has_part || game.kind(k).later_rules[r].part == part;
      if (!has_part)
        throw bad("no piece of the side to move on " + game.cell_name_of(to) + " has a part " +
                  to_text(part));
      turn = {std::uint8_t(part), std::uint8_t(to), std::uint8_t(from),
              std::uint8_t(may_stop ? 1 : 0), 0};
    }
    p.hash ^= game.turn_key(turn);
    p.turn = turn;
  }

  if (game.has_stacks() && total_pieces > game.max_stack_height())
    throw fail(to_text(total_pieces) + " pieces could stack higher than " +
               to_text(game.max_stack_height()));
  if (game.max_moves_of(pieces_of_kind) > GameTables<N>::move_capacity)
    throw fail("so many pieces could have more than " + to_text(GameTables<N>::move_capacity) +
               " moves");
  check_position_rules(game, p, pieces_of_kind, fail);
  return p;
}

// The canonical text of `p`, always with the first four fields (and the fifth when the turn is
// not a plain new one).
template <int N>
constexpr std::string format_position(const GameTables<N>& game, const Position<N>& p) {
  std::string out;
  for (int rank = game.ranks() - 1; rank >= 0; --rank) {
    int run = 0;
    for (int file = 0; file < game.files(); ++file) {
      if (!game.board_tables().on_board(file, rank)) continue;  // not written (off_board)
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
  std::string turn;
  if (p.turn.passes) turn = p.turn.passes == 1 ? "pass" : "both_passed";
  if (p.turn.again) turn = "again";
  if (p.turn.mid_turn()) {
    turn = game.cell_name_of(p.turn.came_from) + "-" + game.cell_name_of(p.turn.cell) + ":" +
           to_text(p.turn.part) + (p.turn.may_stop ? "?" : "");
    for_each_cell(p.closed, [&](int c) { turn += "x" + game.cell_name_of(c); });
  }
  if (p.quiet_turns)
    turn += (turn.empty() ? "" : ",") + std::string(detail::quiet_prefix) + to_text(p.quiet_turns);
  if (p.unmoved.any()) {
    turn += (turn.empty() ? "" : ",") + std::string(detail::castling_prefix);
    for_each_cell(p.unmoved, [&](int c) { turn += game.cell_name_of(c); });
  }
  if (p.en_passant.any()) {
    turn += (turn.empty() ? "" : ",") + std::string(detail::en_passant_prefix);
    for_each_cell(p.en_passant, [&](int c) { turn += game.cell_name_of(c); });
  }
  if (p.checks_given[0] != 0 || p.checks_given[1] != 0)
    turn += (turn.empty() ? "" : ",") + std::string(detail::checks_prefix) +
            to_text(p.checks_given[0]) + "+" + to_text(p.checks_given[1]);
  if (p.promoted.any()) {
    turn += (turn.empty() ? "" : ",") + std::string(detail::promoted_prefix);
    for_each_cell(p.promoted, [&](int c) { turn += game.cell_name_of(c); });
  }
  if (!turn.empty()) out += " " + turn;
  return out;
}

}  // namespace boardlab

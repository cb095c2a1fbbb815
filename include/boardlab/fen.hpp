#pragma once
// FEN (Forsyth-Edwards notation), as Fairy-Stockfish writes it for the chess family and Ataxx: the
// position notation chess players and engines exchange, read and written for any game of single
// pieces without a reserve, or whose drops come from a supply that never runs out (Ataxx)
// (docs/rules.md, "FEN and UCI"). The position text stays the general format; a FEN says the
// same of such a game. UCI move text is in uci.hpp.
//
//   <board> <w|b> <castling> <en passant> <halfmove clock> <fullmove number>
//   "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
//
// The board is the position text's (a game of single pieces writes the same symbols), the
// castling field X-FEN's (K and Q for the outermost partner on the piece's higher or lower
// files, else the partner's file letter, upper case for player 0), the en passant square the
// first cell the last move passed over where a capture can be made, the halfmove clock the
// quiet-turn count (GameSpec::quiet_turn_limit), the fullmove number 1 + ply / 2.
#include <string>
#include <string_view>

#include "error.hpp"
#include "game.hpp"
#include "position.hpp"
#include "position_text.hpp"
#include "quoted_text.hpp"
#include "royal_legality.hpp"

namespace boardlab {

namespace detail {

// The cells of the pieces kind k castles with.
template <int N>
constexpr typename Position<N>::Board castle_partner_cells(const Game<N>& game,
                                                           const Position<N>& p, KindIndex k) {
  typename Position<N>::Board out{};
  for (int j = 0; j < game.kind_count(); ++j)
    if (game.castle_partners(k) >> j & 1u) out |= p.by_kind[j];
  return out;
}

// Whether `partner` is the farthest piece `piece` castles with on its side along the rank.
template <int N>
constexpr bool outermost_partner(const Game<N>& game, const Position<N>& p, int piece,
                                 int partner) {
  const bool right = game.file_of(partner) > game.file_of(piece);
  const int rank = game.rank_of(partner);
  for (int f = game.file_of(partner) + (right ? 1 : -1); f >= 0 && f < game.files();
       f += right ? 1 : -1)
    if (const KindIndex k = p.top[game.cell(f, rank)];
        k != no_kind && (game.castle_partners(p.top[piece]) >> k & 1u))
      return false;
  return true;
}

// A FEN's castling field of `p`.
template <int N>
constexpr std::string fen_castling(const Game<N>& game, const Position<N>& p) {
  std::string out;
  for (const Player player : {Player::zero, Player::one}) {
    for_each_cell(p.unmoved & p.by_owner[index(player)], [&](int piece) {
      if (game.castle_partners(p.top[piece]) == 0) return;
      const auto partners = p.unmoved & castle_partner_cells(game, p, p.top[piece]);
      // The higher files' partner first (K before Q), as FEN lists them.
      for (const bool right : {true, false})
        for_each_cell(partners, [&](int partner) {
          if (game.rank_of(partner) != game.rank_of(piece) ||
              (game.file_of(partner) > game.file_of(piece)) != right)
            return;
          const char letter = outermost_partner(game, p, piece, partner)
                                  ? (right ? 'k' : 'q')
                                  : char('a' + game.file_of(partner));
          out += player == Player::zero ? char(letter - 'a' + 'A') : letter;
        });
    });
  }
  return out.empty() ? "-" : out;
}

// The checks `player` needs to win (its ChecksGiven condition's count), or 0 without one.
template <int N>
constexpr int checks_to_win(const Game<N>& game, Player player) {
  for (int i = 0; i < game.condition_count(); ++i)
    if (game.condition(i).type == ConditionType::checks_given && game.condition(i).winner == player)
      return game.condition(i).count;
  return 0;
}

// The board of a FEN: the position text's, each promoted piece (Position::promoted) followed by
// `~`; in a game whose taken pieces go to a reserve, the reserve in brackets after it, each
// piece as often as it is there, white's first, the kinds in the reverse of the game's order
// (chess's K Q R B N P, as Fairy-Stockfish lists a crazyhouse pocket): `[QPPn]`.
template <int N>
constexpr std::string fen_board(const Game<N>& game, const Position<N>& p) {
  const std::string text = format_position(game, p);
  const std::string board = text.substr(0, text.find(' '));
  std::string out;
  int file = 0, rank = game.ranks() - 1, run = 0;
  for (const char c : p.promoted.any() ? std::string_view(board) : std::string_view{}) {
    if (c >= '0' && c <= '9') {
      run = run * 10 + (c - '0');
      out += c;
      continue;
    }
    file += run;
    run = 0;
    out += c;
    if (c == '/') {
      file = 0;
      --rank;
      continue;
    }
    if (p.promoted.test(game.cell(file, rank))) out += '~';
    ++file;
  }
  if (p.promoted.none()) out = board;
  if (!game.captures_to_hand()) return out;
  out += '[';
  for (const Owner owner : {Owner::zero, Owner::one})
    for (int k = game.kind_count() - 1; k >= 0; --k)
      if (game.owner(KindIndex(k)) == owner)
        out.append(p.reserve[std::size_t(k)], game.symbol(KindIndex(k)));
  return out + ']';
}

}  // namespace detail

// The FEN of `p`: every position of a game of single pieces has one, with its reserve in brackets
// where taken pieces go there (crazyhouse); another game with stacks or drops has none (Error).
template <int N>
constexpr std::string format_fen(const Game<N>& game, const Position<N>& p) {
  bool fits = !game.has_stacks();
  for (int k = 0; k < game.kind_count(); ++k)
    fits = fits &&
           (game.captures_to_hand() || (p.reserve[k] == 0 && (!game.kind(KindIndex(k)).droppable ||
                                                              game.kind(KindIndex(k)).unlimited)));
  if (!fits)
    throw Error("FEN: game '" + std::string(game.name()) +
                "' has stacks or a reserve, which FEN does not write; use position text");
  std::string out = detail::fen_board(game, p);
  out += p.side == Player::zero ? " w " : " b ";
  out += detail::fen_castling(game, p);
  out += p.en_passant.any() ? " " + game.cell_name_of(p.en_passant.lowest()) : " -";
  if (game.counts_checks())  // the checks each player still needs, as three-check's FEN has it
    for (const Player pl : {Player::zero, Player::one}) {
      const int left = detail::checks_to_win(game, pl) - p.checks_given[std::size_t(index(pl))];
      out += (pl == Player::zero ? " " : "+") + to_text(left < 0 ? 0 : left);
    }
  out += " " + to_text(p.quiet_turns) + " " + to_text(p.ply / 2 + 1);
  return out;
}

// Reads a FEN (four fields, or six with the move counters) into a position of `game`, or throws
// PositionError naming the FEN and what is wrong.
template <int N>
constexpr Position<N> parse_fen(const Game<N>& game, std::string_view fen) {
  auto fail = [&](const std::string& why) {
    return PositionError("FEN " + detail::quoted(fen) + ": " + why);
  };
  std::array<std::string_view, 7> fields{};
  int count = 0;
  for (std::size_t begin = 0; begin <= fen.size();) {
    std::size_t end = detail::find_char(fen, ' ', begin);
    if (end == std::string_view::npos) end = fen.size();
    if (end == begin) throw fail("fields must be separated by single spaces");
    if (count == 7) throw fail("more than seven fields");
    fields[std::size_t(count++)] = fen.substr(begin, end - begin);
    begin = end + 1;
  }
  // Fairy-Stockfish writes the start of a game without castling or en passant with the two
  // counters straight after the side to move (Ataxx: `P5p/7/7/7/7/7/p5P w 0 1`).
  const auto all_digits = [](std::string_view field) {
    for (const char c : field)
      if (c < '0' || c > '9') return false;
    return true;
  };
  if (count == 4 && !game.has_castling() && !game.has_en_passant() && !game.counts_checks() &&
      all_digits(fields[2]) && all_digits(fields[3])) {
    fields[4] = fields[2];
    fields[5] = fields[3];
    fields[2] = fields[3] = "-";
    count = 6;
  }
  // A game that counts checks has their field after the en passant square: the checks each
  // player still needs, "3+3".
  std::string_view checks_left{};
  if (game.counts_checks()) {
    if (count != 5 && count != 7)
      throw fail(
          "expected '<board> <w|b> <castling> <en passant> <checks left, like 3+3> "
          "[<halfmove> <fullmove>]'");
    checks_left = fields[4];
    for (int i = 4; i < 6; ++i) fields[std::size_t(i)] = fields[std::size_t(i + 1)];
    --count;
  }
  if (count != 4 && count != 6)
    throw fail("expected '<board> <w|b> <castling> <en passant> [<halfmove> <fullmove>]'");
  if (fields[1] != "w" && fields[1] != "b")
    throw fail("side to move " + detail::quoted(fields[1]) + " is not w or b");
  const bool black = fields[1] == "b";
  long long halfmove = 0, fullmove = 1;
  if (count == 6) {
    for (const int i : {4, 5}) {
      long long value = 0;
      if (detail::read_number(fields[std::size_t(i)], value) != int(fields[std::size_t(i)].size()))
        throw fail((i == 4 ? "halfmove clock " : "fullmove number ") +
                   detail::quoted(fields[std::size_t(i)]) + " is not a number");
      (i == 4 ? halfmove : fullmove) = value;
    }
    if (fullmove < 1 || fullmove > max_ply_in_text / 2)
      throw fail("fullmove number " + std::string(fields[5]) + " is not between 1 and " +
                 to_text(max_ply_in_text / 2));
  }
  // The board's promoted pieces (`Q~`) and the reserve in brackets (`[Pp]`), where the game has
  // them, as position text has them.
  std::string_view board_field = fields[0];
  std::string reserve = "-";
  if (const std::size_t open = detail::find_char(board_field, '[', 0);
      open != std::string_view::npos) {
    if (!game.captures_to_hand())
      throw fail("this game has no reserve of taken pieces, so its FEN has no '[...]'");
    if (board_field.back() != ']' || open + 1 > board_field.size() - 1)
      throw fail("the reserve " + detail::quoted(board_field.substr(open)) +
                 " does not end the board field with ']'");
    std::array<int, max_kinds> counts{};
    for (const char c : board_field.substr(open + 1, board_field.size() - open - 2)) {
      const KindIndex k = game.kind_of_symbol(c);
      if (k == no_kind || !game.kind(k).droppable)
        throw fail("reserve: " + detail::quoted(std::string_view(&c, 1)) +
                   " is not a kind this game drops");
      ++counts[k];
    }
    reserve.clear();
    for (int k = 0; k < game.kind_count(); ++k)
      if (counts[std::size_t(k)] > 0)
        reserve += std::string(1, game.symbol(KindIndex(k))) + to_text(counts[std::size_t(k)]);
    if (reserve.empty()) reserve = "-";
    board_field = board_field.substr(0, open);
  } else if (game.captures_to_hand()) {
    throw fail("the board field has no reserve in brackets, like '[]' or '[Pp]'");
  }
  std::string board_text, promoted;
  {
    int file = 0, rank = game.ranks() - 1, run = 0;
    for (const char c : board_field) {
      if (c == '~') {
        if (!game.remembers_promotions() || file == 0 || board_text.empty() ||
            !((board_text.back() >= 'a' && board_text.back() <= 'z') ||
              (board_text.back() >= 'A' && board_text.back() <= 'Z')))
          throw fail(
              "'~' marks a promoted piece, after its letter, in a game that remembers "
              "promotions");
        if (rank >= 0 && file - 1 < game.files())
          promoted += game.cell_name_of(game.cell(file - 1, rank));
        continue;
      }
      board_text += c;
      if (c >= '0' && c <= '9') {
        run = run * 10 + (c - '0');
        continue;
      }
      file += run;
      run = 0;
      if (c == '/') {
        file = 0;
        --rank;
      } else {
        ++file;
      }
    }
  }
  // The board and side first, to find the castling pieces on it.
  const std::string ply = to_text(2 * (fullmove - 1) + (black ? 1 : 0));
  const std::string base = board_text + (black ? " 1 " : " 0 ") + reserve + " " + ply;
  const std::string what = "FEN " + detail::quoted(fen) + " as position text";
  const Position<N> board = parse_position(game, base, what);
  std::string items;
  if (halfmove != 0) items += "quiet=" + to_text(halfmove);
  std::string checks_item;
  if (game.counts_checks()) {
    const std::size_t plus = detail::find_char(checks_left, '+', 0);
    std::array<long long, 2> left{};
    for (int pl = 0; pl < 2; ++pl) {
      const std::string_view digits = plus == std::string_view::npos ? std::string_view{}
                                      : pl == 0                      ? checks_left.substr(0, plus)
                                                                     : checks_left.substr(plus + 1);
      const int needed = detail::checks_to_win(game, Player(pl));
      if (digits.empty() ||
          detail::read_number(digits, left[std::size_t(pl)]) != int(digits.size()) ||
          left[std::size_t(pl)] > needed)
        throw fail("checks " + detail::quoted(checks_left) +
                   " are not the checks each player still needs, like '3+3', none above " +
                   to_text(needed));
    }
    if (left[0] != detail::checks_to_win(game, Player::zero) ||
        left[1] != detail::checks_to_win(game, Player::one))
      checks_item = "checks=" + to_text(detail::checks_to_win(game, Player::zero) - left[0]) + "+" +
                    to_text(detail::checks_to_win(game, Player::one) - left[1]);
  }
  if (fields[2] != "-") {
    typename Position<N>::Board cells{};
    for (const char c : fields[2]) {
      const bool white = c >= 'A' && c <= 'Z';
      const char lower = white ? char(c - 'A' + 'a') : c;
      const int rank = white ? 0 : game.ranks() - 1;
      const Owner owner = white ? Owner::zero : Owner::one;
      int piece = -1;
      for (int f = 0; f < game.files() && piece < 0; ++f) {
        const KindIndex k = board.top[game.cell(f, rank)];
        if (k != no_kind && game.owner(k) == owner && game.castle_partners(k) != 0)
          piece = game.cell(f, rank);
      }
      if (lower != 'k' && lower != 'q' && (lower < 'a' || lower >= 'a' + game.files()))
        throw fail("castling " + detail::quoted(fields[2]) + ": '" + std::string(1, c) +
                   "' is not K, Q, k, q or a file letter");
      if (piece < 0)
        throw fail("castling " + detail::quoted(fields[2]) +
                   ": no piece that castles stands on "
                   "rank " +
                   to_text(rank + 1) + " for '" + std::string(1, c) + "'");
      const std::uint16_t partner_kinds = game.castle_partners(board.top[piece]);
      const auto is_partner = [&](int cell) {
        return board.top[cell] != no_kind && (partner_kinds >> board.top[cell] & 1u);
      };
      int partner = -1;
      if (lower == 'k' || lower == 'q') {
        for (int f = 0; f < game.files(); ++f) {
          const int cell = game.cell(f, rank);
          const bool side = lower == 'k' ? f > game.file_of(piece) : f < game.file_of(piece);
          // The outermost: the last found to the right, the first to the left.
          if (side && is_partner(cell) && (lower == 'k' || partner < 0)) partner = cell;
        }
      } else if (is_partner(game.cell(lower - 'a', rank))) {
        partner = game.cell(lower - 'a', rank);
      }
      if (partner < 0)
        throw fail("castling " + detail::quoted(fields[2]) + ": no piece to castle with for '" +
                   std::string(1, c) + "'");
      cells.set(piece);
      cells.set(partner);
    }
    items += (items.empty() ? "" : ",") + std::string("castling=");
    for_each_cell(cells, [&](int c) { items += game.cell_name_of(c); });
  }
  if (fields[3] != "-") {
    int used = 0;
    const int cell = game.board_tables().cell_named(fields[3], used);
    if (cell < 0 || used != int(fields[3].size()))
      throw fail("en passant square " + detail::quoted(fields[3]) + " is not a cell name");
    // A square no piece can take on is as if unwritten, as Fairy-Stockfish and python-chess
    // write it (equal positions then have equal texts).
    if (game.has_en_passant() &&
        detail::can_take_en_passant(game, board, board.side, Position<N>::Board::of(cell)))
      items += (items.empty() ? "" : ",") + std::string("en_passant=") + std::string(fields[3]);
  }
  if (!checks_item.empty()) items += (items.empty() ? "" : ",") + checks_item;
  if (!promoted.empty()) items += (items.empty() ? "" : ",") + std::string("promoted=") + promoted;
  return items.empty() ? board : parse_position(game, base + " " + items, what);
}

}  // namespace boardlab

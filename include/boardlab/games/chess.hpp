#pragma once
// Chess (docs/rules.md, "Chess"), written as data: the kings are royal (a move may not leave
// one's own king attacked; no move in check loses, no move out of check draws), pawns step,
// capture diagonally (en passant too), double-step from their start rank and promote on the last
// to a knight, bishop, rook or queen; the king castles with an unmoved rook.
#include <array>
#include <string_view>

#include "../spec.hpp"
#include "options.hpp"

namespace boardlab::games {

// The options of chess, and of each game of its family that has no other (antichess, king of
// the hill, Gardner, Los Alamos, Capablanca, horde, racing kings, crazyhouse, atomic).
struct ChessOptions {
  // [decided] The ply limit, a backstop: 1,000 plies is far past any game the fifty-move rule
  // lets go on without repeating.
  int max_plies = 1000;
};

inline constexpr std::array chess_options{
    option<&ChessOptions::max_plies>(
        "max_plies", "[decided] the game is drawn when the ply counter reaches this"),
};

namespace detail {

// How a game of the chess family sets out chess's pieces (add_chess_pieces).
struct ChessPieces {
  // The kinds, by white's symbol: P N B R Q K, A (archbishop: bishop and knight), C
  // (chancellor: rook and knight).
  std::string_view kinds = "PNBRQK";
  std::string_view promotions = "NBRQ";  // white's symbols; black's are their lower case
  bool royal_king = true;
  bool castles = true;
  bool double_steps = true;
  // The ranks white's pawns double-step from, counted from 0 (black's the same from the top).
  std::string_view double_step_ranks = "1";
  Castle castle{.partner = 'R'};
};

// The pieces of chess and their moves on the spec's board: white (player 0) upper case, black
// lower case, black's relative directions mirrored. Every game of the chess family shares it.
constexpr void add_chess_pieces(GameSpec& s, const ChessPieces& pieces) {
  const int files = s.files, ranks = s.ranks;
  CellSet white_start{}, black_start{};
  for (const char r : pieces.double_step_ranks) {
    white_start = white_start | rank_cells(r - '0', files);
    black_start = black_start | rank_cells(ranks - 1 - (r - '0'), files);
  }
  if (pieces.double_steps) {
    s.add_region("white_pawn_start", white_start);
    s.add_region("black_pawn_start", black_start);
  }
  s.add_region("white_promotion", rank_cells(ranks - 1, files));
  s.add_region("black_promotion", rank_cells(0, files));
  for (const Owner owner : {Owner::zero, Owner::one}) {
    const bool white = owner == Owner::zero;
    const auto symbol = [&](char c) { return white ? c : char(c - 'A' + 'a'); };
    const auto name = [&](std::string_view piece) {
      return Name(white ? "white " : "black ").append(piece);
    };
    const auto has = [&](char c) { return pieces.kinds.find(c) != std::string_view::npos; };
    Name promotions{};
    for (const char c : pieces.promotions) promotions.append(1, symbol(c));
    const OffsetLeap knight{.offset = {1, 2}, .symmetry = Symmetry::all};
    if (has('P')) {
      s.add_kind(symbol('P'), owner, name("pawn").view());
      s.moves(symbol('P'), Step{.directions = dir::forward, .onto = Targets::empty});
      s.moves(symbol('P'), Step{.directions = dir::forward_diagonal,
                                .onto = Targets::enemy,
                                .en_passant = pieces.double_steps});
      if (pieces.double_steps)
        s.moves(symbol('P'), Slide{.directions = dir::forward,
                                   .onto = Targets::empty,
                                   .max_distance = 2,
                                   .min_distance = 2,
                                   .passable = true,
                                   .from_region = white ? "white_pawn_start" : "black_pawn_start"});
      s.promotes(symbol('P'),
                 {.region = white ? "white_promotion" : "black_promotion", .to = promotions});
      s.kind_by_symbol(symbol('P')).resets_quiet_turns = true;
    }
    if (has('N')) {
      s.add_kind(symbol('N'), owner, name("knight").view());
      s.moves(symbol('N'), knight);
    }
    if (has('B')) {
      s.add_kind(symbol('B'), owner, name("bishop").view());
      s.moves(symbol('B'), Slide{.directions = dir::diagonal});
    }
    if (has('R')) {
      s.add_kind(symbol('R'), owner, name("rook").view());
      s.moves(symbol('R'), Slide{.directions = dir::orthogonal});
    }
    if (has('Q')) {
      s.add_kind(symbol('Q'), owner, name("queen").view());
      s.moves(symbol('Q'), Slide{.directions = dir::all});
    }
    if (has('A')) {
      s.add_kind(symbol('A'), owner, name("archbishop").view());
      s.moves(symbol('A'), Slide{.directions = dir::diagonal});
      s.moves(symbol('A'), knight);
    }
    if (has('C')) {
      s.add_kind(symbol('C'), owner, name("chancellor").view());
      s.moves(symbol('C'), Slide{.directions = dir::orthogonal});
      s.moves(symbol('C'), knight);
    }
    if (has('K')) {
      s.add_kind(symbol('K'), owner, name("king").view());
      s.moves(symbol('K'), Step{.directions = dir::all});
      if (pieces.castles) {
        Castle castle = pieces.castle;
        castle.partner = symbol('R');
        s.moves(symbol('K'), castle);
      }
      if (pieces.royal_king) s.royal(symbol('K'));
    }
  }
  // Pictures draw the pieces as the Unicode chess symbols, white's outlined, black's solid
  // (Capablanca's archbishop and chancellor have none: a disc with their letter).
  constexpr std::string_view symbols = "KQRBNPkqrbnp";
  constexpr std::array<std::string_view, 12> glyphs{"♔", "♕", "♖", "♗", "♘", "♙",
                                                    "♚", "♛", "♜", "♝", "♞", "♟"};
  for (int k = 0; k < s.kind_count; ++k)
    if (const std::size_t i = symbols.find(s.kinds[k].symbol); i != std::string_view::npos)
      s.kinds[k].glyph = Name(glyphs[i]);
  s.no_legal_move = NoMoveResult::loses_in_check;
  // The fifty-move rule: a hundred plies in a row without a capture or a pawn's move draw
  // (automatic, as OpenSpiel plays it; a checkmate on the hundredth stands).
  s.quiet_turn_limit = 100;
  // Threefold repetition: a position's third occurrence draws (at once, as OpenSpiel plays it;
  // Fairy-Stockfish leaves it to a claim).
  s.repetition_limit = 3;
}

}  // namespace detail

namespace detail {

// Chess's board, pieces, start and draw rules, but for insufficient material: the games built on
// chess whose ends differ (king of the hill's lone king still walks to the hill, three-check's
// knight still checks, crazyhouse's pieces come back as drops, atomic's explode) start here.
constexpr GameSpec chess_without_material_rule(const ChessOptions& options) {
  GameSpec s;
  s.name = "chess";
  s.files = 8;
  s.ranks = 8;
  s.max_plies = options.max_plies;
  add_chess_pieces(s, {});
  s.start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR 0 - 0 castling=a1e1h1a8e8h8";
  return s;
}

}  // namespace detail

constexpr GameSpec chess(const ChessOptions& options = {}) {
  GameSpec s = detail::chess_without_material_rule(options);
  // Insufficient material draws at once, as OpenSpiel and python-chess play it: kings alone, or
  // with one knight or one bishop, or with bishops all on one colour.
  s.insufficient_alone = "NBnb";
  s.insufficient_on_one_colour = "Bb";
  return s;
}

}  // namespace boardlab::games

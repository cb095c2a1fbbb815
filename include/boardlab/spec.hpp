#pragma once
// A game as data: board, regions, piece kinds with their primitives, phases and end conditions.
// A spec is a literal type, built in constexpr code by the game headers or at run time by the
// Python bindings; `Game` validates it and precomputes its tables.
//
//   GameSpec s;
//   s.name = "tiny";
//   s.files = 3; s.ranks = 3;
//   s.add_region("far", "a3 b3 c3");
//   s.add_kind('W', Owner::zero, "white").moves('W', Step{.directions = dir::forward});
//   s.start = "3/3/WWW 0 - 0";
#include <array>
#include <string>
#include <string_view>

#include "custody.hpp"
#include "evaluation_terms.hpp"
#include "fixed_string.hpp"
#include "geometry.hpp"
#include "piece.hpp"
#include "primitives.hpp"
#include "quoted_text.hpp"
#include "rules.hpp"

namespace boardlab {

inline constexpr int max_regions = 16;
inline constexpr int max_primitives_per_kind = 8;
inline constexpr int max_end_conditions = 8;

struct RegionSpec {
  RegionName name{};
  CellSet cells{};
  friend constexpr bool operator==(const RegionSpec&, const RegionSpec&) = default;
};

// A piece that ends a move in `region` becomes a piece of one of the kinds `to` lists (their
// symbols): with one kind there is no choice (a checkers man becomes a king); with several, each
// is its own move (`e7-e8=Q`), and the kind's own symbol among them lets it stay as it is.
// `timing` says when: on arrival (the move that promotes ends the turn, even in the middle of a
// capture chain: English draughts), or only if the turn ends there (international draughts: a man
// that passes the far rank in a chain stays a man; one kind only, so the move text names none).
//
// With `demotes_when_taken`, the piece remembers that it was promoted (Position::promoted, FEN's
// `Q~`): taken in a game whose captured pieces go to a reserve (KindSpec::captured_as), it goes
// there as the kind it was promoted from (crazyhouse: a promoted queen as a pawn).
struct Promotion {
  RegionName region{};
  Name to{};
  PromotionTiming timing = PromotionTiming::on_arrival;
  bool demotes_when_taken = false;
  friend constexpr bool operator==(const Promotion&, const Promotion&) = default;
};

struct KindSpec {
  char symbol = 0;
  Owner owner = Owner::neutral;
  Name name{};
  // How pictures fill the kind's pieces: "#rrggbb" or a CSS colour name ("gold"); empty: the
  // owner's colour. Play never reads it.
  Name colour{};
  // What pictures draw for the kind's pieces instead of a disc with its symbol: one character,
  // in UTF-8 (chess's "♔"); empty: the disc. Play never reads it.
  Name glyph{};
  int primitive_count = 0;
  std::array<Primitive, max_primitives_per_kind> primitives{};
  Promotion promotion{};  // none when its region is empty
  // Cells its pieces may not end a move on nor be dropped on, though they may pass through
  // (tafl: the throne and the corners are the king's alone). None when empty.
  RegionName barred{};
  // Custodial capture (custody.hpp), in games that have it: how its pieces are taken, and whether
  // they take part in taking enemy pieces (a tafl king may be unarmed).
  Enclosure enclosure = Enclosure::two_sides;
  bool custodian = true;
  // A royal piece may not be left attacked: a move after which an enemy piece could take one of
  // the mover's royal pieces is not legal (check). NoMoveResult::loses_in_check is checkmate.
  bool royal = false;
  // A turn that moves a piece of this kind counts as taking one for the quiet-turn limit
  // (GameSpec::quiet_turn_limit): chess's pawns, whose moves set the fifty-move count to 0.
  bool resets_quiet_turns = false;
  // A piece of this kind that is taken changes side: it goes to the taker's reserve as a piece of
  // kind `captured_as` (a symbol of the other owner's kind, which a Drop puts back on the board:
  // crazyhouse, shogi). 0: a taken piece leaves the game.
  char captured_as = 0;
  // Its pieces stay where a capture next to them explodes (GameSpec::captures_explode), unless
  // they take or are taken: atomic chess's pawns.
  bool explosion_proof = false;
  // After a move or a drop of a piece of this kind, the enemy pieces next to the cell it lands
  // on, along these directions, become pieces of this kind (Ataxx's conversion; othello's runs
  // are Drop::flips). None when empty.
  DirectionSet converts{};
  // After a move of its owner that lands a piece (a drop, a move, a shot), every empty cell next
  // to where it lands whose neighbours along these directions are all on the board and occupied
  // gets a piece of this kind (dots and boxes: a box whose four sides are drawn is the drawer's).
  // At most one kind of each player claims; none when empty.
  DirectionSet claims{};
  friend constexpr bool operator==(const KindSpec&, const KindSpec&) = default;
};

// Position text (docs/rules.md, "Position text") of the start; long enough for a 16x16 board of
// stacks.
inline constexpr int max_position_text_length = 1024;
using PositionText = FixedString<max_position_text_length>;

struct GameSpec {
  Name name{};
  int files = 8;
  int ranks = 8;
  // Cells of the files x ranks rectangle that are not part of the board (fox and geese's cross
  // leaves out its four corners): nothing stands on them, and lines of movement stop at them.
  CellSet off_board{};
  // Square cells or hexagons (geometry.hpp): a hex board has six directions, not eight.
  BoardGeometry geometry = BoardGeometry::square;
  int region_count = 0;
  std::array<RegionSpec, max_regions> regions{};
  int kind_count = 0;
  std::array<KindSpec, max_kinds> kinds{};
  int end_condition_count = 0;
  std::array<EndCondition, max_end_conditions> end_conditions{};
  Placement placement = Placement::placement_first;
  NoMoveResult no_legal_move = NoMoveResult::loses;
  EndScore end_score = EndScore::draw;
  CaptureRule capture_rule = CaptureRule::optional;
  LeaptRemoval leapt_removal = LeaptRemoval::at_once;
  int max_plies = 300;
  // The game is drawn when this many turns in a row have taken no piece (0: no such rule).
  // OpenSpiel's checkers draws after 40; a turn that takes a piece in any of its parts, or moves
  // one of a kind that resets_quiet_turns (chess's pawns: the fifty-move rule is 100), or drops
  // one (crazyhouse's piece taken earlier, Ataxx's clone), counts 0.
  int quiet_turn_limit = 0;
  // A stack that grows taller than this loses pieces from its bottom: those of the player who
  // moved go to that player's reserve, as pieces of their kind, the others leave the game
  // (Focus: 5). 0: no limit but the stack's word (Game::max_stack_height).
  int stack_limit = 0;
  // After every drop the mover turns one square block of the board a quarter turn, either way:
  // the board is tiled by blocks of this many cells a side (Pentago: 3, four blocks of 6x6). The
  // drop's move names the block and the way (`W@b2:a1cw`, docs/rules.md). 0: nothing turns.
  int rotating_blocks = 0;
  // A turn that claims a cell (KindSpec::claims) is followed by another turn of the same player
  // (dots and boxes).
  bool moves_again_after_claim = false;
  // What end conditions of both players holding at once give (WinsAtOnce).
  WinsAtOnce wins_at_once = WinsAtOnce::first_listed;
  // The game is drawn when a position occurs for the repetition_limit-th time in the game's
  // history (chess: 3, threefold repetition, drawn at once as OpenSpiel plays it); 0: never. A
  // position is the same when all the position text says but the ply and the quiet-turn count
  // is (the pieces, the reserve, the side to move, castling and en passant rights, checks given,
  // promoted pieces); with repetition_ignores_side, whoever is to move (OpenSpiel's lines of
  // action: the board alone). Judged where a history is kept: State, and so the Python API,
  // matches and the command line; a position alone (perft, playouts, search) has none.
  int repetition_limit = 0;
  bool repetition_ignores_side = false;
  // In a game with royal kinds: false when no move may give check, that is leave a royal piece
  // of the other player attacked (racing kings).
  bool checks_allowed = true;
  // A capture explodes (atomic chess): the taking piece and every piece on a neighbour of the
  // cell it lands on leave the game with the taken one, but for the explosion_proof kinds' next
  // to it. With royal kinds, a move may not explode a royal piece of the mover's; a royal piece
  // cannot take, and one next to a royal piece of the other player's is never attacked (its
  // taker's explosion would reach the taker's own).
  bool captures_explode = false;
  // Insufficient material: with either set, the game is drawn when the pieces on the board but
  // the royal ones are none, or one piece of a kind of insufficient_alone ("NBnb": chess's lone
  // knight or bishop), or only pieces of kinds of insufficient_on_one_colour ("Bb": bishops),
  // all on cells of one colour (file + rank of one parity; square boards only).
  Name insufficient_alone{};
  Name insufficient_on_one_colour{};
  // Pieces enclosed by the mover's are taken (custody.hpp); none while its directions are empty.
  CustodialCapture custodial{};
  PositionText start{};
  // The game's own evaluation of positions for search agents (evaluation_terms.hpp); none:
  // every piece worth one.
  int evaluation_term_count = 0;
  std::array<EvaluationTerm, max_evaluation_terms> evaluation{};

  // Equal specs give equal games; unused slots are left at their defaults, so specs built the
  // same way compare equal however they were built (in C++, from Python or from a file).
  friend constexpr bool operator==(const GameSpec&, const GameSpec&) = default;

  // Adds a term to the game's evaluation.
  constexpr GameSpec& evaluate(const EvaluationTerm& term) {
    if (evaluation_term_count == max_evaluation_terms)
      throw SpecError("evaluation: a game has at most " + to_text(max_evaluation_terms) +
                      " terms");
    evaluation[evaluation_term_count++] = term;
    return *this;
  }

  // Adds a region from cell names, e.g. add_region("slab", "d4 e4 d5 e5").
  constexpr GameSpec& add_region(std::string_view region_name, std::string_view cell_names) {
    return add_region(region_name, parse_cell_list(cell_names, "region", region_name));
  }
  constexpr GameSpec& add_region(std::string_view region_name, const CellSet& cells) {
    if (region_count == max_regions)
      throw SpecError("region " + detail::quoted(region_name) + ": a game has at most " +
                      to_text(max_regions) + " regions");
    regions[region_count++] = {RegionName(region_name), cells};
    return *this;
  }

  // Leaves cells of the rectangle out of the board (off_board), e.g. add_off_board("a1 b1 a2 b2").
  constexpr GameSpec& add_off_board(std::string_view cell_names) {
    off_board = off_board | parse_cell_list(cell_names, "off_board");
    return *this;
  }

  constexpr GameSpec& add_kind(char symbol, Owner owner, std::string_view kind_name,
                               std::string_view colour = {}) {
    if (kind_count == max_kinds)
      throw SpecError("kind " + detail::quoted(std::string_view(&symbol, 1)) +
                      ": a game has at most " + to_text(max_kinds) + " piece kinds");
    // Primitives are added to a kind by its symbol (moves()), so a second kind with the same
    // symbol could never get its own: refuse it here, where the reason is plain.
    for (int i = 0; i < kind_count; ++i)
      if (kinds[i].symbol == symbol)
        throw SpecError("kind " + detail::quoted(std::string_view(&symbol, 1)) +
                        ": two kinds have this symbol");
    KindSpec& k = kinds[kind_count++];
    k.symbol = symbol;
    k.owner = owner;
    k.name = Name(kind_name);
    k.colour = Name(colour);
    return *this;
  }

  // Gives the kind with `symbol` one more primitive.
  constexpr GameSpec& moves(char symbol, const Primitive& primitive) {
    KindSpec& k = kind_by_symbol(symbol);
    if (k.primitive_count == max_primitives_per_kind)
      throw SpecError("kind " + detail::quoted(std::string_view(&symbol, 1)) + ": at most " +
                      to_text(max_primitives_per_kind) + " primitives a kind");
    k.primitives[k.primitive_count++] = primitive;
    return *this;
  }

  // The kind with `symbol` may not end a move on, nor be dropped on, the cells of `region`.
  constexpr GameSpec& bar(char symbol, std::string_view region) {
    kind_by_symbol(symbol).barred = RegionName(region);
    return *this;
  }

  // How custodial capture takes the kind with `symbol`, and whether its pieces take part in it.
  constexpr GameSpec& custody(char symbol, Enclosure enclosure, bool custodian = true) {
    KindSpec& k = kind_by_symbol(symbol);
    k.enclosure = enclosure;
    k.custodian = custodian;
    return *this;
  }

  // A taken piece of kind `symbol` goes to the taker's reserve as `as` (KindSpec::captured_as).
  constexpr GameSpec& captured_as(char symbol, char as) {
    kind_by_symbol(symbol).captured_as = as;
    return *this;
  }

  // The kind with `symbol` is royal (KindSpec::royal).
  constexpr GameSpec& royal(char symbol) {
    kind_by_symbol(symbol).royal = true;
    return *this;
  }

  // The kind with `symbol` promotes (see Promotion).
  constexpr GameSpec& promotes(char symbol, const Promotion& promotion) {
    kind_by_symbol(symbol).promotion = promotion;
    return *this;
  }

  constexpr GameSpec& add_end(const EndCondition& condition) {
    if (end_condition_count == max_end_conditions)
      throw SpecError("a game has at most " + to_text(max_end_conditions) + " end conditions");
    end_conditions[end_condition_count++] = condition;
    return *this;
  }

  constexpr KindSpec& kind_by_symbol(char symbol) {
    for (int i = 0; i < kind_count; ++i)
      if (kinds[i].symbol == symbol) return kinds[i];
    throw SpecError("no piece kind has the symbol " + detail::quoted(std::string_view(&symbol, 1)));
  }
};

}  // namespace boardlab

#pragma once
// The variant schema, written once: every field of a game, a kind, a primitive, an end condition
// and the smaller tables (promotion, custodial capture, evaluation terms), each with its name,
// the member it fills, its type, whether it may be left out, its default (the member's value in
// the struct's own default) and a line of documentation.
//
// Each table lists its fields in one function over a visitor (`step_fields(v, p)`: v.field(
// "onto", p.onto, ...)); the visitors read a SpecValue into the structs (read_spec), write the
// structs back (write_spec), and describe the schema (schema_tables(): the Python types, the
// reference tables of docs/variants.md and the fuzzers' decoder are made from it). A new field
// is its member, one line here, and the engine code that uses it.
//
//   GameSpec spec = read_spec(data);          // SpecError naming the field, its path and line
//   SpecValue same = write_spec(spec);        // every field that differs from its default
#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include "custody.hpp"
#include "enum_names.hpp"
#include "error.hpp"
#include "evaluation_terms.hpp"
#include "fixed_string.hpp"
#include "geometry.hpp"
#include "piece.hpp"
#include "primitives.hpp"
#include "quoted_text.hpp"
#include "rules.hpp"
#include "spec.hpp"
#include "spec_data.hpp"

namespace boardlab {

// Whether a field may be left out, and what none means for it.
enum class Presence : std::uint8_t {
  required,  // must be given
  optional,  // may be left out: the default
  nullable,  // may be left out or none (Python's None): "no such thing" (no region, no limit)
  stated,    // may be left out, but files state it even at its default: the facts a reader of
             // a game looks for first (its ply limit, what a player without a move does)
};

// What a field holds, as the schema's readers and the docs name it.
enum class FieldType : std::uint8_t {
  whole,            // a whole number
  yes_no,           // true or false
  name,             // text of at most 31 bytes
  symbol,           // one letter: a kind
  symbols,          // letters: kinds (a promotion's choice)
  region,           // a region's name
  regions,          // a list of one to six region names
  directions,       // a direction set's name, a direction's, or a list of directions
  relative,         // true: the table's direction lists are mirrored for player 1
  targets,          // a target set's name or a list of the four classes
  choice,           // one of a list of names
  offset,           // [files, ranks]
  pieces,           // a kind's symbol, or a player 0 or 1 for all their pieces
  player,           // 0 or 1
  owner,            // 0, 1 or "neutral"
  cells,            // cell names, as one text ("a1 b2") or a list
  position,         // position text
  region_table,     // name = cells, for each region
  kind_list,        // [[kinds]]
  primitive_list,   // a kind's moves
  condition_list,   // [[end]]
  evaluation_list,  // [[evaluation]]
  promotion_table,  // a kind's promotion
  custodial_table,  // the game's custodial capture
};

template <>
struct EnumNames<FieldType> {
  static constexpr std::array<NamedValue<FieldType>, 24> values{{
      {"whole", FieldType::whole},
      {"yes_no", FieldType::yes_no},
      {"name", FieldType::name},
      {"symbol", FieldType::symbol},
      {"symbols", FieldType::symbols},
      {"region", FieldType::region},
      {"regions", FieldType::regions},
      {"directions", FieldType::directions},
      {"relative", FieldType::relative},
      {"targets", FieldType::targets},
      {"choice", FieldType::choice},
      {"offset", FieldType::offset},
      {"pieces", FieldType::pieces},
      {"player", FieldType::player},
      {"owner", FieldType::owner},
      {"cells", FieldType::cells},
      {"position", FieldType::position},
      {"region_table", FieldType::region_table},
      {"kind_list", FieldType::kind_list},
      {"primitive_list", FieldType::primitive_list},
      {"condition_list", FieldType::condition_list},
      {"evaluation_list", FieldType::evaluation_list},
      {"promotion_table", FieldType::promotion_table},
      {"custodial_table", FieldType::custodial_table},
  }};
};

// The written forms of end conditions: two stored conditions have two forms each (a count of 0
// is "no pieces left", a region held by one piece is "reaches").
enum class ConditionForm : std::uint8_t {
  no_pieces_left,
  reduced_to,
  region_holds,
  reaches,
  all_stacks_controlled,
  in_a_row,
  connects,
  all_connected,
  group_touches,
  ring,
  checks_given,
};

template <>
struct EnumNames<ConditionForm> {
  static constexpr std::array<NamedValue<ConditionForm>, 11> values{{
      {"no_pieces_left", ConditionForm::no_pieces_left},
      {"reduced_to", ConditionForm::reduced_to},
      {"region_holds", ConditionForm::region_holds},
      {"reaches", ConditionForm::reaches},
      {"all_stacks_controlled", ConditionForm::all_stacks_controlled},
      {"in_a_row", ConditionForm::in_a_row},
      {"connects", ConditionForm::connects},
      {"all_connected", ConditionForm::all_connected},
      {"group_touches", ConditionForm::group_touches},
      {"ring", ConditionForm::ring},
      {"checks_given", ConditionForm::checks_given},
  }};
};

// The struct a condition form is written with in C++ (and named by in Python and messages).
constexpr const char* condition_struct_name(ConditionForm form) {
  constexpr std::array<const char*, 11> names{
      "NoPiecesLeft", "ReducedTo",    "RegionHolds",  "Reaches", "AllStacksControlled", "InARow",
      "Connects",     "AllConnected", "GroupTouches", "Ring",    "ChecksGiven"};
  return names[std::size_t(form)];
}

// The stored condition a form starts from: its struct's defaults.
constexpr EndCondition condition_defaults(ConditionForm form) {
  switch (form) {
    case ConditionForm::no_pieces_left:
      return NoPiecesLeft{};
    case ConditionForm::reduced_to:
      return ReducedTo{};
    case ConditionForm::region_holds:
      return RegionHolds{};
    case ConditionForm::reaches:
      return Reaches{};
    case ConditionForm::all_stacks_controlled:
      return AllStacksControlled{};
    case ConditionForm::in_a_row:
      return InARow{};
    case ConditionForm::connects:
      return Connects{};
    case ConditionForm::all_connected:
      return AllConnected{};
    case ConditionForm::group_touches:
      return GroupTouches{};
    case ConditionForm::ring:
      return Ring{};
    case ConditionForm::checks_given:
      return ChecksGiven{};
  }
  return {};
}

// The form a stored condition is written in.
constexpr ConditionForm condition_form(const EndCondition& e) {
  switch (e.type) {
    case ConditionType::at_most:
      return e.count == 0 ? ConditionForm::no_pieces_left : ConditionForm::reduced_to;
    case ConditionType::region_holds:
      return e.count == 1 ? ConditionForm::reaches : ConditionForm::region_holds;
    case ConditionType::all_stacks_controlled:
      return ConditionForm::all_stacks_controlled;
    case ConditionType::in_a_row:
      return ConditionForm::in_a_row;
    case ConditionType::connects:
      return ConditionForm::connects;
    case ConditionType::all_connected:
      return ConditionForm::all_connected;
    case ConditionType::group_touches:
      return ConditionForm::group_touches;
    case ConditionType::ring:
      return ConditionForm::ring;
    case ConditionType::checks_given:
      return ConditionForm::checks_given;
  }
  return ConditionForm::no_pieces_left;
}

// The stored primitive a type starts from: its struct's defaults.
constexpr Primitive primitive_defaults(PrimitiveType type) {
  switch (type) {
    case PrimitiveType::step:
      return Step{};
    case PrimitiveType::slide:
      return Slide{};
    case PrimitiveType::leap:
      return Leap{};
    case PrimitiveType::stack_move:
      return StackMove{};
    case PrimitiveType::drop:
      return Drop{};
    case PrimitiveType::offset_leap:
      return OffsetLeap{};
    case PrimitiveType::shoot:
      return Shoot{};
    case PrimitiveType::remove:
      return Remove{};
    case PrimitiveType::castle:
      return Castle{};
  }
  return {};
}

// A game's evaluation term and promotion need no wrapper; these name the smaller tables.
namespace schema {

// --- the fields of every table, each once ------------------------------------------------------

template <class V>
void turn_part_fields(V& v, Primitive& p, bool with_heading) {
  v.field("part", p.part, Presence::optional,
          "the part of the turn the primitive belongs to, 0 to 7; 0 is the turn's first");
  v.field("then", p.then.part, Presence::optional,
          "the part the moved piece goes on with in the same turn; `0`: the turn ends");
  v.field("continuation", p.then.continuation, Presence::optional,
          "`\"compulsory\"`: the piece must go on with `then` while it can; `\"optional\"`: it "
          "may stop");
  if (with_heading)
    v.field("heading", p.heading, Presence::optional,
            "`\"any\"`, or `\"straight\"`: only on the way its previous move of the turn went "
            "(konane)");
}

constexpr std::string_view from_region_doc =
    "a region name: only pieces standing in it may use this primitive; none: the whole board";
constexpr std::string_view onto_doc =
    "the cells it may move to, by what they hold (targets: a name such as `\"empty_or_enemy\"`, "
    "or a list of `\"empty\"`, `\"enemy\"`, `\"friendly\"`, `\"neutral\"`)";
constexpr std::string_view landing_doc =
    "on an occupied target: `\"capture\"` (what stands there leaves the game) or `\"stack\"` "
    "(the mover is put on top of it)";
constexpr std::string_view relative_doc =
    "`true` mirrors the table's lists of direction names for player 1 (named sets such as "
    "`\"forward\"` say it themselves)";

template <class V>
void primitive_fields(V& v, PrimitiveType type, Primitive& p) {
  switch (type) {
    case PrimitiveType::step:
      v.field("directions", p.directions, Presence::required, "the directions it steps along");
      v.field("onto", p.onto, Presence::optional, onto_doc);
      v.field("landing", p.landing, Presence::optional, landing_doc);
      v.region("from_region", p.region, Presence::nullable, from_region_doc);
      v.relative("relative", relative_doc);
      turn_part_fields(v, p, true);
      v.field("en_passant", p.en_passant, Presence::optional,
              "`true`: it may also step onto a cell an enemy piece passed over in the move just "
              "played (a `passable` slide), taking that piece (a pawn's capture en passant)");
      return;
    case PrimitiveType::slide:
      v.field("directions", p.directions, Presence::required, "the directions it slides along");
      v.field("onto", p.onto, Presence::optional,
              "whether the empty cells of the run, and the first occupied cell after it, may end "
              "the move (targets)");
      v.field("landing", p.landing, Presence::optional, landing_doc);
      v.field("max_distance", p.max_distance, Presence::optional,
              "the longest slide in cells; `0` means no limit (and must be `0` with "
              "`\"pieces_on_line\"`: the line sets the distance)");
      v.region("from_region", p.region, Presence::nullable, from_region_doc);
      v.relative("relative", relative_doc);
      turn_part_fields(v, p, true);
      v.field("distance", p.distance, Presence::optional,
              "`\"free\"`: any distance through empty cells; `\"pieces_on_line\"`: exactly as "
              "many cells as the line through the piece holds pieces, of both sides (lines of "
              "action)");
      v.field("over", p.over, Presence::nullable,
              "with `\"pieces_on_line\"` only: the pieces it may pass over (`\"friendly\"`, "
              "`\"enemy\"`, `\"neutral\"`, `\"any_piece\"` or a list of them); empty cells it "
              "always passes, so `\"empty\"` is refused, and so is `over` on a free slide");
      v.field("min_distance", p.min_distance, Presence::optional,
              "the shortest slide in cells, 1 or more (a free slide's: a pawn's double step is "
              "`min_distance = 2, max_distance = 2`)");
      v.field("passable", p.passable, Presence::optional,
              "`true`: the cells it passed over stay open, for the next move only, to an enemy "
              "`en_passant` step that takes it there (a free slide onto `\"empty\"` that ends "
              "the turn)");
      return;
    case PrimitiveType::leap:
      v.field("directions", p.directions, Presence::required, "the directions it leaps along");
      v.field("over", p.over, Presence::optional,
              "what the cell jumped over must hold: pieces only (`\"enemy\"`, `\"friendly\"`, "
              "`\"neutral\"`, `\"any_piece\"` or a list of them); `\"empty\"` is refused, a "
              "leap is over a piece");
      v.field("onto", p.onto, Presence::optional, onto_doc);
      v.field("landing", p.landing, Presence::optional, landing_doc);
      v.field("leapt", p.leapt, Presence::optional,
              "`\"stays\"`: the piece jumped over is not affected; `\"captured\"`: it leaves "
              "the game, as in checkers");
      v.field("range", p.range, Presence::optional,
              "`\"adjacent\"`: over the next cell; `\"flying\"`: over the first piece along the "
              "line however far, onto any empty cell beyond it before the next piece (a flying "
              "king; `onto` must be `\"empty\"`)");
      v.region("from_region", p.region, Presence::nullable, from_region_doc);
      v.relative("relative", relative_doc);
      turn_part_fields(v, p, true);
      return;
    case PrimitiveType::stack_move:
      v.field("min_count", p.min_count, Presence::optional, "fewest pieces lifted, 1 or more");
      v.field("max_count", p.max_count, Presence::optional,
              "most pieces lifted, `min_count` to 31 (16 in a game of five kinds or more)");
      v.field("path", p.path, Presence::optional,
              "`\"straight\"`: all steps in one direction; `\"bends\"`: any turns, so three "
              "steps may bend twice and end next to the start (a \"U\"); `\"bends_without_u\"`: "
              "never two turns the same way in a row");
      v.field("onto", p.onto, Presence::optional, onto_doc);
      v.field("landing", p.landing, Presence::optional, landing_doc);
      v.region("from_region", p.region, Presence::nullable, from_region_doc);
      return;
    case PrimitiveType::drop:
      v.region("region", p.region, Presence::nullable,
               "the cells the piece may be put on; none: the whole board");
      v.field("falls", p.directions, Presence::nullable,
              "a direction (`\"south\"`), or a list of one: the piece falls that way as far as "
              "it can, so it may be dropped only on an empty cell whose next cell that way is "
              "occupied or off the board (connect four); the move names the cell it lands on");
      v.relative("relative", relative_doc);
      v.field("flips", p.flips, Presence::nullable,
              "directions: the drop turns pieces over (othello): along each, a run of `flipped` "
              "pieces from the dropped piece that ends at a friendly piece becomes the dropped "
              "kind");
      v.symbol("flipped", p.flipped, Presence::nullable,
               "the symbol of the enemy kind that turns (the disc's other side); needed with "
               "`flips`");
      v.field("must_flip", p.must_flip, Presence::optional,
              "`true`: a drop that turns nothing is not a move");
      v.field("directions", p.next_to_directions, Presence::nullable,
              "where to look for the neighbour `next_to` names; none: no neighbour rule");
      v.field("next_to", p.next_to, Presence::nullable,
              "the cell must have a neighbour of this class (targets) along `directions` "
              "(Ataxx's clone: `\"friendly\"`); none: no such rule");
      v.field("unlimited", p.unlimited, Presence::optional,
              "`true`: the supply never runs out, so a drop takes nothing from the reserve, "
              "which holds none of the kind (Ataxx)");
      v.field("onto", p.onto, Presence::optional,
              "the cells it may be put on: `\"empty\"`, or with classes of occupied cells "
              "also those, the piece landing on top of the stack there (Focus: "
              "`\"anything\"`)");
      return;
    case PrimitiveType::offset_leap:
      v.field("offset", p.offset, Presence::required,
              "`[file, rank]` from player 0's side (a positive rank is forward), whole numbers "
              "from -15 to 15, not both 0");
      v.field("symmetry", p.symmetry, Presence::optional,
              "`\"none\"` (the offset alone), `\"left_right\"` (and `[-file, rank]`), `\"all\"` "
              "(all eight `[+-file, +-rank]`, `[+-rank, +-file]`: a knight is `[1, 2]`)");
      v.field("onto", p.onto, Presence::optional, onto_doc);
      v.field("landing", p.landing, Presence::optional, landing_doc);
      v.region("from_region", p.region, Presence::nullable, from_region_doc);
      turn_part_fields(v, p, true);
      return;
    case PrimitiveType::shoot:
      v.symbol("kind", p.shot_kind, Presence::required, "the symbol of the kind shot");
      v.field("directions", p.directions, Presence::required,
              "the directions the shot slides along");
      v.field("max_distance", p.max_distance, Presence::optional,
              "the farthest cell it reaches; 0: no limit");
      v.region("from_region", p.region, Presence::nullable, from_region_doc);
      v.relative("relative", relative_doc);
      turn_part_fields(v, p, false);
      return;
    case PrimitiveType::remove:
      v.region("from_region", p.region, Presence::nullable, from_region_doc);
      v.field("directions", p.directions, Presence::nullable,
              "where to look for the neighbour `next_to` names; none: no neighbour rule");
      v.field("next_to", p.next_to, Presence::nullable,
              "the piece must have a neighbour of this class (targets); none: no such rule");
      v.field("before_ply", p.before_ply, Presence::optional,
              "only while the ply counter is below this; 0: always");
      v.relative("relative", relative_doc);
      return;
    case PrimitiveType::castle:
      v.symbol("partner", p.partner, Presence::required,
               "the symbol of the kind it castles with (the same owner's: a rook)");
      v.field("left_file", p.left_file, Presence::optional,
              "the file this piece lands on when it castles with a partner on lower files, "
              "numbered from 0 for `a` (chess: 2, the c-file)");
      v.field("partner_left_file", p.partner_left_file, Presence::optional,
              "the partner's file then (chess: 3, the d-file)");
      v.field("right_file", p.right_file, Presence::optional,
              "the file it lands on with a partner on higher files (chess: 6, the g-file)");
      v.field("partner_right_file", p.partner_right_file, Presence::optional,
              "the partner's file then (chess: 5, the f-file)");
      return;
  }
}

constexpr std::string_view winner_doc = "`0` or `1`: the player who wins when the condition holds";
constexpr std::string_view when_doc =
    "`\"always\"`: the condition holds whoever moved last; `\"winner_moved\"`: it holds only in "
    "positions where its winner made the last move (rules that say \"the mover wins when ...\")";
constexpr std::string_view pieces_doc =
    "the pieces it counts: a kind's symbol, or a player (0 or 1) for all of theirs";
constexpr std::string_view group_directions_doc =
    "the directions along which pieces are neighbours (absolute)";

template <class V>
void condition_fields(V& v, ConditionForm form, EndCondition& e) {
  switch (form) {
    case ConditionForm::no_pieces_left:
      v.field("pieces", e.pieces, Presence::required, pieces_doc);
      break;
    case ConditionForm::reduced_to:
      v.field("pieces", e.pieces, Presence::required, pieces_doc);
      v.field("count", e.count, Presence::required, "it holds at this many pieces or fewer");
      break;
    case ConditionForm::region_holds:
      v.field("pieces", e.pieces, Presence::required, pieces_doc);
      v.region("region", e.region, Presence::required, "the region");
      v.field("count", e.count, Presence::required, "it holds at this many pieces or more");
      break;
    case ConditionForm::reaches:
      v.field("pieces", e.pieces, Presence::required, pieces_doc);
      v.region("region", e.region, Presence::required, "the region a piece must stand in");
      break;
    case ConditionForm::all_stacks_controlled:
      break;
    case ConditionForm::in_a_row:
      v.field("pieces", e.pieces, Presence::required, pieces_doc);
      v.field("count", e.count, Presence::required, "how many on consecutive cells of a line");
      break;
    case ConditionForm::connects:
      v.field("pieces", e.pieces, Presence::required, pieces_doc);
      v.region("region", e.region, Presence::required, "one end of the chain");
      v.region("to_region", e.to_region, Presence::required, "the other end of the chain");
      break;
    case ConditionForm::all_connected:
      v.field("pieces", e.pieces, Presence::required, pieces_doc);
      break;
    case ConditionForm::group_touches:
      v.field("pieces", e.pieces, Presence::required, pieces_doc);
      v.field("regions", e.regions, Presence::required, "one to six region names");
      v.field("count", e.count, Presence::required, "how many of the regions one group touches");
      break;
    case ConditionForm::ring:
      v.field("pieces", e.pieces, Presence::required, pieces_doc);
      break;
    case ConditionForm::checks_given:
      v.field("count", e.count, Presence::required,
              "how many checks (moves after which an enemy royal piece is attacked) win");
      break;
  }
  v.field("winner", e.winner, Presence::required, winner_doc);
  switch (form) {
    case ConditionForm::in_a_row:
      v.field("directions", e.directions, Presence::optional,
              "the lines' directions (absolute; a direction and its opposite make the same "
              "lines)");
      v.field("length", e.length, Presence::optional,
              "`\"at_least\"`: a longer run counts too; `\"exactly\"`: only a run of exactly "
              "`count`, so that standard gomoku's overline does not win");
      break;
    case ConditionForm::connects:
    case ConditionForm::all_connected:
    case ConditionForm::group_touches:
      v.field("directions", e.directions, Presence::optional, group_directions_doc);
      break;
    case ConditionForm::reaches:
      v.symbol("answer", e.answer, Presence::nullable,
               "a kind of the other player that may answer the arrival (racing kings): when "
               "`winner` has just arrived and the other player can bring a piece of it into "
               "`region` by a legal move, the game goes on for that move, and is then drawn if "
               "one stands there (`winner` wins otherwise); `when` must be `\"always\"`");
      break;
    default:
      break;
  }
  v.field("when", e.when, Presence::optional, when_doc);
}

template <class V>
void promotion_fields(V& v, Promotion& p) {
  v.region("region", p.region, Presence::required, "where a piece that ends a move promotes");
  v.symbols("to", p.to, Presence::required,
            "the kinds it may become (symbols of the same owner); several: one move each");
  v.field("timing", p.timing, Presence::optional,
          "`\"on_arrival\"`: on landing, ending the turn; `\"at_turn_end\"`: only where the "
          "turn ends (international draughts; one kind only)");
  v.field("demotes_when_taken", p.demotes_when_taken, Presence::optional,
          "`true`: the promoted piece remembers it (FEN's `Q~`), and taken where captured pieces "
          "go to a reserve (`captured_as`) goes there as the kind it was (crazyhouse)");
}

template <class V>
void custodial_fields(V& v, CustodialCapture& c) {
  v.field("directions", c.directions, Presence::required,
          "the directions along which pieces are enclosed (absolute)");
  v.region("hostile", c.hostile, Presence::nullable,
           "a region whose empty cells stand for the mover's pieces; none: no such cells");
}

template <class V>
void evaluation_term_fields(V& v, EvaluationTerm& t) {
  v.field("type", t.type, Presence::required,
          "`\"material\"`: each piece counts `weight`; `\"region\"`: each piece standing on "
          "`region`; `\"distance\"`: each piece counts `weight` times (the board's farthest "
          "distance from `region` less its own), distances in steps of the board's "
          "directions, so nearer is better; `\"mobility\"`: each legal move of the player "
          "to move");
  v.symbol("kind", t.kind, Presence::nullable,
           "the kind counted; none: every piece of `owner` (material: of both players)");
  // The owner counts only in a term of no kind that counts pieces of a region or a distance:
  // there files state it.
  const bool owner_counts =
      t.kind == 0 && (t.type == TermType::region || t.type == TermType::distance);
  v.field("owner", t.owner, owner_counts ? Presence::stated : Presence::optional,
          "without `kind`, whose pieces a `region` or `distance` term counts (`material` "
          "without `kind` counts every kind of both players)");
  v.region("region", t.region, Presence::nullable, "the region of a `region` or `distance` term");
  v.field("weight", t.weight, Presence::stated, "a whole number from -1000000 to 1000000");
}

template <class V>
void kind_fields(V& v, KindSpec& k) {
  v.symbol("symbol", k.symbol, Presence::required,
           "one ASCII letter, unique in the game; case matters (`Q` and `q` are two kinds)");
  v.field("owner", k.owner, Presence::required,
          "`0`, `1` or `\"neutral\"`. Neutral pieces are nobody's enemy or friend, never "
          "move, and may only have a `drop`");
  v.name("name", k.name, Presence::optional, "a descriptive name, at most 31 characters");
  v.primitives("moves", k,
               "the kind's primitives, an array of inline tables (at most 8). A kind with none "
               "just stands in the way");
  v.promotion("promotion", k.promotion,
              "`{ region = \"top_rank\", to = \"K\" }`: a piece ending a move in `region` "
              "becomes one of the kinds `to` lists (symbols of the same owner); several kinds "
              "are a choice, one move each (`e7-e8=Q`); `timing = \"at_turn_end\"` promotes "
              "only where the turn ends (international draughts; one kind only)");
  v.name("colour", k.colour, Presence::optional,
         "what pictures fill its pieces with: `\"#rrggbb\"` or a colour name of lowercase "
         "letters (`\"gold\"`); `\"\"`: the owner's colour");
  v.name("glyph", k.glyph, Presence::optional,
         "what pictures draw for its pieces instead of a disc with its symbol: one character "
         "that is not ASCII (a Unicode chess symbol, `\"♔\"`); `\"\"`: the disc");
  v.region("barred", k.barred, Presence::nullable,
           "a region its pieces may not end a move on or be dropped on (they pass over it): "
           "tafl's throne and corners, for all but the king");
  v.field("enclosure", k.enclosure, Presence::optional,
          "under custodial capture, how its pieces are taken: `\"two_sides\"`, "
          "`\"all_sides\"` (enclosed on every side along the custodial directions: a tafl "
          "king) or `\"never\"`");
  v.field("custodian", k.custodian, Presence::optional,
          "under custodial capture, whether its pieces take part in taking others (`false`: "
          "an unarmed king)");
  v.field("royal", k.royal, Presence::optional,
          "`true`: a move may not leave a piece of this kind where an enemy piece could take "
          "it (check); with `no_legal_move = \"loses_in_check\"` a player in check with no "
          "move loses (checkmate) and one not in check draws (stalemate)");
  v.field("resets_quiet_turns", k.resets_quiet_turns, Presence::optional,
          "`true`: a turn that moves a piece of this kind counts as one that takes a piece for "
          "`quiet_turn_limit` (chess's pawns: the fifty-move rule)");
  v.symbol("captured_as", k.captured_as, Presence::nullable,
           "a kind of the other owner, dropped by a `Drop`: a piece of this kind that is taken "
           "goes to the taker's reserve as one of it (crazyhouse); none: a taken piece leaves "
           "the game");
  v.field("explosion_proof", k.explosion_proof, Presence::optional,
          "`true`: its pieces stay where a capture next to them explodes "
          "(`captures_explode`), unless they take or are taken (atomic chess's pawns)");
  v.field("converts", k.converts, Presence::nullable,
          "directions: after a move or a drop of one of its pieces, the enemy pieces next to "
          "the cell it lands on along them become pieces of this kind (Ataxx); none: no "
          "conversion");
  v.field("claims", k.claims, Presence::nullable,
          "directions: after a move of its owner that lands a piece, every empty cell next to "
          "where it lands whose neighbours along them are all on the board and occupied gets a "
          "piece of this kind (dots and boxes' boxes); at most one kind of each player; none: "
          "no claims");
}

// In the order a Python Variant takes them (the required ones first).
template <class V>
void game_fields(V& v, GameSpec& s) {
  v.name("name", s.name, Presence::required,
         "the game's name: a non-empty string of at most 31 characters");
  v.field("files", s.files, Presence::required, "board width, 1 to 16 (files `a` to `p`)");
  v.field("ranks", s.ranks, Presence::required, "board height, 1 to 16 (ranks `1` to `16`)");
  v.kinds("kinds", s, "one table a piece kind, at most 16");
  v.field("start", s.start, Presence::required,
          "the start position as position text (docs/rules.md), e.g. `\"1TTT1/5/5/5/1FFF1 0 "
          "F2T2 0\"`; the reserve field holds the pieces not yet placed");
  v.regions("regions", s,
            "named sets of cells, `name = \"cells\"` (or an array of cell names), at most 16");
  v.end_conditions("end", s,
                   "the end conditions, at most 8, checked after every move in the order written: "
                   "the first that holds decides");
  v.field("placement", s.placement, Presence::stated,
          "`\"placement_first\"`: a player to move who holds reserve pieces they may drop "
          "must drop one, so placement comes before movement; `\"anytime\"`: drops are "
          "ordinary moves, listed with the others");
  v.field("no_legal_move", s.no_legal_move, Presence::stated,
          "what happens to a player to move who has no legal move: `\"loses\"`, `\"wins\"`, "
          "`\"draws\"`, `\"passes\"` (they play `pass`; two passes in a row draw) or "
          "`\"passes_or_ends\"` (they pass when the other player can move; when neither "
          "can, the game ends, as in othello) or `\"loses_in_check\"` (they lose when a royal "
          "piece of theirs is attacked, checkmate, and draw otherwise, stalemate)");
  v.field("end_score", s.end_score, Presence::optional,
          "how a game the players cannot go on with is decided (no legal move under "
          "`\"draws\"` or `\"passes_or_ends\"`, or two passes): `\"draw\"`, or "
          "`\"most_pieces\"`: the player with more pieces in play wins, equal counts draw");
  v.field("max_plies", s.max_plies, Presence::stated,
          "the ply limit, 1 or more: when the ply counter reaches it and nothing else has "
          "decided the game, it is drawn. A built-in game's option `max_plies = 0` is not "
          "this field but a request for the game's own limit, which its variant holds");
  v.field("capture_rule", s.capture_rule, Presence::optional,
          "`\"compulsory\"`: when any move of the turn's first part captures, only captures "
          "are legal (checkers); `\"most\"`: only the turns that take the most pieces are "
          "legal (the majority rule of international draughts; every later part of a turn "
          "must then take a piece)");
  v.field("leapt_removal", s.leapt_removal, Presence::optional,
          "`\"at_turn_end\"`: the pieces a capture chain jumps leave when the turn ends, "
          "and until then no piece may be jumped twice or land on or pass their cells "
          "(international draughts)");
  v.field("quiet_turn_limit", s.quiet_turn_limit, Presence::optional,
          "when this many turns in a row have taken no piece, the game is drawn "
          "(OpenSpiel's checkers: 40; a drop counts as taking one); 0 for never");
  v.field("stack_limit", s.stack_limit, Presence::optional,
          "a stack that grows taller than this loses pieces from its bottom: the mover's go "
          "to the mover's reserve, the others leave the game (Focus: 5); 0 for no limit, else 2 or "
          "more");
  v.field("rotating_blocks", s.rotating_blocks, Presence::optional,
          "after every drop the mover turns one square block of the board, of this many cells "
          "a side, a quarter turn either way (Pentago: 3); the blocks tile the board from `a1`, "
          "and a drop's text names its block and way (`W@b2:a1cw`, `W@b2:d4ccw`); 0 for none. "
          "A square board without off_board cells, stacks or royal kinds");
  v.field("moves_again_after_claim", s.moves_again_after_claim, Presence::optional,
          "`true`: a turn that claims a cell (a kind's `claims`) is followed by another turn of "
          "the same player (dots and boxes)");
  v.field("wins_at_once", s.wins_at_once, Presence::optional,
          "what end conditions of both players holding after one move give: "
          "`\"first_listed\"` (the first in order decides) or `\"draw\"` (Pentago, where a "
          "turned block can make a line for each)");
  v.field("repetition_limit", s.repetition_limit, Presence::optional,
          "the game is drawn when a position occurs for this many times in the game (chess's "
          "threefold repetition: 3), the ply and quiet-turn count aside; 0 for never, else 2 "
          "to 255. Judged where a game's history is kept (a state, a match), not in perft, "
          "playouts or search");
  v.field("repetition_ignores_side", s.repetition_ignores_side, Presence::optional,
          "`true`: a position repeats whoever is to move (OpenSpiel's lines of action: the "
          "board alone)");
  v.field("checks_allowed", s.checks_allowed, Presence::optional,
          "`false`: no move may give check, that is leave a royal piece of the other player "
          "attacked (racing kings); a game with royal kinds only");
  v.field("captures_explode", s.captures_explode, Presence::optional,
          "`true`: a capture explodes (atomic chess): the taking piece and every piece on a "
          "neighbour of the cell it lands on leave the game with the taken one, but for "
          "kinds that are `explosion_proof`. A move may not explode a royal piece of the "
          "mover's, a royal piece cannot take, and one next to a royal piece of the other "
          "player's is not attacked");
  v.name("insufficient_alone", s.insufficient_alone, Presence::optional,
         "symbols of kinds too weak to win alone (chess: `\"NBnb\"`): the game is drawn "
         "(insufficient material) when, the royal pieces aside, the board holds nothing or one "
         "piece of these kinds; `\"\"` with `insufficient_on_one_colour` empty: no such rule");
  v.name("insufficient_on_one_colour", s.insufficient_on_one_colour, Presence::optional,
         "symbols of kinds that cannot win however many there are while all stand on one "
         "colour (chess's bishops, `\"Bb\"`): drawn too when, the royal pieces aside, the "
         "board holds only pieces of these kinds, all on cells whose file + rank has one "
         "parity (square boards)");
  v.field("off_board", s.off_board, Presence::optional,
          "cells of the files x ranks rectangle that are not on the board, as cell names "
          "(`\"a1 b1 a2 b2\"`, or a list): no piece stands on them, moves stop at them, "
          "position text leaves them out of their ranks (fox and geese's cross)");
  v.field("geometry", s.geometry, Presence::optional,
          "`\"square\"`: square cells, eight neighbours; `\"hex\"`: hexagons, six "
          "neighbours, each rank drawn half a cell right of the one below: `north_east` and "
          "`south_west` are not neighbours, and directions must be absolute");
  v.custodial("custodial", s.custodial,
              "custodial capture (tafl): `{ directions = \"orthogonal\", hostile = \"corners\" "
              "}`: after a move, an enemy piece next to the moved one along `directions` "
              "(absolute) with another capturing piece of the mover's, or an empty cell of the "
              "region `hostile`, straight beyond it is taken");
  v.evaluation("evaluation", s,
               "the game's own evaluation for search agents, at most 12 terms; none: every piece "
               "worth one");
}

// --- the values of each type --------------------------------------------------------------------

namespace detail {

[[noreturn]] inline void reject(std::string_view field, const SpecValue& v, std::string_view why) {
  throw SpecError(std::string(field) + " " + shown(v) + " " + std::string(why));
}

template <class T, std::size_t K>
std::string names_text(const std::array<NamedValue<T>, K>& table, std::size_t count = K) {
  std::string out;
  for (std::size_t i = 0; i < count; ++i) out += (i ? ", " : "") + std::string(table[i].name);
  return out;
}

inline long long read_whole(const SpecValue& v, std::string_view field, long long low,
                            long long high) {
  if (!v.is(SpecValue::Type::whole)) reject(field, v, "is not a whole number");
  if (v.too_big || v.whole < low || v.whole > high) reject(field, v, "is out of range");
  return v.whole;
}

inline int read_int(const SpecValue& v, std::string_view field) {
  return int(
      read_whole(v, field, std::numeric_limits<int>::min(), std::numeric_limits<int>::max()));
}

// Text a reader took from a source that can hold what UTF-8 cannot (a Python str with a lone
// surrogate) is refused wherever text is read.
inline const std::string& checked_text(const SpecValue& v, std::string_view field) {
  if (v.not_utf8) reject(field, v, "is not valid text");
  return v.text;
}

inline const std::string& read_str(const SpecValue& v, std::string_view field) {
  if (!v.is(SpecValue::Type::text)) reject(field, v, "is not a string");
  return checked_text(v, field);
}

// Text of at most `longest` bytes (the engine's fixed-size strings).
inline const std::string& read_text(const SpecValue& v, std::string_view field, int longest) {
  const std::string& text = read_str(v, field);
  if (text.size() > std::size_t(longest)) {
    bool ascii = true;
    for (const char c : text) ascii = ascii && static_cast<unsigned char>(c) < 0x80;
    reject(
        field, v,
        "is longer than " + std::to_string(longest) + (ascii ? " characters" : " bytes of UTF-8"));
  }
  return text;
}

inline char read_symbol(const SpecValue& v, std::string_view field) {
  const std::string& s = read_text(v, field, 8);
  if (s.size() != 1) reject(field, v, "is not one letter");
  return s[0];
}

inline DirectionSet read_directions(const SpecValue& v, bool relative, std::string_view field) {
  const std::string label(field);
  std::vector<std::string> names;
  if (v.is(SpecValue::Type::text)) {
    checked_text(v, field);
    for (const auto& named : named_direction_sets)
      if (named.name == v.text) return {named.value.mask, bool(named.value.relative || relative)};
    names.push_back(v.text);
  } else if (v.is(SpecValue::Type::list)) {
    for (const SpecValue& item : v.items) {
      if (!item.is(SpecValue::Type::text)) reject(label + ":", item, "is not a direction name");
      names.push_back(checked_text(item, label + ":"));
    }
  } else {
    reject(field, v, "is not a direction, a direction set or a list of directions");
  }
  DirectionSet set{0, relative};
  for (const std::string& name : names) {
    Direction d{};
    if (!find_named(name, d))
      throw SpecError(label + ": " + boardlab::detail::quoted(name) +
                      " is not a direction or direction set (" + names_of<Direction>() + "; " +
                      names_text(named_direction_sets) + ")");
    set.mask |= std::uint8_t(1u << index(d));
  }
  if (set.empty()) throw SpecError(label + ": empty direction set");
  return set;
}

inline Targets read_targets(const SpecValue& v, std::string_view field) {
  const std::string f(field);
  if (v.is(SpecValue::Type::text)) {
    checked_text(v, field);
    for (const auto& named : named_targets)
      if (named.name == v.text) return named.value;
    throw SpecError(f + ": " + boardlab::detail::quoted(v.text) + " is not one of " +
                    names_text(named_targets));
  }
  if (!v.is(SpecValue::Type::list))
    reject(field, v, "is not a target name or a list of target names");
  Targets out{};
  const std::string singles = names_text(named_targets, single_target_classes);
  for (const SpecValue& item : v.items) {
    bool found = false;
    for (int i = 0; i < single_target_classes && item.is(SpecValue::Type::text); ++i)
      if (named_targets[std::size_t(i)].name == item.text) {
        out = out | named_targets[std::size_t(i)].value;
        found = true;
      }
    if (!found) reject(f + ":", item, "is not one of " + singles);
  }
  return out;
}

inline bool is_player(const SpecValue& v) {
  return v.is(SpecValue::Type::whole) && !v.too_big && (v.whole == 0 || v.whole == 1);
}

// Cell names given as one text ("a1 b2") or a list of them, as one text.
inline std::string cell_names_text(const SpecValue& v, std::string_view field) {
  if (v.is(SpecValue::Type::text)) return read_text(v, field, 4096);
  if (!v.is(SpecValue::Type::list)) reject(field, v, "is not a list");
  std::string text;
  for (const SpecValue& c : v.items) text += " " + read_text(c, "cell", 8);
  return text;
}

inline std::string cell_list_text(const CellSet& cells) {
  std::string out;
  for (int r = 0; r < max_board_side; ++r)
    for (int f = 0; f < max_board_side; ++f)
      if (cells.contains({f, r})) out += (out.empty() ? "" : " ") + cell_name(f, r);
  return out;
}

template <class T>
inline constexpr bool is_named_enum = requires { EnumNames<T>::values; };

// The value of a member of type T, read from `v` (never none: the caller handles none).
template <class T>
T read_value(const SpecValue& v, std::string_view field, bool relative) {
  if constexpr (std::is_same_v<T, int>) {
    return read_int(v, field);
  } else if constexpr (std::is_same_v<T, bool>) {
    if (!v.is(SpecValue::Type::yes_no)) reject(field, v, "is not true or false");
    return v.yes;
  } else if constexpr (std::is_same_v<T, DirectionSet>) {
    return read_directions(v, relative, field);
  } else if constexpr (std::is_same_v<T, Targets>) {
    return read_targets(v, field);
  } else if constexpr (std::is_same_v<T, Offset>) {
    if (!v.is(SpecValue::Type::list) || v.items.size() != 2)
      reject(field, v, "is not a pair [file, rank] of numbers");
    return {read_int(v.items[0], field), read_int(v.items[1], field)};
  } else if constexpr (std::is_same_v<T, Pieces>) {
    if (v.is(SpecValue::Type::text) && v.text.size() == 1) return Pieces::kind(v.text[0]);
    if (is_player(v)) return Pieces::of(Player(v.whole));
    reject("pieces", v, "is not one symbol or a player 0/1");
  } else if constexpr (std::is_same_v<T, Player>) {
    if (!is_player(v)) reject(field, v, "is not a player (0 or 1)");
    return Player(v.whole);
  } else if constexpr (std::is_same_v<T, Owner>) {
    if (v.is(SpecValue::Type::text) && v.text == "neutral") return Owner::neutral;
    if (!is_player(v)) reject(field, v, "is not 0, 1 or 'neutral'");
    return Owner(v.whole);
  } else if constexpr (std::is_same_v<T, CellSet>) {
    return parse_cell_list(cell_names_text(v, field), field);
  } else if constexpr (std::is_same_v<T, PositionText>) {
    return PositionText(read_text(v, field, max_position_text_length));
  } else if constexpr (std::is_same_v<T, std::array<RegionName, max_touched_regions>>) {
    if (!v.is(SpecValue::Type::list)) reject(field, v, "is not a list of region names");
    if (v.items.empty() || v.items.size() > std::size_t(max_touched_regions))
      reject(field, v,
             "names " + std::to_string(v.items.size()) + " regions, not 1 to " +
                 std::to_string(max_touched_regions));
    std::array<RegionName, max_touched_regions> out{};
    for (std::size_t i = 0; i < v.items.size(); ++i) {
      // In a list, none and "" are not the whole board but a mistake.
      if (v.items[i].is(SpecValue::Type::none)) reject(field, v, "holds None, not a region name");
      out[i] = RegionName(read_text(v.items[i], field, max_name_length));
      if (out[i].empty()) reject(field, v, "holds an empty name, not a region name");
    }
    return out;
  } else {
    static_assert(is_named_enum<T>, "a field's type needs a reader here");
    T value{};
    if (v.is(SpecValue::Type::text)) checked_text(v, field);
    if (!v.is(SpecValue::Type::text) || !find_named(v.text, value))
      reject(field, v, "is not one of " + names_of<T>());
    return value;
  }
}

inline SpecValue directions_value(DirectionSet set) {
  const std::string_view name = direction_set_name(set);
  if (!name.empty()) return SpecValue::of_text(std::string(name));
  SpecValue list = SpecValue::of_type(SpecValue::Type::list);
  for (const auto& named : EnumNames<Direction>::values)
    if (set.contains(named.value))
      list.items.push_back(SpecValue::of_text(std::string(named.name)));
  return list;
}

inline SpecValue targets_value(Targets t) {
  const std::string_view name = targets_name(t);
  if (!name.empty()) return SpecValue::of_text(std::string(name));
  SpecValue list = SpecValue::of_type(SpecValue::Type::list);
  for (int i = 0; i < single_target_classes; ++i)
    if (t.bits & named_targets[std::size_t(i)].value.bits)
      list.items.push_back(SpecValue::of_text(std::string(named_targets[std::size_t(i)].name)));
  return list;
}

// The value of a member, as the schema writes it.
template <class T>
SpecValue write_value(const T& value) {
  if constexpr (std::is_same_v<T, int>) {
    return SpecValue::of_whole(value);
  } else if constexpr (std::is_same_v<T, bool>) {
    return SpecValue::of_yes_no(value);
  } else if constexpr (std::is_same_v<T, DirectionSet>) {
    return directions_value(value);
  } else if constexpr (std::is_same_v<T, Targets>) {
    return targets_value(value);
  } else if constexpr (std::is_same_v<T, Offset>) {
    SpecValue pair = SpecValue::of_type(SpecValue::Type::list);
    pair.items = {SpecValue::of_whole(value.file), SpecValue::of_whole(value.rank)};
    return pair;
  } else if constexpr (std::is_same_v<T, Pieces>) {
    return value.symbol ? SpecValue::of_text(std::string(1, value.symbol))
                        : SpecValue::of_whole(index(value.player));
  } else if constexpr (std::is_same_v<T, Player>) {
    return SpecValue::of_whole(index(value));
  } else if constexpr (std::is_same_v<T, Owner>) {
    return value == Owner::neutral ? SpecValue::of_text("neutral")
                                   : SpecValue::of_whole(index(value));
  } else if constexpr (std::is_same_v<T, CellSet>) {
    return SpecValue::of_text(cell_list_text(value));
  } else if constexpr (std::is_same_v<T, PositionText>) {
    return SpecValue::of_text(value.str());
  } else if constexpr (std::is_same_v<T, std::array<RegionName, max_touched_regions>>) {
    SpecValue list = SpecValue::of_type(SpecValue::Type::list);
    for (const RegionName& r : value)
      if (!r.empty()) list.items.push_back(SpecValue::of_text(r.str()));
    return list;
  } else {
    return SpecValue::of_text(std::string(name_of(value)));
  }
}

template <class T>
constexpr FieldType field_type() {
  if constexpr (std::is_same_v<T, int>)
    return FieldType::whole;
  else if constexpr (std::is_same_v<T, bool>)
    return FieldType::yes_no;
  else if constexpr (std::is_same_v<T, DirectionSet>)
    return FieldType::directions;
  else if constexpr (std::is_same_v<T, Targets>)
    return FieldType::targets;
  else if constexpr (std::is_same_v<T, Offset>)
    return FieldType::offset;
  else if constexpr (std::is_same_v<T, Pieces>)
    return FieldType::pieces;
  else if constexpr (std::is_same_v<T, Player>)
    return FieldType::player;
  else if constexpr (std::is_same_v<T, Owner>)
    return FieldType::owner;
  else if constexpr (std::is_same_v<T, CellSet>)
    return FieldType::cells;
  else if constexpr (std::is_same_v<T, PositionText>)
    return FieldType::position;
  else if constexpr (std::is_same_v<T, std::array<RegionName, max_touched_regions>>)
    return FieldType::regions;
  else
    return FieldType::choice;
}

}  // namespace detail

// --- describing the schema -----------------------------------------------------------------------

struct FieldInfo {
  std::string_view name;
  FieldType type = FieldType::whole;
  Presence presence = Presence::required;
  std::string_view doc;
  std::vector<std::string_view> choices;  // a choice's names, in order
  SpecValue default_value;                // none when required, or when none is the default
};

struct TableInfo {
  std::string_view group;        // "game", "kind", "primitive", "end condition", "promotion", ...
  std::string_view type;         // the value of the table's `type` field (primitives, conditions)
  std::string_view struct_name;  // the C++ struct (and Python class) that writes it
  std::vector<FieldInfo> fields;
  std::string_view doc;  // what the table is, in a sentence
};

constexpr std::string_view primitive_doc(PrimitiveType type) {
  switch (type) {
    case PrimitiveType::step:
      return "One cell in each of `directions`.";
    case PrimitiveType::slide:
      return "Any distance through empty cells along each of `directions` (or, with distance "
             "\"pieces_on_line\", exactly the line's count of pieces).";
    case PrimitiveType::leap:
      return "Over one adjacent cell holding a piece of `over` to the cell beyond it (or, flying, "
             "over the first piece along the line).";
    case PrimitiveType::stack_move:
      return "The top k pieces of a stack (min_count <= k <= max_count) move exactly k orthogonal "
             "steps, never straight back.";
    case PrimitiveType::drop:
      return "A piece of this kind from the reserve onto an empty cell.";
    case PrimitiveType::offset_leap:
      return "To the cell `offset` away and its images by `symmetry`, whatever stands between.";
    case PrimitiveType::shoot:
      return "A new piece of `kind` on an empty cell a slide from the piece reaches; the piece "
             "stays (amazons' arrow).";
    case PrimitiveType::remove:
      return "One of the player's own pieces of this kind off the board (konane's opening).";
    case PrimitiveType::castle:
      return "Castling: this piece and an unmoved `partner` on its rank move together, each to "
             "its file on the partner's side, over empty cells (and, royal, never attacked).";
  }
  return "";
}

constexpr std::string_view condition_doc(ConditionForm form) {
  switch (form) {
    case ConditionForm::no_pieces_left:
      return "`winner` wins when no piece of `pieces` is left in play.";
    case ConditionForm::reduced_to:
      return "`winner` wins when `count` or fewer of `pieces` are left in play.";
    case ConditionForm::region_holds:
      return "`winner` wins when at least `count` of `pieces` stand in `region`.";
    case ConditionForm::reaches:
      return "`winner` wins when a piece of `pieces` stands in `region`; with `answer`, unless the "
             "other player answers by bringing a piece of `answer` there too on the next move "
             "(a draw).";
    case ConditionForm::all_stacks_controlled:
      return "`winner` wins when the top piece of every non-empty cell is theirs.";
    case ConditionForm::in_a_row:
      return "`winner` wins when `count` of `pieces` stand on consecutive cells along a line of "
             "one of `directions` (a direction and its opposite give the same lines).";
    case ConditionForm::connects:
      return "`winner` wins when a chain of `pieces`, each the neighbour of the next along one of "
             "`directions`, joins a cell of `region` to a cell of `to_region` (hex).";
    case ConditionForm::all_connected:
      return "`winner` wins when all of `pieces` in play form one group, each joined to every "
             "other through a chain of neighbours along `directions` (lines of action); one piece "
             "is a group, none is not.";
    case ConditionForm::group_touches:
      return "`winner` wins when one group of `pieces` (neighbours along `directions`) has a piece "
             "in at least `count` of `regions` (havannah's fork and bridge).";
    case ConditionForm::ring:
      return "`winner` wins when, on a hex board, `pieces` form a closed chain round at least one "
             "cell, whatever it holds (havannah).";
    case ConditionForm::checks_given:
      return "`winner` wins once they have given check `count` times (three-check): a move after "
             "which a royal piece of the other player is attacked gives one.";
  }
  return "";
}

// Lists the fields a visit passes, with their defaults: the values the visited struct holds.
class Describer {
 public:
  std::vector<FieldInfo> fields;

  template <class T>
  void field(std::string_view name, T& member, Presence presence, std::string_view doc) {
    FieldInfo& f = add(name, detail::field_type<T>(), presence, doc);
    if constexpr (detail::field_type<T>() == FieldType::choice)
      for (const auto& named : EnumNames<T>::values) f.choices.push_back(named.name);
    if (presence == Presence::optional || presence == Presence::stated)
      f.default_value = detail::write_value(member);
    if (presence == Presence::nullable && !is_none(member))
      f.default_value = detail::write_value(member);
  }
  void region(std::string_view name, RegionName& member, Presence presence, std::string_view doc) {
    FieldInfo& f = add(name, FieldType::region, presence, doc);
    if (!member.empty()) f.default_value = SpecValue::of_text(member.str());
  }
  void name(std::string_view name, Name& member, Presence presence, std::string_view doc) {
    FieldInfo& f = add(name, FieldType::name, presence, doc);
    if (presence != Presence::required) f.default_value = SpecValue::of_text(member.str());
  }
  void symbols(std::string_view name, Name&, Presence presence, std::string_view doc) {
    add(name, FieldType::symbols, presence, doc);
  }
  void symbol(std::string_view name, char& member, Presence presence, std::string_view doc) {
    FieldInfo& f = add(name, FieldType::symbol, presence, doc);
    if (member) f.default_value = SpecValue::of_text(std::string(1, member));
  }
  void relative(std::string_view name, std::string_view doc) {
    add(name, FieldType::relative, Presence::optional, doc).default_value =
        SpecValue::of_yes_no(false);
  }
  void primitives(std::string_view name, KindSpec&, std::string_view doc) {
    add(name, FieldType::primitive_list, Presence::optional, doc).default_value =
        SpecValue::of_type(SpecValue::Type::list);
  }
  void promotion(std::string_view name, Promotion&, std::string_view doc) {
    add(name, FieldType::promotion_table, Presence::nullable, doc);
  }
  void custodial(std::string_view name, CustodialCapture&, std::string_view doc) {
    add(name, FieldType::custodial_table, Presence::nullable, doc);
  }
  void regions(std::string_view name, GameSpec&, std::string_view doc) {
    add(name, FieldType::region_table, Presence::optional, doc).default_value =
        SpecValue::of_type(SpecValue::Type::table);
  }
  void kinds(std::string_view name, GameSpec&, std::string_view doc) {
    add(name, FieldType::kind_list, Presence::required, doc);
  }
  void end_conditions(std::string_view name, GameSpec&, std::string_view doc) {
    add(name, FieldType::condition_list, Presence::optional, doc).default_value =
        SpecValue::of_type(SpecValue::Type::list);
  }
  void evaluation(std::string_view name, GameSpec&, std::string_view doc) {
    add(name, FieldType::evaluation_list, Presence::optional, doc).default_value =
        SpecValue::of_type(SpecValue::Type::list);
  }

 private:
  FieldInfo& add(std::string_view name, FieldType type, Presence presence, std::string_view doc) {
    fields.push_back({name, type, presence, doc, {}, {}});
    return fields.back();
  }
  template <class T>
  static bool is_none(const T& member) {
    if constexpr (std::is_same_v<T, DirectionSet>)
      return member.empty();
    else if constexpr (std::is_same_v<T, Targets>)
      return member.bits == 0;
    else
      return false;
  }
};

// Every table of the schema: the game, a kind, each primitive, each end condition's form, and
// the promotion, custodial and evaluation-term tables.
inline const std::vector<TableInfo>& schema_tables() {
  static const std::vector<TableInfo> tables = [] {
    std::vector<TableInfo> out;
    {
      Describer d;
      GameSpec s;
      game_fields(d, s);
      out.push_back({"game", "", "GameSpec", std::move(d.fields), "A whole game as data."});
    }
    {
      Describer d;
      KindSpec k;
      kind_fields(d, k);
      out.push_back({"kind", "", "Kind", std::move(d.fields),
                     "A piece kind: a type and an owner together, one letter in position text."});
    }
    for (const auto& named : EnumNames<PrimitiveType>::values) {
      Describer d;
      Primitive p = primitive_defaults(named.value);
      primitive_fields(d, named.value, p);
      out.push_back({"primitive", named.name, primitive_name(named.value), std::move(d.fields),
                     primitive_doc(named.value)});
    }
    for (const auto& named : EnumNames<ConditionForm>::values) {
      Describer d;
      EndCondition e = condition_defaults(named.value);
      condition_fields(d, named.value, e);
      out.push_back({"end condition", named.name, condition_struct_name(named.value),
                     std::move(d.fields), condition_doc(named.value)});
    }
    {
      Describer d;
      Promotion p;
      promotion_fields(d, p);
      out.push_back({"promotion", "", "Promotion", std::move(d.fields),
                     "A piece ending a move in `region` becomes one of the kinds `to` lists."});
    }
    {
      Describer d;
      CustodialCapture c;
      custodial_fields(d, c);
      out.push_back({"custodial", "", "CustodialCapture", std::move(d.fields),
                     "Custodial capture (tafl): enemy pieces enclosed by the mover's are taken."});
    }
    {
      Describer d;
      EvaluationTerm t;
      evaluation_term_fields(d, t);
      out.push_back({"evaluation term", "", "EvaluationTerm", std::move(d.fields),
                     "A term of the game's own evaluation for search agents."});
    }
    return out;
  }();
  return tables;
}

// The table of `group` (and `type`, for primitives and end conditions).
inline const TableInfo& schema_table(std::string_view group, std::string_view type = {}) {
  for (const TableInfo& t : schema_tables())
    if (t.group == group && t.type == type) return t;
  throw Error("no schema table " + std::string(group) + " " + std::string(type));
}

// --- reading -------------------------------------------------------------------------------------

namespace detail {

// Where a value is: its path in the variant ("kinds[0].moves[1] (Step)") and the line it was
// read from. Messages put both in front of what is wrong.
inline std::string located(const SpecValue& at, std::string_view path, std::string_view message) {
  std::string out =
      path.empty() ? std::string(message) : std::string(path) + ": " + std::string(message);
  // The line last: a message reads the same from a file and from a dict, where there is none.
  if (at.line > 0) out += " (line " + std::to_string(at.line) + ")";
  return out;
}

[[noreturn]] inline void fail_at(const SpecValue& at, std::string_view path,
                                 std::string_view message) {
  throw SpecError(located(at, path, message));
}

// Runs `read`, putting the place of `at` in front of a SpecError it raises without one.
template <class Read>
auto at(const SpecValue& at, std::string_view path, Read&& read) {
  try {
    return read();
  } catch (const SpecError& e) {
    throw SpecError(located(at, path, e.what()));
  }
}

inline std::string field_names(const std::vector<FieldInfo>& fields) {
  std::string out;
  for (const FieldInfo& f : fields) out += (out.empty() ? "" : ", ") + std::string(f.name);
  return out;
}

// A table's fields checked against its description: each key known, each required one given.
// `what` names the table in messages ("step", "promotion").
inline void check_fields(const SpecValue& table, const std::vector<FieldInfo>& fields,
                         std::string_view what, std::string_view path) {
  for (const auto& [key, value] : table.fields) {
    if (value.key_is_not_text) fail_at(value, path, "field name " + key + " is not a field name");
    bool known = false;
    for (const FieldInfo& f : fields) known = known || f.name == key;
    if (!known)
      fail_at(value.line ? value : table, path,
              "unknown field " + boardlab::detail::quoted(key) + " for " + std::string(what) +
                  " (fields: " + field_names(fields) + ")");
  }
  for (const FieldInfo& f : fields)
    if (f.presence == Presence::required && !table.find(f.name))
      fail_at(table, path, "missing field " + boardlab::detail::quoted(f.name));
}

}  // namespace detail

// Reads the fields of one table into a struct. Structure (kinds, their moves, the end
// conditions) is read by read_spec, which the visit calls back for it.
class FieldReader {
 public:
  // `path` names the table in messages ("kinds[0] ('W')"); `item` is its place in its list, the
  // start of the paths of the tables it holds ("kinds[0]", whose moves are "kinds[0].moves[1]").
  FieldReader(const SpecValue& table, std::string path, std::string item = {})
      : table_(table), path_(std::move(path)), item_(item.empty() ? path_ : std::move(item)) {
    if (const SpecValue* r = table.find("relative"); r && r->is(SpecValue::Type::yes_no))
      relative_ = r->yes;
  }

  template <class T>
  void field(std::string_view name, T& member, Presence presence, std::string_view) {
    const SpecValue* v = find(name, presence, member);
    if (v)
      detail::at(*v, path_, [&] { return member = detail::read_value<T>(*v, name, relative_); });
  }
  void region(std::string_view name, RegionName& member, Presence presence, std::string_view) {
    if (const SpecValue* v = find(name, presence, member))
      detail::at(*v, path_,
                 [&] { return member = RegionName(detail::read_text(*v, name, max_name_length)); });
  }
  void name(std::string_view name, Name& member, Presence presence, std::string_view) {
    const SpecValue* v = table_.find(name);
    if (!v) return;
    detail::at(*v, path_, [&] {
      // The game's name is what it is known by: never empty.
      if (presence == Presence::required && (!v->is(SpecValue::Type::text) || v->text.empty()))
        detail::reject(name, *v, "must be a non-empty string");
      return member = Name(detail::read_text(*v, name, max_name_length));
    });
  }
  void symbols(std::string_view name, Name& member, Presence, std::string_view) {
    if (const SpecValue* v = table_.find(name))
      detail::at(*v, path_,
                 [&] { return member = Name(detail::read_text(*v, name, max_name_length)); });
  }
  void symbol(std::string_view name, char& member, Presence presence, std::string_view) {
    if (const SpecValue* v = find(name, presence, member))
      detail::at(*v, path_, [&] { return member = detail::read_symbol(*v, name); });
  }
  void relative(std::string_view name, std::string_view) {
    if (const SpecValue* v = table_.find(name))
      detail::at(*v, path_, [&] { return detail::read_value<bool>(*v, name, false); });
  }
  void primitives(std::string_view name, KindSpec& k, std::string_view);
  void promotion(std::string_view name, Promotion& p, std::string_view);
  void custodial(std::string_view name, CustodialCapture& c, std::string_view);
  void regions(std::string_view name, GameSpec& s, std::string_view);
  void kinds(std::string_view name, GameSpec& s, std::string_view);
  void end_conditions(std::string_view name, GameSpec& s, std::string_view);
  void evaluation(std::string_view name, GameSpec& s, std::string_view);

 private:
  // The field's value, or nullptr when it is not given, or none where none means "no such
  // thing" (the member is then left empty).
  template <class T>
  const SpecValue* find(std::string_view name, Presence presence, T& member) {
    const SpecValue* v = table_.find(name);
    if (v && presence == Presence::nullable && v->is(SpecValue::Type::none)) {
      member = T{};
      return nullptr;
    }
    return v;
  }
  // A list field's items; an error naming the field when it is not a list.
  const std::vector<SpecValue>* list(std::string_view name) {
    const SpecValue* v = table_.find(name);
    if (!v) return nullptr;
    if (!v->is(SpecValue::Type::list))
      detail::fail_at(*v, path_, std::string(name) + " " + shown(*v) + " is not a list");
    return &v->items;
  }

  const SpecValue& table_;
  std::string path_;
  std::string item_;
  bool relative_ = false;
};

// Reads a small table (promotion, custodial capture) whose structural mistakes all say what the
// table holds: "promotion 'O' is not a table of region and to (and timing)".
template <class T, class Fields>
void read_small_table(const SpecValue& v, const TableInfo& info, std::string_view name,
                      std::string_view path, T& out, Fields&& fields) {
  std::string required, optional;
  for (const FieldInfo& f : info.fields) {
    std::string& names = f.presence == Presence::required ? required : optional;
    names += (names.empty() ? "" : " and ") + std::string(f.name);
  }
  const std::string shape = required + (optional.empty() ? "" : " (and " + optional + ")");
  bool fits = v.is(SpecValue::Type::table);
  for (const auto& [key, value] : v.fields) {
    bool known = !value.key_is_not_text;
    bool listed = false;
    for (const FieldInfo& f : info.fields) listed = listed || f.name == key;
    fits = fits && known && listed;
  }
  for (const FieldInfo& f : info.fields)
    fits = fits && (f.presence != Presence::required || v.find(f.name));
  if (!fits)
    detail::fail_at(v, path, std::string(name) + " " + shown(v) + " is not a table of " + shape);
  FieldReader reader(v, std::string(path));
  fields(reader, out);
}

inline void FieldReader::promotion(std::string_view name, Promotion& p, std::string_view) {
  const SpecValue* v = table_.find(name);
  if (!v || v->is(SpecValue::Type::none)) return;
  read_small_table(*v, schema_table("promotion"), name, path_ + "." + std::string(name), p,
                   [](FieldReader& r, Promotion& out) { promotion_fields(r, out); });
}

inline void FieldReader::custodial(std::string_view name, CustodialCapture& c, std::string_view) {
  const SpecValue* v = table_.find(name);
  if (!v || v->is(SpecValue::Type::none)) return;
  read_small_table(*v, schema_table("custodial"), name,
                   path_.empty() ? std::string(name) : path_ + ": " + std::string(name), c,
                   [](FieldReader& r, CustodialCapture& out) { custodial_fields(r, out); });
}

inline void FieldReader::primitives(std::string_view name, KindSpec& k, std::string_view) {
  const std::vector<SpecValue>* moves = list(name);
  if (!moves) return;
  for (std::size_t j = 0; j < moves->size(); ++j) {
    const SpecValue& m = (*moves)[j];
    std::string where = item_ + "." + std::string(name) + "[" + std::to_string(j) + "]";
    if (!m.is(SpecValue::Type::table)) detail::fail_at(m, where, shown(m) + " is not a table");
    const SpecValue* type = m.find("type");
    PrimitiveType t{};
    if (!type || !type->is(SpecValue::Type::text) || !find_named(type->text, t))
      detail::fail_at(type ? *type : m, where,
                      "type " + (type ? shown(*type) : std::string("None")) + " is not one of " +
                          detail::names_text(EnumNames<PrimitiveType>::values));
    where += " (" + std::string(primitive_name(t)) + ")";
    SpecValue fields = m;
    std::erase_if(fields.fields, [](const SpecValue::Field& f) { return f.first == "type"; });
    detail::check_fields(fields, schema_table("primitive", name_of(t)).fields, name_of(t), where);
    Primitive p = primitive_defaults(t);
    FieldReader reader(fields, where);
    primitive_fields(reader, t, p);
    if (k.primitive_count == max_primitives_per_kind)
      detail::fail_at(m, where,
                      "kind " + boardlab::detail::quoted(std::string_view(&k.symbol, 1)) +
                          ": at most " + to_text(max_primitives_per_kind) + " primitives a kind");
    k.primitives[std::size_t(k.primitive_count++)] = p;
  }
}

inline void FieldReader::regions(std::string_view name, GameSpec& s, std::string_view) {
  const SpecValue* v = table_.find(name);
  if (!v) return;
  if (!v->is(SpecValue::Type::table))
    detail::fail_at(*v, path_,
                    std::string(name) + " " + shown(*v) + " is not a table of name = cells");
  for (const auto& [region, cells] : v->fields) {
    const std::string where =
        (path_.empty() ? "" : path_ + ": ") + std::string(name) + "." + region;
    detail::at(cells, where, [&] {
      if (cells.key_is_not_text) throw SpecError("region name " + region + " is not a string");
      const std::string text = detail::cell_names_text(cells, "cells");
      if (region.size() > std::size_t(max_name_length))
        throw SpecError("region " + boardlab::detail::quoted(region) + " is longer than " +
                        std::to_string(max_name_length) + " characters");
      s.add_region(region, text);
      return 0;
    });
  }
}

inline void FieldReader::kinds(std::string_view name, GameSpec& s, std::string_view) {
  const std::vector<SpecValue>* kinds = list(name);
  if (!kinds) return;
  for (std::size_t i = 0; i < kinds->size(); ++i) {
    const SpecValue& k = (*kinds)[i];
    const std::string item = std::string(name) + "[" + std::to_string(i) + "]";
    if (!k.is(SpecValue::Type::table)) detail::fail_at(k, item, shown(k) + " is not a table");
    const SpecValue* symbol = k.find("symbol");
    const std::string where = symbol ? item + " (" + shown(*symbol) + ")" : item;
    detail::check_fields(k, schema_table("kind").fields, "kind", where);
    KindSpec kind;
    FieldReader reader(k, where, item);
    kind_fields(reader, kind);
    detail::at(k, where, [&] {
      s.add_kind(kind.symbol, kind.owner, kind.name.view(), kind.colour.view());
      s.kinds[std::size_t(s.kind_count - 1)] = kind;
      return 0;
    });
  }
}

inline void FieldReader::end_conditions(std::string_view name, GameSpec& s, std::string_view) {
  const std::vector<SpecValue>* conditions = list(name);
  if (!conditions) return;
  for (std::size_t i = 0; i < conditions->size(); ++i) {
    const SpecValue& c = (*conditions)[i];
    std::string where = std::string(name) + "[" + std::to_string(i) + "]";
    if (!c.is(SpecValue::Type::table)) detail::fail_at(c, where, shown(c) + " is not a table");
    const SpecValue* type = c.find("type");
    ConditionForm form{};
    if (!type || !type->is(SpecValue::Type::text) || !find_named(type->text, form))
      detail::fail_at(type ? *type : c, where,
                      "type " + (type ? shown(*type) : std::string("None")) + " is not one of " +
                          detail::names_text(EnumNames<ConditionForm>::values));
    where += " (" + std::string(condition_struct_name(form)) + ")";
    SpecValue fields = c;
    std::erase_if(fields.fields, [](const SpecValue::Field& f) { return f.first == "type"; });
    detail::check_fields(fields, schema_table("end condition", name_of(form)).fields, name_of(form),
                         where);
    EndCondition e = condition_defaults(form);
    FieldReader reader(fields, where);
    condition_fields(reader, form, e);
    detail::at(c, where, [&] {
      s.add_end(e);
      return 0;
    });
  }
}

inline void FieldReader::evaluation(std::string_view name, GameSpec& s, std::string_view) {
  const SpecValue* v = table_.find(name);
  if (!v) return;
  if (!v->is(SpecValue::Type::list))
    detail::fail_at(*v, path_, std::string(name) + " " + shown(*v) + " is not a list of terms");
  for (std::size_t i = 0; i < v->items.size(); ++i) {
    const SpecValue& t = v->items[i];
    const std::string where = std::string(name) + "[" + std::to_string(i) + "]";
    if (!t.is(SpecValue::Type::table))
      detail::fail_at(t, where,
                      shown(t) + " is not a table of type, kind, owner, region and weight");
    detail::check_fields(t, schema_table("evaluation term").fields, "evaluation term", where);
    EvaluationTerm term;
    FieldReader reader(t, where);
    evaluation_term_fields(reader, term);
    detail::at(t, where, [&] {
      s.evaluate(term);
      return 0;
    });
  }
}

// The spec a variant's data describes. Every field is checked for its type and allowed values,
// with a SpecError naming its path and line; what the fields mean together (regions that exist,
// a playable start) is the Game's to check.
//
// `game_path` names the game in messages about its own fields ("variant 'tiny': max_plies ...");
// the fields of its kinds, conditions and terms are named by their path alone ("kinds[0] ('W'):").
inline GameSpec read_spec(const SpecValue& data, std::string_view game_path = {}) {
  if (!data.is(SpecValue::Type::table))
    detail::fail_at(data, game_path, shown(data) + " is not a table");
  const TableInfo& game = schema_table("game");
  detail::check_fields(data, game.fields, "a game", game_path);
  GameSpec s;
  FieldReader reader(data, std::string(game_path));
  game_fields(reader, s);
  return s;
}

// --- writing -------------------------------------------------------------------------------------

// Which fields write_spec gives: all of them, or those that differ from their defaults (and the
// required ones), as a file is written.
enum class Written : std::uint8_t { all, changed };

class FieldWriter {
 public:
  FieldWriter(SpecValue& table, Written which) : table_(table), which_(which) {}

  template <class T>
  void field(std::string_view name, const T& member, Presence presence, std::string_view) {
    if constexpr (std::is_same_v<T, DirectionSet>) {
      if (presence == Presence::nullable && member.empty()) return put(name, none(), presence);
      // A list of names is relative only by the table's `relative`; a named set says it itself.
      if (direction_set_name(member).empty() && member.relative) relative_ = true;
    } else if constexpr (std::is_same_v<T, Targets>) {
      if (presence == Presence::nullable && member.bits == 0) return put(name, none(), presence);
    }
    put(name, detail::write_value(member), presence);
  }
  void region(std::string_view name, const RegionName& member, Presence presence,
              std::string_view) {
    put(name,
        member.empty() && presence == Presence::nullable ? none()
                                                         : SpecValue::of_text(member.str()),
        presence);
  }
  void name(std::string_view name, const Name& member, Presence presence, std::string_view) {
    put(name, SpecValue::of_text(member.str()), presence);
  }
  void symbols(std::string_view name, const Name& member, Presence presence, std::string_view) {
    put(name, SpecValue::of_text(member.str()), presence);
  }
  void symbol(std::string_view name, const char& member, Presence presence, std::string_view) {
    put(name, member ? SpecValue::of_text(std::string(1, member)) : none(), presence);
  }
  void relative(std::string_view name, std::string_view) {
    relative_slot_ = name;
    put(name, SpecValue::of_yes_no(false), Presence::optional);
  }
  void primitives(std::string_view name, const KindSpec& k, std::string_view);
  void promotion(std::string_view name, const Promotion& p, std::string_view);
  void custodial(std::string_view name, const CustodialCapture& c, std::string_view);
  void regions(std::string_view name, const GameSpec& s, std::string_view);
  void kinds(std::string_view name, const GameSpec& s, std::string_view);
  void end_conditions(std::string_view name, const GameSpec& s, std::string_view);
  void evaluation(std::string_view name, const GameSpec& s, std::string_view);

  // Fills in `relative` (known once every direction set is written) and, when only changed
  // fields are wanted, leaves out those equal to the table's defaults.
  void finish(const std::vector<FieldInfo>& info) {
    if (!relative_slot_.empty()) table_.set(relative_slot_, SpecValue::of_yes_no(relative_));
    if (which_ == Written::all) return;
    std::erase_if(table_.fields, [&](const SpecValue::Field& f) {
      for (std::string_view name : stated_)
        if (name == f.first) return false;
      for (const FieldInfo& i : info)
        if (i.name == f.first)
          return i.presence != Presence::required && i.presence != Presence::stated &&
                 (f.second == i.default_value ||
                  (i.presence == Presence::nullable && f.second.is(SpecValue::Type::none)));
      return false;
    });
  }

 private:
  static SpecValue none() { return {}; }
  void put(std::string_view name, SpecValue value, Presence presence) {
    if (presence == Presence::stated) stated_.push_back(name);
    table_.set(name, std::move(value));
  }

  SpecValue& table_;
  Written which_;
  std::string_view relative_slot_;
  bool relative_ = false;
  std::vector<std::string_view> stated_;  // fields written even at their defaults
};

// Writes one table: its `type` first when it has one, then its fields.
template <class Visit>
SpecValue write_table(const TableInfo& info, Written which, Visit&& visit) {
  SpecValue table = SpecValue::of_type(SpecValue::Type::table);
  if (!info.type.empty()) table.set("type", SpecValue::of_text(std::string(info.type)));
  FieldWriter writer(table, which);
  visit(writer);
  writer.finish(info.fields);
  return table;
}

inline void FieldWriter::primitives(std::string_view name, const KindSpec& k, std::string_view) {
  SpecValue moves = SpecValue::of_type(SpecValue::Type::list);
  for (int j = 0; j < k.primitive_count; ++j) {
    Primitive p = k.primitives[std::size_t(j)];
    moves.items.push_back(write_table(schema_table("primitive", name_of(p.type)), which_,
                                      [&](FieldWriter& w) { primitive_fields(w, p.type, p); }));
  }
  put(name, std::move(moves), Presence::optional);
}

inline void FieldWriter::promotion(std::string_view name, const Promotion& p, std::string_view) {
  if (p.region.empty() && p.to.empty()) return put(name, none(), Presence::nullable);
  Promotion copy = p;
  put(name,
      write_table(schema_table("promotion"), which_,
                  [&](FieldWriter& w) { promotion_fields(w, copy); }),
      Presence::nullable);
}

inline void FieldWriter::custodial(std::string_view name, const CustodialCapture& c,
                                   std::string_view) {
  if (c.directions.empty()) return put(name, none(), Presence::nullable);
  CustodialCapture copy = c;
  put(name,
      write_table(schema_table("custodial"), which_,
                  [&](FieldWriter& w) { custodial_fields(w, copy); }),
      Presence::nullable);
}

inline void FieldWriter::regions(std::string_view name, const GameSpec& s, std::string_view) {
  SpecValue regions = SpecValue::of_type(SpecValue::Type::table);
  for (int i = 0; i < s.region_count; ++i)
    regions.fields.emplace_back(
        s.regions[std::size_t(i)].name.str(),
        SpecValue::of_text(detail::cell_list_text(s.regions[std::size_t(i)].cells)));
  put(name, std::move(regions), Presence::optional);
}

inline void FieldWriter::kinds(std::string_view name, const GameSpec& s, std::string_view) {
  SpecValue kinds = SpecValue::of_type(SpecValue::Type::list);
  for (int i = 0; i < s.kind_count; ++i) {
    KindSpec k = s.kinds[std::size_t(i)];
    kinds.items.push_back(
        write_table(schema_table("kind"), which_, [&](FieldWriter& w) { kind_fields(w, k); }));
  }
  put(name, std::move(kinds), Presence::required);
}

inline void FieldWriter::end_conditions(std::string_view name, const GameSpec& s,
                                        std::string_view) {
  SpecValue end = SpecValue::of_type(SpecValue::Type::list);
  for (int i = 0; i < s.end_condition_count; ++i) {
    EndCondition e = s.end_conditions[std::size_t(i)];
    const ConditionForm form = condition_form(e);
    end.items.push_back(write_table(schema_table("end condition", name_of(form)), which_,
                                    [&](FieldWriter& w) { condition_fields(w, form, e); }));
  }
  put(name, std::move(end), Presence::optional);
}

inline void FieldWriter::evaluation(std::string_view name, const GameSpec& s, std::string_view) {
  SpecValue terms = SpecValue::of_type(SpecValue::Type::list);
  for (int i = 0; i < s.evaluation_term_count; ++i) {
    EvaluationTerm t = s.evaluation[std::size_t(i)];
    terms.items.push_back(write_table(schema_table("evaluation term"), which_,
                                      [&](FieldWriter& w) { evaluation_term_fields(w, t); }));
  }
  put(name, std::move(terms), Presence::optional);
}

// The data of a spec, which read_spec reads back to an equal spec.
inline SpecValue write_spec(const GameSpec& spec, Written which = Written::changed) {
  GameSpec copy = spec;
  return write_table(schema_table("game"), which, [&](FieldWriter& w) { game_fields(w, copy); });
}

}  // namespace schema

using schema::read_spec;
using schema::write_spec;

}  // namespace boardlab

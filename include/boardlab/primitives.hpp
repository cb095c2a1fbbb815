#pragma once
// The building blocks of moves. A game gives each piece kind a list of primitives; each is a
// small literal struct with named options and defaults, e.g.
//
//   Step{.directions = dir::diagonal, .onto = Targets::empty_or_enemy}
//   Slide{.directions = dir::orthogonal}
//   Leap{.directions = dir::all, .over = Targets::any_piece}
//   Leap{.directions = dir::diagonal, .range = LeapRange::flying}  (a flying king's capture)
//   OffsetLeap{.offset = {1, 2}, .symmetry = Symmetry::all}   (a knight)
//   Shoot{.kind = 'X', .directions = dir::all, .part = 1}       (an amazon's arrow)
//   StackMove{.min_count = 1, .max_count = 3}
//   Drop{}
//   Drop{.falls = directions({Direction::south})}             (connect four's gravity)
//
// In a game with stacks, Step, Slide, Leap and OffsetLeap move the whole stack the piece tops;
// StackMove moves its top part. `from_region` limits a primitive to pieces standing in a region.
#include <array>
#include <cstdint>
#include <string_view>

#include "enum_names.hpp"
#include "fixed_string.hpp"
#include "geometry.hpp"

namespace boardlab {

// Which cells a move may end on (or, for Leap's `over`, jump over), by what they hold as seen
// by the moving player.
struct Targets {
  std::uint8_t bits = 0;

  static constexpr std::uint8_t empty_bit = 1, enemy_bit = 2, friendly_bit = 4, neutral_bit = 8;
  constexpr bool empty_cells() const { return bits & empty_bit; }
  constexpr bool enemies() const { return bits & enemy_bit; }
  constexpr bool friends() const { return bits & friendly_bit; }
  constexpr bool neutrals() const { return bits & neutral_bit; }
  constexpr bool occupied_cells() const { return bits & (enemy_bit | friendly_bit | neutral_bit); }
  friend constexpr Targets operator|(Targets a, Targets b) {
    return {std::uint8_t(a.bits | b.bits)};
  }
  friend constexpr bool operator==(Targets, Targets) = default;

  static const Targets empty, enemy, friendly, neutral, empty_or_enemy, any_piece, anything;
};
inline constexpr Targets Targets::empty{Targets::empty_bit};
inline constexpr Targets Targets::enemy{Targets::enemy_bit};
inline constexpr Targets Targets::friendly{Targets::friendly_bit};
inline constexpr Targets Targets::neutral{Targets::neutral_bit};
inline constexpr Targets Targets::empty_or_enemy{Targets::empty_bit | Targets::enemy_bit};
inline constexpr Targets Targets::any_piece{Targets::enemy_bit | Targets::friendly_bit |
                                            Targets::neutral_bit};
inline constexpr Targets Targets::anything{0xf};

// The named target sets as specs and variant files spell them; the first four are the single
// classes, from which any other set is a list.
inline constexpr std::array<NamedValue<Targets>, 7> named_targets{{
    {"empty", Targets::empty},
    {"enemy", Targets::enemy},
    {"friendly", Targets::friendly},
    {"neutral", Targets::neutral},
    {"empty_or_enemy", Targets::empty_or_enemy},
    {"any_piece", Targets::any_piece},
    {"anything", Targets::anything},
}};
inline constexpr int single_target_classes = 4;

// The name of a named set equal to `targets`, or "" when it has none (then list its classes).
constexpr std::string_view targets_name(Targets targets) { return name_in(named_targets, targets); }

// What happens to the stack on an occupied target cell.
enum class Landing : std::uint8_t {
  capture,  // it leaves the game
  stack,    // the mover is put on top of it (a capture by burying, or plain stacking)
};

template <>
struct EnumNames<Landing> {
  static constexpr std::array<NamedValue<Landing>, 2> values{{
      {"capture", Landing::capture},
      {"stack", Landing::stack},
  }};
};

// What happens to the piece a Leap jumps over.
enum class Leapt : std::uint8_t { stays, captured };

template <>
struct EnumNames<Leapt> {
  static constexpr std::array<NamedValue<Leapt>, 2> values{{
      {"stays", Leapt::stays},
      {"captured", Leapt::captured},
  }};
};

// How far a Leap reaches along each of its directions.
enum class LeapRange : std::uint8_t {
  adjacent,  // over the next cell to the one just beyond it (checkers' men and kings)
  flying,    // through any empty cells, over the first piece met, to any empty cell beyond it
             // before the next piece (the flying king of international draughts)
};

template <>
struct EnumNames<LeapRange> {
  static constexpr std::array<NamedValue<LeapRange>, 2> values{{
      {"adjacent", LeapRange::adjacent},
      {"flying", LeapRange::flying},
  }};
};

// The shapes of a StackMove path of k orthogonal steps. No path steps straight back.
enum class Path : std::uint8_t {
  straight,         // k steps in one direction
  bends,            // any turns
  bends_without_u,  // turns, but never two turns the same way in a row (no "U")
};

template <>
struct EnumNames<Path> {
  static constexpr std::array<NamedValue<Path>, 3> values{{
      {"straight", Path::straight},
      {"bends", Path::bends},
      {"bends_without_u", Path::bends_without_u},
  }};
};

using RegionName = Name;

// Turns of several parts. A primitive belongs to one part of the turn (`part`: 0, the default, is
// the turn's first); its `then` says what the moved piece does next in the same turn: nothing
// (part 0: the turn ends), or go on with its primitives of `then.part`. Checkers' capture chain
// is a Leap of part 0 and one of part 1, both with `then = {1}`; Amazons' turn is a Slide with
// `then = {1}` and a Shoot of part 1.
inline constexpr int max_turn_parts = 8;  // parts 0..7

// Whether the moved piece must go on with the next part while it can, or may end the turn.
enum class Continuation : std::uint8_t { compulsory, optional };

template <>
struct EnumNames<Continuation> {
  static constexpr std::array<NamedValue<Continuation>, 2> values{{
      {"compulsory", Continuation::compulsory},
      {"optional", Continuation::optional},
  }};
};

struct Then {
  int part = 0;  // 0: the turn ends here
  Continuation continuation = Continuation::compulsory;
  friend constexpr bool operator==(const Then&, const Then&) = default;
};

// Which way a move of a later part may go: any of its directions, or only straight on, the
// way the piece's previous move of the turn went (Konane's chain of jumps).
enum class Heading : std::uint8_t { any, straight };

template <>
struct EnumNames<Heading> {
  static constexpr std::array<NamedValue<Heading>, 2> values{{
      {"any", Heading::any},
      {"straight", Heading::straight},
  }};
};

// One cell in each of `directions`. With `en_passant`, it may also step onto a cell that an
// enemy piece passed over in the move just played (a Slide with `passable`), taking that piece:
// a chess pawn's capture en passant.
struct Step {
  DirectionSet directions{};
  Targets onto = Targets::empty_or_enemy;
  Landing landing = Landing::capture;
  RegionName from_region{};
  int part = 0;
  Then then{};
  Heading heading = Heading::any;
  bool en_passant = false;
};

// How far a Slide goes: any distance through empty cells (`free`, up to its max_distance), or
// exactly as many cells as there are pieces, of either side and the moving one included, on the
// whole line through the piece along the direction, both ways (`pieces_on_line`: Lines of
// Action). A slide of pieces_on_line passes over the pieces its `over` allows.
enum class SlideDistance : std::uint8_t { free, pieces_on_line };

template <>
struct EnumNames<SlideDistance> {
  static constexpr std::array<NamedValue<SlideDistance>, 2> values{{
      {"free", SlideDistance::free},
      {"pieces_on_line", SlideDistance::pieces_on_line},
  }};
};

// Along each of `directions`: any distance through empty cells, `onto` saying whether the empty
// cells of the run, and the first occupied cell after it, may end the move; or, with
// `distance = SlideDistance::pieces_on_line`, exactly the line's count of pieces, over pieces of
// `over` only, onto a cell of `onto`. A free slide goes at least `min_distance` cells; with
// `passable`, the cells it passed over stay open to a capture en passant (Step::en_passant) in the
// next move only (a chess pawn's double step: `min_distance = 2, max_distance = 2`).
struct Slide {
  DirectionSet directions{};
  Targets onto = Targets::empty_or_enemy;
  Landing landing = Landing::capture;
  int max_distance = 0;  // 0: no limit
  int min_distance = 1;
  bool passable = false;
  RegionName from_region{};
  int part = 0;
  Then then{};
  Heading heading = Heading::any;
  SlideDistance distance = SlideDistance::free;
  Targets over{};  // pieces_on_line only: the pieces it may pass over (none: only empty cells)
};

// Over one adjacent cell holding a piece of `over` to the cell beyond it; with
// `range = LeapRange::flying`, over the first piece along the line, however far, to any empty
// cell beyond it (`onto` must then be Targets::empty).
struct Leap {
  DirectionSet directions{};
  Targets over = Targets::any_piece;
  Targets onto = Targets::empty_or_enemy;
  Landing landing = Landing::capture;
  Leapt leapt = Leapt::stays;
  LeapRange range = LeapRange::adjacent;
  RegionName from_region{};
  int part = 0;
  Then then{};
  Heading heading = Heading::any;
};

// A displacement of `file` files and `rank` ranks, written from player 0's side (a positive rank
// is forward) and mirrored for player 1, as relative direction sets are.
struct Offset {
  int file = 0;
  int rank = 0;
  friend constexpr bool operator==(const Offset&, const Offset&) = default;
};

// The images of an OffsetLeap's offset it may leap by.
enum class Symmetry : std::uint8_t {
  none,        // the offset alone
  left_right,  // and its mirror image across the board's middle file: (f, r) and (-f, r)
  all,         // all eight: (+-f, +-r) and (+-r, +-f), as a knight's (1, 2)
};

template <>
struct EnumNames<Symmetry> {
  static constexpr std::array<NamedValue<Symmetry>, 3> values{{
      {"none", Symmetry::none},
      {"left_right", Symmetry::left_right},
      {"all", Symmetry::all},
  }};
};

inline constexpr int max_offset_images = 8;
// The most distinct displacements one game's OffsetLeaps may use, both players' together (a
// knight uses eight for both).
inline constexpr int max_leap_vectors = 32;

// The distinct displacements an offset and its symmetry give, for player 0 (player 1 negates
// each rank). Images that coincide ((1, 0) under `all` has four) are listed once.
struct OffsetImages {
  int count = 0;
  std::array<Offset, max_offset_images> offsets{};
};

constexpr OffsetImages offset_images(Offset offset, Symmetry symmetry) {
  OffsetImages out{};
  auto add = [&](int file, int rank) {
    for (int i = 0; i < out.count; ++i)
      if (out.offsets[i] == Offset{file, rank}) return;
    out.offsets[out.count++] = {file, rank};
  };
  const int f = offset.file, r = offset.rank;
  switch (symmetry) {
    case Symmetry::none:
      add(f, r);
      break;
    case Symmetry::left_right:
      add(f, r);
      add(-f, r);
      break;
    case Symmetry::all:
      for (const int sf : {1, -1})
        for (const int sr : {1, -1}) {
          add(sf * f, sr * r);
          add(sf * r, sr * f);
        }
      break;
  }
  return out;
}

// To the cell `offset` away (or an image of it, by `symmetry`), whatever stands between: a
// knight is {1, 2} with Symmetry::all. Offsets are at most 15 files and ranks.
struct OffsetLeap {
  Offset offset{};
  Symmetry symmetry = Symmetry::none;
  Targets onto = Targets::empty_or_enemy;
  Landing landing = Landing::capture;
  RegionName from_region{};
  int part = 0;
  Then then{};
  Heading heading = Heading::any;
};

// Puts a new piece of kind `kind` (a symbol; the supply is unlimited) on an empty cell that a
// slide from the piece along `directions` reaches through empty cells (up to `max_distance`, 0
// for no limit); the piece itself stays. Amazons' arrow, shot after the queen's move as part 1.
struct Shoot {
  char kind = 0;
  DirectionSet directions{};
  int max_distance = 0;
  RegionName from_region{};
  int part = 0;
  Then then{};
};

// Takes one of the player's own pieces of this kind off the board: Konane's opening, where the
// first player lifts a stone from the centre or a corner and the second one next to the hole.
// `next_to`, when it names a class, asks for a neighbour of that class along `directions`;
// `before_ply` allows the move only while the ply counter is below it (0: always).
struct Remove {
  RegionName from_region{};
  DirectionSet directions{};
  Targets next_to{};
  int before_ply = 0;
};

// Castling: a compound move of this kind's piece and a `partner` piece (a symbol of the same
// owner) on the same rank, both unmoved (Position::unmoved holds their cells). Castling towards
// the higher files puts this piece on file `right_file` and the partner on `partner_right_file`;
// towards the lower files on `left_file` and `partner_left_file` (files numbered from 0 for `a`;
// chess: 6 and 5, 2 and 3). Every cell either piece crosses or lands on must be empty but for the
// two of them; in a game with royal kinds (KindSpec::royal) a royal piece that castles may not
// stand, pass or land where an enemy piece attacks it. The move names both pieces' cells as
// `O-O` (the partner on the higher files) or `O-O-O`.
struct Castle {
  char partner = 0;
  int left_file = 2;
  int partner_left_file = 3;
  int right_file = 6;
  int partner_right_file = 5;
};

// The top k pieces of a stack (min_count <= k <= max_count, k <= height) move exactly k
// orthogonal steps. Paths that differ but end on the same cell are one move; a path ending on its
// own start cell is no move.
struct StackMove {
  int min_count = 1;
  int max_count = 1;
  Path path = Path::bends;
  Targets onto = Targets::anything;
  Landing landing = Landing::stack;
  RegionName from_region{};
};

// A piece of this kind from the reserve onto an empty cell (of `region`, if named). Neutral
// pieces may be dropped by either player, owned ones by their owner. With `falls` (one direction,
// absolute or relative) the piece falls that way as far as it can: it may be dropped only on an
// empty cell whose next cell that way is occupied or off the board (connect four's gravity:
// `falls = south` lands on the lowest empty cell of a column). The move names the cell it lands
// on (`X@d1`).
//
// With `flips`, the drop turns pieces over (othello): along each of those directions from the
// dropped piece, a run of pieces of kind `flipped` (an enemy kind, the disc's other side) that
// ends at a friendly piece becomes pieces of the dropped kind. With `must_flip`, a drop that
// turns nothing is not a move.
//
// With `next_to` (a class of cells), the piece may only go on an empty cell with a neighbour of
// that class along `directions` (Ataxx's clone: next to a friendly piece, `dir::all`), as
// Remove's `next_to` asks of the piece it takes. With `unlimited`, the supply never runs out: a
// drop takes nothing from the reserve, which holds none of the kind (Ataxx).
//
// With `onto` allowing occupied cells, the piece may also be put on a stack of those, on top of
// it (Focus's reserve pieces, entered onto any stack): the game has stacks.
struct Drop {
  RegionName region{};
  DirectionSet falls{};
  DirectionSet flips{};
  char flipped = 0;
  bool must_flip = false;
  DirectionSet directions{};
  Targets next_to{};
  bool unlimited = false;
  Targets onto = Targets::empty;
};

enum class PrimitiveType : std::uint8_t {
  step,
  slide,
  leap,
  stack_move,
  drop,
  offset_leap,
  shoot,
  remove,
  castle
};

template <>
struct EnumNames<PrimitiveType> {
  static constexpr std::array<NamedValue<PrimitiveType>, 9> values{{
      {"step", PrimitiveType::step},
      {"slide", PrimitiveType::slide},
      {"leap", PrimitiveType::leap},
      {"stack_move", PrimitiveType::stack_move},
      {"drop", PrimitiveType::drop},
      {"offset_leap", PrimitiveType::offset_leap},
      {"shoot", PrimitiveType::shoot},
      {"remove", PrimitiveType::remove},
      {"castle", PrimitiveType::castle},
  }};
};

// Any primitive, as stored in a spec. Built implicitly from the typed structs above.
struct Primitive {
  PrimitiveType type = PrimitiveType::step;
  DirectionSet directions{};
  Targets onto{};
  Targets over{};
  Landing landing = Landing::capture;
  Leapt leapt = Leapt::stays;
  LeapRange range = LeapRange::adjacent;
  Path path = Path::bends;
  int min_count = 0;
  int max_count = 0;
  int max_distance = 0;
  Offset offset{};
  Symmetry symmetry = Symmetry::none;
  char shot_kind = 0;
  RegionName region{};  // where the piece stands (for Drop: where it is placed)
  int part = 0;
  Then then{};
  Heading heading = Heading::any;
  // A Remove's and a Drop's: the class of a neighbour the piece (the cell, for a Drop) must have
  // (none: no such rule); a Drop looks for it along next_to_directions, a Remove along directions
  // (a Drop's `directions` are where it falls).
  Targets next_to{};
  DirectionSet next_to_directions{};
  bool unlimited = false;                        // a Drop's: its supply never runs out
  SlideDistance distance = SlideDistance::free;  // a Slide's
  DirectionSet flips{};                          // a Drop's (Drop::flips, flipped, must_flip)
  char flipped = 0;
  bool must_flip = false;
  int before_ply = 0;  // the primitive applies only while the ply counter is below this (0: always)
  int min_distance = 1;     // a Slide's
  bool passable = false;    // a Slide's
  bool en_passant = false;  // a Step's
  char partner = 0;         // a Castle's, and its files
  int left_file = 0;
  int partner_left_file = 0;
  int right_file = 0;
  int partner_right_file = 0;

  constexpr Primitive() = default;
  constexpr Primitive(const Step& s)
      : type(PrimitiveType::step),
        directions(s.directions),
        onto(s.onto),
        landing(s.landing),
        region(s.from_region),
        part(s.part),
        then(s.then),
        heading(s.heading),
        en_passant(s.en_passant) {}
  constexpr Primitive(const Slide& s)
      : type(PrimitiveType::slide),
        directions(s.directions),
        onto(s.onto),
        over(s.over),
        landing(s.landing),
        max_distance(s.max_distance),
        region(s.from_region),
        part(s.part),
        then(s.then),
        heading(s.heading),
        distance(s.distance),
        min_distance(s.min_distance),
        passable(s.passable) {}
  constexpr Primitive(const Leap& s)
      : type(PrimitiveType::leap),
        directions(s.directions),
        onto(s.onto),
        over(s.over),
        landing(s.landing),
        leapt(s.leapt),
        range(s.range),
        region(s.from_region),
        part(s.part),
        then(s.then),
        heading(s.heading) {}
  constexpr Primitive(const OffsetLeap& s)
      : type(PrimitiveType::offset_leap),
        onto(s.onto),
        landing(s.landing),
        offset(s.offset),
        symmetry(s.symmetry),
        region(s.from_region),
        part(s.part),
        then(s.then),
        heading(s.heading) {}
  constexpr Primitive(const Shoot& s)
      : type(PrimitiveType::shoot),
        directions(s.directions),
        onto(Targets::empty),
        max_distance(s.max_distance),
        shot_kind(s.kind),
        region(s.from_region),
        part(s.part),
        then(s.then) {}
  constexpr Primitive(const StackMove& s)
      : type(PrimitiveType::stack_move),
        directions(dir::orthogonal),
        onto(s.onto),
        landing(s.landing),
        path(s.path),
        min_count(s.min_count),
        max_count(s.max_count),
        region(s.from_region) {}
  constexpr Primitive(const Drop& s)
      : type(PrimitiveType::drop),
        directions(s.falls),
        onto(s.onto),
        region(s.region),
        next_to(s.next_to),
        next_to_directions(s.directions),
        unlimited(s.unlimited),
        flips(s.flips),
        flipped(s.flipped),
        must_flip(s.must_flip) {}
  constexpr Primitive(const Remove& s)
      : type(PrimitiveType::remove),
        directions(s.directions),
        region(s.from_region),
        next_to(s.next_to),
        before_ply(s.before_ply) {}
  constexpr Primitive(const Castle& s)
      : type(PrimitiveType::castle),
        partner(s.partner),
        left_file(s.left_file),
        partner_left_file(s.partner_left_file),
        right_file(s.right_file),
        partner_right_file(s.partner_right_file) {}

  friend constexpr bool operator==(const Primitive&, const Primitive&) = default;
};

// The name of the primitive's struct, for messages: "Step", "StackMove".
constexpr const char* primitive_name(PrimitiveType t) {
  switch (t) {
    case PrimitiveType::step:
      return "Step";
    case PrimitiveType::slide:
      return "Slide";
    case PrimitiveType::leap:
      return "Leap";
    case PrimitiveType::stack_move:
      return "StackMove";
    case PrimitiveType::drop:
      return "Drop";
    case PrimitiveType::offset_leap:
      return "OffsetLeap";
    case PrimitiveType::shoot:
      return "Shoot";
    case PrimitiveType::remove:
      return "Remove";
    case PrimitiveType::castle:
      return "Castle";
  }
  return "?";
}

}  // namespace boardlab

#pragma once
// Every check that makes a GameSpec playable, with the messages users see. Game<N> runs it
// before building its tables, so the tables' own code never fails; a constexpr game that fails
// a check does not compile, and the compiler shows the message.
//
// The checks, in the order they run (the first that fails is reported): the board and ply
// limit; regions; kinds and their primitives; end conditions. The start position is checked
// afterwards, when Game parses it.
#include <array>
#include <string>
#include <string_view>

#include "error.hpp"
#include "fixed_string.hpp"
#include "geometry.hpp"
#include "piece.hpp"
#include "primitives.hpp"
#include "quoted_text.hpp"
#include "rules.hpp"
#include "spec.hpp"

namespace boardlab {

namespace detail {

constexpr std::string board_size_text(const GameSpec& spec) {
  return to_text(spec.files) + "x" + to_text(spec.ranks);
}

constexpr bool is_ascii_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// One UTF-8 character of two to four bytes (an ASCII one would be a symbol's look-alike): a lead
// byte and its continuation bytes, the smallest encoding of a character past ASCII.
constexpr bool is_glyph(std::string_view g) {
  if (g.size() < 2 || g.size() > 4) return false;
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(g[i]); };
  const std::size_t length = (byte(0) & 0xe0) == 0xc0   ? 2
                             : (byte(0) & 0xf0) == 0xe0 ? 3
                             : (byte(0) & 0xf8) == 0xf0 ? 4
                                                        : 0;
  if (length != g.size() || byte(0) == 0xc0 || byte(0) == 0xc1) return false;
  for (std::size_t i = 1; i < length; ++i)
    if ((byte(i) & 0xc0) != 0x80) return false;
  return true;
}

// "#" and six hexadecimal digits, or a name of lowercase letters (CSS's colour names are).
constexpr bool is_colour(std::string_view c) {
  auto hex_digit = [](char d) {
    return (d >= '0' && d <= '9') || (d >= 'a' && d <= 'f') || (d >= 'A' && d <= 'F');
  };
  if (c.size() == 7 && c[0] == '#') {
    for (std::size_t i = 1; i < 7; ++i)
      if (!hex_digit(c[i])) return false;
    return true;
  }
  if (c.empty()) return false;
  for (const char l : c)
    if (l < 'a' || l > 'z') return false;
  return true;
}

constexpr bool has_region(const GameSpec& spec, const RegionName& name) {
  for (int i = 0; i < spec.region_count; ++i)
    if (spec.regions[i].name == name) return true;
  return false;
}

// An unnamed region means the whole board; a named one must exist. `where` names the place
// in errors (built only when one is thrown).
template <class Where>
constexpr void check_region_name(const GameSpec& spec, const RegionName& name, const Where& where) {
  if (!name.empty() && !has_region(spec, name))
    throw SpecError(where() + ": unknown region '" + name.str() + "'");
}

constexpr void check_board(const GameSpec& spec, int max_cells) {
  if (spec.files < 1 || spec.ranks < 1 || spec.files > max_board_side ||
      spec.ranks > max_board_side)
    throw SpecError("board: " + board_size_text(spec) + " is not between 1x1 and 16x16");
  const int cells = spec.files * spec.ranks;
  if (cells > max_cells)
    throw SpecError("board: " + board_size_text(spec) + " has " + to_text(cells) +
                    " cells, more than Game<" + to_text(max_cells) + "> holds");
  int on_board = 0;
  for (int rank = 0; rank < max_board_side; ++rank)
    for (int file = 0; file < max_board_side; ++file) {
      const bool inside = file < spec.files && rank < spec.ranks;
      if (spec.off_board.contains({file, rank}) && !inside)
        throw SpecError("off_board: cell " + cell_name(file, rank) + " is not on the " +
                        board_size_text(spec) + " rectangle");
      on_board += inside && !spec.off_board.contains({file, rank});
    }
  if (on_board == 0) throw SpecError("off_board: no cell of the board is left");
  if (spec.max_plies < 1)
    throw SpecError("max_plies: " + to_text(spec.max_plies) + " is not a positive number");
  if (spec.repetition_limit != 0 && (spec.repetition_limit < 2 || spec.repetition_limit > 255))
    throw SpecError("repetition_limit: " + to_text(spec.repetition_limit) +
                    " is not 0 (never) or from 2 to 255");
  if (spec.repetition_ignores_side && spec.repetition_limit == 0)
    throw SpecError("repetition_ignores_side: the game has no repetition_limit");
  if (spec.quiet_turn_limit < 0)
    throw SpecError("quiet_turn_limit: " + to_text(spec.quiet_turn_limit) +
                    " is not 0 (no limit) or a number of turns");
  // A limit of one would trim two single pieces, which undo's path for them does not look for.
  if (spec.stack_limit < 0 || spec.stack_limit == 1)
    throw SpecError("stack_limit: " + to_text(spec.stack_limit) +
                    " is not 0 (no limit) or a number of pieces from 2");
}

constexpr void check_regions(const GameSpec& spec) {
  for (int i = 0; i < spec.region_count; ++i) {
    const RegionSpec& r = spec.regions[i];
    // Labels are built only when an error is thrown: cheaper, and constant evaluation
    // under UBSan cannot build strings from pointers into constexpr objects.
    auto label = [&] { return "region '" + r.name.str() + "'"; };
    if (r.name.empty()) throw SpecError("region " + to_text(i + 1) + ": has no name");
    for (int j = 0; j < i; ++j)
      if (spec.regions[j].name == r.name) throw SpecError(label() + ": defined twice");
    for (int rank = 0; rank < max_board_side; ++rank)
      for (int file = 0; file < max_board_side; ++file)
        if (r.cells.contains({file, rank}) && (file >= spec.files || rank >= spec.ranks))
          throw SpecError(label() + ": cell " + cell_name(file, rank) + " is off the " +
                          board_size_text(spec) + " board");
        else if (r.cells.contains({file, rank}) && spec.off_board.contains({file, rank}))
          throw SpecError(label() + ": cell " + cell_name(file, rank) +
                          " is off the board (off_board)");
  }
}

// An OffsetLeap's offset: off the spot, and within the largest board.
template <class Where>
constexpr void check_offset(const Primitive& p, const Where& where) {
  const int limit = max_board_side - 1;
  auto within = [&](int n) { return n >= -limit && n <= limit; };
  if (p.offset == Offset{}) throw SpecError(where() + ": offset (0, 0) leaps nowhere");
  if (!within(p.offset.file) || !within(p.offset.rank))
    throw SpecError(where() + ": offset (" + to_text(p.offset.file) + ", " +
                    to_text(p.offset.rank) + ") is not within -15..15 files and ranks");
}

template <class Where>
constexpr void check_primitive(const GameSpec& spec, const Primitive& p, const Where& where) {
  if (p.before_ply < 0)
    throw SpecError(where() + ": before_ply " + to_text(p.before_ply) +
                    " is not 0 (always) or a ply");
  if (p.type == PrimitiveType::castle) {
    if (p.part != 0 || p.then.part != 0)
      throw SpecError(where() + ": castling is a turn of its own (no part, no then)");
    for (const int file : {p.left_file, p.partner_left_file, p.right_file, p.partner_right_file})
      if (file < 0 || file >= spec.files)
        throw SpecError(where() + ": file " + to_text(file) + " is not a file of the " +
                        to_text(spec.files) + "-file board (0 to " + to_text(spec.files - 1) + ")");
    if (p.left_file == p.partner_left_file || p.right_file == p.partner_right_file)
      throw SpecError(where() + ": the piece and its partner cannot end on one file");
    return;
  }
  if (p.type == PrimitiveType::remove) {
    check_region_name(spec, p.region, where);
    if (p.next_to.bits != 0 && p.directions.empty())
      throw SpecError(where() + ": next_to needs the directions to look for the neighbour in");
    if (p.part != 0 || p.then.part != 0)
      throw SpecError(where() + ": a removal is a turn of its own (no part, no then)");
    return;
  }
  if (p.type == PrimitiveType::offset_leap) {
    check_offset(p, where);
    // Its images are its directions; more would be read as leap vectors it does not have.
    if (!p.directions.empty())
      throw SpecError(where() +
                      ": an OffsetLeap leaps by its offset and symmetry; it takes no "
                      "directions");
  } else if (p.directions.empty())
    throw SpecError(where() + ": empty direction set");
  check_region_name(spec, p.region, where);
  if (p.onto.bits == 0) throw SpecError(where() + ": `onto` allows no target cell");
  // Taking a piece of one's own side of the mover's kind leaves the board as moving onto any
  // other such piece would: two moves, one effect (and no game takes its own pieces).
  if (p.onto.friends() && p.landing == Landing::capture)
    throw SpecError(where() +
                    ": `onto` takes friendly pieces (landing 'capture'), and taking one of "
                    "the side's own pieces of the mover's kind does what taking another would: "
                    "land on friendly pieces with landing 'stack', or leave 'friendly' out of "
                    "`onto`");
  if (p.type == PrimitiveType::leap && (!p.over.occupied_cells() || p.over.empty_cells()))
    throw SpecError(where() + ": `over` must name pieces (enemy, friendly, neutral) to leap over");
  if (p.type == PrimitiveType::leap && p.range == LeapRange::flying && p.onto != Targets::empty)
    throw SpecError(where() + ": a flying leap lands on empty cells only: `onto` must be 'empty'");
  if (p.max_distance < 0)
    throw SpecError(where() + ": max_distance " + to_text(p.max_distance) + " is negative");
  if (p.type == PrimitiveType::slide && p.distance == SlideDistance::free && p.over.bits != 0)
    throw SpecError(where() +
                    ": a free slide passes empty cells only; `over` is for a slide of "
                    "distance 'pieces_on_line'");
  if (p.type == PrimitiveType::slide && p.distance == SlideDistance::pieces_on_line) {
    if (p.max_distance != 0)
      throw SpecError(where() +
                      ": a slide of distance 'pieces_on_line' goes as far as the line's count "
                      "of pieces: max_distance must be 0");
    if (p.over.empty_cells())
      throw SpecError(where() +
                      ": `over` names the pieces a slide may pass (enemy, friendly, neutral); "
                      "empty cells it always passes");
  }
  if (p.min_distance < 1 || (p.max_distance > 0 && p.min_distance > p.max_distance))
    throw SpecError(where() + ": min_distance " + to_text(p.min_distance) +
                    " is not between 1 and max_distance");
  if (p.min_distance > 1 && (p.type != PrimitiveType::slide || p.distance != SlideDistance::free))
    throw SpecError(where() + ": min_distance is a free slide's");
  if (p.passable && (p.type != PrimitiveType::slide || p.distance != SlideDistance::free ||
                     p.onto != Targets::empty || p.then.part != 0))
    throw SpecError(where() +
                    ": passable is for a free Slide onto 'empty' cells that ends the turn (a "
                    "pawn's double step)");
  if (p.en_passant && (p.type != PrimitiveType::step || !p.onto.enemies() ||
                       p.landing != Landing::capture || p.then.part != 0))
    throw SpecError(where() +
                    ": en_passant is for a Step that captures (onto 'enemy', landing "
                    "'capture') and ends the turn");
  const int most_lifted = max_stack_move_count(spec.kind_count);
  if (p.type == PrimitiveType::stack_move &&
      (p.min_count < 1 || p.max_count < p.min_count || p.max_count > most_lifted))
    throw SpecError(where() + ": counts " + to_text(p.min_count) + ".." + to_text(p.max_count) +
                    " are not within 1.." + to_text(most_lifted));
}

constexpr bool has_kind(const GameSpec& spec, char symbol) {
  for (int k = 0; k < spec.kind_count; ++k)
    if (spec.kinds[k].symbol == symbol) return true;
  return false;
}

// Whether some primitive may put a piece on top of another (GameTables::has_stacks, from the spec).
constexpr bool may_stack(const GameSpec& spec) {
  for (int k = 0; k < spec.kind_count; ++k)
    for (int i = 0; i < spec.kinds[k].primitive_count; ++i) {
      const Primitive& p = spec.kinds[k].primitives[i];
      if (p.type == PrimitiveType::shoot) continue;
      // A drop onto a piece lands on top of it.
      if (p.type == PrimitiveType::drop) {
        if (p.onto.occupied_cells()) return true;
        continue;
      }
      if (p.type == PrimitiveType::stack_move ||
          (p.landing == Landing::stack && p.onto.occupied_cells()))
        return true;
    }
  return false;
}

// Whether every move the primitive makes takes a piece off the board.
constexpr bool takes_a_piece(const Primitive& p) {
  if (p.type == PrimitiveType::leap) return p.leapt == Leapt::captured;
  const bool moves = p.type == PrimitiveType::step || p.type == PrimitiveType::slide ||
                     p.type == PrimitiveType::offset_leap;
  return moves && p.onto == Targets::enemy && p.landing == Landing::capture;
}

// Whether every move the primitive makes leaves one cell fewer occupied: it takes the piece it
// jumps, or it ends on a piece (taking it, or stacking on it, where the moving stack's cell is
// emptied). A turn of such moves ends, for the board holds finitely many pieces.
constexpr bool empties_a_cell(const Primitive& p) {
  const bool onto_pieces_only = !p.onto.empty_cells();
  switch (p.type) {
    case PrimitiveType::leap:
      return p.leapt == Leapt::captured || onto_pieces_only;
    case PrimitiveType::step:
    case PrimitiveType::slide:
    case PrimitiveType::offset_leap:
      return onto_pieces_only;
    default:
      return false;
  }
}

// A turn must end: a primitive whose `then` can lead back to its own part (a capture chain)
// repeats within one turn, so every such move must leave one cell fewer occupied, or else every
// one of its cycle must be a Shoot (each fills an empty cell) - not both kinds, which could undo
// each other for ever. (Checkers with leapt 'stays' would jump back and forth without end.)
template <class Where>
constexpr void check_turn_ends(const KindSpec& ks, const Where& where) {
  // leads[a][b]: some primitive of part a goes on to part b, directly or through other parts.
  std::array<std::array<bool, max_turn_parts>, max_turn_parts> leads{};
  for (int i = 0; i < ks.primitive_count; ++i)
    if (ks.primitives[i].then.part != 0)
      leads[std::size_t(ks.primitives[i].part)][std::size_t(ks.primitives[i].then.part)] = true;
  for (std::size_t via = 0; via < leads.size(); ++via)
    for (std::size_t a = 0; a < leads.size(); ++a)
      for (std::size_t b = 0; b < leads.size(); ++b)
        leads[a][b] = leads[a][b] || (leads[a][via] && leads[via][b]);
  // Whether primitive i goes on to a part from which the turn can come back to its own part.
  auto repeats = [&](int i) {
    const Primitive& p = ks.primitives[i];
    return p.then.part != 0 &&
           (p.then.part == p.part || leads[std::size_t(p.then.part)][std::size_t(p.part)]);
  };
  for (int i = 0; i < ks.primitive_count; ++i) {
    if (!repeats(i)) continue;
    const Primitive& p = ks.primitives[i];
    const bool shoots = p.type == PrimitiveType::shoot;
    if (!shoots && !empties_a_cell(p))
      throw SpecError(
          where(i) + ": then goes on to part " + to_text(p.then.part) +
          ", from which the turn can come back to this move, which need not take a piece " +
          (p.type == PrimitiveType::leap ? "(leapt 'stays', onto an empty cell)"
                                         : "(onto an empty cell)") +
          ": a turn could go on for ever. A move that can repeat within a turn must take a "
          "piece (a Leap with leapt 'captured') or end on one (onto without 'empty')");
    for (int j = 0; j < ks.primitive_count; ++j) {
      const Primitive& q = ks.primitives[j];
      const bool same_cycle =
          repeats(j) && (q.part == p.part || (leads[std::size_t(q.part)][std::size_t(p.part)] &&
                                              leads[std::size_t(p.part)][std::size_t(q.part)]));
      if (same_cycle && (q.type == PrimitiveType::shoot) != shoots)
        throw SpecError(where(shoots ? j : i) + ": it can repeat within a turn together with " +
                        "primitive " + to_text((shoots ? i : j) + 1) +
                        " (Shoot), which fills the cells it empties: a turn could go on for ever");
    }
  }
}

// The parts of a kind's turns: each part a primitive leads to has primitives, and each later part
// has a primitive leading to it. `where(i)` names primitive i in errors.
template <class Where>
constexpr void check_parts(const GameSpec& spec, const KindSpec& ks, const Where& where) {
  for (int i = 0; i < ks.primitive_count; ++i) {
    const Primitive& p = ks.primitives[i];
    if (p.part < 0 || p.part >= max_turn_parts || p.then.part < 0 || p.then.part >= max_turn_parts)
      throw SpecError(where(i) + ": parts are numbered 0 to " + to_text(max_turn_parts - 1) +
                      ", not " +
                      to_text(p.part < 0 || p.part >= max_turn_parts ? p.part : p.then.part));
    if (p.heading == Heading::straight && p.part == 0)
      throw SpecError(where(i) +
                      ": heading 'straight' needs a move before it in the turn (part 1 "
                      "or later)");
    if (p.type == PrimitiveType::shoot && !has_kind(spec, p.shot_kind))
      throw SpecError(where(i) + ": no piece kind has the symbol " +
                      detail::quoted(std::string_view(&p.shot_kind, 1)) + " it shoots");
    if (p.type == PrimitiveType::shoot) {
      // Shots add pieces without end: pieces that moved could outgrow the move lists, and
      // stacks the pieces a game with stacks may hold.
      for (int k = 0; k < spec.kind_count; ++k)
        if (spec.kinds[k].symbol == p.shot_kind && spec.kinds[k].primitive_count > 0)
          throw SpecError(where(i) + ": the kind it shoots, " +
                          detail::quoted(std::string_view(&p.shot_kind, 1)) +
                          ", has primitives; shot pieces must never move (as arrows)");
      if (may_stack(spec))
        throw SpecError(where(i) + ": a game with stacks holds at most " +
                        to_text(max_stack_height_of(stack_piece_bits_of(spec.kind_count))) +
                        " pieces, and shots add pieces without end");
    }
    if (spec.capture_rule == CaptureRule::most && p.part != 0 && !takes_a_piece(p))
      throw SpecError(where(i) +
                      ": under capture_rule 'most' every later part must take a piece (a Leap "
                      "with leapt 'captured', or a move onto 'enemy' that captures), so that "
                      "the look ahead through the turn ends");
    bool reached = p.part == 0, leads = p.then.part == 0;
    for (int j = 0; j < ks.primitive_count; ++j) {
      reached = reached || ks.primitives[j].then.part == p.part;
      leads = leads || ks.primitives[j].part == p.then.part;
    }
    if (!reached)
      throw SpecError(where(i) + ": no primitive of the kind goes on to part " + to_text(p.part));
    if (!leads)
      throw SpecError(where(i) + ": then goes on to part " + to_text(p.then.part) +
                      ", which has no primitive of the kind");
  }
  check_turn_ends(ks, where);
}

// A promotion's region exists and it becomes kinds of the same owner.
template <class Label>
constexpr void check_promotion(const GameSpec& spec, const KindSpec& ks, const Label& label) {
  const Promotion& pr = ks.promotion;
  if (pr.region.empty() && pr.to.empty()) return;
  auto where = [&] { return label() + " promotion"; };
  if (pr.region.empty()) throw SpecError(where() + ": names no region");
  check_region_name(spec, pr.region, where);
  if (pr.to.empty()) throw SpecError(where() + ": names no kind to become");
  if (pr.timing == PromotionTiming::at_turn_end && pr.to.size() > 1)
    throw SpecError(where() + ": a promotion at the turn's end becomes one kind, not a choice of " +
                    to_text(int(pr.to.size())));
  const std::string_view to = pr.to.view();
  for (std::size_t i = 0; i < to.size(); ++i) {
    const char c = to[i];
    // Each kind listed makes its own move: a kind listed twice would make one move twice.
    if (to.substr(0, i).find(c) != std::string_view::npos)
      throw SpecError(where() + ": to lists " + detail::quoted(std::string_view(&c, 1)) + " twice");
    int target = -1;
    for (int k = 0; k < spec.kind_count; ++k)
      if (spec.kinds[k].symbol == c) target = k;
    if (target < 0)
      throw SpecError(where() + ": no piece kind has the symbol " +
                      detail::quoted(std::string_view(&c, 1)));
    if (spec.kinds[target].owner != ks.owner)
      throw SpecError(where() + ": " + detail::quoted(std::string_view(&c, 1)) +
                      " belongs to another owner");
  }
}

// On a hex board: a direction set names a hex direction (geometry.hpp), and is absolute, for the
// other player's view of a relative set (north and south mirrored) is no symmetry of hexagons.
template <class Where>
constexpr void check_hex_directions(const GameSpec& spec, DirectionSet set, const Where& where) {
  if (spec.geometry != BoardGeometry::hex || set.empty()) return;
  if (set.relative)
    throw SpecError(where() +
                    ": relative directions (forward, backward, sideways) are not defined on a "
                    "hex board; name absolute ones");
  if ((set.mask & ~(directions({Direction::north_east, Direction::south_west}).mask)) == 0)
    throw SpecError(where() +
                    ": north_east and south_west are not directions of a hex board (its six are "
                    "north, north_west, west, south, south_east, east)");
}

// A Drop's flips: they turn pieces of an enemy kind into the dropped kind, one piece a cell.
template <class Where>
constexpr void check_flips(const GameSpec& spec, const KindSpec& ks, const Primitive& p,
                           const Where& where) {
  if (p.flips.empty()) {
    if (p.flipped != 0 || p.must_flip)
      throw SpecError(where() +
                      ": flipped and must_flip need flips (the directions it flips along)");
    return;
  }
  int target = -1;
  for (int k = 0; k < spec.kind_count; ++k)
    if (spec.kinds[k].symbol == p.flipped) target = k;
  if (target < 0)
    throw SpecError(where() + ": flips names no kind to turn (flipped " +
                    (p.flipped ? detail::quoted(std::string_view(&p.flipped, 1)) + " is no kind"
                               : std::string("is not given")) +
                    ")");
  if (!p.directions.empty() && p.directions.relative != p.flips.relative)
    throw SpecError(where() +
                    ": falls and flips are both relative or both absolute (one `relative` "
                    "says it for both in a variant file)");
  const Owner other = spec.kinds[target].owner;
  if (ks.owner == Owner::neutral || other == Owner::neutral || other == ks.owner)
    throw SpecError(where() + ": flipped " + detail::quoted(std::string_view(&p.flipped, 1)) +
                    " must be a kind of the other player");
  if (may_stack(spec))
    throw SpecError(where() + ": flips turn single pieces; a game with stacks cannot flip");
  if (spec.leapt_removal != LeaptRemoval::at_once)
    throw SpecError(where() + ": flips and leapt_removal 'at_turn_end' do not go together");
}

// Whether a whole-stack move of `w` (Step, Slide, Leap, OffsetLeap) and a StackMove of `count`
// pieces along `path` can go by the same displacement. The StackMove's count steps reach, at
// most, the cells as many orthogonal steps away, at the same parity (a path's shape only narrows
// that: straight reaches the four straight lines alone).
constexpr bool same_displacement_as_stack_move(const GameSpec& spec, const Primitive& w, int count,
                                               Path path) {
  const int side = spec.files > spec.ranks ? spec.files : spec.ranks;
  auto stack_move_reaches = [&](int file, int rank) {
    const int f = file < 0 ? -file : file, r = rank < 0 ? -rank : rank;
    if (path == Path::straight) return (f == 0 && r == count) || (r == 0 && f == count);
    return f + r <= count && (f + r) % 2 == count % 2 && f + r > 0;
  };
  if (w.type == PrimitiveType::offset_leap) {
    const OffsetImages images = offset_images(w.offset, w.symmetry);
    for (int i = 0; i < images.count; ++i)
      if (stack_move_reaches(images.offsets[i].file, images.offsets[i].rank)) return true;
    return false;
  }
  int nearest = 1, farthest = 1;
  if (w.type == PrimitiveType::slide)
    farthest = w.max_distance > 0 && w.distance == SlideDistance::free ? w.max_distance : side;
  if (w.type == PrimitiveType::leap)
    nearest = 2, farthest = w.range == LeapRange::flying ? side : 2;
  for (int d = 0; d < direction_count; ++d)
    if ((w.directions.mask >> d) & 1)
      for (int k = nearest; k <= farthest; ++k)
        if (stack_move_reaches(k * file_step[std::size_t(d)], k * rank_step[std::size_t(d)]))
          return true;
  return false;
}

// No two legal moves may do the same (random play and search would count that move twice),
// where that is not already one move text that generation lists once (kind_rules.hpp,
// rules_need_dedupe): a StackMove that lifts a whole stack and a whole-stack move to the same
// cell, and a turn that is only a shot, which any piece that sees the cell makes alike.
template <class Where>
constexpr void check_same_effects(const GameSpec& spec, const KindSpec& ks, const Where& where) {
  const int tallest = max_stack_height_of(stack_piece_bits_of(spec.kind_count));
  for (int i = 0; i < ks.primitive_count; ++i) {
    const Primitive& p = ks.primitives[i];
    if (p.type == PrimitiveType::shoot && p.part == 0 && p.then.part == 0)
      throw SpecError(where(i) +
                      ": a shot that is a whole turn (part 0, no then) is the same move from "
                      "every piece that sees the cell; shoot after a move of the turn (part 1, "
                      "as the amazon's arrow), or drop the piece (Drop)");
    if (p.type != PrimitiveType::stack_move) continue;
    for (int j = 0; j < ks.primitive_count; ++j) {
      const Primitive& w = ks.primitives[j];
      const bool whole_stack = w.type == PrimitiveType::step || w.type == PrimitiveType::slide ||
                               w.type == PrimitiveType::leap ||
                               w.type == PrimitiveType::offset_leap;
      if (!whole_stack || w.part != 0 || w.then.part != 0) continue;
      if (!p.region.empty() && !w.region.empty() && !(p.region == w.region)) {
        // Regions may still share cells: compare them.
        CellSet a{}, b{};
        for (int r = 0; r < spec.region_count; ++r) {
          if (spec.regions[r].name == p.region) a = spec.regions[r].cells;
          if (spec.regions[r].name == w.region) b = spec.regions[r].cells;
        }
        if (a.without(b) == a) continue;  // no cell in common
      }
      // On an empty cell both move the stack alike; on a piece, only if both land alike.
      const std::uint8_t shared = p.onto.bits & w.onto.bits;
      const bool alike = (shared & Targets::empty_bit) ||
                         ((shared & Targets::any_piece.bits) && p.landing == w.landing);
      if (!alike) continue;
      for (int count = p.min_count; count <= p.max_count && count <= tallest; ++count)
        if (same_displacement_as_stack_move(spec, w, count, p.path))
          throw SpecError(where(i) + " and primitive " + to_text(j + 1) + " (" +
                          primitive_name(w.type) + ") make the same move of a stack of " +
                          to_text(count) + (count == 1 ? " piece" : " pieces") +
                          ": the StackMove lifting all of it where the other moves it whole. "
                          "Raise the StackMove's min_count past " +
                          to_text(count) + ", or leave that displacement to one of them");
    }
  }
}

// A taken piece goes to the taker's reserve (KindSpec::captured_as) as a kind of the taker's that
// is dropped (else the reserve would never be played), in a game of single pieces whose captures
// are made by a move (a custodial capture takes several pieces behind the move's back). A
// remembered promotion (Promotion::demotes_when_taken) is made on arrival, and each kind it makes
// comes from one kind only, which a taken piece demotes to.
template <class Label>
constexpr void check_captured_as(const GameSpec& spec, int k, const Label& label) {
  const KindSpec& ks = spec.kinds[k];
  if (ks.promotion.demotes_when_taken) {
    const auto where = [&] { return label() + ": promotion: demotes_when_taken"; };
    if (ks.promotion.timing != PromotionTiming::on_arrival)
      throw SpecError(where() + ": a promotion remembered is made on arrival");
    if (may_stack(spec)) throw SpecError(where() + ": promoted pieces are single pieces");
    for (int j = 0; j < k; ++j)
      if (spec.kinds[j].promotion.demotes_when_taken)
        for (const char c : ks.promotion.to.view())
          if (c != ks.symbol && c != spec.kinds[j].symbol &&
              spec.kinds[j].promotion.to.view().find(c) != std::string_view::npos)
            throw SpecError(where() + ": kind " + detail::quoted(std::string_view(&c, 1)) +
                            " is also promoted into from kind " +
                            detail::quoted(std::string_view(&spec.kinds[j].symbol, 1)) +
                            ", so a piece of it would not know what it was");
  }
  if (ks.captured_as == 0) return;
  const auto where = [&] { return label() + ": captured_as"; };
  int as = -1;
  for (int j = 0; j < spec.kind_count; ++j)
    if (spec.kinds[j].symbol == ks.captured_as) as = j;
  if (as < 0)
    throw SpecError(where() + ": no piece kind has the symbol " +
                    detail::quoted(std::string_view(&ks.captured_as, 1)));
  if (ks.owner == Owner::neutral || spec.kinds[as].owner == Owner::neutral ||
      spec.kinds[as].owner == ks.owner)
    throw SpecError(where() + ": kind " + detail::quoted(std::string_view(&ks.captured_as, 1)) +
                    " is not the other player's (a taken piece changes side)");
  bool dropped = false;
  for (int i = 0; i < spec.kinds[as].primitive_count; ++i)
    dropped = dropped || spec.kinds[as].primitives[i].type == PrimitiveType::drop;
  if (!dropped)
    throw SpecError(where() + ": kind " + detail::quoted(std::string_view(&ks.captured_as, 1)) +
                    " has no Drop, so a piece in its reserve could never be played");
  if (may_stack(spec)) throw SpecError(where() + ": a game with stacks cannot have it");
  if (!spec.custodial.directions.empty())
    throw SpecError(where() + ": a game with custodial capture cannot have it");
  if (spec.leapt_removal != LeaptRemoval::at_once)
    throw SpecError(where() +
                    ": a game whose jumped pieces leave at the turn's end cannot have it");
}

// A stack limit (GameSpec::stack_limit) trims stacks, so the game must have them, and it sends
// the mover's trimmed pieces to the reserve, so each owned kind must be droppable from there.
constexpr void check_stack_limit(const GameSpec& spec) {
  if (spec.stack_limit == 0) return;
  if (!may_stack(spec))
    throw SpecError("stack_limit: no primitive puts a piece on another, so no stack grows");
  for (int k = 0; k < spec.kind_count; ++k) {
    const KindSpec& ks = spec.kinds[k];
    bool dropped = ks.owner == Owner::neutral;
    for (int i = 0; i < ks.primitive_count; ++i)
      dropped = dropped || ks.primitives[i].type == PrimitiveType::drop;
    if (!dropped)
      throw SpecError("stack_limit: kind " + detail::quoted(std::string_view(&ks.symbol, 1)) +
                      " has no Drop, so its pieces trimmed into the reserve could never be "
                      "played");
  }
}

// Turned blocks (GameSpec::rotating_blocks) tile a square board whose cells hold single pieces,
// and turn after drops. Royal legality judges a move by its own cells alone, so a game with
// royal kinds cannot have them.
constexpr void check_rotating_blocks(const GameSpec& spec) {
  const int side = spec.rotating_blocks;
  if (side == 0) return;
  // Built only when an error is thrown (constant evaluation builds no strings: check_regions).
  const auto where = [&] { return "rotating_blocks " + to_text(side); };
  if (side < 2 || side > max_board_side)
    throw SpecError(where() + ": is not 0 (none) or a block side from 2 to " +
                    to_text(max_board_side));
  if (spec.files % side != 0 || spec.ranks % side != 0)
    throw SpecError(where() + ": blocks of " + to_text(side) + "x" + to_text(side) +
                    " do not tile the " + to_text(spec.files) + "x" + to_text(spec.ranks) +
                    " board");
  if (spec.geometry != BoardGeometry::square)
    throw SpecError(where() + ": only square cells turn with a block (the board is hex)");
  if (!spec.off_board.empty())
    throw SpecError(where() + ": a board with off_board cells cannot have them");
  if (may_stack(spec)) throw SpecError(where() + ": a game with stacks cannot have them");
  bool drops = false, royal = false;
  for (int k = 0; k < spec.kind_count; ++k) {
    royal = royal || spec.kinds[k].royal;
    for (int i = 0; i < spec.kinds[k].primitive_count; ++i)
      drops = drops || spec.kinds[k].primitives[i].type == PrimitiveType::drop;
  }
  if (!drops) throw SpecError(where() + ": no kind has a Drop, after which a block turns");
  if (royal) throw SpecError(where() + ": a game with royal kinds cannot have them");
}

// Claims (KindSpec::claims) put a piece on the empty cells a move encloses next to where it
// lands, and keep those cells in the undo record's cells, which custodial capture, conversion, an
// explosion, a flip and the jumped cells of a turn also use; a turned block changes cells far
// from the move. A turn that claims may be followed by another of the same player, which a turn
// of several parts would have to remember through its parts.
constexpr void check_claims(const GameSpec& spec) {
  std::array<int, 2> claimers{};
  int first_claimer = -1;
  for (int k = 0; k < spec.kind_count; ++k) {
    const KindSpec& ks = spec.kinds[k];
    if (ks.claims.empty()) continue;
    // Built only when refused (constant evaluation builds no strings: check_regions).
    const auto label = [&] {
      return "kind " + detail::quoted(std::string_view(&ks.symbol, 1)) + ": claims";
    };
    const auto refuse = [&](const std::string& what) { throw SpecError(label() + ": " + what); };
    if (ks.owner == Owner::neutral)
      refuse("a neutral kind claims for nobody: a kind of each player claims for it");
    if (++claimers[std::size_t(index(ks.owner))] > 1)
      refuse("another kind of its owner claims already: a player claims with one kind");
    if (ks.claims.relative)
      refuse("the directions are absolute (north is north for both players); name them so");
    check_hex_directions(spec, ks.claims, label);
    if (first_claimer < 0) first_claimer = k;
  }
  if (first_claimer < 0) {
    if (spec.moves_again_after_claim)
      throw SpecError("moves_again_after_claim: no kind claims (a kind's claims)");
    return;
  }
  // What the game as a whole may not have, said once, of the first kind that claims.
  const auto refuse = [&](const std::string& what) {
    throw SpecError("kind " +
                    detail::quoted(std::string_view(&spec.kinds[first_claimer].symbol, 1)) +
                    ": claims: " + what);
  };
  if (may_stack(spec)) refuse("a game with stacks cannot claim");
  if (!spec.custodial.directions.empty()) refuse("a game with custodial capture cannot claim");
  if (spec.captures_explode) refuse("a game whose captures explode cannot claim");
  if (spec.rotating_blocks != 0) refuse("a game whose blocks turn cannot claim");
  if (spec.leapt_removal != LeaptRemoval::at_once)
    refuse("a game whose jumped pieces leave at the turn's end cannot claim");
  for (int j = 0; j < spec.kind_count; ++j) {
    if (spec.kinds[j].royal) refuse("a game with royal kinds cannot claim");
    if (!spec.kinds[j].converts.empty()) refuse("a game whose pieces convert cannot claim");
    for (int i = 0; i < spec.kinds[j].primitive_count; ++i)
      if (!spec.kinds[j].primitives[i].flips.empty())
        refuse("a game whose drops flip (Drop::flips) cannot claim");
  }
  if (!spec.moves_again_after_claim) return;
  for (int k = 0; k < spec.kind_count; ++k)
    for (int i = 0; i < spec.kinds[k].primitive_count; ++i)
      if (spec.kinds[k].primitives[i].then.part != 0)
        throw SpecError("moves_again_after_claim: a game whose turns have several parts (kind " +
                        detail::quoted(std::string_view(&spec.kinds[k].symbol, 1)) +
                        " goes on with a part) cannot have it");
}

// Conversion (KindSpec::converts) turns single enemy pieces next to where a piece lands, and
// keeps what they were in the undo record's cells, which custodial capture, an explosion, a flip
// and the jumped cells of a turn also use: a game has one of them.
template <class Label>
constexpr void check_conversion(const GameSpec& spec, const KindSpec& ks, const Label& label) {
  if (ks.converts.empty()) return;
  const auto refuse = [&](const std::string& what) {
    throw SpecError(label() + ": converts: " + what);
  };
  if (ks.owner == Owner::neutral) refuse("a neutral kind has no enemies to convert");
  if (ks.converts.relative)
    refuse("the directions are absolute (north is north for both players); name them so");
  check_hex_directions(spec, ks.converts, [&] { return label() + ": converts"; });
  if (may_stack(spec)) refuse("it turns single pieces; a game with stacks cannot convert");
  if (!spec.custodial.directions.empty()) refuse("a game with custodial capture cannot convert");
  if (spec.captures_explode) refuse("a game whose captures explode cannot convert");
  if (spec.leapt_removal != LeaptRemoval::at_once)
    refuse("a game whose jumped pieces leave at the turn's end cannot convert");
  for (int k = 0; k < spec.kind_count; ++k)
    for (int i = 0; i < spec.kinds[k].primitive_count; ++i)
      if (!spec.kinds[k].primitives[i].flips.empty())
        refuse("a game whose drops flip (Drop::flips) cannot convert");
}

// A Drop's neighbour rule and endless supply (Drop::next_to, Drop::unlimited).
template <class Where>
constexpr void check_drop_supply(const GameSpec& spec, const KindSpec& ks, const Primitive& p,
                                 const Where& where) {
  if ((p.next_to.bits != 0) != !p.next_to_directions.empty())
    throw SpecError(where() +
                    ": next_to and directions go together (the class of the neighbour, and "
                    "where to look for it)");
  check_hex_directions(spec, p.next_to_directions, where);
  if (!p.directions.empty() && !p.next_to_directions.empty() &&
      p.directions.relative != p.next_to_directions.relative)
    throw SpecError(where() +
                    ": falls and directions are both relative or both absolute (one `relative` "
                    "says it for both in a variant file)");
  if (p.onto.occupied_cells() && !p.directions.empty())
    throw SpecError(where() +
                    ": a piece dropped onto a stack does not fall; falls needs onto = 'empty'");
  if (!p.unlimited) return;
  if (may_stack(spec))
    throw SpecError(where() +
                    ": unlimited: a game with stacks holds a bounded number of pieces, so its "
                    "supply cannot be endless");
  if (spec.placement == Placement::placement_first)
    throw SpecError(where() +
                    ": unlimited: with placement = 'placement_first' a player who holds a piece "
                    "to drop must drop, and an endless supply would never let a piece move; "
                    "use placement = 'anytime'");
  for (int k = 0; k < spec.kind_count; ++k)
    if (spec.kinds[k].captured_as == ks.symbol)
      throw SpecError(where() + ": unlimited: taken pieces go to this kind's reserve (kind " +
                      detail::quoted(std::string_view(&spec.kinds[k].symbol, 1)) +
                      " captured_as), which an endless supply does not keep");
}

constexpr void check_kinds(const GameSpec& spec) {
  if (spec.kind_count < 1) throw SpecError("kinds: a game needs at least one piece kind");
  for (int k = 0; k < spec.kind_count; ++k) {
    const KindSpec& ks = spec.kinds[k];
    const char s = ks.symbol;
    auto label = [&] { return "kind " + detail::quoted(std::string_view(&s, 1)); };
    if (!is_ascii_letter(s))
      throw SpecError("kind " + to_text(k + 1) + ": symbol " +
                      detail::quoted(std::string_view(&s, 1)) + " is not an ASCII letter");
    for (int j = 0; j < k; ++j)
      if (spec.kinds[j].symbol == s) throw SpecError(label() + ": two kinds have this symbol");
    if (!ks.colour.empty() && !is_colour(ks.colour.view()))
      throw SpecError(label() + ": colour " + detail::quoted(ks.colour.view()) +
                      " is not #rrggbb or a colour name of lowercase letters");
    if (!ks.glyph.empty() && !is_glyph(ks.glyph.view()))
      throw SpecError(label() + ": glyph " + detail::quoted(ks.glyph.view()) +
                      " is not one character outside ASCII, in UTF-8");
    bool droppable = false;
    for (int i = 0; i < ks.primitive_count; ++i) {
      const Primitive& p = ks.primitives[i];
      auto where = [&] {
        return label() + " primitive " + to_text(i + 1) + " (" + primitive_name(p.type) + ")";
      };
      check_hex_directions(spec, p.directions, where);
      check_hex_directions(spec, p.flips, where);
      if (p.type == PrimitiveType::drop) {
        if (droppable) throw SpecError(where() + ": the kind has two Drop primitives");
        droppable = true;
        check_region_name(spec, p.region, where);
        if (p.directions.size() > 1)
          throw SpecError(where() + ": a piece falls one way; falls names " +
                          to_text(p.directions.size()) + " directions");
        check_flips(spec, ks, p, where);
        check_drop_supply(spec, ks, p, where);
        continue;
      }
      if (ks.owner == Owner::neutral)
        throw SpecError(where() + ": neutral pieces are moved by nobody; give them only Drop");
      check_primitive(spec, p, where);
      if ((p.en_passant || p.passable) && may_stack(spec))
        throw SpecError(where() +
                        ": en passant takes single pieces; a game with stacks cannot have it");
    }
    const auto primitive_label = [&](int i) {
      return label() + " primitive " + to_text(i + 1) + " (" +
             primitive_name(ks.primitives[i].type) + ")";
    };
    check_parts(spec, ks, primitive_label);
    check_same_effects(spec, ks, primitive_label);
    for (int i = 0; i < ks.primitive_count; ++i) {
      const Primitive& p = ks.primitives[i];
      if (p.type != PrimitiveType::castle) continue;
      int partner = -1;
      for (int j = 0; j < spec.kind_count; ++j)
        if (spec.kinds[j].symbol == p.partner) partner = j;
      if (partner < 0 || partner == k || spec.kinds[partner].owner != ks.owner)
        throw SpecError(primitive_label(i) + ": partner " +
                        detail::quoted(std::string_view(&p.partner, 1)) +
                        " is not another kind of the same owner");
      // Two would make one move text (O-O) and one Move for two castlings.
      for (int j = 0; j < i; ++j)
        if (ks.primitives[j].type == PrimitiveType::castle && ks.primitives[j].partner == p.partner)
          throw SpecError(primitive_label(i) + ": the kind already castles with " +
                          detail::quoted(std::string_view(&p.partner, 1)) + " (primitive " +
                          to_text(j + 1) + ")");
    }
    check_promotion(spec, ks, label);
    check_region_name(spec, ks.barred, [&] { return label() + ": barred"; });
    check_captured_as(spec, k, label);
    check_conversion(spec, ks, label);
  }
}

// Royal kinds (KindSpec::royal): a move is legal when no royal piece of the mover is left
// attacked, found by looking from the royal piece back along the enemy's capturing primitives
// and by playing each move on the boards alone. So every capture must be one a piece makes by
// landing (a Step, Slide or OffsetLeap of a turn of one part), and nothing else may change the
// board behind a move's back (stacks, custodial capture, flips, pieces left until the turn ends).
constexpr void check_royals(const GameSpec& spec) {
  bool royal = false;
  for (int k = 0; k < spec.kind_count; ++k) royal = royal || spec.kinds[k].royal;
  if (!royal) {
    if (spec.no_legal_move == NoMoveResult::loses_in_check)
      throw SpecError("no_legal_move 'loses_in_check' needs a royal kind (royal = true)");
    if (!spec.checks_allowed)
      throw SpecError(
          "checks_allowed = false needs a royal kind (royal = true): without one no "
          "move gives check");
    for (int i = 0; i < spec.end_condition_count; ++i)
      if (spec.end_conditions[i].type == ConditionType::checks_given)
        throw SpecError("end condition " + to_text(i + 1) +
                        ": checks are counted only in a game with a royal kind (royal = true)");
    return;
  }
  auto refuse = [](const std::string& what) {
    throw SpecError("royal kinds: " + what +
                    "; a game with royal kinds cannot have it yet (docs/primitives.md, the chess "
                    "family)");
  };
  if (may_stack(spec)) refuse("pieces stack");
  if (!spec.custodial.directions.empty()) refuse("custodial capture");
  if (spec.leapt_removal != LeaptRemoval::at_once) refuse("leapt_removal 'at_turn_end'");
  for (int k = 0; k < spec.kind_count; ++k) {
    const KindSpec& ks = spec.kinds[k];
    if (ks.royal && ks.owner == Owner::neutral)
      throw SpecError("kind " + detail::quoted(std::string_view(&ks.symbol, 1)) +
                      ": a neutral kind cannot be royal");
    if (ks.promotion.timing == PromotionTiming::at_turn_end && !ks.promotion.region.empty())
      refuse("kind " + detail::quoted(std::string_view(&ks.symbol, 1)) +
             " promotes at the turn's end");
    if (!ks.converts.empty())
      refuse("kind " + detail::quoted(std::string_view(&ks.symbol, 1)) +
             " converts the pieces next to where it lands");
    for (int i = 0; i < ks.primitive_count; ++i) {
      const Primitive& p = ks.primitives[i];
      // Built only when refused: constant evaluation cannot build strings (Clang's, of
      // libstdc++'s), and most specs are fine.
      const auto where = [&] {
        return "kind " + detail::quoted(std::string_view(&ks.symbol, 1)) + " primitive " +
               to_text(i + 1) + " (" + primitive_name(p.type) + ")";
      };
      if (!p.flips.empty()) refuse(where() + " flips pieces");
      if (p.part != 0 || p.then.part != 0) refuse(where() + " has turns of several parts");
      if (p.type == PrimitiveType::remove) refuse(where() + " removes pieces");
      if (p.type == PrimitiveType::leap && (p.leapt == Leapt::captured || p.onto.enemies()))
        refuse(where() + " captures by leaping");
      if (p.type == PrimitiveType::slide && p.distance != SlideDistance::free && p.onto.enemies())
        refuse(where() + " captures by a slide of distance 'pieces_on_line'");
    }
  }
}

// Explosions (GameSpec::captures_explode) remove single pieces around the taking piece's cell
// after the move; what else a game does when a piece is taken, or in a turn's later parts, would
// read cells the explosion emptied.
constexpr void check_explosions(const GameSpec& spec) {
  bool proof = false;
  for (int k = 0; k < spec.kind_count; ++k) proof = proof || spec.kinds[k].explosion_proof;
  if (!spec.captures_explode) {
    if (proof)
      throw SpecError(
          "a kind is explosion_proof, but captures do not explode "
          "(captures_explode = true)");
    return;
  }
  auto refuse = [](const std::string& what) {
    throw SpecError("captures_explode: " + what +
                    "; a game whose captures explode cannot have it yet (docs/primitives.md, "
                    "explosions)");
  };
  if (may_stack(spec)) refuse("pieces stack");
  if (!spec.custodial.directions.empty()) refuse("custodial capture");
  if (spec.leapt_removal != LeaptRemoval::at_once) refuse("leapt_removal 'at_turn_end'");
  if (!spec.checks_allowed) refuse("checks_allowed = false");
  for (int k = 0; k < spec.kind_count; ++k) {
    const KindSpec& ks = spec.kinds[k];
    const auto kind = [&] { return "kind " + detail::quoted(std::string_view(&ks.symbol, 1)); };
    if (ks.captured_as != 0) refuse(kind() + " goes to a reserve when taken (captured_as)");
    if (ks.promotion.timing == PromotionTiming::at_turn_end && !ks.promotion.region.empty())
      refuse(kind() + " promotes at the turn's end");
    for (int i = 0; i < ks.primitive_count; ++i)
      if (ks.primitives[i].part != 0 || ks.primitives[i].then.part != 0)
        refuse(kind() + " primitive " + to_text(i + 1) + " has turns of several parts");
  }
}

// The kinds of the insufficient-material rule are the game's, each named once; colours of cells
// are those of a square board.
constexpr void check_insufficient_material(const GameSpec& spec) {
  const auto check_kinds = [&](const Name& kinds, std::string_view field) {
    const std::string_view symbols = kinds.view();
    for (std::size_t i = 0; i < symbols.size(); ++i) {
      const char c = symbols[i];
      if (!has_kind(spec, c))
        throw SpecError(std::string(field) + ": no piece kind has the symbol " +
                        detail::quoted(std::string_view(&c, 1)));
      // A loop, not string_view::find: GCC 12 cannot evaluate find on a temporary spec's
      // characters in a constant expression.
      bool earlier = false;
      for (std::size_t j = 0; j < i; ++j) earlier = earlier || symbols[j] == c;
      if (earlier)
        throw SpecError(std::string(field) + ": the symbol " +
                        detail::quoted(std::string_view(&c, 1)) + " is given twice");
    }
  };
  check_kinds(spec.insufficient_alone, "insufficient_alone");
  check_kinds(spec.insufficient_on_one_colour, "insufficient_on_one_colour");
  if (!spec.insufficient_on_one_colour.empty() && spec.geometry != BoardGeometry::square)
    throw SpecError("insufficient_on_one_colour: cells have two colours on a square board only");
}

// Custodial capture (custody.hpp) takes single pieces after the move that encloses them, and
// nothing else of the game may read captures that the move does not name.
constexpr void check_custodial(const GameSpec& spec) {
  const CustodialCapture& c = spec.custodial;
  auto where = [] { return std::string("custodial capture"); };
  if (c.directions.empty()) {
    if (!c.hostile.empty())
      throw SpecError(where() + ": hostile cells need directions to capture along");
    return;
  }
  if (c.directions.relative) throw SpecError(where() + ": its directions are absolute");
  check_hex_directions(spec, c.directions, where);
  check_region_name(spec, c.hostile, where);
  if (may_stack(spec))
    throw SpecError(where() + ": it takes single pieces; a game with stacks cannot have it");
  if (spec.leapt_removal == LeaptRemoval::at_turn_end)
    throw SpecError(where() + " and leapt_removal 'at_turn_end' do not go together");
  if (spec.capture_rule != CaptureRule::optional)
    throw SpecError(where() + ": capture_rule '" + std::string(name_of(spec.capture_rule)) +
                    "' counts the captures a move names, and custodial ones are not named; "
                    "give capture_rule 'optional'");
  for (int k = 0; k < spec.kind_count; ++k)
    for (int i = 0; i < spec.kinds[k].primitive_count; ++i)
      if (!spec.kinds[k].primitives[i].flips.empty())
        throw SpecError(where() + ": flips and custodial capture do not go together");
}

// The board keeps a table of every displacement the game's OffsetLeaps use (BoardTables::add_leap),
// player 1's mirrored: it has room for max_leap_vectors.
constexpr void check_leap_vectors(const GameSpec& spec) {
  std::array<Offset, max_leap_vectors> seen{};
  int count = 0;
  for (int k = 0; k < spec.kind_count; ++k) {
    const KindSpec& ks = spec.kinds[k];
    for (int i = 0; i < ks.primitive_count; ++i) {
      const Primitive& p = ks.primitives[i];
      if (p.type != PrimitiveType::offset_leap) continue;
      const OffsetImages images = offset_images(p.offset, p.symmetry);
      const int rank_sign = ks.owner == Owner::one ? -1 : 1;
      for (int j = 0; j < images.count; ++j) {
        const Offset d{images.offsets[j].file, rank_sign * images.offsets[j].rank};
        bool known = false;
        for (int v = 0; v < count && !known; ++v) known = seen[v] == d;
        if (known) continue;
        if (count == max_leap_vectors)
          throw SpecError("kind " + detail::quoted(std::string_view(&ks.symbol, 1)) +
                          " primitive " + to_text(i + 1) +
                          " (OffsetLeap): a game leaps by at most " + to_text(max_leap_vectors) +
                          " different displacements");
        seen[count++] = d;
      }
    }
  }
}

constexpr void check_end_conditions(const GameSpec& spec) {
  for (int i = 0; i < spec.end_condition_count; ++i) {
    const EndCondition& e = spec.end_conditions[i];
    auto where = [&] { return "end condition " + to_text(i + 1); };
    if (e.count < 0) throw SpecError(where() + ": count " + to_text(e.count) + " is negative");
    if (e.type != ConditionType::all_stacks_controlled && e.pieces.symbol != 0) {
      bool known = false;
      for (int k = 0; k < spec.kind_count; ++k)
        known = known || spec.kinds[k].symbol == e.pieces.symbol;
      if (!known)
        throw SpecError(where() + ": no piece kind has the symbol " +
                        detail::quoted(std::string_view(&e.pieces.symbol, 1)));
    }
    if (e.type == ConditionType::region_holds) {
      if (e.region.empty()) throw SpecError(where() + ": names no region");
      if (e.count < 1) throw SpecError(where() + ": count " + to_text(e.count) + " is below 1");
      check_region_name(spec, e.region, where);
    }
    if (e.answer != 0) {
      // Made only on the way to an error: a constant evaluation builds no string.
      const auto answer = [&] { return detail::quoted(std::string_view(&e.answer, 1)); };
      if (e.type != ConditionType::region_holds || e.count != 1)
        throw SpecError(where() + ": only a Reaches may have an answer");
      if (e.when != When::always)
        throw SpecError(where() +
                        ": a Reaches with an answer is checked after every move "
                        "(when = 'always')");
      const KindSpec* answering = nullptr;
      for (int k = 0; k < spec.kind_count; ++k)
        if (spec.kinds[k].symbol == e.answer) answering = &spec.kinds[k];
      if (answering == nullptr)
        throw SpecError(where() + ": answer: no piece kind has the symbol " + answer());
      if (answering->owner != owner_of(opponent(e.winner)))
        throw SpecError(where() + ": answer: kind " + answer() +
                        " is not the other player's (the one who may answer)");
    }
    if (e.type == ConditionType::in_a_row) {
      // A line of one is a piece anywhere (Reaches says that), and no line is longer than the
      // board's longer side.
      const int side = spec.files > spec.ranks ? spec.files : spec.ranks;
      if (e.count < 2 || e.count > side)
        throw SpecError(where() + ": count " + to_text(e.count) + " is not between 2 and " +
                        to_text(side) + " (the board's longer side)");
      if (e.directions.empty()) throw SpecError(where() + ": a line needs directions");
      if (e.directions.relative)
        throw SpecError(where() +
                        ": a line's directions are absolute (a line along a direction "
                        "runs both ways)");
      check_hex_directions(spec, e.directions, where);
    }
    if (e.type == ConditionType::connects) {
      if (e.region.empty() || e.to_region.empty())
        throw SpecError(where() + ": a connection names two regions (region and to_region)");
      check_region_name(spec, e.region, where);
      check_region_name(spec, e.to_region, where);
      if (e.directions.empty()) throw SpecError(where() + ": a connection needs directions");
      if (e.directions.relative)
        throw SpecError(where() + ": a connection's directions are absolute");
      check_hex_directions(spec, e.directions, where);
    }
    if (e.type == ConditionType::all_connected) {
      if (e.directions.empty()) throw SpecError(where() + ": a group needs directions");
      if (e.directions.relative) throw SpecError(where() + ": a group's directions are absolute");
      check_hex_directions(spec, e.directions, where);
    }
    if (e.type == ConditionType::group_touches) {
      int named = 0;
      for (int r = 0; r < max_touched_regions; ++r) {
        if (e.regions[r].empty()) continue;
        // Unused slots are the empty names after the last one, so that one list of regions
        // has one spelling, and two specs of the same game compare equal.
        if (named != r)
          throw SpecError(where() + ": region " + to_text(named + 1) +
                          " of the list has no name, and a later one has");
        ++named;
        check_region_name(spec, e.regions[r], where);
        for (int q = 0; q < r; ++q)
          if (e.regions[q] == e.regions[r])
            throw SpecError(where() + ": region " + detail::quoted(e.regions[r].view()) +
                            " is named twice");
      }
      if (named == 0) throw SpecError(where() + ": a group touching regions names none");
      if (e.count < 1 || e.count > named)
        throw SpecError(where() + ": count " + to_text(e.count) + " is not between 1 and " +
                        to_text(named) + " (the regions it names)");
      if (e.directions.empty()) throw SpecError(where() + ": a group needs directions");
      if (e.directions.relative) throw SpecError(where() + ": a group's directions are absolute");
      check_hex_directions(spec, e.directions, where);
    }
    if (e.type == ConditionType::checks_given && (e.count < 1 || e.count > 255))
      throw SpecError(where() + ": count " + to_text(e.count) + " is not between 1 and 255");
    if (e.type == ConditionType::ring && spec.geometry != BoardGeometry::hex)
      throw SpecError(where() + ": a ring is found on a hex board only (geometry 'hex')");
  }
}

}  // namespace detail

// Throws SpecError, with a message that says what and where, unless `spec` is playable on a
// board of up to `max_cells` cells (its start position aside).
namespace detail {
// Each evaluation term counts pieces of a kind the game has (or of a player), on a region it
// has, with a weight of bounded size.
constexpr void check_evaluation(const GameSpec& spec) {
  for (int i = 0; i < spec.evaluation_term_count; ++i) {
    const EvaluationTerm& t = spec.evaluation[i];
    auto where = [&] {
      return "evaluation term " + to_text(i + 1) + " (" + std::string(name_of(t.type)) + ")";
    };
    if (name_of(t.type) == "?") throw SpecError(where() + ": unknown term type");
    if (t.weight < -max_term_weight || t.weight > max_term_weight)
      throw SpecError(where() + ": weight " + to_text(t.weight) + " is not within -" +
                      to_text(max_term_weight) + ".." + to_text(max_term_weight));
    if (t.kind != 0 && !has_kind(spec, t.kind))
      throw SpecError(where() + ": no piece kind has the symbol " +
                      detail::quoted(std::string_view(&t.kind, 1)));
    if (t.kind == 0 && t.owner == Owner::neutral && t.type != TermType::mobility &&
        t.type != TermType::material)
      throw SpecError(where() + ": the pieces of the neutral owner count for nobody");
    const bool needs_region = t.type == TermType::region || t.type == TermType::distance;
    if (needs_region && t.region.empty()) throw SpecError(where() + ": names no region");
    if (!needs_region && !t.region.empty())
      throw SpecError(where() + ": a " + std::string(name_of(t.type)) +
                      " term takes no region");
    if (needs_region) check_region_name(spec, t.region, where);
  }
}
}  // namespace detail

constexpr void check_spec(const GameSpec& spec, int max_cells) {
  detail::check_board(spec, max_cells);
  detail::check_regions(spec);
  detail::check_kinds(spec);
  detail::check_stack_limit(spec);
  detail::check_rotating_blocks(spec);
  detail::check_claims(spec);
  detail::check_leap_vectors(spec);
  detail::check_end_conditions(spec);
  detail::check_custodial(spec);
  detail::check_royals(spec);
  detail::check_explosions(spec);
  detail::check_insufficient_material(spec);
  detail::check_evaluation(spec);
}

}  // namespace boardlab

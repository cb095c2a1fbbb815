#pragma once
// A kind's primitives resolved for play: absolute directions for its owner, the cells it may
// move from as a bitboard, its target classes as masks, and what the move does. Also what the
// rest of the engine asks of a primitive: how far it reaches, how many moves it can give, and
// whether two primitives of a kind can give the same move.
//
// The spec has been checked (spec_check.hpp), so resolution cannot fail.
#include <algorithm>
#include <array>
#include <cstdint>

#include "board_tables.hpp"
#include "move.hpp"
#include "piece.hpp"
#include "primitives.hpp"
#include "spec.hpp"

namespace boardlab {

// How a rule moves a piece: the primitives other than Drop (drops are not rules: they come from
// the reserve, see KindInfo::droppable).
enum class Movement : std::uint8_t {
  step,
  slide,
  leap,
  stack_move,
  offset_leap,
  shoot,
  remove,
  flying_leap,    // a Leap of LeapRange::flying
  counted_slide,  // a Slide of SlideDistance::pieces_on_line
  castle
};

// The movement of a primitive that is not a Drop (a Drop is never resolved into a Rule).
constexpr Movement movement_of(PrimitiveType type) {
  switch (type) {
    case PrimitiveType::slide:
      return Movement::slide;
    case PrimitiveType::leap:
      return Movement::leap;
    case PrimitiveType::stack_move:
      return Movement::stack_move;
    case PrimitiveType::offset_leap:
      return Movement::offset_leap;
    case PrimitiveType::shoot:
      return Movement::shoot;
    case PrimitiveType::remove:
      return Movement::remove;
    case PrimitiveType::castle:
      return Movement::castle;
    case PrimitiveType::step:
    case PrimitiveType::drop:
      break;
  }
  return Movement::step;
}

// The masks a set of target classes selects with (TargetBoards::allowed): all ones for each
// class `targets` names (empty, enemy, friendly, neutral), zero for the others.
constexpr std::array<std::uint64_t, 4> class_select(Targets targets) {
  std::array<std::uint64_t, 4> out{};
  for (int i = 0; i < 4; ++i) out[std::size_t(i)] = (targets.bits >> i) & 1 ? ~std::uint64_t(0) : 0;
  return out;
}

// A primitive of one kind (not a Drop), resolved against the board and the kind's owner.
template <int MaxCells>
struct Rule {
  using Board = typename BoardTables<MaxCells>::Board;

  Movement type = Movement::step;
  // The directions (an OffsetLeap: the leap vectors, BoardTables::leap_offset) it moves along.
  int direction_count = 0;
  std::array<Direction, boardlab::direction_count> directions{};
  std::array<std::uint8_t, max_offset_images> leap_vectors{};
  Board from{};  // cells the piece may stand on (Drop: cells it may be put on)
  // Cells the piece may end the move on: the board but its kind's barred cells (KindSpec). A
  // Shoot's shot is another piece: the mask is not applied to it.
  Board to{};
  Targets onto{};
  // onto and over as all-ones/zero words per class (empty, enemy, friendly, neutral).
  std::array<std::uint64_t, 4> onto_select{};
  std::array<std::uint64_t, 4> over_select{};
  std::uint32_t effect_bits = 0;  // Move::stacks_bit, Move::captures_leapt_bit
  int max_distance = 0;
  // A Slide not limited within the board: generated piece by piece along rays (Game::ray).
  bool along_rays = false;
  Path path = Path::bends;
  int min_count = 0;
  int max_count = 0;
  // Turns of several parts (primitives.hpp, Then): the part of the turn it belongs to, which way
  // it may go then, and (a Shoot) the kind it shoots. Where the piece goes on is in effect_bits.
  int part = 0;
  Heading heading = Heading::any;
  KindIndex shot_kind = 0;
  // A Remove's neighbour classes as masks (all zero: no condition), and any rule's ply bound.
  std::array<std::uint64_t, 4> next_to_select{};
  int before_ply = 0;
  // A Slide's shortest move (Slide::min_distance); a Step that also takes en passant.
  int min_distance = 1;
  bool en_passant = false;
  // A Castle's partner kind and files: left, the partner's left, right, the partner's right.
  KindIndex partner = 0;
  std::array<int, 4> castle_files{};

  // Many directions, so few targets in each: see detail::emit_moves.
  constexpr bool sparse() const { return direction_count >= 4; }
  // True when the move may put the mover on top of what it lands on (cells then hold stacks).
  constexpr bool stacks() const {
    return (effect_bits & Move::stacks_bit) || type == Movement::stack_move;
  }
};

// How far, in cells along one of its directions, a Step, Slide or Leap can move a piece. For a
// Slide, `farthest` is bounded by the board's longer side (one more than any run can be). An
// OffsetLeap has no direction: its displacements are its leap vectors.
struct Reach {
  int nearest = 1;
  int farthest = 1;
};

template <int MaxCells>
constexpr Reach reach_of(const Rule<MaxCells>& rule, const BoardTables<MaxCells>& board) {
  switch (rule.type) {
    case Movement::leap:
      return {2, 2};
    case Movement::flying_leap:
      return {2, board.longest_side() - 1};
    case Movement::counted_slide:
      return {1, board.longest_side() - 1};
    case Movement::slide:
    case Movement::shoot: {
      const int longest = board.longest_side();
      return {rule.min_distance, rule.max_distance < longest ? rule.max_distance : longest};
    }
    default:
      return {1, 1};
  }
}

// Resolves `p` for a piece of `owner`; an OffsetLeap's displacements are added to the board's
// leap vectors.
template <int MaxCells>
constexpr Rule<MaxCells> resolve_rule(const Primitive& p, Owner owner, BoardTables<MaxCells>& board,
                                      const typename Rule<MaxCells>::Board& from,
                                      KindIndex shot_kind = 0) {
  Rule<MaxCells> r{};
  r.type = movement_of(p.type);
  if (p.type == PrimitiveType::leap && p.range == LeapRange::flying) r.type = Movement::flying_leap;
  if (p.type == PrimitiveType::slide && p.distance == SlideDistance::pieces_on_line)
    r.type = Movement::counted_slide;
  if (p.type == PrimitiveType::offset_leap) {
    const OffsetImages images = offset_images(p.offset, p.symmetry);
    const int rank_sign = owner == Owner::one ? -1 : 1;
    for (int i = 0; i < images.count; ++i)
      r.leap_vectors[r.direction_count++] = std::uint8_t(
          board.add_leap({images.offsets[i].file, rank_sign * images.offsets[i].rank}));
  }
  const DirectionSet dirs = p.directions.for_player(index(owner));
  for (int d = 0; d < direction_count; ++d)
    if (dirs.contains(Direction(d))) r.directions[r.direction_count++] = Direction(d);
  r.from = from;
  r.to = board.board();
  r.onto = p.onto;
  r.onto_select = class_select(p.onto);
  r.over_select = class_select(p.over);
  r.next_to_select = class_select(p.next_to);
  if (p.landing == Landing::stack && p.onto.occupied_cells()) r.effect_bits |= Move::stacks_bit;
  if (p.type == PrimitiveType::leap && p.leapt == Leapt::captured)
    r.effect_bits |= Move::captures_leapt_bit;
  r.max_distance = p.max_distance == 0 ? max_board_side : p.max_distance;
  r.min_distance = p.type == PrimitiveType::slide ? p.min_distance : 1;
  // A slide with a shortest move goes distance by distance, where the near cells are skipped.
  r.along_rays = (r.type == Movement::slide || r.type == Movement::shoot) &&
                 r.max_distance >= board.longest_side() - 1 && r.min_distance <= 1;
  if (p.type == PrimitiveType::slide && p.passable) r.effect_bits |= Move::passable_bit;
  r.en_passant = p.type == PrimitiveType::step && p.en_passant;
  r.castle_files = {p.left_file, p.partner_left_file, p.right_file, p.partner_right_file};
  r.part = p.part;
  r.heading = p.heading;
  r.shot_kind = shot_kind;
  r.before_ply = p.before_ply;
  r.effect_bits |= std::uint32_t(p.then.part) << Move::then_shift;
  if (p.then.part != 0 && p.then.continuation == Continuation::optional)
    r.effect_bits |= Move::may_stop_bit;
  r.path = p.path;
  if (p.type == PrimitiveType::stack_move) {
    r.min_count = p.min_count;
    r.max_count = p.max_count;
  }
  return r;
}

// The most moves one piece can get from `rule`: an upper bound, for the move-capacity check.
template <int MaxCells>
constexpr int moves_per_piece(const Rule<MaxCells>& rule, const BoardTables<MaxCells>& board) {
  // A stack of h pieces lifts at most h different counts (min_count >= 1), each to one set of
  // cells: so at most a cell's worth of moves for each piece in it, however many counts the rule
  // allows (GameTables::max_moves_of bounds them over the board too).
  if (rule.type == Movement::stack_move) return board.cell_count();
  if (rule.type == Movement::remove) return 1;
  if (rule.type == Movement::castle) return 2;
  if (rule.type == Movement::counted_slide || rule.type == Movement::offset_leap)
    return rule.direction_count;
  // Each direction as far as the board's lines let it go, a direction and its opposite together
  // no farther than the longest line along them: a queen has at most 4 x 7 moves on 8x8 (27 at
  // d4), not 8 x 7, which lets horde's 36 pawns (each counted as the queen it may become) fit
  // the capacity of an 8x8 board. Counted by lines, not cell by cell: the compiler evaluates it
  // for every built-in game.
  const Reach reach = reach_of(rule, board);
  const auto along = [&](int length) {
    const int farthest = length < reach.farthest ? length : reach.farthest;
    return farthest >= reach.nearest ? farthest - reach.nearest + 1 : 0;
  };
  const auto* const first = rule.directions.begin();
  const auto* const last = first + rule.direction_count;
  int n = 0;
  for (const auto* d = first; d != last; ++d) {
    const int longest = board.longest_ray(*d);
    if (std::find(first, last, opposite(*d)) == last) {
      n += along(longest);
    } else if (index(*d) < index(opposite(*d))) {
      int best = 0;
      for (int a = 0; a <= longest; ++a) best = std::max(best, along(a) + along(longest - a));
      n += best;
    }
  }
  return n;
}

// A piece kind as move generation sees it.
template <int MaxCells>
struct KindInfo {
  using Board = typename BoardTables<MaxCells>::Board;

  char symbol = 0;
  Owner owner = Owner::neutral;
  // The primitives of a turn's first part; `later_rules` holds those of its later parts.
  int rule_count = 0;
  std::array<Rule<MaxCells>, max_primitives_per_kind> rules{};
  int later_rule_count = 0;
  std::array<Rule<MaxCells>, max_primitives_per_kind> later_rules{};
  bool later_dedupe = false;
  // Promotion (spec.hpp, Promotion): where, and the kinds it may become.
  Board promotion_region{};
  int promotion_choice_count = 0;
  std::array<KindIndex, max_kinds> promotion_choices{};
  // Promoted only when the turn ends on the region (PromotionTiming::at_turn_end), to
  // promotion_choices[0]; the moves then carry no promotion.
  bool promotes_at_turn_end = false;
  bool droppable = false;
  Board drop_cells{};
  // The direction a dropped piece falls for each player (Drop::falls), or -1: it stays where put.
  std::array<std::int8_t, 2> drop_falls{-1, -1};
  // A dropped piece's flips (Drop::flips) for each player as absolute directions, the kind they
  // turn, and whether a drop must turn some.
  std::array<DirectionSet, 2> drop_flips{};
  KindIndex flipped_kind = no_kind;
  bool must_flip = false;
  // A Drop's neighbour rule (Drop::next_to): the cell must have a neighbour of these classes
  // (masks, as Rule::next_to_select) along each player's directions (absolute); off when
  // drop_needs_neighbour is false.
  bool drop_needs_neighbour = false;
  std::array<std::uint64_t, 4> drop_next_to_select{};
  std::array<DirectionSet, 2> drop_next_to_directions{};
  // Drop::unlimited: a drop takes nothing from the reserve.
  bool unlimited = false;
  // A Drop onto pieces (Drop::onto): the classes of occupied cells it may land on, as masks.
  bool drops_onto_pieces = false;
  std::array<std::uint64_t, 4> drop_onto_select{};
  // KindSpec::converts: the directions (absolute) along which its moves and drops turn the enemy
  // pieces next to where it lands into its own kind; empty: none.
  DirectionSet converts{};
  // KindSpec::claims, those of the board's geometry: a cell is enclosed when its neighbours
  // along these directions (absolute) are all on the board and occupied; none: the kind claims
  // nothing.
  std::array<Direction, direction_count> claim_directions{};
  int claim_direction_count = 0;
  // Two of the kind's primitives can produce the same move text, so generation removes
  // repeats (see needs_dedupe).
  bool dedupe = false;
  // Upper bounds, for the move-capacity check (GameTables::max_moves_of): the moves of one piece
  // but by StackMove rules, and those rules.
  int moves_per_piece = 0;
  int stack_move_rules = 0;
  // Custodial capture (custody.hpp): how its pieces are taken, and whether they take part.
  Enclosure enclosure = Enclosure::two_sides;
  bool custodian = true;
};

// Whether every move of `rule` leaves its piece a move in the part it goes on with, whatever the
// position, so that playing it need not look (Move::surely_goes_on_bit): the piece moved onto an
// empty cell along one of its directions (a Step, or a Slide through empty cells), so the cell
// behind it is empty, and a rule of that part may go back that way onto an empty cell from any
// cell. An amazon that moved can always shoot towards where it came from.
template <int MaxCells>
constexpr bool surely_goes_on(const Rule<MaxCells>& rule, const KindInfo<MaxCells>& info,
                              const typename Rule<MaxCells>::Board& board) {
  const int then = int((rule.effect_bits >> Move::then_shift) & 7);
  if (then == 0 || rule.onto != Targets::empty) return false;
  if (rule.type != Movement::step && rule.type != Movement::slide) return false;
  for (int i = 0; i < info.later_rule_count; ++i) {
    const Rule<MaxCells>& next = info.later_rules[i];
    const bool onto_empty =
        next.type == Movement::shoot ||
        ((next.type == Movement::slide || next.type == Movement::step) && next.onto_select[0] != 0);
    if (next.part != then || !onto_empty || next.heading != Heading::any || next.before_ply != 0 ||
        next.from != board)
      continue;
    const auto* const next_first = next.directions.begin();
    const auto* const next_last = next_first + next.direction_count;
    const auto goes_back = [&](Direction d) {
      return std::find(next_first, next_last, opposite(d)) != next_last;
    };
    if (std::all_of(rule.directions.begin(), rule.directions.begin() + rule.direction_count,
                    goes_back))
      return true;
  }
  return false;
}

// Whether some move of `a` and some move of `b` can have the same displacement, when one of them
// (or both) is an OffsetLeap: its vectors against the other's vectors, or against the other's
// directions at each distance it reaches.
template <int MaxCells>
constexpr bool share_a_displacement(const Rule<MaxCells>& a, const Rule<MaxCells>& b,
                                    const BoardTables<MaxCells>& board) {
  auto displacements_contain = [&](const Rule<MaxCells>& r, Offset d) {
    if (r.type == Movement::offset_leap) {
      for (int j = 0; j < r.direction_count; ++j)
        if (board.leap_displacement(r.leap_vectors[j]) == d) return true;
      return false;
    }
    const Reach reach = reach_of(r, board);
    for (int j = 0; j < r.direction_count; ++j) {
      const int dir = index(r.directions[j]);
      for (int k = reach.nearest; k <= reach.farthest; ++k)
        if (Offset{k * file_step[dir], k * rank_step[dir]} == d) return true;
    }
    return false;
  };
  const Rule<MaxCells>& leaper = a.type == Movement::offset_leap ? a : b;
  const Rule<MaxCells>& other = a.type == Movement::offset_leap ? b : a;
  for (int j = 0; j < leaper.direction_count; ++j)
    if (displacements_contain(other, board.leap_displacement(leaper.leap_vectors[j]))) return true;
  return false;
}

// Whether two of the rules can produce the same move text: same kind of text, overlapping start
// regions and target classes, and a common displacement.
template <int MaxCells>
constexpr bool rules_need_dedupe(const std::array<Rule<MaxCells>, max_primitives_per_kind>& rules,
                                 int count, const BoardTables<MaxCells>& board) {
  for (int i = 0; i < count; ++i)
    for (int j = i + 1; j < count; ++j) {
      const Rule<MaxCells>& a = rules[i];
      const Rule<MaxCells>& b = rules[j];
      // A castling names both pieces' cells, as no other move does.
      if (a.type == Movement::castle || b.type == Movement::castle) continue;
      if ((a.type == Movement::remove) != (b.type == Movement::remove)) continue;
      // Two removals from a common cell name the same move, whatever their conditions.
      if (a.type == Movement::remove) {
        if ((a.from & b.from).any()) return true;
        continue;
      }
      if ((a.from & b.from).none() || (a.onto.bits & b.onto.bits) == 0) continue;
      const bool a_stack = a.type == Movement::stack_move;
      const bool b_stack = b.type == Movement::stack_move;
      if (a_stack != b_stack) continue;
      if ((a.type == Movement::shoot) != (b.type == Movement::shoot)) continue;
      if (a_stack) {
        if (a.min_count <= b.max_count && b.min_count <= a.max_count) return true;
        continue;
      }
      if (a.type == Movement::offset_leap || b.type == Movement::offset_leap) {
        if (share_a_displacement(a, b, board)) return true;
        continue;
      }
      // A Slide or Step goes through empty cells only, a Leap over a piece: never the same move.
      // A counted slide may do either.
      const auto leaps = [](Movement t) {
        return t == Movement::leap || t == Movement::flying_leap;
      };
      const bool either = a.type == Movement::counted_slide || b.type == Movement::counted_slide;
      if (!either && leaps(a.type) != leaps(b.type)) continue;
      const Reach ra = reach_of(a, board), rb = reach_of(b, board);
      if (ra.nearest > rb.farthest || rb.nearest > ra.farthest) continue;
      for (int da = 0; da < a.direction_count; ++da)
        for (int db = 0; db < b.direction_count; ++db)
          if (a.directions[da] == b.directions[db]) return true;
    }
  return false;
}

// Whether two primitives of the kind's first part can produce the same move text.
template <int MaxCells>
constexpr bool needs_dedupe(const KindInfo<MaxCells>& info, const BoardTables<MaxCells>& board) {
  return rules_need_dedupe(info.rules, info.rule_count, board);
}

}  // namespace boardlab

#pragma once
// A validated game: the spec plus everything precomputed from it (board masks, direction
// offsets, region bitboards, the primitives of every kind resolved to absolute directions and
// masks, end conditions, Zobrist keys, the start position). Built once, in constexpr code or at
// run time; every engine function takes it by const reference.
//
// `MaxCells` is the board capacity: 64 (one bitboard word) serves boards up to 8x8; larger
// boards need Game<128>, Game<192> or Game<256>.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "bitboard.hpp"
#include "error.hpp"
#include "geometry.hpp"
#include "move.hpp"
#include "piece.hpp"
#include "position.hpp"
#include "primitives.hpp"
#include "rules.hpp"
#include "spec.hpp"

namespace boardlab {

template <int MaxCells>
class Game;

// Defined in notation.hpp; the constructor of Game parses the start position with it.
template <int MaxCells>
constexpr Position<MaxCells> parse_position(const Game<MaxCells>& game, std::string_view text,
                                            std::string_view what = "position text");

namespace detail {
// SplitMix64's finaliser: a fixed, well-mixed function for hash keys (no global state, constexpr).
constexpr std::uint64_t mix64(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}
}  // namespace detail

template <int MaxCells = 64>
class Game {
 public:
  static constexpr int max_cells = MaxCells;
  static constexpr int words = MaxCells / 64;
  using Board = Bitboard<words>;
  using PositionType = Position<MaxCells>;
  // Enough for every position a validated game allows (checked: see max_moves_of).
  static constexpr int move_capacity = 1024 * words;
  using Moves = MoveList<move_capacity>;

  // A primitive of one kind, resolved against the board and the kind's owner.
  struct Rule {
    PrimitiveType type = PrimitiveType::step;
    int direction_count = 0;
    std::array<Direction, boardlab::direction_count> directions{};
    Board from{};  // cells the piece may stand on (Drop: cells it may be put on)
    Targets onto{};
    Targets over{};
    std::uint32_t effect_bits = 0;  // Move::stacks_bit, Move::captures_leapt_bit
    int max_distance = 0;
    Path path = Path::bends;
    int min_count = 0;
    int max_count = 0;
  };

  struct KindInfo {
    char symbol = 0;
    Owner owner = Owner::neutral;
    int rule_count = 0;
    std::array<Rule, max_primitives_per_kind> rules{};
    bool droppable = false;
    Board drop_cells{};
    // Two of the kind's primitives can produce the same move text, so generation removes
    // repeats (see needs_dedupe).
    bool dedupe = false;
    int moves_per_piece = 0;  // an upper bound, for the move-capacity check
  };

  struct Condition {
    ConditionType type = ConditionType::at_most;
    int kind = -1;  // -1: all pieces of `player`
    Player player = Player::zero;
    Board region{};
    int count = 0;
    Player winner = Player::zero;
    When when = When::always;
  };

  constexpr explicit Game(const GameSpec& spec) : spec_(spec) {
    build_board();
    build_regions();
    build_kinds();
    build_conditions();
    build_keys();
    // parse_position also checks the piece counts against stack height and move capacity.
    start_ = parse_position(*this, spec_.start.view(), "start position");
  }

  constexpr const GameSpec& spec() const { return spec_; }
  constexpr std::string_view name() const { return spec_.name.view(); }
  constexpr int files() const { return spec_.files; }
  constexpr int ranks() const { return spec_.ranks; }
  constexpr int cell_count() const { return cells_; }
  constexpr int kind_count() const { return spec_.kind_count; }
  constexpr int max_plies() const { return spec_.max_plies; }
  constexpr Placement placement() const { return spec_.placement; }
  constexpr NoMoveResult no_legal_move() const { return spec_.no_legal_move; }
  // True when some primitive can put a piece on top of another, so cells hold stacks.
  constexpr bool has_stacks() const { return has_stacks_; }
  constexpr const PositionType& start() const { return start_; }

  constexpr const Board& board() const { return board_; }
  constexpr int offset(Direction d) const { return offset_[index(d)]; }
  // Cells that have a neighbour in direction d (so shifting them by offset(d) stays on board).
  constexpr const Board& can_step(Direction d) const { return can_step_[index(d)]; }
  constexpr const KindInfo& kind(int k) const { return kinds_[k]; }
  constexpr Owner owner(Kind k) const { return kinds_[k].owner; }
  constexpr char symbol(Kind k) const { return kinds_[k].symbol; }
  // The kind with this symbol, or no_kind.
  constexpr Kind kind_of_symbol(char c) const {
    for (int k = 0; k < spec_.kind_count; ++k)
      if (kinds_[k].symbol == c) return Kind(k);
    return no_kind;
  }
  constexpr int moving_kind_count(Player p) const { return moving_count_[index(p)]; }
  constexpr Kind moving_kind(Player p, int i) const { return moving_kinds_[index(p)][i]; }
  constexpr int drop_kind_count(Player p) const { return drop_count_[index(p)]; }
  constexpr Kind drop_kind(Player p, int i) const { return drop_kinds_[index(p)][i]; }
  constexpr int condition_count() const { return spec_.end_condition_count; }
  constexpr const Condition& condition(int i) const { return conditions_[i]; }
  constexpr const Board& region(int i) const { return regions_[i]; }
  constexpr int region_index(std::string_view region_name) const {
    for (int i = 0; i < spec_.region_count; ++i)
      if (spec_.regions[i].name.view() == region_name) return i;
    return -1;
  }

  constexpr int cell(int file, int rank) const { return rank * spec_.files + file; }
  constexpr int file_of(int cell) const { return cell % spec_.files; }
  constexpr int rank_of(int cell) const { return cell / spec_.files; }
  std::string cell_name_of(int cell) const { return cell_name(file_of(cell), rank_of(cell)); }

  // Zobrist key of a cell holding `s` (0 when empty). Single pieces use a table; taller stacks
  // mix their packed contents, which keeps the table small.
  constexpr std::uint64_t cell_key(int cell, Stack s) const {
    if (s.height == 0) return 0;
    if (s.height == 1) return piece_keys_[s.pieces][cell];
    return detail::mix64(s.pieces ^ detail::mix64(std::uint64_t(cell) << 8 | s.height));
  }
  constexpr std::uint64_t side_key() const { return side_key_; }
  constexpr std::uint64_t reserve_key(int kind, int count) const {
    return count == 0 ? 0 : detail::mix64(reserve_seed_ ^ std::uint64_t(kind << 16 | count));
  }

  // The most moves a position with these piece counts can have (drops included).
  constexpr int max_moves_of(const std::array<int, max_kinds>& pieces_of_kind) const {
    int n = 0;
    for (int k = 0; k < spec_.kind_count; ++k) {
      n += pieces_of_kind[k] * kinds_[k].moves_per_piece;
      if (kinds_[k].droppable) n += cells_;
    }
    return n;
  }

 private:
  static constexpr std::string kind_label(const KindSpec& k) {
    return std::string("kind '") + k.symbol + "'";
  }

  constexpr void build_board() {
    if (spec_.files < 1 || spec_.ranks < 1 || spec_.files > max_board_side ||
        spec_.ranks > max_board_side)
      throw SpecError("board: " + std::to_string(spec_.files) + "x" + std::to_string(spec_.ranks) +
                      " is not between 1x1 and 16x16");
    cells_ = spec_.files * spec_.ranks;
    if (cells_ > MaxCells)
      throw SpecError("board: " + std::to_string(spec_.files) + "x" + std::to_string(spec_.ranks) +
                      " has " + std::to_string(cells_) + " cells, more than Game<" +
                      std::to_string(MaxCells) + "> holds");
    if (spec_.max_plies < 1)
      throw SpecError("max_plies: " + std::to_string(spec_.max_plies) +
                      " is not a positive number");
    board_ = Board::first(cells_);
    for (int d = 0; d < direction_count; ++d) {
      offset_[d] = rank_step[d] * spec_.files + file_step[d];
      for (int c = 0; c < cells_; ++c) {
        const int f = file_of(c) + file_step[d], r = rank_of(c) + rank_step[d];
        if (f >= 0 && f < spec_.files && r >= 0 && r < spec_.ranks) can_step_[d].set(c);
      }
    }
  }

  constexpr Board board_of(const CellSet& set, const std::string& what) const {
    Board b{};
    for (int r = 0; r < max_board_side; ++r)
      for (int f = 0; f < max_board_side; ++f) {
        if (!set.contains({f, r})) continue;
        if (f >= spec_.files || r >= spec_.ranks)
          throw SpecError(what + ": cell " + cell_name(f, r) + " is off the " +
                          std::to_string(spec_.files) + "x" + std::to_string(spec_.ranks) +
                          " board");
        b.set(cell(f, r));
      }
    return b;
  }

  constexpr void build_regions() {
    for (int i = 0; i < spec_.region_count; ++i) {
      const RegionSpec& r = spec_.regions[i];
      const std::string label = "region '" + r.name.str() + "'";
      if (r.name.empty()) throw SpecError("region " + std::to_string(i + 1) + ": has no name");
      for (int j = 0; j < i; ++j)
        if (spec_.regions[j].name == r.name) throw SpecError(label + ": defined twice");
      regions_[i] = board_of(r.cells, label);
    }
  }

  constexpr Board region_or_board(const RegionName& name, const std::string& what) const {
    if (name.empty()) return board_;
    const int i = region_index(name.view());
    if (i < 0) throw SpecError(what + ": unknown region '" + name.str() + "'");
    return regions_[i];
  }

  constexpr void build_kinds() {
    if (spec_.kind_count < 1) throw SpecError("kinds: a game needs at least one piece kind");
    for (int k = 0; k < spec_.kind_count; ++k) {
      const KindSpec& ks = spec_.kinds[k];
      const std::string label = kind_label(ks);
      const char s = ks.symbol;
      if (!((s >= 'a' && s <= 'z') || (s >= 'A' && s <= 'Z')))
        throw SpecError("kind " + std::to_string(k + 1) + ": symbol '" + std::string(1, s) +
                        "' is not an ASCII letter");
      for (int j = 0; j < k; ++j)
        if (spec_.kinds[j].symbol == s)
          throw SpecError(label + ": two kinds have the symbol '" + std::string(1, s) + "'");
      KindInfo& info = kinds_[k];
      info.symbol = s;
      info.owner = ks.owner;
      for (int i = 0; i < ks.primitive_count; ++i) {
        const Primitive& p = ks.primitives[i];
        const std::string where =
            label + " primitive " + std::to_string(i + 1) + " (" + primitive_name(p.type) + ")";
        if (p.type == PrimitiveType::drop) {
          if (info.droppable) throw SpecError(where + ": the kind has two Drop primitives");
          info.droppable = true;
          info.drop_cells = region_or_board(p.region, where);
          continue;
        }
        if (ks.owner == Owner::neutral)
          throw SpecError(where + ": neutral pieces are moved by nobody; give them only Drop");
        Rule rule = resolve(p, ks.owner, where);
        info.rules[info.rule_count++] = rule;
        info.moves_per_piece += moves_per_piece(rule);
      }
      info.dedupe = needs_dedupe(info);
      if (info.droppable)
        for (int pl = 0; pl < 2; ++pl)
          if (ks.owner == Owner::neutral || index(ks.owner) == pl)
            drop_kinds_[pl][drop_count_[pl]++] = Kind(k);
      if (info.rule_count > 0) {
        const int pl = index(ks.owner);
        moving_kinds_[pl][moving_count_[pl]++] = Kind(k);
      }
    }
  }

  constexpr Rule resolve(const Primitive& p, Owner owner, const std::string& where) {
    Rule r{};
    r.type = p.type;
    if (p.directions.empty()) throw SpecError(where + ": empty direction set");
    const DirectionSet dirs = p.directions.for_player(index(owner));
    for (int d = 0; d < direction_count; ++d)
      if (dirs.contains(Direction(d))) r.directions[r.direction_count++] = Direction(d);
    r.from = region_or_board(p.region, where);
    if (p.onto.bits == 0) throw SpecError(where + ": `onto` allows no target cell");
    r.onto = p.onto;
    r.over = p.over;
    if (p.type == PrimitiveType::leap && p.over.occupied_cells() == false)
      throw SpecError(where + ": `over` allows no piece to leap over");
    if (p.landing == Landing::stack && p.onto.occupied_cells()) {
      r.effect_bits |= Move::stacks_bit;
      has_stacks_ = true;
    }
    if (p.type == PrimitiveType::leap && p.leapt == Leapt::captured)
      r.effect_bits |= Move::captures_leapt_bit;
    if (p.max_distance < 0)
      throw SpecError(where + ": max_distance " + std::to_string(p.max_distance) + " is negative");
    r.max_distance = p.max_distance == 0 ? max_board_side : p.max_distance;
    r.path = p.path;
    if (p.type == PrimitiveType::stack_move) {
      if (p.min_count < 1 || p.max_count < p.min_count || p.max_count > Stack::max_height)
        throw SpecError(where + ": counts " + std::to_string(p.min_count) + ".." +
                        std::to_string(p.max_count) + " are not within 1..16");
      r.min_count = p.min_count;
      r.max_count = p.max_count;
      has_stacks_ = true;
    }
    return r;
  }

  constexpr int moves_per_piece(const Rule& r) const {
    switch (r.type) {
      case PrimitiveType::step:
      case PrimitiveType::leap:
        return r.direction_count;
      case PrimitiveType::slide: {
        const int longest = spec_.files > spec_.ranks ? spec_.files : spec_.ranks;
        const int reach = r.max_distance < longest ? r.max_distance : longest;
        return r.direction_count * reach;
      }
      case PrimitiveType::stack_move:
        return (r.max_count - r.min_count + 1) * cells_;
      case PrimitiveType::drop:
        return 0;
    }
    return 0;
  }

  // Whether two primitives of the kind can produce the same move text: same kind of text,
  // overlapping start regions and target classes, and a common displacement.
  static constexpr bool needs_dedupe(const KindInfo& info) {
    for (int i = 0; i < info.rule_count; ++i)
      for (int j = i + 1; j < info.rule_count; ++j) {
        const Rule& a = info.rules[i];
        const Rule& b = info.rules[j];
        if ((a.from & b.from).none() || (a.onto.bits & b.onto.bits) == 0) continue;
        const bool a_stack = a.type == PrimitiveType::stack_move;
        const bool b_stack = b.type == PrimitiveType::stack_move;
        if (a_stack != b_stack) continue;
        if (a_stack) {
          if (a.min_count <= b.max_count && b.min_count <= a.max_count) return true;
          continue;
        }
        for (int da = 0; da < a.direction_count; ++da)
          for (int db = 0; db < b.direction_count; ++db) {
            if (a.directions[da] != b.directions[db]) continue;
            // Same direction: compare the distances each can travel.
            auto reach = [](const Rule& r, int& lo, int& hi) {
              if (r.type == PrimitiveType::step)
                lo = hi = 1;
              else if (r.type == PrimitiveType::leap)
                lo = hi = 2;
              else {
                lo = 1;
                hi = r.max_distance;
              }
            };
            int alo = 0, ahi = 0, blo = 0, bhi = 0;
            reach(a, alo, ahi);
            reach(b, blo, bhi);
            if (alo <= bhi && blo <= ahi) return true;
          }
      }
    return false;
  }

  constexpr void build_conditions() {
    for (int i = 0; i < spec_.end_condition_count; ++i) {
      const EndCondition& e = spec_.end_conditions[i];
      const std::string where = "end condition " + std::to_string(i + 1);
      Condition& c = conditions_[i];
      c.type = e.type;
      c.winner = e.winner;
      c.when = e.when;
      c.count = e.count;
      if (e.count < 0)
        throw SpecError(where + ": count " + std::to_string(e.count) + " is negative");
      if (e.type != ConditionType::all_stacks_controlled) {
        if (e.pieces.symbol != 0) {
          const Kind k = kind_of_symbol(e.pieces.symbol);
          if (k == no_kind)
            throw SpecError(where + ": no piece kind has the symbol '" +
                            std::string(1, e.pieces.symbol) + "'");
          c.kind = k;
        } else {
          c.player = e.pieces.player;
        }
      }
      if (e.type == ConditionType::region_holds) {
        if (e.region.empty()) throw SpecError(where + ": names no region");
        c.region = region_or_board(e.region, where);
      }
    }
  }

  constexpr void build_keys() {
    std::uint64_t seed = 0x626f6172646c6162ull;  // "boardlab"
    for (int k = 0; k < max_kinds; ++k)
      for (int c = 0; c < MaxCells; ++c) piece_keys_[k][c] = detail::mix64(seed++);
    side_key_ = detail::mix64(seed++);
    reserve_seed_ = detail::mix64(seed++);
  }

  GameSpec spec_{};
  int cells_ = 0;
  bool has_stacks_ = false;
  Board board_{};
  std::array<int, direction_count> offset_{};
  std::array<Board, direction_count> can_step_{};
  std::array<Board, max_regions> regions_{};
  std::array<KindInfo, max_kinds> kinds_{};
  std::array<std::array<Kind, max_kinds>, 2> moving_kinds_{};
  std::array<int, 2> moving_count_{};
  std::array<std::array<Kind, max_kinds>, 2> drop_kinds_{};
  std::array<int, 2> drop_count_{};
  std::array<Condition, max_end_conditions> conditions_{};
  std::array<std::array<std::uint64_t, MaxCells>, max_kinds> piece_keys_{};
  std::uint64_t side_key_ = 0;
  std::uint64_t reserve_seed_ = 0;
  PositionType start_{};
};

}  // namespace boardlab

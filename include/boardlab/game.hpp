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
    // onto and over as all-ones/zero words per class (empty, enemy, friendly, neutral).
    std::array<std::uint64_t, 4> onto_select{};
    std::array<std::uint64_t, 4> over_select{};
    std::uint32_t effect_bits = 0;  // Move::stacks_bit, Move::captures_leapt_bit
    int max_distance = 0;
    // A Slide not limited within the board: generated piece by piece along rays (see ray()).
    bool along_rays = false;
    Path path = Path::bends;
    int min_count = 0;
    int max_count = 0;

    // Many directions, so few targets in each: see detail::emit_moves.
    constexpr bool sparse() const { return direction_count >= 4; }
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
    build_stack_tables();
    // parse_position also checks the piece counts against stack height and move capacity.
    try {
      start_ = parse_position(*this, spec_.start.view(), "start position");
    } catch (const PositionError& e) {
      throw SpecError(e.what());  // the spec's own text: a spec error, same message
    }
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
  // The cells from `cell` (excluded) to the board's edge in direction d. Empty for a cell off the
  // board, so the ray from the last cell of the bitboard in a direction of increasing index (or
  // from cell 0 in a decreasing one) is empty, on the board or not.
  constexpr const Board& ray(Direction d, int cell) const { return rays_[index(d)][cell]; }
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
  // The conditions that apply after `mover` moved (When::always, or won by `mover`), in order.
  constexpr int condition_count_after(Player mover) const { return checked_count_[index(mover)]; }
  constexpr int condition_after(Player mover, int i) const { return checked_[index(mover)][i]; }
  constexpr const Board& region(int i) const { return regions_[i]; }
  constexpr int region_index(std::string_view region_name) const {
    for (int i = 0; i < spec_.region_count; ++i)
      if (spec_.regions[i].name.view() == region_name) return i;
    return -1;
  }

  constexpr int cell(int file, int rank) const { return rank * spec_.files + file; }
  constexpr int file_of(int cell) const { return cell % spec_.files; }
  constexpr int rank_of(int cell) const { return cell / spec_.files; }
  constexpr std::string cell_name_of(int cell) const {
    return cell_name(file_of(cell), rank_of(cell));
  }

  // Cells the top part of a stack on `from` can reach in exactly `count` orthogonal steps along
  // `path`, never straight back (the start cell itself included when a path returns to it).
  // Small counts come from a table built with the game; larger ones are computed.
  constexpr Board stack_reach(int from, int count, Path path) const {
    if (count <= stack_table_counts)
      for (int slot = 0; slot < stack_table_slots; ++slot)
        if (stack_table_used_[slot] && stack_table_path_[slot] == path)
          return stack_table_[slot][count - 1][from];
    return compute_stack_reach(from, count, path);
  }

  // Set-wise search: one bitboard per direction of the last step and, for bends_without_u, per
  // sense of the last turn.
  constexpr Board compute_stack_reach(int from, int count, Path path) const {
    constexpr std::array<Direction, 4> orth = {Direction::north, Direction::east, Direction::south,
                                               Direction::west};
    auto step = [&](const Board& b, int d) {
      return (b & can_step(orth[d])).stepped(offset(orth[d]));
    };
    const Board start = Board::of(from);
    if (path == Path::straight) {
      Board all{};
      for (int d = 0; d < 4; ++d) {
        Board b = start;
        for (int i = 0; i < count; ++i) b = step(b, d);
        all |= b;
      }
      return all;
    }
    // frontier[d][t]: cells reached with the last step in orth[d] and last turn t (0 none,
    // 1 right, 2 left). With Path::bends every turn is allowed, so only t = 0 is used.
    std::array<std::array<Board, 3>, 4> frontier{};
    for (int d = 0; d < 4; ++d) frontier[d][0] = step(start, d);
    for (int i = 1; i < count; ++i) {
      std::array<std::array<Board, 3>, 4> next{};
      for (int d = 0; d < 4; ++d)
        for (int t = 0; t < 3; ++t) {
          const Board& here = frontier[d][t];
          if (here.none()) continue;
          next[d][t] |= step(here, d);  // straight on
          const int right = (d + 1) % 4, left = (d + 3) % 4;
          if (path == Path::bends) {
            next[right][0] |= step(here, right);
            next[left][0] |= step(here, left);
          } else {
            if (t != 1) next[right][1] |= step(here, right);
            if (t != 2) next[left][2] |= step(here, left);
          }
        }
      frontier = next;
    }
    Board all{};
    for (auto& by_turn : frontier)
      for (auto& b : by_turn) all |= b;
    return all;
  }

  // Zobrist key of a cell holding `s` (0 when empty). Single pieces use a table; taller stacks
  // mix their packed contents, which keeps the table small.
  // cell_key of a single piece of kind k.
  constexpr std::uint64_t piece_key(int cell, Kind k) const { return piece_keys_[k][cell]; }
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
      throw SpecError("board: " + to_text(spec_.files) + "x" + to_text(spec_.ranks) +
                      " is not between 1x1 and 16x16");
    cells_ = spec_.files * spec_.ranks;
    if (cells_ > MaxCells)
      throw SpecError("board: " + to_text(spec_.files) + "x" + to_text(spec_.ranks) + " has " +
                      to_text(cells_) + " cells, more than Game<" + to_text(MaxCells) + "> holds");
    if (spec_.max_plies < 1)
      throw SpecError("max_plies: " + to_text(spec_.max_plies) + " is not a positive number");
    board_ = Board::first(cells_);
    for (int d = 0; d < direction_count; ++d) {
      offset_[d] = rank_step[d] * spec_.files + file_step[d];
      for (int c = 0; c < cells_; ++c) {
        const int f = file_of(c) + file_step[d], r = rank_of(c) + rank_step[d];
        if (f >= 0 && f < spec_.files && r >= 0 && r < spec_.ranks) can_step_[d].set(c);
      }
      for (int c = 0; c < cells_; ++c) {
        int f = file_of(c) + file_step[d], r = rank_of(c) + rank_step[d];
        for (; f >= 0 && f < spec_.files && r >= 0 && r < spec_.ranks;
             f += file_step[d], r += rank_step[d])
          rays_[d][c].set(r * spec_.files + f);
      }
    }
  }

  template <class Where>
  constexpr Board board_of(const CellSet& set, const Where& what) const {
    Board b{};
    for (int r = 0; r < max_board_side; ++r)
      for (int f = 0; f < max_board_side; ++f) {
        if (!set.contains({f, r})) continue;
        if (f >= spec_.files || r >= spec_.ranks)
          throw SpecError(what() + ": cell " + cell_name(f, r) + " is off the " +
                          to_text(spec_.files) + "x" + to_text(spec_.ranks) + " board");
        b.set(cell(f, r));
      }
    return b;
  }

  constexpr void build_regions() {
    for (int i = 0; i < spec_.region_count; ++i) {
      const RegionSpec& r = spec_.regions[i];
      // Labels are built only when an error is thrown: cheaper, and constant evaluation
      // under UBSan cannot build strings from pointers into constexpr objects.
      auto label = [&] { return "region '" + r.name.str() + "'"; };
      if (r.name.empty()) throw SpecError("region " + to_text(i + 1) + ": has no name");
      for (int j = 0; j < i; ++j)
        if (spec_.regions[j].name == r.name) throw SpecError(label() + ": defined twice");
      regions_[i] = board_of(r.cells, label);
    }
  }

  template <class Where>
  constexpr Board region_or_board(const RegionName& name, const Where& what) const {
    if (name.empty()) return board_;
    const int i = region_index(name.view());
    if (i < 0) throw SpecError(what() + ": unknown region '" + name.str() + "'");
    return regions_[i];
  }

  constexpr void build_kinds() {
    if (spec_.kind_count < 1) throw SpecError("kinds: a game needs at least one piece kind");
    for (int k = 0; k < spec_.kind_count; ++k) {
      const KindSpec& ks = spec_.kinds[k];
      auto label = [&] { return kind_label(ks); };
      const char s = ks.symbol;
      if (!((s >= 'a' && s <= 'z') || (s >= 'A' && s <= 'Z')))
        throw SpecError("kind " + to_text(k + 1) + ": symbol '" + std::string(1, s) +
                        "' is not an ASCII letter");
      for (int j = 0; j < k; ++j)
        if (spec_.kinds[j].symbol == s)
          throw SpecError(label() + ": two kinds have the symbol '" + std::string(1, s) + "'");
      KindInfo& info = kinds_[k];
      info.symbol = s;
      info.owner = ks.owner;
      for (int i = 0; i < ks.primitive_count; ++i) {
        const Primitive& p = ks.primitives[i];
        auto where = [&] {
          return label() + " primitive " + to_text(i + 1) + " (" + primitive_name(p.type) + ")";
        };
        if (p.type == PrimitiveType::drop) {
          if (info.droppable) throw SpecError(where() + ": the kind has two Drop primitives");
          info.droppable = true;
          info.drop_cells = region_or_board(p.region, where);
          continue;
        }
        if (ks.owner == Owner::neutral)
          throw SpecError(where() + ": neutral pieces are moved by nobody; give them only Drop");
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

  template <class Where>
  constexpr Rule resolve(const Primitive& p, Owner owner, const Where& where) {
    Rule r{};
    r.type = p.type;
    if (p.directions.empty()) throw SpecError(where() + ": empty direction set");
    const DirectionSet dirs = p.directions.for_player(index(owner));
    for (int d = 0; d < direction_count; ++d)
      if (dirs.contains(Direction(d))) r.directions[r.direction_count++] = Direction(d);
    r.from = region_or_board(p.region, where);
    if (p.onto.bits == 0) throw SpecError(where() + ": `onto` allows no target cell");
    r.onto = p.onto;
    for (int i = 0; i < 4; ++i) {
      r.onto_select[i] = (p.onto.bits >> i) & 1 ? ~std::uint64_t(0) : 0;
      r.over_select[i] = (p.over.bits >> i) & 1 ? ~std::uint64_t(0) : 0;
    }
    if (p.type == PrimitiveType::leap && (!p.over.occupied_cells() || p.over.empty_cells()))
      throw SpecError(where() +
                      ": `over` must name pieces (enemy, friendly, neutral) to leap over");
    if (p.landing == Landing::stack && p.onto.occupied_cells()) {
      r.effect_bits |= Move::stacks_bit;
      has_stacks_ = true;
    }
    if (p.type == PrimitiveType::leap && p.leapt == Leapt::captured)
      r.effect_bits |= Move::captures_leapt_bit;
    if (p.max_distance < 0)
      throw SpecError(where() + ": max_distance " + to_text(p.max_distance) + " is negative");
    r.max_distance = p.max_distance == 0 ? max_board_side : p.max_distance;
    const int longest = spec_.files > spec_.ranks ? spec_.files : spec_.ranks;
    r.along_rays = p.type == PrimitiveType::slide && r.max_distance >= longest - 1;
    r.path = p.path;
    if (p.type == PrimitiveType::stack_move) {
      if (p.min_count < 1 || p.max_count < p.min_count || p.max_count > Stack::max_height)
        throw SpecError(where() + ": counts " + to_text(p.min_count) + ".." + to_text(p.max_count) +
                        " are not within 1..16");
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
      auto where = [&] { return "end condition " + to_text(i + 1); };
      Condition& c = conditions_[i];
      c.type = e.type;
      c.winner = e.winner;
      c.when = e.when;
      c.count = e.count;
      if (e.count < 0) throw SpecError(where() + ": count " + to_text(e.count) + " is negative");
      if (e.type != ConditionType::all_stacks_controlled) {
        if (e.pieces.symbol != 0) {
          const Kind k = kind_of_symbol(e.pieces.symbol);
          if (k == no_kind)
            throw SpecError(where() + ": no piece kind has the symbol '" +
                            std::string(1, e.pieces.symbol) + "'");
          c.kind = k;
        } else {
          c.player = e.pieces.player;
        }
      }
      if (e.type == ConditionType::region_holds) {
        if (e.region.empty()) throw SpecError(where() + ": names no region");
        if (e.count < 1) throw SpecError(where() + ": count " + to_text(e.count) + " is below 1");
        c.region = region_or_board(e.region, where);
      }
      for (int mover = 0; mover < 2; ++mover)
        if (c.when == When::always || index(c.winner) == mover)
          checked_[mover][checked_count_[mover]++] = i;
    }
  }

  // Tables of stack_reach for the paths the game's StackMoves use (counts up to
  // stack_table_counts), so generation looks destinations up instead of searching.
  constexpr void build_stack_tables() {
    for (int k = 0; k < spec_.kind_count; ++k)
      for (int r = 0; r < kinds_[k].rule_count; ++r) {
        const Rule& rule = kinds_[k].rules[r];
        if (rule.type != PrimitiveType::stack_move) continue;
        int slot = 0;
        while (slot < stack_table_slots && stack_table_used_[slot] &&
               stack_table_path_[slot] != rule.path)
          ++slot;
        if (slot == stack_table_slots || stack_table_used_[slot]) continue;
        stack_table_used_[slot] = true;
        stack_table_path_[slot] = rule.path;
        for (int count = 1; count <= stack_table_counts; ++count)
          for (int c = 0; c < cells_; ++c)
            stack_table_[slot][count - 1][c] = compute_stack_reach(c, count, rule.path);
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
  std::array<std::array<Board, MaxCells>, direction_count> rays_{};
  std::array<Board, max_regions> regions_{};
  std::array<KindInfo, max_kinds> kinds_{};
  std::array<std::array<Kind, max_kinds>, 2> moving_kinds_{};
  std::array<int, 2> moving_count_{};
  std::array<std::array<Kind, max_kinds>, 2> drop_kinds_{};
  std::array<int, 2> drop_count_{};
  std::array<Condition, max_end_conditions> conditions_{};
  std::array<std::array<int, max_end_conditions>, 2> checked_{};
  std::array<int, 2> checked_count_{};
  std::array<std::array<std::uint64_t, MaxCells>, max_kinds> piece_keys_{};
  static constexpr int stack_table_slots = 2;
  static constexpr int stack_table_counts = 4;
  std::array<bool, stack_table_slots> stack_table_used_{};
  std::array<Path, stack_table_slots> stack_table_path_{};
  std::array<std::array<std::array<Board, MaxCells>, stack_table_counts>, stack_table_slots>
      stack_table_{};
  std::uint64_t side_key_ = 0;
  std::uint64_t reserve_seed_ = 0;
  PositionType start_{};
};

}  // namespace boardlab

#pragma once
// Everything a game's spec compiles to, but its start position: the board's tables, every
// kind's resolved primitives, the end conditions, the Zobrist keys. Game<N> (game.hpp) adds the
// start position; the position text and the cell updates it needs to parse one are written
// against these tables, one layer down.
//
// `MaxCells` is the board capacity: 64 (one bitboard word) serves boards up to 8x8; larger
// boards need 128, 192 or 256.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <string_view>

#include "bitboard.hpp"
#include "board_tables.hpp"
#include "condition.hpp"
#include "force_inline.hpp"
#include "kind_rules.hpp"
#include "move.hpp"
#include "piece.hpp"
#include "position.hpp"
#include "primitives.hpp"
#include "rules.hpp"
#include "spec.hpp"
#include "spec_check.hpp"
#include "stack_reach.hpp"
#include "zobrist.hpp"

namespace boardlab {

// Up to a cell's neighbours (GameTables::claim_ring, claim_neighbours). Cells fit a byte: a
// board has at most 256.
struct ClaimRing {
  int count = 0;
  std::array<std::uint8_t, direction_count> cells{};
};

template <int MaxCells = 64>
class GameTables {
 public:
  static constexpr int max_cells = MaxCells;
  static constexpr int words = MaxCells / 64;
  using Board = Bitboard<words>;
  using PositionType = Position<MaxCells>;
  using Rule = boardlab::Rule<MaxCells>;
  using KindInfo = boardlab::KindInfo<MaxCells>;
  using Condition = boardlab::Condition<MaxCells>;
  // Enough for every position a validated game allows (checked: see max_moves_of).
  static constexpr int move_capacity = 1024 * words;
  using Moves = MoveList<move_capacity>;

  // Checks the spec (check_spec: throws SpecError) and builds the tables.
  constexpr explicit GameTables(const GameSpec& spec) : spec_(checked(spec)) {
    board_ = BoardTables<MaxCells>(spec_.files, spec_.ranks, spec_.off_board, spec_.geometry);
    for (int i = 0; i < spec_.region_count; ++i) {
      regions_[i] = board_.board_of(spec_.regions[i].cells);
      for (int c = 0; c < MaxCells; ++c)
        if (regions_[i].test(c)) regions_of_cell_[c] |= std::uint16_t(1u << i);
    }
    captured_as_.fill(no_kind);
    demoted_.fill(no_kind);
    build_kinds();
    bound_kinds_in_play();
    bound_stack_moves();
    note_game_rules();
    build_conditions();
    build_custody();
    build_claim_rings();
    keeps_turn_state_ = has_turn_rules_ || spec_.moves_again_after_claim;
    changes_neighbours_ = custodial_direction_count_ > 0 || converts_ || claims_;
    keeps_pieces_around_ = changes_neighbours_ || spec_.captures_explode;
  }

  constexpr const GameSpec& spec() const { return spec_; }
  constexpr std::string_view name() const { return spec_.name.view(); }
  constexpr int kind_count() const { return spec_.kind_count; }
  constexpr int max_plies() const { return spec_.max_plies; }
  // Turns in a row without a capture that draw the game; 0: no such rule (GameSpec).
  constexpr int quiet_turn_limit() const { return spec_.quiet_turn_limit; }
  // The occurrences of a position that draw; 0: no such rule (GameSpec::repetition_limit).
  constexpr int repetition_limit() const { return spec_.repetition_limit; }
  // The key a position repeats by: its hash, without the side to move where the game says so
  // (GameSpec::repetition_ignores_side).
  constexpr std::uint64_t repetition_key(const PositionType& p) const {
    return spec_.repetition_ignores_side && p.side == Player::one ? p.hash ^ keys_.side_key()
                                                                  : p.hash;
  }
  constexpr Placement placement() const { return spec_.placement; }
  constexpr NoMoveResult no_legal_move() const { return spec_.no_legal_move; }
  constexpr EndScore end_score() const { return spec_.end_score; }
  // True when a player with no legal move passes (NoMoveResult::passes, passes_or_ends).
  constexpr bool passes() const {
    return spec_.no_legal_move == NoMoveResult::passes ||
           spec_.no_legal_move == NoMoveResult::passes_or_ends;
  }
  constexpr CaptureRule capture_rule() const { return spec_.capture_rule; }
  // True when jumped pieces leave at the end of the turn (LeaptRemoval::at_turn_end): their cells
  // stay closed until then (Position::closed).
  constexpr bool closes_leapt_cells() const {
    return spec_.leapt_removal == LeaptRemoval::at_turn_end;
  }
  // True when some primitive can put a piece on top of another, so cells hold stacks.
  constexpr bool has_stacks() const { return has_stacks_; }
  // The bits a piece takes in a stack (stack_piece_bits of the kind count), and so the tallest
  // stack: 64 pieces in a game of two kinds, 32 of up to four, 16 of more. A game with stacks may
  // hold no more pieces than that in all (board and reserve), so that no stack outgrows it.
  constexpr int stack_piece_bits() const { return stack_piece_bits_of(spec_.kind_count); }
  constexpr int max_stack_height() const { return max_stack_height_of(stack_piece_bits()); }
  // True when turns may have several parts, promote, pass or must capture: move generation and
  // play then take the turn rules' path (primitive_moves.hpp, apply.hpp); games without them never
  // do.
  constexpr bool has_turn_rules() const { return has_turn_rules_; }
  // Whether a move of a piece of kind k counts as a capture for the quiet-turn limit
  // (KindSpec::resets_quiet_turns).
  constexpr bool resets_quiet_turns(KindIndex k) const { return resets_quiet_turns_ >> k & 1u; }
  // True when some kind does: only then is a quiet move's piece looked up (draughts' are not).
  constexpr bool some_kind_resets_quiet_turns() const { return resets_quiet_turns_ != 0; }
  // True when some Leap is a flying one (LeapRange::flying): a leap's jumped cell is then found
  // along the line, not halfway.
  constexpr bool has_flying_leaps() const { return has_flying_leaps_; }
  // True when some kind promotes only where its turn ends (PromotionTiming::at_turn_end).
  constexpr bool has_promotions_at_turn_end() const { return has_promotions_at_turn_end_; }
  // True when nothing moves once placed: every move is a drop (tic-tac-toe, connect four, gomoku)
  // named by its kind and cell alone (a drop that turns a block names more: Pentago's are not).
  constexpr bool only_drops() const {
    return moving_count_[0] == 0 && moving_count_[1] == 0 && !has_turn_rules_ &&
           spec_.rotating_blocks == 0 && !claims_;
  }
  // True when a random playout draws its drops by counting cells instead of listing the moves
  // (playout.hpp): a game of drops only whose lists are long, where writing them costs more than
  // counting. Measured on random playouts (C++, -O3): gomoku's 15x15 plays twice as fast by
  // counting; the break-even lies near 25 cells with a popcount instruction (x86-64-v2, as the
  // Python module is built) and 36 without; tic-tac-toe's 9 cells and connect four's 7 falling
  // drops are faster listed.
  // A game of drops whose blocks turn (Pentago) counts too, its drops' turns with them
  // (playout.hpp).
  constexpr bool draws_drops_by_counting() const {
    return moving_count_[0] == 0 && moving_count_[1] == 0 && !has_turn_rules_ && !drops_fall_ &&
           largest_drop_region_ > 32;
  }
  // True when some Drop turns pieces over (Drop::flips): applying a drop then looks for them.
  constexpr bool drops_flip() const { return drops_flip_; }
  // True when some Drop's supply never runs out (Drop::unlimited): a drop then asks whether its
  // kind's does before it takes a piece from the reserve.
  constexpr bool has_unlimited_drops() const { return has_unlimited_drops_; }
  // True when some Drop may put its piece on top of another (Drop::onto).
  constexpr bool drops_onto_pieces() const { return drops_onto_pieces_; }
  // The side of the blocks a drop turns (GameSpec::rotating_blocks); 0: none turn.
  constexpr int rotating_blocks() const { return spec_.rotating_blocks; }
  // How many blocks tile the board (0 when none turn), and so the turns a drop may end with: two
  // a block.
  constexpr int block_count() const {
    const int side = spec_.rotating_blocks;
    return side == 0 ? 0 : (files() / side) * (ranks() / side);
  }
  // True when both players' conditions holding at once draw (GameSpec::wins_at_once).
  constexpr bool draws_wins_at_once() const { return spec_.wins_at_once == WinsAtOnce::draw; }
  // The tallest a stack stays after a move (GameSpec::stack_limit); 0: no limit.
  constexpr int stack_limit() const { return spec_.stack_limit; }
  // True when some kind converts the enemy pieces next to where it lands (KindSpec::converts).
  constexpr bool converts_neighbours() const { return converts_; }
  // True when some kind claims the empty cells a move encloses (KindSpec::claims).
  constexpr bool claims_cells() const { return claims_; }
  // The kind `player` claims with (its KindInfo::claim_directions); no_kind: none.
  constexpr KindIndex claim_kind(Player player) const { return claim_kind_[index(player)]; }
  // True when a turn that claims a cell is followed by another of the same player
  // (GameSpec::moves_again_after_claim).
  // The cells whose pieces enclose `cell` for `player`'s claims: its neighbours along the claiming
  // directions, all on the board (count 0 where one is not, and for a player who claims nothing).
  constexpr const ClaimRing& claim_ring(Player player, int cell) const {
    return claim_rings_[index(player)][cell];
  }
  // The cells next to `cell` that it helps enclose: those whose claim_ring holds it.
  constexpr const ClaimRing& claim_neighbours(Player player, int cell) const {
    return claim_neighbours_[index(player)][cell];
  }
  constexpr bool moves_again_after_claim() const { return spec_.moves_again_after_claim; }
  // True when a position's TurnState may be other than a plain new turn: in a game with turn
  // rules, or one whose players move again after a claim (TurnState::again), which keeps its
  // turns of one move off the turn rules' path (apply.hpp: end_claiming_turn).
  constexpr bool keeps_turn_state() const { return keeps_turn_state_; }
  // Position::last_mover, for the engine's loops: in a game where no player moves again it is
  // the player not to move, which a compile-time game knows without reading the turn.
  constexpr Player last_mover(const PositionType& p) const {
    return spec_.moves_again_after_claim ? p.last_mover() : opponent(p.side);
  }
  // True when a move may change the pieces next to its target cell, by custodial capture,
  // conversion or claims (spec_check allows one of them in a game): applying a move then looks.
  constexpr bool changes_neighbours() const { return changes_neighbours_; }
  // True when an undo record may hold pieces taken or changed around the target cell (custodial
  // capture, an explosion, conversion, claims): undo then puts them back.
  constexpr bool keeps_pieces_around() const { return keeps_pieces_around_; }
  // True when a drop-counted playout follows the groups of its drops (group_tracker.hpp) to check
  // the group conditions (GroupTouches, Ring, a Connects of two named regions): a game with some,
  // of drops that neither fall, nor flip, convert, claim, capture or land on stacks, so that a
  // drop adds one piece to the sets of its kind and owner and takes none from any set.
  constexpr bool checks_groups_at_drops() const {
    return draws_drops_by_counting() && spec_.rotating_blocks == 0 && !drops_flip_ && !converts_ &&
           !claims_ && !drops_onto_pieces_ && custodial_direction_count_ == 0 &&
           group_set_count_ > 0;
  }
  // The group sets of the group conditions (condition.hpp), Condition::group_set their index.
  constexpr int group_set_count() const { return group_set_count_; }
  constexpr const GroupSet& group_set(int s) const { return group_sets_[s]; }
  // True when some kind promotes (spec.hpp, Promotion).
  constexpr bool has_promotions() const { return has_promotions_; }
  // The cells some kind promotes on: a move landing elsewhere promotes nothing.
  constexpr const Board& promotion_cells() const { return promotion_cells_; }
  // True when some kind is royal (KindSpec::royal): a move may not leave one attacked.
  constexpr bool has_royals() const { return royal_kinds_[0].count + royal_kinds_[1].count > 0; }
  // Whether kind k is royal.
  constexpr bool royal(KindIndex k) const { return royal_kind_bits_ >> k & 1u; }
  // True when some kind's taken pieces go to the taker's reserve (KindSpec::captured_as).
  constexpr bool captures_to_hand() const { return captures_to_hand_; }
  // The kind a taken piece of kind k goes to the taker's reserve as; no_kind: none.
  constexpr KindIndex captured_as(KindIndex k) const { return captured_as_[k]; }
  // True when some promotion is remembered (Promotion::demotes_when_taken): Position::promoted.
  constexpr bool remembers_promotions() const { return remembers_promotions_; }
  // The kind a remembered promotion into kind k was from; no_kind: none.
  constexpr KindIndex demoted(KindIndex k) const { return demoted_[k]; }
  // False when no move may give check (GameSpec::checks_allowed: racing kings).
  constexpr bool checks_allowed() const { return spec_.checks_allowed; }
  // The royal pieces of `player`.
  constexpr Board royals(const PositionType& p, Player player) const {
    return royals_of(p.by_kind, player);
  }
  // The royal pieces of `player` on boards of each kind's pieces.
  constexpr Board royals_of(const std::array<Board, max_kinds>& by_kind, Player player) const {
    Board b{};
    const KindList& royal = royal_kinds_[index(player)];
    for (int i = 0; i < royal.count; ++i) b |= by_kind[royal.kinds[i]];
    return b;
  }
  // True when a board without the material to win draws (GameSpec::insufficient_alone and
  // insufficient_on_one_colour).
  constexpr bool judges_material() const { return judges_material_; }
  // Whether the pieces of `p` but the royal ones are too few to win (the rule above).
  constexpr bool insufficient_material(const PositionType& p) const {
    // Most positions have a piece of another kind: found with a few boards.
    Board weak{}, one_colour{};
    for (int i = 0; i < weak_kinds_.count; ++i) {
      const KindIndex k = weak_kinds_.kinds[i];
      weak |= p.by_kind[k];
      if (on_one_colour_kinds_ >> k & 1u) one_colour |= p.by_kind[k];
    }
    Board others = p.occupied.without(weak);
    for (int pl = 0; pl < 2; ++pl) others = others.without(royals(p, Player(pl)));
    if (others.any()) return false;
    if (weak.none()) return true;
    if (weak.count() == 1 && (lone_kinds_ >> p.top[weak.lowest()] & 1u)) return true;
    return weak.without(one_colour).none() &&
           ((weak & light_cells_).none() || weak.without(light_cells_).none());
  }
  // True when a capture explodes (GameSpec::captures_explode).
  constexpr bool captures_explode() const { return spec_.captures_explode; }
  // Whether kind k's pieces stay when a capture next to them explodes (KindSpec::explosion_proof).
  constexpr bool explosion_proof(KindIndex k) const { return explosion_proof_kinds_ >> k & 1u; }
  // The pieces that stay when a capture next to them explodes, on boards of each kind's pieces.
  constexpr Board explosion_proof_of(const std::array<Board, max_kinds>& by_kind) const {
    Board b{};
    for (unsigned bits = explosion_proof_kinds_; bits != 0; bits &= bits - 1)
      b |= by_kind[std::countr_zero(bits)];
    return b;
  }
  // True when some Slide is passable and some Step takes en passant (Position::en_passant).
  constexpr bool has_en_passant() const { return has_en_passant_; }
  // True when some end condition counts checks (ChecksGiven): Position::checks_given.
  constexpr bool counts_checks() const { return counts_checks_; }
  // True when some kind castles (Castle): Position::unmoved holds the castling rights.
  constexpr bool has_castling() const { return castling_kinds_ != 0; }
  // The kinds whose pieces castle or are castled with: those Position::unmoved may hold.
  constexpr std::uint16_t castling_kinds() const { return castling_kinds_; }
  // The kinds that kind k castles with (bit j for kind j): spec_check allows one Castle a pair.
  constexpr std::uint16_t castle_partners(KindIndex k) const { return castle_partners_[k]; }
  // The Castle rule by which kind k castles with kind `partner`; null when it does not.
  constexpr const Rule* castle_rule(KindIndex k, KindIndex partner) const {
    const int slot = castle_rule_slot_[k][partner];
    return slot == 0 ? nullptr : &kinds_[k].rules[slot - 1];
  }
  // True when enclosed pieces are taken (custody.hpp): a move then looks for them.
  constexpr bool has_custodial_capture() const { return custodial_direction_count_ > 0; }
  // The custodial capture's directions the board has (a hex board lacks two).
  constexpr int custodial_direction_count() const { return custodial_direction_count_; }
  constexpr Direction custodial_direction(int i) const { return custodial_directions_[i]; }
  // The cells that, while empty, stand for a capturing piece of the mover.
  constexpr const Board& hostile_cells() const { return hostile_; }
  // The pieces of `player` that take part in custodial captures.
  constexpr Board custodians(const PositionType& p, Player player) const {
    Board b = p.by_owner[index(player)];
    const KindList& idle = non_custodians_[index(player)];
    for (int i = 0; i < idle.count; ++i) b = b.without(p.by_kind[idle.kinds[i]]);
    return b;
  }

  // -- the board (board_tables.hpp) --
  constexpr const BoardTables<MaxCells>& board_tables() const { return board_; }
  constexpr int files() const { return board_.files(); }
  constexpr int ranks() const { return board_.ranks(); }
  constexpr int cell_count() const { return board_.cell_count(); }
  constexpr const Board& board() const { return board_.board(); }
  constexpr int offset(Direction d) const { return board_.offset(d); }
  constexpr const Board& can_step(Direction d) const { return board_.can_step(d); }
  constexpr const Board& ray(Direction d, int cell) const { return board_.ray(d, cell); }
  constexpr int leap_offset(int vector) const { return board_.leap_offset(vector); }
  constexpr const Board& can_leap(int vector) const { return board_.can_leap(vector); }
  constexpr int cell(int file, int rank) const { return board_.cell(file, rank); }
  constexpr int file_of(int cell) const { return board_.file_of(cell); }
  constexpr int rank_of(int cell) const { return board_.rank_of(cell); }
  constexpr int steps_between(int a, int b) const { return board_.steps_between(a, b); }
  constexpr std::string cell_name_of(int cell) const { return board_.cell_name_of(cell); }

  // -- kinds --
  constexpr const KindInfo& kind(int k) const { return kinds_[k]; }

  // What a position of the game can hold (position_rules.hpp checks it; docs/rules.md,
  // "Positions a game accepts"). The cells no piece of kind k tops: its barred cells, and its
  // promotion region when arriving there always makes it another kind.
  constexpr const Board& cells_never_topped_by(int k) const { return never_topped_[k]; }
  // The kinds a piece of kind k may have been, k among them (promotions and flips change kinds).
  constexpr std::uint16_t kinds_becoming(int k) const { return kinds_becoming_[k]; }
  // Whether play puts new pieces of kind k on the board (a Shoot does; a drop takes its piece
  // from the reserve).
  constexpr bool made_in_play(int k) const { return made_in_play_[k]; }
  // The pieces of kind k at the start, on the board and in reserve; known once Game has read
  // its start position (start_counted), which bounds every later position's.
  constexpr bool start_counted() const { return start_counted_; }
  constexpr int start_count(int k) const { return start_counts_[k]; }

 protected:
  // Game<N> gives its start's piece counts, once it has read its start position.
  constexpr void count_start(const std::array<int, max_kinds>& counts) {
    start_counts_ = counts;
    start_counted_ = true;
  }

 public:
  constexpr Owner owner(KindIndex k) const { return kinds_[k].owner; }
  constexpr char symbol(KindIndex k) const { return kinds_[k].symbol; }
  // Whether a move that promotes to kind k says so in its text: k is one of several kinds some
  // kind may become (with a single choice the promotion goes without saying).
  constexpr bool promotion_is_chosen(KindIndex k) const { return promotion_chosen_[k]; }
  // The kind with this symbol, or no_kind.
  constexpr KindIndex kind_of_symbol(char c) const {
    for (int k = 0; k < spec_.kind_count; ++k)
      if (kinds_[k].symbol == c) return KindIndex(k);
    return no_kind;
  }
  constexpr int moving_kind_count(Player p) const { return moving_count_[index(p)]; }
  constexpr KindIndex moving_kind(Player p, int i) const { return moving_kinds_[index(p)][i]; }
  // The rules by which `p`'s pieces take a piece where they land, a Step, Slide or OffsetLeap
  // onto 'enemy' cells (royal_legality.hpp finds attacks by looking back along them).
  struct AttackRule {
    KindIndex kind = 0;
    std::uint8_t rule = 0;  // its index in kind(kind).rules
  };
  constexpr int attack_rule_count(Player p) const { return attack_rule_count_[index(p)]; }
  constexpr AttackRule attack_rule(Player p, int i) const { return attack_rules_[index(p)][i]; }
  constexpr int drop_kind_count(Player p) const { return drop_count_[index(p)]; }
  constexpr KindIndex drop_kind(Player p, int i) const { return drop_kinds_[index(p)][i]; }
  // How far a Step, Slide or Leap of this game reaches along one of its directions.
  constexpr Reach reach(const Rule& rule) const { return reach_of(rule, board_); }
  // Cells the top part of a stack on `from` can reach in exactly `count` orthogonal steps along
  // `path` (stack_reach.hpp). Always inlined, so that the table's lookup is what is called.
  BOARDLAB_INLINE constexpr Board stack_reach(int from, int count, Path path) const {
    return stack_reach_.reach(board_, from, count, path);
  }

  // -- end conditions and regions --
  constexpr int condition_count() const { return spec_.end_condition_count; }
  constexpr const Condition& condition(int i) const { return conditions_[i]; }
  // The conditions that apply after `mover` moved (When::always, or won by `mover`), in order.
  constexpr int condition_count_after(Player mover) const { return checked_count_[index(mover)]; }
  constexpr int condition_after(Player mover, int i) const { return checked_[index(mover)][i]; }
  constexpr int region_count() const { return spec_.region_count; }
  constexpr const Board& region(int i) const { return regions_[i]; }
  constexpr const std::array<Board, max_regions>& regions() const { return regions_; }
  // The regions that hold `cell`, as bits of their indices.
  constexpr std::uint16_t regions_of_cell(int cell) const { return regions_of_cell_[cell]; }
  constexpr int region_index(std::string_view region_name) const {
    for (int i = 0; i < spec_.region_count; ++i)
      if (spec_.regions[i].name.view() == region_name) return i;
    return -1;
  }

  // -- hashing (zobrist.hpp) --
  constexpr std::uint64_t piece_key(int cell, KindIndex k) const {
    return keys_.piece_key(cell, k);
  }
  constexpr std::uint64_t cell_key(int cell, Stack s) const { return keys_.cell_key(cell, s); }
  constexpr std::uint64_t side_key() const { return keys_.side_key(); }
  constexpr std::uint64_t reserve_key(int kind, int count) const {
    return keys_.reserve_key(kind, count);
  }
  constexpr std::uint64_t turn_key(const TurnState& turn) const {
    return keys_.turn_key(turn.packed());
  }
  constexpr std::uint64_t closed_key(int cell) const { return keys_.closed_key(cell); }
  constexpr std::uint64_t unmoved_key(int cell) const { return keys_.unmoved_key(cell); }
  constexpr std::uint64_t en_passant_key(int cell) const { return keys_.en_passant_key(cell); }
  constexpr std::uint64_t promoted_key(int cell) const { return keys_.promoted_key(cell); }
  constexpr std::uint64_t checks_key(int player, int count) const {
    return keys_.checks_key(player, count);
  }

  // The most moves a position with these piece counts, or any position play leads to from it,
  // can have (drops included). Only the side to move's pieces move: each side counts the pieces
  // that are or may become its own (a flip turns an enemy piece), each as the kind of the most
  // moves it may become (bound_kinds_in_play), so that play never reaches a position this refuses.
  //
  // Each kind a side drops has a move onto each empty cell. Without stacks a piece on the board
  // fills a cell, so a piece counts for the moves it has beyond the drops its cell would give,
  // whether it stands on the board or waits in a reserve (crazyhouse, where every taken piece
  // may come back): drops x cells, and each piece's moves past that many.
  constexpr int max_moves_of(const std::array<int, max_kinds>& pieces_of_kind) const {
    int most = 0, lifts = 0;
    for (int side = 0; side < 2; ++side) {
      int drops = 0;
      for (int k = 0; k < spec_.kind_count; ++k) {
        const Owner owner = kinds_[k].owner;
        if (kinds_[k].droppable && (owner == Owner::neutral || index(owner) == side)) ++drops;
      }
      const int beyond = has_stacks_ ? 0 : drops;
      // Each drop ends with one of two turns a block, where blocks turn.
      int n = drops * cell_count() * (block_count() == 0 ? 1 : 2 * block_count());
      for (int k = 0; k < spec_.kind_count; ++k)
        if ((kinds_in_play_of_[side] >> k & 1u) && moves_in_play_[k] > beyond)
          n += pieces_of_kind[k] * (moves_in_play_[k] - beyond);
      most = n > most ? n : most;
    }
    // A stack of h pieces lifts at most h counts, each to a set of cells: a cell's worth of
    // moves a piece, whoever owns it (a stack moves with the pieces under its top). Tall stacks
    // are few, though, and a cell's stack has only the moves its counts reach from there
    // (stack_moves_bound_), whatever the pieces.
    for (int k = 0; k < spec_.kind_count; ++k)
      lifts += pieces_of_kind[k] * lifts_in_play_[k] * cell_count();
    return most + (lifts < stack_moves_bound_ ? lifts : stack_moves_bound_);
  }

 private:
  static constexpr const GameSpec& checked(const GameSpec& spec) {
    check_spec(spec, MaxCells);
    return spec;
  }

  // The kind with this symbol, from the spec (so before the kinds' tables are built).
  constexpr KindIndex spec_kind_of(char symbol) const {
    for (int k = 0; k < spec_.kind_count; ++k)
      if (spec_.kinds[k].symbol == symbol) return KindIndex(k);
    return no_kind;
  }

  // An unnamed region is the whole board.
  constexpr Board region_or_board(const RegionName& region_name) const {
    return region_name.empty() ? board() : regions_[region_index(region_name.view())];
  }

  constexpr void build_kinds() {
    for (int k = 0; k < spec_.kind_count; ++k) {
      const KindSpec& ks = spec_.kinds[k];
      KindInfo& info = kinds_[k];
      info.symbol = ks.symbol;
      info.owner = ks.owner;
      for (int i = 0; i < ks.primitive_count; ++i) {
        const Primitive& p = ks.primitives[i];
        if (p.type == PrimitiveType::drop) {
          info.droppable = true;
          info.drop_cells = region_or_board(p.region);
          if (!ks.barred.empty())
            info.drop_cells = info.drop_cells.without(region_or_board(ks.barred));
          drops_fall_ = drops_fall_ || !p.directions.empty();
          if (!p.flips.empty()) {
            for (int pl = 0; pl < 2; ++pl) info.drop_flips[pl] = p.flips.for_player(pl);
            info.flipped_kind = spec_kind_of(p.flipped);
            info.must_flip = p.must_flip;
            drops_flip_ = true;
          }
          if (p.next_to.bits != 0) {
            info.drop_needs_neighbour = true;
            info.drop_next_to_select = class_select(p.next_to);
            for (int pl = 0; pl < 2; ++pl)
              info.drop_next_to_directions[std::size_t(pl)] = p.next_to_directions.for_player(pl);
          }
          info.unlimited = p.unlimited;
          has_unlimited_drops_ = has_unlimited_drops_ || p.unlimited;
          if (p.onto.occupied_cells()) {
            info.drops_onto_pieces = drops_onto_pieces_ = has_stacks_ = true;
            info.drop_onto_select = class_select(p.onto);
            info.drop_onto_select[0] = 0;  // the empty cells are a drop's already
          }
          if (info.drop_cells.count() > largest_drop_region_)
            largest_drop_region_ = info.drop_cells.count();
          for (int pl = 0; pl < 2; ++pl)
            for (int d = 0; d < direction_count; ++d)
              if (p.directions.for_player(pl).contains(Direction(d)))
                info.drop_falls[pl] = std::int8_t(d);
          continue;
        }
        Rule rule =
            resolve_rule(p, ks.owner, board_, region_or_board(p.region),
                         p.type == PrimitiveType::shoot ? spec_kind_of(p.shot_kind) : KindIndex(0));
        if (p.type == PrimitiveType::castle) {
          rule.partner = spec_kind_of(p.partner);
          castling_kinds_ |= std::uint16_t(1u << k | 1u << rule.partner);
          castle_partners_[k] |= std::uint16_t(1u << rule.partner);
        }
        if (p.type == PrimitiveType::slide && p.passable) passable_slides_ = true;
        if (p.type == PrimitiveType::step && p.en_passant) en_passant_steps_ = true;
        if (!ks.barred.empty()) rule.to = rule.to.without(region_or_board(ks.barred));
        has_stacks_ = has_stacks_ || rule.stacks();
        has_flying_leaps_ = has_flying_leaps_ || rule.type == Movement::flying_leap;
        // A rule of the opening only (before_ply) is left out on the turn path's generation.
        if (p.before_ply != 0) has_turn_rules_ = true;
        if (rule.type == Movement::stack_move) stack_reach_.add_table(board_, rule.path);
        if (p.part != 0) {
          info.later_rules[info.later_rule_count++] = rule;
          has_turn_rules_ = true;
          continue;
        }
        info.rules[info.rule_count++] = rule;
        if (rule.type == Movement::castle)
          castle_rule_slot_[k][rule.partner] = std::uint8_t(info.rule_count);
        if (rule.type == Movement::stack_move)
          ++info.stack_move_rules;
        else
          info.moves_per_piece += moves_per_piece(rule, board_);
      }
      for (int r = 0; r < info.rule_count; ++r)
        if (surely_goes_on(info.rules[r], info, board_.board()))
          info.rules[r].effect_bits |= Move::surely_goes_on_bit;
      for (int r = 0; r < info.later_rule_count; ++r)
        if (surely_goes_on(info.later_rules[r], info, board_.board()))
          info.later_rules[r].effect_bits |= Move::surely_goes_on_bit;
      info.enclosure = ks.enclosure;
      info.custodian = ks.custodian;
      info.converts = ks.converts;
      converts_ = converts_ || !ks.converts.empty();
      // A hex board has no north_east or south_west neighbours: dir::all is its six.
      for (int j = 0; j < direction_count; ++j)
        if (ks.claims.contains(Direction(j)) && has_direction(spec_.geometry, Direction(j)))
          info.claim_directions[info.claim_direction_count++] = Direction(j);
      if (!ks.claims.empty()) {
        claims_ = true;
        claim_kind_[index(ks.owner)] = KindIndex(k);
      }
      info.dedupe = needs_dedupe(info, board_);
      info.later_dedupe = rules_need_dedupe(info.later_rules, info.later_rule_count, board_);
      if (!ks.promotion.region.empty()) {
        info.promotion_region = region_or_board(ks.promotion.region);
        for (const char c : ks.promotion.to.view())
          info.promotion_choices[info.promotion_choice_count++] = spec_kind_of(c);
        has_promotions_ = true;
        promotion_cells_ |= info.promotion_region;
        info.promotes_at_turn_end = ks.promotion.timing == PromotionTiming::at_turn_end;
        has_promotions_at_turn_end_ = has_promotions_at_turn_end_ || info.promotes_at_turn_end;
        if (info.promotion_choice_count > 1)
          for (int c = 0; c < info.promotion_choice_count; ++c)
            promotion_chosen_[info.promotion_choices[c]] = true;
        has_turn_rules_ = true;
      }
      if (ks.resets_quiet_turns) resets_quiet_turns_ |= std::uint16_t(1u << k);
      // Taken pieces to a reserve, and the promotions they undo, are played on the turn path.
      if (ks.captured_as != 0) {
        captured_as_[k] = spec_kind_of(ks.captured_as);
        captures_to_hand_ = has_turn_rules_ = true;
      }
      if (ks.promotion.demotes_when_taken) {
        remembers_promotions_ = has_turn_rules_ = true;
        for (const char c : ks.promotion.to.view())
          if (spec_kind_of(c) != k) demoted_[spec_kind_of(c)] = KindIndex(k);
      }
      if (ks.explosion_proof) explosion_proof_kinds_ |= std::uint16_t(1u << k);
      if (ks.royal) {
        KindList& royal = royal_kinds_[index(ks.owner)];
        royal.kinds[royal.count++] = KindIndex(k);
        royal_kind_bits_ |= std::uint16_t(1u << k);
      }
      if (info.droppable)
        for (int pl = 0; pl < 2; ++pl)
          if (ks.owner == Owner::neutral || index(ks.owner) == pl)
            drop_kinds_[pl][drop_count_[pl]++] = KindIndex(k);
      if (info.rule_count > 0) {
        const int pl = index(ks.owner);
        moving_kinds_[pl][moving_count_[pl]++] = KindIndex(k);
        for (int r = 0; r < info.rule_count; ++r) {
          const Rule& rule = info.rules[r];
          const bool looks_back = rule.type == Movement::step || rule.type == Movement::slide ||
                                  rule.type == Movement::offset_leap;
          if (looks_back && rule.onto_select[1] != 0 && !(rule.effect_bits & Move::stacks_bit))
            attack_rules_[pl][attack_rule_count_[pl]++] = {KindIndex(k), std::uint8_t(r)};
        }
      }
    }
  }

  // A piece changes kind in play by a promotion (to one of its choices, the same owner's), a
  // flip (a drop of kind d turns d's flipped_kind, the other player's, into d) or a capture into
  // the taker's reserve (KindSpec::captured_as). The kinds a piece
  // may become, by any number of changes, are a fixed point over at most 16 kinds; its moves and
  // stack-move rules in play are the most of any of them, and it counts for each player who owns
  // one of them. Neutral kinds never move (spec_check): they count for nobody.
  constexpr void bound_kinds_in_play() {
    const int kinds = spec_.kind_count;
    std::array<std::uint16_t, max_kinds> becomes{};
    for (int k = 0; k < kinds; ++k) {
      becomes[k] = std::uint16_t(1u << k);
      for (int c = 0; c < kinds_[k].promotion_choice_count; ++c)
        becomes[k] |= std::uint16_t(1u << kinds_[k].promotion_choices[c]);
    }
    for (int k = 0; k < kinds; ++k)
      if (kinds_[k].flipped_kind != no_kind)
        becomes[kinds_[k].flipped_kind] |= std::uint16_t(1u << k);
    // A converting kind turns every enemy kind into itself.
    for (int k = 0; k < kinds; ++k)
      if (!kinds_[k].converts.empty())
        for (int j = 0; j < kinds; ++j)
          if (kinds_[j].owner != Owner::neutral && kinds_[j].owner != kinds_[k].owner)
            becomes[j] |= std::uint16_t(1u << k);
    // A taken piece changes side into the taker's reserve, as the kind it was if it demotes.
    for (int k = 0; k < kinds; ++k) {
      if (captured_as_[k] != no_kind) becomes[k] |= std::uint16_t(1u << captured_as_[k]);
      if (demoted_[k] != no_kind && captured_as_[demoted_[k]] != no_kind)
        becomes[k] |= std::uint16_t(1u << captured_as_[demoted_[k]]);
    }
    for (bool grew = true; grew;) {
      grew = false;
      for (int k = 0; k < kinds; ++k)
        for (int j = 0; j < kinds; ++j)
          if ((becomes[k] >> j & 1u) && (becomes[j] & ~becomes[k])) {
            becomes[k] |= becomes[j];
            grew = true;
          }
    }
    note_what_positions_hold(becomes);
    for (int k = 0; k < kinds; ++k) {
      for (int j = 0; j < kinds; ++j) {
        if (!(becomes[k] >> j & 1u)) continue;
        const KindInfo& info = kinds_[j];
        const int choices = info.promotion_choice_count > 1 ? info.promotion_choice_count : 1;
        moves_in_play_[k] = std::max(moves_in_play_[k], info.moves_per_piece * choices);
        lifts_in_play_[k] = std::max(lifts_in_play_[k], info.stack_move_rules);
        if (info.owner != Owner::neutral)
          kinds_in_play_of_[index(info.owner)] |= std::uint16_t(1u << k);
      }
    }
  }

  // From what each kind may become (`becomes`, bound_kinds_in_play): what positions can hold.
  constexpr void note_what_positions_hold(const std::array<std::uint16_t, max_kinds>& becomes) {
    const int kinds = spec_.kind_count;
    std::uint16_t promoted_into = 0, flipped_into = 0;
    for (int k = 0; k < kinds; ++k) {
      for (int j = 0; j < kinds; ++j)
        if (becomes[j] >> k & 1u) kinds_becoming_[k] |= std::uint16_t(1u << j);
      for (int c = 0; c < kinds_[k].promotion_choice_count; ++c)
        if (kinds_[k].promotion_choices[c] != k)
          promoted_into |= std::uint16_t(1u << kinds_[k].promotion_choices[c]);
      if (kinds_[k].flipped_kind != no_kind || !kinds_[k].converts.empty())
        flipped_into |= std::uint16_t(1u << k);
      for (int i = 0; i < spec_.kinds[k].primitive_count; ++i) {
        const Primitive& p = spec_.kinds[k].primitives[i];
        if (p.type == PrimitiveType::shoot) made_in_play_[spec_kind_of(p.shot_kind)] = true;
        // An endless supply puts new pieces on the board as a shot does.
        if (p.type == PrimitiveType::drop && p.unlimited) made_in_play_[k] = true;
      }
      // A claim puts new pieces on the board as a shot does.
      if (kinds_[k].claim_direction_count > 0) made_in_play_[k] = true;
    }
    for (int k = 0; k < kinds; ++k) {
      const KindSpec& ks = spec_.kinds[k];
      const KindInfo& info = kinds_[k];
      if (!ks.barred.empty()) never_topped_[k] = region_or_board(ks.barred);
      // A piece ending a whole-cell move on its promotion region becomes another kind, unless it
      // may stay as it is (its own symbol among the choices). A drop, a flip, a shot or another
      // kind's promotion could put one there without such a move, and in a game with stacks a
      // StackMove carries pieces there unpromoted: then no cell is ruled out.
      bool stays_possible = false;
      for (int c = 0; c < info.promotion_choice_count; ++c)
        stays_possible = stays_possible || info.promotion_choices[c] == k;
      if (info.promotion_choice_count > 0 && !stays_possible && !has_stacks_ && !made_in_play_[k] &&
          !((promoted_into | flipped_into) >> k & 1u))
        never_topped_[k] |= info.promotion_region.without(info.drop_cells);
    }
  }

  // The most StackMove moves one side can have, over every cell's stack: for each cell, the
  // cells each count reaches from there, under the kind whose rules reach the most.
  constexpr void bound_stack_moves() {
    for (int c = 0; c < board_.cell_count(); ++c) {
      int most = 0;
      for (int k = 0; k < spec_.kind_count; ++k) {
        int reached = 0;
        for (int r = 0; r < kinds_[k].rule_count; ++r) {
          const Rule& rule = kinds_[k].rules[r];
          if (rule.type != Movement::stack_move) continue;
          for (int count = rule.min_count; count <= rule.max_count; ++count) {
            Board to = stack_reach_.reach(board_, c, count, rule.path);
            to.reset(c);
            reached += to.count();
          }
        }
        if (reached > most) most = reached;
      }
      stack_moves_bound_ += most;
    }
  }

  // A claim's tables: each cell's ring, where the whole ring is on the board, and the other way
  // round, so that a move looks at the few cells next to it and tests their rings' bits, without
  // asking at each which neighbours exist.
  constexpr void build_claim_rings() {
    for (int pl = 0; pl < 2; ++pl) {
      const KindIndex k = claim_kind_[pl];
      if (k == no_kind) continue;
      const KindInfo& info = kinds_[k];
      for (int cell = 0; cell < MaxCells; ++cell) {
        if (!board_.board().test(cell)) continue;
        ClaimRing ring{};
        for (int e = 0; e < info.claim_direction_count; ++e) {
          const Direction d = info.claim_directions[e];
          if (!board_.can_step(d).test(cell)) break;
          ring.cells[ring.count++] = std::uint8_t(cell + board_.offset(d));
        }
        if (ring.count < info.claim_direction_count) continue;
        claim_rings_[pl][cell] = ring;
        for (int e = 0; e < ring.count; ++e) {
          ClaimRing& next = claim_neighbours_[pl][ring.cells[e]];
          next.cells[next.count++] = std::uint8_t(cell);
        }
      }
    }
  }
  constexpr void note_game_rules() {
    has_en_passant_ = passable_slides_ && en_passant_steps_;
    for (int i = 0; i < spec_.end_condition_count; ++i)
      counts_checks_ =
          counts_checks_ || spec_.end_conditions[i].type == ConditionType::checks_given;
    // Counting quiet turns needs the turn path too: a turn's later parts may capture. Royal
    // pieces, castling and en passant are played on it alone, so other games pay nothing.
    bool answered = false;  // a Reaches with an answer: the generic conditions look ahead
    for (int i = 0; i < spec_.end_condition_count; ++i)
      answered = answered || spec_.end_conditions[i].answer != 0;
    // Explosions too: the faster paths assume a capture takes one piece.
    if (has_royals() || has_castling() || has_en_passant_ || counts_checks_ || answered ||
        spec_.captures_explode || spec_.no_legal_move == NoMoveResult::loses_in_check ||
        spec_.capture_rule != CaptureRule::optional ||
        spec_.no_legal_move == NoMoveResult::passes ||
        spec_.no_legal_move == NoMoveResult::passes_or_ends || spec_.quiet_turn_limit != 0 ||
        spec_.leapt_removal != LeaptRemoval::at_once)
      has_turn_rules_ = true;
    judges_material_ =
        !spec_.insufficient_alone.empty() || !spec_.insufficient_on_one_colour.empty();
    if (judges_material_) {
      has_turn_rules_ = true;  // judged between turns, with the other draw rules
      for (const char c : spec_.insufficient_alone.view())
        lone_kinds_ |= std::uint16_t(1u << spec_kind_of(c));
      for (const char c : spec_.insufficient_on_one_colour.view())
        on_one_colour_kinds_ |= std::uint16_t(1u << spec_kind_of(c));
      for (int k = 0; k < spec_.kind_count; ++k)
        if ((lone_kinds_ | on_one_colour_kinds_) >> k & 1u)
          weak_kinds_.kinds[weak_kinds_.count++] = KindIndex(k);
      for (int c = 0; c < board_.cell_count(); ++c)
        if ((board_.file_of(c) + board_.rank_of(c)) % 2 == 1) light_cells_.set(c);
    }
  }

  constexpr void build_conditions() {
    for (int i = 0; i < spec_.end_condition_count; ++i) {
      conditions_[i] = resolve_condition<MaxCells>(
          spec_.end_conditions[i], spec_.geometry, [&](char s) { return int(kind_of_symbol(s)); },
          [&](const RegionName& r) { return region_or_board(r); },
          [&](const RegionName& r) { return region_index(r.view()); });
      if (conditions_[i].type == ConditionType::group_touches ||
          conditions_[i].type == ConditionType::ring)
        conditions_[i].group_set = std::int8_t(group_set_for(conditions_[i]));
      // A connection of two named regions is a group touching both: followed as one.
      if (conditions_[i].type == ConditionType::connects) {
        const EndCondition& e = spec_.end_conditions[i];
        const int from = region_index(e.region.view()), to = region_index(e.to_region.view());
        if (!e.region.empty() && !e.to_region.empty() && from >= 0 && to >= 0 && from != to) {
          conditions_[i].touched = std::uint16_t(1u << from | 1u << to);
          conditions_[i].group_set = std::int8_t(group_set_for(conditions_[i]));
        }
      }
      for (int mover = 0; mover < 2; ++mover)
        if (conditions_[i].when == When::always || index(conditions_[i].winner) == mover)
          checked_[mover][checked_count_[mover]++] = i;
    }
  }

  // The index of the group set that `c` grows over, added if no earlier condition's is the same.
  constexpr int group_set_for(const Condition& c) {
    for (int s = 0; s < group_set_count_; ++s) {
      GroupSet& set = group_sets_[s];
      bool same = set.kind == c.kind && (c.kind >= 0 || set.player == c.player) &&
                  set.step_count == c.step_count;
      for (int i = 0; same && i < c.step_count; ++i) same = set.steps[i] == c.steps[i];
      if (same) {
        set.regions |= c.touched;
        set.rings = set.rings || c.type == ConditionType::ring;
        return s;
      }
    }
    GroupSet& set = group_sets_[group_set_count_];
    set.kind = c.kind;
    set.player = c.player;
    set.step_count = c.step_count;
    set.steps = c.steps;
    set.regions = c.touched;
    set.rings = c.type == ConditionType::ring;
    return group_set_count_++;
  }

  constexpr void build_custody() {
    const CustodialCapture& c = spec_.custodial;
    for (int d = 0; d < direction_count; ++d)
      if (c.directions.contains(Direction(d)) && has_direction(spec_.geometry, Direction(d)))
        custodial_directions_[custodial_direction_count_++] = Direction(d);
    if (!c.hostile.empty()) hostile_ = region_or_board(c.hostile);
    for (int pl = 0; pl < 2; ++pl)
      for (int k = 0; k < spec_.kind_count; ++k)
        if (kinds_[k].owner == owner_of(Player(pl)) && !kinds_[k].custodian) {
          KindList& idle = non_custodians_[pl];
          idle.kinds[idle.count++] = KindIndex(k);
        }
  }

  GameSpec spec_{};
  BoardTables<MaxCells> board_{};
  // What positions can hold (cells_never_topped_by and the rest, above).
  std::array<Board, max_kinds> never_topped_{};
  std::array<std::uint16_t, max_kinds> kinds_becoming_{};
  std::array<bool, max_kinds> made_in_play_{};
  std::array<int, max_kinds> start_counts_{};
  bool start_counted_ = false;
  bool has_stacks_ = false;
  int stack_moves_bound_ = 0;  // bound_stack_moves
  // A piece's moves and stack-move rules in play, by kind (bound_kinds_in_play).
  std::array<int, max_kinds> moves_in_play_{};
  std::array<int, max_kinds> lifts_in_play_{};
  // By player: the kinds whose pieces are or may become that player's (bit k for kind k).
  std::array<std::uint16_t, 2> kinds_in_play_of_{};
  bool has_turn_rules_ = false;
  bool keeps_turn_state_ = false;
  bool has_promotions_ = false;
  Board promotion_cells_{};
  bool has_flying_leaps_ = false;
  bool has_promotions_at_turn_end_ = false;
  bool drops_fall_ = false;
  bool drops_flip_ = false;
  bool has_unlimited_drops_ = false;
  bool drops_onto_pieces_ = false;
  bool converts_ = false;
  bool claims_ = false;
  std::array<KindIndex, 2> claim_kind_{no_kind, no_kind};
  bool changes_neighbours_ = false;  // one flag each for the tests apply and undo make
  bool keeps_pieces_around_ = false;
  bool has_en_passant_ = false;
  bool passable_slides_ = false;
  bool en_passant_steps_ = false;
  std::uint16_t castling_kinds_ = 0;
  std::array<std::uint16_t, max_kinds> castle_partners_{};
  // One more than the index in kinds_[k].rules of k's Castle with partner j; 0 for none.
  std::array<std::array<std::uint8_t, max_kinds>, max_kinds> castle_rule_slot_{};
  std::uint16_t resets_quiet_turns_ = 0;
  bool counts_checks_ = false;
  bool captures_to_hand_ = false;
  std::array<KindIndex, max_kinds> captured_as_{};
  bool remembers_promotions_ = false;
  std::array<KindIndex, max_kinds> demoted_{};
  std::array<GroupSet, max_group_sets> group_sets_{};
  int group_set_count_ = 0;
  int largest_drop_region_ = 0;
  int custodial_direction_count_ = 0;
  std::array<Direction, direction_count> custodial_directions_{};
  Board hostile_{};
  // Each player's kinds that take no part in custodial captures (an unarmed king): few, so
  // custodians() takes them out of the player's pieces rather than adding up the others.
  struct KindList {
    int count = 0;
    std::array<KindIndex, max_kinds> kinds{};
  };
  std::array<KindList, 2> non_custodians_{};
  std::array<KindList, 2> royal_kinds_{};
  KindList weak_kinds_{};  // those of the insufficient-material rule's two lists
  std::uint16_t royal_kind_bits_ = 0;
  std::uint16_t explosion_proof_kinds_ = 0;
  bool judges_material_ = false;
  std::uint16_t lone_kinds_ = 0;           // GameSpec::insufficient_alone
  std::uint16_t on_one_colour_kinds_ = 0;  // GameSpec::insufficient_on_one_colour
  Board light_cells_{};                    // the cells whose file + rank is odd
  std::array<bool, max_kinds> promotion_chosen_{};
  std::array<Board, max_regions> regions_{};
  std::array<std::uint16_t, MaxCells> regions_of_cell_{};
  std::array<KindInfo, max_kinds> kinds_{};
  std::array<std::array<KindIndex, max_kinds>, 2> moving_kinds_{};
  std::array<int, 2> moving_count_{};
  std::array<std::array<AttackRule, max_kinds * max_primitives_per_kind>, 2> attack_rules_{};
  std::array<int, 2> attack_rule_count_{};
  std::array<std::array<KindIndex, max_kinds>, 2> drop_kinds_{};
  std::array<int, 2> drop_count_{};
  std::array<Condition, max_end_conditions> conditions_{};
  std::array<std::array<int, max_end_conditions>, 2> checked_{};
  std::array<int, 2> checked_count_{};
  ZobristKeys<MaxCells> keys_{};
  StackReach<MaxCells> stack_reach_{};
  // By player, by cell (build_claim_rings): last, so that the members read on every move stay
  // at small offsets from the tables' address.
  std::array<std::array<ClaimRing, MaxCells>, 2> claim_rings_{};
  std::array<std::array<ClaimRing, MaxCells>, 2> claim_neighbours_{};
};

}  // namespace boardlab

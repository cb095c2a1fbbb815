#pragma once
// Phases and end conditions. A game lists its end conditions in order; after every move the
// first one that holds decides the game. Then come the two game-wide rules: a player to move
// with no legal move (`no_legal_move`), and the ply limit (`max_plies`, a draw).
//
// Piece counts are of pieces in play: the top pieces of stacks (a buried piece is out of play
// until it is uncovered). In a game without stacks that is every piece on the board.
#include <array>
#include <cstdint>

#include "enum_names.hpp"
#include "fixed_string.hpp"
#include "geometry.hpp"
#include "piece.hpp"
#include "primitives.hpp"

namespace boardlab {

// The pieces an end condition counts: those of one kind (by symbol), or all of one player's.
struct Pieces {
  char symbol = 0;  // a kind's symbol, or 0 for "all of `player`'s"
  Player player = Player::zero;

  static constexpr Pieces kind(char s) { return {s, Player::zero}; }
  static constexpr Pieces of(Player p) { return {0, p}; }
  friend constexpr bool operator==(const Pieces&, const Pieces&) = default;
};

// When a condition is checked. `winner_moved` makes it a rule about "the mover": it holds only in
// positions where its winner made the last move (docs/rules.md: "the mover wins when ...").
enum class When : std::uint8_t { always, winner_moved };

template <>
struct EnumNames<When> {
  static constexpr std::array<NamedValue<When>, 2> values{{
      {"always", When::always},
      {"winner_moved", When::winner_moved},
  }};
};

// No piece of `pieces` left (e.g. "the Attacker wins when no S is left").
struct NoPiecesLeft {
  Pieces pieces;
  Player winner = Player::zero;
  When when = When::always;
};

// `pieces` reduced to `count` or fewer (e.g. "the Defender wins when three or fewer P are left").
struct ReducedTo {
  Pieces pieces;
  int count = 0;
  Player winner = Player::zero;
  When when = When::always;
};

// At least `count` of `pieces` stand in `region` (e.g. "P on all four cells of the slab").
struct RegionHolds {
  Pieces pieces;
  RegionName region{};
  int count = 1;
  Player winner = Player::zero;
  When when = When::always;
};

// A piece of `pieces` stands in `region` (e.g. "a W on the far rank").
//
// With `answer` (a kind's symbol of the other player), the other player may answer the arrival
// (racing kings, where black moves second): when `winner` has just made the condition hold and
// the other player has a legal move after which a piece of `answer` stands in `region` too, the
// game goes on for that move; after it, the game is drawn if a piece of `answer` stands in
// `region`, and `winner` wins otherwise. Checked after every move (`when` is `always`).
struct Reaches {
  Pieces pieces;
  RegionName region{};
  Player winner = Player::zero;
  When when = When::always;
  char answer = 0;
};

// Every non-empty cell's top piece belongs to `winner`.
struct AllStacksControlled {
  Player winner = Player::zero;
  When when = When::always;
};

// Which runs of pieces make a line: `at_least` the count (free-style gomoku, connect four), or
// `exactly` it, so that a longer run (an overline) does not count (standard gomoku).
enum class LineLength : std::uint8_t { at_least, exactly };

template <>
struct EnumNames<LineLength> {
  static constexpr std::array<NamedValue<LineLength>, 2> values{{
      {"at_least", LineLength::at_least},
      {"exactly", LineLength::exactly},
  }};
};

// `count` of `pieces` on consecutive cells along a line of one of `directions` (tic-tac-toe:
// three along any of the eight; a direction and its opposite give the same lines). The
// directions are absolute. `length` says whether a longer run counts (LineLength).
struct InARow {
  Pieces pieces;
  int count = 3;
  Player winner = Player::zero;
  DirectionSet directions = dir::all;
  LineLength length = LineLength::at_least;
  When when = When::always;
};

// A connection: pieces of `pieces` join a cell of `region` to a cell of `to_region` through a
// chain in which each piece is the neighbour of the next along one of `directions` (hex: a
// player's stones join the player's two edges; the six directions of a hex board are `all`
// there). The directions are absolute. The chain may start and end on the same cell when the
// regions share one.
struct Connects {
  Pieces pieces;
  RegionName region{};
  RegionName to_region{};
  Player winner = Player::zero;
  DirectionSet directions = dir::all;
  When when = When::always;
};

// All of `pieces` form one group, each joined to the others through a chain of them, each the
// neighbour of the next along one of `directions` (Lines of Action: a player's pieces all
// connected, diagonals included). One piece is a group; none is not. The directions are
// absolute.
struct AllConnected {
  Pieces pieces;
  Player winner = Player::zero;
  DirectionSet directions = dir::all;
  When when = When::always;
};

// The most regions a GroupTouches names: a hexagon's six edges or six corners (Havannah).
inline constexpr int max_touched_regions = 6;

// One group of `pieces` (each the neighbour of the next along one of `directions`) has a piece
// in at least `count` of `regions` (Havannah's fork: a group touching three of the board's six
// edges; its bridge: two of its six corners; Y: all three sides). A piece in two of the regions
// touches both. The regions are named in the order given; unnamed entries are left out. The
// directions are absolute.
struct GroupTouches {
  Pieces pieces;
  std::array<RegionName, max_touched_regions> regions{};
  int count = 2;
  Player winner = Player::zero;
  DirectionSet directions = dir::all;
  When when = When::always;
};

// `pieces` form a ring: a closed chain of neighbouring pieces round at least one cell of the
// board, whatever that cell holds (Havannah). On a hex board only, through its six directions:
// there a cell is enclosed when it cannot reach the board's rim through cells that are not
// `pieces`, or when it is one of `pieces` with all six neighbours `pieces` too.
struct Ring {
  Pieces pieces;
  Player winner = Player::zero;
  When when = When::always;
};

// The player `winner` has given check `count` times in the game (three-check): each move after
// which the other player's royal piece is attacked counts one (Position::checks_given).
struct ChecksGiven {
  int count = 3;
  Player winner = Player::zero;
  When when = When::always;
};

enum class ConditionType : std::uint8_t {
  at_most,
  region_holds,
  all_stacks_controlled,
  in_a_row,
  connects,
  all_connected,
  group_touches,
  ring,
  checks_given
};

template <>
struct EnumNames<ConditionType> {
  static constexpr std::array<NamedValue<ConditionType>, 9> values{{
      {"at_most", ConditionType::at_most},
      {"region_holds", ConditionType::region_holds},
      {"all_stacks_controlled", ConditionType::all_stacks_controlled},
      {"in_a_row", ConditionType::in_a_row},
      {"connects", ConditionType::connects},
      {"all_connected", ConditionType::all_connected},
      {"group_touches", ConditionType::group_touches},
      {"ring", ConditionType::ring},
      {"checks_given", ConditionType::checks_given},
  }};
};

// Any end condition, as stored in a spec. Built implicitly from the typed structs above.
struct EndCondition {
  ConditionType type = ConditionType::at_most;
  Pieces pieces{};
  RegionName region{};
  RegionName to_region{};  // a Connects' second region
  int count = 0;
  Player winner = Player::zero;
  When when = When::always;
  DirectionSet directions{};  // an InARow's, a Connects' or an AllConnected's
  LineLength length = LineLength::at_least;
  std::array<RegionName, max_touched_regions> regions{};  // a GroupTouches'
  char answer = 0;                                        // a Reaches' (Reaches::answer)

  constexpr EndCondition() = default;
  constexpr EndCondition(const NoPiecesLeft& c)
      : type(ConditionType::at_most), pieces(c.pieces), count(0), winner(c.winner), when(c.when) {}
  constexpr EndCondition(const ReducedTo& c)
      : type(ConditionType::at_most),
        pieces(c.pieces),
        count(c.count),
        winner(c.winner),
        when(c.when) {}
  constexpr EndCondition(const RegionHolds& c)
      : type(ConditionType::region_holds),
        pieces(c.pieces),
        region(c.region),
        count(c.count),
        winner(c.winner),
        when(c.when) {}
  constexpr EndCondition(const Reaches& c)
      : type(ConditionType::region_holds),
        pieces(c.pieces),
        region(c.region),
        count(1),
        winner(c.winner),
        when(c.when),
        answer(c.answer) {}
  constexpr EndCondition(const AllStacksControlled& c)
      : type(ConditionType::all_stacks_controlled), winner(c.winner), when(c.when) {}
  constexpr EndCondition(const InARow& c)
      : type(ConditionType::in_a_row),
        pieces(c.pieces),
        count(c.count),
        winner(c.winner),
        when(c.when),
        directions(c.directions),
        length(c.length) {}
  constexpr EndCondition(const Connects& c)
      : type(ConditionType::connects),
        pieces(c.pieces),
        region(c.region),
        to_region(c.to_region),
        winner(c.winner),
        when(c.when),
        directions(c.directions) {}
  constexpr EndCondition(const AllConnected& c)
      : type(ConditionType::all_connected),
        pieces(c.pieces),
        winner(c.winner),
        when(c.when),
        directions(c.directions) {}

  constexpr EndCondition(const GroupTouches& c)
      : type(ConditionType::group_touches),
        pieces(c.pieces),
        count(c.count),
        winner(c.winner),
        when(c.when),
        directions(c.directions),
        regions(c.regions) {}
  constexpr EndCondition(const Ring& c)
      : type(ConditionType::ring), pieces(c.pieces), winner(c.winner), when(c.when) {}
  constexpr EndCondition(const ChecksGiven& c)
      : type(ConditionType::checks_given), count(c.count), winner(c.winner), when(c.when) {}

  friend constexpr bool operator==(const EndCondition&, const EndCondition&) = default;
};

// What happens to a player who has no legal move on their turn. With `passes` they pass (the
// move `pass`) and the other player goes on; when both pass in a row the game is drawn, unless
// an end condition decides it first. With `passes_or_ends` (othello) they pass when the other
// player has a move, and the game ends when neither has one, without passes. A game that ends
// so, or drawn by `draws` or by two passes, is decided by the game's EndScore. With
// `loses_in_check` they lose when one of their royal pieces (KindSpec::royal) is attacked
// (checkmate) and the game is drawn otherwise (stalemate).
enum class NoMoveResult : std::uint8_t {
  loses,
  wins,
  draws,
  passes,
  passes_or_ends,
  loses_in_check
};

template <>
struct EnumNames<NoMoveResult> {
  static constexpr std::array<NamedValue<NoMoveResult>, 6> values{{
      {"loses", NoMoveResult::loses},
      {"wins", NoMoveResult::wins},
      {"draws", NoMoveResult::draws},
      {"passes", NoMoveResult::passes},
      {"passes_or_ends", NoMoveResult::passes_or_ends},
      {"loses_in_check", NoMoveResult::loses_in_check},
  }};
};

// How a game is decided that ends because the players cannot move (NoMoveResult::draws, two
// passes, or neither player able to move under passes_or_ends): a `draw`, or `most_pieces`: the
// player with more pieces in play wins, and equal counts draw (othello). The ply limit and the
// quiet-turn limit still draw.
enum class EndScore : std::uint8_t { draw, most_pieces };

template <>
struct EnumNames<EndScore> {
  static constexpr std::array<NamedValue<EndScore>, 2> values{{
      {"draw", EndScore::draw},
      {"most_pieces", EndScore::most_pieces},
  }};
};

// What a position in which end conditions of both players hold at once gives (a move that makes a
// line for each, as a Pentago rotation can): `first_listed`, the first of them in the spec's
// order decides, or a `draw` (OpenSpiel's pentago).
enum class WinsAtOnce : std::uint8_t { first_listed, draw };

template <>
struct EnumNames<WinsAtOnce> {
  static constexpr std::array<NamedValue<WinsAtOnce>, 2> values{{
      {"first_listed", WinsAtOnce::first_listed},
      {"draw", WinsAtOnce::draw},
  }};
};

// Whether a player who can capture must: `optional` (no), `compulsory` (when any move of the
// turn's first part captures, only capturing moves are legal: checkers), `most` (only the turns
// that take the most pieces are legal, the majority rule of international draughts: each part
// must begin or go on with a turn that takes as many as any turn from here can).
enum class CaptureRule : std::uint8_t { optional, compulsory, most };

template <>
struct EnumNames<CaptureRule> {
  static constexpr std::array<NamedValue<CaptureRule>, 3> values{{
      {"optional", CaptureRule::optional},
      {"compulsory", CaptureRule::compulsory},
      {"most", CaptureRule::most},
  }};
};

// When the pieces a capture chain jumps leave the board: `at_once` (checkers: a jumped piece is
// gone, and the chain may cross or land on its cell again), or `at_turn_end` (international
// draughts: jumped pieces stay until the turn ends, so none is jumped twice and no piece lands on
// their cells; the engine empties the cells at once and closes them to moves until the turn ends).
enum class LeaptRemoval : std::uint8_t { at_once, at_turn_end };

template <>
struct EnumNames<LeaptRemoval> {
  static constexpr std::array<NamedValue<LeaptRemoval>, 2> values{{
      {"at_once", LeaptRemoval::at_once},
      {"at_turn_end", LeaptRemoval::at_turn_end},
  }};
};

// When a piece that reaches its promotion region is promoted (spec.hpp, Promotion).
enum class PromotionTiming : std::uint8_t { on_arrival, at_turn_end };

template <>
struct EnumNames<PromotionTiming> {
  static constexpr std::array<NamedValue<PromotionTiming>, 2> values{{
      {"on_arrival", PromotionTiming::on_arrival},
      {"at_turn_end", PromotionTiming::at_turn_end},
  }};
};

// How drops and movement share the game. With `placement_first`, a player who holds pieces in
// the reserve that they may drop must drop one (so placement comes before movement); with
// `anytime`, drops are just more moves.
enum class Placement : std::uint8_t { placement_first, anytime };

template <>
struct EnumNames<Placement> {
  static constexpr std::array<NamedValue<Placement>, 2> values{{
      {"placement_first", Placement::placement_first},
      {"anytime", Placement::anytime},
  }};
};

// The result of a game, as a function of the position alone.
enum class Result : std::uint8_t { none, win, draw };
enum class Reason : std::uint8_t {
  none,
  condition,
  no_legal_move,
  ply_limit,
  both_passed,
  quiet_turns,
  repetition,
  insufficient_material
};

template <>
struct EnumNames<Reason> {
  static constexpr std::array<NamedValue<Reason>, 8> values{{
      {"none", Reason::none},
      {"condition", Reason::condition},
      {"no_legal_move", Reason::no_legal_move},
      {"ply_limit", Reason::ply_limit},
      {"both_passed", Reason::both_passed},
      {"quiet_turns", Reason::quiet_turns},
      {"repetition", Reason::repetition},
      {"insufficient_material", Reason::insufficient_material},
  }};
};

struct Outcome {
  Result result = Result::none;
  Player winner = Player::zero;  // meaningful when result == win
  Reason reason = Reason::none;
  int condition = -1;  // index of the end condition, when reason == condition

  constexpr bool over() const { return result != Result::none; }
  friend constexpr bool operator==(const Outcome&, const Outcome&) = default;
};

}  // namespace boardlab

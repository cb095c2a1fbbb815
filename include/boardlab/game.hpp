#pragma once
// A validated game: a spec's tables (game_tables.hpp) and its start position. Built once, in
// constexpr code or at run time; every engine function takes it by const reference.
//
//   constexpr boardlab::Game<> breakthrough{boardlab::games::breakthrough()};
//   static_assert(breakthrough.start().ply == 0);
//
// `MaxCells` is the board capacity: 64 (one bitboard word) serves boards up to 8x8; larger
// boards need Game<128>, Game<192> or Game<256>.
#include "error.hpp"
#include "game_tables.hpp"
#include "position.hpp"
#include "position_rules.hpp"
#include "position_text.hpp"
#include "spec.hpp"

namespace boardlab {

template <int MaxCells = 64>
class Game : public GameTables<MaxCells> {
 public:
  using typename GameTables<MaxCells>::PositionType;

  // Checks the spec and its start position; throws SpecError saying what and where.
  constexpr explicit Game(const GameSpec& spec)
      : GameTables<MaxCells>(spec), start_(parse_start(*this)) {
    // Later positions may hold no more pieces than the start (position_rules.hpp).
    this->count_start(piece_counts(*this, start_));
  }

  constexpr const PositionType& start() const { return start_; }

 private:
  // parse_position also checks the piece counts against stack height and move capacity.
  static constexpr PositionType parse_start(const GameTables<MaxCells>& tables) {
    try {
      return parse_position(tables, tables.spec().start.view(), "start position");
    } catch (const PositionError& e) {
      throw SpecError(e.what());  // the spec's own text: a spec error, same message
    }
  }

  PositionType start_{};
};

}  // namespace boardlab

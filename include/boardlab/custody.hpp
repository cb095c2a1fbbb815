#pragma once
// Custodial capture (tafl, hasami shogi, ...): a piece is taken when the mover encloses it.
//
// After a piece moves or is dropped, each enemy piece next to it along the game's custodial
// directions may be taken, by how its kind is enclosed (Enclosure): between the piece that moved
// and another of the mover's capturing pieces (or an empty hostile cell) straight beyond it, or,
// for a kind taken only when surrounded (the tafl king), with such a piece or cell on every side
// along those directions. A piece may move in between two enemies unharmed: only the mover's
// move captures. Captures follow from the move; its text names none (as othello's flips).
#include <array>
#include <cstdint>

#include "enum_names.hpp"
#include "geometry.hpp"
#include "primitives.hpp"

namespace boardlab {

// How a kind's pieces are taken by custodial capture.
enum class Enclosure : std::uint8_t {
  two_sides,  // between two of the mover's, on opposite sides of it (the usual)
  all_sides,  // with the mover's on every side along the custodial directions (a tafl king)
  never,      // never taken so
};

template <>
struct EnumNames<Enclosure> {
  static constexpr std::array<NamedValue<Enclosure>, 3> values{{
      {"two_sides", Enclosure::two_sides},
      {"all_sides", Enclosure::all_sides},
      {"never", Enclosure::never},
  }};
};

// A game's custodial capture: none while `directions` is empty. Directions are absolute
// (orthogonal in every tafl game). An empty cell of `hostile` (tafl's corners; its empty throne)
// stands for a capturing piece of whichever player moves.
struct CustodialCapture {
  DirectionSet directions{};
  RegionName hostile{};
  friend constexpr bool operator==(const CustodialCapture&, const CustodialCapture&) = default;
};

}  // namespace boardlab

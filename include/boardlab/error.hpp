#pragma once
// Errors raised for bad user input: game specs, position text, move text.
//
// Each message names the input and the place ("position text: rank 3 has 9 cells, board has 8").
// The parsing and validation entry points are constexpr; a throw reached during constant
// evaluation becomes a compile error that shows the message, so a bad constexpr spec does not
// compile.
#include <stdexcept>
#include <string>

namespace boardlab {

// Base of every input error, so callers (and the Python bindings) can catch them together.
struct Error : std::invalid_argument {
  using std::invalid_argument::invalid_argument;
};

// A game spec that cannot be played: unknown region, symbol clash, board too large, ...
struct SpecError : Error {
  using Error::Error;
};

// Position text that does not describe a position of the game.
struct PositionError : Error {
  using Error::Error;
};

// Move text that is not of the form of docs/rules.md ("Notation").
struct MoveSyntaxError : Error {
  using Error::Error;
};

// A well-formed move that is not legal in the position.
struct IllegalMoveError : Error {
  using Error::Error;
};

}  // namespace boardlab

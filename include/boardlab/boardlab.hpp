#pragma once
// boardlab: abstract board games from rule primitives. Include this one header.
//
// Layers (each uses only those above it): geometry, bitboards, pieces and stacks, primitives,
// rules, spec -> game (validated, precomputed) -> position, moves, apply/undo, move generation,
// outcome, notation, perft, state -> the built-in games.
#include "analysis/action_index.hpp"
#include "analysis/playout.hpp"
#include "analysis/random.hpp"
#include "apply.hpp"
#include "bitboard.hpp"
#include "compiled.hpp"
#include "error.hpp"
#include "fixed_string.hpp"
#include "force_inline.hpp"
#include "game.hpp"
#include "games/breakthrough.hpp"
#include "games/builtin.hpp"
#include "games/pocket_battlefield.hpp"
#include "games/pogo.hpp"
#include "games/skateboards.hpp"
#include "geometry.hpp"
#include "move.hpp"
#include "movegen.hpp"
#include "notation.hpp"
#include "outcome.hpp"
#include "perft.hpp"
#include "piece.hpp"
#include "position.hpp"
#include "primitives.hpp"
#include "rules.hpp"
#include "spec.hpp"
#include "state.hpp"

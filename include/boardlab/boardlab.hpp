#pragma once
// boardlab: abstract board games from rule primitives. Include this one header.
//
// The headers form layers, each using only those listed before it (tools/layers.txt holds the
// table, and the tests check it): base (errors, fixed strings, enum names, SplitMix64) ->
// geometry, bitboards -> pieces -> primitives -> rules -> spec -> the tables a spec compiles to
// -> position text -> game -> move generation, apply/undo, outcome, move text, perft, state,
// playouts, shape-specialised and compile-time paths -> the built-in games and their registry
// -> analysis (action index, observations; batch playouts and kernels live in
// analysis/batch.hpp and analysis/kernels.hpp, not included here: they cost compile time).
#include "analysis/action_index.hpp"
#include "analysis/observation.hpp"
#include "apply.hpp"
#include "bitboard.hpp"
#include "board_tables.hpp"
#include "compiled.hpp"
#include "condition.hpp"
#include "enum_names.hpp"
#include "error.hpp"
#include "fixed_string.hpp"
#include "force_inline.hpp"
#include "game.hpp"
#include "game_tables.hpp"
#include "games/breakthrough.hpp"
#include "games/options.hpp"
#include "games/pocket_battlefield.hpp"
#include "games/pogo.hpp"
#include "games/registry.hpp"
#include "games/skateboards.hpp"
#include "geometry.hpp"
#include "kernel.hpp"
#include "kind_rules.hpp"
#include "move.hpp"
#include "move_text.hpp"
#include "movegen.hpp"
#include "outcome.hpp"
#include "perft.hpp"
#include "piece.hpp"
#include "playout.hpp"
#include "position.hpp"
#include "position_text.hpp"
#include "position_update.hpp"
#include "primitives.hpp"
#include "random.hpp"
#include "rules.hpp"
#include "shape.hpp"
#include "spec.hpp"
#include "spec_check.hpp"
#include "splitmix64.hpp"
#include "stack_reach.hpp"
#include "state.hpp"
#include "zobrist.hpp"

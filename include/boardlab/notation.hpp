#pragma once
// Position and move text (docs/rules.md, "Notation"): both halves in one include.
#include "move_text.hpp"
#include "position_text.hpp"

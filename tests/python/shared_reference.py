"""What the tests' independent programs and oracles share, none of it boardlab's: writing a rank
of position text, and rebuilding a reference program's data from its stored perft counts.

The reference programs (brandubh_reference.py, fox_and_geese_reference.py) are independent of
the engine they check, not of each other: the format of position text and the shape of their
data are the same for all of them.
"""
from __future__ import annotations

import copy
import functools


def rank_text(symbols) -> str:
    """One rank of position text from its cells' symbols ("" for empty), runs of empty cells
    as their lengths."""
    out, empty = "", 0
    for symbol in symbols:
        if symbol:
            out += (str(empty) if empty else "") + symbol
            empty = 0
        else:
            empty += 1
    return out + (str(empty) if empty else "")


def _random_case(program, options, seed, plies, perfts):
    pos, moves = program.random_game(options, seed, plies)
    o = program.outcome(pos)
    return {"seed": seed, "plies": plies, "moves": moves, "text": program.text(pos),
            "perft": perfts, "outcome": list(o) if o else None}


@functools.lru_cache(maxsize=None)
def _configuration(program, name):
    options = program.CONFIGS[name]
    pos = program.start(options)
    perft = program.PERFT[name]
    return {"options": dict(options), "start_text": program.text(pos),
            "start_moves": program.legal_moves(pos), "perft": perft["start"],
            "random": [_random_case(program, options, seed, plies, perfts)
                       for (seed, plies), perfts in zip(program.RANDOM_SPECS[name],
                                                        perft["random"])]}


def configuration(program, name):
    """What the reference `program` (its module) says of its configuration `name`: its start,
    perft from it (program.PERFT), and its random games (program.RANDOM_SPECS: the moves played,
    where they lead, how the game stands there, and perft from there), as its
    compute_reference computes them but for the perft counts, which come from PERFT. A copy:
    callers may change it."""
    return copy.deepcopy(_configuration(program, name))

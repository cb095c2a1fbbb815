"""Ataxx perft from the start, boardlab against Fairy-Stockfish, in one run.

    python3 benchmarks/ataxx_perft_compare.py --engine PATH [--depth 6] [--rounds 3]

Both count perft(depth) of Ataxx's start on one thread, in alternation (R rounds), and the
table gives the median seconds and boardlab's speed against Fairy-Stockfish (its time over
boardlab's). boardlab counts through its Python API (``bl.perft``, C++ with the GIL released);
Fairy-Stockfish is told ``go perft`` over UCI with ``UCI_Variant ataxx``, timed as a whole
process less the same process counting perft(1), so that neither start-up nor the pipe is
counted. Both count the last ply in bulk (the moves of each position one ply from the end,
without playing them).

Debian's ``fairy-stockfish`` (11.1) has no Ataxx: it takes ``UCI_Variant ataxx`` for chess
without a word, which this script finds (its perft(1) is not 16) and refuses. Build the engine
from its source (github.com/fairy-stockfish/Fairy-Stockfish) as pyffish is built:
``make -C src -j2 build ARCH=x86-64-modern COMP=gcc largeboards=yes all=yes nnue=no``, and pass
``--engine src/stockfish``.

The machine is shared and noisy: only the ratios of one run mean much.
"""
from __future__ import annotations

import argparse
import shutil
import statistics
import sys

from engine_perft import boardlab_seconds, engine_seconds

# Fairy-Stockfish's counts, which boardlab's must equal (tests/cpp/games/ataxx_test.cpp).
START_NODES = {1: 16, 2: 256, 3: 6460, 4: 155888, 5: 4752668, 6: 141865520}


# The UCI lines that make Fairy-Stockfish play Ataxx.
ATAXX = "setoption name UCI_Variant value ataxx\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--depth", type=int, default=6, choices=sorted(START_NODES))
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--engine", default="fairy-stockfish",
                        help="a Fairy-Stockfish built with Ataxx (see above)")
    args = parser.parse_args()
    command = shutil.which(args.engine) or shutil.which(f"/usr/games/{args.engine}")
    if command is None:
        sys.exit(f"no engine {args.engine!r}: build Fairy-Stockfish as the help says")
    try:
        engine_seconds(command, 1, START_NODES[1], ATAXX)
    except AssertionError:
        sys.exit(f"{command} does not play Ataxx (Debian's 11.1 has none): build Fairy-Stockfish "
                 "from its source as the help says and pass --engine")
    ours, theirs = [], []
    for _ in range(args.rounds):
        ours.append(boardlab_seconds("ataxx", args.depth, START_NODES[args.depth]))
        theirs.append(engine_seconds(command, args.depth, START_NODES[args.depth], ATAXX) -
                      engine_seconds(command, 1, START_NODES[1], ATAXX))
    mine, fsf = statistics.median(ours), statistics.median(theirs)
    nodes = START_NODES[args.depth]
    print(f"ataxx perft({args.depth}) from the start, {nodes} nodes, medians of {args.rounds}")
    print("| engine | seconds | nodes/s | boardlab's speed |")
    print("| --- | --- | --- | --- |")
    print(f"| boardlab | {mine:.3f} | {nodes / mine:,.0f} | 1.00x |")
    print(f"| Fairy-Stockfish | {fsf:.3f} | {nodes / fsf:,.0f} | {fsf / mine:.2f}x |")


if __name__ == "__main__":
    main()

"""Chess perft from the start, boardlab against Fairy-Stockfish and Stockfish, in one run.

    python3 benchmarks/chess_perft_compare.py [--depth 6] [--rounds 3]

Each engine counts perft(depth) of chess's start on one thread, in alternation (R rounds), and
the table gives the median seconds and boardlab's speed against each (their time over
boardlab's). boardlab counts through its Python API (``bl.perft``, C++ with the GIL released);
the engines are Debian's ``fairy-stockfish`` and ``stockfish`` packages (``apt-get install
fairy-stockfish stockfish``) told ``go perft`` over UCI, each timed as a whole process less the
same process counting perft(1), so that neither start-up nor the pipe is counted. All three
count the last ply in bulk (the moves of each position one ply from the end, without playing
them).

The machine is shared and noisy: only the ratios of one run mean much.
"""
from __future__ import annotations

import argparse
import shutil
import statistics

from engine_perft import boardlab_seconds, engine_seconds

ENGINES = {"Fairy-Stockfish": "fairy-stockfish", "Stockfish": "stockfish"}
START_NODES = {1: 20, 2: 400, 3: 8902, 4: 197281, 5: 4865609, 6: 119060324, 7: 3195901860}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--depth", type=int, default=6, choices=sorted(START_NODES))
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    engines = {name: shutil.which(cmd) or shutil.which(f"/usr/games/{cmd}")
               for name, cmd in ENGINES.items()}
    times = {name: [] for name in ["boardlab"] + [n for n, c in engines.items() if c]}
    for _ in range(args.rounds):
        times["boardlab"].append(boardlab_seconds("chess", args.depth, START_NODES[args.depth]))
        for name, command in engines.items():
            if command:
                times[name].append(engine_seconds(command, args.depth, START_NODES[args.depth]) -
                                   engine_seconds(command, 1, START_NODES[1]))
    ours = statistics.median(times["boardlab"])
    nodes = START_NODES[args.depth]
    print(f"| engine | perft({args.depth}) seconds | million nodes / s | boardlab's speed |")
    print("|---|---|---|---|")
    for name, runs in times.items():
        seconds = statistics.median(runs)
        print(f"| {name} | {seconds:.2f} | {nodes / seconds / 1e6:.0f} | "
              f"{seconds / ours:.2f}x |", flush=True)
    for name, command in engines.items():
        if not command:
            print(f"({name} not found: apt-get install {ENGINES[name]})")


if __name__ == "__main__":
    main()

"""Perft timed in boardlab and in a UCI engine (Stockfish, Fairy-Stockfish) the same way, for the
perft comparisons (chess_perft_compare.py, ataxx_perft_compare.py)."""
from __future__ import annotations

import subprocess
import time

import boardlab as bl


def engine_seconds(command: str, depth: int, nodes: int, options: str = "") -> float:
    """Seconds of a whole engine process counting perft(depth) from its start (`options`: UCI
    lines sent first, such as the variant), which must count `nodes`."""
    script = (f"uci\nsetoption name Threads value 1\n{options}position startpos\n"
              f"go perft {depth}\nquit\n")
    start = time.perf_counter()
    out = subprocess.run([command], input=script, capture_output=True, text=True, check=True)
    elapsed = time.perf_counter() - start
    counted = [line for line in out.stdout.splitlines() if line.startswith("Nodes searched")]
    assert counted and int(counted[-1].split(":")[1]) == nodes, out.stdout[-300:]
    return elapsed


def boardlab_seconds(game: str, depth: int, nodes: int) -> float:
    """Seconds of boardlab's perft(depth) from the game's start, which must count `nodes`."""
    state = bl.game(game).start()
    start = time.perf_counter()
    count = bl.perft(state, depth)
    elapsed = time.perf_counter() - start
    assert count == nodes
    return elapsed

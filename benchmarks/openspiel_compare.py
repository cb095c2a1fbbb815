"""Random playouts per second, boardlab against OpenSpiel's own C++, in one run.

    python3 benchmarks/openspiel_compare.py [--seconds S] [--rounds R] [--only WORD]

For each game both have, each engine plays uniformly random games from the start to the end on
one thread, in alternation (R rounds of about S seconds each), and the table gives the median
rate of each and their ratio. boardlab plays its batch playouts (``Game.playouts``, in C++ with
the GIL released); OpenSpiel plays each game inside C++ with ``pyspiel.evaluate_bots`` and two
uniform random bots (one Python call a game, which costs little against a whole game). In a game
whose turns have several parts both choose each part uniformly (OpenSpiel's actions: a checkers
jump; an amazons queen, its target and its arrow, where boardlab chooses among the queens' moves
and then the arrow: nearly the same process, random games of 68.2 and 69.2 turns on 10x10).

The machine is shared and noisy: only the ratios of one run mean much.
"""
from __future__ import annotations

import argparse
import statistics
import time

import boardlab as bl
import pyspiel


# (label, boardlab game, OpenSpiel game name and parameters): the built-in games OpenSpiel also
# has, with its names and parameters for them (a subset by nature: OpenSpiel has no pogo).
GAMES = [
    ("breakthrough 8x8", lambda: bl.game("breakthrough"), ("breakthrough", {})),
    ("clobber 6x5", lambda: bl.game("clobber"), ("clobber", {})),
    # OpenSpiel's checkers draws after 40 actions without a capture: the option plays that rule.
    ("checkers 8x8", lambda: bl.game("checkers", quiet_turn_limit=40), ("checkers", {})),
    ("amazons 6x6", lambda: bl.game("amazons", size=6), ("amazons", {"board_size": 6})),
    ("amazons 10x10", lambda: bl.game("amazons"), ("amazons", {"board_size": 10})),
    ("tic_tac_toe", lambda: bl.game("tic_tac_toe"), ("tic_tac_toe", {})),
    ("connect_four 7x6", lambda: bl.game("connect_four"), ("connect_four", {})),
    ("gomoku 15x15", lambda: bl.game("gomoku"), ("gomoku", {})),
    ("gomoku 9x9, five", lambda: bl.game("gomoku", size=9), ("gomoku", {"size": 9})),
    ("othello 8x8", lambda: bl.game("othello"), ("othello", {})),
    ("hex 11x11", lambda: bl.game("hex"), ("hex", {})),
    ("hex 5x5", lambda: bl.game("hex", board_size=5), ("hex", {"board_size": 5})),
    # OpenSpiel's lines of action is 8x8, drawn at 1000 plies: boardlab's default.
    ("lines_of_action 8x8", lambda: bl.game("lines_of_action"), ("lines_of_action", {})),
    # OpenSpiel's havannah: board_size 8 (a hexagon of 8 cells a side), no swap rule.
    ("havannah 8", lambda: bl.game("havannah"), ("havannah", {})),
    ("havannah 4", lambda: bl.game("havannah", board_size=4), ("havannah", {"board_size": 4})),
    # OpenSpiel's pentago: 6x6, four 3x3 blocks, five in a row (it has no rules options).
    ("pentago 6x6", lambda: bl.game("pentago"), ("pentago", {})),
    # OpenSpiel's dots and boxes: 2x2 boxes by default; a larger board too.
    ("dots_and_boxes 2x2", lambda: bl.game("dots_and_boxes"), ("dots_and_boxes", {})),
    ("dots_and_boxes 5x5", lambda: bl.game("dots_and_boxes", num_rows=5, num_cols=5),
     ("dots_and_boxes", {"num_rows": 5, "num_cols": 5})),
    # OpenSpiel's y: its default side, 19, does not fit a boardlab board; 16, the largest that
    # does, and a small one.
    ("y 16", lambda: bl.game("y"), ("y", {"board_size": 16})),
    ("y 8", lambda: bl.game("y", board_size=8), ("y", {"board_size": 8})),
]


def boardlab_rate(game: bl.Game, seconds: float) -> float:
    count, seed = 16, 0
    while True:  # grow the batch until one takes about `seconds`
        start = time.perf_counter()
        game.playouts(count, seed=seed)
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return count / elapsed
        count *= 2
        seed += 1


def openspiel_rate(name: str, params: dict, seconds: float) -> float:
    game = pyspiel.load_game(name, params)
    bots = [pyspiel.make_uniform_random_bot(0, 1), pyspiel.make_uniform_random_bot(1, 2)]
    games, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        pyspiel.evaluate_bots(game.new_initial_state(), bots, games)
        games += 1
    return games / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--only", default="", help="only the games whose label contains this")
    args = parser.parse_args()
    print("| game | boardlab playouts / s | OpenSpiel playouts / s | ratio |")
    print("|---|---|---|---|")
    for label, make, (name, params) in GAMES:
        if args.only not in label:
            continue
        game = make()
        ours, theirs = [], []
        for _ in range(args.rounds):
            ours.append(boardlab_rate(game, args.seconds))
            theirs.append(openspiel_rate(name, params, args.seconds))
        a, b = statistics.median(ours), statistics.median(theirs)
        print(f"| {label} | {a:,.0f} | {b:,.0f} | {a / b:.1f}x |", flush=True)


if __name__ == "__main__":
    main()

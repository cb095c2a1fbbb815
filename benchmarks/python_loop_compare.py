"""Python step loops, boardlab against pyspiel, in one run.

    python3 benchmarks/python_loop_compare.py [--seconds S] [--rounds R] [--only WORD]
                                              [--chooser choice|pool]

What a researcher's notebook or learning code does: play uniformly random games from the start
to the end, one Python call at a time. Three loops, each timed in whole games a second, in
alternation (R rounds of about S seconds each); the table gives each loop's median rate and its
ratio to pyspiel's:

- pyspiel: ``state.apply_action(random.choice(state.legal_actions()))`` until
  ``state.is_terminal()``;
- actions: boardlab's ``state.play_action(random.choice(state.legal_actions()))`` until
  ``state.is_over()``;
- moves: boardlab's python-chess style, ``state.play(random.choice(list(state.legal_moves)))``.

``--chooser pool`` replaces ``random.choice`` (about 300 ns a call, as much as a whole pyspiel
step of tic-tac-toe) by ``actions[next number % len(actions)]`` over a pool of random numbers
drawn beforehand, the same for both engines, so that the loops' own costs show.

Games are compared whole because the engines cut turns differently (an amazons turn is three
OpenSpiel actions, two boardlab actions and one boardlab move), so steps are not the same work.
The machine is shared and noisy: only the ratios of one run mean much.
"""
from __future__ import annotations

import argparse
import random
import statistics
import time

import boardlab as bl
import pyspiel

from openspiel_compare import GAMES


class Pool:
    """A chooser cheaper than random.Random.choice: picks by numbers drawn beforehand."""

    def __init__(self, seed: int) -> None:
        rng = random.Random(seed)
        self.numbers = [rng.getrandbits(30) for _ in range(1 << 16)]
        self.next = 0

    def choice(self, items):
        self.next = (self.next + 1) & 0xFFFF
        return items[self.numbers[self.next] % len(items)]


def pyspiel_loop(game, rng) -> None:
    state = game.new_initial_state()
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))


def action_loop(game: bl.Game, rng) -> None:
    state = game.start()
    while not state.is_over():
        state.play_action(rng.choice(state.legal_actions()))


def move_loop(game: bl.Game, rng) -> None:
    state = game.start()
    while not state.is_over():
        state.play(rng.choice(list(state.legal_moves)))


CHOOSERS = {"choice": random.Random, "pool": Pool}


def rate(loop, game, seconds: float, seed: int, chooser: str) -> float:
    rng = CHOOSERS[chooser](seed)
    games, start = 0, time.perf_counter()
    while True:
        loop(game, rng)
        games += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return games / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--only", default="", help="only the games whose label contains this")
    parser.add_argument("--chooser", choices=sorted(CHOOSERS), default="choice",
                        help="random.choice, or a pool of numbers drawn beforehand")
    args = parser.parse_args()
    print("| game | pyspiel games/s | actions games/s | ratio | moves games/s | ratio |")
    print("| --- | --- | --- | --- | --- | --- |")
    for label, make, (name, params) in GAMES:
        if args.only not in label:
            continue
        ours, theirs = make(), pyspiel.load_game(name, params)
        rates = {"pyspiel": [], "actions": [], "moves": []}
        for r in range(args.rounds):
            rates["pyspiel"].append(rate(pyspiel_loop, theirs, args.seconds, r, args.chooser))
            rates["actions"].append(rate(action_loop, ours, args.seconds, r, args.chooser))
            rates["moves"].append(rate(move_loop, ours, args.seconds, r, args.chooser))
        base, actions, moves = (statistics.median(rates[k]) for k in ("pyspiel", "actions", "moves"))
        print(f"| {label} | {base:,.1f} | {actions:,.1f} | **{actions / base:.2f}x** | "
              f"{moves:,.1f} | **{moves / base:.2f}x** |", flush=True)


if __name__ == "__main__":
    main()

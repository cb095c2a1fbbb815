"""boardlab's adapters stepped from Python, against pyspiel's own loop, in one run.

    python3 benchmarks/adapter_loop_compare.py [--seconds S] [--rounds R] [--only WORD]

Uniformly random games from the start to the end, timed in whole games a second, in alternation
(R rounds of about S seconds each); the table gives each loop's median rate and its ratio to
pyspiel's native loop on the same game:

- pyspiel: ``state.apply_action(random.choice(state.legal_actions()))`` until
  ``state.is_terminal()`` (OpenSpiel's own game, in C++);
- openspiel adapter: the same loop on ``boardlab.envs.openspiel_game(game)``, a ``pyspiel.Game``
  whose states are Python objects that OpenSpiel's C++ calls back;
- pettingzoo: PettingZoo's AEC loop, ``for agent in env.agent_iter(): env.last()`` then
  ``env.step(random choice among the mask's ones)`` (an observation and a mask each step);
- gymnasium: ``env.reset()``, then ``env.step(random choice among the mask's ones)`` until the
  game ends, against the C++ ``random`` agent (one learner step is two plies; each step
  makes an observation and a mask).

Every loop but pyspiel's makes what learning code reads at each step (the adapters' contracts),
so they do more work than pyspiel's loop, which reads nothing. The machine is shared and noisy:
only the ratios of one run mean much.
"""
from __future__ import annotations

import argparse
import statistics

import numpy as np
import pyspiel

import boardlab as bl
from boardlab.envs import gymnasium_env, openspiel_game, pettingzoo_env

from openspiel_compare import GAMES
from python_loop_compare import rate


def native_loop(game, rng) -> None:
    state = game.new_initial_state()
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))


def pettingzoo_loop(env, rng) -> None:
    env.reset()
    for _ in env.agent_iter():
        observation, _, terminated, truncated, _ = env.last()
        if terminated or truncated:
            env.step(None)
        else:
            env.step(rng.choice(np.flatnonzero(observation["action_mask"])))


def gymnasium_loop(env, rng) -> None:
    observation, _ = env.reset()
    done = False
    while not done:
        action = rng.choice(np.flatnonzero(observation["action_mask"]))
        observation, _, terminated, truncated, _ = env.step(action)
        done = terminated or truncated


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--only", default="", help="only the games whose label contains this")
    args = parser.parse_args()
    loops = {
        "openspiel adapter": (native_loop, openspiel_game),
        "pettingzoo": (pettingzoo_loop, pettingzoo_env),
        "gymnasium": (gymnasium_loop, gymnasium_env),
    }
    print("| game | pyspiel games/s | " + " | ".join(f"{k} games/s | ratio" for k in loops) + " |")
    print("| --- " * (2 + 2 * len(loops)) + "|")
    for label, make, (name, params) in GAMES:
        if args.only not in label:
            continue
        ours: bl.Game = make()
        native = pyspiel.load_game(name, params)
        subjects = {k: wrap(ours) for k, (_, wrap) in loops.items()}
        rates = {k: [] for k in ["pyspiel", *loops]}
        for r in range(args.rounds):
            rates["pyspiel"].append(rate(native_loop, native, args.seconds, r, "choice"))
            for k, (loop, _) in loops.items():
                rates[k].append(rate(loop, subjects[k], args.seconds, r, "choice"))
        base = statistics.median(rates["pyspiel"])
        cells = [f"{base:,.1f}"]
        for k in loops:
            ours_rate = statistics.median(rates[k])
            cells += [f"{ours_rate:,.1f}", f"**{ours_rate / base:.2f}x**"]
        print(f"| {label} | " + " | ".join(cells) + " |", flush=True)


if __name__ == "__main__":
    main()

"""The chess family against OpenSpiel's C++, in one run: random playouts (plies a second), MCTS
(simulations a second) and the Python step loop (steps a second).

    python3 benchmarks/chess_compare.py [--seconds S] [--rounds R]

Playouts: each engine plays uniformly random games from the start to the end on one thread
(boardlab's ``Game.playouts``, OpenSpiel's ``pyspiel.evaluate_bots`` with two uniform random
bots), in alternation; the table gives plies a second, since the engines end games by
different draw rules (OpenSpiel also draws by repetition, which a boardlab playout, keeping no
history, does not), so that games a second would compare games of different lengths.
OpenSpiel's mean game length is measured on games played in Python beside it. MCTS: five
decisions from the start (seeds 1 to 5) at equal simulations (1,000 each), random rollouts,
one thread, as benchmarks/mcts_compare.py sets both up. Python step loop: ``legal_actions()`` +
``play_action(random)`` against pyspiel's ``legal_actions()`` + ``apply_action()``, games
played to the end and begun again.

The machine is shared and noisy: only the ratios of one run mean much.
"""
from __future__ import annotations

import argparse
import math
import random
import statistics
import time

import boardlab as bl
import pyspiel

GAMES = [("chess", "chess"), ("antichess", "antichess")]
SIMULATIONS = 1000
# Decisions a round, each from the start with its own seed: one decision's rollouts are a few
# hundred random games, whose length varies enough that a single one moved the figure by a
# fifth from run to run.
DECISIONS = 5


def boardlab_plies(game: bl.Game, seconds: float) -> float:
    count, seed = 8, 0
    while True:
        start = time.perf_counter()
        result = game.playouts(count, seed=seed)
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return float(result["plies"].sum()) / elapsed
        count *= 2
        seed += 1


def openspiel_mean_length(game, games: int = 200) -> float:
    rng = random.Random(0)
    lengths = []
    for _ in range(games):
        state = game.new_initial_state()
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
        lengths.append(len(state.history()))
    return statistics.mean(lengths)


def openspiel_plies(game, mean_length: float, seconds: float) -> float:
    bots = [pyspiel.make_uniform_random_bot(0, 1), pyspiel.make_uniform_random_bot(1, 2)]
    games, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        pyspiel.evaluate_bots(game.new_initial_state(), bots, games)
        games += 1
    return games * mean_length / (time.perf_counter() - start)


def boardlab_simulations(game: bl.Game) -> float:
    seconds = 0.0
    for seed in range(1, DECISIONS + 1):
        agent = bl.Agent(game, f"mcts:{SIMULATIONS}:{math.sqrt(2) / 2!r}", seed=seed)
        start = time.perf_counter()
        agent.choose(game.start())
        seconds += time.perf_counter() - start
    return DECISIONS * SIMULATIONS / seconds


def openspiel_simulations(game) -> float:
    seconds = 0.0
    for seed in range(1, DECISIONS + 1):
        evaluator = pyspiel.RandomRolloutEvaluator(1, seed)
        bot = pyspiel.MCTSBot(game, evaluator, math.sqrt(2), SIMULATIONS, 1000, True, seed,
                              False)
        start = time.perf_counter()
        bot.step(game.new_initial_state())
        seconds += time.perf_counter() - start
    return DECISIONS * SIMULATIONS / seconds


def boardlab_steps(game: bl.Game, seconds: float) -> float:
    rng = random.Random(0)
    state, steps, start = game.start(), 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        actions = state.legal_actions()
        if not actions:
            state = game.start()
            continue
        state.play_action(rng.choice(actions))
        steps += 1
    return steps / (time.perf_counter() - start)


def openspiel_steps(game, seconds: float) -> float:
    rng = random.Random(0)
    state, steps, start = game.new_initial_state(), 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        if state.is_terminal():
            state = game.new_initial_state()
            continue
        state.apply_action(rng.choice(state.legal_actions()))
        steps += 1
    return steps / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    print("| game | what | boardlab | OpenSpiel | ratio |")
    print("|---|---|---|---|---|")
    for name, os_name in GAMES:
        game, os_game = bl.game(name), pyspiel.load_game(os_name)
        mean_length = openspiel_mean_length(os_game)
        rows = [("playouts, plies / s", lambda: boardlab_plies(game, args.seconds),
                 lambda: openspiel_plies(os_game, mean_length, args.seconds)),
                (f"MCTS {SIMULATIONS} simulations, simulations / s",
                 lambda: boardlab_simulations(game), lambda: openspiel_simulations(os_game)),
                ("Python step loop, steps / s", lambda: boardlab_steps(game, args.seconds),
                 lambda: openspiel_steps(os_game, args.seconds))]
        for what, ours_of, theirs_of in rows:
            ours, theirs = [], []
            for _ in range(args.rounds):
                ours.append(ours_of())
                theirs.append(theirs_of())
            a, b = statistics.median(ours), statistics.median(theirs)
            print(f"| {name} | {what} | {a:,.0f} | {b:,.0f} | {a / b:.1f}x |", flush=True)


if __name__ == "__main__":
    main()

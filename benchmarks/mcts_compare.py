"""boardlab's MCTS against OpenSpiel's C++ MCTS (pyspiel.MCTSBot with RandomRolloutEvaluator),
in one run: simulations a second at the same settings, and matches between the two.

    python3 benchmarks/mcts_compare.py [--simulations S] [--positions P] [--games G]

Both search with the same UCT selection: OpenSpiel's c = sqrt 2 on rewards in [-1, 1], which is
boardlab's c = sqrt 2 / 2 on rewards in [0, 1] (`mcts:S:0.7071...`; boardlab's default sqrt 2
explores twice as much). One random rollout a leaf to the end of the game, solver backups on,
one thread; OpenSpiel starts a fresh tree each move and boardlab keeps the subtree of the
position reached (at these budgets it keeps a handful of visits). Simulations a second are the median over P
positions of random games (from the start on). The matches alternate colours: at equal
simulations a move (the same algorithm should score near 50%), and at equal time, boardlab given
the mean time OpenSpiel's search took a move at S simulations. Moves pass between the engines by
their text, through the tests' OpenSpiel adapters (tests/python/openspiel_oracle.py).

The machine is shared and noisy: only the ratios of one run mean much.
"""
from __future__ import annotations

import argparse
import math
import pathlib
import random
import statistics
import sys
import time

import boardlab as bl
import pyspiel

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "tests" / "python"))
from openspiel_oracle import Pair  # noqa: E402

# Every game both engines play with the same rules (the sizes of the tests' OpenSpiel adapters:
# tests/python/openspiel_oracle.py), at the sizes of benchmarks/openspiel_compare.py.
GAMES = [("breakthrough", (8, 8)), ("clobber", (6, 5)), ("checkers", (8, 8)), ("amazons", (6, 6)),
         ("amazons", (10, 10)), ("tic_tac_toe", (3, 3, 3)), ("connect_four", (7, 6, 4)),
         ("gomoku", (15, 15, 5)), ("othello", (8, 8)), ("hex", (11, 11)), ("hex", (5, 5)),
         ("havannah", (15, 15)), ("havannah", (7, 7)), ("pentago", (6, 6, 5)),
         ("dots_and_boxes", (2, 2)), ("dots_and_boxes", (5, 5)), ("y", (16, 16)), ("y", (8, 8))]
# OpenSpiel's uct_c, and boardlab's exploration constant that selects as it does.
OPENSPIEL_C = math.sqrt(2)
BOARDLAB_C = OPENSPIEL_C / 2


def openspiel_bot(os_game, simulations: int, seed: int):
    evaluator = pyspiel.RandomRolloutEvaluator(1, seed)
    return pyspiel.MCTSBot(os_game, evaluator, OPENSPIEL_C, simulations, 1000, True, seed, False)


def positions(pair: Pair, count: int, seed: int):
    """(boardlab state, OpenSpiel state) pairs along random games, none finished."""
    rng = random.Random(seed)
    out, step = [], pair.start()
    while len(out) < count:
        moves = step.openspiel_moves()
        if not moves or step.state.is_over():
            step = pair.start()
            continue
        out.append((pair.game.state(step.state.text), step.os_state.clone()))
        text = rng.choice(sorted(moves))
        step.play(text, moves[text])
    return out


def rates(pair: Pair, simulations: int, count: int):
    """Simulations a second of each engine over `count` positions (their medians), counting the
    simulations each search ran: both solvers stop once the root is proven (boardlab's
    Agent.last_search, with the search's own seconds; the explore count of OpenSpiel's root, its
    search timed around the call)."""
    ours, theirs = [], []
    for i, (state, os_state) in enumerate(positions(pair, count, seed=5)):
        agent = bl.Agent(pair.game, f"mcts:{simulations}:{BOARDLAB_C!r}", seed=i)
        agent.choose(state)
        # The search's own count and time: in a game whose turns have several parts (amazons:
        # the queen's move, then its arrow), choose() searches once a part, and last_search is
        # the last part's search; OpenSpiel's mcts_search below is one decision too.
        ours.append(agent.last_search["simulations"] / agent.last_search["seconds"])
        bot = openspiel_bot(pair.os_game, simulations, i)
        started = time.perf_counter()
        root = bot.mcts_search(os_state)
        theirs.append(root.explore_count / (time.perf_counter() - started))
    return statistics.median(ours), statistics.median(theirs)


def play(pair: Pair, boardlab_spec: str, simulations: int, games: int):
    """boardlab's agent against OpenSpiel's bot: boardlab's score, and OpenSpiel's mean seconds
    a move."""
    points, their_seconds, their_moves = [], 0.0, 0
    for g in range(games):
        boardlab_seat = g % 2
        agent = bl.Agent(pair.game, boardlab_spec, seed=100 + g)
        bot = openspiel_bot(pair.os_game, simulations, 200 + g)
        lock = pair.start()
        while not lock.state.is_over():
            moves = lock.openspiel_moves()
            if lock.state.side_to_move == boardlab_seat:
                text = agent.choose(lock.state).text
            else:
                started = time.perf_counter()
                action = bot.step(lock.os_state)
                their_seconds += time.perf_counter() - started
                their_moves += 1
                text = pair.adapter.move_text(pair.game, [lock.os_state.action_to_string(action)],
                                              lock.os_state)
            lock.play(text, moves[text])
        winner = lock.state.outcome.winner
        points.append(0.5 if winner is None else 1.0 if winner == boardlab_seat else 0.0)
    return _score(points), their_seconds / max(their_moves, 1)


def _score(points) -> str:
    """The mean score with its 95% interval (bl.score_interval, as a match's)."""
    low, high = bl.score_interval(points.count(1.0), points.count(0.5), points.count(0.0))
    return f"{sum(points) / len(points):.2f} ({low:.2f}-{high:.2f})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--simulations", type=int, default=1000)
    parser.add_argument("--positions", type=int, default=10)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--only", help="the one game to run (its name)")
    parser.add_argument("--rates-only", action="store_true",
                        help="simulations a second only, no matches")
    args = parser.parse_args()
    print(f"| game | boardlab sims/s | OpenSpiel sims/s | ratio | equal simulations "
          f"({args.simulations}): boardlab's score | equal time: boardlab's score |")
    print("|---|---|---|---|---|---|")
    for name, size in GAMES:
        if args.only and name != args.only:
            continue
        pair = Pair.of(name, size)
        label = f"{name} " + "x".join(map(str, size[:2]))
        ours, theirs = rates(pair, args.simulations, args.positions)
        if args.rates_only:
            print(f"| {label} | {ours:,.0f} | {theirs:,.0f} | {ours / theirs:.1f}x | | |", flush=True)
            continue
        equal, seconds = play(pair, f"mcts:{args.simulations}:{BOARDLAB_C!r}", args.simulations,
                               args.games)
        timed, _ = play(pair, f"mcts_time:{seconds:.6f}:{BOARDLAB_C!r}", args.simulations,
                       args.games)
        print(f"| {label} | {ours:,.0f} | {theirs:,.0f} | {ours / theirs:.1f}x | "
              f"{equal} ({args.games} games) | {timed} ({seconds * 1000:.1f} ms a move) |",
              flush=True)


if __name__ == "__main__":
    main()

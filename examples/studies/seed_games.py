"""The seed games studied (docs/research.md): every figure there comes from this script.

    python3 examples/studies/seed_games.py selfplay  [--threads T] [--out DIR]
    python3 examples/studies/seed_games.py trashcans [--threads T] [--out DIR]
    python3 examples/studies/seed_games.py pogo      [--threads T] [--out DIR]
    python3 examples/studies/seed_games.py report    [--out DIR]       (the tables, as Markdown)

Each part writes its results as JSON to DIR (build/studies by default) and is deterministic for
its seeds: the counts are the same on any machine and any thread count; only the times differ.

- selfplay: MCTS against itself (the same agent on both sides) at 100, 1,000 and 10,000
  simulations a move on Skateboards, Pogo, Pocket Battlefield and Breakthrough (the control):
  the balance metrics of bl.balance, the seats' results with 95% intervals.
- trashcans: Skateboards with 0 to 10 Trashcans, MCTS with 1,000 simulations on both sides.
- pogo: a defensive player of Pogo (below) against random play and against MCTS at 100, 1,000
  and 10,000 simulations, from both seats, beside MCTS against the same MCTS.

The defensive Pogo player follows the advice of Pogo's players (never move where the opponent
can cover you; the safe openings stack your pieces on your own): among the legal moves it keeps
those after which no move of the opponent lands on the cell it moved to; of those it prefers a
move onto one of its own stacks; with no safe move, one that leaves the opponent the fewest
moves onto that cell; ties at random (seeded). It is written here, in Python on top of the
library's moves, because it is a strategy of one game, not an agent of the library.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

import boardlab as bl
from boardlab.cli import wilson_interval

GAMES = ["skateboards", "pogo", "pocket_battlefield", "breakthrough"]
# Games a budget: fewer at the costly budgets, where the intervals are wider.
SELFPLAY = [("mcts:100", 400), ("mcts:1000", 100), ("mcts:10000", 20)]
TRASHCANS = list(range(0, 11))
TRASHCAN_AGENT, TRASHCAN_GAMES = "mcts:1000", 40
POGO_OPPONENTS = [("random", 100), ("mcts:100", 100), ("mcts:1000", 40), ("mcts:10000", 10)]


def _write(out: Path, name: str, data) -> None:
    out.mkdir(parents=True, exist_ok=True)
    (out / f"{name}.json").write_text(json.dumps(data, indent=1))
    print(f"wrote {out / name}.json", file=sys.stderr)


def _seats(result: bl.MatchResult) -> dict:
    n = result.games
    first = int((result.winner == 0).sum())
    second = int((result.winner == 1).sum())
    draws = n - first - second
    return {"games": n, "first_wins": first, "second_wins": second, "draws": draws,
            "first_interval": wilson_interval(first, n),
            "second_interval": wilson_interval(second, n),
            "mean_plies": float(result.plies.mean())}


def selfplay(out: Path, threads: int) -> None:
    rows = []
    for name in GAMES:
        game = bl.game(name)
        for agent, games in SELFPLAY:
            started = time.perf_counter()
            result = bl.match(game, agent, agent, games, seed=2026, threads=threads)
            row = {"game": name, "agent": agent, **_seats(result),
                   **result.balance().as_dict(), "seconds": time.perf_counter() - started}
            rows.append(row)
            print(f"{name} {agent}: {row['first_wins']}-{row['draws']}-{row['second_wins']} "
                  f"({row['seconds']:.0f} s)", file=sys.stderr)
            _write(out, "selfplay", rows)


def trashcans(out: Path, threads: int) -> None:
    table = bl.sweep("skateboards", {"trashcans": TRASHCANS}, TRASHCAN_AGENT,
                     games=TRASHCAN_GAMES, seed=2026, threads=threads, rows=True)
    _write(out, "trashcans", table)


def _covers(state: bl.State, cell: str) -> int:
    """The opponent's moves (in ``state``, the opponent to move) that land on ``cell``."""
    return sum(1 for m in state.legal_moves if m.text.split("-")[1] == cell)


def defensive_move(state: bl.State, rng: random.Random) -> bl.Move:
    me = state.side_to_move
    scored = []
    for move in state.legal_moves:
        target = move.text.split("-")[1]
        own_stack = state.stack(target)[-1:] == ("W" if me == 0 else "B")
        after = state.copy()
        after.play(move)
        if after.is_over():
            if after.outcome.winner == me:
                return move  # a win at once
            scored.append((1 << 20, rng.random(), move))
            continue
        threats = _covers(after, target)
        # Safe first, then onto an own stack, then the fewest threats.
        scored.append(((threats > 0) * 1000 + threats * 2 + (not own_stack), rng.random(), move))
    return min(scored, key=lambda s: (s[0], s[1]))[2]


def _defensive_game(game: bl.Game, opponent: str, defender_first: bool, seed: int) -> dict:
    rng = random.Random(seed)
    agent = bl.Agent(game, opponent, seed=seed)
    state = game.start()
    while not state.is_over():
        defender_moves = (state.side_to_move == 0) == defender_first
        state.play(defensive_move(state, rng) if defender_moves else agent.choose(state))
    winner = state.outcome.winner
    defender = 0 if defender_first else 1
    return {"result": "draw" if winner is None else ("win" if winner == defender else "loss"),
            "plies": state.ply, "ply_limit": state.outcome.reason == "ply_limit"}


def pogo(out: Path, threads: int) -> None:
    del threads  # one game at a time: the defensive player runs in Python
    game = bl.game("pogo")
    rows = []
    for opponent, games in POGO_OPPONENTS:
        started = time.perf_counter()
        results = [_defensive_game(game, opponent, i % 2 == 0, 1000 + i) for i in range(games)]
        row = {"opponent": opponent, "games": games}
        for seat, first in (("first", True), ("second", False)):
            mine = [r for i, r in enumerate(results) if (i % 2 == 0) == first]
            row[seat] = {k: sum(r["result"] == k for r in mine) for k in ("win", "draw", "loss")}
        wins, draws, losses = (sum(r["result"] == k for r in results)
                               for k in ("win", "draw", "loss"))
        row["score"] = (wins + draws / 2) / games
        row["score_interval"] = bl.score_interval(wins, draws, losses)
        row["mean_plies"] = sum(r["plies"] for r in results) / games
        row["ply_limit"] = sum(r["ply_limit"] for r in results)
        # The same opponent against itself, as the yardstick.
        if opponent != "random":
            same = bl.match(game, opponent, opponent, games, seed=7)
            row["selfplay_first_player"] = same.balance().first_player
        row["seconds"] = time.perf_counter() - started
        rows.append(row)
        print(f"defensive against {opponent}: {row['first']} first, {row['second']} second",
              file=sys.stderr)
        _write(out, "pogo_defensive", rows)


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _table(header: list, rows: list) -> None:
    """A Markdown table, then a blank line."""
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for row in rows:
        print("| " + " | ".join(str(cell) for cell in row) + " |")
    print()


def _selfplay_row(r: dict) -> list:
    n = r["games"]
    lo1, hi1 = r["first_interval"]
    lo2, hi2 = r["second_interval"]
    flo, fhi = r["first_player_interval"]
    return [r["game"], r["agent"], n, f"{_pct(r['first_wins'] / n)} ({_pct(lo1)}-{_pct(hi1)})",
            _pct(r["draws"] / n), f"{_pct(r['second_wins'] / n)} ({_pct(lo2)}-{_pct(hi2)})",
            f"{r['first_player']:.3f} ({flo:.3f}-{fhi:.3f})", f"{r['mean_plies']:.1f}",
            f"{r['decisiveness']:.2f}", f"{r['branching']:.1f}", f"{r['lead_changes']:.2f}"]


def _trashcans_row(r: dict) -> list:
    # The Attacker is player 0 whatever the count; the first move after the placements is the
    # Defender's when the count is odd.
    n = r["games"]
    wins = round(n * (r["first_player"] - r["drawishness"] / 2))
    lo, hi = wilson_interval(wins, n)
    return [r["trashcans"], "Attacker" if r["trashcans"] % 2 == 0 else "Defender",
            f"{r['first_player']:.3f}", f"{wins} of {n} ({_pct(lo)}-{_pct(hi)})",
            _pct(r["drawishness"]), f"{r['duration']:.1f}", f"{r['seconds']:.0f}"]


def _pogo_row(r: dict) -> list:
    f, s = r["first"], r["second"]
    lo, hi = r["score_interval"]
    same = r.get("selfplay_first_player")
    return [r["opponent"], r["games"], f"{f['win']}-{f['draw']}-{f['loss']}",
            f"{s['win']}-{s['draw']}-{s['loss']}", f"{r['score']:.3f}", f"{lo:.3f}-{hi:.3f}",
            f"{r['mean_plies']:.1f}", "" if same is None else f"{same:.3f}"]


# Each part's results file, its table's header and how a row is written.
REPORTS = [
    ("selfplay", ["game", "agent", "games", "first player wins", "draws", "second player wins",
                  "first player's score", "mean length", "decisiveness", "branching",
                  "lead changes"], _selfplay_row),
    ("trashcans", ["trashcans", "first move by", "Attacker's score",
                   "Attacker's wins (95%, Wilson)", "draws", "mean length", "seconds"],
     _trashcans_row),
    ("pogo_defensive", ["defensive against", "games", "as first: W-D-L", "as second: W-D-L",
                        "score", "95%", "mean length",
                        "opponent against itself: first player's score"], _pogo_row),
]


def report(out: Path) -> None:
    for name, header, row in REPORTS:
        path = out / f"{name}.json"
        if path.exists():
            _table(header, [row(r) for r in json.loads(path.read_text())])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("part", choices=["selfplay", "trashcans", "pogo", "report"])
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--out", type=Path, default=Path("build/studies"))
    args = parser.parse_args()
    if args.part == "report":
        report(args.out)
    else:
        {"selfplay": selfplay, "trashcans": trashcans, "pogo": pogo}[args.part](
            args.out, args.threads)


if __name__ == "__main__":
    main()

"""Variant sweeps: a match and its balance metrics at every point of a grid of game options.

>>> import boardlab as bl
>>> table = bl.sweep("tic_tac_toe", {"max_plies": [4, 9]}, "random", games=10, rows=True)
>>> [(row["max_plies"], row["completion"]) for row in table]
[(4, 0.0), (9, 1.0)]

A game is a built-in game's name (its options are the grid's keys) or a function that makes a
Game from the grid's values by keyword (a variant of one's own). The result is a pandas
DataFrame, one row a point, with the options, the agents and every metric of
``bl.Balance`` (docs/agents.md); ``rows=True`` gives the rows as dicts instead.
"""
from __future__ import annotations

import itertools
from typing import Any, Callable, Dict, Iterable, List, Optional, Union

from ._core import Error, SpecError, shown
from ._game import Game, _whole, game as builtin_game
from .agents import (AgentLike, Progress, _check_agent, _confidence, _match_result,
                     _only_texts, _ray_settings, _with_progress, agent_name, match)

GameMaker = Union[str, Callable[..., Game]]


def _grid(grid: Any) -> Dict[str, List[Any]]:
    if not isinstance(grid, dict) or not grid:
        raise Error(f"sweep: grid {shown(grid)} is not a non-empty dict of option: values")
    out = {}
    for name, values in grid.items():
        if not isinstance(name, str):
            raise Error(f"sweep: option name {shown(name)} is not text")
        if isinstance(values, (str, bytes)) or not isinstance(values, Iterable):
            raise Error(f"sweep: the values of {name} ({shown(values)}) are not a list")
        out[name] = list(values)
        if not out[name]:
            raise Error(f"sweep: option {name} has no values")
        # A value given twice would play its points twice, as rows the same.
        seen: set = set()
        for value in out[name]:
            try:
                if value in seen:
                    raise Error(f"sweep: option {name} has the value {shown(value)} twice")
                seen.add(value)
            except TypeError:  # unhashable: a game function's own kind of value
                pass
    points = 1
    for values in out.values():
        points *= len(values)
    if points > 100_000:
        raise Error(f"sweep: {points} points are more than 100000")
    return out


def sweep(game: GameMaker, grid: Dict[str, Iterable[Any]], agent: AgentLike = "mcts:100",
          opponent: Optional[AgentLike] = None, games: int = 100, *, seed: int = 0,
          threads: int = 1,
          agent_threads: int = 1, confidence: float = 0.95, progress: Progress = None,
          rows: bool = False, evaluation: Optional[list] = None, backend: str = "local",
          ray_address: Optional[str] = None, chunks: Optional[int] = None):
    """Plays ``games`` games of ``agent`` against ``opponent`` (``agent`` itself by default;
    agent texts or Python agents, as ``bl.match`` takes) at every point of ``grid`` (the last option varying fastest), each match seeded by ``seed``,
    and returns one row a point. Every point's game is made before any is played, so that a
    bad value fails at once (SpecError naming the point). ``backend="ray"``: every point's
    games on a Ray cluster at once, as ``bl.match``'s, with the same rows (docs/distributed.md;
    a game function runs here, only the games it makes travel). Ctrl-C stops it."""
    if not isinstance(game, str) and not callable(game):
        raise Error(f"sweep: game {shown(game)} is not a built-in game's name or a function "
                    "that makes a Game")
    axes = _grid(grid)
    for side in (agent, opponent):
        if side is not None:
            _check_agent("sweep", side)
    games = _whole("sweep: games", games, 1, 2**31 - 1)
    seed = _whole("sweep: seed", seed, 0, 2**64 - 1)
    threads = _whole("sweep: threads", threads, 1, 1024)
    agent_threads = _whole("sweep: agent_threads", agent_threads, 1, 256)
    _confidence("sweep", confidence)  # before the games, not after them
    ray = _ray_settings("sweep", backend, ray_address, chunks)
    if ray is not None:
        _only_texts("sweep", [agent, agent if opponent is None else opponent])
    points = [dict(zip(axes, values)) for values in itertools.product(*axes.values())]
    made = []
    for point in points:
        where = ", ".join(f"{k}={v!r}" for k, v in point.items())
        try:
            g = builtin_game(game, **point) if isinstance(game, str) else game(**point)
        except Error as e:
            raise SpecError(f"sweep: at {where}: {e}") from None
        if not isinstance(g, Game):
            raise Error(f"sweep: at {where}: the game function gave {shown(g)}, not a Game")
        made.append(g)
    name = game if isinstance(game, str) else getattr(game, "__name__", "game")
    opponent = agent if opponent is None else opponent

    def on_ray(report):
        from .distributed import MatchJob, run_matches
        played = run_matches("sweep", [MatchJob(g, agent, opponent, games, seed) for g in made],
                             threads=threads, agent_threads=agent_threads,
                             evaluation=evaluation, report=report, **ray)
        return [_match_result(g, agent, opponent, out) for g, out in zip(made, played)]

    def here(report):
        # Each match counts its own games; the caller hears the sweep's.
        return [match(g, agent, opponent, games, seed=seed, threads=threads,
                      agent_threads=agent_threads, evaluation=evaluation,
                      progress=None if report is None else
                      (lambda base: lambda done: report(base + done))(i * games))
                for i, g in enumerate(made)]

    played = _with_progress("sweep", games * len(points), progress,
                            here if ray is None else on_ray)
    out = []
    for point, result in zip(points, played):
        row = {"game": name, **point, "agent": agent_name(agent),
               "opponent": agent_name(opponent)}
        row.update(result.balance(confidence).as_dict())
        row["seconds"] = result.seconds
        out.append(row)
    if rows:
        return out
    import pandas as pd
    return pd.DataFrame(out)

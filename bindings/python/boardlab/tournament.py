"""Round-robin tournaments: every pair of agents plays a match, in C++ with the GIL released.

>>> import boardlab as bl
>>> t = bl.tournament(bl.game("tic_tac_toe"), ["random", "alphabeta:9"], games_per_pair=10)
>>> t.standings()[0]["agent"]
'alphabeta:9'

Ratings are Elo, fitted to all games at once by maximum likelihood (the Bradley-Terry model,
one virtual draw added to each pair so that a perfect score keeps a finite rating), shifted so
that the agents' mean is 0 (docs/agents.md).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, List, Optional, Sequence

from . import _core
from ._core import Error, shown
from ._game import Game, _whole
from .agents import (AgentLike, MatchResult, Progress, _match_result, _only_texts,
                     _ray_settings, _side, _with_progress, agent_name)


@dataclass(frozen=True)
class TournamentResult:
    """A round robin's results: each pair's match (``matches[(a, b)]``, from a's side),
    each agent's points and games, and the Elo ratings."""

    game: Game
    agents: List[str]
    matches: dict = field(repr=False)  # (a, b) agent indices, a < b -> MatchResult
    points: List[float] = field(repr=False)
    games: List[int] = field(repr=False)
    ratings: List[float] = field(repr=False)
    seconds: float = 0.0

    def standings(self) -> List[dict]:
        """One row an agent, best rating first: agent, rating, points, games, score."""
        rows = [{"agent": a, "rating": r, "points": p, "games": g, "score": p / g if g else 0.5}
                for a, r, p, g in zip(self.agents, self.ratings, self.points, self.games)]
        return sorted(rows, key=lambda row: -row["rating"])

    def table(self):
        """The standings as a pandas DataFrame (pandas is needed)."""
        import pandas as pd
        return pd.DataFrame(self.standings())

    def crosstable(self) -> List[List[float]]:
        """``crosstable()[i][j]``: agent i's score against agent j (nan on the diagonal)."""
        n = len(self.agents)
        out = [[float("nan")] * n for _ in range(n)]
        for (a, b), m in self.matches.items():
            if m.games:
                out[a][b] = (m.wins + m.draws / 2) / m.games
                out[b][a] = 1 - out[a][b]
        return out

    def __str__(self) -> str:
        width = max(len(a) for a in self.agents) + 2
        lines = [f"round robin at {self.game.name}: {len(self.agents)} agents, "
                 f"{sum(m.games for m in self.matches.values())} games",
                 "agent".ljust(width) + "   Elo   points  games  score"]
        for row in self.standings():
            lines.append(f"{row['agent'].ljust(width)}{row['rating']:+6.0f}  {row['points']:7.1f}"
                         f"  {row['games']:5d}  {row['score']:.3f}")
        lines.append("")
        lines.append("score of the row against the column:")
        short = [str(i + 1) for i in range(len(self.agents))]
        lines.append(" " * (width + 4) + "".join(s.rjust(7) for s in short))
        for i, (agent, row) in enumerate(zip(self.agents, self.crosstable())):
            cells = "".join("      -" if j == i else f"{v:7.3f}" for j, v in enumerate(row))
            lines.append(f"{short[i]:>2}  {agent.ljust(width)}{cells}")
        return "\n".join(lines)


def tournament(game: Game, agents: Sequence[AgentLike], games_per_pair: int = 20, *,
               seed: int = 0,
               threads: int = 1, agent_threads: int = 1, progress: Progress = None,
               evaluation: Optional[List[dict]] = None, backend: str = "local",
               ray_address: Optional[str] = None,
               chunks: Optional[int] = None) -> TournamentResult:
    """Plays ``games_per_pair`` games between every two of ``agents`` (agent texts or Python
    agents, as ``bl.match`` takes), colours alternating within each pair, every game of every
    pair on ``threads`` threads. Each pair's games are seeded by the tournament's seed and the
    pair, so the result does not depend on ``threads``. With a Python agent among them, every
    game is played in order on this thread, as in ``bl.match``. ``evaluation``: as
    ``bl.match``'s. ``backend="ray"``: on a Ray cluster, as ``bl.match``'s, with the same result
    (docs/distributed.md). Ctrl-C stops it (KeyboardInterrupt)."""
    if not isinstance(game, Game):
        raise Error(f"tournament: game {shown(game)} is not a boardlab Game")
    if isinstance(agents, str) or not isinstance(agents, Sequence):
        raise Error(f"tournament: agents {shown(agents)} is not a list of agent texts")
    sides = [_side("tournament", game, a) for a in agents]
    names = [agent_name(a) for a in agents]
    if not 2 <= len(agents) <= 64:
        raise Error(f"tournament: {len(agents)} agents; a tournament takes 2 to 64")
    games_per_pair = _whole("tournament: games_per_pair", games_per_pair, 1, 2**31 - 1)
    seed = _whole("tournament: seed", seed, 0, 2**64 - 1)
    threads = _whole("tournament: threads", threads, 1, 1024)
    agent_threads = _whole("tournament: agent_threads", agent_threads, 1, 256)
    total = len(agents) * (len(agents) - 1) // 2 * games_per_pair
    ray = _ray_settings("tournament", backend, ray_address, chunks)
    if ray is not None:
        _only_texts("tournament", list(agents))
        out = _with_progress("tournament", total, progress, lambda report: _tournament_on_ray(
            game, list(agents), games_per_pair, seed, threads=threads,
            agent_threads=agent_threads, evaluation=evaluation, report=report, **ray))
    else:
        out = _with_progress("tournament", total, progress, lambda report: _core.tournament(
            game._core, sides, games_per_pair, seed, threads, agent_threads, report,
            evaluation))
    matches = {(p["a"], p["b"]): _match_result(game, names[p["a"]], names[p["b"]],
                                               {**p, "seconds": 0.0})
               for p in out["pairings"]}
    return TournamentResult(game, names, matches, list(out["points"]), list(out["games"]),
                            list(out["ratings"]), out["seconds"])


def _tournament_on_ray(game: Game, agents: List[str], games_per_pair: int, seed: int,
                       **ray_settings: Any) -> dict:
    """What ``_core.tournament`` gives, from each pair's match played on Ray with the pair's
    seed, and the table of their games made as the C++ tournament makes it."""
    from .distributed import MatchJob, run_matches
    pairs = [(a, b) for a in range(len(agents)) for b in range(a + 1, len(agents))]
    played = run_matches("tournament", [
        MatchJob(game, agents[a], agents[b], games_per_pair, _core.tournament_pair_seed(seed, a, b))
        for a, b in pairs], **ray_settings)
    pairings = [{**games, "a": a, "b": b} for (a, b), games in zip(pairs, played)]
    return {"pairings": pairings, **_core.tournament_table(agents, pairings),
            "seconds": max((games["seconds"] for games in played), default=0.0)}

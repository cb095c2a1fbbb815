"""Balance metrics after Browne's and Ludii's, from games played by any pair of agents.

>>> import boardlab as bl
>>> b = bl.balance(bl.game("tic_tac_toe"), "alphabeta:9", games=4)
>>> b.drawishness
1.0

Each metric is defined in docs/agents.md; the C++ engine computes them
(``analysis/balance.hpp``). With the same agent on both sides they describe the game as that
agent plays it; they say nothing about stronger play.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Optional, Tuple

from . import _core
from ._core import Error, shown
from ._game import Game, _whole

if TYPE_CHECKING:  # pragma: no cover
    from .agents import MatchResult

Interval = Tuple[float, float]

# The metrics in the order they are shown, with their descriptions (as in docs/agents.md).
METRICS = {
    "balance": "1 - |first player's wins - second's| / games",
    "first_player": "the first player's score (a draw 1/2)",
    "completion": "share of games ended by the rules, not the ply limit",
    "drawishness": "share of drawn games",
    "decisiveness": "share of a won game played after the winner's lead became decisive",
    "duration": "plies a game",
    "branching": "legal moves a decision",
    "lead_changes": "changes of the leader a game (by the lead evaluation)",
}


@dataclass(frozen=True)
class Balance:
    """The balance metrics of a set of games, with 95% intervals (or the confidence asked for)
    where a metric has one."""

    games: int
    balance: float
    first_player: float
    first_player_interval: Interval
    completion: float
    completion_interval: Interval
    drawishness: float
    drawishness_interval: Interval
    decisiveness: float
    decisiveness_interval: Interval
    duration: float
    duration_interval: Interval
    branching: float
    lead_changes: float
    lead_changes_interval: Interval
    lead_changes_per_ply: float
    confidence: float = 0.95

    @classmethod
    def of(cls, result: "MatchResult", confidence: float = 0.95) -> "Balance":
        """The metrics of a match's games."""
        games = {"winner": result.winner, "ply_limit": result.ply_limit, "plies": result.plies,
                 "moves_listed": result.moves_listed, "lead_changes": result.lead_changes,
                 "decided_at": result.decided_at}
        return cls(**_core.balance_metrics(games, confidence), confidence=confidence)

    def as_dict(self) -> dict:
        """Every metric and interval by name, as a row of a sweep's table."""
        return {name: getattr(self, name) for name in self.__dataclass_fields__}

    def __str__(self) -> str:
        percent = f"{round(100 * self.confidence)}%"

        def interval(name: str, digits: int = 3) -> str:
            low, high = getattr(self, name + "_interval")
            return f" ({percent}: {low:.{digits}f} to {high:.{digits}f})"

        rows = [
            ("games", f"{self.games}"),
            ("balance", f"{self.balance:.3f}"),
            ("first player", f"{self.first_player:.3f}" + interval("first_player")),
            ("completion", f"{self.completion:.3f}" + interval("completion")),
            ("drawishness", f"{self.drawishness:.3f}" + interval("drawishness")),
            ("decisiveness", f"{self.decisiveness:.3f}" + interval("decisiveness")),
            ("duration", f"{self.duration:.1f} plies" + interval("duration", 1)),
            ("branching", f"{self.branching:.1f} moves"),
            ("lead changes", f"{self.lead_changes:.2f} a game" + interval("lead_changes", 2)
             + f", {self.lead_changes_per_ply:.4f} a ply"),
        ]
        width = max(len(name) for name, _ in rows) + 2
        return "\n".join(name.ljust(width) + value for name, value in rows)


def balance(game: Game, agent: str = "mcts:1000", opponent: Optional[str] = None,
            games: int = 100, *, seed: int = 0, threads: int = 1, agent_threads: int = 1,
            confidence: float = 0.95, progress=None,
            evaluation: Optional[list] = None) -> Balance:
    """Plays ``games`` games of ``agent`` against ``opponent`` (``agent`` itself by default),
    colours alternating, and returns their balance metrics. Ctrl-C stops it."""
    from .agents import match
    if not isinstance(game, Game):
        raise Error(f"balance: game {shown(game)} is not a boardlab Game")
    # Checked here, so that the message names balance rather than the match it plays.
    games = _whole("balance: games", games, 1, 2**31 - 1)
    seed = _whole("balance: seed", seed, 0, 2**64 - 1)
    threads = _whole("balance: threads", threads, 1, 1024)
    agent_threads = _whole("balance: agent_threads", agent_threads, 1, 256)
    result = match(game, agent, agent if opponent is None else opponent, games, seed=seed,
                   threads=threads, agent_threads=agent_threads, progress=progress,
                   evaluation=evaluation)
    return result.balance(confidence)

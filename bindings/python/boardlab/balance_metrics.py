"""The balance metrics of a set of games, after Browne's and Ludii's: ``Balance``, what
``MatchResult.balance()`` and ``bl.balance`` give. Each metric is defined in docs/agents.md; the
C++ engine computes them (``analysis/balance.hpp``). This module reads games and knows nothing of
how they were played: agents.py, which plays them, imports it, never the other way.

>>> import boardlab as bl
>>> games = {"winner": [0, 1, -1], "ply_limit": [False, False, True], "plies": [5, 6, 9],
...          "moves_listed": [20, 24, 36], "lead_changes": [0, 1, 0], "decided_at": [3, 6, -1]}
>>> bl.Balance.of_games(games).completion
0.666...
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Tuple

import numpy as np

from . import _core

Interval = Tuple[float, float]

# What the metrics read of each game (MatchResult's arrays of the same names).
GAME_FIELDS = ("winner", "ply_limit", "plies", "moves_listed", "lead_changes", "decided_at")

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
    def of(cls, result: Any, confidence: float = 0.95) -> "Balance":
        """The metrics of a match's games (a MatchResult, or anything with its per-game
        arrays)."""
        return cls.of_games({name: getattr(result, name) for name in GAME_FIELDS}, confidence)

    @classmethod
    def of_games(cls, games: dict, confidence: float = 0.95) -> "Balance":
        """The metrics of games given as a dict of GAME_FIELDS, one value a game each."""
        arrays = {name: np.asarray(games[name]) for name in GAME_FIELDS}
        return cls(**_core.balance_metrics(arrays, confidence), confidence=confidence)

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

"""Balance metrics after Browne's and Ludii's, from games played by any pair of agents.

>>> import boardlab as bl
>>> b = bl.balance(bl.game("tic_tac_toe"), "alphabeta:9", games=4)
>>> b.drawishness
1.0

Each metric is defined in docs/agents.md; the C++ engine computes them
(``analysis/balance.hpp``; here, ``balance_metrics.py``). With the same agent on both sides they
describe the game as that agent plays it; they say nothing about stronger play.
"""
from __future__ import annotations

from typing import Optional

from ._core import Error, shown
from ._game import Game, _whole
from .agents import AgentLike, match
from .balance_metrics import METRICS, Balance, Interval  # noqa: F401  (their home before)


def balance(game: Game, agent: AgentLike = "mcts:1000", opponent: Optional[AgentLike] = None,
            games: int = 100, *, seed: int = 0, threads: int = 1, agent_threads: int = 1,
            confidence: float = 0.95, progress=None,
            evaluation: Optional[list] = None) -> Balance:
    """Plays ``games`` games of ``agent`` against ``opponent`` (``agent`` itself by default;
    either an agent text or a Python agent, as ``bl.match`` takes), colours alternating, and
    returns their balance metrics. Ctrl-C stops it."""
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

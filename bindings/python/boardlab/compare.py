"""A/B comparison of two versions of a game's rules: the same agents play both, game for game
with the same seeds and seats, and the balance measures of each version are set side by side
with the difference B - A and its interval.

>>> import boardlab as bl
>>> two_in_a_row = bl.game("tic_tac_toe").variant()
>>> two_in_a_row.end_conditions = [bl.InARow(pieces=p, count=2, winner=p, when="winner_moved")
...                                for p in (0, 1)]
>>> c = bl.compare(bl.game("tic_tac_toe"), bl.Game(two_in_a_row), agent="alphabeta:9",
...                games=10)
>>> c["first_player"].a, c["first_player"].b, c["first_player"].difference
(0.5, 1.0, 0.5)
>>> c["duration"].difference, c["duration"].difference_interval
(-6.0, (-6.0, -6.0))

Each version's measures are its ``bl.Balance`` (docs/agents.md defines them); what this module
adds is the differences and their intervals (``compare``'s docstring says which and why).
"""
from __future__ import annotations

import math
import os
import statistics
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional, Tuple, Union

import numpy as np

from ._core import Error, shown
from ._game import Game, _whole
from .agents import (Agent, AgentLike, MatchResult, Progress, _check_agent, _confidence,
                     _with_progress, agent_name, match)
from .balance_metrics import Balance, Interval


@dataclass(frozen=True)
class ComparedMeasure:
    """One measure of both versions (``name`` as in ``bl.Balance``, ``label`` as a table shows
    it): its value in A and in B, each with its interval (None where the measure has none), and
    the difference B - A with its interval. ``pairing`` is "paired" where that interval uses
    the games' pairs (``compare`` says how), None where there is no interval."""

    name: str
    label: str
    a: float
    a_interval: Optional[Interval]
    b: float
    b_interval: Optional[Interval]
    difference: float
    difference_interval: Optional[Interval]
    pairing: Optional[str]


# The measures compared, in the order they are shown: name, label, and the digits a table
# shows them with.
_MEASURES: Tuple[Tuple[str, str, int], ...] = (
    ("first_player", "first player's score", 3),
    ("drawishness", "draws", 3),
    ("duration", "mean length (plies)", 1),
    ("duration_spread", "length spread (sd)", 1),
    ("decisiveness", "decisiveness", 3),
)


def _plain(value: Any) -> Any:
    """``value`` as JSON takes it: tuples as lists, numpy numbers as Python's, and numbers
    that are not finite (an interval from one game reaches infinity) as None, since JSON has
    no infinity and a browser's JSON.parse refuses Python's ``Infinity``."""
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, np.integer):
        return int(value)
    if isinstance(value, (float, np.floating)):
        return float(value) if math.isfinite(value) else None
    return value


def _game_label(game: Game) -> str:
    """The game's name, with the options it was made with when it is a built-in game: two
    versions of one built-in game differ only there."""
    options = ", ".join(f"{k}={v!r}" for k, v in game._options.items())
    return f"{game.name} ({options})" if options else game.name


@dataclass(frozen=True)
class Comparison:
    """Two versions of a game played by the same agents on the same seeds (``bl.compare``):
    each version's match (``result_a``, ``result_b``) and balance metrics (``a``, ``b``), and
    the measures compared (``measures``, or ``comparison["first_player"]``), each a
    ``ComparedMeasure``."""

    game_a: Game
    game_b: Game
    agent: str
    opponent: str
    games: int
    seed: int
    confidence: float
    a: Balance = field(repr=False)
    b: Balance = field(repr=False)
    result_a: MatchResult = field(repr=False)
    result_b: MatchResult = field(repr=False)
    measures: Dict[str, ComparedMeasure] = field(repr=False)

    def __getitem__(self, name: str) -> ComparedMeasure:
        if name not in self.measures:
            raise Error(f"Comparison: no measure {shown(name)} (measures: "
                        f"{', '.join(self.measures)})")
        return self.measures[name]

    def _title(self) -> str:
        players = (f"{self.agent} against itself" if self.agent == self.opponent else
                   f"{self.agent} against {self.opponent}, colours alternating")
        return (f"A: {_game_label(self.game_a)}, B: {_game_label(self.game_b)}; {players}, "
                f"{self.games} games each, seed {self.seed}")

    def __str__(self) -> str:
        percent = f"{100 * self.confidence:g}%"

        def value(number: float, interval: Optional[Interval], digits: int,
                  sign: str = "") -> str:
            if math.isnan(number):
                return "-"
            text = f"{number:{sign}.{digits}f}"
            if interval is not None:
                low, high = interval
                text += f" ({low:{sign}.{digits}f} to {high:{sign}.{digits}f})"
            return text

        rows = [("measure", "A", "B", f"B - A ({percent})", "")]
        for name, label, digits in _MEASURES:
            m = self.measures[name]
            rows.append((label, value(m.a, m.a_interval, digits),
                         value(m.b, m.b_interval, digits),
                         value(m.difference, m.difference_interval, digits, "+"),
                         m.pairing or "no interval"))
        widths = [max(len(row[i]) for row in rows) + 2 for i in range(4)]
        lines = [self._title()]
        lines += ["".join(cell.ljust(width) for cell, width in zip(row, widths)) + row[4]
                  for row in rows]
        lines.append(f"intervals {percent}; paired: game i of A and of B had the same seeds and "
                     "seats")
        return "\n".join(line.rstrip() for line in lines)

    def to_dict(self) -> dict:
        """Plain data for JSON (a web page shows it): the games, agents and settings, each
        measure compared (intervals as [low, high]), and each version's balance metrics.
        Numbers that are not finite (the interval of a single game's length) are None."""
        return _plain({
            "game_a": _game_label(self.game_a), "game_b": _game_label(self.game_b),
            "agent": self.agent, "opponent": self.opponent, "games": self.games,
            "seed": self.seed, "confidence": self.confidence,
            "measures": [vars(self.measures[name]).copy() for name, _, _ in _MEASURES],
            "a": self.a.as_dict(), "b": self.b.as_dict(),
            "seconds": {"a": self.result_a.seconds, "b": self.result_b.seconds},
        })

    def plot(self):
        """A small matplotlib Figure: the shares (first player's score, draws, decisiveness)
        of A and B with their intervals, each labelled with B - A; and the mean lengths with
        their intervals and spreads. MissingDependency without matplotlib."""
        from .plots import _figure
        fig = _figure(9, 3.6)
        shares, lengths = fig.subplots(1, 2, gridspec_kw={"width_ratios": [3, 1.4]})
        percent = f"{100 * self.confidence:g}%"
        colours = {"A": "#4363d8", "B": "#e6194b"}

        def error_bars(value: float, interval: Optional[Interval]) -> List[List[float]]:
            low, high = interval if interval is not None else (value, value)
            # A single game's length interval is unbounded: drawn as no bar at all.
            return [[value - low if math.isfinite(low) else 0.0],
                    [high - value if math.isfinite(high) else 0.0]]

        names = ["first_player", "drawishness", "decisiveness"]
        for i, name in enumerate(names):
            m = self.measures[name]
            for offset, version in ((-0.12, "A"), (0.12, "B")):
                value = m.a if version == "A" else m.b
                interval = m.a_interval if version == "A" else m.b_interval
                shares.errorbar([i + offset], [value], yerr=error_bars(value, interval),
                                fmt="o", capsize=4, color=colours[version],
                                label=version if i == 0 else None)
        labels = []
        for name in names:
            m = self.measures[name]
            low, high = m.difference_interval or (m.difference, m.difference)
            labels.append(f"{m.label}\nB - A {m.difference:+.2f}\n({low:+.2f} to {high:+.2f})")
        shares.set_xticks(range(len(names)), labels, fontsize=8)
        shares.set_xlim(-0.5, len(names) - 0.5)
        shares.set_ylim(-0.02, 1.02)
        shares.axhline(0.5, color="gray", linewidth=0.6, linestyle=":")
        shares.set_title(f"shares ({percent} intervals)", fontsize=10)
        # Below the axes: a share may sit anywhere from 0 to 1, under any corner's legend.
        shares.legend(fontsize=8, ncol=2, loc="upper center", bbox_to_anchor=(0.5, -0.3))

        duration, spread = self.measures["duration"], self.measures["duration_spread"]
        for x, version in ((0, "A"), (1, "B")):
            mean = duration.a if version == "A" else duration.b
            sd = spread.a if version == "A" else spread.b
            if not math.isnan(sd):  # the spread: a wide pale bar, mean - sd to mean + sd
                lengths.bar([x], [2 * sd], bottom=[mean - sd], width=0.5,
                            color=colours[version], alpha=0.2)
            lengths.errorbar([x], [mean], fmt="o", capsize=4, color=colours[version],
                             yerr=error_bars(mean, duration.a_interval if version == "A" else
                                             duration.b_interval))
        low, high = duration.difference_interval or (duration.difference, duration.difference)
        lengths.set_xticks([0, 1], ["A", "B"])
        lengths.set_xlim(-0.6, 1.6)
        lengths.set_ylabel("plies")
        lengths.set_title(f"length, B - A {duration.difference:+.1f}\n({low:+.1f} to {high:+.1f}"
                          "; pale: mean ± sd)", fontsize=9)
        fig.suptitle(self._title(), fontsize=9)
        return fig


def _sides(agent: Any) -> Tuple[Any, Any]:
    """The two sides of the matches: ``agent`` against itself, or the pair it is."""
    if isinstance(agent, (tuple, list)):
        if len(agent) != 2:
            raise Error(f"compare: agent {shown(agent)} holds {len(agent)} agents: give one "
                        "agent, or a pair (agent, opponent)")
        return agent[0], agent[1]
    return agent, agent


def _check_agent_text(game: Game, agent: Any) -> None:
    """Error now, before any game, for an agent the engine cannot make (a text reads the same
    in every game, so one game tells)."""
    _check_agent("compare", agent)
    if isinstance(agent, str):
        try:
            Agent(game, agent)
        except Error as e:
            raise type(e)(f"compare: {e}") from None


def _estimates_correlation(values_a: np.ndarray, counted_a: np.ndarray, values_b: np.ndarray,
                           counted_b: np.ndarray) -> float:
    """The correlation of two means over paired games, A's over the games ``counted_a`` marks
    and B's over ``counted_b``'s: with n_a and n_b games counted, k of them in both, and r the
    correlation of the k pairs' values, k r / sqrt(n_a n_b) (the pairs outside both means add
    nothing to their covariance). r is Pearson's, taken as 0 when fewer than two pairs are
    counted in both, or their values do not vary in A or in B (then they say nothing of it)."""
    both = counted_a & counted_b
    k, n_a, n_b = int(both.sum()), int(counted_a.sum()), int(counted_b.sum())
    if k < 2:
        return 0.0
    x, y = values_a[both], values_b[both]
    dx, dy = x - x.mean(), y - y.mean()
    scale = math.sqrt(float(np.dot(dx, dx)) * float(np.dot(dy, dy)))
    if scale == 0:
        return 0.0
    r = min(1.0, max(-1.0, float(np.dot(dx, dy)) / scale))
    return k * r / math.sqrt(n_a * n_b)


def _square_and_add(a: float, a_interval: Interval, b: float, b_interval: Interval,
                    correlation: float) -> Interval:
    """The interval of b - a from the intervals of a and b and the correlation of their
    estimates: Newcombe's square-and-add of the distances from each estimate to its interval's
    ends, with the correlation term of Zou and Donner's MOVER for dependent estimates; clipped
    to [-1, 1], where a difference of shares lies."""
    a_low, a_high = a_interval
    b_low, b_high = b_interval

    def reach(near: float, far: float) -> float:
        # near^2 + far^2 - 2 r near far, written so that r = 1 gives (near - far)^2 exactly.
        return math.sqrt(max(0.0, (near - far) ** 2 + 2 * (1 - correlation) * near * far))

    difference = b - a
    return (max(-1.0, difference - reach(b - b_low, a_high - a)),
            min(1.0, difference + reach(b_high - b, a - a_low)))


def _mean_difference_interval(differences: np.ndarray, confidence: float) -> Interval:
    """The normal interval of the mean of paired differences, from their sample variance
    (divisor n - 1), as the balance metrics' length interval is made; -inf to inf from one
    game, whose pair shows nothing of the spread."""
    n = len(differences)
    mean = float(differences.mean())
    if n < 2:
        return (-math.inf, math.inf)
    z = statistics.NormalDist().inv_cdf((1 + confidence) / 2)
    half = z * float(differences.std(ddof=1)) / math.sqrt(n)
    return (mean - half, mean + half)


def _per_game(result: MatchResult) -> Dict[str, Tuple[np.ndarray, np.ndarray]]:
    """Each share's value in each game, and which games its mean is over: a game's points for
    the first player (a win 1, a draw 1/2) and whether it was drawn, over every game; the share
    of a won game played after it was decided, over the won games (``analysis/balance.hpp``'s
    definition, the one ``Balance.decisiveness`` is the mean of)."""
    winner = np.asarray(result.winner)
    plies = np.asarray(result.plies, dtype=float)
    every = np.ones(len(winner), dtype=bool)
    won = winner >= 0
    after = np.where(won & (plies > 0),
                     (plies - np.asarray(result.decided_at)) / np.maximum(plies, 1), 0.0)
    return {"first_player": (np.where(winner == 0, 1.0, np.where(winner == 1, 0.0, 0.5)), every),
            "drawishness": ((winner < 0).astype(float), every),
            "decisiveness": (after, won)}


def _spread(plies: np.ndarray) -> float:
    """The sample standard deviation of the games' lengths; nan from one game."""
    return float(plies.std(ddof=1)) if len(plies) > 1 else math.nan


def _measures(a: Balance, b: Balance, result_a: MatchResult, result_b: MatchResult,
              confidence: float) -> Dict[str, ComparedMeasure]:
    labels = {name: label for name, label, _ in _MEASURES}
    games_a, games_b = _per_game(result_a), _per_game(result_b)
    out: Dict[str, ComparedMeasure] = {}
    for name in ("first_player", "drawishness", "decisiveness"):
        value_a, value_b = getattr(a, name), getattr(b, name)
        interval_a, interval_b = getattr(a, name + "_interval"), getattr(b, name + "_interval")
        correlation = _estimates_correlation(*games_a[name], *games_b[name])
        out[name] = ComparedMeasure(
            name, labels[name], value_a, interval_a, value_b, interval_b, value_b - value_a,
            _square_and_add(value_a, interval_a, value_b, interval_b, correlation), "paired")
    plies_a = np.asarray(result_a.plies, dtype=float)
    plies_b = np.asarray(result_b.plies, dtype=float)
    out["duration"] = ComparedMeasure(
        "duration", labels["duration"], a.duration, a.duration_interval, b.duration,
        b.duration_interval, b.duration - a.duration,
        _mean_difference_interval(plies_b - plies_a, confidence), "paired")
    spread_a, spread_b = _spread(plies_a), _spread(plies_b)
    out["duration_spread"] = ComparedMeasure(
        "duration_spread", labels["duration_spread"], spread_a, None, spread_b, None,
        spread_b - spread_a, None, None)
    return {name: out[name] for name, _, _ in _MEASURES}


def compare(game_a: Game, game_b: Game, *,
            agent: Union[AgentLike, Tuple[AgentLike, AgentLike]] = "mcts:200", games: int = 200,
            seed: int = 0, threads: Optional[int] = None, progress: Progress = None,
            confidence: float = 0.95) -> Comparison:
    """Plays ``games`` games of each version, A and B, with the same agents, and compares their
    balance measures (docs/agents.md). ``agent`` plays against itself, or is a pair
    ``(agent, opponent)``, colours alternating (agent first in the even-numbered games); either
    is an agent text or a Python agent, as ``bl.match`` takes, and must play both games, which
    may differ in anything (board, pieces, end rules). Game i of A and game i of B are seeded
    alike and seated alike (``bl.match`` with the same seed), so the pairs differ by the rules
    alone; ``threads`` (default: the CPUs) plays that many games at a time without changing any
    result. ``progress``: a function of the games finished (of ``2 * games``) or True (a bar).
    Ctrl-C stops it (KeyboardInterrupt). Each game keeps its own evaluation for the lead that
    decisiveness reads.

    Each difference B - A has an interval at ``confidence``:

    - first player's score, draws and decisiveness: the square-and-add (Newcombe's method,
      Zou and Donner's MOVER) of the two versions' Wilson intervals, with the correlation of
      the two estimates, which the pairs give: the correlation of the paired games' values (a
      game's first-player points, whether it was drawn, the share of a won game played after
      it was decided), scaled for decisiveness, a mean over the won games, by the share of them
      won in both versions. It keeps the Wilson intervals' virtues (within -1 to 1, a width
      when every game ends alike) and narrows as far as the pairs' results go together: the
      same rules give the same games and a difference of 0 with an interval of little or no
      width; rules that change every game give a correlation near 0 and the unpaired interval.
    - mean length: the normal interval of the mean of the pairs' differences in plies (sample
      variance), as the balance metrics' length interval is made: a pair's two lengths go
      together, so their difference varies less than either.
    - the length's spread (standard deviation): none, since an interval of a spread needs the
      lengths' distribution, and games have none of a known form.
    """
    for version, game in (("game_a", game_a), ("game_b", game_b)):
        if not isinstance(game, Game):
            raise Error(f"compare: {version} {shown(game)} is not a boardlab Game (such as "
                        "bl.game('tic_tac_toe') or bl.load_variant(path))")
    first, second = _sides(agent)
    games = _whole("compare: games", games, 1, 2**31 - 1)
    seed = _whole("compare: seed", seed, 0, 2**64 - 1)
    threads = (min(os.cpu_count() or 1, 1024) if threads is None else
               _whole("compare: threads", threads, 1, 1024))
    _confidence("compare", confidence)
    for side in (first, second):
        _check_agent_text(game_a, side)

    def play(report: Any) -> Tuple[MatchResult, MatchResult]:
        played = []
        for i, (version, game) in enumerate((("A", game_a), ("B", game_b))):
            # Each match counts its own games; the caller hears the comparison's.
            seen = None if report is None else (lambda base: lambda done: report(base + done))(
                i * games)
            try:
                played.append(match(game, first, second, games, seed=seed, threads=threads,
                                    progress=seen))
            except Error as e:  # a Python agent that cannot play this version, say
                raise type(e)(f"compare: game {version} ({game.name}): {e}") from None
        return played[0], played[1]

    result_a, result_b = _with_progress("compare", 2 * games, progress, play)
    a, b = result_a.balance(confidence), result_b.balance(confidence)
    return Comparison(game_a, game_b, agent_name(first), agent_name(second), games, seed,
                      confidence, a, b, result_a, result_b,
                      _measures(a, b, result_a, result_b, confidence))


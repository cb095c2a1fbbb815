"""Pictures of matches, tournaments and sweeps (matplotlib, drawn without a display).

``match_figure``, ``tournament_figure`` and ``sweep_figure`` return a matplotlib Figure (for a
notebook); ``save(figure, path)`` writes it to a file. The command line's ``--plot`` uses them.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, List, Sequence

import numpy as np

if TYPE_CHECKING:  # pragma: no cover
    from .agents import MatchResult
    from .tournament import TournamentResult


class MissingDependency(Exception):
    """An optional package (matplotlib for plots, pandas for tables) is not installed."""


def _figure(width: float, height: float):
    try:
        import matplotlib
    except ImportError:
        raise MissingDependency("plots need matplotlib, which is not installed "
                                "(pip install matplotlib, or pip install boardlab[plot])") from None
    matplotlib.use("Agg", force=False)
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure
    fig = Figure(figsize=(width, height), layout="constrained")
    FigureCanvasAgg(fig)
    return fig


def require_matplotlib() -> None:
    """Raises MissingDependency now, before a long run whose plot would fail at the end."""
    _figure(1, 1)


def picture_formats() -> List[str]:
    """The formats matplotlib writes a figure in, by file extension (no dot): what ``save``
    reads from a path's extension. MissingDependency without matplotlib."""
    require_matplotlib()
    from matplotlib.backend_bases import FigureCanvasBase
    return sorted(FigureCanvasBase.get_supported_filetypes())


def save(figure, path: str) -> None:
    figure.savefig(path, dpi=100)


def _lengths(axes, plies: np.ndarray, title: str) -> None:
    if len(plies) == 0:
        return
    bins = min(50, max(1, int(plies.max() - plies.min()) + 1))
    axes.hist(plies, bins=bins, color="#4363d8", edgecolor="white")
    axes.axvline(float(plies.mean()), color="black", linestyle="--",
                 label=f"mean {plies.mean():.1f}")
    axes.set_xlabel("plies")
    axes.set_ylabel("games")
    axes.set_title(title)
    axes.legend()


def match_figure(result: "MatchResult"):
    """A's wins, draws and losses with A's score and its 95% interval; the game lengths."""
    fig = _figure(10, 4)
    left, right = fig.subplots(1, 2)
    counts = [result.wins, result.draws, result.losses]
    left.bar([f"{result.agent_a} wins", "draws", f"{result.agent_b} wins"], counts,
             color=["#3cb44b", "#9e9e9e", "#e6194b"], edgecolor="black")
    s = result.statistics()
    low, high = s["score_interval"]
    left.set_title(f"score of {result.agent_a}: {s['score']:.3f} (95%: {low:.3f} to {high:.3f})")
    left.set_ylabel("games")
    _lengths(right, np.asarray(result.plies), "game length")
    fig.suptitle(f"{result.agent_a} against {result.agent_b} at {result.game.name}, "
                 f"{result.games} games")
    return fig


def tournament_figure(result: "TournamentResult"):
    """The agents' Elo ratings and scores; the lengths of all the games."""
    fig = _figure(11, 4)
    left, right = fig.subplots(1, 2)
    rows = result.standings()
    names = [r["agent"] for r in rows]
    ratings = [r["rating"] for r in rows]
    left.barh(names[::-1], ratings[::-1], color="#4363d8", edgecolor="black")
    for y, r in enumerate(rows[::-1]):
        left.annotate(f"score {r['score']:.3f}", (r["rating"], y), textcoords="offset points",
                      xytext=(4 if r["rating"] >= 0 else -4, 0),
                      ha="left" if r["rating"] >= 0 else "right", va="center", fontsize=9)
    left.axvline(0, color="black", linewidth=0.8)
    left.set_xlabel("Elo (mean 0)")
    left.set_title("ratings")
    plies = np.concatenate([np.asarray(m.plies) for m in result.matches.values()] or
                           [np.zeros(0)])
    _lengths(right, plies, "game length, all games")
    fig.suptitle(f"round robin at {result.game.name}")
    return fig


def sweep_figure(table, x: str, metrics: Sequence[str] = ("first_player", "drawishness",
                                                          "completion")):
    """Each metric against option ``x`` (a table of ``bl.sweep``), with its interval where it
    has one; the mean game length beside them."""
    rows = table.to_dict("records") if hasattr(table, "to_dict") else list(table)
    fig = _figure(11, 4)
    left, right = fig.subplots(1, 2)
    xs = [row[x] for row in rows]
    for metric in metrics:
        values = np.array([row[metric] for row in rows], dtype=float)
        left.plot(xs, values, marker="o", label=metric)
        if f"{metric}_interval" in rows[0]:
            low = [row[f"{metric}_interval"][0] for row in rows]
            high = [row[f"{metric}_interval"][1] for row in rows]
            left.fill_between(xs, low, high, alpha=0.2)
    left.set_xlabel(x)
    left.set_ylim(-0.02, 1.02)
    left.legend()
    left.set_title("metrics (95% intervals)")
    duration = [row["duration"] for row in rows]
    low = [row["duration_interval"][0] for row in rows]
    high = [row["duration_interval"][1] for row in rows]
    right.plot(xs, duration, marker="o", color="black")
    right.fill_between(xs, low, high, alpha=0.2, color="gray")
    right.set_xlabel(x)
    right.set_ylabel("plies")
    right.set_title("game length")
    first = rows[0]
    fig.suptitle(f"{first['game']}: {first['agent']} against {first['opponent']}, "
                 f"{first['games']} games a point")
    return fig

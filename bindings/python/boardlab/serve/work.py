"""What the page's jobs do, in the worker process (jobs.py): each function takes ``report``
(progress to the page) and plain, picklable arguments, and returns plain data for JSON.

>>> import boardlab as bl
>>> game = bl.game("tic_tac_toe")
>>> answer = choose(print, game, game.state("XX1/OO1/3 0 X3O2 4"), "alphabeta:9", 1)
>>> answer["move"], answer["search"]["proven"]
('X@c3', 'win')
"""
from __future__ import annotations

import math
import numbers
import re
from typing import Any, Callable, Dict, List, Optional, Tuple

import boardlab as bl

# Alpha-beta scores a win in k plies WIN_SCORE - k (analysis/alphabeta.hpp's win_score); beyond
# PROVEN_SCORE a score is a proven result, not an evaluation.
WIN_SCORE = 1_000_000
PROVEN_SCORE = WIN_SCORE - 4096

Report = Callable[[Any], None]


def plain(value: Any) -> Any:
    """``value`` as JSON takes it: tuples as lists, numbers that are not finite as None (JSON
    has neither infinity nor NaN)."""
    if isinstance(value, (tuple, list)):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if hasattr(value, "item") and callable(value.item):  # a numpy number
        return plain(value.item())
    return value


def choose(report: Report, game: "bl.Game", state: "bl.State", agent: str,
           seed: int) -> Dict[str, Any]:
    """The agent's move (a whole turn) in ``state``, and what its search did."""
    chooser = bl.Agent(game, agent, seed=seed)
    move = chooser.choose(state)
    return {"move": move.text, "search": plain(chooser.last_search)}


def choose_python(report: Report, agent: Any, state: "bl.State") -> Dict[str, Any]:
    """A Python agent's move (on a thread of the server): its answer as a Move's text."""
    chosen = agent.choose(state.copy()) if hasattr(agent, "choose") else agent(state.copy())
    if (isinstance(chosen, numbers.Integral) and not isinstance(chosen, bool)
            and not state.game.has_turn_rules):
        chosen = state.copy().play_action(int(chosen))
    text = chosen.text if isinstance(chosen, bl.Move) else chosen
    if not isinstance(text, str):
        raise bl.Error(f"the Python agent chose {chosen!r}, which is not a Move, a move's text "
                       "or an action number")
    state.copy().play(text)  # the library's error, naming the move, if it is not legal
    return {"move": text, "search": None}


def _agent_family(agent: str) -> str:
    """"mcts", "alphabeta" or the agent's name, from its text."""
    name = agent.split(":", 1)[0]
    return {"mcts_time": "mcts", "alphabeta_time": "alphabeta"}.get(name, name)


def _proven_text(score: int) -> Optional[str]:
    if score > PROVEN_SCORE:
        return f"wins in {WIN_SCORE - score}"
    if score < -PROVEN_SCORE:
        return f"loses in {WIN_SCORE + score}"
    return None


def _child_agent(agent: str, options: int) -> str:
    """The agent that searches each option's position for a per-option score: one ply less
    deep, or each a share of the time."""
    name, _, rest = agent.partition(":")
    if name == "alphabeta":
        return f"alphabeta:{max(1, int(rest) - 1)}"
    if name == "alphabeta_time":
        return f"alphabeta_time:{max(0.001, float(rest) / max(1, options)):.3f}"
    return agent


def analyse(report: Report, game: "bl.Game", state: "bl.State", agent: str, seed: int,
            options: List[Tuple[str, int]]) -> Dict[str, Any]:
    """The agent's view of each option (each legal move or part the page offers):

    - MCTS: one search from the position; each root move's share of the visits and its value
      for the side to move (-1 to 1), as ``Agent.last_search`` gives them;
    - alpha-beta: a search one ply shallower after each option; its score for the side to move
      (the evaluation's units, or a proven win or loss);
    and the move the agent would play. ``options`` are (text, action number) pairs: a turn of
    several parts is analysed part by part, as the page plays it."""
    texts = [text for text, _ in options]
    family = _agent_family(agent)
    if family not in ("mcts", "alphabeta"):
        raise bl.Error(f"analysis: agent {agent!r} does not search, so it has no evaluation of "
                       "moves: use an mcts or alphabeta agent")
    out: Dict[str, Any] = {"agent": agent, "family": family, "moves": {}}
    chooser = bl.Agent(game, agent, seed=seed)
    if family == "mcts":
        chooser.choose(state)
        search = chooser.last_search or {}
        roots = search.get("moves") or {}
        if roots and all(text in texts for text in roots):
            total = sum(m["visits"] for m in roots.values()) or 1
            for text, m in roots.items():
                out["moves"][text] = {"share": m["visits"] / total, "visits": m["visits"],
                                      "value": m["value"]}
            out["best"] = max(roots, key=lambda t: roots[t]["visits"])
            out["search"] = plain({k: v for k, v in search.items() if k != "moves"})
            return out
        # The search's last decision was a later part of the turn than the page is at: score
        # each option by a search of its own, as for alpha-beta.
    child_agent = _child_agent(agent, len(options))
    mover = state.side_to_move
    for i, (text, action) in enumerate(options):
        report({"done": i, "total": len(options)})
        after = state.copy()
        after.play_action(action)
        entry: Dict[str, Any] = {}
        outcome = after.outcome
        if outcome is not None:
            winner = outcome.winner
            entry["value"] = 0.0 if winner is None else (1.0 if winner == mover else -1.0)
            entry["proven"] = "draw" if winner is None else (
                "wins" if winner == mover else "loses")
        else:
            searcher = bl.Agent(game, child_agent, seed=seed)
            searcher.choose(after)
            search = searcher.last_search or {}
            sign = 1 if after.side_to_move == mover else -1
            if "score" in search:
                entry["score"] = sign * search["score"]
                proven = _proven_text(entry["score"])
                if proven:
                    entry["proven"] = proven
            if search.get("value") is not None:
                entry["value"] = sign * search["value"]
        out["moves"][text] = entry

    def rank(text: str) -> float:
        entry = out["moves"][text]
        return entry.get("score", entry.get("value", 0.0) * WIN_SCORE)

    out["best"] = max(texts, key=rank) if texts else None
    return out


def balance(report: Report, game: "bl.Game", agent: str, games: int, seed: int,
            threads: int) -> Dict[str, Any]:
    """``bl.balance`` of the agent against itself, its progress reported game by game."""
    result = bl.balance(game, agent, games=games, seed=seed, threads=threads,
                        progress=lambda done: report({"done": done, "total": games}))
    return plain(result.as_dict())


def compare(report: Report, game_a: "bl.Game", game_b: "bl.Game", agent: str, games: int,
            seed: int, threads: int) -> Dict[str, Any]:
    """``bl.compare`` of two versions of the rules, its progress reported game by game."""
    comparison = bl.compare(game_a, game_b, agent=agent, games=games, seed=seed,
                            threads=threads,
                            progress=lambda done: report({"done": done, "total": 2 * games}))
    return plain(comparison.to_dict())


_LINE = re.compile(r"\bline (\d+)(?:, column (\d+))?")


def error_place(message: str) -> Dict[str, Optional[int]]:
    """The line (and column) an engine's message about a variant's TOML names, if any.

    >>> error_place("variant file rules: files 'x' is not a whole number (line 3)")
    {'line': 3, 'column': None}
    """
    found = _LINE.search(message)
    if not found:
        return {"line": None, "column": None}
    return {"line": int(found.group(1)),
            "column": int(found.group(2)) if found.group(2) else None}

"""Agents and matches: searches that run in C++ with the GIL released and stop on Ctrl-C.

>>> import boardlab as bl
>>> game = bl.game("tic_tac_toe")
>>> result = bl.match(game, "alphabeta:9", "random", games=20, seed=1)
>>> result.losses
0

An agent is written as text, as on the command line (``agent_help()`` lists them, from the
engine's table of agents), or in Python: any object with ``choose(state) -> Move``, or a
function of a state, plays wherever a text does (docs/agents.md, "Writing an agent").

>>> def first_move(state):
...     return next(iter(state.legal_moves))
>>> bl.match(game, first_move, "random", games=2, seed=1).agent_a
'first_move'
"""
from __future__ import annotations

import copy
import math
import numbers
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, List, Optional, Tuple, Union

import numpy as np

from . import _core
from ._core import Error, IllegalMoveError, Move, MoveSyntaxError, shown
from ._game import Game, State, _whole
from .balance_metrics import Balance


def _confidence(where: str, confidence: Any) -> None:
    if (isinstance(confidence, bool) or not isinstance(confidence, (int, float))
            or not 0 < confidence < 1):
        raise Error(f"{where}: confidence {shown(confidence)} is not a number strictly between "
                    "0 and 1")


def _agent_text(where: str, spec: Any) -> str:
    """`spec` if it is a str the engine can read (its grammar is the engine's, docs/agents.md),
    else Error naming it."""
    if not isinstance(spec, str):
        raise Error(f"{where}: agent {shown(spec)} is not agent text such as 'mcts:1000'")
    try:
        spec.encode("utf-8")
    except UnicodeEncodeError:
        raise Error(f"{where}: agent {shown(spec)} is not valid text (it cannot be UTF-8: a "
                    "lone surrogate)") from None
    return spec


def agent_help() -> str:
    """The agents texts name, one paragraph each: the form of its texts, what it does, an
    example, and each setting with its range (all from the engine's table of agents,
    ``_core.AGENTS``)."""
    lines = []
    for agent in _core.AGENTS:
        example = f" (such as {agent['example']})" if agent["example"] != agent["usage"] else ""
        lines.append(f"{agent['usage']}: {agent['help']}{example}")
        for setting in agent["settings"]:
            optional = ", optional" if setting["optional"] else ""
            lines.append(f"    {setting['name'].upper()}: {setting['help']}, "
                         f"{setting['range']}{optional}")
    return "\n".join(lines)


def agent_list(last: str = ", ") -> str:
    """The agents' texts without their optional settings: "random, greedy, mcts:SIMULATIONS,
    ..." (``last`` joins the last two)."""
    forms = [agent["short_usage"] for agent in _core.AGENTS]
    return ", ".join(forms[:-1]) + last + forms[-1]


def agent_name(agent: Any) -> str:
    """What results and messages call an agent: its text; a Python agent's ``name`` attribute
    when it is a str, else its function's or its class's name."""
    if isinstance(agent, str):
        return agent
    name = getattr(agent, "name", None)
    if isinstance(name, str):
        return name
    if not hasattr(agent, "choose"):
        name = getattr(agent, "__name__", None)
        if isinstance(name, str):
            return name
    return type(agent).__name__


def _python_chooser(where: str, agent: Any) -> Callable[[State], Any]:
    """What a Python agent chooses with: its ``choose``, or itself when it is a function; Error
    for anything else."""
    if isinstance(agent, type):
        raise Error(f"{where}: agent {shown(agent)} is a class: pass an instance of it")
    choose = getattr(agent, "choose", None)
    if choose is None and callable(agent):
        choose = agent
    if not callable(choose):
        raise Error(f"{where}: agent {shown(agent)} is not agent text such as 'mcts:1000', nor "
                    "an agent (an object with choose(state), or a function of a state)")
    return choose


def _check_agent(where: str, agent: Any) -> None:
    """Error unless ``agent`` is agent text or a Python agent (its text is read when played)."""
    if isinstance(agent, str):
        _agent_text(where, agent)
    else:
        _python_chooser(where, agent)


def _side(where: str, game: Game, agent: Any) -> Union[str, tuple]:
    """One side of a match as ``_core.match`` takes it: an agent text, or a Python agent as
    ``(name, choose, reset)``: ``choose`` of a ``_core.State``, ``reset`` of each game's seed
    (None when the agent has no ``reset``)."""
    if isinstance(agent, str):
        return _agent_text(where, agent)
    choose = _python_chooser(where, agent)
    reset = getattr(agent, "reset", None)
    return (agent_name(agent), lambda core: choose(State._wrap(game, core)),
            reset if callable(reset) else None)


def _only_texts(where: str, sides: List[Any]) -> None:
    """Error unless every side is an agent text: what Ray's tasks take."""
    for side in sides:
        if not isinstance(side, str):
            raise Error(f"{where}: backend='ray' plays agent texts only, and "
                        f"{agent_name(side)!r} is a Python agent: play it with "
                        "backend='local'")


def _play_chosen(where: str, agent: Any, state: State, chosen: Any) -> Move:
    """Plays in ``state`` the turn a Python agent chose there (a Move, its text, or in a game
    without turn parts an action number), as a match reads it; the library's error, naming the
    agent and the position, for anything else."""
    prefix = (f"{where}: agent {agent_name(agent)!r}, position {state.text!r}: it chose "
              f"{shown(chosen)}")
    if isinstance(chosen, (Move, str)):
        try:
            return state.play(chosen)
        except (IllegalMoveError, MoveSyntaxError) as e:
            raise type(e)(f"{prefix}: {e}") from None
    if isinstance(chosen, numbers.Integral) and not isinstance(chosen, (bool, np.bool_)):
        if state.game.has_turn_rules:
            raise Error(f"{prefix}, an action number, which is one part of a turn in this game: "
                        "choose the whole turn's Move or text")
        if int(chosen) not in state.legal_actions():
            raise IllegalMoveError(f"{prefix}, which is not a legal action here")
        return state.play_action(int(chosen))
    raise Error(f"{prefix}, which is not a Move, a move's text or an action number")


class Agent:
    """An agent for one game, deterministic for its seed (but the timed ones):
    ``Agent(game, "mcts:1000", seed=1).choose(state)`` is the move it plays. ``threads`` is
    MCTS's root parallelisation. The texts (from the engine's table of agents):
"""

    def __init__(self, game: Game, spec: str = "random", seed: int = 0, threads: int = 1,
                 evaluation: Optional[List[dict]] = None):
        if not isinstance(game, Game):
            raise Error(f"Agent: game {shown(game)} is not a boardlab Game")
        _agent_text("Agent", spec)
        seed = _whole("Agent: seed", seed, 0, 2**64 - 1)
        threads = _whole("Agent: threads", threads, 1, 256)
        self.game = game
        self.spec = spec
        # Its own copy: a list the caller changes later does not change what copies are.
        self._recipe = (seed, threads, copy.deepcopy(evaluation))
        self._core = _core.make_agent(game._core, spec, seed, threads, evaluation)

    def choose(self, state: State) -> Move:
        """The move (a whole turn) the agent plays in ``state``, which must not be over."""
        if not isinstance(state, State):
            raise Error(f"Agent.choose: {shown(state)} is not a State")
        if state.game != self.game:
            raise Error(f"agent '{self.spec}': the state is of another game")
        return self._core.choose(state._core)

    # A copy, and a pickle, is the agent as it was made (its game, text, seed, threads and
    # evaluation), with a search and a random stream of its own: the C++ agent behind it is
    # never shared, so copies can choose on threads of their own.
    def __reduce__(self):
        seed, threads, evaluation = self._recipe
        return (Agent, (self.game, self.spec, seed, threads, evaluation))

    def __copy__(self) -> "Agent":
        return Agent(self.game, self.spec, *self._recipe)

    def __deepcopy__(self, memo: dict) -> "Agent":
        return Agent(self.game, self.spec, *copy.deepcopy(self._recipe, memo))

    @property
    def name(self) -> str:
        """What results call it in a match: its text."""
        return self.spec

    @property
    def last_search(self) -> Optional[dict]:
        """What the search of the last ``choose`` did, or None (before one, and for agents
        that do not search): ``simulations`` (MCTS's playouts: the solver stops once the root
        is proven), ``nodes`` (MCTS's tree nodes, alpha-beta's positions), ``seconds``,
        ``value`` (the root's value for the side to move, -1 to 1: MCTS's mean result, or a
        proven one; alpha-beta's only when proven) and ``proven`` ("win", "loss", "draw" or
        None). MCTS adds ``moves``, each root move's text with its ``visits`` and ``value``;
        alpha-beta its ``score`` (in the evaluation's units) and ``depth``. In a game whose
        turns have several parts, the search is that of the turn's last part."""
        return self._core.last_search()

    def __repr__(self) -> str:
        return f"boardlab.Agent({self.game!r}, {self.spec!r})"


Agent.__doc__ = (Agent.__doc__ or "") + "\n" + "\n".join(
    "    " + line for line in agent_help().splitlines()) + "\n"


# Each game's arrays of a MatchResult: the dtype a match gives them, and the whole numbers
# they may hold (None: True or False).
_GAME_ARRAYS: Dict[str, Tuple[type, Optional[Tuple[int, int]]]] = {
    "a_first": (np.bool_, None),
    "winner": (np.int8, (-1, 1)),
    "plies": (np.int32, (0, 2**31 - 1)),
    "ply_limit": (np.bool_, None),
    "moves_listed": (np.int64, (0, 2**63 - 1)),
    "lead_changes": (np.int32, (0, 2**31 - 1)),
    "decided_at": (np.int32, (-1, 2**31 - 1)),
}


def _games_array(name: str, value: Any) -> np.ndarray:
    """``value`` (a list or array, one value a game) as an array of the dtype a match gives,
    else Error saying what is wrong with it."""
    try:
        values = np.asarray(value)
    except (ValueError, TypeError):  # a ragged list
        values = None
    if values is None or values.ndim != 1:
        raise Error(f"MatchResult: {name} {shown(value)} is not one value a game (a list or 1-D "
                    "array)")
    dtype, bounds = _GAME_ARRAYS[name]
    if values.size == 0:  # no wrong values, whatever dtype numpy gives an empty list
        return values.astype(dtype)
    if bounds is None:
        if values.dtype != np.bool_:
            raise Error(f"MatchResult: {name} holds {values.dtype} values, not True or False")
        return values
    if values.dtype.kind not in "iu":
        raise Error(f"MatchResult: {name} holds {values.dtype} values, not whole numbers")
    low, high = bounds
    outside = np.flatnonzero((values < low) | (values > high))
    if outside.size:
        i = int(outside[0])
        wanted = ("-1 (a draw), 0 or 1" if name == "winner" else
                  f"a whole number from {low} to {high}")
        raise Error(f"MatchResult: {name} of game {i} is {int(values[i])}, not {wanted}")
    return values.astype(dtype, copy=False)


@dataclass(frozen=True)
class MatchResult:
    """Games of agent A against agent B, colours alternating (A first in even games). Counts are
    A's; intervals are 95% unless asked otherwise (``statistics(confidence)``).

    The per-game arrays may be given as lists: they are checked (one value a game, at least one
    game, the values a match gives) and kept as the arrays ``match`` gives; Error otherwise."""

    game: Game
    agent_a: str
    agent_b: str
    a_first: np.ndarray = field(repr=False)  # bool, per game
    winner: np.ndarray = field(repr=False)   # the winning seat, 0 or 1, or -1 for a draw
    plies: np.ndarray = field(repr=False)
    seconds: float = 0.0
    # What the balance metrics read (docs/agents.md), per game; zeros when not given.
    ply_limit: Optional[np.ndarray] = field(default=None, repr=False)     # bool: drawn by it
    moves_listed: Optional[np.ndarray] = field(default=None, repr=False)  # legal moves, summed
    lead_changes: Optional[np.ndarray] = field(default=None, repr=False)
    decided_at: Optional[np.ndarray] = field(default=None, repr=False)    # ply; -1: a draw

    def __post_init__(self) -> None:
        if not isinstance(self.game, Game):
            raise Error(f"MatchResult: game {shown(self.game)} is not a boardlab Game")
        for name in ("agent_a", "agent_b"):
            if not isinstance(getattr(self, name), str):
                raise Error(f"MatchResult: {name} {shown(getattr(self, name))} is not agent text "
                            "(a str)")
        seconds = self.seconds
        if (isinstance(seconds, (bool, np.bool_)) or not isinstance(seconds, numbers.Real)
                or not 0 <= seconds < math.inf):
            raise Error(f"MatchResult: seconds {shown(seconds)} is not a number of seconds, 0 or "
                        "more")
        object.__setattr__(self, "seconds", float(seconds))
        required = ("a_first", "winner", "plies")
        arrays = {name: _games_array(name, getattr(self, name)) for name in _GAME_ARRAYS
                  if name in required or getattr(self, name) is not None}
        winner, plies = arrays["winner"], arrays["plies"]
        n = len(winner)
        if n == 0:
            raise Error("MatchResult: no games: a result has at least one")
        for name, values in arrays.items():
            if len(values) != n:
                raise Error(f"MatchResult: {name} has {len(values)} games, winner {n}")
        defaults = {"ply_limit": np.zeros(n, dtype=bool),
                    "moves_listed": np.zeros(n, dtype=np.int64),
                    "lead_changes": np.zeros(n, dtype=np.int32),
                    "decided_at": np.where(winner >= 0, plies, -1).astype(np.int32)}
        for name in _GAME_ARRAYS:
            object.__setattr__(self, name, arrays[name] if name in arrays else defaults[name])
        decided = self.decided_at
        won = winner >= 0
        wrong = np.flatnonzero(np.where(won, (decided < 0) | (decided > plies), decided != -1))
        if wrong.size:
            i = int(wrong[0])
            raise Error(f"MatchResult: decided_at of game {i} is {int(decided[i])}, not " +
                        (f"a ply from 0 to the game's {int(plies[i])}" if won[i] else
                         f"-1 (game {i} is drawn)"))

    @property
    def games(self) -> int:
        return len(self.winner)

    @property
    def wins(self) -> int:
        return int(np.sum((self.winner >= 0) & ((self.winner == 0) == self.a_first)))

    @property
    def losses(self) -> int:
        return int(np.sum((self.winner >= 0) & ((self.winner == 0) != self.a_first)))

    @property
    def draws(self) -> int:
        return int(np.sum(self.winner < 0))

    def statistics(self, confidence: float = 0.95) -> dict:
        """A's score (a win 1, a draw 1/2) with its interval, the Elo difference with its
        interval, the likelihood that A is the stronger, and the first player's score with its
        interval (docs/agents.md defines each)."""
        _confidence("statistics", confidence)
        first = int(np.sum(self.winner == 0))
        second = int(np.sum(self.winner == 1))
        return _core.match_statistics(self.wins, self.draws, self.losses, first, second,
                                      self.draws, confidence)

    def balance(self, confidence: float = 0.95) -> Balance:
        """The balance metrics of these games (docs/agents.md defines each): about the game
        when both agents are the same, about the pair otherwise."""
        _confidence("balance", confidence)
        return Balance.of(self, confidence)

    @property
    def score(self) -> float:
        return self.statistics()["score"]

    @property
    def score_interval(self) -> Tuple[float, float]:
        return self.statistics()["score_interval"]

    @property
    def elo(self) -> float:
        return self.statistics()["elo"]

    @property
    def elo_interval(self) -> Tuple[float, float]:
        return self.statistics()["elo_interval"]

    def __str__(self) -> str:
        s = self.statistics()
        low, high = s["score_interval"]
        elo_low, elo_high = s["elo_interval"]
        first_low, first_high = s["first_player_interval"]
        return (f"{self.agent_a} against {self.agent_b} at {self.game.name}, {self.games} games: "
                f"{self.wins} won, {self.draws} drawn, {self.losses} lost\n"
                f"score {s['score']:.3f} (95%: {low:.3f} to {high:.3f}), "
                f"Elo {s['elo']:+.0f} ({elo_low:+.0f} to {elo_high:+.0f})\n"
                f"first player's score {s['first_player_score']:.3f} "
                f"({first_low:.3f} to {first_high:.3f}); "
                f"mean length {float(np.mean(self.plies)) if self.games else 0:.1f} plies")


Progress = Union[None, bool, Callable[[int], Any]]


def _with_progress(where: str, total: int, progress: Progress, run: Callable[[Any], Any]) -> Any:
    """``run(report)``, where ``report`` is None, the caller's function of the games finished,
    or (``progress=True``) a tqdm bar's."""
    if progress is not None and not isinstance(progress, bool) and not callable(progress):
        raise Error(f"{where}: progress {shown(progress)} is not a function or True")
    if progress is True:
        from tqdm.auto import tqdm
        with tqdm(total=total, unit="game", leave=False) as bar:
            return run(lambda done: bar.update(done - bar.n))
    return run(progress or None)


def _ray_settings(where: str, backend: Any, ray_address: Any,
                  chunks: Any) -> Optional[Dict[str, Any]]:
    """None when a study runs here (backend "local"), else the keywords of
    ``distributed.run_matches`` where it runs on Ray (backend "ray"), its Ray arguments checked;
    Error for any other backend, and for Ray's arguments without it."""
    if not isinstance(backend, str) or backend not in ("local", "ray"):
        raise Error(f"{where}: backend {shown(backend)} is not 'local' or 'ray'")
    if backend == "local":
        for name, value in (("ray_address", ray_address), ("chunks", chunks)):
            if value is not None:
                raise Error(f"{where}: {name} is for backend='ray' (the backend is 'local')")
        return None
    if ray_address is not None and not isinstance(ray_address, str):
        raise Error(f"{where}: ray_address {shown(ray_address)} is not text such as "
                    "'auto' or 'HOST:6379'")
    if chunks is not None:
        chunks = _whole(f"{where}: chunks", chunks, 1, 2**31 - 1)
    return {"address": ray_address, "chunks": chunks}


def _match_result(game: Game, agent_a: Any, agent_b: Any, out: dict) -> MatchResult:
    """The MatchResult of a match's games as ``_core.match`` gives them."""
    return MatchResult(game, agent_name(agent_a), agent_name(agent_b), out["a_first"],
                       out["winner"], out["plies"],
                       out["seconds"], out["ply_limit"], out["moves_listed"],
                       out["lead_changes"], out["decided_at"])


def score_interval(wins: int, draws: int, losses: int,
                   confidence: float = 0.95) -> Tuple[float, float]:
    """The interval of a score (a win 1, a draw 1/2) over games played anywhere, as
    MatchResult.statistics gives for a match (docs/agents.md): for games played outside
    ``match``, such as a strategy written in Python.

    >>> score_interval(3, 1, 0)
    (0.3957..., 0.9868...)
    """
    _confidence("score_interval", confidence)
    counts = [_whole(f"score_interval: {name}", value, 0, 2**61)
              for name, value in (("wins", wins), ("draws", draws), ("losses", losses))]
    if sum(counts) == 0:
        raise Error("score_interval: no games (wins, draws and losses are all 0)")
    return _core.match_statistics(*counts, 0, 0, 0, confidence)["score_interval"]


AgentLike = Union[str, Any]  # an agent text, or a Python agent (docs/agents.md)


def match(game: Game, agent_a: AgentLike, agent_b: AgentLike, games: int = 100, *,
          seed: int = 0, threads: int = 1, agent_threads: int = 1, progress: Progress = None,
          evaluation: Optional[List[dict]] = None, backend: str = "local",
          ray_address: Optional[str] = None, chunks: Optional[int] = None) -> MatchResult:
    """Plays ``games`` games of ``agent_a`` against ``agent_b``, A first in the even-numbered
    games, ``threads`` games at a time, in C++ with the GIL released. Every game is seeded by
    the match's seed and its number, so the result does not depend on ``threads``.
    ``evaluation``: as Agent's, for both agents and for who leads (the balance metrics).
    ``backend="ray"`` plays the games on a Ray cluster (``ray_address``, in ``chunks`` pieces),
    ``threads`` at a time in each task, with the same result (docs/distributed.md).
    Ctrl-C stops it (KeyboardInterrupt).

    An agent is a text (``agent_help()``) or written in Python: an object with
    ``choose(state)`` or a function of a state, returning a legal Move of it (a whole turn),
    its text, or (in a game without turn parts) an action number. With a Python agent the
    games are played one after another, in order, on this thread, which holds the GIL only
    while Python runs; before each game its ``reset(seed)``, if it has one, gets the seed a C++
    agent in its seat would, so the same seeds give the same games. Anything else it returns
    is the library's error naming it, the game and the position (docs/agents.md)."""
    if not isinstance(game, Game):
        raise Error(f"match: game {shown(game)} is not a boardlab Game")
    side_a = _side("match", game, agent_a)
    side_b = _side("match", game, agent_b)
    games = _whole("match: games", games, 1, 2**31 - 1)
    seed = _whole("match: seed", seed, 0, 2**64 - 1)
    threads = _whole("match: threads", threads, 1, 1024)
    agent_threads = _whole("match: agent_threads", agent_threads, 1, 256)
    ray = _ray_settings("match", backend, ray_address, chunks)
    if ray is not None:
        _only_texts("match", [agent_a, agent_b])
        from .distributed import MatchJob, run_matches
        out = _with_progress("match", games, progress, lambda report: run_matches(
            "match", [MatchJob(game, agent_a, agent_b, games, seed)], threads=threads,
            agent_threads=agent_threads, evaluation=evaluation, report=report, **ray)[0])
    else:
        out = _with_progress("match", games, progress, lambda report: _core.match(
            game._core, side_a, side_b, games, seed, threads, agent_threads, report,
            evaluation))
    return _match_result(game, agent_a, agent_b, out)

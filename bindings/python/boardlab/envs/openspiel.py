"""Any boardlab game as an OpenSpiel game (``pyspiel``), for OpenSpiel's algorithms.

>>> import boardlab as bl, pyspiel
>>> from boardlab.envs import openspiel_game, register_openspiel
>>> game = openspiel_game("tic_tac_toe")
>>> game.num_distinct_actions(), game.max_game_length()
(18, 9)
>>> state = game.new_initial_state()
>>> state.action_to_string(state.current_player(), 4)
'X@b2'
>>> pyspiel.load_game(register_openspiel("breakthrough")).get_type().short_name
'boardlab_breakthrough'

The game is sequential, deterministic, of perfect information and zero-sum, for two players,
with terminal rewards: +1 to the winner and -1 to the loser, 0 each for a draw (the ply limit
included). Its actions are boardlab's fixed action index (``game.num_actions``,
``state.legal_actions()``) and are decisions of one part of a turn each: a checkers capture
chain is one action a jump, an amazons turn a move then a shot, and the same player moves again
until the turn ends (``current_player()`` is boardlab's ``side_to_move``).
"""
from __future__ import annotations

import re
from typing import Any, Dict, List, Optional, Union

import numpy as np

try:
    import pyspiel
except ModuleNotFoundError:  # pragma: no cover
    raise ImportError("boardlab.envs.openspiel needs OpenSpiel: pip install open_spiel") \
        from None

from .._core import Error, shown
from .._core import MAX_PARTS_IN_TURN
from .._game import BUILTIN_GAMES, Game, State, _game_or_builtin, game as _builtin_game

__all__ = ["openspiel_game", "register_openspiel", "OpenSpielGame", "OpenSpielState"]

# The most parts a turn may have (MAX_PARTS_IN_TURN) is the engine's limit, which its whole-turn
# moves (legal_moves, play) refuse to pass.

_NAME = re.compile(r"[A-Za-z0-9_]+")

# The games register_openspiel has registered in this process: name -> (boardlab game, the
# parameter specification registered with it).
_registered: Dict[str, "tuple[Game, Dict[str, Any]]"] = {}


def openspiel_game(game: Union[Game, str], *, name: Optional[str] = None) -> "OpenSpielGame":
    """The boardlab game ``game`` (a ``bl.Game``, or a built-in game's name) as a
    ``pyspiel.Game``, named ``name`` (default ``"boardlab_"`` and the game's name, lowercase,
    ``_`` for what is not a letter or digit). The game is not registered with OpenSpiel
    (``register_openspiel`` does that); it pickles without the registry, but
    ``pyspiel.deserialize_game_and_state`` finds a game by its name, a registered one only."""
    g = _game_or_builtin("openspiel_game", game)
    short_name = _short_name("openspiel_game", g, name)
    return OpenSpielGame(g, short_name, _options(g, defaults_only=True))


def register_openspiel(game: Union[Game, str], *, name: Optional[str] = None) -> str:
    """Registers ``game`` (a ``bl.Game`` or a built-in game's name) with OpenSpiel under
    ``name`` (default as ``openspiel_game``) and returns the name, so that
    ``pyspiel.load_game(name)`` gives the game. A built-in game's options are the OpenSpiel
    game's parameters, with the game's values as defaults:
    ``pyspiel.load_game("boardlab_breakthrough(files=6,ranks=6)")``.

    Registering an equal game (``==``) under the same name again does nothing; another game
    under a name taken (by boardlab or by an OpenSpiel game) is an Error: OpenSpiel cannot
    unregister a game, so a name keeps its first game for the life of the process."""
    g = _game_or_builtin("register_openspiel", game)
    short_name = _short_name("register_openspiel", g, name)
    known = _registered.get(short_name)
    if known is not None:
        if known[0] == g:  # the same rules: the name already gives them
            return short_name
        raise Error(f"register_openspiel: the name {short_name!r} is taken by another game, "
                    f"{known[0]!r}; give this one another name (name=...)")
    if short_name in pyspiel.registered_names():
        raise Error(f"register_openspiel: OpenSpiel already has a game named {short_name!r}; "
                    "give this one another name (name=...)")
    defaults = _options(g, defaults_only=False)
    _registered[short_name] = (g, defaults)
    pyspiel.register_game(_game_type(g, short_name, defaults), _Maker(short_name))
    return short_name


class _Maker:
    """What pyspiel.load_game calls for a name register_openspiel registered, with OpenSpiel's
    parameters (the defaults filled in).

    OpenSpiel's registry lets go of it only as the process ends, after Python has finished, when
    freeing a Python object may crash the interpreter. So a maker holds no more than its name
    (the game is in ``_registered``, which Python frees in time), and refers to itself, so that
    it is never freed."""

    def __init__(self, short_name: str) -> None:
        self.short_name = short_name
        self._itself = self

    def __call__(self, params: Dict[str, Any]) -> "OpenSpielGame":
        game, defaults = _registered[self.short_name]
        return OpenSpielGame(_with_params(game, defaults, dict(params)), self.short_name,
                             defaults)


class OpenSpielGame(pyspiel.Game):
    """A boardlab game as a ``pyspiel.Game`` (made by ``openspiel_game`` and by
    ``pyspiel.load_game`` of a name ``register_openspiel`` gave)."""

    def __init__(self, game: Game, short_name: str, defaults: Dict[str, Any]) -> None:
        self._bl = game
        self._defaults = dict(defaults)
        self._observation_shape = game.start().observation().shape
        # the parameters are the options that differ from the name's defaults
        params = {k: v for k, v in _options(game, defaults_only=False).items()
                  if v != defaults[k]}
        super().__init__(_game_type(game, short_name, defaults), _game_info(game), params)

    @property
    def boardlab_game(self) -> Game:
        """The boardlab game this OpenSpiel game plays."""
        return self._bl

    def new_initial_state(self, text: Optional[str] = None) -> "OpenSpielState":
        """The start position, or the position of a position text (docs/rules.md; a
        PositionError for bad text), with an empty OpenSpiel history."""
        if text is None:
            return OpenSpielState(self, self._bl.start())
        if not isinstance(text, str):
            raise Error(f"new_initial_state: {shown(text)} is not position text")
        return OpenSpielState(self, self._bl.state(text))

    def make_py_observer(self, iig_obs_type: Any = None,
                         params: Optional[Dict[str, Any]] = None) -> "_PositionObserver":
        """The observer of every observation type (a game of perfect information: every
        player sees the whole position, and it is also the information state)."""
        if isinstance(iig_obs_type, dict) and params is None:  # called as (params)
            iig_obs_type, params = None, iig_obs_type
        if params:
            raise Error(f"{self.get_type().short_name}: observation parameters are not "
                        f"supported (given {shown(dict(params))})")
        return _PositionObserver(self._observation_shape)

    def __reduce__(self):
        return (OpenSpielGame, (self._bl, self.get_type().short_name, self._defaults))

    def __deepcopy__(self, memo) -> "OpenSpielGame":
        return self  # a game does not change


class OpenSpielState(pyspiel.State):
    """A position of a boardlab game as a ``pyspiel.State``. Its one attribute is the boardlab
    state (which OpenSpiel's ``clone`` deep-copies and ``serialize`` pickles)."""

    def __init__(self, game: OpenSpielGame, state: State) -> None:
        super().__init__(game)
        self._state = state

    @property
    def boardlab_state(self) -> State:
        """A copy of the boardlab state (with its history, whole turns)."""
        return self._state.copy()

    def current_player(self) -> int:
        if self._state.is_over():
            return pyspiel.PlayerId.TERMINAL
        return self._state.side_to_move

    def _legal_actions(self, player: int) -> List[int]:
        # boardlab lists them sorted, as OpenSpiel requires
        return self._state.legal_actions()

    def legal_actions(self, player: Optional[int] = None) -> List[int]:
        """The legal actions of ``player`` (by default the player to move): none for the other
        player or once the game is over. The answer OpenSpiel's C++ gives, without the two calls
        back into Python it makes to get it (the player to move, then the actions)."""
        if player is None or player == self.current_player():
            return self._state.legal_actions()
        return []

    def _apply_action(self, action: int) -> None:
        self._state.play_action(action)

    def _action_to_string(self, player: int, action: int) -> str:
        return self._state.game.action_text(action)

    def is_terminal(self) -> bool:
        return self._state.is_over()

    def returns(self) -> List[float]:
        outcome = self._state.outcome
        if outcome is None or outcome.winner is None:
            return [0.0, 0.0]
        return [1.0, -1.0] if outcome.winner == 0 else [-1.0, 1.0]

    def __str__(self) -> str:
        return str(self._state)

    def __deepcopy__(self, memo) -> "OpenSpielState":
        return self.clone()

    def __reduce__(self):
        return (_state_of_actions, (self.get_game(), self._state._root, list(self.history())))


def _state_of_actions(game: OpenSpielGame, root: str, actions: List[int]) -> OpenSpielState:
    """The state of `game` after `actions` from the position text `root` (for unpickling)."""
    state = game.new_initial_state(root)
    for action in actions:
        state.apply_action(action)
    return state


class _PositionObserver:
    """OpenSpiel's Python observer protocol: ``tensor`` (flat) and ``dict`` (its view as
    boardlab's planes, (planes, ranks, files)) hold ``state.observation()``, and the string is
    the position text. Both are the same for either player."""

    def __init__(self, shape) -> None:
        self.tensor = np.zeros(int(np.prod(shape)), np.float32)
        self.dict = {"observation": self.tensor.reshape(shape)}

    def set_from(self, state: OpenSpielState, player: int) -> None:
        self.dict["observation"][...] = state._state.observation()

    def string_from(self, state: OpenSpielState, player: int) -> str:
        return state._state.text


def _short_name(where: str, game: Game, name: Any) -> str:
    if name is None:
        return "boardlab_" + (re.sub(r"[^a-z0-9]+", "_", game.name.lower()).strip("_") or "game")
    if not isinstance(name, str) or not _NAME.fullmatch(name):
        raise Error(f"{where}: name {shown(name)} is not an OpenSpiel game name (letters, "
                    "digits and _)")
    return name


def _options(game: Game, *, defaults_only: bool) -> Dict[str, Any]:
    """A built-in game's options: the built-in defaults (``defaults_only``), or those with the
    game's own values; none for a variant."""
    if game._builtin is None:
        return {}
    out = dict(BUILTIN_GAMES[game._builtin])
    if not defaults_only:
        out.update(game._options)
    return out


def _with_params(game: Game, defaults: Dict[str, Any], params: Dict[str, Any]) -> Game:
    """The game of a registered name with OpenSpiel's parameters (all of them, the defaults
    filled in): the registered game itself when they are its options."""
    if params == defaults or game._builtin is None:  # a variant has no parameters
        return game
    builtin = BUILTIN_GAMES[game._builtin]
    return _builtin_game(game._builtin,
                         **{k: v for k, v in params.items() if v != builtin[k]})


def _max_actions_per_ply(game: Game) -> int:
    """The most actions a turn (a ply) may take. A turn has several parts where a primitive
    goes on with a later part of the same piece (``then``: amazons' shot, capture chains): at
    most as many as the longest path of parts (a stop takes the place of the part it declines),
    or the engine's limit where a part may lead back to itself or an earlier one (a chain)."""
    most = 1
    for kind in game.variant().to_dict()["kinds"]:
        goes_on: Dict[int, set] = {}  # part -> the parts its primitives go on with
        for move in kind.get("moves", []):
            if move.get("then"):
                goes_on.setdefault(move.get("part", 0), set()).add(move["then"])

        def longest(part: int, path: frozenset) -> Optional[int]:
            """The most parts of a turn from `part` on; None where a part may come again."""
            if part in path:
                return None
            best = 0
            for then in goes_on.get(part, ()):
                parts = longest(then, path | {part})
                if parts is None:
                    return None
                best = max(best, parts)
            return 1 + best

        parts = longest(0, frozenset())
        if parts is None:
            return MAX_PARTS_IN_TURN
        most = max(most, parts)
    return most


def _game_type(game: Game, short_name: str, defaults: Dict[str, Any]) -> "pyspiel.GameType":
    return pyspiel.GameType(
        short_name=short_name,
        long_name=f"boardlab {game.name}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.DETERMINISTIC,
        information=pyspiel.GameType.Information.PERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=2,
        min_num_players=2,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=defaults)


def _game_info(game: Game) -> "pyspiel.GameInfo":
    return pyspiel.GameInfo(
        num_distinct_actions=game.num_actions,
        max_chance_outcomes=0,
        num_players=2,
        min_utility=-1.0,
        max_utility=1.0,
        utility_sum=0.0,
        max_game_length=game.max_plies * _max_actions_per_ply(game))

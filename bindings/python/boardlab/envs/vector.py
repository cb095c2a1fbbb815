"""Many games stepped together in C++: batched self-play for learning code.

>>> import boardlab as bl
>>> from boardlab.envs import VectorEnv
>>> env = VectorEnv(bl.game("tic_tac_toe"), 4)
>>> step = env.reset()
>>> step.observation.shape, step.action_mask.shape
((4, 6, 3, 3), (4, 18))
>>> step = env.step(env.random_actions(seed=1))
>>> step.current_player.tolist()
[1, 1, 1, 1]
"""
from __future__ import annotations

from typing import Any, NamedTuple, Optional, Tuple, Union

import numpy as np

from .. import _core
from .._core import Error, shown
from .._game import Game, _game_or_builtin, _whole


class VectorStep(NamedTuple):
    """What a step (or a reset) gives back, one row a game. Arrays are new at every step."""

    observation: np.ndarray  # float32 (games, planes, ranks, files): State.observation()'s planes
    action_mask: np.ndarray  # bool (games, actions): the legal actions of the player to act
    reward: np.ndarray  # float32 (games, 2): player 0's and player 1's reward for this step
    terminated: np.ndarray  # bool (games,): the game ended by its rules on this step
    truncated: np.ndarray  # bool (games,): the game reached its ply limit on this step
    current_player: np.ndarray  # int8 (games,): the player to act next


class VectorEnv:
    """``count`` games of ``game`` stepped together in C++ on ``threads`` threads, with the GIL
    released: ``step(actions)`` plays one action (a number of the game's stable action index) in
    every game, for whichever player is to act there (``current_player``), and returns every
    game's observation, action mask, rewards and end flags as numpy arrays.

    Rewards go to both players: +1 to the winner and -1 to the loser on the step that ends a
    game, 0 otherwise and for a draw. ``terminated`` marks an end by the rules, ``truncated`` one
    by the game's ply limit. A game that ends starts again at once (automatic reset): the step's
    rewards and flags say how it ended, its observation and mask are the new game's. An action
    that is not legal in its game raises Error before any game moves.
    """

    def __init__(self, game: Union[Game, str], count: int, *, threads: int = 1) -> None:
        game = _game_or_builtin("VectorEnv", game)
        count = _whole("VectorEnv: count", count, 1, _core.MAX_VECTOR_ENV_GAMES)
        threads = _whole("VectorEnv: threads", threads, 1, _core.MAX_THREADS)
        self._game = game
        self._core = _core.VectorEnv(game._core, count, threads)
        self._threads = threads

    @property
    def game(self) -> Game:
        return self._game

    @property
    def count(self) -> int:
        """The number of games."""
        return self._core.count

    @property
    def num_actions(self) -> int:
        return self._core.num_actions

    @property
    def observation_shape(self) -> Tuple[int, int, int]:
        """One game's observation: (planes, ranks, files)."""
        return self._core.observation_shape

    def reset(self, out: Optional[VectorStep] = None) -> VectorStep:
        """Every game back to its start; no rewards, no ends. ``out``: as ``step``'s."""
        return VectorStep(*self._core.reset(out))

    def step(self, actions: Any, out: Optional[VectorStep] = None) -> VectorStep:
        """Plays ``actions[i]`` in game ``i``: one whole number a game (any integer dtype), from
        0 to num_actions - 1, legal in its game. The arrays are new, unless ``out`` is a
        VectorStep this batch returned before: then they are written over (no allocation; the
        fastest way, when the last step's arrays are no longer needed)."""
        try:
            chosen = np.asarray(actions)
        except (ValueError, TypeError) as e:  # a ragged list, say
            raise Error(f"VectorEnv.step: actions {shown(actions)} are not an array of whole "
                        f"numbers ({e})") from None
        return VectorStep(*self._core.step(chosen, out))

    def random_actions(self, seed: int = 0) -> np.ndarray:
        """A legal action of every game, drawn uniformly (the same for the same seed and
        positions, whatever the thread count)."""
        return self._core.random_actions(_whole("VectorEnv.random_actions: seed", seed, 0,
                                                2**64 - 1))

    def position_text(self, index: int) -> str:
        """Game ``index``'s position as text (``game.state(text)`` makes a State of it)."""
        return self._core.position_text(_whole("VectorEnv.position_text: index", index, 0,
                                               self.count - 1))

    def __reduce__(self):
        raise Error("VectorEnv cannot be pickled: its games run in C++ threads; make a new one "
                    "(and replay, or read position_text) where it is needed")

    def __repr__(self) -> str:
        return (f"VectorEnv({self._game.name!r}, count={self.count}, "
                f"threads={self._threads})")

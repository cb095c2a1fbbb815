"""A boardlab game as a Gymnasium environment: the learner plays one side against a fixed
boardlab agent, which moves by itself (at ``reset`` when it starts, and after each of the
learner's turns).

>>> from boardlab.envs import gymnasium_env
>>> env = gymnasium_env("tic_tac_toe", opponent="random")
>>> observation, info = env.reset(seed=0)
>>> observation["observation"].shape, int(observation["action_mask"].sum())
((6, 3, 3), 9)
>>> observation, reward, terminated, truncated, info = env.step(4)    # X@b2, then O plays
>>> int(observation["action_mask"].sum()), reward, terminated
(7, 0.0, False)

See docs/environments.md for the observations, rewards and the choices made.
"""
from __future__ import annotations

from typing import Any, Dict, Optional, Tuple, Union

import numpy as np

from .._core import Error, IllegalMoveError, shown
from .._game import Game, State, _game_or_builtin, _whole
from ..agents import Agent, AgentLike, _play_chosen, _python_chooser, agent_name
from . import _common   # raises ImportError, with what to install, without Gymnasium

import gymnasium
from gymnasium.spaces import Discrete

__all__ = ["gymnasium_env", "BoardlabEnv"]

WHERE = "gymnasium_env"


def gymnasium_env(game: Union[Game, str], *, opponent: AgentLike = "random", player: int = 0,
                  render_mode: Optional[str] = None,
                  illegal_action: str = "lose") -> "BoardlabEnv":
    """A Gymnasium environment in which the learner plays ``player`` (0 or 1) of ``game`` (a
    Game, or a built-in game's name) against the boardlab agent ``opponent`` (agent text, as
    ``bl.Agent`` takes: "random", "greedy", "mcts:100", "alphabeta:3", ...; or a Python agent,
    as ``bl.match`` takes, whose ``reset(seed)``, if it has one, is called at each ``reset``).

    Rewards: +1 when the learner wins, -1 when it loses, 0 for a draw and on every other step.
    A game the ply limit ends is truncated (a draw, reward 0); any other end terminates it.
    ``illegal_action``: what an action the mask forbids does: "lose" (the learner forfeits:
    reward -1, terminated, ``info["reason"] == "illegal_action"``: every action of the action
    space is a valid input to ``step``, as Gymnasium asks, and learners without masks learn to
    avoid them) or "raise" (IllegalMoveError, nothing changes). The opponent's moves follow
    from the seed given to ``reset`` (but for timed agents such as "mcts_time:0.1")."""
    return BoardlabEnv(game, opponent=opponent, player=player, render_mode=render_mode,
                       illegal_action=illegal_action)


class BoardlabEnv(gymnasium.Env):
    """See :func:`gymnasium_env`. ``position`` is the game's State (read it; play through
    ``step``)."""

    metadata: Dict[str, Any] = {"render_modes": list(_common.RENDER_MODES), "render_fps": 1}

    def __init__(self, game: Union[Game, str], *, opponent: AgentLike = "random",
                 player: int = 0, render_mode: Optional[str] = None,
                 illegal_action: str = "lose") -> None:
        self.game = _game_or_builtin(WHERE, game)
        if opponent is None or isinstance(opponent, (bool, int, float, bytes)):
            raise Error(f"{WHERE}: opponent {shown(opponent)} is not agent text such as "
                        "'random' or 'mcts:100'")
        try:
            if isinstance(opponent, str):
                Agent(self.game, opponent)   # checks the text now, not at the first reset
            else:
                _python_chooser(WHERE, opponent)
        except Error as e:
            raise type(e)(f"{WHERE}: opponent {e}") from None
        self.player = _whole(f"{WHERE}: player", player, 0, 1, expected="0 or 1")
        self.opponent = opponent
        self.render_mode = _common.check_render_mode(WHERE, render_mode)
        self.illegal_action = _common.check_illegal_action(WHERE, illegal_action)
        self.observation_space = _common.observation_space(self.game)
        self.action_space = Discrete(self.game.num_actions)
        self.position: Optional[State] = None
        self._agent: Any = None   # the opponent's Agent, or the Python agent itself
        self._over = False

    def reset(self, *, seed: Optional[int] = None,
              options: Optional[dict] = None) -> Tuple[Dict[str, np.ndarray], dict]:
        """The start position, after the opponent's first turn if it starts. ``seed`` seeds the
        environment's generator, which seeds the opponent of each episode."""
        seed = _common.check_seed(f"{WHERE}.reset", seed)
        _common.check_options(f"{WHERE}.reset", options)
        super().reset(seed=seed)
        agent_seed = int(self.np_random.integers(0, 2**63))
        if isinstance(self.opponent, str):
            self._agent = Agent(self.game, self.opponent, seed=agent_seed)
        else:
            self._agent = self.opponent
            reset_agent = getattr(self.opponent, "reset", None)
            if callable(reset_agent):
                reset_agent(agent_seed)
        self.position = self.game.start()
        self._over = False
        self._opponent_plays()
        outcome = self.position.outcome
        info: dict = {}
        if outcome is not None:   # over before the learner moves: a game the opponent ends
            self._over = True
            info = {"winner": outcome.winner, "reason": outcome.reason}
        if self.render_mode == "human":
            self.render()
        return self._observation(), info

    def step(self, action: Any) -> Tuple[Dict[str, np.ndarray], float, bool, bool, dict]:
        """Plays the learner's action (one part of its turn in a game whose turns have parts),
        then the opponent's turn if the learner's is over."""
        state = self.position
        if state is None:
            raise Error(f"{WHERE}: step() before reset()")
        if self._over:
            raise Error(f"{WHERE}: step() after the game ended; call reset()")
        number = _common.action_number(WHERE, action, self.game.num_actions)
        try:  # an illegal action changes nothing
            state.play_action(number)
        except IllegalMoveError:
            if self.illegal_action == "raise":
                raise _common.illegal_action_error(WHERE, f"player {self.player}", number,
                                                   state) from None
            self._over = True
            info = {"winner": 1 - self.player, "reason": "illegal_action"}
            return self._observation(), -1.0, True, False, info
        self._opponent_plays()
        if self.render_mode == "human":
            self.render()
        if not state.is_over():
            return self._observation(), 0.0, False, False, {}
        outcome = state.outcome
        self._over = True
        truncated = outcome.reason == "ply_limit"
        info = {"winner": outcome.winner, "reason": outcome.reason}
        return (self._observation(), _common.reward_of(outcome.winner, self.player),
                not truncated, truncated, info)

    def _opponent_plays(self) -> None:
        """The opponent's whole turns while it is to move."""
        state = self.position
        assert state is not None and self._agent is not None
        while not state.is_over() and state.side_to_move != self.player:
            if isinstance(self._agent, Agent):
                state.play(self._agent.choose(state))
            else:
                # A copy, so that the agent may play on what it is shown.
                chosen = _python_chooser(WHERE, self._agent)(state.copy())
                _play_chosen(f"{WHERE}: opponent", self._agent, state, chosen)

    def _observation(self) -> Dict[str, np.ndarray]:
        state = self.position
        assert state is not None
        may_act = not self._over and state.side_to_move == self.player
        return _common.observation(state, may_act)

    def render(self) -> Union[None, str, np.ndarray]:
        if self.position is None:
            raise Error(f"{WHERE}: render() before reset()")
        return _common.render(WHERE, self.render_mode, self.position)

    def close(self) -> None:
        """Nothing to release (pictures are drawn off screen)."""

    def __repr__(self) -> str:
        opponent = self.opponent if isinstance(self.opponent, str) else agent_name(self.opponent)
        return (f"boardlab.envs.gymnasium_env({self.game!r}, opponent={opponent!r}, "
                f"player={self.player})")

"""A boardlab game as a PettingZoo AEC environment: two agents, ``player_0`` and ``player_1``,
taking turns as the game says (the same agent again for the later parts of a multi-part turn).

>>> from boardlab.envs import pettingzoo_env
>>> env = pettingzoo_env("tic_tac_toe")
>>> env.reset(seed=0)
>>> env.agent_selection
'player_0'
>>> env.step(4)                    # X@b2
>>> env.agent_selection, env.observe("player_1")["action_mask"].nonzero()[0].tolist()
('player_1', [9, 10, 11, 12, 14, 15, 16, 17])

See docs/environments.md for the observations, rewards and the choices made.
"""
from __future__ import annotations

from typing import Any, Dict, List, Optional, Union

import numpy as np

from .._core import Error, IllegalMoveError, shown
from .._game import Game, State, _game_or_builtin
from . import _common

try:
    from pettingzoo import AECEnv
except ImportError as e:  # pragma: no cover - the tests skip without PettingZoo
    raise ImportError("boardlab.envs.pettingzoo_env needs PettingZoo: pip install "
                      "'boardlab[envs]' (or pip install pettingzoo)") from e

__all__ = ["pettingzoo_env", "BoardlabAECEnv"]

AGENTS = ("player_0", "player_1")
WHERE = "pettingzoo_env"


def pettingzoo_env(game: Union[Game, str], *, render_mode: Optional[str] = None,
                   illegal_action: str = "raise") -> "BoardlabAECEnv":
    """A PettingZoo AEC environment of ``game`` (a Game, or a built-in game's name).

    ``render_mode``: None, "ansi" (``render()`` returns the ASCII board), "human" (prints it,
    after every ``reset`` and ``step`` too) or "rgb_array" (an (H, W, 3) uint8 picture, the SVG
    picture of notebooks drawn with matplotlib). ``illegal_action``: what an action the action
    mask forbids does: "raise" (IllegalMoveError, nothing changes: the mask is there to prevent
    it, as in PettingZoo's own board games unwrapped) or "lose" (the agent forfeits: -1 to it,
    +1 to the other, both terminated, ``infos[...]["reason"] == "illegal_action"``, as
    PettingZoo's TerminateIllegalWrapper does)."""
    return BoardlabAECEnv(game, render_mode=render_mode, illegal_action=illegal_action)


class BoardlabAECEnv(AECEnv):
    """See :func:`pettingzoo_env`. ``position`` is the game's State (read it; play through
    ``step``)."""

    metadata: Dict[str, Any] = {"render_modes": list(_common.RENDER_MODES), "name": "boardlab",
                                "is_parallelizable": False, "render_fps": 1}

    def __init__(self, game: Union[Game, str], *, render_mode: Optional[str] = None,
                 illegal_action: str = "raise") -> None:
        super().__init__()
        self.game = _game_or_builtin(WHERE, game)
        self.render_mode = _common.check_render_mode(WHERE, render_mode)
        self.illegal_action = _common.check_illegal_action(WHERE, illegal_action)
        self.metadata = dict(self.metadata, name=f"boardlab_{self.game.name}")
        self.possible_agents = list(AGENTS)
        space = _common.observation_space(self.game)
        self.observation_spaces = {agent: space if i == 0 else _common.observation_space(self.game)
                                   for i, agent in enumerate(AGENTS)}
        from gymnasium.spaces import Discrete
        self.action_spaces = {agent: Discrete(self.game.num_actions) for agent in AGENTS}
        self.state_space = _common.observation_space(self.game)["observation"]
        self.position: Optional[State] = None
        self.agents: List[str] = []
        self.rewards: Dict[str, float] = {}
        self._cumulative_rewards: Dict[str, float] = {}
        self.terminations: Dict[str, bool] = {}
        self.truncations: Dict[str, bool] = {}
        self.infos: Dict[str, dict] = {}
        self.agent_selection = AGENTS[0]

    # -- spaces --
    def observation_space(self, agent: str):
        return self.observation_spaces[self._agent(agent)]

    def action_space(self, agent: str):
        return self.action_spaces[self._agent(agent)]

    def _agent(self, agent: Any) -> str:
        if not isinstance(agent, str) or agent not in AGENTS:
            raise Error(f"{WHERE}: agent {shown(agent)} is not 'player_0' or 'player_1'")
        return agent

    # -- play --
    def reset(self, seed: Optional[int] = None, options: Optional[dict] = None) -> None:
        """The start position, player_0 (or whoever the game starts with) to act. The game has no
        chance: ``seed`` seeds the action spaces' ``sample()``, so that a loop of random
        actions repeats."""
        seed = _common.check_seed(f"{WHERE}.reset", seed)
        _common.check_options(f"{WHERE}.reset", options)
        if seed is not None:
            for i, agent in enumerate(AGENTS):
                self.action_spaces[agent].seed(
                    int(np.random.SeedSequence([seed, i]).generate_state(1, np.uint64)[0]))
        self.position = self.game.start()
        self.agents = list(AGENTS)
        self.rewards = {agent: 0.0 for agent in AGENTS}
        self._cumulative_rewards = {agent: 0.0 for agent in AGENTS}
        self.terminations = {agent: False for agent in AGENTS}
        self.truncations = {agent: False for agent in AGENTS}
        self.infos = {agent: {} for agent in AGENTS}
        self.agent_selection = AGENTS[self.position.side_to_move]
        self._finish(self.position.outcome)   # a game over at its start (a variant may be)
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def observe(self, agent: str) -> Dict[str, np.ndarray]:
        """``{"observation": the position's planes, "action_mask": int8, 1 for the legal
        actions}``; the planes are the same for both agents (the side to move is one of them),
        the mask is all zeros but for the agent to act while the game goes on."""
        agent = self._agent(agent)
        state = self._position("observe")
        may_act = (agent == self.agent_selection and agent in self.agents
                   and not (self.terminations[agent] or self.truncations[agent]))
        return _common.observation(state, may_act)

    def state(self) -> np.ndarray:
        """The global state: the position's planes (the game has no hidden information)."""
        return self._position("state").observation()

    def step(self, action: Any) -> None:
        """The action of the agent to act (``agent_selection``), or None for a finished
        agent."""
        state = self._position("step")
        if not self.agents:
            raise Error(f"{WHERE}: step after the game is over and both agents have left; "
                        "call reset()")
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            if action is not None:
                raise Error(f"{WHERE}: {agent}'s game is over: its action must be None, not "
                            f"{shown(action)}")
            self._was_dead_step(action)
            return
        number = _common.action_number(f"{WHERE}: {agent}", action, self.game.num_actions)
        try:  # an illegal action changes nothing
            state.play_action(number)
            legal = True
        except IllegalMoveError:
            legal = False
        if not legal and self.illegal_action == "raise":
            raise _common.illegal_action_error(WHERE, agent, number, state)
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        if not legal:
            self._end(winner=1 - AGENTS.index(agent), reason="illegal_action", truncated=False)
        else:
            self.agent_selection = AGENTS[state.side_to_move]
            if state.is_over():
                self._finish(state.outcome)
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def _finish(self, outcome) -> None:
        """Ends the game if ``outcome`` says it is over: a ply-limit draw truncates it."""
        if outcome is not None:
            self._end(outcome.winner, outcome.reason, truncated=outcome.reason == "ply_limit")

    def _end(self, winner: Optional[int], reason: str, truncated: bool) -> None:
        for i, agent in enumerate(AGENTS):
            self.rewards[agent] = _common.reward_of(winner, i)
            self.infos[agent] = {"winner": winner, "reason": reason}
            (self.truncations if truncated else self.terminations)[agent] = True

    def _position(self, what: str) -> State:
        if self.position is None:
            raise Error(f"{WHERE}: {what}() before reset()")
        return self.position

    # -- pictures --
    def render(self) -> Union[None, str, np.ndarray]:
        return _common.render(WHERE, self.render_mode, self._position("render"))

    def close(self) -> None:
        """Nothing to release (pictures are drawn off screen)."""

    def __repr__(self) -> str:
        return f"boardlab.envs.pettingzoo_env({self.game!r})"

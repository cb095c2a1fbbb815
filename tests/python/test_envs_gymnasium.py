"""The Gymnasium adapter (boardlab.envs.gymnasium_env, in boardlab/envs/gymnasium.py): Gymnasium's environment checker on
several games (turns of one part and of several, the learner first and second), a random game of
every game case inside the observation space, and hand-checked tic-tac-toe games whose results an
independent line check confirms (rewards, terminated, truncated), illegal actions, bad arguments
and seeding."""
from __future__ import annotations

import doctest
import warnings

import numpy as np
import pytest

gymnasium = pytest.importorskip("gymnasium",
                                reason="Gymnasium is not installed (pip install '.[envs]')")

import boardlab as bl  # noqa: E402
from boardlab.envs import gymnasium_env  # noqa: E402
from gymnasium.envs.registration import EnvSpec  # noqa: E402
from gymnasium.utils.env_checker import check_env  # noqa: E402

import boardlab.envs.gymnasium as gymnasium_module  # noqa: E402
from conftest import GAME_CASES  # noqa: E402

NO_SPEC = "Not able to test alternative render modes due to the environment not having a spec"
TTT = bl.game("tic_tac_toe")
# Tic-tac-toe's actions: X on cell i is i, O on cell i is 9 + i (cells a1 b1 c1 a2 ... c3).
X = {cell: i for i, cell in enumerate("a1 b1 c1 a2 b2 c2 a3 b3 c3".split())}
O = {cell: 9 + i for cell, i in X.items()}
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def lines_of(state):
    """The symbols that have three in a row (read from the cells, not from the engine's
    outcome)."""
    cells = state.stacks()
    return {cells[a] for a, b, c in LINES if cells[a] and cells[a] == cells[b] == cells[c]}


def checked(env, expected_warnings=()):
    """Runs check_env on ``env``: no warning but the expected ones, and steps taken."""
    steps = []
    step = env.step
    env.step = lambda action: (steps.append(action), step(action))[1]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        check_env(env)
    unexpected = [str(w.message) for w in caught
                  if not any(text in str(w.message) for text in expected_warnings)]
    assert unexpected == []
    assert steps   # it stepped (how often depends on the Gymnasium version)


# Gymnasium's own checker on a game of each kind of turn: drops that fall, steps, a move and a
# shot, passes. Every game's spaces and steps (the registry's, through GAME_CASES) are checked by
# test_a_random_game_stays_in_the_observation_space below.
@pytest.mark.parametrize("name", ["connect_four", "breakthrough", "amazons", "othello"])
@pytest.mark.parametrize("player", [0, 1])
def test_check_env_passes(name, player):
    env = gymnasium_env(name, player=player)
    checked(env, [NO_SPEC])


@pytest.mark.parametrize("name, opponent", [("tic_tac_toe", "random"),
                                            ("checkers", "mcts:50")])
def test_check_env_passes_with_every_render_mode(name, opponent, capsys):
    """Made through a spec, so that the checker also renders in each of the render modes."""
    spec = EnvSpec(id=f"boardlab-test/{name}-v0", entry_point=gymnasium_env,
                   kwargs={"game": name, "opponent": opponent, "player": 1})
    env = gymnasium.make(spec, render_mode="rgb_array")
    checked(env.unwrapped)
    assert capsys.readouterr().out.startswith(" ")   # the human mode printed a board


@pytest.mark.parametrize("case", [c[1] for c in GAME_CASES], ids=[c[0] for c in GAME_CASES])
def test_a_random_game_stays_in_the_observation_space(case):
    """To its end, against the random opponent: every observation in the space (the bounds hold
    every value the engine writes), the mask the learner's legal actions, the learner to act
    after every step."""
    env = gymnasium_env(case(), player=1)
    rng = np.random.default_rng(0)
    observation, info = env.reset(seed=0)
    assert info == {}
    for steps in range(1, 2000):
        assert env.observation_space.contains(observation)
        assert env.position.side_to_move == 1
        assert np.array_equal(observation["observation"], env.position.observation())
        assert np.array_equal(observation["action_mask"].astype(bool),
                              env.position.legal_action_mask())
        action = int(rng.choice(np.flatnonzero(observation["action_mask"])))
        observation, reward, terminated, truncated, info = env.step(action)
        if terminated or truncated:
            break
        assert reward == 0 and info == {}
    outcome = env.position.outcome
    assert outcome is not None
    assert env.observation_space.contains(observation) and not observation["action_mask"].any()
    assert info == {"winner": outcome.winner, "reason": outcome.reason}
    assert reward == (0 if outcome.winner is None else 1 if outcome.winner == 1 else -1)
    assert truncated == (outcome.reason == "ply_limit") != terminated


def play(env, seed, choose):
    """An episode from reset(seed): the learner's actions from ``choose(env, observation)``;
    returns the moves, the rewards, and the last step's terminated, truncated and info."""
    observation, _ = env.reset(seed=seed)
    rewards = []
    while True:
        observation, reward, terminated, truncated, info = env.step(choose(env, observation))
        rewards.append(reward)
        if terminated or truncated:
            return [m.text for m in env.position.history], rewards, terminated, truncated, info


def perfect(env, observation):
    return env.position.action_of(bl.Agent(env.game, "alphabeta:9", seed=1).choose(env.position))


def lowest(env, observation):
    return int(np.flatnonzero(observation["action_mask"])[0])


def test_a_win():
    env = gymnasium_env("tic_tac_toe", opponent="random")
    moves, rewards, terminated, truncated, info = play(env, 1, perfect)
    assert lines_of(env.position) == {"X"} and moves[-1].startswith("X@")
    assert rewards == [0.0] * (len(rewards) - 1) + [1.0]
    assert (terminated, truncated, info) == (True, False, {"winner": 0, "reason": "condition"})


def test_a_loss_as_either_player():
    # The lowest legal action every time against perfect play loses.
    for player, symbol in [(0, "O"), (1, "X")]:
        env = gymnasium_env("tic_tac_toe", opponent="alphabeta:9", player=player)
        moves, rewards, terminated, truncated, info = play(env, 0, lowest)
        assert lines_of(env.position) == {symbol} and moves[-1].startswith(symbol + "@")
        assert rewards == [0.0] * (len(rewards) - 1) + [-1.0]
        assert (terminated, truncated, info) == \
            (True, False, {"winner": 1 - player, "reason": "condition"})


def test_a_draw():
    env = gymnasium_env("tic_tac_toe", opponent="alphabeta:9")
    moves, rewards, terminated, truncated, info = play(env, 0, perfect)
    assert len(moves) == 9 and lines_of(env.position) == set()
    assert rewards == [0.0] * 5
    assert (terminated, truncated, info) == \
        (True, False, {"winner": None, "reason": "no_legal_move"})


def test_the_ply_limit_truncates():
    env = gymnasium_env(bl.game("tic_tac_toe", max_plies=2))
    env.reset(seed=0)
    observation, reward, terminated, truncated, info = env.step(X["b2"])   # then O, ply 2
    assert (reward, terminated, truncated) == (0.0, False, True)
    assert info == {"winner": None, "reason": "ply_limit"}
    assert not observation["action_mask"].any() and env.position.ply == 2


def test_the_opponent_moves_first_at_reset():
    env = gymnasium_env("tic_tac_toe", player=1)
    observation, info = env.reset(seed=0)
    assert env.position.ply == 1 and env.position.side_to_move == 1 and info == {}
    assert env.position.history[0].text.startswith("X@")
    legal = [TTT.action_text(a) for a in np.flatnonzero(observation["action_mask"])]
    assert len(legal) == 8 and all(text.startswith("O@") for text in legal)


def test_turns_of_several_parts():
    # Amazons: the learner's move and shot are two steps; the opponent's whole turn follows.
    env = gymnasium_env("amazons")
    env.reset(seed=0)
    texts = [env.game.action_text(a) for a in range(env.game.num_actions)]
    observation, reward, terminated, _, _ = env.step(texts.index("d1-a1"))
    assert (env.position.ply, env.position.side_to_move, reward, terminated) == (0, 0, 0.0, False)
    shots = [env.game.action_text(a) for a in np.flatnonzero(observation["action_mask"])]
    assert shots and all(text.startswith("a1/") for text in shots)
    env.step(texts.index("a1/a2"))
    assert env.position.ply == 2 and env.position.side_to_move == 0
    assert [m.text for m in env.position.history][0] == "d1-a1/a2"
    # Checkers: the opponent's capture chains are played whole, and the learner is to act after
    # every step.
    env = gymnasium_env("checkers")
    rng = np.random.default_rng(3)
    chains = 0
    for seed in range(3):
        observation, _ = env.reset(seed=seed)
        while True:
            action = int(rng.choice(np.flatnonzero(observation["action_mask"])))
            observation, _, terminated, truncated, _ = env.step(action)
            if terminated or truncated:
                break
            assert env.position.side_to_move == 0
        chains += sum(m.text.count("x") > 1 or m.text.count("-") > 1
                      for m in env.position.history[1::2])
    assert chains > 0


def test_an_illegal_action_loses():
    env = gymnasium_env("tic_tac_toe")
    env.reset(seed=0)
    before = env.position.text
    observation, reward, terminated, truncated, info = env.step(O["a1"])   # X's turn
    assert (reward, terminated, truncated) == (-1.0, True, False)
    assert info == {"winner": 1, "reason": "illegal_action"}
    assert env.position.text == before and not observation["action_mask"].any()
    with pytest.raises(bl.Error) as error:
        env.step(X["a1"])
    assert str(error.value) == "gymnasium_env: step() after the game ended; call reset()"


def test_an_illegal_action_raises_when_asked():
    env = gymnasium_env("tic_tac_toe", illegal_action="raise", player=1)
    env.reset(seed=0)
    taken = env.position.history[0].text[2:]   # the cell X took
    before = env.position.text
    with pytest.raises(bl.IllegalMoveError) as error:
        env.step(O[taken])
    assert str(error.value) == (f"gymnasium_env: action {O[taken]} (O@{taken}) is not legal "
                                f"for player 1 in position {before!r}")
    assert env.position.text == before
    free = next(cell for cell in X if cell != taken)
    env.step(O[free])
    assert env.position.history[1].text == f"O@{free}"


AGENTS = ("random, greedy, mcts:SIMULATIONS, mcts_time:SECONDS, alphabeta:DEPTH, "
          "alphabeta_time:SECONDS")


def _reset():
    env = gymnasium_env("tic_tac_toe")
    env.reset(seed=0)
    return env


@pytest.mark.parametrize("call, error, message", [
    (lambda: gymnasium_env("shogi"), bl.SpecError,
     "gymnasium_env: game 'shogi' is not a built-in game (" + ", ".join(bl.games()) + ")"),
    (lambda: gymnasium_env(7), bl.Error,
     "gymnasium_env: game 7 is not a boardlab Game or the name of a built-in game"),
    (lambda: gymnasium_env("tic_tac_toe", opponent="minimax"), bl.Error,
     f"gymnasium_env: opponent agent 'minimax': unknown agent ({AGENTS})"),
    (lambda: gymnasium_env("tic_tac_toe", opponent="mcts:0"), bl.Error,
     "gymnasium_env: opponent agent 'mcts:0': simulations '0' is not a whole number from 1 to "
     "1000000000"),
    (lambda: gymnasium_env("tic_tac_toe", opponent=None), bl.Error,
     "gymnasium_env: opponent None is not agent text such as 'random' or 'mcts:100'"),
    (lambda: gymnasium_env("tic_tac_toe", player=2), bl.Error,
     "gymnasium_env: player 2 is not 0 or 1"),
    (lambda: gymnasium_env("tic_tac_toe", player=True), bl.Error,
     "gymnasium_env: player True is not 0 or 1"),
    (lambda: gymnasium_env("tic_tac_toe", player="0"), bl.Error,
     "gymnasium_env: player '0' is not 0 or 1"),
    (lambda: gymnasium_env("tic_tac_toe", render_mode="video"), bl.Error,
     "gymnasium_env: render_mode 'video' is not None, 'ansi', 'human' or 'rgb_array'"),
    (lambda: gymnasium_env("tic_tac_toe", illegal_action=None), bl.Error,
     "gymnasium_env: illegal_action None is not 'lose' or 'raise'"),
    (lambda: gymnasium_env("tic_tac_toe").step(0), bl.Error,
     "gymnasium_env: step() before reset()"),
    (lambda: gymnasium_env("tic_tac_toe").render(), bl.Error,
     "gymnasium_env: render() before reset()"),
    (lambda: _reset().step(18), bl.Error,
     "gymnasium_env: action 18 is not a whole number from 0 to 17"),
    (lambda: _reset().step(2.0), bl.Error,
     "gymnasium_env: action 2.0 is not a whole number from 0 to 17"),
    (lambda: _reset().step(np.array([2])), bl.Error,
     "gymnasium_env: action array([2]) is not a whole number from 0 to 17"),
    (lambda: _reset().reset(seed=-3), bl.Error,
     "gymnasium_env.reset: seed -3 is not None or a whole number from 0 to "
     "18446744073709551615"),
    (lambda: _reset().reset(seed="1"), bl.Error,
     "gymnasium_env.reset: seed '1' is not None or a whole number from 0 to "
     "18446744073709551615"),
    (lambda: _reset().reset(options="fast"), bl.Error,
     "gymnasium_env.reset: options 'fast' is not None or a dict"),
])
def test_bad_arguments_raise_boardlab_errors(call, error, message):
    with pytest.raises(bl.Error) as raised:
        call()
    assert raised.type is error
    assert str(raised.value) == message


def test_a_seed_repeats_the_episode():
    def episodes(seed, name="breakthrough", opponent="random"):
        env = gymnasium_env(name, opponent=opponent)
        rng = np.random.default_rng(0)   # the same learner actions where the games agree

        def choose(env, observation):
            return int(rng.choice(np.flatnonzero(observation["action_mask"])))

        first = play(env, seed, choose)
        second = play(env, None, choose)   # reset() goes on from the seeded generator
        return first, second

    assert episodes(11) == episodes(11)
    assert episodes(11)[0][0] != episodes(12)[0][0]
    assert episodes(11)[0][0] != episodes(11)[1][0]
    assert episodes(5, "connect_four", "mcts:30") == episodes(5, "connect_four", "mcts:30")


def test_render_modes(capsys):
    env = gymnasium_env("tic_tac_toe", render_mode="ansi")
    env.reset(seed=0)
    env.step(X["b2"])
    assert env.render() == str(env.position) and env.position.stack("b2") == "X"
    assert env.render().splitlines()[1][5:].split(" ")[1] == "X"   # " 2 | . X ." with b2
    env = gymnasium_env("tic_tac_toe", render_mode="human", player=1)
    env.reset(seed=0)
    assert capsys.readouterr().out == str(env.position) + "\n"
    env = gymnasium_env("tic_tac_toe", render_mode="rgb_array")
    env.reset(seed=0)
    start = env.render()
    env.step(X["b2"])
    after = env.render()
    assert start.dtype == after.dtype == np.uint8 and start.shape == after.shape
    assert start.ndim == 3 and start.shape[2] == 3 and not np.array_equal(start, after)


def test_docstring_examples():
    result = doctest.testmod(gymnasium_module, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0

"""boardlab.envs.VectorEnv: many games stepped together in C++, checked step by step against the
Python State (its observation, mask and outcome), by hand on tic-tac-toe, and for its errors."""
import pickle

import numpy as np
import pytest

import boardlab as bl
from boardlab.envs import VectorEnv, VectorStep


def _action(game, text):
    return next(a for a in range(game.num_actions) if game.action_text(a) == text)


def test_tic_tac_toe_by_hand():
    game = bl.game("tic_tac_toe")
    env = VectorEnv(game, 2)
    step = env.reset()
    assert isinstance(step, VectorStep)
    assert step.observation.dtype == np.float32 and step.observation.shape == (2, 6, 3, 3)
    assert step.action_mask.dtype == np.bool_ and step.action_mask.shape == (2, 18)
    # X to play: the nine X drops, action numbers 0..8 (game.action_text lists them first).
    assert step.action_mask[0].tolist() == [True] * 9 + [False] * 9
    # Game 0: X a1, O a2, X b1, O b2, X c1 (a row); game 1 plays the same but O blocks: O c1,
    # then X a3.
    zero = ["X@a1", "O@a2", "X@b1", "O@b2", "X@c1"]
    one = ["X@a1", "O@a2", "X@b1", "O@c1", "X@a3"]
    for ply in range(5):
        step = env.step(np.array([_action(game, zero[ply]), _action(game, one[ply])]))
    assert step.reward.tolist() == [[1.0, -1.0], [0.0, 0.0]]
    assert step.terminated.tolist() == [True, False]
    assert step.truncated.tolist() == [False, False]
    # Game 0 starts again: X to play on an empty board; game 1 goes on, O to play.
    assert step.current_player.tolist() == [0, 1]
    assert env.position_text(0) == game.start().text
    state = game.start()
    for text in one:
        state.play(text)
    assert env.position_text(1) == state.text
    np.testing.assert_array_equal(step.observation[1], state.observation())
    np.testing.assert_array_equal(step.action_mask[1], state.legal_action_mask())


@pytest.mark.parametrize("name", bl.games())
def test_steps_as_the_state_plays(name):
    game = bl.game(name)
    env = VectorEnv(game, 5, threads=2)
    env.reset()
    states = [game.start() for _ in range(5)]
    ended = 0
    for seed in range(60):
        actions = env.random_actions(seed)
        step = env.step(actions)
        for i, state in enumerate(states):
            state.play_action(int(actions[i]))
            outcome = state.outcome
            if outcome is not None:
                ended += 1
                winner = outcome.winner
                expected = [0.0, 0.0] if winner is None else [1.0 if winner == p else -1.0
                                                              for p in (0, 1)]
                assert step.reward[i].tolist() == expected
                assert step.truncated[i] == (outcome.reason == "ply_limit")
                assert step.terminated[i] == (outcome.reason != "ply_limit")
                states[i] = state = game.start()
            else:
                assert not step.terminated[i] and not step.truncated[i]
                assert step.reward[i].tolist() == [0.0, 0.0]
            assert env.position_text(i) == state.text
            assert step.current_player[i] == state.side_to_move
            np.testing.assert_array_equal(step.observation[i], state.observation())
            np.testing.assert_array_equal(step.action_mask[i], state.legal_action_mask())


def test_writing_over_the_last_step():
    env = VectorEnv("connect_four", 3)
    first = env.reset()
    fresh = VectorEnv("connect_four", 3)
    fresh.reset()
    for seed in range(40):
        actions = env.random_actions(seed)
        step = env.step(actions, out=first)
        expected = fresh.step(actions)
        assert all(a is b for a, b in zip(step, first))  # the same arrays, written over
        for got, want in zip(step, expected):
            np.testing.assert_array_equal(got, want)


def test_same_games_on_any_thread_count():
    def run(threads):
        env = VectorEnv("breakthrough", 33, threads=threads)
        env.reset()
        rewards = []
        for seed in range(150):
            rewards.append(env.step(env.random_actions(seed)).reward)
        return np.array(rewards)

    one = run(1)
    np.testing.assert_array_equal(run(3), one)
    assert (one == 1.0).any()  # 150 plies of random breakthrough end games


def test_an_illegal_action_steps_no_game():
    env = VectorEnv("tic_tac_toe", 2)
    env.reset()
    env.step(np.array([4, 4]))  # X b2 in both
    before = [env.position_text(0), env.position_text(1)]
    with pytest.raises(bl.Error, match=r"^VectorEnv.step: action 13 of game 1 is not legal there "
                       r"\(its legal actions: 9, 10, 11, 12, 14, 15, 16, 17\); no game was "
                       r"stepped$"):
        env.step(np.array([9, 13]))  # O b2 is taken in game 1
    assert [env.position_text(0), env.position_text(1)] == before


def test_bad_arguments():
    game = bl.game("tic_tac_toe")
    with pytest.raises(bl.Error, match=r"^VectorEnv: count 0 is not a whole number from 1 to "):
        VectorEnv(game, 0)
    with pytest.raises(bl.Error, match=r"^VectorEnv: threads 2.5 is not a whole number"):
        VectorEnv(game, 1, threads=2.5)
    with pytest.raises(bl.Error, match=r"^VectorEnv: game 3 is not a boardlab Game or the name "
                       r"of a built-in game$"):
        VectorEnv(3, 1)
    with pytest.raises(bl.SpecError, match=r"^VectorEnv: game 'no_such_game' is not a built-in "
                       r"game \("):
        VectorEnv("no_such_game", 1)
    env = VectorEnv(game, 2)
    env.reset()
    with pytest.raises(bl.Error, match=r"^VectorEnv.step: actions of shape \(3,\) given, one a "
                       r"game \(2,\) expected$"):
        env.step([0, 1, 2])
    with pytest.raises(bl.Error, match=r"^VectorEnv.step: actions of dtype float64 given"):
        env.step([0.0, 1.0])
    with pytest.raises(bl.Error, match=r"^VectorEnv.step: action 4294967296 of game 0 is not "
                       r"within 0..17$"):
        env.step(np.array([2**32, 1], dtype=np.int64))  # not wrapped to 0
    # The number given, not wrapped to -1 (nor to anything else).
    with pytest.raises(bl.Error, match=r"^VectorEnv.step: action 18446744073709551615 of game 1 "
                       r"is not within 0..17$"):
        env.step(np.array([0, 2**64 - 1], dtype=np.uint64))
    with pytest.raises(bl.Error, match=r"^VectorEnv.step: out 3 is not a VectorStep of this "
                       r"batch$"):
        env.step([0, 1], out=3)
    other = VectorEnv(game, 3).reset()
    with pytest.raises(bl.Error, match=r"^VectorEnv.step: out.observation is not a writeable "
                       r"C-ordered float32 array of this batch's shape$"):
        env.step([0, 1], out=other)
    with pytest.raises(bl.Error, match=r"^VectorEnv.step: action 18 of game 1 is not within "
                       r"0..17$"):
        env.step([0, 18])
    with pytest.raises(bl.Error, match=r"^VectorEnv.position_text: index 2 is not a whole "
                       r"number from 0 to 1$"):
        env.position_text(2)
    with pytest.raises(bl.Error, match=r"^VectorEnv cannot be pickled"):
        pickle.dumps(env)


def test_a_ply_limit_truncates():
    game = bl.game("breakthrough", max_plies=3)
    env = VectorEnv(game, 2)
    env.reset()
    for seed in range(3):
        step = env.step(env.random_actions(seed))
    assert step.truncated.tolist() == [True, True]
    assert step.terminated.tolist() == [False, False]
    assert step.reward.tolist() == [[0.0, 0.0], [0.0, 0.0]]

"""The PettingZoo adapter (boardlab.envs.pettingzoo_env, in boardlab/envs/pettingzoo.py): PettingZoo's own API test on every
built-in game, every game played through the environment against the same game played on a
State, and hand-checked tic-tac-toe games (rewards, terminations, truncations, masks, illegal
actions, bad arguments), pictures and seeding."""
from __future__ import annotations

import doctest
import warnings
import xml.etree.ElementTree as ET

import numpy as np
import pytest

pytest.importorskip("pettingzoo", reason="PettingZoo is not installed (pip install '.[envs]')")

import boardlab as bl  # noqa: E402
from boardlab import display_svg  # noqa: E402
from boardlab.envs import pettingzoo_env  # noqa: E402
from pettingzoo.test import api_test  # noqa: E402

import boardlab.envs.pettingzoo as pettingzoo_module  # noqa: E402

# PettingZoo's API test warns about any observation that is a dict unless the environment is one
# of its own (it lists their names); the dict of observation and action mask is what it asks of
# games with illegal moves, so those two warnings are expected and every other one fails.
EXPECTED_WARNINGS = {
    "Observation is not a NumPy array",
    "Observation space for each agent probably should be gymnasium.spaces.box or "
    "gymnasium.spaces.discrete",
}

# Tic-tac-toe's actions: X on cell i is i, O on cell i is 9 + i (cells a1 b1 c1 a2 ... c3).
X = {cell: i for i, cell in enumerate("a1 b1 c1 a2 b2 c2 a3 b3 c3".split())}
O = {cell: 9 + i for cell, i in X.items()}


def new_env(game="tic_tac_toe", **kwargs):
    env = pettingzoo_env(game, **kwargs)
    env.reset()
    return env


@pytest.mark.parametrize("name", bl.games())
def test_api_test_passes(name):
    env = pettingzoo_env(name)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        api_test(env, num_cycles=25, verbose_progress=False)
    assert {str(w.message) for w in caught} <= EXPECTED_WARNINGS
    # The test did play: the game moved on from its start.
    assert env.position is not None and env.position.ply + len(env.position.history) > 0


@pytest.mark.parametrize("name", bl.games())
def test_a_random_game_is_the_game_played_on_a_state(name):
    """Agent to act, observations, masks and final rewards, step by step, against the same
    actions played on a State, to the game's end (every built-in game's random game with
    this seed ends within the steps)."""
    env = pettingzoo_env(name)
    env.reset(seed=7)
    reference = env.game.start()
    rng = np.random.default_rng(7)
    steps = repeats = 0
    previous = None
    final = {}
    # Every turn of up to two parts, to the ply limit, and the two players told the end.
    for agent in env.agent_iter(2 * env.game.max_plies + 4):
        observation, reward, terminated, truncated, info = env.last()
        if terminated or truncated:
            final[agent] = (reward, terminated, truncated, info)
            env.step(None)
            continue
        assert agent == f"player_{reference.side_to_move}"
        assert reward == 0
        assert np.array_equal(observation["observation"], reference.observation())
        assert observation["action_mask"].dtype == np.int8
        assert np.array_equal(observation["action_mask"].astype(bool),
                              reference.legal_action_mask())
        other = "player_1" if agent == "player_0" else "player_0"
        assert not env.observe(other)["action_mask"].any()
        action = int(rng.choice(np.flatnonzero(observation["action_mask"])))
        repeats += agent == previous
        previous = agent
        reference.play_action(action)
        env.step(action)
        steps += 1
    if name == "amazons":   # a move, then a shot: every turn has two parts
        assert repeats >= steps // 2 - 1
    outcome = reference.outcome
    assert outcome is not None and env.agents == []
    assert env.position.text == reference.text
    info = {"winner": outcome.winner, "reason": outcome.reason}
    cut = outcome.reason == "ply_limit"
    assert final == {
        f"player_{p}": (0.0 if outcome.winner is None else 1.0 if outcome.winner == p else -1.0,
                        not cut, cut, info) for p in (0, 1)}


def test_a_win_rewards_the_winner_and_terminates_both():
    env = new_env()
    # X a1, O a2, X b1, O b2, X c1: three X in rank 1.
    for agent, action in [("player_0", X["a1"]), ("player_1", O["a2"]), ("player_0", X["b1"]),
                          ("player_1", O["b2"]), ("player_0", X["c1"])]:
        assert env.agent_selection == agent
        env.step(action)
    assert env.rewards == {"player_0": 1.0, "player_1": -1.0}
    assert env.terminations == {"player_0": True, "player_1": True}
    assert env.truncations == {"player_0": False, "player_1": False}
    assert env.infos["player_0"] == env.infos["player_1"] == {"winner": 0, "reason": "condition"}
    # last() gives each agent its reward once more, then it leaves with the action None.
    seen = {}
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, _ = env.last()
        assert terminated and not truncated and not observation["action_mask"].any()
        seen[agent] = reward
        env.step(None)
    assert seen == {"player_0": 1.0, "player_1": -1.0}
    assert env.agents == []
    with pytest.raises(bl.Error) as error:
        env.step(0)
    assert str(error.value) == ("pettingzoo_env: step after the game is over and both agents "
                                "have left; call reset()")


def test_a_draw_gives_nothing():
    env = new_env()
    # X a1, O b2, X c3, O a3, X c1, O b1, X b3, O c2, X a2: the board full, no line.
    for action in [X["a1"], O["b2"], X["c3"], O["a3"], X["c1"], O["b1"], X["b3"], O["c2"],
                   X["a2"]]:
        assert env.rewards == {"player_0": 0, "player_1": 0}
        env.step(action)
    assert env.rewards == {"player_0": 0.0, "player_1": 0.0}
    assert env.terminations == {"player_0": True, "player_1": True}
    assert env.truncations == {"player_0": False, "player_1": False}
    assert env.infos["player_1"] == {"winner": None, "reason": "no_legal_move"}


def test_the_ply_limit_truncates():
    env = new_env(bl.game("tic_tac_toe", max_plies=3))
    for action in [X["a1"], O["b2"], X["c3"]]:
        assert not any(env.truncations.values())
        env.step(action)
    assert env.truncations == {"player_0": True, "player_1": True}
    assert env.terminations == {"player_0": False, "player_1": False}
    assert env.rewards == {"player_0": 0.0, "player_1": 0.0}
    assert env.infos["player_0"] == {"winner": None, "reason": "ply_limit"}


def test_the_action_mask_is_the_legal_moves_of_the_agent_to_act():
    env = new_env()
    assert env.observe("player_0")["action_mask"].tolist() == [1] * 9 + [0] * 9
    assert env.observe("player_1")["action_mask"].tolist() == [0] * 18
    env.step(X["b2"])
    mask = env.observe("player_1")["action_mask"]
    assert [env.game.action_text(a) for a in np.flatnonzero(mask)] == \
        ["O@a1", "O@b1", "O@c1", "O@a2", "O@c2", "O@a3", "O@b3", "O@c3"]
    assert not env.observe("player_0")["action_mask"].any()
    # The planes: X on b2 (row 1, column 1 of plane 0), player 1 to move (plane 3).
    planes = env.observe("player_1")["observation"]
    assert planes.shape == (6, 3, 3) and planes.dtype == np.float32
    assert planes[0].tolist() == [[0, 0, 0], [0, 1, 0], [0, 0, 0]]
    assert planes[3].tolist() == [[1, 1, 1]] * 3
    assert planes[4, 0, 0] == 4 and planes[5, 0, 0] == 4   # X4 O4 in the reserve
    assert np.array_equal(env.state(), planes)


def test_a_turn_of_two_parts_keeps_the_agent():
    env = new_env("amazons")
    move = [env.game.action_text(a) for a in range(env.game.num_actions)].index("d1-a1")
    env.step(move)
    assert env.agent_selection == "player_0" and env.rewards == {"player_0": 0, "player_1": 0}
    shots = np.flatnonzero(env.observe("player_0")["action_mask"])
    assert all("/" in env.game.action_text(a) for a in shots)
    env.step(int(shots[0]))
    assert env.agent_selection == "player_1"


def test_an_illegal_action_forfeits_when_asked():
    env = new_env(illegal_action="lose")
    env.step(X["a1"])
    env.step(O["a1"])   # on X
    assert env.rewards == {"player_0": 1.0, "player_1": -1.0}
    assert env.terminations == {"player_0": True, "player_1": True}
    assert env.infos["player_1"] == {"winner": 0, "reason": "illegal_action"}
    assert env.position.text == "3/3/X2 1 X4O4 1"   # the illegal action is not played
    env = new_env(illegal_action="lose")
    env.step(O["c3"])   # player 0 plays O's piece
    assert env.rewards == {"player_0": -1.0, "player_1": 1.0}


def test_an_illegal_action_raises():
    env = new_env()
    env.step(X["a1"])
    with pytest.raises(bl.IllegalMoveError) as error:
        env.step(O["a1"])
    assert str(error.value) == ("pettingzoo_env: action 9 (O@a1) is not legal for player_1 in "
                                "position '3/3/X2 1 X4O4 1'")
    assert env.agent_selection == "player_1" and not any(env.terminations.values())
    env.step(O["b1"])
    assert env.position.text == "3/3/XO1 0 X4O3 2"


@pytest.mark.parametrize("call, message", [
    (lambda: pettingzoo_env("shogi"),
     "pettingzoo_env: game 'shogi' is not a built-in game (" + ", ".join(bl.games()) + ")"),
    (lambda: pettingzoo_env(bl.Variant),
     "pettingzoo_env: game <class 'boardlab.variant.Variant'> is not a boardlab Game or the "
     "name of a built-in game"),
    (lambda: pettingzoo_env(None),
     "pettingzoo_env: game None is not a boardlab Game or the name of a built-in game"),
    (lambda: pettingzoo_env("tic_tac_toe", render_mode="rgb"),
     "pettingzoo_env: render_mode 'rgb' is not None, 'ansi', 'human' or 'rgb_array'"),
    (lambda: pettingzoo_env("tic_tac_toe", illegal_action="ignore"),
     "pettingzoo_env: illegal_action 'ignore' is not 'lose' or 'raise'"),
    (lambda: pettingzoo_env("tic_tac_toe").step(0), "pettingzoo_env: step() before reset()"),
    (lambda: pettingzoo_env("tic_tac_toe").observe("player_0"),
     "pettingzoo_env: observe() before reset()"),
    (lambda: pettingzoo_env("tic_tac_toe").render(), "pettingzoo_env: render() before reset()"),
    (lambda: new_env().step(18),
     "pettingzoo_env: player_0: action 18 is not a whole number from 0 to 17"),
    (lambda: new_env().step(-1),
     "pettingzoo_env: player_0: action -1 is not a whole number from 0 to 17"),
    (lambda: new_env().step(4.0),
     "pettingzoo_env: player_0: action 4.0 is not a whole number from 0 to 17"),
    (lambda: new_env().step(True),
     "pettingzoo_env: player_0: action True is not a whole number from 0 to 17"),
    (lambda: new_env().step("4"),
     "pettingzoo_env: player_0: action '4' is not a whole number from 0 to 17"),
    (lambda: new_env().step(None),
     "pettingzoo_env: player_0: action None is not a whole number from 0 to 17"),
    (lambda: new_env().observe("player_2"),
     "pettingzoo_env: agent 'player_2' is not 'player_0' or 'player_1'"),
    (lambda: new_env().action_space(0),
     "pettingzoo_env: agent 0 is not 'player_0' or 'player_1'"),
    (lambda: new_env().reset(seed=-1),
     "pettingzoo_env.reset: seed -1 is not None or a whole number from 0 to "
     "18446744073709551615"),
    (lambda: new_env().reset(seed=1.5),
     "pettingzoo_env.reset: seed 1.5 is not None or a whole number from 0 to "
     "18446744073709551615"),
    (lambda: new_env().reset(options=[1]),
     "pettingzoo_env.reset: options [1] is not None or a dict"),
])
def test_bad_arguments_raise_boardlab_errors(call, message):
    with pytest.raises(bl.Error) as error:
        call()
    assert str(error.value) == message


def test_a_finished_agent_takes_only_none():
    env = new_env(bl.game("tic_tac_toe", max_plies=1))
    env.step(X["b2"])
    with pytest.raises(bl.Error) as error:
        env.step(3)
    assert str(error.value) == \
        "pettingzoo_env: player_1's game is over: its action must be None, not 3"


def test_numpy_integers_are_actions():
    env = new_env()
    env.step(np.int64(X["a1"]))
    env.step(np.array(O["b1"], dtype=np.int32))
    assert env.position.text == "3/3/XO1 0 X4O3 2"


def test_a_seed_repeats_the_sampled_actions():
    def game(seed):
        env = pettingzoo_env("breakthrough")
        env.reset(seed=seed)
        for agent in env.agent_iter(40):
            observation, _, terminated, truncated, _ = env.last()
            env.step(None if terminated or truncated else
                     env.action_space(agent).sample(observation["action_mask"]))
        return [m.text for m in env.position.history]

    assert game(3) == game(3)
    assert game(3) != game(4)
    assert len(game(3)) == 40


def test_observation_space_bounds():
    space = pettingzoo_env("tic_tac_toe").observation_space("player_0")
    box = space["observation"]
    # X, O on top; height; side to move; X, O in the reserve (a byte each).
    assert box.high[:, 0, 0].tolist() == [1, 1, 1, 1, 255, 255]
    assert box.low.min() == 0 and box.dtype == np.float32 and box.shape == (6, 3, 3)
    mask = space["action_mask"]
    assert mask.shape == (18,) and mask.dtype == np.int8 and mask.high.max() == 1
    # Pogo's stacks reach 64 pieces; checkers' turn planes: the mid-turn piece, the part
    # (a byte), the passes (2), the quiet turns (limit 0 in checkers: the plane stays 0).
    assert bl.game("pogo").observation_bounds().tolist() == [1, 1, 64, 1, 255, 255]
    assert bl.game("checkers", quiet_turn_limit=40).observation_bounds()[-4:].tolist() == \
        [1, 255, 2, 40]
    assert bl.game("havannah").observation_bounds()[-1] == 1   # the board plane


def test_render_ansi_and_human(capsys):
    env = new_env(render_mode="ansi")
    env.step(X["b2"])
    assert env.render() == str(env.position)
    assert " 2 | . X ." in env.render()
    env = pettingzoo_env("tic_tac_toe", render_mode="human")
    env.reset()
    env.step(X["a1"])
    printed = capsys.readouterr().out
    assert printed == str(bl.game("tic_tac_toe").start()) + "\n" + str(env.position) + "\n"
    assert env.render() is None


def test_render_without_a_mode_warns():
    env = new_env()
    with pytest.warns(UserWarning, match="render_mode"):
        assert env.render() is None


def _pixel(picture, x, y):
    return tuple(int(v) for v in picture[int(y), int(x)])


def _rgb(colour):
    """The 0-255 channels of "#rrggbb" or a CSS colour name."""
    from matplotlib.colors import to_rgb
    return tuple(round(255 * c) for c in to_rgb(colour))


def test_render_rgb_array_shows_the_position():
    env = new_env(render_mode="rgb_array")
    start = env.render()
    assert start.dtype == np.uint8 and start.ndim == 3 and start.shape[2] == 3
    cell = 48   # display_svg's default size, which render() uses
    left, top = 0.45 * cell, 0.15 * cell   # display_svg's board origin

    def centre(name):   # a cell's centre, a quarter cell down (clear of the piece's letter)
        f, r = "abc".index(name[0]), int(name[1]) - 1
        return left + (f + 0.5) * cell, top + (3 - r - 0.5) * cell + 0.25 * cell

    assert _pixel(start, *centre("a1")) == _rgb(display_svg.DARK_SQUARE)
    assert _pixel(start, *centre("b1")) == _rgb(display_svg.LIGHT_SQUARE)
    env.step(X["a1"])
    env.step(O["c3"])
    after = env.render()
    assert after.shape[:2] == start.shape[:2] and not np.array_equal(after, start)
    assert _pixel(after, *centre("a1")) == _rgb(display_svg.PIECE[0][0])   # X: player 0
    assert _pixel(after, *centre("c3")) == _rgb(display_svg.PIECE[1][0])   # O: player 1
    assert _pixel(after, *centre("b1")) == _rgb(display_svg.LIGHT_SQUARE)


@pytest.mark.parametrize("game", [bl.game("havannah", board_size=3), bl.game("checkers")])
def test_render_rgb_array_colours_every_piece(game):
    """On a hex board and on one with region bands: each single piece's disc, found in the
    SVG, has its fill colour in the picture (but on the last move's cells, where the arrow
    may cross it)."""
    env = new_env(game, render_mode="rgb_array")
    for _ in range(4):
        env.step(int(np.flatnonzero(env.observe(env.agent_selection)["action_mask"])[-1]))
    picture = env.render()
    root = ET.fromstring(env.position._repr_svg_())
    svg = "{http://www.w3.org/2000/svg}"
    discs = [c for c in root.iter(f"{svg}circle") if abs(float(c.get("r")) - 0.36 * 48) < 0.01]
    assert len(discs) == sum(len(s) == 1 for s in env.position.stacks()) > 0
    last_move = [_centre_of(shape) for shape in root
                 if shape.get("fill") == display_svg.HIGHLIGHT]
    assert len(last_move) >= 1
    checked = 0
    for disc in discs:
        if any(abs(float(disc.get("cx")) - x) < 1 and abs(float(disc.get("cy")) - y) < 1
               for x, y in last_move):
            continue
        checked += 1
        x, y = float(disc.get("cx")), float(disc.get("cy")) + 12
        assert _pixel(picture, x, y) == _rgb(disc.get("fill"))
    assert checked >= len(discs) - 2 > 0


def _centre_of(shape):
    """The centre of a cell's rect or hexagon in the SVG."""
    if shape.tag.endswith("rect"):
        return (float(shape.get("x")) + float(shape.get("width")) / 2,
                float(shape.get("y")) + float(shape.get("height")) / 2)
    points = [tuple(map(float, p.split(","))) for p in shape.get("points").split()]
    return (sum(x for x, _ in points) / len(points), sum(y for _, y in points) / len(points))


def test_docstring_examples():
    result = doctest.testmod(pettingzoo_module, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0

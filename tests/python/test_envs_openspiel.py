"""boardlab's games as OpenSpiel games (boardlab.envs.openspiel): OpenSpiel's own random
simulation test on every built-in game, checked state by state against boardlab; exact counts of
tic-tac-toe through the adapter, against boardlab's perft and OpenSpiel's own tic-tac-toe;
OpenSpiel's MCTS on a variant read from TOML; registration, pickling and errors."""
from __future__ import annotations

import copy
import pickle
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")

import boardlab as bl  # noqa: E402
from boardlab.envs.openspiel import (  # noqa: E402
    OpenSpielGame, OpenSpielState, openspiel_game, register_openspiel)
from conftest import raises  # noqa: E402

VARIANT = Path(__file__).parent / "data" / "breakthrough_4x5.toml"
TERMINAL = pyspiel.PlayerId.TERMINAL


def _check_against_boardlab(game: bl.Game, seen: list):
    """A state_checker_fn for pyspiel.random_sim_test: every state the simulation reaches says
    what boardlab says of the same position, and the terminal state's OpenSpiel history, played
    again in boardlab from the start, gives its position. Each state checked goes in `seen`
    (its number of actions, and whether it is terminal)."""
    def check(state):
        assert isinstance(state, OpenSpielState)
        b = state.boardlab_state
        assert state.observation_string(0) == state.observation_string(1) == b.text
        assert state.information_state_string(0) == b.text
        planes = b.observation().ravel()
        assert np.array_equal(np.array(state.observation_tensor(1), np.float32), planes)
        assert np.array_equal(np.array(state.information_state_tensor(0), np.float32), planes)
        assert str(state) == str(b)
        if b.is_over():
            assert state.is_terminal() and state.current_player() == TERMINAL
            winner = b.outcome.winner
            assert state.returns() == ([0.0, 0.0] if winner is None else
                                       [1.0, -1.0] if winner == 0 else [-1.0, 1.0])
            again = game.start()
            for action in state.history():
                again.play_action(action)
            assert again.text == b.text
        else:
            assert not state.is_terminal() and state.returns() == [0.0, 0.0]
            assert state.current_player() == b.side_to_move
            legal = state.legal_actions()
            assert legal == sorted(legal) == np.flatnonzero(b.legal_action_mask()).tolist()
            assert [state.action_to_string(a) for a in legal] == \
                [game.action_text(a) for a in legal]
        seen.append((len(state.history()), state.is_terminal()))
    return check


@pytest.mark.parametrize("name", bl.games())
def test_openspiel_random_simulation_of_every_builtin_game(name):
    """OpenSpiel's own API test (clone, serialization through its registry, legal action masks,
    observation and information state tensors, returns, the game length bound), on a random
    game of each built-in game with its default options."""
    short_name = register_openspiel(name)
    assert short_name == f"boardlab_{name}"
    game = pyspiel.load_game(short_name)
    assert isinstance(game, OpenSpielGame) and game.boardlab_game == bl.game(name)
    seen = []
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False,
                            state_checker_fn=_check_against_boardlab(game.boardlab_game, seen))
    # every state of the game was checked, the start and the end among them
    assert len(seen) >= 2
    assert seen == [(n, n == len(seen) - 1) for n in range(len(seen))]
    assert len(seen) - 1 <= game.max_game_length()


def test_game_facts():
    game = openspiel_game("breakthrough")
    kind = game.get_type()
    assert (kind.short_name, kind.long_name) == ("boardlab_breakthrough", "boardlab breakthrough")
    assert kind.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    assert kind.chance_mode == pyspiel.GameType.ChanceMode.DETERMINISTIC
    assert kind.information == pyspiel.GameType.Information.PERFECT_INFORMATION
    assert kind.utility == pyspiel.GameType.Utility.ZERO_SUM
    assert kind.reward_model == pyspiel.GameType.RewardModel.TERMINAL
    assert kind.parameter_specification == {"files": 8, "ranks": 8, "max_plies": 300}
    assert (game.num_players(), game.num_distinct_actions(), game.max_game_length()) == \
        (2, 308, 300)
    assert (game.min_utility(), game.max_utility(), game.utility_sum()) == (-1.0, 1.0, 0.0)
    assert game.observation_tensor_shape() == [8, 8, 8]
    assert game.information_state_tensor_shape() == [8, 8, 8]
    assert str(game) == "boardlab_breakthrough()"
    assert str(openspiel_game(bl.game("breakthrough", files=6))) == \
        "boardlab_breakthrough(files=6)"
    # a game's length is its ply limit, times the most parts a turn may have: amazons' move and
    # shot are two; a capture chain may take the engine's limit, 32; othello's passes and
    # tic-tac-toe's drops are turns of one part
    assert openspiel_game("tic_tac_toe").max_game_length() == 9
    assert openspiel_game("othello").max_game_length() == 128
    assert openspiel_game("amazons").max_game_length() == 300 * 2
    assert openspiel_game("konane").max_game_length() == 300 * 32
    assert openspiel_game(bl.game("checkers", max_plies=50)).max_game_length() == 50 * 32
    # a variant's name, made an OpenSpiel name
    variant = bl.load_variant(VARIANT)
    assert openspiel_game(variant).get_type().short_name == "boardlab_breakthrough_4x5"
    assert openspiel_game(variant, name="Mini_BT").get_type().short_name == "Mini_BT"
    assert openspiel_game(variant).get_type().parameter_specification == {}


def test_tic_tac_toe_known_games():
    """Actions are boardlab's: X@a1..X@c3 are 0..8 and O@a1..O@c3 9..17, cells rank by rank."""
    game = openspiel_game("tic_tac_toe")
    assert [game.new_initial_state().action_to_string(0, a) for a in range(18)] == \
        [f"{k}@{f}{r}" for k in "XO" for r in "123" for f in "abc"]
    games = [
        (["X@a1", "O@b1", "X@a2", "O@b2", "X@a3"], [1.0, -1.0], "player 0 wins (condition)"),
        (["X@a1", "O@b1", "X@a2", "O@b2", "X@c1", "O@b3"], [-1.0, 1.0],
         "player 1 wins (condition)"),
        (["X@b2", "O@a1", "X@a3", "O@c1", "X@b1", "O@b3", "X@a2", "O@c2", "X@c3"], [0.0, 0.0],
         "draw (no legal move)"),
    ]
    for texts, returns, outcome in games:
        state = game.new_initial_state()
        shadow = bl.game("tic_tac_toe").start()
        actions = []
        for ply, text in enumerate(texts):
            assert not state.is_terminal() and state.current_player() == ply % 2
            assert state.returns() == [0.0, 0.0]
            # the legal actions and their texts are boardlab's
            assert state.legal_actions() == shadow.legal_actions()
            # By player, as OpenSpiel gives them: none for the player not to move.
            assert state.legal_actions(ply % 2) == shadow.legal_actions()
            assert state.legal_actions(1 - ply % 2) == []
            assert sorted(state.action_to_string(a) for a in state.legal_actions()) == \
                sorted(m.text for m in shadow.legal_moves)
            action = state.string_to_action(text)
            assert action == shadow.action_of(text) == \
                ("XO".index(text[0]) * 9 + "123".index(text[3]) * 3 + "abc".index(text[2]))
            state.apply_action(action)
            shadow.play(text)
            actions.append(action)
        assert state.is_terminal() and state.current_player() == TERMINAL
        assert state.legal_actions() == state.legal_actions(0) == state.legal_actions(1) == []
        assert state.returns() == returns and state.rewards() == returns
        assert str(state.boardlab_state.outcome) == outcome
        assert str(state).endswith(f"game over: {outcome}")
        assert state.history() == actions


def _count(state, key, memo):
    """(player 0's wins, player 1's wins, draws, paths) of `state`: the complete games from it,
    by result, and the number of move paths of each length 0..9 from it (perft), found through
    clone and apply_action alone; positions are memoised by `key(state)`."""
    k = key(state)
    if k not in memo:
        if state.is_terminal():
            first, second = state.returns()
            memo[k] = (int(first > 0), int(second > 0), int(first == 0), [1] + [0] * 9)
        else:
            wins0 = wins1 = draws = 0
            paths = [1] + [0] * 9
            for action in state.legal_actions():
                child = state.clone()
                child.apply_action(action)
                a, b, c, p = _count(child, key, memo)
                wins0, wins1, draws = wins0 + a, wins1 + b, draws + c
                paths = [paths[0]] + [x + y for x, y in zip(paths[1:], p)]
            memo[k] = (wins0, wins1, draws, paths)
    return memo[k]


def _leaves(state, depth):
    """perft through the adapter, without memoising: clones of clones."""
    if depth == 0:
        return 1
    total = 0
    for action in state.legal_actions():
        child = state.clone()
        child.apply_action(action)
        total += _leaves(child, depth - 1)
    return total


def test_tic_tac_toe_counts_through_the_adapter():
    """Every game of tic-tac-toe, through the adapter: 255,168 games (131,184 won by the first
    player, 77,904 by the second, 46,080 drawn) in 5,478 positions; and the paths of each length
    are boardlab's perft and what OpenSpiel's own tic-tac-toe gives."""
    memo = {}
    wins0, wins1, draws, paths = _count(openspiel_game("tic_tac_toe").new_initial_state(),
                                        lambda s: s.observation_string(0), memo)
    assert (wins0, wins1, draws) == (131_184, 77_904, 46_080)
    assert wins0 + wins1 + draws == 255_168
    assert len(memo) == 5_478
    start = bl.game("tic_tac_toe").start()
    assert paths == [bl.perft(start, d) for d in range(10)]
    reference = _count(pyspiel.load_game("tic_tac_toe").new_initial_state(), str, {})
    assert (wins0, wins1, draws, paths) == reference
    assert paths[:7] == [1, 9, 72, 504, 3024, 15120, 54720]
    assert _leaves(openspiel_game("tic_tac_toe").new_initial_state(), 4) == 3024


def test_clone_is_independent():
    game = openspiel_game("breakthrough")
    state = game.new_initial_state()
    state.apply_action(state.string_to_action("a2-a3"))
    twin = state.clone()
    twin.apply_action(twin.string_to_action("h7-h6"))
    assert state.history() == [24] and len(twin.history()) == 2
    assert state.observation_string(0) == "BBBBBBBB/BBBBBBBB/8/8/8/W7/1WWWWWWW/WWWWWWWW 1 - 1"
    assert copy.deepcopy(twin).history() == twin.history()
    assert copy.deepcopy(game) is game


def test_observations():
    game = openspiel_game("pocket_battlefield")
    state = game.new_initial_state()
    state.apply_action(state.legal_actions()[0])
    b = state.boardlab_state
    assert game.observation_tensor_shape() == list(b.observation().shape) == [11, 4, 4]
    assert np.array_equal(np.reshape(state.observation_tensor(0), (11, 4, 4)), b.observation())
    from open_spiel.python.observation import make_observation
    for kind in (None, pyspiel.IIGObservationType(perfect_recall=True)):
        observation = make_observation(game, kind)
        observation.set_from(state, 1)
        assert np.array_equal(observation.dict["observation"], b.observation())
        assert np.array_equal(observation.tensor, b.observation().ravel())
        assert observation.string_from(state, 0) == b.text == "RRRR/4/G3/1GGG 1 - 1"


def test_turns_of_several_parts():
    """An amazons turn is two actions of the same player: the queen's move, then its shot."""
    game = openspiel_game(bl.game("amazons", size=6))
    state = game.new_initial_state()
    move = state.string_to_action("b1-a1")
    state.apply_action(move)
    assert state.current_player() == 0
    assert state.observation_string(0) == "1B2B1/B4B/6/6/W4W/W3W1 0 - 0 b1-a1:1"
    assert [state.action_to_string(a) for a in state.legal_actions()][:3] == \
        ["a1/b1", "a1/c1", "a1/d1"]
    state.apply_action(state.string_to_action("a1/b1"))
    assert state.current_player() == 1
    assert state.boardlab_state.history == ["b1-a1/b1"]
    # every turn is two actions (a queen that moved can always shoot where it came from)
    rng = np.random.RandomState(0)
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))
    assert len(state.history()) == 2 * state.boardlab_state.ply <= game.max_game_length()


def test_ply_limit_is_a_draw():
    game = openspiel_game(bl.game("pogo", max_plies=4))
    assert game.max_game_length() == 4
    state = game.new_initial_state()
    for _ in range(4):
        assert not state.is_terminal()
        state.apply_action(state.legal_actions()[0])
    assert state.is_terminal() and state.returns() == [0.0, 0.0]
    assert state.boardlab_state.outcome.reason == "ply_limit"


def test_positions_from_text():
    game = openspiel_game(bl.load_variant(VARIANT))
    played = game.new_initial_state()
    for text in ["a1-a2", "d5-d4", "a2-a3", "d4-d3", "a3-a4", "d3-d2"]:
        played.apply_action(played.string_to_action(text))
    typed = game.new_initial_state("BBB1/W3/4/3B/1WWW 0 - 6")
    assert typed.history() == [] and len(played.history()) == 6
    assert typed.observation_string(0) == played.observation_string(0)
    assert typed.legal_actions() == played.legal_actions()
    assert str(typed) == str(played)


def test_mcts_wins_in_one_on_a_toml_variant():
    """OpenSpiel's MCTS with random rollouts, through the adapter, finds the one winning move of
    each side in a position where every other move of the mover's loses or waits (a4-b5 for W;
    d2-c1 for B, the same position turned round)."""
    from open_spiel.python.algorithms import mcts
    game = openspiel_game(bl.load_variant(VARIANT))
    for text, win, mover in [("BBB1/W3/4/3B/1WWW 0 - 6", "a4-b5", 0),
                             ("BBB1/W3/4/3B/1WWW 1 - 6", "d2-c1", 1)]:
        state = game.new_initial_state(text)
        assert state.current_player() == mover
        winning = []
        for action in state.legal_actions():
            child = state.clone()
            child.apply_action(action)
            if child.is_terminal():
                winning.append(state.action_to_string(action))
                assert child.returns()[mover] == 1.0 and child.returns()[1 - mover] == -1.0
        assert winning == [win] and len(state.legal_actions()) == 8
        for seed in range(3):
            rng = np.random.RandomState(seed)
            bot = mcts.MCTSBot(game, uct_c=2, max_simulations=100, solve=False,
                               evaluator=mcts.RandomRolloutEvaluator(1, rng), random_state=rng)
            assert state.action_to_string(bot.step(state)) == win


def test_mcts_plays_a_toml_variant_to_the_end():
    from open_spiel.python.algorithms import mcts
    game = pyspiel.load_game(register_openspiel(bl.load_variant(VARIANT)))
    bots = [mcts.MCTSBot(game, uct_c=2, max_simulations=30, solve=True,
                         evaluator=mcts.RandomRolloutEvaluator(1, np.random.RandomState(seed)),
                         random_state=np.random.RandomState(seed)) for seed in (1, 2)]
    state = game.new_initial_state()
    replay = bl.load_variant(VARIANT).start()
    while not state.is_terminal():
        action = bots[state.current_player()].step(state)
        assert action in state.legal_actions()
        replay.play_action(action)
        state.apply_action(action)
    assert 2 <= len(state.history()) <= game.max_game_length() == 40
    assert replay.is_over()
    winner = replay.outcome.winner
    assert state.returns() == ([0.0, 0.0] if winner is None else
                               [1.0, -1.0] if winner == 0 else [-1.0, 1.0])


def test_registration():
    name = register_openspiel(bl.load_variant(VARIANT))
    assert name == "boardlab_breakthrough_4x5"
    assert register_openspiel(bl.load_variant(VARIANT)) == name  # the same game again: nothing
    assert name in pyspiel.registered_names()
    loaded = pyspiel.load_game(name)
    assert loaded.boardlab_game == bl.load_variant(VARIANT)
    assert loaded.get_parameters() == {}
    # a built-in game's options are parameters, with the registered game's values as defaults
    assert register_openspiel(bl.game("breakthrough", files=5), name="bl_test_bt5") == \
        "bl_test_bt5"
    bt5 = pyspiel.load_game("bl_test_bt5")
    assert bt5.boardlab_game == bl.game("breakthrough", files=5) and str(bt5) == "bl_test_bt5()"
    bt6 = pyspiel.load_game("bl_test_bt5(files=6,ranks=7)")
    assert bt6.boardlab_game == bl.game("breakthrough", files=6, ranks=7)
    assert bt6.get_parameters() == {"files": 6, "ranks": 7}
    assert pyspiel.load_game(str(bt6)).boardlab_game == bt6.boardlab_game
    fox = pyspiel.load_game(register_openspiel("fox_and_geese") + "(diagonals=False)")
    assert fox.boardlab_game == bl.game("fox_and_geese", diagonals=False)
    # a bad option value is boardlab's error; a bad parameter OpenSpiel's
    with raises(bl.SpecError, "breakthrough: board 30x8 needs 1 to 16 files and 5 to 16 ranks"):
        pyspiel.load_game("bl_test_bt5(files=30)")
    with pytest.raises(pyspiel.SpielError, match="Unknown parameter 'size'"):
        pyspiel.load_game("bl_test_bt5(size=3)")


def test_registering_a_taken_name():
    register_openspiel(bl.game("breakthrough", files=5), name="bl_test_taken")
    with raises(bl.Error, "register_openspiel: the name 'bl_test_taken' is taken by another "
                "game, boardlab.game('breakthrough', files=5); give this one another name "
                "(name=...)"):
        register_openspiel(bl.game("breakthrough", files=6), name="bl_test_taken")
    with raises(bl.Error, "register_openspiel: OpenSpiel already has a game named "
                "'tic_tac_toe'; give this one another name (name=...)"):
        register_openspiel("tic_tac_toe", name="tic_tac_toe")
    assert pyspiel.load_game("bl_test_taken").boardlab_game == bl.game("breakthrough", files=5)
    assert pyspiel.load_game("tic_tac_toe").get_type().long_name == "Tic Tac Toe"


def test_pickling_and_serialization():
    # an unregistered game pickles by its boardlab game
    game = openspiel_game(bl.load_variant(VARIANT), name="bl_test_unregistered")
    assert "bl_test_unregistered" not in pyspiel.registered_names()
    state = game.new_initial_state()
    for text in ["b1-b2", "c5-c4", "b2-b3"]:
        state.apply_action(state.string_to_action(text))
    again = pickle.loads(pickle.dumps(state))
    assert isinstance(again, OpenSpielState) and again.history() == state.history()
    assert again.observation_string(0) == state.observation_string(0)
    assert pickle.loads(pickle.dumps(game)).boardlab_game == game.boardlab_game
    # a position typed in pickles with it
    typed = game.new_initial_state("BBB1/W3/4/3B/1WWW 0 - 6")
    typed.apply_action(typed.string_to_action("a4-b5"))
    assert pickle.loads(pickle.dumps(typed)).returns() == [1.0, -1.0]
    # OpenSpiel's serialization (through the registry) of a game in the middle of a turn
    checkers = pyspiel.load_game(register_openspiel("checkers"))
    state = checkers.new_initial_state("7x/8/8/4x3/8/2x5/1o6/8 0 - 10")
    state.apply_action(state.string_to_action("b2-d4"))
    assert state.current_player() == 0  # the chain goes on
    assert state.observation_string(0) == "7x/8/8/4x3/3o4/8/8/8 0 - 10 b2-d4:1"
    text = pyspiel.serialize_game_and_state(checkers, state)
    game2, state2 = pyspiel.deserialize_game_and_state(text)
    assert str(game2) == str(checkers)
    assert state2.observation_string(0) == state.observation_string(0)
    assert state2.legal_actions() == state.legal_actions()
    state2.apply_action(state2.string_to_action("d4-f6"))
    assert state2.current_player() == 1
    assert checkers.deserialize_state(state.serialize()).observation_string(0) == \
        state.observation_string(0)


def test_errors():
    with raises(bl.Error, "openspiel_game: game 42 is not a boardlab Game or the name of a "
                "built-in game"):
        openspiel_game(42)
    with raises(bl.Error, "register_openspiel: game None is not a boardlab Game or the name of "
                "a built-in game"):
        register_openspiel(None)
    with raises(bl.SpecError, "openspiel_game: game 'shogi' is not a built-in game "
                f"({', '.join(bl.games())})"):
        openspiel_game("shogi")
    with raises(bl.Error, "openspiel_game: name 'tic tac toe' is not an OpenSpiel game name "
                "(letters, digits and _)"):
        openspiel_game("tic_tac_toe", name="tic tac toe")
    with raises(bl.Error, "register_openspiel: name 7 is not an OpenSpiel game name (letters, "
                "digits and _)"):
        register_openspiel("tic_tac_toe", name=7)
    game = openspiel_game("tic_tac_toe")
    with raises(bl.Error, "new_initial_state: 7 is not position text"):
        game.new_initial_state(7)
    with raises(bl.PositionError, match=r"^position text '3/3 0': "):
        game.new_initial_state("3/3 0")
    state = game.new_initial_state()
    state.apply_action(4)
    with raises(bl.IllegalMoveError, "move 'X@b2' is not legal in position '3/1X1/3 1 X4O4 1'"):
        state.apply_action(4)
    assert state.history() == [4] and state.current_player() == 1
    from open_spiel.python.observation import make_observation
    with raises(bl.Error, "boardlab_tic_tac_toe: observation parameters are not supported "
                "(given {'planes': 1})"):
        make_observation(game, None, {"planes": 1})


def test_the_public_names():
    """``from boardlab.envs import openspiel_game`` gives the function, in a fresh interpreter
    and after the module that defines it was imported (pickle imports it by name); and the
    module's examples, which import it so, run."""
    code = ("import boardlab.envs as envs, doctest, pickle, sys, types\n"
            "from boardlab.envs import openspiel_game, register_openspiel\n"
            "assert isinstance(openspiel_game, types.FunctionType), openspiel_game\n"
            "g = pickle.loads(pickle.dumps(openspiel_game('pogo')))\n"
            "assert isinstance(envs.openspiel_game, types.FunctionType), envs.openspiel_game\n"
            "assert isinstance(envs.register_openspiel, types.FunctionType)\n"
            "result = doctest.testmod(sys.modules[openspiel_game.__module__])\n"
            "assert result.attempted == 7 and result.failed == 0, result\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr

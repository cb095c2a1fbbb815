"""Agents written in Python playing wherever an agent text does (docs/agents.md, "Writing an
agent"): matches, tournaments, balance, sweeps and the Gymnasium opponent; the games they give,
checked against games stepped here move by move; their seeds; their errors."""
from __future__ import annotations

import _thread
import random
import re
import threading
import time

import numpy as np
import pytest

import boardlab as bl
from conftest import raises


class FirstMove:
    """The first legal move of every position, in the engine's order."""

    name = "first_move"

    def __init__(self):
        self.calls = 0

    def choose(self, state):
        self.calls += 1
        return next(iter(state.legal_moves))


class Shuffled:
    """Random moves from a stream of its own, which the match seeds before each game."""

    def __init__(self):
        self.random = random.Random(12345)
        self.seeds = []

    def reset(self, seed):
        self.seeds.append(seed)
        self.random.seed(seed)

    def choose(self, state):
        return self.random.choice(list(state.legal_moves))


def first_move_game(game):
    """The game FirstMove plays against itself, stepped here: its winner (-1 for a draw) and
    its plies (each part of a turn one, as a match counts them)."""
    state = game.start()
    while state.outcome is None:
        state.play(next(iter(state.legal_moves)))
    outcome = state.outcome
    winner = -1 if outcome.winner is None else outcome.winner
    return winner, len(state._core.history_parts())


@pytest.mark.parametrize("name", ["tic_tac_toe", "breakthrough", "checkers", "amazons"])
def test_first_move_against_itself_plays_the_game_stepped_here(name):
    # Checkers' and amazons' turns have parts: the agent answers a whole turn, played part by
    # part, and each part is a ply of the match.
    game = bl.game(name)
    winner, plies = first_move_game(game)
    agent = FirstMove()
    result = bl.match(game, agent, agent, games=3, seed=9)
    assert result.agent_a == result.agent_b == "first_move"
    assert result.plies.tolist() == [plies] * 3
    assert result.winner.tolist() == [winner] * 3
    assert result.a_first.tolist() == [True, False, True]
    # Asked once a turn, never for the later parts of a turn it chose.
    assert agent.calls == 3 * _turns_of_first_move_game(game)


def _turns_of_first_move_game(game):
    state = game.start()
    turns = 0
    while state.outcome is None:
        state.play(next(iter(state.legal_moves)))
        turns += 1
    return turns


def test_a_function_a_text_and_an_action_number_are_answers_too():
    game = bl.game("tic_tac_toe")
    winner, plies = first_move_game(game)

    def first_text(state):
        return next(iter(state.legal_moves)).text

    def first_action(state):
        return state.action_of(next(iter(state.legal_moves)))

    def first_numpy_action(state):
        return np.int32(state.action_of(next(iter(state.legal_moves))))

    for agent, name in ((first_text, "first_text"), (first_action, "first_action"),
                        (first_numpy_action, "first_numpy_action")):
        result = bl.match(game, agent, agent, games=2)
        assert result.agent_a == name
        assert result.plies.tolist() == [plies] * 2
        assert result.winner.tolist() == [winner] * 2


def test_the_same_seeds_give_the_same_games_whatever_the_threads():
    game = bl.game("breakthrough")
    one = bl.match(game, Shuffled(), "random", games=8, seed=21)
    two = bl.match(game, Shuffled(), "random", games=8, seed=21, threads=4)
    assert one.plies.tolist() == two.plies.tolist()
    assert one.winner.tolist() == two.winner.tolist()
    other = bl.match(game, Shuffled(), "random", games=8, seed=22)
    assert other.plies.tolist() != one.plies.tolist()


def test_reset_gets_each_games_seed_in_order_and_a_text_agent_plays_as_in_a_match_of_texts():
    # The C++ side against a Python agent plays the games it plays in a match of texts, given
    # the same seat seeds: a Python agent that copies random's choices makes those games.
    game = bl.game("breakthrough")
    agent = Shuffled()
    bl.match(game, agent, "random", games=4, seed=5)
    assert len(agent.seeds) == 4 and len(set(agent.seeds)) == 4
    again = Shuffled()
    bl.match(game, again, "random", games=4, seed=5)
    assert again.seeds == agent.seeds


def test_a_tournament_with_a_python_agent_plays_the_other_pairs_as_without_it():
    game = bl.game("tic_tac_toe")
    with_python = bl.tournament(game, ["random", "greedy", FirstMove()], games_per_pair=6,
                                seed=4, threads=2)
    texts_only = bl.tournament(game, ["random", "greedy"], games_per_pair=6, seed=4, threads=2)
    assert with_python.agents == ["random", "greedy", "first_move"]
    pair = with_python.matches[(0, 1)]
    assert pair.plies.tolist() == texts_only.matches[(0, 1)].plies.tolist()
    assert pair.winner.tolist() == texts_only.matches[(0, 1)].winner.tolist()
    assert sum(m.games for m in with_python.matches.values()) == 18


def test_balance_and_sweep_take_a_python_agent():
    game = bl.game("tic_tac_toe")
    winner, plies = first_move_game(game)
    assert winner == 0 and plies == 7  # X: a1, c1, b2 then a3 (the stepped game above)
    b = bl.balance(game, FirstMove(), games=4)
    assert (b.games, b.completion, b.drawishness, b.duration) == (4, 1.0, 0.0, 7.0)
    assert b.first_player == 1.0
    rows = bl.sweep("tic_tac_toe", {"max_plies": [4, 9]}, FirstMove(), games=2, rows=True)
    assert [(row["max_plies"], row["completion"], row["duration"]) for row in rows] == \
        [(4, 0.0, 4.0), (9, 1.0, 7.0)]
    assert rows[0]["agent"] == rows[0]["opponent"] == "first_move"


def _start_text(game):
    return game.start().text


@pytest.mark.parametrize("chosen, error, why", [
    (None, bl.Error, "it chose None, which is not a Move, a move's text or an action number"),
    (True, bl.Error, "it chose True, which is not a Move, a move's text or an action number"),
    ("z9", bl.MoveSyntaxError, "it chose 'z9': "),
    ("X@a1 X@b1", bl.MoveSyntaxError, "it chose 'X@a1 X@b1': "),
    (99, bl.IllegalMoveError, "it chose 99, which is not an action number from 0 to 17"),
    (2**70, bl.IllegalMoveError, f"it chose {2**70}, which is not an action number from 0 to "
     "17"),
    (np.int64(-1), bl.IllegalMoveError, "it chose np.int64(-1), which is not an action number "
     "from 0 to 17"),
    (np.bool_(True), bl.Error, "it chose np.True_, which is not a Move, a move's text or an "
     "action number"),
])
def test_a_bad_answer_is_the_librarys_error_naming_agent_game_and_position(chosen, error, why):
    game = bl.game("tic_tac_toe")

    def bad(state):
        return chosen

    prefix = f"match: agent 'bad', game 0, position '{_start_text(game)}': "
    with raises(error, match="^" + re.escape(prefix + why)):
        bl.match(game, bad, "random", games=2)


def test_an_illegal_move_names_the_game_it_was_chosen_in():
    # In game 1 the agent (B) moves first: X@a1, legal, then X@a1 again, taken.
    game = bl.game("tic_tac_toe")

    class Taken(FirstMove):
        name = "taken"
        games = 0

        def reset(self, seed):
            self.games += 1

        def choose(self, state):
            return "X@a1" if self.games == 2 else super().choose(state)

    with raises(bl.IllegalMoveError, match=r"^match: agent 'taken', game 1, position '.*': "
                r"it chose 'X@a1': "):
        bl.match(game, "alphabeta:1", Taken(), games=2)
    # A Move of another position: greedy (X) takes b2 or a winning cell first, then the agent
    # answers X@a1, a move of the start position and not of O's.
    move = game.start().play("X@a1")

    def stale(_):
        return move

    with raises(bl.IllegalMoveError, match=r"^match: agent 'stale', game 0, position '.*': it "
                r"chose Move\('X@a1'\): "):
        bl.match(game, "greedy", stale, games=1)


def test_an_exception_in_the_agent_reaches_the_caller_as_it_is():
    def broken(state):
        raise ZeroDivisionError("the agent's own")

    with pytest.raises(ZeroDivisionError, match="the agent's own"):
        bl.match(bl.game("tic_tac_toe"), broken, "random", games=2)


def test_what_is_not_an_agent_is_an_error():
    game = bl.game("tic_tac_toe")
    with raises(bl.Error, "match: agent 3 is not agent text such as 'mcts:1000', nor an agent "
                "(an object with choose(state), or a function of a state)"):
        bl.match(game, 3, "random")
    with raises(bl.Error, match=r"^match: agent <class '.*FirstMove'> is a class: pass an "
                r"instance of it$"):
        bl.match(game, FirstMove, "random")
    with raises(bl.Error, match="backend='ray' plays agent texts only, and 'first_move' is a "
                "Python agent"):
        bl.match(game, FirstMove(), "random", backend="ray")
    with raises(bl.Error, match="backend='ray' plays agent texts only"):
        bl.tournament(game, ["random", FirstMove()], backend="ray")


def test_ctrl_c_stops_a_search_of_the_other_side(ctrl_c_handled):
    # FirstMove moves first, then MCTS searches a billion simulations: Ctrl-C (here the signal
    # interrupt_main sends) stops it within a tick of the watching thread.
    # A second signal, long after, ends a search the first failed to stop: the test then fails
    # on its time instead of searching for days.
    game = bl.game("breakthrough")
    timers = [threading.Timer(delay, _thread.interrupt_main) for delay in (0.5, 60)]
    start = time.monotonic()
    try:
        for timer in timers:
            timer.start()
        with pytest.raises(KeyboardInterrupt):
            bl.match(game, FirstMove(), "mcts:1000000000", games=2)
    finally:
        for timer in timers:
            timer.cancel()
    assert time.monotonic() - start < 20


def test_ctrl_c_inside_the_python_agent_stops_the_match(ctrl_c_handled):
    class Interrupting(FirstMove):
        def choose(self, state):
            if self.calls == 3:
                _thread.interrupt_main()
            return super().choose(state)

    agent = Interrupting()
    with pytest.raises(KeyboardInterrupt):
        bl.match(bl.game("breakthrough"), agent, "random", games=50)
    assert agent.calls < 10


def test_progress_counts_the_games_of_a_match_with_a_python_agent():
    seen = []
    bl.match(bl.game("tic_tac_toe"), FirstMove(), "random", games=5, progress=seen.append)
    assert seen[-1] == 5 and seen == sorted(seen)


def test_a_python_opponent_in_the_gymnasium_environment():
    pytest.importorskip("gymnasium")
    from boardlab.envs import gymnasium_env

    env = gymnasium_env("tic_tac_toe", opponent=Shuffled(), player=1)
    env.reset(seed=3)
    first = env.position.history[0].text
    env.reset(seed=3)
    assert env.position.history[0].text == first   # seeded by reset, as a text agent is
    assert "opponent='Shuffled'" in repr(env)

    def bad(state):
        return "X@z9"

    env = gymnasium_env("tic_tac_toe", opponent=bad, player=1)
    with raises(bl.MoveSyntaxError, match=r"^gymnasium_env: opponent: agent 'bad', position "):
        env.reset(seed=0)


def test_imports_run_one_way_between_agents_and_balance():
    # balance.py plays matches (agents.py); agents.py gives a match's Balance, whose class is
    # balance_metrics.py's, which imports neither: no import, at any level, runs back.
    import ast
    from conftest import ROOT

    def imported(module):
        tree = ast.parse((ROOT / "bindings" / "python" / "boardlab" / f"{module}.py").read_text())
        return {node.module for node in ast.walk(tree)
                if isinstance(node, ast.ImportFrom) and node.level == 1}

    assert "balance" not in imported("agents")
    assert "agents" in imported("balance")
    assert not {"agents", "balance"} & imported("balance_metrics")



def test_every_list_of_agents_is_written_from_the_engines_table(capsys):
    from boardlab import cli
    from boardlab.agents import agent_list
    from boardlab.cli_studies import AGENT_HELP

    usages = [agent["usage"] for agent in bl._core.AGENTS]
    assert usages == ["random", "greedy", "mcts:SIMULATIONS[:EXPLORATION]",
                      "mcts_time:SECONDS[:EXPLORATION]", "alphabeta:DEPTH",
                      "alphabeta_time:SECONDS"]
    assert AGENT_HELP == agent_list(" or ") == (
        "random, greedy, mcts:SIMULATIONS, mcts_time:SECONDS, alphabeta:DEPTH or "
        "alphabeta_time:SECONDS")
    assert cli.main(["tournament", "--help"]) == 0
    shown_help = capsys.readouterr().out
    for agent in bl._core.AGENTS:
        assert "  " + agent["usage"] + ":" in shown_help
        assert agent["usage"] + ":" in bl.Agent.__doc__
        bl.Agent(bl.game("tic_tac_toe"), agent["example"])  # every example is an agent

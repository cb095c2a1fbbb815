"""Agents and matches from Python: known answers (a win in one, perfect tic-tac-toe), whole turns
in games of several-part turns, determinism for a seed and across threads, statistics against
hand-computed values, clear errors, and Ctrl-C."""
import math
from statistics import NormalDist

import numpy as np
import pytest

import boardlab as bl
from conftest import raises
from test_interrupt import _interrupted_after

WIN_IN_ONE = "7B/W7/8/8/8/8/8/4W3 0 - 0"  # a7-a8 and a7-b8 win


@pytest.mark.parametrize("spec", ["greedy", "mcts:200", "mcts_time:0.05", "alphabeta:2",
                                  "alphabeta_time:0.05"])
def test_every_search_takes_a_win_in_one(spec):
    game = bl.game("breakthrough")
    move = bl.Agent(game, spec, seed=3).choose(game.state(WIN_IN_ONE))
    assert move.text in {"a7-a8", "a7-b8"}


def test_last_search_reports_what_the_search_did():
    game = bl.game("tic_tac_toe")
    start = game.start()
    mcts = bl.Agent(game, "mcts:500", seed=5)
    assert mcts.last_search is None  # no choice yet
    mcts.choose(start)
    report = mcts.last_search
    # No root of tic-tac-toe's start is proven in 500 simulations: each one went down one root
    # move, so the visits add up to the simulations, and the root's value is their mean.
    assert report["simulations"] == 500 and report["proven"] is None
    moves = report["moves"]
    assert set(moves) == {m.text for m in start.legal_moves}
    assert sum(m["visits"] for m in moves.values()) == 500
    mean = sum(m["visits"] * m["value"] for m in moves.values()) / 500
    assert report["value"] == pytest.approx(mean)
    assert -1 <= report["value"] <= 1 and report["seconds"] > 0
    assert report["nodes"] >= 1 + len(moves)  # the root and its children at least

    # X to move wins at once (c1): the MCTS-Solver proves it and stops before its budget, and
    # alpha-beta proves it at depth 1, scoring a win in one ply 1,000,000 - 1.
    won = game.start()
    for text in ["X@a1", "O@a2", "X@b1", "O@b2"]:
        won.play(text)
    solver = bl.Agent(game, "mcts:1000", seed=5)
    solver.choose(won)
    report = solver.last_search
    assert (report["proven"], report["value"]) == ("win", 1.0)
    assert report["simulations"] < 1000
    alphabeta = bl.Agent(game, "alphabeta:5")
    assert alphabeta.choose(won).text == "X@c1"
    report = alphabeta.last_search
    assert (report["proven"], report["value"], report["score"], report["depth"]) == \
        ("win", 1.0, 999_999, 1)
    assert report["simulations"] == 0 and report["nodes"] >= 1

    # Agents that do not search report nothing.
    for spec in ["random", "greedy"]:
        agent = bl.Agent(game, spec)
        agent.choose(start)
        assert agent.last_search is None


def test_an_agent_plays_whole_turns_where_turns_have_parts():
    # Checkers: a capture chain is one Move (as legal_moves lists it), chosen part by part.
    game = bl.game("checkers")
    for spec in ["random", "greedy", "mcts:100", "alphabeta:3"]:
        agent, state = bl.Agent(game, spec, seed=1), game.start()
        for _ in range(40):
            if state.is_over():
                break
            move = agent.choose(state)
            assert move.text in {m.text for m in state.legal_moves}, spec
            state.play(move)


def test_agents_are_deterministic_for_a_seed():
    game = bl.game("breakthrough")
    for spec in ["random", "greedy", "mcts:300", "alphabeta:3"]:
        lines = []
        for _ in range(2):
            agent, state = bl.Agent(game, spec, seed=42), game.start()
            for _ in range(6):
                state.play(agent.choose(state))
            lines.append(state.text)
        assert lines[0] == lines[1], spec


def test_perfect_tic_tac_toe():
    game = bl.game("tic_tac_toe")
    assert bl.match(game, "alphabeta:9", "alphabeta:9", games=4).draws == 4
    r = bl.match(game, "alphabeta:9", "random", games=40, seed=7, threads=2)
    assert r.losses == 0 and r.games == 40
    assert r.wins + r.draws == 40
    assert list(r.a_first) == [i % 2 == 0 for i in range(40)]


def test_a_match_is_the_same_on_any_number_of_threads():
    game = bl.game("breakthrough", files=5, ranks=5)
    one = bl.match(game, "greedy", "mcts:50", games=8, seed=9)
    two = bl.match(game, "greedy", "mcts:50", games=8, seed=9, threads=2)
    assert np.array_equal(one.winner, two.winner)
    assert np.array_equal(one.plies, two.plies)
    assert one.wins + one.draws + one.losses == 8


def test_statistics_by_hand():
    # 60 wins, 20 draws, 20 losses: score 0.7 over 100 games; its Wilson interval (z =
    # 1.959964): centre (0.7 + z^2 / 200) / (1 + z^2 / 100), half-width z / (1 + z^2 / 100) *
    # sqrt(0.7 * 0.3 / 100 + z^2 / 40000), which _wilson below computes; Elo 400 log10(0.7 / 0.3)
    # = 147.19.
    game = bl.game("tic_tac_toe")
    # A first in every game here: A's wins are seat 0's, its losses seat 1's.
    a_first = np.ones(100, dtype=bool)
    winner = np.array([0] * 60 + [-1] * 20 + [1] * 20, dtype=np.int8)
    r = bl.MatchResult(game, "a", "b", a_first, winner, np.zeros(100, dtype=np.int32))
    assert (r.wins, r.draws, r.losses) == (60, 20, 20)
    s = r.statistics()
    assert s["score"] == pytest.approx(0.7)
    assert s["score_interval"] == pytest.approx(_wilson(0.7, 100))
    assert s["score_interval"] == pytest.approx((0.6041514536665333, 0.7810511470506722))
    assert s["elo"] == pytest.approx(147.19071411783776)
    assert s["first_player_score"] == pytest.approx(0.7)
    assert "60 won, 20 drawn, 20 lost" in str(r)
    # The same counts played anywhere (bl.score_interval); 3 wins and a draw: the Wilson
    # interval of 0.875 over 4 games; 5 losses of 5: from exactly 0 to z^2 / (5 + z^2), never
    # the point the games' own spread (none) would give.
    assert bl.score_interval(60, 20, 20) == pytest.approx(s["score_interval"])
    assert bl.score_interval(3, 1, 0) == pytest.approx(_wilson(0.875, 4))
    low, high = bl.score_interval(0, 0, 5)
    z2 = NormalDist().inv_cdf(0.975) ** 2
    assert low == 0.0 and high == pytest.approx(z2 / (5 + z2))


def _wilson(p: float, n: int, confidence: float = 0.95) -> tuple:
    """The Wilson score interval of a proportion p over n trials, written out from its formula."""
    z = NormalDist().inv_cdf(0.5 + confidence / 2)
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z / denominator * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return max(0.0, centre - half), min(1.0, centre + half)


def test_score_interval_bad_arguments():
    with raises(bl.Error, "score_interval: wins -1 is not a whole number from 0 to "
                "2305843009213693952"):
        bl.score_interval(-1, 0, 0)
    with raises(bl.Error, match="score_interval: draws 1.5 is not a whole number"):
        bl.score_interval(1, 1.5, 0)
    with raises(bl.Error, "score_interval: no games (wins, draws and losses are all 0)"):
        bl.score_interval(0, 0, 0)
    with raises(bl.Error, match="score_interval: confidence 1 is not a number strictly between"):
        bl.score_interval(1, 1, 1, confidence=1)


def test_bad_arguments():
    game = bl.game("breakthrough")
    with raises(bl.Error, "agent 'mcts:0': simulations '0' is not a whole number from 1 to "
                "1000000000"):
        bl.Agent(game, "mcts:0")
    with raises(bl.Error, match="unknown agent"):
        bl.match(game, "minimax", "random", games=2)
    with raises(bl.Error, match="is not agent text"):
        bl.Agent(game, 3)
    with raises(bl.Error, match="is not a boardlab Game"):
        bl.Agent("breakthrough", "random")
    agent = bl.Agent(game, "random")
    with raises(bl.Error, "agent 'random': the state is of another game"):
        agent.choose(bl.game("pogo").start())
    with raises(bl.Error, "agent 'random': the game is over in this position"):
        agent.choose(game.state("W7/8/8/8/8/8/8/7B 1 - 1"))
    with raises(bl.Error, match="match: games"):
        bl.match(game, "random", "random", games=-1)
    with raises(bl.Error, match="confidence"):
        bl.match(game, "random", "random", games=2).statistics(1.5)


def test_a_match_stops_on_ctrl_c():
    game = bl.game("breakthrough")
    assert _interrupted_after(0.3, lambda: bl.match(game, "mcts:2000", "mcts:2000",
                                                     games=10**6, threads=2)) < 0.5


def test_a_search_stops_on_ctrl_c():
    agent = bl.Agent(bl.game("breakthrough"), "mcts:100000000")
    assert _interrupted_after(0.3, lambda: agent.choose(bl.game("breakthrough").start())) < 0.5


def test_the_match_command(capsys):
    from boardlab import cli
    assert cli.main(["match", "tic_tac_toe", "alphabeta:9", "random", "--games", "20",
                     "--seed", "3", "--threads", "2", "-q"]) == 0
    out = capsys.readouterr().out
    expected = str(bl.match(bl.game("tic_tac_toe"), "alphabeta:9", "random", 20, seed=3))
    assert out == expected + "\n"
    assert "0 lost" in out
    assert cli.main(["match", "tic_tac_toe", "minimax", "random"]) == 2
    err = capsys.readouterr().err
    assert err == ("boardlab: agent 'minimax': unknown agent (random, greedy, mcts:SIMULATIONS, "
                   "mcts_time:SECONDS, alphabeta:DEPTH, alphabeta_time:SECONDS)\n")


def test_a_search_runs_in_a_child_process_forked_after_one():
    # Searches run on threads kept between calls; a forked child has none of them, and must not
    # hand its search to one (it would wait for ever): the child starts its own.
    import multiprocessing

    game = bl.game("breakthrough")
    parent = bl.Agent(game, "mcts:50", seed=3).choose(game.state(WIN_IN_ONE)).text
    context = multiprocessing.get_context("fork")
    with context.Pool(1) as pool:
        child = pool.apply_async(_win_in_one_in_a_child).get(timeout=60)
    assert parent in {"a7-a8", "a7-b8"}
    assert child == parent  # the same seed, the same search


def _win_in_one_in_a_child():
    game = bl.game("breakthrough")
    return bl.Agent(game, "mcts:50", seed=3).choose(game.state(WIN_IN_ONE)).text

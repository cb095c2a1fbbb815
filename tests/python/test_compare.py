"""``bl.compare`` and ``boardlab compare``: A/B comparisons of two versions of a game. Values
known independently (perfect play of tic-tac-toe and of its two-in-a-row version; a game against
itself), the Wilson and square-and-add intervals from their formulas, independence from the
thread count, the JSON data, the plot, and clear errors."""
from __future__ import annotations

import json
import math
import os
import re
import signal
import threading
import time

import numpy as np
import pytest

import boardlab as bl
from boardlab import cli
from conftest import raises

Z95 = 1.959963984540054  # the normal quantile of 0.975


def _wilson(share: float, n: int, z: float = Z95):
    """The Wilson interval of a share over n trials, from its formula (docs/agents.md)."""
    centre = share + z * z / (2 * n)
    half = z * math.sqrt(share * (1 - share) / n + z * z / (4 * n * n))
    return (centre - half) / (1 + z * z / n), (centre + half) / (1 + z * z / n)


TWO_IN_A_ROW = bl.game("tic_tac_toe").variant().to_toml().replace("count = 3", "count = 2") \
    .replace('name = "tic_tac_toe"', 'name = "two_in_a_row"')


@pytest.fixture
def two_in_a_row():
    assert TWO_IN_A_ROW.count("count = 2") == 2  # both players' line: two in a row
    return bl.Game(bl.Variant.from_toml(TWO_IN_A_ROW))


def _small_breakthrough():
    return bl.game("breakthrough", files=5, ranks=6)


def _three_pawns():
    # White (the first player) keeps three of its ten pawns.
    variant = _small_breakthrough().variant()
    variant.start = "BBBBB/BBBBB/5/5/5/1WWW1 0 - 0"
    variant.name = "three_pawns"
    return bl.Game(variant)


def test_perfect_play_when_two_in_a_row_wins(two_in_a_row):
    # Perfect tic-tac-toe is a draw in 9 plies; with two in a row the first player wins at its
    # second move (ply 3): every cell has three or more neighbours, the reply blocks one.
    n = 10
    c = bl.compare(bl.game("tic_tac_toe"), two_in_a_row, agent="alphabeta:9", games=n)
    first = c["first_player"]
    assert (first.a, first.b, first.difference) == (0.5, 1.0, 0.5)
    assert first.a_interval == pytest.approx(_wilson(0.5, n))
    assert first.b_interval == pytest.approx(_wilson(1.0, n))
    # B's games all end alike: no correlation, the square-and-add of the two intervals.
    low_a, high_a = _wilson(0.5, n)
    low_b, _ = _wilson(1.0, n)
    assert first.difference_interval == pytest.approx(
        (0.5 - math.hypot(1 - low_b, high_a - 0.5), 0.5 + (0.5 - low_a)))
    assert first.pairing == "paired"
    draws = c["drawishness"]
    assert (draws.a, draws.b, draws.difference) == (1.0, 0.0, -1.0)
    # Wilson's interval of 0 of n reaches z^2 / (n + z^2); so does 1 of 1's from below.
    reach = Z95 ** 2 / (n + Z95 ** 2)
    assert draws.difference_interval == pytest.approx((-1.0, -1.0 + math.sqrt(2) * reach))
    length = c["duration"]
    assert (length.a, length.b, length.difference) == (9.0, 3.0, -6.0)
    assert length.difference_interval == (-6.0, -6.0)  # every pair differs by 6 plies
    spread = c["duration_spread"]
    assert (spread.a, spread.b, spread.difference, spread.difference_interval,
            spread.pairing) == (0.0, 0.0, 0.0, None, None)
    # No game of A is won: its decisiveness is 0, from 0 to 1; B's games are never decided
    # before their end (nobody leads at tic-tac-toe), 0 over n won games.
    decisive = c["decisiveness"]
    assert (decisive.a, decisive.a_interval, decisive.b) == (0.0, (0.0, 1.0), 0.0)
    assert decisive.difference_interval == pytest.approx((-1.0, reach))
    assert (c.agent, c.opponent, c.games, c.seed) == ("alphabeta:9", "alphabeta:9", n, 0)
    assert c.result_a.plies.tolist() == [9] * n and c.result_b.plies.tolist() == [3] * n


def test_a_game_against_itself_differs_in_nothing():
    n = 16
    game = _small_breakthrough()
    c = bl.compare(game, bl.game("breakthrough", files=5, ranks=6), agent="mcts:30", games=n,
                   threads=2)
    for name in ("winner", "plies", "decided_at", "lead_changes", "moves_listed"):
        assert np.array_equal(getattr(c.result_a, name), getattr(c.result_b, name)), name
    assert c.a == c.b
    for name, m in c.measures.items():
        assert (m.a, m.a_interval) == (m.b, m.b_interval), name
        assert m.difference == 0.0, name
    p = c.a.first_player
    assert 0 < p < 1 and c.a.drawishness == 0  # both seats won games; none was drawn
    low, high = _wilson(p, n)
    assert c.a.first_player_interval == pytest.approx((low, high))
    # A correlation of 1: what is left of the interval is the asymmetry of Wilson's.
    asymmetry = abs((p - low) - (high - p))
    assert c["first_player"].difference_interval == pytest.approx((-asymmetry, asymmetry))
    # No draws on either side: nothing to correlate, the two intervals of 0 of n added.
    reach = Z95 ** 2 / (n + Z95 ** 2)
    assert c["drawishness"].difference_interval == pytest.approx((-reach, reach))
    assert c["duration"].difference_interval == (0.0, 0.0)
    low, high = c["decisiveness"].difference_interval
    assert low == -high and high < c.a.decisiveness_interval[1] - c.a.decisiveness_interval[0]


def test_the_correlation_of_means_over_different_games():
    # Decisiveness is a mean over each version's won games. A counts games 0-2, B games 0, 1
    # and 3: two pairs in both, of correlation 1 (both rise) or -1, give +-2 / sqrt(3 * 3).
    from boardlab.compare import _estimates_correlation
    counted_a = np.array([True, True, True, False])
    counted_b = np.array([True, True, False, True])
    a = np.array([0.2, 0.4, 0.9, 0.0])
    assert _estimates_correlation(a, counted_a, np.array([0.1, 0.5, 0.0, 0.7]), counted_b) == \
        pytest.approx(2 / 3)
    assert _estimates_correlation(a, counted_a, np.array([0.5, 0.1, 0.0, 0.7]), counted_b) == \
        pytest.approx(-2 / 3)
    # One pair in both says nothing of a correlation; nor do values that do not vary.
    assert _estimates_correlation(a, counted_a, a, np.array([True, False, False, True])) == 0
    assert _estimates_correlation(a, counted_a, np.full(4, 0.5), counted_b) == 0


def test_a_side_with_three_pawns_loses_and_results_do_not_depend_on_threads():
    one = bl.compare(_small_breakthrough(), _three_pawns(), agent="mcts:100", games=12,
                     threads=1)
    two = bl.compare(_small_breakthrough(), _three_pawns(), agent="mcts:100", games=12,
                     threads=2)
    first = one["first_player"]
    assert first.difference < 0 and first.difference_interval[1] < 0
    assert one["duration"].difference < 0  # lost quicker than fought out
    data_one, data_two = one.to_dict(), two.to_dict()
    del data_one["seconds"], data_two["seconds"]
    assert data_one == data_two
    for name in ("winner", "plies", "decided_at"):
        assert np.array_equal(getattr(one.result_b, name), getattr(two.result_b, name))


def test_a_pair_of_agents_and_progress(two_in_a_row):
    seen = []
    c = bl.compare(bl.game("tic_tac_toe"), two_in_a_row, agent=("alphabeta:9", "random"),
                   games=6, seed=3, progress=seen.append)
    assert (c.agent, c.opponent) == ("alphabeta:9", "random")
    # A's games count to 6, then B's from there to 12.
    assert seen == sorted(seen) and 6 in seen and seen[-1] == 12
    # With two in a row, alphabeta wins every game it starts (the even ones) at ply 3.
    assert c.result_b.winner[::2].tolist() == [0] * 3
    assert c.result_b.plies[::2].tolist() == [3] * 3
    text = str(c)
    assert text.splitlines()[0] == ("A: tic_tac_toe, B: two_in_a_row; alphabeta:9 against "
                                    "random, colours alternating, 6 games each, seed 3")
    # Each version's games are bl.match's with the same seed, whatever plays them: a Python
    # agent too.
    def first_move(state):
        return next(iter(state.legal_moves))
    c = bl.compare(bl.game("tic_tac_toe"), two_in_a_row, agent=(first_move, "random"),
                   games=4, seed=5)
    assert (c.agent, c.opponent) == ("first_move", "random")
    for game, result in ((bl.game("tic_tac_toe"), c.result_a), (two_in_a_row, c.result_b)):
        alone = bl.match(game, first_move, "random", 4, seed=5)
        for name in ("a_first", "winner", "plies", "decided_at"):
            assert np.array_equal(getattr(result, name), getattr(alone, name)), name


def test_the_table_and_the_json_data(two_in_a_row):
    c = bl.compare(bl.game("tic_tac_toe", max_plies=9), two_in_a_row, agent="alphabeta:9",
                   games=10)
    # The intervals are those of test_perfect_play_when_two_in_a_row_wins's formulas, rounded.
    assert str(c) == """\
A: tic_tac_toe (max_plies=9), B: two_in_a_row; alphabeta:9 against itself, 10 games each, seed 0
measure               A                       B                       B - A (95%)
first player's score  0.500 (0.237 to 0.763)  1.000 (0.722 to 1.000)  +0.500 (+0.117 to +0.763)  paired
draws                 1.000 (0.722 to 1.000)  0.000 (0.000 to 0.278)  -1.000 (-1.000 to -0.608)  paired
mean length (plies)   9.0 (9.0 to 9.0)        3.0 (3.0 to 3.0)        -6.0 (-6.0 to -6.0)        paired
length spread (sd)    0.0                     0.0                     +0.0                       no interval
decisiveness          0.000 (0.000 to 1.000)  0.000 (0.000 to 0.278)  +0.000 (-1.000 to +0.278)  paired
intervals 95%; paired: game i of A and of B had the same seeds and seats"""
    data = json.loads(json.dumps(c.to_dict(), allow_nan=False))
    assert (data["game_a"], data["game_b"], data["games"]) == \
        ("tic_tac_toe (max_plies=9)", "two_in_a_row", 10)
    assert [m["name"] for m in data["measures"]] == \
        ["first_player", "drawishness", "duration", "duration_spread", "decisiveness"]
    assert data["measures"][2]["difference_interval"] == [-6.0, -6.0]
    assert data["a"]["drawishness"] == 1.0 and data["b"]["first_player"] == 1.0
    # One game shows nothing of the spread: unbounded ends, which JSON holds as null.
    one = bl.compare(bl.game("tic_tac_toe"), two_in_a_row, agent="alphabeta:9", games=1)
    data = json.loads(json.dumps(one.to_dict(), allow_nan=False))
    length, spread = data["measures"][2], data["measures"][3]
    assert length["difference_interval"] == [None, None]
    assert length["a_interval"] == [0.0, None]  # the balance metrics' 0 to infinity
    assert (spread["a"], spread["difference"]) == (None, None)
    assert "length spread (sd)    -" in str(one)


def test_the_plot(two_in_a_row):
    pytest.importorskip("matplotlib")
    c = bl.compare(bl.game("tic_tac_toe"), two_in_a_row, agent="alphabeta:9", games=1)
    figure = c.plot()  # one game: unbounded length intervals are drawn without a bar
    shares, lengths = figure.axes
    assert "B - A +0.50" in shares.get_xticklabels()[0].get_text()
    assert lengths.get_title().startswith("length, B - A -6.0")


@pytest.mark.parametrize("change, message", [
    ({"game_a": "tic_tac_toe"}, "compare: game_a 'tic_tac_toe' is not a boardlab Game (such as "
     "bl.game('tic_tac_toe') or bl.load_variant(path))"),
    ({"agent": ("random",) * 3}, "compare: agent ('random', 'random', 'random') holds 3 agents: "
     "give one agent, or a pair (agent, opponent)"),
    ({"agent": ("random", "mcts:0")}, "compare: agent 'mcts:0': simulations '0' is not a whole "
     "number from 1 to 1000000000"),
    ({"agent": 7}, "compare: agent 7 is not agent text such as 'mcts:1000', nor an agent (an "
     "object with choose(state), or a function of a state)"),
    ({"games": 0}, "compare: games 0 is not a whole number from 1 to 2147483647"),
    ({"games": 2.0}, "compare: games 2.0 is not a whole number from 1 to 2147483647"),
    ({"seed": -1}, "compare: seed -1 is not a whole number from 0 to 18446744073709551615"),
    ({"threads": 0}, "compare: threads 0 is not a whole number from 1 to 1024"),
    ({"confidence": 1}, "compare: confidence 1 is not a number strictly between 0 and 1"),
    ({"progress": 5}, "compare: progress 5 is not a function or True"),
], ids=lambda v: next(iter(v)) if isinstance(v, dict) else None)
def test_bad_arguments_are_the_librarys_errors(change, message):
    arguments = {"game_a": bl.game("tic_tac_toe"), "game_b": bl.game("connect_four"),
                 "agent": "random", "games": 2, **change}
    with raises(bl.Error, message):
        bl.compare(**arguments)


def test_an_agent_that_cannot_play_version_b_is_named_with_it(two_in_a_row):
    def tic_tac_toe_only(state):
        return next(iter(state.legal_moves)) if state.game.name == "tic_tac_toe" else None
    with raises(bl.Error, "compare: game B (two_in_a_row): match: agent 'tic_tac_toe_only', "
                "game 0, position '3/3/3 0 X5O4 0': it chose None, which is not a Move, a "
                "move's text or an action number"):
        bl.compare(bl.game("tic_tac_toe"), two_in_a_row, agent=tic_tac_toe_only, games=2)
    c = bl.compare(bl.game("tic_tac_toe"), two_in_a_row, agent="random", games=2)
    with raises(bl.Error, "Comparison: no measure 'length' (measures: first_player, "
                "drawishness, duration, duration_spread, decisiveness)"):
        c["length"]


def test_ctrl_c_stops_a_comparison():
    # Hours of games at 100000 simulations a move; SIGINT from a timer must stop them at once.
    if threading.current_thread() is not threading.main_thread():
        pytest.skip("signals reach the main thread only")
    # Set for the test: a process started in the background without job control inherits
    # SIGINT ignored.
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    timer = threading.Timer(0.3, os.kill, (os.getpid(), signal.SIGINT))
    started = time.perf_counter()
    timer.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            bl.compare(bl.game("breakthrough"), _small_breakthrough(), agent="mcts:100000",
                       games=1000, threads=2)
    finally:
        timer.cancel()
        signal.signal(signal.SIGINT, previous)
    assert time.perf_counter() - started < 1.5


# --- the command line ----------------------------------------------------------------------------

def _main(capsys, *args):
    status = cli.main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def test_the_command_prints_the_table_and_writes_the_plot(capsys, tmp_path, two_in_a_row):
    path = tmp_path / "two.toml"
    path.write_text(TWO_IN_A_ROW)
    status, out, err = _main(capsys, "compare", "tic_tac_toe", str(path), "--agent",
                             "alphabeta:9", "--games", "6", "--seed", "2", "-q")
    expected = bl.compare(bl.game("tic_tac_toe"), two_in_a_row, agent="alphabeta:9", games=6,
                          seed=2)
    assert (status, out, err) == (0, str(expected) + "\n", "")
    # --max-plies is both versions' limit: at 2 plies every game of both is drawn there.
    status, out, err = _main(capsys, "compare", "tic_tac_toe", str(path), "--agent", "random",
                             "--games", "4", "--max-plies", "2", "-q")
    assert status == 0
    assert re.search(r"^mean length \(plies\) +2\.0 \(2\.0 to 2\.0\) +2\.0 \(2\.0 to 2\.0\) +"
                     r"\+0\.0 \(\+0\.0 to \+0\.0\)", out, flags=re.MULTILINE), out
    assert re.search(r"^draws +1\.000 .* 1\.000 .* \+0\.000", out, flags=re.MULTILINE), out
    pytest.importorskip("matplotlib")
    picture = tmp_path / "compare.png"
    status, out, err = _main(capsys, "compare", "tic_tac_toe", str(path), "--agent", "random",
                             "--games", "4", "--threads", "2", "--plot", str(picture))
    assert status == 0 and out.startswith("A: tic_tac_toe, B: two_in_a_row; random")
    assert picture.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert err.endswith(f"boardlab: plot saved to {picture}\n")
    assert " games" in err  # the progress bar, counting both versions' games


@pytest.mark.parametrize("args, err", [
    (["tic_tac_toe", "shogi"], "boardlab: game 'shogi' is not a built-in game (skateboards, "),
    (["tic_tac_toe", "nowhere.toml"],
     "boardlab: variant file 'nowhere.toml': cannot be read: No such file or directory\n"),
    (["tic_tac_toe", "pogo", "--agent", "mcts:0"],
     "boardlab: agent 'mcts:0': simulations '0' is not a whole number from 1 to 1000000000\n"),
    (["tic_tac_toe", "pogo", "--opponent", "deep"], "boardlab: agent 'deep': unknown agent"),
    (["tic_tac_toe", "pogo", "--plot", "/nonexistent/folder/x.png"],
     "boardlab: --plot: folder '/nonexistent/folder' does not exist\n"),
], ids=lambda v: " ".join(v) if isinstance(v, list) else None)
def test_bad_input_is_one_line_and_status_2(capsys, args, err):
    status, out, got = _main(capsys, "compare", *args, "-q")
    assert (status, out) == (2, "")
    assert got.startswith(err) and got.count("\n") == 1


@pytest.mark.parametrize("args, err", [
    (["tic_tac_toe"], "boardlab: wrong number of arguments for 'compare' (the following "
     "arguments are required: GAME_B)\n"),
    (["tic_tac_toe", "pogo", "--games", "0"],
     "boardlab: argument --games: --games '0' is not a number from 1 to 2147483647\n"),
    (["tic_tac_toe", "pogo", "--threads", "zero"],
     "boardlab: argument --threads: --threads 'zero' is not a number from 1 to 1024\n"),
])
def test_bad_arguments_give_the_usage_and_status_2(capsys, args, err):
    status, out, got = _main(capsys, "compare", *args)
    assert (status, out) == (2, "")
    assert got.startswith("usage: boardlab compare [-h]") and got.endswith(err)

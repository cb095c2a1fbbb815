"""The studies' surface, hardened (issue 32): a Ray address where nothing answers fails at once;
the command checks every file it will write before the work, and keeps the results when a write
fails at the end; MatchResult checks what it is given; no study plays zero games; a sweep's
option is given once; and every integral type is a whole number, bools and floats none."""
from __future__ import annotations

import csv
import io
import os
import re
import socket
import subprocess
import sys
import time

import numpy as np
import pytest

import boardlab as bl
from boardlab import cli, distributed
from boardlab._core import shown
from boardlab._game import _whole
from boardlab.envs import VectorEnv
from conftest import raises

TTT = bl.game("tic_tac_toe")
GAME_FIELDS = ("a_first", "winner", "plies", "ply_limit", "moves_listed", "lead_changes",
               "decided_at")


def _main(capsys, *args: str):
    """(exit status, stdout, stderr) of boardlab.cli.main(args)."""
    status = cli.main(list(args))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


# --- 5: a Ray cluster that does not answer --------------------------------------------------------

def _closed_port() -> int:
    """A port nothing listens on (one the system just gave out and took back)."""
    with socket.socket() as s:
        s.bind(("", 0))
        return s.getsockname()[1]


def _no_cluster_pattern(where: str, named: str, port: int) -> str:
    """The message of a cluster that is not there: ``named`` as the message names it."""
    return (rf"\A{where}: no Ray cluster at {re.escape(named)}: nothing accepted a "
            rf"connection at \S+:{port} within {distributed.CONNECT_SECONDS:g} s \(.+\)\Z")


@pytest.mark.parametrize("where, scheme", [("match", ""), ("tournament", ""), ("sweep", ""),
                                           ("match", "ray://")])
def test_a_ray_address_where_nothing_listens_fails_at_once(where, scheme, monkeypatch):
    ray = pytest.importorskip("ray", reason="backend='ray' needs Ray")
    # Whatever Ray this process may have joined, the address is what is read.
    monkeypatch.setattr(ray, "is_initialized", lambda: False)
    port = _closed_port()
    address = f"{scheme}127.0.0.1:{port}"
    ray_settings = {"backend": "ray", "ray_address": address}
    studies = {
        "match": lambda: bl.match(TTT, "random", "random", 2, **ray_settings),
        "tournament": lambda: bl.tournament(TTT, ["random", "greedy"], 2, **ray_settings),
        "sweep": lambda: bl.sweep("tic_tac_toe", {"max_plies": [9]}, "random", games=2,
                                  **ray_settings)}
    started = time.monotonic()
    with raises(bl.Error, match=_no_cluster_pattern(where, shown(address), port)):
        studies[where]()
    assert time.monotonic() - started < distributed.CONNECT_SECONDS


def test_ray_address_from_the_environment_is_checked_too(monkeypatch):
    ray = pytest.importorskip("ray", reason="backend='ray' needs Ray")
    monkeypatch.setattr(ray, "is_initialized", lambda: False)
    port = _closed_port()
    # Ray reads RAY_ADDRESS when it is given no address, or "auto".
    monkeypatch.setenv("RAY_ADDRESS", f"127.0.0.1:{port}")
    for given in (None, "auto"):
        with raises(bl.Error, match=_no_cluster_pattern(
                "match", f"'127.0.0.1:{port}' (RAY_ADDRESS)", port)):
            bl.match(TTT, "random", "random", 2, backend="ray", ray_address=given)


def test_the_command_with_a_ray_address_where_nothing_listens():
    pytest.importorskip("ray", reason="--ray needs Ray")
    port = _closed_port()
    started = time.monotonic()
    result = subprocess.run([sys.executable, "-m", "boardlab", "match", "tic_tac_toe", "random",
                             "random", "--games", "2", "-q", "--ray", f"127.0.0.1:{port}"],
                            capture_output=True, text=True, timeout=120)
    assert time.monotonic() - started < 30  # Python and Ray start, and the refused connection
    assert (result.returncode, result.stdout) == (2, "")
    message = _no_cluster_pattern("match", f"'127.0.0.1:{port}'", port)
    assert re.fullmatch("boardlab: " + message.removeprefix(r"\A").removesuffix(r"\Z") + "\n",
                        result.stderr)


# --- 6: the files the command writes --------------------------------------------------------------

# Every command that writes a file, with the option that names it (small, quick runs).
WRITERS = [
    (["analyze", "tic_tac_toe", "--games", "5", "-q"], "--plot"),
    (["match", "tic_tac_toe", "random", "random", "--games", "2", "-q"], "--plot"),
    (["tournament", "tic_tac_toe", "random", "greedy", "--games-per-pair", "2", "-q"], "--plot"),
    (["sweep", "tic_tac_toe", "--option", "max_plies=5,9", "--agent", "random", "--games", "2",
      "-q"], "--plot"),
    (["sweep", "tic_tac_toe", "--option", "max_plies=5,9", "--agent", "random", "--games", "2",
      "-q"], "--csv"),
]
WRITER_IDS = [f"{argv[0]} {option}" for argv, option in WRITERS]


@pytest.fixture
def no_games(monkeypatch):
    """Makes any game played a failure: the checks must come before the work."""
    def played(*args, **kwargs):
        raise AssertionError("games were played before the output file was checked")
    for name in ("match", "tournament", "sweep"):
        monkeypatch.setattr(bl, name, played)
    monkeypatch.setattr(bl.Game, "playouts", played)


@pytest.mark.parametrize("argv, option", WRITERS, ids=WRITER_IDS)
def test_every_output_file_is_checked_before_the_work(argv, option, capsys, tmp_path, no_games):
    if option == "--plot":
        pytest.importorskip("matplotlib", reason="--plot needs matplotlib")
    suffix = ".csv" if option == "--csv" else ".png"
    (tmp_path / "a_file").write_text("")
    (tmp_path / f"a_folder{suffix}").mkdir()
    for path, message in [
            (tmp_path / "missing" / f"out{suffix}",
             f"folder {str(tmp_path / 'missing')!r} does not exist"),
            (tmp_path / "a_file" / f"out{suffix}",
             f"{str(tmp_path / 'a_file')!r} is not a folder"),
            (tmp_path / f"a_folder{suffix}",
             f"{str(tmp_path / f'a_folder{suffix}')!r} is a folder, not a file")]:
        assert _main(capsys, *argv, option, str(path)) == \
            (2, "", f"boardlab: {option}: {message}\n")


@pytest.mark.parametrize("argv, option", [w for w in WRITERS if w[1] == "--plot"],
                         ids=[i for i in WRITER_IDS if i.endswith("--plot")])
def test_a_plot_file_needs_a_format_matplotlib_writes(argv, option, capsys, tmp_path, no_games):
    pytest.importorskip("matplotlib", reason="--plot needs matplotlib")
    from matplotlib.backend_bases import FigureCanvasBase
    formats = ", ".join("." + f for f in sorted(FigureCanvasBase.get_supported_filetypes()))
    for name in ("x.txt", "x", "x.png.bak"):
        path = str(tmp_path / name)
        assert _main(capsys, *argv, option, path) == (
            2, "", f"boardlab: --plot: {path!r} does not end in a picture format matplotlib "
            f"writes ({formats})\n")
    assert not any(tmp_path.iterdir())


def test_a_plot_format_is_read_from_any_case_of_its_extension(capsys, tmp_path):
    pytest.importorskip("matplotlib", reason="--plot needs matplotlib")
    path = tmp_path / "match.SVG"
    status, out, err = _main(capsys, "match", "tic_tac_toe", "random", "random", "--games", "2",
                             "-q", "--plot", str(path))
    assert (status, err) == (0, f"boardlab: plot saved to {path}\n")
    assert path.read_text().lstrip().startswith("<?xml")


FULL = "/dev/full"  # every write to it fails: no space left on device


def _without_seconds(table: str) -> list:
    """A sweep's CSV rows, without the one column that differs from run to run."""
    return [{k: v for k, v in row.items() if k != "seconds"}
            for row in csv.DictReader(io.StringIO(table))]


@pytest.mark.skipif(not os.path.exists(FULL), reason="needs /dev/full")
def test_a_write_that_fails_at_the_end_keeps_the_results(capsys, tmp_path):
    pytest.importorskip("matplotlib", reason="--plot needs matplotlib")
    plot = tmp_path / "full.png"
    plot.symlink_to(FULL)
    argv = ["sweep", "tic_tac_toe", "--option", "max_plies=5,9", "--agent", "random", "--games",
            "2", "-q"]
    status, out, _ = _main(capsys, *argv)
    assert status == 0
    status, failed_out, err = _main(capsys, *argv, "--csv", FULL, "--plot", str(plot))
    no_space = os.strerror(28)  # ENOSPC
    assert (status, _without_seconds(failed_out), err) == (
        1, _without_seconds(out), f"boardlab: --csv: {FULL!r} was not written ({no_space}); the "
        "results are above\n"
        f"boardlab: --plot: {str(plot)!r} was not written ({no_space}); the results are "
        "above\n")
    match = ["match", "tic_tac_toe", "random", "random", "--games", "2", "-q"]
    status, out, _ = _main(capsys, *match)
    assert _main(capsys, *match, "--plot", str(plot)) == (
        1, out, f"boardlab: --plot: {str(plot)!r} was not written ({no_space}); the results are "
        "above\n")


# --- 9: MatchResult made by hand ------------------------------------------------------------------

LISTS = {"a_first": [True, False, True], "winner": [0, -1, 1], "plies": [5, 9, 6]}


def _by_hand(**changes):
    fields = {**LISTS, **changes}
    game = fields.pop("game", TTT)
    a, b = fields.pop("agent_a", "a"), fields.pop("agent_b", "b")
    return bl.MatchResult(game, a, b, **fields)


def test_a_match_result_from_lists_is_one_from_the_arrays_a_match_gives():
    played = bl.match(TTT, "random", "random", 2)
    by_hand = _by_hand(ply_limit=[False, True, False], moves_listed=[20, 45, 30],
                       lead_changes=[0, 0, 1], decided_at=[5, -1, 2], seconds=1)
    assert (by_hand.wins, by_hand.draws, by_hand.losses) == (1, 1, 1)
    for name in GAME_FIELDS:
        assert (name, getattr(by_hand, name).dtype) == (name, getattr(played, name).dtype)
    assert by_hand.decided_at.tolist() == [5, -1, 2]
    assert by_hand.seconds == 1.0 and type(by_hand.seconds) is float
    # The defaults of the balance metrics' arrays, from lists too.
    assert _by_hand().decided_at.tolist() == [5, -1, 6]
    assert str(_by_hand()).startswith("a against b at tic_tac_toe, 3 games: 1 won, 1 drawn, "
                                      "1 lost\n")


@pytest.mark.parametrize("changes, message", [
    ({"winner": np.array([[0, 1, -1], [1, 0, -1]])}, "winner array([[ 0,  1, -1],\n"
     "       [ 1,  0, -1]]) is not one value a game (a list or 1-D array)"),
    ({"winner": "0,1,-1"}, "winner '0,1,-1' is not one value a game (a list or 1-D array)"),
    ({"winner": None}, "winner None is not one value a game (a list or 1-D array)"),
    ({"winner": [[0], [1, -1]]}, "winner [[0], [1, -1]] is not one value a game (a list or "
     "1-D array)"),
    ({"winner": 1}, "winner 1 is not one value a game (a list or 1-D array)"),
    ({"winner": [0, 2, 1]}, "winner of game 1 is 2, not -1 (a draw), 0 or 1"),
    ({"winner": [0.0, -1.0, 1.0]}, "winner holds float64 values, not whole numbers"),
    ({"winner": [True, False, True]}, "winner holds bool values, not whole numbers"),
    ({"winner": ["0", "-1", "1"]}, "winner holds <U2 values, not whole numbers"),
    ({"a_first": [1, 0, 1]}, "a_first holds int64 values, not True or False"),
    ({"a_first": [True, False]}, "a_first has 2 games, winner 3"),
    ({"plies": [5, -1, 6]}, "plies of game 1 is -1, not a whole number from 0 to 2147483647"),
    ({"plies": [5, 2**31, 6]}, "plies of game 1 is 2147483648, not a whole number from 0 to "
     "2147483647"),
    ({"plies": np.array([5, 9, 6], dtype=np.uint64) + np.uint64(2**63)},
     "plies of game 0 is 9223372036854775813, not a whole number from 0 to 2147483647"),
    ({"ply_limit": [0, 1, 0]}, "ply_limit holds int64 values, not True or False"),
    ({"moves_listed": [1, -5, 2]}, "moves_listed of game 1 is -5, not a whole number from 0 to "
     "9223372036854775807"),
    ({"lead_changes": [0, 1.5, 0]}, "lead_changes holds float64 values, not whole numbers"),
    ({"decided_at": [5, 0, 6]}, "decided_at of game 1 is 0, not -1 (game 1 is drawn)"),
    ({"decided_at": [6, -1, 6]}, "decided_at of game 0 is 6, not a ply from 0 to the game's 5"),
    ({"decided_at": [-1, -1, 6]}, "decided_at of game 0 is -1, not a ply from 0 to the game's 5"),
    ({"a_first": [], "winner": [], "plies": []}, "no games: a result has at least one"),
    ({"game": "tic_tac_toe"}, "game 'tic_tac_toe' is not a boardlab Game"),
    ({"agent_a": 1}, "agent_a 1 is not agent text (a str)"),
    ({"agent_b": None}, "agent_b None is not agent text (a str)"),
    ({"seconds": True}, "seconds True is not a number of seconds, 0 or more"),
    ({"seconds": -1.0}, "seconds -1.0 is not a number of seconds, 0 or more"),
    ({"seconds": float("nan")}, "seconds nan is not a number of seconds, 0 or more"),
    ({"seconds": "1"}, "seconds '1' is not a number of seconds, 0 or more"),
], ids=lambda v: repr(v)[:40] if isinstance(v, dict) else None)
def test_a_match_result_refuses_what_no_match_gives(changes, message):
    with raises(bl.Error, f"MatchResult: {message}"):
        _by_hand(**changes)


# --- 13: no study of zero games -------------------------------------------------------------------

ZERO_GAMES = [
    ("match: games", lambda **ray: bl.match(TTT, "random", "random", 0, **ray)),
    ("balance: games", lambda **ray: bl.balance(TTT, "random", games=0)),
    ("tournament: games_per_pair", lambda **ray: bl.tournament(TTT, ["random", "greedy"], 0,
                                                               **ray)),
    ("sweep: games", lambda **ray: bl.sweep("tic_tac_toe", {"max_plies": [9]}, "random",
                                            games=0, **ray)),
]


@pytest.mark.parametrize("backend", ["local", "ray"])
@pytest.mark.parametrize("where, study", ZERO_GAMES, ids=[w for w, _ in ZERO_GAMES])
def test_no_study_plays_zero_games(where, study, backend, monkeypatch):
    # Without Ray: the count is refused before Ray is looked for, as a bad agent is.
    monkeypatch.setitem(sys.modules, "ray", None)
    ray = {} if backend == "local" or where.startswith("balance") else {"backend": backend}
    with raises(bl.Error, f"{where} 0 is not a whole number from 1 to 2147483647"):
        study(**ray)


# --- 14: an option given twice --------------------------------------------------------------------

def test_an_option_given_twice_is_refused(capsys, no_games):
    sweep = ["sweep", "tic_tac_toe", "--agent", "random", "--games", "2", "-q"]
    assert _main(capsys, *sweep, "--option", "max_plies=5", "--option", "max_plies=7..9") == (
        2, "", "boardlab: --option max_plies is given twice (max_plies=5 and max_plies=7..9): "
        "give all its values in one, such as --option max_plies=5,7,8,9\n")
    assert _main(capsys, "sweep", "pogo", "--option", "three_step_u=true", "--option",
                 "three_step_u=false", "-q") == (
        2, "", "boardlab: --option three_step_u is given twice (three_step_u=true and "
        "three_step_u=false): give all its values in one, such as --option "
        "three_step_u=true,false\n")
    # --max-plies is the option max_plies too.
    assert _main(capsys, *sweep, "--option", "max_plies=5,9", "--max-plies", "7") == (
        2, "", "boardlab: --max-plies 7 and --option max_plies=5,9 both give max_plies: give "
        "its values in --option alone\n")


def test_a_value_given_twice_is_refused(capsys):
    with raises(bl.Error, "sweep: option max_plies has the value 5 twice"):
        bl.sweep("tic_tac_toe", {"max_plies": [5, 9, 5]}, "random", games=2)
    with raises(bl.Error, "sweep: option max_plies has the value np.int64(5) twice"):
        bl.sweep("tic_tac_toe", {"max_plies": np.array([5, 5])}, "random", games=2)
    assert _main(capsys, "sweep", "tic_tac_toe", "--option", "max_plies=5,5", "--agent",
                 "random", "--games", "2", "-q") == (
        2, "", "boardlab: sweep: option max_plies has the value 5 twice\n")


# --- 16: every integral type is a whole number; bools and floats are not --------------------------

class Index:
    """An integral type of one's own: an int only through __index__."""

    def __init__(self, value: int) -> None:
        self.value = value

    def __index__(self) -> int:
        return self.value

    def __repr__(self) -> str:
        return f"Index({self.value})"


INTEGRAL = [np.int64, np.uint8, Index]
NOT_WHOLE = [True, np.True_, False, np.False_, 2.0, np.float64(2.0), np.float32(2.0), "2",
             np.array([2]), None]


def _vector(count=2, threads=1):
    return VectorEnv(TTT, count, threads=threads)


# (the name errors give, a call of the value, a value it takes, what tells two results apart)
SURFACES = [
    ("match: games", lambda v: bl.match(TTT, "random", "random", v, seed=2).winner.tolist(), 2),
    ("match: seed", lambda v: bl.match(TTT, "random", "random", 2, seed=v).winner.tolist(), 3),
    ("match: threads", lambda v: bl.match(TTT, "random", "random", 2, threads=v).games, 1),
    ("match: agent_threads", lambda v: bl.match(TTT, "mcts:5", "random", 2,
                                                agent_threads=v).games, 1),
    ("tournament: games_per_pair", lambda v: bl.tournament(TTT, ["random", "greedy"], v).games,
     2),
    ("tournament: seed", lambda v: bl.tournament(TTT, ["random", "greedy"], 2, seed=v).points, 5),
    ("tournament: threads", lambda v: bl.tournament(TTT, ["random", "greedy"], 2,
                                                    threads=v).points, 1),
    ("balance: games", lambda v: bl.balance(TTT, "random", games=v).games, 2),
    ("balance: seed", lambda v: bl.balance(TTT, "random", games=2, seed=v).duration, 3),
    ("balance: threads", lambda v: bl.balance(TTT, "random", games=2, threads=v).games, 1),
    ("sweep: games", lambda v: bl.sweep("tic_tac_toe", {"max_plies": [9]}, "random",
                                        games=v, rows=True)[0]["games"], 2),
    ("sweep: seed", lambda v: bl.sweep("tic_tac_toe", {"max_plies": [9]}, "random", games=2,
                                       seed=v, rows=True)[0]["duration"], 3),
    ("Agent: seed", lambda v: bl.Agent(TTT, "random", seed=v).choose(TTT.start()).text, 7),
    ("Agent: threads", lambda v: bl.Agent(TTT, "mcts:5", threads=v).choose(TTT.start()).text,
     1),
    ("VectorEnv: count", lambda v: repr(_vector(count=v)), 2),
    ("VectorEnv: threads", lambda v: repr(_vector(threads=v)), 1),
    ("VectorEnv.random_actions: seed", lambda v: _vector().random_actions(seed=v).tolist(), 3),
    ("VectorEnv.position_text: index", lambda v: _vector().position_text(v), 1),
    ("playouts: count", lambda v: TTT.playouts(v)["winner"].tolist(), 2),
    ("playouts: seed", lambda v: TTT.playouts(2, seed=v)["winner"].tolist(), 3),
    ("playouts: threads", lambda v: TTT.playouts(2, threads=v)["winner"].tolist(), 1),
    ("perft: depth", lambda v: bl.perft(TTT.start(), v), 2),
    ("score_interval: wins", lambda v: bl.score_interval(v, 1, 1), 2),
]
SURFACE_IDS = [name for name, _, _ in SURFACES]


@pytest.mark.parametrize("name, call, value", SURFACES, ids=SURFACE_IDS)
def test_every_integral_type_is_a_whole_number(name, call, value):
    expected = call(value)
    for integral in INTEGRAL:
        assert (integral.__name__, call(integral(value))) == (integral.__name__, expected)


@pytest.mark.parametrize("name, call, value", SURFACES, ids=SURFACE_IDS)
def test_bools_and_floats_are_not_whole_numbers(name, call, value):
    for bad in NOT_WHOLE:
        with raises(bl.Error, match=rf"\A{re.escape(f'{name} {shown(bad)}')} is not a whole "
                    r"number from \d+ to \d+\Z"):
            call(bad)


def test_whole_gives_a_plain_int():
    for value in (np.int64(3), np.uint8(3), Index(3), np.array(3), 3):
        number = _whole("n", value, 0, 5)
        assert (type(number), number) == (int, 3)
    with raises(bl.Error, "n Index(6) is not a whole number from 0 to 5"):
        _whole("n", Index(6), 0, 5)


def test_a_game_option_takes_any_integral_type():
    for integral in INTEGRAL:
        game = bl.game("tic_tac_toe", max_plies=integral(5))
        assert (game.max_plies, repr(game)) == (5, "boardlab.game('tic_tac_toe', max_plies=5)")
    assert bl.game("pogo", three_step_u=np.False_) == bl.game("pogo", three_step_u=False)
    rows = bl.sweep("tic_tac_toe", {"max_plies": np.arange(4, 6)}, "random", games=2, rows=True)
    assert [row["completion"] for row in rows] == [0.0, 0.0]
    with raises(bl.SpecError, "game 'tic_tac_toe': option max_plies=true is not of type "
                "integer"):
        bl.game("tic_tac_toe", max_plies=np.True_)


def test_a_variant_field_takes_any_integral_type_and_no_bool_or_float():
    data = bl.game("tic_tac_toe").variant().to_dict()
    for integral in INTEGRAL:
        data.update(max_plies=integral(9), files=integral(3))
        assert bl.Game(bl.Variant.from_dict(data)).max_plies == 9
    for bad in (True, np.True_, 9.0, np.float64(9)):
        data["max_plies"] = bad
        with raises(bl.SpecError, f"variant 'tic_tac_toe': max_plies {shown(bad)} is not a "
                                  "whole number"):
            bl.Game(bl.Variant.from_dict(data))


def test_an_action_number_takes_any_integral_type_and_no_bool():
    for integral in INTEGRAL:
        assert TTT.action_text(integral(4)) == TTT.action_text(4)
        assert TTT.start().play_action(integral(4)) == TTT.start().play_action(4)
    for bad in NOT_WHOLE:
        with raises(bl.Error, f"Game.action_text: action {shown(bad)} is not a whole number"):
            TTT.action_text(bad)
        with raises(bl.Error, f"State.play_action: action {shown(bad)} is not a whole number"):
            TTT.start().play_action(bad)


def test_the_adapters_take_any_integral_type_and_no_bool():
    pytest.importorskip("gymnasium", reason="the adapters need Gymnasium")
    pytest.importorskip("pettingzoo", reason="the PettingZoo adapter needs PettingZoo")
    from boardlab.envs import gymnasium_env, pettingzoo_env

    def gymnasium_run(player=1, seed=3, action=4):
        env = gymnasium_env(TTT, player=player)
        env.reset(seed=seed)
        env.step(action)
        return env.position.text

    def pettingzoo_run(seed=3, action=4):
        env = pettingzoo_env(TTT)
        env.reset(seed=seed)
        env.step(action)
        return env.position.text

    expected = gymnasium_run(), pettingzoo_run()
    for integral in INTEGRAL:
        assert gymnasium_run(player=integral(1)) == expected[0]
        assert gymnasium_run(seed=integral(3)) == expected[0]
        assert gymnasium_run(action=integral(4)) == expected[0]
        assert pettingzoo_run(seed=integral(3)) == expected[1]
        assert pettingzoo_run(action=integral(4)) == expected[1]
    for bad in NOT_WHOLE:
        with raises(bl.Error, f"gymnasium_env: player {shown(bad)} is not 0 or 1"):
            gymnasium_run(player=bad)
        if bad is not None:  # no seed
            with raises(bl.Error, f"gymnasium_env.reset: seed {shown(bad)} is not None or a "
                        f"whole number from 0 to {2**64 - 1}"):
                gymnasium_run(seed=bad)
            with raises(bl.Error, f"pettingzoo_env.reset: seed {shown(bad)} is not None or a "
                        f"whole number from 0 to {2**64 - 1}"):
                pettingzoo_run(seed=bad)
        with raises(bl.Error, f"gymnasium_env: action {shown(bad)} is not a whole number from "
                    "0 to 17"):
            gymnasium_run(action=bad)
        with raises(bl.Error, f"pettingzoo_env: player_0: action {shown(bad)} is not a whole "
                    "number from 0 to 17"):
            pettingzoo_run(action=bad)

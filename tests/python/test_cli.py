"""The ``boardlab`` command: the same contract as the C++ boardlab-cli (tests/cli/cli_test.sh
runs against both), the list of built-in games, and the balance report of ``analyze``."""
from __future__ import annotations

import os
import re
import stat
import subprocess
import sys
from pathlib import Path

import pytest

import boardlab as bl
from boardlab import cli
from conftest import ROOT
from corridor_variant import CORRIDOR


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "boardlab", *args], capture_output=True,
                          text=True, timeout=300)


def test_the_cli_contract_of_boardlab_cli_holds_for_boardlab(tmp_path):
    wrapper = tmp_path / "boardlab"
    wrapper.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m boardlab "$@"\n')
    wrapper.chmod(wrapper.stat().st_mode | stat.S_IEXEC)
    result = subprocess.run(["bash", str(ROOT / "tests" / "cli" / "cli_test.sh"), str(wrapper)],
                            capture_output=True, text=True, timeout=600,
                            env={**os.environ, "PYTHONWARNINGS": "error::DeprecationWarning"})
    assert result.returncode == 0, result.stdout + result.stderr
    assert " 0 failed" in result.stdout


def test_games_lists_the_registry_with_its_options():
    result = _run("games")
    assert result.returncode == 0, result.stderr
    assert result.stdout == (
        "skateboards             max_plies=300 trashcans=6\n"
        "pogo                    max_plies=300 three_step_u=true\n"
        'pocket_battlefield      size=4 gold_hill_top="" red_hill_top="" gold_foot_hills="" '
        'red_foot_hills="" max_plies=300\n'
        "breakthrough            files=8 ranks=8 max_plies=300\n"
        "knightthrough           files=8 ranks=8 max_plies=300\n"
        "checkers                max_plies=1000 quiet_turn_limit=0\n"
        "clobber                 files=6 ranks=5 max_plies=300\n"
        "amazons                 size=10 max_plies=300\n"
        "konane                  size=8 max_plies=300\n"
        "fox_and_geese           diagonals=true geese=13 geese_move_back=true fox_wins_at=3 "
        "max_plies=300\n"
        "international_draughts  size=10 max_plies=1000 quiet_turn_limit=0\n"
        "tic_tac_toe             max_plies=9\n"
        "connect_four            columns=7 rows=6 x_in_row=4 max_plies=0\n"
        "gomoku                  size=15 connect=5 overline_wins=true max_plies=0\n"
        "othello                 size=8 max_plies=0\n"
        "hex                     board_size=11 num_cols=0 num_rows=0 max_plies=0\n"
        "brandubh                king_surrounded=false king_armed=true throne_hostile=false "
        "max_plies=300\n"
        "lines_of_action         size=8 max_plies=1000 repetition_draws=false\n"
        "havannah                board_size=8 max_plies=0\n"
        "chess                   max_plies=1000\n"
        "chess960                position=518 max_plies=1000\n"
        "antichess               max_plies=1000\n"
        "king_of_the_hill        max_plies=1000\n"
        "three_check             checks=3 max_plies=1000\n"
        "gardner                 max_plies=1000\n"
        "los_alamos              max_plies=1000\n"
        "capablanca              max_plies=1000\n"
        "horde                   max_plies=1000\n"
        "racing_kings            max_plies=1000\n"
        "crazyhouse              max_plies=1000\n"
        "atomic                  max_plies=1000\n"
        "ataxx                   size=7 max_plies=1000 quiet_turn_limit=0\n"
        "focus                   max_plies=300 stack_limit=5\n"
        "pentago                 size=6 block=3 connect=5 max_plies=0\n"
        "dots_and_boxes          num_rows=2 num_cols=2 max_plies=0\n"
        "y                       board_size=16 max_plies=0\n")
    assert [line.split()[0] for line in result.stdout.splitlines()] == bl.games()


def test_analyze_prints_the_balance_report(capsys):
    assert cli.main(["analyze", "pogo", "--games", "300", "--seed", "4", "--threads", "2",
                     "--quiet"]) == 0
    lines = capsys.readouterr().out.splitlines()
    r = bl.game("pogo").playouts(300, seed=4)
    wins = [int((r["winner"] == p).sum()) for p in (0, 1)]
    assert lines[0] == "pogo: 300 random playouts, seed 4, 2 threads"
    assert lines[1].startswith(f"player 0 wins: {wins[0]} (")
    assert lines[2].startswith(f"player 1 wins: {wins[1]} (")
    assert lines[3].startswith(f"draws: {300 - wins[0] - wins[1]} (")
    assert lines[4].startswith(f"game length: mean {r['plies'].mean():.1f}, median ")
    assert lines[6].startswith("speed: ")


def test_analyze_shows_progress_on_stderr(capsys):
    assert cli.main(["analyze", "breakthrough", "--games", "200", "--threads", "1"]) == 0
    captured = capsys.readouterr()
    assert "200/200" in captured.err and "playouts" in captured.err
    assert captured.out.startswith("breakthrough: 200 random playouts")


# --- every command, in process: output, stderr and exit status --------------------------------

PB_START = "RRRR/4/4/GGGG 0 - 0"
BT_START = "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW 0 - 0"
POGO_START = "(BB)(BB)(BB)/3/(WW)(WW)(WW) 0 - 0"


# 2x2, each side drops two pieces and nothing moves: 4 + 3 + 2 + 1 moves listed, then W is to
# move with nothing to drop and loses.
DROPS = """\
name = "drops"
files = 2
ranks = 2
start = "2/2 0 W2B2 0"

[[kinds]]
symbol = "W"
owner = 0
moves = [{ type = "drop" }]

[[kinds]]
symbol = "B"
owner = 1
moves = [{ type = "drop" }]
"""


def _main(capsys, *args: str):
    """(exit status, stdout, stderr) of boardlab.cli.main(args)."""
    status = cli.main(list(args))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


@pytest.fixture
def corridor(tmp_path):
    path = tmp_path / "corridor.toml"
    path.write_text(CORRIDOR)
    return str(path)


@pytest.mark.parametrize("args, out", [
    (["start", "pogo"], POGO_START + "\n"),
    (["start", "pogo", "--max-plies", "5"], POGO_START + "\n"),
    (["start", "pocket_battlefield"], PB_START + "\n"),
    # By hand (tests/cli/cli_test.sh): a1 steps to a2 b2, b1 to a2 b2 c2, c1 to b2 c2 d2, d1 to
    # c2 d2; nothing to capture.
    (["moves", "pocket_battlefield", PB_START],
     "a1-a2\na1-b2\nb1-a2\nb1-b2\nb1-c2\nc1-b2\nc1-c2\nc1-d2\nd1-c2\nd1-d2\noutcome: none\n"),
    (["moves", "breakthrough", "8/8/8/3BB3/3W4/8/8/8 0 - 0"], "d4-c5\nd4-e5\noutcome: none\n"),
    (["moves", "breakthrough", "3W4/8/8/8/8/8/8/B7 1 - 9"], "outcome: 0\n"),
    (["moves", "breakthrough", "W7/8/8/7B/8/8/8/8 0 - 9"], "outcome: 1\n"),
    (["moves", "breakthrough", "--max-plies", "10", "8/8/8/3B4/8/8/3W4/8 0 - 10"],
     "outcome: draw\n"),
    (["apply", "pogo", POGO_START, "2a1-a3", "1b3-b2"], "(BBWW)B(BB)/1B1/1(WW)(WW) 0 - 2\n"),
    (["apply", "breakthrough", BT_START, "a2-a3", "--max-plies", "9", "b7xb6"],
     "BBBBBBBB/B1BBBBBB/1B6/8/8/W7/1WWWWWWW/WWWWWWWW 0 - 2\n"),
    (["apply", "pogo", "(BB)(BB)(BB)/3/(WW)(WW)(WW) 0"], POGO_START + "\n"),  # no moves
    (["perft", "pogo", POGO_START, "0"], "1\n"),
    (["perft", "pogo", POGO_START, "2"], "240\n"),
    (["perft", "pocket_battlefield", "1R1R/2R1/2G1/(GR)G1G 0 - 10", "2"], "0\n"),
    (["--version"], None),
], ids=lambda v: " ".join(v) if isinstance(v, list) else "")
def test_commands_print_the_known_text_and_exit_0(capsys, args, out):
    if out is None:  # the version, as CMakeLists.txt gives it (pyproject.toml reads it there)
        version = re.search(r"project\(boardlab VERSION ([0-9.]+)",
                            (ROOT / "CMakeLists.txt").read_text()).group(1)
        out = f"boardlab {version}\n"
    assert _main(capsys, *args) == (0, out, "")


def test_help_exits_0_and_names_every_command(capsys):
    status, out, err = _main(capsys, "--help")
    assert (status, err) == (0, "")
    assert out.startswith("usage: boardlab [-h] [--version] COMMAND ...\n")
    for command in ("start", "moves", "apply", "perft", "play", "analyze", "match", "games"):
        assert re.search(rf"^    {command} ", out, flags=re.MULTILINE), command
    status, out, err = _main(capsys, "perft", "--help")
    assert (status, err) == (0, "")
    assert out.startswith("usage: boardlab perft [-h] [--max-plies N] GAME POSITION DEPTH\n")


def test_a_variant_file_is_a_game(capsys, corridor):
    assert _main(capsys, "start", corridor) == (0, "B/1/1/1/1/W 0 - 0\n", "")
    assert _main(capsys, "moves", corridor, "B/1/1/1/1/W 0 - 0") == \
        (0, "a1-a2\noutcome: none\n", "")
    assert _main(capsys, "moves", corridor, "1/1/B/W/1/1 0 - 4") == (0, "outcome: 1\n", "")
    assert _main(capsys, "perft", corridor, "B/1/1/1/1/W 0 - 0", "5") == (0, "0\n", "")
    assert _main(capsys, "perft", corridor, "B/1/1/1/1/W 0 - 0", "4") == (0, "1\n", "")
    assert _main(capsys, "apply", corridor, "B/1/1/1/1/W 0 - 0", "a1-a2", "a6-a5") == \
        (0, "1/B/1/1/W/1 0 - 2\n", "")


CORRIDOR_GAME = """\
start: B/1/1/1/1/W 0 - 0
1. a1-a2
2. a6-a5
3. a2-a3
4. a5-a4
final: 1/1/B/W/1/1 0 - 4
outcome: 1 (no legal move, after 4 plies)
"""


@pytest.mark.parametrize("seed", [[], ["--seed", "0"], ["--seed", "99"]])
def test_play_prints_a_forced_game_move_by_move(capsys, corridor, seed):
    assert _main(capsys, "play", corridor, *seed) == (0, CORRIDOR_GAME, "")


def test_play_ends_at_the_ply_limit_and_by_an_end_condition(capsys, corridor, tmp_path):
    assert _main(capsys, "play", corridor, "--max-plies", "2") == (0, (
        "start: B/1/1/1/1/W 0 - 0\n1. a1-a2\n2. a6-a5\nfinal: 1/B/1/1/W/1 0 - 2\n"
        "outcome: draw (ply limit, after 2 plies)\n"), "")
    goal = tmp_path / "goal.toml"
    goal.write_text(CORRIDOR.replace('start = "B/1/1/1/1/W 0 - 0"\n',
                                     'start = "B/1/1/1/1/W 0 - 0"\n\n[regions]\ngoal = "a3"\n') +
                    '\n[[end]]\ntype = "reaches"\npieces = "W"\nregion = "goal"\nwinner = 0\n')
    assert _main(capsys, "play", str(goal)) == (0, (
        "start: B/1/1/1/1/W 0 - 0\n1. a1-a2\n2. a6-a5\n3. a2-a3\nfinal: 1/B/1/W/1/1 1 - 3\n"
        "outcome: 0 (end condition, after 3 plies)\n"), "")


def test_play_seed_reproduces_the_game(capsys):
    games = {seed: _main(capsys, "play", "breakthrough", "--seed", seed) for seed in "125"}
    for seed, (status, out, err) in games.items():
        assert (status, err) == (0, "")
        assert _main(capsys, "play", "breakthrough", "--seed", seed) == (status, out, err)
        # A legal game: replayed move by move it ends where it says, with the outcome it says.
        lines = out.splitlines()
        assert lines[0] == f"start: {BT_START}"
        moves = [line.split(". ", 1)[1] for line in lines[1:-2]]
        assert [line.split(". ", 1)[0] for line in lines[1:-2]] == \
            [str(i) for i in range(1, len(moves) + 1)]
        state = bl.game("breakthrough").start()
        for move in moves:
            state.play(move)
        assert lines[-2] == f"final: {state.text}"
        assert state.outcome is not None and state.outcome.reason == "condition"
        assert lines[-1] == f"outcome: {state.outcome.winner} (end condition, after " \
                            f"{len(moves)} plies)"
    assert len({out for _, out, _ in games.values()}) == 3  # other seeds, other games
    assert _main(capsys, "play", "breakthrough") == games["1"]  # the default seed is 1


def test_analyze_reports_a_game_whose_every_playout_is_known(capsys, tmp_path):
    path = tmp_path / "drops.toml"
    path.write_text(DROPS)
    status, out, err = _main(capsys, "analyze", str(path), "--games", "10", "--seed", "3",
                             "--threads", "1", "-q")
    assert (status, err) == (0, "")
    lines = out.splitlines()
    # Wilson 95% interval of 0 in 10: 0 to z^2 / (n + z^2) = 3.8415 / 13.8415 = 27.8%.
    assert lines[:6] == ["drops: 10 random playouts, seed 3, 1 thread",
                         "player 0 wins: 0 (0.0%, 95% CI 0.0%-27.8%)",
                         "player 1 wins: 10 (100.0%, 95% CI 72.2%-100.0%)",
                         "draws: 0 (0.0%)",
                         "game length: mean 4.0, median 4, max 4 plies",
                         "mean branching factor: 2.5"]  # 10 moves listed in 4 plies
    assert re.fullmatch(r"speed: (\d+|inf) playouts/s \([0-9.]+ s\)", lines[6])
    assert len(lines) == 7


def test_analyze_plot_writes_a_png(capsys, tmp_path):
    pytest.importorskip("matplotlib", reason="--plot needs matplotlib")
    path = tmp_path / "pogo.png"
    status, out, err = _main(capsys, "analyze", "pogo", "--games", "50", "--threads", "1", "-q",
                             "--plot", str(path))
    assert status == 0
    assert out.startswith("pogo: 50 random playouts, seed 0, 1 thread\n")
    assert err == f"boardlab: plot saved to {path}\n"
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_analyze_plot_without_matplotlib_exits_1(capsys, tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # import matplotlib raises ImportError
    assert _main(capsys, "analyze", "pogo", "--games", "5", "-q",
                 "--plot", str(tmp_path / "x.png")) == (1, "", (
                     "boardlab: --plot needs matplotlib, which is not installed (pip install "
                     "matplotlib, or pip install boardlab[plot])\n"))
    assert not (tmp_path / "x.png").exists()


USAGE = "usage: boardlab [-h] [--version] COMMAND ...\n"


@pytest.mark.parametrize("args, err", [
    ([], USAGE + "boardlab: missing command (the following arguments are required: COMMAND)\n"),
    (["frobnicate", "pogo"], USAGE + "boardlab: argument COMMAND: invalid choice: 'frobnicate' "
     "(choose from 'start', 'moves', 'apply', 'perft', 'play', 'analyze', 'match', "
     "'tournament', 'balance', 'sweep', 'compare', 'games', 'serve')\n"),
    (["moves", "pogo"], "usage: boardlab moves [-h] [--max-plies N] GAME POSITION\n"
     "boardlab: wrong number of arguments for 'moves' (the following arguments are required: "
     "POSITION)\n"),
    (["start", "pogo", "extra"], USAGE + "boardlab: wrong number of arguments for 'start' "
     "(unrecognized arguments: extra)\n"),
    (["games", "extra"], USAGE + "boardlab: wrong number of arguments for 'games' "
     "(unrecognized arguments: extra)\n"),
    (["perft", "pogo", POGO_START, "deep"],
     "usage: boardlab perft [-h] [--max-plies N] GAME POSITION DEPTH\n"
     "boardlab: argument DEPTH: depth 'deep' is not a number from 0 to 64\n"),
    (["perft", "pogo", POGO_START, "65"],
     "usage: boardlab perft [-h] [--max-plies N] GAME POSITION DEPTH\n"
     "boardlab: argument DEPTH: depth '65' is not a number from 0 to 64\n"),
    (["start", "pogo", "--max-plies", "0"], USAGE + "boardlab: argument --max-plies: "
     "--max-plies '0' is not a number from 1 to 1000000000\n"),
    (["play", "pogo", "--seed", "-1"],
     "usage: boardlab play [-h] [--max-plies N] [--seed S] [--record FILE] GAME\n"
     "boardlab: argument --seed: "
     "--seed '-1' is not a number from 0 to 9223372036854775807\n"),
    (["analyze", "pogo", "--games", "0"], None),
    (["analyze", "pogo", "--threads", "0"], None),
    (["start", "shogi"],
     f"boardlab: game 'shogi' is not a built-in game ({', '.join(bl.games())})\n"),
    (["moves", "breakthrough", "9/8/8/8/8/8/8/8 0 - 0"], "boardlab: position text "
     "'9/8/8/8/8/8/8/8 0 - 0': rank 8 has 9 cells, board has 8\n"),
    (["apply", "breakthrough", BT_START, "a2-a4"],
     f"boardlab: move 'a2-a4' is not legal in position '{BT_START}'\n"),
    (["apply", "breakthrough", BT_START, "a2a3"],
     "boardlab: move text 'a2a3': expected T@c3, d4-d8 or 2b1-c2\n"),
    # --max-plies between the moves: the limit is reached after a2-a3, so b7-b6 is not legal.
    (["apply", "breakthrough", BT_START, "a2-a3", "--max-plies", "1", "b7-b6"],
     "boardlab: move 'b7-b6' is not legal in position "
     "'BBBBBBBB/BBBBBBBB/8/8/8/W7/1WWWWWWW/WWWWWWWW 1 - 1'\n"),
    (["start", "nowhere.toml"],
     "boardlab: variant file 'nowhere.toml': cannot be read: No such file or directory\n"),
    (["analyze", "pogo", "-q", "--plot", "/nonexistent/folder/x.png"],
     "boardlab: --plot: folder '/nonexistent/folder' does not exist\n"),
], ids=lambda v: " ".join(v) if isinstance(v, list) else None)
def test_bad_input_exits_2_with_a_message_on_stderr(capsys, args, err):
    status, out, got = _main(capsys, *args)
    assert (status, out) == (2, "")
    if err is None:  # argparse wraps the usage line of analyze; its last line is the message
        option = args[2]
        err = (f"boardlab: argument {option}: {option} '0' is not a number from 1 to "
               f"{2**31 - 1 if option == '--games' else 4096}\n")
        assert got.startswith("usage: boardlab analyze [-h]") and got.endswith(err)
    else:
        assert got == err


@pytest.mark.parametrize("change, message", [
    (("symbol = \"W\"", "symbol = \"W\"\nspeed = 2"), "kinds[0] ('W'): unknown field 'speed'"),
    pytest.param(("directions = \"forward\"", "directions = \"up\""),
                 "kinds[0].moves[0] (Step): directions: 'up' is not a direction or direction set "
                 "(north, "),
], ids=["toml-field", "spec"])
def test_a_bad_variant_file_exits_2_naming_the_file(capsys, tmp_path, change, message):
    path = tmp_path / "bad.toml"
    assert change[0] in CORRIDOR
    path.write_text(CORRIDOR.replace(*change, 1))
    status, out, err = _main(capsys, "start", str(path))
    assert (status, out) == (2, "")
    assert err.startswith(f"boardlab: variant file '{path}': {message}")


def test_the_exit_status_reaches_the_shell():
    assert _run("perft", "pogo", POGO_START, "2").returncode == 0
    bad = _run("perft", "pogo", POGO_START, "deep")
    assert (bad.returncode, bad.stdout) == (2, "")
    assert bad.stderr.endswith("boardlab: argument DEPTH: depth 'deep' is not a number from 0 "
                               "to 64\n")


def test_a_closed_pipe_ends_play_with_status_1(tmp_path):
    # `boardlab play ... | head -1`: a game far longer than the pipe holds, whose reader stops.
    path = tmp_path / "shuffle.toml"
    path.write_text(CORRIDOR.replace('ranks = 6\nstart = "B/1/1/1/1/W 0 - 0"',
                                     'ranks = 2\nmax_plies = 200000\nstart = "B2/W2 0 - 0"')
                    .replace("files = 1", "files = 3")
                    .replace('directions = "forward"', 'directions = ["east", "west"]'))
    with subprocess.Popen([sys.executable, "-m", "boardlab", "play", str(path)],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE) as process:
        assert process.stdout.readline() == b"start: B2/W2 0 - 0\n"
        process.stdout.close()
        assert process.wait(timeout=60) == 1
        assert process.stderr.read() == b""


# --- the same text as boardlab-cli -------------------------------------------------------------

CPP_CLI = Path(os.environ.get("BOARDLAB_CLI", ROOT / "build" / "release" / "boardlab-cli"))


@pytest.mark.skipif(not CPP_CLI.is_file(), reason=f"{CPP_CLI} is not built (tools/test builds it; "
                    "BOARDLAB_CLI names another)")
@pytest.mark.parametrize("args", [
    ["start", "skateboards"], ["start", "pogo"], ["start", "pocket_battlefield"],
    ["start", "breakthrough"], ["start", "breakthrough", "--max-plies", "7"],
    ["moves", "skateboards", "1P4P1/P6P/8/3SS3/3SS3/8/P6P/1P4P1 0 T6 0"],
    ["moves", "pogo", "B2/1(WBBBWW)W/(BWB)W1 0 - 40"],
    ["moves", "pocket_battlefield", "R1R1/(RG)2G/1(GR)2/3G 0 - 20"],
    ["moves", "breakthrough", "1BBBB1BB/2BB2BB/2B1BB1B/B1B5/W1W1W3/5W2/WW1WWWWW/W1WW2WW 0 - 20"],
    ["moves", "breakthrough", "--max-plies", "10", "8/8/8/3B4/8/8/3W4/8 0 - 10"],
    ["moves", "pocket_battlefield", "1R1R/2R1/2G1/(GR)G1G 0 - 10"],
    ["apply", "skateboards", "1P4P1/P6P/8/3SS3/3SS3/8/P6P/1P4P1 0 T6 0", "T@c3", "T@f6"],
    ["apply", "pogo", POGO_START, "2a1-a3", "1b3-b2"],
    ["apply", "breakthrough", BT_START, "a2-a3", "--max-plies", "9", "b7xb6"],
    ["perft", "pogo", POGO_START, "3"],
    ["perft", "pocket_battlefield", "1G2/1G2/(RGRRGR)3/4 0 - 40", "3"],
    ["perft", "breakthrough", BT_START, "3"],
], ids=lambda args: " ".join(args[:2]) + (" " + args[-1] if len(args) > 3 else ""))
def test_prints_what_boardlab_cli_prints(capsys, args):
    cpp = subprocess.run([str(CPP_CLI), *args], capture_output=True, text=True, timeout=60)
    assert (cpp.returncode, cpp.stderr) == (0, "")
    assert _main(capsys, *args) == (0, cpp.stdout, "")


@pytest.mark.skipif(not CPP_CLI.is_file(), reason=f"{CPP_CLI} is not built")
@pytest.mark.parametrize("args", [
    ["start", "shogi"],
    ["moves", "breakthrough", "9/8/8/8/8/8/8/8 0 - 0"],
    ["moves", "pogo", "X2/3/3 0 - 0"],
    ["apply", "breakthrough", BT_START, "a2-a4"],
    ["apply", "breakthrough", BT_START, "a2a3"],
], ids=lambda args: " ".join(args[:2]))
def test_bad_input_gives_boardlab_clis_message_and_status(capsys, args):
    # Each names itself in front of the same message; boardlab-cli adds its usage after it.
    cpp = subprocess.run([str(CPP_CLI), *args], capture_output=True, text=True, timeout=60)
    message = cpp.stderr.splitlines()[0]
    assert (cpp.returncode, cpp.stdout) == (2, "")
    assert message.startswith("boardlab-cli: ")
    assert _main(capsys, *args) == (2, "", "boardlab: " + message[len("boardlab-cli: "):] + "\n")

"""The ``boardlab`` command: the same contract as the C++ boardlab-cli (tests/cli/cli_test.sh
runs against both), the list of built-in games, and the balance report of ``analyze``."""
from __future__ import annotations

import os
import stat
import subprocess
import sys

import boardlab as bl
from boardlab import cli
from conftest import ROOT


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
        "skateboards         max_plies=300\n"
        "pogo                max_plies=300 three_step_u=true\n"
        'pocket_battlefield  size=4 gold_hill_top="" red_hill_top="" gold_foot_hills="" '
        'red_foot_hills="" max_plies=300\n'
        "breakthrough        files=8 ranks=8 max_plies=300\n")
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

"""Matches, tournaments and sweeps on Ray (backend="ray", --ray): on a Ray started on this
machine, every result equals the single-machine run's for the same seed, game by game, whatever
the pieces the games are cut into; and the errors for a bad backend or a missing Ray."""
import csv
import io
import subprocess
import sys
import types
from pathlib import Path

import numpy as np
import pytest
import ray

import boardlab as bl
from boardlab import _core, cli, distributed
from conftest import raises

# One Ray for the module, on one pytest-xdist worker (tools/test runs --dist loadgroup).
pytestmark = pytest.mark.xdist_group("ray")

SMALL = bl.game("breakthrough", files=5, ranks=5)
TOML_VARIANT = Path(__file__).parent / "data" / "breakthrough_4x5.toml"
GAME_FIELDS = ("a_first", "winner", "ply_limit", "plies", "moves_listed", "lead_changes",
               "decided_at")


@pytest.fixture(scope="module")
def cluster():
    # A Ray of its own ("local": not one `ray start` left running), without the dashboard and
    # with a small object store: a quicker start, and the results are small.
    ray.init(address="local", num_cpus=2, include_dashboard=False,
             object_store_memory=80 * 2**20, log_to_driver=False)
    yield
    ray.shutdown()


def _same_games(local: bl.MatchResult, remote: bl.MatchResult) -> None:
    for name in GAME_FIELDS:
        a, b = getattr(local, name), getattr(remote, name)
        assert (name, a.dtype, a.tolist()) == (name, b.dtype, b.tolist())
    assert (remote.game, remote.agent_a, remote.agent_b) == \
        (local.game, local.agent_a, local.agent_b)
    assert str(remote) == str(local)


def test_a_sweep_on_ray_is_the_local_sweep(cluster):
    grid = {"files": [4, 5], "ranks": [5, 6]}
    local = bl.sweep("breakthrough", grid, "mcts:20", "random", games=5, seed=9)
    remote = bl.sweep("breakthrough", grid, "mcts:20", "random", games=5, seed=9, backend="ray",
                      chunks=7)
    assert list(remote.columns) == list(local.columns)
    assert remote.drop(columns="seconds").equals(local.drop(columns="seconds"))
    assert (remote["seconds"] > 0).all()


def test_a_match_in_pieces_on_ray_is_the_local_match(cluster):
    local = bl.match(SMALL, "mcts:20", "greedy", 7, seed=3)
    heard = []
    # 7 games in 3 pieces: games 0-2, 3-5 and 6; the second opens with B (game 3 is odd).
    remote = bl.match(SMALL, "mcts:20", "greedy", 7, seed=3, backend="ray", chunks=3,
                      progress=heard.append)
    _same_games(local, remote)
    assert remote.a_first.tolist() == [True, False, True, False, True, False, True]
    # A piece at a time, the running count of games.
    assert len(heard) == 3 and heard == sorted(heard) and heard[-1] == 7
    # One piece a game, and the automatic cut (a few pieces a CPU), give the same games.
    _same_games(local, bl.match(SMALL, "mcts:20", "greedy", 7, seed=3, backend="ray",
                                chunks=7))
    _same_games(local, bl.match(SMALL, "mcts:20", "greedy", 7, seed=3, backend="ray"))
    # No games is no match, on Ray as here (its score would claim certainty).
    with raises(bl.Error, "match: games 0 is not a whole number from 1 to 2147483647"):
        bl.match(SMALL, "random", "greedy", 0, backend="ray")


def test_a_tournament_on_ray_is_the_local_tournament(cluster):
    agents = ["random", "greedy", "mcts:10"]
    local = bl.tournament(SMALL, agents, 5, seed=2)
    remote = bl.tournament(SMALL, agents, 5, seed=2, backend="ray", chunks=4)
    assert (remote.agents, remote.points, remote.games, remote.ratings) == \
        (local.agents, local.points, local.games, local.ratings)
    assert list(remote.matches) == list(local.matches) == [(0, 1), (0, 2), (1, 2)]
    for pair, match in local.matches.items():
        _same_games(match, remote.matches[pair])
    assert str(remote) == str(local)


def _tiny_breakthrough(ranks: int) -> bl.Game:
    """A variant built in Python, ``ranks`` long."""
    files = "abc"
    pawns = [bl.Step("forward", onto="empty"), bl.Step("forward_diagonal")]
    return bl.Game(bl.Variant(
        name="tiny_breakthrough", files=3, ranks=ranks,
        regions={"far": " ".join(f"{f}{ranks}" for f in files), "near": "a1 b1 c1"},
        kinds=[bl.Kind("W", owner=0, moves=pawns), bl.Kind("B", owner=1, moves=pawns)],
        end_conditions=[bl.Reaches("W", "far", winner=0), bl.Reaches("B", "near", winner=1)],
        start="BBB/" + "3/" * (ranks - 2) + "WWW 0 - 0"))


def test_variants_from_toml_and_python_on_ray(cluster):
    toml = bl.load_variant(TOML_VARIANT)
    _same_games(bl.match(toml, "mcts:20", "random", 6, seed=5),
                bl.match(toml, "mcts:20", "random", 6, seed=5, backend="ray", chunks=4))
    # The game function runs here; only the games it makes go to the tasks.
    local = bl.sweep(_tiny_breakthrough, {"ranks": [4, 5]}, "greedy", "random", games=6, seed=1,
                     rows=True)
    remote = bl.sweep(_tiny_breakthrough, {"ranks": [4, 5]}, "greedy", "random", games=6,
                      seed=1, rows=True, backend="ray", chunks=5)
    for row in local + remote:
        del row["seconds"]
    assert remote == local
    assert [row["game"] for row in remote] == ["_tiny_breakthrough"] * 2


def _run(capsys, argv):
    status = cli.main(argv)
    out = capsys.readouterr()
    return status, out.out, out.err


def test_the_command_line_on_ray(cluster, capsys):
    # Ray is running in this process: --ray joins it (the address is for a process without one).
    for argv in (["match", "tic_tac_toe", "greedy", "mcts:20", "--games", "5"],
                 ["tournament", "tic_tac_toe", "random", "greedy", "mcts:10",
                  "--games-per-pair", "3"]):
        local = _run(capsys, argv + ["-q", "--seed", "4"])
        assert local[0] == 0
        assert _run(capsys, argv + ["-q", "--seed", "4", "--ray", "auto"]) == local
    sweep = ["sweep", "tic_tac_toe", "--option", "max_plies=5,9", "--agent", "greedy",
             "--games", "4", "-q"]
    status, out, _ = _run(capsys, sweep)
    status_ray, out_ray, _ = _run(capsys, sweep + ["--ray", "auto"])
    assert (status, status_ray) == (0, 0)

    def without_seconds(text):
        return [{k: v for k, v in row.items() if k != "seconds"}
                for row in csv.DictReader(io.StringIO(text))]
    assert without_seconds(out_ray) == without_seconds(out)
    assert len(without_seconds(out)) == 2


def test_ctrl_c_cancels_the_tasks_not_finished(cluster, monkeypatch):
    cancelled = []
    monkeypatch.setattr(ray, "cancel", lambda ref, **options: cancelled.append(options))

    def interrupt(done):
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        bl.match(SMALL, "random", "random", 8, backend="ray", chunks=4, progress=interrupt)
    # The first piece back was heard, and the three others cancelled at once.
    assert cancelled == [{"force": True}] * 3


def test_nodes_with_another_boardlab_or_missing_modules_are_errors(cluster, monkeypatch):
    # As if this machine ran another version: the tasks' nodes refuse to play.
    monkeypatch.setattr(distributed, "__version__", "0.0.0-elsewhere")
    with raises(bl.Error, f"boardlab {bl.__version__} on a Ray node, 0.0.0-elsewhere where the "
                "run started: install the same boardlab on every node"):
        bl.match(SMALL, "random", "random", 4, backend="ray")
    monkeypatch.undo()
    # An agent text of a class from a module only this process has: the nodes cannot read it,
    # as a node without boardlab cannot read a task.
    module = types.ModuleType("only_on_this_machine")
    module.Text = type("Text", (str,), {"__module__": module.__name__})
    monkeypatch.setitem(sys.modules, module.__name__, module)
    with raises(bl.Error, "match: a Ray task failed (ModuleNotFoundError: No module named "
                f"'only_on_this_machine'); every node needs boardlab {bl.__version__} "
                "installed"):
        bl.match(SMALL, module.Text("random"), "random", 4, backend="ray")


def test_bad_backends_and_ray_arguments_are_errors():
    with raises(bl.Error, "match: backend 'spark' is not 'local' or 'ray'"):
        bl.match(SMALL, "random", "random", 2, backend="spark")
    with raises(bl.Error, "tournament: backend None is not 'local' or 'ray'"):
        bl.tournament(SMALL, ["random", "greedy"], 2, backend=None)
    with raises(bl.Error, "sweep: backend 'Ray' is not 'local' or 'ray'"):
        bl.sweep("tic_tac_toe", {"max_plies": [5]}, "random", games=2, backend="Ray")
    with raises(bl.Error, "match: ray_address is for backend='ray' (the backend is 'local')"):
        bl.match(SMALL, "random", "random", 2, ray_address="auto")
    with raises(bl.Error, "match: chunks is for backend='ray' (the backend is 'local')"):
        bl.match(SMALL, "random", "random", 2, chunks=2)
    with raises(bl.Error, "match: chunks 0 is not a whole number from 1 to 2147483647"):
        bl.match(SMALL, "random", "random", 2, backend="ray", chunks=0)
    with raises(bl.Error, "match: ray_address 6379 is not text such as 'auto' or 'HOST:6379'"):
        bl.match(SMALL, "random", "random", 2, backend="ray", ray_address=6379)
    # A bad agent fails before Ray is looked for, as in a local run.
    with raises(bl.Error, "agent 'mcts:0': simulations '0' is not a whole number from 1 to "
                "1000000000"):
        bl.match(SMALL, "mcts:0", "random", 2, backend="ray")


def test_backend_ray_without_ray_says_how_to_install_it(monkeypatch):
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray now raises ImportError
    for where, call in [
            ("match", lambda: bl.match(SMALL, "random", "random", 2, backend="ray")),
            ("tournament", lambda: bl.tournament(SMALL, ["random", "greedy"], 2,
                                                 backend="ray")),
            ("sweep", lambda: bl.sweep("tic_tac_toe", {"max_plies": [5]}, "random", games=2,
                                       backend="ray"))]:
        with raises(bl.Error, f"{where}: backend='ray' needs Ray, which is not installed: "
                    "pip install boardlab[ray]"):
            call()
    assert cli.main(["match", "tic_tac_toe", "random", "random", "--ray", "auto", "-q"]) == 2


def test_an_address_ray_cannot_read_is_an_error():
    # In a process of its own: this one has joined the module's Ray, and would use it.
    result = subprocess.run([sys.executable, "-m", "boardlab", "match", "tic_tac_toe", "random",
                             "random", "--games", "2", "-q", "--ray", "nonsense"],
                            capture_output=True, text=True, timeout=120)
    assert (result.returncode, result.stdout, result.stderr.splitlines()[-1]) == \
        (2, "", "boardlab: match: no Ray cluster at 'nonsense': Invalid address format: nonsense")


def test_importing_boardlab_does_not_import_ray():
    code = "import sys, boardlab; print('ray' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True, timeout=120).stdout == "False\n"


def test_first_game_bounds():
    with raises(bl.Error, "match: first_game -1 is negative"):
        _core.match(SMALL._core, "random", "random", 2, first_game=-1)
    with raises(bl.Error, "match: first_game 2147483646 + games 2 is more than 2147483647"):
        _core.match(SMALL._core, "random", "random", 2, first_game=2**31 - 2)

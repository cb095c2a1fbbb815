"""The reinforcement-learning notebook runs top to bottom, and its Q-learning player learns: over
the same 300 games against the random opponent, the trained player wins far more than the
untrained one (a random player), and its learning curve rises.

The thresholds have margin: over five training runs (five seeds) the trained player won 0.93 to
0.98 of the 300 games and lost at most 0.02; the untrained one won 0.53 to 0.58 (a random X
against a random O wins 0.585 in expectation)."""
from __future__ import annotations

import re

import pytest

from conftest import ROOT
from notebook_cells import check_no_cell_fails, executed_cells, outputs_of, stdout_of

NOTEBOOK = ROOT / "examples" / "notebooks" / "rl.ipynb"


@pytest.fixture(scope="module")
def cells():
    """The code cells of the executed notebook, as (source, outputs)."""
    pytest.importorskip("gymnasium", reason="Gymnasium is not installed (pip install '.[envs]')")
    pytest.importorskip("matplotlib", reason="matplotlib is not installed (pip install '.[test]')")
    return executed_cells(NOTEBOOK)


def test_no_cell_fails(cells):
    check_no_cell_fails(cells)


def test_the_spaces_and_a_first_step(cells):
    assert stdout_of(outputs_of(cells, "import numpy as np")).splitlines() == [
        "action_mask: int8 (18,), values 0 to 1",
        "observation: float32 (6, 3, 3), values 0 to 255",
        "actions: Discrete(18)"]
    lines = stdout_of(outputs_of(cells, "observation, info = env.reset(seed=0)")).splitlines()
    assert lines[1].startswith(" 2 |") and lines[1].split("|")[1].split()[1] == "X"   # b2
    legal = re.fullmatch(r"legal: \[(.*)\]", lines[-1]).group(1).split(", ")
    assert len(legal) == 7 and all(text.startswith("'X@") for text in legal)


def test_the_learning_curve_rises_and_is_plotted(cells):
    text = stdout_of(outputs_of(cells, "table = {}"))
    curve = [(int(e), float(w), float(d)) for e, w, d in
             re.findall(r"after +(\d+) episodes: ([0-9.]+) won, ([0-9.]+) drawn", text)]
    assert [e for e, _, _ in curve] == list(range(0, 2001, 200))
    assert curve[-1][1] >= curve[0][1] + 0.2
    assert max(w for _, w, _ in curve[-3:]) >= 0.85
    outputs = outputs_of(cells, "import matplotlib.pyplot as plt")
    assert [o["output_type"] for o in outputs] == ["display_data"]
    assert "image/png" in outputs[0]["data"]


def test_the_trained_player_beats_the_untrained_one(cells):
    text = stdout_of(outputs_of(cells, "GAMES = 300"))
    results = {name: (float(won), float(drawn), float(lost)) for name, won, drawn, lost in
               re.findall(r"(\w+): ([0-9.]+) won, ([0-9.]+) drawn, ([0-9.]+) lost in 300 games",
                          text)}
    assert set(results) == {"untrained", "trained"}
    untrained, trained = results["untrained"], results["trained"]
    assert 0.40 <= untrained[0] <= 0.70   # a random player's share, not a broken evaluation
    assert trained[0] >= 0.85 and trained[2] <= 0.06
    assert trained[0] - untrained[0] >= 0.25

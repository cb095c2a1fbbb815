"""The quick-start notebook runs top to bottom and shows what its text says: the positions, move
lists, perft counts, the exported TOML, the observation and the report of `boardlab analyze`
(with its exit status). The expected values are the rules' (docs/rules.md, docs/perft.md), not
boardlab's."""
from __future__ import annotations

import re

import pytest

import boardlab as bl
from conftest import ROOT, complete_variant, read_toml
from notebook_cells import check_no_cell_fails, executed_cells, outputs_of, stdout_of

NOTEBOOK = ROOT / "examples" / "notebooks" / "quickstart.ipynb"
BT = "BBBBBBBB/BBB1BBBB/8/3B4/4W3/8/WWWW1WWW/WWWWWWWW 0 - 4"  # after e2-e3 d7-d6 e3-e4 d6-d5


@pytest.fixture(scope="module")
def cells():
    """The code cells of the executed notebook, as (source, outputs)."""
    return executed_cells(NOTEBOOK)


def _pictures(outputs):
    """The titles of the SVG pictures shown: "game: position text"."""
    return [re.search(r"<title>(.*?)</title>", o["data"]["image/svg+xml"]).group(1)
            for o in outputs if "image/svg+xml" in o.get("data", {})]


def test_no_cell_fails(cells):
    check_no_cell_fails(cells)


def test_built_in_games_and_their_start_positions(cells):
    version = re.search(r"project\(boardlab VERSION ([0-9.]+)",
                        (ROOT / "CMakeLists.txt").read_text()).group(1)
    result = outputs_of(cells, "import boardlab as bl")[0]
    # IPython's display breaks the pair's lines: they are longer than 79 characters. The games
    # are the registry's (bl.games()), a name a line.
    names = ",\n  ".join(repr(name) for name in bl.games())
    assert result["data"]["text/plain"] == f"('{version}',\n [{names}])"
    outputs = outputs_of(cells, "for name in bl.BUILTIN_GAMES:\n    game = bl.game(name)")
    assert stdout_of(outputs).splitlines() == [
        "skateboards: 8x8, pieces PST, owners [0, 1, 'neutral']",
        "pogo: 3x3, pieces WB, owners [0, 1]",
        "pocket_battlefield: 4x4, pieces GR, owners [0, 1]",
        "breakthrough: 8x8, pieces WB, owners [0, 1]",
        "knightthrough: 8x8, pieces WB, owners [0, 1]",
        "checkers: 8x8, pieces oOxX, owners [0, 0, 1, 1]",
        "clobber: 6x5, pieces WB, owners [0, 1]",
        "amazons: 10x10, pieces WBA, owners [0, 1, 'neutral']",
        "konane: 8x8, pieces BW, owners [0, 1]",
        "fox_and_geese: 7x7, pieces GF, owners [0, 1]",
        "international_draughts: 10x10, pieces wWbB, owners [0, 0, 1, 1]",
        "tic_tac_toe: 3x3, pieces XO, owners [0, 1]",
        "connect_four: 7x6, pieces XO, owners [0, 1]",
        "gomoku: 15x15, pieces BW, owners [0, 1]",
        "othello: 8x8, pieces BW, owners [0, 1]",
        "hex: 11x11, pieces BW, owners [0, 1]",
        "brandubh: 7x7, pieces ADK, owners [0, 1, 1]",
        "lines_of_action: 8x8, pieces BW, owners [0, 1]",
        "havannah: 15x15, pieces WB, owners [0, 1]"]
    assert _pictures(outputs) == [
        "skateboards: 1P4P1/P6P/8/3SS3/3SS3/8/P6P/1P4P1 0 T6 0",
        "pogo: (BB)(BB)(BB)/3/(WW)(WW)(WW) 0 - 0",
        "pocket_battlefield: RRRR/4/4/GGGG 0 - 0",
        "breakthrough: BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW 0 - 0",
        "knightthrough: BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW 0 - 0",
        "checkers: 1x1x1x1x/x1x1x1x1/1x1x1x1x/8/8/o1o1o1o1/1o1o1o1o/o1o1o1o1 0 - 0",
        "clobber: WBWBWB/BWBWBW/WBWBWB/BWBWBW/WBWBWB 0 - 0",
        "amazons: 3B2B3/10/10/B8B/10/10/W8W/10/10/3W2W3 0 - 0",
        "konane: WBWBWBWB/BWBWBWBW/WBWBWBWB/BWBWBWBW/WBWBWBWB/BWBWBWBW/WBWBWBWB/BWBWBWBW 0 - 0",
        "fox_and_geese: 3/3/7/3F3/GGGGGGG/GGG/GGG 0 - 0",
        "international_draughts: 1b1b1b1b1b/b1b1b1b1b1/1b1b1b1b1b/b1b1b1b1b1/10/10/1w1w1w1w1w/"
        "w1w1w1w1w1/1w1w1w1w1w/w1w1w1w1w1 0 - 0",
        "tic_tac_toe: 3/3/3 0 X5O4 0",
        "connect_four: 7/7/7/7/7/7 0 X21O21 0",
        "gomoku: 15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 0 B113W112 0",
        "othello: 8/8/8/3BW3/3WB3/8/8/8 0 B60W60 0",
        "hex: 11/11/11/11/11/11/11/11/11/11/11 0 B61W60 0",
        "brandubh: 3A3/3A3/3D3/AADKDAA/3D3/3A3/3A3 0 - 0",
        "lines_of_action: 1BBBBBB1/W6W/W6W/W6W/W6W/W6W/W6W/1BBBBBB1 0 - 0",
        "havannah: 8/9/10/11/12/13/14/15/14/13/12/11/10/9/8 0 W85B84 0"]
    assert _pictures(outputs_of(cells, 'pogo = bl.game("pogo")')) == \
        ["pogo: B2/1(WBBBWW)W/(BWB)W1 0 - 40"]


def test_play_undo_and_an_illegal_move(cells):
    # Skateboards: a T on every empty cell (64 - 12 pieces), b1 holds a P.
    outputs = outputs_of(cells, 'state = bl.game("skateboards")')
    assert stdout_of(outputs) == ("52 legal moves, for example [Move('T@a1'), Move('T@c1'), "
                                "Move('T@d1'), Move('T@e1')]\n")
    assert _pictures(outputs) == \
        ["skateboards: 1P4P1/P6P/5T2/3SS1T1/1T1SS3/2T5/P6P/1P4P1 0 T2 4"]
    outputs = outputs_of(cells, 'state = bl.game("breakthrough")')
    assert stdout_of(outputs) == f"True {BT}\n"
    assert _pictures(outputs) == \
        ["breakthrough: BBBBBBBB/BBB1BBBB/8/3W4/8/8/WWWW1WWW/WWWWWWWW 1 - 5"]
    outputs = outputs_of(cells, 'print("undone:"')
    assert stdout_of(outputs) == \
        "undone: e4-d5\nhistory: ['e2-e3', 'd7-d6', 'e3-e4', 'd6-d5']\n"
    assert _pictures(outputs) == [f"breakthrough: {BT}"]
    assert stdout_of(outputs_of(cells, "try:\n    state.play(\"a2-a5\")")) == \
        f"move 'a2-a5' is not legal in position '{BT}'\n"


def test_perft_counts(cells):
    assert stdout_of(outputs_of(cells, "for name in bl.BUILTIN_GAMES:\n    start =")) == (
        "skateboards [1, 52, 2652, 132600]\n"
        "pogo [1, 16, 240, 3787]\n"
        "pocket_battlefield [1, 10, 100, 1232]\n"
        "breakthrough [1, 22, 484, 11132]\n"
        "knightthrough [1, 40, 1600, 63520]\n"
        "checkers [1, 7, 49, 302]\n"
        "clobber [1, 49, 2116, 80063]\n"
        "amazons [1, 2176, 4307152]\n"
        "konane [1, 4, 12, 28]\n"
        "fox_and_geese [1, 10, 54, 860]\n"
        "international_draughts [1, 9, 81, 658]\n"
        "tic_tac_toe [1, 9, 72, 504]\n"
        "connect_four [1, 7, 49, 343]\n"
        "gomoku [1, 225, 50400, 11239200]\n"
        "othello [1, 4, 12, 56]\n"
        "hex [1, 121, 14520, 1727880]\n"
        "brandubh [1, 40, 960, 39512]\n"
        "lines_of_action [1, 36, 1244, 44952]\n"
        "havannah [1, 169, 28392, 4741464]\n")


def _hop():
    return [{"type": "step", "directions": "forward_any", "onto": "empty"},
            {"type": "leap", "directions": "all", "over": "any_piece", "onto": "empty_or_enemy"}]


FROGS = {
    "name": "frogs", "files": 5, "ranks": 5, "max_plies": 100,
    "start": "TTTTT/5/5/5/FFFFF 0 R2 0",
    "regions": {"north_bank": "a5 b5 c5 d5 e5", "south_bank": "a1 b1 c1 d1 e1",
                "pond": "b3 c3 d3"},
    "kinds": [{"symbol": "F", "owner": 0, "name": "frog", "moves": _hop()},
              {"symbol": "T", "owner": 1, "name": "toad", "moves": _hop()},
              {"symbol": "R", "owner": "neutral", "name": "rock",
               "moves": [{"type": "drop", "region": "pond"}]}],
    "end": [{"type": "reaches", "pieces": "F", "region": "north_bank", "winner": 0},
            {"type": "reaches", "pieces": "T", "region": "south_bank", "winner": 1},
            {"type": "no_pieces_left", "pieces": "T", "winner": 0},
            {"type": "no_pieces_left", "pieces": "F", "winner": 1}],
}


def test_a_game_of_your_own(cells):
    assert _pictures(outputs_of(cells, "hop = ")) == ["frogs: TTTTT/5/5/5/FFFFF 0 R2 0"]
    # Placement first: the two rocks go into the pond before anything moves.
    outputs = outputs_of(cells, "print(state.legal_moves)")
    assert stdout_of(outputs) == "<LegalMoves (3): R@b3, R@c3, R@d3>\n"
    assert _pictures(outputs) == ["frogs: TTTTT/5/1RR2/2F2/FF1FF 1 - 3"]
    exported = stdout_of(outputs_of(cells, "toml_text = "))
    assert complete_variant(read_toml(exported)) == complete_variant(FROGS)


def test_the_learning_interface(cells):
    # Toads to move: each steps south or diagonally south onto rank 4, and nothing is next to
    # them to leap over but their own kind, onto their own kind.
    toad_moves = ["a5-a4", "a5-b4", "b5-a4", "b5-b4", "b5-c4", "c5-b4", "c5-c4", "c5-d4",
                  "d5-c4", "d5-d4", "d5-e4", "e5-d4", "e5-e4"]
    lines = stdout_of(outputs_of(cells, "import numpy as np")).splitlines()
    assert lines[:7] == ["observation (11, 5, 5) float32",
                         "frog plane (rank 1 at the top of this printout):",
                         "[[1. 1. 0. 1. 1.]",
                         " [0. 0. 1. 0. 0.]",
                         " [0. 0. 0. 0. 0.]",
                         " [0. 0. 0. 0. 0.]",
                         " [0. 0. 0. 0. 0.]]"]
    assert re.fullmatch(r"13 legal actions out of \d+", lines[7])
    assert lines[8:] == [str(toad_moves)]
    # The first action is the first move from the first cell: a5-a4.
    assert _pictures(outputs_of(cells, "state.play_action(")) == \
        ["frogs: 1TTTT/T4/1RR2/2F2/FF1FF 0 - 4"]


def test_playouts_and_the_balance_report(cells):
    lines = stdout_of(outputs_of(cells, "results = game.playouts(")).splitlines()
    counts = re.fullmatch(r"\{'frogs \(0\) win': (\d+), 'toads \(1\) win': (\d+), "
                          r"'draws': (\d+)\}", lines[0])
    assert counts and sum(map(int, counts.groups())) == 2000
    assert re.fullmatch(r"mean length [0-9.]+ plies, branching factor [0-9.]+, "
                        r"\d+ playouts/s", lines[1])
    assert [o["output_type"] for o in outputs_of(cells, "import matplotlib")] == ["display_data"]
    assert "image/png" in outputs_of(cells, "import matplotlib")[0]["data"]
    report = stdout_of(outputs_of(cells, "from boardlab.cli import main")).splitlines()
    assert report[0] == "pogo: 2000 random playouts, seed 0, 2 threads"
    wins = [re.fullmatch(rf"player {p} wins: (\d+) \([0-9.]+%, 95% CI [0-9.]+%-[0-9.]+%\)",
                         report[1 + p]) for p in (0, 1)]
    draws = re.fullmatch(r"draws: (\d+) \([0-9.]+%\)", report[3])
    assert all(wins) and draws
    assert int(wins[0].group(1)) + int(wins[1].group(1)) + int(draws.group(1)) == 2000
    assert re.fullmatch(r"game length: mean [0-9.]+, median [0-9.]+, max \d+ plies", report[4])
    assert re.fullmatch(r"mean branching factor: [0-9.]+", report[5])
    assert re.fullmatch(r"speed: \d+ playouts/s \([0-9.]+ s\)", report[6])
    assert report[7:] == ["exit status 0"]

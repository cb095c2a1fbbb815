"""The quick-start notebook runs top to bottom and shows what its text says: the positions, move
lists, perft counts, the exported TOML, the observation and the report of `boardlab analyze`
(with its exit status). The expected values are the rules' (docs/rules.md, docs/perft.md), not
boardlab's."""
from __future__ import annotations

import re

import pytest

import boardlab as bl
import perft_table
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
    # Every game of the registry, in its order, with its board and its start position: the
    # start texts are docs/perft.md's (which the perft tests check against the rules), so that a
    # new game needs no line here.
    starts = perft_table.start_rows()
    assert sorted(starts) == sorted(bl.games())
    lines, pictures = [], []
    for name in bl.games():
        game = bl.game(name)
        lines.append(f"{name}: {game.files}x{game.ranks}, pieces {game.symbols}, "
                     f"owners {game.owners}")
        pictures.append(f"{name}: {starts[name].position}")
    assert stdout_of(outputs).splitlines() == lines
    assert _pictures(outputs) == pictures
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
    # The notebook counts to depth 3, or until a count passes 100,000.
    expected = ""
    for name in bl.games():
        counts = [1]
        for count in perft_table.start_rows()[name].counts:
            if len(counts) == 4 or counts[-1] >= 100_000:
                break
            counts.append(count)
        expected += f"{name} {counts}\n"
    assert stdout_of(outputs_of(cells, "for name in bl.BUILTIN_GAMES:\n    start =")) == expected


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

"""boardlab against OpenSpiel, an implementation of the same games by other people: perft from
the start, and random games played in both engines at once, position by position (the same
board, side and ply, the same legal moves, the same end and winner). The adapters that relate
the two engines' texts are in openspiel_oracle.py."""
from __future__ import annotations

import random
import zlib

import pytest

pyspiel = pytest.importorskip("pyspiel")

import boardlab as bl  # noqa: E402
from openspiel_oracle import ADAPTERS, Lockstep, Pair, openspiel_perft  # noqa: E402

# (game, (files, ranks), deepest perft, random games): the perft depths that OpenSpiel counts in
# a second or two here, and as many games as the file's budget of about 40 s allows. Each game
# has a board that is not square, so that files and ranks cannot be swapped unseen, and boards
# past 64 cells, which boardlab plays with Game<128> and Game<256>.
CASES = [
    ("breakthrough", (8, 8), 5, 300),
    ("breakthrough", (6, 6), 5, 300),
    ("breakthrough", (5, 7), 5, 300),
    ("breakthrough", (10, 10), 4, 100),
    ("breakthrough", (16, 16), 3, 25),
    ("clobber", (6, 5), 4, 300),
    ("clobber", (4, 4), 6, 300),
    ("clobber", (3, 7), 5, 300),
    ("clobber", (8, 8), 3, 250),
    ("clobber", (9, 9), 3, 150),
]


def _id(name: str, size) -> str:
    return f"{name}-{size[0]}x{size[1]}"


@pytest.mark.parametrize("name, size, depth",
                         [pytest.param(*c[:3], id=_id(*c[:2])) for c in CASES])
def test_perft_from_the_start(name, size, depth):
    pair = Pair.of(name, size)
    counts = [bl.perft(pair.game.start(), d) for d in range(1, depth + 1)]
    assert counts == [openspiel_perft(pair.os_game.new_initial_state(), d)
                      for d in range(1, depth + 1)]


def _check_position(step: Lockstep) -> dict:
    """Asserts that both engines agree on the position; returns OpenSpiel's moves by text."""
    assert step.state.text == step.expected_text()
    moves = step.openspiel_moves()
    assert step.boardlab_moves() == sorted(moves)
    assert step.state.is_over() == step.os_state.is_terminal()
    adapter = step.pair.adapter
    for text, action in moves.items():
        assert adapter.action_text(step.state, text) == step.os_state.action_to_string(action)
    return moves


@pytest.mark.parametrize("name, size, games",
                         [pytest.param(*c[:2], c[3], id=_id(*c[:2])) for c in CASES])
def test_random_games_in_lockstep(name, size, games):
    pair = Pair.of(name, size)
    rng = random.Random(zlib.crc32(_id(name, size).encode()))
    for _ in range(games):
        step = pair.start()
        while True:
            moves = _check_position(step)
            if not moves:
                break
            text = rng.choice(sorted(moves))
            step.play(text, moves[text])
        outcome = step.state.outcome
        assert outcome is not None and outcome.reason != "ply_limit"
        assert outcome.winner == step.openspiel_winner()


def test_orientation_and_first_moves():
    """The orientations openspiel_oracle.py describes, seen in OpenSpiel itself: who moves
    first and where player 0's pieces stand, and one action of each game written by hand."""
    bt = pyspiel.load_game("breakthrough").new_initial_state()
    assert bt.current_player() == 0
    assert str(bt).split("\n")[0] == "8bbbbbbbb"  # player 0, black, at the top
    assert bt.action_to_string(bt.legal_actions()[0]) == "a7a6"
    bt_pair = Pair.of("breakthrough", (8, 8))
    assert ADAPTERS["breakthrough"].move_text(bt_pair.game, "a7a6") == "a2-a3"
    assert ADAPTERS["breakthrough"].move_text(bt_pair.game, "b2a1*") == "b7-a8"

    cl = pyspiel.load_game("clobber").new_initial_state()
    assert cl.current_player() == 0
    assert str(cl).split("\n")[-3] == "1oxoxox"  # player 0, white 'o', on a1
    assert cl.action_to_string(cl.legal_actions()[0]) == "a5b5"
    cl_pair = Pair.of("clobber", (6, 5))
    assert ADAPTERS["clobber"].move_text(cl_pair.game, "a5b5") == "a5-b5"
    assert cl_pair.start().expected_text() == "WBWBWB/BWBWBW/WBWBWB/BWBWBW/WBWBWB 0 - 0"

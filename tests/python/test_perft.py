"""Every perft value of docs/perft.md's tables of positions (read by perft_table.py), through the
Python API, and a start row for every built-in game. Counts with more than
about three million leaves are marked slow (run them with `-m slow`, or with no -m at all)."""
from __future__ import annotations

import pytest

import boardlab as bl
import perft_table
from conftest import raises

SLOW_LEAVES = 3_000_000

PERFT = perft_table.perft_rows()


def test_every_built_in_game_has_its_start_values():
    assert sorted(perft_table.start_rows()) == sorted(bl.games())
    for name, row in perft_table.start_rows().items():
        assert bl.game(name).start().text == row.position


def _cases():
    for row in PERFT:
        for depth, count in enumerate(row.counts, start=1):
            marks = [pytest.mark.slow] if count > SLOW_LEAVES else []
            yield pytest.param(row, depth, count, marks=marks, id=f"{row.id}-d{depth}")


@pytest.mark.parametrize("row, depth, expected", list(_cases()))
def test_perft_matches_the_reference(row, depth, expected):
    state = bl.game(row.game, **row.options).state(row.position)
    assert bl.perft(state, depth) == expected


@pytest.mark.parametrize("row", PERFT, ids=lambda row: row.id)
def test_depth_zero_and_one(row):
    state = bl.game(row.game, **row.options).state(row.position)
    assert bl.perft(state, 0) == 1
    assert bl.perft(state, 1) == len(state.legal_moves) == row.counts[0]


def test_a_finished_position_has_perft_zero_at_every_depth():
    # docs/perft.md: Red has just captured onto Gold's hill-top.
    state = bl.game("pocket_battlefield").state("1R1R/2R1/2G1/(GR)G1G 0 - 10")
    assert state.outcome == bl.Outcome(winner=1, reason="condition", condition=1)
    assert [bl.perft(state, d) for d in range(1, 5)] == [0, 0, 0, 0]
    assert bl.perft(state, 0) == 1


def test_perft_leaves_the_state_as_it_was():
    state = bl.game("pogo").start()
    state.play("2a1-a3")
    before = (state.text, state.hash, [m.text for m in state.history])
    bl.perft(state, 3)
    assert (state.text, state.hash, [m.text for m in state.history]) == before


def test_perft_rejects_a_negative_depth():
    with raises(bl.Error, "perft: depth -1 is not a whole number from 0 to 2147483647"):
        bl.perft(bl.game("pogo").start(), -1)

"""Konane against a separate cell-by-cell program written from the rules alone
(konane_reference.py: it does not use boardlab): perft from the start, the positions of its
seeded random games with their perft, and random games played in both at once, move list by move
list, to the end."""
from __future__ import annotations

import random

import pytest

import boardlab as bl
import konane_reference as ref


@pytest.mark.parametrize("size", [6, 8])
def test_start_and_perft_agree_with_the_reference(size):
    expected = ref.reference(size)
    game = bl.game("konane", size=size)
    start = game.start()
    assert start.text == expected["start_text"]
    assert sorted(m.text for m in start.legal_moves) == expected["start_moves"]
    # The depths that count under a second here (the reference lists deeper ones).
    quick = [count for count in expected["perft"] if count < 600_000]
    assert [bl.perft(start, d) for d in range(1, len(quick) + 1)] == quick


@pytest.mark.parametrize("size", [6, 8])
def test_the_reference_random_positions(size):
    game = bl.game("konane", size=size)
    for case in ref.reference(size)["random"]:
        state = game.start()
        for move in case["moves"]:
            state.play(move)
        assert state.text == case["text"]
        assert [bl.perft(state, d) for d in range(1, len(case["perft"]) + 1)] == case["perft"]


def test_the_8x8_opening_by_hand():
    state = bl.game("konane").start()
    state.play("xd4")
    assert sorted(m.text for m in state.legal_moves) == ref.reference("8_after_xd4")["moves"]
    state.play("xd5")
    assert state.text == ref.reference("8_after_xd4_xd5")["text"]
    assert sorted(m.text for m in state.legal_moves) == ref.reference("8_after_xd4_xd5")["moves"]
    assert {m.type for m in state.legal_moves} == {"move"}
    opening = list(bl.game("konane").start().legal_moves)[0]
    assert (opening.type, opening.text, opening.from_cell, opening.to_cell) == \
        ("remove", "xa1", "a1", "a1")


@pytest.mark.parametrize("size, games", [(6, 40), (8, 15)])
def test_random_games_in_lockstep_with_the_reference(size, games):
    game = bl.game("konane", size=size)
    rng = random.Random(size)
    for _ in range(games):
        state, pos = game.start(), ref.start(size)
        while True:
            moves = ref.legal_moves(pos)
            assert sorted(m.text for m in state.legal_moves) == sorted(moves), state.text
            assert state.text == ref.text(pos)
            if not moves:
                break
            move = rng.choice(sorted(moves))
            state.play(move)
            pos = ref.play(pos, move)
        assert state.outcome == bl.Outcome(ref.winner(pos), "no_legal_move")
        # Undone to the start, every move of the game.
        while state.ply:
            state.undo()
        assert state.text == game.start().text

"""Focus against a reference written apart from the engine (focus_reference.py: it does not use
boardlab): the start and its perft, random games played in lockstep (every position's text and
legal moves, and the end), and perft from positions of those games, where stacks are trimmed at
five and pieces wait in the reserves."""
from __future__ import annotations

import random

import pytest

import boardlab as bl
import focus_reference as ref

# Long enough that the random games below trim stacks and drop from the reserves many times.
PLIES = 400


def test_the_start_and_its_perft_agree_with_the_reference():
    start = ref.Position()
    state = bl.game("focus").start()
    assert state.text == start.text()
    assert sorted(m.text for m in state.legal_moves) == start.moves()
    for depth in (1, 2, 3):
        assert bl.perft(state, depth) == ref.perft(start, depth)


def _play_in_lockstep(seed: int) -> "tuple[int, int]":
    """A random game played by boardlab and the reference at once, compared at every ply;
    returns how many moves trimmed a stack and how many put a reserve piece back."""
    game = bl.game("focus", max_plies=PLIES)
    rng = random.Random(seed)
    state, theirs = game.start(), ref.Position()
    trimmed = dropped = 0
    while True:
        assert state.text == theirs.text()
        moves = theirs.moves(PLIES)
        assert sorted(m.text for m in state.legal_moves) == moves, theirs.text()
        if not moves:
            break
        move = rng.choice(moves)
        dropped += "@" in move
        trimmed += theirs.play(move) > 0
        state.play(move)
    outcome = state.outcome
    assert outcome is not None
    if theirs.winner(PLIES) is None:
        assert outcome.winner is None and outcome.reason == "ply_limit"
    else:
        assert outcome.winner == theirs.winner(PLIES)
    return trimmed, dropped


def test_random_games_agree_with_the_reference():
    counts = [_play_in_lockstep(seed) for seed in range(16)]
    # The games do what this test is for: stacks trimmed, reserve pieces put back (69 trims and
    # 42 drops in these games).
    assert sum(t for t, _ in counts) >= 40 and sum(d for _, d in counts) >= 20, counts


@pytest.mark.parametrize("seed, plies", [(1, 60), (2, 120), (3, 200), (4, 300)])
def test_perft_from_positions_of_random_games_agrees_with_the_reference(seed, plies):
    theirs = ref.Position()
    for move in ref.random_game(seed, plies):
        theirs.play(move)
    state = bl.game("focus").state(theirs.text())
    for depth in (1, 2):
        assert bl.perft(state, depth) == ref.perft(theirs, depth)


def test_undo_takes_back_a_trim_and_the_reserve():
    # Red's 3c5-c2 puts three pieces on c2's (GGRR), seven in all: the bottom G and G leave the
    # game... the bottom two: G leaves, G leaves; then undo gives everything back.
    game = bl.game("focus")
    text = "4/6/8/2(RRR)5/8/8/1(GGRR)4/4 0 - 10"
    state = game.state(text)
    state.play("3c5-c2")
    assert state.text == "4/6/8/8/8/8/1(RRRRR)4/4 1 - 11"
    state.undo()
    assert state.text == text
    # Green's drop on a stack of five of its own and red's: its own bottom piece goes to its
    # reserve, red's leaves.
    text = "4/6/8/8/8/8/1(GRGGG)4/4 1 G1 11"
    state = game.state(text)
    state.play("G@c2")
    assert state.text == "4/6/8/8/8/8/1(RGGGG)4/4 0 G1 12"
    state.undo()
    assert state.text == text

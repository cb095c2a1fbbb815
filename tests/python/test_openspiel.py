"""boardlab against OpenSpiel, an implementation of the same games by other people: perft from
the start, and random games played in both engines at once, turn by turn (the same board, side
and ply, the same legal whole turns, the same end and winner). The adapters that relate the two
engines' texts and turns are in openspiel_oracle.py."""
from __future__ import annotations

import random
import zlib

import pytest

pyspiel = pytest.importorskip("pyspiel")

import boardlab as bl  # noqa: E402
from openspiel_oracle import ADAPTERS, Lockstep, Pair, openspiel_perft  # noqa: E402

# (game, (files, ranks), deepest perft, random games): the perft depths that OpenSpiel counts in
# a second or two here, and as many games as the file's budget of about 60 s allows. Each game
# that OpenSpiel plays on other boards than squares has one that is not square, so that files
# and ranks cannot be swapped unseen, and boards past 64 cells, which boardlab plays with
# Game<128> and Game<256>; boardlab's checkers is 8x8 only, and OpenSpiel's amazons square.
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
    ("checkers", (8, 8), 6, 500),
    ("amazons", (6, 6), 2, 100),
    ("amazons", (10, 10), 1, 8),
]


def _id(name: str, size) -> str:
    return f"{name}-{size[0]}x{size[1]}"


@pytest.mark.parametrize("name, size, depth",
                         [pytest.param(*c[:3], id=_id(*c[:2])) for c in CASES])
def test_perft_from_the_start(name, size, depth):
    pair = Pair.of(name, size)
    counts = [bl.perft(pair.game.start(), d) for d in range(1, depth + 1)]
    assert counts == [openspiel_perft(pair.os_game.new_initial_state(), d,
                                      pair.adapter.one_action_turns)
                      for d in range(1, depth + 1)]


def _check_position(step: Lockstep) -> dict:
    """Asserts that both engines agree on the position; returns OpenSpiel's whole turns by
    text."""
    assert step.state.text == step.expected_text()
    moves = step.openspiel_moves()
    assert step.boardlab_moves() == sorted(moves)
    assert step.state.is_over() == step.os_state.is_terminal()
    adapter = step.pair.adapter
    for text, turn in moves.items():
        assert adapter.action_texts(step.state, text) == list(turn.texts)
    return moves


def _play_random_game(pair: Pair, rng: random.Random) -> str:
    """Plays one random game in both engines to its end, asserting at every turn boundary that
    they agree; returns boardlab's reason for the end."""
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
    return outcome.reason


@pytest.mark.parametrize("name, size, games",
                         [pytest.param(*c[:2], c[3], id=_id(*c[:2])) for c in CASES])
def test_random_games_in_lockstep(name, size, games):
    pair = Pair.of(name, size)
    rng = random.Random(zlib.crc32(_id(name, size).encode()))
    reasons = {_play_random_game(pair, rng) for _ in range(games)}
    if name == "checkers":
        # Random checkers often shuffles kings to OpenSpiel's draw: the rule is exercised.
        assert "quiet_turns" in reasons


def test_orientation_and_first_moves():
    """The orientations openspiel_oracle.py describes, seen in OpenSpiel itself: who moves
    first and where player 0's pieces stand, and one turn of each game written by hand."""
    bt = pyspiel.load_game("breakthrough").new_initial_state()
    assert bt.current_player() == 0
    assert str(bt).split("\n")[0] == "8bbbbbbbb"  # player 0, black, at the top
    assert bt.action_to_string(bt.legal_actions()[0]) == "a7a6"
    bt_pair = Pair.of("breakthrough", (8, 8))
    assert ADAPTERS["breakthrough"].move_text(bt_pair.game, ["a7a6"]) == "a2-a3"
    assert ADAPTERS["breakthrough"].move_text(bt_pair.game, ["b2a1*"]) == "b7-a8"

    cl = pyspiel.load_game("clobber").new_initial_state()
    assert cl.current_player() == 0
    assert str(cl).split("\n")[-3] == "1oxoxox"  # player 0, white 'o', on a1
    assert cl.action_to_string(cl.legal_actions()[0]) == "a5b5"
    cl_pair = Pair.of("clobber", (6, 5))
    assert ADAPTERS["clobber"].move_text(cl_pair.game, ["a5b5"]) == "a5-b5"
    assert cl_pair.start().expected_text() == "WBWBWB/BWBWBW/WBWBWB/BWBWBW/WBWBWB 0 - 0"

    ch = pyspiel.load_game("checkers").new_initial_state()
    assert ch.current_player() == 0
    assert str(ch).split("\n")[-3] == "1o.o.o.o."  # player 0, 'o', on a1
    assert ch.action_to_string(ch.legal_actions()[0]) == "a3b4"
    ch_pair = Pair.of("checkers", (8, 8))
    checkers = ADAPTERS["checkers"]
    assert checkers.move_text(ch_pair.game, ["a3b4"]) == "a3-b4"
    assert checkers.move_text(ch_pair.game, ["a1c3", "c3e5"]) == "a1-c3-e5"
    chain = ch_pair.game.state("8/8/8/8/3x4/8/1x6/o7 0 - 0")
    assert checkers.action_texts(chain, "a1xc3xe5") == ["a1c3", "c3e5"]

    am = pyspiel.load_game("amazons", {"board_size": 10}).new_initial_state()
    assert am.current_player() == 0
    assert str(am).split("\n")[-1] == "...X..X..."  # player 0, 'X', on d1 and g1
    amazons = ADAPTERS["amazons"]
    am_pair = Pair.of("amazons", (10, 10))
    assert amazons.move_text(am_pair.game, ["X From (10, 4)", "X To (4, 4)",
                                            "X Shoot: (4, 7)"]) == "d1-d7/g7"
    assert amazons.action_texts(am_pair.game.start(), "d1-d7/g7") == [
        "X From (10, 4)", "X To (4, 4)", "X Shoot: (4, 7)"]
    assert am_pair.start().expected_text() == "3B2B3/10/10/B8B/10/10/W8W/10/10/3W2W3 0 - 0"

"""Brandubh against a separate cell-by-cell program written from the rules alone
(brandubh_reference.py: it does not use boardlab): the start and perft from it under every
combination of the three rule options, the positions of its seeded random games with their perft
and ends, hand-made positions (captures against the corners and the throne, the king taken or
surrounded, armed or not, escaping, blocked games), and seeded random games played in both at
once, move list by move list, to the end, meeting every kind of end."""
from __future__ import annotations

import collections
import random

import pytest

import boardlab as bl
import brandubh_reference as ref

CONFIGS = list(ref.CONFIGS)


def new_game(options):
    return bl.game("brandubh", **options)


def moves_of(state):
    return sorted(m.text for m in state.legal_moves)


def outcome_of(state):
    """The outcome as the reference writes it: (winner, reason), or None.  Which end condition
    it was is not compared: the winner tells the king's escape from his capture."""
    outcome = state.outcome
    assert state.is_over() == (outcome is not None)
    if outcome is None:
        return None
    return (outcome.winner, outcome.reason)


def as_tuple(outcome):
    return tuple(outcome) if outcome is not None else None


@pytest.mark.parametrize("name", CONFIGS)
def test_start_and_perft_agree_with_the_reference(name):
    expected = ref.reference(name)
    start = new_game(expected["options"]).start()
    assert start.text == ref.START_TEXT == expected["start_text"]
    assert moves_of(start) == expected["start_moves"]
    assert start.ply == 0 and outcome_of(start) is None
    assert [bl.perft(start, d) for d in range(1, len(expected["perft"]) + 1)] == \
        expected["perft"]
    # And the reference itself, run now, to the depth it does quickly.
    assert ref.perft(ref.start(expected["options"]), 3) == expected["perft"][2]


def test_the_first_moves_by_hand():
    start = bl.game("brandubh").start()
    # The four attackers on the edge have 4 moves each (the corners are closed), the four next
    # to the defenders 6; the defenders then 6 each, the king none.
    assert bl.perft(start, 1) == 40 == ref.perft_plain(ref.start(), 1)
    assert bl.perft(start, 2) == 40 * 24
    assert [m for m in moves_of(start) if m.startswith("a4")] == ["a4-a2", "a4-a3", "a4-a5",
                                                                  "a4-a6"]
    assert [m for m in moves_of(start) if m.startswith("d2")] == ["d2-a2", "d2-b2", "d2-c2",
                                                                  "d2-e2", "d2-f2", "d2-g2"]


def test_the_options_change_perft():
    perfts = {name: ref.reference(name)["perft"] for name in CONFIGS}
    # From the start only king_armed counts (at depth 5, after the king's first move on ply 4):
    # the other two options first take a piece on ply 5.
    for name, counts in perfts.items():
        armed = ref.CONFIGS[name].get("king_armed", True)
        assert counts == [40, 960, 39512, 1007392, 41843336 if armed else 41843400], name
    # In the middle of a game each option counts: after the same 12 plies (no piece taken yet,
    # so the same position in every configuration) each configuration has its own perft 4.
    after_12 = {name: ref.reference(name)["random"][0] for name in CONFIGS}
    assert len({case["text"] for case in after_12.values()}) == 1
    assert len({tuple(case["perft"]) for case in after_12.values()}) == 8 == len(CONFIGS)


@pytest.mark.parametrize("name", CONFIGS)
def test_the_reference_random_positions(name):
    expected = ref.reference(name)
    game = new_game(expected["options"])
    for case in expected["random"]:
        state = game.start()
        for move in case["moves"]:
            state.play(move)
        assert state.text == case["text"]
        assert state.ply == len(case["moves"])
        assert outcome_of(state) == as_tuple(case["outcome"])
        assert [bl.perft(state, d) for d in range(1, len(case["perft"]) + 1)] == case["perft"]


@pytest.mark.parametrize("case", sorted(ref.HAND_CASES))
@pytest.mark.parametrize("name", CONFIGS)
def test_the_hand_made_positions(name, case):
    options = ref.CONFIGS[name]
    expected = ref.hand_case(case, options)
    state = new_game(options).state(expected["text"])
    assert state.text == expected["text"]
    assert moves_of(state) == expected["moves"]
    assert outcome_of(state) == as_tuple(expected["outcome"])
    if "after" in expected:
        after = expected["after"]
        state.play(after["move"])
        assert state.text == after["text"]
        assert moves_of(state) == after["moves"]
        assert outcome_of(state) == as_tuple(after["outcome"])
        state.undo()
        assert state.text == expected["text"]


def test_captures_by_hand():
    game = bl.game("brandubh")
    # Three defenders at once, each with an attacker beyond.
    state = game.state("7/2A2K1/7/7/AD1DA2/2D4/2A4 0 - 20")
    state.play("c6-c3")
    assert state.text == "7/5K1/7/7/A1A1A2/7/2A4 1 - 21"
    # Stepping in between two enemies is safe.
    state = game.state("2D4/7/1A1A3/7/7/5K1/7 1 - 30")
    state.play("c7-c5")
    assert state.text == "7/7/1ADA3/7/7/5K1/7 0 - 31"
    # A corner takes, for either side; the last attacker gone, the attackers are blocked.
    state = game.state("7/7/7/7/4D2/6A/2K4 1 - 14")
    state.play("e3-g3")
    assert state.text == "7/7/7/7/6D/7/2K4 0 - 15"
    assert state.outcome == bl.Outcome(winner=None, reason="no_legal_move")
    # The empty throne takes only when hostile.
    for options, after in (({}, "7/3A3/3D3/7/7/1K5/7 1 - 41"),
                           ({"throne_hostile": True}, "7/3A3/7/7/7/1K5/7 1 - 41")):
        state = new_game(options).state("7/6A/3D3/7/7/1K5/7 0 - 40")
        state.play("g6-d6")
        assert state.text == after
    # The king takes, and helps to take, only when armed.
    for options, after in (({}, "7/7/1D1K3/7/7/5A1/7 0 - 81"),
                           ({"king_armed": False}, "7/7/1DAK3/7/7/5A1/7 0 - 81")):
        state = new_game(options).state("3K3/7/1DA4/7/7/5A1/7 1 - 80")
        state.play("d7-d5")
        assert state.text == after


def test_the_king_by_hand():
    # Between two attackers he is taken, unless he must be surrounded.
    state = bl.game("brandubh").state("7/5D1/7/7/7/1AK3A/7 0 - 50")
    state.play("g2-d2")
    assert state.text == "7/5D1/7/7/7/1A1A3/7 1 - 51"
    assert outcome_of(state) == (0, "condition") and len(state.legal_moves) == 0
    state = bl.game("brandubh", king_surrounded=True).state("7/5D1/7/7/7/1AK3A/7 0 - 50")
    state.play("g2-d2")
    assert state.text == "7/5D1/7/7/7/1AKA3/7 1 - 51" and state.outcome is None
    # Three attackers and the empty throne: taken only when the throne is hostile.
    for surrounded in (False, True):
        for hostile in (False, True):
            game = bl.game("brandubh", king_surrounded=surrounded, throne_hostile=hostile)
            state = game.state("7/6A/2AKA2/7/7/7/7 0 - 70")
            state.play("g6-d6")
            if hostile:
                assert state.text == "7/3A3/2A1A2/7/7/7/7 1 - 71"
                assert outcome_of(state) == (0, "condition")
            else:
                assert state.text == "7/3A3/2AKA2/7/7/7/7 1 - 71"
                assert moves_of(state) == ["d5-d1", "d5-d2", "d5-d3", "d5-d4"]
    # The king onto a corner wins.
    state = bl.game("brandubh").state("7/7/7/7/7/3A3/5K1 1 - 101")
    assert "f1-a1" in moves_of(state) and "f1-g1" in moves_of(state)
    state.play("f1-g1")
    assert outcome_of(state) == (1, "condition") and bl.perft(state, 2) == 0


def test_the_end_rules_by_hand():
    game = bl.game("brandubh")
    assert outcome_of(game.state("7/7/7/3K3/7/1D5/1AD4 0 - 20")) == (None, "no_legal_move")
    assert outcome_of(game.state("7/7/7/7/7/7/1A5 1 - 5")) == (0, "condition")
    assert outcome_of(game.state("K6/7/7/7/7/7/7 0 - 300")) == (1, "condition")
    assert outcome_of(game.state(ref.START_TEXT[:-1] + "300")) == (None, "ply_limit")
    assert outcome_of(game.state(ref.START_TEXT[:-1] + "299")) is None
    assert outcome_of(game.state("7/7/7/3K3/7/1D5/1AD4 0 - 300")) == (None, "no_legal_move")
    assert outcome_of(bl.game("brandubh", max_plies=20).state(ref.START_TEXT[:-1] + "20")) == \
        (None, "ply_limit")


def play_in_lockstep(options, seeds):
    """Plays the reference's random games (ref.random_game's seeds) in both programs at once:
    how they ended, and how many moves took pieces."""
    game = new_game(options)
    ends = collections.Counter()
    captures = 0
    for seed in seeds:
        rng = random.Random(seed)
        state, pos = game.start(), ref.start(options)
        while True:
            moves = ref.legal_moves(pos)
            assert moves_of(state) == moves, state.text
            assert state.text == ref.text(pos)
            outcome = ref.outcome(pos)
            assert outcome_of(state) == outcome, state.text
            if not moves:
                break
            move = rng.choice(moves)
            state.play(move)
            before = sum(c != ref.EMPTY for c in pos["board"])
            pos = ref.play(pos, move)
            captures += sum(c != ref.EMPTY for c in pos["board"]) < before
        ends[outcome] += 1
        # Undone to the start, every move of the game.
        while state.ply:
            state.undo()
        assert state.text == game.start().text
    return ends, captures


ESCAPED, TAKEN = (1, "condition"), (0, "condition")
BLOCKED, PLY_LIMIT = (None, "no_legal_move"), (None, "ply_limit")

# name: (options, seeds, how the games ended, how many moves took pieces).  Random play seldom
# blocks a game (all the attackers taken: about one in 250), and with king_surrounded the
# attackers seldom take the king (one in 750): 670 and 679 (default) and 1246 (surrounded) are
# such games, found by playing the reference's seeds in turn.
LOCKSTEP = {
    "default": ({}, list(range(200)) + [670, 679],
                {ESCAPED: 136, TAKEN: 61, PLY_LIMIT: 3, BLOCKED: 2}, 730),
    "king_surrounded": ({"king_surrounded": True}, list(range(60)) + [1246],
                        {ESCAPED: 58, TAKEN: 1, PLY_LIMIT: 2}, 245),
    "king_unarmed": ({"king_armed": False}, range(60), {ESCAPED: 34, TAKEN: 25, PLY_LIMIT: 1},
                     204),
    "throne_hostile": ({"throne_hostile": True}, range(60), {ESCAPED: 35, TAKEN: 25}, 247),
    "all_three": ({"king_surrounded": True, "king_armed": False, "throne_hostile": True},
                  range(40), {ESCAPED: 35, TAKEN: 2, PLY_LIMIT: 3}, 137),
    "max_plies_40": ({"max_plies": 40}, range(30), {ESCAPED: 4, TAKEN: 1, PLY_LIMIT: 25}, 44),
}


@pytest.mark.parametrize("name", list(LOCKSTEP))
def test_random_games_in_lockstep_with_the_reference(name):
    options, seeds, expected_ends, expected_captures = LOCKSTEP[name]
    ends, captures = play_in_lockstep(options, seeds)
    assert dict(ends) == expected_ends
    assert captures == expected_captures


def test_the_random_games_meet_every_end():
    # Every way a game can end, each seen in the default games above.
    assert set(LOCKSTEP["default"][2]) == {ESCAPED, TAKEN, BLOCKED, PLY_LIMIT}
    assert LOCKSTEP["default"][3] > 0

"""Checkers' two capture options against a separate cell-by-cell program written from the rules
alone (draughts_reference.py: it does not use boardlab): ``capture_rule`` "compulsory" or "most"
(the majority rule) and ``leapt_removal`` "at_once" or "at_turn_end" (jumped pieces stay on the
board, dead, until the chain ends), in all four combinations: hand-made chains round a square of
enemies, seeded random games from the start, and random positions full of kings, whole turn lists
and position texts compared at every position.

The two removal rules give the same turns in checkers: a king that only jumps over an adjacent
cell lands, all along its chain, on cells of one parity class (file mod 2, rank mod 2) and jumps
over cells of the opposite class, so it can never land on a dead piece, and a dead piece can no
more be jumped again than a removed one.  The hand positions are built where an engine that got
"at_turn_end" wrong (a dead piece jumped twice, the start cell left occupied, the dead pieces not
removed at the end) would show it; the random samples count zero differences between the removal
rules, and more than zero between the capture rules."""
from __future__ import annotations

import random

import pytest

import boardlab as bl
import draughts_reference as ref

COMBINATIONS = [(rule, removal) for rule in ref.CAPTURE_RULES for removal in ref.LEAPT_REMOVALS]


def new_game(capture_rule, leapt_removal):
    """Checkers with the two options set on its variant."""
    variant = bl.game("checkers").variant()
    variant.capture_rule = capture_rule
    variant.leapt_removal = leapt_removal
    game = bl.Game(variant)
    assert game.variant().capture_rule == capture_rule
    if leapt_removal != "at_once":
        # A Variant takes any attribute: make sure the engine has the option (the default is
        # checked by test_the_defaults_of_checkers).
        assert game.variant().leapt_removal == leapt_removal
    return game


def turns_of(state):
    return sorted(m.text for m in state.legal_moves)


def test_the_reference_checks_itself():
    """The reference's own hand checks (start, promotion, men jumping forward only, the loop)."""
    assert ref.self_check()


def test_the_defaults_of_checkers():
    """Checkers is compulsory capture with jumped pieces removed at once, as English draughts."""
    variant = bl.game("checkers").variant()
    assert variant.capture_rule == "compulsory"
    assert variant.leapt_removal == "at_once"


@pytest.mark.parametrize("capture_rule, leapt_removal", COMBINATIONS)
def test_the_start(capture_rule, leapt_removal):
    """The start position and its seven steps, whatever the options."""
    state = new_game(capture_rule, leapt_removal).start()
    assert state.text == ref.START_TEXT
    expected = ["a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"]
    assert ref.legal_turns(ref.START_TEXT, capture_rule, leapt_removal) == expected
    assert turns_of(state) == expected


# Hand-made positions: {name: (position text, {capture_rule: sorted turns}, (turn, text after))}.
# The lists are the same for both removal rules (worked out below by hand).
HAND = {
    # King O on c3; men x on d4 f4 f2 d2 (the four diagonal neighbours of e3) and b4.
    #   . . . . . . . .   5
    #   . x . x . x . .   4
    #   . . O . . . . .   3
    #   . . . x . x . .   2
    #   a b c d e f g h
    # Round the square: c3 over d4 to e5, over f4 to g3, over f2 to e1, over d2 back onto c3,
    # where it started (empty since it left); or the other way, c3-e1-g3-e5-c3.  Back on c3,
    # d4 and d2 are dead (at_turn_end) or gone (at_once): neither can be jumped again, though
    # e5 and e1 beyond them are empty; b4 still can, onto a5, and from a5 nothing (b6 empty, b4
    # taken).  Or over b4 first to a5, where it stops (b4 cannot be jumped back).  The two
    # round trips take 5 pieces, a5 alone 1: "most" keeps the round trips.
    "round_onto_the_start_cell": (
        "8/8/8/8/1x1x1x2/2O5/3x1x2/8 0 - 12",
        {"compulsory": ["c3-a5", "c3-e1-g3-e5-c3-a5", "c3-e5-g3-e1-c3-a5"],
         "most": ["c3-e1-g3-e5-c3-a5", "c3-e5-g3-e1-c3-a5"]},
        ("c3-e5-g3-e1-c3-a5", "8/8/8/O7/8/8/8/8 1 - 13")),
    # King O on a5; men x on b4 d4 f4 and b2 d2 f2.
    #   O . . . . . . .   5
    #   . x . x . x . .   4
    #   . . . . . . . .   3
    #   . x . x . x . .   2
    #   . . . . . . . .   1
    # a5 over b4 to c3 (the only jump from a5).  From c3: over b2 to a1, and there it stops
    # (b2 taken); or round the square of e3: over d4 to e5, f4 to g3, f2 to e1, d2 back to c3
    # (or d2 to e1, f2 to g3, f4 to e5, d4 to c3).  On c3 the second time b4, d4 and d2 are all
    # dead or gone, with a5 (its start cell), e5 and e1 empty beyond them: none can be jumped
    # again; over b2 to a1 it goes, and stops.  6 pieces for the round trips, 2 for a5-c3-a1.
    "round_past_its_start_cell": (
        "8/8/8/O7/1x1x1x2/8/1x1x1x2/8 0 - 20",
        {"compulsory": ["a5-c3-a1", "a5-c3-e1-g3-e5-c3-a1", "a5-c3-e5-g3-e1-c3-a1"],
         "most": ["a5-c3-e1-g3-e5-c3-a1", "a5-c3-e5-g3-e1-c3-a1"]},
        ("a5-c3-e1-g3-e5-c3-a1", "8/8/8/8/8/8/8/O7 1 - 21")),
    # The same turned round for player 1: the board rotated half a turn (file a <-> h, rank
    # r <-> 9 - r) and the colours swapped: king X on h4, men o on c5 e5 g5 c7 e7 g7.
    "player_1_round_past_its_start_cell": (
        "8/2o1o1o1/8/2o1o1o1/7X/8/8/8 1 - 20",
        {"compulsory": ["h4-f6-d4-b6-d8-f6-h8", "h4-f6-d8-b6-d4-f6-h8", "h4-f6-h8"],
         "most": ["h4-f6-d4-b6-d8-f6-h8", "h4-f6-d8-b6-d4-f6-h8"]},
        ("h4-f6-d8-b6-d4-f6-h8", "7X/8/8/8/8/8/8/8 0 - 21")),
    # Men only: o on a3 and e3; x on b4, f4 and f6.  a3 over b4 to c5 (then b6 d6 are empty);
    # e3 over f4 to g5, then over f6 to e7 (over h6 would leave the board); e3 over d4: empty.
    # "most" keeps the two-piece e3-g5-e7 alone.
    "men_majority": (
        "8/8/5x2/8/1x3x2/o3o3/8/8 0 - 8",
        {"compulsory": ["a3-c5", "e3-g5-e7"], "most": ["e3-g5-e7"]},
        ("e3-g5-e7", "8/4o3/8/8/1x6/o7/8/8 1 - 9")),
    # A man that becomes a king on e8 stops there although the king could jump f7 to g6:
    # c6 over d7 to e8 takes 1 (c6 over b7: empty).  The man on a3 goes over b4 to c5, then
    # over d6 to e7 (over b6: empty; from e7 the jumps leave the board): 2.  "most" keeps
    # a3-c5-e7 alone (a c6-e8-g6 going on as a king would have tied with it).
    "promotion_ends_the_turn": (
        "8/3x1x2/2ox4/8/1x6/o7/8/8 0 - 30",
        {"compulsory": ["a3-c5-e7", "c6-e8"], "most": ["a3-c5-e7"]},
        ("c6-e8", "4O3/5x2/3x4/8/1x6/o7/8/8 1 - 31")),
}


@pytest.mark.parametrize("capture_rule, leapt_removal", COMBINATIONS)
@pytest.mark.parametrize("name", sorted(HAND))
def test_hand_made_positions(name, capture_rule, leapt_removal):
    """The turns of the hand positions (see HAND) from the reference and from boardlab, and the
    position after one of them (every piece jumped over gone, the king where it stopped)."""
    position, expected, (turn, after) = HAND[name]
    if turn not in expected[capture_rule]:
        turn = expected[capture_rule][0]
        after = None
    assert ref.legal_turns(position, capture_rule, leapt_removal) == expected[capture_rule]
    state = new_game(capture_rule, leapt_removal).state(position)
    assert state.text == position
    assert turns_of(state) == expected[capture_rule]
    state.play(turn)
    expected_after = ref.play(position, turn, capture_rule, leapt_removal)
    if after is not None:
        assert expected_after == after
    assert state.text == expected_after
    assert state.is_over() == ref.is_over(expected_after, capture_rule, leapt_removal)


def test_the_captures_counted_in_the_hand_positions():
    """How many pieces the hand positions' turns take (what "most" compares), and the end
    after a round trip that takes every enemy piece."""
    loop = HAND["round_onto_the_start_cell"][0]
    assert [ref.captured_count(loop, t) for t in ref.legal_turns(loop)] == [1, 5, 5]
    past = HAND["round_past_its_start_cell"][0]
    assert [ref.captured_count(past, t) for t in ref.legal_turns(past)] == [2, 6, 6]
    promotion = HAND["promotion_ends_the_turn"][0]
    assert [ref.captured_count(promotion, t) for t in ref.legal_turns(promotion)] == [2, 1]
    # The round trips leave player 1 with nothing: it has lost.
    assert ref.is_over(HAND["round_past_its_start_cell"][2][1])
    state = new_game("compulsory", "at_once").state(past)
    state.play("a5-c3-e5-g3-e1-c3-a1")
    assert state.is_over() and turns_of(state) == []
    assert state.outcome == bl.Outcome(winner=0, reason="no_legal_move")


class Tally:
    """Counts, over the positions compared, those where the reference's turn lists differ
    between the two removal rules and between the two capture rules, and those with a turn
    whose path comes back to a cell it stood on (a chain round a square)."""

    def __init__(self):
        self.positions = self.removal = self.capture = self.round = 0

    def add(self, position, turns, capture_rule, leapt_removal):
        self.positions += 1
        other_removal = "at_turn_end" if leapt_removal == "at_once" else "at_once"
        other_rule = "most" if capture_rule == "compulsory" else "compulsory"
        if ref.legal_turns(position, capture_rule, other_removal) != turns:
            self.removal += 1
        if ref.legal_turns(position, other_rule, leapt_removal) != turns:
            self.capture += 1
        if any(len(set(t.split("-"))) < len(t.split("-")) for t in turns):
            self.round += 1


def lockstep(state, position, plies, rng, capture_rule, leapt_removal, tally):
    """Plays up to `plies` turns chosen by rng among the reference's, comparing boardlab's turn
    list, end (the side to move without a turn has lost) and position text with the
    reference's at every position."""
    assert state.text == position
    for _ in range(plies + 1):
        expected = ref.legal_turns(position, capture_rule, leapt_removal)
        assert turns_of(state) == expected, position
        assert state.is_over() == (not expected), position
        if not expected:    # the side to move has lost
            loser = ref.parse(position)["side"]
            assert state.outcome == bl.Outcome(winner=1 - loser, reason="no_legal_move")
        tally.add(position, expected, capture_rule, leapt_removal)
        if not expected or _ == plies:
            return
        turn = rng.choice(expected)
        position = ref.play(position, turn, capture_rule, leapt_removal)
        state.play(turn)
        assert state.text == position, turn


@pytest.mark.parametrize("capture_rule, leapt_removal", COMBINATIONS)
def test_random_games_from_the_start(capture_rule, leapt_removal):
    """30 seeded random games from the start (at most 120 turns each) in lockstep with the
    reference; the capture rules differ on some of their positions, the removal rules on none."""
    game = new_game(capture_rule, leapt_removal)
    rng = random.Random(2024)
    tally = Tally()
    for _ in range(30):
        lockstep(game.start(), ref.START_TEXT, 120, rng, capture_rule, leapt_removal, tally)
    assert tally.positions > 1500
    assert tally.capture > 0
    assert tally.removal == 0


@pytest.mark.parametrize("capture_rule, leapt_removal", COMBINATIONS)
def test_random_positions_with_kings(capture_rule, leapt_removal):
    """Random positions with several kings (many kings for one side against many scattered
    enemies, either side to move), and positions with a king at a corner of a square of
    enemies, each played 8 turns on in lockstep with the reference.  Chains round a square
    occur, and the capture rules differ on some positions, the removal rules on none."""
    game = new_game(capture_rule, leapt_removal)
    rng = random.Random(77)
    tally = Tally()
    for k in range(120):
        if k % 2 == 0:
            position = ref.random_position(rng, (3, 7), (0, 2), (0, 2), (4, 8), ply=k)
        else:
            position = ref.random_position(rng, (0, 2), (4, 8), (3, 7), (0, 2), ply=k)
        lockstep(game.state(position), position, 8, rng, capture_rule, leapt_removal, tally)
    for k in range(120):
        position = ref.random_ring_position(rng, k % 2)
        lockstep(game.state(position), position, 8, rng, capture_rule, leapt_removal, tally)
    assert tally.positions > 1000
    assert tally.round > 20
    assert tally.capture > 0
    assert tally.removal == 0

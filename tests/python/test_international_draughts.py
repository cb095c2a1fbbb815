"""International draughts (and the same rules on the 8x8 Brazilian and 12x12 Canadian boards)
against a separate cell-by-cell program written from the FMJD rules alone
(international_draughts_reference.py: it does not use boardlab): the starts and perft from them,
hand-made positions (the flying king's landing cells, the Turkish strike, a man crossing the far
rank in a chain, crowning, the majority rule, a chain over its own start cell, the loss with no
legal turn), and seeded random games and random positions with kings played in both at once, turn
list by turn list."""
from __future__ import annotations

import random

import pytest

import boardlab as bl
import international_draughts_reference as ref

SIZES = (8, 10, 12)

# Perft from the start, counted in whole turns (the reference recomputes them in the test).
START_PERFT = {
    8: [7, 49, 302, 1469, 7473, 37628],
    10: [9, 81, 658, 4265, 27117],
    12: [11, 121, 1222, 10053, 79049],
}


def new_game(size=10):
    return bl.game("international_draughts") if size == 10 else \
        bl.game("international_draughts", size=size)


def moves_of(state):
    return sorted(m.text for m in state.legal_moves)


def no_legal_move_loss(side_to_move):
    return bl.Outcome(winner=1 - side_to_move, reason="no_legal_move")


def check_hand_position(text, expected, after=None):
    """Both programs list exactly `expected` in `text`; `after` maps some of the turns to the
    position text both give after them."""
    state = new_game().state(text)
    assert state.text == text
    assert ref.legal_turns(text) == expected
    assert moves_of(state) == expected
    for turn, result in (after or {}).items():
        assert ref.play(text, turn) == result
        state = new_game().state(text)
        state.play(turn)
        assert state.text == result


@pytest.mark.parametrize("size", SIZES)
def test_the_start_position(size):
    """The start text and its first turns (the front rank's men stepping) agree."""
    state = new_game(size).start()
    assert state.text == ref.START_TEXT[size]
    assert moves_of(state) == ref.legal_turns(ref.START_TEXT[size], size)
    assert state.ply == 0 and state.outcome is None and not state.is_over()
    if size == 10:
        assert state.text == ("1b1b1b1b1b/b1b1b1b1b1/1b1b1b1b1b/b1b1b1b1b1/10/10/"
                              "1w1w1w1w1w/w1w1w1w1w1/1w1w1w1w1w/w1w1w1w1w1 0 - 0")
        # The men of rank 4 are on b4 d4 f4 h4 j4; j4 has only i5 (the edge).
        assert moves_of(state) == ["b4-a5", "b4-c5", "d4-c5", "d4-e5", "f4-e5", "f4-g5",
                                   "h4-g5", "h4-i5", "j4-i5"]
    if size == 8:
        assert state.text == "1b1b1b1b/b1b1b1b1/1b1b1b1b/8/8/w1w1w1w1/1w1w1w1w/w1w1w1w1 0 - 0"


@pytest.mark.parametrize("size", SIZES)
def test_perft_from_the_start(size):
    """perft from the start, depth by depth, is the same literal list in the reference and in
    boardlab (10x10: 9, 81, 658, 4265, 27117)."""
    expected = START_PERFT[size]
    start = ref.START_TEXT[size]
    assert [ref.perft(start, d, size) for d in range(1, len(expected) + 1)] == expected
    state = new_game(size).start()
    assert [bl.perft(state, d) for d in range(1, len(expected) + 1)] == expected


def test_a_flying_king_chooses_its_landing_cell():
    """A king on a1 takes d4 from afar and may land on any empty cell beyond it, e5 to j10; as
    capturing is compulsory the man on c1 may not step."""
    # White: king a1, man c1.  Black: man d4.  The a1-j10 diagonal is b2 c3 (empty) d4 (black)
    # e5 f6 g7 h8 i9 j10 (empty): six landing cells, and none of them has a second capture.
    check_hand_position("10/10/10/10/10/10/3b6/10/10/W1w7 0 - 0",
                        ["a1-e5", "a1-f6", "a1-g7", "a1-h8", "a1-i9", "a1-j10"],
                        {"a1-h8": "10/10/7W2/10/10/10/10/10/10/2w7 1 - 1"})


def test_the_majority_rule_picks_the_kings_landing_cell():
    """Of the king's landing cells beyond d4 only f6 goes on to a second capture, so only the
    three chains through f6 stay, together with the man's two-piece chains (a king's capture and a
    man's count alike); the one-piece king captures and the man on c1 are out."""
    # White: king a1, men a3 c1.  Black: men b4 b6 d4 g5.  The king takes d4 and lands on e5 ..
    # j10; from f6 alone it takes g5 (down to the right) and lands on h4, i3 or j2: two pieces.
    # The man on a3 takes b4 landing on c5, then b6 (landing a7) or d4 (landing e3): two pieces,
    # and nothing more from a7 or e3.  c1 has no capture.
    check_hand_position("10/10/10/10/1b8/6b3/1b1b6/w9/10/W1w7 0 - 0",
                        ["a1-f6-h4", "a1-f6-i3", "a1-f6-j2", "a3-c5-a7", "a3-c5-e3"],
                        {"a1-f6-j2": "10/10/10/10/1b8/10/1b8/w9/9W/2w7 1 - 1",
                         "a3-c5-e3": "10/10/10/10/1b8/6b3/10/4w5/10/W1w7 1 - 1"})


def test_the_turkish_strike():
    """A dead piece blocks the king's way back: the king on g5 takes c9 (landing b10) or i3
    (landing j2), but not both in one turn."""
    # White king g5; black men c9 h8 i3 h2.  Up to the left g5 passes f6 e7 d8, takes c9 and
    # lands on b10 (the edge); from b10 the only way back is through the dead c9.  Down to the
    # right it passes h4, takes i3 and lands on j2; from j2 up to the left is the dead i3, down
    # to the left i1 is empty up to the edge.  Were the dead pieces no obstacle, b10 over c9 down
    # to j2 (taking i3) would be a two-piece turn.  h8 and h2 are on no diagonal the king can
    # take them along.
    text = "10/2b7/7b2/10/10/6W3/10/8b1/7b2/10 0 - 0"
    check_hand_position(text, ["g5-b10", "g5-j2"],
                        {"g5-b10": "1W8/10/7b2/10/10/10/10/8b1/7b2/10 1 - 1",
                         "g5-j2": "10/2b7/7b2/10/10/10/10/10/7b1W/10 1 - 1"})


def test_a_man_crossing_the_far_rank_in_a_chain_stays_a_man():
    """The man on b8 takes c9 landing on d10 (the far rank) but must go on to take e9 landing on
    f8, where its turn ends: it is still a man 'w'."""
    # White man b8; black men c9 e9 j2.  b8 over c9 onto d10, then d10 over e9 onto f8 (the man
    # captures backwards); nothing more from f8.  Stopping on d10 is not allowed.
    text = "10/2b1b5/1w8/10/10/10/10/10/9b/10 0 - 0"
    check_hand_position(text, ["b8-d10-f8"],
                        {"b8-d10-f8": "10/10/5w4/10/10/10/10/10/9b/10 1 - 1"})
    state = new_game().state(text)
    state.play("b8-d10-f8")
    assert state.text.split("/")[2] == "5w4"


def test_a_man_ending_on_the_far_rank_is_crowned():
    """A man whose turn ends on its far rank becomes a king: by a capture (b8 over c9 onto d10,
    nothing more to take), by a step (c9 onto b10 or d10), and for black on rank 1."""
    check_hand_position("10/2b7/1w8/10/10/10/10/10/9b/10 0 - 0", ["b8-d10"],
                        {"b8-d10": "3W6/10/10/10/10/10/10/10/9b/10 1 - 1"})
    check_hand_position("10/2w7/10/10/10/10/10/10/1b8/10 0 - 0", ["c9-b10", "c9-d10"],
                        {"c9-b10": "1W8/10/10/10/10/10/10/10/1b8/10 1 - 1",
                         "c9-d10": "3W6/10/10/10/10/10/10/10/1b8/10 1 - 1"})
    # Black man b2 (white man i1 far away): b2-a1 and b2-c1, both crowned 'B'.
    check_hand_position("10/10/10/10/10/10/10/10/1b8/8w1 1 - 0", ["b2-a1", "b2-c1"],
                        {"b2-a1": "10/10/10/10/10/10/10/10/10/B7w1 0 - 1",
                         "b2-c1": "10/10/10/10/10/10/10/10/10/2B5w1 0 - 1"})


def test_the_majority_rule_counts_a_king_as_one_piece():
    """Only the two-piece captures are legal: two men, or a king and a man, count the same; taking
    a single king (by a man) or a single man (by a king) is not enough."""
    # White: men a5 c3 h2, king j10.  Black: men d4 d8 f6, kings b6 g3.
    # c3 takes d4 (onto e5) then f6 (onto g7): two men.  a5 takes the king b6 (onto c7) then d8
    # (onto e9): a king and a man.  h2 takes the king g3 onto f4 and stops there (e5 is empty):
    # one piece.  The king j10 passes i9 h8 g7, takes f6 and must land on e5 (d4 follows); from
    # e5 the pieces d4 and g3 have white men behind them (c3, h2): one piece.
    text = "9W/10/3b6/10/1B3b4/w9/3b6/2w3B3/7w2/10 0 - 0"
    check_hand_position(text, ["a5-c7-e9", "c3-e5-g7"],
                        {"a5-c7-e9": "9W/4w5/10/10/5b4/10/3b6/2w3B3/7w2/10 1 - 1",
                         "c3-e5-g7": "9W/10/3b6/6w3/1B8/w9/10/6B3/7w2/10 1 - 1"})
    # Without the king j10 the same two turns.
    assert ref.legal_turns("10/10/3b6/10/1B3b4/w9/3b6/2w3B3/7w2/10 0 - 0") == \
        moves_of(new_game().state("10/10/3b6/10/1B3b4/w9/3b6/2w3B3/7w2/10 0 - 0")) == \
        ["a5-c7-e9", "c3-e5-g7"]


def test_a_chain_may_cross_and_end_on_its_own_start_cell():
    """The moving piece's start cell is empty once it has left: a king's chain crosses it, and a
    man's chain round a square ends on it, two ways round, two turns taking the same pieces."""
    # King c3; black men b6 d2 d4 d6.  c3 over d4 onto e5 (f6 .. j10 lead nowhere), over d6 onto
    # c7 (b8 and a9 lead nowhere), over b6 onto a5, then down to the right through b4 and the empty c3 over d2 onto e1:
    # four pieces, the only such chain.
    check_hand_position("10/10/10/10/1b1b6/10/3b6/2W7/3b6/10 0 - 0", ["c3-e5-c7-a5-e1"],
                        {"c3-e5-c7-a5-e1": "10/10/10/10/10/10/10/10/10/4W5 1 - 1"})
    # Man c3; black men b4 b6 d4 d6: round the square one way or the other, back onto c3.
    check_hand_position("10/10/10/10/1b1b6/10/1b1b6/2w7/10/10 0 - 0",
                        ["c3-a5-c7-e5-c3", "c3-e5-c7-a5-c3"],
                        {"c3-a5-c7-e5-c3": "10/10/10/10/10/10/10/2w7/10/10 1 - 1",
                         "c3-e5-c7-a5-c3": "10/10/10/10/10/10/10/2w7/10/10 1 - 1"})


def test_no_legal_turn_loses():
    """The side to move without a legal turn has lost, with pieces left (a blocked man) or none
    (all taken)."""
    # White man a1 behind black men b2 and c3: no step, no capture (c3 is behind b2).
    blocked = "10/10/10/10/10/10/10/2b7/1b8/w9 0 - 7"
    assert ref.legal_turns(blocked) == [] and ref.outcome(blocked) == 1
    state = new_game().state(blocked)
    assert moves_of(state) == [] and state.is_over()
    assert state.outcome == no_legal_move_loss(0)
    # Black to move in the same position can move.
    state = new_game().state("10/10/10/10/10/10/10/2b7/1b8/w9 1 - 7")
    assert moves_of(state) == ["b2-c1", "c3-d2"] and not state.is_over()
    # The king takes black's last piece: black loses.
    state = new_game().state("10/10/10/10/10/10/3b6/10/10/W1w7 0 - 0")
    state.play("a1-e5")
    assert state.is_over() and state.outcome == no_legal_move_loss(1)
    assert ref.outcome(state.text) == 0 and bl.perft(state, 2) == 0
    # The same blocked man on the Brazilian board.
    state = new_game(8).state("8/8/8/8/8/2b5/1b6/w7 0 - 3")
    assert ref.legal_turns(state.text, 8) == [] and state.outcome == no_legal_move_loss(0)


def lockstep(state, text, size, rng, plies):
    """Play up to `plies` turns chosen with rng.choice from the reference's sorted list, checking
    at every position that both programs give the same turns and the same text, and at the end
    the same outcome; returns the number of turns played and of the positions with a capture."""
    played = captures = 0
    while True:
        assert state.text == text
        moves = ref.legal_turns(text, size)
        captures += ref.has_capture(text, size)
        assert moves_of(state) == moves, text
        if not moves:
            assert state.is_over(), text
            assert state.outcome == no_legal_move_loss(int(text.split()[1])), text
            return played, captures
        assert not state.is_over() and state.outcome is None, text
        if played == plies:
            return played, captures
        move = rng.choice(moves)
        state.play(move)
        text = ref.play(text, move, size)
        played += 1


@pytest.mark.parametrize("size, games, seed", [(10, 40, 1), (8, 15, 2), (12, 5, 3)])
def test_random_games_from_the_start(size, games, seed):
    """Seeded random games from the start, to the end or 150 turns: at every position the same
    sorted turns and, after the same turn, the same text; the same outcome at the end."""
    rng = random.Random(seed)
    game = new_game(size)
    ended = captures = 0
    for _ in range(games):
        played, taken = lockstep(game.start(), ref.START_TEXT[size], size, rng, 150)
        ended += played < 150
        captures += taken
    # Some games reach the end, so the outcome is compared too, and captures are frequent.
    assert ended > 0 and captures > games


@pytest.mark.parametrize("size, positions, seed, kings, men", [
    (10, 100, 11, (1, 4), (1, 8)), (10, 60, 14, (2, 5), (6, 14)), (8, 40, 12, (1, 4), (1, 8)),
    (12, 20, 13, (2, 5), (4, 14))])
def test_random_positions_with_kings(size, positions, seed, kings, men):
    """Random positions with rng.randint(*kings) kings and rng.randint(*men) men a side, ten turns
    each in lockstep: the same turns (long king captures and chains among them) and the same
    texts, and the same outcome where a side runs out of turns."""
    rng = random.Random(seed)
    game = new_game(size)
    captures = 0
    for _ in range(positions):
        text = ref.random_position(rng, size, kings, men)
        captures += lockstep(game.state(text), text, size, rng, 10)[1]
    assert captures > positions

"""Lines of Action against OpenSpiel's ``lines_of_action``, written by other people from the same
rules (docs/rules.md, "Lines of Action"): perft from the start, the one place where the two
counts part and why, random games played in both engines at once, and positions worked out by
hand.

The engines are meant to differ in two rules only, both OpenSpiel's: its game is drawn as soon
as a board (the pieces alone, either side to move) repeats one seen earlier in the game, and at
its 1000th move even over a win; boardlab has neither rule. So the checks are built to tell
those two rules from a real disagreement:

- perft agrees to depth 4, computed live in both engines; no board can repeat before ply 4;
- at depth 5 OpenSpiel counts 28,224 fewer paths: the four-ply sequences that give back the
  start board, counted here with boardlab alone (784 of them), each followed in boardlab by the
  start's 36 moves, and each a finished draw in OpenSpiel;
- in the random games every board, move list and end is compared, and a game is left where
  OpenSpiel draws by repetition, after checking that its board did repeat (tracked here, not
  taken from either engine) and that OpenSpiel draws at every repetition, not only some;
- positions by hand: the mover's group checked first, a capture that makes the captured side
  win, a player without a move, and the win at ply 1000 that OpenSpiel would call a draw.

OpenSpiel has no position text, so the hand-written positions are checked in boardlab alone.
The tests that need OpenSpiel are skipped without it (``pip install open_spiel``)."""
from __future__ import annotations

import random
import zlib
from collections import Counter
from typing import Dict, List, Set

import pytest

import boardlab as bl
import shared_reference

START = "1BBBBBB1/W6W/W6W/W6W/W6W/W6W/W6W/1BBBBBB1 0 - 0"
# OpenSpiel's perft from the start at depth 5, the one number not computed live: it takes 10 to
# 20 s here, as much again as the rest of the file, whose budget is about 20 s. Produced by
#   python3 -c "import pyspiel
#   def p(s, d): return len(s.legal_actions()) if d == 1 else sum(p(s.child(a), d - 1)
#                                                                for a in s.legal_actions())
#   print(p(pyspiel.load_game('lines_of_action').new_initial_state(), 5))"
OPENSPIEL_PERFT_5 = 55_934_908
# OpenSpiel's max_game_length, and boardlab's default max_plies, which follows it.
MAX_GAME_LENGTH = 1000
# OpenSpiel's cell characters, and its mark of a capture in a move string ('-' otherwise).
PIECES = {"x": "B", "o": "W", ".": ""}
CAPTURE_MARK = "x"


@pytest.fixture(scope="module")
def pyspiel():
    return pytest.importorskip("pyspiel")


@pytest.fixture(scope="module")
def os_game(pyspiel):
    return pyspiel.load_game("lines_of_action")


def _game() -> bl.Game:
    return bl.game("lines_of_action")


def _moves(state: bl.State) -> List[str]:
    return sorted(m.text for m in state.legal_moves)


def _board(state: bl.State) -> str:
    """The board field of the position text: what OpenSpiel's repetition rule compares (the
    pieces alone, not the side to move or the ply)."""
    return state.text.split(" ")[0]


def _reverse(move: str) -> str:
    start, end = move.split("-")
    return f"{end}-{start}"


def _openspiel_text(os_state) -> str:
    """boardlab's position text of an OpenSpiel state. OpenSpiel prints rank 8 first, each line
    the rank's number and then a character a cell from file a, as boardlab's text reads; the
    side to move is the parity of the moves made, also once the game is over (boardlab's text
    keeps it)."""
    lines = str(os_state).split("\n")
    assert lines[8] == " abcdefgh", str(os_state)
    ranks = []
    for number, line in zip(range(8, 0, -1), lines[:8]):
        assert line[0] == str(number) and len(line) == 9, str(os_state)
        ranks.append(shared_reference.rank_text(PIECES[c] for c in line[1:]))
    ply = os_state.move_number()
    return f"{'/'.join(ranks)} {ply % 2} - {ply}"


def _openspiel_moves(os_state, cells: List[str]) -> Dict[str, int]:
    """OpenSpiel's legal actions by boardlab move text. OpenSpiel marks a capture with 'x' where
    boardlab writes '-' for every move: the mark is checked against the target cell of
    boardlab's board (``cells``, its stacks), so that dropping it loses nothing."""
    out = {}
    for action in os_state.legal_actions():
        text = os_state.action_to_string(action)
        start, mark, end = text[:2], text[2], text[3:]
        target = cells[(int(end[1]) - 1) * 8 + ord(end[0]) - ord("a")]
        mover = cells[(int(start[1]) - 1) * 8 + ord(start[0]) - ord("a")]
        assert target in ("", "B", "W") and mover in ("B", "W"), text
        assert (mark == CAPTURE_MARK) == (target not in ("", mover)), (text, target)
        out[f"{start}-{end}"] = action
    return out


def _openspiel_perft(os_state, depth: int) -> int:
    """Perft by OpenSpiel alone, states copied with ``child`` (a finished state has no legal
    actions, so it counts 0 above depth 0)."""
    if depth == 1:
        return len(os_state.legal_actions())
    return sum(_openspiel_perft(os_state.child(a), depth - 1) for a in os_state.legal_actions())


def test_perft_from_the_start_agrees_with_openspiel(os_game):
    """To depth 4 the engines must agree exactly: neither repetition nor the 1000th move can
    end a game that early (a board needs four plies to come back: each side must move a piece
    out and back). OpenSpiel's counts are computed live, in about half a second."""
    counts = [bl.perft(_game().start(), depth) for depth in range(1, 5)]
    assert counts == [_openspiel_perft(os_game.new_initial_state(), depth)
                      for depth in range(1, 5)]
    assert counts == [36, 1244, 44952, 1563208]  # docs/perft.md


def _returns_to_the_start() -> List[tuple]:
    """Every four-ply sequence from the start that gives back the start board, by boardlab
    alone. Black's set of pieces after its two moves is the start's only if the second takes the
    first's piece back where it came from, and so for white: so the sequences are black's m1,
    white's m2, then m1 reversed and m2 reversed, where those are legal (a capture anywhere
    leaves a side a piece short, which no reversal gives back)."""
    start = _game().start()
    found = []
    for m1 in _moves(start):
        start.play(m1)
        for m2 in _moves(start):
            start.play(m2)
            played = 2
            for back in (_reverse(m1), _reverse(m2)):
                if back not in start.legal_moves:
                    break
                start.play(back)
                played += 1
            if played == 4 and _board(start) == START.split(" ")[0]:
                assert start.text == START.replace(" 0 - 0", " 0 - 4") and not start.is_over()
                found.append((m1, m2))
            for _ in range(played - 1):
                start.undo()
        start.undo()
    assert start.text == START
    return found


def test_perft_5_parts_by_the_boards_that_come_back():
    """At depth 5 OpenSpiel counts 28,224 fewer paths than boardlab, which must be exactly the
    repetition rule: 784 four-ply sequences give back the start board, which OpenSpiel calls a
    finished draw and boardlab plays on from, with the start's 36 moves. No other repetition is
    possible within five plies (a board of ply 1, 2 or 3 cannot come back by ply 4: the side
    that moved last would have to undo its move with the other side's), so the arithmetic
    leaves no room for another difference to hide in the total. boardlab's perft 5 takes about
    0.6 s."""
    start = _game().start()
    returning = _returns_to_the_start()
    assert len(returning) == 784
    assert len(set(returning)) == len(returning)
    boardlab_perft_5 = bl.perft(start, 5)
    assert boardlab_perft_5 == 55_963_132  # docs/perft.md
    assert boardlab_perft_5 - len(returning) * bl.perft(start, 1) == OPENSPIEL_PERFT_5


def test_the_boards_that_come_back_are_openspiels_draws(os_game):
    """The 784 sequences of test_perft_5_parts_by_the_boards_that_come_back, played in
    OpenSpiel: each ends there in a draw, after three plies that did not end it; played in
    boardlab, each goes on with the start's moves."""
    for m1, m2 in _returns_to_the_start():
        os_state, state = os_game.new_initial_state(), _game().start()
        for move in (m1, m2, _reverse(m1), _reverse(m2)):
            assert not os_state.is_terminal()
            os_state.apply_action(_openspiel_moves(os_state, state.stacks())[move])
            state.play(move)
        assert _openspiel_text(os_state) == state.text
        assert os_state.is_terminal() and os_state.returns() == [0.0, 0.0]
        assert state.outcome is None and _moves(state) == _moves(_game().start())


def test_the_start_and_the_ply_limit_are_openspiels(os_game):
    """The start, both engines' names of the first moves (a capture written 'x' by OpenSpiel,
    '-' by boardlab) and the limit of 1000 plies: what the lockstep relies on."""
    os_start, start = os_game.new_initial_state(), _game().start()
    assert str(os_start).split("\n")[:9] == [
        "8.xxxxxx.", "7o......o", "6o......o", "5o......o", "4o......o", "3o......o",
        "2o......o", "1.xxxxxx.", " abcdefgh"]
    assert _openspiel_text(os_start) == start.text == START
    texts = [os_start.action_to_string(a) for a in os_start.legal_actions()]
    assert {"c1xa3", "f1xh3", "c8xa6", "f8xh6", "b1-h1", "g8-a8"} <= set(texts)
    assert sorted(_openspiel_moves(os_start, start.stacks())) == _moves(start)
    assert os_game.max_game_length() == _game().max_plies == MAX_GAME_LENGTH


# Random games: as many as fit the file's budget of about 20 s (a game in both engines takes
# about 15 ms). Random play ends about four games in five with a group (these 400: black 178,
# white 147), the rest in OpenSpiel's repetition draw (75); the longest lasts 389 plies, far
# from the 1000th.
GAMES = 400


def _random_move_in_both(state, os_state, rng, seen: Set[str]) -> bool:
    """Plays a random legal move in both engines, after checking that their moves are the same;
    returns whether the board it leaves is one of `seen` (the game's boards, which it joins)."""
    moves = _openspiel_moves(os_state, state.stacks())
    assert _moves(state) == sorted(moves), state.text
    move = rng.choice(sorted(moves))
    state.play(move)
    os_state.apply_action(moves[move])
    repeated = _board(state) in seen
    seen.add(_board(state))
    return repeated


def test_random_games_in_lockstep(os_game):
    """Random games in both engines at once, to OpenSpiel's end: at every ply the position text
    (board, side to move, ply), the sorted legal moves and whether the game is over; at the end
    the winner. A board that repeats one of the game's (tracked here) must end OpenSpiel's game
    in a draw while boardlab's goes on, and such a game is left there; any other end must be
    the same in both engines."""
    rng = random.Random(zlib.crc32(b"lines_of_action"))
    game = _game()
    ends: Counter = Counter()
    for _ in range(GAMES):
        os_state, state = os_game.new_initial_state(), game.start()
        seen: Set[str] = {_board(state)}
        repeated = False
        while True:
            assert _openspiel_text(os_state) == state.text
            if repeated:
                # OpenSpiel's repetition draw, the one end of its that boardlab lacks.
                assert os_state.is_terminal() and os_state.returns() == [0.0, 0.0], state.text
                assert state.outcome is None and state.legal_moves, state.text
                ends["repetition"] += 1
                break
            assert state.is_over() == os_state.is_terminal(), state.text
            if state.is_over():
                break
            repeated = _random_move_in_both(state, os_state, rng, seen)
        # OpenSpiel's other rule of its own, the draw at its 1000th move, is never reached by
        # these games: a game that did would need a check of its own.
        assert state.ply < MAX_GAME_LENGTH
        if repeated:
            continue
        outcome = state.outcome
        returns = os_state.returns()
        assert returns in ([1.0, -1.0], [-1.0, 1.0]), (state.text, returns)
        assert outcome.winner == (0 if returns[0] > 0 else 1), (state.text, outcome)
        assert outcome.reason in ("condition", "no_legal_move"), (state.text, outcome)
        ends[f"winner={outcome.winner}"] += 1
    # Both sides win in both engines, and a win is the usual end, so that the goal and its
    # order are compared and not only the moves; and the repetition rule is met in some games.
    assert ends["winner=0"] > 0 and ends["winner=1"] > 0 and ends["repetition"] > 0, ends
    assert ends["winner=0"] + ends["winner=1"] > GAMES // 2, ends
    assert sum(ends.values()) == GAMES


def test_random_games_with_the_repetition_option_agree_to_the_end(os_game):
    """With the option `repetition_draws`, OpenSpiel's repetition rule is boardlab's too: random
    games in both engines at once agree at every ply and in every end, the repetition draws
    among them (a board seen earlier in the game, tracked here, ends both at once)."""
    rng = random.Random(zlib.crc32(b"lines_of_action repetition"))
    game = bl.game("lines_of_action", repetition_draws=True)
    ends: Counter = Counter()
    for _ in range(GAMES // 4):
        os_state, state = os_game.new_initial_state(), game.start()
        seen: Set[str] = {_board(state)}
        repeated = False
        while True:
            assert _openspiel_text(os_state) == state.text
            assert state.is_over() == os_state.is_terminal(), state.text
            assert state.is_over() or not repeated, state.text
            if state.is_over():
                break
            repeated = _random_move_in_both(state, os_state, rng, seen)
        returns = os_state.returns()
        if repeated:
            assert state.outcome == bl.Outcome(None, "repetition") and returns == [0.0, 0.0]
            ends["repetition"] += 1
        else:
            assert returns == ([1.0, -1.0] if state.outcome.winner == 0 else [-1.0, 1.0])
            ends[f"winner={state.outcome.winner}"] += 1
    assert ends["repetition"] > 0 and ends["winner=0"] > 0 and ends["winner=1"] > 0, ends


def test_black_first_moves_and_capture_text():
    """docs/rules.md's first moves of b1: six east to h1 (rank 1 holds six pieces, and b1
    passes its own c1-g1), two north to b3 (file b holds b1 and b8), two north-east to d3 (the
    diagonal holds b1 and h7); west and north-west leave the board. c1's two-cell slide
    north-west lands on the white a3 and takes it: written c1-a3, OpenSpiel's c1xa3 read too."""
    start = _game().start()
    assert [m for m in _moves(start) if m.startswith("b1")] == ["b1-b3", "b1-d3", "b1-h1"]
    assert len(start.legal_moves) == 36
    assert start.parse_move("c1xa3").text == "c1-a3"
    start.play("c1xa3")
    assert start.text == "1BBBBBB1/W6W/W6W/W6W/W6W/B6W/W6W/1B1BBBB1 1 - 1"
    assert start.outcome is None


@pytest.mark.parametrize("text, move, after, outcome", [
    # Black a1 takes the white c1 (two pieces on rank 1) and joins d2; white's h7 and h8 are a
    # group too. The mover's group is checked first: black wins, by the first condition.
    ("7W/7W/8/8/8/8/3B4/B1W5 0 - 0", "a1-c1", "7W/7W/8/8/8/8/3B4/2B5 1 - 1",
     bl.Outcome(0, "condition", 0)),
    # The same with the colours swapped and white moving: white wins, by its own first check.
    ("7B/7B/8/8/8/8/3W4/W1B5 1 - 0", "a1-c1", "7B/7B/8/8/8/8/3W4/2W5 0 - 1",
     bl.Outcome(1, "condition", 1)),
    # Black's capture leaves black apart (c1, e5) and white's last two pieces joined: the side
    # captured wins, by the fourth condition (the other side's, checked after the mover's).
    ("7W/7W/8/4B3/8/8/8/B1W5 0 - 0", "a1-c1", "7W/7W/8/4B3/8/8/8/2B5 1 - 1",
     bl.Outcome(1, "condition", 3)),
    # At ply 999 the same winning capture wins at ply 1000: the limit comes last. OpenSpiel
    # would call this its 1000th move a draw (the documented difference).
    ("7W/7W/8/8/8/8/3B4/B1W5 0 - 999", "a1-c1", "7W/7W/8/8/8/8/3B4/2B5 1 - 1000",
     bl.Outcome(0, "condition", 0)),
    # ... while a move that wins nothing reaches the limit: a draw.
    ("7W/7W/8/8/8/8/3B4/B1W5 0 - 999", "a1-a2", "7W/7W/8/8/8/8/B2B4/2W5 1 - 1000",
     bl.Outcome(None, "ply_limit")),
], ids=["mover-first", "mover-first-white", "captured-side-wins", "win-at-ply-1000",
        "ply-limit"])
def test_hand_checked_ends(text, move, after, outcome):
    state = _game().state(text)
    assert state.outcome is None
    state.play(move)
    assert state.text == after
    assert state.outcome == outcome
    assert list(state.legal_moves) == []


def test_hand_checked_moves():
    """The moves of "7W/7W/8/8/8/8/3B4/B1W5 0 - 0", cell by cell. a1: rank 1 holds a1 and c1,
    two: east to c1, taking it; file a holds a1 alone: a2; the long diagonal holds a1 and h8:
    c3, over the empty b2. d2: rank 2 and file d hold it alone: c2, e2, d1, d3; its diagonal
    c1-h6 holds c1 and d2, two: f4 north-east, and south-west the board ends past c1; its
    diagonal a5-e1 holds it alone: c3, e1."""
    state = _game().state("7W/7W/8/8/8/8/3B4/B1W5 0 - 0")
    assert _moves(state) == ["a1-a2", "a1-c1", "a1-c3", "d2-c2", "d2-c3", "d2-d1", "d2-d3",
                             "d2-e1", "d2-e2", "d2-f4"]


def test_a_player_without_a_move_loses():
    """Black's a1 and h1 are boxed in by white pieces next to them on every line that stays on
    the board (b1, a2, b2; g1, h2, g2), each line holding more than one piece, so that every
    move would pass over an enemy piece; neither side is one group. Black, to move, loses, as
    in OpenSpiel."""
    state = _game().state("8/8/8/8/8/8/WW4WW/BW4WB 0 - 0")
    assert list(state.legal_moves) == []
    assert state.outcome == bl.Outcome(1, "no_legal_move")

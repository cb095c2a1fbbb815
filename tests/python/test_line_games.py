"""The line games (tic-tac-toe, connect four, gomoku) against a separate cell-by-cell program
written from the rules alone (line_games_reference.py: it does not use boardlab): random games
played in both at once, move list by move list, to the end; positions written by hand where the
rules have corners (overlines, the edge, a full column, a win that fills the board); and the
published counts of tic-tac-toe and connect four. Standard gomoku (exactly five) is checked
here only: OpenSpiel, test_openspiel.py's oracle for the other rules, has free-style alone."""
from __future__ import annotations

import random
import zlib
from collections import Counter
from typing import Dict, Optional, Tuple

import pytest

import boardlab as bl
import line_games_reference as ref
from conftest import raises

# (boardlab game, its options, random games): sizes and lines chosen so that boards of one
# file, two ranks and 16x16 (the last cell of Game<256>) are played, connect four with lines
# from 2 to the board's side, and standard gomoku on every size from 7 to 16 with lines of 4
# and 5 (free-style, which OpenSpiel checks too, on three); as many games as the file's budget
# of about 40 s allows.
CASES = [
    ("tic_tac_toe", {}, 1000),
    ("connect_four", {}, 300),
    ("connect_four", {"columns": 5, "rows": 4}, 200),
    ("connect_four", {"columns": 6, "rows": 7, "x_in_row": 3}, 150),
    ("connect_four", {"columns": 3, "rows": 3, "x_in_row": 2}, 100),
    ("connect_four", {"columns": 1, "rows": 6, "x_in_row": 2}, 10),
    ("connect_four", {"columns": 9, "rows": 2, "x_in_row": 4}, 150),
    ("connect_four", {"columns": 4, "rows": 16, "x_in_row": 4}, 60),
    ("connect_four", {"columns": 8, "rows": 8, "x_in_row": 8}, 60),
    ("connect_four", {"columns": 16, "rows": 16, "x_in_row": 5}, 30),
] + [
    ("gomoku", {"size": size, "connect": connect, "overline_wins": False}, games)
    for size, connect, games in [(7, 4, 150), (8, 5, 80), (9, 4, 60), (10, 5, 50), (11, 5, 40),
                                 (12, 4, 40), (13, 5, 30), (14, 5, 30), (15, 5, 30), (16, 5, 25)]
] + [
    ("gomoku", {"size": 7, "connect": 4}, 100),
    ("gomoku", {"size": 9, "connect": 5}, 60),
    ("gomoku", {}, 20),
]


# The cases whose random games also fill the board without a line, often enough to be seen.
BOTH_ENDS = {"tic_tac_toe", "connect_four-columns=5-rows=4",
             "connect_four-columns=9-rows=2-x_in_row=4", "connect_four-columns=8-rows=8-x_in_row=8"}


def _rules(name: str, options: Dict[str, object]) -> ref.Rules:
    return {"tic_tac_toe": ref.tic_tac_toe, "connect_four": ref.connect_four,
            "gomoku": ref.gomoku}[name](**options)


def _id(name: str, options: Dict[str, object]) -> str:
    return name + "".join(f"-{k}={v}" for k, v in options.items())


def _outcome(expected: Optional[Tuple[Optional[int], str]]) -> Optional[bl.Outcome]:
    """The reference's end as boardlab's Outcome: a line is the condition of its winner (one a
    player, player 0's first)."""
    if expected is None:
        return None
    winner, reason = expected
    return bl.Outcome(winner, reason, winner if reason == "condition" else None)


def _check(state: bl.State, pos: ref.Position) -> list:
    """Asserts that boardlab and the reference agree on the position; returns its moves."""
    moves = ref.legal_moves(pos)
    assert sorted(m.text for m in state.legal_moves) == moves, state.text
    assert state.text == ref.text(pos)
    assert state.outcome == _outcome(ref.outcome(pos)), state.text
    assert state.is_over() == (ref.outcome(pos) is not None)
    return moves


@pytest.mark.parametrize("name, options, games",
                         [pytest.param(*c, id=_id(*c[:2])) for c in CASES])
def test_random_games_in_lockstep_with_the_reference(name, options, games):
    game, rules = bl.game(name, **options), _rules(name, options)
    rng = random.Random(zlib.crc32(_id(name, options).encode()))
    ends: Counter = Counter()
    overlines_without_a_win = overline_wins = 0
    for _ in range(games):
        state, pos = game.start(), ref.start(rules)
        while True:
            moves = _check(state, pos)
            if not moves:
                break
            move = rng.choice(moves)
            before = ref.overlines(pos, pos.side)
            state.play(move)
            pos = ref.play(pos, move)
            if ref.overlines(pos, 1 - pos.side) > before and ref.outcome(pos) is None:
                overlines_without_a_win += 1
        winner, reason = ref.outcome(pos)
        ends[reason] += 1
        if winner is not None and rules.count not in ref.runs(pos, winner):
            overline_wins += 1
        # The game undone to the start, move by move.
        while state.ply:
            state.undo()
        assert state.text == game.start().text
    # The rules that set the games apart were met in these games, not only written: a line and
    # (where boards fill) a full board; in standard gomoku overlines that do not win, which
    # would have in free-style, and in free-style wins by an overline alone.
    if rules.files == 1:  # one file: a player's pieces are never next to each other
        assert ends == {"no_legal_move": games}
    else:
        assert ends["condition"] > 0
    if _id(name, options) in BOTH_ENDS:
        assert ends["no_legal_move"] > 0
    if rules.exact:
        assert overlines_without_a_win > 0 and overline_wins == 0
    elif name == "gomoku":
        assert overline_wins > 0 and overlines_without_a_win == 0


def _position(rules: ref.Rules, side: int, **cells: str) -> str:
    """The position text of the pieces given as symbol="a1 b2 ...", with ``side`` to move, the
    reserves what the board leaves and the ply the number of pieces."""
    pos = ref.start(rules)
    board = list(pos.board)
    reserve = list(pos.reserve)
    for symbol, names in cells.items():
        for name in names.split():
            file, rank = ref.FILES.index(name[0]), int(name[1:]) - 1
            assert not board[rank * rules.files + file], name
            board[rank * rules.files + file] = symbol
            reserve[rules.symbols.index(symbol)] -= 1
    ply = sum(1 for symbol in board if symbol)
    return ref.text(ref.Position(rules, tuple(board), side, (reserve[0], reserve[1]), ply))


def _after(name: str, options: Dict[str, object], text: str, move: str):
    """boardlab's state and the reference's position after ``move`` from ``text``, checked to
    agree before and after it."""
    game, rules = bl.game(name, **options), _rules(name, options)
    state, pos = game.state(text), ref.from_text(rules, text)
    assert move in _check(state, pos)
    state.play(move)
    pos = ref.play(pos, move)
    _check(state, pos)
    return state, pos


STANDARD = {"overline_wins": False}


def test_an_overline_wins_free_style_only():
    """B joins e8 f8 g8 and i8 j8 with h8: a line of six. In free-style gomoku it wins; in
    standard gomoku it does not, the game goes on with W to move, every empty cell a move."""
    text = _position(ref.gomoku(), 0, B="e8 f8 g8 i8 j8", W="a1 c1 e1 g1 i1")
    assert text == "15/15/15/15/15/15/15/4BBB1BB5/15/15/15/15/15/15/W1W1W1W1W6 0 B108W107 10"
    state, _ = _after("gomoku", {}, text, "B@h8")
    assert state.outcome == bl.Outcome(0, "condition", 0)
    state, _ = _after("gomoku", STANDARD, text, "B@h8")
    assert state.outcome is None
    assert state.text == \
        "15/15/15/15/15/15/15/4BBBBBB5/15/15/15/15/15/15/W1W1W1W1W6 1 B107W107 11"
    assert len(state.legal_moves) == 225 - 11
    # A line of six on a file, against the top edge: the same.
    text = _position(ref.gomoku(), 0, B="c15 c14 c13 c11 c10", W="a1 c1 e1 g1 i1")
    assert _after("gomoku", {}, text, "B@c12")[0].outcome == bl.Outcome(0, "condition", 0)
    assert _after("gomoku", STANDARD, text, "B@c12")[0].outcome is None


def test_exactly_five_at_the_edge_next_to_an_enemy_stone():
    """Exactly five wins standard gomoku where the board's edge ends it on one side and a W stone
    on the other, also with a B stone beyond that W; a B stone there instead makes it six."""
    gomoku = ref.gomoku()
    # k1 to o1 against the right edge, W on j1; then with a B on i1 beyond it, which the W
    # keeps out of the run.
    for black, white in [("k1 l1 m1 n1", "j1 a9 c9 e9"), ("i1 k1 l1 m1 n1", "j1 a9 c9 e9 g9")]:
        text = _position(gomoku, 0, B=black, W=white)
        for options in ({}, STANDARD):
            state, _ = _after("gomoku", options, text, "B@o1")
            assert state.outcome == bl.Outcome(0, "condition", 0), (text, options)
    assert text == "15/15/15/15/15/15/W1W1W1W8/15/15/15/15/15/15/15/8BWBBBB1 0 B108W107 10"
    # B on j1 instead of W: m1 makes j1 to o1, six against the edge, which wins free-style only.
    text = _position(gomoku, 0, B="j1 k1 l1 n1 o1", W="a9 c9 e9 g9 i9")
    assert _after("gomoku", STANDARD, text, "B@m1")[0].outcome is None
    assert _after("gomoku", {}, text, "B@m1")[0].outcome == bl.Outcome(0, "condition", 0)
    # A diagonal into the corner a15, a W stone at its other end.
    text = _position(gomoku, 0, B="b14 c13 d12 e11", W="f10 a1 c1 e1")
    assert _after("gomoku", STANDARD, text, "B@a15")[0].outcome == bl.Outcome(0, "condition", 0)
    # W's five on the file o from the bottom edge, a B stone above it: W (player 1) wins by its
    # own condition, the second.
    text = _position(gomoku, 1, B="o6 a9 c9 e9 g9 i9", W="o1 o2 o3 o4 a3")
    state, _ = _after("gomoku", STANDARD, text, "W@o5")
    assert state.outcome == bl.Outcome(1, "condition", 1)


def test_five_on_one_axis_and_an_overline_on_another():
    """B's f8 makes c8 to h8 (six) on its rank and f4 to f8 (exactly five) on its file: the five
    wins standard gomoku. With f9 f10 as well, the file is seven, no line is five, and the game
    goes on (free-style: a win)."""
    text = _position(ref.gomoku(), 0, B="c8 d8 e8 g8 h8 f4 f5 f6 f7",
                     W="a1 c1 e1 g1 i1 k1 m1 o1 a3")
    state, pos = _after("gomoku", STANDARD, text, "B@f8")
    assert state.outcome == bl.Outcome(0, "condition", 0)
    assert sorted(ref.runs(pos, 0), reverse=True)[:2] == [6, 5]
    text = _position(ref.gomoku(), 0, B="c8 d8 e8 g8 h8 f4 f5 f6 f7 f9 f10",
                     W="a1 c1 e1 g1 i1 k1 m1 o1 a3 c3 e3")
    state, pos = _after("gomoku", STANDARD, text, "B@f8")
    assert state.outcome is None
    assert sorted(ref.runs(pos, 0), reverse=True)[:2] == [7, 6]
    assert _after("gomoku", {}, text, "B@f8")[0].outcome == bl.Outcome(0, "condition", 0)


def test_a_full_column_has_no_drop():
    """Column a full (X O X O X O from the bottom), c holding two: X may drop on the lowest
    empty cell of each other column, c3 in c, and nowhere in a."""
    text = _position(ref.connect_four(), 0, X="a1 a3 a5 c1", O="a2 a4 a6 c2")
    assert text == "O6/X6/O6/X6/O1O4/X1X4 0 X17O17 8"
    state = bl.game("connect_four").state(text)
    expected = ["X@b1", "X@c3", "X@d1", "X@e1", "X@f1", "X@g1"]
    assert sorted(m.text for m in state.legal_moves) == expected
    assert _check(state, ref.from_text(ref.connect_four(), text)) == expected
    for move in ["X@a6", "X@c2", "X@c4", "X@b2", "O@b1"]:
        with raises(bl.IllegalMoveError, f"move '{move}' is not legal in position '{text}'"):
            state.play(move)
    # The drops in a column stack up: b1, b2, ... b6, then b has none.
    for rank in range(1, 7):
        symbol = "XO"[state.side_to_move]
        assert f"{symbol}@b{rank}" in {m.text for m in state.legal_moves}
        state.play(f"{symbol}@b{rank}")
    assert sorted(m.text for m in state.legal_moves) == ["X@c3", "X@d1", "X@e1", "X@f1", "X@g1"]


def test_the_last_piece_wins_or_draws():
    """The piece that fills the board wins when it makes a line (a win, not a draw by the full
    board): X's c1 in tic-tac-toe, the diagonal a3 b2 c1; O's c4 in connect four on 4x4 with
    three in a row, the diagonal a2 b3 c4. Without a line, the full board draws."""
    state, _ = _after("tic_tac_toe", {}, "XOX/OXO/OX1 0 X1 8", "X@c1")
    assert (state.text, state.outcome) == ("XOX/OXO/OXX 1 - 9", bl.Outcome(0, "condition", 0))
    small = {"columns": 4, "rows": 4, "x_in_row": 3}
    # The random game that led here: X@a1 O@a2 X@b1 O@b2 X@d1 O@b3 X@a3 O@c1 X@c2 O@a4 X@c3
    # O@d2 X@b4 O@d3 X@d4, and O@c4 last.
    state, _ = _after("connect_four", small, "OX1X/XOXO/OOXO/XXOX 1 O1 15", "O@c4")
    assert (state.text, state.outcome) == \
        ("OXOX/XOXO/OOXO/XXOX 0 - 16", bl.Outcome(1, "condition", 1))
    state, _ = _after("tic_tac_toe", {}, "OX1/XOO/XOX 0 X1 8", "X@c3")
    assert (state.text, state.outcome) == ("OXX/XOO/XOX 1 - 9", bl.Outcome(None, "no_legal_move"))


def test_tic_tac_toe_finished_games():
    """The published count of tic-tac-toe's games: 255,168 finished games, 131,184 won by X,
    77,904 by O, 46,080 drawn, walked here move by move; and perft, the positions after each
    number of plies counted at that depth (a finished game counts at its own depth only)."""
    state = bl.game("tic_tac_toe").start()
    ends: Counter = Counter()

    def walk() -> None:
        outcome = state.outcome
        if outcome is not None:
            ends[outcome.winner] += 1
            return
        for move in [m.text for m in state.legal_moves]:
            state.play(move)
            walk()
            state.undo()

    walk()
    assert ends == {0: 131184, 1: 77904, None: 46080}
    assert sum(ends.values()) == 255168
    assert [bl.perft(state, d) for d in range(1, 10)] == \
        [9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872]


def test_connect_four_perft():
    """Connect four's published perft: every column open for the first five plies (the first
    line needs seven), 7, 49, 343, 2401, 16807; deeper counts are in the C++ tests."""
    start = bl.game("connect_four").start()
    assert [bl.perft(start, d) for d in range(1, 6)] == [7, 49, 343, 2401, 16807]

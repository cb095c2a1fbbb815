"""Othello against a separate cell-by-cell program written from the rules alone
(othello_reference.py: it does not use boardlab): random games on boards of 4x4 to 16x16
played in both at once, move list by move list, to the end and undone to the start; positions
written by hand where the rules have corners (a drop that flips along several directions, runs
that do not flip, a forced pass, both players stuck with cells left, the full board); and
perft of the small boards from the start. OpenSpiel, test_openspiel.py's oracle, has 8x8 only."""
from __future__ import annotations

import random
import zlib
from typing import Optional, Set

import pytest

import boardlab as bl
import othello_reference as ref
from conftest import raises


def _game(size: int, **options) -> bl.Game:
    return bl.game("othello", size=size, **options)


def _outcome(expected) -> Optional[bl.Outcome]:
    return None if expected is None else bl.Outcome(*expected)


def _check(state: bl.State, pos: ref.Position) -> list:
    """Asserts that boardlab and the reference agree on the position; returns its moves."""
    moves = ref.legal_moves(pos)
    assert sorted(m.text for m in state.legal_moves) == moves, state.text
    assert state.text == ref.text(pos)
    expected = ref.outcome(pos)
    assert state.outcome == _outcome(expected), state.text
    assert state.is_over() == (expected is not None)
    return moves


# (size, random games, what some of the games must meet): each kind of game the rules set apart
# seen in the run, and not only written. "not_full": an end with empty cells left, neither
# player able to move. Random games on 8x8 end so about once in a hundred, on 10x10 once in
# these 120, past that hardly ever; the larger boards draw rarely. Boards past 8x8 run on
# Game<128> (10x10) and Game<256>. Past 8x8 boardlab's default ply limit, 128, is not above
# the longest game (test_the_default_ply_limit_is_never_reached): these cases raise it, so that
# they compare the rules of play; the default is checked on its own, below.
CASES = [
    (4, 2000, {"pass", "not_full", "full", "winner=0", "winner=1", "draw"}),
    (6, 500, {"pass", "not_full", "full", "winner=0", "winner=1", "draw"}),
    (8, 400, {"pass", "not_full", "full", "winner=0", "winner=1", "draw"}),
    (10, 120, {"pass", "not_full", "full", "winner=0", "winner=1", "draw"}),
    (12, 6, {"pass", "full", "winner=0", "winner=1"}),
    (16, 3, {"pass", "full", "winner=1"}),
]


def _longest_game(size: int) -> int:
    """The most turns an othello game can last: every drop fills a cell, and every pass is
    followed by a drop (a player passes only when the other can drop), the first turn being a
    drop: at most 2 * drops - 1."""
    return 2 * (size * size - 4) - 1


@pytest.mark.parametrize("size, games, kinds", [pytest.param(*c, id=f"{c[0]}x{c[0]}")
                                                for c in CASES])
def test_random_games_in_lockstep_with_the_reference(size: int, games: int,
                                                     kinds: Set[str]):
    options = {} if _longest_game(size) < 128 else {"max_plies": _longest_game(size) + 1}
    game = _game(size, **options)
    rng = random.Random(zlib.crc32(f"othello-{size}".encode()))
    seen: Set[str] = set()
    for _ in range(games):
        state, pos = game.start(), ref.start(size)
        texts, move_lists = [], []
        while True:
            moves = _check(state, pos)
            texts.append(state.text)
            move_lists.append(moves)
            if not moves:
                break
            move = rng.choice(moves)
            if move == "pass":
                seen.add("pass")
            state.play(move)
            pos = ref.after(pos, move)  # one of ref.legal_moves(pos), as _check asserted
        end = ref.outcome(pos)
        assert end is not None and end[1] == "no_legal_move"
        winner = end[0]
        seen.add("not_full" if "" in pos.board else "full")
        seen.add("draw" if winner is None else f"winner={winner}")
        # The game undone to the start, turn by turn: every position it went through, with its
        # moves, back again.
        for ply in reversed(range(len(texts) - 1)):
            state.undo()
            assert state.text == texts[ply]
            assert sorted(m.text for m in state.legal_moves) == move_lists[ply]
        assert state.ply == 0 and state.outcome is None
    assert kinds <= seen, sorted(seen)


def _position(size: int, side: int, B: str = "", W: str = "",
              ply: Optional[int] = None, reserve: Optional[int] = None) -> str:
    """The position text of the discs given as cell names, with ``side`` to move; each player
    holds ``reserve`` discs, or as many as there are empty cells unless given, the ply is the
    discs played (beyond the four of the start) unless given. (No position holds more discs,
    on the board and in the reserves, than the start: 4 on the board and size * size - 4 in
    each reserve.)"""
    board = [""] * (size * size)
    for symbol, names in (("B", B), ("W", W)):
        for name in names.split():
            file, rank = ref.parse_cell(name)
            assert not board[rank * size + file], name
            board[rank * size + file] = symbol
    empty = board.count("")
    discs = size * size - empty
    ply = max(discs - 4, 0) if ply is None else ply
    reserve = empty if reserve is None else reserve
    assert discs + 2 * reserve <= 4 + 2 * (size * size - 4), "more discs than the start's"
    return ref.text(ref.Position(size, tuple(board), side, (reserve, reserve), ply))


def _after(text: str, move: str, size: int = 8):
    """boardlab's state and the reference's position after ``move`` from ``text``, checked to
    agree before and after it."""
    state, pos = _game(size).state(text), ref.from_text(size, text)
    assert move in _check(state, pos)
    state.play(move)
    pos = ref.play(pos, move)
    _check(state, pos)
    return state, pos


def test_a_drop_flips_in_every_direction_at_once():
    """B's d4 brackets a run of W in each of the eight directions, of one to three discs, each
    ended by a B disc: all thirteen turn. The W discs beyond those B discs (h8 past f6, g1 past
    f2) stay; they are all W has left, and neither player can bracket the other's discs any
    more (h8 in the corner; g1 with f1 and h1 empty, f2-a7 reaching the edge): B wins 22 to
    2."""
    text = _position(8, 0, B="d7 d2 h4 b4 f6 a7 f2 a1",
                     W="d5 d6 d3 e4 f4 g4 c4 e5 c5 b6 e3 c3 b2 h8 g1")
    assert text == "7W/B2B4/1W1W1B2/2WWW3/1BW1WWWB/2WWW3/1W1B1B2/B5W1 0 B41W41 19"
    state, _ = _after(text, "B@d4")
    assert state.text == "7W/B2B4/1B1B1B2/2BBB3/1BBBBBBB/2BBB3/1B1B1B2/B5W1 1 B40W41 20"
    assert len(ref.flips(ref.from_text(8, text), 0, 3, 3)) == 13
    assert state.outcome == bl.Outcome(0, "no_legal_move")


def test_runs_that_do_not_flip():
    """B's d4 turns e5 alone, bracketed against f6. Along the other directions nothing is
    bracketed: d5 is cut off from d7 by the empty d6, the runs e4-h4 and e3-g1 reach the edge,
    c5-b6 ends at the empty a7, c3 at the empty b2 before a1's B, d3 is B itself (so that d2,
    between d3 and d1, stays), and c4 is empty; g7, between f6 and h8, stays W, being beyond
    the first B disc."""
    text = _position(8, 0, B="d7 f6 h8 d3 d1 a1",
                     W="d5 e5 g7 e4 f4 g4 h4 e3 f2 g1 d2 c3 c5 b6")
    assert text == "7B/3B2W1/1W3B2/2WWW3/4WWWW/2WBW3/3W1W2/B2B2W1 0 B44W44 16"
    state, _ = _after(text, "B@d4")
    assert state.text == "7B/3B2W1/1W3B2/2WWB3/3BWWWW/2WBW3/3W1W2/B2B2W1 1 B43W44 17"
    before = ref.from_text(8, text)
    assert ref.flips(before, 0, 3, 3) == [(4, 4)]
    # Cells next to W discs whose runs all end at an empty cell: a7 (b6 c5, then d4), h5 (h4,
    # then h3; g4, then f3), d6 (d5, then d4; e5 f4, then g3; c5, then b4), c4 (c5, d5 and c3,
    # each followed by an empty cell), b2 (c3, then d4); and W may not drop, B being to move.
    for move in ["B@a7", "B@h5", "B@d6", "B@c4", "B@b2", "W@d4"]:
        assert move not in ref.legal_moves(before)
        with raises(bl.IllegalMoveError, f"move '{move}' is not legal in position '{text}'"):
            _game(8).state(text).play(move)


def test_a_forced_pass_then_a_wipeout():
    """W cannot bracket B's only disc, a1, in the corner: W passes (B has c1), the text says so,
    and nothing else changes but the side and the ply. B's c1 then turns W's last disc: neither
    player can move, 61 cells are empty, and B wins 3 to 0 at once, without a pass. Each player
    holds 61 discs: the start's 124 (4 on the board, 60 in each reserve) less the 2 on the
    board, shared."""
    text = _position(8, 1, B="a1", W="b1", ply=30, reserve=61)
    assert text == "8/8/8/8/8/8/8/BW6 1 B61W61 30"
    state, pos = _game(8).state(text), ref.from_text(8, text)
    assert _check(state, pos) == ["pass"]
    for move in ["W@c1", "B@c1"]:
        with raises(bl.IllegalMoveError, f"move '{move}' is not legal in position '{text}'"):
            state.play(move)
    state, pos = _after(text, "pass")
    assert state.text == "8/8/8/8/8/8/8/BW6 0 B61W61 31 pass"
    assert _check(state, pos) == ["B@c1"]
    state.play("B@c1")
    pos = ref.play(pos, "B@c1")
    assert _check(state, pos) == []
    assert state.text == "8/8/8/8/8/8/8/BBB5 1 B60W61 32"
    assert state.outcome == bl.Outcome(0, "no_legal_move")
    # Undone, the pass comes back in the text.
    state.undo()
    assert state.text == "8/8/8/8/8/8/8/BW6 0 B61W61 31 pass"
    # A player to move who has a drop may not pass.
    with raises(bl.IllegalMoveError, f"move 'pass' is not legal in position '{state.text}'"):
        state.play("pass")


@pytest.mark.parametrize("white, result, outcome", [
    ("f8 g8 h8", "5WWW/8/8/8/8/8/8/BBB5 1 B58W59 1", bl.Outcome(None, "no_legal_move")),
    ("g8 h8", "6WW/8/8/8/8/8/8/BBB5 1 B59W60 1", bl.Outcome(0, "no_legal_move")),
    ("e8 f8 g8 h8", "4WWWW/8/8/8/8/8/8/BBB5 1 B57W58 1", bl.Outcome(1, "no_legal_move")),
], ids=["equal-draw", "more-wins", "mover-loses"])
def test_both_stuck_with_cells_left(white, result, outcome):
    """B's c1, its only drop, turns b1; then no run of either colour is bracketed by the other
    (B's on the bottom rank from the corner, W's on the top rank to the corner): the game is
    over at once with most of the board empty, decided by the count of discs. 3 to 3 draws;
    3 to 2 wins for B; 3 to 4 wins for W though B moved last."""
    text = _position(8, 0, B="a1", W="b1 " + white, ply=0)
    state, pos = _game(8).state(text), ref.from_text(8, text)
    assert _check(state, pos) == ["B@c1"]
    state, _ = _after(text, "B@c1")
    assert state.text == result
    assert state.outcome == outcome
    assert list(state.legal_moves) == []


def test_the_full_board():
    """The last empty cell, h8, filled by B: it turns b8-g8 (against a8), h7-h4 (against h3)
    and g7-d4 (against c3), 14 discs; the board is full and B wins 40 to 24. On 4x4, B's a1
    turns b1 alone and the full board is 8 to 8: a draw."""
    text = "BWWWWWW1/" + "WWWWWWWW/" * 4 + "BBBBBBBB/" * 2 + "BBBBBBBB 0 B1W1 59"
    state, _ = _after(text, "B@h8")
    assert state.text == ("BBBBBBBB/WWWWWWBB/WWWWWBWB/WWWWBWWB/WWWBWWWB/BBBBBBBB/BBBBBBBB/"
                          "BBBBBBBB 1 W1 60")
    assert state.outcome == bl.Outcome(0, "no_legal_move")
    text = "BBWW/WWWW/BBWW/1WBB 0 B1W1 11"
    state, _ = _after(text, "B@a1", size=4)
    assert state.text == "BBWW/WWWW/BBWW/BBBB 1 W1 12"
    assert state.outcome == bl.Outcome(None, "no_legal_move")


@pytest.mark.parametrize("size, counts", [
    # The whole game tree of 4x4: no game lasts 18 turns.
    (4, [4, 12, 44, 128, 424, 1256, 3624, 9112, 20032, 36412, 50268, 55112, 31396, 12920, 3416,
         612, 48, 0]),
    (6, [4, 12, 56, 244, 1364, 7604, 47740]),
], ids=["4x4", "6x6"])
def test_perft_from_the_start(size, counts):
    """Perft of the small boards from the start, by boardlab and by the reference, each equal
    to the counts written here (which both gave when this test was written). 6x6 parts from
    8x8's published counts at depth 5, 1364 against 1396: its edge is two cells from the
    centre four."""
    start = _game(size).start()
    assert [bl.perft(start, d) for d in range(1, len(counts) + 1)] == counts
    assert ref.perft(ref.start(size), len(counts)) == counts


def test_the_start_of_every_size():
    """The centre four cells on every even size, B on the upper left and lower right of them;
    sizes that are odd or out of 4 to 16 are errors."""
    for size in range(4, 17, 2):
        assert _game(size).start().text == ref.text(ref.start(size))
    assert _game(8).start().text == "8/8/8/3BW3/3WB3/8/8/8 0 B60W60 0"
    assert _game(4).start().text == "4/1BW1/1WB1/4 0 B12W12 0"
    for size in [2, 7, 18]:
        with raises(bl.SpecError, f"othello: size {size} is not an even number from 4 to 16"):
            _game(size)


@pytest.mark.parametrize("size", range(4, 17, 2))
def test_the_default_ply_limit_is_never_reached(size):
    """docs/rules.md: the default ``max_plies`` is never reached, the game ending first by its
    rules. A game can last 2 * (size * size - 4) - 1 turns (_longest_game): the limit must be
    above that, on every size."""
    assert _game(size).max_plies > _longest_game(size)


def test_a_large_board_with_the_default_ply_limit():
    """A 12x12 game needs 140 drops to fill its board: with the default options it is played
    to the end by the rules, as the reference plays it, and never stopped by the ply limit."""
    game, rng = _game(12), random.Random(12)
    state, pos = game.start(), ref.start(12)
    while True:
        moves = _check(state, pos)
        if not moves:
            break
        move = rng.choice(moves)
        state.play(move)
        pos = ref.play(pos, move)
    assert state.ply > 128

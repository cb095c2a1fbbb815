"""Ataxx against Fairy-Stockfish's `ataxx` (pyffish), an engine written by other people: the start
and its FEN; the FEN's counters after jumps, clones and passes; Fairy-Stockfish's four-field FEN
form; seeded random games played in boardlab and in pyffish at once, where every position's
legal moves (as UCI), FEN, the FEN read back, and the winner at the end must be equal; passes
(written as the cell of the mover's lowest piece, counted from a1 along rank 1, twice); the ends
(a side without pieces, a full board); and perft against the engine's own `go perft`.

Fairy-Stockfish's Ataxx has no fifty-move rule and no ply limit: a game of boardlab's that ends
at its ply limit is not compared from there on. It has no legal move exactly when the game is
over: the side to move has no pieces (it loses) or the board is full (the most pieces win);
two passes in a row would end it too, which only a full board brings about."""
from __future__ import annotations

import random
from typing import Dict, List, Optional, Union

import pytest

import boardlab as bl

pyffish = pytest.importorskip("pyffish")

VARIANT = "ataxx"
GAME = bl.game("ataxx")
START = pyffish.start_fen(VARIANT)  # the four-field form: P5p/7/7/7/7/7/p5P w 0 1


def by_uci(state: bl.State) -> Dict[str, bl.Move]:
    """boardlab's legal moves by their UCI (`g1e1` a jump, `P@f1` a clone, `a1a1` a pass)."""
    moves = {state.uci(m): m for m in state.legal_moves}
    assert len(moves) == len(state.legal_moves), state.text
    return moves


def without_pass_record(text: str) -> str:
    """Position text without its record that the last turn was passed (`pass` in the fifth
    field, docs/rules.md): a FEN does not carry it, and it changes nothing that follows."""
    fields = text.split(" ")
    if len(fields) < 5:
        return text
    items = [item for item in fields[4].split(",") if item != "pass"]
    return " ".join(fields[:4] + ([",".join(items)] if items else []))


def check_fen(state: bl.State, fen: str) -> None:
    """The position's FEN is Fairy-Stockfish's, and that FEN read back is the position (but the
    record of a pass just played, which no FEN holds)."""
    assert state.fen() == fen, state.text
    read = GAME.state_from_fen(fen).text
    passed = state.last_move is not None and state.last_move.type == "pass"
    assert read == (without_pass_record(state.text) if passed else state.text), fen


def outcome_of_fsf(fen: str, theirs: List[str]) -> Union[bool, Optional[int]]:
    """Fairy-Stockfish's end of the game at `fen` (its legal moves `theirs`) as boardlab's winner
    (None: a draw), or False while the game goes on. Its legal moves are empty exactly when
    the game is over; game_result is for the side to move (> 0 it wins, 0 a draw)."""
    if theirs:
        return False
    result = pyffish.game_result(VARIANT, fen, [])
    side = 0 if fen.split()[1] == "w" else 1
    return None if result == 0 else (side if result > 0 else 1 - side)


def test_the_start_is_fairy_stockfishs():
    state = GAME.start()
    assert state.fen() == pyffish.get_fen(VARIANT, START, []) == "P5p/7/7/7/7/7/p5P w - - 0 1"
    assert GAME.state_from_fen(START).text == state.text
    assert GAME.state_from_fen(state.fen()).text == state.text
    assert state.side_to_move == 0 and state.outcome is None
    assert sorted(by_uci(state)) == sorted(pyffish.legal_moves(VARIANT, START, []))


# The FEN's halfmove clock: a clone (a drop) sets it to 0, a jump adds 1, whether or not they
# turn pieces over (a pass adds 1 too: test_a_pass_is_written_as_fairy_stockfish_writes_it); the
# move number goes on after black's move.
@pytest.mark.parametrize("moves", [
    ["g1e1"], ["P@f1"], ["g1e1", "P@b1"], ["g1e1", "a1c1"], ["g1e1", "a1c1", "P@f2"],
    ["g1e1", "a1c1", "P@d1"], ["g1e1", "a1c1", "e1e3", "c1c3"],
    ["g1e1", "a1c1", "e1e3", "c1c3", "e3c4"]],
    ids=lambda moves: "-".join(moves))
def test_the_fen_counters_agree_with_fairy_stockfish(moves):
    state = GAME.start()
    for move in moves:
        state.play(by_uci(state)[move])
    check_fen(state, pyffish.get_fen(VARIANT, START, moves))


# Fairy-Stockfish's FEN with four fields, `<board> <side> <halfmove> <move number>` (its start
# is written so), read as the six-field FEN it writes back.
@pytest.mark.parametrize("fen", [
    START, "P5p/7/7/7/7/7/p5P b 0 1", "P5p/3P3/5P1/7/p6/1p3P1/ppp3P w 0 7",
    "1pp4/1pp1p2/1pppp2/P3p1P/1P1P1P1/2P3P/7 w 2 21"],
    ids=["start", "start_black_to_move", "middle_1", "middle_2"])
def test_fairy_stockfishs_four_field_fen_is_read(fen):
    six = pyffish.get_fen(VARIANT, fen, [])
    state = GAME.state_from_fen(fen)
    assert state.fen() == six
    assert state.text == GAME.state_from_fen(six).text


# Seeded random games: the first 32 all end with a full board (six of them pass on the way);
# 54, 78, 80 and 90 end early, a side wiped out. Each ply costs two pyffish calls of about 1.5 ms
# (every call sets its variant up again), about 18 s in all on one core.
RANDOM_SEEDS = list(range(32)) + [54, 78, 80, 90]


@pytest.mark.parametrize("seed", RANDOM_SEEDS)
def test_random_games_agree_with_fairy_stockfish(seed):
    # pyffish is given the current FEN and no moves, since a move list would be played again
    # from its start on every call. A FEN forgets whether the last move passed, which only two
    # passes in a row (a full board, over already) would need.
    rng = random.Random(seed)
    state, fen = GAME.start(), pyffish.get_fen(VARIANT, START, [])
    for _ in range(400):
        check_fen(state, fen)
        if state.outcome is not None and state.outcome.reason == "ply_limit":
            break  # Fairy-Stockfish's game has no ply limit
        theirs = sorted(pyffish.legal_moves(VARIANT, fen, []))
        ended = outcome_of_fsf(fen, theirs)
        if ended is not False:
            assert state.outcome is not None and state.outcome.winner == ended, fen
            assert not state.legal_moves, fen
            break
        assert state.outcome is None, fen
        moves = by_uci(state)
        assert sorted(moves) == theirs, fen
        move = rng.choice(theirs)
        assert state.parse_uci(move) == moves[move]
        state.play(moves[move])
        fen = pyffish.get_fen(VARIANT, fen, [move])


# Positions of seeded random play (pyffish.get_fen of the start and the moves) where the side to
# move has pieces and no move, and passes: Fairy-Stockfish writes the pass as the mover's lowest
# square twice, counted a1, b1, ..., g1, a2, ... (rank 1 first), whatever is on rank 7.
PASSES = [
    ("PPPP1PP/ppPPPPP/pPPPPPP/pPPPpPP/pPPPpPP/ppppPPp/pppPPPp b - - 0 100", "a1a1"),
    ("PPPPPPp/PPPpppp/PPPPPPp/pppPPPp/ppppppP/1pppppp/pp1pppp w - - 1 108", "g3g3"),
    ("ppPPppp/ppPPPPP/ppPPPPP/ppPPpPP/PPPPPPp/PPPPPPP/PP1PPPP b - - 8 96", "g3g3"),
    ("PPPPPpp/Ppppppp/ppppppp/ppppppp/PPPPPpp/PPPPPPP/PP1PPPP b - - 1 80", "f3f3"),
]


@pytest.mark.parametrize("fen, passing", PASSES,
                         ids=[f"{p[1]}-{'white' if ' w ' in p[0] else 'black'}" for p in PASSES])
def test_a_pass_is_written_as_fairy_stockfish_writes_it(fen, passing):
    assert pyffish.legal_moves(VARIANT, fen, []) == [passing]
    state = GAME.state_from_fen(fen)
    check_fen(state, fen)
    assert state.outcome is None
    moves = by_uci(state)
    assert list(moves) == [passing]
    assert state.parse_uci(passing) == moves[passing]
    state.play(moves[passing])
    after = pyffish.get_fen(VARIANT, fen, [passing])
    check_fen(state, after)
    assert sorted(by_uci(state)) == sorted(pyffish.legal_moves(VARIANT, after, []))


# Ends of seeded random games, with the winner (player 0 white, 1 black): a side without pieces
# (which is always the side to move: only the mover turns pieces over) loses; a full board is
# won by the most pieces, whether the side to move has them or not.
ENDS = {
    "black_wiped_out": ("7/7/6P/3P2P/4P2/7/6P b - - 9 6", 0),
    "white_wiped_out": ("3p3/1p1p3/2p4/p6/p6/7/7 w - - 0 8", 1),
    "full_white_to_move_wins": (
        "ppppppp/pPpppPP/PPPPpPP/PPPPPPP/PPppppp/PPpppPP/PPpppPP w - - 0 103", 0),
    "full_white_to_move_loses": (
        "ppppppp/pppppPP/PPpppPP/PPpppPP/PPpppPP/PPpppPP/PPpppPP w - - 0 84", 1),
    "full_black_to_move_loses": (
        "PPPPPPP/ppPPPPP/pPPPPPP/pPPPpPP/pPPPpPP/ppppPPp/pppPPPp b - - 0 101", 0),
}


@pytest.mark.parametrize("fen, winner", list(ENDS.values()), ids=list(ENDS))
def test_the_ends_agree_with_fairy_stockfish(fen, winner):
    theirs = pyffish.legal_moves(VARIANT, fen, [])
    assert outcome_of_fsf(fen, theirs) == winner
    state = GAME.state_from_fen(fen)
    check_fen(state, fen)
    assert state.outcome is not None and state.outcome.winner == winner
    assert not state.legal_moves
    assert bl.perft(state, 0) == 1
    assert [bl.perft(state, d) for d in (1, 2, 3)] == [0, 0, 0]  # `go perft` gives 0 too


# Fairy-Stockfish's perft: `go perft N` of its engine built from source (Debian's fairy-stockfish
# 11.1 has no ataxx variant: it takes UCI_Variant ataxx for chess without a word):
#   printf 'uci\nsetoption name UCI_Variant value ataxx\nposition fen <FEN>\ngo perft N\nquit\n'
#   | stockfish   (`position startpos` for the start)
# and checked to depth 3 (4 for the two last) against a count through
# pyffish.legal_moves. From the start, depth 7 is 5023479496 (99 s in Fairy-Stockfish).
# The FENs are of seeded random play (pyffish.get_fen of the start and the moves): three of the
# middle game, one where a side is wiped out within three plies, and two near a full board,
# where the tree has passes and full boards (ended: no moves).
FS_PERFT = [
    ("start", None, [16, 256, 6460, 155888, 4752668, 141865520]),
    ("middle_1", "P5p/3P3/5P1/7/p6/1p3P1/ppp3P w - - 0 7", [60, 2494, 146153, 7160636]),
    ("middle_2", "1pp4/1pp1p2/1pppp2/P3p1P/1P1P1P1/2P3P/7 w - - 2 21",
     [69, 5121, 337894, 25238077]),
    ("middle_3", "1P2p1p/1P2ppp/P3pp1/P1P1p1p/2ppppp/1PPp1pp/1P1pp2 w - - 0 46",
     [50, 4096, 207966, 16460288]),
    ("wipe_out", "6p/1P5/4P2/7/4p2/7/6P w - - 6 5", [44, 1064, 43436, 1236416]),
    ("full_board", "ppppppP/pPPp2p/PPppppp/PPppppp/PPppppp/PPpPPPP/PPPPPPP w - - 17 99",
     [3, 26, 165, 1157]),
    ("passes", "PPPPPPP/ppPPPP1/ppPPPPP/pppppPP/pppppPP/p1ppPPp/pppPPPp w - - 3 99",
     [7, 62, 704, 5351]),
]

# Counts above this many leaves are not checked here (the module's perft stays within a few
# seconds); those above SLOW_LEAVES are marked slow, as in test_perft.py.
MOST_LEAVES = 5_000_000
SLOW_LEAVES = 3_000_000


def _perft_cases():
    for name, fen, counts in FS_PERFT:
        for depth, count in enumerate(counts, start=1):
            if count > MOST_LEAVES:
                continue
            marks = [pytest.mark.slow] if count > SLOW_LEAVES else []
            yield pytest.param(fen, depth, count, marks=marks, id=f"{name}-d{depth}")


def _state(fen: Optional[str]) -> bl.State:
    return GAME.start() if fen is None else GAME.state_from_fen(fen)


@pytest.mark.parametrize("fen, depth, expected", list(_perft_cases()))
def test_perft_agrees_with_fairy_stockfish(fen, depth, expected):
    assert bl.perft(_state(fen), depth) == expected


@pytest.mark.parametrize("name, fen, counts", FS_PERFT, ids=[row[0] for row in FS_PERFT])
def test_the_perft_positions_are_fairy_stockfishs(name, fen, counts):
    """Each FEN is as Fairy-Stockfish writes it, and its perft 1 is the number of pyffish's
    legal moves and of boardlab's."""
    state = _state(fen)
    theirs = pyffish.legal_moves(VARIANT, START if fen is None else fen, [])
    if fen is not None:
        assert pyffish.get_fen(VARIANT, fen, []) == fen
        check_fen(state, fen)
    assert len(theirs) == counts[0] == len(state.legal_moves)
    assert sorted(by_uci(state)) == sorted(theirs)
    assert bl.perft(state, 0) == 1

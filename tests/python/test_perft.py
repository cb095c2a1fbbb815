"""Every perft value of docs/perft.md, through the Python API. Counts with more than
about three million leaves are marked slow (run them with `-m slow`, or with no -m at all)."""
from __future__ import annotations

import pytest

import boardlab as bl
from conftest import raises

SLOW_LEAVES = 3_000_000

# (game, position text, [perft(1), perft(2), ...]) copied from docs/perft.md.
PERFT = [
    ("skateboards", "1P4P1/P6P/8/3SS3/3SS3/8/P6P/1P4P1 0 T6 0",
     [52, 2652, 132600, 6497400, 311875200]),
    ("skateboards", "TP4P1/1P3S2/6T1/TT3P2/3SPS2/1S6/1PP1T3/3T2P1 0 - 20",
     [56, 2701, 143985, 6571170]),
    ("skateboards", "TP4P1/3S1S2/P5T1/TT3P2/1P6/3P4/2P1T2S/1S1T4 0 - 30",
     [45, 1797, 78629, 3253498]),
    ("skateboards", "TP4P1/P7/2S3T1/TT6/4S3/3PP2S/2S1T3/3T4 0 - 50",
     [30, 1473, 42739, 2022488]),
    ("pogo", "(BB)(BB)(BB)/3/(WW)(WW)(WW) 0 - 0",
     [16, 240, 3787, 58150, 898697, 13718601, 212026822]),
    ("pogo", "BBB/1(BWWW)(WWB)/2(WB) 0 - 10", [12, 255, 3440, 63300]),
    ("pogo", "(BW)1(BBWB)/B1(WW)/BWW 0 - 20", [16, 200, 3306, 44925]),
    ("pogo", "B2/1(WBBBWW)W/(BWB)W1 0 - 40", [18, 274, 4056, 68086]),
    ("pocket_battlefield", "RRRR/4/4/GGGG 0 - 0",
     [10, 100, 1232, 14713, 188115, 2334674, 30229244]),
    ("pocket_battlefield", "1R1R/2R1/2G1/(GR)G1G 0 - 10", [0]),
    ("pocket_battlefield", "R1R1/(RG)2G/1(GR)2/3G 0 - 20", [11, 133, 1466, 16005]),
    ("pocket_battlefield", "1G2/1G2/(RGRRGR)3/4 0 - 40", [11, 46, 335, 1762]),
    ("breakthrough", "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW 0 - 0",
     [22, 484, 11132, 256036, 6182818, 149264638]),
    ("breakthrough", "1BBBB1BB/B1BBBBBB/1BB4B/8/8/1W2WW2/1WWWWWWW/WWWW2WW 0 - 10",
     [23, 529, 12942, 310045]),
    ("breakthrough", "1BBBB1BB/2BB2BB/2B1BB1B/B1B5/W1W1W3/5W2/WW1WWWWW/W1WW2WW 0 - 20",
     [26, 651, 17076, 438631]),
    ("breakthrough", "1BB2BB1/1BB2B1B/B1BW1B1B/1B2W1B1/W3WWB1/1W4WW/WW1WB2W/3WWW1W 0 - 40",
     [29, 742, 19799, 514197]),
    ("checkers", "1x1x1x1x/x1x1x1x1/1x1x1x1x/8/8/o1o1o1o1/1o1o1o1o/o1o1o1o1 0 - 0",
     [7, 49, 302, 1469, 7361, 36768, 179740]),
    ("knightthrough", "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW 0 - 0",
     [40, 1600, 63520, 2521306, 99598454]),
    ("knightthrough", "BBBBB1BB/B2BBB2/4B3/BB4BB/3W4/2W1WW2/1WW1WWWW/WWW1WW1W 0 - 10",
     [39, 1553, 60811, 2395989]),
    ("knightthrough", "B1BB2BB/B1B1B2B/1WWB3B/4BB1B/4B1W1/2W1WW1W/4W1W1/WWWW1WWW 0 - 20",
     [42, 1392, 57460, 1882070]),
    ("knightthrough", "2BB3B/B3B2W/2WB3B/W2WW1WB/B2B3B/2W4W/3BB2W/1WWW3W 0 - 40",
     [32, 916, 25325, 685101]),
    ("clobber", "WBWBWB/BWBWBW/WBWBWB/BWBWBW/WBWBWB 0 - 0", [49, 2116, 80063, 2630382, 74662024]),
    ("clobber", "BBBBWB/1W1WBW/WWWB1B/B1BWWW/WBWBWB 0 - 4", [25, 530, 9633, 147912, 1971625]),
    ("clobber", "BBBBWB/1W1BB1/BWW2W/2BWWW/WBWB1W 0 - 8", [12, 113, 866, 5481, 28757]),
    ("clobber", "BBBW1B/1W1BB1/1BW2W/2BWWW/B2W1W 0 - 12", [7, 36, 127, 315, 647]),
    ("amazons", "3B2B3/10/10/B8B/10/10/W8W/10/10/3W2W3 0 - 0", [2176, 4307152]),
    ("konane", "WBWBWBWB/BWBWBWBW/WBWBWBWB/BWBWBWBW/WBWBWBWB/BWBWBWBW/WBWBWBWB/BWBWBWBW 0 - 0",
     [4, 12, 28, 172, 892, 7124, 52044, 508088]),
    ("konane", "WBWBWBWB/BWBWBWBW/WBW1WBWB/BWB1BWBW/1BW1WBWB/BW1WBWBW/WB1BWBWB/BWBWBWBW 0 - 6",
     [9, 83, 815, 8724, 95301]),
    ("konane", "WBWBWBWB/BWBWBWBW/WBWBWBWB/B1BWBWBW/2WB1BWB/1W2B1BW/W3W1WB/BWBWBWBW 0 - 12",
     [5, 62, 426, 5174, 43942]),
    ("konane", "WBW1WB1B/BWB4W/WBWBWBWB/BWB1B1BW/WBWBWBW1/BW2B1B1/WBWBW3/1W3W1W 0 - 20",
     [12, 105, 1348, 15075, 197130]),
    ("fox_and_geese", "3/3/7/3F3/GGGGGGG/GGG/GGG 0 - 0",
     [10, 54, 860, 4252, 74128, 380230, 7352398]),
    # The published perft of international draughts
    # (tests/cpp/games/international_draughts_test.cpp).
    ("international_draughts", "1b1b1b1b1b/b1b1b1b1b1/1b1b1b1b1b/b1b1b1b1b1/10/10/1w1w1w1w1w/"
     "w1w1w1w1w1/1w1w1w1w1w/w1w1w1w1w1 0 - 0", [9, 81, 658, 4265, 27117, 167140]),
    # Tic-tac-toe: the games still going at each ply (published; the leaves of ply 9 are the
    # games that fill the board), and connect four's published perft.
    ("tic_tac_toe", "3/3/3 0 X5O4 0", [9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872]),
    ("connect_four", "7/7/7/7/7/7 0 X21O21 0", [7, 49, 343, 2401, 16807, 117649, 823536]),
    # Othello's published perft (and OpenSpiel's).
    ("othello", "8/8/8/3BW3/3WB3/8/8/8 0 B60W60 0", [4, 12, 56, 244, 1396, 8200, 55092, 390216]),
    # Hex 11x11: 121 x 120 x ... (no chain joins two edges before ply 21).
    ("hex", "11/11/11/11/11/11/11/11/11/11/11 0 B61W60 0", [121, 14520, 1727880]),
    # Brandubh: the independent reference's counts (tests/python/brandubh_reference.py).
    ("brandubh", "3A3/3A3/3D3/AADKDAA/3D3/3A3/3A3 0 - 0", [40, 960, 39512, 1007392]),
    # Lines of action: OpenSpiel's counts (its repeated-board rule first ends a game at ply 4,
    # so they agree to depth 4: tests/cpp/games/lines_of_action_test.cpp).
    ("lines_of_action", "1BBBBBB1/W6W/W6W/W6W/W6W/W6W/W6W/1BBBBBB1 0 - 0",
     [36, 1244, 44952, 1563208]),
    # Havannah, side 8: 169 x 168 x 167 (the nearest corners are seven cells apart: no shape
    # fits in two stones).
    ("havannah", "8/9/10/11/12/13/14/15/14/13/12/11/10/9/8 0 W85B84 0", [169, 28392, 4741464]),
]


def _cases():
    for game, text, counts in PERFT:
        for depth, count in enumerate(counts, start=1):
            marks = [pytest.mark.slow] if count > SLOW_LEAVES else []
            yield pytest.param(game, text, depth, count, marks=marks,
                               id=f"{game}-ply{text.split()[-1]}-d{depth}")


@pytest.mark.parametrize("game, text, depth, expected", list(_cases()))
def test_perft_matches_the_reference(game, text, depth, expected):
    state = bl.game(game).state(text)
    assert bl.perft(state, depth) == expected


@pytest.mark.parametrize("game, text, counts", PERFT, ids=lambda v: v if isinstance(v, str)
                         and " " not in v else None)
def test_depth_zero_and_one(game, text, counts):
    state = bl.game(game).state(text)
    assert bl.perft(state, 0) == 1
    assert bl.perft(state, 1) == len(state.legal_moves) == counts[0]


def test_a_finished_position_has_perft_zero_at_every_depth():
    # docs/perft.md: Red has just captured onto Gold's hill-top.
    state = bl.game("pocket_battlefield").state("1R1R/2R1/2G1/(GR)G1G 0 - 10")
    assert state.outcome == bl.Outcome(winner=1, reason="condition", condition=1)
    assert [bl.perft(state, d) for d in range(1, 5)] == [0, 0, 0, 0]
    assert bl.perft(state, 0) == 1


def test_perft_leaves_the_state_as_it_was():
    state = bl.game("pogo").start()
    state.play("2a1-a3")
    before = (state.text, state.hash, [m.text for m in state.history])
    bl.perft(state, 3)
    assert (state.text, state.hash, [m.text for m in state.history]) == before


def test_perft_rejects_a_negative_depth():
    with raises(bl.Error, "perft: depth -1 is not a whole number from 0 to 2147483647"):
        bl.perft(bl.game("pogo").start(), -1)

"""Independent reference implementation of Konane (Hawaiian checkers).

Written from the rules alone (it does not import boardlab) so that its
answers can be used to check another engine against.

Rules implemented
-----------------
* Board n x n, n even (4..16).  Cell "a1" is file 0, rank 0 (bottom left).
* Start: every cell holds a stone, 'B' where (f + r) is even, 'W' where odd.
  Black is player 0 and moves first, white is player 1; turns alternate.
* Ply 0: black removes one of its own stones from the centre 2x2 block
  (files n/2-1, n/2 and ranks n/2-1, n/2) or from a black corner (a1 and the
  top-right corner).  Written "x" + cell, e.g. "xd4".
* Ply 1: white removes one of its own stones orthogonally adjacent to the
  empty cell.  Written "x" + cell.
* Ply >= 2: a stone jumps orthogonally over an adjacent enemy stone onto the
  empty cell beyond; the jumped stone is removed.  It may continue jumping in
  the same direction only, and may stop after any jump; each stopping point
  is a distinct move.  Written as the cells the stone stands on joined by
  "-", e.g. "d6-d4" or "d6-d4-d2".
* A player to move with no legal move loses.  There is no other end.
* Position text: ranks from rank n down to rank 1 separated by "/", runs of
  empty cells as decimal counts, then " <side> - <ply>".

Random positions: a game is played from the start with
``rng = random.Random(seed)`` and at every ply ``rng.choice(legal_moves(pos))``
where ``legal_moves`` returns the moves sorted as Python strings.  The move
sequences are recorded too, so another engine can replay them without
depending on its own move ordering.

The perft counts take most of a minute to compute here, so they are kept in
PERFT; everything else ``reference(key)`` recomputes when asked.  Run
``python3 tests/python/konane_reference.py`` to recompute everything and
check it against PERFT.
"""

import copy
import functools
import random
import sys
import time

EMPTY = "."
BLACK = "B"
WHITE = "W"
DIRECTIONS = ((1, 0), (-1, 0), (0, 1), (0, -1))  # (df, dr)
FILES = "abcdefghijklmnopqrstuvwxyz"


# --------------------------------------------------------------------------
# Position: a plain dict {"n": n, "cells": {(f, r): 'B'/'W'/'.'},
#                         "side": 0/1, "ply": int}
# --------------------------------------------------------------------------

def start(n):
    if n % 2 != 0 or not 4 <= n <= 16:
        raise ValueError("board size must be even, 4..16")
    cells = {}
    for f in range(n):
        for r in range(n):
            cells[(f, r)] = BLACK if (f + r) % 2 == 0 else WHITE
    return {"n": n, "cells": cells, "side": 0, "ply": 0}


def cell_name(f, r):
    return FILES[f] + str(r + 1)


def parse_cell(name):
    return FILES.index(name[0]), int(name[1:]) - 1


def stone_of(side):
    return BLACK if side == 0 else WHITE


def on_board(n, f, r):
    return 0 <= f < n and 0 <= r < n


def legal_moves(pos):
    """All legal moves as texts, sorted."""
    n = pos["n"]
    cells = pos["cells"]
    me = stone_of(pos["side"])
    enemy = stone_of(1 - pos["side"])
    moves = []
    if pos["ply"] == 0:
        lo, hi = n // 2 - 1, n // 2
        candidates = [(lo, lo), (lo, hi), (hi, lo), (hi, hi),
                      (0, 0), (0, n - 1), (n - 1, 0), (n - 1, n - 1)]
        for (f, r) in candidates:
            if cells[(f, r)] == me:
                moves.append("x" + cell_name(f, r))
    elif pos["ply"] == 1:
        empties = [c for c, v in cells.items() if v == EMPTY]
        for (ef, er) in empties:
            for df, dr in DIRECTIONS:
                f, r = ef + df, er + dr
                if on_board(n, f, r) and cells[(f, r)] == me:
                    moves.append("x" + cell_name(f, r))
    else:
        for (f, r), v in cells.items():
            if v != me:
                continue
            for df, dr in DIRECTIONS:
                path = [cell_name(f, r)]
                cf, cr = f, r
                while True:
                    mf, mr = cf + df, cr + dr          # jumped-over cell
                    tf, tr = cf + 2 * df, cr + 2 * dr  # landing cell
                    if not on_board(n, tf, tr):
                        break
                    if cells[(mf, mr)] != enemy or cells[(tf, tr)] != EMPTY:
                        break
                    path.append(cell_name(tf, tr))
                    moves.append("-".join(path))
                    cf, cr = tf, tr
    moves = sorted(set(moves))
    return moves


def play(pos, move):
    """Return the position after the move text (checked for legality)."""
    if move not in legal_moves(pos):
        raise ValueError("illegal move %r in %s" % (move, text(pos)))
    cells = dict(pos["cells"])
    me = stone_of(pos["side"])
    if move.startswith("x"):
        cells[parse_cell(move[1:])] = EMPTY
    else:
        squares = [parse_cell(s) for s in move.split("-")]
        for (af, ar), (bf, br) in zip(squares, squares[1:]):
            cells[(af, ar)] = EMPTY
            cells[((af + bf) // 2, (ar + br) // 2)] = EMPTY
            cells[(bf, br)] = me
    return {"n": pos["n"], "cells": cells, "side": 1 - pos["side"],
            "ply": pos["ply"] + 1}


def text(pos):
    n = pos["n"]
    rows = []
    for r in range(n - 1, -1, -1):
        row = ""
        run = 0
        for f in range(n):
            v = pos["cells"][(f, r)]
            if v == EMPTY:
                run += 1
            else:
                if run:
                    row += str(run)
                    run = 0
                row += v
        if run:
            row += str(run)
        rows.append(row)
    return "/".join(rows) + " %d - %d" % (pos["side"], pos["ply"])


def from_text(s):
    """Parse a position text (inverse of text())."""
    board, side, _dash, ply = s.split()
    rows = board.split("/")
    n = len(rows)
    cells = {}
    for i, row in enumerate(rows):
        r = n - 1 - i
        f = 0
        num = ""
        for ch in row + "|":
            if ch.isdigit():
                num += ch
                continue
            if num:
                for _ in range(int(num)):
                    cells[(f, r)] = EMPTY
                    f += 1
                num = ""
            if ch in (BLACK, WHITE):
                cells[(f, r)] = ch
                f += 1
        if f != n:
            raise ValueError("bad rank %r" % row)
    return {"n": n, "cells": cells, "side": int(side), "ply": int(ply)}


def winner(pos):
    """None while the game goes on, else the winning player (0/1)."""
    if legal_moves(pos):
        return None
    return 1 - pos["side"]


def perft(pos, depth):
    if depth == 0:
        return 1
    moves = legal_moves(pos)
    if depth == 1:
        return len(moves)
    return sum(perft(play(pos, m), depth - 1) for m in moves)


def play_all(pos, moves):
    for m in moves:
        pos = play(pos, m)
    return pos


def random_game(n, seed, plies):
    rng = random.Random(seed)
    pos = start(n)
    moves = []
    for _ in range(plies):
        legal = legal_moves(pos)
        if not legal:
            raise RuntimeError("game over before %d plies" % plies)
        m = rng.choice(legal)
        moves.append(m)
        pos = play(pos, m)
    return pos, moves


# --------------------------------------------------------------------------
# Reference data: the random games and openings to compute, and the perft
# counts of compute_reference() (PERFT), too slow to recompute in a test.
# --------------------------------------------------------------------------

# Depths chosen so each perft from the start takes well under 60 s in
# CPython (6x6 depth 9 ~11 s, depth 10 ~2 min; 8x8 depth 8 ~7 s,
# depth 9 (4633660) ~1-2 min).
PERFT_DEPTHS = {6: 9, 8: 8}
RANDOM_SPECS = {6: [(1, 6), (2, 12), (3, 18)],   # (seed, plies)
                8: [(1, 6), (2, 12), (3, 20)]}
RANDOM_PERFT_DEPTH = 5

# For each size: perft from the start to PERFT_DEPTHS, and from each
# position of RANDOM_SPECS, in order, to RANDOM_PERFT_DEPTH.
PERFT = {
    6: {
        "start": [4, 12, 28, 156, 668, 4192, 22676, 162288, 1030412],
        "random": [
            [5, 26, 150, 922, 5706],  # seed 1, 6 plies
            [3, 22, 90, 612, 2572],  # seed 2, 12 plies
            [4, 6, 16, 25, 37],  # seed 3, 18 plies
        ],
    },
    8: {
        "start": [4, 12, 28, 172, 892, 7124, 52044, 508088],
        "random": [
            [9, 83, 815, 8724, 95301],  # seed 1, 6 plies
            [5, 62, 426, 5174, 43942],  # seed 2, 12 plies
            [12, 105, 1348, 15075, 197130],  # seed 3, 20 plies
        ],
    },
}
# Openings of the 8x8 board: name -> the moves played from the start.
OPENINGS = {"8_after_xd4": ["xd4"], "8_after_xd4_xd5": ["xd4", "xd5"]}


@functools.lru_cache(maxsize=None)
def _reference(key):
    if key in OPENINGS:
        pos = play_all(start(8), OPENINGS[key])
        return {"text": text(pos), "moves": legal_moves(pos)}
    pos = start(key)
    randoms = []
    for (seed, plies), perfts in zip(RANDOM_SPECS[key], PERFT[key]["random"]):
        rpos, rmoves = random_game(key, seed, plies)
        randoms.append({"seed": seed, "plies": plies, "moves": rmoves,
                        "text": text(rpos), "perft": perfts})
    return {"start_text": text(pos), "start_moves": legal_moves(pos),
            "perft": PERFT[key]["start"], "random": randoms}


def reference(key):
    """What the reference says of the board of size `key` (6 or 8): its start, perft from it
    (PERFT), and its random games (RANDOM_SPECS: the moves played, where they lead, and perft
    from there); or of an opening of OPENINGS: the text and moves after it.  As
    compute_reference computes them but for the perft counts, which come from PERFT.  A copy:
    callers may change it."""
    return copy.deepcopy(_reference(key))


def compute_reference(perft_depths=None, random_specs=None,
                      random_depth=None, verbose=False):
    perft_depths = perft_depths or PERFT_DEPTHS
    random_specs = random_specs or RANDOM_SPECS
    random_depth = random_depth or RANDOM_PERFT_DEPTH
    ref = {}
    for n in sorted(perft_depths):
        entry = {}
        pos = start(n)
        entry["start_text"] = text(pos)
        entry["start_moves"] = legal_moves(pos)
        table = []
        for d in range(1, perft_depths[n] + 1):
            t0 = time.time()
            table.append(perft(pos, d))
            if verbose:
                print("n=%d perft(%d) = %d  (%.1f s)"
                      % (n, d, table[-1], time.time() - t0))
        entry["perft"] = table
        randoms = []
        for seed, plies in random_specs[n]:
            rpos, rmoves = random_game(n, seed, plies)
            rtable = []
            for d in range(1, random_depth + 1):
                rtable.append(perft(rpos, d))
            randoms.append({"seed": seed, "plies": plies, "moves": rmoves,
                            "text": text(rpos), "perft": rtable})
            if verbose:
                print("n=%d seed=%d plies=%d %s perft %s"
                      % (n, seed, plies, text(rpos), rtable))
        entry["random"] = randoms
        ref[n] = entry
    for key, moves in OPENINGS.items():
        p = play_all(start(8), moves)
        ref[key] = {"text": text(p), "moves": legal_moves(p)}
    return ref


# --------------------------------------------------------------------------
# Hand checks of the rules on tiny cases.
# --------------------------------------------------------------------------

def self_check():
    p = start(4)
    assert text(p) == "WBWB/BWBW/WBWB/BWBW 0 - 0", text(p)
    assert legal_moves(p) == ["xa1", "xb2", "xc3", "xd4"], legal_moves(p)
    p1 = play(p, "xb2")
    assert text(p1) == "WBWB/BWBW/W1WB/BWBW 1 - 1", text(p1)
    assert legal_moves(p1) == ["xa2", "xb1", "xb3", "xc2"], legal_moves(p1)
    p2 = play(p1, "xa2")
    # Empty cells a2 and b2.  Onto a2: a4 is W, and c2 cannot jump over
    # the empty b2, so nothing.  Onto b2: b4 (B, 1+3 even) over b3 (W) and
    # d2 (B) over c2 (W).  Neither can go on (b0 off board, a2 empty).
    assert legal_moves(p2) == ["b4-b2", "d2-b2"], legal_moves(p2)
    p3 = play(p2, "d2-b2")
    assert text(p3) == "WBWB/BWBW/1B2/BWBW 1 - 3", text(p3)
    assert from_text(text(p3)) == p3
    # Double jump: black stone on a1, white on a2 and a4, empty a3, a5
    # (6x6 board built by hand).
    cells = {(f, r): EMPTY for f in range(6) for r in range(6)}
    cells[(0, 0)] = BLACK
    cells[(0, 1)] = WHITE
    cells[(0, 3)] = WHITE
    cells[(1, 0)] = WHITE   # a1 may also jump right onto c1
    cells[(5, 5)] = WHITE
    q = {"n": 6, "cells": cells, "side": 0, "ply": 10}
    assert text(q) == "5W/6/W5/6/W5/BW4 0 - 10", text(q)
    assert from_text(text(q)) == q
    assert legal_moves(q) == ["a1-a3", "a1-a3-a5", "a1-c1"], legal_moves(q)
    q2 = play(q, "a1-a3-a5")
    assert text(q2) == "5W/B5/6/6/6/1W4 1 - 11", text(q2)
    assert legal_moves(q2) == []
    assert winner(q2) == 0
    q3 = play(q, "a1-a3")
    assert text(q3) == "5W/6/W5/B5/6/1W4 1 - 11", text(q3)
    # No change of direction and no jump over own stone or onto a stone.
    cells = {(f, r): EMPTY for f in range(6) for r in range(6)}
    cells[(0, 0)] = BLACK
    cells[(0, 1)] = WHITE
    cells[(1, 2)] = WHITE    # a3 -> c3 would be a turn: not allowed
    cells[(2, 0)] = BLACK    # a1 over b1? b1 empty; c1 own stone
    cells[(3, 0)] = WHITE    # c1 over d1 onto e1
    cells[(5, 0)] = WHITE    # e1 over f1 would leave the board
    q = {"n": 6, "cells": cells, "side": 0, "ply": 7}
    assert legal_moves(q) == ["a1-a3", "c1-e1"], legal_moves(q)
    # Ply-0 moves on 6x6 and 8x8.
    assert legal_moves(start(6)) == ["xa1", "xc3", "xd4", "xf6"]
    assert legal_moves(start(8)) == ["xa1", "xd4", "xe5", "xh8"]
    assert legal_moves(play(start(8), "xa1")) == ["xa2", "xb1"]
    assert legal_moves(play(start(8), "xh8")) == ["xg8", "xh7"]
    # Text round trip on the start positions.
    for n in (4, 6, 8, 10, 16):
        assert from_text(text(start(n))) == start(n)
    # perft by hand on 4x4: 4 removals; white replies 4,4 (centre) 2,2
    # (corners) = 12.
    assert perft(start(4), 1) == 4
    assert perft(start(4), 2) == 12
    return True


def main():
    t0 = time.time()
    self_check()
    print("self checks passed")
    ref = compute_reference(verbose=True)
    for key in ref:
        if not isinstance(key, int):
            print(key, ref[key])
    for n in (6, 8):
        print("n=%d start moves %s" % (n, ref[n]["start_moves"]))
    stored = {key: reference(key) for key in list(PERFT) + list(OPENINGS)}
    ok = ref == stored
    print("total time %.1f s" % (time.time() - t0))
    if not ok:
        for key in ref:
            if ref[key] != stored.get(key):
                print("MISMATCH in", key)
                print(" computed:", ref[key])
                print(" stored:  ", stored.get(key))
    assert ok, "recomputed values differ from PERFT"
    print("PERFT matches")


if __name__ == "__main__":
    main()

"""Independent reference implementation of Fox and Geese on the 33-cell cross.

Written from the rules alone (it does not import boardlab) so that its
answers can be used to check another engine against.

Rules implemented
-----------------
* Board: a 7x7 grid, files a..g (0..6), ranks 1..7 (0..6), "a1" = (0, 0)
  bottom left, without the four 2x2 corners (a1 b1 a2 b2, f1 g1 f2 g2,
  a6 b6 a7 b7, f6 g6 f7 g7): 33 cells.
* Lines: orthogonally adjacent cells are joined.  With diagonals=True (the
  default) diagonally adjacent cells are joined too when (file + rank) is
  even for both (a diagonal step keeps the parity of file + rank, so both
  are even as soon as one is).
* Geese 'G' are player 0 and move first; the fox 'F' is player 1.
* Start: fox on d4; geese on c1 d1 e1 c2 d2 e2 a3..g3 (geese=13), plus a4 g4
  (geese=15), plus a4 b4 f4 g4 (geese=17).
* A goose steps along a line onto an empty cell: forward (rank + 1),
  sideways, diagonally forward; with geese_move_back=True (the default) also
  backward and diagonally backward.  Geese never jump.
* The fox steps along any line onto an empty cell, or jumps along a line
  over an adjacent goose onto the empty cell just beyond it (same direction,
  both steps along lines); the goose is removed at once.  It may go on
  jumping from where it landed, in any direction, and may stop after any
  jump: every stopping point of every chain is a distinct turn.  The fox's
  own start cell is empty once it has left, so a chain may land on it
  again.  Jumping is never compulsory.
* End, checked in this order after every turn (and at the start):
  1. geese on the board <= fox_wins_at (default 3): the fox (1) wins,
     reason "condition";
  2. the player to move has no legal turn: it loses, reason "no_legal_move";
  3. ply >= max_plies (default 300): draw, reason "ply_limit".
  A finished position has no legal turns.
* Turn text: the cells the moving piece stands on joined by "-": "c3-c4",
  "d4-d6", "d4-d6-f6".
* Position text: ranks 7 down to 1 separated by "/", each listing only its
  on-board cells (3 on ranks 1, 2, 6, 7; 7 on ranks 3, 4, 5), runs of empty
  cells as decimal counts, then " <side> - <ply>".

Random positions: a game is played from the start with
``rng = random.Random(seed)`` and at every ply ``rng.choice(legal_moves(pos))``
where ``legal_moves`` returns the turns sorted as Python strings.  The move
sequences are recorded too, so another engine can replay them without
depending on its own move ordering.

The perft counts take some 15 s to compute here, so they are kept in PERFT;
everything else ``reference(name)`` and ``hand_case(name)`` recompute when
asked.  Run ``python3 tests/python/fox_and_geese_reference.py`` to recompute
everything and check it against them.
"""

import copy
import functools
import sys
import random
import time

import shared_reference

EMPTY = "."
OFF = "#"
GOOSE = "G"
FOX = "F"
FILES = "abcdefg"
SIZE = 7

DEFAULT_OPTIONS = {"diagonals": True, "geese": 13, "geese_move_back": True,
                   "fox_wins_at": 3, "max_plies": 300}

ORTHOGONAL = ((1, 0), (-1, 0), (0, 1), (0, -1))
DIAGONAL = ((1, 1), (-1, 1), (1, -1), (-1, -1))


# --------------------------------------------------------------------------
# Geometry: a cell is the index f + 7 * r of the 7x7 grid.
# --------------------------------------------------------------------------

def on_board(f, r):
    if not (0 <= f < SIZE and 0 <= r < SIZE):
        return False
    corner_file = f < 2 or f > 4
    corner_rank = r < 2 or r > 4
    return not (corner_file and corner_rank)


def index(f, r):
    return f + SIZE * r


CELLS = [index(f, r) for r in range(SIZE) for f in range(SIZE) if on_board(f, r)]
NAMES = {index(f, r): FILES[f] + str(r + 1)
         for r in range(SIZE) for f in range(SIZE)}
BY_NAME = {name: i for i, name in NAMES.items()}
assert len(CELLS) == 33


def joined(f, r, df, dr, diagonals):
    """Is (f, r) joined by a line to (f + df, r + dr)?"""
    if not (on_board(f, r) and on_board(f + df, r + dr)):
        return False
    if df == 0 or dr == 0:
        return True
    return diagonals and (f + r) % 2 == 0


_TABLES = {}


def tables(options):
    """Neighbour tables for these options, cached:
    goose[i]: cells a goose on i may step to;
    fox_step[i]: cells the fox on i may step to;
    fox_jump[i]: (over, onto) pairs of the fox's jumps from i."""
    key = (options["diagonals"], options["geese_move_back"])
    if key in _TABLES:
        return _TABLES[key]
    diagonals, back = key
    goose_dirs = [(0, 1), (1, 0), (-1, 0), (1, 1), (-1, 1)]
    if back:
        goose_dirs += [(0, -1), (1, -1), (-1, -1)]
    goose, fox_step, fox_jump = {}, {}, {}
    for i in CELLS:
        f, r = i % SIZE, i // SIZE
        goose[i] = tuple(index(f + df, r + dr) for df, dr in goose_dirs
                         if joined(f, r, df, dr, diagonals))
        fox_step[i] = tuple(index(f + df, r + dr)
                            for df, dr in ORTHOGONAL + DIAGONAL
                            if joined(f, r, df, dr, diagonals))
        fox_jump[i] = tuple((index(f + df, r + dr), index(f + 2 * df, r + 2 * dr))
                            for df, dr in ORTHOGONAL + DIAGONAL
                            if joined(f, r, df, dr, diagonals)
                            and joined(f + df, r + dr, df, dr, diagonals))
    _TABLES[key] = (goose, fox_step, fox_jump)
    return _TABLES[key]


# --------------------------------------------------------------------------
# Position: a plain dict {"board": tuple of 49 chars ('G', 'F', '.', or '#'
# off the board), "side": 0/1, "ply": int, "options": dict}
# --------------------------------------------------------------------------

def make_options(options=None):
    opts = dict(DEFAULT_OPTIONS)
    for k, v in (options or {}).items():
        if k not in opts:
            raise ValueError("unknown option %r" % k)
        opts[k] = v
    if opts["geese"] not in (13, 15, 17):
        raise ValueError("geese must be 13, 15 or 17")
    return opts


START_GEESE = {13: "c1 d1 e1 c2 d2 e2 a3 b3 c3 d3 e3 f3 g3".split()}
START_GEESE[15] = START_GEESE[13] + ["a4", "g4"]
START_GEESE[17] = START_GEESE[13] + ["a4", "b4", "f4", "g4"]


def empty_board():
    return [EMPTY if on_board(i % SIZE, i // SIZE) else OFF
            for i in range(SIZE * SIZE)]


def start(options=None):
    opts = make_options(options)
    board = empty_board()
    board[BY_NAME["d4"]] = FOX
    for name in START_GEESE[opts["geese"]]:
        board[BY_NAME[name]] = GOOSE
    return {"board": tuple(board), "side": 0, "ply": 0, "options": opts}


def geese_count(board):
    return board.count(GOOSE)


def _turns(board, side, options):
    """All turns of `side` as (text, board after), whatever the end rules."""
    goose, fox_step, fox_jump = tables(options)
    out = []
    if side == 0:
        for i in CELLS:
            if board[i] != GOOSE:
                continue
            for j in goose[i]:
                if board[j] == EMPTY:
                    b = list(board)
                    b[i] = EMPTY
                    b[j] = GOOSE
                    out.append((NAMES[i] + "-" + NAMES[j], tuple(b)))
        return out
    for i in CELLS:
        if board[i] != FOX:
            continue
        for j in fox_step[i]:
            if board[j] == EMPTY:
                b = list(board)
                b[i] = EMPTY
                b[j] = FOX
                out.append((NAMES[i] + "-" + NAMES[j], tuple(b)))
        # Chains of jumps, depth first on a scratch board where the fox
        # has left its start cell.
        b = list(board)
        b[i] = EMPTY

        def chain(at, path):
            for over, onto in fox_jump[at]:
                if b[over] == GOOSE and b[onto] == EMPTY:
                    b[over] = EMPTY
                    b[onto] = FOX
                    p = path + "-" + NAMES[onto]
                    out.append((p, tuple(b)))
                    b[onto] = EMPTY
                    chain(onto, p)
                    b[over] = GOOSE

        chain(i, NAMES[i])
    return out


def _outcome(board, side, ply, options, turns):
    if geese_count(board) <= options["fox_wins_at"]:
        return (1, "condition")
    if not turns:
        return (1 - side, "no_legal_move")
    if ply >= options["max_plies"]:
        return (None, "ply_limit")
    return None


def outcome(pos):
    """None while the game goes on, else (winner 0/1/None, reason)."""
    turns = _turns(pos["board"], pos["side"], pos["options"])
    return _outcome(pos["board"], pos["side"], pos["ply"], pos["options"], turns)


def _children(board, side, ply, options):
    turns = _turns(board, side, options)
    if _outcome(board, side, ply, options, turns) is not None:
        return []
    return turns


def legal_moves(pos):
    """All legal turns as texts, sorted ([] when the game is over)."""
    return sorted(t for t, _ in _children(pos["board"], pos["side"],
                                          pos["ply"], pos["options"]))


def play(pos, move):
    """Return the position after the turn text (checked for legality)."""
    for t, b in _children(pos["board"], pos["side"], pos["ply"], pos["options"]):
        if t == move:
            return {"board": b, "side": 1 - pos["side"], "ply": pos["ply"] + 1,
                    "options": pos["options"]}
    raise ValueError("illegal move %r in %s" % (move, text(pos)))


def text(pos):
    board = pos["board"]
    rows = []
    for r in range(SIZE - 1, -1, -1):
        row = ""
        run = 0
        for f in range(SIZE):
            v = board[index(f, r)]
            if v == OFF:
                continue
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


def from_text(s, options=None):
    """Parse a position text (inverse of text())."""
    opts = make_options(options)
    board_text, side, dash, ply = s.split()
    if dash != "-" or side not in ("0", "1"):
        raise ValueError("bad position text %r" % s)
    rows = board_text.split("/")
    if len(rows) != SIZE:
        raise ValueError("position text %r has %d ranks" % (s, len(rows)))
    board = empty_board()
    for i, row in enumerate(rows):
        r = SIZE - 1 - i
        cells = [index(f, r) for f in range(SIZE) if on_board(f, r)]
        k = 0
        num = ""
        for ch in row + "|":
            if ch.isdigit():
                num += ch
                continue
            if num:
                k += int(num)
                num = ""
            if ch in (GOOSE, FOX):
                if k >= len(cells):
                    raise ValueError("rank %d of %r has too many cells" % (r + 1, s))
                board[cells[k]] = ch
                k += 1
            elif ch != "|":
                raise ValueError("bad character %r in %r" % (ch, s))
        if k != len(cells):
            raise ValueError("rank %d of %r has %d cells, not %d"
                             % (r + 1, s, k, len(cells)))
    return {"board": tuple(board), "side": int(side), "ply": int(ply),
            "options": opts}


def perft(pos, depth):
    """Number of turn sequences of `depth` turns (transpositions are counted
    once per path, as always; a memo only saves recomputing them)."""
    memo = {}
    options = pos["options"]

    def count(board, side, ply, d):
        kids = _children(board, side, ply, options)
        if d == 1:
            return len(kids)
        key = (board, side, ply, d)
        if key in memo:
            return memo[key]
        n = sum(count(b, 1 - side, ply + 1, d - 1) for _, b in kids)
        memo[key] = n
        return n

    if depth == 0:
        return 1
    return count(pos["board"], pos["side"], pos["ply"], depth)


def perft_plain(pos, depth):
    """perft without the memo (slow; used to check perft on small depths)."""
    if depth == 0:
        return 1
    moves = legal_moves(pos)
    if depth == 1:
        return len(moves)
    return sum(perft_plain(play(pos, m), depth - 1) for m in moves)


def play_all(pos, moves):
    for m in moves:
        pos = play(pos, m)
    return pos


def random_game(options, seed, plies=None):
    """Play up to `plies` turns (None: to the end) chosen with
    rng.choice(legal_moves(pos)); stops early if the game ends."""
    rng = random.Random(seed)
    pos = start(options)
    moves = []
    while plies is None or len(moves) < plies:
        legal = legal_moves(pos)
        if not legal:
            break
        m = rng.choice(legal)
        moves.append(m)
        pos = play(pos, m)
    return pos, moves


# --------------------------------------------------------------------------
# Reference data: the random games and hand cases to compute, and the perft
# counts of compute_reference() (PERFT), too slow to recompute in a test.
# --------------------------------------------------------------------------

CONFIGS = {
    "default": {},
    "no_diagonals": {"diagonals": False},
    "geese17_no_back": {"geese": 17, "geese_move_back": False},
    "fox_wins_at_8": {"fox_wins_at": 8},
}
PERFT_LIMIT = 3_000_000        # perft from the start until a count passes it
PERFT_MAX_DEPTH = 8
RANDOM_LIMIT = 200_000         # perft of a random position until a count passes it
RANDOM_MAX_DEPTH = 8
# (seed, plies): plies None plays the game to its end.
# The games to the end were picked for their ends: default 4, no_diagonals
# 4, fox_wins_at_8 23 and 29 the fox's win by the count; default 169 and
# no_diagonals 180 the fox shut in (the geese win); geese17_no_back 12 the
# geese stuck (the fox wins); no_diagonals 11 and geese17_no_back 4 the ply
# limit.
RANDOM_SPECS = {
    "default": [(1, 8), (2, 25), (3, 60), (4, None), (169, None)],
    "no_diagonals": [(1, 8), (2, 25), (3, 60), (4, None), (11, None), (180, None)],
    "geese17_no_back": [(1, 8), (2, 25), (3, 40), (4, None), (12, None)],
    "fox_wins_at_8": [(21, 8), (22, 25), (23, None), (29, None)],
}

# Hand cases: position texts (default options unless said) and what is
# asserted about them in self_check.
HAND_CASES = {
    # Fox on d3 (odd: no diagonal lines).  Steps d3-c3, d3-e3, d3-d2 (d4 is
    # a goose).  Jump over d4 onto d5; from d5 (odd) over c5 onto b5 or over
    # e5 onto f5 (d6 is empty, so not over it).  From b5 and f5 nothing more.
    "branching_chain": "GGG/3/2G1G2/3G3/3F3/3/3 1 - 20",
    # Fox on c3 with geese on c4, d5, e4 and d3 around the empty d4: the
    # chain goes round the square either way and lands on c3 again.  The
    # geese on g3 g4 g5 are out of reach; taking all four leaves three.
    "chain_back_to_start": "3/3/3G2G/2G1G1G/2FG2G/3/3 1 - 30",
    # Fox on c1 (even): a diagonal jump over d2 onto e3, then over d4 onto
    # c5 (and over b4 onto a3), or over f4 onto g5 (and over g4 onto g3).
    "diagonal_chain": "GGG/3/7/1G1G1GG/7/1G1/F2 1 - 10",
    # Geese to move; e6-e7 shuts the fox in on d7 (c7, e7, d6 geese, and
    # d5 a goose behind d6; b7 and f7 are off the board).
    "trap": "GF1/1GG/3G3/7/7/3/3 0 - 40",
    # Fox on d4 to move with four geese (d5, a3, g3, c1); the jump over d5
    # leaves three: the fox wins.
    "count_rule": "3/3/3G3/3F3/G5G/3/G2 1 - 50",
    # Geese (not moving back) blocked: c7 d7 e7 full, a5 in front of the
    # fox on b5 (a6 and b6 are off the board).
    "geese_stuck": "GGG/3/GF5/7/7/3/3 0 - 60",
}
HAND_OPTIONS = {"geese_stuck": {"geese_move_back": False}}
# A turn played in a hand case: hand_case(name)["after"] holds the text,
# moves and outcome after it.
HAND_PLAYS = {"trap": "e6-e7", "count_rule": "d4-d6",
              "chain_back_to_start": "c3-c5-e5-e3-c3"}


# For each configuration: perft from the start until a count passes
# PERFT_LIMIT, and from each position of RANDOM_SPECS, in order, until a
# count passes RANDOM_LIMIT (or is 0: the game is over).
PERFT = {
    "default": {
        "start": [10, 54, 860, 4252, 74128, 380230, 7352398],
        "random": [
            [23, 69, 1609, 7503, 177831, 786115],  # seed 1, 8 plies
            [3, 57, 219, 4354, 17660, 356085],  # seed 2, 25 plies
            [18, 90, 1998, 9277, 208953],  # seed 3, 60 plies
            [0],  # seed 4, to the end
            [0],  # seed 169, to the end
        ],
    },
    "no_diagonals": {
        "start": [6, 18, 188, 634, 7282, 25304, 335124, 1073670],
        "random": [
            [14, 42, 573, 1534, 21621, 65043, 943537],  # seed 1, 8 plies
            [4, 75, 245, 4453, 14838, 265570],  # seed 2, 25 plies
            [18, 60, 977, 3009, 49894, 167833, 2748215],  # seed 3, 60 plies
            [0],  # seed 4, to the end
            [0],  # seed 11, to the end
            [0],  # seed 180, to the end
        ],
    },
    "geese17_no_back": {
        "start": [12, 58, 904, 3986, 67324, 313648, 5738628],
        "random": [
            [22, 66, 1443, 6605, 142197, 608021],  # seed 1, 8 plies
            [4, 81, 315, 6522, 30277, 621664],  # seed 2, 25 plies
            [21, 127, 2627, 13882, 260785],  # seed 3, 40 plies
            [0],  # seed 4, to the end
            [0],  # seed 12, to the end
        ],
    },
    "fox_wins_at_8": {
        "start": [10, 54, 860, 4252, 74128, 380230, 7346774],
        "random": [
            [17, 84, 1641, 8450, 169052, 822316],  # seed 21, 8 plies
            [3, 57, 266, 5853, 26062, 593061],  # seed 22, 25 plies
            [0],  # seed 23, to the end
            [0],  # seed 29, to the end
        ],
    },
}


def reference(name):
    """What the reference says of configuration `name` (shared_reference.configuration): its
    start, perft from it (PERFT), and its random games, recomputed but for the perft counts."""
    return shared_reference.configuration(sys.modules[__name__], name)


def _entry(pos):
    o = outcome(pos)
    return {"text": text(pos), "moves": legal_moves(pos),
            "outcome": list(o) if o else None}


@functools.lru_cache(maxsize=None)
def _hand_case(name):
    options = HAND_OPTIONS.get(name, {})
    pos = from_text(HAND_CASES[name], options)
    entry = dict(_entry(pos), text=HAND_CASES[name], options=dict(options))
    if name in HAND_PLAYS:
        entry["after"] = dict(_entry(play(pos, HAND_PLAYS[name])), move=HAND_PLAYS[name])
    return entry


def hand_case(name):
    """What the reference says of hand case `name` (HAND_CASES, under HAND_OPTIONS): its text,
    options, moves and outcome, and for one of HAND_PLAYS the move, text, moves and outcome
    after it, as compute_reference computes them under "hand".  A copy: callers may change it."""
    return copy.deepcopy(_hand_case(name))


def compute_reference(verbose=False):
    ref = {}
    for name, options in CONFIGS.items():
        entry = {"options": dict(options)}
        pos = start(options)
        entry["start_text"] = text(pos)
        entry["start_moves"] = legal_moves(pos)
        table = []
        for d in range(1, PERFT_MAX_DEPTH + 1):
            t0 = time.time()
            table.append(perft(pos, d))
            if verbose:
                print("%s perft(%d) = %d  (%.1f s)"
                      % (name, d, table[-1], time.time() - t0))
            if table[-1] > PERFT_LIMIT:
                break
        entry["perft"] = table
        randoms = []
        for seed, plies in RANDOM_SPECS[name]:
            rpos, rmoves = random_game(options, seed, plies)
            rtable = []
            for d in range(1, RANDOM_MAX_DEPTH + 1):
                rtable.append(perft(rpos, d))
                if rtable[-1] == 0 or rtable[-1] > RANDOM_LIMIT:
                    break
            o = outcome(rpos)
            randoms.append({"seed": seed, "plies": plies, "moves": rmoves,
                            "text": text(rpos), "perft": rtable,
                            "outcome": list(o) if o else None})
            if verbose:
                print("%s seed=%d plies=%s (%d played) %s perft %s outcome %s"
                      % (name, seed, plies, len(rmoves), text(rpos), rtable, o))
        entry["random"] = randoms
        ref[name] = entry
    hand = {}
    for name, t in HAND_CASES.items():
        p = from_text(t, HAND_OPTIONS.get(name))
        o = outcome(p)
        hand[name] = {"text": t, "options": dict(HAND_OPTIONS.get(name, {})),
                      "moves": legal_moves(p), "outcome": list(o) if o else None}
        if name in HAND_PLAYS:
            q = play(p, HAND_PLAYS[name])
            oq = outcome(q)
            hand[name]["after"] = {"move": HAND_PLAYS[name], "text": text(q),
                                   "moves": legal_moves(q),
                                   "outcome": list(oq) if oq else None}
    ref["hand"] = hand
    return ref


# --------------------------------------------------------------------------
# Hand checks of the rules.
# --------------------------------------------------------------------------

def _fresh(fox=None, geese=(), side=1, ply=0, options=None):
    board = empty_board()
    if fox:
        board[BY_NAME[fox]] = FOX
    for g in geese:
        board[BY_NAME[g]] = GOOSE
    return {"board": tuple(board), "side": side, "ply": ply,
            "options": make_options(options)}


def self_check():
    # The cross: 49 - 4 * 4 = 33 cells; the corners are off.
    assert len(CELLS) == 33
    for name in "a1 b1 a2 b2 f1 g1 f2 g2 a6 b6 a7 b7 f6 g6 f7 g7".split():
        assert BY_NAME[name] not in CELLS, name
    # Lines: orthogonal pairs are 2 per short rank/file (ranks and files 1,
    # 2, 6, 7) and 6 per long one (3, 4, 5): 4 * 2 + 3 * 6 = 26 each way,
    # 52 in all.  Every 2x2 block of on-board cells has exactly one even
    # diagonal: 12 blocks in each arm, 4 shared, 20 diagonal lines.
    _, steps, _ = tables(make_options())
    assert sum(len(steps[i]) for i in CELLS) == 2 * (52 + 20)
    _, steps_orth, _ = tables(make_options({"diagonals": False}))
    assert sum(len(steps_orth[i]) for i in CELLS) == 2 * 52
    # The fox with geese on c1 d1 e1 c2 only: on d4 (even) 8 steps, on d3
    # (odd) 4, on c3 (even; b2 is off, c2 a goose) 6, on a3 3 (a4 b3 b4),
    # on d7 (odd) 3; no diagonals: d4 has 4.
    def fox_alone(cell, options=None):
        return legal_moves(_fresh(cell, ["c1", "d1", "e1", "c2"], 1, 0, options))
    assert fox_alone("d4") == ["d4-c3", "d4-c4", "d4-c5", "d4-d3", "d4-d5",
                               "d4-e3", "d4-e4", "d4-e5"]
    assert fox_alone("d3") == ["d3-c3", "d3-d2", "d3-d4", "d3-e3"]
    # (Jumping c2 from c3 would land on c1, a goose.)
    assert fox_alone("c3") == ["c3-b3", "c3-b4", "c3-c4", "c3-d2", "c3-d3",
                               "c3-d4"]
    assert fox_alone("a3") == ["a3-a4", "a3-b3", "a3-b4"]
    assert fox_alone("d7") == ["d7-c7", "d7-d6", "d7-e7"]
    assert fox_alone("d4", {"diagonals": False}) == ["d4-c4", "d4-d3", "d4-d5", "d4-e4"]

    # Start texts.
    assert text(start()) == "3/3/7/3F3/GGGGGGG/GGG/GGG 0 - 0"
    assert text(start({"geese": 15})) == "3/3/7/G2F2G/GGGGGGG/GGG/GGG 0 - 0"
    assert text(start({"geese": 17})) == "3/3/7/GG1F1GG/GGGGGGG/GGG/GGG 0 - 0"
    for opts in ({}, {"geese": 15}, {"geese": 17}):
        assert from_text(text(start(opts)), opts) == start(opts)
    # Start moves, counted by hand.  13 geese with diagonals: the rank-3
    # geese forward (d3 is blocked by the fox) a3-a4 b3-b4 c3-c4 e3-e4
    # f3-f4 g3-g4, diagonally forward from the even cells a3 c3 e3 g3:
    # a3-b4 c3-b4 e3-f4 g3-f4 (c3-d4, e3-d4: the fox); no sideways or
    # backward cell is free (c2 d2 e2 are geese, a2 b2 f2 g2 are off); the
    # geese on ranks 1-2 are all blocked.  10 moves.
    assert legal_moves(start()) == ["a3-a4", "a3-b4", "b3-b4", "c3-b4", "c3-c4",
                                    "e3-e4", "e3-f4", "f3-f4", "g3-f4", "g3-g4"]
    # Without diagonals: the 6 forward steps.
    assert legal_moves(start({"diagonals": False})) == [
        "a3-a4", "b3-b4", "c3-c4", "e3-e4", "f3-f4", "g3-g4"]
    # 17 geese, not moving back: a4-a5; b4 (even) b4-b5 b4-c4 b4-a5 b4-c5;
    # f4 (even) f4-f5 f4-e4 f4-e5 f4-g5; g4-g5; c3-c4 e3-e4 (c3-d4 and
    # e3-d4 are the fox, the rest blocked).  12 moves.
    assert legal_moves(start({"geese": 17, "geese_move_back": False})) == [
        "a4-a5", "b4-a5", "b4-b5", "b4-c4", "b4-c5", "c3-c4", "e3-e4",
        "f4-e4", "f4-e5", "f4-f5", "f4-g5", "g4-g5"]
    # The fox's first turn: after a3-a4 it steps to c4 c5 d5 e4 e5 (c3 d3
    # e3 are geese; jumping them would land on b2 (off), d2 (a goose), f2
    # (off)).  After c3-c4 it also jumps c4 onto b4, and steps to c3.
    assert legal_moves(play(start(), "a3-a4")) == [
        "d4-c4", "d4-c5", "d4-d5", "d4-e4", "d4-e5"]
    assert legal_moves(play(start(), "c3-c4")) == [
        "d4-b4", "d4-c3", "d4-c5", "d4-d5", "d4-e4", "d4-e5"]
    # perft 2 by hand: 5 fox turns after a3-a4 a3-b4 b3-b4 f3-f4 g3-f4
    # g3-g4, 6 after c3-b4 (c3 freed) c3-c4 (c3 freed, jump onto b4) e3-e4
    # e3-f4: 6 * 5 + 4 * 6 = 54.  Without diagonals the fox has 3 steps
    # after every goose move except c3-c4 / e3-e4 (2 steps and a jump): 18.
    assert perft_plain(start(), 2) == 54
    assert perft_plain(start({"diagonals": False}), 2) == 18
    # The memo of perft agrees with the plain recursion.
    for opts in CONFIGS.values():
        for d in range(1, 5):
            assert perft(start(opts), d) == perft_plain(start(opts), d), (opts, d)

    # Hand cases (see HAND_CASES for the pictures).
    p = from_text(HAND_CASES["branching_chain"])
    assert text(p) == HAND_CASES["branching_chain"]
    assert legal_moves(p) == ["d3-c3", "d3-d2", "d3-d5", "d3-d5-b5", "d3-d5-f5",
                              "d3-e3"]
    assert text(play(p, "d3-d5-b5")) == "GGG/3/1F2G2/7/7/3/3 0 - 21"
    p = from_text(HAND_CASES["chain_back_to_start"])
    # Steps b3 b4 c2 d2 d4; jumps round the square both ways, stopping
    # after each of the four jumps.
    assert legal_moves(p) == [
        "c3-b3", "c3-b4", "c3-c2", "c3-c5", "c3-c5-e5", "c3-c5-e5-e3",
        "c3-c5-e5-e3-c3", "c3-d2", "c3-d4", "c3-e3", "c3-e3-e5",
        "c3-e3-e5-c5", "c3-e3-e5-c5-c3"]
    q = play(p, "c3-c5-e5-e3-c3")
    assert text(q) == "3/3/6G/6G/2F3G/3/3 0 - 31"
    assert outcome(q) == (1, "condition") and legal_moves(q) == []
    q = play(p, "c3-e3-e5")
    assert text(q) == "3/3/3GF1G/2G3G/6G/3/3 0 - 31" and outcome(q) is None
    p = from_text(HAND_CASES["diagonal_chain"])
    assert legal_moves(p) == ["c1-c2", "c1-d1", "c1-e3", "c1-e3-c5", "c1-e3-c5-a3",
                              "c1-e3-g5", "c1-e3-g5-g3"]
    assert legal_moves(from_text(HAND_CASES["diagonal_chain"], {"diagonals": False})) == [
        "c1-c2", "c1-d1"]
    p = from_text(HAND_CASES["trap"])
    assert legal_moves(p) == ["c7-c6", "d5-c5", "d5-d4", "d5-e5", "d6-c5", "d6-c6",
                              "d6-e5", "d6-e7", "e6-e5", "e6-e7"]
    q = play(p, "e6-e7")
    assert text(q) == "GFG/1G1/3G3/7/7/3/3 1 - 41"
    assert legal_moves(q) == [] and outcome(q) == (0, "no_legal_move")
    p = from_text(HAND_CASES["count_rule"])
    assert legal_moves(p) == ["d4-c3", "d4-c4", "d4-c5", "d4-d3", "d4-d6",
                              "d4-e3", "d4-e4", "d4-e5"]
    q = play(p, "d4-d6")
    assert text(q) == "3/1F1/7/7/G5G/3/G2 0 - 51"
    assert outcome(q) == (1, "condition") and legal_moves(q) == []
    assert perft(q, 1) == 0 and perft(q, 3) == 0
    p = from_text(HAND_CASES["geese_stuck"], {"geese_move_back": False})
    assert legal_moves(p) == [] and outcome(p) == (1, "no_legal_move")
    # Moving back they can: a5-a4, a5-b4 (a5 even), c7-c6, c7-d6, d7-d6,
    # e7-d6, e7-e6 (d7 odd: no diagonal).
    p = from_text(HAND_CASES["geese_stuck"])
    assert legal_moves(p) == ["a5-a4", "a5-b4", "c7-c6", "c7-d6", "d7-d6",
                              "e7-d6", "e7-e6"]

    # The order of the end rules.
    # Three geese: the fox has won even though it could move.
    p = from_text("GFG/1G1/7/7/7/3/3 1 - 5")
    assert outcome(p) == (1, "condition") and legal_moves(p) == []
    assert outcome(from_text("GFG/1G1/7/7/7/3/3 1 - 5", {"fox_wins_at": 2})) is None
    # The ply limit after the no-legal-move rule.
    p = from_text("3/3/7/3F3/GGGGGGG/GGG/GGG 0 - 300")
    assert outcome(p) == (None, "ply_limit") and legal_moves(p) == []
    assert outcome(from_text("3/3/7/3F3/GGGGGGG/GGG/GGG 0 - 299")) is None
    assert outcome(from_text("3/3/7/3F3/GGGGGGG/GGG/GGG 0 - 20", {"max_plies": 20})) == \
        (None, "ply_limit")
    p = from_text("GGG/3/GF5/7/7/3/3 0 - 300", {"geese_move_back": False})
    assert outcome(p) == (1, "no_legal_move")
    # Geese never jump: a goose next to the fox with the cell beyond empty.
    p = from_text("3/3/7/2GF3/GGGGGGG/GGG/GGG 0 - 2")
    assert all("c4-e4" != m for m in legal_moves(p))
    # Texts: a rank with too many or too few cells is refused.
    for bad in ("4/3/7/3F3/GGGGGGG/GGG/GGG 0 - 0", "3/3/7/3F4/GGGGGGG/GGG/GGG 0 - 0",
                "3/3/7/3F2/GGGGGGG/GGG/GGG 0 - 0", "3/7/3F3/GGGGGGG/GGG/GGG 0 - 0",
                "GGGG/3/7/3F3/GGGGGGG/GGG/GGG 0 - 0"):
        try:
            from_text(bad)
        except ValueError:
            pass
        else:
            raise AssertionError("accepted %r" % bad)
    return True


def main():
    t0 = time.time()
    self_check()
    print("self checks passed (%.1f s)" % (time.time() - t0))
    ref = compute_reference(verbose=True)
    for name in CONFIGS:
        print("%s start moves %s" % (name, ref[name]["start_moves"]))
    for name, case in ref["hand"].items():
        print("hand", name, case)
    stored = {name: reference(name) for name in CONFIGS}
    stored["hand"] = {name: hand_case(name) for name in HAND_CASES}
    ok = ref == stored
    print("total time %.1f s" % (time.time() - t0))
    if not ok:
        for key in ref:
            if ref[key] != stored[key]:
                print("MISMATCH in", key)
                print(" computed:", ref[key])
                print(" stored:  ", stored[key])
    assert ok, "recomputed values differ from PERFT"
    print("PERFT matches")


if __name__ == "__main__":
    main()

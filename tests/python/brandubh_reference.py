"""Independent reference implementation of Brandubh, the Irish tafl game.

Written from the rules alone (docs/rules.md; it does not import boardlab) so
that its answers can be used to check another engine against.

Rules implemented
-----------------
* Board 7x7, files a..g (0..6), ranks 1..7 (0..6), "a1" = (0, 0) bottom left.
* Attackers 'A' are player 0 and move first; defenders 'D' and their king
  'K' are player 1.  Start: A on d1 d2 a4 b4 f4 g4 d6 d7, D on d3 c4 e4 d5,
  K on the throne d4.
* Every piece, the king too, moves like a chess rook: any number of empty
  cells along its rank or file, never over or onto another piece.
* The throne (d4) and the corners (a1 g1 a7 g7) are the king's alone: no
  other piece stops on one.  Any piece passes over the empty throne (no
  piece can pass over a corner: it ends its line).
* Capture: after the mover's piece lands, each enemy piece orthogonally next
  to it is taken when the cell straight beyond it holds a piece of the
  mover's or is an empty hostile cell.  The corners are hostile to every
  piece; the empty throne is hostile only with throne_hostile=True.  Only
  the mover's move captures: a piece may step in between two enemies.
* king_armed=True (the default): the king takes part in captures, as the
  piece that moves and as the piece beyond.  False: neither.
* The king is taken as any piece (king_surrounded=False, the default), or,
  with king_surrounded=True, only when all four cells next to him hold an
  attacker or are hostile (off the board is not, so never on the edge).
* End, checked in this order after every move (and in any position):
  1. the king on a corner: the defenders (1) win, reason "condition";
  2. no king on the board: the attackers (0) win, reason "condition";
  3. the player to move has no legal move: draw, reason "no_legal_move";
  4. ply >= max_plies (default 300): draw, reason "ply_limit".
  A finished position has no legal moves.
* Move text "d1-d3"; position text: ranks 7 down to 1 separated by "/", runs
  of empty cells as decimal counts, then " <side> - <ply>".

Random positions: a game is played from the start with
``rng = random.Random(seed)`` and at every ply ``rng.choice(legal_moves(pos))``
where ``legal_moves`` returns the moves sorted as Python strings.  The move
sequences are recorded too, so another engine can replay them without
depending on its own move ordering.

The perft counts take minutes to compute here, so they are kept in PERFT;
everything else ``reference(name)`` recomputes when asked.  Run
``python3 tests/python/brandubh_reference.py`` to recompute everything and
check it against PERFT.
"""

import sys
import itertools
import random
import time

import shared_reference

EMPTY = "."
ATTACKER = "A"
DEFENDER = "D"
KING = "K"
FILES = "abcdefg"
SIZE = 7

DEFAULT_OPTIONS = {"king_surrounded": False, "king_armed": True,
                   "throne_hostile": False, "max_plies": 300}
BOOLEAN_OPTIONS = ("king_surrounded", "king_armed", "throne_hostile")

DIRECTIONS = ((1, 0), (-1, 0), (0, 1), (0, -1))  # (df, dr)


# --------------------------------------------------------------------------
# Geometry: a cell is the index f + 7 * r.
# --------------------------------------------------------------------------

def index(f, r):
    return f + SIZE * r


def on_board(f, r):
    return 0 <= f < SIZE and 0 <= r < SIZE


NAMES = {index(f, r): FILES[f] + str(r + 1)
         for r in range(SIZE) for f in range(SIZE)}
BY_NAME = {name: i for i, name in NAMES.items()}
THRONE = BY_NAME["d4"]
CORNERS = frozenset(BY_NAME[c] for c in ("a1", "g1", "a7", "g7"))
RESTRICTED = CORNERS | {THRONE}

# RAYS[i]: for each direction the cells from i outwards to the edge.
RAYS = {}
# NEXT[i]: (neighbour, cell beyond it) for each direction, None where off
# the board.
NEXT = {}
for _i in NAMES:
    _f, _r = _i % SIZE, _i // SIZE
    RAYS[_i] = []
    NEXT[_i] = []
    for _df, _dr in DIRECTIONS:
        ray = []
        k = 1
        while on_board(_f + k * _df, _r + k * _dr):
            ray.append(index(_f + k * _df, _r + k * _dr))
            k += 1
        RAYS[_i].append(tuple(ray))
        NEXT[_i].append((ray[0] if ray else None,
                         ray[1] if len(ray) > 1 else None))


def owner(piece):
    if piece == ATTACKER:
        return 0
    if piece in (DEFENDER, KING):
        return 1
    return None


# --------------------------------------------------------------------------
# Position: a plain dict {"board": tuple of 49 chars ('A', 'D', 'K', '.'),
# "side": 0/1, "ply": int, "options": dict}
# --------------------------------------------------------------------------

def make_options(options=None):
    opts = dict(DEFAULT_OPTIONS)
    for k, v in (options or {}).items():
        if k not in opts:
            raise ValueError("unknown option %r" % k)
        opts[k] = v
    return opts


START_TEXT = "3A3/3A3/3D3/AADKDAA/3D3/3A3/3A3 0 - 0"


def start(options=None):
    return from_text(START_TEXT, options)


def hostile(board, cell, options):
    """Is this cell an empty hostile cell (for every piece)?"""
    if board[cell] != EMPTY:
        return False
    return cell in CORNERS or (cell == THRONE and options["throne_hostile"])


def _captures(board, to, side, options):
    """The cells taken by the piece of `side` that has just landed on `to`."""
    mover = board[to]
    if mover == KING and not options["king_armed"]:
        return []
    if side == 0:
        anvils = (ATTACKER,)
    elif options["king_armed"]:
        anvils = (DEFENDER, KING)
    else:
        anvils = (DEFENDER,)
    taken = []
    for victim, beyond in NEXT[to]:
        if victim is None or owner(board[victim]) != 1 - side:
            continue
        if board[victim] == KING and options["king_surrounded"]:
            # All four sides, the mover's own cell among them.
            if all(n is not None and (board[n] == ATTACKER or hostile(board, n, options))
                   for n, _ in NEXT[victim]):
                taken.append(victim)
            continue
        if beyond is None:
            continue
        if board[beyond] in anvils or hostile(board, beyond, options):
            taken.append(victim)
    return taken


def _moves(board, side, options):
    """All moves of `side` as (text, board after), whatever the end rules."""
    out = []
    for i in NAMES:
        piece = board[i]
        if owner(piece) != side:
            continue
        for ray in RAYS[i]:
            for j in ray:
                if board[j] != EMPTY:
                    break
                if j in RESTRICTED and piece != KING:
                    if j in CORNERS:
                        break
                    continue  # over the empty throne, not onto it
                b = list(board)
                b[i] = EMPTY
                b[j] = piece
                for victim in _captures(b, j, side, options):
                    b[victim] = EMPTY
                out.append((NAMES[i] + "-" + NAMES[j], tuple(b)))
    return out


def _count(board, side, ply, options):
    """len(_children(...)) without making the boards: captures change no count."""
    n = 0
    for i in NAMES:
        piece = board[i]
        if owner(piece) != side:
            continue
        for ray in RAYS[i]:
            for j in ray:
                if board[j] != EMPTY:
                    break
                if j in RESTRICTED and piece != KING:
                    if j in CORNERS:
                        break
                    continue
                n += 1
    return 0 if _outcome(board, side, ply, options, n) is not None else n


def _outcome(board, side, ply, options, moves):
    if any(board[c] == KING for c in CORNERS):
        return (1, "condition")
    if KING not in board:
        return (0, "condition")
    if not moves:
        return (None, "no_legal_move")
    if ply >= options["max_plies"]:
        return (None, "ply_limit")
    return None


def outcome(pos):
    """None while the game goes on, else (winner 0/1/None, reason)."""
    moves = _moves(pos["board"], pos["side"], pos["options"])
    return _outcome(pos["board"], pos["side"], pos["ply"], pos["options"], moves)


def _children(board, side, ply, options):
    moves = _moves(board, side, options)
    if _outcome(board, side, ply, options, moves) is not None:
        return []
    return moves


def legal_moves(pos):
    """All legal moves as texts, sorted ([] when the game is over)."""
    return sorted(t for t, _ in _children(pos["board"], pos["side"],
                                          pos["ply"], pos["options"]))


def play(pos, move):
    """Return the position after the move text (checked for legality)."""
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
    board = [EMPTY] * (SIZE * SIZE)
    for i, row in enumerate(rows):
        r = SIZE - 1 - i
        f = 0
        num = ""
        for ch in row + "|":
            if ch.isdigit():
                num += ch
                continue
            if num:
                f += int(num)
                num = ""
            if ch in (ATTACKER, DEFENDER, KING):
                if f >= SIZE:
                    raise ValueError("rank %d of %r is too long" % (r + 1, s))
                board[index(f, r)] = ch
                f += 1
            elif ch != "|":
                raise ValueError("bad character %r in %r" % (ch, s))
        if f != SIZE:
            raise ValueError("rank %d of %r has %d cells" % (r + 1, s, f))
    return {"board": tuple(board), "side": int(side), "ply": int(ply),
            "options": opts}


def perft(pos, depth):
    """Number of move sequences of `depth` moves (a memo only saves
    recomputing transpositions; each path still counts)."""
    memo = {}
    options = pos["options"]

    def count(board, side, ply, d):
        if d == 1:
            return _count(board, side, ply, options)
        kids = _children(board, side, ply, options)
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
    """Play up to `plies` moves (None: to the end) chosen with
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


# Every combination of the three rule options, named by the options that
# differ from the default ("king_unarmed" is king_armed=False).
OPTION_NAMES = {"king_surrounded": "king_surrounded", "king_armed": "king_unarmed",
                "throne_hostile": "throne_hostile"}
CONFIGS = {}
for _values in itertools.product((False, True), repeat=3):
    _opts = {k: (not DEFAULT_OPTIONS[k]) for k, v in zip(BOOLEAN_OPTIONS, _values) if v}
    CONFIGS["+".join(OPTION_NAMES[k] for k in _opts) or "default"] = _opts


# --------------------------------------------------------------------------
# Reference data: the random games and hand cases to compute, and the perft
# counts of compute_reference() (PERFT), too slow to recompute in a test.
# --------------------------------------------------------------------------

# Depth of perft from the start.  A capture changes the counts only from the
# ply after it: the king moves first on ply 4, so king_armed counts from
# depth 5, but a piece taken against the empty throne or the king taken
# happens on ply 5 at the earliest, so throne_hostile and king_surrounded
# would need depth 6 (some 2e9 leaves, beyond this program); the random
# positions below show them.
PERFT_DEPTH = 5
RANDOM_LIMIT = 300_000         # perft of a random position until a count passes it
RANDOM_MAX_DEPTH = 6
# (seed, plies): plies None plays the game to its end.  The games to the
# end are, for each configuration, the first seeds (of 0..1499) that end in
# a king's escape, his capture, the ply limit and a blocked game (with
# king_unarmed, alone or with one other option, none of the 1500 was blocked).
END_SEEDS = {
    "default": [0, 7, 96, 670],
    "throne_hostile": [0, 3, 108, 670],
    "king_unarmed": [1, 0, 51],
    "king_unarmed+throne_hostile": [0, 2, 392],
    "king_surrounded": [0, 1246, 8, 670],
    "king_surrounded+throne_hostile": [0, 39, 3, 95],
    "king_surrounded+king_unarmed": [0, 6, 9],
    "king_surrounded+king_unarmed+throne_hostile": [0, 6, 7, 95],
}
RANDOM_SPECS = {name: [(1, 12), (2, 30), (3, 50)] + [(seed, None) for seed in seeds]
                for name, seeds in END_SEEDS.items()}

# Hand cases: name -> (position text, a move played in it or None).  What
# the rules say of each is asserted in self_check.
HAND_CASES = {
    # c6-c3 lands between three defenders with an attacker beyond each: all
    # three are taken at once.
    "three_at_once": ("7/2A2K1/7/7/AD1DA2/2D4/2A4 0 - 20", "c6-c3"),
    # c7-c5 steps in between the attackers on b5 and d5: unharmed, and it
    # takes nothing (a5 and e5 are empty).
    "between_two_enemies": ("2D4/7/1A1A3/7/7/5K1/7 1 - 30", "c7-c5"),
    # c3-c1 takes b1 against the corner a1.
    "corner_takes_defender": ("7/7/7/3K3/2A4/7/1D5 0 - 12", "c3-c1"),
    # e3-g3 takes g2 against the corner g1: corners are hostile to all.
    "corner_takes_attacker": ("7/7/7/7/4D2/6A/2K4 1 - 14", "e3-g3"),
    # g6-d6 has the empty throne beyond the defender on d5.
    "throne_takes_defender": ("7/6A/3D3/7/7/1K5/7 0 - 40", "g6-d6"),
    # g6-d6 has the empty throne beyond the attacker on d5.
    "throne_takes_attacker": ("7/6D/3A3/7/7/1K5/7 1 - 40", "g6-d6"),
    # g2-d2 encloses the king on c2 between d2 and b2, with c1 and c3 free.
    "king_between_two": ("7/5D1/7/7/7/1AK3A/7 0 - 50", "g2-d2"),
    # c4-a4 encloses the king on the edge (a3) against a2.
    "king_on_the_edge": ("7/5D1/7/2A4/K6/A6/7 0 - 52", "c4-a4"),
    # c6-c4 closes the fourth side of the king on c3.
    "king_on_four_sides": ("7/2A4/7/7/1AKA3/2A4/7 0 - 60", "c6-c4"),
    # g6-d6 leaves the king on d5 with attackers on three sides and the
    # empty throne on the fourth.
    "king_by_the_throne": ("7/6A/2AKA2/7/7/7/7 0 - 70", "g6-d6"),
    # The king moves d7-d5 next to the attacker on c5, a defender beyond.
    "king_as_hammer": ("3K3/7/1DA4/7/7/5A1/7 1 - 80", "d7-d5"),
    # A defender moves d7-d5 next to the attacker on c5, the king beyond.
    "king_as_anvil": ("3D3/7/1KA4/7/7/5A1/7 1 - 90", "d7-d5"),
    # Attackers pass over the empty throne and stop short of the corners.
    "restricted_cells": ("1A5/7/7/7/7/3A3/5K1 0 - 100", None),
    # The king may stop on a corner (and on the throne): f1-g1 wins.
    "king_escapes": ("7/7/7/7/7/3A3/5K1 1 - 101", "f1-g1"),
    # The king back onto the empty throne (the attacker on b1: the corners
    # are the king's alone, so no attacker stands on one).
    "king_onto_the_throne": ("7/7/7/7/3K3/7/1A5 1 - 7", "d3-d4"),
    # The attacker on b1 cannot move (a1 a corner, c1 and b2 defenders).
    "attackers_blocked": ("7/7/7/3K3/7/1D5/1AD4 0 - 20", None),
    # No attackers left: the attackers have no move.
    "no_attackers": ("7/7/7/3K3/7/7/7 0 - 10", None),
    # No king (and no defenders, so no move either): the attackers have won.
    "no_king": ("7/7/7/7/7/7/1A5 1 - 5", None),
    # The king on a corner at the ply limit, the attackers without a move.
    "corner_first": ("K6/7/7/7/7/7/7 0 - 300", None),
    # The ply limit, and blocked at the ply limit.
    "ply_limit": ("3A3/3A3/3D3/AADKDAA/3D3/3A3/3A3 0 - 300", None),
    "before_ply_limit": ("3A3/3A3/3D3/AADKDAA/3D3/3A3/3A3 0 - 299", None),
    "blocked_at_ply_limit": ("7/7/7/3K3/7/1D5/1AD4 0 - 300", None),
}


# For each configuration: perft from the start to PERFT_DEPTH, and from each
# position of RANDOM_SPECS, in order, until a count passes RANDOM_LIMIT.
PERFT = {
    "default": {
        "start": [40, 960, 39512, 1007392, 41843336],
        "random": [
            [49, 1051, 48406, 1223281],  # seed 1, 12 plies
            [46, 1010, 44057, 1073460],  # seed 2, 30 plies
            [39, 1044, 37106, 1024504],  # seed 3, 50 plies
            [0],  # seed 0, to the end
            [0],  # seed 7, to the end
            [0],  # seed 96, to the end
            [0],  # seed 670, to the end
        ],
    },
    "throne_hostile": {
        "start": [40, 960, 39512, 1007392, 41843336],
        "random": [
            [49, 1051, 48405, 1218548],  # seed 1, 12 plies
            [46, 1002, 43928, 1057205],  # seed 2, 30 plies
            [16, 553, 9154, 332572],  # seed 3, 50 plies
            [0],  # seed 0, to the end
            [0],  # seed 3, to the end
            [0],  # seed 108, to the end
            [0],  # seed 670, to the end
        ],
    },
    "king_unarmed": {
        "start": [40, 960, 39512, 1007392, 41843400],
        "random": [
            [49, 1051, 48560, 1214156],  # seed 1, 12 plies
            [49, 1532, 72987, 2060464],  # seed 2, 30 plies
            [40, 1169, 46364, 1283962],  # seed 3, 50 plies
            [0],  # seed 1, to the end
            [0],  # seed 0, to the end
            [0],  # seed 51, to the end
        ],
    },
    "king_unarmed+throne_hostile": {
        "start": [40, 960, 39512, 1007392, 41843400],
        "random": [
            [49, 1051, 48559, 1210283],  # seed 1, 12 plies
            [49, 1532, 72801, 2050725],  # seed 2, 30 plies
            [50, 1098, 48405, 1044255],  # seed 3, 50 plies
            [0],  # seed 0, to the end
            [0],  # seed 2, to the end
            [0],  # seed 392, to the end
        ],
    },
    "king_surrounded": {
        "start": [40, 960, 39512, 1007392, 41843336],
        "random": [
            [49, 1051, 48406, 1224102],  # seed 1, 12 plies
            [46, 1010, 44057, 1078826],  # seed 2, 30 plies
            [39, 1070, 38165, 1072060],  # seed 3, 50 plies
            [0],  # seed 0, to the end
            [0],  # seed 1246, to the end
            [0],  # seed 8, to the end
            [0],  # seed 670, to the end
        ],
    },
    "king_surrounded+throne_hostile": {
        "start": [40, 960, 39512, 1007392, 41843336],
        "random": [
            [49, 1051, 48405, 1223964],  # seed 1, 12 plies
            [46, 1002, 43928, 1062539],  # seed 2, 30 plies
            [16, 590, 9864, 371752],  # seed 3, 50 plies
            [0],  # seed 0, to the end
            [0],  # seed 39, to the end
            [0],  # seed 3, to the end
            [0],  # seed 95, to the end
        ],
    },
    "king_surrounded+king_unarmed": {
        "start": [40, 960, 39512, 1007392, 41843400],
        "random": [
            [49, 1051, 48560, 1217812],  # seed 1, 12 plies
            [49, 1532, 72987, 2065915],  # seed 2, 30 plies
            [40, 1196, 47441, 1335112],  # seed 3, 50 plies
            [0],  # seed 0, to the end
            [0],  # seed 6, to the end
            [0],  # seed 9, to the end
        ],
    },
    "king_surrounded+king_unarmed+throne_hostile": {
        "start": [40, 960, 39512, 1007392, 41843400],
        "random": [
            [49, 1051, 48559, 1217674],  # seed 1, 12 plies
            [49, 1532, 72801, 2061345],  # seed 2, 30 plies
            [50, 1120, 49483, 1082739],  # seed 3, 50 plies
            [0],  # seed 0, to the end
            [0],  # seed 6, to the end
            [0],  # seed 7, to the end
            [0],  # seed 95, to the end
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


def hand_case(name, options=None):
    """What the reference says of a hand case under these options."""
    t, move = HAND_CASES[name]
    pos = from_text(t, options)
    entry = _entry(pos)
    if move is not None:
        entry["after"] = dict(_entry(play(pos, move)), move=move)
    return entry


def compute_reference(verbose=False):
    ref = {}
    for name, options in CONFIGS.items():
        entry = {"options": dict(options)}
        pos = start(options)
        entry["start_text"] = text(pos)
        entry["start_moves"] = legal_moves(pos)
        table = []
        for d in range(1, PERFT_DEPTH + 1):
            t0 = time.time()
            table.append(perft(pos, d))
            if verbose:
                print("%s perft(%d) = %d  (%.1f s)"
                      % (name, d, table[-1], time.time() - t0), flush=True)
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
                      % (name, seed, plies, len(rmoves), text(rpos), rtable, o),
                      flush=True)
        entry["random"] = randoms
        ref[name] = entry
    return ref


# --------------------------------------------------------------------------
# Hand checks of the rules.
# --------------------------------------------------------------------------

def _after(name, options=None):
    return hand_case(name, options)["after"]


def self_check():
    p = start()
    assert text(p) == START_TEXT
    assert from_text(text(p)) == p
    # Each attacker on the edge (a4 g4 d1 d7) has 4 moves (two each way
    # along the edge, the corners closed), each inner one (b4 f4 d2 d6) 6
    # (three each way across): 4 * 4 + 4 * 6 = 40.  Each defender then has
    # 6 (three each way across), the king none: 40 * 24.
    assert perft_plain(p, 1) == 40
    assert perft_plain(p, 2) == 960
    assert [m for m in legal_moves(p) if m.startswith("a4")] == [
        "a4-a2", "a4-a3", "a4-a5", "a4-a6"]
    assert [m for m in legal_moves(p) if m.startswith("b4")] == [
        "b4-b1", "b4-b2", "b4-b3", "b4-b5", "b4-b6", "b4-b7"]
    # The memo of perft and the counting at the leaves agree with the plain
    # recursion.
    for opts in CONFIGS.values():
        for d in range(1, 4):
            assert perft(start(opts), d) == perft_plain(start(opts), d), (opts, d)

    a = _after("three_at_once")
    assert a["text"] == "7/5K1/7/7/A1A1A2/7/2A4 1 - 21", a
    a = _after("between_two_enemies")
    assert a["text"] == "7/7/1ADA3/7/7/5K1/7 0 - 31", a
    assert _after("corner_takes_defender")["text"] == "7/7/7/3K3/7/7/2A4 1 - 13"
    assert _after("corner_takes_attacker")["text"] == "7/7/7/7/6D/7/2K4 0 - 15"
    # The empty throne takes only with throne_hostile, defenders and
    # attackers alike.
    hostile_throne = {"throne_hostile": True}
    assert _after("throne_takes_defender")["text"] == "7/3A3/3D3/7/7/1K5/7 1 - 41"
    assert _after("throne_takes_defender", hostile_throne)["text"] == \
        "7/3A3/7/7/7/1K5/7 1 - 41"
    assert _after("throne_takes_attacker")["text"] == "7/3D3/3A3/7/7/1K5/7 0 - 41"
    assert _after("throne_takes_attacker", hostile_throne)["text"] == \
        "7/3D3/7/7/7/1K5/7 0 - 41"
    # The king between two attackers: taken, unless he must be surrounded.
    surrounded = {"king_surrounded": True}
    a = _after("king_between_two")
    assert a["text"] == "7/5D1/7/7/7/1A1A3/7 1 - 51" and a["outcome"] == [0, "condition"]
    assert a["moves"] == []
    a = _after("king_between_two", surrounded)
    assert a["text"] == "7/5D1/7/7/7/1AKA3/7 1 - 51" and a["outcome"] is None
    a = _after("king_on_the_edge")
    assert a["text"] == "7/5D1/7/A6/7/A6/7 1 - 53" and a["outcome"] == [0, "condition"]
    a = _after("king_on_the_edge", surrounded)
    assert a["text"] == "7/5D1/7/A6/K6/A6/7 1 - 53" and a["outcome"] is None
    for opts in ({}, surrounded):
        a = _after("king_on_four_sides", opts)
        assert a["text"] == "7/7/7/2A4/1A1A3/2A4/7 1 - 61", a
        assert a["outcome"] == [0, "condition"]
    # The empty throne as the fourth side: only when it is hostile.
    for opts in ({}, surrounded):
        a = _after("king_by_the_throne", opts)
        assert a["text"] == "7/3A3/2AKA2/7/7/7/7 1 - 71" and a["outcome"] is None
        assert a["moves"] == ["d5-d1", "d5-d2", "d5-d3", "d5-d4"], a
        a = _after("king_by_the_throne", dict(opts, throne_hostile=True))
        assert a["text"] == "7/3A3/2A1A2/7/7/7/7 1 - 71" and a["outcome"] == [0, "condition"]
    unarmed = {"king_armed": False}
    assert _after("king_as_hammer")["text"] == "7/7/1D1K3/7/7/5A1/7 0 - 81"
    assert _after("king_as_hammer", unarmed)["text"] == "7/7/1DAK3/7/7/5A1/7 0 - 81"
    assert _after("king_as_anvil")["text"] == "7/7/1K1D3/7/7/5A1/7 0 - 91"
    assert _after("king_as_anvil", unarmed)["text"] == "7/7/1KAD3/7/7/5A1/7 0 - 91"
    assert hand_case("restricted_cells")["moves"] == [
        "b7-b1", "b7-b2", "b7-b3", "b7-b4", "b7-b5", "b7-b6",
        "b7-c7", "b7-d7", "b7-e7", "b7-f7",
        "d2-a2", "d2-b2", "d2-c2", "d2-d1", "d2-d3", "d2-d5", "d2-d6", "d2-d7",
        "d2-e2", "d2-f2", "d2-g2"]
    h = hand_case("king_escapes")
    assert h["moves"] == ["f1-a1", "f1-b1", "f1-c1", "f1-d1", "f1-e1", "f1-f2", "f1-f3",
                          "f1-f4", "f1-f5", "f1-f6", "f1-f7", "f1-g1"], h
    assert h["after"]["outcome"] == [1, "condition"] and h["after"]["moves"] == []
    h = hand_case("king_onto_the_throne")
    assert h["moves"] == ["d3-a3", "d3-b3", "d3-c3", "d3-d1", "d3-d2", "d3-d4", "d3-d5",
                          "d3-d6", "d3-d7", "d3-e3", "d3-f3", "d3-g3"], h
    assert h["after"]["text"] == "7/7/7/3K3/7/7/1A5 0 - 8"
    assert h["after"]["outcome"] is None
    # The attacker on b1 then: along the rank to c1..f1 (a1 and g1 are
    # corners), up the file to b2..b7.
    assert h["after"]["moves"] == ["b1-b2", "b1-b3", "b1-b4", "b1-b5", "b1-b6", "b1-b7",
                                   "b1-c1", "b1-d1", "b1-e1", "b1-f1"], h
    assert hand_case("no_king")["moves"] == []
    assert hand_case("attackers_blocked")["outcome"] == [None, "no_legal_move"]
    assert hand_case("no_attackers")["outcome"] == [None, "no_legal_move"]
    assert hand_case("no_king")["outcome"] == [0, "condition"]
    assert hand_case("corner_first")["outcome"] == [1, "condition"]
    assert hand_case("ply_limit")["outcome"] == [None, "ply_limit"]
    assert hand_case("ply_limit")["moves"] == []
    assert perft(from_text(HAND_CASES["ply_limit"][0]), 2) == 0
    assert hand_case("before_ply_limit")["outcome"] is None
    assert len(hand_case("before_ply_limit")["moves"]) == 40
    assert hand_case("blocked_at_ply_limit")["outcome"] == [None, "no_legal_move"]
    assert outcome(start({"max_plies": 0})) == (None, "ply_limit")
    # Texts: ranks of the wrong length are refused.
    for bad in ("8/7/7/7/7/7/7 0 - 0", "6/7/7/7/7/7/7 0 - 0", "7/7/7/7/7/7 0 - 0",
                "AAAAAAAA/7/7/7/7/7/7 0 - 0"):
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
    stored = {name: reference(name) for name in CONFIGS}
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

"""Independent reference implementation of Brandubh, the Irish tafl game.

Written from the rules alone (docs/rules.md; it does not import boardlab) so
that the numbers below can be used to check another engine against.

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

Run ``python3 tests/python/brandubh_reference.py`` to recompute everything
and check it against REFERENCE.
"""

import itertools
import random
import time

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
# Reference data (computed by compute_reference(); literal so tests need not
# recompute).
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
    # The king back onto the empty throne.
    "king_onto_the_throne": ("7/7/7/7/3K3/7/A6 1 - 7", "d3-d4"),
    # The attacker on b1 cannot move (a1 a corner, c1 and b2 defenders).
    "attackers_blocked": ("7/7/7/3K3/7/1D5/1AD4 0 - 20", None),
    # No attackers left: the attackers have no move.
    "no_attackers": ("7/7/7/3K3/7/7/7 0 - 10", None),
    # No king (and no defenders, so no move either): the attackers have won.
    "no_king": ("7/7/7/7/7/7/A6 1 - 5", None),
    # The king on a corner at the ply limit, the attackers without a move.
    "corner_first": ("K6/7/7/7/7/7/7 0 - 300", None),
    # The ply limit, and blocked at the ply limit.
    "ply_limit": ("3A3/3A3/3D3/AADKDAA/3D3/3A3/3A3 0 - 300", None),
    "before_ply_limit": ("3A3/3A3/3D3/AADKDAA/3D3/3A3/3A3 0 - 299", None),
    "blocked_at_ply_limit": ("7/7/7/3K3/7/1D5/1AD4 0 - 300", None),
}


REFERENCE = {}
REFERENCE['default'] = \
    {'options': {},
     'perft': [40, 960, 39512, 1007392, 41843336],
     'random': [{'moves': ['b4-b6', 'd5-g5', 'a4-b4', 'd3-c3', 'b6-b7', 'e4-e3', 'd7-e7', 'e3-e5',
                           'g4-g3', 'd4-e4', 'd1-f1', 'c3-c2'],
                 'outcome': None,
                 'perft': [49, 1051, 48406, 1223281],
                 'plies': 12,
                 'seed': 1,
                 'text': '1A2A2/3A3/4D1D/1AD1KA1/6A/2DA3/5A1 0 - 12'},
                {'moves': ['a4-a6', 'c4-c3', 'a6-c6', 'd5-b5', 'd1-b1', 'e4-e6', 'd2-e2', 'c3-a3',
                           'f4-f6', 'b5-a5', 'e2-g2', 'a3-a4', 'g2-d2', 'a5-d5', 'd6-e6', 'd4-f4',
                           'g4-g5', 'f4-c4', 'd7-c7', 'd3-e3', 'e6-e5', 'd5-c5', 'c7-f7', 'a4-a3',
                           'b1-b3', 'c4-f4', 'f6-d6', 'c5-d5', 'd6-d7', 'e3-e4'],
                 'outcome': None,
                 'perft': [46, 1010, 44057, 1073460],
                 'plies': 30,
                 'seed': 2,
                 'text': '3A1A1/2A4/3DA1A/4DK1/DA5/3A3/7 0 - 30'},
                {'moves': ['d2-b2', 'd5-g5', 'f4-f3', 'c4-c6', 'd6-e6', 'e4-e3', 'e6-e5', 'd4-f4',
                           'f3-f1', 'c6-c3', 'f1-f3', 'c3-a3', 'e5-d5', 'e3-e4', 'g4-g2', 'e4-c4',
                           'b4-b7', 'g5-f5', 'd7-e7', 'f4-g4', 'e7-e4', 'f5-f4', 'd1-f1', 'g4-g6',
                           'b2-c2', 'c4-c7', 'g2-f2', 'c7-e7', 'f2-d2', 'f4-f5', 'a4-a5', 'g6-d6',
                           'c2-a2', 'd3-e3', 'a5-a4', 'e3-c3', 'a2-b2', 'f5-f7', 'd2-e2', 'd6-f6',
                           'e4-g4', 'f6-f5', 'd5-d7', 'f7-f6', 'g4-g6', 'e7-e6', 'd7-e7', 'f5-g5',
                           'f3-e3', 'g5-g2'],
                 'outcome': None,
                 'perft': [39, 1044, 37106, 1024504],
                 'plies': 50,
                 'seed': 3,
                 'text': '4A2/4DD1/7/A6/2D1A2/1A2A1K/5A1 0 - 50'},
                {'moves': ['d6-f6', 'e4-e7', 'f4-f3', 'c4-c2', 'd2-f2', 'e7-f7', 'f3-f4', 'd5-g5',
                           'd7-d6', 'g5-g6', 'f6-e6', 'd3-b3', 'g4-g5', 'f7-f6', 'd1-f1', 'c2-d2',
                           'd6-a6', 'd2-b2', 'b4-b6', 'f6-g6', 'b6-b4', 'g6-f6', 'e6-e3', 'f6-c6',
                           'g5-e5', 'b2-e2', 'e5-e6', 'b3-c3', 'a6-b6', 'e2-c2', 'e6-e5', 'c6-f6',
                           'f2-e2', 'c2-d2', 'e5-a5', 'd2-d3', 'e2-a2', 'f6-f7', 'f1-f2', 'c3-c6',
                           'f2-g2', 'd4-c4', 'e3-g3', 'f7-f6', 'g3-f3', 'c6-d6', 'a2-d2', 'f6-e6',
                           'a4-a2', 'c4-c3', 'd2-c2', 'e6-g6', 'a2-a3', 'g6-f6', 'b6-c6', 'd3-d1',
                           'g2-g6', 'd1-e1', 'a5-a6', 'd6-d2', 'g6-g4', 'd2-d5', 'b4-e4', 'f6-f7',
                           'c2-c1', 'f7-f5', 'g4-g6', 'd5-e5', 'a6-a5', 'c3-c4', 'c6-e6', 'f5-f6',
                           'f3-f1', 'c4-b4', 'c1-c4', 'e1-c1', 'c4-c5', 'b4-b3', 'f4-g4', 'b3-g3',
                           'f1-d1', 'f6-f3', 'e6-e5', 'f3-f2', 'e4-e2', 'c1-c3', 'g4-f4', 'g3-f3',
                           'e2-a2', 'f2-e2', 'd1-d2', 'e2-f2', 'c5-d5', 'c3-c4', 'd2-b2', 'c4-b4',
                           'g6-e6', 'f2-d2', 'f4-c4', 'b4-b5', 'a5-a4', 'f3-f7', 'a4-b4', 'd2-c2',
                           'a3-a6', 'b5-b7', 'e5-f5', 'f7-d7', 'f5-f4', 'c2-g2', 'b4-b5', 'g2-d2',
                           'f4-g4', 'd2-d1', 'g4-g5', 'd1-c1', 'e6-e2', 'd7-d6', 'c4-f4', 'd6-e6',
                           'b5-b6', 'e6-c6', 'e2-e6', 'c1-f1', 'a6-a5', 'c6-d6', 'f4-e4', 'b7-f7',
                           'e4-c4', 'f7-f5', 'e6-e2', 'f1-f3', 'b2-d2', 'f3-c3', 'a2-a4', 'd6-c6',
                           'b6-b1', 'f5-f7', 'b1-e1', 'c6-c7', 'c4-f4', 'c3-g3', 'e2-e6', 'c7-b7',
                           'a5-b5', 'b7-e7', 'f4-f6', 'g3-g4', 'b5-b7', 'e7-c7', 'e6-e2', 'g4-g3',
                           'f6-f1', 'g3-e3', 'a4-b4', 'c7-a7'],
                 'outcome': [1, 'condition'],
                 'perft': [0],
                 'plies': None,
                 'seed': 0,
                 'text': 'K4D1/7/3A2A/1A5/4D2/3AA2/4AA1 0 - 156'},
                {'moves': ['d6-a6', 'c4-c6', 'd7-e7', 'd5-c5', 'a6-a5', 'c5-c2', 'f4-f7', 'c6-a6',
                           'e7-c7', 'd3-g3', 'a5-c5', 'g3-f3', 'f7-e7', 'd4-d3', 'a4-a5', 'c2-c1',
                           'd2-a2', 'e4-c4', 'a2-d2', 'd3-a3', 'b4-b2', 'f3-c3', 'd2-e2', 'a3-a2',
                           'e2-g2', 'c1-b1', 'c5-c6', 'a2-a3', 'e7-e1', 'c4-a4', 'a5-d5', 'a4-e4',
                           'b2-b4', 'c3-f3', 'c6-b6', 'a3-e3', 'd5-a5', 'e3-b3', 'd1-d5', 'b3-a3',
                           'd5-g5', 'b1-c1', 'g2-b2', 'c1-c5', 'b2-c2', 'c5-e5', 'c2-c4', 'a3-b3',
                           'g4-g2', 'f3-f5', 'a5-b5', 'f5-f3', 'b5-d5', 'f3-f5', 'c4-c5', 'f5-f1',
                           'g5-g4', 'f1-f3', 'd5-d7', 'f3-g3', 'c7-c6', 'e5-f5', 'e1-c1', 'e4-e5',
                           'c5-c4', 'e5-a5', 'c4-c2', 'f5-f4', 'c2-c5', 'a5-a4', 'g4-g5', 'b3-e3',
                           'd7-d3', 'f4-f3', 'c5-c3', 'f3-f6', 'c3-c2', 'f6-g6', 'b4-c4', 'a4-a6',
                           'd3-d1', 'e3-e7', 'c2-d2', 'g6-d6', 'd2-a2', 'd6-d3', 'c6-g6', 'e7-b7',
                           'a2-a5', 'b7-d7', 'd1-f1', 'g3-e3', 'g5-g4', 'd7-d4', 'c1-b1', 'e3-e2',
                           'f1-f2', 'e2-c2', 'f2-f3', 'd4-d5', 'a5-b5', 'c2-c1', 'c4-c6', 'd5-d4',
                           'b5-b4', 'c1-c2', 'f3-f4', 'd4-d6', 'f4-f3', 'd6-f6', 'g4-g2', 'd3-d5',
                           'f3-a3', 'f6-f1', 'c6-c5', 'f1-f2', 'b6-c6', 'c2-a2', 'c6-d6', 'f2-c2',
                           'b4-b1', 'd5-d2', 'a3-f3', 'c2-c3', 'b1-b5', 'c3-a3', 'd6-b6', 'a3-a6',
                           'c5-c7', 'd2-d3', 'f3-e3', 'd3-d1', 'b5-c5', 'a2-d2', 'e3-c3', 'd2-c2',
                           'g2-g5', 'c2-c1', 'b6-e6', 'd1-d5', 'e6-b6', 'd5-d3', 'c7-c6', 'd3-d2',
                           'c5-a5'],
                 'outcome': [0, 'condition'],
                 'perft': [0],
                 'plies': None,
                 'seed': 7,
                 'text': '7/1AA3A/A5A/7/2A4/3D3/2D4 1 - 145'},
                {'moves': ['d6-e6', 'd3-f3', 'd7-f7', 'd4-d3', 'b4-b3', 'd5-a5', 'a4-b4', 'e4-e1',
                           'b3-b1', 'c4-c1', 'e6-g6', 'd3-c3', 'b4-b6', 'c3-c4', 'd2-g2', 'c4-e4',
                           'f7-f5', 'c1-b1', 'f5-g5', 'a5-a2', 'g6-d6', 'f3-g3', 'd6-g6', 'g3-e3',
                           'f4-f7', 'e4-b4', 'g4-g2', 'b4-b3', 'g2-f2', 'b3-d3', 'g5-e5', 'b1-b4',
                           'b6-b5', 'b4-b2', 'b5-b6', 'a2-a6', 'f7-d7', 'd3-d2', 'd7-e7', 'd2-d1',
                           'b6-c6', 'b2-b4', 'g6-f6', 'b4-b2', 'f6-f7', 'd1-d3', 'e5-e6', 'd3-b3',
                           'f2-f4', 'e3-d3', 'f7-f6', 'b3-a3', 'f4-f5', 'd3-d7', 'e7-f7', 'e1-e4',
                           'c6-c1', 'b2-b3', 'f5-b5', 'd7-d5', 'f7-b7', 'e4-b4', 'e6-e7', 'a3-a4',
                           'c1-c7', 'd5-d1', 'f6-f3', 'd1-d3', 'f3-f7', 'a6-g6', 'b7-b6', 'a4-a2',
                           'c7-d7', 'a2-d2', 'b6-b7', 'd2-c2', 'd7-c7', 'd3-f3', 'b5-a5', 'f3-f6',
                           'a5-b5', 'b4-e4', 'b5-b6', 'b3-a3', 'e7-d7', 'c2-d2', 'b6-a6', 'd2-b2',
                           'f7-e7', 'g6-g5', 'a6-a5', 'e4-e1', 'a5-e5', 'g5-f5', 'b7-b5', 'f6-b6',
                           'c7-c3', 'b2-g2', 'c3-c1', 'b6-b7', 'b5-a5', 'a3-g3', 'a5-d5', 'g2-c2',
                           'd7-c7', 'c2-c6', 'e5-e3', 'g3-g4', 'e3-d3', 'f5-f1', 'e7-e4', 'c6-c2',
                           'd3-d2', 'g4-g6', 'd2-d1', 'f1-f4', 'e4-e7', 'f4-e4', 'c7-c6', 'g6-g4',
                           'c6-g6', 'e4-e6', 'd5-b5', 'c2-c3', 'b5-b3', 'e6-c6', 'g6-g5', 'g4-e4',
                           'g5-f5', 'c6-g6', 'f5-b5', 'e4-b4', 'b5-b6', 'b4-b5', 'b6-c6', 'b5-a5',
                           'c6-c7', 'g6-d6', 'e7-e5', 'a5-a4', 'c7-b7', 'e1-f1', 'e5-e2', 'f1-f7',
                           'b3-a3', 'a4-a6', 'b7-b2', 'c3-c7', 'e2-g2', 'c7-c3', 'b2-e2', 'd6-d3',
                           'c1-b1', 'd3-d7', 'a3-b3', 'd7-d3', 'b3-b6', 'c3-c1', 'e2-d2', 'f7-e7',
                           'b6-e6', 'c1-c4', 'e6-e1', 'd3-c3', 'e1-e5', 'a6-f6', 'd1-f1', 'f6-g6',
                           'e5-e6', 'c4-c5', 'f1-f7', 'c3-c1', 'd2-d3', 'c5-e5', 'f7-f3', 'c1-c7',
                           'd3-d5', 'e7-d7', 'g2-d2', 'd7-d6', 'd2-e2', 'c7-c2', 'e2-f2', 'e5-e6',
                           'f3-c3', 'e6-e1', 'f2-f1', 'e1-e6', 'd5-d1', 'c2-e2', 'c3-c6', 'e6-e5',
                           'f1-f5', 'e5-d5', 'f5-e5', 'e2-f2', 'e5-e7', 'd5-d4', 'e7-e1', 'f2-e2',
                           'c6-b6', 'd4-d3', 'd1-d2', 'd6-d5', 'b6-d6', 'e2-f2', 'd6-c6', 'g6-e6',
                           'c6-c5', 'd3-e3', 'c5-c3', 'e3-g3', 'c3-d3', 'g3-e3', 'd2-e2', 'e6-g6',
                           'd3-c3', 'g6-a6', 'e2-b2', 'f2-f3', 'b2-e2', 'a6-d6', 'e1-f1', 'd5-f5',
                           'c3-a3', 'f5-g5', 'e2-g2', 'e3-e1', 'a3-e3', 'f3-f6', 'g2-b2', 'd6-d1',
                           'b2-a2', 'f6-f2', 'a2-c2', 'g5-g3', 'e3-c3', 'e1-e3', 'c2-c1', 'g3-g6',
                           'c3-d3', 'f2-b2', 'c1-c2', 'g6-d6', 'c2-c7', 'b2-e2', 'c7-c3', 'e2-b2',
                           'c3-c7', 'e3-g3', 'd3-a3', 'd6-c6', 'a3-d3', 'g3-g5', 'c7-b7', 'c6-c1',
                           'b7-f7', 'd1-d2', 'f7-f1', 'g5-g4', 'f1-f6', 'd2-f2', 'f6-f5', 'g4-f4',
                           'd3-e3', 'f4-c4', 'e3-e5', 'c4-c6', 'f5-f4', 'f2-e2', 'e5-g5', 'b2-b7',
                           'f4-f3', 'c1-d1', 'g5-a5', 'e2-g2', 'a5-a4', 'c6-c3', 'a4-b4', 'g2-g4',
                           'f3-e3', 'b7-c7', 'e3-g3', 'd1-d2', 'g3-g2', 'c3-g3', 'b4-b7', 'g3-g2',
                           'b7-b2', 'c7-c2', 'b2-b7', 'c2-c1', 'b7-b6', 'd2-d6', 'b6-b2', 'd6-a6',
                           'b2-b4', 'g4-g3', 'b4-b5', 'c1-c7'],
                 'outcome': [None, 'ply_limit'],
                 'perft': [0],
                 'plies': None,
                 'seed': 96,
                 'text': '2D4/D6/1A5/7/6D/6K/7 0 - 300'},
                {'moves': ['g4-g2', 'd3-g3', 'd1-e1', 'e4-e2', 'b4-b6', 'g3-c3', 'd7-f7', 'c4-b4',
                           'd6-g6', 'd5-g5', 'a4-a2', 'b4-b3', 'b6-b4', 'c3-d3', 'f4-f3', 'b3-a3',
                           'e1-c1', 'g5-a5', 'c1-c2', 'e2-g2', 'c2-b2', 'a5-e5', 'b4-c4', 'e5-e1',
                           'f3-e3', 'd4-g4', 'c4-c1', 'a3-a4', 'f7-f6', 'd3-d6', 'e3-c3', 'g4-g6',
                           'f6-f4', 'g2-g3', 'd2-f2', 'g3-f3', 'b2-b3', 'g6-g4', 'f4-c4', 'f3-d3',
                           'f2-e2', 'g4-d4', 'e2-f2', 'd6-c6', 'b3-b2', 'a4-a6', 'f2-f3', 'd4-d7',
                           'f3-f5', 'd3-d1', 'c3-d3', 'e1-e6', 'c4-c2', 'd7-d5', 'c2-d2', 'c6-d6',
                           'd2-f2', 'e6-f6', 'b2-b5', 'f6-f7', 'f2-g2', 'd6-b6', 'b5-b3', 'f7-b7',
                           'g2-g3', 'b7-d7', 'g3-e3', 'b6-e6', 'c1-c7', 'd5-c5', 'f5-f6', 'd1-f1',
                           'b3-b6', 'c5-d5', 'f6-f4', 'a6-a5', 'f4-a4', 'e6-e7', 'b6-e6', 'f1-f4',
                           'e3-e4', 'a5-c5', 'd3-a3', 'c5-c6', 'a4-b4', 'd5-d1', 'b4-b3', 'c6-c3',
                           'e6-g6', 'd1-d4', 'g6-g5', 'f4-f6', 'b3-b7', 'e7-f7', 'g5-f5', 'c3-c4',
                           'f5-e5', 'f6-f4', 'a3-g3', 'd4-e4', 'b7-b6', 'd7-d3', 'c7-c6', 'c4-c3',
                           'c6-c4', 'e4-e2', 'b6-b5', 'f4-f6', 'e5-g5', 'f6-f4', 'c4-e4', 'd3-d6',
                           'e4-e7', 'd6-b6', 'b5-b3', 'c3-c5', 'e7-f7', 'e2-g2', 'b3-b1', 'c5-f5',
                           'b1-b5', 'f4-e4', 'f7-b7', 'f5-c5', 'g5-f5', 'c5-c1', 'b5-b2', 'e4-c4',
                           'b7-b5', 'c4-c6', 'f5-f3', 'c1-e1', 'b2-e2', 'g2-f2', 'f3-f4', 'c6-c4',
                           'b5-b3', 'c4-c3', 'b3-b6', 'f2-f3', 'f4-c4', 'f3-f2', 'c4-e4', 'e1-d1',
                           'e2-e1', 'f2-c2', 'b6-b4', 'c3-a3', 'e4-e5', 'a3-e3', 'b4-b7', 'c2-d2',
                           'b7-d7', 'd1-b1', 'e5-c5', 'd2-b2', 'c5-c3', 'b1-d1', 'g3-g6', 'd1-d3',
                           'c3-c4', 'b2-a2', 'e1-e2', 'd3-d2', 'c4-a4', 'e3-a3', 'a4-b4', 'a2-b2',
                           'd7-d5', 'b2-b1', 'b4-b3', 'd2-a2', 'g6-a6', 'b1-c1', 'e2-g2', 'c1-c4',
                           'b3-c3', 'a3-a5', 'g2-f2', 'c4-c7', 'f2-f6', 'c7-c5', 'd5-f5', 'c5-c6',
                           'c3-d3', 'a5-a3', 'f5-d5', 'a2-e2', 'f6-e6', 'e2-e5', 'd3-d2', 'c6-c5',
                           'e6-c6', 'e5-e3', 'd2-d3', 'c5-c3', 'c6-b6', 'c3-c6', 'b6-b7', 'e3-d3',
                           'b7-d7', 'd3-d5', 'd7-f7', 'c6-f6', 'f7-c7', 'a3-a4', 'c7-f7', 'd5-d3',
                           'f7-b7', 'a4-a5', 'b7-e7', 'd3-c3', 'e7-d7', 'f6-f4', 'd7-f7', 'f4-c4',
                           'f7-e7', 'a5-e5', 'e7-d7', 'e5-b5', 'd7-b7', 'b5-g5', 'b7-b1', 'g5-a5',
                           'b1-b7', 'c3-f3', 'b7-b1', 'f3-e3', 'b1-b5', 'c4-b4', 'b5-b6', 'e3-e6',
                           'b6-b7', 'a5-g5', 'b7-d7', 'b4-d4', 'd7-d5', 'g5-g2', 'd5-e5', 'g2-b2',
                           'e5-c5', 'e6-e5', 'c5-c6', 'b2-b6', 'c6-c4', 'e5-e6', 'c4-b4', 'e6-e4',
                           'b4-b5', 'e4-e5', 'b5-b4', 'e5-c5', 'b4-b2', 'c5-c1', 'b2-b5', 'c1-c6',
                           'b5-d5', 'c6-f6', 'd5-c5', 'd4-e4', 'c5-e5', 'b6-e6'],
                 'outcome': [None, 'no_legal_move'],
                 'perft': [0],
                 'plies': None,
                 'seed': 670,
                 'text': '7/4DD1/7/4K2/7/7/7 0 - 262'}],
     'start_moves': ['a4-a2', 'a4-a3', 'a4-a5', 'a4-a6', 'b4-b1', 'b4-b2', 'b4-b3', 'b4-b5',
                     'b4-b6', 'b4-b7', 'd1-b1', 'd1-c1', 'd1-e1', 'd1-f1', 'd2-a2', 'd2-b2',
                     'd2-c2', 'd2-e2', 'd2-f2', 'd2-g2', 'd6-a6', 'd6-b6', 'd6-c6', 'd6-e6',
                     'd6-f6', 'd6-g6', 'd7-b7', 'd7-c7', 'd7-e7', 'd7-f7', 'f4-f1', 'f4-f2',
                     'f4-f3', 'f4-f5', 'f4-f6', 'f4-f7', 'g4-g2', 'g4-g3', 'g4-g5', 'g4-g6'],
     'start_text': '3A3/3A3/3D3/AADKDAA/3D3/3A3/3A3 0 - 0'}
REFERENCE['king_surrounded'] = \
    {'options': {'king_surrounded': True},
     'perft': [40, 960, 39512, 1007392, 41843336],
     'random': [{'moves': ['b4-b6', 'd5-g5', 'a4-b4', 'd3-c3', 'b6-b7', 'e4-e3', 'd7-e7', 'e3-e5',
                           'g4-g3', 'd4-e4', 'd1-f1', 'c3-c2'],
                 'outcome': None,
                 'perft': [49, 1051, 48406, 1224102],
                 'plies': 12,
                 'seed': 1,
                 'text': '1A2A2/3A3/4D1D/1AD1KA1/6A/2DA3/5A1 0 - 12'},
                {'moves': ['a4-a6', 'c4-c3', 'a6-c6', 'd5-b5', 'd1-b1', 'e4-e6', 'd2-e2', 'c3-a3',
                           'f4-f6', 'b5-a5', 'e2-g2', 'a3-a4', 'g2-d2', 'a5-d5', 'd6-e6', 'd4-f4',
                           'g4-g5', 'f4-c4', 'd7-c7', 'd3-e3', 'e6-e5', 'd5-c5', 'c7-f7', 'a4-a3',
                           'b1-b3', 'c4-f4', 'f6-d6', 'c5-d5', 'd6-d7', 'e3-e4'],
                 'outcome': None,
                 'perft': [46, 1010, 44057, 1078826],
                 'plies': 30,
                 'seed': 2,
                 'text': '3A1A1/2A4/3DA1A/4DK1/DA5/3A3/7 0 - 30'},
                {'moves': ['d2-b2', 'd5-g5', 'f4-f3', 'c4-c6', 'd6-e6', 'e4-e3', 'e6-e5', 'd4-f4',
                           'f3-f1', 'c6-c3', 'f1-f3', 'c3-a3', 'e5-d5', 'e3-e4', 'g4-g2', 'e4-c4',
                           'b4-b7', 'g5-f5', 'd7-e7', 'f4-g4', 'e7-e4', 'f5-f4', 'd1-f1', 'g4-g6',
                           'b2-c2', 'c4-c7', 'g2-f2', 'c7-e7', 'f2-d2', 'f4-f5', 'a4-a5', 'g6-d6',
                           'c2-a2', 'd3-e3', 'a5-a4', 'e3-c3', 'a2-b2', 'f5-f7', 'd2-e2', 'd6-f6',
                           'e4-g4', 'f6-f5', 'd5-d7', 'f7-f6', 'g4-g6', 'e7-e6', 'd7-e7', 'f5-g5',
                           'f3-e3', 'g5-g2'],
                 'outcome': None,
                 'perft': [39, 1070, 38165, 1072060],
                 'plies': 50,
                 'seed': 3,
                 'text': '4A2/4DD1/7/A6/2D1A2/1A2A1K/5A1 0 - 50'},
                {'moves': ['d6-f6', 'e4-e7', 'f4-f3', 'c4-c2', 'd2-f2', 'e7-f7', 'f3-f4', 'd5-g5',
                           'd7-d6', 'g5-g6', 'f6-e6', 'd3-b3', 'g4-g5', 'f7-f6', 'd1-f1', 'c2-d2',
                           'd6-a6', 'd2-b2', 'b4-b6', 'f6-g6', 'b6-b4', 'g6-f6', 'e6-e3', 'f6-c6',
                           'g5-e5', 'b2-e2', 'e5-e6', 'b3-c3', 'a6-b6', 'e2-c2', 'e6-e5', 'c6-f6',
                           'f2-e2', 'c2-d2', 'e5-a5', 'd2-d3', 'e2-a2', 'f6-f7', 'f1-f2', 'c3-c6',
                           'f2-g2', 'd4-c4', 'e3-g3', 'f7-f6', 'g3-f3', 'c6-d6', 'a2-d2', 'f6-e6',
                           'a4-a2', 'c4-c3', 'd2-c2', 'e6-g6', 'a2-a3', 'g6-f6', 'b6-c6', 'd3-d1',
                           'g2-g6', 'd1-e1', 'a5-a6', 'd6-d2', 'g6-g4', 'd2-d5', 'b4-e4', 'f6-f7',
                           'c2-c1', 'f7-f5', 'g4-g6', 'd5-e5', 'a6-a5', 'c3-c4', 'c6-e6', 'f5-f6',
                           'f3-f1', 'c4-b4', 'c1-c4', 'e1-c1', 'c4-c5', 'b4-b3', 'f4-g4', 'b3-g3',
                           'f1-d1', 'f6-f3', 'e6-e5', 'f3-f2', 'e4-e2', 'c1-c3', 'g4-f4', 'g3-f3',
                           'e2-a2', 'f2-e2', 'd1-d2', 'e2-f2', 'c5-d5', 'c3-c4', 'd2-b2', 'c4-b4',
                           'g6-e6', 'f2-d2', 'f4-c4', 'b4-b5', 'a5-a4', 'f3-f7', 'a4-b4', 'd2-c2',
                           'a3-a6', 'b5-b7', 'e5-f5', 'f7-d7', 'f5-f4', 'c2-g2', 'b4-b5', 'g2-d2',
                           'f4-g4', 'd2-d1', 'g4-g5', 'd1-c1', 'e6-e2', 'd7-d6', 'c4-f4', 'd6-e6',
                           'b5-b6', 'e6-c6', 'e2-e6', 'c1-f1', 'a6-a5', 'c6-d6', 'f4-e4', 'b7-f7',
                           'e4-c4', 'f7-f5', 'e6-e2', 'f1-f3', 'b2-d2', 'f3-c3', 'a2-a4', 'd6-c6',
                           'b6-b1', 'f5-f7', 'b1-e1', 'c6-c7', 'c4-f4', 'c3-g3', 'e2-e6', 'c7-b7',
                           'a5-b5', 'b7-e7', 'f4-f6', 'g3-g4', 'b5-b7', 'e7-c7', 'e6-e2', 'g4-g3',
                           'f6-f1', 'g3-e3', 'a4-b4', 'c7-a7'],
                 'outcome': [1, 'condition'],
                 'perft': [0],
                 'plies': None,
                 'seed': 0,
                 'text': 'K4D1/7/3A2A/1A5/4D2/3AA2/4AA1 0 - 156'},
                {'moves': ['d1-b1', 'c4-c2', 'f4-f5', 'c2-c4', 'f5-f6', 'd3-e3', 'a4-a5', 'd5-b5',
                           'g4-f4', 'e3-g3', 'f6-f5', 'b5-e5', 'd6-c6', 'd4-d6', 'd2-g2', 'e5-e7',
                           'c6-a6', 'g3-a3', 'a5-b5', 'a3-a2', 'b5-a5', 'd6-b6', 'f5-f6', 'b6-d6',
                           'd7-b7', 'd6-b6', 'f6-c6', 'e4-e5', 'a5-b5'],
                 'outcome': [0, 'condition'],
                 'perft': [0],
                 'plies': None,
                 'seed': 1246,
                 'text': '1A2D2/A1A4/1A2D2/1AD2A1/7/D5A/1A5 1 - 29'},
                {'moves': ['d2-a2', 'd3-f3', 'd6-c6', 'd4-d2', 'c6-a6', 'c4-c3', 'a6-a5', 'c3-d3',
                           'b4-b1', 'f3-f2', 'b1-b6', 'd5-e5', 'a2-b2', 'e4-e3', 'd7-d5', 'e5-g5',
                           'd1-b1', 'f2-f1', 'f4-f3', 'd3-b3', 'd5-d3', 'b3-b5', 'f3-f5', 'd2-e2',
                           'a4-a3', 'e2-e3', 'f5-e5', 'f1-f3', 'd3-d6', 'f3-f4', 'b1-c1', 'f4-f7',
                           'b6-a6', 'b5-b7', 'g4-e4', 'b7-b5', 'c1-d1', 'f7-f3', 'd6-b6', 'b5-d5',
                           'a3-c3', 'f3-f2', 'b6-b5', 'g5-g3', 'a6-d6', 'f2-f7', 'e4-b4', 'f7-f5',
                           'b4-b3', 'f5-f7', 'b2-f2', 'f7-f4', 'b3-a3', 'f4-e4', 'a3-b3', 'e4-e7',
                           'c3-c1', 'd5-f5', 'd6-g6', 'e7-f7', 'g6-g5', 'f7-e7', 'd1-e1', 'e7-d7',
                           'f2-g2', 'e3-e2', 'e1-f1', 'f5-f7', 'b3-c3', 'd7-d5', 'b5-b3', 'f7-b7',
                           'c3-e3', 'e2-e1', 'g2-b2', 'e1-d1', 'b2-g2', 'd1-d4', 'b3-b4', 'd4-f4',
                           'e3-e7', 'd5-d6', 'e7-e4', 'f4-f6', 'a5-b5', 'g3-d3', 'g2-c2', 'f6-f2',
                           'g5-d5', 'd3-c3', 'd5-g5', 'd6-a6', 'b4-a4', 'b7-d7', 'c2-b2', 'c3-d3',
                           'b5-c5', 'a6-c6', 'c5-c4', 'd3-f3', 'c4-c5', 'd7-d1', 'c5-e5', 'd1-d2',
                           'e4-e2', 'c6-c3', 'b2-b1', 'f3-f4', 'a4-a3', 'c3-d3', 'b1-b6', 'd3-e3',
                           'b6-a6', 'd2-a2', 'e2-c2', 'f2-e2', 'a6-e6', 'f4-f5', 'e6-f6', 'f5-f4',
                           'c2-c6', 'e2-c2', 'f6-d6', 'f4-b4', 'e5-e4', 'c2-d2', 'd6-g6', 'b4-a4',
                           'c1-c5', 'd2-c2', 'g5-f5', 'a4-a5', 'c5-c4', 'a2-b2', 'c6-c5', 'e3-f3',
                           'g6-b6', 'a5-b5', 'f5-f6', 'f3-d3', 'f6-g6', 'd3-f3', 'b6-e6', 'f3-e3',
                           'c4-c3', 'b5-b4', 'c3-a3', 'b4-b3', 'e6-b6', 'c2-g2', 'g6-g3', 'b2-d2',
                           'c5-c6', 'd2-d5', 'c6-c3', 'e3-d3', 'a3-a2', 'g2-e2', 'b6-b7', 'd3-d2',
                           'g3-g2', 'd2-c2', 'g2-g5', 'd5-c5', 'b7-c7', 'c5-c4', 'e4-e6', 'e2-e3',
                           'a2-a6', 'c2-c1', 'a6-d6', 'e3-e1', 'd6-b6', 'e1-e3', 'g5-g4', 'c1-e1',
                           'c7-d7', 'c4-c2', 'b6-b7', 'e3-b3', 'g4-g2', 'c2-e2', 'd7-c7', 'e1-f1',
                           'e6-e3', 'f1-f7', 'b7-b6', 'f7-f1', 'e3-f3', 'e2-d2', 'g2-f2', 'b3-e3',
                           'b6-b1', 'd2-d6', 'b1-b3', 'e3-e2', 'b3-b4', 'd6-d1', 'c7-c2', 'd1-b1',
                           'f3-c3', 'e2-e5', 'b4-b2', 'e5-e6', 'f2-g2', 'e6-f6', 'c3-d3', 'b1-e1',
                           'g2-g5', 'f6-f7', 'g5-g4', 'e1-e5', 'g4-f4', 'e5-e4', 'd3-d1', 'f7-e7',
                           'c2-c7', 'e4-e5', 'b2-a2', 'e5-f5', 'd1-b1', 'e7-e2', 'c7-c4', 'f1-d1',
                           'b1-b2', 'f5-b5', 'c4-a4', 'b5-b4', 'f4-f5', 'e2-e6', 'f5-a5', 'e6-e5',
                           'b2-f2', 'e5-e7', 'a5-e5', 'd1-d7', 'e5-b5', 'e7-f7', 'b5-c5', 'b4-g4',
                           'a4-a5', 'd7-d6', 'c5-c6', 'f7-d7', 'f2-c2', 'g4-g2', 'a5-e5', 'd6-g6',
                           'c6-c7', 'g2-g3', 'e5-e1', 'g6-d6', 'c7-c3', 'g3-g6', 'e1-d1', 'd7-e7',
                           'd1-e1', 'g6-e6', 'c3-f3', 'e7-f7', 'e1-f1', 'f7-f4', 'c2-e2', 'd6-d5',
                           'e2-g2', 'd5-d3', 'a2-f2', 'd3-d5', 'f1-d1', 'e6-e2', 'f3-b3', 'e2-d2',
                           'b3-b4', 'f4-f6', 'b4-e4', 'd5-d6', 'e4-e2', 'f6-f7', 'e2-e6', 'd6-c6',
                           'g2-g4', 'd2-d5', 'f2-a2', 'd5-c5', 'd1-d6', 'c5-e5', 'g4-g5', 'e5-f5',
                           'g5-g2', 'f5-f2', 'a2-e2', 'c6-c7', 'g2-g5', 'f7-f6', 'e2-e1', 'f6-f2',
                           'g5-g4', 'c7-c3', 'd6-d7', 'f2-a2'],
                 'outcome': [None, 'ply_limit'],
                 'perft': [0],
                 'plies': None,
                 'seed': 8,
                 'text': '3A3/4A2/7/6A/2D4/K6/4A2 0 - 300'},
                {'moves': ['g4-g2', 'd3-g3', 'd1-e1', 'e4-e2', 'b4-b6', 'g3-c3', 'd7-f7', 'c4-b4',
                           'd6-g6', 'd5-g5', 'a4-a2', 'b4-b3', 'b6-b4', 'c3-d3', 'f4-f3', 'b3-a3',
                           'e1-c1', 'g5-a5', 'c1-c2', 'e2-g2', 'c2-b2', 'a5-e5', 'b4-c4', 'e5-e1',
                           'f3-e3', 'd4-g4', 'c4-c1', 'a3-a4', 'f7-f6', 'd3-d6', 'e3-c3', 'g4-g6',
                           'f6-f4', 'g2-g3', 'd2-f2', 'g3-f3', 'b2-b3', 'g6-g4', 'f4-c4', 'f3-d3',
                           'f2-e2', 'g4-d4', 'e2-f2', 'd6-c6', 'b3-b2', 'a4-a6', 'f2-f3', 'd4-d7',
                           'f3-f5', 'd3-d1', 'c3-d3', 'e1-e6', 'c4-c2', 'd7-d5', 'c2-d2', 'c6-d6',
                           'd2-f2', 'e6-f6', 'b2-b5', 'f6-f7', 'f2-g2', 'd6-b6', 'b5-b3', 'f7-b7',
                           'g2-g3', 'b7-d7', 'g3-e3', 'b6-e6', 'c1-c7', 'd5-c5', 'f5-f6', 'd1-f1',
                           'b3-b6', 'c5-d5', 'f6-f4', 'a6-a5', 'f4-a4', 'e6-e7', 'b6-e6', 'f1-f4',
                           'e3-e4', 'a5-c5', 'd3-a3', 'c5-c6', 'a4-b4', 'd5-d1', 'b4-b3', 'c6-c3',
                           'e6-g6', 'd1-d4', 'g6-g5', 'f4-f6', 'b3-b7', 'e7-f7', 'g5-f5', 'c3-c4',
                           'f5-e5', 'f6-f4', 'a3-g3', 'd4-e4', 'b7-b6', 'd7-d3', 'c7-c6', 'c4-c3',
                           'c6-c4', 'e4-e2', 'b6-b5', 'f4-f6', 'e5-g5', 'f6-f4', 'c4-e4', 'd3-d6',
                           'e4-e7', 'd6-b6', 'b5-b3', 'c3-c5', 'e7-f7', 'e2-g2', 'b3-b1', 'c5-f5',
                           'b1-b5', 'f4-e4', 'f7-b7', 'f5-c5', 'g5-f5', 'c5-c1', 'b5-b2', 'e4-c4',
                           'b7-b5', 'c4-c6', 'f5-f3', 'c1-e1', 'b2-e2', 'g2-f2', 'f3-f4', 'c6-c4',
                           'b5-b3', 'c4-c3', 'b3-b6', 'f2-f3', 'f4-c4', 'f3-f2', 'c4-e4', 'e1-d1',
                           'e2-e1', 'f2-c2', 'b6-b4', 'c3-a3', 'e4-e5', 'a3-e3', 'b4-b7', 'c2-d2',
                           'b7-d7', 'd1-b1', 'e5-c5', 'd2-b2', 'c5-c3', 'b1-d1', 'g3-g6', 'd1-d3',
                           'c3-c4', 'b2-a2', 'e1-e2', 'd3-d2', 'c4-a4', 'e3-a3', 'a4-b4', 'a2-b2',
                           'd7-d5', 'b2-b1', 'b4-b3', 'd2-a2', 'g6-a6', 'b1-c1', 'e2-g2', 'c1-c4',
                           'b3-c3', 'a3-a5', 'g2-f2', 'c4-c7', 'f2-f6', 'c7-c5', 'd5-f5', 'c5-c6',
                           'c3-d3', 'a5-a3', 'f5-d5', 'a2-e2', 'f6-e6', 'e2-e5', 'd3-d2', 'c6-c5',
                           'e6-c6', 'e5-e3', 'd2-d3', 'c5-c3', 'c6-b6', 'c3-c6', 'b6-b7', 'e3-d3',
                           'b7-d7', 'd3-d5', 'd7-f7', 'c6-f6', 'f7-c7', 'a3-a4', 'c7-f7', 'd5-d3',
                           'f7-b7', 'a4-a5', 'b7-e7', 'd3-c3', 'e7-d7', 'f6-f4', 'd7-f7', 'f4-c4',
                           'f7-e7', 'a5-e5', 'e7-d7', 'e5-b5', 'd7-b7', 'b5-g5', 'b7-b1', 'g5-a5',
                           'b1-b7', 'c3-f3', 'b7-b1', 'f3-e3', 'b1-b5', 'c4-b4', 'b5-b6', 'e3-e6',
                           'b6-b7', 'a5-g5', 'b7-d7', 'b4-d4', 'd7-d5', 'g5-g2', 'd5-e5', 'g2-b2',
                           'e5-c5', 'e6-e5', 'c5-c6', 'b2-b6', 'c6-c4', 'e5-e6', 'c4-b4', 'e6-e4',
                           'b4-b5', 'e4-e5', 'b5-b4', 'e5-c5', 'b4-b2', 'c5-c1', 'b2-b5', 'c1-c6',
                           'b5-d5', 'c6-f6', 'd5-c5', 'd4-e4', 'c5-e5', 'b6-e6'],
                 'outcome': [None, 'no_legal_move'],
                 'perft': [0],
                 'plies': None,
                 'seed': 670,
                 'text': '7/4DD1/7/4K2/7/7/7 0 - 262'}],
     'start_moves': ['a4-a2', 'a4-a3', 'a4-a5', 'a4-a6', 'b4-b1', 'b4-b2', 'b4-b3', 'b4-b5',
                     'b4-b6', 'b4-b7', 'd1-b1', 'd1-c1', 'd1-e1', 'd1-f1', 'd2-a2', 'd2-b2',
                     'd2-c2', 'd2-e2', 'd2-f2', 'd2-g2', 'd6-a6', 'd6-b6', 'd6-c6', 'd6-e6',
                     'd6-f6', 'd6-g6', 'd7-b7', 'd7-c7', 'd7-e7', 'd7-f7', 'f4-f1', 'f4-f2',
                     'f4-f3', 'f4-f5', 'f4-f6', 'f4-f7', 'g4-g2', 'g4-g3', 'g4-g5', 'g4-g6'],
     'start_text': '3A3/3A3/3D3/AADKDAA/3D3/3A3/3A3 0 - 0'}
REFERENCE['king_surrounded+king_unarmed'] = \
    {'options': {'king_armed': False, 'king_surrounded': True},
     'perft': [40, 960, 39512, 1007392, 41843400],
     'random': [{'moves': ['b4-b6', 'd5-g5', 'a4-b4', 'd3-c3', 'b6-b7', 'e4-e3', 'd7-e7', 'e3-e5',
                           'g4-g3', 'd4-e4', 'd1-f1', 'c3-c2'],
                 'outcome': None,
                 'perft': [49, 1051, 48560, 1217812],
                 'plies': 12,
                 'seed': 1,
                 'text': '1A2A2/3A3/4D1D/1AD1KA1/6A/2DA3/5A1 0 - 12'},
                {'moves': ['a4-a6', 'c4-c3', 'a6-c6', 'd5-b5', 'd1-b1', 'e4-e6', 'd2-e2', 'c3-a3',
                           'f4-f6', 'b5-a5', 'e2-g2', 'a3-a4', 'g2-d2', 'a5-d5', 'd6-e6', 'd4-f4',
                           'g4-g5', 'f4-c4', 'd7-b7', 'd3-g3', 'd2-g2', 'd5-d2', 'c6-b6', 'g3-e3',
                           'b1-c1', 'a4-a3', 'e6-e7', 'e3-e1', 'e7-e4', 'e1-f1'],
                 'outcome': None,
                 'perft': [49, 1532, 72987, 2065915],
                 'plies': 30,
                 'seed': 2,
                 'text': '1A5/1A3A1/6A/1AK1A2/D6/3D2A/2A2D1 0 - 30'},
                {'moves': ['d2-b2', 'd5-g5', 'f4-f3', 'c4-c6', 'd6-e6', 'e4-e3', 'e6-e5', 'd4-f4',
                           'f3-f1', 'c6-c3', 'f1-f3', 'c3-a3', 'e5-d5', 'e3-e4', 'g4-g2', 'e4-c4',
                           'b4-b7', 'g5-f5', 'd7-e7', 'f4-g4', 'e7-e4', 'f5-f4', 'd1-f1', 'g4-g6',
                           'b2-c2', 'c4-c7', 'g2-f2', 'c7-e7', 'f2-d2', 'f4-f5', 'a4-a5', 'g6-d6',
                           'c2-a2', 'd3-e3', 'a5-a4', 'e3-c3', 'a2-b2', 'f5-f7', 'd2-e2', 'd6-f6',
                           'e4-g4', 'f6-f5', 'd5-d7', 'f7-f6', 'g4-g6', 'e7-e6', 'd7-e7', 'f5-g5',
                           'f3-e3', 'e6-e5'],
                 'outcome': None,
                 'perft': [40, 1196, 47441, 1335112],
                 'plies': 50,
                 'seed': 3,
                 'text': '4A2/5DA/4D1K/A6/2D1A2/1A2A2/5A1 0 - 50'},
                {'moves': ['d6-f6', 'e4-e7', 'f4-f3', 'c4-c2', 'd2-f2', 'e7-f7', 'f3-f4', 'd5-g5',
                           'd7-d6', 'g5-g6', 'f6-e6', 'd3-b3', 'g4-g5', 'f7-f6', 'd1-f1', 'c2-d2',
                           'd6-a6', 'd2-b2', 'b4-b6', 'f6-g6', 'b6-b4', 'g6-f6', 'e6-e3', 'f6-c6',
                           'g5-e5', 'b2-e2', 'e5-e6', 'b3-c3', 'a6-b6', 'e2-c2', 'e6-e5', 'c6-f6',
                           'f2-e2', 'c2-d2', 'e5-a5', 'd2-d3', 'e2-a2', 'f6-f7', 'f1-f2', 'c3-c6',
                           'f2-g2', 'd4-c4', 'e3-g3', 'f7-f6', 'g3-f3', 'c6-d6', 'a2-d2', 'f6-e6',
                           'a4-a2', 'c4-c3', 'd2-c2', 'e6-g6', 'a2-a3', 'g6-f6', 'b6-c6', 'd3-d1',
                           'g2-g6', 'd1-e1', 'a5-a6', 'd6-d2', 'g6-g4', 'd2-d5', 'b4-e4', 'f6-f7',
                           'c2-c1', 'f7-f5', 'g4-g6', 'd5-e5', 'a6-a5', 'c3-c4', 'c6-e6', 'f5-f6',
                           'f3-f1', 'c4-b4', 'c1-c4', 'e1-c1', 'c4-c5', 'b4-b3', 'f4-g4', 'b3-g3',
                           'f1-d1', 'f6-f3', 'e6-e5', 'f3-f2', 'e4-e2', 'c1-c3', 'g4-f4', 'g3-f3',
                           'e2-a2', 'f2-e2', 'd1-d2', 'e2-f2', 'c5-d5', 'c3-c4', 'd2-b2', 'c4-b4',
                           'g6-e6', 'f2-d2', 'f4-c4', 'b4-b5', 'a5-a4', 'f3-f7', 'a4-b4', 'd2-c2',
                           'a3-a6', 'b5-b7', 'e5-f5', 'f7-d7', 'f5-f4', 'c2-g2', 'b4-b5', 'g2-d2',
                           'f4-g4', 'd2-d1', 'g4-g5', 'd1-c1', 'e6-e2', 'd7-d6', 'c4-f4', 'd6-e6',
                           'b5-b6', 'e6-c6', 'e2-e6', 'c1-f1', 'a6-a5', 'c6-d6', 'f4-e4', 'b7-f7',
                           'e4-c4', 'f7-f5', 'e6-e2', 'f1-f3', 'b2-d2', 'f3-c3', 'a2-a4', 'd6-c6',
                           'b6-b1', 'f5-f7', 'b1-e1', 'c6-c7', 'c4-f4', 'c3-g3', 'e2-e6', 'c7-b7',
                           'a5-b5', 'b7-e7', 'f4-f6', 'g3-g4', 'b5-b7', 'e7-c7', 'f6-g6', 'g4-e4',
                           'e6-f6', 'f7-d7', 'f6-f1', 'c7-c3', 'a4-a3', 'c3-c4', 'f1-f5', 'c4-c6',
                           'f5-f1', 'e4-e2', 'a3-e3', 'c6-c5', 'b7-b6', 'c5-c4', 'g6-d6', 'c4-c2',
                           'b6-b2', 'd7-f7', 'b2-b1', 'c2-c6', 'd2-d1', 'c6-c2', 'e3-e4', 'c2-c6',
                           'b1-b5', 'c6-a6', 'e4-g4', 'f7-f3', 'g5-g6', 'a6-a4', 'd5-f5', 'a4-a3',
                           'd1-d5', 'a3-a4', 'g6-e6', 'a4-e4', 'e6-e5', 'e4-f4', 'd5-d3', 'f3-e3',
                           'f1-f2', 'f4-d4', 'b5-b2', 'e3-g3', 'b2-b7', 'g3-e3', 'd3-c3', 'd4-d2',
                           'd6-d3', 'e3-f3', 'g4-g6', 'd2-c2', 'f5-f7', 'c2-d2', 'g6-b6', 'd2-a2',
                           'f2-f1', 'a2-a7'],
                 'outcome': [1, 'condition'],
                 'perft': [0],
                 'plies': None,
                 'seed': 0,
                 'text': 'KA3A1/1A5/4A2/7/2AA1D1/7/4AA1 0 - 210'},
                {'moves': ['g4-g2', 'c4-c3', 'f4-f2', 'e4-f4', 'd2-b2', 'c3-b3', 'a4-a2', 'd3-e3',
                           'g2-g6', 'e3-e1', 'd7-c7', 'd5-a5', 'a2-a4', 'b3-c3', 'f2-c2', 'c3-d3',
                           'c7-f7', 'f4-f6', 'g6-g3', 'a5-g5', 'c2-c1', 'e1-e7', 'b2-b1', 'f6-f7',
                           'd6-a6', 'd3-f3', 'b1-b3', 'f7-f4', 'b4-b5', 'g5-c5', 'a6-b6', 'd4-d3',
                           'b6-e6', 'c5-c6', 'a4-a5', 'e7-f7', 'b5-c5', 'f7-f6', 'c5-f5', 'f3-e3',
                           'b3-b5', 'e3-e1', 'g3-g4', 'c6-b6', 'e6-e4', 'd3-c3', 'g4-g5', 'c3-e3',
                           'd1-d3', 'f6-c6', 'f5-f2', 'c6-c3', 'b5-b2', 'c3-c7', 'g5-g3', 'e1-f1',
                           'd3-d7', 'b6-d6', 'a5-e5', 'e3-d3', 'f2-f6', 'd3-c3', 'e4-b4', 'f1-f2',
                           'b4-e4', 'c7-c6', 'e5-d5', 'c3-f3', 'b2-d2', 'c6-c7', 'f6-f7', 'f3-f6',
                           'c1-b1', 'c7-c6', 'g3-g6', 'c6-c4', 'b1-b3', 'f6-f4', 'd5-d3', 'f2-f1',
                           'd7-d5', 'f1-f2', 'f7-d7', 'f4-f3', 'd5-d6', 'c4-c3', 'e4-e6', 'c3-c1',
                           'd2-d1', 'f2-g2', 'e6-e3', 'c1-c4', 'e3-e4', 'c4-c7', 'b3-b6', 'g2-e2',
                           'e4-e3', 'f3-f1', 'e3-e5', 'c7-c2', 'e5-e4', 'e2-g2', 'e4-c4', 'f1-f3',
                           'd3-d5', 'c2-c1', 'c4-c5', 'g2-g4', 'd1-e1', 'f3-f6', 'e1-e5', 'c1-e1',
                           'b6-b1', 'e1-c1', 'd7-f7', 'c1-c4', 'd6-b6', 'g4-g3', 'e5-e6', 'c4-f4',
                           'c5-c7', 'g3-g2', 'd5-g5', 'g2-a2', 'g5-f5'],
                 'outcome': [0, 'condition'],
                 'perft': [0],
                 'plies': None,
                 'seed': 6,
                 'text': '2A2A1/1A2A1A/5A1/5D1/7/D6/7 1 - 125'},
                {'moves': ['d7-f7', 'e4-e2', 'd6-g6', 'd3-c3', 'b4-b6', 'c3-e3', 'g6-g5', 'c4-b4',
                           'f4-f1', 'e2-e1', 'f7-f5', 'e3-c3', 'b6-b5', 'c3-c6', 'f5-e5', 'd4-f4',
                           'e5-f5', 'b4-b3', 'f5-f7', 'd5-d7', 'b5-b7', 'e1-e2', 'g5-b5', 'c6-b6',
                           'b5-d5', 'b6-e6', 'a4-a6', 'b3-d3', 'b7-b2', 'f4-f3', 'g4-g3', 'd3-c3',
                           'd5-d3', 'c3-c6', 'd3-a3', 'd7-e7', 'd1-f1', 'e6-d6', 'f1-c1', 'e7-f7',
                           'a3-d3', 'e2-f2', 'c1-b1', 'f2-e2', 'b1-f1', 'f3-f2', 'g3-e3', 'c6-c1',
                           'b2-a2', 'f7-b7', 'a2-a3', 'e2-e1', 'a3-a4', 'd6-g6', 'e3-g3', 'b7-e7',
                           'a4-a3', 'e7-b7', 'd2-b2', 'b7-f7', 'a3-a2', 'c1-d1', 'b2-b3', 'f2-d2',
                           'd3-c3', 'd1-b1', 'a6-a3', 'd2-d5', 'c3-c5', 'b1-c1', 'g3-g5', 'c1-c3',
                           'c5-c6', 'f7-d7', 'c6-c4', 'e1-e7', 'a3-a4', 'd5-d6', 'a2-e2', 'd6-d4',
                           'c4-b4', 'd7-c7', 'b3-b1', 'c3-f3', 'b4-b3', 'c7-c2', 'a4-a6', 'd4-d7',
                           'g5-d5', 'f3-f1', 'e2-e4', 'f1-f7', 'a6-g6', 'f7-f6', 'd5-b5', 'c2-c1',
                           'b3-f3', 'f6-f4', 'f3-f1', 'c1-d1', 'b5-f5', 'f4-f3', 'f5-e5', 'd1-c1',
                           'g6-f6', 'd7-c7', 'f6-d6', 'e7-d7', 'e5-a5', 'f3-b3', 'a5-c5', 'b3-g3',
                           'c5-e5', 'g3-b3', 'e5-e7', 'c1-c3', 'e4-e1', 'c3-d3', 'd6-g6', 'd3-d2',
                           'g6-d6', 'b3-a3', 'e1-e3', 'd2-d3', 'e3-e5', 'a3-a2', 'e5-e3', 'a2-a6',
                           'e3-e1', 'c7-b7', 'e7-e2', 'b7-b2', 'e2-d2', 'a6-a4', 'd6-e6', 'd3-d5',
                           'e1-e2', 'a4-a6', 'e6-f6', 'd7-c7', 'd2-d1', 'a6-a3', 'e2-e7', 'd5-d6',
                           'f6-g6', 'c7-c5', 'e7-f7', 'c5-a5', 'g6-f6', 'a5-g5', 'f7-c7', 'a3-b3',
                           'd1-d3', 'g5-b5', 'd3-e3', 'b2-d2', 'f1-f3', 'd2-f2', 'e3-e7', 'd6-d7',
                           'c7-c4', 'd7-d5', 'e7-e5', 'b3-d3', 'e5-e7', 'b5-a5', 'c4-c2', 'a5-c5',
                           'e7-c7', 'd3-a3', 'c2-c3', 'f2-c2', 'c7-b7', 'a3-a2', 'b7-b2', 'a2-a4',
                           'f3-f1', 'a4-e4', 'f6-c6', 'd5-d2', 'c6-f6', 'c2-c1', 'f6-a6', 'd2-d6',
                           'b2-b4', 'e4-e7', 'c3-a3', 'c5-b5', 'a3-a5', 'e7-e6', 'b4-c4', 'b5-d5',
                           'a5-a4', 'd5-f5', 'c4-f4', 'c1-e1', 'f4-c4', 'e1-d1', 'c4-c1', 'f5-f2',
                           'c1-c5', 'f2-a2', 'a4-c4', 'e6-f6', 'a6-a4', 'd1-b1', 'c5-e5', 'b1-b2',
                           'c4-e4', 'f6-f5', 'f1-d1', 'f5-f6', 'a4-a6', 'b2-b4', 'e5-f5', 'f6-e6',
                           'd1-d2', 'a2-a3', 'd2-g2', 'a3-d3', 'g2-f2', 'd3-d5', 'f2-f1', 'd6-c6',
                           'f1-f3', 'c6-c3', 'a6-a4', 'c3-c2', 'f3-f2', 'e6-d6', 'f2-g2', 'c2-d2',
                           'f5-f4', 'b4-b3', 'f4-g4', 'b3-b1', 'g4-f4', 'd6-b6', 'f4-f5', 'b6-f6',
                           'f5-e5', 'f6-f4', 'g2-g3', 'b1-b5', 'g3-f3', 'd5-d6', 'f3-a3', 'd6-b6',
                           'a3-c3', 'd2-a2', 'e5-d5', 'a2-e2', 'c3-a3', 'b5-b3', 'd5-g5', 'f4-f5',
                           'a4-a5', 'f5-f2', 'g5-d5', 'e2-e3', 'a3-a4', 'b3-b1', 'd5-d3', 'b6-b7',
                           'd3-d1', 'b7-e7', 'd1-c1', 'f2-f7', 'a5-d5', 'b1-b2', 'a4-c4', 'e3-g3',
                           'c1-c2', 'g3-d3', 'd5-b5', 'd3-f3', 'c4-c3', 'b2-b3', 'b5-d5', 'b3-b7',
                           'c2-c1', 'f3-f6', 'c3-c7', 'b7-b2', 'c1-c5', 'b2-a2', 'd5-d2', 'f6-f4',
                           'e4-e5', 'f4-f5', 'd2-d7', 'f5-f3', 'c5-a5', 'f7-f5', 'e5-e4', 'a2-a4',
                           'c7-c5', 'a4-a3', 'e4-e5', 'f3-c3'],
                 'outcome': [None, 'ply_limit'],
                 'perft': [0],
                 'plies': None,
                 'seed': 9,
                 'text': '3AD2/7/A1A1AD1/7/K1D4/7/7 0 - 300'}],
     'start_moves': ['a4-a2', 'a4-a3', 'a4-a5', 'a4-a6', 'b4-b1', 'b4-b2', 'b4-b3', 'b4-b5',
                     'b4-b6', 'b4-b7', 'd1-b1', 'd1-c1', 'd1-e1', 'd1-f1', 'd2-a2', 'd2-b2',
                     'd2-c2', 'd2-e2', 'd2-f2', 'd2-g2', 'd6-a6', 'd6-b6', 'd6-c6', 'd6-e6',
                     'd6-f6', 'd6-g6', 'd7-b7', 'd7-c7', 'd7-e7', 'd7-f7', 'f4-f1', 'f4-f2',
                     'f4-f3', 'f4-f5', 'f4-f6', 'f4-f7', 'g4-g2', 'g4-g3', 'g4-g5', 'g4-g6'],
     'start_text': '3A3/3A3/3D3/AADKDAA/3D3/3A3/3A3 0 - 0'}
REFERENCE['king_surrounded+king_unarmed+throne_hostile'] = \
    {'options': {'king_armed': False, 'king_surrounded': True, 'throne_hostile': True},
     'perft': [40, 960, 39512, 1007392, 41843400],
     'random': [{'moves': ['b4-b6', 'd5-g5', 'a4-b4', 'd3-c3', 'b6-b7', 'e4-e3', 'd7-e7', 'e3-e5',
                           'g4-g3', 'd4-e4', 'd1-f1', 'c3-c2'],
                 'outcome': None,
                 'perft': [49, 1051, 48559, 1217674],
                 'plies': 12,
                 'seed': 1,
                 'text': '1A2A2/3A3/4D1D/1AD1KA1/6A/2DA3/5A1 0 - 12'},
                {'moves': ['a4-a6', 'c4-c3', 'a6-c6', 'd5-b5', 'd1-b1', 'e4-e6', 'd2-e2', 'c3-a3',
                           'f4-f6', 'b5-a5', 'e2-g2', 'a3-a4', 'g2-d2', 'a5-d5', 'd6-e6', 'd4-f4',
                           'g4-g5', 'f4-c4', 'd7-b7', 'd3-g3', 'd2-g2', 'd5-d2', 'c6-b6', 'g3-e3',
                           'b1-c1', 'a4-a3', 'e6-e7', 'e3-e1', 'e7-e4', 'e1-f1'],
                 'outcome': None,
                 'perft': [49, 1532, 72801, 2061345],
                 'plies': 30,
                 'seed': 2,
                 'text': '1A5/1A3A1/6A/1AK1A2/D6/3D2A/2A2D1 0 - 30'},
                {'moves': ['d2-b2', 'd5-g5', 'f4-f3', 'c4-c6', 'd6-e6', 'e4-e3', 'e6-e5', 'd4-f4',
                           'f3-f1', 'c6-c3', 'f1-f3', 'c3-a3', 'e5-d5', 'e3-e4', 'g4-g2', 'e4-c4',
                           'b4-b7', 'g5-f5', 'd7-e7', 'f4-g4', 'e7-e4', 'f5-f4', 'd1-f1', 'g4-g3',
                           'b2-c2', 'c4-c7', 'c2-c4', 'f4-f6', 'f1-f2', 'g3-g4', 'a4-a5', 'f6-f5',
                           'f3-e3', 'a3-b3', 'c4-c3', 'g4-e4', 'a5-a4', 'c7-c5', 'a4-a3', 'e4-d4',
                           'g2-g3', 'f5-g5', 'f2-c2', 'd4-g4', 'e3-e4', 'g5-f5', 'c2-d2', 'f5-f7',
                           'c3-c1', 'c5-b5'],
                 'outcome': None,
                 'perft': [50, 1120, 49483, 1082739],
                 'plies': 50,
                 'seed': 3,
                 'text': '5D1/7/1D1A3/4A1K/A5A/3A3/2A4 0 - 50'},
                {'moves': ['d6-f6', 'e4-e7', 'f4-f3', 'c4-c2', 'd2-f2', 'e7-f7', 'f3-f4', 'd5-g5',
                           'd7-d6', 'g5-g6', 'f6-e6', 'd3-b3', 'g4-g5', 'f7-f6', 'd1-f1', 'c2-d2',
                           'd6-a6', 'd2-b2', 'b4-b6', 'f6-g6', 'b6-b4', 'g6-f6', 'e6-e3', 'f6-c6',
                           'g5-e5', 'b2-e2', 'e5-e6', 'b3-c3', 'a6-b6', 'e2-c2', 'e6-e5', 'c6-f6',
                           'f2-e2', 'c2-d2', 'e5-a5', 'd2-d3', 'e2-a2', 'f6-f7', 'f1-f2', 'c3-c6',
                           'f2-g2', 'd4-c4', 'e3-g3', 'f7-f6', 'g3-f3', 'c6-d6', 'a2-d2', 'c4-c1',
                           'a5-d5', 'd6-c6', 'g2-g5', 'f6-g6', 'f4-f6', 'c1-a1'],
                 'outcome': [1, 'condition'],
                 'perft': [0],
                 'plies': None,
                 'seed': 0,
                 'text': '7/1AD2AD/3A2A/AA5/5A1/3A3/K6 0 - 54'},
                {'moves': ['g4-g2', 'c4-c3', 'f4-f2', 'e4-f4', 'd2-b2', 'c3-b3', 'a4-a2', 'd3-e3',
                           'g2-g6', 'e3-e1', 'd7-c7', 'd5-a5', 'a2-a4', 'b3-c3', 'f2-c2', 'c3-d3',
                           'c7-f7', 'f4-f6', 'g6-g3', 'a5-g5', 'c2-c1', 'e1-e7', 'b2-b1', 'f6-f7',
                           'd6-a6', 'd3-f3', 'b1-b3', 'f7-f4', 'b4-b5', 'g5-c5', 'a6-b6', 'd4-d3',
                           'b6-e6', 'c5-c6', 'a4-a5', 'e7-f7', 'b5-c5', 'f7-f6', 'c5-f5', 'f3-e3',
                           'b3-b5', 'e3-e1', 'g3-g4', 'c6-b6', 'e6-e4', 'd3-c3', 'g4-g5', 'c3-e3',
                           'd1-d3', 'f6-c6', 'f5-f2', 'c6-c3', 'b5-b2', 'c3-c7', 'g5-g3', 'e1-f1',
                           'd3-d7', 'b6-d6', 'a5-e5', 'e3-d3', 'f2-f6', 'd3-c3', 'e4-b4', 'f1-f2',
                           'b4-e4', 'c7-c6', 'e5-d5', 'c3-f3', 'b2-d2', 'c6-c7', 'f6-f7', 'f3-f6',
                           'c1-b1', 'c7-c6', 'g3-g6', 'c6-c4', 'b1-b3', 'f6-f4', 'd5-d3', 'f2-f1',
                           'd7-d5', 'f1-f2', 'f7-d7', 'f4-f3', 'd5-d6', 'c4-c3', 'e4-e6', 'c3-c1',
                           'd2-d1', 'f2-g2', 'e6-e3', 'c1-c4', 'e3-e4', 'c4-c7', 'b3-b6', 'g2-e2',
                           'e4-e3', 'f3-f1', 'e3-e5', 'c7-c2', 'e5-e4', 'e2-g2', 'e4-c4', 'f1-f3',
                           'd3-d5', 'c2-c1', 'c4-c5', 'g2-g4', 'd1-e1', 'f3-f6', 'e1-e5', 'c1-e1',
                           'b6-b1', 'e1-c1', 'd7-f7', 'c1-c4', 'd6-b6', 'g4-g3', 'e5-e6', 'c4-f4',
                           'c5-c7', 'g3-g2', 'd5-g5', 'g2-a2', 'g5-f5'],
                 'outcome': [0, 'condition'],
                 'perft': [0],
                 'plies': None,
                 'seed': 6,
                 'text': '2A2A1/1A2A1A/5A1/5D1/7/D6/7 1 - 125'},
                {'moves': ['d6-a6', 'c4-c6', 'd7-e7', 'd5-c5', 'a6-a5', 'c5-c2', 'f4-f7', 'c6-a6',
                           'e7-c7', 'd3-g3', 'a5-c5', 'g3-f3', 'f7-e7', 'd4-d3', 'a4-a5', 'c2-c1',
                           'd2-a2', 'e4-c4', 'a2-d2', 'd3-a3', 'b4-b2', 'f3-c3', 'd2-e2', 'a3-a2',
                           'e2-g2', 'c1-b1', 'c5-c6', 'a2-a3', 'e7-e1', 'c4-a4', 'a5-d5', 'a4-e4',
                           'b2-b4', 'c3-f3', 'c6-b6', 'a3-e3', 'd5-a5', 'e3-b3', 'd1-d5', 'b3-a3',
                           'd5-g5', 'b1-c1', 'g2-b2', 'c1-c5', 'b2-c2', 'c5-e5', 'c2-c4', 'a3-b3',
                           'g4-g2', 'f3-f5', 'a5-b5', 'f5-f3', 'b5-d5', 'f3-f5', 'c4-c5', 'f5-f1',
                           'g5-g4', 'f1-f3', 'd5-d7', 'f3-g3', 'c7-c6', 'e5-f5', 'e1-c1', 'e4-e5',
                           'c5-c4', 'e5-a5', 'c4-c2', 'f5-f4', 'c2-c5', 'a5-a4', 'g4-g5', 'b3-e3',
                           'd7-d3', 'f4-f3', 'c5-c3', 'f3-f6', 'c3-c2', 'f6-g6', 'b4-c4', 'a4-a6',
                           'd3-d1', 'e3-e7', 'c2-d2', 'g6-d6', 'd2-a2', 'd6-d3', 'c6-g6', 'e7-b7',
                           'a2-a5', 'b7-d7', 'd1-f1', 'g3-e3', 'g5-g4', 'd7-d4', 'c1-b1', 'e3-e2',
                           'f1-f2', 'e2-c2', 'f2-f3', 'd4-d5', 'a5-b5', 'c2-c1', 'c4-c6', 'd5-d4',
                           'b5-b4', 'c1-c2', 'f3-f4', 'd4-d6', 'f4-f3', 'd6-f6', 'g4-g2', 'd3-d5',
                           'f3-a3', 'f6-f1', 'c6-c5', 'f1-f2', 'b6-c6', 'c2-a2', 'c6-d6', 'f2-c2',
                           'b4-b1', 'c2-b2', 'd6-d5', 'b2-b3', 'c5-c4', 'b3-e3', 'c4-c1', 'a2-f2',
                           'c1-c4', 'f2-b2', 'd5-d1', 'e3-e4', 'a3-c3', 'b2-b7', 'g2-b2', 'e4-e5',
                           'g6-a6', 'e5-a5', 'b2-b3', 'b7-c7', 'c3-e3', 'c7-d7', 'c4-c6', 'd7-d2',
                           'c6-c3', 'a5-b5', 'a6-c6', 'b5-d5', 'c3-c2', 'd2-g2', 'e3-f3', 'd5-d7',
                           'b1-b2', 'g2-g4', 'f3-d3', 'd7-d6', 'c6-a6', 'g4-b4', 'a6-a2', 'b4-c4',
                           'c2-d2', 'd6-e6', 'b3-c3', 'e6-g6', 'd1-f1', 'g6-c6', 'b2-b6', 'c6-g6',
                           'd3-g3', 'g6-d6', 'g3-f3', 'c4-b4', 'f1-c1', 'd6-d5', 'c3-c7', 'd5-d3',
                           'c7-c3', 'b4-b1', 'd2-d1', 'd3-d5', 'a2-a6', 'b1-b5', 'b6-b7', 'b5-c5',
                           'd1-d2', 'c5-c4', 'a6-e6', 'd5-c5', 'e6-e4', 'c4-a4', 'b7-c7', 'a4-a2',
                           'e4-g4', 'a2-a5', 'f3-f7', 'a5-a3', 'd2-d7', 'c5-d5', 'c1-c2', 'a3-a5',
                           'c3-e3', 'd5-d6', 'c2-f2', 'd6-g6', 'e3-d3', 'g6-b6', 'g4-c4', 'b6-b1',
                           'f2-e2', 'a5-a6', 'c4-e4', 'b1-b6', 'e4-b4', 'b6-d6', 'e2-c2', 'a6-b6',
                           'b4-c4', 'b6-b2', 'c4-a4', 'd6-d5', 'c7-c5', 'd5-g5', 'c5-a5', 'g5-g4',
                           'f7-f6', 'b2-b6', 'd3-f3', 'b6-a6', 'c2-b2', 'g4-f4', 'd7-b7', 'a6-d6',
                           'f3-d3', 'f4-g4', 'a4-a3', 'g4-g6', 'b2-d2', 'g6-g5', 'a5-a6', 'g5-d5',
                           'f6-f2', 'd5-f5', 'b7-b2', 'f5-e5', 'b2-b6', 'e5-g5', 'f2-g2', 'g5-e5',
                           'd2-a2', 'e5-a5', 'd3-b3', 'd6-d7', 'b3-g3', 'a5-g5', 'g3-e3', 'g5-g3',
                           'b6-g6', 'g3-g5', 'a2-c2', 'd7-b7', 'c2-c4', 'g5-f5', 'c4-c2', 'b7-c7',
                           'g6-f6', 'f5-d5', 'e3-e5', 'd5-d1', 'c2-e2', 'c7-c2', 'a6-e6', 'c2-c3',
                           'e5-b5', 'd1-d3', 'b5-c5', 'd3-d2', 'c5-g5', 'd2-d3', 'g5-g4', 'c3-b3',
                           'g4-a4', 'd3-d5', 'a4-e4', 'd5-f5', 'a3-a6', 'f5-a5', 'e4-c4', 'b3-b6',
                           'e2-a2', 'b6-b7', 'g2-e2', 'b7-b3', 'a6-b6', 'b3-b2', 'e6-d6', 'b2-b4',
                           'b6-a6', 'a5-e5', 'a6-c6', 'b4-b5'],
                 'outcome': [None, 'ply_limit'],
                 'perft': [0],
                 'plies': None,
                 'seed': 7,
                 'text': '7/2AA1A1/1D2K2/7/7/A3A2/7 0 - 300'},
                {'moves': ['f4-f6', 'd5-f5', 'g4-g3', 'f5-f1', 'b4-b6', 'e4-e3', 'a4-a3', 'c4-c3',
                           'a3-a2', 'e3-e6', 'a2-c2', 'e6-e7', 'd6-c6', 'f1-f5', 'c6-c7', 'c3-c4',
                           'g3-g6', 'd4-d6', 'd2-f2', 'c4-f4', 'd1-c1', 'e7-e5', 'c7-c6', 'd6-e6',
                           'c1-e1', 'd3-d5', 'c2-c4', 'f4-e4', 'e1-b1', 'd5-d3', 'f6-f7', 'e4-e3',
                           'f2-f4', 'e3-e2', 'f4-f3', 'e5-e3', 'b6-b3', 'd3-d5', 'b3-b2', 'e6-e5',
                           'c6-c5', 'e5-e6', 'c4-g4', 'd5-d1', 'b2-a2', 'e6-e4', 'g6-d6', 'e4-a4',
                           'f3-f1', 'e3-c3', 'd6-b6', 'd1-e1', 'b6-b3', 'e2-f2', 'd7-d2', 'a4-e4',
                           'b1-d1', 'f5-d5', 'a2-c2', 'e4-e2', 'b3-b1', 'c3-a3', 'c5-b5', 'e2-e5',
                           'f7-d7', 'e1-e3', 'g4-f4', 'e3-e4', 'b5-c5', 'f2-e2', 'd7-e7', 'e5-f5',
                           'f4-f1', 'a3-g3', 'd1-c1', 'e2-g2', 'f1-d1', 'g3-f3', 'c2-a2', 'f3-f2',
                           'c5-c3', 'e4-e3', 'e7-e6', 'd5-e5', 'c3-c5', 'e3-e1', 'c1-c4', 'e1-f1',
                           'b1-b7', 'g2-g6', 'd2-e2', 'f5-f3', 'a2-c2', 'e5-d5', 'c2-c1', 'f3-f4',
                           'e6-e7', 'g6-g2', 'b7-b2', 'f4-f3', 'c4-g4', 'd5-f5', 'g4-e4', 'f5-f7',
                           'c5-b5', 'f3-f5', 'e4-e3', 'f1-e1', 'e7-c7', 'f7-d7', 'e3-c3', 'd7-e7',
                           'b2-b1', 'g2-g5', 'c3-c6', 'f5-e5', 'c6-f6', 'f2-f5', 'e2-c2', 'e1-e3',
                           'd1-e1', 'e7-f7', 'e1-d1', 'f5-f1', 'b5-b4', 'g5-g3', 'c7-b7', 'e5-e4',
                           'b7-b5', 'e3-d3', 'b5-d5', 'e4-f4', 'c2-c5', 'd3-e3', 'c1-c2', 'e3-e1',
                           'b4-b7', 'f4-c4', 'c2-c1', 'f1-f2', 'b1-b4', 'c4-c2', 'c5-c6', 'f7-e7',
                           'd5-b5', 'e1-f1', 'c6-b6', 'g3-e3', 'd1-d3', 'f2-d2', 'c1-e1', 'e3-b3',
                           'b5-c5', 'b3-b2', 'c5-c4', 'e7-d7', 'c4-g4', 'c2-c3', 'b4-c4', 'd2-d3',
                           'g4-g5', 'd7-e7', 'g5-g3', 'b2-b4', 'b6-c6', 'c3-c1', 'g3-g6', 'e7-d7',
                           'e1-e5', 'd3-f3', 'e5-d5', 'f3-f5', 'g6-f6', 'd7-f7', 'd5-d2', 'c1-d1',
                           'c6-c4', 'f5-f2', 'd2-d5', 'b4-b3', 'd5-d6', 'f2-a2', 'c4-f4', 'a2-a4',
                           'b7-b6', 'f7-e7', 'f4-f2', 'a4-e4', 'b6-a6', 'd1-b1', 'd6-d3', 'e7-d7',
                           'a6-a2', 'b3-a3', 'd3-b3', 'e4-g4', 'b3-b4', 'g4-f4', 'f2-f3', 'b1-d1',
                           'f3-b3', 'd7-d3', 'b3-c3', 'a3-b3', 'b4-b7', 'd1-f1', 'b7-d7', 'f4-f7',
                           'd7-b7', 'f7-c7'],
                 'outcome': [None, 'no_legal_move'],
                 'perft': [0],
                 'plies': None,
                 'seed': 95,
                 'text': '2D4/7/7/7/1D1D3/7/5K1 0 - 210'}],
     'start_moves': ['a4-a2', 'a4-a3', 'a4-a5', 'a4-a6', 'b4-b1', 'b4-b2', 'b4-b3', 'b4-b5',
                     'b4-b6', 'b4-b7', 'd1-b1', 'd1-c1', 'd1-e1', 'd1-f1', 'd2-a2', 'd2-b2',
                     'd2-c2', 'd2-e2', 'd2-f2', 'd2-g2', 'd6-a6', 'd6-b6', 'd6-c6', 'd6-e6',
                     'd6-f6', 'd6-g6', 'd7-b7', 'd7-c7', 'd7-e7', 'd7-f7', 'f4-f1', 'f4-f2',
                     'f4-f3', 'f4-f5', 'f4-f6', 'f4-f7', 'g4-g2', 'g4-g3', 'g4-g5', 'g4-g6'],
     'start_text': '3A3/3A3/3D3/AADKDAA/3D3/3A3/3A3 0 - 0'}
REFERENCE['king_surrounded+throne_hostile'] = \
    {'options': {'king_surrounded': True, 'throne_hostile': True},
     'perft': [40, 960, 39512, 1007392, 41843336],
     'random': [{'moves': ['b4-b6', 'd5-g5', 'a4-b4', 'd3-c3', 'b6-b7', 'e4-e3', 'd7-e7', 'e3-e5',
                           'g4-g3', 'd4-e4', 'd1-f1', 'c3-c2'],
                 'outcome': None,
                 'perft': [49, 1051, 48405, 1223964],
                 'plies': 12,
                 'seed': 1,
                 'text': '1A2A2/3A3/4D1D/1AD1KA1/6A/2DA3/5A1 0 - 12'},
                {'moves': ['a4-a6', 'c4-c3', 'a6-c6', 'd5-b5', 'd1-b1', 'e4-e6', 'd2-e2', 'c3-a3',
                           'f4-f6', 'b5-a5', 'e2-g2', 'a3-a4', 'g2-d2', 'a5-d5', 'd6-e6', 'd4-f4',
                           'g4-g5', 'f4-c4', 'd7-c7', 'd3-e3', 'e6-e5', 'd5-c5', 'c7-f7', 'a4-a3',
                           'b1-b3', 'c4-f4', 'f6-d6', 'c5-d5', 'd6-d7', 'e3-e4'],
                 'outcome': None,
                 'perft': [46, 1002, 43928, 1062539],
                 'plies': 30,
                 'seed': 2,
                 'text': '3A1A1/2A4/3DA1A/4DK1/DA5/3A3/7 0 - 30'},
                {'moves': ['d2-b2', 'd5-g5', 'f4-f3', 'c4-c6', 'd6-e6', 'e4-e3', 'e6-e5', 'd4-f4',
                           'f3-f1', 'c6-c3', 'f1-f3', 'c3-a3', 'e5-d5', 'e3-e4', 'g4-g2', 'e4-c4',
                           'b4-b7', 'g5-f5', 'd7-e7', 'f4-g4', 'e7-e4', 'f5-f4', 'd1-f1', 'g4-g3',
                           'b2-c2', 'c4-c7', 'd5-d7', 'c7-c3', 'd7-e7', 'd3-e3', 'f1-f2', 'a3-a2',
                           'f2-g2', 'f4-f7', 'a4-a6', 'c3-b3', 'e7-e6', 'a2-a5', 'c2-e2', 'a5-a3',
                           'e6-c6', 'g3-g4', 'g2-g3', 'f7-f2', 'e2-b2', 'f2-f5', 'c6-g6', 'f5-f6',
                           'b2-c2', 'f6-c6'],
                 'outcome': None,
                 'perft': [16, 590, 9864, 371752],
                 'plies': 50,
                 'seed': 3,
                 'text': '7/2D3A/7/6K/DD2D1A/2A4/7 0 - 50'},
                {'moves': ['d6-f6', 'e4-e7', 'f4-f3', 'c4-c2', 'd2-f2', 'e7-f7', 'f3-f4', 'd5-g5',
                           'd7-d6', 'g5-g6', 'f6-e6', 'd3-b3', 'g4-g5', 'f7-f6', 'd1-f1', 'c2-d2',
                           'd6-a6', 'd2-b2', 'b4-b6', 'f6-g6', 'b6-b4', 'g6-f6', 'e6-e3', 'f6-c6',
                           'g5-e5', 'b2-e2', 'e5-e6', 'b3-c3', 'a6-b6', 'e2-c2', 'e6-e5', 'c6-f6',
                           'f2-e2', 'c2-d2', 'e5-a5', 'd2-d3', 'e2-a2', 'f6-f7', 'f1-f2', 'c3-c6',
                           'f2-g2', 'd4-c4', 'e3-g3', 'f7-f6', 'g3-f3', 'c6-d6', 'a2-d2', 'c4-c1',
                           'a5-d5', 'd6-c6', 'g2-g5', 'f6-g6', 'f4-f6', 'c1-a1'],
                 'outcome': [1, 'condition'],
                 'perft': [0],
                 'plies': None,
                 'seed': 0,
                 'text': '7/1AD2AD/3A2A/AA5/5A1/3A3/K6 0 - 54'},
                {'moves': ['d1-f1', 'd3-c3', 'd7-b7', 'c3-a3', 'b7-f7', 'c4-c1', 'f1-e1', 'e4-e2',
                           'g4-g3', 'a3-a2', 'g3-f3', 'e2-f2', 'd6-b6', 'd5-g5', 'e1-e2', 'g5-b5',
                           'b6-e6', 'd4-e4', 'a4-a5', 'b5-f5', 'f7-f6', 'a2-b2', 'e2-e3', 'b2-a2',
                           'a5-e5'],
                 'outcome': [0, 'condition'],
                 'perft': [0],
                 'plies': None,
                 'seed': 39,
                 'text': '7/4AA1/4A2/1A3A1/4AA1/D2A1D1/2D4 1 - 25'},
                {'moves': ['d2-b2', 'd5-g5', 'f4-f3', 'c4-c6', 'd6-e6', 'e4-e3', 'e6-e5', 'd4-f4',
                           'f3-f1', 'c6-c3', 'f1-f3', 'c3-a3', 'e5-d5', 'e3-e4', 'g4-g2', 'e4-c4',
                           'b4-b7', 'g5-f5', 'd7-e7', 'f4-g4', 'e7-e4', 'f5-f4', 'd1-f1', 'g4-g3',
                           'b2-c2', 'c4-c7', 'd5-d7', 'c7-c3', 'd7-e7', 'd3-e3', 'f1-f2', 'a3-a2',
                           'f2-g2', 'f4-f7', 'a4-a6', 'c3-b3', 'e7-e6', 'a2-a5', 'c2-e2', 'a5-a3',
                           'e6-c6', 'g3-g4', 'g2-g3', 'f7-f2', 'e2-b2', 'f2-f5', 'c6-g6', 'f5-f6',
                           'b2-c2', 'f6-c6', 'c2-c3', 'a3-a5', 'c3-c4', 'e3-e5', 'c4-e4', 'b3-e3',
                           'g6-g5', 'e5-b5', 'g5-g6', 'g4-d4', 'g6-d6', 'd4-d1', 'g3-g2', 'd1-b1',
                           'g2-d2', 'e3-d3', 'd6-e6', 'c6-c2', 'e6-d6', 'b5-f5', 'd6-f6', 'a5-a3',
                           'f6-a6', 'f5-f1', 'd2-f2', 'b1-b6', 'f2-f4', 'd3-d7', 'f4-f6', 'd7-d6',
                           'a6-a5', 'f1-f4', 'a5-c5', 'f4-f3', 'f6-f7', 'f3-d3', 'c5-f5', 'c2-c4',
                           'f5-d5', 'a3-b3', 'f7-f6', 'd3-g3', 'f6-f7', 'b3-c3', 'f7-d7', 'b6-b4',
                           'd5-d6', 'b4-b5', 'd6-a6', 'c3-f3', 'd7-d2', 'f3-d3', 'a6-a5', 'b5-b3',
                           'a5-a3', 'c4-c5', 'd2-f2', 'd3-d2', 'f2-f5', 'c5-c7', 'f5-d5', 'b3-b4',
                           'd5-a5', 'b4-a4', 'a3-b3', 'a4-e4', 'b3-e3', 'g3-g6', 'a5-a3', 'd2-c2',
                           'a3-d3', 'c7-f7', 'e3-e2', 'e4-e7', 'd3-d2', 'c2-c1', 'e2-f2', 'f7-f4',
                           'd2-d5', 'f4-b4', 'd5-d2', 'e7-d7', 'f2-f5', 'd7-f7', 'f5-f1', 'f7-e7',
                           'f1-f6', 'b4-b7', 'f6-f4', 'g6-e6', 'd2-e2', 'c1-c6', 'f4-g4', 'e7-c7',
                           'e2-e5', 'c6-c2', 'g4-e4', 'c2-g2', 'e5-a5', 'e6-d6', 'e4-e6', 'd6-d3',
                           'a5-a2', 'd3-g3', 'e6-e7', 'c7-c5', 'a2-a3', 'g2-e2', 'a3-b3', 'b7-c7',
                           'b3-f3', 'e2-a2', 'f3-d3', 'c7-b7', 'e7-d7', 'c5-a5', 'd7-d6', 'g3-g4',
                           'd3-a3', 'b7-f7', 'a3-a4', 'g4-f4', 'a4-a2', 'f4-b4', 'd6-a6', 'f7-c7',
                           'a2-g2', 'a5-g5', 'g2-a2', 'c7-b7', 'a6-a5', 'b4-b6', 'a5-a6', 'g5-g6',
                           'a2-d2', 'g6-g3', 'd2-a2', 'b6-g6', 'a6-b6', 'b7-f7', 'a2-a3', 'g3-g5',
                           'a3-b3', 'f7-f6', 'b6-e6', 'g5-b5', 'b3-g3', 'b5-c5', 'g3-a3', 'c5-c4',
                           'e6-d6', 'g6-g3', 'a3-a6', 'c4-c2', 'd6-d2', 'f6-d6', 'a6-c6', 'g3-g6',
                           'c6-c4', 'g6-g2', 'd2-e2', 'd6-a6', 'c4-c3', 'c2-a2', 'e2-e7', 'a2-d2',
                           'e7-e4', 'd2-d3', 'e4-a4', 'd3-d1', 'a4-b4', 'a6-a4', 'c3-c6', 'd1-c1',
                           'c6-a6', 'g2-d2', 'a6-f6', 'c1-c4', 'f6-f1', 'd2-f2', 'f1-b1', 'f2-f6',
                           'b1-f1', 'c4-c7', 'f1-d1', 'f6-f1', 'd1-d5', 'c7-c6', 'd5-d2', 'c6-c4',
                           'd2-d5', 'f1-f2', 'd5-d6', 'c4-c5', 'd6-d5', 'f2-b2', 'd5-f5', 'a4-a3',
                           'f5-f6', 'a3-g3', 'f6-d6', 'b2-a2', 'd6-d7', 'g3-f3', 'd7-f7', 'c5-c3',
                           'f7-b7', 'f3-f2', 'b7-d7', 'f2-f4', 'd7-f7', 'c3-d3', 'f7-f5', 'd3-a3',
                           'f5-d5', 'a2-d2', 'd5-d6', 'a3-c3', 'd6-d3', 'c3-b3', 'd3-c3', 'f4-g4',
                           'c3-f3', 'g4-g6', 'f3-f1', 'g6-e6', 'f1-f7', 'b3-b4', 'f7-b7', 'e6-e5',
                           'b7-f7', 'b4-c4', 'f7-d7', 'e5-f5', 'd7-d3', 'c4-c7', 'd3-a3', 'f5-f7',
                           'a3-f3', 'd2-d1', 'f3-a3', 'f7-d7', 'a3-a4', 'd1-d2', 'a4-a5', 'd2-a2',
                           'a5-g5', 'c7-c4', 'g5-a5', 'c4-c2'],
                 'outcome': [None, 'ply_limit'],
                 'perft': [0],
                 'plies': None,
                 'seed': 3,
                 'text': '3D3/7/A6/7/7/D1K4/7 0 - 300'},
                {'moves': ['f4-f6', 'd5-f5', 'g4-g3', 'f5-f1', 'b4-b6', 'e4-e3', 'a4-a3', 'c4-c3',
                           'a3-a2', 'e3-e6', 'a2-c2', 'e6-e7', 'd6-c6', 'f1-f5', 'c6-c7', 'c3-c4',
                           'g3-g6', 'd4-d6', 'd2-f2', 'c4-f4', 'd1-c1', 'e7-e5', 'c7-c6', 'd6-e6',
                           'c1-e1', 'd3-d5', 'c2-c4', 'f4-e4', 'e1-b1', 'd5-d3', 'f6-f7', 'e4-e3',
                           'f2-f4', 'e3-e2', 'f4-f3', 'e5-e3', 'b6-b3', 'd3-d5', 'b3-b2', 'e6-e5',
                           'c6-c5', 'e5-e6', 'c4-g4', 'd5-d1', 'b2-a2', 'e6-e4', 'g6-d6', 'e4-a4',
                           'f3-f1', 'e3-c3', 'd6-b6', 'd1-e1', 'b6-b3', 'e2-f2', 'd7-d2', 'a4-e4',
                           'b1-d1', 'f5-d5', 'a2-c2', 'e4-e2', 'b3-b1', 'c3-a3', 'c5-b5', 'e2-e5',
                           'f7-d7', 'e1-e3', 'g4-f4', 'e3-e4', 'b5-c5', 'f2-e2', 'd7-e7', 'e5-f5',
                           'f4-f1', 'a3-g3', 'd1-c1', 'e2-g2', 'f1-d1', 'g3-f3', 'c2-a2', 'f3-f2',
                           'c5-c3', 'e4-e3', 'e7-e6', 'd5-e5', 'c3-c5', 'e3-e1', 'c1-c4', 'e1-f1',
                           'b1-b7', 'g2-g6', 'd2-e2', 'f5-f3', 'a2-c2', 'e5-d5', 'c2-c1', 'f3-f4',
                           'e6-e7', 'g6-g2', 'b7-b2', 'f4-f3', 'c4-g4', 'd5-f5', 'g4-e4', 'f5-f7',
                           'c5-b5', 'f3-f5', 'e4-e3', 'f1-e1', 'e7-c7', 'f7-d7', 'e3-c3', 'd7-e7',
                           'b2-b1', 'g2-g5', 'c3-c6', 'f5-e5', 'c6-f6', 'f2-f5', 'e2-c2', 'e1-e3',
                           'd1-e1', 'e7-f7', 'e1-d1', 'f5-f1', 'b5-b4', 'g5-g3', 'c7-b7', 'e5-e4',
                           'b7-b5', 'e3-d3', 'b5-d5', 'e4-f4', 'c2-c5', 'd3-e3', 'c1-c2', 'e3-e1',
                           'b4-b7', 'f4-c4', 'c2-c1', 'f1-f2', 'b1-b4', 'c4-c2', 'c5-c6', 'f7-e7',
                           'd5-b5', 'e1-f1', 'c6-b6', 'g3-e3', 'd1-d3', 'f2-d2', 'c1-e1', 'e3-b3',
                           'b5-c5', 'b3-b2', 'c5-c4', 'e7-d7', 'c4-g4', 'c2-c3', 'b4-c4', 'd2-d3',
                           'g4-g5', 'd7-e7', 'g5-g3', 'b2-b4', 'b6-c6', 'c3-c1', 'g3-g6', 'e7-d7',
                           'e1-e5', 'd3-f3', 'e5-d5', 'f3-f5', 'g6-f6', 'd7-f7', 'd5-d2', 'c1-d1',
                           'c6-c4', 'f5-f2', 'd2-d5', 'b4-b3', 'd5-d6', 'f2-a2', 'c4-f4', 'a2-a4',
                           'b7-b6', 'f7-e7', 'f4-f2', 'a4-e4', 'b6-a6', 'd1-b1', 'd6-d3', 'e7-d7',
                           'a6-a2', 'b3-a3', 'd3-b3', 'e4-g4', 'b3-b4', 'g4-f4', 'f2-f3', 'b1-d1',
                           'f3-b3', 'd7-d3', 'b3-c3', 'a3-b3', 'b4-b7', 'd1-f1', 'b7-d7', 'f4-f7',
                           'd7-b7', 'f7-c7'],
                 'outcome': [None, 'no_legal_move'],
                 'perft': [0],
                 'plies': None,
                 'seed': 95,
                 'text': '2D4/7/7/7/1D1D3/7/5K1 0 - 210'}],
     'start_moves': ['a4-a2', 'a4-a3', 'a4-a5', 'a4-a6', 'b4-b1', 'b4-b2', 'b4-b3', 'b4-b5',
                     'b4-b6', 'b4-b7', 'd1-b1', 'd1-c1', 'd1-e1', 'd1-f1', 'd2-a2', 'd2-b2',
                     'd2-c2', 'd2-e2', 'd2-f2', 'd2-g2', 'd6-a6', 'd6-b6', 'd6-c6', 'd6-e6',
                     'd6-f6', 'd6-g6', 'd7-b7', 'd7-c7', 'd7-e7', 'd7-f7', 'f4-f1', 'f4-f2',
                     'f4-f3', 'f4-f5', 'f4-f6', 'f4-f7', 'g4-g2', 'g4-g3', 'g4-g5', 'g4-g6'],
     'start_text': '3A3/3A3/3D3/AADKDAA/3D3/3A3/3A3 0 - 0'}
REFERENCE['king_unarmed'] = \
    {'options': {'king_armed': False},
     'perft': [40, 960, 39512, 1007392, 41843400],
     'random': [{'moves': ['b4-b6', 'd5-g5', 'a4-b4', 'd3-c3', 'b6-b7', 'e4-e3', 'd7-e7', 'e3-e5',
                           'g4-g3', 'd4-e4', 'd1-f1', 'c3-c2'],
                 'outcome': None,
                 'perft': [49, 1051, 48560, 1214156],
                 'plies': 12,
                 'seed': 1,
                 'text': '1A2A2/3A3/4D1D/1AD1KA1/6A/2DA3/5A1 0 - 12'},
                {'moves': ['a4-a6', 'c4-c3', 'a6-c6', 'd5-b5', 'd1-b1', 'e4-e6', 'd2-e2', 'c3-a3',
                           'f4-f6', 'b5-a5', 'e2-g2', 'a3-a4', 'g2-d2', 'a5-d5', 'd6-e6', 'd4-f4',
                           'g4-g5', 'f4-c4', 'd7-b7', 'd3-g3', 'd2-g2', 'd5-d2', 'c6-b6', 'g3-e3',
                           'b1-c1', 'a4-a3', 'e6-e7', 'e3-e1', 'e7-e4', 'e1-f1'],
                 'outcome': None,
                 'perft': [49, 1532, 72987, 2060464],
                 'plies': 30,
                 'seed': 2,
                 'text': '1A5/1A3A1/6A/1AK1A2/D6/3D2A/2A2D1 0 - 30'},
                {'moves': ['d2-b2', 'd5-g5', 'f4-f3', 'c4-c6', 'd6-e6', 'e4-e3', 'e6-e5', 'd4-f4',
                           'f3-f1', 'c6-c3', 'f1-f3', 'c3-a3', 'e5-d5', 'e3-e4', 'g4-g2', 'e4-c4',
                           'b4-b7', 'g5-f5', 'd7-e7', 'f4-g4', 'e7-e4', 'f5-f4', 'd1-f1', 'g4-g6',
                           'b2-c2', 'c4-c7', 'g2-f2', 'c7-e7', 'f2-d2', 'f4-f5', 'a4-a5', 'g6-d6',
                           'c2-a2', 'd3-e3', 'a5-a4', 'e3-c3', 'a2-b2', 'f5-f7', 'd2-e2', 'd6-f6',
                           'e4-g4', 'f6-f5', 'd5-d7', 'f7-f6', 'g4-g6', 'e7-e6', 'd7-e7', 'f5-g5',
                           'f3-e3', 'e6-e5'],
                 'outcome': None,
                 'perft': [40, 1169, 46364, 1283962],
                 'plies': 50,
                 'seed': 3,
                 'text': '4A2/5DA/4D1K/A6/2D1A2/1A2A2/5A1 0 - 50'},
                {'moves': ['b4-b6', 'd5-g5', 'a4-b4', 'd3-c3', 'b6-b7', 'e4-e3', 'd7-e7', 'e3-e5',
                           'g4-g3', 'd4-e4', 'd1-f1', 'c3-c2', 'f1-d1', 'c2-a2', 'd6-d3', 'e4-e1',
                           'g3-f3', 'a2-a3', 'f3-e3', 'c4-c3', 'd2-a2', 'e5-e4', 'b4-a4', 'e1-g1'],
                 'outcome': [1, 'condition'],
                 'perft': [0],
                 'plies': None,
                 'seed': 1,
                 'text': '1A2A2/7/6D/A3DA1/2DAA2/A6/3A2K 0 - 24'},
                {'moves': ['d6-f6', 'e4-e7', 'f4-f3', 'c4-c2', 'd2-f2', 'e7-f7', 'f3-f4', 'd5-g5',
                           'd7-d6', 'g5-g6', 'f6-e6', 'd3-b3', 'g4-g5', 'f7-f6', 'd1-f1', 'c2-d2',
                           'd6-a6', 'd2-b2', 'b4-b6', 'f6-g6', 'b6-b4', 'g6-f6', 'e6-e3', 'f6-c6',
                           'g5-e5', 'b2-e2', 'e5-e6', 'b3-c3', 'a6-b6', 'e2-c2', 'e6-e5', 'c6-f6',
                           'f2-e2', 'c2-d2', 'e5-a5', 'd2-d3', 'e2-a2', 'f6-f7', 'f1-f2', 'c3-c6',
                           'f2-g2', 'd4-c4', 'e3-g3', 'f7-f6', 'g3-f3', 'c6-d6', 'a2-d2', 'f6-e6',
                           'a4-a2', 'c4-c3', 'd2-c2', 'e6-g6', 'a2-a3', 'g6-f6', 'b6-c6', 'd3-d1',
                           'g2-g6', 'd1-e1', 'a5-a6', 'd6-d2', 'g6-g4', 'd2-d5', 'b4-e4', 'f6-f7',
                           'c2-c1', 'f7-f5', 'g4-g6', 'd5-e5', 'a6-a5', 'c3-c4', 'c6-e6', 'f5-f6',
                           'f3-f1', 'c4-b4', 'c1-c4', 'e1-c1', 'c4-c5', 'b4-b3', 'f4-g4', 'b3-g3',
                           'f1-d1', 'f6-f3', 'e6-e5', 'f3-f2', 'e4-e2', 'c1-c3', 'g4-f4', 'g3-f3',
                           'e2-a2', 'f2-e2', 'd1-d2', 'e2-f2', 'c5-d5', 'c3-c4', 'd2-b2', 'c4-b4',
                           'g6-e6', 'f2-d2', 'f4-c4', 'b4-b5', 'a5-a4', 'f3-f7', 'a4-b4', 'd2-c2',
                           'a3-a6', 'b5-b7', 'e5-f5', 'f7-d7', 'f5-f4', 'c2-g2', 'b4-b5', 'g2-d2',
                           'f4-g4', 'd2-d1', 'g4-g5', 'd1-c1', 'e6-e2', 'd7-d6', 'c4-f4', 'd6-e6',
                           'b5-b6', 'e6-c6', 'e2-e6', 'c1-f1', 'a6-a5', 'c6-d6', 'f4-e4', 'b7-f7',
                           'e4-c4', 'f7-f5', 'e6-e2', 'f1-f3', 'b2-d2', 'f3-c3', 'a2-a4', 'd6-c6',
                           'b6-b1', 'f5-f7', 'b1-e1', 'c6-c7', 'c4-f4', 'c3-g3', 'e2-e6', 'c7-b7',
                           'a5-b5', 'b7-e7', 'f4-f6', 'g3-g4', 'b5-b7', 'e7-c7', 'f6-g6', 'g4-e4',
                           'e6-f6', 'f7-d7', 'f6-f1', 'c7-c3', 'a4-a3', 'c3-c4', 'f1-f5', 'c4-c6',
                           'f5-f1', 'e4-e2', 'a3-e3', 'c6-c5', 'b7-b6', 'c5-c4', 'g6-d6', 'c4-c2',
                           'b6-b2'],
                 'outcome': [0, 'condition'],
                 'perft': [0],
                 'plies': None,
                 'seed': 0,
                 'text': '3D3/3A3/3A2A/7/4A2/1A1A3/4AA1 1 - 169'},
                {'moves': ['d2-b2', 'd5-e5', 'f4-f5', 'c4-c7', 'b4-b7', 'd4-b4', 'f5-f7', 'd3-d2',
                           'f7-e7', 'e5-b5', 'g4-g6', 'd2-f2', 'g6-g4', 'e4-f4', 'd6-c6', 'f4-e4',
                           'g4-g3', 'e4-e1', 'd1-b1', 'b5-c5', 'd7-d5', 'b4-b3', 'a4-f4', 'b3-a3',
                           'e7-e3', 'a3-d3', 'b2-a2', 'e1-f1', 'e3-f3', 'c5-c4', 'b7-d7', 'f2-d2',
                           'c6-d6', 'd2-d1', 'd6-g6', 'c4-c6', 'a2-a4', 'd3-a3', 'b1-b7', 'c6-e6',
                           'a4-a5', 'a3-a2', 'b7-b2', 'e6-f6', 'b2-b3', 'a2-d2', 'f4-e4', 'f6-b6',
                           'a5-a3', 'd2-c2', 'e4-b4', 'b6-f6', 'd5-e5', 'c2-c3', 'e5-e7', 'f6-a6',
                           'b4-f4', 'd1-d3', 'f4-a4', 'd3-d5', 'g3-g4', 'a6-d6', 'g4-f4', 'f1-d1',
                           'f4-e4', 'd5-f5', 'a3-a2', 'f5-e5', 'f3-f4', 'c3-c4', 'f4-f1', 'd6-c6',
                           'f1-f6', 'd1-d6', 'a2-g2', 'e5-b5', 'e4-e5', 'c6-c5', 'f6-f3', 'd6-d5',
                           'a4-a3', 'c4-e4', 'f3-f7', 'e4-c4', 'b3-b2', 'd5-d3', 'g2-g3', 'c4-g4',
                           'g3-f3', 'g4-g5', 'd7-d5', 'c5-c3', 'f3-f4', 'g5-f5', 'f4-f1', 'c3-b3',
                           'g6-d6', 'b3-c3', 'd6-f6', 'd3-d2', 'e7-b7', 'd2-d1', 'f6-g6', 'c3-f3',
                           'b2-c2', 'f3-f4', 'c2-d2', 'd1-e1', 'd2-c2', 'f4-b4', 'g6-g4', 'b4-c4',
                           'f7-e7', 'e1-e4', 'e5-e6', 'f5-g5', 'b7-c7', 'b5-b3', 'd5-d1', 'c4-c5',
                           'a3-a2', 'b3-f3', 'e6-b6', 'c5-c6', 'e7-f7', 'g5-e5', 'd1-f1', 'e5-e6',
                           'g4-g5', 'f3-e3', 'f7-f4', 'e4-c4', 'f1-f3', 'e6-d6', 'f3-f2', 'c4-a4',
                           'g5-g3', 'e3-e4', 'c7-d7', 'a4-c4', 'f2-g2', 'd6-f6', 'g3-f3', 'e4-e6',
                           'd7-d1', 'e6-e2', 'f3-a3', 'f6-e6', 'g2-g5', 'e6-g6', 'd1-b1', 'e2-f2',
                           'f4-e4', 'f2-f4', 'e4-e2', 'g6-d6', 'b6-b3', 'd6-e6', 'g5-g4', 'c4-c5',
                           'a2-b2', 'c5-d5', 'e2-e3', 'd5-d6', 'e3-e2', 'd6-d3', 'a3-a4', 'f4-e4',
                           'c2-d2', 'c6-b6', 'd2-c2', 'd3-d2', 'a4-a5', 'd2-d7', 'a5-a2', 'd7-d2',
                           'g4-g6', 'e4-e3', 'a2-a5', 'e6-e4', 'g6-d6', 'e4-e6', 'a5-g5', 'e3-e5',
                           'c2-c6', 'b6-b5', 'g5-g3', 'e6-e7', 'g3-g5', 'b5-a5', 'b3-g3', 'e7-d7',
                           'e2-f2', 'a5-c5', 'b2-b4', 'd7-f7', 'g5-g4', 'c5-a5', 'g3-d3', 'd2-d1',
                           'g4-g5', 'e5-e6', 'd6-d7', 'e6-f6', 'b4-b7', 'a5-b5', 'f2-e2', 'f6-f3',
                           'd7-d5', 'f3-f4', 'c6-c4', 'f4-f6', 'b1-c1', 'f6-e6', 'e2-a2', 'f7-f1',
                           'a2-b2', 'e6-f6', 'b2-b3', 'b5-c5', 'c4-b4', 'f6-b6', 'b4-a4', 'f1-f2',
                           'b3-b4', 'f2-f7', 'b4-e4', 'd1-f1', 'a4-b4', 'f1-f5', 'e4-e6', 'c5-c2',
                           'd5-d7', 'c2-d2', 'c1-c5', 'f5-f3', 'c5-c3', 'b6-c6', 'g5-g3', 'c6-c4',
                           'e6-f6', 'f3-f5', 'd3-d5', 'c4-g4', 'd5-b5', 'd2-d6', 'c3-a3', 'd6-d1',
                           'b4-b1', 'g4-a4', 'a3-f3', 'd1-f1', 'f6-a6', 'f5-f6', 'a6-b6', 'a4-a2',
                           'b5-e5', 'a2-a3', 'd7-d6', 'f1-d1', 'd6-e6', 'a3-a5', 'b6-c6', 'f6-f5',
                           'c6-c4', 'a5-a6', 'b7-b4', 'a6-a2', 'c4-c3', 'a2-a4', 'e6-a6', 'd1-f1',
                           'a6-f6', 'a4-a6', 'f6-g6', 'f7-b7', 'g6-g5', 'b7-b6', 'c3-c5', 'a6-a2',
                           'g3-g2', 'b6-g6', 'g5-g4', 'g6-a6', 'c5-c6', 'a2-a4', 'e5-e1', 'a4-a3',
                           'b1-c1', 'a3-a2', 'c6-c4', 'a6-e6', 'e1-e3', 'a2-a4', 'g4-g6', 'e6-e4',
                           'b4-b3', 'e4-e5', 'g2-e2', 'e5-a5'],
                 'outcome': [None, 'ply_limit'],
                 'perft': [0],
                 'plies': None,
                 'seed': 51,
                 'text': '7/6A/K6/D1A4/1A2AA1/4A2/2A4 0 - 300'}],
     'start_moves': ['a4-a2', 'a4-a3', 'a4-a5', 'a4-a6', 'b4-b1', 'b4-b2', 'b4-b3', 'b4-b5',
                     'b4-b6', 'b4-b7', 'd1-b1', 'd1-c1', 'd1-e1', 'd1-f1', 'd2-a2', 'd2-b2',
                     'd2-c2', 'd2-e2', 'd2-f2', 'd2-g2', 'd6-a6', 'd6-b6', 'd6-c6', 'd6-e6',
                     'd6-f6', 'd6-g6', 'd7-b7', 'd7-c7', 'd7-e7', 'd7-f7', 'f4-f1', 'f4-f2',
                     'f4-f3', 'f4-f5', 'f4-f6', 'f4-f7', 'g4-g2', 'g4-g3', 'g4-g5', 'g4-g6'],
     'start_text': '3A3/3A3/3D3/AADKDAA/3D3/3A3/3A3 0 - 0'}
REFERENCE['king_unarmed+throne_hostile'] = \
    {'options': {'king_armed': False, 'throne_hostile': True},
     'perft': [40, 960, 39512, 1007392, 41843400],
     'random': [{'moves': ['b4-b6', 'd5-g5', 'a4-b4', 'd3-c3', 'b6-b7', 'e4-e3', 'd7-e7', 'e3-e5',
                           'g4-g3', 'd4-e4', 'd1-f1', 'c3-c2'],
                 'outcome': None,
                 'perft': [49, 1051, 48559, 1210283],
                 'plies': 12,
                 'seed': 1,
                 'text': '1A2A2/3A3/4D1D/1AD1KA1/6A/2DA3/5A1 0 - 12'},
                {'moves': ['a4-a6', 'c4-c3', 'a6-c6', 'd5-b5', 'd1-b1', 'e4-e6', 'd2-e2', 'c3-a3',
                           'f4-f6', 'b5-a5', 'e2-g2', 'a3-a4', 'g2-d2', 'a5-d5', 'd6-e6', 'd4-f4',
                           'g4-g5', 'f4-c4', 'd7-b7', 'd3-g3', 'd2-g2', 'd5-d2', 'c6-b6', 'g3-e3',
                           'b1-c1', 'a4-a3', 'e6-e7', 'e3-e1', 'e7-e4', 'e1-f1'],
                 'outcome': None,
                 'perft': [49, 1532, 72801, 2050725],
                 'plies': 30,
                 'seed': 2,
                 'text': '1A5/1A3A1/6A/1AK1A2/D6/3D2A/2A2D1 0 - 30'},
                {'moves': ['d2-b2', 'd5-g5', 'f4-f3', 'c4-c6', 'd6-e6', 'e4-e3', 'e6-e5', 'd4-f4',
                           'f3-f1', 'c6-c3', 'f1-f3', 'c3-a3', 'e5-d5', 'e3-e4', 'g4-g2', 'e4-c4',
                           'b4-b7', 'g5-f5', 'd7-e7', 'f4-g4', 'e7-e4', 'f5-f4', 'd1-f1', 'g4-g3',
                           'b2-c2', 'c4-c7', 'c2-c4', 'f4-f6', 'f1-f2', 'g3-g4', 'a4-a5', 'f6-f5',
                           'f3-e3', 'a3-b3', 'c4-c3', 'g4-e4', 'a5-a4', 'c7-c5', 'a4-a3', 'e4-d4',
                           'g2-g3', 'f5-g5', 'f2-c2', 'd4-g4', 'e3-e4', 'g5-f5', 'c2-d2', 'f5-f7',
                           'c3-c1', 'c5-b5'],
                 'outcome': None,
                 'perft': [50, 1098, 48405, 1044255],
                 'plies': 50,
                 'seed': 3,
                 'text': '5D1/7/1D1A3/4A1K/A5A/3A3/2A4 0 - 50'},
                {'moves': ['d6-f6', 'e4-e7', 'f4-f3', 'c4-c2', 'd2-f2', 'e7-f7', 'f3-f4', 'd5-g5',
                           'd7-d6', 'g5-g6', 'f6-e6', 'd3-b3', 'g4-g5', 'f7-f6', 'd1-f1', 'c2-d2',
                           'd6-a6', 'd2-b2', 'b4-b6', 'f6-g6', 'b6-b4', 'g6-f6', 'e6-e3', 'f6-c6',
                           'g5-e5', 'b2-e2', 'e5-e6', 'b3-c3', 'a6-b6', 'e2-c2', 'e6-e5', 'c6-f6',
                           'f2-e2', 'c2-d2', 'e5-a5', 'd2-d3', 'e2-a2', 'f6-f7', 'f1-f2', 'c3-c6',
                           'f2-g2', 'd4-c4', 'e3-g3', 'f7-f6', 'g3-f3', 'c6-d6', 'a2-d2', 'c4-c1',
                           'a5-d5', 'd6-c6', 'g2-g5', 'f6-g6', 'f4-f6', 'c1-a1'],
                 'outcome': [1, 'condition'],
                 'perft': [0],
                 'plies': None,
                 'seed': 0,
                 'text': '7/1AD2AD/3A2A/AA5/5A1/3A3/K6 0 - 54'},
                {'moves': ['a4-a6', 'c4-c3', 'a6-c6', 'd5-b5', 'd1-b1', 'e4-e6', 'd2-e2', 'c3-a3',
                           'f4-f6', 'b5-a5', 'e2-g2', 'a3-a4', 'g2-d2', 'a5-d5', 'd6-e6', 'd4-f4',
                           'g4-g5', 'f4-c4', 'd7-b7', 'd3-g3', 'd2-g2', 'd5-d2', 'c6-b6', 'g3-e3',
                           'b1-c1', 'a4-a3', 'e6-e7', 'e3-e1', 'e7-e4', 'e1-f1', 'e4-e7', 'd2-e2',
                           'g2-f2', 'a3-c3', 'g5-a5', 'c3-f3', 'b6-a6', 'e2-e3', 'a5-a3', 'c4-d4',
                           'b7-b6', 'd4-d6', 'b4-a4', 'f1-d1', 'f6-e6', 'e3-b3', 'c1-c5', 'f3-d3',
                           'b6-c6'],
                 'outcome': [0, 'condition'],
                 'perft': [0],
                 'plies': None,
                 'seed': 2,
                 'text': '4A2/A1A1A2/2A4/A6/AD1D3/7/3D3 1 - 49'},
                {'moves': ['g4-g6', 'd5-c5', 'd7-f7', 'e4-e2', 'g6-g5', 'c5-c7', 'f4-g4', 'c7-c5',
                           'd6-d5', 'c5-c7', 'g4-f4', 'c4-c3', 'd5-b5', 'e2-e5', 'd1-b1', 'd4-e4',
                           'd2-b2', 'd3-e3', 'b2-a2', 'c3-b3', 'a2-e2', 'c7-b7', 'f7-e7', 'b3-d3',
                           'e2-e1', 'e3-e2', 'e7-e6', 'e2-c2', 'b1-d1', 'b7-e7', 'f4-f6', 'c2-c7',
                           'a4-a3', 'c7-c4', 'b5-b6', 'd3-e3', 'b6-b5', 'e3-b3', 'g5-g3', 'e7-f7',
                           'd1-d3', 'f7-e7', 'a3-a6', 'e7-f7', 'd3-d1', 'e5-e7', 'd1-b1', 'e7-e5',
                           'a6-e6', 'b3-d3', 'e6-b6', 'e5-g5', 'f6-c6', 'c4-c5', 'b4-b2', 'd3-e3',
                           'b2-b3', 'f7-e7', 'e1-d1', 'e4-e5', 'c6-e6', 'e7-b7', 'b3-c3', 'e5-f5',
                           'g3-g2', 'b7-d7', 'b1-c1', 'c5-c7', 'd1-d5', 'f5-f2', 'b6-c6', 'e3-e4',
                           'b5-b3', 'g5-g6', 'd5-a5', 'e4-e3', 'c3-c5', 'e3-e2', 'c6-b6', 'd7-f7',
                           'b3-b2', 'f2-f6', 'c1-e1', 'c7-b7', 'c5-d5', 'f6-f5', 'e6-f6', 'g6-g4',
                           'b6-a6', 'g4-f4', 'a6-e6', 'e2-e4', 'g2-c2', 'f5-e5', 'c2-c5', 'b7-d7',
                           'c5-c4', 'e4-e2', 'a5-a4', 'e2-e3', 'f6-g6', 'e3-e2', 'g6-g5', 'e2-g2',
                           'g5-g6', 'e5-g5', 'e6-e5', 'f4-g4', 'b2-b6', 'f7-f3', 'e1-c1', 'g2-c2',
                           'c4-e4', 'c2-c6', 'e5-f5', 'c6-c3', 'b6-b5', 'g4-g2', 'd5-c5', 'd7-d1',
                           'e4-b4', 'f3-f2', 'a4-a3', 'd1-d5', 'c5-c7', 'f2-c2', 'f5-e5', 'c3-d3',
                           'e5-e6', 'd3-d2', 'b5-c5', 'g2-g4', 'c1-e1', 'c2-c1', 'a3-e3', 'd2-c2',
                           'e3-d3', 'c2-d2', 'c5-c3', 'c1-c2', 'e6-e5', 'd5-b5', 'e5-c5', 'g5-f5',
                           'c5-e5', 'g4-g3', 'b4-f4', 'd2-d6', 'c7-c5', 'c2-g2', 'f4-g4', 'b5-b3',
                           'e1-f1', 'd6-d5', 'g6-e6', 'f5-f3', 'c3-e3', 'g2-d2', 'g4-a4', 'g3-g2',
                           'e6-g6', 'f3-f2', 'g6-a6', 'f2-e2', 'f1-f3', 'd2-d1', 'a6-d6', 'b3-b6',
                           'a4-f4', 'b6-b4', 'f4-c4', 'd1-f1', 'd6-d3', 'b4-b2', 'e5-f5', 'f1-d1',
                           'c5-c6', 'd1-d2', 'c6-f6', 'b2-b5', 'f6-d6', 'b5-c5', 'd6-d5', 'c5-c7',
                           'e3-e5', 'c7-f7', 'e5-e4', 'e2-e3', 'f5-e5', 'd2-d3', 'e5-f5', 'g2-b2',
                           'c4-c6', 'f7-d7', 'c6-b6', 'b2-d2', 'e4-g4', 'd2-c2', 'd5-e5', 'c2-c3',
                           'b6-b4', 'c3-c6', 'b4-b6', 'd7-f7', 'g4-g3', 'd3-d7', 'g3-g6', 'd7-d6',
                           'f3-g3', 'c6-c5', 'b6-b2', 'd6-d7', 'b2-b1', 'e3-b3', 'e5-e1', 'b3-b4',
                           'g6-g5', 'c5-b5', 'g5-g6', 'd7-d1', 'g3-g4', 'd1-d6', 'e1-e2', 'b5-b7',
                           'b1-b3', 'd6-f6', 'g4-g5', 'b4-b6', 'f5-f1', 'b7-c7', 'f1-f4', 'c7-c1',
                           'e2-f2', 'c1-e1', 'f2-f1', 'f6-d6', 'b3-a3', 'b6-a6', 'f4-f3', 'a6-a5',
                           'g5-b5', 'f7-d7', 'b5-b1', 'd7-c7', 'b1-d1', 'a5-g5', 'd1-d5', 'c7-d7',
                           'a3-b3', 'g5-g3', 'f1-e1', 'd6-f6', 'b3-e3', 'g3-g2', 'f3-f4', 'f6-c6',
                           'd5-d6', 'g2-e2', 'e3-f3', 'c6-c2', 'd6-e6', 'e2-f2', 'f4-a4', 'd7-b7',
                           'f3-g3', 'b7-e7', 'e6-a6', 'e7-e3', 'e1-b1', 'e3-e7', 'a6-f6', 'c2-c4',
                           'g3-b3', 'e7-f7', 'f6-e6', 'c4-c1', 'e6-e1', 'f2-b2', 'g6-d6', 'c1-c6',
                           'e1-d1', 'c6-c3', 'a4-a3', 'c3-g3', 'd6-e6', 'f7-f5', 'b3-b4', 'g3-g2',
                           'a3-a5', 'f5-b5', 'e6-e5', 'b5-c5', 'e5-e6', 'c5-c1', 'b4-b7', 'c1-b1',
                           'b7-b6', 'g2-f2', 'e6-f6', 'f2-f1'],
                 'outcome': [None, 'ply_limit'],
                 'perft': [0],
                 'plies': None,
                 'seed': 392,
                 'text': '7/1A3A1/A6/7/7/1K5/1D1A1D1 0 - 300'}],
     'start_moves': ['a4-a2', 'a4-a3', 'a4-a5', 'a4-a6', 'b4-b1', 'b4-b2', 'b4-b3', 'b4-b5',
                     'b4-b6', 'b4-b7', 'd1-b1', 'd1-c1', 'd1-e1', 'd1-f1', 'd2-a2', 'd2-b2',
                     'd2-c2', 'd2-e2', 'd2-f2', 'd2-g2', 'd6-a6', 'd6-b6', 'd6-c6', 'd6-e6',
                     'd6-f6', 'd6-g6', 'd7-b7', 'd7-c7', 'd7-e7', 'd7-f7', 'f4-f1', 'f4-f2',
                     'f4-f3', 'f4-f5', 'f4-f6', 'f4-f7', 'g4-g2', 'g4-g3', 'g4-g5', 'g4-g6'],
     'start_text': '3A3/3A3/3D3/AADKDAA/3D3/3A3/3A3 0 - 0'}
REFERENCE['throne_hostile'] = \
    {'options': {'throne_hostile': True},
     'perft': [40, 960, 39512, 1007392, 41843336],
     'random': [{'moves': ['b4-b6', 'd5-g5', 'a4-b4', 'd3-c3', 'b6-b7', 'e4-e3', 'd7-e7', 'e3-e5',
                           'g4-g3', 'd4-e4', 'd1-f1', 'c3-c2'],
                 'outcome': None,
                 'perft': [49, 1051, 48405, 1218548],
                 'plies': 12,
                 'seed': 1,
                 'text': '1A2A2/3A3/4D1D/1AD1KA1/6A/2DA3/5A1 0 - 12'},
                {'moves': ['a4-a6', 'c4-c3', 'a6-c6', 'd5-b5', 'd1-b1', 'e4-e6', 'd2-e2', 'c3-a3',
                           'f4-f6', 'b5-a5', 'e2-g2', 'a3-a4', 'g2-d2', 'a5-d5', 'd6-e6', 'd4-f4',
                           'g4-g5', 'f4-c4', 'd7-c7', 'd3-e3', 'e6-e5', 'd5-c5', 'c7-f7', 'a4-a3',
                           'b1-b3', 'c4-f4', 'f6-d6', 'c5-d5', 'd6-d7', 'e3-e4'],
                 'outcome': None,
                 'perft': [46, 1002, 43928, 1057205],
                 'plies': 30,
                 'seed': 2,
                 'text': '3A1A1/2A4/3DA1A/4DK1/DA5/3A3/7 0 - 30'},
                {'moves': ['d2-b2', 'd5-g5', 'f4-f3', 'c4-c6', 'd6-e6', 'e4-e3', 'e6-e5', 'd4-f4',
                           'f3-f1', 'c6-c3', 'f1-f3', 'c3-a3', 'e5-d5', 'e3-e4', 'g4-g2', 'e4-c4',
                           'b4-b7', 'g5-f5', 'd7-e7', 'f4-g4', 'e7-e4', 'f5-f4', 'd1-f1', 'g4-g3',
                           'b2-c2', 'c4-c7', 'd5-d7', 'c7-c3', 'd7-e7', 'd3-e3', 'f1-f2', 'a3-a2',
                           'f2-g2', 'f4-f7', 'a4-a6', 'c3-b3', 'e7-e6', 'a2-a5', 'c2-e2', 'a5-a3',
                           'e6-c6', 'g3-g4', 'g2-g3', 'f7-f2', 'e2-b2', 'f2-f5', 'c6-g6', 'f5-f6',
                           'b2-c2', 'f6-c6'],
                 'outcome': None,
                 'perft': [16, 553, 9154, 332572],
                 'plies': 50,
                 'seed': 3,
                 'text': '7/2D3A/7/6K/DD2D1A/2A4/7 0 - 50'},
                {'moves': ['d6-f6', 'e4-e7', 'f4-f3', 'c4-c2', 'd2-f2', 'e7-f7', 'f3-f4', 'd5-g5',
                           'd7-d6', 'g5-g6', 'f6-e6', 'd3-b3', 'g4-g5', 'f7-f6', 'd1-f1', 'c2-d2',
                           'd6-a6', 'd2-b2', 'b4-b6', 'f6-g6', 'b6-b4', 'g6-f6', 'e6-e3', 'f6-c6',
                           'g5-e5', 'b2-e2', 'e5-e6', 'b3-c3', 'a6-b6', 'e2-c2', 'e6-e5', 'c6-f6',
                           'f2-e2', 'c2-d2', 'e5-a5', 'd2-d3', 'e2-a2', 'f6-f7', 'f1-f2', 'c3-c6',
                           'f2-g2', 'd4-c4', 'e3-g3', 'f7-f6', 'g3-f3', 'c6-d6', 'a2-d2', 'c4-c1',
                           'a5-d5', 'd6-c6', 'g2-g5', 'f6-g6', 'f4-f6', 'c1-a1'],
                 'outcome': [1, 'condition'],
                 'perft': [0],
                 'plies': None,
                 'seed': 0,
                 'text': '7/1AD2AD/3A2A/AA5/5A1/3A3/K6 0 - 54'},
                {'moves': ['d2-b2', 'd5-g5', 'f4-f3', 'c4-c6', 'd6-e6', 'e4-e3', 'e6-e5', 'd4-f4',
                           'f3-f1', 'c6-c3', 'f1-f3', 'c3-a3', 'e5-d5', 'e3-e4', 'g4-g2', 'e4-c4',
                           'b4-b7', 'g5-f5', 'd7-e7', 'f4-g4', 'e7-e4', 'f5-f4', 'd1-f1', 'g4-g3',
                           'b2-c2', 'c4-c7', 'd5-d7', 'c7-c3', 'd7-e7', 'd3-e3', 'f1-f2', 'a3-a2',
                           'f2-g2', 'f4-f7', 'a4-a6', 'c3-b3', 'e7-e6', 'a2-a5', 'c2-e2', 'a5-a3',
                           'e6-c6', 'g3-g4', 'g2-g3', 'f7-f2', 'e2-b2', 'f2-f5', 'c6-g6', 'f5-f6',
                           'b2-c2', 'f6-c6', 'c2-c3', 'a3-a5', 'c3-c4', 'e3-e5', 'c4-e4', 'b3-e3',
                           'g6-g5'],
                 'outcome': [0, 'condition'],
                 'perft': [0],
                 'plies': None,
                 'seed': 3,
                 'text': '7/2D4/D3D1A/7/4D1A/7/7 1 - 57'},
                {'moves': ['b4-b6', 'e4-e5', 'b6-a6', 'e5-e6', 'f4-f1', 'e6-e3', 'd6-c6', 'd5-c5',
                           'd1-b1', 'c4-c2', 'c6-e6', 'c5-b5', 'b1-b4', 'b5-f5', 'd7-d5', 'c2-c6',
                           'b4-b3', 'c6-c7', 'a6-a5', 'e3-e4', 'e6-a6', 'c7-c3', 'f1-e1', 'd4-c4',
                           'd2-g2', 'c4-d4', 'g4-g6', 'f5-f2', 'g6-g3', 'f2-b2', 'a4-c4', 'e4-g4',
                           'e1-b1', 'c3-c1', 'c4-c3', 'd4-b4', 'c3-c4', 'c1-c3', 'g3-e3', 'g4-g6',
                           'e3-e7', 'd3-d1', 'a5-a3', 'b4-b6', 'e7-e1', 'g6-d6', 'b3-b4', 'd1-d2',
                           'c4-c5', 'c3-g3', 'b4-c4', 'g3-g2', 'a3-a2', 'd2-d5', 'c4-a4', 'd5-d1',
                           'c5-e5', 'd6-e6', 'a2-f2', 'b6-b1', 'e1-e4', 'g2-g6', 'f2-f5', 'd1-f1',
                           'a6-b6', 'b1-b4', 'e5-b5', 'g6-g4', 'b5-a5', 'b4-b2', 'b6-b4', 'f1-d1',
                           'a5-c5', 'd1-d2', 'c5-c7', 'b2-a2', 'b4-b2', 'g4-g2', 'c7-e7', 'd2-d3',
                           'e7-d7', 'g2-f2', 'a4-a6', 'e6-b6', 'e4-f4', 'b6-e6', 'd7-d5', 'f2-c2',
                           'f4-f2', 'e6-f6', 'a6-a5', 'c2-c6', 'f2-f4', 'c6-c2', 'a5-a4', 'c2-f2',
                           'f4-e4', 'a2-e2', 'a4-c4', 'd3-e3', 'c4-c6', 'f6-f7', 'c6-e6', 'f2-f3',
                           'd5-d7', 'e2-a2', 'f5-d5', 'f7-f4', 'd7-b7', 'a2-a4', 'b7-f7', 'f4-e4',
                           'e6-b6', 'a4-a5', 'd5-d1', 'a5-a6', 'd1-d7', 'e3-a3', 'b6-b5', 'f3-f2',
                           'b5-b1', 'a3-e3', 'd7-e7', 'f2-f1', 'b1-b5', 'a6-a5', 'e7-b7', 'f1-d1',
                           'f7-c7', 'd1-e1', 'c7-c3', 'e3-e2', 'c3-c5', 'e2-a2', 'b5-b4', 'e4-f4',
                           'c5-c6', 'a5-a6', 'c6-c3', 'e1-e7', 'b4-a4', 'f4-f5', 'a4-e4', 'f5-c5',
                           'e4-c4', 'a2-f2', 'c4-b4', 'f2-a2', 'c3-e3', 'a2-d2', 'b4-b2', 'd2-f2',
                           'e3-e5', 'c5-a5', 'e5-e2', 'a5-a4', 'b7-d7', 'a6-d6', 'e2-e6', 'f2-e2',
                           'b2-b4', 'e2-a2', 'e6-e2', 'd6-g6', 'b4-b7', 'g6-g4', 'e2-e1', 'e7-e2',
                           'b7-b4', 'a4-a5', 'b4-b2', 'g4-e4', 'b2-b1', 'a2-a4', 'e1-c1', 'a5-b5',
                           'd7-f7', 'e2-g2', 'c1-c4', 'a4-a6', 'f7-f3', 'a6-b6', 'c4-b4', 'b5-a5',
                           'b1-b3', 'g2-g6', 'f3-c3', 'e4-e7', 'b3-b1', 'b6-d6', 'b4-f4', 'a5-a4',
                           'c3-c6', 'g6-g3', 'b1-c1', 'e7-b7', 'c1-c2', 'b7-c7', 'c6-c3', 'd6-d1',
                           'f4-f6', 'd1-f1', 'c3-c5', 'f1-b1', 'c5-f5', 'a4-a5', 'f6-c6', 'b1-b5',
                           'f5-c5', 'a5-a2', 'c2-d2', 'b5-b6', 'c5-c3', 'g3-g4', 'c3-a3', 'g4-g2',
                           'a3-c3', 'g2-e2', 'c6-d6', 'c7-e7', 'd2-d5', 'e2-e5', 'd5-d2', 'e5-e1',
                           'c3-c5', 'e1-d1', 'c5-e5', 'd1-e1', 'e5-f5', 'b6-b3', 'd2-d3', 'e1-c1',
                           'd3-g3', 'b3-c3', 'f5-a5', 'e7-c7', 'd6-b6', 'c7-b7', 'g3-g5', 'c1-d1',
                           'b6-f6', 'c3-c6', 'g5-g4', 'b7-b2', 'f6-f2', 'd1-c1', 'g4-a4', 'b2-c2',
                           'a4-a2', 'c6-a6', 'f2-f1', 'c2-c4', 'a2-a4', 'c4-d4', 'a5-d5', 'c1-d1',
                           'a4-c4', 'd1-d3', 'd5-g5', 'd4-f4', 'g5-g4', 'd3-d6', 'f1-e1', 'f4-f6',
                           'g4-g6', 'a6-a5', 'g6-g5', 'd6-d5', 'c4-f4', 'd5-f5', 'e1-e7', 'a5-a2',
                           'f4-e4', 'f6-b6', 'e7-b7', 'f5-f7', 'g5-g3', 'a2-a6', 'g3-g6', 'a6-a4',
                           'g6-g3', 'a4-a2', 'g3-c3', 'f7-f3', 'e4-e2', 'f3-f6', 'c3-c2', 'f6-f3',
                           'b7-c7', 'f3-a3', 'e2-g2', 'a3-a5', 'c7-c4', 'b6-b1', 'c4-b4', 'a5-a3',
                           'b4-b6', 'b1-b3', 'c2-c6', 'b3-b4'],
                 'outcome': [None, 'ply_limit'],
                 'perft': [0],
                 'plies': None,
                 'seed': 108,
                 'text': '7/1AA4/7/1K5/D6/D5A/7 0 - 300'},
                {'moves': ['g4-g2', 'd3-g3', 'd1-e1', 'e4-e2', 'b4-b6', 'g3-c3', 'd7-f7', 'c4-b4',
                           'd6-g6', 'd5-g5', 'a4-a2', 'b4-b3', 'b6-b4', 'c3-d3', 'f4-f3', 'b3-a3',
                           'e1-c1', 'g5-a5', 'c1-c2', 'e2-g2', 'c2-b2', 'a5-e5', 'b4-c4', 'e5-e1',
                           'f3-e3', 'd4-g4', 'c4-c1', 'a3-a4', 'f7-f6', 'd3-d6', 'e3-c3', 'g4-g6',
                           'f6-f4', 'g2-g3', 'd2-f2', 'g3-f3', 'b2-b3', 'g6-g4', 'f4-c4', 'f3-d3',
                           'f2-e2', 'g4-d4', 'e2-f2', 'd6-c6', 'b3-b2', 'a4-a6', 'f2-f3', 'd4-d7',
                           'f3-f5', 'd3-d1', 'c3-d3', 'e1-e6', 'c4-c2', 'd7-d5', 'c2-d2', 'c6-d6',
                           'd2-f2', 'e6-f6', 'b2-b5', 'f6-f7', 'f2-g2', 'd6-b6', 'b5-b3', 'f7-b7',
                           'g2-g3', 'b7-d7', 'g3-e3', 'b6-e6', 'c1-c7', 'd5-c5', 'f5-f6', 'd1-f1',
                           'b3-b6', 'c5-d5', 'f6-f4', 'a6-a5', 'f4-a4', 'e6-e7', 'b6-e6', 'f1-f4',
                           'e3-e4', 'a5-c5', 'd3-a3', 'c5-c6', 'a4-b4', 'd5-d1', 'b4-b3', 'c6-c3',
                           'e6-g6', 'd1-d4', 'g6-g5', 'f4-f6', 'b3-b7', 'e7-f7', 'g5-f5', 'c3-c4',
                           'f5-e5', 'f6-f4', 'a3-g3', 'd4-e4', 'b7-b6', 'd7-d3', 'c7-c6', 'c4-c3',
                           'c6-c4', 'e4-e2', 'b6-b5', 'f4-f6', 'e5-g5', 'f6-f4', 'c4-e4', 'd3-d6',
                           'e4-e7', 'd6-b6', 'b5-b3', 'c3-c5', 'e7-f7', 'e2-g2', 'b3-b1', 'c5-f5',
                           'b1-b5', 'f4-e4', 'f7-b7', 'f5-c5', 'g5-f5', 'c5-c1', 'b5-b2', 'e4-c4',
                           'b7-b5', 'c4-c6', 'f5-f3', 'c1-e1', 'b2-e2', 'g2-f2', 'f3-f4', 'c6-c4',
                           'b5-b3', 'c4-c3', 'b3-b6', 'f2-f3', 'f4-c4', 'f3-f2', 'c4-e4', 'e1-d1',
                           'e2-e1', 'f2-c2', 'b6-b4', 'c3-a3', 'e4-e5', 'a3-e3', 'b4-b7', 'c2-d2',
                           'b7-d7', 'd1-b1', 'e5-c5', 'd2-b2', 'c5-c3', 'b1-d1', 'g3-g6', 'd1-d3',
                           'c3-c4', 'b2-a2', 'e1-e2', 'd3-d2', 'c4-a4', 'e3-a3', 'a4-b4', 'a2-b2',
                           'd7-d5', 'b2-b1', 'b4-b3', 'd2-a2', 'g6-a6', 'b1-c1', 'e2-g2', 'c1-c4',
                           'b3-c3', 'a3-a5', 'g2-f2', 'c4-c7', 'f2-f6', 'c7-c5', 'd5-f5', 'c5-c6',
                           'c3-d3', 'a5-a3', 'f5-d5', 'a2-e2', 'f6-e6', 'e2-e5', 'd3-d2', 'c6-c5',
                           'e6-c6', 'e5-e3', 'd2-d3', 'c5-c3', 'c6-b6', 'c3-c6', 'b6-b7', 'e3-d3',
                           'b7-d7', 'd3-d5', 'd7-f7', 'c6-f6', 'f7-c7', 'a3-a4', 'c7-f7', 'd5-d3',
                           'f7-b7', 'a4-a5', 'b7-e7', 'd3-c3', 'e7-d7', 'f6-f4', 'd7-f7', 'f4-c4',
                           'f7-e7', 'a5-e5', 'e7-d7', 'e5-b5', 'd7-b7', 'b5-g5', 'b7-b1', 'g5-a5',
                           'b1-b7', 'c3-f3', 'b7-b1', 'f3-e3', 'b1-b5', 'c4-b4', 'b5-b6', 'e3-e6',
                           'b6-b7', 'a5-g5', 'b7-d7', 'b4-d4', 'd7-d5', 'g5-g2', 'd5-e5', 'g2-b2',
                           'e5-c5', 'e6-e5', 'c5-c6', 'b2-b6', 'c6-c4', 'e5-e6', 'c4-b4', 'e6-e4',
                           'b4-b5', 'e4-e5', 'b5-b4', 'e5-c5', 'b4-b2', 'c5-c1', 'b2-b5', 'c1-c6',
                           'b5-d5', 'c6-f6', 'd5-c5', 'd4-e4', 'c5-e5', 'b6-e6'],
                 'outcome': [None, 'no_legal_move'],
                 'perft': [0],
                 'plies': None,
                 'seed': 670,
                 'text': '7/4DD1/7/4K2/7/7/7 0 - 262'}],
     'start_moves': ['a4-a2', 'a4-a3', 'a4-a5', 'a4-a6', 'b4-b1', 'b4-b2', 'b4-b3', 'b4-b5',
                     'b4-b6', 'b4-b7', 'd1-b1', 'd1-c1', 'd1-e1', 'd1-f1', 'd2-a2', 'd2-b2',
                     'd2-c2', 'd2-e2', 'd2-f2', 'd2-g2', 'd6-a6', 'd6-b6', 'd6-c6', 'd6-e6',
                     'd6-f6', 'd6-g6', 'd7-b7', 'd7-c7', 'd7-e7', 'd7-f7', 'f4-f1', 'f4-f2',
                     'f4-f3', 'f4-f5', 'f4-f6', 'f4-f7', 'g4-g2', 'g4-g3', 'g4-g5', 'g4-g6'],
     'start_text': '3A3/3A3/3D3/AADKDAA/3D3/3A3/3A3 0 - 0'}


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
    assert "d3-d4" in h["moves"] and h["after"]["text"] == "7/7/7/3K3/7/7/A6 0 - 8"
    assert h["after"]["outcome"] is None
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
    ok = ref == REFERENCE
    print("total time %.1f s" % (time.time() - t0))
    if not ok:
        for key in ref:
            if REFERENCE is None or ref.get(key) != REFERENCE.get(key):
                print("MISMATCH in", key)
                print(" computed:", ref[key])
                print(" stored:  ", None if REFERENCE is None else REFERENCE.get(key))
    assert ok, "recomputed values differ from REFERENCE"
    print("REFERENCE matches")


if __name__ == "__main__":
    main()

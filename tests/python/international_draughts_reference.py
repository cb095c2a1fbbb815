"""Independent reference for the whole turns of international draughts (FMJD rules), cell by cell.

It is plain Python written from the rules alone; it does not import boardlab, so another engine
can be checked against it.  The same rules on an 8x8 board are Brazilian draughts and on a 12x12
board Canadian draughts; ``size`` picks the board (10 when not given).

Rules implemented
-----------------
* The board has ``size`` files a, b, c, ... and ``size`` ranks 1, 2, 3, ...; a1 is the bottom
  left corner.  A cell is the pair (file, rank) counted from 0, so a1 = (0, 0), and its index here
  is file + size * rank.  Only the dark cells are played on: those where file + rank is even (a1,
  c1, ..., b2, d2, ...).
* Player 0 owns the men 'w' and the kings 'W', moves first, and its men go up the board (towards
  rank ``size``).  It starts with a man on every dark cell of the ranks 1 .. size/2 - 1.  Player 1
  owns the men 'b' and the kings 'B'; its men go down (towards rank 1) and it starts with a man on
  every dark cell of the top size/2 - 1 ranks.  The two middle ranks start empty.
* A step (no capture): a man moves one cell diagonally forward onto an empty cell; a king (a
  "flying" king) slides along one diagonal, in any of the four directions, over as many empty
  cells as it likes, and stops on any of them.
* A capture by a man: it jumps diagonally, forwards or backwards, over an enemy piece on the next
  cell onto the empty cell straight beyond it.
* A capture by a king: along one diagonal it passes any number of empty cells, then exactly one
  enemy piece, and lands on any one of the empty cells that follow that piece (up to the next
  occupied cell or the edge of the board).  Which of those cells it lands on is its choice.
* Chains: having captured, the same piece captures again from where it landed whenever it can, in
  any of the four directions; the turn ends when it has no capture left.  The pieces captured stay
  on the board as "dead" pieces until the turn is over: a dead piece cannot be captured a second
  time, and its cell is not empty, so nothing may land on it or pass over it (a king's path is
  blocked by it, which is the "Turkish strike" rule).  When the turn ends all the dead pieces are
  taken off.  The cell the moving piece started from is empty as soon as it has left it, so the
  chain may cross it or finish on it.
* Majority rule: when the side to move has any capture, it must capture, and it must play a turn
  that takes the greatest number of pieces possible (over all its pieces and all its chains); a
  king and a man count as one piece each.  Only when no capture exists are the steps legal.
* Promotion: a man whose turn ends on the far rank (rank ``size`` for 'w', rank 1 for 'b') becomes
  a king.  A man that only passes over the far rank during a chain, because it still has a capture
  to make from there, is not crowned: it goes on capturing as a man and stays a man unless its
  last landing cell is on the far rank.
* The side to move with no legal turn has lost.  (The engine also draws at a ply limit, far beyond
  the games played with this module, so that is not modelled.)
* Turn text: the cells the moving piece stands on, its start and then each landing cell, joined by
  '-': "c3-d4", "a1-f6", "g5-b10-j2".  Two turns that differ in any landing cell are two turns,
  even when they capture the same pieces.
* Position text: the ranks from rank ``size`` down to rank 1, separated by '/', each written from
  file a with a piece as its letter and a run of empty cells as its length in decimal ("10" is a
  whole empty rank of the 10x10 board); then a space, the side to move (0 or 1), " - ", and the ply
  (the number of turns played).  The 10x10 start is START_TEXT[10] below.

Random positions (``random_position``) put a few kings and men of each side on random dark cells,
never a man on the rank where it would be crowned.

Run ``python3 tests/python/international_draughts_reference.py`` for the self checks.
"""

import random
import time

EMPTY = "."
SIZES = (8, 10, 12)
MAN = ("w", "b")
KING = ("W", "B")
OWNER = {"w": 0, "W": 0, "b": 1, "B": 1}
# The four diagonal directions (file step, rank step); the first two go up the board.
DIRECTIONS = ((1, 1), (-1, 1), (1, -1), (-1, -1))
FORWARD = ((0, 1), (2, 3))  # the directions in which the men of side 0 / side 1 step


class Geometry:
    """Names, dark cells and the diagonal rays of a size x size board."""

    def __init__(self, size):
        if size not in SIZES:
            raise ValueError("size must be 8, 10 or 12, not %r" % (size,))
        self.size = size
        n = size
        self.names = ["abcdefghijkl"[i % n] + str(i // n + 1) for i in range(n * n)]
        self.by_name = {name: i for i, name in enumerate(self.names)}
        self.dark = [f + n * r for r in range(n) for f in range(n) if (f + r) % 2 == 0]
        # rays[i][d]: the cells met going from i in direction d, nearest first, to the edge.
        self.rays = {}
        for i in self.dark:
            f, r = i % n, i // n
            rays = []
            for df, dr in DIRECTIONS:
                ray = []
                g, s = f + df, r + dr
                while 0 <= g < n and 0 <= s < n:
                    ray.append(g + n * s)
                    g, s = g + df, s + dr
                rays.append(tuple(ray))
            self.rays[i] = tuple(rays)
        # far[side]: the cells on which a man of that side is crowned.
        self.far = (frozenset(f + n * (n - 1) for f in range(n)), frozenset(range(n)))


_GEOMETRIES = {}


def geometry(size):
    if size not in _GEOMETRIES:
        _GEOMETRIES[size] = Geometry(size)
    return _GEOMETRIES[size]


# --------------------------------------------------------------------------
# Position texts.  Internally a position is (board, side, ply) with board a
# tuple of size * size characters: a piece letter or EMPTY.
# --------------------------------------------------------------------------

def start_board(size):
    geo = geometry(size)
    rows = size // 2 - 1
    board = [EMPTY] * (size * size)
    for i in geo.dark:
        rank = i // size
        if rank < rows:
            board[i] = MAN[0]
        elif rank >= size - rows:
            board[i] = MAN[1]
    return tuple(board)


def format_position(board, side, ply, size=10):
    rows = []
    for r in range(size - 1, -1, -1):
        row, run = "", 0
        for f in range(size):
            v = board[f + size * r]
            if v == EMPTY:
                run += 1
                continue
            if run:
                row += str(run)
                run = 0
            row += v
        if run:
            row += str(run)
        rows.append(row)
    return "/".join(rows) + " %d - %d" % (side, ply)


def parse_position(text, size=10):
    """(board, side, ply) of a position text; ValueError when it is malformed."""
    geo = geometry(size)
    parts = text.split()
    if len(parts) != 4 or parts[1] not in ("0", "1") or parts[2] != "-" or not parts[3].isdigit():
        raise ValueError("bad position text %r" % (text,))
    rows = parts[0].split("/")
    if len(rows) != size:
        raise ValueError("position text %r has %d ranks, not %d" % (text, len(rows), size))
    board = [EMPTY] * (size * size)
    dark = set(geo.dark)
    for k, row in enumerate(rows):
        r = size - 1 - k
        f, num = 0, ""
        for ch in row + "|":
            if ch.isdigit():
                num += ch
                continue
            if num:
                if num.startswith("0"):
                    raise ValueError("bad count %r in %r" % (num, text))
                f += int(num)
                num = ""
            if ch == "|":
                break
            if ch not in OWNER:
                raise ValueError("bad character %r in %r" % (ch, text))
            if f >= size:
                raise ValueError("rank %d of %r is too long" % (r + 1, text))
            i = f + size * r
            if i not in dark:
                raise ValueError("piece on the light cell %s in %r" % (geo.names[i], text))
            board[i] = ch
            f += 1
        if f != size:
            raise ValueError("rank %d of %r has %d cells, not %d" % (r + 1, text, f, size))
    return tuple(board), int(parts[1]), int(parts[3])


def start_text(size=10):
    return format_position(start_board(size), 0, 0, size)


START_TEXT = {n: start_text(n) for n in SIZES}
assert START_TEXT[10] == ("1b1b1b1b1b/b1b1b1b1b1/1b1b1b1b1b/b1b1b1b1b1/10/10/"
                          "1w1w1w1w1w/w1w1w1w1w1/1w1w1w1w1w/w1w1w1w1w1 0 - 0")


# --------------------------------------------------------------------------
# Turns
# --------------------------------------------------------------------------

def _captures(board, side, geo):
    """Every complete capturing chain of `side`: a list of (number taken, path, board after)."""
    enemy = (MAN[1 - side], KING[1 - side])
    out = []
    for start in geo.dark:
        piece = board[start]
        if piece not in (MAN[side], KING[side]):
            continue
        king = piece == KING[side]
        b = list(board)
        b[start] = EMPTY  # the start cell is empty once the piece has left it
        dead = []         # the pieces taken so far; they stay in b until the turn ends

        def chain(at, path):
            went_on = False
            for ray in geo.rays[at]:
                k = 0
                if king:
                    while k < len(ray) and b[ray[k]] == EMPTY:
                        k += 1
                if k + 1 >= len(ray):
                    continue
                over = ray[k]
                if b[over] not in enemy or over in dead:
                    continue  # own piece, dead piece or nothing to take on this ray
                k += 1
                while k < len(ray) and b[ray[k]] == EMPTY:
                    land = ray[k]
                    went_on = True
                    dead.append(over)
                    chain(land, path + [land])
                    dead.pop()
                    if not king:
                        break  # a man lands just beyond the piece it takes
                    k += 1
            if not went_on and len(path) > 1:
                after = list(b)
                for c in dead:
                    after[c] = EMPTY
                end = path[-1]
                after[end] = KING[side] if (king or end in geo.far[side]) else MAN[side]
                out.append((len(dead), path, tuple(after)))

        chain(start, [start])
    return out


def _steps(board, side, geo):
    """Every non-capturing turn of `side` as (path, board after)."""
    out = []
    for start in geo.dark:
        piece = board[start]
        if piece == MAN[side]:
            for d in FORWARD[side]:
                ray = geo.rays[start][d]
                if ray and board[ray[0]] == EMPTY:
                    end = ray[0]
                    b = list(board)
                    b[start] = EMPTY
                    b[end] = KING[side] if end in geo.far[side] else MAN[side]
                    out.append(([start, end], tuple(b)))
        elif piece == KING[side]:
            for ray in geo.rays[start]:
                for end in ray:
                    if board[end] != EMPTY:
                        break
                    b = list(board)
                    b[start] = EMPTY
                    b[end] = piece
                    out.append(([start, end], tuple(b)))
    return out


def turns(board, side, size=10):
    """The legal turns as a dict {turn text: board after the turn}."""
    geo = geometry(size)
    caps = _captures(board, side, geo)
    if caps:
        most = max(n for n, _, _ in caps)
        chosen = [(path, after) for n, path, after in caps if n == most]
    else:
        chosen = _steps(board, side, geo)
    out = {}
    for path, after in chosen:
        t = "-".join(geo.names[c] for c in path)
        # The landing cells fix the pieces taken (one enemy between two landings on a line).
        assert out.get(t, after) == after, t
        out[t] = after
    return out


def has_capture(text, size=10):
    """Does the side to move have a capture (so that only capturing turns are legal)?"""
    board, side, _ = parse_position(text, size)
    return bool(_captures(board, side, geometry(size)))


def legal_turns(text, size=10):
    """The legal turns of a position text, sorted as strings ([] when the side to move has lost)."""
    board, side, _ = parse_position(text, size)
    return sorted(turns(board, side, size))


def play(text, turn, size=10):
    """The position text after `turn` (which must be legal)."""
    board, side, ply = parse_position(text, size)
    legal = turns(board, side, size)
    if turn not in legal:
        raise ValueError("illegal turn %r in %s" % (turn, text))
    return format_position(legal[turn], 1 - side, ply + 1, size)


def outcome(text, size=10):
    """None while the game goes on, else the winner (0 or 1): the side to move loses when it has
    no legal turn."""
    board, side, _ = parse_position(text, size)
    return None if turns(board, side, size) else 1 - side


def perft(text, depth, size=10):
    """The number of sequences of `depth` whole turns from the position (a memo on the board and
    the side only saves recounting transpositions; every path is counted)."""
    board, side, _ = parse_position(text, size)
    memo = {}

    def count(board, side, d):
        kids = turns(board, side, size)
        if d == 1:
            return len(kids)
        key = (board, side, d)
        if key not in memo:
            memo[key] = sum(count(b, 1 - side, d - 1) for b in kids.values())
        return memo[key]

    return 1 if depth == 0 else count(board, side, depth)


def perft_plain(text, depth, size=10):
    """perft through the texts, without a memo (slow; checks perft on small depths)."""
    if depth == 0:
        return 1
    moves = legal_turns(text, size)
    if depth == 1:
        return len(moves)
    return sum(perft_plain(play(text, m, size), depth - 1, size) for m in moves)


def random_position(rng, size=10, kings=(1, 4), men=(1, 8)):
    """A position text with, for each side, rng.randint(*kings) kings and rng.randint(*men) men on
    random dark cells (never a man on its crowning rank), a random side to move and ply 0."""
    geo = geometry(size)
    board = [EMPTY] * (size * size)
    free = list(geo.dark)
    rng.shuffle(free)
    for side in (0, 1):
        for _ in range(rng.randint(*kings)):
            board[free.pop()] = KING[side]
        for _ in range(rng.randint(*men)):
            c = rng.choice([c for c in free if c not in geo.far[side]])
            free.remove(c)
            board[c] = MAN[side]
    return format_position(tuple(board), rng.randint(0, 1), 0, size)


# --------------------------------------------------------------------------
# Self checks (positions worked out by hand)
# --------------------------------------------------------------------------

def self_check():
    for n in SIZES:
        assert parse_position(START_TEXT[n], n) == (start_board(n), 0, 0)
        assert sum(v != EMPTY for v in start_board(n)) == 2 * (n // 2 - 1) * (n // 2)
    assert START_TEXT[8] == "1b1b1b1b/b1b1b1b1/1b1b1b1b/8/8/w1w1w1w1/1w1w1w1w/w1w1w1w1 0 - 0"
    # From the start the five men of rank 4 (b4 d4 f4 h4 j4) step forward, two ways each but j4.
    assert legal_turns(START_TEXT[10]) == [
        "b4-a5", "b4-c5", "d4-c5", "d4-e5", "f4-e5", "f4-g5", "h4-g5", "h4-i5", "j4-i5"]
    assert [perft(START_TEXT[10], d) for d in range(1, 4)] == [9, 81, 658]
    assert perft(START_TEXT[8], 4, 8) == perft_plain(START_TEXT[8], 4, 8)
    # A flying king on a1 takes d4 and lands on any of e5 .. j10; the man on c1 may not step.
    p = "10/10/10/10/10/10/3b6/10/10/W1w7 0 - 0"
    assert legal_turns(p) == ["a1-e5", "a1-f6", "a1-g7", "a1-h8", "a1-i9", "a1-j10"]
    assert play(p, "a1-h8") == "10/10/7W2/10/10/10/10/10/10/2w7 1 - 1"
    # The Turkish strike: g5 takes c9 (landing b10) or i3 (landing j2), not both.
    p = "10/2b7/7b2/10/10/6W3/10/8b1/7b2/10 0 - 0"
    assert legal_turns(p) == ["g5-b10", "g5-j2"]
    # A man passing over the far rank is not crowned.
    p = "10/2b1b5/1w8/10/10/10/10/10/9b/10 0 - 0"
    assert legal_turns(p) == ["b8-d10-f8"]
    assert play(p, "b8-d10-f8") == "10/10/5w4/10/10/10/10/10/9b/10 1 - 1"
    assert self_check_random()
    return True


def self_check_random():
    """On random positions of every size: the text goes back and forth unchanged, and perft
    through the boards (with its memo) agrees with perft through the texts."""
    rng = random.Random(5)
    for _ in range(30):
        size = rng.choice(SIZES)
        p = random_position(rng, size)
        assert format_position(*parse_position(p, size), size) == p
        assert perft(p, 2, size) == perft_plain(p, 2, size)
    return True


def main():
    t0 = time.time()
    self_check()
    print("self checks passed (%.1f s)" % (time.time() - t0))
    for n in SIZES:
        depth = {8: 6, 10: 5, 12: 4}[n]
        print(n, [perft(START_TEXT[n], d, n) for d in range(1, depth + 1)],
              "%.1f s" % (time.time() - t0))


if __name__ == "__main__":
    main()

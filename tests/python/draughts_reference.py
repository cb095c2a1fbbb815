"""Independent reference for the whole turns of 8x8 English draughts (checkers), with two options.

It is written from the rules alone, one cell at a time, in plain Python, and it does not import
boardlab, so another engine can be checked against it.

Rules implemented
-----------------
* The board has 8 files a..h and 8 ranks 1..8; a1 is the bottom left corner.  A cell is the pair
  (file, rank) counted from 0, so a1 = (0, 0), and its index here is file + 8 * rank.
* Player 0 owns the men 'o' and the kings 'O' and moves first; its men go up the board, towards
  rank 8.  Player 1 owns the men 'x' and the kings 'X'; its men go down, towards rank 1.
* A step: a man moves one cell diagonally forward, a king one cell diagonally in any of the four
  directions, onto an empty cell.  Kings do not fly: every move is one cell (a step) or two cells
  (a jump).
* A jump: the piece moves diagonally (a man only forward, a king in any of the four directions)
  over an adjacent enemy piece onto the empty cell straight beyond it, capturing the enemy.  Having
  jumped, the same piece must jump again if it can, in any of its own directions (it need not keep
  its heading); the turn ends only when it has no jump left.  Two different sequences of cells are
  two different turns, even where they capture the same pieces.
* Promotion: a man whose step or jump ends on the far rank (rank 8 for 'o', rank 1 for 'x')
  becomes a king ('O' or 'X') and its turn is over at once, even when the new king would have a
  jump from there.
* ``leapt_removal`` says when the pieces jumped over leave the board:
  - "at_once" (English draughts): a piece leaves as soon as it is jumped, so for the rest of the
    chain its cell is empty (it could be landed on; with nothing in it, it cannot be jumped).
  - "at_turn_end" (the international rule): a piece jumped over stays on the board as a dead piece
    until the chain is over.  A dead piece cannot be jumped a second time, and its cell is not
    empty, so the moving piece cannot land on it.  All the dead pieces leave when the turn ends.
  In both, the cell the moving piece started from is empty as soon as it has left, so the chain
  may pass through it or finish on it.
* ``capture_rule``:
  - "compulsory": when any jump exists for the side to move, only the turns that jump are legal
    (whichever piece and whatever the number of pieces taken);
  - "most" (majority rule): only the jumping turns that capture the greatest number of pieces are
    legal; a king and a man count one piece each.
  When no jump exists, every step is legal.
* The side to move with no legal turn has lost and the game is over.  (The engine also stops at a
  ply limit of 1000 turns, far beyond the games played here, so it is not modelled.)
* Turn text: the cells the moving piece stands on, in order, joined by '-': "c3-d4", "c3-e5-g7".
* Position text: the 8 ranks from rank 8 down to rank 1 separated by '/', each written from file
  a to file h with a piece as its letter and a run of empty cells as its length in digits; then a
  space, the side to move (0 or 1), " - " and the ply (the number of turns played), e.g. the start
  "1x1x1x1x/x1x1x1x1/1x1x1x1x/8/8/o1o1o1o1/1o1o1o1o/o1o1o1o1 0 - 0".

A consequence worth knowing (checked by the tests on random positions, not assumed by this code,
which implements the two removal rules separately): with pieces that only jump over an adjacent
cell onto the next one, the two removal rules allow exactly the same turns.  A jump moves the piece
two files and two ranks, so every cell it lands on during a chain has the parities (file mod 2,
rank mod 2) of its start cell, while every cell it jumps over, being half-way, has both parities
the other way round.  So a chain can never land on, or be blocked by, the cell of a piece it has
jumped; and a jumped piece can be jumped again under neither rule (it is gone or it is dead).  The
rules only come apart for flying kings or other longer moves, which English draughts does not have.

Random positions (``random_position``) put some kings and men of each side on the dark squares,
those where file + rank is even (a1, c1, ..., b2, ...: where the pieces stand at the start), never
a man on the rank where it would promote.

Run ``python3 tests/python/draughts_reference.py`` for the self checks of this module.
"""

import random

SIZE = 8
FILES = "abcdefgh"
EMPTY = "."
MEN = ("o", "x")
KINGS = ("O", "X")
OWNER = {"o": 0, "O": 0, "x": 1, "X": 1}
CAPTURE_RULES = ("compulsory", "most")
LEAPT_REMOVALS = ("at_once", "at_turn_end")
START_TEXT = "1x1x1x1x/x1x1x1x1/1x1x1x1x/8/8/o1o1o1o1/1o1o1o1o/o1o1o1o1 0 - 0"

NAMES = [FILES[i % SIZE] + str(i // SIZE + 1) for i in range(SIZE * SIZE)]
DARK = [f + SIZE * r for r in range(SIZE) for f in range(SIZE) if (f + r) % 2 == 0]


def far_rank(side):
    """The rank (0..7) on which a man of `side` is promoted."""
    return SIZE - 1 if side == 0 else 0


def directions(piece):
    """The (file, rank) directions `piece` may step and jump in."""
    if piece in KINGS:
        return ((1, 1), (-1, 1), (1, -1), (-1, -1))
    forward = 1 if OWNER[piece] == 0 else -1
    return ((1, forward), (-1, forward))


def neighbour(i, df, dr, distance=1):
    """Index of the cell `distance` cells from `i` in direction (df, dr), or None off the board."""
    f = i % SIZE + df * distance
    r = i // SIZE + dr * distance
    if 0 <= f < SIZE and 0 <= r < SIZE:
        return f + SIZE * r
    return None


# --------------------------------------------------------------------------
# Position texts.  A position is {"board": tuple of 64 chars, "side": 0/1, "ply": int}.
# --------------------------------------------------------------------------

def parse(text):
    """The position of a position text; ValueError on a malformed one."""
    parts = text.split()
    if len(parts) != 4 or parts[1] not in ("0", "1") or parts[2] != "-" \
            or not parts[3].isdigit():
        raise ValueError("bad position text %r" % text)
    rows = parts[0].split("/")
    if len(rows) != SIZE:
        raise ValueError("position text %r has %d ranks, not 8" % (text, len(rows)))
    board = [EMPTY] * (SIZE * SIZE)
    for k, row in enumerate(rows):
        r = SIZE - 1 - k
        f = 0
        number = ""
        for ch in row + "|":
            if ch.isdigit():
                number += ch
                continue
            if number:
                f += int(number)
                number = ""
            if ch == "|":
                break
            if ch not in OWNER:
                raise ValueError("bad character %r in %r" % (ch, text))
            if f >= SIZE:
                raise ValueError("rank %d of %r is too long" % (r + 1, text))
            board[f + SIZE * r] = ch
            f += 1
        if f != SIZE:
            raise ValueError("rank %d of %r has %d cells, not 8" % (r + 1, text, f))
    return {"board": tuple(board), "side": int(parts[1]), "ply": int(parts[3])}


def text(pos):
    """The position text of a position (the inverse of parse)."""
    rows = []
    for r in range(SIZE - 1, -1, -1):
        row = ""
        run = 0
        for f in range(SIZE):
            piece = pos["board"][f + SIZE * r]
            if piece == EMPTY:
                run += 1
                continue
            if run:
                row += str(run)
                run = 0
            row += piece
        if run:
            row += str(run)
        rows.append(row)
    return "/".join(rows) + " %d - %d" % (pos["side"], pos["ply"])


# --------------------------------------------------------------------------
# Turns
# --------------------------------------------------------------------------

def _check_options(capture_rule, leapt_removal):
    if capture_rule not in CAPTURE_RULES:
        raise ValueError("unknown capture_rule %r" % (capture_rule,))
    if leapt_removal not in LEAPT_REMOVALS:
        raise ValueError("unknown leapt_removal %r" % (leapt_removal,))


def _finish(board, start, end, captured, piece):
    """The board after `piece` went from `start` to `end` capturing the cells `captured`."""
    b = list(board)
    b[start] = EMPTY
    for c in captured:
        b[c] = EMPTY
    if piece in MEN and end // SIZE == far_rank(OWNER[piece]):
        piece = KINGS[OWNER[piece]]
    b[end] = piece
    return tuple(b)


def _jump_turns(board, start, leapt_removal):
    """Every whole capturing turn of the piece on `start`: a list of (cells, captured)."""
    piece = board[start]
    side = OWNER[piece]
    dirs = directions(piece)
    # A scratch board the chain is played on: the moving piece has left its start cell (it is
    # not put back anywhere; no jump can land on the cell the piece stands on anyway).
    b = list(board)
    b[start] = EMPTY
    dead = set()        # at_turn_end: pieces jumped over, still on the board
    out = []

    def chain(at, cells, captured):
        jumped = False
        for df, dr in dirs:
            over = neighbour(at, df, dr)
            onto = neighbour(at, df, dr, 2)
            if onto is None:
                continue
            victim = b[over]
            if victim == EMPTY or OWNER[victim] == side or over in dead:
                continue
            if b[onto] != EMPTY:        # a dead piece is not empty either
                continue
            jumped = True
            path = cells + [onto]
            taken = captured + [over]
            if leapt_removal == "at_once":
                b[over] = EMPTY
            else:
                dead.add(over)
            if piece in MEN and onto // SIZE == far_rank(side):
                out.append((path, taken))       # promoted: the turn ends here
            else:
                chain(onto, path, taken)
            if leapt_removal == "at_once":
                b[over] = victim
            else:
                dead.discard(over)
        if not jumped and len(cells) > 1:
            out.append((cells, captured))

    chain(start, [start], [])
    return out


def turns(pos, capture_rule="compulsory", leapt_removal="at_once"):
    """The legal turns of a position: a dict {turn text: (board after, number captured)}."""
    _check_options(capture_rule, leapt_removal)
    board, side = pos["board"], pos["side"]
    mine = [i for i in range(SIZE * SIZE) if board[i] != EMPTY and OWNER[board[i]] == side]
    jumps = {}
    for i in mine:
        for cells, captured in _jump_turns(board, i, leapt_removal):
            t = "-".join(NAMES[c] for c in cells)
            assert t not in jumps, t
            jumps[t] = (_finish(board, i, cells[-1], captured, board[i]), len(captured))
    if jumps:
        if capture_rule == "most":
            best = max(n for _, n in jumps.values())
            jumps = {t: v for t, v in jumps.items() if v[1] == best}
        return jumps
    steps = {}
    for i in mine:
        for df, dr in directions(board[i]):
            onto = neighbour(i, df, dr)
            if onto is not None and board[onto] == EMPTY:
                steps[NAMES[i] + "-" + NAMES[onto]] = (_finish(board, i, onto, [], board[i]), 0)
    return steps


def legal_turns(position_text, capture_rule="compulsory", leapt_removal="at_once"):
    """The legal whole turns of a position text, as turn texts sorted as Python strings."""
    return sorted(turns(parse(position_text), capture_rule, leapt_removal))


def play(position_text, turn_text, capture_rule="compulsory", leapt_removal="at_once"):
    """The position text after the legal turn `turn_text`: the other side to move, the ply one
    more, the captured pieces gone, a man on its far rank promoted.  ValueError if illegal."""
    pos = parse(position_text)
    legal = turns(pos, capture_rule, leapt_removal)
    if turn_text not in legal:
        raise ValueError("illegal turn %r in %s" % (turn_text, position_text))
    board, _ = legal[turn_text]
    return text({"board": board, "side": 1 - pos["side"], "ply": pos["ply"] + 1})


def captured_count(position_text, turn_text, capture_rule="compulsory",
                   leapt_removal="at_once"):
    """How many pieces the legal turn `turn_text` captures."""
    return turns(parse(position_text), capture_rule, leapt_removal)[turn_text][1]


def is_over(position_text, capture_rule="compulsory", leapt_removal="at_once"):
    """The side to move has no legal turn (it has lost)."""
    return not turns(parse(position_text), capture_rule, leapt_removal)


# --------------------------------------------------------------------------
# Random positions
# --------------------------------------------------------------------------

def random_position(rng, kings=(2, 6), men=(0, 3), enemy_kings=(0, 3), enemy_men=(3, 7),
                    side=None, ply=0):
    """A random position: player 0 gets rng.randint(*kings) kings and rng.randint(*men) men,
    player 1 rng.randint(*enemy_kings) kings and rng.randint(*enemy_men) men (pass the ranges
    swapped to favour player 1), all on distinct dark squares, no man on its promotion rank.
    `side` None: drawn at random."""
    counts = [("O", rng.randint(*kings)), ("o", rng.randint(*men)),
              ("X", rng.randint(*enemy_kings)), ("x", rng.randint(*enemy_men))]
    free = list(DARK)
    rng.shuffle(free)
    board = [EMPTY] * (SIZE * SIZE)
    for piece, n in counts:
        for _ in range(n):
            for k, cell in enumerate(free):
                if piece in MEN and cell // SIZE == far_rank(OWNER[piece]):
                    continue
                board[cell] = piece
                del free[k]
                break
    if side is None:
        side = rng.randint(0, 1)
    return text({"board": tuple(board), "side": side, "ply": ply})


def random_ring_position(rng, side):
    """A random position made for chains that go round a square: around a random dark cell c
    (files c..f, ranks 3..6, so that the square fits on the board) the four diagonal neighbours
    of c hold enemy pieces of `side` (men or kings at random); the four cells two files or two
    ranks from c (where a chain round the square lands) are emptied and a king of `side` is put
    on one of them; the rest is a random_position with 2-4 kings and 0-2 men of `side` and 3-6
    enemy pieces.  `side` is to move."""
    if side == 0:
        base = random_position(rng, (2, 4), (0, 2), (0, 2), (3, 4), side=0)
    else:
        base = random_position(rng, (0, 2), (3, 4), (2, 4), (0, 2), side=1)
    pos = parse(base)
    board = list(pos["board"])
    centre = rng.choice([i for i in DARK if 2 <= i % SIZE <= 5 and 2 <= i // SIZE <= 5])
    for df, dr in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
        board[neighbour(centre, df, dr)] = rng.choice((MEN[1 - side], KINGS[1 - side]))
    corners = ((2, 0), (0, 2), (-2, 0), (0, -2))
    for df, dr in corners:
        board[neighbour(centre, df, dr)] = EMPTY
    df, dr = rng.choice(corners)
    board[neighbour(centre, df, dr)] = KINGS[side]
    return text({"board": tuple(board), "side": side, "ply": pos["ply"]})


def random_game(seed, capture_rule="compulsory", leapt_removal="at_once", start=START_TEXT,
                plies=200):
    """The position texts and turns of a game from `start` where every turn is
    rng.choice(legal_turns(...)) with rng = random.Random(seed); at most `plies` turns.
    Returns (positions, turns), len(positions) == len(turns) + 1."""
    rng = random.Random(seed)
    positions, played = [start], []
    while len(played) < plies:
        legal = legal_turns(positions[-1], capture_rule, leapt_removal)
        if not legal:
            break
        t = rng.choice(legal)
        played.append(t)
        positions.append(play(positions[-1], t, capture_rule, leapt_removal))
    return positions, played


# --------------------------------------------------------------------------
# Self checks (by hand)
# --------------------------------------------------------------------------

# A king on c3 and four men round e3 (d4 f4 f2 d2) plus one on b4.  Round the square either way:
# c3 over d4 to e5, over f4 to g3, over f2 to e1, over d2 back onto c3 (its start cell, empty),
# or the other way c3-e1-g3-e5-c3; back on c3 d4 and d2 are gone (or dead), so the only jump left
# is over b4 to a5, and from a5 nothing (b6 is empty, b4 taken).  Or first over b4 to a5, and
# there it stops.  The rules of removal agree (see the module docstring).
LOOP = "8/8/8/8/1x1x1x2/2O5/3x1x2/8 0 - 12"
LOOP_TURNS = ["c3-a5", "c3-e1-g3-e5-c3-a5", "c3-e5-g3-e1-c3-a5"]
LOOP_MOST = ["c3-e1-g3-e5-c3-a5", "c3-e5-g3-e1-c3-a5"]


def self_check():
    start = parse(START_TEXT)
    assert text(start) == START_TEXT
    assert sum(1 for c in start["board"] if c == "o") == 12
    assert all(start["board"][i] == EMPTY or i in DARK for i in range(64))
    # The start: a3 b4, c3 b4 d4, e3 d4 f4, g3 f4 h4; player 1 the mirror.
    for rule in CAPTURE_RULES:
        for removal in LEAPT_REMOVALS:
            assert legal_turns(START_TEXT, rule, removal) == [
                "a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"]
    after = play(START_TEXT, "c3-d4")
    assert after == "1x1x1x1x/x1x1x1x1/1x1x1x1x/8/3o4/o3o1o1/1o1o1o1o/o1o1o1o1 1 - 1"
    assert legal_turns(after) == ["b6-a5", "b6-c5", "d6-c5", "d6-e5", "f6-e5", "f6-g5", "h6-g5"]
    for bad in ("8/8/8/8/8/8/8 0 - 0", "9/8/8/8/8/8/8/8 0 - 0", "7/8/8/8/8/8/8/8 0 - 0",
                "8/8/8/8/8/8/8/8 2 - 0", "8/8/8/8/8/8/8/7k 0 - 0", "8/8/8/8/8/8/8/8 0 0"):
        try:
            parse(bad)
        except ValueError:
            pass
        else:
            raise AssertionError("accepted %r" % bad)
    # The loop round the square.
    for removal in LEAPT_REMOVALS:
        assert legal_turns(LOOP, "compulsory", removal) == LOOP_TURNS
        assert legal_turns(LOOP, "most", removal) == LOOP_MOST
        assert play(LOOP, "c3-e5-g3-e1-c3-a5", "most", removal) == "8/8/8/O7/8/8/8/8 1 - 13"
    assert is_over("8/8/8/O7/8/8/8/8 1 - 13")
    # A man promoted by a jump stops although the new king could jump on (over f7 to g6).
    p = "8/3x1x2/2o5/8/8/8/8/8 0 - 3"
    assert legal_turns(p) == ["c6-e8"]
    assert play(p, "c6-e8") == "4O3/5x2/8/8/8/8/8/8 1 - 4"
    # Men jump forward only: o on d4 with x on c3 and e5: only d4-f6.
    assert legal_turns("8/8/8/4x3/3o4/2x5/8/8 0 - 0") == ["d4-f6"]
    # Player 1's man jumps down and is promoted on rank 1.
    assert legal_turns("8/8/8/8/8/2x5/1o6/8 1 - 0") == ["c3-a1"]
    assert play("8/8/8/8/8/2x5/1o6/8 1 - 0", "c3-a1") == "8/8/8/8/8/8/8/X7 0 - 1"
    return True


if __name__ == "__main__":
    self_check()
    print("self checks passed")

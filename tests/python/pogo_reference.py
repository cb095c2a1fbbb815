"""Pogo (docs/rules.md, "Pogo") on any rectangle, written for the tests without boardlab: each
cell a string of piece symbols bottom to top, each move found by walking its paths step by step.
It checks stacks taller than the engine once allowed (16 pieces): its stacks are Python strings,
so they have no height limit of their own.

    light moves first; the top k pieces (1 <= k <= min(max_count, height)) of a stack whose top
    is the mover's go along a path of exactly k orthogonal steps, never straight back, onto
    whatever the last cell holds; a path back to its start is no move, and paths to one cell
    are one move; the mover wins when it tops every non-empty cell; a player with no move
    loses; the game is drawn at max_plies.

Paths may turn any way (the default `three_step_u = true`, Path::bends).
"""
from __future__ import annotations

import random

from shared_reference import rank_text

OWNER = {"W": 0, "B": 1}
STEPS = {"N": (0, 1), "S": (0, -1), "E": (1, 0), "W": (-1, 0)}
BACK = {"N": "S", "S": "N", "E": "W", "W": "E"}


class Position:
    def __init__(self, files, ranks, cells, side, ply):
        self.files, self.ranks = files, ranks
        self.cells = cells  # {(file, rank): "WWB"} for the occupied cells
        self.side, self.ply = side, ply


def cell_name(cell) -> str:
    return "abcdefghijklmnop"[cell[0]] + str(cell[1] + 1)


def parse(files: int, ranks: int, text: str) -> Position:
    board, side, *rest = text.split()
    ply = int(rest[1]) if len(rest) > 1 else 0
    cells = {}
    for row, rank_text_ in enumerate(board.split("/")):
        rank, file, i = ranks - 1 - row, 0, 0
        while i < len(rank_text_):
            c = rank_text_[i]
            if c.isdigit():
                j = i
                while j < len(rank_text_) and rank_text_[j].isdigit():
                    j += 1
                file += int(rank_text_[i:j])
                i = j
            elif c == "(":
                j = rank_text_.index(")", i)
                cells[(file, rank)] = rank_text_[i + 1:j]
                file, i = file + 1, j + 1
            else:
                cells[(file, rank)] = c
                file, i = file + 1, i + 1
    return Position(files, ranks, cells, int(side), ply)


def text(pos: Position) -> str:
    rows = []
    for rank in range(pos.ranks - 1, -1, -1):
        symbols = []
        for file in range(pos.files):
            s = pos.cells.get((file, rank), "")
            symbols.append(s if len(s) <= 1 else "(" + s + ")")
        rows.append(rank_text(symbols))
    return "/".join(rows) + f" {pos.side} - {pos.ply}"


def _ends(pos, start, steps):
    """The cells a path of `steps` steps from `start` can end on."""
    out = set()

    def walk(cell, left, heading):
        if left == 0:
            out.add(cell)
            return
        for h, (df, dr) in STEPS.items():
            if heading and h == BACK[heading]:
                continue
            nxt = (cell[0] + df, cell[1] + dr)
            if 0 <= nxt[0] < pos.files and 0 <= nxt[1] < pos.ranks:
                walk(nxt, left - 1, h)

    walk(start, steps, None)
    out.discard(start)
    return out


def legal_moves(pos: Position, max_count: int) -> list:
    moves = []
    for cell, stack in pos.cells.items():
        if OWNER[stack[-1]] != pos.side:
            continue
        for k in range(1, min(max_count, len(stack)) + 1):
            for to in _ends(pos, cell, k):
                moves.append(f"{k}{cell_name(cell)}-{cell_name(to)}")
    return sorted(moves)


def _cell_of(name: str):
    return ("abcdefghijklmnop".index(name[0]), int(name[1:]) - 1)


def play(pos: Position, move: str) -> Position:
    k = 0
    while move[k].isdigit():
        k += 1
    count = int(move[:k])
    frm, to = (_cell_of(part) for part in move[k:].split("-"))
    cells = dict(pos.cells)
    stack = cells.pop(frm)
    group, rest = stack[-count:], stack[:-count]
    if rest:
        cells[frm] = rest
    cells[to] = cells.get(to, "") + group
    return Position(pos.files, pos.ranks, cells, 1 - pos.side, pos.ply + 1)


def outcome(pos: Position, max_count: int, max_plies: int):
    """None while the game goes on; else the winner (0 or 1), or -1 for a draw."""
    mover = 1 - pos.side
    if pos.cells and all(OWNER[s[-1]] == mover for s in pos.cells.values()):
        return mover
    if not legal_moves(pos, max_count):
        return mover
    if max_plies and pos.ply >= max_plies:
        return -1
    return None


def perft(pos: Position, depth: int, max_count: int, max_plies: int) -> int:
    if depth == 0:
        return 1
    if outcome(pos, max_count, max_plies) is not None:
        return 0
    moves = legal_moves(pos, max_count)
    if depth == 1:
        return len(moves)
    return sum(perft(play(pos, m), depth - 1, max_count, max_plies) for m in moves)


def random_game(pos: Position, max_count: int, max_plies: int, seed: int, plies: int):
    """The positions of a random game of at most `plies` plies from `pos`, with the move that
    left each one (None after the last)."""
    rng = random.Random(seed)
    out = []
    while len(out) < plies and outcome(pos, max_count, max_plies) is None:
        move = rng.choice(legal_moves(pos, max_count))
        out.append((pos, move))
        pos = play(pos, move)
    out.append((pos, None))
    return out

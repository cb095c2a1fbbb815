"""Independent reference implementation of Focus (Sid Sackson, 1964), two players.

Written from the published rules alone (it does not import boardlab) so that its answers can be
used to check another engine against.

Rules implemented
-----------------
* The board is 8x8 without three cells at each corner (a1 b1 a2, g1 h1 h2, a7 a8 b8, h7 g8 h8):
  52 cells. Cell "a1" is file 0, rank 0 (bottom left).
* Red 'R' is player 0 and moves first, green 'G' player 1. Each starts with 18 pieces on the
  middle 6x6 (files b-g, ranks 2-7) in pairs: rank 7 reads R R G G R R from b to g, each rank
  below is the one above with the colours swapped (rank 6: G G R R G G, ...).
* A stack belongs to the player whose piece is on top. On a turn a player either
  - moves the top k pieces of a stack of theirs (1 <= k <= its height) exactly k cells in a
    straight orthogonal line onto any cell of the board (empty or not), where they land on top,
    in their order: written "<k><from>-<to>", e.g. "2c3-c5"; or
  - puts one piece of their reserve on any cell, on top of whatever is there: "R@c3" / "G@c3".
* A stack of more than LIMIT (5) pieces loses pieces from its bottom until it has LIMIT: those
  of the player who moved go to that player's reserve, the others leave the game.
* A player to move with no legal move (no stack of theirs, no reserve) loses. A game that reaches
  max_plies plies is drawn (300 by default).
* Position text: ranks from 8 down to 1 separated by "/", each rank's board cells only, runs of
  empty cells as decimal counts, a stack of two or more as its pieces bottom to top in
  parentheses; then " <side> <reserve> <ply>", the reserve "R3G1" ("-" when empty).
"""
from __future__ import annotations

import random
from typing import Dict, List, Optional, Tuple

FILES = "abcdefgh"
OFF = {"a1", "b1", "a2", "g1", "h1", "h2", "a7", "a8", "b8", "h7", "g8", "h8"}
LIMIT = 5
DIRECTIONS = ((0, 1), (0, -1), (1, 0), (-1, 0))


def name(f: int, r: int) -> str:
    return f"{FILES[f]}{r + 1}"


CELLS = [(f, r) for r in range(8) for f in range(8) if name(f, r) not in OFF]
ON_BOARD = set(CELLS)


class Position:
    def __init__(self) -> None:
        self.stacks: Dict[Tuple[int, int], List[str]] = {c: [] for c in CELLS}
        for r in range(1, 7):  # ranks 2..7
            top_row = "RRGGRR"
            row = top_row if (6 - r) % 2 == 0 else "GGRRGG"
            for i, piece in enumerate(row):
                self.stacks[(1 + i, r)] = [piece]
        self.reserve = {"R": 0, "G": 0}
        self.side = 0
        self.ply = 0

    def copy(self) -> "Position":
        out = Position.__new__(Position)
        out.stacks = {c: list(s) for c, s in self.stacks.items()}
        out.reserve = dict(self.reserve)
        out.side, out.ply = self.side, self.ply
        return out

    def mine(self) -> str:
        return "R" if self.side == 0 else "G"

    def moves(self, max_plies: int = 300) -> List[str]:
        if self.ply >= max_plies:
            return []
        me = self.mine()
        out = []
        for (f, r), stack in self.stacks.items():
            if not stack or stack[-1] != me:
                continue
            for k in range(1, len(stack) + 1):
                for df, dr in DIRECTIONS:
                    to = (f + k * df, r + k * dr)
                    if to in ON_BOARD:
                        out.append(f"{k}{name(f, r)}-{name(*to)}")
        if self.reserve[me]:
            out += [f"{me}@{name(*c)}" for c in CELLS]
        return sorted(out)

    def play(self, move: str) -> int:
        """Plays `move`; returns how many pieces left the bottom of the stack it made."""
        me = self.mine()
        if "@" in move:
            cell = (FILES.index(move[2]), int(move[3:]) - 1)
            self.reserve[me] -= 1
            self.stacks[cell].append(me)
        else:
            count = int(move[0])
            source, target = move[1:].split("-")
            src = (FILES.index(source[0]), int(source[1:]) - 1)
            cell = (FILES.index(target[0]), int(target[1:]) - 1)
            lifted = self.stacks[src][-count:]
            del self.stacks[src][-count:]
            self.stacks[cell].extend(lifted)
        stack = self.stacks[cell]
        trimmed = max(0, len(stack) - LIMIT)
        for bottom in stack[:trimmed]:
            if bottom == me:
                self.reserve[me] += 1
        del stack[:trimmed]
        self.side = 1 - self.side
        self.ply += 1
        return trimmed

    def winner(self, max_plies: int = 300) -> Optional[int]:
        """The winner of a finished game (None: a draw, or not over)."""
        if self.moves(max_plies) or self.ply >= max_plies:
            return None
        return 1 - self.side

    def text(self) -> str:
        ranks = []
        for r in range(7, -1, -1):
            out, run = "", 0
            for f in range(8):
                if (f, r) not in ON_BOARD:
                    continue
                stack = self.stacks[(f, r)]
                if not stack:
                    run += 1
                    continue
                if run:
                    out += str(run)
                    run = 0
                out += stack[0] if len(stack) == 1 else "(" + "".join(stack) + ")"
            if run:
                out += str(run)
            ranks.append(out)
        reserve = "".join(f"{k}{n}" for k, n in self.reserve.items() if n) or "-"
        return f"{'/'.join(ranks)} {self.side} {reserve} {self.ply}"


def perft(p: Position, depth: int) -> int:
    moves = p.moves()
    if depth == 1:
        return len(moves)
    total = 0
    for m in moves:
        q = p.copy()
        q.play(m)
        total += perft(q, depth - 1)
    return total


def random_game(seed: int, plies: int) -> List[str]:
    """The moves of a game played from the start, each `rng.choice` of the sorted legal moves."""
    rng, p, played = random.Random(seed), Position(), []
    for _ in range(plies):
        moves = p.moves()
        if not moves:
            break
        move = rng.choice(moves)
        p.play(move)
        played.append(move)
    return played


if __name__ == "__main__":
    start = Position()
    print(start.text())
    for depth in (1, 2, 3):
        print(depth, perft(start, depth))

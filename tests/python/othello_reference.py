"""Independent reference of othello on any even board size.

Written from the rules alone (docs/rules.md, "Othello"); it does not import boardlab, and walks
the board cell by cell and direction by direction, so that test_othello.py can play both side
by side.

Rules implemented
-----------------
* A board of ``size`` x ``size`` cells, ``size`` even; cell "a1" is file 0, rank 0, at the
  bottom left. Discs: B (black, player 0, moves first) and W (white, player 1).
* The start: the centre four cells filled, B on the upper left and the lower right of them, W
  on the others (on 8x8: B on d5 and e4, W on d4 and e5); each player holds ``size * size - 4``
  discs in the reserve, as many as the empty cells, so that no one runs out in play.
* A drop puts one of the mover's discs from the reserve on an empty cell, written
  ``<symbol>@<cell>`` (``B@d3``; a player whose reserve is empty has none, which never
  happens in play). It is legal when, along at least one of the eight directions
  (the ranks, the files and the diagonals, both ways), the cells next to it hold a run of one
  or more of the opponent's discs ended by one of the mover's: the run is bracketed. An empty
  cell or the board's edge reached before a disc of the mover's brackets nothing in that
  direction, and neither does a disc of the mover's right next to the cell.
* Every bracketed run, in every direction, turns over to the mover's colour; nothing beyond
  the first disc of the mover's in a direction changes. Flips do not change the reserves.
* A player to move with no drop plays ``pass`` when the opponent has a drop. When neither
  player has one (the board full, or no bracket for either), the game is over at once, without
  a pass: the player with more discs on the board wins, equal counts draw. Reason
  "no_legal_move".
* Turns alternate, a pass being a turn: the ply counts drops and passes.
* Position text (docs/rules.md): the ranks from the top down separated by "/", runs of empty
  cells as their lengths, then the side to move, the reserve (``B60W59``, a count of 0 left out,
  ``-`` for none), the ply, and ``pass`` as a fifth field when the last turn was a pass.
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import List, Optional, Sequence, Tuple

FILES = "abcdefghijklmnop"
SYMBOLS = "BW"
# The eight directions (df, dr): along the rank, the file and both diagonals, both ways.
DIRECTIONS = tuple((df, dr) for df in (-1, 0, 1) for dr in (-1, 0, 1) if (df, dr) != (0, 0))


@dataclass(frozen=True)
class Position:
    size: int
    board: Tuple[str, ...]  # "B", "W" or "" a cell, index rank * size + file
    side: int
    reserve: Tuple[int, int]
    ply: int
    passed: bool = False  # the last turn was a pass

    def at(self, file: int, rank: int) -> str:
        return self.board[rank * self.size + file]


def start(size: int = 8) -> Position:
    if size < 4 or size > 16 or size % 2:
        raise ValueError(f"othello: size {size} is not an even number from 4 to 16")
    board = [""] * (size * size)
    low, high = size // 2 - 1, size // 2  # the centre files, and the centre ranks
    for file, rank, symbol in [(low, high, "B"), (high, low, "B"), (low, low, "W"),
                               (high, high, "W")]:
        board[rank * size + file] = symbol
    empty = size * size - 4
    return Position(size, tuple(board), 0, (empty, empty), 0)


def cell_name(file: int, rank: int) -> str:
    return f"{FILES[file]}{rank + 1}"


def parse_cell(name: str) -> Tuple[int, int]:
    return FILES.index(name[0]), int(name[1:]) - 1


def text(pos: Position) -> str:
    ranks = []
    for rank in reversed(range(pos.size)):
        out, empty = "", 0
        for file in range(pos.size):
            symbol = pos.at(file, rank)
            if symbol:
                out += (str(empty) if empty else "") + symbol
                empty = 0
            else:
                empty += 1
        ranks.append(out + (str(empty) if empty else ""))
    reserve = "".join(f"{symbol}{n}" for symbol, n in zip(SYMBOLS, pos.reserve) if n)
    out = f"{'/'.join(ranks)} {pos.side} {reserve or '-'} {pos.ply}"
    return out + (" pass" if pos.passed else "")


def from_text(size: int, position_text: str) -> Position:
    """A position from its text, the four fields given, and ``pass`` or nothing after them."""
    fields = position_text.split(" ")
    if len(fields) not in (4, 5) or (len(fields) == 5 and fields[4] != "pass"):
        raise ValueError(f"{position_text!r} is not an othello position")
    board_text, side, reserve_text, ply = fields[:4]
    rows = board_text.split("/")
    if len(rows) != size:
        raise ValueError(f"{position_text!r} has {len(rows)} ranks, not {size}")
    board = [""] * (size * size)
    for row, row_text in enumerate(rows):
        rank, file = size - 1 - row, 0
        for run, symbol in re.findall(r"(\d+)|([A-Za-z])", row_text):
            if run:
                file += int(run)
                continue
            if symbol not in SYMBOLS or file >= size:
                raise ValueError(f"{position_text!r}: {symbol!r} at file {file}")
            board[rank * size + file] = symbol
            file += 1
        if file != size:
            raise ValueError(f"{position_text!r}: rank {rank + 1} has {file} cells")
    reserve = [0, 0]
    if reserve_text != "-":
        for symbol, n in re.findall(r"([A-Za-z])(\d+)", reserve_text):
            reserve[SYMBOLS.index(symbol)] = int(n)
    return Position(size, tuple(board), int(side), (reserve[0], reserve[1]), int(ply),
                    len(fields) == 5)


@functools.lru_cache(maxsize=None)
def rays(size: int, file: int, rank: int) -> Tuple[Tuple[Tuple[int, int], ...], ...]:
    """The cells from (file, rank) outwards in each of the eight directions, the nearest first,
    up to the edge (empty where the cell is on the edge that way)."""
    out = []
    for df, dr in DIRECTIONS:
        ray = []
        f, r = file + df, rank + dr
        while 0 <= f < size and 0 <= r < size:
            ray.append((f, r))
            f, r = f + df, r + dr
        out.append(tuple(ray))
    return tuple(out)


def bracketed(pos: Position, player: int, ray: Sequence[Tuple[int, int]]) -> List[Tuple[int, int]]:
    """The opponent's discs that a drop of ``player``'s brackets along one ray from the cell
    dropped on: the run of them next to the cell, if a disc of the player's ends it; none if
    the run is empty or an empty cell or the edge (the ray's end) ends it."""
    own, enemy = SYMBOLS[player], SYMBOLS[1 - player]
    run: List[Tuple[int, int]] = []
    for f, r in ray:
        symbol = pos.at(f, r)
        if symbol == own:
            return run
        if symbol != enemy:  # an empty cell
            return []
        run.append((f, r))
    return []  # the edge


def flips(pos: Position, player: int, file: int, rank: int) -> List[Tuple[int, int]]:
    """Every disc a drop of ``player``'s on the empty cell (file, rank) turns over, in all eight
    directions (none: the drop is not legal)."""
    out: List[Tuple[int, int]] = []
    for ray in rays(pos.size, file, rank):
        out += bracketed(pos, player, ray)
    return out


def can_drop(pos: Position, player: int, file: int, rank: int) -> bool:
    """Whether ``player`` may drop a disc on (file, rank): the cell is empty, the player has a
    disc in the reserve, and the drop brackets a run in some direction."""
    return (pos.reserve[player] > 0 and not pos.at(file, rank)
            and any(bracketed(pos, player, ray) for ray in rays(pos.size, file, rank)))


def drops(pos: Position, player: int) -> List[Tuple[int, int]]:
    """The cells where ``player`` may drop a disc."""
    return [(file, rank) for rank in range(pos.size) for file in range(pos.size)
            if can_drop(pos, player, file, rank)]


def has_drop(pos: Position, player: int) -> bool:
    return any(can_drop(pos, player, file, rank)
               for rank in range(pos.size) for file in range(pos.size))


def discs(pos: Position, player: int) -> int:
    return pos.board.count(SYMBOLS[player])


def outcome(pos: Position) -> Optional[Tuple[Optional[int], str]]:
    """(winner, "no_legal_move"), winner None for a draw, when neither player has a drop; None
    while the game goes on."""
    if has_drop(pos, pos.side) or has_drop(pos, 1 - pos.side):
        return None
    black, white = discs(pos, 0), discs(pos, 1)
    return (0 if black > white else 1 if white > black else None), "no_legal_move"


def legal_moves(pos: Position) -> List[str]:
    """Every legal move as text, sorted: the drops, or ``pass`` when the player has none but
    the opponent has; none at the end."""
    mine = drops(pos, pos.side)
    if mine:
        symbol = SYMBOLS[pos.side]
        return sorted(f"{symbol}@{cell_name(file, rank)}" for file, rank in mine)
    return ["pass"] if has_drop(pos, 1 - pos.side) else []


def play(pos: Position, move: str) -> Position:
    if move not in legal_moves(pos):
        raise ValueError(f"{move!r} is not legal in {text(pos)!r}")
    return after(pos, move)


def after(pos: Position, move: str) -> Position:
    """``pos`` after ``move``, unchecked: it must be one of ``legal_moves(pos)``."""
    if move == "pass":
        return Position(pos.size, pos.board, 1 - pos.side, pos.reserve, pos.ply + 1, True)
    file, rank = parse_cell(move.split("@")[1])
    symbol = SYMBOLS[pos.side]
    board = list(pos.board)
    board[rank * pos.size + file] = symbol
    for f, r in flips(pos, pos.side, file, rank):
        board[r * pos.size + f] = symbol
    reserve = list(pos.reserve)
    reserve[pos.side] -= 1
    return Position(pos.size, tuple(board), 1 - pos.side, (reserve[0], reserve[1]),
                    pos.ply + 1)


def perft(pos: Position, depth: int) -> List[int]:
    """docs/rules.md's perft at every depth from 1 to ``depth`` at once: the paths of that many
    turns (a pass is one); a finished position counts 0 above depth 0."""
    counts = [0] * depth

    def walk(p: Position, ply: int) -> None:
        moves = legal_moves(p)
        counts[ply] += len(moves)
        if ply + 1 < depth:
            for move in moves:
                walk(after(p, move), ply + 1)

    if depth:
        walk(pos, 0)
    return counts

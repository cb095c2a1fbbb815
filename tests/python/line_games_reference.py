"""Independent reference of the games won by a line: tic-tac-toe, connect four and gomoku.

Written from the rules alone (docs/rules.md, "Tic-tac-toe", "Connect four", "Gomoku"); it does
not import boardlab, and walks the board cell by cell where boardlab works on sets of cells, so
that test_line_games.py can play both side by side. It matters most for standard gomoku
(``overline_wins = False``, exactly five), which OpenSpiel does not have.

Rules implemented
-----------------
* A board of ``files`` x ``ranks`` cells; cell "a1" is file 0, rank 0, at the bottom left.
* Two players; player 0 (pieces X, in gomoku B) moves first, player 1 (O, in gomoku W) second,
  turns alternate. The pieces wait in the reserve: player 0 has ceil(cells / 2), player 1
  floor(cells / 2), so that the board is full when both are used up.
* A move puts one of the mover's pieces from the reserve on an empty cell, written
  ``<symbol>@<cell>`` (``X@b2``). With falling drops (connect four) a piece dropped into a
  column comes to rest on its lowest empty cell: the legal moves are the lowest empty cell of
  each column that has one, written with that cell.
* The player who has just moved wins when one of their runs has ``count`` pieces or more
  (free-style, tic-tac-toe, connect four) or exactly ``count`` (``exact``: standard gomoku). A
  run is a maximal line of that player's pieces on adjacent cells along one of the four axes: a
  rank, a file, or one of the two diagonals; an empty cell, an enemy piece or the edge ends it.
  In the exact game an overline (a run longer than ``count``) does not win, and does not stop
  a run of exactly ``count`` on another axis from winning. Reason "condition"; boardlab numbers
  its end conditions, one a player, player 0's first, so that the winner's is the index.
* Otherwise a player to move without a legal move (the board is full) draws: "no_legal_move".
  A win by the piece that fills the board is a win.
* Position text (docs/rules.md): the ranks from the top down separated by "/", runs of empty
  cells as their lengths, then the side to move, the reserve (``X5O4``, a count of 0 left out,
  ``-`` for none) and the ply.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import List, Optional, Tuple

FILES = "abcdefghijklmnop"
# The four axes, one direction each (df, dr): a rank, a file and the two diagonals.
AXES = ((1, 0), (0, 1), (1, 1), (1, -1))


@dataclass(frozen=True)
class Rules:
    files: int
    ranks: int
    symbols: str  # player 0's, then player 1's
    count: int
    exact: bool = False  # only a run of exactly `count` wins
    falls: bool = False  # a drop comes to rest on the lowest empty cell of its column


def tic_tac_toe() -> Rules:
    return Rules(3, 3, "XO", 3)


def connect_four(columns: int = 7, rows: int = 6, x_in_row: int = 4) -> Rules:
    return Rules(columns, rows, "XO", x_in_row, falls=True)


def gomoku(size: int = 15, connect: int = 5, overline_wins: bool = True) -> Rules:
    return Rules(size, size, "BW", connect, exact=not overline_wins)


@dataclass(frozen=True)
class Position:
    rules: Rules
    board: Tuple[str, ...]  # one symbol or "" a cell, index rank * files + file
    side: int
    reserve: Tuple[int, int]
    ply: int

    def at(self, file: int, rank: int) -> str:
        return self.board[rank * self.rules.files + file]


def start(rules: Rules) -> Position:
    cells = rules.files * rules.ranks
    return Position(rules, ("",) * cells, 0, ((cells + 1) // 2, cells // 2), 0)


def cell_name(file: int, rank: int) -> str:
    return f"{FILES[file]}{rank + 1}"


def text(pos: Position) -> str:
    rules = pos.rules
    ranks = []
    for rank in reversed(range(rules.ranks)):
        out, empty = "", 0
        for file in range(rules.files):
            symbol = pos.at(file, rank)
            if symbol:
                out += (str(empty) if empty else "") + symbol
                empty = 0
            else:
                empty += 1
        ranks.append(out + (str(empty) if empty else ""))
    reserve = "".join(f"{symbol}{n}" for symbol, n in zip(rules.symbols, pos.reserve) if n)
    return f"{'/'.join(ranks)} {pos.side} {reserve or '-'} {pos.ply}"


def from_text(rules: Rules, position_text: str) -> Position:
    """A position from its text, all four fields given."""
    board_text, side, reserve_text, ply = position_text.split(" ")
    rows = board_text.split("/")
    if len(rows) != rules.ranks:
        raise ValueError(f"{position_text!r} has {len(rows)} ranks, not {rules.ranks}")
    board = [""] * (rules.files * rules.ranks)
    for row, row_text in enumerate(rows):
        rank, file = rules.ranks - 1 - row, 0
        for run, symbol in re.findall(r"(\d+)|([A-Za-z])", row_text):
            if run:
                file += int(run)
                continue
            if symbol not in rules.symbols or file >= rules.files:
                raise ValueError(f"{position_text!r}: {symbol!r} at file {file}")
            board[rank * rules.files + file] = symbol
            file += 1
        if file != rules.files:
            raise ValueError(f"{position_text!r}: rank {rank + 1} has {file} cells")
    reserve = [0, 0]
    if reserve_text != "-":
        for symbol, n in re.findall(r"([A-Za-z])(\d+)", reserve_text):
            reserve[rules.symbols.index(symbol)] = int(n)
    return Position(rules, tuple(board), int(side), (reserve[0], reserve[1]), int(ply))


def runs(pos: Position, player: int) -> List[int]:
    """The lengths of all the player's runs on the four axes (a lone piece is a run of one on
    each), found by walking from every piece of theirs that starts one."""
    rules, symbol = pos.rules, pos.rules.symbols[player]
    # The player's cells: a cell off the board is never one, so that the edge ends a run.
    mine = {(file, rank) for rank in range(rules.ranks) for file in range(rules.files)
            if pos.at(file, rank) == symbol}
    out = []
    for file, rank in sorted(mine):
        for df, dr in AXES:
            if (file - df, rank - dr) in mine:
                continue  # the run goes on behind this piece: it starts further back
            length = 1
            while (file + length * df, rank + length * dr) in mine:
                length += 1
            out.append(length)
    return out


def has_line(pos: Position, player: int) -> bool:
    count = pos.rules.count
    return any(n == count if pos.rules.exact else n >= count for n in runs(pos, player))


def overlines(pos: Position, player: int) -> int:
    """How many of the player's runs are longer than the winning line."""
    return sum(1 for n in runs(pos, player) if n > pos.rules.count)


def _drops(pos: Position) -> List[Tuple[int, int]]:
    rules = pos.rules
    if rules.falls:
        out = []
        for file in range(rules.files):
            empty = [rank for rank in range(rules.ranks) if not pos.at(file, rank)]
            if empty:
                out.append((file, empty[0]))
        return out
    return [(file, rank) for rank in range(rules.ranks) for file in range(rules.files)
            if not pos.at(file, rank)]


def outcome(pos: Position) -> Optional[Tuple[Optional[int], str]]:
    """(winner, reason), winner None for a draw; None while the game goes on. Only the player
    who has just moved can have made a line."""
    mover = 1 - pos.side
    if has_line(pos, mover):
        return mover, "condition"
    if pos.reserve[pos.side] == 0 or not _drops(pos):
        return None, "no_legal_move"
    return None


def legal_moves(pos: Position) -> List[str]:
    """Every legal move as text, sorted."""
    if outcome(pos) is not None:
        return []
    symbol = pos.rules.symbols[pos.side]
    return sorted(f"{symbol}@{cell_name(file, rank)}" for file, rank in _drops(pos))


def play(pos: Position, move: str) -> Position:
    if move not in legal_moves(pos):
        raise ValueError(f"{move!r} is not legal in {text(pos)!r}")
    cell = move.split("@")[1]
    file, rank = FILES.index(cell[0]), int(cell[1:]) - 1
    board = list(pos.board)
    board[rank * pos.rules.files + file] = pos.rules.symbols[pos.side]
    reserve = list(pos.reserve)
    reserve[pos.side] -= 1
    return Position(pos.rules, tuple(board), 1 - pos.side, (reserve[0], reserve[1]),
                    pos.ply + 1)

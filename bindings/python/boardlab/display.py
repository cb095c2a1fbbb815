"""Pictures of positions as text: an ASCII board for ``str(state)`` (display_svg.py draws
them for notebooks)."""
from __future__ import annotations

from . import _core


def file_letter(file: int) -> str:
    """The letter of a file: file_letter(0) == "a"."""
    return _core.cell_name(file, 0)[0]


def ascii_board(state) -> str:
    """Ranks from the top down; a stack shows as its symbols bottom to top in parentheses.

    >>> import boardlab as bl
    >>> print(bl.game("pocket_battlefield").start())
     4 | R R R R
     3 | . . . .
     2 | . . . .
     1 | G G G G
         a b c d
    player 0 to move, ply 0

    On a hex board each rank stands half a cell right of the one below, as in the pictures:

    >>> print(bl.game("hex", board_size=3).state("B2/WB1/W1B 1 B2W2 5"))
     3 |   B . .
     2 |  W B .
     1 | W . B
         a b c
    player 1 to move, ply 5, reserve B2 W2, game over: player 0 wins (condition)
    """
    g = state.game
    stacks = state.stacks()
    width = max(1, max(len(s) + (2 if len(s) > 1 else 0) for s in stacks))
    hex_board = g.geometry == "hex"
    if hex_board and width % 2 == 0:
        width += 1  # a cell and its gap take an even number of columns, halved exactly
    half_cell = (width + 1) // 2 if hex_board else 0
    off_board = set(g.off_board)
    rows = []
    for rank in range(g.ranks - 1, -1, -1):
        cells = []
        for file in range(g.files):
            s = stacks[rank * g.files + file]
            if _core.cell_name(file, rank) in off_board:
                cells.append(" " * width)  # not a cell of the board
                continue
            text = "." if not s else s if len(s) == 1 else f"({s})"
            cells.append(text.ljust(width))
        rows.append(f"{rank + 1:>2} | " + " " * (rank * half_cell) + " ".join(cells).rstrip())
    rows.append("     " + " ".join(file_letter(f).ljust(width) for f in range(g.files)).rstrip())
    footer = f"player {state.side_to_move} to move, ply {state.ply}"
    if state.reserve:
        footer += ", reserve " + " ".join(f"{k}{v}" for k, v in state.reserve.items())
    outcome = state.outcome
    if outcome is not None:
        footer += f", game over: {outcome}"
    return "\n".join(rows + [footer])

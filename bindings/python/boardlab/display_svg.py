"""SVG pictures of positions, for notebooks (``State._repr_svg_``) and files.

>>> import boardlab as bl
>>> import xml.etree.ElementTree as ET
>>> picture = ET.fromstring(render(bl.game("pogo").start()))
>>> picture.find("{http://www.w3.org/2000/svg}title").text
'pogo: (BB)(BB)(BB)/3/(WW)(WW)(WW) 0 - 0'

The picture, all lengths in units of ``size`` (one cell):

    rank labels | board, a1 at the bottom left (dark)
                | file labels
                | status line: side to move, ply, reserve pieces, outcome
                | legend: one swatch per region

Regions are translucent stripes (a cell in two regions shows both colours side by side). A
single piece is a circle with its symbol; a stack of two or more is a column of discs, bottom
piece lowest, with its height in the cell's top right corner. The last move's cells are
highlighted and joined by an arrow (a drop marks its cell only). The output is a function of the
position and history alone: no ids, no randomness, numbers rounded to 0.01.
"""
from __future__ import annotations

from typing import Dict, List, Optional, Tuple
from xml.sax.saxutils import escape

from . import _core
from ._core import Error, shown
from .display import file_letter

__all__ = ["render"]

LIGHT_SQUARE = "#f0d9b5"
DARK_SQUARE = "#b58863"
LABEL = "#555555"
# Piece fill, outline and letter colours per owner: player 0, player 1, neutral.
PIECE = {0: ("#fbf3dc", "#5a4a32", "#222222"),
         1: ("#2e2e2e", "#000000", "#f4f4f4"),
         "neutral": ("#9e9e9e", "#4d4d4d", "#111111")}
HIGHLIGHT = "#f6e04a"
ARROW = "#1f6fd1"
# Distinct region colours, drawn translucent; cycled for games with more regions.
REGION_COLOURS = ("#e6194b", "#3cb44b", "#4363d8", "#f58231", "#911eb4", "#42d4f4", "#f032e6",
                  "#9a6324", "#008080", "#808000", "#000075", "#800000", "#469990", "#e6beff",
                  "#aaffc3", "#ffd8b1")
REGION_OPACITY = 0.4
FONT = "DejaVu Sans, Helvetica, Arial, sans-serif"


def _n(x: float) -> str:
    """A length as short deterministic text: 12, 12.5, 12.33."""
    text = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _text(x: float, y: float, content: str, font_size: float, fill: str,
          anchor: str = "middle", weight: str = "normal") -> str:
    # dy=.35em centres the letters vertically without dominant-baseline, which some SVG
    # renderers (cairosvg, older browsers) ignore.
    bold = ' font-weight="bold"' if weight != "normal" else ""
    return (f'<text x="{_n(x)}" y="{_n(y)}" dy=".35em" font-size="{_n(font_size)}" '
            f'text-anchor="{anchor}" fill="{fill}"{bold}>{_xml_text(content)}</text>')


def _xml_text(content: str) -> str:
    """Escaped for XML and kept ASCII (other characters as references), so the document is
    the same bytes whatever encoding it is saved in."""
    return escape(content).encode("ascii", "xmlcharrefreplace").decode("ascii")


def _cell_xy(cell: str, files: int, ranks: int) -> Optional[Tuple[int, int]]:
    """(file, rank) of a cell name like "c3", or None if it is not on the board."""
    xy = _core.parse_cell_name(cell)
    return xy if xy is not None and xy[0] < files and xy[1] < ranks else None


class _Canvas:
    def __init__(self, size: float, files: int, ranks: int) -> None:
        self.s = size
        self.files, self.ranks = files, ranks
        self.left = 0.45 * size   # room for rank numbers
        self.top = 0.15 * size
        self.parts: List[str] = []

    def add(self, part: str) -> None:
        self.parts.append(part)

    def cell_origin(self, f: int, r: int) -> Tuple[float, float]:
        """Top-left corner of cell (f, r); rank 1 is the bottom row."""
        return self.left + f * self.s, self.top + (self.ranks - 1 - r) * self.s

    def cell_centre(self, f: int, r: int) -> Tuple[float, float]:
        x, y = self.cell_origin(f, r)
        return x + self.s / 2, y + self.s / 2


def render(state, size: int = 48) -> str:
    """An SVG document (a string) picturing ``state``; ``size`` is one cell's side in pixels.

    >>> import boardlab as bl
    >>> s = bl.game("breakthrough").start()
    >>> _ = s.play("a2-a3")
    >>> import xml.etree.ElementTree as ET
    >>> svg = "{http://www.w3.org/2000/svg}"
    >>> len(ET.fromstring(render(s)).findall(f".//{svg}polygon"))  # the arrow of the last move
    1
    """
    if isinstance(size, bool) or not isinstance(size, (int, float)) or not size > 0:
        raise Error(f"render: size {shown(size)} is not a positive number")
    game = state.game
    files, ranks = game.files, game.ranks
    owner_of: Dict[str, object] = dict(zip(game.symbols, game.owners))
    c = _Canvas(float(size), files, ranks)
    s = c.s
    board_w, board_h = files * s, ranks * s

    # Squares, a1 dark; cells off the board are left blank.
    off_board = {_cell_xy(cell, files, ranks) for cell in game.off_board}
    c.add('<g stroke="none">')
    for r in range(ranks):
        for f in range(files):
            if (f, r) in off_board:
                continue
            x, y = c.cell_origin(f, r)
            colour = DARK_SQUARE if (f + r) % 2 == 0 else LIGHT_SQUARE
            c.add(f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(s)}" height="{_n(s)}" '
                  f'fill="{colour}"/>')
    c.add("</g>")

    # Regions: each cell split into one vertical stripe per region it belongs to.
    regions = game.regions
    colour_of = {name: REGION_COLOURS[i % len(REGION_COLOURS)]
                 for i, name in enumerate(regions)}
    cell_regions: Dict[Tuple[int, int], List[str]] = {}
    for name, cells in regions.items():
        for cell in cells:
            xy = _cell_xy(cell, files, ranks)
            if xy is not None:
                cell_regions.setdefault(xy, []).append(name)
    if cell_regions:
        c.add(f'<g stroke="none" fill-opacity="{REGION_OPACITY}">')
        for (f, r) in sorted(cell_regions, key=lambda fr: (fr[1], fr[0])):
            names = cell_regions[(f, r)]
            x, y = c.cell_origin(f, r)
            w = s / len(names)
            for i, name in enumerate(names):
                c.add(f'<rect x="{_n(x + i * w)}" y="{_n(y)}" width="{_n(w)}" '
                      f'height="{_n(s)}" fill="{colour_of[name]}"/>')
        c.add("</g>")

    # The last move's cells.
    last = state.last_move
    marked = []
    if last is not None:
        for cell in (last.from_cell, last.to_cell):
            xy = _cell_xy(cell, files, ranks) if cell else None
            if xy is not None and xy not in marked:
                marked.append(xy)
        for f, r in marked:
            x, y = c.cell_origin(f, r)
            c.add(f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(s)}" height="{_n(s)}" '
                  f'fill="{HIGHLIGHT}" fill-opacity="0.55"/>')

    c.add(f'<rect x="{_n(c.left)}" y="{_n(c.top)}" width="{_n(board_w)}" '
          f'height="{_n(board_h)}" fill="none" stroke="#5a4a32" stroke-width="1"/>')

    # Coordinates: rank numbers on the left, file letters below.
    label_size = 0.28 * s
    c.add(f'<g font-family="{FONT}">')
    for r in range(ranks):
        _, y = c.cell_centre(0, r)
        c.add(_text(c.left / 2, y, str(r + 1), label_size, LABEL))
    for f in range(files):
        x, _ = c.cell_centre(f, 0)
        c.add(_text(x, c.top + board_h + 0.25 * s, file_letter(f), label_size, LABEL))

    # Pieces.
    stacks = state.stacks()
    for r in range(ranks):
        for f in range(files):
            pieces = stacks[r * files + f]
            if len(pieces) == 1:
                _single_piece(c, f, r, pieces, owner_of)
            elif len(pieces) > 1:
                _stack(c, f, r, pieces, owner_of)

    # The last move's arrow, over the pieces, translucent so they stay readable.
    if last is not None and len(marked) == 2:
        (x1, y1), (x2, y2) = c.cell_centre(*marked[0]), c.cell_centre(*marked[1])
        c.add(_arrow(x1, y1, x2, y2, s))

    # Status line, reserve and legend, below the board.
    y = c.top + board_h + 0.55 * s
    line_h = 0.4 * s
    small = 0.26 * s
    widest = c.left + board_w
    y += line_h / 2
    # A disc in the colour of the player to move, or of the winner once the game is over.
    side = state.side_to_move
    outcome = state.outcome
    if outcome is None:
        status, who = f"player {side} to move, ply {state.ply}", side
    else:
        status, who = f"{outcome}, ply {state.ply}", outcome.winner
    if who is not None:
        fill, stroke, _ = PIECE[who]
        c.add(f'<circle cx="{_n(c.left + small / 2)}" cy="{_n(y)}" r="{_n(small / 2)}" '
              f'fill="{fill}" stroke="{stroke}" stroke-width="1"/>')
    x = c.left + small * 1.4
    c.add(_text(x, y, status, small, "#222222", anchor="start"))
    x += _text_width(status, small) + small
    reserve = state.reserve
    if reserve:
        c.add(_text(x, y, "reserve", small, "#222222", anchor="start"))
        x += _text_width("reserve", small) + small * 0.6
        for symbol, count in reserve.items():
            pf, ps, pt = PIECE.get(owner_of.get(symbol, "neutral"), PIECE["neutral"])
            rr = small * 0.62
            c.add(f'<circle cx="{_n(x + rr)}" cy="{_n(y)}" r="{_n(rr)}" fill="{pf}" '
                  f'stroke="{ps}" stroke-width="1"/>')
            c.add(_text(x + rr, y, symbol, small * 0.85, pt))
            x += 2 * rr + small * 0.2
            label = f"\u00d7{count}"
            c.add(_text(x, y, label, small, "#222222", anchor="start"))
            x += _text_width(label, small) + small * 0.6
    widest = max(widest, x)

    if regions:
        for name in regions:
            y += line_h
            colour = colour_of[name]
            c.add(f'<rect x="{_n(c.left)}" y="{_n(y - small / 2)}" width="{_n(small * 1.4)}" '
                  f'height="{_n(small)}" fill="{colour}" fill-opacity="{REGION_OPACITY}" '
                  f'stroke="{colour}" stroke-width="1"/>')
            text_x = c.left + small * 2
            c.add(_text(text_x, y, name, small, "#222222", anchor="start"))
            widest = max(widest, text_x + _text_width(name, small))
    c.add("</g>")

    width = widest + 0.15 * s
    height = y + line_h / 2 + 0.1 * s
    title = f"{game.name}: {state.text}"
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{_n(width)}" '
            f'height="{_n(height)}" viewBox="0 0 {_n(width)} {_n(height)}">'
            f"<title>{_xml_text(title)}</title>"
            f'<rect width="100%" height="100%" fill="#ffffff"/>')
    return head + "".join(c.parts) + "</svg>"


def _text_width(text: str, font_size: float) -> float:
    """A generous estimate of a sans-serif text's width (no font metrics available here)."""
    return 0.56 * font_size * len(text)


def _colours(symbol: str, owner_of: dict) -> Tuple[str, str, str]:
    return PIECE.get(owner_of.get(symbol, "neutral"), PIECE["neutral"])


def _single_piece(c: _Canvas, f: int, r: int, symbol: str, owner_of: dict) -> None:
    s = c.s
    cx, cy = c.cell_centre(f, r)
    fill, stroke, letter = _colours(symbol, owner_of)
    c.add(f'<circle cx="{_n(cx)}" cy="{_n(cy)}" r="{_n(0.36 * s)}" fill="{fill}" '
          f'stroke="{stroke}" stroke-width="{_n(max(1.0, 0.03 * s))}"/>')
    c.add(_text(cx, cy, symbol, 0.4 * s, letter, weight="bold"))


def _stack(c: _Canvas, f: int, r: int, pieces: str, owner_of: dict) -> None:
    """A column of discs, the bottom piece lowest, and the height in the top right corner."""
    s = c.s
    x0, y0 = c.cell_origin(f, r)
    h = len(pieces)
    disc_h = min(0.24 * s, 0.78 * s / h)
    disc_w = 0.6 * s
    cx = x0 + 0.42 * s
    bottom = y0 + s / 2 + disc_h * h / 2      # the column is centred in the cell
    stroke_w = max(0.5, min(1.0, disc_h / 8))
    for level, symbol in enumerate(pieces):
        fill, stroke, letter = _colours(symbol, owner_of)
        y = bottom - (level + 1) * disc_h
        c.add(f'<rect x="{_n(cx - disc_w / 2)}" y="{_n(y)}" width="{_n(disc_w)}" '
              f'height="{_n(disc_h)}" rx="{_n(disc_h / 2)}" fill="{fill}" stroke="{stroke}" '
              f'stroke-width="{_n(stroke_w)}"/>')
        if disc_h >= 7:  # smaller letters are unreadable; the colours still show the order
            c.add(_text(cx, y + disc_h / 2, symbol, 0.8 * disc_h, letter, weight="bold"))
    badge_r = 0.14 * s
    bx, by = x0 + s - badge_r - 0.04 * s, y0 + badge_r + 0.04 * s
    c.add(f'<circle cx="{_n(bx)}" cy="{_n(by)}" r="{_n(badge_r)}" fill="#ffffff" '
          f'fill-opacity="0.85" stroke="#333333" stroke-width="0.75"/>')
    c.add(_text(bx, by, str(h), 0.2 * s, "#111111", weight="bold"))


def _arrow(x1: float, y1: float, x2: float, y2: float, s: float) -> str:
    """A straight arrow from (x1, y1) to (x2, y2) drawn as one polygon (no marker ids, which
    would clash between several pictures in one notebook page)."""
    dx, dy = x2 - x1, y2 - y1
    length = (dx * dx + dy * dy) ** 0.5
    if length == 0:
        return ""
    ux, uy = dx / length, dy / length       # along the arrow
    px, py = -uy, ux                        # across it
    shaft, head_w, head_l = 0.06 * s, 0.17 * s, 0.3 * s
    start = 0.15 * s                        # leave the from cell's centre visible
    end = length - 0.1 * s
    neck = end - head_l
    if neck <= start:
        start = max(0.0, neck - 0.05 * s)

    def at(d: float, w: float) -> str:
        return f"{_n(x1 + ux * d + px * w)},{_n(y1 + uy * d + py * w)}"

    points = [at(start, shaft), at(neck, shaft), at(neck, head_w), at(end, 0),
              at(neck, -head_w), at(neck, -shaft), at(start, -shaft)]
    return (f'<polygon points="{" ".join(points)}" fill="{ARROW}" fill-opacity="0.7" '
            f'stroke="none"/>')

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

On a hex board (``game.geometry == "hex"``) the cells are pointy-top hexagons ``size`` wide,
each rank half a cell right of the one below, so the board is a rhombus leaning right (a board
with ``game.off_board`` cells, as havannah's hexagon, leaves them blank); rank numbers stand just
left of each rank's first cell on the board, file letters just below each file's lowest one, or,
where a cell of the board is in the way (the lower left edge of havannah's hexagon, by the rank
numbers), just above its highest.

Each region is an opaque band of its colour along the inside of its border (the sides between
its cells and cells outside it, or the board's edge), in the colour its legend swatch shows. A
region that shares cells with earlier regions (in ``game.regions`` order) is nested inside them:
its band runs just inside theirs, so a cell in two regions shows both colours, one band within
the other. A single piece is a circle with its symbol, or its kind's glyph where the game gives
one (``game.glyphs``: the chess family's Unicode chess symbols); a stack of two or more is a
column of discs, bottom piece lowest, with its height in the cell's top right corner. Pieces take
their kind's colour (``game.colours``) where it names one, else their owner's. The last move's cells
are highlighted (under the region bands) and joined by an arrow (a drop marks its cell only).
Each cell's square or hexagon names its cell, ``data-cell="c3"``, so that a page showing the
picture can tell which cell a click is on (``boardlab serve``, docs/playing.md).
The output is a function of the position and history alone: no randomness, numbers rounded to
0.01, and the only ids (the regions' clip paths) are derived from the game's board, regions and
the cell size, so they are the same in every picture of the same game at the same size and
differ between games (pictures inlined in one page do not clash).
"""
from __future__ import annotations

import hashlib
from typing import Dict, List, Optional, Sequence, Set, Tuple
from xml.sax.saxutils import escape

from . import _core
from ._core import Error, shown
from .display import file_letter

__all__ = ["render"]

# Symbol -> its pieces' fill, outline and letter colours.
Palette = Dict[str, Tuple[str, str, str]]
Point = Tuple[float, float]

LIGHT_SQUARE = "#f0d9b5"
DARK_SQUARE = "#b58863"
LABEL = "#555555"
# A kind's glyph (KindSpec::glyph, chess's symbols): black on the board, as in printed diagrams.
GLYPH = "#111111"
# Piece fill, outline and letter colours per owner: player 0, player 1, neutral.
PIECE = {0: ("#fbf3dc", "#5a4a32", "#222222"),
         1: ("#2e2e2e", "#000000", "#f4f4f4"),
         "neutral": ("#9e9e9e", "#4d4d4d", "#111111")}
# Hex cells are all one colour (three would be needed to tell neighbours apart); grid lines part
# them.
HEX_CELL = LIGHT_SQUARE
HEX_GRID = "#5a4a32"
# Letters on a kind's own colour: light on a dark fill, dark on a light one.
LIGHT_LETTER, DARK_LETTER = "#f4f4f4", "#222222"
# Below this relative luminance white letters contrast more than black ones (WCAG 2's contrast
# ratios are equal there).
DARK_FILL_LUMINANCE = 0.179
# Strokes of a kind's pieces: its fill darkened by this factor; a fill whose channels are not
# known (a name outside CSS's) takes UNKNOWN_FILL_STROKE and a dark letter.
STROKE_SHADE = 0.55
UNKNOWN_FILL_STROKE = "#333333"
# CSS's colour names, whose channels the letter and stroke colours of a named kind colour need.
CSS_COLOURS = dict(pair.split(":") for pair in """
    aliceblue:f0f8ff antiquewhite:faebd7 aqua:00ffff aquamarine:7fffd4 azure:f0ffff beige:f5f5dc
    bisque:ffe4c4 black:000000 blanchedalmond:ffebcd blue:0000ff blueviolet:8a2be2 brown:a52a2a
    burlywood:deb887 cadetblue:5f9ea0 chartreuse:7fff00 chocolate:d2691e coral:ff7f50
    cornflowerblue:6495ed cornsilk:fff8dc crimson:dc143c cyan:00ffff darkblue:00008b
    darkcyan:008b8b darkgoldenrod:b8860b darkgray:a9a9a9 darkgreen:006400 darkgrey:a9a9a9
    darkkhaki:bdb76b darkmagenta:8b008b darkolivegreen:556b2f darkorange:ff8c00
    darkorchid:9932cc darkred:8b0000 darksalmon:e9967a darkseagreen:8fbc8f darkslateblue:483d8b
    darkslategray:2f4f4f darkslategrey:2f4f4f darkturquoise:00ced1 darkviolet:9400d3
    deeppink:ff1493 deepskyblue:00bfff dimgray:696969 dimgrey:696969 dodgerblue:1e90ff
    firebrick:b22222 floralwhite:fffaf0 forestgreen:228b22 fuchsia:ff00ff gainsboro:dcdcdc
    ghostwhite:f8f8ff gold:ffd700 goldenrod:daa520 gray:808080 green:008000 greenyellow:adff2f
    grey:808080 honeydew:f0fff0 hotpink:ff69b4 indianred:cd5c5c indigo:4b0082 ivory:fffff0
    khaki:f0e68c lavender:e6e6fa lavenderblush:fff0f5 lawngreen:7cfc00 lemonchiffon:fffacd
    lightblue:add8e6 lightcoral:f08080 lightcyan:e0ffff lightgoldenrodyellow:fafad2
    lightgray:d3d3d3 lightgreen:90ee90 lightgrey:d3d3d3 lightpink:ffb6c1 lightsalmon:ffa07a
    lightseagreen:20b2aa lightskyblue:87cefa lightslategray:778899 lightslategrey:778899
    lightsteelblue:b0c4de lightyellow:ffffe0 lime:00ff00 limegreen:32cd32 linen:faf0e6
    magenta:ff00ff maroon:800000 mediumaquamarine:66cdaa mediumblue:0000cd mediumorchid:ba55d3
    mediumpurple:9370db mediumseagreen:3cb371 mediumslateblue:7b68ee mediumspringgreen:00fa9a
    mediumturquoise:48d1cc mediumvioletred:c71585 midnightblue:191970 mintcream:f5fffa
    mistyrose:ffe4e1 moccasin:ffe4b5 navajowhite:ffdead navy:000080 oldlace:fdf5e6 olive:808000
    olivedrab:6b8e23 orange:ffa500 orangered:ff4500 orchid:da70d6 palegoldenrod:eee8aa
    palegreen:98fb98 paleturquoise:afeeee palevioletred:db7093 papayawhip:ffefd5
    peachpuff:ffdab9 peru:cd853f pink:ffc0cb plum:dda0dd powderblue:b0e0e6 purple:800080
    rebeccapurple:663399 red:ff0000 rosybrown:bc8f8f royalblue:4169e1 saddlebrown:8b4513
    salmon:fa8072 sandybrown:f4a460 seagreen:2e8b57 seashell:fff5ee sienna:a0522d silver:c0c0c0
    skyblue:87ceeb slateblue:6a5acd slategray:708090 slategrey:708090 snow:fffafa
    springgreen:00ff7f steelblue:4682b4 tan:d2b48c teal:008080 thistle:d8bfd8 tomato:ff6347
    turquoise:40e0d0 violet:ee82ee wheat:f5deb3 white:ffffff whitesmoke:f5f5f5 yellow:ffff00
    yellowgreen:9acd32
""".split())
HIGHLIGHT = "#f6e04a"
ARROW = "#1f6fd1"
# Distinct region colours, opaque, that stand out on both square colours and on each other;
# cycled for games with more regions.
REGION_COLOURS = ("#e6194b", "#3cb44b", "#4363d8", "#f58231", "#911eb4", "#42d4f4", "#f032e6",
                  "#008080", "#808000", "#000075", "#800000", "#469990")
# A region's band is this wide (in cells) inside its border; a region nested L deep in others
# shows from L to L + 1 bands in. Deep nesting narrows the bands so that all fit in
# REGION_DEPTH of a cell.
REGION_BAND = 0.08
REGION_DEPTH = 0.32
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
    """A square board: cells ``size`` square, a1 at the bottom left; ``cells`` are the (file,
    rank) of the board's cells (the rectangle's, less any off the board)."""

    def __init__(self, size: float, files: int, ranks: int, cells: Set[Tuple[int, int]]) -> None:
        self.s = size
        self.files, self.ranks = files, ranks
        self.cells = cells
        self.left = 0.45 * size   # room for rank numbers
        self.top = 0.15 * size
        self.board_w, self.board_h = files * size, ranks * size
        self.parts: List[str] = []

    def add(self, part: str) -> None:
        self.parts.append(part)

    def cell_origin(self, f: int, r: int) -> Tuple[float, float]:
        """Top-left corner of cell (f, r); rank 1 is the bottom row."""
        return self.left + f * self.s, self.top + (self.ranks - 1 - r) * self.s

    def cell_centre(self, f: int, r: int) -> Tuple[float, float]:
        x, y = self.cell_origin(f, r)
        return x + self.s / 2, y + self.s / 2

    def cell_fill(self, f: int, r: int) -> str:
        return DARK_SQUARE if (f + r) % 2 == 0 else LIGHT_SQUARE

    def shape(self, f: int, r: int) -> str:
        """An open element tag (the caller adds its paint) covering cell (f, r)."""
        x, y = self.cell_origin(f, r)
        return f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(self.s)}" height="{_n(self.s)}"'

    def sides(self, f: int, r: int) -> List[Tuple[Tuple[int, int], Point, Point]]:
        """Cell (f, r)'s sides: the neighbour across each (on the board or not) and the side's
        two corners, clockwise from the top."""
        x, y = self.cell_origin(f, r)
        s = self.s
        nw, ne, se, sw = (x, y), (x + s, y), (x + s, y + s), (x, y + s)
        return [((f, r + 1), nw, ne), ((f + 1, r), ne, se), ((f, r - 1), se, sw),
                ((f - 1, r), sw, nw)]

    def outline(self, cells: List[Tuple[int, int]]) -> str:
        """The board's frame: its rectangle, whatever cells it leaves out."""
        return (f'<rect x="{_n(self.left)}" y="{_n(self.top)}" width="{_n(self.board_w)}" '
                f'height="{_n(self.board_h)}" fill="none" stroke="#5a4a32" stroke-width="1"/>')

    def rank_label_xy(self, r: int) -> Optional[Point]:
        """Where rank r's number goes: at the board's left edge, whatever cells it has."""
        return self.left / 2, self.cell_centre(0, r)[1]

    def badge_centre(self, f: int, r: int, radius: float) -> Tuple[float, float]:
        """Where a stack's height goes: the cell's top right corner."""
        x0, y0 = self.cell_origin(f, r)
        return x0 + self.s - radius - 0.04 * self.s, y0 + radius + 0.04 * self.s

    def file_label_xy(self, f: int) -> Optional[Point]:
        """Where file f's letter goes: under the board's bottom edge."""
        return self.cell_centre(f, 0)[0], self.top + self.board_h + 0.25 * self.s


class _HexCanvas(_Canvas):
    """A hex board: pointy-top hexagons ``size`` wide, each rank half a cell right of the one
    below, rank 1 at the bottom. Positions are whole multiples of half a width across and of a
    quarter of a height down, so neighbouring hexagons' shared corners are the same numbers."""

    # Corners in (half widths, quarter heights) from the centre, anticlockwise on the page from
    # the top.
    CORNERS = ((0, -2), (-1, -1), (-1, 1), (0, 2), (1, 1), (1, -1))
    # The six neighbours, as (file, rank) offsets, and the two CORNERS of the side each is
    # across: the next rank's (f, r + 1) is half a cell right and a rank up, so the side between
    # the top and the top right corners faces it.
    SIDES = (((0, 1), 5, 0), ((1, 0), 4, 5), ((1, -1), 3, 4), ((0, -1), 2, 3), ((-1, 0), 1, 2),
             ((-1, 1), 0, 1))

    def __init__(self, size: float, files: int, ranks: int, cells: Set[Tuple[int, int]]) -> None:
        super().__init__(size, files, ranks, cells)
        self.radius = size / 3 ** 0.5      # centre to corner: a quarter height is radius / 2
        # Each file's letter goes where nothing else is: under the file's lowest hexagon if
        # neither cell below it, (f, r - 1) and (f + 1, r - 1), is on the board; else (the
        # lower left edge of havannah's hexagon, where the rank numbers are) over its highest if
        # neither cell above it, (f - 1, r + 1) and (f, r + 1), is; else off its lowest's lower
        # left side. A letter over the board needs room at the top.
        self.file_ends: Dict[int, Tuple[str, int]] = {}
        for f in range(files):
            mine = [r for r in range(ranks) if (f, r) in cells]
            if not mine:
                continue
            low, high = min(mine), max(mine)   # (f, low - 1), (f, high + 1): not on the board
            if (f + 1, low - 1) not in cells:
                self.file_ends[f] = ("below", low)
            elif (f - 1, high + 1) not in cells:
                self.file_ends[f] = ("above", high)
            else:
                self.file_ends[f] = ("lower left", low)
        if any(end == "above" for end, _ in self.file_ends.values()):
            self.top += 0.4 * size
        self.board_w = (files + (ranks - 1) / 2) * size
        self.board_h = (3 * ranks + 1) * self.radius / 2

    def _at(self, f: int, r: int, dx: float, dy: float) -> Tuple[float, float]:
        """The point dx half widths right of and dy quarter heights below (f, r)'s centre."""
        return (self.left + (2 * f + r + 1 + dx) * self.s / 2,
                self.top + (3 * (self.ranks - 1 - r) + 2 + dy) * self.radius / 2)

    def cell_centre(self, f: int, r: int) -> Tuple[float, float]:
        return self._at(f, r, 0, 0)

    def cell_origin(self, f: int, r: int) -> Tuple[float, float]:
        """Top-left corner of the square ``size`` wide around the hexagon's centre (stacks are
        laid out in it)."""
        x, y = self.cell_centre(f, r)
        return x - self.s / 2, y - self.s / 2

    def cell_fill(self, f: int, r: int) -> str:
        return HEX_CELL

    def _points(self, f: int, r: int, offsets: Sequence[Tuple[float, float]]) -> str:
        return " ".join(f"{_n(x)},{_n(y)}"
                        for x, y in (self._at(f, r, dx, dy) for dx, dy in offsets))

    def shape(self, f: int, r: int) -> str:
        """The hexagon of cell (f, r)."""
        return f'<polygon points="{self._points(f, r, self.CORNERS)}"'

    def sides(self, f: int, r: int) -> List[Tuple[Tuple[int, int], Point, Point]]:
        corners = [self._at(f, r, dx, dy) for dx, dy in self.CORNERS]
        return [((f + df, r + dr), corners[i], corners[j]) for (df, dr), i, j in self.SIDES]

    def outline(self, cells: List[Tuple[int, int]]) -> str:
        """Every hexagon's border, as one path."""
        d = "".join(f"M{self._points(f, r, self.CORNERS).replace(' ', 'L')}Z" for f, r in cells)
        return f'<path d="{d}" fill="none" stroke="{HEX_GRID}" stroke-width="1"/>'

    def rank_label_xy(self, r: int) -> Optional[Point]:
        """Just left of the rank's first hexagon on the board (None if it has none)."""
        first = min((f for f in range(self.files) if (f, r) in self.cells), default=None)
        return None if first is None else self._at(first - 1, r, 0.6, 0)

    def badge_centre(self, f: int, r: int, radius: float) -> Tuple[float, float]:
        # Lower than a square's corner, which the hexagon's sloping top cuts off.
        x, y = self.cell_centre(f, r)
        return x + 0.3 * self.s, y - 0.24 * self.s

    def file_label_xy(self, f: int) -> Optional[Point]:
        """Next to the file's end hexagon chosen in ``file_ends`` (None if it has no cell on
        the board)."""
        if f not in self.file_ends:
            return None
        end, r = self.file_ends[f]
        if end == "lower left":
            return self._at(f, r, -0.7, 2.1)   # where the file's next cell down would be
        x, y = self.cell_centre(f, r)
        gap = self.radius + 0.2 * self.s
        return x, y + gap if end == "below" else y - gap


def render(state, size: int = 48) -> str:
    """An SVG document (a string) picturing ``state``; ``size`` is one cell's side in pixels
    (on a hex board, a hexagon's width from side to side).

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
    palette = _palette(game)
    canvas = _HexCanvas if game.geometry == "hex" else _Canvas
    off_board = {_cell_xy(cell, files, ranks) for cell in game.off_board}
    on_board = [(f, r) for r in range(ranks) for f in range(files) if (f, r) not in off_board]
    c = canvas(float(size), files, ranks, set(on_board))
    s = c.s
    board_w, board_h = c.board_w, c.board_h

    # Squares, a1 dark, or hexagons; cells off the board are left blank. Each names its cell
    # (data-cell), so that a page can tell which cell a click is on (boardlab serve).
    c.add('<g stroke="none">')
    for f, r in on_board:
        c.add(f'{c.shape(f, r)} fill="{c.cell_fill(f, r)}" '
              f'data-cell="{_core.cell_name(f, r)}"/>')
    c.add("</g>")

    # The last move's cells, under the region bands so that those keep their legend colours.
    last = state.last_move
    marked = []
    if last is not None:
        for cell in (last.from_cell, last.to_cell):
            xy = _cell_xy(cell, files, ranks) if cell else None
            if xy is not None and xy not in marked:
                marked.append(xy)
        for f, r in marked:
            c.add(f'{c.shape(f, r)} fill="{HIGHLIGHT}" fill-opacity="0.55"/>')

    # Regions: each a band inside its border, nested inside the earlier regions it overlaps.
    regions = game.regions
    colour_of = {name: REGION_COLOURS[i % len(REGION_COLOURS)]
                 for i, name in enumerate(regions)}
    region_cells = [{xy for xy in (_cell_xy(cell, files, ranks) for cell in cells)
                     if xy is not None} for cells in regions.values()]
    levels = _levels(region_cells)
    band = s * min(REGION_BAND, REGION_DEPTH / (max(levels, default=0) + 1))
    if any(region_cells):
        _region_bands(c, game, list(regions), region_cells, levels, colour_of, band)

    c.add(c.outline(on_board))
    # The blocks that turn (a game's rotating_blocks: Pentago's quadrants), parted by wide
    # lines; such a board is square-celled and whole (the spec's checks).
    side = game.rotating_blocks
    if side:
        x0, y0 = c.cell_origin(0, ranks - 1)
        for f in range(side, files, side):
            x = x0 + f * s
            c.add(f'<line x1="{_n(x)}" y1="{_n(y0)}" x2="{_n(x)}" y2="{_n(y0 + board_h)}" '
                  f'stroke="#5a4a32" stroke-width="{_n(0.08 * s)}"/>')
        for r in range(side, ranks, side):
            y = y0 + r * s
            c.add(f'<line x1="{_n(x0)}" y1="{_n(y)}" x2="{_n(x0 + board_w)}" y2="{_n(y)}" '
                  f'stroke="#5a4a32" stroke-width="{_n(0.08 * s)}"/>')

    # Coordinates: rank numbers on the left, file letters below.
    label_size = 0.28 * s
    c.add(f'<g font-family="{FONT}">')
    for r in range(ranks):
        at = c.rank_label_xy(r)
        if at is not None:
            c.add(_text(*at, str(r + 1), label_size, LABEL))
    for f in range(files):
        at = c.file_label_xy(f)
        if at is not None:
            c.add(_text(*at, file_letter(f), label_size, LABEL))

    # Pieces.
    stacks = state.stacks()
    for r in range(ranks):
        for f in range(files):
            pieces = stacks[r * files + f]
            if len(pieces) == 1:
                _single_piece(c, f, r, pieces, palette, game.glyphs.get(pieces))
            elif len(pieces) > 1:
                _stack(c, f, r, pieces, palette)

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
        fill, stroke, _ = _player_colours(who, game, palette)
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
            pf, ps, pt = _colours(symbol, palette)
            rr = small * 0.62
            glyph = game.glyphs.get(symbol)
            if glyph:
                c.add(_text(x + rr, y, glyph, small * 1.6, GLYPH))
            else:
                c.add(f'<circle cx="{_n(x + rr)}" cy="{_n(y)}" r="{_n(rr)}" fill="{pf}" '
                      f'stroke="{ps}" stroke-width="1"/>')
                c.add(_text(x + rr, y, symbol, small * 0.85, pt))
            x += 2 * rr + small * 0.2
            label = f"\u00d7{count}"
            c.add(_text(x, y, label, small, "#222222", anchor="start"))
            x += _text_width(label, small) + small * 0.6
    widest = max(widest, x)

    if regions:
        # A light square framed by the region's band, as a region's cell is.
        side = 0.3 * s
        for name in regions:
            y += line_h
            c.add(f'<rect x="{_n(c.left + band / 2)}" y="{_n(y - side / 2 + band / 2)}" '
                  f'width="{_n(side - band)}" height="{_n(side - band)}" fill="{LIGHT_SQUARE}" '
                  f'stroke="{colour_of[name]}" stroke-width="{_n(band)}"/>')
            text_x = c.left + side + small * 0.6
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


def _levels(region_cells: List[Set[Tuple[int, int]]]) -> List[int]:
    """Each region's nesting level: 0 if it shares no cell with an earlier region, else one
    more than the highest level of the earlier regions it shares cells with."""
    levels: List[int] = []
    for i, cells in enumerate(region_cells):
        levels.append(max((levels[j] + 1 for j in range(i) if cells & region_cells[j]),
                          default=0))
    return levels


def _region_bands(c: _Canvas, game, names: List[str], region_cells: List[Set[Tuple[int, int]]],
                  levels: List[int], colour_of: Dict[str, str], band: float) -> None:
    """Each region's border sides stroked (L + 1) bands wide on each side for a region of level
    L, clipped to the region's cells so that only the inner half shows; the deepest regions
    first, so that each shows as the band L to L + 1 bands in, inside the shallower ones."""
    key = repr((game.name, game.geometry, game.files, game.ranks, c.s,
                list(game.regions.items()))).encode("utf-8")
    stem = "boardlab-" + hashlib.sha1(key).hexdigest()[:10]
    drawn = [i for i, cells in enumerate(region_cells) if cells]
    c.add("<defs>")
    for i in drawn:
        shapes = "".join(f"{c.shape(f, r)}/>" for f, r in sorted(region_cells[i],
                                                                  key=lambda fr: (fr[1], fr[0])))
        c.add(f'<clipPath id="{stem}-{i}">{shapes}</clipPath>')
    c.add("</defs>")
    c.add('<g fill="none" stroke-linecap="round">')
    for i in sorted(drawn, key=lambda i: -levels[i]):
        cells = region_cells[i]
        d = "".join(f"M{_n(x0)},{_n(y0)}L{_n(x1)},{_n(y1)}"
                    for f, r in sorted(cells, key=lambda fr: (fr[1], fr[0]))
                    for neighbour, (x0, y0), (x1, y1) in c.sides(f, r) if neighbour not in cells)
        c.add(f'<path d="{d}" stroke="{colour_of[names[i]]}" '
              f'stroke-width="{_n(2 * band * (levels[i] + 1))}" clip-path="url(#{stem}-{i})"/>')
    c.add("</g>")


def _text_width(text: str, font_size: float) -> float:
    """A generous estimate of a sans-serif text's width (no font metrics available here)."""
    return 0.56 * font_size * len(text)


def _palette(game) -> Palette:
    """Symbol -> its pieces' fill, outline and letter colours: the kind's own colour where
    ``game.colours`` names one, else the owner's."""
    own = game.colours
    return {symbol: _kind_colours(own[symbol]) if own.get(symbol) else
            PIECE.get(owner, PIECE["neutral"])
            for symbol, owner in zip(game.symbols, game.owners)}


def _kind_colours(colour: str) -> Tuple[str, str, str]:
    rgb = _channels(colour)
    if rgb is None:
        return colour, UNKNOWN_FILL_STROKE, DARK_LETTER
    stroke = "#" + "".join(f"{round(c * STROKE_SHADE):02x}" for c in rgb)
    return colour, stroke, LIGHT_LETTER if _luminance(rgb) < DARK_FILL_LUMINANCE else DARK_LETTER


def _channels(colour: str) -> Optional[Tuple[int, int, int]]:
    """Red, green and blue, 0 to 255, of "#rrggbb" or a CSS colour name; None for others."""
    digits = colour[1:] if colour.startswith("#") else CSS_COLOURS.get(colour, "")
    try:
        r, g, b = (int(digits[i:i + 2], 16) for i in (0, 2, 4))
    except ValueError:
        return None
    return (r, g, b) if len(digits) == 6 else None


def _luminance(rgb: Tuple[int, int, int]) -> float:
    """WCAG 2's relative luminance: 0 for black, 1 for white."""
    def linear(c: int) -> float:
        c = c / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (linear(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _player_colours(player: int, game, palette: Palette) -> Tuple[str, str, str]:
    """The colours of the player's pieces if all its kinds share them (pocket battlefield's
    gold), else the owner's default, which the status disc then shows."""
    mine = {palette[symbol] for symbol, owner in zip(game.symbols, game.owners)
            if owner == player}
    return mine.pop() if len(mine) == 1 else PIECE[player]


def _colours(symbol: str, palette: Palette) -> Tuple[str, str, str]:
    return palette.get(symbol, PIECE["neutral"])


def _single_piece(c: _Canvas, f: int, r: int, symbol: str, palette: Palette,
                  glyph: Optional[str] = None) -> None:
    s = c.s
    cx, cy = c.cell_centre(f, r)
    if glyph:  # the kind's own picture (a chess symbol), drawn as a diagram's piece is
        c.add(_text(cx, cy, glyph, 0.8 * s, GLYPH))
        return
    fill, stroke, letter = _colours(symbol, palette)
    c.add(f'<circle cx="{_n(cx)}" cy="{_n(cy)}" r="{_n(0.36 * s)}" fill="{fill}" '
          f'stroke="{stroke}" stroke-width="{_n(max(1.0, 0.03 * s))}"/>')
    c.add(_text(cx, cy, symbol, 0.4 * s, letter, weight="bold"))


def _stack(c: _Canvas, f: int, r: int, pieces: str, palette: Palette) -> None:
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
        fill, stroke, letter = _colours(symbol, palette)
        y = bottom - (level + 1) * disc_h
        c.add(f'<rect x="{_n(cx - disc_w / 2)}" y="{_n(y)}" width="{_n(disc_w)}" '
              f'height="{_n(disc_h)}" rx="{_n(disc_h / 2)}" fill="{fill}" stroke="{stroke}" '
              f'stroke-width="{_n(stroke_w)}"/>')
        if disc_h >= 7:  # smaller letters are unreadable; the colours still show the order
            c.add(_text(cx, y + disc_h / 2, symbol, 0.8 * disc_h, letter, weight="bold"))
    badge_r = 0.14 * s
    bx, by = c.badge_centre(f, r, badge_r)
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

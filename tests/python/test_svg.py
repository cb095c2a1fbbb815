"""The SVG pictures, read back with an XML parser: a well-formed document whose squares form the
board with a1 at the bottom left, whose pieces and stacks stand on the cells of the position,
with the game's regions (opaque bands inside their borders, nested where they overlap, in their
legend's colours), the last move, the status line and the reserve. The expected cells are
written from the positions by hand; the picture's geometry is read from its own squares."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import Counter

import pytest

import boardlab as bl
from boardlab.display_svg import render

NS = "{http://www.w3.org/2000/svg}"
FILES = "abcdefghijklmnop"
LIGHT = "#f0d9b5"  # the light squares' colour, and the hexagons'


def _luminance(colour):
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


class Picture:
    """A rendered state, parsed: the squares (the first group), then what stands on them."""

    def __init__(self, state, size=60):
        self.size = size
        self.root = ET.fromstring(render(state, size))
        squares = [r for r in self.root.find(f"{NS}g").findall(f"{NS}rect")]
        self.squares = {}
        xs = sorted({float(r.get("x")) for r in squares})
        ys = sorted({float(r.get("y")) for r in squares}, reverse=True)  # rank 1 lowest
        for r in squares:
            assert float(r.get("width")) == float(r.get("height")) == size
            cell = FILES[xs.index(float(r.get("x")))] + str(ys.index(float(r.get("y"))) + 1)
            self.squares[cell] = (float(r.get("x")), float(r.get("y")), r.get("fill"))
        self.texts = [(float(t.get("x")), float(t.get("y")), t.text or "", t.get("font-weight"))
                      for t in self.root.iter(f"{NS}text")]

    def cell_at(self, x, y):
        for cell, (x0, y0, _) in self.squares.items():
            if x0 <= x < x0 + self.size and y0 <= y < y0 + self.size:
                return cell
        return None

    def pieces(self):
        """Cell -> the letters drawn on it, bottom to top (lower on the page is lower in the
        stack)."""
        letters = {}
        for x, y, text, weight in sorted(self.texts, key=lambda t: -t[1]):
            cell = self.cell_at(x, y)
            if cell and weight == "bold" and text.isalpha():
                letters[cell] = letters.get(cell, "") + text
        return letters

    def badges(self):
        """Cell -> the number drawn on it (a stack's height)."""
        return {self.cell_at(x, y): text for x, y, text, weight in self.texts
                if self.cell_at(x, y) and weight == "bold" and text.isdigit()}

    def highlighted(self):
        """The cells under a one-cell rectangle drawn over the board (the last move)."""
        return {self.cell_at(float(r.get("x")) + 1, float(r.get("y")) + 1)
                for r in self.root.findall(f"{NS}rect")
                if r.get("width") == r.get("height") == str(self.size) and r.get("fill") != "none"}

    def regions(self):
        """Legend name -> the cells of the clip path its band (a path in its swatch's colour)
        is drawn in."""
        bands = _bands(self.root)
        return {name: {self.cell_at(float(e.get("x")) + 1, float(e.get("y")) + 1)
                       for e in bands.get(swatch.get("stroke"), (None, []))[1]}
                for name, swatch in _legend(self.root).items()}

    def words(self):
        return [text for _, _, text, weight in self.texts if weight != "bold"]


def _cells(*ranks_of_files):
    return {f"{f}{r}" for f, r in ranks_of_files}


def _legend(root):
    """Legend name -> its swatch: a light square framed in the region's colour."""
    elements = list(root.iter())
    return {next(t.text for t in elements[i:] if t.tag == f"{NS}text"): e
            for i, e in enumerate(elements)
            if e.tag == f"{NS}rect" and e.get("fill") == LIGHT and e.get("stroke")}


def _bands(root):
    """Band colour -> (the band's path, the shapes of the clip path it is drawn in)."""
    clips = {c.get("id"): list(c) for c in root.iter(f"{NS}clipPath")}
    bands = {}
    for p in root.iter(f"{NS}path"):
        if p.get("clip-path"):
            url = re.fullmatch(r"url\(#(.+)\)", p.get("clip-path"))
            bands[p.get("stroke")] = (p, clips[url.group(1)])
    return bands


def _sides(path):
    """The segments of a band's path, each written M x,y L x,y, as sets of their two ends."""
    d = path.get("d")
    segments = re.findall(r"M([-\d.]+),([-\d.]+)L([-\d.]+),([-\d.]+)", d)
    assert "".join(f"M{a},{b}L{c},{e}" for a, b, c, e in segments) == d  # nothing else
    return [frozenset({(float(a), float(b)), (float(c), float(e))}) for a, b, c, e in segments]


def _border(shapes_sides):
    """The sides of a group of cells that only one of them has: the group's border."""
    counts = Counter(side for sides in shapes_sides for side in sides)
    return {side for side, n in counts.items() if n == 1}


def test_a_well_formed_titled_document_with_the_board_a1_dark_at_the_bottom_left():
    state = bl.game("breakthrough").start()
    state.play("a2-a3")
    picture = Picture(state)
    assert picture.root.tag == f"{NS}svg"
    assert picture.root.find(f"{NS}title").text == \
        "breakthrough: BBBBBBBB/BBBBBBBB/8/8/8/W7/1WWWWWWW/WWWWWWWW 1 - 1"
    width, height = float(picture.root.get("width")), float(picture.root.get("height"))
    assert picture.root.get("viewBox") == f"0 0 {picture.root.get('width')} " \
                                          f"{picture.root.get('height')}"
    assert set(picture.squares) == {f + str(r) for f in FILES[:8] for r in range(1, 9)}
    a1, b1, a2, h8 = (picture.squares[c] for c in ("a1", "b1", "a2", "h8"))
    assert a1[0] < b1[0] and a1[1] > a2[1]  # a1 left of b1, below a2
    assert 0 < a1[0] and h8[0] + 60 <= width and 0 < h8[1] and a1[1] + 60 <= height
    assert _luminance(a1[2]) < _luminance(b1[2])  # a1 is dark, and the colours alternate
    assert {c for c, (_, _, fill) in picture.squares.items() if fill == a1[2]} == \
        {f + str(r) for i, f in enumerate(FILES[:8]) for r in range(1, 9) if (i + r) % 2 == 1}
    words = picture.words()
    assert [w for w in words if w in list("abcdefgh")] == list("abcdefgh")
    assert [w for w in words if w.isdigit()] == [str(r) for r in range(1, 9)]


def test_pieces_stand_on_their_cells_and_the_last_move_is_marked():
    state = bl.game("breakthrough").start()
    state.play("a2-a3")
    picture = Picture(state)
    white = {c: "W" for c in _cells(*[(f, 1) for f in FILES[:8]], *[(f, 2) for f in "bcdefgh"],
                                    ("a", 3))}
    black = {f"{f}{r}": "B" for f in FILES[:8] for r in (7, 8)}
    assert picture.pieces() == {**white, **black}
    assert picture.highlighted() == {"a2", "a3"}
    assert len(list(picture.root.iter(f"{NS}polygon"))) == 1  # the arrow
    assert "player 1 to move, ply 1" in picture.words()


def test_stacks_bottom_to_top_with_their_heights():
    state = bl.game("pogo").state("B2/1(WBBBWW)W/(BWB)W1 0 - 40")
    picture = Picture(state, size=120)  # discs tall enough to carry their letters
    assert picture.pieces() == {"a3": "B", "b2": "WBBBWW", "c2": "W", "a1": "BWB", "b1": "W"}
    assert picture.badges() == {"b2": "6", "a1": "3"}
    assert picture.highlighted() == set()  # no move played yet
    assert list(picture.root.iter(f"{NS}polygon")) == []
    assert "player 0 to move, ply 40" in picture.words()


def test_regions_reserve_and_a_drop():
    state = bl.game("skateboards").start()
    state.play("T@c3")
    picture = Picture(state)
    assert picture.regions() == {"slab": {"d4", "e4", "d5", "e5"}}
    assert picture.pieces()["c3"] == "T"
    assert picture.highlighted() == {"c3"}
    assert list(picture.root.iter(f"{NS}polygon")) == []  # a drop has no arrow
    words = picture.words()
    assert "player 1 to move, ply 1" in words
    assert words[words.index("reserve"):] == ["reserve", "T", "\u00d75", "slab"]


def test_overlapping_regions_and_a_finished_game():
    state = bl.game("pocket_battlefield").state("1R1R/2R1/2G1/(GR)G1G 0 - 10")
    picture = Picture(state)
    assert picture.regions() == {
        "gold_hill_top": {"a1"}, "red_hill_top": {"d4"}, "hill_tops": {"a1", "d4"},
        "foot_hills": {"b1", "a2", "c4", "d3"},
        "valley": {"c1", "d1", "b2", "c2", "d2", "a3", "b3", "c3", "a4", "b4"}}
    assert picture.pieces() == {"b4": "R", "d4": "R", "c3": "R", "c2": "G", "a1": "GR",
                                "b1": "G", "d1": "G"}
    assert "player 1 wins (condition), ply 10" in picture.words()


def test_a_board_over_64_cells():
    state = bl.game("breakthrough", files=9, ranks=9).state("2B5B/7W1/9/9/4W4/9/9/1B7/W8 1 - 7")
    picture = Picture(state)
    assert len(picture.squares) == 81
    assert picture.pieces() == {"a1": "W", "e5": "W", "h8": "W", "b2": "B", "c9": "B", "i9": "B"}


def test_names_that_need_escaping_stay_text():
    variant = bl.game("breakthrough", files=3, ranks=5).variant()
    variant.name = 'a<b & "c"'
    variant.regions["zône <1>"] = "b3"
    picture = Picture(bl.Game(variant).start())
    assert picture.root.find(f"{NS}title").text == 'a<b & "c": BBB/BBB/3/WWW/WWW 0 - 0'
    assert picture.regions() == {"top_rank": {"a5", "b5", "c5"}, "bottom_rank": {"a1", "b1", "c1"},
                                 "zône <1>": {"b3"}}


def _corners(polygon):
    """A polygon's points, as the numbers written (equal text is the same point)."""
    return [tuple(float(v) for v in point.split(",")) for point in polygon.get("points").split()]


def _mean(points):
    return (sum(x for x, _ in points) / len(points), sum(y for _, y in points) / len(points))


def _distance(p, q):
    return ((p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2) ** 0.5


class HexPicture:
    """A rendered hex state, parsed: the hexagons (the first group), named from their places
    (ranks by height, rank 1 lowest; files by order along each rank, past the cells the game
    leaves off the board), then what stands on them. A point belongs to the hexagon whose
    centre is nearest, as on a hex board."""

    def __init__(self, state, size=60):
        self.size = size
        self.root = ET.fromstring(render(state, size))
        self.board = self.root.find(f"{NS}g")
        game = state.game
        off = set(game.off_board)
        names = [[f + str(r) for f in FILES[:game.files] if f + str(r) not in off]
                 for r in range(1, game.ranks + 1)]
        names = [row for row in names if row]  # ranks with no cell on the board take no height
        hexagons = [_corners(p) for p in self.board.findall(f"{NS}polygon")]
        heights = sorted({round(_mean(h)[1], 1) for h in hexagons}, reverse=True)
        ranks = {}
        for h in hexagons:
            ranks.setdefault(heights.index(round(_mean(h)[1], 1)), []).append(h)
        assert [len(ranks[r]) for r in sorted(ranks)] == [len(row) for row in names]
        self.hexagons = {names[r][f]: h for r, row in ranks.items()
                         for f, h in enumerate(sorted(row, key=lambda h: _mean(h)[0]))}
        self.centres = {cell: _mean(h) for cell, h in self.hexagons.items()}
        self.texts = [(float(t.get("x")), float(t.get("y")), t.text or "", t.get("font-weight"))
                      for t in self.root.iter(f"{NS}text")]

    def cell_at(self, x, y):
        cell = min(self.centres, key=lambda c: _distance(self.centres[c], (x, y)))
        return cell if _distance(self.centres[cell], (x, y)) < self.size / 2 else None

    def pieces(self):
        return {self.cell_at(x, y): text for x, y, text, weight in self.texts
                if weight == "bold" and text.isalpha() and self.cell_at(x, y)}

    def overlays(self):
        """The polygons drawn over the hexagons: highlights, the arrow."""
        return [p for g in self.root.findall(f"{NS}g")[1:] for p in g.iter(f"{NS}polygon")] + \
            self.root.findall(f"{NS}polygon")

    def highlighted(self):
        return {self.cell_at(*_mean(_corners(p))) for p in self.overlays()
                if p.get("fill-opacity") == "0.55"}

    def regions(self):
        """Legend name -> the cells of the clip path its band is drawn in (each hexagon's
        corners the same as the board's)."""
        bands, regions = _bands(self.root), {}
        for name, swatch in _legend(self.root).items():
            shapes = [_corners(p) for p in bands.get(swatch.get("stroke"), (None, []))[1]]
            regions[name] = [self.cell_at(*_mean(h)) for h in shapes]
            assert all(self.hexagons[cell] == h for cell, h in zip(regions[name], shapes))
        return regions

    def sides(self, cell):
        """The hexagon's six sides, as sets of their two ends."""
        h = self.hexagons[cell]
        return {frozenset({h[i], h[(i + 1) % 6]}) for i in range(6)}

    def words(self):
        return [text for _, _, text, weight in self.texts if weight != "bold"]


HEX_HEIGHT = 2 * 60 / 3 ** 0.5  # a pointy-top hexagon 60 wide is 69.28 from point to point


def test_hex_cells_are_hexagons_each_rank_half_a_cell_right_of_the_one_below():
    picture = HexPicture(bl.game("hex", board_size=3).start())
    assert len(picture.board.findall(f"{NS}rect")) == 0
    assert set(picture.hexagons) == {f + str(r) for f in "abc" for r in (1, 2, 3)}
    for cell, corners in picture.hexagons.items():
        (cx, cy), xs = picture.centres[cell], [x for x, _ in corners]
        assert len(corners) == 6
        assert abs(max(xs) - min(xs) - 60) < 0.02
        assert {(round(x - cx, 1), round(y - cy, 1)) for x, y in corners if abs(x - cx) < 0.02} == \
            {(0, round(-HEX_HEIGHT / 2, 1)), (0, round(HEX_HEIGHT / 2, 1))}  # pointy top
    (a1x, a1y), (b1x, b1y), (a2x, a2y) = (picture.centres[c] for c in ("a1", "b1", "a2"))
    assert abs(b1x - a1x - 60) < 0.02 and abs(b1y - a1y) < 0.02
    assert abs(a2x - a1x - 30) < 0.02 and abs(a1y - a2y - 0.75 * HEX_HEIGHT) < 0.02
    # The top rank is the farthest right: c3 is the rightmost cell, a1 the leftmost.
    assert max(picture.centres, key=lambda c: picture.centres[c][0]) == "c3"
    assert min(picture.centres, key=lambda c: picture.centres[c][0]) == "a1"


def test_hex_neighbours_share_an_edge_and_no_other_cell_touches():
    picture = HexPicture(bl.game("hex", board_size=3).start())
    corners = {cell: set(h) for cell, h in picture.hexagons.items()}
    touching = {c for c in corners if c != "b2" and corners[c] & corners["b2"]}
    assert touching == {"a2", "c2", "a3", "b3", "b1", "c1"}
    assert all(len(corners[c] & corners["b2"]) == 2 for c in touching)  # one edge each
    b2 = picture.centres["b2"]
    for cell in touching:
        assert abs(_distance(picture.centres[cell], b2) - 60) < 0.05
    for cell in ("a1", "c3"):  # south-west and north-east are not neighbours
        assert abs(_distance(picture.centres[cell], b2) - 60 * 3 ** 0.5) < 0.05
    assert not corners["a3"] & corners["c1"]


def test_hex_pieces_labels_and_a_finished_game():
    state = bl.game("hex", board_size=3).state("B2/WB1/W1B 1 B2W2 5")
    picture = HexPicture(state)
    # Black's chain c1-b2-a3 joins rank 1 to rank 3.
    assert picture.pieces() == {"a3": "B", "a2": "W", "b2": "B", "a1": "W", "c1": "B"}
    words = picture.words()
    assert "player 0 wins (condition), ply 5" in words
    assert words[words.index("reserve"):words.index("reserve") + 5] == \
        ["reserve", "B", "\u00d72", "W", "\u00d72"]
    labels = {text: (x, y) for x, y, text, _ in picture.texts if text in "123abc"}
    for r in "123":
        x, y = labels[r]
        a_x, a_y = picture.centres["a" + r]
        assert abs(y - a_y) < 0.02 and x < a_x - 30  # left of the rank's first cell
    for f in "abc":
        x, y = labels[f]
        cx, cy = picture.centres[f + "1"]
        assert abs(x - cx) < 0.02 and y > cy + HEX_HEIGHT / 2  # below rank 1
    assert picture.highlighted() == set()


def test_hex_edges_are_bands_in_their_legend_colours_nested_at_the_corners():
    picture = HexPicture(bl.game("hex", board_size=3).start())
    assert {name: sorted(cells) for name, cells in picture.regions().items()} == {
        "south": ["a1", "b1", "c1"], "north": ["a3", "b3", "c3"],
        "west": ["a1", "a2", "a3"], "east": ["c1", "c2", "c3"]}
    bands = _bands(picture.root)
    legend = {name: swatch.get("stroke") for name, swatch in _legend(picture.root).items()}
    width = {name: float(bands[colour][0].get("stroke-width")) for name, colour in legend.items()}
    # West and east share corner cells with south and north, so they lie inside them: twice
    # as wide a stroke, drawn first.
    assert width["west"] == width["east"] == 2 * width["south"] == 2 * width["north"]
    order = [p.get("stroke") for p in picture.root.iter(f"{NS}path") if p.get("clip-path")]
    assert {order.index(legend[n]) for n in ("west", "east")} == {0, 1}
    # Each band runs along its region's border: the sides of its hexagons that no other of
    # them has, the board's edge and the sides facing cells outside it.
    for name, cells in picture.regions().items():
        path = bands[legend[name]][0]
        assert Counter(_sides(path)) == Counter(_border(picture.sides(c) for c in cells))
        assert len(_sides(path)) == 3 * 6 - 2 * 2


def test_hex_eleven_a_side_with_a_drop_marked():
    state = bl.game("hex").start()
    for move in ("B@a1", "W@k11", "B@f6"):
        state.play(move)
    picture = HexPicture(state, size=40)
    assert len(picture.hexagons) == 121
    assert picture.pieces() == {"a1": "B", "k11": "W", "f6": "B"}
    assert picture.highlighted() == {"f6"}
    assert [p for p in picture.overlays() if len(_corners(p)) == 7] == []  # no arrow on a drop
    a1, k1, a11, k11 = (picture.centres[c] for c in ("a1", "k1", "a11", "k11"))
    assert abs(a11[0] - a1[0] - 5 * 40) < 0.05 and a11[1] < a1[1]  # 10 ranks up: 5 cells right
    assert abs(k11[0] - k1[0] - 5 * 40) < 0.05
    assert "player 1 to move, ply 3" in picture.words()


def test_hex_text_picture_leans_right():
    state = bl.game("hex", board_size=3).state("B2/WB1/W1B 1 B2W2 5")
    assert str(state).splitlines() == [
        " 3 |   B . .",
        " 2 |  W B .",
        " 1 | W . B",
        "     a b c",
        "player 1 to move, ply 5, reserve B2 W2, game over: player 0 wins (condition)"]


def _discs(picture):
    """Cell -> (fill, stroke, letter colour) of the single pieces drawn on it."""
    letters = {(float(t.get("x")), float(t.get("y"))): t.get("fill")
               for t in picture.root.iter(f"{NS}text") if t.get("font-weight") == "bold"}
    return {picture.cell_at(float(c.get("cx")), float(c.get("cy"))):
            (c.get("fill"), c.get("stroke"), letters.get((float(c.get("cx")), float(c.get("cy")))))
            for c in picture.root.iter(f"{NS}circle")}


def test_kind_colours_fill_their_pieces_with_a_readable_letter():
    picture = Picture(bl.game("pocket_battlefield").start())
    discs = _discs(picture)
    gold, firebrick = (255, 215, 0), (178, 34, 34)  # CSS's gold and firebrick
    assert {cell: fill for cell, (fill, _, _) in discs.items() if cell} == {
        **{f + "1": "gold" for f in "abcd"}, **{f + "4": "firebrick" for f in "abcd"}}
    g_fill, g_stroke, g_letter = discs["a1"]
    r_fill, r_stroke, r_letter = discs["a4"]
    assert _luminance(g_letter) < 100 < _luminance(r_letter)  # dark on gold, light on firebrick
    assert _luminance(g_stroke) < 0.7152 * gold[1] + 0.2126 * gold[0]  # darker than the fill
    assert _luminance(r_stroke) < 0.7152 * firebrick[1] + 0.2126 * firebrick[0]
    # The disc of the player to move (standing on no cell) takes player 0's gold.
    assert discs[None][0] == "gold"


def test_a_kind_without_a_colour_keeps_its_owners():
    import dataclasses
    variant = bl.game("pocket_battlefield").variant()
    variant.kinds = [dataclasses.replace(variant.kinds[0], colour="#1e3a8a"),
                     dataclasses.replace(variant.kinds[1], colour="")]
    discs = _discs(Picture(bl.Game(variant).start()))
    player_1 = _discs(Picture(bl.game("breakthrough").state("8/8/8/8/8/8/8/B7 0 - 0")))["a1"]
    assert discs["a4"] == player_1
    fill, _, letter = discs["a1"]
    assert fill == "#1e3a8a" and _luminance(letter) > 200  # a light letter on dark blue


def _opacities(element):
    return [element.get(a) for a in ("opacity", "fill-opacity", "stroke-opacity")
            if element.get(a) is not None]


def test_pocket_battlefield_regions_are_opaque_bands_one_clip_path_each():
    picture = Picture(bl.game("pocket_battlefield").start())
    game = bl.game("pocket_battlefield")
    clips = list(picture.root.iter(f"{NS}clipPath"))
    bands = _bands(picture.root)
    assert len(clips) == len(bands) == len(game.regions) == 5
    assert len({c.get("id") for c in clips}) == 5
    # No move played, no stack: nothing at all is translucent, the regions least of all.
    assert [e.tag for e in picture.root.iter() if _opacities(e)] == []
    # Each band colour is its legend swatch's, opaque, and the colours are all different.
    legend = _legend(picture.root)
    assert list(legend) == list(game.regions)
    assert {swatch.get("stroke") for swatch in legend.values()} == set(bands)
    assert len(set(bands)) == 5
    for swatch in legend.values():
        assert re.fullmatch(r"#[0-9a-f]{6}", swatch.get("stroke"))
        assert swatch.get("fill") == LIGHT and not _opacities(swatch)
    for path, _ in bands.values():
        assert path.get("fill") is None or path.get("fill") == "none"
        assert not _opacities(path)


def test_overlapping_regions_nest_hill_tops_inside_the_hill_tops():
    picture = Picture(bl.game("pocket_battlefield").start())
    legend = {name: swatch for name, swatch in _legend(picture.root).items()}
    bands = _bands(picture.root)
    width = {name: float(bands[s.get("stroke")][0].get("stroke-width"))
             for name, s in legend.items()}
    band = float(legend["valley"].get("stroke-width"))  # the swatch's band: w
    assert 0.06 * 60 <= band <= 0.1 * 60
    # Level 0 shows a band w wide inside its border (a stroke 2w wide, half clipped off);
    # hill_tops, sharing a1 and d4 with the two hill tops, level 1: a stroke 4w wide, drawn
    # first, so that its band shows from w to 2w in, under theirs.
    assert width == {"gold_hill_top": 2 * band, "red_hill_top": 2 * band,
                     "hill_tops": 4 * band, "foot_hills": 2 * band, "valley": 2 * band}
    order = [p.get("stroke") for p in picture.root.iter(f"{NS}path") if p.get("clip-path")]
    assert order[0] == legend["hill_tops"].get("stroke")
    # a1 is in the clip paths of both its regions, so both colours show on it.
    assert {name for name, cells in picture.regions().items() if "a1" in cells} == \
        {"gold_hill_top", "hill_tops"}


def test_a_two_by_two_region_is_banded_along_its_eight_outer_sides():
    picture = Picture(bl.game("skateboards").start())
    (path, shapes), = _bands(picture.root).values()
    assert picture.regions() == {"slab": {"d4", "e4", "d5", "e5"}}
    sides = _sides(path)
    assert len(sides) == len(set(sides)) == 8
    for side in sides:
        (x0, y0), (x1, y1) = sorted(side)
        assert abs(x1 - x0) + abs(y1 - y0) == 60 and (x0 == x1 or y0 == y1)  # one cell side

    def square_sides(cell):
        x, y, _ = picture.squares[cell]
        corners = [(x, y), (x + 60, y), (x + 60, y + 60), (x, y + 60)]
        return {frozenset({corners[i], corners[(i + 1) % 4]}) for i in range(4)}
    assert set(sides) == _border(square_sides(c) for c in ("d4", "e4", "d5", "e5"))


def test_havannah_one_cell_corners_have_six_sides_and_every_region_its_border():
    picture = HexPicture(bl.game("havannah", board_size=4).start())
    game = bl.game("havannah", board_size=4)
    assert set(picture.hexagons) == {f + str(r) for f in "abcdefg" for r in range(1, 8)} - \
        set(game.off_board)
    assert {name: sorted(cells) for name, cells in picture.regions().items()} == \
        {name: sorted(cells) for name, cells in game.regions.items()}
    bands = _bands(picture.root)
    for name, swatch in _legend(picture.root).items():
        sides = _sides(bands[swatch.get("stroke")][0])
        cells = game.regions[name]
        # Edges of two cells side by side (edge_5's c2 and b3 are neighbours across a
        # rank, (f, r) and (f + 1, r - 1)) share a side the band does not run along.
        assert len(sides) == {1: 6, 2: 10}[len(cells)]
        assert Counter(sides) == Counter(_border(picture.sides(c) for c in cells))
    # No region shares a cell with another: one band width for all.
    assert len({p.get("stroke-width") for p, _ in bands.values()}) == 1


def _labels(picture):
    """Coordinate label -> where it stands: the numbers and lower-case letters not in bold
    (a reserve's symbols are upper case)."""
    return {text: (x, y) for x, y, text, weight in picture.texts
            if weight != "bold" and (text.isdigit() or len(text) == 1 and text in FILES)}


def test_havannah_labels_stand_by_the_cells_on_the_board():
    picture = HexPicture(bl.game("havannah", board_size=4).start())
    labels = _labels(picture)
    assert sorted(labels) == sorted("1234567abcdefg")
    x, y = labels["1"]
    d1x, d1y = picture.centres["d1"]
    assert d1x - 60 < x < d1x - 30 and abs(y - d1y) < 0.02  # just left of d1
    firsts = {"1": "d1", "2": "c2", "3": "b3", "4": "a4", "5": "a5", "6": "a6", "7": "a7"}
    for rank, cell in firsts.items():
        x, y = labels[rank]
        cx, cy = picture.centres[cell]
        assert cx - 60 < x < cx - 30 and abs(y - cy) < 0.02
    # Files d-g under rank 1; a-c, whose lowest cells are on the lower left edge by the rank
    # numbers, over their highest cells (rank 7), where nothing else is.
    for f in "abcdefg":
        x, y = labels[f]
        cx, cy = picture.centres[f + ("7" if f in "abc" else "1")]
        assert abs(x - cx) < 0.02 and HEX_HEIGHT / 2 < abs(y - cy) < 60
        assert (y < cy) == (f in "abc")
    # Each label's nearest hexagon is the one it names, and no two labels are close.
    for text, (x, y) in labels.items():
        nearest = min(picture.centres, key=lambda c: _distance(picture.centres[c], (x, y)))
        assert nearest == firsts.get(text, text + ("7" if text in "abc" else "1"))
    for a in labels:
        for b in labels:
            assert a == b or _distance(labels[a], labels[b]) > 30
    # Room at the top for the letters over the board.
    assert min(y for _, y in labels.values()) > 10


def test_hex_files_and_ranks_with_no_cell_on_the_board_have_no_label():
    variant = bl.game("hex", board_size=4).variant()
    variant.off_board = "a1 a2 a3 a4 b4 c4 d4"  # file a and rank 4
    variant.regions = {"south": "b1 c1 d1", "north": "b3 c3 d3", "west": "b1 b2 b3",
                       "east": "d1 d2 d3"}
    variant.start = "/3/3/3 0 B8W8 0"
    picture = HexPicture(bl.Game(variant).start())
    assert len(picture.hexagons) == 9
    labels = _labels(picture)
    assert sorted(labels) == ["1", "2", "3", "b", "c", "d"]
    for rank in "123":
        x, y = labels[rank]
        cx, cy = picture.centres["b" + rank]
        assert cx - 60 < x < cx - 30 and abs(y - cy) < 0.02
    for f in "bcd":
        x, y = labels[f]
        cx, cy = picture.centres[f + "1"]
        assert abs(x - cx) < 0.02 and cy + HEX_HEIGHT / 2 < y < cy + 60


def test_the_last_move_is_highlighted_under_the_region_bands():
    state = bl.game("pocket_battlefield").start()
    state.play("b1-b2")  # foot hill to valley
    picture = Picture(state)
    elements = list(picture.root.iter())
    highlight = max(i for i, e in enumerate(elements) if e.get("fill-opacity") == "0.55")
    band = min(i for i, e in enumerate(elements) if e.get("clip-path"))
    assert picture.highlighted() == {"b1", "b2"} and highlight < band


def test_the_same_position_gives_the_same_bytes_and_other_games_other_ids():
    def ids(svg):
        return {c.get("id") for c in ET.fromstring(svg).iter(f"{NS}clipPath")}
    state = bl.game("pocket_battlefield").start()
    assert render(state) == render(state.copy()) == render(bl.game("pocket_battlefield").start())
    pictures = [render(bl.game(name).start()) for name in ("pocket_battlefield", "skateboards",
                                                           "breakthrough", "hex", "havannah")]
    pictures.append(render(bl.game("hex", board_size=5).start()))  # another board size
    pictures.append(render(state, size=60))                       # another cell size
    all_ids = [ids(svg) for svg in pictures]
    assert all(all_ids)
    assert sum(len(i) for i in all_ids) == len(set().union(*all_ids))
    # Ids depend on the game, not on the position: a later position keeps them.
    state.play(next(iter(state.legal_moves)))
    assert ids(render(state)) == all_ids[0]
    assert all(re.fullmatch(r"[A-Za-z][\w-]*", i) for i in all_ids[0])  # valid XML names


def test_a_game_without_regions_has_no_bands_and_no_legend():
    picture = Picture(bl.game("pogo").start())
    assert list(picture.root.iter(f"{NS}clipPath")) == []
    assert list(picture.root.iter(f"{NS}path")) == []
    assert list(picture.root.iter(f"{NS}defs")) == []
    assert _legend(picture.root) == {}


def test_region_colours_stand_out_on_both_squares_and_on_each_other():
    from boardlab.display_svg import DARK_SQUARE, LIGHT_SQUARE, REGION_COLOURS

    def rgb(colour):
        return [int(colour[i:i + 2], 16) for i in (1, 3, 5)]

    def apart(a, b):
        return sum((p - q) ** 2 for p, q in zip(rgb(a), rgb(b))) ** 0.5
    assert len(set(REGION_COLOURS)) == len(REGION_COLOURS) >= 12  # havannah's 12 regions
    for colour in REGION_COLOURS:
        assert apart(colour, LIGHT_SQUARE) > 80 and apart(colour, DARK_SQUARE) > 80
        assert all(apart(colour, other) > 70 for other in REGION_COLOURS if other != colour)


def test_deep_nesting_narrows_the_bands_to_fit_in_the_cell():
    variant = bl.game("breakthrough", files=3, ranks=5).variant()
    for i in range(6):   # six more regions, each sharing b3 with all before it
        variant.regions[f"ring_{i}"] = "b3"
    picture = Picture(bl.Game(variant).start())
    legend = _legend(picture.root)
    bands = _bands(picture.root)
    widths = [float(bands[legend[f"ring_{i}"].get("stroke")][0].get("stroke-width"))
              for i in range(6)]
    band = float(legend["ring_0"].get("stroke-width"))
    assert band < 0.08 * 60
    assert widths == [pytest.approx(2 * band * (i + 1), abs=0.02) for i in range(6)]
    assert widths[-1] / 2 <= 0.32 * 60 + 0.01   # the deepest band ends within a third of a cell
    assert picture.regions()["ring_5"] == {"b3"}


def test_the_chess_family_draws_its_pieces_as_chess_symbols():
    """Kinds with a glyph (KindSpec::glyph) are drawn as it, not as a disc with a letter: the
    chess family's Unicode chess symbols, white's outlined and black's solid; a kind without one
    (Capablanca's archbishop) keeps its disc. A crazyhouse reserve shows them too."""
    picture = Picture(bl.game("chess").start())
    glyphs = {picture.cell_at(x, y): text for x, y, text, _ in picture.texts
              if picture.cell_at(x, y) and text in "♔♕♖♗♘♙♚♛♜♝♞♟"}
    assert glyphs == {**{f"{f}1": g for f, g in zip(FILES, "♖♘♗♕♔♗♘♖")},
                      **{f"{f}2": "♙" for f in FILES[:8]},
                      **{f"{f}7": "♟" for f in FILES[:8]},
                      **{f"{f}8": g for f, g in zip(FILES, "♜♞♝♛♚♝♞♜")}}
    assert picture.pieces() == {}  # no disc with a letter
    radius = f"{0.36 * picture.size:.2f}".rstrip("0").rstrip(".")
    assert all(c.get("r") != radius for c in picture.root.iter(f"{NS}circle"))
    capablanca = Picture(bl.game("capablanca").start())
    assert capablanca.pieces() == {"c1": "A", "h1": "C", "c8": "a", "h8": "c"}
    house = bl.game("crazyhouse").start()
    for move in ["e2-e4", "d7-d5", "e4-d5"]:
        house.play(move)
    below = Picture(house)
    assert "♙" in [t for x, y, t, _ in below.texts if below.cell_at(x, y) is None]

"""The SVG pictures, read back with an XML parser: a well-formed document whose squares form the
board with a1 at the bottom left, whose pieces and stacks stand on the cells of the position,
with the game's regions, the last move, the status line and the reserve. The expected cells
are written from the positions by hand; the picture's geometry is read from its own squares."""
from __future__ import annotations

import xml.etree.ElementTree as ET

import boardlab as bl
from boardlab.display_svg import render

NS = "{http://www.w3.org/2000/svg}"
FILES = "abcdefghijklmnop"


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
        """Legend name -> the cells striped in its colour."""
        swatches, texts = {}, list(self.root.iter())
        for i, e in enumerate(texts):
            if e.tag == f"{NS}rect" and e.get("stroke") and e.get("stroke") == e.get("fill"):
                name = next(t.text for t in texts[i:] if t.tag == f"{NS}text")
                swatches[e.get("fill")] = name
        stripes = {name: set() for name in swatches.values()}
        for e in self.root.iter(f"{NS}rect"):
            cell = self.cell_at(float(e.get("x", -1)) + 1, float(e.get("y", -1)) + 1)
            if cell and e.get("fill") in swatches and e.get("stroke") is None:
                stripes[swatches[e.get("fill")]].add(cell)
        return stripes

    def words(self):
        return [text for _, _, text, weight in self.texts if weight != "bold"]


def _cells(*ranks_of_files):
    return {f"{f}{r}" for f, r in ranks_of_files}


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
    (ranks by height, rank 1 lowest; files by order along each rank), then what stands on them.
    A point belongs to the hexagon whose centre is nearest, as on a hex board."""

    def __init__(self, state, size=60):
        self.size = size
        self.root = ET.fromstring(render(state, size))
        self.board = self.root.find(f"{NS}g")
        hexagons = [_corners(p) for p in self.board.findall(f"{NS}polygon")]
        heights = sorted({round(_mean(h)[1], 1) for h in hexagons}, reverse=True)
        ranks = {}
        for h in hexagons:
            ranks.setdefault(heights.index(round(_mean(h)[1], 1)), []).append(h)
        self.hexagons = {FILES[f] + str(r + 1): h for r, row in ranks.items()
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
        """The polygons drawn over the hexagons: region wedges, highlights, the arrow."""
        return [p for g in self.root.findall(f"{NS}g")[1:] for p in g.iter(f"{NS}polygon")] + \
            self.root.findall(f"{NS}polygon")

    def highlighted(self):
        return {self.cell_at(*_mean(_corners(p))) for p in self.overlays()
                if p.get("fill-opacity") == "0.55"}

    def regions(self):
        """Legend name -> the cells with a wedge (or the whole hexagon) in its colour."""
        swatches, elements = {}, list(self.root.iter())
        for i, e in enumerate(elements):
            if e.tag == f"{NS}rect" and e.get("stroke") and e.get("stroke") == e.get("fill"):
                swatches[e.get("fill")] = next(t.text for t in elements[i:] if t.tag == f"{NS}text")
        drawn = {name: [] for name in swatches.values()}
        for p in self.overlays():
            if p.get("fill") in swatches:
                drawn[swatches[p.get("fill")]].append(self.cell_at(*_mean(_corners(p))))
        return drawn

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


def test_hex_edges_in_their_legend_colours_split_at_the_corners():
    picture = HexPicture(bl.game("hex", board_size=3).start())
    assert {name: sorted(cells) for name, cells in picture.regions().items()} == {
        "south": ["a1", "b1", "c1"], "north": ["a3", "b3", "c3"],
        "west": ["a1", "a2", "a3"], "east": ["c1", "c2", "c3"]}
    # A corner cell is in two edges: two wedges, each half the hexagon; a side cell's one
    # colour is its whole hexagon.
    wedges = {}
    for p in picture.overlays():
        wedges.setdefault(picture.cell_at(*_mean(_corners(p))), []).append(_corners(p))
    assert sorted(len(w) for w in wedges.values()) == [1, 1, 1, 1, 2, 2, 2, 2]
    assert set(map(tuple, wedges["b1"])) == {tuple(picture.hexagons["b1"])}
    left, right = wedges["a1"]
    a1x, _ = picture.centres["a1"]
    assert max(x for x, _ in left) - 0.02 < a1x < min(x for x, _ in right) + 0.02


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

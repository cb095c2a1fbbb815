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

"""Boards that leave cells of their rectangle out (Variant.off_board, TOML off_board): the
moves keep off them, position text writes each rank's cells only, pictures and observations
leave them blank, and bad masks are refused with a message that names the cell."""
from __future__ import annotations

import xml.etree.ElementTree as ET

import numpy as np
import pytest

import boardlab as bl
from conftest import raises


def ring(off_board="b2", **changes) -> bl.Variant:
    """A 3x3 board without its centre, one king-like piece for player 0."""
    fields = dict(name="ring", files=3, ranks=3, off_board=off_board,
                  kinds=[bl.Kind("W", 0, "white", [bl.Step(directions="all", onto="empty")]),
                         bl.Kind("B", 1, "black", [])],
                  start="3/2/W2 0 - 0")
    fields.update(changes)
    return bl.Variant(**fields)


def test_moves_keep_off_the_missing_cell():
    game = bl.Game(ring())
    assert game.off_board == ["b2"]
    # From a1 the king's diagonal step would land on b2.
    assert sorted(m.text for m in game.start().legal_moves) == ["a1-a2", "a1-b1"]
    state = game.state("3/2/1W1 0 - 0")
    assert sorted(m.text for m in state.legal_moves) == ["b1-a1", "b1-a2", "b1-c1", "b1-c2"]


def test_a_list_of_cells_or_a_string_and_the_toml_round_trip():
    assert bl.Game(ring(["b2"])) == bl.Game(ring("b2"))
    variant = ring("b2")
    text = variant.to_toml()
    assert 'off_board = "b2"' in text
    assert bl.Variant.from_toml(text) == variant
    assert bl.Game(bl.Variant.from_toml(text)) == bl.Game(variant)


def test_position_text_of_a_rank_holds_its_cells_only():
    game = bl.Game(ring())
    assert game.state("1B1/WB/3 0 - 0").text == "1B1/WB/3 0 - 0"
    with raises(bl.PositionError, "position text '3/3/3 0 - 0': rank 2 has 3 cells, board has 2"):
        game.state("3/3/3 0 - 0")


@pytest.mark.parametrize("off_board, error, message", [
    (5, bl.SpecError, "variant 'ring': off_board 5 is not a list"),
    ("zz", bl.SpecError, "variant 'ring': off_board: 'zz' is not a cell name"),
    ("d1", bl.SpecError, "off_board: cell d1 is not on the 3x3 rectangle"),
    ("a1 b1 c1 a2 b2 c2 a3 b3 c3", bl.SpecError, "off_board: no cell of the board is left"),
])
def test_bad_masks_are_refused(off_board, error, message):
    with raises(error, message):
        bl.Game(ring(off_board))


def test_a_region_on_a_missing_cell_is_refused():
    with raises(bl.SpecError, "region 'middle': cell b2 is off the board (off_board)"):
        bl.Game(ring(regions={"middle": "b1 b2"}))


def test_cell_names_of_missing_cells():
    state = bl.Game(ring()).start()
    with raises(bl.MoveSyntaxError, "move text 'a1-b2': cell b2 is not on the board (off_board)"):
        state.play("a1-b2")


def test_the_picture_and_the_planes_leave_the_missing_cell_out():
    state = bl.Game(ring()).start()
    assert str(state).splitlines()[:3] == [" 3 | . . .", " 2 | .   .", " 1 | W . ."]
    svg = "{http://www.w3.org/2000/svg}"
    squares = ET.fromstring(state._repr_svg_()).find(f"{svg}g").findall(f"{svg}rect")
    assert len(squares) == 8
    planes = state.observation()
    # Row r is rank r + 1: b2 is the middle of the middle row.
    np.testing.assert_array_equal(planes[-1], [[1, 1, 1], [1, 0, 1], [1, 1, 1]])


def test_fox_and_geese_cross():
    game = bl.game("fox_and_geese")
    assert len(game.off_board) == 16
    assert game.start().text == "3/3/7/3F3/GGGGGGG/GGG/GGG 0 - 0"
    assert str(game.start()).splitlines()[0] == " 7 |     . . ."

"""What Python takes from the C++ engine instead of repeating it: direction, target and enum
names, limits, the cell-name parser, and the fields and defaults of every primitive and end
condition (the dataclasses' fields must be the engine's)."""
from __future__ import annotations

import dataclasses


import pytest

import boardlab as bl
from boardlab import _core, rules
from conftest import raises, read_toml


def test_direction_and_target_names():
    assert bl.DIRECTIONS == ("north", "north_east", "east", "south_east", "south",
                             "south_west", "west", "north_west")
    assert bl.DIRECTION_SETS == {
        "orthogonal": (0x55, False), "diagonal": (0xAA, False), "all": (0xFF, False),
        "forward": (0x01, True), "forward_diagonal": (0x82, True), "forward_any": (0x83, True),
        "backward": (0x10, True), "backward_diagonal": (0x28, True), "sideways": (0x44, True)}
    assert bl.TARGETS == {"empty": 1, "enemy": 2, "friendly": 4, "neutral": 8,
                          "empty_or_enemy": 3, "any_piece": 14, "anything": 15}


def test_enum_names_and_limits():
    assert _core.LANDINGS == ("capture", "stack")
    assert _core.PATHS == ("straight", "bends", "bends_without_u")
    assert _core.WHENS == ("always", "winner_moved")
    assert _core.PLACEMENTS == ("placement_first", "anytime")
    assert _core.NO_LEGAL_MOVE_RESULTS == ("loses", "wins", "draws", "passes", "passes_or_ends",
                                          "loses_in_check")
    assert _core.END_SCORES == ("draw", "most_pieces")
    assert _core.GEOMETRIES == ("square", "hex")
    assert _core.ENCLOSURES == ("two_sides", "all_sides", "never")
    assert _core.CONTINUATIONS == ("compulsory", "optional")
    assert _core.HEADINGS == ("any", "straight")
    assert _core.CAPTURE_RULES == ("optional", "compulsory", "most")
    assert _core.LEAPT_REMOVALS == ("at_once", "at_turn_end")
    assert _core.LEAP_RANGES == ("adjacent", "flying")
    assert _core.SLIDE_DISTANCES == ("free", "pieces_on_line")
    assert _core.PROMOTION_TIMINGS == ("on_arrival", "at_turn_end")
    assert _core.LINE_LENGTHS == ("at_least", "exactly")
    assert (_core.MAX_NAME_LENGTH, _core.MAX_START_TEXT_LENGTH, _core.MAX_BOARD_SIDE) == \
        (31, 1024, 16)


@pytest.mark.parametrize("text, expected", [
    ("a1", (0, 0)), ("c3", (2, 2)), ("p16", (15, 15)), ("a10", (0, 9)),
    ("a01", None), ("a0", None), ("q1", None), ("a17", None), ("a", None), ("", None),
    ("1a", None), ("a1 ", None)])
def test_one_cell_name_parser(text, expected):
    assert _core.parse_cell_name(text) == expected
    if expected is not None:
        assert _core.cell_name(*expected) == text


def test_a01_is_not_a_cell_in_any_api():
    # Regression: the SVG renderer's parser read "a01" as a1.
    state = bl.game("breakthrough").start()
    with raises(bl.PositionError, "cell 'a01' is not a cell name (like 'a1')"):
        state.stack("a01")
    assert bl.display_svg._cell_xy("a01", 8, 8) is None
    assert bl.display_svg._cell_xy("h8", 8, 8) == (7, 7)
    assert bl.display_svg._cell_xy("i1", 8, 8) is None


@pytest.mark.parametrize("kind", list(rules.PRIMITIVES.values()) +
                         list(rules.END_CONDITIONS.values()), ids=lambda k: k.TYPE)
def test_dataclass_fields_are_the_engines(kind):
    fields, defaults = _form(kind.TYPE)
    assert rules.form_fields(kind) == fields
    for f in dataclasses.fields(kind):
        if f.name in defaults:
            assert f.default == defaults[f.name], f.name
        else:
            assert f.default is dataclasses.MISSING, f.name


def _form(type_name):
    """A primitive's or end condition's fields in order, and the defaults of those that have
    one, as the engine's schema describes them."""
    table = next(t for t in _core.SCHEMA["tables"]
                 if t["type"] == type_name and t["group"] in ("primitive", "end condition"))
    return (tuple(f["name"] for f in table["fields"]),
            {f["name"]: f["default"] for f in table["fields"] if f["presence"] != "required"})


def test_the_forms_of_counted_slides_and_groups():
    # A slide's distance and the pieces it passes come next to last, then its shortest move and
    # whether it may be taken en passant; a group's condition has a connection's fields without
    # the regions.
    fields, defaults = _form("slide")
    assert fields[-4:] == ("distance", "over", "min_distance", "passable")
    assert (defaults["distance"], defaults["over"]) == ("free", None)
    assert (defaults["min_distance"], defaults["passable"]) == (1, False)
    assert _form("all_connected") == (
        ("pieces", "winner", "directions", "when"), {"directions": "all", "when": "always"})
    assert rules.END_CONDITIONS["all_connected"] is bl.AllConnected
    assert _form("group_touches") == (
        ("pieces", "regions", "count", "winner", "directions", "when"),
        {"directions": "all", "when": "always"})
    assert _form("ring") == (("pieces", "winner", "when"), {"when": "always"})


def test_defaults_as_the_docs_give_them():
    # docs/variants.md, the primitive tables.
    assert bl.Step("all") == bl.Step("all", onto="empty_or_enemy", landing="capture",
                                     from_region=None, relative=False)
    assert bl.Leap("all").over == "any_piece" and bl.Leap("all").leapt == "stays"
    assert bl.Slide("all").max_distance == 0
    assert bl.Slide("all") == bl.Slide("all", max_distance=0, distance="free", over=None)
    assert bl.StackMove() == bl.StackMove(1, 1, "bends", "anything", "stack", None)
    assert bl.Drop() == bl.Drop(region=None, falls=None, relative=False, flips=None,
                                flipped=None, must_flip=False)
    assert bl.InARow(0, 3, 0) == bl.InARow(0, 3, 0, directions="all", length="at_least",
                                           when="always")
    assert bl.Reaches("W", "far", 0).when == "always"
    assert bl.AllConnected(0, 0) == bl.AllConnected(0, 0, directions="all", when="always")


def test_names_that_need_escaping_round_trip_through_toml():
    # Quotes, backslashes and control characters in names are escaped by toml++, and read back
    # the same by Python's own TOML reader.
    variant = bl.game("breakthrough", files=3, ranks=5).variant()
    variant.regions.update({'say "hi"': "a1", "back\\slash": "b1", "tab\there": "c1",
                            "zône": "a2"})
    text = variant.to_toml()
    assert read_toml(text)["regions"] == {
        "top_rank": "a5 b5 c5", "bottom_rank": "a1 b1 c1", 'say "hi"': "a1",
        "back\\slash": "b1", "tab\there": "c1", "zône": "a2"}
    assert bl.Game(bl.Variant.from_toml(text)).regions["tab\there"] == ["c1"]


def test_game_takes_only_a_variant():
    with raises(bl.SpecError, "Game() takes a Variant, not str"):
        bl.Game("breakthrough")


def test_progress_bar_from_python_gives_the_same_playouts():
    game = bl.game("pogo")
    plain = game.playouts(100, seed=2)
    shown = game.playouts(100, seed=2, progress=True)
    assert (plain["plies"] == shown["plies"]).all()

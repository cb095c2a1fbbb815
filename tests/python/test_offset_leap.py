"""OffsetLeap from Python and TOML: the knight's moves, the fields and their defaults, round trips,
and the errors of bad offsets and symmetries."""
import boardlab as bl
import pytest

from conftest import raises


def _leapers(*primitives, start="5/5/2N2/5/n4 0 - 0", files=5, ranks=5):
    return bl.Variant(
        name="leapers", files=files, ranks=ranks, start=start,
        kinds=[bl.Kind("N", 0, "white", list(primitives)),
               bl.Kind("n", 1, "black", list(primitives))],
        end_conditions=[bl.NoPiecesLeft("n", winner=0), bl.NoPiecesLeft("N", winner=1)])


def _texts(state):
    return sorted(str(m) for m in state.legal_moves)


def test_a_knight_in_the_middle_and_on_a_corner():
    game = bl.Game(_leapers(bl.OffsetLeap((1, 2), symmetry="all")))
    assert _texts(game.start()) == ["c3-a2", "c3-a4", "c3-b1", "c3-b5", "c3-d1", "c3-d5",
                                    "c3-e2", "c3-e4"]
    assert _texts(game.state("5/5/5/5/N3n 0 - 0")) == ["a1-b3", "a1-c2"]


def test_offsets_are_mirrored_for_player_1():
    game = bl.Game(_leapers(bl.OffsetLeap((2, 1), symmetry="left_right")))
    assert _texts(game.start()) == ["c3-a4", "c3-e4"]
    assert _texts(game.state("N4/5/2n2/5/5 1 - 0")) == ["c3-a2", "c3-e2"]


def test_defaults_come_from_the_engine_and_round_trip():
    leap = bl.OffsetLeap((1, 2))
    assert (leap.symmetry, leap.onto, leap.landing, leap.from_region) == (
        "none", "empty_or_enemy", "capture", None)
    assert bl.OffsetLeap((1, 2), symmetry="all").to_dict() == {
        "type": "offset_leap", "offset": [1, 2], "symmetry": "all"}
    variant = _leapers(bl.OffsetLeap((1, 2), symmetry="all"), bl.OffsetLeap((3, 0)))
    toml = variant.to_toml()
    assert 'offset = [1, 2]' in toml
    again = bl.Variant.from_toml(toml)
    assert again.to_toml() == toml
    assert bl.Game(again).variant() == bl.Game(variant).variant()
    assert bl.perft(bl.Game(again).start(), 3) == bl.perft(bl.Game(variant).start(), 3)


def test_knightthrough_is_built_in():
    game = bl.game("knightthrough")
    assert game.start().text == "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW 0 - 0"
    # Counted by an independent cell-loop program (tests/cpp/games/knightthrough_test.cpp).
    assert [bl.perft(game.start(), d) for d in (1, 2, 3)] == [40, 1600, 63520]
    assert len(list(game.start().legal_moves)) == 40


@pytest.mark.parametrize("fields, message", [
    ({"offset": [0, 0]}, "offset (0, 0) leaps nowhere"),
    ({"offset": [1, 16]}, "offset (1, 16) is not within -15..15 files and ranks"),
    ({"offset": [1]}, "offset [1] is not a pair [file, rank] of numbers"),
    ({"offset": "knight"}, "offset 'knight' is not a pair [file, rank] of numbers"),
    ({"offset": [1, 2.5]}, "offset 2.5 is not a whole number"),
    ({"offset": [1, 2], "symmetry": "rotations"},
     "symmetry 'rotations' is not one of none, left_right, all"),
    ({"offset": [1, 2], "directions": "all"},
     "unknown field 'directions' for offset_leap"),
])
def test_bad_offset_leaps_are_spec_errors(fields, message):
    with pytest.raises(bl.SpecError) as error:
        bl.Game(bl.Variant.from_dict({
            "name": "bad", "files": 5, "ranks": 5, "start": "5/5/2N2/5/n4 0 - 0",
            "kinds": [{"symbol": "N", "owner": 0, "moves": [{"type": "offset_leap", **fields}]},
                      {"symbol": "n", "owner": 1}]}))
    assert message in str(error.value)


def test_the_symmetry_names_are_the_engines():
    assert list(bl._core.SYMMETRIES) == ["none", "left_right", "all"]

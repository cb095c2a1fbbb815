"""Variant files are read by the engine's own reader (variant_file.hpp, the one the C++ library
offers): the Python package and a C++ program give the same games, perft and messages."""
from __future__ import annotations

from pathlib import Path

import pytest

import boardlab as bl
from boardlab import _core
from conftest import raises

REPOSITORY = Path(__file__).resolve().parents[2]
EXPECTED = REPOSITORY / "tests" / "data" / "example_variants_perft.txt"


def _expected():
    for line in EXPECTED.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            name, *counts = line.split()
            yield name, [int(c) for c in counts]


@pytest.mark.parametrize("name, counts", list(_expected()))
def test_each_example_file_has_the_perft_the_cpp_reader_gives(name, counts):
    # tests/cpp/variant_file_test.cpp and the installed package's consumer check the same list.
    game = bl.load_variant(REPOSITORY / "examples" / "variants" / name)
    assert [bl.perft(game.start(), depth) for depth in (1, 2, 3)] == counts


def test_every_example_file_is_listed():
    listed = {name for name, _ in _expected()}
    assert listed == {p.name for p in (REPOSITORY / "examples" / "variants").glob("*.toml")}


def test_python_reads_files_through_the_engine_with_lines():
    text = bl.game("breakthrough", files=3, ranks=5).variant().to_toml()
    assert text == _core.write_variant(bl.game("breakthrough", files=3, ranks=5)._core.spec())
    bad = text.replace('directions = "forward"', 'directions = "up"', 1)
    line = bad.splitlines().index(next(l for l in bad.splitlines() if '"up"' in l)) + 1
    with raises(bl.SpecError, match=r"\Avariant file 'x\.toml': kinds\[0\]\.moves\[0\] \(Step\): "
                r"directions: 'up' is not a direction or direction set \(north, .*\) "
                rf"\(line {line}\)\Z"):
        bl.Variant.from_toml(bad, "'x.toml'")


def test_the_schema_gives_the_python_types():
    # Every primitive and end condition of the engine's schema is a class here, with its fields
    # in the engine's order and its defaults.
    for table in _core.SCHEMA["tables"]:
        if table["group"] not in ("primitive", "end condition"):
            continue
        cls = getattr(bl, table["struct"])
        assert cls.TYPE == table["type"]
        assert bl.rules.form_fields(cls) == tuple(f["name"] for f in table["fields"])
        for f in table["fields"]:
            assert f["doc"] in cls.__doc__

"""The installed package carries its type stubs, and they cover the public names."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

import boardlab
import boardlab._game
import boardlab.variant

PACKAGE = Path(boardlab.__file__).parent


def test_stubs_and_marker_are_installed():
    for name in ("py.typed", "__init__.pyi", "_game.pyi", "variant.pyi", "_core.pyi"):
        assert (PACKAGE / name).is_file(), f"{name} is missing from {PACKAGE}"


def _stub_names(path: Path) -> set:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in tree.body:
        if isinstance(node, (ast.ClassDef, ast.FunctionDef)):
            names.add(node.name)
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names.update(t.id for t in targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.ImportFrom):
            names.update(a.asname or a.name for a in node.names)
    return names


@pytest.mark.parametrize("module, stub", [
    (boardlab, "__init__.pyi"), (boardlab._game, "_game.pyi"), (boardlab.variant, "variant.pyi")])
def test_stubs_name_every_public_name(module, stub):
    missing = set(module.__all__) - _stub_names(PACKAGE / stub)
    assert not missing


def test_core_stub_names_every_class_and_function():
    from boardlab import _core
    public = {n for n in dir(_core) if not n.startswith("_")} | {"__version__"}
    missing = public - _stub_names(PACKAGE / "_core.pyi")
    assert not missing

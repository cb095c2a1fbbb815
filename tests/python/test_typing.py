"""The installed package is typed: the C++ module's stubs are installed and generated from it
(so they name everything it has), and the pure-Python modules annotate every public function."""
from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest

import boardlab
import boardlab._game
import boardlab.rules
import boardlab.variant

PACKAGE = Path(boardlab.__file__).parent


def test_stubs_and_marker_are_installed():
    for name in ("py.typed", "_core.pyi"):
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


def test_core_stub_names_every_class_and_function():
    from boardlab import _core
    public = {n for n in dir(_core) if not n.startswith("_")} | {"__version__"}
    missing = public - _stub_names(PACKAGE / "_core.pyi")
    assert not missing


def _public_callables(module):
    for name in module.__all__:
        value = getattr(module, name)
        if inspect.isclass(value) and value.__module__ == module.__name__:
            yield name, value
            for member, function in vars(value).items():
                if inspect.isfunction(function) and not member.startswith("_"):
                    yield f"{name}.{member}", function
        elif inspect.isfunction(value) and value.__module__ == module.__name__:
            yield name, value


@pytest.mark.parametrize("module", [boardlab._game, boardlab.rules, boardlab.variant],
                         ids=lambda m: m.__name__)
def test_pure_python_modules_annotate_their_public_functions(module):
    unannotated = []
    for name, value in _public_callables(module):
        if inspect.isclass(value):
            continue
        signature = inspect.signature(value)
        parameters = [p for p in signature.parameters.values() if p.name not in ("self", "cls")]
        if signature.return_annotation is inspect.Signature.empty or any(
                p.annotation is inspect.Parameter.empty and p.kind not in (p.VAR_KEYWORD,)
                for p in parameters):
            unannotated.append(name)
    assert not unannotated

"""The installed package is typed: the C++ module's stubs are installed and generated from it
(so they name everything it has), and the pure-Python modules annotate every public function."""
from __future__ import annotations

import ast
import inspect
import subprocess
import sys
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


# pybind11's own forms, which stubtest reports whatever the bindings do: its classes have a
# metaclass of their own and pybind11_object's __init__ (boardlab's refuse construction from
# Python, so they bind none; VectorEnv binds one), and pybind11-stubgen writes an __all__ the
# module lacks. LegalMoves is a type of CPython's own (legal_moves_view.cpp), which cannot be
# subclassed and whose slots take their argument by position: pybind11-stubgen writes neither
# @final nor the positional-only marker.
STUBTEST_ALLOWLIST = """\
boardlab._core.LegalMoves
boardlab._core.LegalMoves.__contains__
boardlab._core.LegalMoves.__getitem__
boardlab._core.Agent
boardlab._core.Agent.__init__
boardlab._core.Game
boardlab._core.Move
boardlab._core.Spec
boardlab._core.State
boardlab._core.Game.__init__
boardlab._core.Move.__init__
boardlab._core.Spec.__init__
boardlab._core.State.__init__
boardlab._core.VectorEnv
boardlab._core.__all__
"""

# mypy's errors stop stubtest before it compares anything. pybind11-stubgen writes
# `__hash__: ClassVar[None] = None` for unhashable classes and `__eq__(self, other: Spec)`,
# which mypy reports as `assignment` and `override`; the one other `assignment` error is a None
# default, which test_stub_parameters_defaulting_to_none_admit_none checks on its own.
STUBTEST_CONFIG = """\
[mypy]
disable_error_code = assignment, override
"""


def test_core_stubs_agree_with_the_module(tmp_path):
    pytest.importorskip("mypy.stubtest", reason="mypy is not installed (pip install '.[test]')")
    (tmp_path / "allowlist.txt").write_text(STUBTEST_ALLOWLIST)
    (tmp_path / "mypy.ini").write_text(STUBTEST_CONFIG)
    # From tmp_path, so that the installed package is the one checked.
    result = subprocess.run(
        [sys.executable, "-m", "mypy.stubtest", "boardlab._core", "--mypy-config-file",
         "mypy.ini", "--allowlist", "allowlist.txt"],
        cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Success: no issues found" in result.stdout


def _none_defaults(path: Path):
    """(function, parameter, annotation) of every stub parameter whose default is None."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.FunctionDef):
            arguments = node.args.args + node.args.kwonlyargs
            defaults = [None] * (len(node.args.args) - len(node.args.defaults)) + \
                node.args.defaults + node.args.kw_defaults
            for argument, default in zip(arguments, defaults):
                if isinstance(default, ast.Constant) and default.value is None:
                    annotation = argument.annotation or ast.Name("Any")
                    yield node.name, argument.arg, ast.unparse(annotation)


def _admits_none(annotation: ast.expr) -> bool:
    """Whether a type admits None at its top level (`X | None`, Optional, Union, Any), not
    inside (the None of `Callable[[int], None]` is what the callable returns)."""
    name = ast.unparse(annotation.value if isinstance(annotation, ast.Subscript) else annotation)
    if isinstance(annotation, ast.Constant):
        return annotation.value is None
    if isinstance(annotation, ast.BinOp) and isinstance(annotation.op, ast.BitOr):
        return _admits_none(annotation.left) or _admits_none(annotation.right)
    if isinstance(annotation, ast.Subscript) and name.split(".")[-1] in ("Optional", "Union"):
        items = annotation.slice.elts if isinstance(annotation.slice, ast.Tuple) else \
            [annotation.slice]
        return name.endswith("Optional") or any(_admits_none(item) for item in items)
    return name.split(".")[-1] == "Any"


def test_admits_none_reads_the_top_level():
    for text, admits in [("None", True), ("int | None", True), ("typing.Optional[int]", True),
                         ("typing.Union[int, None]", True), ("typing.Any", True), ("int", False),
                         ("collections.abc.Callable[[int], None]", False),
                         ("typing.Union[int, str]", False)]:
        assert _admits_none(ast.parse(text, mode="eval").body) is admits, text


NONE_DEFAULTS = list(_none_defaults(PACKAGE / "_core.pyi"))


def test_the_stub_has_parameters_defaulting_to_none():
    assert ("playouts", "progress") in [(f, p) for f, p, _ in NONE_DEFAULTS]


@pytest.mark.parametrize("function, parameter, annotation", NONE_DEFAULTS,
                         ids=lambda v: v if isinstance(v, str) and " " not in v and "[" not in v
                         else None)
def test_stub_parameters_defaulting_to_none_admit_none(function, parameter, annotation):
    assert _admits_none(ast.parse(annotation, mode="eval").body), annotation

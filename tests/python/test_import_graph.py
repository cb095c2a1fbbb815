"""The package's modules import one another in one direction only: no module imports, at any
level (a function's body or a type-checking block included), one that imports it back, however
indirectly. A cycle makes import order matter and hides which module is the lower one."""
from __future__ import annotations

import ast
import importlib.util
from pathlib import Path
from typing import Dict, List, Set

import boardlab

PACKAGE = Path(boardlab.__file__).parent


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imports(path: Path) -> Set[str]:
    """The package's modules that the module at `path` imports, anywhere in it."""
    name = _module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: Set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names if a.name.startswith("boardlab"))
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - (node.level - 1)]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            if not module.startswith("boardlab"):
                continue
            # `from . import x` imports the module x when there is one, else a name of `module`.
            for alias in node.names:
                candidate = f"{module}.{alias.name}"
                try:
                    is_module = importlib.util.find_spec(candidate) is not None
                except ModuleNotFoundError:  # `module` is itself a module, not a package
                    is_module = False
                out.add(candidate if is_module else module)
    return {m for m in out if m != name}


def _graph() -> Dict[str, Set[str]]:
    modules = {_module_name(p): p for p in PACKAGE.rglob("*.py")}
    return {name: {m for m in _imports(path) if m in modules} for name, path in modules.items()}


def _cycle(graph: Dict[str, Set[str]]) -> List[str]:
    """One cycle of the graph, or [] when it has none."""
    state: Dict[str, int] = {}  # 1: on the path, 2: done
    path: List[str] = []

    def visit(node: str) -> List[str]:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                return path[path.index(nxt):] + [nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        state[node] = 2
        path.pop()
        return []

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return []


def test_the_package_imports_without_a_cycle():
    # The package's root is a module of the graph too: what it imports may not import it back
    # (the command line, which it does not import, uses it as any program would).
    graph = _graph()
    assert "boardlab.agents" in graph["boardlab"]
    cycle = _cycle(graph)
    assert cycle == [], "import cycle: " + " -> ".join(cycle)


def test_the_cycle_finder_finds_one():
    # The test above could not fail if the finder missed cycles.
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": set()}) == []
    assert "boardlab.variant" in _graph()["boardlab._game"]

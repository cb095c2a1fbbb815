"""The parts of the docs that the code generates (tools/doc_tables.py) are the code's current
ones: a new game, option or variant field shows in docs/python.md, or this fails."""
from __future__ import annotations

import importlib.util

import boardlab as bl
from conftest import ROOT


def _doc_tables():
    path = ROOT / "tools" / "doc_tables.py"
    spec = importlib.util.spec_from_file_location("doc_tables", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_generated_parts_of_python_md_are_current():
    doc_tables = _doc_tables()
    text = doc_tables.DOC.read_text(encoding="utf-8")
    assert doc_tables.updated(text) == text, (
        f"docs/python.md's generated tables differ from the code: run {doc_tables.COMMAND}")


def test_the_schema_tables_of_variants_md_are_the_engines():
    # Each field of the schema is described once, in C++ (schema.hpp); docs/variants.md shows
    # that description, and a new field shows there or this fails.
    doc_tables = _doc_tables()
    text = doc_tables.VARIANTS_DOC.read_text(encoding="utf-8")
    assert doc_tables.updated(text, doc_tables.VARIANTS_DOC) == text, (
        f"docs/variants.md's schema tables differ from the engine's: run {doc_tables.COMMAND}")
    for table in bl._core.SCHEMA["tables"]:
        if table["group"] in ("primitive", "kind", "game", "evaluation term"):
            for field in table["fields"]:
                assert f"| `{field['name']}` |" in text, (table["type"], field["name"])


def test_every_builtin_option_is_in_the_table():
    # A table the generator got wrong would pass the test above too (issue 32: Skateboards'
    # trashcans was missing from the hand-written one).
    doc_tables = _doc_tables()
    rows = doc_tables.options_table().splitlines()[2:]
    assert len(rows) == sum(len(options) for options in bl.BUILTIN_GAMES.values())
    assert any("`trashcans`" in row for row in rows)


def test_architecture_md_names_every_header():
    # A contributor finds every header in docs/architecture.md's map, where its layer says what
    # it may include. A built-in game's own header is the registry's business, not the map's
    # (docs/games.md has a section for each).
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    include = ROOT / "include" / "boardlab"
    missing = []
    for path in sorted(include.rglob("*.hpp")):
        name = path.relative_to(include).as_posix()
        if name.startswith("games/") and path.stem in bl.BUILTIN_GAMES:
            continue
        if f"`{name}`" not in text:
            missing.append(name)
    assert missing == [], f"headers docs/architecture.md does not name: {missing}"


def test_the_agents_table_of_agents_md_is_the_engines():
    # The engine's table of agents (analysis/agent.hpp) is the one list of agents: the docs'
    # table is written from it, and a new agent shows there or this fails.
    doc_tables = _doc_tables()
    text = doc_tables.AGENTS_DOC.read_text(encoding="utf-8")
    assert doc_tables.updated(text, doc_tables.AGENTS_DOC) == text, (
        f"docs/agents.md's table of agents differs from the engine's: run {doc_tables.COMMAND}")
    for agent in bl._core.AGENTS:
        assert f"| `{agent['usage']}` |" in text, agent["name"]


def test_the_cpp_agent_of_agents_md_is_the_example_the_tests_play():
    # docs/agents.md shows examples/agents/first_move_agent.hpp whole; tests/cpp/agents_test.cpp
    # plays that file, so the example the docs show compiles and plays.
    text = (ROOT / "docs" / "agents.md").read_text(encoding="utf-8")
    example = (ROOT / "examples" / "agents" / "first_move_agent.hpp").read_text(encoding="utf-8")
    assert "```cpp\n" + example + "```" in text

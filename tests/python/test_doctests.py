"""The package's docstring examples, and every `>>>` example in the docs, run as doctests."""
from __future__ import annotations

import doctest
import importlib
import pkgutil
import re
from pathlib import Path

import pytest

import boardlab
from conftest import DOCS_DIR

FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE

# Every module of the package, found rather than listed, so that a new one's examples run too.
MODULES = ["boardlab"] + [f"boardlab.{m.name}" for m in pkgutil.iter_modules(boardlab.__path__)
                          if m.name != "_core"]


def test_the_modules_with_examples_include_cli_and_display_svg():
    assert {"boardlab.cli", "boardlab.display_svg", "boardlab.rules"} <= set(MODULES)


@pytest.mark.parametrize("name", MODULES)
def test_module_doctests(name):
    module = importlib.import_module(name)
    source = Path(module.__file__).read_text(encoding="utf-8")
    # Every `>>>` line of the file is an example doctest finds and runs: none sits where
    # doctest does not look (a comment, a string that is not a docstring).
    prompts = len(re.findall(r"^ *>>> ", source, flags=re.MULTILINE))
    result = doctest.testmod(module, optionflags=FLAGS, verbose=False)
    assert result.attempted == prompts
    assert result.failed == 0


@pytest.mark.parametrize("name", ["python.md", "variants.md", "agents.md"])
def test_docs_examples(name, monkeypatch):
    path = DOCS_DIR / name
    assert path.exists(), path
    monkeypatch.chdir(DOCS_DIR.parent)  # examples name files relative to the repository
    result = doctest.testfile(str(path), module_relative=False, optionflags=FLAGS,
                              verbose=False, encoding="utf-8")
    assert result.attempted > 0, f"{name} has no >>> example"
    assert result.failed == 0

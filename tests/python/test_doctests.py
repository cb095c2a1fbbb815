"""The package's docstring examples, and every `>>>` example in the docs, run as doctests."""
from __future__ import annotations

import doctest

import pytest

import boardlab
import boardlab._game
import boardlab.display
import boardlab.variant
from conftest import DOCS_DIR

FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE


@pytest.mark.parametrize("module", [boardlab, boardlab._game, boardlab.variant, boardlab.display],
                         ids=lambda m: m.__name__)
def test_module_doctests(module):
    result = doctest.testmod(module, optionflags=FLAGS, verbose=False)
    assert result.attempted > 0, f"{module.__name__} has no doctest"
    assert result.failed == 0


@pytest.mark.parametrize("name", ["python.md", "variants.md"])
def test_docs_examples(name, monkeypatch):
    path = DOCS_DIR / name
    assert path.exists(), path
    monkeypatch.chdir(DOCS_DIR.parent)  # examples name files relative to the repository
    result = doctest.testfile(str(path), module_relative=False, optionflags=FLAGS,
                              verbose=False, encoding="utf-8")
    assert result.attempted > 0, f"{name} has no >>> example"
    assert result.failed == 0

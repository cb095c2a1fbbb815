"""Shared fixtures for the Python tests: the repository's paths and every game worth checking
(the built-ins with default and non-default options, and the shipped variants)."""
from __future__ import annotations

import contextlib
import re
from pathlib import Path
from typing import Iterator, Optional

import pytest

import boardlab as bl

ROOT = Path(__file__).resolve().parents[2]
VARIANTS_DIR = ROOT / "examples" / "variants"
VARIANT_FILES = sorted(VARIANTS_DIR.glob("*.toml"))
DOCS_DIR = ROOT / "docs"

# Built-in games as (name, options): defaults, plus options that change the geometry or rules.
BUILTIN_CASES = [
    ("skateboards", {}),
    ("pogo", {}),
    ("pogo", {"three_step_u": False}),
    ("pocket_battlefield", {}),
    ("pocket_battlefield", {"size": 6}),
    ("breakthrough", {}),
    ("breakthrough", {"files": 5, "ranks": 6}),
    ("breakthrough", {"files": 10, "ranks": 10}),  # over 64 cells: the engine's wide boards
]


def builtin_id(case) -> str:
    name, options = case
    return name + "".join(f"-{k}={v}" for k, v in options.items())


def all_game_cases():
    """(id, factory) for every built-in game case and every shipped variant file."""
    cases = [(builtin_id(c), (lambda c=c: bl.game(c[0], **c[1]))) for c in BUILTIN_CASES]
    cases += [(f"variant-{p.stem}", (lambda p=p: bl.load_variant(p))) for p in VARIANT_FILES]
    return cases


GAME_CASES = all_game_cases()


@pytest.fixture(params=[factory for _, factory in GAME_CASES], ids=[i for i, _ in GAME_CASES])
def any_game(request):
    """Every built-in game case and every shipped variant, as a Game."""
    return request.param()


@contextlib.contextmanager
def raises(cls: type, message: Optional[str] = None, *,
           match: Optional[str] = None) -> Iterator[pytest.ExceptionInfo]:
    """pytest.raises for exactly `cls`: a subclass or a parent class of it fails (SpecError
    where PositionError is meant, or a bare ValueError, are other bugs). `message` is the whole
    message, `match` a pattern searched for in it."""
    assert (message is None) != (match is None), "give the message or a pattern"
    pattern = r"\A" + re.escape(message) + r"\Z" if message is not None else match
    with pytest.raises(cls, match=pattern) as info:
        yield info
    assert info.type is cls, f"raised {info.type.__name__}, not {cls.__name__}: {info.value}"

"""Variant files: reading TOML (tomllib) with errors of boardlab's own, and writing a variant's
data in the schema's layout (docs/variants.md), every key and value formatted by tomli-w.

The layout is written here rather than left to ``tomli_w.dumps`` because tomli-w chooses
between inline and table forms by line length: the same schema would come out in different
shapes for different games (short end conditions inlined before the kinds, moves split into
``[[kinds.moves]]`` tables once a direction list appears). Quoting and escaping, where mistakes
hide, are tomli-w's.
"""
from __future__ import annotations

import sys
from typing import Any, Dict, List

import tomli_w

from ._core import SpecError

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

__all__ = ["read", "write_variant"]

HEADER = "# boardlab variant (schema: docs/variants.md)"


def read(text: str, where: str) -> Dict[str, Any]:
    """The data of a TOML document; SpecError naming ``where`` if it is not valid TOML."""
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise SpecError(f"{where}: not valid TOML: {e}") from None


def _line(key: str, value: Any) -> str:
    """``key = value`` as tomli-w writes it (keys quoted when not bare, strings escaped)."""
    return tomli_w.dumps({key: value}).rstrip("\n")


def _value(value: Any) -> str:
    """A value on one line: scalars and lists of scalars as tomli-w writes them, inline tables
    of those."""
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{_key(k)} = {_value(v)}" for k, v in value.items()) + " }"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_value(v) for v in value) + "]"
    return _line("v", value)[len("v = "):]


def _key(key: str) -> str:
    return _line(key, 0)[:-len(" = 0")]


def write_variant(data: Dict[str, Any]) -> str:
    """The TOML document of a variant's data (Variant.to_dict): top-level fields, [regions],
    one [[kinds]] table per kind with its moves as inline tables, one [[end]] per condition."""
    lines: List[str] = [HEADER]
    for key in ("name", "files", "ranks", "max_plies", "placement", "no_legal_move", "start"):
        lines.append(f"{_key(key)} = {_value(data[key])}")
    if data["regions"]:
        lines += ["", "[regions]"]
        lines += [f"{_key(k)} = {_value(v)}" for k, v in data["regions"].items()]
    for kind in data["kinds"]:
        lines += ["", "[[kinds]]"]
        for key in ("symbol", "owner", "name"):
            lines.append(f"{_key(key)} = {_value(kind[key])}")
        lines.append("moves = [")
        lines += [f"  {_value(m)}," for m in kind["moves"]]
        lines.append("]")
    for condition in data["end"]:
        lines += ["", "[[end]]"]
        lines += [f"{_key(k)} = {_value(v)}" for k, v in condition.items()]
    return "\n".join(lines) + "\n"

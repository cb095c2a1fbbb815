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

from ._core import SpecError, shown

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

__all__ = ["decode", "read", "write_variant"]

HEADER = "# boardlab variant (schema: docs/variants.md)"


def read(text: str, where: str) -> Dict[str, Any]:
    """The data of a TOML document; SpecError naming ``where`` if it is not valid TOML."""
    if not isinstance(text, str):
        raise SpecError(f"{where}: {shown(text)} is not text (bytes: use Variant.from_file, "
                        f"or decode them as UTF-8)")
    try:
        # A byte order mark read as text is no TOML, but it is only an editor's mark.
        return tomllib.loads(text[1:] if text.startswith("\ufeff") else text)
    except tomllib.TOMLDecodeError as e:
        raise SpecError(f"{where}: not valid TOML: {e}") from None
    except RecursionError:
        # tomllib reads nested arrays and inline tables recursively; no variant nests deeper
        # than a list inside a table inside a list.
        raise SpecError(f"{where}: not valid TOML: arrays or tables nested too deeply") from None


def decode(data: bytes, where: str) -> str:
    """The text of a variant file's bytes: UTF-8, as TOML requires, with or without a byte
    order mark (some Windows editors write one); SpecError naming ``where`` and the place of
    the first byte that is not UTF-8."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        column = e.start - (data.rfind(b"\n", 0, e.start) + 1) + 1
        raise SpecError(f"{where}: not UTF-8 text: byte 0x{data[e.start]:02x} at line {line}, "
                        f"column {column} (TOML files are UTF-8)") from None


def _lines(document: str) -> List[str]:
    """tomli-w's lines, split at its newlines only: str.splitlines() also splits at the
    separators TOML strings hold as they are (U+2028, U+2029, U+0085, ...)."""
    return [line for line in document.split("\n") if line]


def _pairs(table: Dict[str, Any]) -> List[str]:
    """``key = value`` for each entry of a table of scalars and lists of scalars, in order, as
    tomli-w writes them (keys quoted when not bare, strings escaped), lists on one line. Two
    tomli-w calls a table: one for the keys, one for every value (under bare keys of its own)."""
    keys = [line[:-len(" = 0")] for line in _lines(tomli_w.dumps({k: 0 for k in table}))]
    values = [x for v in table.values() for x in (v if isinstance(v, (list, tuple)) else [v])]
    document = tomli_w.dumps({f"v{n}": x for n, x in enumerate(values)})
    texts = iter(line.split(" = ", 1)[1] for line in _lines(document))
    out = []
    for key, value in zip(keys, table.values()):
        if isinstance(value, (list, tuple)):
            out.append(f"{key} = [" + ", ".join(next(texts) for _ in value) + "]")
        else:
            out.append(f"{key} = {next(texts)}")
    return out


def _inline(table: Dict[str, Any]) -> str:
    return "{ " + ", ".join(_pairs(table)) + " }"


def write_variant(data: Dict[str, Any]) -> str:
    """The TOML document of a variant's data (Variant.to_dict): top-level fields, [regions],
    one [[kinds]] table per kind with its moves as inline tables, one [[end]] per condition, one
    [[evaluation]] per term of the game's evaluation."""
    top = ("name", "files", "ranks", "geometry", "off_board", "max_plies", "placement",
           "no_legal_move", "end_score", "capture_rule", "leapt_removal", "quiet_turn_limit",
           "start")
    lines: List[str] = [HEADER] + _pairs({key: data[key] for key in top if key in data})
    if "custodial" in data:
        lines += [f"custodial = {_inline(data['custodial'])}"]
    if data["regions"]:
        lines += ["", "[regions]"] + _pairs(data["regions"])
    for kind in data["kinds"]:
        lines += ["", "[[kinds]]"] + _pairs({key: kind[key] for key in
                                             ("symbol", "owner", "name", "colour", "barred",
                                              "enclosure", "custodian") if key in kind})
        if "promotion" in kind:
            lines += [f"promotion = {_inline(kind['promotion'])}"]
        lines += ["moves = ["] + [f"  {_inline(m)}," for m in kind["moves"]] + ["]"]
    for condition in data["end"]:
        lines += ["", "[[end]]"] + _pairs(condition)
    for term in data.get("evaluation", []):
        lines += ["", "[[evaluation]]"] + _pairs(term)
    return "\n".join(lines) + "\n"

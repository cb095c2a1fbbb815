"""A whole game as data: ``Variant``, built in Python from the primitives or read from TOML.

A variant is composed from the same primitives as the C++ games and runs on the C++ engine:

>>> import boardlab as bl
>>> tiny = bl.Variant(
...     name="tiny_breakthrough", files=3, ranks=4,
...     regions={"far": "a4 b4 c4", "near": "a1 b1 c1"},
...     kinds=[
...         bl.Kind("W", owner=0, moves=[bl.Step("forward", onto="empty"),
...                                       bl.Step("forward_diagonal")]),
...         bl.Kind("B", owner=1, moves=[bl.Step("forward", onto="empty"),
...                                       bl.Step("forward_diagonal")]),
...     ],
...     end_conditions=[bl.Reaches("W", "far", winner=0), bl.Reaches("B", "near", winner=1)],
...     start="BBB/3/3/WWW 0 - 0",
... )
>>> game = bl.Game(tiny)
>>> len(game.start().legal_moves)
7

The TOML form (``docs/variants.md``) holds the same fields; ``bl.load_variant(path)`` reads a
file into a Game, ``Variant.from_toml`` into a Variant, and ``Variant.to_toml()`` writes one.
A Variant is plain data and knows nothing of games: ``bl.Game(variant)`` checks and compiles it.
"""
from __future__ import annotations

import os
from dataclasses import field, make_dataclass
from pathlib import Path
from typing import Any, Dict, Optional, Union

from . import _core
from ._core import SpecError, shown
from .rules import _ANNOTATIONS, fields_from_data, plain, schema_table

__all__ = ["Variant"]

# The game's fields as the engine describes them (schema.hpp): their defaults are written there.
_GAME_TABLE = schema_table("game")
_GAME = {f["name"]: f for f in _GAME_TABLE["fields"]}
# The Variant's attribute for each top-level field of the schema: all the same but one.
_ATTRIBUTE = {name: ("end_conditions" if name == "end" else name) for name in _GAME}


def _named(name: Any) -> str:
    """How messages about a variant's own fields name it: by its name, when it has one."""
    return f"variant {shown(name)}" if isinstance(name, str) and name else "variant"


def _read(data: Any, where: str) -> "_core.Spec":
    """The engine's spec of a variant's data; `where` names the variant in messages about its
    own fields."""
    return _core.spec_from_data(data, where)


class _VariantData:
    """What a Variant does; its fields are the schema's (made below)."""

    # -- to and from the engine --

    def data(self, changed_only: bool = False) -> Dict[str, Any]:
        """The variant as plain data in the schema's order (the TOML schema of
        docs/variants.md), values as they are, for the engine to check; with ``changed_only``,
        fields equal to their defaults (and None) are left out."""
        out: Dict[str, Any] = {}
        for name, info in _GAME.items():
            value = plain(getattr(self, _ATTRIBUTE[name]), changed_only)
            if changed_only and info["presence"] != "required" and (
                    value is None or value == info["default"]):
                continue
            out[name] = value
        if changed_only and isinstance(out.get("evaluation"), list):
            # None is an absent kind or region, as the engine reads it, and TOML has no None.
            out["evaluation"] = [{k: v for k, v in t.items() if v is not None}
                                 if isinstance(t, dict) else t for t in out["evaluation"]]
        return out

    def to_spec(self) -> "_core.Spec":
        """The engine's spec; raises SpecError naming the field for anything invalid."""
        return _read(self.data(), _named(self.name))

    @classmethod
    def from_spec(cls, spec: "_core.Spec") -> "Variant":
        """The variant of an engine spec (how built-in games are exported)."""
        return cls._of_checked_data(spec.to_data(changed_only=True))

    # -- dict and TOML --

    def to_dict(self) -> dict:
        """Plain data (the TOML schema of docs/variants.md), leaving out defaults."""
        return self.data(changed_only=True)

    @classmethod
    def from_dict(cls, data: dict, source: Optional[str] = None) -> "Variant":
        """Reads the TOML schema's plain data; errors name the field, and ``source`` (by default
        the variant's name) for the game's own fields."""
        if source is None:
            source = _named(data.get("name") if isinstance(data, dict) else None)
        _read(data, source)
        return cls._of_checked_data(data)

    @classmethod
    def _of_checked_data(cls, data: Dict[str, Any]) -> "Variant":
        fields = fields_from_data(_GAME_TABLE, data)
        return cls(**{_ATTRIBUTE[name]: value for name, value in fields.items()})

    def to_toml(self) -> str:
        """The variant as a TOML document that ``Variant.from_toml`` reads back; a variant the
        engine would refuse raises the SpecError that says why, instead of being written."""
        return _core.write_variant(self.to_spec())

    @classmethod
    def from_file(cls, path: Union[str, Path]) -> "Variant":
        """Reads a variant TOML file (docs/variants.md); errors name the file."""
        if not isinstance(path, (str, os.PathLike)):
            raise SpecError(f"variant file {shown(path)} is not a path")
        p = Path(path)
        try:
            data = p.read_bytes()
        except OSError as e:
            raise SpecError(f"variant file {str(p)!r}: cannot be read: {e.strerror}") from None
        except ValueError as e:  # a NUL, or a lone surrogate the file system cannot encode
            raise SpecError(f"variant file {str(p)!r}: cannot be read: {e}") from None
        where = f"variant file {str(p)!r}"
        return cls._of_checked_data(_core.read_variant_file_data(data, where))

    @classmethod
    def from_toml(cls, text: str, source: str = "<string>") -> "Variant":
        """Reads a TOML document; errors name ``source`` (a file's path), the line and the
        field."""
        where = f"variant file {source}"
        if not isinstance(text, str):
            raise SpecError(f"{where}: {shown(text)} is not text (bytes: use Variant.from_file, "
                            f"or decode them as UTF-8)")
        return cls._of_checked_data(_core.read_variant_data(text, where))


def _variant_fields() -> list:
    """The Variant's fields: the game's fields of the schema, in its order (the required ones
    first), with their defaults; lists and tables as fresh ones for each Variant."""
    fields = []
    for name, info in _GAME.items():
        annotation = _ANNOTATIONS[info["type"]]
        if info["presence"] == "required":
            fields.append((_ATTRIBUTE[name], annotation))
            continue
        default = info["default"]
        if isinstance(default, (list, dict)):
            spec = field(default_factory=type(default))
        else:
            spec = field(default=default)
        fields.append((_ATTRIBUTE[name], Optional[annotation] if default is None else annotation,
                       spec))
    return fields


def _variant_doc() -> str:
    lines = ["A whole game as data; ``bl.Game(variant)`` checks it and returns a playable Game.",
             "", "Fields (docs/variants.md; ``end_conditions`` is the file's ``end``):"]
    for name, info in _GAME.items():
        default = "required" if info["presence"] == "required" else f"default {info['default']!r}"
        lines.append(f"    {_ATTRIBUTE[name]}: {info['doc']}; {default}.")
    return "\n".join(lines)


Variant = make_dataclass("Variant", _variant_fields(), bases=(_VariantData,),
                         namespace={"__doc__": _variant_doc()})
Variant.__module__ = __name__  # where pickle finds it

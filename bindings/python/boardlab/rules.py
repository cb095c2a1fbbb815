"""The rules a variant is made of, as plain data: the movement primitives, the end conditions,
the piece kinds, promotion and custodial capture. Each class is a table of the TOML schema
(``docs/variants.md``) with the same fields, made at import from the engine's one description of
the schema (``_core.SCHEMA``): names, order, defaults, allowed values and documentation are
written once, in C++ (schema.hpp), which also checks every value when the variant becomes a Game.

>>> import boardlab as bl
>>> step = bl.Step("forward_diagonal", onto="empty")
>>> step.landing, step.from_region          # the engine's defaults
('capture', None)
>>> step.to_dict()
{'type': 'step', 'directions': 'forward_diagonal', 'onto': 'empty'}
>>> bl.Reaches("W", "far", winner=0).to_dict()
{'type': 'reaches', 'pieces': 'W', 'region': 'far', 'winner': 0}
"""
from __future__ import annotations

import dataclasses
from typing import Any, ClassVar, Dict, Mapping, Optional, Sequence, Tuple, Type, Union

from . import _core
from ._core import SpecError

__all__ = [
    "Step", "Slide", "Leap", "OffsetLeap", "StackMove", "Drop", "Shoot", "Remove", "Castle",
    "Promotion", "NoPiecesLeft", "ReducedTo", "RegionHolds", "Reaches", "AllStacksControlled", "InARow",
    "Connects", "AllConnected", "GroupTouches", "Ring", "ChecksGiven",
    "CustodialCapture", "Kind", "Primitive", "EndCondition", "PRIMITIVES", "END_CONDITIONS",
    "schema_table",
]

# A direction set name or direction name, or a list of direction names.
Directions = Union[str, Sequence[str]]
# A target name, or a list of the basic names (empty, enemy, friendly, neutral).
Targets = Union[str, Sequence[str]]
# A kind's symbol, or a player (0 or 1) for all of that player's pieces.
Pieces = Union[str, int]

# The Python type of each of the schema's field types (schema.hpp, FieldType).
_ANNOTATIONS: Dict[str, Any] = {
    "whole": int, "yes_no": bool, "name": str, "symbol": str, "symbols": str, "region": str,
    "regions": Sequence[str], "directions": Directions, "relative": bool, "targets": Targets,
    "choice": str, "offset": Tuple[int, int], "pieces": Pieces, "player": int,
    "owner": Union[int, str], "cells": Union[str, Sequence[str]], "position": str,
    "region_table": Dict[str, Union[str, Sequence[str]]], "kind_list": Sequence[Any],
    "primitive_list": Sequence[Any], "condition_list": Sequence[Any],
    "evaluation_list": Sequence[Dict[str, Any]], "promotion_table": Any, "custodial_table": Any,
}


def schema_table(group: str, type_name: str = "") -> Dict[str, Any]:
    """The engine's description of one table of the schema: its ``fields`` (name, type,
    presence, doc, choices, default), ``struct`` and ``doc``; ``group`` is "game", "kind",
    "primitive", "end condition", "promotion", "custodial" or "evaluation term"."""
    for table in _core.SCHEMA["tables"]:
        if table["group"] == group and table["type"] == type_name:
            return table
    raise SpecError(f"the schema has no {group} {type_name!r}")


def _default(value: Any) -> Any:
    """A default as a dataclass holds it: lists as tuples (a default is shared)."""
    return tuple(value) if isinstance(value, list) else value


def plain(value: Any, changed_only: bool) -> Any:
    """A value of the schema as plain data (dicts, lists, str, int, bool, None): tables of this
    module as their dicts, tuples as lists; anything else as it is, for the engine to name."""
    if isinstance(value, _Table):
        return value.data(changed_only)
    if isinstance(value, (list, tuple)):
        return [plain(v, changed_only) for v in value]
    if isinstance(value, dict):
        return {k: plain(v, changed_only) for k, v in value.items()}
    return value


class _Table:
    """A table of the schema: one conversion to and from plain data for every class here,
    driven by the engine's description of the table (``SCHEMA``)."""

    TYPE: ClassVar[str] = ""  # the value of the table's `type` field, for tables that have one
    SCHEMA: ClassVar[Dict[str, Any]]

    def data(self, changed_only: bool = False) -> Dict[str, Any]:
        """The table as plain data: its type (if it has one) and its fields; with
        ``changed_only``, only those that differ from their defaults (required ones always)."""
        out: Dict[str, Any] = {"type": self.TYPE} if self.TYPE else {}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if changed_only and f.default is not dataclasses.MISSING and value == f.default:
                continue
            out[f.name] = plain(value, changed_only)
        return out

    def to_dict(self) -> Dict[str, Any]:
        """The table as TOML writes it: its type, then the fields that differ from their
        defaults (required fields always)."""
        return self.data(changed_only=True)

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> "_Table":
        """The table of data the engine has checked (``type`` left out or matching)."""
        return cls(**fields_from_data(cls.SCHEMA, data))


def fields_from_data(table: Dict[str, Any], data: Mapping[str, Any]) -> Dict[str, Any]:
    """The fields of data the engine has checked, as the classes here hold them: the tables
    and lists of tables that `table` (the schema's description) says a field holds become
    objects of this module. A list of tables is a list even when left out."""
    types = {f["name"]: f["type"] for f in table["fields"]}
    fields = {k: v for k, v in data.items() if k != "type"}
    for name, field_type in types.items():
        value = fields.get(name)
        if field_type in _LISTS_OF_TABLES and (value is not None or field_type == "primitive_list"):
            fields[name] = [_table_class(field_type, item).from_data(item)
                            for item in value or []]
        elif field_type in _TABLES and value is not None:
            fields[name] = _table_class(field_type, value).from_data(value)
    return fields


# The schema's field types that hold a table, or a list of them: the class of each table.
_TABLES = {"promotion_table": "Promotion", "custodial_table": "CustodialCapture"}
_LISTS_OF_TABLES = {"primitive_list", "condition_list", "kind_list"}


def _table_class(field_type: str, data: Mapping[str, Any]) -> Type["_Table"]:
    if field_type == "primitive_list":
        return PRIMITIVES[data["type"]]
    if field_type == "condition_list":
        return END_CONDITIONS[data["type"]]
    return globals()["Kind" if field_type == "kind_list" else _TABLES[field_type]]


def _make_table(table: Dict[str, Any], name: str) -> type:
    """The dataclass of one table of the schema: its fields in the engine's order (those
    without a default first), with their defaults and a docstring listing what each means."""
    fields = []
    lines = [table["doc"], "", "Fields (docs/variants.md):"]
    for f in table["fields"]:
        annotation = _ANNOTATIONS[f["type"]]
        if f["presence"] == "required":
            fields.append((f["name"], annotation))
            default_text = "required"
        else:
            default = _default(f["default"])
            if f["type"] == "primitive_list":
                default = ()
            fields.append((f["name"], Optional[annotation] if default is None else annotation,
                           dataclasses.field(default=default)))
            default_text = f"default {default!r}"
        choices = f" ({', '.join(f['choices'])})" if f["choices"] else ""
        lines.append(f"    {f['name']}: {f['doc']}{choices}; {default_text}.")
    namespace = {"TYPE": table["type"], "SCHEMA": table, "__doc__": "\n".join(lines)}
    made = dataclasses.make_dataclass(name, fields, bases=(_Table,), frozen=True,
                                      namespace=namespace)
    made.__module__ = __name__  # where pickle finds it: this module holds it by its name
    return made


def _tables(group: str) -> Dict[str, type]:
    made = {}
    for table in _core.SCHEMA["tables"]:
        if table["group"] == group:
            made[table["type"]] = globals()[table["struct"]] = _make_table(table, table["struct"])
    return made


PRIMITIVES: Dict[str, Type[_Table]] = _tables("primitive")
END_CONDITIONS: Dict[str, Type[_Table]] = _tables("end condition")
_tables("promotion")
_tables("custodial")
_tables("kind")

# The names for type checkers and readers; the classes themselves were made above.
Step: Type[_Table]
Slide: Type[_Table]
Leap: Type[_Table]
OffsetLeap: Type[_Table]
StackMove: Type[_Table]
Drop: Type[_Table]
Shoot: Type[_Table]
Remove: Type[_Table]
Castle: Type[_Table]
NoPiecesLeft: Type[_Table]
ReducedTo: Type[_Table]
RegionHolds: Type[_Table]
Reaches: Type[_Table]
AllStacksControlled: Type[_Table]
InARow: Type[_Table]
Connects: Type[_Table]
AllConnected: Type[_Table]
GroupTouches: Type[_Table]
Ring: Type[_Table]
ChecksGiven: Type[_Table]
Promotion: Type[_Table]
CustodialCapture: Type[_Table]
Kind: Type[_Table]

Primitive = _Table
EndCondition = _Table


def form_fields(kind: Type[_Table]) -> Tuple[str, ...]:
    """The fields of a primitive or end condition, in order (as the engine lists them)."""
    return tuple(f.name for f in dataclasses.fields(kind))

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
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Dict, List, Optional, Sequence, Union

from . import _core, _toml
from ._core import SpecError, shown
from .rules import (END_CONDITIONS, PRIMITIVES, CustodialCapture, EndCondition, Kind, Promotion,
                    _fail, _Table, table_from_dict)

if TYPE_CHECKING:  # for annotations only: a Variant knows nothing of games at run time
    from ._game import Game

__all__ = ["Variant"]

_TOP_LEVEL = ("name", "files", "ranks", "geometry", "off_board", "max_plies", "placement",
              "no_legal_move", "end_score", "capture_rule", "leapt_removal", "quiet_turn_limit",
              "custodial", "start", "regions", "kinds", "end", "evaluation")


def _at(where: str, call: Callable, *args):
    """Calls the engine, putting `where` in front of its SpecError's message."""
    try:
        return call(*args)
    except SpecError as e:
        raise _fail(where, str(e)) from None


def _list(where: str, name: str, value: Any) -> list:
    if isinstance(value, (str, bytes)) or not isinstance(value, (list, tuple)):
        raise _fail(where, f"{name} {shown(value)} is not a list")
    return list(value)


@dataclass
class Variant:
    """A whole game as data; ``bl.Game(variant)`` checks it and returns a playable Game."""
    name: str
    files: int
    ranks: int
    kinds: List[Kind]
    start: str
    regions: Dict[str, Union[str, Sequence[str]]] = field(default_factory=dict)
    end_conditions: List[EndCondition] = field(default_factory=list)
    placement: str = "placement_first"
    no_legal_move: str = "loses"
    # How a game the players cannot go on with is decided: "draw", or "most_pieces" (othello).
    end_score: str = "draw"
    max_plies: int = 300
    capture_rule: str = "optional"
    # When jumped pieces leave: "at_once", or "at_turn_end" (international draughts).
    leapt_removal: str = "at_once"
    quiet_turn_limit: int = 0  # turns in a row without a capture that draw the game; 0: none
    # Cells of the files x ranks rectangle left out of the board ("a1 b1 a2 b2" or a list).
    off_board: Union[str, Sequence[str]] = ""
    # "square", or "hex": hexagons with six neighbours, each rank half a cell right of the last.
    geometry: str = "square"
    # Pieces enclosed by the mover's are taken (tafl); None: no custodial capture.
    custodial: Optional[CustodialCapture] = None
    # The game's own evaluation for search agents (docs/agents.md): terms as dicts, e.g.
    # {"type": "distance", "kind": "W", "region": "far", "weight": 1}; none: material.
    evaluation: List[Dict[str, Any]] = field(default_factory=list)

    # -- to and from the engine --

    def to_spec(self) -> "_core.Spec":
        """The engine's spec; raises SpecError naming the field for anything invalid."""
        named = isinstance(self.name, str) and self.name
        where = f"variant {shown(self.name)}" if named else "variant"
        spec = _at(where, _core.new_spec, self.name, self.files, self.ranks)
        for attribute in ("max_plies", "placement", "no_legal_move", "end_score", "capture_rule",
                          "leapt_removal", "quiet_turn_limit", "geometry", "off_board"):
            _at(where, setattr, spec, attribute, getattr(self, attribute))
        if not isinstance(self.regions, dict):
            raise _fail(where,
                        f"regions {shown(self.regions)} is not a table of name = cells")
        for region, cells in self.regions.items():
            _at(f"{where}: regions.{region}", spec.add_region, region, cells)
        kinds = _list(where, "kinds", self.kinds)
        for i, kind in enumerate(kinds):
            kwhere = f"kinds[{i}] ({shown(getattr(kind, 'symbol', '?'))})"
            if not isinstance(kind, Kind):
                raise _fail(kwhere, f"{shown(kind)} is not a Kind")
            _at(kwhere, spec.add_kind, kind.symbol, kind.owner, kind.name, kind.colour)
            _at(kwhere, spec.set_custody, kind.symbol, kind.barred, kind.enclosure,
                kind.custodian)
        if self.custodial is not None:
            if not isinstance(self.custodial, CustodialCapture):
                raise _fail(f"{where}: custodial",
                            f"{shown(self.custodial)} is not a CustodialCapture")
            _at(f"{where}: custodial", spec.set_custodial, self.custodial.directions,
                self.custodial.hostile)
        for i, kind in enumerate(kinds):
            if kind.promotion is None:
                continue
            pwhere = f"kinds[{i}] ({shown(kind.symbol)}).promotion"
            if not isinstance(kind.promotion, Promotion):
                raise _fail(pwhere, f"{shown(kind.promotion)} is not a Promotion")
            _at(pwhere, spec.set_promotion, kind.symbol, kind.promotion.region,
                kind.promotion.to, kind.promotion.timing)
        for i, kind in enumerate(kinds):
            for j, move in enumerate(_list(f"kinds[{i}]", "moves", kind.moves)):
                mwhere = f"kinds[{i}].moves[{j}] ({type(move).__name__})"
                if type(move) not in PRIMITIVES.values():
                    raise _fail(mwhere, f"{shown(move)} is not a primitive "
                                        f"({', '.join(c.__name__ for c in PRIMITIVES.values())})")
                _at(mwhere, spec.add_primitive, kind.symbol, move.TYPE, move.fields())
        conditions = _list(where, "end_conditions", self.end_conditions)
        for i, condition in enumerate(conditions):
            cwhere = f"end_conditions[{i}] ({type(condition).__name__})"
            if type(condition) not in END_CONDITIONS.values():
                raise _fail(cwhere, f"{shown(condition)} is not an end condition")
            _at(cwhere, spec.add_end, condition.TYPE, condition.fields())
        for i, term in enumerate(_list(where, "evaluation", self.evaluation)):
            twhere = f"evaluation[{i}]"
            if not isinstance(term, dict):
                raise _fail(twhere, f"{shown(term)} is not a table of type, kind, owner, "
                                    "region and weight")
            _at(twhere, spec.add_evaluation_term, term)
        _at(where, setattr, spec, "start", self.start)
        return spec

    @classmethod
    def from_spec(cls, spec: "_core.Spec") -> "Variant":
        """The variant of an engine spec (how built-in games are exported)."""
        return cls.from_dict(spec.to_data(), "spec")

    def build(self) -> "Game":
        """Deprecated: use ``boardlab.Game(variant)``, the one way to make a game."""
        warnings.warn("Variant.build() is deprecated; use boardlab.Game(variant)",
                      DeprecationWarning, stacklevel=2)
        from ._game import Game
        return Game(self)

    # -- dict and TOML --

    def to_dict(self) -> dict:
        """Plain data (the TOML schema of docs/variants.md), leaving out defaults."""
        out: Dict[str, Any] = dict(name=self.name, files=self.files, ranks=self.ranks,
                                   max_plies=self.max_plies, placement=self.placement,
                                   no_legal_move=self.no_legal_move, start=self.start)
        if self.geometry != "square":
            out["geometry"] = self.geometry
        if self.end_score != "draw":
            out["end_score"] = self.end_score
        if self.capture_rule != "optional":
            out["capture_rule"] = self.capture_rule
        if self.leapt_removal != "at_once":
            out["leapt_removal"] = self.leapt_removal
        if self.quiet_turn_limit != 0:
            out["quiet_turn_limit"] = self.quiet_turn_limit
        if isinstance(self.custodial, CustodialCapture):
            out["custodial"] = self.custodial.to_dict()
        # A bad value is left out here; to_spec says what is wrong with it.
        off = self.off_board
        if isinstance(off, (list, tuple)):
            off = " ".join(map(str, off))
        if isinstance(off, str) and off:
            out["off_board"] = off
        regions = self.regions if isinstance(self.regions, dict) else {}
        out["regions"] = {k: (v if isinstance(v, str) else " ".join(map(str, v)))
                          for k, v in regions.items() if isinstance(v, (str, list, tuple))}
        kinds = self.kinds if isinstance(self.kinds, (list, tuple)) else []
        out["kinds"] = [k.to_dict() for k in kinds if isinstance(k, Kind)]
        conditions = self.end_conditions if isinstance(self.end_conditions, (list, tuple)) else []
        out["end"] = [c.to_dict() for c in conditions if isinstance(c, _Table)]
        terms = self.evaluation if isinstance(self.evaluation, (list, tuple)) else []
        if terms:
            # None is an absent kind or region, as the engine reads it, and TOML has no None.
            out["evaluation"] = [{k: v for k, v in t.items() if v is not None}
                                 for t in terms if isinstance(t, dict)]
        return out

    @classmethod
    def from_dict(cls, data: dict, source: str = "variant") -> "Variant":
        """Reads the TOML schema's plain data; errors name ``source`` and the field."""
        def need(key: str):
            if key not in data:
                raise _fail(source, f"missing field '{key}'")
            return data[key]

        if not isinstance(data, dict):
            raise _fail(source, f"{shown(data)} is not a table")
        for key in data:
            if key not in _TOP_LEVEL:
                raise _fail(source, f"unknown field '{key}' "
                                    f"(fields: {', '.join(sorted(_TOP_LEVEL))})")
        kinds = [Kind.from_dict(k, f"{source}: kinds[{i}]")
                 for i, k in enumerate(_list(source, "kinds", need("kinds")))]
        conditions = [table_from_dict(c, END_CONDITIONS, f"{source}: end[{i}]")
                      for i, c in enumerate(_list(source, "end", data.get("end", [])))]
        defaults = cls.__dataclass_fields__
        return cls(name=need("name"), files=need("files"), ranks=need("ranks"), kinds=kinds,
                   start=need("start"), regions=data.get("regions", {}),
                   end_conditions=conditions,
                   placement=data.get("placement", defaults["placement"].default),
                   no_legal_move=data.get("no_legal_move", defaults["no_legal_move"].default),
                   end_score=data.get("end_score", defaults["end_score"].default),
                   max_plies=data.get("max_plies", defaults["max_plies"].default),
                   capture_rule=data.get("capture_rule", defaults["capture_rule"].default),
                   leapt_removal=data.get("leapt_removal", defaults["leapt_removal"].default),
                   quiet_turn_limit=data.get("quiet_turn_limit",
                                             defaults["quiet_turn_limit"].default),
                   off_board=data.get("off_board", defaults["off_board"].default),
                   geometry=data.get("geometry", defaults["geometry"].default),
                   custodial=(None if data.get("custodial") is None else
                              CustodialCapture.from_dict(data["custodial"],
                                                         f"{source}: custodial")),
                   evaluation=_list(source, "evaluation", data.get("evaluation", [])))

    def to_toml(self) -> str:
        """The variant as a TOML document that ``Variant.from_toml`` reads back; a variant the
        engine would refuse raises the SpecError that says why, instead of being written."""
        self.to_spec()
        return _toml.write_variant(self.to_dict())

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
        return cls.from_toml(_toml.decode(data, f"variant file {str(p)!r}"), repr(str(p)))

    @classmethod
    def from_toml(cls, text: str, source: str = "<string>") -> "Variant":
        """Reads a TOML document; errors name ``source`` (a file's path) and the field."""
        where = f"variant file {source}"
        return cls.from_dict(_toml.read(text, where), where)


# Names this module held before rules.py and _game.py took them: deprecated aliases for one
# release, resolved on first use (so that importing this module imports neither).
_MOVED = {**{name: "rules" for name in (
    "Step", "Slide", "Leap", "StackMove", "Drop", "NoPiecesLeft", "ReducedTo", "RegionHolds",
    "Reaches", "AllStacksControlled")},
    "load_variant": "_game", "DIRECTIONS": "_core", "DIRECTION_SETS": "_core", "TARGETS": "_core"}


def __getattr__(name: str) -> Any:
    if name not in _MOVED:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib
    warnings.warn(f"boardlab.variant.{name} is deprecated; use boardlab.{name}",
                  DeprecationWarning, stacklevel=2)
    return getattr(importlib.import_module(f"boardlab.{_MOVED[name]}"), name)

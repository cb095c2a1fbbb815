"""Games as data: primitives, end conditions and whole variants, built in Python or read from TOML.

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
>>> game = tiny.build()
>>> len(game.start().legal_moves)
7

The TOML form (``docs/variants.md``) holds the same fields; ``load_variant(path)`` reads it and
``Variant.to_toml()`` writes it.
"""
from __future__ import annotations

import dataclasses
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Dict, List, Optional, Sequence, Union

from . import _core
from ._core import SpecError

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

__all__ = [
    "Step", "Slide", "Leap", "StackMove", "Drop",
    "NoPiecesLeft", "ReducedTo", "RegionHolds", "Reaches", "AllStacksControlled",
    "Kind", "Variant", "load_variant", "DIRECTIONS", "DIRECTION_SETS", "TARGETS",
]

# The eight directions, clockwise from north (bit i of a direction mask is DIRECTIONS[i]).
DIRECTIONS = ("north", "north_east", "east", "south_east", "south", "south_west", "west",
              "north_west")
# Named sets: (mask, relative). Relative sets are seen from player 0 and mirrored for player 1.
DIRECTION_SETS = {
    "orthogonal": (0x55, False),
    "diagonal": (0xAA, False),
    "all": (0xFF, False),
    "forward": (0x01, True),
    "forward_diagonal": (0x82, True),
    "forward_any": (0x83, True),
    "backward": (0x10, True),
    "backward_diagonal": (0x28, True),
    "sideways": (0x44, True),
}
_TARGET_BITS = {"empty": 1, "enemy": 2, "friendly": 4, "neutral": 8}
# Named target sets (a target may also be a list of the four basic names).
TARGETS = {
    **_TARGET_BITS,
    "empty_or_enemy": 3,
    "any_piece": 14,
    "anything": 15,
}
_LANDINGS = ("capture", "stack")
_LEAPTS = ("stays", "captured")
_PATHS = ("straight", "bends", "bends_without_u")
_WHENS = ("always", "winner_moved")
_PLACEMENTS = ("placement_first", "anytime")
_NO_MOVE = ("loses", "wins", "draws")

Directions = Union[str, Sequence[str]]
Targets = Union[str, Sequence[str]]


def _fail(where: str, message: str) -> SpecError:
    return SpecError(f"{where}: {message}")


def _choice(where: str, name: str, value: Any, allowed: Sequence[str]) -> str:
    if value not in allowed:
        raise _fail(where, f"{name} {value!r} is not one of {', '.join(allowed)}")
    return value


def _int(where: str, name: str, value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _fail(where, f"{name} {value!r} is not a whole number")
    return value


def _str(where: str, name: str, value: Any, longest: int = 1023) -> str:
    if not isinstance(value, str):
        raise _fail(where, f"{name} {value!r} is not a string")
    if len(value) > longest:
        raise _fail(where, f"{name} {value!r} is longer than {longest} characters")
    return value


def _optional_str(where: str, name: str, value: Any) -> str:
    return "" if value is None else _str(where, name, value, 31)


def _bool(where: str, name: str, value: Any) -> bool:
    if not isinstance(value, bool):
        raise _fail(where, f"{name} {value!r} is not true or false")
    return value


def _player(where: str, name: str, value: Any) -> int:
    if isinstance(value, bool) or value not in (0, 1):
        raise _fail(where, f"{name} {value!r} is not a player (0 or 1)")
    return value


def _list(where: str, name: str, value: Any) -> list:
    if isinstance(value, (str, bytes)) or not isinstance(value, (list, tuple)):
        raise _fail(where, f"{name} {value!r} is not a list")
    return list(value)


def _directions(where: str, value: Directions, relative: bool) -> tuple:
    """(mask, relative) for a named set, one direction name, or a list of direction names."""
    relative = _bool(where, "relative", relative)
    if not isinstance(value, str):
        value = _list(where, "directions", value)
    if isinstance(value, str):
        if value in DIRECTION_SETS:
            mask, named_relative = DIRECTION_SETS[value]
            return mask, named_relative or relative
        value = [value]
    mask = 0
    for name in value:
        if name not in DIRECTIONS:
            raise _fail(where, f"directions: {name!r} is not a direction or direction set "
                               f"({', '.join(DIRECTIONS)}; {', '.join(DIRECTION_SETS)})")
        mask |= 1 << DIRECTIONS.index(name)
    if mask == 0:
        raise _fail(where, "directions: empty direction set")
    return mask, relative


def _directions_value(mask: int, relative: bool) -> tuple:
    """The friendliest spelling of (mask, relative): (directions, relative flag to write)."""
    for name, (m, r) in DIRECTION_SETS.items():
        if m == mask and r == relative:
            return name, False
    return [d for i, d in enumerate(DIRECTIONS) if mask >> i & 1], relative


def _targets(where: str, name: str, value: Targets) -> int:
    if not isinstance(value, str):
        value = _list(where, name, value)
    if isinstance(value, str):
        if value not in TARGETS:
            raise _fail(where, f"{name}: {value!r} is not one of {', '.join(TARGETS)}")
        return TARGETS[value]
    bits = 0
    for item in value:
        if item not in _TARGET_BITS:
            raise _fail(where, f"{name}: {item!r} is not one of {', '.join(_TARGET_BITS)}")
        bits |= _TARGET_BITS[item]
    return bits


def _targets_value(bits: int) -> Targets:
    for name, b in TARGETS.items():
        if b == bits:
            return name
    return [n for n, b in _TARGET_BITS.items() if bits & b]


# --- primitives ------------------------------------------------------------------------------

@dataclass(frozen=True)
class Step:
    """One cell in each of ``directions`` (e.g. ``Step("diagonal", onto="empty")``)."""
    directions: Directions
    onto: Targets = "empty_or_enemy"
    landing: str = "capture"
    from_region: Optional[str] = None
    relative: bool = False

    def _core_args(self, where: str) -> dict:
        mask, rel = _directions(where, self.directions, self.relative)
        return dict(type="step", direction_mask=mask, relative=rel,
                    onto=_targets(where, "onto", self.onto),
                    landing=_choice(where, "landing", self.landing, _LANDINGS),
                    region=_optional_str(where, "from_region", self.from_region))


@dataclass(frozen=True)
class Slide:
    """Any distance through empty cells along each of ``directions``; ``max_distance`` 0 is
    unlimited. ``onto`` says whether empty cells of the run and the first occupied cell after it
    may end the move."""
    directions: Directions
    onto: Targets = "empty_or_enemy"
    landing: str = "capture"
    max_distance: int = 0
    from_region: Optional[str] = None
    relative: bool = False

    def _core_args(self, where: str) -> dict:
        mask, rel = _directions(where, self.directions, self.relative)
        return dict(type="slide", direction_mask=mask, relative=rel,
                    onto=_targets(where, "onto", self.onto),
                    landing=_choice(where, "landing", self.landing, _LANDINGS),
                    max_distance=_int(where, "max_distance", self.max_distance),
                    region=_optional_str(where, "from_region", self.from_region))


@dataclass(frozen=True)
class Leap:
    """Over one adjacent cell holding a piece of ``over`` to the cell beyond it; with
    ``leapt="captured"`` the piece jumped over is taken (checkers-style)."""
    directions: Directions
    over: Targets = "any_piece"
    onto: Targets = "empty_or_enemy"
    landing: str = "capture"
    leapt: str = "stays"
    from_region: Optional[str] = None
    relative: bool = False

    def _core_args(self, where: str) -> dict:
        mask, rel = _directions(where, self.directions, self.relative)
        return dict(type="leap", direction_mask=mask, relative=rel,
                    onto=_targets(where, "onto", self.onto),
                    over=_targets(where, "over", self.over),
                    landing=_choice(where, "landing", self.landing, _LANDINGS),
                    leapt=_choice(where, "leapt", self.leapt, _LEAPTS),
                    region=_optional_str(where, "from_region", self.from_region))


@dataclass(frozen=True)
class StackMove:
    """The top k pieces of a stack (``min_count <= k <= max_count``) move exactly k orthogonal
    steps, never straight back; ``path`` is "bends", "straight" or "bends_without_u"."""
    min_count: int = 1
    max_count: int = 1
    path: str = "bends"
    onto: Targets = "anything"
    landing: str = "stack"
    from_region: Optional[str] = None

    def _core_args(self, where: str) -> dict:
        return dict(type="stack_move", onto=_targets(where, "onto", self.onto),
                    landing=_choice(where, "landing", self.landing, _LANDINGS),
                    path=_choice(where, "path", self.path, _PATHS),
                    min_count=_int(where, "min_count", self.min_count),
                    max_count=_int(where, "max_count", self.max_count),
                    region=_optional_str(where, "from_region", self.from_region))


@dataclass(frozen=True)
class Drop:
    """A piece of this kind from the reserve onto an empty cell (of ``region`` if given)."""
    region: Optional[str] = None

    def _core_args(self, where: str) -> dict:
        return dict(type="drop", region=_optional_str(where, "region", self.region))


Primitive = Union[Step, Slide, Leap, StackMove, Drop]
_PRIMITIVES = {"step": Step, "slide": Slide, "leap": Leap, "stack_move": StackMove, "drop": Drop}


# --- end conditions --------------------------------------------------------------------------

Pieces = Union[str, int]  # a kind's symbol, or a player (0 or 1) for all of that player's pieces


def _winner(where: str, winner: Any) -> int:
    return _player(where, "winner", winner)


def _pieces_args(where: str, pieces: Pieces) -> dict:
    if isinstance(pieces, str):
        if len(pieces) != 1:
            raise _fail(where, f"pieces {pieces!r} is not one symbol or a player 0/1")
        return dict(symbol=pieces)
    if pieces not in (0, 1) or isinstance(pieces, bool):
        raise _fail(where, f"pieces {pieces!r} is not one symbol or a player 0/1")
    return dict(symbol="", player=pieces)


def _condition_args(where: str, condition, type: str, count: int = 0, region=None) -> dict:
    """The engine's arguments for an end condition; `pieces` and `region` where it has them."""
    args = dict(type=type, count=count, winner=_winner(where, condition.winner),
                when=_choice(where, "when", condition.when, _WHENS))
    if region is not None:
        args["region"] = _str(where, "region", region, 31)
    if hasattr(condition, "pieces"):
        args.update(_pieces_args(where, condition.pieces))
    return args


@dataclass(frozen=True)
class NoPiecesLeft:
    """``winner`` wins when no piece of ``pieces`` is left in play."""
    pieces: Pieces
    winner: int
    when: str = "always"

    def _core_args(self, where: str) -> dict:
        return _condition_args(where, self, "at_most", count=0)


@dataclass(frozen=True)
class ReducedTo:
    """``winner`` wins when ``count`` or fewer of ``pieces`` are left in play."""
    pieces: Pieces
    count: int
    winner: int
    when: str = "always"

    def _core_args(self, where: str) -> dict:
        return _condition_args(where, self, "at_most", count=_int(where, "count", self.count))


@dataclass(frozen=True)
class RegionHolds:
    """``winner`` wins when at least ``count`` of ``pieces`` stand in ``region``."""
    pieces: Pieces
    region: str
    count: int
    winner: int
    when: str = "always"

    def _core_args(self, where: str) -> dict:
        return _condition_args(where, self, "region_holds",
                               count=_int(where, "count", self.count), region=self.region)


@dataclass(frozen=True)
class Reaches:
    """``winner`` wins when a piece of ``pieces`` stands in ``region``."""
    pieces: Pieces
    region: str
    winner: int
    when: str = "always"

    def _core_args(self, where: str) -> dict:
        return _condition_args(where, self, "region_holds", count=1, region=self.region)


@dataclass(frozen=True)
class AllStacksControlled:
    """``winner`` wins when the top piece of every non-empty cell is theirs."""
    winner: int
    when: str = "always"

    def _core_args(self, where: str) -> dict:
        return _condition_args(where, self, "all_stacks_controlled")


EndCondition = Union[NoPiecesLeft, ReducedTo, RegionHolds, Reaches, AllStacksControlled]
_CONDITIONS = {"no_pieces_left": NoPiecesLeft, "reduced_to": ReducedTo,
               "region_holds": RegionHolds, "reaches": Reaches,
               "all_stacks_controlled": AllStacksControlled}
_CONDITION_NAMES = {cls: name for name, cls in _CONDITIONS.items()}
_PRIMITIVE_NAMES = {cls: name for name, cls in _PRIMITIVES.items()}


# --- kinds and variants ----------------------------------------------------------------------

@dataclass(frozen=True)
class Kind:
    """A piece kind: one-letter ``symbol``, ``owner`` 0, 1 or "neutral", and its primitives."""
    symbol: str
    owner: Union[int, str]
    name: str = ""
    moves: Sequence[Primitive] = ()


@dataclass
class Variant:
    """A whole game as data. ``build()`` validates it and returns a playable Game."""
    name: str
    files: int
    ranks: int
    kinds: List[Kind]
    start: str
    regions: Dict[str, Union[str, Sequence[str]]] = field(default_factory=dict)
    end_conditions: List[EndCondition] = field(default_factory=list)
    placement: str = "placement_first"
    no_legal_move: str = "loses"
    max_plies: int = 300

    # -- to and from the engine --

    def to_spec(self) -> "_core.Spec":
        """The engine's spec; raises SpecError naming the field for anything invalid."""
        if not isinstance(self.name, str) or not self.name:
            raise _fail("variant", f"name {self.name!r} must be a non-empty string")
        where = f"variant {self.name!r}"
        spec = _core.Spec(_str(where, "name", self.name, 31), _int(where, "files", self.files),
                          _int(where, "ranks", self.ranks))
        spec.max_plies = _int(where, "max_plies", self.max_plies)
        spec.placement = _choice(where, "placement", self.placement, _PLACEMENTS)
        spec.no_legal_move = _choice(where, "no_legal_move", self.no_legal_move, _NO_MOVE)
        if not isinstance(self.regions, dict):
            raise _fail(where, f"regions {self.regions!r} is not a table of name = cells")
        for region, cells in self.regions.items():
            rwhere = f"{where}: regions.{region}"
            _str(rwhere, "name", region, 31)
            if not isinstance(cells, str):
                cells = " ".join(_str(rwhere, "cell", c) for c in _list(rwhere, "cells", cells))
            spec.add_region(region, cells)
        for i, kind in enumerate(self.kinds):
            kwhere = f"kinds[{i}] ({getattr(kind, 'symbol', '?')!r})"
            if not isinstance(kind, Kind):
                raise _fail(kwhere, f"{kind!r} is not a Kind")
            owner = 2 if kind.owner == "neutral" else kind.owner
            if owner not in (0, 1, 2) or isinstance(owner, bool):
                raise _fail(kwhere, f"owner {kind.owner!r} is not 0, 1 or 'neutral'")
            symbol = _str(kwhere, "symbol", kind.symbol)
            if len(symbol) != 1:
                raise _fail(kwhere, f"symbol {symbol!r} is not one letter")
            spec.add_kind(symbol, owner, _str(kwhere, "name", kind.name, 31))
        for i, kind in enumerate(self.kinds):
            for j, move in enumerate(_list(f"kinds[{i}]", "moves", kind.moves)):
                mwhere = f"kinds[{i}].moves[{j}] ({type(move).__name__})"
                if type(move) not in _PRIMITIVE_NAMES:
                    raise _fail(mwhere, f"{move!r} is not a primitive "
                                        "(Step, Slide, Leap, StackMove, Drop)")
                spec.add_primitive(kind.symbol, **move._core_args(mwhere))
        for i, condition in enumerate(self.end_conditions):
            cwhere = f"end_conditions[{i}] ({type(condition).__name__})"
            if type(condition) not in _CONDITION_NAMES:
                raise _fail(cwhere, f"{condition!r} is not an end condition")
            spec.add_end(**condition._core_args(cwhere))
        spec.start = _str(where, "start", self.start)
        return spec

    def build(self):
        """Validates the variant and returns a Game running on the C++ engine."""
        from ._game import Game
        return Game._from_spec(self.to_spec(), variant=self)

    @classmethod
    def from_spec(cls, spec: "_core.Spec") -> "Variant":
        """The variant of an engine spec (how built-in games are exported)."""
        kinds = []
        for symbol, owner, name, primitives in spec.kinds():
            moves = [_primitive_from_dict(p) for p in primitives]
            kinds.append(Kind(symbol, "neutral" if owner == 2 else owner, name, moves))
        conditions = [_condition_from_dict(d) for d in spec.end_conditions()]
        return cls(name=spec.name, files=spec.files, ranks=spec.ranks, kinds=kinds,
                   start=spec.start, regions=dict(spec.regions()), end_conditions=conditions,
                   placement=spec.placement, no_legal_move=spec.no_legal_move,
                   max_plies=spec.max_plies)

    # -- dict and TOML --

    def to_dict(self) -> dict:
        """Plain data (the TOML schema of docs/variants.md)."""
        out: Dict[str, Any] = dict(name=self.name, files=self.files, ranks=self.ranks,
                                   max_plies=self.max_plies, placement=self.placement,
                                   no_legal_move=self.no_legal_move, start=self.start)
        out["regions"] = {k: (v if isinstance(v, str) else " ".join(v))
                          for k, v in self.regions.items()}
        out["kinds"] = []
        for kind in self.kinds:
            moves = [_primitive_to_dict(m) for m in kind.moves]
            out["kinds"].append(dict(symbol=kind.symbol, owner=kind.owner, name=kind.name,
                                     moves=moves))
        out["end"] = [_condition_to_dict(c) for c in self.end_conditions]
        return out

    @classmethod
    def from_dict(cls, data: dict, source: str = "variant") -> "Variant":
        """Reads the TOML schema's plain data; errors name ``source`` and the field."""
        def need(table: dict, key: str, where: str):
            if key not in table:
                raise _fail(f"{source}: {where}", f"missing field '{key}'")
            return table[key]

        known = {"name", "files", "ranks", "max_plies", "placement", "no_legal_move", "start",
                 "regions", "kinds", "end"}
        for key in data:
            if key not in known:
                raise _fail(source, f"unknown field '{key}' (fields: {', '.join(sorted(known))})")
        kinds = []
        for i, k in enumerate(_list(source, "kinds", need(data, "kinds", "top level"))):
            where = f"kinds[{i}]"
            if not isinstance(k, dict):
                raise _fail(f"{source}: {where}", f"{k!r} is not a table")
            for key in k:
                if key not in ("symbol", "owner", "name", "moves"):
                    raise _fail(f"{source}: {where}", f"unknown field '{key}'")
            moves = []
            for j, m in enumerate(_list(f"{source}: {where}", "moves", k.get("moves", []))):
                if not isinstance(m, dict):
                    raise _fail(f"{source}: {where}.moves[{j}]", f"{m!r} is not a table")
                moves.append(_primitive_from_dict(m, f"{source}: {where}.moves[{j}]"))
            kinds.append(Kind(need(k, "symbol", where), need(k, "owner", where),
                              k.get("name", ""), moves))
        conditions = []
        for i, c in enumerate(_list(source, "end", data.get("end", []))):
            if not isinstance(c, dict):
                raise _fail(f"{source}: end[{i}]", f"{c!r} is not a table")
            conditions.append(_condition_from_toml(c, f"{source}: end[{i}]"))
        return cls(name=need(data, "name", "top level"), files=need(data, "files", "top level"),
                   ranks=need(data, "ranks", "top level"), kinds=kinds,
                   start=need(data, "start", "top level"), regions=data.get("regions", {}),
                   end_conditions=conditions,
                   placement=data.get("placement", "placement_first"),
                   no_legal_move=data.get("no_legal_move", "loses"),
                   max_plies=data.get("max_plies", 300))

    def to_toml(self) -> str:
        """The variant as a TOML document that ``load_variant`` reads back."""
        d = self.to_dict()
        lines = [f"# boardlab variant (schema: docs/variants.md)"]
        for key in ("name", "files", "ranks", "max_plies", "placement", "no_legal_move", "start"):
            lines.append(f"{key} = {_toml_value(d[key])}")
        if d["regions"]:
            lines += ["", "[regions]"]
            lines += [f"{_toml_key(k)} = {_toml_value(v)}" for k, v in d["regions"].items()]
        for kind in d["kinds"]:
            lines += ["", "[[kinds]]"]
            for key in ("symbol", "owner", "name"):
                lines.append(f"{key} = {_toml_value(kind[key])}")
            lines.append("moves = [")
            lines += [f"  {_toml_value(m)}," for m in kind["moves"]]
            lines.append("]")
        for condition in d["end"]:
            lines += ["", "[[end]]"]
            lines += [f"{k} = {_toml_value(v)}" for k, v in condition.items()]
        return "\n".join(lines) + "\n"

    @classmethod
    def from_toml(cls, text: str, source: str = "<string>") -> "Variant":
        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as e:
            raise SpecError(f"variant file {source}: not valid TOML: {e}") from None
        return cls.from_dict(data, f"variant file {source}")


def load_variant(path: Union[str, Path]):
    """Reads a variant TOML file (docs/variants.md) and returns the Game it defines."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as e:
        raise SpecError(f"variant file {str(p)!r}: cannot be read: {e.strerror}") from None
    variant = Variant.from_toml(text, repr(str(p)))
    try:
        return variant.build()
    except SpecError as e:
        raise SpecError(f"variant file {str(p)!r}: {e}") from None


# --- conversions -----------------------------------------------------------------------------

def _primitive_from_dict(d: dict, where: str = "primitive"):
    """From the engine's primitive dict (has 'direction_mask') or a TOML table."""
    d = dict(d)
    kind = d.pop("type", None)
    if kind not in _PRIMITIVES:
        raise _fail(where, f"type {kind!r} is not one of {', '.join(_PRIMITIVES)}")
    cls = _PRIMITIVES[kind]
    if "direction_mask" in d:  # from the engine: keep only what differs from the defaults
        mask, relative = d.pop("direction_mask"), d.pop("relative")
        directions, rel = _directions_value(mask, relative)
        onto, over = _targets_value(d.pop("onto")), _targets_value(d.pop("over"))
        region = d.pop("region") or None
        args: Dict[str, Any] = {}
        if cls in (Step, Slide, Leap):
            args.update(directions=directions, onto=onto, landing=d["landing"],
                        from_region=region)
            if rel:
                args["relative"] = True
        if cls is Slide:
            args["max_distance"] = d["max_distance"]
        if cls is Leap:
            args.update(over=over, leapt=d["leapt"])
        if cls is StackMove:
            args.update(min_count=d["min_count"], max_count=d["max_count"], path=d["path"],
                        onto=onto, landing=d["landing"], from_region=region)
        if cls is Drop:
            args["region"] = region
        return cls(**args)
    names = {f.name for f in dataclasses.fields(cls)}
    for key in d:
        if key not in names:
            raise _fail(where, f"unknown field '{key}' for {kind} "
                               f"(fields: {', '.join(sorted(names))})")
    try:
        return cls(**d)
    except TypeError as e:
        raise _fail(where, str(e)) from None


def _primitive_to_dict(p) -> dict:
    out: Dict[str, Any] = {"type": _PRIMITIVE_NAMES[type(p)]}
    for f in dataclasses.fields(p):
        value = getattr(p, f.name)
        if value is None or value == f.default:
            continue
        out[f.name] = list(value) if isinstance(value, tuple) else value
    if "directions" in {f.name for f in dataclasses.fields(p)}:
        out.setdefault("directions", p.directions)
    return out


def _condition_from_dict(d: dict):
    pieces: Pieces = d["symbol"] if d["symbol"] else d["player"]
    if d["type"] == "at_most":
        if d["count"] == 0:
            return NoPiecesLeft(pieces, d["winner"], d["when"])
        return ReducedTo(pieces, d["count"], d["winner"], d["when"])
    if d["type"] == "region_holds":
        if d["count"] == 1:
            return Reaches(pieces, d["region"], d["winner"], d["when"])
        return RegionHolds(pieces, d["region"], d["count"], d["winner"], d["when"])
    return AllStacksControlled(d["winner"], d["when"])


def _condition_to_dict(c) -> dict:
    out: Dict[str, Any] = {"type": _CONDITION_NAMES[type(c)]}
    for f in dataclasses.fields(c):
        value = getattr(c, f.name)
        if f.name == "when" and value == "always":
            continue
        out[f.name] = value
    return out


def _condition_from_toml(d: dict, where: str):
    d = dict(d)
    kind = d.pop("type", None)
    if kind not in _CONDITIONS:
        raise _fail(where, f"type {kind!r} is not one of {', '.join(_CONDITIONS)}")
    cls = _CONDITIONS[kind]
    names = {f.name for f in dataclasses.fields(cls)}
    for key in d:
        if key not in names:
            raise _fail(where, f"unknown field '{key}' for {kind} "
                               f"(fields: {', '.join(sorted(names))})")
    try:
        return cls(**d)
    except TypeError as e:
        raise _fail(where, str(e)) from None


def _toml_key(key: str) -> str:
    # Bare keys are ASCII letters, digits, '_' and '-' only; anything else is quoted.
    return key if re.fullmatch(r"[A-Za-z0-9_-]+", key) else _toml_value(key)


def _toml_value(v) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, str):
        return '"' + v.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(_toml_value(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{_toml_key(k)} = {_toml_value(x)}" for k, x in v.items()) + " }"
    raise TypeError(f"cannot write {v!r} as TOML")

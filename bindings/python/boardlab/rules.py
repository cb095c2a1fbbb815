"""The rules a variant is made of, as plain data: the movement primitives, the end conditions
and the piece kinds. Each class is a table of the TOML schema (``docs/variants.md``) with the
same fields; the C++ engine decides what values are valid when the variant becomes a Game.

>>> import boardlab as bl
>>> bl.Step("forward_diagonal", onto="empty")
Step(directions='forward_diagonal', onto='empty', landing='capture', from_region=None,
     relative=False, part=0, then=0, continuation='compulsory', heading='any')
>>> bl.Step("forward_diagonal", onto="empty").to_dict()
{'type': 'step', 'directions': 'forward_diagonal', 'onto': 'empty'}
>>> bl.Reaches("W", "far", winner=0).to_dict()
{'type': 'reaches', 'pieces': 'W', 'region': 'far', 'winner': 0}

Field order and defaults come from the engine (``_core.PRIMITIVE_FORMS`` and
``_core.END_CONDITION_FORMS``), so a default is written once, in C++.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, ClassVar, Dict, Mapping, Optional, Sequence, Tuple, Type, Union

from . import _core
from ._core import SpecError, shown

__all__ = [
    "Step", "Slide", "Leap", "OffsetLeap", "StackMove", "Drop", "Shoot", "Remove", "Promotion",
    "NoPiecesLeft", "ReducedTo", "RegionHolds", "Reaches", "AllStacksControlled", "InARow",
    "Connects", "AllConnected", "GroupTouches", "Ring",
    "CustodialCapture", "Kind", "Primitive", "EndCondition", "PRIMITIVES", "END_CONDITIONS",
]

# A direction set name or direction name, or a list of direction names.
Directions = Union[str, Sequence[str]]
# A target name, or a list of the basic names (empty, enemy, friendly, neutral).
Targets = Union[str, Sequence[str]]
# A kind's symbol, or a player (0 or 1) for all of that player's pieces.
Pieces = Union[str, int]


def _fail(where: str, message: str) -> SpecError:
    return SpecError(f"{where}: {message}")


def _primitive_default(type_name: str, field: str) -> Any:
    return _core.PRIMITIVE_FORMS[type_name][1][field]


def _condition_default(type_name: str, field: str) -> Any:
    return _core.END_CONDITION_FORMS[type_name][1][field]


class _Table:
    """A table of the schema with a ``type`` field: one conversion for every primitive and end
    condition, driven by the dataclass's fields."""

    TYPE: ClassVar[str]

    def fields(self) -> Dict[str, Any]:
        """Every field, defaults included, as the engine reads them."""
        return {f.name: _plain(getattr(self, f.name)) for f in dataclasses.fields(self)}

    def to_dict(self) -> Dict[str, Any]:
        """The table as TOML writes it: its type, then the fields that differ from their
        defaults (required fields always)."""
        out: Dict[str, Any] = {"type": self.TYPE}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if f.default is not dataclasses.MISSING and value == f.default:
                continue
            out[f.name] = _plain(value)
        return out

    @classmethod
    def from_fields(cls, data: Mapping[str, Any], where: str):
        """The table from its fields (no ``type``); unknown or missing fields are errors."""
        names = [f.name for f in dataclasses.fields(cls)]
        for key in data:
            if key not in names:
                raise _fail(where, f"unknown field '{key}' for {cls.TYPE} "
                                   f"(fields: {', '.join(sorted(names))})")
        required = [f.name for f in dataclasses.fields(cls)
                    if f.default is dataclasses.MISSING and f.name not in data]
        if required:
            raise _fail(where, f"missing field '{required[0]}' for {cls.TYPE}")
        return cls(**data)


def _plain(value: Any) -> Any:
    return list(value) if isinstance(value, tuple) else value


# --- primitives ------------------------------------------------------------------------------

@dataclass(frozen=True)
class Step(_Table):
    """One cell in each of ``directions`` (e.g. ``Step("diagonal", onto="empty")``)."""
    TYPE: ClassVar[str] = "step"
    directions: Directions
    onto: Targets = _primitive_default("step", "onto")
    landing: str = _primitive_default("step", "landing")
    from_region: Optional[str] = _primitive_default("step", "from_region")
    relative: bool = _primitive_default("step", "relative")
    part: int = _primitive_default("step", "part")
    then: int = _primitive_default("step", "then")
    continuation: str = _primitive_default("step", "continuation")
    heading: str = _primitive_default("step", "heading")


@dataclass(frozen=True)
class Slide(_Table):
    """Any distance through empty cells along each of ``directions``; ``max_distance`` 0 is
    unlimited. ``onto`` says whether empty cells of the run and the first occupied cell after it
    may end the move. With ``distance="pieces_on_line"`` it goes exactly as many cells as the
    line through the piece holds pieces, of both sides, passing over pieces of ``over`` only
    (Lines of Action: ``Slide("all", distance="pieces_on_line", over="friendly")``)."""
    TYPE: ClassVar[str] = "slide"
    directions: Directions
    onto: Targets = _primitive_default("slide", "onto")
    landing: str = _primitive_default("slide", "landing")
    max_distance: int = _primitive_default("slide", "max_distance")
    from_region: Optional[str] = _primitive_default("slide", "from_region")
    relative: bool = _primitive_default("slide", "relative")
    part: int = _primitive_default("slide", "part")
    then: int = _primitive_default("slide", "then")
    continuation: str = _primitive_default("slide", "continuation")
    heading: str = _primitive_default("slide", "heading")
    distance: str = _primitive_default("slide", "distance")
    over: Optional[Targets] = _primitive_default("slide", "over")


@dataclass(frozen=True)
class Leap(_Table):
    """Over one adjacent cell holding a piece of ``over`` to the cell beyond it; with
    ``leapt="captured"`` the piece jumped over is taken (checkers-style). With
    ``range="flying"``, over the first piece along the line however far, to any empty cell
    beyond it (international draughts' king; ``onto`` must be "empty")."""
    TYPE: ClassVar[str] = "leap"
    directions: Directions
    over: Targets = _primitive_default("leap", "over")
    onto: Targets = _primitive_default("leap", "onto")
    landing: str = _primitive_default("leap", "landing")
    leapt: str = _primitive_default("leap", "leapt")
    range: str = _primitive_default("leap", "range")
    from_region: Optional[str] = _primitive_default("leap", "from_region")
    relative: bool = _primitive_default("leap", "relative")
    part: int = _primitive_default("leap", "part")
    then: int = _primitive_default("leap", "then")
    continuation: str = _primitive_default("leap", "continuation")
    heading: str = _primitive_default("leap", "heading")


@dataclass(frozen=True)
class OffsetLeap(_Table):
    """To the cell ``offset`` = (files, ranks) away, whatever stands between, and to the images
    of that offset by ``symmetry`` ("none", "left_right" or "all"): a knight is
    ``OffsetLeap((1, 2), symmetry="all")``. Offsets are written from player 0's side (a
    positive rank is forward) and mirrored for player 1."""
    TYPE: ClassVar[str] = "offset_leap"
    offset: Tuple[int, int]
    symmetry: str = _primitive_default("offset_leap", "symmetry")
    onto: Targets = _primitive_default("offset_leap", "onto")
    landing: str = _primitive_default("offset_leap", "landing")
    from_region: Optional[str] = _primitive_default("offset_leap", "from_region")
    part: int = _primitive_default("offset_leap", "part")
    then: int = _primitive_default("offset_leap", "then")
    continuation: str = _primitive_default("offset_leap", "continuation")
    heading: str = _primitive_default("offset_leap", "heading")


@dataclass(frozen=True)
class Shoot(_Table):
    """Puts a new piece of ``kind`` (unlimited supply) on an empty cell a slide from the piece
    along ``directions`` reaches; the piece stays. Amazons' arrow is
    ``Shoot("A", "all", part=1)``, after the queen's ``Slide("all", onto="empty", then=1)``."""
    TYPE: ClassVar[str] = "shoot"
    kind: str
    directions: Directions
    max_distance: int = _primitive_default("shoot", "max_distance")
    from_region: Optional[str] = _primitive_default("shoot", "from_region")
    relative: bool = _primitive_default("shoot", "relative")
    part: int = _primitive_default("shoot", "part")
    then: int = _primitive_default("shoot", "then")
    continuation: str = _primitive_default("shoot", "continuation")


@dataclass(frozen=True)
class StackMove(_Table):
    """The top k pieces of a stack (``min_count <= k <= max_count``) move exactly k orthogonal
    steps, never straight back; ``path`` is "bends", "straight" or "bends_without_u"."""
    TYPE: ClassVar[str] = "stack_move"
    min_count: int = _primitive_default("stack_move", "min_count")
    max_count: int = _primitive_default("stack_move", "max_count")
    path: str = _primitive_default("stack_move", "path")
    onto: Targets = _primitive_default("stack_move", "onto")
    landing: str = _primitive_default("stack_move", "landing")
    from_region: Optional[str] = _primitive_default("stack_move", "from_region")


@dataclass(frozen=True)
class Drop(_Table):
    """A piece of this kind from the reserve onto an empty cell (of ``region`` if given). With
    ``falls`` (one direction) it falls that way as far as it can, so it may only be dropped on
    an empty cell whose next cell that way is occupied or off the board: connect four's gravity
    is ``Drop(falls="south")``. The move names the cell the piece lands on (``X@d1``).
    With ``flips`` (directions) it turns pieces over, as in othello: along each of them, a run of
    the enemy kind ``flipped`` that ends at a friendly piece becomes the dropped kind;
    ``must_flip`` makes a drop that turns nothing illegal:
    ``Drop(flips="all", flipped="W", must_flip=True)``."""
    TYPE: ClassVar[str] = "drop"
    region: Optional[str] = _primitive_default("drop", "region")
    falls: Optional[Directions] = _primitive_default("drop", "falls")
    relative: bool = _primitive_default("drop", "relative")
    flips: Optional[Directions] = _primitive_default("drop", "flips")
    flipped: Optional[str] = _primitive_default("drop", "flipped")
    must_flip: bool = _primitive_default("drop", "must_flip")


@dataclass(frozen=True)
class Remove(_Table):
    """Takes one of the player's own pieces of this kind off the board, written ``xd4``:
    Konane's opening. ``next_to`` (target classes, with ``directions``) asks for a neighbour of
    that class; ``before_ply`` allows it only while the ply counter is below it (0: always).
    Konane's black lifts a stone of a region first, ``Remove("first_holes", before_ply=1)``, white
    one next to the hole, ``Remove(directions="orthogonal", next_to="empty", before_ply=2)``."""
    TYPE: ClassVar[str] = "remove"
    from_region: Optional[str] = _primitive_default("remove", "from_region")
    directions: Optional[Directions] = _primitive_default("remove", "directions")
    next_to: Optional[Targets] = _primitive_default("remove", "next_to")
    before_ply: int = _primitive_default("remove", "before_ply")
    relative: bool = _primitive_default("remove", "relative")


Primitive = Union[Step, Slide, Leap, OffsetLeap, StackMove, Drop, Shoot, Remove]
PRIMITIVES: Dict[str, Type[_Table]] = {
    c.TYPE: c for c in (Step, Slide, Leap, OffsetLeap, StackMove, Drop, Shoot, Remove)}


# --- end conditions --------------------------------------------------------------------------

@dataclass(frozen=True)
class NoPiecesLeft(_Table):
    """``winner`` wins when no piece of ``pieces`` is left in play."""
    TYPE: ClassVar[str] = "no_pieces_left"
    pieces: Pieces
    winner: int
    when: str = _condition_default("no_pieces_left", "when")


@dataclass(frozen=True)
class ReducedTo(_Table):
    """``winner`` wins when ``count`` or fewer of ``pieces`` are left in play."""
    TYPE: ClassVar[str] = "reduced_to"
    pieces: Pieces
    count: int
    winner: int
    when: str = _condition_default("reduced_to", "when")


@dataclass(frozen=True)
class RegionHolds(_Table):
    """``winner`` wins when at least ``count`` of ``pieces`` stand in ``region``."""
    TYPE: ClassVar[str] = "region_holds"
    pieces: Pieces
    region: str
    count: int
    winner: int
    when: str = _condition_default("region_holds", "when")


@dataclass(frozen=True)
class Reaches(_Table):
    """``winner`` wins when a piece of ``pieces`` stands in ``region``."""
    TYPE: ClassVar[str] = "reaches"
    pieces: Pieces
    region: str
    winner: int
    when: str = _condition_default("reaches", "when")


@dataclass(frozen=True)
class AllStacksControlled(_Table):
    """``winner`` wins when the top piece of every non-empty cell is theirs."""
    TYPE: ClassVar[str] = "all_stacks_controlled"
    winner: int
    when: str = _condition_default("all_stacks_controlled", "when")


@dataclass(frozen=True)
class InARow(_Table):
    """``winner`` wins when ``count`` of ``pieces`` stand on consecutive cells along one of
    ``directions`` (absolute; a direction and its opposite make the same lines). ``length``
    "at_least" lets a longer run count too; "exactly" does not (standard gomoku's overline).
    Tic-tac-toe's X: ``InARow(0, 3, winner=0)``."""
    TYPE: ClassVar[str] = "in_a_row"
    pieces: Pieces
    count: int
    winner: int
    directions: Directions = _condition_default("in_a_row", "directions")
    length: str = _condition_default("in_a_row", "length")
    when: str = _condition_default("in_a_row", "when")


@dataclass(frozen=True)
class Connects(_Table):
    """``winner`` wins when ``pieces`` join a cell of ``region`` to a cell of ``to_region``
    through a chain of neighbours along ``directions`` (absolute; on a hex board "all" is its
    six). Hex's black: ``Connects(0, "south", "north", winner=0)``."""
    TYPE: ClassVar[str] = "connects"
    pieces: Pieces
    region: str
    to_region: str
    winner: int
    directions: Directions = _condition_default("connects", "directions")
    when: str = _condition_default("connects", "when")


@dataclass(frozen=True)
class AllConnected(_Table):
    """``winner`` wins when all of ``pieces`` form one group, each joined to the others through
    neighbours along ``directions`` (absolute). One piece is a group, none is not. Lines of
    Action's black, checked after black's moves first: ``AllConnected(0, winner=0,
    when="winner_moved")``."""
    TYPE: ClassVar[str] = "all_connected"
    pieces: Pieces
    winner: int
    directions: Directions = _condition_default("all_connected", "directions")
    when: str = _condition_default("all_connected", "when")


@dataclass(frozen=True)
class GroupTouches(_Table):
    """``winner`` wins when one group of ``pieces`` (neighbours along ``directions``, absolute)
    has a piece in at least ``count`` of ``regions`` (one to six region names). Havannah's
    fork for white: ``GroupTouches(0, ["edge_1", ..., "edge_6"], 3, winner=0)``."""
    TYPE: ClassVar[str] = "group_touches"
    pieces: Pieces
    regions: Sequence[str]
    count: int
    winner: int
    directions: Directions = _condition_default("group_touches", "directions")
    when: str = _condition_default("group_touches", "when")


@dataclass(frozen=True)
class Ring(_Table):
    """``winner`` wins when ``pieces`` form a closed chain round at least one cell of the board,
    whatever it holds (hex boards only). Havannah's ring for white: ``Ring(0, winner=0)``."""
    TYPE: ClassVar[str] = "ring"
    pieces: Pieces
    winner: int
    when: str = _condition_default("ring", "when")


EndCondition = Union[NoPiecesLeft, ReducedTo, RegionHolds, Reaches, AllStacksControlled, InARow,
                     Connects, AllConnected, GroupTouches, Ring]
END_CONDITIONS: Dict[str, Type[_Table]] = {
    c.TYPE: c for c in (NoPiecesLeft, ReducedTo, RegionHolds, Reaches, AllStacksControlled,
                        InARow, Connects, AllConnected, GroupTouches, Ring)}


def table_from_dict(data: Any, kinds: Mapping[str, Type[_Table]], where: str):
    """A primitive or end condition from its TOML table (``type`` and fields)."""
    if not isinstance(data, dict):
        raise _fail(where, f"{shown(data)} is not a table")
    fields = dict(data)
    type_name = fields.pop("type", None)
    if not isinstance(type_name, str) or type_name not in kinds:  # a list is no key
        raise _fail(where, f"type {shown(type_name)} is not one of {', '.join(kinds)}")
    return kinds[type_name].from_fields(fields, where)


# --- kinds -----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Promotion:
    """A piece ending a move in ``region`` becomes one of the kinds ``to`` lists (symbols): one
    kind, no choice (a checkers man's king); several, one move per kind (``e7-e8=Q``).
    ``timing`` "on_arrival" promotes on landing and ends the turn; "at_turn_end" only where
    the turn ends (international draughts: a man passing the far rank in a chain stays a man)."""
    region: str
    to: str
    timing: str = "on_arrival"

    def to_dict(self) -> Dict[str, Any]:
        out = dict(region=self.region, to=self.to)
        if self.timing != "on_arrival":
            out["timing"] = self.timing
        return out


@dataclass(frozen=True)
class CustodialCapture:
    """A game's custodial capture (tafl): after a move, each enemy piece next to the moved one
    along ``directions`` (absolute) that the mover encloses is taken: between the moved piece
    and another capturing piece of the mover's, or an empty cell of the region ``hostile``,
    straight beyond it (or on every side, for a kind whose ``enclosure`` is "all_sides")."""
    directions: Directions
    hostile: Optional[str] = None

    def to_dict(self) -> Dict[str, Any]:
        out: Dict[str, Any] = dict(directions=self.directions)
        if self.hostile is not None:
            out["hostile"] = self.hostile
        return out

    @classmethod
    def from_dict(cls, data: Any, where: str) -> "CustodialCapture":
        if (not isinstance(data, dict) or "directions" not in data
                or not set(data) <= {"directions", "hostile"}):
            raise _fail(where, f"custodial {shown(data)} is not a table of directions (and "
                               "hostile)")
        return cls(data["directions"], data.get("hostile"))


_KIND_FIELDS = ("symbol", "owner", "name", "moves", "promotion", "colour", "barred",
                "enclosure", "custodian")


@dataclass(frozen=True)
class Kind:
    """A piece kind: one-letter ``symbol``, ``owner`` 0, 1 or "neutral", its primitives, its
    ``promotion`` (None: it never promotes), the ``colour`` pictures fill its pieces with
    ("#rrggbb" or a colour name such as "gold"; "": the owner's), the region it is ``barred``
    from stopping on (None: none; it may pass over it), and its part in the game's custodial
    capture: its ``enclosure`` ("two_sides", "all_sides" or "never") and whether it is a
    ``custodian`` (takes part in taking others)."""
    symbol: str
    owner: Union[int, str]
    name: str = ""
    moves: Sequence[Primitive] = ()
    promotion: Optional[Promotion] = None
    colour: str = ""
    barred: Optional[str] = None
    enclosure: str = _core.KIND_DEFAULTS["enclosure"]
    custodian: bool = _core.KIND_DEFAULTS["custodian"]

    def to_dict(self) -> Dict[str, Any]:
        moves = self.moves if isinstance(self.moves, (list, tuple)) else []
        out = dict(symbol=self.symbol, owner=self.owner, name=self.name,
                   moves=[m.to_dict() for m in moves if isinstance(m, _Table)])
        if isinstance(self.promotion, Promotion):
            out["promotion"] = self.promotion.to_dict()
        if self.colour:
            out["colour"] = self.colour
        if self.barred is not None:
            out["barred"] = self.barred
        if self.enclosure != _core.KIND_DEFAULTS["enclosure"]:
            out["enclosure"] = self.enclosure
        if self.custodian != _core.KIND_DEFAULTS["custodian"]:
            out["custodian"] = self.custodian
        return out

    @classmethod
    def from_dict(cls, data: Any, where: str) -> "Kind":
        if not isinstance(data, dict):
            raise _fail(where, f"{shown(data)} is not a table")
        for key in data:
            if key not in _KIND_FIELDS:
                raise _fail(where, f"unknown field '{key}'")
        for key in ("symbol", "owner"):
            if key not in data:
                raise _fail(where, f"missing field '{key}'")
        moves = data.get("moves", [])
        if not isinstance(moves, list):
            raise _fail(where, f"moves {shown(moves)} is not a list")
        promotion = data.get("promotion")
        if promotion is not None:
            if (not isinstance(promotion, dict) or not {"region", "to"} <= set(promotion)
                    or not set(promotion) <= {"region", "to", "timing"}):
                raise _fail(where, f"promotion {shown(promotion)} is not a table of region "
                                   "and to (and timing)")
            promotion = Promotion(promotion["region"], promotion["to"],
                                  promotion.get("timing", "on_arrival"))
        return cls(data["symbol"], data["owner"], data.get("name", ""),
                   [table_from_dict(m, PRIMITIVES, f"{where}.moves[{j}]")
                    for j, m in enumerate(moves)], promotion, data.get("colour", ""),
                   data.get("barred"), data.get("enclosure", cls.enclosure),
                   data.get("custodian", cls.custodian))


def form_fields(kind: Type[_Table]) -> Tuple[str, ...]:
    """The fields of a primitive or end condition, in order (as the engine lists them)."""
    return tuple(f.name for f in dataclasses.fields(kind))

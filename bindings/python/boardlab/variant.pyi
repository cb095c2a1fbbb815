"""Type stubs for boardlab.variant: primitives, end conditions and variants as data."""
from pathlib import Path
from typing import Any, Dict, List, Literal, Optional, Sequence, Tuple, Union

from . import _core
from ._game import Game

__all__ = [
    "Step", "Slide", "Leap", "StackMove", "Drop",
    "NoPiecesLeft", "ReducedTo", "RegionHolds", "Reaches", "AllStacksControlled",
    "Kind", "Variant", "load_variant", "DIRECTIONS", "DIRECTION_SETS", "TARGETS",
]

DIRECTIONS: Tuple[str, ...]
DIRECTION_SETS: Dict[str, Tuple[int, bool]]
TARGETS: Dict[str, int]

# A direction set name or direction name, or a list of direction names.
Directions = Union[str, Sequence[str]]
# A target name, or a list of the basic names (empty, enemy, friendly, neutral).
Targets = Union[str, Sequence[str]]
_Landing = Literal["capture", "stack"]
_When = Literal["always", "winner_moved"]
# A kind's symbol, or a player (0 or 1) for all of that player's pieces.
Pieces = Union[str, int]

class Step:
    directions: Directions
    onto: Targets
    landing: str
    from_region: Optional[str]
    relative: bool
    def __init__(self, directions: Directions, onto: Targets = "empty_or_enemy",
                 landing: _Landing = "capture", from_region: Optional[str] = None,
                 relative: bool = False) -> None: ...

class Slide:
    directions: Directions
    onto: Targets
    landing: str
    max_distance: int
    from_region: Optional[str]
    relative: bool
    def __init__(self, directions: Directions, onto: Targets = "empty_or_enemy",
                 landing: _Landing = "capture", max_distance: int = 0,
                 from_region: Optional[str] = None, relative: bool = False) -> None: ...

class Leap:
    directions: Directions
    over: Targets
    onto: Targets
    landing: str
    leapt: str
    from_region: Optional[str]
    relative: bool
    def __init__(self, directions: Directions, over: Targets = "any_piece",
                 onto: Targets = "empty_or_enemy", landing: _Landing = "capture",
                 leapt: Literal["stays", "captured"] = "stays",
                 from_region: Optional[str] = None, relative: bool = False) -> None: ...

class StackMove:
    min_count: int
    max_count: int
    path: str
    onto: Targets
    landing: str
    from_region: Optional[str]
    def __init__(self, min_count: int = 1, max_count: int = 1,
                 path: Literal["straight", "bends", "bends_without_u"] = "bends",
                 onto: Targets = "anything", landing: _Landing = "stack",
                 from_region: Optional[str] = None) -> None: ...

class Drop:
    region: Optional[str]
    def __init__(self, region: Optional[str] = None) -> None: ...

Primitive = Union[Step, Slide, Leap, StackMove, Drop]

class NoPiecesLeft:
    pieces: Pieces
    winner: int
    when: str
    def __init__(self, pieces: Pieces, winner: int, when: _When = "always") -> None: ...

class ReducedTo:
    pieces: Pieces
    count: int
    winner: int
    when: str
    def __init__(self, pieces: Pieces, count: int, winner: int,
                 when: _When = "always") -> None: ...

class RegionHolds:
    pieces: Pieces
    region: str
    count: int
    winner: int
    when: str
    def __init__(self, pieces: Pieces, region: str, count: int, winner: int,
                 when: _When = "always") -> None: ...

class Reaches:
    pieces: Pieces
    region: str
    winner: int
    when: str
    def __init__(self, pieces: Pieces, region: str, winner: int,
                 when: _When = "always") -> None: ...

class AllStacksControlled:
    winner: int
    when: str
    def __init__(self, winner: int, when: _When = "always") -> None: ...

EndCondition = Union[NoPiecesLeft, ReducedTo, RegionHolds, Reaches, AllStacksControlled]

class Kind:
    symbol: str
    owner: Union[int, str]
    name: str
    moves: Sequence[Primitive]
    def __init__(self, symbol: str, owner: Union[int, Literal["neutral"]], name: str = "",
                 moves: Sequence[Primitive] = ()) -> None: ...

class Variant:
    name: str
    files: int
    ranks: int
    kinds: List[Kind]
    start: str
    regions: Dict[str, Union[str, Sequence[str]]]
    end_conditions: List[EndCondition]
    placement: str
    no_legal_move: str
    max_plies: int
    def __init__(self, name: str, files: int, ranks: int, kinds: List[Kind], start: str,
                 regions: Optional[Dict[str, Union[str, Sequence[str]]]] = ...,
                 end_conditions: Optional[List[EndCondition]] = ...,
                 placement: Literal["placement_first", "anytime"] = "placement_first",
                 no_legal_move: Literal["loses", "wins", "draws"] = "loses",
                 max_plies: int = 300) -> None: ...
    def to_spec(self) -> _core.Spec: ...
    def build(self) -> Game: ...
    @classmethod
    def from_spec(cls, spec: _core.Spec) -> Variant: ...
    def to_dict(self) -> Dict[str, Any]: ...
    @classmethod
    def from_dict(cls, data: Dict[str, Any], source: str = "variant") -> Variant: ...
    def to_toml(self) -> str: ...
    @classmethod
    def from_toml(cls, text: str, source: str = "<string>") -> Variant: ...

def load_variant(path: Union[str, Path]) -> Game: ...

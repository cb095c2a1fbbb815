"""boardlab: abstract board games from rule primitives, on a fast C++ engine.

>>> import boardlab as bl
>>> state = bl.game("pogo").start()
>>> state.play("2a1-a3")
Move('2a1-a3')
>>> bl.perft(bl.game("breakthrough").start(), 2)
484
"""
from ._core import (  # noqa: F401
    DIRECTION_SETS,
    DIRECTIONS,
    TARGETS,
    Error,
    IllegalMoveError,
    Move,
    MoveSyntaxError,
    PositionError,
    SpecError,
    __version__,
)
from .agents import Agent, MatchResult, match, score_interval  # noqa: F401
from .balance import Balance, balance  # noqa: F401
from .compare import ComparedMeasure, Comparison, compare  # noqa: F401
from .sweep import sweep  # noqa: F401
from .tournament import TournamentResult, tournament  # noqa: F401
from . import display_svg  # noqa: F401  (bl.display_svg.render for pictures outside notebooks)
from ._game import (  # noqa: F401
    BUILTIN_GAMES,
    Game,
    LegalMoves,
    Outcome,
    State,
    game,
    games,
    load_variant,
    perft,
    read_record,
)
from .rules import (  # noqa: F401
    AllConnected,
    AllStacksControlled,
    Castle,
    ChecksGiven,
    Connects,
    CustodialCapture,
    Drop,
    GroupTouches,
    InARow,
    Kind,
    Leap,
    NoPiecesLeft,
    OffsetLeap,
    Promotion,
    Reaches,
    ReducedTo,
    RegionHolds,
    Remove,
    Ring,
    Shoot,
    Slide,
    StackMove,
    Step,
)
from .variant import Variant  # noqa: F401
from .records import RecordError  # noqa: F401
from .pgn import PgnGame, parse_san, read_pgn, read_pgn_file, san, write_pgn  # noqa: F401

__all__ = [
    "Error", "SpecError", "PositionError", "MoveSyntaxError", "IllegalMoveError",
    "Game", "State", "Move", "Outcome", "LegalMoves", "game", "games", "perft", "BUILTIN_GAMES",
    "Variant", "Kind", "Step", "Slide", "Leap", "OffsetLeap", "StackMove", "Drop", "Shoot",
    "Remove", "Castle", "Promotion",
    "NoPiecesLeft", "ReducedTo", "RegionHolds", "Reaches", "AllStacksControlled", "InARow",
    "Connects", "AllConnected", "GroupTouches", "Ring", "ChecksGiven", "CustodialCapture",
    "Agent", "MatchResult", "match", "score_interval", "Balance", "balance", "TournamentResult",
    "tournament", "sweep", "compare", "Comparison", "ComparedMeasure",
    "san", "parse_san", "write_pgn", "read_pgn", "read_pgn_file", "PgnGame",
    "read_record", "RecordError",
    "load_variant", "DIRECTIONS", "DIRECTION_SETS", "TARGETS", "__version__",
]

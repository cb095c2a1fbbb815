"""Type stubs for boardlab: abstract board games from rule primitives, on a fast C++ engine."""
from . import display_svg as display_svg
from ._core import Error as Error
from ._core import IllegalMoveError as IllegalMoveError
from ._core import Move as Move
from ._core import MoveSyntaxError as MoveSyntaxError
from ._core import PositionError as PositionError
from ._core import SpecError as SpecError
from ._core import __version__ as __version__
from ._game import BUILTIN_GAMES as BUILTIN_GAMES
from ._game import Game as Game
from ._game import LegalMoves as LegalMoves
from ._game import Outcome as Outcome
from ._game import State as State
from ._game import game as game
from ._game import perft as perft
from .variant import DIRECTION_SETS as DIRECTION_SETS
from .variant import DIRECTIONS as DIRECTIONS
from .variant import TARGETS as TARGETS
from .variant import AllStacksControlled as AllStacksControlled
from .variant import Drop as Drop
from .variant import Kind as Kind
from .variant import Leap as Leap
from .variant import NoPiecesLeft as NoPiecesLeft
from .variant import Reaches as Reaches
from .variant import ReducedTo as ReducedTo
from .variant import RegionHolds as RegionHolds
from .variant import Slide as Slide
from .variant import StackMove as StackMove
from .variant import Step as Step
from .variant import Variant as Variant
from .variant import load_variant as load_variant

__all__ = [
    "Error", "SpecError", "PositionError", "MoveSyntaxError", "IllegalMoveError",
    "Game", "State", "Move", "Outcome", "LegalMoves", "game", "perft", "BUILTIN_GAMES",
    "Variant", "Kind", "Step", "Slide", "Leap", "StackMove", "Drop",
    "NoPiecesLeft", "ReducedTo", "RegionHolds", "Reaches", "AllStacksControlled",
    "load_variant", "DIRECTIONS", "DIRECTION_SETS", "TARGETS", "__version__",
]

"""boardlab: abstract board games from rule primitives, on a fast C++ engine."""
from ._core import Error, IllegalMoveError, MoveSyntaxError, PositionError, SpecError  # noqa: F401

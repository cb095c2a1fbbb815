"""``boardlab serve``: the designer's page, a local web app to play any game or variant against
any agent, change its rules and see what a change does (docs/playing.md).

From Python, with agents of one's own beside the engine's::

    import boardlab as bl
    from boardlab.serve import serve

    class FirstMove:
        def choose(self, state):
            return next(iter(state.legal_moves))

    serve(bl.game("checkers"), agents={"first_move": FirstMove()})

``create_app`` gives the ASGI app itself (Starlette), for a server of one's own or for tests.
Needs the ``serve`` extra: ``pip install 'boardlab[serve]'`` (Starlette and uvicorn).
"""
from __future__ import annotations

try:
    import starlette  # noqa: F401
    import uvicorn  # noqa: F401
except ImportError as e:  # pragma: no cover - the extra is not installed
    from boardlab.plots import MissingDependency
    raise MissingDependency(
        f"boardlab serve needs Starlette and uvicorn ({e.name} is not installed): "
        "pip install 'boardlab[serve]'") from None

from .app import create_app  # noqa: E402
from .run import serve  # noqa: E402

__all__ = ["create_app", "serve"]

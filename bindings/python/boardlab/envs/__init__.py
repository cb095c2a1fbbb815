"""boardlab's games where reinforcement-learning and game-AI research already works.

Each adapter imports its framework only when first used, so that ``import boardlab`` needs none
of them (``pip install boardlab[envs]`` brings PettingZoo and Gymnasium; OpenSpiel is
``open_spiel`` from PyPI):

- :func:`pettingzoo_env`: a PettingZoo AEC environment of any game (two agents).
- :func:`gymnasium_env`: a Gymnasium environment, one player against a fixed boardlab agent.
- :func:`openspiel_game` and :func:`register_openspiel`: a game as a ``pyspiel`` game, for
  OpenSpiel's algorithms.
- :class:`VectorEnv`: many games stepped together in C++, for batched self-play (numpy only).
"""
from typing import Any

# name -> the module of this package that defines it
_ADAPTERS = {
    "pettingzoo_env": "pettingzoo",
    "gymnasium_env": "gymnasium",
    "openspiel_game": "openspiel",
    "register_openspiel": "openspiel",
    "VectorEnv": "vector",
    "VectorStep": "vector",
}

__all__ = sorted(_ADAPTERS)


def __getattr__(name: str) -> Any:
    module = _ADAPTERS.get(name)
    if module is None:
        raise AttributeError(f"module 'boardlab.envs' has no attribute {name!r}")
    from importlib import import_module

    return getattr(import_module(f"{__name__}.{module}"), name)


def __dir__():
    return __all__

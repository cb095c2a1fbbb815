"""boardlab.envs: each public name is what it says (a function or a class), also after the
module defining it was imported (a module named as the function would take its place), and the
adapters' frameworks are imported only when an adapter is used."""
import subprocess
import sys
import types

import pytest

import boardlab as bl

ADAPTERS = {"pettingzoo_env": "pettingzoo", "gymnasium_env": "gymnasium",
            "openspiel_game": "pyspiel", "register_openspiel": "pyspiel"}


@pytest.mark.parametrize("name", sorted(ADAPTERS))
def test_an_adapter_is_a_function(name):
    pytest.importorskip(ADAPTERS[name])
    import boardlab.envs as envs
    function = getattr(envs, name)
    assert isinstance(function, types.FunctionType)
    __import__(function.__module__)
    assert getattr(envs, name) is function


def test_vector_env_is_a_class():
    from boardlab.envs import VectorEnv, VectorStep
    assert isinstance(VectorEnv, type) and issubclass(VectorStep, tuple)


def test_no_framework_is_imported_until_used():
    code = ("import sys, boardlab, boardlab.envs\n"
            "from boardlab.envs import VectorEnv\n"
            "print(sorted(m for m in ('pettingzoo', 'gymnasium', 'pyspiel') if m in sys.modules))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True, timeout=120)
    assert result.stdout.strip() == "[]"


def test_an_unknown_name():
    import boardlab.envs as envs
    with pytest.raises(AttributeError, match="module 'boardlab.envs' has no attribute 'gym'"):
        envs.gym
    assert bl.envs is envs

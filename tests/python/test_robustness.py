"""Objects that could be made half-built, pickles from strangers, and batch calls that ask for
the impossible (the hardening issue's defects, each reproduced first): each must give boardlab's
own error, never a segfault, an abort or a 13 GB allocation."""
from __future__ import annotations

import os
import pickle
import random

import pytest

import boardlab as bl
from boardlab import _core


@pytest.mark.parametrize("cls, how", [
    (_core.Game, "use boardlab.Game(variant) or boardlab.game(name)"),
    (_core.State, "states come from a game: game.start(), game.state(text)"),
    (_core.Spec, "use spec_from_data(data)"),
])
def test_engine_objects_refuse_new(cls, how):
    # A _core.Game made by __new__ had no engine data: calling a method on it segfaulted.
    with pytest.raises(bl.Error) as caught:
        cls.__new__(cls)
    assert type(caught.value) is bl.Error
    assert str(caught.value) == f"{cls.__name__} objects are not made this way: {how}"


@pytest.mark.parametrize("cls", ["Game", "State", "Spec"])
def test_a_crafted_pickle_of_a_bare_engine_object_is_refused(cls):
    # Protocol 2 by hand: GLOBAL boardlab._core.<cls>, an empty tuple, NEWOBJ (cls.__new__(cls)).
    data = b"\x80\x02cboardlab._core\n" + cls.encode() + b"\n)\x81."
    with pytest.raises(bl.Error, match=f"^{cls} objects are not made this way"):
        pickle.loads(data)


def test_damaged_pickles_never_crash_and_never_give_a_broken_state():
    state = bl.game("pogo").start()
    state.play("2a1-a3")
    rng = random.Random(1234)
    for protocol in (0, 2, 5):
        data = pickle.dumps(state, protocol=protocol)
        for _ in range(300):
            damaged = bytearray(data)
            for _ in range(rng.randint(1, 3)):
                damaged[rng.randrange(len(damaged))] = rng.randrange(256)
            try:
                loaded = pickle.loads(bytes(damaged))
            except Exception:
                # The damage is the pickle's: pickle's own errors, or ours for the values it
                # reaches the engine with. A crash would end the test run here.
                continue
            if isinstance(loaded, bl.State):
                # Whatever loaded is a whole position of its game: its text reads back to it.
                again = loaded.game.state(loaded.text)
                assert again.text == loaded.text and again.hash == loaded.hash


def _physical_memory() -> int:
    return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")


@pytest.mark.skipif(_physical_memory() > 2 * 26 * (2**31 - 1),
                    reason="this machine has room for the results of 2**31 - 1 playouts")
def test_playouts_whose_results_cannot_fit_in_memory_are_refused():
    game = bl.game("breakthrough")
    # Was an attempt to allocate about 13 GB before the first playout.
    with pytest.raises(bl.Error) as caught:
        game.playouts(2**31 - 1)
    assert type(caught.value) is bl.Error
    assert str(caught.value).startswith(f"playouts: {2**31 - 1} playouts need 53247 MB of results")
    assert str(caught.value).endswith("; run them in smaller batches")


@pytest.mark.parametrize("threads", [0, _core.MAX_THREADS + 1, 10**6])
def test_thread_counts_beyond_the_bound_are_refused(threads):
    with pytest.raises(bl.Error) as caught:
        bl.game("pogo").playouts(10, threads=threads)
    assert str(caught.value) == (
        f"playouts: threads {threads} is not a whole number from 1 to {_core.MAX_THREADS}")


def test_the_most_threads_allowed_run_and_agree_with_one():
    game = bl.game("pogo")
    many = game.playouts(64, seed=5, threads=_core.MAX_THREADS)
    one = game.playouts(64, seed=5, threads=1)
    assert list(many["winner"]) == list(one["winner"])
    assert list(many["plies"]) == list(one["plies"])

"""Ctrl-C stops long calls within a fraction of a second: perft, many playouts, and one playout
of a game that never ends (the engine looks for the stop flag inside a playout too). Each test
sends SIGINT to this process from a timer thread while the call runs in C++."""
from __future__ import annotations

import os
import signal
import threading
import time

import pytest

import boardlab as bl
from conftest import raises

SKATEBOARDS_START = "1P4P1/P6P/8/3SS3/3SS3/8/P6P/1P4P1 0 T6 0"


def _interrupted_after(seconds: float, call) -> float:
    """Runs `call` with SIGINT sent after `seconds`; returns how long it took to stop."""
    if threading.current_thread() is not threading.main_thread():
        pytest.skip("signals reach the main thread only")
    # A process started in the background by a shell without job control (`tools/test &`)
    # inherits SIGINT ignored, and Python then leaves it so: the signal would never arrive and
    # the call would run on. Ctrl-C's own handler is set for the test and put back after.
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    timer = threading.Timer(seconds, os.kill, (os.getpid(), signal.SIGINT))
    started = time.perf_counter()
    timer.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            call()
    finally:
        timer.cancel()
        signal.signal(signal.SIGINT, previous)
    return time.perf_counter() - started - seconds


def test_perft_stops_on_ctrl_c():
    # Skateboards perft(8) takes hours; it must stop within half a second of the signal.
    state = bl.game("skateboards").state(SKATEBOARDS_START)
    assert _interrupted_after(0.3, lambda: bl.perft(state, 8)) < 0.5


def test_playouts_stop_on_ctrl_c():
    game = bl.game("breakthrough")
    assert _interrupted_after(0.3, lambda: game.playouts(10**8 // 4, threads=2)) < 0.5


def test_one_endless_playout_stops_on_ctrl_c():
    # Two pieces that shuffle along ranks of their own forever (each always has a move), with no
    # end condition and a ply limit of a billion: a single playout runs for minutes unless it
    # looks for the stop flag as it goes.
    def shuffle(max_plies):
        step = bl.Step(["east", "west"], onto="empty")
        return bl.Game(bl.Variant(name="shuffle", files=3, ranks=2, max_plies=max_plies,
                                  kinds=[bl.Kind("W", 0, moves=[step]),
                                         bl.Kind("B", 1, moves=[step])],
                                  start="B2/W2 0 - 0"))
    endless = shuffle(10**9)
    assert _interrupted_after(0.3, lambda: endless.playouts(1)) < 0.5
    # Unstopped, the same game plays to its limit, a draw.
    r = shuffle(1000).playouts(3)
    assert (r["plies"] == 1000).all() and (r["winner"] == -1).all()


def test_a_progress_callback_that_raises_stops_the_playouts():
    def fail(done):
        raise RuntimeError("no more")
    with raises(RuntimeError, "no more"):
        bl.game("pogo").playouts(10**6, progress=fail)

"""Batch random playouts run in C++: result arrays, determinism, thread independence,
progress reports."""
from __future__ import annotations

import dataclasses

import numpy as np
import pytest

import boardlab as bl

from conftest import VARIANTS_DIR


@pytest.mark.parametrize("name", list(bl.BUILTIN_GAMES))
def test_results_have_the_documented_shapes_and_values(name):
    game = bl.game(name)
    r = game.playouts(200, seed=3)
    assert set(r) == {"winner", "plies", "moves_listed", "seconds"}
    assert r["winner"].shape == r["plies"].shape == r["moves_listed"].shape == (200,)
    assert r["winner"].dtype == np.int8
    assert r["plies"].dtype == np.int32
    assert r["moves_listed"].dtype == np.uint64
    assert set(np.unique(r["winner"])) <= {-1, 0, 1}
    assert (r["plies"] >= 1).all() and (r["plies"] <= game.max_plies).all()
    assert (r["moves_listed"] >= r["plies"]).all()  # at least one move listed per ply
    assert isinstance(r["seconds"], float) and r["seconds"] >= 0


def test_a_draw_is_minus_one():
    r = bl.game("pogo", max_plies=2).playouts(50, seed=1)
    # Nobody can top every stack in two plies: every playout is drawn by the ply limit.
    assert (r["winner"] == -1).all() and (r["plies"] == 2).all()


def test_same_seed_same_results_any_thread_count():
    game = bl.game("breakthrough")
    one = game.playouts(300, seed=42, threads=1)
    again = game.playouts(300, seed=42, threads=1)
    two = game.playouts(300, seed=42, threads=2)
    three = game.playouts(300, seed=42, threads=3)
    for key in ("winner", "plies", "moves_listed"):
        np.testing.assert_array_equal(one[key], again[key])
        np.testing.assert_array_equal(one[key], two[key])
        np.testing.assert_array_equal(one[key], three[key])
    other = game.playouts(300, seed=43)
    assert not np.array_equal(one["plies"], other["plies"])


def test_playout_i_does_not_depend_on_the_count():
    game = bl.game("pocket_battlefield")
    few = game.playouts(10, seed=5)
    many = game.playouts(100, seed=5, threads=2)
    np.testing.assert_array_equal(few["plies"], many["plies"][:10])


def test_progress_is_called_with_the_final_count():
    calls = []
    r = bl.game("skateboards").playouts(400, seed=0, threads=2, progress=calls.append)
    assert calls and calls[-1] == 400
    assert calls == sorted(calls) and all(0 <= c <= 400 for c in calls)
    assert len(r["winner"]) == 400


def test_zero_playouts():
    calls = []
    r = bl.game("pogo").playouts(0, progress=calls.append)
    assert r["winner"].shape == (0,)
    assert calls == [0]


def test_playouts_from_a_given_state():
    game = bl.game("pocket_battlefield")
    finished = game.state("1R1R/2R1/2G1/(GR)G1G 0 - 10")
    r = game.playouts(20, start=finished)
    assert (r["winner"] == 1).all() and (r["plies"] == 0).all()
    assert (r["moves_listed"] == 0).all()
    near_end = bl.game("breakthrough", max_plies=300).state("8/8/8/8/8/8/8/8 0 - 299")
    # No piece at all: the mover, player 1, has won (player 0 has no piece left).
    r = bl.game("breakthrough").playouts(3, start=near_end)
    assert (r["winner"] == 1).all() and (r["plies"] == 0).all()
    state = game.start()
    state.play("a1-a2")
    r = game.playouts(50, seed=9, start=state)
    assert (r["plies"] <= game.max_plies - 1).all()


def test_playouts_on_a_custom_variant():
    from conftest import VARIANTS_DIR
    game = bl.load_variant(VARIANTS_DIR / "leapfrog.toml")
    r = game.playouts(300, seed=2, threads=2)
    assert set(np.unique(r["winner"])) <= {-1, 0, 1}
    assert (r["plies"] <= 200).all()


@pytest.mark.parametrize("name", bl.games())
def test_compiled_shaped_and_generic_paths_agree(name):
    # A built-in game with its default options runs batch work on its compile-time path (also
    # when the defaults are given: the spec is the one compiled in). The same rules under another
    # name are another spec of the same shape, so the generation precompiled for that shape. The
    # same game with its first end condition listed twice has another shape, so the generic
    # path: the repeat never decides anything. Same games on all three.
    compiled, shaped = bl.game(name), bl.Game(dataclasses.replace(bl.game(name).variant(),
                                                                  name=f"{name}_again"))
    assert bl.game(name, max_plies=300).batch_path == "compiled"
    variant = compiled.variant()
    variant.end_conditions.append(variant.end_conditions[0])
    generic = bl.Game(variant)
    assert (compiled.batch_path, shaped.batch_path, generic.batch_path) == (
        "compiled", "shaped", "generic")
    a = compiled.playouts(300, seed=11, threads=2)
    for other in (shaped, generic):
        b = other.playouts(300, seed=11, threads=1)
        assert (a["winner"] == b["winner"]).all()
        assert (a["plies"] == b["plies"]).all()
        assert (a["moves_listed"] == b["moves_listed"]).all()
        assert bl.perft(compiled.start(), 3) == bl.perft(other.start(), 3)


def test_variants_of_a_built_in_shape_take_its_precompiled_path():
    # Other sizes of a built-in game keep its shape; a game of its own does not.
    assert bl.game("breakthrough", files=6, ranks=7).batch_path == "shaped"
    assert bl.load_variant(VARIANTS_DIR / "skateboards_6x6.toml").batch_path == "shaped"
    assert bl.load_variant(VARIANTS_DIR / "leapfrog.toml").batch_path == "generic"

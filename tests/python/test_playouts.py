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


# Games whose every playout is known, whatever the random choices: the winner, the length and
# the moves listed along the way are counted by hand.

def _drops(**changes):
    """2x2, W and B each drop two pieces and nothing moves: 4, 3, 2, 1 empty cells to drop on,
    then W is to move with an empty reserve and no legal move. Its condition never holds (it is
    checked after W's drops): without it the game would have dots and boxes' shape
    (drops, no condition), which is precompiled, where these games test the generic path."""
    changes.setdefault("end_conditions", [bl.NoPiecesLeft("W", winner=0, when="winner_moved")])
    return bl.Game(bl.Variant(name="drops", files=2, ranks=2, start="2/2 0 W2B2 0",
                              kinds=[bl.Kind("W", 0, moves=[bl.Drop()]),
                                     bl.Kind("B", 1, moves=[bl.Drop()])], **changes))


def _corridor(**changes):
    """One file: W from a1 and B from a6 step towards each other; every move is forced. W
    a1-a2, B a6-a5, W a2-a3, B a5-a4, then W faces B and has no move."""
    step = bl.Step("forward", onto="empty")
    return bl.Game(bl.Variant(name="corridor", files=1, ranks=6, start="B/1/1/1/1/W 0 - 0",
                              kinds=[bl.Kind("W", 0, moves=[step]), bl.Kind("B", 1, moves=[step])],
                              **changes))


@pytest.mark.parametrize("game, start, winner, plies, moves_listed", [
    (_drops(), None, 1, 4, 4 + 3 + 2 + 1),                       # W to move with no move loses
    (_drops(no_legal_move="wins"), None, 0, 4, 4 + 3 + 2 + 1),
    (_drops(no_legal_move="draws"), None, -1, 4, 4 + 3 + 2 + 1),
    (_drops(max_plies=3), None, -1, 3, 4 + 3 + 2),               # the ply limit comes first
    (_corridor(), None, 1, 4, 4),
    (_corridor(regions={"goal": "a3"}, end_conditions=[bl.Reaches("W", "goal", winner=0)]),
     None, 0, 3, 3),                                              # W reaches a3 on ply 3
    (_corridor(), "B/1/1/1/W/1 1 - 1", 1, 3, 3),                  # from after W's first move
    # Breakthrough on one file, a shaped path: W a2-a3 is the only move, then B on a4 is
    # blocked and loses.
    (bl.game("breakthrough", files=1, ranks=5), None, 0, 1, 1),
    # W on a7 has two moves, a8 and b8, and either reaches the far rank: compiled, then shaped.
    (bl.game("breakthrough"), "7B/W7/8/8/8/8/8/8 0 - 0", 0, 1, 2),
    (bl.game("breakthrough", max_plies=100), "7B/W7/8/8/8/8/8/8 0 - 0", 0, 1, 2),
], ids=["drops-loses", "drops-wins", "drops-draws", "drops-ply-limit", "corridor",
        "corridor-reaches", "corridor-from-a-state", "breakthrough-1x5", "breakthrough-compiled",
        "breakthrough-shaped"])
@pytest.mark.parametrize("threads", [1, 2])
def test_playouts_of_known_games(game, start, winner, plies, moves_listed, threads):
    state = None if start is None else game.state(start)
    for seed in (0, 7):
        r = game.playouts(25, seed=seed, threads=threads, start=state)
        np.testing.assert_array_equal(r["winner"], np.full(25, winner, np.int8))
        np.testing.assert_array_equal(r["plies"], np.full(25, plies, np.int32))
        np.testing.assert_array_equal(r["moves_listed"], np.full(25, moves_listed, np.uint64))


def test_known_games_take_the_path_they_are_meant_to_test():
    assert (_drops().batch_path, _corridor().batch_path) == ("generic", "generic")
    assert _drops(end_conditions=[]).batch_path == "shaped"
    assert bl.game("breakthrough", files=1, ranks=5).batch_path == "shaped"


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
    compiled, shaped = bl.game(name), bl.Game(dataclasses.replace(bl.game(name).variant(),
                                                                  name=f"{name}_again"))
    # The compiler builds the built-in games of up to 64 cells (one bitboard word). A larger one
    # (amazons' and draughts' 10x10, hex's 11x11, gomoku's and havannah's 15x15) runs the
    # generation precompiled for its shape, which does not depend on the board's size; so does
    # the chess family, whose check, castling and en passant run the generic functions anyway.
    spec = compiled.variant()
    chess_rules = any(kind.royal or any(m.TYPE == "castle" or getattr(m, "passable", False)
                                        for m in kind.moves) for kind in spec.kinds)
    own_path = "compiled" if spec.files * spec.ranks <= 64 and not chess_rules else "shaped"
    assert bl.game(name, max_plies=compiled.max_plies).batch_path == own_path
    variant = compiled.variant()
    # A game without end conditions (clobber) gets one its no-legal-move rule already implies:
    # the player to move without pieces has lost (clobber has no drops).
    # Dots and boxes has none either, and its players start without pieces: it gets one that
    # never holds (two boxes are never next to each other, a line lies between them).
    if name == "dots_and_boxes":
        variant.end_conditions.append(
            bl.InARow("X", 2, winner=0, directions="orthogonal", when="winner_moved"))
    else:
        variant.end_conditions.append(variant.end_conditions[0] if variant.end_conditions else
                                      bl.NoPiecesLeft(0, winner=1))
    if name == "focus":
        # Focus's drops are no part of a shape (they are no moving rule), so with one condition a
        # player it has pogo's shape, which is precompiled: a second leaves it. Neither holds in
        # these random games (a side's pieces all in its reserve), which the results show.
        variant.end_conditions.append(bl.NoPiecesLeft(1, winner=0))
    if name == "pentago":
        # Pentago's two lines are looked for after either player's move, so with one more
        # condition each move checks three: havannah's shape, which is precompiled. A fourth
        # leaves it (the copies hold when the originals do, and the first listed decides).
        variant.end_conditions.append(variant.end_conditions[1])
    generic = bl.Game(variant)
    # A game with turn rules has one shape whatever its kinds and conditions, whose path runs
    # the generic functions (shape.hpp): the added condition leaves it on that path.
    assert (compiled.batch_path, shaped.batch_path, generic.batch_path) == (
        own_path, "shaped", "shaped" if compiled.has_turn_rules else "generic")
    a = compiled.playouts(300, seed=11, threads=2)
    # Perft to depth 3, or 2 where that is already large (amazons: 4,307,152).
    depth = 3 if bl.perft(compiled.start(), 2) < 100_000 else 2
    for other in (shaped, generic):
        # One thread and two on each path: playout i's results are fixed by the seed and i.
        for threads in (1, 2):
            b = other.playouts(300, seed=11, threads=threads)
            assert (a["winner"] == b["winner"]).all(), (other.batch_path, threads)
            assert (a["plies"] == b["plies"]).all(), (other.batch_path, threads)
            assert (a["moves_listed"] == b["moves_listed"]).all(), (other.batch_path, threads)
        assert bl.perft(compiled.start(), depth) == bl.perft(other.start(), depth)


def test_variants_of_a_built_in_shape_take_its_precompiled_path():
    # Other sizes of a built-in game keep its shape; a game of its own does not.
    assert bl.game("breakthrough", files=6, ranks=7).batch_path == "shaped"
    assert bl.load_variant(VARIANTS_DIR / "skateboards_6x6.toml").batch_path == "shaped"
    # Lines of action's slides as far as the line's count and its groups, on 6x6 and on 10x10
    # (Game<128>).
    assert bl.game("lines_of_action", size=6).batch_path == "shaped"
    assert bl.game("lines_of_action", size=10).batch_path == "shaped"
    assert bl.load_variant(VARIANTS_DIR / "leapfrog.toml").batch_path == "generic"

"""One conformance suite for every game, built-in or custom (as OpenSpiel runs one on each of
its games): random playouts in which every move's undo restores the exact position and hash,
the incremental hash equals one computed from scratch, position text round-trips, a game over
means no moves (and the other way round), pickling and copying mid-game give independent equal
states."""
from __future__ import annotations

import pickle
import random

import boardlab as bl
from conftest import check_game_is_its_data, read_toml

PLAYOUTS = 200


def _check_position(game, state):
    text, h = state.text, state.hash
    assert h == state._core.recomputed_hash(), text
    again = game.state(text)
    assert again.text == text and again.hash == h, text


def test_random_playouts(any_game):
    game = any_game
    rng = random.Random(f"conformance {game.name} {game.files}x{game.ranks}")
    for playout in range(PLAYOUTS):
        state = game.start()
        seen = [(state.text, state.hash)]  # position before each move
        check_every = 1 if playout < 20 else 7  # full checks on the first playouts, then spots
        fork_at = rng.randrange(1, 40)
        while True:
            moves = list(state.legal_moves)
            over = state.outcome is not None
            assert over == (not moves), state.text
            if not moves:
                break
            if state.ply % check_every == 0:
                _check_position(game, state)
                assert len(state.legal_moves) == len(moves)
                assert len({m.text for m in moves}) == len(moves), state.text
            if state.ply == fork_at:
                _check_fork(game, state, moves, rng)
            state.play(rng.choice(moves))
            seen.append((state.text, state.hash))
        _check_position(game, state)
        assert state.ply == len(seen) - 1 <= game.max_plies
        if state.outcome.reason == "ply_limit":
            assert state.ply == game.max_plies
        # Undo every move: each restores the exact text (ply included) and hash.
        for expected in reversed(seen[:-1]):
            state.undo()
            assert (state.text, state.hash) == expected
            assert state.hash == state._core.recomputed_hash()
        assert state.history == []


def _check_fork(game, state, moves, rng):
    """Mid-game: pickling and copying give equal, independent states."""
    history = [m.text for m in state.history]
    back = pickle.loads(pickle.dumps(state))
    assert back.game == game
    assert (back.text, back.hash) == (state.text, state.hash)
    assert [m.text for m in back.history] == history
    twin = state.copy()
    move = rng.choice(moves)
    twin.play(move)
    back.play(move)
    assert (twin.text, twin.hash) == (back.text, back.hash)
    assert [m.text for m in state.history] == history  # the original did not move
    assert state.text != twin.text
    twin.undo()
    assert (twin.text, twin.hash) == (state.text, state.hash)


def test_perft_one_is_the_number_of_legal_moves(any_game):
    rng = random.Random(7)
    state = any_game.start()
    for _ in range(60):
        moves = list(state.legal_moves)
        assert bl.perft(state, 1) == len(moves)
        if not moves:
            break
        state.play(rng.choice(moves))


def test_export_and_reload_gives_the_same_game(any_game):
    variant = any_game.variant()
    text = variant.to_toml()
    again = bl.Game(bl.Variant.from_toml(text))
    # The engine's facts of both games against the export as tomllib reads it, not against a
    # second export (test_variants.py compares the files field by field).
    check_game_is_its_data(any_game, read_toml(text))
    check_game_is_its_data(again, read_toml(text))
    assert again == any_game
    assert again.start().text == any_game.start().text
    assert again.num_actions == any_game.num_actions
    assert bl.perft(again.start(), 2) == bl.perft(any_game.start(), 2)

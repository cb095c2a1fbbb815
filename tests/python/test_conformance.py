"""One conformance suite for every game, built-in or custom (as OpenSpiel runs one on each of
its games): random playouts in which every move's undo restores every field of the position
(text, hash, outcome, reserve, observation, the legal moves as actions), the incremental hash
equals one computed from scratch, a position read back from its text has the same fields as the
one reached by play (but a draw by repetition, which is the history's), a game over means no moves (and the other way round), pickling and copying
mid-game give independent equal states."""
from __future__ import annotations

import pickle
import random

import boardlab as bl
from conftest import check_game_is_its_data, read_toml

PLAYOUTS = 200


def _fields(state):
    """What a position shows, each part from its own source in the engine: the text and
    reserve from the stacks, the legal actions from move generation on the bitboards (the
    legal moves as a set, cheaper than their texts), the outcome from the end conditions, the
    observation from the planes. A field left stale by play or undo differs from the same
    position read from text, or from before the move."""
    return {"text": state.text, "hash": state.hash, "outcome": state.outcome,
            "reserve": state.reserve, "actions": state.legal_actions(),
            "observation": state.observation().tobytes()}


def _move_texts(state):
    return [m.text for m in state.legal_moves]


def _check_position(game, state, fields, moves):
    assert fields["hash"] == state._core.recomputed_hash(), fields["text"]
    again = game.state(fields["text"])
    if fields["outcome"] is not None and fields["outcome"].reason == "repetition":
        # A draw by repetition is the history's (GameSpec::repetition_limit), which position
        # text does not carry: the position read back has its moves.
        assert again.outcome is None or again.outcome.reason != "repetition"
        different = {"outcome", "actions"}
        assert ({k: v for k, v in _fields(again).items() if k not in different} ==
                {k: v for k, v in fields.items() if k not in different}), fields["text"]
        return
    assert _fields(again) == fields, fields["text"]
    assert _move_texts(again) == moves, fields["text"]  # the same moves in the same order


def test_random_playouts(any_game):
    game = any_game
    rng = random.Random(f"conformance {game.name} {game.files}x{game.ranks}")
    for playout in range(PLAYOUTS):
        state = game.start()
        seen = []  # the fields of the position before each move
        check_every = 1 if playout < 20 else 7  # full checks on the first playouts, then spots
        fork_at = rng.randrange(1, 40)
        while True:
            fields, moves = _fields(state), _move_texts(state)
            over = fields["outcome"] is not None
            assert over == (not moves), state.text
            # Actions are decisions of one part of a turn: in a game of several-part turns, the
            # moves' first parts.
            first_parts = {state.action_of(m) for m in moves} if game.has_turn_rules else moves
            assert len(fields["actions"]) == len(first_parts), state.text
            if state.ply % check_every == 0:
                _check_position(game, state, fields, moves)
                assert len(set(moves)) == len(moves), state.text
            if not moves:
                break
            if state.ply == fork_at:
                _check_fork(game, state, moves, rng)
            seen.append(fields)
            state.play(rng.choice(moves))
        _check_position(game, state, fields, moves)
        assert state.ply == len(seen) <= game.max_plies
        if state.outcome.reason == "ply_limit":
            assert state.ply == game.max_plies
        # Undo every move: each restores every field of the position before it.
        for expected in reversed(seen):
            state.undo()
            assert _fields(state) == expected, expected["text"]
            assert state.hash == state._core.recomputed_hash()
        assert state.history == []


def _check_fork(game, state, moves, rng):
    """Mid-game: pickling and copying give equal, independent states."""
    history = [m.text for m in state.history]
    before = _fields(state)
    back = pickle.loads(pickle.dumps(state))
    assert back.game == game
    assert _fields(back) == before
    assert [m.text for m in back.history] == history
    twin = state.copy()
    move = rng.choice(moves)
    twin.play(move)
    back.play(move)
    assert _fields(twin) == _fields(back)
    assert [m.text for m in state.history] == history  # the original did not move
    assert _fields(state) == before and state.text != twin.text
    twin.undo()
    assert _fields(twin) == before


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

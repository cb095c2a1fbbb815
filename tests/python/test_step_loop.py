"""The fast paths of a Python step loop give what the plain ones give: a state keeps its legal
moves between two changes (is_over, legal_actions, the action mask, play_action), Moves write
their text only when asked, and a Move listed by the game is played again by its bits. Each is
checked against a state read afresh from the position's text, which has nothing kept."""
from __future__ import annotations

import pickle
import random

import numpy as np
import pytest

import boardlab as bl
from conftest import raises


def _fresh(state: bl.State) -> bl.State:
    return state.game.state(state.text)


def _same_view(state: bl.State) -> None:
    fresh = _fresh(state)
    assert state.is_over() == fresh.is_over() == (fresh.outcome is not None)
    assert state.outcome == fresh.outcome
    assert state.legal_actions() == fresh.legal_actions()
    assert np.array_equal(state.legal_action_mask(), fresh.legal_action_mask())
    assert [m.text for m in state.legal_moves] == [m.text for m in fresh.legal_moves]


@pytest.mark.parametrize("name", bl.games())
def test_what_a_state_keeps_follows_every_change(name):
    rng = random.Random(name)
    state = bl.game(name).start()
    _same_view(state)
    for ply in range(40):
        if state.is_over():
            break
        action = rng.choice(state.legal_actions())
        state.play_action(action)
        _same_view(state)
        if ply % 7 == 3:  # undo, then the same action again
            state.undo()
            _same_view(state)
            if not state.legal_actions():
                break
            state.play_action(rng.choice(state.legal_actions()))
            _same_view(state)
        if ply % 5 == 4 and not state.is_over():
            moves = list(state.legal_moves)
            state.play(rng.choice(moves))
            _same_view(state)


@pytest.mark.parametrize("name", bl.games())
def test_a_move_played_again_is_the_move_its_text_names(name):
    rng = random.Random(name + "!")
    state = bl.game(name).start()
    for _ in range(12):
        if state.is_over():
            break
        listed = list(state.legal_moves)
        move = rng.choice(listed)
        by_move, by_text = state.copy(), state.copy()
        assert by_move.play(move) == by_text.play(move.text) == move
        assert by_move.text == by_text.text
        # The same Move in the next position, where its text may name another legal move or
        # none: as its text would be played.
        if not by_move.is_over():
            other = rng.choice(listed)
            again, by_text = by_move.copy(), by_move.copy()
            try:
                expected = by_text.play(other.text)
            except bl.IllegalMoveError:
                with pytest.raises(bl.IllegalMoveError):
                    again.play(other)
                assert again.text == by_move.text
            else:
                assert again.play(other) == expected
                assert again.text == by_text.text
        state = by_move


@pytest.mark.parametrize("name", bl.games())
def test_a_move_reads_as_its_text_says(name):
    state = bl.game(name).start()
    for move in list(state.legal_moves)[:20]:
        parsed = _fresh(state).parse_move(move.text)
        for part in ("text", "type", "from_cell", "to_cell", "count", "symbol", "bits"):
            assert getattr(move, part) == getattr(parsed, part), part
        assert hash(move) == hash(move.text)
        copy = pickle.loads(pickle.dumps(move))
        assert copy == move and copy.text == move.text and copy.to_cell == move.to_cell


def test_play_action_takes_any_whole_number_and_refuses_the_rest():
    state = bl.game("pogo").start()
    last = state.game.num_actions - 1
    for number in (2**40, 2**63 - 1, 2**70, -1, -2**70):
        with raises(bl.IllegalMoveError, f"action {number} is not in 0..{last}"):
            state.play_action(number)
    with pytest.raises(bl.Error):
        state.play_action(True)
    with pytest.raises(bl.Error):
        state.play_action(2.0)
    action = state.legal_actions()[0]
    assert state.copy().play_action(np.int16(action)) == state.copy().play_action(action)
    assert state.text == "(BB)(BB)(BB)/3/(WW)(WW)(WW) 0 - 0"  # refused and copied: unchanged


def _rebuilt(state: bl.State) -> bl.State:
    """The state in a game built again from the same spec: one that has made no Move yet."""
    game = pickle.loads(pickle.dumps(state.game))
    assert game is not state.game
    return game.state(state.text)


@pytest.mark.parametrize("name", bl.games())
def test_moves_kept_by_the_game_are_those_of_each_position(name):
    # A game keeps one Move a one-part action and hands it out again (MoveObjects): what each
    # shows must be what a game that has made none gives in that position, bits included (how
    # a move is carried out may change from position to position for one text).
    rng = random.Random(name + "#")
    state = bl.game(name).start()
    for _ in range(60):
        if state.is_over():
            break
        fresh = _rebuilt(state)
        for kept, new in zip(state.legal_moves, fresh.legal_moves, strict=True):
            assert (kept.text, kept.bits, kept.type, kept.from_cell, kept.to_cell, kept.count,
                    kept.symbol) == (new.text, new.bits, new.type, new.from_cell, new.to_cell,
                                     new.count, new.symbol)
        action = rng.choice(state.legal_actions())
        played = state.play_action(action)
        if not state.game.has_turn_rules:  # else undo takes back the whole turn
            undone = state.copy().undo()
            assert (undone.text, undone.bits) == (played.text, played.bits)
        again = fresh.play_action(action)
        assert (played.text, played.bits) == (again.text, again.bits)


def test_a_game_hands_out_one_move_object_an_action():
    state = bl.game("gomoku").start()
    listed = list(state.legal_moves)
    assert all(a is b for a, b in zip(listed, state.legal_moves, strict=True))
    played = state.play_action(state.legal_actions()[7])
    assert played is listed[7]
    assert state.undo() is played
    # A turn of several parts is made each time (there are too many to keep).
    amazons = bl.game("amazons").start()
    first = next(iter(amazons.legal_moves))
    assert first is not next(iter(amazons.legal_moves))
    assert first == next(iter(amazons.legal_moves))


def test_a_move_outlives_its_game_and_the_game_lets_its_moves_go():
    import gc
    import sys

    game = bl.game("tic_tac_toe")
    state = game.start()
    move = list(state.legal_moves)[4]
    held = sys.getrefcount(move)
    del game, state
    gc.collect()
    # The game kept one reference to its Move; gone with the game, the Move still reads.
    assert sys.getrefcount(move) == held - 1
    assert (move.text, move.to_cell) == ("X@b2", "b2")
    assert bl.game("tic_tac_toe").start().play(move).text == "X@b2"


@pytest.mark.parametrize("name", bl.games())
def test_the_legal_moves_view_indexes_as_it_iterates(name):
    rng = random.Random(name + "[]")
    state = bl.game(name).start()
    view = state.legal_moves
    for _ in range(8):
        if state.is_over():
            break
        listed = list(view)
        assert len(view) == len(listed) > 0
        indexed = [view[i] for i in range(len(view))]
        assert [m.text for m in indexed] == [m.text for m in listed]
        assert [m.bits for m in indexed] == [m.bits for m in listed]
        assert view[-1] == listed[-1] and view[-len(view)] == listed[0]
        for outside in (len(view), -len(view) - 1):
            with pytest.raises(IndexError):
                view[outside]
        for move in rng.sample(listed, min(5, len(listed))):
            assert move in view and move.text in view
        assert "no such move" not in view and 7 not in view and None not in view
        state.play(rng.choice(view))  # one Move made, by index
    assert bool(view) == (not state.is_over())


def test_the_legal_moves_view_is_made_from_a_core_state_only():
    for arguments in ((), (3,), (bl.game("hex").start(),), (None, None)):
        with pytest.raises(bl.Error, match=r"LegalMoves\(state\) takes one"):
            bl.LegalMoves(*arguments)
    with raises(bl.Error, "a LegalMoves view is not pickled: pickle its state "
                "(state.legal_moves is made again from it)"):
        pickle.dumps(bl.game("hex").start().legal_moves)


def test_play_refuses_what_is_no_move():
    state = bl.game("breakthrough").start()
    for bad in (3, None, b"a2-a3", ["a2-a3"], state):
        with raises(bl.MoveSyntaxError, match="is not a Move or move text"):
            state.play(bad)
    # Another game's Move is played by its text.
    with raises(bl.MoveSyntaxError, "move text 'X@a1': unknown piece symbol 'X'"):
        state.play(bl.game("tic_tac_toe").start().legal_moves[0])
    assert state.play(action_move := state.legal_moves[0]) is action_move
    assert state.play_action(action=state.legal_actions()[0]).text == "a7-a6"
    for arguments, keywords in (((), {}), ((1, 2), {}), ((), {"move": 1})):
        with pytest.raises(TypeError, match="play_action"):
            state.play_action(*arguments, **keywords)


@pytest.mark.parametrize("make", [bl.State.copy, lambda s: pickle.loads(pickle.dumps(s))])
def test_a_copy_steps_its_own_position(make):
    # A state's step methods are bound to its own C++ state (State._init): a copy's steps
    # change the copy alone.
    state = bl.game("connect_four").start()
    state.play_action(state.legal_actions()[3])
    before = state.text
    other = make(state)
    for _ in range(3):
        other.play_action(other.legal_actions()[0])
        other.play(other.legal_moves[0])
    assert state.text == before and other.text != before
    assert not other.is_over() and state.legal_actions() == _fresh(state).legal_actions()


def test_a_pickle_replays_the_history_from_where_the_state_began():
    game = bl.game("breakthrough")
    begun = "8/8/3B4/8/8/3W4/8/8 0 - 10"
    state = game.state(begun)
    state.play("d3-d4")
    state.play("d6-c5")
    again = pickle.loads(pickle.dumps(state))
    assert again.text == state.text and [m.text for m in again.history] == ["d3-d4", "d6-c5"]
    again.undo()
    again.undo()
    assert again.text == begun
    # In the middle of a turn (an amazon moved, its arrow not yet shot).
    amazons = bl.game("amazons").start()
    amazons.play_action(amazons.legal_actions()[0])
    middle = pickle.loads(pickle.dumps(amazons))
    assert middle.text == amazons.text and middle.legal_actions() == amazons.legal_actions()


class _Counting(bl.State):
    """A State that counts its play_action calls."""

    plays = 0

    def play_action(self, action):
        _Counting.plays += 1
        return super().play_action(action)


def test_a_subclass_of_state_keeps_its_own_step_methods():
    state = _Counting(bl.game("tic_tac_toe"))
    state.play_action(state.legal_actions()[0])
    copy = pickle.loads(pickle.dumps(state))
    copy.play_action(copy.legal_actions()[0])
    assert _Counting.plays == 2 and type(copy) is _Counting and copy.ply == 2
    assert state.is_over.__self__ is state._core  # the others go straight to C++

"""Errors: every bad input raises the right boardlab.Error subclass (all ValueErrors), with a
message that names the input."""
from __future__ import annotations

import re

import pytest

import boardlab as bl
from conftest import raises

BT = "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW"


def test_the_error_hierarchy():
    for cls in (bl.SpecError, bl.PositionError, bl.MoveSyntaxError, bl.IllegalMoveError):
        assert issubclass(cls, bl.Error)
    assert issubclass(bl.Error, ValueError)
    assert not issubclass(bl.SpecError, bl.PositionError)
    assert not issubclass(bl.IllegalMoveError, bl.MoveSyntaxError)


@pytest.mark.parametrize("text, words", [
    ("", ["is empty"]),
    (f"{BT}", ["expected '<board> <side>"]),
    ("BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW 0", ["board has 7 ranks, the game has 8"]),
    ("BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW/8 0", ["more than 8 ranks"]),
    ("BBBBBBBB/BBBBBBBB/9/8/8/8/WWWWWWWW/WWWWWWWW 0", ["rank 6 has 9 cells, board has 8"]),
    ("BBBBBBBB/BBBBBBBB/7/8/8/8/WWWWWWWW/WWWWWWWW 0", ["rank 6 has 7 cells"]),
    ("BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWX 0", ["rank 1", "unknown piece symbol 'X'"]),
    ("BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWW(WW) 0", ["stacks are not allowed"]),
    ("BBBBBBBB/BBBBBBBB/0/8/8/8/WWWWWWWW/WWWWWWWW 0", ["run of zero"]),
    (f"{BT} 2", ["side to move '2'"]),
    (f"{BT}  0", ["single spaces"]),
    (f"{BT} 0 - 0 x", ["more than four fields"]),
    (f"{BT} 0 Q2", ["reserve", "'Q'"]),
    (f"{BT} 0 W", ["reserve", "no count"]),
    (f"{BT} 0 - x", ["ply 'x'"]),
])
def test_bad_position_text(text, words):
    game = bl.game("breakthrough")
    with raises(bl.PositionError, match=f"^position text '{re.escape(text)}': ") as info:
        game.state(text)
    message = str(info.value)
    for word in words:
        assert word in message, (word, message)
    with raises(bl.PositionError, message):
        bl.State(game, text)


def test_bad_stack_text():
    game = bl.game("pogo")
    with raises(bl.PositionError, "position text '()2/3/3 0': rank 3: empty stack '()'"):
        game.state("()2/3/3 0")
    with raises(bl.PositionError, "position text '(BB2/3/3 0': rank 3: '(' without ')'"):
        game.state("(BB2/3/3 0")
    too_many = "(" + "B" * 33 + ")2/3/(" + "W" * 32 + ")2 0"
    with raises(bl.PositionError, f"position text '{too_many}': 65 pieces could stack higher "
                "than 64"):
        game.state(too_many)


@pytest.mark.parametrize("text, cls, words", [
    ("a2a3", bl.MoveSyntaxError, ["'a2a3'", "expected"]),
    ("", bl.MoveSyntaxError, ["''"]),
    ("z2-a3", bl.MoveSyntaxError, ["'z2-a3'"]),
    ("a9-a3", bl.MoveSyntaxError, ["'a9-a3'", "cell a9 is off the 8x8 board"]),
    ("a2-a3-a4", bl.MoveSyntaxError, ["'a2-a3-a4'"]),
    ("Q@a3", bl.MoveSyntaxError, ["'Q@a3'", "unknown piece symbol 'Q'"]),
    ("32a2-a3", bl.MoveSyntaxError, ["count 32", "between 1 and 31"]),
    ("a2-a4", bl.IllegalMoveError, ["'a2-a4'", "not legal", f"'{BT} 0 - 0'"]),
    ("a7-a6", bl.IllegalMoveError, ["'a7-a6'", f"'{BT} 0 - 0'"]),
    ("W@a3", bl.IllegalMoveError, ["'W@a3'"]),
    ("1a2-a3", bl.IllegalMoveError, ["'1a2-a3'"]),
])
def test_bad_move_text(text, cls, words):
    state = bl.game("breakthrough").start()
    for attempt in (state.play, state.parse_move, state.action_of):
        with raises(cls, match=f"^move (text )?'{re.escape(text)}'") as info:
            attempt(text)
        for word in words:
            assert word in str(info.value), (word, str(info.value))
    assert state.ply == 0 and state.history == []


def test_moves_after_the_game_is_over_are_illegal():
    state = bl.game("pocket_battlefield").state("1R1R/2R1/2G1/(GR)G1G 0 - 10")
    with raises(bl.IllegalMoveError, "move 'c2-c3' is not legal in position "
                "'1R1R/2R1/2G1/(GR)G1G 0 - 10'"):
        state.play("c2-c3")


@pytest.mark.parametrize("name, options, message", [
    ("shogi", {}, f"game 'shogi' is not a built-in game ({', '.join(bl.games())})"),
    ("pogo", {"size": 4}, "game 'pogo': unknown option 'size' (options: max_plies, three_step_u)"),
    ("skateboards", {"three_step_u": True},
     "game 'skateboards': unknown option 'three_step_u' (options: max_plies, trashcans)"),
    ("breakthrough", {"ranks": 4}, "breakthrough: board 8x4 needs 1 to 16 files and 5 to 16 ranks"),
    ("breakthrough", {"files": 17},
     "breakthrough: board 17x8 needs 1 to 16 files and 5 to 16 ranks"),
    ("clobber", {"files": 17}, "clobber: board 17x5 needs 1 to 16 files and 1 to 16 ranks, "
     "at least 2 cells"),
    ("clobber", {"files": 1, "ranks": 1},
     "clobber: board 1x1 needs 1 to 16 files and 1 to 16 ranks, at least 2 cells"),
    ("pocket_battlefield", {"size": 2}, "pocket_battlefield: size 2 is not between 3 and 16"),
    ("amazons", {"size": 7}, "amazons: size 7 is not an even number from 6 to 16"),
    ("amazons", {"size": 18}, "amazons: size 18 is not an even number from 6 to 16"),
    ("konane", {"size": 2}, "konane: size 2 is not an even number from 4 to 16"),
    ("fox_and_geese", {"geese": 14}, "fox_and_geese: geese 14 is not 13, 15 or 17"),
    ("international_draughts", {"size": 9}, "international_draughts: size 9 is not 8, 10 or 12"),
    ("connect_four", {"columns": 17},
     "connect_four: board 17x6 needs 1 to 16 files and 1 to 16 ranks"),
    ("connect_four", {"x_in_row": 8},
     "connect_four: a line of 8 is not between 2 and 7 (the board's longer side)"),
    ("othello", {"size": 7}, "othello: size 7 is not an even number from 4 to 16"),
    ("hex", {"board_size": 17}, "hex: board 17x17 needs 1 to 16 columns and 1 to 16 rows"),
    ("hex", {"num_rows": -2}, "hex: board 11x-2 needs 1 to 16 columns and 1 to 16 rows"),
    ("brandubh", {"king_armed": 2}, "game 'brandubh': option king_armed=2 is not of type "
     "boolean"),
    ("lines_of_action", {"size": 3}, "lines_of_action: size 3 is not from 4 to 16"),
    ("lines_of_action", {"size": 17}, "lines_of_action: size 17 is not from 4 to 16"),
    ("havannah", {"board_size": 1}, "havannah: board_size 1 is not between 2 and 8"),
    ("havannah", {"board_size": 9}, "havannah: board_size 9 is not between 2 and 8"),
    ("gomoku", {"connect": 1},
     "gomoku: a line of 1 is not between 2 and 15 (the board's longer side)"),
    ("gomoku", {"overline_wins": 1}, "game 'gomoku': option overline_wins=1 is not of type "
     "boolean"),
    ("fox_and_geese", {"fox_wins_at": 13},
     "fox_and_geese: fox_wins_at 13 is not from 0 to one less than the geese"),
    ("checkers", {"quiet_turn_limit": -5},
     "quiet_turn_limit: -5 is not 0 (no limit) or a number of turns"),
    ("pocket_battlefield", {"gold_hill_top": "z9"},
     "pocket_battlefield: option 'gold_hill_top': 'z9' is not a cell name"),
    ("pocket_battlefield", {"red_foot_hills": "c4 e4"},
     "pocket_battlefield: option 'red_foot_hills': cell e4 is off the 4x4 board"),
    ("pogo", {"max_plies": 0}, "max_plies: 0 is not a positive number"),
])
def test_bad_options(name, options, message):
    with raises(bl.SpecError, message):
        bl.game(name, **options)


def test_errors_are_value_errors():
    # Each of boardlab's errors is caught by `except ValueError`, and is its own class.
    cases = [
        (lambda: bl.game("breakthrough").state("nonsense 0"), bl.PositionError,
         "position text 'nonsense 0': rank 8: unknown piece symbol 'n'"),
        (lambda: bl.game("breakthrough").start().play("a1-a8"), bl.IllegalMoveError,
         f"move 'a1-a8' is not legal in position '{BT} 0 - 0'"),
        (lambda: bl.game("breakthrough").start().play("a1a8"), bl.MoveSyntaxError,
         "move text 'a1a8': expected T@c3, d4-d8 or 2b1-c2"),
        (lambda: bl.game("nonsense"), bl.SpecError,
         f"game 'nonsense' is not a built-in game ({', '.join(bl.games())})"),
        (lambda: bl.game("pogo").playouts(-1), bl.Error,
         "playouts: count -1 is not a whole number from 0 to 2147483647"),
    ]
    for call, cls, message in cases:
        with raises(cls, message):
            try:
                call()
            except ValueError as e:
                raise e


def test_bad_cell_names_and_arguments():
    state = bl.game("breakthrough").start()
    with raises(bl.PositionError, "cell 'i1' is off the 8x8 board"):
        state.stack("i1")
    with raises(bl.MoveSyntaxError, "move 12 is not a Move or move text"):
        state.play(12)
    with raises(IndexError, "undo: no move has been played"):
        state.undo()
    with raises(bl.Error, "playouts: count -1 is not a whole number from 0 to 2147483647"):
        state.game.playouts(-1)
    with raises(bl.Error, "playouts: threads 0 is not a whole number from 1 to 1024"):
        state.game.playouts(1, threads=0)


@pytest.mark.parametrize("cell", ["a", "", "a1x", "1a"])
def test_malformed_cell_names(cell):
    # A malformed cell name is a PositionError naming the input. Regression: only cells off the
    # board were checked; "a", "a1x" raised int()'s ValueError and "" an IndexError.
    state = bl.game("breakthrough").start()
    with raises(bl.PositionError, f"cell '{cell}' is not a cell name (like 'a1')"):
        state.stack(cell)

"""Game records (boardlab/records.py, docs/python.md "Game records"): every game, built in or a
variant, round-trips through its record; records of short games are the texts written out here
by hand; every kind of bad record is the library's error, naming the line, the move and what is
wrong; and the command line keeps the records of `play` and `match`."""
from __future__ import annotations

import random
import re
import sys

import pytest

import boardlab as bl
from boardlab import cli
from conftest import GAME_CASES, VARIANTS_DIR, complete_variant, raises, read_toml
from corridor_variant import CORRIDOR

# The result each outcome is written as, spelled out here rather than taken from records.py.
RESULTS = {0: "1-0", 1: "0-1", None: "1/2-1/2"}


def _random_game(state: bl.State, seed: int, plies: int = 10**6) -> bl.State:
    """`state` after up to `plies` random whole turns (fewer when the game ends)."""
    rng = random.Random(seed)
    for _ in range(plies):
        if state.is_over():
            break
        state.play(rng.choice(list(state.legal_moves)))
    return state


def _parts(state: bl.State) -> list:
    return state._core.history_parts()


def _check_same_game(back: bl.State, state: bl.State) -> None:
    """`back`, read from `state`'s record, is `state`: game, start, every part played, position,
    outcome; and undo takes it back to the start, a turn at a time."""
    assert back.game == state.game
    assert [m.text for m in back.history] == [m.text for m in state.history]
    assert _parts(back) == _parts(state)
    assert (back.text, back.outcome) == (state.text, state.outcome)
    turns = len(state.history)
    for _ in range(turns):
        back.undo()
    assert back.history == [] and back.text == state._root


def _words(record: str):
    """The tags (name -> raw value) and the words of the moves, read with a pattern of this
    file's own (values here have no escapes)."""
    head, _, moves = record.partition("\n\n")
    tags = dict(re.findall(r'^\[(\w+) "([^"]*)"\]$', head, flags=re.MULTILINE))
    return tags, moves.split()


# -- every game round-trips ------------------------------------------------------------------

@pytest.mark.parametrize("make", [factory for _, factory in GAME_CASES],
                         ids=[name for name, _ in GAME_CASES])
def test_every_game_round_trips_after_random_games(make):
    game = make()
    for seed in (1, 2):
        finished = _random_game(game.start(), seed)
        assert finished.outcome is not None  # every built-in game and variant ends
        halfway = _random_game(game.start(), seed, len(finished.history) // 2)
        # A game from a position other than the start: its record says where it began.
        later = _random_game(game.state(halfway.text), seed + 10)
        for state in (finished, halfway, later):
            record = state.record(players=["mcts:100", "random"])
            _check_same_game(bl.read_record(record), state)
            assert bl.read_record(record).record(players=["mcts:100", "random"]) == record
            if "[Variant " in record:
                continue  # its TOML has quotes, which the pattern of _words does not read
            tags, words = _words(record)
            expected = "*" if state.outcome is None else RESULTS[state.outcome.winner]
            assert tags["Result"] == words[-1] == expected
            assert (tags["Player0"], tags["Player1"]) == ("mcts:100", "random")
            assert tags.get("Position") == (None if state is not later else halfway.text)
            numbered = [f"{n}." for n in range(1, len(state.history) + 1)]
            assert words[:-1:2] == numbered
            assert words[1:-1:2] == [m.text for m in state.history]


def test_every_variant_file_is_written_whole_in_its_record():
    for path in sorted(VARIANTS_DIR.glob("*.toml")):
        game = bl.load_variant(path)
        record = game.start().record()
        found = re.search(r'^\[Variant "((?:[^"\\]|\\.)*)"\]$', record,
                          flags=re.MULTILINE | re.DOTALL)
        toml = re.sub(r"\\(.)", r"\1", found.group(1))
        assert complete_variant(read_toml(toml)) == complete_variant(read_toml(path.read_text()))
        assert record.startswith(f'[Game "{game.name}"]\n[Result "*"]\n[Variant "')
        assert bl.read_record(record).game == game


@pytest.mark.parametrize("name, options", [
    ("checkers", {}), ("international_draughts", {"size": 8}), ("amazons", {"size": 6}),
    ("konane", {"size": 6}), ("fox_and_geese", {})])
def test_a_turn_left_in_its_middle_round_trips(name, options):
    game = bl.game(name, **options)
    found = 0
    for seed in range(40):
        rng = random.Random(seed)
        state = game.start()
        while not state.is_over() and not state._core.mid_turn:
            state.play_action(rng.choice(state.legal_actions()))
        if not state._core.mid_turn:
            continue
        found += 1
        record = state.record()
        _, words = _words(record)
        assert words[-2] == state.history[-1].text + "..."
        back = bl.read_record(record)
        assert back._core.mid_turn and _parts(back) == _parts(state)
        assert back.text == state.text
        # Both finish the turn the same ways.
        assert [m.text for m in back.legal_moves] == [m.text for m in state.legal_moves]
        if found == 3:
            break
    assert found == 3


# -- records written out by hand --------------------------------------------------------------

def _played(game: bl.Game, moves, start=None) -> bl.State:
    state = game.start() if start is None else game.state(start)
    for move in moves:
        state.play(move)
    return state


def test_a_won_game_of_tic_tac_toe():
    # X fills file a.
    state = _played(bl.game("tic_tac_toe"), ["X@a1", "O@b1", "X@a2", "O@b2", "X@a3"])
    assert state.record() == (
        '[Game "tic_tac_toe"]\n'
        '[Result "1-0"]\n'
        "\n"
        "1. X@a1 2. O@b1 3. X@a2 4. O@b2 5. X@a3 1-0\n")


def test_a_lost_and_a_drawn_game_of_tic_tac_toe():
    # O fills file b.
    lost = _played(bl.game("tic_tac_toe"), ["X@a1", "O@b1", "X@a2", "O@b2", "X@c3", "O@b3"])
    assert lost.record(players=["me", "you"]) == (
        '[Game "tic_tac_toe"]\n[Player0 "me"]\n[Player1 "you"]\n[Result "0-1"]\n\n'
        "1. X@a1 2. O@b1 3. X@a2 4. O@b2 5. X@c3 6. O@b3 0-1\n")
    # X: b2 a2 b1 c1 c3, O: a1 c2 b3 a3: no line of three, and the board is full.
    drawn = _played(bl.game("tic_tac_toe"),
                    ["X@b2", "O@a1", "X@a2", "O@c2", "X@b1", "O@b3", "X@c1", "O@a3", "X@c3"])
    assert drawn.record() == (
        '[Game "tic_tac_toe"]\n[Result "1/2-1/2"]\n\n'
        "1. X@b2 2. O@a1 3. X@a2 4. O@c2 5. X@b1 6. O@b3 7. X@c1 8. O@a3 9. X@c3 1/2-1/2\n")
    for state in (lost, drawn):
        _check_same_game(bl.read_record(state.record()), state)


def test_a_capture_chain_from_a_position_with_players_and_tags():
    # The man on c3 takes d4 and f6: one turn of two parts.
    start = "8/x7/5x2/8/3x4/2o5/8/8 0 - 0"
    state = _played(bl.game("checkers"), ["c3-e5-g7"], start)
    record = state.record(players=["me", "alphabeta:6"], tags={"Event": "club night",
                                                               "Date": "2026.12.07"})
    assert record == (
        '[Game "checkers"]\n'
        '[Position "8/x7/5x2/8/3x4/2o5/8/8 0 - 0"]\n'
        '[Player0 "me"]\n'
        '[Player1 "alphabeta:6"]\n'
        '[Result "*"]\n'
        '[Event "club night"]\n'
        '[Date "2026.12.07"]\n'
        "\n"
        "1. c3-e5-g7 *\n")
    back = bl.read_record(record)
    assert _parts(back) == ["c3-e5", "e5-g7"]
    assert back.text == "8/x5o1/8/8/8/8/8/8 1 - 1"  # the ply counts turns


def test_the_first_jump_of_a_chain_is_an_unfinished_turn():
    state = bl.game("checkers").state("8/x7/5x2/8/3x4/2o5/8/8 0 - 0")
    [first] = state.legal_actions()  # the jump over d4: the only first part
    state.play_action(first)
    record = state.record()
    assert record == ('[Game "checkers"]\n[Position "8/x7/5x2/8/3x4/2o5/8/8 0 - 0"]\n'
                      '[Result "*"]\n\n1. c3-e5... *\n')
    back = bl.read_record(record)
    assert _parts(back) == ["c3-e5"] and back._core.mid_turn
    assert [m.text for m in back.legal_moves] == ["e5-g7"]


def test_a_record_may_start_in_the_middle_of_a_turn():
    # The position after the first jump, as text: the man on e5 must jump again.
    state = bl.game("checkers").state("8/x7/5x2/4o3/8/8/8/8 0 - 0 c3-e5:1")
    state.play("e5-g7")
    record = state.record()
    assert record == ('[Game "checkers"]\n[Position "8/x7/5x2/4o3/8/8/8/8 0 - 0 c3-e5:1"]\n'
                      '[Result "*"]\n\n1. e5-g7 *\n')
    _check_same_game(bl.read_record(record), state)


def test_amazons_moves_and_arrows_with_an_option():
    # On 6x6 the amazon on b1 goes up to b4 and shoots back onto b1; e6 down to e3, onto e6.
    state = _played(bl.game("amazons", size=6), ["b1-b4/b1", "e6-e3/e6"])
    assert state.record() == ('[Game "amazons"]\n[Options "size=6"]\n[Result "*"]\n\n'
                              "1. b1-b4/b1 2. e6-e3/e6 *\n")
    _check_same_game(bl.read_record(state.record()), state)


def test_options_are_those_not_at_their_defaults_in_the_registry_order():
    game = bl.game("pocket_battlefield", gold_foot_hills="c1 a2 b2", max_plies=300,
                   gold_hill_top="a1 b1", size=5)
    record = game.start().record()
    # max_plies=300 is the default: not written; the texts with spaces are quoted.
    assert record == ('[Game "pocket_battlefield"]\n'
                      """[Options "size=5 gold_hill_top='a1 b1' gold_foot_hills='c1 a2 b2'"]\n"""
                      '[Result "*"]\n\n*\n')
    assert bl.read_record(record).game == game
    flags = bl.game("fox_and_geese", diagonals=False, geese=17).start().record()
    assert '[Options "diagonals=false geese=17"]' in flags
    assert bl.read_record(flags).game == bl.game("fox_and_geese", diagonals=False, geese=17)
    assert "Options" not in bl.game("pogo", max_plies=300).start().record()


def test_tag_values_escape_quotes_and_backslashes():
    state = bl.game("pogo").start()
    record = state.record(players=['the "best"', "back\\slash"], tags={"Site": "]["})
    assert record == ('[Game "pogo"]\n[Player0 "the \\"best\\""]\n[Player1 "back\\\\slash"]\n'
                      '[Result "*"]\n[Site "]["]\n\n*\n')
    _check_same_game(bl.read_record(record), state)


def test_moves_wrap_at_80_columns():
    moves = ["a2-a3", "a7-a6", "b2-b3", "b7-b6", "c2-c3", "c7-c6", "d2-d3", "d7-d6", "e2-e3",
             "e7-e6", "f2-f3", "f7-f6", "g2-g3"]
    state = _played(bl.game("breakthrough"), moves)
    # "1. a2-a3" is 8 characters, "10. e7-e6" 9: eight turns and a space each fill 71 columns,
    # the ninth makes 80, the tenth would make 90.
    assert state.record().split("\n\n")[1] == (
        "1. a2-a3 2. a7-a6 3. b2-b3 4. b7-b6 5. c2-c3 6. c7-c6 7. d2-d3 8. d7-d6 9. e2-e3\n"
        "10. e7-e6 11. f2-f3 12. f7-f6 13. g2-g3 *\n")
    _check_same_game(bl.read_record(state.record()), state)


def test_a_chess_game_checked_by_hand():
    # The scholar's mate, in the library's notation; its FEN and SAN are chess's own.
    moves = ["e2-e4", "e7-e5", "f1-c4", "b8-c6", "d1-h5", "g8-f6", "h5-f7"]
    state = _played(bl.game("chess"), moves)
    record = state.record(players=["Scholar", "Victim"])
    assert record == (
        '[Game "chess"]\n[Player0 "Scholar"]\n[Player1 "Victim"]\n[Result "1-0"]\n\n'
        "1. e2-e4 2. e7-e5 3. f1-c4 4. b8-c6 5. d1-h5 6. g8-f6 7. h5-f7 1-0\n")
    back = bl.read_record(record)
    assert back.fen() == "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4"
    assert back.outcome == bl.Outcome(winner=0, reason="no_legal_move")
    assert bl.write_pgn(back).endswith("\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n")
    # Castling and a promotion, from a FEN: the start is the record's Position tag.
    fen = "4k3/P7/8/8/8/8/8/4K2R w K - 0 1"
    castled = bl.game("chess").state_from_fen(fen)
    for move in ["O-O", "e8-d7", "a7-a8=Q"]:
        castled.play(move)
    record = castled.record()
    assert record == ('[Game "chess"]\n'
                      f'[Position "{bl.game("chess").state_from_fen(fen).text}"]\n'
                      '[Result "*"]\n\n1. O-O 2. e8-d7 3. a7-a8=Q *\n')
    back = bl.read_record(record)
    assert back.fen() == "Q7/3k4/8/8/8/8/8/5RK1 b - - 0 2"
    _check_same_game(back, castled)


def test_a_variant_made_in_python_is_written_as_its_toml():
    corridor = bl.Variant(
        name="corridor", files=1, ranks=4, start="B/1/1/W 0 - 0",
        kinds=[bl.Kind("W", owner=0, moves=[bl.Step("forward", onto="empty")]),
               bl.Kind("B", owner=1, moves=[bl.Step("forward", onto="empty")])])
    state = _played(bl.Game(corridor), ["a1-a2", "a4-a3"])
    record = state.record()
    head, toml, moves = re.fullmatch(r'(.*?)\[Variant "(.*)"\]\n\n(.*)', record,
                                     flags=re.DOTALL).groups()
    assert head == '[Game "corridor"]\n[Result "0-1"]\n'  # white is blocked: no legal move
    assert moves == "1. a1-a2 2. a4-a3 0-1\n"
    data = read_toml(toml.replace('\\"', '"'))
    assert (data["name"], data["files"], data["ranks"], data["start"]) == \
        ("corridor", 1, 4, "B/1/1/W 0 - 0")
    assert [kind["symbol"] for kind in data["kinds"]] == ["W", "B"]
    _check_same_game(bl.read_record(record), state)
    # A game made from a built-in game's Variant is a variant too: written whole.
    copy = bl.Game(bl.game("breakthrough").variant())
    assert '[Variant "' in copy.start().record()
    assert bl.read_record(copy.start().record()).game == bl.game("breakthrough")


def test_read_record_takes_any_whitespace_and_crlf():
    text = '\ufeff  [Game "tic_tac_toe"]\r\n\t[Result "*"]   1.   X@b2\r\n\r\n2.\nO@a1\n  *  \n'
    assert [m.text for m in bl.read_record(text).history] == ["X@b2", "O@a1"]


def test_other_tags_are_read_and_not_used():
    text = '[Event "x"]\n[Game "tic_tac_toe"]\n[Whatever "\\"y\\""]\n[Result "*"]\n\n1. X@b2 *\n'
    assert [m.text for m in bl.read_record(text).history] == ["X@b2"]


# -- bad records ------------------------------------------------------------------------------

GOOD = ('[Game "breakthrough"]\n[Options "files=5 ranks=5"]\n[Result "*"]\n\n'
        "1. a2-a3 2. b4-b3 *\n")


def test_the_good_record_the_bad_ones_are_made_from_is_good():
    state = bl.read_record(GOOD)
    assert [m.text for m in state.history] == ["a2-a3", "b4-b3"]


@pytest.mark.parametrize("text, error, message", [
    ("", bl.RecordError, 'record line 1: no tags: a record begins with its tags, such as '
     '[Game "breakthrough"]'),
    ("1. a2-a3 *", bl.RecordError, 'record line 1: no tags: a record begins with its tags, '
     'such as [Game "breakthrough"]'),
    (GOOD[:18], bl.RecordError, 'record line 1: a tag that is not [Name "value"] (a " or \\ in '
     'a value is written \\" or \\\\): \'[Game "breakthroug\''),
    (GOOD.replace("breakthrough", "break\\through"), bl.RecordError,
     "record line 1: tag Game: \\t is not an escape of a record (only \\\" and \\\\ are)"),
    (GOOD.replace('[Result "*"]', '[Result "*"]\n[Game "pogo"]'), bl.RecordError,
     "record line 4: tag Game again (it is on line 1 too)"),
    (GOOD.replace('[Result "*"]\n', ""), bl.RecordError,
     "record: no tag Result (tags end on line 4)"),
    (GOOD.replace('[Game "breakthrough"]\n', ""), bl.RecordError,
     "record: no tag Game (tags end on line 4)"),
    (GOOD.replace('[Result "*"]', '[Result "2-0"]'), bl.RecordError,
     "record line 3: tag Result '2-0' is not one of 1-0, 0-1, 1/2-1/2, *"),
    (GOOD.replace('[Result "*"]', '[Result "1-0"]'), bl.RecordError,
     "record line 5: the moves end with *, but tag Result (line 3) is 1-0"),
    (GOOD.replace("2.", "3."), bl.RecordError,
     "record line 5: move number 3. where 2. was expected"),
    (GOOD.replace("2. ", ""), bl.RecordError,
     "record line 5: 'b4-b3' where move number 2. was expected"),
    (GOOD.replace("2. b4-b3", "2. 3."), bl.RecordError,
     "record line 5: move 2. has no move text (there is '3.')"),
    (GOOD.replace(" *", " * 3. a3-a4"), bl.RecordError,
     "record line 5: '3.' after the result * (a result ends the record)"),
    (GOOD.replace(" *", ' [Event "x"] *'), bl.RecordError,
     "record line 5: a tag after the moves: '[Event'"),
    # Cut short: in the moves, after a number, before the moves.
    (GOOD[:GOOD.index("b3") + 2], bl.RecordError, "record line 5: the moves end without a "
     "result (1-0, 0-1, 1/2-1/2, *): the record is cut short"),
    (GOOD[:GOOD.index("2.") + 2], bl.RecordError,
     "record line 5: the record ends after move number 2.: it is cut short"),
    (GOOD[:GOOD.index("1.")], bl.RecordError, "record line 5: the moves end without a result "
     "(1-0, 0-1, 1/2-1/2, *): the record is cut short"),
    (GOOD.replace('[Result "*"]', '[Result "1-0"]').replace(" *", " 1-0"), bl.RecordError,
     "record line 5: result 1-0, but after move 2. the game goes on: the record is cut short, or "
     "its result is not the game's"),
    ('[Game "tic_tac_toe"]\n[Result "*"]\n\n1. X@a1 2. O@b1 3. X@a2 4. O@b2 5. X@a3 *',
     bl.RecordError, "record line 4: result *, but after move 5. the game is over: player 0 "
     "wins (condition) (1-0)"),
    ('[Game "checkers"]\n[Result "*"]\n\n1. c3-d4... 2. f6-g5 *', bl.RecordError,
     "record line 4: move 2. after move 1. c3-d4..., whose turn is unfinished: only the last "
     "turn may be"),
    ('[Game "x"]\n[Options "a=1"]\n[Result "*"]\n[Variant "name = \\"x\\""]\n\n*\n',
     bl.RecordError, "record line 2: tag Options with tag Variant (line 4): a variant's rules "
     "are all in its TOML"),
    (GOOD.replace("files=5", "files"), bl.RecordError,
     "record line 2: tag Options: 'files' is not option=value"),
    (GOOD.replace("files=5", "files=5 files=6"), bl.RecordError,
     "record line 2: tag Options gives files twice"),
    (GOOD.replace("files=5", "files='5"), bl.RecordError,
     "record line 2: tag Options \"files='5 ranks=5\": No closing quotation"),
    # The game.
    (GOOD.replace('"breakthrough"', '"shogi"'), bl.SpecError,
     "record line 1: tag Game 'shogi' is not a built-in game (" + ", ".join(bl.games()) +
     "), and the record has no tag Variant with its rules"),
    (GOOD.replace("files=5", "files=x"), bl.SpecError,
     "record line 2, tag Options: game 'breakthrough': option files='x' is not of type integer"),
    (GOOD.replace("files=5", "filez=5"), bl.SpecError, "record line 2, tag Options: game "
     "'breakthrough': unknown option 'filez' (options: files, ranks, max_plies)"),
    (GOOD.replace("files=5", "files=30"), bl.SpecError,
     "record line 2, tag Options: breakthrough: board 30x5 needs 1 to 16 files and 5 to 16 "
     "ranks"),
    # The start.
    (GOOD.replace('[Result "*"]', '[Result "*"]\n[Position "xx"]'), bl.PositionError,
     "record line 4, tag Position: position text 'xx': expected '<board> <side> [<reserve> "
     "[<ply>]]'"),
    # The moves.
    (GOOD.replace("b4-b3", "b4-b2"), bl.IllegalMoveError, "record line 5, move 2. b4-b2: move "
     "'b4-b2' is not legal in position 'BBBBB/BBBBB/W4/1WWWW/WWWWW 1 - 1'"),
    (GOOD.replace("b4-b3", "b9-b3"), bl.MoveSyntaxError, "record line 5, move 2. b9-b3: move "
     "text 'b9-b3': cell b9 is off the 5x5 board"),
    (GOOD.replace("b4-b3", "hello"), bl.MoveSyntaxError, "record line 5, move 2. hello: move "
     "text 'hello': expected T@c3, d4-d8 or 2b1-c2"),
    (GOOD.replace("b4-b3", "b4-b3..."), bl.IllegalMoveError, "record line 5, move 2. "
     "b4-b3...: no legal turn begins 'b4-b3' in position 'BBBBB/BBBBB/W4/1WWWW/WWWWW 1 - 1'"),
    # A move after the end: X has won.
    ('[Game "tic_tac_toe"]\n[Result "1-0"]\n\n1. X@a1 2. O@b1 3. X@a2 4. O@b2 5. X@a3\n'
     "6. O@c3 1-0", bl.IllegalMoveError, "record line 5, move 6. O@c3: move 'O@c3' is not legal "
     "in position 'X2/XO1/XO1 1 X2O2 5'"),
])
def test_a_bad_record_is_the_librarys_error_saying_where(text, error, message):
    with raises(error, message):
        bl.read_record(text)


def test_a_bad_variant_tag_names_the_records_lines():
    leapfrog = bl.load_variant(VARIANTS_DIR / "leapfrog.toml").start().record()
    assert leapfrog.splitlines()[2] == '[Variant "# boardlab variant (schema: docs/variants.md)'
    # The TOML's line n is the record's line n + 2: "files = 5" is its third, the record's fifth.
    with raises(bl.SpecError, "record line 3, tag Variant: files 'a' is not a whole number "
                              "(record line 5)"):
        bl.read_record(leapfrog.replace("files = 5", 'files = \\"a\\"'))
    with raises(bl.SpecError, match=r"\Arecord line 3, tag Variant: not valid TOML: .*"
                                    r"\(at record line 5, column [0-9]+\)\Z"):
        bl.read_record(leapfrog.replace("files = 5", "files = @"))
    with raises(bl.RecordError, "record line 1: tag Game 'frogs', but the variant of tag "
                                "Variant (line 3) is 'leapfrog'"):
        bl.read_record(leapfrog.replace('[Game "leapfrog"]', '[Game "frogs"]'))
    # A TOML that reads but is no game: its kinds' moves name a region it lacks.
    with raises(bl.SpecError, match=r"\Arecord line 3, tag Variant: .*north_bank"):
        bl.read_record(leapfrog.replace('north_bank = \\"a5 b5 c5 d5 e5\\"\n', ""))


@pytest.mark.parametrize("value", [None, b'[Game "pogo"]', 42])
def test_a_record_that_is_not_text(value):
    with raises(bl.RecordError, f"read_record: {value!r} is not text (a record file's contents, "
                                "read as UTF-8)"):
        bl.read_record(value)


@pytest.mark.parametrize("kwargs, message", [
    ({"players": "ab"}, "record: players 'ab' is not two names (player 0's, player 1's)"),
    ({"players": ["a"]}, "record: players ['a'] is not two names (player 0's, player 1's)"),
    ({"players": ["a", 3]}, "record: player 1's name 3 is not a one-line string"),
    ({"players": ["a\nb", "c"]}, "record: player 0's name 'a\\nb' is not a one-line string"),
    ({"tags": [("Event", "x")]},
     "record: tags [('Event', 'x')] is not a mapping of tag names to values"),
    ({"tags": {"Bad Name": "x"}}, "record: tag name 'Bad Name' is not letters, digits and "
     "underscores"),
    ({"tags": {"Event": 3}}, "record: tag Event 3 is not a one-line string"),
    ({"tags": {"Event": "a\rb"}}, "record: tag Event 'a\\rb' is not a one-line string"),
    ({"tags": {"Result": "1-0"}}, "record: tag Result is written from the state, not given in "
     "tags"),
    ({"tags": {"Variant": "x"}}, "record: tag Variant is written from the state, not given in "
     "tags"),
    ({"tags": {"Player1": "x"}}, "record: tag Player1 is written from players=, not given in "
     "tags"),
])
def test_record_refuses_what_it_cannot_write(kwargs, message):
    with raises(bl.Error, message):
        bl.game("pogo").start().record(**kwargs)


# -- the command line -------------------------------------------------------------------------



def _main(capsys, *args: str):
    status = cli.main(list(args))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_play_record_saves_the_game_played(capsys, tmp_path):
    variant = tmp_path / "corridor.toml"
    variant.write_text(CORRIDOR)
    path = tmp_path / "game.record"
    status, out, err = _main(capsys, "play", str(variant), "--record", str(path))
    assert (status, err) == (0, f"boardlab: record saved to {path}\n")
    assert out.endswith("outcome: 1 (no legal move, after 4 plies)\n")
    record = path.read_text(encoding="utf-8")
    head, toml, moves = re.fullmatch(r'(.*?)\[Variant "(.*)"\]\n\n(.*)', record,
                                     flags=re.DOTALL).groups()
    assert head == ('[Game "corridor"]\n[Player0 "random"]\n[Player1 "random"]\n'
                    '[Result "0-1"]\n')
    assert complete_variant(read_toml(toml.replace('\\"', '"'))) == \
        complete_variant(read_toml(CORRIDOR))
    assert moves == "1. a1-a2 2. a6-a5 3. a2-a3 4. a5-a4 0-1\n"
    # A built-in game, its moves as play printed them.
    status, out, err = _main(capsys, "play", "breakthrough", "--seed", "2", "--record",
                             str(path), "--max-plies", "40")
    assert status == 0
    printed = [line.split(". ", 1)[1] for line in out.splitlines()[1:-2]]
    back = bl.read_record(path.read_text(encoding="utf-8"))
    assert [m.text for m in back.history] == printed
    assert back.game == bl.game("breakthrough", max_plies=40)
    assert path.read_text(encoding="utf-8").startswith(
        '[Game "breakthrough"]\n[Options "max_plies=40"]\n')


def test_play_record_into_a_missing_folder_is_bad_input(capsys, tmp_path):
    path = tmp_path / "nowhere" / "game.record"
    status, out, err = _main(capsys, "play", "pogo", "--record", str(path))
    assert (status, out) == (2, "")
    assert err == f"boardlab: --record: folder {str(path.parent)!r} does not exist\n"


def test_match_records_keeps_every_game(capsys, tmp_path):
    folder = tmp_path / "games"
    args = ["match", "tic_tac_toe", "alphabeta:9", "random", "--games", "12", "--seed", "3",
            "--threads", "2", "-q"]
    status, plain, err = _main(capsys, *args)
    assert (status, err) == (0, "")
    status, out, err = _main(capsys, *args, "--records", str(folder))
    # The same games, and so the same report, whether their moves are kept or not.
    assert (status, out, err) == (0, plain, f"boardlab: records saved to {folder}\n")
    names = sorted(p.name for p in folder.iterdir())
    assert names == [f"game-{n:02d}.record" for n in range(1, 13)]
    match = bl.match(bl.game("tic_tac_toe"), "alphabeta:9", "random", 12, seed=3)
    for number, name in enumerate(names, start=1):
        record = (folder / name).read_text(encoding="utf-8")
        tags, words = _words(record)
        a_first = number % 2 == 1  # game 1 is the match's game 0: A's to open
        assert (tags["Player0"], tags["Player1"]) == (
            ("alphabeta:9", "random") if a_first else ("random", "alphabeta:9"))
        assert (tags["Event"], tags["Round"]) == ("alphabeta:9 against random, seed 3",
                                                  str(number))
        winner = int(match.winner[number - 1])
        assert tags["Result"] == RESULTS[None if winner < 0 else winner]
        state = bl.read_record(record)
        assert len(state.history) == int(match.plies[number - 1])
    # Perfect play never loses: every game is the agent's win or a draw.
    assert match.losses == 0


def test_match_records_of_a_game_of_chains(capsys, tmp_path):
    folder = tmp_path / "draughts"
    status, out, err = _main(capsys, "match", "checkers", "random", "greedy", "--games", "3",
                             "--seed", "5", "-q", "--records", str(folder))
    assert status == 0, err
    match = bl.match(bl.game("checkers"), "random", "greedy", 3, seed=5)
    for number in range(3):
        state = bl.read_record((folder / f"game-{number + 1}.record").read_text())
        # A match counts a turn's parts: its plies are the parts the record's turns played.
        assert len(_parts(state)) == int(match.plies[number])
        assert (-1 if state.outcome.winner is None else state.outcome.winner) == \
            int(match.winner[number])


@pytest.mark.parametrize("setup, extra, message", [
    (lambda p: p.write_text("x"), [], "--records: '{p}' is not a folder"),
    (lambda p: None, ["--ray", "local"],
     "--records keeps the games played on this machine: it cannot be used with --ray"),
    (lambda p: None, [], None),  # made
])
def test_match_records_folder_is_checked_first(capsys, tmp_path, setup, extra, message):
    folder = tmp_path / "records"
    setup(folder)
    status, out, err = _main(capsys, "match", "tic_tac_toe", "random", "random", "--games", "1",
                             "-q", "--records", str(folder), *extra)
    if message is None:
        assert status == 0 and (folder / "game-1.record").is_file()
        return
    assert (status, out) == (2, "")
    assert err == "boardlab: " + message.format(p=folder) + "\n"


def test_match_records_in_a_folder_of_a_missing_folder(capsys, tmp_path):
    folder = tmp_path / "a" / "b"
    status, out, err = _main(capsys, "match", "tic_tac_toe", "random", "random", "--games", "1",
                             "-q", "--records", str(folder))
    assert (status, out) == (2, "")
    assert err == f"boardlab: --records: folder {str(folder.parent)!r} does not exist\n"


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions")
def test_match_records_in_a_folder_without_permission(capsys, tmp_path):
    import os
    if os.geteuid() == 0:
        pytest.skip("root writes anywhere")
    locked = tmp_path / "locked"
    locked.mkdir(mode=0o500)
    status, _, err = _main(capsys, "match", "tic_tac_toe", "random", "random", "--games", "1",
                           "-q", "--records", str(locked / "games"))
    assert status == 2 and "cannot write in" in err

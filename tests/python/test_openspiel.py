"""boardlab against OpenSpiel, an implementation of the same games by other people: perft from
the start, and random games played in both engines at once, turn by turn (the same board, side
and ply, the same legal whole turns, the same end and winner). The adapters that relate the two
engines' texts and turns are in openspiel_oracle.py."""
from __future__ import annotations

import random
import zlib

import pytest

pyspiel = pytest.importorskip("pyspiel")

import boardlab as bl  # noqa: E402
from openspiel_oracle import ADAPTERS, LineAdapter, Lockstep, Pair, openspiel_perft  # noqa: E402

# (game, (files, ranks), deepest perft, random games): the perft depths that OpenSpiel counts in
# a second or two here, and as many games as the file's budget of about 60 s allows. Each game
# that OpenSpiel plays on other boards than squares has one that is not square, so that files
# and ranks cannot be swapped unseen, and boards past 64 cells, which boardlab plays with
# Game<128> and Game<256>; boardlab's checkers is 8x8 only, and OpenSpiel's amazons square.
# A line game's size has a third number, the line that wins (LineAdapter): connect four with
# other lines than four, since only x_in_row sets it, and on the fullest boards, 16x16, whose
# lines reach the last cell of Game<256>; gomoku (square in OpenSpiel) on 8x8, the last board
# of Game<64>. The line games' perft reaches their first wins (ply 5 of tic-tac-toe, 7 of
# connect four) and the positions after them, which count nothing. Othello is 8x8 only in
# OpenSpiel: its perft to 8 plies is the published 390,216 (passes come later); its games, about
# 10 ms each, are many, so that the rarer ends are met (test_random_games_in_lockstep). Hex is
# compared on boards of two files and two ranks or more (openspiel_oracle.py): 3x3 to its last
# ply, where every game has ended; 5x3, whose first wins come at ply 5, to ply 6, and 3x5 too,
# as one player's win joins the ranks and the other's the files; the default 11x11 (Game<128>)
# and 16x16, whose 256 cells fill Game<256>. Havannah is named by the rhombus that holds its
# hexagon (side n in (2n - 1) x (2n - 1)): side 2, where every cell but the centre is a corner,
# to its last ply; sides 3 and 4, whose random games end by each of the three shapes and now and
# then in a draw; and the default side 8, 169 cells on Game<256>. Dots and boxes (a size is
# OpenSpiel's boxes across and down) on its default 2x2, whose random games end each way, and
# boards of other widths and heights, up to 7x7 boxes, 15x15 cells on Game<256>; its perft is
# every order of the lines (a line is a move whoever draws it), so a few plies say enough. Y is
# named by the rhombus that holds its triangle (side n in n x n): side 3 to its last ply, sides 5
# and 8, and 16, the largest a board holds (OpenSpiel's default, 19, does not fit), 136 cells on
# Game<256>.
CASES = [
    ("breakthrough", (8, 8), 5, 300),
    ("breakthrough", (6, 6), 5, 300),
    ("breakthrough", (5, 7), 5, 300),
    ("breakthrough", (10, 10), 4, 100),
    ("breakthrough", (16, 16), 3, 25),
    ("clobber", (6, 5), 4, 300),
    ("clobber", (4, 4), 6, 300),
    ("clobber", (3, 7), 5, 300),
    ("clobber", (8, 8), 3, 250),
    ("clobber", (9, 9), 3, 150),
    ("checkers", (8, 8), 6, 500),
    ("amazons", (6, 6), 2, 100),
    ("amazons", (10, 10), 1, 8),
    ("tic_tac_toe", (3, 3, 3), 9, 2000),
    ("connect_four", (7, 6, 4), 8, 1000),
    ("connect_four", (5, 4, 4), 9, 1500),
    ("connect_four", (6, 7, 3), 7, 1000),
    ("connect_four", (10, 9, 5), 5, 200),
    ("connect_four", (16, 16, 4), 4, 40),
    ("gomoku", (7, 7, 4), 4, 600),
    ("gomoku", (8, 8, 5), 3, 150),
    ("gomoku", (9, 9, 5), 3, 200),
    ("gomoku", (15, 15, 5), 3, 30),
    ("gomoku", (16, 16, 5), 3, 10),
    ("othello", (8, 8), 8, 1000),
    ("hex", (3, 3), 9, 2000),
    ("hex", (4, 4), 5, 1000),
    ("hex", (5, 3), 6, 1000),
    ("hex", (3, 5), 5, 1000),
    ("hex", (11, 11), 3, 80),
    ("hex", (16, 16), 3, 10),
    ("havannah", (3, 3), 7, 500),
    ("havannah", (5, 5), 4, 1000),
    ("havannah", (7, 7), 3, 600),
    ("havannah", (15, 15), 2, 60),
    ("pentago", (6, 6, 5), 2, 150),
    ("dots_and_boxes", (2, 2), 5, 1500),
    ("dots_and_boxes", (3, 2), 4, 400),
    ("dots_and_boxes", (1, 4), 4, 400),
    ("dots_and_boxes", (5, 4), 3, 60),
    ("dots_and_boxes", (7, 7), 2, 10),
    ("y", (3, 3), 6, 500),
    ("y", (5, 5), 4, 1000),
    ("y", (8, 8), 3, 400),
    ("y", (16, 16), 2, 40),
]

# The line games' cases whose random games also fill the board without a line (the others end
# by a line every time, or nearly), so that both of their ends are compared: the mover's line,
# and the draw of a full board.
BOTH_ENDS = {"tic_tac_toe-3x3-3", "connect_four-7x6-4", "connect_four-5x4-4", "gomoku-8x8-5"}


def _id(name: str, size) -> str:
    return f"{name}-{size[0]}x{size[1]}" + "".join(f"-{n}" for n in size[2:])


@pytest.mark.parametrize("name, size, depth",
                         [pytest.param(*c[:3], id=_id(*c[:2])) for c in CASES])
def test_perft_from_the_start(name, size, depth):
    pair = Pair.of(name, size)
    counts = [bl.perft(pair.game.start(), d) for d in range(1, depth + 1)]
    assert counts == [openspiel_perft(pair.os_game.new_initial_state(), d,
                                      pair.adapter.one_action_turns)
                      for d in range(1, depth + 1)]


def _check_position(step: Lockstep) -> dict:
    """Asserts that both engines agree on the position; returns OpenSpiel's whole turns by
    text."""
    assert step.state.text == step.expected_text()
    moves = step.openspiel_moves()
    assert step.boardlab_moves() == sorted(moves)
    assert step.state.is_over() == step.os_state.is_terminal()
    adapter = step.pair.adapter
    for text, turn in moves.items():
        assert adapter.action_texts(step.state, text) == list(turn.texts)
    return moves


def _play_to_the_end(step: Lockstep, choose) -> Lockstep:
    """Plays a game in both engines to its end from ``step``, the move texts that ``choose``
    picks from the sorted legal ones, asserting at every turn boundary that they agree;
    returns the finished game."""
    while True:
        moves = _check_position(step)
        if not moves:
            break
        text = choose(sorted(moves))
        step.play(text, moves[text])
    outcome = step.state.outcome
    assert outcome is not None and outcome.reason != "ply_limit"
    assert outcome.winner == step.openspiel_winner()
    return step


def _play_random_game(pair: Pair, rng: random.Random) -> Lockstep:
    """One random game, played in both engines to its end (_play_to_the_end)."""
    return _play_to_the_end(pair.start(), rng.choice)


# What the random games of othello must meet, each in some game, so that the rules that set it
# apart are compared and not only written: a pass, an end with empty cells left (neither player
# can move: the end that comes at once, without passes), a full board, and each result by count.
OTHELLO_ENDS = {"pass", "not_full", "full", "winner=0", "winner=1", "draw"}
# And those of hex, which has no draw: each player's win, and a full board, whose last stone
# wins at boardlab's ply limit (a game ended by the limit fails _play_to_the_end); its random
# games on 16x16, few and long, end before.
HEX_ENDS = {"not_full", "full", "winner=0", "winner=1"}
HEX_NEVER_FULL = {"hex-16x16"}
# And those of havannah: each player's win by each shape (its end conditions 0 to 2 are
# player 0's bridge, fork and ring, 3 to 5 player 1's). A full board without one, a draw, comes
# about once in a thousand random games: tests/cpp/games/havannah_test.cpp plays one to its end.
HAVANNAH_ENDS = {f"condition={c}" for c in range(6)}
# And those of pentago: each player's line, a turn that makes a line for each (a draw by the
# conditions), and a full board without a line.
PENTAGO_ENDS = {(0, "condition"), (1, "condition"), (None, "condition"), (None, "no_legal_move")}
HAVANNAH_SEEN = {"havannah-5x5": HAVANNAH_ENDS, "havannah-7x7": HAVANNAH_ENDS}
# And those of dots and boxes on 2x2 boxes: each player's win and the draw of two boxes each,
# each game ending when the last line is drawn, by its drawer, who would draw again.
DOTS_AND_BOXES_ENDS = {0, 1, None}


def _end_kinds(step: Lockstep) -> set:
    board = step.state.text.split(" ")[0]
    winner = step.state.outcome.winner
    kinds = {"not_full" if any(c.isdigit() for c in board) else "full",
             "draw" if winner is None else f"winner={winner}"}
    return kinds | ({"pass"} if any(t.texts == ("pass",) for t in step.played) else set())


@pytest.mark.parametrize("name, size, games",
                         [pytest.param(*c[:2], c[3], id=_id(*c[:2])) for c in CASES])
def test_random_games_in_lockstep(name, size, games):
    pair = Pair.of(name, size)
    rng = random.Random(zlib.crc32(_id(name, size).encode()))
    reasons, kinds = set(), set()
    for _ in range(games):
        step = _play_random_game(pair, rng)
        reasons.add(step.state.outcome.reason)
        if name in ("othello", "hex"):
            kinds |= _end_kinds(step)
        if name == "havannah":
            o = step.state.outcome
            kinds.add("draw" if o.winner is None else f"condition={o.condition}")
        if name == "pentago":
            kinds.add((step.state.outcome.winner, step.state.outcome.reason))
        if name == "dots_and_boxes":
            kinds.add(step.state.outcome.winner)
            assert step.state.text.endswith(" again")
        if name == "y":
            kinds.add(step.state.outcome.winner)
    if name == "othello":
        assert reasons == {"no_legal_move"}
        assert kinds == OTHELLO_ENDS
    if name == "hex":
        assert reasons == {"condition"}
        assert kinds == HEX_ENDS - ({"full"} if _id(name, size) in HEX_NEVER_FULL else set())
    if _id(name, size) in HAVANNAH_SEEN:
        assert kinds >= HAVANNAH_SEEN[_id(name, size)]
    if name == "pentago":
        assert kinds == PENTAGO_ENDS
    if name == "dots_and_boxes":
        assert reasons == {"no_legal_move"}
        if size == (2, 2):
            assert kinds == DOTS_AND_BOXES_ENDS
    if name == "y":
        # Y is never drawn: every game ends by a group on the three sides, of either player.
        assert reasons == {"condition"}
        assert kinds == {0, 1}
    if name == "checkers":
        # Random checkers often shuffles kings to OpenSpiel's draw: the rule is exercised.
        assert "quiet_turns" in reasons
    if isinstance(pair.adapter, LineAdapter):
        assert "condition" in reasons
        if _id(name, size) in BOTH_ENDS:
            assert reasons == {"condition", "no_legal_move"}


def test_orientation_and_first_moves():
    """The orientations openspiel_oracle.py describes, seen in OpenSpiel itself: who moves
    first and where player 0's pieces stand, and one turn of each game written by hand."""
    bt = pyspiel.load_game("breakthrough").new_initial_state()
    assert bt.current_player() == 0
    assert str(bt).split("\n")[0] == "8bbbbbbbb"  # player 0, black, at the top
    assert bt.action_to_string(bt.legal_actions()[0]) == "a7a6"
    bt_pair = Pair.of("breakthrough", (8, 8))
    assert ADAPTERS["breakthrough"].move_text(bt_pair.game, ["a7a6"]) == "a2-a3"
    assert ADAPTERS["breakthrough"].move_text(bt_pair.game, ["b2a1*"]) == "b7-a8"

    cl = pyspiel.load_game("clobber").new_initial_state()
    assert cl.current_player() == 0
    assert str(cl).split("\n")[-3] == "1oxoxox"  # player 0, white 'o', on a1
    assert cl.action_to_string(cl.legal_actions()[0]) == "a5b5"
    cl_pair = Pair.of("clobber", (6, 5))
    assert ADAPTERS["clobber"].move_text(cl_pair.game, ["a5b5"]) == "a5-b5"
    assert cl_pair.start().expected_text() == "WBWBWB/BWBWBW/WBWBWB/BWBWBW/WBWBWB 0 - 0"

    ch = pyspiel.load_game("checkers").new_initial_state()
    assert ch.current_player() == 0
    assert str(ch).split("\n")[-3] == "1o.o.o.o."  # player 0, 'o', on a1
    assert ch.action_to_string(ch.legal_actions()[0]) == "a3b4"
    ch_pair = Pair.of("checkers", (8, 8))
    checkers = ADAPTERS["checkers"]
    assert checkers.move_text(ch_pair.game, ["a3b4"]) == "a3-b4"
    assert checkers.move_text(ch_pair.game, ["a1c3", "c3e5"]) == "a1-c3-e5"
    chain = ch_pair.game.state("8/8/8/8/3x4/8/1x6/o7 0 - 0")
    assert checkers.action_texts(chain, "a1xc3xe5") == ["a1c3", "c3e5"]

    am = pyspiel.load_game("amazons", {"board_size": 10}).new_initial_state()
    assert am.current_player() == 0
    assert str(am).split("\n")[-1] == "...X..X..."  # player 0, 'X', on d1 and g1
    amazons = ADAPTERS["amazons"]
    am_pair = Pair.of("amazons", (10, 10))
    assert amazons.move_text(am_pair.game, ["X From (10, 4)", "X To (4, 4)",
                                            "X Shoot: (4, 7)"]) == "d1-d7/g7"
    assert amazons.action_texts(am_pair.game.start(), "d1-d7/g7") == [
        "X From (10, 4)", "X To (4, 4)", "X Shoot: (4, 7)"]
    assert am_pair.start().expected_text() == "3B2B3/10/10/B8B/10/10/W8W/10/10/3W2W3 0 - 0"


def test_line_games_orientation_and_first_moves():
    """The line games' mappings that openspiel_oracle.py describes, seen in OpenSpiel itself:
    player 0 moves first, which of its rows is the top, one action of each game by hand; and
    that OpenSpiel's gomoku is free-style, the only rule of boardlab's it can check."""
    tt = pyspiel.load_game("tic_tac_toe").new_initial_state()
    assert tt.current_player() == 0
    assert tt.action_to_string(0) == "x(0,0)"
    tt.apply_action(0)
    assert str(tt).split("\n") == ["x..", "...", "..."]  # row 0 is printed first: the top
    tt_pair = Pair.of("tic_tac_toe", (3, 3, 3))
    assert tt_pair.game.max_plies == 9  # the default, kept (keeps_ply_limit)
    tic_tac_toe = ADAPTERS["tic_tac_toe"]
    assert tic_tac_toe.move_text(tt_pair.game, ["x(0,0)"]) == "X@a3"
    assert tic_tac_toe.move_text(tt_pair.game, ["o(2,1)"]) == "O@b1"
    assert tic_tac_toe.action_texts(tt_pair.game.start(), "X@c1") == ["x(2,2)"]
    step = tt_pair.start()
    turn = step.openspiel_moves()["X@a3"]
    assert turn.actions == (0,)
    step.play("X@a3", turn)
    assert step.expected_text() == step.state.text == "X2/3/3 1 X4O4 1"

    c4 = pyspiel.load_game("connect_four").new_initial_state()
    assert c4.current_player() == 0
    assert c4.action_to_string(3) == "x3"
    c4.apply_action(3)
    c4.apply_action(3)
    # Row 0, where the first piece of a column lands, is printed last: the bottom.
    assert str(c4).split("\n")[-3:] == ["...o...", "...x...", ""]
    c4_pair = Pair.of("connect_four", (5, 4, 4))
    connect_four = ADAPTERS["connect_four"]
    step = c4_pair.start()
    moves = step.openspiel_moves()
    assert (moves["X@d1"].actions, moves["X@d1"].texts) == ((3,), ("x3",))
    step.play("X@d1", moves["X@d1"])
    moves = step.openspiel_moves()
    assert sorted(moves) == ["O@a1", "O@b1", "O@c1", "O@d2", "O@e1"]
    assert (moves["O@d2"].actions, moves["O@d2"].texts) == ((3,), ("o3",))
    assert connect_four.action_texts(step.state, "O@d2") == ["o3"]
    assert connect_four.move_text(c4_pair.game, ["o3"], step.os_state) == "O@d2"
    step.play("O@d2", moves["O@d2"])
    assert step.expected_text() == step.state.text == "5/5/3O1/3X1 0 X9O9 2"

    go = pyspiel.load_game("gomoku").new_initial_state()
    assert go.current_player() == 0
    assert [go.action_to_string(a) for a in (0, 7 * 15 + 7, 14 * 15)] == ["0,0", "7,7", "14,0"]
    go.apply_action(14 * 15)
    # The line naming the player to move, then row 0 at the top: row 14 is the bottom.
    assert str(go).split("\n")[0] == "W"
    assert str(go).split("\n")[15] == "b" + "." * 14
    go_pair = Pair.of("gomoku", (15, 15, 5))
    gomoku = ADAPTERS["gomoku"]
    start = go_pair.os_game.new_initial_state()
    assert [gomoku.move_text(go_pair.game, [text], start)
            for text in ["0,0", "7,7", "14,0"]] == ["B@a15", "B@h8", "B@a1"]
    assert gomoku.move_text(go_pair.game, ["7,7"], go) == "W@h8"
    assert gomoku.action_texts(go_pair.game.start(), "B@a1") == ["14,0"]
    # B joins a1 b1 and d1 e1 f1 with c1: six in a row, an overline, which wins in OpenSpiel,
    # and in boardlab's free-style gomoku, but not in its standard one (exactly five).
    moves = ["B@a1", "W@a15", "B@b1", "W@c15", "B@d1", "W@e15", "B@e1", "W@g15", "B@f1",
             "W@i15", "B@c1"]
    step = go_pair.start()
    for text in moves:
        assert not step.os_state.is_terminal()
        step.play(text, step.openspiel_moves()[text])
    assert step.os_state.is_terminal() and step.os_state.returns() == [1.0, -1.0]
    assert step.state.outcome == bl.Outcome(0, "condition", 0)  # player 0's line, the first end
    standard = bl.game("gomoku", overline_wins=False).start()
    for text in moves:
        standard.play(text)
    assert standard.outcome is None
    assert len(standard.legal_moves) == 225 - len(moves)


def test_dots_and_boxes_orientation_and_a_claim():
    """Dots and boxes' mapping that openspiel_oracle.py describes, seen in OpenSpiel itself:
    its first line is the top left horizontal one; a player who completes a box draws again,
    in both engines, and boardlab's text says so."""
    pair = Pair.of("dots_and_boxes", (2, 2))
    adapter = ADAPTERS["dots_and_boxes"]
    assert pair.game.max_plies == 12  # the default, kept (keeps_ply_limit)
    start = pair.os_game.new_initial_state()
    assert start.action_to_string(0) == "P1(h,0,0)"
    assert adapter.move_text(pair.game, ["P1(h,0,0)"]) == "L@b5"
    assert adapter.move_text(pair.game, ["P2(v,1,2)"]) == "L@e2"
    step = pair.start()
    for text in ["L@b5", "L@a4", "L@c4"]:
        step.play(text, step.openspiel_moves()[text])
    assert step.os_state.current_player() == 1
    step.play("L@b3", step.openspiel_moves()["L@b3"])
    # Player 1 drew the fourth side of the top left box: theirs, and theirs to draw again.
    assert step.os_state.current_player() == 1
    assert str(step.os_state).split("\n")[1].startswith("│ 2 │")
    assert step.expected_text() == step.state.text == "L1/LOL2/L1/5/2 1 - 4 again"


def test_othello_orientation_and_first_moves():
    """Othello's mapping that openspiel_oracle.py describes, seen in OpenSpiel itself: it has no
    parameters (8x8 only); black 'x' is player 0 and moves first; its row 1 is printed first, so
    that its board is boardlab's mirrored top to bottom under the same cell names; its pass. Then
    two games written by hand in both engines: the shortest, a wipeout after 9 plies with most of
    the board empty, and an early pass."""
    game = pyspiel.load_game("othello")
    assert game.get_parameters() == {} and game.num_distinct_actions() == 65
    os_start = game.new_initial_state()
    assert os_start.current_player() == 0
    assert str(os_start).split("\n") == [
        "Black (x) to play:",
        "  a b c d e f g h  ",
        "1 - - - - - - - - 1",
        "2 - - - - - - - - 2",
        "3 - - - - - - - - 3",
        "4 - - - o x - - - 4",  # W on d4, B on e4, at the top: row 4 is boardlab's rank 4
        "5 - - - x o - - - 5",
        "6 - - - - - - - - 6",
        "7 - - - - - - - - 7",
        "8 - - - - - - - - 8",
        "  a b c d e f g h  ",
    ]
    assert os_start.legal_actions() == [19, 26, 37, 44]  # 8 * row + column, from 0
    assert [os_start.action_to_string(a) for a in os_start.legal_actions()] == \
        ["d3", "c4", "f5", "e6"]
    assert os_start.action_to_string(64) == "pass"
    othello = ADAPTERS["othello"]
    pair = Pair.of("othello", (8, 8))
    assert pair.game.max_plies == 128  # the default, kept (keeps_ply_limit)
    step = pair.start()
    assert step.expected_text() == step.state.text == "8/8/8/3BW3/3WB3/8/8/8 0 B60W60 0"
    moves = step.openspiel_moves()
    assert sorted(moves) == ["B@c4", "B@d3", "B@e6", "B@f5"]
    assert (moves["B@d3"].actions, moves["B@d3"].texts) == ((19,), ("d3",))
    assert othello.move_text(pair.game, ["d3"], step.os_state) == "B@d3"
    assert othello.action_texts(step.state, "B@d3") == ["d3"]
    step.play("B@d3", moves["B@d3"])
    # d3, printed on OpenSpiel's third line from the top, is boardlab's third rank from the
    # bottom; the disc it brackets, d4, turns black.
    assert str(step.os_state).split("\n")[0] == "White (o) to play:"
    assert str(step.os_state).split("\n")[4:6] == ["3 - - - x - - - - 3",
                                                   "4 - - - x x - - - 4"]
    assert step.expected_text() == step.state.text == "8/8/8/3BW3/3BB3/3B4/8/8 1 B59W60 1"
    assert othello.move_text(pair.game, ["c3"], step.os_state) == "W@c3"
    with pytest.raises(ValueError):
        othello.action_texts(step.state, "B@e3")  # not a move of the player to move

    # The shortest game: B takes every white disc with its fifth drop, f4; neither player can
    # move, 13 discs to none, 51 cells empty: over at once, without a pass.
    step = pair.start()
    for text in ["B@d3", "W@c3", "B@b3", "W@d2", "B@e1", "W@d6", "B@d7", "W@e3", "B@f4"]:
        assert not step.os_state.is_terminal()
        step.play(text, step.openspiel_moves()[text])
    assert step.os_state.is_terminal() and step.os_state.returns() == [1.0, -1.0]
    assert str(step.os_state).split("\n")[0] == "Terminal State:"
    assert step.expected_text() == step.state.text == \
        "8/3B4/3B4/3BB3/3BBB2/1BBBB3/3B4/4B3 1 B55W56 9"
    assert step.state.outcome == bl.Outcome(0, "no_legal_move")
    assert step.boardlab_moves() == [] and step.openspiel_moves() == {}

    # B's eight discs bracket none of W's four, on the top rank and e7, all against the edge
    # or an empty cell: B passes, and W, which has three drops, moves on.
    step = pair.start()
    for text in ["B@e6", "W@f6", "B@c4", "W@e7", "B@e8", "W@d8", "B@g7", "W@f8"]:
        step.play(text, step.openspiel_moves()[text])
    assert step.expected_text() == step.state.text == "3WWW2/4W1B1/4BB2/3BB3/2BBB3/8/8/8 0 B56W56 8"
    assert step.os_state.legal_actions() == [64]
    moves = step.openspiel_moves()
    assert sorted(moves) == ["pass"] and moves["pass"].texts == ("pass",)
    assert othello.action_texts(step.state, "pass") == ["pass"]
    step.play("pass", moves["pass"])
    assert str(step.os_state).split("\n")[0] == "White (o) to play:"
    assert step.expected_text() == step.state.text == \
        "3WWW2/4W1B1/4BB2/3BB3/2BBB3/8/8/8 1 B56W56 9 pass"
    assert sorted(step.openspiel_moves()) == ["W@e3", "W@g5", "W@h6"]
    step.play("W@e3", step.openspiel_moves()["W@e3"])
    assert step.expected_text() == step.state.text
    assert step.state.text.endswith(" 0 B56W55 10")  # the pass is no longer the last turn


def test_hex_orientation_and_first_moves():
    """Hex's mapping that openspiel_oracle.py describes, seen in OpenSpiel itself on 5x3, not a
    rhombus: its options; its actions, the cells numbered rank by rank from a1 and written with
    boardlab's names; 'x' (player 0) first; its row 0, rank 1, printed first. Then two games to
    their end by hand on 3x3, each also in OpenSpiel's explicit string_rep, whose marks of the
    stones' edges are read as the stones."""
    game = pyspiel.load_game("hex", {"num_cols": 5, "num_rows": 3})
    params = game.get_parameters()
    assert (params["num_cols"], params["num_rows"]) == (5, 3)
    assert game.num_distinct_actions() == game.max_game_length() == 15
    os_start = game.new_initial_state()
    assert os_start.current_player() == 0
    assert os_start.legal_actions() == list(range(15))
    names = [os_start.action_to_string(a) for a in range(15)]
    assert names == ["a1", "b1", "c1", "d1", "e1", "a2", "b2", "c2", "d2", "e2",
                     "a3", "b3", "c3", "d3", "e3"]
    hex_adapter = ADAPTERS["hex"]
    pair = Pair.of("hex", (5, 3))
    assert pair.game.max_plies == 15  # the default, kept (keeps_ply_limit)
    # boardlab numbers B's drops by their cells, as OpenSpiel its actions, then W's.
    assert [pair.game.action_text(a) for a in range(15)] == ["B@" + name for name in names]
    assert pair.game.action_text(15 + 7) == "W@c2"
    step = pair.start()
    assert step.expected_text() == step.state.text == "5/5/5 0 B8W7 0"
    moves = step.openspiel_moves()
    assert sorted(moves) == sorted("B@" + name for name in names)
    assert (moves["B@c2"].actions, moves["B@c2"].texts) == ((7,), ("c2",))
    assert hex_adapter.move_text(pair.game, ["c2"], step.os_state) == "B@c2"
    assert hex_adapter.action_texts(step.state, "B@c2") == ["c2"]
    for text in ["B@a1", "W@c2", "B@e3", "W@e1", "B@a3"]:
        step.play(text, step.openspiel_moves()[text])
    # Each row one space further right than the one above: the cells of rank r + 1 lie between
    # those of rank r, so that a1 touches a2 but not b2.
    assert str(step.os_state).split("\n") == ["x . . . o ", " . . o . . ", "  x . . . x "]
    assert step.expected_text() == step.state.text == "B3B/2W2/B3W 1 B5W5 5"
    assert hex_adapter.move_text(pair.game, ["d2"], step.os_state) == "W@d2"
    assert hex_adapter.action_texts(step.state, "W@d2") == ["d2"]
    with pytest.raises(ValueError):
        hex_adapter.action_texts(step.state, "B@d2")  # not a move of the player to move
    with pytest.raises(ValueError):
        hex_adapter.move_text(pair.game, ["x(1,3)"], step.os_state)  # not a cell's name
    with pytest.raises(ValueError):
        hex_adapter.move_text(pair.game, ["d2"])  # the player is not named without the state

    pair = Pair.of("hex", (3, 3))
    explicit_game = pyspiel.load_game("hex", {"board_size": 3, "string_rep": "explicit"})

    def play(texts):
        step, explicit = pair.start(), explicit_game.new_initial_state()
        for text in texts:
            assert not step.os_state.is_terminal() and not step.state.is_over()
            turn = step.openspiel_moves()[text]
            step.play(text, turn)
            explicit.apply_action(turn.actions[0])
        assert step.expected_text() == step.state.text
        assert hex_adapter.position_text(pair.game, explicit, step.played) == step.state.text
        return step, explicit

    # B joins c1, b2 and a3, each cell the neighbour above and to the west of the one before.
    step, explicit = play(["B@b2", "W@c2", "B@c1", "W@a2", "B@a3"])
    # c1 is joined to the first row, "north" in OpenSpiel ('y'), and so is b2 next to it; W's
    # a2 to the first column ('p'), c2 to the last ('q'); a3, which wins, is 'X'.
    assert str(explicit).split("\n") == [". . y ", " p y q ", "  X . . "]
    assert step.state.text == "B2/WBW/2B 1 B2W2 5"
    assert explicit.is_terminal() and explicit.returns() == [1.0, -1.0]
    assert step.os_state.returns() == [1.0, -1.0]
    assert step.state.outcome == bl.Outcome(0, "condition", 0)

    # B's a1, b2 and c3 are on the three ranks but not a chain: those cells do not touch. W
    # joins a3, b3 and c2, which touches b3 above it, to the west.
    step, explicit = play(["B@a1", "W@a3", "B@b2", "W@b3", "B@c3", "W@c2"])
    assert str(explicit).split("\n") == ["y . . ", " . x O ", "  p p z "]
    assert step.state.text == "WWB/1BW/B2 0 B2W1 6"
    assert explicit.is_terminal() and explicit.returns() == [-1.0, 1.0]
    assert step.os_state.returns() == [-1.0, 1.0]
    assert step.state.outcome == bl.Outcome(1, "condition", 1)
    assert step.boardlab_moves() == [] and step.openspiel_moves() == {}

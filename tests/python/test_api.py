"""The python-chess-style API: game() and its options, State, LegalMoves, Move, Outcome,
copies, pickling, repr and str, hashing."""
from __future__ import annotations

import copy
import dataclasses
import pickle
import re

import numpy as np
import pytest

import boardlab as bl
from conftest import ROOT, VARIANTS_DIR, raises

BT_START = "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW 0 - 0"


# --- game() and options ---------------------------------------------------------------------

def test_builtin_games_are_listed_with_their_options():
    # The games of the C++ registry, in its order, read from its one table (registry.hpp's
    # `registry`, a line per game), which tests/cpp/registry_test.cpp checks in turn.
    registry = (ROOT / "include" / "boardlab" / "games" / "registry.hpp").read_text()
    table = registry[registry.index("inline constexpr std::array registry{"):]
    table = table[:table.index("};")]
    names = re.findall(r'detail::builtin<[^>]*>\(\s*"(\w+)"\)', table)
    assert names and len(names) == table.count("detail::builtin<")
    assert list(bl.BUILTIN_GAMES) == bl.games() == names
    for name, options in bl.BUILTIN_GAMES.items():
        assert "max_plies" in options
        game = bl.game(name)
        assert game.name == name
        # Checkers and lines of action take OpenSpiel's game length; the line games end when
        # the board is full; the chess family waits for its draw rules at 1000, and Ataxx,
        # whose jumps can go on for ever, draws there too; the others draw at 300 plies.
        chess_family = ["chess", "chess960", "antichess", "king_of_the_hill", "three_check",
                        "gardner", "los_alamos", "capablanca", "horde", "racing_kings", "crazyhouse",
                        "atomic"]
        expected = {"checkers": 1000, "international_draughts": 1000, "tic_tac_toe": 9,
                    "connect_four": 42, "gomoku": 225, "othello": 128, "hex": 121,
                    "lines_of_action": 1000, "havannah": 169, "ataxx": 1000, "pentago": 36,
                    "dots_and_boxes": 12, "y": 136,
                    **{name: 1000 for name in chess_family}}
        assert game.max_plies == expected.get(name, 300)


@pytest.mark.parametrize("name, options, files, ranks, start", [
    ("skateboards", {"max_plies": 50}, 8, 8, "1P4P1/P6P/8/3SS3/3SS3/8/P6P/1P4P1 0 T6 0"),
    ("pogo", {"three_step_u": False}, 3, 3, "(BB)(BB)(BB)/3/(WW)(WW)(WW) 0 - 0"),
    ("pocket_battlefield", {"size": 5}, 5, 5, "RRRRR/5/5/5/GGGGG 0 - 0"),
    ("breakthrough", {"files": 6, "ranks": 7}, 6, 7,
     "BBBBBB/BBBBBB/6/6/6/WWWWWW/WWWWWW 0 - 0"),
    ("clobber", {"files": 3, "ranks": 4}, 3, 4, "BWB/WBW/BWB/WBW 0 - 0"),
])
def test_game_options(name, options, files, ranks, start):
    game = bl.game(name, **options)
    assert (game.files, game.ranks) == (files, ranks)
    assert game.start().text == start


def test_max_plies_option_draws_the_game():
    state = bl.game("breakthrough", max_plies=2).start()
    state.play("a2-a3")
    state.play("a7-a6")
    assert state.outcome == bl.Outcome(winner=None, reason="ply_limit")
    assert len(state.legal_moves) == 0


def test_pogo_three_step_u_option():
    # From a1 three steps can end next to the start only by a U: a1-a2-b2-b1.
    with_u = bl.game("pogo").state("3/3/(WWW)2 0 - 0")
    without_u = bl.game("pogo", three_step_u=False).state("3/3/(WWW)2 0 - 0")
    assert "3a1-b1" in with_u.legal_moves
    assert "3a1-b1" not in without_u.legal_moves
    assert "3a1-b3" in without_u.legal_moves


def test_pocket_battlefield_geometry_options():
    game = bl.game("pocket_battlefield", gold_hill_top="b1", red_hill_top="c4",
                   gold_foot_hills="a1 c1 b2", red_foot_hills="b4 d4 c3")
    assert game.regions["gold_hill_top"] == ["b1"]
    assert game.regions["red_hill_top"] == ["c4"]
    assert game.regions["foot_hills"] == ["a1", "c1", "b2", "c3", "b4", "d4"]
    assert len(game.regions["valley"]) == 16 - 8


def test_unknown_game_and_unknown_option_are_rejected():
    # The message lists the registry's games, in its order.
    with raises(bl.SpecError, f"game 'shogi' is not a built-in game ({', '.join(bl.games())})"):
        bl.game("shogi")
    with raises(bl.SpecError, "game 'pogo': unknown option 'size' "
                "(options: max_plies, three_step_u)"):
        bl.game("pogo", size=4)
    with raises(bl.SpecError, "game 'breakthrough': unknown option 'max_ply' "
                "(options: files, ranks, max_plies)"):
        bl.game("breakthrough", max_ply=10)


def test_game_static_facts():
    game = bl.game("skateboards")
    assert game.symbols == "PST"
    assert game.owners == [0, 1, "neutral"]
    assert game.regions == {"slab": ["d4", "e4", "d5", "e5"]}
    assert game.num_actions > 0


# --- legal moves ----------------------------------------------------------------------------

def test_legal_moves_is_a_live_view():
    state = bl.game("breakthrough").start()
    moves = state.legal_moves
    assert len(moves) == 22
    assert "a2-a3" in moves and "a2-b3" in moves
    assert "a2-a4" not in moves and "h7-h6" not in moves
    assert 42 not in moves
    texts = [m.text for m in moves]
    assert len(texts) == len(set(texts)) == 22
    assert all(isinstance(m, bl.Move) for m in moves)
    state.play("a2-a3")
    assert "h7-h6" in moves and "a2-a3" not in moves  # the same view, now Black's moves
    assert len(moves) == 22
    assert bool(moves)
    assert repr(moves).startswith("<LegalMoves (22): ")


def test_a_move_from_the_view_is_in_the_view():
    state = bl.game("pogo").start()
    for move in state.legal_moves:
        assert move in state.legal_moves


def test_move_parts():
    state = bl.game("skateboards").start()
    drop = state.play("T@c3")
    assert (drop.text, drop.type, drop.symbol, drop.from_cell, drop.to_cell, drop.count) == \
        ("T@c3", "drop", "T", "", "c3", 0)
    pogo = bl.game("pogo").start()
    stack = pogo.play("2a1-a3")
    assert (stack.text, stack.type, stack.from_cell, stack.to_cell, stack.count) == \
        ("2a1-a3", "stack_move", "a1", "a3", 2)
    bt = bl.game("breakthrough").start()
    step = bt.play("b2xc3")  # 'x' is accepted on input; the text is canonical
    assert (step.text, step.type, step.from_cell, step.to_cell, step.count, step.symbol) == \
        ("b2-c3", "move", "b2", "c3", 0, "")
    assert str(step) == "b2-c3" and repr(step) == "Move('b2-c3')"
    assert step == bt.history[0] and hash(step) == hash(bt.history[0])
    assert pickle.loads(pickle.dumps(step)) == step


def test_moves_compare_with_other_objects_without_raising():
    move = next(iter(bl.game("breakthrough").start().legal_moves))
    assert move == move.text == "a2-a3" and hash(move) == hash("a2-a3")
    assert (move == None) is False  # noqa: E711
    assert (move != "x") is True
    assert move in ["x", move]


# --- play, undo, history --------------------------------------------------------------------

def test_play_by_move_and_by_text():
    a = bl.game("breakthrough").start()
    b = bl.game("breakthrough").start()
    move = next(m for m in a.legal_moves if m.text == "c2-d3")
    assert a.play(move) == move
    assert b.play("c2-d3") == move
    assert a.text == b.text == "BBBBBBBB/BBBBBBBB/8/8/8/3W4/WW1WWWWW/WWWWWWWW 1 - 1"
    assert a.ply == 1 and a.side_to_move == 1
    assert a.last_move == move


def test_play_rejects_illegal_and_malformed_moves_and_leaves_the_state_alone():
    state = bl.game("breakthrough").start()
    with raises(bl.IllegalMoveError, f"move 'a2-a4' is not legal in position '{BT_START}'"):
        state.play("a2-a4")
    with raises(bl.MoveSyntaxError, "move text 'a2a3': expected T@c3, d4-d8 or 2b1-c2"):
        state.play("a2a3")
    old = bl.game("breakthrough").start()
    stale = old.play("a2-a3")  # a Move of another position: a2-a3 is not legal for Black
    state.play("b2-b3")
    with raises(bl.IllegalMoveError, "move 'a2-a3' is not legal in position "
                "'BBBBBBBB/BBBBBBBB/8/8/8/1W6/W1WWWWWW/WWWWWWWW 1 - 1'"):
        state.play(stale)
    with raises(bl.MoveSyntaxError, "move 3 is not a Move or move text"):
        state.play(3)
    assert state.text == "BBBBBBBB/BBBBBBBB/8/8/8/1W6/W1WWWWWW/WWWWWWWW 1 - 1"


def test_undo_takes_back_moves_in_order():
    state = bl.game("skateboards").start()
    start = (state.text, state.hash)
    played = [state.play(t) for t in ["T@a1", "T@b2", "T@c3"]]
    assert state.history == played
    assert state.undo() == played[2]
    assert state.undo() == played[1]
    assert state.history == played[:1]
    assert state.undo() == played[0]
    assert (state.text, state.hash) == start
    assert state.history == [] and state.last_move is None
    with raises(IndexError, "undo: no move has been played"):
        state.undo()


def test_parse_move():
    state = bl.game("pogo").start()
    assert state.parse_move("1a1-b1").text == "1a1-b1"
    assert state.text == "(BB)(BB)(BB)/3/(WW)(WW)(WW) 0 - 0"  # nothing was played
    with raises(bl.IllegalMoveError,
                "move '3a1-b1' is not legal in position '(BB)(BB)(BB)/3/(WW)(WW)(WW) 0 - 0'"):
        state.parse_move("3a1-b1")  # the stack is only two high


def test_state_constructor_and_stacks():
    game = bl.game("pogo")
    assert bl.State(game).text == game.start().text
    state = bl.State(game, "B2/1(WBBBWW)W/(BWB)W1 0 - 40")
    assert state.ply == 40
    assert state.stack("b2") == "WBBBWW"
    assert state.stack("a1") == "BWB"
    assert state.stack("c1") == ""
    assert state.stacks() == ["BWB", "W", "", "", "WBBBWW", "W", "B", "", ""]
    with raises(bl.PositionError, "cell 'd1' is off the 3x3 board"):
        state.stack("d1")


def test_reserve():
    state = bl.game("skateboards").start()
    assert state.reserve == {"T": 6}
    state.play("T@a1")
    assert state.reserve == {"T": 5}
    for cell in ["c3", "d3", "e3", "f3", "c6"]:
        state.play(f"T@{cell}")
    assert state.reserve == {}


# --- outcomes -------------------------------------------------------------------------------

def test_outcome_of_a_won_position():
    # docs/perft.md: Red has just captured onto Gold's hill-top (end condition 2, index 1).
    state = bl.game("pocket_battlefield").state("1R1R/2R1/2G1/(GR)G1G 0 - 10")
    outcome = state.outcome
    assert outcome == bl.Outcome(winner=1, reason="condition", condition=1)
    assert not outcome.draw
    assert str(outcome) == "player 1 wins (condition)"
    assert state.is_over()
    assert len(state.legal_moves) == 0


def test_outcome_by_win_condition_after_a_move():
    state = bl.game("breakthrough").state("8/W7/8/8/8/8/7B/8 0 - 0")
    assert state.outcome is None and not state.is_over()
    state.play("a7-a8")
    assert state.outcome == bl.Outcome(winner=0, reason="condition", condition=0)
    state.undo()
    assert state.outcome is None


def test_outcome_of_a_position_without_moves():
    # Breakthrough on one file: W on a2 is blocked by B on a3 and has no move, so it loses.
    state = bl.game("breakthrough", files=1, ranks=5).state("1/1/B/W/1 0 - 0")
    assert len(state.legal_moves) == 0
    assert state.outcome == bl.Outcome(winner=1, reason="no_legal_move")
    assert str(state.outcome) == "player 1 wins (no legal move)"


def test_outcome_of_a_drawn_position():
    state = bl.game("pogo", max_plies=20).state("(BB)(BB)(BB)/3/(WW)(WW)(WW) 0 - 20")
    outcome = state.outcome
    assert outcome == bl.Outcome(winner=None, reason="ply_limit", condition=None)
    assert outcome.draw
    assert str(outcome) == "draw (ply limit)"
    # A game may not start decided: this one starts a move before W and B stand nose to nose,
    # and after W's one move B, to move, has none.
    variant = bl.Variant(name="stuck", files=1, ranks=3, no_legal_move="draws",
                         kinds=[bl.Kind("W", 0, moves=[bl.Step("forward", onto="empty")]),
                                bl.Kind("B", 1, moves=[bl.Step("forward", onto="empty")])],
                         start="B/1/W 0 - 0")
    stuck = bl.Game(variant).start()
    assert stuck.outcome is None and [m.text for m in stuck.legal_moves] == ["a1-a2"]
    stuck.play("a1-a2")
    assert stuck.text == "B/W/1 1 - 1"
    assert stuck.outcome == bl.Outcome(winner=None, reason="no_legal_move")
    assert stuck.outcome.draw and len(stuck.legal_moves) == 0


def _blocked(no_legal_move, max_plies=300):
    """3x3, W and B step forward onto empty cells only: pieces nose to nose have no move."""
    step = bl.Step("forward", onto="empty")
    return bl.Game(bl.Variant(name="blocked", files=3, ranks=3, no_legal_move=no_legal_move,
                              max_plies=max_plies, start="BBB/3/WWW 0 - 0",
                              kinds=[bl.Kind("W", 0, moves=[step]), bl.Kind("B", 1, moves=[step])]))


@pytest.mark.parametrize("rule, winner_if_0_is_stuck", [("loses", 1), ("wins", 0), ("draws", None)])
def test_no_legal_move_rule_in_hand_made_positions(rule, winner_if_0_is_stuck):
    game = _blocked(rule)
    # W on rank 2 faces B on rank 3 on every file: W, to move, has no move.
    stuck = game.state("BBB/WWW/3 0 - 4")
    assert len(stuck.legal_moves) == 0 and stuck.is_over()
    assert stuck.outcome == bl.Outcome(winner_if_0_is_stuck, "no_legal_move")
    assert bl.perft(stuck, 1) == 0
    r = game.playouts(5, start=stuck)
    np.testing.assert_array_equal(r["winner"], np.full(5, -1 if winner_if_0_is_stuck is None
                                                       else winner_if_0_is_stuck, np.int8))
    # The same for B: on rank 2 over W on rank 1, B to move is stuck; the rule is about the
    # player to move, whoever it is.
    b_stuck = game.state("3/BBB/WWW 1 - 5")
    expected = None if winner_if_0_is_stuck is None else 1 - winner_if_0_is_stuck
    assert b_stuck.outcome == bl.Outcome(expected, "no_legal_move")
    # One free file is one move: the game goes on.
    free = game.state("BB1/WWW/3 0 - 4")
    assert [m.text for m in free.legal_moves] == ["c2-c3"] and free.outcome is None
    # At the ply limit, no move still decides it: the rule comes before the limit.
    assert _blocked(rule, max_plies=4).state("BBB/WWW/3 0 - 4").outcome == \
        bl.Outcome(winner_if_0_is_stuck, "no_legal_move")
    assert _blocked(rule, max_plies=4).state("BB1/WWW/3 0 - 4").outcome == \
        bl.Outcome(None, "ply_limit")


# --- copies and pickling --------------------------------------------------------------------

def test_copy_is_independent():
    state = bl.game("pogo").start()
    state.play("2a1-a3")
    for twin in (state.copy(), copy.copy(state), copy.deepcopy(state)):
        assert twin.text == state.text and twin.history == state.history
        twin.play("1b3-b2")
        assert twin.text != state.text
        assert len(state.history) == 1 and len(twin.history) == 2
        state.undo()
        assert len(twin.history) == 2
        assert twin.undo().text == "1b3-b2" and twin.undo().text == "2a1-a3"
        state.play("2a1-a3")


@pytest.mark.parametrize("game", [
    bl.game("breakthrough", files=6, ranks=6, max_plies=100),
    bl.game("pocket_battlefield", size=5),
    bl.game("pogo", three_step_u=False),
    bl.game("skateboards"),
])
def test_pickling_builtin_games_and_states_keeps_options_and_history(game):
    assert pickle.loads(pickle.dumps(game)) == game
    assert repr(pickle.loads(pickle.dumps(game))) == repr(game)
    state = game.start()
    for _ in range(5):
        state.play(sorted(m.text for m in state.legal_moves)[0])
    back = pickle.loads(pickle.dumps(state))
    assert back.text == state.text and back.hash == state.hash
    assert back.history == state.history
    assert back.game == game and back.game.max_plies == game.max_plies
    for _ in range(5):
        back.undo()
    assert back.text == game.start().text


# Each value with every field away from its default where it has one, so that a field lost or
# reset on the way shows; then values with only a late field changed, so that a field put in
# another's place shows too.
PLAIN_VALUES = [
    bl.Step("all", relative=True),
    bl.Slide("orthogonal", max_distance=2),
    bl.Leap("all", leapt="captured"),
    bl.StackMove(max_count=3),
    bl.Kind("T", "neutral", moves=[bl.Drop()]),
    bl.Outcome(winner=1, reason="condition", condition=2),
    bl.Outcome(winner=None, reason="ply_limit"),
    bl.Step(["north", "east"], onto=["empty", "enemy"], landing="stack", from_region="home",
            relative=True),
    bl.Slide("orthogonal", onto="enemy", landing="stack", max_distance=2, from_region="home",
             relative=True),
    bl.Leap("all", over="enemy", onto="empty", landing="stack", leapt="captured",
            from_region="home", relative=True),
    bl.StackMove(2, 3, "straight", onto="empty", landing="capture", from_region="home"),
    bl.Drop("home"),
    bl.NoPiecesLeft(1, winner=0, when="winner_moved"),
    bl.ReducedTo("P", 3, winner=1, when="winner_moved"),
    bl.RegionHolds("P", "slab", 4, winner=0, when="winner_moved"),
    bl.Reaches("W", "far", winner=0, when="winner_moved"),
    bl.AllStacksControlled(winner=1, when="winner_moved"),
    bl.Kind("W", 0, "white", [bl.Step("forward", onto="empty"), bl.Drop("home")]),
    bl.Kind("N", "neutral"),
]


def _fields_of(value):
    return {f.name: getattr(value, f.name) for f in dataclasses.fields(value)}


@pytest.mark.parametrize("protocol", range(pickle.HIGHEST_PROTOCOL + 1))
@pytest.mark.parametrize("value", PLAIN_VALUES, ids=lambda v: type(v).__name__)
def test_plain_values_pickle_under_every_protocol(value, protocol):
    back = pickle.loads(pickle.dumps(value, protocol=protocol))
    assert type(back) is type(value)
    assert _fields_of(back) == _fields_of(value)
    assert back == value


@pytest.mark.parametrize("protocol", range(pickle.HIGHEST_PROTOCOL + 1))
def test_outcome_pickles_with_its_meaning(protocol):
    won, drawn = (pickle.loads(pickle.dumps(o, protocol=protocol))
                  for o in (bl.Outcome(1, "condition", 2), bl.Outcome(None, "ply_limit")))
    assert (won.winner, won.reason, won.condition, won.draw) == (1, "condition", 2, False)
    assert (drawn.winner, drawn.reason, drawn.condition, drawn.draw) == \
        (None, "ply_limit", None, True)
    assert str(won) == "player 1 wins (condition)" and str(drawn) == "draw (ply limit)"


@pytest.mark.parametrize("protocol", range(pickle.HIGHEST_PROTOCOL + 1))
def test_variant_pickles_under_every_protocol_and_builds_the_same_game(protocol):
    variant = bl.Variant(
        name="pickled", files=3, ranks=4, placement="anytime", no_legal_move="draws",
        max_plies=77, regions={"far": "a4 b4 c4", "home": ["a1", "b1", "c1"]},
        kinds=[bl.Kind("W", 0, "white", [bl.Step("forward", onto="empty"), bl.Drop("home")]),
               bl.Kind("B", 1, "black", [bl.Step("forward_diagonal")])],
        end_conditions=[bl.Reaches("W", "far", winner=0, when="winner_moved")],
        start="BBB/3/3/1W1 0 W1 0")
    back = pickle.loads(pickle.dumps(variant, protocol=protocol))
    assert type(back) is bl.Variant
    assert _fields_of(back) == _fields_of(variant)
    assert back.kinds[0].moves[1] == bl.Drop("home") and back.regions["home"] == ["a1", "b1", "c1"]
    game = bl.Game(back)
    assert game == bl.Game(variant)
    assert (game.max_plies, game.regions["home"]) == (77, ["a1", "b1", "c1"])
    # Drops any time: W steps b1-b2 or drops on a1 or c1 (b1 is taken).
    assert sorted(m.text for m in game.start().legal_moves) == ["W@a1", "W@c1", "b1-b2"]


@pytest.mark.parametrize("protocol", range(pickle.HIGHEST_PROTOCOL + 1))
def test_games_states_and_moves_pickle_under_every_protocol(protocol):
    state = bl.game("pogo", max_plies=50).start()
    move = state.play("2a1-a3")
    back_state, back_move = pickle.loads(pickle.dumps((state, move), protocol=protocol))
    assert back_move == move and (back_move.type, back_move.count) == ("stack_move", 2)
    assert back_state.text == "(BBWW)(BB)(BB)/3/1(WW)(WW) 1 - 1"
    assert back_state.history == [move] and back_state.game.max_plies == 50
    leapfrog = bl.load_variant(VARIANTS_DIR / "leapfrog.toml")
    assert pickle.loads(pickle.dumps(leapfrog, protocol=protocol)) == leapfrog


def test_pickling_a_custom_variant_state():
    variant = bl.Variant(
        name="tiny_breakthrough", files=3, ranks=4,
        regions={"far": "a4 b4 c4", "near": "a1 b1 c1"},
        kinds=[bl.Kind("W", 0, moves=[bl.Step("forward", onto="empty"),
                                      bl.Step("forward_diagonal")]),
               bl.Kind("B", 1, moves=[bl.Step("forward", onto="empty"),
                                      bl.Step("forward_diagonal")])],
        end_conditions=[bl.Reaches("W", "far", winner=0), bl.Reaches("B", "near", winner=1)],
        start="BBB/3/3/WWW 0 - 0")
    game = bl.Game(variant)
    state = game.state("BBB/3/1W1/W1W 1 - 1")  # a typed-in root: the history starts there
    state.play("b4-b3")
    back = pickle.loads(pickle.dumps(state))
    assert back.game == game
    assert back.text == state.text and back.history == state.history
    back.undo()
    assert back.text == "BBB/3/1W1/W1W 1 - 1"
    assert pickle.loads(pickle.dumps(game)).start().text == "BBB/3/3/WWW 0 - 0"


# --- text forms -----------------------------------------------------------------------------

def test_str_draws_the_board():
    state = bl.game("pogo").start()
    state.play("2a1-a3")
    assert str(state) == "\n".join([
        " 3 | (BBWW) (BB)   (BB)",
        " 2 | .      .      .",
        " 1 | .      (WW)   (WW)",
        "     a      b      c",
        "player 1 to move, ply 1",
    ])
    won = bl.game("pocket_battlefield").state("1R1R/2R1/2G1/(GR)G1G 0 - 10")
    assert str(won).splitlines()[-1] == \
        "player 0 to move, ply 10, game over: player 1 wins (condition)"
    assert str(bl.game("skateboards").start()).splitlines()[-1] == \
        "player 0 to move, ply 0, reserve T6"


@pytest.mark.parametrize("game", [
    bl.game("breakthrough"),
    bl.game("breakthrough", files=5, ranks=6, max_plies=40),
    bl.game("pocket_battlefield", size=5, gold_hill_top="a1"),
    bl.game("pogo", three_step_u=False),
])
def test_repr_round_trips_through_eval(game):
    state = game.start()
    state.play(sorted(m.text for m in state.legal_moves)[-1])
    namespace = {"boardlab": bl}
    assert eval(repr(game), namespace) == game
    again = eval(repr(state), namespace)
    assert again == state and again.text == state.text and again.game == state.game
    assert repr(again) == repr(state)


def test_repr_shows_the_game_and_position():
    state = bl.game("pogo", max_plies=100).start()
    assert repr(state) == \
        "boardlab.game('pogo', max_plies=100).state('(BB)(BB)(BB)/3/(WW)(WW)(WW) 0 - 0')"


# --- hashing and equality -------------------------------------------------------------------

def test_same_position_by_different_move_orders_has_the_same_hash():
    game = bl.game("breakthrough")
    a, b = game.start(), game.start()
    for t in ["a2-a3", "h7-h6", "b2-b3"]:
        a.play(t)
    for t in ["b2-b3", "h7-h6", "a2-a3"]:
        b.play(t)
    assert a.text == b.text
    assert a.hash == b.hash and hash(a) == hash(b) and a == b
    assert a.history != b.history
    assert len({a, b}) == 1


def test_hash_ignores_the_ply_but_equality_does_not():
    game = bl.game("pocket_battlefield")
    state = game.start()
    start_hash = state.hash
    for t in ["a1-a2", "a4-a3", "a2-a1", "a3-a4"]:
        state.play(t)
    assert state.text == "RRRR/4/4/GGGG 0 - 4"
    assert state.hash == start_hash
    assert state != game.start()


def test_different_positions_have_different_hashes():
    state = bl.game("pogo").start()
    hashes = {state.hash}
    for move in state.legal_moves:
        state.play(move)
        hashes.add(state.hash)
        state.undo()
    assert len(hashes) == 1 + 16


def test_game_equality():
    assert bl.game("pogo") == bl.game("pogo", max_plies=300)
    assert bl.game("pogo") != bl.game("pogo", max_plies=301)
    assert bl.game("pogo") != bl.game("breakthrough")
    assert bl.Game(bl.game("pogo").variant()) == bl.game("pogo")


def test_a_move_of_another_game_is_played_by_its_text_never_by_its_bits():
    # a2-a3 of 8x8 Breakthrough has the bits of b2-c3 on a board 7 files wide. Regression: it
    # was played as b2-c3.
    move = bl.game("breakthrough").start().parse_move("a2-a3")
    narrow = bl.game("breakthrough", files=7).start()
    assert narrow.play(move).text == "a2-a3"
    assert narrow.stack("a3") == "W" and narrow.stack("c3") == ""
    pogo = bl.game("pogo").start()
    with raises(bl.IllegalMoveError,
                "move 'a2-a3' is not legal in position '(BB)(BB)(BB)/3/(WW)(WW)(WW) 0 - 0'"):
        pogo.play(move)  # pogo has no whole-cell moves (and a2 is empty)

"""Turns of several parts from Python: checkers' capture chains as whole moves, the decisions of
one part as actions, amazons built from Shoot in Python and TOML, promotion and capture_rule in
the schema, and pickles of a state left in the middle of a turn."""
import pickle

import boardlab as bl
import pytest

from conftest import raises

BRANCH = "7x/8/3x1x2/8/3x4/2o5/8/8 0 - 0"  # c3 jumps d4, then d6 or f6


def _amazons(size=6):
    queen = [bl.Slide("all", onto="empty", then=1), bl.Shoot("A", "all", part=1)]
    return bl.Variant(
        name="amazons", files=size, ranks=size, start="1B2B1/B4B/6/6/W4W/1W2W1 0 - 0",
        kinds=[bl.Kind("W", 0, "white queen", queen), bl.Kind("B", 1, "black queen", queen),
               bl.Kind("A", "neutral", "arrow")])


def test_a_capture_chain_is_one_move():
    state = bl.game("checkers").state(BRANCH)
    assert sorted(m.text for m in state.legal_moves) == ["c3-e5-c7", "c3-e5-g7"]
    move = state.play("c3xe5xg7")
    assert (move.text, move.from_cell, move.to_cell) == ("c3-e5-g7", "c3", "g7")
    assert state.text == "7x/6o1/3x4/8/8/8/8/8 1 - 1"
    assert [m.text for m in state.history] == ["c3-e5-g7"]
    assert state.undo().text == "c3-e5-g7"
    assert state.text == BRANCH
    with raises(bl.IllegalMoveError, f"move 'c3-e5' is not a whole turn: the piece on e5 must "
                                     f"go on, in position '{BRANCH}'"):
        state.play("c3-e5")


def test_actions_are_the_decisions_of_one_part():
    game = bl.game("checkers")
    state = game.state(BRANCH)
    assert game.has_turn_rules and not bl.game("breakthrough").has_turn_rules
    [first] = state.legal_actions()
    assert game.action_text(first) == "c3-e5"
    state.play_action(first)
    assert state.text == "7x/8/3x1x2/4o3/8/8/8/8 0 - 0 c3-e5:1"
    assert sorted(game.action_text(a) for a in state.legal_actions()) == ["e5-c7", "e5-g7"]
    # A state in the middle of a turn pickles and comes back as it was.
    again = pickle.loads(pickle.dumps(state))
    assert (again.text, again.hash) == (state.text, state.hash)
    assert game.state(state.text).hash == state.hash


def test_amazons_from_primitives_counts_whole_turns():
    game = bl.Game(_amazons())
    state = game.start()
    # Counted with OpenSpiel's amazons (board_size 6) as whole turns
    # (tests/cpp/games/amazons_test.cpp).
    assert [bl.perft(state, d) for d in (1, 2)] == [544, 238532]
    state.play("a2-a4/a2")
    assert state.text == "1B2B1/B4B/W5/6/A4W/1W2W1 1 - 1"
    toml = game.variant().to_toml()
    assert 'type = "shoot", kind = "A"' in toml and "then = 1" in toml
    assert bl.Game(bl.Variant.from_toml(toml)) == game


def test_promotion_and_capture_rule_round_trip_through_toml():
    game = bl.game("checkers")
    toml = game.variant().to_toml()
    assert 'capture_rule = "compulsory"' in toml
    assert 'promotion = { region = "top_rank", to = "O" }' in toml
    loaded = bl.Game(bl.Variant.from_toml(toml))
    assert loaded == game
    assert bl.perft(loaded.start(), 4) == 1469


def test_the_majority_rule_keeps_the_turns_that_take_most():
    # The c1 man takes three (two ways), two (c1-e3-g5), the a5 man one.
    position = "8/8/1x1x4/o7/3x1x2/8/3x4/2o5 0 - 0"
    variant = bl.game("checkers").variant()
    variant.capture_rule = "most"
    assert "most" in bl._core.CAPTURE_RULES
    toml = variant.to_toml()
    assert 'capture_rule = "most"' in toml
    game = bl.Game(bl.Variant.from_toml(toml))
    state = game.state(position)
    assert sorted(m.text for m in state.legal_moves) == ["c1-e3-c5-a7", "c1-e3-c5-e7"]
    # The first jump is legal; the one from e3 to g5 is not (it would end the turn with two).
    with raises(bl.IllegalMoveError, "move 'c1-e3-g5' is not legal in position "
                                     "'8/8/1x1x4/o7/3x1x2/4o3/8/8 0 - 0 c1-e3:1'"):
        state.play("c1-e3-g5")
    assert sorted(m.text for m in bl.game("checkers").state(position).legal_moves) == [
        "a5-c7", "c1-e3-c5-a7", "c1-e3-c5-e7", "c1-e3-g5"]


def test_a_promotion_with_a_choice_is_written_with_its_kind():
    pawns = bl.Variant(
        name="pawns", files=3, ranks=3, start="2k/P2/3 0 - 0", regions={"far": "a3 b3 c3"},
        kinds=[bl.Kind("P", 0, "pawn", [bl.Step("forward")],
                       promotion=bl.Promotion("far", "QN")),
               bl.Kind("Q", 0, "queen", [bl.Step("all")]),
               bl.Kind("N", 0, "knight", [bl.OffsetLeap((1, 2), symmetry="all")]),
               bl.Kind("k", 1, "king", [bl.Step("all")])])
    state = bl.Game(pawns).start()
    assert sorted(m.text for m in state.legal_moves) == ["a2-a3=N", "a2-a3=Q"]
    state.play("a2-a3=Q")
    assert state.text == "Q1k/3/3 1 - 1"


def passing_game(start: str) -> bl.Game:
    return bl.Game(bl.Variant(
        name="passing", files=3, ranks=1, start=start, no_legal_move="passes",
        kinds=[bl.Kind("W", 0, "white", [bl.Step("orthogonal", onto="empty")]),
               bl.Kind("B", 1, "black", [bl.Step("orthogonal", onto="empty")])]))


def test_passing():
    game = passing_game("WB1 0 - 0")
    state = game.start()
    assert [m.text for m in state.legal_moves] == ["pass"]
    assert state.play("pass").type == "pass"
    assert state.text == "WB1 1 - 1 pass"
    # Two passes in a row end the game. B between two W: neither side moves. A game that starts
    # so (a position holds no more W than the start: no rule makes pieces).
    boxed = passing_game("WBW 0 - 0")
    both = boxed.start()
    assert both.outcome is None and [m.text for m in both.legal_moves] == ["pass"]
    both.play("pass")
    assert both.text == "WBW 1 - 1 pass"
    assert both.outcome is None and [m.text for m in both.legal_moves] == ["pass"]
    both.play("pass")
    assert both.outcome == bl.Outcome(None, "both_passed")
    # And from the position's text.
    both = boxed.state("WBW 1 - 1 pass")
    both.play("pass")
    assert both.outcome == bl.Outcome(None, "both_passed")


@pytest.mark.parametrize("change, message", [
    (lambda k: {**k, "promotion": "O"},
     "promotion 'O' is not a table of region and to"),
    (lambda k: {**k, "promotion": {"region": "top_rank"}},
     "promotion {'region': 'top_rank'} is not a table of region and to"),
    # Found by the Python fuzzer: keys that are not text (sorting them raised a TypeError).
    (lambda k: {**k, "promotion": {1: "top_rank", "to": "O"}},
     "promotion {1: 'top_rank', 'to': 'O'} is not a table of region and to"),
    (lambda k: {**k, "promotion": {"region": "nowhere", "to": "O"}},
     "kind 'o' promotion: unknown region 'nowhere'"),
    (lambda k: {**k, "moves": [{**k["moves"][1], "then": 3}]},
     "then goes on to part 3, which has no primitive of the kind"),
    (lambda k: {**k, "moves": [{**k["moves"][1], "heading": "sideways"}]},
     "heading 'sideways' is not one of any, straight"),
])
def test_bad_turn_rules_are_spec_errors(change, message):
    data = bl.game("checkers").variant().to_dict()
    data["kinds"][0] = change(data["kinds"][0])
    with pytest.raises(bl.SpecError) as error:
        bl.Game(bl.Variant.from_dict(data))
    assert message in str(error.value)


def test_a_quiet_turn_limit_draws_and_round_trips_through_toml():
    game = bl.game("checkers", quiet_turn_limit=2)
    state = game.start()
    state.play("c3-d4")
    assert state.text.endswith(" 1 - 1 quiet=1")
    state.play("b6-a5")
    assert state.outcome == bl.Outcome(None, "quiet_turns")
    assert len(state.legal_moves) == 0
    state.undo()
    assert state.outcome is None and state.text.endswith(" quiet=1")
    assert game.state(state.text).text == state.text
    toml = game.variant().to_toml()
    assert "quiet_turn_limit = 2" in toml
    assert bl.Game(bl.Variant.from_toml(toml)) == game
    # The default writes nothing, and a game without the limit reads no count.
    assert "quiet_turn_limit" not in bl.game("checkers").variant().to_toml()
    with raises(bl.PositionError, "position text '7x/8/8/8/8/8/8/o7 0 - 9 quiet=3': 'quiet=3': "
                "this game counts no quiet turns (its quiet_turn_limit is 0)"):
        bl.game("checkers").state("7x/8/8/8/8/8/8/o7 0 - 9 quiet=3")


@pytest.mark.parametrize("value, message", [
    (-1, "quiet_turn_limit: -1 is not 0 (no limit) or a number of turns"),
    ("40", "quiet_turn_limit"),
    (2.5, "quiet_turn_limit"),
])
def test_a_bad_quiet_turn_limit_is_a_spec_error(value, message):
    data = bl.game("checkers").variant().to_dict()
    data["quiet_turn_limit"] = value
    with pytest.raises(bl.SpecError) as error:
        bl.Game(bl.Variant.from_dict(data))
    assert message in str(error.value)

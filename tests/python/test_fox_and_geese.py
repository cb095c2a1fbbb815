"""Fox and Geese against a separate cell-by-cell program written from the rules alone
(fox_and_geese_reference.py: it does not use boardlab): the start and perft from it in four
configurations, the positions of its seeded random games with their perft and ends, hand-made
positions (chains of jumps, a trapped fox, the fox's win by the count), and random games played in
both at once, move list by move list, to the end."""
from __future__ import annotations

import random

import pytest

import boardlab as bl
import fox_and_geese_reference as ref

CONFIGS = list(ref.CONFIGS)


def new_game(options):
    return bl.game("fox_and_geese", **options)


def bl_outcome(reference_outcome):
    """The reference's (winner, reason) as a bl.Outcome (the count rule is condition 0)."""
    if reference_outcome is None:
        return None
    winner, reason = reference_outcome
    return bl.Outcome(winner=winner, reason=reason,
                      condition=0 if reason == "condition" else None)


def moves_of(state):
    return sorted(m.text for m in state.legal_moves)


@pytest.mark.parametrize("name", CONFIGS)
def test_start_and_perft_agree_with_the_reference(name):
    expected = ref.reference(name)
    start = new_game(expected["options"]).start()
    assert start.text == expected["start_text"]
    assert moves_of(start) == expected["start_moves"]
    assert start.ply == 0 and start.outcome is None
    # The depths that count quickly here (the reference lists deeper ones).
    quick = [count for count in expected["perft"] if count < 600_000]
    assert [bl.perft(start, d) for d in range(1, len(quick) + 1)] == quick


def test_the_start_texts_of_the_goose_counts():
    assert new_game({}).start().text == "3/3/7/3F3/GGGGGGG/GGG/GGG 0 - 0"
    assert new_game({"geese": 15}).start().text == "3/3/7/G2F2G/GGGGGGG/GGG/GGG 0 - 0"
    assert new_game({"geese": 17}).start().text == "3/3/7/GG1F1GG/GGGGGGG/GGG/GGG 0 - 0"
    for geese in (13, 15, 17):
        state = new_game({"geese": geese}).start()
        assert moves_of(state) == ref.legal_moves(ref.start({"geese": geese}))


@pytest.mark.parametrize("name", CONFIGS)
def test_the_reference_random_positions(name):
    expected = ref.reference(name)
    game = new_game(expected["options"])
    for case in expected["random"]:
        state = game.start()
        for move in case["moves"]:
            state.play(move)
        assert state.text == case["text"]
        assert state.ply == len(case["moves"])
        assert state.outcome == bl_outcome(case["outcome"])
        quick = [count for count in case["perft"] if count < 1_000_000]
        assert [bl.perft(state, d) for d in range(1, len(quick) + 1)] == quick


@pytest.mark.parametrize("name", sorted(ref.HAND_CASES))
def test_the_hand_made_positions(name):
    case = ref.hand_case(name)
    game = new_game(case["options"])
    state = game.state(case["text"])
    assert state.text == case["text"]
    assert moves_of(state) == case["moves"]
    assert state.outcome == bl_outcome(case["outcome"])
    if "after" in case:
        after = case["after"]
        state.play(after["move"])
        assert state.text == after["text"]
        assert moves_of(state) == after["moves"]
        assert state.outcome == bl_outcome(after["outcome"])
        assert bl.perft(state, 1) == len(after["moves"])
        state.undo()
        assert state.text == case["text"]
        assert moves_of(state) == case["moves"]


def test_the_chains_by_hand():
    game = new_game({})
    # Branching after one jump: d3 over d4 onto d5, then over c5 onto b5 or over e5 onto f5.
    state = game.state("GGG/3/2G1G2/3G3/3F3/3/3 1 - 20")
    assert moves_of(state) == ["d3-c3", "d3-d2", "d3-d5", "d3-d5-b5", "d3-d5-f5", "d3-e3"]
    state.play("d3-d5-b5")
    assert state.text == "GGG/3/1F2G2/7/7/3/3 0 - 21"
    # Round the square c4 d5 e4 d3 and back onto c3, where the fox started; three geese are
    # left, so the fox has won.
    state = game.state("3/3/3G2G/2G1G1G/2FG2G/3/3 1 - 30")
    assert "c3-c5-e5-e3-c3" in moves_of(state) and "c3-e3-e5-c5-c3" in moves_of(state)
    state.play("c3-c5-e5-e3-c3")
    assert state.text == "3/3/6G/6G/2F3G/3/3 0 - 31"
    assert state.outcome == bl.Outcome(winner=1, reason="condition", condition=0)
    assert len(state.legal_moves) == 0 and bl.perft(state, 2) == 0
    # Diagonal jumps only with the diagonal lines.
    text = "GGG/3/7/1G1G1GG/7/1G1/F2 1 - 10"
    assert moves_of(game.state(text)) == ["c1-c2", "c1-d1", "c1-e3", "c1-e3-c5", "c1-e3-c5-a3",
                                          "c1-e3-g5", "c1-e3-g5-g3"]
    assert moves_of(new_game({"diagonals": False}).state(text)) == ["c1-c2", "c1-d1"]


def test_the_end_rules_by_hand():
    game = new_game({})
    # The trapped fox: the geese win.
    state = game.state("GF1/1GG/3G3/7/7/3/3 0 - 40")
    state.play("e6-e7")
    assert state.outcome == bl.Outcome(winner=0, reason="no_legal_move")
    # The count rule comes first: three geese, whoever is to move and whatever it can do.
    assert game.state("GFG/1G1/7/7/7/3/3 1 - 5").outcome == \
        bl.Outcome(winner=1, reason="condition", condition=0)
    assert new_game({"fox_wins_at": 2}).state("GFG/1G1/7/7/7/3/3 1 - 5").outcome is None
    state = game.state("3/3/3G3/3F3/G5G/3/G2 1 - 50")
    assert state.outcome is None
    state.play("d4-d6")
    assert state.outcome == bl.Outcome(winner=1, reason="condition", condition=0)
    # Stuck geese (not moving back) lose; moving back they have seven moves.
    stuck = "GGG/3/GF5/7/7/3/3 0 - 60"
    assert new_game({"geese_move_back": False}).state(stuck).outcome == \
        bl.Outcome(winner=1, reason="no_legal_move")
    assert moves_of(game.state(stuck)) == ["a5-a4", "a5-b4", "c7-c6", "c7-d6", "d7-d6",
                                           "e7-d6", "e7-e6"]
    # The ply limit: after the other two rules.
    assert game.state("3/3/7/3F3/GGGGGGG/GGG/GGG 0 - 300").outcome == \
        bl.Outcome(winner=None, reason="ply_limit")
    assert game.state("3/3/7/3F3/GGGGGGG/GGG/GGG 0 - 299").outcome is None
    assert new_game({"geese_move_back": False}).state("GGG/3/GF5/7/7/3/3 0 - 300").outcome == \
        bl.Outcome(winner=1, reason="no_legal_move")


def test_a_rank_with_too_many_cells_is_refused():
    game = new_game({})
    # Rank 7 has the three cells c7 d7 e7 only: a piece on an off-board cell cannot be written.
    with pytest.raises(bl.PositionError):
        game.state("4/3/7/3F3/GGGGGGG/GGG/GGG 0 - 0")
    with pytest.raises(bl.PositionError):
        game.state("GGGG/3/7/3F3/GGGGGGG/GGG/GGG 0 - 0")
    with pytest.raises(bl.PositionError):
        game.state("3/3/7/3F4/GGGGGGG/GGG/GGG 0 - 0")
    with pytest.raises(bl.PositionError):
        game.state("3/3/7/3F3/GGGGGGG/GGG/GGG1 0 - 0")


@pytest.mark.parametrize("name, games, seed", [("default", 30, 1), ("no_diagonals", 20, 2),
                                               ("geese17_no_back", 20, 3),
                                               ("fox_wins_at_8", 20, 4)])
def test_random_games_in_lockstep_with_the_reference(name, games, seed):
    options = ref.CONFIGS[name]
    game = new_game(options)
    rng = random.Random(seed)
    for _ in range(games):
        state, pos = game.start(), ref.start(options)
        while True:
            moves = ref.legal_moves(pos)
            assert moves_of(state) == moves, state.text
            assert state.text == ref.text(pos)
            assert state.ply == pos["ply"]
            if not moves:
                break
            assert state.outcome is None
            move = rng.choice(moves)
            state.play(move)
            pos = ref.play(pos, move)
        assert state.outcome == bl_outcome(ref.outcome(pos)), state.text
        # Undone to the start, every move of the game.
        while state.ply:
            state.undo()
        assert state.text == game.start().text

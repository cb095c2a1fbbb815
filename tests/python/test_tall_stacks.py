"""Stacks taller than 16 pieces: a piece takes the fewest bits that number the game's kinds (1 for
two kinds, 2 for up to four, else 4), so a game of two kinds stacks 64 pieces. Checked against
pogo_reference.py (plain Python, no boardlab) on Pogo boards holding 30 to 64 pieces, and by
hand."""
import pytest

import boardlab as bl
import pogo_reference as ref
from conftest import raises


def pogo_variant(files: int, ranks: int, max_count: int, start: str, kinds: str = "WB") -> bl.Game:
    """Pogo's rules on a files x ranks board, lifting up to `max_count` pieces; `kinds` beyond W
    and B are extra kinds of player 0 that never move (they only widen the game's pieces)."""
    lines = [f'name = "tall_pogo"', f"files = {files}", f"ranks = {ranks}", "max_plies = 300",
             'no_legal_move = "loses"', f'start = "{start}"']
    for i, symbol in enumerate(kinds):
        lines += ["[[kinds]]", f'symbol = "{symbol}"', f"owner = {1 if symbol == 'B' else 0}"]
        if i < 2:
            lines.append(f'moves = [{{ type = "stack_move", min_count = 1, '
                         f'max_count = {max_count}, path = "bends" }}]')
    for winner in (0, 1):
        lines += ["[[end]]", 'type = "all_stacks_controlled"', f"winner = {winner}",
                  'when = "winner_moved"']
    return bl.Game(bl.Variant.from_toml("\n".join(lines)))


def stacks(symbols: str, count: int) -> str:
    return "".join(f"({symbols})" for _ in range(count))


# 60 pieces in five stacks of 12 (W tops a1 and e5, B tops a5, c3 and e1), lifting up to 3.
FIVE_BY_FIVE = (5, 5, 3, "({0})3({1})/5/2({0})2/5/({1})3({0}) 0 - 0".format("WB" * 6, "BW" * 6))
FOUR_BY_FOUR = (4, 4, 4, stacks("BBBBBBBB", 4) + "/4/4/" + stacks("WWWWWWWW", 4) + " 0 - 0")  # 64
# Two stacks of 32: covering the other's one stack wins, so these games end in wins.
TWO_TOWERS = (4, 4, 4, "(" + "B" * 32 + ")3/4/4/3(" + "W" * 32 + ") 0 - 0")


@pytest.mark.parametrize("setup", [FIVE_BY_FIVE, FOUR_BY_FOUR, TWO_TOWERS],
                         ids=["5x5 of 60", "4x4 of 64", "two towers of 32"])
def test_random_games_agree_with_the_reference(setup):
    files, ranks, max_count, start = setup
    game = pogo_variant(files, ranks, max_count, start)
    assert game.max_stack_height == 64
    tallest, ends = 0, set()
    for seed in range(12):
        state = game.state(start)
        for pos, move in ref.random_game(ref.parse(files, ranks, start), max_count, 300, seed,
                                         300):
            assert state.text == ref.text(pos)
            expected = ref.outcome(pos, max_count, 300)
            assert sorted(m.text for m in state.legal_moves) == \
                (ref.legal_moves(pos, max_count) if expected is None else [])
            outcome = state.outcome
            assert (None if outcome is None else
                    -1 if outcome.winner is None else outcome.winner) == expected
            tallest = max([tallest] + [len(s) for s in pos.cells.values()])
            if move is None:
                ends.add(expected)
                break
            state.play(move)
    assert tallest > 16  # the games did build stacks past the old limit
    # The many-stack boards end in draws at the ply limit; some towers' games are won (a side
    # covers the other's every stack), so the win condition is checked on tall stacks too.
    if setup is TWO_TOWERS:
        assert ends & {0, 1}
    else:
        assert ends == {-1}


def test_perft_agrees_with_the_reference_from_tall_stacks():
    # W's 33-high and B's 31-high stacks: 64 pieces, lifting 1 to 4.
    text = "(" + "WB" * 15 + "B)3/4/1(" + "BW" * 16 + "W)2/4 0 - 10"
    files, ranks, max_count = 4, 4, 4
    game = pogo_variant(files, ranks, max_count, FOUR_BY_FOUR[3])
    state = game.state(text)
    assert state.text == text
    pos = ref.parse(files, ranks, text)
    assert [bl.perft(state, d) for d in (1, 2, 3)] == \
        [ref.perft(pos, d, max_count, 300) for d in (1, 2, 3)]
    # By hand: W tops b2 alone. k = 1: its 4 neighbours; k = 2: b4 and d2 straight on, a1 a3 c1
    # c3 by a bend (6); k = 3: the 4 cells 3 away (a4 c4 d3 d1) and, by a U, the 4 neighbours
    # (8); k = 4: the 6 cells 2 away and d4 (7). 4 + 6 + 8 + 7 = 25.
    assert bl.perft(state, 1) == 25


def test_moving_the_top_of_a_tall_stack_and_back():
    game = pogo_variant(4, 4, 4, FOUR_BY_FOUR[3])
    below = "BW" * 15  # 30 pieces
    state = game.state(f"4/4/4/({below}WWW)3 0 - 0")
    state.play("3a1-c2")
    assert state.text == f"4/4/2(WWW)1/({below})3 1 - 1"
    state.undo()
    assert state.text == f"4/4/4/({below}WWW)3 0 - 0"
    # Three B over 61 W: 64 pieces on one cell, and B tops every stack. A game that starts with
    # 61 W and 3 B (no position holds more of a kind than the start: no rule makes pieces).
    game = pogo_variant(4, 4, 4, f"({'W' * 61})3/4/4/3(BBB) 0 - 0")
    assert game.max_stack_height == 64
    state = game.state(f"4/4/({'W' * 61})3/(BBB)3 1 - 0")
    state.play("3a1-a2")  # a U: a1-b1-b2-a2
    assert state.text == f"4/4/({'W' * 61}BBB)3/4 0 - 1"
    assert state.outcome.winner == 1


def test_the_width_follows_the_number_of_kinds():
    start = "4/4/4/(WW)3 0 - 0"
    assert pogo_variant(4, 4, 4, start, kinds="WB").max_stack_height == 64
    assert pogo_variant(4, 4, 4, start, kinds="WBX").max_stack_height == 32
    assert pogo_variant(4, 4, 4, start, kinds="WBXY").max_stack_height == 32
    assert pogo_variant(4, 4, 4, start, kinds="WBXYZ").max_stack_height == 16
    skateboards = bl.game("skateboards")  # three kinds, no stacks
    assert skateboards.max_stack_height == 32 and not skateboards.has_stacks
    assert bl.game("breakthrough").max_stack_height == 64 and not bl.game("breakthrough").has_stacks
    assert bl.game("pogo").max_stack_height == 64 and bl.game("pogo").has_stacks


def test_too_many_pieces_for_the_width():
    game = pogo_variant(4, 4, 4, FOUR_BY_FOUR[3])
    with raises(bl.PositionError, match="rank 1: a stack of 65 pieces is higher than 64"):
        game.state(f"4/4/4/({'W' * 65})3 0 - 0")
    sixty_five = f"(B)3/4/4/({'W' * 64})3 0 - 0"
    with raises(bl.PositionError, f"position text '{sixty_five}': 65 pieces could stack higher "
                "than 64"):
        game.state(sixty_five)
    three_kinds = pogo_variant(4, 4, 4, "4/4/4/(WW)3 0 - 0", kinds="WBX")
    with raises(bl.PositionError, match="33 pieces could stack higher than 32"):
        three_kinds.state(f"(B)3/4/4/({'W' * 32})3 0 - 0")
    five_kinds = pogo_variant(4, 4, 4, "4/4/4/(WW)3 0 - 0", kinds="WBXYZ")
    with raises(bl.PositionError, match="17 pieces could stack higher than 16"):
        five_kinds.state(f"(B)3/4/4/({'W' * 16})3 0 - 0")


def test_stack_move_counts_follow_the_width():
    start = "4/4/4/(WW)3 0 - 0"
    assert pogo_variant(4, 4, 31, start).max_stack_height == 64  # 31: what a move holds
    with raises(bl.SpecError, match=r"counts 1\.\.32 are not within 1\.\.31"):
        pogo_variant(4, 4, 32, start)
    assert pogo_variant(4, 4, 16, start, kinds="WBXYZ").max_stack_height == 16
    with raises(bl.SpecError, match=r"counts 1\.\.17 are not within 1\.\.16"):
        pogo_variant(4, 4, 17, start, kinds="WBXYZ")


def test_pocket_battlefield_takes_every_board_size():
    game = bl.game("pocket_battlefield", size=16)
    assert game.max_stack_height == 64
    assert bl.perft(game.start(), 1) == 2 + 2 + 14 * 3  # 2 from each corner, 3 from the others
    with raises(bl.SpecError, match="pocket_battlefield: size 17 is not between 3 and 16"):
        bl.game("pocket_battlefield", size=17)

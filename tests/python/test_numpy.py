"""The learning interface: observation planes and the fixed action index."""
from __future__ import annotations

import random

import numpy as np
import pytest

import boardlab as bl
from conftest import raises


def _cell(name):
    """(row, column) of a cell in an observation plane: row r is rank r + 1."""
    return int(name[1:]) - 1, ord(name[0]) - ord("a")


def test_observation_of_the_skateboards_start():
    game = bl.game("skateboards")
    obs = game.start().observation()
    # P S T (top piece), height, slab, side to move, reserve P S T.
    assert obs.shape == (3 + 1 + 1 + 1 + 3, 8, 8)
    assert obs.dtype == np.float32
    p_cells = ["b8", "g8", "a7", "h7", "a2", "h2", "b1", "g1"]
    s_cells = ["d4", "e4", "d5", "e5"]
    expected_p = np.zeros((8, 8), np.float32)
    for c in p_cells:
        expected_p[_cell(c)] = 1
    expected_s = np.zeros((8, 8), np.float32)
    for c in s_cells:
        expected_s[_cell(c)] = 1
    np.testing.assert_array_equal(obs[0], expected_p)
    np.testing.assert_array_equal(obs[1], expected_s)
    np.testing.assert_array_equal(obs[2], 0)  # no T on the board
    np.testing.assert_array_equal(obs[3], expected_p + expected_s)  # heights
    np.testing.assert_array_equal(obs[4], expected_s)  # the slab is where the S stand
    np.testing.assert_array_equal(obs[5], 0)  # player 0 to move
    np.testing.assert_array_equal(obs[6], 0)
    np.testing.assert_array_equal(obs[7], 0)
    np.testing.assert_array_equal(obs[8], 6)  # six T in the reserve, on every cell


def test_observation_after_moves():
    state = bl.game("skateboards").start()
    state.play("T@c3")
    obs = state.observation()
    assert obs[2][_cell("c3")] == 1 and obs[2].sum() == 1
    assert obs[3][_cell("c3")] == 1
    np.testing.assert_array_equal(obs[5], 1)  # player 1 to move
    np.testing.assert_array_equal(obs[8], 5)


def test_observation_of_stacks():
    # Pogo: W B (top piece), height, side to move, reserve W B; no regions.
    state = bl.game("pogo").state("B2/1(WBBBWW)W/(BWB)W1 1 - 40")
    obs = state.observation()
    assert obs.shape == (6, 3, 3)
    np.testing.assert_array_equal(obs[0], [[0, 1, 0], [0, 1, 1], [0, 0, 0]])
    np.testing.assert_array_equal(obs[1], [[1, 0, 0], [0, 0, 0], [1, 0, 0]])
    np.testing.assert_array_equal(obs[2], [[3, 1, 0], [0, 6, 1], [1, 0, 0]])
    np.testing.assert_array_equal(obs[3], 1)
    np.testing.assert_array_equal(obs[4:], 0)


def test_observation_region_planes_in_region_order():
    game = bl.game("pocket_battlefield")
    obs = game.start().observation()
    names = list(game.regions)
    assert names == ["gold_hill_top", "red_hill_top", "hill_tops", "foot_hills", "valley"]
    assert obs.shape == (2 + 1 + 5 + 1 + 2, 4, 4)
    # docs/rules.md: hill-tops a1 (Gold) and d4 (Red), foot-hills b1 a2 and c4 d3, the valley
    # the rest. Row 0 is rank 1.
    planes = {
        "gold_hill_top": [[1, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]],
        "red_hill_top": [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 1]],
        "hill_tops": [[1, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 1]],
        "foot_hills": [[0, 1, 0, 0], [1, 0, 0, 0], [0, 0, 0, 1], [0, 0, 1, 0]],
        "valley": [[0, 0, 1, 1], [0, 1, 1, 1], [1, 1, 1, 0], [1, 1, 0, 0]],
    }
    for i, name in enumerate(planes):
        np.testing.assert_array_equal(obs[3 + i], np.array(planes[name], np.float32),
                                      err_msg=name)


def _plane(files, ranks, cells, value=1):
    plane = np.zeros((ranks, files), np.float32)
    for c in cells:
        plane[_cell(c)] = value
    return plane


def test_observation_of_a_board_over_64_cells():
    # 9x9 (81 cells, the engine's wide boards): pieces on cells past 64 (h8 is 70, c9 74, i9
    # 80) and below it.
    game = bl.game("breakthrough", files=9, ranks=9)
    obs = game.state("2B5B/7W1/9/9/4W4/9/9/1B7/W8 1 - 7").observation()
    # W B (top piece), height, top_rank, bottom_rank, side to move, reserve W B.
    assert obs.shape == (8, 9, 9) and obs.dtype == np.float32
    w, b = ["a1", "e5", "h8"], ["b2", "c9", "i9"]
    np.testing.assert_array_equal(obs[0], _plane(9, 9, w))
    np.testing.assert_array_equal(obs[1], _plane(9, 9, b))
    np.testing.assert_array_equal(obs[2], _plane(9, 9, w + b))
    np.testing.assert_array_equal(obs[3], _plane(9, 9, [f"{f}9" for f in "abcdefghi"]))
    np.testing.assert_array_equal(obs[4], _plane(9, 9, [f"{f}1" for f in "abcdefghi"]))
    np.testing.assert_array_equal(obs[5], np.ones((9, 9), np.float32))  # player 1 to move
    np.testing.assert_array_equal(obs[6:], 0)


def test_observation_of_the_10x10_start():
    obs = bl.game("breakthrough", files=10, ranks=10).start().observation()
    assert obs.shape == (8, 10, 10)
    files = "abcdefghij"
    white = [f"{f}{r}" for f in files for r in (1, 2)]
    black = [f"{f}{r}" for f in files for r in (9, 10)]
    np.testing.assert_array_equal(obs[0], _plane(10, 10, white))
    np.testing.assert_array_equal(obs[1], _plane(10, 10, black))
    np.testing.assert_array_equal(obs[2], _plane(10, 10, white + black))
    np.testing.assert_array_equal(obs[3], _plane(10, 10, [f"{f}10" for f in files]))
    np.testing.assert_array_equal(obs[4], _plane(10, 10, [f"{f}1" for f in files]))
    np.testing.assert_array_equal(obs[5:], 0)


def test_observation_of_reserves_of_two_kinds():
    from conftest import VARIANTS_DIR
    game = bl.load_variant(VARIANTS_DIR / "leapfrog.toml")
    # F T (top piece), height, south_bank, north_bank, side to move, reserve F, reserve T.
    state = game.state("1T3/5/5/5/3F1 1 F3T1 5")
    obs = state.observation()
    assert obs.shape == (8, 5, 5)
    np.testing.assert_array_equal(obs[0], _plane(5, 5, ["d1"]))
    np.testing.assert_array_equal(obs[1], _plane(5, 5, ["b5"]))
    np.testing.assert_array_equal(obs[2], _plane(5, 5, ["d1", "b5"]))
    np.testing.assert_array_equal(obs[3], _plane(5, 5, ["a1", "b1", "c1", "d1", "e1"]))
    np.testing.assert_array_equal(obs[4], _plane(5, 5, ["a5", "b5", "c5", "d5", "e5"]))
    np.testing.assert_array_equal(obs[5], np.ones((5, 5), np.float32))
    np.testing.assert_array_equal(obs[6], np.full((5, 5), 3, np.float32))
    np.testing.assert_array_equal(obs[7], np.full((5, 5), 1, np.float32))
    state.play("T@e5")  # the last T: its plane empties, F's stays
    obs = state.observation()
    np.testing.assert_array_equal(obs[1], _plane(5, 5, ["b5", "e5"]))
    np.testing.assert_array_equal(obs[5], 0)
    np.testing.assert_array_equal(obs[6], np.full((5, 5), 3, np.float32))
    np.testing.assert_array_equal(obs[7], 0)


@pytest.mark.parametrize("name, planes", [
    ("skateboards", 3 + 1 + 1 + 1 + 3),         # P S T, height, slab, side, reserves
    ("pogo", 2 + 1 + 0 + 1 + 2),
    ("pocket_battlefield", 2 + 1 + 5 + 1 + 2),
    ("breakthrough", 2 + 1 + 2 + 1 + 2),        # regions top_rank and bottom_rank
    ("clobber", 2 + 1 + 0 + 1 + 2),
    ("checkers", 4 + 1 + 2 + 1 + 4 + 4),     # crowning ranks; the turn's four planes
    ("amazons", 3 + 1 + 0 + 1 + 3 + 4),
    ("konane", 2 + 1 + 1 + 1 + 2 + 4),       # region first_holes
    ("fox_and_geese", 2 + 1 + 1 + 1 + 2 + 4 + 1),  # crossings; the board's own plane
    ("international_draughts", 4 + 1 + 2 + 1 + 4 + 4 + 1),  # the cells the turn's jumps took
    ("tic_tac_toe", 2 + 1 + 0 + 1 + 2),
    ("connect_four", 2 + 1 + 0 + 1 + 2),
    ("gomoku", 2 + 1 + 0 + 1 + 2),
    ("othello", 2 + 1 + 0 + 1 + 2 + 4),  # passing: the turn's planes
    ("hex", 2 + 1 + 4 + 1 + 2),  # the four edges
    ("brandubh", 3 + 1 + 4 + 1 + 3),  # throne, corners, restricted and hostile cells
    ("lines_of_action", 2 + 1 + 0 + 1 + 2),
    ("havannah", 2 + 1 + 12 + 1 + 2 + 1),  # six corners, six edges; the hexagon's own plane
    # The chess family: pawn starts and promotion ranks; the turn's planes; castling rights,
    # en passant, and in three-check the two counts of checks.
    ("chess", 12 + 1 + 4 + 1 + 12 + 4 + 1 + 1),
    ("three_check", 12 + 1 + 4 + 1 + 12 + 4 + 1 + 1 + 2),
    ("gardner", 12 + 1 + 2 + 1 + 12 + 4),  # no double step, no castling
    ("antichess", 12 + 1 + 4 + 1 + 12 + 4 + 1),  # en passant, no castling
])
def test_plane_counts(name, planes):
    game = bl.game(name)
    assert game.start().observation().shape == (planes, game.ranks, game.files)


def test_observation_is_a_fresh_array():
    state = bl.game("breakthrough").start()
    a = state.observation()
    a[:] = 7
    assert state.observation()[0].sum() == 16


def test_breakthrough_action_count_by_hand():
    # Every from/to pair a W or B step can make on 8x8: W straight up from ranks 1-7 (8 * 7 =
    # 56), diagonally up-right and up-left (7 * 7 = 49 each); B the same downwards, and no pair
    # is shared: 2 * (56 + 49 + 49) = 308.
    assert bl.game("breakthrough").num_actions == 308
    # 5x6: 5 * 5 + 2 * 4 * 5 = 65 per player.
    assert bl.game("breakthrough", files=5, ranks=6).num_actions == 130


def test_clobber_action_count_by_hand():
    # A W or B step goes from a cell to an orthogonal neighbour, and both kinds make the same
    # pairs: every pair of neighbours in both orders. 6x5: 6 * 4 + 5 * 5 = 49 pairs, 98.
    assert bl.game("clobber").num_actions == 98
    # 3x4: 3 * 3 + 4 * 2 = 17 pairs.
    assert bl.game("clobber", files=3, ranks=4).num_actions == 34


def test_pogo_action_count_by_hand():
    # Stack moves by count: 1 step to an orthogonal neighbour (corners 2, edges 3, centre 4:
    # 24); 2 steps two cells straight or to a diagonal neighbour (corner 3, edge 3, centre 4:
    # 28); 3 steps to every cell at odd distance (corner 4, edge 5, centre 4: 40). 92.
    assert bl.game("pogo").num_actions == 92


def test_leapfrog_action_count_by_hand():
    # Drops: 5 + 5. Steps: F up 5 * 4 + 2 * 4 * 4 = 52, T down another 52. Leaps (both kinds,
    # every direction): straight 4 * 5 * 3 = 60, diagonal 4 * 3 * 3 = 36. Swims: 20 ordered pairs
    # on each bank, of which 6 are also leaps. 10 + 104 + 96 + 2 * 14 = 238.
    from conftest import VARIANTS_DIR
    assert bl.load_variant(VARIANTS_DIR / "leapfrog.toml").num_actions == 238


def test_action_order_drops_then_moves_then_stack_moves():
    game = bl.game("skateboards")
    texts = [game.action_text(i) for i in range(game.num_actions)]
    assert texts[:3] == ["T@a1", "T@b1", "T@c1"]
    assert texts[63] == "T@h8" and texts[64] == "a1-b1"
    assert all("@" in t for t in texts[:64]) and not any("@" in t for t in texts[64:])
    pogo = bl.game("pogo")
    assert [pogo.action_text(i) for i in range(3)] == ["1a1-b1", "1a1-a2", "1b1-a1"]
    assert pogo.action_text(91).startswith("3c3-")
    with raises(IndexError, "action 308 is not in 0..307"):
        bl.game("breakthrough").action_text(308)  # 308 actions, counted by hand below


def test_action_round_trips_on_random_positions(any_game):
    game = any_game
    rng = random.Random(11)
    checked = 0
    for _ in range(20):
        state = game.start()
        while True:
            moves = list(state.legal_moves)
            if not moves:
                assert not state.legal_action_mask().any()
                assert state.legal_actions() == []
                break
            mask = state.legal_action_mask()
            assert mask.dtype == np.bool_ and mask.shape == (game.num_actions,)
            actions = state.legal_actions()
            assert actions == sorted(actions) == list(np.flatnonzero(mask))
            by_action = {}
            for move in moves:
                a = state.action_of(move)
                assert 0 <= a < game.num_actions
                assert state.action_of(move.text) == a
                by_action.setdefault(a, []).append(move)
            assert sorted(by_action) == actions
            a = rng.choice(actions)
            twin = state.copy()
            played = state.play_action(a)
            if game.has_turn_rules:
                # An action is the first part of the moves that start with it; playing it may
                # leave the turn in its middle, where the next part's actions follow.
                assert all(m.text == played.text or
                           m.text.startswith((played.text + "-", played.text + "/"))
                           for m in by_action[a])
                checked += 1
                continue
            assert mask.sum() == len(moves)
            assert game.action_text(a) == by_action[a][0].text
            assert played == by_action[a][0]
            twin.play(by_action[a][0])
            assert (twin.text, twin.hash) == (state.text, state.hash)
            checked += 1
    assert checked > 0


def test_play_action_rejects_illegal_actions():
    state = bl.game("breakthrough").start()
    legal = set(state.legal_actions())
    illegal = next(a for a in range(state.game.num_actions) if a not in legal)
    assert illegal == 0  # a1-a2: the square is taken by White's own piece
    with raises(bl.IllegalMoveError, "move 'a1-a2' is not legal in position "
                "'BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW 0 - 0'"):
        state.play_action(illegal)
    with raises(bl.IllegalMoveError, "action -1 is not in 0..307"):
        state.play_action(-1)
    with raises(bl.IllegalMoveError, "action 308 is not in 0..307"):
        state.play_action(state.game.num_actions)
    assert state.ply == 0


def test_turn_planes_show_the_piece_that_goes_on():
    game = bl.game("checkers", quiet_turn_limit=40)
    # o on c3 jumps d4 and must go on from e5 over f6 (part 1); 7 quiet turns before it.
    state = game.state("7x/8/5x2/8/3x4/2o5/8/8 0 - 30 quiet=7")
    turn = 4 + 1 + 2 + 1 + 4
    obs = state.observation()
    np.testing.assert_array_equal(obs[turn], 0)
    np.testing.assert_array_equal(obs[turn + 1], 0)
    np.testing.assert_array_equal(obs[turn + 3], np.full((8, 8), 7, np.float32))
    assert len(state.legal_actions()) == 1  # the jump c3-e5, the only part that can start
    state.play_action(state.legal_actions()[0])
    obs = state.observation()
    np.testing.assert_array_equal(obs[turn], _plane(8, 8, ["e5"]))
    np.testing.assert_array_equal(obs[turn + 1], np.full((8, 8), 1, np.float32))
    np.testing.assert_array_equal(obs[turn + 3], 0)  # the jump took a piece
    np.testing.assert_array_equal(obs[turn + 2], 0)


@pytest.mark.parametrize("name", bl.games())
def test_observations_stay_within_their_bounds(name):
    # Along random games of every built-in game, no plane holds more than Game.observation_bounds
    # says, and the planes whose bound is 1 hold only 0 and 1.
    game = bl.game(name)
    bounds = game.observation_bounds()
    assert bounds.dtype == np.float32 and bounds.shape == (game.start().observation().shape[0],)
    rng = random.Random(name)
    for _ in range(3):
        state = game.start()
        for _ in range(60):
            obs = state.observation()
            assert (obs.max(axis=(1, 2)) <= bounds).all() and obs.min() >= 0
            assert np.isin(obs[bounds == 1], (0, 1)).all()
            moves = list(state.legal_moves)
            if not moves:
                break
            state.play(rng.choice(moves))


def test_observation_bounds_by_plane():
    # Skateboards: P S T, the height (no stacks: 1), the slab, the side, the reserves (bytes).
    assert bl.game("skateboards").observation_bounds().tolist() == [1] * 6 + [255] * 3
    # Amazons: turn planes, with the quiet-turn limit at least 1 where the game has none.
    assert bl.game("amazons").observation_bounds()[-4:].tolist() == [1, 255, 2, 1]

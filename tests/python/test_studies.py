"""Balance metrics, tournaments, sweeps and evaluations as data from Python and the command line:
values computed by hand, determinism across threads, the tables and plots, and clear errors."""
import csv
import re
import io
import math

import numpy as np
import pytest

import boardlab as bl
from boardlab import cli
from conftest import raises


def _result(game, winner, ply_limit, plies, listed, leads, decided):
    n = len(winner)
    return bl.MatchResult(game, "a", "a", np.array([i % 2 == 0 for i in range(n)]),
                          np.array(winner, dtype=np.int8), np.array(plies, dtype=np.int32), 0.0,
                          np.array(ply_limit), np.array(listed, dtype=np.int64),
                          np.array(leads, dtype=np.int32), np.array(decided, dtype=np.int32))


def test_balance_metrics_by_hand():
    # The four games of tests/cpp/balance_test.cpp: seat 0 wins two, seat 1 one, one drawn by
    # the ply limit.
    r = _result(bl.game("tic_tac_toe"), [0, 0, 1, -1], [False, False, False, True],
                [10, 20, 30, 300], [100, 200, 300, 3000], [1, 2, 3, 0], [5, 20, 0, -1])
    b = r.balance()
    assert b.games == 4
    assert b.balance == pytest.approx(0.75)
    assert b.first_player == pytest.approx(0.625)
    # The Wilson interval of 0.625 over 4 games (docs/agents.md), from its formula.
    assert b.first_player_interval == pytest.approx((0.2194265200653629, 0.9081007708209878))
    assert b.completion_interval == pytest.approx((0.30064184258240184, 0.9544127391902995))
    assert b.drawishness == pytest.approx(0.25)
    assert b.decisiveness == pytest.approx(0.5)
    assert b.duration == pytest.approx(90)
    # Sample standard deviation sqrt(59000 / 3), over sqrt(4), times 1.959964.
    assert b.duration_interval[1] - 90 == pytest.approx(1.959963984540054 *
                                                        math.sqrt(59000 / 3) / 2)
    assert b.branching == pytest.approx(10)
    assert b.lead_changes == pytest.approx(1.5)
    assert b.lead_changes_per_ply == pytest.approx(6 / 360)
    text = str(b)
    assert "completion    0.750 (95%: 0.301 to 0.954)" in text
    assert b.as_dict()["games"] == 4
    with raises(bl.Error, "balance: confidence 2 is not a number strictly between 0 and 1"):
        r.balance(2)


def test_a_match_of_perfect_tic_tac_toe_is_all_draws():
    b = bl.balance(bl.game("tic_tac_toe"), "alphabeta:9", games=4)
    assert (b.drawishness, b.completion, b.balance, b.duration) == (1.0, 1.0, 1.0, 9.0)
    # Tic-tac-toe's 9, 8, ..., 1 moves over the nine decisions of every game.
    assert b.branching == pytest.approx(5.0)
    assert b.lead_changes == 0  # material stays even move by move: nobody ever leads


def test_the_ply_limit_is_not_completion():
    b = bl.balance(bl.game("tic_tac_toe", max_plies=4), "random", games=6)
    assert (b.completion, b.drawishness, b.duration) == (0.0, 1.0, 4.0)


def test_a_tournament_by_hand_and_across_threads():
    game = bl.game("tic_tac_toe")
    agents = ["random", "alphabeta:9", "greedy"]
    one = bl.tournament(game, agents, games_per_pair=6, seed=3)
    two = bl.tournament(game, agents, games_per_pair=6, seed=3, threads=2)
    assert set(one.matches) == {(0, 1), (0, 2), (1, 2)}
    for pair, m in one.matches.items():
        assert np.array_equal(m.winner, two.matches[pair].winner)
        assert m.games == 6
    assert one.matches[(0, 1)].wins == 0  # random never beats perfect play
    assert one.standings()[0]["agent"] == "alphabeta:9"
    assert sum(one.points) == pytest.approx(18)
    assert one.games == [12, 12, 12]
    cross = one.crosstable()
    assert math.isnan(cross[0][0])
    assert cross[0][1] + cross[1][0] == pytest.approx(1)
    # Two agents: 400 log10 of the strength ratio, with the virtual draw (tournament.hpp).
    duel = bl.tournament(game, ["alphabeta:9", "random"], games_per_pair=10, seed=1)
    m = duel.matches[(0, 1)]
    points = m.wins + m.draws / 2
    ratio = (points + 0.5) / (10 - points + 0.5)
    assert duel.ratings[0] - duel.ratings[1] == pytest.approx(400 * math.log10(ratio))
    table = one.table()
    assert list(table.columns) == ["agent", "rating", "points", "games", "score"]
    assert "round robin at tic_tac_toe: 3 agents, 18 games" in str(one)


def test_tournament_errors():
    game = bl.game("tic_tac_toe")
    with raises(bl.Error, "tournament: 1 agents; a tournament takes 2 to 64"):
        bl.tournament(game, ["random"])
    with raises(bl.Error, "tournament: agents 'random' is not a list of agent texts"):
        bl.tournament(game, "random")
    with raises(bl.Error, "agent 'mcts:x': simulations 'x' is not a whole number from 1 to "
                "1000000000 (digits only)"):
        bl.tournament(game, ["random", "mcts:x"])


def test_a_sweep_gives_a_table_a_row_a_point():
    table = bl.sweep("tic_tac_toe", {"max_plies": [4, 9]}, "random", games=10, seed=1)
    assert list(table["max_plies"]) == [4, 9]
    assert list(table["completion"]) == [0.0, 1.0]
    assert list(table["duration"])[0] == 4.0
    # The same games as the match at each point.
    alone = bl.match(bl.game("tic_tac_toe", max_plies=9), "random", "random", 10, seed=1)
    assert table["first_player"][1] == pytest.approx(alone.balance().first_player)
    # A game of one's own, made from the grid's values.
    rows = bl.sweep(lambda files: bl.game("breakthrough", files=files, ranks=5),
                    {"files": [3, 4]}, "random", games=4, rows=True)
    assert [row["files"] for row in rows] == [3, 4]


def test_sweep_errors_name_the_point():
    with raises(bl.SpecError, match=re.escape("sweep: at trashcans=41: ")):
        bl.sweep("skateboards", {"trashcans": [6, 41]}, "random", games=2)
    with raises(bl.Error, "sweep: grid [] is not a non-empty dict of option: values"):
        bl.sweep("skateboards", [], "random")
    with raises(bl.Error, "sweep: option trashcans has no values"):
        bl.sweep("skateboards", {"trashcans": []}, "random")
    with raises(bl.SpecError, match=re.escape("unknown option 'size'")):
        bl.sweep("skateboards", {"size": [1]}, "random")


def test_skateboards_trashcans():
    assert bl.game("skateboards", trashcans=0).start().text.endswith(" 0 - 0")
    assert bl.game("skateboards", trashcans=3).start().text.endswith(" 0 T3 0")
    # Three trashcans, placed by the Attacker, the Defender and the Attacker: the Defender
    # moves first.
    state = bl.game("skateboards", trashcans=3).start()
    for cell in ("c3", "f3", "c6"):
        state.play(f"T@{cell}")
    assert state.side_to_move == 1
    with raises(bl.SpecError, match=re.escape("skateboards: trashcans -1 is not between 0 and 40")):
        bl.game("skateboards", trashcans=-1)


def test_evaluations_are_data_and_can_be_replaced():
    game = bl.game("breakthrough")
    terms = game.variant().evaluation
    assert terms[0] == {"type": "material", "weight": 10}
    assert {"type": "distance", "kind": "W", "region": "top_rank", "weight": 1} in terms
    # Through TOML and back.
    variant = game.variant()
    again = bl.Variant.from_toml(variant.to_toml())
    assert again.evaluation == terms
    assert bl.Game(again) == game
    # A variant's own.
    variant.evaluation = [{"type": "region", "owner": 0, "region": "top_rank", "weight": 5}]
    assert bl.Game(variant).variant().evaluation == variant.evaluation
    variant.evaluation = [{"type": "distance", "kind": "W", "weight": 1}]
    with raises(bl.SpecError, match=re.escape("evaluation term 1 (distance): names no region")):
        bl.Game(variant)
    variant.evaluation = [{"type": "material", "kind": "Q"}]
    with raises(bl.SpecError, match=re.escape("no piece kind has the symbol 'Q'")):
        bl.Game(variant)
    variant.evaluation = [{"type": "speed"}]
    with raises(bl.SpecError, match=re.escape("type 'speed' is not one of material, region, distance, mobility")):
        bl.Game(variant)
    variant.evaluation = [{"type": "material", "colour": "red"}]
    with raises(bl.SpecError, match=re.escape("unknown field 'colour' for evaluation term")):
        bl.Game(variant)
    # An agent's own evaluation, checked against the game.
    with raises(bl.SpecError, "evaluation term 1 (region): unknown region 'moat'"):
        bl.Agent(game, "greedy", evaluation=[{"type": "region", "kind": "W", "region": "moat"}])
    with raises(bl.SpecError, match=re.escape("evaluation 'material' is not a list of terms")):
        bl.Agent(game, "greedy", evaluation="material")


def test_an_evaluation_changes_what_greedy_plays():
    # White can take on d5 (not the last black pawn: no win at once) or step on. The game's own
    # evaluation (a pawn worth ten, a rank of advance one) takes; material counted against
    # oneself (weight -1) never does.
    game = bl.game("breakthrough")
    state = game.state("7B/8/8/3B4/4W3/8/8/8 0 - 0")
    assert bl.Agent(game, "greedy", seed=1).choose(state).text == "e4-d5"
    for seed in range(5):
        shy = bl.Agent(game, "greedy", seed=seed,
                       evaluation=[{"type": "material", "weight": -1}])
        assert shy.choose(state).text in {"e4-e5", "e4-f5"}


def _run(capsys, argv):
    status = cli.main(argv)
    out = capsys.readouterr()
    return status, out.out, out.err


def test_the_command_line_studies(capsys, tmp_path):
    status, out, _ = _run(capsys, ["balance", "tic_tac_toe", "--agent", "alphabeta:9",
                                   "--games", "4", "-q"])
    assert status == 0
    assert "drawishness   1.000" in out
    status, out, _ = _run(capsys, ["tournament", "tic_tac_toe", "random", "alphabeta:9",
                                   "--games-per-pair", "4", "-q"])
    assert status == 0 and "alphabeta:9" in out.splitlines()[2]
    path = tmp_path / "sweep.csv"
    plot = tmp_path / "sweep.png"
    status, out, _ = _run(capsys, ["sweep", "tic_tac_toe", "--option", "max_plies=4,9",
                                   "--agent", "random", "--games", "6", "-q", "--csv", str(path),
                                   "--plot", str(plot)])
    assert status == 0
    rows = list(csv.DictReader(io.StringIO(out)))
    assert [r["max_plies"] for r in rows] == ["4", "9"]
    assert [r["completion"] for r in rows] == ["0.0", "1.0"]
    assert "completion_low" in rows[0]
    assert path.read_text() == out
    assert plot.stat().st_size > 1000
    status, _, err = _run(capsys, ["sweep", "skateboards", "--option", "trashcans=0..2",
                                   "--option", "size=3", "-q"])
    assert status == 2 and "unknown option 'size'" in err
    status, _, err = _run(capsys, ["sweep", "skateboards", "--option", "trashcans=x", "-q"])
    assert status == 2 and "'x' is not a whole number" in err
    match_plot = tmp_path / "match.png"
    status, out, _ = _run(capsys, ["match", "tic_tac_toe", "alphabeta:9", "random", "--games",
                                   "4", "-q", "--plot", str(match_plot)])
    assert status == 0 and match_plot.stat().st_size > 1000
    tournament_plot = tmp_path / "t.png"
    status, out, _ = _run(capsys, ["tournament", "tic_tac_toe", "random", "greedy",
                                   "--games-per-pair", "2", "-q", "--plot", str(tournament_plot)])
    assert status == 0 and tournament_plot.stat().st_size > 1000

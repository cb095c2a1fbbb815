"""Objects used from several threads, threads the system cannot start, and the rules Game now
refuses (issue 32): every object whose methods release the GIL is safe when shared (agents take
turns, copies are independent), a thread that cannot start is boardlab's Error, a VectorEnv is
ready to step as soon as it is made, and a variant whose turns never end, whose start is already
over or which lists one move twice is a SpecError."""
from __future__ import annotations

import copy
import re
import pickle
import subprocess
import sys
import textwrap
import threading

import numpy as np
import pytest

import boardlab as bl
from boardlab import _core
from boardlab.envs import VectorEnv
from conftest import raises


def _on_threads(count: int, work) -> list:
    """work(i) on `count` threads started together; their results, or their exceptions."""
    results: list = [None] * count
    barrier = threading.Barrier(count)

    def run(i: int) -> None:
        barrier.wait()
        try:
            results[i] = work(i)
        except BaseException as e:  # noqa: BLE001 - the test looks at what was raised
            results[i] = e

    threads = [threading.Thread(target=run, args=(i,)) for i in range(count)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return results


def _states(game: bl.Game, count: int, seed: int) -> list:
    """`count` positions of random games, none over."""
    states = []
    for i in range(count):
        state = game.start()
        moves = np.random.default_rng(seed + i)
        for _ in range(int(moves.integers(0, 8))):
            legal = list(state.legal_moves)
            if state.is_over() or not legal:
                break
            state.play(legal[int(moves.integers(len(legal)))])
        if state.is_over():
            state = game.start()
        states.append(state)
    return states


@pytest.mark.parametrize("spec", ["mcts:200", "alphabeta:2", "greedy", "random"])
def test_one_agent_shared_by_threads_chooses_legal_moves(spec):
    # The C++ agent behind one Agent was unguarded: 4 threads segfaulted or got moves of other
    # positions. They now take turns.
    game = bl.game("breakthrough")
    agent = bl.Agent(game, spec, seed=1)
    states = _states(game, 4, seed=10)

    def choose_many(i: int) -> list:
        return [(states[i].text, agent.choose(states[i]).text) for _ in range(15)]

    for result in _on_threads(4, choose_many):
        assert not isinstance(result, BaseException), result
        for text, move in result:
            assert move in [m.text for m in game.state(text).legal_moves]


def test_copies_and_pickles_of_an_agent_are_independent_agents_as_made():
    game = bl.game("breakthrough")
    agent = bl.Agent(game, "mcts:100", seed=5, evaluation=[{"type": "material"}])
    state = game.start()
    for other in (copy.copy(agent), copy.deepcopy(agent), pickle.loads(pickle.dumps(agent))):
        assert other._core is not agent._core
        assert (other.game, other.spec) == (agent.game, agent.spec)
        # The same seed and settings: the same first choice as a fresh agent's.
        assert other.choose(state).text == bl.Agent(
            game, "mcts:100", seed=5, evaluation=[{"type": "material"}]).choose(state).text
    # Copies choose at once on threads of their own.
    copies = [copy.copy(agent) for _ in range(3)]
    results = _on_threads(3, lambda i: copies[i].choose(state).text)
    assert len(set(results)) == 1 and all(isinstance(r, str) for r in results)


def test_shared_games_states_and_environments_give_the_answers_of_one_thread():
    game = bl.game("clobber")
    state = game.start()
    state.play(list(state.legal_moves)[3])
    alone_perft = bl.perft(state, 3)
    alone_playouts = game.playouts(200, seed=4)
    alone_match = bl.match(game, "random", "greedy", games=6, seed=2)
    results = _on_threads(4, lambda i: (bl.perft(state, 3), game.playouts(200, seed=4),
                                        bl.match(game, "random", "greedy", games=6, seed=2)))
    for perft, playouts, match in results:
        assert perft == alone_perft
        assert np.array_equal(playouts["winner"], alone_playouts["winner"])
        assert np.array_equal(match.winner, alone_match.winner)
    # One VectorEnv stepped from several threads: each step is whole (its lock). Actions drawn
    # before another thread's step may no longer be legal: that step is refused whole, and every
    # game stays a game of legal moves.
    env = VectorEnv(game, 16)
    env.reset()

    def step_many(i: int) -> int:
        stepped = 0
        for k in range(30):
            try:
                env.step(env.random_actions(seed=100 * i + k))
                stepped += 1
            except bl.Error as e:
                assert str(e).endswith("; no game was stepped"), e
        return stepped

    stepped = _on_threads(4, step_many)
    assert all(isinstance(n, int) for n in stepped) and sum(stepped) > 0, stepped
    for i in range(16):
        game.state(env.position_text(i))


def test_a_vector_env_is_ready_to_step_before_reset():
    # random_actions before reset() segfaulted; step() said the legal actions were none while
    # position_text showed the start.
    game = bl.game("tic_tac_toe")
    env = VectorEnv(game, 4)
    assert env.position_text(0) == game.start().text
    actions = env.random_actions(0)
    step = env.step(actions)
    assert step.current_player.tolist() == [1, 1, 1, 1]
    for i, action in enumerate(actions.tolist()):
        alone = game.start()
        alone.play_action(action)  # the action is legal at the start
        assert env.position_text(i) == alone.text
    # The same steps from a batch that was reset first: the same observations.
    reset = VectorEnv(game, 4)
    reset.reset()
    assert np.array_equal(reset.step(actions).observation, step.observation)


def test_a_uint64_action_is_reported_as_given():
    env = VectorEnv(bl.game("tic_tac_toe"), 2)
    with raises(bl.Error, "VectorEnv.step: action 18446744073709551615 of game 1 is not within "
                          "0..17"):
        env.step(np.array([0, 2**64 - 1], dtype=np.uint64))


_THREADS_PAST_MEMORY = textwrap.dedent("""
    import resource, sys
    import boardlab as bl
    from boardlab.envs import VectorEnv
    game = bl.game("tic_tac_toe")
    # Half a gigabyte of address space above what is mapped now: 1,024 thread stacks (8 MB
    # each) do not fit.
    with open("/proc/self/statm") as f:
        mapped = int(f.read().split()[0]) * resource.getpagesize()
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    resource.setrlimit(resource.RLIMIT_AS, (mapped + (512 << 20), hard))
    for name, call in [
            ("match", lambda: bl.match(game, "random", "random", games=3000, threads=1024)),
            ("tournament", lambda: bl.tournament(game, ["random", "greedy"], games_per_pair=2000,
                                                 threads=1024)),
            ("playouts", lambda: game.playouts(3000, threads=1024)),
            ("VectorEnv", lambda: VectorEnv(game, 4096, threads=1024))]:
        try:
            call()
            print(name, "ran")
        except bl.Error as e:
            print(name, type(e).__name__, str(e).split(":")[0])
    # What started was joined: the process goes on, and runs on threads again.
    resource.setrlimit(resource.RLIMIT_AS, (soft, hard))
    print("after", bl.match(game, "random", "random", games=10, threads=2).games)
""")


def test_threads_the_system_cannot_start_are_an_error_and_the_others_are_joined():
    # The match's threads were std::thread in a vector: one that failed to start destroyed the
    # others unjoined ("terminate called without an active exception"); playouts and VectorEnv
    # raised a bare RuntimeError.
    run = subprocess.run([sys.executable, "-c", _THREADS_PAST_MEMORY], capture_output=True,
                         text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.splitlines() == [
        "match Error could not start 1024 threads",
        "tournament Error could not start 1024 threads",
        "playouts Error could not start 1024 threads",
        "VectorEnv Error could not start 1024 threads",
        "after 10"]


def _checkers_with(change) -> dict:
    data = bl.game("checkers").variant().to_dict()
    for kind in data["kinds"]:
        for move in kind["moves"]:
            if move["type"] == "leap":
                change(move)
    data["name"] = "changed_checkers"
    return data


def test_a_turn_that_could_go_on_for_ever_is_refused():
    # Leapt pieces that stay: perft overflowed the stack, playouts spun through Ctrl-C.
    def stays(move: dict) -> None:
        move["leapt"] = "stays"
        move["over"] = "any_piece"

    with raises(bl.SpecError, match=r"kind 'o' primitive 3 \(Leap\): then goes on to part 1, "
                                    r"from which the turn can come back to this move, which need "
                                    r"not take a piece .*a turn could go on for ever"):
        bl.Game(bl.Variant.from_dict(_checkers_with(stays)))


def test_a_start_already_over_is_refused():
    data = bl.game("tic_tac_toe").variant().to_dict()
    data["start"] = "XXX/OO1/3 1 X2O3 5"
    with raises(bl.SpecError, "start position: the game is over before its first move: end "
                              "condition 1 holds"):
        bl.Game(bl.Variant.from_dict(data))
    data["start"] = "3/3/3 0 - 0"  # no pieces to drop: no move
    with raises(bl.SpecError, "start position: the game is over before its first move: the "
                              "player to move has no legal move"):
        bl.Game(bl.Variant.from_dict(data))


def test_a_promotion_listing_a_kind_twice_is_refused():
    data = bl.game("checkers").variant().to_dict()
    data["kinds"][0]["promotion"]["to"] = "OOOO"
    with raises(bl.SpecError, "kind 'o' promotion: to lists 'O' twice"):
        bl.Game(bl.Variant.from_dict(data))


@pytest.mark.parametrize("call", [
    lambda text: bl.Agent(bl.game("tic_tac_toe"), text),
    lambda text: bl.match(bl.game("tic_tac_toe"), text, "random", games=2),
    lambda text: bl.tournament(bl.game("tic_tac_toe"), [text, "random"], games_per_pair=2),
    lambda text: bl.game("tic_tac_toe").state(text),
    lambda text: bl.game(text),
])
def test_text_that_cannot_be_utf8_is_an_error_everywhere(call):
    # pybind11 refused it with "incompatible function arguments", a TypeError.
    with pytest.raises(bl.Error, match="not valid"):
        call("mcts:1\ud800")


@pytest.mark.parametrize("path, why", [
    ("\ud800.toml", "cannot be read: 'utf-8' codec can't encode character '\\ud800' in position "
                    "0: surrogates not allowed"),
    ("a\0b.toml", "cannot be read: embedded null byte"),
])
def test_a_variant_path_the_file_system_cannot_take_is_an_error(path, why):
    # The path went to open() as it was: UnicodeEncodeError and ValueError escaped.
    with raises(bl.SpecError, f"variant file {path!r}: {why}"):
        bl.load_variant(path)


def _snake_chain_game() -> bl.Game:
    """Checkers on 16x16 whose pieces move orthogonally, with a man on a1 and kings along a snake
    that it takes in one chain of 33 jumps (more than MAX_PARTS_IN_TURN)."""
    landing = [(0, 0)]
    for (df, dr), jumps in [((1, 0), 7), ((0, 1), 7), ((-1, 0), 7), ((0, -1), 6), ((1, 0), 6)]:
        for _ in range(jumps):
            landing.append((landing[-1][0] + 2 * df, landing[-1][1] + 2 * dr))
    board = [["."] * 16 for _ in range(16)]
    board[15][0] = "o"
    for (f0, r0), (f1, r1) in zip(landing, landing[1:]):
        board[15 - (r0 + r1) // 2][(f0 + f1) // 2] = "X"
    ranks = []
    for row in board:
        text = "".join(row)
        ranks.append(re.sub(r"\.+", lambda m: str(len(m.group())), text))
    data = bl.game("checkers").variant().to_dict()
    data.update(name="snake", files=16, ranks=16, start="/".join(ranks) + " 0 - 0",
                regions={"top_rank": " ".join(f"{f}16" for f in "abcdefghijklmnop"),
                         "bottom_rank": " ".join(f"{f}1" for f in "abcdefghijklmnop")})
    for kind in data["kinds"]:
        for move in kind["moves"]:
            move["directions"] = "orthogonal"
    assert len(landing) - 1 > _core.MAX_PARTS_IN_TURN
    return bl.Game(bl.Variant.from_dict(data))


def test_a_turn_longer_than_a_whole_turn_holds_is_one_error_where_turns_are_whole():
    game = _snake_chain_game()
    state = game.start()
    # Part by part it plays, and perft and playouts count it.
    assert bl.perft(state, 1) == 1
    assert game.playouts(3, seed=1)["plies"].min() >= 1
    # The man's side moves until the chain ends: one ply, 33 parts.
    parts = 0
    while state.ply == 0:
        state.play_action(state.legal_actions()[0])
        parts += 1
    assert parts == 33
    # What holds a whole turn says so, alike.
    message = f"a turn has more than {_core.MAX_PARTS_IN_TURN} parts"
    with raises(bl.Error, message):
        list(game.start().legal_moves)
    with raises(bl.Error, message):
        bl.Agent(game, "random", seed=1).choose(game.start())


def test_every_game_one_agent_and_one_state_shared_by_threads(any_game):
    # The class behind issue 32's first item, on every built-in game and shipped variant: what
    # releases the GIL (a search, perft) is safe when its objects are shared.
    game = any_game
    agent = bl.Agent(game, "mcts:20", seed=3)
    states = _states(game, 3, seed=20)
    alone = [bl.perft(s, 1) for s in states]

    def work(i: int) -> list:
        out = []
        for _ in range(4):
            out.append((states[i].text, agent.choose(states[i]).text, bl.perft(states[i], 1)))
        return out

    for i, result in enumerate(_on_threads(3, work)):
        assert not isinstance(result, BaseException), result
        for text, move, perft in result:
            assert move in [m.text for m in game.state(text).legal_moves]
            assert perft == alone[i]

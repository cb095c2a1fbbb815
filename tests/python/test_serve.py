"""The page's server (``boardlab serve``) through its HTTP API, without a browser: Starlette's
TestClient against the app, searches in their worker processes as in use."""
from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
import warnings

import pytest

pytest.importorskip("starlette", reason="boardlab serve needs Starlette (the serve extra)")
httpx = pytest.importorskip("httpx", reason="Starlette's TestClient needs httpx")

with warnings.catch_warnings():
    # Newer Starlette suggests another HTTP client for its TestClient; httpx still works.
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

import boardlab as bl
from boardlab.serve import create_app
from boardlab.serve.app import MAX_BODY_BYTES
from conftest import VARIANT_FILES

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

CHAIN = "8/x7/5x2/8/3x4/2o5/8/8 0 - 0"  # checkers: o on c3 takes d4 and f6, c3-e5-g7


@pytest.fixture
def client():
    app = create_app("breakthrough", agent="alphabeta:2")
    with TestClient(app) as c:
        yield c


def new_table(client, **body):
    answer = client.post("/api/tables", json=body)
    assert answer.status_code == 200, answer.text
    return answer.json()


def post(client, table, action, body=None, status=200):
    answer = client.post(f"/api/tables/{table['id']}/{action}", json={} if body is None else body)
    assert answer.status_code == status, answer.text
    return answer.json()


def people(client, table):
    return post(client, table, "seats", {"seats": ["person", "person"]})


def wait(client, table, until, seconds=20.0):
    """The table's view once ``until(view)`` holds (polled as the page polls)."""
    deadline = time.monotonic() + seconds
    while True:
        view = client.get(f"/api/tables/{table['id']}").json()
        if until(view):
            return view
        assert time.monotonic() < deadline, f"still waiting: {view['status']}"
        time.sleep(0.05)


def test_a_new_table_draws_the_start_with_every_cell_named_and_its_options(client):
    table = new_table(client)
    assert table["status"] == "player 0 to move"
    assert table["seats"] == ["person", "alphabeta:2"]
    assert table["position"] == bl.game("breakthrough").start().text
    for cell in ("a1", "h8", "e4"):
        assert f'data-cell="{cell}"' in table["svg"]
    assert table["svg"].count("data-cell=") == 64
    options = {o["text"]: o for o in table["options"]}
    assert len(options) == 22
    assert options["e2-e3"] == {"text": "e2-e3", "type": "move", "from": "e2", "to": "e3",
                                "symbol": "", "promotion": "", "count": 0}
    assert table["moves"] == [] and not table["can_undo"]


@pytest.fixture(scope="module")
def shared_client():
    with TestClient(create_app("breakthrough", agent="person")) as c:
        yield c


@pytest.mark.parametrize("source", bl.games() + VARIANT_FILES,
                         ids=lambda s: s if isinstance(s, str) else f"variant-{s.stem}")
def test_every_game_and_example_variant_plays_from_the_page_option_by_option(shared_client,
                                                                           source):
    """Random options, as clicks send them, until the game ends or 40 are played: every option
    the page is offered plays, and the picture names every cell of the board."""
    import random
    client = shared_client
    if isinstance(source, str):
        table = view = new_table(client, game=source)
        game = bl.game(source)
    else:
        table = new_table(client)
        view = post(client, table, "rules", {"toml": source.read_text(encoding="utf-8")})
        game = bl.load_variant(source)
        assert view["game"]["name"] == game.name
    cells = game.files * game.ranks - len(game.off_board)
    rng = random.Random(1)
    for _ in range(40):
        assert view["svg"].count("data-cell=") == cells
        if view["over"]:
            assert view["options"] == [] and view["outcome"]["text"] == view["status"]
            break
        assert view["options"], view["position"]
        option = rng.choice(view["options"])
        assert option["to"] or option["type"] == "pass", option
        view = post(client, table, "play", {"move": option["text"]})
        assert view["played"] == option["text"]


def test_setup_lists_the_games_and_the_agents(client):
    setup = client.get("/api/setup").json()
    assert list(setup["games"]) == bl.games()
    assert "mcts:1000" in setup["presets"]
    assert {a["usage"].split(":")[0] for a in setup["agents"]} >= {"random", "mcts", "alphabeta"}


def test_a_move_and_the_agents_reply(client):
    table = new_table(client)
    view = post(client, table, "play", {"move": "e2-e3"})
    assert view["played"] == "e2-e3"
    assert [m["text"] for m in view["moves"]] == ["e2-e3"]
    assert view["thinking"] == {"agent": "alphabeta:2", "seconds": view["thinking"]["seconds"]}
    view = wait(client, table, lambda v: len(v["moves"]) == 2)
    assert view["status"] == "player 0 to move"
    assert view["moves"][1]["player"] == 1
    assert view["last_search"]["depth"] == 2
    # The agent's move is one of the position's legal moves, played on the server.
    state = bl.game("breakthrough").start()
    state.play("e2-e3")
    assert view["moves"][1]["text"] in [m.text for m in state.legal_moves]


def test_a_view_since_the_same_version_leaves_the_position_out(client):
    table = new_table(client)
    view = client.get(f"/api/tables/{table['id']}?since={table['version']}").json()
    assert "svg" not in view and view["status"] == "player 0 to move"
    assert client.get(f"/api/tables/{table['id']}?since=x").status_code == 400


def test_bad_moves_get_the_engines_errors(client):
    table = new_table(client)
    error = post(client, table, "play", {"move": "e2-e5"}, status=400)
    assert error["type"] == "IllegalMoveError" and "e2-e5" in error["error"]
    error = post(client, table, "play", {"move": "z9-e5"}, status=400)
    assert error["type"] == "MoveSyntaxError"
    error = post(client, table, "play", {"move": 42}, status=400)
    assert error["type"] == "bad field"
    assert post(client, table, "play", {}, status=400)["type"] == "missing field"
    # Player 1's seat is an agent's: a person cannot play for it.
    people(client, table)
    post(client, table, "seats", {"seats": ["person", "alphabeta:2"]})
    post(client, table, "play", {"move": "e2-e3"})
    error = post(client, table, "play", {"move": "e7-e6"}, status=400)
    assert "alphabeta:2" in error["error"]


def test_undo_takes_back_the_agents_reply_too_and_redo_plays_them_again(client):
    table = new_table(client)
    post(client, table, "play", {"move": "e2-e3"})
    view = wait(client, table, lambda v: len(v["moves"]) == 2)
    reply = view["moves"][1]["text"]
    view = post(client, table, "undo")
    assert view["moves"] == [] and view["can_redo"] and view["paused"]
    view = post(client, table, "redo")
    assert [m["text"] for m in view["moves"]] == ["e2-e3", reply]
    assert view["status"] == "player 0 to move"
    view = post(client, table, "new")
    assert view["moves"] == [] and not view["can_redo"] and not view["paused"]


def test_a_capture_chain_part_by_part(client):
    table = new_table(client, game="checkers")
    people(client, table)
    post(client, table, "position", {"text": CHAIN})
    view = client.get(f"/api/tables/{table['id']}").json()
    assert [o["text"] for o in view["options"]] == ["c3-e5"]
    view = post(client, table, "play", {"move": "c3-e5"})
    assert view["mid_turn"] and view["side_to_move"] == 0
    assert [(o["text"], o["from"], o["to"]) for o in view["options"]] == [("e5-g7", "e5", "g7")]
    assert view["moves"][-1] == {"number": 1, "player": 0, "text": "c3-e5", "unfinished": True}
    view = post(client, table, "play", {"move": "e5-g7"})
    assert [m["text"] for m in view["moves"]] == ["c3-e5-g7"]
    assert view["side_to_move"] == 1 and not view["mid_turn"]
    # Undo in the middle of a turn takes the whole unfinished turn back.
    post(client, table, "position", {"text": CHAIN})
    post(client, table, "play", {"move": "c3-e5"})
    view = post(client, table, "undo")
    assert view["position"] == CHAIN and not view["mid_turn"]


def test_drops_and_promotion_choices_are_options_of_their_own(client):
    table = new_table(client, game="crazyhouse")
    people(client, table)
    post(client, table, "position", {"text": "4k3/1P6/8/8/8/8/8/4K3 0 N1n1 0"})
    options = client.get(f"/api/tables/{table['id']}").json()["options"]
    promotions = sorted(o["promotion"] for o in options if o["from"] == "b7")
    assert promotions == ["B", "N", "Q", "R"]
    drops = [o for o in options if o["type"] == "drop"]
    assert drops and all(o["from"] is None and o["symbol"] == "N" for o in drops)
    view = post(client, table, "play", {"move": "b7-b8=N"})
    assert view["moves"][0]["text"] == "b7-b8=N"
    assert view["position"].startswith("1N2k3/")


def test_rules_as_toml_a_broken_one_names_its_line_and_a_new_one_is_played(client):
    table = new_table(client)
    rules = client.get(f"/api/tables/{table['id']}/rules").json()
    toml = rules["toml"]
    assert toml == bl.game("breakthrough").variant().to_toml()
    error = post(client, table, "rules", {"toml": toml.replace("files = 8", 'files = "x"')},
                 status=400)
    assert error["type"] == "SpecError" and error["line"] == 3
    assert "files" in error["error"]
    error = post(client, table, "rules", {"toml": toml.replace("files = 8", "files = 99")},
                 status=400)
    assert error["type"] == "SpecError" and "99" in error["error"]
    small = bl.game("breakthrough", files=5, ranks=6).variant().to_toml().replace(
        'name = "breakthrough"', 'name = "small_breakthrough"')
    view = post(client, table, "rules", {"toml": small})
    assert view["game"]["name"] == "small_breakthrough" and view["game"]["builtin"] is None
    assert view["game"]["files"] == 5 and view["svg"].count("data-cell=") == 30
    assert view["position"] == "BBBBB/BBBBB/5/5/WWWWW/WWWWW 0 - 0"


def test_an_oversized_body_bad_json_and_other_media_are_refused_as_json(client):
    table = new_table(client)
    url = f"/api/tables/{table['id']}/rules"
    big = client.post(url, content=b'{"toml": "' + b"x" * MAX_BODY_BYTES + b'"}',
                      headers={"content-type": "application/json"})
    assert big.status_code == 413 and big.json()["type"] == "body too large"
    bad = client.post(url, content=b'{"toml": ', headers={"content-type": "application/json"})
    assert bad.status_code == 400 and bad.json()["type"] == "bad JSON"
    listed = client.post(url, json=["toml"])
    assert listed.status_code == 400 and listed.json()["type"] == "bad JSON"
    plain = client.post(url, content=b"toml", headers={"content-type": "text/plain"})
    assert plain.status_code == 415
    # The table is as it was.
    assert client.get(f"/api/tables/{table['id']}").json()["game"]["files"] == 8


def test_unknown_tables_and_paths_are_json_errors(client):
    unknown = client.get("/api/tables/nothing-here")
    assert unknown.status_code == 404 and unknown.json()["type"] == "unknown table"
    assert client.post("/api/tables", json={"game": "shogi"}).json()["type"] == "SpecError"
    assert client.get("/api/nothing").status_code == 404


@pytest.mark.parametrize("path", [
    "/static/../app.py", "/static/%2e%2e/app.py", "/static/..%2fapp.py",
    "/static/%2e%2e/%2e%2e/__init__.py", "/static//etc/passwd", "/static/%2fetc%2fpasswd",
    "/static/....//app.py", "/../../../../etc/passwd", "/static/%00", "/static/%5c..%5capp.py",
])
def test_the_server_serves_only_its_own_files(client, path):
    answer = client.get(path)
    assert answer.status_code in (400, 404), (path, answer.status_code)
    assert "create_app" not in answer.text and "root:" not in answer.text


def test_the_page_and_its_files(client):
    page = client.get("/")
    assert page.status_code == 200 and "text/html" in page.headers["content-type"]
    for hook in ('id="moves"', 'id="status"', 'id="variant"', 'id="apply-variant"',
                 'id="error"', 'id="undo"', 'id="new-game"'):
        assert hook in page.text
    assert "default-src 'self'" in page.headers["content-security-policy"]
    assert client.get("/static/app.js").status_code == 200
    assert client.get("/static/style.css").status_code == 200


def test_a_long_search_blocks_no_other_table_and_stops_at_once(client):
    slow = new_table(client, game="amazons")
    post(client, slow, "seats", {"seats": ["mcts_time:60", "person"]})
    view = client.get(f"/api/tables/{slow['id']}").json()
    assert view["thinking"]["agent"] == "mcts_time:60"
    job = client.app.state.pool._jobs[-1]
    # Another tab plays on meanwhile, agent and all.
    other = new_table(client)
    started = time.monotonic()
    post(client, other, "play", {"move": "a2-a3"})
    wait(client, other, lambda v: len(v["moves"]) == 2)
    assert time.monotonic() - started < 10
    started = time.monotonic()
    view = post(client, slow, "stop")
    assert view["thinking"] is None and view["paused"] and view["moves"] == []
    assert time.monotonic() - started < 3
    assert job._process.exitcode is not None  # the worker process is gone
    view = post(client, slow, "go")
    assert view["thinking"] is not None
    post(client, slow, "stop")


def test_stopping_the_server_stops_its_searches():
    app = create_app("amazons", agent="mcts_time:60")
    with TestClient(app) as c:
        table = new_table(c)
        post(c, table, "swap")
        process = app.state.pool._jobs[-1]._process
        assert process.is_alive()
    process.join(3)
    assert not process.is_alive()


def test_analysis_shares_and_scores_each_option(client):
    table = new_table(client, game="tic_tac_toe")
    people(client, table)
    post(client, table, "analyse", {"agent": "mcts:2000"})
    view = wait(client, table, lambda v: not v["analysing"])
    analysis = view["analysis"]
    assert analysis["family"] == "mcts" and len(analysis["moves"]) == 9
    assert abs(sum(m["share"] for m in analysis["moves"].values()) - 1) < 1e-9
    post(client, table, "play", {"move": "X@a1"})
    post(client, table, "play", {"move": "O@b1"})
    post(client, table, "play", {"move": "X@a2"})
    post(client, table, "analyse", {"agent": "alphabeta:3"})
    view = wait(client, table, lambda v: not v["analysing"])
    moves = view["analysis"]["moves"]
    assert view["analysis"]["best"] == "O@a3"  # the only move that does not lose at once
    assert moves["O@c3"]["proven"].startswith("loses")
    error = post(client, table, "analyse", {"agent": "random"})
    view = wait(client, table, lambda v: not v["analysing"])
    assert "does not search" in view["analysis"]["error"]["message"]


def test_a_balance_check_with_progress_and_its_stop(client):
    table = new_table(client, game="tic_tac_toe")
    view = post(client, table, "balance", {"agent": "alphabeta:9", "games": 6})
    assert view["study"]["running"]
    view = wait(client, table, lambda v: not v["study"]["running"])
    assert view["study"]["result"]["games"] == 6
    assert view["study"]["result"]["drawishness"] == 1.0
    post(client, table, "balance", {"agent": "mcts_time:5", "games": 1000})
    view = post(client, table, "stop-study")
    assert view["study"]["stopped"] and not view["study"]["running"]
    error = post(client, table, "balance", {"agent": "alphabeta:9", "games": 0}, status=400)
    assert "games" in error["error"]
    assert post(client, table, "balance", {"agent": "mcts:0", "games": 2},
                status=400)["type"] == "Error"


@pytest.mark.skipif(not hasattr(bl, "compare"), reason="bl.compare is not in this boardlab")
def test_an_ab_comparison_finishes_with_its_measures(client):
    table = new_table(client, game="tic_tac_toe")
    toml = client.get(f"/api/tables/{table['id']}/rules").json()["toml"]
    two = toml.replace("count = 3", "count = 2")
    error = post(client, table, "compare", {"toml": "files = ", "agent": "alphabeta:9",
                                            "games": 4}, status=400)
    assert error["line"] == 1
    post(client, table, "compare", {"toml": two, "agent": "alphabeta:9", "games": 4})
    view = wait(client, table, lambda v: not v["study"]["running"])
    result = view["study"]["result"]
    measures = {m["name"]: m for m in result["measures"]}
    assert measures["first_player"]["a"] == 0.5 and measures["first_player"]["b"] == 1.0


@pytest.mark.skipif(not hasattr(bl, "read_record"), reason="records are not in this boardlab")
def test_a_record_downloaded_and_loaded(client):
    table = new_table(client, game="checkers")
    people(client, table)
    for move in ["c3-d4", "f6-e5", "d4-f6"]:
        post(client, table, "play", {"move": move})
    record = client.get(f"/api/tables/{table['id']}/record")
    assert record.status_code == 200
    assert "attachment" in record.headers["content-disposition"]
    assert "c3-d4" in record.text
    other = new_table(client)
    view = post(client, other, "record", {"text": record.text})
    assert view["game"]["name"] == "checkers"
    assert [m["text"] for m in view["moves"]] == ["c3-d4", "f6-e5", "d4-f6"]
    error = post(client, other, "record",
                 {"text": "[Game \"checkers\"]\n[Result \"*\"]\n\n1. c3-d9 *"},
                 status=400)
    assert "c3-d9" in error["error"]


def test_python_agents_given_by_the_caller_take_a_seat():
    class FirstMove:
        def choose(self, state):
            return next(iter(state.legal_moves))

    app = create_app("tic_tac_toe", agent="first_move", agents={"first_move": FirstMove()})
    with TestClient(app) as c:
        table = new_table(c)
        assert c.get("/api/setup").json()["python_agents"] == ["first_move"]
        post(c, table, "play", {"move": "X@b2"})
        view = wait(c, table, lambda v: len(v["moves"]) == 2)
        assert view["moves"][1]["text"] == "O@a1"
    with pytest.raises(bl.Error, match="agent"):
        create_app("tic_tac_toe", agents={"first_move": 42})
    with pytest.raises(bl.Error, match="mcts:0"):
        create_app("tic_tac_toe", agent="mcts:0")


def test_seats_are_checked(client):
    table = new_table(client)
    assert post(client, table, "seats", {"seats": ["person"]}, status=400)["type"] == "Error"
    error = post(client, table, "seats", {"seats": ["person", "deep_thought"]}, status=400)
    assert "deep_thought" in error["error"]
    view = post(client, table, "swap")
    assert view["seats"] == ["alphabeta:2", "person"]
    wait(client, table, lambda v: len(v["moves"]) == 1)


def _descendants(pid):
    """The processes below ``pid`` (Linux's /proc)."""
    children = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as f:
                    parent = int(f.read().rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
            children.setdefault(parent, []).append(int(entry))
    out, todo = [], [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            out.append(child)
            todo.append(child)
    return out


def _alive(pid):
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


@pytest.mark.skipif(not os.path.isdir("/proc") or not hasattr(signal, "SIGINT"),
                    reason="needs Linux's /proc to see the worker processes")
def test_the_command_prints_its_address_and_ctrl_c_stops_it_and_its_searches():
    command = [sys.executable, "-m", "boardlab", "serve", "amazons", "--agent", "mcts_time:60",
               "--no-browser", "--port", "0"]
    server = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True)
    try:
        line = server.stdout.readline()
        found = re.search(r"boardlab serve: (http://127\.0\.0\.1:\d+/)", line)
        assert found, line + server.stderr.read()
        url = found.group(1)
        with httpx.Client(base_url=url, timeout=10) as web:
            assert "#moves" in web.get("/").text or 'id="moves"' in web.get("/").text
            table = web.post("/api/tables", json={}).json()
            view = web.post(f"/api/tables/{table['id']}/swap", json={}).json()
            assert view["thinking"]["agent"] == "mcts_time:60"
        workers = _descendants(server.pid)
        assert workers
        started = time.monotonic()
        server.send_signal(signal.SIGINT)
        assert server.wait(10) == 130
        assert time.monotonic() - started < 5
        deadline = time.monotonic() + 5
        while any(_alive(pid) for pid in workers) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not any(_alive(pid) for pid in workers)
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()


def test_the_commands_bad_input():
    def run(*args):
        return subprocess.run([sys.executable, "-m", "boardlab", "serve", *args,
                               "--no-browser"], capture_output=True, text=True, timeout=60)
    bad = run("shogi")
    assert bad.returncode == 2 and "shogi" in bad.stderr
    bad = run("--agent", "mcts:0")
    assert bad.returncode == 2 and "mcts:0" in bad.stderr
    bad = run("--port", "70000")
    assert bad.returncode == 2 and "--port" in bad.stderr


def test_searches_beyond_the_servers_limit_are_refused_with_a_message():
    app = create_app("amazons", agent="mcts_time:60", max_jobs=1)
    with TestClient(app) as c:
        busy = new_table(c)
        post(c, busy, "swap")  # the agent is to move: one search running
        other = new_table(c)
        error = post(c, other, "analyse", {"agent": "mcts:100"}, status=503)
        assert error["type"] == "JobLimit" and "stop one" in error["error"]
        view = post(c, other, "swap")
        assert view["thinking"] is None and view["paused"]
        assert view["agent_error"]["type"] == "JobLimit"
        post(c, busy, "stop")
        view = post(c, other, "go")
        assert view["thinking"]["agent"] == "mcts_time:60"


@pytest.mark.skipif(not hasattr(bl.Game, "rules_text"), reason="rules_text is not in this boardlab")
def test_the_rules_quoted_in_playing_md_are_what_rules_text_writes():
    from conftest import DOCS_DIR
    text = (DOCS_DIR / "playing.md").read_text(encoding="utf-8")
    quoted = re.findall(r"<!-- rules_text: (\w+) -->\n```text\n(.*?)\n```", text, flags=re.S)
    assert len(quoted) == 3
    for name, rules in quoted:
        assert rules == bl.game(name).rules_text().rstrip("\n"), name


def test_served_on_this_machine_it_answers_to_its_own_names_alone():
    from boardlab.serve.run import LOOPBACK_NAMES
    app = create_app("tic_tac_toe", allowed_hosts=LOOPBACK_NAMES)
    with TestClient(app, base_url="http://127.0.0.1:8765") as c:
        assert c.get("/api/setup").status_code == 200
    with TestClient(app, base_url="http://localhost:8765") as c:
        assert c.get("/").status_code == 200
    # A site whose name is made to point at this machine (DNS rebinding) gets nothing.
    with TestClient(app, base_url="http://attacker.example:8765") as c:
        assert c.get("/api/setup").status_code == 400

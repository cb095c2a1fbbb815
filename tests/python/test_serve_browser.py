"""The page of ``boardlab serve`` in a real browser: Debian's Chromium driven by Playwright
(``executable_path``: Playwright's own browser download is not used). Skipped, saying why, where
Playwright or Chromium is missing; tools/test installs both.

The screenshots of three games go to tests/python/artifacts/serve/ (or to $BOARDLAB_ARTIFACTS),
to be looked at: the tests check what the page does, a person checks how it looks.
"""
from __future__ import annotations

import os
import shutil
import socket
import threading
import time
from pathlib import Path

import pytest

pytest.importorskip("starlette", reason="boardlab serve needs Starlette (the serve extra)")
pytest.importorskip("uvicorn", reason="boardlab serve needs uvicorn (the serve extra)")
sync_api = pytest.importorskip("playwright.sync_api",
                               reason="the browser tests need Playwright (pip install playwright)")

import uvicorn  # noqa: E402

import boardlab as bl  # noqa: E402
from boardlab.serve import create_app  # noqa: E402


def _chromium() -> str:
    for candidate in (os.environ.get("BOARDLAB_CHROMIUM"), "chromium", "chromium-browser"):
        if candidate and shutil.which(candidate):
            return shutil.which(candidate)
    return ""


CHROMIUM = _chromium()
pytestmark = pytest.mark.skipif(not CHROMIUM, reason="no Chromium to drive (Debian: apt-get "
                                "install chromium; or set BOARDLAB_CHROMIUM to its path)")

ARTIFACTS = Path(os.environ.get("BOARDLAB_ARTIFACTS",
                                Path(__file__).resolve().parent / "artifacts")) / "serve"
CHAIN = "8/x7/5x2/8/3x4/2o5/8/8 0 - 0"  # checkers: o on c3 takes d4 and f6, c3-e5-g7
WAIT_MS = 20_000


@pytest.fixture(scope="module")
def server():
    """The page's server on a free port of this machine, for the module's tests."""
    app = create_app("breakthrough", agent="alphabeta:2")
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    sock.listen(64)
    config = uvicorn.Config(app, log_level="warning", lifespan="on",
                            timeout_graceful_shutdown=1)
    running = uvicorn.Server(config)
    thread = threading.Thread(target=running.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not running.started:
        assert time.monotonic() < deadline, "the server did not start"
        time.sleep(0.02)
    yield f"http://127.0.0.1:{sock.getsockname()[1]}/"
    running.should_exit = True
    thread.join(10)
    sock.close()


@pytest.fixture(scope="module")
def browser():
    with sync_api.sync_playwright() as playwright:
        # Playwright starts Chromium without its sandbox (chromium_sandbox=False), so it runs
        # as root too, as in containers.
        launched = playwright.chromium.launch(executable_path=CHROMIUM)
        yield launched
        launched.close()


@pytest.fixture
def page(server, browser):
    """A fresh tab (a table of its own) with the page loaded; errors in its script fail the
    test."""
    context = browser.new_context(viewport={"width": 1360, "height": 980}, accept_downloads=True)
    tab = context.new_page()
    errors = []
    tab.on("pageerror", lambda error: errors.append(str(error)))
    tab.set_default_timeout(WAIT_MS)
    tab.goto(server)
    tab.wait_for_selector('[data-cell="a1"]')
    yield tab
    context.close()
    assert errors == []


def cell(page, name):
    return page.locator(f'[data-cell="{name}"]')


def legal(page):
    """The cells marked as the chosen piece's (or drop's) destinations."""
    return sorted(page.eval_on_selector_all("[data-legal]",
                                            "cells => cells.map(c => c.dataset.cell)"))


def moves(page):
    return page.locator("#moves > li").all_inner_texts()


def wait_moves(page, count):
    page.wait_for_function(f"document.querySelectorAll('#moves > li').length === {count}",
                           timeout=WAIT_MS)
    return moves(page)


def choose_game(page, name):
    page.select_option("#game-select", name)
    page.wait_for_function(f"document.body.dataset.game === {name!r}")


def seats(page, zero, one):
    """Both seats at once, as a person changing them would (one request)."""
    with page.expect_response(lambda r: r.url.endswith("/seats")) as answer:
        page.evaluate("""([zero, one]) => {
            document.querySelector("#seat-0").value = zero;
            document.querySelector("#seat-1").value = one;
            document.querySelector("#seat-1").dispatchEvent(new Event("change"));
        }""", [zero, one])
    assert answer.value.ok
    idle(page)


def idle(page):
    """Waits until the page has drawn its last answer: it ignores clicks before (data-busy)."""
    page.wait_for_function("!document.body.hasAttribute('data-busy')")


def set_position(page, text):
    page.click("#keep > summary")
    page.fill("#position-input", text)
    page.click("#set-position")
    page.wait_for_function(f"document.querySelector('#position-text').value === {text!r}")


def screenshot(page, name):
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    print(f"screenshot: {path}")


def test_a_move_by_clicking_and_the_agents_reply(page):
    assert page.inner_text("#status") == "player 0 to move"
    cell(page, "e2").click()
    assert legal(page) == ["d3", "e3", "f3"]
    cell(page, "e3").click()
    texts = wait_moves(page, 2)
    assert "e2-e3" in texts[0]
    page.wait_for_function("document.querySelector('#status').textContent === "
                           "'player 0 to move'")
    # The agent's view of each move, drawn on the board, for the screenshot.
    page.fill("#analysis-agent", "mcts:3000")
    page.click("#analyse")
    page.wait_for_selector("#analysis table")
    assert page.locator("#board .analysis-label").count() > 0
    cell(page, "d2").click()
    screenshot(page, "breakthrough")


def test_undo_takes_back_the_move_and_the_reply(page):
    cell(page, "b2").click()
    cell(page, "b3").click()
    wait_moves(page, 2)
    page.click("#undo")
    wait_moves(page, 0)
    assert page.inner_text("#status").startswith("player 0 to move")
    page.click("#redo")
    wait_moves(page, 2)


def test_a_checkers_capture_chain_jump_by_jump(page):
    choose_game(page, "checkers")
    seats(page, "person", "person")
    set_position(page, CHAIN)
    cell(page, "c3").click()
    assert legal(page) == ["e5"]
    cell(page, "e5").click()
    # In the middle of the turn the jumping piece is chosen already, its next jump marked.
    page.wait_for_function("document.querySelector('#status').textContent.includes('middle')")
    assert legal(page) == ["g7"]
    assert "c3-e5" in moves(page)[0]
    screenshot(page, "checkers")
    cell(page, "g7").click()
    page.wait_for_function("document.querySelector('#status').textContent === "
                           "'player 1 to move'")
    assert "c3-e5-g7" in moves(page)[0]


def test_a_drop_from_the_hand(page):
    choose_game(page, "crazyhouse")
    seats(page, "person", "person")
    set_position(page, "4k3/8/8/8/8/8/8/4K3 0 N1n1 0")
    page.click('#reserve button[data-group="drop:N"]')
    assert "f3" in legal(page) and "e1" not in legal(page)
    cell(page, "f3").click()
    assert "N@f3" in wait_moves(page, 1)[0]


def test_a_promotion_choice(page):
    choose_game(page, "chess")
    seats(page, "person", "person")
    set_position(page, "4k3/1P6/8/8/8/8/8/4K3 0 - 0")
    cell(page, "b7").click()
    assert "b8" in legal(page)
    cell(page, "b8").click()
    choices = page.locator("#choices button[data-move]")
    assert sorted(choices.all_inner_texts()) == sorted(
        f"b7-b8={k} {bl.game('chess').glyphs[k]}" for k in "NBRQ")
    page.click('#choices button[data-move="b7-b8=N"]')
    assert "b7-b8=N" in wait_moves(page, 1)[0]


def test_a_broken_variants_error_then_a_new_variants_board(page):
    page.click("#rules-editor > summary")
    toml = page.input_value("#variant")
    assert 'name = "breakthrough"' in toml
    page.fill("#variant", toml.replace("files = 8", 'files = "eight"'))
    page.click("#apply-variant")
    page.wait_for_function("document.querySelector('#error').textContent.includes('line 3')")
    assert "files" in page.inner_text("#error")
    assert page.locator("[data-cell]").count() == 64  # the game goes on as it was
    small = bl.game("breakthrough", files=5, ranks=6).variant().to_toml().replace(
        'name = "breakthrough"', 'name = "small_breakthrough"')
    page.fill("#variant", small)
    page.click("#apply-variant")
    page.wait_for_function("document.querySelectorAll('[data-cell]').length === 30")
    assert page.inner_text("#error") == ""
    assert page.locator("#game-select option:checked").inner_text() == \
        "small_breakthrough (variant)"
    cell(page, "c2").click()
    assert legal(page) == ["b3", "c3", "d3"]


@pytest.mark.skipif(not (hasattr(bl, "read_record") and hasattr(bl.State, "record")),
                    reason="game records are not in this boardlab")
def test_a_record_downloaded_and_loaded(page, tmp_path):
    seats(page, "person", "person")
    for played, (start, end) in enumerate((("e2", "e3"), ("d7", "d6"), ("e3", "e4")), start=1):
        cell(page, start).click()
        cell(page, end).click()
        wait_moves(page, played)  # the page ignores clicks until a move's answer
    page.click("#keep > summary")
    with page.expect_download() as download:
        page.click("#download-record")
    path = tmp_path / download.value.suggested_filename
    download.value.save_as(path)
    assert "e2-e3" in path.read_text()
    page.click("#new-game")
    wait_moves(page, 0)
    page.set_input_files("#record-file", str(path))
    texts = wait_moves(page, 3)
    assert ["e2-e3" in texts[0], "d7-d6" in texts[1], "e3-e4" in texts[2]] == [True] * 3


@pytest.mark.skipif(not hasattr(bl, "compare"), reason="bl.compare is not in this boardlab")
def test_an_ab_comparison_finishes(page):
    choose_game(page, "tic_tac_toe")
    page.click("#compare > summary")
    page.click("#compare details > summary")
    page.click("#copy-to-b")
    page.fill("#variant-b", page.input_value("#variant-b").replace("count = 3", "count = 2"))
    page.fill("#study-agent", "alphabeta:9")
    page.fill("#study-games", "6")
    page.click("#run-compare")
    page.wait_for_selector("#study-result table")
    page.wait_for_selector("#compare-plot circle")
    text = page.inner_text("#study-result")
    assert "first player's score" in text and "B - A" in text
    assert "finished" in page.inner_text("#study-status")
    page.click("#compare details > summary")  # folds version B's text away
    screenshot(page, "compare")


def test_a_hex_board_for_the_screenshot(page):
    choose_game(page, "hex")
    seats(page, "person", "person")
    # Each move waits for the last one's answer: the page ignores clicks while a move is on its
    # way, so three quick clicks on a loaded machine played one or two moves.
    for played, name in enumerate(("f6", "e7", "g5"), start=1):
        cell(page, name).click()
        wait_moves(page, played)
    page.click("#flip")
    screenshot(page, "hex")

"""The designer's page as an ASGI app (Starlette): the page's own files, and a JSON API over
tables (table.py), one a browser tab.

    GET  /                               the page (static/index.html)
    GET  /static/FILE                    its script and style sheet (this package's files only)
    GET  /api/setup                      built-in games, agents, what this boardlab can do
    POST /api/tables                     a new table: {"game": name, "options": {...}}
    GET  /api/tables/ID?since=VERSION    what the page shows (the position only if changed)
    POST /api/tables/ID/play             {"move": text}: a person's move, or a part of a turn
    POST /api/tables/ID/undo | redo | swap | stop | go
    POST /api/tables/ID/new              {"game": name, "options": {...}}, both optional
    POST /api/tables/ID/seats            {"seats": ["person", "mcts:1000"]}
    POST /api/tables/ID/analyse          {"agent": text}: the agent's view of every option
    GET  /api/tables/ID/rules            the game's TOML and its rules in English
    POST /api/tables/ID/rules            {"toml": text}: play these rules from their start
    POST /api/tables/ID/balance          {"agent": text, "games": n}
    POST /api/tables/ID/compare          {"toml": version B, "agent": text, "games": n}
    POST /api/tables/ID/stop-study
    GET  /api/tables/ID/record           the game's record, as a file to keep
    POST /api/tables/ID/record           {"text": a record}: that game, from its moves
    POST /api/tables/ID/position         {"text": position text}

Every answer is JSON but the page's files and the record; every error is
``{"error": message, "type": ...}`` with a 4xx status (5xx for the server's own faults), never a
crash. POST bodies must be JSON (``Content-Type: application/json``, which also keeps other
sites' pages from posting here without the browser asking first) of at most MAX_BODY_BYTES.
"""
from __future__ import annotations

import json
import logging
import secrets
import threading
import time
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, Callable, Dict, Mapping, Optional, Sequence, Union

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

import boardlab as bl
from boardlab import _core

from . import work
from .jobs import JobLimit, WorkerPool
from .table import PERSON, Table

__all__ = ["create_app", "STATIC", "MAX_BODY_BYTES"]

STATIC = Path(__file__).resolve().parent / "static"
MAX_BODY_BYTES = 256 * 1024
DEFAULT_GAME = "breakthrough"
DEFAULT_AGENT = "mcts:1000"
# Tables kept at once (a tab each); the least recently used goes first, and any unused for
# TABLE_IDLE_SECONDS when a new one is made.
MAX_TABLES = 64
TABLE_IDLE_SECONDS = 6 * 3600
# Shown on the page as the agents a seat can be (any other agent text works too).
AGENT_PRESETS = ("random", "greedy", "mcts:200", "mcts:1000", "mcts:5000", "alphabeta:2",
                 "alphabeta:4", "mcts_time:1", "alphabeta_time:1")

log = logging.getLogger("boardlab.serve")


class ApiError(Exception):
    """An answer of the API's own with an error status: what was wrong with the request."""

    def __init__(self, status: int, message: str, kind: str = "request error",
                 **details: Any) -> None:
        super().__init__(message)
        self.status, self.message, self.kind, self.details = status, message, kind, details


def _error_response(status: int, message: str, kind: str, **details: Any) -> JSONResponse:
    return JSONResponse({"error": message, "type": kind, **details}, status_code=status)


class _SecurityHeaders:
    """Headers on every answer that keep the page to its own files: no script, style or
    picture from elsewhere, no framing by another site, no guessing of content types. Eval
    stays allowed: the page never uses it, but tools that drive the page (Playwright's
    wait_for_function) evaluate their own expressions in it."""

    HEADERS = [
        (b"content-security-policy", b"default-src 'self'; script-src 'self' 'unsafe-eval'; "
                                     b"img-src 'self' data: blob:; "
                                     b"style-src 'self' 'unsafe-inline'; frame-ancestors 'none'"),
        (b"x-content-type-options", b"nosniff"),
        (b"referrer-policy", b"no-referrer"),
    ]

    def __init__(self, app) -> None:
        self.app = app

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def with_headers(message) -> None:
            if message["type"] == "http.response.start":
                message = dict(message)
                message["headers"] = list(message.get("headers", [])) + self.HEADERS
            await send(message)

        await self.app(scope, receive, with_headers)


class _Tables:
    """The tables by id, at most MAX_TABLES; dropping one stops its jobs."""

    def __init__(self) -> None:
        self._tables: Dict[str, Table] = {}
        self._lock = threading.Lock()

    def add(self, table: Table) -> str:
        with self._lock:
            now = time.monotonic()
            for key, old in list(self._tables.items()):
                if now - old.last_used > TABLE_IDLE_SECONDS:
                    self._drop(key)
            while len(self._tables) >= MAX_TABLES:
                self._drop(min(self._tables, key=lambda k: self._tables[k].last_used))
            key = secrets.token_urlsafe(12)
            self._tables[key] = table
            return key

    def _drop(self, key: str) -> None:
        table = self._tables.pop(key)
        with table.lock:
            table.stop_everything()

    def get(self, key: str) -> Table:
        with self._lock:
            table = self._tables.get(key)
        if table is None:
            raise ApiError(404, f"no table {key!r}: the server was restarted, or the tab was "
                           "idle too long: reload the page", "unknown table")
        return table

    def stop_all(self) -> None:
        with self._lock:
            tables, self._tables = list(self._tables.values()), {}
        for table in tables:
            with table.lock:
                table.stop_everything()


async def _body(request: Request) -> Dict[str, Any]:
    """The request's JSON object, read up to MAX_BODY_BYTES."""
    media = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if media != "application/json":
        raise ApiError(415, f"the body must be JSON (Content-Type: application/json), not "
                       f"{media or 'none'!r}", "unsupported media type")
    length = request.headers.get("content-length")
    if length is not None:
        if not length.isdigit():
            raise ApiError(400, f"Content-Length {length!r} is not a number")
        if int(length) > MAX_BODY_BYTES:
            raise ApiError(413, f"the body has {int(length)} bytes, more than the "
                           f"{MAX_BODY_BYTES} this server takes", "body too large")
    data = bytearray()
    async for chunk in request.stream():
        data += chunk
        if len(data) > MAX_BODY_BYTES:
            raise ApiError(413, f"the body has more than the {MAX_BODY_BYTES} bytes this "
                           "server takes", "body too large")
    try:
        value = json.loads(bytes(data).decode("utf-8"))
    except (ValueError, UnicodeDecodeError) as e:
        raise ApiError(400, f"the body is not JSON: {e}", "bad JSON") from None
    if not isinstance(value, dict):
        raise ApiError(400, f"the body is JSON, but not an object: {value!r:.80}", "bad JSON")
    return value


def _field(body: Mapping[str, Any], name: str, kind: type, default: Any = ...) -> Any:
    """``body[name]``, checked to be of ``kind`` (a missing optional field: ``default``)."""
    if name not in body or body[name] is None:
        if default is ...:
            raise ApiError(400, f"the body has no {name!r}", "missing field")
        return default
    value = body[name]
    if kind is int and isinstance(value, bool) or not isinstance(value, kind):
        raise ApiError(400, f"{name!r} is {value!r:.80}, not {kind.__name__}", "bad field")
    return value


def _game_of(name: Any, options: Any) -> "bl.Game":
    """A built-in game by name and options, the engine's SpecError otherwise."""
    if not isinstance(name, str):
        raise bl.SpecError(f"game {name!r} is not a built-in game's name")
    if not isinstance(options, dict):
        raise bl.SpecError(f"game options {options!r} are not an object of option: value")
    return bl.game(name, **options)


def _rules_game(text: Any, source: str) -> "bl.Game":
    """The game of a variant's TOML text (the engine's SpecError, naming the line, else)."""
    if not isinstance(text, str):
        raise bl.SpecError(f"rules {text!r:.80} are not TOML text")
    return bl.Game(bl.Variant.from_toml(text, source))


def _rules_game_or_error(text: str, source: str) -> bl.Game:
    """``_rules_game``, its error as the API's, with the line the TOML went wrong on."""
    try:
        return _rules_game(text, source)
    except bl.Error as e:
        raise ApiError(400, str(e), type(e).__name__, **work.error_place(str(e))) from None


def create_app(game: Union[None, str, "bl.Game"] = None, *, agent: str = DEFAULT_AGENT,
               agents: Optional[Mapping[str, Any]] = None,
               allowed_hosts: Optional[Sequence[str]] = None, max_jobs: int = 8) -> Starlette:
    """The page's app: every new tab starts ``game`` (a Game, a built-in game's name; default
    breakthrough) with a person as player 0 and ``agent`` as player 1. ``agents`` adds Python
    agents by name (any object with ``choose(state)`` or a function of a state, as
    ``bl.match`` takes: docs/agents.md), which a seat can then be. ``allowed_hosts``: the host
    names the page may be reached by (None: any); ``max_jobs``: searches and studies running
    at once over all tabs."""
    if isinstance(game, str):
        game = bl.game(game)
    elif game is None:
        game = bl.game(DEFAULT_GAME)
    elif not isinstance(game, bl.Game):
        raise bl.Error(f"serve: game {game!r} is not a Game or a built-in game's name")
    python_agents = dict(agents or {})
    for name, python_agent in python_agents.items():
        if not isinstance(name, str) or not name or ":" in name or name == PERSON:
            raise bl.Error(f"serve: agent name {name!r} must be text without ':' (not "
                           f"{PERSON!r})")
        bl.agents._check_agent("serve", python_agent)
    Table(WorkerPool(), game, [PERSON, agent], python_agents)  # the agent's error, now
    default_game = game
    pool = WorkerPool(max_jobs)
    tables = _Tables()

    def setup(request: Request) -> JSONResponse:
        return JSONResponse({
            "games": bl.BUILTIN_GAMES,
            "agents": [{"usage": a["usage"], "help": a["help"], "example": a["example"]}
                       for a in _core.AGENTS],
            "presets": list(AGENT_PRESETS),
            "python_agents": list(python_agents),
            "default_agent": agent,
            "features": {"rules_text": hasattr(bl.Game, "rules_text"),
                         "compare": hasattr(bl, "compare"),
                         "records": hasattr(bl, "read_record")
                         and hasattr(bl.State, "record")},
            "max_body_bytes": MAX_BODY_BYTES,
        })

    async def new_table(request: Request) -> JSONResponse:
        body = await _body(request)

        def make() -> Dict[str, Any]:
            chosen = default_game
            if body.get("game") is not None:
                chosen = _game_of(body["game"], body.get("options") or {})
            table = Table(pool, chosen, [PERSON, agent], python_agents,
                          seed=secrets.randbelow(2**32))
            key = tables.add(table)
            with table.lock:
                table.advance()
                return {"id": key, **table.view()}

        return JSONResponse(await run_in_threadpool(make))

    def on_table(action: Callable[[Table, Dict[str, Any]], Any], reads_body: bool = True):
        """An endpoint that does ``action(table, body)`` under the table's lock, then answers
        with the table's view (or with what the action returned, when it is a Response)."""
        async def endpoint(request: Request) -> Response:
            table = tables.get(request.path_params["table"])
            body = await _body(request) if reads_body else {}
            since = request.query_params.get("since")
            if since is not None and not (since.isdigit() and len(since) < 12):
                raise ApiError(400, f"since {since!r} is not a version number")

            def run() -> Any:
                with table.lock:
                    table.advance()
                    answer = action(table, body)
                    if isinstance(answer, Response):
                        return answer
                    table.advance()
                    view = table.view(int(since) if since is not None else None)
                    if isinstance(answer, dict):
                        view.update(answer)
                    return view

            answer = await run_in_threadpool(run)
            return answer if isinstance(answer, Response) else JSONResponse(answer)
        return endpoint

    def play(table: Table, body: Dict[str, Any]) -> Dict[str, Any]:
        move = table.play(_field(body, "move", str))
        return {"played": move.text}

    def new_game(table: Table, body: Dict[str, Any]) -> None:
        chosen = None
        if body.get("game") is not None:
            chosen = _game_of(body["game"], _field(body, "options", dict, {}))
        table.new_game(chosen)

    def rules(table: Table, body: Dict[str, Any]) -> Response:
        text_of = getattr(table.game, "rules_text", None)
        return JSONResponse({"name": table.game.name,
                             "toml": table.game.variant().to_toml(),
                             "rules_text": text_of() if callable(text_of) else None})

    def apply_rules(table: Table, body: Dict[str, Any]) -> None:
        table.new_game(_rules_game_or_error(_field(body, "toml", str), "rules.toml"))

    def compare(table: Table, body: Dict[str, Any]) -> None:
        game_b = _rules_game_or_error(_field(body, "toml", str), "version B")
        table.start_compare(game_b, _field(body, "agent", str), _field(body, "games", int))

    def record(table: Table, body: Dict[str, Any]) -> Response:
        writer = getattr(table.state, "record", None)
        if not callable(writer):
            raise ApiError(501, "this boardlab cannot write game records yet", "missing feature")
        text = writer(players=list(table.seats))
        name = "".join(c if c.isalnum() or c in "-_" else "_" for c in table.game.name)
        return Response(text, media_type="text/plain; charset=utf-8", headers={
            "content-disposition": f'attachment; filename="{name}-{table.state.ply}.txt"'})

    def load_record(table: Table, body: Dict[str, Any]) -> None:
        reader = getattr(bl, "read_record", None)
        if not callable(reader):
            raise ApiError(501, "this boardlab cannot read game records yet", "missing feature")
        table.load_state(reader(_field(body, "text", str)))

    routes = [
        Route("/", lambda request: FileResponse(STATIC / "index.html")),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
        Route("/api/setup", setup),
        Route("/api/tables", new_table, methods=["POST"]),
        Route("/api/tables/{table}", on_table(lambda t, b: None, reads_body=False)),
        Route("/api/tables/{table}/play", on_table(play), methods=["POST"]),
        Route("/api/tables/{table}/undo", on_table(lambda t, b: t.undo() and None),
              methods=["POST"]),
        Route("/api/tables/{table}/redo", on_table(lambda t, b: t.redo() and None),
              methods=["POST"]),
        Route("/api/tables/{table}/swap", on_table(lambda t, b: t.swap()), methods=["POST"]),
        Route("/api/tables/{table}/stop", on_table(lambda t, b: t.stop()), methods=["POST"]),
        Route("/api/tables/{table}/go", on_table(lambda t, b: t.go()), methods=["POST"]),
        Route("/api/tables/{table}/new", on_table(new_game), methods=["POST"]),
        Route("/api/tables/{table}/seats",
              on_table(lambda t, b: t.set_seats(_field(b, "seats", list))), methods=["POST"]),
        Route("/api/tables/{table}/analyse",
              on_table(lambda t, b: t.start_analysis(_field(b, "agent", str))),
              methods=["POST"]),
        Route("/api/tables/{table}/rules", on_table(rules, reads_body=False), methods=["GET"]),
        Route("/api/tables/{table}/rules", on_table(apply_rules), methods=["POST"]),
        Route("/api/tables/{table}/balance",
              on_table(lambda t, b: t.start_balance(_field(b, "agent", str),
                                                    _field(b, "games", int))),
              methods=["POST"]),
        Route("/api/tables/{table}/compare", on_table(compare), methods=["POST"]),
        Route("/api/tables/{table}/stop-study", on_table(lambda t, b: t.stop_study()),
              methods=["POST"]),
        Route("/api/tables/{table}/record", on_table(record, reads_body=False),
              methods=["GET"]),
        Route("/api/tables/{table}/record", on_table(load_record), methods=["POST"]),
        Route("/api/tables/{table}/position",
              on_table(lambda t, b: t.set_position(_field(b, "text", str))),
              methods=["POST"]),
    ]

    async def api_error(request: Request, e: ApiError) -> JSONResponse:
        return _error_response(e.status, e.message, e.kind, **e.details)

    async def library_error(request: Request, e: bl.Error) -> JSONResponse:
        status = 503 if isinstance(e, JobLimit) else 400
        return _error_response(status, str(e), type(e).__name__)

    async def http_error(request: Request, e: HTTPException) -> Response:
        return _error_response(e.status_code, str(e.detail), "http error")

    async def internal_error(request: Request, e: Exception) -> JSONResponse:
        log.exception("boardlab serve: %s %s", request.method, request.url.path)
        return _error_response(500, f"internal error: {type(e).__name__}: {e}",
                               "internal error")

    @asynccontextmanager
    async def lifespan(app: Starlette):
        yield
        # The server is stopping: its searches stop with it.
        tables.stop_all()
        pool.stop_all()

    middleware = [Middleware(_SecurityHeaders)]
    if allowed_hosts is not None:
        middleware.append(Middleware(TrustedHostMiddleware, allowed_hosts=list(allowed_hosts)))
    app = Starlette(routes=routes, middleware=middleware, lifespan=lifespan,
                    exception_handlers={ApiError: api_error, bl.Error: library_error,
                                        HTTPException: http_error,
                                        Exception: internal_error})
    app.state.tables = tables
    app.state.pool = pool
    return app

"""Matches, tournaments and sweeps on a Ray cluster: ``backend="ray"`` of ``bl.match``,
``bl.tournament`` and ``bl.sweep`` (docs/distributed.md).

Their games are cut into pieces of consecutive games of one match, each a Ray task that plays
its games with ``first_game``: game i of a match is seeded by the match's seed and i alone, so
the pieces put back in order are the games the single-machine run plays, whatever the cut.

This module is imported only when a study asks for Ray, and it imports Ray only then, so that
``import boardlab`` needs no Ray.
"""
from __future__ import annotations

import os
import socket
import time
import urllib.parse
from dataclasses import dataclass
from typing import Any, Callable, Dict, List, Optional, Tuple

import numpy as np

from . import _core
from ._core import Error, __version__, shown
from ._game import Game

# Pieces a Ray task slot: a few, so that a slow piece near the end leaves few CPUs idle.
PIECES_PER_SLOT = 4
# How long a Ray cluster's head may take to accept a connection before a study gives up on it
# (docs/distributed.md): a head that is up answers in milliseconds.
CONNECT_SECONDS = 5.0
# Ray Client's port when a ray:// address names none (Ray's default).
RAY_CLIENT_PORT = 10001


@dataclass(frozen=True)
class MatchJob:
    """One match of a study: games 0 .. games - 1 of agent_a against agent_b, seeded by seed."""

    game: Game
    agent_a: str
    agent_b: str
    games: int
    seed: int


def _import_ray(where: str) -> Any:
    try:
        import ray
    except ImportError:
        raise Error(f"{where}: backend='ray' needs Ray, which is not installed: "
                    "pip install boardlab[ray]") from None
    return ray


def _address_read(address: Optional[str]) -> Tuple[Optional[str], str]:
    """The address ``ray.init(address=address)`` reads (RAY_ADDRESS for None or "auto"), and
    how messages name it."""
    from_environment = os.environ.get("RAY_ADDRESS")
    if from_environment and address in (None, "auto"):
        return from_environment, f"{shown(from_environment)} (RAY_ADDRESS)"
    return address, shown(address)


def _head(address: Optional[str]) -> Optional[Tuple[str, int]]:
    """The host and port ``ray.init`` connects to for the address it reads (None and "auto":
    the cluster ``ray start`` recorded), or None when it starts a Ray of its own. ConnectionError
    or ValueError as ``ray.init`` raises them for an address it cannot use."""
    if address is not None and "://" in address:  # Ray Client, ray://HOST:PORT
        parts = urllib.parse.urlsplit(address)
        if not parts.hostname:
            raise ValueError(f"no host in {address!r}")
        return parts.hostname, parts.port or RAY_CLIENT_PORT
    from ray._private.services import canonicalize_bootstrap_address
    # Annotated as taking a str, it reads None as ray.init does (it is what ray.init calls).
    found = canonicalize_bootstrap_address(address)  # type: ignore[arg-type]
    if found is None:
        return None
    host, port = found.rsplit(":", 1)
    return host.strip("[]"), int(port)


def _connect(ray: Any, where: str, address: Optional[str]) -> None:
    """Joins the cluster at ``address`` (None: Ray's default, an existing one it finds, else a
    new one on this machine), unless this process is already connected: then that one. Error
    within CONNECT_SECONDS when nothing accepts a connection there."""
    if ray.is_initialized():
        return
    read, named = _address_read(address)
    try:
        head = _head(read)
    except (ConnectionError, ValueError) as e:  # none recorded, or an address Ray cannot read
        raise Error(f"{where}: no Ray cluster at {named}: {e}") from None
    if head is not None:
        # Ray itself retries an address that does not answer for a minute or two; a head that
        # is up accepts a connection at once.
        try:
            socket.create_connection(head, timeout=CONNECT_SECONDS).close()
        except OSError as e:
            raise Error(f"{where}: no Ray cluster at {named}: nothing accepted a connection at "
                        f"{head[0]}:{head[1]} within {CONNECT_SECONDS:g} s "
                        f"({e.strerror or e})") from None
    try:
        ray.init(address=address)
    except (ConnectionError, ValueError) as e:  # none there, or an address Ray cannot read
        raise Error(f"{where}: no Ray cluster at {named}: {e}") from None


def _play_piece(game: Game, agent_a: str, agent_b: str, seed: int, first_game: int, games: int,
                threads: int, agent_threads: int, evaluation: Optional[list],
                version: str) -> dict:
    """The Ray task: games first_game .. first_game + games - 1 of the match, as _core.match
    gives them. ``version``: the boardlab of the machine that started the run, since another
    engine on a node could play other games."""
    if version != __version__:
        raise Error(f"boardlab {__version__} on a Ray node, {version} where the run started: "
                    "install the same boardlab on every node")
    return _core.match(game._core, agent_a, agent_b, games, seed, threads, agent_threads, None,
                       evaluation, first_game=first_game)


_remote_piece: Any = None


def _pieces(sizes: List[int], count: int) -> List[Tuple[int, int, int]]:
    """(job, first game, games) for the jobs' games cut into about ``count`` pieces of equal
    size, a piece never spanning two jobs."""
    total = sum(sizes)
    size = max(1, -(-total // count))
    return [(job, first, min(size, games - first))
            for job, games in enumerate(sizes) for first in range(0, games, size)]


def _check_agents(jobs: List[MatchJob], agent_threads: int, evaluation: Optional[list]) -> None:
    """Makes each agent once on its game, as the local run does, so that a bad agent text or
    evaluation fails here, before any task starts."""
    made = set()
    for job in jobs:
        for agent in (job.agent_a, job.agent_b):
            if (id(job.game), agent) not in made:
                _core.make_agent(job.game._core, agent, 0, agent_threads, evaluation)
                made.add((id(job.game), agent))


def run_matches(where: str, jobs: List[MatchJob], *, threads: int, agent_threads: int,
                evaluation: Optional[list], report: Optional[Callable[[int], Any]],
                address: Optional[str], chunks: Optional[int]) -> List[dict]:
    """Plays the jobs' games on Ray, each task ``threads`` games at a time on
    ``threads * agent_threads`` CPUs, and returns each job's games as ``_core.match`` gives them
    (``seconds``: from the start to the job's last piece). ``report(done)`` hears the games
    finished, a piece at a time. Ctrl-C cancels the tasks not finished and raises
    KeyboardInterrupt."""
    global _remote_piece
    _check_agents(jobs, agent_threads, evaluation)
    ray = _import_ray(where)
    _connect(ray, where, address)
    cpus = threads * agent_threads
    available = ray.cluster_resources().get("CPU", 0)
    if cpus > available:
        # Ray would wait for such a CPU for ever.
        raise Error(f"{where}: a task takes threads x agent_threads = {cpus} CPUs; the Ray "
                    f"cluster has {available:g}")
    if chunks is None:
        chunks = max(1, int(available // cpus)) * PIECES_PER_SLOT
    pieces = _pieces([job.games for job in jobs], chunks)
    if _remote_piece is None:
        _remote_piece = ray.remote(_play_piece)
    task = _remote_piece.options(num_cpus=cpus)
    stored: Dict[int, Any] = {}  # one copy of each game in the object store
    for job in jobs:
        stored.setdefault(id(job.game), ray.put(job.game))

    start = time.perf_counter()
    refs = [task.remote(stored[id(jobs[j].game)], jobs[j].agent_a, jobs[j].agent_b,
                        jobs[j].seed, first, count, threads, agent_threads, evaluation,
                        __version__)
            for j, first, count in pieces]
    number = {ref: k for k, ref in enumerate(refs)}
    played: List[dict] = [{} for _ in refs]
    seconds = [0.0] * len(jobs)
    pending = list(refs)
    done = 0
    try:
        while pending:
            # A timeout, so that Ctrl-C is seen between waits.
            ready, pending = ray.wait(pending, num_returns=1, timeout=0.2)
            for ref in ready:
                k = number[ref]
                played[k] = ray.get(ref)
                j, _, count = pieces[k]
                seconds[j] = time.perf_counter() - start
                done += count
                if report is not None:
                    report(done)
    except BaseException as e:
        for ref in pending:
            ray.cancel(ref, force=True)
        if isinstance(e, ray.exceptions.RayTaskError):
            _task_failed(where, e)
        raise
    return _joined(jobs, pieces, played, seconds)


def _task_failed(where: str, failure: Any) -> None:
    """Raises what a task raised: a boardlab Error as it is, anything else (a node without
    boardlab, or with another one) as an Error saying what every node needs."""
    cause = getattr(failure, "cause", None)
    if isinstance(cause, Error):
        raise cause from None
    lines = [line for line in str(cause or failure).splitlines() if line.strip()]
    raise Error(f"{where}: a Ray task failed ({lines[-1].strip() if lines else 'no message'}); "
                f"every node needs boardlab {__version__} installed") from failure


def _joined(jobs: List[MatchJob], pieces: List[Tuple[int, int, int]], played: List[dict],
            seconds: List[float]) -> List[dict]:
    """Each job's pieces put end to end, in the order of their games."""
    # A match of no games gives each array its type, for a job of no pieces.
    empty = _core.match(jobs[0].game._core, "random", "random", 0)
    parts: List[List[dict]] = [[empty] for _ in jobs]
    for (j, _, _), out in zip(pieces, played):
        parts[j].append(out)
    return [{**{name: np.concatenate([part[name] for part in job_parts])
                for name in empty if name != "seconds"},
             "seconds": seconds[j]}
            for j, job_parts in enumerate(parts)]

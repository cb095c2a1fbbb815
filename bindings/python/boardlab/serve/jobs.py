"""Long work for the page, each piece where it can be stopped at any moment: agents' searches,
analyses, balance checks and comparisons.

``Agent.choose`` runs its search in C++ and can only be stopped by a signal (Ctrl-C) in the
main thread of its process, which a web server's worker threads never are. So each piece of
work runs in a process of its own, started from a fork server that has already imported
boardlab (a few milliseconds a start), and stopping it ends that process. A search therefore
never holds a thread of the server, one tab's search never waits for another's, and stopping
the server stops every search.

Python agents given by the app's caller are the exception: they may not survive being sent to
another process, so they run on a thread of the server (``ThreadJob``); stopping one leaves
its thread to finish and throws its answer away.

A job's function runs in the child as ``function(report, *args)`` and returns plain data;
``report(value)`` sends progress (any plain data) to the server. The library's errors come back
as their type's name and message; anything else as an internal error.
"""
from __future__ import annotations

import multiprocessing
import os
import threading
import time
from typing import Any, Callable, Dict, List, Optional

import boardlab as bl

__all__ = ["Job", "ThreadJob", "JobLimit", "WorkerPool"]

# How long a stopped worker gets to end on SIGTERM before it is killed.
TERMINATE_GRACE_SECONDS = 1.0


class JobLimit(bl.Error):
    """Too many searches at once: the server refuses another rather than slow every one."""


def _child(connection, function: Callable[..., Any], args: tuple) -> None:
    """The body of a worker process: runs the job and sends back its result or error."""
    def report(value: Any) -> None:
        connection.send(("progress", value))

    try:
        result = function(report, *args)
    except bl.Error as e:
        connection.send(("error", type(e).__name__, str(e)))
    except BaseException as e:  # noqa: BLE001 - whatever it is, the page hears of it
        connection.send(("error", "internal error", f"{type(e).__name__}: {e}"))
    else:
        connection.send(("result", result))
    finally:
        connection.close()


class _Work:
    """What a page asks of any job while it runs and when it is done: ``Job`` and
    ``ThreadJob`` both fill it in."""

    def __init__(self, kind: str, label: str) -> None:
        self.kind = kind
        self.label = label
        self.started = time.monotonic()
        self.progress: Any = None
        self.result: Any = None
        self.error: Optional[Dict[str, str]] = None
        self.done = False
        self.stopped = False


class Job(_Work):
    """One piece of work in a process of its own. ``poll()`` collects what the process sent so
    far (never blocks); ``stop()`` ends it at once."""

    def __init__(self, context, kind: str, function: Callable[..., Any], args: tuple,
                 label: str = "") -> None:
        super().__init__(kind, label)
        # Two requests of one tab may poll at once (a stop and a poll): one reads the pipe.
        self._lock = threading.RLock()
        receiver, sender = context.Pipe(duplex=False)
        self._connection = receiver
        self._process = context.Process(target=_child, args=(sender, function, args),
                                        daemon=True, name=f"boardlab-serve {kind}")
        self._process.start()
        sender.close()  # the child holds the only sending end: EOF once it is gone

    @property
    def seconds(self) -> float:
        return time.monotonic() - self.started

    def poll(self) -> None:
        with self._lock:
            self._poll()

    def _poll(self) -> None:
        if self.done:
            return
        try:
            while self._connection.poll():
                message = self._connection.recv()
                if message[0] == "progress":
                    self.progress = message[1]
                elif message[0] == "result":
                    self._finish(result=message[1])
                    return
                else:
                    self._finish(error={"type": message[1], "message": message[2]})
                    return
        except (EOFError, OSError):
            pass
        if not self._process.is_alive():
            # Gone without a word: killed from outside, or out of memory.
            self._finish(error={"type": "internal error", "message":
                                f"the worker process ended without an answer (exit code "
                                f"{self._process.exitcode})"})

    def _finish(self, result: Any = None, error: Optional[Dict[str, str]] = None) -> None:
        self.result, self.error, self.done = result, error, True
        self._process.join(TERMINATE_GRACE_SECONDS)
        self._connection.close()

    def stop(self) -> None:
        with self._lock:
            self._stop()

    def _stop(self) -> None:
        if self.done:
            return
        self.stopped = True
        self._process.terminate()
        self._process.join(TERMINATE_GRACE_SECONDS)
        if self._process.is_alive():
            self._process.kill()
            self._process.join(TERMINATE_GRACE_SECONDS)
        self.done = True
        self._connection.close()

    @property
    def alive(self) -> bool:
        return not self.done


class ThreadJob(_Work):
    """A Python agent's choice, on a daemon thread of the server (see the module's docstring:
    it cannot be ended, only abandoned). The same face as ``Job``."""

    def __init__(self, kind: str, function: Callable[..., Any], args: tuple,
                 label: str = "") -> None:
        super().__init__(kind, label)
        self._lock = threading.Lock()
        self._thread = threading.Thread(target=self._run, args=(function, args), daemon=True,
                                        name=f"boardlab-serve {kind}")
        self._thread.start()

    def _run(self, function: Callable[..., Any], args: tuple) -> None:
        def report(value: Any) -> None:
            self.progress = value

        try:
            result, error = function(report, *args), None
        except bl.Error as e:
            result, error = None, {"type": type(e).__name__, "message": str(e)}
        except Exception as e:  # noqa: BLE001 - the agent is the caller's code
            result, error = None, {"type": "error in the Python agent",
                                   "message": f"{type(e).__name__}: {e}"}
        with self._lock:
            if not self.stopped:
                self.result, self.error, self.done = result, error, True

    @property
    def seconds(self) -> float:
        return time.monotonic() - self.started

    def poll(self) -> None:
        pass  # the thread sets the result itself

    def stop(self) -> None:
        with self._lock:
            if not self.done:
                self.stopped = True
                self.done = True

    @property
    def alive(self) -> bool:
        return not self.done


class WorkerPool:
    """Starts jobs (at most ``limit`` running at once, over all tabs) and stops them all when
    the server stops."""

    def __init__(self, limit: int = 8) -> None:
        self.limit = limit
        self._jobs: List[Any] = []
        self._lock = threading.Lock()
        self._context = None

    def _start_context(self):
        # A fork server: children are forked from a small process that imported boardlab and
        # nothing else, never from the server with its threads (a fork of a threaded process
        # may inherit a lock held by another thread, forever). Where there is none, spawn.
        if self._context is None:
            methods = multiprocessing.get_all_start_methods()
            if "forkserver" in methods:
                self._context = multiprocessing.get_context("forkserver")
                self._context.set_forkserver_preload(["boardlab", "boardlab.serve.work"])
            else:  # pragma: no cover - Windows
                self._context = multiprocessing.get_context("spawn")
        return self._context

    def _room(self) -> None:
        for job in self._jobs:
            job.poll()
        self._jobs = [job for job in self._jobs if job.alive]
        if len(self._jobs) >= self.limit:
            raise JobLimit(f"the server is already running {len(self._jobs)} searches and "
                           "studies, its limit: stop one, or wait for one to end")

    def start(self, kind: str, function: Callable[..., Any], args: tuple,
              label: str = "") -> Job:
        with self._lock:
            self._room()
            job = Job(self._start_context(), kind, function, args, label)
            self._jobs.append(job)
            return job

    def start_thread(self, kind: str, function: Callable[..., Any], args: tuple,
                     label: str = "") -> ThreadJob:
        with self._lock:
            self._room()
            job = ThreadJob(kind, function, args, label)
            self._jobs.append(job)
            return job

    def stop_all(self) -> None:
        with self._lock:
            jobs, self._jobs = self._jobs, []
        for job in jobs:
            job.stop()

    @property
    def running(self) -> int:
        with self._lock:
            jobs = list(self._jobs)
        for job in jobs:
            job.poll()
        return sum(1 for job in jobs if job.alive)


def cpu_count() -> int:
    return os.cpu_count() or 1

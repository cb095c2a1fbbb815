"""Running the page: the socket, the address printed, the browser opened, uvicorn until Ctrl-C."""
from __future__ import annotations

import errno
import ipaddress
import multiprocessing
import socket
import sys
import threading
import webbrowser
from typing import Any, Mapping, Optional, TextIO, Union

import uvicorn

import boardlab as bl

from .app import DEFAULT_AGENT, create_app

__all__ = ["serve", "DEFAULT_HOST", "DEFAULT_PORT"]

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8765
# Names that reach only this machine: the page is reached by them alone (a check against DNS
# rebinding, a site whose name is made to point at 127.0.0.1).
LOOPBACK_NAMES = ("127.0.0.1", "localhost", "::1")


def is_loopback(host: str) -> bool:
    """Whether ``host`` reaches this machine alone: "localhost", 127.x.x.x or ::1.

    >>> is_loopback("127.0.0.1"), is_loopback("0.0.0.0"), is_loopback("localhost")
    (True, False, True)
    """
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _bind(host: str, port: Optional[int]) -> socket.socket:
    """A listening socket on ``host``: on ``port``, or on DEFAULT_PORT and, if that is taken,
    on any free port; bl.Error naming the address when it cannot be had."""
    try:
        infos = socket.getaddrinfo(host, None, type=socket.SOCK_STREAM)
    except socket.gaierror as e:
        raise bl.Error(f"serve: host {host!r} cannot be resolved: {e.strerror}") from None
    family, _, _, _, address = infos[0]

    def listen(number: int) -> socket.socket:
        sock = socket.socket(family, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((address[0], number, *address[2:]))
            sock.listen(128)
        except OSError:
            sock.close()
            raise
        sock.set_inheritable(True)
        return sock

    try:
        return listen(DEFAULT_PORT if port is None else port)
    except OSError as e:
        if port is None and e.errno == errno.EADDRINUSE:
            return listen(0)
        raise bl.Error(f"serve: cannot listen on {host} port "
                       f"{DEFAULT_PORT if port is None else port}: {e.strerror}") from None


def _url(sock: socket.socket, host: str) -> str:
    port = sock.getsockname()[1]
    shown = f"[{host}]" if ":" in host else host
    if host in ("0.0.0.0", "::"):
        shown = "127.0.0.1"  # where this machine's browser reaches it
    return f"http://{shown}:{port}/"


def serve(game: Union[None, str, "bl.Game"] = None, *, agent: str = DEFAULT_AGENT,
          agents: Optional[Mapping[str, Any]] = None, host: str = DEFAULT_HOST,
          port: Optional[int] = None, open_browser: bool = True,
          out: Optional[TextIO] = None) -> None:
    """Serves the page (``create_app``'s arguments) on ``host`` and ``port`` (default: 8765, or
    any free port if that is taken), prints its address, opens it in the browser unless told
    not to, and runs until Ctrl-C, which stops it and every search it runs. Binds to this
    machine alone (127.0.0.1) unless ``host`` says otherwise, and warns when it does.

    Searches run in worker processes (multiprocessing), which import the script that started
    the server: a script that calls ``serve`` does so under ``if __name__ == "__main__":``."""
    if getattr(multiprocessing.current_process(), "_inheriting", False):
        # A worker process (jobs.py) runs the script of the program that started it before it
        # gets its job, as every multiprocessing child does: a script that serves without the
        # guard would start a server in each.
        raise bl.Error("serve: called while a worker process was starting: call serve() from a "
                       "script under `if __name__ == \"__main__\":`, as multiprocessing needs")
    out = out or sys.stdout
    local = is_loopback(host)
    app = create_app(game, agent=agent, agents=agents,
                     allowed_hosts=list(LOOPBACK_NAMES) if local else None)
    sock = _bind(host, port)
    url = _url(sock, host)
    if not local:
        print(f"boardlab serve: warning: listening on {host}, not on this machine alone: "
              "anyone who can reach it can use the page and run searches on it",
              file=sys.stderr)
    print(f"boardlab serve: {url}  (Ctrl-C stops it)", file=out, flush=True)
    if open_browser:
        # Once the server is listening, which the socket already is: the browser's request
        # waits in its queue until uvicorn takes it.
        threading.Thread(target=webbrowser.open, args=(url,), daemon=True).start()
    # A second or so for the page's open polls to end, not the minutes a keep-alive could.
    config = uvicorn.Config(app, log_level="warning", lifespan="on",
                            timeout_graceful_shutdown=1)
    server = uvicorn.Server(config)
    try:
        server.run(sockets=[sock])
    finally:
        sock.close()

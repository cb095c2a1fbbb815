"""The ``boardlab`` command: the engine from a shell, plus random play and balance analysis.

    boardlab start GAME                        the start position text
    boardlab moves GAME POSITION               legal moves (sorted), then "outcome: ..."
    boardlab apply GAME POSITION MOVE...       the position after the moves
    boardlab perft GAME POSITION DEPTH         the perft count
    boardlab play GAME [--seed S] [--record FILE]
                                               a random game, move by move, and its outcome
    boardlab analyze GAME [--games N] [--seed S] [--threads T] [--plot FILE.png]
                                               random playouts and a balance report
    boardlab match GAME AGENT_A AGENT_B        games between two agents (cli_studies.py, as
    boardlab tournament GAME AGENT...          the next three): score, Elo; a round robin;
    boardlab balance GAME --agent A            the balance metrics of A's games;
    boardlab sweep GAME --option NAME=VALUES   the metrics over a grid of options, as CSV
    boardlab games                             the built-in games and their options
    boardlab serve [GAME] [--agent TEXT] [--host H] [--port N] [--no-browser]
                                               the designer's page in the browser (serve/)

``start``, ``moves``, ``apply`` and ``perft`` take the same arguments and print the same text as
the C++ example ``boardlab-cli``. GAME is a built-in game (``boardlab games`` lists them) or the
path of a variant TOML file; ``--max-plies N`` works with every command.
Bad input: a message on stderr and exit status 2 (the files a command would write are checked
before its work). A file that cannot be written at the end: the results, then the message, and
exit status 1.

>>> main(["perft", "pogo", "(BB)(BB)(BB)/3/(WW)(WW)(WW) 0 - 0", "2"])
240
0
"""
from __future__ import annotations

import argparse
import math
import os
import re
import sys
import time
from pathlib import Path
from typing import List, Optional, Sequence, Tuple

import boardlab as bl
from boardlab import cli_studies
from boardlab._game import _game_of_file
from boardlab.cli_files import OutputsNotWritten, check_output, write_outputs
from boardlab.plots import MissingDependency

BAD_INPUT = 2
NOT_WRITTEN = 1  # the results are printed, but a file of them could not be written
INTERRUPTED = 128 + 2  # as a shell reports a command ended by SIGINT
MAX_PLIES_LIMIT = 1_000_000_000
MAX_DEPTH = 64  # as boardlab-cli
MAX_SEED = 2**63 - 1
REASONS = {"condition": "end condition", "no_legal_move": "no legal move",
           "ply_limit": "ply limit", "both_passed": "both passed", "quiet_turns": "quiet turns",
           "repetition": "repetition", "insufficient_material": "insufficient material"}


class _Parser(argparse.ArgumentParser):
    """argparse, with "boardlab: " in front of its messages like the other errors."""

    def error(self, message: str):
        # Name argument-count mistakes as boardlab-cli does.
        if message.startswith(("the following arguments are required",
                               "unrecognized arguments")):
            command = self.prog.split()[-1]
            message = ("missing command" if command == "boardlab" else
                       f"wrong number of arguments for '{command}'") + f" ({message})"
        self.print_usage(sys.stderr)
        self.exit(BAD_INPUT, f"boardlab: {message}\n")


def _number(name: str, low: int, high: int):
    """An argparse type: a decimal whole number from low to high (messages as boardlab-cli)."""
    def parse(text: str) -> int:
        if not re.fullmatch(r"-?[0-9]+", text) or not low <= int(text) <= high:
            raise argparse.ArgumentTypeError(
                f"{name} '{text}' is not a number from {low} to {high}")
        return int(text)
    parse.__name__ = name  # argparse names the type in some messages
    return parse


def _parser() -> argparse.ArgumentParser:
    # main() moves every --max-plies to the front, where the top-level option reads it; each
    # command lists its own copy too (for its --help, and for callers of this parser), which
    # only sets the value when given, so it never overwrites the top-level one.
    max_plies = _number("--max-plies", 1, MAX_PLIES_LIMIT)
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--max-plies", type=max_plies, metavar="N", default=argparse.SUPPRESS,
                        help="ply limit (default: the game's own, 300 for built-in games)")

    parser = _Parser(prog="boardlab", description="boardlab: abstract board games from rule "
                     "primitives. GAME is a built-in game (" + ", ".join(bl.games()) +
                     ") or a variant TOML file.")
    parser.add_argument("--version", action="version", version=f"boardlab {bl.__version__}")
    parser.add_argument("--max-plies", type=max_plies, metavar="N", default=None,
                        help=argparse.SUPPRESS)
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    commands.required = True

    def command(name: str, help: str, game: str = "GAME",
                game_help: Optional[str] = None) -> argparse.ArgumentParser:
        p = commands.add_parser(name, help=help, description=help, parents=[common])
        p.add_argument("game", metavar=game, help=game_help)
        return p

    command("start", "print the start position text")
    p = command("moves", "print the legal moves (sorted), then the outcome")
    p.add_argument("position", metavar="POSITION")
    p = command("apply", "print the position after playing the moves")
    p.add_argument("position", metavar="POSITION")
    p.add_argument("moves", metavar="MOVE", nargs="*")
    p = command("perft", "count the move paths of DEPTH plies")
    p.add_argument("position", metavar="POSITION")
    p.add_argument("depth", metavar="DEPTH", type=_number("depth", 0, MAX_DEPTH))

    p = command("play", "play a random game and print it move by move")
    p.add_argument("--seed", type=_number("--seed", 0, MAX_SEED), default=1, metavar="S",
                   help="random seed (default 1, as boardlab-cli)")
    p.add_argument("--record", metavar="FILE", default=None,
                   help="also save the game's record (boardlab.read_record reads it)")

    p = command("analyze", "random playouts in C++ and a balance report")
    p.add_argument("--games", type=_number("--games", 1, 2**31 - 1), default=10000, metavar="N",
                   help="number of playouts (default 10000)")
    p.add_argument("--seed", type=_number("--seed", 0, MAX_SEED), default=0, metavar="S",
                   help="random seed (default 0)")
    p.add_argument("--threads", type=_number("--threads", 1, 4096), default=None, metavar="T",
                   help="worker threads (default: the number of CPUs)")
    p.add_argument("--plot", metavar="FILE.png", default=None,
                   help="save a chart of outcomes and game lengths (needs matplotlib)")
    p.add_argument("--quiet", "-q", action="store_true", help="no progress bar")

    cli_studies.add_commands(command, _number, MAX_SEED)

    commands.add_parser("games", help="list the built-in games and their options",
                        description="list the built-in games, one a line, with their options "
                        "and defaults")
    _add_serve(commands, common)
    return parser


def _add_serve(commands, common) -> None:
    """``serve``: GAME is optional there (the page chooses games too)."""
    text = ("play any game or variant in the browser against any agent, change its rules and "
            "compare them (docs/playing.md); needs pip install 'boardlab[serve]'")
    p = commands.add_parser("serve", help=text, description=text, parents=[common])
    p.add_argument("game", metavar="GAME", nargs="?", default=None,
                   help="the game each new tab starts with (default: breakthrough)")
    p.add_argument("--agent", metavar="TEXT", default="mcts:1000",
                   help="player 1's agent (default mcts:1000; 'person' for two people)")
    p.add_argument("--host", default="127.0.0.1",
                   help="the address to listen on (default 127.0.0.1: this machine alone)")
    p.add_argument("--port", type=_number("--port", 0, 65535), default=None, metavar="N",
                   help="the port (default 8765, or a free one if it is taken; 0: a free one)")
    p.add_argument("--no-browser", action="store_true", help="do not open the browser")


def _serve(args, max_plies: Optional[int]) -> str:
    """Runs the page until Ctrl-C (docs/playing.md)."""
    from boardlab.serve import serve  # MissingDependency without the serve extra
    game = None if args.game is None else _load_game(args.game, max_plies)
    if game is None and max_plies is not None:
        game = bl.game("breakthrough", max_plies=max_plies)
    serve(game, agent=args.agent, host=args.host, port=args.port,
          open_browser=not args.no_browser)
    # The server returns only once a signal (Ctrl-C) stopped it: the status every command ends
    # with when interrupted.
    raise KeyboardInterrupt


def _load_game(name: str, max_plies: Optional[int]) -> "bl.Game":
    """A built-in game by name, or the variant of a TOML file."""
    options = {} if max_plies is None else {"max_plies": max_plies}
    if name in bl.BUILTIN_GAMES or not name.endswith(".toml"):
        return bl.game(name, **options)  # SpecError names the built-in games
    variant = bl.Variant.from_file(name)
    if max_plies is not None:
        variant.max_plies = max_plies
    return _game_of_file(variant, name)


def _outcome_text(outcome: Optional["bl.Outcome"]) -> str:
    if outcome is None:
        return "none"
    return "draw" if outcome.winner is None else str(outcome.winner)


# --- the boardlab-cli commands -------------------------------------------------------------------

def _start(game, args) -> str:
    return game.start().text + "\n"


def _moves(game, args) -> str:
    state = game.state(args.position)
    texts = sorted((m.text for m in state.legal_moves), key=lambda t: t.encode())
    return "".join(t + "\n" for t in texts) + f"outcome: {_outcome_text(state.outcome)}\n"


def _apply(game, args) -> str:
    state = game.state(args.position)
    for move in args.moves:
        state.play(move)
    return state.text + "\n"


def _perft(game, args) -> str:
    return f"{bl.perft(game.state(args.position), args.depth)}\n"


# --- play ----------------------------------------------------------------------------------------

def _play(game, args) -> str:
    import random
    check_output("--record", args.record)
    rng = random.Random(args.seed)
    state = game.start()
    out = sys.stdout
    out.write(f"start: {state.text}\n")
    while True:
        moves = list(state.legal_moves)
        if not moves:
            break
        move = state.play(rng.choice(moves))
        out.write(f"{state.ply}. {move.text}\n")
    outcome = state.outcome
    reason = REASONS.get(outcome.reason, outcome.reason) if outcome else ""
    report = (f"final: {state.text}\n"
              f"outcome: {_outcome_text(outcome)} ({reason}, after {state.ply} plies)\n")
    return write_outputs(report, [
        ("--record", args.record, "record", lambda path: Path(path).write_text(
            state.record(players=["random", "random"]), encoding="utf-8"))])


# --- analyze -------------------------------------------------------------------------------------

def wilson_interval(successes: int, trials: int, z: float = 1.959964) -> Tuple[float, float]:
    """The Wilson score interval of a proportion (95% for the default z), as fractions.

    >>> low, high = wilson_interval(512, 1000)
    >>> round(low, 4), round(high, 4)
    (0.481, 0.5429)
    """
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    z2 = z * z
    centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
    half = z / (1 + z2 / trials) * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials))
    return max(0.0, centre - half), min(1.0, centre + half)


class _ProgressBar:
    """A tqdm bar on stderr, fed with the running count of finished playouts. Exceptions stay
    inside: one escaping into the C++ progress loop would end the run."""

    def __init__(self, total: int, stream=None, unit: str = " playouts") -> None:
        from tqdm import tqdm
        self._bar = tqdm(total=total, unit=unit, file=stream or sys.stderr, leave=True,
                         dynamic_ncols=True, mininterval=0.2)

    def __call__(self, done: int) -> None:
        try:
            self._bar.update(done - self._bar.n)
        except Exception:  # noqa: BLE001 - a broken stderr must not kill the run
            pass

    def close(self) -> None:
        try:
            self._bar.close()
        except Exception:  # noqa: BLE001
            pass


def _percent(fraction: float) -> str:
    return f"{100 * fraction:.1f}%"


def _median_text(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def balance_report(game_name: str, results: dict, seed: int, threads: int) -> str:
    """The text report of ``game.playouts`` results (the format ``analyze`` prints)."""
    import numpy as np
    winner = np.asarray(results["winner"])
    plies = np.asarray(results["plies"], dtype=np.int64)
    moves_listed = np.asarray(results["moves_listed"], dtype=np.uint64)
    n = int(winner.size)
    seconds = float(results["seconds"])
    lines = [f"{game_name}: {n} random playouts, seed {seed}, {threads} "
             f"thread{'' if threads == 1 else 's'}"]
    for player in (0, 1):
        wins = int(np.count_nonzero(winner == player))
        low, high = wilson_interval(wins, n)
        lines.append(f"player {player} wins: {wins} ({_percent(wins / n)}, "
                     f"95% CI {_percent(low)}-{_percent(high)})")
    draws = int(np.count_nonzero(winner == -1))
    lines.append(f"draws: {draws} ({_percent(draws / n)})")
    lines.append(f"game length: mean {plies.mean():.1f}, median "
                 f"{_median_text(float(np.median(plies)))}, max {int(plies.max())} plies")
    total_plies = int(plies.sum())
    branching = int(moves_listed.sum()) / total_plies if total_plies else 0.0
    lines.append(f"mean branching factor: {branching:.1f}")
    rate = n / seconds if seconds > 0 else float("inf")
    rate_text = "inf" if math.isinf(rate) else f"{rate:.0f}"
    lines.append(f"speed: {rate_text} playouts/s ({seconds:.{2 if seconds >= 1 else 3}f} s)")
    return "\n".join(lines) + "\n"


def _load_matplotlib():
    try:
        import matplotlib
    except ImportError:
        raise MissingDependency("--plot needs matplotlib, which is not installed "
                           "(pip install matplotlib, or pip install boardlab[plot])") from None
    matplotlib.use("Agg")  # no display needed; the figure only goes to a file
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure
    return Figure, FigureCanvasAgg


def save_plot(path: str, game_name: str, results: dict) -> None:
    """A bar chart of the outcomes (with 95% Wilson intervals) and a histogram of game lengths."""
    import numpy as np
    Figure, FigureCanvasAgg = _load_matplotlib()
    winner = np.asarray(results["winner"])
    plies = np.asarray(results["plies"])
    n = int(winner.size)
    labels = ["player 0 wins", "player 1 wins", "draws"]
    counts = [int(np.count_nonzero(winner == w)) for w in (0, 1, -1)]
    shares = [100 * c / n for c in counts]
    intervals = [wilson_interval(c, n) for c in counts]
    errors = [[s - 100 * lo for s, (lo, _) in zip(shares, intervals)],
              [100 * hi - s for s, (_, hi) in zip(shares, intervals)]]

    fig = Figure(figsize=(10, 4), layout="constrained")
    FigureCanvasAgg(fig)
    left, right = fig.subplots(1, 2)
    left.bar(labels, shares, yerr=errors, capsize=6,
             color=["#e8dcb5", "#3a3a3a", "#9e9e9e"], edgecolor="black")
    for i, (share, count) in enumerate(zip(shares, counts)):
        left.annotate(f"{count}", (i, share), textcoords="offset points", xytext=(8, 3),
                      fontsize=9)
    left.set_ylabel("% of playouts (95% CI)")
    left.set_ylim(0, 100)
    left.set_title("outcomes")
    bins = min(50, max(1, int(plies.max() - plies.min()) + 1))
    right.hist(plies, bins=bins, color="#4363d8", edgecolor="white")
    right.axvline(float(plies.mean()), color="black", linestyle="--",
                  label=f"mean {plies.mean():.1f}")
    right.set_xlabel("plies")
    right.set_ylabel("playouts")
    right.set_title("game length")
    right.legend()
    fig.suptitle(f"{game_name}: {n} random playouts")
    fig.savefig(path, dpi=100)


def _analyze(game, args) -> str:
    threads = args.threads or os.cpu_count() or 1
    if args.plot is not None:
        _load_matplotlib()  # fail before the playouts, not after
        check_output("--plot", args.plot, picture=True)
    bar = None if args.quiet else _ProgressBar(args.games)
    # Ctrl-C stops the playouts (they look for it every few milliseconds) and ends the command
    # with status 130 (main).
    try:
        started = time.perf_counter()
        results = game.playouts(args.games, seed=args.seed, threads=threads, progress=bar)
        if not results["seconds"]:
            results["seconds"] = time.perf_counter() - started
    finally:
        if bar is not None:
            bar.close()
    return write_outputs(balance_report(game.name, results, args.seed, threads), [
        ("--plot", args.plot, "plot", lambda path: save_plot(path, game.name, results))])


def _option_text(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return f'"{value}"' if isinstance(value, str) else str(value)


def _games() -> str:
    """One line a built-in game: its name, then its options with their defaults."""
    width = max(len(name) for name in bl.BUILTIN_GAMES) + 2
    return "".join(
        name.ljust(width) + " ".join(f"{k}={_option_text(v)}" for k, v in options.items()) + "\n"
        for name, options in bl.BUILTIN_GAMES.items())


COMMANDS = {"start": _start, "moves": _moves, "apply": _apply, "perft": _perft, "play": _play,
            "analyze": _analyze, **cli_studies.COMMANDS}


def _max_plies_first(argv: List[str]) -> List[str]:
    """Moves ``--max-plies N`` to the front, so that it may stand anywhere (as in boardlab-cli),
    even between the moves of ``apply``, where argparse alone would not accept it."""
    front, rest, i = [], [], 0
    while i < len(argv):
        if argv[i] == "--max-plies" and i + 1 < len(argv):
            front += argv[i:i + 2]
            i += 2
        elif argv[i].startswith("--max-plies="):
            front.append(argv[i])
            i += 1
        else:
            rest.append(argv[i])
            i += 1
    return front + rest


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Runs the command line ``argv`` (default ``sys.argv[1:]``); returns the exit status."""
    parser = _parser()
    argv = _max_plies_first(list(sys.argv[1:] if argv is None else argv))
    try:
        args, extra = parser.parse_known_args(argv)
        if extra:
            parser.error(f"wrong number of arguments for '{args.command}' "
                         f"(unrecognized arguments: {' '.join(extra)})")
    except SystemExit as e:  # argparse: 2 for bad arguments, 0 for --help and --version
        return e.code if isinstance(e.code, int) else BAD_INPUT
    max_plies = getattr(args, "max_plies", None)
    try:
        not_written: List[str] = []
        try:
            if args.command == "games":
                out = _games()
            elif args.command == "serve":
                out = _serve(args, max_plies)
            else:
                out = COMMANDS[args.command](_load_game(args.game, max_plies), args)
        except OutputsNotWritten as e:  # the results first, then what was lost
            out, not_written = e.report, e.failures
        sys.stdout.write(out)
        sys.stdout.flush()
        for failure in not_written:
            print(f"boardlab: {failure}", file=sys.stderr)
        if not_written:
            return NOT_WRITTEN
    except bl.Error as e:
        print(f"boardlab: {e}", file=sys.stderr)
        return BAD_INPUT
    except MissingDependency as e:
        print(f"boardlab: {e}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:  # Ctrl-C: perft, playouts and play stop within a fraction of a second
        print("\nboardlab: interrupted", file=sys.stderr)
        return INTERRUPTED
    except BrokenPipeError:  # e.g. `boardlab play pogo | head`
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())

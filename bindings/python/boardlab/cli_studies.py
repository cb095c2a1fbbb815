"""The command line's studies: ``match``, ``tournament``, ``balance``, ``sweep`` and
``compare`` (cli.py adds them to its parser and runs them).

    boardlab match GAME AGENT_A AGENT_B [--games N] [--plot FILE.png] [--records FOLDER]
    boardlab tournament GAME AGENT AGENT... [--games-per-pair N] [--plot FILE.png]
    boardlab balance GAME [--agent mcts:1000] [--opponent AGENT] [--games N]
    boardlab sweep GAME --option NAME=VALUES... [--agent A] [--games N] [--csv FILE] [--plot FILE]
    boardlab compare GAME_A GAME_B [--agent mcts:200] [--games N] [--plot FILE.png]

VALUES: ``0..10`` (whole numbers from 0 to 10), or values separated by commas (``5,6,8``,
``true,false``). ``--ray ADDRESS`` plays a match's, tournament's or sweep's games on a Ray
cluster (docs/distributed.md).
"""
from __future__ import annotations

import argparse
import csv
import io
import os
import re
import sys
import textwrap
from pathlib import Path
from typing import Any, Callable, Dict, List, Tuple

import boardlab as bl

from . import _core, plots
from ._game import _game_of_file
from .agents import _match_result, agent_help, agent_list
from .cli_files import check_output, write_outputs

# The engine's table of agents gives both: the list in each AGENT's help, and the paragraph of
# each agent below a study's --help.
AGENT_HELP = agent_list(" or ")
AGENTS_EPILOG = "agents:\n" + "\n".join("  " + line for line in agent_help().splitlines())


class _StudyHelp(argparse.HelpFormatter):
    """Wraps a study's description as argparse does, and keeps the list of agents below it
    (AGENTS_EPILOG) line for line, as RawDescriptionHelpFormatter would."""

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        if text == AGENTS_EPILOG:
            # Each line wrapped on its own, its continuation indented under it.
            out = []
            for line in text.splitlines():
                lead = indent + " " * (len(line) - len(line.lstrip()))
                out.append(textwrap.fill(line.strip(), width, initial_indent=lead,
                                         subsequent_indent=lead + "    "))
            return "\n".join(out) + "\n"
        return super()._fill_text(text, width, indent)


class _ProgressBar:
    """A tqdm bar on stderr fed with the running count of finished games; a broken stderr must
    not end the run, so exceptions stay inside."""

    def __init__(self, total: int) -> None:
        from tqdm import tqdm
        self._bar = tqdm(total=total, unit=" games", file=sys.stderr, leave=True,
                         dynamic_ncols=True, mininterval=0.2)

    def __call__(self, done: int) -> None:
        try:
            self._bar.update(done - self._bar.n)
        except Exception:  # noqa: BLE001
            pass

    def close(self) -> None:
        try:
            self._bar.close()
        except Exception:  # noqa: BLE001
            pass


def _threads(args) -> int:
    # On Ray the CPUs are the cluster's: a task plays one game at a time unless told otherwise.
    if getattr(args, "ray", None) is not None:
        return args.threads or 1
    return args.threads or os.cpu_count() or 1


def _backend(args) -> Dict[str, Any]:
    """The keywords of a study run where ``--ray`` says: Ray's, or none (here)."""
    return {} if args.ray is None else {"backend": "ray", "ray_address": args.ray}


def _run(args, total: int, run: Callable[[Any], Any]) -> Any:
    bar = None if args.quiet else _ProgressBar(total)
    try:
        return run(bar)
    finally:
        if bar is not None:
            bar.close()


def _match(game: "bl.Game", args) -> str:
    for spec in (args.agent_a, args.agent_b):
        bl.Agent(game, spec)  # a bad agent text fails before the progress bar shows
    check_output("--plot", args.plot, picture=True)
    records: List[str] = []
    if args.records is None:
        result = _run(args, args.games, lambda bar: bl.match(
            game, args.agent_a, args.agent_b, args.games, seed=args.seed, threads=_threads(args),
            progress=bar, **_backend(args)))
    else:
        if args.ray is not None:
            raise bl.Error("--records keeps the games played on this machine: it cannot be used "
                           "with --ray")
        _check_folder("--records", args.records)
        result, records = _run(args, args.games, lambda bar: _match_with_records(game, args, bar))
    return write_outputs(str(result) + "\n", [
        ("--plot", args.plot, "plot", lambda path: plots.save(plots.match_figure(result), path)),
        ("--records", args.records, "records",
         lambda folder: _write_records(folder, records))])


def _match_with_records(game: "bl.Game", args, bar: Any) -> Tuple["bl.MatchResult", List[str]]:
    """The match, the same games bl.match plays, and each game's record (its seats' agents as
    the players, the match as Event, the game's number from 1 as Round)."""
    out = _core.match(game._core, args.agent_a, args.agent_b, args.games, args.seed,
                      _threads(args), 1, bar, None, keep_moves=True)
    result = _match_result(game, args.agent_a, args.agent_b, out)
    event = f"{args.agent_a} against {args.agent_b}, seed {args.seed}"
    records = []
    for number, (parts, a_first) in enumerate(zip(out["moves"], result.a_first), start=1):
        state = game.start()
        for part in parts:  # each part of a turn of several parts on its own, as played
            state._core.play_part(part)
        players = [args.agent_a, args.agent_b] if a_first else [args.agent_b, args.agent_a]
        records.append(state.record(players=players,
                                    tags={"Event": event, "Round": str(number)}))
    return result, records


def _check_folder(option: str, path: str) -> None:
    """Error now for a folder ``option`` could not write files in at the end of the run: a
    file in its place, no permission, or (when it is to be made) no folder to make it in."""
    folder = Path(path)
    if folder.exists() and not folder.is_dir():
        raise bl.Error(f"{option}: {path!r} is not a folder")
    where = folder if folder.exists() else folder.resolve().parent
    if not where.is_dir():
        raise bl.Error(f"{option}: folder {str(where)!r} does not exist")
    if not os.access(where, os.W_OK | os.X_OK):
        raise bl.Error(f"{option}: cannot write in {str(where)!r}: {os.strerror(13)}")  # EACCES


def _write_records(folder: str, records: List[str]) -> None:
    """Writes game-1.record, game-2.record, ... in ``folder`` (made if need be), the numbers
    padded with zeros to one width, so that the files sort in the games' order."""
    target = Path(folder)
    target.mkdir(exist_ok=True)
    width = len(str(len(records)))
    for number, text in enumerate(records, start=1):
        (target / f"game-{number:0{width}d}.record").write_text(text, encoding="utf-8")


def _tournament(game: "bl.Game", args) -> str:
    for spec in args.agents:
        bl.Agent(game, spec)
    check_output("--plot", args.plot, picture=True)
    n = len(args.agents)
    result = _run(args, n * (n - 1) // 2 * args.games_per_pair, lambda bar: bl.tournament(
        game, args.agents, args.games_per_pair, seed=args.seed, threads=_threads(args),
        progress=bar, **_backend(args)))
    return write_outputs(str(result) + "\n", [
        ("--plot", args.plot, "plot",
         lambda path: plots.save(plots.tournament_figure(result), path))])


def _balance(game: "bl.Game", args) -> str:
    opponent = args.opponent or args.agent
    for spec in (args.agent, opponent):
        bl.Agent(game, spec)
    result = _run(args, args.games, lambda bar: bl.match(
        game, args.agent, opponent, args.games, seed=args.seed, threads=_threads(args),
        progress=bar))
    title = (f"{game.name}: {args.agent}" + (f" against {opponent}" if opponent != args.agent
                                             else " against itself") +
             f", {result.games} games, seed {args.seed}")
    return title + "\n" + str(result.balance()) + "\n"


def _option_values(game_name: str, text: str) -> tuple:
    """NAME=VALUES of ``--option``, typed by the option's default."""
    if "=" not in text:
        raise bl.Error(f"--option {text!r} is not NAME=VALUES")
    name, values = text.split("=", 1)
    defaults = bl.BUILTIN_GAMES.get(game_name)
    if defaults is None:
        raise bl.Error(f"sweep: {game_name!r} is not a built-in game (a sweep varies a "
                       "built-in game's options)")
    if name not in defaults:
        raise bl.SpecError(f"game '{game_name}': unknown option '{name}' (options: "
                           f"{', '.join(defaults)})")
    default = defaults[name]
    if m := re.fullmatch(r"(-?[0-9]+)\.\.(-?[0-9]+)", values):
        low, high = int(m.group(1)), int(m.group(2))
        if not isinstance(default, int) or isinstance(default, bool):
            raise bl.Error(f"--option {text!r}: {name} is not a whole number")
        if high < low or high - low > 10000:
            raise bl.Error(f"--option {text!r}: the range {low}..{high} is empty or too long")
        return name, list(range(low, high + 1))
    out: List[Any] = []
    for part in values.split(","):
        if isinstance(default, bool):
            if part not in ("true", "false"):
                raise bl.Error(f"--option {text!r}: {part!r} is not true or false")
            out.append(part == "true")
        elif isinstance(default, int):
            if not re.fullmatch(r"-?[0-9]+", part):
                raise bl.Error(f"--option {text!r}: {part!r} is not a whole number")
            out.append(int(part))
        else:
            out.append(part)
    return name, out


def _value_text(value: Any) -> str:
    """An option's value as ``--option`` takes it."""
    return ("true" if value else "false") if isinstance(value, bool) else str(value)


def _grid(game_name: str, texts: List[str], max_plies: Any) -> Dict[str, List[Any]]:
    """The grid of the ``--option`` texts (and ``--max-plies``), each option given once: a
    second would replace the first's values."""
    grid: Dict[str, List[Any]] = {}
    given: Dict[str, str] = {}
    for text in texts:
        name, values = _option_values(game_name, text)
        if name in grid:
            both = ",".join(dict.fromkeys(_value_text(v) for v in grid[name] + values))
            raise bl.Error(f"--option {name} is given twice ({given[name]} and {text}): give "
                           f"all its values in one, such as --option {name}={both}")
        grid[name], given[name] = values, text
    if max_plies is not None:
        if "max_plies" in grid:
            raise bl.Error(f"--max-plies {max_plies} and --option {given['max_plies']} both "
                           "give max_plies: give its values in --option alone")
        grid["max_plies"] = [max_plies]
    return grid


def _sweep(game: "bl.Game", args) -> str:
    grid = _grid(args.game, args.option, args.max_plies)
    opponent = args.opponent or args.agent
    for spec in (args.agent, opponent):
        bl.Agent(game, spec)
    check_output("--csv", args.csv)
    check_output("--plot", args.plot, picture=True)
    points = 1
    for values in grid.values():
        points *= len(values)
    rows = _run(args, points * args.games, lambda bar: bl.sweep(
        args.game, grid, args.agent, opponent, args.games, seed=args.seed,
        threads=_threads(args), progress=bar, rows=True, **_backend(args)))
    flat = []
    for row in rows:
        line = {}
        for key, value in row.items():
            if isinstance(value, tuple):  # an interval: completion_low, completion_high
                base = key[:-len("_interval")] if key.endswith("_interval") else key
                line[base + "_low"], line[base + "_high"] = value
            else:
                line[key] = value
        flat.append(line)
    text = io.StringIO()
    writer = csv.DictWriter(text, fieldnames=list(flat[0]), lineterminator="\n")
    writer.writeheader()
    writer.writerows(flat)
    return write_outputs(text.getvalue(), [
        ("--csv", args.csv, "table", lambda path: Path(path).write_text(text.getvalue())),
        ("--plot", args.plot, "plot",
         lambda path: plots.save(plots.sweep_figure(rows, next(iter(grid))), path))])


def _other_game(name: str, max_plies: Any) -> "bl.Game":
    """GAME_B, read as cli.py reads GAME: a built-in game by name, else a variant file (cli.py
    imports this module, so its reader cannot be imported back here)."""
    options = {} if max_plies is None else {"max_plies": max_plies}
    if name in bl.BUILTIN_GAMES or not name.endswith(".toml"):
        return bl.game(name, **options)
    variant = bl.Variant.from_file(name)
    if max_plies is not None:
        variant.max_plies = max_plies
    return _game_of_file(variant, name)


def _compare(game_a: "bl.Game", args) -> str:
    game_b = _other_game(args.game_b, getattr(args, "max_plies", None))
    opponent = args.opponent or args.agent
    for game in (game_a, game_b):
        for spec in (args.agent, opponent):
            bl.Agent(game, spec)
    check_output("--plot", args.plot, picture=True)
    result = _run(args, 2 * args.games, lambda bar: bl.compare(
        game_a, game_b, agent=(args.agent, opponent), games=args.games, seed=args.seed,
        threads=_threads(args), progress=bar))
    return write_outputs(str(result) + "\n", [
        ("--plot", args.plot, "plot", lambda path: plots.save(result.plot(), path))])


COMMANDS = {"match": _match, "tournament": _tournament, "balance": _balance, "sweep": _sweep,
            "compare": _compare}


def add_commands(command: Callable[..., argparse.ArgumentParser],
                 number: Callable[[str, int, int], Callable[[str], int]], max_seed: int) -> None:
    """Adds the studies to the parser: ``command(name, help, game=..., game_help=...)`` makes a
    command's parser with its GAME argument, ``number(name, low, high)`` an argparse type."""

    def common(p: argparse.ArgumentParser) -> None:
        p.add_argument("--seed", type=number("--seed", 0, max_seed), default=0, metavar="S",
                       help="random seed (default 0)")
        p.add_argument("--threads", type=number("--threads", 1, 1024), default=None,
                       metavar="T", help="games played at once (default: the number of CPUs)")
        p.add_argument("--quiet", "-q", action="store_true", help="no progress bar")

    def on_ray(p: argparse.ArgumentParser) -> None:
        p.add_argument("--ray", metavar="ADDRESS", default=None,
                       help="play the games on the Ray cluster at ADDRESS: HOST:6379 (its "
                       "head), auto (the cluster this machine joined with ray start) or local "
                       "(a new one on this machine); --threads is then each task's "
                       "(default 1). Needs pip install boardlab[ray]")

    def study(name: str, help: str, **game: str) -> argparse.ArgumentParser:
        p = command(name, help, **game)
        p.epilog = AGENTS_EPILOG
        p.formatter_class = _StudyHelp
        return p

    def agents_and_games(p: argparse.ArgumentParser, agent: str, agent_what: str,
                         games: int, games_what: str) -> None:
        """The agent, its opponent and the number of games, as the studies of one agent take
        them."""
        p.add_argument("--agent", default=agent, metavar="AGENT",
                       help=f"{agent_what} (default {agent}): " + AGENT_HELP)
        p.add_argument("--opponent", default=None, metavar="AGENT",
                       help="the other side's agent (default: the same)")
        p.add_argument("--games", type=number("--games", 1, 2**31 - 1), default=games,
                       metavar="N", help=f"{games_what} (default {games})")

    p = study("match", "play games between two agents, colours alternating, and report "
              "the score with its 95%% interval and the Elo difference")
    p.add_argument("agent_a", metavar="AGENT_A", help=AGENT_HELP)
    p.add_argument("agent_b", metavar="AGENT_B")
    p.add_argument("--games", type=number("--games", 1, 2**31 - 1), default=100, metavar="N",
                   help="number of games (default 100)")
    p.add_argument("--plot", metavar="FILE.png", default=None,
                   help="save a chart of the results and game lengths (needs matplotlib)")
    p.add_argument("--records", metavar="FOLDER", default=None,
                   help="keep each game's record in FOLDER (made if need be) as game-N.record, "
                   "N from 1 (boardlab.read_record reads them)")
    common(p)
    on_ray(p)

    p = study("tournament", "a round robin of two or more agents: standings with Elo "
              "ratings, and each pair's scores")
    p.add_argument("agents", metavar="AGENT", nargs="+", help=AGENT_HELP)
    p.add_argument("--games-per-pair", type=number("--games-per-pair", 1, 2**31 - 1),
                   default=20, metavar="N", help="games between each two agents (default 20)")
    p.add_argument("--plot", metavar="FILE.png", default=None,
                   help="save a chart of the ratings and game lengths (needs matplotlib)")
    common(p)
    on_ray(p)

    p = study("balance", "the balance metrics of the games an agent plays against itself "
              "(or an opponent): balance, completion, drawishness, decisiveness, duration, "
              "branching, first player's advantage, lead changes")
    agents_and_games(p, "mcts:1000", "the agent", 100, "number of games")
    common(p)

    p = study("sweep", "the balance metrics at every point of a grid of a built-in game's "
              "options, as CSV")
    p.add_argument("--option", action="append", required=True, metavar="NAME=VALUES",
                   help="an option and its values: 0..10 or 5,6,8 or true,false (repeat for a "
                   "grid; the first is the plot's x axis)")
    agents_and_games(p, "mcts:100", "the agent", 100, "games at each point")
    p.add_argument("--csv", metavar="FILE.csv", default=None, help="also save the table")
    p.add_argument("--plot", metavar="FILE.png", default=None,
                   help="save a chart of the metrics against the first option (needs matplotlib)")
    common(p)
    on_ray(p)

    # No percent sign: argparse formats a command's help with %, but not its description.
    p = study("compare", "an A/B comparison of two versions of a game played by the same agents "
              "on the same seeds, game for game: first player's score, draws, length and "
              "decisiveness of each, and the difference B - A, with their intervals",
              game="GAME_A", game_help="version A: a built-in game or a variant TOML file")
    p.add_argument("game_b", metavar="GAME_B", help="version B, the same way")
    agents_and_games(p, "mcts:200", "the agent, playing both games", 200,
                     "games of each version")
    p.add_argument("--plot", metavar="FILE.png", default=None,
                   help="save a chart of both versions' measures (needs matplotlib)")
    common(p)

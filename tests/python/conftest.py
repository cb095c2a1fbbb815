"""Shared fixtures for the Python tests: the repository's paths and every game worth checking
(the built-ins with default and non-default options, and the shipped variants)."""
from __future__ import annotations

import contextlib
import re
import signal
import sys
from pathlib import Path
from typing import Any, Dict, Iterator, Optional

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

import pytest

import boardlab as bl

ROOT = Path(__file__).resolve().parents[2]
VARIANTS_DIR = ROOT / "examples" / "variants"
VARIANT_FILES = sorted(VARIANTS_DIR.glob("*.toml"))
DOCS_DIR = ROOT / "docs"

# Options worth checking besides the defaults, by game: those that change the geometry or the
# rules. Every built-in game of the registry is checked with its defaults (BUILTIN_CASES below),
# so a new game is covered without a line here.
OTHER_OPTIONS: Dict[str, list] = {
    "pogo": [{"three_step_u": False}],
    "pocket_battlefield": [{"size": 6}],
    "breakthrough": [
        {"files": 5, "ranks": 6},
        {"files": 10, "ranks": 10},  # over 64 cells: the engine's wide boards
    ],
    "knightthrough": [{"files": 11, "ranks": 9}],
    "clobber": [{"files": 3, "ranks": 4}, {"files": 9, "ranks": 9}],
    "amazons": [{"size": 6}],  # the default's 100 cells: Game<128>
    "konane": [{"size": 6}],
    # The default is the cross: a board with off_board cells.
    "fox_and_geese": [{"diagonals": False, "geese": 17, "geese_move_back": False}],
    # The default has flying kings and the majority rule, on Game<128>.
    "international_draughts": [{"size": 8}],  # Brazilian draughts
    "connect_four": [{"columns": 5, "rows": 4, "x_in_row": 3}],  # the default's drops fall
    "gomoku": [{"size": 9, "overline_wins": False}],  # exactly five; the default: Game<256>
    "othello": [{"size": 6}],  # flips, passes, the most pieces win
    # The default: hexagons, a connection of two edges, on Game<128>.
    "hex": [{"num_cols": 5, "num_rows": 3}],  # not a rhombus
    # The default: custodial capture, barred cells.
    "brandubh": [{"king_surrounded": True, "king_armed": False, "throne_hostile": True}],
    # The default: slides as far as the line's pieces, one group wins.
    "lines_of_action": [{"size": 10}],  # over 64 cells: Game<128>
    # The default: a hexagon of 169 cells (Game<256>): bridges, forks, rings.
    "havannah": [{"board_size": 4}],  # on Game<64>
    # The default: a triangle of 136 cells (Game<256>).
    "y": [{"board_size": 4}],  # on Game<64>
}
assert set(OTHER_OPTIONS) <= set(bl.games()), set(OTHER_OPTIONS) - set(bl.games())

# Built-in games as (name, options): every game of the registry with its defaults, each followed
# by its OTHER_OPTIONS.
BUILTIN_CASES = [case for name in bl.games()
                 for case in [(name, {})] + [(name, o) for o in OTHER_OPTIONS.get(name, [])]]


def builtin_id(case) -> str:
    name, options = case
    return name + "".join(f"-{k}={v}" for k, v in options.items())


def all_game_cases():
    """(id, factory) for every built-in game case and every shipped variant file."""
    cases = [(builtin_id(c), (lambda c=c: bl.game(c[0], **c[1]))) for c in BUILTIN_CASES]
    cases += [(f"variant-{p.stem}", (lambda p=p: bl.load_variant(p))) for p in VARIANT_FILES]
    return cases


GAME_CASES = all_game_cases()


@pytest.fixture
def ctrl_c_handled() -> Iterator[None]:
    """Ctrl-C's own handler for the test, the one before put back after. A process started in
    the background by a shell without job control (`tools/test &`) inherits SIGINT ignored, and
    Python then leaves it so: a SIGINT, or _thread.interrupt_main(), would never arrive."""
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


@pytest.fixture(params=[factory for _, factory in GAME_CASES], ids=[i for i, _ in GAME_CASES])
def any_game(request):
    """Every built-in game case and every shipped variant, as a Game."""
    return request.param()


@contextlib.contextmanager
def raises(cls: type, message: Optional[str] = None, *,
           match: Optional[str] = None) -> Iterator[pytest.ExceptionInfo]:
    """pytest.raises for exactly `cls`: a subclass or a parent class of it fails (SpecError
    where PositionError is meant, or a bare ValueError, are other bugs). `message` is the whole
    message, `match` a pattern searched for in it."""
    assert (message is None) != (match is None), "give the message or a pattern"
    pattern = r"\A" + re.escape(message) + r"\Z" if message is not None else match
    with pytest.raises(cls, match=pattern) as info:
        yield info
    assert info.type is cls, f"raised {info.type.__name__}, not {cls.__name__}: {info.value}"


# The defaults of docs/variants.md, written out here rather than taken from boardlab, so that a
# default the serializer drops, changes or invents shows as a difference.
TOP_DEFAULTS = {"max_plies": 300, "placement": "placement_first", "no_legal_move": "loses",
                "end_score": "draw", "geometry": "square",
                "capture_rule": "optional", "leapt_removal": "at_once", "quiet_turn_limit": 0,
                "regions": {}, "end": []}
KIND_DEFAULTS = {"name": "", "moves": [], "colour": "", "barred": None, "enclosure": "two_sides",
                 "custodian": True, "royal": False, "resets_quiet_turns": False}
# The fields of turns of several parts, on every primitive but stack_move, drop (and shoot, which
# has no heading).
PART_DEFAULTS = {"part": 0, "then": 0, "continuation": "compulsory", "heading": "any"}
PRIMITIVE_DEFAULTS = {
    "step": {"onto": "empty_or_enemy", "landing": "capture", "from_region": None,
             "relative": False, "en_passant": False, **PART_DEFAULTS},
    "slide": {"onto": "empty_or_enemy", "landing": "capture", "max_distance": 0,
              "from_region": None, "relative": False, "distance": "free", "over": None,
              "min_distance": 1, "passable": False, **PART_DEFAULTS},
    "leap": {"over": "any_piece", "onto": "empty_or_enemy", "landing": "capture",
             "leapt": "stays", "range": "adjacent", "from_region": None, "relative": False,
             **PART_DEFAULTS},
    "stack_move": {"min_count": 1, "max_count": 1, "path": "bends", "onto": "anything",
                   "landing": "stack", "from_region": None},
    "drop": {"region": None, "falls": None, "relative": False, "flips": None, "flipped": None,
             "must_flip": False},
    "offset_leap": {"symmetry": "none", "onto": "empty_or_enemy", "landing": "capture",
                    "from_region": None, **PART_DEFAULTS},
    "shoot": {"max_distance": 0, "from_region": None, "relative": False, "part": 0, "then": 0,
              "continuation": "compulsory"},
    "remove": {"from_region": None, "directions": None, "next_to": None, "before_ply": 0,
               "relative": False},
    "castle": {"left_file": 2, "partner_left_file": 3, "right_file": 6, "partner_right_file": 5},
}
END_DEFAULTS = {"when": "always"}
# An evaluation term's (docs/agents.md): whose pieces, when it names no kind, and its weight.
EVALUATION_DEFAULTS = {"owner": 0, "weight": 1}
# And those of one type's fields alone.
END_TYPE_DEFAULTS = {"in_a_row": {"directions": "all", "length": "at_least"},
                     "connects": {"directions": "all"}, "all_connected": {"directions": "all"}}


def _cells(value) -> frozenset:
    return frozenset(value.replace(",", " ").split() if isinstance(value, str) else value)


def complete_variant(data: Dict[str, Any]) -> Dict[str, Any]:
    """A variant's TOML data (as tomllib reads it) with every default written in and each
    region a set of cells (its cells have no order; the regions do): two documents of the same
    game give equal results, field by field."""
    out = {**TOP_DEFAULTS, **data}
    out["regions"] = [(name, _cells(cells)) for name, cells in out["regions"].items()]
    out["kinds"] = [{**KIND_DEFAULTS, **kind,
                     "moves": [{**PRIMITIVE_DEFAULTS[m["type"]], **m}
                               for m in kind.get("moves", [])]}
                    for kind in data["kinds"]]
    out["end"] = [{**END_DEFAULTS, **END_TYPE_DEFAULTS.get(condition["type"], {}), **condition}
                  for condition in out["end"]]
    out["evaluation"] = [{**EVALUATION_DEFAULTS, **term} for term in out.get("evaluation", [])]
    return out


def read_toml(text: str) -> Dict[str, Any]:
    return tomllib.loads(text)


def check_game_is_its_data(game, data: Dict[str, Any]) -> None:
    """The compiled game's facts, as the engine reports them, are those of the variant data."""
    data = complete_variant(data)
    assert (game.name, game.files, game.ranks, game.max_plies) == \
        (data["name"], data["files"], data["ranks"], data["max_plies"])
    assert game.start().text == data["start"]
    assert game.symbols == "".join(kind["symbol"] for kind in data["kinds"])
    assert game.geometry == data["geometry"]
    assert game.colours == {kind["symbol"]: kind["colour"] for kind in data["kinds"]
                            if kind["colour"]}
    assert game.owners == [kind["owner"] for kind in data["kinds"]]
    assert [(name, frozenset(cells)) for name, cells in game.regions.items()] == \
        data["regions"]

"""atheris target for boardlab's Python layer (docs/fuzzing.md): variants as dicts, as TOML text
and as TOML files.

The first input byte chooses how the rest is read:

- a dict: a variant's data (a built-in game's export or a shipped variant file), changed in a
  few places by the input: a value replaced by another of any type (ints beyond C's range,
  floats, lists and dicts where strings belong, non-ASCII text, deep nesting), a key removed
  or added; given to ``Variant.from_dict``;
- TOML text: the rest of the input, as UTF-8, to ``Variant.from_toml``;
- a TOML file: the rest of the input, as bytes in a file, to ``bl.load_variant``.

Input the layer refuses must raise one of boardlab's own errors (``bl.Error``); anything else
is a crash. A variant it accepts must build a Game, write TOML that reads back as an equal
variant and game, and play: random moves, by text and by Move, undone again, with the
position's text reading back the same.

    python fuzz/python_variant_fuzz.py [atheris/libFuzzer options] [CORPUS_DIR...]

With BOARDLAB_FUZZ_SKIP_KNOWN=1 (tools/fuzz sets it) the defects of ``KNOWN_DEFECTS`` are not
reported, so that a run looks for others; with BOARDLAB_FUZZ_KNOWN_DIR=DIR they are written to
DIR, one input for each distinct one, and the run goes on.
"""
from __future__ import annotations

import math
import os
import random
import sys
import tempfile
import traceback
import zlib
from pathlib import Path
from typing import Any, Callable, Dict, List

import atheris

# Coverage of the package; numpy is left alone. TOML is read and written in C++ (variant_file.hpp),
# which variant_file_fuzzer covers.
with atheris.instrument_imports(include=["boardlab"]):
    import boardlab as bl
    from boardlab import _core

REPOSITORY = Path(__file__).resolve().parent.parent
SKIP_KNOWN = os.environ.get("BOARDLAB_FUZZ_SKIP_KNOWN", "0") not in ("", "0")

# How deep a made-up value nests: deep enough for a RecursionError in code that recurses.
DEEPEST = 2000


class ByteOrderMarkRefusedError(Exception):
    """A UTF-8 file that starts with a byte order mark is refused, and read without it."""


# Defects of the Python layer found and not fixed yet, as exception types: none today. The six
# of fuzz/crashes/README.md (UnicodeError, RecursionError, TypeError and a refused byte order
# mark) are fixed; a new one that cannot be fixed at once goes here, e.g. (TypeError,).
KNOWN_DEFECTS: tuple = ()

# With BOARDLAB_FUZZ_KNOWN_DIR=DIR, the first input of each known defect (its exception type
# and the innermost line of boardlab it was raised from) is written to DIR, with its traceback,
# and the run goes on: one run lists every distinct one.
KNOWN_DIR = os.environ.get("BOARDLAB_FUZZ_KNOWN_DIR")


def _record_known(error: BaseException, data: bytes) -> None:
    frames = traceback.extract_tb(error.__traceback__)
    ours = [f for f in frames if "/boardlab/" in f.filename] or frames
    where = f"{Path(ours[-1].filename).stem}-{ours[-1].lineno}" if ours else "unknown"
    name = f"{type(error).__name__}-{where}"
    path = Path(KNOWN_DIR) / name
    if path.exists():
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    path.with_suffix(".txt").write_text("".join(traceback.format_exception(error)))


# --- the variants the input starts from -----------------------------------------------------

def _base_variants() -> List[Dict[str, Any]]:
    games = [bl.game(name) for name in bl.games()]
    games += [bl.game("breakthrough", files=16, ranks=16), bl.game("pogo", three_step_u=False),
              bl.game("pocket_battlefield", size=5, max_plies=40)]
    bases = [g.variant().to_dict() for g in games]
    for path in sorted((REPOSITORY / "examples" / "variants").glob("*.toml")):
        bases.append(bl.Variant.from_file(path).to_dict())
    return bases


BASES = _base_variants()

# Words a variant is made of, so that replaced values are often meaningful.
# The schema's own words (table types, field names, choices), from the engine's description.
VOCABULARY = sorted({*bl.DIRECTIONS, *bl.DIRECTION_SETS, *bl.TARGETS, "neutral", "a1", "c3",
                     "p16", "type",
                     *(word for table in _core.SCHEMA["tables"]
                       for word in (table["type"], *(f["name"] for f in table["fields"]),
                                    *(c for f in table["fields"] for c in f["choices"]))
                       if word)})


# --- made-up values -------------------------------------------------------------------------

def _text(fdp: atheris.FuzzedDataProvider) -> str:
    choice = fdp.ConsumeIntInRange(0, 5)
    if choice <= 2:
        return fdp.PickValueInList(VOCABULARY)
    if choice == 3:
        return fdp.ConsumeUnicodeNoSurrogates(fdp.ConsumeIntInRange(0, 40))  # any code points
    if choice == 4:
        return fdp.PickValueInList(["W", "B", "x", "é", "\x00", "\ufeff", "😀", " ", ""])
    return fdp.ConsumeString(fdp.ConsumeIntInRange(0, 8))  # may hold lone surrogates


def _number(fdp: atheris.FuzzedDataProvider) -> Any:
    choice = fdp.ConsumeIntInRange(0, 5)
    if choice <= 2:
        return fdp.ConsumeIntInRange(-2, 20)
    if choice == 3:
        return fdp.PickValueInList([2**31 - 1, 2**31, 2**63 - 1, 2**63, 2**64, -2**63 - 1,
                                    10**100, -10**100])
    if choice == 4:
        return fdp.PickValueInList([0.0, 1.5, -1.0, math.inf, -math.inf, math.nan, 1e300])
    return fdp.ConsumeBool()


def _key(fdp: atheris.FuzzedDataProvider) -> Any:
    """A dict key: text mostly, but a Python caller's dict may have keys of any hashable type."""
    return _text(fdp) if fdp.ConsumeIntInRange(0, 7) else fdp.PickValueInList([0, 1, None, 2.5])


def _value(fdp: atheris.FuzzedDataProvider, depth: int = 0) -> Any:
    """Any value a TOML document or a Python caller could give, nested now and then."""
    choice = fdp.ConsumeIntInRange(0, 9)
    if choice <= 3:
        return _text(fdp)
    if choice <= 6:
        return _number(fdp)
    if choice == 7:
        return None
    if depth > 3 or fdp.ConsumeIntInRange(0, 15) == 0:
        return _deep(fdp)
    if choice == 8:
        return [_value(fdp, depth + 1) for _ in range(fdp.ConsumeIntInRange(0, 3))]
    return {_key(fdp): _value(fdp, depth + 1) for _ in range(fdp.ConsumeIntInRange(0, 3))}


def _deep(fdp: atheris.FuzzedDataProvider) -> Any:
    value: Any = _text(fdp)
    as_list = fdp.ConsumeBool()
    for _ in range(fdp.ConsumeIntInRange(1, DEEPEST)):
        value = [value] if as_list else {"type": value}
    return value


# --- changes to a variant's data ------------------------------------------------------------

def _places(data: Any, into: list, container: Any = None, key: Any = None, depth: int = 0) -> None:
    """Every (container, key) of `data` down to a depth a variant has (deeper values are ones
    made up to be deep: changed as a whole, never searched, or this would recurse too deep)."""
    if container is not None:
        into.append((container, key))
    if depth > 6:
        return
    if isinstance(data, dict):
        for k in list(data):
            _places(data[k], into, data, k, depth + 1)
    elif isinstance(data, list):
        for i in range(len(data)):
            _places(data[i], into, data, i, depth + 1)


def _change(fdp: atheris.FuzzedDataProvider, data: Dict[str, Any]) -> None:
    places: list = []
    _places(data, places)
    container, key = fdp.PickValueInList(places)
    action = fdp.ConsumeIntInRange(0, 5)
    if action <= 2:
        container[key] = _value(fdp)
    elif action == 3 and isinstance(container, dict):
        del container[key]
    elif action == 4 and isinstance(container, dict):
        container[_key(fdp)] = _value(fdp)
    elif isinstance(container[key], str):
        container[key] = container[key] + _text(fdp)
    elif isinstance(container[key], list) and container[key]:
        container[key].append(container[key][0])


def _variant_data(fdp: atheris.FuzzedDataProvider) -> Dict[str, Any]:
    data = BASES[fdp.ConsumeIntInRange(0, len(BASES) - 1)]
    data = _copy(data)
    for _ in range(fdp.ConsumeIntInRange(0, 4)):
        _change(fdp, data)
    return data


def _copy(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy(v) for v in value]
    return value


# --- what an accepted variant must do -------------------------------------------------------

class _SeededChoices:
    """The moves to play when the reader used the whole input (TOML text and files): chosen by
    a generator seeded from the input, so that an input always plays the same moves."""

    def __init__(self, data: bytes) -> None:
        self._random = random.Random(zlib.crc32(data))

    def ConsumeIntInRange(self, low: int, high: int) -> int:  # noqa: N802 (atheris' name)
        return self._random.randint(low, high)

    def ConsumeBool(self) -> bool:  # noqa: N802
        return self._random.random() < 0.5


def _check(condition: bool, what: str, *details: Any) -> None:
    if not condition:
        raise AssertionError(what + "".join(f"\n  {d!r}" for d in details))


def _check_variant(fdp: Any, variant: "bl.Variant") -> None:
    """`fdp` chooses the moves: a FuzzedDataProvider, or _SeededChoices."""
    game = bl.Game(variant)
    text = variant.to_toml()
    again = bl.Variant.from_toml(text, "the variant's own TOML")
    _check(bl.Game(again) == game, "the variant's TOML builds another game", text)
    _check(again.to_toml() == text, "writing the read-back variant gives other TOML", text)
    _check(bl.Game(game.variant()) == game, "the game's own variant builds another game", text)

    state = game.start()
    _check(bl.perft(state, 1) == len(state.legal_moves), "perft 1 is not the number of moves",
           state.text)
    texts = [state.text]
    for _ in range(fdp.ConsumeIntInRange(0, 12)):
        moves = list(state.legal_moves)
        if not moves:
            _check(state.is_over(), "no legal move, but the game is not over", state.text)
            break
        move = moves[fdp.ConsumeIntInRange(0, len(moves) - 1)]
        # An action is one part of a turn: in a game of several-part turns, the move's first.
        action_text = game.action_text(state.action_of(move))
        _check(action_text == move.text or
               (game.has_turn_rules and move.text.startswith((action_text + "-",
                                                              action_text + "/"))),
               "a move's action names another move", state.text, move.text)
        state.play(move.text if fdp.ConsumeBool() else move)
        _check(game.state(state.text).text == state.text, "the position's text reads back "
               "as another position", state.text)
        _check(state.observation().shape[0] > 0, "no observation planes", state.text)
        texts.append(state.text)
    while len(texts) > 1:
        state.undo()
        texts.pop()
        _check(state.text == texts[-1], "undo does not restore the position", texts[-1],
               state.text)


# --- the target -------------------------------------------------------------------------------

def _read_file(data: bytes) -> "bl.Variant":
    path = Path(_SCRATCH.name) / "variant.toml"
    path.write_bytes(data)
    try:
        return bl.Variant.from_file(path)
    except bl.Error:
        if not data.startswith(BYTE_ORDER_MARK):
            raise
    path.write_bytes(data[len(BYTE_ORDER_MARK):])
    bl.Variant.from_file(path)  # a bl.Error here: the file is refused for something else
    raise ByteOrderMarkRefusedError("a file refused with a byte order mark is read without it")


BYTE_ORDER_MARK = "\ufeff".encode()


_SCRATCH = tempfile.TemporaryDirectory(prefix="boardlab-fuzz-")

READERS: List[Callable[[atheris.FuzzedDataProvider], "bl.Variant"]] = [
    lambda fdp: bl.Variant.from_dict(_variant_data(fdp)),
    lambda fdp: bl.Variant.from_toml(fdp.ConsumeBytes(fdp.remaining_bytes()).decode(
        "utf-8", "replace")),
    lambda fdp: _read_file(fdp.ConsumeBytes(fdp.remaining_bytes())),
]


def test_one_input(data: bytes) -> None:
    if not data:
        return
    # The first byte, read apart: FuzzedDataProvider takes numbers from the end of the input,
    # and the seeds are TOML files with the reader's number in front.
    read = READERS[data[0] % len(READERS)]
    fdp = atheris.FuzzedDataProvider(data[1:])
    try:
        variant = read(fdp)
        _check_variant(fdp if fdp.remaining_bytes() else _SeededChoices(data), variant)
    except bl.Error:
        return  # rejected input
    except Exception as e:  # which exceptions are defects is decided here
        if not isinstance(e, KNOWN_DEFECTS):
            raise
        if KNOWN_DIR:
            _record_known(e, data)
        elif not SKIP_KNOWN:
            raise


def main() -> None:
    atheris.Setup(sys.argv, test_one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()

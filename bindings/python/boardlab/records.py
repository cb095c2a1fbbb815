"""Game records: a game of any game, built in or a variant, as text that gives it back, its
start, moves and result (docs/python.md, "Game records").

>>> import boardlab as bl
>>> state = bl.game("tic_tac_toe").start()
>>> for move in ["X@b2", "O@a1", "X@c3"]:
...     _ = state.play(move)
>>> print(state.record(players=["alphabeta:9", "random"]))
[Game "tic_tac_toe"]
[Player0 "alphabeta:9"]
[Player1 "random"]
[Result "*"]
<BLANKLINE>
1. X@b2 2. O@a1 3. X@c3 *
<BLANKLINE>
>>> again = bl.read_record(state.record())
>>> again.history == state.history, again.text == state.text
(True, True)

This module writes and reads the text; ``State.record`` and ``bl.read_record`` (``_game.py``)
hand it the objects, so that it needs no games of its own.
"""
from __future__ import annotations

import bisect
import re
import shlex
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, List, Mapping, Optional, Sequence, Tuple

from . import _core
from ._core import Error, IllegalMoveError, MoveSyntaxError, PositionError, SpecError, shown
from .variant import Variant

__all__ = ["RecordError", "write_record", "read_record", "tag_line", "wrapped"]


class RecordError(Error):
    """Text that is not a game record: a tag that is not ``[Name "value"]``, one missing or
    given twice, a move number out of place, moves that stop without a result (a record cut
    short), or a result that is not the game's."""


# Each built-in game's options and their defaults, which say how an option's text is read.
_OPTION_DEFAULTS: Dict[str, Dict[str, Any]] = {
    name: {option: default for option, _, default, _ in options}
    for name, options in _core.builtin_games()}

_RESULT_OF_WINNER = {0: "1-0", 1: "0-1", None: "1/2-1/2"}
_GOES_ON = "*"
_RESULTS = ("1-0", "0-1", "1/2-1/2", _GOES_ON)
# The tags a record writes from its state, in the order it writes them (Variant, the longest,
# last); the caller's own tags come before Variant.
_STATE_TAGS = ("Game", "Options", "Position", "Player0", "Player1", "Result")
_VARIANT_TAG = "Variant"
# After the text of a turn left in its middle (a capture chain that must go on): never part of a
# move's text, which has no dots.
_UNFINISHED = "..."
_COLUMNS = 80

_TAG = re.compile(r'\[[ \t]*(?P<name>[A-Za-z0-9_]+)[ \t]*"(?P<value>(?:[^"\\]|\\.)*)"[ \t]*\]')
_NUMBER = re.compile(r"(?P<number>[0-9]+)\.")
_ESCAPE = re.compile(r"\\(.)", re.DOTALL)


# -- writing ----------------------------------------------------------------------------------

def write_record(state: Any, players: Optional[Sequence[str]] = None,
                 tags: Optional[Mapping[str, str]] = None) -> str:
    """The record of ``state`` (a State: its game, the position its history starts from, its
    moves and its result), with ``players`` (player 0's name, player 1's) and ``tags`` (more
    tags, such as Event or Date); what ``State.record`` returns."""
    game = state.game
    extra = _given_tags(tags)
    own: Dict[str, str] = {}
    variant_toml = None
    if game._builtin is not None:
        own["Game"] = game._builtin
        options = _options_text(game._builtin, game._options)
        if options:
            own["Options"] = options
    else:
        own["Game"] = game.name
        variant_toml = game.variant().to_toml()
    root = state._root
    if root != game.start().text:
        own["Position"] = root
    if players is not None:
        own["Player0"], own["Player1"] = _player_names(players)
    result = _result_of(state.outcome)
    own["Result"] = result
    tag_lines = [tag_line(name, value) for name, value in [*own.items(), *extra.items()]]
    if variant_toml is not None:
        tag_lines.append(tag_line(_VARIANT_TAG, variant_toml))
    turns = [f"{number}. {move.text}" for number, move in enumerate(state.history, start=1)]
    if turns and state._core.mid_turn:
        turns[-1] += _UNFINISHED
    return "\n".join(tag_lines) + "\n\n" + wrapped(turns + [result]) + "\n"


def _given_tags(tags: Optional[Mapping[str, str]]) -> Dict[str, str]:
    if tags is None:
        return {}
    if not isinstance(tags, Mapping):
        raise Error(f"record: tags {shown(tags)} is not a mapping of tag names to values")
    for name, value in tags.items():
        if not isinstance(name, str) or not re.fullmatch(r"[A-Za-z0-9_]+", name):
            raise Error(f"record: tag name {shown(name)} is not letters, digits and underscores")
        if name in _STATE_TAGS or name == _VARIANT_TAG:
            how = "players=" if name.startswith("Player") else "the state"
            raise Error(f"record: tag {name} is written from {how}, not given in tags")
        _check_one_line(f"record: tag {name}", value)
    return dict(tags)


def _player_names(players: Any) -> Tuple[str, str]:
    if isinstance(players, (str, bytes)) or not isinstance(players, Sequence) or len(players) != 2:
        raise Error(f"record: players {shown(players)} is not two names (player 0's, player 1's)")
    for player, name in enumerate(players):
        _check_one_line(f"record: player {player}'s name", name)
    return players[0], players[1]


def _check_one_line(what: str, value: Any) -> None:
    if not isinstance(value, str) or any(c in value for c in "\n\r"):
        raise Error(f"{what} {shown(value)} is not a one-line string")


def _options_text(name: str, options: Mapping[str, Any]) -> str:
    """The options that differ from the game's defaults, in the registry's order, as
    ``name=value`` words: ``true``/``false``, a whole number, or text (quoted as a shell quotes
    it where it needs to be: ``gold_hill_top='a1 b1'``)."""
    words = []
    for option, default in _OPTION_DEFAULTS[name].items():
        if option in options and options[option] != default:
            value = options[option]
            text = (("true" if value else "false") if isinstance(value, bool) else
                    str(value) if isinstance(value, int) else shlex.quote(value))
            words.append(f"{option}={text}")
    return " ".join(words)


def _result_of(outcome: Any) -> str:
    return _GOES_ON if outcome is None else _RESULT_OF_WINNER[outcome.winner]


def tag_line(name: str, value: str) -> str:
    """``[Name "value"]``, the value's backslashes and quotes escaped (PGN's rule, which
    records and pgn.py share)."""
    return f'[{name} "' + value.replace("\\", "\\\\").replace('"', '\\"') + '"]'


def wrapped(tokens: List[str]) -> str:
    """The tokens on lines of at most 80 columns (a longer token on a line of its own), as
    records and PGN (pgn.py) write their moves."""
    lines: List[str] = []
    line = ""
    for token in tokens:
        if line and len(line) + 1 + len(token) > _COLUMNS:
            lines.append(line)
            line = token
        else:
            line = f"{line} {token}" if line else token
    return "\n".join(lines + [line])


# -- reading ----------------------------------------------------------------------------------

@dataclass
class _Tag:
    value: str
    line: int  # the record's line its [ is on


@dataclass
class _Turn:
    number: int
    text: str  # without the mark of an unfinished turn
    line: int
    unfinished: bool = False


@dataclass
class _Parsed:
    tags: Dict[str, _Tag] = field(default_factory=dict)
    turns: List[_Turn] = field(default_factory=list)
    result: str = _GOES_ON
    result_line: int = 0


def read_record(text: str, builtin: Callable[..., Any], of_variant: Callable[[Variant], Any]
                ) -> Any:
    """The State of the record ``text``: its game (``builtin(name, **options)`` makes a
    built-in game, ``of_variant(variant)`` a variant's), its start, and its moves played again;
    what ``bl.read_record`` returns. Errors say where: RecordError, SpecError, PositionError,
    MoveSyntaxError, IllegalMoveError."""
    if not isinstance(text, str):
        raise RecordError(f"read_record: {shown(text)} is not text (a record file's contents, "
                          "read as UTF-8)")
    parsed = _parse(text.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n"))
    game = _game_of(parsed, builtin, of_variant)
    position = parsed.tags.get("Position")
    if position is None:
        state = game.start()
    else:
        try:
            state = game.state(position.value)
        except PositionError as e:
            raise PositionError(f"record line {position.line}, tag Position: {e}") from None
    for turn in parsed.turns:
        _play(state, turn)
    _check_result(state, parsed)
    return state


def _parse(text: str) -> _Parsed:
    """The record's tags and moves, checked for form; nothing is played."""
    lines = _LineNumbers(text)
    parsed = _Parsed()
    at = _skip_space(text, 0)
    while at < len(text) and text[at] == "[":
        found = _TAG.match(text, at)
        if found is None:
            raise RecordError(f"record line {lines.of(at)}: a tag that is not [Name \"value\"] "
                              f"(a \" or \\ in a value is written \\\" or \\\\): "
                              f"{lines.text_of(at)!r}")
        name = found.group("name")
        if name in parsed.tags:
            raise RecordError(f"record line {lines.of(at)}: tag {name} again (it is on line "
                              f"{parsed.tags[name].line} too)")
        parsed.tags[name] = _Tag(_unescaped(found.group("value"), lines.of(at), name),
                                 lines.of(at))
        at = _skip_space(text, found.end())
    if not parsed.tags:
        raise RecordError("record line 1: no tags: a record begins with its tags, such as "
                          "[Game \"breakthrough\"]")
    for required in ("Game", "Result"):
        if required not in parsed.tags:
            raise RecordError(f"record: no tag {required} (tags end on line "
                              f"{lines.of(at)})")
    result_tag = parsed.tags["Result"]
    if result_tag.value not in _RESULTS:
        raise RecordError(f"record line {result_tag.line}: tag Result {result_tag.value!r} is "
                          f"not one of {', '.join(_RESULTS)}")
    _parse_moves(text, at, lines, parsed)
    if parsed.result != result_tag.value:
        raise RecordError(f"record line {parsed.result_line}: the moves end with {parsed.result}, "
                          f"but tag Result (line {result_tag.line}) is {result_tag.value}")
    return parsed


def _parse_moves(text: str, at: int, lines: "_LineNumbers", parsed: _Parsed) -> None:
    """Reads ``1. move 2. move ... result`` from ``at`` into ``parsed``."""
    tokens = [(found.group(), found.start()) for found in re.finditer(r"\S+", text[at:])]
    expected = 1
    i = 0
    while i < len(tokens):
        token, start = tokens[i]
        line = lines.of(at + start)
        if token in _RESULTS:
            if i + 1 < len(tokens):
                after, after_start = tokens[i + 1]
                raise RecordError(f"record line {lines.of(at + after_start)}: {after!r} after the "
                                  f"result {token} (a result ends the record)")
            parsed.result, parsed.result_line = token, line
            return
        if token.startswith("["):
            raise RecordError(f"record line {line}: a tag after the moves: {token!r}")
        number = _NUMBER.fullmatch(token)
        if number is None:
            raise RecordError(f"record line {line}: {token!r} where move number {expected}. "
                              "was expected")
        if int(number.group("number")) != expected:
            raise RecordError(f"record line {line}: move number {token} where {expected}. was "
                              "expected")
        if i + 1 == len(tokens):
            raise RecordError(f"record line {line}: the record ends after move number {token}: "
                              "it is cut short")
        move, move_start = tokens[i + 1]
        move_line = lines.of(at + move_start)
        if move in _RESULTS or _NUMBER.fullmatch(move):
            raise RecordError(f"record line {move_line}: move {token} has no move text (there is "
                              f"{move!r})")
        if parsed.turns and parsed.turns[-1].unfinished:
            last = parsed.turns[-1]
            raise RecordError(f"record line {move_line}: move {expected}. after move "
                              f"{last.number}. {last.text}{_UNFINISHED}, whose turn is unfinished: "
                              "only the last turn may be")
        unfinished = move.endswith(_UNFINISHED)
        parsed.turns.append(_Turn(expected, move.removesuffix(_UNFINISHED) if unfinished else move,
                                  move_line, unfinished))
        expected += 1
        i += 2
    where = (f"line {lines.of(len(text))}" if not tokens else
             f"line {lines.of(at + tokens[-1][1])}")
    raise RecordError(f"record {where}: the moves end without a result ({', '.join(_RESULTS)}): "
                      "the record is cut short")


def _unescaped(value: str, line: int, name: str) -> str:
    def one(found: "re.Match[str]") -> str:
        if found.group(1) not in '"\\':
            raise RecordError(f"record line {line}: tag {name}: \\{found.group(1)} is not an "
                              "escape of a record (only \\\" and \\\\ are)")
        return found.group(1)
    return _ESCAPE.sub(one, value)


def _skip_space(text: str, at: int) -> int:
    while at < len(text) and text[at].isspace():
        at += 1
    return at


class _LineNumbers:
    """The line of a place in the text, from 1."""

    def __init__(self, text: str) -> None:
        self._text = text
        self._ends = [found.start() for found in re.finditer("\n", text)]

    def of(self, at: int) -> int:
        return bisect.bisect_left(self._ends, at) + 1

    def text_of(self, at: int) -> str:
        start = self._text.rfind("\n", 0, at) + 1
        return self._text[start:].partition("\n")[0].strip()


def _game_of(parsed: _Parsed, builtin: Callable[..., Any],
             of_variant: Callable[[Variant], Any]) -> Any:
    name = parsed.tags["Game"]
    variant_tag = parsed.tags.get(_VARIANT_TAG)
    options_tag = parsed.tags.get("Options")
    if variant_tag is not None:
        if options_tag is not None:
            raise RecordError(f"record line {options_tag.line}: tag Options with tag Variant "
                              f"(line {variant_tag.line}): a variant's rules are all in its TOML")
        variant = _variant_of(variant_tag)
        if variant.name != name.value:
            raise RecordError(f"record line {name.line}: tag Game {name.value!r}, but the variant "
                              f"of tag Variant (line {variant_tag.line}) is {variant.name!r}")
        try:
            return of_variant(variant)
        except SpecError as e:
            raise SpecError(f"record line {variant_tag.line}, tag Variant: {e}") from None
    if name.value not in _OPTION_DEFAULTS:
        raise SpecError(f"record line {name.line}: tag Game {name.value!r} is not a built-in game "
                        f"({', '.join(_OPTION_DEFAULTS)}), and the record has no tag Variant "
                        "with its rules")
    options = {} if options_tag is None else _options_of(name.value, options_tag)
    try:
        return builtin(name.value, **options)
    except SpecError as e:
        where = name if options_tag is None else options_tag
        which = "Game" if options_tag is None else "Options"
        raise SpecError(f"record line {where.line}, tag {which}: {e}") from None


def _options_of(game: str, tag: _Tag) -> Dict[str, Any]:
    """The options of tag Options, each typed by its default; a value that is not of the
    default's type stays text, for the game to say what is wrong with it."""
    try:
        words = shlex.split(tag.value)
    except ValueError as e:  # a quote not closed
        raise RecordError(f"record line {tag.line}: tag Options {tag.value!r}: {e}") from None
    defaults = _OPTION_DEFAULTS[game]
    out: Dict[str, Any] = {}
    for word in words:
        option, equals, text = word.partition("=")
        if not equals or not option:
            raise RecordError(f"record line {tag.line}: tag Options: {word!r} is not "
                              "option=value")
        if option in out:
            raise RecordError(f"record line {tag.line}: tag Options gives {option} twice")
        default = defaults.get(option)
        value: Any = text
        if isinstance(default, bool):
            value = {"true": True, "false": False}.get(text, text)
        elif isinstance(default, int) and re.fullmatch(r"-?[0-9]+", text):
            value = int(text)
        out[option] = value
    return out


def _variant_of(tag: _Tag) -> Variant:
    """The Variant of tag Variant's TOML; SpecError naming the record's lines, where its TOML's
    line n is the record's line tag.line + n - 1."""
    try:
        return Variant.from_toml(tag.value, source="of tag Variant")
    except SpecError as e:
        message = str(e).removeprefix("variant file of tag Variant: ")
        message = re.sub(r"\bline ([0-9]+)",
                         lambda found: f"record line {tag.line + int(found.group(1)) - 1}",
                         message)
        raise SpecError(f"record line {tag.line}, tag Variant: {message}") from None


def _play(state: Any, turn: _Turn) -> None:
    where = f"record line {turn.line}, move {turn.number}. {turn.text}"
    if turn.unfinished:
        where += _UNFINISHED
    try:
        if turn.unfinished:
            _play_unfinished(state, turn.text, where)
        else:
            state.play(turn.text)
    except (MoveSyntaxError, IllegalMoveError) as e:
        raise type(e)(f"{where}: {e}") from None


def _play_unfinished(state: Any, text: str, where: str) -> None:
    """Plays the first parts of a turn, whose text so far is ``text``: the parts are found by
    playing each legal one on a copy and keeping those whose turn's text begins ``text``."""
    parts = _parts_towards(state._core, text, 0)
    if parts is None:
        if state.outcome is not None:
            raise IllegalMoveError(f"the game is over, {state.outcome}")
        raise IllegalMoveError(f"no legal turn begins {text!r} in position {state.text!r}")
    for action in parts:
        state.play_action(action)


def _parts_towards(core: Any, text: str, done: int) -> Optional[List[int]]:
    """The actions (parts) that, played from ``core``, leave a turn unfinished whose text is
    ``text``; ``done`` characters of it are the parts played so far."""
    for action in core.legal_actions():
        trial = core.copy()
        trial.play_action(action)
        if not trial.mid_turn:
            continue
        so_far = trial.history()[-1].text
        if so_far == text:
            return [action]
        # A later part's text begins with "-" (a step, a jump) or "/" (a shot).
        if len(so_far) > done and text.startswith(so_far) and text[len(so_far)] in "-/":
            rest = _parts_towards(trial, text, len(so_far))
            if rest is not None:
                return [action] + rest
    return None


def _check_result(state: Any, parsed: _Parsed) -> None:
    """RecordError unless the game the moves give has the record's result."""
    given = parsed.result
    actual = _result_of(state.outcome)
    if actual == given:
        return
    after = f"after move {len(parsed.turns)}." if parsed.turns else "at the start"
    where = f"record line {parsed.result_line}: result {given}"
    if actual == _GOES_ON:
        raise RecordError(f"{where}, but {after} the game goes on: the record is cut short, or "
                          "its result is not the game's")
    raise RecordError(f"{where}, but {after} the game is over: {state.outcome} ({actual})")

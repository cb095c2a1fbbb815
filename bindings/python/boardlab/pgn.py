"""SAN and PGN for the chess family: moves in standard algebraic notation (``Nf3``, ``exd6``,
``O-O``, ``e8=Q+``, ``N@f3``) written and read through the engine's own legal moves, and games as
PGN text, written as python-chess writes them and read from any PGN export.

>>> import boardlab as bl
>>> state = bl.game("chess").start()
>>> bl.san(state, state.parse_move("g1-f3"))
'Nf3'
>>> for text in ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6"]:
...     _ = state.play(bl.parse_san(state, text))
>>> bl.san(state, state.parse_move("h5-f7"))
'Qxf7#'
>>> _ = state.play("h5-f7")
>>> print(bl.write_pgn(state, {"White": "Scholar"}))
[Event "?"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "Scholar"]
[Black "?"]
[Result "1-0"]
<BLANKLINE>
1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0
<BLANKLINE>
>>> [read] = bl.read_pgn("1. d4 {a comment} d5 (1... Nf6) 2. c4 $1 *")
>>> read.state.fen(), read.result
('rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR b KQkq - 0 2', '*')
"""
from __future__ import annotations

import os
import re
import weakref
from dataclasses import dataclass
from pathlib import Path
from typing import Dict, Iterator, List, Mapping, Optional, Tuple, Union

from ._core import Error, IllegalMoveError, Move, MoveSyntaxError, PositionError, SpecError, shown
from ._game import BUILTIN_GAMES, Game, State, _game_or_builtin
from ._game import game as builtin_game
from .records import tag_line, wrapped

__all__ = ["san", "parse_san", "write_pgn", "read_pgn", "read_pgn_file", "PgnGame"]

# The Variant tag of the built-in games python-chess plays, as it writes them (chess has none);
# the other games are named by their own name.
_VARIANT_TAGS = {"chess960": "Chess960", "antichess": "Antichess",
                "king_of_the_hill": "King of the Hill", "three_check": "Three-check",
                "crazyhouse": "Crazyhouse", "horde": "Horde", "racing_kings": "Racing Kings",
                "atomic": "Atomic"}

# Other names PGN files give these games (python-chess's, lichess's and Fairy-Stockfish's), as
# _variant_key writes them. Giveaway and suicide are left out: their rules are not antichess's.
_VARIANT_ALIASES = {
    "standard": "chess", "fromposition": "chess", "fischerandom": "chess960",
    "fischerrandom": "chess960", "anti": "antichess", "koth": "king_of_the_hill",
    "3check": "three_check", "racing": "racing_kings", "zh": "crazyhouse",
}

_ROSTER = ("Event", "Site", "Date", "Round", "White", "Black", "Result")
_ROSTER_DEFAULTS = {"Date": "????.??.??"}
# Tags that say what the move text is played from: written from the state, whatever is given.
_SETUP_TAGS = ("Variant", "SetUp", "FEN")
_RESULTS = ("1-0", "0-1", "1/2-1/2", "*")

_CELL = re.compile(r"([a-z])([0-9]+)")
_CASTLING = re.compile(r"([O0o])-\1(-\1)?")
_DROP = re.compile(r"(?P<piece>[A-Za-z])?@(?P<to>[a-z][0-9]+)")
# The from cell's file and rank are both optional (written to tell moves apart); regex
# backtracking gives "e4" to the target and "Qh4e1" to the origin and the target. The origin's
# file is never x, which would read "Kxd5" as a king on file x (no chess board is that wide).
_PIECE_MOVE = re.compile(r"(?P<piece>[A-Z])?(?P<file>[a-wyz])?(?P<rank>[0-9]+)?[x:-]?"
                         r"(?P<to>[a-z][0-9]+)(?:=?(?P<promotion>[A-Za-z]))?")
_SUFFIXES = re.compile(r"(?:\s*e\.p\.)?[+#]*[!?]*\Z")


# -- what a game's notation needs ------------------------------------------------------------

@dataclass(frozen=True)
class _Notation:
    """What writing a game's moves needs beyond its positions, worked out once per game."""
    letters: str  # the kinds' letters (player 0's symbols)
    default_start: str  # the position text a reader starts from without a FEN tag
    variant_tag: Optional[str]


_NOTATIONS: "weakref.WeakKeyDictionary[Game, _Notation]" = weakref.WeakKeyDictionary()


def _notation(where: str, game: Game) -> _Notation:
    """The game's _Notation; Error for a game that is not of the chess family."""
    found = _NOTATIONS.get(game)
    if found is None:
        found = _NOTATIONS[game] = _make_notation(where, game)
    return found


def _make_notation(where: str, game: Game) -> _Notation:
    white = [s for s, owner in zip(game.symbols, game.owners) if owner == 0]
    black = [s for s, owner in zip(game.symbols, game.owners) if owner == 1]
    # SAN names a piece by one letter for both players, so each kind of white's needs its
    # black twin in lower case, and a cell holds one piece.
    twins = all(s.isupper() for s in white) and sorted(s.lower() for s in white) == sorted(black)
    if (game.has_stacks or game.geometry != "square" or not twins
            or len(white) + len(black) != len(game.symbols)):
        raise Error(f"{where}: game {game.name!r} is not of the chess family (SAN names a piece "
                    "by the letter of its kind: white's in upper case, black's the same in lower "
                    "case)")
    if game.name in BUILTIN_GAMES:
        default_start = builtin_game(game.name).start().text
    else:
        default_start = game.start().text
    variant_tag = None if game.name == "chess" else _VARIANT_TAGS.get(game.name, game.name)
    return _Notation("".join(white), default_start, variant_tag)


def _position(state: State) -> str:
    """A state as messages name it: its FEN, chess players' own notation."""
    try:
        return repr(state.fen())
    except Error:
        return repr(state.text)


def _check_state(where: str, state: object) -> State:
    if not isinstance(state, State):
        raise Error(f"{where}: {shown(state)} is not a State")
    return state


def _file(cell: str) -> str:
    return cell[0]


def _rank(cell: str) -> str:
    return cell[1:]


# -- SAN -------------------------------------------------------------------------------------

def san(state: State, move: Union[Move, str]) -> str:
    """The legal move ``move`` (a Move or its move text) in SAN, as python-chess writes it: the
    piece's letter (none for a pawn), its file, rank or both where another piece of its kind
    could move to the same cell, ``x`` for a capture, the cell, ``=Q`` for a promotion, ``O-O``
    or ``O-O-O`` for a castling, ``N@f3`` (``@e4`` for a pawn) for a drop, then ``#`` if the move
    ends the game with a win (checkmate, or a variant's own win: the hill, the third check) or
    ``+`` if it gives check. IllegalMoveError if it is not legal here; Error for a game outside
    the chess family.

    >>> import boardlab as bl
    >>> state = bl.game("chess").state_from_fen("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1")
    >>> bl.san(state, "b1-d2"), bl.san(state, "f3-d2")
    ('Nbd2', 'Nfd2')
    """
    _check_state("san", state)
    _notation("san", state.game)  # Error for a game outside the chess family
    if isinstance(move, str):
        move = state.parse_move(move)
    elif not isinstance(move, Move):
        raise MoveSyntaxError(f"san: move {shown(move)} is not a Move")
    legal = list(state.legal_moves)
    if move not in legal:
        raise IllegalMoveError(f"san: move {move.text!r} is not legal in position "
                               f"{_position(state)}")
    body = _san_body(state, move, legal)
    after = state.copy()
    after.play(move)
    return body + _san_suffix(after)


def _san_body(state: State, move: Move, legal: List[Move]) -> str:
    """SAN without its check or mate mark."""
    if move.type == "castle":
        return move.text  # the engine writes castling as SAN does
    if move.type == "drop":
        letter = move.symbol.upper()
        return ("" if letter == "P" else letter) + "@" + move.to_cell
    piece = state.stack(move.from_cell).upper()
    capture = move.type == "en_passant" or state.stack(move.to_cell) != ""
    promotion = "=" + move.text.partition("=")[2].upper() if "=" in move.text else ""
    takes = "x" if capture else ""
    if piece == "P":
        return (_file(move.from_cell) if capture else "") + takes + move.to_cell + promotion
    return piece + _disambiguation(state, move, piece, legal) + takes + move.to_cell + promotion


def _disambiguation(state: State, move: Move, piece: str, legal: List[Move]) -> str:
    """The origin's file, rank or both, as python-chess picks them: the file unless another
    such piece stands on it, then the rank, and both when others share each."""
    rivals = {m.from_cell for m in legal
              if m.to_cell == move.to_cell and m.from_cell != move.from_cell
              and m.type in ("move", "en_passant") and state.stack(m.from_cell).upper() == piece}
    if not rivals:
        return ""
    same_file = any(_file(cell) == _file(move.from_cell) for cell in rivals)
    same_rank = any(_rank(cell) == _rank(move.from_cell) for cell in rivals)
    by_file = same_rank or not same_file
    return ((_file(move.from_cell) if by_file else "") +
            (_rank(move.from_cell) if same_file else ""))


def _san_suffix(after: State) -> str:
    """``#`` when the move wins or loses the game by its rules, ``+`` when it gives check: what
    python-chess writes (for it a variant's win, the hill or the third check, is a mate too)."""
    outcome = after.outcome
    if (outcome is not None and outcome.winner is not None
            and outcome.reason in ("condition", "no_legal_move")):
        return "#"
    return "+" if after.in_check else ""


def parse_san(state: State, text: str) -> Move:
    """The legal move that the SAN ``text`` names, as players write it: a check or mate mark and
    annotations (``!``, ``?!``) may follow, castling may be written with zeros (``0-0``), a
    promotion without ``=`` (``e8Q``), a pawn's capture without ``x`` (``ed5``), and the origin
    given when it need not be (``Ng1f3``). MoveSyntaxError for text that is not SAN of this
    game's board and pieces; IllegalMoveError when no legal move, or more than one, fits.

    >>> import boardlab as bl
    >>> state = bl.game("chess").start()
    >>> bl.parse_san(state, "Nf3!?"), bl.parse_san(state, "e2e4")
    (Move('g1-f3'), Move('e2-e4'))
    """
    _check_state("parse_san", state)
    notation = _notation("parse_san", state.game)
    if not isinstance(text, str):
        raise MoveSyntaxError(f"parse_san: SAN {shown(text)} is not a string")
    legal = list(state.legal_moves)
    matches = _matching(state, notation, text, legal)
    if len(matches) == 1:
        return matches[0]
    if not matches:
        raise IllegalMoveError(f"SAN {text!r} is not a legal move in position "
                               f"{_position(state)}{_why_none(state, text, legal)}")
    raise IllegalMoveError(f"SAN {text!r} is ambiguous in position {_position(state)}: it could "
                           f"be {', '.join(m.text for m in matches)}")


def _matching(state: State, notation: _Notation, text: str, legal: List[Move]) -> List[Move]:
    """The legal moves SAN ``text`` may name; MoveSyntaxError if it is not SAN."""
    body = _SUFFIXES.sub("", text.strip(), count=1)
    castling = _CASTLING.fullmatch(body)
    if castling:
        name = "O-O-O" if castling.group(2) else "O-O"
        return [m for m in legal if m.type == "castle" and m.text == name]
    drop = _DROP.fullmatch(body)
    if drop:
        letter = _piece_letter(state, notation, text, drop.group("piece"))
        to = _on_board(state, text, drop.group("to"))
        return [m for m in legal
                if m.type == "drop" and m.to_cell == to and m.symbol.upper() == letter]
    found = _PIECE_MOVE.fullmatch(body)
    if not found:
        raise MoveSyntaxError(f"SAN {text!r} is not a move in SAN (like e4, Nf3, exd5, Qh4e1, "
                              f"e8=Q, O-O, N@f3)")
    piece = _piece_letter(state, notation, text, found.group("piece"))
    to = _on_board(state, text, found.group("to"))
    origin_file, origin_rank = found.group("file"), found.group("rank")
    if piece == "P" and origin_file is None:
        # A pawn's capture always names the file it leaves: "d5" is never exd5 (python-chess
        # reads it so too).
        origin_file = _file(to)
    promotion = (found.group("promotion") or "").upper()
    return [m for m in legal
            if m.type in ("move", "en_passant") and m.to_cell == to
            and (origin_file is None or _file(m.from_cell) == origin_file)
            and (origin_rank is None or _rank(m.from_cell) == origin_rank)
            and m.text.partition("=")[2].upper() == promotion
            and state.stack(m.from_cell).upper() == piece]


def _piece_letter(state: State, notation: _Notation, text: str, letter: Optional[str]) -> str:
    """The kind's letter SAN names (P when it names none); MoveSyntaxError for a letter the game
    has no kind of."""
    letter = (letter or "P").upper()
    if letter not in notation.letters:
        raise MoveSyntaxError(f"SAN {text!r}: game {state.game.name!r} has no piece {letter!r} "
                              f"(its pieces: {' '.join(notation.letters)})")
    return letter


def _on_board(state: State, text: str, cell: str) -> str:
    found = _CELL.fullmatch(cell)
    if (not found or ord(found.group(1)) - ord("a") >= state.game.files
            or not 1 <= int(found.group(2)) <= state.game.ranks or cell in state.game.off_board):
        raise MoveSyntaxError(f"SAN {text!r}: cell {cell} is off the "
                              f"{state.game.files}x{state.game.ranks} board")
    return cell


def _why_none(state: State, text: str, legal: List[Move]) -> str:
    """Why no legal move fits, where something more than "none does" can be said."""
    if state.outcome is not None:
        return f": the game is over, {state.outcome}"
    found = _PIECE_MOVE.fullmatch(_SUFFIXES.sub("", text.strip(), count=1))
    if found and not found.group("promotion") and any(
            "=" in m.text and m.to_cell == found.group("to") for m in legal):
        return ": a promotion names the piece chosen (e8=Q)"
    return ""


# -- PGN writing -----------------------------------------------------------------------------

def write_pgn(state: State, headers: Optional[Mapping[str, str]] = None) -> str:
    """The game of ``state`` as PGN: its history, from the position it started at, in SAN with
    move numbers, wrapped at 80 columns, after the seven-tag roster (``Event`` ``"?"``, ...,
    ``Result`` from the outcome: ``1-0``, ``0-1``, ``1/2-1/2``, ``*`` while the game goes on),
    which ``headers`` override and add to. A game other than chess has a ``Variant`` tag
    (python-chess's name for the games it plays, else the game's name), and a start other than
    the game's has ``SetUp`` and ``FEN`` tags; these three are always the state's own.

    >>> import boardlab as bl
    >>> state = bl.game("horde").start()
    >>> _ = state.play("d4-d5")
    >>> print(bl.write_pgn(state, {"Event": "Casual"}))  # doctest: +ELLIPSIS
    [Event "Casual"]
    ...
    [Result "*"]
    [Variant "Horde"]
    <BLANKLINE>
    1. d5 *
    <BLANKLINE>
    """
    _check_state("write_pgn", state)
    notation = _notation("write_pgn", state.game)
    given = _given_headers(headers)
    root = state.game.state(state._root)
    start_fen = None if root.text == notation.default_start else root.fen()
    moves = _movetext(root, state.history)
    outcome = state.outcome
    result = given.get("Result") or (
        "*" if outcome is None else _RESULTS[2] if outcome.winner is None
        else _RESULTS[outcome.winner])
    tags = {name: given.get(name, _ROSTER_DEFAULTS.get(name, "?")) for name in _ROSTER}
    tags["Result"] = result
    if notation.variant_tag is not None:
        tags["Variant"] = notation.variant_tag
    if start_fen is not None:
        tags["SetUp"] = "1"
        tags["FEN"] = start_fen
    tags.update((name, value) for name, value in given.items()
                if name not in tags and name not in _SETUP_TAGS)
    lines = [tag_line(name, value) for name, value in tags.items()]
    return "\n".join(lines) + "\n\n" + wrapped(moves + [result]) + "\n"


def _given_headers(headers: Optional[Mapping[str, str]]) -> Dict[str, str]:
    if headers is None:
        return {}
    if not isinstance(headers, Mapping):
        raise Error(f"write_pgn: headers {shown(headers)} is not a mapping of tag names to values")
    for name, value in headers.items():
        if not isinstance(name, str) or not re.fullmatch(r"[A-Za-z0-9_]+", name):
            raise Error(f"write_pgn: tag name {shown(name)} is not letters, digits and "
                        "underscores")
        if not isinstance(value, str) or "\n" in value or "\r" in value:
            raise Error(f"write_pgn: tag {name} value {shown(value)} is not a one-line string")
    if "Result" in headers and headers["Result"] not in _RESULTS:
        raise Error(f"write_pgn: tag Result {shown(headers['Result'])} is not one of "
                    f"{', '.join(_RESULTS)}")
    return dict(headers)


def _movetext(root: State, history: List[Move]) -> List[str]:
    """The moves in SAN with their numbers, a white move with its number (``3. Nf3``), a black
    one alone unless it comes first (``3... Nf6``). ``root`` is played through."""
    number = 1 + root.ply // 2  # FEN's fullmove number, as the FEN tag writes it
    out = []
    for i, move in enumerate(history):
        side = root.side_to_move
        body = _san_body(root, move, list(root.legal_moves))
        root.play(move)
        text = body + _san_suffix(root)
        if side == 0:
            out.append(f"{number}. {text}")
        else:
            out.append(f"{number}... {text}" if i == 0 else text)
            number += 1
    return out


# -- PGN reading -----------------------------------------------------------------------------

@dataclass
class PgnGame:
    """A game read from PGN: its tags, a State with its main line played (from its FEN tag when
    it has one) and its result (the game's termination marker, else its Result tag: ``1-0``,
    ``0-1``, ``1/2-1/2`` or ``*``)."""
    headers: Dict[str, str]
    state: State
    result: str


def read_pgn(text: str, *, game: Union[Game, str, None] = None) -> List[PgnGame]:
    """The games of PGN ``text``, in order. Each is played from its ``FEN`` tag, or its game's
    start, in the game its ``Variant`` tag names (python-chess's names and boardlab's; chess
    without one), or in ``game`` (a Game or a built-in game's name) when given. Comments
    (``{...}``, ``; ...``), NAGs (``$1``), variations (``( ... )``), move numbers and ``%``
    lines are skipped. Errors name the game by its number and the move by its number: SpecError
    for an unknown variant, PositionError for a bad FEN tag, MoveSyntaxError and
    IllegalMoveError for moves, Error for text that is not PGN.

    >>> import boardlab as bl
    >>> [one] = bl.read_pgn('[Variant "King of the Hill"] 1. e4 d5 2. exd5 Kd7 3. Ke2 Kd6 '
    ...                     '4. Ke3 Kxd5# 0-1')
    >>> one.state.game.name, one.state.outcome.winner, one.result
    ('king_of_the_hill', 1, '0-1')
    """
    if not isinstance(text, str):
        raise Error(f"read_pgn: {shown(text)} is not text (a file: read_pgn_file)")
    forced = None if game is None else _game_or_builtin("read_pgn", game)
    return [_played(number, parts, forced)
            for number, parts in enumerate(_games(text), start=1)]


def read_pgn_file(path: Union[str, os.PathLike], *, game: Union[Game, str, None] = None
                  ) -> List[PgnGame]:
    """The games of a PGN file (see ``read_pgn``); errors name the file. The text is read as
    UTF-8, or as Latin-1 (the PGN standard's own) when it is not UTF-8."""
    if not isinstance(path, (str, os.PathLike)):
        raise Error(f"read_pgn_file: {shown(path)} is not a path")
    where = f"PGN file {str(path)!r}"
    try:
        data = Path(path).read_bytes()
    except OSError as e:
        raise Error(f"{where}: cannot be read: {e.strerror}") from None
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = data.decode("latin-1")
    try:
        return read_pgn(text, game=game)
    except Error as e:
        raise type(e)(f"{where}: {e}") from None


@dataclass
class _Parts:
    """A game as the tokens give it, before any move is played."""
    headers: Dict[str, str]
    moves: List[Tuple[str, int]]  # each move's text and its line
    marker: Optional[str]  # the termination marker, None when the text ends without one


# A tag's value escapes " and \ with a \ (the standard), or not at all (python-chess writes them
# as they are): then the value runs to the last " before the ] that ends the line.
_TOKEN = re.compile(r"""
      (?P<space>\s+)
    | (?P<comment>\{[^}]*\}|;[^\n]*)
    | (?P<tag>\[\s*(?P<name>[A-Za-z0-9_]+)\s*"(?P<value>(?:[^"\\\n]|\\.)*)"\s*\])
    | (?P<loose_tag>\[\s*(?P<loose_name>[A-Za-z0-9_]+)\s*"(?P<loose_value>[^\n]*)"\s*\]
                    (?=[ \t\r]*(?:\n|\Z)))
    | (?P<open>\()
    | (?P<close>\))
    | (?P<nag>\$[0-9]+)
    | (?P<result>(?:1-0|0-1|1/2-1/2|\*)(?![^\s(){};\[\]]))
    | (?P<number>[0-9]+\s*\.+|[0-9]+(?![^\s(){};\[\]]))
    | (?P<word>[^\s(){};\[\]$]+)
""", re.VERBOSE)
_TOKEN_KINDS = ("space", "comment", "tag", "loose_tag", "open", "close", "nag", "result", "number",
                "word")


def _games(text: str) -> Iterator[_Parts]:
    """Splits PGN text into games: a game ends at its termination marker, or where tags begin
    after its moves, or with the text."""
    # An escape line (a % in the first column) is for other programs: blanked, so that line
    # numbers stay right.
    text = re.sub(r"^%[^\n]*", "", text, flags=re.MULTILINE)
    parts = _Parts({}, [], None)
    started = False  # the game has tags or moves
    in_moves = False
    depth = 0  # variations open
    position = 0
    next_line = 1  # the line the next token starts on
    while position < len(text):
        found = _TOKEN.match(text, position)
        if found is None:
            raise Error(_syntax_error(text, position))
        position = found.end()
        line = next_line
        next_line += found.group().count("\n")
        kind = next(kind for kind in _TOKEN_KINDS if found.group(kind) is not None)
        if kind in ("space", "comment", "nag"):
            continue
        if kind in ("tag", "loose_tag"):
            if depth:
                raise Error(f"PGN line {line}: a tag inside a variation")
            if in_moves:
                yield parts
                parts, in_moves = _Parts({}, [], None), False
            if kind == "tag":
                parts.headers[found.group("name")] = re.sub(r'\\([\\"])', r"\1",
                                                            found.group("value"))
            else:
                parts.headers[found.group("loose_name")] = found.group("loose_value")
            started = True
        elif kind == "open":
            depth += 1
        elif kind == "close":
            if not depth:
                raise Error(f"PGN line {line}: ')' closes no variation")
            depth -= 1
        elif depth:
            continue  # a variation's moves and numbers are not the main line's
        elif kind == "result":
            parts.marker = found.group()
            yield parts
            parts, started, in_moves = _Parts({}, [], None), False, False
        elif kind == "word" and re.fullmatch(r"[!?]+", found.group()):
            continue  # an annotation glyph written apart from its move
        else:
            if kind == "word":
                parts.moves.append((found.group(), line))
            started = in_moves = True
    if depth:
        raise Error("PGN: a variation is not closed at the end of the text")
    if started:
        yield parts


def _syntax_error(text: str, position: int) -> str:
    line_number = text.count("\n", 0, position) + 1
    line = text[text.rfind("\n", 0, position) + 1:].partition("\n")[0].strip()
    what = {"[": "a tag that is not [Name \"value\"]", "{": "a comment that is not closed"}.get(
        text[position], f"{text[position]!r}, which PGN has no use for")
    return f"PGN line {line_number}: {what}: {line!r}"


def _played(number: int, parts: _Parts, forced: Optional[Game]) -> PgnGame:
    """The game of ``parts``, its moves played; errors say which game and move."""
    where = f"PGN game {number}"
    game = forced if forced is not None else _game_of_variant(where, parts.headers.get("Variant"))
    _notation(where, game)  # a game outside the chess family fails here, not at its first move
    fen = parts.headers.get("FEN")
    if fen is None:
        state = game.start()
    else:
        try:
            state = game.state_from_fen(fen)
        except PositionError as e:
            raise PositionError(f"{where}: tag FEN: {e}") from None
    for text, line in parts.moves:
        label = f"{1 + state.ply // 2}{'.' if state.side_to_move == 0 else '...'}"
        try:
            move = parse_san(state, text)
        except (MoveSyntaxError, IllegalMoveError) as e:
            raise type(e)(f"{where}, move {label} (line {line}): {e}") from None
        state.play(move)
    tagged = parts.headers.get("Result")
    result = parts.marker or (tagged if tagged in _RESULTS else "*")
    return PgnGame(dict(parts.headers), state, result)


def _variant_key(name: str) -> str:
    return re.sub(r"[\s_-]", "", name).lower()


def _game_of_variant(where: str, tag: Optional[str]) -> Game:
    """The built-in game a Variant tag names (chess when there is none); SpecError otherwise."""
    if tag is None:
        return builtin_game("chess")
    key = _variant_key(tag)
    names = {_variant_key(name): name for name in BUILTIN_GAMES}
    names.update((_variant_key(t), name) for name, t in _VARIANT_TAGS.items())
    names.update(_VARIANT_ALIASES)
    if key in names:
        return builtin_game(names[key])
    raise SpecError(f"{where}: tag Variant {tag!r} is not a game boardlab plays (chess, "
                    f"{', '.join(_VARIANT_TAGS.values())}, or a built-in game's name; "
                    "read_pgn's game= reads any)")

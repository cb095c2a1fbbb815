"""Games, states, moves and outcomes: the python-chess-style API over the C++ engine.

>>> import boardlab as bl
>>> game = bl.game("breakthrough")
>>> state = game.start()
>>> len(state.legal_moves)
22
>>> state.play("a2-a3")
Move('a2-a3')
>>> state.text
'BBBBBBBB/BBBBBBBB/8/8/8/W7/1WWWWWWW/WWWWWWWW 1 - 1'
>>> bl.perft(game.start(), 3)
11132
"""
from __future__ import annotations

import operator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Dict, Iterator, List, Mapping, Optional, Sequence, Union

import numpy as np

from . import _core, records
from ._core import Error, IllegalMoveError, LegalMoves, Move, MoveSyntaxError, SpecError, shown
from .display import ascii_board
from .display_svg import render as render_svg
from .rules_text import _rules_text_of
from .variant import Variant

__all__ = ["Game", "State", "Move", "Outcome", "LegalMoves", "game", "games", "perft",
           "load_variant", "read_record", "BUILTIN_GAMES"]

# The built-in games (the C++ registry) and their options with defaults: name -> {option:
# default}. The defaults are the rules' [decided] points (docs/rules.md).
BUILTIN_GAMES: Dict[str, Dict[str, Union[int, bool, str]]] = {
    name: {option: default for option, _, default, _ in options}
    for name, options in _core.builtin_games()}


def games() -> List[str]:
    """The names of the built-in games, in the registry's order.

    >>> games()[:4]
    ['skateboards', 'pogo', 'pocket_battlefield', 'breakthrough']
    >>> games() == list(BUILTIN_GAMES)
    True
    """
    return list(BUILTIN_GAMES)


def game(name: str, **options) -> "Game":
    """A built-in game by name, options as keywords (SpecError for an unknown name or option).

    >>> game("pogo", max_plies=200).max_plies
    200
    """
    if not isinstance(name, str):
        raise SpecError(f"game name {shown(name)} is not a string")
    options = {option: _option_value(value) for option, value in options.items()}
    out = Game._of_spec(_core.builtin_spec(name, options))
    out._builtin = name
    out._options = dict(options)
    return out


def load_variant(path: Union[str, Path]) -> "Game":
    """Reads a variant TOML file (docs/variants.md) and returns the Game it defines; errors
    name the file."""
    return _game_of_file(Variant.from_file(path), path)


def _game_of_file(variant: Variant, path: Union[str, Path]) -> "Game":
    """The Game of a variant read from the file ``path``; its errors name the file."""
    try:
        return Game(variant)
    except SpecError as e:
        raise SpecError(f"variant file {str(path)!r}: {e}") from None


@dataclass(frozen=True)
class Outcome:
    """How a game ended: ``winner`` is 0, 1 or None (a draw); ``reason`` is "condition" (an end
    condition of the game, ``condition`` its index), "no_legal_move", "ply_limit", "both_passed",
    "quiet_turns", "repetition" or "insufficient_material"."""
    winner: Optional[int]
    reason: str
    condition: Optional[int] = None

    @property
    def draw(self) -> bool:
        return self.winner is None

    def __str__(self) -> str:
        who = "draw" if self.winner is None else f"player {self.winner} wins"
        return f"{who} ({self.reason.replace('_', ' ')})"


class Game:
    """The rules of a game (built-in or a variant), compiled for the C++ engine.

    Static facts live here (size, kinds, action space); play happens on ``State`` objects.
    ``Game(variant)`` is the one way to make one (``bl.game`` and ``bl.load_variant`` build the
    Variant first).
    """

    def __init__(self, variant: Variant) -> None:
        """Checks `variant` and compiles it; raises SpecError naming what is wrong."""
        if not isinstance(variant, Variant):
            raise SpecError(f"Game() takes a Variant, not {type(variant).__name__}")
        self._compile(variant.to_spec())

    @classmethod
    def _of_spec(cls, spec: "_core.Spec") -> "Game":
        """A game of an engine spec the registry made (bl.game), without the round trip through
        a Variant (a Variant of it is built when asked for: ``variant()``)."""
        self = cls.__new__(cls)
        self._compile(spec)
        return self

    def _compile(self, spec: "_core.Spec") -> None:
        self._builtin: Optional[str] = None  # set by game(): the name and options it was given
        self._options: Dict[str, Any] = {}
        try:
            self._core = _core.game_from_spec(spec)
        except _core.PositionError as e:  # the spec's own start text: a spec error
            raise SpecError(str(e)) from None

    # -- static facts --
    @property
    def name(self) -> str:
        return self._core.name

    @property
    def files(self) -> int:
        return self._core.files

    @property
    def ranks(self) -> int:
        return self._core.ranks

    @property
    def off_board(self) -> List[str]:
        """The cells of the files x ranks rectangle that are not on the board (none for most
        games; fox and geese's cross leaves out its corners), in cell order."""
        return self._core.off_board

    @property
    def geometry(self) -> str:
        """"square", or "hex": hexagons, each rank drawn half a cell right of the one below, with
        six neighbours a cell (docs/primitives.md, "Hex boards")."""
        return self._core.geometry

    @property
    def colours(self) -> Dict[str, str]:
        """Symbol -> the colour pictures fill its pieces with, for the kinds that name one
        ("#rrggbb" or a colour name); the others take their owner's."""
        return self._core.colours

    @property
    def glyphs(self) -> Dict[str, str]:
        """Symbol -> the character pictures draw for its pieces (the chess family's Unicode
        chess symbols), for the kinds that give one; the others are drawn as discs."""
        return self._core.glyphs

    @property
    def max_plies(self) -> int:
        return self._core.max_plies

    @property
    def symbols(self) -> str:
        """The piece kinds' symbols, in the game's kind order."""
        return self._core.symbols

    @property
    def owners(self) -> List[Union[int, str]]:
        """The owner of each kind (0, 1 or "neutral"), in kind order."""
        return self._core.owners

    @property
    def regions(self) -> Dict[str, List[str]]:
        """Region name -> list of cell names."""
        return self._core.regions()

    @property
    def batch_path(self) -> str:
        """Which C++ path runs this game's batch work (``playouts``, ``perft``) and its agents'
        searches, all with the same results: ``"compiled"`` (a built-in game with its default
        options: the spec compiled into the library), ``"shaped"`` (generation precompiled for
        the game's shape: every option of a built-in game, and variants of the same shape) or
        ``"generic"`` (any other variant, about 1.2x slower than ``"shaped"``).

        >>> import boardlab as bl
        >>> bl.game("breakthrough").batch_path, bl.game("breakthrough", files=6).batch_path
        ('compiled', 'shaped')
        """
        return self._core.batch_path

    @property
    def has_turn_rules(self) -> bool:
        """Whether a turn may have several parts (a capture chain, a move and a shot), promote,
        pass or must capture. A Move is then a whole turn (``c3-e5-g7``), while the action
        numbers (``legal_actions``, ``play_action``) are the decisions of one part each: a turn
        taken as a sequence of smaller choices."""
        return self._core.has_turn_rules

    @property
    def rotating_blocks(self) -> int:
        """The side of the square blocks a drop turns a quarter turn after it (Pentago: 3), or 0
        when none turn (docs/primitives.md, "Turning blocks")."""
        return int(self._core.spec().to_data()["rotating_blocks"])

    @property
    def has_stacks(self) -> bool:
        """Whether a piece can be put on top of another, so that cells hold stacks."""
        return self._core.has_stacks

    @property
    def max_stack_height(self) -> int:
        """The tallest stack the game's kinds allow: a piece takes 1, 2 or 4 bits of a 64-bit
        word, the fewest that number the kinds (64 pieces for two kinds, 32 for up to four, 16
        for more). A game with stacks may hold no more pieces than this, board and reserve."""
        return self._core.max_stack_height

    def observation_bounds(self) -> np.ndarray:
        """The largest value ``State.observation()`` writes on each of its planes (float32, one
        a plane): 1 on the planes of 0 and 1, the tallest stack on the height plane, 255 on the
        reserve counts and the turn's part (the engine's counters are bytes), 2 on the passes
        in a row, the quiet-turn limit (at least 1) on the quiet-turn count. The planes' lower
        bound is 0. What a learning framework's observation space needs (boardlab.envs)."""
        return self._core.observation_bounds()

    @property
    def num_actions(self) -> int:
        """The size of the game's fixed action space (every move it can ever have)."""
        return self._core.num_actions

    def action_text(self, action: int) -> str:
        """The move text of an action number."""
        return self._core.action_text(_action_number("Game.action_text", action))

    def variant(self) -> Variant:
        """The game as a Variant (plain data, a fresh copy read back from the compiled spec):
        export it to TOML with ``.to_toml()``, or change it and make a new Game of it."""
        return Variant.from_spec(self._core.spec())

    def rules_text(self) -> str:
        """The rules in plain English, written from the game's spec, so they follow any
        variant: the board and the pieces, how a turn goes, how the pieces move and capture,
        and how the game ends, in that order (docs/python.md, "The rules in words").

        >>> import boardlab as bl
        >>> for line in bl.game("breakthrough").rules_text().splitlines()[-7:]:
        ...     print(line)
        How the game ends
        After every turn, the first of these that applies ends the game:
        The first player wins when, after their move, a white (W) stands on the top rank.
        The second player wins when, after their move, a black (B) stands on the bottom rank.
        A player wins when, after their move, the other player has no piece left.
        A player who has no legal move on their turn loses.
        The game is drawn after 300 turns (150 by each player).
        """
        return _rules_text_of(self.variant(), self._core)

    # -- play --
    def start(self) -> "State":
        """The start position."""
        return State._wrap(self, self._core.start())

    def state(self, text: str) -> "State":
        """A position from its text (docs/rules.md, "Position text"); PositionError for bad
        text."""
        return State._wrap(self, self._core.state(text))

    def state_from_fen(self, fen: str) -> "State":
        """A position from its FEN, as Fairy-Stockfish writes it for the chess family (docs/
        rules.md, "FEN and UCI": KQkq or file letters for castling; the halfmove clock is the
        quiet-turn count); PositionError for a bad FEN."""
        return State._wrap(self, self._core.state_from_fen(fen))

    def playouts(self, count: int = 1000, *, seed: int = 0, threads: int = 1,
                 start: Optional["State"] = None,
                 progress: Union[None, bool, Callable[[int], Any]] = None) -> dict:
        """Runs ``count`` uniformly random playouts inside C++ on ``threads`` threads (GIL
        released). Returns numpy arrays ``winner`` (0, 1, or -1 for a draw), ``plies`` and
        ``moves_listed`` (sum of legal-move counts), and ``seconds``. ``progress(n)`` is called
        from the calling thread as playouts finish; ``progress=True`` shows a progress bar
        (tqdm: a widget in notebooks, text in a terminal)."""
        count = _whole("playouts: count", count, 0, 2**31 - 1)
        seed = _whole("playouts: seed", seed, 0, 2**64 - 1)
        threads = _whole("playouts: threads", threads, 1, _core.MAX_THREADS)
        if start is not None and not isinstance(start, State):
            raise Error(f"playouts: start {shown(start)} is not a State")
        if progress is not None and not isinstance(progress, bool) and not callable(progress):
            raise Error(f"playouts: progress {shown(progress)} is not a function or True")
        text = start.text if start is not None else ""
        if progress is True:
            from tqdm.auto import tqdm
            with tqdm(total=count, unit="playout", leave=False) as bar:
                return self._core.playouts(text, count, seed, threads,
                                           lambda done: bar.update(done - bar.n))
        return self._core.playouts(text, count, seed, threads, progress or None)

    def __eq__(self, other) -> bool:
        # The same object first: agents and environments compare a state's game with theirs at
        # every step, and comparing specs takes microseconds.
        return self is other or (isinstance(other, Game) and self._core == other._core)

    def __hash__(self) -> int:
        return hash(self.name)

    def __repr__(self) -> str:
        if self._builtin is not None:
            args = "".join(f", {k}={v!r}" for k, v in self._options.items())
            return f"boardlab.game({self._builtin!r}{args})"
        return f"<boardlab.Game {self.name!r} {self.files}x{self.ranks}>"

    def __reduce__(self):
        if self._builtin is not None:
            return (_game_with_options, (self._builtin, self._options))
        return (_game_from_dict, (self._core.spec().to_data(),))


def _option_value(value: Any) -> Any:
    """A game option's value as the engine reads options: a numpy bool as a bool, anything else
    integral (a numpy integer) as an int, the rest as it is (the engine says what is wrong)."""
    if isinstance(value, (bool, np.bool_)):
        return bool(value)
    try:
        return operator.index(value)
    except TypeError:
        return value


def _game_with_options(name, options):
    return game(name, **options)


def _game_from_dict(data):
    return Game(Variant.from_dict(data))


class State:
    """A position of a game, with its history: play, undo, inspect, draw, feed to numpy."""

    def __init__(self, game: Game, text: Optional[str] = None) -> None:
        core = game._core.start() if text is None else game._core.state(text)
        self._init(game, core)

    @classmethod
    def _wrap(cls, game: Game, core) -> "State":
        self = cls.__new__(cls)
        self._init(game, core)
        return self

    def _init(self, game: Game, core) -> None:
        self.game = game
        self._core = core
        # A loop's step calls these, and they go straight to C++
        # (step_methods.cpp): bound to the state, they shadow the methods below (which say what
        # they do, and serve calls through the class) and save a Python call each. A subclass's
        # own versions stay in force.
        if type(self) is State:
            self.is_over = core.is_over
            self.legal_actions = core.legal_actions
            self.play_action = core.play_action
            self.play = core.play
        else:
            for name in ("is_over", "legal_actions", "play_action", "play"):
                if getattr(type(self), name) is getattr(State, name):
                    setattr(self, name, getattr(core, name))

    @property
    def _root(self) -> str:
        """The text of the position the history starts from (what pickles replay it from)."""
        return self._core.root_text

    # -- position --
    @property
    def text(self) -> str:
        """The canonical position text (docs/rules.md, "Position text")."""
        return self._core.text

    @property
    def hash(self) -> int:
        """The Zobrist hash of the position (board, reserve, side to move, where the turn stands,
        castling rights, en passant cells, checks given and promoted pieces; not the ply)."""
        return self._core.hash

    @property
    def ply(self) -> int:
        return self._core.ply

    @property
    def side_to_move(self) -> int:
        return self._core.side_to_move

    @property
    def in_check(self) -> bool:
        """Whether a royal piece of the player to move is attacked (check, in the chess family;
        always False in a game without royal kinds)."""
        return self._core.in_check

    @property
    def reserve(self) -> dict:
        """Pieces not yet placed: symbol -> count."""
        return dict(self._core.reserve)

    def stacks(self) -> List[str]:
        """Every cell's pieces as symbols bottom to top, cell index rank * files + file."""
        return self._core.stacks()

    def stack(self, cell: str) -> str:
        """The pieces on a named cell, bottom to top ("" when empty)."""
        if not isinstance(cell, str):
            raise _core.PositionError(f"cell {shown(cell)} is not a cell name (like 'a1')")
        return self._core.stack(cell)

    # -- moves --
    @property
    def legal_moves(self) -> LegalMoves:
        """The legal moves as a live view (a sequence: len, `in`, iteration, indexing)."""
        return LegalMoves(self._core)

    def fen(self) -> str:
        """The position's FEN, as Fairy-Stockfish writes it (a game with stacks or a reserve has
        none: Error)."""
        return self._core.fen()

    def uci(self, move: Move, *, chess960: bool = False) -> str:
        """The legal move `move` in UCI, as Fairy-Stockfish writes it: ``e2e4``, ``e7e8q``,
        ``P@e4``, a castling as the king's move (``e1g1``; with ``chess960``, onto its rook:
        ``e1h1``). IllegalMoveError if it is not legal here."""
        if not isinstance(move, Move):
            raise MoveSyntaxError(f"uci: move {shown(move)} is not a Move")
        return self._core.uci(move, _flag("uci: chess960", chess960))

    def parse_uci(self, text: str, *, chess960: bool = False) -> Move:
        """The legal move whose UCI (see ``uci``) is `text`; IllegalMoveError otherwise."""
        return self._core.parse_uci(text, _flag("parse_uci: chess960", chess960))

    def play_uci(self, text: str, *, chess960: bool = False) -> Move:
        """Plays the legal move whose UCI is `text` (see ``uci``) and returns it."""
        return self.play(self.parse_uci(text, chess960=chess960))

    def parse_move(self, text: str) -> Move:
        """The legal move with this text; MoveSyntaxError or IllegalMoveError otherwise."""
        if not isinstance(text, str):
            raise MoveSyntaxError(f"move text {shown(text)} is not a string")
        return self._core.parse_move(text)

    def play(self, move: Union[Move, str]) -> Move:
        """Plays a legal move (a Move or its text) and returns it; raises IllegalMoveError (or
        MoveSyntaxError for malformed text) and leaves the state unchanged otherwise."""
        return self._core.play(move)

    def undo(self) -> Move:
        """Takes back the last move and returns it; IndexError when there is none."""
        return self._core.undo()

    @property
    def history(self) -> List[Move]:
        return self._core.history()

    @property
    def last_move(self) -> Optional[Move]:
        h = self._core.history()
        return h[-1] if h else None

    # -- outcome --
    @property
    def outcome(self) -> Optional[Outcome]:
        """None while the game goes on, else an Outcome."""
        t = self._core.outcome()
        if t is None:
            return None
        winner, reason, condition = t
        return Outcome(winner, reason, condition if reason == "condition" else None)

    def is_over(self) -> bool:
        return self._core.is_over()

    # -- learning interface --
    def observation(self) -> np.ndarray:
        """float32 planes (kinds, height, regions, side to move, reserve) x ranks x files; see
        docs/python.md for the layout."""
        return self._core.observation()

    def legal_action_mask(self) -> np.ndarray:
        """A bool array of length game.num_actions, True for the legal actions."""
        return self._core.legal_action_mask()

    def legal_actions(self) -> List[int]:
        return self._core.legal_actions()

    def action_of(self, move: Union[Move, str]) -> int:
        """The action number of a move (a Move or text of a legal move)."""
        if isinstance(move, str):
            move = self.parse_move(move)
        action = self._core.action_of(move)
        if action < 0:
            raise IllegalMoveError(f"move {shown(move.text)} is not a move of game "
                                   f"{shown(self.game.name)}")
        return action

    def play_action(self, action: int) -> Move:
        """Plays the legal move with this action number (IllegalMoveError if not legal); any
        whole number (an int, a numpy integer) is an action number."""
        return self._core.play_action(action)

    # -- copies, pickling, display --
    def copy(self) -> "State":
        """An independent copy (history included)."""
        return State._wrap(self.game, self._core.copy())

    __copy__ = copy

    def __deepcopy__(self, memo) -> "State":
        return self.copy()

    def __getstate__(self) -> dict:
        out = {"game": self.game, "root": self._root, "moves": [m.text for m in self.history]}
        if self._core.mid_turn:
            # Part by part, so that a state left in the middle of a turn comes back as it was.
            out["parts"] = self._core.history_parts()
        return out

    def __setstate__(self, data: dict) -> None:
        self._init(data["game"], data["game"]._core.state(data["root"]))
        if "parts" in data:
            for text in data["parts"]:
                self._core.play_part(text)
            return
        for text in data["moves"]:
            self._core.play(text)

    def __eq__(self, other) -> bool:
        return isinstance(other, State) and self.game == other.game and self.text == other.text

    def __hash__(self) -> int:
        return self.hash

    def __str__(self) -> str:
        return ascii_board(self)

    def __repr__(self) -> str:
        return f"{self.game!r}.state({self.text!r})"

    def _repr_svg_(self) -> str:
        return render_svg(self)

    def record(self, *, players: Optional[Sequence[str]] = None,
               tags: Optional[Mapping[str, str]] = None) -> str:
        """The game so far as a record (docs/python.md, "Game records"): tags for the game (its
        options, or a variant's whole TOML), the start when it is not the game's, ``players``
        (player 0's name, player 1's: agent texts, say) and the result, then the moves, numbered,
        then the result again; ``tags`` adds tags of its own (Event, Date). ``bl.read_record``
        gives the state back, history and all.

        >>> state = game("breakthrough", files=5, ranks=5).start()
        >>> _ = state.play("a2-a3")
        >>> print(state.record(tags={"Event": "test"}))
        [Game "breakthrough"]
        [Options "files=5 ranks=5"]
        [Result "*"]
        [Event "test"]
        <BLANKLINE>
        1. a2-a3 *
        <BLANKLINE>
        """
        return records.write_record(self, players, tags)


def read_record(text: str) -> State:
    """The state of a game record (``State.record``'s text, docs/python.md "Game records"): its
    game, its start, and its moves played again, so that ``history`` is the record's and
    ``undo`` takes the moves back to its start. Errors name the record's line, and a move's
    number and text: RecordError for text that is not a record (a malformed tag, a move number
    out of place, a record cut short, a result that is not the game's), SpecError for its game
    (an unknown game or option, a variant's bad TOML), PositionError for its start,
    MoveSyntaxError and IllegalMoveError for its moves.

    >>> state = read_record('[Game "tic_tac_toe"]\\n[Result "*"]\\n\\n1. X@b2 2. O@a1 *')
    >>> state.history
    [Move('X@b2'), Move('O@a1')]
    """
    return records.read_record(text, game, Game)


def perft(state: State, depth: int) -> int:
    """The number of move paths of ``depth`` plies from ``state`` (computed in C++, GIL
    released; Ctrl-C stops it within a fraction of a second)."""
    if not isinstance(state, State):
        raise Error(f"perft: {shown(state)} is not a State")
    return state._core.perft(_whole("perft: depth", depth, 0, 2**31 - 1))


def _game_or_builtin(where: str, value: Any) -> "Game":
    """``value`` if it is a Game, the built-in game of that name if it is a string (SpecError
    for an unknown name, saying where), else Error: what the functions taking either accept."""
    if isinstance(value, Game):
        return value
    if isinstance(value, str):
        try:
            return game(value)
        except SpecError as e:
            raise SpecError(f"{where}: {e}") from None
    raise Error(f"{where}: game {shown(value)} is not a boardlab Game or the name of a built-in "
                "game")


def _action_number(where: str, action: Any) -> int:
    """``action`` as an int if it is a whole number; the engine checks its range."""
    return _whole(f"{where}: action", action, -2**63, 2**63 - 1, expected="a whole number")


def _whole(name: str, value: Any, low: int, high: int, *,
           expected: Optional[str] = None) -> int:
    """`value` as a plain int if it is a whole number from `low` to `high`, else Error naming it
    (``expected``: what the message says is wanted, by default that range). A whole number is
    anything integral (``operator.index``: an int, a numpy integer, a 0-d integer array), but
    not a bool: True is a yes, not a count; and not a float, even 2.0."""
    number: Optional[int] = None
    if not isinstance(value, (bool, np.bool_)):
        try:
            number = operator.index(value)
        except TypeError:
            pass
    if number is None or not low <= number <= high:
        raise Error(f"{name} {shown(value)} is not "
                    f"{expected or f'a whole number from {low} to {high}'}")
    return number


def _flag(name: str, value: Any) -> bool:
    """`value` if it is True or False, else Error naming it (1 and 0 are counts, not yeses)."""
    if not isinstance(value, (bool, np.bool_)):
        raise Error(f"{name} {shown(value)} is not True or False")
    return bool(value)

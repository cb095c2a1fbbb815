"""OpenSpiel as an independent oracle for boardlab's games (used by test_openspiel.py).

OpenSpiel (``pip install open_spiel``, module ``pyspiel``) implements many of the games boardlab
can express, written by other people from the published rules. A game is compared through an
``Adapter``: how to build the same game in both engines, and how the two engines' texts
correspond (OpenSpiel action strings and boardlab move texts, OpenSpiel's board and boardlab's
position text). Everything else, perft, lockstep random games, is generic: ``Pair`` and
``Lockstep`` know no game.

Turns. boardlab's ``legal_moves`` and ``play`` take whole turns, while OpenSpiel makes every
part of a turn an action of its own: a checkers capture chain is one action a jump, an amazons
turn three (select the queen, move it, shoot). A whole turn of OpenSpiel's is therefore the
actions one player makes in a row, until the player to move changes or the game ends, and the
adapters map such a sequence to one boardlab move text and back. For breakthrough and clobber
the sequence is always one action.

Orientation. boardlab's player 0 always moves first from the bottom (docs/rules.md); an adapter
maps OpenSpiel's cells so that its player 0 is boardlab's player 0 too:

- clobber: the same on both sides. OpenSpiel's player 0 is White ('o'), on a1 of every board
  size, and moves first; boardlab's is W, also on a1.
- breakthrough: OpenSpiel's player 0 is Black ('b'), on the two top rows, moving down, and moves
  first; boardlab's player 0 is W on the two bottom ranks moving up. Reflecting the board top to
  bottom (rank r <-> ranks + 1 - r, files unchanged) maps one onto the other, and since the rules
  are the same for both colours up to that reflection, mapping texts is enough: OpenSpiel's
  ``a7a6`` is boardlab's ``a2-a3``, its black pieces are boardlab's W.
- checkers: the same on both sides (boardlab's checkers follows OpenSpiel's). Player 0's men 'o'
  stand on a1.., its kings are '8'; player 1's men '+' and kings '*' are boardlab's x and X. An
  action is one step or one jump, ``c3d4`` or ``c3e5``.
- amazons: OpenSpiel's player 0 is 'X', on d1, g1, a4 and j4 of the 10x10 board, and moves
  first: boardlab's W; 'O' is B and an arrow '#' is A. Its actions name cells as (row, column)
  from 1, rows counted from the top: ``X From (10, 4)``, ``X To (4, 4)``, ``X Shoot: (4, 7)`` is
  boardlab's ``d1-d7/g7``.
- tic_tac_toe: OpenSpiel's player 0 is 'x', boardlab's X, and moves first. An action is a cell,
  ``3 * row + column``, written ``x(row,column)`` with the mover's letter, both from 0; row 0 is
  the top row (its board prints row 0 first), so that ``x(0,0)``, action 0, is boardlab's
  ``X@a3`` and ``x(2,1)`` is ``X@b1``. The rules are the same under any symmetry of the board;
  this one makes both engines' boards read alike, top row first.
- connect_four: OpenSpiel's player 0 is 'x', boardlab's X, and moves first. Its row 0 is the
  bottom row, where pieces land first (its board prints the top row first, row 0 last), so that
  row r is rank r + 1, column c file c (0 is a). An action is a column number, ``x3`` for the
  column d: the text does not say where the piece comes to rest, which is the lowest empty cell
  of that column in the state it is played from (``X@d1`` on an empty board, then ``O@d2``).
- gomoku: OpenSpiel's player 0 is black 'b', boardlab's B, and moves first. An action is a
  cell, ``size * row + column``, written ``row,column`` from 0 without the player; row 0 is
  the top row (printed first, after a line naming the player to move), so that on 15x15
  ``0,0`` is ``B@a15``, ``7,7`` the centre ``B@h8`` and ``14,0`` ``B@a1``. OpenSpiel's gomoku is
  free-style: it extends a line from the stone played both ways until it has ``connect`` stones
  and wins then, so that an overline wins (gomoku.cc, FindWinLineFromLastMove); it has no rule
  of exactly five, and boardlab's ``overline_wins = False`` is checked against a reference of
  its own (test_line_games.py). Its ``wrap`` and ``anti`` stay false.

- othello: OpenSpiel's player 0 is Black 'x', boardlab's B, and moves first; 'o' is W. Its
  board is 8x8 only (it has no parameters). An action is a cell, ``8 * row + column`` from 0,
  written with the standard notation's name, ``d3`` for row 2 and column 3, or 64, ``pass``,
  which is boardlab's ``pass`` and OpenSpiel's only action when the player to move has no disc
  to play. Its rows are numbered from 1 at the top: its board prints a line naming the player to
  move (``Black (x) to play:``, ``Terminal State:`` at the end), the file letters, then row 1
  first, each line the row's number, one character a cell ('-' empty) after a space, and the
  number again, then the file letters. boardlab's ranks count from the bottom with the same
  names, so that its board is OpenSpiel's mirrored top to bottom: d3 is d3 in both, OpenSpiel's
  row 1, printed first, is boardlab's rank 1, written last. The start is B on d5 and e4 and W
  on d4 and e5 in both (OpenSpiel's row 4 prints ``- - - o x - - -``); the rules are the same
  in the mirror. OpenSpiel has no reserve: each player's is counted from the turns played, 60
  less the player's drops (flips do not change it), and a passed last turn is the text's fifth
  field, ``pass``.
- pentago: see PentagoAdapter: OpenSpiel's ``a1s`` is boardlab's ``W@a1:a1cw``, its board
  boardlab's mirrored top to bottom, and its rotations clockwise as it prints the board.
- dots_and_boxes: see DotsAndBoxesAdapter: every action is a turn (a claim's extra one too,
  ``again`` in boardlab's text), OpenSpiel's ``P1(h,0,0)`` the top left horizontal line.
- y: see YAdapter: OpenSpiel's cell (x, y) is boardlab's file x, rank y + 1, named alike; its
  player 0 'O' is boardlab's B.
- havannah: OpenSpiel's player 0 is 'O', boardlab's W, and moves first; '@' is B. Its cell
  (x, y), ``x + y (2n - 1)`` on the side n, is boardlab's file x and rank 2n - 2 - y; it names
  the cell with the letter of x and the number y + 1, so that OpenSpiel's ``c1`` is boardlab's
  c of the top rank. Its neighbours of (x, y), (x +- 1, y), (x, y +- 1), (x - 1, y - 1) and
  (x + 1, y + 1), are then boardlab's hex neighbours. Its board prints row y = 0 first, which is
  boardlab's top rank, written first too (HavannahAdapter).
- hex: OpenSpiel's player 0 is 'x', boardlab's B, and moves first; 'o' is W. An action is a
  cell, ``columns * row + column`` from 0, boardlab's number of the cell (and of B's drop on
  it), written with boardlab's name of the cell: ``a1`` for 0, ``b1`` for 1, ``a2`` for
  ``columns``. Its row r is rank r + 1; it calls row 0 north, and player 0 joins its first and
  last rows (B rank 1 and the last), player 1 its first and last columns (W files a and the
  last). Its neighbours of a cell are boardlab's: those of b2 are a2, c2, b1, c1, a3 and b3
  (rows r - 1 and r + 1 touch it at columns c, c + 1 and c - 1, c). Its board prints row 0
  first, each row indented by one space more than the one above and each cell followed by a
  space, so that boardlab's text, top rank first, reads its rows last first. With
  ``string_rep = "explicit"`` its board marks a stone joined to its player's first edge ('y',
  'p'), its last ('z', 'q') and the stone that won ('X', 'O'): all are B or W. The reserve is
  counted as for the line games, below. On a board of one row OpenSpiel joins a stone there to
  the first row only (it tests the last row in an ``else``), so that black's chain of one
  stone, which touches both edges, never wins there; white's on one column the same. Those
  boards are not compared.

The line games are one action a turn and have no reserve in OpenSpiel: the position text's
reserve is counted from the pieces on the board (each player starts with as many pieces as the
cells they can fill, the first player the odd one). boardlab's default ply limit, the number of
cells, is OpenSpiel's bound on a game, and is kept (``keeps_ply_limit``): a game reaches it only
by filling the board, which ends it by the rules already.

A new game needs one Adapter subclass: its names, both engines' games, and its two text
mappings; ``GridAdapter`` already covers games whose OpenSpiel actions read ``<from><to>`` with
an optional capture mark, one action a step or a jump, and ``LineAdapter`` games of drops won by
a line.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Dict, Iterator, List, Mapping, NamedTuple, Optional, Sequence, Tuple

import pyspiel

import boardlab as bl
import shared_reference


class Adapter:
    """How one game of boardlab corresponds to one of OpenSpiel. Subclasses set the names and
    implement the methods below; ``size`` is whatever describes a board to them. The players
    must correspond as they are (OpenSpiel's player 0 is boardlab's player 0): turns, returns
    and winners are compared without a mapping."""

    boardlab_name: str
    openspiel_name: str
    # Whether every turn of OpenSpiel's is one action (breakthrough, clobber): its turns are
    # then its actions, and seeing where a turn ends needs no state after each action. The
    # lockstep still checks it, as it compares the side to move and the ply at every turn.
    one_action_turns: bool = False
    # Whether boardlab's default ply limit may stay though it is not above OpenSpiel's bound on
    # a game's length (see Pair.of): the line games', the number of cells, is reached only by
    # filling the board, which ends the game by its rules already.
    keeps_ply_limit: bool = False

    def boardlab_game(self, size, **options) -> bl.Game:
        """boardlab's game of ``size``; ``options`` (``max_plies``) override its own."""
        raise NotImplementedError

    def openspiel_params(self, size) -> Dict[str, object]:
        raise NotImplementedError

    def move_text(self, game: bl.Game, action_texts: Sequence[str],
                  os_state: Optional["pyspiel.State"] = None) -> str:
        """The boardlab move text of one whole turn: the OpenSpiel action strings of the
        actions one player makes in a row, each as OpenSpiel writes it when it is played.
        ``os_state`` is the state the turn is played from, for games whose strings do not name
        the cells by themselves (connect four's names a column, gomoku's not the player)."""
        raise NotImplementedError

    def action_texts(self, state: bl.State, move_text: str) -> List[str]:
        """The OpenSpiel action strings of a legal boardlab move (a whole turn) of ``state``."""
        raise NotImplementedError

    def position_text(self, game: bl.Game, os_state: "pyspiel.State",
                      played: Sequence["OpenSpielTurn"]) -> str:
        """The boardlab position text of an OpenSpiel state at a turn boundary, reached by the
        turns ``played`` from the start (for what its board does not show, such as a count)."""
        raise NotImplementedError


def openspiel_turns(os_state: "pyspiel.State", one_action_turns: bool) -> int:
    """How many whole turns have been played: the runs of one player's actions in OpenSpiel's
    history. boardlab's ply counts whole turns, OpenSpiel's ``move_number`` actions."""
    if one_action_turns:
        return os_state.move_number()
    turns, last = 0, None
    for played in os_state.full_history():
        if played.player != last:
            turns, last = turns + 1, played.player
    return turns


def _side_and_ply(os_state: "pyspiel.State", one_action_turns: bool) -> str:
    # Turns alternate in both engines from player 0, also after the end, where OpenSpiel has
    # no player to move.
    turns = openspiel_turns(os_state, one_action_turns)
    return f"{turns % 2} - {turns}"


def drop_game_text(board: str, rows: Sequence[Sequence[str]], symbols: str, cells: int,
                   turns: int) -> str:
    """The position text of a game of drops after ``turns`` turns, ``board`` its board field and
    ``rows`` its cells' boardlab symbols. OpenSpiel has no reserve: each player's stones start as
    boardlab's do, as many as the cells they can fill (the first player, ``symbols[0]``, the odd
    one), less those on the board."""
    reserve = ""
    for symbol, start in zip(symbols, [(cells + 1) // 2, cells // 2]):
        left = start - sum(row.count(symbol) for row in rows)
        reserve += f"{symbol}{left}" if left else ""
    return f"{board} {turns % 2} {reserve or '-'} {turns}"


_NUMBERED_ROW = re.compile(r"\s*(\d{1,2})(.*)")


def numbered_rows(os_state: "pyspiel.State", count: int, pieces: Mapping[str, str],
                  cells_in_row: Callable[[int], int]) -> List[List[str]]:
    """The rows of a board OpenSpiel prints as a line of column letters, then each row y (from
    1) as its number and its cells ('O', '@' or '.'), the last move's in brackets (havannah, y):
    their cells as boardlab's symbols (``pieces``), row 1 first; row y - 1 (from 0) must have
    ``cells_in_row(y - 1)`` cells."""
    lines = str(os_state).rstrip("\n").split("\n")[1:]
    if len(lines) != count:
        raise ValueError(f"OpenSpiel board {str(os_state)!r} has not {count} rows")
    rows = []
    for y, line in enumerate(lines):
        m = _NUMBERED_ROW.fullmatch(line)
        if m is None or int(m[1]) != y + 1:
            raise ValueError(f"OpenSpiel row {line!r} is not row {y + 1}")
        cells = [pieces[c] for c in re.findall(r"[O@.]", m[2])]
        if len(cells) != cells_in_row(y):
            raise ValueError(f"OpenSpiel row {line!r} has {len(cells)} cells")
        rows.append(cells)
    return rows


@dataclass(frozen=True)
class RankCodec:
    """How OpenSpiel writes a rank number (from 1) in its action strings: ``pattern`` matches
    one, ``text`` writes one, ``rank`` reads one."""

    pattern: str
    text: Callable[[int], str]
    rank: Callable[[str], int]


# clobber and checkers write ranks in decimal (b10c10); breakthrough as one character counted
# from '0', so that rank 10 is ':'.
DECIMAL_RANKS = RankCodec(r"\d+", str, int)
CHARACTER_RANKS = RankCodec(".", lambda rank: chr(ord("0") + rank),
                            lambda text: ord(text) - ord("0"))


class GridAdapter(Adapter):
    """A game on files a.. and ranks whose OpenSpiel actions read ``<from><to>`` (an optional
    ``capture_mark`` after a capture), a turn of several actions being one piece's chain, each
    action starting where the last one ended; and whose OpenSpiel board is one line per rank,
    top first, each the rank label and one character a cell, then a line of file letters.

    ``flip_ranks`` reflects the board top to bottom; ``pieces`` maps OpenSpiel's cell characters
    to boardlab symbols (the empty cell's character to "")."""

    def __init__(self, boardlab_name: str, openspiel_name: str, *, pieces: Mapping[str, str],
                 flip_ranks: bool, capture_mark: str = "",
                 ranks: RankCodec = DECIMAL_RANKS, one_action_turns: bool = True) -> None:
        self.boardlab_name = boardlab_name
        self.openspiel_name = openspiel_name
        self.one_action_turns = one_action_turns
        self.pieces = dict(pieces)
        self.flip_ranks = flip_ranks
        self.capture_mark = capture_mark
        self.ranks = ranks
        cell = rf"([a-z])({ranks.pattern})"
        self._action = re.compile(cell + cell + "(?:" + re.escape(capture_mark) + ")?")

    # A size is (files, ranks), as boardlab counts them.
    def boardlab_game(self, size, **options) -> bl.Game:
        files, ranks = size
        return bl.game(self.boardlab_name, files=files, ranks=ranks, **options)

    def openspiel_params(self, size) -> Dict[str, object]:
        files, ranks = size
        return {"columns": files, "rows": ranks}

    def _rank(self, game: bl.Game, rank: int) -> int:
        return game.ranks + 1 - rank if self.flip_ranks else rank

    def _cell(self, game: bl.Game, file: str, rank_text: str) -> str:
        return f"{file}{self._rank(game, self.ranks.rank(rank_text))}"

    def _openspiel_cell(self, game: bl.Game, cell: str) -> str:
        return cell[0] + self.ranks.text(self._rank(game, int(cell[1:])))

    def move_text(self, game: bl.Game, action_texts: Sequence[str],
                  os_state: Optional["pyspiel.State"] = None) -> str:
        cells: List[str] = []
        for action_text in action_texts:
            m = self._action.fullmatch(action_text)
            if m is None:
                raise ValueError(f"{self.openspiel_name} action {action_text!r} is not "
                                 "<from><to>")
            start, end = self._cell(game, m[1], m[2]), self._cell(game, m[3], m[4])
            if cells and cells[-1] != start:
                raise ValueError(f"{self.openspiel_name} actions {list(action_texts)!r} are "
                                 "not one piece's chain")
            cells += [start, end] if not cells else [end]
        return "-".join(cells)

    def action_texts(self, state: bl.State, move_text: str) -> List[str]:
        # The canonical text of a whole turn names every cell the piece lands on
        # (docs/primitives.md, "Two views of a turn"): c3-e5-g7.
        cells = state.parse_move(move_text).text.split("-")
        if self.capture_mark and len(cells) != 2:
            raise ValueError(f"{self.boardlab_name}: a capture mark needs one-action turns")
        out = []
        for start, end in zip(cells, cells[1:]):
            text = (self._openspiel_cell(state.game, start) +
                    self._openspiel_cell(state.game, end))
            # OpenSpiel marks a capture where the game has a mark: the target cell is occupied.
            out.append(text + (self.capture_mark if state.stack(end) else ""))
        return out

    def position_text(self, game: bl.Game, os_state: "pyspiel.State",
                      played: Sequence["OpenSpielTurn"]) -> str:
        lines = str(os_state).rstrip("\n").split("\n")[:-1]  # the last line names the files
        if len(lines) != game.ranks:
            raise ValueError(f"OpenSpiel board has {len(lines)} ranks, not {game.ranks}")
        # OpenSpiel's lines are top first; flipped, its top line is boardlab's rank 1.
        rows = [line[-game.files:] for line in lines]
        if self.flip_ranks:
            rows.reverse()
        board = "/".join(shared_reference.rank_text(self.pieces[c] for c in row) for row in rows)
        return f"{board} {_side_and_ply(os_state, self.one_action_turns)}"


class CheckersAdapter(GridAdapter):
    """boardlab's checkers is 8x8 only (it has no size option), OpenSpiel's of any size; and
    OpenSpiel draws a game without captures for long: boardlab's checkers with its
    ``quiet_turn_limit`` option at 40 (docs/rules.md, "Checkers")."""

    # OpenSpiel's rule (checkers.cc; kMaxMovesWithoutCapture in checkers.h), which the lockstep
    # confirms game by game: once 40 actions in a row have captured nothing, the game is over
    # and drawn. Its "moves" are actions, the plies of both players together (20 each); only a
    # jump resets the count, each jump of a chain, and a man's crowning does not. An action that
    # captures nothing is a step, a whole turn, so its 40 actions are boardlab's 40 quiet turns.
    # From then on it has no legal action whatever the position, also where the player to move
    # could capture, and returns 0 to both players, also where that player could not have moved
    # (which loses otherwise): boardlab's limit comes before the no-legal-move rule too.
    QUIET_ACTIONS = 40

    def __init__(self) -> None:
        super().__init__("checkers", "checkers",
                         pieces={"o": "o", "8": "O", "+": "x", "*": "X", ".": ""},
                         flip_ranks=False, one_action_turns=False)

    def boardlab_game(self, size, **options) -> bl.Game:
        if tuple(size) != (8, 8):
            raise ValueError(f"boardlab's checkers is 8x8, not {size}")
        return bl.game("checkers", quiet_turn_limit=self.QUIET_ACTIONS, **options)

    def _jumps(self, text: str) -> bool:
        m = self._action.fullmatch(text)
        if m is None:
            raise ValueError(f"checkers action {text!r} is not <from><to>")
        return abs(ord(m[1]) - ord(m[3])) == 2

    def position_text(self, game: bl.Game, os_state: "pyspiel.State",
                      played: Sequence["OpenSpielTurn"]) -> str:
        # The turns since the last jump, as OpenSpiel counts its actions (OpenSpiel does not
        # show its count: it is counted here from the turns played).
        quiet = 0
        for turn in reversed(played):
            if any(self._jumps(text) for text in turn.texts):
                break
            quiet += 1
        text = super().position_text(game, os_state, played)
        return text + (f" quiet={quiet}" if quiet else "")


class AmazonsAdapter(Adapter):
    """Amazons on an n x n board: boardlab's built-in ``amazons`` with ``size = n``."""

    boardlab_name = "amazons"
    openspiel_name = "amazons"

    PIECES = {"X": "W", "O": "B", "#": "A", ".": ""}
    PLAYER_SYMBOLS = "XO"
    _ACTION = re.compile(r"([XO]) (From|To|Shoot:) \((\d+), (\d+)\)")
    _TURN = re.compile(r"([a-z]\d+)-([a-z]\d+)/([a-z]\d+)")

    @staticmethod
    def _side(size) -> int:
        files, ranks = size
        if files != ranks:
            raise ValueError(f"amazons boards are square, not {size}")
        return files

    def boardlab_game(self, size, **options) -> bl.Game:
        return bl.game("amazons", size=self._side(size), **options)

    def openspiel_params(self, size) -> Dict[str, object]:
        return {"board_size": self._side(size)}

    def move_text(self, game: bl.Game, action_texts: Sequence[str],
                  os_state: Optional["pyspiel.State"] = None) -> str:
        parsed = [self._ACTION.fullmatch(text) for text in action_texts]
        if (any(m is None for m in parsed) or [m[2] for m in parsed] != ["From", "To", "Shoot:"]
                or len({m[1] for m in parsed}) != 1):
            raise ValueError(f"amazons actions {list(action_texts)!r} are not one turn")
        cell = [f"{chr(ord('a') + int(m[4]) - 1)}{game.ranks + 1 - int(m[3])}" for m in parsed]
        return f"{cell[0]}-{cell[1]}/{cell[2]}"

    def action_texts(self, state: bl.State, move_text: str) -> List[str]:
        m = self._TURN.fullmatch(state.parse_move(move_text).text)
        if m is None:
            raise ValueError(f"amazons move {move_text!r} is not <from>-<to>/<shot>")
        symbol = self.PLAYER_SYMBOLS[state.side_to_move]
        out = []
        for word, cell in zip(["From", "To", "Shoot:"], m.groups()):
            row, column = state.game.ranks + 1 - int(cell[1:]), ord(cell[0]) - ord("a") + 1
            out.append(f"{symbol} {word} ({row}, {column})")
        return out

    def position_text(self, game: bl.Game, os_state: "pyspiel.State",
                      played: Sequence["OpenSpielTurn"]) -> str:
        # One line per row, top first, one character a cell, and nothing else.
        rows = str(os_state).rstrip("\n").split("\n")
        if len(rows) != game.ranks or any(len(row) != game.files for row in rows):
            raise ValueError(f"OpenSpiel board {str(os_state)!r} is not {game.files}x"
                             f"{game.ranks}")
        board = "/".join(shared_reference.rank_text(self.PIECES[c] for c in row) for row in rows)
        return f"{board} {_side_and_ply(os_state, self.one_action_turns)}"


class LineAdapter(Adapter):
    """A game won by a line (tic_tac_toe, connect_four, gomoku): every turn is one action, which
    puts one of the mover's pieces on a cell, and boardlab writes it ``<symbol>@<cell>``. A size
    is (files, ranks, line): the board as boardlab counts it and the pieces in a row that win.

    OpenSpiel prints its boards one line a row, the top row first, one character a cell (gomoku
    after a line naming the player to move), in each of these games; ``pieces`` are its cell
    characters for player 0's and player 1's pieces, ``symbols`` boardlab's."""

    one_action_turns = True
    keeps_ply_limit = True
    pieces = "xo"
    symbols = "XO"
    header_lines = 0

    def _board_lines(self, game: bl.Game, os_state: "pyspiel.State") -> List[str]:
        lines = str(os_state).rstrip("\n").split("\n")
        rows = lines[self.header_lines:]
        if len(rows) != game.ranks or any(len(row) != game.files for row in rows):
            raise ValueError(f"OpenSpiel board {str(os_state)!r} is not {game.files}x"
                             f"{game.ranks}")
        return rows

    def _drop(self, state: bl.State, move_text: str) -> Tuple[int, int, int]:
        """(player, file from 0, rank from 1) of a legal boardlab drop."""
        m = re.fullmatch(r"([A-Za-z])@([a-z])(\d+)", state.parse_move(move_text).text)
        if m is None or m[1] not in self.symbols:
            raise ValueError(f"{self.boardlab_name} move {move_text!r} is not a drop")
        return self.symbols.index(m[1]), ord(m[2]) - ord("a"), int(m[3])

    def _move_text(self, player: int, file: int, rank: int) -> str:
        return f"{self.symbols[player]}@{chr(ord('a') + file)}{rank}"

    def _action_text(self, action_texts: Sequence[str], pattern: str) -> "re.Match":
        if len(action_texts) != 1:
            raise ValueError(f"{self.openspiel_name} turn {list(action_texts)!r} is not one "
                             "action")
        m = re.fullmatch(pattern, action_texts[0])
        if m is None:
            raise ValueError(f"{self.openspiel_name} action {action_texts[0]!r} does not match "
                             f"{pattern!r}")
        return m

    def position_text(self, game: bl.Game, os_state: "pyspiel.State",
                      played: Sequence["OpenSpielTurn"]) -> str:
        rows = self._board_lines(game, os_state)
        pieces = dict(zip(self.pieces, self.symbols), **{".": ""})
        board = "/".join(shared_reference.rank_text(pieces[c] for c in row) for row in rows)
        # OpenSpiel has no reserve: each player's pieces start as boardlab's do, as many as the
        # cells they can fill (the first player the odd one), less those on the board.
        cells = game.files * game.ranks
        reserve = ""
        for player, start in enumerate([(cells + 1) // 2, cells // 2]):
            left = start - sum(row.count(self.pieces[player]) for row in rows)
            reserve += f"{self.symbols[player]}{left}" if left else ""
        turns = openspiel_turns(os_state, self.one_action_turns)
        return f"{board} {turns % 2} {reserve or '-'} {turns}"


class TicTacToeAdapter(LineAdapter):
    """Tic-tac-toe, 3x3 with three in a row: OpenSpiel's ``tic_tac_toe`` has no options."""

    boardlab_name = "tic_tac_toe"
    openspiel_name = "tic_tac_toe"
    _ACTION = r"([xo])\((\d),(\d)\)"

    def _check(self, size) -> None:
        if tuple(size) != (3, 3, 3):
            raise ValueError(f"tic-tac-toe is 3x3 with three in a row, not {size}")

    def boardlab_game(self, size, **options) -> bl.Game:
        self._check(size)
        return bl.game("tic_tac_toe", **options)

    def openspiel_params(self, size) -> Dict[str, object]:
        self._check(size)
        return {}

    def move_text(self, game: bl.Game, action_texts: Sequence[str],
                  os_state: Optional["pyspiel.State"] = None) -> str:
        m = self._action_text(action_texts, self._ACTION)
        return self._move_text(self.pieces.index(m[1]), int(m[3]), game.ranks - int(m[2]))

    def action_texts(self, state: bl.State, move_text: str) -> List[str]:
        player, file, rank = self._drop(state, move_text)
        return [f"{self.pieces[player]}({state.game.ranks - rank},{file})"]


class ConnectFourAdapter(LineAdapter):
    """Connect four of any size: both engines' options are ``columns``, ``rows`` and
    ``x_in_row``."""

    boardlab_name = "connect_four"
    openspiel_name = "connect_four"
    _ACTION = r"([xo])(\d+)"

    def boardlab_game(self, size, **options) -> bl.Game:
        files, ranks, line = size
        return bl.game("connect_four", columns=files, rows=ranks, x_in_row=line, **options)

    def openspiel_params(self, size) -> Dict[str, object]:
        files, ranks, line = size
        return {"columns": files, "rows": ranks, "x_in_row": line}

    def move_text(self, game: bl.Game, action_texts: Sequence[str],
                  os_state: Optional["pyspiel.State"] = None) -> str:
        m = self._action_text(action_texts, self._ACTION)
        file = int(m[2])
        if os_state is None or not 0 <= file < game.files:
            raise ValueError(f"connect four action {m[0]!r} needs its state and a column")
        # The action names a column; the piece comes to rest on the lowest empty cell of it in
        # the state it is played from (its board's last line is the bottom row).
        column = [row[file] for row in reversed(self._board_lines(game, os_state))]
        if "." not in column:
            raise ValueError(f"connect four action {m[0]!r} drops into a full column")
        return self._move_text(self.pieces.index(m[1]), file, column.index(".") + 1)

    def action_texts(self, state: bl.State, move_text: str) -> List[str]:
        player, file, _ = self._drop(state, move_text)
        return [f"{self.pieces[player]}{file}"]


class GomokuAdapter(LineAdapter):
    """Gomoku on an n x n board, free-style: OpenSpiel's ``gomoku`` (``size``, ``connect``;
    its ``anti``, ``wrap`` and ``dims`` at their defaults, false, false and 2) against boardlab's
    with ``overline_wins = True``, the only one of its rules that OpenSpiel has."""

    boardlab_name = "gomoku"
    openspiel_name = "gomoku"
    pieces = "bw"
    symbols = "BW"
    header_lines = 1
    _ACTION = r"(\d+),(\d+)"

    @staticmethod
    def _side(size) -> Tuple[int, int]:
        files, ranks, line = size
        if files != ranks:
            raise ValueError(f"gomoku boards are square, not {size}")
        return files, line

    def boardlab_game(self, size, **options) -> bl.Game:
        side, line = self._side(size)
        return bl.game("gomoku", size=side, connect=line, overline_wins=True, **options)

    def openspiel_params(self, size) -> Dict[str, object]:
        side, line = self._side(size)
        return {"size": side, "connect": line}

    def move_text(self, game: bl.Game, action_texts: Sequence[str],
                  os_state: Optional["pyspiel.State"] = None) -> str:
        m = self._action_text(action_texts, self._ACTION)
        if os_state is None:
            raise ValueError(f"gomoku action {m[0]!r} does not name the player: it needs its "
                             "state")
        return self._move_text(os_state.current_player(), int(m[2]), game.ranks - int(m[1]))

    def action_texts(self, state: bl.State, move_text: str) -> List[str]:
        _, file, rank = self._drop(state, move_text)
        return [f"{state.game.ranks - rank},{file}"]

    def position_text(self, game: bl.Game, os_state: "pyspiel.State",
                      played: Sequence["OpenSpielTurn"]) -> str:
        # The line above the board names the player to move, 'B' for player 0 (also after the
        # end, where it is the player who would move next): it must be the side of the text.
        text = super().position_text(game, os_state, played)
        header = str(os_state).split("\n")[0]
        if header != self.symbols[int(text.split(" ")[1])]:
            raise ValueError(f"gomoku's player to move {header!r} is not the side of {text!r}")
        return text


class PentagoAdapter(LineAdapter):
    """Pentago, 6x6 with five in a row: OpenSpiel's ``pentago`` has no rules options.

    OpenSpiel's player 0 is 'O', boardlab's W, and moves first; '@' is B. Its cell (x, y), y
    counted from 0 on the row it prints first and names ``1``, is boardlab's file x and rank
    y + 1 (the same name: ``a1`` is a1), so that its board is boardlab's mirrored top to bottom.
    An action ``a1s`` is the drop on a1 then the rotation r = 0..7 written 's'..'z': the quadrant
    r / 2 (0: x and y from 0 to 2, 1: x from 3, 2: both from 3, 3: y from 3), boardlab's blocks
    a1, d1, d4 and a4, turned clockwise as OpenSpiel prints it when r is odd, which is
    counterclockwise as boardlab draws it (rank 1 at the bottom)."""

    boardlab_name = "pentago"
    openspiel_name = "pentago"
    pieces = "O@"
    symbols = "WB"
    _ACTION = r"([a-f])([1-6])([s-z])"
    _CORNERS = ("a1", "d1", "d4", "a4")

    def _check(self, size) -> None:
        if tuple(size) != (6, 6, 5):
            raise ValueError(f"pentago is 6x6 with five in a row, not {size}")

    def boardlab_game(self, size, **options) -> bl.Game:
        self._check(size)
        return bl.game("pentago", **options)

    def openspiel_params(self, size) -> Dict[str, object]:
        self._check(size)
        return {}

    def _board_lines(self, game: bl.Game, os_state: "pyspiel.State") -> List[str]:
        # Two lines of labels, then a row a line, y = 0 first: labels, and a cell every other
        # character from the fifth. boardlab's text lists the top rank, y = 5, first.
        lines = str(os_state).rstrip("\n").split("\n")[2:8]
        rows = [line[4:15:2] for line in lines]
        if len(rows) != 6 or any(len(row) != 6 for row in rows):
            raise ValueError(f"OpenSpiel board {str(os_state)!r} is not 6x6")
        return list(reversed(rows))

    def move_text(self, game: bl.Game, action_texts: Sequence[str],
                  os_state: Optional["pyspiel.State"] = None) -> str:
        m = self._action_text(action_texts, self._ACTION)
        if os_state is None:
            raise ValueError(f"pentago action {m[0]!r} does not name the player: it needs its "
                             "state")
        r = ord(m[3]) - ord("s")
        way = "ccw" if r % 2 else "cw"
        return (f"{self.symbols[os_state.current_player()]}@{m[1]}{m[2]}:"
                f"{self._CORNERS[r // 2]}{way}")

    def action_texts(self, state: bl.State, move_text: str) -> List[str]:
        m = re.fullmatch(r"[WB]@([a-f][1-6]):([a-f][1-6])(c?cw)",
                         state.parse_move(move_text).text)
        if m is None:
            raise ValueError(f"pentago move {move_text!r} is not a drop with a turn")
        r = 2 * self._CORNERS.index(m[2]) + (1 if m[3] == "ccw" else 0)
        return [f"{m[1]}{chr(ord('s') + r)}"]


class DotsAndBoxesAdapter(Adapter):
    """Dots and boxes: a size is (num_cols, num_rows), OpenSpiel's boxes across and down.

    Every action is a turn of boardlab's, also when the player draws again after a claim
    (boardlab's turn then says ``again``, and its side stays). OpenSpiel's ``P1(h,r,c)`` (player
    0's) is the horizontal line of dot row r (0 at the top) from dot column c to c + 1, and
    ``v`` the vertical line of dot column c from row r to r + 1. boardlab's board is the grid of
    dots, lines and boxes with rank 1 at the bottom: dot (column c, row r) is file 2c and rank
    2 num_rows - 2r (from 0), so that the horizontal line is boardlab's ``L@`` on file 2c + 1,
    rank 2 num_rows - 2r, and the vertical one on file 2c, rank 2 num_rows - 2r - 1. OpenSpiel
    prints the grid row by row, the top first, each dot row a dot every four characters and a
    drawn line '───' between two, each box row a '│' for a drawn line every four characters and
    the owner's number ('1' player 0, boardlab's X; '2' player 1, O) in the box's middle."""

    boardlab_name = "dots_and_boxes"
    openspiel_name = "dots_and_boxes"
    one_action_turns = True
    # The default limit is the number of lines: a game reaches it only by drawing the last.
    keeps_ply_limit = True
    _ACTION = r"P([12])\(([hv]),(\d+),(\d+)\)"

    def boardlab_game(self, size, **options) -> bl.Game:
        return bl.game("dots_and_boxes", num_cols=size[0], num_rows=size[1], **options)

    def openspiel_params(self, size) -> Dict[str, object]:
        return {"num_cols": size[0], "num_rows": size[1]}

    def _cell(self, game: bl.Game, horizontal: bool, row: int, col: int) -> str:
        rows = (game.ranks - 1) // 2
        file, rank = (2 * col + 1, 2 * rows - 2 * row) if horizontal else \
            (2 * col, 2 * rows - 2 * row - 1)
        return f"{chr(ord('a') + file)}{rank + 1}"

    def move_text(self, game: bl.Game, action_texts: Sequence[str],
                  os_state: Optional["pyspiel.State"] = None) -> str:
        if len(action_texts) != 1:
            raise ValueError(f"dots_and_boxes turn {list(action_texts)!r} is not one action")
        m = re.fullmatch(self._ACTION, action_texts[0])
        if m is None:
            raise ValueError(f"dots_and_boxes action {action_texts[0]!r} is not a line")
        return "L@" + self._cell(game, m[2] == "h", int(m[3]), int(m[4]))

    def action_texts(self, state: bl.State, move_text: str) -> List[str]:
        game = state.game
        cell = state.parse_move(move_text).text.removeprefix("L@")
        player = state.side_to_move + 1
        cols, rows = (game.files - 1) // 2, (game.ranks - 1) // 2
        for horizontal, row_count, col_count in ((True, rows + 1, cols), (False, rows, cols + 1)):
            for row in range(row_count):
                for col in range(col_count):
                    if self._cell(game, horizontal, row, col) == cell:
                        return [f"P{player}({'h' if horizontal else 'v'},{row},{col})"]
        raise ValueError(f"dots_and_boxes move {move_text!r} draws no line")

    def position_text(self, game: bl.Game, os_state: "pyspiel.State",
                      played: Sequence["OpenSpielTurn"]) -> str:
        cols = (game.files - 1) // 2
        width = 4 * cols + 1
        lines = [line.ljust(width) for line in str(os_state).rstrip("\n").split("\n")]
        if len(lines) != game.ranks:
            raise ValueError(f"OpenSpiel board {str(os_state)!r} has not {game.ranks} rows")
        ranks = []
        for j, line in enumerate(lines):
            if j % 2 == 0:  # dots, and the horizontal lines between them
                cells = ["L" if line[4 * c + 2] == "─" else "" for c in range(cols)]
            else:  # vertical lines, and the boxes between them
                cells = []
                for x in range(game.files):
                    if x % 2 == 0:
                        cells.append("L" if line[4 * (x // 2)] == "│" else "")
                    else:
                        cells.append({"1": "X", "2": "O"}.get(line[4 * (x // 2) + 2], ""))
            ranks.append(shared_reference.rank_text(cells))
        history = os_state.full_history()
        turns = os_state.move_number()
        # After the last line, which always completes a box, boardlab's side is its drawer's.
        side = history[-1].player if os_state.is_terminal() else os_state.current_player()
        again = bool(history) and history[-1].player == side
        return f"{'/'.join(ranks)} {side} - {turns}" + (" again" if again else "")


class OthelloAdapter(Adapter):
    """Othello, 8x8: OpenSpiel's ``othello`` has no options, and boardlab's built-in ``othello``
    is played at its default size. A size is (files, ranks); every turn is one action, a drop
    (``B@d3``) or ``pass``."""

    boardlab_name = "othello"
    openspiel_name = "othello"
    one_action_turns = True
    # A game lasts at most 119 turns, below boardlab's default limit of 128 (OpenSpiel's bound):
    # at most 60 drops, and a player passes only when the other can move, who then drops, so
    # that every pass is followed by a drop and the first turn is a drop (B can move at the
    # start). The lockstep checks that no game ends by the limit.
    keeps_ply_limit = True

    SIDE = 8
    PIECES = {"x": "B", "o": "W", "-": ""}
    SYMBOLS = "BW"
    HEADERS = ("Black (x) to play:", "White (o) to play:")
    _DROP = re.compile(r"([BW])@([a-h][1-8])")
    _CELL = re.compile(r"[a-h][1-8]")

    def _check(self, size) -> None:
        if tuple(size) != (self.SIDE, self.SIDE):
            raise ValueError(f"OpenSpiel's othello is 8x8, not {size}")

    def boardlab_game(self, size, **options) -> bl.Game:
        self._check(size)
        return bl.game("othello", **options)

    def openspiel_params(self, size) -> Dict[str, object]:
        self._check(size)
        return {}

    def move_text(self, game: bl.Game, action_texts: Sequence[str],
                  os_state: Optional["pyspiel.State"] = None) -> str:
        if len(action_texts) != 1:
            raise ValueError(f"othello turn {list(action_texts)!r} is not one action")
        text = action_texts[0]
        if text == "pass":
            return "pass"
        if self._CELL.fullmatch(text) is None:
            raise ValueError(f"othello action {text!r} is neither a cell nor 'pass'")
        if os_state is None:
            raise ValueError(f"othello action {text!r} does not name the player: it needs its "
                             "state")
        # The cell names are the same in both engines (the board is mirrored, not renamed).
        return f"{self.SYMBOLS[os_state.current_player()]}@{text}"

    def action_texts(self, state: bl.State, move_text: str) -> List[str]:
        text = state.parse_move(move_text).text
        if text == "pass":
            return ["pass"]
        m = self._DROP.fullmatch(text)
        if m is None or self.SYMBOLS.index(m[1]) != state.side_to_move:
            raise ValueError(f"othello move {move_text!r} is not a drop of the player to move")
        return [m[2]]

    def _rows(self, os_state: "pyspiel.State") -> List[List[str]]:
        """OpenSpiel's rows of cell characters, row 1 (the first printed) first."""
        lines = str(os_state).rstrip("\n").split("\n")
        files = " ".join("abcdefgh")
        if (len(lines) != self.SIDE + 3 or lines[1].strip() != files
                or lines[-1].strip() != files):
            raise ValueError(f"OpenSpiel board {str(os_state)!r} is not 8x8")
        rows = []
        for number, line in enumerate(lines[2:-1], start=1):
            words = line.split()
            if (len(words) != self.SIDE + 2 or words[0] != str(number)
                    or words[-1] != str(number)):
                raise ValueError(f"OpenSpiel row {line!r} is not row {number}")
            rows.append(words[1:-1])
        return rows

    def position_text(self, game: bl.Game, os_state: "pyspiel.State",
                      played: Sequence["OpenSpielTurn"]) -> str:
        rows = self._rows(os_state)
        # boardlab's text starts from its top rank, the 8th: OpenSpiel's last row.
        board = "/".join(shared_reference.rank_text(self.PIECES[c] for c in row) for row in reversed(rows))
        # The reserve: each player's drops in the history (a turn is one action, OpenSpiel's
        # player to move when it was played), the pass's text being "pass" in every state.
        history = os_state.full_history()
        passes = [os_state.action_to_string(h.player, h.action) == "pass" for h in history]
        drops = [0, 0]
        for h, passed in zip(history, passes):
            if not passed:
                drops[h.player] += 1
        on_board = sum(row.count("x") + row.count("o") for row in rows)
        if on_board != 4 + sum(drops):
            raise ValueError(f"OpenSpiel board has {on_board} discs after {sum(drops)} drops")
        start = self.SIDE * self.SIDE - 4
        reserve = "".join(f"{symbol}{start - n}" for symbol, n in zip(self.SYMBOLS, drops)
                          if start - n)
        turns = os_state.move_number()
        header = str(os_state).split("\n")[0]
        expected = "Terminal State:" if os_state.is_terminal() else self.HEADERS[turns % 2]
        if header != expected:
            raise ValueError(f"othello's header {header!r} is not {expected!r} after {turns} "
                             "turns")
        text = f"{board} {turns % 2} {reserve or '-'} {turns}"
        return text + (" pass" if passes and passes[-1] else "")


class HexAdapter(Adapter):
    """Hex of two files and two ranks or more: both engines' options are ``board_size``, and
    ``num_cols`` and ``num_rows`` for a board that is not a rhombus; a size is (files, ranks),
    and a rhombus is asked for by ``board_size``, so that every option is compared. Every turn
    is one action, a drop (``B@c3``)."""

    boardlab_name = "hex"
    openspiel_name = "hex"
    one_action_turns = True
    # boardlab's default limit, the number of cells, is OpenSpiel's bound on a game. A game
    # reaches it only by filling the board, and a full board holds one chain, which the last
    # stone completes: the game is won there. The lockstep checks that no game ends by the limit.
    keeps_ply_limit = True

    # The stones of both string_reps, so that a board printed either way is read (the standard
    # one has only 'x' and 'o').
    PIECES = {"x": "B", "y": "B", "z": "B", "X": "B", "o": "W", "p": "W", "q": "W", "O": "W",
              ".": ""}
    SYMBOLS = "BW"
    _CELL = re.compile(r"[a-p][1-9]\d?")
    _DROP = re.compile(r"([BW])@([a-p][1-9]\d?)")

    def boardlab_game(self, size, **options) -> bl.Game:
        return bl.game("hex", **self.openspiel_params(size), **options)

    def openspiel_params(self, size) -> Dict[str, object]:
        files, ranks = size
        if files == ranks:
            return {"board_size": files}
        return {"num_cols": files, "num_rows": ranks}

    def move_text(self, game: bl.Game, action_texts: Sequence[str],
                  os_state: Optional["pyspiel.State"] = None) -> str:
        if len(action_texts) != 1:
            raise ValueError(f"hex turn {list(action_texts)!r} is not one action")
        text = action_texts[0]
        if self._CELL.fullmatch(text) is None:
            raise ValueError(f"hex action {text!r} is not a cell")
        if os_state is None:
            raise ValueError(f"hex action {text!r} does not name the player: it needs its state")
        return f"{self.SYMBOLS[os_state.current_player()]}@{text}"

    def action_texts(self, state: bl.State, move_text: str) -> List[str]:
        m = self._DROP.fullmatch(state.parse_move(move_text).text)
        if m is None or self.SYMBOLS.index(m[1]) != state.side_to_move:
            raise ValueError(f"hex move {move_text!r} is not a drop of the player to move")
        return [m[2]]

    def _rows(self, game: bl.Game, os_state: "pyspiel.State") -> List[List[str]]:
        """OpenSpiel's rows of cell characters, row 0 (the first printed, rank 1) first."""
        lines = str(os_state).split("\n")
        if len(lines) != game.ranks:
            raise ValueError(f"OpenSpiel board {str(os_state)!r} has not {game.ranks} rows")
        rows = []
        for number, line in enumerate(lines):
            cells = line.split()
            if len(cells) != game.files or line != " " * number + "".join(c + " " for c in cells):
                raise ValueError(f"OpenSpiel row {line!r} is not row {number} of {game.files} "
                                 "cells")
            rows.append(cells)
        return rows

    def position_text(self, game: bl.Game, os_state: "pyspiel.State",
                      played: Sequence["OpenSpielTurn"]) -> str:
        rows = [[self.PIECES[c] for c in row] for row in self._rows(game, os_state)]
        board = "/".join(shared_reference.rank_text(row) for row in reversed(rows))
        return drop_game_text(board, rows, self.SYMBOLS, game.files * game.ranks,
                              os_state.move_number())


class HavannahAdapter(Adapter):
    """Havannah on a hexagon of side n: both engines' option ``board_size``; a size is the
    rhombus that holds it, (2n - 1, 2n - 1) files and ranks, as the other boards are named.
    OpenSpiel's cell (x, y) is boardlab's file x and rank 2n - 2 - y (its row y + 1 is boardlab's
    rank 2n - 1 - y): the two numberings run opposite ways, so that both have the same six
    neighbours. Its player 0 is boardlab's W and moves first; every turn is one drop
    (``W@c3``). OpenSpiel's swap option is left at its default, off."""

    boardlab_name = "havannah"
    openspiel_name = "havannah"
    one_action_turns = True
    # The number of cells, boardlab's default limit, is OpenSpiel's bound too: a game reaches it
    # only by filling the board, which ends it by its rules already.
    keeps_ply_limit = True

    PIECES = {"O": "W", "@": "B", ".": ""}
    SYMBOLS = "WB"
    _CELL = re.compile(r"([a-o])(\d{1,2})")
    _DROP = re.compile(r"([WB])@([a-o])(\d{1,2})")

    def boardlab_game(self, size, **options) -> bl.Game:
        return bl.game("havannah", **self.openspiel_params(size), **options)

    def openspiel_params(self, size) -> Dict[str, object]:
        files, ranks = size
        if files != ranks or files % 2 == 0:
            raise ValueError(f"havannah size {size!r} is not the rhombus of a hexagon")
        return {"board_size": (files + 1) // 2}

    def move_text(self, game: bl.Game, action_texts: Sequence[str],
                  os_state: Optional["pyspiel.State"] = None) -> str:
        if len(action_texts) != 1:
            raise ValueError(f"havannah turn {list(action_texts)!r} is not one action")
        m = self._CELL.fullmatch(action_texts[0])
        if m is None:
            raise ValueError(f"havannah action {action_texts[0]!r} is not a cell")
        if os_state is None:
            raise ValueError("a havannah action does not name the player: it needs its state")
        rank = game.ranks + 1 - int(m[2])
        return f"{self.SYMBOLS[os_state.current_player()]}@{m[1]}{rank}"

    def action_texts(self, state: bl.State, move_text: str) -> List[str]:
        m = self._DROP.fullmatch(state.parse_move(move_text).text)
        if m is None or self.SYMBOLS.index(m[1]) != state.side_to_move:
            raise ValueError(f"havannah move {move_text!r} is not a drop of the player to move")
        return [f"{m[2]}{state.game.ranks + 1 - int(m[3])}"]

    def position_text(self, game: bl.Game, os_state: "pyspiel.State",
                      played: Sequence["OpenSpielTurn"]) -> str:
        # OpenSpiel draws a column's letter after the first rows too: only the cells are its
        # stones. Row y (from 0) holds 2 size - 1 - |y - (size - 1)| cells.
        size = (game.files + 1) // 2
        rows = numbered_rows(os_state, game.ranks, self.PIECES,
                             lambda y: 2 * size - 1 - abs(y - (size - 1)))
        # Its row y is boardlab's rank 2 size - 2 - y, and both start each from the left: the
        # ranks of boardlab's text, from the top, are OpenSpiel's rows from the first.
        board = "/".join(shared_reference.rank_text(row) for row in rows)
        return drop_game_text(board, rows, self.SYMBOLS, sum(len(row) for row in rows),
                              os_state.move_number())


class YAdapter(Adapter):
    """Y on a triangle of side n: both engines' option ``board_size``; a size is the rhombus
    that holds it, (n, n) files and ranks. OpenSpiel's cell (x, y), action ``x + y n``, is
    boardlab's file x and rank y + 1, named alike (``b2``); its player 0 is 'O', boardlab's B,
    and moves first; '@' is W. Every turn is one drop (``B@b2``)."""

    boardlab_name = "y"
    openspiel_name = "y"
    one_action_turns = True
    # A full board has a winner, the last stone's: the number of cells, boardlab's default
    # limit, is never reached by a game that goes on.
    keeps_ply_limit = True

    PIECES = {"O": "B", "@": "W", ".": ""}
    SYMBOLS = "BW"
    _CELL = re.compile(r"[a-p][1-9]\d?")
    _DROP = re.compile(r"([BW])@([a-p][1-9]\d?)")

    def boardlab_game(self, size, **options) -> bl.Game:
        return bl.game("y", **self.openspiel_params(size), **options)

    def openspiel_params(self, size) -> Dict[str, object]:
        files, ranks = size
        if files != ranks:
            raise ValueError(f"y size {size!r} is not the rhombus of a triangle")
        return {"board_size": files}

    def move_text(self, game: bl.Game, action_texts: Sequence[str],
                  os_state: Optional["pyspiel.State"] = None) -> str:
        if len(action_texts) != 1 or self._CELL.fullmatch(action_texts[0]) is None:
            raise ValueError(f"y turn {list(action_texts)!r} is not one cell")
        if os_state is None:
            raise ValueError("a y action does not name the player: it needs its state")
        return f"{self.SYMBOLS[os_state.current_player()]}@{action_texts[0]}"

    def action_texts(self, state: bl.State, move_text: str) -> List[str]:
        m = self._DROP.fullmatch(state.parse_move(move_text).text)
        if m is None or self.SYMBOLS.index(m[1]) != state.side_to_move:
            raise ValueError(f"y move {move_text!r} is not a drop of the player to move")
        return [m[2]]

    def position_text(self, game: bl.Game, os_state: "pyspiel.State",
                      played: Sequence["OpenSpielTurn"]) -> str:
        # Row y (from 0) holds size - y cells, from file a.
        size = game.files
        rows = numbered_rows(os_state, size, self.PIECES, lambda y: size - y)
        # Its row y is boardlab's rank y + 1: boardlab's text, top rank first, reads them last
        # first.
        board = "/".join(shared_reference.rank_text(row) for row in reversed(rows))
        return drop_game_text(board, rows, self.SYMBOLS, size * (size + 1) // 2,
                              os_state.move_number())


ADAPTERS: Dict[str, Adapter] = {
    a.boardlab_name: a for a in [
        GridAdapter("clobber", "clobber", pieces={"o": "W", "x": "B", ".": ""},
                    flip_ranks=False),
        GridAdapter("breakthrough", "breakthrough", pieces={"b": "W", "w": "B", ".": ""},
                    flip_ranks=True, capture_mark="*", ranks=CHARACTER_RANKS),
        CheckersAdapter(),
        AmazonsAdapter(),
        TicTacToeAdapter(),
        ConnectFourAdapter(),
        GomokuAdapter(),
        OthelloAdapter(),
        HexAdapter(),
        HavannahAdapter(),
        PentagoAdapter(),
        DotsAndBoxesAdapter(),
        YAdapter(),
    ]}


class OpenSpielTurn(NamedTuple):
    """One whole turn of OpenSpiel's: its actions and their strings, each written in the state
    it is played from (amazons' strings depend on the part of the turn). A tuple, since perft
    makes one a leaf."""

    actions: Tuple[int, ...]
    texts: Tuple[str, ...]


def openspiel_whole_turns(os_state: "pyspiel.State", one_action_turns: bool = False,
                          with_texts: bool = True) -> Iterator[OpenSpielTurn]:
    """Every whole turn of the player to move: the sequences of that player's actions up to the
    first one after which another player is to move or the game has ended (Adapter's
    ``one_action_turns``: each action). Without ``with_texts`` the turns' texts are left empty,
    for counting, where writing them would cost most of the time. States are copied with
    ``child``, never undone: OpenSpiel's checkers does not restore its count of actions without
    a capture in ``undo_action``, so that 40 actions played and undone at the start leave a
    finished, drawn game."""
    if os_state.is_terminal():
        return

    def text(state, action) -> Tuple[str, ...]:
        return (state.action_to_string(action),) if with_texts else ()

    if one_action_turns:
        for action in os_state.legal_actions():
            yield OpenSpielTurn((action,), text(os_state, action))
        return
    player = os_state.current_player()

    def walk(state, actions, texts):
        for action in state.legal_actions():
            child = state.child(action)
            turn = OpenSpielTurn(actions + (action,), texts + text(state, action))
            if child.is_terminal() or child.current_player() != player:
                yield turn
            else:
                yield from walk(child, turn.actions, turn.texts)

    yield from walk(os_state, (), ())


def openspiel_after(os_state: "pyspiel.State", turn: OpenSpielTurn) -> "pyspiel.State":
    after = os_state.child(turn.actions[0])
    for action in turn.actions[1:]:
        after.apply_action(action)
    return after


@dataclass
class Pair:
    """One game built in both engines, for one board size."""

    adapter: Adapter
    game: bl.Game
    os_game: "pyspiel.Game"

    @classmethod
    def of(cls, name: str, size) -> "Pair":
        adapter = ADAPTERS[name]
        os_game = pyspiel.load_game(adapter.openspiel_name, adapter.openspiel_params(size))
        game = adapter.boardlab_game(size)
        # OpenSpiel's games end by their rules alone, while boardlab's ply limit is an option
        # ([decided], docs/rules.md): it must never end a game first. OpenSpiel bounds its
        # games in actions, and a turn is one action or more, so a limit above that bound in
        # turns is safe. The default is kept where it is high enough, since a built-in game
        # with default options runs on a path of its own (Game.batch_path "compiled");
        # Breakthrough on 10x10 is one where it is not (OpenSpiel bounds its games at 341
        # plies). An adapter may keep a default that its games reach only by ending
        # (keeps_ply_limit); the lockstep still sees that no game ends by the limit.
        if game.max_plies <= os_game.max_game_length() and not adapter.keeps_ply_limit:
            game = adapter.boardlab_game(size, max_plies=os_game.max_game_length() + 1)
        return cls(adapter, game, os_game)

    def start(self) -> "Lockstep":
        return Lockstep(self, self.game.start(), self.os_game.new_initial_state())


@dataclass
class Lockstep:
    """A position in both engines at a turn boundary, played together turn by turn."""

    pair: Pair
    state: bl.State
    os_state: "pyspiel.State"

    def __post_init__(self) -> None:
        self.played: List[OpenSpielTurn] = []

    def openspiel_moves(self) -> Dict[str, OpenSpielTurn]:
        """OpenSpiel's legal whole turns, keyed by their boardlab move texts. Two turns with
        one text would be a mapping that loses information: an error."""
        out: Dict[str, OpenSpielTurn] = {}
        for turn in openspiel_whole_turns(self.os_state, self.pair.adapter.one_action_turns):
            text = self.pair.adapter.move_text(self.pair.game, turn.texts, self.os_state)
            if text in out:
                raise ValueError(f"two OpenSpiel turns map to {text!r}")
            out[text] = turn
        return out

    def boardlab_moves(self) -> List[str]:
        return sorted(m.text for m in self.state.legal_moves)

    def expected_text(self) -> str:
        """The boardlab position text of OpenSpiel's state."""
        return self.pair.adapter.position_text(self.pair.game, self.os_state, self.played)

    def play(self, move_text: str, turn: OpenSpielTurn) -> None:
        self.state.play(move_text)
        for action in turn.actions:
            self.os_state.apply_action(action)
        self.played.append(turn)

    def openspiel_winner(self) -> Optional[int]:
        """OpenSpiel's winner of a finished game: 0, 1, or None for a draw."""
        returns = self.os_state.returns()
        if returns[0] == returns[1]:
            return None
        return 0 if returns[0] > returns[1] else 1


def openspiel_perft(os_state: "pyspiel.State", depth: int,
                    one_action_turns: bool = False) -> int:
    """The number of paths of ``depth`` whole turns from an OpenSpiel state, by OpenSpiel alone
    (docs/rules.md's definition, in whole turns as boardlab counts: a finished position counts
    0 above depth 0)."""
    if depth == 0:
        return 1
    if depth == 1 and one_action_turns:
        # The same count as below, without making an object a leaf (most of the time).
        return 0 if os_state.is_terminal() else len(os_state.legal_actions())
    turns = openspiel_whole_turns(os_state, one_action_turns, with_texts=False)
    if depth == 1:
        return sum(1 for _ in turns)
    return sum(openspiel_perft(openspiel_after(os_state, turn), depth - 1, one_action_turns)
               for turn in turns)

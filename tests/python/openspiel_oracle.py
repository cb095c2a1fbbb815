"""OpenSpiel as an independent oracle for boardlab's games (used by test_openspiel.py).

OpenSpiel (``pip install open_spiel``, module ``pyspiel``) implements many of the games boardlab
can express, written by other people from the published rules. A game is compared through an
``Adapter``: how to build the same game in both engines, and how the two engines' texts
correspond (OpenSpiel action strings and boardlab move texts, OpenSpiel's board and boardlab's
position text). Everything else, perft, lockstep random games, is generic: ``Pair`` and
``Lockstep`` know no game.

Orientation. boardlab's player 0 always moves first from the bottom (docs/rules.md); an adapter
maps OpenSpiel's cells so that its player 0 is boardlab's player 0 too:

- clobber: the same on both sides. OpenSpiel's player 0 is White ('o'), on a1 of every board
  size, and moves first; boardlab's is W, also on a1.
- breakthrough: OpenSpiel's player 0 is Black ('b'), on the two top rows, moving down, and moves
  first; boardlab's player 0 is W on the two bottom ranks moving up. Reflecting the board top to
  bottom (rank r <-> ranks + 1 - r, files unchanged) maps one onto the other, and since the rules
  are the same for both colours up to that reflection, mapping texts is enough: OpenSpiel's
  ``a7a6`` is boardlab's ``a2-a3``, its black pieces are boardlab's W.

A new game (checkers, amazons, connect_four, ...) needs one Adapter subclass: its names, its
options in both engines, and its two text mappings; ``GridAdapter`` already covers games whose
OpenSpiel actions read ``<from><to>`` with an optional capture mark.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Dict, List, Mapping, Optional

import pyspiel

import boardlab as bl


class Adapter:
    """How one game of boardlab corresponds to one of OpenSpiel. Subclasses set the names and
    implement the five methods; ``size`` is whatever describes a board to them. The players
    must correspond as they are (OpenSpiel's player 0 is boardlab's player 0): turns, returns
    and winners are compared without a mapping."""

    boardlab_name: str
    openspiel_name: str

    def boardlab_options(self, size) -> Dict[str, object]:
        raise NotImplementedError

    def openspiel_params(self, size) -> Dict[str, object]:
        raise NotImplementedError

    def move_text(self, game: bl.Game, action_text: str) -> str:
        """The boardlab move text of an OpenSpiel action string."""
        raise NotImplementedError

    def action_text(self, state: bl.State, move_text: str) -> str:
        """The OpenSpiel action string of a legal boardlab move of ``state``."""
        raise NotImplementedError

    def position_text(self, game: bl.Game, os_state: "pyspiel.State") -> str:
        """The boardlab position text of an OpenSpiel state."""
        raise NotImplementedError


@dataclass(frozen=True)
class RankCodec:
    """How OpenSpiel writes a rank number (from 1) in its action strings: ``pattern`` matches
    one, ``text`` writes one, ``rank`` reads one."""

    pattern: str
    text: Callable[[int], str]
    rank: Callable[[str], int]


# clobber writes ranks in decimal (b10c10); breakthrough as one character counted from '0', so
# that rank 10 is ':'.
DECIMAL_RANKS = RankCodec(r"\d+", str, int)
CHARACTER_RANKS = RankCodec(".", lambda rank: chr(ord("0") + rank),
                            lambda text: ord(text) - ord("0"))


class GridAdapter(Adapter):
    """A game on files a.. and ranks whose OpenSpiel actions read ``<from><to>`` (an optional
    ``capture_mark`` after a capture) and whose OpenSpiel board is one line per rank, top first,
    each the rank label and one character a cell, then a line of file letters.

    ``flip_ranks`` reflects the board top to bottom; ``pieces`` maps OpenSpiel's cell characters
    to boardlab symbols (the empty cell's character to "")."""

    def __init__(self, boardlab_name: str, openspiel_name: str, *, pieces: Mapping[str, str],
                 flip_ranks: bool, capture_mark: str = "",
                 ranks: RankCodec = DECIMAL_RANKS) -> None:
        self.boardlab_name = boardlab_name
        self.openspiel_name = openspiel_name
        self.pieces = dict(pieces)
        self.flip_ranks = flip_ranks
        self.capture_mark = capture_mark
        self.ranks = ranks
        cell = rf"([a-z])({ranks.pattern})"
        self._action = re.compile(cell + cell + "(?:" + re.escape(capture_mark) + ")?")

    # A size is (files, ranks), as boardlab counts them.
    def boardlab_options(self, size) -> Dict[str, object]:
        files, ranks = size
        return {"files": files, "ranks": ranks}

    def openspiel_params(self, size) -> Dict[str, object]:
        files, ranks = size
        return {"columns": files, "rows": ranks}

    def _rank(self, game: bl.Game, rank: int) -> int:
        return game.ranks + 1 - rank if self.flip_ranks else rank

    def _cell(self, game: bl.Game, file: str, rank_text: str) -> str:
        return f"{file}{self._rank(game, self.ranks.rank(rank_text))}"

    def _openspiel_cell(self, game: bl.Game, cell: str) -> str:
        return cell[0] + self.ranks.text(self._rank(game, int(cell[1:])))

    def move_text(self, game: bl.Game, action_text: str) -> str:
        m = self._action.fullmatch(action_text)
        if m is None:
            raise ValueError(f"{self.openspiel_name} action {action_text!r} is not <from><to>")
        return f"{self._cell(game, m[1], m[2])}-{self._cell(game, m[3], m[4])}"

    def action_text(self, state: bl.State, move_text: str) -> str:
        move = state.parse_move(move_text)
        text = (self._openspiel_cell(state.game, move.from_cell) +
                self._openspiel_cell(state.game, move.to_cell))
        # OpenSpiel marks a capture where the game has a mark: the target cell is occupied.
        return text + (self.capture_mark if state.stack(move.to_cell) else "")

    def position_text(self, game: bl.Game, os_state: "pyspiel.State") -> str:
        lines = str(os_state).rstrip("\n").split("\n")[:-1]  # the last line names the files
        if len(lines) != game.ranks:
            raise ValueError(f"OpenSpiel board has {len(lines)} ranks, not {game.ranks}")
        # OpenSpiel's lines are top first; flipped, its top line is boardlab's rank 1.
        rows = [line[-game.files:] for line in lines]
        if self.flip_ranks:
            rows.reverse()
        board = "/".join(_rank_text(self.pieces[c] for c in row) for row in rows)
        # Turns alternate in both engines from player 0, also after the end, where OpenSpiel
        # has no player to move.
        ply = os_state.move_number()
        return f"{board} {ply % 2} - {ply}"


def _rank_text(symbols) -> str:
    """One rank of position text from its cells' symbols ("" for empty), runs of empty cells
    as their lengths."""
    out, empty = "", 0
    for symbol in symbols:
        if symbol:
            out += (str(empty) if empty else "") + symbol
            empty = 0
        else:
            empty += 1
    return out + (str(empty) if empty else "")


ADAPTERS: Dict[str, Adapter] = {
    a.boardlab_name: a for a in [
        GridAdapter("clobber", "clobber", pieces={"o": "W", "x": "B", ".": ""},
                    flip_ranks=False),
        GridAdapter("breakthrough", "breakthrough", pieces={"b": "W", "w": "B", ".": ""},
                    flip_ranks=True, capture_mark="*", ranks=CHARACTER_RANKS),
    ]}


@dataclass
class Pair:
    """One game built in both engines, for one board size."""

    adapter: Adapter
    game: bl.Game
    os_game: "pyspiel.Game"

    @classmethod
    def of(cls, name: str, size) -> "Pair":
        adapter = ADAPTERS[name]
        options = adapter.boardlab_options(size)
        os_game = pyspiel.load_game(adapter.openspiel_name, adapter.openspiel_params(size))
        game = bl.game(name, **options)
        # OpenSpiel's games end by their rules alone, while boardlab's ply limit is an option
        # ([decided], docs/rules.md): it must never end a game first. The default is kept
        # where it is high enough, since a built-in game with default options runs on a path
        # of its own (Game.batch_path "compiled"); Breakthrough on 10x10 is one where it is not
        # (OpenSpiel bounds its games at 341 plies).
        if game.max_plies <= os_game.max_game_length():
            game = bl.game(name, **options, max_plies=os_game.max_game_length() + 1)
        return cls(adapter, game, os_game)

    def start(self) -> "Lockstep":
        return Lockstep(self, self.game.start(), self.os_game.new_initial_state())


@dataclass
class Lockstep:
    """A position in both engines, played together."""

    pair: Pair
    state: bl.State
    os_state: "pyspiel.State"

    def openspiel_moves(self) -> Dict[str, int]:
        """OpenSpiel's legal actions, keyed by their boardlab move texts. Two actions with one
        text would be a mapping that loses information: an error."""
        out: Dict[str, int] = {}
        if self.os_state.is_terminal():
            return out
        for action in self.os_state.legal_actions():
            text = self.pair.adapter.move_text(self.pair.game,
                                               self.os_state.action_to_string(action))
            if text in out:
                raise ValueError(f"two OpenSpiel actions map to {text!r}")
            out[text] = action
        return out

    def boardlab_moves(self) -> List[str]:
        return sorted(m.text for m in self.state.legal_moves)

    def expected_text(self) -> str:
        """The boardlab position text of OpenSpiel's state."""
        return self.pair.adapter.position_text(self.pair.game, self.os_state)

    def play(self, move_text: str, action: int) -> None:
        self.state.play(move_text)
        self.os_state.apply_action(action)

    def openspiel_winner(self) -> Optional[int]:
        """OpenSpiel's winner of a finished game: 0, 1, or None for a draw."""
        returns = self.os_state.returns()
        if returns[0] == returns[1]:
            return None
        return 0 if returns[0] > returns[1] else 1


def openspiel_perft(os_state: "pyspiel.State", depth: int) -> int:
    """The number of move paths of ``depth`` plies from an OpenSpiel state, by OpenSpiel alone
    (docs/rules.md's definition: a finished position counts 0 above depth 0)."""
    if depth == 0:
        return 1
    if os_state.is_terminal():
        return 0
    actions = os_state.legal_actions()
    if depth == 1:
        return len(actions)
    return sum(openspiel_perft(os_state.child(a), depth - 1) for a in actions)

"""The rules of a game in plain English, written from its spec: what ``Game.rules_text()`` gives.

The text follows any spec, built-in or variant, so a designer who changes a variant reads what
the rules now say. It has four parts, as a rule sheet has: the board and the pieces, how a turn
goes, how the pieces move and capture, and how the game ends (each after a heading line, the
parts separated by blank lines, one paragraph a line).

>>> import boardlab as bl
>>> text = bl.game("tic_tac_toe").rules_text()
>>> print(text.split("\\n\\n")[3])
How the pieces move and capture
An X or an O is placed from hand on any empty cell.
>>> print(text.split("\\n\\n")[4])      # doctest: +NORMALIZE_WHITESPACE
How the game ends
After every turn, the first of these that applies ends the game:
A player wins when, after their move, they have three pieces in a row along a rank, a file or
a diagonal.
When the player to move has no legal move, the game is drawn.
The game is drawn after 9 turns.

What the sentences are built from is the engine's: the schema it exports (``_core.SCHEMA``) says
which fields of a kind name regions and kinds, and which values each choice may take (the tables
of phrases below have one entry a value, which tests check against the schema); the direction
sets and targets are its ``DIRECTION_SETS`` and ``TARGETS``; the board, the regions and the start
position are read from the compiled game. The sentences are what this module adds.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable, Dict, Iterable, List, Optional, Sequence, Set, Tuple

from . import _core
from .variant import Variant

__all__ = ["rules_text"]

Data = Dict[str, Any]
Cell = Tuple[int, int]

# --- the engine's vocabulary ----------------------------------------------------------------

_DIRECTION_BIT = {name: 1 << i for i, name in enumerate(_core.DIRECTIONS)}
_ALL_DIRECTIONS = sum(_DIRECTION_BIT.values())
_EMPTY, _ENEMY, _FRIENDLY, _NEUTRAL = (_core.TARGETS[n] for n in
                                       ("empty", "enemy", "friendly", "neutral"))
_ANYTHING = _EMPTY | _ENEMY | _FRIENDLY | _NEUTRAL


def _fields_of_type(*types: str) -> frozenset:
    """The names of the fields of a kind, and of the tables inside it, that hold one of
    `types` (the schema's field types)."""
    return frozenset(f["name"] for t in _core.SCHEMA["tables"]
                     if t["group"] in ("kind", "primitive", "promotion")
                     for f in t["fields"] if f["type"] in types)


# A twin of another player's kind names the mirrored regions and the twin kinds (see _Twins).
_REGION_FIELDS = _fields_of_type("region")
_SYMBOL_FIELDS = _fields_of_type("symbol", "symbols")
# What a kind is called and drawn with says nothing of how it plays.
_NOT_RULES = frozenset({"symbol", "owner", "name", "colour", "glyph"})

# --- phrases for the schema's choices: one entry a value ----------------------------------------

# How drops and moves share a turn, in a game with both.
_PLACEMENT = {
    "placement_first": "While a player has a piece in hand that they can place, their turn is "
                       "to place one on the board; otherwise they move one of their pieces.",
    "anytime": "On their turn a player either moves one of their pieces or places one from "
               "their hand on the board.",
}
# What a player with no legal move does, said with the turns ...
_NO_LEGAL_MOVE_TURN = {
    "loses": "", "wins": "", "draws": "", "loses_in_check": "",
    "passes": "A player who has no legal move passes.",
    "passes_or_ends": "A player who has no legal move passes, if the other player has one.",
}
# ... and what it does to the game ({ends}: how a game the players cannot go on with ends).
_NO_LEGAL_MOVE_END = {
    "loses": "A player who has no legal move on their turn loses.",
    "wins": "A player who has no legal move on their turn wins.",
    "draws": "When the player to move has no legal move, {ends}.",
    "passes": "When both players pass, one after the other, {ends}.",
    "passes_or_ends": "When neither player can move, {ends}.",
    "loses_in_check": "A player who has no legal move on their turn loses if a royal piece of "
                      "theirs is in check (checkmate); if not, the game is drawn (stalemate).",
}
_END_SCORE = {
    "draw": "the game is drawn",
    "most_pieces": "the game ends, and the player with more pieces on the board wins; with as "
                   "many pieces each, it is drawn",
}
_CAPTURE_RULE = {
    "optional": "",
    "compulsory": "Capturing is compulsory: when a player can capture, they must capture, "
                  "choosing any capture they like.",
    "most": "Capturing is compulsory, and a player must choose a turn that captures as many "
            "pieces as any turn can.",
}
_LEAPT_REMOVAL = {
    "at_once": "",
    "at_turn_end": "Pieces jumped over during a turn leave the board only when the turn ends; "
                   "until then none may be jumped twice, and no piece may stop on or pass over "
                   "their cells.",
}
_GEOMETRY = {
    "square": "",
    "hex": " Its cells are hexagons, each rank drawn half a cell to the right of the one below, "
           "so a cell has six neighbours: one on each side of it, two above it (on its own file "
           "and the file to its left) and two below it (on its own file and the file to its "
           "right).",
}
# What becomes of an occupied cell a move ends on.
_LANDING = {"capture": ", which it captures", "stack": ", going on top of it"}
_LEAPT = {"stays": "", "captured": ", capturing the piece jumped over"}
_CONTINUATION = {"compulsory": "must", "optional": "may"}
_HEADING = {"any": "", "straight": " in the same direction"}
_PATH = {"straight": ", all in one direction",
         "bends": ", turning as it likes (so three steps may end next to the start)",
         "bends_without_u": ", turning, but never twice the same way in a row"}
# How a kind's pieces are taken under custodial capture ("" for the usual way).
_ENCLOSURE = {
    "two_sides": "",
    "all_sides": "is captured only when enemy pieces, or empty hostile cells, stand on all its "
                 "sides",
    "never": "is never captured this way",
}
_LINE_LENGTH = {"at_least": "", "exactly": "exactly "}
# What both players' conditions holding at once give ("" where the first listed decides, which
# the conditions' order already says).
_WINS_AT_ONCE = {
    "first_listed": "",
    "draw": "A turn after which both players' conditions hold at once is a draw.",
}
# When a condition wins: the sentence's verb phrase before what holds.
_WHEN = {"always": "wins as soon as", "winner_moved": "wins when, after their move,"}

# The tables above, each with the schema's field it words (what tests check against the schema:
# (table group, type, field)).
_CHOICE_PHRASES: List[Tuple[Tuple[str, str, str], Dict[str, str]]] = [
    (("game", "", "placement"), _PLACEMENT),
    (("game", "", "no_legal_move"), _NO_LEGAL_MOVE_TURN),
    (("game", "", "no_legal_move"), _NO_LEGAL_MOVE_END),
    (("game", "", "end_score"), _END_SCORE),
    (("game", "", "wins_at_once"), _WINS_AT_ONCE),
    (("game", "", "capture_rule"), _CAPTURE_RULE),
    (("game", "", "leapt_removal"), _LEAPT_REMOVAL),
    (("game", "", "geometry"), _GEOMETRY),
    (("primitive", "step", "landing"), _LANDING),
    (("primitive", "leap", "leapt"), _LEAPT),
    (("primitive", "step", "continuation"), _CONTINUATION),
    (("primitive", "step", "heading"), _HEADING),
    (("primitive", "stack_move", "path"), _PATH),
    (("kind", "", "enclosure"), _ENCLOSURE),
    (("end condition", "in_a_row", "length"), _LINE_LENGTH),
    (("end condition", "reaches", "when"), _WHEN),
]

# --- words ----------------------------------------------------------------------------------

_NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                 "ten", "eleven", "twelve")


def _number(n: int) -> str:
    """Small counts in words, as rule sheets write them; larger ones in digits."""
    return _NUMBER_WORDS[n] if 0 <= n < len(_NUMBER_WORDS) else str(n)


def _cells(n: int) -> str:
    return "one cell" if n == 1 else f"{_number(n)} cells"


def _ordinal(n: int) -> str:
    words = {2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth", 7: "seventh",
             8: "eighth", 9: "ninth", 10: "tenth"}
    if n in words:
        return words[n]
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _join(items: Sequence[str], conjunction: str = "and") -> str:
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {conjunction} {items[-1]}"


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


# Letters whose spoken names begin with a vowel sound: "an X", "an N".
_VOWEL_SOUND_LETTERS = frozenset("AEFHILMNORSX")


def _with_article(phrase: str) -> str:
    word = phrase.split(" ")[0]
    if len(word) == 1 and word.isalpha():
        vowel = word.upper() in _VOWEL_SOUND_LETTERS
    else:
        vowel = word[:1].lower() in "aeiou"
    return f"{'an' if vowel else 'a'} {phrase}"


_IRREGULAR_PLURALS = {"man": "men", "woman": "women", "goose": "geese", "mouse": "mice",
                      "sheep": "sheep", "fish": "fish", "child": "children", "foot": "feet"}


def _plural(name: str) -> str:
    """A kind's name in the plural, by its last word: "white pawns", "geese"."""
    *first, word = name.split(" ")
    if word in _IRREGULAR_PLURALS:
        word = _IRREGULAR_PLURALS[word]
    elif word.endswith("man"):
        word = word[:-3] + "men"
    elif re.search(r"(s|x|z|ch|sh)$", word):
        word += "es"
    elif re.search(r"[^aeiou]y$", word):
        word = word[:-1] + "ies"
    else:
        word += "s"
    return " ".join(first + [word])


def _region_name(name: str) -> str:
    return name.replace("_", " ")


def _the_region(name: str) -> str:
    """A region as a sentence names it: "the top rank", but "corner 1" (a numbered one)."""
    shown = _region_name(name)
    return shown if shown[-1:].isdigit() else f"the {shown}"


# --- the board ------------------------------------------------------------------------------

@dataclass(frozen=True)
class _Board:
    files: int
    ranks: int
    hexagonal: bool
    off_board: frozenset

    def on(self, cell: Cell) -> bool:
        f, r = cell
        return 0 <= f < self.files and 0 <= r < self.ranks and cell not in self.off_board

    def cells(self) -> List[Cell]:
        return [(f, r) for r in range(self.ranks) for f in range(self.files) if self.on((f, r))]

    def mirror(self, cell: Cell) -> Cell:
        """The cell seen from the other player's side, as relative rules mirror them."""
        return cell[0], self.ranks - 1 - cell[1]


def _cell(name: str) -> Cell:
    f, r = _core.parse_cell_name(name)
    return f, r


def _cell_name(cell: Cell) -> str:
    return _core.cell_name(cell[0], cell[1])


def _file_letter(f: int) -> str:
    return _cell_name((f, 0))[:-1]


def _line_items(cells: Set[Cell], board: _Board, by_rank: bool) -> List[Tuple[Cell, str]]:
    """Cells as whole ranks (or files), then runs along ranks, each item with the cell it
    starts at (to put the items in board order)."""
    items: List[Tuple[Cell, str]] = []
    left = set(cells)
    full = []
    for i in range(board.ranks if by_rank else board.files):
        line = {c for c in ([(f, i) for f in range(board.files)] if by_rank else
                            [(i, r) for r in range(board.ranks)]) if board.on(c)}
        if len(line) >= 2 and line <= left:
            full.append(i)
            left -= line
    word, name = ("rank", lambda i: str(i + 1)) if by_rank else ("file", _file_letter)
    runs: List[List[int]] = []
    for i in full:
        if runs and runs[-1][-1] == i - 1:
            runs[-1].append(i)
        else:
            runs.append([i])
    for run in runs:
        start = (0, run[0]) if by_rank else (run[0], 0)
        last = name(run[-1])
        text = f"{word} {last}" if len(run) == 1 else \
            f"{word}s {name(run[0])} {'and' if len(run) == 2 else 'to'} {last}"
        items.append((start, text))
    for r in range(board.ranks):
        row = sorted(f for f, rank in left if rank == r)
        i = 0
        while i < len(row):
            j = i
            while j + 1 < len(row) and row[j + 1] == row[j] + 1:
                j += 1
            if j - i >= 2:  # three or more side by side: "a1 to c1"
                items.append(((row[i], r), f"{_cell_name((row[i], r))} to "
                                           f"{_cell_name((row[j], r))}"))
            else:
                items.extend(((f, r), _cell_name((f, r))) for f in row[i:j + 1])
            i = j + 1
    return items


def _cells_phrase(names: Iterable[str], board: _Board) -> str:
    """A set of cells as a player reads it: "rank 2", "files a and b", "a1, c1 and e1"."""
    cells = {_cell(n) for n in names}
    if cells == set(board.cells()) and len(cells) > 1:
        return "every cell"
    items = min((_line_items(cells, board, by_rank) for by_rank in (True, False)), key=len)
    return _join([text for _, text in sorted(items, key=lambda item: (item[0][1], item[0][0]))])


# --- directions and targets -------------------------------------------------------------------

def _mask_of(value: Any, relative: bool) -> Tuple[int, bool]:
    """(bit mask over DIRECTIONS, relative) of a `directions` value: a set's name, a direction's
    name or a list of them (relative as the primitive says)."""
    if value is None:
        return 0, False
    if isinstance(value, str):
        if value in _core.DIRECTION_SETS:
            mask, is_relative = _core.DIRECTION_SETS[value]
            return mask, bool(is_relative)
        value = [value]
    return sum(_DIRECTION_BIT[name] for name in set(value)), bool(relative)


def _mirrored(mask: int) -> int:
    """The directions seen from the other side: north for south."""
    swap = {"north": "south", "south": "north"}
    out = 0
    for name, bit in _DIRECTION_BIT.items():
        if mask & bit:
            vertical, _, horizontal = name.partition("_")
            out |= _DIRECTION_BIT["_".join(p for p in (swap.get(vertical, vertical), horizontal)
                                           if p)]
    return out


# How each of the engine's named direction sets reads after a verb of movement.
_SET_PHRASES = {
    "orthogonal": "orthogonally", "diagonal": "diagonally", "all": "in any direction",
    "forward": "straight forward", "forward_diagonal": "diagonally forward",
    "forward_any": "straight or diagonally forward", "backward": "straight backward",
    "backward_diagonal": "diagonally backward", "sideways": "sideways",
}
# Parts of direction sets no named set is, for relative sets and for absolute ones.
_RELATIVE_PARTS = [
    ("straight or diagonally backward", ("south", "south_east", "south_west")),
    ("diagonally forward to the right", ("north_east",)),
    ("diagonally forward to the left", ("north_west",)),
    ("diagonally backward to the right", ("south_east",)),
    ("diagonally backward to the left", ("south_west",)),
    ("to the right", ("east",)), ("to the left", ("west",)),
]
_ABSOLUTE_PARTS = [
    ("up or down its file", ("north", "south")),
    ("north (up)", ("north",)), ("south (down)", ("south",)), ("east (right)", ("east",)),
    ("west (left)", ("west",)), ("north-east", ("north_east",)),
    ("south-east", ("south_east",)), ("south-west", ("south_west",)),
    ("north-west", ("north_west",)),
]


def _directions_phrase(mask: int, relative: bool, board: _Board) -> str:
    """Directions as a player reads them after a verb: "diagonally forward", "orthogonally"."""
    if board.hexagonal and mask == _ALL_DIRECTIONS:
        return "in any of the six directions"
    # A set that its own mirror is (sideways, orthogonal) means the same relative or not.
    symmetric = _mirrored(mask) == mask
    relative = relative and not symmetric
    for name, (set_mask, set_relative) in _core.DIRECTION_SETS.items():
        if set_mask == mask and (bool(set_relative) == relative or symmetric):
            return _SET_PHRASES[name]
    sets = [(name, set_mask) for name, (set_mask, set_relative) in _core.DIRECTION_SETS.items()
            if bool(set_relative) == relative]
    extra = _RELATIVE_PARTS if relative else _ABSOLUTE_PARTS
    parts = [(_SET_PHRASES[name], set_mask) for name, set_mask in sets]
    parts += [(phrase, sum(_DIRECTION_BIT[d] for d in dirs)) for phrase, dirs in extra]
    # The largest parts first ("straight or diagonally forward" before "straight forward"),
    # said in the order of the list (forward before sideways).
    chosen, left = [], mask
    for order, (phrase, part) in sorted(enumerate(parts), key=lambda p: -bin(p[1][1]).count("1")):
        if part & left == part:
            chosen.append((order, phrase))
            left &= ~part
    return _join([phrase for _, phrase in sorted(chosen)], "or")


def _line_phrase(mask: int, board: _Board) -> str:
    """The lines a set of directions runs along: "along a rank, a file or a diagonal"."""
    if board.hexagonal and mask == _ALL_DIRECTIONS:
        return "along any of the board's three lines of neighbouring cells"
    bit = _DIRECTION_BIT
    axes = [("a rank", bit["east"] | bit["west"]), ("a file", bit["north"] | bit["south"]),
            ("a rising diagonal", bit["north_east"] | bit["south_west"]),
            ("a falling diagonal", bit["north_west"] | bit["south_east"])]
    names = [name for name, axis in axes if mask & axis]
    if names[-2:] == ["a rising diagonal", "a falling diagonal"]:
        names[-2:] = ["a diagonal"]
    return "along " + _join(names, "or")


def _targets(value: Any) -> int:
    """The bits of a targets value: a name of TARGETS or a list of the basic names."""
    if value is None:
        return 0
    if isinstance(value, str):
        return _core.TARGETS[value]
    return sum(_core.TARGETS[name] for name in set(value))


def _occupied(bits: int) -> List[str]:
    """The occupied cells a targets value allows, each with its article."""
    return [noun for bit, noun in ((_ENEMY, "an enemy piece"), (_FRIENDLY, "one of its own pieces"),
                                   (_NEUTRAL, "a neutral piece")) if bits & bit]


def _onto(bits: int, landing: str) -> str:
    """Where a move may end: "onto an empty cell or an enemy piece, which it captures"."""
    if bits == _ANYTHING:
        return ("onto any cell, on top of whatever stands there" if landing == "stack"
                else "onto any cell, capturing whatever stands there")
    text = "onto " + _join((["an empty cell"] if bits & _EMPTY else []) + _occupied(bits), "or")
    return text + (_LANDING[landing] if bits & ~_EMPTY else "")


def _without_article(noun: str) -> str:
    """"enemy piece" for "an enemy piece"; "piece of its own" for "one of its own pieces"."""
    return "piece of its own" if noun.startswith("one of") else noun.split(" ", 1)[1]


def _passed(bits: int) -> str:
    """The pieces a counted slide may pass over: "its own pieces", "enemy or neutral pieces"."""
    if bits & ~_EMPTY == _ENEMY | _FRIENDLY | _NEUTRAL:
        return "any pieces"
    words = [w for bit, w in ((_ENEMY, "enemy"), (_NEUTRAL, "neutral")) if bits & bit]
    said = [f"{_join(words, 'or')} pieces"] if words else []
    return _join((["its own pieces"] if bits & _FRIENDLY else []) + said, "and")


def _jumped(bits: int) -> str:
    """What a jump may pass over, without its article: "enemy piece", "piece"."""
    if bits & ~_EMPTY == _ENEMY | _FRIENDLY | _NEUTRAL:
        return "piece"
    return _join([_without_article(n) for n in _occupied(bits)], "or")


# --- kinds ------------------------------------------------------------------------------------

class _Kinds:
    """The game's kinds, with the names sentences give them."""

    def __init__(self, data: List[Data]) -> None:
        self.data = data
        self.by_symbol = {k["symbol"]: k for k in data}

    def label(self, symbol: str) -> str:
        """"white pawn (P)"; the symbol alone when the name is empty or the symbol itself."""
        name = self.by_symbol[symbol]["name"]
        if not name or name.lower() == symbol.lower():
            return symbol
        return f"{name} ({symbol})"

    def plural(self, symbol: str) -> str:
        name = self.by_symbol[symbol]["name"]
        if not name or name.lower() == symbol.lower():
            return f"{symbol} pieces"
        return f"{_plural(name)} ({symbol})"

    def owned_by(self, owner: Any) -> List[Data]:
        return [k for k in self.data if k["owner"] == owner]


def _shared_name(a: str, b: str) -> str:
    """The words two kinds' names end with ("white pawn", "black pawn": "pawn"); "" when they
    share none (othello's "black" and "white"), or a name is empty."""
    wa, wb = a.split(" "), b.split(" ")
    common: List[str] = []
    while a and b and wa and wb and wa[-1] == wb[-1]:
        common.insert(0, wa.pop())
        wb.pop()
    return " ".join(common)


def _counterparts(firsts: List[Data], seconds: List[Data]) -> List[Tuple[Data, Data]]:
    """The kinds of the two players paired as a spec's author pairs them: by symbols that
    differ in case only (P, p), then by the same name (checkers' "man"), then by a name that
    ends alike ("black stone", "white stone"), then in the order the kinds are listed."""
    tests: List[Callable[[Data, Data], bool]] = [
        lambda a, b: a["symbol"].swapcase() == b["symbol"],
        lambda a, b: bool(a["name"]) and a["name"] == b["name"],
        lambda a, b: bool(_shared_name(a["name"], b["name"])),
        lambda a, b: True,
    ]
    pairs: List[Tuple[Data, Data]] = []
    left_a, left_b = list(firsts), list(seconds)
    for test in tests:
        for a in list(left_a):
            match = next((b for b in left_b if test(a, b)), None)
            if match is not None:
                pairs.append((a, match))
                left_a.remove(a)
                left_b.remove(match)
    return pairs


def _named_symbols(kind: Data) -> List[str]:
    """The symbols of the kinds a kind's rules name (and its paragraph names in turn)."""
    out = [kind["promotion"]["to"]] if kind.get("promotion") else []
    return out + [m[key] for m in kind["moves"] for key in ("kind", "partner", "flipped")
                  if m.get(key)]


class _Twins:
    """Kinds of the two players that play alike. Each kind of the first player has a
    counterpart among the second's (chess's P and p, checkers' two men); a pair of counterparts
    are twins when the second's rules are the first's seen from the other side: its regions the
    mirror images, the kinds it names the counterparts of those the first's name. Sentences
    describe a pair of twins once."""

    def __init__(self, kinds: _Kinds, regions: Dict[str, List[str]], board: _Board) -> None:
        self.kinds, self.regions, self.board = kinds, regions, board
        pairs = _counterparts(kinds.owned_by(0), kinds.owned_by(1))
        # Each kind's counterpart in the other player's kinds; neutral kinds are their own.
        self.counterpart: Dict[str, str] = {}
        for a, b in pairs:
            self.counterpart[a["symbol"]], self.counterpart[b["symbol"]] = b["symbol"], a["symbol"]
        self.twin: Dict[str, str] = {}
        for a, b in pairs:
            if self._alike(a, b):
                self.twin[a["symbol"]], self.twin[b["symbol"]] = b["symbol"], a["symbol"]

    def other(self, symbol: str) -> str:
        return self.counterpart.get(symbol, symbol)

    def shared_name(self, symbol: str) -> str:
        """The name a kind shares with its counterpart ("pawn"), or ""."""
        other = self.other(symbol)
        if other == symbol:
            return ""
        return _shared_name(self.kinds.by_symbol[symbol]["name"],
                            self.kinds.by_symbol[other]["name"])

    def pair_name(self, symbol: str) -> str:
        """The name a kind shares with its twin, or "" when it has none or they share none."""
        return self.shared_name(symbol) if symbol in self.twin else ""

    def _same_region(self, a: Optional[str], b: Optional[str]) -> bool:
        if a is None or b is None or a == b:
            return a == b
        mirrored = {self.board.mirror(_cell(c)) for c in self.regions[a]}
        return mirrored == {_cell(c) for c in self.regions[b]}

    def _same(self, key: Optional[str], a: Any, b: Any) -> bool:
        if isinstance(a, dict) and isinstance(b, dict):
            return a.keys() == b.keys() and all(self._same(k, a[k], b[k]) for k in a
                                                if k not in _NOT_RULES)
        if isinstance(a, list) and isinstance(b, list):
            return len(a) == len(b) and all(self._same(key, x, y) for x, y in zip(a, b))
        if key in _REGION_FIELDS:
            return self._same_region(a, b)
        if key in _SYMBOL_FIELDS and isinstance(a, str) and isinstance(b, str):
            return "".join(self.other(s) for s in a) == b
        return a == b

    def _alike(self, a: Data, b: Data) -> bool:
        # The pair's paragraph names the kinds its rules name once for both, by the name each
        # shares with its counterpart: without one (othello's discs), each kind gets its own.
        return self._same(None, a, b) and all(
            self.other(s) == s or self.shared_name(s) for symbols in _named_symbols(a)
            for s in symbols)


# --- sentences ----------------------------------------------------------------------------------

@dataclass
class _Clause:
    """One way a kind moves, as a verb phrase in two forms: "steps one cell ..." after its
    subject, "step one cell ..." after "can also"; `region` is where it moves from."""
    third: str
    base: str
    region: Optional[str]


_BASE_FORMS = {"steps": "step", "slides": "slide", "jumps": "jump", "leaps": "leap",
               "flies": "fly", "is": "be", "falls": "fall", "castles": "castle",
               "shoots": "shoot", "moves": "move", "lifts": "lift"}


def _verb(text: str) -> Tuple[str, str]:
    """A phrase whose verbs are written "{steps}", in its third-person and base forms."""
    third = re.sub(r"\{(\w+)\}", r"\1", text)
    base = re.sub(r"\{(\w+)\}", lambda m: _BASE_FORMS[m.group(1)], text)
    return third, base


# A move of each primitive as a noun ("after a jump"), and going on with it ("jumping").
_NOUNS = {"step": "step", "slide": "slide", "leap": "jump", "offset_leap": "leap",
          "shoot": "shot", "stack_move": "move", "drop": "placing", "remove": "removal",
          "castle": "castling"}
_GERUNDS = {"step": "stepping", "slide": "sliding", "leap": "jumping", "offset_leap": "leaping",
            "shoot": "shooting"}
# The fields that place a primitive in a turn, not what it does.
_TURN_FIELDS = frozenset({"part", "then", "continuation", "heading"})


def _same_moves(moves: List[Data], leads: List[Data]) -> bool:
    """Whether a later part of a turn repeats the moves that lead to it ("go on jumping")."""
    def what(m: Data) -> str:
        return repr(sorted((k, v) for k, v in m.items() if k not in _TURN_FIELDS))
    return sorted(map(what, moves)) == sorted(map(what, leads))


def _offset_phrase(offset: Sequence[int], symmetry: str) -> str:
    """Where an offset leap goes: "two cells forward and one to either side"."""
    f, r = offset
    if symmetry == "all":
        a, b = sorted((abs(f), abs(r)), reverse=True)
        if b == 0:
            return f"exactly {_cells(a)} orthogonally"
        if a == b:
            return f"exactly {_cells(a)} diagonally"
        knight = " (a knight's move)" if (a, b) == (2, 1) else ""
        return f"{_cells(a)} along a rank or file and {_number(b)} to the side{knight}"
    forward = "" if r == 0 else f"{_cells(abs(r))} {'forward' if r > 0 else 'backward'}"
    side = ""
    if f:
        amount = _number(abs(f)) if forward else _cells(abs(f))
        side = f"{amount} to " + ("either side" if symmetry == "left_right" else
                                  f"the {'right' if f > 0 else 'left'}")
    return " and ".join(p for p in (forward, side) if p)


class _Writer:
    """Writes the rules of one game from its spec's data and the compiled game (its board,
    regions and start position)."""

    def __init__(self, data: Data, core: Any) -> None:
        self.data = data
        self.board = _Board(core.files, core.ranks, core.geometry == "hex",
                            frozenset(_cell(c) for c in core.off_board))
        self.regions: Dict[str, List[str]] = core.regions()
        self.kinds = _Kinds(list(data["kinds"]))
        self.twins = _Twins(self.kinds, self.regions, self.board)
        start = core.start()
        self.start_stacks: List[str] = start.stacks()
        self.start_reserve: Dict[str, int] = dict(start.reserve)
        self.royal = [k["symbol"] for k in self.kinds.data if k["royal"]]
        self.moves = [m for k in self.kinds.data for m in k["moves"]]

    def text(self) -> str:
        turn, moves, end = self.turn_section(), self.moves_section(), self.end_section()
        told = " ".join(turn + moves + end)
        board = self.board_section(uses_enemy="enemy" in told,
                                   uses_forward=bool(re.search(r"\b(forward|backward)\b", told)))
        sections = [("The board and the pieces", board), ("How a turn goes", turn),
                    ("How the pieces move and capture", moves), ("How the game ends", end)]
        title = _capital(self.data["name"].replace("_", " "))
        return "\n\n".join([title] + ["\n".join([heading] + lines) for heading, lines in sections])

    # -- naming --

    def player(self, p: int) -> str:
        return "the first player" if p == 0 else "the second player"

    def kind_names(self, symbols: Iterable[str], paired: bool = False) -> List[Tuple[str, str]]:
        """Kinds as sentences name them, as (name, symbols) pairs, a kind and its counterpart
        once when both are named: ("knight", "N, n"). With `paired` (in a pair's paragraph,
        where a kind the first twin's rules name stands for its counterpart in the second's),
        always with the counterpart. The name is "" for a kind known by its symbol alone."""
        symbols = list(symbols)
        out: List[Tuple[str, str]] = []
        seen: Set[str] = set()
        for s in symbols:
            if s in seen:
                continue
            other = self.twins.other(s)
            shared = self.twins.shared_name(s) if paired or other in symbols else ""
            if shared:
                seen.update((s, other))
                out.append((shared, f"{s}, {other}"))
            else:
                seen.add(s)
                label = self.kinds.label(s)
                out.append((label.split(" (")[0] if label != s else "", s))
        return out

    def kind_items(self, symbols: Iterable[str], paired: bool = False) -> List[str]:
        """"knight (N, n)", "white rook (R)", "X": kinds named as kind_names says."""
        return [f"{name} ({symbols})" if name else symbols
                for name, symbols in self.kind_names(symbols, paired)]

    def kinds_phrase(self, symbols: Iterable[str], conjunction: str = "and") -> str:
        return _join(self.kind_items(symbols), conjunction)

    def plural_kinds(self, symbols: Iterable[str]) -> str:
        """Kinds in the plural: "bishops (B, b)", "white pawns (P)", "X pieces"."""
        return _join([f"{_plural(name)} ({symbols})" if name else f"{symbols} pieces"
                      for name, symbols in self.kind_names(symbols)])

    # -- the board and the pieces --

    def board_section(self, uses_enemy: bool, uses_forward: bool) -> List[str]:
        b = self.board
        files = f"file {_file_letter(0)}" if b.files == 1 else \
            f"files {_file_letter(0)} to {_file_letter(b.files - 1)}"
        ranks = "rank 1" if b.ranks == 1 else f"ranks 1 to {b.ranks}"
        lines = [f"The board is {b.files} {'cell' if b.files == 1 else 'cells'} wide ({files}, "
                 f"left to right) and {b.ranks} high ({ranks}, bottom to top)."
                 + _GEOMETRY[self.data["geometry"]]]
        if b.off_board:
            whole = _Board(b.files, b.ranks, b.hexagonal, frozenset())
            off = [_cell_name(c) for c in b.off_board]
            lines.append(f"The cells {_cells_phrase(off, whole)} are not part of the board, "
                         f"which has the {len(b.cells())} others; nothing stands on them, and "
                         f"moves stop at them.")
        if uses_forward:
            lines.append(f"The first player sits at the bottom (rank 1) and the second at the "
                         f"top (rank {b.ranks}): forward is up the board for the first player "
                         f"and down it for the second.")
        for owner, who in ((0, "The first player has"), (1, "The second player has"),
                           ("neutral", "Neutral pieces")):
            kinds = self.kinds.owned_by(owner)
            if kinds:
                lines.append(f"{who}: {'; '.join(self.start_of(k['symbol']) for k in kinds)}.")
            elif owner != "neutral":
                lines.append(f"{who} no pieces.")
        if uses_enemy:
            lines.append("A player's enemy pieces are the other player's" + (
                "; neutral pieces belong to neither player and are nobody's enemy."
                if self.kinds.owned_by("neutral") else "."))
        if self.start_reserve:
            lines.append("Pieces in hand wait off the board until they are placed.")
        if self.regions:
            items = [f"{_region_name(name)} ({_cells_phrase(cells, b)})"
                     for name, cells in self.regions.items()]
            lines.append(f"{'Named regions' if len(items) > 1 else 'A named region'}: "
                         f"{_join(items)}.")
        return lines

    def start_of(self, symbol: str) -> str:
        """Where a kind's pieces are at the start: "white pawn (P), 8 on rank 2"."""
        cells: Dict[str, int] = {}
        for index, stack in enumerate(self.start_stacks):
            if symbol in stack:
                cells[_cell_name((index % self.board.files, index // self.board.files))] = \
                    stack.count(symbol)
        parts = []
        if cells:
            heights = set(cells.values())
            count, where = sum(cells.values()), _cells_phrase(cells, self.board)
            if heights == {1}:
                parts.append(f"{count} on {where}")
            elif len(heights) == 1:
                parts.append(f"{count} in stacks of {heights.pop()} on {where}")
            else:
                parts.append(f"{count} on {where}, some stacked")
        in_hand = self.start_reserve.get(symbol, 0)
        if in_hand:
            shared = " (shared by both players)" \
                if self.kinds.by_symbol[symbol]["owner"] == "neutral" else ""
            parts.append(f"{in_hand} in hand{shared}")
        return f"{self.kinds.label(symbol)}, {', and '.join(parts) or 'none at the start'}"

    # -- how a turn goes --

    def turn_section(self) -> List[str]:
        d = self.data
        drops = [k for k in self.kinds.data for m in k["moves"] if m["type"] == "drop"]
        moving = any(m["type"] != "drop" for m in self.moves)
        turn = "The players take turns, the first player first. "
        if not drops:
            turn += "On their turn a player moves one of their pieces."
        elif not moving:
            turn += ("On their turn a player places one of their pieces from their hand on the "
                     "board.")
        else:
            turn += _PLACEMENT[d["placement"]]
            if any(k["owner"] == "neutral" for k in drops):
                turn += " Neutral pieces in hand may be placed by either player."
        if any(m.get("then", 0) for m in self.moves):
            turn += " Some moves go on within the same turn, as said below."
        lines = [turn, _NO_LEGAL_MOVE_TURN[d["no_legal_move"]], _CAPTURE_RULE[d["capture_rule"]],
                 _LEAPT_REMOVAL[d["leapt_removal"]]]
        if self.royal:
            names = self.kind_items(self.royal)
            royal = (f"The {_join(names)} {'is' if len(names) == 1 else 'are'} royal: no move "
                     f"may leave a royal piece of the mover's where an enemy piece could capture "
                     f"it (in check).")
            if not d["checks_allowed"]:
                royal += (" Nor may a move give check: no move may leave a royal piece of the "
                          "other player's where a piece of the mover's could capture it.")
            lines.append(royal)
        return [line for line in lines if line]

    # -- how the pieces move and capture --

    def moves_section(self) -> List[str]:
        lines: List[str] = []
        done: Set[str] = set()
        for kind in self.kinds.data:
            if kind["symbol"] in done:
                continue
            twin = self.twins.twin.get(kind["symbol"])
            group = [kind] + ([self.kinds.by_symbol[twin]] if twin else [])
            done.update(k["symbol"] for k in group)
            lines.append(self.kind_paragraph(group))
        return lines + self.capture_lines()

    def subject(self, group: List[Data]) -> str:
        """Who a paragraph is about: "a white pawn (P)", "a pawn (P or p)", "an X or an O"."""
        a = group[0]["symbol"]
        if len(group) == 1:
            return _with_article(self.kinds.label(a))
        b = group[1]["symbol"]
        shared = self.twins.pair_name(a)
        if shared:
            return _with_article(f"{shared} ({a} or {b})")
        return f"{_with_article(self.kinds.label(a))} or {_with_article(self.kinds.label(b))}"

    def region_ref(self, group: List[Data], get: Callable[[Data], Optional[str]]) -> str:
        """A region a kind's rules name; for a pair, with the second's own when it differs."""
        name = get(group[0])
        assert name is not None
        text = _the_region(name)
        other = get(group[1]) if len(group) == 2 else None
        if other is not None and other != name:
            text += f" (for {group[1]['symbol']}, {_the_region(other)})"
        return text

    def kind_paragraph(self, group: List[Data]) -> str:
        kind = group[0]
        subject = self.subject(group)
        moves = kind["moves"]
        sentences: List[str] = []
        if not moves:
            sentences.append(f"{_capital(subject)} never moves; it only stands in the way.")
        by_part: Dict[int, List[Data]] = {}
        for m in moves:
            by_part.setdefault(m.get("part", 0), []).append(m)
        clauses = self.clauses(group, by_part.get(0, []))
        # What a piece goes on with in the same turn is said after the last of the moves that
        # lead to it, so that it reads as following each of them.
        last_lead = {m.get("then", 0): n for n, (_, run) in enumerate(clauses) for m in run}
        told: Set[int] = set()
        for n, (clause, _) in enumerate(clauses):
            if n == 0:
                sentences.append(f"From {clause.region}, {subject} {clause.third}." if clause.region
                                 else f"{_capital(subject)} {clause.third}.")
            else:
                sentences.append(f"From {clause.region}, it can also {clause.base}."
                                 if clause.region else f"It can also {clause.base}.")
            for part, last in last_lead.items():
                if last == n:
                    sentences += self.continuations(group, by_part, part, told)
        for part in sorted(by_part):
            sentences += self.continuations(group, by_part, part, told)
        if kind["owner"] == "neutral" and moves and all(m["type"] == "drop" for m in moves):
            sentences.append("It never moves once placed.")
        if kind.get("promotion"):
            sentences.append(self.promotion_sentence(group, len(by_part) > 1))
        if kind.get("barred"):
            region = self.region_ref(group, lambda k: k.get("barred"))
            placed = ", nor be placed there," if any(m["type"] == "drop" for m in moves) else ""
            them = "them" if len(self.regions[kind["barred"]]) > 1 else "it"
            sentences.append(f"It may not stop on {region}{placed}, but it may pass over {them}.")
        return " ".join(sentences)

    def clauses(self, group: List[Data], moves: List[Data]) -> List[Tuple[_Clause, List[Data]]]:
        """The clauses of some of a kind's primitives, each with the primitives it says: offset
        leaps that differ only in the offset read as one ("two cells forward and one to either
        side, or one cell forward and two to either side")."""
        out: List[Tuple[_Clause, List[Data]]] = []
        i = 0
        while i < len(moves):
            run = [moves[i]]
            while run[0]["type"] == "offset_leap" and i + len(run) < len(moves) and \
                    _differ_in_offset_only(run[0], moves[i + len(run)]):
                run.append(moves[i + len(run)])
            out.append((self.clause(group, run), run))
            i += len(run)
        return out

    def clause(self, group: List[Data], run: List[Data]) -> _Clause:
        m = run[0]
        index = group[0]["moves"].index(m)
        region = None
        if m.get("from_region") and m["type"] != "remove":  # a removal says it in its clause
            region = self.region_ref(group, lambda k: k["moves"][index].get("from_region"))
        describe = getattr(self, f"_{m['type']}")
        third, base = _verb(describe(group, m, index, run))
        return _Clause(third, base, region)

    def _dirs(self, m: Data, key: str = "directions") -> str:
        mask, relative = _mask_of(m.get(key), m.get("relative", False))
        return _directions_phrase(mask, relative, self.board)

    def _step(self, group: List[Data], m: Data, index: int, run: List[Data]) -> str:
        text = f"{{steps}} one cell {self._dirs(m)} {_onto(_targets(m['onto']), m['landing'])}"
        if m["en_passant"]:
            text += (", or onto a cell that an enemy piece passed over on the move just played, "
                     "capturing that piece (en passant)")
        return text

    def _slide(self, group: List[Data], m: Data, index: int, run: List[Data]) -> str:
        dirs, onto = self._dirs(m), _targets(m["onto"])
        if m["distance"] == "pieces_on_line":
            over = _targets(m.get("over"))
            passing = (f"passing over {_passed(over)} but no other piece" if over else
                       "passing over no piece")
            return (f"{{moves}} in a straight line {dirs}, exactly as many cells as there are "
                    f"pieces on that whole line (both players', itself included), {passing}, "
                    f"{_onto(onto, m['landing'])}")
        low, high = m["min_distance"], m["max_distance"]
        if high == 0:
            distance = "any distance" if low <= 1 else f"{_cells(low)} or more"
        elif low == high:
            distance = "one cell" if high == 1 else f"exactly {_cells(high)}"
        elif low <= 1:
            distance = f"up to {_cells(high)}"
        else:
            distance = f"{_number(low)} to {_cells(high)}"
        text = f"{{slides}} {distance} {dirs} through empty cells"
        occupied = _join([_without_article(n) for n in _occupied(onto)], "or")
        if onto & _EMPTY and occupied:
            text += f", stopping on one of them or on the first {occupied} in its way"
        elif occupied:
            text += f" onto the first {occupied} in its way"
        if occupied:
            text += _LANDING[m["landing"]]
        if m["passable"]:
            takers = self.en_passant_takers(group)
            if takers:
                text += (f"; on the very next move only, {takers} may capture it en passant by "
                         f"moving onto a cell it passed over")
        return text

    def en_passant_takers(self, group: List[Data]) -> str:
        """The other player's kinds that capture en passant, as the slide they take names
        them: "an enemy pawn" for a pair, "a black pawn (p)" for one kind."""
        owner = group[0]["owner"]
        takers = [k["symbol"] for k in self.kinds.owned_by(1 - owner if owner in (0, 1) else -1)
                  if any(m["type"] == "step" and m["en_passant"] for m in k["moves"])]
        if len(group) == 2 and all(self.twins.pair_name(s) for s in takers):
            return _join([f"an enemy {self.twins.pair_name(s)}" for s in takers], "or")
        return _join([_with_article(self.kinds.label(s)) for s in takers], "or")

    def _leap(self, group: List[Data], m: Data, index: int, run: List[Data]) -> str:
        dirs, onto = self._dirs(m), _targets(m["onto"])
        over = _jumped(_targets(m["over"]))
        if m["range"] == "flying":
            return (f"{{flies}} {dirs} over any number of empty cells and over the first piece "
                    f"in its way, if that is {_with_article(over)}, onto any empty cell beyond "
                    f"it before the next piece{_LEAPT[m['leapt']]}")
        if onto == _EMPTY:
            land = "onto the empty cell just beyond"
        else:
            states = (["empty"] if onto & _EMPTY else []) + [f"holds {n}" for n in _occupied(onto)]
            land = f"onto the cell just beyond if it is {_join(states, 'or')}"
            if onto & ~_EMPTY:
                land += _LANDING[m["landing"]]
        stays = " (the piece jumped over stays)" if m["leapt"] == "stays" and \
            _targets(m["over"]) & _ENEMY else ""
        return f"{{jumps}} {dirs} over an adjacent {over} {land}{_LEAPT[m['leapt']]}{stays}"

    def _offset_leap(self, group: List[Data], m: Data, index: int, run: List[Data]) -> str:
        shapes = [_offset_phrase(x["offset"], x["symmetry"]) for x in run]
        return (f"{{leaps}} {', or '.join(shapes)}, whatever stands between, "
                f"{_onto(_targets(m['onto']), m['landing'])}")

    def _stack_move(self, group: List[Data], m: Data, index: int, run: List[Data]) -> str:
        low, high = m["min_count"], m["max_count"]
        if low == high:
            count = f"the top {_number(low)} {'piece' if low == 1 else 'pieces'}"
        elif high - low <= 4:
            count = f"the top {_join([_number(n) for n in range(low, high + 1)], 'or')} pieces"
        else:
            count = f"the top {_number(low)} to {_number(high)} pieces"
        onto = _targets(m["onto"])
        if onto == _ANYTHING and m["landing"] == "stack":
            land = "they land on top of whatever stands on the last cell"
        else:
            land = "they land on" + _onto(onto, m["landing"])[len("onto"):].replace(
                "it captures", "they capture")
        return (f"on top of a stack {{lifts}} {count} of the stack (itself and those under it, "
                f"no more than the stack holds) and {{moves}} them together, in their order, "
                f"along a path of exactly as many orthogonal steps as pieces lifted, never "
                f"stepping straight back{_PATH[m['path']]}; {land}. The cells passed over are "
                f"not affected, and a path back to its start is no move")

    def _drop(self, group: List[Data], m: Data, index: int, run: List[Data]) -> str:
        kind = group[0]
        onto = _targets(m.get("onto")) if m.get("onto") is not None else _EMPTY
        if onto & ~_EMPTY:  # onto stacks too (Drop.onto)
            cells = ("any cell" if onto == _ANYTHING else
                     _join((["an empty cell"] if onto & _EMPTY else []) + _occupied(onto), "or"))
            where = cells + (" of " + self.region_ref(
                group, lambda k: k["moves"][index].get("region")) if m.get("region") else "")
            where += ", on top of whatever stands there"
        else:
            where = "any empty cell"
            if m.get("region"):
                where = "an empty cell of " + self.region_ref(
                    group, lambda k: k["moves"][index].get("region"))
        who = " by either player" if kind["owner"] == "neutral" else ""
        supply = "from a supply that never runs out" if m.get("unlimited") else "from hand"
        text = f"{{is}} placed {supply}{who} on {where}"
        if m.get("next_to") is not None:
            next_to = _targets(m["next_to"])
            neighbour = _join((["an empty cell"] if next_to & _EMPTY else []) + _occupied(next_to),
                              "or")
            text += f" that has {neighbour} next to it ({self._dirs(m)})"
        if m.get("falls"):
            text += f" and {{falls}} {self._dirs(m, 'falls')} as far as it can"
        if m.get("flips"):
            own = self.kinds.label(kind["symbol"])
            text += (f"; then every unbroken line of {self.kinds.plural(m['flipped'])} that runs "
                     f"from it {self._dirs(m, 'flips')} up to another {own} turns over, each "
                     f"piece becoming {_with_article(own)}")
            if m["must_flip"]:
                text += "; it may be placed only where it turns at least one over"
        return text

    def _shoot(self, group: List[Data], m: Data, index: int, run: List[Data]) -> str:
        high = m["max_distance"]
        distance = "any distance" if high == 0 else f"up to {_cells(high)}"
        return (f"{{shoots}} {_with_article(self.kinds.label(m['kind']))} onto an empty cell it "
                f"could slide to from where it stands, {distance} {self._dirs(m)} through empty "
                f"cells")

    def _remove(self, group: List[Data], m: Data, index: int, run: List[Data]) -> str:
        conditions = []
        if m.get("from_region"):
            conditions.append("it stands on " + self.region_ref(
                group, lambda k: k["moves"][index].get("from_region")))
        if m.get("next_to") is not None:
            next_to = _targets(m["next_to"])
            neighbour = _join((["an empty cell"] if next_to & _EMPTY else []) + _occupied(next_to),
                              "or")
            dirs = f" ({self._dirs(m)})" if m.get("directions") else ""
            conditions.append(f"it has {neighbour} next to it{dirs}")
        text = "{is} taken off the board by its owner, as their whole turn"
        if conditions:
            text += ", if " + " and ".join(conditions)
        before = m["before_ply"]
        if before == 1:
            text += ", but only on the first turn of the game"
        elif before > 1:
            text += f", but only in the game's first {_number(before)} turns"
        return text

    def _castle(self, group: List[Data], m: Data, index: int, run: List[Data]) -> str:
        partner = m["partner"]
        short, symbols = self.kind_names(partner, paired=len(group) == 2)[0]
        name = f"{short} ({symbols})" if short else symbols
        short = short or symbols
        text = (f"{{castles}} with an unmoved {name} on its rank, if it has not moved either: "
                f"towards one on a higher file it goes to the {_file_letter(m['right_file'])}-file "
                f"and the {short} to the {_file_letter(m['partner_right_file'])}-file, towards "
                f"one on a lower file to the {_file_letter(m['left_file'])}-file and the {short} "
                f"to the {_file_letter(m['partner_left_file'])}-file; every cell either crosses "
                f"or lands on must be empty but for the two")
        if group[0]["royal"]:
            text += (", and it may not castle while in check, nor cross or land on a cell where "
                     "an enemy piece could capture it")
        return text

    def continuations(self, group: List[Data], by_part: Dict[int, List[Data]], part: int,
                      told: Set[int]) -> List[str]:
        """What a piece goes on with in the same turn after a move whose `then` is `part` (0:
        nothing), then what that leads to; each part once."""
        if part == 0 or part in told or part not in by_part:
            return []
        told.add(part)
        moves = by_part[part]
        leads = [m for p, ms in by_part.items() if p != part for m in ms if m.get("then") == part]
        nouns = {_NOUNS[m["type"]] for m in leads}
        if not leads:
            lead = f"In part {part} of a turn"
        else:
            lead = f"After {_with_article(nouns.pop())}" if len(nouns) == 1 else "After such a move"
        must = _CONTINUATION[leads[0]["continuation"] if leads else "compulsory"]
        loops = all(m.get("then") == part for m in moves)
        heading = _HEADING[moves[0].get("heading", "any")]
        if leads and _same_moves(moves, leads):
            text = f"{lead} it {must} go on {_GERUNDS[moves[0]['type']]}{heading}"
        else:
            said = " or ".join(f"from {c.region}, {c.base}" if c.region else c.base
                               for c, _ in self.clauses(group, moves))
            text = f"{lead} it {must} then, in the same turn, {said}"
            if heading:
                text += f",{heading} as its previous move"
            if loops:
                text += ", and go on like that"
        if loops:
            text += " as long as it can"
            if moves[0].get("continuation") == "optional":
                text += f", stopping after any {_NOUNS[moves[0]['type']]} it likes"
            text += "; the whole chain is one turn"
        out = [text + "."]
        for m in moves:
            out += self.continuations(group, by_part, m.get("then", 0), told)
        return out

    def promotion_sentence(self, group: List[Data], several_parts: bool) -> str:
        promotion = group[0]["promotion"]
        region = self.region_ref(group, lambda k: k["promotion"]["region"])
        items = [_with_article(k) for k in self.kind_items(promotion["to"],
                                                            paired=len(group) == 2)]
        becomes = f"becomes, at the mover's choice, {_join(items, 'or')}" if len(items) > 1 \
            else f"becomes {items[0]}"
        if promotion["timing"] == "at_turn_end":
            return (f"On ending its turn on {region} it {becomes}; reaching it in the middle of "
                    f"a turn that goes on does not count.")
        chain = ", which ends its turn, even in the middle of a chain" if several_parts else ""
        return f"On ending a move on {region} it {becomes}{chain}."

    def capture_lines(self) -> List[str]:
        d, kinds = self.data, self.kinds
        lines = []
        stacks = self.has_stacks()
        if stacks:
            whole = ""
            if any(m["type"] in ("step", "slide", "leap", "offset_leap") for m in self.moves):
                whole = "; a piece that steps, slides or jumps takes its whole stack with it"
            lines.append(f"A cell may hold a stack of pieces, which belongs to the player whose "
                         f"piece is on top{whole}. A piece under another is out of play while "
                         f"it is covered: only the top pieces count for the end of the game.")
        captures = d["custodial"] is not None or any(
            m.get("leapt") == "captured" or
            (m.get("landing") == "capture" and _targets(m.get("onto")) & ~_EMPTY)
            for m in self.moves)
        to_hand = [k["symbol"] for k in kinds.data if k.get("captured_as")]
        if captures and not stacks and not to_hand:
            lines.append("A captured piece leaves the game.")
        # A taken piece that becomes its counterpart, the taker's own of the same kind.
        swapped = [s for s in to_hand if kinds.by_symbol[s]["captured_as"] == self.twins.other(s)
                   and self.twins.shared_name(s)]
        if swapped:
            lines.append(f"A captured {self.kinds_phrase(swapped, 'or')} changes sides: it goes "
                         f"to the capturing player's hand as a piece of theirs of the same kind, "
                         f"which they may later place on the board.")
        for s in to_hand:
            if s not in swapped:
                lines.append(f"A captured {kinds.label(s)} goes to the capturing player's hand "
                             f"as {_with_article(kinds.label(kinds.by_symbol[s]['captured_as']))}.")
        if to_hand and captures and len(to_hand) < len([k for k in kinds.data if not k["royal"]]):
            lines.append("Any other captured piece leaves the game.")
        demoting = [k["symbol"] for k in kinds.data
                    if k.get("promotion") and k["promotion"]["demotes_when_taken"]]
        if demoting and to_hand:
            names = _join([_with_article(k) for k in self.kind_items(demoting)], "or")
            lines.append(f"A captured piece that was promoted from {names} goes to the hand as "
                         f"one, not as what it became.")
        for k in kinds.data:
            if k.get("converts"):
                label = kinds.label(k["symbol"])
                lines.append(f"After {_with_article(label)} moves or is placed, every enemy piece "
                             f"on a cell next to where it lands ({self._dirs(k, 'converts')}) "
                             f"changes sides, becoming {_with_article(label)}.")
        for k in kinds.data:
            if k.get("claims"):
                player = "first" if k["owner"] == 0 else "second"
                lines.append(f"After a move of the {player} player that puts a piece on a cell, "
                             f"every empty cell next to it whose neighbours "
                             f"({self._dirs(k, 'claims')}) are all on the board and occupied is "
                             f"claimed: {_with_article(kinds.label(k['symbol']))} is put on it.")
        if d["moves_again_after_claim"]:
            lines.append("A player whose turn claims a cell takes another turn.")
        if d["rotating_blocks"]:
            side = d["rotating_blocks"]
            corners = [f"{chr(ord('a') + f)}{r + 1}" for r in range(0, self.board.ranks, side)
                       for f in range(0, self.board.files, side)]
            lines.append(f"The board is made of {side}x{side} blocks (their lower left cells "
                         f"{_join(corners)}). After placing a piece, the player turns one of "
                         f"the blocks a quarter turn, clockwise or counterclockwise, with "
                         f"whatever stands in it.")
        if d["stack_limit"]:
            limit = _number(d["stack_limit"])
            lines.append(f"A stack of more than {limit} pieces loses pieces from its bottom until "
                         f"it has {limit}: those of the player who moved go to that player's "
                         f"hand, the others leave the game.")
        if d["captures_explode"]:
            lines.append(self.explosion_text())
        if d["custodial"] is not None:
            lines.append(self.custodial_text(d["custodial"]))
        return lines

    def has_stacks(self) -> bool:
        """Whether a piece can come to stand on another (as the engine's has_stacks)."""
        return any(m["type"] == "stack_move" or
                   (m.get("landing") == "stack" and _targets(m.get("onto")) & ~_EMPTY)
                   for m in self.moves)

    def explosion_text(self) -> str:
        proof = [k["symbol"] for k in self.kinds.data if k["explosion_proof"]]
        text = (f"Captures explode: the capturing piece, the captured piece and every piece on "
                f"the {'six' if self.board.hexagonal else 'eight'} cells around the cell the "
                f"capturing piece lands on leave the game, whichever side they belong to")
        if proof:
            text += (f", except that {self.plural_kinds(proof)} there stay unless they captured "
                     f"or were captured")
        return text + (". A move may not explode a royal piece of the mover's, a royal piece may "
                       "not capture, and a royal piece next to the other player's royal piece "
                       "is not in check.")

    def custodial_text(self, custodial: Data) -> str:
        mask, _ = _mask_of(custodial["directions"], False)
        text = (f"Custodial capture: after a move, an enemy piece next to the piece that moved, "
                f"{_line_phrase(mask, self.board)}, is captured when straight beyond it stands "
                f"another piece of the mover's")
        if custodial.get("hostile"):
            text += f" or an empty cell of {_the_region(custodial['hostile'])}"
        text += ". A piece may move between two enemy pieces unharmed."
        unarmed = [k["symbol"] for k in self.kinds.data if not k["custodian"]]
        if unarmed:
            text += f" The {self.kinds_phrase(unarmed)} never helps to capture."
        for enclosure, words in _ENCLOSURE.items():
            symbols = [k["symbol"] for k in self.kinds.data if k["enclosure"] == enclosure]
            if words and symbols:
                text += f" The {self.kinds_phrase(symbols)} {words}."
        return text

    # -- how the game ends --

    def end_section(self) -> List[str]:
        d = self.data
        lines: List[str] = []
        conditions = list(d["end"])
        i = 0
        while i < len(conditions):
            # Two conditions that say the same of each player read as one: "A player wins ...".
            c = conditions[i]
            if i + 1 < len(conditions) and c["winner"] != conditions[i + 1]["winner"]:
                either = self.condition(c, either=True)
                if either == self.condition(conditions[i + 1], either=True):
                    lines.append(either)
                    i += 2
                    continue
            lines.append(self.condition(c, either=False))
            i += 1
        if _WINS_AT_ONCE[d["wins_at_once"]]:
            lines.append(_WINS_AT_ONCE[d["wins_at_once"]])
        ends = _END_SCORE[d["end_score"]]
        if d["no_legal_move"] == "passes":  # two passes end it before the other draws
            lines.append(_NO_LEGAL_MOVE_END["passes"].format(ends=ends))
        # A limit past the ply limit is never reached (Ataxx keeps the count for FEN only).
        if d["quiet_turn_limit"] and d["quiet_turn_limit"] <= d["max_plies"]:
            lines.append(self.quiet_turns_text(d["quiet_turn_limit"]))
        if d["insufficient_alone"] or d["insufficient_on_one_colour"]:
            lines.append(self.material_text())
        if d["no_legal_move"] != "passes":
            lines.append(_NO_LEGAL_MOVE_END[d["no_legal_move"]].format(ends=ends))
        if d["repetition_limit"]:
            same = ["the same pieces on the same cells"]
            if not d["repetition_ignores_side"]:
                same.append("the same player to move")
            # A position's rights are part of it: the same board with other rights is another.
            rights = [right for right, kind in (("to castle", "castle"), ("to capture en passant",
                                                                          "passable"))
                      if any(m["type"] == kind or m.get(kind) for m in self.moves)]
            if rights:
                same.append(f"the same rights {' and '.join(rights)}")
            same_text = _join(same) + ("" if not d["repetition_ignores_side"] else
                                       ", whoever is to move")
            lines.append(f"The game is drawn when a position occurs for the "
                         f"{_ordinal(d['repetition_limit'])} time in the game ({same_text}).")
        plies = d["max_plies"]
        each = f" ({plies // 2} by each player)" if plies % 2 == 0 and plies > 2 else ""
        lines.append(f"The game is drawn after {plies} {'turn' if plies == 1 else 'turns'}{each}.")
        return ["After every turn, the first of these that applies ends the game:"] + lines

    def condition(self, c: Data, either: bool) -> str:
        """An end condition as a sentence; with `either`, said of "a player" (the same words
        for the other player's twin condition merge the two)."""
        winner = c["winner"]
        who = "a player" if either else self.player(winner)
        text = f"{_capital(who)} {_WHEN[c['when']]} {self.what_holds(c, either)}"
        if c["type"] == "reaches" and c.get("answer"):
            answer = _with_article(self.kinds.label(c["answer"]))
            region = _the_region(c["region"])
            text += (f", unless {self.player(1 - winner)} can answer at once by bringing {answer} "
                     f"onto {region} too: then the game goes on for that one move, and is drawn "
                     f"if {answer} then stands on {region}, and won by {self.player(winner)} "
                     f"if not")
        return text + "."

    def paired_kind(self, symbol: str, winner: int) -> Optional[Tuple[str, str, bool]]:
        """For a condition said of either player: the name a kind shares with its counterpart,
        both symbols, and whether it is the winner's; None when it shares none."""
        shared = self.twins.shared_name(symbol)
        if not shared:
            return None
        owner = self.kinds.by_symbol[symbol]["owner"]
        other = self.twins.other(symbol)
        symbols = f"({symbol}, {other})" if owner == 0 else f"({other}, {symbol})"
        return shared, symbols, owner == winner

    def pieces_noun(self, pieces: Any, winner: int, either: bool, plural: bool) -> str:
        """A condition's `pieces` (a kind, or a player's pieces), seen from the winner, with its
        article when singular: "a white (W)", "one of their pieces", "kings of theirs (K, k)"."""
        if isinstance(pieces, str):
            paired = self.paired_kind(pieces, winner) if either else None
            if paired:
                shared, symbols, theirs = paired
                whose = "theirs" if theirs else "the other player's"
                return f"{_plural(shared)} of {whose} {symbols}" if plural else \
                    f"{_with_article(shared)} of {whose} {symbols}"
            return self.kinds.plural(pieces) if plural else \
                _with_article(self.kinds.label(pieces))
        if pieces == winner:
            return "their pieces" if plural else "one of their pieces"
        whose = "the other player's" if either else f"{self.player(pieces)}'s"
        return f"{whose} pieces" if plural else f"one of {whose} pieces"

    def holder(self, pieces: Any, winner: int, either: bool) -> Tuple[str, str]:
        """Who holds a condition's pieces, as the subject of "has": ("they have", noun) for the
        winner's own, with the noun the kind's name without whose it is."""
        if isinstance(pieces, str):
            paired = self.paired_kind(pieces, winner) if either else None
            if not paired:
                return "", self.kinds.label(pieces)
            shared, symbols, theirs = paired
            owner = "they have" if theirs else "the other player has"
            return owner, f"{shared} {symbols}"
        if pieces == winner:
            return "they have", ""
        return f"{'the other player' if either else self.player(pieces)} has", ""

    def what_holds(self, c: Data, either: bool) -> str:
        t, winner, pieces = c["type"], c["winner"], c.get("pieces")
        if t in ("no_pieces_left", "reduced_to"):
            has, kind = self.holder(pieces, winner, either)
            if t == "no_pieces_left" or c["count"] == 0:
                return f"{has} no {kind or 'piece'} left" if has else f"no {kind} is left"
            count = _number(c["count"])
            if not has:  # a kind's pieces, said without whose they are
                return f"{count} or fewer {self.kinds.plural(str(pieces))} are left"
            many = f"{_plural(kind.split(' (')[0])} ({kind.split(' (')[1]}" if kind else "pieces"
            return f"{has} {count} or fewer {many} left"
        if t == "region_holds":
            region, size = _the_region(c["region"]), len(self.regions[c["region"]])
            if c["count"] == size and size > 1:
                return (f"{self.pieces_noun(pieces, winner, either, True)} stand on all "
                        f"{_number(size)} cells of {region}")
            if c["count"] <= 1:
                return f"{self.pieces_noun(pieces, winner, either, False)} stands on {region}"
            many = self.pieces_noun(pieces, winner, either, True)
            return f"{_counted(_number(c['count']) + ' or more', many)} stand on {region}"
        if t == "reaches":
            return (f"{self.pieces_noun(pieces, winner, either, False)} stands on "
                    f"{_the_region(c['region'])}")
        if t == "all_stacks_controlled":
            return "the top piece of every occupied cell is theirs"
        if t == "in_a_row":
            mask, _ = _mask_of(c["directions"], False)
            count = f"{_LINE_LENGTH[c['length']]}{_number(c['count'])}"
            lines = _line_phrase(mask, self.board)
            longer = " (a longer row does not count)" if c["length"] == "exactly" else ""
            if pieces == winner:
                return f"they have {count} pieces in a row {lines}{longer}"
            return (f"{_counted(count, self.pieces_noun(pieces, winner, either, True))} stand in "
                    f"a row {lines}{longer}")
        if t == "connects":
            return (f"a chain of {self.pieces_noun(pieces, winner, either, True)}, each next to "
                    f"the next{self.neighbours(c)}, joins {_the_region(c['region'])} to "
                    f"{_the_region(c['to_region'])}")
        if t == "all_connected":
            return (f"all {self.pieces_noun(pieces, winner, either, True)} form a single group, "
                    f"each joined to every other by a chain of pieces next to one another"
                    f"{self.neighbours(c)} (a single piece is a group; no piece is not)")
        if t == "group_touches":
            return (f"one group of {self.pieces_noun(pieces, winner, either, True)}, each next "
                    f"to the next{self.neighbours(c)}, touches at least {_number(c['count'])} "
                    f"of these regions: {_join([_region_name(r) for r in c['regions']])}")
        if t == "ring":
            return (f"{self.pieces_noun(pieces, winner, either, True)} form a closed ring, each "
                    f"next to the next, around at least one cell, whatever that cell holds")
        if t == "checks_given":
            times = {1: "once", 2: "twice"}.get(c["count"], f"{_number(c['count'])} times")
            return (f"they have given check {times} (a move gives check when it leaves a royal "
                    f"piece of the other player's where a piece could capture it)")
        raise ValueError(f"no sentence for the end condition {t!r}")

    def neighbours(self, c: Data) -> str:
        """Which neighbours a chain or group joins, when not every one."""
        mask, _ = _mask_of(c.get("directions", "all"), False)
        return "" if mask == _ALL_DIRECTIONS else \
            f" ({_directions_phrase(mask, False, self.board)})"

    def quiet_turns_text(self, limit: int) -> str:
        each = f" ({limit // 2} by each player)" if limit % 2 == 0 else ""
        resets = [k["symbol"] for k in self.kinds.data if k["resets_quiet_turns"]]
        what = "captured nothing" + (f" and moved no {self.kinds_phrase(resets, 'or')}"
                                     if resets else "")
        text = f"The game is drawn when {limit} turns in a row{each} have {what}"
        # The engine counts a drop as a capture (docs/variants.md): crazyhouse's piece taken
        # earlier, Ataxx's clone.
        if any(k.get("captured_as") for k in self.kinds.data):
            text += " (placing a piece from hand counts as a capture)"
        elif any(m["type"] == "drop" for m in self.moves):
            text += " (placing a piece counts as a capture)"
        if self.data["no_legal_move"] == "loses_in_check":
            text += "; a checkmate given by the last of them still wins"
        return text + "."

    def material_text(self) -> str:
        d = self.data
        options = ["nothing"]
        if d["insufficient_alone"]:
            options.append(f"a single {self.kinds_phrase(d['insufficient_alone'], 'or')}")
        if d["insufficient_on_one_colour"]:
            options.append(f"only {self.plural_kinds(d['insufficient_on_one_colour'])}, all on "
                           f"cells of one colour (the board coloured as a chequerboard)")
        aside = f", besides the {self.plural_kinds(self.royal)}," if self.royal else ""
        return (f"The game is drawn when neither player can win for lack of pieces: when{aside} "
                f"the board holds {', or '.join(options)}.")


def _counted(count: str, noun: str) -> str:
    """"three whites (W)", but "three of their pieces"."""
    return f"{count} of {noun}" if noun.startswith(("their ", "the ")) else f"{count} {noun}"


def _differ_in_offset_only(a: Data, b: Data) -> bool:
    def rest(m: Data) -> Data:
        return {k: v for k, v in m.items() if k != "offset"}
    return b["type"] == "offset_leap" and rest(a) == rest(b)


# --- the entry points ---------------------------------------------------------------------------

def _rules_text_of(variant: Variant, core: Any) -> str:
    """The text of a variant that the engine has compiled to `core` (a ``_core.Game``)."""
    return _Writer(variant.data(), core).text()


def rules_text(variant: Variant) -> str:
    """The rules of a variant in plain English (``Game.rules_text()`` gives a game's): the board
    and the pieces, how a turn goes, how the pieces move and capture, and how the game ends.
    Raises the SpecError the engine gives for a variant it refuses.

    >>> import boardlab as bl
    >>> variant = bl.game("breakthrough").variant()
    >>> rules_text(variant) == bl.game("breakthrough").rules_text()
    True
    """
    if not isinstance(variant, Variant):
        raise _core.SpecError(f"rules_text() takes a Variant, not {type(variant).__name__}")
    core = _core.game_from_spec(variant.to_spec())
    # The engine's own reading of the variant, as any Game's variant() gives it.
    return _rules_text_of(Variant.from_spec(core.spec()), core)

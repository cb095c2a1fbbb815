"""game.rules_text(): the rules in plain English, written from the spec. The whole text of three
games is checked against rules written out here from docs/rules.md; small variants each give the
sentence their rule should; every game and shipped variant names each of its kinds and end
conditions."""
from __future__ import annotations

import dataclasses
import re

import pytest

import boardlab as bl
from boardlab import rules_text as rules_text_module
from boardlab.rules import PRIMITIVES, schema_table
from boardlab.rules_text import rules_text
from conftest import VARIANTS_DIR, raises

# --- three games, word for word -------------------------------------------------------------

TIC_TAC_TOE = """\
Tic tac toe

The board and the pieces
The board is 3 cells wide (files a to c, left to right) and 3 high (ranks 1 to 3, bottom to top).
The first player has: X, 5 in hand.
The second player has: O, 4 in hand.
Pieces in hand wait off the board until they are placed.

How a turn goes
The players take turns, the first player first. On their turn a player places one of their \
pieces from their hand on the board.

How the pieces move and capture
An X or an O is placed from hand on any empty cell.

How the game ends
After every turn, the first of these that applies ends the game:
A player wins when, after their move, they have three pieces in a row along a rank, a file or \
a diagonal.
When the player to move has no legal move, the game is drawn.
The game is drawn after 9 turns."""

BREAKTHROUGH = """\
Breakthrough

The board and the pieces
The board is 8 cells wide (files a to h, left to right) and 8 high (ranks 1 to 8, bottom to top).
The first player sits at the bottom (rank 1) and the second at the top (rank 8): forward is up \
the board for the first player and down it for the second.
The first player has: white (W), 16 on ranks 1 and 2.
The second player has: black (B), 16 on ranks 7 and 8.
A player's enemy pieces are the other player's.
Named regions: top rank (rank 8) and bottom rank (rank 1).

How a turn goes
The players take turns, the first player first. On their turn a player moves one of their pieces.

How the pieces move and capture
A white (W) or a black (B) steps one cell straight forward onto an empty cell. It can also step \
one cell diagonally forward onto an empty cell or an enemy piece, which it captures.
A captured piece leaves the game.

How the game ends
After every turn, the first of these that applies ends the game:
The first player wins when, after their move, a white (W) stands on the top rank.
The second player wins when, after their move, a black (B) stands on the bottom rank.
A player wins when, after their move, the other player has no piece left.
A player who has no legal move on their turn loses.
The game is drawn after 300 turns (150 by each player)."""

CHESS = """\
Chess

The board and the pieces
The board is 8 cells wide (files a to h, left to right) and 8 high (ranks 1 to 8, bottom to top).
The first player sits at the bottom (rank 1) and the second at the top (rank 8): forward is up \
the board for the first player and down it for the second.
The first player has: white pawn (P), 8 on rank 2; white knight (N), 2 on b1 and g1; white \
bishop (B), 2 on c1 and f1; white rook (R), 2 on a1 and h1; white queen (Q), 1 on d1; white \
king (K), 1 on e1.
The second player has: black pawn (p), 8 on rank 7; black knight (n), 2 on b8 and g8; black \
bishop (b), 2 on c8 and f8; black rook (r), 2 on a8 and h8; black queen (q), 1 on d8; black \
king (k), 1 on e8.
A player's enemy pieces are the other player's.
Named regions: white pawn start (rank 2), black pawn start (rank 7), white promotion (rank 8) \
and black promotion (rank 1).

How a turn goes
The players take turns, the first player first. On their turn a player moves one of their pieces.
The king (K, k) is royal: no move may leave a royal piece of the mover's where an enemy piece \
could capture it (in check).

How the pieces move and capture
A pawn (P or p) steps one cell straight forward onto an empty cell. It can also step one cell \
diagonally forward onto an enemy piece, which it captures, or onto a cell that an enemy piece \
passed over on the move just played, capturing that piece (en passant). From the white pawn \
start (for p, the black pawn start), it can also slide exactly two cells straight forward \
through empty cells; on the very next move only, an enemy pawn may capture it en passant by \
moving onto a cell it passed over. On ending a move on the white promotion (for p, the black \
promotion) it becomes, at the mover's choice, a knight (N, n), a bishop (B, b), a rook (R, r) \
or a queen (Q, q).
A knight (N or n) leaps two cells along a rank or file and one to the side (a knight's move), \
whatever stands between, onto an empty cell or an enemy piece, which it captures.
A bishop (B or b) slides any distance diagonally through empty cells, stopping on one of them \
or on the first enemy piece in its way, which it captures.
A rook (R or r) slides any distance orthogonally through empty cells, stopping on one of them \
or on the first enemy piece in its way, which it captures.
A queen (Q or q) slides any distance in any direction through empty cells, stopping on one of \
them or on the first enemy piece in its way, which it captures.
A king (K or k) steps one cell in any direction onto an empty cell or an enemy piece, which it \
captures. It can also castle with an unmoved rook (R, r) on its rank, if it has not moved \
either: towards one on a higher file it goes to the g-file and the rook to the f-file, towards \
one on a lower file to the c-file and the rook to the d-file; every cell either crosses or \
lands on must be empty but for the two, and it may not castle while in check, nor cross or \
land on a cell where an enemy piece could capture it.
A captured piece leaves the game.

How the game ends
After every turn, the first of these that applies ends the game:
The game is drawn when 100 turns in a row (50 by each player) have captured nothing and moved \
no pawn (P, p); a checkmate given by the last of them still wins.
The game is drawn when neither player can win for lack of pieces: when, besides the kings \
(K, k), the board holds nothing, or a single knight (N, n) or bishop (B, b), or only bishops \
(B, b), all on cells of one colour (the board coloured as a chequerboard).
A player who has no legal move on their turn loses if a royal piece of theirs is in check \
(checkmate); if not, the game is drawn (stalemate).
The game is drawn when a position occurs for the third time in the game (the same pieces on \
the same cells, the same player to move and the same rights to castle and to capture en \
passant).
The game is drawn after 1000 turns (500 by each player)."""


@pytest.mark.parametrize("name, expected", [("tic_tac_toe", TIC_TAC_TOE),
                                            ("breakthrough", BREAKTHROUGH), ("chess", CHESS)])
def test_the_whole_text_of_three_games(name, expected):
    assert bl.game(name).rules_text() == expected


# --- every game -----------------------------------------------------------------------------

def sections(text: str) -> dict:
    """The text's parts by heading, each as its lines; the title under ""."""
    parts = text.split("\n\n")
    out = {"": [parts[0]]}
    for part in parts[1:]:
        heading, *lines = part.split("\n")
        out[heading] = lines
    return out


HEADINGS = ["", "The board and the pieces", "How a turn goes", "How the pieces move and capture",
            "How the game ends"]

# A word each end condition's sentence has, whatever its pieces and regions.
CONDITION_WORDS = {
    "no_pieces_left": " left", "reduced_to": "or fewer", "region_holds": "stand",
    "reaches": "stands on", "all_stacks_controlled": "top piece of every occupied cell",
    "in_a_row": "in a row", "connects": "chain", "all_connected": "single group",
    "group_touches": "touches at least", "ring": "closed ring", "checks_given": "given check",
}


def test_every_end_condition_type_has_a_word_here():
    assert set(CONDITION_WORDS) == set(bl.rules.END_CONDITIONS)


def test_every_game_names_its_kinds_and_its_end_conditions(any_game):
    text = any_game.rules_text()
    parts = sections(text)
    assert list(parts) == HEADINGS
    variant = any_game.variant()
    pieces = " ".join(parts["The board and the pieces"])
    moves = " ".join(parts["How the pieces move and capture"])
    for kind in variant.kinds:
        s = kind.symbol
        label = s if not kind.name or kind.name.lower() == s.lower() else f"{kind.name} ({s})"
        assert f"{label}, " in pieces, (s, pieces)
        # In the moves, a kind is its symbol in a list of symbols, or its label with an article.
        assert re.search(rf"\((?:[^()]*[ ,])?{re.escape(s)}(?:[ ,][^()]*)?\)|\b[Aa]n? {s}\b",
                         moves), (s, moves)
    ends = parts["How the game ends"]
    assert ends[0] == "After every turn, the first of these that applies ends the game:"
    wins = [line for line in ends if " wins " in line and "no legal move" not in line
            and "more pieces" not in line]
    # One sentence a condition, or one for a condition and its twin of the other player.
    assert len(variant.end_conditions) / 2 <= len(wins) <= len(variant.end_conditions)
    for condition in variant.end_conditions:
        word = CONDITION_WORDS[condition.TYPE]
        winner = "The first player" if condition.winner == 0 else "The second player"
        assert any(word in line and line.startswith((winner, "A player")) for line in wins), \
            (condition, wins)
        for field in ("region", "to_region"):
            if getattr(condition, field, None):
                assert any(getattr(condition, field).replace("_", " ") in line for line in wins)
    assert ends[-1].startswith(f"The game is drawn after {any_game.max_plies} turn")
    for name in variant.regions:
        assert name.replace("_", " ") in pieces
    # Plain sentences: no field names, no Python values (an apostrophe only in a possessive).
    for word in ("_", "None", "True", "False", "[", "{"):
        assert word not in text, word
    assert "'" not in re.sub(r"\w's\b|s'(?=[ ,.)])", "", text)


def test_a_variant_from_toml_reads_its_own_rules():
    game = bl.load_variant(VARIANTS_DIR / "leapfrog.toml")
    parts = sections(game.rules_text())
    assert parts[""] == ["Leapfrog"]
    assert parts["The board and the pieces"][2:4] == [
        "The first player has: frog (F), 3 on b1 to d1, and 2 in hand.",
        "The second player has: toad (T), 3 on b5 to d5, and 2 in hand."]
    assert parts["How a turn goes"] == [
        "The players take turns, the first player first. On their turn a player either moves "
        "one of their pieces or places one from their hand on the board."]
    # The toad plays as the frog does, seen from the other side: its bank is the north one.
    assert parts["How the pieces move and capture"][0] == (
        "A frog (F) or a toad (T) steps one cell straight or diagonally forward onto an empty "
        "cell. It can also jump in any direction over an adjacent enemy piece onto the empty "
        "cell just beyond, capturing the piece jumped over. From the south bank (for T, the "
        "north bank), it can also slide any distance sideways through empty cells. It can also "
        "be placed from hand on an empty cell of the south bank (for T, the north bank).")
    assert parts["How the game ends"][1:3] == [
        "The first player wins when, after their move, a frog (F) stands on the north bank.",
        "The second player wins when, after their move, a toad (T) stands on the south bank."]


def test_rules_text_of_a_variant_is_the_games():
    variant = bl.game("checkers").variant()
    assert rules_text(variant) == bl.Game(variant).rules_text() == bl.game("checkers").rules_text()


def test_a_changed_variant_reads_its_change():
    variant = bl.game("breakthrough").variant()
    changed = dataclasses.replace(variant, max_plies=501, end_conditions=variant.end_conditions[:2])
    ends = sections(bl.Game(changed).rules_text())["How the game ends"]
    assert "A player wins when, after their move, the other player has no piece left." not in ends
    assert ends[-1] == "The game is drawn after 501 turns."


def test_what_is_not_a_variant_or_not_a_game_is_refused():
    with raises(bl.SpecError, "rules_text() takes a Variant, not str"):
        rules_text("breakthrough")
    broken = dataclasses.replace(bl.game("breakthrough").variant(), files=17)
    with pytest.raises(bl.SpecError, match="17x8"):
        rules_text(broken)


# --- the vocabulary is the engine's ------------------------------------------------------------

def test_every_choice_the_schema_lists_is_worded():
    # A value the engine adds to a choice fails here until its sentence is written.
    for (group, type_name, field_name), phrases in rules_text_module._CHOICE_PHRASES:
        choices = {f["name"]: f["choices"] for f in schema_table(group, type_name)["fields"]}
        assert set(phrases) == set(choices[field_name]), (group, type_name, field_name)


def test_every_primitive_has_a_clause():
    for type_name in PRIMITIVES:
        assert callable(getattr(rules_text_module._Writer, f"_{type_name}", None)), type_name


# --- small variants, one rule each ------------------------------------------------------------

REGIONS = {"far_rank": "a5 b5 c5 d5 e5", "home_rank": "a1 b1 c1 d1 e1", "centre": "c3",
           "corners": "a1 e1 a5 e5"}


def guard(owner: int = 1, symbol: str = "G") -> bl.Kind:
    return bl.Kind(symbol, owner=owner, name="guard", moves=[bl.Step("all")])


def text_of(kinds, start, **fields) -> dict:
    """The sections of the rules of a 5x5 variant with REGIONS."""
    variant = bl.Variant(name="test", files=5, ranks=5, regions=dict(REGIONS), kinds=kinds,
                         start=start, **fields)
    return sections(bl.Game(variant).rules_text())


def moves_of(kinds, start, **fields) -> list:
    return text_of(kinds, start, **fields)["How the pieces move and capture"]


@pytest.mark.parametrize("slide, words", [
    (bl.Slide("orthogonal", max_distance=2), "slides up to two cells orthogonally through empty "
     "cells, stopping on one of them or on the first enemy piece in its way, which it captures"),
    (bl.Slide("forward", onto="empty", min_distance=2, max_distance=2),
     "slides exactly two cells straight forward through empty cells"),
    (bl.Slide("diagonal", onto="enemy", min_distance=2), "slides two cells or more diagonally "
     "through empty cells onto the first enemy piece in its way, which it captures"),
    (bl.Slide("sideways", onto="empty", min_distance=2, max_distance=3),
     "slides two to three cells sideways through empty cells"),
    (bl.Slide(["north", "east"], onto="empty", max_distance=1),
     "slides one cell north (up) or east (right) through empty cells"),
])
def test_slides_say_how_far(slide, words):
    assert moves_of([bl.Kind("R", owner=0, name="rook", moves=[slide]), guard()],
                    "4G/5/2R2/5/5 0 - 0")[0] == f"A rook (R) {words}."


def test_a_counted_slide():
    kinds = [bl.Kind("L", owner=0, name="line", moves=[
        bl.Slide("all", distance="pieces_on_line", over=["friendly", "neutral"])]), guard()]
    assert moves_of(kinds, "4G/5/2L2/5/5 0 - 0")[0] == (
        "A line (L) moves in a straight line in any direction, exactly as many cells as there "
        "are pieces on that whole line (both players', itself included), passing over its own "
        "pieces and neutral pieces but no other piece, onto an empty cell or an enemy piece, "
        "which it captures.")


def test_a_promotion_and_a_choice_of_promotions():
    kinds = [bl.Kind("P", owner=0, name="pawn", moves=[bl.Step("forward", onto="empty")],
                     promotion=bl.Promotion("far_rank", "Q")),
             bl.Kind("S", owner=0, name="scout", moves=[bl.Step("forward", onto="empty")],
                     promotion=bl.Promotion("far_rank", "QN")),
             bl.Kind("Q", owner=0, name="queen", moves=[bl.Slide("all")]),
             bl.Kind("N", owner=0, name="knight", moves=[bl.OffsetLeap((1, 2), symmetry="all")]),
             guard()]
    lines = moves_of(kinds, "4G/5/5/5/PS3 0 - 0")
    assert lines[0] == ("A pawn (P) steps one cell straight forward onto an empty cell. On "
                        "ending a move on the far rank it becomes a queen (Q).")
    assert lines[1] == ("A scout (S) steps one cell straight forward onto an empty cell. On "
                        "ending a move on the far rank it becomes, at the mover's choice, a "
                        "queen (Q) or a knight (N).")


def test_custodial_capture_and_its_exceptions():
    kinds = [bl.Kind("A", owner=0, name="attacker", moves=[bl.Slide("orthogonal", onto="empty")],
                     barred="corners"),
             bl.Kind("D", owner=1, name="defender", moves=[bl.Slide("orthogonal", onto="empty")],
                     enclosure="never"),
             bl.Kind("K", owner=1, name="king", moves=[bl.Slide("orthogonal", onto="empty")],
                     enclosure="all_sides", custodian=False)]
    lines = moves_of(kinds, "1A3/5/2K2/5/3D1 0 - 0",
                     custodial=bl.CustodialCapture("orthogonal", hostile="corners"))
    assert lines[0] == ("An attacker (A) slides any distance orthogonally through empty cells. "
                        "It may not stop on the corners, but it may pass over them.")
    assert lines[-2:] == [
        "A captured piece leaves the game.",
        "Custodial capture: after a move, an enemy piece next to the piece that moved, along a "
        "rank or a file, is captured when straight beyond it stands another piece of the "
        "mover's or an empty cell of the corners. A piece may move between two enemy pieces "
        "unharmed. The king (K) never helps to capture. The king (K) is captured only when "
        "enemy pieces, or empty hostile cells, stand on all its sides. The defender (D) is "
        "never captured this way."]


def test_drops_into_a_region_falling_and_neutral():
    kinds = [bl.Kind("X", owner=0, moves=[bl.Drop(region="home_rank")]),
             bl.Kind("O", owner=1, moves=[bl.Drop(falls="west")]),
             bl.Kind("T", owner="neutral", name="trashcan", moves=[bl.Drop(region="centre")])]
    parts = text_of(kinds, "5/5/5/5/5 0 X2O2T1 0", placement="anytime")
    assert parts["The board and the pieces"][1:5] == [
        "The first player has: X, 2 in hand.", "The second player has: O, 2 in hand.",
        "Neutral pieces: trashcan (T), 1 in hand (shared by both players).",
        "Pieces in hand wait off the board until they are placed."]
    assert parts["How the pieces move and capture"] == [
        "An X is placed from hand on an empty cell of the home rank.",
        "An O is placed from hand on any empty cell and falls west (left) as far as it can.",
        "A trashcan (T) is placed from hand by either player on an empty cell of the centre. It "
        "never moves once placed."]


def test_drops_first_then_moves():
    kinds = [bl.Kind("W", owner=0, name="wall", moves=[bl.Drop()]), guard(0, "G"),
             bl.Kind("H", owner=1, name="hunter", moves=[bl.Step("orthogonal")])]
    assert text_of(kinds, "4H/5/5/5/G4 0 W1 0")["How a turn goes"] == [
        "The players take turns, the first player first. While a player has a piece in hand "
        "that they can place, their turn is to place one on the board; otherwise they move one "
        "of their pieces."]


def test_a_capture_chain_and_its_promotion():
    lines = sections(bl.game("checkers").rules_text())
    assert lines["How a turn goes"] == [
        "The players take turns, the first player first. On their turn a player moves one of "
        "their pieces. Some moves go on within the same turn, as said below.",
        "Capturing is compulsory: when a player can capture, they must capture, choosing any "
        "capture they like."]
    assert lines["How the pieces move and capture"][0] == (
        "A man (o or x) steps one cell diagonally forward onto an empty cell. It can also jump "
        "diagonally forward over an adjacent enemy piece onto the empty cell just beyond, "
        "capturing the piece jumped over. After a jump it must go on jumping as long as it can; "
        "the whole chain is one turn. On ending a move on the top rank (for x, the bottom rank) "
        "it becomes a king (O, X), which ends its turn, even in the middle of a chain.")


def test_the_majority_rule_and_jumped_pieces_left_until_the_turn_ends():
    parts = sections(bl.game("international_draughts").rules_text())
    assert parts["How a turn goes"][1:] == [
        "Capturing is compulsory, and a player must choose a turn that captures as many pieces "
        "as any turn can.",
        "Pieces jumped over during a turn leave the board only when the turn ends; until then "
        "none may be jumped twice, and no piece may stop on or pass over their cells."]
    assert parts["How the pieces move and capture"][1] == (
        "A king (W or B) slides any distance diagonally through empty cells. It can also fly "
        "diagonally over any number of empty cells and over the first piece in its way, if that "
        "is an enemy piece, onto any empty cell beyond it before the next piece, capturing the "
        "piece jumped over. After a jump it must go on jumping as long as it can; the whole "
        "chain is one turn.")
    assert parts["How the pieces move and capture"][0].endswith(
        "On ending its turn on the top rank (for b, the bottom rank) it becomes a king (W, B); "
        "reaching it in the middle of a turn that goes on does not count.")


def test_an_optional_chain_in_a_straight_line_and_removals():
    lines = sections(bl.game("konane").rules_text())["How the pieces move and capture"]
    assert lines[0] == (
        "A black stone (B) jumps orthogonally over an adjacent enemy piece onto the empty cell "
        "just beyond, capturing the piece jumped over. After a jump it may go on jumping in the "
        "same direction as long as it can, stopping after any jump it likes; the whole chain is "
        "one turn. It can also be taken off the board by its owner, as their whole turn, if it "
        "stands on the first holes, but only on the first turn of the game.")
    assert lines[1].endswith(
        "It can also be taken off the board by its owner, as their whole turn, if it has an "
        "empty cell next to it (orthogonally), but only in the game's first two turns.")


def test_a_move_then_a_shot():
    lines = sections(bl.game("amazons").rules_text())["How the pieces move and capture"]
    assert lines == [
        "A queen (W or B) slides any distance in any direction through empty cells. After a "
        "slide it must then, in the same turn, shoot an arrow (A) onto an empty cell it could "
        "slide to from where it stands, any distance in any direction through empty cells.",
        "An arrow (A) never moves; it only stands in the way."]


def test_offset_leaps():
    kinds = [bl.Kind("H", owner=0, name="hopper", moves=[
        bl.OffsetLeap((1, 2)), bl.OffsetLeap((-3, -1), symmetry="left_right", onto="empty"),
        bl.OffsetLeap((2, 2), symmetry="all"), bl.OffsetLeap((0, 3), symmetry="all")]), guard()]
    assert moves_of(kinds, "4G/5/5/5/2H2 0 - 0")[0] == (
        "A hopper (H) leaps two cells forward and one to the right, whatever stands between, "
        "onto an empty cell or an enemy piece, which it captures. It can also leap one cell "
        "backward and three to either side, whatever stands between, onto an empty cell. It can "
        "also leap exactly two cells diagonally, or exactly three cells orthogonally, whatever "
        "stands between, onto an empty cell or an enemy piece, which it captures.")
    assert sections(bl.game("knightthrough").rules_text())[
        "How the pieces move and capture"][0] == (
        "A white (W) or a black (B) leaps two cells forward and one to either side, or one cell "
        "forward and two to either side, whatever stands between, onto an empty cell or an "
        "enemy piece, which it captures.")


def test_leaps_over_any_piece_and_stacks():
    assert sections(bl.game("skateboards").rules_text())["How the pieces move and capture"][0] \
        == ("A pogostick (P) steps one cell in any direction onto an empty cell or an enemy "
            "piece, which it captures. It can also jump in any direction over an adjacent piece "
            "onto the cell just beyond if it is empty or holds an enemy piece, which it captures "
            "(the piece jumped over stays).")
    lines = sections(bl.game("pogo").rules_text())["How the pieces move and capture"]
    assert lines == [
        "A light (W) or a dark (B) on top of a stack lifts the top one, two or three pieces of "
        "the stack (itself and those under it, no more than the stack holds) and moves them "
        "together, in their order, along a path of exactly as many orthogonal steps as pieces "
        "lifted, never stepping straight back, turning as it likes (so three steps may end next "
        "to the start); they land on top of whatever stands on the last cell. The cells passed "
        "over are not affected, and a path back to its start is no move.",
        "A cell may hold a stack of pieces, which belongs to the player whose piece is on top. A "
        "piece under another is out of play while it is covered: only the top pieces count for "
        "the end of the game."]
    assert "6 in stacks of 2 on rank 1" in sections(bl.game("pogo").rules_text())[
        "The board and the pieces"][1]


def test_stack_moves_of_other_shapes():
    kinds = [bl.Kind("S", owner=0, name="stack", moves=[
        bl.StackMove(min_count=2, max_count=2, path="straight", onto="empty")]),
        bl.Kind("T", owner=1, name="tower", moves=[
            bl.StackMove(max_count=8, path="bends_without_u", onto="empty_or_enemy",
                         landing="capture")])]
    lines = moves_of(kinds, "4(TT)/5/5/5/(SS)4 0 - 0")
    assert lines[0].startswith("A stack (S) on top of a stack lifts the top two pieces of the "
                               "stack ")
    assert "never stepping straight back, all in one direction; they land on an empty cell." \
        in lines[0]
    assert "lifts the top one to eight pieces" in lines[1]
    assert ("turning, but never twice the same way in a row; they land on an empty cell or an "
            "enemy piece, which they capture.") in lines[1]


def test_castling_on_other_files():
    kinds = [bl.Kind("R", owner=0, name="rook", moves=[bl.Slide("orthogonal")]),
             bl.Kind("K", owner=0, name="king", royal=True, moves=[
                 bl.Step("all"), bl.Castle("R", left_file=1, partner_left_file=2, right_file=3,
                                           partner_right_file=2)]),
             bl.Kind("k", owner=1, name="king", royal=True, moves=[bl.Step("all")])]
    parts = text_of(kinds, "2k2/5/5/5/R2KR 0 - 0 castling=a1d1e1",
                    no_legal_move="loses_in_check")
    # K and k are one another's counterparts (their symbols differ in case only), not R and k.
    assert parts["How a turn goes"][1].startswith("The king (K, k) is royal")
    assert parts["How the pieces move and capture"][1] == (
        "A king (K) steps one cell in any direction onto an empty cell or an enemy piece, which "
        "it captures. It can also castle with an unmoved rook (R) on its rank, if it has not "
        "moved either: towards one on a higher file it goes to the d-file and the rook to the "
        "c-file, towards one on a lower file to the b-file and the rook to the c-file; every "
        "cell either crosses or lands on must be empty but for the two, and it may not castle "
        "while in check, nor cross or land on a cell where an enemy piece could capture it.")


def test_explosions_and_pieces_that_change_sides():
    atomic = sections(bl.game("atomic").rules_text())
    assert atomic["How the pieces move and capture"][-1] == (
        "Captures explode: the capturing piece, the captured piece and every piece on the eight "
        "cells around the cell the capturing piece lands on leave the game, whichever side they "
        "belong to, except that pawns (P, p) there stay unless they captured or were captured. "
        "A move may not explode a royal piece of the mover's, a royal piece may not capture, "
        "and a royal piece next to the other player's royal piece is not in check.")
    assert atomic["How the game ends"][1] == \
        "A player wins as soon as the other player has no king (K, k) left."
    crazyhouse = sections(bl.game("crazyhouse").rules_text())
    assert crazyhouse["How the pieces move and capture"][-2:] == [
        "A captured pawn (P, p), knight (N, n), bishop (B, b), rook (R, r) or queen (Q, q) "
        "changes sides: it goes to the capturing player's hand as a piece of theirs of the same "
        "kind, which they may later place on the board.",
        "A captured piece that was promoted from a pawn (P, p) goes to the hand as one, not as "
        "what it became."]
    assert crazyhouse["How the game ends"][1] == (
        "The game is drawn when 100 turns in a row (50 by each player) have captured nothing "
        "and moved no pawn (P, p) (placing a piece from hand counts as a capture); a checkmate "
        "given by the last of them still wins.")


def test_a_piece_that_goes_to_the_hand_as_another_kind():
    kinds = [bl.Kind("P", owner=0, name="white pawn", moves=[bl.Step("forward"), bl.Drop()],
                     captured_as="q"),
             bl.Kind("p", owner=1, name="black pawn", moves=[bl.Step("forward"), bl.Drop()]),
             bl.Kind("q", owner=1, name="black queen", moves=[bl.Slide("all"), bl.Drop()])]
    lines = moves_of(kinds, "2q2/1p3/5/3P1/5 0 - 0", placement="anytime")
    assert lines[-2:] == [
        "A captured white pawn (P) goes to the capturing player's hand as a black queen (q).",
        "Any other captured piece leaves the game."]


def test_royal_pieces_that_may_not_give_check():
    assert sections(bl.game("racing_kings").rules_text())["How a turn goes"][1] == (
        "The king (K, k) is royal: no move may leave a royal piece of the mover's where an "
        "enemy piece could capture it (in check). Nor may a move give check: no move may leave "
        "a royal piece of the other player's where a piece of the mover's could capture it.")


# --- how games end ----------------------------------------------------------------------------

def ends_of(*conditions, **fields) -> list:
    kinds = [bl.Kind("W", owner=0, name="white", moves=[bl.Step("all"), bl.Drop()]),
             bl.Kind("B", owner=1, name="black", moves=[bl.Step("all"), bl.Drop()])]
    # Three pieces a side, apart: none of the conditions below holds at the start.
    return text_of(kinds, "B1B1B/5/5/5/W1W1W 0 W3B3 0", end_conditions=list(conditions),
                   placement="anytime", **fields)["How the game ends"][1:]


@pytest.mark.parametrize("condition, sentence", [
    (bl.NoPiecesLeft("B", winner=0), "The first player wins as soon as no black (B) is left."),
    (bl.NoPiecesLeft(1, winner=0, when="winner_moved"),
     "The first player wins when, after their move, the second player has no piece left."),
    (bl.NoPiecesLeft(0, winner=0), "The first player wins as soon as they have no piece left."),
    (bl.ReducedTo("B", 2, winner=0),
     "The first player wins as soon as two or fewer blacks (B) are left."),
    (bl.ReducedTo(1, 0, winner=0),
     "The first player wins as soon as the second player has no piece left."),
    (bl.ReducedTo(0, 1, winner=1),
     "The second player wins as soon as the first player has one or fewer pieces left."),
    (bl.RegionHolds("W", "corners", 4, winner=0),
     "The first player wins as soon as whites (W) stand on all four cells of the corners."),
    (bl.RegionHolds(0, "far_rank", 2, winner=0),
     "The first player wins as soon as two or more of their pieces stand on the far rank."),
    (bl.InARow(1, 3, winner=0, directions=["east"]),
     "The first player wins as soon as three of the second player's pieces stand in a row "
     "along a rank."),
    (bl.RegionHolds("W", "centre", 1, winner=0),
     "The first player wins as soon as a white (W) stands on the centre."),
    (bl.Reaches(1, "home_rank", winner=1, when="winner_moved"),
     "The second player wins when, after their move, one of their pieces stands on the home "
     "rank."),
    (bl.Reaches("W", "far_rank", winner=0, answer="B"),
     "The first player wins as soon as a white (W) stands on the far rank, unless the second "
     "player can answer at once by bringing a black (B) onto the far rank too: then the game "
     "goes on for that one move, and is drawn if a black (B) then stands on the far rank, and "
     "won by the first player if not."),
    (bl.AllStacksControlled(winner=1),
     "The second player wins as soon as the top piece of every occupied cell is theirs."),
    (bl.InARow(0, 4, winner=0, directions="orthogonal", length="exactly"),
     "The first player wins as soon as they have exactly four pieces in a row along a rank or a "
     "file (a longer row does not count)."),
    (bl.InARow("B", 3, winner=0, directions=["north_east"]),
     "The first player wins as soon as three blacks (B) stand in a row along a rising "
     "diagonal."),
    (bl.Connects(0, "home_rank", "far_rank", winner=0, directions="orthogonal"),
     "The first player wins as soon as a chain of their pieces, each next to the next "
     "(orthogonally), joins the home rank to the far rank."),
    (bl.AllConnected(1, winner=1),
     "The second player wins as soon as all their pieces form a single group, each joined to "
     "every other by a chain of pieces next to one another (a single piece is a group; no "
     "piece is not)."),
    (bl.GroupTouches(0, ["home_rank", "far_rank", "centre"], 2, winner=0),
     "The first player wins as soon as one group of their pieces, each next to the next, "
     "touches at least two of these regions: home rank, far rank and centre."),
])
def test_each_end_condition(condition, sentence):
    assert ends_of(condition)[0] == sentence


def test_a_ring_and_checks_given():
    havannah = sections(bl.game("havannah").rules_text())["How the game ends"]
    assert havannah[3] == ("The first player wins when, after their move, their pieces form a "
                           "closed ring, each next to the next, around at least one cell, "
                           "whatever that cell holds.")
    assert sections(bl.game("three_check").rules_text())["How the game ends"][1] == (
        "A player wins as soon as they have given check three times (a move gives check when it "
        "leaves a royal piece of the other player's where a piece could capture it).")


def test_a_condition_said_of_each_player_is_one_sentence():
    # The same of both players reads once; twin kinds as one name with both symbols.
    assert ends_of(bl.InARow(0, 3, winner=0), bl.InARow(1, 3, winner=1))[0] == (
        "A player wins as soon as they have three pieces in a row along a rank, a file or a "
        "diagonal.")
    assert sections(bl.game("king_of_the_hill").rules_text())["How the game ends"][1] == \
        "A player wins as soon as a king of theirs (K, k) stands on the hill."
    # Conditions that differ (another region) stay two.
    assert ends_of(bl.Reaches("W", "far_rank", winner=0), bl.Reaches("B", "home_rank", winner=1),
                   )[:2] == ["The first player wins as soon as a white (W) stands on the far "
                             "rank.",
                             "The second player wins as soon as a black (B) stands on the home "
                             "rank."]


@pytest.mark.parametrize("fields, lines", [
    ({"no_legal_move": "wins", "max_plies": 5},
     ["A player who has no legal move on their turn wins.", "The game is drawn after 5 turns."]),
    ({"no_legal_move": "draws", "end_score": "most_pieces"},
     ["When the player to move has no legal move, the game ends, and the player with more "
      "pieces on the board wins; with as many pieces each, it is drawn."]),
    ({"no_legal_move": "passes"},
     ["When both players pass, one after the other, the game is drawn."]),
    ({"no_legal_move": "passes_or_ends"}, ["When neither player can move, the game is drawn."]),
    # Its kinds drop too: a drop counts as a capture.
    ({"quiet_turn_limit": 7}, ["The game is drawn when 7 turns in a row have captured nothing "
                               "(placing a piece counts as a capture)."]),
    ({"repetition_limit": 2, "repetition_ignores_side": True},
     ["The game is drawn when a position occurs for the second time in the game (the same "
      "pieces on the same cells, whoever is to move)."]),
])
def test_game_wide_ends(fields, lines):
    ends = ends_of(**fields)
    assert all(line in ends for line in lines), ends
    assert ends[-1].startswith("The game is drawn after")


def test_passing_is_said_with_the_turns():
    kinds = [bl.Kind("W", owner=0, name="white", moves=[bl.Step("all")]), guard()]
    assert text_of(kinds, "4G/5/5/5/W4 0 - 0", no_legal_move="passes")["How a turn goes"][1] == \
        "A player who has no legal move passes."
    assert sections(bl.game("othello").rules_text())["How a turn goes"][1] == \
        "A player who has no legal move passes, if the other player has one."


# --- the board ------------------------------------------------------------------------------

def test_cells_off_the_board_and_regions_by_cells():
    board = sections(bl.game("fox_and_geese").rules_text())["The board and the pieces"]
    assert board[1] == ("The cells a1, b1, f1, g1, a2, b2, f2, g2, a6, b6, f6, g6, a7, b7, f7 "
                        "and g7 are not part of the board, which has the 33 others; nothing "
                        "stands on them, and moves stop at them.")
    assert board[2] == "The first player has: goose (G), 13 on ranks 1 to 3."
    regions = sections(bl.game("pocket_battlefield").rules_text())["The board and the pieces"]
    assert regions[-1] == ("Named regions: gold hill top (a1), red hill top (d4), hill tops (a1 "
                           "and d4), foot hills (b1, a2, d3 and c4) and valley (c1, d1, b2 to "
                           "d2, a3 to c3, a4 and b4).")
    assert "west (file a) and east (file k)" in \
        sections(bl.game("hex").rules_text())["The board and the pieces"][-1]


def test_a_hex_board():
    board = sections(bl.game("hex").rules_text())["The board and the pieces"]
    assert board[0] == (
        "The board is 11 cells wide (files a to k, left to right) and 11 high (ranks 1 to 11, "
        "bottom to top). Its cells are hexagons, each rank drawn half a cell to the right of the "
        "one below, so a cell has six neighbours: one on each side of it, two above it (on its "
        "own file and the file to its left) and two below it (on its own file and the file to "
        "its right).")

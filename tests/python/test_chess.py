"""Chess against python-chess and Fairy-Stockfish (pyffish), two engines written by other people
from the FIDE rules: seeded random games played in boardlab and in each oracle at once, where
every position's legal moves (as UCI), whether the game is over and how (checkmate, stalemate),
and the FEN's board, side, castling and en passant fields must be equal; the standard perft
positions (perft.md) from FEN; and the position text's castling and en passant items read from
both engines' FENs. The FEN <-> position text mapping is written here, apart from the engine.

The draw rules python-chess and Fairy-Stockfish leave to a claim (the fifty-move rule,
threefold repetition) end boardlab's chess at once: where boardlab's game ends by one, both
oracles must find the claim open, and nowhere else; sparse positions where the players take
moves back test the repetition rule's corners (castling rights, en passant)."""
from __future__ import annotations

import random
from collections import Counter
from typing import List, Tuple

import pytest

import boardlab as bl

chess = pytest.importorskip("chess")
pyffish = pytest.importorskip("pyffish")

GAME = bl.game("chess")
FILES = "abcdefgh"


# The order of the chess family's kinds in boardlab's games (white's, then black's), which the
# position text's reserve follows.
KIND_ORDER = "PNBRQKpnbrqk"


def board_and_reserve(board: str) -> Tuple[str, str]:
    """A FEN's board field without crazyhouse's promoted marks (`Q~`) and pocket (`[Pp]`), and
    the pocket as the position text's reserve field (`P1p1`, `-` when empty)."""
    pocket = ""
    if "[" in board:
        board, pocket = board[:-1].split("[")
    reserve = "".join(f"{k}{pocket.count(k)}" for k in KIND_ORDER if k in pocket)
    return board.replace("~", ""), reserve or "-"


def text_from_fen(fen: str, king: str = "e", rooks: str = "ah", ranks: int = 8) -> str:
    """boardlab's position text of a FEN: its castling field as the unmoved kings' and rooks'
    cells (KQkq: the `king`-file king and the rook of `rooks`, the queen's side first, of the
    side's back rank), its en passant square as en_passant=, its move number as the ply, its
    pocket (crazyhouse) as the reserve."""
    fields = [f for f in fen.split() if "+" not in f]  # three-check's checks are a field apart
    board, side, castling, ep, _half, full = fields[:6]
    board, reserve = board_and_reserve(board)
    ply = 2 * (int(full) - 1) + (side == "b")
    cells = set()
    for right in "" if castling == "-" else castling:
        rank = "1" if right.isupper() else str(ranks)
        cells |= {king + rank, (rooks[1] if right.lower() == "k" else rooks[0]) + rank}
    items = []
    if cells:
        items.append("castling=" + "".join(sorted(cells, key=lambda c: (int(c[1:]), c[0]))))
    if ep != "-":
        items.append("en_passant=" + ep)
    return (f"{board} {0 if side == 'w' else 1} {reserve} {ply}" +
            (" " + ",".join(items) if items else ""))


def fen_fields(text: str, king: str = "e", rooks: str = "ah",
               ranks: int = 8) -> Tuple[str, str, str, str]:
    """The board, side, castling and en passant fields of the FEN of a position text."""
    fields = text.split(" ")
    items = dict(item.split("=") for item in fields[4].split(",")) if len(fields) > 4 else {}
    unmoved = items.get("castling", "")
    cells = {unmoved[i:i + 2] for i in range(0, len(unmoved), 2)}
    top = str(ranks)
    castling = "".join(symbol for symbol, rook, king_cell in
                       [("K", rooks[1] + "1", king + "1"), ("Q", rooks[0] + "1", king + "1"),
                        ("k", rooks[1] + top, king + top), ("q", rooks[0] + top, king + top)]
                       if {rook, king_cell} <= cells)
    return (fields[0], "w" if fields[1] == "0" else "b", castling or "-",
            items.get("en_passant", "-"))


def uci(move: bl.Move, landings: str = "cg") -> str:
    """The UCI text of a boardlab chess move (a castling as the king's move, to the file of
    `landings` on the rook's side, the lower first)."""
    if move.type == "castle":
        king, rook = move.from_cell, move.to_cell
        return king[0] + king[1:] + (landings[1] if rook[0] > king[0] else landings[0]) + king[1:]
    if move.type == "drop":  # Fairy-Stockfish writes the kind upper case for both players
        return move.text[0].upper() + move.text[1:]
    frm, to = move.text.split("=")[0].split("-")
    return frm + to + (move.text[-1].lower() if "=" in move.text else "")


def by_uci(state: bl.State, landings: str = "cg") -> dict:
    moves = {uci(m, landings): m for m in state.legal_moves}
    assert len(moves) == len(state.legal_moves), state.text
    for text, move in moves.items():  # boardlab's own UCI, both ways
        assert state.uci(move) == text and state.parse_uci(text) == move
    return moves


def check_against_python_chess(state: bl.State, board: "chess.Board") -> List[str]:
    """Compares boardlab's position with python-chess's and returns its legal moves as UCI
    (none when the game is over)."""
    # python-chess writes an en passant square only where a capture is legal, boardlab (as
    # Fairy-Stockfish) where one can be made by the pieces' moves: they differ when the capture
    # would expose the king.
    assert state.fen() in (board.fen(en_passant="legal"), board.fen(en_passant="xfen")), \
        board.fen()
    assert fen_fields(state.text) == tuple(state.fen().split()[:4])
    # The draw rules python-chess leaves to a claim end boardlab's chess at once: the fifty-move
    # rule (unless the hundredth ply mates) and threefold repetition; and, as python-chess's
    # outcome() does, a board without the material to mate.
    drawn = {"quiet_turns": board.is_fifty_moves() and not board.is_checkmate(),
             "repetition": board.is_repetition(3),
             "insufficient_material": board.is_insufficient_material()}
    reason = state.outcome.reason if state.outcome is not None else None
    assert (reason in drawn) == any(drawn.values()), board.fen()
    if any(drawn.values()):
        assert state.outcome.winner is None and drawn[reason], board.fen()
        assert not state.legal_moves
        return []
    moves = by_uci(state)
    assert sorted(moves) == sorted(m.uci() for m in board.legal_moves), board.fen()
    if board.is_checkmate():
        loser = 0 if board.turn == chess.WHITE else 1
        assert state.outcome == bl.Outcome(winner=1 - loser, reason="no_legal_move")
    elif board.is_stalemate():
        assert state.outcome == bl.Outcome(winner=None, reason="no_legal_move")
    else:
        assert state.outcome is None, board.fen()
    return sorted(moves)


@pytest.mark.parametrize("seed", range(40))
def test_random_games_agree_with_python_chess(seed):
    rng = random.Random(seed)
    state, board = GAME.start(), chess.Board()
    for _ in range(200):
        moves = check_against_python_chess(state, board)
        if not moves:
            break
        move = rng.choice(moves)
        state.play(by_uci(state)[move])
        board.push_uci(move)
    # Undone to the start, every position's text as it was.
    while state.history:
        state.undo()
        board.pop()
        assert fen_fields(state.text)[:3] == tuple(board.fen().split()[:3])
    assert state.text == GAME.start().text


@pytest.mark.parametrize("seed", range(12))
def test_random_games_agree_with_fairy_stockfish(seed):
    rng = random.Random(1000 + seed)
    start = pyffish.start_fen("chess")
    state, played = GAME.start(), []
    for _ in range(160):
        fen = pyffish.get_fen("chess", start, played)
        assert state.fen() == fen
        assert GAME.state_from_fen(fen).text == state.text
        if _fifty_moves(state, "chess", start, played):
            break
        theirs = sorted(pyffish.legal_moves("chess", start, played))
        moves = by_uci(state)
        assert sorted(moves) == theirs, fen
        if not theirs:
            # gives_check: whether the last move checks the player to move (then mated).
            mover = len(played) % 2
            mated = pyffish.gives_check("chess", start, played)
            assert state.outcome == bl.Outcome(winner=1 - mover if mated else None,
                                               reason="no_legal_move")
            break
        move = rng.choice(theirs)
        state.play(moves[move])
        played.append(move)


# Positions where the rules have corners, as FENs: each read into boardlab and compared with
# python-chess's move list.
CORNERS = [
    # castling through an attacked cell, out of check, with the rook attacked (allowed)
    "r3k2r/8/8/8/8/8/6b1/R3K2R w KQkq - 0 1",
    "r3k2r/8/8/8/8/8/4q3/R3K2R w KQkq - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    "1r2k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1",
    # en passant that would expose the king along the rank, and one that answers a check
    "8/8/8/KPp4r/8/8/8/7k w - c6 0 2",
    "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1",
    # promotions with captures, and a pinned promoting pawn
    "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1",
    "4k3/8/8/8/8/8/1p6/R3K3 b Q - 0 1",
    # checkmate and stalemate
    "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1",
    "7k/8/6Q1/8/8/8/8/6K1 b - - 0 1",
]


@pytest.mark.parametrize("fen", CORNERS)
def test_corner_positions_agree_with_python_chess(fen):
    state = GAME.state(text_from_fen(fen))
    assert GAME.state_from_fen(fen).text == state.text
    board = chess.Board(fen)
    check_against_python_chess(state, board)
    for move in list(board.legal_moves):
        board.push(move)
        child = GAME.state(state.text)
        child.play(by_uci(child)[move.uci()])
        check_against_python_chess(child, board)
        board.pop()


# The chess family against Fairy-Stockfish: boardlab's game, Fairy-Stockfish's variant, the king's
# file and the rooks' files in the start, the files a castling king lands on, the ranks.
VARIANTS = [
    ("chess", "chess", "e", "ah", "cg", 8),
    ("antichess", "antichess", "e", "ah", "cg", 8),
    ("king_of_the_hill", "kingofthehill", "e", "ah", "cg", 8),
    ("three_check", "3check", "e", "ah", "cg", 8),
    ("gardner", "gardner", "e", "ae", "cg", 5),
    ("los_alamos", "losalamos", "d", "af", "cg", 6),
    ("capablanca", "capablanca", "f", "aj", "ci", 8),
    ("horde", "horde", "e", "ah", "cg", 8),
    ("racing_kings", "racingkings", "e", "ah", "cg", 8),
    ("crazyhouse", "crazyhouse", "e", "ah", "cg", 8),
    ("atomic", "atomic", "e", "ah", "cg", 8),
]


# The games whose board without the material to mate draws (python-chess's and OpenSpiel's
# chess, which Fairy-Stockfish's has_insufficient_material says too).
MATERIAL_DRAWS = ("chess", "chess960")


def _fifty_moves(state: bl.State, variant: str, start: str, played: List[str]) -> bool:
    """Whether boardlab's game is drawn by the fifty-move rule or threefold repetition, which
    Fairy-Stockfish leaves to a claim (an optional end), then it must agree that a rule
    applies; or by insufficient material, where it must find both sides short of it (and
    nowhere else, in the games that have the rule)."""
    claimable = pyffish.is_optional_game_end(variant, start, played)
    reason = state.outcome.reason if state.outcome is not None else None
    dead = pyffish.has_insufficient_material(variant, start, played) == (True, True)
    if state.game.name in MATERIAL_DRAWS:
        assert (reason == "insufficient_material") == dead, played
    if reason == "insufficient_material":
        return True
    if reason not in ("quiet_turns", "repetition"):
        assert not claimable[0], played
        return False
    assert claimable == (True, 0)
    return True


def _outcome_of_fsf(variant: str, start: str, played: List[str]) -> "bl.Outcome | None":
    """Fairy-Stockfish's end of the game after `played`, as boardlab's winner (None: a draw),
    or False while the game goes on."""
    if pyffish.legal_moves(variant, start, played):
        return False
    result = pyffish.game_result(variant, start, played)  # for the side to move
    side = len(played) % 2
    return None if result == 0 else (side if result > 0 else 1 - side)


@pytest.mark.parametrize("name, variant, king, rooks, landings, ranks", VARIANTS,
                         ids=[v[0] for v in VARIANTS])
@pytest.mark.parametrize("seed", range(6))
def test_the_chess_family_agrees_with_fairy_stockfish(name, variant, king, rooks, landings,
                                                      ranks, seed):
    game = bl.game(name)
    rng = random.Random(seed)
    start = pyffish.start_fen(variant)
    assert game.start().text == text_from_fen(start, king, rooks, ranks)
    state, played = game.start(), []
    for _ in range(150):
        fen = pyffish.get_fen(variant, start, played)
        board, reserve = board_and_reserve(fen.split()[0])
        assert fen_fields(state.text, king, rooks, ranks) == (board, *fen.split()[1:4]), fen
        assert state.text.split()[2] == reserve, fen
        assert state.fen() == fen
        assert game.state_from_fen(fen).text == state.text
        if _fifty_moves(state, variant, start, played):
            break
        ended = _outcome_of_fsf(variant, start, played)
        if ended is not False:
            assert state.outcome is not None and state.outcome.winner == ended, fen
            break
        moves = by_uci(state, landings)
        assert sorted(moves) == sorted(pyffish.legal_moves(variant, start, played)), fen
        move = rng.choice(sorted(moves))
        state.play(moves[move])
        played.append(move)


@pytest.mark.parametrize("seed", range(30))
def test_atomic_agrees_with_python_chess(seed):
    """Atomic against python-chess's AtomicBoard (lichess's rules), a second oracle besides
    Fairy-Stockfish: the legal moves, the FEN and the end (an exploded king, checkmate,
    stalemate) at every ply of seeded random games, which explode often."""
    from chess.variant import AtomicBoard
    game = bl.game("atomic")
    rng = random.Random(2000 + seed)
    state, board = game.start(), AtomicBoard()
    for _ in range(200):
        assert fen_fields(state.text)[:3] == tuple(board.fen().split()[:3]), board.fen()
        reason = state.outcome.reason if state.outcome is not None else None
        if reason in ("quiet_turns", "repetition"):
            assert board.is_fifty_moves() or board.is_repetition(3)
            break
        if board.is_variant_end():
            winner = 0 if board.is_variant_win() == (board.turn == chess.WHITE) else 1
            assert state.outcome == bl.Outcome(winner, "condition", winner), board.fen()
            break
        moves = by_uci(state)
        assert sorted(moves) == sorted(m.uci() for m in board.legal_moves), board.fen()
        if board.is_checkmate():
            loser = 0 if board.turn == chess.WHITE else 1
            assert state.outcome == bl.Outcome(winner=1 - loser, reason="no_legal_move")
            break
        if board.is_stalemate():
            assert state.outcome == bl.Outcome(winner=None, reason="no_legal_move")
            break
        assert state.outcome is None, board.fen()
        move = rng.choice(sorted(moves))
        state.play(moves[move])
        board.push_uci(move)
    while state.history:
        state.undo()
        board.pop()
        assert fen_fields(state.text)[:3] == tuple(board.fen().split()[:3])


def scharnagl(n: int) -> str:
    """White's back rank of Chess960 start n, written here from the numbering's definition: n
    in base 4, 4, 6, 10 from the lowest digit gives the light bishop (files b, d, f, h), the dark
    bishop (a, c, e, g), the queen (the nth free file), the knights (the nth of the ten ways to
    choose two of the five free files); R, K, R fill the rest."""
    rank = [""] * 8
    n, light = divmod(n, 4)
    n, dark = divmod(n, 4)
    knights, queen = divmod(n, 6)
    rank[2 * light + 1] = rank[2 * dark] = "B"
    free = [f for f in range(8) if not rank[f]]
    rank[free[queen]] = "Q"
    free = [f for f in range(8) if not rank[f]]
    pairs = [(a, b) for a in range(5) for b in range(a + 1, 5)]
    for i in pairs[knights]:
        rank[free[i]] = "N"
    for f, piece in zip([f for f in range(8) if not rank[f]], "RKR"):
        rank[f] = piece
    return "".join(rank)


def chess960_fields(text: str) -> Tuple[str, str, str, str]:
    """As fen_fields, the castling rights as Fairy-Stockfish writes a Chess960 FEN's: the rooks'
    file letters (Shredder-FEN), white's upper case first, each side's from the h-file down."""
    fields = text.split(" ")
    items = dict(item.split("=") for item in fields[4].split(",")) if len(fields) > 4 else {}
    unmoved = items.get("castling", "")
    cells = [unmoved[i:i + 2] for i in range(0, len(unmoved), 2)]
    board = fields[0].split("/")
    rights = ""
    for rank, row, upper in (("1", board[7], True), ("8", board[0], False)):
        rooks = sorted((c[0] for c in cells if c[1:] == rank and _piece_at(row, c[0]) in "Rr"),
                       reverse=True)
        rights += "".join(f.upper() if upper else f for f in rooks)
    return (fields[0], "w" if fields[1] == "0" else "b", rights or "-",
            items.get("en_passant", "-"))


def _piece_at(row: str, file: str) -> str:
    cells = "".join("." * int(c) if c.isdigit() else c for c in row)
    return cells[ord(file) - ord("a")]


def _fsf_rights(fen: str) -> str:
    """A FEN's castling field as rook file letters (KQkq as the outermost rooks)."""
    board, _side, castling = fen.split()[:3]
    rows = board.split("/")
    out = []
    for right in "" if castling == "-" else castling:
        row = "".join("." * int(c) if c.isdigit() else c for c in (rows[7] if right.isupper()
                                                                   else rows[0]))
        rook = "R" if right.isupper() else "r"
        king = row.index("K" if right.isupper() else "k")
        if right.lower() == "k":
            file = max(i for i, c in enumerate(row) if c == rook and i > king)
        elif right.lower() == "q":
            file = min(i for i, c in enumerate(row) if c == rook and i < king)
        else:
            file = ord(right.lower()) - ord("a")
        out.append(chr(ord("A" if right.isupper() else "a") + file))
    upper = sorted((c for c in out if c.isupper()), reverse=True)
    lower = sorted((c for c in out if c.islower()), reverse=True)
    return "".join(upper + lower) or "-"


def uci960(move: bl.Move) -> str:
    """Fairy-Stockfish's Chess960 UCI: a castling as the king taking its own rook."""
    if move.type == "castle":
        return move.from_cell + move.to_cell
    return uci(move)


@pytest.mark.parametrize("n", [0, 1, 518, 959] + list(range(7, 960, 37)))
def test_chess960_starts_and_perft_agree_with_fairy_stockfish(n):
    game = bl.game("chess960", position=n)
    back = scharnagl(n)
    assert game.start().text.split(" ")[0] == f"{back.lower()}/pppppppp/8/8/8/8/PPPPPPPP/{back}"
    fen = f"{back.lower()}/pppppppp/8/8/8/8/PPPPPPPP/{back} w KQkq - 0 1"
    state = game.start()
    first = by_uci960(state)
    assert sorted(first) == sorted(pyffish.legal_moves("fischerandom", fen, [], True))
    # perft 3, counted in Fairy-Stockfish as the moves of each position two plies in.
    count = 0
    for a in pyffish.legal_moves("fischerandom", fen, [], True):
        for b in pyffish.legal_moves("fischerandom", fen, [a], True):
            count += len(pyffish.legal_moves("fischerandom", fen, [a, b], True))
    assert bl.perft(state, 3) == count


def test_all_960_starts_perft_agree_with_fairy_stockfish():
    """Every Chess960 start: its back rank is Scharnagl's, and perft 3 from it equals
    Fairy-Stockfish's `go perft 3` (the engine's own count, one process for the 960)."""
    import shutil
    import subprocess
    engine = shutil.which("fairy-stockfish") or shutil.which("/usr/games/fairy-stockfish")
    if engine is None:
        pytest.skip("Fairy-Stockfish's engine (Debian's fairy-stockfish) is not installed")
    fens = [f"{scharnagl(n).lower()}/pppppppp/8/8/8/8/PPPPPPPP/{scharnagl(n)} w KQkq - 0 1"
            for n in range(960)]
    commands = ["uci", "setoption name UCI_Variant value fischerandom",
                "setoption name UCI_Chess960 value true"]
    for fen in fens:
        commands += [f"position fen {fen}", "go perft 3"]
    output = subprocess.run([engine], input="\n".join(commands + ["quit"]) + "\n",
                            capture_output=True, text=True, timeout=120).stdout
    theirs = [int(line.split(":")[1]) for line in output.splitlines()
              if line.startswith("Nodes searched")]
    assert len(theirs) == 960
    for n, fen in enumerate(fens):
        game = bl.game("chess960", position=n)
        assert game.start().text.split(" ")[0] == fen.split(" ")[0], n
        assert bl.perft(game.start(), 3) == theirs[n], n


def by_uci960(state: bl.State) -> dict:
    moves = {uci960(m): m for m in state.legal_moves}
    assert len(moves) == len(state.legal_moves), state.text
    for text, move in moves.items():
        assert state.uci(move, chess960=True) == text
        assert state.parse_uci(text, chess960=True) == move
    return moves


@pytest.mark.parametrize("n", [0, 100, 311, 518, 764, 959])
@pytest.mark.parametrize("seed", range(4))
def test_chess960_random_games_agree_with_fairy_stockfish(n, seed):
    rng = random.Random(seed * 1000 + n)
    game = bl.game("chess960", position=n)
    back = scharnagl(n)
    start = f"{back.lower()}/pppppppp/8/8/8/8/PPPPPPPP/{back} w KQkq - 0 1"
    state, played = game.start(), []
    for _ in range(150):
        fen = pyffish.get_fen("fischerandom", start, played, True)
        assert game.state_from_fen(fen).text == state.text
        if _fifty_moves(state, "fischerandom", start, played):
            break
        ours = chess960_fields(state.text)
        assert ours[:2] + ours[3:] == tuple(fen.split()[:2]) + (fen.split()[3],), fen
        assert ours[2] == _fsf_rights(fen), fen
        theirs = sorted(pyffish.legal_moves("fischerandom", start, played, True))
        moves = by_uci960(state)
        assert sorted(moves) == theirs, fen
        if not theirs:
            assert state.outcome is not None
            break
        move = rng.choice(theirs)
        state.play(moves[move])
        played.append(move)


@pytest.mark.parametrize("name", ["chess", "antichess"])
@pytest.mark.parametrize("seed", range(3))
def test_random_games_agree_with_openspiel(name, seed):
    # OpenSpiel's chess and antichess, a second oracle: each position of a boardlab random game
    # read into OpenSpiel from its FEN, where the positions one move on must be boardlab's (board,
    # side and castling rights: OpenSpiel writes no en passant square nobody can take either,
    # but its move counters follow rules boardlab does not have yet).
    pyspiel = pytest.importorskip("pyspiel")
    game, theirs = bl.game(name), pyspiel.load_game(name)
    rng = random.Random(seed)
    state = game.start()
    for ply in range(120):
        board, side, castling, ep = fen_fields(state.text)
        spiel = theirs.new_initial_state(f"{board} {side} {castling} {ep} 0 {1 + ply // 2}")
        if spiel.is_terminal():
            # Checkmate, stalemate, or (chess) a board without the material to mate: boardlab's
            # game is over too (the FEN's counters start no other draw rule).
            assert not state.legal_moves, state.text
            break
        ours = []
        for move in state.legal_moves:
            child = game.state(state.text)
            child.play(child.legal_moves[[m.text for m in child.legal_moves].index(move.text)])
            ours.append(" ".join(fen_fields(child.text)[:3]))
        spiel_children = [" ".join(spiel.child(a).to_string().split()[:3])
                          for a in spiel.legal_actions()]
        assert sorted(ours) == sorted(spiel_children), state.text
        if not ours:
            break
        state.play(rng.choice(list(state.legal_moves)))


def _openspiel_crazyhouse_fields(fen: str) -> str:
    """A crazyhouse FEN's board, pocket and side as both engines can be compared on: the pocket
    sorted and left out when empty (OpenSpiel lists it in another order and omits `[]`), a
    promoted piece as `X` or `x` (boardlab and Fairy-Stockfish write `Q~`, OpenSpiel a letter of
    its own: A, C, E or H)."""
    import re
    board, rest = fen.split(" ", 1)
    pocket = ""
    if "[" in board:
        board, pocket = board[:-1].split("[")
    board = re.sub(r"[PNBRQ]~|[ACEH]", "X", board)
    board = re.sub(r"[pnbrq]~|[aceh]", "x", board)
    pocket = "".join(sorted(pocket))
    return board + (f"[{pocket}]" if pocket else "") + " " + rest.split()[0]


@pytest.mark.parametrize("seed", range(3))
def test_crazyhouse_agrees_with_openspiel(seed):
    # OpenSpiel's crazyhouse, a second oracle: each position of a boardlab random game read
    # into OpenSpiel from its FEN, where the positions one move on (drops among them) must be
    # boardlab's. A game stops at its first promoted piece, whose FEN OpenSpiel writes with
    # letters of its own.
    pyspiel = pytest.importorskip("pyspiel")
    game, theirs = bl.game("crazyhouse"), pyspiel.load_game("crazyhouse")
    rng = random.Random(seed)
    state = game.start()
    for _ in range(150):
        if "~" in state.fen():
            break
        spiel = theirs.new_initial_state(state.fen())
        ours = []
        for move in state.legal_moves:
            child = game.state(state.text)
            child.play(child.legal_moves[[m.text for m in child.legal_moves].index(move.text)])
            ours.append(_openspiel_crazyhouse_fields(child.fen()))
        spiel_children = [_openspiel_crazyhouse_fields(spiel.child(a).to_string())
                          for a in spiel.legal_actions()]
        assert sorted(ours) == sorted(spiel_children), state.fen()
        if not ours:
            break
        state.play(rng.choice(list(state.legal_moves)))


# Sparse positions where random play repeats itself: a king and rook or two against a king,
# with castling rights and an en passant chance, so that positions alike on the board but not in
# their rights are met too.
REPEATING = ["4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1",
             "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "8/8/4k3/8/8/4K3/8/7Q w - - 0 1"]


@pytest.mark.parametrize("fen", REPEATING)
def test_threefold_repetition_agrees_with_python_chess(fen):
    """Random games from sparse positions, each player often taking back its last move, so that
    positions repeat: at every ply boardlab's game is drawn by repetition exactly when
    python-chess finds the position's third occurrence (its is_repetition(3), which compares the
    board, the side, castling rights and a legal en passant capture), and by the fifty-move rule
    exactly when it says so."""
    ends = Counter()
    for seed in range(8):
        rng = random.Random(seed)
        state, board = GAME.state_from_fen(fen), chess.Board(fen)
        last: List[str] = []
        for _ in range(300):
            moves = check_against_python_chess(state, board)
            if not moves:
                ends[state.outcome.reason] += 1
                break
            back = last[-2][2:4] + last[-2][:2] if len(last) >= 2 else ""
            move = back if back in moves and rng.random() < 0.6 else rng.choice(moves)
            state.play(by_uci(state)[move])
            board.push_uci(move)
            last.append(move)
    assert ends["repetition"] > 0, ends

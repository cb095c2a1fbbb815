"""SAN and PGN (boardlab.pgn) against python-chess, written by other people from the PGN
standard: along seeded random games, the SAN of every legal move must be python-chess's, and
python-chess's SAN must read back to the same move; PGN that boardlab writes must replay in
python-chess to the same position and result, and PGN that python-chess writes must replay in
boardlab. Hand-checked cases pin the notation's corners (disambiguation, promotion, castling, en
passant, mate, drops) and the reader's handling of comments, variations and bad input."""
from __future__ import annotations

import io
import random
import re
from typing import Callable, Dict, List

import pytest

import boardlab as bl
from conftest import raises

chess = pytest.importorskip("chess")
import chess.pgn  # noqa: E402
import chess.variant  # noqa: E402

# boardlab's game -> python-chess's board of a FEN. boardlab writes the FENs python-chess reads
# (X-FEN castling, crazyhouse's [pocket] and ~, three-check's checks left), so no mapping is
# needed beyond the board class.
ORACLES: Dict[str, Callable[[str], "chess.Board"]] = {
    "chess": chess.Board,
    "chess960": lambda fen: chess.Board(fen, chess960=True),
    "antichess": chess.variant.AntichessBoard,
    "king_of_the_hill": chess.variant.KingOfTheHillBoard,
    "three_check": chess.variant.ThreeCheckBoard,
    "crazyhouse": chess.variant.CrazyhouseBoard,
    "horde": chess.variant.HordeBoard,
    "racing_kings": chess.variant.RacingKingsBoard,
    "atomic": chess.variant.AtomicBoard,
}
# (game, games, plies): chess most, the variants enough to reach their own ends and mates.
RANDOM_CASES = [("chess", 20, 120), ("chess960", 4, 100), ("antichess", 4, 100),
                ("king_of_the_hill", 4, 100), ("three_check", 4, 100), ("crazyhouse", 4, 100),
                ("horde", 3, 120), ("racing_kings", 4, 100), ("atomic", 4, 100)]


def chess_game(name: str, rng: random.Random) -> bl.Game:
    if name == "chess960":
        return bl.game(name, position=rng.randrange(960))
    return bl.game(name)


def oracle_move(state: bl.State, move: bl.Move) -> "chess.Move":
    return chess.Move.from_uci(state.uci(move, chess960=state.game.name == "chess960"))


def decides(state: bl.State, move: bl.Move) -> bool:
    after = state.copy()
    after.play(move)
    return after.outcome is not None and after.outcome.winner is not None


def choose(state: bl.State, rng: random.Random) -> bl.Move:
    """A random move, but now and then one that wins or loses at once (random play alone seldom
    mates), and in racing kings often a king's step up the board (or the kings never arrive)."""
    moves = list(state.legal_moves)
    if rng.random() < 0.2:
        ends = [move for move in moves if decides(state, move)]
        if ends:
            return rng.choice(ends)
    if state.game.name == "racing_kings" and rng.random() < 0.5:
        up = [move for move in moves if state.stack(move.from_cell) in ("K", "k")
              and int(move.to_cell[1:]) > int(move.from_cell[1:])]
        if up:
            return rng.choice(up)
    return rng.choice(moves)


def random_game(name: str, seed: int, plies: int,
                each_position: Callable[[bl.State, "chess.Board"], None] = lambda s, b: None
                ) -> bl.State:
    """A seeded random game of ``choose``'s moves; ``each_position`` sees every position and
    python-chess's board of it."""
    rng = random.Random(seed)
    state = chess_game(name, rng).start()
    for _ in range(plies):
        if state.outcome is not None:
            break
        each_position(state, ORACLES[name](state.fen()))
        state.play(choose(state, rng))
    return state


def oracle_board(state: bl.State) -> "chess.Board":
    """python-chess's board of the state's game, its moves played from the state's start."""
    start = state.copy()
    moves = []
    while start.history:
        moves.append(start.undo())
    board = ORACLES[state.game.name](start.fen())
    for move in reversed(moves):
        board.push(oracle_move(start, move))
        start.play(move)
    return board


def fen_board_and_side(fen: str) -> List[str]:
    return fen.split(" ")[:2]


# -- SAN against python-chess ------------------------------------------------------------------

@pytest.mark.parametrize("name,games,plies", RANDOM_CASES, ids=[c[0] for c in RANDOM_CASES])
def test_san_of_every_legal_move_is_python_chess(name, games, plies):
    seen = {"#": 0, "+": 0, "x": 0, "=": 0, "O-O": 0, "@": 0}

    def check(state: bl.State, board: "chess.Board") -> None:
        for move in state.legal_moves:
            expected = board.san(oracle_move(state, move))
            assert bl.san(state, move) == expected, (state.fen(), move.text)
            assert bl.parse_san(state, expected) == move, (state.fen(), expected)
            seen.update({mark: seen[mark] + 1 for mark in seen if mark in expected})

    for seed in range(games):
        random_game(name, seed, plies, check)
    # The games reached the notation's corners: the test saw what it claims to check.
    assert seen["#"] and seen["x"] and (seen["+"] or name in ("antichess", "racing_kings"))
    if name in ("chess", "chess960", "crazyhouse"):
        assert seen["O-O"]
    if name in ("chess", "horde"):
        assert seen["="]
    if name == "crazyhouse":
        assert seen["@"]


@pytest.mark.parametrize("name", ["gardner", "los_alamos", "capablanca"])
def test_san_of_games_python_chess_does_not_play_names_each_move_once(name):
    # No oracle: SAN must still tell every legal move apart and read back to it.
    rng = random.Random(7)
    state = bl.game(name).start()
    letters = set()
    for _ in range(80):
        if state.outcome is not None:
            break
        sans = {bl.san(state, move): move for move in state.legal_moves}
        assert len(sans) == len(state.legal_moves)
        for text, move in sans.items():
            assert bl.parse_san(state, text) == move
            letters.add(text[0])
        state.play(rng.choice(list(state.legal_moves)))
    if name == "capablanca":
        assert {"A", "C"} <= letters


# -- PGN against python-chess ------------------------------------------------------------------

def expected_result(state: bl.State) -> str:
    outcome = state.outcome
    if outcome is None:
        return "*"
    return "1/2-1/2" if outcome.winner is None else ("1-0", "0-1")[outcome.winner]


@pytest.mark.parametrize("name", list(ORACLES))
def test_pgn_round_trips_through_python_chess(name):
    for seed in range(3):
        state = random_game(name, 100 + seed, 150)
        board = oracle_board(state)

        # boardlab writes, python-chess reads.
        written = bl.write_pgn(state, {"Event": "round trip", "White": "Ada L."})
        assert all(len(line) <= 80 for line in written.splitlines())
        game = chess.pgn.read_game(io.StringIO(written))
        assert game.errors == []
        assert game.headers["White"] == "Ada L."
        assert game.headers["Result"] == expected_result(state)
        end = game.end().board()
        assert fen_board_and_side(end.fen()) == fen_board_and_side(state.fen())
        assert list(end.move_stack) == list(board.move_stack)
        if state.outcome is not None and state.outcome.winner is not None:
            assert board.result() == expected_result(state)  # a mate or a variant's win

        # python-chess writes, boardlab reads.
        [read] = bl.read_pgn(str(chess.pgn.Game.from_board(board)))
        assert read.state.game.name == name
        assert read.state.history == state.history
        assert read.state.fen() == state.fen()
        assert read.result == board.result()

        # And boardlab reads its own.
        [again] = bl.read_pgn(written)
        assert again.state.history == state.history and again.result == expected_result(state)


# -- hand-checked SAN ----------------------------------------------------------------------------

def chess_state(fen: str) -> bl.State:
    return bl.game("chess").state_from_fen(fen)


@pytest.mark.parametrize("fen,move,expected", [
    ("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "b1-d2", "Nbd2"),  # by file
    ("k7/8/8/8/8/4R3/8/4R2K w - - 0 1", "e1-e2", "R1e2"),  # by rank
    ("1k6/8/8/8/4Q2Q/K7/8/7Q w - - 0 1", "h4-e1", "Qh4e1"),  # by both
    ("1k6/8/8/8/4Q2Q/K7/8/7Q w - - 0 1", "h1-e1", "Q1e1"),
    ("1k6/8/8/8/4Q2Q/K7/8/7Q w - - 0 1", "e4-e1", "Qee1"),
    ("k2r4/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7-d8=Q", "exd8=Q+"),  # promotion, capture, check
    ("k2r4/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7-e8=N", "e8=N"),
    ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O", "O-O"),
    ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O-O", "O-O-O"),
    ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "h1-h8", "Rxh8+"),
    ("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5-d6", "exd6"),  # en passant
    ("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", "h5-f7", "Qxf7#"),
    ("4k3/8/8/8/8/8/1p6/4K3 b - - 0 1", "b2-b1=q", "b1=Q+"),  # black's promotion
])
def test_san_by_hand(fen, move, expected):
    state = chess_state(fen)
    assert bl.san(state, move) == expected
    assert bl.parse_san(state, expected) == move


def test_a_crazyhouse_drop():
    state = bl.game("crazyhouse").start()
    for text in "e4 d5 exd5 Nf6 c4 Nxd5 cxd5 Qxd5".split():
        state.play(bl.parse_san(state, text))
    assert state.fen() == "rnb1kb1r/ppp1pppp/8/3q4/8/8/PP1P1PPP/RNBQKBNR[NPpp] w KQkq - 0 5"
    assert bl.san(state, "N@f6") == "N@f6+"
    assert bl.san(state, "P@d7") == "@d7+"  # python-chess writes a pawn's drop without its P
    assert bl.parse_san(state, "N@f6+") == "N@f6"
    assert bl.parse_san(state, "@e3") == bl.parse_san(state, "P@e3") == "P@e3"


def test_parse_san_reads_san_as_players_write_it():
    state = chess_state("r3k2r/1P6/8/3pP3/8/5N2/8/1N2K2R w Kkq d6 0 1")
    for text, move in [("0-0", "O-O"), ("O-O+!?", "O-O"), ("exd6 e.p.", "e5-d6"),
                       ("ed6", "e5-d6"), ("b8Q", "b7-b8=Q"), ("b7b8=q", "b7-b8=Q"),
                       ("bxa8N", "b7-a8=N"), ("Nb1d2", "b1-d2"),
                       ("Nf3-d2", "f3-d2"), ("Nbxd2", "b1-d2"), ("Rh1h4", "h1-h4"),
                       ("Pe6", "e5-e6"), ("e6??", "e5-e6"), ("Kd2#", "e1-d2")]:
        assert bl.parse_san(state, text) == move, text


def test_parse_san_errors_name_the_text_and_the_position():
    state = chess_state("k7/4P3/8/8/8/5N2/8/1N2K3 w - - 0 1")
    fen = "'k7/4P3/8/8/8/5N2/8/1N2K3 w - - 0 1'"
    with raises(bl.IllegalMoveError, f"SAN 'Nd2' is ambiguous in position {fen}: it could be "
                                     "b1-d2, f3-d2"):
        bl.parse_san(state, "Nd2")
    with raises(bl.IllegalMoveError, f"SAN 'Nd3' is not a legal move in position {fen}"):
        bl.parse_san(state, "Nd3")
    with raises(bl.IllegalMoveError, match="a promotion names the piece chosen"):
        bl.parse_san(state, "e8")
    with raises(bl.MoveSyntaxError, "SAN 'Ng9': cell g9 is off the 8x8 board"):
        bl.parse_san(state, "Ng9")
    with raises(bl.MoveSyntaxError, "SAN 'Ae4': game 'chess' has no piece 'A' "
                                    "(its pieces: P N B R Q K)"):
        bl.parse_san(state, "Ae4")
    with raises(bl.MoveSyntaxError, match=r"^SAN 'hello' is not a move in SAN"):
        bl.parse_san(state, "hello")
    elsewhere = chess_state("4k3/8/8/8/8/8/8/4K2R w - - 0 1").parse_move("h1-h3")
    with raises(bl.IllegalMoveError, f"san: move 'h1-h3' is not legal in position {fen}"):
        bl.san(state, elsewhere)
    with raises(bl.Error, match="^san: game 'checkers' is not of the chess family"):
        bl.san(bl.game("checkers").start(), "a3-b4")


# -- hand-checked PGN ----------------------------------------------------------------------------

def test_write_pgn_from_a_position_with_black_to_move():
    state = chess_state("4k3/8/8/8/8/8/7p/R3K3 b Q - 0 30")
    for text in ["Kd7", "O-O-O+", "Kc6", "Kd2", "h1=Q"]:
        state.play(bl.parse_san(state, text))
    assert bl.write_pgn(state, {"Date": "2024.01.02", "Annotator": "me", "FEN": "ignored"}) == (
        '[Event "?"]\n[Site "?"]\n[Date "2024.01.02"]\n[Round "?"]\n[White "?"]\n[Black "?"]\n'
        '[Result "*"]\n[SetUp "1"]\n[FEN "4k3/8/8/8/8/8/7p/R3K3 b Q - 0 30"]\n'
        '[Annotator "me"]\n\n'
        "30... Kd7 31. O-O-O+ Kc6 32. Kd2 h1=Q *\n")


def test_write_pgn_of_a_finished_game_and_its_variant_tag():
    state = bl.game("three_check").start()
    for text in "e4 e5 Bc4 Nf6 Bxf7+ Ke7 Bb3 d6 Qh5 Nxh5".split():
        state.play(bl.parse_san(state, text))
    text = bl.write_pgn(state)
    assert '[Variant "Three-check"]' in text and "[FEN" not in text
    assert text.endswith("1. e4 e5 2. Bc4 Nf6 3. Bxf7+ Ke7 4. Bb3 d6 5. Qh5 Nxh5 *\n")
    state = bl.game("gardner").start()
    state.play("a2-a3")
    assert '[Variant "gardner"]' in bl.write_pgn(state)
    assert bl.read_pgn(bl.write_pgn(state))[0].state == state


def test_tag_values_escape_quotes_and_backslashes():
    name = 'Ada "A" \\ L.'
    written = bl.write_pgn(bl.game("chess").start(), {"White": name})
    assert '[White "Ada \\"A\\" \\\\ L."]' in written  # the standard's escapes
    assert bl.read_pgn(written)[0].headers["White"] == name
    # python-chess writes values as they are, and reads them so: both read back.
    game = chess.pgn.Game()
    game.headers["White"] = name
    assert bl.read_pgn(str(game))[0].headers["White"] == name


def test_write_pgn_refuses_bad_headers():
    state = bl.game("chess").start()
    with raises(bl.Error, "write_pgn: tag Round value 3 is not a one-line string"):
        bl.write_pgn(state, {"Round": 3})
    with raises(bl.Error, "write_pgn: tag name 'Two words' is not letters, digits and "
                          "underscores"):
        bl.write_pgn(state, {"Two words": "x"})
    with raises(bl.Error, "write_pgn: tag Result 'won' is not one of 1-0, 0-1, 1/2-1/2, *"):
        bl.write_pgn(state, {"Result": "won"})


PGN_WITH_EVERYTHING = """\
% an escape line: [not a tag
[Event "Two games"]
[White "A \\"quoted\\" name"]
[Result "1-0"]

1. e4 {a comment (with a parenthesis} e5 ; a line comment ) with one too
2. Nf3 $1 Nc6!? 3. Bb5 (3. Bc4 Bc5 (3... Nf6) 4. c3) 3... a6 ?! 4. Ba4
{The main line goes on.} Nf6 5.O-O 1-0

[Event "Second"]
[Variant "Chess960"]
[FEN "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1"]

1.g3 g6 2.O-O O-O
"""


def test_read_pgn_skips_comments_nags_and_variations():
    first, second = bl.read_pgn(PGN_WITH_EVERYTHING)
    assert first.headers == {"Event": "Two games", "White": 'A "quoted" name', "Result": "1-0"}
    assert [m.text for m in first.state.history] == [
        "e2-e4", "e7-e5", "g1-f3", "b8-c6", "f1-b5", "a7-a6", "b5-a4", "g8-f6", "O-O"]
    assert first.result == "1-0" and first.state.game.name == "chess"
    assert second.state.game.name == "chess960" and second.result == "*"
    assert [m.text for m in second.state.history] == ["g2-g3", "g7-g6", "O-O", "O-O"]
    board = chess.Board(second.headers["FEN"], chess960=True)
    for text in "g3 g6 O-O O-O".split():
        board.push_san(text)
    assert fen_board_and_side(second.state.fen()) == fen_board_and_side(board.fen())


def test_read_pgn_of_nothing_and_of_moves_alone():
    assert bl.read_pgn("") == [] and bl.read_pgn("  {just a comment}\n") == []
    [game] = bl.read_pgn("1. e4 e5")
    assert game.headers == {} and game.result == "*" and game.state.ply == 2


def test_read_pgn_errors_name_the_game_and_the_move():
    text = '[Event "one"]\n\n1. e4 e5 *\n\n[Event "two"]\n\n1. d4 d5 2. c4 Ke6 *\n'
    with raises(bl.IllegalMoveError, "PGN game 2, move 2... (line 7): SAN 'Ke6' is not a legal "
                "move in position 'rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR b KQkq - 0 2'"):
        bl.read_pgn(text)
    with raises(bl.MoveSyntaxError, match=r"^PGN game 1, move 2\. \(line 1\): SAN 'Nz3'"):
        bl.read_pgn("1. e4 e5 2. Nz3")
    with raises(bl.IllegalMoveError, match=r"^PGN game 1, move 3\. \(line 1\): .*the game is "
                                           r"over, player 1 wins"):
        bl.read_pgn("1. f3 e5 2. g4 Qh4# 3. a3")
    with raises(bl.Error, "PGN line 2: a tag that is not [Name \"value\"]: '[Event \"x]'"):
        bl.read_pgn('[Site "y"]\n[Event "x]\n\n1. e4 *')
    with raises(bl.Error, "PGN line 1: a comment that is not closed: '1. e4 { e5'"):
        bl.read_pgn("1. e4 { e5")
    with raises(bl.Error, "PGN: a variation is not closed at the end of the text"):
        bl.read_pgn("1. e4 (1. d4 e5")
    with raises(bl.Error, "PGN line 1: ')' closes no variation"):
        bl.read_pgn("1. e4 ) e5")
    with raises(bl.SpecError, match=r"^PGN game 1: tag Variant 'Suicide' is not a game"):
        bl.read_pgn('[Variant "Suicide"]\n\n1. e4 *')
    with raises(bl.PositionError, match=r"^PGN game 1: tag FEN: FEN 'nonsense'"):
        bl.read_pgn('[FEN "nonsense"]\n\n1. e4 *')
    with raises(bl.Error, match=r"^read_pgn: b'1. e4' is not text"):
        bl.read_pgn(b"1. e4")


def test_read_pgn_variant_names_and_the_game_option():
    for tag in ["King of the Hill", "kingofthehill", "KOTH", "king_of_the_hill"]:
        [game] = bl.read_pgn(f'[Variant "{tag}"]\n\n1. e4 *')
        assert game.state.game.name == "king_of_the_hill", tag
    [game] = bl.read_pgn('[Variant "Standard"]\n\n1. e4 *')
    assert game.state.game.name == "chess"
    [game] = bl.read_pgn("1. e4 *", game=bl.game("three_check", checks=5))
    assert game.state.fen().endswith("5+5 0 1")


def test_read_pgn_file(tmp_path):
    path = tmp_path / "games.pgn"
    path.write_bytes('[White "Réti"]\n\n1. Nf3 *\n'.encode("latin-1"))  # not UTF-8
    [game] = bl.read_pgn_file(path)
    assert game.headers["White"] == "Réti" and game.state.history == ["g1-f3"]
    path.write_text("1. Nf4 *\n", encoding="utf-8")
    with raises(bl.IllegalMoveError, match=rf"^PGN file '{re.escape(str(path))}': PGN game 1, "
                                           r"move 1\."):
        bl.read_pgn_file(path)
    with raises(bl.Error, match=r"^PGN file '.*missing\.pgn': cannot be read: No such file"):
        bl.read_pgn_file(tmp_path / "missing.pgn")

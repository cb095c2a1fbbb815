"""Text and data from users as it really comes (the hardening issue's defects, each reproduced
first): non-ASCII characters, files that are not UTF-8 or start with a byte order mark, values
nested 20,000 deep, values whose repr fails, numbers beyond every field, leading zeros. Each must
give boardlab's own error with a message that says what and where, never UnicodeDecodeError,
RecursionError or TypeError."""
from __future__ import annotations

import subprocess
import sys

import pytest

import boardlab as bl
from boardlab import _core

BREAKTHROUGH_START = "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW 0 - 0"
SKATEBOARDS_BOARD = "1P4P1/P6P/8/3SS3/3SS3/8/P6P/1P4P1 0"


def _message(error_class, call) -> str:
    with pytest.raises(error_class) as caught:
        call()
    assert type(caught.value) is error_class  # not a subclass, not a sibling
    return str(caught.value)


# --- positions and moves ------------------------------------------------------------------------

def test_a_non_ascii_piece_symbol_is_shown_whole():
    game = bl.game("breakthrough")
    text = "é" + BREAKTHROUGH_START[1:]
    # Was UnicodeDecodeError: the message held the first byte of 'é' only.
    assert _message(bl.PositionError, lambda: game.state(text)) == (
        f"position text '{text}': rank 8: unknown piece symbol 'é'")
    pogo = bl.game("pogo")
    assert _message(bl.PositionError, lambda: pogo.state("3/3/(W€)(WW)(WW) 0")) == (
        "position text '3/3/(W€)(WW)(WW) 0': rank 1: unknown piece symbol '€'")
    skateboards = bl.game("skateboards")
    assert _message(bl.PositionError,
                    lambda: skateboards.state(f"{SKATEBOARDS_BOARD} 🎲6 0")) == (
        f"position text '{SKATEBOARDS_BOARD} 🎲6 0': reserve: unknown piece symbol '🎲'")


def test_control_characters_are_escaped_in_messages():
    game = bl.game("breakthrough")
    text = BREAKTHROUGH_START.replace(" 0 - 0", " \t - 0")
    shown = text.replace("\t", "\\x09")
    assert _message(bl.PositionError, lambda: game.state(text)) == (
        f"position text '{shown}': side to move '\\x09' is not 0 or 1")


def test_non_ascii_move_text():
    state = bl.game("skateboards").start()
    assert _message(bl.MoveSyntaxError, lambda: state.play("é@c3")) == (
        "move text 'é@c3': expected T@c3, d4-d8 or 2b1-c2")
    assert _message(bl.MoveSyntaxError, lambda: state.play("a2-ä3")) == (
        "move text 'a2-ä3': expected T@c3, d4-d8 or 2b1-c2")


def test_numbers_in_messages_are_as_written():
    skateboards = bl.game("skateboards")
    # Was "count 9999999999", the parser's cap.
    assert _message(bl.PositionError,
                    lambda: skateboards.state(f"{SKATEBOARDS_BOARD} T99999999999999999999")) == (
        f"position text '{SKATEBOARDS_BOARD} T99999999999999999999': reserve: count "
        "99999999999999999999 of 'T' is not between 1 and 255")
    pogo = bl.game("pogo").start()
    assert _message(bl.MoveSyntaxError, lambda: pogo.play("123456789012a1-a2")) == (
        "move text '123456789012a1-a2': count 123456789012 is not between 1 and 31")


def test_leading_zeros_are_refused():
    breakthrough = bl.game("breakthrough")
    # "08" and "01a1-b1" were read as 8 and 1a1-b1.
    text = "BBBBBBBB/BBBBBBBB/08/8/8/8/WWWWWWWW/WWWWWWWW 0"
    assert _message(bl.PositionError, lambda: breakthrough.state(text)) == (
        f"position text '{text}': rank 6: the run '08' has a leading zero")
    assert _message(bl.PositionError,
                    lambda: breakthrough.state(BREAKTHROUGH_START[:-1] + "010")) == (
        f"position text '{BREAKTHROUGH_START[:-1]}010': ply '010' has a leading zero")
    pogo = bl.game("pogo").start()
    assert _message(bl.MoveSyntaxError, lambda: pogo.play("01a1-a2")) == (
        "move text '01a1-a2': count '01' has a leading zero")
    assert str(pogo.play("1a1-a2")) == "1a1-a2"


# --- variant data ---------------------------------------------------------------------------------

def _skateboards_data() -> dict:
    return bl.game("skateboards").variant().to_dict()


def test_a_non_ascii_start_position_is_a_spec_error():
    data = _skateboards_data()
    data["start"] = "é" + data["start"]
    message = _message(bl.SpecError, lambda: bl.Game(bl.Variant.from_dict(data)))
    assert "unknown piece symbol 'é'" in message and "start position" in message


def test_two_kinds_with_one_symbol_say_so_even_with_two_drops():
    data = _skateboards_data()
    trashcan = next(k for k in data["kinds"] if k["symbol"] == "T")
    data["kinds"].append({**trashcan, "name": "bin"})
    # Was "the kind has two Drop primitives": the second kind's Drop went to the first.
    assert _message(bl.SpecError, lambda: bl.Game(bl.Variant.from_dict(data))) == (
        "kinds[3] ('T'): kind 'T': two kinds have this symbol")


@pytest.mark.parametrize("type_value", [["step"], {"step": 1}])
def test_a_move_type_that_is_not_a_string(type_value):
    # Was TypeError: unhashable type (found by the atheris fuzzer).
    data = _skateboards_data()
    data["kinds"][0]["moves"][0]["type"] = type_value
    assert _message(bl.SpecError, lambda: bl.Variant.from_dict(data)) == (
        f"kinds[0].moves[0]: type {type_value!r} is not one of step, slide, leap, stack_move, "
        "drop, offset_leap, shoot, remove, castle")


def test_deeply_nested_values_are_shown_bounded():
    data = _skateboards_data()
    nested: list = []
    innermost = nested
    for _ in range(20000):
        innermost.append([])
        innermost = innermost[0]
    data["name"] = nested
    # Was RecursionError from repr.
    message = _message(bl.SpecError, lambda: bl.Game(bl.Variant.from_dict(data)))
    assert message == "variant: name [[[[...]]]] must be a non-empty string"


def test_a_value_whose_repr_fails_is_still_shown():
    class Unprintable:
        def __repr__(self):
            raise RuntimeError("no")

    data = _skateboards_data()
    data["files"] = Unprintable()
    message = _message(bl.SpecError, lambda: bl.Game(bl.Variant.from_dict(data)))
    assert message.startswith("variant 'skateboards': files <Unprintable instance at 0x")
    assert message.endswith("> is not a whole number")


def test_shown_bounds_length_but_not_numbers():
    assert _core.shown(10**30) == "1" + "0" * 30
    assert len(_core.shown("x" * 10000)) < 100
    assert _core.shown("é") == "'é'"


# --- variant files ------------------------------------------------------------------------------

def test_deeply_nested_toml_is_a_spec_error():
    text = "name = " + "[" * 20000 + "]" * 20000 + "\n"
    # Was RecursionError from tomllib; toml++ bounds the depth it reads.
    assert _message(bl.SpecError, lambda: bl.Variant.from_toml(text, "'deep.toml'")) == (
        "variant file 'deep.toml': not valid TOML: Error while parsing value: exceeded maximum "
        "nested value depth of 256 (TOML_MAX_NESTED_VALUES) (at line 1, column 264)")


def test_a_byte_order_mark_is_accepted(tmp_path):
    text = bl.game("skateboards").variant().to_toml()
    path = tmp_path / "bom.toml"
    path.write_bytes(b"\xef\xbb\xbf" + text.encode())
    # Was "not valid TOML: Invalid statement (at line 1, column 1)".
    assert bl.Variant.from_file(path) == bl.Variant.from_toml(text)
    assert bl.Variant.from_toml("\ufeff" + text) == bl.Variant.from_toml(text)


def test_a_file_that_is_not_utf8_names_the_file_and_the_place(tmp_path):
    text = bl.game("skateboards").variant().to_toml()
    path = tmp_path / "latin1.toml"
    path.write_bytes(text.replace('name = "skateboards"', 'name = "skat\xe9"').encode("latin-1"))
    line = text.splitlines().index('name = "skateboards"') + 1
    # Was UnicodeDecodeError.
    assert _message(bl.SpecError, lambda: bl.Variant.from_file(path)) == (
        f"variant file {str(path)!r}: not UTF-8 text: byte 0xe9 at line {line}, column 13 "
        "(TOML files are UTF-8)")


def test_toml_given_as_bytes_is_a_spec_error():
    assert "is not text" in _message(bl.SpecError, lambda: bl.Variant.from_toml(b"name = 'x'"))


def test_errors_of_a_variant_file_name_the_file(tmp_path):
    text = bl.game("skateboards").variant().to_toml()
    path = tmp_path / "wide.toml"
    path.write_text(text.replace("files = 8", "files = 99"))
    assert _message(bl.SpecError, lambda: bl.load_variant(path)).startswith(
        f"variant file {str(path)!r}: ")
    path.write_text(text.replace("max_plies = 300", "max_plies = 1.5"))
    # The field and its line (the file names the game).
    assert _message(bl.SpecError, lambda: bl.load_variant(path)) == (
        f"variant file {str(path)!r}: max_plies 1.5 is not a whole number (line 8)")


def test_the_command_line_reports_a_bad_variant_file_without_a_traceback(tmp_path):
    path = tmp_path / "latin1.toml"
    path.write_bytes(b'name = "skat\xe9"\n')
    result = subprocess.run([sys.executable, "-m", "boardlab", "start", str(path)],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 2
    assert result.stderr.startswith(f"boardlab: variant file {str(path)!r}: not UTF-8 text")
    assert "Traceback" not in result.stderr


def test_render_refuses_a_bad_size_with_the_library_error():
    state = bl.game("pogo").start()
    from boardlab import display_svg
    assert _message(bl.Error, lambda: display_svg.render(state, size=-1)).startswith(
        "render: size -1")


# --- text that UTF-8 cannot encode, and text arguments that are not text --------------------

LONE_SURROGATE = "\udcdd"  # what os.fsdecode or errors="surrogateescape" make of a byte 0xdd


def test_text_with_a_lone_surrogate_is_the_library_error():
    # Was TypeError ("incompatible function arguments") or RuntimeError ("Unable to cast Python
    # instance of type str"): found by the atheris fuzzer.
    game = bl.game("pogo")
    state = game.start()
    assert _message(bl.PositionError, lambda: game.state(LONE_SURROGATE)) == (
        "position text '\\udcdd' is not valid text (it cannot be UTF-8)")
    assert _message(bl.MoveSyntaxError, lambda: state.play(LONE_SURROGATE)) == (
        "move text '\\udcdd' is not valid text (it cannot be UTF-8)")
    assert _message(bl.MoveSyntaxError, lambda: state.parse_move(LONE_SURROGATE)) == (
        "move text '\\udcdd' is not valid text (it cannot be UTF-8)")
    assert _message(bl.PositionError, lambda: state.stack(LONE_SURROGATE)) == (
        "cell '\\udcdd' is not valid text (it cannot be UTF-8)")
    assert _message(bl.SpecError, lambda: bl.game(LONE_SURROGATE)) == (
        "game name '\\udcdd' is not valid text (it cannot be UTF-8)")
    assert _message(bl.SpecError, lambda: bl.game("pogo", three_step_u=LONE_SURROGATE)) == (
        "option three_step_u value '\\udcdd' is not valid text (it cannot be UTF-8)")
    assert _core.parse_cell_name(LONE_SURROGATE) is None


@pytest.mark.parametrize("field, where", [
    ("directions", "directions '\\udcdd' is not valid text"),
    ("onto", "onto '\\udcdd' is not valid text"),
    ("type", "type '\\udcdd' is not one of step, slide, leap, stack_move, drop, offset_leap, shoot, remove"),
])
def test_variant_values_with_a_lone_surrogate_are_spec_errors(field, where):
    data = _skateboards_data()
    data["kinds"][0]["moves"][0][field] = LONE_SURROGATE
    message = _message(bl.SpecError, lambda: bl.Game(bl.Variant.from_dict(data)))
    assert where in message


def test_text_arguments_that_are_not_text():
    game = bl.game("pogo")
    assert _message(bl.PositionError, lambda: game.state(5)) == (
        "position text 5 is not a string")
    assert _message(bl.MoveSyntaxError, lambda: game.start().parse_move(None)) == (
        "move text None is not a string")
    assert _message(bl.PositionError, lambda: game.start().stack(3)) == (
        "cell 3 is not a cell name (like 'a1')")

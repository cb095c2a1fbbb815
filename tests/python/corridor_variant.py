"""A variant small enough to follow by hand, for the tests of the command line and of files
that hold games (test_cli.py, test_records.py)."""

# One file: W from a1 and B from a6 step towards each other, every move forced, until W faces B
# on ply 4 and has no move (docs/variants.md: no_legal_move = "loses").
CORRIDOR = """\
name = "corridor"
files = 1
ranks = 6
start = "B/1/1/1/1/W 0 - 0"

[[kinds]]
symbol = "W"
owner = 0
moves = [{ type = "step", directions = "forward", onto = "empty" }]

[[kinds]]
symbol = "B"
owner = 1
moves = [{ type = "step", directions = "forward", onto = "empty" }]
"""

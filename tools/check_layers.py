#!/usr/bin/env python3
"""Fails when an include of a boardlab header runs upward: every `#include "..."` in
include/boardlab must name a header listed above the including one in tools/layers.txt, and
every header must be listed there. Prints each violation as file:line. Usage: check_layers.py
[ROOT] (default: the repository this script is in)."""
from __future__ import annotations

import re
import sys
from pathlib import Path

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')


def layer_order(table: Path) -> list:
    headers = []
    for line in table.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line and not line.startswith(("#", "[")):
            headers.append(line)
    return headers


def main(argv: list) -> int:
    root = Path(argv[1]) if len(argv) > 1 else Path(__file__).resolve().parents[1]
    base = root / "include" / "boardlab"
    order = layer_order(root / "tools" / "layers.txt")
    position = {h: i for i, h in enumerate(order)}
    problems = []
    if len(position) != len(order):
        problems.append("tools/layers.txt lists a header twice")
    present = {p.relative_to(base).as_posix() for p in base.rglob("*.hpp")}
    for missing in sorted(present - set(position)):
        problems.append(f"include/boardlab/{missing}: not listed in tools/layers.txt")
    for gone in sorted(set(position) - present):
        problems.append(f"tools/layers.txt: {gone} does not exist")
    for header in sorted(present & set(position)):
        path = base / header
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            match = INCLUDE.match(line)
            if not match:
                continue
            target = (path.parent / match.group(1)).resolve()
            try:
                included = target.relative_to(base.resolve()).as_posix()
            except ValueError:
                problems.append(f"include/boardlab/{header}:{number}: includes {match.group(1)}, "
                                "outside include/boardlab")
                continue
            if included not in position:
                problems.append(f"include/boardlab/{header}:{number}: includes {included}, "
                                "which is not listed in tools/layers.txt")
            elif position[included] >= position[header]:
                problems.append(f"include/boardlab/{header}:{number}: includes {included}, "
                                "which is not in a layer below it (tools/layers.txt)")
    for problem in problems:
        print(problem, file=sys.stderr)
    if not problems:
        print(f"layers: {len(present)} headers, every include runs downward")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

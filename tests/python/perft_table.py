"""The perft reference values of docs/perft.md, read from its table, so that the tests assert
every value the page gives and a new game's rows are tested without a line here."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Dict, List, Union

from conftest import ROOT

PAGE = ROOT / "docs" / "perft.md"

# | game [(`option = value`, ...)] | label `position text` | perft(1) | ... | perft(4) | deeper |
_ROW = re.compile(r"\| (\w+)(?: \((.*)\))? \| ([^`|]*)`([^`]*)` \| (.*) \|")


@dataclass(frozen=True)
class PerftRow:
    game: str
    options: Dict[str, Union[int, bool, str]] = field(hash=False)
    label: str  # "start", "after 10 plies", ...
    position: str
    counts: List[int] = field(hash=False)  # perft(1), perft(2), ... with no gap

    @property
    def id(self) -> str:
        options = ",".join(f"{k}={v}" for k, v in self.options.items())
        return f"{self.game}{'(' + options + ')' if options else ''}-{self.label.replace(' ', '_')}"


def _value(text: str) -> Union[int, bool, str]:
    text = text.strip()
    if re.fullmatch(r"-?\d+", text):
        return int(text)
    return {"true": True, "false": False}.get(text, text)


def _options(text: str) -> Dict[str, Union[int, bool, str]]:
    out = {}
    for setting in re.findall(r"`([^`]*)`", text or ""):
        name, value = setting.split("=")
        out[name.strip()] = _value(value)
    return out


def _counts(cells: List[str]) -> List[int]:
    counts = [int(c) for c in cells[:4] if c.strip()]
    deeper = cells[4].strip() if len(cells) > 4 else ""
    for item in filter(None, (d.strip() for d in deeper.split(","))):
        depth, count = item.split(":")
        assert int(depth) == len(counts) + 1, f"docs/perft.md: a gap before depth {depth}"
        counts.append(int(count))
    return counts


def perft_rows() -> List[PerftRow]:
    """Every row of the page's tables of positions, in its order."""
    rows = []
    for line in PAGE.read_text().splitlines():
        row = _ROW.fullmatch(line)
        if row:
            cells = [c.strip() for c in row.group(5).split("|")]
            rows.append(PerftRow(row.group(1), _options(row.group(2)), row.group(3).strip(),
                                 row.group(4), _counts(cells)))
    return rows


def start_rows() -> Dict[str, PerftRow]:
    """Each game's start row with its default options."""
    return {r.game: r for r in perft_rows() if r.label == "start" and not r.options}

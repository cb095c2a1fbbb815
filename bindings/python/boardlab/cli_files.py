"""The files the command line writes (``--csv``, ``--plot``): each is checked before the work,
so that one that cannot be written fails at once instead of after a long run, and written after
it, the results printed whatever happens to the files.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Callable, List, Optional, Sequence, Tuple

import boardlab as bl

from . import plots

# An output file: the option that names it, its path (None: not asked for), what it holds (for
# "... saved to PATH") and how to write it to a path (what that returns is not read).
Output = Tuple[str, Optional[str], str, Callable[[str], object]]


class OutputsNotWritten(Exception):
    """The results are in hand, but files of them could not be written: ``cli.main`` prints the
    results (``report``), then each failure, and exits with status 1."""

    def __init__(self, report: str, failures: List[str]) -> None:
        super().__init__("; ".join(failures))
        self.report = report
        self.failures = failures


def check_output(option: str, path: Optional[str], *, picture: bool = False) -> None:
    """Error now for a file ``option`` could not write at the end of the run: its folder missing
    or not a folder, the path a folder, no permission to write it, and for a ``picture`` an
    extension that is not a format matplotlib writes (MissingDependency without matplotlib).
    Nothing is left behind: a file made to try the folder is removed."""
    if path is None:
        return
    if picture:
        formats = plots.picture_formats()
        if Path(path).suffix.lower().removeprefix(".") not in formats:
            raise bl.Error(f"{option}: {path!r} does not end in a picture format matplotlib "
                           f"writes ({', '.join('.' + f for f in formats)})")
    target = Path(path)
    folder = target.resolve().parent
    if not folder.exists():
        raise bl.Error(f"{option}: folder {str(folder)!r} does not exist")
    if not folder.is_dir():
        raise bl.Error(f"{option}: {str(folder)!r} is not a folder")
    if target.is_dir():
        raise bl.Error(f"{option}: {path!r} is a folder, not a file")
    if target.exists():
        # Opening it would truncate it, or wait for a reader of a pipe.
        if not os.access(target, os.W_OK):
            raise bl.Error(f"{option}: cannot write {path!r}: {os.strerror(13)}")  # EACCES
        return
    try:
        target.touch(exist_ok=False)
    except OSError as e:
        raise bl.Error(f"{option}: cannot write {path!r}: {e.strerror or e}") from None
    target.unlink()


def write_outputs(report: str, outputs: Sequence[Output]) -> str:
    """Writes each output asked for, saying so on stderr, and returns ``report``; when some
    could not be written (a full disk, a folder gone during the run), raises OutputsNotWritten
    with the report and what failed, after trying the others."""
    failures = []
    for option, path, holds, write in outputs:
        if path is None:
            continue
        try:
            write(path)
        except Exception as e:  # noqa: BLE001 - whatever fails, the results must be printed
            reason = (e.strerror if isinstance(e, OSError) and e.strerror else
                      f"{type(e).__name__}: {e}")
            failures.append(f"{option}: {path!r} was not written ({reason}); the results are "
                            "above")
            continue
        print(f"boardlab: {holds} saved to {path}", file=sys.stderr)
    if failures:
        raise OutputsNotWritten(report, failures)
    return report

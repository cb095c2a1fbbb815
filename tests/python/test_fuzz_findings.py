"""The inputs with which the Python layer's fuzzer found defects (fuzz/crashes/python_variant,
described in fuzz/crashes/README.md), replayed through the fuzzer's own checks: each must now
pass them all (boardlab's own error for a bad variant; for a good one, a TOML round trip that
builds the same game, and play)."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from conftest import ROOT

CRASHES = sorted((ROOT / "fuzz" / "crashes" / "python_variant").iterdir())


def test_the_findings_are_there():
    assert {p.name for p in CRASHES} >= {"group-touches-empty-region", "evaluation-none-kind",
                                       "name-with-paragraph-separator"}


def test_every_fuzz_finding_passes_the_fuzzers_checks():
    pytest.importorskip("atheris")
    # Known defects are not skipped: a finding that is fixed must pass as it is. One run takes
    # every input (the target's start-up, instrumenting the package, is most of the time); on a
    # failure, its output names the input it was running.
    env = dict(os.environ, BOARDLAB_FUZZ_SKIP_KNOWN="0")
    run = subprocess.run([sys.executable, str(ROOT / "fuzz" / "python_variant_fuzz.py"),
                          *map(str, CRASHES)], capture_output=True, text=True, env=env,
                         timeout=300)
    assert run.returncode == 0, run.stderr[-3000:]
    assert all(f"Executed {p}" in run.stderr for p in CRASHES), run.stderr[-3000:]

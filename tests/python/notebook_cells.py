"""Running a notebook of examples/notebooks/ for the tests that check what it shows."""
from __future__ import annotations

from pathlib import Path
from typing import List, Tuple

import pytest

Cells = List[Tuple[str, list]]


def executed_cells(notebook_path: Path) -> Cells:
    """The code cells of the notebook, executed top to bottom, as (source, outputs)."""
    nbformat = pytest.importorskip("nbformat", reason="nbformat is not installed "
                                   "(pip install '.[test]')")
    nbclient = pytest.importorskip("nbclient", reason="nbclient is not installed "
                                   "(pip install '.[test]')")
    assert notebook_path.exists(), f"{notebook_path} is missing"
    notebook = nbformat.read(notebook_path, as_version=4)
    client = nbclient.NotebookClient(notebook, timeout=300, kernel_name="python3",
                                     resources={"metadata": {"path": str(notebook_path.parent)}})
    client.execute()
    return [(cell.source, cell.get("outputs", [])) for cell in notebook.cells
            if cell.cell_type == "code"]


def outputs_of(cells: Cells, start: str) -> list:
    """The outputs of the one code cell whose source starts with `start`."""
    found = [outputs for source, outputs in cells if source.startswith(start)]
    assert len(found) == 1, start
    return found[0]


def stdout_of(outputs: list) -> str:
    return "".join(o["text"] for o in outputs
                   if o["output_type"] == "stream" and o["name"] == "stdout")


def check_no_cell_fails(cells: Cells) -> None:
    """No cell raised, and none wrote to stderr."""
    errors = [o for _, outputs in cells for o in outputs if o["output_type"] == "error"]
    assert errors == []
    stderr = [o["text"] for _, outputs in cells for o in outputs
              if o["output_type"] == "stream" and o["name"] == "stderr"]
    assert stderr == []

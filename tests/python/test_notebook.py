"""The quick-start notebook runs top to bottom."""
from __future__ import annotations

import pytest

from conftest import ROOT

NOTEBOOK = ROOT / "examples" / "notebooks" / "quickstart.ipynb"


def test_quickstart_notebook_runs():
    nbformat = pytest.importorskip("nbformat", reason="nbformat is not installed "
                                   "(pip install '.[test]')")
    nbclient = pytest.importorskip("nbclient", reason="nbclient is not installed "
                                   "(pip install '.[test]')")
    assert NOTEBOOK.exists(), f"{NOTEBOOK.relative_to(ROOT)} is missing"
    notebook = nbformat.read(NOTEBOOK, as_version=4)
    client = nbclient.NotebookClient(notebook, timeout=300, kernel_name="python3",
                                     resources={"metadata": {"path": str(NOTEBOOK.parent)}})
    client.execute()
    errors = [output for cell in notebook.cells if cell.cell_type == "code"
              for output in cell.get("outputs", []) if output.get("output_type") == "error"]
    assert errors == []

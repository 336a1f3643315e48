"""The layers of docs/architecture.md hold in the suite too, not only in `make contracts`: a Qt import in the
engine or a cycle between two packages fails here, on the machine of whoever adds it."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from importlinter.cli import lint_imports

ROOT = Path(__file__).resolve().parents[1]


def test_the_import_contracts_are_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    assert lint_imports(config_filename=os.fspath(ROOT / "pyproject.toml"), no_cache=True) == 0

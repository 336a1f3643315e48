"""The layers of docs/architecture.md hold in the suite too, not only in `make contracts`: a Qt import in the
engine or a cycle between two packages fails here, on the machine of whoever adds it."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from importlinter.cli import lint_imports

ROOT = Path(__file__).resolve().parents[1]


def test_the_import_contracts_are_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    assert lint_imports(config_filename=os.fspath(ROOT / "pyproject.toml"), no_cache=True) == 0


def test_every_module_the_architecture_doc_names_exists() -> None:
    """docs/architecture.md is a map: a file renamed without it would send the next engineer nowhere."""
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    named = set(re.findall(r"`((?:[a-z_]+/)+[a-z_0-9]+\.py)", text))
    assert len(named) > 20
    missing = [p for p in sorted(named) if not (ROOT / "mafia_desk" / p).exists() and not (ROOT / p).exists()]
    assert missing == []

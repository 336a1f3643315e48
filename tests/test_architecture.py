"""The layers of docs/architecture.md hold in the suite too, not only in `make contracts`: a Qt import in the
engine or a cycle between two packages fails here, on the machine of whoever adds it."""

from __future__ import annotations

import logging
import os
import re
from pathlib import Path

import pytest
from importlinter.cli import lint_imports

ROOT = Path(__file__).resolve().parents[1]


def test_the_import_contracts_are_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    # import-linter configures logging with dictConfig, which disables every logger already made: put them
    # back, or a later test in this process (the sounds' warnings, with pytest -n 2 in any order) hears none.
    loggers = [lg for lg in logging.Logger.manager.loggerDict.values() if isinstance(lg, logging.Logger)]
    disabled = {lg.name: lg.disabled for lg in loggers}
    root_level = logging.getLogger().level
    try:
        assert lint_imports(config_filename=os.fspath(ROOT / "pyproject.toml"), no_cache=True) == 0
    finally:
        for lg in loggers:
            lg.disabled = disabled[lg.name]
        logging.getLogger().setLevel(root_level)


def test_every_module_the_architecture_doc_names_exists() -> None:
    """docs/architecture.md is a map: a file renamed without it would send the next engineer nowhere."""
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    named = set(re.findall(r"`((?:[a-z_]+/)+[a-z_0-9]+\.py)", text))
    assert len(named) > 20
    missing = [p for p in sorted(named) if not (ROOT / "mafia_desk" / p).exists() and not (ROOT / p).exists()]
    assert missing == []

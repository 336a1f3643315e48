"""Driving the Players tab's dialogs in tests: a dialog's `exec` replaced by a callback that fills the real
widgets and presses OK (or Cancel), and row selection in a view over a `sorted_proxy`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QItemSelectionModel
from PySide6.QtWidgets import QDialog, QDialogButtonBox

from mafia_desk.gui.common.rows_model import ROW_ROLE


def answer(monkeypatch: pytest.MonkeyPatch, cls: type[QDialog], fill: Callable[[Any], None]) -> list[Any]:
    """Every `cls` opened runs `fill(dialog)` instead of waiting for a person; the dialogs are returned."""
    opened: list[Any] = []

    def exec_(self: Any) -> int:
        opened.append(self)
        fill(self)
        return int(self.result())

    monkeypatch.setattr(cls, "exec", exec_)
    return opened


def press_ok(dialog: Any) -> None:
    dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok).click()


def select(view: Any, match: Callable[[Any], bool]) -> int:
    """Select the rows whose plain data `match` accepts (the others are deselected); how many."""
    model = view.model()
    selection = view.selectionModel()
    selection.clearSelection()
    count = 0
    for row in range(model.rowCount()):
        index = model.index(row, 0)
        if match(model.data(index, ROW_ROLE)):
            flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
            selection.select(index, flags)
            count += 1
    return count


def shown_rows(view: Any) -> list[Any]:
    """The rows a view shows, in its order (after the proxy's search and sort)."""
    model = view.model()
    return [model.data(model.index(row, 0), ROW_ROLE) for row in range(model.rowCount())]


def settle(dialog: Any, timeout_ms: int = 60_000) -> None:
    """Wait, processing events, until the import dialog's work on its own thread (reading the file,
    registering the players) is done and its outcome shown."""
    import time

    from PySide6.QtCore import QCoreApplication, QEventLoop

    deadline = time.monotonic() + timeout_ms / 1000
    while dialog.busy:
        assert time.monotonic() < deadline, "the import dialog's work did not end"
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        time.sleep(0.005)
    QCoreApplication.processEvents()


def register_all(dialog: Any) -> None:
    """The import dialog once its file is read: Register pressed, and the registration waited for."""
    settle(dialog)
    press_ok(dialog)
    settle(dialog)

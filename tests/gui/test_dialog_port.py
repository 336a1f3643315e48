"""The dialog port (gui/common/dialogs.py): its Qt side shows the dialogs the windows used to show by hand."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QInputDialog, QMessageBox, QWidget

from mafia_desk.gui.common.dialogs import QtDialogs


def _when_shown(act: Callable[[QWidget], None]) -> list[QWidget]:
    """Acts on the modal dialog once it is up (the port's call blocks until then); returns what it saw."""
    seen: list[QWidget] = []

    def poll() -> None:
        box = QApplication.activeModalWidget()
        if box is None:
            QTimer.singleShot(10, poll)
            return
        seen.append(box)
        act(box)

    QTimer.singleShot(0, poll)
    return seen


@pytest.mark.parametrize("default_no", [False, True])
@pytest.mark.parametrize("button", [QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No])
def test_confirm_maps_yes_and_no_and_keeps_the_default(
    qapp: Any, button: QMessageBox.StandardButton, default_no: bool
) -> None:
    defaults: list[Any] = []

    def press(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        defaults.append(box.defaultButton() is box.button(QMessageBox.StandardButton.No))
        box.button(button).click()

    seen = _when_shown(press)
    answer = QtDialogs().question(None, "Title", "Record it?", default_no=default_no)
    assert len(seen) == 1 and answer is (button == QMessageBox.StandardButton.Yes)
    assert defaults == [default_no]


def test_a_critical_message_keeps_its_detail_apart(qapp: Any) -> None:
    texts: list[tuple[str, str, str]] = []

    def close(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        texts.append((box.windowTitle(), box.text(), box.informativeText()))
        box.accept()

    _when_shown(close)
    QtDialogs().message(None, "critical", "Unexpected error", "It broke.", detail="The log: x.log")
    assert texts == [("Unexpected error", "It broke.", "The log: x.log")]


def test_choose_answers_the_item_or_none_on_cancel(qapp: Any) -> None:
    def pick(box: QWidget) -> None:
        assert isinstance(box, QInputDialog)
        box.setTextValue("b")
        box.accept()

    _when_shown(pick)
    assert QtDialogs().choose(None, "T", "Pick:", ["a", "b"], editable=False, current=0) == "b"

    _when_shown(lambda box: box.close())
    assert QtDialogs().choose(None, "T", "Pick:", ["a", "b"], editable=False, current=0) is None

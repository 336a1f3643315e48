"""The dialog port (gui/common/dialogs.py): its Qt side shows the dialogs the windows used to show by hand,
and no module but the port calls Qt's static dialog functions, so the tests' scripted port sees them all."""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QInputDialog, QMessageBox, QWidget

import mafia_desk
from mafia_desk.gui.common import dialogs
from mafia_desk.gui.common.dialogs import QtDialogs

PORT = Path(dialogs.__file__).resolve()
STATIC_DIALOG = re.compile(
    r"QMessageBox\s*\.\s*(warning|question|information|critical|about)\b"
    r"|QFileDialog\s*\.\s*get\w+|QInputDialog\s*\.\s*get\w+"
)


def test_only_the_port_calls_the_static_qt_dialogs() -> None:
    """A window that calls QMessageBox.warning itself would block a test on a dialog nobody answers."""
    root = Path(mafia_desk.__file__).resolve().parent
    calls = [
        f"{path.relative_to(root.parent)}:{text[: m.start()].count(chr(10)) + 1}: {m.group(0)}"
        for path in sorted(root.rglob("*.py"))
        if path != PORT
        for text in [path.read_text(encoding="utf-8")]
        for m in STATIC_DIALOG.finditer(text)
    ]
    assert calls == []


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


def test_ask_text_starts_from_the_text_given(qapp: Any) -> None:
    started: list[str] = []

    def type_more(box: QWidget) -> None:
        assert isinstance(box, QInputDialog)
        started.append(box.textValue())
        box.setTextValue(box.textValue() + " Ivanov")
        box.accept()

    _when_shown(type_more)
    assert QtDialogs().ask_text(None, "T", "Name:", "Ivan") == "Ivan Ivanov" and started == ["Ivan"]


class _Work:
    """Work as a wait sees it (dialogs.Waited), ended and told by the test."""

    def __init__(self) -> None:
        self.done = False
        self.cancelled = False
        self.said = ""

    def ended(self) -> bool:
        return self.done

    def progress(self) -> str:
        return self.said

    def cancel(self) -> None:
        self.cancelled = True


def test_a_short_wait_shows_nothing(qapp: Any) -> None:
    work = _Work()
    seen: list[Any] = []
    QTimer.singleShot(50, lambda: seen.append(QApplication.activeModalWidget()))
    QTimer.singleShot(150, lambda: setattr(work, "done", True))
    started = time.monotonic()
    QtDialogs().wait(None, "Server", "Claiming table 1…", work)
    assert work.done and seen == [None] and time.monotonic() - started < dialogs.WAIT_SHOWN_AFTER_S


def test_a_long_wait_shows_its_dialog_whose_cancel_waits_for_the_work_to_end(qapp: Any) -> None:
    """Cancel asks the work to stop and leaves the dialog up until it has: a claim cancelled at its last
    moment may still go through, and the window shows what really happened."""
    work = _Work()
    started = time.monotonic()
    seen: dict[str, Any] = {}

    def after_cancel(box: dialogs.WaitBox) -> None:
        seen["cancelled"] = (box.label.text(), box.isVisible(), box.cancel_button.isEnabled())
        box.close()  # closing is one more Cancel, not a way out
        seen["closed"] = box.isVisible()
        work.done = True

    def still_trying(box: dialogs.WaitBox) -> None:
        seen["said"] = box.label.text()
        box.cancel_button.click()
        assert work.cancelled
        QTimer.singleShot(100, lambda: after_cancel(box))

    def shown(box: QWidget) -> None:
        assert isinstance(box, dialogs.WaitBox)
        seen["after"] = time.monotonic() - started
        seen["first"] = (box.windowTitle(), box.label.text())
        work.said = "Still trying…"
        QTimer.singleShot(100, lambda: still_trying(box))

    _when_shown(shown)
    QtDialogs().wait(None, "Server", "Taking table 1 over…", work)
    assert seen["after"] >= dialogs.WAIT_SHOWN_AFTER_S
    assert seen["first"] == ("Server", "Taking table 1 over…")
    assert seen["said"] == "Taking table 1 over…\nStill trying…"
    assert seen["cancelled"] == ("Cancelling…", True, False)
    assert seen["closed"] is True
    assert QApplication.activeModalWidget() is None

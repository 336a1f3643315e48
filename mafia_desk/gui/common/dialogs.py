"""The standard dialogs (questions, messages, choices, file names) every window shows, through one port.

Windows call the functions here, never QMessageBox, QFileDialog or QInputDialog's static functions: a modal
Qt dialog blocks its caller until a person answers, so the tests install a scripted port once (`install`)
instead of patching each Qt class in each test, and the answers a window gets (Cancel is None) are typed
the same way everywhere. Custom forms (QDialog subclasses with their own `exec`) stay where they are.

The port also shows a wait for work on another thread (`wait`, used by gui/common/busy.py): the person
sees that the server is being asked and may cancel, and a test's port decides when Cancel is pressed.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Literal, Protocol

from PySide6.QtCore import QEventLoop, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QFont, QFontMetrics, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

MessageKind = Literal["warning", "information", "critical"]
Parent = QWidget | None  # None: an application-modal dialog, before any window (gui/app.py)
# A wait shorter than this shows nothing (a claim on a healthy network takes a fraction of a second), and
# takes no key or click meanwhile, so nothing can be started twice; a longer one shows its dialog.
WAIT_SHOWN_AFTER_S = 0.4
# How often a shown wait looks at its work (whether it ended, what it says now).
WAIT_POLL_MS = 25


class Waited(Protocol):
    """Work running on another thread, as a wait sees it (gui/common/busy.py `Job`): all three are safe
    to call from the GUI thread at any time."""

    def ended(self) -> bool: ...

    def progress(self) -> str:
        """What the work says now ("" while it has said nothing beyond the wait's own text)."""

    def cancel(self) -> None:
        """The person's Cancel: returns at once; the work ends soon after, however it ends."""


class DialogPort(Protocol):
    """What a window may ask of a person; one object answers them all (`QtDialogs`, or a test's script)."""

    def question(self, parent: Parent, title: str, text: str, *, default_no: bool) -> bool: ...

    def message(
        self, parent: Parent, kind: MessageKind, title: str, text: str, *, detail: str = ""
    ) -> None: ...

    def about(self, parent: Parent, title: str, text: str) -> None: ...

    def choose(
        self, parent: Parent, title: str, label: str, items: Sequence[str], *, editable: bool, current: int
    ) -> str | None: ...

    def ask_text(
        self, parent: Parent, title: str, label: str, text: str, *, secret: bool = False
    ) -> str | None: ...

    def open_file(self, parent: Parent, title: str, directory: str, filters: str) -> str | None: ...

    def open_files(self, parent: Parent, title: str, directory: str, filters: str) -> list[str]:
        """Several files at once; [] on Cancel."""

    def open_folder(self, parent: Parent, title: str, directory: str) -> str | None: ...

    def save_file(
        self, parent: Parent, title: str, path: str, filters: str, selected: str
    ) -> tuple[str, str] | None: ...

    def wait(self, parent: Parent, title: str, text: str, job: Waited) -> None:
        """Return once `job` has ended, the GUI thread serving its events meanwhile (the window repaints,
        its clocks run, the pusher's reports arrive)."""


class WaitBox(QDialog):
    """A wait's dialog: the text, a busy bar and Cancel. Cancel (or Esc, or closing the dialog) asks the
    work to stop and leaves the dialog up until it has: a claim cancelled at its last moment may still go
    through, and the window must show what really happened."""

    def __init__(self, parent: Parent, title: str, text: str, job: Waited) -> None:
        super().__init__(parent)
        self.job = job
        self.text = text
        self.setWindowTitle(title)
        self.setWindowModality(
            Qt.WindowModality.WindowModal if parent else Qt.WindowModality.ApplicationModal
        )
        layout = QVBoxLayout(self)
        self.label = QLabel(text, self)
        self.label.setWordWrap(True)
        self.label.setMinimumWidth(360)
        layout.addWidget(self.label)
        bar = QProgressBar(self)
        bar.setRange(0, 0)  # no measure of how long: a busy bar
        bar.setTextVisible(False)
        layout.addWidget(bar)
        self.cancel_button = QPushButton(self.tr("Cancel"), self)
        self.cancel_button.clicked.connect(self.reject)
        layout.addWidget(self.cancel_button, 0, Qt.AlignmentFlag.AlignRight)

    def refresh(self) -> None:
        if self.cancel_button.isEnabled():
            said = self.job.progress()
            self.label.setText(f"{self.text}\n{said}" if said else self.text)

    def reject(self) -> None:
        if not self.cancel_button.isEnabled():
            return
        self.cancel_button.setEnabled(False)
        self.label.setText(self.tr("Cancelling…"))
        self.job.cancel()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.job.ended():
            super().closeEvent(event)
            return
        event.ignore()
        self.reject()


class QtDialogs:
    """The real dialogs: Qt's own, in the application's language (gui/i18n.py installs Qt's translator)."""

    def question(self, parent: Parent, title: str, text: str, *, default_no: bool) -> bool:
        buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        # NoButton lets Qt pick its usual default (Yes); a question whose Yes is hard to undo passes No.
        default = QMessageBox.StandardButton.No if default_no else QMessageBox.StandardButton.NoButton
        return QMessageBox.question(parent, title, text, buttons, default) == QMessageBox.StandardButton.Yes

    def message(self, parent: Parent, kind: MessageKind, title: str, text: str, *, detail: str = "") -> None:
        if detail:  # the static functions have no informative text
            icons = {
                "warning": QMessageBox.Icon.Warning,
                "information": QMessageBox.Icon.Information,
                "critical": QMessageBox.Icon.Critical,
            }
            box = QMessageBox(icons[kind], title, text, QMessageBox.StandardButton.Ok, parent)
            box.setInformativeText(detail)
            box.exec()
        elif kind == "warning":
            QMessageBox.warning(parent, title, text)
        elif kind == "information":
            QMessageBox.information(parent, title, text)
        else:
            QMessageBox.critical(parent, title, text)

    def about(self, parent: Parent, title: str, text: str) -> None:
        QMessageBox.about(parent, title, text)

    def choose(
        self, parent: Parent, title: str, label: str, items: Sequence[str], *, editable: bool, current: int
    ) -> str | None:
        dialog = QInputDialog(parent)
        dialog.setWindowTitle(title)
        dialog.setLabelText(label)
        dialog.setComboBoxItems(list(items))
        dialog.setComboBoxEditable(editable)
        if 0 <= current < len(items):
            dialog.setTextValue(items[current])
        return _answer(dialog)

    def ask_text(
        self, parent: Parent, title: str, label: str, text: str, *, secret: bool = False
    ) -> str | None:
        dialog = QInputDialog(parent)
        dialog.setWindowTitle(title)
        dialog.setLabelText(label)
        dialog.setTextValue(text)
        if secret:
            dialog.setTextEchoMode(QLineEdit.EchoMode.Password)
        return _answer(dialog)

    def open_file(self, parent: Parent, title: str, directory: str, filters: str) -> str | None:
        path, _ = QFileDialog.getOpenFileName(parent, title, directory, filters)
        return path or None

    def open_files(self, parent: Parent, title: str, directory: str, filters: str) -> list[str]:
        paths, _ = QFileDialog.getOpenFileNames(parent, title, directory, filters)
        return list(paths)

    def open_folder(self, parent: Parent, title: str, directory: str) -> str | None:
        return QFileDialog.getExistingDirectory(parent, title, directory) or None

    def save_file(
        self, parent: Parent, title: str, path: str, filters: str, selected: str
    ) -> tuple[str, str] | None:
        chosen, chosen_filter = QFileDialog.getSaveFileName(parent, title, path, filters, selected)
        return (chosen, chosen_filter) if chosen else None

    def wait(self, parent: Parent, title: str, text: str, job: Waited) -> None:
        loop = QEventLoop()
        started = time.monotonic()
        box: WaitBox | None = None

        def look() -> None:
            if job.ended():
                loop.quit()
            elif box is not None:
                box.refresh()
            elif time.monotonic() - started >= WAIT_SHOWN_AFTER_S:
                loop.quit()  # the first loop's end: the dialog comes up

        timer = QTimer()
        timer.setInterval(WAIT_POLL_MS)
        timer.timeout.connect(look)
        timer.start()
        try:
            if not job.ended():
                loop.exec(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
            if job.ended():
                return
            box = WaitBox(parent, title, text, job)
            box.show()
            loop.exec()
        finally:
            timer.stop()
            if box is not None:
                box.hide()
                box.deleteLater()


def _answer(dialog: QInputDialog) -> str | None:
    """Qt's input dialog, as wide as its title needs: a short question under a long title ("Решение
    судьи — Mafia Desk") made a dialog whose title bar the window manager cut to "Реше…a Desk". The dialog
    sizes itself to its layout, so the width goes to its label."""
    font = QFont(dialog.font())
    font.setBold(True)  # title bars are bold in most themes: measured so, the width is enough for both
    shown = f"{dialog.windowTitle()} — {QGuiApplication.applicationDisplayName()}"
    room = QFontMetrics(font).horizontalAdvance(shown) + TITLE_BAR_BUTTONS
    screen = QGuiApplication.primaryScreen()  # the dialog has no window yet, so no screen of its own
    if screen is not None:
        room = min(room, screen.availableGeometry().width() * 9 // 10)
    layout = dialog.layout()
    inner = room
    if layout is not None:
        margins = layout.contentsMargins()
        inner -= margins.left() + margins.right()
    for label in dialog.findChildren(QLabel):
        label.setMinimumWidth(max(label.minimumWidth(), inner))
    return dialog.textValue() if dialog.exec() == QInputDialog.DialogCode.Accepted else None


# The title bar's icon and its buttons (minimise, maximise, close), with the gaps between them.
TITLE_BAR_BUTTONS = 140

_port: DialogPort = QtDialogs()


def install(port: DialogPort) -> DialogPort:
    """Make `port` answer every dialog from now on; returns the previous one, for a test to put back."""
    global _port
    previous, _port = _port, port
    return previous


def port() -> DialogPort:
    return _port


def confirm(parent: Parent, title: str, text: str, *, default_no: bool = False) -> bool:
    """Yes or No; `default_no` when Enter must not do what cannot be undone (the judge's award)."""
    return _port.question(parent, title, text, default_no=default_no)


def warn(parent: Parent, title: str, text: str) -> None:
    _port.message(parent, "warning", title, text)


def inform(parent: Parent, title: str, text: str) -> None:
    _port.message(parent, "information", title, text)


def critical(parent: Parent, title: str, text: str, *, detail: str = "") -> None:
    """`detail` is the smaller second paragraph (where the log is), not a traceback."""
    _port.message(parent, "critical", title, text, detail=detail)


def about(parent: Parent, title: str, text: str) -> None:
    _port.about(parent, title, text)


def wait(parent: Parent, title: str, text: str, job: Waited) -> None:
    """Show that `job` runs, with Cancel, until it has ended (gui/common/busy.py `run` is the usual way)."""
    _port.wait(parent, title, text, job)


def choose(
    parent: Parent,
    title: str,
    label: str,
    items: Sequence[str],
    *,
    editable: bool = False,
    current: int = 0,
) -> str | None:
    """One of `items` (or, when `editable`, what the person typed, unstripped); None on Cancel."""
    return _port.choose(parent, title, label, items, editable=editable, current=current)


def ask_text(parent: Parent, title: str, label: str, text: str = "", *, secret: bool = False) -> str | None:
    """`secret`: typed as dots (a password)."""
    return _port.ask_text(parent, title, label, text, secret=secret)


def open_file(parent: Parent, title: str, directory: str, filters: str) -> str | None:
    return _port.open_file(parent, title, directory, filters) or None


def open_files(parent: Parent, title: str, directory: str, filters: str) -> list[str]:
    return [p for p in _port.open_files(parent, title, directory, filters) if p]


def open_folder(parent: Parent, title: str, directory: str) -> str | None:
    return _port.open_folder(parent, title, directory) or None


def save_file(parent: Parent, title: str, path: str, filters: str) -> str | None:
    """The file name as chosen: adding a missing extension is the caller's (the filter does not)."""
    answer = save_file_and_filter(parent, title, path, filters, "")
    return answer[0] if answer else None


def save_file_and_filter(
    parent: Parent, title: str, path: str, filters: str, selected: str
) -> tuple[str, str] | None:
    """The file name and the filter it was saved under, for a caller whose filters mean different formats
    (the CSV's comma or semicolon)."""
    answer = _port.save_file(parent, title, path, filters, selected)
    return answer if answer and answer[0] else None

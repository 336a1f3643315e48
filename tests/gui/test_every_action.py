"""No crash anywhere: every action of the menus and toolbars and every push button of the organiser's window
(the list and each tab of an open tournament) and of the host's window (the start page and the game screen),
on an empty tournament and on a full one, is triggered once; an exception raised in any slot fails the test
with the action's name.

The widgets are enumerated (findChildren), never listed by hand, so a new button is covered by the day it is
added. The standard dialogs answer by script (tests/support/dialog_script.py: questions Yes, a file or a
choice Cancel); a form of our own (a QDialog's `exec` or `open`) is shown and rejected at once. Nothing is
skipped: File → Quit closes the host's window (and its store) and so is triggered last; the stream overlay's
server listens on a free port of 127.0.0.1 and is stopped again by its second trigger.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from dialog_script import ScriptedDialogs, Shown
from every_control import (
    SEATS,
    Place,
    empty_tournament,
    full_tournament,
    host_places,
    organiser_places,
    trigger_everything,
)
from fixtures import EXCHANGE, PLAYERS
from PySide6.QtCore import QSettings
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QPushButton,
    QWidget,
)

from mafia_desk.gui import i18n
from mafia_desk.gui.common import settings
from mafia_desk.gui.game_session import GameSession
from mafia_desk.gui.main_window import MainWindow
from mafia_desk.gui.tournament.window import TABS, TournamentWindow


@pytest.fixture(autouse=True)
def _forms_close_at_once(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A form opened by an action is shown (its set-up runs) and rejected at once, as Escape would."""

    def exec_(self: QDialog) -> int:
        self.show()
        QApplication.processEvents()
        self.reject()
        return int(QDialog.DialogCode.Rejected.value)

    def open_(self: QDialog) -> None:
        self.show()
        self.reject()

    monkeypatch.setattr(QDialog, "exec", exec_)
    monkeypatch.setattr(QDialog, "open", open_)
    # Help → Open the log folder would start the desktop's file manager.
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(lambda _url: False))
    settings.OVERLAY_PORT.set(0)  # any free port: the overlay's server never meets another test run's
    yield
    QSettings().remove(settings.OVERLAY_PORT.key)
    i18n.switch_language("en")  # Language → Русский is one of the actions


def _answer_everything(fake: ScriptedDialogs, folder: Path) -> None:
    """The second pass: every question Yes, every choice its first item, every text a word, a file to open
    the fixture its filter asks for, a file to save a new one in `folder`."""

    def open_file(shown: Shown) -> str | None:
        if "*.json" in shown.filters:
            return str(EXCHANGE / "white-nights-2016.json")
        if "*.csv" in shown.filters:
            return str(PLAYERS / "players-utf8-bom.csv")
        return None

    def save_file(shown: Shown) -> str:
        suffix = shown.selected or shown.filters.split(";;")[0]
        extension = suffix.partition("*")[2].partition(")")[0].split()[0] if "*" in suffix else ""
        return str(folder / f"saved-{len(fake.shown)}{extension}")

    fake.choice = lambda shown: shown.items[0] if shown.items else None
    fake.text = "Тест"
    fake.file = lambda shown: open_file(shown) if shown.kind == "open_file" else save_file(shown)


ANSWERS = {"cancel": lambda fake, folder: None, "answer": _answer_everything}


# --- the organiser's window ---


@pytest.fixture(params=list(ANSWERS))
def answers(request: pytest.FixtureRequest, fake_dialogs: ScriptedDialogs, tmp_path: Path) -> str:
    """Once with every dialog cancelled, once with every dialog answered."""
    ANSWERS[request.param](fake_dialogs, tmp_path)
    return str(request.param)


@pytest.fixture(params=["empty", "full"])
def tid(request: pytest.FixtureRequest, store: Any, answers: str) -> int:
    return full_tournament(store) if request.param == "full" else empty_tournament(store)


def test_every_action_of_the_organisers_window(qtbot: Any, store: Any, tid: int) -> None:
    w = TournamentWindow(store)
    qtbot.addWidget(w)
    w.show()
    done = trigger_everything(qtbot, w, organiser_places(w, tid))
    for tab in TABS:
        assert any(name.startswith(f"{tab.key}: ") for name in done), f"nothing triggered on {tab.key}"
    assert any("actionMerge" in name for name in done)


# --- the host's window ---


def test_every_action_of_the_host_window(qtbot: Any, store: Any, tid: int) -> None:
    w = MainWindow(store, resume_last=False)
    qtbot.addWidget(w)
    w.show()

    def start_game() -> None:
        w.open_session(GameSession.start(store, "white-nights-2016", SEATS, {"title": "Клуб"}))

    w.ui.actionQuit.setEnabled(False)  # File → Quit closes the window and its store: triggered last
    done = trigger_everything(qtbot, w, host_places(w, start_game))
    assert any(name.startswith("game screen: ") for name in done)
    assert any("actionTournaments" in name for name in done)
    # ... and Quit, last: the window closes with its store.
    w.ui.actionQuit.setEnabled(True)
    with qtbot.capture_exceptions() as raised:
        w.ui.actionQuit.trigger()
        QApplication.processEvents()
    assert not raised
    assert w.store is None


def test_an_exception_in_a_slot_fails_the_run(qtbot: Any) -> None:
    """The capture this file relies on: pytest-qt's, on by default (no qt_no_exception_capture)."""
    page = QWidget()
    button = QPushButton("boom", page)
    qtbot.addWidget(page)
    page.show()

    def boom() -> None:
        raise RuntimeError("boom")

    button.clicked.connect(boom)
    with pytest.raises(AssertionError, match="boom"):
        trigger_everything(qtbot, page, [Place("page", lambda: page)])

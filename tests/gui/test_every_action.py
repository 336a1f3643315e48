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

import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pyqtgraph as pg  # type: ignore[import-untyped]
import pytest
import shiboken6
from dialog_script import ScriptedDialogs, Shown
from fixtures import EXCHANGE, PLAYERS
from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction, QDesktopServices
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QDialog,
    QMainWindow,
    QMenu,
    QPushButton,
    QToolBar,
    QToolButton,
    QWidget,
)

from mafia_desk.gui import i18n
from mafia_desk.gui.common import settings
from mafia_desk.gui.game_session import GameSession
from mafia_desk.gui.main_window import MainWindow
from mafia_desk.gui.tournament.window import TABS, TournamentWindow

Control = QAction | QAbstractButton


@dataclass(frozen=True)
class Place:
    """Where a control lives: `enter` brings the window there and returns the widget to search."""

    name: str
    enter: Callable[[], QWidget]
    # the part of the scope that is another place's (the open tournament's tabs, under its header)
    besides: Callable[[], QWidget] | None = None

    def controls(self, window: QWidget) -> list[Control]:
        scope = self.enter()
        found = _controls(scope, window)
        if self.besides is None:
            return found
        other = self.besides()
        return [c for c in found if not _inside(c, other)]


def _inside(control: Control, widget: QWidget) -> bool:
    parent = control.parent()
    while parent is not None:
        if parent is widget:
            return True
        parent = parent.parent()
    return False


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


def _name(control: Control) -> str:
    kind = type(control).__name__
    return f"{kind} {control.objectName() or '-'} «{control.text()}»"


def _controls(scope: QWidget, window: QWidget) -> list[Control]:
    """The actions and push buttons a person can reach in `scope` now: enabled and, for a button, shown."""
    if isinstance(scope, QMainWindow):  # its menus and toolbars, which the window's pages do not hold
        actions = _menu_actions([*scope.menuBar().actions()])
        for bar in scope.findChildren(QToolBar):
            actions += bar.actions()
        return [a for a in dict.fromkeys(actions) if a.isEnabled() and not a.isSeparator() and not a.menu()]
    found: list[Control] = [a for a in scope.findChildren(QAction) if a.isEnabled() and not a.isSeparator()]
    buttons: list[QAbstractButton] = [*scope.findChildren(QPushButton), *scope.findChildren(QToolButton)]
    for button in buttons:
        if isinstance(button, QToolButton) and (button.menu() is not None or button.defaultAction()):
            continue  # its menu's actions (or its action) are in the list already
        if button.isEnabled() and button.isVisibleTo(window):
            found.append(button)
    return found


def _menu_actions(actions: list[QAction]) -> list[QAction]:
    """A menu's actions and its submenus', each submenu filled as it is before it shows (aboutToShow)."""
    found: list[QAction] = []
    for action in actions:
        found.append(action)
        menu = action.menu()
        if isinstance(menu, QMenu):
            menu.aboutToShow.emit()
            found += _menu_actions(menu.actions())
    return found


def _select_first_rows(scope: QWidget) -> None:
    """A tab's buttons act on the chosen row: the first row of each list is chosen, as a person would."""
    for view in scope.findChildren(QAbstractItemView):
        model = view.model()
        if model is not None and model.rowCount() and not view.selectionModel().hasSelection():
            view.setCurrentIndex(model.index(0, 0))


def _trigger(control: Control) -> None:
    if isinstance(control, QAction):
        scene = control.parent()
        if isinstance(scene, pg.GraphicsScene):
            # A chart's own menu (pyqtgraph's «Export...»): it acts on the item right-clicked, set as the
            # menu is shown; a right-click on the plot's area is what a person does first.
            scene.contextMenuItem = next(i for i in scene.items() if isinstance(i, pg.ViewBox))
        control.trigger()
        if control.isCheckable() and control.isChecked() and control.actionGroup() is None:
            control.trigger()  # a switch is put back: the overlay's server stops, the spectator window closes
    else:
        control.click()


def _keys(controls: list[Control]) -> list[tuple[str, int]]:
    """A name per control that survives the page being built again: its kind, name and text, numbered."""
    seen: dict[str, int] = {}
    keys = []
    for control in controls:
        name = _name(control)
        seen[name] = seen.get(name, -1) + 1
        keys.append((name, seen[name]))
    return keys


def _trigger_everything(qtbot: Any, window: QWidget, places: list[Place]) -> list[str]:
    """Each control of each place, triggered with the window brought back to that place first (the list's
    first rows chosen); returns what was triggered. Fails with every control whose slot raised."""
    done: list[str] = []
    failures: list[str] = []
    for place in places:
        _select_first_rows(place.enter())
        for key in _keys(place.controls(window)):
            if not window.isVisible():
                window.show()
            _select_first_rows(place.enter())
            controls = place.controls(window)
            found = dict(zip(_keys(controls), controls, strict=True))
            if key not in found:
                continue  # gone with what an earlier control did (a row deleted, a draw saved)
            name = f"{place.name}: {key[0]}"
            with qtbot.capture_exceptions() as raised:
                _trigger(found[key])
                QApplication.processEvents()
            done.append(name)
            if raised:
                failures.append(f"{name}: {raised[0][1]!r}")
    assert not failures, "\n".join(failures)
    return done


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


def _full_tournament(store: Any) -> int:
    """The spec's example as the organiser kept it: stages, draws, absences, an adjustment, corrections."""
    document = json.loads((EXCHANGE / "white-nights-2016-organiser.json").read_text("utf-8"))
    return int(store.import_tournament(document))


def _empty_tournament(store: Any) -> int:
    full = json.loads((EXCHANGE / "white-nights-2016.json").read_text("utf-8"))
    document = {key: full[key] for key in ("format", "version", "ruleset")}
    return int(store.import_tournament({**document, "name": "Пустой турнир", "players": [], "games": []}))


def _menus(window: QMainWindow, enter: Callable[[], QWidget]) -> Callable[[], QWidget]:
    """The window's menus and toolbars, with the window on the page `enter` shows."""

    def enter_menus() -> QWidget:
        enter()
        return window

    return enter_menus


@pytest.fixture(params=list(ANSWERS))
def answers(request: pytest.FixtureRequest, fake_dialogs: ScriptedDialogs, tmp_path: Path) -> str:
    """Once with every dialog cancelled, once with every dialog answered."""
    ANSWERS[request.param](fake_dialogs, tmp_path)
    return str(request.param)


@pytest.fixture(params=["empty", "full"])
def tid(request: pytest.FixtureRequest, store: Any, answers: str) -> int:
    return _full_tournament(store) if request.param == "full" else _empty_tournament(store)


def _organiser_places(w: TournamentWindow, tid: int) -> list[Place]:
    def on_list() -> QWidget:
        w.show_list()
        return w.ui.listPage

    def on_tab(key: str) -> Callable[[], QWidget]:
        def enter() -> QWidget:
            page = w.tabs.get(key)
            if (
                w.workspace is None
                or w.workspace.tournament_id != tid
                or w.ui.pages.currentWidget() is not w.ui.tournamentPage
                or page is None
                or not shiboken6.isValid(page)
            ):
                w.open_tournament(tid)
                page = w.tabs[key]
            w.ui.tabs.setCurrentWidget(page)
            return page

        return enter

    def on_header() -> QWidget:
        on_tab(TABS[0].key)()
        return w.ui.tournamentPage

    return [
        Place("list", on_list),
        Place("menus on the list", _menus(w, on_list)),
        *(Place(tab.key, on_tab(tab.key)) for tab in TABS),
        Place("tournament header", on_header, besides=lambda: w.ui.tabs),
        Place("menus on a tournament", _menus(w, on_header)),
    ]


def test_every_action_of_the_organisers_window(qtbot: Any, store: Any, tid: int) -> None:
    w = TournamentWindow(store)
    qtbot.addWidget(w)
    w.show()
    done = _trigger_everything(qtbot, w, _organiser_places(w, tid))
    for tab in TABS:
        assert any(name.startswith(f"{tab.key}: ") for name in done), f"nothing triggered on {tab.key}"
    assert any("actionMerge" in name for name in done)


# --- the host's window ---

SEATS = [{"seat": i, "player": f"Игрок {i}", "player_id": None} for i in range(1, 11)]


def _host_places(w: MainWindow, start_game: Callable[[], None]) -> list[Place]:
    def on_home() -> QWidget:
        w.show_home()
        return w.home

    def on_game() -> QWidget:
        if w.game_screen is None or w.session is None or w.session.state.finished:
            start_game()
        assert w.game_screen is not None
        w.ui.pages.setCurrentWidget(w.game_screen)
        return w.game_screen

    return [
        Place("start page", on_home),
        Place("menus on the start page", _menus(w, on_home)),
        Place("game screen", on_game),
        Place("menus on the game screen", _menus(w, on_game)),
    ]


def test_every_action_of_the_host_window(qtbot: Any, store: Any, tid: int) -> None:
    w = MainWindow(store, resume_last=False)
    qtbot.addWidget(w)
    w.show()

    def start_game() -> None:
        w.open_session(GameSession.start(store, "white-nights-2016", SEATS, {"title": "Клуб"}))

    w.ui.actionQuit.setEnabled(False)  # File → Quit closes the window and its store: triggered last
    done = _trigger_everything(qtbot, w, _host_places(w, start_game))
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
        _trigger_everything(qtbot, page, [Place("page", lambda: page)])

"""Every control a person can reach in the organiser's and the host's windows, found and triggered.

Shared by tests/gui/test_every_action.py (no slot raises) and tests/gui/test_russian_complete.py (no English
word on the way): the places of each window (the list, each tab, the header, the menus; the start page, the
game screen), the controls found there (findChildren: menu and toolbar actions, context-menu actions, push and
tool buttons), and one trigger of each with the window brought back to its place first.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import shiboken6
from fixtures import EXCHANGE
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QMainWindow,
    QMenu,
    QPushButton,
    QToolBar,
    QToolButton,
    QWidget,
)

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
        found = find_controls(scope, window)
        if self.besides is None:
            return found
        other = self.besides()
        return [c for c in found if not inside(c, other)]


def inside(control: Control, widget: QWidget) -> bool:
    parent = control.parent()
    while parent is not None:
        if parent is widget:
            return True
        parent = parent.parent()
    return False


def control_name(control: Control) -> str:
    kind = type(control).__name__
    return f"{kind} {control.objectName() or '-'} «{control.text()}»"


def find_controls(scope: QWidget, window: QWidget) -> list[Control]:
    """The actions and push buttons a person can reach in `scope` now: enabled and, for a button, shown."""
    if isinstance(scope, QMainWindow):  # its menus and toolbars, which the window's pages do not hold
        actions = menu_actions([*scope.menuBar().actions()])
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


def menu_actions(actions: list[QAction]) -> list[QAction]:
    """A menu's actions and its submenus', each submenu filled as it is before it shows (aboutToShow)."""
    found: list[QAction] = []
    for action in actions:
        found.append(action)
        menu = action.menu()
        if isinstance(menu, QMenu):
            menu.aboutToShow.emit()
            found += menu_actions(menu.actions())
    return found


def select_first_rows(scope: QWidget) -> None:
    """A tab's buttons act on the chosen row: the first row of each list is chosen, as a person would."""
    for view in scope.findChildren(QAbstractItemView):
        model = view.model()
        if model is not None and model.rowCount() and not view.selectionModel().hasSelection():
            view.setCurrentIndex(model.index(0, 0))


def trigger(control: Control) -> None:
    if isinstance(control, QAction):
        control.trigger()
        if control.isCheckable() and control.isChecked() and control.actionGroup() is None:
            control.trigger()  # a switch is put back: the overlay's server stops, the spectator window closes
    else:
        control.click()


def control_keys(controls: list[Control]) -> list[tuple[str, int]]:
    """A name per control that survives the page being built again: its kind, name and text, numbered."""
    seen: dict[str, int] = {}
    keys = []
    for control in controls:
        name = control_name(control)
        seen[name] = seen.get(name, -1) + 1
        keys.append((name, seen[name]))
    return keys


def trigger_everything(
    qtbot: Any, window: QWidget, places: list[Place], after: Callable[[str], None] | None = None
) -> list[str]:
    """Each control of each place, triggered with the window brought back to that place first (the list's
    first rows chosen); returns what was triggered. Fails with every control whose slot raised. `after` is
    told each control's name once it was triggered (what it showed is on screen then)."""
    done: list[str] = []
    failures: list[str] = []
    for place in places:
        select_first_rows(place.enter())
        for key in control_keys(place.controls(window)):
            if not window.isVisible():
                window.show()
            select_first_rows(place.enter())
            controls = place.controls(window)
            found = dict(zip(control_keys(controls), controls, strict=True))
            if key not in found:
                continue  # gone with what an earlier control did (a row deleted, a draw saved)
            name = f"{place.name}: {key[0]}"
            with qtbot.capture_exceptions() as raised:
                trigger(found[key])
                QApplication.processEvents()
            done.append(name)
            if after is not None:
                after(name)
            if raised:
                failures.append(f"{name}: {raised[0][1]!r}")
    assert not failures, "\n".join(failures)
    return done


def full_tournament(store: Any) -> int:
    """The spec's example as the organiser kept it: stages, draws, absences, an adjustment, corrections."""
    document = json.loads((EXCHANGE / "white-nights-2016-organiser.json").read_text("utf-8"))
    return int(store.import_tournament(document))


def empty_tournament(store: Any) -> int:
    full = json.loads((EXCHANGE / "white-nights-2016.json").read_text("utf-8"))
    document = {key: full[key] for key in ("format", "version", "ruleset")}
    return int(store.import_tournament({**document, "name": "Пустой турнир", "players": [], "games": []}))


def menus(window: QMainWindow, enter: Callable[[], QWidget]) -> Callable[[], QWidget]:
    """The window's menus and toolbars, with the window on the page `enter` shows."""

    def enter_menus() -> QWidget:
        enter()
        return window

    return enter_menus


def organiser_places(w: TournamentWindow, tid: int) -> list[Place]:
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
        Place("menus on the list", menus(w, on_list)),
        *(Place(tab.key, on_tab(tab.key)) for tab in TABS),
        Place("tournament header", on_header, besides=lambda: w.ui.tabs),
        Place("menus on a tournament", menus(w, on_header)),
    ]


SEATS = [{"seat": i, "player": f"Игрок {i}", "player_id": None} for i in range(1, 11)]


def host_places(w: MainWindow, start_game: Callable[[], None]) -> list[Place]:
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
        Place("menus on the start page", menus(w, on_home)),
        Place("game screen", on_game),
        Place("menus on the game screen", menus(w, on_game)),
    ]

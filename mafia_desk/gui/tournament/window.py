"""The organiser's window: the list of tournaments, and one open tournament in tabs.

A window of its own beside the host's game screen, on the same Store: the organiser keeps it open while a
table plays, and a result stored at that table shows here at once (gui/common/store_signals.py).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QModelIndex
from PySide6.QtGui import QAction, QCloseEvent, QDragEnterEvent, QDropEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import QMainWindow, QWidget

from mafia_desk.atomic_write import write_atomically
from mafia_desk.game.translatable import QT_TRANSLATE_NOOP
from mafia_desk.gui.common import dialogs, heap_freeze
from mafia_desk.gui.common.retranslate import is_language_change, refresh_item_views, refresh_menus
from mafia_desk.gui.common.rows_model import ROW_ROLE, Column, RowsModel, selected_rows, sorted_proxy
from mafia_desk.gui.common.store_signals import store_signals
from mafia_desk.gui.common.window_size import fit_to_screen
from mafia_desk.gui.engine_text import ruleset_file_name as ruleset_display_name
from mafia_desk.gui.forms.ui_tournament_window import Ui_TournamentWindow
from mafia_desk.gui.tournament.charts_tab import ChartsTab
from mafia_desk.gui.tournament.games_tab import GamesTab
from mafia_desk.gui.tournament.judges_tab import JudgesTab
from mafia_desk.gui.tournament.players_tab import PlayersTab
from mafia_desk.gui.tournament.protests_tab import ProtestsTab
from mafia_desk.gui.tournament.rounds_tab import RoundsTab
from mafia_desk.gui.tournament.standings_tab import StandingsTab
from mafia_desk.gui.tournament.workspace import REFUSALS, LiveReader, TournamentWorkspace
from mafia_desk.reports.seating_sheets import stage_label
from mafia_desk.store.commits import EVENT, TOURNAMENTS, Commit
from mafia_desk.store.records import TournamentSummary
from mafia_desk.store.store import Store

if TYPE_CHECKING:
    from mafia_desk.gui.tournament.ratings_view import RatingsView
from mafia_desk.tournament.errors import TournamentFileError
from mafia_desk.tournament.load import read_tournament_json


def _dates(t: TournamentSummary) -> str:
    if t.start_date and t.end_date and t.start_date != t.end_date:
        return f"{t.start_date} – {t.end_date}"
    return t.start_date or t.end_date or ""


@dataclass(frozen=True)
class Tab:
    """One tab of an open tournament: its key (`TournamentWindow.tabs`), its title, and the page built on the
    tournament's workspace."""

    key: str
    title: object  # QT_TRANSLATE_NOOP's source, translated when the tabs are built
    page: Callable[[TournamentWorkspace, QWidget], QWidget]


# The organiser's tabs, in their order: a new tab is one row here and its own module.
TABS = (
    Tab("players", QT_TRANSLATE_NOOP("TournamentWindow", "&Players"), PlayersTab),
    Tab("rounds", QT_TRANSLATE_NOOP("TournamentWindow", "&Rounds"), RoundsTab),
    Tab("games", QT_TRANSLATE_NOOP("TournamentWindow", "&Games"), GamesTab),
    Tab("judges", QT_TRANSLATE_NOOP("TournamentWindow", "&Judges"), JudgesTab),
    Tab("protests", QT_TRANSLATE_NOOP("TournamentWindow", "Pr&otests"), ProtestsTab),
    Tab("standings", QT_TRANSLATE_NOOP("TournamentWindow", "&Standings"), StandingsTab),
    Tab("charts", QT_TRANSLATE_NOOP("TournamentWindow", "&Charts"), ChartsTab),
)


class TournamentWindow(QMainWindow):
    # Set on the tournament server's window (gui/server_actions.py): its workspaces read who plays each
    # table and re-read off the GUI thread.
    live_reader: LiveReader | None = None

    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_TournamentWindow()
        self.ui.setupUi(self)
        self.store = store
        self.workspace: TournamentWorkspace | None = None
        self.tabs: dict[str, QWidget] = {}
        self._list_stale = False
        self.model: RowsModel[TournamentSummary] = RowsModel(
            [
                Column(lambda: self.tr("Name"), lambda t: t.name),
                Column(lambda: self.tr("Ruleset"), lambda t: ruleset_display_name(t.ruleset_id)),
                Column(lambda: self.tr("Dates"), _dates, sort=lambda t: t.start_date or ""),
                Column(lambda: self.tr("Games"), lambda t: str(t.games), sort=lambda t: t.games, right=True),
                Column(lambda: self.tr("Archived"), lambda t: self.tr("archived") if t.archived else ""),
            ],
            self,
        )
        self.proxy = sorted_proxy(self.model, self)
        ui = self.ui
        ui.tournamentsView.setModel(self.proxy)
        ui.tournamentsView.horizontalHeader().setStretchLastSection(True)
        ui.tournamentsView.activated.connect(self._open_index)  # Enter or a double-click
        ui.searchEdit.textChanged.connect(self.proxy.setFilterFixedString)
        ui.archivedBox.toggled.connect(lambda _on: self.refresh_list())
        ui.newButton.clicked.connect(self.new_tournament)
        ui.openButton.clicked.connect(self.open_selected)
        ui.importButton.clicked.connect(self.import_file)
        ui.exportButton.clicked.connect(self.export_selected)
        ui.archiveButton.clicked.connect(self.archive_selected)
        ui.backButton.clicked.connect(self.show_list)
        ui.detailsButton.clicked.connect(self.edit_details)
        ui.actionNew.triggered.connect(self.new_tournament)
        ui.actionNew.setShortcut(QKeySequence.StandardKey.New)
        ui.actionImport.triggered.connect(self.import_file)
        self.action_import_games = QAction(self)
        self.action_import_games.setObjectName("actionImportGames")
        ui.menuTournament.insertAction(ui.actionMerge, self.action_import_games)
        self.action_import_games.triggered.connect(self.import_games)
        self._name_code_actions()
        ui.actionMerge.triggered.connect(self.merge_file)
        ui.actionExport.triggered.connect(self.export_current)
        ui.actionList.triggered.connect(self.show_list)
        ui.actionClose.triggered.connect(self.close)
        self.ratings_view: RatingsView | None = None
        self.actionRatings = QAction(self)
        self.actionRatings.setObjectName("actionRatings")
        self.actionRatings.triggered.connect(self.show_ratings)
        ui.menuTournament.insertAction(ui.actionClose, self.actionRatings)
        self.actionRatings.setText(self.tr("&Ratings across tournaments"))
        ui.actionClose.setShortcut(QKeySequence.StandardKey.Close)
        # A bound method, never a lambda: Qt drops a destroyed window's connections only for its own slots.
        store_signals().follow(store).committed.connect(self._on_commit)
        self.setAcceptDrops(True)
        fit_to_screen(self, 1280, 800)
        self.refresh_list()
        self.show_list()

    def showEvent(self, event: QShowEvent) -> None:
        # The organiser's window is hidden, not deleted, when closed (main_window.show_tournaments shows it
        # again): the open tournament is frozen again with it.
        if self.workspace is not None:
            heap_freeze.hold(self)
        super().showEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        super().closeEvent(event)
        if event.isAccepted():
            heap_freeze.release(self)

    def changeEvent(self, event: QEvent) -> None:
        # a window closed with its store (the organiser's window on the server) has nothing left to re-read
        if is_language_change(event) and not self.store.closed:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """The form's texts, then the list's headers and cells; an open tournament's tabs, whose widgets are
        partly built in code, are built again in the new language on the same tab."""
        self.ui.retranslateUi(self)
        self._name_code_actions()
        self.actionRatings.setText(self.tr("&Ratings across tournaments"))
        on_ratings = self.ratings_view is not None and self.ui.pages.currentWidget() is self.ratings_view
        if self.ratings_view is not None:
            self.ratings_view.retranslate()
        if on_ratings:
            self.setWindowTitle(self.tr("Ratings"))
        elif self.workspace is not None and self.ui.pages.currentWidget() is self.ui.tournamentPage:
            tab = self.ui.tabs.currentIndex()
            if self.open_tournament(self.workspace.tournament_id) is not None:
                self.ui.tabs.setCurrentIndex(tab)
        else:
            self.setWindowTitle(self.tr("Tournaments"))
        refresh_item_views(self)
        refresh_menus(self)

    def _on_commit(self, commit: Commit) -> None:
        """The list follows its store: a tournament created, imported or archived at once; a tournament's
        change (its game counts) only while the list is on screen, else when it is shown again; a host's
        key press (EVENT) never."""
        if commit.store is not self.store or self.store.closed:
            return
        if commit.kind == TOURNAMENTS:
            self.refresh_list()
        elif commit.tournament_id is None or commit.kind == EVENT:
            return
        elif self.ui.pages.currentWidget() is self.ui.listPage:
            self.refresh_list()
        else:
            self._list_stale = True

    # --- the list ---
    def refresh_list(self) -> None:
        if self.store.closed:
            return
        try:
            rows = self.store.list_tournaments()
        except REFUSALS as err:
            self.statusBar().showMessage(str(err), 8000)
            return
        if not self.ui.archivedBox.isChecked():
            rows = [t for t in rows if not t.archived]
        self.model.set_rows(rows)
        self.ui.tournamentsView.resizeColumnsToContents()

    def show_list(self) -> None:
        if self._list_stale:
            self._list_stale = False
            self.refresh_list()
        self.ui.pages.setCurrentWidget(self.ui.listPage)
        self.setWindowTitle(self.tr("Tournaments"))
        self.ui.tournamentsView.setFocus()

    def show_ratings(self) -> RatingsView:
        """Tournament → Ratings: every stored tournament rated together, a page of this window."""
        if self.ratings_view is None:
            from mafia_desk.gui.tournament.ratings_view import RatingsView

            self.ratings_view = RatingsView(self.store, self.ui.pages)
            self.ratings_view.back.connect(self.show_list)
            self.ui.pages.addWidget(self.ratings_view)
        self.ui.pages.setCurrentWidget(self.ratings_view)
        self.setWindowTitle(self.tr("Ratings"))
        self.ratings_view.table.setFocus()
        return self.ratings_view

    def _selected(self) -> TournamentSummary | None:
        rows = selected_rows(self.ui.tournamentsView)
        if rows:
            return rows[0]  # type: ignore[no-any-return]
        if self.proxy.rowCount() == 1:
            return self.proxy.data(self.proxy.index(0, 0), ROW_ROLE)  # type: ignore[no-any-return]
        return None

    def _open_index(self, index: QModelIndex) -> None:
        summary = self.proxy.data(index, ROW_ROLE)
        if summary is not None:
            self.open_tournament(summary.id)

    def open_selected(self) -> None:
        summary = self._selected()
        if summary is None:
            self.statusBar().showMessage(self.tr("Choose a tournament in the list first."), 6000)
            return
        self.open_tournament(summary.id)

    def new_tournament(self) -> int | None:
        from mafia_desk.gui.tournament.new_tournament_dialog import NewTournamentDialog

        dialog = NewTournamentDialog(self.store, self)
        if dialog.exec() != NewTournamentDialog.DialogCode.Accepted or dialog.created_id is None:
            return None
        self.open_tournament(dialog.created_id)
        return dialog.created_id

    def import_file(self, path: str | None = None) -> int | None:
        if not path:
            path = dialogs.open_file(
                self, self.tr("Import an exchange file"), "", self.tr("Tournament files (*.json)")
            )
        if not path:
            return None
        try:
            tid = self.store.import_tournament(read_tournament_json(path))
        except TournamentFileError as err:
            dialogs.warn(self, self.tr("The file was not imported"), str(err))
            return None
        except REFUSALS as err:
            dialogs.warn(self, self.tr("The file was not imported"), str(err))
            return None
        self.statusBar().showMessage(self.tr("Imported {0}.").format(Path(path).name), 8000)
        return tid

    def _name_code_actions(self) -> None:
        """The actions built in code, not in the form: named again on a change of language."""
        self.action_import_games.setText(self.tr("Import &games from mafiaratings or Polemica…"))

    def import_games(self) -> None:
        """Tournament → Import games…: another system's games as game logs (docs/import-games.md)."""
        from mafia_desk.gui.tournament.game_import import ask_and_import

        ask_and_import(self, self.import_file)

    def merge_file(self, path: str | None = None) -> None:
        """File → Merge: another laptop's exchange file into the open tournament, after a preview."""
        games = self.tabs.get("games")
        if self.workspace is None or not isinstance(games, GamesTab):
            self.statusBar().showMessage(self.tr("Open a tournament first."), 6000)
            return
        games.merge_file(path)

    def _export(self, tournament_id: int, name: str) -> str | None:
        suggested = re.sub(r"[^\w.-]+", "_", name).strip("_") + ".json"
        path = dialogs.save_file(
            self, self.tr("Export to an exchange file"), suggested, self.tr("Tournament files (*.json)")
        )
        if not path:
            return None
        try:
            document = self.store.export_tournament(tournament_id)
            write_atomically(path, json.dumps(document, ensure_ascii=False, indent=2) + "\n")
        except OSError as err:
            dialogs.warn(self, self.tr("Not exported"), f"{path}: {err.strerror or err}")
            return None
        except REFUSALS as err:
            dialogs.warn(self, self.tr("Not exported"), str(err))
            return None
        self.statusBar().showMessage(self.tr("Exported to {0}.").format(path), 8000)
        return path

    def export_selected(self) -> None:
        summary = self._selected()
        if summary is not None:
            self._export(summary.id, summary.name)

    def export_current(self) -> None:
        if self.workspace is not None and self.ui.pages.currentWidget() is self.ui.tournamentPage:
            self._export(self.workspace.tournament_id, self.workspace.tournament.name)
        else:
            self.export_selected()

    def archive_selected(self) -> None:
        summary = self._selected()
        if summary is None:
            self.statusBar().showMessage(self.tr("Choose a tournament in the list first."), 6000)
            return
        try:
            self.store.set_tournament_archived(summary.id, not summary.archived)
        except REFUSALS as err:
            dialogs.warn(self, self.tr("Not archived"), str(err))
            return
        text = (
            self.tr("{0} is back in the list.")
            if summary.archived
            else self.tr("{0} is archived: tick “Show archived” to see it again.")
        )
        self.statusBar().showMessage(text.format(summary.name), 8000)

    # --- one tournament ---
    def open_tournament(self, tournament_id: int) -> TournamentWorkspace | None:
        try:
            workspace = TournamentWorkspace(self.store, tournament_id, self, live=self.live_reader)
        except REFUSALS as err:
            dialogs.warn(self, self.tr("Cannot open the tournament"), str(err))
            return None
        if self.workspace is not None:
            self.workspace.deleteLater()
        self.workspace = workspace
        tabs = self.ui.tabs
        while tabs.count():
            page = tabs.widget(0)
            tabs.removeTab(0)
            page.deleteLater()
        self.tabs = {}
        for tab in TABS:
            self.tabs[tab.key] = tab.page(workspace, tabs)
            tabs.addTab(self.tabs[tab.key], QCoreApplication.translate("TournamentWindow", str(tab.title)))
        workspace.changed.connect(self._show_header)
        workspace.refused.connect(lambda text: self.statusBar().showMessage(text, 10000))
        self._show_header()
        self.ui.pages.setCurrentWidget(self.ui.tournamentPage)
        tabs.setFocus()
        # What was just read (the stored games, kept by the store for every later re-read) lives as long as
        # the tournament is open: out of the cyclic collector's way while the window shows it, whose full
        # passes over it cost a 300-player tournament a fifth of its redraw after a saved game
        # (gui/common/heap_freeze.py, benchmarks/standings_view.py). Released when the window closes.
        if self.isVisible():
            heap_freeze.hold(self)
        return workspace

    def edit_details(self) -> bool:
        """Venue, dates, judges and the ruleset's options of the open tournament."""
        from mafia_desk.gui.tournament.new_tournament_dialog import NewTournamentDialog

        if self.workspace is None:
            return False
        dialog = NewTournamentDialog(self.store, self, editing=self.workspace.tournament_id)
        if dialog.exec() != NewTournamentDialog.DialogCode.Accepted:
            return False
        self.statusBar().showMessage(self.tr("Details saved."), 6000)
        return True

    def _show_header(self) -> None:
        if self.workspace is None:
            return
        snap = self.workspace.snapshot
        t, info = snap.tournament, snap.info
        self.ui.tournamentTitle.setText(t.name)
        self.setWindowTitle(t.name)
        parts = [ruleset_display_name(t.ruleset)]
        if info.venue:
            parts.append(info.venue)
        dates = " – ".join(d for d in (t.start, t.end) if d)
        if dates:
            parts.append(dates)
        if t.judges:
            parts.append(self.tr("judges: {0}").format(", ".join(t.judges)))
        stages = " · ".join(
            f"{stage_label(s.id)} ×{s.coefficient if s.coefficient is not None else 1}" for s in snap.stages
        )
        parts.append(stages)
        parts.append(self.tr("{0} players, {1} games").format(len(t.players), len(t.games)))
        self.ui.tournamentDetails.setText(" · ".join(parts))

    # --- a file dropped on the window: merged into the open tournament, imported otherwise ---
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        urls = event.mimeData().urls()
        if len(urls) == 1 and urls[0].isLocalFile() and urls[0].toLocalFile().lower().endswith(".json"):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        path = event.mimeData().urls()[0].toLocalFile()
        event.acceptProposedAction()
        if self.workspace is not None and self.ui.pages.currentWidget() is self.ui.tournamentPage:
            self.merge_file(path)
        else:
            self.import_file(path)

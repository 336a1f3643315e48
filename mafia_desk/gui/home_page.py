"""The start page: a new club game, a game from a tournament draw, or an unfinished game to resume."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QListWidgetItem, QWidget

from mafia_desk.gui.common.retranslate import is_language_change
from mafia_desk.gui.forms.ui_home_page import Ui_HomePage
from mafia_desk.store.records import GameSummary


class HomePage(QWidget):
    new_game_requested = Signal()
    draw_game_requested = Signal()  # the same dialog, opened on the first saved draw's table
    tournaments_requested = Signal()  # the organiser's window
    resume_requested = Signal(int)
    server_table_requested = Signal()  # a table of the tournament server's draw

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_HomePage()
        self.ui.setupUi(self)
        self.ui.newClubGameButton.clicked.connect(self.new_game_requested)
        self.ui.tournamentGameButton.clicked.connect(self.draw_game_requested)
        self.ui.tournamentsButton.clicked.connect(self.tournaments_requested)
        self.ui.serverTableButton.clicked.connect(self.server_table_requested)
        self.ui.resumeButton.clicked.connect(self._resume_selected)
        self.ui.unfinishedList.itemActivated.connect(
            lambda item: self.resume_requested.emit(item.data(Qt.ItemDataRole.UserRole))
        )
        self._unfinished: list[GameSummary] = []

    def changeEvent(self, event: QEvent) -> None:
        if is_language_change(event):
            self.ui.retranslateUi(self)
            self.show_unfinished(self._unfinished)
        super().changeEvent(event)

    def show_unfinished(self, games: list[GameSummary]) -> None:
        self._unfinished = list(games)
        self.ui.unfinishedList.clear()
        for g in reversed(games):
            title = g.meta.get("title") or self.tr("Game")
            when = g.created_at.strftime("%Y-%m-%d %H:%M")
            text = self.tr("{0} · table {1} · game {2} · started {3} · {4} actions").format(
                title, g.table or g.meta.get("table", "-"), g.round or g.meta.get("game", "-"), when, g.events
            )
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, g.id)
            self.ui.unfinishedList.addItem(item)
        if games:
            self.ui.unfinishedList.setCurrentRow(0)
        self.ui.resumeButton.setEnabled(bool(games))

    def _resume_selected(self) -> None:
        item = self.ui.unfinishedList.currentItem()
        if item is not None:
            self.resume_requested.emit(item.data(Qt.ItemDataRole.UserRole))

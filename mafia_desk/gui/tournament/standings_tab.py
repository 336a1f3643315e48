"""The Standings tab: the scoring engine's table of the open tournament, redrawn after every stored change.

Part 1 of the organiser's workspace shows the standings as the engine computes them (place, total and the
columns); part 2 adds the stage filter, the advancing line and the per-player breakdown.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView, QLineEdit, QTableView, QVBoxLayout, QWidget

from mafia_desk.gui.common.rows_model import Column, RowsModel, sorted_proxy
from mafia_desk.gui.tournament.workspace import TournamentWorkspace
from mafia_desk.scoring.standings import StandingRow
from mafia_desk.tournament.numbers import format_points


class StandingsTab(QWidget):
    def __init__(self, workspace: TournamentWorkspace, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.model: RowsModel[StandingRow] = RowsModel(
            [
                Column(lambda: self.tr("Place"), lambda r: str(r.place), sort=lambda r: r.place, right=True),
                Column(lambda: self.tr("Player"), lambda r: r.name),
                Column(
                    lambda: self.tr("Total"),
                    lambda r: format_points(r.total),
                    sort=lambda r: r.total,
                    right=True,
                ),
                Column(lambda: self.tr("Games"), lambda r: str(r.games), sort=lambda r: r.games, right=True),
                Column(lambda: self.tr("Wins"), lambda r: str(r.wins), sort=lambda r: r.wins, right=True),
            ],
            self,
        )
        self.proxy = sorted_proxy(self.model, self)
        layout = QVBoxLayout(self)
        self.search = QLineEdit(self)
        self.search.setPlaceholderText(self.tr("Search by name…"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.proxy.setFilterFixedString)
        layout.addWidget(self.search)
        self.view = QTableView(self)
        self.view.setModel(self.proxy)
        self.view.setSortingEnabled(True)
        self.view.setAlternatingRowColors(True)
        self.view.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.view.verticalHeader().hide()
        layout.addWidget(self.view)
        workspace.changed.connect(self.refresh)
        self.refresh()
        self.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)  # by place; the organiser may sort otherwise

    def refresh(self) -> None:
        self.model.set_rows(self.workspace.standings().rows)

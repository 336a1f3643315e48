"""Game → Play a table from the server…: the host picks his table of the server's draws.

The list is the server's (`server_tables`): each full table of each saved draw, its players, whether it is
waiting, played (by whom, connected or not) or finished. A finished table cannot be picked; a held one can,
and the main window then asks whether the judge takes it over.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mafia_desk.game.translatable import QT_TRANSLATE_NOOP
from mafia_desk.reports.seating_sheets import stage_label
from mafia_desk.store.sync import FINISHED, PLAYING, WAITING, ServerTable

STATE_TEXT = {
    WAITING: QT_TRANSLATE_NOOP("ServerTableDialog", "waiting"),
    PLAYING: QT_TRANSLATE_NOOP("ServerTableDialog", "playing"),
    FINISHED: QT_TRANSLATE_NOOP("ServerTableDialog", "finished"),
}


def current_rounds(tables: Sequence[ServerTable]) -> list[ServerTable]:
    """Per tournament, the tables of its first round (in the server's order of stages and rounds) that still
    has a table to play: a balanced draw saves every round at once, and the host wants tonight's."""
    current: dict[int, tuple[str, int]] = {}
    for t in tables:
        if t.state != FINISHED and t.tournament_id not in current:
            current[t.tournament_id] = (t.stage, t.round)
    return [t for t in tables if current.get(t.tournament_id) == (t.stage, t.round)]


def state_label(state: str) -> str:
    return QCoreApplication.translate("ServerTableDialog", STATE_TEXT.get(state, state))


class ServerTableDialog(QDialog):
    """`chosen` is the picked table once accepted."""

    def __init__(self, tables: Sequence[ServerTable], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Play a table from the server"))
        self.setMinimumSize(900, 420)
        self.every_table = list(tables)
        self.tables = current_rounds(self.every_table)
        self.chosen: ServerTable | None = None
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr("Pick your table: the game opens seated, and every action reaches the server.")
            if self.tables
            else self.tr("The server has no saved draw with a table to play yet."),
            self,
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        headers = [
            self.tr("Tournament"),
            self.tr("Stage"),
            self.tr("Round"),
            self.tr("Table"),
            self.tr("State"),
            self.tr("Held by"),
            self.tr("Players"),
        ]
        self.view = QTableWidget(len(self.tables), len(headers), self)
        self.view.setHorizontalHeaderLabels(headers)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.verticalHeader().setVisible(False)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(len(headers) - 1, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.view)
        self.every_round = QCheckBox(self.tr("Show every round"), self)
        self.every_round.setEnabled(len(self.tables) < len(self.every_table))
        self.every_round.toggled.connect(self._show_every_round)
        layout.addWidget(self.every_round)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Play this table"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.view.itemSelectionChanged.connect(self._selection)
        self.view.itemDoubleClicked.connect(lambda _item: self.accept())
        layout.addWidget(self.buttons)
        self._fill()

    def _show_every_round(self, on: bool) -> None:
        self.tables = self.every_table if on else current_rounds(self.every_table)
        self._fill()

    def _fill(self) -> None:
        self.view.clearSelection()
        self.view.setRowCount(len(self.tables))
        first_open = -1
        for row, t in enumerate(self.tables):
            if t.holder is None:
                holder = ""
            elif t.connected:
                holder = self.tr("{0} (connected)").format(t.holder)
            else:
                holder = self.tr("{0} (not connected)").format(t.holder)
            cells = [
                t.tournament,
                stage_label(t.stage),
                str(t.round),
                str(t.table),
                state_label(t.state),
                holder,
            ]
            cells.append(", ".join(t.names))
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if t.state == FINISHED:
                    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled & ~Qt.ItemFlag.ItemIsSelectable)
                self.view.setItem(row, column, item)
            if first_open < 0 and t.state == WAITING:
                first_open = row
        if first_open >= 0:
            self.view.selectRow(first_open)
        self._selection()

    def pick(self, tournament_id: int, stage: str, round_no: int, table: int) -> None:
        """Select a table by its key (the keyboard's and the tests' way)."""
        if not any((t.stage, t.round) == (stage, round_no) for t in self.tables):
            self.every_round.setChecked(True)
        for row, t in enumerate(self.tables):
            if (t.tournament_id, t.stage, t.round, t.table) == (tournament_id, stage, round_no, table):
                self.view.selectRow(row)
                return
        raise KeyError(table)

    def selected(self) -> ServerTable | None:
        rows = self.view.selectionModel().selectedRows()
        if not rows:
            return None
        t = self.tables[rows[0].row()]
        return None if t.state == FINISHED else t

    def _selection(self) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(self.selected() is not None)

    def accept(self) -> None:
        self.chosen = self.selected()
        if self.chosen is not None:
            super().accept()

"""The Protests tab: the head judge's inbox, every protest of the tournament, open ones first.

Filters by state (open, ruled, upheld, rejected), by round and by name; a protest's whole history beside the
list (what, who, when; each ruling, a revised one marked; the correction that carried out an upheld one).
File a protest…, Rule… (also to revise a ruling) and the game's protocol with the ruling printed on it. Every
change is one store call through `workspace.attempt`; the list redraws from the workspace's snapshot after
each stored change, this laptop's or another's.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QMainWindow,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from mafia_desk.gui.common import dialogs
from mafia_desk.gui.common.rows_model import (
    ROW_ROLE,
    Column,
    RowsModel,
    rows_view,
    selected_rows,
    sorted_proxy,
)
from mafia_desk.gui.common.shown_refresh import refresh_when_shown
from mafia_desk.gui.tournament.games_text import correction_lines, slot_text
from mafia_desk.gui.tournament.protest_text import filer_text, protest_lines, status_text, when_text
from mafia_desk.gui.tournament.workspace import TournamentWorkspace
from mafia_desk.reports.seating_sheets import stage_label
from mafia_desk.tournament.model import Protest

# The state filter's choices: everything, or what the head judge still has to do, or what he decided.
ALL, OPEN, RULED, UPHELD, REJECTED = "all", "open", "ruled", "upheld", "rejected"
_COLOURS = {"open": QColor("#fff4c2"), "upheld": QColor("#dcfce7"), "rejected": QColor("#eef2f7")}


@dataclass(frozen=True)
class ProtestRow:
    protest: Protest
    stage_position: int
    game: str
    filer: str

    @property
    def status(self) -> str:
        return self.protest.status


class ProtestsTab(QWidget):
    def __init__(self, workspace: TournamentWorkspace, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.model: RowsModel[ProtestRow] = RowsModel(
            [
                Column(lambda: self.tr("No."), lambda r: r.protest.id, sort=lambda r: _number(r.protest.id)),
                Column(
                    lambda: self.tr("Game"),
                    lambda r: r.game,
                    sort=lambda r: (r.stage_position, r.protest.round, r.protest.table),
                ),
                Column(lambda: self.tr("Filed by"), lambda r: r.filer),
                Column(
                    lambda: self.tr("Filed at"),
                    lambda r: when_text(r.protest.at),
                    sort=lambda r: r.protest.at,
                ),
                Column(
                    lambda: self.tr("State"), lambda r: status_text(r.status), sort=lambda r: _rank(r.status)
                ),
                Column(lambda: self.tr("Ruling"), self._ruling_cell, tooltip=self._ruling_cell),
                Column(
                    lambda: self.tr("Protest"), lambda r: r.protest.text, tooltip=lambda r: r.protest.text
                ),
            ],
            self,
            background=lambda r: _COLOURS.get(r.status),
        )
        self.proxy = sorted_proxy(self.model, self)
        layout = QVBoxLayout(self)
        filters = QHBoxLayout()
        self.state_box = QComboBox(self)
        for value, text in (
            (ALL, self.tr("All protests")),
            (OPEN, self.tr("Waiting for a ruling")),
            (RULED, self.tr("Ruled")),
            (UPHELD, self.tr("Upheld")),
            (REJECTED, self.tr("Rejected")),
        ):
            self.state_box.addItem(text, value)
        self.round_box = QComboBox(self)
        self.search = QLineEdit(self)
        self.search.setPlaceholderText(self.tr("Search by name or text…"))
        self.search.setClearButtonEnabled(True)
        filters.addWidget(self.state_box)
        filters.addWidget(self.round_box)
        filters.addWidget(self.search, 1)
        layout.addLayout(filters)
        self.view = rows_view(self.proxy, self)
        self.view.horizontalHeader().setSectionResizeMode(6, QHeaderView.ResizeMode.Stretch)
        self.detail = QPlainTextEdit(self)
        self.detail.setReadOnly(True)
        split = QSplitter(Qt.Orientation.Horizontal, self)
        split.addWidget(self.view)
        split.addWidget(self.detail)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        layout.addWidget(split, 1)
        buttons = QHBoxLayout()
        self.file_button = QPushButton(self.tr("&File a protest…"), self)
        self.rule_button = QPushButton(self.tr("R&ule…"), self)
        self.protocol_button = QPushButton(self.tr("The game's &protocol…"), self)
        for button in (self.file_button, self.rule_button, self.protocol_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.file_button.clicked.connect(lambda: self.file_protest())
        self.rule_button.clicked.connect(lambda: self.rule_selected())
        self.protocol_button.clicked.connect(lambda: self.show_protocol())
        self.view.doubleClicked.connect(lambda _index: self.rule_selected())
        self.view.selectionModel().selectionChanged.connect(lambda *_: self._selection_changed())
        self.search.textChanged.connect(self.proxy.setFilterFixedString)
        self.state_box.currentIndexChanged.connect(lambda _i: self._show_rows())
        self.round_box.currentIndexChanged.connect(lambda _i: self._show_rows())
        self.rows: list[ProtestRow] = []
        refresh_when_shown(self, workspace.changed, self.refresh)
        self.refresh()
        self.view.sortByColumn(4, Qt.SortOrder.AscendingOrder)

    # --- showing ---
    def _ruling_cell(self, row: ProtestRow) -> str:
        ruling = row.protest.ruling
        if ruling is None:
            return ""
        return f"{ruling.by}: {ruling.reason}"

    def refresh(self) -> None:
        snap = self.workspace.snapshot
        names = snap.names()
        position = {s.id: i for i, s in enumerate(snap.stages)}
        self.rows = [
            ProtestRow(
                p,
                position.get(p.stage, 99),
                slot_text(stage_label(p.stage), p.round, p.table),
                filer_text(p, names),
            )
            for p in snap.tournament.protests
        ]
        chosen = self.round_box.currentData()
        self.round_box.blockSignals(True)
        self.round_box.clear()
        self.round_box.addItem(self.tr("All rounds"), None)
        for stage, round_ in sorted(
            {(r.protest.stage, r.protest.round) for r in self.rows},
            key=lambda k: (position.get(k[0], 99), k[1]),
        ):
            self.round_box.addItem(
                self.tr("{0}, round {1}").format(stage_label(stage), round_), (stage, round_)
            )
        self.round_box.setCurrentIndex(max(0, self.round_box.findData(chosen)) if chosen is not None else 0)
        self.round_box.blockSignals(False)
        self._show_rows()

    def _show_rows(self) -> None:
        chosen = self.selected()
        state = self.state_box.currentData()
        round_ = self.round_box.currentData()
        rows = [
            r
            for r in self.rows
            if (state == ALL or r.status == state or (state == RULED and r.status != OPEN))
            and (round_ is None or (r.protest.stage, r.protest.round) == round_)
        ]
        self.model.set_rows(rows)
        self.view.resizeColumnsToContents()
        self.view.horizontalHeader().setSectionResizeMode(6, QHeaderView.ResizeMode.Stretch)
        if chosen is not None:
            self.select(chosen.id)
        self._selection_changed()

    def show_state(self, state: str) -> None:
        self.state_box.setCurrentIndex(max(0, self.state_box.findData(state)))

    def select(self, protest_id: str) -> bool:
        for row in range(self.proxy.rowCount()):
            data = self.proxy.data(self.proxy.index(row, 0), ROW_ROLE)
            if data is not None and data.protest.id == protest_id:
                self.view.selectRow(row)
                return True
        return False

    def selected(self) -> Protest | None:
        rows = selected_rows(self.view)
        return rows[0].protest if rows else None

    def _selection_changed(self) -> None:
        protest = self.selected()
        self.rule_button.setEnabled(protest is not None)
        self.protocol_button.setEnabled(protest is not None)
        self.file_button.setEnabled(bool(self.workspace.tournament.games))
        self.detail.setPlainText("" if protest is None else self.detail_text(protest))

    def detail_text(self, protest: Protest) -> str:
        t = self.workspace.tournament
        names = self.workspace.snapshot.names()
        lines = [slot_text(stage_label(protest.stage), protest.round, protest.table), ""]
        lines += protest_lines(protest, names)
        carried = [c for c in t.corrections_of(*protest.slot) if t.protest_of(c) == protest]
        if carried:
            lines += ["", self.tr("Carried out by the correction:")]
            lines += [f"  {correction_lines(c)}" for c in carried]
        elif protest.status == UPHELD:
            lines += ["", self.tr("Upheld without a change to the game's result.")]
        return "\n".join(lines)

    def _say(self, text: str) -> None:
        window = self.window()
        if isinstance(window, QMainWindow):
            window.statusBar().showMessage(text, 8000)

    # --- changes ---
    def file_protest(self, slot: tuple[str, int, int] | None = None) -> str | None:
        """The filing form, on `slot` or the selected protest's game; the new protest's id once stored."""
        from mafia_desk.gui.tournament.protest_dialogs import FileProtestDialog

        chosen = self.selected()
        if slot is None and chosen is not None:
            slot = chosen.slot
        dialog = FileProtestDialog(self.workspace, self, slot=slot)
        dialog.exec()
        if dialog.protest_id is None:
            return None
        self.show_state(ALL)
        self.select(dialog.protest_id)
        self._say(self.tr("Protest {0} filed.").format(dialog.protest_id))
        return dialog.protest_id

    def rule_selected(self) -> bool:
        from mafia_desk.gui.tournament.protest_dialogs import RulingDialog

        protest = self.selected()
        if protest is None:
            self._say(self.tr("Choose a protest first."))
            return False
        if protest.rulings and not dialogs.confirm(
            self,
            self.tr("Revise the ruling"),
            self.tr(
                "Protest {0} is ruled already ({1}). Revise the ruling? The old one stays on record."
            ).format(protest.id, status_text(protest.status)),
        ):
            return False
        dialog = RulingDialog(self.workspace, protest, self)
        dialog.exec()
        if dialog.stored:
            self.select(protest.id)
            self._say(self.tr("Ruling on protest {0} stored.").format(protest.id))
        return dialog.stored

    def show_protocol(self) -> object | None:
        """The protested game's protocol, the rulings printed in its protest box (game_protocol.py)."""
        from mafia_desk.gui.tournament.game_protocol import show_game_protocol

        protest = self.selected()
        if protest is None:
            return None
        return show_game_protocol(self.workspace, protest.slot, self)


def _number(protest_id: str) -> tuple[int, str]:
    digits = "".join(ch for ch in protest_id if ch.isdigit())
    return (int(digits) if digits else 0, protest_id)


def _rank(status: str) -> int:
    return {"open": 0, "upheld": 1, "rejected": 2}.get(status, 3)

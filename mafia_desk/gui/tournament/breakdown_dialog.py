"""Double-click a player in the standings: every point he has, source by source, and the same as a PDF."""

from __future__ import annotations

import re

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mafia_desk.atomic_write import write_atomically
from mafia_desk.game.model import Role
from mafia_desk.gui.common import dialogs
from mafia_desk.gui.tournament.standings_model import role_label
from mafia_desk.reports.breakdown_pdf import breakdown_lines, breakdown_pdf_bytes
from mafia_desk.scoring.standings import StandingRow, Standings
from mafia_desk.tournament.numbers import format_points


def role_name(role: str) -> str:
    return role_label(Role(role)) if role in set(Role) else role


class BreakdownDialog(QDialog):
    def __init__(
        self, tournament: str, row: StandingRow, standings: Standings, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.tournament, self.row, self.standings = tournament, row, standings
        self.setWindowTitle(self.tr("Points of {0}").format(row.shown))
        layout = QVBoxLayout(self)
        self.title = title = QLabel(
            self.tr("{0}: place {1}, total {2}").format(row.shown, row.place, format_points(row.total)), self
        )
        title.setStyleSheet("font-size: 14pt; font-weight: bold;")
        layout.addWidget(title)
        lines = breakdown_lines(row, standings, role_name)
        self.table = QTableWidget(len(lines), 2, self)
        self.table.setHorizontalHeaderLabels([self.tr("Source"), self.tr("Points")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for index, line in enumerate(lines):
            text = QTableWidgetItem(("    " if line.indent else "") + line.text)
            points = QTableWidgetItem(line.points)
            if line.bold:
                font = text.font()
                font.setBold(True)
                text.setFont(font)
                points.setFont(font)
            self.table.setItem(index, 0, text)
            self.table.setItem(index, 1, points)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.pdf_button = buttons.addButton(self.tr("Save as PDF…"), QDialogButtonBox.ButtonRole.ActionRole)
        self.pdf_button.clicked.connect(lambda: self.save_pdf())
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(760, 620)

    def save_pdf(self, path: str | None = None) -> str | None:
        if not path:
            suggested = re.sub(r"[^\w.-]+", "_", f"points-{self.row.shown}").strip("_") + ".pdf"
            path = dialogs.save_file(self, self.tr("Save as PDF"), suggested, "PDF (*.pdf)")
        if not path:
            return None
        try:
            write_atomically(path, breakdown_pdf_bytes(self.tournament, self.row, self.standings, role_name))
        except OSError as err:
            dialogs.warn(self, self.tr("Not saved"), f"{path}: {err.strerror or err}")
            return None
        return path

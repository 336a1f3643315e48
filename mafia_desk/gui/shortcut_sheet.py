"""F1: every key from the registry, so the sheet can never list a key the screen does not have."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QHeaderView, QTableWidgetItem, QWidget

from mafia_desk.gui.forms.ui_shortcut_sheet import Ui_ShortcutSheet
from mafia_desk.gui.shortcuts import sheet_rows


class ShortcutSheet(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_ShortcutSheet()
        self.ui.setupUi(self)
        rows = sheet_rows()
        table = self.ui.keysTable
        table.setHorizontalHeaderLabels([self.tr("Group"), self.tr("Keys"), self.tr("What it does")])
        table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for col, text in enumerate(row):
                table.setItem(r, col, QTableWidgetItem(text))
        table.verticalHeader().setVisible(False)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.ui.buttonBox.rejected.connect(self.reject)
        self.ui.buttonBox.accepted.connect(self.accept)

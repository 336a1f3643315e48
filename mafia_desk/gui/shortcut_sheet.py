"""F1: every key from the registry, so the sheet can never list a key the screen does not have.

The sheet must be read at a glance on a 1366×768 laptop, so the table is as tall as its rows (no scroll
bar), and the two multi-press entries a host gets wrong, the zero night's picks and the ballot, are explained
under it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QDialog, QHeaderView, QTableWidgetItem, QWidget

from mafia_desk.gui.common.scroll_body import scroll_body
from mafia_desk.gui.forms.ui_shortcut_sheet import Ui_ShortcutSheet
from mafia_desk.gui.shortcuts import sheet_rows


class ShortcutSheet(QDialog):
    def __init__(self, parent: QWidget | None = None, best_move_victim: str | None = None) -> None:
        """`best_move_victim`: the open game's ruleset option, so the sheet names the seat that makes the
        best move as that game's rules do (night1 or first_shot); None outside a game."""
        super().__init__(parent)
        self.best_move_victim = best_move_victim
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
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 5)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        table.setWordWrap(False)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        height = table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
        height += sum(table.rowHeight(r) for r in range(len(rows)))
        table.setFixedHeight(height)
        self.ui.explainLabel.setText(self.explanation())
        self.ui.buttonBox.rejected.connect(self.reject)
        self.ui.buttonBox.accepted.connect(self.accept)
        self.resize(960, self.sizeHint().height())
        # Whole on a 1366x768 laptop in English; the Russian explanation is longer and scrolls a little,
        # the Close button always in view.
        scroll_body(self, self.ui.buttonBox)

    def explanation(self) -> str:
        zero = self.tr(
            "<b>Zero night.</b> Press the don, the first mafia, the second mafia and the sheriff, in that "
            "order; the 4th press records them. The seats stay unmarked; the status line shows the picks as "
            "bare seat numbers, in that order. A seat pressed twice is refused: Backspace takes back the "
            "last pick, − clears them all."
        )
        ballot = self.tr(
            "<b>Vote.</b> The candidates are voted in the order of nomination. For the one highlighted, "
            "press the seats whose hands are up (a second press takes a hand back); + marks every seat "
            "that has not voted yet, − nobody (0 votes is always − : Enter with no seat pressed is refused). "
            "Enter records the hands and moves to the next candidate. The last candidate (and a lone "
            "candidate from day 2 on) gets every hand not yet given: the screen shows them, Enter closes "
            "the vote; a foul or a removal may still be given while his hands are up. After each ballot "
            "the status line says how it ended; the table keeps who voted for whom until the night."
        )
        if self.best_move_victim == "night1":
            who = self.tr("The player shot on the first night")
        elif self.best_move_victim == "first_shot":
            who = self.tr("The first player shot, on whichever night")
        else:
            who = self.tr("The victim the game's rules allow")
        best = self.tr(
            "<b>Best move.</b> {0} names 3 seats in the last words: press them; − records no best move."
        ).format(who)
        return f"<p>{zero}</p><p>{ballot}</p><p>{best}</p>"

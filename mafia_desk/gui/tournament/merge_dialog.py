"""Another laptop's exchange file, previewed before it is merged: what is new, what is already here, what
conflicts, with both versions of each conflict side by side.

The preview is the store's own comparison (`Store.merge_preview`), the one the merge runs, so "Merge" is
offered exactly when the merge would go through; the merge itself is one import (one transaction) that
checks everything again, so a game finished here while the dialog was open cannot slip past it. A file named
after another tournament is merged only once the organiser ticks that it belongs here (docs/store.md,
"Merging in the window").
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHeaderView, QPushButton, QWidget

from mafia_desk.gui import palette
from mafia_desk.gui.common.rows_model import Column, RowsModel, selected_rows, sorted_proxy
from mafia_desk.gui.forms.ui_merge_dialog import Ui_MergeDialog
from mafia_desk.gui.tournament.games_text import game_lines, refusal_text
from mafia_desk.gui.tournament.workspace import TournamentWorkspace
from mafia_desk.store.records import MergeItem, MergePreview
from mafia_desk.tournament.errors import TournamentFileError
from mafia_desk.tournament.parse import parse_game


def _rank(category: str) -> int:
    """A category's place in the preview; one the file format gains later goes last instead of failing."""
    return _ORDER.index(category) if category in _ORDER else len(_ORDER)


_ORDER = ("tournament", "players", "games", "draws", "corrections", "absences", "adjustments", "closings")
_COLOURS = {"conflict": QColor("#fde2e1"), "new": QColor("#e3f4e6")}


class MergeDialog(QDialog):
    def __init__(
        self,
        workspace: TournamentWorkspace,
        path: str,
        data: dict[str, Any],
        preview: MergePreview,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.ui = Ui_MergeDialog()
        self.ui.setupUi(self)
        ui = self.ui
        ui.problemsLabel.setStyleSheet(palette.ERROR_TEXT_QSS)
        self.workspace = workspace
        self.data = data
        self.preview = preview
        self.merged = False
        self.categories = {
            "tournament": self.tr("tournament"),
            "players": self.tr("players"),
            "games": self.tr("games"),
            "draws": self.tr("draws"),
            "corrections": self.tr("corrections"),
            "absences": self.tr("absences"),
            "adjustments": self.tr("adjustments"),
            "closings": self.tr("stage closings"),
        }
        self.statuses = {
            "new": self.tr("new"),
            "same": self.tr("already here"),
            "conflict": self.tr("conflict"),
        }
        self.model: RowsModel[MergeItem] = RowsModel(
            [
                Column(
                    lambda: self.tr("What"),
                    lambda i: self.categories.get(i.category, i.category),
                    sort=lambda i: _rank(i.category),
                ),
                Column(lambda: self.tr("Which"), lambda i: i.key),
                Column(
                    lambda: self.tr("Status"),
                    lambda i: self.statuses[i.status],
                    sort=lambda i: ("conflict", "new", "same").index(i.status),
                ),
                Column(
                    lambda: self.tr("Stored here"), lambda i: i.stored or "", tooltip=lambda i: i.stored or ""
                ),
                Column(
                    lambda: self.tr("In the file"), lambda i: i.file or "", tooltip=lambda i: i.file or ""
                ),
            ],
            self,
            background=lambda i: _COLOURS.get(i.status),
        )
        self.proxy = sorted_proxy(self.model, self)
        ui.itemsView.setModel(self.proxy)
        ui.itemsView.setSortingEnabled(True)
        header = ui.itemsView.horizontalHeader()
        for column in (3, 4):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        ui.itemsView.verticalHeader().setVisible(False)
        ui.itemsView.setWordWrap(False)
        self.model.set_rows(preview.items)
        ui.itemsView.sortByColumn(2, header.sortIndicatorOrder().AscendingOrder)
        ui.itemsView.resizeColumnsToContents()
        ui.itemsView.selectionModel().selectionChanged.connect(self._show_selected)
        self.merge_button: QPushButton = ui.buttonBox.addButton(
            self.tr("&Merge"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        ui.buttonBox.accepted.connect(self._merge)
        ui.buttonBox.rejected.connect(self.reject)
        ui.fileLabel.setText(self.tr("{0} into {1}").format(Path(path).name, preview.stored_name))
        self.other_name = preview.file_name != preview.stored_name
        ui.otherNameBox.setVisible(self.other_name)
        ui.otherNameBox.setText(
            self.tr("The file is for the tournament “{0}”: merge it into “{1}” all the same").format(
                preview.file_name, preview.stored_name
            )
        )
        ui.otherNameBox.toggled.connect(lambda _on: self._update())
        ui.summaryLabel.setText(self._summary())
        if self.proxy.rowCount():
            ui.itemsView.selectRow(0)
        self._update()

    def _summary(self) -> str:
        counts: dict[str, Counter[str]] = {s: Counter() for s in ("new", "same", "conflict")}
        for item in self.preview.items:
            counts[item.status][item.category] += 1

        def listed(status: str) -> str:
            parts = [
                f"{self.categories.get(c, c)} {n}"
                for c, n in sorted(counts[status].items(), key=lambda kv: _rank(kv[0]))
            ]
            return ", ".join(parts) if parts else self.tr("nothing")

        return self.tr("New: {0}. Already here: {1}. In conflict: {2}.").format(
            listed("new"), listed("same"), listed("conflict")
        )

    def _update(self) -> None:
        """Merge only a clean file that brings something, and a foreign name only when confirmed."""
        preview, ui = self.preview, self.ui
        reasons: list[str] = []
        if preview.of("conflict"):
            reasons.append(
                self.tr(
                    "Nothing can be merged while the file and this laptop disagree. Resolve each conflict "
                    "on the other laptop (and export again), or correct the game here, then merge the file "
                    "again."
                )
            )
        elif preview.problems:
            reasons.append(self.tr("The merged tournament would break its rules:"))
        reasons.extend(refusal_text(p) for p in preview.problems if not preview.of("conflict"))
        if preview.can_merge and not preview.of("new"):
            reasons.append(self.tr("The file brings nothing new: everything in it is already here."))
        ui.problemsLabel.setText("\n".join(reasons))
        name_ok = not self.other_name or ui.otherNameBox.isChecked()
        self.merge_button.setEnabled(preview.can_merge and bool(preview.of("new")) and name_ok)

    def _show_selected(self) -> None:
        rows = selected_rows(self.ui.itemsView)
        item: MergeItem | None = rows[0] if rows else None
        if item is None:
            self.ui.storedText.setPlainText("")
            self.ui.fileText.setPlainText("")
            return
        self.ui.storedText.setPlainText(self._readable(item, item.stored) or self.tr("(not stored here)"))
        self.ui.fileText.setPlainText(self._readable(item, item.file) or "")

    def _readable(self, item: MergeItem, text: str | None) -> str | None:
        """A game as the judge reads a protocol (names, roles, points), above the file's own words."""
        if text is None or item.category != "games":
            return text
        try:
            game = parse_game(json.loads(text))
        except (ValueError, TournamentFileError):
            return text
        names = {str(p.get("id")): str(p.get("name")) for p in self.data.get("players", [])}
        names.update(self.workspace.snapshot.names())
        return "\n".join([*game_lines(game, names), "", text])

    def _merge(self) -> None:
        if not self.merge_button.isEnabled():
            return
        document = {**self.data, "name": self.preview.stored_name}
        store = self.workspace.store
        _, error = self.workspace.attempt(lambda: store.import_tournament(document))
        if error is not None:
            self.ui.problemsLabel.setText(refusal_text(error))
            return
        self.merged = True
        self.accept()

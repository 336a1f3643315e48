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
import re
from collections import Counter
from pathlib import Path
from typing import Any

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHeaderView, QPushButton, QWidget

from mafia_desk.gui import palette
from mafia_desk.gui.common.rows_model import Column, RowsModel, selected_rows, sorted_proxy
from mafia_desk.gui.forms.ui_merge_dialog import Ui_MergeDialog
from mafia_desk.gui.host_text import team_name
from mafia_desk.gui.tournament.games_text import ended_text, game_lines, refusal_text, slot_text
from mafia_desk.gui.tournament.protest_text import protest_lines
from mafia_desk.gui.tournament.workspace import TournamentWorkspace
from mafia_desk.reports.seating_sheets import stage_label
from mafia_desk.store.records import MergeItem, MergePreview
from mafia_desk.tournament.model import (
    Absence,
    Adjustment,
    Correction,
    Draw,
    Game,
    Player,
    Protest,
    StageClosing,
    exact,
)
from mafia_desk.tournament.numbers import PointsStyle, format_points


def _rank(category: str) -> int:
    """A category's place in the preview; one the file format gains later goes last instead of failing."""
    return _ORDER.index(category) if category in _ORDER else len(_ORDER)


def _plain(text: str) -> str:
    """A tournament detail the store gives as JSON (a quoted name, a list of judges) as plain words."""
    try:
        value = json.loads(text)
    except ValueError:
        return text
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    return str(value)


_ORDER = (
    "tournament",
    "players",
    "games",
    "draws",
    "corrections",
    "absences",
    "adjustments",
    "closings",
    "protests",
)
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
        self.names = {
            str(p.get("id")): str(p.get("name")) for p in data.get("players", []) if isinstance(p, dict)
        }
        self.names.update(workspace.snapshot.names())
        self.categories = {
            "tournament": self.tr("tournament"),
            "players": self.tr("players"),
            "games": self.tr("games"),
            "draws": self.tr("draws"),
            "corrections": self.tr("corrections"),
            "absences": self.tr("absences"),
            "adjustments": self.tr("adjustments"),
            "closings": self.tr("stage closings"),
            "protests": self.tr("protests"),
        }
        self.details = {
            "ruleset": self.tr("ruleset"),
            "stages": self.tr("stages"),
            "venue": self.tr("venue"),
            "start": self.tr("start"),
            "end": self.tr("end"),
            "judges": self.tr("judges"),
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
                Column(lambda: self.tr("Which"), self.which),
                Column(
                    lambda: self.tr("Status"),
                    lambda i: self.statuses[i.status],
                    sort=lambda i: ("conflict", "new", "same").index(i.status),
                ),
                Column(
                    lambda: self.tr("Stored here"),
                    lambda i: self.words(i, i.stored_entry, i.stored),
                    tooltip=lambda i: self.words(i, i.stored_entry, i.stored),
                ),
                Column(
                    lambda: self.tr("In the file"),
                    lambda i: self.words(i, i.file_entry, i.file),
                    tooltip=lambda i: self.words(i, i.file_entry, i.file),
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
        stored = self._readable(item, item.stored_entry, item.stored)
        self.ui.storedText.setPlainText(stored or self.tr("(not stored here)"))
        self.ui.fileText.setPlainText(self._readable(item, item.file_entry, item.file))

    def _readable(self, item: MergeItem, entry: object, text: str | None) -> str:
        """A game as the judge reads a protocol (names, roles, points); anything else in a sentence."""
        if isinstance(entry, Game):
            return "\n".join([self.words(item, entry, text), "", *game_lines(entry, self.names)])
        return self.words(item, entry, text)

    # --- each item in words: names for ids, a sentence for an entry ---
    def _name(self, player: str) -> str:
        return self.names.get(player, player)

    def _stage(self, stage: str) -> str:
        return stage_label(stage)

    def which(self, item: MergeItem) -> str:
        """The entry's name as the organiser knows it: a player's name, a game's stage, round and table."""
        entry = item.file_entry if item.file_entry is not None else item.stored_entry
        if isinstance(entry, Player):
            return entry.name
        if isinstance(entry, Game):
            return slot_text(self._stage(entry.stage), entry.round, entry.table)
        if isinstance(entry, tuple) and entry and isinstance(entry[0], Correction):
            c = entry[0]
            return slot_text(self._stage(c.stage), c.round, c.table)
        if isinstance(entry, Draw):
            return self.tr("{0}, round {1}").format(self._stage(entry.stage), entry.round)
        if isinstance(entry, StageClosing):
            return self._stage(entry.stage)
        if isinstance(entry, Protest):
            return self.tr("protest {0}: {1}").format(
                entry.id, slot_text(self._stage(entry.stage), entry.round, entry.table)
            )
        if isinstance(entry, Absence):
            return self.tr("{0}, {1}, round {2}").format(
                self._name(entry.player), self._stage(entry.stage), entry.round
            )
        if isinstance(entry, Adjustment):
            return self._name(entry.player)
        return self.details.get(item.key, item.key)

    def _stages(self, text: str) -> str:
        """The store's stages text ("[qualifying x1, final x2]", or the ruleset's default) in words."""
        if text == "the ruleset's default stages":
            return self.tr("the ruleset's default stages")
        found = re.findall(r"([\w-]+) x(\S+?)(?:,|\])", text)
        if not found:
            return text
        return ", ".join(self.tr("{0} ×{1}").format(stage_label(stage), k) for stage, k in found)

    def words(self, item: MergeItem, entry: object, text: str | None) -> str:
        """One version of an item in a sentence ("" where there is none)."""
        if entry is None:
            if text is None or item.category != "tournament":
                return ""
            return self._stages(text) if item.key == "stages" else _plain(text)
        if isinstance(entry, Player):
            return ", ".join(v for v in (entry.name, entry.club, entry.city) if v)
        if isinstance(entry, Game) and entry.drawn:
            return self.tr("{0}: a draw ({1})").format(
                slot_text(self._stage(entry.stage), entry.round, entry.table), ended_text(entry)
            )
        if isinstance(entry, Game):
            return self.tr("{0}: {1} won ({2})").format(
                slot_text(self._stage(entry.stage), entry.round, entry.table),
                team_name(entry.winner),
                ended_text(entry),
            )
        if isinstance(entry, tuple):
            return "; ".join(self._correction(c) for c in entry if isinstance(c, Correction))
        if isinstance(entry, Draw):
            out = self.tr("{0} tables drawn").format(len(entry.tables))
            if entry.sitting_out:
                out += self.tr(", sitting out: {0}").format(", ".join(map(self._name, entry.sitting_out)))
            return out
        if isinstance(entry, StageClosing):
            out = self.tr("{0} players enter {1}: {2}; closed by {3} at {4}").format(
                len(entry.through),
                self._stage(entry.stage),
                ", ".join(map(self._name, entry.through)),
                entry.by,
                entry.at,
            )
            for lot in entry.lots:
                out += self.tr("; a lot placed {0}").format(", ".join(map(self._name, lot.order)))
            return out
        if isinstance(entry, Protest):
            return "\n".join(protest_lines(entry, self.names))
        if isinstance(entry, Absence):
            kinds = {
                "missed": self.tr("missed the round"),
                "excused": self.tr("excused"),
                "short_table": self.tr("short table"),
                "bye": self.tr("sat out by the draw"),
            }
            return self.tr("{0}: {1} in {2}, round {3}").format(
                self._name(entry.player),
                kinds.get(entry.kind, entry.kind),
                self._stage(entry.stage),
                entry.round,
            )
        if isinstance(entry, Adjustment):
            points = format_points(exact(entry.points), PointsStyle.PROTOCOL)
            return self.tr("{0}: {1} points outside a game, {2}").format(
                self._name(entry.player), points, entry.reason
            )
        return _plain(text or "")

    def _correction(self, c: Correction) -> str:
        if c.game is None:
            return self.tr("voided by {0} at {1}: {2}").format(c.by, c.at, c.reason)
        if c.game.drawn:
            return self.tr("replaced by {0} at {1}: {2}; now a draw").format(c.by, c.at, c.reason)
        return self.tr("replaced by {0} at {1}: {2}; now {3} won").format(
            c.by, c.at, c.reason, team_name(c.game.winner)
        )

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

"""A player's absence from a round, or points outside any game, each stored as the exchange file's entry.

What an absence costs is the ruleset's (`[scoring.absences]`), so the form says it beside the kind before the
organiser chooses: "missed" may cost points where "excused" costs nothing, and a limit on excused absences or
short tables is refused by the store with the ruleset's own words, like an imported file.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCompleter, QDialog, QWidget

from mafia_desk.gui import palette
from mafia_desk.gui.forms.ui_absence_dialog import Ui_AbsenceDialog
from mafia_desk.gui.tournament.games_text import refusal_text
from mafia_desk.gui.tournament.workspace import TournamentWorkspace
from mafia_desk.reports.seating_sheets import stage_label
from mafia_desk.rulesets.scoring import scoring_rules
from mafia_desk.tournament.numbers import PointsStyle, format_points

ABSENCE, ADJUSTMENT = "absence", "adjustment"


@dataclass(frozen=True)
class Amend:
    """A stored absence or adjustment to edit: its place in the tournament's list, the entry as stored, and
    the judge's name and reason the history records."""

    index: int
    entry: Mapping[str, Any]
    by: str
    reason: str


class AbsenceDialog(QDialog):
    def __init__(
        self,
        workspace: TournamentWorkspace,
        kind: str = ABSENCE,
        parent: QWidget | None = None,
        *,
        player: str | None = None,
        stage: str | None = None,
        round_: int | None = None,
        amend: Amend | None = None,
    ) -> None:
        """`amend`: the stored entry this dialog edits (shown filled in), with the judge's name and reason
        already asked; without it the dialog adds a new entry."""
        super().__init__(parent)
        self.ui = Ui_AbsenceDialog()
        self.ui.setupUi(self)
        ui = self.ui
        ui.errorLabel.setStyleSheet(palette.ERROR_TEXT_QSS)
        self.workspace = workspace
        self.kind = kind
        self.amend = amend
        self.stored = False
        snap = workspace.snapshot
        names = snap.names()
        for reg in snap.registrations:
            ui.playerBox.addItem(names.get(reg.code, reg.name), reg.code)
        ui.playerBox.setInsertPolicy(ui.playerBox.InsertPolicy.NoInsert)
        completer = QCompleter([names.get(r.code, r.name) for r in snap.registrations], ui.playerBox)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        ui.playerBox.setCompleter(completer)
        if player is not None:
            ui.playerBox.setCurrentIndex(max(0, ui.playerBox.findData(player)))
        for s in snap.stages:
            ui.stageBox.addItem(stage_label(s.id), s.id)
        if stage is not None:
            ui.stageBox.setCurrentIndex(max(0, ui.stageBox.findData(stage)))
        if round_ is not None:
            ui.roundBox.setValue(round_)
        rules = scoring_rules(snap.tournament.ruleset).absences
        self.help: dict[str, str] = {
            "missed": self.tr("Missed the round without notice: {0} points under these rules.").format(
                format_points(rules.missed, PointsStyle.PROTOCOL)
            ),
            "excused": self.tr("Announced in advance: no points, no penalty{0}.").format(
                ""
                if rules.excused_max is None
                else self.tr(" (a limit of {0} per player)").format(rules.excused_max)
            ),
            "short_table": self.tr("The table did not play (too few players): {0} points{1}.").format(
                format_points(rules.short_table, PointsStyle.PROTOCOL),
                ""
                if rules.short_table_max is None
                else self.tr(" (a limit of {0} per player)").format(rules.short_table_max),
            ),
            "bye": self.tr("Sat out by the draw: nothing is counted."),
        }
        for value, text in (
            ("missed", self.tr("missed")),
            ("excused", self.tr("excused")),
            ("short_table", self.tr("short table")),
            ("bye", self.tr("bye")),
        ):
            ui.kindBox.addItem(text, value)
        ui.kindBox.currentIndexChanged.connect(self._kind_changed)
        self._kind_changed()
        if kind == ADJUSTMENT:
            self.setWindowTitle(self.tr("Points outside a game"))
            ui.pages.setCurrentWidget(ui.adjustmentPage)
        else:
            self.setWindowTitle(self.tr("Absence from a round"))
            ui.pages.setCurrentWidget(ui.absencePage)
        if amend is not None:
            self._fill(amend.entry)
        ui.buttonBox.accepted.connect(self._accept)
        ui.buttonBox.rejected.connect(self.reject)
        ui.playerBox.setFocus()

    def _fill(self, entry: Mapping[str, Any]) -> None:
        ui = self.ui
        ui.playerBox.setCurrentIndex(max(0, ui.playerBox.findData(entry.get("player"))))
        if self.kind == ADJUSTMENT:
            ui.pointsBox.setValue(float(entry.get("points", 0)))
            ui.reasonEdit.setText(str(entry.get("reason", "")))
        else:
            ui.stageBox.setCurrentIndex(max(0, ui.stageBox.findData(entry.get("stage"))))
            ui.roundBox.setValue(int(entry.get("round", 1)))
            ui.kindBox.setCurrentIndex(max(0, ui.kindBox.findData(entry.get("kind"))))

    def _kind_changed(self) -> None:
        self.ui.kindHelp.setText(self.help.get(str(self.ui.kindBox.currentData()), ""))

    def player(self) -> str | None:
        """The chosen player: the typed name must be one of the list's (a completer may leave text only)."""
        box = self.ui.playerBox
        index = box.findText(box.currentText(), Qt.MatchFlag.MatchExactly)
        return None if index < 0 else str(box.itemData(index))

    def entry(self) -> dict[str, Any]:
        ui = self.ui
        if self.kind == ADJUSTMENT:
            value = round(ui.pointsBox.value(), 2)
            return {
                "player": self.player(),
                "points": int(value) if value == int(value) else value,
                "reason": ui.reasonEdit.text().strip(),
            }
        return {
            "player": self.player(),
            "stage": ui.stageBox.currentData(),
            "round": ui.roundBox.value(),
            "kind": ui.kindBox.currentData(),
        }

    def _accept(self) -> None:
        entry = self.entry()
        if entry["player"] is None:
            self.ui.errorLabel.setText(self.tr("Choose a registered player from the list."))
            return
        if self.kind == ADJUSTMENT:
            if entry["points"] == 0:
                self.ui.errorLabel.setText(self.tr("0 points change nothing: type the points."))
                return
            if not entry["reason"]:
                self.ui.errorLabel.setText(self.tr("Points outside a game need their reason."))
                return
        store, tid = self.workspace.store, self.workspace.tournament_id
        key = "adjustments" if self.kind == ADJUSTMENT else "absences"
        amend = self.amend
        if amend is None:
            _, error = self.workspace.attempt(lambda: store.add_to_tournament(tid, **{key: [entry]}))
        else:
            # The entry's own keys beyond the form's (an imported file's) stay as they were.
            edited = {**amend.entry, **entry}
            _, error = self.workspace.attempt(
                lambda: store.amend_entry(
                    tid, key, amend.index, amend.entry, edited, by=amend.by, reason=amend.reason
                )
            )
        if error is not None:
            self.ui.errorLabel.setText(refusal_text(error))
            return
        self.stored = True
        self.accept()

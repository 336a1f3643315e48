"""Voiding a stored game: the judge's reason and name, and what it does to the standings before it is done.

A void is a correction (`corrections[]` of the exchange file), not a deletion: the game stays in the history,
the standings stop counting it. The judge sees the totals of the table's players now and after, computed by
the scoring engine on the tournament with the correction added, so "void" is never a blind click.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtWidgets import QDialog, QHeaderView, QTableWidgetItem, QWidget

from mafia_desk.gui import palette
from mafia_desk.gui.forms.ui_correction_dialog import Ui_CorrectionDialog
from mafia_desk.gui.tournament.games_text import refusal_text, slot_text
from mafia_desk.gui.tournament.pending_ruling import PendingRuling, store_correction
from mafia_desk.gui.tournament.quick_result_dialog import now_text
from mafia_desk.gui.tournament.workspace import TournamentWorkspace
from mafia_desk.scoring.standings import compute_standings
from mafia_desk.tournament.model import Correction, Game
from mafia_desk.tournament.numbers import format_points


def standings_effect(
    workspace: TournamentWorkspace, correction: Correction, players: tuple[str, ...]
) -> list[tuple[str, str, str]]:
    """(name, total now, total after) of `players` if `correction` were stored."""
    t = workspace.tournament
    after = compute_standings(replace(t, corrections=(*t.corrections, correction)))
    before = workspace.standings()
    names = workspace.snapshot.names()
    return [
        (names.get(p, p), format_points(before.row(p).total), format_points(after.row(p).total))
        for p in players
    ]


class CorrectionDialog(QDialog):
    def __init__(
        self,
        workspace: TournamentWorkspace,
        game: Game,
        parent: QWidget | None = None,
        *,
        ruling: PendingRuling | None = None,
    ) -> None:
        """`ruling`: the upheld protest this void carries out, stored with it (pending_ruling.py)."""
        super().__init__(parent)
        self.ui = Ui_CorrectionDialog()
        self.ui.setupUi(self)
        ui = self.ui
        ui.errorLabel.setStyleSheet(palette.ERROR_TEXT_QSS)
        self.workspace = workspace
        self.game = game
        self.stored = False
        self.ruling = ruling
        ui.gameLabel.setText(
            self.tr("Void the game of {0}").format(slot_text(game.stage, game.round, game.table))
        )
        judges = workspace.tournament.judges or ()
        ui.judgeEdit.setText(judges[0] if judges else "")
        if ruling is not None:
            ui.reasonEdit.setText(ruling.correction_reason())
            ui.judgeEdit.setText(ruling.by)
        ui.effectTable.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Total now"), self.tr("After")])
        ui.effectTable.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        ui.effectTable.verticalHeader().setVisible(False)
        probe = Correction(game.stage, game.round, game.table, "void", "-", "-", now_text())
        rows = standings_effect(workspace, probe, game.players)
        ui.effectTable.setRowCount(len(rows))
        for r, values in enumerate(rows):
            for c, value in enumerate(values):
                ui.effectTable.setItem(r, c, QTableWidgetItem(value))
        ui.buttonBox.accepted.connect(self._accept)
        ui.buttonBox.rejected.connect(self.reject)
        ui.reasonEdit.setFocus()

    def correction(self) -> dict[str, Any]:
        g = self.game
        return {
            "stage": g.stage,
            "round": g.round,
            "table": g.table,
            "action": "void",
            "reason": self.ui.reasonEdit.text().strip(),
            "by": self.ui.judgeEdit.text().strip(),
            "at": now_text(),
        }

    def _accept(self) -> None:
        entry = self.correction()
        if not entry["reason"]:
            self.ui.errorLabel.setText(self.tr("A void needs its reason."))
            return
        if not entry["by"]:
            self.ui.errorLabel.setText(self.tr("A void needs the judge's name."))
            return
        error = store_correction(self.workspace, entry, self.ruling)
        if error is not None:
            self.ui.errorLabel.setText(refusal_text(error))
            return
        self.stored = True
        self.accept()

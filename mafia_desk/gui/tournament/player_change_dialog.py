"""A late arrival, a withdrawal or a substitute, from a given round, with what it costs under the ruleset.

Nothing here is silent: the dialog shows each missed round and its price before anything is stored, a
withdrawal names the saved draws that still seat the player, and a substitute's take-over of those draws is
reported once it is done. The store records the change and its costs in one transaction
(`Store.record_registration_change`); docs/registration.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QComboBox, QDialog, QHeaderView, QTableWidgetItem, QWidget

from mafia_desk.gui.common import dialogs
from mafia_desk.gui.forms.ui_player_change_dialog import Ui_PlayerChangeDialog
from mafia_desk.gui.tournament.workspace import TournamentWorkspace
from mafia_desk.reports.seating_sheets import stage_label
from mafia_desk.rulesets.scoring import scoring_rules
from mafia_desk.store.errors import StoreError
from mafia_desk.store.records import PlayerRecord, RegistrationChangeRecord
from mafia_desk.tournament.registration import (
    missed_rounds,
    next_code,
    round_key,
    unplayed_draws_seating,
)


def points_text(value: Fraction) -> str:
    return f"{float(value):+g}" if value else "0"


def change_text(names: Mapping[str, str], change: RegistrationChangeRecord, where: str) -> str:
    """One line of the changes list: who, what, from when (context "PlayerChanges": the caller's `tr` would
    look the line up under the caller's class, not where lupdate files it)."""

    def who(code: str | None) -> str:
        return "" if code is None else f"{code} {names.get(code, '')}".strip()

    if change.kind == "late":
        return QCoreApplication.translate("PlayerChanges", "Late arrival: {0}, from {1}").format(
            who(change.code), where
        )
    if change.kind == "withdrawal":
        return QCoreApplication.translate("PlayerChanges", "Withdrawal: {0}, from {1}").format(
            who(change.code), where
        )
    return QCoreApplication.translate("PlayerChanges", "Substitute: {0} for {1}, from {2}").format(
        who(change.code), who(change.replaces), where
    )


class PlayerChangeDialog(QDialog):
    def __init__(
        self,
        workspace: TournamentWorkspace,
        kind: str,
        parent: QWidget | None = None,
        *,
        code: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.ui = Ui_PlayerChangeDialog()
        self.ui.setupUi(self)
        self.workspace = workspace
        self.kind = kind
        self.recorded: list[tuple[str, int]] | None = None  # the draws a substitute took over, once stored
        snap = workspace.snapshot
        ui = self.ui
        titles = {
            "late": self.tr("Late arrival"),
            "withdrawal": self.tr("Withdrawal"),
            "substitute": self.tr("Substitute"),
        }
        intros = {
            "late": self.tr(
                "The player arrives from the round below: he is not seated before it, and each round of "
                "that stage he missed is recorded as an absence, missed or excused."
            ),
            "withdrawal": self.tr(
                "The player leaves the tournament from the round below: he is not seated in it or later. "
                "His earlier games keep counting; the rounds he no longer plays are not charged (no absence "
                "is recorded)."
            ),
            "substitute": self.tr(
                "A substitute takes the player's place from the round below. The games before it stay the "
                "replaced player's; from it on, the substitute's games count for the substitute."
            ),
        }
        self.setWindowTitle(titles[kind])
        ui.introLabel.setText(intros[kind])
        if kind == "substitute":
            ui.playerLabel.setText(self.tr("&Replaced player"))
        gone = {c.code for c in snap.changes if c.kind == "withdrawal"}
        gone |= {c.replaces for c in snap.changes if c.replaces}
        names = snap.names()
        for r in snap.registrations:
            if kind != "late" and r.code in gone:
                continue
            ui.playerBox.addItem(f"{r.code} {names.get(r.code, r.name)}", r.code)
        if code is not None and ui.playerBox.findData(code) >= 0:
            ui.playerBox.setCurrentIndex(ui.playerBox.findData(code))
        for s in snap.stages:
            ui.stageBox.addItem(stage_label(s.id), s.id)
        stage, round_ = self._next_round()
        ui.stageBox.setCurrentIndex(max(0, ui.stageBox.findData(stage)))
        ui.roundSpin.setValue(round_)
        self.registry: list[PlayerRecord] = []
        ui.substituteGroup.setVisible(kind == "substitute")
        if kind == "substitute":
            try:
                everyone = workspace.store.list_players()
            except StoreError:
                everyone = []
            linked = {r.player_id for r in snap.registrations}
            self.registry = [p for p in everyone if p.id not in linked]
            for p in self.registry:
                ui.registryBox.addItem(" · ".join(v for v in (p.name, p.club, p.city) if v), p.id)
            ui.registryRadio.setEnabled(bool(self.registry))
            ui.registryBox.setEnabled(False)
            ui.registryRadio.toggled.connect(self._substitute_source)
        ui.missedGroup.setVisible(kind == "late")
        ui.pointsLabel.setVisible(kind == "late")
        ui.pointsSpin.setVisible(kind == "late")
        ui.missedTable.setHorizontalHeaderLabels([self.tr("Round"), self.tr("Absence"), self.tr("Costs")])
        ui.missedTable.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        ui.missedTable.verticalHeader().setVisible(False)
        ui.playerBox.currentIndexChanged.connect(self._update)
        ui.stageBox.currentIndexChanged.connect(self._update)
        ui.roundSpin.valueChanged.connect(self._update)
        ui.buttonBox.accepted.connect(self.accept)
        ui.buttonBox.rejected.connect(self.reject)
        self._update()

    # --- what the organiser sees ---
    def _next_round(self) -> tuple[str, int]:
        """The round after the latest one with a game (live ones included): where a change usually starts,
        since a saved draw of it is not played yet and may still change."""
        snap = self.workspace.snapshot
        order = [s.id for s in snap.stages]
        seen = [(g.stage, g.round) for g in snap.games if g.stage is not None and g.round is not None]
        seen += [(g.stage, g.round) for g in snap.tournament.games]
        if not seen:
            return (order[0] if order else "", 1)
        stage, round_ = max(seen, key=lambda w: round_key(order, *w))
        return stage, round_ + 1

    def code(self) -> str | None:
        value = self.ui.playerBox.currentData()
        return value if isinstance(value, str) else None

    def where(self) -> tuple[str, int]:
        return str(self.ui.stageBox.currentData() or ""), self.ui.roundSpin.value()

    def _costs(self) -> dict[str, str]:
        rules = scoring_rules(self.workspace.tournament.ruleset).absences
        excused = self.tr("nothing (no penalty, no points)")
        if rules.excused_max is not None:
            excused = self.tr("nothing (no penalty, no points); at most {0} per player").format(
                rules.excused_max
            )
        return {"missed": self.tr("{0} points").format(points_text(rules.missed)), "excused": excused}

    def _substitute_source(self, from_registry: bool) -> None:
        ui = self.ui
        ui.registryBox.setEnabled(from_registry)
        for w in (ui.nameEdit, ui.clubEdit, ui.cityEdit):
            w.setEnabled(not from_registry)

    def _update(self) -> None:
        code = self.code()
        stage, round_ = self.where()
        t = self.workspace.tournament
        order = [s.id for s in self.workspace.snapshot.stages]
        lines: list[str] = []
        if self.kind == "late":
            self._fill_missed([] if code is None else missed_rounds(t, code, stage, round_))
            if self.ui.missedTable.rowCount() == 0:
                lines.append(
                    self.tr(
                        "No round of {0} before round {1} was played or drawn: nothing to charge."
                    ).format(stage_label(stage), round_)
                )
        elif code is not None:
            draws = unplayed_draws_seating(t, code, order, stage, round_)
            for s, r in draws:
                if self.kind == "withdrawal":
                    lines.append(
                        self.tr(
                            "The draw of round {0} of {1} seats him: re-draw it on the Rounds tab."
                        ).format(r, stage_label(s))
                    )
                else:
                    lines.append(
                        self.tr(
                            "The substitute takes his seat in the saved draw of round {0} of {1}."
                        ).format(r, stage_label(s))
                    )
        self.ui.effectLabel.setText("\n".join(lines))

    def _fill_missed(self, rounds: list[int]) -> None:
        table = self.ui.missedTable
        costs = self._costs()
        table.setRowCount(len(rounds))
        for i, r in enumerate(rounds):
            item = QTableWidgetItem(self.tr("round {0}").format(r))
            item.setData(Qt.ItemDataRole.UserRole, r)
            table.setItem(i, 0, item)
            box = QComboBox(table)
            box.addItem(self.tr("missed"), "missed")
            box.addItem(self.tr("excused"), "excused")
            cost = QTableWidgetItem(costs["missed"])
            table.setItem(i, 2, cost)
            box.currentIndexChanged.connect(
                lambda _i, box=box, cost=cost: cost.setText(costs[str(box.currentData())])
            )
            table.setCellWidget(i, 1, box)

    def absences(self) -> list[dict[str, Any]]:
        """The missed rounds as the exchange file's absences, with the kind chosen for each."""
        table = self.ui.missedTable
        code = self.code()
        stage, _ = self.where()
        out = []
        for i in range(table.rowCount()):
            box = table.cellWidget(i, 1)
            assert isinstance(box, QComboBox)
            item = table.item(i, 0)
            assert item is not None
            out.append(
                {
                    "player": code,
                    "stage": stage,
                    "round": int(item.data(Qt.ItemDataRole.UserRole)),
                    "kind": box.currentData(),
                }
            )
        return out

    def adjustments(self) -> list[dict[str, Any]]:
        """The points for lateness as an adjustment (never multiplied by a stage's coefficient), if any."""
        points = Fraction(self.ui.pointsSpin.value()).limit_denominator(100)
        if not points:
            return []
        stage, round_ = self.where()
        text = self.tr("late arrival, round {0} of {1}").format(round_, stage_label(stage))
        reason = self.ui.reasonEdit.text().strip()
        number: int | float = int(points) if points.denominator == 1 else float(points)
        return [{"player": self.code(), "points": number, "reason": f"{text}: {reason}" if reason else text}]

    def substitute_entry(self) -> dict[str, Any] | None:
        """The substitute's registration, or None with the reason shown, when he is not named yet."""
        ui = self.ui
        codes = [r.code for r in self.workspace.snapshot.registrations]
        code = next_code(codes)
        if ui.registryRadio.isChecked():
            pid = ui.registryBox.currentData()
            p = next((p for p in self.registry if p.id == pid), None)
            if p is None:
                return None
            return {"id": code, "name": p.name, "club": p.club, "city": p.city, "player_id": p.id}
        name = ui.nameEdit.text().strip()
        if not name:
            return None
        return {
            "id": code,
            "name": name,
            "club": ui.clubEdit.text().strip() or None,
            "city": ui.cityEdit.text().strip() or None,
        }

    # --- storing ---
    def accept(self) -> None:
        code = self.code()
        if code is None:
            dialogs.warn(self, self.windowTitle(), self.tr("Choose a player first."))
            return
        stage, round_ = self.where()
        reason = self.ui.reasonEdit.text()
        ws = self.workspace
        store, tid = ws.store, ws.tournament_id
        if self.kind == "late":
            absences = self.absences()
            adjustments = self.adjustments()
            value, refusal = ws.attempt(
                lambda: store.record_registration_change(
                    tid, code, "late", stage, round_, reason, absences=absences, adjustments=adjustments
                )
            )
        elif self.kind == "withdrawal":
            warning = self.ui.effectLabel.text()
            if warning and not dialogs.confirm(
                self,
                self.windowTitle(),
                self.tr("Record the withdrawal of {0} from round {1} of {2}?\n{3}").format(
                    code, round_, stage_label(stage), warning
                ),
            ):
                return
            value, refusal = ws.attempt(
                lambda: store.record_registration_change(tid, code, "withdrawal", stage, round_, reason)
            )
        else:
            entry = self.substitute_entry()
            if entry is None:
                dialogs.warn(self, self.windowTitle(), self.tr("Name the substitute first."))
                return
            new_code = str(entry["id"])
            value, refusal = ws.attempt(
                lambda: store.record_registration_change(
                    tid, new_code, "substitute", stage, round_, reason, replaces=code, player=entry
                )
            )
            if refusal is None and value:
                rounds = ", ".join(self.tr("round {0} of {1}").format(r, stage_label(s)) for s, r in value)
                dialogs.inform(
                    self,
                    self.windowTitle(),
                    self.tr("{0} {1} takes {2}'s seat in the saved draw of {3}.").format(
                        new_code, entry["name"], code, rounds
                    ),
                )
        if refusal is not None:
            dialogs.warn(self, self.tr("Not recorded"), refusal)
            return
        self.recorded = value if isinstance(value, list) else []
        super().accept()

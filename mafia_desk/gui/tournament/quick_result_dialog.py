"""The result of a table that played on paper, typed from its protocol: the whole `games[]` entry at once.

The form checks only what it alone can know (a seat without a player, a penalty without a reason); every
rule of the tournament's ruleset is the store's, which checks the entry exactly as an imported file (roles,
best-move eligibility, the judge's extra points, the draw's players). A refusal keeps the dialog open with
what the store said, so a judge retypes one field, not the whole protocol. The same form, filled from a
stored game, replaces it with a correction: the original stays in the tournament's history.

A ruleset with per-circle marks (stars-2016, readings A15, A16) gets a table of its own for them: the best
(+1) and the worst (-1) of each circle, at most two of each per circle, apart from the judge's -2..+2 at the
end of the game. The exchange file has no circle number, so only the form can count a circle's marks: it
stores each mark's circle beside the file's own keys (`kind`, `points`) and refuses a third mark of a kind
in one circle itself; the marks' points and the judge's range are the ruleset's, checked by the store.
"""

from __future__ import annotations

import datetime as dt
from collections import Counter
from fractions import Fraction
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QHeaderView,
    QLineEdit,
    QSpinBox,
    QTableWidget,
    QWidget,
)

from mafia_desk.game.model import SEATS
from mafia_desk.gui import palette
from mafia_desk.gui.common.scroll_body import scroll_body
from mafia_desk.gui.forms.ui_quick_result_dialog import Ui_QuickResultDialog
from mafia_desk.gui.host_text import team_name
from mafia_desk.gui.tournament.games_text import refusal_text, signed_points
from mafia_desk.gui.tournament.pending_ruling import PendingRuling, store_correction
from mafia_desk.gui.tournament.workspace import TournamentWorkspace
from mafia_desk.reports.seating_sheets import stage_label
from mafia_desk.rulesets.game import load_game_ruleset
from mafia_desk.rulesets.scoring import scoring_rules
from mafia_desk.tournament.model import EndedBy, Game, Outcome, Team

COL_SEAT, COL_POINTS, COL_TEXT = range(3)
COL_CIRCLE, COL_MARK = 1, 2  # the marks table: seat, circle, best or worst
MARK_KINDS = ("circle_best", "circle_worst")
# Seed 000 (regulations.md, judge's extra points): "за круг лучший игрок +1 (максимум 2 человека), за круг
# худший игрок -1 (максимум 2 человека)".
CIRCLE_MARKS_MOST = 2
Slot = tuple[str, int, int]


def now_text() -> str:
    """A correction's `at`: local time to the second, as the judge's watch reads it."""
    return dt.datetime.now().replace(microsecond=0).isoformat()


def drawn_players(
    workspace: TournamentWorkspace, stage: str, round_: int, table: int
) -> tuple[str, ...] | None:
    for draw in workspace.tournament.draws:
        if (draw.stage, draw.round) == (stage, round_):
            if 1 <= table <= len(draw.tables):
                return draw.tables[table - 1]
            return None
    return None


class QuickResultDialog(QDialog):
    def __init__(
        self,
        workspace: TournamentWorkspace,
        parent: QWidget | None = None,
        *,
        slot: Slot | None = None,
        original: Game | None = None,
        ruling: PendingRuling | None = None,
    ) -> None:
        """`original`: the stored game this form corrects; `ruling`: the upheld protest the correction
        carries out, stored with it in one transaction (pending_ruling.py)."""
        super().__init__(parent)
        self.ui = Ui_QuickResultDialog()
        self.ui.setupUi(self)
        ui = self.ui
        scroll_body(self, ui.errorLabel, ui.buttonBox)  # OK within a 1366x768 laptop's screen
        ui.errorLabel.setStyleSheet(palette.ERROR_TEXT_QSS)
        self.workspace = workspace
        self.correcting = original is not None
        self.ruling = ruling
        self.stored = False
        self._game_extra: dict[str, object] = {}
        self._from_draw = False
        snap = workspace.snapshot
        self.bonus_rules = scoring_rules(snap.tournament.ruleset).bonus
        self.circles = self.bonus_rules.rule == "stars"  # per-circle marks beside the judge's points
        for stage in snap.stages:
            ui.stageBox.addItem(stage_label(stage.id), stage.id)
        self.player_boxes: list[QComboBox] = [getattr(ui, f"playerBox{n}") for n in SEATS]
        names = snap.names()
        for box in self.player_boxes:
            box.addItem("", None)
            for reg in snap.registrations:
                box.addItem(names.get(reg.code, reg.name), reg.code)
                box.setItemData(box.count() - 1, reg.code, Qt.ItemDataRole.ToolTipRole)
        for team in (Team.RED, Team.BLACK):
            ui.winnerBox.addItem(team_name(team), team.value)
        # A draw (three quiet nights or the judge's decision) is a result only where the ruleset's three
        # quiet nights are one (rfm-2026, fiim-2025); elsewhere the store would refuse it: not offered.
        self.draw_outcome = load_game_ruleset(snap.tournament.ruleset).has_draws
        if self.draw_outcome:
            ui.winnerBox.addItem(team_name(Outcome.DRAW), Outcome.DRAW.value)
        three_nights = (
            self.tr("three nights without a change (a draw)")
            if self.draw_outcome
            else self.tr("three nights without a change (red wins)")
        )
        for value, text in (
            (EndedBy.NORMAL, self.tr("normal: the game was played to its end")),
            (EndedBy.THREE_NIGHTS, three_nights),
            (EndedBy.JUDGE, self.tr("awarded by the judge (give the reason)")),
        ):
            ui.endedBox.addItem(text, value.value)
        for table, header in (
            (ui.marksTable, [self.tr("Seat"), self.tr("Circle"), self.tr("Mark")]),
            (ui.bonusTable, [self.tr("Seat"), self.tr("Points"), self.tr("Comment")]),
            (ui.removalTable, [self.tr("Seat"), self.tr("Why")]),
            (ui.penaltyTable, [self.tr("Seat"), self.tr("Points"), self.tr("Reason")]),
        ):
            table.setHorizontalHeaderLabels(header)
            table.horizontalHeader().setSectionResizeMode(len(header) - 1, QHeaderView.ResizeMode.Stretch)
            table.verticalHeader().setVisible(False)
        for part in (ui.marksLabel, ui.marksTable, ui.addMarkButton, ui.removeMarkButton):
            part.setVisible(self.circles)
        if self.circles:
            low, high = (signed_points(v) for v in (self.bonus_rules.judge_min, self.bonus_rules.judge_max))
            ui.bonusLabel.setText(
                self.tr("The judge's extra points at the end of the game: {0} to {1} per player").format(
                    low, high
                )
            )
            ui.marksLabel.setText(
                self.tr("Best and worst in a circle: {0} and {1}, at most {2} of each per circle").format(
                    signed_points(self.bonus_rules.circle_best),
                    signed_points(self.bonus_rules.circle_worst),
                    CIRCLE_MARKS_MOST,
                )
            )
        ui.addMarkButton.clicked.connect(lambda: self.add_mark())
        ui.removeMarkButton.clicked.connect(lambda: _remove_row(ui.marksTable))
        ui.addBonusButton.clicked.connect(lambda: self.add_bonus())
        ui.addRemovalButton.clicked.connect(lambda: self.add_removal())
        ui.addPenaltyButton.clicked.connect(lambda: self.add_penalty())
        ui.removeBonusButton.clicked.connect(lambda: _remove_row(ui.bonusTable))
        ui.removeRemovalButton.clicked.connect(lambda: _remove_row(ui.removalTable))
        ui.removePenaltyButton.clicked.connect(lambda: _remove_row(ui.penaltyTable))
        ui.endedBox.currentIndexChanged.connect(self._ended_changed)
        ui.winnerBox.currentIndexChanged.connect(self._winner_changed)
        ui.bestSeatBox.valueChanged.connect(self._best_changed)
        ui.stageBox.currentIndexChanged.connect(self._slot_changed)
        ui.roundBox.valueChanged.connect(self._slot_changed)
        ui.tableBox.valueChanged.connect(self._slot_changed)
        ui.buttonBox.accepted.connect(self._accept)
        ui.buttonBox.rejected.connect(self.reject)
        # Every role on seat 1 until the judge types the protocol's seats: a form sent without them is refused
        # for its roles (four different seats), never stored as a plausible game nobody played.
        if slot is not None:
            self.set_slot(*slot)
        ui.correctionBox.setVisible(self.correcting)
        if original is not None:
            self.setWindowTitle(self.tr("Correct a stored game"))
            judges = workspace.tournament.judges or ()
            ui.judgeEdit.setText(judges[0] if judges else "")
            if ruling is not None:
                ui.whyEdit.setText(ruling.correction_reason())
                ui.judgeEdit.setText(ruling.by)
            self.fill(original)
            for widget in (ui.stageBox, ui.roundBox, ui.tableBox):
                widget.setEnabled(False)
        self._slot_changed()
        self._ended_changed()
        self._best_changed()
        (ui.whyEdit if self.correcting else ui.donBox).setFocus()

    # --- filling ---
    def set_slot(self, stage: str, round_: int, table: int) -> None:
        ui = self.ui
        ui.stageBox.setCurrentIndex(max(0, ui.stageBox.findData(stage)))
        ui.roundBox.setValue(round_)
        ui.tableBox.setValue(table)

    def slot(self) -> Slot:
        ui = self.ui
        return str(ui.stageBox.currentData()), ui.roundBox.value(), ui.tableBox.value()

    def set_player(self, seat: int, code: str | None) -> None:
        box = self.player_boxes[seat - 1]
        box.setCurrentIndex(max(0, box.findData(code)) if code else 0)

    def _slot_changed(self) -> None:
        """A drawn table fixes its players in the draw's seat order (the file demands it); no draw: free."""
        drawn = drawn_players(self.workspace, *self.slot())
        for seat, box in enumerate(self.player_boxes, start=1):
            if drawn is not None:
                self.set_player(seat, drawn[seat - 1])
            elif self._from_draw:
                self.set_player(seat, None)  # another table's players are no guess for this one
            box.setEnabled(drawn is None)
        self._from_draw = drawn is not None
        _, round_, table = self.slot()
        self.ui.sourceLabel.setText(
            self.tr("Players from the draw of round {0}, table {1}.").format(round_, table)
            if drawn is not None
            else self.tr("No draw for this table: choose the players seat by seat.")
        )

    def _winner_changed(self) -> None:
        """A draw ends by three quiet nights or by the judge's decision, never "normal": the form moves there
        rather than wait for a refusal, and keeps the judge's decision when that is what was chosen."""
        ended = self.ui.endedBox.currentData()
        if self.ui.winnerBox.currentData() == Outcome.DRAW.value and ended != EndedBy.JUDGE.value:
            self.ui.endedBox.setCurrentIndex(self.ui.endedBox.findData(EndedBy.THREE_NIGHTS.value))

    def _ended_changed(self) -> None:
        judge = self.ui.endedBox.currentData() == EndedBy.JUDGE.value
        self.ui.reasonEdit.setEnabled(judge)
        self.ui.reasonLabel.setEnabled(judge)

    def _best_changed(self) -> None:
        on = self.ui.bestSeatBox.value() > 0
        for box in (self.ui.guess1Box, self.ui.guess2Box, self.ui.guess3Box):
            box.setEnabled(on)

    def fill(self, game: Game) -> None:
        ui = self.ui
        self.set_slot(game.stage, game.round, game.table)
        for seat, code in enumerate(game.players, start=1):
            self.set_player(seat, code)
        ui.donBox.setValue(game.roles.don)
        ui.mafia1Box.setValue(game.roles.mafia[0])
        ui.mafia2Box.setValue(game.roles.mafia[1])
        ui.sheriffBox.setValue(game.roles.sheriff)
        ui.winnerBox.setCurrentIndex(max(0, ui.winnerBox.findData(game.winner.value)))
        ui.endedBox.setCurrentIndex(max(0, ui.endedBox.findData(game.ended_by.value)))
        ui.reasonEdit.setText(game.reason or "")
        ui.shotBox.setValue(game.shot_night1 or 0)
        if game.best_move is not None:
            ui.bestSeatBox.setValue(game.best_move.seat)
            for box, seat in zip(
                (ui.guess1Box, ui.guess2Box, ui.guess3Box), game.best_move.guess, strict=True
            ):
                box.setValue(seat)
        for b in game.bonus:
            if b.kind in MARK_KINDS:
                circle = b.extra.get("circle")
                self.add_mark(b.seat, circle if isinstance(circle, int) else 0, b.kind)
            else:
                self.add_bonus(b.seat, float(b.points), str(b.extra.get("comment", "")))
        for r in game.removed:
            self.add_removal(r.seat, str(r.reason))
        for p in game.penalties:
            self.add_penalty(p.seat, float(p.points), p.reason)
        self._game_extra = dict(game.extra)

    # --- the small tables ---
    def _row(self, table: QTableWidget, seat: int) -> int:
        row = table.rowCount()
        table.insertRow(row)
        box = QSpinBox()
        box.setRange(1, 10)
        box.setValue(seat)
        table.setCellWidget(row, COL_SEAT, box)
        return row

    def add_mark(self, seat: int = 1, circle: int | None = None, kind: str = "circle_best") -> int:
        """A circle's best or worst; `circle` 0 is a mark stored without its circle (an imported file)."""
        table = self.ui.marksTable
        if circle is None:  # the circle of the row above: a protocol lists a circle's marks together
            circle = _spin(table, table.rowCount() - 1, COL_CIRCLE) if table.rowCount() else 1
        row = self._row(table, seat)
        box = QSpinBox()
        box.setRange(0, 30)
        box.setSpecialValueText(self.tr("unknown"))
        box.setValue(circle)
        table.setCellWidget(row, COL_CIRCLE, box)
        mark = QComboBox()
        rules = self.bonus_rules
        mark.addItem(self.tr("best {0}").format(signed_points(rules.circle_best)), "circle_best")
        mark.addItem(self.tr("worst {0}").format(signed_points(rules.circle_worst)), "circle_worst")
        mark.setCurrentIndex(max(0, mark.findData(kind)))
        table.setCellWidget(row, COL_MARK, mark)
        _focus(table, row)
        return row

    def add_bonus(self, seat: int = 1, points: float = 0.0, comment: str = "") -> int:
        table = self.ui.bonusTable
        row = self._row(table, seat)
        table.setCellWidget(row, COL_POINTS, _points_box(points))
        table.setCellWidget(row, COL_TEXT, TextCell(comment))
        _focus(table, row)
        return row

    def add_removal(self, seat: int = 1, reason: str = "fouls") -> int:
        table = self.ui.removalTable
        row = self._row(table, seat)
        why = QComboBox()
        why.addItem(self.tr("four fouls"), "fouls")
        why.addItem(self.tr("disqualification"), "disqualification")
        why.setCurrentIndex(max(0, why.findData(reason)))
        table.setCellWidget(row, 1, why)
        _focus(table, row)
        return row

    def add_penalty(self, seat: int = 1, points: float = -0.5, reason: str = "") -> int:
        table = self.ui.penaltyTable
        row = self._row(table, seat)
        table.setCellWidget(row, COL_POINTS, _points_box(points))
        table.setCellWidget(row, COL_TEXT, TextCell(reason))
        _focus(table, row)
        return row

    # --- the entry ---
    def entry(self) -> dict[str, Any]:
        """The `games[]` entry the form shows; `problem()` says first what the form alone can refuse."""
        ui = self.ui
        stage, round_, table = self.slot()
        entry: dict[str, Any] = dict(self._game_extra)
        entry.update(
            {
                "stage": stage,
                "round": round_,
                "table": table,
                "players": [box.currentData() for box in self.player_boxes],
                "roles": {
                    "don": ui.donBox.value(),
                    "mafia": [ui.mafia1Box.value(), ui.mafia2Box.value()],
                    "sheriff": ui.sheriffBox.value(),
                },
                "winner": ui.winnerBox.currentData(),
                "ended_by": ui.endedBox.currentData(),
                "shot_night1": ui.shotBox.value() or None,
                "best_move": None,
                "bonus": [],
                "removed": [],
                "penalties": [],
            }
        )
        if ui.endedBox.currentData() == EndedBy.JUDGE.value:
            entry["reason"] = ui.reasonEdit.text().strip()
        if ui.bestSeatBox.value():
            guess = [b.value() for b in (ui.guess1Box, ui.guess2Box, ui.guess3Box)]
            entry["best_move"] = {"seat": ui.bestSeatBox.value(), "guess": guess}
        for row in range(ui.marksTable.rowCount()):
            mark = ui.marksTable.cellWidget(row, COL_MARK)
            assert isinstance(mark, QComboBox)
            kind = str(mark.currentData())
            value = self.bonus_rules.circle_best if kind == "circle_best" else self.bonus_rules.circle_worst
            marked: dict[str, Any] = {
                "seat": _seat(ui.marksTable, row),
                "points": _json_number(value),
                "kind": kind,
            }
            circle = _spin(ui.marksTable, row, COL_CIRCLE)
            if circle:
                marked["circle"] = circle
            entry["bonus"].append(marked)
        for row in range(ui.bonusTable.rowCount()):
            item: dict[str, Any] = {
                "seat": _seat(ui.bonusTable, row),
                "points": _points(ui.bonusTable, row),
            }
            comment = _text(ui.bonusTable, row)
            if comment:
                item["comment"] = comment
            entry["bonus"].append(item)
        for row in range(ui.removalTable.rowCount()):
            why = ui.removalTable.cellWidget(row, 1)
            assert isinstance(why, QComboBox)
            entry["removed"].append({"seat": _seat(ui.removalTable, row), "reason": why.currentData()})
        for row in range(ui.penaltyTable.rowCount()):
            entry["penalties"].append(
                {
                    "seat": _seat(ui.penaltyTable, row),
                    "points": _points(ui.penaltyTable, row),
                    "reason": _text(ui.penaltyTable, row),
                }
            )
        return entry

    def problem(self, entry: dict[str, Any]) -> str | None:
        empty = [str(seat) for seat, code in enumerate(entry["players"], start=1) if code is None]
        if empty:
            return self.tr("Choose the player of seat {0}.").format(", ".join(empty))
        if entry["ended_by"] == EndedBy.JUDGE.value and not entry.get("reason"):
            return self.tr("A result awarded by the judge needs the judge's reason.")
        if any(not p["reason"] for p in entry["penalties"]):
            return self.tr("A penalty needs its reason.")
        if any(p["points"] == 0 for p in (*entry["bonus"], *entry["penalties"])):
            return self.tr("A row of 0 points changes nothing: type the points or remove the row.")
        marks = self._marks_problem(entry["bonus"])
        if marks:
            return marks
        slot = (entry["stage"], entry["round"], entry["table"])
        live = [
            g
            for g in self.workspace.snapshot.games
            if g.finished_at is None and (g.stage, g.round, g.table) == slot
        ]
        if live and not self.correcting:
            return self.tr(
                "This table is playing now at the host's screen: its result is stored there when the game "
                "ends."
            )
        if self.correcting:
            if not self.ui.whyEdit.text().strip():
                return self.tr("A correction needs its reason.")
            if not self.ui.judgeEdit.text().strip():
                return self.tr("A correction needs the judge's name.")
        return None

    def _marks_problem(self, bonus: list[dict[str, Any]]) -> str | None:
        """At most two best and two worst marks in one circle, and one mark per player and circle."""
        marks = [b for b in bonus if b.get("kind") in MARK_KINDS and b.get("circle")]
        per_kind = Counter((b["circle"], b["kind"]) for b in marks)
        for (circle, kind), count in sorted(per_kind.items()):
            if count > CIRCLE_MARKS_MOST:
                text = (
                    self.tr("At most {0} best marks per circle: circle {1} has {2}.")
                    if kind == "circle_best"
                    else self.tr("At most {0} worst marks per circle: circle {1} has {2}.")
                )
                return text.format(CIRCLE_MARKS_MOST, circle, count)
        per_seat = Counter((b["circle"], b["seat"]) for b in marks)
        for (circle, seat), count in sorted(per_seat.items()):
            if count > 1:
                return self.tr(
                    "Seat {0} has {1} marks in circle {2}: one mark per player and circle."
                ).format(seat, count, circle)
        return None

    def _accept(self) -> None:
        entry = self.entry()
        problem = self.problem(entry)
        if problem:
            self.ui.errorLabel.setText(problem)
            return
        store, tid = self.workspace.store, self.workspace.tournament_id
        if self.correcting:
            stage, round_, table = self.slot()
            game = {k: v for k, v in entry.items() if k not in ("stage", "round", "table")}
            correction = {
                "stage": stage,
                "round": round_,
                "table": table,
                "action": "replace",
                "game": {"stage": stage, "round": round_, "table": table, **game},
                "reason": self.ui.whyEdit.text().strip(),
                "by": self.ui.judgeEdit.text().strip(),
                "at": now_text(),
            }
            error = store_correction(self.workspace, correction, self.ruling)
        else:
            _, error = self.workspace.attempt(lambda: store.add_to_tournament(tid, games=[entry]))
        if error is not None:
            self.ui.errorLabel.setText(refusal_text(error))
            return
        self.stored = True
        self.accept()


class TextCell(QLineEdit):
    """A comment's or a penalty reason's cell: Enter ends the typing there, it does not press OK (a
    QLineEdit passes Enter on to the dialog, whose default button stored the game half typed)."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.editingFinished.emit()
            event.accept()
            return
        super().keyPressEvent(event)


def _points_box(value: float) -> QDoubleSpinBox:
    box = QDoubleSpinBox()
    box.setDecimals(2)
    box.setSingleStep(0.05)
    box.setRange(-10.0, 10.0)
    box.setValue(value)
    return box


def _json_number(value: Fraction) -> int | float:
    return value.numerator if value.denominator == 1 else float(value)


def _spin(table: QTableWidget, row: int, column: int) -> int:
    box = table.cellWidget(row, column)
    assert isinstance(box, QSpinBox)
    return box.value()


def _focus(table: QTableWidget, row: int) -> None:
    widget = table.cellWidget(row, COL_SEAT)
    if isinstance(widget, QSpinBox):
        widget.setFocus()
        widget.selectAll()


def _remove_row(table: QTableWidget) -> None:
    row = table.currentRow() if table.currentRow() >= 0 else table.rowCount() - 1
    if row >= 0:
        table.removeRow(row)


def _seat(table: QTableWidget, row: int) -> int:
    return _spin(table, row, COL_SEAT)


def _points(table: QTableWidget, row: int) -> int | float:
    box = table.cellWidget(row, COL_POINTS)
    assert isinstance(box, QDoubleSpinBox)
    value = round(box.value(), 2)
    return int(value) if value == int(value) else value


def _text(table: QTableWidget, row: int) -> str:
    edit = table.cellWidget(row, COL_TEXT)
    assert isinstance(edit, QLineEdit)
    return edit.text().strip()

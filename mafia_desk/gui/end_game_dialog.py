"""The end of a game: the winner as the engine decided, the judge's extra points and penalties (each with a
comment), checked against the ruleset before anything is stored."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QDialog, QDoubleSpinBox, QHeaderView, QLineEdit, QSpinBox, QTableWidget, QWidget

from mafia_desk.game import Game, Outcome, result_entry
from mafia_desk.gui import host_text, palette
from mafia_desk.gui.forms.ui_end_game_dialog import Ui_EndGameDialog
from mafia_desk.gui.protocol_builder import JudgeEntries
from mafia_desk.gui.result_check import translate_check
from mafia_desk.scoring.result_check import ResultError, check_result
from mafia_desk.tournament.numbers import PointsStyle, format_points

COL_SEAT, COL_POINTS, COL_TEXT = range(3)


def player_ids_of(game: Game) -> list[str]:
    """Register ids where the host picked players from the register; a stable guest id otherwise."""
    return [s.player_id if s.player_id else f"guest-{s.seat}" for s in game.seats]


class EndGameDialog(QDialog):
    def __init__(self, game: Game, ruleset_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_EndGameDialog()
        self.ui.setupUi(self)
        self.ui.errorLabel.setStyleSheet(palette.ERROR_TEXT_QSS)
        self.game = game
        self.ruleset_id = ruleset_id
        self.entry: dict[str, Any] | None = None
        self.judge_entries: JudgeEntries | None = None
        state = game.state
        reason = f" — {host_text.win_reason(state)}" if state.win_reason else ""
        if state.outcome is Outcome.DRAW:
            self.ui.winnerLabel.setText(self.tr("Draw: {0}").format(host_text.win_reason(state)))
        else:
            self.ui.winnerLabel.setText(
                self.tr("Winner: {0}{1}").format(host_text.team_name(state.winner), reason)
            )
        self.ui.judgeEdit.setText(str(game.meta.get("judge") or ""))
        for table, text_header in (
            (self.ui.bonusTable, self.tr("Comment")),
            (self.ui.penaltyTable, self.tr("Reason")),
        ):
            table.setHorizontalHeaderLabels([self.tr("Seat"), self.tr("Points"), text_header])
            table.horizontalHeader().setSectionResizeMode(COL_TEXT, QHeaderView.ResizeMode.Stretch)
            table.verticalHeader().setVisible(False)
        self.ui.addBonusButton.clicked.connect(lambda: self.add_row(self.ui.bonusTable, penalty=False))
        self.ui.addPenaltyButton.clicked.connect(lambda: self.add_row(self.ui.penaltyTable, penalty=True))
        self.ui.removeBonusButton.clicked.connect(lambda: self._remove_row(self.ui.bonusTable))
        self.ui.removePenaltyButton.clicked.connect(lambda: self._remove_row(self.ui.penaltyTable))
        self.ui.buttonBox.accepted.connect(self._accept)
        self.ui.buttonBox.rejected.connect(self.reject)

    def add_row(self, table: QTableWidget, penalty: bool) -> int:
        row = table.rowCount()
        table.insertRow(row)
        seat = QSpinBox()
        seat.setRange(1, 10)
        points = QDoubleSpinBox()
        points.setDecimals(2)
        points.setSingleStep(0.05)
        # A penalty field takes a positive number too: the box of a -10..0 field dropped "0.25" to 0 as it
        # was typed; the number is signed when the row is read, and the form says so (_sign_penalties).
        points.setRange(-10.0, 10.0)
        text = QLineEdit()
        table.setCellWidget(row, COL_SEAT, seat)
        table.setCellWidget(row, COL_POINTS, points)
        table.setCellWidget(row, COL_TEXT, text)
        seat.setFocus()
        seat.selectAll()
        return row

    def _remove_row(self, table: QTableWidget) -> None:
        row = table.currentRow() if table.currentRow() >= 0 else table.rowCount() - 1
        if row >= 0:
            table.removeRow(row)

    def _rows(self, table: QTableWidget, text_key: str) -> list[dict[str, Any]]:
        out = []
        for row in range(table.rowCount()):
            seat = table.cellWidget(row, COL_SEAT)
            points = table.cellWidget(row, COL_POINTS)
            text = table.cellWidget(row, COL_TEXT)
            assert (
                isinstance(seat, QSpinBox)
                and isinstance(points, QDoubleSpinBox)
                and isinstance(text, QLineEdit)
            )
            value = round(points.value(), 2)
            out.append(
                {
                    "seat": seat.value(),
                    "points": int(value) if value == int(value) else value,
                    text_key: text.text().strip(),
                }
            )
        return out

    def _sign_penalties(self) -> list[str]:
        """Penalties typed without a minus get one; returns what was signed, for the form to say."""
        signed = []
        table = self.ui.penaltyTable
        for row in range(table.rowCount()):
            seat = table.cellWidget(row, COL_SEAT)
            points = table.cellWidget(row, COL_POINTS)
            assert isinstance(seat, QSpinBox) and isinstance(points, QDoubleSpinBox)
            if points.value() > 0:
                points.setValue(-points.value())
                signed.append(
                    self.tr("seat {0}: {1}").format(
                        seat.value(),
                        QLocale().toString(points.value(), "f", 2),  # type: ignore[call-overload]  # stubs: int
                    )
                )
        return signed

    def _accept(self) -> None:
        signed = self._sign_penalties()
        if signed:
            self.ui.errorLabel.setText(
                self.tr(
                    "A penalty takes points away, so it was signed with a minus ({0}). "
                    "Check it and press OK again."
                ).format("; ".join(signed))
            )
            return
        bonus = self._rows(self.ui.bonusTable, "comment")
        penalties = self._rows(self.ui.penaltyTable, "reason")
        # A zero row changes nothing yet prints "+0" on the protocol: most often a penalty typed as "0.5",
        # which the field (points <= 0) turned into 0. Say so rather than store it.
        zero_penalty = [str(p["seat"]) for p in penalties if p["points"] == 0]
        if zero_penalty:
            self.ui.errorLabel.setText(
                self.tr("A penalty of 0 changes nothing (seat {0}): type it with a minus, e.g. {1}.").format(
                    ", ".join(zero_penalty), QLocale().toString(-0.5)
                )
            )
            return
        zero_bonus = [str(b["seat"]) for b in bonus if b["points"] == 0]
        if zero_bonus:
            self.ui.errorLabel.setText(
                self.tr(
                    "Extra points of 0 change nothing (seat {0}): type the points or remove the row."
                ).format(", ".join(zero_bonus))
            )
            return
        missing = [str(p["seat"]) for p in penalties if not p["reason"]]
        if missing:
            self.ui.errorLabel.setText(
                self.tr("A penalty needs its reason (seat {0}).").format(", ".join(missing))
            )
            return
        try:
            entry = result_entry(
                self.game, player_ids_of(self.game), bonus=tuple(bonus), penalties=tuple(penalties)
            )
            points = check_result(self.ruleset_id, entry, [s.player for s in self.game.seats])
        except ResultError as err:
            self.ui.errorLabel.setText(translate_check(err.what))
            return
        except ValueError as err:
            self.ui.errorLabel.setText(str(err))
            return
        protest = self.ui.protestEdit.text().strip()
        if protest:
            entry["protest"] = protest
        judge = self.ui.judgeEdit.text().strip()
        if judge:
            entry["judge"] = judge
        extra: dict[int, list[str]] = {}
        for item in (*bonus, *penalties):
            value = item["points"]
            extra.setdefault(item["seat"], []).append(f"{value:+g}")
        notes = tuple(
            f"{item['seat']}: {item['points']:+g} {item.get('comment') or item.get('reason') or ''}".strip()
            for item in (*bonus, *penalties)
        )
        self.entry = entry
        self.judge_entries = JudgeEntries(
            points={seat: format_points(p, PointsStyle.PROTOCOL) for seat, p in points.items()},
            extra={seat: " ".join(v) for seat, v in extra.items()},
            protest=protest,
            judge=judge,
            notes=notes,
        )
        self.accept()

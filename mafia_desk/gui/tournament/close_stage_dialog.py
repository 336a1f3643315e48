"""Closing a stage: who goes through into the next one, the tie at the line, the lot drawn for it.

The organiser announces the list once, so the dialog shows what the scoring engine decided
(scoring/advance.py) before anything is stored: the players through, the tie-break that decided the last
place, and, when players are equal on every tie-break across the line, a number for each of them to enter as
they drew it. Confirm stores the closing in one transaction (`Store.record_stage_closing`); Cancel stores
nothing. A stage closed already is shown as it was announced, with a warning when the standings today would
send others through.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHeaderView, QSpinBox, QWidget

from mafia_desk.game.translatable import QT_TRANSLATE_NOOP
from mafia_desk.gui import palette
from mafia_desk.gui.common import dialogs
from mafia_desk.gui.common.rows_model import Column, RowsModel
from mafia_desk.gui.forms.ui_close_stage_dialog import Ui_CloseStageDialog
from mafia_desk.gui.protocol_builder import stage_name
from mafia_desk.gui.tournament.workspace import TournamentWorkspace
from mafia_desk.scoring.advance import AdvanceError, Advancement, advancement
from mafia_desk.scoring.standings import StandingRow
from mafia_desk.tournament.model import Lot
from mafia_desk.tournament.numbers import format_points

CONTEXT = "CloseStageDialog"
LINE_COLOUR = QColor(palette.SPEAKER)  # the players tied at the line
OUT_COLOUR = QColor("#f3f4f6")  # below the line

# The tie-break criteria (readings A34 names) as the organiser reads them.
CRITERIA = {
    "red_points": QT_TRANSLATE_NOOP("CloseStageDialog", "points as red"),
    "black_points": QT_TRANSLATE_NOOP("CloseStageDialog", "points as black"),
    "sheriff_average": QT_TRANSLATE_NOOP("CloseStageDialog", "average as sheriff"),
    "don_average": QT_TRANSLATE_NOOP("CloseStageDialog", "average as don"),
    "head_to_head": QT_TRANSLATE_NOOP("CloseStageDialog", "head-to-head points"),
    "best_player": QT_TRANSLATE_NOOP("CloseStageDialog", "times best player"),
    "bonus": QT_TRANSLATE_NOOP("CloseStageDialog", "extra points"),
    "wins": QT_TRANSLATE_NOOP("CloseStageDialog", "wins"),
    "wins_don": QT_TRANSLATE_NOOP("CloseStageDialog", "wins as don"),
    "wins_sheriff": QT_TRANSLATE_NOOP("CloseStageDialog", "wins as sheriff"),
    "wins_mafia": QT_TRANSLATE_NOOP("CloseStageDialog", "wins as mafia"),
    "wins_hard": QT_TRANSLATE_NOOP("CloseStageDialog", "wins in hard games"),
    "shot_night1": QT_TRANSLATE_NOOP("CloseStageDialog", "times shot on night 1"),
    "qualifying_place": QT_TRANSLATE_NOOP("CloseStageDialog", "place after the qualifying"),
    "bonus_net": QT_TRANSLATE_NOOP("CloseStageDialog", "extra points net of penalties"),
    "bonus_net_per_game": QT_TRANSLATE_NOOP("CloseStageDialog", "extra points net of penalties per game"),
    "best_move_three": QT_TRANSLATE_NOOP("CloseStageDialog", "best moves naming 3 blacks"),
    "best_move_two": QT_TRANSLATE_NOOP("CloseStageDialog", "best moves naming 2 blacks"),
    "best_game_bonus": QT_TRANSLATE_NOOP("CloseStageDialog", "the most extra points in one game"),
    "lot": QT_TRANSLATE_NOOP("CloseStageDialog", "the lot"),
}


def criterion_name(name: str) -> str:
    return QCoreApplication.translate(CONTEXT, CRITERIA[name]) if name in CRITERIA else name


class _Row:
    """One line of the list: a standings row, its place among the stage's players, and where it stands."""

    def __init__(self, place: int, row: StandingRow, through: bool, on_line: bool) -> None:
        self.place = place
        self.row = row
        self.through = through
        self.on_line = on_line


class CloseStageDialog(QDialog):
    def __init__(self, workspace: TournamentWorkspace, stage_id: str, parent: QWidget | None = None) -> None:
        """Raises `AdvanceError` for a stage nobody advances into (the first one, an unknown one)."""
        super().__init__(parent)
        self.workspace = workspace
        self.stage_id = stage_id
        self.tournament = workspace.tournament
        self.decision: Advancement = advancement(self.tournament, stage_id)
        self.initial = self.decision
        self.stored_id: int | None = None
        self.ui = Ui_CloseStageDialog()
        self.ui.setupUi(self)
        self.ui.errorLabel.setStyleSheet(palette.ERROR_TEXT_QSS)
        self.ui.warningLabel.setStyleSheet(palette.ERROR_TEXT_QSS)
        self.confirm = self.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok)
        self.confirm.setText(self.tr("Confirm"))
        self.model: RowsModel[_Row] = RowsModel(
            [
                Column(lambda: self.tr("Place"), lambda r: str(r.place), right=True),
                Column(lambda: self.tr("Player"), lambda r: r.row.shown),
                Column(lambda: self.tr("Total"), lambda r: format_points(r.row.total), right=True),
                Column(lambda: self.tr("Goes"), self._status),
            ],
            self,
            background=self._background,
        )
        self.ui.throughView.setModel(self.model)
        header = self.ui.throughView.horizontalHeader()
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        rows = self.ui.throughView.verticalHeader()
        rows.hide()
        rows.setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.spins: dict[str, QSpinBox] = {}
        judges = self.tournament.judges or ()
        self.ui.byEdit.setText(judges[0] if judges else "")
        self.ui.byEdit.setPlaceholderText(self.tr("The judge who announces the list"))
        self.ui.byEdit.textChanged.connect(self._update)
        self.ui.buttonBox.accepted.connect(self._confirm)
        self.ui.buttonBox.rejected.connect(self.reject)
        self.setWindowTitle(self.tr("Close the stage: into {0}").format(stage_name(stage_id)))
        self._build_lot()
        self._update()

    # --- what is shown ---
    def _status(self, r: _Row) -> str:
        if r.on_line and self.decision.needs_lot:
            return self.tr("on the line")
        if r.through:
            return self.tr("through")
        if r.on_line and self.decision.closing is not None:
            return self.tr("out (ahead today)")
        return self.tr("out")

    def _background(self, r: _Row) -> QColor | None:
        if r.on_line:
            return LINE_COLOUR
        return None if r.through else OUT_COLOUR

    def _rows(self) -> list[_Row]:
        d = self.decision
        if d.closing is not None:
            return self._announced_rows()
        line = set(d.line)
        through = set(d.through)
        shown: list[_Row] = []
        for place, row in enumerate(d.candidates, start=1):
            # Everybody through, the tied group, and the first one out, so the cut itself is visible.
            if row.player in through or row.player in line or place == d.count + 1:
                shown.append(_Row(place, row, row.player in through, row.player in line))
        return shown

    def _announced_rows(self) -> list[_Row]:
        """A closed stage: the list as announced, then anyone today's standings would send through instead,
        highlighted, so a correction's effect is seen but changes nothing."""
        d = self.decision
        assert d.closing is not None
        by_id = {row.player: row for row in d.candidates}
        shown = [
            _Row(place, by_id[pid], True, False)
            for place, pid in enumerate(d.closing.through, start=1)
            if pid in by_id
        ]
        places = {row.player: place for place, row in enumerate(d.candidates, start=1)}
        shown += [
            _Row(places[pid], by_id[pid], False, True) for pid in d.through if pid not in d.closing.through
        ]
        return shown

    def _build_lot(self) -> None:
        d = self.initial
        wanted = d.needs_lot and d.closing is None
        self.ui.lotBox.setVisible(wanted)
        if not wanted:
            return
        names = {row.player: row.shown for row in d.candidates}
        for pid in d.line:
            spin = QSpinBox(self.ui.lotBox)
            spin.setRange(0, max(99, len(d.line)))
            spin.setSpecialValueText(self.tr("not drawn"))
            spin.setObjectName(f"lot_{pid}")
            spin.valueChanged.connect(self._update)
            self.ui.lotForm.addRow(names[pid], spin)
            self.spins[pid] = spin

    def drawn_lot(self) -> Lot | None:
        """The lot as entered: every tied player drew a number, all different; None until then."""
        numbers = {pid: spin.value() for pid, spin in self.spins.items()}
        if not numbers or 0 in numbers.values() or len(set(numbers.values())) != len(numbers):
            return None
        order = tuple(sorted(numbers, key=lambda pid: numbers[pid]))
        return Lot(players=self.initial.line, order=order, drawn=tuple(numbers[pid] for pid in order))

    def _line_text(self) -> str:
        d = self.decision
        names = {row.player: row.shown for row in d.candidates}
        if d.count >= len(d.candidates):
            return self.tr("Everybody of the {0} goes through.").format(stage_name(d.from_stage))
        if d.decided_by is None:
            return self.tr("No tie at the line: place {0} has more points than place {1}.").format(
                d.count, d.count + 1
            )
        tied = ", ".join(names[pid] for pid in d.line)
        if d.needs_lot:
            return self.tr("Tied at the line after every tie-break: {0}. A lot decides.").format(tied)
        if d.decided_by == "lot":
            drawn = ", ".join(self.tr("{0} drew {1}").format(names[pid], d.drawn(pid)) for pid in d.line)
            return self.tr("Tied at the line after every tie-break; the lot decided: {0}.").format(drawn)
        return self.tr("Equal points at the line; {0} decided place {1}.").format(
            criterion_name(d.decided_by), d.count
        )

    def _update(self) -> None:
        lot = self.drawn_lot()
        if self.spins:
            lots = (*self.tournament.lots, lot) if lot is not None else None
            self.decision = advancement(self.tournament, self.stage_id, lots)
        d = self.decision
        self.ui.titleLabel.setText(
            self.tr("<b>{0} of {1} players of the {2} go through to the {3}.</b>").format(
                d.count, len(d.candidates), stage_name(d.from_stage), stage_name(d.stage)
            )
        )
        self.model.set_rows(self._rows())
        # The cut is what the organiser checks: keep the last places and the line in view.
        self.ui.throughView.scrollToBottom()
        line = self._line_text()
        if d.closing is not None:
            line = self.tr("By today's standings: {0}").format(line)
        self.ui.lineLabel.setText(line)
        warning = ""
        closed = d.closing is not None
        if d.closing is not None:
            warning = self.tr(
                "This stage was closed by {0} at {1}; the list shown is the one announced."
            ).format(d.closing.by, d.closing.at.replace("T", " ")[:16])
            if d.changed:
                names = {row.player: row.shown for row in d.candidates}
                now = ", ".join(names.get(p, p) for p in d.through if p not in d.closing.through)
                warning += " " + self.tr(
                    "Corrections since then would now send other players through ({0}); the list stays as "
                    "announced."
                ).format(now)
        if d.closing is None and d.early:
            warning = self.tr(
                "Only {0} of the {1} rounds of the {2} are entered: close it after its last round."
            ).format(d.rounds_played, d.rounds_planned, stage_name(d.from_stage))
        self.ui.warningLabel.setText(warning)
        self.ui.warningLabel.setVisible(bool(warning))
        self.ui.byEdit.setEnabled(not closed)
        if closed and d.closing is not None:
            self.ui.byEdit.setText(d.closing.by)
            self.confirm.hide()
            self.ui.buttonBox.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Close"))
        missing = ""
        if not closed and self.spins and lot is None:
            missing = self.tr("Enter the number each tied player drew, all different.")
        elif not closed and not self.ui.byEdit.text().strip():
            missing = self.tr("Enter who closes the stage.")
        self.ui.errorLabel.setText(missing)
        self.ui.errorLabel.setVisible(bool(missing))
        self.confirm.setEnabled(not closed and not missing)

    # --- storing ---
    def _confirm(self) -> None:
        d = self.decision
        lot = self.drawn_lot()
        lots: list[dict[str, list[Any]]] = (
            []
            if lot is None
            else [{"players": list(lot.players), "order": list(lot.order), "drawn": list(lot.drawn)}]
        )
        store, tid, by = self.workspace.store, self.workspace.tournament_id, self.ui.byEdit.text()
        stored, error = self.workspace.attempt(
            lambda: store.record_stage_closing(tid, self.stage_id, list(d.through), lots, by)
        )
        if error is not None:
            dialogs.warn(self, self.tr("The stage was not closed"), error)
            return
        self.stored_id = stored
        self.accept()


def close_stage(parent: QWidget | None, workspace: TournamentWorkspace, stage_id: str) -> bool:
    """Open the dialog for entering `stage_id`; True once a closing was stored."""
    try:
        dialog = CloseStageDialog(workspace, stage_id, parent)
    except AdvanceError as err:
        dialogs.warn(
            parent, QCoreApplication.translate("CloseStageDialog", "The stage cannot be closed"), str(err)
        )
        return False
    accepted = dialog.exec() == QDialog.DialogCode.Accepted
    return accepted and dialog.stored_id is not None

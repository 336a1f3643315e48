"""Filing a protest and ruling on it, as a head judge does on the day.

Filing: the game (a stored one: a protest is on a result), who files it (a player of that game, or in a team
tournament one of the teams' captains, chosen as "team — captain" because the organiser hears the team's name
first) and what is protested; the store stamps the time. Ruling: upheld or
rejected with the reason, by the judge named; an upheld protest that changes the game opens the correction
form filled from the ruling (a new result, or a void), and the ruling is stored with that correction in one
transaction. A protest already ruled is ruled again the same way: the new ruling revises the old one, which
stays in the history.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from mafia_desk.gui import palette
from mafia_desk.gui.tournament.games_text import refusal_text, slot_text
from mafia_desk.gui.tournament.pending_ruling import PendingRuling
from mafia_desk.gui.tournament.protest_text import protest_lines
from mafia_desk.gui.tournament.workspace import TournamentWorkspace
from mafia_desk.reports.seating_sheets import stage_label
from mafia_desk.tournament.model import Game, Protest, Tournament
from mafia_desk.tournament.teams import teams_of

Slot = tuple[str, int, int]


def team_captains(t: Tournament) -> list[tuple[str, str]] | None:
    """(team name, captain's id) of each team with a captain, in the teams' order; None when the tournament
    has no teams at all (the exchange file's `teams` absent)."""
    setup = teams_of(t)
    if setup is None:
        return None
    return [(team.name, team.captain) for team in setup.teams if team.captain is not None]


def _error_label(parent: QWidget) -> QLabel:
    label = QLabel(parent)
    label.setWordWrap(True)
    label.setStyleSheet(palette.ERROR_TEXT_QSS)
    return label


class FileProtestDialog(QDialog):
    def __init__(
        self, workspace: TournamentWorkspace, parent: QWidget | None = None, *, slot: Slot | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("File a protest"))
        self.workspace = workspace
        self.protest_id: str | None = None
        t = workspace.tournament
        self.names = workspace.snapshot.names()
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.game_box = QComboBox(self)
        for g in t.games:
            self.game_box.addItem(
                slot_text(stage_label(g.stage), g.round, g.table), (g.stage, g.round, g.table)
            )
        if slot is not None:
            self.game_box.setCurrentIndex(max(0, self.game_box.findData(slot)))
        form.addRow(self.tr("&Game:"), self.game_box)
        self.captains = team_captains(t)
        self.captain_box = QCheckBox(self.tr("Filed by a team's &captain"), self)
        form.addRow("", self.captain_box)
        # Why there is no captain to choose, said where the choice would be.
        self.captain_note = QLabel(self)
        self.captain_note.setWordWrap(True)
        if self.captains is None:
            self.captain_note.setText(
                self.tr("No teams in this tournament: a protest is filed by a player of the game.")
            )
        elif not self.captains:
            self.captain_note.setText(
                self.tr(
                    "No team has a captain yet (Players tab, Teams…): a protest is filed by a player "
                    "of the game."
                )
            )
        self.captain_box.setEnabled(bool(self.captains))
        self.captain_note.setVisible(not self.captains)
        form.addRow("", self.captain_note)
        self.filer_box = QComboBox(self)
        form.addRow(self.tr("Filed &by:"), self.filer_box)
        self.text_edit = QPlainTextEdit(self)
        self.text_edit.setPlaceholderText(self.tr("What is protested, as the player says it"))
        self.text_edit.setTabChangesFocus(True)
        form.addRow(self.tr("&Protest:"), self.text_edit)
        layout.addLayout(form)
        note = QLabel(self.tr("The time is stamped when the protest is stored."), self)
        note.setWordWrap(True)
        layout.addWidget(note)
        self.error_label = _error_label(self)
        layout.addWidget(self.error_label)
        layout.addStretch(1)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.game_box.currentIndexChanged.connect(lambda _i: self._fill_filers())
        self.captain_box.toggled.connect(lambda _on: self._fill_filers())
        self._fill_filers()
        self.resize(560, 360)

    def _game(self) -> Game | None:
        slot = self.game_box.currentData()
        return next((g for g in self.workspace.tournament.games if (g.stage, g.round, g.table) == slot), None)

    def _fill_filers(self) -> None:
        chosen = self.filer_box.currentData()
        self.filer_box.clear()
        if self.captain_box.isChecked():
            for team, code in self.captains or ():
                self.filer_box.addItem(f"{team} — {self.names.get(code, code)}", code)
        else:
            game = self._game()
            for seat, code in enumerate(game.players if game is not None else (), start=1):
                self.filer_box.addItem(
                    self.tr("seat {0}: {1}").format(seat, self.names.get(code, code)), code
                )
        if chosen is not None:
            self.filer_box.setCurrentIndex(max(0, self.filer_box.findData(chosen)))

    def choose_filer(self, code: str) -> bool:
        index = self.filer_box.findData(code)
        if index < 0:
            return False
        self.filer_box.setCurrentIndex(index)
        return True

    def _accept(self) -> None:
        slot = self.game_box.currentData()
        filer = self.filer_box.currentData()
        text = self.text_edit.toPlainText().strip()
        if slot is None:
            self.error_label.setText(self.tr("A protest is filed on a stored game: there is none yet."))
            return
        if filer is None:
            self.error_label.setText(self.tr("Choose who files the protest."))
            return
        if not text:
            self.error_label.setText(self.tr("A protest needs its text: what is protested."))
            return
        store, tid = self.workspace.store, self.workspace.tournament_id
        filed_as = "captain" if self.captain_box.isChecked() else "player"
        made, error = self.workspace.attempt(
            lambda: store.file_protest(tid, *slot, by=filer, text=text, filed_as=filed_as)
        )
        if error is not None:
            self.error_label.setText(refusal_text(error))
            return
        self.protest_id = made
        self.accept()


# What an upheld ruling does to the game.
REPLACE, VOID, NOTHING = "replace", "void", "nothing"


class RulingDialog(QDialog):
    def __init__(
        self, workspace: TournamentWorkspace, protest: Protest, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Ruling on protest {0}").format(protest.id))
        self.workspace = workspace
        self.protest = protest
        self.stored = False
        t = workspace.tournament
        history = t.corrections_of(*protest.slot)
        self.original = next(g for g in t.games if (g.stage, g.round, g.table) == protest.slot)
        self.current: Game | None = history[-1].game if history else self.original
        layout = QVBoxLayout(self)
        where = slot_text(stage_label(protest.stage), protest.round, protest.table)
        head = QLabel(f"<b>{where}</b>", self)
        layout.addWidget(head)
        self.history_label = QLabel("\n".join(protest_lines(protest, workspace.snapshot.names())), self)
        self.history_label.setWordWrap(True)
        layout.addWidget(self.history_label)
        self.upheld_button = QRadioButton(self.tr("&Upheld"), self)
        self.rejected_button = QRadioButton(self.tr("&Rejected"), self)
        group = QButtonGroup(self)
        group.addButton(self.upheld_button)
        group.addButton(self.rejected_button)
        form = QFormLayout()
        decision = QWidget(self)
        row = QVBoxLayout(decision)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.upheld_button)
        row.addWidget(self.rejected_button)
        form.addRow(self.tr("Decision:"), decision)
        self.change_box = QComboBox(self)
        self.change_box.addItem(self.tr("correct the result (the correction form opens)"), REPLACE)
        if self.current is not None:
            self.change_box.addItem(self.tr("void the game (the void form opens)"), VOID)
        self.change_box.addItem(self.tr("no change to the game's result"), NOTHING)
        form.addRow(self.tr("The &game:"), self.change_box)
        self.reason_edit = QLineEdit(self)
        form.addRow(self.tr("Rea&son:"), self.reason_edit)
        self.judge_edit = QLineEdit(self)
        judges = t.judges or ()
        self.judge_edit.setText(judges[0] if judges else "")
        form.addRow(self.tr("Head &judge:"), self.judge_edit)
        layout.addLayout(form)
        self.closed_note = QLabel(self._closed_text(), self)
        self.closed_note.setWordWrap(True)
        self.closed_note.setVisible(bool(self.closed_note.text()))
        layout.addWidget(self.closed_note)
        self.error_label = _error_label(self)
        layout.addWidget(self.error_label)
        layout.addStretch(1)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.upheld_button.toggled.connect(lambda _on: self._decision_changed())
        self.rejected_button.setChecked(True)
        self._decision_changed()
        self.reason_edit.setFocus()
        self.resize(620, 420)

    def _closed_text(self) -> str:
        """A correction of a closed stage's game changes its standings, not who went through (a stage's
        entry list, once announced, stays: docs/scoring.md, "Advancing")."""
        order = [s.id for s in self.workspace.snapshot.stages]
        if self.protest.stage not in order:
            return ""
        later = order[order.index(self.protest.stage) + 1 :]
        closing = next((c for c in self.workspace.tournament.closings if c.stage in later[:1]), None)
        if closing is None:
            return ""
        return self.tr(
            "The stage is closed ({0}, {1}): a correction changes its standings, not who went through."
        ).format(closing.by, closing.at)

    def _decision_changed(self) -> None:
        self.change_box.setEnabled(self.upheld_button.isChecked())

    def decide(self, upheld: bool, reason: str, judge: str | None = None, change: str = NOTHING) -> None:
        """Fill the form as the judge would (for the keyboard-less paths and the tests)."""
        (self.upheld_button if upheld else self.rejected_button).setChecked(True)
        self.reason_edit.setText(reason)
        if judge is not None:
            self.judge_edit.setText(judge)
        self.change_box.setCurrentIndex(max(0, self.change_box.findData(change)))

    def _accept(self) -> None:
        reason = self.reason_edit.text().strip()
        judge = self.judge_edit.text().strip()
        if not reason:
            self.error_label.setText(self.tr("A ruling needs its reason."))
            return
        if not judge:
            self.error_label.setText(self.tr("A ruling needs the head judge's name."))
            return
        upheld = self.upheld_button.isChecked()
        change = self.change_box.currentData() if upheld else NOTHING
        if change == NOTHING:
            store, tid, pid = self.workspace.store, self.workspace.tournament_id, self.protest.id
            decision = "upheld" if upheld else "rejected"
            _, error = self.workspace.attempt(
                lambda: store.rule_protest(tid, pid, decision, reason=reason, by=judge)
            )
            if error is not None:
                self.error_label.setText(refusal_text(error))
                return
            self.stored = True
            self.accept()
            return
        ruling = PendingRuling(self.protest.id, reason, judge)
        if self._correct(change, ruling):
            self.stored = True
            self.accept()
        else:
            self.error_label.setText(self.tr("Nothing stored: the correction form was cancelled."))

    def _correct(self, change: str, ruling: PendingRuling) -> bool:
        """The correction form filled from the ruling; True once the ruling and the correction are stored."""
        if change == VOID and self.current is not None:
            from mafia_desk.gui.tournament.correction_dialog import CorrectionDialog

            void = CorrectionDialog(self.workspace, self.current, self, ruling=ruling)
            void.exec()
            return void.stored
        from mafia_desk.gui.tournament.quick_result_dialog import QuickResultDialog

        form = QuickResultDialog(self.workspace, self, original=self.current or self.original, ruling=ruling)
        form.exec()
        return form.stored

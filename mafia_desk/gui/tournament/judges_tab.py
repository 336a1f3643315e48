"""The Judges tab: the tournament's judges (name, club, city, the player he is when he also plays) and the
judge of each table of a round.

A round's judges are drawn automatically (seating/judges.py: never a judge at a table with a player of his
own club, or team, where the draw allows; each table that breaks it named below the grid) or chosen by hand
in each table's box; either way they are a preview until "Save judges", as a draw is. Saved, they travel in
the exchange file (`draws[].judges`), are printed on the seating sheets and the game's protocol, and make up
each judge's day ("A judge's tables…").
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMainWindow,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mafia_desk.gui.common import dialogs
from mafia_desk.gui.common.rows_model import Column, RowsModel, rows_view, selected_rows, sorted_proxy
from mafia_desk.gui.common.shown_refresh import refresh_when_shown
from mafia_desk.gui.tournament.judge_dialogs import JudgeDayDialog, JudgeDialog
from mafia_desk.gui.tournament.workspace import TournamentWorkspace
from mafia_desk.reports.seating_sheets import stage_label
from mafia_desk.seating.judges import TableProblem, assign_round_judges, check_judges
from mafia_desk.tournament.model import Draw, Judge
from mafia_desk.tournament.teams import player_teams

SEED_LIMIT = 2**31


class JudgesTab(QWidget):
    def __init__(self, workspace: TournamentWorkspace, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        # The round's judges not saved yet (a preview), per (stage, round).
        self.pending: dict[tuple[str, int], tuple[str | None, ...]] = {}
        self.round_keys: list[tuple[str, int]] = []
        self.model: RowsModel[Judge] = RowsModel(
            [
                Column(lambda: self.tr("Judge"), lambda j: j.name),
                Column(lambda: self.tr("Club"), lambda j: j.club or ""),
                Column(lambda: self.tr("City"), lambda j: j.city or ""),
                Column(lambda: self.tr("Plays as"), self._player_cell),
            ],
            self,
        )
        self.proxy = sorted_proxy(self.model, self)
        self.view = rows_view(self.proxy, self, sortable=False)
        self.add_button = QPushButton(self.tr("&Add…"), self)
        self.edit_button = QPushButton(self.tr("&Edit…"), self)
        self.remove_button = QPushButton(self.tr("Re&move"), self)
        self.day_button = QPushButton(self.tr("A judge's &tables…"), self)
        left_box = QGroupBox(self.tr("Judges of the tournament"), self)
        left = QVBoxLayout(left_box)
        left.addWidget(self.view, 1)
        row = QHBoxLayout()
        for b in (self.add_button, self.edit_button, self.remove_button):
            row.addWidget(b)
        row.addStretch(1)
        left.addLayout(row)
        left.addWidget(self.day_button)

        self.round_box = QComboBox(self)
        self.grid = QTableWidget(0, 3, self)
        self.grid.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.grid.verticalHeader().setVisible(False)
        self.state_label = QLabel(self)
        self.problems_label = QLabel(self)
        self.problems_label.setWordWrap(True)
        self.problems_label.setStyleSheet("color: #b91c1c")
        self.problems_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.auto_button = QPushButton(self.tr("Assign a&utomatically"), self)
        self.save_button = QPushButton(self.tr("&Save judges"), self)
        self.clear_button = QPushButton(self.tr("C&lear"), self)
        right_box = QGroupBox(self.tr("Judges at the tables"), self)
        right = QVBoxLayout(right_box)
        right.addWidget(self.round_box)
        right.addWidget(self.grid, 1)
        right.addWidget(self.state_label)
        right.addWidget(self.problems_label)
        buttons = QHBoxLayout()
        for b in (self.auto_button, self.save_button, self.clear_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        right.addLayout(buttons)

        split = QSplitter(Qt.Orientation.Horizontal, self)
        split.addWidget(left_box)
        split.addWidget(right_box)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        layout = QVBoxLayout(self)
        layout.addWidget(split)

        self.add_button.clicked.connect(lambda: self.add_judge())
        self.edit_button.clicked.connect(lambda: self.edit_judge())
        self.remove_button.clicked.connect(lambda: self.remove_judge())
        self.day_button.clicked.connect(lambda: self.judge_day())
        self.view.doubleClicked.connect(lambda _i: self.edit_judge())
        self.view.selectionModel().selectionChanged.connect(lambda *_: self._buttons())
        self.round_box.currentIndexChanged.connect(lambda _i: self.show_round())
        self.auto_button.clicked.connect(lambda: self.assign())
        self.save_button.clicked.connect(lambda: self.save())
        self.clear_button.clicked.connect(lambda: self.clear())
        refresh_when_shown(self, workspace.changed, self.refresh)
        self.refresh()

    # --- the judges ---
    def _player_cell(self, j: Judge) -> str:
        if j.player is None:
            return ""
        return self.workspace.snapshot.names().get(j.player, j.player)

    def judges(self) -> tuple[Judge, ...]:
        return self.workspace.tournament.judge_list

    def selected(self) -> Judge | None:
        rows = selected_rows(self.view)
        return rows[0] if rows else None

    def _buttons(self) -> None:
        chosen = self.selected() is not None
        self.edit_button.setEnabled(chosen)
        self.remove_button.setEnabled(chosen)
        self.day_button.setEnabled(bool(self.judges()))

    def _store_judges(self, judges: Sequence[Judge], done: str) -> bool:
        tid = self.workspace.tournament_id
        _, refusal = self.workspace.attempt(lambda: self.workspace.store.set_judges(tid, judges))
        if refusal is not None:
            dialogs.warn(self, self.tr("Judges not changed"), refusal)
            return False
        self._say(done)
        return True

    def add_judge(self) -> bool:
        dialog = JudgeDialog(self.workspace, None, {j.name for j in self.judges()}, self)
        dialog.exec()
        if dialog.judge is None:
            return False
        return self._store_judges(
            [*self.judges(), dialog.judge], self.tr("Judge {0} added.").format(dialog.judge.name)
        )

    def edit_judge(self) -> bool:
        judge = self.selected()
        if judge is None:
            return False
        others = {j.name for j in self.judges() if j.name != judge.name}
        dialog = JudgeDialog(self.workspace, judge, others, self)
        dialog.exec()
        if dialog.judge is None:
            return False
        new = dialog.judge
        judges = [new if j.name == judge.name else j for j in self.judges()]
        if new.name != judge.name and self._assigned(judge.name):
            dialogs.warn(
                self,
                self.tr("Judges not changed"),
                self.tr("{0} judges tables of saved rounds: take him off them first.").format(judge.name),
            )
            return False
        return self._store_judges(judges, self.tr("Judge {0} saved.").format(new.name))

    def remove_judge(self) -> bool:
        judge = self.selected()
        if judge is None:
            return False
        if self._assigned(judge.name):
            dialogs.warn(
                self,
                self.tr("Judges not changed"),
                self.tr("{0} judges tables of saved rounds: take him off them first.").format(judge.name),
            )
            return False
        if not dialogs.confirm(
            self, self.tr("Remove a judge"), self.tr("Remove judge {0}?").format(judge.name)
        ):
            return False
        return self._store_judges(
            [j for j in self.judges() if j.name != judge.name],
            self.tr("Judge {0} removed.").format(judge.name),
        )

    def _assigned(self, name: str) -> bool:
        return any(name in d.judges for d in self.workspace.tournament.draws)

    def judge_day(self, judge: str | None = None) -> JudgeDayDialog:
        chosen = self.selected()
        dialog = JudgeDayDialog(self.workspace, judge or (chosen.name if chosen else None), self)
        dialog.exec()
        return dialog

    # --- a round's judges ---
    def refresh(self) -> None:
        snap = self.workspace.snapshot
        chosen = self.selected()
        self.model.set_rows(self.judges())
        self.view.resizeColumnsToContents()
        self.view.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        if chosen is not None:
            self.select(chosen.name)
        key = self.current
        self.round_box.blockSignals(True)
        self.round_box.clear()
        position = {s.id: i for i, s in enumerate(snap.stages)}
        # the box's items in this order (a tuple is no QVariant the box can look up)
        self.round_keys = [
            (d.stage, d.round)
            for d in sorted(snap.tournament.draws, key=lambda d: (position.get(d.stage, 99), d.round))
        ]
        for stage, number in self.round_keys:
            self.round_box.addItem(self.tr("{0}, round {1}").format(stage_label(stage), number))
        if not self.round_keys:
            self.round_box.addItem(self.tr("No saved draw yet: draw a round on the Rounds tab"))
        index = self.round_keys.index(key) if key in self.round_keys else 0
        self.round_box.setCurrentIndex(index)
        self.round_box.blockSignals(False)
        self._buttons()
        self.show_round()

    def select(self, name: str) -> bool:
        for row in range(self.proxy.rowCount()):
            if self.proxy.index(row, 0).data() == name:
                self.view.selectRow(row)
                return True
        return False

    def select_round(self, stage: str, round_: int) -> bool:
        if (stage, round_) not in self.round_keys:
            return False
        self.round_box.setCurrentIndex(self.round_keys.index((stage, round_)))
        return True

    @property
    def current(self) -> tuple[str, int] | None:
        index = self.round_box.currentIndex()
        return self.round_keys[index] if 0 <= index < len(self.round_keys) else None

    def draw(self) -> Draw | None:
        key = self.current
        return self.workspace.tournament.draw_of(*key) if key is not None else None

    def shown(self) -> tuple[str | None, ...]:
        """The judges the grid shows: the preview when there is one, else the saved ones."""
        draw, key = self.draw(), self.current
        if draw is None or key is None:
            return ()
        if key in self.pending:
            return self.pending[key]
        return draw.judges or (None,) * len(draw.tables)

    def show_round(self) -> None:
        draw = self.draw()
        names = self.workspace.snapshot.names()
        clubs = {p.id: p.club for p in self.workspace.tournament.players}
        shown = self.shown()
        self.grid.clear()
        self.grid.setHorizontalHeaderLabels([self.tr("Table"), self.tr("Judge"), self.tr("Players (club)")])
        tables = draw.tables if draw is not None else ()
        self.grid.setRowCount(len(tables))
        for t, table in enumerate(tables):
            self.grid.setItem(t, 0, QTableWidgetItem(str(t + 1)))
            box = QComboBox(self.grid)
            box.addItem(self.tr("— no judge —"), None)
            for j in self.judges():
                box.addItem(j.name if not j.club else f"{j.name} ({j.club})", j.name)
            box.setCurrentIndex(max(0, box.findData(shown[t])))
            box.currentIndexChanged.connect(lambda _i, row=t: self._edited(row))
            self.grid.setCellWidget(t, 1, box)
            players = ", ".join(names.get(p, p) + (f" ({clubs[p]})" if clubs.get(p) else "") for p in table)
            item = QTableWidgetItem(players)
            item.setToolTip(players)
            self.grid.setItem(t, 2, item)
        self.grid.resizeColumnsToContents()
        self.grid.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self._show_state()

    def _edited(self, row: int) -> None:
        key = self.current
        if key is None:
            return
        box = self.grid.cellWidget(row, 1)
        assert isinstance(box, QComboBox)
        judges = list(self.shown())
        judges[row] = box.currentData()
        self.pending[key] = tuple(judges)
        self._show_state()

    def _show_state(self) -> None:
        draw, key = self.draw(), self.current
        enabled = draw is not None
        for b in (self.auto_button, self.clear_button):
            b.setEnabled(enabled and bool(self.judges()))
        preview = key is not None and key in self.pending
        self.save_button.setEnabled(preview)
        if draw is None:
            self.state_label.setText("")
            self.problems_label.setText("")
            return
        shown = self.shown()
        if preview:
            self.state_label.setText(self.tr("Not saved: the tables get these judges once you save them."))
        elif draw.judges:
            self.state_label.setText(self.tr("Saved."))
        else:
            self.state_label.setText(self.tr("No judges assigned in this round."))
        if not any(shown):
            self.problems_label.setText("")
            return
        clubs = {p.id: p.club for p in self.workspace.tournament.players}
        teams = player_teams(self.workspace.tournament)
        problems = check_judges(self.judges(), draw.tables, shown, clubs, teams)
        twice = sorted({n for n in shown if n is not None and shown.count(n) > 1})
        lines = [self.tr("{0} is chosen for two tables.").format(n) for n in twice]
        lines += [problem_text(p, self.workspace.snapshot.names()) for p in problems]
        self.problems_label.setText("\n".join(lines))

    def problems(self) -> list[str]:
        text = self.problems_label.text()
        return text.split("\n") if text else []

    def assign(self, seed: int | None = None) -> tuple[str | None, ...]:
        """The automatic assignment as a preview; `seed` for the same answer again (one is picked else)."""
        key = self.current
        if key is None:
            return ()
        if seed is None:
            seed = random.SystemRandom().randrange(SEED_LIMIT)
        plan = assign_round_judges(self.workspace.tournament, *key, seed=seed)
        self.pending[key] = plan.judges
        self.show_round()
        if plan.problems:
            self._say(
                self.tr("Judges assigned (seed {0}); some tables break the rule, see below.").format(seed)
            )
        else:
            self._say(
                self.tr("Judges assigned (seed {0}): no judge at a table of his own club.").format(seed)
            )
        return plan.judges

    def clear(self) -> None:
        draw, key = self.draw(), self.current
        if draw is None or key is None:
            return
        self.pending[key] = (None,) * len(draw.tables)
        self.show_round()

    def save(self) -> bool:
        key = self.current
        if key is None or key not in self.pending:
            return False
        judges = self.pending[key]
        tid = self.workspace.tournament_id
        _, refusal = self.workspace.attempt(
            lambda: self.workspace.store.set_round_judges(tid, key[0], key[1], judges)
        )
        if refusal is not None:
            dialogs.warn(self, self.tr("Judges not saved"), refusal)
            return False
        self.pending.pop(key, None)
        self.show_round()
        self._say(self.tr("Judges of {0}, round {1} saved.").format(stage_label(key[0]), key[1]))
        return True

    def _say(self, text: str) -> None:
        window = self.window()
        if isinstance(window, QMainWindow):
            window.statusBar().showMessage(text, 8000)


def problem_text(p: TableProblem, names: Mapping[str, str]) -> str:
    """A table that breaks the rule, in the interface's language."""
    if p.judge is None:
        return QCoreApplication.translate("JudgesTab", "Table {0}: no judge.").format(p.table)
    if p.plays_at is not None:
        return QCoreApplication.translate(
            "JudgesTab", "Table {0}: judge {1} plays at table {2} in this round."
        ).format(p.table, p.judge, p.plays_at)
    parts = []
    if p.same_club:
        parts.append(
            QCoreApplication.translate(
                "JudgesTab", "Table {0}: judge {1} is of the same club as {2}."
            ).format(p.table, p.judge, ", ".join(names.get(x, x) for x in p.same_club))
        )
    if p.same_team:
        parts.append(
            QCoreApplication.translate(
                "JudgesTab", "Table {0}: judge {1} is of the same team as {2}."
            ).format(p.table, p.judge, ", ".join(names.get(x, x) for x in p.same_team))
        )
    return " ".join(parts)

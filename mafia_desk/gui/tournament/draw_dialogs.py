"""The Rounds tab's two dialogs: swap two players of a round, and the organiser's seating constraints.

Players are picked by name (with completion: a hall of 40 Cyrillic names is typed faster than scrolled) and
carried by id, so two players of the same name stay two players.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QCompleter, QDialog, QListWidgetItem, QWidget

from mafia_desk.gui import palette
from mafia_desk.gui.forms.ui_constraints_dialog import Ui_ConstraintsDialog
from mafia_desk.gui.forms.ui_swap_dialog import Ui_SwapDialog
from mafia_desk.inputs.limits import MAX_SEATING_ROUNDS
from mafia_desk.reports.seating_sheets import stage_label

ID_ROLE = Qt.ItemDataRole.UserRole


def _fill_players(box: QComboBox, choices: Sequence[tuple[str, str]]) -> None:
    """(id, label) choices in the box, typed names completed anywhere in the label."""
    box.clear()
    box.addItem("", None)
    for pid, label in choices:
        box.addItem(label, pid)
    completer = QCompleter([label for _pid, label in choices], box)
    completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    completer.setFilterMode(Qt.MatchFlag.MatchContains)
    box.setCompleter(completer)
    box.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)


def _picked(box: QComboBox) -> str | None:
    """The id of the player in the box: the chosen item, or the one whose label is exactly what was typed."""
    found = box.findText(box.currentText().strip(), Qt.MatchFlag.MatchFixedString)
    if found > 0:
        value = box.itemData(found)
        return None if value is None else str(value)
    return None


class SwapDialog(QDialog):
    def __init__(self, choices: Sequence[tuple[str, str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_SwapDialog()
        self.ui.setupUi(self)
        self.ui.errorLabel.setStyleSheet(palette.ERROR_TEXT_QSS)
        self.ui.buttonBox.accepted.connect(self.accept)
        self.ui.buttonBox.rejected.connect(self.reject)
        _fill_players(self.ui.firstBox, choices)
        _fill_players(self.ui.secondBox, choices)
        self.pair: tuple[str, str] | None = None

    def choose(self, first: str, second: str) -> None:
        for box, pid in ((self.ui.firstBox, first), (self.ui.secondBox, second)):
            box.setCurrentIndex(box.findData(pid))

    def accept(self) -> None:
        a, b = _picked(self.ui.firstBox), _picked(self.ui.secondBox)
        if a is None or b is None:
            self.ui.errorLabel.setText(self.tr("Choose two players of this round from the lists."))
            return
        if a == b:
            self.ui.errorLabel.setText(self.tr("Choose two different players."))
            return
        self.pair = (a, b)
        super().accept()


def parse_rounds(text: str, last: int) -> list[int] | None:
    """'1, 3-4' as [1, 3, 4]; None for anything else, a round outside 1..last included."""
    out: set[int] = set()
    parts = [p for p in re.split(r"[,;]", "".join(text.split())) if p]
    if not parts:
        return None
    for part in parts:
        m = re.fullmatch(r"(\d{1,3})[-–](\d{1,3})|(\d{1,3})", part)
        if m is None:
            return None
        lo, hi = (int(m[1]), int(m[2])) if m[3] is None else (int(m[3]), int(m[3]))
        if not 1 <= lo <= hi <= last:
            return None
        out.update(range(lo, hi + 1))
    return sorted(out)


class ConstraintsDialog(QDialog):
    """Edits the stored constraints dict (RoundConstraints' JSON); `constraints` holds the result."""

    def __init__(
        self,
        current: Mapping[str, Any],
        players: Sequence[tuple[str, str]],
        stages: Sequence[tuple[str, int]],
        parent: QWidget | None = None,
        teams: bool = False,
    ) -> None:
        """`teams`: the tournament has teams, so "teammates apart" is offered (hidden otherwise)."""
        super().__init__(parent)
        self.ui = Ui_ConstraintsDialog()
        self.ui.setupUi(self)
        ui = self.ui
        ui.errorLabel.setStyleSheet(palette.ERROR_TEXT_QSS)
        ui.buttonBox.accepted.connect(self.accept)
        ui.buttonBox.rejected.connect(self.reject)
        self.labels = dict(players)
        self.stage_rounds = dict(stages)
        for sid, _rounds in stages:
            ui.stageBox.addItem(stage_label(sid), sid)
        wanted = current.get("stage") or (stages[0][0] if stages else "")
        ui.stageBox.setCurrentIndex(max(0, ui.stageBox.findData(wanted)))
        ui.roundsBox.setMaximum(MAX_SEATING_ROUNDS)
        ui.roundsBox.setValue(int(current.get("apart_rounds", 0) or 0))
        ui.clubBox.setChecked(bool(current.get("same_club", False)))
        self._teams_row(current.get("teams_apart", 0), teams)
        for box in (ui.pairFirstBox, ui.pairSecondBox, ui.sitOutPlayerBox):
            _fill_players(box, players)
        for group in current.get("apart", []):
            ids = [str(p) for p in group]
            if len(ids) >= 2:
                self._add_pair_item(ids)
        for rnd, ids in sorted(current.get("absent", {}).items(), key=lambda kv: int(kv[0])):
            for pid in ids:
                self._add_sit_out_item(str(pid), [int(rnd)])
        ui.addPairButton.clicked.connect(self.add_pair)
        ui.removePairButton.clicked.connect(lambda: self._remove(ui.pairsList))
        ui.addSitOutButton.clicked.connect(self.add_sit_out)
        ui.removeSitOutButton.clicked.connect(lambda: self._remove(ui.sitOutList))
        self.constraints: dict[str, Any] | None = None

    def _teams_row(self, value: object, shown: bool) -> None:
        """No / in the first N rounds / always: the stored `teams_apart` (0, N or "always")."""
        ui = self.ui
        ui.teamsModeBox.addItem(self.tr("no"), "no")
        ui.teamsModeBox.addItem(self.tr("in the first"), "first")
        ui.teamsModeBox.addItem(self.tr("always"), "always")
        ui.teamsRoundsBox.setMaximum(MAX_SEATING_ROUNDS)
        if value == "always":
            ui.teamsModeBox.setCurrentIndex(2)
        elif isinstance(value, int) and not isinstance(value, bool) and value > 0:
            ui.teamsModeBox.setCurrentIndex(1)
            ui.teamsRoundsBox.setValue(value)
        ui.teamsRoundsBox.setVisible(ui.teamsModeBox.currentData() == "first")
        ui.teamsModeBox.currentIndexChanged.connect(
            lambda _i: ui.teamsRoundsBox.setVisible(ui.teamsModeBox.currentData() == "first")
        )
        for widget in (ui.teamsLabel, ui.teamsModeBox):
            widget.setVisible(shown)
        if not shown:
            ui.teamsRoundsBox.setVisible(False)

    def _teams_apart(self) -> int | str:
        mode = self.ui.teamsModeBox.currentData()
        if mode == "always":
            return "always"
        return self.ui.teamsRoundsBox.value() if mode == "first" else 0

    def _label(self, pid: str) -> str:
        return self.labels.get(pid, pid)

    def _add_pair_item(self, ids: Sequence[str]) -> None:
        item = QListWidgetItem(" — ".join(self._label(p) for p in ids))
        item.setData(ID_ROLE, list(ids))
        self.ui.pairsList.addItem(item)

    def _add_sit_out_item(self, pid: str, rounds: Sequence[int]) -> None:
        for i in range(self.ui.sitOutList.count()):
            item = self.ui.sitOutList.item(i)
            old_pid, old_rounds = item.data(ID_ROLE)
            if old_pid == pid:
                rounds = sorted({*old_rounds, *rounds})
                self.ui.sitOutList.takeItem(i)
                break
        shown = ", ".join(str(r) for r in rounds)
        item = QListWidgetItem(self.tr("{0}: sits out round(s) {1}").format(self._label(pid), shown))
        item.setData(ID_ROLE, (pid, list(rounds)))
        self.ui.sitOutList.addItem(item)

    @staticmethod
    def _remove(view: Any) -> None:
        row = view.currentRow()
        if row >= 0:
            view.takeItem(row)

    def add_pair(self) -> bool:
        a, b = _picked(self.ui.pairFirstBox), _picked(self.ui.pairSecondBox)
        if a is None or b is None or a == b:
            self.ui.errorLabel.setText(self.tr("A pair is two different players of the tournament."))
            return False
        self._add_pair_item([a, b])
        self.ui.errorLabel.setText("")
        return True

    def add_sit_out(self) -> bool:
        pid = _picked(self.ui.sitOutPlayerBox)
        last = self.stage_rounds.get(str(self.ui.stageBox.currentData()), MAX_SEATING_ROUNDS)
        rounds = parse_rounds(self.ui.sitOutRoundsEdit.text(), last)
        if pid is None:
            self.ui.errorLabel.setText(self.tr("Choose the player who sits out from the list."))
            return False
        if rounds is None:
            self.ui.errorLabel.setText(self.tr("Rounds are numbers 1 to {0}, such as “1, 3-4”.").format(last))
            return False
        self._add_sit_out_item(pid, rounds)
        self.ui.sitOutRoundsEdit.clear()
        self.ui.errorLabel.setText("")
        return True

    def result_dict(self) -> dict[str, Any]:
        ui = self.ui
        apart = [ui.pairsList.item(i).data(ID_ROLE) for i in range(ui.pairsList.count())]
        absent: dict[str, list[str]] = {}
        for i in range(ui.sitOutList.count()):
            pid, rounds = ui.sitOutList.item(i).data(ID_ROLE)
            for r in rounds:
                absent.setdefault(str(r), []).append(pid)
        out: dict[str, Any] = {
            "stage": ui.stageBox.currentData(),
            "same_club": ui.clubBox.isChecked(),
            "apart_rounds": ui.roundsBox.value(),
            "apart": [list(g) for g in apart],
            "absent": dict(sorted(absent.items(), key=lambda kv: int(kv[0]))),
        }
        teams_apart = self._teams_apart()
        if teams_apart:
            out["teams_apart"] = teams_apart
        return out

    def accept(self) -> None:
        data = self.result_dict()
        if (data["apart"] or data["same_club"]) and not data["apart_rounds"]:
            self.ui.errorLabel.setText(
                self.tr("Say for how many first rounds the players are kept apart (1 or more).")
            )
            return
        self.constraints = data
        super().accept()

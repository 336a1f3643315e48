"""Starting a game: ten players by seat (typed, or picked from the store's register), the rules and the
protocol header. A club evening needs nothing more; a tournament game takes its names from a saved draw."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QCompleter, QDialog, QWidget

from mafia_desk.game.model import SEATS
from mafia_desk.gui import engine_text, palette
from mafia_desk.gui.forms.ui_new_game_dialog import Ui_NewGameDialog
from mafia_desk.rulesets.files import DEFAULT_RULESET, ruleset_ids
from mafia_desk.store.draw_tables import DrawOption
from mafia_desk.store.records import PlayerRecord


@dataclass
class NewGameRequest:
    ruleset_id: str
    seats: list[dict[str, Any]]
    meta: dict[str, Any]
    tournament_id: int | None = None
    stage: str | None = None
    round_no: int | None = None
    table: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)


class NewGameDialog(QDialog):
    def __init__(
        self,
        players: list[PlayerRecord],
        parent: QWidget | None = None,
        draws: list[DrawOption] | None = None,
    ) -> None:
        super().__init__(parent)
        self.ui = Ui_NewGameDialog()
        self.ui.setupUi(self)
        self.ui.errorLabel.setStyleSheet(palette.ERROR_TEXT_QSS)
        self.request: NewGameRequest | None = None
        self.draws = list(draws or [])
        self.ui.sourceBox.addItem(self.tr("Club game: type ten names or pick them from the register"), None)
        for i, d in enumerate(self.draws):
            label = self.tr("{0} · {1} · round {2} · table {3}").format(
                d.tournament, d.stage, d.round, d.table
            )
            self.ui.sourceBox.addItem(label, i)
        for rid in ruleset_ids():
            name = engine_text.ruleset_file_name(rid)
            self.ui.rulesetBox.addItem(f"{name} ({rid})", rid)
        self.ui.rulesetBox.setCurrentIndex(max(0, self.ui.rulesetBox.findData(DEFAULT_RULESET)))
        self.ui.titleEdit.setPlaceholderText(self.tr("Club evening"))
        self.name_boxes: list[QComboBox] = [getattr(self.ui, f"nameBox{n}") for n in SEATS]
        names = [p.name for p in players]
        for box in self.name_boxes:
            box.addItem("", None)
            for p in players:
                box.addItem(p.name, p.id)
            box.setCurrentIndex(0)
            box.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
            completer = QCompleter(names, box)
            completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
            completer.setFilterMode(Qt.MatchFlag.MatchContains)
            box.setCompleter(completer)
        self.ui.sourceBox.currentIndexChanged.connect(self._source_changed)
        self.ui.buttonBox.accepted.connect(self._accept)
        self.ui.buttonBox.rejected.connect(self.reject)
        # A club host types the names first: the cursor waits in seat 1, not on the source box.
        self.name_boxes[0].setFocus()

    def draw(self) -> DrawOption | None:
        index = self.ui.sourceBox.currentData()
        return None if index is None else self.draws[int(index)]

    def _source_changed(self) -> None:
        """A draw's table fixes the players, the rules and the slot; a club game leaves them free."""
        d = self.draw()
        fixed = d is not None
        if d is not None:
            self.set_names(list(d.names))
            self.ui.rulesetBox.setCurrentIndex(max(0, self.ui.rulesetBox.findData(d.ruleset_id)))
            self.ui.titleEdit.setText(d.tournament)
            self.ui.tableBox.setValue(d.table)
            self.ui.gameBox.setValue(d.round)
            if d.judge:  # the judge assigned to the table; the host may still type another one
                self.ui.judgeEdit.setText(d.judge)
        for widget in (
            *self.name_boxes,
            self.ui.rulesetBox,
            self.ui.titleEdit,
            self.ui.tableBox,
            self.ui.gameBox,
        ):
            widget.setEnabled(not fixed)

    def set_names(self, names: list[str]) -> None:
        for box, name in zip(self.name_boxes, names, strict=False):
            box.setEditText(name)

    def _seat(self, n: int, box: QComboBox) -> dict[str, Any]:
        name = box.currentText().strip()
        index = box.findText(name, Qt.MatchFlag.MatchExactly)
        d = self.draw()
        if d is not None:
            return {"seat": n, "player": name, "player_id": d.codes[n - 1]}
        player_id = box.itemData(index) if index > 0 else None
        return {"seat": n, "player": name, "player_id": None if player_id is None else str(player_id)}

    def _accept(self) -> None:
        seats = [self._seat(n, box) for n, box in enumerate(self.name_boxes, start=1)]
        empty = [str(s["seat"]) for s in seats if not s["player"]]
        if empty:
            self.ui.errorLabel.setText(
                self.tr("Every seat needs a player: seats {0} are empty.").format(", ".join(empty))
            )
            return
        seen: dict[str, int] = {}
        for s in seats:
            key = s["player"].casefold()
            if key in seen:
                self.ui.errorLabel.setText(
                    self.tr("{0} sits at seats {1} and {2}: one player, one seat.").format(
                        s["player"], seen[key], s["seat"]
                    )
                )
                return
            seen[key] = s["seat"]
        meta = {
            "title": self.ui.titleEdit.text().strip() or self.ui.titleEdit.placeholderText(),
            "table": self.ui.tableBox.value(),
            "game": self.ui.gameBox.value(),
            "judge": self.ui.judgeEdit.text().strip(),
            "date": dt.date.today().isoformat(),
        }
        d = self.draw()
        if d is not None:
            meta.update({"tournament": d.tournament, "stage": d.stage, "round": d.round, "game": d.round})
            self.request = NewGameRequest(
                d.ruleset_id, seats, meta, d.tournament_id, d.stage, d.round, d.table
            )
        else:
            self.request = NewGameRequest(str(self.ui.rulesetBox.currentData()), seats, meta)
        self.accept()

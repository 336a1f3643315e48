"""The quick result form's keys: Enter in a comment's or a penalty reason's cell ends the typing there; it
stored the game half typed (the dialog's default button, OK, took the Enter the cell passed on)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from fixtures import EXCHANGE
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QSpinBox

from mafia_desk.gui.tournament.quick_result_dialog import COL_SEAT, COL_TEXT, QuickResultDialog
from mafia_desk.gui.tournament.workspace import TournamentWorkspace


@pytest.fixture
def form(qtbot: Any, store: Any) -> QuickResultDialog:
    document = json.loads((EXCHANGE / "white-nights-2016-organiser.json").read_text("utf-8"))
    workspace = TournamentWorkspace(store, store.import_tournament(document))
    dialog = QuickResultDialog(workspace)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


@pytest.mark.parametrize("table", ["bonusTable", "penaltyTable"])
@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter])
def test_enter_in_a_text_cell_does_not_submit_the_form(
    qtbot: Any, form: QuickResultDialog, table: str, key: Qt.Key
) -> None:
    submitted: list[bool] = []
    form.ui.buttonBox.accepted.connect(lambda: submitted.append(True))
    grid = getattr(form.ui, table)
    row = form.add_bonus() if table == "bonusTable" else form.add_penalty()
    cell = grid.cellWidget(row, COL_TEXT)
    assert isinstance(cell, QLineEdit)
    cell.setFocus()
    qtbot.keyClicks(cell, "late")
    qtbot.keyClick(cell, key)
    assert submitted == [] and form.isVisible()
    assert cell.text() == "late"
    # ... while Enter elsewhere in the form still presses OK, as in every dialog.
    seat = grid.cellWidget(row, COL_SEAT)
    assert isinstance(seat, QSpinBox)
    qtbot.keyClick(seat, key)
    assert submitted == [True]

"""A one-table rfm-2026 tournament (a ruleset with draws) with round 1 drawn, and the host's game started
from that draw: the setting of the GUI tests of the draw (three quiet nights, the judge's decision)."""

from __future__ import annotations

from typing import Any

import pytest
from gui_driver import NAMES, Host
from PySide6.QtCore import Qt

from mafia_desk.gui.new_game_dialog import NewGameDialog

CODES = [f"p{n:02d}" for n in range(1, 11)]


def rfm_tournament(store: Any) -> int:
    doc = {
        "format": "mafia-desk/tournament",
        "version": 1,
        "name": "Миникап РФМ",
        "ruleset": "rfm-2026",
        "players": [{"id": c, "name": n} for c, n in zip(CODES, NAMES, strict=True)],
        "games": [],
    }
    tid = store.import_tournament(doc)
    store.save_seating_draw(tid, "qualifying", 1, 7, {"round": 1, "tables": [CODES], "sitting_out": []})
    return int(tid)


def start_from_the_draw(qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch) -> Host:
    """Ctrl+N, the drawn table chosen in the new-game dialog, OK."""

    def pick_draw_and_accept(dialog: NewGameDialog) -> int:
        dialog.ui.sourceBox.setFocus()
        qtbot.keyClick(dialog.ui.sourceBox, Qt.Key.Key_Down)
        assert dialog.draw() is not None
        ok = dialog.ui.buttonBox.button(dialog.ui.buttonBox.StandardButton.Ok)
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
        return int(dialog.result())

    monkeypatch.setattr(NewGameDialog, "exec", pick_draw_and_accept)
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert window.session is not None and window.session.game.ruleset.id == "rfm-2026"
    return Host(qtbot, window)

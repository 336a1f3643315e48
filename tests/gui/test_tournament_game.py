"""A game seated from a tournament's saved draw: names come from the draw, the result joins the tournament."""

from __future__ import annotations

from typing import Any

import pytest
from dialog_script import ScriptedDialogs
from gui_driver import NAMES, Host, finish_with_judge
from PySide6.QtCore import Qt

from mafia_desk.game.model import Phase
from mafia_desk.gui.new_game_dialog import NewGameDialog

CODES = [f"p{n:02d}" for n in range(1, 11)]


def _tournament(store: Any) -> int:
    doc = {
        "format": "mafia-desk/tournament",
        "version": 1,
        "name": "Кубок Севера",
        "ruleset": "fiim",
        "players": [{"id": c, "name": n} for c, n in zip(CODES, NAMES, strict=True)],
        "games": [],
    }
    tid = store.import_tournament(doc)
    seating = list(reversed(CODES))
    store.save_seating_draw(tid, "qualifying", 1, 7, {"round": 1, "tables": [seating], "sitting_out": []})
    return int(tid)


def test_game_from_a_tournament_draw(
    qtbot: Any, window: Any, store: Any, monkeypatch: pytest.MonkeyPatch, fake_dialogs: ScriptedDialogs
) -> None:
    tid = _tournament(store)

    def pick_draw_and_accept(dialog: NewGameDialog) -> int:
        assert dialog.ui.sourceBox.count() == 2
        dialog.ui.sourceBox.setFocus()
        qtbot.keyClick(dialog.ui.sourceBox, Qt.Key.Key_Down)
        assert dialog.draw() is not None
        assert dialog.name_boxes[0].currentText() == "Барон"  # the draw put p10 at seat 1
        ok = dialog.ui.buttonBox.button(dialog.ui.buttonBox.StandardButton.Ok)
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
        return int(dialog.result())

    monkeypatch.setattr(NewGameDialog, "exec", pick_draw_and_accept)
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert window.session is not None
    assert "Кубок Севера" in window.windowTitle()
    host = Host(qtbot, window)
    host.seats(1, 2, 3, 4)
    assert host.phase is Phase.DAY_SPEECH

    # The judge awards the game (a hint from the audience): one event that ends it.
    fake_dialogs.choices.extend(["Black (mafia)", "a hint from the audience"])
    host.click(host.screen.ui.judgeButton)
    assert host.phase is Phase.FINISHED and str(host.state.winner) == "black"
    dialog = finish_with_judge(qtbot, window, monkeypatch, [])
    assert dialog is not None and dialog.ui.errorLabel.text() == ""
    games = store.export_tournament(tid)["games"]
    assert len(games) == 1
    game = games[0]
    assert (game["stage"], game["round"], game["table"]) == ("qualifying", 1, 1)
    assert game["players"] == list(reversed(CODES)) and game["winner"] == "black"
    assert game["ended_by"] == "judge"


def test_end_form_refuses_extra_points_the_ruleset_forbids(
    qtbot: Any, window: Any, store: Any, monkeypatch: pytest.MonkeyPatch, fake_dialogs: ScriptedDialogs
) -> None:
    from gui_driver import start_club_game

    host = start_club_game(qtbot, window, NAMES, monkeypatch, ruleset="arctic-2016")
    host.seats(1, 2, 3, 4)
    fake_dialogs.choices.extend(["Red (civilians)", "a hint from the audience"])
    host.click(host.screen.ui.judgeButton)
    assert host.phase is Phase.FINISHED
    dialog = finish_with_judge(qtbot, window, monkeypatch, [(5, "3", "лучший игрок")])
    assert dialog is not None and "not allowed" in dialog.ui.errorLabel.text()  # arctic: +1 or 2 x 0.5
    assert dialog.entry is None
    assert store.game_info(window.session.game_id).finished_at is None

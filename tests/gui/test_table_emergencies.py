"""The host's technical break (F9) and a player replaced mid-game (F8), from the keys to the disk, the
screen, the protocol and the stored result."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from dialog_script import ScriptedDialogs, Shown
from gui_driver import NAMES, Host, finish_with_judge, start_club_game
from PySide6.QtCore import Qt

from mafia_desk.game import protocol, protocol_to_text
from mafia_desk.game.model import Phase
from mafia_desk.gui import table_emergencies
from mafia_desk.gui.main_window import MainWindow
from mafia_desk.gui.new_game_dialog import NewGameDialog
from mafia_desk.gui.protocol_builder import build_sheet
from mafia_desk.reports.protocol_pdf import write_protocol_pdf

CODES = [f"p{n:02d}" for n in range(1, 11)]


def _pdf_text(path: Path) -> str:
    """As tests/reports/test_protocol_sheet_pdf.py reads a sheet back: poppler's pdftotext."""
    tool = shutil.which("pdftotext")
    if tool is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    return subprocess.run([tool, str(path), "-"], capture_output=True, text=True, check=True).stdout


def _clock(monkeypatch: pytest.MonkeyPatch, *moments: str) -> None:
    queue = list(moments)
    monkeypatch.setattr(table_emergencies, "wall_clock", lambda: queue.pop(0))


def _day_one(qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch) -> Host:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    host.seats(1, 2, 3, 4)
    host.enter()
    assert host.phase is Phase.DAY_SPEECH
    return host


def test_a_technical_break_stops_the_table_and_resumes_it(
    qtbot: Any, window: Any, store: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = _day_one(qtbot, window, monkeypatch)
    speaker = host.state.current_speaker
    host.key(Qt.Key.Key_Space)
    assert window.controller.timer.running
    _clock(monkeypatch, "2026-12-01T20:10:00+00:00", "2026-12-01T20:13:05+00:00")
    events = len(store.game_events(window.session.game_id))

    host.key(Qt.Key.Key_F9)
    assert host.state.paused
    assert len(store.game_events(window.session.game_id)) == events + 1  # on disk before it is shown
    ui = host.screen.ui
    assert ui.phaseTitle.text() == "Technical break" and ui.headerLabel.text() == "Technical break"
    assert "20:10:00" in ui.phaseHint.text()
    assert not window.controller.timer.running, "the clock stops with the game"
    assert not any(b.isEnabled() for b in host.screen.seat_buttons)
    assert not ui.nextButton.isEnabled() and not ui.judgeButton.isEnabled()
    assert not ui.timerStartButton.isEnabled() and not ui.timerPlusButton.isEnabled()
    assert ui.keyHintsLabel.text().startswith("F9 resume the game"), ui.keyHintsLabel.text()
    assert "Enter" not in ui.keyHintsLabel.text()

    # every input is refused with the reason, and nothing reaches the log
    host.seat(5)
    assert "technical break" in host.status()
    host.enter()
    host.foul(3)
    host.key(Qt.Key.Key_Space)
    left = window.controller.timer.remaining_ms()
    host.key(Qt.Key.Key_Up)
    host.key(Qt.Key.Key_T)
    assert window.controller.timer.remaining_ms() == left, "the clock stands through the break"
    assert not window.controller.timer.running
    assert len(store.game_events(window.session.game_id)) == events + 1
    assert host.state.fouls(3) == 0 and host.state.current_speaker == speaker

    host.key(Qt.Key.Key_F9)
    assert not host.state.paused
    assert not window.controller.timer.running, "the clock stays stopped: the host starts it with Space"
    assert ui.phaseTitle.text() != "Technical break"
    assert any(b.isEnabled() for b in host.screen.seat_buttons)
    assert ui.timerStartButton.isEnabled() and "Enter" in ui.keyHintsLabel.text()
    (only,) = host.state.breaks
    assert (only.start, only.end) == ("2026-12-01T20:10:00+00:00", "2026-12-01T20:13:05+00:00")
    text = protocol_to_text(protocol(window.session.game))
    assert "(03:05)" in text and f"seat {speaker}'s speech on day 1" in text
    host.key(Qt.Key.Key_Space)
    assert window.controller.timer.running


def test_undo_takes_a_break_back(qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    host = _day_one(qtbot, window, monkeypatch)
    _clock(monkeypatch, "2026-12-01T20:10:00")
    host.key(Qt.Key.Key_F9)
    assert host.state.paused
    host.undo()
    assert not host.state.paused and host.state.breaks == ()
    assert host.screen.ui.phaseTitle.text() != "Technical break"


def test_a_reopened_paused_game_shows_the_break(
    qtbot: Any, window: Any, store: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = _day_one(qtbot, window, monkeypatch)
    _clock(monkeypatch, "2026-12-01T20:10:00")
    host.key(Qt.Key.Key_F9)
    again = MainWindow(store)  # a fresh start resumes the unfinished game by itself
    qtbot.addWidget(again)
    assert again.session is not None and again.session.state.paused
    assert again.game_screen.ui.phaseTitle.text() == "Technical break"
    assert not any(b.isEnabled() for b in again.game_screen.seat_buttons)


def test_replacing_a_player_in_a_club_game(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch, fake_dialogs: ScriptedDialogs
) -> None:
    host = _day_one(qtbot, window, monkeypatch)
    fake_dialogs.choices.extend(["5 · Nadin", "fell ill"])
    fake_dialogs.text = "Новичок"
    host.key(Qt.Key.Key_F8)
    holder = host.state.holder(5)
    assert holder is not None and holder.player == "Новичок" and holder.player_id is None
    assert host.screen.model.index(4, 1).data() == "Новичок ↺"
    assert "Новичок" in host.status()
    # a name already at the table is refused with the engine's reason
    fake_dialogs.choices.extend(["6 · Кот", "fell ill"])
    fake_dialogs.text = "лис"
    host.key(Qt.Key.Key_F8)
    assert "already plays at this table (seat 2)" in host.status().replace("Already", "already")
    assert host.state.holder(6) is not None and host.state.holder(6).player == "Кот"


def _tournament(store: Any) -> int:
    players = [{"id": c, "name": n} for c, n in zip(CODES, NAMES, strict=True)]
    players.append({"id": "p11", "name": "Запасной"})
    doc = {
        "format": "mafia-desk/tournament",
        "version": 1,
        "name": "Кубок Севера",
        "ruleset": "fiim",
        "players": players,
        "games": [],
    }
    tid = store.import_tournament(doc)
    store.save_seating_draw(tid, "qualifying", 1, 7, {"round": 1, "tables": [CODES], "sitting_out": ["p11"]})
    return int(tid)


def test_a_replacement_reaches_the_stored_result_and_the_protocol(
    qtbot: Any,
    window: Any,
    store: Any,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    fake_dialogs: ScriptedDialogs,
) -> None:
    tid = _tournament(store)

    def pick_draw_and_accept(dialog: NewGameDialog) -> int:
        dialog.ui.sourceBox.setFocus()
        qtbot.keyClick(dialog.ui.sourceBox, Qt.Key.Key_Down)
        ok = dialog.ui.buttonBox.button(dialog.ui.buttonBox.StandardButton.Ok)
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
        return int(dialog.result())

    monkeypatch.setattr(NewGameDialog, "exec", pick_draw_and_accept)
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    host = Host(qtbot, window)
    host.seats(1, 2, 3, 4)
    host.enter()
    # the tournament's players not at the table are offered: only p11 here
    offered: list[list[str]] = []

    def answer(shown: Shown) -> str:
        offered.append(list(shown.items))
        return ["2 · Лис", "Запасной (p11)", "fell ill"][len(offered) - 1]

    fake_dialogs.choice = answer
    host.key(Qt.Key.Key_F8)
    assert offered[1] == ["", "Запасной (p11)"]  # the empty first line is the host's own name
    holder = host.state.holder(2)
    assert holder is not None and (holder.player, holder.player_id) == ("Запасной", "p11")

    fake_dialogs.choices.extend(["Black (mafia)", "a hint from the audience"])
    host.click(host.screen.ui.judgeButton)
    assert host.phase is Phase.FINISHED
    dialog = finish_with_judge(qtbot, window, monkeypatch, [])
    assert dialog is not None and dialog.ui.errorLabel.text() == ""
    (game,) = store.export_tournament(tid)["games"]
    assert game["players"] == CODES  # fiim: replacement_result = starter
    assert game["replacements"] == [
        {"seat": 2, "player": "Запасной", "player_id": "p11", "from": 2, "reason": "fell ill"}
    ]

    sheet = build_sheet(window.session.game)
    assert sheet.seats[1].player == "Лис → Запасной"
    assert sheet.replacements == (
        "seat 2: Запасной replaced Лис; moment: it is seat 2's speech on day 1 (fell ill)",
    )
    printed = " ".join(_pdf_text(write_protocol_pdf(sheet, tmp_path / "p.pdf")).split())
    assert "Лис → Запасной" in printed and "Запасной replaced Лис" in printed

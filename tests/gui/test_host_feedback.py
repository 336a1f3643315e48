"""What the host and the hall are told, and when (issue 38, point 5): a check put back by redo shows its
answer, a withdrawal and a vote stopped by a removal are said when they happen, the lift count only once the
lift vote is taken, a zero-night refusal goes with the next pick, and the protocol leaves unplayed checks
blank."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from dialog_script import ScriptedDialogs
from gui_driver import NAMES, Host, start_club_game
from PySide6.QtCore import Qt

from mafia_desk.game.model import Phase
from mafia_desk.reports.protocol_pdf import write_protocol_pdf

REDO = (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)


def _to_night(host: Host) -> None:
    """Don 8, mafia 9 and 10, sheriff 7; nobody nominated on day 1, so the night comes."""
    host.seats(8, 9, 10, 7)
    host.enter_while(Phase.DAY_SPEECH)
    assert host.phase is Phase.NIGHT_SHOT


def test_redo_of_a_check_puts_its_answer_up_as_the_key_did(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    _to_night(host)
    host.seat(1)  # the shot
    host.seat(7)  # the don checks the sheriff
    answer = "Don's check: seat 7 is the sheriff."
    shown = window.controller.screen
    assert host.status().startswith(answer)
    host.undo()  # the answer goes with the check
    assert host.phase is Phase.DON_CHECK and window.controller.input.answer is None
    assert not host.status().startswith(answer)
    host.key(*REDO)
    assert host.phase is Phase.SHERIFF_CHECK  # the engine moved on, the screen keeps the don's turn
    assert host.status().startswith(answer) and window.controller.input.answer is not None
    assert window.controller.screen.title == shown.title and not window.controller.screen.seats_enabled
    assert answer not in window.statusBar().currentMessage()  # a secret: never in the status bar's history
    host.enter()  # the don sleeps: the sheriff's turn
    assert window.controller.input.answer is None and "sheriff checks" in window.controller.screen.title
    host.seat(9)
    host.undo()
    host.key(*REDO)
    assert host.status().startswith("Sheriff's check: seat 9 is black.")


def test_a_withdrawal_is_said_when_it_happens(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch, ruleset="arctic-2016")
    host.seats(1, 2, 3, 4)
    host.seat(5)
    host.key(Qt.Key.Key_W)
    assert host.state.candidates == ()
    assert host.status() == "Seat 1 withdrew the nomination of seat 5."
    assert window.statusBar().currentMessage() == host.status()


def test_a_removal_that_cancels_the_day_s_vote_says_so(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch, fake_dialogs: ScriptedDialogs
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    host.seats(8, 9, 10, 7)
    host.seat(3)
    fake_dialogs.choice = "insult"
    host.key(Qt.Key.Key_6, Qt.KeyboardModifier.ControlModifier)
    assert host.status() == (
        "Seat 6 is removed: disqualifying foul. No vote today: seat 6 was removed during the day."
    )


def _tied_twice(host: Host) -> None:
    """Day 1: 3 and 4 tie 5 : 5, twice; the table votes to lift both."""
    host.seats(8, 9, 10, 7)
    host.seat(3)
    host.enter()
    host.seat(4)
    host.enter_while(Phase.DAY_SPEECH)
    for _ballot in range(2):
        assert host.phase in (Phase.VOTE, Phase.REVOTE), host.phase
        host.seats(1, 2, 3, 4, 5)
        host.enter()
        host.enter()  # the last candidate's five hands
        host.enter_while(Phase.TIE_SPEECH)


def test_the_hall_shows_the_lift_count_once_the_lift_vote_is_taken(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    window.ui.actionSpectator.setChecked(True)
    display = window.hall.spectator
    assert display is not None
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    _tied_twice(host)
    assert host.phase is Phase.LIFT_VOTE
    assert "lift:" not in display.tally.text(), display.tally.text()  # no "lift: 0" before anyone voted
    host.seats(1, 2, 3, 4, 5, 6, 7)
    host.enter()
    assert "lift: 7" in display.tally.text(), display.tally.text()


def test_a_zero_night_refusal_goes_with_the_next_pick(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    host.seats(8, 8)
    assert "already picked" in host.status()
    host.seat(9)
    assert "already picked" not in host.status() and "Picked: 8, 9." in host.status(), host.status()
    host.minus()  # the picks cleared: its words stay until the next pick
    assert "cleared" in host.status()
    host.seat(2)
    assert "Picked: 2." in host.status(), host.status()
    host.seats(2)
    host.undo()  # Backspace is a press taken too
    assert "already picked" not in host.status()


def test_the_protocol_leaves_the_checks_of_a_turn_never_played_blank(
    qtbot: Any,
    window: Any,
    monkeypatch: pytest.MonkeyPatch,
    fake_dialogs: ScriptedDialogs,
    tmp_path: Path,
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    _to_night(host)
    host.seat(1)  # the shot
    host.minus()  # the don checks nobody: "no check"
    fake_dialogs.choices.extend(["Black (mafia)", "the judge decides"])
    window.controller.judge_award()  # during the sheriff's turn: the game ends before his check
    assert host.state.finished
    sheet = window.protocol_sheet()
    assert sheet is not None
    (night,) = sheet.nights
    assert (night.don_done, night.sheriff_done) == (True, False)
    tool = shutil.which("pdftotext")
    if tool is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    pdf = tmp_path / "protocol.pdf"
    write_protocol_pdf(sheet, pdf)
    text = subprocess.run([tool, "-layout", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    assert text.count("no check") == 1, text  # the don's; the sheriff's cell is empty

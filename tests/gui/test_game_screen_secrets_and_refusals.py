"""The game screen: nothing a player must not see, nothing entered wrongly without a word."""

from __future__ import annotations

from typing import Any

import pytest
from dialog_script import ScriptedDialogs, Shown
from gui_driver import NAMES, Host, finish_with_judge, start_club_game
from PySide6.QtCore import Qt

from mafia_desk.game.model import ActionKind, Phase
from mafia_desk.gui import on_screen
from mafia_desk.gui.seat_table_model import COL_BY, COL_FOULS, COL_NOMINATED, COL_ROLE, COL_STATUS


def cell(window: Any, seat: int, col: int) -> str:
    model = window.game_screen.ui.seatTable.model()
    return str(model.data(model.index(seat - 1, col)) or "")


def enabled_seats(window: Any) -> set[int]:
    return {n for n, b in enumerate(window.game_screen.seat_buttons, start=1) if b.isEnabled()}


def header(window: Any) -> str:
    return str(window.game_screen.ui.headerLabel.text())


def to_first_night(host: Host) -> None:
    """Roles don 3, mafia 6 and 9, sheriff 1; seat 1 nominates 4, seat 2 nominates 6; 6 is voted out."""
    host.seats(3, 6, 9, 1)
    host.seat(4)
    host.enter()
    host.seat(6)
    host.enter_while(Phase.DAY_SPEECH)
    host.minus()  # nobody votes for 4: everybody votes 6 out
    host.enter()  # G5a: the hands for 6, the last candidate, are counted until Enter closes them
    host.enter_while(Phase.LAST_WORDS)
    assert host.phase is Phase.NIGHT_SHOT


# --- item 2: a check's answer only while its checker is awake ---
def test_check_answers_show_only_during_their_checkers_turn(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    to_first_night(host)
    host.seat(2)  # the shot
    host.seat(1)  # the don checks the sheriff
    assert host.status().startswith("Don's check: seat 1 is the sheriff.")
    assert "don checks" in header(window)  # the screen still shows the don's turn, not the sheriff's
    assert enabled_seats(window) == set()
    host.enter()  # the don goes to sleep
    assert "Don's check" not in host.status() and "sheriff checks" in header(window)
    host.seat(3)  # the sheriff checks the don: the night is over for the engine
    assert host.phase is Phase.LAST_WORDS
    assert host.status().startswith("Sheriff's check: seat 3 is black.")
    assert "sheriff checks" in header(window)
    # nothing of the morning yet: not the victim's last words (the highlighted speaker), nor his timer
    assert (
        on_screen.speaker_on_screen(window.controller.view(), window.controller.input) is None
        and enabled_seats(window) == set()
    )
    assert window.game_screen.ui.timerLabel.text() == "–:––"
    assert "best-move" not in window.game_screen.ui.keyHintsLabel.text()
    host.enter()  # the sheriff goes to sleep; the town wakes
    assert "black" not in host.status() and host.phase is Phase.LAST_WORDS
    assert "Last words" in header(window)


# --- item 3: the victim is shown in the morning; at night the buttons are the engine's ---
def test_the_night_victim_shows_only_in_the_morning(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    to_first_night(host)
    assert enabled_seats(window) == set(host.state.allowed_actions()[ActionKind.SHOT])
    host.seat(2)  # the mafia shoots seat 2; the don checks next
    assert host.phase is Phase.DON_CHECK
    assert cell(window, 2, COL_STATUS) == "alive"
    # the engine's seats, and the checker's own (refused in words), so that no greyed button shows who checks
    assert enabled_seats(window) == set(host.state.allowed_actions()[ActionKind.DON_CHECK]) | {3}
    assert 2 in enabled_seats(window)  # the engine takes a check of the victim, so the screen offers it
    host.seat(5)
    host.enter()
    assert enabled_seats(window) == set(host.state.allowed_actions()[ActionKind.SHERIFF_CHECK]) | {1}
    host.seat(3)
    assert cell(window, 2, COL_STATUS) == "alive"  # the sheriff's answer is still up: still night
    host.enter()
    assert cell(window, 2, COL_STATUS) == "shot"


# --- item 4: zero night picks ---
def test_zero_night_repeated_press_is_refused_and_picks_show_as_numbers(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    host.seat(2)
    assert "Picked: 2." in host.status()
    assert all(cell(window, n, COL_ROLE) == "" for n in range(1, 11))  # no role names on the seats
    assert "Don" not in host.status() and "don" not in host.status().split("Picked")[1]
    host.seat(2)
    assert "already picked" in host.status()
    assert window.controller.input.staged.roles == (2,)
    host.seats(4, 6, 8)
    roles = host.state.roles
    assert roles is not None
    assert str(roles[2]) == "don" and str(roles[4]) == "mafia" and str(roles[6]) == "mafia"
    assert str(roles[8]) == "sheriff"


# --- item 5: a best move is three seats or none ---
def test_best_move_with_two_guesses_is_refused_and_minus_means_none(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    to_first_night(host)
    host.seats(2, 1, 3)
    host.enter()  # the sheriff's answer goes away
    assert window.controller.best_move_open()
    host.seats(3, 6)
    host.enter()
    assert host.phase is Phase.LAST_WORDS and "needs 3 seats (2 picked)" in host.status()
    assert window.controller.input.staged.guess == (3, 6)
    host.minus()
    assert not window.controller.best_move_open() and "No best move" in host.status()
    host.enter()
    assert host.phase is Phase.DAY_SPEECH and host.state.best_move is None


# --- item 7: a disqualification needs a reason ---
def test_disqualification_offers_usual_reasons_and_needs_one(
    qtbot: Any, window: Any, store: Any, monkeypatch: pytest.MonkeyPatch, fake_dialogs: ScriptedDialogs
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    host.seats(1, 2, 3, 4)
    offered: list[list[str]] = []

    def answer(text: str) -> Any:
        def get_item(shown: Shown) -> str:
            offered.append(list(shown.items))
            return text

        return get_item

    fake_dialogs.choice = answer("  ")
    host.key(Qt.Key.Key_6, Qt.KeyboardModifier.ControlModifier)
    assert str(host.state.status(6)) == "alive"
    assert "needs its reason" in host.status() and window.controller.input.notice_is_refusal
    assert "insult" in offered[0] and "speaking at night" in offered[0]
    fake_dialogs.choice = answer("speaking at night")
    host.key(Qt.Key.Key_6, Qt.KeyboardModifier.ControlModifier)
    event = store.game_events(window.session.game_id)[-1]
    assert event["type"] == "disqualify" and event["reason"] == "speaking at night"


# --- item 10: "speech lost" as the engine has it ---
def test_speech_lost_label_goes_once_the_forfeit_is_served(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    host.seats(3, 6, 9, 1)
    for _ in range(3):
        host.foul(5)  # seat 1 speaks: seat 5 loses today's speech
    assert "next speech is lost" in host.status()
    assert "speech lost" in cell(window, 5, COL_FOULS)
    host.enter_until_speaker(5)
    assert host.state.speech_seconds == 0
    host.enter()  # the forfeit is served: his next speech is a full one
    assert host.state.fouls(5) == 3 and host.state.next_speech_seconds(5) == 60
    assert "speech lost" not in cell(window, 5, COL_FOULS)


# --- item 11: the stored result closes the game ---
def test_after_the_result_is_stored_enter_and_undo_say_so(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch, dialogs: Any
) -> None:
    from test_host_window_details import play_to_day_two_single_candidate

    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    play_to_day_two_single_candidate(host)
    host.enter()
    host.enter()  # G5a: closes the lone candidate's vote
    assert host.phase is Phase.FINISHED and "Enter opens the result" in host.status()
    monkeypatch.setattr("mafia_desk.gui.protocol_view.ProtocolView.open", lambda self: None)
    finish_with_judge(qtbot, window, monkeypatch, [])
    assert window.session.result_stored
    assert "Enter opens the result" not in host.status() and "stored" in host.status()
    assert not window.game_screen.ui.undoButton.isEnabled()
    host.undo()
    assert host.phase is Phase.FINISHED and "can no longer be undone" in window.controller.input.notice


# --- item 12: no stale lines ---
def test_nominations_and_no_vote_line_are_gone_at_night(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch, fake_dialogs: ScriptedDialogs
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    host.seats(3, 6, 9, 1)
    host.seat(4)  # seat 1 nominates 4
    keys = window.game_screen.ui.keyHintsLabel.text()
    assert "nominate" not in keys  # seat 1 has nominated: another digit is refused
    host.enter()
    assert "nominate" in window.game_screen.ui.keyHintsLabel.text()
    assert cell(window, 4, COL_BY) == "1"
    fake_dialogs.choice = "insult"
    host.key(Qt.Key.Key_8, Qt.KeyboardModifier.ControlModifier)  # removal on day 1: no vote today
    assert "No vote today" in window.game_screen.ui.queueLabel.text()
    assert "nominate" not in window.game_screen.ui.keyHintsLabel.text()
    host.enter_while(Phase.DAY_SPEECH)
    assert host.phase is Phase.NIGHT_SHOT
    assert "No vote today" not in window.game_screen.ui.queueLabel.text()
    assert cell(window, 4, COL_BY) == "" and cell(window, 1, COL_NOMINATED) == ""


# --- item 8: a penalty typed without a minus ---
def test_a_penalty_typed_without_a_minus_is_signed_and_the_form_says_so(
    qtbot: Any, window: Any, store: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from gui_driver import type_text
    from test_host_window_details import play_to_day_two_single_candidate

    from mafia_desk.gui.end_game_dialog import EndGameDialog

    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    play_to_day_two_single_candidate(host)
    host.enter()
    host.enter()  # G5a: closes the lone candidate's vote
    monkeypatch.setattr("mafia_desk.gui.protocol_view.ProtocolView.open", lambda self: None)
    seen: list[tuple[str, float]] = []

    def fill(dialog: EndGameDialog) -> int:
        qtbot.mouseClick(dialog.ui.addPenaltyButton, Qt.MouseButton.LeftButton)
        seat = dialog.ui.penaltyTable.cellWidget(0, 0)
        seat.lineEdit().selectAll()
        qtbot.keyClicks(seat.lineEdit(), "2")
        points = dialog.ui.penaltyTable.cellWidget(0, 1)
        points.lineEdit().selectAll()
        qtbot.keyClicks(points.lineEdit(), "0.25")
        type_text(dialog.ui.penaltyTable.cellWidget(0, 2), "опоздание")
        ok = dialog.ui.buttonBox.button(dialog.ui.buttonBox.StandardButton.Ok)
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
        seen.append((dialog.ui.errorLabel.text(), points.value()))
        assert dialog.entry is None  # the host sees the sign before anything is stored
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
        entries.append(dialog.entry)
        return int(dialog.result())

    entries: list[Any] = []
    monkeypatch.setattr(EndGameDialog, "exec", fill)
    host.enter()
    text, value = seen[0]
    assert "signed with a minus" in text and "seat 2" in text and value == -0.25
    assert store.game_info(window.session.game_id).finished_at is not None
    penalties = list(entries[0]["penalties"])
    assert penalties[0]["seat"] == 2 and penalties[0]["points"] == -0.25


# --- item 14: letter keys on a Cyrillic layout ---
def test_t_w_and_m_work_on_the_russian_layout(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QApplication

    def press(key: int, text: str) -> None:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(
                window.game_screen, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, text)
            )

    host = start_club_game(qtbot, window, NAMES, monkeypatch, ruleset="white-nights-2016")
    host.seats(3, 6, 9, 1)
    timer = window.controller.timer
    timer.add_seconds(-10)
    assert timer.remaining_ms() < 60_000
    press(0x415, "е")  # where T is: the timer goes back to the full speech
    assert timer.remaining_ms() == 60_000
    sound = window.ui.actionSound.isChecked()
    press(0x42C, "ь")  # where M is
    assert window.ui.actionSound.isChecked() is not sound
    host.seat(4)
    assert host.state.candidates
    press(0x426, "ц")  # where W is: the nomination is withdrawn
    assert not host.state.candidates


# --- item 16: the export folder ---
def test_export_opens_in_documents_then_in_the_last_folder(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Any, fake_dialogs: ScriptedDialogs
) -> None:
    from pathlib import Path

    from PySide6.QtCore import QStandardPaths

    start_club_game(qtbot, window, NAMES, monkeypatch)
    asked: list[str] = []
    target = tmp_path / "exports" / "p.pdf"
    target.parent.mkdir()
    fake_dialogs.file = lambda shown: (asked.append(shown.text), str(target))[1]
    for _ in range(2):
        view = window.show_protocol()
        qtbot.addWidget(view)
        view.export_pdf()
        view.close()
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    assert Path(asked[0]).parent == Path(documents)
    assert Path(asked[1]).parent == target.parent and target.exists()


# --- item 1: the protocol mid-game ---
def test_protocol_mid_game_hides_roles_unless_confirmed_and_skips_the_night_in_progress(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch, dialogs: Any, fake_dialogs: ScriptedDialogs
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    to_first_night(host)
    host.seat(2)  # the shot; the don has not checked yet
    fake_dialogs.yes = False
    hidden = window.protocol_sheet()
    assert hidden is not None and {line.role for line in hidden.seats} == {""}
    assert hidden.nights == ()
    fake_dialogs.yes = True
    shown = window.protocol_sheet()
    assert shown is not None and shown.seats[2].role == "Don"
    assert shown.nights == ()  # night 1 is not over: its checks are not "no check" yet
    host.seats(5, 3)  # the checks: the sheriff's answer is up, the morning not announced yet
    fake_dialogs.yes = False
    window.controller.set_reveal(True)  # the host shows the roles (R): no question
    sheet = window.protocol_sheet()
    assert sheet is not None and sheet.seats[0].role == "Sheriff"
    assert sheet.nights == () and sheet.seats[1].outcome == "", "the night is kept while the answer is up"
    assert [d.day for d in sheet.days] == [1], "no day 2 before the morning"
    host.enter()  # the answer is put away: the morning
    sheet = window.protocol_sheet()
    assert sheet is not None and sheet.seats[1].outcome == "shot, night 1"
    assert [(n.night, n.shot, n.don_check, n.sheriff_check) for n in sheet.nights] == [(1, 2, 5, 3)]


# --- item 13: the F1 sheet ---
def test_the_key_sheet_fits_a_laptop_screen_and_explains_the_ballot_and_the_zero_night(
    qtbot: Any, window: Any
) -> None:
    from mafia_desk.gui.shortcut_sheet import ShortcutSheet

    sheet = ShortcutSheet(window)
    qtbot.addWidget(sheet)
    sheet.show()
    qtbot.waitExposed(sheet)
    frame = 40  # title bar and borders of a window manager
    assert sheet.height() + frame <= 768 and sheet.width() <= 1366
    table = sheet.ui.keysTable
    assert table.verticalScrollBar().maximum() == 0
    last = table.visualItemRect(table.item(table.rowCount() - 1, 0))
    assert last.bottom() <= table.viewport().height()  # the application keys, last, are on screen
    text = sheet.ui.explainLabel.text()
    assert "Zero night" in text and "Vote" in text and "Enter records the hands" in text
    assert sheet.ui.explainLabel.isVisible()
    assert sheet.ui.explainLabel.geometry().bottom() <= sheet.height()


def test_third_foul_at_four_living_gives_30_seconds_not_a_lost_speech(
    qtbot: Any, window: Any, store: Any
) -> None:
    from gamekit import four_living  # the engine's own play-to-four-living script

    from mafia_desk.gui.game_session import GameSession

    game = four_living("fiim")
    seats = [{"seat": s.seat, "player": s.player} for s in game.seats]
    game_id = store.create_game("fiim", seats, dict(game.meta))
    window.open_session(GameSession(store, game_id, game))
    host = Host(qtbot, window)
    assert host.state.living == (1, 7, 8, 9) and host.state.current_speaker == 7
    for _ in range(3):
        host.foul(8)
    assert "next speech is 30 s" in host.status() and "lost" not in host.status()
    assert "30 s" in cell(window, 8, COL_FOULS) and "speech lost" not in cell(window, 8, COL_FOULS)
    host.enter()  # seat 8 speaks, shortened
    assert host.state.current_speaker == 8 and host.state.speech_seconds == 30

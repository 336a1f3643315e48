"""Defects a host met when playing whole games in a real window (Xvfb, xdotool), each pinned by a test."""

from __future__ import annotations

from typing import Any

import pytest
from dialog_script import ScriptedDialogs
from gui_driver import NAMES, Host, painted_background, shown_background, start_club_game
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from mafia_desk.game.model import Phase
from mafia_desk.gui import game_controller, palette
from mafia_desk.gui.new_game_dialog import NewGameDialog
from mafia_desk.gui.seat_table_model import COL_PLAYER


def play_to_day_two_single_candidate(host: Host) -> None:
    """Roles don 3, mafia 6 and 9, sheriff 1; day 1 lifts both tied candidates (5 and 7), the mafia shoots
    the sheriff; on day 2 seat 2 nominates 4, whose leaving would leave 3 reds against 3 blacks."""
    host.seats(3, 6, 9, 1)
    host.seat(5)  # seat 1 nominates 5
    host.enter()
    host.seat(7)  # seat 2 nominates 7
    host.enter_while(Phase.DAY_SPEECH)
    host.seats(1, 2, 3, 4, 6)
    host.enter()  # 5 votes for 5
    host.enter()  # the other 5 for 7, the last candidate: a tie
    host.enter_while(Phase.TIE_SPEECH)
    host.seats(1, 2, 3, 4, 6)
    host.enter()
    host.enter()  # the tie again: the vote to lift both
    assert host.phase is Phase.LIFT_VOTE
    host.plus()
    host.enter_while(Phase.LAST_WORDS)
    host.seat(1)  # the shot
    host.seat(8)  # the don's check
    host.seat(3)  # the sheriff's check
    host.enter_while(Phase.LAST_WORDS)
    assert host.phase is Phase.DAY_SPEECH and host.state.phase.day == 2
    host.enter_until_speaker(2)
    host.seat(4)
    host.enter_until_speaker(10)


def test_status_line_never_announces_the_winner_while_the_table_plays(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    play_to_day_two_single_candidate(host)
    # Enter would end the game (the only candidate leaves: 3 against 3), but seat 10 may still nominate,
    # and "black wins" on the screen would tell the reds that 4 is one of them.
    assert window.session.preview is not None
    status = host.status()
    assert status == "Seat 10 speaks. Enter ends the speeches: the vote on seat 4, the only candidate."
    assert "Winner" not in status and "Black" not in status
    host.enter()  # G5a: a lone candidate's vote is held; the host closes it
    assert host.phase is Phase.VOTE and "Winner" not in host.status()
    host.enter()
    assert host.phase is Phase.FINISHED
    assert "Winner: Black (mafia)" in host.status()


def test_undo_after_the_best_move_takes_the_event_back(
    qtbot: Any, window: Any, store: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    host.seats(3, 6, 9, 1)
    host.seat(4)
    host.enter()
    host.seat(6)
    host.enter_while(Phase.DAY_SPEECH)
    host.minus()  # nobody votes for 4: everybody votes 6 out
    host.enter()  # closes the count of 6, the last candidate
    host.enter_while(Phase.LAST_WORDS)
    host.seats(2, 1, 3)  # night 1: the shot at 2, the checks
    host.enter()  # the sheriff's answer put away: the morning
    assert host.phase is Phase.LAST_WORDS and window.controller.best_move_open()
    game_id = window.session.game_id
    before = store.game_info(game_id).events
    host.seats(3, 6, 9)
    assert host.state.best_move is not None
    assert store.game_info(game_id).events == before + 1
    # No seat stays marked once the guess is recorded ...
    assert window.controller.input.staged.guess == ()
    assert all(painted_background(b) != palette.PICKED for b in window.game_screen.seat_buttons)
    host.undo()  # ... so Undo takes back the stored best move, not a leftover pick
    assert host.state.best_move is None and window.controller.best_move_open()
    assert store.game_info(game_id).events == before
    host.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert host.state.best_move is not None and store.game_info(game_id).events == before + 1


def test_names_keep_their_room_after_a_third_foul(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, ["Александра К.", *NAMES[1:]], monkeypatch)
    window.resize(1280, 800)
    host.seats(3, 6, 9, 1)
    for _ in range(3):
        host.foul(2)
    for _ in range(2):
        host.foul(5)
    QApplication.processEvents()
    table = window.game_screen.ui.seatTable
    metrics = table.fontMetrics()
    for row, name in enumerate(host.window.session.game.seats):
        assert table.columnWidth(COL_PLAYER) >= metrics.horizontalAdvance(name.player), name.player
        assert row < 10
    assert not table.horizontalScrollBar().isVisible()
    assert "speech lost" in str(table.model().index(1, 3).data())


def test_title_names_the_game_once_and_the_app_once(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    start_club_game(qtbot, window, NAMES, monkeypatch)
    # Qt appends the display name itself ("… — Mafia Desk"); the title used to carry it twice.
    assert QGuiApplication.applicationDisplayName() == "Mafia Desk"
    assert window.windowTitle() == "Клуб · table 1 · game 1"


def test_new_game_dialog_waits_in_seat_one(qtbot: Any, window: Any) -> None:
    dialog = NewGameDialog([], window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(dialog.isActiveWindow)
    assert QApplication.focusWidget() in (dialog.name_boxes[0], dialog.name_boxes[0].lineEdit())


def test_tournament_button_without_draws_says_why(
    qtbot: Any, window: Any, dialogs: list[tuple[str, str]], monkeypatch: pytest.MonkeyPatch
) -> None:
    opened: list[NewGameDialog] = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda d: opened.append(d) or 0)
    qtbot.mouseClick(window.home.ui.tournamentGameButton, Qt.MouseButton.LeftButton)
    assert opened == []
    assert dialogs and dialogs[-1][0] == "information" and "draw" in dialogs[-1][1]


def test_protocol_view_keeps_its_buttons_on_screen(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    start_club_game(qtbot, window, NAMES, monkeypatch)
    view = window.show_protocol()
    assert view is not None
    qtbot.addWidget(view)
    room = view.screen().availableGeometry()
    assert view.height() <= room.height() and view.width() <= room.width()
    assert view.minimumHeight() <= 600  # a 768 px laptop screen


def test_a_notice_gives_the_status_line_back_and_space_hides_a_check_answer(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(game_controller, "NOTICE_MS", 50)
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    host.seats(3, 6, 9, 1)
    host.minus()  # "none" means nothing during a speech: a refusal, in red
    assert window.controller.input.notice and window.controller.input.notice_is_refusal
    assert shown_background(window.game_screen.ui.statusLine) == "#991b1b"
    qtbot.waitUntil(lambda: host.status() == "Seat 1 speaks. Enter gives the floor to seat 2.", timeout=2000)

    host.seat(4)
    host.enter()
    host.seat(6)
    host.enter_while(Phase.DAY_SPEECH)
    host.minus()
    host.enter()  # closes the count of 6, the last candidate
    host.enter_while(Phase.LAST_WORDS)
    host.seats(2, 1, 3)  # the sheriff's check ends the night: its answer shows as the town wakes
    assert host.status().startswith("Sheriff's check: seat 3 is black.")
    assert shown_background(window.game_screen.ui.statusLine) != "#991b1b"  # an answer is no error
    host.key(Qt.Key.Key_Space)  # the host starts the last words: the answer is gone at once
    assert "black" not in host.status() and window.controller.timer.running


def test_the_only_candidates_leaving_reads_the_same_when_the_game_goes_on(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    host.seats(3, 6, 9, 1)
    host.seat(4)
    host.enter()
    host.seat(6)
    host.enter_while(Phase.DAY_SPEECH)
    host.minus()  # 6 leaves on day 1
    host.enter()  # closes the count of 6, the last candidate
    host.enter_while(Phase.LAST_WORDS)
    host.seats(2, 1, 3)
    host.seats(3, 6, 9)  # the best move
    host.enter_while(Phase.LAST_WORDS)
    first = host.state.current_speaker
    host.seat(5)  # the only candidate of day 2; his leaving does not end the game
    last = max(host.state.living, key=lambda s: (s - first) % 10)
    host.enter_until_speaker(last)
    assert (
        host.status()
        == f"Seat {last} speaks. Enter ends the speeches: the vote on seat 5, the only candidate."
    )
    host.enter()
    host.enter()  # G5a: the host closes the lone candidate's vote
    assert host.phase is Phase.LAST_WORDS and host.state.current_speaker == 5


def test_a_night_refusal_that_names_a_role_stays_off_the_status_bar(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    host.seats(3, 6, 9, 1)  # the sheriff sits at 1
    host.enter_while(Phase.DAY_SPEECH)  # nobody nominated: night falls after the speeches
    host.seats(2, 5)  # the shot, the don's check
    assert host.phase is Phase.SHERIFF_CHECK
    window.statusBar().clearMessage()
    host.seat(1)  # the sheriff points at himself: refused in words that name no role (acceptance pass 3)
    assert host.phase is Phase.SHERIFF_CHECK
    assert "not recorded" in host.status() and "sheriff" not in host.status().lower()
    assert window.statusBar().currentMessage() == ""  # its message would outlive the night
    host.seat(3)
    assert host.phase is Phase.LAST_WORDS and "himself" not in host.status()


def test_a_penalty_typed_without_its_minus_is_refused_not_stored(
    qtbot: Any, window: Any, store: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from gui_driver import type_text

    from mafia_desk.gui.end_game_dialog import EndGameDialog

    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    play_to_day_two_single_candidate(host)
    host.enter()
    host.enter()  # G5a: closes the lone candidate's vote
    assert host.phase is Phase.FINISHED
    seen: list[EndGameDialog] = []

    def fill(dialog: EndGameDialog) -> int:
        seen.append(dialog)
        qtbot.mouseClick(dialog.ui.addPenaltyButton, Qt.MouseButton.LeftButton)
        points = dialog.ui.penaltyTable.cellWidget(0, 1)
        points.lineEdit().selectAll()
        qtbot.keyClicks(points.lineEdit(), "0.5")  # the field holds points <= 0: this becomes 0
        type_text(dialog.ui.penaltyTable.cellWidget(0, 2), "опоздание")
        qtbot.mouseClick(
            dialog.ui.buttonBox.button(dialog.ui.buttonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
        )
        return int(dialog.result())

    monkeypatch.setattr(EndGameDialog, "exec", fill)
    host.enter()
    assert seen and "minus" in seen[0].ui.errorLabel.text()
    assert seen[0].entry is None
    assert store.game_info(window.session.game_id).finished_at is None


def test_export_suggests_the_documents_folder(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Any, fake_dialogs: ScriptedDialogs
) -> None:
    from pathlib import Path

    from PySide6.QtCore import QStandardPaths

    start_club_game(qtbot, window, NAMES, monkeypatch)
    asked: list[str] = []
    fake_dialogs.file = lambda shown: asked.append(shown.text)  # then Cancel
    view = window.show_protocol()
    qtbot.addWidget(view)
    qtbot.mouseClick(view.ui.exportButton, Qt.MouseButton.LeftButton)
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    assert asked and Path(asked[0]).parent == Path(documents)
    assert Path(asked[0]).name.startswith("protocol-") and view.exported is None


def test_the_reveal_key_works_on_the_russian_layout(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With the Russian layout on, the R key reports "К" (Qt key 0x41a): the roles must still show."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent

    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    host.seats(1, 2, 3, 4)
    role_cell = window.game_screen.model.index(0, 2)
    assert role_cell.data() == "•••"
    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        QApplication.sendEvent(
            window.game_screen, QKeyEvent(kind, 0x41A, Qt.KeyboardModifier.NoModifier, "к")
        )
    assert role_cell.data() == "Don"
    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        # the neighbouring Cyrillic key ("е", where T is) must not show them
        QApplication.sendEvent(
            window.game_screen, QKeyEvent(kind, 0x415, Qt.KeyboardModifier.NoModifier, "е")
        )
    assert role_cell.data() == "Don"
    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        QApplication.sendEvent(
            window.game_screen, QKeyEvent(kind, 0x41A, Qt.KeyboardModifier.NoModifier, "к")
        )
    assert role_cell.data() == "•••"

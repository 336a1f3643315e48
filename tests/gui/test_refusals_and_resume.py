"""A refused action changes nothing and says why; a killed app resumes its game exactly, timer paused."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest
from dialog_script import ScriptedDialogs
from gui_driver import NAMES, Host, start_club_game
from PySide6.QtCore import Qt

from mafia_desk.game.model import Phase


def test_refused_nomination_leaves_state_and_shows_reason(
    qtbot: Any, window: Any, store: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host: Host = start_club_game(qtbot, window, NAMES, monkeypatch)
    host.seats(1, 2, 3, 4)
    host.seat(5)  # seat 1 nominates 5
    host.enter()
    before_events = store.game_info(window.session.game_id).events
    before = host.state
    host.seat(5)  # seat 2 names 5 again: the engine refuses (already a candidate)
    events = window.session.game.events
    assert host.state is before or host.state == before
    assert window.session.game.events == events
    assert store.game_info(window.session.game_id).events == before_events
    message = host.status()
    assert message and message == window.controller.input.notice
    assert "Traceback" not in message
    assert message == window.session.last_message
    assert window.statusBar().currentMessage() == message
    # The next legal action clears the message and works.
    host.seat(6)
    assert [c.seat for c in host.state.candidates] == [5, 6]
    assert host.status().startswith("Seat 2 speaks.")


def test_undo_takes_back_the_stored_event_and_redo_puts_it_back(
    qtbot: Any, window: Any, store: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    host.seats(1, 2, 3, 4)
    game_id = window.session.game_id
    host.seat(5)
    assert store.game_info(game_id).events == 2
    host.undo()
    assert store.game_info(game_id).events == 1 and host.state.candidates == ()
    host.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert store.game_info(game_id).events == 2 and [c.seat for c in host.state.candidates] == [5]


def test_store_failure_undoes_the_engine_step(
    qtbot: Any, window: Any, store: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from mafia_desk.store import StoreError

    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    host.seats(1, 2, 3, 4)
    events = len(window.session.game.events)

    def broken(*_a: Any, **_k: Any) -> int:
        raise StoreError("the disk is full")

    monkeypatch.setattr(store, "append_event", broken)
    host.seat(5)
    assert len(window.session.game.events) == events and host.state.candidates == ()
    assert "the disk is full" in host.status()


_CHILD = textwrap.dedent(
    """
    import os, sys
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from mafia_desk.gui.app import create_application
    from mafia_desk.gui.main_window import MainWindow
    from mafia_desk.gui.new_game_dialog import NewGameRequest
    from mafia_desk.store import open_store

    app = create_application(["child"])
    store = open_store(backups=False)
    w = MainWindow(store, resume_last=False)
    w.show()
    w.activateWindow()
    QTest.qWaitForWindowActive(w)
    names = sys.argv[1].split(",")
    seats = [{"seat": i, "player": n, "player_id": None} for i, n in enumerate(names, 1)]
    w.start_game(NewGameRequest("fiim", seats, {"title": "kill", "table": 2, "game": 7}))
    keys = [Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4, Qt.Key.Key_5, Qt.Key.Key_Return,
            Qt.Key.Key_Return, Qt.Key.Key_7, Qt.Key.Key_Return]
    for k in keys:
        QTest.keyClick(w.game_screen, k)
    QTest.keyClick(w.game_screen, Qt.Key.Key_Space)  # the timer runs when the app dies
    s = w.session.state
    print("READY", s.phase.kind, s.current_speaker, len(w.session.game.events), flush=True)
    app.exec()
    """
)


def test_kill_and_resume(qtbot: Any, db_url: str, dialogs: Any, tmp_path: Path) -> None:
    env = dict(os.environ, MAFIA_DESK_DB=db_url, QT_QPA_PLATFORM="offscreen")
    child = subprocess.Popen(
        [sys.executable, "-c", _CHILD, ",".join(NAMES)],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env,
        text=True,
    )
    try:
        assert child.stdout is not None
        line = child.stdout.readline().split()
        assert line[:1] == ["READY"], line
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=30)
    assert child.returncode == -signal.SIGKILL
    _, phase, speaker, events = line

    from mafia_desk.gui.main_window import MainWindow
    from mafia_desk.store import open_store

    store = open_store(db_url, backups=False)
    try:
        window = MainWindow(store)  # a fresh start resumes the unfinished game by itself
        qtbot.addWidget(window)
        assert window.session is not None
        state = window.session.state
        assert str(state.phase.kind) == phase == "day_speech"
        assert str(state.current_speaker) == speaker == "4"
        assert len(window.session.game.events) == int(events)
        assert [c.seat for c in state.candidates] == [5, 7]
        assert state.roles is not None and str(state.roles[1]) == "don"
        assert not window.controller.timer.running
        assert window.controller.timer.remaining_seconds() == 60
        assert "table 2" in window.windowTitle()
        host = Host(qtbot, window)
        window.show()
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        host.enter()
        assert host.state.current_speaker == 5 and host.phase is Phase.DAY_SPEECH
    finally:
        store.close()


def test_disqualifying_foul_asks_reason_then_removes(
    qtbot: Any, window: Any, store: Any, monkeypatch: pytest.MonkeyPatch, fake_dialogs: ScriptedDialogs
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    host.seats(1, 2, 3, 4)
    fake_dialogs.choice = None
    host.key(Qt.Key.Key_6, Qt.KeyboardModifier.ControlModifier)  # cancelled: nothing happens
    assert str(host.state.status(6)) == "alive"
    fake_dialogs.choice = "insult"
    host.key(Qt.Key.Key_6, Qt.KeyboardModifier.ControlModifier)
    assert str(host.state.status(6)) == "removed"
    event = store.game_events(window.session.game_id)[-1]
    assert event["type"] == "disqualify" and event["seat"] == 6 and event["reason"] == "insult"


def test_withdrawal_where_the_ruleset_allows_it(
    qtbot: Any, window: Any, store: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch, ruleset="arctic-2016")
    host.seats(1, 2, 3, 4)
    host.seat(5)
    host.key(Qt.Key.Key_W)
    assert host.state.candidates == ()
    host.seat(6)
    assert [c.seat for c in host.state.candidates] == [6]


def test_withdrawal_refused_in_fiim(
    qtbot: Any, window: Any, store: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    host.seats(1, 2, 3, 4)
    host.seat(5)
    host.key(Qt.Key.Key_W)
    assert [c.seat for c in host.state.candidates] == [5]
    assert window.controller.input.notice  # the engine's reason is on screen


def test_reveal_key_tap_toggles_and_hold_peeks(
    qtbot: Any, window: Any, store: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    host.seats(1, 2, 3, 4)
    role_cell = window.game_screen.model.index(0, 2)
    assert role_cell.data() == "•••"
    host.key(Qt.Key.Key_R)  # a tap: the roles stay shown
    assert role_cell.data() == "Don"
    host.key(Qt.Key.Key_R)
    assert role_cell.data() == "•••"
    qtbot.keyPress(window.game_screen, Qt.Key.Key_R)
    assert role_cell.data() == "Don"
    qtbot.wait(450)
    qtbot.keyRelease(window.game_screen, Qt.Key.Key_R)  # held: hidden again on release
    assert role_cell.data() == "•••"


def test_game_keys_sleep_on_the_start_page_and_m_switches_sound(
    qtbot: Any, window: Any, store: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    host.seats(1, 2, 3, 4)
    window.ui.actionHome.trigger()
    assert window.ui.pages.currentWidget() is window.home
    assert window.home.ui.unfinishedList.count() == 1  # the running game is offered for resuming
    qtbot.keyClick(window, Qt.Key.Key_5)
    assert host.state.candidates == ()
    sound = window.sounds.enabled
    qtbot.keyClick(window, Qt.Key.Key_M)
    assert window.sounds.enabled is not sound
    qtbot.keyClick(window.home.ui.unfinishedList, Qt.Key.Key_Return)  # Enter on the list resumes the game
    assert window.ui.pages.currentWidget() is window.game_screen
    host.seat(5)
    assert [c.seat for c in host.state.candidates] == [5]

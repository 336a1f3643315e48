"""A crash loses nothing the host did (issue 38, point 3): his staged presses are stored beside the log and
come back, and the hall's displays that were open reopen where they were; a normal quit reopens none."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest
from gui_driver import NAMES, Host, start_club_game
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from mafia_desk.game.model import Phase
from mafia_desk.gui.common import settings
from mafia_desk.gui.display import obs_scenes
from mafia_desk.gui.display.obs_scenes import ObsSettings
from mafia_desk.store import StoreError

_CHILD_START = textwrap.dedent(
    """
    import os, sys
    from PySide6.QtCore import QSettings, Qt
    from PySide6.QtTest import QTest

    # the parent test's settings folder and format (tests/gui/conftest.py)
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, os.environ["XDG_CONFIG_HOME"])
    from mafia_desk.gui.app import create_application
    from mafia_desk.gui.common import settings
    from mafia_desk.gui.main_window import MainWindow
    from mafia_desk.gui.new_game_dialog import NewGameRequest
    from mafia_desk.store import open_store

    app = create_application(["child"])
    settings.OVERLAY_PORT.set(0)  # any free port: tests run side by side
    store = open_store(backups=False)
    w = MainWindow(store, resume_last=False)
    w.show()
    w.activateWindow()
    QTest.qWaitForWindowActive(w)
    names = sys.argv[1].split(",")
    seats = [{"seat": i, "player": n, "player_id": None} for i, n in enumerate(names, 1)]
    w.start_game(NewGameRequest("fiim", seats, {"title": "crash", "table": 3, "game": 1}))
    digit = {n: getattr(Qt.Key, f"Key_{n % 10}") for n in range(1, 11)}

    def press(*keys):
        for k in keys:
            QTest.keyClick(w.game_screen, k)

    press(digit[8], digit[9], digit[10], digit[7])  # don 8, mafia 9 and 10, sheriff 7
    """
)
_CHILD = _CHILD_START + textwrap.dedent(
    """
    press(digit[3], Qt.Key.Key_Return, digit[4])  # seat 1 nominates 3, seat 2 nominates 4
    while str(w.session.state.phase.kind) == "day_speech":
        press(Qt.Key.Key_Return)
    w.ui.actionSpectator.setChecked(True)
    w.ui.actionStreamOverlay.setChecked(True)
    press(digit[1], digit[2], digit[5])  # three hands for seat 3, not yet recorded
    staged = ",".join(map(str, w.controller.input.staged.votes))
    print("READY", w.session.state.phase.kind, staged, w.hall.overlay is not None, flush=True)
    app.exec()
    """
)


# Night 1 (nobody nominated on day 1): the shot at 2, the don checks 7, the sheriff checks 8; his answer is up
# (the engine already in the morning) when the app dies.
_CHILD_CHECK = _CHILD_START + textwrap.dedent(
    """
    while str(w.session.state.phase.kind) == "day_speech":
        press(Qt.Key.Key_Return)
    w.ui.actionStreamOverlay.setChecked(True)
    press(digit[2], digit[7], Qt.Key.Key_Return, digit[8])
    print("READY", w.session.state.phase.kind, w.controller.input.answer.text.replace(" ", "_"), flush=True)
    app.exec()
    """
)


def _play_and_kill(db_url: str, script: str = _CHILD) -> list[str]:
    env = dict(os.environ, MAFIA_DESK_DB=db_url, QT_QPA_PLATFORM="offscreen")
    root = Path(__file__).resolve().parents[2]
    env["PYTHONPATH"] = os.pathsep.join([str(root), env.get("PYTHONPATH", "")])
    child = subprocess.Popen(
        [sys.executable, "-c", script, ",".join(NAMES)],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env,
        cwd=root,
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
    return line


class FakeObs:
    def __init__(self) -> None:
        self.switched: list[str] = []

    def set_current_program_scene(self, name: str) -> None:
        self.switched.append(name)

    def disconnect(self) -> None:
        pass


@pytest.fixture
def fake_obs(qapp: Any, monkeypatch: pytest.MonkeyPatch) -> Any:
    client = FakeObs()
    monkeypatch.setattr(obs_scenes, "client_factory", lambda *_a: client)
    QSettings().remove("obs")
    yield client
    QSettings().remove("obs")


def test_staged_votes_and_the_open_displays_come_back_after_a_kill(
    qtbot: Any, db_url: str, dialogs: Any, fake_obs: FakeObs
) -> None:
    ObsSettings(enabled=True, scenes={"vote": "Vote", "speech": "Speech", "night": "Night"}).save()
    _, phase, staged, overlay_ran = _play_and_kill(db_url)
    assert (phase, staged, overlay_ran) == ("vote", "1,2,5", "True")
    assert settings.SPECTATOR_OPEN.get() and settings.OVERLAY_RUNNING.get()  # the crash left them set

    from mafia_desk.gui.main_window import MainWindow
    from mafia_desk.store import open_store

    store = open_store(db_url, backups=False)
    try:
        window = MainWindow(store)  # a fresh start resumes the game and reopens the hall
        qtbot.addWidget(window)
        window.show()
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)  # the host's keys, not the display's
        host = Host(qtbot, window)
        controller = window.controller
        assert host.phase is Phase.VOTE and host.state.phase.candidate == 3
        assert controller.input.staged.votes == (1, 2, 5)
        assert controller.screen.seats_picked == frozenset({1, 2, 5})
        assert [n for n in range(1, 11) if host.screen.seat_buttons[n - 1].isChecked()] == [1, 2, 5]
        assert (3, 3, True) in [(c.candidate, c.votes, c.current) for c in controller.screen.ballot.cells]
        # the displays that were open are open again, and OBS follows the resumed game
        assert window.hall.spectator is not None and window.hall.spectator.isVisible()
        assert window.ui.actionSpectator.isChecked()
        assert window.hall.overlay is not None and window.ui.actionStreamOverlay.isChecked()
        assert fake_obs.switched[-1:] == ["Vote"]
        # the presses go on from where they were: one more hand, then Enter records all four
        host.seat(6)
        host.enter()
        event = store.game_events(window.session.game_id)[-1]
        assert event == {"type": "vote", "seats": [1, 2, 5, 6]}
        assert store.load_draft(window.session.game_id) is None
        window.close()  # a normal quit: the displays close and are not reopened at the next start
    finally:
        store.close()
    assert not settings.SPECTATOR_OPEN.get() and not settings.OVERLAY_RUNNING.get()
    store = open_store(db_url, backups=False)
    try:
        again = MainWindow(store)
        qtbot.addWidget(again)
        assert again.session is not None and again.hall.spectator is None and again.hall.overlay is None
        assert not again.ui.actionSpectator.isChecked() and not again.ui.actionStreamOverlay.isChecked()
    finally:
        again.close()
        store.close()


def test_a_check_answer_up_comes_back_after_a_kill(qtbot: Any, db_url: str, dialogs: Any) -> None:
    """The sheriff's answer was up when the app died: it is up again, the screens keep the night (the engine
    is in the morning), and Enter announces the morning as it would have."""
    _, phase, answer = _play_and_kill(db_url, _CHILD_CHECK)
    assert phase == "last_words" and answer == "Sheriff's_check:_seat_8_is_black."
    from mafia_desk.gui.main_window import MainWindow
    from mafia_desk.store import open_store

    store = open_store(db_url, backups=False)
    window = MainWindow(store)
    try:
        qtbot.addWidget(window)
        window.show()
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        host = Host(qtbot, window)
        controller = window.controller
        shown = controller.input.answer
        assert shown is not None and shown.text == answer.replace("_", " ") and shown.last
        assert host.status().startswith(shown.text)
        assert controller.screen.header == "Night 1: the sheriff checks", controller.screen.header
        assert not controller.screen.rows[1].out, "the victim is still at the table"
        overlay = window.hall.overlay
        assert overlay is not None  # reopened, and fed the night
        sent: list[dict[str, Any]] = []
        publish = overlay.server.publish
        overlay.server.publish = lambda payload: (sent.append(payload), publish(payload))  # type: ignore[method-assign]
        host.foul(4)  # a judge's foul: the answer stays, the night stays
        assert controller.input.answer is not None and [m["stage"] for m in sent] == ["night"]
        host.enter()  # the morning: the victim's last words
        assert controller.input.answer is None and sent[-1]["stage"] == "day"
        assert sent[-1]["seats"][1]["status"] == "shot" and host.phase is Phase.LAST_WORDS
        window.close()
    finally:
        store.close()


def _reopen(qtbot: Any, window: Any, db_url: str) -> tuple[Any, Host]:
    """The window closed as a host closes it, and the app started again on the same database."""
    from mafia_desk.gui.main_window import MainWindow
    from mafia_desk.store import open_store

    window.close()
    store = open_store(db_url, backups=False)
    again = MainWindow(store)
    qtbot.addWidget(again)
    again.show()
    again.activateWindow()
    qtbot.waitUntil(again.isActiveWindow)
    return again, Host(qtbot, again)


def test_role_picks_and_a_best_move_begun_come_back(
    qtbot: Any, window: Any, db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    host.seats(8, 9, 10)  # don, both mafia: the sheriff still to pick
    window, host = _reopen(qtbot, window, db_url)
    try:
        assert host.phase is Phase.ZERO_NIGHT and window.controller.input.staged.roles == (8, 9, 10)
        host.seat(7)  # the 4th pick records the roles as picked before the restart
        roles = window.session.state.roles
        assert roles is not None and [str(roles[n]) for n in (8, 9, 10, 7)] == [
            "don",
            "mafia",
            "mafia",
            "sheriff",
        ]
        host.enter_while(Phase.DAY_SPEECH)  # nobody nominated: night
        host.seat(1)  # the shot: seat 1, whose last words hold the best move
        host.minus()
        host.minus()
        assert host.phase is Phase.LAST_WORDS and window.controller.best_move_open()
        host.seats(8, 9)
        window, host = _reopen(qtbot, window, db_url)
        assert window.controller.input.staged.guess == (8, 9)
        assert window.controller.screen.seats_picked == frozenset({8, 9})
        host.seat(10)
        assert window.session.store.game_events(window.session.game_id)[-1] == {
            "type": "best_move",
            "guess": [8, 9, 10],
        }
    finally:
        window.close()


def test_a_draft_the_disk_refuses_is_not_shown(
    qtbot: Any, window: Any, store: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    host.seats(8, 9)
    game = window.session.game_id
    assert store.load_draft(game).data == {"roles": [8, 9]}

    def full(*_a: Any, **_k: Any) -> None:
        raise StoreError("the disk is full")

    monkeypatch.setattr(store, "save_draft", full)
    host.seat(10)
    assert window.controller.input.staged.roles == (8, 9)  # what is on disk, and no more
    assert "Not saved, so not done" in host.status() and "the disk is full" in host.status()
    monkeypatch.undo()
    host.seat(10)
    assert window.controller.input.staged.roles == (8, 9, 10)
    host.undo()  # Backspace takes back the pick on disk too
    assert store.load_draft(game).data == {"roles": [8, 9]}


def test_the_hall_standings_come_back_hiding_what_they_hid(qtbot: Any, store: Any, dialogs: Any) -> None:
    """Opened from the Standings tab, they are remembered with what the hall is shown; a crash leaves that
    in the settings, and the next start reopens them so, never showing more than they hid."""
    import json

    from organiser_kit import new_tournament

    from mafia_desk.gui.main_window import MainWindow
    from mafia_desk.gui.tournament.standings_model import HIDDEN_ALL, HIDDEN_POINTS
    from mafia_desk.gui.tournament.standings_tab import StandingsTab
    from mafia_desk.gui.tournament.window import TournamentWindow

    tid = new_tournament(store, "stars-2016", 20)
    organiser = TournamentWindow(store)
    qtbot.addWidget(organiser)
    organiser.open_tournament(tid)
    tab = organiser.tabs["standings"]
    assert isinstance(tab, StandingsTab)
    tab.hidden_box.setCurrentIndex(tab.hidden_box.findData(HIDDEN_POINTS))
    hall = tab.open_hall()
    remembered = json.loads(settings.HALL_STANDINGS_OPEN.get())
    assert remembered["tournament"] == tid and remembered["hidden"] == HIDDEN_POINTS
    tab.hidden_box.setCurrentIndex(tab.hidden_box.findData(HIDDEN_ALL))  # the hall now hides everything
    assert json.loads(settings.HALL_STANDINGS_OPEN.get())["hidden"] == HIDDEN_ALL
    crashed = settings.HALL_STANDINGS_OPEN.get()
    hall.close()  # closed by hand: nothing to reopen
    QApplication.processEvents()
    assert settings.HALL_STANDINGS_OPEN.get() == ""

    settings.HALL_STANDINGS_OPEN.set(crashed)  # what a crash leaves behind
    window = MainWindow(store)
    qtbot.addWidget(window)
    reopened = window.tournament_window
    assert reopened is not None
    qtbot.addWidget(reopened)
    tab = reopened.tabs["standings"]
    assert isinstance(tab, StandingsTab) and tab.hall is not None and tab.hall.isVisible()
    assert tab.hall.hidden == HIDDEN_ALL and tab.hall.visible_rows() == []
    tab.hall.close()

    settings.HALL_STANDINGS_OPEN.set(json.dumps({"tournament": tid + 1, "name": "gone", "hidden": "none"}))
    again = MainWindow(store)  # a tournament this database does not hold: nothing opens, the setting goes
    qtbot.addWidget(again)
    assert settings.HALL_STANDINGS_OPEN.get() == ""

"""View > Spectator display: a game played through the host's window, and after each of his keys the
display's words checked against what the hall may know then; the clock's messages to the stream overlay."""

from __future__ import annotations

from typing import Any

import pytest
from gui_driver import NAMES, Host, start_club_game
from overlay_client import OverlayClient
from PySide6.QtCore import QElapsedTimer, QSettings, Qt

from mafia_desk.game.model import SEATS, Phase
from mafia_desk.gui import host_text, palette, table_emergencies
from mafia_desk.gui.display import spectator_window
from mafia_desk.gui.display.spectator_window import SpectatorWindow
from mafia_desk.gui.main_window import MainWindow

ROLE_WORDS = [host_text.role_name(r) for r in ("civilian", "sheriff", "mafia", "don")]
# Roles: don 3, mafia 6 and 9, sheriff 1 (the host's first four presses).
DON, MAFIA, SHERIFF = 3, (6, 9), 1


@pytest.fixture(autouse=True)
def _fresh_display_settings() -> Any:
    for key in (spectator_window.SCREEN_SETTING, spectator_window.THEME_SETTING, "overlay"):
        QSettings().remove(key)
    yield
    for key in (spectator_window.SCREEN_SETTING, spectator_window.THEME_SETTING, "overlay"):
        QSettings().remove(key)


def _open(window: MainWindow) -> SpectatorWindow:
    window.ui.actionSpectator.setChecked(True)
    assert window.hall.spectator is not None and window.hall.spectator.isVisible()
    return window.hall.spectator


def _row(display: SpectatorWindow, seat: int) -> dict[str, str]:
    return {name: label.text() for name, label in display.rows[seat - 1].items()}


class Watch:
    """After each host key: the display shows what the hall may know now, and no more."""

    def __init__(self, host: Host, display: SpectatorWindow) -> None:
        self.host = host
        self.display = display
        self.shot: int | None = None  # tonight's victim, once the host pressed the shot
        self.morning = False  # the town has opened its eyes since the shot
        self.steps = 0

    def __call__(self, action: Any, *args: Any) -> str:
        action(*args)
        self.steps += 1
        return self.check()

    def check(self) -> str:
        host, display = self.host, self.display
        text = display.visible_text()
        c = host.window.controller
        revealed = host.state.finished and c.input.reveal
        for word in ROLE_WORDS:
            assert (word in text) == revealed, (self.steps, word, text)
        lowered = text.lower()
        assert revealed or ("check" not in lowered and "sheriff" not in lowered), (self.steps, text)
        night = host.phase.is_night or c.input.answer is not None
        stage = display.stage.text()
        if night:
            assert stage.startswith(("Night", "Zero night")), (self.steps, stage)
            assert display.clock_label.text() == "", "the night shows no clock"
            assert not display.candidates.text() and not display.tally.text()
        if self.shot is not None:
            status = _row(display, self.shot)["status"]
            if night and not self.morning:
                assert status == "", f"step {self.steps}: tonight's victim shown before the morning: {status}"
            else:
                self.morning = True
                assert status == host_text.status_name("shot"), (self.steps, status)
        for seat in SEATS:
            row = _row(display, seat)
            assert row["name"].startswith(host.window.session.game.player(seat).player)
            assert row["fouls"] == "●" * min(host.state.fouls(seat), 4)
        return text


def test_the_display_shows_only_what_the_hall_may_know_after_each_key(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    display = _open(window)
    watch = Watch(host, display)
    text = watch.check()
    assert "Ганс" in text and "Барон" in text, "Cyrillic names as typed"
    assert "Клуб" in display.heading.text()

    # the roles' minute: the host stages the don, the mafia and the sheriff; the hall sees only the night
    for seat in (DON, *MAFIA, SHERIFF):
        watch(host.seat, seat)
    assert host.phase is Phase.DAY_SPEECH
    assert display.stage.text().startswith("Day 1"), display.stage.text()
    assert _row(display, 1)["num"] == "1" and display.rows[0]["name"].property("look") == "speaker"

    # the speech clock: the host's Space starts it, the display counts down from the snapshot
    watch(host.key, Qt.Key.Key_Space)
    assert window.controller.timer.running
    assert display.clock_label.text() == "1:00" and display.clock_label.property("look") == "running"
    watch(host.key, Qt.Key.Key_Space)
    assert not window.controller.timer.running and display.clock_label.property("look") == ""

    watch(host.foul, 4)
    watch(host.foul, 4)
    assert _row(display, 4)["fouls"] == "●●"
    watch(host.seat, 5)  # seat 1 nominates 5
    watch(host.enter)
    watch(host.seat, 7)  # seat 2 nominates 7
    assert display.candidates.text() == "Candidates: 5, 7"
    while host.phase is Phase.DAY_SPEECH:
        watch(host.enter)
    assert display.candidates.text() == "Candidates: [5], 7", "the count on 5"
    watch(host.seats, 1, 2, 3, 4, 6, 8)
    watch(host.enter)  # 6 for 5
    watch(host.enter)  # the rest (4) for 7: 5 leaves
    assert "5: 6" in display.tally.text() and "7: 4" in display.tally.text(), display.tally.text()
    while host.phase is Phase.LAST_WORDS:
        watch(host.enter)
    assert _row(display, 5)["status"] == host_text.status_name("voted_out")

    # night 1: the shot at 2, the don checks 1 (the sheriff), the sheriff checks 3 (the don)
    assert host.phase is Phase.NIGHT_SHOT
    watch.shot = 2
    watch(host.seat, 2)
    watch(host.seat, SHERIFF)
    watch(host.seat, DON)
    assert host.phase is Phase.LAST_WORDS and window.controller.input.answer is not None
    watch.check()
    assert _row(display, 2)["status"] == "", "the sheriff's answer is still up: still the night"
    watch(host.key, Qt.Key.Key_Space)  # the answer goes away, the last words' clock starts
    assert watch.morning and display.stage.text() == "Day 2 · last words of seat 2", display.stage.text()
    assert display.clock_label.text() != ""
    # the best move, named aloud in the last words
    for seat in (3, 6, 9):
        watch(host.seat, seat)
    assert display.best_move.text() == "Best move of seat 2:\n3, 6, 9"
    while host.phase is Phase.LAST_WORDS:
        watch(host.enter)
    assert host.phase is Phase.DAY_SPEECH and host.state.phase.day == 2

    # a technical break: the stage says so from the break's start
    moments = ["2026-12-01T20:10:00+00:00", "2026-12-01T20:14:00+00:00"]
    monkeypatch.setattr(table_emergencies, "wall_clock", lambda: moments.pop(0))
    watch(host.key, Qt.Key.Key_F9)
    assert display.stage.text().startswith("Technical break since "), display.stage.text()
    assert display.stage.property("look") == "break"
    watch(host.key, Qt.Key.Key_F9)
    assert not display.stage.text().startswith("Technical break") and display.stage.property("look") == ""

    # R mid-game: the host's own toggle never reaches the hall before the end
    watch(host.key, Qt.Key.Key_R)
    watch(host.key, Qt.Key.Key_R)

    # day 2: 9 and 6 tie twice and the table lifts both
    host.enter_until_speaker(3)
    watch(host.seat, 9)
    host.enter_until_speaker(4)
    watch(host.seat, 6)
    while host.phase is Phase.DAY_SPEECH:
        watch(host.enter)
    for _ballot in range(2):
        assert host.phase in (Phase.VOTE, Phase.REVOTE), host.phase
        for seat in (1, 3, 4, 6):
            watch(host.seat, seat)
        watch(host.enter)
        watch(host.enter)
        while host.phase is Phase.TIE_SPEECH:
            watch(host.enter)
    assert host.phase is Phase.LIFT_VOTE, host.phase
    assert display.stage.text() == "Day 2 · vote to lift all tied candidates"
    watch(host.plus)
    assert "lift" in display.tally.text(), display.tally.text()
    while host.phase is Phase.LAST_WORDS:
        watch(host.enter)

    # night 2: the shot at 4, the don checks 7, the sheriff checks 8
    assert host.phase is Phase.NIGHT_SHOT, host.phase
    watch.shot, watch.morning = 4, False
    for seat in (4, 7, 8):
        watch(host.seat, seat)
    while host.phase is Phase.LAST_WORDS or window.controller.input.answer is not None:
        watch(host.enter)
    assert watch.morning and host.phase is Phase.DAY_SPEECH

    # day 3: the don is voted out and the reds win
    host.enter_until_speaker(7)
    watch(host.seat, DON)
    for _ in range(20):
        if host.state.finished:
            break
        watch(host.enter)
    assert host.state.finished, host.status()
    text = watch.check()
    assert "Winner:" in display.result.text(), display.result.text()
    assert not any(word in text for word in ROLE_WORDS), "no roles before the host's reveal"
    watch(host.key, Qt.Key.Key_R)
    assert window.controller.input.reveal
    assert _row(display, DON)["role"] == host_text.role_name("don")
    assert _row(display, SHERIFF)["role"] == host_text.role_name("sheriff")
    assert {_row(display, s)["role"] for s in MAFIA} == {host_text.role_name("mafia")}
    watch(host.key, Qt.Key.Key_R)
    assert _row(display, DON)["role"] == ""


def _background(display: SpectatorWindow) -> str:
    """The colour the display is drawn on, at its bottom left corner (no label there)."""
    return str(display.grab().toImage().pixelColor(2, display.height() - 2).name())


def test_the_theme_and_the_screen_are_remembered(qtbot: Any, window: MainWindow) -> None:
    display = _open(window)
    assert display.theme == "dark"
    assert _background(display) == palette.SPECTATOR_THEMES["dark"]["background"]
    window.ui.actionSpectatorLight.setChecked(True)
    assert display.theme == "light"
    assert QSettings().value(spectator_window.THEME_SETTING) == "light"
    assert _background(display) == palette.SPECTATOR_THEMES["light"]["background"]
    window.ui.menuSpectatorScreen.aboutToShow.emit()
    actions = window.ui.menuSpectatorScreen.actions()
    assert actions and sum(a.isChecked() for a in actions) == 1
    name = window.screen().name()
    actions[0].trigger()
    assert QSettings().value(spectator_window.SCREEN_SETTING) == name
    assert spectator_window.chosen_screen() is not None and spectator_window.chosen_screen().name() == name
    window.ui.actionSpectator.setChecked(False)
    assert window.hall.spectator is None

    again = MainWindow(window.store, resume_last=False)
    qtbot.addWidget(again)
    assert again.ui.actionSpectatorLight.isChecked(), "the theme is remembered"
    second = _open(again)
    assert second.theme == "light"
    assert _background(second) == palette.SPECTATOR_THEMES["light"]["background"], "light from the start"
    again.ui.menuSpectatorScreen.aboutToShow.emit()
    assert again.ui.menuSpectatorScreen.actions()[0].isChecked()
    second.close()
    assert not again.ui.actionSpectator.isChecked() and again.hall.spectator is None, "Esc/close turns it off"


def test_a_theme_set_before_the_first_show_is_the_one_drawn(qtbot: Any) -> None:
    from gamekit import new_game

    from mafia_desk.game.hall_view import hall_view
    from mafia_desk.gui.display.hall_clock import HallClock

    display = SpectatorWindow()
    qtbot.addWidget(display)
    display.set_theme("light")
    display.show_hall(hall_view(new_game(version=3)), HallClock(43_000, True, 60, "", (43_000, 0, True)))
    display.show()
    clock = display.clock_label
    assert clock.text() == "0:43" and clock.property("look") == "running"
    assert (
        clock.palette().color(clock.foregroundRole()).name()
        == (palette.SPECTATOR_THEMES["light"]["clock_running"])
    ), "the running clock in the light theme's green"
    assert _background(display) == palette.SPECTATOR_THEMES["light"]["background"]
    assert (
        display.stage.palette().color(display.stage.foregroundRole()).name()
        == (palette.SPECTATOR_THEMES["light"]["text"])
    )


def test_the_text_follows_the_window_height(qtbot: Any, window: MainWindow) -> None:
    display = _open(window)
    display.resize(1366, 768)
    small = display.clock_label.font().pixelSize()
    display.resize(1920, 1080)
    qtbot.waitUntil(lambda: display.clock_label.font().pixelSize() > small)
    assert display.rows[0]["name"].font().pixelSize() >= 1080 // 20


def test_the_display_stays_within_its_screen_whatever_the_phase_line(qtbot: Any, window: MainWindow) -> None:
    """A long phase line ("День 2 · последнее слово игрока 10") in large type widened the window past a
    1366-px screen and cut the clock off: the big lines take the width they are given, and wrap."""
    display = _open(window)
    room = display.screen().availableGeometry()
    assert display.width() <= room.width() and display.height() <= room.height()
    display.stage.setText("День 10 · оправдательная речь игрока 10 · последнее слово игрока 10")
    display.clock_label.setText("10:00")
    assert display.minimumSizeHint().width() <= room.width()
    assert display.sizeHint().width() <= room.width()


def test_clock_messages_come_on_start_and_pause_never_per_tick_and_none_at_night(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    QSettings().setValue("overlay/port", 0)
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    window.ui.actionStreamOverlay.setChecked(True)
    assert window.hall.overlay is not None and window.hall.overlay.server.wait_ready()
    server = window.hall.overlay.server
    # What the host hands the sockets' process, counted where it is handed: a message wrongly sent reaches
    # the client a few milliseconds later, from another process, so the client's count alone, read after a
    # short wait, could miss one; this count cannot.
    handed: list[dict[str, Any]] = []
    publish_clock = server.publish_clock

    def counted_clock(clock: Any) -> None:
        publish_clock(clock)
        if clock is not None:
            handed.append(clock)

    monkeypatch.setattr(server, "publish_clock", counted_clock)
    client = OverlayClient(qtbot, server)
    qtbot.wait(50)
    assert client.clocks() == [] and handed == [], "the zero night sends no clock"
    for seat in (DON, *MAFIA, SHERIFF):
        host.seat(seat)
    qtbot.waitUntil(lambda: len(client.clocks()) == 1)
    first = client.clocks()[0]
    assert first == {
        "type": "clock",
        "version": 1,
        "remaining_ms": 60_000,
        "running": False,
        "duration_seconds": 60,
        "alert": "",
    }

    host.key(Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: len(client.clocks()) == 2)
    assert client.clocks()[1]["running"] and client.clocks()[1]["remaining_ms"] <= 60_000
    qtbot.wait(450)  # four ticks of the host's clock
    for _ in range(5):
        window.controller.timer.tick()
    qtbot.wait(50)
    assert len(client.clocks()) == len(handed) == 2, "a tick sends nothing"
    host.foul(4)  # a host input that leaves the clock's course as it was
    qtbot.wait(50)
    assert len(client.clocks()) == len(handed) == 2
    host.key(Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: len(client.clocks()) == 3)
    paused = client.clocks()[2]
    assert not paused["running"] and 0 < paused["remaining_ms"] < 60_000
    host.key(Qt.Key.Key_Up)  # +10 s
    qtbot.waitUntil(lambda: len(client.clocks()) == 4)
    assert client.clocks()[3]["remaining_ms"] == paused["remaining_ms"] + 10_000

    # a newcomer gets the day's clock with the state
    late = OverlayClient(qtbot, window.hall.overlay.server)
    qtbot.waitUntil(lambda: len(late.clocks()) == 1)
    assert late.clocks()[0]["remaining_ms"] == client.clocks()[3]["remaining_ms"]

    # the warning at 10 s left and time up come as they happen, on the host clock's own time
    timer = window.controller.timer
    fake = [0]
    timer.now = lambda: fake[0]  # while paused (docs/gui.md, the host's clock)
    left = timer.remaining_ms()
    count = len(client.clocks())
    host.key(Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: len(client.clocks()) == count + 1)
    fake[0] = left - 9_500
    timer.tick()
    qtbot.waitUntil(lambda: len(client.clocks()) == count + 2)
    warning = client.clocks()[-1]
    assert warning["alert"] == "warning" and warning["running"] and warning["remaining_ms"] == 9_500
    fake[0] = left + 1
    timer.tick()
    qtbot.waitUntil(lambda: client.clocks()[-1]["alert"] == "expired")
    assert client.clocks()[-1]["remaining_ms"] == 0 and not client.clocks()[-1]["running"]
    assert len(client.clocks()) == count + 3, "time up is one message"

    # to the night: nobody is nominated, so the day ends with its speeches
    while host.phase is Phase.DAY_SPEECH:
        host.enter()
    assert host.phase.is_night, host.phase
    last = client.messages
    qtbot.waitUntil(lambda: last[-1]["type"] == "state" and last[-1]["stage"] == "night")
    before = len(client.clocks())
    newcomer = OverlayClient(qtbot, window.hall.overlay.server)  # joins in the night
    qtbot.waitUntil(lambda: any(m["type"] == "state" for m in newcomer.messages))
    ran = []
    for _turn in range(3):  # the shot, the don's and the sheriff's turns: the host may run a clock
        assert host.phase.is_night, host.phase
        host.key(Qt.Key.Key_Space)
        ran.append(window.controller.timer.running)
        host.key(Qt.Key.Key_Space)
        qtbot.wait(20)
        assert len(client.clocks()) == len(handed) == before, "no clock message in the night"
        assert newcomer.clocks() == [], "a newcomer in the night gets no clock"
        host.minus()
    assert any(ran), "a check's clock ran in the night"
    assert not host.phase.is_night and window.controller.input.answer is None, host.phase
    # the morning brings the day's clock back, after the day's state
    qtbot.waitUntil(lambda: len(newcomer.clocks()) == 1)
    assert newcomer.messages[-1]["type"] == "clock" and newcomer.messages[-2]["stage"] == "day"
    qtbot.waitUntil(lambda: len(client.clocks()) == before + 1)
    qtbot.wait(50)
    assert len(client.clocks()) == len(handed) == before + 1, "one clock for the morning"


def test_a_redraw_while_the_clock_runs_does_not_count_the_time_twice(qtbot: Any) -> None:
    from gamekit import new_game

    from mafia_desk.game.hall_view import hall_view
    from mafia_desk.gui.display.hall_clock import HallClock

    view = hall_view(new_game(version=3))
    display = SpectatorWindow()
    qtbot.addWidget(display)
    course = (60_000, 5, True)
    since = QElapsedTimer()
    since.start()
    display.show_hall(view, HallClock(60_000, True, 60, "", course))
    qtbot.wait(400)
    display.show_hall(view, HallClock(59_600, True, 60, "", course))  # the host's foul: same course
    left, expected = display.remaining_ms(), 60_000 - since.elapsed()
    assert expected - 100 <= left <= expected + 100, (left, expected)
    assert display.clock_label.text() == "1:00"


def test_the_hall_hears_once_per_key_after_the_key_is_done_never_the_morning_during_a_check(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The sheriff's check is the night's last event: the engine's state is the morning as soon as it is
    stored, and the clock loads the last words' time in the same key. The hall is told once, when the key is
    done and the answer is up (the night held), never in between (it was pushed the morning, then the night
    again: the victim went to the stream for a moment)."""
    QSettings().setValue("overlay/port", 0)
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    window.ui.actionStreamOverlay.setChecked(True)
    display = _open(window)
    assert window.hall.overlay is not None
    feed = window.hall.overlay.feed
    told: list[tuple[str, str]] = []  # (which display, the hall's stage) as each was told
    show_view, show_hall = feed.show_view, display.show_hall
    monkeypatch.setattr(
        feed, "show_view", lambda view: (told.append(("overlay", view.stage)), show_view(view))
    )
    monkeypatch.setattr(
        display,
        "show_hall",
        lambda view, clock: (told.append(("spectator", view.stage)), show_hall(view, clock)),
    )
    for seat in (DON, *MAFIA, SHERIFF):
        host.seat(seat)
    while host.phase is Phase.DAY_SPEECH:  # no nomination: no vote on day 1, the night comes
        host.enter()
    assert host.phase is Phase.NIGHT_SHOT
    host.seat(2)
    host.seat(SHERIFF)  # the don checks the sheriff
    host.enter()  # his answer goes away: the sheriff wakes
    told.clear()
    host.seat(DON)  # the sheriff checks the don: the engine is in the morning now
    assert host.phase is Phase.LAST_WORDS and window.controller.input.answer is not None
    assert told == [("overlay", "night"), ("spectator", "night")], told
    assert _row(display, 2)["status"] == ""
    told.clear()
    host.enter()  # the answer is put away: now the hall may see the morning, once
    assert told == [("overlay", "day"), ("spectator", "day")], told
    assert _row(display, 2)["status"] == host_text.status_name("shot")

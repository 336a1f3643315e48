"""Issue 17, the host's clock for every phase: games played through the host's screen on a fake clock, in
which every clock runs to its end, with lengths from the ruleset, the sounds and the flash at 10 s left and
at zero.

No test here waits: the clock's time source is a counter the test moves, and the test calls the clock's tick.
"""

from __future__ import annotations

import logging
import wave
from pathlib import Path
from typing import Any, ClassVar

import pytest
from gui_driver import NAMES, Host, start_club_game

from mafia_desk.game.model import Phase, SeatStatus
from mafia_desk.gui.game_session import GameSession
from mafia_desk.gui.screen_model import Look
from mafia_desk.gui.sounds import END_SOUND, VOLUME_SETTING, WARNING_SOUND, SoundPlayer, wav_problem
from mafia_desk.gui.speech_timer import AUTO_START_SETTING
from mafia_desk.resources import resource_path
from mafia_desk.rulesets.game import load_game_ruleset

STEP_MS = 250
CODES = [f"p{n:02d}" for n in range(1, 11)]
# Every length differs from the FIIM baseline, so a clock that ignored the ruleset would show it.
OVERRIDES = {
    "agreement_seconds": 45,
    "speech_seconds": 40,
    "tie_speech_seconds": 25,
    "vote_seconds": 2,
    "check_seconds": 12,
    "best_move_seconds": 15,
    "last_words_seconds": 35,
}


class FakeClock:
    """Monotonic milliseconds that move only when the test says so."""

    def __init__(self) -> None:
        self.ms = 1_000_000

    def __call__(self) -> int:
        return self.ms


@pytest.fixture(autouse=True)
def _sound_settings(qapp: Any) -> Any:
    from PySide6.QtCore import QSettings

    settings = QSettings()
    for key in ("sound/enabled", VOLUME_SETTING, AUTO_START_SETTING):
        settings.remove(key)
    yield
    for key in ("sound/enabled", VOLUME_SETTING, AUTO_START_SETTING):
        settings.remove(key)


def window_of(qtbot: Any, store: Any) -> Any:
    from mafia_desk.gui.main_window import MainWindow

    w = MainWindow(store, resume_last=False)
    qtbot.addWidget(w)
    w.show()
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    return w


def tournament_game(qtbot: Any, store: Any, options: dict[str, Any]) -> tuple[Host, FakeClock]:
    """A game under fiim with `options` (a tournament's ruleset options), opened on the host's screen."""
    tid = int(
        store.import_tournament(
            {
                "format": "mafia-desk/tournament",
                "version": 1,
                "name": "Clock cup",
                "ruleset": "fiim",
                "players": [{"id": c, "name": n} for c, n in zip(CODES, NAMES, strict=True)],
                "games": [],
            }
        )
    )
    store.update_tournament(tid, ruleset_options=options)
    seats = [
        {"seat": i, "player": n, "player_id": c}
        for i, (c, n) in enumerate(zip(CODES, NAMES, strict=True), start=1)
    ]
    session = GameSession.start(
        store, "fiim", seats, {}, tournament_id=tid, stage="qualifying", round_no=1, table=1
    )
    window = window_of(qtbot, store)
    window.open_session(session)
    return Host(qtbot, window), attach_clock(window)


def attach_clock(window: Any) -> FakeClock:
    clock = FakeClock()
    assert window.controller.timer.running is False
    window.controller.timer.now = clock
    window.sounds.set_enabled(True)
    return clock


def space(host: Host) -> None:
    from PySide6.QtCore import Qt

    host.key(Qt.Key.Key_Space)


def run_out(host: Host, clock: FakeClock) -> dict[str, Any]:
    """Space, then time passes until the clock stops by itself. What the table saw and heard on the way:
    each sound with the time left when it came, and the flash on the screen model at each moment."""
    c = host.window.controller
    t = c.timer
    sounds = host.window.sounds
    seen = len(sounds.played)
    length = t.duration_seconds
    assert length > 0 and not t.running and t.remaining_ms() == length * 1000
    space(host)
    assert t.running
    heard: list[tuple[str, int]] = []
    flash: list[tuple[int, Look]] = []
    for _ in range(length * 1000 // STEP_MS + 2):
        clock.ms += STEP_MS
        t.tick()
        for name in sounds.played[seen:]:
            heard.append((name, t.remaining_ms()))
        seen = len(sounds.played)
        flash.append((t.remaining_ms(), c.screen.clock_alert))
        if not t.running:
            break
    assert not t.running and t.remaining_ms() == 0
    assert host.screen.ui.timerLabel.text() == "0:00"
    assert host.screen.ui.timerLabel.property("look") in ("expired", "low")
    return {"phase": host.phase, "length": length, "heard": heard, "flash": flash}


def check_run(run: dict[str, Any]) -> None:
    """The warning once at 10 s left (only on a clock that started above 10 s), amber for 1.5 s; the end
    sound once at zero, and red from then on."""
    heard, flash, length = run["heard"], run["flash"], run["length"]
    if length > 10:
        assert heard == [(WARNING_SOUND, 10_000), (END_SOUND, 0)], run
        warned = [left for left, look in flash if look is Look.CLOCK_WARNING]
        assert warned and warned[0] == 10_000 and warned[-1] == 10_000 - 1500 + STEP_MS, run
    else:
        assert heard == [(END_SOUND, 0)], run
        assert all(look is not Look.CLOCK_WARNING for _, look in flash), run
    assert [look for _, look in flash if look is Look.CLOCK_EXPIRED] == [Look.CLOCK_EXPIRED], run
    assert flash[-1] == (0, Look.CLOCK_EXPIRED)


def next_key_clears_the_red(host: Host, key: Any) -> None:
    c = host.window.controller
    assert c.screen.clock_alert is Look.CLOCK_EXPIRED
    key()
    assert c.screen.clock_alert is Look.PLAIN


def test_every_clock_of_a_game_runs_to_its_end_with_the_rulesets_lengths(qtbot: Any, store: Any) -> None:
    host, clock = tournament_game(qtbot, store, OVERRIDES)
    c = host.window.controller
    runs: list[dict[str, Any]] = []

    def full_run(expected: int) -> None:
        assert c.timer.duration_seconds == expected, (host.phase, c.timer.duration_seconds)
        run = run_out(host, clock)
        check_run(run)
        runs.append(run)

    # the zero night: the mafia's agreement, then the host notes the roles
    assert host.phase is Phase.ZERO_NIGHT
    full_run(45)
    host.seats(3, 6, 9, 1)  # the first key after zero clears the red
    assert c.screen.clock_alert is Look.PLAIN
    # day 1: ten speeches; 1 nominates 4, 2 nominates 6
    while host.phase is Phase.DAY_SPEECH:
        full_run(40)
        speaker = host.state.current_speaker
        if speaker in (1, 2):  # the nomination is the key that puts the red away
            next_key_clears_the_red(host, lambda seat=4 if speaker == 1 else 6: host.seat(seat))
            host.enter()
        else:
            next_key_clears_the_red(host, host.enter)
    # the vote: a clock for seat 4's hands; the last candidate takes the rest (no hands go up: no clock)
    assert host.phase is Phase.VOTE and host.state.phase.candidate == 4
    full_run(2)
    host.seats(1, 2, 3, 4, 5)
    host.enter()
    assert host.state.closes_ballot and c.timer.duration_seconds == 0 and c.screen.timer_idle
    assert host.screen.ui.timerLabel.text() == "–:––"
    host.enter()  # 5 : 5
    while host.phase is Phase.TIE_SPEECH:
        full_run(25)
        host.enter()
    assert host.phase is Phase.REVOTE
    full_run(2)
    host.seats(1, 2, 3, 4, 5)
    host.enter()
    host.enter()  # 5 : 5 again: the lift-all vote
    assert host.phase is Phase.LIFT_VOTE
    full_run(2)
    host.minus()  # nobody lifts: nobody leaves
    # night 1: the shot has no clock; each check has the check's
    assert host.phase is Phase.NIGHT_SHOT and c.timer.duration_seconds == 0 and c.screen.timer_idle
    host.seat(2)
    for checker in (Phase.DON_CHECK, Phase.SHERIFF_CHECK):
        assert host.phase is checker
        full_run(12)
        host.seat(4)
        assert c.screen.clock_alert is Look.PLAIN and c.screen.timer_idle  # the answer is up
        host.enter()
    # the morning: the victim's best move first, then his last words
    assert host.phase is Phase.LAST_WORDS and host.state.current_speaker == 2
    full_run(15)
    host.seats(3, 6, 9)
    assert host.state.best_move is not None
    full_run(35)
    host.enter()
    assert host.phase is Phase.DAY_SPEECH
    kinds = [r["phase"] for r in runs]
    assert kinds.count(Phase.DAY_SPEECH) == 10 and kinds.count(Phase.TIE_SPEECH) == 2
    assert {Phase.ZERO_NIGHT, Phase.VOTE, Phase.REVOTE, Phase.LIFT_VOTE} <= set(kinds)
    assert kinds.count(Phase.LAST_WORDS) == 2 and kinds[-4:-2] == [Phase.DON_CHECK, Phase.SHERIFF_CHECK]
    # every sound came from a clock: two per clock above 10 s, one per shorter one
    assert len(host.window.sounds.played) == sum(2 if r["length"] > 10 else 1 for r in runs)


def test_the_baseline_has_no_vote_clock_and_a_declined_best_move_loads_the_last_words(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = start_club_game(qtbot, window, NAMES, monkeypatch)
    clock = attach_clock(window)
    c = window.controller
    base = load_game_ruleset("fiim")
    assert c.timer.duration_seconds == base.agreement_seconds == 60
    host.seats(3, 6, 9, 1)
    assert c.timer.duration_seconds == base.speech_seconds
    host.seat(4)
    host.enter()
    host.seat(6)
    host.enter_while(Phase.DAY_SPEECH)
    assert host.phase is Phase.VOTE and c.timer.duration_seconds == 0 and c.screen.timer_idle
    host.minus()
    host.enter()  # the last candidate takes every hand: 6 leaves
    assert host.phase is Phase.LAST_WORDS and c.timer.duration_seconds == base.last_words_seconds
    host.enter()
    host.seat(2)
    for _ in (Phase.DON_CHECK, Phase.SHERIFF_CHECK):
        assert c.timer.duration_seconds == base.check_seconds
        host.seat(4)
        host.enter()
    assert host.phase is Phase.LAST_WORDS and host.state.best_move_open
    assert c.timer.duration_seconds == base.best_move_seconds == 20
    space(host)
    clock.ms += 5000
    c.timer.tick()
    host.minus()  # no best move: the last words' own time, paused, from the start
    assert c.timer.duration_seconds == base.last_words_seconds and not c.timer.running
    assert c.timer.remaining_ms() == base.last_words_seconds * 1000
    host.undo()  # the − taken back: the best move is open again, with its own time
    assert c.timer.duration_seconds == base.best_move_seconds


def night_of(host: Host, clock: FakeClock, roles: tuple[int, int, int, int]) -> list[dict[str, Any]]:
    """Day 1: 6 is voted out (his last words run out); night 1: the shot at 2, both checks run out, the
    morning's best move and last words run out. What the table saw and heard of every clock."""
    c = host.window.controller
    host.seats(*roles)
    host.seat(4)
    host.enter()
    host.seat(6)
    host.enter_while(Phase.DAY_SPEECH)
    full: list[dict[str, Any]] = []
    assert host.phase is Phase.VOTE
    full.append(run_out(host, clock))
    host.minus()
    host.enter()
    assert host.phase is Phase.LAST_WORDS
    full.append(run_out(host, clock))
    host.enter()
    host.seat(2)
    for _ in (Phase.DON_CHECK, Phase.SHERIFF_CHECK):
        run = run_out(host, clock)
        run["label"] = host.screen.ui.timerLabel.text()
        run["look"] = host.screen.ui.timerLabel.property("look")
        run["model"] = (c.screen.clock_alert, c.screen.timer_idle, c.screen.header)
        full.append(run)
        host.seat(4)
        host.enter()
    assert host.phase is Phase.LAST_WORDS
    full.append(run_out(host, clock))
    host.seats(3, 7, 8)
    full.append(run_out(host, clock))
    return full


@pytest.mark.parametrize(("alive", "out"), [((3, 6, 9, 1), (6, 3, 9, 1)), ((3, 6, 9, 1), (3, 9, 1, 6))])
def test_a_checker_out_gets_the_same_clock_as_one_alive(
    qtbot: Any, store: Any, alive: tuple[int, int, int, int], out: tuple[int, int, int, int]
) -> None:
    options = {"vote_seconds": 2, "check_seconds": 15}
    first, first_clock = tournament_game(qtbot, store, options)
    seen_alive = night_of(first, first_clock, alive)
    second, second_clock = tournament_game(qtbot, store, options)
    seen_out = night_of(second, second_clock, out)
    assert second.state.status(6) is SeatStatus.VOTED_OUT
    assert seen_alive == seen_out
    checks = [r for r in seen_out if r["phase"] in (Phase.DON_CHECK, Phase.SHERIFF_CHECK)]
    assert [r["length"] for r in checks] == [15, 15]
    for run in seen_out:
        check_run(run)
    assert first.window.sounds.played == second.window.sounds.played


def test_a_short_clock_does_not_warn_and_a_paused_amber_ends_on_its_own(qtbot: Any, store: Any) -> None:
    host, clock = tournament_game(qtbot, store, {"agreement_seconds": 10, "speech_seconds": 30})
    c = host.window.controller
    check_run(run_out(host, clock))  # 10 s: the end sound only
    host.seats(3, 6, 9, 1)
    space(host)
    clock.ms += 20_000
    c.timer.tick()
    assert c.screen.clock_alert is Look.CLOCK_WARNING
    assert host.screen.ui.timerLabel.property("look") == "warning"
    space(host)  # paused during the amber: no more ticks, the flash still ends
    clock.ms += 1500
    c._alert_timer.timeout.emit()
    assert c.screen.clock_alert is Look.PLAIN and not c.timer.running
    c.clock_add(10)  # Up: 20 s left, the warning may come again
    space(host)
    clock.ms += 10_000
    c.timer.tick()
    assert host.window.sounds.played[-2:] == [WARNING_SOUND, WARNING_SOUND]


def test_the_red_flashes_until_the_next_phase(qtbot: Any, store: Any) -> None:
    host, clock = tournament_game(qtbot, store, {"agreement_seconds": 5})
    run_out(host, clock)
    screen = host.screen
    looks = {screen.ui.timerLabel.property("look")}
    for _ in range(3):
        screen._blink.timeout.emit()
        looks.add(screen.ui.timerLabel.property("look"))
    assert looks == {"expired", "low"} and screen._blink.isActive()
    host.seats(3, 6, 9, 1)  # the next phase
    assert not screen._blink.isActive() and screen.ui.timerLabel.property("look") == ""


def test_auto_start_only_on_the_hosts_enter(qtbot: Any, store: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtCore import QSettings

    host, _clock = tournament_game(qtbot, store, {})
    window = host.window
    c = window.controller
    action = window.ui.actionClockAutoStart
    assert not action.isChecked()  # off by default
    host.seats(3, 6, 9, 1)
    host.enter()
    assert host.phase is Phase.DAY_SPEECH and not c.timer.running
    action.trigger()
    assert QSettings().value(AUTO_START_SETTING, False, type=bool)
    host.enter()
    assert host.state.current_speaker == 3 and c.timer.running  # Enter gave the floor
    host.undo()
    assert host.state.current_speaker == 2 and not c.timer.running
    c.redo()
    assert host.state.current_speaker == 3 and not c.timer.running
    game_id = window.session.game_id
    window.resume_game(game_id)  # a reopened game: the clock waits for Space
    assert window.controller.state.current_speaker == 3 and not window.controller.timer.running
    window.ui.actionClockAutoStart.trigger()
    assert not QSettings().value(AUTO_START_SETTING, True, type=bool)
    host.enter()
    assert not window.controller.timer.running
    fresh = window_of(qtbot, store)
    assert not fresh.ui.actionClockAutoStart.isChecked()


class FakeEffect:
    """Stands in for QSoundEffect (QtMultimedia cannot load here): records what the player asks of it."""

    made: ClassVar[list[FakeEffect]] = []

    def __init__(self, _parent: Any) -> None:
        self.volumes: list[float] = []
        self.plays = 0
        FakeEffect.made.append(self)

    def setSource(self, url: Any) -> None:
        self.source = url.toLocalFile()

    def setVolume(self, volume: float) -> None:
        self.volumes.append(volume)

    def play(self) -> None:
        self.plays += 1


def test_the_volume_is_applied_to_every_sound_and_remembered(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    FakeEffect.made.clear()
    sounds = window.sounds
    assert sounds.volume == 80 and window.ui.actionVolume75.isChecked() is False
    monkeypatch.setattr(sounds, "_effect_class", FakeEffect)
    sounds.set_enabled(True)
    sounds.play(WARNING_SOUND)
    assert FakeEffect.made[0].volumes[-1] == pytest.approx(0.8)
    window.ui.actionVolume25.trigger()
    assert sounds.volume == 25 and window.ui.actionVolume25.isChecked()
    assert FakeEffect.made[0].volumes[-1] == pytest.approx(0.25)  # an effect already made follows
    sounds.play(END_SOUND)
    assert FakeEffect.made[1].volumes[-1] == pytest.approx(0.25)
    assert FakeEffect.made[1].source.endswith(END_SOUND)
    assert SoundPlayer().volume == 25
    fresh = window_of(qtbot, window.store)
    assert fresh.ui.actionVolume25.isChecked() and not fresh.ui.actionVolume100.isChecked()
    window.ui.actionVolume0.trigger()
    assert SoundPlayer().volume == 0


def test_the_sounds_are_real_audio() -> None:
    for name in (WARNING_SOUND, END_SOUND):
        path = resource_path("sounds", name)
        assert wav_problem(path) == ""
        with wave.open(str(path), "rb") as w:
            seconds = w.getnframes() / w.getframerate()
            frames = w.readframes(w.getnframes())
        assert 0.1 < seconds < 5 and any(frames)


def test_a_missing_or_broken_sound_is_logged_once_and_the_game_goes_on(
    qtbot: Any, store: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    folder = tmp_path / "sounds"
    folder.mkdir()
    (folder / WARNING_SOUND).write_bytes(b"RIFF\x00\x00not a wave at all")
    monkeypatch.setattr("mafia_desk.gui.sounds.resource_path", lambda *parts: tmp_path.joinpath(*parts))
    host, clock = tournament_game(qtbot, store, {"agreement_seconds": 12})
    monkeypatch.setattr(host.window.sounds, "_effect_class", FakeEffect)
    FakeEffect.made.clear()
    caplog.set_level(logging.WARNING, logger="mafia_desk.gui.sounds")
    check_run(run_out(host, clock))  # the clock warns and ends as always
    host.seats(3, 6, 9, 1)
    host.enter()
    host.window.sounds.play(WARNING_SOUND)
    host.window.sounds.play(END_SOUND)
    lines = [r.getMessage() for r in caplog.records if "cannot be played" in r.getMessage()]
    assert len(lines) == 2, lines
    assert "ten_seconds.wav" in lines[0] and "not a PCM WAV" in lines[0]
    assert "time_up.wav" in lines[1] and "missing" in lines[1]
    assert FakeEffect.made == []  # nothing was handed to the audio back-end
    assert host.phase is Phase.DAY_SPEECH
    # a good replacement of the same name is played
    good = resource_path("sounds", END_SOUND).read_bytes()
    replacement = tmp_path / "other"
    replacement.mkdir()
    (replacement / "sounds").mkdir()
    (replacement / "sounds" / END_SOUND).write_bytes(good)
    monkeypatch.setattr("mafia_desk.gui.sounds.resource_path", lambda *parts: replacement.joinpath(*parts))
    fresh = SoundPlayer()
    monkeypatch.setattr(fresh, "_effect_class", FakeEffect)
    fresh.play(END_SOUND)
    assert FakeEffect.made and FakeEffect.made[0].plays == 1


def test_the_presets_clock_lengths() -> None:
    arctic, german, white = (
        load_game_ruleset(r) for r in ("arctic-2016", "german-open-2016", "white-nights-2016")
    )
    assert (arctic.vote_seconds, arctic.check_seconds) == (2, 10)
    assert (german.vote_seconds, german.check_seconds) == (2, 15)
    assert (white.vote_seconds, white.check_seconds) == (0, 15)
    fiim = load_game_ruleset("fiim")
    assert (fiim.agreement_seconds, fiim.best_move_seconds, fiim.vote_seconds) == (60, 20, 0)

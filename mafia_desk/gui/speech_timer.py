"""The host's clock: counts down from what the ruleset gives the phase now (a speech, the agreement minute, a
check, a vote, the best move), and signals 10 s left and time up.

Time is read from a monotonic clock, not by counting ticks, so a busy event loop cannot stretch a speech;
the QTimer only decides how often the display refreshes. The clock is injectable (a callable returning
milliseconds) so that tests drive it with a fake one and call `tick` without waiting.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal

from mafia_desk.gui.common import settings
from mafia_desk.gui.sounds import END_SOUND, WARNING_SOUND, SoundPlayer

WARNING_AT_MS = 10_000
# QSettings key: the host's Enter that gives the floor (a day or tie speech) also starts its clock.
AUTO_START_SETTING = settings.CLOCK_AUTO_START.key
STEP_SECONDS = 10
Now = Callable[[], int]  # monotonic milliseconds


def monotonic_ms() -> Now:
    """Qt's monotonic clock, started now."""
    clock = QElapsedTimer()
    clock.start()
    return clock.elapsed


class SpeechTimer(QObject):
    changed = Signal()
    warning = Signal()
    expired = Signal()
    # The clock's course changed (started, paused, time given or taken, reset, run out), not a tick: the
    # hall's displays count down by themselves and listen only to this.
    course_changed = Signal()

    def __init__(
        self, sounds: SoundPlayer | None = None, parent: QObject | None = None, now: Now | None = None
    ) -> None:
        super().__init__(parent)
        self._sounds = sounds
        self._duration_ms = 0
        self._left_ms = 0  # remaining when last paused or started
        self.now: Now = now or monotonic_ms()
        self._started_at = 0
        self._running = False
        self._warned = False
        self._ticker = QTimer(self)
        self._ticker.setInterval(100)
        self._ticker.timeout.connect(self.tick)

    # --- state ---
    @property
    def running(self) -> bool:
        return self._running

    @property
    def duration_seconds(self) -> int:
        return self._duration_ms // 1000

    @property
    def segment(self) -> tuple[int, int, bool]:
        """(ms left, when it was counted from, running): changes only when the clock is started, paused, given
        time or reset, never by a tick, so a display that counts down by itself knows when to listen again."""
        return (self._left_ms, self._started_at if self._running else 0, self._running)

    def remaining_ms(self) -> int:
        if not self._running:
            return self._left_ms
        return max(0, self._left_ms - (self.now() - self._started_at))

    def remaining_seconds(self) -> int:
        """Whole seconds left, rounded up, so 0 shows only when time is really up."""
        return -(-self.remaining_ms() // 1000)

    def display(self) -> str:
        s = self.remaining_seconds()
        return f"{s // 60}:{s % 60:02d}"

    # --- control ---
    def set_duration(self, seconds: int) -> None:
        """A new speech: the full time, paused."""
        self._duration_ms = max(0, seconds) * 1000
        self.reset()

    def reset(self) -> None:
        self._stop()
        self._left_ms = self._duration_ms
        self._warned = self._left_ms <= WARNING_AT_MS
        self.changed.emit()
        self.course_changed.emit()

    def start(self) -> None:
        if self._running or self._left_ms <= 0:
            return
        self._started_at = self.now()
        self._running = True
        self._ticker.start()
        self.changed.emit()
        self.course_changed.emit()

    def pause(self) -> None:
        if not self._running:
            return
        self._left_ms = self.remaining_ms()
        self._stop()
        self.changed.emit()
        self.course_changed.emit()

    def toggle(self) -> None:
        if self._running:
            self.pause()
        else:
            self.start()

    def add_seconds(self, seconds: int) -> None:
        """Up/Down: the host gives or takes time; never below zero."""
        left = max(0, self.remaining_ms() + seconds * 1000)
        if self._running:
            self._started_at = self.now()
        self._left_ms = left
        if left > WARNING_AT_MS:
            self._warned = False
        if left == 0:
            self._finish()
        self.changed.emit()
        self.course_changed.emit()

    def _stop(self) -> None:
        self._running = False
        self._ticker.stop()

    def tick(self) -> None:
        """One refresh: the QTimer calls it while running; a test calls it after moving its fake clock."""
        if not self._running:
            return
        left = self.remaining_ms()
        if not self._warned and left <= WARNING_AT_MS:
            self._warned = True
            if left > 0:
                self.warning.emit()
                if self._sounds is not None and settings.TEN_SECOND_WARNING.get():
                    self._sounds.play(WARNING_SOUND)
        if left <= 0:
            self._finish()
        self.changed.emit()

    def _finish(self) -> None:
        was_running = self._running
        self._left_ms = 0
        self._stop()
        if was_running:
            self.expired.emit()
            if self._sounds is not None:
                self._sounds.play(END_SOUND)
            self.course_changed.emit()

"""The host's clock as the hall sees it: a snapshot taken at the moments the clock's course changes (start,
pause, time given or taken, reset, the warning, time up), from which a display counts down by itself.

The hall sees the clock only in the day. It is the same clock the host's screen shows, and in the night it
runs for a check whether the checker is alive or not, so it could not tell a dead checker; but the night's
timing (when the host started a clock, for how long) is still the ritual's rhythm, and the hall's view of
the night is "night N" and nothing else. So a night (the zero night, a check's answer still up too) shows
no clock and sends none.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from mafia_desk.game.hall_view import HALL_VIEW_VERSION, STAGE_DAY, HallView
from mafia_desk.gui.screen_model import Look
from mafia_desk.gui.speech_timer import SpeechTimer

ALERT_WARNING = "warning"  # 10 s left: amber for a moment on the host's screen
ALERT_EXPIRED = "expired"  # time up: red until the next phase or the host's next key


@dataclass(frozen=True)
class HallClock:
    # Two snapshots of one running stretch are equal: the remaining time moves, the course does not.
    remaining_ms: int = field(compare=False)
    running: bool
    duration_seconds: int  # the phase's length; 0: no clock runs now (a vote, a count)
    alert: str  # "", ALERT_WARNING or ALERT_EXPIRED
    course: tuple[int, int, bool] = field(repr=False)  # SpeechTimer.segment

    @property
    def shown(self) -> bool:
        return self.duration_seconds > 0


def hall_clock(view: HallView, timer: SpeechTimer, alert: Look = Look.PLAIN) -> HallClock | None:
    """The clock for the hall now; None in any stage but the day. A technical break keeps the day's clock,
    standing where the break stopped it."""
    if view.stage != STAGE_DAY:
        return None
    return HallClock(
        remaining_ms=timer.remaining_ms(),
        running=timer.running,
        duration_seconds=timer.duration_seconds,
        alert=alert.value if alert in (Look.CLOCK_WARNING, Look.CLOCK_EXPIRED) else "",
        course=timer.segment,
    )


def clock_message(clock: HallClock, elapsed_ms: int = 0) -> dict[str, Any]:
    """The `clock` message (docs/overlay.md); `elapsed_ms` since the snapshot, for a client that joins
    later and must not count down from a stale remainder."""
    remaining = max(0, clock.remaining_ms - elapsed_ms) if clock.running else clock.remaining_ms
    return {
        "type": "clock",
        "version": HALL_VIEW_VERSION,
        "remaining_ms": remaining,
        "running": clock.running and remaining > 0,
        "duration_seconds": clock.duration_seconds,
        "alert": clock.alert,
    }


def clock_text(remaining_ms: int) -> str:
    """As the host's screen writes it: whole seconds rounded up, so 0:00 shows only when time is up."""
    s = -(-max(0, remaining_ms) // 1000)
    return f"{s // 60}:{s % 60:02d}"

"""Every colour of the GUI, and the style sheets that pick them by a widget's `look` property.

A state (a refusal on the status line, a picked seat, a low timer) is a dynamic property set by the view,
never a style sheet edited as a string: the sheets here are set once, and `set_look` re-polishes the widget.
No colour marks a role: the table faces the players.
"""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

# seat table
AMBER = "#f59e0b"  # a 3rd foul that costs or shortens the next speech
SPEAKER = "#fef3c7"
CANDIDATE = "#dbeafe"
PICKED = "#bbf7d0"
PICKED_EDGE = "#22c55e"  # a marked seat button's frame: its fill is the table's marked row
OUT = "#9ca3af"  # a seat out of the game, its text
# status line
STATUS = "#1f2937"
STATUS_TEXT = "#f9fafb"
REFUSAL = "#991b1b"
NOTICE = "#1e3a8a"
WHITE = "#ffffff"
# text
HINT_TEXT = "#4b5563"  # the key hints under the status line
ERROR_TEXT = "#b91c1c"  # a dialog's refusal (the new-game and the end-of-game forms)
# timer
TIMER = "#111827"
TIMER_RUNNING = "#065f46"
TIMER_LOW = "#b91c1c"
TIMER_IDLE = "#d1d5db"
TIMER_WARNING = AMBER  # 10 s left, for a moment
TIMER_EXPIRED = "#dc2626"  # time up: white on red, alternating with red on white


def qcolor(colour: str) -> QColor:
    return QColor(colour)


STATUS_LINE_QSS = f"""
QLabel {{ font-size: 15pt; font-weight: bold; padding: 6px; background: {STATUS}; color: {STATUS_TEXT}; }}
QLabel[look="refusal"] {{ background: {REFUSAL}; color: {WHITE}; }}
QLabel[look="notice"] {{ background: {NOTICE}; color: {WHITE}; }}
"""

TIMER_QSS = f"""
QLabel {{ font-size: 56pt; font-weight: bold; color: {TIMER}; }}
QLabel[look="running"] {{ color: {TIMER_RUNNING}; }}
QLabel[look="low"] {{ color: {TIMER_LOW}; }}
QLabel[look="idle"] {{ color: {TIMER_IDLE}; }}
QLabel[look="warning"] {{ color: {WHITE}; background: {TIMER_WARNING}; }}
QLabel[look="expired"] {{ color: {WHITE}; background: {TIMER_EXPIRED}; }}
"""

KEY_HINTS_QSS = f"QLabel {{ color: {HINT_TEXT}; }}"
ERROR_TEXT_QSS = f"QLabel {{ color: {ERROR_TEXT}; }}"

SEAT_BUTTON_QSS = (
    f"QPushButton:checked {{ background: {PICKED}; border: 1px solid {PICKED_EDGE}; border-radius: 3px;"
    " font-weight: bold; }"
)


def set_look(widget: QWidget, look: str) -> None:
    """Set the widget's `look` and restyle it, only when it changed (a re-polish costs a relayout)."""
    if widget.property("look") == look:
        return
    widget.setProperty("look", look)
    style = widget.style()
    style.unpolish(widget)
    style.polish(widget)


# the spectator display (gui/display/spectator_window.py): a hall's screen, read from 10 m, in two themes.
# The speaker's accent is the only strong colour on a seat; an out seat is dimmed, never coloured by team.
SPECTATOR_THEMES: dict[str, dict[str, str]] = {
    "dark": {
        "background": "#0b0f14",
        "text": "#f4f4f5",
        "dim": "#8b95a3",
        "accent": "#fbbf24",
        "speaker_bg": "#1f2937",
        "panel": "#111827",
        "clock": "#f4f4f5",
        "clock_running": "#34d399",
        "clock_low": "#f87171",
        "alert_text": "#ffffff",
        "break_bg": "#1e3a8a",
    },
    "light": {
        "background": "#fafaf9",
        "text": "#111827",
        "dim": "#6b7280",
        "accent": "#b45309",
        "speaker_bg": SPEAKER,
        "panel": "#e7e5e4",
        "clock": TIMER,
        "clock_running": TIMER_RUNNING,
        "clock_low": TIMER_LOW,
        "alert_text": WHITE,
        "break_bg": NOTICE,
    },
}


def spectator_qss(theme: str) -> str:
    """The display's sheet for `theme` (dark when unknown): states by `look`, as everywhere else here."""
    c = SPECTATOR_THEMES.get(theme, SPECTATOR_THEMES["dark"])
    return f"""
QWidget#spectator {{ background: {c["background"]}; }}
QLabel {{ color: {c["text"]}; background: transparent; }}
QLabel[role="seat"], QLabel[role="fouls"] {{ padding: 0 0.35em; }}
QLabel[role="heading"], QLabel[role="dim"] {{ color: {c["dim"]}; }}
QLabel[role="fouls"] {{ color: {c["accent"]}; }}
QLabel[look="speaker"] {{ color: {c["accent"]}; background: {c["speaker_bg"]}; }}
QLabel[role="fouls"][look="out"] {{ color: {c["dim"]}; }}
QLabel[look="out"] {{ color: {c["dim"]}; }}
QLabel[role="stage"][look="break"] {{ color: {WHITE}; background: {c["break_bg"]}; }}
QLabel[role="clock"] {{ color: {c["clock"]}; }}
QLabel[role="clock"][look="running"] {{ color: {c["clock_running"]}; }}
QLabel[role="clock"][look="low"] {{ color: {c["clock_low"]}; }}
QLabel[role="clock"][look="warning"] {{ color: {c["alert_text"]}; background: {TIMER_WARNING}; }}
QLabel[role="clock"][look="expired"] {{ color: {c["alert_text"]}; background: {TIMER_EXPIRED}; }}
QFrame#side {{ background: {c["panel"]}; border-radius: 12px; }}
"""

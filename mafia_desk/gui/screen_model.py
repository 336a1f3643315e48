"""The game screen as data: what every widget shows after one change, built once by the controller.

The views only render this (the seat table's `set_rows`, the labels, the buttons): they never ask the
controller or the engine anything, so one key press is one build and one redraw, and what the table may see
(no role, no check, no victim before the morning) is decided in one place, the controller's `build_screen`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Look(StrEnum):
    """A state style: the value of a widget's `look` dynamic property, which the palette's QSS colours."""

    PLAIN = ""
    REFUSAL = "refusal"  # the status line: the host's last press was refused
    NOTICE = "notice"  # the status line: a check's answer, a foul, a removal
    PICKED = "picked"  # a seat staged by the host (a vote, a lift, a best-move guess)
    CANDIDATE = "candidate"  # the seat being voted on
    SPEAKER = "speaker"  # the seat that has the floor
    CLOCK_WARNING = "warning"  # the clock: 10 s left, amber for a moment
    CLOCK_EXPIRED = "expired"  # the clock: time is up, red and flashing until the next phase or key


@dataclass(frozen=True)
class SeatRow:
    """One seat as the table may see it."""

    seat: int
    player: str
    role: str
    fouls: str
    nominated: str
    nominated_by: str
    votes: str
    voted_for: str
    status: str
    out: bool  # not alive as shown (drawn grey)
    bold: bool  # the speaker
    look: Look  # the row's background
    fouls_warn: bool  # a 3rd foul that costs or shortens the next speech (the fouls cell in amber)


@dataclass(frozen=True)
class BallotCell:
    candidate: int
    votes: int
    current: bool


@dataclass(frozen=True)
class Ballot:
    """The live count under the timer; `guess` is the best-move guess when there is no ballot."""

    cells: tuple[BallotCell, ...] = ()
    cast: int = 0
    living: int = 0
    guess: tuple[int, ...] = ()


@dataclass(frozen=True)
class ScreenModel:
    header: str
    title: str
    hint: str
    rows: tuple[SeatRow, ...]
    seats_enabled: frozenset[int]
    seats_picked: frozenset[int]
    can_next: bool
    can_none: bool
    can_all_rest: bool
    can_undo: bool
    can_redo: bool
    can_judge: bool
    reveal: bool
    ballot: Ballot
    queue: str
    status: str
    status_look: Look
    key_digits: str  # the digit keys' part of the key-hint line ("" when they do nothing now)
    offers_fouls: bool  # a finished game takes no foul: the key line does not offer one
    offers_undo: bool  # once the result is stored nothing is undone: the key line does not offer it
    fouls_tooltip: str  # the fouls column's tooltip, with this game's ruleset's counts
    timer_idle: bool  # no speech or check runs now, or a check's answer is up: the timer shows "–:––"
    clock_alert: Look = Look.PLAIN  # the clock's flash: PLAIN, CLOCK_WARNING or CLOCK_EXPIRED
    paused: bool = False  # a technical break: the clock's buttons are off and the key line offers its end
    host_words: str = ""  # what the host says to the table now (host_words.py); the view may hide it

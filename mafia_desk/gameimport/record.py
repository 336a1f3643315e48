"""What one game of another system says, in the terms of our engine: the shape both importers fill and the
driver (`drive.py`) plays. A source's own vocabulary (mafiaratings' rounds, Polemica's `num`) stops here."""

from __future__ import annotations

from dataclasses import dataclass, field

from mafia_desk.game import Seat

MORNING = "morning"  # a slot: the morning of a day (the victim's last words, before the first speech)
VOTE = "vote"  # a slot: the day's vote (tie speeches, ballots, the lift-all vote), or its end when none
NIGHT = "night"  # a slot: the night that follows the day (before the shot)


class GameImportError(ValueError):
    """A file or a record that cannot be imported; the message is one line that names the file and record."""


@dataclass(frozen=True)
class Slot:
    """When something happened: `day` and `where`: MORNING, VOTE, NIGHT (night `day`), or a speaker's seat."""

    day: int
    where: str | int


@dataclass(frozen=True)
class Removal:
    """A player who left by the host's hand: `fouls` (the foul count runs to the removal) or `disqualify`."""

    seat: int
    slot: Slot
    kind: str
    reason: str = ""


@dataclass
class SourceGame:
    """One record of the source. Days and nights are numbered as ours: night n follows day n.

    `ballots[day]` lists the day's ballots in order, each voter -> candidate (a voter left out gave no hand);
    `lift[day]` the seats that voted to lift all tied (None: not recorded); `shots[night]` the seat shot or
    None for a miss; `last_night` the last night the record reaches (the driver stops at the next one).
    `expected_*` is what the source says happened, checked against the replay."""

    source: str
    label: str
    seats: list[Seat]
    don: int
    mafia: tuple[int, int]
    sheriff: int
    ruleset_options: dict[str, object] = field(default_factory=dict)
    meta: dict[str, object] = field(default_factory=dict)
    nominations: dict[int, dict[int, int]] = field(default_factory=dict)
    ballots: dict[int, list[dict[int, int]]] = field(default_factory=dict)
    lift: dict[int, set[int] | None] = field(default_factory=dict)
    shots: dict[int, int | None] = field(default_factory=dict)
    black_shots: dict[int, dict[int, int]] | None = None  # night -> shooter -> target (Polemica)
    don_checks: dict[int, int] = field(default_factory=dict)
    sheriff_checks: dict[int, int] = field(default_factory=dict)
    best_move: tuple[int, tuple[int, int, int]] | None = None
    fouls: list[tuple[int, Slot]] = field(default_factory=list)
    removals: list[Removal] = field(default_factory=list)
    last_night: int = 0
    finished: bool = True
    expected_winner: str | None = None
    expected_out: dict[int, tuple[str, int]] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    tournament: str | None = None
    stage: str | None = None
    round: int | None = None
    table: int | None = None
    start: str = ""
    origin: str = ""  # the file's name without its folder and suffix

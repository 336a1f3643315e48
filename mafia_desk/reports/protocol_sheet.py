"""The data on one game's protocol sheet, as plain values the PDF and the on-screen view draw.

Kept apart from the engine's own protocol so the drawing code never learns the rules: whoever builds a sheet
(the game screen, from the engine's protocol) has already turned every rule outcome into numbers and words.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class SeatLine:
    seat: int
    player: str
    role: str  # already in the reader's language ("Don", "Шериф")
    fouls: int
    points: str = ""  # game points as printed ("1", "0.4"); empty when not scored here
    extra: str = ""  # judge's extra points and penalties as printed ("+0.3", "-0.5")
    outcome: str = ""  # how the player left the table ("voted out, day 2"), empty if he stayed


@dataclass(frozen=True)
class Ballot:
    candidates: tuple[int, ...]
    votes: tuple[int | None, ...]  # per candidate, same order; None: a removal stopped his count


@dataclass(frozen=True)
class DayVote:
    day: int
    ballots: tuple[Ballot, ...] = ()  # the vote, then each revote
    lift_all_for: int | None = None  # votes for lifting all tied candidates, when that vote was held
    out: tuple[int, ...] = ()
    note: str = ""  # e.g. "no vote: one candidate on day 1"
    candidates: tuple[int, ...] = ()  # the day's nominations in order (shown when no ballot was held)
    nominated_by: tuple[tuple[int, int], ...] = ()  # (candidate, the seat that nominated him), in order


@dataclass(frozen=True)
class NightLine:
    night: int
    shot: int | None  # None: a miss
    don_check: int | None = None
    don_found_sheriff: bool | None = None
    sheriff_check: int | None = None
    sheriff_found_black: bool | None = None
    # The checks' turns were played; False: the game ended before that turn, and its cell stays blank.
    don_done: bool = True
    sheriff_done: bool = True


@dataclass(frozen=True)
class ProtocolSheet:
    tournament: str = ""
    stage: str = ""
    date: str = ""
    table: str = ""
    game: str = ""
    ruleset: str = ""
    host: str = ""
    started: str = ""  # local time as printed ("14:05"): when the zero night was entered
    ended: str = ""  # when the game's last action was recorded; empty while it runs
    seats: tuple[SeatLine, ...] = ()
    days: tuple[DayVote, ...] = ()
    nights: tuple[NightLine, ...] = ()
    winner: str | None = None  # "red" | "black" | "draw" | None while the game runs
    win_reason: str = ""
    best_move_seat: int | None = None
    best_move_guess: tuple[int, ...] = ()
    protest: str = ""
    judge: str = ""
    notes: tuple[str, ...] = field(default_factory=tuple)
    # the table's emergencies, one printed line each: a player replaced (who, for whom, from when, why), a
    # technical break (start, end, length in mm:ss, where the game stood)
    replacements: tuple[str, ...] = ()
    breaks: tuple[str, ...] = ()

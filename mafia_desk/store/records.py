"""Plain, immutable results of store queries: safe to keep after the session that read them is gone."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal


@dataclass(frozen=True)
class PlayerRecord:
    id: int
    name: str
    club: str | None
    city: str | None
    nickname: str | None = None


@dataclass(frozen=True)
class TournamentPlayerRecord:
    """A registration: `code` is the player's id in the exchange file ("p01"), `player_id` the register's."""

    code: str
    name: str
    club: str | None
    city: str | None
    player_id: int | None


@dataclass(frozen=True)
class DraftRecord:
    """A game's staged presses as `Store.save_draft` kept them: they follow its first `after_seq` events."""

    after_seq: int
    data: dict[str, Any]


@dataclass(frozen=True)
class GameSummary:
    id: int
    ruleset_id: str
    tournament_id: int | None
    stage: str | None
    round: int | None
    table: int | None
    meta: dict[str, Any]
    created_at: datetime
    finished_at: datetime | None
    events: int
    # When the first event (the zero night's roles) and the latest one were recorded: the game's start and,
    # once it is over, its end, as the protocol sheet prints them.
    first_event_at: datetime | None = None
    last_event_at: datetime | None = None


@dataclass(frozen=True)
class TournamentSummary:
    id: int
    name: str
    ruleset_id: str
    games: int
    start_date: str | None = None
    end_date: str | None = None
    archived: bool = False


@dataclass(frozen=True)
class SeatingDrawRecord:
    id: int
    tournament_id: int
    stage: str
    round: int
    seed: int | None
    draw: dict[str, Any]
    created_at: datetime


@dataclass(frozen=True)
class StageClosingRecord:
    """A stage's frozen entry list: `through` in standings order, each lot as (players, order, numbers drawn
    in that order, empty when not recorded)."""

    id: int
    tournament_id: int
    stage: str  # the stage entered
    through: tuple[str, ...]
    lots: tuple[tuple[tuple[str, ...], tuple[str, ...], tuple[int, ...]], ...]
    closed_by: str
    closed_at: str
    created_at: datetime


@dataclass(frozen=True)
class StageRecord:
    code: str
    coefficient: Any
    advancement: Any


@dataclass(frozen=True)
class TournamentInfo:
    """What the organiser edits about a tournament beyond the exchange file (dates, venue, options)."""

    id: int
    name: str
    ruleset_id: str
    ruleset_options: dict[str, Any]
    start_date: str | None
    end_date: str | None
    venue: str | None
    stages: tuple[StageRecord, ...]


MergeStatus = Literal["new", "same", "conflict"]


@dataclass(frozen=True)
class MergeItem:
    """One entry of a file about to be merged: `category` is the file's list (players, games, draws,
    corrections, absences, adjustments) or "tournament" for its details; `key` names the entry as the
    `invalid:` lines do; `stored` and `file` are the two versions as text (None where there is none)."""

    category: str
    key: str
    status: MergeStatus
    stored: str | None
    file: str | None
    # The two versions as the tournament model holds them (a Player, a Game, a Draw, a tuple of a game's
    # Corrections, a StageClosing, an Absence, an Adjustment; None where there is none), for a window that
    # says them in words.
    stored_entry: object = None
    file_entry: object = None


@dataclass(frozen=True)
class MergePreview:
    """What merging a file would do, computed by the same comparison as the merge itself."""

    file_name: str  # the tournament's name in the file
    stored_name: str  # the open tournament's
    items: tuple[MergeItem, ...]
    # The merge's refusal lines (`invalid: ...`): each conflict, or what the merged tournament would break.
    problems: tuple[str, ...]

    @property
    def can_merge(self) -> bool:
        return not self.problems

    def of(self, status: str) -> tuple[MergeItem, ...]:
        return tuple(i for i in self.items if i.status == status)


@dataclass(frozen=True)
class RegistrationChangeRecord:
    """A late arrival, a withdrawal or a substitute (`code` takes `replaces`'s place) from (stage, round)."""

    kind: str  # "late" | "withdrawal" | "substitute"
    code: str
    stage: str
    round: int
    replaces: str | None
    reason: str
    created_at: datetime

"""The mutable table the engine folds events into. Only `rules.py` changes it, and only on a private copy,
so every `GameState` handed out keeps the table exactly as it was after its event."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field, replace
from datetime import datetime

from mafia_desk.game.messages import Message
from mafia_desk.game.model import (
    SEATS,
    BallotRecord,
    BestMoveRecord,
    Candidate,
    EndedBy,
    NightRecord,
    Outcome,
    Phase,
    Role,
    SeatStatus,
    Team,
)


@dataclass
class RoundLog:
    """One ballot of a day: `kind` is vote, revote, lift or single (one candidate, nobody votes)."""

    kind: str
    candidates: list[int]
    votes: dict[int, list[int]] = field(default_factory=dict)
    lift_for: list[int] = field(default_factory=list)
    outcome: str = ""

    def record(self) -> BallotRecord:
        """The ballot as every reader sees it (the screens, the protocol): frozen, taken here once."""
        return BallotRecord(
            self.kind,
            tuple(self.candidates),
            tuple((k, tuple(v)) for k, v in self.votes.items()),
            tuple(self.lift_for),
            self.outcome,
        )


@dataclass
class DayLog:
    day: int
    opener: int | None = None
    nominations: list[Candidate] = field(default_factory=list)
    withdrawals: list[Candidate] = field(default_factory=list)
    rounds: list[RoundLog] = field(default_factory=list)
    left: list[int] = field(default_factory=list)
    removed: list[int] = field(default_factory=list)
    fouls: list[int] = field(default_factory=list)
    vote_cancelled: Message | None = None
    outcome: str = ""


@dataclass
class NightLog:
    night: int
    shot_done: bool = False
    shot: int | None = None
    don_check: int | None = None
    don_found_sheriff: bool | None = None
    sheriff_check: int | None = None
    sheriff_found_black: bool | None = None
    removed: list[int] = field(default_factory=list)
    fouls: list[int] = field(default_factory=list)
    # The don's and the sheriff's turns were played (a check or "no check"): a night the game left before a
    # turn (a win by the shot, the judge's award) has none to print, which is not "no check".
    don_done: bool = False
    sheriff_done: bool = False

    def record(self) -> NightRecord:
        """The night as every reader sees it (the screens, the protocol): frozen, taken here once."""
        return NightRecord(
            self.night,
            self.shot_done,
            self.shot,
            self.don_check,
            self.don_found_sheriff,
            self.sheriff_check,
            self.sheriff_found_black,
            tuple(self.removed),
            tuple(self.fouls),
            self.don_done,
            self.sheriff_done,
        )


def break_seconds(start: str, end: str) -> int:
    """Whole seconds from `start` to `end` (ISO-8601 moments); an offset on one side only is read as local."""
    a, b = datetime.fromisoformat(start), datetime.fromisoformat(end)
    if (a.tzinfo is None) != (b.tzinfo is None):
        a, b = a.replace(tzinfo=None), b.replace(tzinfo=None)
    return int((b - a).total_seconds())


@dataclass(frozen=True)
class BreakLog:
    """A technical break: `end` is None while it lasts; `phase` is where the game stood when it began."""

    start: str
    end: str | None
    phase: Message


@dataclass(frozen=True)
class Holder:
    """Who plays a seat from which moment: the starter has no `from_event`; a substitute has the index of his
    `replace` event in the log, the phase it came in, and the judge's reason."""

    player: str
    player_id: str | None = None
    from_event: int | None = None
    phase: Message | None = None
    reason: str = ""


def _copy_item(item: object) -> object:
    if isinstance(item, DayLog):
        return replace(
            item,
            nominations=list(item.nominations),
            withdrawals=list(item.withdrawals),
            rounds=[
                replace(r, candidates=list(r.candidates), votes=dict(r.votes), lift_for=list(r.lift_for))
                for r in item.rounds
            ],
            left=list(item.left),
            removed=list(item.removed),
            fouls=list(item.fouls),
        )
    if isinstance(item, NightLog):
        return replace(item, removed=list(item.removed), fouls=list(item.fouls))
    return item


@dataclass
class Core:
    # Version 2 logs (docs/game-log.md): the last candidate's count is an event, so the ballot stays open
    # until the host closes it; version 1 logs gave him the remaining hands by themselves.
    close_last_vote: bool = True
    # Version 3 logs: the don's and the sheriff's turns come every night even when they are out, so the
    # table cannot hear from the host's ritual who is dead; their turn is answered by "no check".
    night_ritual: bool = False
    roles: dict[int, Role] | None = None
    status: dict[int, SeatStatus] = field(default_factory=lambda: dict.fromkeys(SEATS, SeatStatus.ALIVE))
    fouls: dict[int, int] = field(default_factory=lambda: dict.fromkeys(SEATS, 0))
    removal_reason: dict[int, str] = field(default_factory=dict)
    phase: Phase = Phase.ZERO_NIGHT
    day: int = 0
    night: int = 0
    # speeches
    queue: list[int] = field(default_factory=list)
    speaker: int | None = None
    speech_seconds: int = 0
    speech_kind: str | None = None
    forfeit: set[int] = field(default_factory=set)
    nominated_this_speech: int | None = None
    # the day's nominations and vote
    candidates: list[Candidate] = field(default_factory=list)
    withdrawals_used: int = 0
    vote_cancelled: Message | None = None
    pending_cancel: Message | None = None
    ballot_cands: list[int] = field(default_factory=list)
    ballot: dict[int, list[int]] = field(default_factory=dict)
    voted: set[int] = field(default_factory=set)
    vote_round: int = 0
    cand_index: int = 0
    tie_queue: list[int] = field(default_factory=list)
    # last words
    lw_queue: list[int] = field(default_factory=list)
    lw_seconds: int = 0
    lw_morning: bool = False
    # The night's last event has started the morning and nothing of the day has happened since (only the
    # judge's events): a foul given now may still be the night's (a `night` foul, the check's answer up).
    dawn: bool = False
    # night
    night_actors: set[int] = field(default_factory=set)
    # best move and the three-nights rule
    first_shot_night: int | None = None
    best_move: BestMoveRecord | None = None
    # a black victim's answer when asked for his best move: kept for the record, counts for nothing
    named_guess: BestMoveRecord | None = None
    day1_vote_exits: int = 0
    departures_since_shot: int = 0
    vote_exits_since_shot: int = 0  # the draw's run: only a shot or a vote breaks it (RFM spec 8.15)
    stagnant_nights: int = 0
    # history for the protocol
    days: list[DayLog] = field(default_factory=list)
    nights: list[NightLog] = field(default_factory=list)
    # the table's emergencies: technical breaks (the last one open while paused) and who plays each seat
    # (tuples of frozen records, so `clone` may share them)
    breaks: list[BreakLog] = field(default_factory=list)
    holders: dict[int, tuple[Holder, ...]] = field(default_factory=dict)
    events_done: int = 0
    # the end
    outcome: Outcome | None = None
    win_reason: Message | None = None
    ended_by: EndedBy | None = None

    def clone(self) -> Core:
        """A copy that shares nothing mutable; hand-written because deepcopy made every event ~5x slower."""
        new = copy.copy(self)
        for name, value in vars(self).items():
            if isinstance(value, list):
                setattr(new, name, [_copy_item(x) for x in value])
            elif isinstance(value, dict | set):
                setattr(new, name, value.copy())
        return new

    def living(self) -> list[int]:
        return [s for s in SEATS if self.status[s] is SeatStatus.ALIVE]

    def seat_of(self, role: Role) -> list[int]:
        if self.roles is None:
            return []
        return [s for s in SEATS if self.roles[s] is role]

    def team(self, seat: int) -> Team | None:
        return None if self.roles is None else self.roles[seat].team

    @property
    def paused(self) -> bool:
        return bool(self.breaks) and self.breaks[-1].end is None

    @property
    def today(self) -> DayLog:
        return self.days[-1]

    @property
    def tonight(self) -> NightLog:
        return self.nights[-1]

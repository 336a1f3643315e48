"""The vocabulary shared by events, state, protocol and screens: roles, teams, seat statuses, phases.

The one place these are spelt: the exchange file's model (`tournament/`), scoring and the store use these
same types and the same seat check, so a team, a role or a seat means one thing across the packages.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TypeGuard

SEAT_COUNT = 10
SEATS: tuple[int, ...] = tuple(range(1, SEAT_COUNT + 1))
SEAT_RANGE = f"{SEATS[0]}..{SEATS[-1]}"  # how an error names the seats: "1..10"


def is_seat(value: object) -> TypeGuard[int]:
    """A seat number as every reader accepts it: an integer in `SEATS`, not JSON true (bool is an int)."""
    return isinstance(value, int) and not isinstance(value, bool) and value in SEATS


class Team(StrEnum):
    RED = "red"
    BLACK = "black"

    @property
    def other(self) -> Team:
        return Team.BLACK if self is Team.RED else Team.RED


class Outcome(StrEnum):
    """How a game ended: one team won, or nobody did. A draw is the regulation's result of three quiet nights
    where the ruleset says so (`three_nights_rule = "draw"`, RFM 2026 reg. 4.7.1); the values are the
    exchange file's and the game log's `winner` strings, so an old "red"/"black" reads unchanged."""

    RED = "red"
    BLACK = "black"
    DRAW = "draw"

    @classmethod
    def win(cls, team: Team) -> Outcome:
        return cls(team.value)

    @property
    def team(self) -> Team | None:
        """The winning team; None for a draw, which nobody won."""
        return None if self is Outcome.DRAW else Team(self.value)

    def won(self, team: Team | None) -> bool:
        """Whether `team` won this game: never in a draw."""
        return team is not None and self.value == team.value


class Role(StrEnum):
    CIVILIAN = "civilian"
    SHERIFF = "sheriff"
    MAFIA = "mafia"
    DON = "don"

    @property
    def team(self) -> Team:
        return Team.BLACK if self in (Role.MAFIA, Role.DON) else Team.RED


class SeatStatus(StrEnum):
    ALIVE = "alive"
    SHOT = "shot"
    VOTED_OUT = "voted_out"
    REMOVED = "removed"


class Phase(StrEnum):
    ZERO_NIGHT = "zero_night"
    DAY_SPEECH = "day_speech"
    TIE_SPEECH = "tie_speech"
    VOTE = "vote"
    REVOTE = "revote"
    LIFT_VOTE = "lift_vote"
    LAST_WORDS = "last_words"
    NIGHT_SHOT = "night_shot"
    DON_CHECK = "don_check"
    SHERIFF_CHECK = "sheriff_check"
    FINISHED = "finished"

    @property
    def is_night(self) -> bool:
        """The shot and the checks; the zero night is not one of them (nobody acts, the roles are noted)."""
        return self in _NIGHT

    @property
    def is_speech(self) -> bool:
        """A seat has the floor (and the timer runs on him): a day speech, a tie speech, last words."""
        return self in _SPEECH

    @property
    def is_ballot(self) -> bool:
        """Hands are counted per candidate; the lift vote is a yes/no on all of them, so not a ballot."""
        return self in _BALLOT


_NIGHT = frozenset({Phase.NIGHT_SHOT, Phase.DON_CHECK, Phase.SHERIFF_CHECK})
_SPEECH = frozenset({Phase.DAY_SPEECH, Phase.TIE_SPEECH, Phase.LAST_WORDS})
_BALLOT = frozenset({Phase.VOTE, Phase.REVOTE})


class ActionKind(StrEnum):
    """One per event type; the values are the events' JSON `type` strings."""

    ROLES = "roles"
    END_SPEECH = "end_speech"
    NOMINATE = "nominate"
    WITHDRAW = "withdraw"
    VOTE = "vote"
    LIFT_VOTE = "lift_vote"
    FOUL = "foul"
    DISQUALIFY = "disqualify"
    SHOT = "shot"
    DON_CHECK = "don_check"
    SHERIFF_CHECK = "sheriff_check"
    BEST_MOVE = "best_move"
    NAMED_GUESS = "named_guess"
    JUDGE_AWARD = "judge_award"
    PAUSE = "pause"
    RESUME = "resume"
    REPLACE = "replace"


class EndedBy(StrEnum):
    """The exchange file's `ended_by` values."""

    NORMAL = "normal"
    THREE_NIGHTS = "three_nights"
    JUDGE = "judge"


class RemovalReason(StrEnum):
    """Why a player was removed, as the protocol and the exchange file say it."""

    FOULS = "fouls"
    DISQUALIFICATION = "disqualification"


@dataclass(frozen=True)
class Seat:
    seat: int
    player: str
    player_id: str | None = None


@dataclass(frozen=True)
class PhaseInfo:
    kind: Phase
    day: int
    night: int
    seat: int | None = None
    candidate: int | None = None
    round: int = 0


@dataclass(frozen=True)
class Candidate:
    seat: int
    nominated_by: int


@dataclass(frozen=True)
class BestMoveRecord:
    seat: int
    guess: tuple[int, int, int]


@dataclass(frozen=True)
class BallotRecord:
    """One counted ballot of the day: `kind` vote, revote, lift or single; `outcome` empty while it runs."""

    kind: str
    candidates: tuple[int, ...]
    votes: tuple[tuple[int, tuple[int, ...]], ...]
    lift_for: tuple[int, ...]
    outcome: str


@dataclass(frozen=True)
class NightRecord:
    night: int
    shot_done: bool
    shot: int | None
    don_check: int | None
    don_found_sheriff: bool | None
    sheriff_check: int | None
    sheriff_found_black: bool | None
    removed: tuple[int, ...] = ()
    fouls: tuple[int, ...] = ()  # the seats fouled that night, in order
    don_done: bool = False  # the don's turn was played: a check, or "no check"
    sheriff_done: bool = False

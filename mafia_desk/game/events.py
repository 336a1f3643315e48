"""The host's actions as small frozen records, and their JSON form.

Each event is one key press at the table, so that the log reads like the host's own notes and undo takes back
exactly one action.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields
from datetime import datetime
from typing import Any, Literal

from mafia_desk.game.errors import BadEventError
from mafia_desk.game.model import SEAT_RANGE, ActionKind, Outcome, Team, is_seat


@dataclass(frozen=True)
class Roles:
    don: int
    mafia: tuple[int, int]
    sheriff: int
    kind = ActionKind.ROLES


@dataclass(frozen=True)
class EndSpeech:
    kind = ActionKind.END_SPEECH


@dataclass(frozen=True)
class Nominate:
    seats: tuple[int, ...]
    repeated: bool = False
    kind = ActionKind.NOMINATE


@dataclass(frozen=True)
class Withdraw:
    kind = ActionKind.WITHDRAW


@dataclass(frozen=True)
class Vote:
    seats: tuple[int, ...]
    kind = ActionKind.VOTE


@dataclass(frozen=True)
class LiftVote:
    seats: tuple[int, ...]
    kind = ActionKind.LIFT_VOTE


# A field the log leaves out while it holds its default: a log that never needed it reads as it always did,
# in this program and in older ones (docs/game-log.md, "A foul before the town wakes").
OMITTED_AT_DEFAULT = {"omitted_at_default": True}


@dataclass(frozen=True)
class Foul:
    seat: int
    # Given at night after the night's last check, while its answer is up: the engine is in the morning
    # already, but the town has not been woken, so the foul is that night's on the protocol.
    night: bool = field(default=False, metadata=OMITTED_AT_DEFAULT)
    kind = ActionKind.FOUL


@dataclass(frozen=True)
class Disqualify:
    seat: int
    reason: str = ""
    night: bool = field(default=False, metadata=OMITTED_AT_DEFAULT)  # as Foul's
    kind = ActionKind.DISQUALIFY


@dataclass(frozen=True)
class Shot:
    seat: int | None
    kind = ActionKind.SHOT


@dataclass(frozen=True)
class DonCheck:
    seat: int | None
    is_sheriff: bool | None = None
    kind = ActionKind.DON_CHECK


@dataclass(frozen=True)
class SheriffCheck:
    seat: int | None
    is_black: bool | None = None
    kind = ActionKind.SHERIFF_CHECK


@dataclass(frozen=True)
class BestMove:
    guess: tuple[int, int, int]
    kind = ActionKind.BEST_MOVE


@dataclass(frozen=True)
class NamedGuess:
    """The three seats named by a victim the host asks for his best move but who may not make one (a black
    player shot by his own team): at the table every such victim is asked, so that the asking does not tell
    his team; the guess is kept for the record and counts for nothing."""

    guess: tuple[int, int, int]
    kind = ActionKind.NAMED_GUESS


@dataclass(frozen=True)
class JudgeAward:
    """The judge ends the game by his decision. `winner` is a team, or `Outcome.DRAW` where the ruleset has
    draws (`three_nights_rule = "draw"`): RFM 2026 lets the judge declare the draw too (spec 8.17, 14: a
    manual decision with a reason, reg. 5.22); a regulation without draws has no such result to award."""

    winner: Team | Literal[Outcome.DRAW]
    reason: str
    kind = ActionKind.JUDGE_AWARD


@dataclass(frozen=True)
class Pause:
    """A technical break; `at` is the wall clock the caller read (ISO-8601 with seconds), so the engine stays
    pure and a replayed log gives every break its length."""

    at: str
    kind = ActionKind.PAUSE


@dataclass(frozen=True)
class Resume:
    at: str
    kind = ActionKind.RESUME


@dataclass(frozen=True)
class Replace:
    """A judge's decision: from this event on `seat` is played by another player; the seat keeps its role."""

    seat: int
    player: str
    player_id: str | None = None
    reason: str = ""
    kind = ActionKind.REPLACE


Event = (
    Roles
    | EndSpeech
    | Nominate
    | Withdraw
    | Vote
    | LiftVote
    | Foul
    | Disqualify
    | Shot
    | DonCheck
    | SheriffCheck
    | BestMove
    | NamedGuess
    | JudgeAward
    | Pause
    | Resume
    | Replace
)

EVENT_CLASSES: dict[str, type[Event]] = {
    cls.kind.value: cls
    for cls in (
        Roles,
        EndSpeech,
        Nominate,
        Withdraw,
        Vote,
        LiftVote,
        Foul,
        Disqualify,
        Shot,
        DonCheck,
        SheriffCheck,
        BestMove,
        NamedGuess,
        JudgeAward,
        Pause,
        Resume,
        Replace,
    )
}


def _plain(value: object) -> object:
    if isinstance(value, (Team, Outcome)):
        return value.value
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


def event_to_dict(event: Event) -> dict[str, object]:
    out: dict[str, object] = {"type": event.kind.value}
    for f in fields(event):
        value = getattr(event, f.name)
        if f.metadata.get("omitted_at_default") and value == f.default:
            continue
        out[f.name] = _plain(value)
    return out


def _seat(value: object, key: str, *, optional: bool = False) -> int | None:
    if value is None and optional:
        return None
    if is_seat(value):
        return value
    if isinstance(value, bool) or not isinstance(value, int):
        raise BadEventError(
            f"{key!r} must be a seat number {SEAT_RANGE}{' or null' if optional else ''}, not {value!r}"
        )
    raise BadEventError(f"{key!r} must be a seat number {SEAT_RANGE}, not {value}")


def _seat_list(value: object, key: str) -> tuple[int, ...]:
    if not isinstance(value, list | tuple):
        raise BadEventError(f"{key!r} must be a list of seat numbers, not {value!r}")
    seats = tuple(_seat(v, key) for v in value)
    return tuple(s for s in seats if s is not None)


def _bool(value: object, key: str, *, optional: bool = False) -> bool | None:
    if value is None and optional:
        return None
    if not isinstance(value, bool):
        raise BadEventError(f"{key!r} must be true or false{' or null' if optional else ''}, not {value!r}")
    return value


def _flag(value: object, key: str) -> bool:
    return bool(_bool(value, key))


def _text(value: object, key: str) -> str:
    if not isinstance(value, str):
        raise BadEventError(f"{key!r} must be a string, not {value!r}")
    return value


def _required(seat: int | None) -> int:
    assert seat is not None  # _seat(optional=False) never returns None
    return seat


def _roles(d: Mapping[str, Any]) -> Event:
    mafia = _seat_list(d.get("mafia"), "mafia")
    if len(mafia) != 2:
        raise BadEventError(f"'mafia' must list exactly 2 seats, not {len(mafia)}")
    return Roles(
        _required(_seat(d.get("don"), "don")),
        (mafia[0], mafia[1]),
        _required(_seat(d.get("sheriff"), "sheriff")),
    )


def _nominate(d: Mapping[str, Any]) -> Event:
    if "seats" in d:
        seats = _seat_list(d["seats"], "seats")
    elif "seat" in d:
        seats = (_required(_seat(d["seat"], "seat")),)
    else:
        raise BadEventError("a nominate event needs 'seats' (the seats named, in the order said)")
    if not seats:
        raise BadEventError("'seats' of a nominate event must name at least one seat")
    return Nominate(seats, bool(_bool(d.get("repeated", False), "repeated")))


def _guess(d: Mapping[str, Any]) -> tuple[int, int, int]:
    guess = _seat_list(d.get("guess"), "guess")
    if len(guess) != 3:
        raise BadEventError(f"'guess' must name exactly 3 seats, not {len(guess)}")
    return (guess[0], guess[1], guess[2])


def _best_move(d: Mapping[str, Any]) -> Event:
    return BestMove(_guess(d))


def _named_guess(d: Mapping[str, Any]) -> Event:
    return NamedGuess(_guess(d))


def _judge_award(d: Mapping[str, Any]) -> Event:
    """A draw is read whatever the ruleset: whether the judge may award one is the engine's question."""
    winner = d.get("winner")
    if winner not in ("red", "black", "draw"):
        raise BadEventError(f'\'winner\' must be "red", "black" or "draw", not {winner!r}')
    reason = _text(d.get("reason", ""), "reason")
    return JudgeAward(Outcome.DRAW if winner == "draw" else Team(winner), reason)


def _moment(value: object, key: str) -> str:
    """An ISO-8601 date and time with seconds ("2026-12-01T20:41:07", an offset may follow)."""
    if isinstance(value, str) and _MOMENT.match(value):
        try:
            datetime.fromisoformat(value)
        except ValueError:
            pass
        else:
            return value
    raise BadEventError(f"{key!r} must be an ISO-8601 date and time with seconds, not {value!r}")


_MOMENT = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$")


def _replace(d: Mapping[str, Any]) -> Event:
    pid = d.get("player_id")
    if pid is not None and not isinstance(pid, str):
        raise BadEventError(f"'player_id' must be a string or null, not {pid!r}")
    return Replace(
        _required(_seat(d.get("seat"), "seat")),
        _text(d.get("player"), "player"),
        pid,
        _text(d.get("reason", ""), "reason"),
    )


_PARSERS: dict[str, Callable[[Mapping[str, Any]], Event]] = {
    "roles": _roles,
    "end_speech": lambda d: EndSpeech(),
    "nominate": _nominate,
    "withdraw": lambda d: Withdraw(),
    "vote": lambda d: Vote(_seat_list(d.get("seats"), "seats")),
    "lift_vote": lambda d: LiftVote(_seat_list(d.get("seats"), "seats")),
    "foul": lambda d: Foul(_required(_seat(d.get("seat"), "seat")), _flag(d.get("night", False), "night")),
    "disqualify": lambda d: Disqualify(
        _required(_seat(d.get("seat"), "seat")),
        _text(d.get("reason", ""), "reason"),
        _flag(d.get("night", False), "night"),
    ),
    "shot": lambda d: Shot(_seat(d.get("seat"), "seat", optional=True)),
    "don_check": lambda d: DonCheck(
        _seat(d.get("seat"), "seat", optional=True), _bool(d.get("is_sheriff"), "is_sheriff", optional=True)
    ),
    "sheriff_check": lambda d: SheriffCheck(
        _seat(d.get("seat"), "seat", optional=True), _bool(d.get("is_black"), "is_black", optional=True)
    ),
    "best_move": _best_move,
    "named_guess": _named_guess,
    "judge_award": _judge_award,
    "pause": lambda d: Pause(_moment(d.get("at"), "at")),
    "resume": lambda d: Resume(_moment(d.get("at"), "at")),
    "replace": _replace,
}


def event_from_dict(d: Mapping[str, object]) -> Event:
    if not isinstance(d, Mapping):
        raise BadEventError(f"an event must be a JSON object, not {type(d).__name__}")
    kind = d.get("type")
    if not isinstance(kind, str) or kind not in _PARSERS:
        known = ", ".join(sorted(_PARSERS))
        raise BadEventError(f"unknown event type {kind!r} (known: {known})")
    allowed = (
        {"type"} | {f.name for f in fields(EVENT_CLASSES[kind])} | ({"seat"} if kind == "nominate" else set())
    )
    unknown = sorted(str(k) for k in d if k not in allowed)
    if unknown:
        raise BadEventError(f"a {kind} event has no field {', '.join(map(repr, unknown))}")
    if kind == "shot" and "seat" not in d:
        raise BadEventError("a shot event needs 'seat' (a seat number, or null for a miss)")
    if kind in ("don_check", "sheriff_check") and "seat" not in d:
        raise BadEventError(f"a {kind} event needs 'seat' (the checked seat, or null for no check)")
    return _PARSERS[kind](d)

"""Plain data for a seating draw, so the store can keep it as JSON and the GUI can show it without this
package.

A draw records its seed and parameters next to the rounds: the same inputs always give the same draw, and an
organiser (or a protest) can check that the published draw is the one the program made.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from mafia_desk.inputs.limits import MAX_SEATING_ROUNDS


class SeatingError(ValueError):
    """Input a draw cannot be made from; the message says which value is wrong and why."""


@dataclass(frozen=True)
class DrawRound:
    """One round: each table lists its 10 players in seat order 1..10; the bench holds who sits out."""

    number: int
    tables: tuple[tuple[str, ...], ...]
    sitting_out: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "round": self.number,
            "tables": [list(t) for t in self.tables],
            "sitting_out": list(self.sitting_out),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> DrawRound:
        try:
            return cls(
                number=int(data["round"]),
                tables=tuple(tuple(str(p) for p in t) for t in data["tables"]),
                sitting_out=tuple(str(p) for p in data.get("sitting_out", [])),
            )
        except (KeyError, TypeError) as exc:
            raise SeatingError(f"round: missing or malformed field {exc}") from exc


@dataclass(frozen=True)
class History:
    """What happened before this draw: how often pairs met and at which seats each player sat.

    Swiss rounds, semifinals and finals are drawn against this, so repeats are counted over the whole
    tournament.
    """

    meetings: dict[frozenset[str], int] = field(default_factory=dict)
    seats: dict[str, tuple[int, ...]] = field(default_factory=dict)

    @classmethod
    def from_rounds(cls, rounds: list[DrawRound]) -> History:
        meetings: dict[frozenset[str], int] = {}
        seats: dict[str, list[int]] = {}
        for rnd in rounds:
            for table in rnd.tables:
                for i, a in enumerate(table):
                    seats.setdefault(a, []).append(i + 1)
                    for b in table[i + 1 :]:
                        key = frozenset((a, b))
                        meetings[key] = meetings.get(key, 0) + 1
        return cls(meetings, {p: tuple(s) for p, s in seats.items()})

    def met(self, a: str, b: str) -> int:
        return self.meetings.get(frozenset((a, b)), 0)

    def to_dict(self) -> dict[str, Any]:
        return {
            "meetings": sorted([*sorted(pair), n] for pair, n in self.meetings.items() if n),
            "seats": {p: list(s) for p, s in sorted(self.seats.items())},
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> History:
        meetings: dict[frozenset[str], int] = {}
        for row in data.get("meetings", []):
            if len(row) != 3 or row[0] == row[1]:
                raise SeatingError(f"history meetings: expected [player, other player, count], got {row!r}")
            meetings[frozenset((str(row[0]), str(row[1])))] = int(row[2])
        seats = {str(p): tuple(int(s) for s in ss) for p, ss in data.get("seats", {}).items()}
        return cls(meetings, seats)


@dataclass(frozen=True)
class Constraints:
    """What an organiser adds by hand.

    `apart` lists groups (a club, a family) whose members should not meet in the first `apart_rounds` rounds;
    `absent` maps a round number to players who must sit out that round (late arrival, a prior commitment).
    """

    apart: tuple[tuple[str, ...], ...] = ()
    apart_rounds: int = 0
    absent: dict[int, tuple[str, ...]] = field(default_factory=dict)

    def is_empty(self) -> bool:
        return not (self.apart and self.apart_rounds) and not any(self.absent.values())

    def to_dict(self) -> dict[str, Any]:
        return {
            "apart": [list(g) for g in self.apart],
            "apart_rounds": self.apart_rounds,
            "absent": {str(r): list(ps) for r, ps in sorted(self.absent.items())},
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Constraints:
        """Strict, since the dict comes from a file: a value of the wrong type is a `SeatingError` naming it,
        never a silent conversion (`true` is no round count, a string is no group) or a traceback."""
        if not isinstance(data, dict):
            raise SeatingError("constraints: expected a JSON object")
        groups = data.get("apart", [])
        if not isinstance(groups, list) or not all(isinstance(g, list) for g in groups):
            raise SeatingError("constraints: 'apart' must be a list of lists of player ids")
        apart = tuple(tuple(_player_id(p, "'apart'") for p in g) for g in groups)
        apart_rounds = data.get("apart_rounds", 0)
        if isinstance(apart_rounds, bool) or not isinstance(apart_rounds, int):
            raise SeatingError(f"constraints: 'apart_rounds' must be an integer, not {_shown(apart_rounds)}")
        if not 0 <= apart_rounds <= MAX_SEATING_ROUNDS:
            raise SeatingError(
                f"constraints: apart_rounds must be 0..{MAX_SEATING_ROUNDS}, got {_shown(apart_rounds)}"
            )
        raw_absent = data.get("absent", {})
        if not isinstance(raw_absent, dict):
            raise SeatingError("constraints: 'absent' must be an object {\"ROUND\": [player ids]}")
        absent: dict[int, tuple[str, ...]] = {}
        for key, ps in raw_absent.items():
            number = str(key).strip()
            digits = number.isascii() and number.isdigit() and len(number) <= len(str(MAX_SEATING_ROUNDS))
            if not digits or not 1 <= int(number) <= MAX_SEATING_ROUNDS:
                raise SeatingError(
                    f"constraints: 'absent' keys are round numbers 1..{MAX_SEATING_ROUNDS}, not {_shown(key)}"
                )
            if not isinstance(ps, list):
                raise SeatingError(f"constraints: absent in round {number}: expected a list of player ids")
            absent[int(number)] = tuple(_player_id(p, f"absent in round {number}") for p in ps)
        return cls(apart, apart_rounds, absent)


def _player_id(value: object, where: str) -> str:
    # The CLI's anonymous players are "1".."N": a JSON integer names one too.
    if isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool)):
        return str(value)
    raise SeatingError(f"constraints: {where}: a player id must be a string, not {_shown(value)}")


def _shown(value: object) -> str:
    text = json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else repr(value)
    return text if len(text) <= 40 else text[:40] + "..."


@dataclass(frozen=True)
class Figure:
    """One quality figure beside its lower bound; `bound` is None where no bound is proven for the case."""

    value: int
    bound: int | None

    @property
    def optimal(self) -> bool:
        return self.bound is not None and self.value <= self.bound

    def to_dict(self) -> dict[str, Any]:
        return {"value": self.value, "bound": self.bound, "optimal": self.optimal}


@dataclass(frozen=True)
class Draw:
    """A whole draw: what was asked (kind, players, tables, seed, constraints, history) and what came out."""

    kind: str
    players: tuple[str, ...]
    tables: int
    seed: int
    rounds: tuple[DrawRound, ...]
    quality: dict[str, Figure]
    constraints: Constraints = field(default_factory=Constraints)
    history: History = field(default_factory=History)
    bench: str = "strict"  # the sit-out rule the draw was made with: "strict" or "even"
    effort: float = 1.0  # the search length it was made with; seed, bench and effort reproduce the draw
    # Tables of each round when they differ (a short last round); `tables` is then the most of any round.
    round_tables: tuple[int, ...] = ()
    # Where the rounds came from: "search", "library" (a verified schedule of the shipped library, relabelled
    # by the seed) or "library+search" (that schedule adapted by a short search to a history or constraints).
    source: str = "search"
    # What the grouping put first: "repeats" (the fewest meetings of any pair, the default) or
    # "everyone_meets" (no pair that never meets where the rounds allow it, the maximum up to one higher).
    priority: str = "repeats"

    def round(self, number: int) -> DrawRound:
        for rnd in self.rounds:
            if rnd.number == number:
                return rnd
        raise SeatingError(f"round {number}: no such round (the draw has {len(self.rounds)})")

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "kind": self.kind,
            "seed": self.seed,
            "players": list(self.players),
            "table_count": self.tables,
            "bench": self.bench,
            "rounds": [r.to_dict() for r in self.rounds],
            "quality": {name: fig.to_dict() for name, fig in self.quality.items()},
        }
        if self.effort != 1.0:
            data["effort"] = self.effort
        if self.round_tables:
            data["tables_per_round"] = list(self.round_tables)
        if self.source != "search":
            data["source"] = self.source
        if self.priority != "repeats":
            data["priority"] = self.priority
        if not self.constraints.is_empty():
            data["constraints"] = self.constraints.to_dict()
        if self.history.meetings or self.history.seats:
            data["history"] = self.history.to_dict()
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Draw:
        try:
            quality = {
                name: Figure(int(f["value"]), None if f.get("bound") is None else int(f["bound"]))
                for name, f in data.get("quality", {}).items()
            }
            return cls(
                kind=str(data["kind"]),
                players=tuple(str(p) for p in data["players"]),
                tables=int(data["table_count"]),
                seed=int(data["seed"]),
                rounds=tuple(DrawRound.from_dict(r) for r in data["rounds"]),
                quality=quality,
                constraints=Constraints.from_dict(data.get("constraints", {})),
                history=History.from_dict(data.get("history", {})),
                bench=str(data.get("bench", "strict")),
                effort=float(data.get("effort", 1.0)),
                round_tables=tuple(int(t) for t in data.get("tables_per_round", ())),
                source=str(data.get("source", "search")),
                priority=str(data.get("priority", "repeats")),
            )
        except (KeyError, TypeError, ValueError, OverflowError) as exc:
            raise SeatingError(f"draw: missing or malformed field {exc}") from exc

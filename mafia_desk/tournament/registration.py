"""Who may be seated in a round, after late arrivals, withdrawals and substitutes (issue 12, "Players").

A registration change holds from a (stage, round) on, and rounds compare in the tournament's stage order
(round 3 of the qualifying comes before round 1 of the semifinal). The store records the changes; the Rounds
tab asks these questions before it draws a round, and the Players tab before it records a change, so both
read the same answer from the same list. No Qt, no SQL: docs/registration.md.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Protocol, TypeVar

from mafia_desk.tournament.model import Tournament

KINDS = ("late", "withdrawal", "substitute")


class ChangeLike(Protocol):
    """What a registration change says; the store's RegistrationChangeRecord is one."""

    @property
    def kind(self) -> str: ...
    @property
    def code(self) -> str: ...
    @property
    def stage(self) -> str: ...
    @property
    def round(self) -> int: ...
    @property
    def replaces(self) -> str | None: ...


RoundKey = tuple[int, int]
C = TypeVar("C", bound=ChangeLike)


def round_key(stage_order: Sequence[str], stage: str, round_: int) -> RoundKey:
    """(stage position, round): rounds of an unknown stage sort after every known one, never before."""
    order = {s: i for i, s in enumerate(stage_order)}
    return order.get(stage, len(order)), round_


def unavailable(
    changes: Iterable[ChangeLike], stage_order: Sequence[str], stage: str, round_: int
) -> frozenset[str]:
    """Codes not to seat in (stage, round): withdrawn at or before it, replaced from a substitute's round
    at or before it, arrived late (a substitute counts as arriving at his round) after it."""
    here = round_key(stage_order, stage, round_)
    out: set[str] = set()
    for c in changes:
        start = round_key(stage_order, c.stage, c.round)
        if (c.kind == "withdrawal" and start <= here) or (c.kind == "late" and start > here):
            out.add(c.code)
        elif c.kind == "substitute":
            if start <= here and c.replaces is not None:
                out.add(c.replaces)
            elif start > here:
                out.add(c.code)
    return frozenset(out)


def substitutes(
    changes: Iterable[ChangeLike], stage_order: Sequence[str], stage: str, round_: int
) -> dict[str, str]:
    """Replaced code -> the substitute's code, for the substitutes who have taken over by (stage, round)."""
    here = round_key(stage_order, stage, round_)
    return {
        c.replaces: c.code
        for c in changes
        if c.kind == "substitute"
        and c.replaces is not None
        and round_key(stage_order, c.stage, c.round) <= here
    }


def played_or_drawn_rounds(t: Tournament, stage: str) -> list[int]:
    """The rounds of `stage` that have a stored game, an absence or a saved draw, in order."""
    rounds = {g.round for g in t.games if g.stage == stage}
    rounds |= {d.round for d in t.draws if d.stage == stage}
    rounds |= {a.round for a in t.absences if a.stage == stage}
    return sorted(rounds)


def missed_rounds(t: Tournament, code: str, stage: str, round_: int) -> list[int]:
    """The rounds of `stage` before `round_`, already played or drawn, that `code` has no game and no
    absence in: what a late arrival from (stage, round) missed and may be charged for."""
    played = {g.round for g in t.games if g.stage == stage and code in g.players}
    absent = {a.round for a in t.absences if a.stage == stage and a.player == code}
    return [r for r in played_or_drawn_rounds(t, stage) if r < round_ and r not in played | absent]


def games_from(t: Tournament, code: str, stage_order: Sequence[str], stage: str, round_: int) -> list[str]:
    """Where `code` has a stored game at (stage, round) or later: a withdrawal from there cannot hold."""
    here = round_key(stage_order, stage, round_)
    return [
        g.where for g in t.games if code in g.players and round_key(stage_order, g.stage, g.round) >= here
    ]


def games_before(t: Tournament, code: str, stage_order: Sequence[str], stage: str, round_: int) -> list[str]:
    """Where `code` has a stored game before (stage, round): he cannot have arrived only at that round."""
    here = round_key(stage_order, stage, round_)
    return [g.where for g in t.games if code in g.players and round_key(stage_order, g.stage, g.round) < here]


def unplayed_draws_seating(
    t: Tournament, code: str, stage_order: Sequence[str], stage: str, round_: int
) -> list[tuple[str, int]]:
    """The saved draws of (stage, round) and later rounds that seat `code` and have no stored game yet:
    the draws a withdrawal or a substitute makes wrong, which can still be re-drawn or amended."""
    here = round_key(stage_order, stage, round_)
    played = {(g.stage, g.round) for g in t.games}
    return [
        (d.stage, d.round)
        for d in t.draws
        if round_key(stage_order, d.stage, d.round) >= here
        and (d.stage, d.round) not in played
        and any(code in table for table in d.tables)
    ]


def next_code(codes: Iterable[str]) -> str:
    """The next player id after the highest "pNN" in use, at least two digits ("p01", "p10", "p100"):
    a removed player's code is never reused, so an old printout never names the wrong person."""
    return next_codes(codes, 1)[0]


def next_codes(codes: Iterable[str], count: int) -> list[str]:
    """The next `count` player ids, as `next_code` would give them one after another, in one pass over
    `codes`: an import of 20,000 players asked `next_code` once per row, each time over every code so far."""
    numbers = [int(c[1:]) for c in codes if len(c) > 1 and c[0] == "p" and c[1:].isdigit() and c.isascii()]
    start = max(numbers, default=0) + 1
    return [f"p{n:02d}" for n in range(start, start + count)]


def status_of(changes: Iterable[C]) -> Mapping[str, C]:
    """Each code's latest change as the one that describes him (a replaced player is keyed by his own code,
    under his substitute's change); the Players tab's status column reads it."""
    out: dict[str, C] = {}
    for c in changes:
        out[c.code] = c
        if c.kind == "substitute" and c.replaces is not None:
            out[c.replaces] = c
    return out

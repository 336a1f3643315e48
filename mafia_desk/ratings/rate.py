"""Run a model over the collected games: each person's overall rating and one per side and role.

A game updates three things with the same model: the overall ratings of its ten players, their side ratings
(red players' `red` ratings against black players' `black` ones) and their role ratings (civilians' and the
sheriff's against the mafia's and the don's). Every rating is a person's own, so the order of the games is
the only order that matters and the same games always give the same list.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from mafia_desk.game.model import Outcome, Role, Team
from mafia_desk.ratings.elo import Elo
from mafia_desk.ratings.plackett_luce import PlackettLuce
from mafia_desk.ratings.sources import BUCKETS, Collected, GameKind, Source, collect

MODEL_IDS: tuple[str, ...] = ("elo", "openskill")


class Model(Protocol):
    id: str
    title: str

    def describe(self) -> dict[str, object]: ...
    def new_cell(self) -> Any: ...
    def value(self, cell: Any) -> float: ...
    def update(self, red: Sequence[Any], black: Sequence[Any], outcome: Outcome, kind: GameKind) -> None: ...


def model_named(model_id: str) -> Model:
    if model_id == "elo":
        return Elo()
    if model_id == "openskill":
        return PlackettLuce()
    raise ValueError(f"unknown rating model {model_id!r} (known: {', '.join(MODEL_IDS)})")


@dataclass(frozen=True)
class BucketRating:
    rating: float
    games: int


@dataclass(frozen=True)
class PlayerRating:
    player: str
    name: str
    rating: float
    games: int
    wins: int
    by_role: Mapping[str, BucketRating]
    # His overall rating after each of his games, in order (the chart's line).
    history: tuple[float, ...]


@dataclass(frozen=True)
class RatingList:
    model: Mapping[str, object]
    rows: tuple[PlayerRating, ...]  # best first; ties by person key
    games: int


# Slot 0 is a person's overall rating, 1-2 his sides', 3-6 his roles' (BUCKETS[slot - 1]).
_SIDE_SLOT = {Role.CIVILIAN: 1, Role.SHERIFF: 1, Role.MAFIA: 2, Role.DON: 2}
_ROLE_SLOT = {Role.CIVILIAN: 3, Role.SHERIFF: 4, Role.MAFIA: 5, Role.DON: 6}
_SLOTS = 1 + len(BUCKETS)


def rate_games(model: Model, collected: Collected) -> RatingList:
    """One pass over the games. The hot loop touches lists by person number only: 10,000 games make 30,000
    updates of ten ratings each (benchmarks/ratings.py)."""
    number: dict[str, int] = {}
    cells: list[list[Any]] = []
    counts: list[list[int]] = []
    wins: list[int] = []
    history: list[list[float]] = []
    new_cell, update, value = model.new_cell, model.update, model.value
    for game in collected.games:
        seats: list[tuple[int, int, int]] = []  # (side slot, person number, role slot): the red seats first
        for key, seat_role in zip(game.people, game.roles, strict=True):
            n = number.get(key)
            if n is None:
                n = number[key] = len(cells)
                cells.append([None] * _SLOTS)
                counts.append([0] * _SLOTS)
                wins.append(0)
                history.append([])
            seats.append((_SIDE_SLOT[seat_role], n, _ROLE_SLOT[seat_role]))
        seats.sort()
        reds = sum(1 for s in seats if s[0] == 1)
        outcome = game.winner
        for pick in (0, 1, 2):
            got = []
            for side, n, role in seats:
                slot = 0 if pick == 0 else side if pick == 1 else role
                mine = cells[n]
                found = mine[slot]
                if found is None:
                    found = mine[slot] = new_cell()
                counts[n][slot] += 1
                got.append(found)
            update(got[:reds], got[reds:], outcome, game.kind)
        for side, n, _role in seats:
            if outcome.won(Team.RED if side == 1 else Team.BLACK):
                wins[n] += 1
            history[n].append(value(cells[n][0]))
    rows = []
    for key, n in number.items():
        mine, played = cells[n], counts[n]
        by_role = {
            b: BucketRating(value(mine[slot]), played[slot])
            for slot, b in enumerate(BUCKETS, 1)
            if mine[slot] is not None
        }
        rows.append(
            PlayerRating(
                player=key,
                name=collected.names.get(key, key),
                rating=history[n][-1],
                games=played[0],
                wins=wins[n],
                by_role=by_role,
                history=tuple(history[n]),
            )
        )
    rows.sort(key=lambda r: (-r.rating, r.player))
    return RatingList(model.describe(), tuple(rows), len(collected.games))


def rate_sources(model: Model, sources: Sequence[Source]) -> RatingList:
    return rate_games(model, collect(sources))

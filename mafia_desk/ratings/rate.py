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

from mafia_desk.game.model import Team
from mafia_desk.ratings.elo import Elo
from mafia_desk.ratings.plackett_luce import PlackettLuce
from mafia_desk.ratings.sources import BUCKETS, Collected, GameKind, RatedGame, Source, collect

MODEL_IDS: tuple[str, ...] = ("elo", "openskill")


class Model(Protocol):
    id: str
    title: str

    def describe(self) -> dict[str, object]: ...
    def new_cell(self) -> Any: ...
    def value(self, cell: Any) -> float: ...
    def update(self, red: Sequence[Any], black: Sequence[Any], red_won: bool, kind: GameKind) -> None: ...


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


class _Person:
    __slots__ = ("buckets", "cells", "history", "wins")

    def __init__(self) -> None:
        self.cells: dict[str, Any] = {}
        self.buckets: dict[str, int] = {}
        self.history: list[float] = []
        self.wins = 0


def rate_games(model: Model, collected: Collected) -> RatingList:
    people: dict[str, _Person] = {}

    def cell(person: _Person, bucket: str) -> Any:
        found = person.cells.get(bucket)
        if found is None:
            found = person.cells[bucket] = model.new_cell()
        person.buckets[bucket] = person.buckets.get(bucket, 0) + 1
        return found

    for game in collected.games:
        _rate_one(model, game, people, cell)
    rows = []
    for key, person in people.items():
        overall = model.value(person.cells["all"])
        by_role = {
            b: BucketRating(model.value(person.cells[b]), person.buckets[b])
            for b in BUCKETS
            if b in person.cells
        }
        rows.append(
            PlayerRating(
                player=key,
                name=collected.names.get(key, key),
                rating=overall,
                games=person.buckets["all"],
                wins=person.wins,
                by_role=by_role,
                history=tuple(person.history),
            )
        )
    rows.sort(key=lambda r: (-r.rating, r.player))
    return RatingList(model.describe(), tuple(rows), len(collected.games))


def _rate_one(model: Model, game: RatedGame, people: dict[str, _Person], cell: Any) -> None:
    persons = []
    for key in game.people:
        person = people.get(key)
        if person is None:
            person = people[key] = _Person()
        persons.append(person)
    red_won = game.winner is Team.RED
    red_seats = [i for i, role in enumerate(game.roles) if role.team is Team.RED]
    black_seats = [i for i, role in enumerate(game.roles) if role.team is Team.BLACK]
    for bucket_of in (
        lambda _i: "all",
        lambda i: game.roles[i].team.value,
        lambda i: game.roles[i].value,
    ):
        model.update(
            [cell(persons[i], bucket_of(i)) for i in red_seats],
            [cell(persons[i], bucket_of(i)) for i in black_seats],
            red_won,
            game.kind,
        )
    winners = red_seats if red_won else black_seats
    for i in winners:
        persons[i].wins += 1
    for person in persons:
        person.history.append(model.value(person.cells["all"]))


def rate_sources(model: Model, sources: Sequence[Source]) -> RatingList:
    return rate_games(model, collect(sources))

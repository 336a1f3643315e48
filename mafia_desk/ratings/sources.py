"""What is rated: tournaments as `Source` values, their games in chronological order, one key per person.

Identity (docs/ratings.md, "Who is the same person"): in an exchange file a player is his `id`, so the same id
in two files is one person; in a stored tournament a player is his entry in the player register (the store
links every registration to one on import, by name, club and city, and the register's Merge joins two entries
of one person). A stored registration without a register entry is a person of that tournament only.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from mafia_desk.game.model import Outcome, Role
from mafia_desk.tournament.load import effective_stages
from mafia_desk.tournament.model import Tournament

GameKey = tuple[str, int, int]  # (stage, round, table)
LogReader = Callable[[GameKey], Mapping[str, Any] | None]

# The buckets a player is rated in besides his overall rating, in the order every output lists them.
BUCKETS: tuple[str, ...] = ("red", "black", "civilian", "sheriff", "mafia", "don")


class GameKind(StrEnum):
    """MR's K depends on it: a tournament game moves a rating less than a club evening's game."""

    TOURNAMENT = "tournament"
    CLUB = "club"


def _no_logs(_key: GameKey) -> Mapping[str, Any] | None:
    return None


@dataclass(frozen=True)
class Source:
    """One tournament to rate. `register` maps a registration's code to its player-register entry (stored
    tournaments only); `logged` names the games with a host's event log and `read_log` returns that log as a
    game-log document (docs/game-log.md), read only when a player's history asks for it."""

    label: str
    tournament: Tournament
    register: Mapping[str, int] = field(default_factory=dict)
    stored_id: int | None = None
    logged: frozenset[GameKey] = frozenset()
    read_log: LogReader = _no_logs
    kind: GameKind = GameKind.TOURNAMENT

    def person(self, code: str) -> str:
        """The person key of the player registered here as `code`."""
        if self.stored_id is None:
            return code
        entry = self.register.get(code)
        if entry is None:
            return f"t{self.stored_id}:{code}"
        return f"register:{entry}"


@dataclass(frozen=True)
class RatedGame:
    """One game as the models see it: seat i+1 is `people[i]` with `roles[i]`."""

    source: int
    stage: str
    round: int
    table: int
    people: tuple[str, ...]
    roles: tuple[Role, ...]
    winner: Outcome
    kind: GameKind

    @property
    def key(self) -> GameKey:
        return (self.stage, self.round, self.table)


@dataclass(frozen=True)
class Collected:
    games: tuple[RatedGame, ...]
    names: Mapping[str, str]  # person -> the name he last played under


def ordered_games(source: Source) -> list[tuple[GameKey, int]]:
    """The tournament's counted games (corrections applied) as (key, index in `scored_games`), in the order
    they were played: stages in the tournament's order, then round, then table."""
    t = source.tournament
    order = {s.id: i for i, s in enumerate(effective_stages(t))}
    keyed = [((g.stage, g.round, g.table), i) for i, g in enumerate(t.scored_games)]
    return sorted(keyed, key=lambda item: (order.get(item[0][0], len(order)), item[0][1], item[0][2]))


def collect(sources: Sequence[Source]) -> Collected:
    """Every counted game of every source: sources in the order given, each in the order of play."""
    games: list[RatedGame] = []
    names: dict[str, str] = {}
    for index, source in enumerate(sources):
        t = source.tournament
        person = {p.id: source.person(p.id) for p in t.players}
        for p in t.players:
            names[person[p.id]] = p.name
        scored = t.scored_games
        for _key, i in ordered_games(source):
            g = scored[i]
            role_of = g.roles.role_of
            games.append(
                RatedGame(
                    source=index,
                    stage=g.stage,
                    round=g.round,
                    table=g.table,
                    people=tuple(person[code] for code in g.players),
                    roles=tuple(role_of(seat) for seat in range(1, len(g.players) + 1)),
                    winner=g.winner,
                    kind=source.kind,
                )
            )
    return Collected(tuple(games), names)

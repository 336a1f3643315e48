"""Teams of a team tournament: the exchange file's top-level key `teams`, our extension of version 1.

A team tournament registers teams of N players (N from the template) and ranks them beside the players by
their members' points (all of them, or the best K). The key lives in the tournament's `extra`, like
`same_names`, so every reader that does not know it keeps it, and a stored tournament, a merge and an export
carry it without a column of their own; this module is the one place that reads it, checked on import
(docs/tournament-format.md, "Our extension: `teams`"), so the scoring, the draw and the GUI trust it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from mafia_desk.inputs.limits import text_problem
from mafia_desk.tournament.errors import TournamentFileError
from mafia_desk.tournament.model import Tournament

TEAMS_KEY = "teams"
# A team is never larger than this: the template's `size` and the file's are checked against it.
MAX_TEAM_SIZE = 100
_SETUP_KEYS = ("size", "best", "list")
_TEAM_KEYS = ("id", "name", "captain", "players")


def _no_extra() -> Mapping[str, object]:
    return MappingProxyType({})


@dataclass(frozen=True)
class TeamEntry:
    id: str
    name: str
    players: tuple[str, ...] = ()
    captain: str | None = None
    extra: Mapping[str, object] = field(default_factory=_no_extra)


@dataclass(frozen=True)
class TeamSetup:
    """`size`: the most players a team has (the template's N); `best`: how many of a team's members count
    toward its points, the best ones (None: all of them)."""

    size: int
    best: int | None = None
    teams: tuple[TeamEntry, ...] = ()
    extra: Mapping[str, object] = field(default_factory=_no_extra)

    def team_of(self, player_id: str) -> TeamEntry | None:
        for team in self.teams:
            if player_id in team.players:
                return team
        return None

    def groups(self) -> tuple[tuple[str, ...], ...]:
        """The members of each team with two or more: the groups a draw keeps apart."""
        return tuple(team.players for team in self.teams if len(team.players) > 1)

    def to_json(self) -> dict[str, object]:
        """The key's value as the file writes it: `size`, `best` when set, `list`, then unknown keys."""
        out: dict[str, object] = {"size": self.size}
        if self.best is not None:
            out["best"] = self.best
        out["list"] = [_team_json(team) for team in self.teams]
        for key, value in self.extra.items():
            out.setdefault(key, value)
        return out


def _team_json(team: TeamEntry) -> dict[str, object]:
    out: dict[str, object] = {"id": team.id, "name": team.name}
    if team.captain is not None:
        out["captain"] = team.captain
    out["players"] = list(team.players)
    for key, value in team.extra.items():
        out.setdefault(key, value)
    return out


def teams_of(t: Tournament) -> TeamSetup | None:
    """The tournament's teams, None when it is no team tournament; a malformed key raises
    `TournamentFileError` (the file was checked on import, so a stored tournament never does)."""
    raw = t.extra.get(TEAMS_KEY)
    if raw is None:
        return None
    return parse_teams(raw, {p.id for p in t.players})


def player_teams(t: Tournament) -> dict[str, str]:
    """Each team member's team id (empty for no team tournament): what keeps a judge off his teammates'
    tables (seating/judges.py)."""
    setup = teams_of(t)
    if setup is None:
        return {}
    return {pid: team.id for team in setup.teams for pid in team.players}


def with_teams(t: Tournament, setup: TeamSetup | None) -> dict[str, object]:
    """`t`'s extra with the key replaced (removed for None): what the store writes back."""
    extra = {k: v for k, v in t.extra.items() if k != TEAMS_KEY}
    if setup is not None:
        extra[TEAMS_KEY] = setup.to_json()
    return extra


def parse_teams(raw: object, players: set[str]) -> TeamSetup:
    """Every rule of docs/tournament-format.md's `teams`, the first broken one raised."""
    if not isinstance(raw, Mapping):
        raise TournamentFileError("file", f"'{TEAMS_KEY}' must be a JSON object")
    size = _count(raw.get("size"), "'teams.size'", MAX_TEAM_SIZE, required=True)
    assert size is not None
    best = _count(raw.get("best"), "'teams.best'", size, required=False)
    listed = raw.get("list")
    if not isinstance(listed, list):
        raise TournamentFileError("file", "'teams.list' must be a list of teams")
    teams: list[TeamEntry] = []
    team_of: dict[str, str] = {}
    ids: set[str] = set()
    names: dict[str, str] = {}
    for i, entry in enumerate(listed):
        team = _team(entry, i, size, players)
        where = f"teams[{i}]"
        if team.id in ids:
            raise TournamentFileError(where, f"the team id {team.id!r} is used twice")
        ids.add(team.id)
        key = " ".join(team.name.casefold().split())
        if key in names:
            raise TournamentFileError(
                where, f"the team name {team.name!r} is used by team {names[key]!r} too"
            )
        names[key] = team.id
        for pid in team.players:
            if pid in team_of:
                raise TournamentFileError(where, f"player {pid} is in team {team_of[pid]!r} already")
            team_of[pid] = team.id
        teams.append(team)
    extra = MappingProxyType({k: v for k, v in raw.items() if k not in _SETUP_KEYS})
    return TeamSetup(size=size, best=best, teams=tuple(teams), extra=extra)


def _team(raw: object, index: int, size: int, players: set[str]) -> TeamEntry:
    where = f"teams[{index}]"
    if not isinstance(raw, Mapping):
        raise TournamentFileError(where, "a team must be a JSON object")
    team_id = _name(raw.get("id"), "'id'", where)
    name = _name(raw.get("name"), "'name'", where)
    members = raw.get("players", [])
    if not isinstance(members, list) or not all(isinstance(p, str) for p in members):
        raise TournamentFileError(where, "'players' must be a list of player ids")
    if len(members) > size:
        raise TournamentFileError(where, f"{len(members)} players in a team of at most {size}")
    seen: set[str] = set()
    for pid in members:
        if pid not in players:
            raise TournamentFileError(where, f"unknown player {pid!r}")
        if pid in seen:
            raise TournamentFileError(where, f"player {pid} is listed twice")
        seen.add(pid)
    captain = raw.get("captain")
    if captain is not None and (not isinstance(captain, str) or captain not in seen):
        raise TournamentFileError(where, f"the captain {captain!r} is not one of the team's players")
    extra = MappingProxyType({k: v for k, v in raw.items() if k not in _TEAM_KEYS})
    return TeamEntry(id=team_id, name=name, players=tuple(members), captain=captain, extra=extra)


def _name(value: object, what: str, where: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise TournamentFileError(where, f"{what} must be a non-empty string")
    problem = text_problem(value)
    if problem is not None:
        raise TournamentFileError(where, f"{what} {problem}")
    return value


def _count(value: object, what: str, high: int, *, required: bool) -> int | None:
    if value is None:
        if required:
            raise TournamentFileError("file", f"{what} is missing")
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= high:
        raise TournamentFileError("file", f"{what} must be a whole number from 1 to {high}, not {value!r}")
    return value


def new_team_id(setup: TeamSetup) -> str:
    """The first free `tN`: short, like the players' `pNN`, and never one in use."""
    used = {team.id for team in setup.teams}
    n = 1
    while f"t{n}" in used:
        n += 1
    return f"t{n}"

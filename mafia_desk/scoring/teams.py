"""Team standings: each team ranked by its members' totals in the individual standings (docs/scoring.md,
"Team standings").

Pure arithmetic over a computed `Standings`, so a team table always agrees with the player table it is shown
beside (the same games, corrections, `--after` and stage rules): a team's points are the sum of all its
members' totals, or of its best K (the tournament's `teams.best`, from its template). A member without a row
(no game yet, or not in the stage counted) counts 0 and sorts after every member with a row.

Tie-breaks, in order: (1) more points; (2) the counted members' totals compared best first (the team whose
best counted member has more, then the second best...; a team with fewer counted members loses to one with
the same leading totals and one more); teams still equal share the place and are listed by name.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from mafia_desk.scoring.output import render_table
from mafia_desk.scoring.standings import Standings
from mafia_desk.tournament.numbers import format_points
from mafia_desk.tournament.teams import TeamSetup


@dataclass(frozen=True)
class TeamMember:
    player: str
    shown: str  # the name the individual standings show ("" for a player without a row: the caller's name)
    total: Fraction
    place: int | None  # his place in the individual standings, None without a row
    counted: bool  # whether his total is in the team's points (the best K)


@dataclass(frozen=True)
class TeamRow:
    place: int
    team: str  # the team's id
    name: str
    captain: str | None
    points: Fraction
    members: tuple[
        TeamMember, ...
    ]  # best first (the individual standings' order), then players without a row
    games: int  # the games its members played, summed

    @property
    def counted(self) -> tuple[Fraction, ...]:
        return tuple(m.total for m in self.members if m.counted)


@dataclass(frozen=True)
class TeamStandings:
    rows: tuple[TeamRow, ...]
    size: int
    best: int | None  # None: every member counts

    def row(self, team_id: str) -> TeamRow:
        for row in self.rows:
            if row.team == team_id:
                return row
        raise KeyError(team_id)


def compute_team_standings(standings: Standings, setup: TeamSetup) -> TeamStandings:
    """The teams of `setup` ranked over `standings` (the module's docstring gives the rules)."""
    by_player = {row.player: row for row in standings.rows}
    order = {row.player: i for i, row in enumerate(standings.rows)}
    built: list[tuple[tuple[Fraction, tuple[Fraction, ...]], TeamRow]] = []
    for team in setup.teams:
        ranked = sorted(team.players, key=lambda p: (order.get(p, len(order)), team.players.index(p)))
        limit = len(ranked) if setup.best is None else setup.best
        members = []
        for i, pid in enumerate(ranked):
            row = by_player.get(pid)
            members.append(
                TeamMember(
                    player=pid,
                    shown=row.shown if row is not None else "",
                    total=row.total if row is not None else Fraction(0),
                    place=row.place if row is not None else None,
                    counted=i < limit,
                )
            )
        counted = sorted((m.total for m in members if m.counted), reverse=True)
        points = sum(counted, Fraction(0))
        games = sum(by_player[p].games for p in team.players if p in by_player)
        unplaced = TeamRow(0, team.id, team.name, team.captain, points, tuple(members), games)
        built.append(((points, tuple(counted)), unplaced))
    built.sort(key=lambda item: (_descending(item[0]), item[1].name.casefold(), item[1].team))
    rows: list[TeamRow] = []
    previous: tuple[Fraction, tuple[Fraction, ...]] | None = None
    place = 0
    for i, (key, team_row) in enumerate(built):
        if key != previous:
            place = i + 1
            previous = key
        rows.append(replace(team_row, place=place))
    return TeamStandings(tuple(rows), setup.size, setup.best)


def _descending(
    key: tuple[Fraction, tuple[Fraction, ...]],
) -> tuple[Fraction, tuple[tuple[int, Fraction], ...]]:
    """The sort key of a team, best first: its negated points, then its counted totals negated one by one,
    the list closed by an end mark that sorts after every total, so that of two lists with the same leading
    totals the longer one sorts first (a plain tuple would put the shorter first)."""
    points, counted = key
    return (-points, (*((0, -v) for v in counted), (1, Fraction(0))))


def team_standings_to_json(ranked: TeamStandings) -> dict[str, object]:
    """`mafia-desk standings --teams --format json`: the counting rule, then a row per team with its members
    best first (points as numbers, like the players' standings)."""
    return {
        "size": ranked.size,
        "best": ranked.best,
        "teams": [
            {
                "place": r.place,
                "team": r.team,
                "name": r.name,
                "captain": r.captain,
                "points": float(r.points),
                "games": r.games,
                "members": [
                    {"player": m.player, "total": float(m.total), "place": m.place, "counted": m.counted}
                    for m in r.members
                ],
            }
            for r in ranked.rows
        ],
    }


def team_standings_to_text(ranked: TeamStandings, names: dict[str, str]) -> str:
    """The text form: a row per team, its members best first with their totals, the uncounted in brackets."""
    rows = []
    for r in ranked.rows:
        members = []
        for m in r.members:
            text = f"{names.get(m.player, m.player)} {format_points(m.total)}"
            members.append(text if m.counted else f"[{text}]")
        rows.append([str(r.place), r.team, r.name, format_points(r.points), str(r.games), ", ".join(members)])
    rule = "all members count" if ranked.best is None else f"the best {ranked.best} count, [ ] not counted"
    title = f"Team standings (teams of up to {ranked.size}; {rule})\n"
    return title + render_table(["#", "team", "name", "points", "games", "members"], rows, {0, 3, 4})

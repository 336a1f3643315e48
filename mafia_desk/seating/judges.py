"""Judges at the tables of one round: who judges which table (pure, deterministic with a seed).

The rule organisers ask for: no judge at a table with a player of his own club, nor of his own team once the
tournament has teams (`team_of`, a player's team, plugs them in), and a judge who also plays judges nothing
in a round he is seated in (he is at his own table). Within that, each judge's tables are spread over the
rounds: the same table number again, and the same players again, cost more, and when there are more judges
than tables the ones who judged less are taken first. When the rule cannot be met the assignment is the
least bad one (the fewest players of a judge's own club or team at his table), and each table that breaks it
is named in `JudgePlan.problems`, so the organiser sees it and may change it by hand.

Solved exactly as a minimum-cost assignment (Hungarian method): conflicts weigh more than any spreading, and
a seeded random tie-break makes equal choices differ between rounds, the same for the same seed.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from mafia_desk.seating.assignment import min_cost_assignment
from mafia_desk.seating.model import SeatingError
from mafia_desk.tournament.load import effective_stages
from mafia_desk.tournament.model import Judge, Tournament
from mafia_desk.tournament.teams import player_teams

# Weights of the cost, each level larger than anything the levels below can add up to in one cell.
_CONFLICT = 10_000_000  # a player of the judge's club or team at his table
_SAME_TABLE = 100_000  # the judge judged this table number in an earlier round
_LOAD = 1_000  # a round the judge already judged (when judges outnumber tables)
_SAME_PLAYER = 10  # a player of this table the judge judged before
_NOISE = 10  # the seeded tie-break, below every real cost


@dataclass(frozen=True)
class JudgedRound:
    """An earlier round as the assignment remembers it: its tables (players) and their judges."""

    tables: tuple[tuple[str, ...], ...]
    judges: tuple[str | None, ...]


@dataclass(frozen=True)
class TableProblem:
    """A table that breaks the rule: its judge shares a club or team with some of its players, or it has
    no judge at all (`judge` None: too few judges free in this round)."""

    table: int
    judge: str | None
    same_club: tuple[str, ...] = ()  # player ids
    same_team: tuple[str, ...] = ()
    plays_at: int | None = None  # a manual edit put a judge who plays in this round (at that table) here

    def line(self) -> str:
        """One English line for the command line; the organiser's window words it itself (tr)."""
        if self.judge is None:
            return f"table {self.table}: no judge free"
        if self.plays_at is not None:
            return f"table {self.table}: judge {self.judge} plays at table {self.plays_at} in this round"
        parts = []
        if self.same_club:
            parts.append(f"{len(self.same_club)} players of his club ({', '.join(self.same_club)})")
        if self.same_team:
            parts.append(f"{len(self.same_team)} players of his team ({', '.join(self.same_team)})")
        return f"table {self.table}: judge {self.judge} judges {' and '.join(parts)}"


@dataclass(frozen=True)
class JudgePlan:
    judges: tuple[str | None, ...]  # table i+1 at index i
    problems: tuple[TableProblem, ...]


def _same(a: str | None, b: str | None) -> bool:
    return bool(a and b and a.strip().casefold() == b.strip().casefold())


def conflicts(
    judge: Judge,
    table: Sequence[str],
    clubs: Mapping[str, str | None],
    team_of: Mapping[str, str] | None = None,
) -> TableProblem | None:
    """What is wrong with `judge` at `table` (table number 0: the caller numbers it), None when nothing."""
    same_club = tuple(p for p in table if _same(judge.club, clubs.get(p)))
    team = team_of.get(judge.player) if team_of and judge.player else None
    same_team = tuple(p for p in table if team_of and p != judge.player and _same(team, team_of.get(p)))
    if not same_club and not same_team:
        return None
    return TableProblem(0, judge.name, same_club, same_team)


def assign_judges(
    judges: Sequence[Judge],
    tables: Sequence[Sequence[str]],
    clubs: Mapping[str, str | None],
    *,
    seed: int,
    earlier: Sequence[JudgedRound] = (),
    team_of: Mapping[str, str] | None = None,
) -> JudgePlan:
    """Judges for `tables` (each a table's player ids, table 1 first): `clubs` is each player's club,
    `earlier` the rounds already judged (in any order), `team_of` each player's team when there are teams.
    A judge seated at one of `tables` is left out; the tables left without a judge are problems too."""
    seated = {p for table in tables for p in table}
    free = [j for j in judges if j.player is None or j.player not in seated]
    rng = random.Random(seed)
    same_table: dict[tuple[str, int], int] = {}
    load: dict[str, int] = {}
    met: dict[tuple[str, str], int] = {}
    for r in earlier:
        for number, name in enumerate(r.judges, start=1):
            if name is None:
                continue
            same_table[(name, number)] = same_table.get((name, number), 0) + 1
            load[name] = load.get(name, 0) + 1
            for p in r.tables[number - 1] if number <= len(r.tables) else ():
                met[(name, p)] = met.get((name, p), 0) + 1
    size = max(len(free), len(tables))
    cost = [[0] * size for _ in range(size)]
    for i, judge in enumerate(free):
        for t, table in enumerate(tables):
            problem = conflicts(judge, table, clubs, team_of)
            bad = 0 if problem is None else len(problem.same_club) + len(problem.same_team)
            cost[i][t] = (
                bad * _CONFLICT
                + same_table.get((judge.name, t + 1), 0) * _SAME_TABLE
                + load.get(judge.name, 0) * _LOAD
                + sum(met.get((judge.name, p), 0) for p in table) * _SAME_PLAYER
                + rng.randrange(_NOISE)
            )
        # a dummy table (more judges than tables): this judge rests this round
        for t in range(len(tables), size):
            cost[i][t] = 0
    # the rows past `free` are dummy judges (more tables than judges free), 0 everywhere: which table goes
    # without a judge costs nothing by itself, so the real judges go where they conflict least
    column = min_cost_assignment(cost)
    out: list[str | None] = [None] * len(tables)
    for i, judge in enumerate(free):
        if column[i] < len(tables):
            out[column[i]] = judge.name
    by_name = {j.name: j for j in free}
    problems: list[TableProblem] = []
    for t, name in enumerate(out):
        if name is None:
            problems.append(TableProblem(t + 1, None))
            continue
        found = conflicts(by_name[name], tables[t], clubs, team_of)
        if found is not None:
            problems.append(TableProblem(t + 1, name, found.same_club, found.same_team))
    return JudgePlan(tuple(out), tuple(problems))


def check_judges(
    judges: Sequence[Judge],
    tables: Sequence[Sequence[str]],
    assigned: Sequence[str | None],
    clubs: Mapping[str, str | None],
    team_of: Mapping[str, str] | None = None,
) -> tuple[TableProblem, ...]:
    """The problems of a given assignment (a manual edit): the same lines the automatic one reports, and a
    judge who plays at a table of the round."""
    by_name = {j.name: j for j in judges}
    seated = {p: t for t, table in enumerate(tables, start=1) for p in table}
    problems: list[TableProblem] = []
    for t, name in enumerate(assigned, start=1):
        judge = by_name.get(name) if name is not None else None
        if judge is None:
            problems.append(TableProblem(t, None))
            continue
        if judge.player is not None and judge.player in seated:
            problems.append(TableProblem(t, judge.name, plays_at=seated[judge.player]))
            continue
        found = conflicts(judge, tables[t - 1], clubs, team_of)
        if found is not None:
            problems.append(TableProblem(t, judge.name, found.same_club, found.same_team))
    return tuple(problems)


def assign_round_judges(
    t: Tournament, stage: str, round_: int, *, seed: int, team_of: Mapping[str, str] | None = None
) -> JudgePlan:
    """`assign_judges` for a saved draw of `t`: the players' clubs from the registrations, their teams from
    the tournament's teams (unless `team_of` is given), the other rounds' judges (every other draw that has
    them) as the history to spread over."""
    draw = t.draw_of(stage, round_)
    if draw is None:
        raise SeatingError(f"stage {stage}, round {round_}: no draw to assign judges to")
    clubs = {p.id: p.club for p in t.players}
    earlier = [
        JudgedRound(d.tables, d.judges) for d in t.draws if d.judges and (d.stage, d.round) != (stage, round_)
    ]
    teams = player_teams(t) if team_of is None else team_of
    return assign_judges(t.judge_list, draw.tables, clubs, seed=seed, earlier=earlier, team_of=teams)


def round_problems(
    t: Tournament, stage: str, round_: int, team_of: Mapping[str, str] | None = None
) -> tuple[TableProblem, ...]:
    """The problems of the judges a saved draw has now (none assigned: none reported)."""
    draw = t.draw_of(stage, round_)
    if draw is None or not draw.judges:
        return ()
    clubs = {p.id: p.club for p in t.players}
    return check_judges(
        t.judge_list, draw.tables, draw.judges, clubs, player_teams(t) if team_of is None else team_of
    )


@dataclass(frozen=True)
class JudgedTable:
    """One table of a judge's day: where, and who plays there (player ids, seat 1 first)."""

    stage: str
    round: int
    table: int
    players: tuple[str, ...]
    time: str | None = None  # the draw's `time` (our key), when the organiser set one


def judge_tables(t: Tournament, judge: str) -> tuple[JudgedTable, ...]:
    """Every table `judge` is assigned to, in the order of play (stages, then rounds)."""
    order = {s.id: i for i, s in enumerate(effective_stages(t))}
    out = [
        JudgedTable(
            d.stage,
            d.round,
            number,
            d.tables[number - 1],
            _time(d.extra),
        )
        for d in t.draws
        for number, name in enumerate(d.judges, start=1)
        if name == judge
    ]
    return tuple(sorted(out, key=lambda j: (order.get(j.stage, len(order)), j.round, j.table)))


def _time(extra: Mapping[str, object]) -> str | None:
    value = extra.get("time")
    return value if isinstance(value, str) else None

"""The team standings on the wall sheet and in the workbook: a team tournament's teams ranked by their
members' points (scoring/teams.py), printed after the players' standings.

The wall sheet paints them with its own table (standings_pdf.paint_standings, which imports this module,
never the other way round), on pages of their own under
the same title, so they obey the same `large` and `hidden` choices: without points, the places and the teams
with their players, none of their points. The workbook gets a sheet of its own with every figure.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mafia_desk.game.translatable import QT_TRANSLATE_NOOP
from mafia_desk.scoring.standings import Standings
from mafia_desk.scoring.teams import TeamRow, TeamStandings, compute_team_standings
from mafia_desk.tournament.model import Tournament
from mafia_desk.tournament.names import tournament_names
from mafia_desk.tournament.numbers import format_points
from mafia_desk.tournament.teams import teams_of

# Marked for lupdate in the wall sheet's context (the workbook's labels are the wall sheet's too).
TEAM_LABELS = {
    "team": QT_TRANSLATE_NOOP("StandingsPdf", "team"),
    "players": QT_TRANSLATE_NOOP("StandingsPdf", "players"),
    "points": QT_TRANSLATE_NOOP("StandingsPdf", "points"),
    "captain": QT_TRANSLATE_NOOP("StandingsPdf", "captain"),
    "sheet": QT_TRANSLATE_NOOP("StandingsPdf", "Teams"),
}


def team_label(key: str) -> str:
    return QCoreApplication.translate("StandingsPdf", TEAM_LABELS[key])


def team_standings_of(t: Tournament, standings: Standings) -> TeamStandings | None:
    """The team standings over `standings`, None for a tournament without teams (or with none yet)."""
    setup = teams_of(t)
    if setup is None or not setup.teams:
        return None
    return compute_team_standings(standings, setup)


def counting_rule(ranked: TeamStandings) -> str:
    """What a team's points are, for the sheet's heading."""
    if ranked.best is None:
        return QCoreApplication.translate("StandingsPdf", "every member's points count")
    # Not a %n plural: pyside6-lupdate does not read the count argument of QCoreApplication.translate.
    return QCoreApplication.translate(
        "StandingsPdf", "members counted: the best {0} of each team; [ ] not counted"
    ).format(ranked.best)


def members_text(row: TeamRow, names: dict[str, str], with_points: bool) -> str:
    """`Мария (captain) 3, Ганс 2.5, [Вера 0.5]`: best first with their totals and the uncounted in
    brackets; without points, the team's players as registered, nothing that would tell their order."""
    captain = QCoreApplication.translate("StandingsPdf", "{0} (captain)")
    parts = []
    members = row.members if with_points else tuple(sorted(row.members, key=lambda m: m.player))
    for m in members:
        name = " ".join((m.shown or names.get(m.player, m.player)).split())
        if m.player == row.captain:
            name = captain.format(name)
        if with_points:
            text = f"{name} {format_points(m.total)}"
            parts.append(text if m.counted else f"[{text}]")
        else:
            parts.append(name)
    return ", ".join(parts)


# One column of the team table: its label, its kind ("place", "text" or "number", as the wall sheet's), and
# whether a rule stands before it.
TeamColumn = tuple[str, str, bool]


def team_table(
    t: Tournament, standings: Standings, with_points: bool
) -> tuple[list[TeamColumn], list[list[str]], str] | None:
    """The wall sheet's team table: its columns, its rows' cells, its heading line; None without teams.
    `with_points` False: the hall is shown places and names only."""
    ranked = team_standings_of(t, standings)
    if ranked is None:
        return None
    columns: list[TeamColumn] = [
        ("#", "place", False),
        (team_label("team"), "text", False),
        (team_label("players"), "text", False),
    ]
    if with_points:
        columns.append((team_label("points"), "number", True))
    names = tournament_names(t)
    rows: list[list[str]] = []
    for row in ranked.rows:
        cells = [str(row.place), " ".join(row.name.split()), members_text(row, names, with_points)]
        if with_points:
            cells.append(format_points(row.points))
        rows.append(cells)
    heading = QCoreApplication.translate("StandingsPdf", "Team standings")
    if with_points:
        heading = f"{heading}: {counting_rule(ranked)}"
    return columns, rows, heading

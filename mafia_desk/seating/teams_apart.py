"""Teammates seated together in a drawn round: what the draw reports when "teammates apart" cannot be met.

The balanced draw keeps the groups apart where it can and still seats everybody where it cannot (more
members of a team than tables, a bench that fills a table with them); the organiser must then hear it, not
find it at the table. The figure `apart_meetings` counts every kept-apart group together; this names the
teams and the tables, for the draw dialog and `mafia-desk draw`.
"""

from __future__ import annotations

from dataclasses import dataclass

from mafia_desk.tournament.model import Draw, Tournament
from mafia_desk.tournament.teams import teams_of


@dataclass(frozen=True)
class Together:
    team: str  # the team's name
    table: int  # 1-based
    players: tuple[str, ...]  # the teammates at that table, in seat order


def teammates_together(t: Tournament, draw: Draw) -> tuple[Together, ...]:
    """Every table of `draw` where two or more members of one team sit, by table then team order."""
    setup = teams_of(t)
    if setup is None:
        return ()
    out: list[Together] = []
    for number, table in enumerate(draw.tables, start=1):
        for team in setup.teams:
            members = tuple(p for p in table if p in team.players)
            if len(members) > 1:
                out.append(Together(team.name, number, members))
    return tuple(out)


def together_text(found: tuple[Together, ...], names: dict[str, str]) -> str:
    """One line for a log or a terminal: `team A at table 2 (Анна, Борис); ...`."""
    return "; ".join(
        f"team {t.team} at table {t.table} ({', '.join(names.get(p, p) for p in t.players)})" for t in found
    )

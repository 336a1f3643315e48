"""The standings as an Excel workbook: the overall standings, a team tournament's team standings (one row per
member), then one sheet per stage as it stood at its end, listing only the players of that stage
(`stage_players`).

For the desk, not the hall: every column and every point, whatever a stage hides from the wall sheet. Points
are real numbers with a two-decimal format (a spreadsheet sums and sorts them; a CSV's text would have to be
converted), counts are integers, the header row is frozen and filtered, and the labels are the wall sheet's
in the interface's language. A text cell that a spreadsheet could take for a formula is neutralised as in
the CSV (`neutralise_text`). In `reports/` because the labels are Qt translations (marked in standings_pdf.py,
which lupdate reads); openpyxl itself is pure.
"""

from __future__ import annotations

import io
import re
from fractions import Fraction
from typing import Any

import openpyxl
from PySide6.QtCore import QCoreApplication

from mafia_desk.reports.seating_sheets import stage_label
from mafia_desk.reports.standings_pdf import (
    column_label,
    fixed_label,
    tiebreak_label,
)
from mafia_desk.reports.team_sheet import team_label, team_standings_of
from mafia_desk.scoring.advance import entrants
from mafia_desk.scoring.hall import last_round_of_stages
from mafia_desk.scoring.output import neutralise_text, tiebreak_names
from mafia_desk.scoring.points import COLUMNS
from mafia_desk.scoring.standings import AfterKey, Standings, compute_standings, same_rows
from mafia_desk.scoring.teams import TeamStandings
from mafia_desk.tournament.load import effective_stages
from mafia_desk.tournament.model import Tournament
from mafia_desk.tournament.names import tournament_names

POINTS_FORMAT = "0.00"
MAX_WIDTH = 60  # characters: a very long name wraps in its cell rather than push the numbers off screen
_SHEET_NAME_BAD = re.compile(r"[\[\]:*?/\\]")


def _tie_break() -> str:
    return QCoreApplication.translate("StandingsPdf", "tie-break")


def sheet_title(text: str, taken: set[str]) -> str:
    """A worksheet name Excel accepts: no []:*?/\\, at most 31 characters, unique in the book."""
    base = _SHEET_NAME_BAD.sub("_", text).strip("'") or "_"
    base = base[:31]
    name, n = base, 2
    while name.casefold() in taken:
        suffix = f" ({n})"
        name, n = base[: 31 - len(suffix)] + suffix, n + 1
    taken.add(name.casefold())
    return name


def _number(value: Fraction | int) -> float | int:
    return value if isinstance(value, int) else float(value)


def stage_players(t: Tournament, stage: str) -> set[str] | None:
    """Who a stage's sheet lists: None (everybody) for the first stage; for a later one, the players seated
    in its games, with the frozen list of a closed stage, or who the standings send through when the stage
    says how many it takes (`advance`)."""
    stages = effective_stages(t)
    if not stages or stages[0].id == stage:
        return None
    listed = {p for g in t.scored_games if g.stage == stage for p in g.players}
    closing = t.closing(stage)
    if closing is not None:
        listed.update(closing.through)
    elif any(s.id == stage and s.advance is not None for s in stages):
        listed.update(entrants(t, stage))
    return listed


def _fill(sheet: Any, t: Tournament, standings: Standings, only: set[str] | None = None) -> None:
    """`sheet`: a write-only openpyxl worksheet (openpyxl is untyped); `only`: the players listed (None: all).

    Write-only: the rows are streamed to the file as they are appended, so the widths, the frozen header and
    the filter are set from the values before the first row is written (a 1,000-player workbook took seconds
    in openpyxl's ordinary mode, most of it reading its own cells back for the widths)."""
    # Club and city in columns of their own (the wall sheet shows one or the other): a sort by city works.
    players = {p.id: p for p in t.players}
    tiebreaks = tiebreak_names(standings)
    draws = standings.has_draws  # a draws column beside the wins only when a counted game was drawn
    header = [
        "#",
        fixed_label("player"),
        fixed_label("name"),
        fixed_label("club"),
        fixed_label("city"),
        fixed_label("total"),
        fixed_label("games"),
        fixed_label("wins"),
        *([fixed_label("draws")] if draws else []),
        *(column_label(c) for c in COLUMNS),
        # "tie-break: wins" beside the "wins" column: a filter's list must tell the two apart.
        *(f"{_tie_break()}: {tiebreak_label(n)}" for n in tiebreaks),
    ]
    after_wins = 8 + draws  # 0-based: the first column after games, wins (and draws)
    points_cols: set[int] = {5, *range(after_wins, after_wins + len(COLUMNS))}
    first_tiebreak = after_wins + len(COLUMNS)
    rows: list[list[object]] = []
    for row in standings.rows:
        if only is not None and row.player not in only:
            continue
        p = players.get(row.player)
        values = {v.name: v.value for v in row.tiebreak}
        rows.append(
            [
                row.place,
                neutralise_text(row.player),
                neutralise_text(row.shown),
                neutralise_text(p.club or "") if p is not None else "",
                neutralise_text(p.city or "") if p is not None else "",
                float(row.total),
                row.games,
                row.wins,
                *([row.draws] if draws else []),
                *(float(row.columns[c]) for c in COLUMNS),
                *(_number(values[n]) if n in values else None for n in tiebreaks),
            ]
        )
    for index, label in enumerate(header):
        widest = max([len(str(label))] + [len(_shown(cells[index])) for cells in rows])
        letter = openpyxl.utils.get_column_letter(index + 1)
        sheet.column_dimensions[letter].width = min(MAX_WIDTH, widest + 2)
    sheet.freeze_panes = "A2"
    last = openpyxl.utils.get_column_letter(len(header))
    sheet.auto_filter.ref = f"A1:{last}{len(rows) + 1}"
    bold = openpyxl.styles.Font(bold=True)
    sheet.append([_styled(sheet, label, font=bold) for label in header])
    for cells in rows:
        sheet.append(
            [
                _styled(sheet, value, number_format=POINTS_FORMAT)
                if isinstance(value, float) and (index in points_cols or index >= first_tiebreak)
                else value
                for index, value in enumerate(cells)
            ]
        )


def _fill_teams(sheet: Any, t: Tournament, ranked: TeamStandings) -> None:
    """The team standings, one row per member (a filter by team or a sort by player works): the team's
    place, name and points on each, the member's total and whether it counts toward the team's points."""
    names = tournament_names(t)
    header = [
        "#",
        team_label("team"),
        team_label("points"),
        fixed_label("player"),
        fixed_label("name"),
        fixed_label("total"),
        QCoreApplication.translate("StandingsPdf", "counted"),
        team_label("captain"),
    ]
    rows: list[list[object]] = []
    yes, no = (
        QCoreApplication.translate("StandingsPdf", "yes"),
        QCoreApplication.translate("StandingsPdf", "no"),
    )
    for row in ranked.rows:
        team = [row.place, neutralise_text(row.name), float(row.points)]
        if not row.members:
            rows.append([*team, "", "", None, "", ""])
        for m in row.members:
            rows.append(
                [
                    *team,
                    neutralise_text(m.player),
                    neutralise_text(m.shown or names.get(m.player, m.player)),
                    float(m.total),
                    yes if m.counted else no,
                    yes if m.player == row.captain else "",
                ]
            )
    for index, label in enumerate(header):
        widest = max([len(str(label))] + [len(_shown(cells[index])) for cells in rows])
        sheet.column_dimensions[openpyxl.utils.get_column_letter(index + 1)].width = min(
            MAX_WIDTH, widest + 2
        )
    sheet.freeze_panes = "A2"
    sheet.auto_filter.ref = f"A1:{openpyxl.utils.get_column_letter(len(header))}{len(rows) + 1}"
    bold = openpyxl.styles.Font(bold=True)
    sheet.append([_styled(sheet, label, font=bold) for label in header])
    for cells in rows:
        sheet.append(
            [_styled(sheet, v, number_format=POINTS_FORMAT) if isinstance(v, float) else v for v in cells]
        )


def _styled(sheet: Any, value: object, **style: Any) -> Any:
    cell = openpyxl.cell.WriteOnlyCell(sheet, value=value)
    for name, setting in style.items():
        setattr(cell, name, setting)
    return cell


def _shown(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, float):
        return f"{value:.2f}"
    return str(value)


def standings_workbook_bytes(t: Tournament, after: AfterKey | None = None) -> bytes:
    """The overall standings first, then each stage's standings after its last round played so far; with
    `after`, the workbook as it stood then (the stages after it left out, its own stage ending there)."""
    book = openpyxl.Workbook(write_only=True)
    taken: set[str] = set()
    first = book.create_sheet(sheet_title(fixed_label("overall"), taken))
    overall = compute_standings(t, after)
    _fill(first, t, overall)
    teams = team_standings_of(t, overall)
    if teams is not None:
        _fill_teams(book.create_sheet(sheet_title(team_label("sheet"), taken)), t, teams)
    ends: list[AfterKey] = list(last_round_of_stages(t))
    if after is not None:
        stages = [end[0] for end in ends]
        ends = [*ends[: stages.index(after[0]) if after[0] in stages else len(ends)], after]
    for end in ends:
        ws = book.create_sheet(sheet_title(stage_label(end[0]), taken))
        standings = overall if same_rows(t, after, end) else compute_standings(t, after=end)
        _fill(ws, t, standings, stage_players(t, end[0]))
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()

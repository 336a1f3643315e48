"""Standings as JSON, CSV and a text table, and one player's breakdown ("why do I have 7.75?").

JSON numbers are the nearest double of the exact value (readings A35); counts and places stay integers
(readings A34). Text aligns by display width so Cyrillic (and wide East Asian) names line up.
"""

from __future__ import annotations

import csv
import io
import unicodedata
from collections.abc import Callable, Mapping
from fractions import Fraction

from mafia_desk.scoring.points import COLUMNS
from mafia_desk.scoring.standings import ROLES, StandingRow, Standings, after_table
from mafia_desk.scoring.tiebreaks import TiebreakValue
from mafia_desk.tournament.model import Correction, Protest
from mafia_desk.tournament.numbers import format_points

JsonRow = dict[str, object]


def _number(value: Fraction | int) -> float | int:
    return value if isinstance(value, int) else float(value)


def _tiebreak_json(values: tuple[TiebreakValue, ...]) -> list[object]:
    return [{"name": v.name, "value": _number(v.value)} for v in values]


def row_to_json(row: StandingRow) -> JsonRow:
    out: JsonRow = {
        "place": row.place,
        "player": row.player,
        "name": row.name,
        "total": float(row.total),
        "games": row.games,
        "wins": row.wins,
    }
    if row.draws:
        out["draws"] = row.draws  # drawn games, only when any: neither won nor lost
    for column in COLUMNS:
        out[column] = float(row.columns[column])
    out["tiebreak"] = _tiebreak_json(row.tiebreak)
    if row.lot_drawn:
        out["lot_drawn"] = True  # placed by a recorded lot (closings[].lots), not the provisional id order
    return out


def standings_to_json(standings: Standings) -> dict[str, list[JsonRow]]:
    return {"standings": [row_to_json(r) for r in standings.rows]}


def _tiebreak_text(values: tuple[TiebreakValue, ...]) -> str:
    return "; ".join(f"{v.name}={format_points(v.value)}" for v in values)


CSV_FIXED = ["place", "player", "name", "club", "total", "games", "wins", *COLUMNS]
TIEBREAK_PREFIX = "tiebreak:"


def tiebreak_names(standings: Standings) -> list[str]:
    """The tie-break columns: the chain the standings used, then any value only some rows carry (the lot)."""
    names = list(standings.chain)
    for row in standings.rows:
        for value in row.tiebreak:
            if value.name not in names:
                names.append(value.name)
    return names


def csv_columns(standings: Standings) -> list[str]:
    """The CSV's columns by key: the JSON's, a club, and one `tiebreak:<name>` column per criterion; `draws`
    after `wins` when a drawn game was counted."""
    fixed = CSV_FIXED if not standings.has_draws else _with_draws(CSV_FIXED)
    return [*fixed, *(TIEBREAK_PREFIX + n for n in tiebreak_names(standings))]


def _with_draws(columns: list[str]) -> list[str]:
    at = columns.index("wins") + 1
    return [*columns[:at], "draws", *columns[at:]]


CSV_DIALECTS = ("excel", "excel-ru")
"""`excel`: `,` and a decimal point; `excel-ru`: `;` and a decimal comma, as a Russian-locale Excel wants."""

# OWASP "CSV Injection": a cell starting with one of these is read by a spreadsheet as a formula.
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def neutralise_text(text: str) -> str:
    """A text cell a spreadsheet could take for a formula gets a leading apostrophe (OWASP), so that a
    player registered as `=HYPERLINK(...)` is shown as typed and never evaluated."""
    return "'" + text if text.startswith(_FORMULA_STARTS) else text


def _csv_number(value: Fraction | int, dialect: str) -> str:
    """The JSON's number (nearest double of a point value, an int as it is): 0.13 must not hide 2/15."""
    text = repr(_number(value))
    return text.replace(".", ",") if dialect == "excel-ru" else text


def standings_to_csv(
    standings: Standings,
    dialect: str = "excel",
    *,
    labels: Callable[[str], str] | None = None,
    clubs: Mapping[str, str] | None = None,
) -> str:
    """The CSV text, CRLF-terminated as RFC 4180 and Excel want; `standings_csv_bytes` adds the BOM.

    The columns are `csv_columns`: one per tie-break criterion, empty where a row has no value. The header
    is `labels(key)` of each (the words of the interface's language: reports/standings_csv.py), the keys
    themselves without it; `clubs` gives each player's club. Numbers are written bare so a spreadsheet
    keeps them numbers (a negative total stays -0.5, never '-0.5); every text cell (player id, name, club)
    goes through `neutralise_text`.
    """
    if dialect not in CSV_DIALECTS:
        raise ValueError(f"unknown CSV dialect {dialect!r} (one of {', '.join(CSV_DIALECTS)})")
    columns = csv_columns(standings)
    tiebreaks = tiebreak_names(standings)
    draws = standings.has_draws
    buffer = io.StringIO(newline="")
    writer = csv.writer(buffer, dialect="excel", delimiter=";" if dialect == "excel-ru" else ",")
    writer.writerow([neutralise_text(labels(c)) if labels is not None else c for c in columns])
    for row in standings.rows:
        values = {v.name: v.value for v in row.tiebreak}
        writer.writerow(
            [
                row.place,
                neutralise_text(row.player),
                neutralise_text(row.shown),
                neutralise_text((clubs or {}).get(row.player, "")),
                _csv_number(row.total, dialect),
                row.games,
                row.wins,
                *([row.draws] if draws else []),
                *(_csv_number(row.columns[c], dialect) for c in COLUMNS),
                *(_csv_number(values[n], dialect) if n in values else "" for n in tiebreaks),
            ]
        )
    return buffer.getvalue()


def standings_csv_bytes(
    standings: Standings,
    dialect: str = "excel",
    *,
    labels: Callable[[str], str] | None = None,
    clubs: Mapping[str, str] | None = None,
) -> bytes:
    """UTF-8 with a BOM: without one Excel reads the file in the ANSI code page and garbles Cyrillic."""
    return standings_to_csv(standings, dialect, labels=labels, clubs=clubs).encode("utf-8-sig")


def display_width(text: str) -> int:
    width = 0
    for ch in text:
        if unicodedata.combining(ch):
            continue
        width += 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
    return width


def _pad(text: str, width: int, right: bool) -> str:
    gap = " " * max(0, width - display_width(text))
    return gap + text if right else text + gap


def render_table(header: list[str], rows: list[list[str]], right: set[int]) -> str:
    widths = [display_width(h) for h in header]
    for r in rows:
        widths = [max(w, display_width(c)) for w, c in zip(widths, r, strict=True)]
    lines = ["  ".join(_pad(h, w, i in right) for i, (h, w) in enumerate(zip(header, widths, strict=True)))]
    lines.append("  ".join("-" * w for w in widths))
    for r in rows:
        lines.append(
            "  ".join(_pad(c, w, i in right) for i, (c, w) in enumerate(zip(r, widths, strict=True)))
        )
    return "\n".join(line.rstrip() for line in lines) + "\n"


_SHORT = {
    "win_points": "win",
    "bonus": "extra",
    "best_move": "best mv",
    "ci": "Ci",
    "penalties": "penalty",
    "absences": "absence",
    "adjustments": "adjust",
}


_ROLE_SHORT = {"civilian": "civ g/w", "sheriff": "sher g/w", "mafia": "maf g/w", "don": "don g/w"}


def standings_to_text(standings: Standings) -> str:
    # Games and wins by role as "games/won", so an organiser sees at a glance who played which role.
    draws = standings.has_draws
    header = [
        "#",
        "player",
        "name",
        "total",
        "games",
        "wins",
        *(["draws"] if draws else []),
        *(_SHORT[c] for c in COLUMNS),
        *(_ROLE_SHORT[role] for role in ROLES),
        "tie-break",
    ]
    rows = [
        [
            str(r.place),
            r.player,
            r.shown,
            format_points(r.total),
            str(r.games),
            str(r.wins),
            *([str(r.draws)] if draws else []),
            *(format_points(r.columns[c]) for c in COLUMNS),
            *(f"{r.games_by_role[role]}/{r.wins_by_role[role]}" for role in ROLES),
            _tiebreak_text(r.tiebreak).replace("lot=", "by lot: drawn " if r.lot_drawn else "lot="),
        ]
        for r in standings.rows
    ]
    numbers = 6 + draws  # the first column after games, wins (and draws)
    right = {0, 3, *range(4, numbers), *range(numbers, numbers + len(COLUMNS) + len(ROLES))}
    title = f"Standings ({standings.ruleset}"
    if standings.after is not None:
        title += f", after {standings.after[0]} round {standings.after[1]}"
        table = after_table(standings.after)
        if table is not None:
            title += f" table {table}"
    title += f", {standings.games_counted} games)\n"
    return title + render_table(header, rows, right)


def _fraction_text(value: Fraction) -> str:
    text = format_points(value)
    return text if Fraction(text) == value else f"{text} (exactly {value.numerator}/{value.denominator})"


def explain_to_text(standings: Standings, player_id: str) -> str:
    """Every point of one player, source by source, adding up to his total."""
    row = standings.row(player_id)
    lines = [f"{row.player} {row.shown}: place {row.place}, total {_fraction_text(row.total)}"]
    roles = ", ".join(
        f"{role} {row.games_by_role[role]} ({row.wins_by_role[role]} won)" for role in row.games_by_role
    )
    drawn = f", draws {row.draws}" if row.draws else ""
    lines.append(f"games {row.games}, wins {row.wins}{drawn}: {roles}")
    for entry in row.breakdown:
        head = entry.where
        if entry.seat is not None:
            head += f" seat {entry.seat} {entry.role}, {entry.result}"
        if entry.coefficient != 1:
            head += f", coefficient x{format_points(entry.coefficient)}"
        lines.append(f"  {head}: {_fraction_text(entry.total)}")
        for item in entry.items:
            shown = format_points(item.base)
            if item.base != item.points:
                shown += f" x{format_points(entry.coefficient)} = {format_points(item.points)}"
            lines.append(f"    {item.label}: {shown}")
    for c in standings.corrections_for(player_id):
        change = "voided" if c.action == "void" else "replaced"
        lines.append(f"  {c.where} {change} by {c.by} at {c.at}: {c.reason}")
        protest = standings.protest_of(c)
        if protest is not None and protest.ruling is not None:
            lines.append(f"    {protest_text(standings, protest)}")
    sums = ", ".join(f"{c} {format_points(row.columns[c])}" for c in COLUMNS)
    lines.append(f"  columns: {sums}")
    lines.append(f"  tie-break: {_tiebreak_text(row.tiebreak) or '-'}")
    return "\n".join(lines) + "\n"


def protest_text(standings: Standings, protest: Protest) -> str:
    """The upheld protest behind a correction, as `--explain` names it."""
    filer = _shown(standings, protest.by)
    captain = " (captain)" if protest.filed_as == "captain" else ""
    ruling = protest.ruling
    assert ruling is not None
    return (
        f"after protest {protest.id} by {filer}{captain} at {protest.at}: {protest.text}; "
        f"{ruling.decision} by {ruling.by} at {ruling.at}: {ruling.reason}"
    )


def _shown(standings: Standings, player_id: str) -> str:
    for row in standings.rows:
        if row.player == player_id:
            return row.shown
    return player_id


def _correction_json(standings: Standings, c: Correction) -> dict[str, object]:
    """A correction of the player's game; `protest` only when an upheld protest is behind it."""
    out: dict[str, object] = {
        "stage": c.stage,
        "round": c.round,
        "table": c.table,
        "action": c.action,
        "reason": c.reason,
        "by": c.by,
        "at": c.at,
    }
    protest = standings.protest_of(c)
    if protest is not None:
        out["protest"] = _protest_json(protest)
    return out


def _protest_json(protest: Protest) -> dict[str, object]:
    ruling = protest.ruling
    return {
        "id": protest.id,
        "by": protest.by,
        "as": protest.filed_as,
        "text": protest.text,
        "at": protest.at,
        "ruling": None
        if ruling is None
        else {"decision": ruling.decision, "reason": ruling.reason, "by": ruling.by, "at": ruling.at},
    }


def explain_to_json(standings: Standings, player_id: str) -> dict[str, object]:
    row = standings.row(player_id)
    return {
        **row_to_json(row),
        "games_by_role": dict(row.games_by_role),
        "wins_by_role": dict(row.wins_by_role),
        "breakdown": [
            {
                "where": e.where,
                "stage": e.stage,
                "round": e.round,
                "table": e.table,
                "seat": e.seat,
                "role": e.role,
                "result": e.result,
                "coefficient": float(e.coefficient),
                "points": float(e.total),
                "items": [
                    {"column": i.column, "label": i.label, "base": float(i.base), "points": float(i.points)}
                    for i in e.items
                ],
            }
            for e in row.breakdown
        ],
        "corrections": [_correction_json(standings, c) for c in standings.corrections_for(player_id)],
    }

"""The seating sheet: every round's tables in seat order, the bench, and the quality figures, as an A4 PDF.

Built as an HTML document and printed by Qt's QTextDocument, which paginates long draws (20 tables x 10
rounds) by itself; the bundled DejaVu Sans keeps Cyrillic names readable on any machine.
"""

from __future__ import annotations

import html
from collections.abc import Mapping

from mafia_desk.game.model import SEATS
from mafia_desk.reports.html_pdf import landscape_html_pdf
from mafia_desk.seating.model import Draw

# Rough page geometry at 9 pt on landscape A4, used only to keep a round's table on one page.
LINES_PER_PAGE = 36
CHARS_PER_CELL_LINE = 13  # keeps a headless application alive when the CLI is the caller

FIGURE_NAMES = {
    "max_meetings": "Most meetings of one pair",
    "pairs_at_max": "Pairs at that most",
    "sum_squares": "Sum of squared meetings",
    "never_met": "Pairs that never meet",
    "repeat_meetings": "Meetings repeated from earlier rounds",
    "seat_repeats": "Seat repeats",
    "early_seat_repeats": "Seat repeats within a player's first 10 games",
    "seat1_spread": "Seat 1 spread (most - fewest)",
    "seat10_spread": "Seat 10 spread (most - fewest)",
    "half_spread": "Seats 1-5 vs 6-10 (largest gap)",
    "sitout_spread": "Sit-out spread (most - fewest)",
    "apart_meetings": "Kept-apart pairs meeting early",
}


def seating_html(draw: Draw, names: Mapping[str, str] | None = None, title: str = "") -> str:
    """The sheet as HTML; `names` maps player ids to the names printed (ids where missing)."""
    names = names or {}

    def who(pid: str) -> str:
        return html.escape(names.get(pid, pid))

    heading = html.escape(title or "Seating draw")
    parts = [
        f"<h2>{heading}</h2>",
        f"<p>{len(draw.players)} players, {draw.tables} table(s), {len(draw.rounds)} round(s); "
        f"draw: {html.escape(draw.kind)}, seed {draw.seed}</p>",
    ]
    head = "".join(f"<th>{s}</th>" for s in SEATS)
    longest = max((len(names.get(p, p)) for p in draw.players), default=1)
    row_lines = -(-longest // CHARS_PER_CELL_LINE) + 0.6
    used = 4.0  # the title block
    for rnd in draw.rounds:
        height = 3.5 + (len(rnd.tables) + 1) * row_lines
        # Start a round on a new page rather than split its table, unless it is longer than a page anyway.
        brk = used + height > LINES_PER_PAGE and used > 4.0
        used = height if brk else used + height
        style = ' style="page-break-before: always"' if brk else ""
        parts.append(f"<h3{style}>Round {rnd.number}</h3>")
        parts.append('<table border="1" cellspacing="0" cellpadding="3" width="100%">')
        parts.append(f"<tr><th>Table</th>{head}</tr>")
        for t, table in enumerate(rnd.tables, start=1):
            cells = "".join(f"<td>{who(p)}</td>" for p in table)
            parts.append(f"<tr><th>{t}</th>{cells}</tr>")
        parts.append("</table>")
        if rnd.sitting_out:
            parts.append(f"<p>Sitting out: {', '.join(who(p) for p in rnd.sitting_out)}</p>")
    parts.append("<h3>Quality</h3>")
    parts.append('<table border="1" cellspacing="0" cellpadding="3">')
    parts.append("<tr><th>Figure</th><th>Value</th><th>Lower bound</th><th></th></tr>")
    for key, fig in draw.quality.items():
        label = html.escape(FIGURE_NAMES.get(key, key))
        bound = "-" if fig.bound is None else str(fig.bound)
        parts.append(
            f"<tr><td>{label}</td><td align='right'>{fig.value}</td><td align='right'>{bound}</td>"
            f"<td>{'optimal' if fig.optimal else ''}</td></tr>"
        )
    parts.append("</table>")
    return "\n".join(parts)


def seating_pdf_bytes(draw: Draw, names: Mapping[str, str] | None = None, title: str = "") -> bytes:
    return landscape_html_pdf(seating_html(draw, names, title), title=title or "Seating draw", point_size=9)

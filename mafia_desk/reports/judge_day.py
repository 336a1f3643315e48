"""A judge's day: every table he judges (round, table, time when set, the players by seat), as an A4 PDF
to hand him and as CSV for a spreadsheet. Printed from the organiser's window (Judges tab) and by
`mafia-desk judges --judge` (the file's `draws[].judges`).

The PDF is an HTML document printed by QTextDocument, like the seating sheet (seating_pdf.py); the texts
are translated with the interface ("JudgeDay" context).
"""

from __future__ import annotations

import csv
import html
import io
from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication

from mafia_desk.reports.html_pdf import landscape_html_pdf
from mafia_desk.reports.seating_sheets import stage_label
from mafia_desk.seating.judges import JudgedTable


def round_text(table: JudgedTable) -> str:
    return QCoreApplication.translate("JudgeDay", "{stage}, round {round}").format(
        stage=stage_label(table.stage), round=table.round
    )


def players_text(table: JudgedTable, names: Mapping[str, str]) -> str:
    """The players by seat: "1 Name, 2 Name, …"."""
    return ", ".join(f"{seat} {names.get(p, p)}" for seat, p in enumerate(table.players, start=1))


def judge_day_rows(tables: Sequence[JudgedTable], names: Mapping[str, str]) -> list[list[str]]:
    """The table the view, the PDF and the CSV show: round, table, time, players."""
    return [[round_text(t), str(t.table), t.time or "", players_text(t, names)] for t in tables]


def headers() -> list[str]:
    return [
        QCoreApplication.translate("JudgeDay", "Round"),
        QCoreApplication.translate("JudgeDay", "Table"),
        QCoreApplication.translate("JudgeDay", "Time"),
        QCoreApplication.translate("JudgeDay", "Players (seat, name)"),
    ]


def judge_day_csv(judge: str, tables: Sequence[JudgedTable], names: Mapping[str, str]) -> str:
    """UTF-8 CSV text: the judge's name on each row, so several judges' lists can be pasted together."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow([QCoreApplication.translate("JudgeDay", "Judge"), *headers()])
    for row in judge_day_rows(tables, names):
        writer.writerow([judge, *row])
    return out.getvalue()


def judge_day_html(
    tournament: str, judge: str, tables: Sequence[JudgedTable], names: Mapping[str, str]
) -> str:
    title = html.escape(
        QCoreApplication.translate("JudgeDay", "{tournament} — judge {judge}").format(
            tournament=tournament, judge=judge
        )
    )
    parts = [f"<h2>{title}</h2>"]
    if not tables:
        nothing = QCoreApplication.translate("JudgeDay", "No table assigned.")
        parts.append(f"<p>{html.escape(nothing)}</p>")
        return "\n".join(parts)
    parts.append('<table border="1" cellspacing="0" cellpadding="4" width="100%">')
    parts.append("<tr>" + "".join(f"<th>{html.escape(h)}</th>" for h in headers()) + "</tr>")
    for row in judge_day_rows(tables, names):
        parts.append("<tr>" + "".join(f"<td>{html.escape(cell)}</td>" for cell in row) + "</tr>")
    parts.append("</table>")
    return "\n".join(parts)


def judge_day_pdf_bytes(
    tournament: str, judge: str, tables: Sequence[JudgedTable], names: Mapping[str, str]
) -> bytes:
    """The PDF in memory: the caller writes it only once it is whole."""
    title = QCoreApplication.translate("JudgeDay", "{tournament} — judge {judge}").format(
        tournament=tournament, judge=judge
    )
    return landscape_html_pdf(judge_day_html(tournament, judge, tables, names), title=title, point_size=11)

"""A judge's day: every table he judges (round, table, time when set, the players by seat), as an A4 PDF
to hand him and as CSV for a spreadsheet. Printed from the organiser's window (Judges tab) and by
`mafia-desk judges --judge` (the file's `draws[].judges`).

The PDF is an HTML document printed by QTextDocument, like the seating sheet (seating_pdf.py); the texts
are translated with the interface ("JudgeDay" context). The CSV's words are the interface's too, or English
whatever translators are installed (`english=True`: the command line's default, as for the standings CSV, so a
script reads the same headers anywhere).
"""

from __future__ import annotations

import csv
import html
import io
from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import QCoreApplication

from mafia_desk.game.translatable import QT_TRANSLATE_NOOP
from mafia_desk.reports.html_pdf import landscape_html_pdf
from mafia_desk.reports.seating_sheets import STAGE_NAMES, stage_label
from mafia_desk.seating.judges import JudgedTable

JUDGE = QT_TRANSLATE_NOOP("JudgeDay", "Judge")
HEADERS = (
    QT_TRANSLATE_NOOP("JudgeDay", "Round"),
    QT_TRANSLATE_NOOP("JudgeDay", "Table"),
    QT_TRANSLATE_NOOP("JudgeDay", "Time"),
    QT_TRANSLATE_NOOP("JudgeDay", "Players (seat, name)"),
)
ROUND = QT_TRANSLATE_NOOP("JudgeDay", "{stage}, round {round}")


def _words(english: bool) -> Callable[[str], str]:
    """The interface's translation of a text marked above, or its English source."""
    if english:
        return lambda text: text
    return lambda text: QCoreApplication.translate("JudgeDay", text)


def round_text(table: JudgedTable, *, english: bool = False) -> str:
    stage = STAGE_NAMES.get(table.stage, table.stage) if english else stage_label(table.stage)
    return _words(english)(ROUND).format(stage=stage, round=table.round)


def players_text(table: JudgedTable, names: Mapping[str, str]) -> str:
    """The players by seat: "1 Name, 2 Name, …"."""
    return ", ".join(f"{seat} {names.get(p, p)}" for seat, p in enumerate(table.players, start=1))


def judge_day_rows(
    tables: Sequence[JudgedTable], names: Mapping[str, str], *, english: bool = False
) -> list[list[str]]:
    """The table the view, the PDF and the CSV show: round, table, time, players."""
    return [
        [round_text(t, english=english), str(t.table), t.time or "", players_text(t, names)] for t in tables
    ]


def headers(*, english: bool = False) -> list[str]:
    return [_words(english)(h) for h in HEADERS]


def judge_day_csv(
    judge: str, tables: Sequence[JudgedTable], names: Mapping[str, str], *, english: bool = False
) -> str:
    """UTF-8 CSV text: the judge's name on each row, so several judges' lists can be pasted together.
    `english`: the words in English (the command line's default), else in the installed translators'."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow([_words(english)(JUDGE), *headers(english=english)])
    for row in judge_day_rows(tables, names, english=english):
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
